#include "benchmarks/alce/alce_format.h"

#include <fmt/format.h>

#include <fstream>

#include "benchmarks/judge_info.h"
#include "common/json_nesting.h"
#include "io/alce_reader.h"
#include "report/alce_report.h"

namespace citeval::benchmarks {

// The counts of metrics::OutputChecks: [outputs, truncated, with_marks, marks_cut_off, [unread...]].
nlohmann::json output_checks_json(const metrics::OutputChecks& c) {
  return {c.outputs, c.truncated, c.with_marks, c.marks_cut_off, c.unread};
}

metrics::OutputChecks output_checks_from_json(const nlohmann::json& j) {
  metrics::OutputChecks c;
  if (j.is_null()) return c;
  c.outputs = j.at(0).get<std::size_t>();
  c.truncated = j.at(1).get<std::size_t>();
  c.with_marks = j.at(2).get<std::size_t>();
  c.marks_cut_off = j.at(3).get<std::size_t>();
  c.unread = j.at(4).get<std::vector<std::size_t>>();
  return c;
}

// JSON forms of the per-item values (doubles round-trip exactly through nlohmann's dump/parse).
nlohmann::json alce_totals_json(const metrics::AlceTotals& t) {
  nlohmann::json j;
  j["statements"] = t.statements;
  j["lengths"] = spill_json(t.lengths);
  nlohmann::json em = nlohmann::json::array();
  t.str_em.for_each([&](const auto& e) { em.push_back(e ? nlohmann::json{e->str_em, e->str_hit} : nlohmann::json()); });
  j["str_em"] = std::move(em);
  nlohmann::json rouge = nlohmann::json::array();
  t.rouge.for_each([&](const auto& r) { rouge.push_back({r.precision, r.recall, r.fmeasure}); });
  j["rouge"] = std::move(rouge);
  j["rouge_missing"] = t.rouge_missing;
  nlohmann::json q = nlohmann::json::array();
  t.qampari.for_each([&](const auto& s) {
    q.push_back(s ? nlohmann::json{s->num_preds, s->prec, s->rec, s->rec_top5, s->f1, s->f1_top5} : nlohmann::json());
  });
  j["qampari"] = std::move(q);
  j["rec"] = spill_json(t.rec);
  j["prec"] = spill_json(t.prec);
  j["claims"] = spill_json(t.claims);
  j["counts"] = {t.cit_err,     t.claims_err,   t.no_statements, t.no_docs_excluded, t.items_without_docs,
                 t.no_qa_pairs, t.empty_qa_pairs, t.no_answers,  t.empty_answers,    t.no_claims};
  j["first_cit_error"] = t.first_cit_error;
  j["first_claims_error"] = t.first_claims_error;
  j["outputs"] = output_checks_json(t.outputs);
  j["cit_judged"] = t.cit_judged;
  return j;
}

metrics::AlceTotals alce_totals_from_json(const nlohmann::json& j) {
  metrics::AlceTotals t;
  t.statements = j.at("statements").get<std::size_t>();
  spill_from_json(j.at("lengths"), t.lengths);
  for (const auto& e : j.at("str_em")) {
    t.str_em.push_back(e.is_null() ? std::nullopt : std::optional<metrics::StrEm>({e.at(0).get<double>(), e.at(1).get<double>()}));
  }
  for (const auto& r : j.at("rouge")) t.rouge.push_back({r.at(0).get<double>(), r.at(1).get<double>(), r.at(2).get<double>()});
  t.rouge_missing = j.at("rouge_missing").get<std::size_t>();
  for (const auto& s : j.at("qampari")) {
    if (s.is_null()) {
      t.qampari.push_back(std::nullopt);
    } else {
      t.qampari.push_back(metrics::QampariScores{s.at(0).get<double>(), s.at(1).get<double>(), s.at(2).get<double>(),
                                                    s.at(3).get<double>(), s.at(4).get<double>(), s.at(5).get<double>()});
    }
  }
  spill_from_json(j.at("rec"), t.rec);
  spill_from_json(j.at("prec"), t.prec);
  spill_from_json(j.at("claims"), t.claims);
  const auto& c = j.at("counts");
  std::size_t* counts[] = {&t.cit_err,     &t.claims_err,     &t.no_statements, &t.no_docs_excluded, &t.items_without_docs,
                           &t.no_qa_pairs, &t.empty_qa_pairs, &t.no_answers,    &t.empty_answers,    &t.no_claims};
  for (std::size_t k = 0; k < std::size(counts); ++k) *counts[k] = c.at(k).get<std::size_t>();
  t.first_cit_error = j.at("first_cit_error").get<std::string>();
  t.first_claims_error = j.at("first_claims_error").get<std::string>();
  t.outputs = output_checks_from_json(j.value("outputs", nlohmann::json()));
  t.cit_judged = j.value("cit_judged", std::size_t{0});
  return t;
}


cite::CitationSyntax citation_syntax(const nlohmann::json& o) {
  return o.at("citation_syntax") == "alce" ? cite::CitationSyntax::kAlceCompat : cite::CitationSyntax::kAll;
}

// The "citeval.outputs" block of an ALCE or ALiICE summary (metrics/output_checks.h).
nlohmann::json outputs_info(const metrics::OutputChecks& c, const nlohmann::json& o) {
  const cite::CitationSyntax syntax = citation_syntax(o);
  nlohmann::json unread = nlohmann::json::object();
  for (std::size_t k = 0; k < c.unread.size(); ++k) {
    if (c.unread[k] > 0) unread[std::string(cite::unread_mark_styles()[k])] = c.unread[k];
  }
  return {{"evaluated", c.outputs},
          {"truncated", c.truncated},
          {"truncate_output", o.value("truncate_output", true)},
          {"with_citation_marks", c.with_marks},
          {"without_citation_marks", c.without_marks()},
          {"citation_marks_looked_for", metrics::citation_marks_looked_for(syntax)},
          {"citation_marks_after_first_line", c.marks_cut_off},
          {"unread_marks", std::move(unread)}};
}

namespace {

// ALCE's reader as an ItemSource: items as the run goes, so a large file is never in memory.
class AlceSource : public ItemSource {
 public:
  AlceSource(const BenchmarkImpl& benchmark, io::AlceReader reader) : benchmark_(benchmark), reader_(std::move(reader)) {}
  const std::string& path() const override { return reader_.path(); }
  bool next(Item& item) override {
    io::AlceItem it;
    if (!reader_.next(it)) return false;
    item = make_item(benchmark_, std::make_shared<AlceItemData>(std::move(it)));
    return true;
  }
  std::optional<Error> fatal_error() const override { return reader_.fatal_error(); }
  std::vector<SkippedItem> skipped() const override {
    std::vector<SkippedItem> out;
    for (const auto& s : reader_.skipped()) out.push_back({s.index, s.error});
    return out;
  }

 private:
  const BenchmarkImpl& benchmark_;
  io::AlceReader reader_;
};

// The records of a run, one a line, in a file started afresh.
class PlainDetail : public DetailSink {
 public:
  PlainDetail(std::string path, std::ofstream out) : path_(std::move(path)), out_(std::move(out)) {}
  Status write(const nlohmann::json& record) override {
    out_ << record.dump() << '\n';
    out_.flush();  // a killed run keeps every record written
    return Ok{};
  }
  Status close() override {
    out_.flush();
    if (!out_) return make_error(ErrorCode::kIo, "write failed", path_);
    return Ok{};
  }

 private:
  std::string path_;
  std::ofstream out_;
};

}  // namespace

Result<ItemFile> AlceFormatBenchmark::read_items(const std::string& path) const {
  auto file = io::read_alce_file(path);
  if (!file) return file.error();
  ItemFile f;
  for (auto& it : file->items) f.items.push_back(make_item(*this, std::make_shared<AlceItemData>(std::move(it))));
  for (auto& s : file->skipped) f.skipped.push_back({s.index, std::move(s.error)});
  return f;
}

Result<Item> AlceFormatBenchmark::parse_item(std::string_view text, std::size_t index) const {
  if (Status deep = check_json_nesting(text); !deep) return deep.error();
  nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return make_error(ErrorCode::kParse, "not valid JSON");
  auto it = io::alce_item_from_json(j, "");
  if (!it) return it.error();
  it->index = index;
  it->line = 0;
  return make_item(*this, std::make_shared<AlceItemData>(std::move(*it)));
}

Result<std::unique_ptr<ItemSource>> AlceFormatBenchmark::open_input(const std::string& path) const {
  auto reader = io::AlceReader::open(path);
  if (!reader) return reader.error();
  return std::unique_ptr<ItemSource>(std::make_unique<AlceSource>(*this, std::move(*reader)));
}

void AlceFormatBenchmark::check_reference_dedupe(const EvalOptions& o, Resolution& r) {
  if (r.reference && o.dedupe_citations.value_or(false)) {
    r.contradictions.push_back("`dedupe_citations` (eval.py keeps repeated ids)");
  }
}

Status AlceFormatBenchmark::resolve_citations(const EvalOptions& o, Resolution& r, AlceFormatOptions& out,
                                              cite::CitationSyntax& syntax, std::size_t& at_most, bool& dedupe,
                                              const std::string& default_syntax, std::size_t default_at_most) {
  out.syntax = o.citation_syntax.value_or(default_syntax);
  syntax = cite::CitationSyntax::kAll;
  if (out.syntax == "alce") {
    syntax = cite::CitationSyntax::kAlceCompat;
  } else if (out.syntax != "all") {
    return make_error(ErrorCode::kInvalidArgument, fmt::format("unknown `citation_syntax` '{}' (all or alce)", out.syntax));
  }
  at_most = o.at_most_citations.value_or(default_at_most);
  dedupe = o.dedupe_citations.value_or(false);
  r.identity["citation_syntax"] = out.syntax;
  r.identity["at_most_citations"] = at_most;
  r.identity["dedupe_citations"] = dedupe;
  return Ok{};
}

std::vector<std::string> AlceFormatBenchmark::warnings(const State& s) const {
  std::vector<std::string> lines;
  if (s.skipped > 0) {
    lines.push_back(fmt::format("WARNING: skipped {} malformed item(s) of {}; first: {}", s.skipped,
                                s.skipped + items_read(s), s.first_skipped_error));
  }
  const AlceFormatParts p = parts(s);
  for (auto& l : metrics::output_check_lines(p.outputs, citation_syntax(s.options),
                                             s.options.value("truncate_output", true), p.citations)) {
    lines.push_back(std::move(l));
  }
  for (auto& l : extra_warnings(extras_of(s))) lines.push_back(std::move(l));
  for (auto& l : report::score_status_lines(p.excluded, p.undefined, p.items)) lines.push_back(std::move(l));
  for (auto& l : partial_lines(p.partial, s.max_judge_error_rate)) lines.push_back(std::move(l));
  return lines;
}

int AlceFormatBenchmark::exit_code(const State& s) const {
  const AlceFormatParts p = parts(s);
  return report::has_failed_score(p.undefined) || any_partial_rejected(p.partial, s.max_judge_error_rate) ? 1 : 0;
}

std::string AlceFormatBenchmark::with_extra_lines(std::string table, const State& s, const ExtraTotals& extras) {
  for (const auto& line : extra_table_lines(extras)) table += line + "\n";
  return table + reference_line(s);
}

Result<judge::JudgeSession*> open_alce_format_session(const Options& options, RunContext& context) {
  if (context.custom_need) {
    return make_error(ErrorCode::kInvalidArgument, "a need-citation judge applies to benchmark longbench-cite only");
  }
  return context.open(context.custom ? std::string(kCustomJudge) : options.judge, context.session);
}

Result<std::vector<nlohmann::json>> AlceFormatRun::evaluate(std::span<const Item> items) {
  std::vector<io::AlceItem> chunk;
  chunk.reserve(items.size());
  for (const auto& it : items) {
    const auto* a = item_as<AlceItemData>(it);
    if (!a) {
      return make_error(ErrorCode::kInvalidArgument,
                        fmt::format("a {} item given to a {} evaluator", it.impl().benchmark, benchmark_));
    }
    chunk.push_back(a->item);
  }
  if (auto st = check_chunk(chunk); !st) return st.error();
  // First the figures that can fail (a model, given feature rows): a failed chunk adds nothing
  // to the citation figures.
  if (auto st = extras_->evaluate(chunk); !st) return st.error();
  evaluated_ += chunk.size();
  return score(chunk);
}

void AlceFormatRun::fill_judge(State& s) const {
  s.judges = {session_.identity()};
  s.approximation = session_.is_approximation();
  s.stats = to_public(session_.stats());
}

Result<std::unique_ptr<DetailSink>> AlceFormatRun::open_detail(const std::string& path, bool, const nlohmann::json&,
                                                              ItemSource&, const Warn&, std::set<std::string>&) {
  records_ = !path.empty() || detail_lines;  // --report's page takes them without a file too
  if (path.empty()) return std::unique_ptr<DetailSink>();
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return make_error(ErrorCode::kIo, "cannot open for writing", path);
  return std::unique_ptr<DetailSink>(std::make_unique<PlainDetail>(path, std::move(out)));
}

Status AlceFormatRun::end_file(ItemSource& input) {
  if (auto st = extras_->finish(); !st) return st.error();
  if (evaluated_ > 0) return Ok{};
  const std::vector<SkippedItem> skipped = input.skipped();
  if (skipped.empty()) {
    return make_error(ErrorCode::kInvalidArgument, "no item to evaluate (the file holds no item)", input.path());
  }
  return make_error(ErrorCode::kInvalidArgument,
                    fmt::format("no item to evaluate: all {} items are malformed (is this an ALCE result "
                                "file? each item needs a string 'output'); first: {}",
                                skipped.size(), skipped.front().error.to_string()),
                    input.path());
}

}  // namespace citeval::benchmarks
