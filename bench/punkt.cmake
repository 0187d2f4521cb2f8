# Punkt sentence splitting throughput, C++ next to NLTK 3.8 on the same text (the EWT treebank
# text, one document a `# newdoc`, sentences joined by " " and paragraphs by "\n\n"; goal: at
# least 20x NLTK). One command runs both and prints MB/s:
#   cmake --build build/release --target run_punkt_bench
citeval_bench(punkt_bench SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/punkt_bench.cc DEPS citeval::text)
find_program(CITEVAL_BENCH_PYTHON /usr/bin/python3 NO_DEFAULT_PATH)
add_custom_target(run_punkt_bench
  COMMAND $<TARGET_FILE:punkt_bench> --benchmark_min_time=1
  COMMAND ${CITEVAL_BENCH_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/punkt_nltk_bench.py
          --shared ${CITEVAL_SHARED_DIR}
  DEPENDS punkt_bench USES_TERMINAL VERBATIM)
