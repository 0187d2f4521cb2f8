// The C++ side of the tokenizer differential tests (tests/text/hf_tokenizer_differential.py).
//
//   hf_tokenize_tool TOKENIZER.json < requests.jsonl > ids.jsonl
//     request: {"a": TEXT, "b": TEXT (optional), "special": BOOL, "max_length": N (optional)}
//     answer:  {"ids": [...]} (with "dropped": N when max_length is given), or {"error": MESSAGE}
// Loading errors go to stderr with exit code 2.
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "text/hf_tokenizer.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: hf_tokenize_tool TOKENIZER.json < requests.jsonl\n";
    return 2;
  }
  auto tok = citeval::text::HfTokenizer::load(argv[1]);
  if (!tok) {
    std::cerr << tok.error().to_string() << "\n";
    return 2;
  }
  std::string line;
  while (std::getline(std::cin, line)) {
    const auto req = nlohmann::json::parse(line);
    const std::string a = req.at("a").get<std::string>();
    const bool special = req.value("special", false);
    nlohmann::json out;
    if (req.contains("max_length")) {
      auto e = tok->encode_pair_truncated(a, req.at("b").get<std::string>(),
                                          req.at("max_length").get<std::size_t>());
      if (e) {
        out["ids"] = e->ids;
        out["dropped"] = e->premise_tokens_dropped;
      } else {
        out["error"] = e.error().message;
      }
    } else if (req.contains("b") && !req["b"].is_null()) {
      out["ids"] = tok->encode_pair(a, req["b"].get<std::string>(), special).ids;
    } else {
      out["ids"] = tok->encode(a, special).ids;
    }
    std::cout << out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  }
  return 0;
}
