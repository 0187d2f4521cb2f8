// The ALCE result-file data model: one item a question, as ALCE's run.py writes it.
//
// Only "output" is required (see alce_reader.h); which other fields a metric needs depends on
// the dataset (ASQA: qa_pairs + annotations, QAMPARI: answers, ELI5: claims). Readers keep the
// strings exactly as they are in the file (no trimming, no normalisation).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace citeval::io {

struct AlceDoc {
  std::string title;
  std::string text;                    // "text" in the file
  std::optional<std::string> sent;     // QA-extracted sentence ("sent"); ALCE prefers it
  std::optional<std::string> summary;  // "summary" (ALCE's summarised docs)
  std::optional<std::string> extraction;  // "extraction" (ALCE's extracted docs)
  bool has_text = false;               // "text" was present (text is empty otherwise)
};

struct AlceQaPair {
  std::vector<std::string> short_answers;
  std::optional<std::string> question;  // the disambiguated question (ALCE's --qa asks it)
};

struct AlceItem {
  std::size_t index = 0;       // position in the file's item list (0-based)
  std::size_t line = 0;        // 1-based line where the item starts (JSONL: its line)
  std::string question;
  std::string output;          // the model's answer, with citation marks
  std::vector<AlceDoc> docs;   // the retrieved passages; citation [k] refers to docs[k-1]
  std::vector<AlceQaPair> qa_pairs;                 // ASQA
  std::vector<std::vector<std::string>> answers;    // QAMPARI: a list of alias lists
  std::vector<std::string> claims;                  // ELI5
  std::optional<std::string> answer;                // reference answer (ROUGE)
  std::vector<std::string> long_answers;            // ASQA annotations[].long_answer
  bool has_qa_pairs = false;   // the field was present (ALCE returns 0 for str_em otherwise)
  bool has_answers = false;
  bool has_claims = false;
  bool has_docs = false;       // "docs" was present (a closed-book file may have none)
};

}  // namespace citeval::io
