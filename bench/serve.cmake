# serve_load: the loopback load generator of `citeval serve` (bench/serve_bench.sh). A plain
# program, not a Google Benchmark: it measures a running server from the outside.
find_package(PkgConfig REQUIRED)
pkg_check_modules(CITEVAL_BENCH_SERVE_HTTPLIB REQUIRED IMPORTED_TARGET cpp-httplib)
add_executable(serve_load serve_load.cc)
target_link_libraries(serve_load PRIVATE PkgConfig::CITEVAL_BENCH_SERVE_HTTPLIB nlohmann_json::nlohmann_json Threads::Threads)
citeval_warnings(serve_load)
