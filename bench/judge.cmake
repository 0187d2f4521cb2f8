# Judge session throughput (pairs/s) with the table judge: no cache, cold and warm cache, memo.
citeval_bench(judge_session_bench SOURCES ${CMAKE_CURRENT_LIST_DIR}/judge_session_bench.cc
  DEPS citeval::judge)
