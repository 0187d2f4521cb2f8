// citeval/mauve.h: MAUVE of a result file or of given features (mauve/), the featurizers through
// the runtime's model module.
#include "citeval/mauve.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <utility>

#include "api/model_module.h"
#include "api/runtime_impl.h"
#include "io/alce_reader.h"
#include "mauve/feature_reader.h"
#include "mauve/mauve_eval.h"
#include "mauve/mauve_text.h"

namespace citeval {

struct MauveItems::Impl {
  std::vector<io::AlceItem> items;
  std::vector<Error> skipped;
};

namespace {

mauve::MauveOptions mauve_options(const MauveConfig& c) {
  mauve::MauveOptions o;
  o.seed = c.seed;
  o.threads = c.threads;
  return o;
}

MauveTextCounts counts_of(const mauve::MauveTexts& t, std::size_t references, std::size_t outputs) {
  return {references, outputs, t.items, t.without_answer, t.empty_human, t.empty_model};
}

MauveFigures figures_of(const mauve::MauveReport& r) {
  MauveFigures f;
  f.mauve = r.result.mauve;
  f.frontier_integral = r.result.frontier_integral;
  f.mauve_star = r.result.mauve_star;
  f.frontier_integral_star = r.result.frontier_integral_star;
  f.num_buckets = r.result.num_buckets;
  f.pca_components = r.result.pca_components;
  f.n_p = r.n_p;
  f.n_q = r.n_q;
  f.texts = counts_of(r.texts, r.n_p, r.n_q);
  f.featurizer = r.featurizer.name;
  f.approximation = r.featurizer.approximation;
  f.json = mauve::mauve_report_json(r);
  return f;
}

Result<mauve::Features> read_side(const std::string& path, std::size_t expected_rows, const char* side) {
  auto f = mauve::read_features(path);
  if (!f) return f.error();
  if (expected_rows != 0 && mauve::feature_rows(*f) != expected_rows) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("{} feature rows for {} prepared {} texts (one row per line of "
                                  "`write_texts`' file, in order)",
                                  mauve::feature_rows(*f), expected_rows, side),
                      path);
  }
  return f;
}

Status write_lines(const std::filesystem::path& path, const std::vector<std::string>& lines) {
  std::ofstream out(path);
  for (const std::string& line : lines) out << line << '\n';
  if (!out.flush()) return make_error(ErrorCode::kIo, "cannot write", path.string());
  return Ok{};
}

}  // namespace

MauveItems::MauveItems(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
MauveItems::MauveItems(MauveItems&&) noexcept = default;
MauveItems& MauveItems::operator=(MauveItems&&) noexcept = default;
MauveItems::~MauveItems() = default;

Result<MauveItems> MauveItems::read(const std::string& path) {
  auto reader = io::AlceReader::open(path);
  if (!reader) return reader.error();
  auto impl = std::make_unique<Impl>();
  io::AlceItem item;
  while (reader->next(item)) impl->items.push_back(std::move(item));
  if (reader->fatal_error()) return *reader->fatal_error();
  for (const auto& s : reader->skipped()) impl->skipped.push_back(s.error);
  return MauveItems(std::move(impl));
}

const std::vector<Error>& MauveItems::skipped() const { return impl_->skipped; }

Result<MauveTextCounts> MauveItems::write_texts(const std::string& dir) const {
  const mauve::MauveTexts texts = mauve::alce_mauve_texts(impl_->items);
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);  // a failure shows as the files' write error
  const std::filesystem::path d(dir);
  for (auto [name, lines] : {std::pair{"reference.txt", &texts.human}, std::pair{"output.txt", &texts.model}}) {
    if (auto st = write_lines(d / name, *lines); !st) return st.error();
  }
  return counts_of(texts, texts.human.size(), texts.model.size());
}

Result<MauveFigures> MauveItems::mauve(const MauveConfig& c, const Runtime& runtime) const {
  if (c.output_features.empty() != c.reference_features.empty()) {
    return make_error(ErrorCode::kInvalidArgument, "`output_features` and `reference_features` go together");
  }
  if (c.output_features.empty()) {
    mauve::FeaturizerInfo info;
    auto featurizer = api::make_mauve_featurizer(c.features, info, runtime.impl().loader);
    if (!featurizer) return featurizer.error();
    auto r = mauve::alce_mauve(impl_->items, *featurizer, info, mauve_options(c));
    if (!r) return r.error();
    return figures_of(*r);
  }
  mauve::MauveTexts texts = mauve::alce_mauve_texts(impl_->items);
  auto q = read_side(c.output_features, texts.model.size(), "output");
  if (!q) return q.error();
  auto p = read_side(c.reference_features, texts.human.size(), "reference");
  if (!p) return p.error();
  auto r = mauve::given_features_mauve(*p, *q, mauve_options(c));
  if (!r) return r.error();
  texts.human = {};
  texts.model = {};
  r->texts = std::move(texts);
  return figures_of(*r);
}

Result<MauveFigures> mauve_of_features(const MauveConfig& c) {
  if (c.output_features.empty() || c.reference_features.empty()) {
    return make_error(ErrorCode::kInvalidArgument, "`output_features` and `reference_features` go together");
  }
  auto q = mauve::read_features(c.output_features);
  if (!q) return q.error();
  auto p = mauve::read_features(c.reference_features);
  if (!p) return p.error();
  auto r = mauve::given_features_mauve(*p, *q, mauve_options(c));
  if (!r) return r.error();
  return figures_of(*r);
}

}  // namespace citeval
