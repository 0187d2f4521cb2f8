// Readers of labelled data (GenSearch, WiCE, AttributionBench, plain) and of --scores files:
// chunk labels, statement grouping, and errors naming file, line and field.
#include "meta/labelled_data.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <random>
#include <string>

#include "meta/scored_set.h"

namespace citeval::meta {
namespace {

ProcessingOptions small_chunks(std::size_t words) {
  ProcessingOptions o;
  o.max_words = words;
  return o;
}

TEST(LabelledData, WiceUsesSupportingSentencesDirectly) {
  // Sentences of 2 words, chunks of 4 words: [s0 s1] [s2 s3] [s4]. Sentence 3 supports.
  const std::string text =
      R"({"claim": "C one", "label": "partially_supported", "supporting_sentences": [[3], []], )"
      R"("evidence": ["a b", "c d", "e f", "g h", "i j"], "meta": {"id": "dev1"}})"
      "\n"
      R"({"claim": "C two", "label": "not_supported", "supporting_sentences": [[], [0]], )"
      R"("evidence": ["k l", "m n"]})"
      "\n";
  auto r = parse_labels(text, "w.jsonl", LabelFormat::kAuto, small_chunks(4));
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->format, LabelFormat::kWice);
  ASSERT_EQ(r->statements.size(), 2u);
  EXPECT_EQ(r->statements[0].id, "dev1");
  EXPECT_EQ(r->statements[1].id, "line 2");
  ASSERT_EQ(r->candidates.size(), 4u);
  EXPECT_EQ(r->candidates[0].passage, "a b\nc d");
  EXPECT_EQ(r->candidates[0].level, 0);
  EXPECT_EQ(r->candidates[1].passage, "e f\ng h");
  EXPECT_EQ(r->candidates[1].level, 1);
  EXPECT_EQ(r->candidates[2].level, 0);
  // not_supported: every chunk is no support, whatever supporting_sentences holds.
  EXPECT_EQ(r->candidates[3].passage, "k l\nm n");
  EXPECT_EQ(r->candidates[3].level, 0);
  EXPECT_EQ(r->candidates[3].statement, 1u);
  EXPECT_EQ(r->stats.pairs_by_level[1], 1u);
  EXPECT_EQ(r->stats.pairs_by_level[0], 1u);
}

TEST(LabelledData, WiceErrorsNameLineAndField) {
  const std::string bad_index =
      R"({"claim": "c", "label": "supported", "supporting_sentences": [[0, 5]], "evidence": ["a", "b"]})";
  auto r = parse_labels("\n" + bad_index, "w.jsonl", LabelFormat::kWice, {});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(
      r.error().to_string(),
      "w.jsonl:2: field 'supporting_sentences[0][1]': must be a sentence index in [0, 2), got 5");
  auto bad_label =
      parse_labels(R"({"claim": "c", "label": "yes", "supporting_sentences": [], "evidence": []})",
                   "w.jsonl", LabelFormat::kWice, {});
  ASSERT_FALSE(bad_label.ok());
  EXPECT_EQ(bad_label.error().field, "label");
  EXPECT_EQ(bad_label.error().code, ErrorCode::kInvalidField);
}

TEST(LabelledData, GenSearchLabelsChunksByJaccard) {
  // Two sources for one statement (same query and statement): grouped together.
  const std::string text =
      R"({"query": "q", "statement": "S", "source_supports_statement": "complete_support", )"
      R"("source_text": "one two three.\nfour five six.\nseven eight nine.", )"
      R"("source_localized_evidence": "Four five SIX\n"})"
      "\n"
      R"({"query": "q", "statement": "S", "source_supports_statement": "no_support", )"
      R"("source_text": "ten eleven", "source_localized_evidence": null})"
      "\n"
      R"({"query": "q", "statement": "S", "source_supports_statement": "partial_support", )"
      R"("source_text": "nothing matches here", "source_localized_evidence": "lost in conversion"})"
      "\n";
  auto r = parse_labels(text, "g.jsonl", LabelFormat::kAuto, small_chunks(3));
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->format, LabelFormat::kGenSearch);
  ASSERT_EQ(r->statements.size(), 1u);
  ASSERT_EQ(r->candidates.size(), 5u);
  EXPECT_EQ(r->candidates[0].level, 0);
  EXPECT_EQ(r->candidates[1].passage, "four five six.");
  EXPECT_EQ(r->candidates[1].level, 2);
  EXPECT_EQ(r->candidates[2].level, 0);
  EXPECT_EQ(r->candidates[3].level, 0);
  EXPECT_EQ(r->candidates[4].level, 0);  // partial, but its evidence is not in the text
  EXPECT_EQ(r->stats.evidence_lines, 2u);
  EXPECT_EQ(r->stats.evidence_lines_found, 1u);
  EXPECT_EQ(r->stats.supported_pairs_without_evidence, 1u);
}

TEST(LabelledData, AttributionBenchIsOneCandidateAClaim) {
  const std::string text =
      R"({"claim": "c1", "references": ["r1", "r2"], "attribution_label": "attributable", "id": "x", "src_dataset": "A"})"
      "\n"
      R"({"claim": "c2", "references": ["r3"], "attribution_label": "not attributable", "src_dataset": "B"})"
      "\n";
  auto r = parse_labels(text, "a.jsonl", LabelFormat::kAuto, {});
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->format, LabelFormat::kAttributionBench);
  ASSERT_EQ(r->candidates.size(), 2u);
  EXPECT_EQ(r->candidates[0].passage, "r1\n\nr2");
  EXPECT_EQ(r->candidates[0].level, 2);
  EXPECT_EQ(r->candidates[1].level, 0);
  EXPECT_EQ(r->statements[0].id, "x");
  ProcessingOptions only_b;
  only_b.only_source = "B";
  auto b = parse_labels(text, "a.jsonl", LabelFormat::kAuto, only_b);
  ASSERT_TRUE(b.ok());
  ASSERT_EQ(b->candidates.size(), 1u);
  EXPECT_EQ(b->statements[0].text, "c2");
}

TEST(LabelledData, PlainPassagesAndDocuments) {
  const std::string text =
      R"({"group": 7, "statement": "s", "passage": "p1", "label": 2})"
      "\n"
      R"({"group": 7, "statement": "s", "passage": "p2", "label": "none"})"
      "\n"
      R"({"statement": "t", "document": "x y. z w.", "evidence": ["z w"], "label": "partial"})"
      "\n";
  auto r = parse_labels(text, "p.jsonl", LabelFormat::kAuto, small_chunks(2));
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->format, LabelFormat::kPlain);
  ASSERT_EQ(r->statements.size(), 2u);
  EXPECT_EQ(r->statements[0].id, "7");
  ASSERT_EQ(r->candidates.size(), 4u);
  EXPECT_EQ(r->candidates[1].level, 0);
  EXPECT_EQ(r->candidates[2].passage, "x y.");
  EXPECT_EQ(r->candidates[2].level, 0);
  EXPECT_EQ(r->candidates[3].passage, "z w.");
  EXPECT_EQ(r->candidates[3].level, 1);
  auto bad = parse_labels(R"({"statement": "s", "passage": "p", "label": 3})", "p.jsonl",
                          LabelFormat::kPlain, {});
  ASSERT_FALSE(bad.ok());
  // The words the message lists are the ones get_support_level accepts (it once named only
  // "full", "partial", "none").
  EXPECT_EQ(bad.error().to_string(),
            "p.jsonl:1: field 'label': must be 2 (full), 1 (partial) or 0 (no support), or a word: \"full\", \"partial\", \"no\" (\"none\"), or "
            "WiCE's \"supported\", \"partially_supported\", \"not_supported\"; got 3");
  // Label words: ours and WiCE's, each the level its number is.
  const char* words[][2] = {{"full", "supported"}, {"partial", "partially_supported"}, {"no", "not_supported"}};
  for (int k = 0; k < 3; ++k) {
    for (const char* w : words[k]) {
      auto r2 = parse_labels(std::string(R"({"statement": "s", "passage": "p", "label": ")") + w + "\"}", "p.jsonl",
                             LabelFormat::kPlain, {});
      ASSERT_TRUE(r2.ok()) << w << ": " << r2.error().to_string();
      EXPECT_EQ(r2->candidates.at(0).level, 2 - k) << w;
    }
  }
  EXPECT_FALSE(parse_labels(R"({"statement": "s", "passage": "p", "label": "Full"})", "p.jsonl", LabelFormat::kPlain, {})
                   .ok());
}

TEST(LabelledData, InputErrors) {
  auto malformed = parse_labels("{\"statement\": \"s\", \"label\": 1, \"passage\": \"p\"}\n{oops\n",
                                "f.jsonl", LabelFormat::kAuto, {});
  ASSERT_FALSE(malformed.ok());
  EXPECT_EQ(malformed.error().code, ErrorCode::kParse);
  EXPECT_EQ(malformed.error().line, 2u);
  auto unknown = parse_labels(R"({"foo": 1})", "f.jsonl", LabelFormat::kAuto, {});
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.error().code, ErrorCode::kInvalidArgument);
  auto gz = parse_labels(std::string("\x1f\x8b\x08\x00", 4), "f.jsonl.gz", LabelFormat::kAuto, {});
  ASSERT_FALSE(gz.ok());
  EXPECT_EQ(gz.error().code, ErrorCode::kUnsupported);
  auto missing = read_labels("/nonexistent/labels.jsonl", LabelFormat::kAuto, {});
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().code, ErrorCode::kIo);
  EXPECT_FALSE(parse_label_format("csv").ok());
  EXPECT_EQ(*parse_label_format("wice"), LabelFormat::kWice);
}

TEST(LabelledData, SkippedRecordsLeaveNoTrace) {
  // A plain record that fails after its statement and label were read (no passage or document)
  // must not leave a statement behind; a bad first record does not decide the format.
  const std::string text =
      "{oops\n"
      R"({"statement": "s0", "label": 2})"
      "\n"
      R"({"statement": "s1", "passage": "p1", "label": 2})"
      "\n"
      R"({"foo": 1})"
      "\n"
      R"({"statement": "s2", "passage": "p2", "label": "none"})"
      "\n";
  SkippedRecords skipped;
  auto r = parse_labels(text, "p.jsonl", LabelFormat::kAuto, {}, &skipped);
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  EXPECT_EQ(r->format, LabelFormat::kPlain);
  ASSERT_EQ(r->statements.size(), 2u);
  EXPECT_EQ(r->statements[0].text, "s1");
  EXPECT_EQ(r->statements[1].line, 5u);
  EXPECT_EQ(r->candidates.size(), 2u);
  EXPECT_EQ(r->stats.records, 2u);
  EXPECT_EQ(skipped.count, 3u);
  ASSERT_EQ(skipped.first.size(), 3u);
  EXPECT_EQ(skipped.first[0].to_string().rfind("p.jsonl:1: malformed JSON: ", 0), 0u) << skipped.first[0].to_string();
  EXPECT_EQ(skipped.first[1].to_string(), "p.jsonl:2: field 'passage': a record needs either 'passage' or 'document'");
  EXPECT_EQ(skipped.first[2].line, 4u);
  // Without a collector the first bad record is the error, as before.
  auto strict = parse_labels(text, "p.jsonl", LabelFormat::kAuto, {});
  ASSERT_FALSE(strict.ok());
  EXPECT_EQ(strict.error().line, 1u);
}

TEST(LabelledData, NoUsableRecordIsAnError) {
  SkippedRecords skipped;
  auto bad = parse_labels("{oops\n[1]\n", "b.jsonl", LabelFormat::kAuto, {}, &skipped);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().to_string().rfind("b.jsonl: every record (2) is malformed; first: b.jsonl:1: malformed JSON: ", 0),
            0u)
      << bad.error().to_string();
  auto empty = parse_labels("\n \n", "e.jsonl", LabelFormat::kAuto, {});
  ASSERT_FALSE(empty.ok());
  EXPECT_EQ(empty.error().to_string(), "e.jsonl: no record to read");
  ProcessingOptions only;
  only.only_source = "Z";
  auto none = parse_labels(R"({"claim": "c", "references": ["r"], "attribution_label": "attributable", "src_dataset": "A"})",
                           "a.jsonl", LabelFormat::kAuto, only);
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().to_string(), "a.jsonl: no record of src_dataset 'Z'");
  SkippedRecords s2;
  auto scores = parse_scores_jsonl("{\"group\": 1, \"score\": 0.5, \"label\": 1}\n{\"group\": 1}\n", "s.jsonl", &s2);
  ASSERT_TRUE(scores.ok());
  EXPECT_EQ(scores->size(), 1u);
  EXPECT_EQ(s2.count, 1u);
  EXPECT_EQ(s2.first[0].to_string(), "s.jsonl:2: field 'score': missing");
}

TEST(ScoresJsonl, ReadsAndRoundTrips) {
  const std::string text =
      "{\"group\": \"a\", \"score\": 0.25, \"label\": 2}\n\n{\"group\": 3, \"score\": -1, "
      "\"label\": 0}\n";
  auto r = parse_scores_jsonl(text, "s.jsonl");
  ASSERT_TRUE(r.ok()) << r.error().to_string();
  ASSERT_EQ(r->size(), 2u);
  EXPECT_EQ(r->group_names(), (std::vector<std::string>{"a", "3"}));
  EXPECT_EQ(r->scores()[1], -1.0);
  const std::string path = std::string(CITEVAL_BINARY_DIR) + "/meta_scores_roundtrip.jsonl";
  ScoredSet set = *r;
  set.add(set.group_id("a"), 0.1 + 0.2, 1);
  ASSERT_TRUE(write_scores_jsonl(set, path).ok());
  auto back = read_scores_jsonl(path);
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back->scores(), set.scores());
  EXPECT_EQ(back->labels(), set.labels());
  EXPECT_EQ(back->groups(), set.groups());
}

TEST(ScoresJsonl, Errors) {
  auto bad_label =
      parse_scores_jsonl("{\"group\": \"a\", \"score\": 0.5, \"label\": 1.5}", "s.jsonl");
  ASSERT_FALSE(bad_label.ok());
  EXPECT_EQ(bad_label.error().to_string(),
            "s.jsonl:1: field 'label': must be 2 (full), 1 (partial) or 0 (no support), or a word: \"full\", \"partial\", \"no\" (\"none\"), or "
            "WiCE's \"supported\", \"partially_supported\", \"not_supported\"; got 1.5");
  // Label words are read as their levels.
  auto words = parse_scores_jsonl("{\"group\": \"a\", \"score\": 0.9, \"label\": \"full\"}\n"
                                  "{\"group\": \"a\", \"score\": 0.5, \"label\": \"partially_supported\"}\n"
                                  "{\"group\": \"a\", \"score\": 0.1, \"label\": \"no\"}\n"
                                  "{\"group\": \"a\", \"score\": 0.2, \"label\": \"not_supported\"}\n",
                                  "s.jsonl");
  ASSERT_TRUE(words.ok()) << words.error().to_string();
  EXPECT_EQ(words->labels(), (std::vector<std::uint8_t>{2, 1, 0, 0}));
  auto no_score = parse_scores_jsonl("{\"group\": \"a\", \"label\": 1}", "s.jsonl");
  ASSERT_FALSE(no_score.ok());
  EXPECT_EQ(no_score.error().field, "score");
  auto bad_group = parse_scores_jsonl("{\"group\": [1], \"score\": 1, \"label\": 1}", "s.jsonl");
  ASSERT_FALSE(bad_group.ok());
  EXPECT_EQ(bad_group.error().field, "group");
  auto not_object = parse_scores_jsonl("[1, 2]", "s.jsonl");
  ASSERT_FALSE(not_object.ok());
  EXPECT_EQ(not_object.error().code, ErrorCode::kParse);
}

}  // namespace
}  // namespace citeval::meta

namespace citeval::meta {
namespace {

// Mutated records of every format (byte flips, truncations, spliced fragments) must give a value
// or an error, never a crash or an exception (the readers take untrusted files).
TEST(LabelledData, MutatedInputsNeverCrash) {
  const std::vector<std::string> seeds = {
      R"({"claim": "c", "label": "supported", "supporting_sentences": [[0, 1], [2]], "evidence": ["a b", "c", "d e f"], "meta": {"id": "x"}})",
      R"({"query": "q", "statement": "S", "source_supports_statement": "partial_support", "source_text": "one two.\nthree four five.", "source_localized_evidence": "three four\nfive"})",
      R"({"claim": "c1", "references": ["r1", "r2"], "attribution_label": "not attributable", "id": "x", "src_dataset": "A"})",
      R"({"group": 7, "statement": "s", "document": "x y. z w.", "evidence": ["z w", 3], "label": "partial"})",
      R"({"group": "g", "score": -0.5e3, "label": 2})",
  };
  const std::string fragments[] = {"[",           "]",       "{",    "}",  "\"",
                                   ",",           ":",       "null", "-1", "1e999",
                                   "[[",          "\\u0000", "\xff", "\n", "18446744073709551615",
                                   "\"label\": 2"};
  std::mt19937_64 rng(2024);
  std::size_t ok = 0, errors = 0;
  for (int round = 0; round < 3000; ++round) {
    std::string s = seeds[rng() % seeds.size()];
    const int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits && !s.empty(); ++e) {
      const std::size_t pos = rng() % s.size();
      switch (rng() % 3) {
        case 0:
          s[pos] = static_cast<char>(rng() % 256);
          break;
        case 1:
          s.resize(pos);
          break;
        default:
          s.insert(pos, fragments[rng() % std::size(fragments)]);
          break;
      }
    }
    for (auto format : {LabelFormat::kAuto, LabelFormat::kWice, LabelFormat::kGenSearch,
                        LabelFormat::kAttributionBench, LabelFormat::kPlain}) {
      auto r = parse_labels(s + "\n" + s, "m.jsonl", format, small_chunks(1 + rng() % 5));
      (r.ok() ? ok : errors)++;
    }
    (parse_scores_jsonl(s, "m.jsonl").ok() ? ok : errors)++;
  }
  EXPECT_GT(errors, 0u);
  EXPECT_GT(ok, 0u);
}

}  // namespace
}  // namespace citeval::meta
