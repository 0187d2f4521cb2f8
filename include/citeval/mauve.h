// citeval/mauve.h — MAUVE (fluency) of an ALCE / ALiICE result file, as ALCE's eval.py --mauve
// computes it (mauve-text's defaults), as `citeval mauve` prints it.
//
//   auto items = citeval::MauveItems::read("result.json");           // question, output, answer
//   if (!items) return fail(items.error());
//   auto r = items->mauve({.features = "lm:models/gpt2-large"});     // or "embed" (approximation)
//   // r->mauve (a fraction: ALCE prints 100 x), r->frontier_integral, r->approximation, r->json
//   items->write_texts("texts/");                  // texts/reference.txt, texts/output.txt
//   auto g = citeval::mauve_of_features({.output_features = "q.npy", .reference_features = "p.npy"});
//
// The texts are eval.py's: question + reference answer (P, "human") and question + output cut at
// its first line with citations removed (Q, "model"); items without "answer" and empty texts are
// left out and counted. Features computed elsewhere (GPT-2 large, as the papers) are .npy or
// JSONL files, one row per line of the written texts, in order (output_features: the outputs',
// Q; reference_features: the references', P). The featurizers "embed", "embed:DIR" (USE-lite,
// an approximation) and "lm:DIR" (tools/export_lm.py) run in the runtime's model module
// (citeval/runtime.h), loaded on first use.
//
// Errors name options neutrally (`output_features`, `write_texts`); a front end renders them in
// its own spelling. kInvalidArgument: one feature file without the other, a row count that
// differs from the prepared texts; the readers' kIo / kParse / kInvalidField naming file, line
// and field; kUnsupported (no model module). Thread safety: a MauveItems is immutable; calls on
// it may run at once (the featurizer's model is shared by the module).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/result.h"
#include "citeval/runtime.h"

namespace citeval {

struct MauveConfig {
  std::string features = "embed";  // featurizer: "embed", "embed:DIR" or "lm:DIR"
  std::string output_features;     // given features of the outputs (Q), with reference_features
  std::string reference_features;  // given features of the references (P)
  int seed = 25;                   // mauve-text's seed
  int threads = 0;                 // OpenMP threads for PCA and k-means (0 = OpenMP's default)
};

// What was compared, and what was left out.
struct MauveTextCounts {
  std::size_t references = 0, outputs = 0;  // prepared texts (P, Q)
  std::size_t items = 0;                    // items read (0 when features were given alone)
  std::size_t without_answer = 0, empty_references = 0, empty_outputs = 0;  // left out
};

struct MauveFigures {
  double mauve = 0;  // a fraction (ALCE prints 100 x)
  double frontier_integral = 0;
  double mauve_star = 0, frontier_integral_star = 0;  // with Krichevsky-Trofimov smoothing
  int num_buckets = 0, pca_components = 0;
  std::size_t n_p = 0, n_q = 0;  // rows compared: P = references, Q = outputs
  MauveTextCounts texts;
  std::string featurizer;      // "embed", "lm:DIR", "given"
  bool approximation = false;  // not the papers' featurisation (GPT-2 large): say so with the figure
  // {"mauve" (x 100), "mauve_fraction", "frontier_integral", ..., "featurizer", "approximation",
  //  "items", ...}: what `citeval mauve --json` prints (schemas/mauve.schema.json).
  nlohmann::json json;
};

// The items of a result file (a JSON list, {"data": [...]}, or JSON lines), read once.
class MauveItems {
 public:
  // A file that cannot be read is an error; a bad record is skipped (skipped()).
  static Result<MauveItems> read(const std::string& path);
  MauveItems(MauveItems&&) noexcept;
  MauveItems& operator=(MauveItems&&) noexcept;
  ~MauveItems();

  const std::vector<Error>& skipped() const;
  // Writes the prepared texts to DIR/reference.txt and DIR/output.txt (one a line; DIR is made).
  Result<MauveTextCounts> write_texts(const std::string& dir) const;
  // MAUVE of the items: the featurizer's features, or the given feature files' (which must hold
  // one row per prepared text of their side).
  Result<MauveFigures> mauve(const MauveConfig& config, const Runtime& runtime = *Runtime::shared()) const;

  struct Impl;

 private:
  explicit MauveItems(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// MAUVE of given feature files alone (both required; no texts, so the counts are 0).
Result<MauveFigures> mauve_of_features(const MauveConfig& config);

}  // namespace citeval
