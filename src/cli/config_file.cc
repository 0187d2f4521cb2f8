#include "cli/config_file.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
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

const CLI::App* named_subcommand(const CLI::App& app, const std::string& name) {
  auto found = app.get_subcommands([&](const CLI::App* a) { return !a->get_name().empty() && a->get_name() == name; });
  return found.empty() ? nullptr : found.front();
}

bool has_option(const CLI::App& app, const std::string& key) {
  return app.get_option_no_throw("--" + key) != nullptr || app.get_option_no_throw(key) != nullptr ||
         (key.size() == 1 && app.get_option_no_throw("-" + key) != nullptr);
}

}  // namespace

std::vector<CLI::ConfigItem> TomlOrJsonConfig::to_running_subcommands(std::vector<CLI::ConfigItem> items) const {
  std::vector<CLI::ConfigItem> own, moved;  // moved: after `own`, since the first value given wins
  for (auto& item : items) {
    const CLI::App* app = root_;
    for (const auto& p : item.parents) app = app == nullptr ? nullptr : named_subcommand(*app, p);
    const bool marker = item.name == "++" || item.name == "--";  // CLI11's section start and end
    auto subs = app == nullptr ? std::vector<const CLI::App*>{}
                               : app->get_subcommands([](const CLI::App* a) { return !a->get_name().empty(); });
    if (marker || app == nullptr || app == root_ || subs.empty() || has_option(*app, item.name)) {
      own.push_back(std::move(item));
      continue;
    }
    const auto running = app->get_subcommands();  // parsed from the command line
    if (!running.empty()) {
      item.parents.push_back(running.front()->get_name());
      moved.push_back(std::move(item));
      continue;
    }
    // Nothing of this command runs: the key only has to exist in one of its subcommands.
    const bool known = std::any_of(subs.begin(), subs.end(), [&](const CLI::App* s) { return has_option(*s, item.name); });
    if (!known) own.push_back(std::move(item));  // refused by CLI11 as unknown
  }
  for (auto& item : moved) own.push_back(std::move(item));
  return own;
}

std::vector<CLI::ConfigItem> TomlOrJsonConfig::from_config(std::istream& input) const {
  const std::string text((std::istreambuf_iterator<char>(input)), std::istreambuf_iterator<char>());
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos || text[first] != '{') {
    std::istringstream again(text);
    return to_running_subcommands(CLI::ConfigTOML::from_config(again));
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
  return to_running_subcommands(std::move(out));
}

void add_config_option(CLI::App& app) {
  app.config_formatter(std::make_shared<TomlOrJsonConfig>(&app));
  app.set_config("--config", "", "Read options from a TOML or JSON file ([command] sections; flags win)");
  // An unknown key is an error, in every command (subcommands inherit this when added after).
  app.allow_config_extras(CLI::config_extras_mode::error);
  // `citeval eval --config FILE ...` as well as `citeval --config FILE eval ...`.
  app.fallthrough();
}

}  // namespace citeval::cli
