# ALiICE claim extraction throughput on one thread (issue 4's goal: >= 5,000 sentences/s
# including parsing). Sentences: EWT dev "# text" lines of 5-50 words with two citation groups
# inserted (after a middle word and at the end). Run:
#   build/release/bench/aliice_claims_bench [--benchmark_filter=...]
# The parse-including benchmark needs the parser model (models/en_ewt_spacy.model or
# $CITEVAL_PARSER_MODEL) and reports an error without it.
# Measured 2026-11-22 07:06-07:17 UTC (CPU time, one thread, machine load 1-2 on 2 cores shared
# with other builds; the 12.6 MB model of a06c9c8 with the scorer of bc517c3): pipeline with
# parsing 6.1k-7.3k sentences/s over five runs (median of the last three 6.4k), parser alone
# 6.7k-7.6k/s, pipeline without parsing 181k-197k/s, cuts on given trees 1.33M/s.
# Re-measured 2026-11-23 18:35 UTC with the 14.4 MB model of 62e4d05 (two tagger passes, mean of
# three parser runs), quiet machine, three runs: pipeline with parsing 6.95k-7.12k sentences/s,
# parser alone 7.2k-7.8k/s, pipeline without parsing 245k-253k/s, cuts on given trees 1.66M-1.69M/s.
if(TARGET citeval::claims AND TARGET citeval::depparse)
  citeval_bench(aliice_claims_bench SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/aliice_claims_bench.cc
    DEPS citeval::claims citeval::depparse)
endif()
