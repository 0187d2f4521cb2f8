# ROUGE-Lsum / Porter stemmer throughput on ASQA-sized texts built from the EWT treebank, and the
# same corpus through a pure-Python rouge_score-style scorer for comparison. Run:
#   build/release/bench/metrics_rouge_bench
#   /usr/bin/python3 bench/metrics_rouge_python_bench.py --shared ../shared
citeval_bench(metrics_rouge_bench SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/metrics_rouge_bench.cc
  DEPS citeval::metrics)
