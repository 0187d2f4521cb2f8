// citeval meta: meta-evaluation of judges against human support levels (Zhang et al. 2024, seed
// 003): correlation (Table 2), one-vs-one ROC-AUC (Table 3) and NDCG@n retrieval (Figure 3), one
// column a judge, with seeded bootstrap intervals and paired differences between judges.
//
//   citeval meta --labels claim_dev.jsonl --judge lexical --judge table:t.jsonl --cache j.db
//   citeval meta --labels dev.jsonl --format attributionbench --only-source Stanford-GenSearch
//   citeval meta --scores scored.jsonl              # JSON report on stdout, no judging
//   citeval meta --labels d.jsonl --judge lexical -o report.json   # the table, and the JSON report
//   citeval meta --labels d.jsonl --judge lexical --json           # the JSON report on stdout
//   citeval meta --labels d.jsonl --judge lexical --dump-scores out/   # out/lexical.jsonl
//   citeval meta --labels d.jsonl --dump-pairs pairs.jsonl   # the (chunk, statement) pairs
//
// --labels reads GenSearch / WiCE / AttributionBench / plain JSONL (src/meta/labelled_data.h),
// chunks cited documents into <= 150-word chunks and labels chunks (src/meta/chunker.h); every
// (chunk, statement) pair is judged through a JudgeSession (memo, optional SQLite --cache,
// retries), and the Judgment's prob is the score. Pairs a judge cannot decide are counted and
// left out of that judge's figures, never fatal. --scores reads {"group", "score", "label"}
// JSONL (src/meta/scored_set.h) and prints the JSON report (src/meta/meta_report.h).
// A bad record of --labels or --scores (malformed JSON, a missing or invalid field) is skipped:
// the first ones are named on stderr (file, line, field), and the JSON report counts them
// (labels.records_skipped / scores.records_skipped, with the first errors under "skipped"). A
// file with no usable record is refused (exit 1). `--json FILE` (the old spelling of -o FILE)
// still works, with a deprecation note on stderr.
//
// Exit codes: 0 done, 1 the job failed (unreadable or invalid input, an output that is an input
// or cannot be written — checked before any judging —, standard output not written, a judge
// that decided no pair), 2 bad usage.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cctype>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "citeval/judges.h"
#include "citeval/meta.h"
#include "cli/command.h"
#include "cli/eval_common.h"
#include "cli/eval_longcite.h"
#include "cli/progress.h"

namespace citeval::cli {
namespace {

struct MetaCliOptions {
  std::string labels;
  LabelOptions label;  // --format, --chunk-words, --jaccard, --only-source, --limit
  MetaConfig meta;     // --bootstrap, --seed, --confidence, --threads, --ndcg-all-none
  std::vector<std::string> judges;
  std::string cache;
  bool no_cache = false;
  std::string scores;
  std::string json_out;  // -o/--output, or the deprecated --json FILE
  std::string json_out_flag = "--output";  // how json_out was given, for messages
  bool json = false;     // --json: the JSON report on stdout instead of the text
  std::string report;  // --report: the HTML page (report_html/html_report.h)
  std::string dump_scores;
  std::string dump_pairs;
  bool text = false;
  bool no_paper = false;
  int retries = 2;
  std::size_t batch_size = 64;
  bool quiet = false;
  double max_judge_error_rate = 0;  // --max-judge-error-rate, as eval's
};

constexpr const char* kCmd = "citeval meta: ";

int fail(const std::string& message, int code = 1) {
  std::cerr << kCmd << spell_options(message, OptionSpelling::kCli) << "\n";
  return code;
}

// Through an AtomicFile: a failed write leaves neither a half-written file nor PATH.tmp.
Status write_text_file(const std::string& path, const std::string& content) {
  auto f = AtomicFile::create(path);
  if (!f) return f.error();
  f->stream() << content;
  return f->commit();
}

// The report's JSON text; invalid UTF-8 (an input's text quoted in a skipped record's error) is
// replaced, never an exception.
std::string json_text(const nlohmann::json& j) {
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

// A file name for a judge spec: "table:/a/b.jsonl" -> "table_b.jsonl.jsonl"; safe characters only.
std::string file_name_for(const std::string& spec) {
  std::string base = spec;
  if (auto colon = spec.find(':'); colon != std::string::npos) {
    base = spec.substr(0, colon) + "_" +
           std::filesystem::path(spec.substr(colon + 1)).filename().string();
  }
  for (char& c : base) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.') c = '_';
  }
  return base + ".jsonl";
}

// Reads the file `arg` ("-": standard input) with a library reader that skips bad records
// (`read(path, &info)`), as read_input_skipping does.
template <class Read>
auto read_skipping(const std::string& arg, SkippedRecords& skipped, Read read) {
  return read_input_skipping(kCmd, arg, skipped, [&](const std::string& path, SkippedRecords* s) {
    SkippedRecordsInfo info;
    auto r = read(path, &info);
    *s = {info.count, std::move(info.first)};
    return r;
  });
}

int run_scores(const MetaCliOptions& o) {
  SkippedRecords skipped;
  auto set = read_skipping(o.scores, skipped, [](const std::string& path, SkippedRecordsInfo* info) {
    return ScoredPairs::read(path, info);
  });
  if (!set) return fail(set.error().to_string());
  auto report = meta_report_of_scores(*set, o.scores, o.meta, {skipped.count, skipped.first}, !o.no_paper);
  if (!report) return fail(report.error().to_string(), 2);
  const nlohmann::json& j = report->json;
  if (!o.json_out.empty()) {
    if (Status s = write_json_file(j, o.json_out); !s) return fail(s.error().to_string());
  }
  if (!o.report.empty()) {
    const std::string name = std::filesystem::path(o.scores).filename().string();
    if (Status s = write_meta_scores_html(j, *set, name, o.report); !s) return fail(s.error().to_string());
  }
  if (o.text) {
    std::cout << spell_options(report->text, OptionSpelling::kCli);
  } else if (o.json || o.json_out.empty()) {
    std::cout << json_text(j);
  }
  std::cout.flush();
  return std::cout ? 0 : fail("cannot write standard output");
}

int run_labels(const MetaCliOptions& o) {
  const LabelOptions& lo = o.label;
  if (Status st = check_label_options(lo); !st) return fail(st.error().to_string(), 2);
  // The judges, all opened before the labels are read, so a bad spec fails fast (exit 2).
  std::vector<std::string> specs = o.judges;
  if (specs.empty()) specs.push_back(default_judge_spec());
  std::vector<std::unique_ptr<Session>> sessions;
  for (const auto& spec : specs) {
    auto inner = make_judge(spec);
    if (!inner) return fail(inner.error().to_string(), 2);
    SessionConfig config;
    config.cache_path = o.cache;
    config.no_cache = o.cache.empty();  // no --cache: no persistent cache
    config.retries = o.retries;
    config.batch_size = o.batch_size;
    auto session = open_session(std::move(*inner), config, spec);
    if (!session) return fail(session.error().to_string(), 2);
    sessions.push_back(std::move(*session));
  }
  SkippedRecords skipped;
  auto data = read_skipping(o.labels, skipped, [&](const std::string& path, SkippedRecordsInfo* info) {
    return LabelledData::read(path, lo, info);
  });
  if (!data) return fail(data.error().to_string());

  if (!o.dump_pairs.empty()) {
    if (Status s = write_text_file(o.dump_pairs, data->pairs_jsonl()); !s) return fail(s.error().to_string());
  }

  JudgeMetaEvaluation evaluation(*data, o.meta);
  for (std::size_t k = 0; k < sessions.size(); ++k) {
    Session& session = *sessions[k];
    Progress progress(fmt::format("meta {}", judge_display_name(specs[k])), progress_mode(o.quiet));
    const std::string scores_path =
        o.dump_scores.empty() ? std::string() : (std::filesystem::path(o.dump_scores) / file_name_for(specs[k])).string();
    Status st = evaluation.add_judge(
        specs[k], session, [&progress](std::size_t done, std::size_t total) { progress.update(done, total, "pairs"); },
        scores_path);
    progress.finish();
    if (!o.quiet) std::cerr << fmt::format("{}judge {}: {}\n", kCmd, specs[k], session.stats().summary());
    if (!st) return fail(st.error().to_string(), st.error().code == ErrorCode::kInvalidArgument ? 2 : 1);
  }

  const MetaReport report = evaluation.report({.labels_name = o.labels,
                                               .options = lo,
                                               .skipped = {skipped.count, skipped.first},
                                               .show_paper = !o.no_paper});
  if (!o.json) std::cout << spell_options(report.text, OptionSpelling::kCli);
  std::cout.flush();

  if (o.json || !o.json_out.empty() || !o.report.empty()) {
    if (!o.json_out.empty()) {
      if (Status s = write_json_file(report.json, o.json_out); !s) return fail(s.error().to_string());
    }
    if (!o.report.empty()) {
      if (Status s = evaluation.write_html(report.json, o.report); !s) return fail(s.error().to_string());
    }
    if (o.json) std::cout << json_text(report.json) << std::flush;
  }
  if (!std::cout) return fail("cannot write standard output");
  // A judge that decided no pair has no figure at all: the run failed, whatever else it printed
  // (a measuring tool never reports a judge it could not run as if it had been measured).
  // A judge that failed on some pairs has figures on the others only: not on the same pairs as
  // the other judges' nor on the whole set. Said on stderr, and the run fails unless
  // --max-judge-error-rate accepts its share of failed pairs (as `citeval eval` treats a partial
  // figure).
  int code = 0;
  for (const auto& col : evaluation.columns()) {
    if (col.pairs > 0 && col.failed == col.pairs) {
      std::cerr << fmt::format("{}judge {}: every pair failed, its figures are undefined (first error: {})\n", kCmd,
                               col.name, col.first_error);
      code = 1;
    } else if (warn_failed_pairs(kCmd, "judge " + col.name + ": its figures are partial", col.failed, col.pairs,
                                 o.max_judge_error_rate, col.first_error, "gives the whole figures")) {
      code = 1;
    }
  }
  return code;
}

int run_meta(const MetaCliOptions& o) {
  if (o.labels.empty() == o.scores.empty())
    return fail("give exactly one of --labels FILE or --scores FILE", 2);
  if (o.meta.ndcg_all_none != "skip" && o.meta.ndcg_all_none != "zero")
    return fail("--ndcg-all-none must be skip or zero", 2);
  if (!o.scores.empty()) {
    if (!o.judges.empty() || !o.dump_scores.empty() || !o.dump_pairs.empty()) {
      return fail("--judge, --dump-scores and --dump-pairs need --labels", 2);
    }
    if (Status st = check_io_paths({{"--scores", o.scores}}, {{o.json_out_flag, o.json_out}, {"--report", o.report}}); !st)
      return fail(st.error().to_string());
    return run_scores(o);
  }
  // Every output is checked before the labels are read and judged: an input it would overwrite,
  // or a file that cannot be written, is found now, not after the run.
  PathArgs inputs = {{"--labels", o.labels}};
  PathArgs outputs = {{o.json_out_flag, o.json_out}, {"--dump-pairs", o.dump_pairs}, {"--cache", o.cache},
                      {"--report", o.report}};
  std::vector<std::string> specs = o.judges;
  if (specs.empty()) specs.push_back(default_judge_spec());
  for (const auto& spec : specs) {
    for (auto& in : judge_input_paths(spec)) inputs.push_back(std::move(in));
    if (!o.dump_scores.empty()) {
      outputs.push_back({"--dump-scores", (std::filesystem::path(o.dump_scores) / file_name_for(spec)).string()});
    }
  }
  if (Status st = check_one_stdin(inputs); !st) return fail(st.error().to_string(), 2);
  if (Status st = check_distinct_paths(inputs, outputs); !st) return fail(st.error().to_string());
  if (!o.dump_scores.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(o.dump_scores, ec);
    if (ec)
      return fail(fmt::format("{}: cannot create directory: {}", o.dump_scores, ec.message()));
  }
  if (Status st = check_writable_outputs(outputs); !st) return fail(st.error().to_string());
  return run_labels(o);
}

void setup(CLI::App& app, CommandContext& ctx) {
  auto* sub = app.add_subcommand(
      "meta", "Meta-evaluate judges against human support levels (Tables 2-3, Figure 3)");
  auto o = std::make_shared<MetaCliOptions>();
  const std::string known = known_judges_text();
  sub->add_option("--labels", o->labels,
                  "labelled statement-citation JSONL (GenSearch, WiCE, AttributionBench, plain)");
  sub->add_option("--format", o->label.format,
                  "label format: auto, gensearch, wice, attributionbench, plain")
      ->capture_default_str();
  sub->add_option("--judge", o->judges,
                  "judge spec, repeatable (" + known + "); default " + default_judge_spec());
  sub->add_option("--cache", o->cache, "SQLite file of the persistent judgment cache");
  sub->add_option("--scores", o->scores,
                  "skip judging: JSONL {group, score, label} (label 2/1/0, full/partial/no, or WiCE's "
                  "supported/partially_supported/not_supported); prints the JSON report");
  sub->add_option("-o,--output", o->json_out, "write the JSON report to this file");
  auto legacy_json = std::make_shared<std::string>();
  CLI::Option* json_opt =
      sub->add_option("--json", *legacy_json,
                      "print the JSON report on stdout instead of the text table (--json FILE: the old "
                      "spelling of -o FILE, deprecated)")
          ->expected(0, 1);
  sub->add_option("--report", o->report,
                  "also write the HTML report (statistics, ROC curves, score distributions, reliability)");
  sub->add_flag("--text", o->text, "with --scores: print the text report instead of JSON");
  sub->add_option("--dump-scores", o->dump_scores,
                  "write each judge's scores (--scores format) into this directory");
  sub->add_option("--dump-pairs", o->dump_pairs,
                  "write the judged pairs as JSONL {premise, hypothesis, group, level} (to judge "
                  "them elsewhere "
                  "and come back with --judge table:FILE)");
  sub->add_flag("--no-paper", o->no_paper, "leave out the paper's published GenSearch columns");
  sub->add_option("--bootstrap", o->meta.bootstrap, "bootstrap replicates (0 = no intervals)")
      ->capture_default_str();
  sub->add_option("--seed", o->meta.seed, "bootstrap seed")->capture_default_str();
  sub->add_option("--confidence", o->meta.confidence, "interval confidence level")
      ->capture_default_str()
      ->check(CLI::Range(0.5, 0.999));
  sub->add_option("--threads", o->meta.threads, "bootstrap threads (0 = all cores)")
      ->capture_default_str();
  sub->add_option(
         "--ndcg-all-none", o->meta.ndcg_all_none,
         "statements whose candidates are all no support: skip (default) or zero (as sklearn)")
      ->capture_default_str();
  sub->add_option("--chunk-words", o->label.chunk_words, "maximum words a chunk")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  sub->add_option("--jaccard", o->label.jaccard, "Jaccard threshold for locating evidence sentences")
      ->capture_default_str()
      ->check(CLI::Range(0.01, 1.0));
  sub->add_option("--only-source", o->label.only_source, "AttributionBench: keep only this src_dataset");
  sub->add_option("--limit", o->label.limit, "evaluate only the first N statements (0 = all)")
      ->capture_default_str();
  sub->add_option("--retries", o->retries, "retries of a failed item")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  sub->add_option("--batch-size,--judge-batch", o->batch_size, "items per judge call")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  sub->add_flag("--no-cache", o->no_cache, "no persistent judgment cache (the default without --cache)");
  sub->add_option("--max-judge-error-rate", o->max_judge_error_rate,
                  "accept a judge that failed on up to this share of the pairs (0-1; default 0: a judge that fails on "
                  "any pair exits 1); its figures are on the pairs it judged, and say so, either way")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1.0));
  sub->add_flag("-q,--quiet", o->quiet, "no progress or judge statistics on stderr");
  auto llm = std::make_shared<LlmCliOptions>();
  add_llm_options(*sub, *llm);
  sub->callback([o, llm, legacy_json, json_opt, &ctx] {
    try {
      if (auto st = apply_llm_options(*llm); !st) {
        std::cerr << kCmd << st.error().to_string() << "\n";
        ctx.exit_code = 2;
        return;
      }
      if (json_opt->count() > 0 && legacy_json->empty()) {
        o->json = true;
      } else if (json_opt->count() > 0) {
        if (!o->json_out.empty()) {
          ctx.exit_code = fail("give -o FILE or the deprecated --json FILE, not both", 2);
          return;
        }
        std::cerr << kCmd << "note: --json FILE is deprecated: use -o FILE (--json alone prints the JSON report on stdout)\n";
        o->json_out = *legacy_json;
        o->json_out_flag = "--json";
      }
      if (o->json && o->text) {
        ctx.exit_code = fail("--json and --text exclude each other", 2);
        return;
      }
      if (o->no_cache) o->cache.clear();
      ctx.exit_code = run_meta(*o);
    } catch (const std::exception& e) {
      std::cerr << kCmd << "internal error: " << e.what() << "\n";
      ctx.exit_code = 1;
    }
  });
}

const CommandRegistration reg("meta", setup);

}  // namespace
}  // namespace citeval::cli
