// citeval-fuzz-deps: citeval::meta
//
// libFuzzer target for the readers of `citeval meta` and `citeval calibrate`: labelled
// statement-citation JSONL in every format (meta/labelled_data.h, with chunking and evidence
// location) and scored JSONL (meta/scored_set.h). The first byte picks the format and the chunk
// length; any bytes give a set or an error naming the file (never a crash, a hang or an
// exception), and a set's candidates point at its statements with levels 0-2.
#include <cstddef>
#include <cstdint>
#include <algorithm>
#include <cstdlib>
#include <string>
#include <string_view>

#include "meta/labelled_data.h"
#include "meta/scored_set.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

constexpr citeval::meta::LabelFormat kFormats[] = {
    citeval::meta::LabelFormat::kAuto, citeval::meta::LabelFormat::kGenSearch, citeval::meta::LabelFormat::kWice,
    citeval::meta::LabelFormat::kAttributionBench, citeval::meta::LabelFormat::kPlain};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::uint8_t control = data[0];
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const std::string name = "fuzz.jsonl";

  citeval::meta::ProcessingOptions po;
  po.max_words = 1 + (control >> 3) % 16;  // short chunks: many chunk boundaries
  po.jaccard_threshold = (control & 0x80) ? 0.5 : 0.1;
  const auto format = kFormats[control % 5];
  // Half the inputs are read skipping bad records (as the CLI reads them), half strictly.
  citeval::SkippedRecords skipped;
  auto set = citeval::meta::parse_labels(text, name, format, po, (control & 0x40) ? &skipped : nullptr);
  check(skipped.first.size() == std::min(skipped.count, citeval::SkippedRecords::kKept));
  if (!set) {
    check(set.error().file == name && !set.error().message.empty());
  } else {
    check(set->format != citeval::meta::LabelFormat::kAuto || set->candidates.empty());
    for (const auto& c : set->candidates) {
      check(c.statement < set->statements.size());
      check(c.level <= 2);
      check(c.line >= 1);
    }
    for (const auto& s : set->statements) check(s.line >= 1);
  }

  auto scores = citeval::meta::parse_scores_jsonl(text, name);
  if (!scores) {
    check(scores.error().file == name && !scores.error().message.empty());
  } else {
    check(scores->groups().size() == scores->size() && scores->labels().size() == scores->size());
    for (std::size_t i = 0; i < scores->size(); ++i) {
      check(scores->groups()[i] < scores->group_names().size());
      check(scores->labels()[i] <= 2);
    }
  }
  return 0;
}
