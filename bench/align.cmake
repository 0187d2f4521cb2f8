# The align judge against the lexical judge: pairs/s on one core, ~150-word premises.
citeval_bench(align_judge_bench SOURCES ${CMAKE_CURRENT_LIST_DIR}/align_judge_bench.cc
  DEPS citeval::judge nlohmann_json::nlohmann_json)
