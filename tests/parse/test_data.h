// Shared helpers for the parse tests: EWT files are read once per test binary.
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "parse/conllu.h"

namespace citeval::parse::testing {

inline std::string ewt_path(const std::string& part) {
  return std::string(CITEVAL_SHARED_DIR) + "/data/ud/en_ewt-ud-" + part + ".conllu";
}

inline const std::vector<ConlluSentence>& ewt(const std::string& part) {
  static std::map<std::string, std::vector<ConlluSentence>> cache;
  auto it = cache.find(part);
  if (it == cache.end()) {
    auto r = read_conllu_file(ewt_path(part));
    if (!r) {
      ADD_FAILURE() << r.error().to_string();
      static const std::vector<ConlluSentence> empty;
      return empty;
    }
    it = cache.emplace(part, std::move(r).value()).first;
  }
  return it->second;
}

inline const ConlluSentence* find_sentence(const std::string& part, const std::string& sent_id) {
  for (const auto& s : ewt(part))
    for (const auto& c : s.comments)
      if (c == "# sent_id = " + sent_id) return &s;
  ADD_FAILURE() << "no sentence " << sent_id << " in " << part;
  return nullptr;
}

}  // namespace citeval::parse::testing
