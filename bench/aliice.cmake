# ALiICE claim extraction throughput on one thread (issue 4's goal: >= 5,000 sentences/s
# including parsing). Sentences: EWT dev "# text" lines of 5-50 words with two citation groups
# inserted (after a middle word and at the end). Run:
#   build/release/bench/aliice_claims_bench [--benchmark_filter=...]
# The parse-including benchmark needs the parser model (models/en_ewt_spacy.model or
# $CITEVAL_PARSER_MODEL) and reports an error without it.
# Measured 2026-11-22 (committed 8.1 MB model, one thread, machine load ~10 on 2 cores, CPU time):
# pipeline with parsing 5.7k sentences/s, parser alone 5.95k/s, pipeline without parsing 186k/s,
# cuts on given trees 1.26M/s.
if(TARGET citeval::claims AND TARGET citeval::parse)
  citeval_bench(aliice_claims_bench SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/aliice_claims_bench.cc
    DEPS citeval::claims citeval::parse)
endif()
