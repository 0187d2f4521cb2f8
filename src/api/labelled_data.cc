// citeval/meta.h: LabelledData, human labels read by meta/labelled_data.h.
#include <utility>

#include <nlohmann/json.hpp>

#include "api/meta_impl.h"
#include "common/skipped_records.h"

namespace citeval {

Status check_label_options(const LabelOptions& options) {
  auto format = meta::parse_label_format(options.format);
  if (!format) return format.error();
  return Ok{};
}

LabelledData::LabelledData(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
LabelledData::LabelledData(LabelledData&&) noexcept = default;
LabelledData& LabelledData::operator=(LabelledData&&) noexcept = default;
LabelledData::~LabelledData() = default;

Result<LabelledData> LabelledData::read(const std::string& path, const LabelOptions& options,
                                        SkippedRecordsInfo* skipped) {
  auto format = meta::parse_label_format(options.format);
  if (!format) return format.error();
  meta::ProcessingOptions po;
  po.max_words = options.chunk_words;
  po.jaccard_threshold = options.jaccard;
  po.only_source = options.only_source;
  SkippedRecords s;
  auto set = meta::read_labels(path, *format, po, &s);
  if (skipped) *skipped = {s.count, std::move(s.first)};
  if (!set) return set.error();
  if (options.limit > 0 && set->statements.size() > options.limit) {
    set->statements.resize(options.limit);
    std::erase_if(set->candidates, [&](const meta::Candidate& c) { return c.statement >= options.limit; });
  }
  auto impl = std::make_unique<Impl>();
  impl->set = std::move(*set);
  return LabelledData(std::move(impl));
}

std::string LabelledData::format() const { return meta::label_format_name(impl_->set.format); }
std::size_t LabelledData::pairs() const { return impl_->set.candidates.size(); }

std::string LabelledData::pairs_jsonl() const {
  const meta::LabelledSet& set = impl_->set;
  std::string out;
  for (const auto& c : set.candidates) {
    const auto& st = set.statements[c.statement];
    out += nlohmann::json({{"premise", c.passage}, {"hypothesis", st.text}, {"group", st.id}, {"level", c.level}})
               .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    out += '\n';
  }
  return out;
}

}  // namespace citeval
