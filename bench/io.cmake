# Reading speed of the ALCE reader (JSON object, JSONL) and of the citation parser.
citeval_bench(io_bench SOURCES ${CMAKE_CURRENT_LIST_DIR}/io_bench.cc DEPS citeval::io citeval::cite)
# CPU seconds to read one ALCE file (bench/run_speed.sh): alce_read_cpu FILE [RUNS]
add_executable(alce_read_cpu ${CMAKE_CURRENT_LIST_DIR}/alce_read_cpu.cc)
target_link_libraries(alce_read_cpu PRIVATE citeval::io)
citeval_warnings(alce_read_cpu)
