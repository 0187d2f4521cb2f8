#include "cli/config_file.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <istream>
#include <iterator>
#include <memory>
#include <sstream>
#include <string>

#include "common/json_nesting.h"

namespace citeval::cli {
namespace {

std::string scalar(const nlohmann::json& v, const std::string& where) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
  if (v.is_number()) return v.dump();
  throw CLI::ConfigError(fmt::format("--config: '{}' must be a string, number, boolean or a list of them", where));
}

void collect(const nlohmann::json& obj, std::vector<std::string>& parents, std::vector<CLI::ConfigItem>& out) {
  for (auto it = obj.begin(); it != obj.end(); ++it) {
    std::string where;
    for (const auto& p : parents) where += p + ".";
    where += it.key();
    if (it->is_object()) {
      parents.push_back(it.key());
      collect(*it, parents, out);
      parents.pop_back();
      continue;
    }
    CLI::ConfigItem item;
    item.parents = parents;
    item.name = it.key();
    if (it->is_array()) {
      for (const auto& v : *it) item.inputs.push_back(scalar(v, where));
    } else {
      item.inputs.push_back(scalar(*it, where));
    }
    out.push_back(std::move(item));
  }
}

}  // namespace

std::vector<CLI::ConfigItem> TomlOrJsonConfig::from_config(std::istream& input) const {
  const std::string text((std::istreambuf_iterator<char>(input)), std::istreambuf_iterator<char>());
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos || text[first] != '{') {
    std::istringstream again(text);
    return CLI::ConfigTOML::from_config(again);
  }
  if (auto st = check_json_nesting(text); !st) throw CLI::ConfigError("--config: " + st.error().message);
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte is 1-based; name the line as every reader does.
    const std::size_t upto = std::min<std::size_t>(e.byte == 0 ? 0 : e.byte - 1, text.size());
    const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(upto), '\n');
    throw CLI::ConfigError(fmt::format("--config: line {}: invalid JSON", line));
  }
  std::vector<CLI::ConfigItem> out;
  std::vector<std::string> parents;
  collect(j, parents, out);
  return out;
}

void add_config_option(CLI::App& app) {
  app.config_formatter(std::make_shared<TomlOrJsonConfig>());
  app.set_config("--config", "", "Read options from a TOML or JSON file ([command] sections; flags win)");
  // An unknown key is an error, in every command (subcommands inherit this when added after).
  app.allow_config_extras(CLI::config_extras_mode::error);
  // `citeval eval --config FILE ...` as well as `citeval --config FILE eval ...`.
  app.fallthrough();
}

}  // namespace citeval::cli
