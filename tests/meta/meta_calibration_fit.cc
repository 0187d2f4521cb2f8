// Test tool for calibration_oracle.py: reads "score label" lines (label 1 = supported) from
// standard input, fits with meta::fit_calibration, prints the fit as one JSON object.
// usage: meta_calibration_fit L2 OBJECTIVE < data.txt
#include <cstdlib>
#include <iostream>
#include <nlohmann/json.hpp>
#include <vector>

#include "meta/calibration.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: meta_calibration_fit L2 OBJECTIVE < data.txt\n";
    return 2;
  }
  auto objective = citeval::meta::parse_threshold_objective(argv[2]);
  if (!objective) {
    std::cerr << objective.error().to_string() << "\n";
    return 2;
  }
  std::vector<citeval::meta::LabelledScore> data;
  double score;
  int label;
  while (std::cin >> score >> label) data.push_back({score, label == 1});
  auto fit = citeval::meta::fit_calibration(data, {.l2 = std::atof(argv[1]), .objective = *objective});
  if (!fit) {
    std::cout << nlohmann::json{{"error", fit.error().message}}.dump() << "\n";
    return 0;
  }
  std::cout << nlohmann::json{{"slope", fit->slope},         {"intercept", fit->intercept},
                              {"threshold", fit->threshold}, {"auc", fit->auc},
                              {"accuracy", fit->accuracy},   {"balanced_accuracy", fit->balanced_accuracy},
                              {"f1", fit->f1},               {"log_loss", fit->log_loss}}
                   .dump()
            << "\n";
  return 0;
}
