# Meta-evaluation statistics: 100,000 scored statement–chunk pairs (target: < 1 s, bootstrap
# included).
citeval_bench(meta_eval_bench SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/meta_eval_bench.cc DEPS citeval::meta)
