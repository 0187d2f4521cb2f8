# Python package benchmarks (bench/python_overhead_bench.py, bench/dask_llm_bench.py), run with
# Debian's /usr/bin/python3 against the build tree's package. scripts/bench.sh runs the wrappers
# build/release/bench/python_overhead_bench and dask_llm_bench like the other *_bench programs.
if(TARGET _citeval)
  find_program(CITEVAL_BENCH_PYTHON /usr/bin/python3 NO_DEFAULT_PATH)
  foreach(b python_overhead_bench dask_llm_bench)
    file(GENERATE OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/${b}"
      CONTENT "#!/bin/sh\nPYTHONPATH=\"${CITEVAL_PYTHON_PACKAGE_DIR}/..\" CITEVAL_BIN=\"$<TARGET_FILE:citeval>\" exec ${CITEVAL_BENCH_PYTHON} \"${CMAKE_CURRENT_SOURCE_DIR}/${b}.py\" \"$@\"\n"
      FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
  endforeach()
endif()
