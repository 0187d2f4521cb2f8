// CPU time of reading an ALCE result file with io::AlceReader, nothing else (issue 27's goal:
// the 85 MB, 20,000-item ASQA file in <= 0.15 s). bench/run_speed.sh runs it on the corpus it
// makes; by hand: build/release/bench/alce_read_cpu FILE [RUNS] (prints the best of RUNS, 5).
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#include "io/alce_reader.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: alce_read_cpu FILE [RUNS]\n");
    return 2;
  }
  const int runs = argc > 2 ? std::atoi(argv[2]) : 5;
  double best = -1;
  std::size_t items = 0, skipped = 0, bytes = 0;
  for (int r = 0; r < runs; ++r) {
    const std::clock_t start = std::clock();
    auto reader = citeval::io::AlceReader::open(argv[1]);
    if (!reader) {
      std::fprintf(stderr, "%s\n", reader.error().to_string().c_str());
      return 1;
    }
    citeval::io::AlceItem item;
    items = bytes = 0;
    while (reader->next(item)) {
      ++items;
      bytes += item.output.size();
      for (const auto& d : item.docs) bytes += d.text.size();
    }
    if (reader->fatal_error()) {
      std::fprintf(stderr, "%s\n", reader->fatal_error()->to_string().c_str());
      return 1;
    }
    skipped = reader->skipped().size();
    const double cpu = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    if (best < 0 || cpu < best) best = cpu;
  }
  std::printf("read %zu items (%zu skipped, %zu bytes of output and passages) in %.3f s CPU (best of %d)\n",
              items, skipped, bytes, best, runs);
  return 0;
}
