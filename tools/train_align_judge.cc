// train_align_judge: fits the logistic combination of the "align" judge (src/judge/align_judge.h)
// on the DEV human labels only, and writes src/judge/align_weights.inc (committed; rerunning this
// program on the same data reproduces it byte for byte).
//
//   build/release/tools/train_align_judge --shared ../shared [--output src/judge/align_weights.inc]
//
// Data (../shared/data/labels, see its README): WiCE dev (claim vs the cited page's sentences
// joined with spaces; supported 1, partially_supported 0.5, not_supported 0) and AttributionBench
// dev (claim vs its references joined with newlines; attributable 1, not 0), the pairs
// tests/judge/lexical_eval.py builds. Each data set weighs half of the fit. The model: L2-
// regularised (lambda = 1 on the weights, not the bias) logistic regression with soft targets,
// by Newton's method to convergence (deterministic). The threshold is the one maximising the
// mean balanced accuracy on WiCE supported-vs-rest and AttributionBench.
// It also prints 5-fold cross-validated ROC-AUCs (folds by position, fitted on 4/5, scored on
// 1/5): the honest estimate of held-out figures, since the dev labels are the training data.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "judge/align_judge.h"

namespace {

using citeval::judge::AlignJudge;
constexpr std::size_t kF = AlignJudge::kNumFeatures;

struct Row {
  std::array<double, kF> x;
  bool contradicted;
  double y;         // soft target
  std::string set;  // "wice" / "ab"
  std::string gold;
  double weight;
};

void flatten(const nlohmann::json& j, std::string& out) {
  if (j.is_array()) {
    for (const auto& e : j) flatten(e, out);
  } else {
    if (!out.empty()) out += '\n';
    out += j.is_string() ? j.get<std::string>() : j.dump();
  }
}

std::vector<double> fit(const std::vector<Row>& rows, const std::vector<bool>& use, double lambda) {
  const std::size_t d = kF + 1;  // bias last
  std::vector<double> w(d, 0.0);
  for (int iter = 0; iter < 100; ++iter) {
    std::vector<double> g(d, 0.0);
    std::vector<double> hess(d * d, 0.0);
    for (std::size_t r = 0; r < rows.size(); ++r) {
      if (!use[r]) continue;
      const Row& row = rows[r];
      double z = w[kF];
      for (std::size_t k = 0; k < kF; ++k) z += w[k] * row.x[k];
      const double p = 1.0 / (1.0 + std::exp(-z));
      const double s = row.weight * p * (1 - p);
      for (std::size_t a = 0; a < d; ++a) {
        const double xa = a < kF ? row.x[a] : 1.0;
        g[a] += row.weight * (p - row.y) * xa;
        for (std::size_t b = 0; b < d; ++b) hess[a * d + b] += s * xa * (b < kF ? row.x[b] : 1.0);
      }
    }
    for (std::size_t a = 0; a < kF; ++a) {
      g[a] += lambda * w[a];
      hess[a * d + a] += lambda;
    }
    hess[kF * d + kF] += 1e-9;
    // Solve hess * step = g (Gaussian elimination with partial pivoting).
    std::vector<double> m = hess, step = g;
    for (std::size_t c = 0; c < d; ++c) {
      std::size_t piv = c;
      for (std::size_t r = c + 1; r < d; ++r) if (std::fabs(m[r * d + c]) > std::fabs(m[piv * d + c])) piv = r;
      for (std::size_t k = 0; k < d; ++k) std::swap(m[c * d + k], m[piv * d + k]);
      std::swap(step[c], step[piv]);
      for (std::size_t r = 0; r < d; ++r) {
        if (r == c || m[c * d + c] == 0) continue;
        const double q = m[r * d + c] / m[c * d + c];
        for (std::size_t k = 0; k < d; ++k) m[r * d + k] -= q * m[c * d + k];
        step[r] -= q * step[c];
      }
    }
    double norm = 0;
    for (std::size_t a = 0; a < d; ++a) {
      const double st = m[a * d + a] != 0 ? step[a] / m[a * d + a] : 0.0;
      w[a] -= st;
      norm += st * st;
    }
    if (norm < 1e-18) break;
  }
  return w;
}

double predict(const std::vector<double>& w, const Row& row) {
  double z = w[kF];
  for (std::size_t k = 0; k < kF; ++k) z += w[k] * row.x[k];
  return 1.0 / (1.0 + std::exp(-z));
}

// ROC-AUC (ties count half) of scores for positives vs negatives.
double auc(const std::vector<double>& pos, const std::vector<double>& neg) {
  if (pos.empty() || neg.empty()) return NAN;
  double s = 0;
  for (double a : pos) for (double b : neg) s += a > b ? 1.0 : a == b ? 0.5 : 0.0;
  return s / (static_cast<double>(pos.size()) * static_cast<double>(neg.size()));
}

double auc_of(const std::vector<Row>& rows, const std::vector<double>& score, const std::string& set,
              const std::vector<std::string>& positive, const std::vector<std::string>& negative) {
  std::vector<double> pos, neg;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (rows[r].set != set) continue;
    if (std::find(positive.begin(), positive.end(), rows[r].gold) != positive.end()) pos.push_back(score[r]);
    if (std::find(negative.begin(), negative.end(), rows[r].gold) != negative.end()) neg.push_back(score[r]);
  }
  return auc(pos, neg);
}

double balanced_accuracy(const std::vector<Row>& rows, const std::vector<double>& score, const std::string& set,
                         const std::string& positive, double t) {
  double tp = 0, p = 0, tn = 0, n = 0;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (rows[r].set != set) continue;
    const bool pos = rows[r].gold == positive;
    (pos ? p : n) += 1;
    if (pos && score[r] >= t) tp += 1;
    if (!pos && score[r] < t) tn += 1;
  }
  return 0.5 * (tp / p + tn / n);
}

void report(const char* what, const std::vector<Row>& rows, const std::vector<double>& s) {
  fmt::print("{:<22} WiCE S-vs-N {:.3f}  S-vs-P {:.3f}  P-vs-N {:.3f}  S-vs-rest {:.3f}  AB {:.3f}\n", what,
             auc_of(rows, s, "wice", {"supported"}, {"not_supported"}),
             auc_of(rows, s, "wice", {"supported"}, {"partially_supported"}),
             auc_of(rows, s, "wice", {"partially_supported"}, {"not_supported"}),
             auc_of(rows, s, "wice", {"supported"}, {"partially_supported", "not_supported"}),
             auc_of(rows, s, "ab", {"attributable"}, {"not attributable"}));
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Fits the align judge's logistic combination on the dev labels"};
  std::string shared = "../shared";
  std::string output = "src/judge/align_weights.inc";
  double lambda = 1.0;
  app.add_option("--shared", shared, "the shared data directory (holding data/labels)");
  app.add_option("--output", output, "where to write the weights");
  CLI11_PARSE(app, argc, argv);

  std::vector<Row> rows;
  std::vector<std::pair<std::string, std::string>> pairs;
  auto read = [&](const std::string& path, const std::string& set) -> bool {
    std::ifstream in(path);
    if (!in) {
      std::cerr << "train_align_judge: cannot read " << path << "\n";
      return false;
    }
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
      auto j = nlohmann::json::parse(line, nullptr, false);
      if (j.is_discarded()) {
        std::cerr << path << ":" << n << ": not JSON\n";
        return false;
      }
      std::string premise, claim = j.value("claim", "");
      Row r{};
      r.set = set;
      if (set == "wice") {
        for (const auto& s : j.at("evidence")) premise += (premise.empty() ? "" : " ") + s.get<std::string>();
        r.gold = j.at("label").get<std::string>();
        r.y = r.gold == "supported" ? 1.0 : r.gold == "partially_supported" ? 0.5 : 0.0;
      } else {
        flatten(j.at("references"), premise);
        r.gold = j.at("attribution_label").get<std::string>();
        r.y = r.gold == "attributable" ? 1.0 : 0.0;
      }
      const AlignJudge::Analysis a = AlignJudge::analyze(premise, claim);
      r.x = a.features;
      r.contradicted = a.contradicted;
      rows.push_back(r);
    }
    return true;
  };
  if (!read(shared + "/data/labels/wice/claim_dev.jsonl", "wice") ||
      !read(shared + "/data/labels/attributionbench/dev_all_subset_balanced.jsonl", "ab")) {
    return 1;
  }
  std::size_t n_wice = 0;
  for (const Row& r : rows) n_wice += r.set == "wice";
  const std::size_t n_ab = rows.size() - n_wice;
  for (Row& r : rows) r.weight = 0.5 * static_cast<double>(rows.size()) / static_cast<double>(r.set == "wice" ? n_wice : n_ab);

  // Cross-validated scores.
  std::vector<double> cv(rows.size());
  for (int fold = 0; fold < 5; ++fold) {
    std::vector<bool> use(rows.size());
    for (std::size_t r = 0; r < rows.size(); ++r) use[r] = static_cast<int>(r % 5) != fold;
    const auto w = fit(rows, use, lambda);
    for (std::size_t r = 0; r < rows.size(); ++r) if (!use[r]) cv[r] = predict(w, rows[r]);
  }
  const auto w = fit(rows, std::vector<bool>(rows.size(), true), lambda);
  std::vector<double> s(rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) s[r] = predict(w, rows[r]);
  std::vector<double> cov(rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) cov[r] = rows[r].x[0];
  // How often each mismatch detector fires on supported and on unsupported claims.
  for (std::size_t k = 4; k <= 12; ++k) {
    int fire[2][2] = {{0, 0}, {0, 0}};  // [set][supported]
    int count[2][2] = {{0, 0}, {0, 0}};
    for (const Row& r : rows) {
      const int set = r.set == "ab", sup = r.y == 1.0;
      ++count[set][sup];
      fire[set][sup] += r.x[k] > 0;
    }
    fmt::print("{:<16} fires on WiCE supported {}/{}, not fully {}/{}; AB attributable {}/{}, not {}/{}\n",
               AlignJudge::kFeatureNames[k], fire[0][1], count[0][1], fire[0][0], count[0][0], fire[1][1],
               count[1][1], fire[1][0], count[1][0]);
  }
  report("coverage alone", rows, cov);
  report("fitted (in-sample)", rows, s);
  report("fitted (5-fold CV)", rows, cv);
  double best_t = 0.5, best = -1;
  for (int k = 5; k <= 95; ++k) {
    const double t = k / 100.0;
    const double b = 0.5 * (balanced_accuracy(rows, s, "wice", "supported", t) + balanced_accuracy(rows, s, "ab", "attributable", t));
    if (b > best + 1e-12) {
      best = b;
      best_t = t;
    }
  }
  // The judge's own rule (align_judge.cc): aligned but contradicted pairs are capped at half
  // the threshold.
  const double cap = best_t / 2;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (rows[r].contradicted) {
      cv[r] = std::min(cv[r], cap);
      s[r] = std::min(s[r], cap);
    }
  }
  report("fitted+cap (5-fold CV)", rows, cv);
  fmt::print("threshold {:.2f}: balanced accuracy WiCE S-vs-rest {:.3f}, AB {:.3f}\n", best_t,
             balanced_accuracy(rows, s, "wice", "supported", best_t), balanced_accuracy(rows, s, "ab", "attributable", best_t));

  std::string body = fmt::format(
      "// Generated by tools/train_align_judge.cc from the dev labels (WiCE dev {} claims,\n"
      "// AttributionBench dev {} claims); do not edit, rerun the program.\n"
      "constexpr double kAlignBias = {:.6f};\n"
      "constexpr double kAlignWeights[] = {{\n",
      n_wice, n_ab, w[kF]);
  for (std::size_t k = 0; k < kF; ++k) body += fmt::format("    {:.6f},  // {}\n", w[k], AlignJudge::kFeatureNames[k]);
  body += fmt::format("}};\nconstexpr double kAlignThreshold = {:.2f};\nconstexpr double kAlignVetoCap = {:.3f};\n", best_t, cap);
  std::ofstream out(output);
  out << body;
  if (!out) {
    std::cerr << "train_align_judge: cannot write " << output << "\n";
    return 1;
  }
  fmt::print("wrote {}\n", output);
  return 0;
}
