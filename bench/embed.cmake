# The USE-lite embedding judge: sentences/s and pairs/s at 1 and 2 libtorch threads.
# The TF.js reference on the same sentences: node bench/embed_tfjs_bench.js (see its header).
citeval_bench(embed_judge_bench SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/embed_judge_bench.cc
  DEPS citeval::model citeval::judge)
