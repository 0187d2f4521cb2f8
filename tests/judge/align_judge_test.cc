// The "align" judge: its lexicon, its detectors one by one, the README examples of issue 24, and
// its accuracy per category on the hand-written probes (tests/data/judge/align_probes.jsonl) and
// on the fresh ones written later to find its weaknesses (align_probes_fresh.jsonl).
#include "judge/align_judge.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "judge/align_lexicon.h"
#include "judge/lexical_judge.h"
#include "judge/registry.h"

namespace citeval::judge {
namespace {

Judgment judge_one(std::string_view premise, std::string_view hypothesis) {
  AlignJudge j;
  std::vector<JudgeRequest> r = {{std::string(premise), std::string(hypothesis)}};
  return j.judge_batch(r).at(0);
}

// The first reason of a judgment's rationale.
std::string first_reason(const Judgment& j) { return j.rationale.substr(0, j.rationale.find("; ")); }

// Whether a judgment's rationale names `what`.
bool has(const Judgment& j, std::string_view what) { return j.rationale.find(what) != std::string::npos; }

// A premise with a contradicted claim (rejected, with this first reason) and a supported one
// (accepted); either may be nullptr.
struct ReasonCase {
  const char* premise;
  const char* contradicted;
  const char* reason;
  const char* supported;
};

void expect_cases(const std::vector<ReasonCase>& cases) {
  for (const ReasonCase& c : cases) {
    if (c.contradicted) {
      Judgment j = judge_one(c.premise, c.contradicted);
      EXPECT_EQ(j.label, 0) << c.contradicted << ": " << j.rationale;
      EXPECT_EQ(first_reason(j), c.reason) << c.contradicted;
    }
    if (c.supported) {
      Judgment j = judge_one(c.premise, c.supported);
      EXPECT_EQ(j.label, 1) << c.supported << ": " << j.rationale;
    }
  }
}

TEST(AlignLexicon, KeysRelationsAndOpposites) {
  const AlignLexicon& lex = AlignLexicon::builtin();
  EXPECT_EQ(lex.key("fell"), "fall");
  EXPECT_EQ(lex.key("rose"), lex.key("rise"));
  EXPECT_EQ(lex.key("approved"), lex.key("approve"));
  // Hand-kept synonyms WordNet's first senses miss, and posture antonyms dropped for places.
  EXPECT_TRUE(lex.related(lex.key("allowed"), lex.key("permitted")));
  EXPECT_TRUE(lex.related(lex.key("purchase"), lex.key("acquisition")));
  EXPECT_FALSE(lex.opposite(lex.key("lying"), lex.key("sits")));
  // Permission, verdicts and sides that policies and reviews use (align:v16).
  EXPECT_TRUE(lex.opposite(lex.key("permitted"), lex.key("banned")));
  EXPECT_TRUE(lex.opposite(lex.key("approves"), lex.key("declined")));
  EXPECT_TRUE(lex.opposite(lex.key("praised"), lex.key("panned")));
  EXPECT_TRUE(lex.opposite(lex.key("eastbound"), lex.key("westbound")));
  EXPECT_TRUE(lex.related(lex.key("started"), lex.key("began")));
  EXPECT_TRUE(lex.related(lex.key("cars"), lex.key("automobile")));
  EXPECT_TRUE(lex.related(lex.key("approval"), lex.key("approve")));
  EXPECT_FALSE(lex.related(lex.key("cheese"), lex.key("rock")));
  EXPECT_TRUE(lex.opposite(lex.key("rose"), lex.key("fell")));
  EXPECT_TRUE(lex.opposite(lex.key("increase"), lex.key("decrease")));
  EXPECT_TRUE(lex.opposite(lex.key("approved"), lex.key("rejected")));
  EXPECT_TRUE(lex.opposite("over", "under"));
  EXPECT_FALSE(lex.opposite(lex.key("rise"), lex.key("rise")));
  EXPECT_FALSE(lex.opposite(lex.key("cat"), lex.key("dog")));
  // A table of our own: X lines first whatever their place, unknown kinds ignored.
  constexpr std::string_view table[] = {"S buy purchase\nZ ignored line\n", "X bought buy\nA buy shun\nA lend borrow\n"};
  AlignLexicon own(table);
  EXPECT_TRUE(own.related(own.key("bought"), own.key("purchase")));
  EXPECT_TRUE(own.opposite(own.key("bought"), own.key("shun")));
  // Conversives are no opposites, whatever the table says.
  EXPECT_FALSE(own.opposite(own.key("lend"), own.key("borrow")));
  EXPECT_FALSE(lex.opposite(lex.key("lends"), lex.key("borrow")));
  EXPECT_TRUE(lex.opposite(lex.key("won"), lex.key("lost")));
  // Each other's second sense: "talk" (exchange thoughts, then express in speech) and "speak".
  EXPECT_TRUE(lex.related(lex.key("talking"), lex.key("speaking")));
  EXPECT_NE(own.fingerprint(), lex.fingerprint());
  // Loose synonyms (a synset shared in some sense, "L" lines) and conversives: not related, but
  // no substitution of a fact (align:v22).
  EXPECT_FALSE(lex.related(lex.key("extra"), lex.key("additional")));
  EXPECT_TRUE(lex.loosely_related(lex.key("extra"), lex.key("additional")));
  EXPECT_TRUE(lex.loosely_related(lex.key("back"), lex.key("rear")));
  EXPECT_TRUE(lex.loosely_related(lex.key("sell"), lex.key("buy")));
  EXPECT_TRUE(lex.loosely_related(lex.key("started"), lex.key("began")));
  EXPECT_FALSE(lex.loosely_related(lex.key("cheese"), lex.key("rock")));
  EXPECT_FALSE(lex.loosely_related(lex.key("tea"), lex.key("coffee")));
  constexpr std::string_view loose_table[] = {"L extra additional\n"};
  AlignLexicon loose(loose_table);
  EXPECT_TRUE(loose.loosely_related(loose.key("extra"), loose.key("additional")));
  EXPECT_FALSE(loose.related(loose.key("extra"), loose.key("additional")));
  // Parts of speech ("N", "V", "J", "R" lines; one word alone on a line too): a key takes those of
  // all its words, and one of no line is a noun (align:v28).
  constexpr std::string_view parts_table[] = {"J extra\nN premium\nV listen\nJ listed\nN list\n"};
  AlignLexicon parts(parts_table);
  EXPECT_FALSE(parts.same_part_of_speech(parts.key("extra"), parts.key("premium")));
  EXPECT_TRUE(parts.same_part_of_speech(parts.key("premium"), parts.key("zorblatt")));
  EXPECT_FALSE(parts.same_part_of_speech(parts.key("listen"), parts.key("zorblatt")));
  EXPECT_TRUE(parts.same_part_of_speech(parts.key("listed"), parts.key("premium")));  // "list" is a noun
  EXPECT_TRUE(parts.same_part_of_speech(parts.key("listed"), parts.key("extra")));    // "listed" an adjective
}

TEST(AlignJudge, ReadmeExamplesOfIssue24) {
  const char* refunds = "Refunds are accepted within 30 days of purchase.";
  Judgment j = judge_one(refunds, "Refunds are accepted within 60 days.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "number_mismatch: 60 vs 30");
  j = judge_one(refunds, "Refunds are not accepted within 30 days.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "negation: the hypothesis negates what the source states");
  j = judge_one(refunds, "Refunds are accepted within 30 days.");
  EXPECT_EQ(j.label, 1);
  EXPECT_EQ(j.rationale, "coverage: 1.00");

  const char* key = "You can create a new key on the settings page.";
  j = judge_one(key, "You cannot create a new key.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "negation: the hypothesis negates what the source states");
  EXPECT_EQ(judge_one(key, "You can create a new key.").label, 1);

  const char* moon = "The Moon is made of rock.";
  j = judge_one(moon, "The Moon is made of cheese.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "substitution: cheese vs rock");
  EXPECT_EQ(judge_one(moon, "The Moon is made of rock.").label, 1);
}

TEST(AlignJudge, NormalisesNumbers) {
  const char* p = "Shipping takes three weeks.";
  EXPECT_EQ(judge_one(p, "Shipping takes 3 weeks.").rationale, "coverage: 1.00");
  EXPECT_EQ(first_reason(judge_one(p, "Shipping takes 3 months.")), "number_mismatch: 3 month vs three week");
  EXPECT_EQ(judge_one("It cost 1.5 million dollars.", "It cost 1,500,000 dollars.").rationale, "coverage: 1.00");
  EXPECT_EQ(judge_one("Turnout was 45%.", "Turnout was 45 percent.").rationale, "coverage: 1.00");
  EXPECT_EQ(first_reason(judge_one("Turnout was 45%.", "Turnout was 54 percent.")), "number_mismatch: 54 vs 45");
  EXPECT_EQ(first_reason(judge_one("Founded in 1990 in Oslo.", "Founded in 1992 in Oslo.")), "date_mismatch: 1992 vs 1990");
  EXPECT_EQ(first_reason(judge_one("Founded in May 1990.", "Founded in June 1990.")), "date_mismatch: June vs May");
  EXPECT_EQ(first_reason(judge_one("The park opened.", "The park opened with 12 rides.")), "number_missing: 12");
}

TEST(AlignJudge, ExplainsOtherMismatches) {
  EXPECT_EQ(first_reason(judge_one("Sales rose in May.", "Sales fell in May.")), "antonym: fell vs rose");
  EXPECT_EQ(first_reason(judge_one("Some staff must attend the course.", "All staff must attend the course.")),
            "quantifier: All vs Some");
  // "all" entails "some"; "few" says "not many".
  EXPECT_EQ(judge_one("All staff must attend the course.", "Some staff must attend the course.").label, 1);
  EXPECT_EQ(first_reason(judge_one("All staff must attend the course.", "Few staff must attend the course.")),
            "quantifier: Few vs All");
  EXPECT_EQ(first_reason(judge_one("Brazil defeated Germany.", "Germany defeated Brazil.")),
            "swapped_roles: Germany / Brazil");
  EXPECT_EQ(judge_one("Germany was defeated by Brazil.", "Brazil defeated Germany.").rationale, "coverage: 1.00");
  EXPECT_EQ(first_reason(judge_one("A runner from Kenya won in Berlin.", "A runner from Ethiopia won in Berlin.")),
            "entity_missing: Ethiopia");
  EXPECT_EQ(first_reason(judge_one("The cat sat on the mat.", "The dog barked loudly.")), "low_coverage: 0.00");
  EXPECT_EQ(judge_one("anything", "").rationale, "no_content");
  EXPECT_EQ(judge_one("", "Paris is big.").rationale, "empty_premise");
}

// Aligned but contradicted (prob capped below the threshold): the hypothesis's own negation cue,
// a name put where the premise has another one, and an unaligned verb do not count as unaligned
// words; a name the premise lacks with no other name in its place is a fact the premise does not
// give, rejected too when every other word of the claim aligns (align:v16), but an acronym is not
// such a name.
TEST(AlignJudge, AlignedButContradicted) {
  const char* drug = "The drug was approved by the regulator after two clinical trials.";
  AlignJudge::Analysis a = AlignJudge::analyze(drug, "The drug was never approved by the regulator.");
  EXPECT_TRUE(a.contradicted);
  EXPECT_LT(a.prob, AlignJudge::threshold());
  EXPECT_EQ(a.reasons.at(0), "negation: the hypothesis negates what the source states");

  const char* bridge = "The bridge was designed by Gustave Eiffel's engineering firm.";
  a = AlignJudge::analyze(bridge, "The bridge was designed by Brunel's firm.");
  EXPECT_TRUE(a.contradicted);
  EXPECT_EQ(a.reasons.at(0), "entity_missing: Brunel");
  EXPECT_LT(a.prob, AlignJudge::threshold());
  a = AlignJudge::analyze("The bridge was designed by an engineering firm.", "The bridge was designed by Brunel's firm.");
  EXPECT_TRUE(a.contradicted);
  EXPECT_EQ(a.reasons.at(0), "entity_missing: Brunel");
  a = AlignJudge::analyze("Students whose grade point average falls below 2.0 are placed on academic probation.",
                          "Students are placed on academic probation if their GPA falls below 2.0.");
  EXPECT_FALSE(a.contradicted);
  EXPECT_EQ(a.reasons.at(0), "entity_missing: GPA");

  const char* lake = "The lake has an average depth of 20 metres and a maximum depth of 47 metres.";
  a = AlignJudge::analyze(lake, "The lake reaches a maximum depth of 74 metres.");
  EXPECT_TRUE(a.contradicted);
  EXPECT_EQ(a.reasons.at(0), "number_mismatch: 74 vs 47");
  // Not a contradiction: the same number, the verb paraphrased.
  a = AlignJudge::analyze(lake, "The lake reaches a maximum depth of 47 metres.");
  EXPECT_FALSE(a.contradicted);
}

// The coverage features beside the alignment: the lexical judge's score, coverage by kind of
// word, the premise's length (capped) and its products.
TEST(AlignJudge, CoverageFeatures) {
  auto index = [](std::string_view name) {
    const auto& n = AlignJudge::kFeatureNames;
    return static_cast<std::size_t>(std::find(n.begin(), n.end(), name) - n.begin());
  };
  const char* premise = "Acme was founded in Oslo in 1990. It makes bicycles.";
  // "Bicycles" starts the sentence: not a name.
  const char* hypothesis = "Bicycles are made by Acme in Bergen with 12 employees.";
  const auto f = AlignJudge::analyze(premise, hypothesis).features;
  EXPECT_EQ(f[index("lexical")], LexicalJudge::score(premise, hypothesis));
  EXPECT_EQ(f[index("name_coverage")], 0.5);    // Acme yes, Bergen no
  EXPECT_EQ(f[index("number_coverage")], 0.0);  // 12
  EXPECT_EQ(f[index("has_names")], 1.0);
  EXPECT_EQ(f[index("names_missing")], 1.0);
  // log(1 + premise tokens): Acme was founded in Oslo in 1990 It makes bicycles.
  EXPECT_NEAR(f[index("premise_length")], std::log1p(10.0), 1e-12);
  for (std::size_t k = 0; k < AlignJudge::kInteracting.size(); ++k) {
    EXPECT_EQ(f[index("premise_length") + 1 + k], f[AlignJudge::kInteracting[k]] * f[index("premise_length")]);
  }
  // A very long premise: the length feature stops growing.
  std::string page;
  for (int i = 0; i < 3000; ++i) page += "Acme makes bicycles. ";
  EXPECT_EQ(AlignJudge::analyze(page, hypothesis).features[index("premise_length")], 9.0);
}

// The squares of the coverage features, and window_lcs: the longest common subsequence of the
// claim's content words (in order) and those of two consecutive premise sentences, over the
// claim's content words.
TEST(AlignJudge, SquaresAndWordOrder) {
  auto index = [](std::string_view name) {
    const auto& n = AlignJudge::kFeatureNames;
    return static_cast<std::size_t>(std::find(n.begin(), n.end(), name) - n.begin());
  };
  const char* premise = "Acme makes bicycles. The weather was cold. The sun shone. Acme is in Oslo.";
  auto f = AlignJudge::analyze(premise, "Acme makes bicycles in Oslo.").features;
  for (std::size_t k = 0; k < AlignJudge::kSquared.size(); ++k) {
    EXPECT_EQ(f[index("coverage^2") + k], f[AlignJudge::kSquared[k]] * f[AlignJudge::kSquared[k]]);
  }
  EXPECT_EQ(AlignJudge::kFeatureNames[AlignJudge::kSquared[0]], std::string_view("coverage"));
  EXPECT_EQ(f[index("coverage^2")], f[index("coverage")] * f[index("coverage")]);
  // "Acme makes bicycles" in the first two sentences; Oslo only two sentences further on.
  EXPECT_EQ(f[index("window_lcs")], 0.75);
  // The same words in another order: "bicycles" then "Acme" is not the premise's order.
  f = AlignJudge::analyze(premise, "Bicycles are what Acme makes.").features;
  EXPECT_DOUBLE_EQ(f[index("window_lcs")], 2.0 / 3.0);
  // Repeats count: "Acme ... Acme" against a premise naming Acme once.
  f = AlignJudge::analyze("Acme makes bicycles.", "Acme makes bicycles, Acme says.").features;
  EXPECT_DOUBLE_EQ(f[index("window_lcs")], 3.0 / 5.0);
  // One sentence is its own window; a claim matched word for word scores 1.
  EXPECT_EQ(AlignJudge::analyze("Acme makes bicycles.", "Acme makes bicycles.").features[index("window_lcs")], 1.0);
}

TEST(AlignJudge, IdentityAndRegistry) {
  auto j = make_judge("align");
  ASSERT_TRUE(j) << j.error().to_string();
  EXPECT_EQ((*j)->identity().rfind("align:v95:threshold=", 0), 0u);
  EXPECT_NE((*j)->identity().find(":model="), std::string::npos);
  EXPECT_TRUE((*j)->is_approximation());
  auto bad = make_judge("align:x");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().message, "judge 'align' takes no argument");
  // The lexical judge keeps its identity (old caches stay valid).
  auto lex = make_judge("lexical");
  ASSERT_TRUE(lex);
  EXPECT_EQ((*lex)->identity(), "lexical:v1:threshold=0.7:name=2:number=2");
}

// (supported accepted, contradicted rejected) per "set/category" of a probe file.
std::map<std::string, std::pair<int, int>> probe_accuracy(const std::string& file, std::size_t expected_lines) {
  std::ifstream in(std::string(CITEVAL_TEST_DATA) + "/judge/" + file);
  EXPECT_TRUE(in) << file;
  std::vector<JudgeRequest> requests;
  std::vector<std::pair<std::string, int>> gold;
  std::string line;
  while (std::getline(in, line)) {
    auto j = nlohmann::json::parse(line);
    requests.push_back({j["premise"], j["hypothesis"]});
    gold.emplace_back(j.value("set", std::string("probes")) + "/" + j["category"].get<std::string>(), j["label"]);
  }
  EXPECT_EQ(requests.size(), expected_lines) << file;
  AlignJudge judge;
  const auto out = judge.judge_batch(requests);
  std::map<std::string, std::pair<int, int>> got;
  for (std::size_t i = 0; i < out.size(); ++i) {
    EXPECT_TRUE(out[i].ok);
    auto& [accepted, rejected] = got[gold[i].first];
    if (gold[i].second == 1) accepted += out[i].label == 1;
    if (gold[i].second == 0) rejected += out[i].label == 0;
  }
  for (const auto& [cat, counts] : got) {
    std::cout << cat << ": supported accepted " << counts.first << ", contradicted rejected " << counts.second << "\n";
  }
  return got;
}

// Accuracy per category on the hand-written probes: (supported accepted, contradicted rejected)
// out of 10 each. Exact counts, so a change of the judge shows here; the figures are in the README.
// The miss: "Adult tickets to the museum cost $15" against "The museum charges $15 for adults"
// (0.56 under align:v7's threshold of 0.59, 0.55 under align:v6's of 0.62; align:v3 accepted it
// at its threshold of 0.59, align:v2 rejected it). align:v4 also missed "Passengers may not travel without a visa" (a double
// negation, which the cues matched one by one now reject).
TEST(AlignJudge, ProbeAccuracyPerCategory) {
  const std::map<std::string, std::pair<int, int>> want = {
      {"probes/numbers", {9, 10}},  {"probes/dates", {10, 10}},       {"probes/negation", {10, 10}},
      {"probes/antonyms", {10, 10}}, {"probes/quantifiers", {10, 10}}, {"probes/swapped_roles", {10, 10}},
      {"probes/missing_entities", {10, 10}}};
  EXPECT_EQ(probe_accuracy("align_probes.jsonl", 140), want);
}

// The fresh probes (align_probes_fresh.jsonl), written after align:v3 to find what it misses, in
// five sets, each written before the judge was run on it: "short" one- or two-sentence premises,
// 10 pairs a category; "long" ones, a paragraph (a return policy, a bridge, a drug trial, a
// takeover, a council vote) with 4 to 6 claims each, supported ones paraphrased; "rag", then
// "final", then "frozen": RAG-like passages (an API key guide, a mountain, a medicine, a treaty,
// an office notice; a library, Marie Curie, an airline, the Danube, a remote-work policy; the
// Eiffel Tower, a fasting notice, an election, a phone, a mouse study), 3 to 7 pairs a category.
// Each set was held out until written; align:v4's detectors were then changed to catch what the
// first four show, and align:v5's to v7's (with the held-out probes below) what all five show, so
// these figures are in-sample (docs/judges.md has them all, with align:v4's and lexical's). The misses
// left include paraphrases below the threshold ("take place in" / "held in"), names recombined
// from two, "voted for" / "voted against" (function words), inferences, roles swapped across
// relative clauses (align:v25 catches "flows to Germany from the Black Sea"), a word elsewhere in
// the source put in place of the aligned one ("Prize in Chemistry" for the 1903 one in Physics).
TEST(AlignJudge, FreshProbeAccuracyPerCategory) {
  const std::map<std::string, std::pair<int, int>> want = {
      {"final/antonyms", {4, 4}}, {"final/dates", {4, 4}}, {"final/missing_entities", {4, 4}},
      {"final/negation", {4, 4}}, {"final/numbers", {6, 7}}, {"final/quantifiers", {4, 4}},
      {"final/swapped_roles", {4, 1}}, {"frozen/antonyms", {5, 5}}, {"frozen/dates", {4, 4}},
      {"frozen/missing_entities", {4, 4}}, {"frozen/negation", {5, 5}}, {"frozen/numbers", {7, 7}},
      {"frozen/quantifiers", {3, 4}}, {"frozen/swapped_roles", {4, 0}}, {"long/antonyms", {5, 4}},
      {"long/dates", {3, 4}}, {"long/missing_entities", {4, 4}}, {"long/negation", {5, 5}},
      {"long/numbers", {5, 6}}, {"long/quantifiers", {4, 4}}, {"long/swapped_roles", {5, 3}},
      {"rag/antonyms", {5, 3}}, {"rag/dates", {4, 4}}, {"rag/missing_entities", {4, 2}},
      {"rag/negation", {5, 5}}, {"rag/numbers", {5, 5}}, {"rag/quantifiers", {5, 5}},
      {"rag/swapped_roles", {4, 3}}, {"short/antonyms", {10, 10}}, {"short/dates", {10, 10}},
      {"short/missing_entities", {9, 10}}, {"short/negation", {10, 10}}, {"short/numbers", {9, 10}},
      {"short/quantifiers", {10, 10}}, {"short/swapped_roles", {10, 10}}};
  EXPECT_EQ(probe_accuracy("align_probes_fresh.jsonl", 398), want);
}

// The held-out probes (align_probes_heldout.jsonl): six sets written by others, who saw neither
// the judge nor the other probes (9 RAG-like passages each, 4 to 6 claims a passage, each a
// paraphrased supported claim and a contradicted variant with one error; categories numbers,
// dates, negation, antonyms, quantifiers, roles, entities). Each was measured as soon as it was
// written (supported accepted, contradicted rejected): "heldout" with align:v4 (37/48, 25/48);
// "heldout2" to "heldout6" with align:v5 as it stood then (38/46 and 28/46, 37/44 and 28/44,
// 37/43 and 33/43, 36/45 and 31/45, 37/45 and 25/45; align:v4 42/46 and 21/46, 39/44 and 20/44,
// 37/43 and 24/43, 36/45 and 24/45, 40/45 and 21/45). align:v5's changes were made looking at
// the sets before, so each set's first figure is the held-out one. "heldout7" and "heldout8" (49
// + 49 each, 7 a category and label, paraphrased harder) were written for align:v6: align:v5 took
// 34/49 and 30/49, 28/49 and 36/49 (lexical 32/49 and 0/49, 32/49 and 1/49). align:v6's changes
// were made looking at "heldout" to "heldout7"; "heldout8" stayed sealed until they were done:
// align:v6 then took 27/49 and 36/49 there, no better than align:v5 (docs/judges.md), and 28/49
// and 36/49 after the number-word fixes made looking at it ("eighteen thousand four hundred",
// "one point four million pounds"). "heldout9" and "heldout10" (49 + 49 each, paraphrased
// moderately, as an LLM restates a source) were written after align:v6 was committed and measured
// once, sealed: align:v6 35/49 and 33/49, 40/49 and 31/49; align:v5 35/49 and 29/49, 40/49 and
// 29/49 (lexical 49/49 and 2/49, 48/49 and 10/49). "heldout11" and "heldout12" likewise, written
// after that: align:v6 38/49 and 33/49, 37/49 and 33/49; align:v5 40/49 and 28/49, 35/49 and
// 33/49 (lexical 47/49 and 7/49, 48/49 and 5/49). "heldout13" to "heldout16" likewise, written
// while align:v7 was made: "heldout13" and "heldout14" measured once with align:v7 as it then
// stood (35/49 and 31/49, 35/49 and 32/49; align:v6 35/49 and 32/49, 34/49 and 32/49), after
// which two of its role rules were corrected looking at them (an agent's "by" needs a passive
// participle, an "-ing" word is a verb only first in its clause); "heldout15" and "heldout16"
// sealed until align:v7 was done: 35/49 and 34/49, 45/49 and 35/49 (align:v6 30/49 and 35/49,
// 39/49 and 36/49; lexical 46/49 and 6/49, 47/49 and 5/49; embed 49/49 and 2/49, 49/49 and
// 1/49). Two more fixes were then made looking at "heldout13" and "heldout14" (a number's nearest
// name says nothing when an agent's "by" stands on one side only; a percentage said as a
// fraction, "one in five", "half"), after which "heldout17" and "heldout18", sealed until then,
// were measured once: align:v7 36/49 and 31/49, 37/49 and 29/49 (align:v6 32/49 and 28/49, 38/49
// and 28/49; lexical 41/49 and 4/49, 43/49 and 4/49; embed 46/49 and 0/49, 48/49 and 0/49).
// align:v8 was written against "heldout" to "heldout18"; "heldout19" to "heldout22" (49 + 49
// each, paraphrased harder still: lexical accepts 41 to 63% of their supported claims) were
// written at its start and sealed. "heldout19" and "heldout20" measured align:v8's first version
// once: 25/49 and 23/49, 29/49 and 31/49 (align:v7 25/49 and 21/49, 28/49 and 31/49; lexical
// 31/49 and 9/49, 28/49 and 11/49); its number fixes were then made looking at them (hedges,
// "all but two", differences, fractions), after which "heldout21" and "heldout22" were measured
// once: align:v8 22/49 and 25/49, 20/49 and 33/49 (align:v7 22/49 and 24/49, 21/49 and 33/49;
// lexical 20/49 and 10/49, 25/49 and 12/49; embed 48/49 and 0/49, 48/49 and 1/49).
// align:v9 was written against "heldout" to "heldout26"; "heldout23" to "heldout28" (49 + 49
// each, restated as an LLM answer would, "hard but fair") were written at its start and sealed.
// "heldout23" to "heldout26" measured align:v8 once: 35/49 and 29/49, 42/49 and 30/49, 36/49 and
// 29/49, 30/49 and 29/49 (lexical 43/49 and 6/49, 43/49 and 8/49, 42/49 and 9/49, 41/49 and
// 8/49); align:v9's rules were then made looking at them and the earlier sets, after which
// "heldout27" and "heldout28" were measured once: align:v9 39/49 and 39/49, 32/49 and 21/49
// (align:v8 40/49 and 35/49, 33/49 and 21/49; lexical 47/49 and 4/49, 37/49 and 5/49; embed
// 49/49 and 0/49 each). "heldout29" and "heldout30", written the same way after align:v9 was
// committed, measured it once: 32/49 and 35/49, 32/49 and 31/49 (align:v8 32/49 and 31/49, 32/49
// and 29/49; lexical 39/49 and 4/49, 45/49 and 4/49; embed 48/49 and 1/49, 49/49 and 0/49).
// align:v10 was written against "heldout" to "heldout30"; "heldout31" to "heldout34" (49 + 49
// each, written the same way, by theme: help pages and notices, news, encyclopedia articles,
// leaflets, policies and reports) were written at its start and sealed. "heldout31" and
// "heldout32" measured align:v9 once: 35/49 and 29/49, 27/49 and 33/49 (lexical 37/49 and 8/49,
// 38/49 and 6/49; embed 98/98 and 1/98 together); align:v10's rules were then made looking at
// them and the earlier sets, after which "heldout33" and "heldout34" were measured once: align:v10
// 35/49 and 28/49, 35/49 and 33/49 (align:v9 32/49 and 27/49, 34/49 and 34/49; lexical 44/49 and
// 2/49, 42/49 and 5/49; embed 46/49 and 1/49, 47/49 and 2/49). Two rules written for the tests
// after that (a count of time the one pair of dates denies, a count against the source's "a"),
// and the refit threshold (0.59, was 0.58 at that measurement), make align:v10 as committed take
// 34/49 and 29/49, 35/49 and 34/49 there. align:v11 was written against "heldout" to "heldout36";
// "heldout35" to "heldout38" (by theme: travel and hospitality, business news, science and nature,
// public life) were written after align:v10 was committed. "heldout35" and "heldout36" measured
// align:v10 once: 35/49 and 30/49, 36/49 and 36/49 (align:v9 33/49 and 29/49, 35/49 and 36/49;
// lexical 41/49 and 5/49, 41/49 and 8/49; embed 49/49 and 0/49, 45/49 and 2/49); align:v11's
// rules were then made looking at them, after which "heldout37" and "heldout38" were measured
// once: align:v11 36/49 and 37/49, 35/49 and 33/49, the same as align:v10's (align:v9 33/49 and
// 37/49, 32/49 and 29/49; lexical 43/49 and 6/49, 39/49 and 4/49; embed 46/49 and 2/49, 49/49
// and 3/49). "heldout39" and "heldout40" (infrastructure and services; history and culture),
// written after align:v11 was committed, measured it and align:v12 (agencies and a passive
// succession, made looking at "heldout35" to "heldout38") once: both 38/49 and 29/49, 29/49 and
// 30/49 (align:v10 38/49 and 30/49, 29/49 and 29/49; align:v9 36/49 and 30/49, 29/49 and 28/49;
// lexical 39/49 and 7/49, 30/49 and 9/49; embed 48/49 and 0/49, 45/49 and 4/49). align:v13 was
// written against "heldout" to "heldout40"; "heldout41" to "heldout44" (by theme: museums and art
// sales, harvests and commodity markets, court rulings and fines, space missions), written at its
// start and sealed until it was done, measured align:v12 as committed and align:v13 once: the
// same counts, 35/49 and 29/49, 33/49 and 35/49, 33/49 and 40/49, 29/49 and 34/49 (one decision
// each way changed; lexical 41/49 and 7/49, 41/49 and 5/49, 41/49 and 9/49, 39/49 and 2/49;
// embed 47/49 and 2/49, 47/49 and 1/49, 47/49 and 0/49, 49/49 and 3/49). align:v14 and
// align:v15, made looking at the short probes of align_probes_simple.jsonl, change 5 and 12
// decisions here (15 for the better); align:v16, made the same way, 14 (13 for the better);
// align:v17 (transfers said from the other side, made looking at simple_s1 to simple_s20) 11 (9
// for the better); align:v18 (doers, names and dates in another's slot, shares said after their
// whole, a contrast's subject with the other side's word; made looking at simple_s1 to simple_s24)
// 34 (28 for the better); align:v19 (two arguments of one verb exchanged; made looking at
// simple_s1 to simple_s28) 2 (both for the better); align:v20 (numbers read from other forms:
// times of day, shares, multiples, ordinals) 22 (16 for the better); align:v21 (ordinals against
// ordinals) 1, for the worse (its refitted weights); align:v22 (no substitution between synonyms
// of some sense) 5 (4 for the better); align:v23 (nouns between names, contrasts' sides, phrasal
// verbs and more number forms, its weights refitted) 95 (64 for the better: 1,696/2,133 supported
// accepted and 1,527/2,133 contradicted rejected, align:v22 1,643 and 1,547); align:v24 4 (all
// for the better); align:v25 (plural verbs, directions, names in another's slot, orders in time
// against months; made looking at simple_s1 to simple_s48) 5 (all for the better); align:v26
// (fewer exchanged roles read into paraphrases) 5 (4 for the better); align:v27 (fewer errors
// read into paraphrases, made looking at simple_s1 to simple_s56; its refitted threshold 0.59) 64
// (37 for the better); align:v28 (substitutions only between words of one part of speech, and
// more paraphrases of roles, dates, quantifiers and opposites; made looking at simple_s1 to
// simple_s62) 12 (11 for the better); align:v29 (fewer source negations read as the claim's, made
// looking at simple_s1 to simple_s74) 3 (1 for the better); align:v30 (other parts of the
// source's sentence read for negations, opposites, roles and days; made looking at simple_s1 to
// simple_s80) none; align:v31 (made looking at simple_s1 to simple_s86) none; align:v32 (a verb
// after a modal and an adverb no substitution's word) 1, for the better; align:v33 (made looking
// at simple_s99 to simple_s110; its refitted weights) 10 (3 for the better: 1,706/2,133 supported
// accepted and 1,545/2,133 contradicted rejected, align:v32 1,707 and 1,548); align:v34 (fewer
// exchanged roles read into paraphrases; made looking at simple_s111 to simple_s116; refitted) 7
// (5 for the better: 1,705 and 1,549); align:v35 ("other than" against "except", "closed" as a
// negative, the word itself beside its opposite in a clause of the claim's common words, "last
// season"; made looking at simple_s1 to simple_s122; refitted) 5 (1 for the better: 1,704 and
// 1,547, the 4 for the worse boundary cases its refitted weights moved); align:v36 (names, "no
// matter", "without the need for", adverbs, orders in time, "May", ", though", exceptions; made
// looking at simple_s1 to simple_s128; refitted) 7 (3 for the better: 1,705 and 1,545, the 4
// for the worse boundary cases); align:v37 (names from the other part of a sentence cut at a
// semicolon or ", and"; "only" against "anyone"; conditions, bounds, exceptions and "avoid"; made
// looking at simple_s1 to simple_s134; refitted) 5 (4 for the better: 1,706 and 1,547); align:v38
// (weekdays, repeated words beside their opposites, second predicates, "at all times", "advised
// against", appositions and agents past a phrase; made looking at simple_s135 to simple_s140;
// refitted) 2 (both for the better: 1,706 and 1,549); align:v39 (another part's statement
// against a negation, a verb's own negation, doers in apposition and exchanged, numbers between
// names of one phrase, ranges of times; made looking at simple_s141 to simple_s152; refitted) 8
// (7 for the better: 1,710 and 1,551, the one for the worse a boundary case its refitted weights
// moved); align:v40 (double negations, a quantifying cue's predicate, "any" against "only",
// "free", "without one", floating "all"; made looking at simple_s153 to simple_s158; refitted) 1
// (for the better, through the refit: 1,711 and 1,551); align:v41 (bounds after "fail to", claims
// of another subject, "all other", "stop" before a gerund; made looking at simple_s159 to
// simple_s163; refitted) none; align:v42 (scopes "until further notice", temporal "while",
// "unpaid", rates, "received ... from", time zones, contrasts by "although", times of day and
// "two years before" in order, a pronoun's sentence, "cannot ... unless"; made looking at
// simple_s164 to simple_s175; refitted at a threshold of 0.58) 40 (28 for the better: 1,736 and
// 1,542, the 12 for the worse contradicted claims accepted at the lower threshold); align:v43
// (frequencies and prices no party's, "which" for its antecedent, lengths in two units, titles,
// a later clause's share; made looking at simple_s176 to simple_s187; refitted) 11 (7 for the
// better: 1,737 and 1,544; of the 4 for the worse, two about a length now read as one number);
// align:v44 (fronted exceptions, "open until", a name with the other side's predicate; made
// looking at simple_s188 to simple_s193) 1 (for the better: 1,737 and 1,545); align:v45 (parts
// of the day in words, "free of charge", transfers by the same doer; made looking at simple_s200
// to simple_s205; refitted) 2 (both for the better: 1,738 and 1,546); align:v46 (names no
// direction, bounds from below, synonyms in place; made looking at simple_s206 to simple_s211;
// refitted) 2 (both for the better: 1,740 and 1,546); align:v47 (ages, sites, coaches; made
// looking at simple_s212 to simple_s217; refitted) 2 (both for the better: 1,741 and 1,547);
// align:v48 (lead times, months, "last fall"; made looking at simple_s218 to simple_s223;
// refitted) 1 (for the worse, moved by the refit from 0.581 to 0.579: 1,740 and 1,547); align:v49
// (moves of weekdays, days of months, places before "under"; the same weights) none; align:v50
// (a negated subject's predicate said elsewhere, an affirmed predicate, opposites beside a word
// both say, runs of years, stretches of time, "when"; made looking at simple_s229 to simple_s231;
// refitted) none; align:v51 (parts of a universal's predicate, orders of steps, ", however,",
// permissions, "both", "the rest"; made looking at simple_s232 to simple_s237; the same weights)
// 1 (for the better: 1,741 and 1,547); align:v52 ("going up", "closer"/"farther", elided
// subjects, steps past "is then", passives of giving; made looking at simple_s238 to simple_s243;
// the same weights) 1 (for the better: 1,741 and 1,548); align:v53 (majorities, elided nouns,
// appositions, sublets, single complements; made looking at simple_s244 to simple_s249; the same
// weights) none; align:v54 (own negatives, agents, settings and permissions in negated parts;
// made looking at simple_s250 to simple_s255; the same weights) none; align:v55 ("lasts", age
// bounds, "indoors", "is run by"; made looking at simple_s256 to simple_s261; the same weights)
// none; align:v56 (permissions in affirmed parts; made looking at simple_s262 to simple_s267; the
// same weights) none; align:v57 (later quantifiers, alternatives set aside, measures, "stopped",
// "unable to"; made looking at simple_s268 to simple_s273; the same weights) 1 (for the better:
// 1,741 and 1,549); align:v58 (stops, passives, names, complements; made looking at simple_s274
// to simple_s279; refitted) 1 (for the worse, at the threshold: 1,741 and 1,548); align:v59
// (permissions, rests, days; made looking at simple_s280 to simple_s285; the same weights) none;
// align:v60 (clauses, pauses, costs; made looking at simple_s286 to simple_s291; the same
// weights) none; align:v61 (rests, spans of hours, dips; made looking at simple_s292 to
// simple_s297; the same weights) none; align:v62 (ends of places, following days, "day and
// night"; made looking at simple_s298 to simple_s303; the same weights) none; align:v63
// (universals, soles, halves, heads; made looking at simple_s304 to simple_s309; the same
// weights) none; align:v64 (runners-up, later months, differences, bounds; made looking at
// simple_s310 to simple_s315; the same weights) none; align:v65 (reduced relatives, places,
// training, "anyone"; made looking at simple_s316 to simple_s321; the same weights) 1 (for the
// better: 1,742 and 1,548); align:v66 (next sentences, shared names, places; made looking at
// simple_s322 to simple_s327; the same weights) 1 (for the better: 1,742 and 1,549); align:v67
// (parts, inventories, reduced passives; made looking at simple_s328 to simple_s333; the same
// weights) none; align:v68 ("-free", days in parts; made looking at simple_s334 to simple_s339;
// the same weights) none; align:v69 (failures, ellipses; made looking at simple_s340 to
// simple_s345; the same weights) none; align:v70 (inabilities, own subjects, phrases; made looking
// at simple_s346 to simple_s351; the same weights) 1 (for the better); align:v71 (comparatives,
// places, last steps; made looking at simple_s352 to simple_s357; refitted) 8 (2 for the better by
// its rules, 3 each way at the threshold: 1,745 and 1,549); align:v72 (haves, quarters, settings,
// masters; made looking at simple_s358 to simple_s363; the same weights) none; align:v73
// (permissions, conditions, places, times; made looking at simple_s364 to simple_s369; the same
// weights) none; align:v74 (days, leasts, thirds, contests; made looking at simple_s370 to
// simple_s375; the same weights) none; align:v75 (complements, amounts; made looking at
// simple_s376 to simple_s381; the same weights) none; align:v76 (exceptions, closing times; made
// looking at simple_s382 to simple_s387; the same weights) 1 (for the better: 1,746 and 1,549);
// align:v77 (wholes; made looking at simple_s388 to simple_s393; the same weights) none; align:v78
// (sides, orders, counts, parties; made looking at simple_s394 to simple_s399; the same weights)
// none; align:v79 (pronouns, bounds, gates, slots; made looking at simple_s400 to simple_s405; the
// same weights) none; align:v80 (shares, following weeks, turns; made looking at simple_s406 to
// simple_s411; the same weights) none; align:v81 (strictness, floats, nones; made looking at
// simple_s412 to simple_s417; the same weights) none; align:v82 (people, levels, leases; made
// looking at simple_s418 to simple_s423; the same weights) none; align:v83 (eaches, baker's dozens;
// made looking at simple_s424 to simple_s429; the same weights) none; align:v84 (only ones; made
// looking at simple_s430 to simple_s435; the same weights) none; align:v85 (directions, settings,
// times, owners; made looking at simple_s436 to simple_s441; the same weights) 4 (for the better:
// 1,747 and 1,552). align:v86 (particles, owners, shares; made looking at simple_s442 to
// simple_s447; the same weights) 1 (for the better: 1,748 and 1,552). align:v87 (compounds, payees,
// rulings; made looking at simple_s448 to simple_s453; the same weights) none. align:v88
// (universals, rates; made looking at simple_s454 to simple_s459; the same weights) none. align:v89
// (not alls, turns, runners-up; made looking at simple_s460 to simple_s465; the same weights) none.
// align:v90 (weights, crowds; made looking at simple_s466 to simple_s471; the same weights) none.
// align:v91 (names, charges, givers; made looking at simple_s472 to simple_s477; the same weights)
// none. align:v92 (contests, acronyms, exceptions; made looking at simple_s478 to simple_s483; the
// same weights) none. align:v93 (speakers, discounts, grades; made looking at simple_s484 to
// simple_s489; the same weights) none. align:v94 (parts, extras; made looking at simple_s490 to
// simple_s495; the same weights) none. align:v95 (a hedged most; made looking at simple_s496 to
// simple_s501; the same weights) none. These are align:v95's counts below.
TEST(AlignJudge, HeldoutProbeAccuracyPerCategory) {
  const std::map<std::string, std::pair<int, int>> want = {
      {"heldout/antonyms", {7, 4}}, {"heldout/dates", {6, 6}}, {"heldout/entities", {8, 6}},
      {"heldout/negation", {4, 7}}, {"heldout/numbers", {7, 6}}, {"heldout/quantifiers", {6, 4}},
      {"heldout/roles", {6, 4}}, {"heldout10/antonyms", {7, 5}}, {"heldout10/dates", {7, 5}},
      {"heldout10/entities", {6, 5}}, {"heldout10/negation", {6, 6}}, {"heldout10/numbers", {7, 5}},
      {"heldout10/quantifiers", {6, 6}}, {"heldout10/roles", {7, 2}}, {"heldout11/antonyms", {6, 5}},
      {"heldout11/dates", {7, 5}}, {"heldout11/entities", {7, 7}}, {"heldout11/negation", {7, 5}},
      {"heldout11/numbers", {6, 7}}, {"heldout11/quantifiers", {7, 7}}, {"heldout11/roles", {7, 3}},
      {"heldout12/antonyms", {7, 4}}, {"heldout12/dates", {7, 6}}, {"heldout12/entities", {7, 7}},
      {"heldout12/negation", {6, 4}}, {"heldout12/numbers", {6, 7}}, {"heldout12/quantifiers", {2, 5}},
      {"heldout12/roles", {6, 2}}, {"heldout13/antonyms", {6, 7}}, {"heldout13/dates", {7, 5}},
      {"heldout13/entities", {7, 7}}, {"heldout13/negation", {6, 5}}, {"heldout13/numbers", {7, 7}},
      {"heldout13/quantifiers", {3, 4}}, {"heldout13/roles", {7, 4}}, {"heldout14/antonyms", {5, 5}},
      {"heldout14/dates", {7, 6}}, {"heldout14/entities", {7, 4}}, {"heldout14/negation", {5, 7}},
      {"heldout14/numbers", {5, 6}}, {"heldout14/quantifiers", {7, 3}}, {"heldout14/roles", {6, 6}},
      {"heldout15/antonyms", {5, 7}}, {"heldout15/dates", {5, 5}}, {"heldout15/entities", {7, 6}},
      {"heldout15/negation", {4, 6}}, {"heldout15/numbers", {7, 7}}, {"heldout15/quantifiers", {6, 3}},
      {"heldout15/roles", {7, 4}}, {"heldout16/antonyms", {7, 7}}, {"heldout16/dates", {7, 7}},
      {"heldout16/entities", {7, 3}}, {"heldout16/negation", {5, 3}}, {"heldout16/numbers", {7, 7}},
      {"heldout16/quantifiers", {7, 7}}, {"heldout16/roles", {7, 4}}, {"heldout17/antonyms", {7, 4}},
      {"heldout17/dates", {6, 7}}, {"heldout17/entities", {7, 7}}, {"heldout17/negation", {2, 4}},
      {"heldout17/numbers", {6, 5}}, {"heldout17/quantifiers", {7, 4}}, {"heldout17/roles", {7, 4}},
      {"heldout18/antonyms", {6, 4}}, {"heldout18/dates", {7, 4}}, {"heldout18/entities", {7, 5}},
      {"heldout18/negation", {3, 5}}, {"heldout18/numbers", {5, 3}}, {"heldout18/quantifiers", {6, 6}},
      {"heldout18/roles", {7, 5}}, {"heldout19/antonyms", {2, 3}}, {"heldout19/dates", {5, 5}},
      {"heldout19/entities", {6, 3}}, {"heldout19/negation", {4, 4}}, {"heldout19/numbers", {3, 6}},
      {"heldout19/quantifiers", {4, 5}}, {"heldout19/roles", {6, 2}}, {"heldout2/antonyms", {6, 5}},
      {"heldout2/dates", {6, 5}}, {"heldout2/entities", {7, 4}}, {"heldout2/negation", {6, 3}},
      {"heldout2/numbers", {6, 5}}, {"heldout2/quantifiers", {5, 7}}, {"heldout2/roles", {6, 3}},
      {"heldout20/antonyms", {3, 4}}, {"heldout20/dates", {6, 5}}, {"heldout20/entities", {5, 4}},
      {"heldout20/negation", {3, 5}}, {"heldout20/numbers", {6, 7}}, {"heldout20/quantifiers", {5, 6}},
      {"heldout20/roles", {7, 5}}, {"heldout21/antonyms", {2, 5}}, {"heldout21/dates", {3, 3}},
      {"heldout21/entities", {6, 3}}, {"heldout21/negation", {3, 5}}, {"heldout21/numbers", {4, 2}},
      {"heldout21/quantifiers", {2, 5}}, {"heldout21/roles", {4, 4}}, {"heldout22/antonyms", {3, 6}},
      {"heldout22/dates", {4, 5}}, {"heldout22/entities", {5, 4}}, {"heldout22/negation", {3, 5}},
      {"heldout22/numbers", {5, 6}}, {"heldout22/quantifiers", {5, 6}}, {"heldout22/roles", {4, 5}},
      {"heldout23/antonyms", {6, 4}}, {"heldout23/dates", {6, 5}}, {"heldout23/entities", {6, 7}},
      {"heldout23/negation", {4, 6}}, {"heldout23/numbers", {6, 5}}, {"heldout23/quantifiers", {4, 6}},
      {"heldout23/roles", {7, 4}}, {"heldout24/antonyms", {5, 5}}, {"heldout24/dates", {7, 6}},
      {"heldout24/entities", {7, 3}}, {"heldout24/negation", {7, 4}}, {"heldout24/numbers", {7, 6}},
      {"heldout24/quantifiers", {7, 7}}, {"heldout24/roles", {7, 4}}, {"heldout25/antonyms", {7, 5}},
      {"heldout25/dates", {6, 7}}, {"heldout25/entities", {6, 3}}, {"heldout25/negation", {6, 4}},
      {"heldout25/numbers", {5, 6}}, {"heldout25/quantifiers", {7, 7}}, {"heldout25/roles", {7, 2}},
      {"heldout26/antonyms", {4, 7}}, {"heldout26/dates", {6, 6}}, {"heldout26/entities", {4, 4}},
      {"heldout26/negation", {5, 3}}, {"heldout26/numbers", {7, 6}}, {"heldout26/quantifiers", {4, 7}},
      {"heldout26/roles", {6, 2}}, {"heldout27/antonyms", {7, 6}}, {"heldout27/dates", {6, 7}},
      {"heldout27/entities", {6, 5}}, {"heldout27/negation", {5, 7}}, {"heldout27/numbers", {7, 5}},
      {"heldout27/quantifiers", {7, 5}}, {"heldout27/roles", {7, 7}}, {"heldout28/antonyms", {5, 4}},
      {"heldout28/dates", {5, 6}}, {"heldout28/entities", {6, 3}}, {"heldout28/negation", {4, 4}},
      {"heldout28/numbers", {3, 5}}, {"heldout28/quantifiers", {6, 5}}, {"heldout28/roles", {7, 2}},
      {"heldout29/antonyms", {6, 5}}, {"heldout29/dates", {5, 4}}, {"heldout29/entities", {6, 3}},
      {"heldout29/negation", {5, 7}}, {"heldout29/numbers", {6, 7}}, {"heldout29/quantifiers", {6, 6}},
      {"heldout29/roles", {5, 5}}, {"heldout3/antonyms", {6, 5}}, {"heldout3/dates", {5, 5}},
      {"heldout3/entities", {6, 5}}, {"heldout3/negation", {6, 6}}, {"heldout3/numbers", {5, 6}},
      {"heldout3/quantifiers", {5, 3}}, {"heldout3/roles", {7, 4}}, {"heldout30/antonyms", {6, 5}},
      {"heldout30/dates", {6, 5}}, {"heldout30/entities", {7, 3}}, {"heldout30/negation", {3, 3}},
      {"heldout30/numbers", {5, 6}}, {"heldout30/quantifiers", {4, 6}}, {"heldout30/roles", {7, 4}},
      {"heldout31/antonyms", {7, 5}}, {"heldout31/dates", {7, 4}}, {"heldout31/entities", {7, 5}},
      {"heldout31/negation", {4, 2}}, {"heldout31/numbers", {5, 6}}, {"heldout31/quantifiers", {6, 4}},
      {"heldout31/roles", {6, 3}}, {"heldout32/antonyms", {5, 6}}, {"heldout32/dates", {5, 5}},
      {"heldout32/entities", {7, 6}}, {"heldout32/negation", {6, 6}}, {"heldout32/numbers", {5, 7}},
      {"heldout32/quantifiers", {5, 4}}, {"heldout32/roles", {7, 4}}, {"heldout33/antonyms", {6, 3}},
      {"heldout33/dates", {5, 5}}, {"heldout33/entities", {7, 4}}, {"heldout33/negation", {6, 4}},
      {"heldout33/numbers", {5, 7}}, {"heldout33/quantifiers", {5, 3}}, {"heldout33/roles", {6, 3}},
      {"heldout34/antonyms", {6, 5}}, {"heldout34/dates", {6, 5}}, {"heldout34/entities", {6, 4}},
      {"heldout34/negation", {5, 4}}, {"heldout34/numbers", {6, 7}}, {"heldout34/quantifiers", {7, 5}},
      {"heldout34/roles", {5, 6}}, {"heldout35/antonyms", {6, 5}}, {"heldout35/dates", {6, 6}},
      {"heldout35/entities", {7, 7}}, {"heldout35/negation", {6, 2}}, {"heldout35/numbers", {7, 4}},
      {"heldout35/quantifiers", {7, 4}}, {"heldout35/roles", {6, 4}}, {"heldout36/antonyms", {6, 5}},
      {"heldout36/dates", {5, 6}}, {"heldout36/entities", {7, 4}}, {"heldout36/negation", {5, 7}},
      {"heldout36/numbers", {5, 6}}, {"heldout36/quantifiers", {6, 6}}, {"heldout36/roles", {7, 5}},
      {"heldout37/antonyms", {4, 5}}, {"heldout37/dates", {5, 7}}, {"heldout37/entities", {7, 6}},
      {"heldout37/negation", {5, 7}}, {"heldout37/numbers", {7, 7}}, {"heldout37/quantifiers", {5, 6}},
      {"heldout37/roles", {7, 1}}, {"heldout38/antonyms", {7, 4}}, {"heldout38/dates", {6, 7}},
      {"heldout38/entities", {6, 4}}, {"heldout38/negation", {5, 7}}, {"heldout38/numbers", {3, 7}},
      {"heldout38/quantifiers", {5, 4}}, {"heldout38/roles", {7, 1}}, {"heldout39/antonyms", {7, 3}},
      {"heldout39/dates", {6, 7}}, {"heldout39/entities", {7, 4}}, {"heldout39/negation", {6, 4}},
      {"heldout39/numbers", {6, 7}}, {"heldout39/quantifiers", {6, 6}}, {"heldout39/roles", {7, 3}},
      {"heldout4/antonyms", {6, 5}}, {"heldout4/dates", {5, 6}}, {"heldout4/entities", {7, 6}},
      {"heldout4/negation", {6, 5}}, {"heldout4/numbers", {6, 6}}, {"heldout4/quantifiers", {5, 5}},
      {"heldout4/roles", {6, 2}}, {"heldout40/antonyms", {5, 3}}, {"heldout40/dates", {3, 4}},
      {"heldout40/entities", {7, 4}}, {"heldout40/negation", {6, 7}}, {"heldout40/numbers", {4, 7}},
      {"heldout40/quantifiers", {5, 6}}, {"heldout40/roles", {7, 3}}, {"heldout41/antonyms", {6, 3}},
      {"heldout41/dates", {5, 5}}, {"heldout41/entities", {7, 5}}, {"heldout41/negation", {5, 5}},
      {"heldout41/numbers", {5, 7}}, {"heldout41/quantifiers", {5, 5}}, {"heldout41/roles", {6, 2}},
      {"heldout42/antonyms", {5, 6}}, {"heldout42/dates", {4, 6}}, {"heldout42/entities", {7, 3}},
      {"heldout42/negation", {5, 6}}, {"heldout42/numbers", {4, 7}}, {"heldout42/quantifiers", {5, 7}},
      {"heldout42/roles", {7, 3}}, {"heldout43/antonyms", {6, 6}}, {"heldout43/dates", {5, 7}},
      {"heldout43/entities", {6, 5}}, {"heldout43/negation", {5, 5}}, {"heldout43/numbers", {5, 7}},
      {"heldout43/quantifiers", {6, 6}}, {"heldout43/roles", {5, 4}}, {"heldout44/antonyms", {5, 5}},
      {"heldout44/dates", {5, 5}}, {"heldout44/entities", {7, 6}}, {"heldout44/negation", {3, 5}},
      {"heldout44/numbers", {3, 7}}, {"heldout44/quantifiers", {4, 5}}, {"heldout44/roles", {6, 2}},
      {"heldout5/antonyms", {5, 4}}, {"heldout5/dates", {5, 6}}, {"heldout5/entities", {7, 7}},
      {"heldout5/negation", {5, 7}}, {"heldout5/numbers", {4, 6}}, {"heldout5/quantifiers", {5, 5}},
      {"heldout5/roles", {6, 3}}, {"heldout6/antonyms", {5, 3}}, {"heldout6/dates", {7, 6}},
      {"heldout6/entities", {7, 6}}, {"heldout6/negation", {5, 4}}, {"heldout6/numbers", {5, 5}},
      {"heldout6/quantifiers", {5, 6}}, {"heldout6/roles", {7, 1}}, {"heldout7/antonyms", {4, 6}},
      {"heldout7/dates", {5, 6}}, {"heldout7/entities", {7, 7}}, {"heldout7/negation", {4, 4}},
      {"heldout7/numbers", {5, 7}}, {"heldout7/quantifiers", {4, 7}}, {"heldout7/roles", {7, 6}},
      {"heldout8/antonyms", {4, 6}}, {"heldout8/dates", {3, 7}}, {"heldout8/entities", {6, 7}},
      {"heldout8/negation", {3, 7}}, {"heldout8/numbers", {5, 7}}, {"heldout8/quantifiers", {6, 7}},
      {"heldout8/roles", {7, 4}}, {"heldout9/antonyms", {7, 4}}, {"heldout9/dates", {6, 6}},
      {"heldout9/entities", {5, 5}}, {"heldout9/negation", {7, 4}}, {"heldout9/numbers", {6, 7}},
      {"heldout9/quantifiers", {6, 4}}, {"heldout9/roles", {7, 2}}};
  EXPECT_EQ(probe_accuracy("align_probes_heldout.jsonl", 4266), want);
}

// The probes in the issue's own style (align_probes_simple.jsonl): short passages of one to three
// sentences and claims that restate them lightly, each contradicted claim with one error of its
// category, 49 + 49 a set, written by helpers who saw neither the judge nor the other probes
// ("simple_s1" to "simple_s12"). "simple_s1" to "simple_s4" were measured with align:v13 as
// committed (170/196 supported accepted, 151/196 contradicted rejected) and then read to make
// align:v14; "simple_s5" to "simple_s8", written after align:v13 was committed and sealed until
// measured, measured it once (186/196, 148/196) and its first candidate (the distances of all the
// claim's words around the word, not after it; 182/196, 154/196), whose misses there were then
// read; "simple_s9" to "simple_s12", sealed until align:v14 was done, measured it (179/196,
// 159/196; align:v13 179/196 and 157/196, lexical 192/196 and 4/196), and were then read with the
// others to make align:v15; "simple_s15" and "simple_s16", sealed until align:v15 was done,
// measured it (87/98, 76/98; align:v14 87/98 and 75/98, align:v13 88/98 and 73/98, lexical 98/98
// and 1/98); "simple_s13" and "simple_s14", which came after them, measured it once too (43/49
// and 42/49, 45/49 and 37/49, as align:v12 to align:v14; lexical 49/49 and 3/49, 48/49 and 2/49).
// align:v16 was made looking at "simple_s1" to "simple_s16"; "simple_s17" to "simple_s20" (by
// theme: employment, vehicles and transport, home and garden, telecoms), written at its start and
// sealed until it was done, measured it once: 180/196 supported accepted, 167/196 contradicted
// rejected (align:v15 180/196 and 164/196, lexical 194/196 and 7/196, embed 195/196 and 2/196).
// align:v17 was made looking at "simple_s1" to "simple_s20"; "simple_s21" to "simple_s24" (fitness,
// property, pets, events), written after align:v16 was committed and sealed until align:v17 was
// done, measured both once: the same counts, 187/196 and 157/196 (align:v15 181/196 and 154/196,
// lexical 193/196 and 12/196, embed 196/196 and 1/196). align:v18, made looking at "simple_s1"
// to "simple_s24", changes 57 decisions of theirs, all for the better (contradicted claims rejected:
// 989/1,176 to 1,046/1,176; supported accepted 1,096/1,176, unchanged). "simple_s25" to
// "simple_s28" (manufacturing and logistics, laboratories, media, utilities), written at its start
// and sealed until it was done, measured it and align:v17 once: 180/196 supported accepted and
// 173/196 contradicted rejected (align:v17 181/196 and 172/196, align:v15 180/196 and 166/196,
// lexical 195/196 and 9/196, embed 196/196 and 1/196). align:v19, made looking at "simple_s1" to
// "simple_s28", changes 4 decisions of theirs, all for the better. "simple_s29" to "simple_s32"
// (permits, developer tools, charities, hotels), written after align:v18 was committed and sealed
// until align:v19 was done, measured both once: the same counts, 172/196 supported accepted and
// 168/196 contradicted rejected (align:v17 172/196 and 166/196, align:v16 175/196 and 166/196,
// lexical 192/196 and 12/196, embed 195/196 and 1/196). align:v20 (numbers read from other
// forms, made looking at "simple_s1" to "simple_s32" and at pairs of its author's own) changes 4
// decisions of "simple_s1" to "simple_s32", all for the better. "simple_s33" and "simple_s34"
// (farming, sports clubs), written at its start and sealed until it was done, measured it and
// align:v19 once: the same counts, 91/98 supported accepted and 85/98 contradicted rejected
// (lexical 98/98 and 0/98, embed 98/98 and 0/98). align:v21 (ordinals against ordinals, times of
// day told in words, made looking at "numbers_n1" and "numbers_n2") changes none of their
// decisions; "simple_s35" and "simple_s36" (personal finance, the arts), written after align:v20
// was committed and sealed until align:v21 was done, measured both once: the same counts, 86/98
// supported accepted and 86/98 contradicted rejected (lexical 97/98 and 5/98, embed 98/98 and
// 1/98). align:v22 (no substitution between synonyms of some WordNet sense, nor between
// conversives; made looking at "simple_s1" to "simple_s36") changes 9 decisions of these, all
// for the better. "simple_s37" to "simple_s40" (education, air and rail travel, restaurants,
// local councils), written after align:v21 was committed and sealed until align:v22's first
// build was done, measured it and align:v21 once: the same counts, 182/196 supported accepted and
// 169/196 contradicted rejected (align:v12 180/196 and 149/196, lexical 194/196 and 5/196, embed
// 196/196 and 0/196); align:v22 as committed (synonyms of some sense where one of the two words,
// not both, is attested in WordNet's sense-tagged corpus) 183/196 and 169/196. align:v23 (nouns
// between names, contrasts' sides, "stop doing", quantifiers' clauses, phrasal verbs and more
// number forms; made looking at "simple_s1" to "simple_s40") changes 51 decisions of "simple_s1"
// to "simple_s40" (45 for the better): 1,854/1,960 supported accepted and 1,735/1,960
// contradicted rejected, align:v22 1,818 and 1,732. "simple_s41" to "simple_s44" (hospitals,
// consumer electronics, shipping, research), written after align:v22 was committed and sealed
// until align:v23 was done, measured both once: align:v22 181/196 supported accepted and 180/196
// contradicted rejected, align:v23 184/196 and 180/196 (lexical 192/196 and 12/196, embed 196/196
// and 0/196). align:v24 (a name or a subject from the other part of a sentence, a negated word
// the source affirms only; made looking at "simple_s1" to "simple_s44") changes 21 decisions of
// "simple_s1" to "simple_s44", all for the better. "simple_s45" to "simple_s48" (courts, weather,
// housing, motoring), written after align:v23 was committed and sealed until align:v24 was done,
// measured both once: align:v23 182/196 supported accepted and 166/196 contradicted rejected,
// align:v24 182/196 and 168/196 (align:v12 181/196 and 152/196, lexical 192/196 and 10/196, embed
// 195/196 and 1/196). align:v25 (a verb in the plural present between exchanged arguments, "to"
// against "from", a name in another's slot, a verdict's object past names, "anyone" and "several"
// against "only", orders in time against months and "N months later"; made looking at
// "simple_s1" to "simple_s48") changes 36 decisions of "simple_s1" to "simple_s48", all for the
// better. "simple_s49" to "simple_s52" (insurance, schools, public transport, sports clubs),
// written at its start and sealed until it was done, measured both once: align:v24 165/196
// supported accepted and 170/196 contradicted rejected, align:v25 165/196 and 172/196 (lexical
// 184/196 and 8/196). align:v26 (fewer exchanged roles read into paraphrases: a sale said from
// the buyer's side, a passive's agent after the number, the number of a name, a score with an en
// dash, a bare passive on one side only, names through "of"; made looking at "simple_s1" to
// "simple_s52") changes 18 decisions of "simple_s1" to "simple_s52" (16 for the better).
// "simple_s53" to "simple_s56" (banks, restaurants, software, the arts), written after align:v25
// was measured and sealed until align:v26 was done, measured both once: align:v25 166/196
// supported accepted and 178/196 contradicted rejected, align:v26 168/196 and 178/196 (align:v24
// 167/196 and 176/196, lexical 190/196 and 4/196, embed 195/196 and 0/196). align:v27 (fewer
// errors read into paraphrases: "none of" and "no one" negating their verb, a lease said bare,
// relative clauses and participles, bounds read twice, multiples of units, kin words, "not all",
// cents, WordNet hypernyms; made looking at "simple_s1" to "simple_s56") changes 56 decisions of
// "simple_s1" to "simple_s56" (52 for the better). "simple_s57" and "simple_s58" (hospitals,
// farming), written at its start and sealed until it was done, measured both once: align:v27
// 90/98 supported accepted and 88/98 contradicted rejected, align:v26 89/98 and 88/98 (lexical
// 96/98 and 3/98, embed 98/98 and 0/98). "simple_s61" and "simple_s62" (employment, shipping;
// asked for again when the helpers writing "simple_s59" and "simple_s60" had not reported after
// 80 minutes), written after align:v27 was committed, measured both once: align:v27 93/98 and
// 94/98, align:v26 90/98 and 94/98 (lexical 96/98 and 2/98, embed 98/98 and 0/98).
// "simple_s59" (employment) and "simple_s60" (shipping), which came later, the same way:
// align:v27 46/49 and 46/49, 43/49 and 44/49; align:v26 45/49 and 46/49, 43/49 and 44/49
// (lexical 46/49 and 3/49, 47/49 and 1/49; embed 49/49 and 0/49 both). align:v28 (a word of
// another part of speech in the source's slot is no substitution, nor one after a modal; a
// passive's agent, a deal's term and a pronoun in the order of names around a number; "has been"
// passives, "trained under" and "and"-joined subjects between two names; "every month" as
// "monthly", "most of" as a share, a postposed "only"; a claim's date in its verb's slot; the
// sides of a contrast, a passive's complement, "were beaten" and orders exchanged for opposites;
// made looking at "simple_s1" to "simple_s62") changes 32 decisions of "simple_s1" to
// "simple_s62" (31 for the better). "simple_s63" to "simple_s68" (utilities, local government,
// research, housing, telecoms, books), written at its start and sealed until it was done,
// measured both once: align:v28 266/294 supported accepted and 272/294 contradicted rejected,
// align:v27 264/294 and 272/294 (lexical 291/294 and 3/294, embed 293/294 and 0/294).
// "simple_s69" to "simple_s74" (public health, retail, environmental rules, car rental, student
// housing, parks), written after align:v28 was committed, measured both once: align:v28 272/294
// and 267/294, align:v27 270/294 and 267/294 (lexical 282/294 and 14/294, embed 294/294 and
// 0/294). align:v29 (a participle's agent and a bare verb inside "none of"'s phrase, another
// clause saying more of the claim's predicate, "did not" with its predicate left out, a
// moratorium, "scheduled for 15:30", "turned down by", a payment's receiver, "has no" against
// "lacks", "always" and a bare "the majority"; made looking at "simple_s1" to "simple_s74")
// changes 17 decisions of "simple_s1" to "simple_s74", all for the better. "simple_s75" to
// "simple_s80" (gyms, water utilities, film and television, pharmacies, charities,
// construction), written at its start and sealed until it was done, measured both once:
// align:v29 255/294 and 276/294, align:v28 254/294 and 276/294 (lexical 282/294 and 5/294, embed
// 294/294 and 1/294). align:v30 (a source's negation in another part of its sentence, the
// claim's word beside its opposite in a part with the claim's dates, an argument of another
// clause, a day another sentence says with the claim's words, a possessive pronoun near a number;
// made looking at "simple_s1" to "simple_s80") changes 11 decisions of "simple_s1" to
// "simple_s80", all for the better. "simple_s81" to "simple_s86" (veterinary clinics, hotels,
// courts, taxes and benefits, car makers, space agencies), written at its start and sealed until
// it was done, measured both once: align:v30 273/294 and 269/294, align:v29 272/294 and 269/294
// (lexical 282/294 and 4/294, embed 294/294 and 0/294). align:v31 (a kept-back "withhold", a
// plural subject before "or" and the cue's auxiliary, "none of"'s phrase past a lower-case agent,
// a compound of a name taken for no verb, "within a month," read as a length, dates joined by
// "and" kept in their part, "continue"/"stop" and "affirm"/"reverse" as opposites; made looking at
// "simple_s1" to "simple_s86") changes 7 decisions of "simple_s81" to "simple_s86", all for the
// better, and none before. "simple_s87" to "simple_s92" (university sport, newspapers, airports,
// zoos, small food producers, clinical trials), written at the start of align:v30's round and
// sealed until align:v31 was done, measured both once: align:v31 258/294 and 278/294, align:v30
// 258/294 and 278/294 (lexical 287/294 and 6/294, embed 294/294 and 0/294). align:v32 (a verb
// after a modal and an adverb, "will not return", no substitution's word; the twin of the
// decision's base_verb_after_modal) changes 1 decision of "simple_s1" to "simple_s92", for the
// better. "simple_s93" to "simple_s98" (ferries, ski resorts, stock markets, fire services,
// fashion brands, railways), written at its start and sealed until its first build was done,
// measured both once: align:v32's first build 265/294 and 268/294, align:v31 265/294 and 268/294
// (lexical 280/294 and 2/294, embed 294/294 and 0/294); align:v32 as committed, made looking at
// them (a weekday inside the source's range of weekdays, the modal "may" no month; refitted), 266
// and 268, and no other change here. "simple_s99" to "simple_s104" (dental practices, cruise
// lines, mining, video games, amateur races, wine estates) and "simple_s105" to "simple_s110"
// (coffee, printing and packaging, elderly care, cycling, radio and podcasts, furniture and
// kitchens), written after align:v32 was committed (its code cut into named steps since, every
// decision byte-identical) and sealed until measured once: align:v32 264/294 supported accepted
// and 272/294 contradicted rejected, and 273/294 and 267/294 (lexical 281/294 and 10/294, 287/294
// and 7/294; embed 294/294 and 0/294, 293/294 and 0/294). align:v33 ("none of"'s phrase past a
// participle's preposition, and not ended at a noun before an auxiliary; "each one", "all of
// them", "the entire volume" for the claim's "every"; "Starting June 1" no verb; a negation word
// no substitution; "not ... without"; comparatives with the things compared exchanged; grants,
// awards and referrals as transfers; refitted; made looking at "simple_s99" to "simple_s110")
// changes 13 decisions of "simple_s1" to "simple_s110", all for the better. "simple_s111" to
// "simple_s116" (driving schools, language schools, waste collection, photography, garden
// centres, security firms), written at its start and sealed until it was done, measured both
// once: align:v33 271/294 and 266/294, align:v32 268/294 and 266/294 (lexical 280/294 and 8/294,
// embed 293/294 and 1/294). align:v34 (fewer exchanged roles read into paraphrases; "every X"
// for "per X"; a gerund after a verb; an elliptical affirmed part; refitted; made looking at
// "simple_s111" to "simple_s116") changes 28 decisions of "simple_s1" to "simple_s116", 24 for
// the better. "simple_s117" to "simple_s122" (bridges and road works, pet food and kennels,
// funeral homes, beauty salons, toy recalls, wedding venues), written at its start and sealed
// until it was done, measured both once: align:v34 260/294 and 268/294, align:v33 258/294 and
// 268/294 (lexical 291/294 and 9/294, embed 294/294 and 2/294). align:v35 ("other than"
// against "except", "closed" as a negative, the word itself beside its opposite in a clause of
// the claim's common words, "last season"; refitted; made looking at the supported claims of
// "simple_s1" to "simple_s122" that align:v34 rejects) changes 8 decisions of "simple_s1" to
// "simple_s122", 7 for the better. "simple_s123" to "simple_s128" (laundries, fish markets,
// appliance repairs, petrol stations, galleries, beekeepers), written at its start and sealed
// until it was done, measured both once: align:v35 267/294 and 277/294, align:v34 the same
// decisions (lexical 287/294 and 6/294, embed 294/294 and 0/294). align:v36 (a name's word no
// opposite, "no matter", "without the need for", "the majority of" and adverbs no substitution, a
// word of both sides of "before", "May" the month, ", though", a source cue's predicate negated by
// the claim, exceptions to a negation, an "only" before its own phrase; refitted; made looking at
// "simple_s1" to "simple_s128") changes 17 decisions of "simple_s1" to "simple_s128", all for
// the better. "simple_s129" to "simple_s134" (opticians and hearing clinics, coach operators,
// plumbers and electricians, music schools and shops, cooking schools and meal kits, coworking
// spaces), written at its start and sealed until it was done, measured both once: align:v36
// 264/294 and 264/294, align:v35 264/294 and 262/294 (lexical 274/294 and 11/294, embed 294/294
// and 0/294). align:v37 (names from the other part of a sentence cut at a semicolon or ", and";
// "only" against "anyone"; "only once" a condition; bounds of two numbers; "all of" past a
// possessive; exceptions at names; "avoid"; refitted; made looking at "simple_s129" to
// "simple_s134") changes 27 decisions of "simple_s1" to "simple_s134", all for the better.
// "simple_s135", "simple_s137" and "simple_s138" (ice rinks and bowling, removals and storage,
// solar installers and heat pumps; the three other sets of the round were not delivered), written
// at its start and sealed until it was done, measured both once: align:v37 134/147 and 128/147,
// align:v36 134/147 and 127/147 (lexical 139/147 and 0/147, embed 147/147 and 1/147).
// "simple_s140" (campsites and hiking), written with them and delivered after align:v37 was
// committed, measured once: align:v37 46/49 and 43/49, align:v36 the same (lexical 48/49 and 4/49,
// embed 49/49 and 0/49). align:v38 (weekdays, a word said more often than the source beside its
// opposite, second predicates after "and", "at all times", "advised against", names past ", ahead
// of", verbs after modals between names, agents past a phrase; refitted; made looking at
// "simple_s135" to "simple_s140") changes 31 decisions of "simple_s1" to "simple_s140", all for
// the better. "simple_s141", "simple_s142", "simple_s143" and "simple_s145" (breweries, bicycle
// shops, bakeries, car dealerships; the two other sets of the round came later),
// written at its start and sealed until it was done, measured both once: align:v38 177/196 and
// 186/196, align:v37 178/196 and 186/196 (lexical 188/196 and 10/196, embed 195/196 and 0/196);
// "simple_s144" and "simple_s146" (swimming pools, dance studios), which came after align:v38 was
// committed, measured both once: 89/98 and 90/98, the same decisions as align:v37 (lexical 97/98
// and 2/98, embed 98/98 and 0/98). "simple_s147" to "simple_s152" (airport shops, riding
// stables, escape rooms, office supplies, pest control, river boats), written after align:v38 was
// committed and sealed until measured once: align:v38 258/294 and 273/294, align:v37 258/294 and
// 271/294 (lexical 287/294 and 9/294, embed 293/294 and 1/294). align:v39 (another part's
// statement against a negation, a verb's own negation, doers in apposition and exchanged, numbers
// between names of one phrase, ranges of times; refitted; made looking at "simple_s141" to
// "simple_s152") changes 59 decisions of "simple_s1" to "simple_s152", all for the better (35 of
// them in "simple_s141" to "simple_s152": 550/588 and 558/588). "simple_s153" to "simple_s158"
// (fishing lakes, observatories, window and carpet cleaners, golf and tennis clubs, bookshops,
// ambulances and blood banks), written at the start of align:v39 and sealed until it was
// committed, measured once: align:v39 265/294 and 282/294, align:v38 262/294 and 282/294 (lexical
// 288/294 and 7/294, embed 292/294 and 0/294). align:v40 (a "without" later in a negated clause, a
// modal ending a cue's scope, a quantifying cue's predicate as its focus, a fronted place, "any"
// against "only", "at no cost" as "free", "without one", an order against what the claim does not
// say, "room" for "space", "are both accepted", a floating "all", "no-shows"; refitted; made
// looking at all of them but "simple_s154", which came later) changes 21 decisions of "simple_s1"
// to "simple_s158", 20 for the better (13 of them in the five sets it read: 230/245 and 237/245).
// "simple_s159" to "simple_s163" (recording studios, parking enforcement, allotments, climbing
// gyms, youth football), written at the start of align:v40 and sealed until it was committed,
// measured once: align:v40 223/245 and 225/245, align:v39 the same (lexical 239/245 and 3/245,
// embed 245/245 and 0/245). align:v41 (a bound after "fail to" the other way, another part's
// statement where the claim lacks the negation's subject, "all other" for "other than", "stop"
// before a gerund, contrasted subjects negated on one side, "turn" for "convert"; refitted; made
// looking at "simple_s159" to "simple_s163") changes 9 decisions of "simple_s1" to "simple_s163",
// all for the better (6 of them in those five sets: 229/245 and 225/245). "simple_s164" to
// "simple_s169" (ice cream parlours, aquarium shops, stamp and coin dealers, sailing schools, tool
// libraries, pottery studios), written at the start of align:v41 and sealed until it was
// committed, measured once: align:v41 263/294 and 267/294, align:v40 the same (lexical 289/294
// and 5/294, embed 294/294 and 1/294). "simple_s170" to "simple_s175" (mountain rescue, cinemas,
// farm shops, translation apps, open-water swimming, hostels), written after align:v41 was
// committed and sealed until measured once: align:v41 263/294 and 272/294, align:v40 the same
// (lexical 283/294 and 11/294, embed 293/294 and 0/294). align:v42 (see its test below; refitted
// at a threshold of 0.58; made looking at "simple_s164" to "simple_s175") changes 49 decisions of
// "simple_s1" to "simple_s175", 47 for the better (26 of them in the twelve sets it read: 545/588
// and 545/588, align:v41 526 and 539). "simple_s176" to "simple_s187" (veterinary clinics,
// car-sharing, wedding venues, community theatres, swimming pools, solar installers, zoos, dental
// practices, coworking spaces, marathons, breweries, rail season tickets), written at the start of
// align:v42 and sealed until it was committed, measured once: align:v42 553/588 and 545/588,
// align:v41 551/588 and 544/588 (lexical 574/588 and 20/588, embed 585/588 and 1/588). align:v43
// (see its test below; refitted; made looking at "simple_s176" to "simple_s187") changes 42
// decisions of "simple_s1" to "simple_s187", all for the better (19 of them in the twelve sets it
// read: 564/588 and 553/588). "simple_s188" to "simple_s193" (garden centres, museum memberships,
// food delivery apps, ski resorts, library e-books, EV charging), written at the start of
// align:v43 and sealed until it was committed, measured once: align:v43 273/294 and 266/294,
// align:v42 272/294 and 266/294 (lexical 280/294 and 9/294, embed 293/294 and 0/294). align:v44
// (see its test below; made looking at "simple_s188" to "simple_s193"; the same weights) changes
// 6 decisions of "simple_s1" to "simple_s193", all for the better (5 of them in the six sets it
// read: 277/294 and 267/294). "simple_s195" to "simple_s199" (language schools, second-hand
// bookshops, recycling centres, escape rooms, riding stables), written at the start of align:v44
// and sealed until it was committed, measured once: align:v44 224/245 and 230/245, align:v43
// 223/245 and 230/245 (lexical 235/245 and 7/245, embed 243/245 and 1/245); "simple_s194" (farmers'
// cooperatives), delivered after them, measured once: align:v44 and align:v43 46/49 and 45/49
// (lexical 48/49 and 0/49, embed 49/49 and 0/49). "simple_s200" to "simple_s205" (bike-share
// schemes, tattoo studios, bowling alleys, food trucks, ice rinks, climbing gyms), written after
// align:v44 was committed and sealed until measured, measured once: align:v44 255/294 and 266/294
// (lexical 263/294 and 27/294, embed 294/294 and 1/294). align:v45 (see its test below; refitted;
// made looking at "simple_s200" to "simple_s205") changes 33 decisions of "simple_s1" to
// "simple_s205", 32 for the better (22 of them in the six sets it read: 270/294 and 273/294; the
// one for the worse: "Orders placed ... on a Saturday are shipped the same day", a weekday now
// found at the source's "weekends"). "simple_s206" to "simple_s211" (trampoline parks, community
// radio, snooker halls, go-karting, barbershops, florists), written at the start of align:v45 and
// sealed until it was committed, measured once: align:v45 260/294 and 269/294, align:v44 258/294
// and 269/294 (lexical 263/294 and 25/294, embed 293/294 and 0/294). align:v46 (see its test
// below; refitted; made looking at "simple_s206" to "simple_s211") changes 18 decisions of
// "simple_s1" to "simple_s211", all for the better (9 of them in the six sets it read: 268/294
// and 270/294). "simple_s212" to "simple_s217" (dog walking, roller rinks, axe throwing, mini
// golf, coffee roasters, pottery studios), written at the start of align:v46 and sealed until it
// was committed, measured once: align:v46 and align:v45 267/294 and 267/294 (lexical 255/294 and
// 31/294, embed 294/294 and 3/294). align:v47 (see its test below; refitted; made looking at
// "simple_s212" to "simple_s217") changes 14 decisions of "simple_s1" to "simple_s217", 13 for the
// better (6 of them in the six sets it read: 272/294 and 268/294; the one for the worse: "Priya
// Shah was trained by coach Daniel Okafor", the title read as the verb). "simple_s218" to
// "simple_s222" (karaoke bars, flea markets, print shops, piano tuners, tailors), written at the
// start of align:v47 and sealed until it was committed, measured once: align:v47 and align:v46
// 218/245 and 224/245 (lexical 214/245 and 33/245, embed 242/245 and 2/245); "simple_s223"
// (chimney sweeps), delivered after them, measured once: align:v47 and align:v46 44/49 and 43/49
// (lexical 45/49 and 5/49, embed 49/49 and 0/49). align:v48 (see its test
// below; refitted; made looking at "simple_s218" to "simple_s223") changes 6 decisions of
// "simple_s1" to "simple_s223", all for the better (4 of them in the six sets it read: 266/294 and
// 267/294). "simple_s224" to "simple_s228" (launderettes, photography studios, skate parks,
// bicycle repair shops, community choirs), written at the start of align:v48 and sealed until it
// was committed, measured once: align:v48 and align:v47 219/245 and 222/245 (lexical 217/245 and
// 20/245, embed 245/245 and 0/245). align:v49 (see its test below; made looking at "simple_s224"
// to "simple_s228"; the same weights) changes 3 decisions of "simple_s1" to "simple_s228", all for
// the better and all in the five sets it read: 220/245 and 224/245. "simple_s229" to "simple_s231"
// (tennis clubs, candle and soap makers, cinemas), written at the start of align:v49 and sealed
// until it was committed, measured once: align:v49 and align:v48 125/147 and 135/147 (lexical
// 131/147 and 17/147, embed 147/147 and 0/147). align:v50 (see its test below; refitted; made
// looking at "simple_s229" to "simple_s231") changes 15 decisions of "simple_s1" to
// "simple_s231", all for the better (6 of them in the three sets it read: 128/147 and 138/147).
// "simple_s232" to "simple_s237" (vineyards, locksmiths, car washes, planetariums, scuba diving
// schools, archery and fencing clubs), written at the start of align:v50 and sealed until it was
// committed, measured once: align:v50 272/294 and 268/294, align:v49 272/294 and 267/294 (lexical
// 267/294 and 23/294, embed 289/294 and 2/294). align:v51 (see its test below; made looking at
// "simple_s232" to "simple_s237"; the same weights) changes 27 decisions of "simple_s1" to
// "simple_s237", all for the better (13 of them in the six sets it read: 276/294 and 277/294).
// "simple_s238" to "simple_s243" (kayak hire, saunas, board game cafés, plant nurseries, food
// banks, surf schools), written at the start of align:v51 and sealed until it was committed,
// measured once: align:v51 262/294 and 272/294, align:v50 262/294 and 271/294 (lexical 262/294 and
// 26/294, embed 293/294 and 1/294). align:v52 (see its test below; made looking at "simple_s238"
// to "simple_s243"; the same weights) changes 8 decisions of "simple_s1" to "simple_s243", all
// for the better (6 of them in the six sets it read: 263/294 and 277/294). "simple_s244" to
// "simple_s249" (riding stables, paintball parks, circus schools, model railway clubs, charity
// shops, cooking classes), written at the start of align:v52 and sealed until it was committed,
// measured once: align:v52 and align:v51 261/294 and 277/294 (lexical 270/294 and 22/294, embed
// 294/294 and 0/294). align:v53 (see its test below; made looking at "simple_s244" to
// "simple_s249"; the same weights) changes 13 decisions of "simple_s1" to "simple_s249", all for
// the better (7 of them in the six sets it read: 267/294 and 278/294). "simple_s250" to
// "simple_s255" (puppet theatres, dance schools, falconry centres, community gardens, music
// festivals, yoga studios), written at the start of align:v53 and sealed until it was committed,
// measured once: align:v53 272/294 and 279/294, align:v52 272/294 and 278/294 (lexical 264/294 and
// 25/294, embed 294/294 and 0/294). align:v54 (see its test below; made looking at "simple_s250"
// to "simple_s255"; the same weights) changes 6 decisions of "simple_s1" to "simple_s255", all
// for the better (2 of them in the six sets it read: 274/294 and 279/294). "simple_s256" to
// "simple_s261" (taxi firms, window cleaners, tutoring agencies, antique shops, bridal shops, nail
// salons), written at the start of align:v54 and sealed until it was committed, measured once:
// align:v54 and align:v53 261/294 and 269/294 (lexical 246/294 and 37/294, embed 292/294 and
// 4/294). align:v55 (see its test below; made looking at "simple_s256" to "simple_s261"; the same
// weights) changes 4 decisions of "simple_s1" to "simple_s261", all for the better and all in the
// six sets it read: 265/294 and 269/294. "simple_s262" to "simple_s267" (breweries, gin
// distilleries, chocolatiers, upholsterers, jewellers, ghost tours), written at the start of
// align:v55 and sealed until it was committed, measured once: align:v55 and align:v54 269/294 and
// 280/294 (lexical 266/294 and 20/294, embed 294/294 and 0/294). align:v56 (see its test below;
// made looking at "simple_s262" to "simple_s267"; the same weights) changes 5 decisions of
// "simple_s1" to "simple_s267", all for the better (1 of them in the six sets it read: 269/294 and
// 281/294). "simple_s268" to "simple_s273" (boxing and martial arts, pet groomers, hot air
// balloons, canal boats, record shops, cricket and rugby), written at the start of align:v56 and
// sealed until it was committed, measured once: align:v56 and align:v55 259/294 and 273/294
// (lexical 261/294 and 24/294, embed 293/294 and 1/294). align:v57 (see its test below; made
// looking at "simple_s268" to "simple_s273"; the same weights) changes 29 decisions of
// "simple_s1" to "simple_s273", all for the better (15 of them in the six sets it read: 269/294 and
// 278/294). "simple_s274" to "simple_s279" (rowing clubs, yarn shops, lighthouses, cheesemakers,
// model-kit shops, sign language classes), written at the start of align:v57 and sealed until it
// was committed, measured once: align:v57 270/294 and 271/294, align:v56 270/294 and 272/294
// (lexical 263/294 and 27/294, embed 294/294 and 1/294). align:v58 (see its test below; made
// looking at "simple_s274" to "simple_s279"; refitted) changes 30 decisions of "simple_s1" to
// "simple_s279", all for the better (13 of them in the six sets it read: 276/294 and 278/294).
// "simple_s280" to "simple_s285" (chess clubs, skydiving centres, farriers, phone repair shops,
// wildlife rescue centres, tea rooms), written at the start of align:v58 and sealed until it was
// committed, measured once: align:v58 and align:v57 265/294 and 271/294 (lexical 260/294 and
// 32/294, embed 293/294 and 0/294). align:v59 (see its test below; made looking at "simple_s280"
// to "simple_s285"; the same weights) changes 12 decisions of "simple_s1" to "simple_s285", all
// for the better (5 of them in the six sets it read: 268/294 and 273/294). "simple_s286" to
// "simple_s291" (luthiers, bonsai nurseries, gritting services, sign-writers, fossil tours, drone
// photographers), written at the start of align:v59 and sealed until it was committed, measured
// once: align:v59 and align:v58 267/294 and 275/294 (lexical 273/294 and 27/294, embed 294/294
// and 0/294). align:v60 (see its test below; made looking at "simple_s286" to "simple_s291"; the
// same weights) changes 5 decisions of "simple_s1" to "simple_s291", all for the better (3 of them
// in the six sets it read: 269/294 and 276/294). "simple_s292" to "simple_s297" (milliners,
// vintage clothing, vegetable boxes, kite clubs, bell ringers, mosaic studios), written at the
// start of align:v60 and sealed until it was committed, measured once: align:v60 and align:v59
// 268/294 and 278/294 (lexical 270/294 and 20/294, embed 294/294 and 3/294). align:v61 (see its
// test below; made looking at "simple_s292" to "simple_s297"; the same weights) changes 6
// decisions of "simple_s1" to "simple_s297", all for the better (3 of them in the six sets it
// read: 271/294 and 278/294). "simple_s298" to "simple_s303" (ice hockey clubs, glassblowers,
// beach huts, rare book dealers, honey shows, mobile libraries), written at the start of align:v61
// and sealed until it was committed, measured once: align:v61 and align:v60 264/294 and 280/294
// (lexical 265/294 and 24/294, embed 294/294 and 2/294). align:v62 (see its test below; made
// looking at "simple_s298" to "simple_s303"; the same weights) changes 4 decisions of "simple_s1"
// to "simple_s303", all for the better (3 of them in the six sets it read: 267/294 and 280/294).
// "simple_s304" to "simple_s309" (dog daycare centres, climbing shops, community bakeries, sea
// kayak expeditions, stained glass workshops, arcade bars), written at the start of align:v62 and
// sealed until it was committed, measured once: align:v62 and align:v61 261/294 and 278/294
// (lexical 267/294 and 27/294, embed 293/294 and 3/294). align:v63 (see its test below; made
// looking at "simple_s304" to "simple_s309"; the same weights) changes 22 decisions of "simple_s1"
// to "simple_s309", all for the better (12 of them in the six sets it read: 270/294 and 281/294).
// "simple_s310" to "simple_s315" (cider mills, curling clubs, violin makers, mushroom farms,
// quilting guilds, paragliding schools), written at the start of align:v63 and sealed until it was
// committed, measured once: align:v63 and align:v62 265/294 and 271/294 (lexical 262/294 and
// 30/294, embed 294/294 and 2/294). align:v64 (see its test below; made looking at "simple_s310"
// to "simple_s315"; the same weights) changes 13 decisions of "simple_s1" to "simple_s315", all for
// the better (8 of them in the six sets it read: 269/294 and 275/294). "simple_s316" to
// "simple_s321" (perfume shops, alpaca farms, sailmakers, crossword clubs, oyster farms, lavender
// farms), written at the start of align:v64 and sealed until it was committed, measured once:
// align:v64 and align:v63 266/294 and 282/294 (lexical 269/294 and 35/294, embed 291/294 and
// 2/294). align:v65 (see its test below; made looking at "simple_s316" to "simple_s321"; the
// same weights) changes 13 decisions of "simple_s1" to "simple_s321", all for the better (7 of
// them in the six sets it read: 271/294 and 284/294). "simple_s322" to "simple_s327" (bagpipe
// bands, roller derby, hot springs, maple syrup, zip lines, letterpress studios), written at the
// start of align:v65 and sealed until it was committed, measured once: align:v65 and align:v64
// 281/294 and 270/294 (lexical 279/294 and 20/294, embed 294/294 and 1/294). align:v66 (see its
// test below; made looking at "simple_s322" to "simple_s327"; the same weights) changes 12
// decisions of "simple_s1" to "simple_s327", all for the better (3 of them in the six sets it read:
// 281/294 and 273/294). "simple_s328" to "simple_s333" (glamping sites, kombucha breweries, axe
// throwing, orchid nurseries, stonemasons, accordion shops), written at the start of align:v66 and
// sealed until it was committed, measured once: align:v66 and align:v65 270/294 and 275/294
// (lexical 268/294 and 23/294, embed 293/294 and 2/294). align:v67 (see its test below; made
// looking at "simple_s328" to "simple_s333"; the same weights) changes 11 decisions of "simple_s1"
// to "simple_s333", all for the better (3 of them in the six sets it read: 272/294 and 276/294).
// "simple_s334" to "simple_s339" (origami clubs, ham radio clubs, dog groomers, bookbinders, ramen
// shops, lacrosse clubs), written at the start of align:v67 and sealed until it was committed,
// measured once: align:v67 and align:v66 270/294 and 279/294 (lexical 279/294 and 23/294, embed
// 294/294 and 1/294). align:v68 (see its test below; made looking at "simple_s334" to
// "simple_s339"; the same weights) changes 10 decisions of "simple_s1" to "simple_s339", all for
// the better (4 of them in the six sets it read: 272/294 and 281/294). "simple_s340" to
// "simple_s345" (tapestry weavers, clog dancers, falafel stands, saffron farms, magicians, polo
// clubs), written at the start of align:v68 and sealed until it was committed, measured once:
// align:v68 and align:v67 270/294 and 268/294 (lexical 266/294 and 25/294, embed 294/294 and
// 2/294). align:v69 (see its test below; made looking at "simple_s340" to "simple_s345"; the same
// weights) changes 6 decisions of "simple_s1" to "simple_s345", all for the better (2 of them in
// the six sets it read: 270/294 and 270/294). "simple_s346" to "simple_s351" (tea estates, organ
// builders, circus schools, sushi restaurants, snorkel tours, sled dog kennels), written at the
// start of align:v69 and sealed until it was committed, measured once: align:v69 and align:v68
// 272/294 and 270/294 (lexical 262/294 and 16/294, embed 293/294 and 1/294). align:v70 (see its
// test below; made looking at "simple_s346" to "simple_s351"; the same weights) changes 16
// decisions of "simple_s1" to "simple_s351", all for the better (7 of them in the six sets it read:
// 275/294 and 274/294). "simple_s352" to "simple_s357" (ice sculpture studios, piano tuners, water
// polo clubs, cheesemongers, thatchers, cobblers), written after align:v69 was committed and sealed
// until align:v70 was, measured once: align:v70 and align:v69 266/294 and 272/294 (align:v69 266
// and 271; lexical 265/294 and 20/294, embed 292/294 and 0/294). align:v71 (see its test below;
// made looking at "simple_s352" to "simple_s357"; refitted) changes 20 decisions of "simple_s1" to
// "simple_s357", 16 for the better by its rules (7 of them in the six sets it read: 272/294 and
// 273/294) and 2 each way at the threshold. "simple_s358" to "simple_s363" (ski lifts, taxidermists,
// balloon rides, saddlers, perfumers, rug weavers), written at the start of align:v70 and sealed
// until align:v71 was committed, measured once: align:v71 and align:v70 275/294 and 273/294
// (lexical 261/294 and 32/294, embed 292/294 and 0/294). align:v72 (see its test below; made
// looking at "simple_s358" to "simple_s363"; the same weights) changes 11 decisions of "simple_s1"
// to "simple_s363", all for the better (4 of them in the six sets it read: 278/294 and 274/294).
// "simple_s364" to "simple_s369" (bell foundries, wood turners, basket weavers, sheep shearers,
// knife sharpeners, typewriter repairers), written at the start of align:v71 and sealed until
// align:v72 was committed, measured once: align:v72 and align:v71 265/294 and 269/294 (lexical
// 258/294 and 17/294, embed 294/294 and 1/294). align:v73 (see its test below; made looking at
// "simple_s364" to "simple_s369"; the same weights) changes 8 decisions of "simple_s1" to
// "simple_s369", all for the better (4 of them in the six sets it read: 269/294 and 269/294).
// "simple_s370" to "simple_s375" (windmills, bike couriers, organic dairies, candle makers, harbour
// pilots, laser tag arenas), written at the start of align:v72 and sealed until align:v73 was
// committed, measured once: align:v73 266/294 and 268/294, align:v72 264/294 and 268/294 (lexical
// 264/294 and 31/294, embed 293/294 and 0/294). align:v74 (see its test below; made looking at
// "simple_s370" to "simple_s375"; the same weights) changes 10 decisions of "simple_s1" to
// "simple_s375", all for the better (5 of them in the six sets it read: 269/294 and 270/294).
// "simple_s376" to "simple_s381" (tide pool walks, pizza oven builders, scrap metal yards, apiaries,
// vinyl record shops, hearing aid clinics), written at the start of align:v73 and sealed until
// align:v74 was committed, measured once: align:v74 262/294 and 279/294, align:v73 262/294 and
// 277/294 (lexical 267/294 and 21/294, embed 293/294 and 1/294). align:v75 (see its test below;
// made looking at "simple_s376" to "simple_s381"; the same weights) changes 6 decisions of
// "simple_s1" to "simple_s381", all for the better (2 of them in the six sets it read: 263/294 and
// 280/294). "simple_s382" to "simple_s387" (sculpture parks, clock repairers, stamp collectors,
// bouldering gyms, ice fishing outfitters, surfboard shapers), written at the start of align:v74 and
// sealed until align:v75 was committed, measured once: align:v75 and align:v74 268/294 and 280/294
// (lexical 261/294 and 24/294, embed 293/294 and 1/294). align:v76 (see its test below; made
// looking at "simple_s382" to "simple_s387"; the same weights) changes 5 decisions of "simple_s1"
// to "simple_s387", all for the better (2 of them in the six sets it read: 270/294 and 280/294).
// "simple_s388" to "simple_s393" (dog shows, greenhouses, mushroom foraging walks, show caves, tea
// blenders, antique map dealers), written after align:v75 was committed and sealed until align:v76
// was, measured once: align:v76 and align:v75 268/294 and 280/294 (lexical 266/294 and 27/294, embed
// 292/294 and 4/294). align:v77 (see its test below; made looking at "simple_s388" to
// "simple_s393"; the same weights) changes 3 decisions of "simple_s1" to "simple_s393", all for the
// better (1 of them in the six sets it read: 269/294 and 280/294). "simple_s394" to "simple_s399"
// (bridge clubs, glaziers, weather stations, bus depots, fish hatcheries, lifeboat stations),
// written after align:v76 was committed and sealed until align:v77 was, measured once: align:v77
// and align:v76 274/294 and 281/294 (lexical 269/294 and 16/294, embed 292/294 and 2/294).
// align:v78 (see its test below; made looking at "simple_s394" to "simple_s399"; the same weights)
// changes 24 decisions of "simple_s1" to "simple_s399", all for the better (12 of them in the six
// sets it read: 283/294 and 284/294). "simple_s400" to "simple_s405" (botanical gardens,
// orienteering clubs, scaffolders, genealogists, brass bands, ballroom dance studios), written after
// align:v77 was committed and sealed until align:v78 was, measured once: align:v78 and align:v77
// 255/294 and 272/294 (lexical 261/294 and 29/294, embed 291/294 and 0/294). align:v79 (see its
// test below; made looking at "simple_s400" to "simple_s405"; the same weights) changes 25 decisions
// of "simple_s1" to "simple_s405", all for the better (13 of them in the six sets it read: 265/294
// and 275/294). "simple_s406" to "simple_s411" (sewing machine repairers, tree surgeons, drainage
// contractors, donkey sanctuaries, reptile shops, tropical fish stores), written after align:v78 was
// committed and sealed until align:v79 was, measured once: align:v79 266/294 and 272/294 (align:v78
// 266 and 271; lexical 271/294 and 16/294, embed 294/294 and 0/294). align:v80 (see its test below;
// made looking at "simple_s406" to "simple_s411"; the same weights) changes 14 decisions of
// "simple_s1" to "simple_s411", all for the better (8 of them in the six sets it read: 268/294 and
// 278/294). "simple_s412" to "simple_s417" (bell ringers, martial arts dojos, croquet and bowls clubs,
// hi-fi shops, pawnbrokers, kitchen fitters), written after align:v79 was committed and sealed until
// align:v80 was, measured once: align:v80 264/294 and 276/294 (align:v79 264 and 275; lexical 266/294
// and 24/294, embed 293/294 and 2/294). align:v81 (see its test below; made looking at "simple_s412"
// to "simple_s417"; the same weights) changes 4 decisions of "simple_s1" to "simple_s417", all for
// the better (3 of them in the six sets it read: 266/294 and 277/294). "simple_s418" to "simple_s423"
// (badminton and squash clubs, pilates studios, velodromes, pub quizzes and bingo halls, wallpaper
// shops, water feature installers), written after align:v80 was committed and sealed until align:v81
// was, measured once: align:v81 and align:v80 270/294 and 279/294 (lexical 274/294 and 14/294, embed
// 293/294 and 1/294). align:v82 (see its test below; made looking at "simple_s418" to "simple_s423";
// the same weights) changes 8 decisions of "simple_s1" to "simple_s423", all for the better (3 of them
// in the six sets it read: 271/294 and 281/294). "simple_s424" to "simple_s429" (hot tub suppliers,
// olive oil producers, fishmongers and butchers, greengrocers, bagel and doughnut shops, juice bars
// and distilleries), written after align:v81 was committed and sealed until align:v82 was, measured
// once: align:v82 and align:v81 268/294 and 280/294 (lexical 260/294 and 24/294, embed 293/294 and
// 1/294). align:v83 (see its test below; made looking at "simple_s424" to "simple_s429"; the same
// weights) changes 2 decisions of "simple_s1" to "simple_s429", both for the better (1 of them in the
// six sets it read: 269/294 and 280/294). "simple_s430" to "simple_s435" (dim sum and taco trucks,
// smoothie bars, outdoor furniture, netball and table tennis, parkrun, snowboard schools), written
// after align:v82 was committed and sealed until align:v83 was, measured once: align:v83 and align:v82
// 270/294 and 271/294 (lexical 273/294 and 36/294, embed 294/294 and 0/294). align:v84 (see its test
// below; made looking at "simple_s430" to "simple_s435"; the same weights) changes 2 decisions of
// "simple_s1" to "simple_s435", both for the better (1 of them in the six sets it read: 271/294 and
// 271/294). "simple_s436" to "simple_s441" (camera clubs, cargo bike hire, allotment shops, window
// cleaners, driving ranges, pottery painting cafés), written after align:v83 was committed and sealed
// until align:v84 was, measured once: align:v84 and align:v83 262/294 and 281/294 (lexical 256/294 and
// 28/294, embed 294/294 and 1/294). align:v85 (see its test below; made looking at "simple_s436" to
// "simple_s441"; the same weights) changes 47 decisions of "simple_s1" to "simple_s441", 46 for the
// better (18 of them in the six sets it read, 17 for the better: 276/294 and 283/294).
// "simple_s442" to "simple_s447" (laundrettes, skip hire, sign writers, sightseeing buses, piercing
// studios, locum pharmacists), written after align:v84 was committed and sealed until align:v85
// was, measured once: align:v85 and align:v84 258/294 and 280/294 (lexical 261/294 and 17/294,
// embed 294/294 and 4/294). align:v86 (see its test below; made looking at "simple_s442" to
// "simple_s447"; the same weights) changes 25 decisions of "simple_s1" to "simple_s447", all for
// the better (13 of them in the six sets it read: 267/294 and 284/294). "simple_s448" to
// "simple_s453" (blood donor sessions, poke bowls, dry ski slopes, zipline parks, caravan parks,
// self-storage), written after align:v85 was committed and sealed until align:v86 was, measured
// once: align:v86 and align:v85 274/294 and 266/294 (lexical 260/294 and 37/294, embed 294/294 and
// 3/294). align:v87 (see its test below; made looking at "simple_s448" to "simple_s453"; the same
// weights) changes 19 decisions of "simple_s1" to "simple_s453", all for the better (4 of them in
// the six sets it read: 274/294 and 270/294). "simple_s454" to "simple_s459" (wine bars, crazy
// golf, mobile libraries, guide dogs, pumpkin patches, Christmas trees), written after align:v86
// was committed and sealed until align:v87 was, measured once: align:v87 and align:v86 263/294 and
// 275/294 (lexical 247/294 and 27/294, embed 293/294 and 1/294). align:v88 (see its test below;
// made looking at "simple_s454" to "simple_s459"; the same weights) changes 2 decisions of
// "simple_s1" to "simple_s459", both for the better and both in the six sets it read: 265/294 and
// 275/294. "simple_s460" to "simple_s465" (roller discos, jigsaw puzzles, knife sharpening, bubble
// tea, rock pooling, lighthouses), written after align:v87 was committed and sealed until align:v88
// was, measured once: align:v88 and align:v87 275/294 and 271/294 (lexical 270/294 and 37/294, embed
// 293/294 and 3/294). align:v89 (see its test below; made looking at "simple_s460" to
// "simple_s465"; the same weights) changes 8 decisions of "simple_s1" to "simple_s465", all for the
// better (3 of them in the six sets it read: 275/294 and 274/294). "simple_s466" to "simple_s471"
// (soap making, ice cream vans, model shops, climbing walls, tool libraries, bat walks and
// stargazing), written after align:v88 was committed and sealed until align:v89 was, measured once:
// align:v89 and align:v88 277/294 and 277/294 (lexical 261/294 and 29/294, embed 292/294 and 2/294).
// align:v90 (see its test below; made looking at "simple_s466" to "simple_s471"; the same weights)
// changes 2 decisions of "simple_s1" to "simple_s471", both for the better and both in the six sets
// it read: 277/294 and 279/294. "simple_s472" to "simple_s477" (barista courses, dog agility, sheepdog
// trials, sourdough classes, cider pressing, mahjong clubs), written after align:v89 was committed and
// sealed until align:v90 was, measured once: align:v90 and align:v89 270/294 and 277/294 (lexical
// 269/294 and 23/294, embed 293/294 and 1/294). align:v91 (see its test below; made looking at
// "simple_s472" to "simple_s477"; the same weights) changes 34 decisions of "simple_s1" to
// "simple_s477", all for the better (11 of them in the six sets it read: 275/294 and 283/294).
// "simple_s478" to "simple_s483" (classic car rallies, cheese making, pub quizzes, salsa and tango,
// amateur radio, metal detecting), written after align:v90 was committed and sealed until align:v91
// was, measured once: align:v91 and align:v90 262/294 and 267/294 (lexical 264/294 and 35/294, embed
// 294/294 and 1/294). align:v92 (see its test below; made looking at "simple_s478" to
// "simple_s483"; the same weights) changes 26 decisions of "simple_s1" to "simple_s483", all for
// the better (13 of them in the six sets it read: 266/294 and 276/294). "simple_s484" to
// "simple_s489" (whale watching, geocaching, crochet, woodturning, llama trekking, giant
// vegetables), written after align:v91 was committed and sealed until align:v92 was, measured once:
// align:v92 264/294 and 276/294 (align:v91 263 and 276; lexical 266/294 and 26/294, embed 292/294
// and 1/294). align:v93 (see its test below; made looking at "simple_s484" to "simple_s489"; the
// same weights) changes 13 decisions of "simple_s1" to "simple_s489", all for the better (9 of them
// in the six sets it read: 269/294 and 280/294). "simple_s490" to "simple_s495" (fly fishing,
// windsurfing, cacti, morris dancing, cosplay, disc golf and pickleball), written after align:v92 was
// committed and sealed until align:v93 was, measured once: align:v93 and align:v92 274/294 and 270/294
// (lexical 281/294 and 27/294, embed 294/294 and 1/294). align:v94 (see its test below; made
// looking at "simple_s490" to "simple_s495"; the same weights) changes 2 decisions of "simple_s1"
// to "simple_s495", both for the better and both in the six sets it read: 274/294 and 272/294.
// "simple_s496" to "simple_s501" (fireworks, scarecrow festivals, board games, fudge, padel, duck
// races), written after align:v93 was committed and sealed until align:v94 was, measured once:
// align:v94 266/294 and 276/294 (align:v93 266 and 275; lexical 270/294 and 28/294, embed 294/294 and
// 2/294). align:v95 (see its test below; made looking at "simple_s496" to "simple_s501"; the same
// weights) changes 1 decision of "simple_s1" to "simple_s501", for the better and in the six sets
// it read: 267/294 and 276/294. These are align:v95's counts.
TEST(AlignJudge, SimpleProbeAccuracyPerCategory) {
  const std::map<std::string, std::pair<int, int>> want = {
      {"simple_s1/antonyms", {7, 6}}, {"simple_s1/dates", {7, 6}}, {"simple_s1/entities", {7, 6}},
      {"simple_s1/negation", {7, 7}}, {"simple_s1/numbers", {6, 7}}, {"simple_s1/quantifiers", {7, 7}},
      {"simple_s1/roles", {7, 6}}, {"simple_s10/antonyms", {7, 6}}, {"simple_s10/dates", {7, 7}},
      {"simple_s10/entities", {7, 6}}, {"simple_s10/negation", {7, 6}}, {"simple_s10/numbers", {7, 7}},
      {"simple_s10/quantifiers", {7, 7}}, {"simple_s10/roles", {7, 5}}, {"simple_s100/antonyms", {7, 7}},
      {"simple_s100/dates", {7, 7}}, {"simple_s100/entities", {7, 7}}, {"simple_s100/negation", {5, 6}},
      {"simple_s100/numbers", {7, 6}}, {"simple_s100/quantifiers", {7, 7}}, {"simple_s100/roles", {7, 7}},
      {"simple_s101/antonyms", {5, 6}}, {"simple_s101/dates", {6, 7}}, {"simple_s101/entities", {7, 7}},
      {"simple_s101/negation", {5, 7}}, {"simple_s101/numbers", {7, 7}}, {"simple_s101/quantifiers", {7, 7}},
      {"simple_s101/roles", {7, 7}}, {"simple_s102/antonyms", {6, 6}}, {"simple_s102/dates", {7, 6}},
      {"simple_s102/entities", {7, 7}}, {"simple_s102/negation", {6, 6}}, {"simple_s102/numbers", {7, 7}},
      {"simple_s102/quantifiers", {7, 6}}, {"simple_s102/roles", {7, 6}}, {"simple_s103/antonyms", {7, 6}},
      {"simple_s103/dates", {7, 7}}, {"simple_s103/entities", {7, 7}}, {"simple_s103/negation", {6, 6}},
      {"simple_s103/numbers", {7, 7}}, {"simple_s103/quantifiers", {6, 5}}, {"simple_s103/roles", {7, 6}},
      {"simple_s104/antonyms", {7, 6}}, {"simple_s104/dates", {7, 7}}, {"simple_s104/entities", {7, 7}},
      {"simple_s104/negation", {7, 7}}, {"simple_s104/numbers", {7, 7}}, {"simple_s104/quantifiers", {5, 7}},
      {"simple_s104/roles", {7, 7}}, {"simple_s105/antonyms", {7, 6}}, {"simple_s105/dates", {7, 7}},
      {"simple_s105/entities", {6, 5}}, {"simple_s105/negation", {6, 6}}, {"simple_s105/numbers", {7, 7}},
      {"simple_s105/quantifiers", {5, 7}}, {"simple_s105/roles", {7, 6}}, {"simple_s106/antonyms", {7, 7}},
      {"simple_s106/dates", {7, 7}}, {"simple_s106/entities", {7, 4}}, {"simple_s106/negation", {7, 7}},
      {"simple_s106/numbers", {7, 7}}, {"simple_s106/quantifiers", {6, 7}}, {"simple_s106/roles", {7, 7}},
      {"simple_s107/antonyms", {6, 7}}, {"simple_s107/dates", {7, 7}}, {"simple_s107/entities", {7, 7}},
      {"simple_s107/negation", {6, 6}}, {"simple_s107/numbers", {7, 7}}, {"simple_s107/quantifiers", {7, 6}},
      {"simple_s107/roles", {7, 5}}, {"simple_s108/antonyms", {6, 7}}, {"simple_s108/dates", {6, 7}},
      {"simple_s108/entities", {7, 7}}, {"simple_s108/negation", {4, 7}}, {"simple_s108/numbers", {7, 7}},
      {"simple_s108/quantifiers", {7, 7}}, {"simple_s108/roles", {7, 6}}, {"simple_s109/antonyms", {6, 7}},
      {"simple_s109/dates", {7, 6}}, {"simple_s109/entities", {7, 7}}, {"simple_s109/negation", {7, 7}},
      {"simple_s109/numbers", {7, 7}}, {"simple_s109/quantifiers", {7, 5}}, {"simple_s109/roles", {7, 5}},
      {"simple_s11/antonyms", {7, 7}}, {"simple_s11/dates", {7, 7}}, {"simple_s11/entities", {7, 7}},
      {"simple_s11/negation", {6, 7}}, {"simple_s11/numbers", {7, 7}}, {"simple_s11/quantifiers", {7, 4}},
      {"simple_s11/roles", {7, 7}}, {"simple_s110/antonyms", {7, 7}}, {"simple_s110/dates", {7, 6}},
      {"simple_s110/entities", {7, 6}}, {"simple_s110/negation", {7, 7}}, {"simple_s110/numbers", {7, 7}},
      {"simple_s110/quantifiers", {7, 7}}, {"simple_s110/roles", {7, 7}}, {"simple_s111/antonyms", {7, 6}},
      {"simple_s111/dates", {7, 7}}, {"simple_s111/entities", {7, 7}}, {"simple_s111/negation", {7, 7}},
      {"simple_s111/numbers", {7, 7}}, {"simple_s111/quantifiers", {7, 7}}, {"simple_s111/roles", {7, 7}},
      {"simple_s112/antonyms", {6, 7}}, {"simple_s112/dates", {7, 7}}, {"simple_s112/entities", {7, 5}},
      {"simple_s112/negation", {6, 7}}, {"simple_s112/numbers", {7, 7}}, {"simple_s112/quantifiers", {7, 6}},
      {"simple_s112/roles", {7, 7}}, {"simple_s113/antonyms", {6, 6}}, {"simple_s113/dates", {7, 6}},
      {"simple_s113/entities", {7, 5}}, {"simple_s113/negation", {5, 7}}, {"simple_s113/numbers", {6, 7}},
      {"simple_s113/quantifiers", {6, 5}}, {"simple_s113/roles", {7, 6}}, {"simple_s114/antonyms", {7, 7}},
      {"simple_s114/dates", {7, 6}}, {"simple_s114/entities", {7, 7}}, {"simple_s114/negation", {6, 7}},
      {"simple_s114/numbers", {6, 7}}, {"simple_s114/quantifiers", {6, 6}}, {"simple_s114/roles", {7, 6}},
      {"simple_s115/antonyms", {7, 7}}, {"simple_s115/dates", {7, 7}}, {"simple_s115/entities", {6, 5}},
      {"simple_s115/negation", {7, 6}}, {"simple_s115/numbers", {7, 7}}, {"simple_s115/quantifiers", {7, 6}},
      {"simple_s115/roles", {7, 7}}, {"simple_s116/antonyms", {7, 7}}, {"simple_s116/dates", {7, 7}},
      {"simple_s116/entities", {7, 6}}, {"simple_s116/negation", {7, 7}}, {"simple_s116/numbers", {7, 7}},
      {"simple_s116/quantifiers", {7, 7}}, {"simple_s116/roles", {7, 5}}, {"simple_s117/antonyms", {7, 7}},
      {"simple_s117/dates", {6, 6}}, {"simple_s117/entities", {7, 7}}, {"simple_s117/negation", {5, 7}},
      {"simple_s117/numbers", {7, 7}}, {"simple_s117/quantifiers", {6, 7}}, {"simple_s117/roles", {7, 7}},
      {"simple_s118/antonyms", {7, 6}}, {"simple_s118/dates", {6, 7}}, {"simple_s118/entities", {7, 7}},
      {"simple_s118/negation", {6, 7}}, {"simple_s118/numbers", {7, 7}}, {"simple_s118/quantifiers", {5, 7}},
      {"simple_s118/roles", {6, 7}}, {"simple_s119/antonyms", {7, 7}}, {"simple_s119/dates", {7, 7}},
      {"simple_s119/entities", {7, 7}}, {"simple_s119/negation", {7, 6}}, {"simple_s119/numbers", {6, 7}},
      {"simple_s119/quantifiers", {6, 6}}, {"simple_s119/roles", {7, 6}}, {"simple_s12/antonyms", {7, 7}},
      {"simple_s12/dates", {5, 7}}, {"simple_s12/entities", {7, 7}}, {"simple_s12/negation", {7, 7}},
      {"simple_s12/numbers", {7, 7}}, {"simple_s12/quantifiers", {7, 7}}, {"simple_s12/roles", {7, 6}},
      {"simple_s120/antonyms", {6, 6}}, {"simple_s120/dates", {7, 7}}, {"simple_s120/entities", {6, 6}},
      {"simple_s120/negation", {7, 5}}, {"simple_s120/numbers", {7, 7}}, {"simple_s120/quantifiers", {7, 4}},
      {"simple_s120/roles", {7, 7}}, {"simple_s121/antonyms", {6, 7}}, {"simple_s121/dates", {6, 6}},
      {"simple_s121/entities", {7, 6}}, {"simple_s121/negation", {6, 7}}, {"simple_s121/numbers", {7, 7}},
      {"simple_s121/quantifiers", {4, 6}}, {"simple_s121/roles", {7, 7}}, {"simple_s122/antonyms", {7, 7}},
      {"simple_s122/dates", {6, 5}}, {"simple_s122/entities", {7, 7}}, {"simple_s122/negation", {6, 7}},
      {"simple_s122/numbers", {7, 7}}, {"simple_s122/quantifiers", {6, 6}}, {"simple_s122/roles", {7, 7}},
      {"simple_s123/antonyms", {7, 7}}, {"simple_s123/dates", {7, 7}}, {"simple_s123/entities", {7, 7}},
      {"simple_s123/negation", {7, 7}}, {"simple_s123/numbers", {7, 7}}, {"simple_s123/quantifiers", {6, 7}},
      {"simple_s123/roles", {7, 7}}, {"simple_s124/antonyms", {7, 7}}, {"simple_s124/dates", {7, 7}},
      {"simple_s124/entities", {6, 6}}, {"simple_s124/negation", {6, 7}}, {"simple_s124/numbers", {7, 7}},
      {"simple_s124/quantifiers", {7, 6}}, {"simple_s124/roles", {7, 7}}, {"simple_s125/antonyms", {7, 7}},
      {"simple_s125/dates", {6, 6}}, {"simple_s125/entities", {7, 6}}, {"simple_s125/negation", {7, 7}},
      {"simple_s125/numbers", {7, 7}}, {"simple_s125/quantifiers", {7, 7}}, {"simple_s125/roles", {6, 7}},
      {"simple_s126/antonyms", {7, 7}}, {"simple_s126/dates", {7, 7}}, {"simple_s126/entities", {7, 7}},
      {"simple_s126/negation", {7, 7}}, {"simple_s126/numbers", {7, 7}}, {"simple_s126/quantifiers", {5, 7}},
      {"simple_s126/roles", {6, 5}}, {"simple_s127/antonyms", {7, 7}}, {"simple_s127/dates", {6, 7}},
      {"simple_s127/entities", {7, 7}}, {"simple_s127/negation", {5, 7}}, {"simple_s127/numbers", {7, 7}},
      {"simple_s127/quantifiers", {7, 7}}, {"simple_s127/roles", {7, 7}}, {"simple_s128/antonyms", {6, 7}},
      {"simple_s128/dates", {7, 6}}, {"simple_s128/entities", {7, 5}}, {"simple_s128/negation", {6, 7}},
      {"simple_s128/numbers", {7, 7}}, {"simple_s128/quantifiers", {6, 6}}, {"simple_s128/roles", {6, 6}},
      {"simple_s129/antonyms", {7, 7}}, {"simple_s129/dates", {7, 7}}, {"simple_s129/entities", {7, 5}},
      {"simple_s129/negation", {5, 6}}, {"simple_s129/numbers", {7, 7}}, {"simple_s129/quantifiers", {6, 5}},
      {"simple_s129/roles", {6, 7}}, {"simple_s13/antonyms", {7, 7}}, {"simple_s13/dates", {6, 7}},
      {"simple_s13/entities", {7, 6}}, {"simple_s13/negation", {7, 7}}, {"simple_s13/numbers", {7, 7}},
      {"simple_s13/quantifiers", {6, 6}}, {"simple_s13/roles", {7, 7}}, {"simple_s130/antonyms", {7, 7}},
      {"simple_s130/dates", {7, 7}}, {"simple_s130/entities", {7, 7}}, {"simple_s130/negation", {5, 4}},
      {"simple_s130/numbers", {6, 7}}, {"simple_s130/quantifiers", {7, 7}}, {"simple_s130/roles", {7, 6}},
      {"simple_s131/antonyms", {6, 7}}, {"simple_s131/dates", {6, 7}}, {"simple_s131/entities", {7, 6}},
      {"simple_s131/negation", {7, 7}}, {"simple_s131/numbers", {7, 7}}, {"simple_s131/quantifiers", {6, 6}},
      {"simple_s131/roles", {7, 7}}, {"simple_s132/antonyms", {7, 7}}, {"simple_s132/dates", {7, 7}},
      {"simple_s132/entities", {7, 5}}, {"simple_s132/negation", {7, 6}}, {"simple_s132/numbers", {7, 7}},
      {"simple_s132/quantifiers", {7, 7}}, {"simple_s132/roles", {7, 6}}, {"simple_s133/antonyms", {7, 7}},
      {"simple_s133/dates", {7, 7}}, {"simple_s133/entities", {7, 7}}, {"simple_s133/negation", {6, 7}},
      {"simple_s133/numbers", {7, 7}}, {"simple_s133/quantifiers", {7, 6}}, {"simple_s133/roles", {7, 6}},
      {"simple_s134/antonyms", {7, 6}}, {"simple_s134/dates", {7, 7}}, {"simple_s134/entities", {6, 6}},
      {"simple_s134/negation", {6, 6}}, {"simple_s134/numbers", {7, 7}}, {"simple_s134/quantifiers", {6, 7}},
      {"simple_s134/roles", {7, 7}}, {"simple_s135/antonyms", {7, 7}}, {"simple_s135/dates", {7, 7}},
      {"simple_s135/entities", {7, 7}}, {"simple_s135/negation", {7, 6}}, {"simple_s135/numbers", {7, 7}},
      {"simple_s135/quantifiers", {7, 6}}, {"simple_s135/roles", {7, 7}}, {"simple_s137/antonyms", {5, 6}},
      {"simple_s137/dates", {7, 7}}, {"simple_s137/entities", {7, 5}}, {"simple_s137/negation", {6, 7}},
      {"simple_s137/numbers", {6, 7}}, {"simple_s137/quantifiers", {6, 6}}, {"simple_s137/roles", {7, 7}},
      {"simple_s138/antonyms", {6, 7}}, {"simple_s138/dates", {7, 6}}, {"simple_s138/entities", {7, 7}},
      {"simple_s138/negation", {7, 7}}, {"simple_s138/numbers", {7, 7}}, {"simple_s138/quantifiers", {7, 7}},
      {"simple_s138/roles", {7, 7}}, {"simple_s14/antonyms", {7, 7}}, {"simple_s14/dates", {7, 6}},
      {"simple_s14/entities", {6, 6}}, {"simple_s14/negation", {6, 7}}, {"simple_s14/numbers", {6, 6}},
      {"simple_s14/quantifiers", {7, 7}}, {"simple_s14/roles", {7, 5}}, {"simple_s140/antonyms", {6, 6}},
      {"simple_s140/dates", {7, 6}}, {"simple_s140/entities", {7, 7}}, {"simple_s140/negation", {6, 5}},
      {"simple_s140/numbers", {7, 7}}, {"simple_s140/quantifiers", {7, 7}}, {"simple_s140/roles", {7, 6}},
      {"simple_s141/antonyms", {7, 7}}, {"simple_s141/dates", {7, 6}}, {"simple_s141/entities", {7, 6}},
      {"simple_s141/negation", {6, 7}}, {"simple_s141/numbers", {6, 7}}, {"simple_s141/quantifiers", {7, 7}},
      {"simple_s141/roles", {7, 7}}, {"simple_s142/antonyms", {6, 7}}, {"simple_s142/dates", {6, 7}},
      {"simple_s142/entities", {7, 6}}, {"simple_s142/negation", {7, 6}}, {"simple_s142/numbers", {7, 7}},
      {"simple_s142/quantifiers", {7, 7}}, {"simple_s142/roles", {7, 7}}, {"simple_s143/antonyms", {6, 6}},
      {"simple_s143/dates", {7, 7}}, {"simple_s143/entities", {7, 6}}, {"simple_s143/negation", {7, 7}},
      {"simple_s143/numbers", {7, 7}}, {"simple_s143/quantifiers", {5, 7}}, {"simple_s143/roles", {7, 7}},
      {"simple_s144/antonyms", {6, 7}}, {"simple_s144/dates", {6, 7}}, {"simple_s144/entities", {6, 6}},
      {"simple_s144/negation", {6, 6}}, {"simple_s144/numbers", {7, 7}}, {"simple_s144/quantifiers", {6, 7}},
      {"simple_s144/roles", {7, 7}}, {"simple_s145/antonyms", {6, 7}}, {"simple_s145/dates", {7, 7}},
      {"simple_s145/entities", {7, 7}}, {"simple_s145/negation", {6, 7}}, {"simple_s145/numbers", {7, 7}},
      {"simple_s145/quantifiers", {7, 7}}, {"simple_s145/roles", {7, 7}}, {"simple_s146/antonyms", {7, 6}},
      {"simple_s146/dates", {7, 7}}, {"simple_s146/entities", {7, 7}}, {"simple_s146/negation", {7, 7}},
      {"simple_s146/numbers", {7, 7}}, {"simple_s146/quantifiers", {7, 7}}, {"simple_s146/roles", {7, 7}},
      {"simple_s147/antonyms", {7, 7}}, {"simple_s147/dates", {7, 7}}, {"simple_s147/entities", {7, 6}},
      {"simple_s147/negation", {3, 7}}, {"simple_s147/numbers", {7, 7}}, {"simple_s147/quantifiers", {6, 7}},
      {"simple_s147/roles", {7, 6}}, {"simple_s148/antonyms", {6, 6}}, {"simple_s148/dates", {6, 6}},
      {"simple_s148/entities", {7, 6}}, {"simple_s148/negation", {7, 5}}, {"simple_s148/numbers", {7, 7}},
      {"simple_s148/quantifiers", {6, 6}}, {"simple_s148/roles", {7, 5}}, {"simple_s149/antonyms", {7, 7}},
      {"simple_s149/dates", {7, 7}}, {"simple_s149/entities", {6, 6}}, {"simple_s149/negation", {5, 7}},
      {"simple_s149/numbers", {7, 7}}, {"simple_s149/quantifiers", {7, 7}}, {"simple_s149/roles", {7, 7}},
      {"simple_s15/antonyms", {7, 7}}, {"simple_s15/dates", {7, 7}}, {"simple_s15/entities", {7, 5}},
      {"simple_s15/negation", {7, 7}}, {"simple_s15/numbers", {7, 7}}, {"simple_s15/quantifiers", {7, 7}},
      {"simple_s15/roles", {7, 5}}, {"simple_s150/antonyms", {7, 7}}, {"simple_s150/dates", {7, 7}},
      {"simple_s150/entities", {7, 7}}, {"simple_s150/negation", {6, 7}}, {"simple_s150/numbers", {7, 7}},
      {"simple_s150/quantifiers", {7, 6}}, {"simple_s150/roles", {7, 7}}, {"simple_s151/antonyms", {6, 6}},
      {"simple_s151/dates", {7, 7}}, {"simple_s151/entities", {7, 7}}, {"simple_s151/negation", {6, 7}},
      {"simple_s151/numbers", {7, 7}}, {"simple_s151/quantifiers", {7, 7}}, {"simple_s151/roles", {7, 7}},
      {"simple_s152/antonyms", {5, 7}}, {"simple_s152/dates", {7, 7}}, {"simple_s152/entities", {6, 7}},
      {"simple_s152/negation", {6, 7}}, {"simple_s152/numbers", {7, 7}}, {"simple_s152/quantifiers", {7, 7}},
      {"simple_s152/roles", {6, 7}}, {"simple_s153/antonyms", {7, 7}}, {"simple_s153/dates", {7, 7}},
      {"simple_s153/entities", {6, 7}}, {"simple_s153/negation", {6, 6}}, {"simple_s153/numbers", {7, 7}},
      {"simple_s153/quantifiers", {6, 5}}, {"simple_s153/roles", {7, 7}}, {"simple_s154/antonyms", {7, 7}},
      {"simple_s154/dates", {7, 7}}, {"simple_s154/entities", {7, 7}}, {"simple_s154/negation", {6, 7}},
      {"simple_s154/numbers", {7, 7}}, {"simple_s154/quantifiers", {7, 7}}, {"simple_s154/roles", {7, 7}},
      {"simple_s155/antonyms", {7, 7}}, {"simple_s155/dates", {6, 7}}, {"simple_s155/entities", {5, 5}},
      {"simple_s155/negation", {7, 7}}, {"simple_s155/numbers", {6, 7}}, {"simple_s155/quantifiers", {7, 7}},
      {"simple_s155/roles", {6, 6}}, {"simple_s156/antonyms", {7, 7}}, {"simple_s156/dates", {7, 7}},
      {"simple_s156/entities", {7, 7}}, {"simple_s156/negation", {5, 7}}, {"simple_s156/numbers", {7, 7}},
      {"simple_s156/quantifiers", {7, 7}}, {"simple_s156/roles", {7, 7}}, {"simple_s157/antonyms", {7, 7}},
      {"simple_s157/dates", {7, 7}}, {"simple_s157/entities", {7, 7}}, {"simple_s157/negation", {6, 7}},
      {"simple_s157/numbers", {6, 7}}, {"simple_s157/quantifiers", {6, 7}}, {"simple_s157/roles", {7, 7}},
      {"simple_s158/antonyms", {6, 7}}, {"simple_s158/dates", {7, 7}}, {"simple_s158/entities", {7, 7}},
      {"simple_s158/negation", {6, 7}}, {"simple_s158/numbers", {7, 7}}, {"simple_s158/quantifiers", {7, 7}},
      {"simple_s158/roles", {7, 6}}, {"simple_s159/antonyms", {7, 7}}, {"simple_s159/dates", {7, 7}},
      {"simple_s159/entities", {7, 7}}, {"simple_s159/negation", {6, 7}}, {"simple_s159/numbers", {7, 7}},
      {"simple_s159/quantifiers", {6, 7}}, {"simple_s159/roles", {7, 7}}, {"simple_s16/antonyms", {7, 7}},
      {"simple_s16/dates", {7, 7}}, {"simple_s16/entities", {7, 7}}, {"simple_s16/negation", {7, 6}},
      {"simple_s16/numbers", {7, 7}}, {"simple_s16/quantifiers", {6, 7}}, {"simple_s16/roles", {7, 6}},
      {"simple_s160/antonyms", {7, 7}}, {"simple_s160/dates", {7, 6}}, {"simple_s160/entities", {7, 7}},
      {"simple_s160/negation", {7, 7}}, {"simple_s160/numbers", {7, 7}}, {"simple_s160/quantifiers", {7, 6}},
      {"simple_s160/roles", {7, 5}}, {"simple_s161/antonyms", {7, 6}}, {"simple_s161/dates", {7, 7}},
      {"simple_s161/entities", {6, 4}}, {"simple_s161/negation", {5, 6}}, {"simple_s161/numbers", {7, 7}},
      {"simple_s161/quantifiers", {6, 7}}, {"simple_s161/roles", {7, 7}}, {"simple_s162/antonyms", {7, 5}},
      {"simple_s162/dates", {7, 7}}, {"simple_s162/entities", {6, 6}}, {"simple_s162/negation", {7, 5}},
      {"simple_s162/numbers", {7, 7}}, {"simple_s162/quantifiers", {7, 6}}, {"simple_s162/roles", {6, 6}},
      {"simple_s163/antonyms", {6, 7}}, {"simple_s163/dates", {7, 6}}, {"simple_s163/entities", {7, 7}},
      {"simple_s163/negation", {5, 7}}, {"simple_s163/numbers", {7, 6}}, {"simple_s163/quantifiers", {5, 7}},
      {"simple_s163/roles", {6, 6}}, {"simple_s164/antonyms", {7, 6}}, {"simple_s164/dates", {7, 7}},
      {"simple_s164/entities", {7, 6}}, {"simple_s164/negation", {5, 7}}, {"simple_s164/numbers", {7, 7}},
      {"simple_s164/quantifiers", {6, 6}}, {"simple_s164/roles", {7, 7}}, {"simple_s165/antonyms", {7, 6}},
      {"simple_s165/dates", {7, 6}}, {"simple_s165/entities", {7, 6}}, {"simple_s165/negation", {7, 7}},
      {"simple_s165/numbers", {7, 7}}, {"simple_s165/quantifiers", {6, 7}}, {"simple_s165/roles", {7, 7}},
      {"simple_s166/antonyms", {7, 7}}, {"simple_s166/dates", {7, 7}}, {"simple_s166/entities", {7, 6}},
      {"simple_s166/negation", {6, 5}}, {"simple_s166/numbers", {6, 7}}, {"simple_s166/quantifiers", {6, 7}},
      {"simple_s166/roles", {6, 6}}, {"simple_s167/antonyms", {7, 7}}, {"simple_s167/dates", {6, 7}},
      {"simple_s167/entities", {7, 6}}, {"simple_s167/negation", {6, 6}}, {"simple_s167/numbers", {7, 6}},
      {"simple_s167/quantifiers", {7, 6}}, {"simple_s167/roles", {7, 7}}, {"simple_s168/antonyms", {7, 7}},
      {"simple_s168/dates", {7, 7}}, {"simple_s168/entities", {7, 7}}, {"simple_s168/negation", {6, 6}},
      {"simple_s168/numbers", {6, 7}}, {"simple_s168/quantifiers", {7, 7}}, {"simple_s168/roles", {7, 7}},
      {"simple_s169/antonyms", {7, 5}}, {"simple_s169/dates", {7, 7}}, {"simple_s169/entities", {6, 5}},
      {"simple_s169/negation", {5, 7}}, {"simple_s169/numbers", {6, 7}}, {"simple_s169/quantifiers", {5, 7}},
      {"simple_s169/roles", {7, 7}}, {"simple_s17/antonyms", {7, 7}}, {"simple_s17/dates", {7, 7}},
      {"simple_s17/entities", {7, 6}}, {"simple_s17/negation", {7, 7}}, {"simple_s17/numbers", {7, 7}},
      {"simple_s17/quantifiers", {7, 7}}, {"simple_s17/roles", {7, 7}}, {"simple_s170/antonyms", {7, 6}},
      {"simple_s170/dates", {6, 7}}, {"simple_s170/entities", {7, 7}}, {"simple_s170/negation", {6, 7}},
      {"simple_s170/numbers", {7, 7}}, {"simple_s170/quantifiers", {5, 6}}, {"simple_s170/roles", {7, 7}},
      {"simple_s171/antonyms", {6, 7}}, {"simple_s171/dates", {7, 7}}, {"simple_s171/entities", {6, 6}},
      {"simple_s171/negation", {7, 7}}, {"simple_s171/numbers", {7, 7}}, {"simple_s171/quantifiers", {6, 6}},
      {"simple_s171/roles", {7, 7}}, {"simple_s172/antonyms", {7, 5}}, {"simple_s172/dates", {7, 7}},
      {"simple_s172/entities", {7, 6}}, {"simple_s172/negation", {7, 7}}, {"simple_s172/numbers", {7, 7}},
      {"simple_s172/quantifiers", {7, 6}}, {"simple_s172/roles", {7, 7}}, {"simple_s173/antonyms", {7, 6}},
      {"simple_s173/dates", {6, 6}}, {"simple_s173/entities", {7, 5}}, {"simple_s173/negation", {3, 7}},
      {"simple_s173/numbers", {7, 7}}, {"simple_s173/quantifiers", {5, 7}}, {"simple_s173/roles", {6, 6}},
      {"simple_s174/antonyms", {7, 7}}, {"simple_s174/dates", {7, 7}}, {"simple_s174/entities", {7, 7}},
      {"simple_s174/negation", {7, 7}}, {"simple_s174/numbers", {7, 7}}, {"simple_s174/quantifiers", {7, 7}},
      {"simple_s174/roles", {6, 7}}, {"simple_s175/antonyms", {6, 7}}, {"simple_s175/dates", {7, 6}},
      {"simple_s175/entities", {7, 6}}, {"simple_s175/negation", {6, 7}}, {"simple_s175/numbers", {7, 7}},
      {"simple_s175/quantifiers", {6, 6}}, {"simple_s175/roles", {7, 7}}, {"simple_s176/antonyms", {7, 7}},
      {"simple_s176/dates", {7, 6}}, {"simple_s176/entities", {7, 7}}, {"simple_s176/negation", {6, 7}},
      {"simple_s176/numbers", {6, 6}}, {"simple_s176/quantifiers", {7, 7}}, {"simple_s176/roles", {5, 7}},
      {"simple_s177/antonyms", {7, 6}}, {"simple_s177/dates", {7, 7}}, {"simple_s177/entities", {7, 6}},
      {"simple_s177/negation", {7, 7}}, {"simple_s177/numbers", {7, 7}}, {"simple_s177/quantifiers", {7, 7}},
      {"simple_s177/roles", {7, 7}}, {"simple_s178/antonyms", {7, 6}}, {"simple_s178/dates", {7, 7}},
      {"simple_s178/entities", {7, 7}}, {"simple_s178/negation", {7, 7}}, {"simple_s178/numbers", {7, 7}},
      {"simple_s178/quantifiers", {7, 6}}, {"simple_s178/roles", {7, 7}}, {"simple_s179/antonyms", {7, 7}},
      {"simple_s179/dates", {6, 7}}, {"simple_s179/entities", {7, 7}}, {"simple_s179/negation", {6, 6}},
      {"simple_s179/numbers", {7, 7}}, {"simple_s179/quantifiers", {7, 7}}, {"simple_s179/roles", {7, 7}},
      {"simple_s18/antonyms", {7, 7}}, {"simple_s18/dates", {6, 7}}, {"simple_s18/entities", {7, 6}},
      {"simple_s18/negation", {7, 4}}, {"simple_s18/numbers", {6, 7}}, {"simple_s18/quantifiers", {7, 7}},
      {"simple_s18/roles", {7, 7}}, {"simple_s180/antonyms", {7, 7}}, {"simple_s180/dates", {7, 6}},
      {"simple_s180/entities", {7, 7}}, {"simple_s180/negation", {7, 6}}, {"simple_s180/numbers", {7, 7}},
      {"simple_s180/quantifiers", {7, 7}}, {"simple_s180/roles", {7, 6}}, {"simple_s181/antonyms", {7, 7}},
      {"simple_s181/dates", {6, 7}}, {"simple_s181/entities", {7, 7}}, {"simple_s181/negation", {6, 7}},
      {"simple_s181/numbers", {7, 7}}, {"simple_s181/quantifiers", {6, 7}}, {"simple_s181/roles", {6, 7}},
      {"simple_s182/antonyms", {7, 7}}, {"simple_s182/dates", {7, 7}}, {"simple_s182/entities", {7, 7}},
      {"simple_s182/negation", {7, 6}}, {"simple_s182/numbers", {7, 7}}, {"simple_s182/quantifiers", {5, 6}},
      {"simple_s182/roles", {7, 7}}, {"simple_s183/antonyms", {7, 7}}, {"simple_s183/dates", {7, 7}},
      {"simple_s183/entities", {7, 7}}, {"simple_s183/negation", {7, 7}}, {"simple_s183/numbers", {6, 7}},
      {"simple_s183/quantifiers", {6, 7}}, {"simple_s183/roles", {7, 7}}, {"simple_s184/antonyms", {7, 5}},
      {"simple_s184/dates", {7, 7}}, {"simple_s184/entities", {7, 6}}, {"simple_s184/negation", {7, 7}},
      {"simple_s184/numbers", {7, 7}}, {"simple_s184/quantifiers", {6, 6}}, {"simple_s184/roles", {6, 6}},
      {"simple_s185/antonyms", {7, 7}}, {"simple_s185/dates", {7, 6}}, {"simple_s185/entities", {7, 6}},
      {"simple_s185/negation", {7, 7}}, {"simple_s185/numbers", {7, 7}}, {"simple_s185/quantifiers", {7, 5}},
      {"simple_s185/roles", {7, 7}}, {"simple_s186/antonyms", {7, 7}}, {"simple_s186/dates", {7, 7}},
      {"simple_s186/entities", {7, 7}}, {"simple_s186/negation", {6, 6}}, {"simple_s186/numbers", {7, 7}},
      {"simple_s186/quantifiers", {6, 6}}, {"simple_s186/roles", {6, 5}}, {"simple_s187/antonyms", {6, 7}},
      {"simple_s187/dates", {7, 6}}, {"simple_s187/entities", {7, 6}}, {"simple_s187/negation", {6, 7}},
      {"simple_s187/numbers", {7, 6}}, {"simple_s187/quantifiers", {7, 7}}, {"simple_s187/roles", {7, 7}},
      {"simple_s188/antonyms", {7, 5}}, {"simple_s188/dates", {7, 6}}, {"simple_s188/entities", {7, 7}},
      {"simple_s188/negation", {6, 7}}, {"simple_s188/numbers", {6, 7}}, {"simple_s188/quantifiers", {6, 7}},
      {"simple_s188/roles", {7, 5}}, {"simple_s189/antonyms", {7, 6}}, {"simple_s189/dates", {6, 7}},
      {"simple_s189/entities", {7, 5}}, {"simple_s189/negation", {7, 5}}, {"simple_s189/numbers", {7, 7}},
      {"simple_s189/quantifiers", {7, 6}}, {"simple_s189/roles", {7, 6}}, {"simple_s19/antonyms", {7, 6}},
      {"simple_s19/dates", {7, 5}}, {"simple_s19/entities", {7, 6}}, {"simple_s19/negation", {7, 7}},
      {"simple_s19/numbers", {7, 7}}, {"simple_s19/quantifiers", {7, 7}}, {"simple_s19/roles", {7, 7}},
      {"simple_s190/antonyms", {7, 7}}, {"simple_s190/dates", {6, 7}}, {"simple_s190/entities", {7, 5}},
      {"simple_s190/negation", {7, 7}}, {"simple_s190/numbers", {7, 7}}, {"simple_s190/quantifiers", {7, 7}},
      {"simple_s190/roles", {7, 7}}, {"simple_s191/antonyms", {7, 7}}, {"simple_s191/dates", {6, 6}},
      {"simple_s191/entities", {7, 6}}, {"simple_s191/negation", {7, 7}}, {"simple_s191/numbers", {6, 7}},
      {"simple_s191/quantifiers", {7, 6}}, {"simple_s191/roles", {7, 7}}, {"simple_s192/antonyms", {7, 6}},
      {"simple_s192/dates", {6, 7}}, {"simple_s192/entities", {5, 6}}, {"simple_s192/negation", {4, 7}},
      {"simple_s192/numbers", {7, 7}}, {"simple_s192/quantifiers", {7, 6}}, {"simple_s192/roles", {7, 7}},
      {"simple_s193/antonyms", {6, 6}}, {"simple_s193/dates", {7, 6}}, {"simple_s193/entities", {6, 5}},
      {"simple_s193/negation", {6, 6}}, {"simple_s193/numbers", {7, 7}}, {"simple_s193/quantifiers", {6, 7}},
      {"simple_s193/roles", {7, 7}}, {"simple_s194/antonyms", {7, 6}}, {"simple_s194/dates", {7, 7}},
      {"simple_s194/entities", {7, 6}}, {"simple_s194/negation", {6, 7}}, {"simple_s194/numbers", {5, 7}},
      {"simple_s194/quantifiers", {7, 6}}, {"simple_s194/roles", {7, 6}}, {"simple_s195/antonyms", {7, 7}},
      {"simple_s195/dates", {7, 7}}, {"simple_s195/entities", {7, 7}}, {"simple_s195/negation", {6, 7}},
      {"simple_s195/numbers", {7, 7}}, {"simple_s195/quantifiers", {7, 6}}, {"simple_s195/roles", {7, 7}},
      {"simple_s196/antonyms", {7, 7}}, {"simple_s196/dates", {6, 6}}, {"simple_s196/entities", {7, 6}},
      {"simple_s196/negation", {7, 7}}, {"simple_s196/numbers", {6, 7}}, {"simple_s196/quantifiers", {6, 6}},
      {"simple_s196/roles", {7, 6}}, {"simple_s197/antonyms", {5, 6}}, {"simple_s197/dates", {7, 7}},
      {"simple_s197/entities", {6, 7}}, {"simple_s197/negation", {7, 5}}, {"simple_s197/numbers", {7, 7}},
      {"simple_s197/quantifiers", {7, 7}}, {"simple_s197/roles", {6, 5}}, {"simple_s198/antonyms", {7, 7}},
      {"simple_s198/dates", {6, 7}}, {"simple_s198/entities", {7, 6}}, {"simple_s198/negation", {5, 6}},
      {"simple_s198/numbers", {7, 7}}, {"simple_s198/quantifiers", {6, 7}}, {"simple_s198/roles", {7, 7}},
      {"simple_s199/antonyms", {6, 7}}, {"simple_s199/dates", {7, 7}}, {"simple_s199/entities", {7, 7}},
      {"simple_s199/negation", {7, 7}}, {"simple_s199/numbers", {7, 7}}, {"simple_s199/quantifiers", {6, 7}},
      {"simple_s199/roles", {6, 5}}, {"simple_s2/antonyms", {7, 7}}, {"simple_s2/dates", {7, 7}},
      {"simple_s2/entities", {7, 7}}, {"simple_s2/negation", {7, 7}}, {"simple_s2/numbers", {7, 6}},
      {"simple_s2/quantifiers", {7, 7}}, {"simple_s2/roles", {7, 7}}, {"simple_s20/antonyms", {7, 5}},
      {"simple_s20/dates", {7, 7}}, {"simple_s20/entities", {6, 7}}, {"simple_s20/negation", {7, 7}},
      {"simple_s20/numbers", {7, 7}}, {"simple_s20/quantifiers", {7, 7}}, {"simple_s20/roles", {7, 7}},
      {"simple_s200/antonyms", {7, 6}}, {"simple_s200/dates", {7, 7}}, {"simple_s200/entities", {7, 7}},
      {"simple_s200/negation", {5, 7}}, {"simple_s200/numbers", {6, 7}}, {"simple_s200/quantifiers", {5, 6}},
      {"simple_s200/roles", {7, 7}}, {"simple_s201/antonyms", {5, 6}}, {"simple_s201/dates", {7, 7}},
      {"simple_s201/entities", {7, 7}}, {"simple_s201/negation", {6, 5}}, {"simple_s201/numbers", {7, 7}},
      {"simple_s201/quantifiers", {7, 6}}, {"simple_s201/roles", {6, 6}}, {"simple_s202/antonyms", {6, 6}},
      {"simple_s202/dates", {7, 6}}, {"simple_s202/entities", {7, 7}}, {"simple_s202/negation", {6, 5}},
      {"simple_s202/numbers", {6, 7}}, {"simple_s202/quantifiers", {6, 7}}, {"simple_s202/roles", {7, 7}},
      {"simple_s203/antonyms", {6, 7}}, {"simple_s203/dates", {6, 7}}, {"simple_s203/entities", {7, 7}},
      {"simple_s203/negation", {7, 7}}, {"simple_s203/numbers", {7, 7}}, {"simple_s203/quantifiers", {7, 7}},
      {"simple_s203/roles", {7, 7}}, {"simple_s204/antonyms", {7, 5}}, {"simple_s204/dates", {7, 7}},
      {"simple_s204/entities", {7, 7}}, {"simple_s204/negation", {6, 7}}, {"simple_s204/numbers", {7, 7}},
      {"simple_s204/quantifiers", {6, 7}}, {"simple_s204/roles", {7, 7}}, {"simple_s205/antonyms", {6, 7}},
      {"simple_s205/dates", {6, 6}}, {"simple_s205/entities", {7, 7}}, {"simple_s205/negation", {7, 7}},
      {"simple_s205/numbers", {6, 7}}, {"simple_s205/quantifiers", {5, 7}}, {"simple_s205/roles", {7, 5}},
      {"simple_s206/antonyms", {7, 5}}, {"simple_s206/dates", {7, 6}}, {"simple_s206/entities", {7, 7}},
      {"simple_s206/negation", {5, 6}}, {"simple_s206/numbers", {7, 7}}, {"simple_s206/quantifiers", {6, 7}},
      {"simple_s206/roles", {7, 7}}, {"simple_s207/antonyms", {6, 5}}, {"simple_s207/dates", {7, 6}},
      {"simple_s207/entities", {7, 7}}, {"simple_s207/negation", {7, 7}}, {"simple_s207/numbers", {7, 7}},
      {"simple_s207/quantifiers", {7, 7}}, {"simple_s207/roles", {7, 7}}, {"simple_s208/antonyms", {6, 6}},
      {"simple_s208/dates", {7, 7}}, {"simple_s208/entities", {7, 7}}, {"simple_s208/negation", {5, 7}},
      {"simple_s208/numbers", {7, 7}}, {"simple_s208/quantifiers", {6, 7}}, {"simple_s208/roles", {7, 6}},
      {"simple_s209/antonyms", {7, 6}}, {"simple_s209/dates", {7, 7}}, {"simple_s209/entities", {7, 7}},
      {"simple_s209/negation", {6, 6}}, {"simple_s209/numbers", {7, 7}}, {"simple_s209/quantifiers", {5, 7}},
      {"simple_s209/roles", {7, 6}}, {"simple_s21/antonyms", {6, 5}}, {"simple_s21/dates", {7, 7}},
      {"simple_s21/entities", {7, 6}}, {"simple_s21/negation", {7, 7}}, {"simple_s21/numbers", {7, 7}},
      {"simple_s21/quantifiers", {7, 7}}, {"simple_s21/roles", {7, 4}}, {"simple_s210/antonyms", {6, 6}},
      {"simple_s210/dates", {7, 7}}, {"simple_s210/entities", {7, 7}}, {"simple_s210/negation", {6, 5}},
      {"simple_s210/numbers", {6, 7}}, {"simple_s210/quantifiers", {5, 6}}, {"simple_s210/roles", {7, 7}},
      {"simple_s211/antonyms", {6, 6}}, {"simple_s211/dates", {7, 7}}, {"simple_s211/entities", {6, 7}},
      {"simple_s211/negation", {6, 6}}, {"simple_s211/numbers", {5, 7}}, {"simple_s211/quantifiers", {7, 6}},
      {"simple_s211/roles", {7, 6}}, {"simple_s212/antonyms", {5, 6}}, {"simple_s212/dates", {7, 7}},
      {"simple_s212/entities", {7, 7}}, {"simple_s212/negation", {6, 5}}, {"simple_s212/numbers", {7, 7}},
      {"simple_s212/quantifiers", {7, 7}}, {"simple_s212/roles", {7, 6}}, {"simple_s213/antonyms", {7, 6}},
      {"simple_s213/dates", {7, 7}}, {"simple_s213/entities", {7, 7}}, {"simple_s213/negation", {6, 6}},
      {"simple_s213/numbers", {6, 7}}, {"simple_s213/quantifiers", {7, 6}}, {"simple_s213/roles", {7, 6}},
      {"simple_s214/antonyms", {7, 7}}, {"simple_s214/dates", {7, 7}}, {"simple_s214/entities", {6, 7}},
      {"simple_s214/negation", {6, 7}}, {"simple_s214/numbers", {7, 7}}, {"simple_s214/quantifiers", {7, 7}},
      {"simple_s214/roles", {7, 6}}, {"simple_s215/antonyms", {6, 7}}, {"simple_s215/dates", {7, 7}},
      {"simple_s215/entities", {7, 7}}, {"simple_s215/negation", {5, 5}}, {"simple_s215/numbers", {6, 7}},
      {"simple_s215/quantifiers", {7, 7}}, {"simple_s215/roles", {7, 6}}, {"simple_s216/antonyms", {7, 7}},
      {"simple_s216/dates", {7, 6}}, {"simple_s216/entities", {6, 7}}, {"simple_s216/negation", {5, 7}},
      {"simple_s216/numbers", {5, 7}}, {"simple_s216/quantifiers", {7, 7}}, {"simple_s216/roles", {7, 7}},
      {"simple_s217/antonyms", {7, 6}}, {"simple_s217/dates", {7, 6}}, {"simple_s217/entities", {6, 7}},
      {"simple_s217/negation", {7, 6}}, {"simple_s217/numbers", {7, 6}}, {"simple_s217/quantifiers", {7, 5}},
      {"simple_s217/roles", {7, 7}}, {"simple_s218/antonyms", {6, 7}}, {"simple_s218/dates", {7, 7}},
      {"simple_s218/entities", {7, 7}}, {"simple_s218/negation", {6, 7}}, {"simple_s218/numbers", {7, 7}},
      {"simple_s218/quantifiers", {5, 6}}, {"simple_s218/roles", {7, 6}}, {"simple_s219/antonyms", {6, 7}},
      {"simple_s219/dates", {7, 6}}, {"simple_s219/entities", {6, 7}}, {"simple_s219/negation", {7, 6}},
      {"simple_s219/numbers", {6, 7}}, {"simple_s219/quantifiers", {7, 7}}, {"simple_s219/roles", {7, 6}},
      {"simple_s22/antonyms", {7, 5}}, {"simple_s22/dates", {7, 6}}, {"simple_s22/entities", {7, 6}},
      {"simple_s22/negation", {7, 7}}, {"simple_s22/numbers", {7, 7}}, {"simple_s22/quantifiers", {7, 6}},
      {"simple_s22/roles", {7, 5}}, {"simple_s220/antonyms", {7, 5}}, {"simple_s220/dates", {6, 7}},
      {"simple_s220/entities", {6, 7}}, {"simple_s220/negation", {6, 6}}, {"simple_s220/numbers", {7, 7}},
      {"simple_s220/quantifiers", {6, 7}}, {"simple_s220/roles", {7, 7}}, {"simple_s221/antonyms", {6, 6}},
      {"simple_s221/dates", {6, 5}}, {"simple_s221/entities", {7, 6}}, {"simple_s221/negation", {4, 6}},
      {"simple_s221/numbers", {7, 7}}, {"simple_s221/quantifiers", {6, 7}}, {"simple_s221/roles", {7, 7}},
      {"simple_s222/antonyms", {6, 6}}, {"simple_s222/dates", {7, 6}}, {"simple_s222/entities", {7, 7}},
      {"simple_s222/negation", {7, 7}}, {"simple_s222/numbers", {7, 7}}, {"simple_s222/quantifiers", {5, 7}},
      {"simple_s222/roles", {7, 6}}, {"simple_s223/antonyms", {7, 5}}, {"simple_s223/dates", {6, 7}},
      {"simple_s223/entities", {7, 6}}, {"simple_s223/negation", {6, 7}}, {"simple_s223/numbers", {7, 7}},
      {"simple_s223/quantifiers", {6, 6}}, {"simple_s223/roles", {6, 7}}, {"simple_s224/antonyms", {7, 7}},
      {"simple_s224/dates", {6, 5}}, {"simple_s224/entities", {6, 7}}, {"simple_s224/negation", {6, 7}},
      {"simple_s224/numbers", {6, 7}}, {"simple_s224/quantifiers", {6, 6}}, {"simple_s224/roles", {7, 7}},
      {"simple_s225/antonyms", {5, 7}}, {"simple_s225/dates", {7, 7}}, {"simple_s225/entities", {6, 6}},
      {"simple_s225/negation", {7, 6}}, {"simple_s225/numbers", {7, 7}}, {"simple_s225/quantifiers", {6, 7}},
      {"simple_s225/roles", {7, 7}}, {"simple_s226/antonyms", {6, 6}}, {"simple_s226/dates", {6, 6}},
      {"simple_s226/entities", {7, 7}}, {"simple_s226/negation", {6, 6}}, {"simple_s226/numbers", {7, 7}},
      {"simple_s226/quantifiers", {7, 5}}, {"simple_s226/roles", {7, 6}}, {"simple_s227/antonyms", {7, 7}},
      {"simple_s227/dates", {6, 6}}, {"simple_s227/entities", {7, 7}}, {"simple_s227/negation", {6, 5}},
      {"simple_s227/numbers", {7, 7}}, {"simple_s227/quantifiers", {5, 7}}, {"simple_s227/roles", {7, 6}},
      {"simple_s228/antonyms", {7, 6}}, {"simple_s228/dates", {6, 6}}, {"simple_s228/entities", {7, 7}},
      {"simple_s228/negation", {4, 7}}, {"simple_s228/numbers", {7, 7}}, {"simple_s228/quantifiers", {5, 6}},
      {"simple_s228/roles", {7, 7}}, {"simple_s229/antonyms", {6, 7}}, {"simple_s229/dates", {6, 7}},
      {"simple_s229/entities", {7, 6}}, {"simple_s229/negation", {5, 5}}, {"simple_s229/numbers", {6, 7}},
      {"simple_s229/quantifiers", {6, 6}}, {"simple_s229/roles", {6, 5}}, {"simple_s23/antonyms", {7, 7}},
      {"simple_s23/dates", {7, 7}}, {"simple_s23/entities", {7, 7}}, {"simple_s23/negation", {6, 7}},
      {"simple_s23/numbers", {7, 7}}, {"simple_s23/quantifiers", {7, 7}}, {"simple_s23/roles", {7, 4}},
      {"simple_s230/antonyms", {7, 6}}, {"simple_s230/dates", {4, 7}}, {"simple_s230/entities", {7, 7}},
      {"simple_s230/negation", {6, 7}}, {"simple_s230/numbers", {7, 7}}, {"simple_s230/quantifiers", {6, 7}},
      {"simple_s230/roles", {6, 7}}, {"simple_s231/antonyms", {6, 7}}, {"simple_s231/dates", {6, 7}},
      {"simple_s231/entities", {6, 7}}, {"simple_s231/negation", {6, 7}}, {"simple_s231/numbers", {6, 7}},
      {"simple_s231/quantifiers", {6, 6}}, {"simple_s231/roles", {7, 7}}, {"simple_s232/antonyms", {7, 6}},
      {"simple_s232/dates", {5, 6}}, {"simple_s232/entities", {7, 7}}, {"simple_s232/negation", {5, 7}},
      {"simple_s232/numbers", {7, 7}}, {"simple_s232/quantifiers", {6, 5}}, {"simple_s232/roles", {7, 6}},
      {"simple_s233/antonyms", {7, 5}}, {"simple_s233/dates", {5, 7}}, {"simple_s233/entities", {7, 7}},
      {"simple_s233/negation", {6, 7}}, {"simple_s233/numbers", {7, 7}}, {"simple_s233/quantifiers", {7, 7}},
      {"simple_s233/roles", {7, 7}}, {"simple_s234/antonyms", {6, 7}}, {"simple_s234/dates", {6, 6}},
      {"simple_s234/entities", {7, 7}}, {"simple_s234/negation", {6, 6}}, {"simple_s234/numbers", {7, 7}},
      {"simple_s234/quantifiers", {7, 7}}, {"simple_s234/roles", {7, 7}}, {"simple_s235/antonyms", {7, 7}},
      {"simple_s235/dates", {7, 7}}, {"simple_s235/entities", {7, 7}}, {"simple_s235/negation", {7, 6}},
      {"simple_s235/numbers", {7, 7}}, {"simple_s235/quantifiers", {6, 6}}, {"simple_s235/roles", {7, 7}},
      {"simple_s236/antonyms", {7, 6}}, {"simple_s236/dates", {7, 7}}, {"simple_s236/entities", {7, 7}},
      {"simple_s236/negation", {7, 6}}, {"simple_s236/numbers", {7, 7}}, {"simple_s236/quantifiers", {7, 7}},
      {"simple_s236/roles", {7, 7}}, {"simple_s237/antonyms", {7, 7}}, {"simple_s237/dates", {7, 7}},
      {"simple_s237/entities", {7, 7}}, {"simple_s237/negation", {6, 7}}, {"simple_s237/numbers", {7, 7}},
      {"simple_s237/quantifiers", {6, 7}}, {"simple_s237/roles", {7, 6}}, {"simple_s238/antonyms", {6, 6}},
      {"simple_s238/dates", {7, 7}}, {"simple_s238/entities", {7, 7}}, {"simple_s238/negation", {6, 6}},
      {"simple_s238/numbers", {7, 7}}, {"simple_s238/quantifiers", {4, 6}}, {"simple_s238/roles", {7, 6}},
      {"simple_s239/antonyms", {7, 6}}, {"simple_s239/dates", {6, 7}}, {"simple_s239/entities", {6, 7}},
      {"simple_s239/negation", {6, 7}}, {"simple_s239/numbers", {6, 7}}, {"simple_s239/quantifiers", {7, 7}},
      {"simple_s239/roles", {7, 7}}, {"simple_s24/antonyms", {7, 6}}, {"simple_s24/dates", {7, 6}},
      {"simple_s24/entities", {7, 6}}, {"simple_s24/negation", {7, 6}}, {"simple_s24/numbers", {7, 7}},
      {"simple_s24/quantifiers", {7, 5}}, {"simple_s24/roles", {7, 7}}, {"simple_s240/antonyms", {7, 7}},
      {"simple_s240/dates", {7, 6}}, {"simple_s240/entities", {6, 7}}, {"simple_s240/negation", {5, 7}},
      {"simple_s240/numbers", {6, 7}}, {"simple_s240/quantifiers", {5, 7}}, {"simple_s240/roles", {7, 7}},
      {"simple_s241/antonyms", {6, 5}}, {"simple_s241/dates", {6, 7}}, {"simple_s241/entities", {6, 7}},
      {"simple_s241/negation", {5, 6}}, {"simple_s241/numbers", {7, 7}}, {"simple_s241/quantifiers", {4, 7}},
      {"simple_s241/roles", {7, 6}}, {"simple_s242/antonyms", {5, 6}}, {"simple_s242/dates", {7, 7}},
      {"simple_s242/entities", {7, 7}}, {"simple_s242/negation", {7, 6}}, {"simple_s242/numbers", {7, 7}},
      {"simple_s242/quantifiers", {7, 6}}, {"simple_s242/roles", {7, 7}}, {"simple_s243/antonyms", {7, 6}},
      {"simple_s243/dates", {6, 7}}, {"simple_s243/entities", {7, 7}}, {"simple_s243/negation", {6, 7}},
      {"simple_s243/numbers", {7, 7}}, {"simple_s243/quantifiers", {7, 6}}, {"simple_s243/roles", {6, 7}},
      {"simple_s244/antonyms", {6, 5}}, {"simple_s244/dates", {7, 6}}, {"simple_s244/entities", {7, 7}},
      {"simple_s244/negation", {5, 7}}, {"simple_s244/numbers", {7, 7}}, {"simple_s244/quantifiers", {5, 7}},
      {"simple_s244/roles", {7, 7}}, {"simple_s245/antonyms", {7, 6}}, {"simple_s245/dates", {7, 7}},
      {"simple_s245/entities", {7, 7}}, {"simple_s245/negation", {6, 7}}, {"simple_s245/numbers", {7, 6}},
      {"simple_s245/quantifiers", {6, 7}}, {"simple_s245/roles", {7, 7}}, {"simple_s246/antonyms", {7, 5}},
      {"simple_s246/dates", {7, 7}}, {"simple_s246/entities", {6, 7}}, {"simple_s246/negation", {6, 7}},
      {"simple_s246/numbers", {7, 7}}, {"simple_s246/quantifiers", {5, 7}}, {"simple_s246/roles", {7, 7}},
      {"simple_s247/antonyms", {5, 6}}, {"simple_s247/dates", {7, 7}}, {"simple_s247/entities", {7, 7}},
      {"simple_s247/negation", {5, 7}}, {"simple_s247/numbers", {6, 7}}, {"simple_s247/quantifiers", {7, 7}},
      {"simple_s247/roles", {7, 6}}, {"simple_s248/antonyms", {7, 6}}, {"simple_s248/dates", {7, 7}},
      {"simple_s248/entities", {7, 7}}, {"simple_s248/negation", {6, 6}}, {"simple_s248/numbers", {7, 6}},
      {"simple_s248/quantifiers", {6, 7}}, {"simple_s248/roles", {6, 5}}, {"simple_s249/antonyms", {7, 7}},
      {"simple_s249/dates", {7, 6}}, {"simple_s249/entities", {6, 7}}, {"simple_s249/negation", {6, 7}},
      {"simple_s249/numbers", {7, 7}}, {"simple_s249/quantifiers", {6, 7}}, {"simple_s249/roles", {6, 7}},
      {"simple_s25/antonyms", {7, 7}}, {"simple_s25/dates", {7, 7}}, {"simple_s25/entities", {7, 7}},
      {"simple_s25/negation", {7, 7}}, {"simple_s25/numbers", {6, 7}}, {"simple_s25/quantifiers", {7, 5}},
      {"simple_s25/roles", {7, 6}}, {"simple_s250/antonyms", {7, 7}}, {"simple_s250/dates", {5, 7}},
      {"simple_s250/entities", {7, 7}}, {"simple_s250/negation", {6, 7}}, {"simple_s250/numbers", {7, 7}},
      {"simple_s250/quantifiers", {7, 7}}, {"simple_s250/roles", {7, 5}}, {"simple_s251/antonyms", {7, 7}},
      {"simple_s251/dates", {7, 6}}, {"simple_s251/entities", {7, 7}}, {"simple_s251/negation", {3, 6}},
      {"simple_s251/numbers", {7, 7}}, {"simple_s251/quantifiers", {7, 7}}, {"simple_s251/roles", {7, 6}},
      {"simple_s252/antonyms", {6, 7}}, {"simple_s252/dates", {7, 7}}, {"simple_s252/entities", {7, 6}},
      {"simple_s252/negation", {6, 6}}, {"simple_s252/numbers", {7, 7}}, {"simple_s252/quantifiers", {7, 7}},
      {"simple_s252/roles", {6, 6}}, {"simple_s253/antonyms", {5, 7}}, {"simple_s253/dates", {6, 7}},
      {"simple_s253/entities", {7, 6}}, {"simple_s253/negation", {6, 7}}, {"simple_s253/numbers", {7, 7}},
      {"simple_s253/quantifiers", {6, 7}}, {"simple_s253/roles", {7, 7}}, {"simple_s254/antonyms", {7, 7}},
      {"simple_s254/dates", {6, 7}}, {"simple_s254/entities", {6, 7}}, {"simple_s254/negation", {6, 7}},
      {"simple_s254/numbers", {7, 7}}, {"simple_s254/quantifiers", {7, 6}}, {"simple_s254/roles", {7, 7}},
      {"simple_s255/antonyms", {7, 6}}, {"simple_s255/dates", {7, 7}}, {"simple_s255/entities", {7, 7}},
      {"simple_s255/negation", {5, 7}}, {"simple_s255/numbers", {7, 7}}, {"simple_s255/quantifiers", {7, 7}},
      {"simple_s255/roles", {7, 6}}, {"simple_s256/antonyms", {7, 6}}, {"simple_s256/dates", {7, 7}},
      {"simple_s256/entities", {7, 6}}, {"simple_s256/negation", {6, 7}}, {"simple_s256/numbers", {6, 7}},
      {"simple_s256/quantifiers", {7, 7}}, {"simple_s256/roles", {7, 5}}, {"simple_s257/antonyms", {4, 7}},
      {"simple_s257/dates", {7, 7}}, {"simple_s257/entities", {7, 7}}, {"simple_s257/negation", {6, 6}},
      {"simple_s257/numbers", {6, 7}}, {"simple_s257/quantifiers", {5, 7}}, {"simple_s257/roles", {7, 7}},
      {"simple_s258/antonyms", {6, 6}}, {"simple_s258/dates", {7, 7}}, {"simple_s258/entities", {7, 7}},
      {"simple_s258/negation", {5, 7}}, {"simple_s258/numbers", {6, 7}}, {"simple_s258/quantifiers", {7, 7}},
      {"simple_s258/roles", {7, 6}}, {"simple_s259/antonyms", {5, 5}}, {"simple_s259/dates", {7, 7}},
      {"simple_s259/entities", {7, 7}}, {"simple_s259/negation", {6, 5}}, {"simple_s259/numbers", {6, 7}},
      {"simple_s259/quantifiers", {6, 7}}, {"simple_s259/roles", {6, 6}}, {"simple_s26/antonyms", {7, 7}},
      {"simple_s26/dates", {7, 7}}, {"simple_s26/entities", {7, 6}}, {"simple_s26/negation", {7, 6}},
      {"simple_s26/numbers", {7, 7}}, {"simple_s26/quantifiers", {7, 7}}, {"simple_s26/roles", {7, 6}},
      {"simple_s260/antonyms", {6, 6}}, {"simple_s260/dates", {7, 7}}, {"simple_s260/entities", {5, 7}},
      {"simple_s260/negation", {5, 7}}, {"simple_s260/numbers", {7, 7}}, {"simple_s260/quantifiers", {7, 6}},
      {"simple_s260/roles", {7, 5}}, {"simple_s261/antonyms", {7, 6}}, {"simple_s261/dates", {7, 7}},
      {"simple_s261/entities", {7, 7}}, {"simple_s261/negation", {7, 7}}, {"simple_s261/numbers", {6, 7}},
      {"simple_s261/quantifiers", {6, 7}}, {"simple_s261/roles", {7, 5}}, {"simple_s262/antonyms", {7, 7}},
      {"simple_s262/dates", {7, 7}}, {"simple_s262/entities", {7, 7}}, {"simple_s262/negation", {6, 7}},
      {"simple_s262/numbers", {7, 7}}, {"simple_s262/quantifiers", {5, 6}}, {"simple_s262/roles", {7, 6}},
      {"simple_s263/antonyms", {7, 6}}, {"simple_s263/dates", {7, 7}}, {"simple_s263/entities", {7, 7}},
      {"simple_s263/negation", {7, 6}}, {"simple_s263/numbers", {6, 7}}, {"simple_s263/quantifiers", {6, 7}},
      {"simple_s263/roles", {7, 6}}, {"simple_s264/antonyms", {6, 7}}, {"simple_s264/dates", {7, 7}},
      {"simple_s264/entities", {7, 7}}, {"simple_s264/negation", {7, 7}}, {"simple_s264/numbers", {7, 7}},
      {"simple_s264/quantifiers", {7, 7}}, {"simple_s264/roles", {6, 7}}, {"simple_s265/antonyms", {6, 6}},
      {"simple_s265/dates", {6, 6}}, {"simple_s265/entities", {7, 7}}, {"simple_s265/negation", {5, 7}},
      {"simple_s265/numbers", {7, 7}}, {"simple_s265/quantifiers", {6, 7}}, {"simple_s265/roles", {7, 7}},
      {"simple_s266/antonyms", {6, 6}}, {"simple_s266/dates", {6, 7}}, {"simple_s266/entities", {7, 7}},
      {"simple_s266/negation", {6, 7}}, {"simple_s266/numbers", {6, 7}}, {"simple_s266/quantifiers", {5, 7}},
      {"simple_s266/roles", {6, 7}}, {"simple_s267/antonyms", {7, 6}}, {"simple_s267/dates", {7, 7}},
      {"simple_s267/entities", {7, 7}}, {"simple_s267/negation", {7, 6}}, {"simple_s267/numbers", {7, 7}},
      {"simple_s267/quantifiers", {7, 7}}, {"simple_s267/roles", {7, 7}}, {"simple_s268/antonyms", {7, 7}},
      {"simple_s268/dates", {7, 7}}, {"simple_s268/entities", {7, 7}}, {"simple_s268/negation", {5, 7}},
      {"simple_s268/numbers", {7, 7}}, {"simple_s268/quantifiers", {5, 6}}, {"simple_s268/roles", {6, 7}},
      {"simple_s269/antonyms", {7, 6}}, {"simple_s269/dates", {7, 7}}, {"simple_s269/entities", {7, 7}},
      {"simple_s269/negation", {7, 7}}, {"simple_s269/numbers", {5, 7}}, {"simple_s269/quantifiers", {7, 7}},
      {"simple_s269/roles", {7, 5}}, {"simple_s27/antonyms", {7, 7}}, {"simple_s27/dates", {5, 6}},
      {"simple_s27/entities", {7, 7}}, {"simple_s27/negation", {7, 6}}, {"simple_s27/numbers", {6, 7}},
      {"simple_s27/quantifiers", {6, 7}}, {"simple_s27/roles", {7, 6}}, {"simple_s270/antonyms", {6, 4}},
      {"simple_s270/dates", {6, 7}}, {"simple_s270/entities", {7, 7}}, {"simple_s270/negation", {6, 7}},
      {"simple_s270/numbers", {7, 7}}, {"simple_s270/quantifiers", {6, 7}}, {"simple_s270/roles", {7, 6}},
      {"simple_s271/antonyms", {7, 7}}, {"simple_s271/dates", {7, 6}}, {"simple_s271/entities", {7, 7}},
      {"simple_s271/negation", {7, 7}}, {"simple_s271/numbers", {7, 7}}, {"simple_s271/quantifiers", {7, 6}},
      {"simple_s271/roles", {6, 6}}, {"simple_s272/antonyms", {7, 7}}, {"simple_s272/dates", {7, 7}},
      {"simple_s272/entities", {7, 7}}, {"simple_s272/negation", {5, 7}}, {"simple_s272/numbers", {7, 7}},
      {"simple_s272/quantifiers", {5, 7}}, {"simple_s272/roles", {7, 7}}, {"simple_s273/antonyms", {7, 6}},
      {"simple_s273/dates", {7, 7}}, {"simple_s273/entities", {7, 7}}, {"simple_s273/negation", {6, 5}},
      {"simple_s273/numbers", {6, 7}}, {"simple_s273/quantifiers", {5, 7}}, {"simple_s273/roles", {5, 7}},
      {"simple_s274/antonyms", {7, 7}}, {"simple_s274/dates", {7, 7}}, {"simple_s274/entities", {6, 6}},
      {"simple_s274/negation", {6, 7}}, {"simple_s274/numbers", {7, 7}}, {"simple_s274/quantifiers", {6, 7}},
      {"simple_s274/roles", {7, 7}}, {"simple_s275/antonyms", {7, 7}}, {"simple_s275/dates", {7, 6}},
      {"simple_s275/entities", {7, 6}}, {"simple_s275/negation", {6, 7}}, {"simple_s275/numbers", {5, 7}},
      {"simple_s275/quantifiers", {7, 7}}, {"simple_s275/roles", {7, 6}}, {"simple_s276/antonyms", {6, 7}},
      {"simple_s276/dates", {6, 6}}, {"simple_s276/entities", {7, 7}}, {"simple_s276/negation", {6, 7}},
      {"simple_s276/numbers", {7, 7}}, {"simple_s276/quantifiers", {6, 6}}, {"simple_s276/roles", {7, 6}},
      {"simple_s277/antonyms", {6, 5}}, {"simple_s277/dates", {7, 6}}, {"simple_s277/entities", {7, 7}},
      {"simple_s277/negation", {7, 7}}, {"simple_s277/numbers", {7, 7}}, {"simple_s277/quantifiers", {6, 7}},
      {"simple_s277/roles", {7, 7}}, {"simple_s278/antonyms", {7, 6}}, {"simple_s278/dates", {7, 6}},
      {"simple_s278/entities", {7, 7}}, {"simple_s278/negation", {6, 6}}, {"simple_s278/numbers", {7, 7}},
      {"simple_s278/quantifiers", {7, 7}}, {"simple_s278/roles", {7, 7}}, {"simple_s279/antonyms", {5, 7}},
      {"simple_s279/dates", {7, 7}}, {"simple_s279/entities", {7, 7}}, {"simple_s279/negation", {5, 6}},
      {"simple_s279/numbers", {6, 7}}, {"simple_s279/quantifiers", {7, 7}}, {"simple_s279/roles", {7, 7}},
      {"simple_s28/antonyms", {6, 5}}, {"simple_s28/dates", {7, 7}}, {"simple_s28/entities", {7, 6}},
      {"simple_s28/negation", {7, 5}}, {"simple_s28/numbers", {7, 7}}, {"simple_s28/quantifiers", {7, 7}},
      {"simple_s28/roles", {7, 3}}, {"simple_s280/antonyms", {7, 7}}, {"simple_s280/dates", {6, 6}},
      {"simple_s280/entities", {6, 7}}, {"simple_s280/negation", {6, 6}}, {"simple_s280/numbers", {7, 7}},
      {"simple_s280/quantifiers", {7, 7}}, {"simple_s280/roles", {6, 4}}, {"simple_s281/antonyms", {7, 6}},
      {"simple_s281/dates", {6, 6}}, {"simple_s281/entities", {7, 7}}, {"simple_s281/negation", {6, 6}},
      {"simple_s281/numbers", {7, 7}}, {"simple_s281/quantifiers", {7, 7}}, {"simple_s281/roles", {7, 7}},
      {"simple_s282/antonyms", {7, 7}}, {"simple_s282/dates", {7, 6}}, {"simple_s282/entities", {7, 7}},
      {"simple_s282/negation", {7, 7}}, {"simple_s282/numbers", {7, 7}}, {"simple_s282/quantifiers", {7, 6}},
      {"simple_s282/roles", {7, 7}}, {"simple_s283/antonyms", {7, 6}}, {"simple_s283/dates", {5, 6}},
      {"simple_s283/entities", {6, 6}}, {"simple_s283/negation", {7, 6}}, {"simple_s283/numbers", {7, 7}},
      {"simple_s283/quantifiers", {6, 7}}, {"simple_s283/roles", {7, 7}}, {"simple_s284/antonyms", {6, 6}},
      {"simple_s284/dates", {7, 7}}, {"simple_s284/entities", {6, 7}}, {"simple_s284/negation", {5, 6}},
      {"simple_s284/numbers", {5, 7}}, {"simple_s284/quantifiers", {7, 7}}, {"simple_s284/roles", {7, 7}},
      {"simple_s285/antonyms", {7, 6}}, {"simple_s285/dates", {6, 7}}, {"simple_s285/entities", {7, 7}},
      {"simple_s285/negation", {5, 7}}, {"simple_s285/numbers", {4, 7}}, {"simple_s285/quantifiers", {5, 7}},
      {"simple_s285/roles", {7, 6}}, {"simple_s286/antonyms", {7, 6}}, {"simple_s286/dates", {7, 7}},
      {"simple_s286/entities", {7, 7}}, {"simple_s286/negation", {6, 7}}, {"simple_s286/numbers", {7, 7}},
      {"simple_s286/quantifiers", {6, 7}}, {"simple_s286/roles", {6, 7}}, {"simple_s287/antonyms", {7, 4}},
      {"simple_s287/dates", {7, 7}}, {"simple_s287/entities", {7, 7}}, {"simple_s287/negation", {6, 7}},
      {"simple_s287/numbers", {7, 7}}, {"simple_s287/quantifiers", {6, 6}}, {"simple_s287/roles", {7, 7}},
      {"simple_s288/antonyms", {7, 7}}, {"simple_s288/dates", {6, 6}}, {"simple_s288/entities", {6, 7}},
      {"simple_s288/negation", {6, 7}}, {"simple_s288/numbers", {5, 7}}, {"simple_s288/quantifiers", {6, 7}},
      {"simple_s288/roles", {7, 6}}, {"simple_s289/antonyms", {6, 7}}, {"simple_s289/dates", {7, 7}},
      {"simple_s289/entities", {7, 7}}, {"simple_s289/negation", {5, 7}}, {"simple_s289/numbers", {7, 7}},
      {"simple_s289/quantifiers", {7, 7}}, {"simple_s289/roles", {7, 6}}, {"simple_s29/antonyms", {7, 6}},
      {"simple_s29/dates", {6, 7}}, {"simple_s29/entities", {6, 7}}, {"simple_s29/negation", {5, 7}},
      {"simple_s29/numbers", {7, 7}}, {"simple_s29/quantifiers", {7, 7}}, {"simple_s29/roles", {7, 4}},
      {"simple_s290/antonyms", {7, 7}}, {"simple_s290/dates", {7, 6}}, {"simple_s290/entities", {7, 7}},
      {"simple_s290/negation", {5, 6}}, {"simple_s290/numbers", {7, 7}}, {"simple_s290/quantifiers", {7, 7}},
      {"simple_s290/roles", {7, 7}}, {"simple_s291/antonyms", {7, 5}}, {"simple_s291/dates", {7, 7}},
      {"simple_s291/entities", {7, 7}}, {"simple_s291/negation", {5, 5}}, {"simple_s291/numbers", {7, 7}},
      {"simple_s291/quantifiers", {6, 6}}, {"simple_s291/roles", {6, 7}}, {"simple_s292/antonyms", {6, 7}},
      {"simple_s292/dates", {7, 7}}, {"simple_s292/entities", {7, 7}}, {"simple_s292/negation", {6, 7}},
      {"simple_s292/numbers", {7, 7}}, {"simple_s292/quantifiers", {6, 7}}, {"simple_s292/roles", {7, 7}},
      {"simple_s293/antonyms", {7, 6}}, {"simple_s293/dates", {7, 7}}, {"simple_s293/entities", {7, 7}},
      {"simple_s293/negation", {3, 7}}, {"simple_s293/numbers", {7, 6}}, {"simple_s293/quantifiers", {7, 7}},
      {"simple_s293/roles", {7, 7}}, {"simple_s294/antonyms", {7, 7}}, {"simple_s294/dates", {7, 7}},
      {"simple_s294/entities", {6, 7}}, {"simple_s294/negation", {7, 7}}, {"simple_s294/numbers", {7, 7}},
      {"simple_s294/quantifiers", {6, 6}}, {"simple_s294/roles", {6, 6}}, {"simple_s295/antonyms", {7, 5}},
      {"simple_s295/dates", {7, 7}}, {"simple_s295/entities", {6, 7}}, {"simple_s295/negation", {7, 5}},
      {"simple_s295/numbers", {6, 7}}, {"simple_s295/quantifiers", {7, 7}}, {"simple_s295/roles", {7, 6}},
      {"simple_s296/antonyms", {7, 5}}, {"simple_s296/dates", {6, 7}}, {"simple_s296/entities", {6, 7}},
      {"simple_s296/negation", {4, 7}}, {"simple_s296/numbers", {7, 7}}, {"simple_s296/quantifiers", {7, 7}},
      {"simple_s296/roles", {6, 6}}, {"simple_s297/antonyms", {6, 7}}, {"simple_s297/dates", {7, 7}},
      {"simple_s297/entities", {7, 7}}, {"simple_s297/negation", {5, 7}}, {"simple_s297/numbers", {7, 7}},
      {"simple_s297/quantifiers", {7, 7}}, {"simple_s297/roles", {7, 7}}, {"simple_s298/antonyms", {6, 7}},
      {"simple_s298/dates", {6, 7}}, {"simple_s298/entities", {7, 7}}, {"simple_s298/negation", {6, 7}},
      {"simple_s298/numbers", {6, 7}}, {"simple_s298/quantifiers", {6, 7}}, {"simple_s298/roles", {7, 7}},
      {"simple_s299/antonyms", {5, 6}}, {"simple_s299/dates", {6, 7}}, {"simple_s299/entities", {6, 7}},
      {"simple_s299/negation", {7, 7}}, {"simple_s299/numbers", {7, 7}}, {"simple_s299/quantifiers", {7, 7}},
      {"simple_s299/roles", {6, 7}}, {"simple_s3/antonyms", {7, 7}}, {"simple_s3/dates", {6, 7}},
      {"simple_s3/entities", {7, 5}}, {"simple_s3/negation", {7, 7}}, {"simple_s3/numbers", {6, 6}},
      {"simple_s3/quantifiers", {7, 6}}, {"simple_s3/roles", {7, 6}}, {"simple_s30/antonyms", {7, 7}},
      {"simple_s30/dates", {7, 7}}, {"simple_s30/entities", {7, 5}}, {"simple_s30/negation", {7, 7}},
      {"simple_s30/numbers", {7, 7}}, {"simple_s30/quantifiers", {7, 7}}, {"simple_s30/roles", {7, 5}},
      {"simple_s300/antonyms", {6, 7}}, {"simple_s300/dates", {7, 7}}, {"simple_s300/entities", {7, 7}},
      {"simple_s300/negation", {7, 6}}, {"simple_s300/numbers", {7, 7}}, {"simple_s300/quantifiers", {5, 7}},
      {"simple_s300/roles", {7, 5}}, {"simple_s301/antonyms", {7, 7}}, {"simple_s301/dates", {7, 7}},
      {"simple_s301/entities", {7, 7}}, {"simple_s301/negation", {6, 7}}, {"simple_s301/numbers", {6, 7}},
      {"simple_s301/quantifiers", {6, 7}}, {"simple_s301/roles", {6, 6}}, {"simple_s302/antonyms", {7, 6}},
      {"simple_s302/dates", {7, 5}}, {"simple_s302/entities", {7, 7}}, {"simple_s302/negation", {7, 7}},
      {"simple_s302/numbers", {7, 7}}, {"simple_s302/quantifiers", {6, 6}}, {"simple_s302/roles", {6, 7}},
      {"simple_s303/antonyms", {7, 7}}, {"simple_s303/dates", {6, 6}}, {"simple_s303/entities", {7, 7}},
      {"simple_s303/negation", {7, 4}}, {"simple_s303/numbers", {6, 7}}, {"simple_s303/quantifiers", {6, 7}},
      {"simple_s303/roles", {7, 7}}, {"simple_s304/antonyms", {6, 7}}, {"simple_s304/dates", {7, 7}},
      {"simple_s304/entities", {7, 7}}, {"simple_s304/negation", {7, 5}}, {"simple_s304/numbers", {7, 7}},
      {"simple_s304/quantifiers", {4, 6}}, {"simple_s304/roles", {7, 6}}, {"simple_s305/antonyms", {7, 6}},
      {"simple_s305/dates", {7, 7}}, {"simple_s305/entities", {7, 7}}, {"simple_s305/negation", {4, 6}},
      {"simple_s305/numbers", {7, 7}}, {"simple_s305/quantifiers", {6, 7}}, {"simple_s305/roles", {7, 7}},
      {"simple_s306/antonyms", {7, 7}}, {"simple_s306/dates", {7, 7}}, {"simple_s306/entities", {6, 7}},
      {"simple_s306/negation", {4, 7}}, {"simple_s306/numbers", {6, 7}}, {"simple_s306/quantifiers", {6, 7}},
      {"simple_s306/roles", {7, 7}}, {"simple_s307/antonyms", {6, 7}}, {"simple_s307/dates", {6, 7}},
      {"simple_s307/entities", {7, 7}}, {"simple_s307/negation", {7, 7}}, {"simple_s307/numbers", {7, 7}},
      {"simple_s307/quantifiers", {6, 7}}, {"simple_s307/roles", {7, 7}}, {"simple_s308/antonyms", {6, 7}},
      {"simple_s308/dates", {6, 6}}, {"simple_s308/entities", {7, 7}}, {"simple_s308/negation", {6, 7}},
      {"simple_s308/numbers", {7, 7}}, {"simple_s308/quantifiers", {6, 6}}, {"simple_s308/roles", {7, 7}},
      {"simple_s309/antonyms", {6, 7}}, {"simple_s309/dates", {7, 6}}, {"simple_s309/entities", {7, 6}},
      {"simple_s309/negation", {6, 7}}, {"simple_s309/numbers", {7, 7}}, {"simple_s309/quantifiers", {6, 6}},
      {"simple_s309/roles", {7, 7}}, {"simple_s31/antonyms", {7, 6}}, {"simple_s31/dates", {7, 7}},
      {"simple_s31/entities", {7, 6}}, {"simple_s31/negation", {7, 7}}, {"simple_s31/numbers", {6, 6}},
      {"simple_s31/quantifiers", {7, 6}}, {"simple_s31/roles", {7, 5}}, {"simple_s310/antonyms", {7, 3}},
      {"simple_s310/dates", {7, 7}}, {"simple_s310/entities", {7, 7}}, {"simple_s310/negation", {5, 6}},
      {"simple_s310/numbers", {7, 7}}, {"simple_s310/quantifiers", {7, 7}}, {"simple_s310/roles", {7, 7}},
      {"simple_s311/antonyms", {6, 6}}, {"simple_s311/dates", {6, 7}}, {"simple_s311/entities", {7, 7}},
      {"simple_s311/negation", {4, 6}}, {"simple_s311/numbers", {7, 7}}, {"simple_s311/quantifiers", {6, 7}},
      {"simple_s311/roles", {7, 7}}, {"simple_s312/antonyms", {7, 6}}, {"simple_s312/dates", {7, 7}},
      {"simple_s312/entities", {7, 6}}, {"simple_s312/negation", {6, 6}}, {"simple_s312/numbers", {6, 7}},
      {"simple_s312/quantifiers", {5, 7}}, {"simple_s312/roles", {7, 7}}, {"simple_s313/antonyms", {7, 7}},
      {"simple_s313/dates", {7, 6}}, {"simple_s313/entities", {6, 7}}, {"simple_s313/negation", {6, 7}},
      {"simple_s313/numbers", {6, 7}}, {"simple_s313/quantifiers", {7, 7}}, {"simple_s313/roles", {7, 7}},
      {"simple_s314/antonyms", {5, 7}}, {"simple_s314/dates", {7, 7}}, {"simple_s314/entities", {7, 7}},
      {"simple_s314/negation", {6, 7}}, {"simple_s314/numbers", {7, 7}}, {"simple_s314/quantifiers", {6, 5}},
      {"simple_s314/roles", {7, 6}}, {"simple_s315/antonyms", {7, 6}}, {"simple_s315/dates", {6, 6}},
      {"simple_s315/entities", {7, 7}}, {"simple_s315/negation", {6, 7}}, {"simple_s315/numbers", {7, 7}},
      {"simple_s315/quantifiers", {6, 6}}, {"simple_s315/roles", {7, 6}}, {"simple_s316/antonyms", {6, 7}},
      {"simple_s316/dates", {7, 7}}, {"simple_s316/entities", {7, 7}}, {"simple_s316/negation", {6, 6}},
      {"simple_s316/numbers", {7, 7}}, {"simple_s316/quantifiers", {6, 7}}, {"simple_s316/roles", {7, 7}},
      {"simple_s317/antonyms", {6, 7}}, {"simple_s317/dates", {7, 7}}, {"simple_s317/entities", {6, 7}},
      {"simple_s317/negation", {6, 7}}, {"simple_s317/numbers", {7, 7}}, {"simple_s317/quantifiers", {5, 7}},
      {"simple_s317/roles", {6, 7}}, {"simple_s318/antonyms", {6, 7}}, {"simple_s318/dates", {7, 7}},
      {"simple_s318/entities", {7, 7}}, {"simple_s318/negation", {6, 6}}, {"simple_s318/numbers", {7, 7}},
      {"simple_s318/quantifiers", {6, 7}}, {"simple_s318/roles", {7, 7}}, {"simple_s319/antonyms", {7, 7}},
      {"simple_s319/dates", {6, 7}}, {"simple_s319/entities", {7, 7}}, {"simple_s319/negation", {5, 6}},
      {"simple_s319/numbers", {6, 7}}, {"simple_s319/quantifiers", {6, 6}}, {"simple_s319/roles", {7, 7}},
      {"simple_s32/antonyms", {7, 7}}, {"simple_s32/dates", {7, 7}}, {"simple_s32/entities", {7, 6}},
      {"simple_s32/negation", {7, 7}}, {"simple_s32/numbers", {7, 7}}, {"simple_s32/quantifiers", {7, 7}},
      {"simple_s32/roles", {7, 5}}, {"simple_s320/antonyms", {7, 6}}, {"simple_s320/dates", {7, 7}},
      {"simple_s320/entities", {7, 7}}, {"simple_s320/negation", {6, 6}}, {"simple_s320/numbers", {6, 6}},
      {"simple_s320/quantifiers", {7, 6}}, {"simple_s320/roles", {7, 7}}, {"simple_s321/antonyms", {7, 7}},
      {"simple_s321/dates", {7, 7}}, {"simple_s321/entities", {7, 7}}, {"simple_s321/negation", {6, 7}},
      {"simple_s321/numbers", {7, 7}}, {"simple_s321/quantifiers", {6, 7}}, {"simple_s321/roles", {7, 7}},
      {"simple_s322/antonyms", {7, 5}}, {"simple_s322/dates", {7, 7}}, {"simple_s322/entities", {7, 6}},
      {"simple_s322/negation", {7, 6}}, {"simple_s322/numbers", {7, 6}}, {"simple_s322/quantifiers", {7, 6}},
      {"simple_s322/roles", {6, 7}}, {"simple_s323/antonyms", {6, 7}}, {"simple_s323/dates", {7, 7}},
      {"simple_s323/entities", {7, 7}}, {"simple_s323/negation", {5, 7}}, {"simple_s323/numbers", {7, 7}},
      {"simple_s323/quantifiers", {7, 7}}, {"simple_s323/roles", {7, 6}}, {"simple_s324/antonyms", {7, 6}},
      {"simple_s324/dates", {7, 7}}, {"simple_s324/entities", {7, 5}}, {"simple_s324/negation", {7, 6}},
      {"simple_s324/numbers", {7, 7}}, {"simple_s324/quantifiers", {6, 7}}, {"simple_s324/roles", {7, 7}},
      {"simple_s325/antonyms", {5, 5}}, {"simple_s325/dates", {7, 6}}, {"simple_s325/entities", {7, 7}},
      {"simple_s325/negation", {5, 7}}, {"simple_s325/numbers", {7, 7}}, {"simple_s325/quantifiers", {6, 7}},
      {"simple_s325/roles", {7, 6}}, {"simple_s326/antonyms", {6, 7}}, {"simple_s326/dates", {7, 7}},
      {"simple_s326/entities", {7, 7}}, {"simple_s326/negation", {6, 5}}, {"simple_s326/numbers", {7, 7}},
      {"simple_s326/quantifiers", {7, 7}}, {"simple_s326/roles", {7, 7}}, {"simple_s327/antonyms", {7, 6}},
      {"simple_s327/dates", {7, 7}}, {"simple_s327/entities", {7, 7}}, {"simple_s327/negation", {7, 7}},
      {"simple_s327/numbers", {7, 7}}, {"simple_s327/quantifiers", {7, 7}}, {"simple_s327/roles", {7, 7}},
      {"simple_s328/antonyms", {7, 7}}, {"simple_s328/dates", {7, 7}}, {"simple_s328/entities", {7, 7}},
      {"simple_s328/negation", {5, 6}}, {"simple_s328/numbers", {6, 7}}, {"simple_s328/quantifiers", {7, 7}},
      {"simple_s328/roles", {6, 5}}, {"simple_s329/antonyms", {6, 5}}, {"simple_s329/dates", {4, 7}},
      {"simple_s329/entities", {7, 7}}, {"simple_s329/negation", {7, 7}}, {"simple_s329/numbers", {7, 7}},
      {"simple_s329/quantifiers", {5, 7}}, {"simple_s329/roles", {7, 7}}, {"simple_s33/antonyms", {7, 7}},
      {"simple_s33/dates", {7, 7}}, {"simple_s33/entities", {7, 7}}, {"simple_s33/negation", {7, 6}},
      {"simple_s33/numbers", {7, 7}}, {"simple_s33/quantifiers", {7, 7}}, {"simple_s33/roles", {7, 5}},
      {"simple_s330/antonyms", {7, 7}}, {"simple_s330/dates", {7, 5}}, {"simple_s330/entities", {7, 7}},
      {"simple_s330/negation", {5, 6}}, {"simple_s330/numbers", {7, 7}}, {"simple_s330/quantifiers", {7, 7}},
      {"simple_s330/roles", {7, 6}}, {"simple_s331/antonyms", {7, 6}}, {"simple_s331/dates", {6, 6}},
      {"simple_s331/entities", {7, 7}}, {"simple_s331/negation", {6, 7}}, {"simple_s331/numbers", {6, 7}},
      {"simple_s331/quantifiers", {7, 7}}, {"simple_s331/roles", {7, 7}}, {"simple_s332/antonyms", {6, 6}},
      {"simple_s332/dates", {6, 7}}, {"simple_s332/entities", {6, 7}}, {"simple_s332/negation", {7, 5}},
      {"simple_s332/numbers", {7, 7}}, {"simple_s332/quantifiers", {7, 6}}, {"simple_s332/roles", {7, 7}},
      {"simple_s333/antonyms", {7, 6}}, {"simple_s333/dates", {7, 7}}, {"simple_s333/entities", {7, 7}},
      {"simple_s333/negation", {6, 7}}, {"simple_s333/numbers", {6, 7}}, {"simple_s333/quantifiers", {7, 7}},
      {"simple_s333/roles", {7, 6}}, {"simple_s334/antonyms", {7, 7}}, {"simple_s334/dates", {7, 7}},
      {"simple_s334/entities", {6, 7}}, {"simple_s334/negation", {6, 7}}, {"simple_s334/numbers", {7, 7}},
      {"simple_s334/quantifiers", {7, 7}}, {"simple_s334/roles", {7, 6}}, {"simple_s335/antonyms", {7, 7}},
      {"simple_s335/dates", {7, 7}}, {"simple_s335/entities", {7, 6}}, {"simple_s335/negation", {7, 6}},
      {"simple_s335/numbers", {7, 7}}, {"simple_s335/quantifiers", {6, 7}}, {"simple_s335/roles", {6, 7}},
      {"simple_s336/antonyms", {5, 6}}, {"simple_s336/dates", {7, 7}}, {"simple_s336/entities", {6, 7}},
      {"simple_s336/negation", {4, 7}}, {"simple_s336/numbers", {7, 7}}, {"simple_s336/quantifiers", {6, 7}},
      {"simple_s336/roles", {7, 6}}, {"simple_s337/antonyms", {7, 7}}, {"simple_s337/dates", {7, 7}},
      {"simple_s337/entities", {6, 7}}, {"simple_s337/negation", {7, 7}}, {"simple_s337/numbers", {7, 7}},
      {"simple_s337/quantifiers", {6, 6}}, {"simple_s337/roles", {7, 7}}, {"simple_s338/antonyms", {6, 5}},
      {"simple_s338/dates", {6, 6}}, {"simple_s338/entities", {6, 7}}, {"simple_s338/negation", {7, 7}},
      {"simple_s338/numbers", {6, 7}}, {"simple_s338/quantifiers", {7, 7}}, {"simple_s338/roles", {7, 6}},
      {"simple_s339/antonyms", {7, 7}}, {"simple_s339/dates", {5, 7}}, {"simple_s339/entities", {7, 7}},
      {"simple_s339/negation", {5, 7}}, {"simple_s339/numbers", {7, 7}}, {"simple_s339/quantifiers", {7, 7}},
      {"simple_s339/roles", {6, 4}}, {"simple_s34/antonyms", {7, 7}}, {"simple_s34/dates", {7, 6}},
      {"simple_s34/entities", {7, 5}}, {"simple_s34/negation", {6, 7}}, {"simple_s34/numbers", {6, 7}},
      {"simple_s34/quantifiers", {7, 7}}, {"simple_s34/roles", {7, 5}}, {"simple_s340/antonyms", {6, 6}},
      {"simple_s340/dates", {7, 6}}, {"simple_s340/entities", {7, 6}}, {"simple_s340/negation", {7, 7}},
      {"simple_s340/numbers", {7, 7}}, {"simple_s340/quantifiers", {6, 7}}, {"simple_s340/roles", {7, 6}},
      {"simple_s341/antonyms", {7, 5}}, {"simple_s341/dates", {6, 6}}, {"simple_s341/entities", {6, 7}},
      {"simple_s341/negation", {7, 6}}, {"simple_s341/numbers", {7, 7}}, {"simple_s341/quantifiers", {4, 7}},
      {"simple_s341/roles", {7, 6}}, {"simple_s342/antonyms", {5, 6}}, {"simple_s342/dates", {7, 6}},
      {"simple_s342/entities", {6, 7}}, {"simple_s342/negation", {7, 6}}, {"simple_s342/numbers", {6, 7}},
      {"simple_s342/quantifiers", {7, 7}}, {"simple_s342/roles", {7, 6}}, {"simple_s343/antonyms", {7, 7}},
      {"simple_s343/dates", {7, 7}}, {"simple_s343/entities", {7, 7}}, {"simple_s343/negation", {7, 6}},
      {"simple_s343/numbers", {7, 7}}, {"simple_s343/quantifiers", {6, 6}}, {"simple_s343/roles", {7, 6}},
      {"simple_s344/antonyms", {7, 6}}, {"simple_s344/dates", {7, 6}}, {"simple_s344/entities", {7, 7}},
      {"simple_s344/negation", {4, 5}}, {"simple_s344/numbers", {7, 7}}, {"simple_s344/quantifiers", {6, 7}},
      {"simple_s344/roles", {6, 7}}, {"simple_s345/antonyms", {7, 6}}, {"simple_s345/dates", {6, 7}},
      {"simple_s345/entities", {6, 7}}, {"simple_s345/negation", {6, 6}}, {"simple_s345/numbers", {6, 7}},
      {"simple_s345/quantifiers", {7, 7}}, {"simple_s345/roles", {7, 7}}, {"simple_s346/antonyms", {7, 6}},
      {"simple_s346/dates", {7, 6}}, {"simple_s346/entities", {7, 7}}, {"simple_s346/negation", {5, 7}},
      {"simple_s346/numbers", {7, 7}}, {"simple_s346/quantifiers", {6, 6}}, {"simple_s346/roles", {7, 6}},
      {"simple_s347/antonyms", {7, 7}}, {"simple_s347/dates", {7, 7}}, {"simple_s347/entities", {7, 7}},
      {"simple_s347/negation", {7, 6}}, {"simple_s347/numbers", {7, 7}}, {"simple_s347/quantifiers", {5, 6}},
      {"simple_s347/roles", {7, 6}}, {"simple_s348/antonyms", {7, 6}}, {"simple_s348/dates", {7, 5}},
      {"simple_s348/entities", {6, 7}}, {"simple_s348/negation", {6, 7}}, {"simple_s348/numbers", {7, 7}},
      {"simple_s348/quantifiers", {7, 7}}, {"simple_s348/roles", {6, 7}}, {"simple_s349/antonyms", {7, 7}},
      {"simple_s349/dates", {7, 7}}, {"simple_s349/entities", {7, 6}}, {"simple_s349/negation", {7, 7}},
      {"simple_s349/numbers", {7, 7}}, {"simple_s349/quantifiers", {7, 6}}, {"simple_s349/roles", {7, 7}},
      {"simple_s35/antonyms", {7, 7}}, {"simple_s35/dates", {7, 7}}, {"simple_s35/entities", {7, 7}},
      {"simple_s35/negation", {7, 6}}, {"simple_s35/numbers", {7, 7}}, {"simple_s35/quantifiers", {7, 7}},
      {"simple_s35/roles", {7, 3}}, {"simple_s350/antonyms", {7, 7}}, {"simple_s350/dates", {7, 7}},
      {"simple_s350/entities", {7, 7}}, {"simple_s350/negation", {4, 6}}, {"simple_s350/numbers", {7, 7}},
      {"simple_s350/quantifiers", {7, 6}}, {"simple_s350/roles", {7, 7}}, {"simple_s351/antonyms", {7, 5}},
      {"simple_s351/dates", {7, 7}}, {"simple_s351/entities", {7, 7}}, {"simple_s351/negation", {6, 6}},
      {"simple_s351/numbers", {7, 7}}, {"simple_s351/quantifiers", {5, 7}}, {"simple_s351/roles", {7, 6}},
      {"simple_s352/antonyms", {7, 7}}, {"simple_s352/dates", {5, 5}}, {"simple_s352/entities", {7, 7}},
      {"simple_s352/negation", {4, 6}}, {"simple_s352/numbers", {7, 7}}, {"simple_s352/quantifiers", {7, 7}},
      {"simple_s352/roles", {7, 7}}, {"simple_s353/antonyms", {7, 7}}, {"simple_s353/dates", {6, 6}},
      {"simple_s353/entities", {6, 7}}, {"simple_s353/negation", {5, 6}}, {"simple_s353/numbers", {6, 7}},
      {"simple_s353/quantifiers", {7, 6}}, {"simple_s353/roles", {6, 5}}, {"simple_s354/antonyms", {7, 7}},
      {"simple_s354/dates", {7, 7}}, {"simple_s354/entities", {7, 6}}, {"simple_s354/negation", {7, 7}},
      {"simple_s354/numbers", {7, 7}}, {"simple_s354/quantifiers", {6, 7}}, {"simple_s354/roles", {6, 4}},
      {"simple_s355/antonyms", {6, 6}}, {"simple_s355/dates", {7, 7}}, {"simple_s355/entities", {6, 7}},
      {"simple_s355/negation", {6, 7}}, {"simple_s355/numbers", {7, 7}}, {"simple_s355/quantifiers", {6, 5}},
      {"simple_s355/roles", {7, 7}}, {"simple_s356/antonyms", {7, 7}}, {"simple_s356/dates", {7, 7}},
      {"simple_s356/entities", {7, 7}}, {"simple_s356/negation", {7, 7}}, {"simple_s356/numbers", {7, 7}},
      {"simple_s356/quantifiers", {7, 5}}, {"simple_s356/roles", {7, 6}}, {"simple_s357/antonyms", {7, 7}},
      {"simple_s357/dates", {7, 7}}, {"simple_s357/entities", {7, 6}}, {"simple_s357/negation", {6, 6}},
      {"simple_s357/numbers", {7, 7}}, {"simple_s357/quantifiers", {6, 6}}, {"simple_s357/roles", {7, 7}},
      {"simple_s358/antonyms", {6, 7}}, {"simple_s358/dates", {7, 7}}, {"simple_s358/entities", {7, 7}},
      {"simple_s358/negation", {7, 7}}, {"simple_s358/numbers", {7, 7}}, {"simple_s358/quantifiers", {6, 6}},
      {"simple_s358/roles", {6, 6}}, {"simple_s359/antonyms", {6, 5}}, {"simple_s359/dates", {7, 6}},
      {"simple_s359/entities", {7, 7}}, {"simple_s359/negation", {5, 6}}, {"simple_s359/numbers", {7, 7}},
      {"simple_s359/quantifiers", {6, 7}}, {"simple_s359/roles", {7, 4}}, {"simple_s36/antonyms", {7, 7}},
      {"simple_s36/dates", {7, 6}}, {"simple_s36/entities", {7, 7}}, {"simple_s36/negation", {7, 7}},
      {"simple_s36/numbers", {7, 7}}, {"simple_s36/quantifiers", {6, 7}}, {"simple_s36/roles", {6, 5}},
      {"simple_s360/antonyms", {7, 5}}, {"simple_s360/dates", {7, 6}}, {"simple_s360/entities", {7, 7}},
      {"simple_s360/negation", {6, 7}}, {"simple_s360/numbers", {6, 7}}, {"simple_s360/quantifiers", {7, 7}},
      {"simple_s360/roles", {7, 7}}, {"simple_s361/antonyms", {7, 7}}, {"simple_s361/dates", {7, 7}},
      {"simple_s361/entities", {7, 7}}, {"simple_s361/negation", {6, 5}}, {"simple_s361/numbers", {7, 7}},
      {"simple_s361/quantifiers", {6, 7}}, {"simple_s361/roles", {7, 5}}, {"simple_s362/antonyms", {7, 7}},
      {"simple_s362/dates", {7, 6}}, {"simple_s362/entities", {6, 7}}, {"simple_s362/negation", {6, 7}},
      {"simple_s362/numbers", {7, 7}}, {"simple_s362/quantifiers", {7, 7}}, {"simple_s362/roles", {7, 7}},
      {"simple_s363/antonyms", {7, 6}}, {"simple_s363/dates", {7, 7}}, {"simple_s363/entities", {7, 7}},
      {"simple_s363/negation", {5, 6}}, {"simple_s363/numbers", {7, 7}}, {"simple_s363/quantifiers", {7, 7}},
      {"simple_s363/roles", {6, 7}}, {"simple_s364/antonyms", {7, 7}}, {"simple_s364/dates", {7, 7}},
      {"simple_s364/entities", {7, 7}}, {"simple_s364/negation", {6, 7}}, {"simple_s364/numbers", {6, 7}},
      {"simple_s364/quantifiers", {5, 7}}, {"simple_s364/roles", {7, 7}}, {"simple_s365/antonyms", {6, 7}},
      {"simple_s365/dates", {7, 7}}, {"simple_s365/entities", {6, 7}}, {"simple_s365/negation", {4, 6}},
      {"simple_s365/numbers", {7, 7}}, {"simple_s365/quantifiers", {5, 7}}, {"simple_s365/roles", {7, 5}},
      {"simple_s366/antonyms", {7, 6}}, {"simple_s366/dates", {7, 7}}, {"simple_s366/entities", {7, 6}},
      {"simple_s366/negation", {6, 5}}, {"simple_s366/numbers", {7, 6}}, {"simple_s366/quantifiers", {6, 6}},
      {"simple_s366/roles", {7, 6}}, {"simple_s367/antonyms", {7, 6}}, {"simple_s367/dates", {7, 7}},
      {"simple_s367/entities", {6, 7}}, {"simple_s367/negation", {4, 6}}, {"simple_s367/numbers", {7, 7}},
      {"simple_s367/quantifiers", {6, 7}}, {"simple_s367/roles", {7, 5}}, {"simple_s368/antonyms", {6, 6}},
      {"simple_s368/dates", {6, 7}}, {"simple_s368/entities", {7, 6}}, {"simple_s368/negation", {6, 5}},
      {"simple_s368/numbers", {7, 7}}, {"simple_s368/quantifiers", {7, 7}}, {"simple_s368/roles", {7, 7}},
      {"simple_s369/antonyms", {7, 6}}, {"simple_s369/dates", {6, 7}}, {"simple_s369/entities", {7, 7}},
      {"simple_s369/negation", {7, 7}}, {"simple_s369/numbers", {7, 7}}, {"simple_s369/quantifiers", {5, 4}},
      {"simple_s369/roles", {7, 7}}, {"simple_s37/antonyms", {7, 7}}, {"simple_s37/dates", {6, 7}},
      {"simple_s37/entities", {7, 6}}, {"simple_s37/negation", {7, 5}}, {"simple_s37/numbers", {7, 7}},
      {"simple_s37/quantifiers", {7, 7}}, {"simple_s37/roles", {7, 6}}, {"simple_s370/antonyms", {7, 5}},
      {"simple_s370/dates", {6, 6}}, {"simple_s370/entities", {7, 6}}, {"simple_s370/negation", {5, 7}},
      {"simple_s370/numbers", {6, 7}}, {"simple_s370/quantifiers", {6, 6}}, {"simple_s370/roles", {7, 7}},
      {"simple_s371/antonyms", {7, 7}}, {"simple_s371/dates", {7, 7}}, {"simple_s371/entities", {7, 7}},
      {"simple_s371/negation", {7, 5}}, {"simple_s371/numbers", {7, 7}}, {"simple_s371/quantifiers", {6, 6}},
      {"simple_s371/roles", {7, 7}}, {"simple_s372/antonyms", {7, 6}}, {"simple_s372/dates", {7, 6}},
      {"simple_s372/entities", {6, 7}}, {"simple_s372/negation", {4, 7}}, {"simple_s372/numbers", {6, 7}},
      {"simple_s372/quantifiers", {7, 7}}, {"simple_s372/roles", {7, 7}}, {"simple_s373/antonyms", {6, 7}},
      {"simple_s373/dates", {6, 6}}, {"simple_s373/entities", {7, 7}}, {"simple_s373/negation", {5, 7}},
      {"simple_s373/numbers", {7, 7}}, {"simple_s373/quantifiers", {7, 7}}, {"simple_s373/roles", {7, 6}},
      {"simple_s374/antonyms", {7, 5}}, {"simple_s374/dates", {6, 7}}, {"simple_s374/entities", {7, 7}},
      {"simple_s374/negation", {5, 6}}, {"simple_s374/numbers", {6, 7}}, {"simple_s374/quantifiers", {7, 6}},
      {"simple_s374/roles", {7, 5}}, {"simple_s375/antonyms", {7, 6}}, {"simple_s375/dates", {6, 6}},
      {"simple_s375/entities", {6, 7}}, {"simple_s375/negation", {5, 7}}, {"simple_s375/numbers", {7, 7}},
      {"simple_s375/quantifiers", {6, 7}}, {"simple_s375/roles", {7, 6}}, {"simple_s376/antonyms", {7, 6}},
      {"simple_s376/dates", {7, 7}}, {"simple_s376/entities", {7, 7}}, {"simple_s376/negation", {7, 7}},
      {"simple_s376/numbers", {7, 7}}, {"simple_s376/quantifiers", {5, 7}}, {"simple_s376/roles", {7, 7}},
      {"simple_s377/antonyms", {6, 6}}, {"simple_s377/dates", {6, 7}}, {"simple_s377/entities", {7, 7}},
      {"simple_s377/negation", {6, 7}}, {"simple_s377/numbers", {7, 7}}, {"simple_s377/quantifiers", {7, 7}},
      {"simple_s377/roles", {7, 6}}, {"simple_s378/antonyms", {6, 5}}, {"simple_s378/dates", {6, 6}},
      {"simple_s378/entities", {7, 7}}, {"simple_s378/negation", {5, 5}}, {"simple_s378/numbers", {7, 7}},
      {"simple_s378/quantifiers", {5, 7}}, {"simple_s378/roles", {7, 7}}, {"simple_s379/antonyms", {7, 7}},
      {"simple_s379/dates", {7, 7}}, {"simple_s379/entities", {6, 7}}, {"simple_s379/negation", {6, 6}},
      {"simple_s379/numbers", {7, 7}}, {"simple_s379/quantifiers", {7, 7}}, {"simple_s379/roles", {5, 7}},
      {"simple_s38/antonyms", {7, 6}}, {"simple_s38/dates", {7, 7}}, {"simple_s38/entities", {7, 7}},
      {"simple_s38/negation", {7, 7}}, {"simple_s38/numbers", {7, 7}}, {"simple_s38/quantifiers", {7, 6}},
      {"simple_s38/roles", {7, 7}}, {"simple_s380/antonyms", {7, 6}}, {"simple_s380/dates", {5, 7}},
      {"simple_s380/entities", {7, 7}}, {"simple_s380/negation", {5, 5}}, {"simple_s380/numbers", {6, 7}},
      {"simple_s380/quantifiers", {6, 7}}, {"simple_s380/roles", {6, 7}}, {"simple_s381/antonyms", {5, 7}},
      {"simple_s381/dates", {7, 6}}, {"simple_s381/entities", {7, 7}}, {"simple_s381/negation", {5, 7}},
      {"simple_s381/numbers", {7, 7}}, {"simple_s381/quantifiers", {5, 7}}, {"simple_s381/roles", {7, 7}},
      {"simple_s382/antonyms", {7, 6}}, {"simple_s382/dates", {5, 6}}, {"simple_s382/entities", {7, 7}},
      {"simple_s382/negation", {4, 6}}, {"simple_s382/numbers", {7, 7}}, {"simple_s382/quantifiers", {6, 6}},
      {"simple_s382/roles", {7, 7}}, {"simple_s383/antonyms", {5, 5}}, {"simple_s383/dates", {7, 7}},
      {"simple_s383/entities", {7, 7}}, {"simple_s383/negation", {6, 6}}, {"simple_s383/numbers", {7, 7}},
      {"simple_s383/quantifiers", {7, 7}}, {"simple_s383/roles", {7, 7}}, {"simple_s384/antonyms", {7, 7}},
      {"simple_s384/dates", {7, 6}}, {"simple_s384/entities", {7, 7}}, {"simple_s384/negation", {4, 7}},
      {"simple_s384/numbers", {7, 7}}, {"simple_s384/quantifiers", {7, 7}}, {"simple_s384/roles", {7, 7}},
      {"simple_s385/antonyms", {7, 7}}, {"simple_s385/dates", {6, 7}}, {"simple_s385/entities", {7, 7}},
      {"simple_s385/negation", {6, 7}}, {"simple_s385/numbers", {6, 7}}, {"simple_s385/quantifiers", {6, 7}},
      {"simple_s385/roles", {7, 7}}, {"simple_s386/antonyms", {6, 7}}, {"simple_s386/dates", {7, 6}},
      {"simple_s386/entities", {7, 7}}, {"simple_s386/negation", {5, 5}}, {"simple_s386/numbers", {6, 7}},
      {"simple_s386/quantifiers", {5, 7}}, {"simple_s386/roles", {7, 7}}, {"simple_s387/antonyms", {7, 7}},
      {"simple_s387/dates", {7, 7}}, {"simple_s387/entities", {7, 7}}, {"simple_s387/negation", {7, 7}},
      {"simple_s387/numbers", {7, 7}}, {"simple_s387/quantifiers", {6, 7}}, {"simple_s387/roles", {7, 7}},
      {"simple_s388/antonyms", {5, 7}}, {"simple_s388/dates", {7, 6}}, {"simple_s388/entities", {7, 6}},
      {"simple_s388/negation", {6, 7}}, {"simple_s388/numbers", {7, 7}}, {"simple_s388/quantifiers", {5, 7}},
      {"simple_s388/roles", {6, 6}}, {"simple_s389/antonyms", {6, 7}}, {"simple_s389/dates", {7, 7}},
      {"simple_s389/entities", {7, 7}}, {"simple_s389/negation", {6, 5}}, {"simple_s389/numbers", {7, 7}},
      {"simple_s389/quantifiers", {7, 7}}, {"simple_s389/roles", {6, 7}}, {"simple_s39/antonyms", {7, 7}},
      {"simple_s39/dates", {7, 6}}, {"simple_s39/entities", {7, 7}}, {"simple_s39/negation", {6, 7}},
      {"simple_s39/numbers", {6, 7}}, {"simple_s39/quantifiers", {7, 6}}, {"simple_s39/roles", {7, 6}},
      {"simple_s390/antonyms", {7, 7}}, {"simple_s390/dates", {7, 7}}, {"simple_s390/entities", {7, 7}},
      {"simple_s390/negation", {3, 6}}, {"simple_s390/numbers", {6, 7}}, {"simple_s390/quantifiers", {7, 6}},
      {"simple_s390/roles", {7, 7}}, {"simple_s391/antonyms", {7, 7}}, {"simple_s391/dates", {6, 7}},
      {"simple_s391/entities", {7, 7}}, {"simple_s391/negation", {5, 7}}, {"simple_s391/numbers", {7, 7}},
      {"simple_s391/quantifiers", {7, 7}}, {"simple_s391/roles", {7, 6}}, {"simple_s392/antonyms", {7, 7}},
      {"simple_s392/dates", {7, 6}}, {"simple_s392/entities", {7, 7}}, {"simple_s392/negation", {7, 7}},
      {"simple_s392/numbers", {6, 7}}, {"simple_s392/quantifiers", {6, 6}}, {"simple_s392/roles", {6, 6}},
      {"simple_s393/antonyms", {6, 6}}, {"simple_s393/dates", {7, 7}}, {"simple_s393/entities", {5, 7}},
      {"simple_s393/negation", {7, 7}}, {"simple_s393/numbers", {7, 7}}, {"simple_s393/quantifiers", {7, 7}},
      {"simple_s393/roles", {7, 6}}, {"simple_s394/antonyms", {6, 7}}, {"simple_s394/dates", {7, 6}},
      {"simple_s394/entities", {7, 7}}, {"simple_s394/negation", {7, 6}}, {"simple_s394/numbers", {7, 7}},
      {"simple_s394/quantifiers", {6, 7}}, {"simple_s394/roles", {7, 5}}, {"simple_s395/antonyms", {7, 6}},
      {"simple_s395/dates", {7, 6}}, {"simple_s395/entities", {6, 7}}, {"simple_s395/negation", {7, 7}},
      {"simple_s395/numbers", {7, 7}}, {"simple_s395/quantifiers", {7, 7}}, {"simple_s395/roles", {7, 7}},
      {"simple_s396/antonyms", {6, 6}}, {"simple_s396/dates", {7, 6}}, {"simple_s396/entities", {6, 7}},
      {"simple_s396/negation", {7, 6}}, {"simple_s396/numbers", {5, 7}}, {"simple_s396/quantifiers", {6, 7}},
      {"simple_s396/roles", {7, 7}}, {"simple_s397/antonyms", {7, 7}}, {"simple_s397/dates", {7, 7}},
      {"simple_s397/entities", {7, 7}}, {"simple_s397/negation", {6, 7}}, {"simple_s397/numbers", {7, 7}},
      {"simple_s397/quantifiers", {5, 7}}, {"simple_s397/roles", {7, 7}}, {"simple_s398/antonyms", {7, 7}},
      {"simple_s398/dates", {7, 7}}, {"simple_s398/entities", {7, 7}}, {"simple_s398/negation", {7, 7}},
      {"simple_s398/numbers", {7, 7}}, {"simple_s398/quantifiers", {7, 7}}, {"simple_s398/roles", {7, 7}},
      {"simple_s399/antonyms", {7, 7}}, {"simple_s399/dates", {7, 6}}, {"simple_s399/entities", {7, 7}},
      {"simple_s399/negation", {7, 7}}, {"simple_s399/numbers", {7, 7}}, {"simple_s399/quantifiers", {7, 7}},
      {"simple_s399/roles", {7, 7}}, {"simple_s4/antonyms", {7, 7}}, {"simple_s4/dates", {6, 6}},
      {"simple_s4/entities", {7, 6}}, {"simple_s4/negation", {6, 7}}, {"simple_s4/numbers", {7, 6}},
      {"simple_s4/quantifiers", {6, 6}}, {"simple_s4/roles", {7, 7}}, {"simple_s40/antonyms", {7, 7}},
      {"simple_s40/dates", {7, 7}}, {"simple_s40/entities", {7, 2}}, {"simple_s40/negation", {7, 5}},
      {"simple_s40/numbers", {7, 7}}, {"simple_s40/quantifiers", {7, 6}}, {"simple_s40/roles", {6, 7}},
      {"simple_s400/antonyms", {7, 7}}, {"simple_s400/dates", {7, 7}}, {"simple_s400/entities", {7, 6}},
      {"simple_s400/negation", {6, 7}}, {"simple_s400/numbers", {7, 7}}, {"simple_s400/quantifiers", {6, 7}},
      {"simple_s400/roles", {7, 7}}, {"simple_s401/antonyms", {5, 7}}, {"simple_s401/dates", {6, 7}},
      {"simple_s401/entities", {7, 7}}, {"simple_s401/negation", {5, 7}}, {"simple_s401/numbers", {6, 7}},
      {"simple_s401/quantifiers", {4, 5}}, {"simple_s401/roles", {7, 7}}, {"simple_s402/antonyms", {7, 7}},
      {"simple_s402/dates", {7, 7}}, {"simple_s402/entities", {7, 7}}, {"simple_s402/negation", {6, 6}},
      {"simple_s402/numbers", {7, 7}}, {"simple_s402/quantifiers", {7, 6}}, {"simple_s402/roles", {7, 7}},
      {"simple_s403/antonyms", {7, 7}}, {"simple_s403/dates", {7, 6}}, {"simple_s403/entities", {7, 7}},
      {"simple_s403/negation", {6, 7}}, {"simple_s403/numbers", {7, 7}}, {"simple_s403/quantifiers", {5, 7}},
      {"simple_s403/roles", {7, 6}}, {"simple_s404/antonyms", {6, 5}}, {"simple_s404/dates", {6, 7}},
      {"simple_s404/entities", {7, 7}}, {"simple_s404/negation", {3, 6}}, {"simple_s404/numbers", {4, 7}},
      {"simple_s404/quantifiers", {7, 6}}, {"simple_s404/roles", {6, 7}}, {"simple_s405/antonyms", {7, 7}},
      {"simple_s405/dates", {7, 5}}, {"simple_s405/entities", {7, 7}}, {"simple_s405/negation", {4, 3}},
      {"simple_s405/numbers", {7, 7}}, {"simple_s405/quantifiers", {6, 7}}, {"simple_s405/roles", {7, 7}},
      {"simple_s406/antonyms", {7, 7}}, {"simple_s406/dates", {7, 7}}, {"simple_s406/entities", {7, 7}},
      {"simple_s406/negation", {6, 5}}, {"simple_s406/numbers", {7, 7}}, {"simple_s406/quantifiers", {5, 7}},
      {"simple_s406/roles", {7, 7}}, {"simple_s407/antonyms", {7, 7}}, {"simple_s407/dates", {6, 7}},
      {"simple_s407/entities", {7, 7}}, {"simple_s407/negation", {7, 6}}, {"simple_s407/numbers", {7, 7}},
      {"simple_s407/quantifiers", {7, 6}}, {"simple_s407/roles", {7, 6}}, {"simple_s408/antonyms", {6, 6}},
      {"simple_s408/dates", {7, 7}}, {"simple_s408/entities", {7, 7}}, {"simple_s408/negation", {6, 7}},
      {"simple_s408/numbers", {7, 6}}, {"simple_s408/quantifiers", {5, 7}}, {"simple_s408/roles", {7, 7}},
      {"simple_s409/antonyms", {6, 6}}, {"simple_s409/dates", {7, 7}}, {"simple_s409/entities", {6, 7}},
      {"simple_s409/negation", {5, 6}}, {"simple_s409/numbers", {5, 7}}, {"simple_s409/quantifiers", {6, 7}},
      {"simple_s409/roles", {6, 6}}, {"simple_s41/antonyms", {7, 7}}, {"simple_s41/dates", {7, 7}},
      {"simple_s41/entities", {7, 7}}, {"simple_s41/negation", {7, 6}}, {"simple_s41/numbers", {7, 7}},
      {"simple_s41/quantifiers", {6, 7}}, {"simple_s41/roles", {7, 5}}, {"simple_s410/antonyms", {7, 6}},
      {"simple_s410/dates", {7, 6}}, {"simple_s410/entities", {7, 7}}, {"simple_s410/negation", {6, 6}},
      {"simple_s410/numbers", {6, 7}}, {"simple_s410/quantifiers", {5, 7}}, {"simple_s410/roles", {6, 7}},
      {"simple_s411/antonyms", {7, 6}}, {"simple_s411/dates", {7, 6}}, {"simple_s411/entities", {6, 7}},
      {"simple_s411/negation", {7, 7}}, {"simple_s411/numbers", {7, 7}}, {"simple_s411/quantifiers", {6, 7}},
      {"simple_s411/roles", {6, 6}}, {"simple_s412/antonyms", {6, 7}}, {"simple_s412/dates", {6, 7}},
      {"simple_s412/entities", {7, 7}}, {"simple_s412/negation", {6, 5}}, {"simple_s412/numbers", {7, 7}},
      {"simple_s412/quantifiers", {6, 7}}, {"simple_s412/roles", {7, 7}}, {"simple_s413/antonyms", {7, 6}},
      {"simple_s413/dates", {7, 7}}, {"simple_s413/entities", {6, 7}}, {"simple_s413/negation", {5, 6}},
      {"simple_s413/numbers", {7, 7}}, {"simple_s413/quantifiers", {7, 7}}, {"simple_s413/roles", {7, 6}},
      {"simple_s414/antonyms", {7, 7}}, {"simple_s414/dates", {6, 7}}, {"simple_s414/entities", {7, 7}},
      {"simple_s414/negation", {6, 7}}, {"simple_s414/numbers", {6, 7}}, {"simple_s414/quantifiers", {6, 7}},
      {"simple_s414/roles", {6, 4}}, {"simple_s415/antonyms", {5, 5}}, {"simple_s415/dates", {7, 6}},
      {"simple_s415/entities", {6, 7}}, {"simple_s415/negation", {6, 7}}, {"simple_s415/numbers", {6, 7}},
      {"simple_s415/quantifiers", {7, 7}}, {"simple_s415/roles", {7, 6}}, {"simple_s416/antonyms", {6, 7}},
      {"simple_s416/dates", {5, 7}}, {"simple_s416/entities", {7, 7}}, {"simple_s416/negation", {6, 6}},
      {"simple_s416/numbers", {7, 7}}, {"simple_s416/quantifiers", {5, 7}}, {"simple_s416/roles", {7, 7}},
      {"simple_s417/antonyms", {7, 6}}, {"simple_s417/dates", {7, 6}}, {"simple_s417/entities", {6, 7}},
      {"simple_s417/negation", {6, 7}}, {"simple_s417/numbers", {6, 7}}, {"simple_s417/quantifiers", {6, 7}},
      {"simple_s417/roles", {7, 6}}, {"simple_s418/antonyms", {7, 7}}, {"simple_s418/dates", {5, 7}},
      {"simple_s418/entities", {7, 7}}, {"simple_s418/negation", {6, 7}}, {"simple_s418/numbers", {7, 7}},
      {"simple_s418/quantifiers", {7, 7}}, {"simple_s418/roles", {7, 5}}, {"simple_s419/antonyms", {6, 7}},
      {"simple_s419/dates", {6, 7}}, {"simple_s419/entities", {7, 7}}, {"simple_s419/negation", {6, 7}},
      {"simple_s419/numbers", {7, 7}}, {"simple_s419/quantifiers", {7, 7}}, {"simple_s419/roles", {7, 7}},
      {"simple_s42/antonyms", {6, 5}}, {"simple_s42/dates", {6, 7}}, {"simple_s42/entities", {7, 7}},
      {"simple_s42/negation", {7, 7}}, {"simple_s42/numbers", {7, 7}}, {"simple_s42/quantifiers", {7, 7}},
      {"simple_s42/roles", {7, 5}}, {"simple_s420/antonyms", {7, 6}}, {"simple_s420/dates", {7, 7}},
      {"simple_s420/entities", {4, 7}}, {"simple_s420/negation", {6, 7}}, {"simple_s420/numbers", {7, 7}},
      {"simple_s420/quantifiers", {7, 7}}, {"simple_s420/roles", {7, 6}}, {"simple_s421/antonyms", {7, 7}},
      {"simple_s421/dates", {6, 6}}, {"simple_s421/entities", {6, 7}}, {"simple_s421/negation", {6, 7}},
      {"simple_s421/numbers", {7, 7}}, {"simple_s421/quantifiers", {6, 7}}, {"simple_s421/roles", {7, 7}},
      {"simple_s422/antonyms", {7, 4}}, {"simple_s422/dates", {6, 7}}, {"simple_s422/entities", {6, 7}},
      {"simple_s422/negation", {5, 7}}, {"simple_s422/numbers", {7, 7}}, {"simple_s422/quantifiers", {6, 6}},
      {"simple_s422/roles", {7, 7}}, {"simple_s423/antonyms", {7, 7}}, {"simple_s423/dates", {5, 7}},
      {"simple_s423/entities", {7, 6}}, {"simple_s423/negation", {6, 6}}, {"simple_s423/numbers", {6, 7}},
      {"simple_s423/quantifiers", {7, 6}}, {"simple_s423/roles", {7, 7}}, {"simple_s424/antonyms", {6, 7}},
      {"simple_s424/dates", {6, 6}}, {"simple_s424/entities", {7, 7}}, {"simple_s424/negation", {7, 6}},
      {"simple_s424/numbers", {5, 7}}, {"simple_s424/quantifiers", {6, 7}}, {"simple_s424/roles", {6, 7}},
      {"simple_s425/antonyms", {7, 6}}, {"simple_s425/dates", {7, 7}}, {"simple_s425/entities", {7, 7}},
      {"simple_s425/negation", {5, 7}}, {"simple_s425/numbers", {7, 7}}, {"simple_s425/quantifiers", {6, 6}},
      {"simple_s425/roles", {7, 7}}, {"simple_s426/antonyms", {7, 7}}, {"simple_s426/dates", {7, 7}},
      {"simple_s426/entities", {7, 7}}, {"simple_s426/negation", {6, 6}}, {"simple_s426/numbers", {7, 7}},
      {"simple_s426/quantifiers", {5, 7}}, {"simple_s426/roles", {6, 6}}, {"simple_s427/antonyms", {7, 7}},
      {"simple_s427/dates", {7, 7}}, {"simple_s427/entities", {7, 7}}, {"simple_s427/negation", {7, 7}},
      {"simple_s427/numbers", {6, 7}}, {"simple_s427/quantifiers", {6, 6}}, {"simple_s427/roles", {6, 6}},
      {"simple_s428/antonyms", {7, 6}}, {"simple_s428/dates", {5, 6}}, {"simple_s428/entities", {6, 7}},
      {"simple_s428/negation", {7, 7}}, {"simple_s428/numbers", {7, 7}}, {"simple_s428/quantifiers", {7, 6}},
      {"simple_s428/roles", {7, 6}}, {"simple_s429/antonyms", {5, 7}}, {"simple_s429/dates", {7, 7}},
      {"simple_s429/entities", {6, 7}}, {"simple_s429/negation", {6, 6}}, {"simple_s429/numbers", {7, 7}},
      {"simple_s429/quantifiers", {6, 6}}, {"simple_s429/roles", {6, 7}}, {"simple_s43/antonyms", {7, 7}},
      {"simple_s43/dates", {7, 6}}, {"simple_s43/entities", {7, 6}}, {"simple_s43/negation", {6, 7}},
      {"simple_s43/numbers", {7, 7}}, {"simple_s43/quantifiers", {7, 6}}, {"simple_s43/roles", {7, 7}},
      {"simple_s430/antonyms", {7, 7}}, {"simple_s430/dates", {7, 7}}, {"simple_s430/entities", {6, 6}},
      {"simple_s430/negation", {7, 7}}, {"simple_s430/numbers", {6, 7}}, {"simple_s430/quantifiers", {6, 7}},
      {"simple_s430/roles", {6, 7}}, {"simple_s431/antonyms", {7, 7}}, {"simple_s431/dates", {7, 6}},
      {"simple_s431/entities", {7, 7}}, {"simple_s431/negation", {6, 6}}, {"simple_s431/numbers", {7, 7}},
      {"simple_s431/quantifiers", {6, 6}}, {"simple_s431/roles", {7, 7}}, {"simple_s432/antonyms", {7, 6}},
      {"simple_s432/dates", {7, 7}}, {"simple_s432/entities", {7, 7}}, {"simple_s432/negation", {7, 6}},
      {"simple_s432/numbers", {6, 7}}, {"simple_s432/quantifiers", {6, 6}}, {"simple_s432/roles", {7, 7}},
      {"simple_s433/antonyms", {7, 5}}, {"simple_s433/dates", {6, 6}}, {"simple_s433/entities", {7, 7}},
      {"simple_s433/negation", {4, 6}}, {"simple_s433/numbers", {6, 7}}, {"simple_s433/quantifiers", {5, 6}},
      {"simple_s433/roles", {7, 5}}, {"simple_s434/antonyms", {6, 6}}, {"simple_s434/dates", {6, 7}},
      {"simple_s434/entities", {6, 7}}, {"simple_s434/negation", {7, 7}}, {"simple_s434/numbers", {7, 7}},
      {"simple_s434/quantifiers", {5, 6}}, {"simple_s434/roles", {7, 7}}, {"simple_s435/antonyms", {7, 4}},
      {"simple_s435/dates", {6, 7}}, {"simple_s435/entities", {7, 7}}, {"simple_s435/negation", {7, 7}},
      {"simple_s435/numbers", {7, 7}}, {"simple_s435/quantifiers", {6, 6}}, {"simple_s435/roles", {7, 7}},
      {"simple_s436/antonyms", {7, 7}}, {"simple_s436/dates", {6, 7}}, {"simple_s436/entities", {6, 7}},
      {"simple_s436/negation", {4, 7}}, {"simple_s436/numbers", {7, 7}}, {"simple_s436/quantifiers", {7, 6}},
      {"simple_s436/roles", {7, 6}}, {"simple_s437/antonyms", {6, 7}}, {"simple_s437/dates", {6, 7}},
      {"simple_s437/entities", {7, 7}}, {"simple_s437/negation", {6, 7}}, {"simple_s437/numbers", {7, 7}},
      {"simple_s437/quantifiers", {7, 7}}, {"simple_s437/roles", {7, 7}}, {"simple_s438/antonyms", {6, 7}},
      {"simple_s438/dates", {7, 6}}, {"simple_s438/entities", {6, 7}}, {"simple_s438/negation", {6, 6}},
      {"simple_s438/numbers", {7, 7}}, {"simple_s438/quantifiers", {5, 7}}, {"simple_s438/roles", {6, 7}},
      {"simple_s439/antonyms", {7, 7}}, {"simple_s439/dates", {7, 7}}, {"simple_s439/entities", {7, 7}},
      {"simple_s439/negation", {4, 7}}, {"simple_s439/numbers", {7, 7}}, {"simple_s439/quantifiers", {7, 6}},
      {"simple_s439/roles", {7, 7}}, {"simple_s44/antonyms", {7, 7}}, {"simple_s44/dates", {7, 7}},
      {"simple_s44/entities", {7, 7}}, {"simple_s44/negation", {7, 7}}, {"simple_s44/numbers", {7, 7}},
      {"simple_s44/quantifiers", {7, 7}}, {"simple_s44/roles", {7, 7}}, {"simple_s440/antonyms", {7, 7}},
      {"simple_s440/dates", {7, 6}}, {"simple_s440/entities", {7, 7}}, {"simple_s440/negation", {7, 5}},
      {"simple_s440/numbers", {7, 7}}, {"simple_s440/quantifiers", {7, 7}}, {"simple_s440/roles", {7, 7}},
      {"simple_s441/antonyms", {7, 6}}, {"simple_s441/dates", {7, 7}}, {"simple_s441/entities", {7, 7}},
      {"simple_s441/negation", {7, 7}}, {"simple_s441/numbers", {7, 6}}, {"simple_s441/quantifiers", {7, 7}},
      {"simple_s441/roles", {6, 6}}, {"simple_s442/antonyms", {7, 7}}, {"simple_s442/dates", {7, 7}},
      {"simple_s442/entities", {7, 7}}, {"simple_s442/negation", {6, 6}}, {"simple_s442/numbers", {7, 7}},
      {"simple_s442/quantifiers", {5, 7}}, {"simple_s442/roles", {6, 6}}, {"simple_s443/antonyms", {6, 7}},
      {"simple_s443/dates", {6, 7}}, {"simple_s443/entities", {7, 7}}, {"simple_s443/negation", {5, 7}},
      {"simple_s443/numbers", {7, 7}}, {"simple_s443/quantifiers", {5, 7}}, {"simple_s443/roles", {7, 6}},
      {"simple_s444/antonyms", {6, 6}}, {"simple_s444/dates", {7, 7}}, {"simple_s444/entities", {7, 7}},
      {"simple_s444/negation", {6, 7}}, {"simple_s444/numbers", {6, 7}}, {"simple_s444/quantifiers", {6, 7}},
      {"simple_s444/roles", {7, 7}}, {"simple_s445/antonyms", {7, 7}}, {"simple_s445/dates", {7, 7}},
      {"simple_s445/entities", {7, 7}}, {"simple_s445/negation", {6, 6}}, {"simple_s445/numbers", {7, 7}},
      {"simple_s445/quantifiers", {4, 7}}, {"simple_s445/roles", {7, 7}}, {"simple_s446/antonyms", {7, 6}},
      {"simple_s446/dates", {6, 7}}, {"simple_s446/entities", {7, 7}}, {"simple_s446/negation", {6, 7}},
      {"simple_s446/numbers", {7, 7}}, {"simple_s446/quantifiers", {6, 7}}, {"simple_s446/roles", {7, 7}},
      {"simple_s447/antonyms", {6, 5}}, {"simple_s447/dates", {7, 7}}, {"simple_s447/entities", {6, 7}},
      {"simple_s447/negation", {6, 6}}, {"simple_s447/numbers", {5, 7}}, {"simple_s447/quantifiers", {6, 7}},
      {"simple_s447/roles", {7, 6}}, {"simple_s448/antonyms", {6, 6}}, {"simple_s448/dates", {7, 6}},
      {"simple_s448/entities", {7, 7}}, {"simple_s448/negation", {3, 5}}, {"simple_s448/numbers", {6, 7}},
      {"simple_s448/quantifiers", {5, 7}}, {"simple_s448/roles", {7, 7}}, {"simple_s449/antonyms", {6, 6}},
      {"simple_s449/dates", {7, 6}}, {"simple_s449/entities", {7, 7}}, {"simple_s449/negation", {7, 7}},
      {"simple_s449/numbers", {7, 7}}, {"simple_s449/quantifiers", {5, 7}}, {"simple_s449/roles", {6, 6}},
      {"simple_s45/antonyms", {7, 7}}, {"simple_s45/dates", {7, 7}}, {"simple_s45/entities", {7, 6}},
      {"simple_s45/negation", {7, 7}}, {"simple_s45/numbers", {6, 7}}, {"simple_s45/quantifiers", {7, 5}},
      {"simple_s45/roles", {7, 6}}, {"simple_s450/antonyms", {7, 6}}, {"simple_s450/dates", {7, 7}},
      {"simple_s450/entities", {7, 7}}, {"simple_s450/negation", {6, 4}}, {"simple_s450/numbers", {6, 7}},
      {"simple_s450/quantifiers", {7, 7}}, {"simple_s450/roles", {7, 6}}, {"simple_s451/antonyms", {6, 6}},
      {"simple_s451/dates", {7, 7}}, {"simple_s451/entities", {7, 7}}, {"simple_s451/negation", {7, 7}},
      {"simple_s451/numbers", {7, 7}}, {"simple_s451/quantifiers", {7, 7}}, {"simple_s451/roles", {7, 5}},
      {"simple_s452/antonyms", {7, 7}}, {"simple_s452/dates", {7, 7}}, {"simple_s452/entities", {6, 6}},
      {"simple_s452/negation", {6, 5}}, {"simple_s452/numbers", {6, 7}}, {"simple_s452/quantifiers", {7, 6}},
      {"simple_s452/roles", {7, 7}}, {"simple_s453/antonyms", {7, 7}}, {"simple_s453/dates", {6, 7}},
      {"simple_s453/entities", {7, 6}}, {"simple_s453/negation", {6, 6}}, {"simple_s453/numbers", {7, 6}},
      {"simple_s453/quantifiers", {7, 6}}, {"simple_s453/roles", {7, 6}}, {"simple_s454/antonyms", {7, 6}},
      {"simple_s454/dates", {6, 5}}, {"simple_s454/entities", {7, 7}}, {"simple_s454/negation", {6, 7}},
      {"simple_s454/numbers", {7, 7}}, {"simple_s454/quantifiers", {7, 6}}, {"simple_s454/roles", {7, 6}},
      {"simple_s455/antonyms", {6, 6}}, {"simple_s455/dates", {7, 6}}, {"simple_s455/entities", {6, 7}},
      {"simple_s455/negation", {5, 4}}, {"simple_s455/numbers", {6, 7}}, {"simple_s455/quantifiers", {6, 7}},
      {"simple_s455/roles", {7, 7}}, {"simple_s456/antonyms", {7, 6}}, {"simple_s456/dates", {7, 7}},
      {"simple_s456/entities", {6, 7}}, {"simple_s456/negation", {6, 6}}, {"simple_s456/numbers", {7, 7}},
      {"simple_s456/quantifiers", {5, 7}}, {"simple_s456/roles", {6, 7}}, {"simple_s457/antonyms", {6, 7}},
      {"simple_s457/dates", {6, 7}}, {"simple_s457/entities", {7, 7}}, {"simple_s457/negation", {5, 6}},
      {"simple_s457/numbers", {6, 7}}, {"simple_s457/quantifiers", {4, 7}}, {"simple_s457/roles", {7, 7}},
      {"simple_s458/antonyms", {7, 6}}, {"simple_s458/dates", {5, 7}}, {"simple_s458/entities", {7, 7}},
      {"simple_s458/negation", {6, 7}}, {"simple_s458/numbers", {7, 7}}, {"simple_s458/quantifiers", {7, 6}},
      {"simple_s458/roles", {6, 7}}, {"simple_s459/antonyms", {6, 7}}, {"simple_s459/dates", {7, 6}},
      {"simple_s459/entities", {7, 7}}, {"simple_s459/negation", {6, 6}}, {"simple_s459/numbers", {6, 7}},
      {"simple_s459/quantifiers", {6, 6}}, {"simple_s459/roles", {7, 6}}, {"simple_s46/antonyms", {7, 7}},
      {"simple_s46/dates", {7, 7}}, {"simple_s46/entities", {6, 5}}, {"simple_s46/negation", {7, 7}},
      {"simple_s46/numbers", {7, 7}}, {"simple_s46/quantifiers", {7, 7}}, {"simple_s46/roles", {7, 7}},
      {"simple_s460/antonyms", {7, 7}}, {"simple_s460/dates", {7, 7}}, {"simple_s460/entities", {7, 7}},
      {"simple_s460/negation", {6, 7}}, {"simple_s460/numbers", {7, 7}}, {"simple_s460/quantifiers", {6, 6}},
      {"simple_s460/roles", {7, 7}}, {"simple_s461/antonyms", {7, 7}}, {"simple_s461/dates", {6, 7}},
      {"simple_s461/entities", {7, 7}}, {"simple_s461/negation", {5, 6}}, {"simple_s461/numbers", {6, 7}},
      {"simple_s461/quantifiers", {6, 7}}, {"simple_s461/roles", {7, 6}}, {"simple_s462/antonyms", {7, 4}},
      {"simple_s462/dates", {6, 7}}, {"simple_s462/entities", {7, 7}}, {"simple_s462/negation", {6, 6}},
      {"simple_s462/numbers", {6, 6}}, {"simple_s462/quantifiers", {7, 6}}, {"simple_s462/roles", {7, 6}},
      {"simple_s463/antonyms", {7, 7}}, {"simple_s463/dates", {5, 6}}, {"simple_s463/entities", {7, 7}},
      {"simple_s463/negation", {7, 6}}, {"simple_s463/numbers", {6, 7}}, {"simple_s463/quantifiers", {7, 5}},
      {"simple_s463/roles", {7, 6}}, {"simple_s464/antonyms", {7, 7}}, {"simple_s464/dates", {7, 7}},
      {"simple_s464/entities", {7, 7}}, {"simple_s464/negation", {7, 6}}, {"simple_s464/numbers", {7, 7}},
      {"simple_s464/quantifiers", {7, 7}}, {"simple_s464/roles", {7, 7}}, {"simple_s465/antonyms", {6, 7}},
      {"simple_s465/dates", {6, 7}}, {"simple_s465/entities", {7, 7}}, {"simple_s465/negation", {6, 5}},
      {"simple_s465/numbers", {6, 7}}, {"simple_s465/quantifiers", {7, 7}}, {"simple_s465/roles", {6, 5}},
      {"simple_s466/antonyms", {7, 7}}, {"simple_s466/dates", {7, 6}}, {"simple_s466/entities", {7, 7}},
      {"simple_s466/negation", {7, 7}}, {"simple_s466/numbers", {7, 7}}, {"simple_s466/quantifiers", {7, 7}},
      {"simple_s466/roles", {7, 7}}, {"simple_s467/antonyms", {7, 7}}, {"simple_s467/dates", {5, 7}},
      {"simple_s467/entities", {7, 7}}, {"simple_s467/negation", {5, 6}}, {"simple_s467/numbers", {7, 7}},
      {"simple_s467/quantifiers", {6, 6}}, {"simple_s467/roles", {7, 6}}, {"simple_s468/antonyms", {7, 6}},
      {"simple_s468/dates", {7, 6}}, {"simple_s468/entities", {7, 7}}, {"simple_s468/negation", {7, 7}},
      {"simple_s468/numbers", {6, 7}}, {"simple_s468/quantifiers", {7, 6}}, {"simple_s468/roles", {6, 6}},
      {"simple_s469/antonyms", {5, 7}}, {"simple_s469/dates", {7, 5}}, {"simple_s469/entities", {7, 7}},
      {"simple_s469/negation", {6, 6}}, {"simple_s469/numbers", {7, 7}}, {"simple_s469/quantifiers", {6, 6}},
      {"simple_s469/roles", {7, 7}}, {"simple_s47/antonyms", {7, 6}}, {"simple_s47/dates", {7, 6}},
      {"simple_s47/entities", {7, 7}}, {"simple_s47/negation", {6, 7}}, {"simple_s47/numbers", {7, 7}},
      {"simple_s47/quantifiers", {7, 6}}, {"simple_s47/roles", {7, 5}}, {"simple_s470/antonyms", {7, 6}},
      {"simple_s470/dates", {5, 6}}, {"simple_s470/entities", {7, 7}}, {"simple_s470/negation", {7, 7}},
      {"simple_s470/numbers", {7, 7}}, {"simple_s470/quantifiers", {6, 7}}, {"simple_s470/roles", {7, 7}},
      {"simple_s471/antonyms", {7, 7}}, {"simple_s471/dates", {6, 7}}, {"simple_s471/entities", {7, 7}},
      {"simple_s471/negation", {7, 7}}, {"simple_s471/numbers", {7, 7}}, {"simple_s471/quantifiers", {6, 7}},
      {"simple_s471/roles", {6, 7}}, {"simple_s472/antonyms", {6, 7}}, {"simple_s472/dates", {7, 6}},
      {"simple_s472/entities", {6, 6}}, {"simple_s472/negation", {7, 7}}, {"simple_s472/numbers", {7, 7}},
      {"simple_s472/quantifiers", {7, 7}}, {"simple_s472/roles", {7, 7}}, {"simple_s473/antonyms", {7, 7}},
      {"simple_s473/dates", {7, 7}}, {"simple_s473/entities", {7, 7}}, {"simple_s473/negation", {4, 6}},
      {"simple_s473/numbers", {7, 7}}, {"simple_s473/quantifiers", {5, 6}}, {"simple_s473/roles", {7, 7}},
      {"simple_s474/antonyms", {7, 7}}, {"simple_s474/dates", {6, 7}}, {"simple_s474/entities", {7, 7}},
      {"simple_s474/negation", {7, 7}}, {"simple_s474/numbers", {7, 7}}, {"simple_s474/quantifiers", {7, 7}},
      {"simple_s474/roles", {7, 6}}, {"simple_s475/antonyms", {6, 7}}, {"simple_s475/dates", {7, 7}},
      {"simple_s475/entities", {7, 7}}, {"simple_s475/negation", {7, 6}}, {"simple_s475/numbers", {6, 7}},
      {"simple_s475/quantifiers", {5, 7}}, {"simple_s475/roles", {7, 7}}, {"simple_s476/antonyms", {7, 5}},
      {"simple_s476/dates", {7, 7}}, {"simple_s476/entities", {7, 7}}, {"simple_s476/negation", {5, 7}},
      {"simple_s476/numbers", {7, 7}}, {"simple_s476/quantifiers", {6, 7}}, {"simple_s476/roles", {7, 7}},
      {"simple_s477/antonyms", {6, 6}}, {"simple_s477/dates", {7, 7}}, {"simple_s477/entities", {7, 7}},
      {"simple_s477/negation", {4, 6}}, {"simple_s477/numbers", {7, 7}}, {"simple_s477/quantifiers", {7, 7}},
      {"simple_s477/roles", {7, 6}}, {"simple_s478/antonyms", {6, 7}}, {"simple_s478/dates", {6, 6}},
      {"simple_s478/entities", {7, 7}}, {"simple_s478/negation", {5, 7}}, {"simple_s478/numbers", {7, 7}},
      {"simple_s478/quantifiers", {5, 7}}, {"simple_s478/roles", {7, 7}}, {"simple_s479/antonyms", {7, 6}},
      {"simple_s479/dates", {7, 6}}, {"simple_s479/entities", {5, 7}}, {"simple_s479/negation", {7, 7}},
      {"simple_s479/numbers", {7, 7}}, {"simple_s479/quantifiers", {5, 7}}, {"simple_s479/roles", {7, 7}},
      {"simple_s48/antonyms", {7, 7}}, {"simple_s48/dates", {6, 6}}, {"simple_s48/entities", {7, 7}},
      {"simple_s48/negation", {7, 7}}, {"simple_s48/numbers", {7, 7}}, {"simple_s48/quantifiers", {7, 5}},
      {"simple_s48/roles", {7, 6}}, {"simple_s480/antonyms", {7, 7}}, {"simple_s480/dates", {7, 7}},
      {"simple_s480/entities", {7, 6}}, {"simple_s480/negation", {5, 6}}, {"simple_s480/numbers", {6, 7}},
      {"simple_s480/quantifiers", {5, 6}}, {"simple_s480/roles", {7, 6}}, {"simple_s481/antonyms", {5, 5}},
      {"simple_s481/dates", {7, 7}}, {"simple_s481/entities", {7, 7}}, {"simple_s481/negation", {6, 6}},
      {"simple_s481/numbers", {7, 7}}, {"simple_s481/quantifiers", {7, 6}}, {"simple_s481/roles", {7, 7}},
      {"simple_s482/antonyms", {7, 7}}, {"simple_s482/dates", {6, 6}}, {"simple_s482/entities", {7, 7}},
      {"simple_s482/negation", {4, 6}}, {"simple_s482/numbers", {6, 7}}, {"simple_s482/quantifiers", {6, 6}},
      {"simple_s482/roles", {7, 6}}, {"simple_s483/antonyms", {7, 7}}, {"simple_s483/dates", {6, 6}},
      {"simple_s483/entities", {7, 7}}, {"simple_s483/negation", {5, 7}}, {"simple_s483/numbers", {7, 7}},
      {"simple_s483/quantifiers", {6, 6}}, {"simple_s483/roles", {7, 6}}, {"simple_s484/antonyms", {7, 6}},
      {"simple_s484/dates", {7, 7}}, {"simple_s484/entities", {7, 7}}, {"simple_s484/negation", {5, 7}},
      {"simple_s484/numbers", {7, 7}}, {"simple_s484/quantifiers", {7, 5}}, {"simple_s484/roles", {7, 7}},
      {"simple_s485/antonyms", {6, 7}}, {"simple_s485/dates", {6, 7}}, {"simple_s485/entities", {6, 7}},
      {"simple_s485/negation", {7, 6}}, {"simple_s485/numbers", {6, 7}}, {"simple_s485/quantifiers", {7, 7}},
      {"simple_s485/roles", {7, 6}}, {"simple_s486/antonyms", {7, 7}}, {"simple_s486/dates", {7, 7}},
      {"simple_s486/entities", {6, 7}}, {"simple_s486/negation", {4, 6}}, {"simple_s486/numbers", {6, 7}},
      {"simple_s486/quantifiers", {6, 6}}, {"simple_s486/roles", {7, 7}}, {"simple_s487/antonyms", {7, 7}},
      {"simple_s487/dates", {6, 6}}, {"simple_s487/entities", {7, 7}}, {"simple_s487/negation", {7, 7}},
      {"simple_s487/numbers", {7, 7}}, {"simple_s487/quantifiers", {6, 6}}, {"simple_s487/roles", {7, 6}},
      {"simple_s488/antonyms", {7, 7}}, {"simple_s488/dates", {7, 7}}, {"simple_s488/entities", {7, 7}},
      {"simple_s488/negation", {6, 6}}, {"simple_s488/numbers", {7, 6}}, {"simple_s488/quantifiers", {6, 7}},
      {"simple_s488/roles", {5, 7}}, {"simple_s489/antonyms", {7, 7}}, {"simple_s489/dates", {6, 7}},
      {"simple_s489/entities", {7, 6}}, {"simple_s489/negation", {2, 6}}, {"simple_s489/numbers", {7, 7}},
      {"simple_s489/quantifiers", {6, 7}}, {"simple_s489/roles", {7, 7}}, {"simple_s49/antonyms", {7, 7}},
      {"simple_s49/dates", {7, 7}}, {"simple_s49/entities", {6, 7}}, {"simple_s49/negation", {7, 7}},
      {"simple_s49/numbers", {7, 7}}, {"simple_s49/quantifiers", {6, 6}}, {"simple_s49/roles", {7, 6}},
      {"simple_s490/antonyms", {6, 6}}, {"simple_s490/dates", {6, 5}}, {"simple_s490/entities", {7, 7}},
      {"simple_s490/negation", {7, 6}}, {"simple_s490/numbers", {7, 7}}, {"simple_s490/quantifiers", {6, 7}},
      {"simple_s490/roles", {7, 6}}, {"simple_s491/antonyms", {7, 6}}, {"simple_s491/dates", {6, 7}},
      {"simple_s491/entities", {7, 6}}, {"simple_s491/negation", {5, 6}}, {"simple_s491/numbers", {7, 7}},
      {"simple_s491/quantifiers", {7, 7}}, {"simple_s491/roles", {7, 7}}, {"simple_s492/antonyms", {7, 7}},
      {"simple_s492/dates", {6, 7}}, {"simple_s492/entities", {7, 7}}, {"simple_s492/negation", {7, 6}},
      {"simple_s492/numbers", {6, 6}}, {"simple_s492/quantifiers", {5, 7}}, {"simple_s492/roles", {7, 7}},
      {"simple_s493/antonyms", {7, 5}}, {"simple_s493/dates", {7, 7}}, {"simple_s493/entities", {7, 7}},
      {"simple_s493/negation", {6, 7}}, {"simple_s493/numbers", {7, 7}}, {"simple_s493/quantifiers", {6, 6}},
      {"simple_s493/roles", {6, 7}}, {"simple_s494/antonyms", {6, 7}}, {"simple_s494/dates", {7, 6}},
      {"simple_s494/entities", {7, 6}}, {"simple_s494/negation", {4, 5}}, {"simple_s494/numbers", {7, 7}},
      {"simple_s494/quantifiers", {5, 7}}, {"simple_s494/roles", {7, 7}}, {"simple_s495/antonyms", {7, 5}},
      {"simple_s495/dates", {7, 7}}, {"simple_s495/entities", {7, 6}}, {"simple_s495/negation", {7, 5}},
      {"simple_s495/numbers", {7, 7}}, {"simple_s495/quantifiers", {7, 7}}, {"simple_s495/roles", {6, 7}},
      {"simple_s496/antonyms", {7, 7}}, {"simple_s496/dates", {7, 6}}, {"simple_s496/entities", {7, 7}},
      {"simple_s496/negation", {5, 7}}, {"simple_s496/numbers", {4, 7}}, {"simple_s496/quantifiers", {6, 7}},
      {"simple_s496/roles", {7, 7}}, {"simple_s497/antonyms", {6, 7}}, {"simple_s497/dates", {6, 7}},
      {"simple_s497/entities", {6, 7}}, {"simple_s497/negation", {6, 6}}, {"simple_s497/numbers", {5, 7}},
      {"simple_s497/quantifiers", {7, 6}}, {"simple_s497/roles", {6, 5}}, {"simple_s498/antonyms", {7, 7}},
      {"simple_s498/dates", {7, 7}}, {"simple_s498/entities", {7, 7}}, {"simple_s498/negation", {6, 6}},
      {"simple_s498/numbers", {7, 7}}, {"simple_s498/quantifiers", {4, 6}}, {"simple_s498/roles", {7, 6}},
      {"simple_s499/antonyms", {5, 5}}, {"simple_s499/dates", {7, 6}}, {"simple_s499/entities", {7, 7}},
      {"simple_s499/negation", {6, 7}}, {"simple_s499/numbers", {7, 7}}, {"simple_s499/quantifiers", {7, 7}},
      {"simple_s499/roles", {7, 6}}, {"simple_s5/antonyms", {7, 7}}, {"simple_s5/dates", {7, 7}},
      {"simple_s5/entities", {7, 7}}, {"simple_s5/negation", {7, 6}}, {"simple_s5/numbers", {7, 7}},
      {"simple_s5/quantifiers", {7, 6}}, {"simple_s5/roles", {7, 4}}, {"simple_s50/antonyms", {6, 6}},
      {"simple_s50/dates", {7, 7}}, {"simple_s50/entities", {7, 6}}, {"simple_s50/negation", {6, 7}},
      {"simple_s50/numbers", {7, 7}}, {"simple_s50/quantifiers", {7, 7}}, {"simple_s50/roles", {7, 5}},
      {"simple_s500/antonyms", {7, 7}}, {"simple_s500/dates", {6, 7}}, {"simple_s500/entities", {7, 7}},
      {"simple_s500/negation", {6, 6}}, {"simple_s500/numbers", {7, 7}}, {"simple_s500/quantifiers", {7, 7}},
      {"simple_s500/roles", {7, 6}}, {"simple_s501/antonyms", {6, 7}}, {"simple_s501/dates", {7, 7}},
      {"simple_s501/entities", {7, 6}}, {"simple_s501/negation", {7, 5}}, {"simple_s501/numbers", {6, 7}},
      {"simple_s501/quantifiers", {5, 7}}, {"simple_s501/roles", {6, 6}}, {"simple_s51/antonyms", {7, 6}},
      {"simple_s51/dates", {7, 7}}, {"simple_s51/entities", {6, 5}}, {"simple_s51/negation", {6, 7}},
      {"simple_s51/numbers", {7, 7}}, {"simple_s51/quantifiers", {7, 6}}, {"simple_s51/roles", {7, 7}},
      {"simple_s52/antonyms", {6, 7}}, {"simple_s52/dates", {7, 7}}, {"simple_s52/entities", {7, 6}},
      {"simple_s52/negation", {7, 7}}, {"simple_s52/numbers", {6, 7}}, {"simple_s52/quantifiers", {6, 6}},
      {"simple_s52/roles", {7, 5}}, {"simple_s53/antonyms", {7, 6}}, {"simple_s53/dates", {6, 7}},
      {"simple_s53/entities", {7, 7}}, {"simple_s53/negation", {6, 7}}, {"simple_s53/numbers", {6, 7}},
      {"simple_s53/quantifiers", {6, 6}}, {"simple_s53/roles", {7, 6}}, {"simple_s54/antonyms", {7, 6}},
      {"simple_s54/dates", {6, 7}}, {"simple_s54/entities", {7, 7}}, {"simple_s54/negation", {6, 7}},
      {"simple_s54/numbers", {7, 5}}, {"simple_s54/quantifiers", {7, 3}}, {"simple_s54/roles", {7, 7}},
      {"simple_s55/antonyms", {7, 7}}, {"simple_s55/dates", {7, 7}}, {"simple_s55/entities", {7, 6}},
      {"simple_s55/negation", {6, 6}}, {"simple_s55/numbers", {7, 7}}, {"simple_s55/quantifiers", {6, 6}},
      {"simple_s55/roles", {6, 7}}, {"simple_s56/antonyms", {7, 7}}, {"simple_s56/dates", {7, 7}},
      {"simple_s56/entities", {6, 7}}, {"simple_s56/negation", {7, 7}}, {"simple_s56/numbers", {7, 7}},
      {"simple_s56/quantifiers", {6, 5}}, {"simple_s56/roles", {7, 6}}, {"simple_s57/antonyms", {7, 7}},
      {"simple_s57/dates", {7, 7}}, {"simple_s57/entities", {7, 6}}, {"simple_s57/negation", {6, 7}},
      {"simple_s57/numbers", {7, 7}}, {"simple_s57/quantifiers", {7, 7}}, {"simple_s57/roles", {7, 6}},
      {"simple_s58/antonyms", {6, 7}}, {"simple_s58/dates", {7, 5}}, {"simple_s58/entities", {7, 7}},
      {"simple_s58/negation", {7, 5}}, {"simple_s58/numbers", {7, 7}}, {"simple_s58/quantifiers", {7, 7}},
      {"simple_s58/roles", {7, 7}}, {"simple_s59/antonyms", {7, 7}}, {"simple_s59/dates", {6, 7}},
      {"simple_s59/entities", {7, 6}}, {"simple_s59/negation", {7, 7}}, {"simple_s59/numbers", {7, 7}},
      {"simple_s59/quantifiers", {7, 7}}, {"simple_s59/roles", {7, 6}}, {"simple_s6/antonyms", {7, 7}},
      {"simple_s6/dates", {7, 7}}, {"simple_s6/entities", {7, 7}}, {"simple_s6/negation", {7, 5}},
      {"simple_s6/numbers", {7, 7}}, {"simple_s6/quantifiers", {7, 7}}, {"simple_s6/roles", {7, 7}},
      {"simple_s60/antonyms", {7, 7}}, {"simple_s60/dates", {7, 6}}, {"simple_s60/entities", {7, 5}},
      {"simple_s60/negation", {6, 6}}, {"simple_s60/numbers", {7, 7}}, {"simple_s60/quantifiers", {6, 7}},
      {"simple_s60/roles", {7, 7}}, {"simple_s61/antonyms", {7, 7}}, {"simple_s61/dates", {7, 6}},
      {"simple_s61/entities", {7, 7}}, {"simple_s61/negation", {7, 7}}, {"simple_s61/numbers", {7, 7}},
      {"simple_s61/quantifiers", {7, 7}}, {"simple_s61/roles", {6, 7}}, {"simple_s62/antonyms", {7, 6}},
      {"simple_s62/dates", {7, 7}}, {"simple_s62/entities", {6, 7}}, {"simple_s62/negation", {6, 7}},
      {"simple_s62/numbers", {7, 7}}, {"simple_s62/quantifiers", {6, 7}}, {"simple_s62/roles", {7, 6}},
      {"simple_s63/antonyms", {6, 7}}, {"simple_s63/dates", {7, 7}}, {"simple_s63/entities", {7, 7}},
      {"simple_s63/negation", {6, 6}}, {"simple_s63/numbers", {7, 7}}, {"simple_s63/quantifiers", {7, 5}},
      {"simple_s63/roles", {6, 7}}, {"simple_s64/antonyms", {6, 7}}, {"simple_s64/dates", {6, 7}},
      {"simple_s64/entities", {7, 7}}, {"simple_s64/negation", {5, 6}}, {"simple_s64/numbers", {7, 7}},
      {"simple_s64/quantifiers", {5, 7}}, {"simple_s64/roles", {7, 7}}, {"simple_s65/antonyms", {7, 6}},
      {"simple_s65/dates", {7, 7}}, {"simple_s65/entities", {6, 6}}, {"simple_s65/negation", {7, 7}},
      {"simple_s65/numbers", {7, 7}}, {"simple_s65/quantifiers", {7, 7}}, {"simple_s65/roles", {6, 7}},
      {"simple_s66/antonyms", {7, 7}}, {"simple_s66/dates", {7, 7}}, {"simple_s66/entities", {7, 7}},
      {"simple_s66/negation", {5, 7}}, {"simple_s66/numbers", {7, 7}}, {"simple_s66/quantifiers", {7, 7}},
      {"simple_s66/roles", {7, 6}}, {"simple_s67/antonyms", {6, 6}}, {"simple_s67/dates", {7, 7}},
      {"simple_s67/entities", {7, 5}}, {"simple_s67/negation", {7, 6}}, {"simple_s67/numbers", {7, 6}},
      {"simple_s67/quantifiers", {7, 7}}, {"simple_s67/roles", {7, 6}}, {"simple_s68/antonyms", {7, 7}},
      {"simple_s68/dates", {7, 7}}, {"simple_s68/entities", {7, 7}}, {"simple_s68/negation", {7, 6}},
      {"simple_s68/numbers", {7, 6}}, {"simple_s68/quantifiers", {5, 7}}, {"simple_s68/roles", {7, 7}},
      {"simple_s69/antonyms", {7, 7}}, {"simple_s69/dates", {7, 7}}, {"simple_s69/entities", {6, 6}},
      {"simple_s69/negation", {6, 6}}, {"simple_s69/numbers", {7, 6}}, {"simple_s69/quantifiers", {7, 6}},
      {"simple_s69/roles", {7, 7}}, {"simple_s7/antonyms", {7, 6}}, {"simple_s7/dates", {7, 6}},
      {"simple_s7/entities", {7, 7}}, {"simple_s7/negation", {7, 7}}, {"simple_s7/numbers", {7, 6}},
      {"simple_s7/quantifiers", {7, 7}}, {"simple_s7/roles", {7, 6}}, {"simple_s70/antonyms", {7, 7}},
      {"simple_s70/dates", {7, 7}}, {"simple_s70/entities", {6, 6}}, {"simple_s70/negation", {6, 6}},
      {"simple_s70/numbers", {7, 7}}, {"simple_s70/quantifiers", {7, 5}}, {"simple_s70/roles", {7, 7}},
      {"simple_s71/antonyms", {7, 7}}, {"simple_s71/dates", {6, 7}}, {"simple_s71/entities", {7, 6}},
      {"simple_s71/negation", {7, 6}}, {"simple_s71/numbers", {7, 7}}, {"simple_s71/quantifiers", {7, 6}},
      {"simple_s71/roles", {6, 5}}, {"simple_s72/antonyms", {7, 7}}, {"simple_s72/dates", {7, 6}},
      {"simple_s72/entities", {7, 6}}, {"simple_s72/negation", {6, 7}}, {"simple_s72/numbers", {7, 7}},
      {"simple_s72/quantifiers", {6, 7}}, {"simple_s72/roles", {7, 6}}, {"simple_s73/antonyms", {7, 7}},
      {"simple_s73/dates", {7, 7}}, {"simple_s73/entities", {7, 7}}, {"simple_s73/negation", {6, 6}},
      {"simple_s73/numbers", {7, 7}}, {"simple_s73/quantifiers", {7, 7}}, {"simple_s73/roles", {7, 7}},
      {"simple_s74/antonyms", {7, 7}}, {"simple_s74/dates", {7, 7}}, {"simple_s74/entities", {7, 7}},
      {"simple_s74/negation", {7, 7}}, {"simple_s74/numbers", {6, 7}}, {"simple_s74/quantifiers", {6, 7}},
      {"simple_s74/roles", {7, 7}}, {"simple_s75/antonyms", {6, 7}}, {"simple_s75/dates", {7, 7}},
      {"simple_s75/entities", {6, 7}}, {"simple_s75/negation", {7, 7}}, {"simple_s75/numbers", {7, 7}},
      {"simple_s75/quantifiers", {6, 6}}, {"simple_s75/roles", {6, 7}}, {"simple_s76/antonyms", {7, 7}},
      {"simple_s76/dates", {7, 7}}, {"simple_s76/entities", {6, 7}}, {"simple_s76/negation", {6, 6}},
      {"simple_s76/numbers", {7, 7}}, {"simple_s76/quantifiers", {7, 7}}, {"simple_s76/roles", {6, 7}},
      {"simple_s77/antonyms", {6, 6}}, {"simple_s77/dates", {7, 7}}, {"simple_s77/entities", {7, 7}},
      {"simple_s77/negation", {6, 6}}, {"simple_s77/numbers", {7, 7}}, {"simple_s77/quantifiers", {6, 6}},
      {"simple_s77/roles", {7, 6}}, {"simple_s78/antonyms", {7, 7}}, {"simple_s78/dates", {6, 7}},
      {"simple_s78/entities", {6, 6}}, {"simple_s78/negation", {4, 6}}, {"simple_s78/numbers", {7, 7}},
      {"simple_s78/quantifiers", {6, 6}}, {"simple_s78/roles", {7, 6}}, {"simple_s79/antonyms", {7, 6}},
      {"simple_s79/dates", {7, 7}}, {"simple_s79/entities", {7, 7}}, {"simple_s79/negation", {5, 7}},
      {"simple_s79/numbers", {6, 7}}, {"simple_s79/quantifiers", {6, 7}}, {"simple_s79/roles", {7, 7}},
      {"simple_s8/antonyms", {7, 5}}, {"simple_s8/dates", {7, 7}}, {"simple_s8/entities", {7, 5}},
      {"simple_s8/negation", {7, 7}}, {"simple_s8/numbers", {7, 7}}, {"simple_s8/quantifiers", {7, 7}},
      {"simple_s8/roles", {7, 7}}, {"simple_s80/antonyms", {7, 7}}, {"simple_s80/dates", {7, 6}},
      {"simple_s80/entities", {7, 7}}, {"simple_s80/negation", {5, 7}}, {"simple_s80/numbers", {7, 7}},
      {"simple_s80/quantifiers", {7, 6}}, {"simple_s80/roles", {7, 6}}, {"simple_s81/antonyms", {5, 7}},
      {"simple_s81/dates", {6, 7}}, {"simple_s81/entities", {7, 7}}, {"simple_s81/negation", {7, 7}},
      {"simple_s81/numbers", {7, 6}}, {"simple_s81/quantifiers", {6, 6}}, {"simple_s81/roles", {6, 7}},
      {"simple_s82/antonyms", {7, 5}}, {"simple_s82/dates", {7, 7}}, {"simple_s82/entities", {7, 7}},
      {"simple_s82/negation", {7, 7}}, {"simple_s82/numbers", {6, 7}}, {"simple_s82/quantifiers", {7, 7}},
      {"simple_s82/roles", {7, 7}}, {"simple_s83/antonyms", {7, 6}}, {"simple_s83/dates", {7, 7}},
      {"simple_s83/entities", {6, 7}}, {"simple_s83/negation", {6, 7}}, {"simple_s83/numbers", {6, 7}},
      {"simple_s83/quantifiers", {7, 6}}, {"simple_s83/roles", {7, 5}}, {"simple_s84/antonyms", {7, 7}},
      {"simple_s84/dates", {7, 7}}, {"simple_s84/entities", {7, 7}}, {"simple_s84/negation", {7, 6}},
      {"simple_s84/numbers", {7, 7}}, {"simple_s84/quantifiers", {7, 5}}, {"simple_s84/roles", {7, 7}},
      {"simple_s85/antonyms", {6, 7}}, {"simple_s85/dates", {7, 7}}, {"simple_s85/entities", {6, 7}},
      {"simple_s85/negation", {6, 7}}, {"simple_s85/numbers", {7, 7}}, {"simple_s85/quantifiers", {6, 4}},
      {"simple_s85/roles", {7, 6}}, {"simple_s86/antonyms", {7, 6}}, {"simple_s86/dates", {7, 7}},
      {"simple_s86/entities", {7, 7}}, {"simple_s86/negation", {7, 7}}, {"simple_s86/numbers", {7, 7}},
      {"simple_s86/quantifiers", {7, 7}}, {"simple_s86/roles", {7, 7}}, {"simple_s87/antonyms", {7, 7}},
      {"simple_s87/dates", {6, 5}}, {"simple_s87/entities", {6, 7}}, {"simple_s87/negation", {4, 7}},
      {"simple_s87/numbers", {7, 7}}, {"simple_s87/quantifiers", {7, 7}}, {"simple_s87/roles", {7, 6}},
      {"simple_s88/antonyms", {6, 7}}, {"simple_s88/dates", {7, 6}}, {"simple_s88/entities", {7, 7}},
      {"simple_s88/negation", {6, 7}}, {"simple_s88/numbers", {6, 7}}, {"simple_s88/quantifiers", {6, 7}},
      {"simple_s88/roles", {7, 6}}, {"simple_s89/antonyms", {7, 7}}, {"simple_s89/dates", {6, 7}},
      {"simple_s89/entities", {6, 6}}, {"simple_s89/negation", {4, 7}}, {"simple_s89/numbers", {7, 7}},
      {"simple_s89/quantifiers", {7, 6}}, {"simple_s89/roles", {6, 6}}, {"simple_s9/antonyms", {7, 5}},
      {"simple_s9/dates", {7, 7}}, {"simple_s9/entities", {7, 7}}, {"simple_s9/negation", {6, 6}},
      {"simple_s9/numbers", {7, 7}}, {"simple_s9/quantifiers", {7, 6}}, {"simple_s9/roles", {7, 7}},
      {"simple_s90/antonyms", {6, 7}}, {"simple_s90/dates", {7, 7}}, {"simple_s90/entities", {5, 7}},
      {"simple_s90/negation", {6, 7}}, {"simple_s90/numbers", {7, 7}}, {"simple_s90/quantifiers", {7, 7}},
      {"simple_s90/roles", {7, 6}}, {"simple_s91/antonyms", {7, 7}}, {"simple_s91/dates", {5, 7}},
      {"simple_s91/entities", {6, 7}}, {"simple_s91/negation", {7, 7}}, {"simple_s91/numbers", {7, 7}},
      {"simple_s91/quantifiers", {5, 6}}, {"simple_s91/roles", {7, 7}}, {"simple_s92/antonyms", {6, 7}},
      {"simple_s92/dates", {7, 7}}, {"simple_s92/entities", {7, 7}}, {"simple_s92/negation", {5, 7}},
      {"simple_s92/numbers", {7, 7}}, {"simple_s92/quantifiers", {5, 6}}, {"simple_s92/roles", {7, 6}},
      {"simple_s93/antonyms", {6, 7}}, {"simple_s93/dates", {7, 7}}, {"simple_s93/entities", {7, 7}},
      {"simple_s93/negation", {7, 6}}, {"simple_s93/numbers", {7, 7}}, {"simple_s93/quantifiers", {7, 6}},
      {"simple_s93/roles", {7, 6}}, {"simple_s94/antonyms", {6, 5}}, {"simple_s94/dates", {7, 7}},
      {"simple_s94/entities", {7, 7}}, {"simple_s94/negation", {6, 6}}, {"simple_s94/numbers", {7, 7}},
      {"simple_s94/quantifiers", {6, 6}}, {"simple_s94/roles", {7, 7}}, {"simple_s95/antonyms", {6, 7}},
      {"simple_s95/dates", {7, 6}}, {"simple_s95/entities", {7, 4}}, {"simple_s95/negation", {4, 7}},
      {"simple_s95/numbers", {7, 7}}, {"simple_s95/quantifiers", {5, 7}}, {"simple_s95/roles", {5, 6}},
      {"simple_s96/antonyms", {7, 7}}, {"simple_s96/dates", {7, 7}}, {"simple_s96/entities", {7, 5}},
      {"simple_s96/negation", {7, 6}}, {"simple_s96/numbers", {7, 7}}, {"simple_s96/quantifiers", {7, 6}},
      {"simple_s96/roles", {7, 5}}, {"simple_s97/antonyms", {7, 7}}, {"simple_s97/dates", {7, 6}},
      {"simple_s97/entities", {6, 6}}, {"simple_s97/negation", {5, 7}}, {"simple_s97/numbers", {7, 7}},
      {"simple_s97/quantifiers", {7, 7}}, {"simple_s97/roles", {6, 6}}, {"simple_s98/antonyms", {7, 6}},
      {"simple_s98/dates", {7, 7}}, {"simple_s98/entities", {7, 7}}, {"simple_s98/negation", {6, 7}},
      {"simple_s98/numbers", {7, 6}}, {"simple_s98/quantifiers", {5, 7}}, {"simple_s98/roles", {7, 6}},
      {"simple_s99/antonyms", {6, 7}}, {"simple_s99/dates", {7, 7}}, {"simple_s99/entities", {6, 6}},
      {"simple_s99/negation", {6, 6}}, {"simple_s99/numbers", {7, 7}}, {"simple_s99/quantifiers", {6, 6}},
      {"simple_s99/roles", {7, 7}}};
  EXPECT_EQ(probe_accuracy("align_probes_simple.jsonl", 48902), want);
}

// Numbers written in other forms (align_probes_numbers.jsonl): short passages in the issue's style
// whose supported claims give the source's number in another form of one of seven kinds
// (fractions "a fifth" / "20%", units "three weeks" / "21 days", number words, multiples "doubled" /
// "twofold", times of day "5 pm" / "17:00", ordinals "3rd" / "third", ranges "between 20 and 30" /
// "20 to 30") and whose contradicted claims give one wrong value, 7 + 7 a kind. "numbers_n1" and
// "numbers_n2" were written by helpers who saw neither the judge nor the other probes, at the
// start of align:v20 (whose author named the seven kinds after reading misses of align:v19 on
// pairs of his own), and sealed until it was done: align:v19 68/98 supported accepted and 72/98
// contradicted rejected, align:v20 92/98 and 85/98 (lexical 87/98 and 10/98, embed 98/98 and
// 0/98). align:v21 was made looking at their misses (an ordinal against another, "cut by a third"
// against "halved", "a quarter to six in the evening", "half a dozen", "an hour and a quarter", a
// count against an amount of money). "numbers_n3" and "numbers_n4", written by others after
// align:v20 was committed (its decisions final) and sealed until align:v21 was done, measured
// both once: align:v20 92/98 and 87/98, align:v21 93/98 and 96/98 (lexical 87/98 and 12/98,
// embed 98/98 and 0/98). "numbers_n5" and "numbers_n6" (energy bills, shopping), written after
// align:v22 was committed and sealed until align:v23 was done, measured both once: align:v22
// 95/98 and 95/98, align:v23 96/98 and 95/98 (lexical 88/98 and 13/98, embed 98/98 and 0/98).
// These are align:v23's counts (align:v22 and align:v23 the same on "numbers_n1" to "numbers_n4"
// but for one supported claim more accepted).
TEST(AlignJudge, NumberFormProbeAccuracyPerKind) {
  const std::map<std::string, std::pair<int, int>> want = {
      {"numbers_n1/fractions", {7, 7}}, {"numbers_n1/multiples", {7, 7}}, {"numbers_n1/ordinals", {7, 7}},
      {"numbers_n1/ranges", {7, 7}}, {"numbers_n1/times", {7, 7}}, {"numbers_n1/units", {7, 7}},
      {"numbers_n1/words", {7, 7}}, {"numbers_n2/fractions", {6, 7}}, {"numbers_n2/multiples", {7, 7}},
      {"numbers_n2/ordinals", {6, 7}}, {"numbers_n2/ranges", {7, 7}}, {"numbers_n2/times", {7, 7}},
      {"numbers_n2/units", {7, 7}}, {"numbers_n2/words", {7, 7}}, {"numbers_n3/fractions", {7, 7}},
      {"numbers_n3/multiples", {7, 6}}, {"numbers_n3/ordinals", {5, 7}}, {"numbers_n3/ranges", {7, 7}},
      {"numbers_n3/times", {6, 7}}, {"numbers_n3/units", {7, 7}}, {"numbers_n3/words", {7, 7}},
      {"numbers_n4/fractions", {7, 7}}, {"numbers_n4/multiples", {7, 7}}, {"numbers_n4/ordinals", {7, 7}},
      {"numbers_n4/ranges", {7, 7}}, {"numbers_n4/times", {7, 7}}, {"numbers_n4/units", {7, 6}},
      {"numbers_n4/words", {7, 7}}, {"numbers_n5/fractions", {7, 7}}, {"numbers_n5/multiples", {7, 7}},
      {"numbers_n5/ordinals", {7, 7}}, {"numbers_n5/ranges", {7, 7}}, {"numbers_n5/times", {7, 7}},
      {"numbers_n5/units", {7, 7}}, {"numbers_n5/words", {7, 7}}, {"numbers_n6/fractions", {7, 6}},
      {"numbers_n6/multiples", {7, 7}}, {"numbers_n6/ordinals", {7, 7}}, {"numbers_n6/ranges", {7, 6}},
      {"numbers_n6/times", {6, 7}}, {"numbers_n6/units", {7, 6}}, {"numbers_n6/words", {7, 7}}};
  EXPECT_EQ(probe_accuracy("align_probes_numbers.jsonl", 588), want);
}

// Numbers read from other forms (align:v20): each pair once with the source's form, once the
// other way or wrong.
TEST(AlignJudge, NumberForms) {
  // Shares: "a fifth" is 20%, not 25%; "nine out of ten" is 90%.
  const char* freight = "Freight rates dropped by about a fifth last year.";
  EXPECT_EQ(first_reason(judge_one(freight, "Freight rates dropped by roughly 25% last year.")), "number_mismatch: 25 vs a fifth");
  EXPECT_EQ(judge_one(freight, "Freight rates dropped by roughly 20% last year.").label, 1);
  EXPECT_EQ(judge_one("90% of dentists recommend it.", "Nine out of ten dentists recommend it.").label, 1);
  // Multiples: only against multiples.
  const char* prices = "Prices doubled between 2019 and 2023.";
  EXPECT_EQ(first_reason(judge_one(prices, "Prices tripled between 2019 and 2023.")), "number_mismatch: tripled vs doubled");
  EXPECT_EQ(judge_one(prices, "Prices rose twofold between 2019 and 2023.").label, 1);
  // Times of day: "17:00" after "to" is 5 pm, "noon" 12:00, "half past nine" 9:30; not a race
  // time ("5:41.2"). "p.m." before a capital ends its sentence.
  const char* museum = "The museum is open from 9:00 to 17:00.";
  EXPECT_EQ(judge_one(museum, "The museum is open from 9 am to 5 pm.").label, 1);
  EXPECT_EQ(first_reason(judge_one(museum, "The museum is open from 9 am to 6 pm.")), "number_mismatch: 6 vs 17:00");
  EXPECT_EQ(judge_one("The shop closes at noon on Saturdays.", "The shop closes at 12:00 on Saturdays.").label, 1);
  EXPECT_EQ(judge_one("The doors open at half past nine.", "The doors open at 9:30.").label, 1);
  EXPECT_EQ(judge_one("Thornbury won in a time of 5:41.2, ahead of Ashford.", "Thornbury won in a time of 5:41.2.").rationale,
            "coverage: 1.00");
  EXPECT_EQ(judge_one("Brunch is served from 9:30 a.m. until 2 p.m. Dinner service at the Olive Terrace begins at 5 p.m.",
                      "Dinner service at the Olive Terrace begins at 5 p.m.")
                .rationale,
            "coverage: 1.00");
  // Ordinals, units with an article, "kW" / "MW".
  EXPECT_EQ(judge_one("She finished third in the race.", "She finished 3rd in the race.").label, 1);
  EXPECT_EQ(judge_one("This is the 21st edition of the fair.", "This is the twenty-first edition of the fair.").label, 1);
  EXPECT_EQ(judge_one("The project took a decade to finish.", "The project took ten years to finish.").label, 1);
  EXPECT_EQ(judge_one("The shuttle runs every 15 minutes.", "The shuttle runs every quarter of an hour.").label, 1);
  EXPECT_EQ(judge_one("The plant produces 5 MW of power.", "The plant produces 5,000 kW of power.").label, 1);
  // align:v22: a word of the claim in the source's slot is no substitution where the two are
  // synonyms in some sense or conversives; another thing still is.
  EXPECT_EQ(judge_one("Late checkout until 2 p.m. costs an additional €25.", "Late checkout until 2 p.m. costs an extra €25.").label, 1);
  EXPECT_EQ(judge_one("Halcyon Hotels has agreed to buy the Brightwater chain from Seaview Holdings.",
                      "Seaview Holdings has agreed to sell the Brightwater chain to Halcyon Hotels.")
                .label,
            1);
  EXPECT_EQ(first_reason(judge_one("The Moon is made of rock.", "The Moon is made of cheese.")), "substitution: cheese vs rock");
  // align:v21: an ordinal against another of the window, but not one the claim gives too; "the
  // 19th century" is no year.
  const char* race = "The Tallis Point crew finished third in the national rescue competition.";
  EXPECT_EQ(first_reason(judge_one(race, "The Tallis Point crew took fourth place in the national rescue competition.")),
            "number_mismatch: fourth vs third");
  EXPECT_EQ(first_reason(judge_one(race, "The Tallis Point crew finished 4th in the national rescue competition.")),
            "number_mismatch: 4 vs third");
  EXPECT_EQ(judge_one("Harukaze touched the asteroid twice; the first touchdown gathered most of the material.",
                      "Harukaze's second touchdown came after its first touchdown.")
                .rationale.find("number_mismatch"),
            std::string::npos);
  EXPECT_EQ(judge_one("The Oriel Bridge was built in the 19th century.", "The Oriel Bridge was built in the nineteenth century.").label, 1);
  // A share against a halving; times of day told in words, either half of the day unless said;
  // "half a dozen", "an hour and a quarter"; a count against money.
  EXPECT_EQ(first_reason(judge_one("Waiting times were halved after the reform.", "Waiting times were cut by a third after the reform.")),
            "number_mismatch: a third vs halved");
  const char* ferry = "The last ferry leaves at 17:45 in summer.";
  EXPECT_EQ(judge_one(ferry, "The last ferry leaves at a quarter to six in summer.").label, 1);
  EXPECT_EQ(judge_one(ferry, "The last ferry leaves at a quarter to six in the evening in summer.").label, 1);
  EXPECT_EQ(judge_one(ferry, "The last ferry leaves at a quarter to six in the morning in summer.").label, 0);
  EXPECT_EQ(judge_one("Check-in closes at 21:10.", "Check-in closes at ten past nine.").label, 1);
  EXPECT_EQ(first_reason(judge_one("The rolls are sold in boxes of 12.", "The rolls are sold in boxes of half a dozen.")),
            "number_mismatch: half a dozen vs 12");
  EXPECT_EQ(first_reason(judge_one("The cooker prepares a stew in 90 minutes.", "The cooker prepares a stew in an hour and a quarter.")),
            "number_mismatch: an hour and a quarter vs 90");
  EXPECT_EQ(first_reason(judge_one("Each order may include up to 40 items, and delivery is free on orders over £30.",
                                   "Each order may include no more than 30 items.")),
            "number_mismatch: 30 vs 40");
}

TEST(AlignJudge, PolarityAndConversives) {
  // An opposite the source negates agrees ("not available" / "unavailable"): no negation, no antonym.
  Judgment j = judge_one("Remote work is not available during the first three months of employment.",
                         "Remote work is unavailable in the first three months.");
  EXPECT_EQ(j.label, 1);
  EXPECT_EQ(j.rationale.find("negation"), std::string::npos) << j.rationale;
  EXPECT_EQ(j.rationale.find("antonym"), std::string::npos) << j.rationale;
  // ... unless both words are on both sides.
  EXPECT_EQ(first_reason(judge_one("The software runs on Linux and supports older hardware.",
                                   "The software does not support older hardware.")),
            "negation: the hypothesis negates what the source states");
  // The word itself in another sentence aligned as well does not hide the opposite.
  const char* airline =
      "Quarterly profit at the airline rose 14% to $410 million. Fuel costs fell for the second quarter in a row.";
  EXPECT_EQ(first_reason(judge_one(airline, "Fuel costs rose again.")), "antonym: rose vs fell");
  EXPECT_EQ(judge_one(airline, "Fuel costs fell again.").label, 1);
  // Conversives swap with the roles: no antonym.
  j = judge_one("The library lends up to eight books at a time to each card holder.",
                "Card holders can borrow up to eight books at once.");
  EXPECT_EQ(j.rationale.find("antonym"), std::string::npos) << j.rationale;
  // A noun made from the verb ("leader") orders its arguments freely.
  j = judge_one("The Greens' leader, Anna Weber, said her party was ready to join a coalition.", "Anna Weber leads the Greens.");
  EXPECT_EQ(j.rationale.find("swapped_roles"), std::string::npos) << j.rationale;
}

TEST(AlignJudge, OppositesOfComparativesInTheAnchorSentence) {
  const char* engine = "The new engine is lighter than the old one.";
  Judgment j = judge_one(engine, "The new engine is heavier than the old one.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "antonym: heavier vs lighter");  // "heavier" in WordNet, "lighter" not
  EXPECT_EQ(first_reason(judge_one("The north wing is the oldest part of the building.", "The north wing is the newest part.")),
            "antonym: newest vs oldest");
  // "increase" elsewhere in the premise does not hide "fell" in the sentence the claim aligns with.
  const char* trial =
      "After six months, blood pressure fell in the treatment group but not in the placebo group. The "
      "researchers did not find any increase in the risk of heart attacks.";
  j = judge_one(trial, "Blood pressure increased in the treatment group.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "antonym: increased vs fell");
  EXPECT_EQ(judge_one(trial, "Blood pressure decreased in the treatment group.").label, 1);
  // Both words of a pair in the claim: a contrast it draws, not a mismatch.
  j = judge_one("At higher altitudes the air pressure is reduced, so water boils at lower temperatures.",
                "At higher altitudes, water boils at lower temperatures.");
  EXPECT_EQ(j.rationale, "coverage: 1.00");
  EXPECT_EQ(first_reason(judge_one("Inflation slowed in the second half of the year.",
                                   "Inflation accelerated in the second half of the year.")),
            "antonym: accelerated vs slowed");
}

TEST(AlignJudge, SwappedRolesBeyondTheNextWord) {
  EXPECT_EQ(first_reason(judge_one("Spain exports olive oil to Japan.", "Japan exports olive oil to Spain.")),
            "swapped_roles: Japan / Spain");
  EXPECT_EQ(judge_one("Spain exports olive oil to Japan.", "Spain exports olive oil to Japan.").rationale, "coverage: 1.00");
  // Between two names any aligned word is the verb.
  EXPECT_EQ(first_reason(judge_one("Germany beat Brazil 7-1 in the semi-final.", "Brazil beat Germany in the semi-final.")),
            "swapped_roles: Brazil / Germany");
  // X past a verb it governs; "by" flips the order.
  const char* deal = "Acme Corp announced on Tuesday that it had agreed to buy Beta Systems for $2.4 billion in cash.";
  EXPECT_EQ(first_reason(judge_one(deal, "Beta Systems agreed to buy Acme.")), "swapped_roles: Beta / Acme");
  EXPECT_EQ(judge_one(deal, "Acme agreed to buy Beta Systems.").label, 1);
  EXPECT_EQ(first_reason(judge_one(deal, "Acme is being bought by Beta Systems.")), "swapped_roles: Acme / Beta");
  EXPECT_EQ(judge_one(deal, "Beta Systems is being bought by Acme.").label, 1);
  // Undecided, so no veto: a passive without its agent on one side, a noun made from the verb,
  // a title in quotes.
  Judgment j = judge_one("The vaccine was developed at the University of Oxford.", "Oxford developed the vaccine.");
  EXPECT_EQ(j.label, 1);
  EXPECT_EQ(j.rationale, "coverage: 1.00");
  j = judge_one("The bridge was designed by Joseph Strauss, with major contributions from Leon Moisseiff.",
                "Leon Moisseiff contributed to the design.");
  EXPECT_EQ(j.rationale, "coverage: 1.00");
  j = judge_one("\"Mean Old World\" is a blues song recorded by T-Bone Walker in 1942.", "T-Bone Walker sang 'Mean Old World'.");
  EXPECT_EQ(j.rationale, "coverage: 1.00");
}

TEST(AlignJudge, NamesPutInPlaceOfAnother) {
  // Five tokens after the neighbour, within its clause.
  const char* beta = "Beta Systems, founded in 2004 in Austin, makes software for hospitals.";
  Judgment j = judge_one(beta, "Beta Systems was founded in Dallas.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "entity_missing: Dallas");
  EXPECT_EQ(judge_one(beta, "Beta Systems was founded in Austin.").rationale, "coverage: 1.00");
  // Names reordered around the neighbour.
  EXPECT_EQ(judge_one("The vaccine was developed at the University of Oxford.",
                      "The vaccine was developed at Cambridge University.")
                .label,
            0);
  // A name the premise holds, but not in the sentence the claim aligns with, where another stands.
  const char* vote =
      "The city council voted 7 to 2 on Monday to ban single-use plastic bags. Council member Rivera, who "
      "proposed the ban, said the city throws away 40 million bags a year. Two members, Chen and Okafor, "
      "voted against it.";
  j = judge_one(vote, "Chen proposed the ban.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(j.rationale, "entity_elsewhere: Chen vs Rivera");
  EXPECT_EQ(judge_one(vote, "Rivera proposed the ban.").rationale, "coverage: 1.00");
}

TEST(AlignJudge, MismatchesBesideTheAnchorSentence) {
  // The sentence saying "volcano" aligns no worse than the one naming the mountain.
  const char* mountain = "Mount Kilimanjaro, in Tanzania, is the highest mountain in Africa. It is a dormant volcano with three cones.";
  Judgment j = judge_one(mountain, "Kilimanjaro is not a volcano.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(j.rationale, "negation: the hypothesis negates what the source states");
  EXPECT_EQ(judge_one(mountain, "Kilimanjaro is a dormant volcano.").label, 1);
  // The day after the month in the anchor sentence, though the claim's day is elsewhere.
  const char* office =
      "Our office will be closed from December 24 to January 2. Customers on the Enterprise plan can still reach "
      "the on-call team by phone 24 hours a day. Orders placed after December 20 will ship in the new year.";
  EXPECT_EQ(first_reason(judge_one(office, "The office is closed from December 20 to January 2.")),
            "date_mismatch: December 20 vs December 24");
  EXPECT_EQ(judge_one(office, "The office is closed from December 24 to January 2.").rationale, "coverage: 1.00");
  EXPECT_EQ(judge_one("The treaty was signed on March 3, 1918, ending the war.", "The treaty was signed in March 1918.")
                .rationale,
            "coverage: 1.00");  // a year after the month is not its day
  // A verb's base form after a modal.
  EXPECT_EQ(first_reason(judge_one(office, "The on-call team can reach customers on the Enterprise plan.")),
            "swapped_roles: team / customers");
  EXPECT_EQ(judge_one(office, "Customers on the Enterprise plan can reach the on-call team.").label, 1);
  // "by" before an amount names no agent; a gerund in the source is a noun.
  EXPECT_EQ(judge_one("Its glaciers have shrunk by more than 80 percent since the early twentieth century.",
                      "Its glaciers have shrunk since the early twentieth century.")
                .rationale,
            "coverage: 1.00");
  EXPECT_EQ(judge_one("Free parking is available for all visitors.", "Visitors can park for free.").label, 1);
}

TEST(AlignJudge, UnitsAndDerivations) {
  // A unit of time or measure in place of the source's, with no number.
  const char* nausea = "Common side effects include nausea and diarrhoea, which often improve after a few weeks.";
  EXPECT_EQ(first_reason(judge_one(nausea, "Nausea often improves after a few years.")), "number_mismatch: years vs weeks");
  EXPECT_EQ(judge_one(nausea, "Nausea often improves after a few weeks.").rationale, "coverage: 1.00");
  // A scale word on its own is a number.
  EXPECT_EQ(first_reason(judge_one("It ended the Thirty Years' War.", "It ended the Hundred Years' War.")),
            "number_mismatch: Hundred vs Thirty");
  EXPECT_EQ(judge_one("The war lasted a hundred years.", "The war lasted 100 years.").rationale, "coverage: 1.00");
  // A number with another unit of measure: a mismatch, decisive with one more unaligned word.
  const char* refund = "You should expect to receive your refund within four weeks of giving your package to the shipper.";
  Judgment j = judge_one(refund, "Refunds should arrive within four days.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "number_mismatch: four day vs four week");
  EXPECT_EQ(judge_one(refund, "Refunds should arrive within four weeks.").label, 1);
  // Other words after the same number may name the same things.
  EXPECT_EQ(judge_one("The company employs about 4,300 people across 12 countries.", "The company has 4,300 employees.")
                .rationale,
            "coverage: 1.00");
  // Derivations WordNet lacks, by their shared beginning.
  EXPECT_EQ(judge_one("The deal still needs approval from regulators.", "The deal needs regulatory approval.").rationale,
            "coverage: 1.00");
}

// align:v5: numbers as people round and count them.
TEST(AlignJudge, ApproximateNumbersDecadesAndSpellings) {
  const char* revenue = "Halvard reported revenue of $1.42 billion for the third quarter.";
  // "about" a value stands for what it rounds to (half its last digit, and 10%); without it, no.
  EXPECT_EQ(judge_one(revenue, "Third-quarter revenue was about $1.4 billion.").rationale, "coverage: 1.00");
  EXPECT_EQ(first_reason(judge_one(revenue, "Third-quarter revenue was $1.4 billion.")),
            "number_mismatch: 1.4 billion vs 1.42 billion");
  EXPECT_EQ(first_reason(judge_one("The trip takes 24 minutes by train.", "The trip takes about 20 minutes by train.")),
            "number_mismatch: 20 vs 24");
  // Decades and centuries in years.
  EXPECT_EQ(judge_one("She began a collaboration with the chemist Otto Hahn that lasted more than thirty years.",
                      "Her collaboration with Otto Hahn lasted more than three decades.")
                .rationale,
            "coverage: 1.00");
  // Metric abbreviations are their units.
  EXPECT_EQ(judge_one("Since 1891 the glacier has retreated by 2.4 kilometres.", "The glacier has retreated by 2.4 km since 1891.")
                .rationale,
            "coverage: 1.00");
  // British and American spellings of a unit.
  EXPECT_EQ(judge_one("The plant lies approximately 230 metres below the surface.", "The plant lies 230 meters below the surface.")
                .rationale,
            "coverage: 1.00");
  // A number that stands elsewhere in the source, where the anchor sentence has another of its
  // unit next to the claim's words; "one-time" is no number.
  const char* heating =
      "Households can receive a one-off payment of \u00a3300 towards winter fuel costs. Households with someone "
      "aged 66 or over receive an additional \u00a3150.";
  Judgment j = judge_one(heating, "Households can get a one-time \u00a3150 payment toward winter fuel.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "number_mismatch: 150 vs 300");
  // "7,000 or more" is a bound, not a direction word.
  EXPECT_EQ(judge_one("People who walked at least 7,000 steps a day had a lower risk than those who walked fewer than 4,000 steps.",
                      "People who walked 7,000 or more steps a day had a lower risk.")
                .label,
            1);
}

// align:v5: negation cues matched one by one, and what is no negation.
TEST(AlignJudge, NegationCuesMatchedOneByOne) {
  // A cue on each side, over different words: the same negative fact.
  EXPECT_EQ(judge_one("The phone does not come with a charger in the box; only a USB-C cable is included.",
                      "A charger is not included in the box.")
                .label,
            1);
  // One of two cues of the source left out: a double negation.
  Judgment j = judge_one("Diabetic patients must not take their morning insulin dose without speaking to the nurse first.",
                         "Diabetic patients must take their morning insulin without talking to the nurse.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "negation: the source negates what the hypothesis states");
  // "whether or not", "not just", "not ... until": no negation; "free of", "other than": one.
  EXPECT_EQ(judge_one("RZV is recommended regardless of whether the person has previously had shingles.",
                      "RZV is recommended whether or not a person has had shingles before.")
                .rationale,
            "coverage: 1.00");
  EXPECT_EQ(judge_one("The bridge was not completed until 1864.", "The bridge was completed in 1864.").rationale,
            "coverage: 1.00");
  EXPECT_EQ(judge_one("Every passenger may bring one personal item free of charge.",
                      "Passengers may bring one personal item at no charge.")
                .rationale,
            "coverage: 1.00");
  EXPECT_EQ(judge_one("Children under 12 may visit only when accompanied by an adult other than the patient.",
                      "Children under 12 can only visit with an adult who isn't the patient.")
                .label,
            1);
  // "non-" negates the word it is joined to; "without" a noun phrase ends at the verb, "without"
  // a gerund reaches over its clause.
  EXPECT_EQ(judge_one("Those who withdraw receive a full refund, minus a non-refundable $200 enrollment deposit.",
                      "The $200 enrollment deposit is not refunded.")
                .rationale,
            "coverage: 1.00");
  EXPECT_EQ(judge_one("Photography without flash is permitted in the permanent galleries.",
                      "Non-flash photography is permitted in the permanent galleries.")
                .rationale,
            "coverage: 1.00");
  const char* doctorate =
      "The university awarded her a doctorate without requiring her to attend lectures or sit an oral examination.";
  EXPECT_EQ(judge_one(doctorate, "She did not have to sit an oral examination to receive her doctorate.").label, 1);
  EXPECT_EQ(first_reason(judge_one(doctorate, "She had to sit an oral examination to receive her doctorate.")),
            "negation: the source negates what the hypothesis states");
  // A modal, a base verb and a gerund are no unaligned words that keep a detected mismatch from
  // deciding ("may bring" / "are not permitted").
  j = judge_one("Flowers and plants are not permitted in the ICU.", "Visitors may bring flowers and plants into the ICU.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "negation: the source negates what the hypothesis states");
}

// align:v5: which words a sentence contrasts, and names exchanged.
TEST(AlignJudge, ContrastsComparisonsAndExchangedNames) {
  // The claim takes the side of the contrast next to its words.
  const char* volumes = "Parcel volumes rose 12 percent, while freight volumes declined 3 percent.";
  EXPECT_EQ(judge_one(volumes, "Freight volumes fell by 3 percent.").label, 1);
  EXPECT_EQ(first_reason(judge_one(volumes, "Freight volumes grew by 3 percent.")), "antonym: grew vs declined");
  // The standard of a comparison is no opposite.
  EXPECT_EQ(judge_one("Mice given the compound lived 20% longer than untreated mice.", "Treated mice lived 20% longer.").label, 1);
  // Two names of the claim in each other's place.
  const char* lahars = "Meltwater could produce lahars that travel down the Seva valley toward the town of Drun.";
  EXPECT_EQ(first_reason(judge_one(lahars, "Lahars could flow down the Drun valley toward Seva.")), "swapped_roles: Drun / Seva");
  EXPECT_EQ(judge_one(lahars, "Lahars could flow down the Seva valley toward Drun.").label, 1);
  // A number given to the other name; the parts of a score belong to both sides.
  const char* final_report = "Marin hit 41 winners to Kovalenko's 29, and she won the final 6-4, 3-6, 7-5.";
  // (Found at the 29 since align:v17: the number test leaves a sentence's first word out, so the
  // 41's nearest name in the claim is none.)
  EXPECT_EQ(first_reason(judge_one(final_report, "Kovalenko struck 41 winners, compared with 29 for Marin.")),
            "swapped_roles: Marin / Kovalenko");
  EXPECT_EQ(judge_one(final_report, "Marin struck 41 winners, compared with 29 for Kovalenko.").label, 1);
  const char* stage = "Valbuena attacked 4.5 km from the finish and crossed the line 23 seconds ahead of Belgian Pieter Decroos.";
  EXPECT_EQ(first_reason(judge_one(stage, "Pieter Decroos won the stage, finishing 23 seconds ahead of Valbuena.")),
            "swapped_roles: Valbuena / Pieter");
  EXPECT_EQ(judge_one(stage, "Valbuena won the stage, finishing 23 seconds ahead of Pieter Decroos.").label, 1);
  EXPECT_EQ(judge_one("Riverside United came from behind to beat Kingsport Athletic 3-2 on Saturday.",
                      "Riverside United beat Kingsport Athletic 3-2 after coming back from two goals down.")
                .rationale.find("swapped_roles"),
            std::string::npos);
  // "only" before a number says no more than the number; "the only" and "all-cash" are no
  // quantifiers.
  EXPECT_EQ(judge_one("Northsea Airways agreed to buy Baltica Express for 410 million euros in cash.",
                      "Northsea Airways agreed to acquire Baltica Express in an all-cash deal.")
                .rationale.find("quantifier"),
            std::string::npos);
  EXPECT_EQ(judge_one("The maternity unit allows one designated support partner to stay overnight.",
                      "In the maternity unit, only one designated support partner may stay overnight.")
                .label,
            1);
  EXPECT_EQ(first_reason(judge_one("She was the only member of the board who voted against the increase.",
                                   "All members of the board voted against the increase.")),
            "quantifier: All vs -");
  // An error among two words of the claim's own is still decisive.
  Judgment j = judge_one("Starting March 1, the Free plan limit will drop to 30 requests per minute for new accounts.",
                "The Free plan's per-minute limit is set to increase to 30 requests for new accounts.");
  EXPECT_EQ(j.label, 0);
  EXPECT_EQ(first_reason(j), "antonym: increase vs drop");
  // Every content word aligned and nothing contradicted: accepted, above the threshold.
  const AlignJudge::Analysis a = AlignJudge::analyze("The museum opens at 9 a.m. on weekdays.", "The museum opens at 9 a.m.");
  EXPECT_TRUE(a.aligned);
  EXPECT_GE(a.prob, AlignJudge::threshold());
  EXPECT_FALSE(AlignJudge::analyze("The museum opens at 9 a.m.", "The museum opens at 10 a.m.").aligned);
}

// align:v6: a verbal negation covers its subject; a negated sentence anywhere in the source that
// holds the claim's negated words matches the claim's cue; "un-" words are opposites; directions
// of change are opposites as groups; number words with "point", "and a half", a scale then more
// words; currency words; whole years of months (weeks of days) in years (weeks); numbers of
// different units of measure do not align; names of several words, or a surname, taken from
// another sentence into a name's slot.
TEST(AlignJudge, NegatedSubjectsNumberWordsUnitsAndNames) {
  // The subject of "cannot be renewed" is negated too; "renewals aren't allowed" matches it.
  Judgment j = judge_one("DVDs and video games circulate for one week and cannot be renewed.",
                         "DVDs and video games circulate for one week, but renewals aren't allowed.");
  EXPECT_FALSE(has(j, "negation")) << j.rationale;
  EXPECT_EQ(j.label, 1) << j.rationale;
  // Not across "and" before a verb: "accepted the result and would not reintroduce".
  EXPECT_EQ(first_reason(judge_one("The cantonal government said it accepted the result and would not reintroduce the idea.",
                                   "The cantonal government said it did not accept the result.")),
            "negation: the hypothesis negates what the source states");
  // A negated sentence that is not the anchor.
  const char* bank =
      "Harbor State Bank charges a $32 overdraft fee for each item that overdraws a personal checking account by "
      "more than $50. Overdrafts of $50 or less are not charged a fee.";
  j = judge_one(bank, "Harbor State Bank doesn't charge an overdraft fee when an account is overdrawn by $50 or less.");
  EXPECT_FALSE(has(j, "negation")) << j.rationale;
  // "not vaccinated" / "unvaccinated".
  j = judge_one("The index case was an unvaccinated child who had returned from travel abroad.",
                "The index case was a child who had not been vaccinated.");
  EXPECT_FALSE(has(j, "negation")) << j.rationale;
  // Directions of change.
  EXPECT_EQ(first_reason(judge_one("Taking Keltorin with warfarin may raise INR values.",
                                   "Taking Keltorin with warfarin may decrease INR values.")),
            "antonym: decrease vs raise");
  j = judge_one("Taking Keltorin with warfarin may raise INR values.", "Taking Keltorin with warfarin may increase INR values.");
  EXPECT_FALSE(has(j, "antonym")) << j.rationale;
  // Number words and currency words.
  for (auto [premise, hypothesis] : std::vector<std::pair<const char*, const char*>>{
           {"A crowd of 18,400 watched the final.", "A crowd of eighteen thousand four hundred watched the final."},
           {"Brightstone demanded £1.4 million in damages.", "Brightstone demanded one point four million pounds in damages."},
           {"The minimum wage rises to $16.", "The minimum wage rises to sixteen dollars."},
           {"Symptoms lasted 4.5 days on average.", "Symptoms lasted four and a half days on average."},
           {"Leave must be taken within 12 months of the birth.", "Leave must be taken within a year of the birth."},
           {"Refunds are issued within 14 days.", "Refunds are issued within two weeks."}}) {
    j = judge_one(premise, hypothesis);
    EXPECT_EQ(j.label, 1) << hypothesis << ": " << j.rationale;
    EXPECT_FALSE(has(j, "number_")) << hypothesis << ": " << j.rationale;
  }
  // "four hours" elsewhere does not align "four weeks".
  EXPECT_EQ(first_reason(judge_one("The work is expected to last six weeks. Water service will be interrupted for no more "
                                   "than four hours on two days.",
                                   "The work is expected to last four weeks.")),
            "number_mismatch: four vs six");
  // Names from another sentence in a name's slot.
  j = judge_one("Writing for the majority, Judge Ruth Okafor said the ordinance was lawful. Judge Samuel Cray dissented.",
                "Writing for the majority, Judge Samuel Cray said the ordinance was lawful.");
  EXPECT_EQ(j.label, 0) << j.rationale;
  EXPECT_TRUE(has(j, "entity_elsewhere: Samuel vs Ruth")) << j.rationale;
  j = judge_one("She married the physicist Thomas Hart in 1952. In 1974 she met President Gerald Ford.",
                "She married the physicist Thomas Ford in 1952.");
  EXPECT_EQ(j.label, 0) << j.rationale;
  // Given names stay free ("Robert and Edwin Tooth"): only a surname is a name's slot.
  EXPECT_EQ(judge_one("She married the physicist Thomas Hart in 1952.", "She married the physicist Thomas Hart in 1952.").label, 1);
  // Two names a letter or two apart are two names when their first letters differ.
  j = judge_one("Researchers at the Halden Institute tested a nasal spray.", "Researchers at the Marden Institute tested a nasal spray.");
  EXPECT_EQ(j.label, 0) << j.rationale;
  EXPECT_TRUE(has(j, "substitution: Marden vs Halden")) << j.rationale;
}

}  // namespace

// align:v7: names in the other order around a verb of both, names after exchanged prepositions;
// implicit negatives; bounds ("no more than"); "each"; directions and "from"/"to" at a number;
// euro and pound signs; winning and losing with their subjects; "A before B" = "B after A";
// abbreviations; years counted between two dates.
TEST(AlignJudge, OrderOfNamesImplicitNegativesAndDirectionsAtNumbers) {
  // Names exchanged around the verb, the agent's "by" on one side only, prepositions exchanged.
  const char* deal = "Northwind Logistics announced on Monday that it has agreed to acquire Parcelo for 420 million euros.";
  EXPECT_EQ(first_reason(judge_one(deal, "Parcelo announced on Monday that it has agreed to acquire Northwind Logistics.")),
            "swapped_roles: Parcelo / Northwind");
  EXPECT_FALSE(has(judge_one(deal, "Parcelo is to be acquired by Northwind Logistics."), "swapped_roles"));
  const char* final = "Riverside Athletic won the final on Saturday, beating Northgate Rovers 3-1.";
  EXPECT_EQ(first_reason(judge_one(final, "Northgate Rovers won the final on Saturday, beating Riverside Athletic 3-1.")),
            "swapped_roles: Northgate / Riverside");
  const char* lake = "It is fed by the Sora River from the north and drains into the Mirna River to the east.";
  EXPECT_EQ(first_reason(judge_one(lake, "The lake is fed by the Mirna River from the north and drains into the Sora River.")),
            "swapped_roles: Mirna / Sora");
  EXPECT_EQ(judge_one(lake, "The lake is fed by the Sora River and drains into the Mirna River.").label, 1);
  // "by" of a noun is no agent; an "-ing" noun is no verb; "leader" is no verb.
  EXPECT_FALSE(has(judge_one("Two minutes later Kieran Holt scored the winner from a pass by Joe Mensah.",
                             "Kieran Holt scored the winner after receiving a pass from Joe Mensah."),
                   "swapped_roles"));
  EXPECT_FALSE(has(judge_one("Conservators at the Kessler cleaned the painting, and the Ostrand Gallery will pay for its transport.",
                             "The Ostrand Gallery is paying for the transport of the painting that the Kessler lent to it."),
                   "swapped_roles"));
  // Implicit negatives match a cue near the same words; "declined to" is a cue.
  Judgment j = judge_one("However, the judge declined to award the additional damages the bakery had requested.",
                         "The bakery did not receive the extra damages it had asked for.");
  EXPECT_FALSE(has(j, "negation")) << j.rationale;
  EXPECT_EQ(first_reason(judge_one("However, the judge declined to award the additional damages the bakery had requested.",
                                   "The judge awarded the additional damages the bakery had requested.")),
            "negation: the source negates what the hypothesis states");
  for (auto [premise, hypothesis] : std::vector<std::pair<const char*, const char*>>{
           {"Lithium batteries above 160 watt-hours are prohibited in both cabin and hold.",
            "Neither the cabin nor the hold may carry lithium batteries above 160 watt-hours."},
           {"The monthly fee of 4.50 pounds is waived for customers under 25.",
            "Customers under 25 do not have to pay the monthly fee."},
           {"Like all members of its family, the species has no lungs.", "Like every member of its family, the species lacks lungs."},
           {"Each household may receive only one benefit per season.", "A household cannot receive more than one benefit per season."},
           {"The lake is no deeper than 4 metres.", "The lake is nowhere deeper than four metres."},
           {"Marsh never married and spent her final years in Lisbon.", "Marsh spent her final years in Lisbon."},
           {"BrightWave supplies each subscriber with one router.", "BrightWave supplies every subscriber with one router."}}) {
    j = judge_one(premise, hypothesis);
    EXPECT_FALSE(has(j, "negation") || has(j, "quantifier") || has(j, "antonym")) << hypothesis << ": " << j.rationale;
  }
  // "never got further than": no bound without a number.
  EXPECT_EQ(first_reason(judge_one("Marin had reached the semi-finals twice before this tournament.",
                                   "Before this tournament, Marin had never got further than the quarter-finals.")),
            "negation: the hypothesis negates what the source states");
  // Quantifiers: "only some" is not all; a postposed "only"; "only" reaches its clause.
  EXPECT_EQ(first_reason(judge_one("All four councillors who voted against it represent districts on the east side.",
                                   "Only some of the councillors who voted against it represent districts on the east side.")),
            "quantifier: some vs All");
  EXPECT_FALSE(has(judge_one("Guided tours will run only on weekends.", "Guided tours will be offered on weekends only."), "quantifier"));
  EXPECT_FALSE(has(judge_one("The free tier is available only to new accounts during their first 12 months.",
                             "Only new accounts can use the free tier, and only during their first 12 months."),
                   "quantifier"));
  // Directions at a number; "from" and "to" exchanged; euro signs read as currency.
  EXPECT_EQ(first_reason(judge_one("The filter removed more than 99 percent of bacteria.", "The filter removed under 99 percent of bacteria.")),
            "antonym: under 99 vs more 99");
  EXPECT_EQ(first_reason(judge_one("Revenue was $46 million, up 38% from the year before.",
                                   "Revenue was $46 million, a decrease of 38% on the year before.")),
            "antonym: decrease 38 vs up 38");
  EXPECT_FALSE(has(judge_one("The filter removed more than 99 percent of bacteria.", "The filter removed over 99 percent of bacteria."),
                   "antonym"));
  // "no more than" and "up to" bound from above.
  EXPECT_FALSE(has(judge_one("Patients may have no more than two visitors.", "Patients may have up to two visitors."), "antonym"));
  EXPECT_EQ(first_reason(judge_one("The fine goes from €5,000 to €20,000.", "The fine goes from €20,000 to €5,000.")),
            "number_mismatch: from 20,000 vs to 20,000");
  EXPECT_EQ(first_reason(judge_one("The plan costs €45 per month.", "The plan costs €55 per month.")), "number_mismatch: 55 vs 45");
  EXPECT_EQ(first_reason(judge_one("The plan costs £45 per month.", "The plan costs £55 per month.")), "number_mismatch: 55 vs 45");
  // Winning and losing: the same subject on both sides, or none.
  EXPECT_EQ(first_reason(judge_one("The Gulls beat the Foxes 3-1 on Saturday.", "The Gulls lost 3-1 to the Foxes on Saturday.")),
            "antonym: lost vs beat");
  EXPECT_FALSE(has(judge_one(final, "Northgate Rovers lost the final to Riverside Athletic on Saturday."), "antonym"));
  EXPECT_EQ(first_reason(judge_one("In 1911 she won a second Nobel Prize.", "In 1911 she lost a second Nobel Prize.")),
            "antonym: lost vs won");
  // "A before B" is "B after A"; the same order with the opposite word is not.
  const char* dig = "Excavations at the villa began in May 2019, after a metal detectorist reported finding coins.";
  EXPECT_FALSE(has(judge_one(dig, "The metal detectorist reported the coins before excavations at the villa began in May 2019."),
                   "antonym"));
  EXPECT_EQ(first_reason(judge_one(dig, "Excavations at the villa began in May 2019, before the metal detectorist reported the coins.")),
            "antonym: before vs after");
  // A full stop after a title, a single letter or inside "a.m." ends no sentence: one sentence
  // covers the claim.
  const auto sentence_coverage = [](const char* text) {
    const auto& n = AlignJudge::kFeatureNames;
    const auto k = static_cast<std::size_t>(std::find(n.begin(), n.end(), std::string_view("sentence_coverage")) - n.begin());
    return AlignJudge::analyze(text, text).features[k];
  };
  EXPECT_EQ(sentence_coverage("The museum opens at 10 a.m. and closes at 6 p.m. on Sundays."), 1.0);
  EXPECT_EQ(sentence_coverage("Dr. Okafor and J. K. Rowling visited St. Aldric Hospital with U.S. officials."), 1.0);
  EXPECT_LT(sentence_coverage("The museum opens at ten. It closes at six."), 1.0);
  // Years counted between two dates.
  j = judge_one("She earned her doctorate in 1949. Her filter design was patented in 1957.",
                "Her filter design was patented eight years after she earned her doctorate.");
  EXPECT_FALSE(has(j, "number_")) << j.rationale;
  // A number's nearest name says nothing when one side is a passive with its agent.
  EXPECT_FALSE(has(judge_one("Northwind Logistics agreed to acquire Parcelo for 420 million euros.",
                             "Parcelo is to be acquired by Northwind Logistics for 420 million euros."),
                   "swapped_roles"));
  EXPECT_EQ(first_reason(judge_one("Kovalenko struck 41 winners, compared with 29 for Marin.", "Marin hit 41 winners to Kovalenko's 29.")),
            "swapped_roles: Marin / Kovalenko");
  // A percentage said as a fraction.
  const char* tickets = "Prices ranged from 150 to 950 kronor, and one in five tickets was sold at a reduced student rate.";
  j = judge_one(tickets, "Twenty percent of the tickets were sold at a reduced student rate.");
  EXPECT_EQ(j.label, 1) << j.rationale;
  EXPECT_EQ(first_reason(judge_one(tickets, "Thirty percent of the tickets were sold at a reduced student rate.")),
            "number_mismatch: Thirty vs one in five");
  EXPECT_EQ(judge_one("Half of the electricity has been sold in advance.", "Fifty percent of the electricity has been sold in advance.").label, 1);
  EXPECT_EQ(first_reason(judge_one("Half of the electricity has been sold in advance.", "Forty percent of the electricity has been sold in advance.")),
            "number_mismatch: Forty vs Half");
  EXPECT_EQ(judge_one("Three quarters of the members voted in favour.", "75% of the members voted in favour.").label, 1);
  EXPECT_EQ(judge_one("Two thirds of the members voted in favour.", "About 67 percent of the members voted in favour.").label, 1);
}
// align:v8: orders in time against the source's years; another agent after the same verb's
// "by"; fractions of a whole; hedged numbers; counts and changes the source gives as arithmetic;
// what the roles, antonym, quantifier and negation rules misread before (a description between
// "by" and its name, a weekday, "took over", "after which", "all of them", "unless").
TEST(AlignJudge, OrdersInTimeOtherAgentsFractionsAndHedges) {
  // "A before B" against the years the source gives A and B; "the same year".
  const char* study = "The results were presented at a congress in 2022 and published in a journal in 2023.";
  EXPECT_EQ(first_reason(judge_one(study, "The results were published in a journal before they were presented at a congress.")),
            "date_order: before 2023 vs 2022");
  EXPECT_EQ(judge_one(study, "The results were published in a journal after they were presented at a congress.").label, 1);
  EXPECT_EQ(first_reason(judge_one("The company was incorporated in 1862, and construction began in 1864.",
                                   "Construction began in 1862, the same year in which the company was incorporated.")),
            "date_order: same 1864 vs 1862");
  // Another name after the verb's "by"; the same one described otherwise agrees.
  const char* libretto =
      "The libretto, written by the novelist Paolo Grieco, is based on his own novel. The cast includes Joris Veldkamp.";
  Judgment j = judge_one(libretto, "The libretto was written by Joris Veldkamp.");
  EXPECT_EQ(j.label, 0) << j.rationale;
  EXPECT_TRUE(has(j, "entity_elsewhere: Joris vs Paolo")) << j.rationale;
  EXPECT_EQ(judge_one(libretto, "The libretto was written by Paolo Grieco.").label, 1);
  // Fractions of a whole are shares, not counts; another fraction is a mismatch.
  const char* budget = "Roughly a quarter of the budget goes to research.";
  j = judge_one(budget, "About one quarter of the budget goes to research.");
  EXPECT_EQ(j.label, 1) << j.rationale;
  EXPECT_FALSE(has(j, "number_")) << j.rationale;
  EXPECT_EQ(first_reason(judge_one(budget, "About one third of the budget goes to research.")),
            "number_mismatch: one third vs a quarter");
  EXPECT_EQ(judge_one("Red varieties make up 70% of the plantings.", "Red varieties make up seven-tenths of the plantings.").label, 1);
  // "just under 5%" rounds 4.7%, and is no direction.
  j = judge_one("The average bill will rise by 4.7%, to £441.", "The average bill goes up by just under 5%, to £441.");
  EXPECT_EQ(j.label, 1) << j.rationale;
  // "all but two" of 12 is ten; a reduction from 310 to 260 is one by 50.
  const char* bats = "The group surveyed 12 roost sites. Bats were found at all but two of the sites.";
  EXPECT_FALSE(has(judge_one(bats, "Bats were found at ten of the twelve sites."), "number_"));
  EXPECT_TRUE(has(judge_one(bats, "Bats were found at nine of the twelve sites."), "number_mismatch"));
  const char* site = "The developer reduced the site from 310 to 260 hectares.";
  EXPECT_FALSE(has(judge_one(site, "The developer shrank the site by 50 hectares."), "number_"));
  EXPECT_TRUE(has(judge_one(site, "The developer shrank the site by 60 hectares."), "number_mismatch"));
  // Misreadings of align:v7, each a supported claim it rejected.
  for (auto [premise, hypothesis] : std::vector<std::pair<const char*, const char*>>{
           {"Fintrail, a London payments startup, has agreed to acquire Parcelo.",
            "Parcelo is being bought by the London payments startup Fintrail."},
           {"Shares in Talvera Semiconductor fell 9% on Thursday after the company cut its forecast.",
            "Talvera Semiconductor's share price dropped 9% on Thursday."},
           {"Justice Priya Nair ordered Halden Water to pay the cooperative £2.3 million and to fund a programme run by the "
            "Marrow Rivers Trust.",
            "Halden Water was ordered by Justice Priya Nair to pay £2.3 million to the cooperative."},
           {"The rate is fixed for 24 months, after which the loan reverts to the variable rate.",
            "The rate is fixed for two years before the loan switches to the variable rate."},
           {"A survey of 1,200 clinics found that all of them offered the vaccine.", "Every one of the 1,200 clinics offered the vaccine."},
           {"No vessel may discharge ballast water unless it has been treated.", "Ballast water that has not been treated cannot be discharged."}}) {
    j = judge_one(premise, hypothesis);
    EXPECT_EQ(j.label, 1) << hypothesis << ": " << j.rationale;
  }
  j = judge_one("Achebe replaces Marcus Hale as director.", "Achebe took over as director from Marcus Hale.");
  EXPECT_FALSE(has(j, "antonym")) << j.rationale;
}

// align:v9: the doer of a verb of both sides exchanged with another party of the claim (common
// nouns too, and an agent after "by" against an active subject); a name of a list or after a
// name's "of" exchanged for another of the source's; universals against the source's "only",
// parts against its universals and partitives; a day given with another month; units of a
// thousandth.
TEST(AlignJudge, DoersListsAffiliationsPartsAndDays) {
  const char* kicks =
      "The longest kick in league history, 64 yards, was set by Matt Prater in 2013. The longest in any game, 69 yards, "
      "was set by collegiate kicker Ove Johansson in 1976.";
  expect_cases({
           {"In 2021 a private collector outbid the city gallery for the sketch at auction.",
            "The city gallery outbid a private collector for the sketch at auction in 2021.", "swapped_roles: gallery / collector",
            "A private collector outbid the city gallery for the sketch in 2021."},
           {"The stadium was built by the Norland Group for the regional council at a cost of €400 million.",
            "The regional council built the stadium on behalf of the Norland Group.", "swapped_roles: council / Norland",
            "The Norland Group built the stadium for the regional council."},
           // Another agent after "by" is the one of the source's sentence the claim's clause is about.
           {kicks, "The record of 69 yards in any game was set by Matt Prater.", "entity_elsewhere: Matt vs Ove",
            "The league record of 64 yards was set by Matt Prater, and the record at any level, 69 yards, by Ove Johansson."},
           {"The band will tour 9 cities: Lyon, Porto, Turin, Madrid and five more. The cellist Ana Ruiz will join the band in "
            "Lyon, Porto and Madrid.",
            "Ana Ruiz will join the band in Lyon, Porto and Turin.", "entity_elsewhere: Turin vs Madrid",
            "Ana Ruiz will join the band in Lyon, Porto and Madrid."},
           {"The survey was led by Dr Mara Lind of the University of Tromsø, working with the Arctic Bird Trust.",
            "The survey was led by Dr Mara Lind of the Arctic Bird Trust.", "entity_elsewhere: Lind of Arctic",
            "The survey was led by Dr Mara Lind of the University of Tromsø."},
           {"Only members who have held a card for two years may vote in the annual election.",
            "Any member may vote in the annual election.", "quantifier: Any vs Only", nullptr},
           {"All members may vote in the annual election.", "No member may vote in the annual election.",
            "negation: the hypothesis negates what the source states", "Any member may vote in the annual election."},
           {"Each of the four teams played six games; only the Harriers and the Kestrels reached the final.",
            "Each of the four teams reached the final.", "quantifier: Each vs only", nullptr},
           {"All 40 patients who completed the course were cured.", "Only some of the patients who completed the course were cured.",
            "quantifier: some vs All", nullptr},
           {"Each choir sang three songs, one of which had to be in Latin.",
            "Each choir sang three songs, all of which had to be in Latin.", "quantifier: all vs one",
            "Every choir sang three songs, one of which had to be in Latin."},
           {"The museum announced on 2 May that the new wing, which opened on 17 March, had drawn 50,000 visitors.",
            "The new wing opened on 17 May.", "date_mismatch: 17 May vs 17 March", "The new wing opened on 17 March."},
           {"The pump can move 900 litres every 3 milliseconds.", "The pump can move 900 litres every 3 seconds.",
            "number_mismatch: 3 second vs 3 millisecond", nullptr},
  });
  // A participle before a preposition says nothing of its doer ("Cars returned after 6 p.m.").
  EXPECT_EQ(judge_one("Rental cars can be returned at any branch. Cars returned after 6 p.m. must be left in the marked bays "
                      "of the night car park.",
                      "Cars returned after 6 p.m. must be left in the marked bays of the night car park.")
                .label,
            1);
}

// align:v10: counts the source gives as two of its numbers (the time between two dates, a change,
// a total) and in words ("a sunshield panel"); the opposites of decisions and of "ahead" /
// "behind"; quantifiers against "all other", "most", "a single" and "one of"; winner and loser
// exchanged whatever the verb; a name in apposition exchanged.
TEST(AlignJudge, CountsBetweenDatesContestsAndQuantities) {
  expect_cases({
           {"Mara Vell received her doctorate in 1949. Her filter design was patented in 1957.",
            "Mara Vell received her doctorate six years before her filter design was patented.", "number_mismatch: six years vs 8",
            "Mara Vell received her doctorate eight years before her filter design was patented."},
           {"The public consultation closed on 16 February 2025. The changes take effect on Sunday 6 April 2025.",
            "The changes take effect on 6 April 2025, five weeks after the public consultation closed.",
            "number_mismatch: five weeks vs 7",
            "The changes take effect on 6 April 2025, seven weeks after the public consultation closed."},
           // A day without its year takes the year of the date it runs to.
           {"No trams will run between Harbour Square and Sefton Road from Saturday 20 July to Sunday 11 August 2024.", nullptr,
            nullptr, "Trams will not run between Harbour Square and Sefton Road for just over three weeks, from 20 July to 11 August 2024."},
           // An unhedged count is the time rounded: eighteen months are not "one year".
           {"Quillstack 5.0 was released on 14 October 2024, eighteen months after version 4.0 shipped in April 2023.",
            "Quillstack 5.0 came out in October 2024, exactly one year after version 4.0 was released.",
            "number_mismatch: one year vs 1.5", nullptr},
           {"Commissioning took longer than planned because a sunshield panel deployed late.",
            "Commissioning took longer than planned because two sunshield panels deployed late.", "number_mismatch: two vs a",
            "Commissioning ran longer than planned because one sunshield panel was late to deploy."},
           {"Reservoir levels are at 54% against a seasonal average of 81%.",
            "Reservoir levels are at 54%, some 17 percentage points below the seasonal average.", "number_mismatch: 17 vs 54",
            "Reservoir levels are at 54%, some 27 percentage points below the seasonal average."},
           {"Mwangi-Holt received €30,000 in prize money plus a €10,000 bonus for the record.",
            "Mwangi-Holt took home €50,000 in total, including a bonus for the record.", "number_mismatch: 50,000 vs 10,000",
            "Mwangi-Holt took home €40,000 in total, including a bonus for the record."},
           {"The tribunal rejected Mr Okafor's separate claim of race discrimination.",
            "The tribunal upheld Mr Okafor's separate claim of race discrimination.", "antonym: upheld vs rejected",
            "The tribunal dismissed Mr Okafor's separate claim of race discrimination."},
           {"Kiprop won the men's race, finishing 12 seconds ahead of Tadesse Bekele.",
            "Kiprop won the men's race, finishing 12 seconds behind Tadesse Bekele.", "antonym: behind vs ahead", nullptr},
           {"The scheme was completed in March 2023, four months ahead of schedule.",
            "The scheme was completed in March 2023, four months behind schedule.", "antonym: behind vs ahead", nullptr},
           {"The maternity unit allows one designated support partner to stay overnight; all other visitors must leave by 8 p.m.",
            "In the maternity unit, all visitors may stay overnight.", "quantifier: all vs all other",
            "In the maternity unit, one designated support partner may stay overnight."},
           {"You can return most items within 100 days of delivery for a full refund.",
            "Any item can be returned within 100 days of delivery for a full refund.", "quantifier: Any vs most",
            "Most items can be returned within 100 days of delivery for a full refund."},
           {"Venn wrote more than 200 songs and a single opera, 'The Lantern Keeper'.",
            "Venn wrote several operas, among them 'The Lantern Keeper'.", "quantifier: several vs single opera",
            "Venn wrote just one opera, 'The Lantern Keeper'."},
           {"She studied in Delft, where she was one of only three women in her class.",
            "She studied in Delft, where she was the only woman in her class.", "quantifier: only vs one of",
            "She studied in Delft, where she was one of three women in her class."},
           {"Kestrel Bay FC won the Coastal League Cup on Saturday, beating Ardmoor Rovers 3-1 at Halden Park.",
            "Ardmoor Rovers lifted the Coastal League Cup after a 3-1 victory over Kestrel Bay FC.", "swapped_roles: Ardmoor / Kestrel",
            "Ardmoor Rovers lost the Coastal League Cup final 3-1 to Kestrel Bay FC."},
           {"In the election, independent candidate Priya Halloran defeated the incumbent, Conrad Webb, by 1,286 votes.",
            "Conrad Webb unseated the sitting mayor, Priya Halloran, by 1,286 votes.", "swapped_roles: Conrad / Priya",
            "Priya Halloran unseated the sitting mayor, Conrad Webb, by 1,286 votes."},
           {"Riverside's coach, Elena Marsh, said the victory belonged to the fans.",
            "Riverside's coach, Helen Park, said the victory belonged to the fans.", "entity_missing: Helen",
            "Elena Marsh, the Riverside coach, said the victory belonged to the fans."},
  });
  // A count of time right in number but not in order: the order is the mismatch.
  Judgment j = judge_one("The comet reached perihelion on 14 October 2024 and made its closest approach to Earth on 2 November.",
                         "The comet made its closest approach to Earth on 2 November, almost three weeks ahead of perihelion.");
  EXPECT_EQ(j.label, 0) << j.rationale;
  EXPECT_TRUE(has(j, "date_order: three weeks vs 2024-10-14 before 2024-11-02")) << j.rationale;
  EXPECT_EQ(judge_one("The comet reached perihelion on 14 October 2024 and made its closest approach to Earth on 2 November.",
                      "The comet made its closest approach to Earth on 2 November, almost three weeks after perihelion.")
                .label,
            1);
  // Plurals in "-men" are their singular's ("women" / "woman"), "specimen" is no plural.
  const AlignLexicon& lex = AlignLexicon::builtin();
  EXPECT_EQ(lex.key("women"), lex.key("woman"));
  EXPECT_EQ(lex.key("chairmen"), lex.key("chairman"));
  EXPECT_EQ(lex.key("specimen").find("man"), std::string::npos) << lex.key("specimen");
  EXPECT_EQ(lex.key("abdomen").find("man"), std::string::npos) << lex.key("abdomen");
}

// align:v11: takeovers and successions read as two parties (as contests are), one exchanged for
// the other; times of day in "pm"; a day's year from a report's date; basis points; quantifiers
// with their exception stated, in a compound or before an adverb; "no more than" as a bound; an
// ending ("scrapped") matching a negation; a contrast the claim draws with a synonym.
TEST(AlignJudge, TakeoversSuccessionsTimesAndBounds) {
  expect_cases({
           {"Alder Foods Group announced that it has agreed to buy Pinecrest Dairy for $640 million.",
            "Pinecrest Dairy has agreed to buy Alder Foods Group for $640 million.", "swapped_roles: Pinecrest / Alder",
            "Alder Foods Group is buying Pinecrest Dairy for $640 million."},
           {"The tribunal blocked the proposed takeover of FreshWay by its larger rival, Grunmarkt.",
            "The tribunal blocked FreshWay's bid to take over Grunmarkt.", "swapped_roles: FreshWay / Grunmarkt",
            "The tribunal blocked Grunmarkt's bid to take over FreshWay."},
           {"Shareholders of Mistral Paper rejected a hostile takeover bid from rival Korsgaard Packaging.",
            "Korsgaard Packaging's shareholders rejected a hostile takeover bid from Mistral Paper.", "swapped_roles: Mistral / Korsgaard",
            "Mistral Paper's shareholders turned down a hostile bid from Korsgaard Packaging."},
           {"The restaurant is led by head chef Anwen Price, who replaced Marcus Hale in February 2025.",
            "In February 2025, Marcus Hale took over from Anwen Price as head chef.", "swapped_roles: Marcus / Anwen",
            "In February 2025, Anwen Price took over from Marcus Hale as head chef."},
           // The source's winner said otherwise ("The tour"): the claim's winner is its loser.
           {"The tour was named Best Small-Group Safari by Wanderline Magazine in 2024, beating Horizon Quest Tours.",
            "Horizon Quest Tours was named Best Small-Group Safari in 2024, beating Savanna Trails.", "swapped_roles: Horizon / Savanna",
            nullptr},
           {"The museum is open from 10 a.m. to 6 p.m., and until 9 p.m. on Thursdays.",
            "The museum stays open until 8 pm on Thursdays.", "number_mismatch: 8 vs 9",
            "The museum stays open late, until 9pm, on Thursdays."},
           {"Health officials said on Friday, 19 July 2024, that the outbreak had sickened 73 people. GreenLeaf Fresh recalled 41 "
            "products on 12 July. The first cases were reported on 28 June.",
            nullptr, nullptr, "GreenLeaf Fresh issued its recall two weeks after the first cases were reported."},
           {"Brookhaven libraries no longer charge overdue fines on books; the change took effect on 1 April 2022.", nullptr, nullptr,
            "Brookhaven's libraries scrapped overdue fines on books with effect from 1 April 2022."},
           {"The Bank of Sarnovia cut its key rate from 4.00% to 3.75%, the first reduction in four years.",
            "The Bank of Sarnovia lowered its key rate by 50 basis points to 3.75%.", "number_mismatch: 50 vs 4.00",
            "The Bank of Sarnovia lowered its key rate by 25 basis points to 3.75%."},
           {"Pets in the cabin may weigh up to 8 kg with their carrier; heavier pets travel in the hold.", nullptr, nullptr,
            "A pet and its carrier together must weigh no more than 8 kg to fly in the cabin."},
           {"Tellara offers two SIM-only plans, Essential and Plus; both include unlimited UK calls and texts.", nullptr, nullptr,
            "Each of Tellara's two SIM-only plans comes with unlimited UK calls and texts."},
           {"By the end of June, one of the four dual-fuel vessels ordered from Kwangsan had been delivered.", nullptr, nullptr,
            "By the end of June, only one of the four dual-fuel vessels ordered from Kwangsan had been delivered."},
           {"Five operators bid for licences; every operator except Lumo won one.", nullptr, nullptr,
            "Every operator except Lumo came away from the auction with a licence."},
           {"Guests may bring their own food, but alcohol is prohibited.", nullptr, nullptr,
            "Guests are permitted to bring their own food, although alcohol is forbidden."},
           // align:v12: a passive succession, and agencies.
           {"The route was taken over from Nordlink Shipping by Skarholm in March 2023.",
            "In March 2023, Nordlink Shipping took over the route from Skarholm.", "swapped_roles: Nordlink / Skarholm",
            "In March 2023, Skarholm took over the route from Nordlink Shipping."},
           {"The work is being carried out by contractor Pennant Civil Engineering on behalf of Network Vale, which owns the viaduct.",
            "Network Vale is carrying out the works on behalf of Pennant Civil Engineering.", "swapped_roles: Network / Pennant",
            "Pennant Civil Engineering is doing the work on behalf of Network Vale, the viaduct owner."},
           {"The service is operated by Nocturne Rail under contract to the Tarvis regional government.",
            "The Tarvis regional government runs the service under a contract with Nocturne Rail.", "swapped_roles: Tarvis / Nocturne",
            "Nocturne Rail runs the service under a contract with the Tarvis regional government."},
  });
}

// align:v13: contrasts and "yet to" as negations, a negated excess as a bound, the synonym or the
// negated opposite of a word beside its opposite, products and shares of two amounts, the winner
// of a passive, synonyms WordNet's first senses miss.
TEST(AlignJudge, ContrastsBoundsProductsAndSynonyms) {
  expect_cases({
           {"Stitches or clips are removed 10 to 14 days after surgery by your practice nurse, not at the hospital.",
            "The stitches are taken out at the hospital 10 to 14 days after surgery.", "negation: the source negates what the hypothesis states",
            "The stitches or clips are taken out by the patient's practice nurse, rather than at the hospital, 10 to 14 days after surgery."},
           {"The race moved to the first weekend of May in 2004; it had been held in August since 1961.", nullptr, nullptr,
            "Since 2004 the race has taken place on the first weekend of May instead of in August."},
           {"The producers have sold distribution rights in 19 territories, though not yet in Canada.",
            "The producers have sold distribution rights in Canada and in 19 other territories.", "negation: the source negates what the hypothesis states",
            "Distribution rights have yet to be sold in Canada, although deals cover 19 territories."},
           {"Each household may hold no more than two resident permits.",
            "Each household may hold more than two resident permits.", "antonym: more two vs more two",
            "No household is allowed to hold more than two resident permits."},
           {"The tax applies to a maximum of seven consecutive nights per stay.", nullptr, nullptr,
            "No stay is taxed for more than seven consecutive nights."},
           {"Roads will be closed for no more than ten days at a time, and every affected household will receive written notice at least two weeks before work begins.",
            nullptr, nullptr, "Every affected household will be given written notice no less than two weeks before work starts."},
           {"Motorboats have been banned on the lake since 1994, but sailing and rowing are permitted between May and September.",
            nullptr, nullptr,
            "Motorboats have been prohibited on the lake since 1994."},
           {"Its surface freezes in most winters, although it did not freeze at all in 2016 or 2020.", nullptr, nullptr,
            "The surface stayed unfrozen throughout the winters of 2016 and 2020."},
           {"Each 10-percentage-point increase in canopy cover was associated with a 0.8°C reduction in mean afternoon surface temperature.",
            "Each rise of 10 percentage points in canopy cover was linked to a 0.8°C increase in mean afternoon surface temperature.", "antonym: increase 0.8 vs reduction 0.8",
            "Each rise of 10 percentage points in canopy cover was linked to a 0.8°C drop in mean afternoon surface temperature."},
           {"The developer had promised to pay the canton CHF 2.5 million a year in fees over the farm's 25-year lifespan.",
            "Over the farm's 25-year lifespan, the fees promised by the developer would have totalled CHF 72.5 million.", "number_mismatch: 72.5 million vs 2.5 million",
            "Over the farm's 25-year lifespan, the fees promised by the developer would have totalled CHF 62.5 million."},
           {"Harrowgate will pay 50,000 pounds a year into a community fund for 40 years, the lifetime of the scheme.", nullptr, nullptr,
            "Over the 40-year life of the scheme, Harrowgate will pay a total of 2 million pounds into the community fund."},
           {"The wind farm has 72 turbines, each rated at 15 MW.", "The wind farm has a combined capacity of 1,180 MW.",
            "number_mismatch: 1,180 vs 15", "The wind farm has a combined capacity of 1,080 MW."},
           {"The film has a budget of 300,000 euros, 60% of it from the Nordic Documentary Fund.",
            "The Nordic Documentary Fund gave 160,000 euros.", "number_mismatch: 160,000 vs 300,000",
            "The Nordic Documentary Fund gave 180,000 euros."},
           {"The by-election had been won by the Conservative candidate, Alan Peverell, with a majority of 41 over the Labour candidate, Sophie Tindall.",
            "Alan Peverell lost the by-election to Sophie Tindall by 41 votes.", "antonym: lost vs won",
            "Labour's Sophie Tindall had lost the by-election to Alan Peverell by 41 votes."},
           {"During the quarter Quillon completed its acquisition of Brightlane Analytics, a Toronto-based data start-up.", nullptr, nullptr,
            "During the quarter, Quillon completed its purchase of Brightlane Analytics, a data start-up based in Toronto."},
           {"The Capella sleeper leaves Tarvis Central at 21:15 and arrives at Montclair Gare du Nord at 08:40 the next morning.", nullptr, nullptr,
            "The Capella sleeper departs from Tarvis Central in the evening and reaches Montclair Gare du Nord at 08:40 the following morning."},
           {"However, the deposit sits partly beneath the Orrholm nature reserve, where open-pit mining is prohibited under provincial law.", nullptr, nullptr,
            "Open-pit mining is banned in the part of the deposit lying under the Orrholm nature reserve."},
  });
}

// align:v14: the word itself beside its opposite in one sentence hides the opposite only when the
// claim's words around it are bound to it, not to the opposite (for a verb: its complement, after
// it).
TEST(AlignJudge, AWordBesideItsOppositeIsBoundByItsNeighbours) {
  expect_cases({
           {"When adaptive brightness is switched on, screen brightness on the Pell phone increases automatically in bright sunlight and decreases in dark rooms.",
            "With adaptive brightness on, the Pell phone's screen brightness decreases in bright sunlight.", "antonym: decreases vs increases",
            "With adaptive brightness on, the Pell phone's screen brightness decreases in dark rooms."},
           {"The medicines regulator approved the application for the new migraine drug in May but rejected the manufacturer's request to sell it without a prescription.",
            "The regulator approved the manufacturer's request to sell the new migraine drug without a prescription.", "antonym: approved vs rejected",
            "The regulator approved the application for the new migraine drug in May."},
           {"Sea ice in the Hallam Strait usually reaches its maximum extent in late February and its minimum extent in September.",
            "Sea ice in the Hallam Strait usually reaches its minimum extent in late February.", "antonym: minimum vs maximum",
            "Sea ice in the Hallam Strait usually reaches its minimum extent in September."},
           {"Registration for the screening programme opens on 3 March and closes on 28 March 2025.", nullptr, nullptr,
            "Registration for the screening programme closes on 28 March 2025."},
  });
}

// align:v15: a quantifier against the share of the whole the source gives, "each" against "only
// some" or "few", "at most" and "at least" as bounds on a number.
TEST(AlignJudge, QuantifiersAgainstSharesAndBounds) {
  expect_cases({
           {"None of the trails in Ashgrove Forest are open to mountain bikes. Horses are permitted on two of the forest's seven marked trails.",
            "Horses are permitted on most of Ashgrove Forest's marked trails.", "quantifier: most vs two of",
            "Horses are permitted on two of Ashgrove Forest's seven marked trails."},
           {"Around 2 percent of the Kestrel laptops sold in March shipped with a faulty charger.",
            "Most of the Kestrel laptops sold in March shipped with a faulty charger.", "quantifier: Most vs 2 percent of",
            "A small share of the Kestrel laptops sold in March shipped with a faulty charger."},
           {"Fewer than half of the 120 companies surveyed by the Tressel Chamber of Commerce expect to raise their prices this year.",
            "Most of the companies surveyed by the Tressel Chamber of Commerce expect to raise their prices this year.",
            "quantifier: Most vs Fewer than half of", nullptr},
           {"Each household in the Eastfield water-saving pilot received one free rain barrel. Some households also received a soil moisture sensor.",
            "Only some households in the Eastfield pilot received a free rain barrel.", "quantifier: some vs Each",
            "Every household in the Eastfield pilot received a free rain barrel."},
           {"At least 40 percent of the Vessa Delta is flooded every spring.", "At most 40 percent of the Vessa Delta is flooded each spring.",
            "antonym: most 40 vs least 40", "At least 40 percent of the Vessa Delta floods every spring."},
           {"At Halden Public Library, patrons may borrow at most 10 items at a time.",
            "Halden Public Library patrons can borrow more than 10 items at a time.", "antonym: more 10 vs most 10",
            "Halden Public Library patrons can borrow up to 10 items at a time."},
  });
}

// align:v27: paraphrases no longer read as errors (a source's negation of another subject's
// predicate, a lease or a licence said from the taker's side, a relative clause's object before the
// verb, a participle modifying a noun, a bound read twice, a multiple of a unit, kin words naming
// other people, "not all" against a part, cents against a currency, a quantifier of the head noun,
// a more general word); the true errors beside them still caught.
TEST(AlignJudge, ParaphrasesNotReadAsErrors) {
  expect_cases(
      {{"The annual fee at Larch Park Golf Club covers green fees and locker use. Buggies and lessons are not covered and are "
        "charged separately.",
        nullptr, nullptr, "Lessons are not covered by the annual fee at Larch Park Golf Club."},
       {"The Orrin Rowing Club leases its boathouse to the Tarnside School during term time.",
        "The Tarnside School leases its boathouse to the Orrin Rowing Club during term time.", "swapped_roles: Tarnside / Orrin",
        "The Tarnside School leases the Orrin Rowing Club's boathouse during term time."},
       {"Marsh Farm rents out its lower field to the Ellery Pony Club every summer.",
        "The Ellery Pony Club rents out its lower field to Marsh Farm every summer.", "swapped_roles: Ellery / Marsh",
        "The Ellery Pony Club rents Marsh Farm's lower field every summer."},
       {"Free legal advice is offered to tenants who cannot afford a solicitor.", nullptr, nullptr,
        "Tenants who cannot afford a solicitor are offered free legal advice."},
       {"The inspection of the Harlow bridge found 9 cracks, two of which were judged serious.", nullptr, nullptr,
        "Two of the 9 cracks found in the Harlow bridge inspection were judged serious."},
       {"A building permit is not required for sheds under 2 metres tall.", nullptr, nullptr,
        "A building permit is not needed for a shed under 2 metres tall."},
       {"None of the lockers at the Brandt pool can be reserved more than two days in advance.", nullptr, nullptr,
        "No locker at the Brandt pool can be reserved more than two days in advance."},
       {"The air filters in the Marlow depot are replaced every six months.", nullptr, nullptr,
        "The air filters in the Marlow depot are replaced twice a year."},
       {"Ruth Adler left her estate to her son, Daniel Adler.", "Daniel Adler left his estate to his mother, Ruth Adler.",
        "swapped_roles: Daniel / Ruth", "Daniel Adler inherited the estate of his mother, Ruth Adler."},
       {"Three of the eight rooms at the Willow Inn have a balcony.", "All of the rooms at the Willow Inn have a balcony.",
        "quantifier: All vs Three of", "Not all of the rooms at the Willow Inn have a balcony."},
       {"Parking at the Dunmore depot costs $0.80 per hour.", "Parking at the Dunmore depot costs 90 cents an hour.",
        "number_mismatch: 90 vs 0.80", "Parking at the Dunmore depot costs 80 cents an hour."},
       {"Each volunteer may work at most two shifts a week, and every shift is supervised by a team leader.", nullptr, nullptr,
        "Every volunteer shift is supervised by a team leader."},
       {"The Kessler Museum's exhibition of sculptor Ana Ruiz runs until 9 May 2026.",
        "The Kessler Museum's exhibition of sculptor Ana Ruiz runs until 9 June 2026.", "date_mismatch: June vs May",
        "The Ana Ruiz exhibition at the Kessler Museum runs until 9 May 2026."},
       {"None of the cottages at Elm Bay has a dishwasher.", "Every cottage at Elm Bay has a dishwasher.",
        "negation: the source negates what the hypothesis states", "No cottage at Elm Bay has a dishwasher."},
       {"The bakery donates its unsold loaves to the Westgate shelter every night.",
        "The Westgate shelter donates its unsold loaves to the bakery every night.", "swapped_roles: shelter / bakery",
        "The bakery gives its unsold loaves to the Westgate shelter every night."},
       {"Kayaks are allowed on the upper lake at Fenmoor. Motor boats of any size are banned and will be turned away at the slipway.",
        nullptr, nullptr, "Motor boats are banned on the upper lake at Fenmoor."},
       {"The contract was awarded by the county council and carried out by the builder Owen Price.", nullptr, nullptr,
        "Owen Price carried out the contract, which the county council awarded."},
       {"Entry to the botanic garden at Selby is free, but the glasshouse tour costs £6.", nullptr, nullptr,
        "Visitors do not have to pay to enter the botanic garden at Selby."}});
  // The more general word is a loose relation of the lexicon (a WordNet hypernym), not a synonym
  // that aligns.
  const AlignLexicon& lex = AlignLexicon::builtin();
  EXPECT_TRUE(lex.loosely_related(lex.key("donate"), lex.key("give")));
  EXPECT_TRUE(lex.loosely_related(lex.key("application"), lex.key("request")));
  EXPECT_FALSE(lex.related(lex.key("donate"), lex.key("give")));
  EXPECT_FALSE(lex.loosely_related(lex.key("cat"), lex.key("dog")));
}

// align:v29: a source's negation read as the claim's less often (a participle's agent and a bare
// verb inside "none of"'s phrase, another clause saying more of the claim's predicate, "did not"
// with its predicate left out, a moratorium or an interruption as a negation), "scheduled for
// 15:30", "turned down by", a payment's receiver, "has no" against "lacks", and "always" against
// the source's "all"; the true errors beside them still caught.
TEST(AlignJudge, SourceNegationsReadLessOften) {
  expect_cases(
      {{"None of Tarn Telecom's prepaid bundles require a contract, and all of them can be topped up through the Tarn app.",
        "Tarn Telecom's prepaid bundles require a contract.", "negation: the source negates what the hypothesis states",
        "Tarn Telecom's prepaid bundles can all be topped up using the Tarn app."},
       {"None of the 14 bill-payment kiosks operated by Harlow Gas & Power accept cash; each one accepts debit cards and mobile payments.",
        "Harlow Gas & Power's 14 bill-payment kiosks accept cash.", "negation: the source negates what the hypothesis states",
        "Every one of Harlow Gas & Power's 14 bill-payment kiosks accepts debit cards and mobile payments."},
       {"Most branches of the Harby Library lend e-readers; the Quay Street branch does not.",
        nullptr, nullptr,
        "The Quay Street branch of the Harby Library does not lend e-readers."},
       {"A moratorium on evictions for unpaid rent runs from 1 December to 31 January in Tarnbury.",
        "A moratorium on evictions for unpaid rent runs from 1 December to 31 March in Tarnbury.", "date_mismatch: March vs December",
        "In Tarnbury, tenants are not evicted for unpaid rent between 1 December and 31 January."},
       {"The Public Service Commission rejected Tamar Electric's request to raise its monthly charge from $10 to $15.",
        "Tamar Electric rejected the Public Service Commission's request to raise its monthly charge to $15.", "swapped_roles: Electric / Public",
        "Tamar Electric's request to increase its monthly charge to $15 was turned down by the Public Service Commission."},
       {"Dunlow Council will provide street cleaning to the village of Marsh End in exchange for an annual fee of $40,000.",
        nullptr, nullptr,
        "Marsh End will pay Dunlow Council $40,000 a year for street cleaning."},
       {"The embargo lifts at 09:00; the press conference follows at 10:30.",
        "The press conference is scheduled for 11:30.", "number_mismatch: 11:30 vs 10:30",
        "The press conference is scheduled for 10:30."},
       {"All orders paid with a Kelby voucher are refunded as store credit, whichever branch handles the return.",
        "Orders paid with a Kelby voucher are always refunded in cash.", "antonym: cash vs credit",
        "Orders paid with a Kelby voucher are always refunded as store credit."},
       {"Marlow House has a gym in every block, but it lacks an on-site laundry.",
        "Marlow House has an on-site laundry.", "antonym: has vs lacks",
        "Every block of Marlow House has a gym, though the building has no laundry on site."}});
  // A key whose words include a verb by WordNet's dominant part of speech (for a bare verb after
  // "none of"'s phrase).
  const AlignLexicon& lex = AlignLexicon::builtin();
  EXPECT_TRUE(lex.may_be_verb(lex.key("require")));
  EXPECT_FALSE(lex.may_be_verb(lex.key("table")));
}

// align:v30: a source's negation in another part of its sentence than the one the claim says
// ("and no collections take place between ..."), the claim's word itself beside its opposite in
// a part with the claim's dates ("close ... and reopen on Monday, 17 March"), an argument of
// another clause of the source, a day the window says elsewhere, and a possessive pronoun nearer
// a number than a name; the true errors beside them still caught.
TEST(AlignJudge, OtherPartsOfTheSourceRead) {
  expect_cases(
      {{"Garden waste collections in Ashby must be booked a week ahead. Bookings for the spring period close on 14 March, and no collections take place between 1 April and 8 April.",
        "Garden waste collections in Ashby take place between 1 April and 8 April.", "negation: the source negates what the hypothesis states",
        "Bookings for garden waste collections over the spring period in Ashby close on 14 March."},
       {"The Harlow ice rink will close for repairs from 2 March to 16 March 2025 and reopen on Monday, 17 March.",
        "The Harlow ice rink is due to reopen on Monday 3 March 2025 after repairs.", "number_mismatch: 3 vs 2",
        "The Harlow ice rink is due to reopen on Monday 17 March 2025 after repairs."},
       {"Under the contract, the school, Elm Park Academy, is responsible for cleaning, while the council, Tarn District, must repair the boiler.",
        nullptr, nullptr, "Tarn District, the council, is responsible for boiler repairs under the contract."},
       {"The museum announced on April 20, 2024 that the Corvin Trust had donated three paintings. The trust had signed the gift agreement on April 11.",
        "The Corvin Trust signed its gift agreement for three paintings on April 14, before the museum announced it on April 20, 2024.",
        "date_mismatch: April 14 vs April 20",
        "The Corvin Trust signed its gift agreement for three paintings on April 11, before the museum announced it on April 20, 2024."},
       {"The Velo Z2 is sold on Tarn Mobile's 12-month plans, while the cheaper Velo Z1 is sold only on prepaid.",
        "Tarn Mobile sells the Velo Z2 on its 24-month plans.", "number_mismatch: 24 month vs 12 month",
        "Tarn Mobile sells the Velo Z2 on its 12-month plans."}});
}

// align:v33: "none of"'s phrase past a participle and its preposition, and not ended at a noun
// before an auxiliary; "each one" and "the entire batch" as the subject of what the claim says of
// all of them; "Starting 3 March" no verb "start"; "not ... without" a double negation; a
// comparative and its opposite with the things compared exchanged. Each supported claim here was
// rejected by align:v32; the contradicted ones are still caught.
TEST(AlignJudge, PhrasesDoubleNegationsAndComparativesOfV33) {
  expect_cases(
      {{"None of the 40 lockers at Brant Pool can be reserved overnight, and each one is fitted with a coin lock.",
        "Every locker at Brant Pool can be reserved overnight.", "negation: the source negates what the hypothesis states",
        "Every locker at Brant Pool has a coin lock."},
       {"None of the wool shipped from Corran in June was dyed on the island; the entire batch went to knitting co-operatives on the mainland.",
        "All wool shipped from Corran in June was dyed on the island.", "negation: the source negates what the hypothesis states",
        "All wool shipped from Corran in June went to knitting co-operatives on the mainland."},
       {"Starting 3 March, the Elm Road depot will no longer accept garden waste.",
        "From 3 March, the Elm Road depot will start taking garden waste.", "negation: the source negates what the hypothesis states",
        "From 3 March, the Elm Road depot will stop taking garden waste."},
       {"Guests may not use the rooftop pool without a wristband from reception.",
        "Guests may use the rooftop pool without a wristband from reception.", "negation: the source negates what the hypothesis states",
        "Guests need a wristband from reception to use the rooftop pool."},
       {"Espresso blends from Harrow Roasters have a stronger body and more bitterness than its filter blends.",
        "Harrow Roasters' espresso blends have a weaker body than its filter blends.", "antonym: weaker vs stronger",
        "Harrow Roasters' filter blends have a weaker body than its espresso blends."}});
}

// align:v95: "not all" within four words after "most" is the hedge of that "most", which it stays
// (and a reason names the "not"). One claim of the case was decided wrongly by align:v94; the other
// beside it is decided as before.
TEST(AlignJudge, HedgedMostOfV95) {
  expect_cases({{"Most, though not all, of the instructors at Ridgeline Climbing Wall hold a national coaching award, and two of them "
                 "are former champions.",
                 "All instructors at Ridgeline Climbing Wall hold a national coaching award.", "quantifier: All vs not all",
                 "The majority of Ridgeline Climbing Wall's instructors hold a national coaching award."}});
}

// align:v94: "the top four", "the first ten" a part of what a universal says; and what the claim
// says a thing includes that the source sells separately. One claim of each case was decided
// wrongly by align:v93; the other beside it is decided as before.
TEST(AlignJudge, PartsAndExtrasOfV94) {
  expect_cases(
      {{"Brightspark's camping lantern kits ship with two spare bulbs included, but the solar charging panel is sold separately.",
        "Brightspark's camping lantern kits include a solar charging panel.", "negation: the source negates what the hypothesis states",
        nullptr},
       {"Every runner in the Oakvale Park 10K receives a medal, and the first ten finishers also get a free race entry for next year.",
        "Every runner in the Oakvale Park 10K receives a free race entry for next year.", "quantifier: Every vs ten",
        "Every runner in the Oakvale Park 10K gets a medal."}});
}

// align:v93: "says" no verb between two parties; a time of day no party's number; a discount at the
// seller; a name of the source that holds another claim name's word no occurrence of the claim's
// party; a passive whose agent is a common noun no order of the names; "more" or "less" before a
// word the source grades the other way; the claim's "few" where another clause holds a universal;
// "both ... and" no quantifier; and a claim's object the source excepts. One claim of each case was
// decided wrongly by align:v92; the other beside it is decided as before.
TEST(AlignJudge, SpeakersDiscountsAndGradesOfV93) {
  expect_cases(
      {{"Peak season for grey seals off Carrick Point is October to December, says skipper Nell Hart of Point Runner Boats.", nullptr,
        nullptr, "Nell Hart of Point Runner Boats says grey seals off Carrick Point are at their peak between October and December."},
       {"The Tidewater Chess Meetup takes place on the second Monday of each month from 7 to 9 p.m. at the Anchor Room.", nullptr, nullptr,
        "The Anchor Room hosts the Tidewater Chess Meetup on the second Monday of each month between 7 and 9 in the evening."},
       {"Trailhead Outfitters is offering 15% off all hiking poles through the end of the season for members of the Ridgeway Walkers Club.",
        nullptr, nullptr,
        "Ridgeway Walkers Club members can get a 15 percent discount on hiking poles at Trailhead Outfitters until the season ends."},
       {"Harbour Bay Sailing donates $5 from every ticket sold to the Harbour Bay Lifeboat Fund, which raised $12,000 from the scheme last "
        "year.",
        nullptr, nullptr, "Every ticket sold by Harbour Bay Sailing sends five dollars to the Harbour Bay Lifeboat Fund."},
       {"Bloom Boost, made by Kerrow Agritech, is the only fertiliser approved for use by entrants in the Ashdale Growers' Cup.", nullptr,
        nullptr, "Kerrow Agritech's Bloom Boost is the sole fertiliser approved for the Ashdale Growers' Cup."},
       {"Fares on the Islay ferry will fall by 10 percent in winter, when the boats also sail less frequently.",
        "The Islay ferry boats sail more frequently in winter.", "antonym: more frequently vs less frequently",
        "Fares on the Islay ferry go down in winter."},
       {"Some of the walking tours at Glenmoor Estate include lunch, and every tour comes with a printed map.",
        "Few of the walking tours at Glenmoor Estate come with a printed map.", "quantifier: Few vs every",
        "Every walking tour at Glenmoor Estate comes with a printed map."},
       {"At the Harwick Craft Market, a few stalls take only cash, while most accept both cards and cash.",
        "At the Harwick Craft Market, every stall accepts card payments.", "quantifier: every vs few",
        "At the Harwick Craft Market, most stalls accept cards."},
       {"Dogs are not allowed in the Lakeside Cafe, with the exception of registered assistance dogs.",
        "The Lakeside Cafe does not allow registered assistance dogs.", "negation: the hypothesis negates what the source states",
        "Registered assistance dogs are allowed in the Lakeside Cafe."}});
}

// align:v92: a contest's parties through "of" and "and", compared by the words each does not share
// with the other, and a relative clause's verb said of its antecedent; an acronym of the rest of a
// name; the claim's name of two capitals no derivation of a common word; "the till" no "until";
// the claim's universal that takes in what the source excepts; closest and furthest opposites; the
// sentence after the anchor opening with a plural noun of the claim's subject; an "each" opening
// the clause after the noun; and a named setting no part of what a universal says. One claim of
// each case was decided wrongly by align:v91; the other beside it is decided as before.
TEST(AlignJudge, ContestsAcronymsAndExceptionsOfV92) {
  expect_cases(
      {{"The Brainstormers beat the Owls of Hatton Lane by 8 points in Friday's league decider at the Crown.",
        "The Owls of Hatton Lane defeated the Brainstormers in Friday's league decider.", "swapped_roles: Owls / Brainstormers",
        "The Brainstormers won Friday's league decider at the Crown."},
       {"In the regional final, the Harbour Road Chess Club beat the Westfield Chess Society by two games.",
        "The Westfield Chess Society defeated the Harbour Road Chess Club in the regional final.", "swapped_roles: Westfield / Harbour",
        "The Harbour Road Chess Club won the regional final against the Westfield Chess Society."},
       {"At the county open, Rosa Lind and Karl Berg beat the holders, Ines Moro and Paul Weir, in the doubles final.",
        "Ines Moro and Paul Weir defeated Rosa Lind and Karl Berg in the doubles final.", "swapped_roles: Ines / Rosa",
        "Rosa Lind and Karl Berg won the doubles final at the county open."},
       {"Greenacre Mills supplies its oat flour to the bakery chain Crumb & Co, which sells it under the house brand Daily Grain.",
        nullptr, nullptr, "Crumb & Co sells Greenacre Mills' oat flour under its Daily Grain house brand."},
       {"The Riverside Amateur Radio Club will hold its winter swap meet at Holt Hall on 12 January.", nullptr, nullptr,
        "The Riverside ARC's winter swap meet takes place at Holt Hall on 12 January."},
       {"Members of Elmside Tennis Club can reserve courts on the booking sheets in the clubhouse or through the club's app, CourtLink, "
        "which replaced phone reservations in May.",
        "Elmside Tennis Club replaced phone reservations with the BookingHub app in May.", "entity_missing: BookingHub",
        "Elmside Tennis Club replaced phone reservations with the CourtLink app in May."},
       {"Please note: Fenwick Books accepts card payments only, and cash is not accepted at the till.",
        "Fenwick Books accepts cash at the till.", "negation: the source negates what the hypothesis states", nullptr},
       {"Every lane at Greyfield Pool is open to the public on Sundays except the fast lane, which is kept for club swimmers.",
        "Every lane at Greyfield Pool, including the fast lane, is open to the public on Sundays.", "quantifier: including vs except fast",
        "Most lanes at Greyfield Pool are open to the public on Sundays."},
       {"In the Wellbrook pub quiz, the team whose tiebreak answer is closest to the true figure takes the prize.",
        "In the Wellbrook pub quiz, the team whose tiebreak answer is furthest from the true figure takes the prize.",
        "antonym: furthest vs closest", nullptr},
       {"Vintage motorcycles of any make may enter the Corran Hill Trial. Sidecars are never permitted.",
        "Motorcycles with sidecars are permitted in the Corran Hill Trial.", "negation: the source negates what the hypothesis states",
        "Vintage motorcycles of any make may enter the Corran Hill Trial."},
       {"The Ashby Darts League has 12 member teams this year, each playing 22 league matches between October and March.", nullptr,
        nullptr, "Every team in the Ashby Darts League plays 22 league matches this year."},
       {"None of the puzzles at the Oakwood Library quiz come from books; volunteer Nia Grant sets every round herself.", nullptr, nullptr,
        "Nia Grant sets all of the rounds at the Oakwood Library quiz herself."}});
}

// align:v91: a word of a name against an opposite that is none; a "no" after a preposition past the
// word negates its own noun phrase; the sentence after the anchor opening with the claim's first two
// words; two subjects linked by their cues only where the claim's predicate is not affirmed in the
// source; "few" against "at least half", and "no less than half" no part; the claim's "anyone" said
// by another clause of the source; the giver named after "from"; a plural noun after its modifier no
// verb; and a noun after "without" no subject. One claim of each case was decided wrongly by
// align:v90; the other beside it is decided as before, or rightly now too.
TEST(AlignJudge, NamesChargesAndGiversOfV91) {
  expect_cases(
      {{"Footfall at Rise & Grind Coffee rose by a fifth after it opened a second counter.",
        "Footfall at Rise & Grind Coffee fell after it opened a second counter.", "antonym: fell vs rose",
        "Footfall at Rise & Grind Coffee went up after it opened a second counter."},
       {"Tickets for the Harbour Jazz Night never sell out and can be exchanged for another date at no extra charge.",
        "Harbour Jazz Night tickets cannot be exchanged for another date.", "negation: the hypothesis negates what the source states",
        "Harbour Jazz Night tickets can be swapped for another date at no extra cost."},
       {"Prints purchased from Holt & Daughters Art Supply can be returned within 30 days if undamaged. Framed sets cannot be returned.",
        "Framed sets from Holt & Daughters Art Supply can be returned.", "negation: the source negates what the hypothesis states",
        "Prints from Holt & Daughters Art Supply can be returned within 30 days if undamaged."},
       {"Most players at the Elmfield junior chess camp had never entered a tournament before, and a few brought two boards.",
        "None of the players at the Elmfield junior chess camp brought two boards.",
        "negation: the hypothesis negates what the source states",
        "Most players at the Elmfield junior chess camp had not entered a tournament before."},
       {"At least half of the plants sold at Fernside Nursery each spring are grown on site.",
        "Only a few of the plants sold at Fernside Nursery each spring are grown on site.", "quantifier: few vs half of",
        "No less than half of the plants sold at Fernside Nursery each spring are grown on site."},
       {"Only members of the Brookside Tennis Club can book the practice wall at weekends; on weekdays, the wall is open to anyone who "
        "pays the $8 day fee.",
        "At weekends, anyone can book the Brookside Tennis Club practice wall.", "quantifier: anyone vs Only",
        "On weekdays, anyone can use the Brookside Tennis Club practice wall by paying the $8 day fee."},
       {"Orchard Gate Farm supplied 300 kg of plums to the Kettle Street Jam Kitchen, which boiled them down in August.",
        "The Kettle Street Jam Kitchen supplied 300 kg of plums to Orchard Gate Farm.", "swapped_roles: Kitchen / Farm",
        "The Kettle Street Jam Kitchen boiled down 300 kg of plums from Orchard Gate Farm in August."},
       {"Our evening course, Clay to Kiln, is held at the Marlow Arts Centre and includes video demonstrations from potter Ruth Adeyemi "
        "of Slipware Studio.",
        "Clay to Kiln is held at the Harwich Arts Centre.", "entity_missing: Harwich",
        "Potter Ruth Adeyemi of Slipware Studio appears in video demonstrations for the Clay to Kiln evening course."},
       {"Beginners are welcome at the Tuesday Go Club in Alder Hall, and no prior experience is needed.",
        "Experience is needed to join the Tuesday Go Club in Alder Hall.", "negation: the source negates what the hypothesis states",
        "Newcomers without any experience can join the Tuesday Go Club in Alder Hall."}});
}

// align:v90: lightweight and heavy, quiet and crowded are opposites. One claim of each case was
// decided wrongly by align:v89; the other beside it is decided as before.
TEST(AlignJudge, WeightsAndCrowdsOfV90) {
  expect_cases({{"The Tideway kayak trolley is lightweight and folds flat, unlike older steel trolleys.",
                 "The Tideway kayak trolley is heavy.", "antonym: heavy vs lightweight", "The Tideway kayak trolley is lightweight."},
                {"The Harbour Gym weights room is quiet in the morning and busiest after 6 p.m.",
                 "The Harbour Gym weights room is crowded in the morning.", "antonym: crowded vs quiet",
                 "The Harbour Gym weights room is quiet in the morning."}});
}

// align:v89: "not all" is a part; the word with "counter-" or "anti-" before it on one side only is
// its opposite; and the runner-up exchanged. One claim of each case was decided wrongly by
// align:v88; the other beside it is decided as before.
TEST(AlignJudge, NotAllsTurnsAndRunnersUpOfV89) {
  expect_cases(
      {{"Every order placed through the Pebble Tea app before noon earns double points. Several, though not all, branches also offer a "
        "student discount with valid ID.",
        "All Pebble Tea branches give students a discount with valid ID.", "quantifier: All vs not all",
        "Several Pebble Tea branches give students a discount with valid ID."},
       {"At the Glide Rink, the public skate moves counter-clockwise, and the centre of the floor is kept for lessons.",
        "During the public skate at the Glide Rink, skaters travel clockwise.", "antonym: clockwise vs counter-clockwise",
        "During the public skate at the Glide Rink, skaters travel counter-clockwise."},
       {"In the staff bake-off at Crumb Cafe, owner Jo Hale judged the cakes and crowned baker Sam Lee the winner over runner-up Ana Cruz.",
        "Ana Cruz won Crumb Cafe's staff bake-off, with Sam Lee as the runner-up.", "swapped_roles: runner-up Sam",
        "Sam Lee won Crumb Cafe's staff bake-off, with Ana Cruz as the runner-up."}});
}

// align:v88: the claim's universal against the source's part of its noun, where a universal of that
// noun (or one loosely related) stands in a part of the sentence that holds more of the claim's
// words; and a rate's unit after "by the" is no agent ("are sold by the pound"). One claim of each
// case was decided wrongly by align:v87; the other beside it is decided as before.
TEST(AlignJudge, UniversalPartsAndRatesOfV88) {
  expect_cases({{"Every visitor to Harbour Farm Park receives a free map, and a few lucky guests each day win a tractor ride.",
                 "All guests at Harbour Farm Park win a tractor ride.", "quantifier: All vs few",
                 "All guests at Harbour Farm Park get a complimentary map."},
                {"Hillcrest Farm Shop sells apples by weight at 90 cents per pound, with gift boxes priced at a flat $25.",
                 "Apples at Hillcrest Farm Shop are sold by the pound for 60 cents.", "number_mismatch: 60 vs 90",
                 "Apples at Hillcrest Farm Shop are sold by the pound for 90 cents."}});
}

// align:v87: a count found only at a unit in a compound, a measure of another noun, against the
// anchor's count of the claim's noun ("sees up to 40 patients on a typical eight-hour day" / "eight
// treatment rooms"); spicy and mild opposites, not after "least"; "a few" after "and" standing for
// the phrase as the subject of a part of its clause, against the claim's "most"; a payee exchanged
// where both sides pay a name; and the party "in favour of" which a ruling goes. One claim of each
// case was decided wrongly by align:v86; the other beside it is decided as before.
TEST(AlignJudge, CompoundsPayeesAndRulingsOfV87) {
  expect_cases(
      {{"The Harbour Lane clinic has three treatment rooms and sees up to 40 patients on a typical eight-hour day.",
        "The Harbour Lane clinic has eight treatment rooms.", "number_mismatch: eight treatment vs three treatment",
        "The Harbour Lane clinic has three treatment rooms."},
       {"At Chilli Shack, the jalapeño burger is the hottest item, while the halloumi wrap is the mildest.",
        "The halloumi wrap is the spiciest item at Chilli Shack.", "antonym: spiciest vs mildest",
        "The halloumi wrap is the least spicy item at Chilli Shack."},
       {"Each pupil in the Saturday Juniors group at Lakeside Tennis Club gets a rating card, and a few move up to the county squad by the "
        "end of term.",
        "Most pupils in the Saturday Juniors group move up to the county squad by the end of term.", "quantifier: Most vs few",
        "A few pupils in the Saturday Juniors group move up to the county squad by the end of term."},
       {"Crestline Cleaning, the firm that cleans offices for the city of Marlow, will pay Marlow $45,000 to settle claims that it "
        "overbilled.",
        "The city of Marlow will pay Crestline Cleaning $45,000 to settle claims that it overbilled.", "swapped_roles: Cleaning / Marlow",
        "Crestline Cleaning will pay the city of Marlow $45,000 to settle claims that it overbilled."},
       {"The ombudsman ruled in favour of customer Nina Patel and ordered Swiftline Energy to refund her £400.",
        "The ombudsman ruled in favour of Swiftline Energy in its dispute with Nina Patel.", "swapped_roles: Swiftline / Nina",
        "The ombudsman found in favour of Nina Patel and ordered Swiftline Energy to refund her £400."}});
}

// align:v86: a particle ("on") has no opposite in contrasted clauses; a second place the source
// calls the runner-up's; a doer the claim's doer owns ("Harbour Bloom Florist's third branch
// opened" / "Harbour Bloom Florist opened its third branch"); accept and deny, matte and glossy
// opposites; the claim's words past its quantifier's clause are not read against a part of the
// whole; a floating "all" after a list before a participle; "free of sulphate" / "sulphate-free";
// the past and the last year; one of a noun the source calls its only one; a time with another
// weekday past "the preceding"; "only one of" N against the claim's "most"; and "costs nothing"
// against "does not charge" or "free". One claim of each case was decided wrongly by align:v85; the
// other beside it is decided as before.
TEST(AlignJudge, ParticlesOwnersAndSharesOfV86) {
  expect_cases(
      {{"None of the rooms posted on the Harbour Inn website this week include parking, though several offer a late checkout.",
        nullptr, nullptr, "Several rooms on the Harbour Inn website this week come with a late checkout."},
       {"Redline Cycles won the town's Best Shopfront prize this year, beating runner-up Kettle Books by two votes.", nullptr, nullptr,
        "The town's Best Shopfront prize went to Redline Cycles, with Kettle Books coming second."},
       {"Harbour Bloom Florist's third branch opened this autumn inside the Eastgate Arcade, offering the same bouquets as the original "
        "harbour florist.",
        nullptr, nullptr, "This autumn, Harbour Bloom Florist opened its third branch in the Eastgate Arcade."},
       {"The council accepted liability for the flooded cellar on Mill Lane and paid for the repairs.",
        "The council denied liability for the flooded cellar on Mill Lane.", "antonym: denied vs accepted",
        "The council accepted liability for the flooded cellar on Mill Lane."},
       {"For kitchen cabinets, Brush & Co. recommends a matte finish, since glossy paint shows fingerprints.",
        "Brush & Co. recommends a glossy finish for kitchen cabinets.", "antonym: glossy vs matte",
        "Brush & Co. recommends a matte finish for kitchen cabinets."},
       {"Most of the glass collected by Brightside Recycling is crushed for reuse; only coloured bottles are sold to a specialist smelter.",
        nullptr, nullptr,
        "Brightside Recycling crushes the majority of the glass it collects, selling just coloured bottles to a specialist smelter."},
       {"Tyre Stop's fitting price includes valves, balancing and disposal of the old tyre.", nullptr, nullptr,
        "Valves, balancing and disposal of the old tyre are all included in Tyre Stop's fitting price."},
       {"At Clearwater Soap Co., all shampoos are sulphate-free, and some of them are also vegan.", nullptr, nullptr,
        "Every shampoo sold at Clearwater Soap Co. is free of sulphate."},
       {"Average dog grooming prices in Leeds rose by 8% over the past year, a survey by PetPro found.", nullptr, nullptr,
        "A PetPro survey found that dog grooming prices in Leeds went up 8% in the last year."},
       {"The only aftercare spray sold at Pin & Ring is CleanMist, a 0.9% saline solution.", nullptr, nullptr,
        "Pin & Ring sells just one aftercare spray: CleanMist, a 0.9% saline solution."},
       {"Grey Lane Removals asks that bookings for Friday moves be made by 4pm on Wednesday. There will be no moves on Monday 26 May.",
        "Friday moves with Grey Lane Removals must be booked by 4pm on the preceding Monday.", "date_mismatch: Monday vs Wednesday at 4",
        "Friday moves with Grey Lane Removals must be booked by 4pm on the preceding Wednesday."},
       {"Only one of the six bakeries on Mill Lane still bakes sourdough daily; the others bake it at weekends.",
        "Most of the bakeries on Mill Lane still bake sourdough daily.", "quantifier: Most vs one of", nullptr},
       {"Tidewater Tutors does not charge students any booking fee, and all materials are paid for by the school.", nullptr, nullptr,
        "Booking with Tidewater Tutors costs students nothing, and the school pays for materials."}});
}

// align:v85: a word of no direction here ("last fall") is no word of a direction near the claim's,
// and the claim's complement said after the opposite and not after the word's synonym puts the
// claim on the opposite's side ("approved the plan ... but rejected a request to extend the car
// park" / "accepted the request"); "the vast majority" is "most"; a noun in "-eed" ("seed") is no
// verb, nor, after "the" and a name, a word that cannot be one; "five in the afternoon" told in
// words at a phrase's end is a time of day; a time given with another weekday ("by 2 p.m. on
// Wednesday" / "by 2 p.m. on Tuesday", the source's "Monday to Friday" holding Tuesday); a relative
// clause after a comma is a part of its own; a claim word said with both polarities is answered by
// the source's opposite; a price whose nearest name is the seller after "at" or "with" is no
// party's; a name's word meets no common word in an exchange of arguments ("Lenscraft Rentals" / "a
// minimum rental"); a reduced relative ("Money raised at ...") is a passive; a name after the
// claim's possessive is a thing of it where the source gives it no other owner; and a common noun
// after a name of the setting is the setting too. One claim of each case was decided wrongly by
// align:v84; the other beside it is decided as before.
TEST(AlignJudge, DirectionsTimesAndSettingsOfV85) {
  expect_cases(
      {{"Since adding floodlights last fall, Cobble Lane Tennis Club has seen its evening bookings rise sharply.",
        "Evening bookings at Cobble Lane Tennis Club have dropped since the floodlights were added.", "antonym: dropped vs rise",
        "Evening bookings at Cobble Lane Tennis Club have gone up since the floodlights were added."},
       {"The parish council approved the plan for a new bus shelter but rejected a request to extend the car park.",
        "The parish council accepted the request to extend the car park.", "antonym: accepted vs rejected",
        "The parish council accepted the plan for a new bus shelter."},
       {"Few diners at Olive Row order the tasting menu; the vast majority choose from the à la carte list.",
        "Most Olive Row diners order the tasting menu.", "quantifier: Most vs Few",
        "Most Olive Row diners order from the à la carte list rather than the tasting menu."},
       {"Some of the Brookfield seed library's tomato varieties are on loan, but all of its pea varieties are available.", nullptr,
        nullptr, "Every pea variety at the Brookfield seed library is available."},
       {"Brightline Cleaners work Monday to Friday from 8:30 a.m. to 5 p.m.",
        "Brightline Cleaners work on weekdays between half past eight in the morning and six in the evening.",
        "number_mismatch: six vs 5",
        "Brightline Cleaners work on weekdays between half past eight in the morning and five in the afternoon."},
       {"Orders must be placed by 2 p.m. on Wednesday for Saturday delivery; the shop is open Monday to Friday.",
        "Orders for Saturday delivery must be in by 2 p.m. on Tuesday.", "date_mismatch: Tuesday vs Wednesday at 2",
        "Orders for Saturday delivery must be in by 2 p.m. on Wednesday."},
       {"Plastic bags are never sold at the Greenway Refill Store, which has held a Fair Trade licence since 2018.",
        "Plastic bags are sold at the Greenway Refill Store.", "negation: the source negates what the hypothesis states",
        "The Greenway Refill Store has held a Fair Trade licence since 2018."},
       {"The Linden Museum will be closed on Tuesdays during the festival and will stay open late until 8 pm on Fridays.",
        "During the festival, the Linden Museum keeps its doors open until 8 pm on Fridays and does not close on Tuesdays.",
        "negation: the hypothesis negates what the source states",
        "During the festival, the Linden Museum keeps its doors open until 8 pm on Fridays and does not open on Tuesdays."},
       {"The Corner Deli now stocks Hillside Farm yoghurt at £2.40 a pot, alongside its own granola.",
        "Hillside Farm yoghurt is available at the Corner Deli for £2.90 per pot.", "number_mismatch: 2.90 vs 2.40",
        "Hillside Farm yoghurt is available at the Corner Deli for £2.40 per pot."},
       {"At Lenscraft Rentals, some tripods can be hired for an afternoon, but all drones require a minimum rental of two days.",
        "Lenscraft Rentals requires every drone to be rented for at least five days.", "number_mismatch: five vs two",
        "Lenscraft Rentals requires every drone to be rented for at least two days."},
       {"The yearly Pedal for Hope ride at Oakfield Park raised money for the Riverside Hospice this summer.", nullptr, nullptr,
        "Money raised at Oakfield Park's yearly Pedal for Hope ride went to the Riverside Hospice this summer."},
       {"Tandem Coffee Roasters opened its second café in Leeds in May 2020. The original café on Hatter Street dates from 2014.",
        "Tandem's Hatter Street café has been open since 2016, and a second Leeds café followed in May 2020.",
        "date_mismatch: 2016 vs 2020",
        "Tandem's Hatter Street café has been open since 2014, and a second Leeds café followed in May 2020."},
       {"None of the prints in the Ashby Camera Club's summer exhibition are for sale, but every visitor receives a free catalogue.",
        "Each print in the Ashby Camera Club's summer exhibition is for sale.", "negation: the source negates what the hypothesis states",
        "Each visitor to the Ashby Camera Club's summer exhibition is given a catalogue at no cost."}});
}

// align:v84: the source's "only one of" says the claim's "the sole" (not its "one of" alone). One
// claim of the case was decided wrongly by align:v83; the other beside it is decided as before.
TEST(AlignJudge, OnlyOnesOfV84) {
  expect_cases({{"Only one of the five bakeries on Mill Street, Crumbwell's, opens before 7 a.m.", nullptr, nullptr,
                 "Crumbwell's is the sole bakery on Mill Street that opens before 7 a.m."},
                {"One of the five bakeries on Mill Street, Crumbwell's, opens before 7 a.m.",
                 "Crumbwell's is the only bakery on Mill Street that opens before 7 a.m.", "quantifier: only vs One of", nullptr}});
}

// align:v83: an "each" standing for the phrase as the subject of a later clause, after "and" or
// "but", is the claim's universal ("Visitors may join the Harbour Mill tour ..., and each receives a
// free tasting voucher" / "Every visitor ... gets a free tasting voucher"); a baker's dozen is
// thirteen. One claim of each case was decided wrongly by align:v82; the other beside it is decided
// as before.
TEST(AlignJudge, EachesAndBakersDozensOfV83) {
  expect_cases(
      {{"Visitors may join the Harbour Mill tour on weekdays, and each receives a free tasting voucher at the end.",
        nullptr, nullptr, "Every visitor on the Harbour Mill tour gets a free tasting voucher."},
       {"Crumb & Co. sells a baker's dozen of rolls for £4.",
        "Crumb & Co. sells twelve rolls for £4.", "number_mismatch: twelve vs dozen",
        "Crumb & Co. sells thirteen rolls for £4."}});
}

// align:v82: two words for people one count ("capped at 12 participants ..., while outdoor sessions
// can take up to 30 people" / "limits its studio classes to twelve people"); advanced and easy
// opposites; a lease said from the same side with the parties exchanged, by the first "from", "to"
// or "out" after each verb ("leases its boathouse from the Kettle Lane Trust" / "The Kettle Lane
// Trust rents its boathouse from Northfield Rowing"). One claim of each case was decided wrongly by
// align:v81; the other beside it is decided as before.
TEST(AlignJudge, PeopleLevelsAndLeasesOfV82) {
  expect_cases(
      {{"Class sizes at Harbour Yoga are capped at 12 participants in the studio, while outdoor sessions can take up to 30 people.",
        nullptr, nullptr, "Harbour Yoga limits its studio classes to twelve people."},
       {"The Level 3 spin class at Pedalworks is more advanced than Level 2, and riders must complete six Level 2 sessions first.",
        "The Level 3 spin class at Pedalworks is easier than Level 2.", "antonym: easier vs advanced", nullptr},
       {"Northfield Rowing leases its boathouse from the Kettle Lane Trust and pays a quarterly fee.",
        "The Kettle Lane Trust rents its boathouse from Northfield Rowing.",
        "swapped_roles: Kettle rents / leases",
        "Northfield Rowing rents its boathouse from the Kettle Lane Trust."}});
}

// align:v81: strict and relaxed opposites; a floating "all" after its clause's first noun and a
// phrase of a preposition, before an auxiliary or a modal, quantifies that noun ("Runners in the
// Harbour Dash all have to wear"); a universal of the claim whose predicate is the opposite of what
// the source's "none of" them does, of the same thing ("None of the apprentices ... failed the spring
// assessment" / "Every apprentice ... passed the spring assessment"), or what it does "without". One
// claim of each case was decided wrongly by align:v80; the other beside it is decided as before.
TEST(AlignJudge, StrictnessFloatsAndNonesOfV81) {
  expect_cases(
      {{"Members of Ashcombe Tennis Club have voted to keep the dress code strict for league matches but relaxed for social sessions.",
        "Ashcombe Tennis Club will have a relaxed dress code for league matches.",
        "antonym: relaxed vs strict",
        "Ashcombe Tennis Club will have a relaxed dress code for social sessions."},
       {"Every runner in the Harbour Dash must wear a timing chip; none of the waves allow unchipped entrants.",
        nullptr, nullptr, "Runners in the Harbour Dash all have to wear a timing chip."},
       {"None of the apprentices at Corbett Joinery failed the spring assessment, and two won regional prizes.",
        nullptr, nullptr, "Every apprentice at Corbett Joinery passed the spring assessment."},
       {"None of the used bikes at Spokeworks are sold without a full service.",
        nullptr, nullptr, "Every used bike at Spokeworks gets a full service before it is sold."}});
}

// align:v80: a count "of" a number that the source gives as a share of the same number ("Half of the
// 16 allotments" / "eight of its 16 allotments"); "the following week" ending its clause and "only
// after that" before an inverted auxiliary order two events ("and only after that" no opposite of
// "before"); toward and away, lengthen and short, unwell and healthy opposites. One claim of each
// case was decided wrongly by align:v79; the other beside it is decided as before.
TEST(AlignJudge, SharesFollowingWeeksAndTurnsOfV80) {
  expect_cases(
      {{"Half of the 16 allotments at Ferndale are left fallow each year.",
        "Ferndale leaves four of its 16 allotments fallow each year.",
        "number_mismatch: four vs Half",
        "Ferndale leaves eight of its 16 allotments fallow each year."},
       {"After the survey on March 3, Brookfield Drainage cleared the culvert on March 6 and relined the pipe the following week.",
        "Brookfield Drainage relined the pipe before it cleared the culvert.",
        "date_order: before vs following",
        "Brookfield Drainage cleared the culvert before it relined the pipe."},
       {"Apprentices at Hallam Joinery first learn to sharpen chisels, and only after that do they cut joints.",
        "At Hallam Joinery, apprentices cut joints first and learn to sharpen chisels afterward.",
        "date_order: first vs after",
        "At Hallam Joinery, sharpening chisels comes before cutting joints."},
       {"To wind the bobbin on a Stitchmaster 50, turn the handwheel toward you.",
        "On a Stitchmaster 50, you wind the bobbin by turning the handwheel away from you.",
        "antonym: away vs toward",
        "On a Stitchmaster 50, you wind the bobbin by turning the handwheel towards you."},
       {"Waiting times for hedge trimming at Greenway Gardens lengthened to five weeks after the storms.",
        "Waiting times for hedge trimming at Greenway Gardens got shorter after the storms.",
        "antonym: shorter vs lengthened",
        "Waiting times for hedge trimming at Greenway Gardens grew longer after the storms."},
       {"A fox seen out during the day may be unwell, Oakfield Wildlife Rescue advises.",
        "Oakfield Wildlife Rescue says a fox seen out during the day is likely to be healthy.",
        "antonym: healthy vs unwell",
        "Oakfield Wildlife Rescue says a fox seen out during the day may be ill."}});
}

// align:v79: "nobody" and "no one" one cue on both sides, whatever verbs follow ("no one was injured" /
// "Nobody was hurt"); "over" a stretch of time no bound ("a maximum of 30 heats over the weekend");
// a subject of a dozen words under its "none of" ("None of the rental vans operated by ... is more
// than five years old"); a "half-hour" where the source says 30 minutes; the word itself not as near
// where its clause names another of one noun ("east gate" / "north gate"); a compound's first word
// no direction of the claim's; loud and quiet, promoted and relegated opposites; a place "in southern
// England"; a compound's first word no verb; a counted noun phrase's head no verb; no date slot at a
// place after "at"; the first name before a contrast the source's verb follows; an "only" against
// the claim's "anyone" by a common word before its contrast. One claim of each case was decided
// wrongly by align:v78; the other beside it is decided as before.
TEST(AlignJudge, PronounsBoundsGatesAndSlotsOfV79) {
  expect_cases(
      {{"Harlow Scaffolding said no one was injured when a board fell from the third lift on Monday.",
        nullptr, nullptr, "Nobody was hurt when a board fell from Harlow Scaffolding's third lift on Monday."},
       {"Each dancer may enter a maximum of 30 heats over the weekend.",
        nullptr, nullptr, "A dancer can enter no more than 30 heats during the weekend."},
       {"None of the rental vans operated by Castleford Van Hire is more than five years old.",
        nullptr, nullptr, "No van in Castleford Van Hire's fleet is older than five years."},
       {"Every new member of Kettlewell Gym receives a free 30-minute induction with a trainer.",
        nullptr, nullptr, "All new Kettlewell Gym members get a complimentary half-hour induction with a trainer."},
       {"The Thornbury Community Orchard's east gate is open daily from 9 am; the north gate remains closed while the car park is "
        "resurfaced.",
        "The north gate of the Thornbury Community Orchard is open while the car park is being resurfaced.",
        "antonym: open vs closed",
        "The east gate of the Thornbury Community Orchard is open daily from 9 am."},
       {"The new Pixmore scanner produces higher-resolution scans than the model it replaced, although it is slightly slower.",
        "The new Pixmore scanner is faster than the model it replaced.", "antonym: faster vs slower", nullptr},
       {"The adjudicator said the trombones were too loud in the final movement.",
        "The adjudicator said the trombones were too quiet in the final movement.", "antonym: quiet vs loud", nullptr},
       {"Hexham Town Band was promoted to the First Section after winning the regional final.",
        "Hexham Town Band was relegated after the regional final.", "antonym: relegated vs promoted", nullptr},
       {"Founded in 1992, the Downland Meadow Trust has restored more than 400 hectares of grassland in southern England.",
        nullptr,
        nullptr,
        "The Downland Meadow Trust, which dates back to 1992, has brought over 400 hectares of grassland in southern England back to life."},
       {"Fernbrook Seeds signed the lease for its new seed-cleaning plant in March 2020 and began cleaning seed there in May 2021.",
        nullptr, nullptr, "Fernbrook Seeds started cleaning seed at its new plant in May 2021, having signed the lease in March 2020."},
       {"Ashby Lifting has added a 100-tonne crawler crane to its fleet, bringing the number of mobile cranes it runs to 22.",
        nullptr, nullptr, "Ashby Lifting now runs 22 mobile cranes after adding a 100-tonne crawler machine."},
       {"The lighting for the Kingsway Theatre refit is being supplied by Lumen Hire, while the staging contract has gone to Deckworks "
        "Ltd.",
        nullptr,
        nullptr,
        "Deckworks Ltd has the staging contract for the Kingsway Theatre refit, and Lumen Hire is providing the lighting."},
       {"Only members of the Ashdown Rambling Club may join the summit walk; the evening talks are open to everyone.",
        "Anyone can join the Ashdown Rambling Club's summit walk.",
        "quantifier: Anyone vs Only",
        "Anyone can attend the Ashdown Rambling Club's evening talks, but the summit walk is for members only."}});
}

// align:v78: a contrast's side chosen by the claim's first words where both sides have subjects of
// their own, and the claim's word said on that side left alone ("Passenger numbers ... rose, while
// the number of freight crossings fell" / "Freight crossings ... fell"); a "ones" standing for the
// first side's noun; "the past year" no past against present; "finally" after "first" or "then",
// and "followed by", ordering events, a name of several words voting once; "N times" a count of
// occasions unless a multiple or a rate ("called out 63 times"); "daytime hours" no length; thirty
// days a month; a role noun after "as" ("as a subcontractor to") said from the other side; no verb
// aligned to a word of a name; a place after "in" no party of a noun between names; an order "from"
// the other side of a supply; a gift's receiver after "to". One claim of each case was decided
// wrongly by align:v77; the other beside it is decided as before.
TEST(AlignJudge, SidesOrdersCountsAndPartiesOfV78) {
  expect_cases(
      {{"Passenger numbers at Dunmore ferry terminal rose by 6 percent last year, while the number of freight crossings fell "
        "slightly.",
        "Freight crossings from Dunmore ferry terminal went up slightly last year.",
        "antonym: went vs fell",
        "Freight crossings from Dunmore ferry terminal fell slightly last year."},
       {"The survey found that the east-facing walls of Marsh Hall had loose render, while the west-facing ones were in good "
        "repair, Holt Surveyors reported.",
        "Holt Surveyors found the east-facing walls of Marsh Hall to be in good repair.",
        "antonym: east vs west",
        "Holt Surveyors found the west-facing walls of Marsh Hall to be in good repair."},
       {"Brook Lane Tennis Club now has 340 members, up from 290 a year ago, according to figures presented at the annual "
        "meeting.",
        nullptr, nullptr, "Over the past year, Brook Lane Tennis Club's membership rose from 290 to 340."},
       {"Harbour Roofing first inspected the chimney, then replaced the flashing, and finally repointed the stack.",
        "Harbour Roofing repointed the stack before it inspected the chimney.",
        "date_order: before vs finally",
        "Harbour Roofing inspected the chimney before it repointed the stack."},
       {"Kestrel Point station's open day is held on the first Saturday of July, followed by a sponsored walk the next weekend.",
        "The Kestrel Point sponsored walk takes place the weekend before the station's open day.",
        "date_order: before vs followed",
        "The Kestrel Point sponsored walk takes place the weekend after the station's open day."},
       {"Westgate Garden Services cleared the overgrown plot, then planted the new hedge.",
        "Westgate Garden Services planted the new hedge before it cleared the overgrown plot.",
        "date_order: before vs then",
        "Westgate Garden Services cleared the overgrown plot before it planted the new hedge."},
       {"The Hillside fire crew was called out 63 times last month, attending 18 road accidents.",
        nullptr, nullptr, "The Hillside fire crew had 63 call-outs last month."},
       {"The Riverside shuttle takes 25 minutes to reach the station and runs every 15 minutes during the day.",
        nullptr, nullptr, "During daytime hours, the Riverside shuttle runs every 15 minutes."},
       {"The Vantage 2 camera stores 60 days of footage in the cloud.",
        nullptr, nullptr, "The Vantage 2 camera keeps two months of footage in the cloud."},
       {"Carrow Builders subcontracted the roofing on the Mill Lane project to Pennine Roofing.",
        "Carrow Builders did the roofing on the Mill Lane project as a subcontractor to Pennine Roofing.",
        "swapped_roles: Carrow / Pennine",
        "Pennine Roofing did the roofing on the Mill Lane project as a subcontractor to Carrow Builders."},
       {"Northern Frames supplies steel door frames to Kellet Builders, which fits them on office projects.",
        nullptr, nullptr, "Kellet Builders installs steel frames from Northern Frames on office projects."},
       {"Moorside Buses runs a fleet of 30 vehicles from its depot in Kirkby Green.",
        nullptr, nullptr, "The Kirkby Green depot of Moorside Buses holds 30 vehicles."},
       {"Lakeland Ferries has ordered two hybrid vessels from Tyne Shipyards in a deal worth £40 million.",
        "Tyne Shipyards has ordered two hybrid vessels from Lakeland Ferries.",
        "swapped_roles: Shipyards / Lakeland",
        "Tyne Shipyards will supply Lakeland Ferries with two hybrid vessels under a £40 million contract."},
       {"Clifton Motors is donating £5,000 to the Riverside Food Bank, which hopes to raise £20,000 for a new van.",
        "The Riverside Food Bank is donating £5,000 to Clifton Motors.",
        "swapped_roles: Clifton / Riverside",
        "The Riverside Food Bank is trying to raise £20,000 for a new van, and Clifton Motors is contributing £5,000."}});
}

// align:v77: "entirely", "wholly" or "completely" after the claim's word in its clause, before a
// preposition, the source's universal ("is supplied entirely by solar panels" / "provide all of the
// power"); not one that grades an adjective ("completely silent"). One claim of each case was
// decided wrongly by align:v76; the other beside it is decided as before.
TEST(AlignJudge, WholesOfV77) {
  expect_cases(
      {{"Power at the Millbrook Visitor Centre is supplied entirely by solar panels on its roof; the building has never been connected "
        "to the gas grid.",
        nullptr, nullptr, "Solar panels on the roof provide all of the power for the Millbrook Visitor Centre."},
       {"Some rooms at the Hollin Inn are completely silent, although most rooms face the busy road.",
        "All rooms at the Hollin Inn are silent.", "quantifier: All vs Some", nullptr}});
}

// align:v76: a source cue matched where the claim affirms its exception ("with the exception of guide
// dogs" / "Guide dogs are permitted"); a closing at the time an opening ends no opposite ("open from
// 8 a.m. to 6 p.m." / "closes its doors at 6 p.m."). One claim of each case was decided wrongly by
// align:v75; the other beside it is decided as before.
TEST(AlignJudge, ExceptionsAndClosingTimesOfV76) {
  expect_cases(
      {{"Pets are not allowed at the Harlow Book Fair, with the exception of guide dogs.", "Pets are permitted at the Harlow Book Fair.",
        "negation: the source negates what the hypothesis states", "Guide dogs are permitted at the Harlow Book Fair."},
       {"Tidewell Board Shop is open from 8 a.m. to 6 p.m., Monday through Saturday. The shop is closed on Sundays and public holidays.",
        "From Monday to Saturday, Tidewell Board Shop closes its doors at 5 p.m.", "number_mismatch: 5 vs 6",
        "From Monday to Saturday, Tidewell Board Shop closes its doors at 6 p.m."}});
}

// align:v75: the claim's word's complement (the next content word in its clause, before any
// subordinator) said right after the opposite keeps it from being hidden by a word of its direction
// further off, and said after a synonym hides the opposite; "a small number" no size. One claim of
// each case was decided wrongly by align:v74; the other beside it is decided as before.
TEST(AlignJudge, ComplementsAndAmountsOfV75) {
  expect_cases(
      {{"Cast aluminium is paid at a higher rate than sheet aluminium at Ferris Scrap because it is thicker and contains fewer "
        "coatings.",
        "At Ferris Scrap, cast aluminium contains more coatings than sheet aluminium.", "antonym: more vs fewer",
        "At Ferris Scrap, cast aluminium is paid at a higher rate than sheet aluminium."},
       {"Few of the crabs found at Sandhollow during the May survey were larger than 5 centimeters, according to the Coastwatch Group.",
        nullptr, nullptr,
        "The Coastwatch Group reported that only a small number of the crabs recorded at Sandhollow in May exceeded 5 centimeters."}});
}

// align:v74: a number before a month's name a day, no time of day ("14 September" / "2 p.m."); "least"
// or "less" before a word turning it ("least busy" / "quietest"); "every third" no universal; a
// contest's subjects as whole runs of names, and, where one side names none, its other party. One
// claim of each case was decided wrongly by align:v73; the other beside it is decided as before.
TEST(AlignJudge, DaysLeastsThirdsAndContestsOfV74) {
  expect_cases(
      {{"The Harvest Fair at Oakley Green opens on Sunday, 14 September, with the parade at 11 a.m.",
        "The Harvest Fair parade starts at 2 p.m. on opening day.", "number_mismatch: 2 vs 11",
        "The Harvest Fair parade starts at 11 a.m. on opening day."},
       {"Weekday sessions at Brightlane Bowl are cheaper than weekend ones, and the centre is quietest on Wednesday afternoons.", nullptr,
        nullptr, "Brightlane Bowl is at its least busy on Wednesday afternoons."},
       {"Every visitor at Starling Arcade gets a token, and every third game of the night is played in double-score mode.",
        "Every game of the night at Starling Arcade is played in double-score mode.", "quantifier: Every vs -",
        "Every visitor at Starling Arcade receives a token."},
       {"At the county regatta, the Dunmere Rowing Club crew beat the Dunmere Scouts crew by a length.", nullptr, nullptr,
        "The Dunmere Scouts crew lost to the Rowing Club crew by a length."},
       {"The Harbour Cycle Co-op failed to win the council delivery contract, losing out to a national courier firm.", nullptr, nullptr,
        "A national courier firm beat the Harbour Cycle Co-op to the council delivery contract."}});
}

// align:v73: the claim's "lets" as an affirmed part's permission; a source cue whose clause goes on
// to "unless" against the claim's "only if"; a place and its people's adjective in a name's slot;
// a "during" phrase after a cue the time of every part. One claim of each case was decided wrongly
// by align:v72; the other beside it is decided as before.
TEST(AlignJudge, PermissionsConditionsPlacesAndTimesOfV73) {
  expect_cases(
      {{"Guests may tour the brewhouse at Copper Kettle Brewing, but for safety reasons they are not allowed to enter the cellar.",
        "Copper Kettle Brewing lets guests enter the cellar.", "negation: the source negates what the hypothesis states",
        "Copper Kettle Brewing lets guests tour its brewhouse."},
       {"Dogs cannot enter the Larchwood Tea Room unless they are carried.", nullptr, nullptr,
        "Dogs may enter the Larchwood Tea Room only if they are carried."},
       {"Demand from Chinese mills for fine wool weakened over the quarter, leaving stocks at the Harlow wool store higher than a "
        "year earlier.",
        "Mill demand from India for fine wool softened during the quarter.", "entity_missing: India",
        "Mill demand from China for fine wool softened during the quarter, and the Harlow wool store is holding more stock than a "
        "year ago."},
       {"The Harwick Museum's lift was not used during last winter's roof repairs, although the main stairs stayed open.", nullptr,
        nullptr, "While the roof was being repaired last winter, the main stairs at the Harwick Museum stayed open."}});
}

// align:v72: a universal's predicate said of a part past a "have" that is the verb itself; "every
// one" and "every piece" as the source's universal; "more" before an adverb no amount; "Q2" the
// second quarter; a name after a word of the cue's the claim lacks as the setting of every part;
// "trained under" read as the active, and a master after "under" no number's name. One claim of
// each case was decided wrongly by align:v71; the other beside it is decided as before.
TEST(AlignJudge, HavesQuartersSettingsAndMastersOfV72) {
  expect_cases(
      {{"All rooms at the Harbour Inn have a kettle, and most of them also have a balcony.",
        "All rooms at the Harbour Inn have a balcony.", "quantifier: All vs most", "All rooms at the Harbour Inn have a kettle."},
       {"None of the candles sold at Wickmoor Studio contain paraffin; every one is poured from soy or rapeseed wax.", nullptr, nullptr,
        "Wickmoor Studio's candles are all made from soy or rapeseed wax."},
       {"Compared with hand sanding, the new finishing method at Oakline Joinery is faster and leaves less dust.",
        "Oakline Joinery's new finishing method leaves more dust than hand sanding.", "antonym: more vs less",
        "Oakline Joinery's new finishing method works more quickly than hand sanding."},
       {"Bookings at Tidewell Kayaks increased in the second quarter after the company began offering online previews of its "
        "routes.",
        nullptr, nullptr, "Tidewell Kayaks saw its bookings grow in Q2 once it introduced online route previews."},
       {"Dogs are not permitted inside the Alder Hut, but they may wait in the porch by the door.", nullptr, nullptr,
        "Dogs can wait in the porch by the door of the Alder Hut."},
       {"Sculptor Nina Hale trained Owen Pryce for two years.", "Nina Hale trained under Owen Pryce for two years.",
        "swapped_roles: Hale / Owen", "Owen Pryce trained under Nina Hale for two years."}});
}

// align:v71: two comparatives of opposite directions, each before "than"; a later word of a name of
// the claim that a cue's focus says as a common word; "after that," ending its clause and "not ...
// until" no opposites; a place and its people's adjective ("Spain" / "Spanish"); "finally" the last
// step. One claim of each case was decided wrongly by align:v70; the other beside it is decided as
// before. (Refitted: the places moved dev pairs.)
TEST(AlignJudge, ComparativesPlacesAndLastStepsOfV71) {
  expect_cases(
      {{"At Hallam Cellars, the 12-year port is priced higher than the 10-year one.",
        "At Hallam Cellars, the 12-year port costs less than the 10-year port.", "antonym: less vs higher",
        "At Hallam Cellars, the 12-year port costs more than the 10-year port."},
       {"Birchwood Tea House has never sold bottled tea; every blend on its shelves is packed loose in the shop.", nullptr, nullptr,
        "All of the blends at Birchwood Tea House are packed loose in the shop."},
       {"Lost property at Kellerman Station is kept for 30 days; after that, items are given to charity.", nullptr, nullptr,
        "Kellerman Station keeps lost property for 30 days before giving it to charity."},
       {"The Ashgrove Lido failed its safety check and will not reopen until the filters are replaced.", nullptr, nullptr,
        "The Ashgrove Lido will stay closed until its filters have been replaced."},
       {"Forward Ana Ortiz has been called up to the Spanish national team.",
        "Forward Ana Ortiz has been called up to Italy's national team.", "entity_missing: Italy",
        "Forward Ana Ortiz has been called up to Spain's national team."},
       {"At Oakfield Bindery, each book is first sewn, then glued, and finally pressed for two days.", nullptr, nullptr,
        "The last step at Oakfield Bindery is pressing each book for two days."}});
}

// align:v70: "unable to" a cue of its own, matched by a word of negative meaning in the claim's
// clause; a word the claim says in a phrase the source says apart from the cue over its aligned
// occurrence; "un-" before a participle after "be" ("are unfilled") and "ineligible" as words of
// negative meaning, and the claim's subject before its cue; the claim that says a cue's own subject
// and its predicate, which an affirmed part says too; "ever since" and "the year before" no
// opposites; "got worse" as "worsened"; "from" a name after a title ("from Thornbury Antiques owner
// Ruth Kemp"); "the end of October" as "late October". One claim of each case was decided wrongly
// by align:v69; the other beside it is decided as before.
TEST(AlignJudge, InabilitiesOwnSubjectsAndPhrasesOfV70) {
  expect_cases(
      {{"Copperline Books ships paperbacks worldwide but is unable to send gift cards outside Canada.",
        "Copperline Books can send gift cards outside Canada.", "negation: the source negates what the hypothesis states",
        "Copperline Books ships paperbacks worldwide."},
       {"Because of a supplier delay, Pinewood Motors cannot source Orion diesel engine parts this month. Petrol engine repairs are "
        "unaffected.",
        "Pinewood Motors can source Orion diesel engine parts this month.", "negation: the source negates what the hypothesis states",
        "Pinewood Motors can still do petrol engine repairs despite a supplier delay."},
       {"The hospital said it could not hire enough night nurses, with 9 of its 15 posts vacant.", nullptr, nullptr,
        "More than half of the hospital's night nurse posts are unfilled, with nine of the fifteen vacant."},
       {"Part-time staff at Greyfield Foods remain ineligible for the annual bonus.", nullptr, nullptr,
        "Part-time staff at Greyfield Foods still cannot receive the annual bonus."},
       {"Weekly passes at Orchard Lane Gym include the sauna; towel hire is not included and costs $2.",
        "A weekly pass at Orchard Lane Gym includes towel hire.", "negation: the source negates what the hypothesis states",
        "Weekly passes at Orchard Lane Gym include the sauna."},
       {"The Westfield reserve has never allowed camping since it opened in 1992.",
        "Camping has been allowed at the Westfield reserve ever since it opened in 1992.",
        "negation: the source negates what the hypothesis states",
        "Camping has been prohibited at the Westfield reserve ever since it opened in 1992."},
       {"Visitors to the Harbour Museum rose to 41,000 this year, up from 35,000 last year, after the new wing opened.", nullptr, nullptr,
        "The Harbour Museum drew 41,000 visitors this year, against 35,000 the year before."},
       {"Air quality in Dunmore improved this month after the steelworks closed.",
        "Air quality in Dunmore got worse this month after the steelworks closed.", "antonym: got vs improved",
        "Air quality in Dunmore got better this month after the steelworks closed."},
       {"Collector Ian Moss bought three clocks from Thornbury Antiques owner Ruth Kemp in June.",
        "Ian Moss sold three clocks to Ruth Kemp in June.", "swapped_roles: to Ruth Kemp / from",
        "Ian Moss bought three clocks from Ruth Kemp in June."},
       {"Ferry trips to Skellig Rock run from mid-April to the end of October.",
        "Ferry trips to Skellig Rock run between mid-April and early October.", "antonym: early vs end",
        "Ferry trips to Skellig Rock run between mid-April and late October."}});
}

// align:v69: a failure's verb the claim says in other words ("failed to secure" / "obtained"); a
// clause that ends in its auxiliary and "not", its predicate said in the clause before, against a
// claim that says that predicate of its subject. One claim of each case was decided wrongly by
// align:v68; the other beside it is decided as before.
TEST(AlignJudge, FailuresAndEllipsesOfV69) {
  expect_cases(
      {{"Harbour Cycle Club failed to secure funding for its new velodrome in 2022, so races stay at the old track.",
        "Harbour Cycle Club obtained funding for its new velodrome in 2022.", "negation: the source negates what the hypothesis states",
        "Races at Harbour Cycle Club stay at the old track."},
       {"The soup at Linden Deli is vegan, but its quiche is not, so vegan customers should order the soup.",
        "The quiche at Linden Deli is vegan.", "negation: the source negates what the hypothesis states",
        "The soup at Linden Deli is vegan."}});
}

// align:v68: the claim's universal of a "-free" predicate as the source's "none of" them
// containing it; an opposite on the claim's day told in the day's part of its clause, cut at "and"
// and "but". One claim of each case was decided wrongly by align:v67; the other beside it is
// decided as before.
TEST(AlignJudge, FreeOfAndDaysInPartsOfV68) {
  expect_cases(
      {{"None of the soups at Birchwood Kitchen contain gluten, according to the cafe's allergen sheet.", nullptr, nullptr,
        "Birchwood Kitchen's allergen sheet says its soups are all gluten-free."},
       {"The Harlow Model Railway Museum is open on weekends and closed on Tuesdays.",
        "The Harlow Model Railway Museum is closed on weekends.", "antonym: closed vs open",
        "The Harlow Model Railway Museum is open on weekends."}});
}

// align:v67: a universal's predicate said of a part, past a bare verb after a place's name ("All
// rooms at the Larkfield Inn include"); "inventory" and "stock" synonyms; a participle right
// before its agent's "by" a passive for the exchange of a verb's arguments ("the custom mandolins
// sold by Tannery Strings"). One claim of each case was decided wrongly by align:v66; the other
// beside it is decided as before.
TEST(AlignJudge, PartsInventoriesAndReducedPassivesOfV67) {
  const AlignLexicon& lex = AlignLexicon::builtin();
  EXPECT_TRUE(lex.related(lex.key("inventory"), lex.key("stock")));
  expect_cases(
      {{"All rooms at the Larkfield Inn come with a kettle, and some of them also include a private balcony.",
        "All rooms at the Larkfield Inn include a private balcony.", "quantifier: All vs some",
        "All rooms at the Larkfield Inn come with a kettle."},
       {"Luthier Karl Weiss builds the custom mandolins sold by Tannery Strings, which pays him a royalty on each instrument.", nullptr,
        nullptr, "Tannery Strings sells custom mandolins made by the luthier Karl Weiss."}});
}

// align:v66: the sentence after the anchor that opens with the claim's own first word, a noun,
// read as near the anchor; a contest's parties told apart past the words their names share at
// either end; places a sentence gives ("first place ... to", "finished second") as a contest. One
// claim of each case was decided wrongly by align:v65; the other beside it is decided as before.
TEST(AlignJudge, NextSentencesSharedNamesAndPlacesOfV66) {
  expect_cases(
      {{"Helmets must be worn on every ride at the Ridgeback Bike Park in Thornbury. Earbuds, headphones and speakers are not "
        "permitted.",
        "Earbuds are allowed on the rides at the Ridgeback Bike Park in Thornbury.",
        "negation: the source negates what the hypothesis states",
        "Helmets must be worn on all rides at the Ridgeback Bike Park."},
       {"The Harwick Rowing Club beat the Elmford Rowing Club by two lengths in the final.",
        "The Elmford Rowing Club beat the Harwick Rowing Club in the final.", "swapped_roles: Elmford / Harwick",
        "The Harwick Rowing Club beat the Elmford Rowing Club in the final."},
       {"The judges awarded first place in the chilli cook-off to Dana Whitfield, while Marco Bellini finished second.",
        "Marco Bellini finished ahead of Dana Whitfield in the chilli cook-off.", "swapped_roles: Marco / Dana",
        "Dana Whitfield finished ahead of Marco Bellini in the chilli cook-off."}});
}

// align:v65: a reduced relative's participle before "by" a passive ("The Cobble Lane bookshop, run
// by Maya Lindqvist,"); a place after "in its" or "at its" no party; training "with" someone against
// "under" them no exchange; "all guests receive" a universal for the claim's "everyone"; the
// claim's "anyone" against the source's "only" of the same predicate. One claim of each case was
// decided wrongly by align:v64; the other beside it is decided as before.
TEST(AlignJudge, RelativesPlacesTrainingAndAnyoneOfV65) {
  expect_cases(
      {{"Maya Lindqvist, who runs the Cobble Lane bookshop, hosts a poetry night there every Friday.", nullptr, nullptr,
        "The Cobble Lane bookshop, run by Maya Lindqvist, hosts a poetry night every Friday."},
       {"Chef Tomas Reyes created the Ember Tart for the bakery chain Crumbwell, which launched it in its Leeds flagship.", nullptr,
        nullptr, "The Ember Tart, created by Tomas Reyes, was launched by Crumbwell at its Leeds flagship."},
       {"Potter Ines Duarte trained under Kenji Mori at the Hillside Kiln before opening her own studio in 2020.",
        "Kenji Mori trained under Ines Duarte at the Hillside Kiln before opening his own studio in 2020.", "swapped_roles: Mori / Ines",
        "Before opening her own studio in 2020, Ines Duarte trained with Kenji Mori at the Hillside Kiln."},
       {"A few of the Harbour Rest's cabins have a wood stove, and all guests receive a welcome hamper on arrival.", nullptr, nullptr,
        "Everyone who stays at the Harbour Rest gets a welcome hamper on arrival."},
       {"Only registered members of the Pike Rowing Club can book the club's boathouse on weekends.",
        "Anyone can book the Pike Rowing Club's boathouse on weekends.", "quantifier: Anyone vs Only",
        "Registered members of the Pike Rowing Club can book the club's boathouse on weekends."}});
}

// align:v64: a second place the source gives its runner-up; a month "N months later" than the
// source's; a count "more than" the difference of two of the source's; a contrast's side told by
// some of its own words; "None of ... are older than" a bound from above; the claim's "of the day"
// against a rate's hour; the claim's "not only" against the source's "only". One claim of each
// case was decided wrongly by align:v63; the other beside it is decided as before.
TEST(AlignJudge, RunnersUpLaterMonthsDifferencesAndBoundsOfV64) {
  expect_cases(
      {{"Priya Nair took first place at the Harbourside Chess Open, beating runner-up Tomasz Kral.",
        "Tomasz Kral won the Harbourside Chess Open, with Priya Nair finishing second.", "number_mismatch: second vs first",
        "Priya Nair won the Harbourside Chess Open, with Tomasz Kral finishing second."},
       {"The Linden Street bakery opened in June 2021 and added a café three months later.",
        "The Linden Street bakery added its café in October 2021.", "date_mismatch: October vs June",
        "The Linden Street bakery added its café in September 2021."},
       {"The Ferncombe half marathon had 540 finishers this year, up from 470 last year.",
        "The Ferncombe half marathon had 540 finishers this year, 90 more than last year.", "number_mismatch: 90 vs 540",
        "The Ferncombe half marathon had 540 finishers this year, 70 more than last year."},
       {"Sales of iced tea at Marlow Café rose 12 percent this summer, while sales of hot black coffee fell slightly.",
        "Black coffee sales at Marlow Café increased slightly this summer.", "antonym: increased vs fell",
        "Black coffee sales at Marlow Café fell slightly this summer."},
       {"None of the kayaks at Teal Cove are older than four years, and every boat has a spray deck.",
        "Some of the kayaks at Teal Cove are more than four years old.", "antonym: more four vs older four",
        "No kayak at Teal Cove is more than four years old."},
       {"Ferries to Holm Island leave every hour on the hour, with the last one departing at 6 p.m.", nullptr, nullptr,
        "Ferries to Holm Island run hourly, and the last sailing of the day leaves at 6 p.m."},
       {"Only residents of Ashby may use the Ashby recycling centre on weekends.",
        "On weekends the Ashby recycling centre is open to everyone, not only residents of Ashby.", "quantifier: not only vs Only",
        "On weekends the Ashby recycling centre may be used by Ashby residents only."}});
}

// align:v63: "all of it" and "are all" for a universal; the claim's "everyone" as the source's "each"
// and its noun; "exclusive" and "sole" for "only", and "the island's only"; "$40 and a half session"
// two prices; "the past decade" ten years; "unsold" in a negation's scope; "unharmed" as "not
// damaged"; a comparative of another noun no nearer saying; a contrast's subjects past a name of
// several words; a negated predicate against the same subject's head affirmed. One claim of each
// case was decided wrongly by align:v62; the other beside it is decided as before.
TEST(AlignJudge, UniversalsSolesHalvesAndHeadsOfV63) {
  expect_cases(
      {{"None of the honey sold at Bramwell Apiary is heat-treated, and all of it is jarred on site each week.", nullptr, nullptr,
        "Bramwell Apiary jars all its honey on the premises, and none of it is heat-treated."},
       {"Instructors at Larchmont Ski School are all certified by BASI, and several of them also teach snowboarding.",
        "Every instructor at Larchmont Ski School teaches snowboarding.", "quantifier: Every vs several",
        "Every instructor at Larchmont Ski School holds a BASI qualification."},
       {"The tasting menu at the Copper Kettle runs to seven courses. Each diner leaves with a jar of the house chutney.", nullptr,
        nullptr, "The Copper Kettle's tasting menu has seven courses, and everyone goes home with a jar of house chutney."},
       {"Hartwell Books has become the exclusive UK stockist of Lumen reading lamps.", nullptr, nullptr,
        "Lumen reading lamps are sold in the UK exclusively through Hartwell Books."},
       {"Norland Ferries, based in Kirkwall, is the sole operator of car ferries to the island.", nullptr, nullptr,
        "Kirkwall-based Norland Ferries is the island's only car ferry operator."},
       {"At Tumble Tots, a full session costs $40, while a half session costs $25.",
        "A full session at Tumble Tots is $40 and a half session $30.", "number_mismatch: 30 vs 25",
        "A full session at Tumble Tots is $40 and a half session $25."},
       {"Membership of the Aldgate Rowing Club has doubled over the past decade.",
        "Over the last five years, membership of the Aldgate Rowing Club has doubled.", "number_mismatch: five vs past decade",
        "Over the last ten years, membership of the Aldgate Rowing Club has doubled."},
       {"The Fenwick Deli never throws away unsold sandwiches: they go to the night shelter on Dock Street.", nullptr, nullptr,
        "Sandwiches the Fenwick Deli does not sell are given to the night shelter on Dock Street."},
       {"The Harbour Inn at Polcarrow was not damaged in Sunday's storm and stayed open throughout.", nullptr, nullptr,
        "The Harbour Inn at Polcarrow came through Sunday's storm unharmed."},
       {"Small boats at Tidemill Marina moor on the inner pontoon, away from larger yachts, and the mooring fees are lower for boats "
        "under 8 metres.",
        "Tidemill Marina charges higher mooring fees for boats under 8 metres.", "antonym: higher vs lower",
        "Tidemill Marina charges lower mooring fees for boats under 8 metres."},
       {"Fernside Cycles' town-centre workshop is open on Sundays, but its station kiosk is closed.",
        "Fernside Cycles' station kiosk is open on Sundays.", "antonym: open vs closed",
        "Fernside Cycles' town-centre workshop opens on Sundays."},
       {"The Ashby Road pool failed its safety check because a pump under the deep end was not working; the pump has since been "
        "replaced.",
        "The faulty pump under the deep end at the Ashby Road pool has not been replaced.",
        "negation: the hypothesis negates what the source states",
        "The pump under the deep end at the Ashby Road pool has since been replaced."}});
}

// align:v62: "at the end of Marlow Jetty" no end against beginning; "the Monday after" no after
// against before; "day and night" no unit of time. The claim of each case was decided wrongly by
// align:v61.
TEST(AlignJudge, EndsFollowingDaysAndAlwaysOfV62) {
  expect_cases(
      {{"Puffin Ices, the kiosk at the end of Marlow Jetty, received its licence in April 2024 and served its first customers in June.",
        nullptr, nullptr, "Puffin Ices got its licence in April 2024, before it began serving customers."},
       {"At Tinker Lane Books, orders placed before noon on a weekday go out the same day, while Saturday orders ship the following "
        "Monday.",
        nullptr, nullptr, "An order placed with Tinker Lane Books on a Saturday is sent out on the Monday after."},
       {"The main kiln at Ember Pottery holds 300 pounds of clay and runs at about 1,200 degrees around the clock during the firing "
        "season.",
        nullptr, nullptr, "During the firing season, Ember Pottery's main kiln runs day and night at roughly 1,200 degrees."}});
}

// align:v61: the rest of a share "K of the M" a count of M - K; a count of hours between two times
// of day of a sentence; "dipped" a fall. One claim of each case was decided wrongly by align:v60;
// the other beside it is decided as before.
TEST(AlignJudge, RestsSpansAndDipsOfV61) {
  expect_cases(
      {{"Only three of the eleven guides at Ferncombe Walks work weekends; the rest work weekdays only.",
        "Seven of the eleven guides at Ferncombe Walks work weekdays only.", "number_mismatch: Seven vs three",
        "Eight of the eleven guides at Ferncombe Walks work weekdays only."},
       {"At the Harlow Book Fair, trade visitors are admitted at 9 a.m. and the general public at 11 a.m.",
        "Trade visitors get into the Harlow Book Fair at 9 a.m., three hours before the general public.", "number_mismatch: three vs 9",
        "Trade visitors get into the Harlow Book Fair at 9 a.m., two hours before the general public."},
       {"Bookings for guided kayak trips at Tern Bay rose sharply this summer, while rentals of paddleboards fell slightly.",
        "Paddleboard rentals at Tern Bay rose a little this summer.", "antonym: rose vs fell",
        "Paddleboard rentals at Tern Bay dipped a little this summer."}});
}

// align:v60: the rest of a share weighs only the words of the claim's own clause; "paused" a word
// of negative meaning; "cost more than" against "cheaper". One claim of each case was decided
// wrongly by align:v59; the other beside it is decided as before.
TEST(AlignJudge, ClausesPausesAndCostsOfV60) {
  expect_cases(
      {{"Only two of the ten tutors at Fernhill Music build their own lesson plans; the rest follow the graded syllabus.", nullptr,
        nullptr, "Most tutors at Fernhill Music follow the graded syllabus, with just two writing their own lesson plans."},
       {"Because of a staff shortage, Holt Lane Upholstery is currently not accepting new commissions. Existing orders will be "
        "finished as planned.",
        nullptr, nullptr,
        "Holt Lane Upholstery has paused new commissions because of a staff shortage, but existing orders will be finished as planned."},
       {"Prices for Corvid Audio's wired headphones fell this spring, making them cheaper than the company's wireless range.",
        "Corvid Audio's wired headphones now cost more than its wireless range.", "antonym: more vs cheaper",
        "Corvid Audio's wired headphones now cost less than its wireless range."}});
}

// align:v59: the claim's active "allows" as an affirmed part's permission; "wiped"/"erased"; the
// claim's noun phrase past its nouns, and a verb after a place's name, for the rest of a share and
// the source's "only" of a number; an opposite in the clause of the claim's day, the word itself
// only in another day's. One claim of each case was decided wrongly by align:v58; the other
// beside it is decided as before.
TEST(AlignJudge, PermissionsRestsAndDaysOfV59) {
  expect_cases(
      {{"Dogs are welcome in the garden of the Fernhill Café, although they are not permitted inside.",
        "Dogs are permitted inside the Fernhill Café.", "negation: the source negates what the hypothesis states",
        "The Fernhill Café allows dogs in its garden."},
       {"Data on your laptop is not erased when Pixelfix replaces the keyboard, but we still recommend a backup.", nullptr, nullptr,
        "Pixelfix recommends a backup before a keyboard replacement, even though the data is not wiped."},
       {"Only four of the fifteen candles in the Wick & Ember autumn range are scented; the rest are unscented.",
        "Most of the candles in Wick & Ember's autumn range are scented.", "quantifier: Most vs four of",
        "Most of the candles in Wick & Ember's autumn range are unscented."},
       {"The Larch Street Bakery is open late on Thursdays, until 8 pm, but closes early on Mondays at 1 pm.",
        "The Larch Street Bakery closes early on Thursdays.", "antonym: closes vs open",
        "The Larch Street Bakery stays open late on Thursdays."},
       {"The print room at Harbour Studios is open on weekdays for members, and it is closed on weekends.",
        "The print room at Harbour Studios is closed on weekdays.", "antonym: closed vs open",
        "The print room at Harbour Studios is closed on weekends."}});
}

// align:v58: "has not stopped V-ing" is "still V-ing", against "stopped V-ing"; a passive with its
// agent against an active claim whose verb has no ending of its own, or is the participle's base
// ("beat" / "was beaten by"); a sentence's first word that opens a name of which no word is in the
// source; "dimmer"/"brighter", "damp"/"dry", "empty"/"crowded", "more slowly"/"faster"; "both"
// two; a count of years "after" a year dates the earlier event only; "only" before a verb and a
// condition; the rest beyond a bound said in a later clause ("smaller orders"); "stay open later";
// an opposite said of a day the claim does not name. One claim of each case was decided wrongly
// by align:v57; the other beside it is decided as before.
TEST(AlignJudge, StopsPassivesNamesAndComplementsOfV58) {
  expect_cases(
      {{"Despite the storm, Ferrow Mills confirmed that its Leeds depot has not stopped delivering and parcels are arriving on time.",
        "Ferrow Mills confirmed that its Leeds depot has stopped delivering parcels.",
        "negation: the hypothesis negates what the source states",
        "Ferrow Mills says parcels from its Leeds depot are still arriving on time."},
       {"The Millbrook Strollers are sponsored by Tern Outdoor Supplies, which provides the team's shirts and caps.",
        "The Millbrook Strollers sponsor Tern Outdoor Supplies.", "swapped_roles: Strollers / Tern",
        "Tern Outdoor Supplies sponsors the Millbrook Strollers."},
       {"The Kelso Club was beaten by the Ashby Club in the cup final.", "The Kelso Club beat the Ashby Club in the cup final.",
        "swapped_roles: Kelso / Ashby", "The Ashby Club beat the Kelso Club in the cup final."},
       {"Bramble Books is the official bookseller of the Lark Festival and runs its signing tent.",
        "Corvin Editions runs the signing tent at the Lark Festival.", "entity_missing: Corvin",
        "Bramble Books runs the signing tent at the Lark Festival."},
       {"Most visitors to the Orchid House prefer its new, brighter lighting.", "The Orchid House's new lighting is dimmer than before.",
        "antonym: dimmer vs brighter", nullptr},
       {"Lunchtime sessions at the Pell Climbing Wall are usually crowded, while early sessions are quiet.",
        "Lunchtime sessions at the Pell Climbing Wall are usually nearly empty.", "antonym: empty vs crowded", nullptr},
       {"Brightcoat's new primer dries faster than its old formula.", "Brightcoat's new primer dries more slowly than its old formula.",
        "antonym: slowly vs faster", nullptr},
       {"Both of Larch Dairy's soft cheeses won silver at the county show, and each of its four hard cheeses took bronze.", nullptr,
        nullptr, "Larch Dairy's two soft cheeses each won silver at the county show."},
       {"Wrenfield Books moved to Mill Street in 2018, three years after opening.", "Wrenfield Books moved to Mill Street in 2021.",
        "date_mismatch: 2021 vs 2018", "Wrenfield Books moved to Mill Street in 2018."},
       {"At least two lifeguards must be on duty whenever the Eastgate pool is open to swimmers.", nullptr, nullptr,
        "The Eastgate pool only opens to swimmers when a minimum of two lifeguards are on duty."},
       {"Shipping is free on orders over $40 at Penrose Tea; smaller orders pay a flat $5 fee.", nullptr, nullptr,
        "Orders under $40 at Penrose Tea pay a flat $5 shipping fee."},
       {"From May, the Linden Gallery will open earlier on Sundays and close later on Fridays.",
        "From May, the Linden Gallery will close earlier on Fridays.", "antonym: earlier vs later",
        "From May, the Linden Gallery will stay open later on Fridays."},
       {"Shop hours at Quayside Games: weekdays 10 a.m. to 6 p.m., Saturdays 9 a.m. to 5 p.m., closed Sundays.", nullptr, nullptr,
        "On Saturdays, Quayside Games is open from 9 a.m. until 5 p.m."}});
}

// align:v57: a later clause's "a few" or "most" against the claim's other one, the source's phrase
// not counted for it; a bound's "least" and a measure's "long" no opposites, nor a "week-long"
// one; "two or more days", "oz", "dual", a price "for a week"; "stopped selling" against "still" or
// "not"; "unable to" over its clause; the alternative "instead of" sets aside; "few" against
// "many"; a permission the claim says in other words than an affirmed part's. One claim of each
// case was decided wrongly by align:v56; the other beside it is decided as before.
TEST(AlignJudge, LaterQuantifiersAlternativesAndMeasuresOfV57) {
  expect_cases(
      {{"Most of the 40 kites at the Windmere Kite Festival were from Kent, though a few came from as far away as Norway and Chile.",
        "All of the kites at the Windmere Kite Festival were from Kent.", "quantifier: All vs Most",
        "A handful of the kites at the Windmere Kite Festival traveled from places as distant as Norway and Chile."},
       {"Most of Heron Marine's canoes are 16 feet or longer, but three shorter 12-foot canoes are kept for children.", nullptr,
        nullptr, "The majority of Heron Marine's canoes are at least 16 feet long."},
       {"Weekly courses at Brightwater Pottery start on Mondays, while short taster sessions run on Saturdays.", nullptr, nullptr,
        "At Brightwater Pottery, a week-long course begins on a Monday."},
       {"Tickets for the Alder Hall concerts are refunded in full if cancelled at least 72 hours before the show.",
        "Cancelling an Alder Hall ticket two or more days before the show gets you a full refund.", "number_mismatch: two vs 72",
        "Cancelling an Alder Hall ticket three or more days before the show gets you a full refund."},
       {"Harbour Roastery sold 900 bags of its Midnight 12 oz blend during its winter sale, a 20% rise on last year.",
        "Harbour Roastery sold 900 bags of its 16-ounce Midnight blend during the winter sale.", "number_mismatch: 16 vs 12",
        "Harbour Roastery sold 900 bags of its 12-ounce Midnight blend during the winter sale."},
       {"The Arden 4 tent from Fellcraft has dual entrances and a fully taped waterproof fly.",
        "Fellcraft's Arden 4 tent has three entrances.", "number_mismatch: three vs dual", "Fellcraft's Arden 4 tent has two entrances."},
       {"Lakeside Cabins rents its cabin Osprey, which sleeps four, for $900 per week in summer.",
        "Osprey, a Lakeside Cabins cabin, costs $1,200 for a week in summer.", "number_mismatch: 1,200 vs 900",
        "Osprey, a Lakeside Cabins cabin, sleeps four and costs $900 for a week in summer."},
       {"Because of a supplier shortage, the Greenway Bakery has stopped selling rye bread until further notice.",
        "The Greenway Bakery is still selling rye bread despite the supplier shortage.",
        "negation: the source negates what the hypothesis states",
        "The Greenway Bakery is currently not selling rye bread because of a supplier shortage."},
       {"Because of licensing rules, Oakridge Games cannot ship its Dragon Hoard Deluxe sets outside Canada.",
        "Oakridge Games can send its Dragon Hoard Deluxe sets to customers outside Canada.",
        "negation: the source negates what the hypothesis states",
        "Oakridge Games is unable to send its Dragon Hoard Deluxe sets to customers outside Canada."},
       {"For anxious dogs, the Parkside clinic now uses a quiet electric clipper instead of the noisy old shaver.",
        "For anxious dogs, the Parkside clinic uses a noisy clipper.", "negation: noisy is what the source sets aside",
        "For anxious dogs, the Parkside clinic uses a quiet electric clipper."},
       {"Many visitors buy the Sunrise Pass from Ridgeway Trails as a present, and nearly every review gives it five stars.",
        "Few visitors buy the Ridgeway Trails Sunrise Pass as a present.", "quantifier: Few vs Many",
        "Nearly every review of the Ridgeway Trails Sunrise Pass gives it five stars."},
       {"None of the soaps sold at Willow Lane are tested on animals, and only a few contain palm oil.",
        "Most of the soaps sold at Willow Lane contain palm oil.", "quantifier: Most vs few",
        "None of the soaps sold at Willow Lane are tested on animals."},
       {"Spectators are welcome at the Harlow Fencing Club's Saturday bouts, but flash photography is not permitted in the salle.",
        "Flash photography is permitted in the salle at the Harlow Fencing Club.",
        "negation: the source negates what the hypothesis states",
        "Visitors are allowed to watch Saturday bouts at the Harlow Fencing Club."}});
}

// align:v56: the claim's "not allow" against a part that says the permission with its own word
// ("are welcome in the garden, but ... not allowed inside the bar"). The contradicted claim was
// decided wrongly by align:v55; the supported one beside it is decided as before.
TEST(AlignJudge, PermissionsInAffirmedPartsOfV56) {
  expect_cases({{"Children are welcome in the garden at the Millpond Inn, but they are not allowed inside the bar after 7 pm.",
                 "The Millpond Inn does not allow children in its garden.", "negation: the hypothesis negates what the source states",
                 "The Millpond Inn does not allow children inside the bar after 7 pm."}});
}

// align:v55: "lasts" a verb, no last against first; "younger than 10" an age's bound, no younger
// against older; "inside"/"indoors" synonyms; "is run by" a passive though "run" is its base
// form too. The claim of each case was decided wrongly by align:v54.
TEST(AlignJudge, AgesLastingAndBaseParticiplesOfV55) {
  expect_cases(
      {{"The spring craft fair at Oakley Barn runs from Friday to Sunday, with the first stalls opening each day at 9 a.m.", nullptr,
        nullptr, "The spring craft fair at Oakley Barn lasts from Friday through Sunday."},
       {"Parents must collect children under 10 from the Riverside Chess Club after the session ends; older members may leave on their own.",
        nullptr, nullptr, "Children younger than 10 have to be picked up by a parent after Riverside Chess Club sessions."},
       {"At Millstone Reclamation, cast-iron radiators are stored indoors, while the granite setts are displayed outside in the yard.",
        nullptr, nullptr, "Millstone Reclamation keeps its cast-iron radiators inside, with granite setts set out in the yard."},
       {"Hana Okoro, who runs the Lantern Bookshop in Whitby, specialises in poetry and has been trading for fifteen years.", nullptr,
        nullptr, "The Lantern Bookshop in Whitby is run by Hana Okoro, a poetry specialist."}});
}

// align:v54: a part negated only by a word of negative meaning that the claim says too, or where
// the claim negates with a cue of its own, is the claim's ("Bonfires may never be lit ..., and
// hosepipes are banned"); a passive's agent is no word of a negated part's focus ("cannot be
// handled by visitors"); a place after "at" the setting of every part, and a permission said in
// the affirmed part ("may stay") the claim's. One claim of each case was decided wrongly by
// align:v53; the other beside it is decided as before.
TEST(AlignJudge, SettingsAgentsAndOwnNegativesOfV54) {
  expect_cases(
      {{"Bonfires may never be lit at Elm Road Allotments, and hosepipes are banned from June to August.",
        "At Elm Road Allotments, bonfires may be lit.", "negation: the source negates what the hypothesis states",
        "At Elm Road Allotments, hosepipes cannot be used from June to August."},
       {"The museum's original manuscripts cannot be handled by visitors, though facsimile copies are available to browse in the reading room.",
        "Visitors to the museum can handle the original manuscripts.", "negation: the source negates what the hypothesis states",
        "Visitors to the museum can browse facsimile copies in the reading room."},
       {"Dogs are not permitted inside the Millbrook Cellars tasting room, though leashed pets may stay on the outdoor terrace.",
        "Dogs are permitted inside the Millbrook Cellars tasting room.", "negation: the source negates what the hypothesis states",
        "Dogs on a leash can stay on Millbrook Cellars' outdoor terrace."}});
}

// align:v53: a later clause's "the majority" weighed by the claim's own clause; a part's
// quantifier before a participle whose noun is elided ("only a few coming from abroad"); a
// passive's agent reached past an apposition ("Lena Park, a new kitchen porter ..., is being
// trained by"); a sublet "from" against "to" past a noun phrase; a participle joined to "is ...
// and" a passive; "week three" a label, no number of a name; "open on Tuesdays" where the source
// says "closed on Tuesdays and open Wednesday to Monday". One claim of each case was decided
// wrongly by align:v52; the other beside it, where there is one, is decided as before.
TEST(AlignJudge, MajoritiesAppositionsAndSingleComplementsOfV53) {
  expect_cases(
      {{"Some of the tours at Harbour Walks are given in French, though the majority are in English.", nullptr, nullptr,
        "Most tours at Harbour Walks are in English, while some are given in French."},
       {"A few riders at the Glenholm Open travel from abroad, but the majority of the event's riders come from within Wales.", nullptr,
        nullptr, "Most riders at the Glenholm Open are from Wales, with only a few coming from abroad."},
       {"Head chef Omar Reyes trains new kitchen porters at Willow Bistro, including recent hire Lena Park.",
        "Lena Park trains head chef Omar Reyes at Willow Bistro.", "swapped_roles: Park / head",
        "Lena Park, a new kitchen porter at Willow Bistro, is being trained by head chef Omar Reyes."},
       {"Harbour Arts sublets its evening hours to the Lantern Dance collective, which uses the hall twice a week.",
        "The Lantern Dance collective sublets its evening hours to Harbour Arts.", "swapped_roles: Lantern / Harbour",
        "The Lantern Dance collective sublets evening hours from Harbour Arts and uses the hall twice a week."},
       {"Brightside Cookery: our pasta class is rated easy and suits beginners, while the sushi class is more demanding and recommended for experienced cooks.",
        nullptr, nullptr, "Brightside Cookery recommends its sushi class for experienced cooks."},
       {"Students on the Northfield College film course visit the Ember Studios lot for a screening in week three.", nullptr, nullptr,
        "In week three of the Northfield College film course, students go to the Ember Studios lot for a screening."},
       {"The Quayside Gallery café is closed on Tuesdays and open Wednesday to Monday from 10 am.",
        "The Quayside Gallery café is open on Tuesdays.", "antonym: open vs closed", "The Quayside Gallery café is closed on Tuesdays."}});
}

// align:v52: "going up" a rise (a phrasal verb's "-ing" form); "closer"/"farther",
// "understaffed"/"overstaffed" opposites; a contrast's second side that opens with its verb
// ("but stays closed") has the first side's subject; a step order past "is then"; a passive of
// giving before a number ("was given 300 picture books by") no number given to the other name.
// One claim of each case was decided wrongly by align:v51; the other beside it is decided as
// before.
TEST(AlignJudge, PhrasalsElidedSubjectsAndGivingOfV52) {
  expect_cases(
      {{"Thanks to a new roaster, espresso prices at Beanline Café will decrease from March, while pastry prices stay the same.",
        "Espresso prices at Beanline Café are going up from March.", "antonym: going vs decrease",
        "Espresso prices at Beanline Café are going down from March."},
       {"The new Oakridge clinic is larger than the old surgery and sits closer to the train station.",
        "The new Oakridge clinic is farther from the train station than the old surgery.", "antonym: farther vs closer",
        "The new Oakridge clinic is closer to the train station than the old surgery."},
       {"Ivy Lane Kennels said weekday walks are fully booked, but weekend walks remain understaffed.",
        "Ivy Lane Kennels said weekend walks are overstaffed.", "antonym: overstaffed vs understaffed",
        "Ivy Lane Kennels said its weekday walks are fully booked."},
       {"The Harbour Museum café is open from 10 a.m. on weekdays but stays closed on bank holidays.",
        "The Harbour Museum café is open on bank holidays.", "antonym: open vs closed",
        "The Harbour Museum café opens at 10 a.m. on weekdays."},
       {"Every climber at Summit Walls watches a short safety briefing and is then fitted with a harness by staff.",
        "At Summit Walls, climbers are fitted with a harness before they watch the safety briefing.", "date_order: before vs then",
        "At Summit Walls, climbers watch the safety briefing before they are fitted with a harness."},
       {"Ashdown Rotary Club donated 300 picture books to Kestrel Hill Primary School for its new library.",
        "Kestrel Hill Primary School gave 300 picture books to Ashdown Rotary Club.", "swapped_roles: School / Club",
        "Kestrel Hill Primary School was given 300 picture books by Ashdown Rotary Club for its library."}});
}

// align:v51: a universal whose predicate the source says of a part only, in another clause
// than its own universal; two steps told in the other order with words of sequence and no date;
// a cue's scope past ", however,"; a permission ("welcome") in the affirmed part of the claim's
// subject; "both" a count of two; "the rest" the complement of a share; "the opening event" no
// opening. One claim of each case was decided wrongly by align:v50; the other beside it is
// decided as before.
TEST(AlignJudge, PartsStepsAndPermissionsOfV51) {
  expect_cases(
      {{"All of the instructors at Harbour Sailing School are RYA-qualified, and some also hold powerboat licences.",
        "All of Harbour Sailing School's instructors hold powerboat licences.", "quantifier: All vs some",
        "Every Harbour Sailing School instructor is RYA-qualified."},
       {"Visitors must first sign the waiver at reception, then collect their harness from the gear desk.",
        "Visitors collect their harness from the gear desk first and sign the waiver at reception afterwards.",
        "date_order: first vs then", "Visitors sign the waiver at reception before collecting their harness from the gear desk."},
       {"Every plumber on the Dunmore Trades List has a gas safety certificate; the list does not, however, check their references.",
        "The Dunmore Trades List checks the references of its plumbers.", "negation: the source negates what the hypothesis states",
        "Every plumber on the Dunmore Trades List has a gas safety certificate."},
       {"Bicycles are not permitted inside the Eastgate Library, but folding scooters are welcome.",
        "Folding scooters are not allowed inside the Eastgate Library.", "negation: the hypothesis negates what the source states",
        "Bicycles are not permitted inside the Eastgate Library."},
       {"Both cafés at Linden Park sell vegan pastries, but only the lakeside café serves hot meals.", nullptr, nullptr,
        "Vegan pastries are sold at the two Linden Park cafés."},
       {"Three of the ten stalls at Market Row sell hot food; the rest sell crafts and clothing.",
        "Most stalls at Market Row sell hot food.", "quantifier: Most vs Three of", "Most stalls at Market Row sell crafts and clothing."},
       {"Registration for the Castlerigg Epee Series closes on 31 January. The first event is on 8 February, and results will be posted within 48 hours.",
        "Registration for the Castlerigg Epee Series opens on 31 January.", "antonym: opens vs closes",
        "Entries for the Castlerigg Epee Series must be in by 31 January, ahead of the opening event on 8 February."}});
}

// align:v50: a source cue whose negated subject the claim speaks of, its predicate aligned to
// another part ("discounted tickets cannot be exchanged"); a predicate the source affirms in
// another clause of a negated sentence ("do not require a mat ..., and the studio provides
// towels"); an opposite beside a word both sides say ("a longer proof gives a taller loaf" /
// "a shorter loaf"); a run of years by its length and by its last; a stretch of time no word of
// the negated part ("this month", "on Mondays"); a part cut at ", when". One claim of each case
// was decided wrongly by align:v49; the other beside it is decided as before.
TEST(AlignJudge, RunsStretchesAndNegatedSubjectsOfV50) {
  expect_cases(
      {{"Tickets bought at the Palace Theatre box office can be exchanged up to a day before the show; discounted tickets cannot be exchanged.",
        "Discounted tickets can be exchanged at the Palace Theatre.", "negation: the source negates what the hypothesis states",
        "Discounted tickets cannot be exchanged at the Palace Theatre."},
       {"Harbour Yoga's morning classes do not require a mat of your own, and the studio provides towels for all members.",
        "Harbour Yoga does not provide towels to class members.", "negation: the hypothesis negates what the source states",
        "Harbour Yoga provides towels for all of its members."},
       {"Bakers at Rye & Crumb note that a longer proof gives a taller loaf and a more open crumb.",
        "According to Rye & Crumb, a longer proof gives a shorter loaf.", "antonym: shorter vs taller",
        "According to Rye & Crumb, a longer proof gives a taller loaf."},
       {"Attendance at the Dunmore Folk Festival has risen for the fourth straight year, organisers said on Monday.",
        "Attendance at the Dunmore Folk Festival has risen for five years in a row.", "number_mismatch: five vs fourth",
        "Attendance at the Dunmore Folk Festival has grown four years running."},
       {"Oakfield Library is not lending laptops this month, though tablets can still be borrowed.",
        "Oakfield Library is lending laptops this month.", "negation: the source negates what the hypothesis states",
        "Tablets can still be borrowed from Oakfield Library this month."},
       {"None of the lifeguards at Cove Beach work on Mondays, when the beach is reserved for surf lessons.",
        "Lifeguards at Cove Beach work on Mondays.", "negation: the source negates what the hypothesis states",
        "On Mondays, Cove Beach is reserved for surf lessons."}});
}

// align:v49: a move "from Tuesday to Monday" no range of weekdays; a time of day not found at a
// day of a month ("3 p.m." / "September 15"); "trains at the ... Rink in Seaford under coach Dan
// Miller" read past both places. One claim of each case was decided wrongly by align:v48; the
// other beside it is decided as before.
TEST(AlignJudge, MovesDaysOfMonthsAndPlacesOfV49) {
  expect_cases(
      {{"Choir practice for the Elm Street Singers moves from Tuesday to Monday evenings in January.",
        "From January, Elm Street Singers practice will be held on Friday evenings.", "date_mismatch: Friday vs Tuesday",
        "From January, Elm Street Singers practice will be held on Monday evenings."},
       {"The Harvest Craft Fair runs from September 13 to September 15, with stalls opening at 9 a.m. each day.",
        "Stalls at the Harvest Craft Fair open at 3 p.m. each day.", "number_mismatch: 3 vs 9",
        "Stalls at the Harvest Craft Fair open at 9 a.m. each day."},
       {"Junior champion Lena Ortiz trains at the Harbour Point Rink in Seaford under coach Dan Miller.",
        nullptr, nullptr,
        "Lena Ortiz is coached by Dan Miller at the Harbour Point Rink."}});
}

// align:v48: "a day or more ahead" a length; four weeks a month. One claim of each case was
// decided wrongly by align:v47. ("last fall" no falling, a particle "back" no place and a later
// "a few" answering the claim's few are in the probe counts.)
TEST(AlignJudge, LeadTimesAndMonthsOfV48) {
  expect_cases(
      {{"Bookings at the Copper Kettle require a $30 deposit, which is refunded in full if the table is cancelled at least 24 hours in advance.",
        nullptr, nullptr,
        "The Copper Kettle refunds the whole $30 deposit if you cancel a day or more ahead."},
       {"Harbour Framing sends its restoration jobs to Alder Workshop, which returns the frames within four weeks.",
        nullptr, nullptr,
        "Alder Workshop handles restoration for Harbour Framing and sends the frames back within a month."}});
}

// align:v47: "under a day's notice" a length, "12 years old" an age (no "old" against "younger"),
// "the site of" no sitting, "coach"/"train" synonyms (a synonym where the source says the word
// itself, not as a title, no sure verb of the roles tests). One claim of each case was decided
// wrongly by align:v46; the other beside it is decided as before.
TEST(AlignJudge, AgesSitesAndCoachesOfV47) {
  expect_cases(
      {{"Customers who cancel a visit with Happy Tails Co. less than 24 hours in advance are charged 50% of the fee. Earlier cancellations receive a full refund.",
        nullptr, nullptr,
        "Happy Tails Co. charges half the fee when a visit is cancelled with under a day's notice."},
       {"Riders under 12 years old must wear a helmet at Fenwick Stables.",
        nullptr, nullptr,
        "At Fenwick Stables, riders younger than 12 must wear a helmet."},
       {"The Harbour Cinema was built on the site of an old fish market.",
        nullptr, nullptr,
        "The Harbour Cinema stands where an old fish market used to be."},
       {"Coach Maria Lopez trained Sam Reid for six years before Reid won the junior regional title.",
        "Sam Reid coached Maria Lopez for six years.", "swapped_roles: Reid / Maria",
        "Maria Lopez coached Sam Reid for six years."}});
}

// align:v46: another word of a name no synonym or direction of the claim's word ("Harbour Cuts");
// a count the claim bounds from below ("More than 150 donors") found at a larger one the source
// states plainly; a compound's "free" ("step-free") answering "without"; "area"/"zone", "shut"/
// "closed"; a synonym that stands where the claim's words after it stand, as the word itself; "a
// day of it" a length; "any" past its predicate's "and"; "all of them" over "a few"; "entirely"
// for "all"; "every day from Tuesday through Sunday" no quantifier. One claim of each case was
// decided wrongly by align:v45; the other beside it is decided as before.
TEST(AlignJudge, NamesBoundsAndSynonymsInPlaceOfV46) {
  expect_cases(
      {{"Prices at Harbour Cuts rose by $4 this summer because of higher rent.",
        "Prices at Harbour Cuts fell by $4 this summer.", "antonym: fell vs rose",
        "Prices at Harbour Cuts went up by $4 this summer."},
       {"The Linden Choir's spring appeal raised $5,200 from 180 donors, beating its $4,000 target.",
        "More than 250 donors gave to the Linden Choir's spring appeal, which beat its $4,000 target.", "number_mismatch: 250 vs 180",
        "More than 150 donors gave to the Linden Choir's spring appeal, which beat its $4,000 target."},
       {"The Elm Street library has step-free access from the bus stop to the reading room.",
        nullptr, nullptr,
        "The Elm Street library's reading room can be reached without steps from the bus stop."},
       {"The Brook Lane leisure centre reopened in March with a new toddler zone.",
        nullptr, nullptr,
        "The Brook Lane leisure centre reopened in March and now has a toddler area."},
       {"Lessons cancelled with less than 24 hours' notice at Pinewood Riding School cost £15.",
        nullptr, nullptr,
        "Pinewood Riding School charges £15 if you cancel a lesson within a day of it."},
       {"The Ridgeway Cafe is open Tuesday through Saturday from 8 a.m. to 4 p.m. and is closed on Sundays and Mondays.",
        nullptr, nullptr,
        "The Ridgeway Cafe shuts its doors on Sundays and Mondays."},
       {"Vouchers from Pinecrest Books never expire and can be spent at any of its four branches.",
        nullptr, nullptr,
        "Pinecrest Books vouchers can be spent at all four of its branches."},
       {"A few of Harlow Bakery's shops serve hot lunches, but all of them sell fresh bread.",
        nullptr, nullptr,
        "Fresh bread is sold at every Harlow Bakery shop."},
       {"Fenwick Pool is closed on Mondays. From Tuesday to Sunday it opens at 7am.",
        nullptr, nullptr,
        "Every day from Tuesday through Sunday, Fenwick Pool opens at 7am."},
       {"The Sunday programme at Kestrel Radio is entirely in Gaelic.",
        nullptr, nullptr,
        "Kestrel Radio's Sunday programme is all in Gaelic."}});
}

// align:v45: whole hours with the part of the day in words ("8 in the morning", "9 at night"), a
// bare hour after "before"/"after" against a time, "two dozen", "zero" before a noun as "no", "a
// full day", "every hour and a half", weekdays and weekends against weekday names; "a handful ...
// cash only" against the claim's "only cash", "any" answering "every"; "not free" against "at no
// extra charge", and "free of charge" no answer to a claim's negation that says nothing of paying;
// "reopening" after the opposite, "stands 12 metres high", "uphill"/"downhill", contrasts cut by
// "even though", bounds of comparatives ("shorter than a third of an hour" / "longer than an
// hour"); "come from" against "supplies ... for", "spotted" for "caught", and a transfer said from
// the other side by the same doer to the same party. One claim of each case was decided wrongly
// by align:v44; the other beside it is decided as before.
TEST(AlignJudge, PartsOfTheDayFreeOfChargeAndTransfersOfV45) {
  expect_cases(
      {{"The Larkfield library's help desk is staffed from 8 a.m. to 6 p.m. on weekdays.",
        "The Larkfield library help desk is staffed from 8 in the morning until 9 in the evening on weekdays.", "number_mismatch: 9 vs 6",
        "The Larkfield library help desk is staffed from 8 in the morning until 6 in the evening on weekdays."},
       {"Wrenfield Marina has 36 berths, a dozen of which are kept for visiting boats.",
        "Wrenfield Marina has two dozen berths.", "number_mismatch: two dozen vs 36",
        "Wrenfield Marina has three dozen berths."},
       {"In its first year, the Corran Lane car park recorded no thefts from parked vehicles.",
        nullptr, nullptr,
        "The Corran Lane car park saw zero thefts from parked vehicles in its first year."},
       {"Patients should avoid caffeine for 24 hours before the scan.",
        nullptr, nullptr,
        "Patients should go without caffeine for a full day ahead of the scan."},
       {"The shuttle bus leaves the airport every 90 minutes.",
        "The airport shuttle bus leaves once every hour and a quarter.", "number_mismatch: hour and a quarter vs 90",
        "The airport shuttle bus leaves once every hour and a half."},
       {"Entry to the Halden Museum is free on Thursdays after 5 p.m.",
        "Entry to the Halden Museum is free on Thursdays after 6.", "number_mismatch: 6 vs 5",
        "Entry to the Halden Museum is free on Thursdays after 5."},
       {"The Orchard Street pool opens at 6 a.m. on weekdays and at 9 a.m. on weekends.",
        nullptr, nullptr,
        "The Orchard Street pool opens at 6 a.m. Monday through Friday and at 9 a.m. on Saturdays and Sundays."},
       {"Most stands at the Eastgate flea market take cards, though a handful of traders accept cash only.",
        nullptr, nullptr,
        "A small number of traders at the Eastgate flea market accept only cash."},
       {"Harlow Cycles charges a £20 minimum for any repair.",
        nullptr, nullptr,
        "Every repair at Harlow Cycles costs at least £20."},
       {"Wetsuits can be hired at no extra charge with every surf lesson at Porthcove.",
        "Wetsuit hire with a Porthcove surf lesson is not free.", "negation: the hypothesis negates what the source states",
        "Wetsuit hire is free with every Porthcove surf lesson."},
       {"Helmets are mandatory for all riders under 14 at Oakfield Skate Park, and helmets can be borrowed free of charge at the kiosk.",
        "Riders under 14 are not required to wear helmets at Oakfield Skate Park.", "negation: the hypothesis negates what the source states",
        nullptr},
       {"Westfield Leisure Centre will close for repairs from 4 to 15 August, reopening to swimmers on 16 August.",
        nullptr, nullptr,
        "Westfield Leisure Centre opens to swimmers again on 16 August."},
       {"The new climbing tower at Crestview Park is 12 metres tall and sits on a rubber base.",
        nullptr, nullptr,
        "The Crestview Park climbing tower stands 12 metres high."},
       {"Most walkers on the Ridgeway path head downhill from the visitor centre.",
        "Most walkers on the Ridgeway path head uphill from the visitor centre.", "antonym: uphill vs downhill",
        nullptr},
       {"Ticket sales at the Rowan Theatre rose this spring even though membership numbers fell.",
        "Membership numbers at the Rowan Theatre rose this spring.", "antonym: rose vs fell",
        "Ticket sales at the Rowan Theatre rose this spring."},
       {"Most lunches at the Greenway canteen take under 20 minutes, though a few meetings run longer than an hour.",
        nullptr, nullptr,
        "Most lunches at the Greenway canteen are shorter than a third of an hour."},
       {"Some of the Eastbrook bus stops on the high street will be relocated this summer; the others will stay where they are.",
        nullptr, nullptr,
        "Eastbrook will move a number of its high-street bus stops this summer."},
       {"Ardley Farm supplies the eggs for Sunny Side Diner's breakfasts.",
        nullptr, nullptr,
        "Sunny Side Diner's breakfast eggs come from Ardley Farm."},
       {"Inspector Carla Diaz caught an error in engineer Tom Reid's load calculation.",
        "Tom Reid spotted an error in Carla Diaz's load calculation.", "swapped_roles: Reid / Carla",
        "Carla Diaz spotted an error in Tom Reid's load calculation."},
       {"Northvale Foods sold its bakery division to the family-owned firm Crumb Bakers in May.",
        "Northvale Foods purchased its bakery division from Crumb Bakers in May.", "swapped_roles: Northvale purchased / sold",
        "Crumb Bakers purchased the bakery division of Northvale Foods in May."}});
}

// align:v44: an exception put before the claim's universal ("Apart from the Northside yard, all
// ... depots"); "open until" the time the source closes at; the claim's own contrast ("every week
// rather than every month") no quantifier; "nightly" for "every night"; a name of one side,
// modifying a head both sides have, with the other side's predicate. One claim of each case was
// decided wrongly by align:v43; the other beside it is decided as before.
TEST(AlignJudge, FrontedExceptionsClosingTimesAndSidesOfV44) {
  expect_cases(
      {{"Harwick Council reports that every depot except its Northside yard now takes electrical items.",
        nullptr, nullptr,
        "Apart from the Northside yard, all Harwick Council depots now take electrical items."},
       {"Brook Lane Pharmacy has extended its weekday hours and will now close at 9pm on Wednesdays. Its Saturday hours are unchanged.",
        nullptr, nullptr,
        "Brook Lane Pharmacy will now stay open until 9pm on Wednesdays."},
       {"Corran Taxis will start paying its drivers weekly instead of monthly from 2 June 2025.",
        nullptr, nullptr,
        "From 2 June 2025, Corran Taxis will pay its drivers every week rather than every month."},
       {"Some of the 30 trails at Pine Ridge are lit nightly; the rest are closed after dark.",
        nullptr, nullptr,
        "At Pine Ridge, part of the 30 trails are lit every night while the others close after dark."},
       {"Manager Ruth Hale said the Oakfield branch would focus on children's books, while the Millbrook branch would specialise in maps.",
        "Ruth Hale said the Oakfield branch would specialise in maps.", "entity_elsewhere: Oakfield with specialise",
        "Ruth Hale said the Millbrook branch would specialise in maps."}});
}


// align:v43: a frequency ("every 30 minutes") and a deal's price no party's number; two names
// joined by a preposition of place or part one phrase; "which" for its antecedent, nearer than a
// name; "and" before a form of "be" and a participle a second predicate; "5 hours and 30 minutes"
// one length; "for every" answering the claim's "always"; "all of them" in a later clause over a
// "most"; "close at" a range's end; "a small number" for few; a later clause's own share; the month
// "May" no modal; a title replaced in its slot; the claim's subject only in an affirmed part of the
// source; "which" doing its antecedent's verb, and a company's "Ltd.," no sentence end. One claim
// of each case was decided wrongly by align:v42; the other beside it is decided as before.
TEST(AlignJudge, FrequenciesPhrasesTitlesAndSharesOfV43) {
  expect_cases(
      {{"The Harbour Point ferry runs every 30 minutes from Quay Street to the island's north pier; it does not call at the marina.",
        nullptr, nullptr,
        "A ferry runs from Quay Street to Harbour Point's north pier every 30 minutes."},
       {"Lindqvist Insurance acquired the smaller broker Norden Cover for €36 million, and Norden's clients will move to Lindqvist policies in June.",
        nullptr, nullptr,
        "Norden Cover clients will be moved to Lindqvist policies in June following Lindqvist's €36 million acquisition of the broker."},
       {"Members of Canvas Hall on the Studio plan get 10 hours of darkroom time per month. Unused hours expire at the end of the month.",
        nullptr, nullptr,
        "The Studio plan at Canvas Hall includes 10 monthly hours of darkroom use."},
       {"The Parkway Rail Card gives 30% off off-peak fares on Lakeline Trains. The card is issued by Parkway District Council.",
        nullptr, nullptr,
        "Parkway District Council issues the Parkway Rail Card, which takes 30% off Lakeline Trains off-peak fares."},
       {"Members of Tidewell Gym can reserve court time up to five days ahead. Casual players cannot reserve courts and are admitted on a first-come, first-served basis.",
        nullptr, nullptr,
        "Casual players at Tidewell Gym are admitted on a first-come, first-served basis."},
       {"The Fenwick Trail Ultra closes to runners 5 hours and 30 minutes after the last wave starts.",
        "The Fenwick Trail Ultra closes five and a half hours after the first wave begins.", "antonym: first vs last",
        "The Fenwick Trail Ultra course closes five and a half hours after the last wave begins."},
       {"Bramble Hall Catering requires a menu tasting for every wedding over 80 guests; for smaller weddings, tastings are optional.",
        nullptr, nullptr,
        "For weddings with more than 80 guests, Bramble Hall Catering always requires a menu tasting."},
       {"Most of the 30 electricians on the Harwell approved list offer evening visits, and all of them must carry at least $2 million in liability insurance.",
        nullptr, nullptr,
        "Every electrician on the Harwell approved list is required to carry at least $2 million in liability insurance."},
       {"Summer hours at Elmbrook Gardens run from June 1 through August 31, with gates open from 8:00 a.m. to 8:00 p.m.; last entry is at 7:00 p.m.",
        nullptr, nullptr,
        "During summer hours, the gates at Elmbrook Gardens close at 8:00 p.m."},
       {"In the trial, most members used the shared kayaks at least once a month, and a small number paddled them every week.",
        "In the trial, most members paddled the shared kayaks every week.", "quantifier: most vs number",
        nullptr},
       {"In a survey of 800 Brightwell Heating customers, 71 percent said their engineer arrived on time and 6 percent reported a leak within the first month.",
        "Most of the surveyed Brightwell Heating customers reported a leak within the first month.", "quantifier: Most vs 6",
        nullptr},
       {"Oakline Studios surveyed its tenants in May: nearly all respondents rated the cleaning positively, but a few complained about parking near the entrance.",
        "Most respondents in Oakline Studios' May survey complained about parking near the entrance.", "quantifier: Most vs few",
        nullptr},
       {"Artistic director Hannah Cole announced that the Linfield Players' spring production will be 'Blithe Spirit,' directed by guest director Omar Haddad.",
        "Artistic director Hannah Cole announced that the Linfield Players' spring production will be 'Noises Off,' directed by guest director Omar Haddad.", "entity_missing: Noises",
        "Hannah Cole said the Linfield Players' spring production will be 'Blithe Spirit,' directed by Omar Haddad."},
       {"The Basic plan does not cover cosmetic procedures, and orthodontic work is excluded. Emergency extractions are covered up to the yearly limit.",
        "Emergency extractions are not covered under the Basic plan.", "negation: the hypothesis negates what the source states",
        "Emergency extractions are covered under the Basic plan up to the yearly limit."},
       {"Kelby Museum leases its shop building to Fernleaf Gifts Ltd., which pays the museum a monthly rent of $4,800.",
        "Kelby Museum pays Fernleaf Gifts Ltd. a monthly rent of $4,800 for the shop building.", "swapped_roles: Museum / Fernleaf",
        "Fernleaf Gifts Ltd. pays Kelby Museum a monthly rent of $4,800 for the shop building."}});
}


// align:v42: "until further notice" no time the negation ends at; the subject of a cue's verb in
// the sentence that says the claim's negated word; "while" before a phrase of time no contrast;
// "unpaid" and other "un-" words negatives; a participle after the claim's noun no word of the
// negated part; a rate ("a year") said by its adjective ("annual"); "received ... from" and
// "trained in a place under" with their doer second; a time zone after "p.m." no sentence end; a
// clock before a word of time ("the 14:15 start"); "all year" no quantifier; "a few" for "some";
// the sides of a contrast told by their subjects' own words; a name of one side with the other
// side's word; a name through "of" ("the Port of Kilmore Authority"); a weekday with the part of
// the day its range ends on; times of day and "three years before" ordered; a sentence opening
// with "They" for the anchor's subject; "cannot ... unless" a requirement; "out of stock"; a word
// after "unless" negated; the anchor on a tie the sentence with the claim's numbers; "up to 72
// hours before" a deadline ("at least 72 hours ahead"). One claim of each case was decided
// wrongly by align:v41; the other beside it is decided as before.
TEST(AlignJudge, ScopesRatesContrastsAndTimesOfV42) {
  expect_cases(
      {{"The coastal path remains closed after the landslide, and walkers are not permitted to use the cliff steps until further notice.",
        nullptr, nullptr,
        "Following the landslide, walkers may not use the cliff steps until further notice."},
       {"Glass bottles are not permitted in the river zone of the Linwood Festival; visitors may bring one plastic bottle, a hat and sunscreen.",
        nullptr, nullptr,
        "Visitors to the river zone of the Linwood Festival may not bring glass bottles."},
       {"The race officials found that Kestrel had failed to give way while on starboard tack and disqualified her from race 2.",
        nullptr, nullptr,
        "Kestrel was disqualified from race 2 after the race officials ruled she did not give way on starboard tack."},
       {"Interns at the Marsh Gallery receive no salary for the summer placement, but the gallery does cover their travel to the site.",
        nullptr, nullptr,
        "Marsh Gallery interns are unpaid for the summer placement, though their travel to the site is covered."},
       {"Corbin Electronics does not accept returns on opened software, but unused headphones may be returned within 14 days with a receipt.",
        nullptr, nullptr,
        "Unused headphones purchased at Corbin Electronics can be returned within 14 days with a receipt."},
       {"The Ridgeway Walking Club meets on the first Sunday of each month. Annual membership costs £30 for adults and £10 for students.",
        nullptr, nullptr,
        "Students pay £10 a year to belong to the Ridgeway Walking Club."},
       {"Coach Ines Marlow mentored goalkeeper Tomas Reyes during the club's pre-season camp in Valencia.",
        nullptr, nullptr,
        "During the club's pre-season camp in Valencia, goalkeeper Tomas Reyes received mentoring from coach Ines Marlow."},
       {"Baker Nadia Osei trained under pastry chef Henri Lacombe in Lyon before opening her own bakery, Osei Bread, in 2016.",
        nullptr, nullptr,
        "Before she opened Osei Bread in 2016, Nadia Osei trained in Lyon under Henri Lacombe."},
       {"Voting in the Harbour Prize opens at 8:00 a.m. GMT on 2 March and closes at 9:00 p.m. GMT on 16 March.",
        nullptr, nullptr,
        "Voting in the Harbour Prize ends at 9 p.m. GMT on 16 March."},
       {"The Kelso Fun Run starts at 14:15 by the bandstand. Registration opens at 13:00 and the course closes at 16:30.",
        nullptr, nullptr,
        "Registration for the Kelso Fun Run opens at 13:00, ahead of the 14:15 start."},
       {"A club survey found that most allotment holders grow vegetables year-round, and some keep bees in summer.",
        nullptr, nullptr,
        "According to the club survey, the majority of allotment holders grow vegetables all year."},
       {"Most of the plants at Briar Nursery are grown on site, though a few rare ferns are bought in from Cornwall.",
        nullptr, nullptr,
        "Some rare ferns at Briar Nursery are bought in from Cornwall."},
       {"Customer satisfaction with Kessel Bank's mobile app was higher than the industry average in the survey, although satisfaction with branch service was lower.",
        "In the survey, satisfaction with Kessel Bank's branch service was higher than the industry average.", "antonym: higher vs lower",
        nullptr},
       {"The Larkfield Library's children's section is managed by Ruth Obi, while the reference section is run by Sam Price.",
        "Ruth Obi manages the reference section at the Larkfield Library.", "entity_elsewhere: Ruth with reference",
        "Ruth Obi manages the children's section at the Larkfield Library."},
       {"Under the new agreement, the Port of Kilmore Authority leases the old harbour office to the Kilmore Rowing Club for £1 a year.",
        "Under the new agreement, the Kilmore Rowing Club leases the old harbour office to the Port of Kilmore Authority for £1 a year.", "swapped_roles: Kilmore / Port",
        nullptr},
       {"The flood warning for the Severn valley stayed in place from Monday until Thursday evening, when it was downgraded to an alert.",
        "The flood warning for the Severn valley was downgraded to an alert on Wednesday evening.", "date_mismatch: Wednesday vs Monday",
        "The Severn valley stayed under a flood warning from Monday until Thursday evening."},
       {"The lifeboat crew was paged at 09:40 on 12 June 2024, and the fishing boat was towed into harbour at 13:15 the same day.",
        "On 12 June 2024 the fishing boat was towed into harbour before the lifeboat crew was paged.", "date_order: before 13:15 vs 09:40",
        nullptr},
       {"Corrin Coffee opened its Leeds roastery in 2017, three years before it launched its subscription service.",
        "Corrin Coffee launched its subscription service before it opened its Leeds roastery.", "date_order: before three years before vs 2017",
        "Corrin Coffee opened its Leeds roastery before it launched its subscription service."},
       {"Gift vouchers from Petal Florists can be spent in any of its shops and never expire. They cannot be exchanged for cash.",
        "Petal Florists gift vouchers can be exchanged for cash.", "negation: the source negates what the hypothesis states",
        nullptr},
       {"Children under 14 cannot use the climbing wall at Peak Point unless supervised by an adult member.",
        nullptr, nullptr,
        "At Peak Point, under-14s need supervision by an adult member to use the climbing wall."},
       {"The shop confirmed that the 1920s Ashcombe teapot was no longer in stock and would not be reordered.",
        nullptr, nullptr,
        "The shop said the 1920s Ashcombe teapot was out of stock and would not be reordered."},
       {"Visitors under 16 cannot enter the Garland Museum's night tour unless accompanied by a parent or guardian.",
        nullptr, nullptr,
        "Unaccompanied under-16s are not allowed on the Garland Museum's night tour."},
       {"Eastleigh Baths' 25-metre pool is heated to 28°C from May to October. The teaching pool is 12 metres long and closes at 7 pm.",
        nullptr, nullptr,
        "The teaching pool at Eastleigh Baths measures 12 metres in length."},
       {"Under the new policy at Ravel Cottages, guests can cancel free of charge up to 72 hours before arrival, and later cancellations are charged the first night's rate. Weekly bookings must be cancelled at least 21 days in advance.",
        nullptr, nullptr,
        "Ravel Cottages lets guests cancel for free as long as they do so at least 72 hours ahead of arrival."}});
}


// align:v41: "fail to" before "at least" a bound the other way; another part's statement where the
// claim lacks the negation's subject, a common word of its focus or its predicate deciding; "all
// other" answering "other than"; "stop" before a gerund a negative; a word negated on one side
// only no opposite of contrasted subjects; "turn" for "convert". The supported claim of each case
// was rejected by align:v40.
TEST(AlignJudge, BoundsAfterFailuresAndOtherSubjectsOfV41) {
  expect_cases(
      {{"Members who fail to attend at least 60% of rehearsals will not be cast in the spring concert.",
        "Members who attend more than 60% of rehearsals will not be cast in the spring concert.", "antonym: more 60 vs least 60",
        "Members who attend less than 60% of rehearsals will not be cast in the spring concert."},
       {"Barbecues may not be lit at Kestrel Cove Campsite during July or August; cooking must be done on the gas rings in the kitchen block.",
        "Barbecues may be lit at Kestrel Cove Campsite during July and August.", "negation: the source negates what the hypothesis states",
        "In July and August, Kestrel Cove Campsite guests must cook on the gas rings in the kitchen block."},
       {"Only the top three schools in the Harlow Science Fair receive trophies; all other participating schools receive certificates.",
        nullptr, nullptr,
        "In the Harlow Science Fair, every participating school other than the top three is given a certificate."},
       {"The Ashby Borough Council voted on Monday to keep its street wardens in place. Night patrol vans will no longer be deployed after the end of the year.",
        nullptr, nullptr,
        "Ashby's street wardens will stay, but its night patrol vans will stop being deployed once the year ends."},
       {"Membership fees at Granite Peak Gym rose by $8 in March, while day-pass prices stayed the same.",
        nullptr, nullptr,
        "Day-pass prices at Granite Peak Gym did not change in March."},
       {"The council approved a plan to turn the old bus depot into a skate park.",
        nullptr, nullptr,
        "The council approved a plan to convert the old bus depot into a skate park."}});
}

// align:v40: a "without" later in a negated clause, past no modal, a double negation; a modal past
// the cue's verb ending its scope; a quantifying cue's phrase read as its subject and the predicate
// after it as its focus; a place the claim puts first shared by both sides of a contrast; an agent
// past an article and two words; the claim's "only" against the source's "any" before a noun; "at
// no cost" answered by "free"; "without one" answering the claim's negation; an order word whose
// other side holds none of the claim's words; "room" for "space"; "both" between "are" and its
// participle; a floating "all" after a plural noun; a claim's negated subject found in the
// source's negated subject; "no-" joined to a noun no negation. One claim of each case was decided
// wrongly by align:v39 (a contradicted one accepted, or a supported one rejected); the other
// beside it is decided as before.
TEST(AlignJudge, DoubleNegationsPhrasesAndFloatingQuantifiersOfV40) {
  expect_cases(
      {{"Visitors who have never dived before can join a taster session at Blue Cove Diving Centre without any prior training.",
        nullptr, nullptr,
        "Complete beginners at Blue Cove Diving Centre can join a taster session with no prior training."},
       {"Greenway Couriers states that it never leaves a parcel with a neighbour without first giving notice by text or email.",
        nullptr, nullptr,
        "Greenway Couriers notifies customers by text or email before leaving a parcel with a neighbour."},
       {"None of the birds ringed at Marsh End Reserve may be handled by visitors; all owls and kestrels must be left to the wardens.",
        nullptr, nullptr,
        "Owls and kestrels ringed at Marsh End Reserve have to be left to the wardens."},
       {"Dogs are permitted on the Long Meadow at Kelso Sports Ground but banned on the Oval and the Bowling Green.",
        nullptr, nullptr,
        "At Kelso Sports Ground, dogs are not allowed on the Bowling Green."},
       {"Westford Dairy was bought by the larger group Alpine Foods in a £6.5 million deal last spring.",
        "Westford Dairy acquired Alpine Foods for £6.5 million last spring.", "swapped_roles: Westford / Alpine",
        "Alpine Foods acquired Westford Dairy for £6.5 million last spring."},
       {"Any member may book the squash courts at the Lindley Club, but only coaches may reserve the sports hall.",
        "Only coaches may book the squash courts at the Lindley Club.", "quantifier: Only vs Any",
        nullptr},
       {"If a tenant reports a fault within 14 days, an engineer returns to repair it free of charge. A standard call-out costs £85.",
        nullptr, nullptr,
        "An engineer comes back at no cost if a tenant reports a fault within 14 days."},
       {"Under the new rules, a parking permit is required for anyone aged 17 or over. Residents under 17 can use the car park without one.",
        nullptr, nullptr,
        "Residents under 17 do not need a parking permit."},
       {"Hollin Reservoir was emptied for repairs in May 2020 and refilled in March 2021, before reopening to sailors in July 2022.",
        nullptr, nullptr,
        "Hollin Reservoir was refilled in March 2021, after being emptied for repairs."},
       {"The new Pike Street studio has space for twelve easels.",
        nullptr, nullptr,
        "The Pike Street studio has room for twelve easels."},
       {"The Riverside Craft Fair accepts cash and cards, but it cannot take cheques.",
        nullptr, nullptr,
        "Cash and cards are both accepted at the Riverside Craft Fair."},
       {"The Rescue 12 defibrillator, made by Orlen Medical, is the model used in all of the Dunmore Fire Service's engines.",
        nullptr, nullptr,
        "The Dunmore Fire Service's engines all carry Orlen Medical's Rescue 12 defibrillator."},
       {"The Fenwick Clay School's taster course includes two wheel sessions and a glazing class. Prior clay experience is not needed to enroll.",
        nullptr, nullptr,
        "No previous clay experience is required to sign up for the Fenwick Clay School's taster course."},
       {"Hire bikes at Lakeview Park cannot be taken outside the park; no-shows are charged the full hire fee.",
        nullptr, nullptr,
        "Customers at Lakeview Park who fail to turn up for their hire bike are charged the full hire fee."}});
}

// align:v39: a range's first time without "am" or "pm" taking the second's, and a claim's time
// with a colon and neither either half of the day; a source's negation answered by another part
// the claim states (its affirmed words not in the negated part, the negated part's subject or
// focus not the claim's), or by its own verb ("failing to repair", "without V-ing", "who have
// never V-ed") that the claim does not say; a claim's subject that the source says only as a
// negated verb's object; a contest's parties cut at their clause and told apart by their own
// words; a name in apposition before its verb as its doer, and doers exchanged between two verbs;
// two names of one phrase, a place after "in" and a noun's agent beside a number; a unit after a
// count no verb; the claim's verb said elsewhere in the source ending the verb's search; a name
// after "or through" no agent; a quantifier before a participle, a test passed or failed, a
// place on both sides and a letting "to" / "from" no exchange of arguments; "contract to" before a
// verb no agency; a clause's first "sold" a participle; an order word's other side read through
// an apposition; an irregular plural no verb before "under"; a count of the claim's noun the
// source gives another count; the subject of an order claim's first event where its verb has no
// date; a name's head of two nouns. One claim of each case was decided wrongly by align:v38 (a
// contradicted one accepted, or a supported one rejected); the other beside it is decided as
// before.
TEST(AlignJudge, ApartPartsDoersAndRangesOfV39) {
  expect_cases(
      {{"Happy hour at the Dockside Bar runs on weekdays from 4 p.m. to 7 p.m., with half-price cocktails.",
        "On weekdays between 5 and 7 p.m., the Dockside Bar serves half-price cocktails.", "number_mismatch: 5 vs 7",
        "On weekdays between 4 and 7 p.m., the Dockside Bar serves half-price cocktails."},
       {"Quiz nights at the Old Anchor take place every Wednesday from 8:30 p.m. to 10:30 p.m.",
        nullptr, nullptr,
        "Quiz nights at the Old Anchor take place every Wednesday from 8:30 to 10:30."},
       {"Kestrel Outdoor does not accept returns of used climbing ropes, but unused ropes may be returned within 30 days.",
        "Used climbing ropes can be returned to Kestrel Outdoor within 30 days.", "negation: the source negates what the hypothesis states",
        "Unused ropes can be returned to Kestrel Outdoor within 30 days."},
       {"The parish council sued the quarry operator Stonebridge Aggregates for failing to repair the damaged footpath along Mill Lane.",
        "Stonebridge Aggregates repaired the damaged footpath along Mill Lane.", "negation: the source negates what the hypothesis states",
        "Stonebridge Aggregates was sued by the parish council over the damaged footpath along Mill Lane."},
       {"The Fairway cafe accepts card and phone payments only and does not take cash.",
        "Card payments are not accepted at the Fairway cafe.", "negation: the hypothesis negates what the source states",
        "Cash is not accepted at the Fairway cafe."},
       {"At the County Cheese Awards, Hollow Farm Dairy beat last year's winner, Brookside Creamery, to take the gold medal.",
        "At the County Cheese Awards, Brookside Creamery beat Hollow Farm Dairy to take the gold medal.", "swapped_roles: Brookside / Hollow",
        "Hollow Farm Dairy beat Brookside Creamery to win the gold medal at the County Cheese Awards."},
       {"Team Blue Falcon defeated Team Iron Wolf 12 to 9 in the final of the Midlands Paintball Cup.",
        "Team Iron Wolf beat Team Blue Falcon in the final of the Midlands Paintball Cup.", "swapped_roles: Iron / Blue",
        "Team Blue Falcon won the final of the Midlands Paintball Cup against Team Iron Wolf."},
       {"The surveyor, Priya Mehta, found cracks in the chimney stack, and the builder, Tom Aldridge, repaired them a week later.",
        "Priya Mehta repaired the cracks in the chimney stack a week after they were found.", "swapped_roles: Mehta / Aldridge",
        "Builder Tom Aldridge repaired the cracks in the chimney stack a week after surveyor Priya Mehta found them."},
       {"During Tuesday's exercise, head nurse Clara Moss played the injured climber while trainee Ben Ward performed the evacuation.",
        "In Tuesday's exercise, Ben Ward played the injured climber while Clara Moss performed the evacuation.", "swapped_roles: Moss / Ward",
        nullptr},
       {"The new Tern Pro kayak from Lakeshore Paddles weighs 14 kilograms and carries up to 120 kilograms of load.",
        nullptr, nullptr,
        "Lakeshore Paddles' new Tern Pro kayak carries up to 120 kilograms of load."},
       {"The winning bid of $8,400 for the 1952 Gibson guitar at the Redhill Auction came from a dealer in Leeds.",
        nullptr, nullptr,
        "A dealer from Leeds placed the $8,400 winning bid on the 1952 Gibson guitar at the Redhill Auction."},
       {"Local runner Ada Quinn won the Riverside 10K, finishing four seconds ahead of defending champion Mia Holt.",
        nullptr, nullptr,
        "Ada Quinn beat defending champion Mia Holt by four seconds to win the Riverside 10K."},
       {"Since May, the Kelby ferry no longer accepts cash; tickets must be paid for by card or through the PortPass app.",
        nullptr, nullptr,
        "Tickets for the Kelby ferry can be paid for via the PortPass app."},
       {"The inspector failed the 2019 hatchback because its brake lights did not work; the tyres passed.",
        nullptr, nullptr,
        "The 2019 hatchback failed inspection because its brake lights were not working."},
       {"Under the deal, the Harbour Rowing Club will rent boat storage from the Quayside Sailing Centre for two days a week.",
        "Under the deal, the Quayside Sailing Centre will rent boat storage from the Harbour Rowing Club.", "swapped_roles: Centre / Harbour",
        "The Quayside Sailing Centre will rent boat storage to the Harbour Rowing Club two days a week."},
       {"The new ferry Osprey entered service on 2 May 2025, three months after the vessel it replaced, the Tern, was withdrawn in February.",
        "The Osprey entered service before the Tern was withdrawn.", "date_order: before 2 May 2025 vs February 2025",
        "The Tern was withdrawn before the Osprey entered service."},
       {"The Sandbay Lido never charges children under five for entry, and toddlers do not count toward a family ticket.",
        nullptr, nullptr,
        "Children under five are admitted to the Sandbay Lido free of charge."},
       {"Our holiday cottage Wren sleeps up to eight guests in four bedrooms and has two bathrooms.",
        "Wren is a holiday cottage with four bathrooms.", "number_mismatch: four bathroom vs two bathroom",
        "Wren is a holiday cottage with two bathrooms."},
       {"Marsh Lane Leisure Park first opened in 2001. Its climbing wall was added in 2009, and the splash pad followed in 2016.",
        "Marsh Lane Leisure Park's splash pad was built before its climbing wall.", "date_order: before 2016 vs 2009",
        "Marsh Lane Leisure Park's climbing wall was built before its splash pad."},
       {"Tidy Home Ltd recalled 12,000 bottles of its GleamPro floor cleaner, but its BrightPane window spray was not affected.",
        "Tidy Home Ltd recalled 12,000 bottles of its BrightPane window spray.", "entity_elsewhere: BrightPane vs GleamPro",
        "The recall of 12,000 GleamPro floor cleaner bottles by Tidy Home Ltd did not include BrightPane window spray."}});
}

// align:v38: a weekday written as a name against the window's other weekday; "at most" before a
// number no "most"; a claim's word said more often than the source, where its opposite stands;
// a second predicate after "and" and a modal or auxiliary out of a negation's scope and subject;
// the claim's "always" as "at all times"; "advised against" and "kept ... from" negatives; an
// exception's subject cut short by a participle; a name after ", ahead of" from the other part,
// past the noun it heads ("the Nipper van"); a verb after a modal a verb between two names; the agent's "by" after a short
// phrase; "by" against "from"; the pronoun object of an order's second event. One claim of each
// case was decided wrongly by align:v37 (a contradicted one accepted, or a supported one
// rejected); the other beside it is decided as before.
TEST(AlignJudge, WeekdaysRepeatedWordsAndSecondPredicatesOfV38) {
  expect_cases(
      {{"Adult learn-to-skate classes at Maple Leaf Arena meet on Tuesday evenings from 7:00 to 8:00 p.m. The winter session runs for eight weeks starting January 9.",
        "The adult learn-to-skate classes at Maple Leaf Arena meet from 7:00 to 8:00 p.m. on Thursdays.", "date_mismatch: Thursdays vs Tuesday",
        "Maple Leaf Arena's adult learn-to-skate classes meet on Tuesday evenings."},
       {"Each chalet at Pinewood Hollow sleeps at most six people and comes with its own hot tub.", nullptr, nullptr,
        "Every chalet at Pinewood Hollow has its own hot tub."},
       {"Darts players in the Friday Open league with higher rankings receive a lower handicap.",
        "Darts players with higher rankings receive a higher handicap in the Friday Open league.", "antonym: higher vs lower",
        "In the Friday Open league, players with higher rankings get a lower handicap."},
       {"After the merger, the courier firm Pace & Co closed its Leeds depot and opened a new hub in Wakefield.",
        "After the merger, Pace & Co kept its Leeds depot open and opened a new hub in Wakefield.", "antonym: open vs closed",
        "After the merger, Pace & Co opened a new hub in Wakefield."},
       {"The Greenhome loan does not require a deposit and can be repaid early without a fee.",
        "The Greenhome loan cannot be repaid early without a fee.", "negation: the hypothesis negates what the source states",
        "The Greenhome loan can be paid off early without a fee."},
       {"Hotel guests do not pay a fee and can park in the garage.", "Hotel guests cannot park in the garage.",
        "negation: the hypothesis negates what the source states", "Hotel guests can park in the garage."},
       {"Brightside Insulation has been certified by the Home Energy Board since 2019 and has never had a claim upheld against it.",
        "Brightside Insulation is not certified by the Home Energy Board.", "negation: the hypothesis negates what the source states",
        "Brightside Insulation has never had a claim upheld against it."},
       {"Dogs must be kept on a lead at all times in Fernhill Park.", nullptr, nullptr, "In Fernhill Park, dogs must always be on a lead."},
       {"Passengers who are pregnant should not ride the Whirlwind.", nullptr, nullptr,
        "Pregnant passengers are advised against riding the Whirlwind."},
       {"The Skyline wheel at Harbour Fair did not operate on Saturday because of storms.", nullptr, nullptr,
        "Storms kept the Skyline wheel at Harbour Fair from running on Saturday."},
       {"Outside drinks are not permitted inside Lanebury Lanes, except for bottles of water bought for children.",
        "Bottles of water bought for children are not allowed inside Lanebury Lanes.",
        "negation: the hypothesis negates what the source states", "Outside drinks are not allowed inside Lanebury Lanes."},
       {"Haulright Rentals recommends the Carrier truck, which has a 16-foot box and a tail lift, for two-bedroom flats; the smaller Nipper van suits studio flats.",
        "Haulright Rentals recommends the Nipper van for two-bedroom flats.", "entity_elsewhere: Nipper vs Carrier",
        "Haulright Rentals recommends the Carrier truck for two-bedroom flats."},
       {"The Summitlite 2 tent won 'Best Ultralight Tent' at the 2025 Hiking Awards, ahead of the Corrie UL1.",
        "The Corrie UL1 won 'Best Ultralight Tent' at the 2025 Hiking Awards.", "entity_elsewhere: Corrie vs Summitlite",
        "The Summitlite 2 tent won 'Best Ultralight Tent' at the 2025 Hiking Awards."},
       {"Under the agreement, the landlord, Fenwick Estates, will lease the depot to Parcelgo Ltd for five years.",
        "Under the agreement, Parcelgo Ltd will lease the depot to Fenwick Estates for five years.", "swapped_roles: Parcelgo / Fenwick",
        "Under the agreement, Fenwick Estates will lease the depot to Parcelgo Ltd."},
       {"The Dunmore to Kelby line, closed in 1962, will reopen as part of a £60 million scheme led by the Northern Rail Partnership.",
        nullptr, nullptr,
        "A £60 million scheme led by the Northern Rail Partnership will reopen the Dunmore to Kelby line, which shut in 1962."},
       {"The Riverside Pool is owned by the town of Ashcombe and managed under contract by Aquaserve Leisure.", nullptr, nullptr,
        "Aquaserve Leisure manages the Riverside Pool under a contract with the town, which owns it."},
       {"Kingpin Alley has replaced its old lane machines with new ones from Strikeline Systems.", nullptr, nullptr,
        "Kingpin Alley now uses lane machines supplied by Strikeline Systems."},
       {"The Consumer Movers Panel gave Swift Haul an A rating in its 2025 report, while rival Cargo Crew received a D.", nullptr, nullptr,
        "Swift Haul received an A from the Consumer Movers Panel in its 2025 report."},
       {"The Eastvale Energy Office will close its drop-in centre on 31 October but keep its phone line open.", nullptr, nullptr,
        "The Eastvale Energy Office's phone line will stay open."},
       {"The council first announced the rent freeze in March 2024, and the board formally approved it in June 2024.",
        "The board formally approved the rent freeze before the council first announced it.", "date_order: before June 2024 vs March 2024",
        "The council announced the rent freeze before the board approved it."}});
}

// align:v37: a name from the other part of a sentence cut at a semicolon or ", and" (a claim's
// first word a name where the source writes it as one inside a sentence), unless that part denies
// what the claim says; the claim's "only" against the source's "anyone" for what the claim says;
// "only once", "only if" a condition, no quantifier; bounds of two different numbers no
// opposites; "all of" reaching past a possessive; an exception's name answering "other than";
// "every ... except" read past a phrase of "of"; "avoid" a negative. One claim of each case was
// decided wrongly by align:v36 (a contradicted one accepted, or a supported one rejected); the
// other beside it is decided as before.
TEST(AlignJudge, NamesFromOtherPartsAndOnlyAgainstAnyoneOfV37) {
  expect_cases(
      {{"Harbour Bank has become the principal shirt sponsor of the Kelso Rovers in a deal worth $4 million a season, succeeding the airline Jetwing.",
        "Jetwing has become the principal shirt sponsor of the Kelso Rovers in a deal worth $4 million a season.",
        "entity_elsewhere: Jetwing vs Bank", "Harbour Bank is now the Kelso Rovers' principal shirt sponsor."},
       {"Stoneway Recycling, which collects household rubbish in Amble, has launched kerbside battery collections; its rival Greencart still serves neighbouring Rothley.",
        "Greencart has launched kerbside battery collections in Amble.", "entity_elsewhere: Greencart vs Recycling",
        "Stoneway Recycling has launched kerbside battery collections."},
       {"Following the merger, the combined hearing care business will trade under the name Sonora, and the Audimax brand will be phased out by the end of the year.",
        "Following the merger, the combined hearing care business will trade under the name Audimax.",
        "entity_elsewhere: Audimax vs Sonora", "Following the merger, the combined business will trade as Sonora."},
       {"Although the Copper Pot tea room was nominated for the town's Best Café award this year, it did not win; the prize went to Millrace Espresso.",
        nullptr, nullptr, "Millrace Espresso won the town's Best Café award this year."},
       {"The Ridley Valley Pass can be purchased by anyone, but only residents of the region get the discounted annual rate.",
        "Only residents of the region can purchase the Ridley Valley Pass.", "quantifier: Only vs anyone",
        "Only residents of the region get the discounted annual rate."},
       {"At Lenswise Optical, contact lens fittings must be completed before a first trial pair is issued.", nullptr, nullptr,
        "Lenswise Optical issues a first trial pair of contact lenses only once the fitting has been completed."},
       {"Homeowners can claim the water rebate for up to three smart shutoff valves per household, and at least one of them must be fitted on the main line.",
        nullptr, nullptr, "A household can receive the rebate for a maximum of three smart shutoff valves."},
       {"Every graduate of the Alder Cooking School's pastry track last year found a job in the industry within six months, according to the school.",
        nullptr, nullptr, "According to Alder Cooking School, all of last year's pastry-track graduates got industry jobs within six months."},
       {"Delivery on the Munchly app is available in every borough of New York City except Staten Island.",
        "Delivery on the Munchly app is available in every borough of New York City.", "quantifier: every vs every except",
        "Munchly delivers in all New York City boroughs other than Staten Island."},
       {"The tenant must give written notice at least 90 days before the lease expiry date if it intends not to renew.", nullptr,
        nullptr, "To avoid renewing, the tenant has to provide written notice no less than 90 days before the lease expires."}});
}

// align:v36: a name's word ("Dry Cleaning") is no opposite of a common word; "no matter" is no
// negation; "without the need for X" negates X; "the majority of" and adverbs ("throughout") are
// no substitution's words; a word said on both sides of "before" votes for neither side's date;
// "May" ending a part is the month; a part ends at ", though"; a source cue whose predicate the
// claim negates in the anchor sentence is matched; an exception to a negation is affirmed; an
// "only" before a phrase of its own restricts that phrase. One claim of each case was decided
// wrongly by align:v35 (a supported one rejected, or a contradicted one accepted); the other
// beside it is decided as before.
TEST(AlignJudge, NamesExceptionsOrdersAndAdverbsOfV36) {
  expect_cases(
      {{"Mara's Dry Cleaning uses a solvent-free wet-cleaning process and has never used perchloroethylene.",
        "Mara's Dry Cleaning has used perchloroethylene.", "negation: the source negates what the hypothesis states",
        "According to its website, Mara's Dry Cleaning has never used perchloroethylene."},
       {"Each member of the Hillcrest Cooperative receives one vote at the annual meeting, regardless of how much grain they deliver.",
        nullptr, nullptr,
        "At the Hillcrest Cooperative's annual meeting, every member gets one vote no matter how much grain they deliver."},
       {"The Volta home charger works with every electric car sold in Europe and is installed without the need for an earth rod.",
        "The Volta home charger needs an earth rod.", "negation: the source negates what the hypothesis states",
        "The Volta home charger can be installed without an earth rod."},
       {"In Corvane's 2024 survey, most repair technicians rated the Ember oven as easy to service, while a small minority said replacement parts were hard to find.",
        nullptr, nullptr, "The majority of technicians in Corvane's 2024 survey said the Ember oven was easy to service."},
       {"Smoking and vaping are prohibited everywhere on the Lindholm Medical Campus, including parking garages.", nullptr,
        nullptr, "Vaping is banned throughout the Lindholm Medical Campus, parking garages included."},
       {"Harlan & Pike Repair opened its first shop in Leeds in 2011 and added a second location in York in 2016.",
        "Harlan & Pike Repair opened its York shop before its Leeds shop.", "date_order: before 2016 vs 2011",
        "Harlan & Pike Repair opened its Leeds shop before its York shop."},
       {"Inspectors visited 12 dairy plants in Kerry in May; none was found to be using banned additives, but two received warnings over labelling.",
        "Some of the dairy plants inspected in Kerry in May were found using banned additives.",
        "negation: the source negates what the hypothesis states",
        "Some of the dairy plants inspected in Kerry in May received warnings over labelling."},
       {"Embalming is not required by law for burial within 24 hours, though Ferncliff Funeral Home requires it for any public viewing.",
        "Ferncliff Funeral Home does not require embalming for a public viewing.",
        "negation: the hypothesis negates what the source states", "Ferncliff Funeral Home requires embalming for any public viewing."},
       {"The Bubble Bay laundromat accepts payment by card and mobile app only; it no longer accepts coins.",
        "Coins are accepted at the Bubble Bay laundromat.", "negation: the source negates what the hypothesis states",
        "Coins are no longer accepted at the Bubble Bay laundromat."},
       {"Pets are not permitted in guest rooms at the Gullview Inn, with the exception of registered assistance dogs.",
        "Registered assistance dogs are not permitted in guest rooms at the Gullview Inn.",
        "negation: the hypothesis negates what the source states", nullptr},
       {"Anyone may use the self-service machines at Elm Street Laundromat; a membership card is needed only for the discounted Monday rates.",
        "Only members may use the self-service machines at Elm Street Laundromat.", "quantifier: Only vs -",
        "Anyone may use the self-service machines at Elm Street Laundromat."}});
}

// align:v35: the claim's "other than" answered by the source's "except"; "closed to", "closure",
// "disabled" and "suspended" as negatives unless the other side says their opposite; the word
// itself beside its opposite said in the clause that holds more of the claim's common words
// before it; "last season" no opposite of "the first time". Each supported claim here but the
// Corrie Bank one (there the contradicted claim is the case: "closed" must not answer "No ...
// open") was rejected by align:v34; the errors beside them are still caught.
TEST(AlignJudge, ExceptionsShutWordsClausesAndPeriodsOfV35) {
  expect_cases(
      {{"Pets are not permitted in the passenger cabin on Harlow Air flights, except for trained assistance dogs.",
        "On Harlow Air flights, pets other than trained assistance dogs are permitted in the passenger cabin.",
        "negation: the source negates what the hypothesis states",
        "On Harlow Air flights, pets other than trained assistance dogs are not permitted in the passenger cabin."},
       {"The Millgate underpass has been closed to pedestrians since the flooding in March.", nullptr, nullptr,
        "Pedestrians cannot use the Millgate underpass since the March flooding."},
       {"Some of Corrie Bank's branches are open on Saturdays; all branches are closed on Sundays.",
        "No Corrie Bank branches are open on Saturdays.", "negation: the hypothesis negates what the source states",
        "Corrie Bank branches are closed on Sundays."},
       {"Visitor numbers at Elm Vale Country Park rose by 12% last year, while the number of reported litter complaints fell for the second year running.",
        nullptr, nullptr, "Reported litter complaints at Elm Vale Country Park fell last year."},
       {"Attendance at Calder Town home games rose by 9 percent last season, while season ticket prices fell slightly for the first time in a decade.",
        "Season ticket prices at Calder Town rose slightly last season.", "antonym: rose vs fell",
        "Season ticket prices at Calder Town fell slightly last season."}});
}

// align:v34: a plural noun ("candidates", "submissions", "sensors") taken for no verb by the
// role tests, nor an adverb for a party ("two poorly fitted units"); a thing passed said with
// "from" on one side and "to" on the other is no exchange; "every project" answers "per
// project"; a gerund after a verb ("finished buying") is a verb to the substitution test; a
// part of the source ending in its auxiliary ("but grass cuttings can") says the negated part's
// predicate affirmed. Each supported claim here was rejected by align:v33; the errors beside
// them are still caught.
TEST(AlignJudge, PluralNounsTransfersRatesAndEllipsesOfV34) {
  expect_cases(
      {{"Dr Amara Lind announced that from next month patients in Hollis Ward will be able to book appointments by text.",
        nullptr, nullptr,
        "According to Dr Amara Lind, appointment patients in Hollis Ward will be able to book by text from next month."},
       {"Quickpost no longer accepts cheque payments; customers must pay through the online portal.", nullptr, nullptr,
        "Customers of Quickpost have to pay via the online portal, as cheques are no longer accepted."},
       {"Tarvo Systems installed the new ventilation units, and an inspector later found two units fitted poorly.", nullptr,
        nullptr, "The inspector found two poorly fitted ventilation units."},
       {"Harlow Labs supplies reagent kits to Benton Diagnostics, which uses them in its rapid tests.",
        "Harlow Labs uses reagent kits from Benton Diagnostics in its rapid tests.",
        "swapped_roles: from Benton Diagnostics / to",
        "Benton Diagnostics uses reagent kits from Harlow Labs in its rapid tests."},
       {"Lingua Bridge charges €0.09 per word for Spanish-to-French translation, with a minimum fee of €30 per project.",
        "Lingua Bridge bills at least €50 for every project.", "number_mismatch: 50 vs 30",
        "For Spanish-to-French work, Lingua Bridge bills at least €30 for every project."},
       {"Halden Security announced on 3 May 2024 that it had completed its takeover of Brightlock, a deal first agreed in January.",
        nullptr, nullptr, "Halden Security finished buying Brightlock by May 2024."},
       {"Glass bottles cannot go in the garden waste bin, but grass cuttings and leaves can.",
        "Glass bottles can go in the garden waste bin.", "negation: the source negates what the hypothesis states",
        "Grass cuttings and leaves can go in the garden waste bin."}});
}

// align:v32: a verb after a modal and an adverb ("will not renew") is a verb to the substitution
// test, as after a modal alone ("won't extend" / "will not renew" is no substitution); a noun in
// that slot still is one.
TEST(AlignJudge, AVerbAfterAModalAndAnAdverbIsNoSubstitution) {
  expect_cases(
      {{"The council will not renew the lease of the Harbour Street market, which ends in June.",
        "The council will not renew the lease of the Harbour Street cafe.", "substitution: cafe vs market",
        "The council won't extend the lease of the Harbour Street market."}});
}

// align:v32: a weekday inside the source's range of weekdays is found there, not one that ends a
// range of the claim's own; "may" in lower case is the modal, no month.
TEST(AlignJudge, WeekdaysInARangeAndTheModalMay) {
  expect_cases(
      {{"The Harlow Street market is open Tuesday through Saturday from 8 a.m. to 2 p.m.",
        "The Harlow Street market is open from Tuesday to Sunday.", "date_mismatch: Sunday vs Saturday",
        "The Harlow Street market opens on Wednesdays and Thursdays at 8 a.m."},
       {"Season tickets bought after 1 December cannot be refunded.", nullptr, nullptr,
        "A season ticket bought after 1 December may not be refunded."}});
}

// align:v31: "withhold" as a negative, a plural subject before "or" and the cue's auxiliary,
// "none of"'s phrase past a participle's lower-case agent, "within a month," as a length of time,
// a compound of a name ("Oslo-based") taken for no verb, dates joined by "and" kept in their part;
// "continue" against "stop" (not "until" against "after") and "affirm" against "reverse" as
// opposites; the true errors beside them still caught.
TEST(AlignJudge, NegativesPhrasesAndOppositesOfV31) {
  expect_cases(
      {{"Owners should withhold water from their horses for six hours before sedation at Marsh Lane Equine Clinic, but hay may be given until the night before.",
        "Before sedation at Marsh Lane Equine Clinic, horses should not be given hay for six hours.",
        "negation: the hypothesis negates what the source states",
        "Before sedation at Marsh Lane Equine Clinic, horses should not be given water for six hours."},
       {"The warranty on the Vela 3 covers the motor for five years, but it does not cover damage caused by water or falls.",
        "Damage from water or falls is covered by the Vela 3 warranty.", "negation: the source negates what the hypothesis states",
        "Damage from water or falls is not covered by the Vela 3 warranty."},
       {"None of the 200 Corran bikes covered by the recall were sold abroad; all of them went to local shops.",
        "All 200 recalled Corran bikes were sold abroad.", "negation: the source negates what the hypothesis states",
        "All 200 recalled Corran bikes went to local shops."},
       {"A survey of 900 drivers by Lowen Research found that most had booked the repair within a month, although about a fifth had not replied.",
        "According to Lowen Research, most of the 900 drivers surveyed booked the repair within a week.",
        "number_mismatch: a week vs a month",
        "According to Lowen Research, most of the 900 drivers surveyed booked the repair within a month."},
       {"Tarn Foods has agreed to buy the Oslo-based chain Nordbake for €40 million.",
        "Nordbake has agreed to buy Tarn Foods for €40 million.", "swapped_roles: Nordbake / Tarn",
        "Nordbake, an Oslo-based chain, is being bought by Tarn Foods for €40 million."},
       {"The Linwood Hospital pharmacy will reopen in the new East Wing on 9 May. Patients can use the old counter until 2 May, and the pharmacy will be closed on 3 and 4 May for the move.",
        "The Linwood Hospital pharmacy will be closed on 9 May.", "antonym: closed vs reopen",
        "The Linwood Hospital pharmacy will be closed on 3 and 4 May while it moves to the East Wing."},
       {"Because of a flu outbreak, Riverside Kennels has temporarily stopped accepting new boarders. Grooming appointments continue as normal.",
        "Despite a flu outbreak, Riverside Kennels is continuing to accept new boarders.", "antonym: continuing vs stopped", nullptr},
       {"Version 3 of Quillpad will continue to receive security updates until 1 May 2026, after which it reaches end of life.",
        nullptr, nullptr, "Version 3 of Quillpad will stop receiving security updates after 1 May 2026."},
       {"The appeals court reversed the lower court's ruling, finding that the judge had wrongly admitted the recording.",
        "The appeals court affirmed the lower court's ruling, finding that the judge had wrongly admitted the recording.",
        "antonym: affirmed vs reversed",
        "The appeals court overturned the lower court's ruling, finding that the judge had wrongly admitted the recording."}});
}

// align:v28: more paraphrases no longer read as errors (a word of another part of speech, or a
// verb after a modal, in the source's slot; a passive's agent, a deal's term or a pronoun by the
// number; a "has been" passive and an "and"-joined subject between two names; "every month" for
// "monthly", "the majority" for "most of", a postposed "only"; a claim's date in its verb's slot;
// a contrast whose other side the claim names; "were beaten" for "lost"; an order said from the
// other side around what both events share); the true errors beside them still caught.
TEST(AlignJudge, MoreParaphrasesNotReadAsErrors) {
  expect_cases(
      {{"Members who book a court on weekends pay a premium of $8 per hour.", nullptr, nullptr,
        "Members who book a court on weekends pay an extra $8 per hour."},
       {"The walls of the Orla Cafe are made of timber.", "The walls of the Orla Cafe are made of steel.",
        "substitution: steel vs timber", "The Orla Cafe has walls made of timber."},
       {"The Harlow Quartet will perform a free concert in the town square on Sunday.",
        "The Harlow Quartet will perform a free concert in the town square on Saturday.", "date_mismatch: Saturday vs Sunday",
        "The Harlow Quartet will give a free concert in the town square on Sunday."},
       {"Mayor Ines Porter announced a 2-million-euro fund for repairs to schools in Dunlow.",
        "Mayor Ines Porter announced a 3-million-euro fund for repairs to schools in Dunlow.",
        "number_mismatch: 3 million vs 2 million", "A 2-million-euro fund for repairs to Dunlow schools was announced by Mayor Ines Porter."},
       {"The tribunal found for nurse Amy Cole in her claim against Westfield Trust and ordered the trust to pay her £8,400.", nullptr,
        nullptr, "Westfield Trust was ordered by the tribunal to pay Amy Cole £8,400."},
       {"Ardley Rovers have agreed to rent the Mill Lane ground from Ardley Council for 15 years at £90,000 a year.",
        "Ardley Rovers have agreed to rent the Mill Lane ground from Ardley Council for 20 years at £90,000 a year.",
        "number_mismatch: 20 vs 15", "Ardley Rovers will pay Ardley Council £90,000 a year to rent the Mill Lane ground for 15 years."},
       {"Corrin Rail has appointed Maya Stone, previously finance director of Lark Freight, as its chief executive.",
        "Maya Stone has appointed Corrin Rail as its chief executive.", "swapped_roles: Stone / Corrin",
        "Maya Stone, formerly finance director of Lark Freight, has been named Corrin Rail's chief executive."},
       {"Vell Buses has taken over routes 4 and 5 from Tarn Coaches, which lost the contract in March.",
        "Vell Buses lost the contract for routes 4 and 5 in March, and Tarn Coaches now runs them.", "swapped_roles: Buses / Tarn",
        "Tarn Coaches lost the contract for routes 4 and 5 in March, and Vell Buses now runs them."},
       {"Interest on the Orbit saver account is paid monthly.", nullptr, nullptr, "Interest on the Orbit saver account is paid every month."},
       {"Most of the 20 clinics in Harby now offer evening appointments; three still do not.",
        "Few of Harby's 20 clinics offer evening appointments.", "quantifier: Few vs Most of",
        "The majority of Harby's 20 clinics offer evening appointments."},
       {"Some rooms at the Dale Hotel can be booked online, but all suites are bookable by phone only.",
        "All suites at the Dale Hotel are bookable online only.", "quantifier: All vs Some",
        "All suites at the Dale Hotel are bookable by phone only."},
       {"The regulator opened its inquiry into Pellam Water in March 2021 and issued its ruling in May 2023.",
        "The regulator opened its inquiry into Pellam Water in May 2023.", "date_mismatch: Water 2023 vs 2021-03",
        "The regulator issued its ruling on Pellam Water in May 2023."},
       {"Ticket sales for the main stage rose by a third this year, while sales for the side stage fell.",
        "Sales for the side stage rose this year.", "antonym: rose vs fell", "Ticket sales for the side stage fell this year."},
       {"Harwick City lost 3-1 away to Dunmore Town on Saturday.", "Harwick City beat Dunmore Town 3-1 away on Saturday.",
        "antonym: beat vs lost", "Harwick City were beaten 3-1 away by Dunmore Town on Saturday."},
       {"The Orin lockers keep a parcel for 48 hours before it is sent back to the depot.",
        "The Orin lockers keep a parcel for 48 hours after it is sent back to the depot.", "antonym: after vs before",
        "A parcel left in an Orin locker is sent back to the depot after 48 hours."}});
  // Parts of speech by key, each word's dominant one in WordNet; a key of no listed word is a noun.
  const AlignLexicon& lex = AlignLexicon::builtin();
  EXPECT_TRUE(lex.same_part_of_speech(lex.key("cheese"), lex.key("rock")));
  EXPECT_TRUE(lex.same_part_of_speech(lex.key("quickly"), lex.key("slowly")));
  EXPECT_TRUE(lex.same_part_of_speech(lex.key("zorblatt"), lex.key("table")));
  EXPECT_FALSE(lex.same_part_of_speech(lex.key("extra"), lex.key("premium")));
  EXPECT_FALSE(lex.same_part_of_speech(lex.key("ahead"), lex.key("advance")));
}

// align:v26: fewer exchanged roles read into paraphrases: a sale said from the buyer's side is no
// contest, a passive's agent right after the number, a number of a name ("Terminal 2") or of a
// score with an en dash, a bare passive on one side only; the true exchange still caught.
TEST(AlignJudge, RolesNotReadIntoParaphrases) {
  expect_cases(
      {{"Harlow Estates bought the old Mill Street depot from Corran Freight for £2.1 million last spring.",
        "Corran Freight bought the old Mill Street depot from Harlow Estates for £2.1 million.", "swapped_roles: Freight / Harlow",
        "Corran Freight sold the old Mill Street depot to Harlow Estates."},
       {"The Port Authority has fined the ferry operator Tidewater Lines £80,000 for late sailings.",
        "Tidewater Lines fined the Port Authority £80,000 for late sailings.", "swapped_roles: Lines / Port",
        "Tidewater Lines was fined £80,000 by the Port Authority for late sailings."},
       {"Passengers for Gate 12 should use the lifts next to Terminal 2's main entrance.", nullptr, nullptr,
        "Terminal 2 passengers for Gate 12 should use the lifts next to the main entrance."},
       {"Ashby Town beat Kelworth 2–1 in the cup final at Fenley Park on Saturday.", nullptr, nullptr,
        "Ashby Town won the cup final at Fenley Park with a 2–1 victory over Kelworth."},
       {"The tribunal ruled in favour of the tenant, Omar Said, and ordered his landlord, Brookside Homes, to repay his deposit.",
        nullptr, nullptr, "Brookside Homes was ordered to repay Omar Said's deposit."}});
}

// align:v25: a verb in the plural present between two arguments exchanged, and an object's head
// past the word after the verb; a direction turned round ("to" against "from"); a name in another's
// slot past a prepositional phrase and a time; a verdict's object past names, and a word of one
// sentence whose subject is the opposite's; "anyone" and "several" against "only"; an order in
// time against months, days and "N months later"; the affirmed part in the sentence next to the
// anchor.
TEST(AlignJudge, PluralVerbsDirectionsSlotsAndOrdersInTime) {
  expect_cases(
      {{"In the Dorrow Valley, foxes hunt voles along the hedgerows at dusk.",
        "In the Dorrow Valley, voles hunt foxes along the hedgerows at dusk.", "swapped_roles: voles / foxes",
        "Foxes in the Dorrow Valley hunt voles along the hedgerows at dusk."},
       {"Members of the allotment society pay the parish council an annual rent of £40 per plot.",
        "The parish council pays members of the allotment society an annual rent of £40 per plot.",
        "swapped_roles: council / members",
        "Allotment society members pay the parish council an annual rent of £40 per plot."},
       {"Pilgrim Harbour leases its old customs house to the Saltmarsh Trust, which runs it as a museum.",
        "Pilgrim Harbour leases its old customs house from the Saltmarsh Trust.", "swapped_roles: from Saltmarsh Trust / to",
        "The Saltmarsh Trust leases the old customs house from Pilgrim Harbour."},
       {"Goalkeeper Tom Ashe has agreed a two-year deal with Wrexford Town after leaving Castlemere at the end of the season.",
        "Tom Ashe has agreed a two-year deal with Castlemere.", "entity_elsewhere: Castlemere vs Wrexford",
        "Tom Ashe has agreed a two-year deal with Wrexford Town."},
       {"The beetle was first recorded in Harrow Wood in 2015 and has since spread to nearby Elm Wood.",
        "The beetle was first recorded in Elm Wood.", "entity_elsewhere: Elm vs Harrow",
        "The beetle was first recorded in Harrow Wood in 2015."},
       {"The town council approved the Kestrel Sailing Club's request to build a slipway, but rejected its plan for a clubhouse bar.",
        "The town council approved the Kestrel Sailing Club's plan for a clubhouse bar.", "antonym: approved vs rejected",
        "The town council approved the Kestrel Sailing Club's request to build a slipway."},
       {"In the Tessel app, dark mode is enabled by default. Automatic backups are disabled by default.",
        "Automatic backups are enabled by default in the Tessel app.", "antonym: enabled vs disabled",
        "Automatic backups are disabled by default in the Tessel app."},
       {"Several bus lines stop at Market Square, but only Line 4 serves the hospital.", "Several bus lines serve the hospital.",
        "quantifier: Several vs only", "Line 4 is the only bus line that serves the hospital."},
       {"Only residents of the estate can use the community gym. Anyone may attend the open days.",
        "Anyone can use the community gym on the estate.", "quantifier: Anyone vs Only", "Anyone may attend the estate's open days."},
       {"The Corvane 5 phone went on sale in Canada in April, three months before its launch in Mexico in July.",
        "The Corvane 5 launched in Mexico before it went on sale in Canada.", "date_order: before July vs April",
        "The Corvane 5 went on sale in Canada before it launched in Mexico."},
       {"The Vellum 2 scanner was unveiled at a trade fair in May 2021 and reached shops eight months later.",
        "The Vellum 2 scanner reached shops before it was unveiled at the trade fair.",
        "date_order: before eight months later vs May 2021",
        "The Vellum 2 scanner reached shops after it was unveiled at the trade fair."},
       // Dates without a year are ordered as the source tells them.
       {"The swimming pool closes for the winter from 1 October and reopens on 1 May.", nullptr, nullptr,
        "The swimming pool reopens on 1 May after its winter closure."},
       {"The guidebook does not include the walking maps from the first edition. It does include a new chapter on cycling routes.",
        "The guidebook does not include a new chapter on cycling routes.", "negation: the hypothesis negates what the source states",
        "The guidebook does not include the walking maps from the first edition."}});
}

// align:v24: a name (or the claim's subject, a common noun) from the other part of a sentence of
// two parts, each with its own; a negated word the source affirms only.
TEST(AlignJudge, NamesFromTheOtherPartAndNegatedWordsAffirmed) {
  expect_cases({{"The 2025 Harbour Cup was won by the Ashby Rowing Club, beating the Kelso Boat Club in the final.",
                 "The Kelso Boat Club won the 2025 Harbour Cup.", "entity_elsewhere: Kelso vs Ashby",
                 "The Ashby Rowing Club won the 2025 Harbour Cup."},
                {"The new data centre will be built in Tamworth rather than Lichfield, the company said.",
                 // (align:v57 reads it first as the alternative the source sets aside.)
                 "The new data centre will be built in Lichfield.", "negation: Lichfield is what the source sets aside",
                 "The new data centre will be built in Tamworth."},
                {"The landlord is responsible for repairing the roof every year, while the tenant must clear the gutters.",
                 "The tenant must repair the roof every year.", "swapped_roles: tenant / landlord", "The tenant must clear the gutters."},
                {"The Pell ferry does not run in January. Bicycles can be carried on every sailing.",
                 "Bicycles cannot be carried on the Pell ferry.", "negation: the hypothesis negates what the source states",
                 "The Pell ferry does not run in January."},
                {"Since March, the Lakeview Hostel no longer accepts cheques. Bed linen is provided free of charge.",
                 "Bed linen is not provided at the Lakeview Hostel.", "negation: the hypothesis negates what the source states",
                 "The Lakeview Hostel does not accept cheques."},
                // A negated occurrence of the word too: no mismatch.
                {"Customers can return unworn shoes within 30 days. Worn shoes cannot be returned.", nullptr, nullptr,
                 "Worn shoes cannot be returned."},
                // A part without a subject of its own shares the first part's.
                {"Vexlo's app is available in Spain and Italy but is not yet available in Portugal.", nullptr, nullptr,
                 "Vexlo's app is not yet available in Portugal."}});
}

// align:v23: a contrast's side by its subject or complement; nouns not taken for the verb
// between two names; "stop doing" read as "no longer does" where the other text says so;
// quantifiers bound to the clause that says the rest; phrasal verbs, "°C", "a day", "half hour",
// "three hundred and forty thousand" and acronyms read as what they say.
TEST(AlignJudge, SidesOfAContrastPhrasalVerbsAndNumberForms) {
  expect_cases({{"Wheat yields in Dorval rose 8% last year, while barley yields fell 3%.",
                 "Barley yields in Dorval rose 3% last year.", "antonym: rose vs fell", "Barley yields in Dorval fell 3% last year."},
                {"Drones are allowed over the harbour but are banned over the old town.", "Drones are allowed over the old town.",
                 "antonym: allowed vs banned", "Drones are banned over the old town."},
                {"Tollbridge Water will no longer send paper bills from March.", "Tollbridge Water will keep sending paper bills from March.",
                 "negation: the source negates what the hypothesis states", "Tollbridge Water will stop sending paper bills from March."},
                {"Ticket prices at the Corran Playhouse will go up by 5% in June.",
                 "Ticket prices at the Corran Playhouse will fall by 5% in June.", "antonym: fall vs go",
                 "Ticket prices at the Corran Playhouse will rise by 5% in June."},
                {"Guided tours of the Alder Mill last a minimum of 90 minutes.", "Guided tours of the Alder Mill last at least two hours.",
                 "number_mismatch: two vs 90", "Guided tours of the Alder Mill last at least an hour and a half."},
                {"The Fernway ferry runs every 30 minutes during the summer.", nullptr, nullptr,
                 "The Fernway ferry runs every half hour during the summer."},
                {"The Fernway ferry runs every 20 minutes during the summer.", "The Fernway ferry runs every half hour during the summer.",
                 "number_mismatch: half vs 20", nullptr},
                {"Complaints are answered within 24 hours.", nullptr, nullptr, "Complaints are answered within a day."},
                {"Complaints are answered within 48 hours.", "Complaints are answered within a day.", "number_mismatch: a day vs 48", nullptr},
                {"The reservoir holds 340,000 cubic metres of water.",
                 "The reservoir holds three hundred and fourteen thousand cubic metres of water.",
                 "number_mismatch: three hundred and fourteen thousand vs 340,000",
                 "The reservoir holds three hundred and forty thousand cubic metres of water."},
                {"The vaccine must be stored below 8 degrees Celsius.", "The vaccine must be stored below 8°F.",
                 "number_mismatch: 8 fahrenheit vs 8 celsius", "The vaccine must be stored below 8°C."},
                {"The grant is paid by the National Science Foundation.", "The grant is paid by the NIH.", "entity_missing: NIH",
                 "The grant is paid by the NSF."},
                {"The nurses' union said no deal had been agreed after nine hours of talks with Carrow Health on Friday.", nullptr, nullptr,
                 "No deal was agreed in Friday's talks between the nurses' union and Carrow Health."},
                {"The sculptor Anna Vell trained under Piet Moran in Ghent before opening her own studio.",
                 "Anna Vell trained Piet Moran in Ghent.", "swapped_roles: Vell / Piet", nullptr},
                {"The 1902 survey of the Harl Islands was paid for by the Royal Society and carried out by the geologist Ruth Penn.",
                 nullptr, nullptr, "Ruth Penn carried out the 1902 survey of the Harl Islands."},
                {"The Osric Prize was awarded this year to Lena Daud for her novel 'Low Tide'.", nullptr, nullptr,
                 "Lena Daud won this year's Osric Prize for 'Low Tide'."},
                {"Each ward at Kellow Hospital has six beds, and every ward has its own nurses' station.",
                 "Every ward at Kellow Hospital has eight beds.", "number_mismatch: eight vs six",
                 "Every ward at Kellow Hospital has its own nurses' station."}});
}

// align:v16: a word bound to the side of a contrast its opposite stands on (the word itself on
// the other side no longer hides the opposite when the claim's words are the opposite's), a
// negation bound to the affirmed part of a contrast, a universal or "most" whose predicate stands
// in another clause under a part of the whole, names taken from the two sides of a contrast, a
// name of the claim's own in an otherwise aligned claim, and quantities in other units of one
// dimension ("two days" / "48 hours", "half an hour" / "30 minutes"). The sides need a clear lead:
// "Ridership on the Red Line rose slightly last year" against the ridership premise below keeps
// "last year" on the word's side and is still accepted; so is "All rooms at the Harbour Inn have a
// balcony" against the Harbour Inn premise (one word of the predicate, two needed).
TEST(AlignJudge, SidesOfAContrastAndUnits) {
  expect_cases({
           {"The parks board approved a plan to resurface the tennis courts but rejected a proposal to build a skate park.",
            "The parks board approved a proposal to build a skate park.", "antonym: approved vs rejected",
            "The parks board approved a plan to resurface the tennis courts."},
           {"Ridership on the Blue Line rose by 9% last year, while ridership on the Red Line fell slightly.",
            "Ridership on the Red Line rose slightly.", "antonym: rose vs fell",
            "Ridership on the Red Line fell slightly last year."},
           {"Northbound trains on the Coast Line will run as normal on Sunday, but southbound services are replaced by buses between Arlow and Penmere.",
            "Northbound Coast Line services are replaced by buses between Arlow and Penmere.",
            "antonym: Northbound vs southbound", "Southbound Coast Line services are replaced by buses between Arlow and Penmere."},
           {"Campers are allowed to use gas stoves at Brindle Lake. Campfires are banned on the whole shoreline.",
            "Campfires are permitted on the Brindle Lake shoreline.", "antonym: permitted vs banned",
            "Campfires are banned on the Brindle Lake shoreline."},
           {"The Orla 3 headset works with the Vento console, but it is not compatible with the older Vento Mini.",
            "The Orla 3 headset does not work with the Vento console.", "negation: the hypothesis negates what the source states",
            "The Orla 3 headset does not work with the Vento Mini."},
           {"All rooms at the Harbour Inn have air conditioning, and some rooms on the top floor have a private balcony.",
            "All rooms at the Harbour Inn have a private balcony.", "quantifier: All vs some",
            "All rooms at the Harbour Inn have air conditioning."},
           {"Most of the bakeries in the survey sell rye bread, though fewer than a quarter offer gluten-free loaves.",
            "Most of the bakeries in the survey offer gluten-free loaves.", "quantifier: Most vs fewer",
            "Most of the bakeries in the survey sell rye bread."},
           {"Tessa Air flights to Oslo depart from Kelby Terminal, while its flights to Riga depart from Arden Terminal.",
            "Tessa Air flights to Riga depart from Kelby Terminal.", "entity_elsewhere: Kelby with Riga",
            "Tessa Air flights to Riga depart from Arden Terminal."},
           {"The Calder Institute's law school was founded in 1887 in the city of Marlow.",
            "The Calder Institute's law school was founded in Denby in 1887.", "entity_missing: Denby",
            "The Calder Institute's law school was founded in Marlow in 1887."},
           {"Downloaded episodes expire 48 hours after playback starts.", "Downloaded episodes expire three days after playback starts.",
            "number_mismatch: three vs 48", "Downloaded episodes expire two days after playback starts."},
           {"Locked accounts are unlocked automatically after 30 minutes.", "Locked accounts are unlocked automatically after an hour.",
            "number_mismatch: an hour vs 30", "Locked accounts are unlocked automatically after half an hour."},
           {"The course can be completed in as little as 18 months.", "The course can be completed in as little as two years.",
            "number_mismatch: two vs 18", "The course can be completed in as little as a year and a half."},
           {"The summit gauge recorded a snow depth of 2.4 metres.", "The summit gauge recorded a snow depth of 420 centimetres.",
            "number_mismatch: 420 vs 2.4", "The summit gauge recorded a snow depth of 240 centimetres."},
  });
}

// align:v17: a transfer or a contest said from the other side ("sold ... to" / "bought ...
// from", "leased ... to" / "leasing ... from", "lent" / "received a loan from") leaves the order
// of the names around a number or a noun undecided; an agent's "by" before an apposition ("by the
// regulator, the Office of Rail Standards"); a weekday in the plural, a sentence's first word and
// a unit in capitals ("14,000 TEU") are not the parties a number belongs to. The verb turned
// without the parties is still caught, by the reading of takeovers as two parties.
TEST(AlignJudge, TransfersSaidFromTheOtherSide) {
  expect_cases({
           {"Harrow Marine sold four tugboats to Meridian Towage for $12 million.",
            "Harrow Marine bought four tugboats from Meridian Towage for $12 million.", "swapped_roles: from Meridian Towage / to",
            "Meridian Towage bought four tugboats from Harrow Marine for $12 million."},
           {"Skyline Air has leased six aircraft to Pinecrest Airways for the summer season.", nullptr, nullptr,
            "Pinecrest Airways is leasing six aircraft from Skyline Air for the summer season."},
           {"Fenwood Capital has lent £30 million to the retailer Brook & Daughters.", nullptr, nullptr,
            "Brook & Daughters has received a £30 million loan from Fenwood Capital."},
           {"Rail operator Eastlink has been fined £2 million by the regulator, the Office of Rail Standards.",
            "Eastlink fined the Office of Rail Standards £2 million.", "swapped_roles: Standards / Eastlink",
            "The Office of Rail Standards fined Eastlink £2 million."},
           {"Server maintenance for the Arlo platform takes place every Sunday between 02:00 and 04:00 UTC.", nullptr, nullptr,
            "Arlo platform maintenance takes place on Sundays between 02:00 and 04:00 UTC."},
           {"The container ship Vestby Star has a capacity of 14,000 TEU and a length of 366 metres.", nullptr, nullptr,
            "The Vestby Star is 366 metres long and can carry 14,000 TEU."},
  });
}


// align:v18: a doer, a name or a date put in another party's or event's slot of the source (the
// verb's doer, the word and preposition before a name or a date); shares said after their whole
// ("Of the 15 climbers ..., only four"; "a poll of 900 nurses, a majority"), "fewer than half",
// "at least half", a count against "each", no limit against a bound, a universal against one with
// its exception; a contrast whose claim takes one side's subject and the other side's word; an
// order in time whose first side's subject (and verb before a title) is both events'; plural
// subjects, progressive verbs and "Inc." before a verb.
TEST(AlignJudge, SlotsSharesAndContrastSubjects) {
  expect_cases({
           {"On the Tradewell marketplace, the buyer pays the return postage, and the seller refunds the price once the item arrives.",
            "On Tradewell, the seller pays the return postage.", "swapped_roles: seller / buyer",
            "On Tradewell, the buyer pays the return postage."},
           {"Harbour City won the Coastal Cup final on Sunday, two points ahead of Millbrook Rovers.",
            "Millbrook Rovers won the Coastal Cup final on Sunday.", "swapped_roles: Rovers / City",
            "Harbour City won the Coastal Cup final on Sunday."},
           {"Judge Alma Reyes wrote the ruling in Parker v. Lane, while Judge Owen Hart wrote a short concurrence.",
            "Judge Owen Hart wrote the ruling in Parker v. Lane.", "swapped_roles: Hart / Reyes",
            "Judge Alma Reyes wrote the ruling in Parker v. Lane."},
           {"When a parcel is redirected, the recipient receives a text message and the sender is charged a fee of $3.",
            "When a parcel is redirected, the recipient is charged a fee of $3.", "swapped_roles: recipient / sender",
            "When a parcel is redirected, the sender is charged a fee of $3."},
           {"The Lumio reading app launched first in Canada in 2022 and expanded to Ireland and Scotland a year later.",
            "The Lumio reading app first launched in Ireland.", "entity_elsewhere: Ireland vs Canada",
            "The Lumio reading app first launched in Canada."},
           {"Staff at Brenton Foods record their hours in ClockPoint, while expense claims go through the finance portal, Spendly.",
            "Brenton Foods staff record their hours in Spendly.", "entity_elsewhere: Spendly vs ClockPoint",
            "Brenton Foods staff record their hours in ClockPoint."},
           {"The new community pool has opened in Ferndale, replacing the old pool in the neighbouring village of Ashcombe.",
            "The new community pool has opened in Ashcombe.", "entity_elsewhere: Ashcombe vs Ferndale",
            "The new community pool has opened in Ferndale."},
           {"Founded in 2011, the photo app Snapwell was bought by Orion Media in 2017 and retired its web version in 2020.",
            "Snapwell was bought by Orion Media in 2020.", "date_mismatch: Media 2020 vs 2017",
            "Snapwell was bought by Orion Media in 2017."},
           {"The merger of Kent Freight and Dover Cargo was announced on 4 May and completed on 30 September.",
            "The merger of Kent Freight and Dover Cargo was announced on 30 September.", "date_mismatch: announced September vs --05-04",
            "The merger of Kent Freight and Dover Cargo was announced on 4 May."},
           {"Of the 15 climbers who set out from base camp, only four reached the summit; the others turned back at the ridge.",
            "Most of the 15 climbers reached the summit.", "quantifier: Most vs only four",
            "Most of the 15 climbers turned back at the ridge."},
           {"Of the 30 firms in the programme, 24 have hired new staff this year.",
            "Only a few of the firms in the programme have hired new staff this year.", "quantifier: few vs 24",
            "Most of the firms in the programme have hired new staff this year."},
           {"In a poll of 900 nurses, a majority said they would back the new rota.",
            "Fewer than half of the nurses polled said they would back the new rota.", "quantifier: Fewer vs a majority",
            "More than half of the nurses polled said they would back the new rota."},
           {"At least half of the tickets for each matinee are held back for schools.",
            "Fewer than half of the tickets for each matinee are held back for schools.", "antonym: Fewer half vs least half",
            "Half or more of the tickets for each matinee are held back for schools."},
           {"Each of the three branches of Pell Books opens on Sundays.",
            "Only one of the three branches of Pell Books opens on Sundays.", "quantifier: Only vs Each",
            "All three branches of Pell Books open on Sundays."},
           {"Library members may renew at most three items online at a time.",
            "Library members can renew as many items as they like online.", "quantifier: as vs at most three",
            "Library members can renew up to three items online at a time."},
           {"Customers may apply at most one voucher per order at Grocero.",
            "Grocero customers can apply several vouchers to one order.", "quantifier: several vs at most one",
            "Grocero customers can apply one voucher per order."},
           {"Step-free access is available at every station except Hill Road.",
            "Step-free access is available at all stations.", "quantifier: all vs every except",
            "Step-free access is available at every station except Hill Road."},
           {"Wheat prices on the Delmar exchange rose this month, while barley prices fell.",
            "Barley prices on the Delmar exchange rose this month.", "antonym: rose vs fell",
            "Barley prices fell this month."},
           {"The main hall of the Fenwick Centre is heated, while the annexe is unheated.",
            "The annexe at the Fenwick Centre is heated.", "antonym: heated vs unheated",
            "The annexe at the Fenwick Centre is unheated."},
           {"The band Iron Vale released its first album 'Dust' in 2012 and its second, 'Rain', in 2016.",
            "Iron Vale released 'Rain' before its first album 'Dust'.", "date_order: before 2016 vs 2012",
            "Iron Vale released 'Dust' before 'Rain'."},
           {"The senior nurses trained the new interns in triage during a three-day course.",
            "The new interns trained the senior nurses in triage.", "swapped_roles: interns / nurses",
            "The senior nurses trained the new interns in triage."},
           {"Corla Systems is suing its former supplier Dextro Labs over unpaid invoices.",
            "Dextro Labs is suing its former supplier Corla Systems over unpaid invoices.", "swapped_roles: Dextro / Corla",
            "Corla Systems is suing Dextro Labs over unpaid invoices."},
           {"Halden Inc. acquired the analytics firm Qubo for $90 million.",
            "Qubo acquired Halden Inc. for $90 million.", "swapped_roles: Qubo / Halden",
            "Halden Inc. acquired Qubo for $90 million."},
  });
}


// align:v19: two arguments of one verb exchanged (its subject, its object and the objects of "to",
// "from", "into", "with", "for", "by"), each found in the other's place and neither in its own, at
// every occurrence of the verb near the anchor sentence, in the same voice.
TEST(AlignJudge, ArgumentsOfOneVerbExchanged) {
  expect_cases({
           {"During the test, the technician slowly pours the diluted bleach into the bucket of water, never the water into the bleach.",
            "The technician slowly pours the water into the diluted bleach.", "swapped_roles: water / bleach",
            "The technician slowly pours the diluted bleach into the bucket of water."},
           {"In the first step, the buffer solution is transferred from the beaker to the volumetric flask.",
            "The volumetric flask is transferred from the beaker to the buffer solution.", "swapped_roles: flask / solution",
            "The buffer solution is transferred to the volumetric flask."},
           {"The site supervisor briefed the new welders on the fire procedures before the shift began.",
            "The new welders briefed the site supervisor on the fire procedures.", "swapped_roles: welders / supervisor",
            "The site supervisor briefed the new welders on the fire procedures."},
  });
}

}  // namespace citeval::judge
