# Reading speed of the ALCE reader (JSON object, JSONL) and of the citation parser.
citeval_bench(io_bench SOURCES ${CMAKE_CURRENT_LIST_DIR}/io_bench.cc DEPS citeval::io citeval::cite)
