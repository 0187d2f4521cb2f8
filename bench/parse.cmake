# Tagger + parser throughput on EWT dev (one thread) and peak memory.
#   build/release/bench/parse_speed   (reports tokens/s and max RSS)
citeval_bench(parse_speed SOURCES ${CMAKE_CURRENT_SOURCE_DIR}/parse_speed.cc DEPS citeval::depparse)
