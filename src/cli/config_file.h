// `citeval --config FILE`: options from a file, TOML or JSON, for any command; flags given on
// the command line win over the file.
//
// TOML (CLI11's reader: `key = value`, strings in quotes, arrays in brackets, a [section] per
// command, [eval.alce] for a nested one):
//     [eval]
//     judge = "llm:gpt-4o"
//     llm-base-url = "http://vllm-1:8000/v1"
//     llm-price-in = 2.5
//     [eval.alce]
//     fail-under = ["citation_rec=70", "citation_prec=60"]
// JSON (chosen when the file's first non-blank character is '{'): the same as nested objects,
//     {"eval": {"judge": "llm:gpt-4o", "alce": {"fail-under": ["citation_rec=70"]}}}
// Keys are the long option names without "--". A key no command has is an error (exit 2), never
// ignored: a misspelt threshold must not switch a gate off. A key of a command that has
// subcommands (`eval`) which is not its own option goes to the subcommand that runs (`[eval]
// judge` is `eval alce`'s --judge in `citeval eval alce`), after that subcommand's own section, so
// [eval.alce] wins over [eval]; when none of them runs, it must be an option of one of them.
#pragma once

#include <iosfwd>
#include <vector>

#include <CLI/CLI.hpp>

namespace citeval::cli {

class TomlOrJsonConfig : public CLI::ConfigTOML {
 public:
  // `root`: the application, asked which subcommands run (the file is read after the command
  // line is parsed).
  explicit TomlOrJsonConfig(const CLI::App* root) : root_(root) {}
  std::vector<CLI::ConfigItem> from_config(std::istream& input) const override;

 private:
  std::vector<CLI::ConfigItem> to_running_subcommands(std::vector<CLI::ConfigItem> items) const;
  const CLI::App* root_;
};

// Adds --config to `app` (before the commands are added, so they inherit the settings).
void add_config_option(CLI::App& app);

}  // namespace citeval::cli
