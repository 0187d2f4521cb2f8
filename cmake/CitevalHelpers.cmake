# Warnings every citeval target compiles with.
function(citeval_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-unused-parameter)
endfunction()

# citeval_library(NAME SOURCES ... DEPS ...): a component target citeval_NAME with alias
# citeval::NAME. Public headers of the project live in include/, private ones next to the sources.
# Without SOURCES the component is header-only (an INTERFACE library, e.g. citeval::items).
# Which components a component may link is declared in src/layers.txt.
function(citeval_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS;PRIVATE_DEPS" ${ARGN})
  if(NOT ARG_SOURCES)
    add_library(citeval_${name} INTERFACE)
    add_library(citeval::${name} ALIAS citeval_${name})
    target_include_directories(citeval_${name} INTERFACE ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR}/src)
    target_link_libraries(citeval_${name} INTERFACE ${ARG_DEPS})
    return()
  endif()
  add_library(citeval_${name} STATIC ${ARG_SOURCES})
  add_library(citeval::${name} ALIAS citeval_${name})
  target_include_directories(citeval_${name} PUBLIC ${CMAKE_SOURCE_DIR}/include ${CMAKE_SOURCE_DIR}/src)
  target_link_libraries(citeval_${name} PUBLIC ${ARG_DEPS} PRIVATE ${ARG_PRIVATE_DEPS})
  set_target_properties(citeval_${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  citeval_warnings(citeval_${name})
endfunction()

# citeval_test(NAME SOURCES ... DEPS ...): a GoogleTest executable registered with CTest.
# Tests get CITEVAL_SHARED_DIR and CITEVAL_TEST_DATA (tests/data) as compile definitions.
function(citeval_test name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${ARG_DEPS} GTest::gtest GTest::gtest_main)
  target_compile_definitions(${name} PRIVATE
    CITEVAL_SHARED_DIR="${CITEVAL_SHARED_DIR}"
    CITEVAL_TEST_DATA="${CMAKE_SOURCE_DIR}/tests/data"
    CITEVAL_SOURCE_DIR="${CMAKE_SOURCE_DIR}"
    CITEVAL_BINARY_DIR="${CMAKE_BINARY_DIR}"
    CITEVAL_PYTHON="${CITEVAL_PYTHON}")
  citeval_warnings(${name})
  # CITEVAL_PROGRESS=off: a slow run on a loaded machine must not add progress log lines to the
  # stderr that tests compare exactly (tests of the progress lines set it themselves).
  gtest_discover_tests(${name} DISCOVERY_TIMEOUT 60 PROPERTIES LABELS unit ENVIRONMENT CITEVAL_PROGRESS=off)
endfunction()
