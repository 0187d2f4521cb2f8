#include "cli/gates.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>

namespace citeval::cli {
namespace {

std::string trim(std::string s) {
  const auto b = s.find_first_not_of(" \t");
  const auto e = s.find_last_not_of(" \t");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// The value at `key`: a top-level key first, else a dotted path. nullptr when absent.
const nlohmann::json* lookup(const nlohmann::json& j, const std::string& key) {
  if (!j.is_object() || key == "citeval" || key.rfind("citeval.", 0) == 0) return nullptr;  // run info
  if (auto it = j.find(key); it != j.end()) return &*it;
  const nlohmann::json* cur = &j;
  std::size_t pos = 0;
  while (pos <= key.size()) {
    const std::size_t dot = key.find('.', pos);
    const std::string part = key.substr(pos, dot == std::string::npos ? std::string::npos : dot - pos);
    if (!cur->is_object()) return nullptr;
    auto it = cur->find(part);
    if (it == cur->end()) return nullptr;
    cur = &*it;
    if (dot == std::string::npos) return cur;
    pos = dot + 1;
  }
  return nullptr;
}

// The numeric (or null) keys of a summary, as gates can name them, for the error message.
void gate_keys(const nlohmann::json& j, const std::string& prefix, std::vector<std::string>& out) {
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (it.key() == "citeval") continue;  // run information, not figures
    const std::string name = prefix.empty() ? it.key() : prefix + "." + it.key();
    if (it->is_number() || it->is_null()) {
      out.push_back(name);
    } else if (it->is_object()) {
      gate_keys(*it, name, out);
    }
  }
}

}  // namespace

Result<std::vector<Gate>> parse_gates(const std::vector<std::string>& specs) {
  std::vector<Gate> out;
  for (const auto& spec : specs) {
    std::size_t pos = 0;
    while (pos <= spec.size()) {
      const std::size_t comma = spec.find(',', pos);
      const std::string item = trim(spec.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos));
      pos = comma == std::string::npos ? spec.size() + 1 : comma + 1;
      const std::size_t eq = item.rfind('=');
      if (eq == std::string::npos || eq == 0) {
        return make_error(ErrorCode::kInvalidArgument,
                          fmt::format("--fail-under '{}': expected KEY=MIN, e.g. citation_rec=70", item));
      }
      Gate g;
      g.key = trim(item.substr(0, eq));
      const std::string num = trim(item.substr(eq + 1));
      const char* end = num.data() + num.size();
      auto [p, ec] = std::from_chars(num.data(), end, g.min);
      if (num.empty() || ec != std::errc() || p != end || !std::isfinite(g.min)) {
        return make_error(ErrorCode::kInvalidArgument,
                          fmt::format("--fail-under '{}': '{}' is not a number", item, num));
      }
      out.push_back(std::move(g));
    }
  }
  return out;
}

Result<GateReport> check_gates(const std::vector<Gate>& gates, const nlohmann::json& summary) {
  GateReport r;
  for (const auto& g : gates) {
    const nlohmann::json* v = lookup(summary, g.key);
    if (v == nullptr || !(v->is_number() || v->is_null())) {
      std::vector<std::string> keys;
      if (summary.is_object()) gate_keys(summary, "", keys);
      std::string list;
      for (const auto& k : keys) list += (list.empty() ? "" : ", ") + k;
      return make_error(ErrorCode::kInvalidArgument,
                        fmt::format("--fail-under: the summary has no figure '{}' (it has: {})", g.key, list));
    }
    if (v->is_null()) {
      r.passed = false;
      // The reason is the summary's (citeval.undefined, every benchmark), when it gives one.
      std::string why = "no item to average";
      if (summary.contains("citeval") && summary["citeval"].is_object() && summary["citeval"].contains("undefined")) {
        const auto& u = summary["citeval"]["undefined"];
        if (u.is_object() && u.contains(g.key) && u[g.key].is_string()) why = u[g.key].get<std::string>();
      }
      r.lines.push_back(fmt::format("fail-under: {} is undefined ({}) < {}: FAILED", g.key, why, g.min));
      continue;
    }
    const double x = v->get<double>();
    const bool ok = x >= g.min;
    if (!ok) r.passed = false;
    r.lines.push_back(fmt::format("fail-under: {} = {} {} {}: {}", g.key, x, ok ? ">=" : "<", g.min, ok ? "ok" : "FAILED"));
  }
  return r;
}

}  // namespace citeval::cli
