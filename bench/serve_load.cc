// serve_load — a loopback load generator for `citeval serve` (bench/serve_bench.sh runs it):
// C clients, each a keep-alive connection posting the same record to /v1/check back to back,
// until N requests in all; prints requests/s and latency percentiles as one JSON line.
//
//   serve_load --port 8080 --clients 64 --requests 20000
//   serve_load --print-record      # the record: 5 statements citing 5 sources of ~150 words
//
// Every answer must be 200 and byte-identical to the first (the run fails otherwise), so the
// throughput counted is of exact answers. With --vary every request's statements carry numbers
// of their own (distinct pairs: the session's memo cannot answer them, the judge must), and an
// answer must be 200 without "error"; --vary-from K numbers them from K (a second run after one
// of K requests sends K more distinct records).
#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

namespace {

// Deterministic text: 5 sources of 150 words, and an answer of 5 statements, the k-th citing
// source k with words taken from it (so the lexical judge has real overlap to weigh).
std::string make_record(long vary = -1) {
  static const char* kWords[] = {"river", "city",  "tower",   "bridge", "museum", "north", "century", "built",
                                 "stone", "trade", "harbour", "market", "people", "royal", "palace",  "garden",
                                 "rail",  "canal", "school",  "church", "forest", "lake",  "valley",  "hill"};
  nlohmann::json rec;
  rec["id"] = "bench";
  rec["question"] = "What is known about the city?";
  std::string answer;
  unsigned state = 12345;
  auto next = [&] {
    state = state * 1103515245u + 12345u;
    return (state >> 16) % (sizeof kWords / sizeof *kWords);
  };
  for (int s = 0; s < 5; ++s) {
    std::string text;
    std::vector<std::string> words;
    for (int w = 0; w < 150; ++w) {
      words.push_back(kWords[next()]);
      text += words.back();
      text += (w % 15 == 14) ? ". " : " ";
    }
    rec["sources"].push_back({{"id", "s" + std::to_string(s + 1)}, {"title", "Source " + std::to_string(s + 1)}, {"text", text}});
    std::string sentence = "The " + words[3] + " and the " + words[7] + " were " + words[11] + " near the " + words[20];
    const long number = vary < 0 ? 1900 + s : 10'000 + vary * 5 + s;
    answer += sentence + " " + std::to_string(number) + " [" + std::to_string(s + 1) + "]. ";
  }
  answer.pop_back();
  rec["answer"] = answer;
  return rec.dump();
}

double percentile(std::vector<double>& v, double p) {
  const std::size_t i = std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())));
  std::nth_element(v.begin(), v.begin() + static_cast<long>(i), v.end());
  return v[i];
}

}  // namespace

int main(int argc, char** argv) {
  int port = 8080, clients = 1;
  long requests = 1000;
  std::string path = "/v1/check";
  bool vary = false;
  long vary_from = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&] { return i + 1 < argc ? std::string(argv[++i]) : std::string(); };
    if (a == "--port") port = std::atoi(value().c_str());
    else if (a == "--clients") clients = std::atoi(value().c_str());
    else if (a == "--requests") requests = std::atol(value().c_str());
    else if (a == "--vary") vary = true;
    else if (a == "--vary-from") {
      vary = true;
      vary_from = std::atol(value().c_str());
    }
    else if (a == "--print-record") {
      std::puts(make_record().c_str());
      return 0;
    } else {
      std::fprintf(stderr, "usage: serve_load [--port N] [--clients C] [--requests N] [--vary] [--vary-from K] [--print-record]\n");
      return 2;
    }
  }
  const std::string record = make_record();
  std::string expected;
  {
    httplib::Client cli("127.0.0.1", port);
    cli.set_read_timeout(300);  // a model judge's first batch may take long
    auto res = cli.Post(path, record, "application/json");
    if (!res || res->status != 200) {
      std::fprintf(stderr, "serve_load: the first request failed\n");
      return 1;
    }
    expected = res->body;
  }
  std::atomic<long> issued{0}, failures{0};
  std::vector<std::vector<double>> latencies(static_cast<std::size_t>(clients));
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  for (int c = 0; c < clients; ++c) {
    threads.emplace_back([&, c] {
      httplib::Client cli("127.0.0.1", port);
      cli.set_keep_alive(true);
      cli.set_read_timeout(300);
      cli.set_tcp_nodelay(true);
      auto& lat = latencies[static_cast<std::size_t>(c)];
      for (long n; (n = issued.fetch_add(1)) < requests;) {
        const std::string body = vary ? make_record(vary_from + n) : record;
        const auto t0 = std::chrono::steady_clock::now();
        auto res = cli.Post(path, body, "application/json");
        lat.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        const bool ok = res && res->status == 200 &&
                        (vary ? res->body.find("\"error\"") == std::string::npos : res->body == expected);
        if (!ok) ++failures;
      }
    });
  }
  for (auto& t : threads) t.join();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::vector<double> all;
  for (auto& l : latencies) all.insert(all.end(), l.begin(), l.end());
  nlohmann::json out{{"clients", clients},
                     {"requests", all.size()},
                     {"failures", failures.load()},
                     {"seconds", seconds},
                     {"requests_per_s", static_cast<double>(all.size()) / seconds},
                     {"p50_ms", percentile(all, 0.50)},
                     {"p95_ms", percentile(all, 0.95)},
                     {"p99_ms", percentile(all, 0.99)}};
  std::puts(out.dump().c_str());
  return failures.load() == 0 ? 0 : 1;
}
