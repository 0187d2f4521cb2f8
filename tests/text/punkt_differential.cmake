# The Punkt splitter against NLTK 3.8 (python3-nltk): identical sentence boundaries on EWT text,
# the ALCE demos, edge cases, random compositions and invalid UTF-8, for the English parameters
# and the untrained tokenizer; and every code point's classes against Python's.
add_executable(punkt_split_tool ${CMAKE_CURRENT_LIST_DIR}/punkt_split_tool.cc)
target_link_libraries(punkt_split_tool PRIVATE citeval::text)
citeval_warnings(punkt_split_tool)
add_test(NAME text_punkt_differential_nltk
  COMMAND ${CITEVAL_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/punkt_differential.py
          --tool $<TARGET_FILE:punkt_split_tool> --shared ${CITEVAL_SHARED_DIR})
set_tests_properties(text_punkt_differential_nltk PROPERTIES LABELS "differential" TIMEOUT 300)

# `citeval split` end to end (sentence lines, --spans, --punkt, --punkt-dir, exit codes).
if(TARGET citeval)
  add_test(NAME text_punkt_cli_split
    COMMAND ${CITEVAL_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/punkt_cli_test.py
            --citeval $<TARGET_FILE:citeval> --shared ${CITEVAL_SHARED_DIR})
  set_tests_properties(text_punkt_cli_split PROPERTIES LABELS "differential" TIMEOUT 60)
endif()
