// citeval/judge.h — the judge interface: does a premise support a hypothesis?
//
// A Judge answers support questions in batches. Every benchmark (ALCE, ALiICE, LongBench-Cite)
// and the meta-evaluation talk to judges only through this interface, so any judge plugs into
// any benchmark. Judges are created from a specification string by a runtime's registry
// (citeval::make_judge, judges.h and runtime.h): "table:FILE", "lexical", "llm:MODEL", "embed",
// "nli:DIR", ...
//
// Contract for implementations:
//  * judge_batch returns exactly one Judgment per request, in order.
//  * An item the judge cannot decide is a Judgment with ok == false and an error message; it
//    never aborts the batch, throws, or exits.
//  * identity() changes whenever the decisions could change (model, prompt/template version,
//    threshold, parameters): it is part of the persistent cache key.
//  * judge_batch may be called from several threads at once unless thread_safe() is false.
//  * judge_batch_streaming (optional) reports items while the batch runs; see there.
//
// Callers normally do not call a Judge directly but through judge::JudgeSession
// (src/judge/judge_session.h), which judges identical pairs once per run, consults the
// persistent SQLite cache, retries failed items and counts everything.
#pragma once

#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace citeval {

struct JudgeRequest {
  std::string premise;
  std::string hypothesis;
  // The user's question the hypothesis answers, for judges that show it (LongBench-Cite's LLM
  // prompts); empty = none. A separate field, never joined to the hypothesis with a separator
  // character, so any text may be in either. Part of the cache keys only when non-empty.
  std::string question = {};
};

struct Judgment {
  bool ok = false;        // false: the judge could not decide this item (see error)
  double prob = 0.0;      // support probability / score in [0, 1]; support levels map
                          // full / partial / none to 1 / 0.5 / 0
  int label = 0;          // 1 = supported (prob >= the judge's threshold), 0 = not
  std::string error;      // why the item could not be decided, when !ok
  std::string rationale;  // optional explanation (LLM judges keep theirs)
};

// Told the final judgment of one request of a judge_batch_streaming call: `index` into its
// requests. See Judge::judge_batch_streaming for when and from which thread.
using ItemSink = std::function<void(std::size_t index, const Judgment& judgment)>;

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

  // judge_batch, reporting each item through `on_item` as soon as its final judgment is known,
  // so that a caller can persist answers while a long batch runs (JudgeSession writes each one
  // to its cache: a crash loses only the items still in flight). Rules:
  //  * on_item is called at most once per item, with exactly the judgment that is returned for
  //    it, and only before judge_batch_streaming returns; items it was not called for are known
  //    from the returned vector only. It may be called from another thread than the caller's.
  //  * The default reports nothing and calls judge_batch: judges that decide a batch at once
  //    (table, lexical, models) need no more. Judges whose items finish one by one (LLM judges)
  //    override it; wrappers pass it through.
  //  * on_item must not throw; it may be empty (then this is judge_batch).
  virtual std::vector<Judgment> judge_batch_streaming(std::span<const JudgeRequest> requests,
                                                      const ItemSink& on_item) {
    (void)on_item;
    return judge_batch(requests);
  }

  // What this judge counted so far that a reader of the scores should know, as one line (e.g.
  // "premise truncated to fit 512 tokens in 3 of 120 items (410 tokens dropped)"), or empty.
  // Wrappers (sessions, calibration) pass their inner judge's through.
  virtual std::string run_notes() const { return {}; }
};

}  // namespace citeval
