# Start-up time of the citeval executable (median of 30 runs of `citeval --version` and of
# `echo 'One sentence.' | citeval split`; goal < 50 ms: libtorch is loaded only on first use of a
# libtorch judge or `citeval embed`). Another binary: startup_bench --citeval PATH.
#   cmake --build build/release --target run_startup_bench
add_executable(startup_bench ${CMAKE_CURRENT_LIST_DIR}/startup_bench.cc)
target_compile_definitions(startup_bench PRIVATE CITEVAL_EXE="$<TARGET_FILE:citeval>")
citeval_warnings(startup_bench)
add_custom_target(run_startup_bench COMMAND $<TARGET_FILE:startup_bench>
  DEPENDS startup_bench citeval USES_TERMINAL VERBATIM)
