// citeval/judge.h — the judge interface: does a premise support a hypothesis?
//
// A Judge answers support questions in batches. Every benchmark (ALCE, ALiICE, LongBench-Cite)
// and the meta-evaluation talk to judges only through this interface, so any judge plugs into
// any benchmark. Judges are created from a specification string by citeval::judge::make_judge
// (src/judge/registry.h): "table:FILE", "lexical", and later "llm:MODEL", "embed", "nli:DIR".
//
// Contract for implementations:
//  * judge_batch returns exactly one Judgment per request, in order.
//  * An item the judge cannot decide is a Judgment with ok == false and an error message; it
//    never aborts the batch, throws, or exits.
//  * identity() changes whenever the decisions could change (model, prompt/template version,
//    threshold, parameters): it is part of the persistent cache key.
//  * judge_batch may be called from several threads at once unless thread_safe() is false.
//
// Callers normally do not call a Judge directly but through judge::JudgeSession
// (src/judge/judge_session.h), which judges identical pairs once per run, consults the
// persistent SQLite cache, retries failed items and counts everything.
#pragma once

#include <span>
#include <string>
#include <vector>

namespace citeval {

struct JudgeRequest {
  std::string premise;
  std::string hypothesis;
};

struct Judgment {
  bool ok = false;        // false: the judge could not decide this item (see error)
  double prob = 0.0;      // support probability / score in [0, 1]; support levels map
                          // full / partial / none to 1 / 0.5 / 0
  int label = 0;          // 1 = supported (prob >= the judge's threshold), 0 = not
  std::string error;      // why the item could not be decided, when !ok
  std::string rationale;  // optional explanation (LLM judges keep theirs)
};

class Judge {
 public:
  virtual ~Judge() = default;

  // Stable identity: kind plus everything that determines the decisions. Part of cache keys.
  virtual std::string identity() const = 0;

  // True for judges that only approximate an entailment model (e.g. "lexical"); every output
  // made with such a judge says so.
  virtual bool is_approximation() const { return false; }

  // Whether judge_batch may be called concurrently.
  virtual bool thread_safe() const { return true; }

  // Decides every request (see the contract above).
  virtual std::vector<Judgment> judge_batch(std::span<const JudgeRequest> requests) = 0;

  // What this judge counted so far that a reader of the scores should know, as one line (e.g.
  // "premise truncated to fit 512 tokens in 3 of 120 items (410 tokens dropped)"), or empty.
  // Wrappers (sessions, calibration) pass their inner judge's through.
  virtual std::string run_notes() const { return {}; }
};

}  // namespace citeval
