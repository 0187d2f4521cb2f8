#include "toy_benchmark.h"

#include <fmt/format.h>

#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>

#include "benchmarks/state.h"

namespace citeval::toy {
namespace {

struct ToyItem : benchmarks::ItemData {
  std::size_t position = 0, line = 0;
  std::string answer, gold;
  std::size_t index() const override { return position; }
};

// Its own option (one of the schema's, declared in own_options): max_words.
struct ToyOptions : benchmarks::Options {
  std::optional<std::size_t> max_words;
};

// White-space separated words.
std::size_t words(const std::string& text) {
  std::istringstream in(text);
  return static_cast<std::size_t>(std::distance(std::istream_iterator<std::string>(in), std::istream_iterator<std::string>()));
}

struct ToyTotals : benchmarks::Totals {
  std::size_t items = 0, hits = 0;
  std::unique_ptr<Totals> clone() const override { return std::make_unique<ToyTotals>(*this); }
  void merge(const Totals& later) override {
    items += static_cast<const ToyTotals&>(later).items;
    hits += static_cast<const ToyTotals&>(later).hits;
  }
  void to_json(nlohmann::json& state) const override { state["toy"] = {items, hits}; }
};

class ToyRun : public benchmarks::Run {
 public:
  explicit ToyRun(std::optional<std::size_t> max_words) : max_words_(max_words) {}
  Result<std::vector<nlohmann::json>> evaluate(std::span<const Item> items) override {
    std::vector<nlohmann::json> records;
    for (const auto& it : items) {
      const auto* toy = benchmarks::item_as<ToyItem>(it);
      if (!toy) return make_error(ErrorCode::kInvalidArgument, "a " + it.impl().benchmark + " item given to toy");
      // An answer of more than max_words words is no hit, whatever it holds.
      const bool hit = toy->answer.find(toy->gold) != std::string::npos && (!max_words_ || words(toy->answer) <= *max_words_);
      records.push_back({{"position", toy->position}, {"line", toy->line}, {"hit", hit}});
      (void)resume(records.back());
    }
    return records;
  }
  Status resume(const nlohmann::json& record) override {
    if (!record.contains("hit") || !record["hit"].is_boolean()) return make_error(ErrorCode::kParse, "no \"hit\"");
    ++totals_.items;
    totals_.hits += record["hit"].get<bool>() ? 1 : 0;
    return Ok{};
  }
  void fill(benchmarks::State& s) const override { s.totals = totals_.clone(); }
  std::vector<std::string> judge_identities() const override { return {}; }

 private:
  std::optional<std::size_t> max_words_;
  ToyTotals totals_;
};

class Toy : public benchmarks::BenchmarkImpl {
 public:
  std::string name() const override { return "toy"; }
  std::vector<std::string> own_options() const override { return {"max_words"}; }
  std::optional<OptionHelp> own_option_help(std::string_view name) const override {
    if (name != "max_words") return std::nullopt;
    return OptionHelp{"Answers with more words are no hit, whatever they hold (no limit)", ""};
  }
  Result<std::shared_ptr<benchmarks::Options>> resolve(const EvalOptions& o, benchmarks::Resolution& r) const override {
    auto out = std::make_shared<ToyOptions>();
    out->max_words = o.max_words;
    if (o.max_words) r.identity["max_words"] = *o.max_words;  // it changes hit_rate
    return std::shared_ptr<benchmarks::Options>(std::move(out));
  }
  std::vector<SummaryFigure> summary_figures(const benchmarks::Options&, const nlohmann::json&) const override {
    return {{"hit_rate", true}, {"items", false}};
  }
  Result<ItemFile> read_items(const std::string& path) const override {
    std::ifstream in(path, std::ios::binary);
    if (!in) return make_error(ErrorCode::kIo, "cannot open", path);
    ItemFile f;
    std::string text;
    for (std::size_t line = 1, position = 0; std::getline(in, text); ++line, ++position) {
      auto it = parse_item(text, position);
      if (!it) {
        f.skipped.push_back({position, make_error(it.error().code, it.error().message, path, line, it.error().field)});
        continue;
      }
      auto data = std::make_shared<ToyItem>(*benchmarks::item_as<ToyItem>(*it));
      data->line = line;
      f.items.push_back(benchmarks::make_item(*this, std::move(data)));
    }
    return f;
  }
  Result<Item> parse_item(std::string_view text, std::size_t index) const override {
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!j.is_object()) return make_error(ErrorCode::kParse, "not a JSON object");
    auto item = std::make_shared<ToyItem>();
    item->position = index;
    for (auto [field, to] : {std::pair{"answer", &item->answer}, std::pair{"gold", &item->gold}}) {
      if (!j.contains(field) || !j[field].is_string()) {
        return make_error(ErrorCode::kInvalidField, "missing or not a string", {}, 0, field);
      }
      *to = j[field].get<std::string>();
    }
    return benchmarks::make_item(*this, std::move(item));
  }
  Result<std::unique_ptr<benchmarks::Run>> open(std::shared_ptr<benchmarks::Options> options, nlohmann::json&,
                                               benchmarks::RunContext&) const override {
    return std::unique_ptr<benchmarks::Run>(std::make_unique<ToyRun>(static_cast<const ToyOptions&>(*options).max_words));
  }
  std::unique_ptr<benchmarks::Totals> totals_from_json(const nlohmann::json& state) const override {
    auto t = std::make_unique<ToyTotals>();
    t->items = state.at("toy").at(0).get<std::size_t>();
    t->hits = state.at("toy").at(1).get<std::size_t>();
    return t;
  }
  nlohmann::json summary_json(const benchmarks::State& s) const override {
    const auto& t = s.totals_as<ToyTotals>();
    nlohmann::json info = {{"benchmark", "toy"}, {"input", s.options.at("input")}};
    benchmarks::add_reader_info(info, s, t.items + s.skipped);
    return {{"hit_rate", t.items ? nlohmann::json(100.0 * t.hits / t.items) : nlohmann::json()},
            {"items", t.items},
            {"citeval", info}};
  }
  std::string summary_table(const benchmarks::State& s) const override {
    const auto j = summary_json(s);
    return fmt::format("hit_rate {} of {} items\n", j["hit_rate"].is_null() ? "-" : j["hit_rate"].dump(), j["items"].dump());
  }
  std::vector<std::string> warnings(const benchmarks::State& s) const override {
    if (s.totals_as<ToyTotals>().items > 0) return {};
    return {"no item: hit_rate is undefined"};
  }
  int exit_code(const benchmarks::State& s) const override { return s.totals_as<ToyTotals>().items > 0 ? 0 : 1; }
  std::vector<std::string> judge_lines(const benchmarks::State&) const override { return {}; }
};

}  // namespace

std::shared_ptr<const benchmarks::BenchmarkImpl> make_toy_benchmark() { return std::make_shared<Toy>(); }

}  // namespace citeval::toy
