// Differential test: str_em_item and qampari_item against correctness_oracle.py, a Python
// restatement of ALCE eval.py's per-item STR-EM and QAMPARI scores (with Python's own Unicode
// lower-casing, \b and str.split/strip), on 8,000 generated items. Exact equality.
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "metrics/qampari.h"
#include "metrics/str_em.h"
#include "run_oracle.h"

namespace citeval::metrics {
namespace {

using Aliases = std::vector<std::vector<std::string>>;

TEST(CorrectnessPython, StrEmAndQampariIdenticalToOracle) {
  const std::string output =
      testing::run_oracle("correctness_oracle.py", testing::shared_ud_files());
  std::size_t str_em_cases = 0, qampari_cases = 0, failures = 0;
  for (const std::string& line : testing::lines(output)) {
    nlohmann::json c = nlohmann::json::parse(line);
    const std::string out = c["output"];
    if (c["kind"] == "str_em") {
      ++str_em_cases;
      auto s = str_em_item(c["qa"].get<Aliases>(), out);
      bool same = s && s->str_em == c["em"].get<double>() && s->str_hit == c["hit"].get<double>();
      if (!same && ++failures <= 20) ADD_FAILURE() << "str_em differs: " << line;
    } else {
      ++qampari_cases;
      auto s = qampari_item(out, c["answers"].get<Aliases>(), c["cot"].get<bool>());
      bool same = s && s->num_preds == c["num_preds"].get<double>() &&
                  s->prec == c["prec"].get<double>() && s->rec == c["rec"].get<double>() &&
                  s->rec_top5 == c["rec_top5"].get<double>() && s->f1 == c["f1"].get<double>() &&
                  s->f1_top5 == c["f1_top5"].get<double>();
      if (!same && ++failures <= 20) ADD_FAILURE() << "qampari differs: " << line;
    }
  }
  EXPECT_EQ(str_em_cases, 4000u);
  EXPECT_EQ(qampari_cases, 4000u);
  EXPECT_EQ(failures, 0u);
}

}  // namespace
}  // namespace citeval::metrics
