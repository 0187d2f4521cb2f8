// CorrectnessRater — LongBench-Cite's answer correctness (seed 002, §2.3.1; LongCite's
// LongBench-Cite/eval_correct.py): a chat model rates a prediction against a gold answer.
//
// What eval_correct.py does, and so what this does:
//  * the prediction loses its citation tags first: every "<cite>...</cite>" (across lines, the
//    shortest match) is removed, then "<statement>" and "</statement>" (strip_citation_tags);
//  * the rubric depends on the dataset (correctness_kind): the QA datasets (multifieldqa_en,
//    multifieldqa_zh, hotpotqa, dureader) are rated 1-3 and score (r-1)/2; gov_report, a
//    summary, 1-5 and (r-1)/4; longbench-chat 1-10 with three rated example answers (the item's
//    `few_shot_scores`, shuffled) and r/10, its prediction with newlines turned into spaces and
//    stripped;
//  * the rating is read from the reply as eval_correct.py reads it (parse_correctness_rating):
//    the last "[[...]]", then the first number in it;
//  * a reply without a rating is asked again (temperature 0 every time; 5 tries for QA and
//    summaries, 2 for LongBench-Chat, eval_correct.py's numbers); still unreadable, the rating
//    scores 0.5, as eval_correct.py scores it — but here it is counted (stats().unreadable,
//    CorrectnessRating::rating unset) so the caller can say so;
//  * an item's score is the best over its gold answers (the caller sends one request each).
// Differences, each deliberate: the few-shot order is shuffled with a seed of its own for each
// item (few_shot_seed: the first 8 bytes of SHA-256 of the item's idx as written, big-endian,
// through Python's random.Random(seed).shuffle), where eval_correct.py shuffles with Python's
// unseeded global generator, so reruns and shards agree; a rating with a decimal point ("[[2.5]]",
// on which eval_correct.py's int() raises and the run dies) is read as unreadable; a request
// that fails at the HTTP level after the client's retries is an error (CorrectnessRating::ok ==
// false: the caller leaves the item unrated and a rerun asks again), where eval_correct.py
// counts a try and ends at 0.5; a rating outside the rubric's range is kept, as eval_correct.py
// keeps it, and counted (stats().out_of_range).
//
// Prompts: our own wording after eval_correct.py's three rubrics, data/prompts/correctness_qa.txt,
// correctness_summary.txt, correctness_chat.txt and the system message correctness_system.txt
// (compiled in; `prompt_dir` replaces any of them with DIR/<name>.txt). Placeholders:
// {{question}}, {{reference}} (the gold answer), {{prediction}}, and for the chat rubric
// {{example1}}..{{example3}} and {{rating1}}..{{rating3}}; values are inserted as given.
//
//   auto rater = llm::make_correctness_rater("gpt-4o-2024-05-13");   // llm_registry.h
//   CorrectnessRequest r = make_correctness_request(*kind, query, gold, prediction, few_shot, idx);
//   std::vector<CorrectnessRating> out = (*rater)->rate({&r, 1});
//
// Thread safety: rate() may be called concurrently (the client bounds the requests).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "citeval/result.h"
#include "llm/chat_client.h"
#include "llm/prompt_template.h"

namespace citeval::llm {

enum class CorrectnessKind { kQa, kSummary, kChat };

// eval_correct.py's dataset2metric: exact dataset names; nullopt for any other dataset.
std::optional<CorrectnessKind> correctness_kind(std::string_view dataset);
std::string_view correctness_kind_name(CorrectnessKind kind);  // "qa", "summary", "chat"

// The rating in a reply as eval_correct.py reads it: the contents of the last match of
// \[\[([^\]]+)\]\], then the first run of decimal digits (with an optional ".digits") in them,
// read as Python's \d and int() read them: any Unicode decimal digit ("[[３]]" is 3). A decimal
// ("2.5") or a number of more than 9 digits is unreadable here (nullopt).
std::optional<int> parse_correctness_rating(std::string_view reply);

// The item score of a rating: (r-1)/2, (r-1)/4 or r/10.
double correctness_score(CorrectnessKind kind, int rating);
// Whether a rating is inside the rubric's range (1-3, 1-5, 1-10).
bool correctness_rating_in_range(CorrectnessKind kind, int rating);

// eval_correct.py's removal of citation tags (see above).
std::string strip_citation_tags(std::string_view prediction);

// Python's random.Random(seed).shuffle(list(range(n))): the order it leaves (MT19937 seeded as
// CPython seeds an int, _randbelow by getrandbits).
std::vector<std::size_t> python_shuffle_order(std::size_t n, std::uint64_t seed);
// The few-shot seed of an item: the first 8 bytes of SHA-256(idx JSON text), big-endian.
std::uint64_t few_shot_seed(std::string_view idx_json);

struct FewShotAnswer {
  std::string answer;
  std::string score;  // as inserted into the prompt (the JSON number as written: "7", "7.5")
};

struct CorrectnessRequest {
  CorrectnessKind kind = CorrectnessKind::kQa;
  std::string question;
  std::string reference;   // one gold answer
  std::string prediction;  // prepared: tags removed (chat: newlines to spaces, stripped)
  std::vector<FewShotAnswer> few_shot;  // chat: the three examples, shuffled
};

// A request as eval_correct.py prepares it: tags removed from `prediction`, and for the chat
// rubric the prediction flattened and the few-shot answers (in file order) shuffled with
// few_shot_seed(idx_json).
CorrectnessRequest make_correctness_request(CorrectnessKind kind, std::string question, std::string reference,
                                            std::string_view prediction, std::vector<FewShotAnswer> few_shot,
                                            std::string_view idx_json);

struct CorrectnessRating {
  bool ok = false;            // false: the request failed (error says why); no score
  std::optional<int> rating;  // unset with ok: unreadable after every try (score 0.5)
  double score = 0.0;
  int tries = 0;              // prompts sent
  bool out_of_range = false;  // a rating outside the rubric's range (kept, as eval_correct.py)
  std::string reply;          // the last reply
  std::string error;
};

struct CorrectnessStats {
  std::uint64_t ratings = 0;       // requests rated (ok)
  std::uint64_t asks = 0;          // prompts sent
  std::uint64_t reasks = 0;        // prompts sent again for an unreadable reply
  std::uint64_t unreadable = 0;    // ratings still unreadable after every try (scored 0.5)
  std::uint64_t out_of_range = 0;  // ratings outside the rubric's range
  std::uint64_t failed = 0;        // requests that failed at the HTTP level
};

struct CorrectnessPrompts {
  PromptTemplate qa, summary, chat;
  std::string system;
};

// The built-in prompts, each replaced by DIR/<name>.txt when `prompt_dir` has it.
Result<CorrectnessPrompts> load_correctness_prompts(const std::string& prompt_dir);

// The schema of the correctness templates (prompt_template.h).
const PromptSchema& correctness_prompt_schema();

class CorrectnessRater {
 public:
  static Result<std::unique_ptr<CorrectnessRater>> create(std::shared_ptr<ChatClient> client, std::string model,
                                                          CorrectnessPrompts prompts);

  // "llm-correctness:MODEL|qa=sha256:…|summary=sha256:…|chat=sha256:…|system=sha256:…|
  // temperature=0|max_tokens=1024|tries=5/5/2|stop_chat=["\n\n"]|few_shot=py-random-sha256-idx":
  // everything a rating depends on, never the endpoint.
  const std::string& identity() const { return identity_; }

  // The user message of a request.
  std::string render(const CorrectnessRequest& request) const;

  // Rates every request (all of them in flight together, re-asks together). `on_final` is told
  // each request's final rating as soon as it is known, on the calling thread.
  using Sink = std::function<void(std::size_t index, const CorrectnessRating& rating)>;
  std::vector<CorrectnessRating> rate(std::span<const CorrectnessRequest> requests, const Sink& on_final = {});

  CorrectnessStats stats() const;

 private:
  CorrectnessRater(std::shared_ptr<ChatClient> client, std::string model, CorrectnessPrompts prompts);
  std::shared_ptr<ChatClient> client_;
  std::string model_;
  CorrectnessPrompts prompts_;
  std::string identity_;
  std::atomic<std::uint64_t> ratings_{0}, asks_{0}, reasks_{0}, unreadable_{0}, out_of_range_{0}, failed_{0};
};

}  // namespace citeval::llm
