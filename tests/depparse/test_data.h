// Shared helpers for the parse tests: EWT files are read once per test binary.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "depparse/conllu.h"
#include "depparse/evaluate.h"
#include "depparse/parser.h"
#include "depparse/scheme.h"

namespace citeval::parse::testing {

inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

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

// A committed model (models/<file>), loaded once per test binary; null (and a failure) if it
// does not load.
inline std::shared_ptr<const DependencyParser> committed_model(const std::string& file) {
  static std::map<std::string, std::shared_ptr<const DependencyParser>> cache;
  auto it = cache.find(file);
  if (it == cache.end()) {
    auto r = DependencyParser::load(std::string(CITEVAL_SOURCE_DIR) + "/models/" + file);
    if (!r) ADD_FAILURE() << r.error().to_string();
    it = cache.emplace(file, r ? r.value() : nullptr).first;
  }
  return it->second;
}

// The first 300 sentences of EWT dev in the spaCy scheme: the accuracy regression slice.
inline std::vector<ConlluSentence> dev_slice() {
  const auto& dev = ewt("dev");
  std::vector<ConlluSentence> out;
  for (std::size_t i = 0; i < 300 && i < dev.size(); ++i) out.push_back(ud_to_spacy(dev[i]));
  return out;
}

// A model's scores on dev_slice() (gold tokenization, predicted tags).
inline Result<AttachmentScores> score_dev_slice(const DependencyParser& m) {
  const auto gold = dev_slice();
  std::vector<ConlluSentence> pred;
  for (const auto& s : gold) pred.push_back(annotate(m, s));
  return evaluate(gold, pred);
}

// The ALiICE paper's first example (Section 1) parsed from raw text: offsets kept, one tree,
// "made" the root heading "of" (prep), which heads "glass" (pobj).
inline void expect_cups_tree(const DependencyParser& m) {
  const std::string text = "Cups can be made of glass or plastic.";
  ParseTree t = m.parse_text(text);
  ASSERT_EQ(t.words.size(), 9u);
  int roots = 0;
  for (const auto& w : t.words) {
    EXPECT_EQ(text.substr(w.begin, w.end - w.begin), w.form);
    roots += w.head == -1;
    EXPECT_EQ(w.head == -1, w.dep == "ROOT");
  }
  EXPECT_EQ(roots, 1);
  EXPECT_EQ(t.words[3].dep, "ROOT");
  EXPECT_EQ(t.words[4].head, 3);
  EXPECT_EQ(t.words[4].dep, "prep");
  EXPECT_EQ(t.words[5].head, 4);
  EXPECT_EQ(t.words[5].dep, "pobj");
}

}  // namespace citeval::parse::testing
