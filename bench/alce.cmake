# End-to-end ALCE evaluation throughput with the table judge on a synthetic 10,000-response
# file (issue 2's goal: >= 5,000 responses/s). Run:
#   scripts/bench.sh alce        (or build/release/bench/alce_e2e_bench)
citeval_bench(alce_e2e_bench SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/alce_e2e_bench.cc
  DEPS citeval::metrics citeval::io citeval::judge citeval::report)
