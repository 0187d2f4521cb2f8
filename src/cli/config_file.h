// `citeval --config FILE`: options from a file, TOML or JSON, for any command; flags given on
// the command line win over the file.
//
// TOML (CLI11's reader: `key = value`, strings in quotes, arrays in brackets, a [section] per
// command, [eval.alce] for a nested one):
//     [eval]
//     judge = "llm:gpt-4o"
//     llm-base-url = "http://vllm-1:8000/v1"
//     llm-price-in = 2.5
//     fail-under = ["citation_rec=70", "citation_prec=60"]
// JSON (chosen when the file's first non-blank character is '{'): the same as nested objects,
//     {"eval": {"judge": "llm:gpt-4o", "llm-price-in": 2.5, "fail-under": ["citation_rec=70"]}}
// Keys are the long option names without "--". A key no command has is an error (exit 2), never
// ignored: a misspelt threshold must not switch a gate off.
#pragma once

#include <iosfwd>
#include <vector>

#include <CLI/CLI.hpp>

namespace citeval::cli {

class TomlOrJsonConfig : public CLI::ConfigTOML {
 public:
  std::vector<CLI::ConfigItem> from_config(std::istream& input) const override;
};

// Adds --config to `app` (before the commands are added, so they inherit the settings).
void add_config_option(CLI::App& app);

}  // namespace citeval::cli
