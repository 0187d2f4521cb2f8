# LLM client throughput, a LongBench-Cite-shaped run, and ALCE over one or two endpoints against
# the loopback fake server (tests/llm/fake_openai_server.h), answering after 200 ms.
if(TARGET citeval::llm AND TARGET citeval::metrics)
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(CITEVAL_BENCH_HTTPLIB REQUIRED IMPORTED_TARGET cpp-httplib)
  foreach(b llm_client_bench llm_longcite_bench llm_endpoints_bench)
    citeval_bench(${b} SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/${b}.cc
      DEPS citeval::llm citeval::metrics PkgConfig::CITEVAL_BENCH_HTTPLIB nlohmann_json::nlohmann_json
           Threads::Threads)
    target_include_directories(${b} PRIVATE ${CMAKE_SOURCE_DIR}/tests/llm)
    target_compile_options(${b} PRIVATE -Wno-missing-field-initializers)
  endforeach()
endif()
