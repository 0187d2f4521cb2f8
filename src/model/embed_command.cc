#include "model/embed_command.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "model/model_registry.h"
#include "model/torch_runtime.h"
#include "model/use_model.h"

namespace citeval::model {
namespace {

void print_chunk(const UseModel& m, const std::vector<std::string>& lines, bool tokens,
                 std::string& out) {
  out.clear();
  if (tokens) {
    for (const auto& l : lines) {
      out += '[';
      out += fmt::format("{}", fmt::join(m.tokenizer().encode(l), ","));
      out += "]\n";
    }
  } else {
    const std::vector<float> e = m.embed(lines);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      out += '[';
      for (std::size_t j = 0; j < UseModel::kDim; ++j) {
        if (j > 0) out += ',';
        fmt::format_to(std::back_inserter(out), "{}", e[i * UseModel::kDim + j]);
      }
      out += "]\n";
    }
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
}

}  // namespace

int run_embed_command(const EmbedCommandOptions& o) {
  if (o.threads > 0) configure_torch({.threads = o.threads, .allow_cuda = cuda_allowed()});
  auto m = shared_use_model(o.model_dir);
  if (!m) {
    std::cerr << "citeval embed: " << m.error().to_string() << "\n";
    return 1;
  }
  std::ifstream file;
  std::istream* in = &std::cin;
  if (o.input != "-") {
    file.open(o.input, std::ios::binary);
    if (!file) {
      std::cerr << "citeval embed: " << o.input << ": cannot open\n";
      return 1;
    }
    in = &file;
  }
  std::ios::sync_with_stdio(false);
  std::vector<std::string> lines;
  std::string line, out;
  const std::size_t chunk = std::max<std::size_t>(1, o.chunk);
  while (std::getline(*in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    if (lines.size() == chunk) {
      print_chunk(**m, lines, o.tokens, out);
      lines.clear();
    }
  }
  if (in->bad()) {
    std::cerr << "citeval embed: " << (o.input == "-" ? "standard input" : o.input)
              << ": read error\n";
    return 1;
  }
  if (!lines.empty()) print_chunk(**m, lines, o.tokens, out);
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::cerr << "citeval embed: cannot write standard output: " << std::strerror(errno) << "\n";
    return 1;
  }
  return 0;
}

}  // namespace citeval::model
