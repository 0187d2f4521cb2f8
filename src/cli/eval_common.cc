#include "cli/eval_common.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include <iostream>

#include "cli/gates.h"
#include "cli/interrupt_note.h"
#include "citeval/benchmark.h"
#include "citeval/judges.h"
#include "judge/registry.h"
#include "cli/progress.h"
#include "report_html/html_report.h"

namespace citeval::cli {

namespace {
std::string& prefix_storage() {
  static std::string prefix = "citeval eval: ";
  return prefix;
}
}  // namespace

const std::string& eval_prefix() { return prefix_storage(); }
void set_eval_command(const std::string& command) { prefix_storage() = command + ": "; }


namespace {

int fail_eval(const std::string& msg) {
  std::cerr << eval_prefix() << msg << "\n";
  return 1;
}

}  // namespace

std::string known_judges_text() {
  std::string known;
  for (const auto& k : citeval::judge_kinds()) known += (known.empty() ? "" : ", ") + k;
  return known;
}

void add_judge_options(CLI::App& sub, JudgeOptions& o) {
  sub.add_option("--judge", o.spec, "Judge spec: " + known_judges_text() + " (default lexical, an approximation)");
  sub.add_option("--cache", o.cache, "SQLite file caching judgments across runs");
  sub.add_flag("--no-cache", o.no_cache, "Do not use a persistent judgment cache");
  sub.add_option("--retries", o.retries, "Retries of an item the judge failed on")->check(CLI::NonNegativeNumber);
  sub.add_option("--batch-size,--judge-batch", o.batch, "Pairs per judge call (default 64; 1024 for LLM judges)")->check(CLI::PositiveNumber);
}

SessionConfig session_config(const JudgeOptions& o, Progress* progress) {
  SessionConfig c;
  c.cache_path = o.cache;
  c.no_cache = o.no_cache;
  c.retries = o.retries;
  c.batch_size = o.batch;
  if (progress != nullptr && progress->mode() != ProgressMode::kOff) {
    // The session reports each of its calls (a chunk's phase) from 0; the display counts the
    // whole run: pairs of earlier calls are added as a base.
    struct Counter {
      std::size_t base = 0, last_done = 0, last_total = 0;
    };
    auto n = std::make_shared<Counter>();
    c.progress = [progress, n](std::size_t done, std::size_t total) {
      const bool new_call = done < n->last_done || total != n->last_total;
      if (new_call) n->base += n->last_total;
      n->last_done = done;
      n->last_total = total;
      progress->set_detail(fmt::format("judging {}/{} pairs", n->base + done, n->base + total));
    };
  }
  return c;
}

Result<std::unique_ptr<Session>> open_judge_session(const JudgeOptions& o, Progress* progress) {
  return open_session(o.spec, session_config(o, progress));
}

struct EvalExtras::Page {
  nlohmann::json summary;  // null during the run (the page reads it at the end); then the run's
  report::RunSources sources;
  report::RunPageWriter writer;
};

Status EvalExtras::open_report(const std::string& detail, const std::string& input, bool longcite, FileRun& run) {
  if (report.empty()) return Ok{};
  page = std::make_shared<Page>();
  page->sources.detail = detail.empty() ? kRunRecordsName : detail;
  page->sources.summary = &page->summary;
  // A LongBench-Cite detail holds its cited text: the input is not needed (nor accepted).
  if (!longcite) page->sources.input = input;
  if (auto st = page->writer.open(page->sources, report::HtmlOptions{}, report); !st) return st;
  std::shared_ptr<Page> p = page;
  run.on_detail_line = [p](std::string_view line) { return p->writer.add(line); };
  return Ok{};
}

void add_eval_extra_options(CLI::App& sub, EvalExtras& o, const std::string& gate_example) {
  sub.add_option("--report", o.report,
                 "Write the HTML report of the run here (citeval report; made from the run's records as "
                 "they come, with or without --detail)");
  add_fail_under_option(sub, o, gate_example);
}

void add_fail_under_option(CLI::App& sub, EvalExtras& o, const std::string& gate_example) {
  sub.add_option("--fail-under", o.fail_under,
                 "KEY=MIN (repeatable, or comma-separated): exit 3 when the summary figure KEY (e.g. " + gate_example +
                     ") is below MIN or undefined; rates are x100");
}

std::string figures_table(const nlohmann::json& figures, const std::string& benchmark) {
  if (figures.empty()) return "The benchmark " + benchmark + " declares no figure registry (BenchmarkImpl::figures()).\n";
  auto cell = [](const std::string& text) {
    std::string out;
    for (char c : spell_options(text, OptionSpelling::kCli)) {
      if (c == '|') out += '\\';
      out += c;
    }
    return out;
  };
  auto flags = [](const nlohmann::json& names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "`" : ", `") + option_flag(n.get<std::string>()) + "`";
    return out;
  };
  auto values = [](const nlohmann::json& names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "`" : "` and `") + n.get<std::string>();
    return out.empty() ? out : out + "`";
  };
  std::string out =
      "| figure | label | scale | made of the items as | in the summary | depends on | undefined when |\n"
      "| --- | --- | --- | --- | --- | --- | --- |\n";
  for (const auto& f : figures) {
    const std::string agg = f["aggregation"];
    const nlohmann::json& in = f["inputs"];
    std::string made;
    if (agg == "mean_over_items") made = in.empty() ? "mean over the items" : "mean over the items of " + values(in);
    if (agg == "ratio_of_sums") made = "sum of `" + in.at(0).get<std::string>() + "` over sum of `" + in.at(1).get<std::string>() + "`";
    if (agg == "f1_of_means") made = "F1 of the means of " + values(in);
    if (agg == "mean_of_group_means") {
      made = "mean over the datasets of their means" + (in.empty() ? std::string() : " of " + values(in));
    }
    if (agg == "count") made = "count";
    if (agg == "spread") made = "spread over the items";
    if (agg == "whole_set") made = "the whole set at once";
    std::string scale = f["scale"] == "x100" ? "x100" : "raw";
    if (f["raw_with_options"].get<bool>()) scale += " (raw with some of its options)";
    std::string when = f["conditional"].get<bool>() ? "with some of its options" : "always";
    if (f["optional"].get<bool>()) when += ", when computed";
    std::string undefined;
    for (const auto& u : f["undefined"]) undefined += (undefined.empty() ? "" : "; ") + u.get<std::string>();
    if (!f["undefined_on_judge_error"].is_null()) {
      undefined += (undefined.empty() ? "" : "; ") + ("any judge error: " + f["undefined_on_judge_error"].get<std::string>());
    }
    out += fmt::format("| `{}` | {} | {} | {} | {} | {} | {} |\n", f["key"].get<std::string>(),
                       cell(f["label"].get<std::string>()), scale, made, when, flags(f["depends_on"]), cell(undefined));
  }
  return out;
}

void add_figures_flag(CLI::App& sub, const std::string& benchmark) {
  sub.add_flag_callback(
         "--figures",
         [benchmark] {
           auto figures = figure_registry_json(benchmark, nullptr);
           if (!figures) throw CLI::ValidationError("--figures", cli_error_text(figures.error()));
           std::cout << figures_table(*figures, benchmark);
           throw CLI::Success();
         },
         "Print the figures its summary can have (key, scale, aggregation, when undefined) and exit")
      ->trigger_on_parse();
}

Status check_eval_extras(const EvalExtras& o) {
  auto g = parse_gates(o.fail_under);
  if (!g) return g.error();
  return Ok{};
}

std::string cli_error_text(const Error& e) { return spell_options(e.to_string(), OptionSpelling::kCli); }

int eval_failure(const Error& e) {
  std::cerr << eval_prefix() << cli_error_text(e) << "\n";
  return e.code == ErrorCode::kInvalidArgument && e.field == "reference" ? 2 : 1;
}

void SchemaFlags::add(CLI::App& sub, const std::string& benchmark) {
  add(sub, eval_option_schema().for_benchmark(benchmark), benchmark);
}

void SchemaFlags::add_llm(CLI::App& sub) { add(sub, llm_option_schema().for_benchmark(""), ""); }

void SchemaFlags::add(CLI::App& sub, const std::vector<const OptionSpec*>& specs, const std::string& benchmark) {
  for (const OptionSpec* spec : specs) {
    Flag& f = flags_.emplace_back();
    f.spec = spec;
    std::string names;
    for (const auto& a : spec->aliases) names += option_flag(a) + ",";
    names += option_flag(spec->name);
    const std::string help = spell_options(spec->help_for(benchmark), OptionSpelling::kCli);
    switch (spec->type) {
      case OptionType::kBool: f.option = sub.add_flag(names, f.flag, help); break;
      case OptionType::kInt: f.option = sub.add_option(names, f.integer, help); break;
      case OptionType::kSize: f.option = sub.add_option(names, f.count, help); break;
      case OptionType::kDouble: f.option = sub.add_option(names, f.number, help); break;
      case OptionType::kString:
      case OptionType::kEnum: f.option = sub.add_option(names, f.text, help); break;
    }
    if (spec->type == OptionType::kEnum) f.option->check(CLI::IsMember(spec->choices));
    if (spec->min && spec->max) {
      f.option->check(CLI::Range(*spec->min, *spec->max));
    } else if (spec->min && *spec->min == 0) {
      f.option->check(CLI::NonNegativeNumber);
    } else if ((spec->min && *spec->min == 1) || spec->positive) {
      f.option->check(CLI::PositiveNumber);
    }
    if (!spec->implicit_value.empty()) {
      f.option->expected(0, 1)->default_str(spec->implicit_value);
    } else if (spec->type != OptionType::kBool) {
      f.option->default_str(spec->default_for(benchmark));
    }
  }
}

OptionValue SchemaFlags::value(const Flag& f) {
  switch (f.spec->type) {
    case OptionType::kBool: return f.flag;
    case OptionType::kInt: return f.integer;
    case OptionType::kSize: return static_cast<std::int64_t>(f.count);
    case OptionType::kDouble: return f.number;
    case OptionType::kString:
    case OptionType::kEnum: break;
  }
  return f.text;
}

Status SchemaFlags::apply(EvalOptions& options) const { return apply(options, benchmark_name(options.benchmark)); }

Status SchemaFlags::apply(EvalOptions& options, std::string_view benchmark) const {
  for (const Flag& f : flags_) {
    if (f.option->count() == 0) continue;
    if (auto st = set_option(options, f.spec->name, value(f), benchmark); !st) return st;
  }
  return Ok{};
}

Status SchemaFlags::apply(LlmConfig& config) const {
  for (const Flag& f : flags_) {
    if (f.option->count() == 0) continue;
    if (auto st = set_llm_option(config, f.spec->name, value(f)); !st) return st;
  }
  return Ok{};
}

int prepare_eval(const EvalExtras& extras, const EvalOptions& options, const std::string& module) {
  if (extras.fail_under.empty()) return 0;
  auto gates = parse_gates(extras.fail_under);  // checked before the run: cannot fail here
  if (!gates) {
    std::cerr << eval_prefix() << gates.error().to_string() << "\n";
    return 2;
  }
  auto figures = module.empty() ? summary_figures(options) : summary_figures(module, options, nullptr);
  if (!figures) return eval_failure(figures.error());
  for (const auto& g : *gates) {
    const SummaryFigure* f = find_summary_figure(*figures, g.key);
    if (f == nullptr) {
      std::vector<std::string> keys;
      for (const auto& x : *figures) keys.push_back(x.key);
      std::sort(keys.begin(), keys.end());
      std::string list;
      for (const auto& k : keys) list += (list.empty() ? "" : ", ") + k;
      const bool groups = list.find('*') != std::string::npos;
      std::cerr << eval_prefix() << fmt::format("--fail-under: the summary has no figure '{}' (it has: {}{}; {} with "
                               "these options)\n",
                               g.key, list, groups ? "; * is a dataset of the input" : "",
                               module.empty() ? benchmark_name(options.benchmark) : module);
      return 2;
    }
    if (f->percent && g.min > 0 && g.min < 1) {
      std::cerr << eval_prefix() << fmt::format("WARNING: --fail-under {}={}: {} is x100 (a percentage, "
                               "citeval.score_scale 100): did you mean {}={}?\n",
                               g.key, g.min, g.key, g.key, 100 * g.min);
    }
  }
  return 0;
}

namespace {

// The summary as the CLI writes it (options in its spelling), computed once for the file, the
// page and the gates.
nlohmann::json cli_summary(const EvalState& state) {
  nlohmann::json summary = state.summary_json();
  spell_summary_options(summary, OptionSpelling::kCli);
  return summary;
}

// finish_eval's printing, of `summary` (cli_summary of `state`).
int print_eval(const EvalState& state, const nlohmann::json& summary, const std::string& output, bool json,
               bool quiet) {
  for (const auto& line : state.warnings()) std::cerr << eval_prefix() << spell_options(line, OptionSpelling::kCli) << "\n";
  // LongBench-Cite's summary replaces invalid UTF-8 (it quotes statements); ALCE's and ALiICE's
  // hold none.
  const auto handler = state.benchmark() == Benchmark::kLongBenchCite ? nlohmann::json::error_handler_t::replace
                                                                      : nlohmann::json::error_handler_t::strict;
  if (!output.empty()) {
    auto f = AtomicFile::create(output);
    if (!f) return fail_eval(f.error().to_string());
    f->stream() << summary.dump(2, ' ', false, handler) << '\n';
    if (auto st = f->commit(); !st) return fail_eval(st.error().to_string());
  }
  if (json) {
    std::cout << summary.dump(2, ' ', false, handler) << "\n";
  } else {
    std::cout << spell_options(state.summary_table(), OptionSpelling::kCli);
  }
  if (!quiet) {
    for (const auto& line : state.judge_lines()) std::cerr << spell_options(line, OptionSpelling::kCli) << "\n";
  }
  return state.exit_code();
}

}  // namespace

int finish_eval(const EvalState& state, const std::string& output, bool json, bool quiet, EvalExtras& extras) {
  const nlohmann::json summary = cli_summary(state);
  int code = print_eval(state, summary, output, json, quiet);
  if (extras.page) {
    extras.page->summary = summary;
    auto st = extras.page->writer.finish();
    extras.page.reset();
    if (!st) return fail_eval(st.error().to_string());
  }
  if (!extras.fail_under.empty()) {
    auto gates = parse_gates(extras.fail_under);  // checked before the run: cannot fail here
    auto r = check_gates(*gates, summary);  // an undefined figure's reason in the CLI's spelling
    if (!r) {
      std::cerr << eval_prefix() << r.error().to_string() << "\n";
      return 2;
    }
    for (const auto& line : r->lines) std::cerr << eval_prefix() << line << "\n";
    if (!r->passed && code == 0) code = kGateFailedExitCode;
  }
  return code;
}

int finish_eval(const EvalState& state, const std::string& output, bool json, bool quiet) {
  return print_eval(state, cli_summary(state), output, json, quiet);
}

FileRun file_run(const std::string& input, const std::string& detail, std::size_t chunk, Progress& progress,
                 bool progress_total, InterruptNote* note) {
  FileRun run;
  run.input = input;
  run.detail = detail;
  run.chunk = chunk;
  run.warn = [](const std::string& line) { std::cerr << eval_prefix() << spell_options(line, OptionSpelling::kCli) << "\n"; };
  run.progress = [&progress, progress_total, note](std::size_t done, std::size_t total) {
    if (note != nullptr) note->set_done(done);
    progress.update(done, progress_total ? total : 0, "items");
  };
  run.progress_done = [&progress] { progress.finish(); };
  return run;
}

Resumes resumes(Benchmark benchmark) {
  return benchmark == Benchmark::kLongBenchCite || benchmark == Benchmark::kCheck ? Resumes::kYes : Resumes::kNo;
}

std::unique_ptr<InterruptNote> make_interrupt_note(Resumes resumes, const JudgeOptions& judge,
                                                   const std::string& detail,
                                                   const std::vector<std::string>& temporary) {
  const bool resumable = resumes == Resumes::kYes && !detail.empty();
  const bool perhaps = resumes == Resumes::kIfTheBenchmarkDoes && !detail.empty();
  std::string kept;
  if (judge.no_cache) {
    kept = "No judgment was kept (--no-cache).";
  } else if (!judge.cache.empty()) {
    kept = "Every judgment answered so far is kept in the cache " + judge.cache + ".";
  } else {
    kept = "Every LLM or model judgment answered so far is kept in the default judgment cache ($CITEVAL_CACHE, "
           "else ~/.cache/citeval/judgments.sqlite; lexical and table: judges need none).";
  }
  if (resumable || perhaps) {
    kept += " The finished items are kept in " + detail + ".";
  } else if (!detail.empty()) {
    kept += " " + detail + " holds the items finished so far (a rerun writes it again).";
  }
  std::string resume;
  if (resumable) {
    resume = "To resume, run the same command again: it goes on from " + detail +
             (judge.no_cache ? "." : " and asks the judge only what is not cached.");
  } else if (perhaps) {
    resume = "To resume, run the same command again: a benchmark that resumes goes on from " + detail +
             " (the run then says how many items it resumed); one that does not starts over" +
             (judge.no_cache ? "." : ", asking the judge only what is not cached.");
  } else if (judge.no_cache) {
    resume = "Run the same command again to start over.";
  } else {
    resume = "To resume, run the same command again: cached judgments are not asked again.";
  }
  auto note = std::make_unique<InterruptNote>(std::move(kept), std::move(resume));
  for (const auto& t : temporary) note->remove_on_interrupt(t);
  return note;
}

namespace {

// The directory a file goes into ("." for a bare name).
std::filesystem::path parent_dir(const std::string& path) {
  std::filesystem::path parent = std::filesystem::path(path).parent_path();
  return parent.empty() ? std::filesystem::path(".") : parent;
}

}  // namespace

Result<InputPath> InputPath::open(const std::string& arg) {
  if (arg != "-") return InputPath(arg, false);
  std::error_code ec;
  const auto dir = std::filesystem::temp_directory_path(ec);
  if (ec) return make_error(ErrorCode::kIo, "no temporary directory for standard input: " + ec.message(), "-");
  std::string tmpl = (dir / "citeval-stdin-XXXXXX").string();
  const int fd = mkstemp(tmpl.data());
  if (fd < 0) return make_error(ErrorCode::kIo, std::string("cannot create a file for standard input: ") + std::strerror(errno), tmpl);
  InputPath in(tmpl, true);  // removed from here on, whatever happens
  char buf[1 << 16];
  // Through std::cin, not the descriptor: what a command already looked at (claims peeks at the
  // first byte to pick the format) is in std::cin's buffer.
  for (;;) {
    std::cin.read(buf, sizeof buf);
    const auto n = static_cast<ssize_t>(std::cin.gcount());
    if (std::cin.bad()) {
      ::close(fd);
      return make_error(ErrorCode::kIo, "cannot read standard input", "-");
    }
    if (n == 0) break;
    for (ssize_t done = 0; done < n;) {
      const ssize_t w = ::write(fd, buf + done, static_cast<std::size_t>(n - done));
      if (w < 0 && errno == EINTR) continue;
      if (w < 0) {
        const int e = errno;
        ::close(fd);
        return make_error(ErrorCode::kIo, std::string("cannot keep standard input: ") + std::strerror(e), tmpl);
      }
      done += w;
    }
  }
  ::close(fd);
  return in;
}

Error InputPath::rename(Error e) const {
  if (!temporary_) return e;
  if (e.file == path_) e.file = "<stdin>";
  for (std::size_t at; (at = e.message.find(path_)) != std::string::npos;) e.message.replace(at, path_.size(), "<stdin>");
  return e;
}

void InputPath::rename(SkippedRecords& skipped) const {
  for (Error& e : skipped.first) e = rename(std::move(e));
}

InputPath::~InputPath() {
  if (temporary_) {
    std::error_code ec;
    std::filesystem::remove(path_, ec);
  }
}

Status check_one_stdin(const PathArgs& inputs) {
  const std::string* first = nullptr;
  for (const auto& [flag, path] : inputs) {
    if (path != "-") continue;
    if (first != nullptr) {
      return make_error(ErrorCode::kInvalidArgument,
                        fmt::format("{} and {} are both '-': standard input can be read only once", *first, flag));
    }
    first = &flag;
  }
  return Ok{};
}

Status StdinInputs::open(std::string& path) {
  if (path != "-") return Ok{};
  if (in_) return make_error(ErrorCode::kInvalidArgument, "standard input can be read only once");
  auto in = InputPath::open(path);
  if (!in) return in.error();
  path = in->path();
  in_.emplace(std::move(*in));
  return Ok{};
}

bool warn_failed_pairs(const std::string& prefix, const std::string& what, std::size_t failed, std::size_t pairs,
                       double max_rate, const std::string& first_error, const std::string& rerun) {
  if (failed == 0) return false;
  const double rate = static_cast<double>(failed) / static_cast<double>(pairs);
  const bool rejected = rate > max_rate;
  std::cerr << fmt::format(
      "{}{}: {}: {} of {} pairs failed and are left out (error rate {:.4g} {} --max-judge-error-rate {:g}{}); first "
      "error: {}; a rerun against a working judge {}\n",
      prefix, rejected ? "ERROR" : "WARNING", what, failed, pairs, rate, rejected ? ">" : "<=", max_rate,
      rejected ? ": exit 1" : ", accepted", first_error, rerun);
  return rejected;
}

void warn_skipped(const std::string& prefix, const SkippedRecords& skipped) {
  for (const Error& e : skipped.first) std::cerr << prefix << "skipped: " << cli_error_text(e) << "\n";
  if (skipped.count > 0) std::cerr << fmt::format("{}skipped {} bad record(s) in all\n", prefix, skipped.count);
}

nlohmann::json skipped_json(const SkippedRecords& skipped) {
  nlohmann::json list = nlohmann::json::array();
  for (const Error& e : skipped.first) list.push_back(e.to_string());
  return list;
}

Status write_json_file(const nlohmann::json& json, const std::string& path) {
  auto f = AtomicFile::create(path);
  if (!f) return f.error();
  f->stream() << json.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  return f->commit();
}

Result<AtomicFile> AtomicFile::create(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status st = fs::status(path, ec);
  if (fs::is_directory(st)) return make_error(ErrorCode::kIo, "cannot write: is a directory", path);
  // A device or a pipe cannot be replaced by a rename (and /dev/null must not be).
  const bool direct = fs::exists(st) && !fs::is_regular_file(st);
  const std::string target = direct ? path : path + ".tmp";
  auto out = std::make_unique<std::ofstream>(target, std::ios::binary | std::ios::trunc);
  if (!*out) {
    const int err = errno;
    if (!direct) fs::remove(target, ec);
    return make_error(ErrorCode::kIo, fmt::format("cannot open for writing: {}", std::strerror(err)), target);
  }
  return AtomicFile(path, std::move(out), direct);
}

AtomicFile::~AtomicFile() { discard(); }

void AtomicFile::discard() {
  if (!out_) return;
  out_->close();
  out_.reset();
  if (!direct_) {
    std::error_code ec;
    std::filesystem::remove(tmp_path(), ec);
  }
}

Status AtomicFile::commit() {
  if (!out_) return make_error(ErrorCode::kInternal, "AtomicFile committed twice", path_);
  out_->flush();
  bool good = static_cast<bool>(*out_);
  out_->close();
  good = good && static_cast<bool>(*out_);
  if (direct_) {
    out_.reset();
    if (!good) return make_error(ErrorCode::kIo, "write failed", path_);
    return Ok{};
  }
  if (!good) {
    discard();
    return make_error(ErrorCode::kIo, "write failed", tmp_path());
  }
  // The data reaches the disk before the rename publishes it, so a power cut leaves the old file
  // or the new one, never an empty one.
  if (int fd = ::open(tmp_path().c_str(), O_RDONLY | O_CLOEXEC); fd >= 0) {
    const bool synced = ::fsync(fd) == 0 || errno == EINVAL;  // EINVAL: a file system without fsync
    const int err = errno;
    ::close(fd);
    if (!synced) {
      discard();
      return make_error(ErrorCode::kIo, fmt::format("write failed: {}", std::strerror(err)), tmp_path());
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp_path(), path_, ec);
  if (ec) {
    discard();
    return make_error(ErrorCode::kIo, "cannot rename into place: " + ec.message(), path_);
  }
  out_.reset();
  return Ok{};
}

namespace {

namespace fs = std::filesystem;

bool is_named_file(const std::string& path) { return !path.empty() && path != "-"; }

// The path with symbolic links resolved as far as it exists, else made absolute and normal.
fs::path normal_path(const std::string& p) {
  std::error_code ec;
  fs::path canonical = fs::weakly_canonical(p, ec);
  if (!ec) return canonical;
  fs::path absolute = fs::absolute(p, ec);
  return (ec ? fs::path(p) : absolute).lexically_normal();
}

// True when `a` and `b` name the same regular file, existing or to be created.
bool same_file(const std::string& a, const std::string& b) {
  std::error_code ea, eb;
  const fs::file_status sa = fs::status(a, ea), sb = fs::status(b, eb);
  const bool a_exists = fs::exists(sa), b_exists = fs::exists(sb);
  if ((a_exists && !fs::is_regular_file(sa)) || (b_exists && !fs::is_regular_file(sb))) return false;
  if (a_exists && b_exists) {
    std::error_code ec;
    return fs::equivalent(a, b, ec);
  }
  if (a_exists != b_exists) return false;
  return normal_path(a) == normal_path(b);
}

}  // namespace

Status check_distinct_paths(const PathArgs& inputs, const PathArgs& outputs) {
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    const auto& [out_flag, out] = outputs[i];
    if (!is_named_file(out)) continue;
    for (const auto& [in_flag, in] : inputs) {
      if (is_named_file(in) && same_file(in, out)) {
        return make_error(ErrorCode::kInvalidArgument,
                          fmt::format("{} is the same file as {} ({}): refusing to overwrite an input",
                                      out_flag, in_flag, in),
                          out);
      }
    }
    for (std::size_t k = 0; k < i; ++k) {
      const auto& [other_flag, other] = outputs[k];
      if (is_named_file(other) && same_file(other, out)) {
        return make_error(ErrorCode::kInvalidArgument,
                          fmt::format("{} and {} name the same file", other_flag, out_flag), out);
      }
    }
  }
  return Ok{};
}

Status check_writable_outputs(const PathArgs& outputs) {
  for (const auto& [flag, path] : outputs) {
    if (!is_named_file(path)) continue;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (fs::is_directory(st)) return make_error(ErrorCode::kIo, flag + ": cannot write: is a directory", path);
    if (fs::exists(st) && !fs::is_regular_file(st)) continue;  // a device or a pipe
    const fs::path parent = parent_dir(path);
    if (!fs::is_directory(parent, ec)) {
      return make_error(ErrorCode::kIo,
                        fmt::format("{}: cannot write: directory {} does not exist", flag, parent.string()), path);
    }
    if (fs::exists(st)) {
      int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);  // no O_TRUNC: the file is left as it is
      if (fd < 0) {
        return make_error(ErrorCode::kIo, fmt::format("{}: cannot write: {}", flag, std::strerror(errno)), path);
      }
      ::close(fd);
    }
    // Creating a file there is what the write (or the atomic write's PATH.tmp) will need.
    std::string probe = (parent / ("." + fs::path(path).filename().string() + ".citeval-probe-XXXXXX")).string();
    int fd = ::mkstemp(probe.data());
    if (fd < 0) {
      return make_error(ErrorCode::kIo,
                        fmt::format("{}: cannot create a file in directory {}: {}", flag, parent.string(),
                                    std::strerror(errno)),
                        path);
    }
    ::close(fd);
    ::unlink(probe.c_str());
  }
  return Ok{};
}

Status check_io_paths(const PathArgs& inputs, const PathArgs& outputs) {
  if (Status s = check_distinct_paths(inputs, outputs); !s) return s;
  return check_writable_outputs(outputs);
}

PathArgs judge_input_paths(const std::string& spec, const std::string& flag) {
  for (const char* prefix : {"table:", "calibrated:"}) {
    const std::string p = prefix;
    if (spec.rfind(p, 0) == 0) return {{flag, spec.substr(p.size())}};
  }
  return {};
}

Status check_eval_paths(const std::string& input, const JudgeOptions& judge, const std::string& output,
                        const std::string& detail, const PathArgs& extra_outputs) {
  PathArgs inputs = judge_input_paths(judge.spec);
  inputs.insert(inputs.begin(), {"--input", input});
  PathArgs outputs = {{"--output", output}, {"--detail", detail}};
  outputs.insert(outputs.end(), extra_outputs.begin(), extra_outputs.end());
  if (!judge.no_cache) outputs.push_back({"--cache", judge.cache});
  return check_io_paths(inputs, outputs);
}

}  // namespace citeval::cli
