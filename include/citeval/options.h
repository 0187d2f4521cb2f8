// citeval/options.h — the one table of `citeval eval`'s options (EvalOptions, evaluate.h).
//
// Each entry says what an option is: its name, type, default, the benchmarks it applies to,
// whether it changes figures (is part of a state's identity), its help text, and how it is set
// on and read from EvalOptions. Every front end derives its spelling from the name:
//
//   name "no_truncate"  ->  CLI flag --no-truncate, --config key no-truncate, Python no_truncate=
//
// and the CLI's flags, its --config keys, the Python keyword arguments (and the .pyi, checked
// by a test), the Dask adapter, the "does not apply" errors and the docs' option tables
// (generated from --help) all come from this table. Adding an eval option is one entry here, its
// implementation (EvalOptions and what reads it) and its test.
//
//   citeval::EvalOptions o;
//   o.benchmark = citeval::Benchmark::kAliice;
//   if (auto st = citeval::set_option(o, "max_words", std::int64_t{30}); !st) ...   // a value
//   for (const citeval::OptionSpec& s : citeval::eval_option_schema().entries()) ...  // the table
//
// Errors name options neutrally: a library message marks an option it names as `NAME` or
// `NAME=VALUE` (backticks), and a front end shows them in its own spelling with spell_options():
// the CLI as --no-truncate / --dataset asqa, Python as no_truncate=True / dataset='asqa'.
// option_of() gives the first option an error names.
//
// The built-in benchmarks' options are in one table (src/api/option_schema.cc);
// OptionSchema::add lets a benchmark implementation declare options of its own. The schema is
// built once and read-only afterwards: reading it from several threads is safe.
//
// The LLM settings (LlmConfig, citeval/judges.h: the endpoint, key, concurrency, prices, ... of
// the "llm*" judges) are a second table, llm_option_schema(): they configure the runtime for every
// command that makes judges (eval, check, judge, calibrate, meta, serve), not one benchmark's run, and
// change no figure. Their names start with "llm_" and are spelled as the others are:
//
//   name "llm_base_url"  ->  --llm-base-url, --config key llm-base-url, Python llm_base_url=
//                            (citeval.configure_llm takes them without the prefix: base_url=)
//
//   citeval::LlmConfig c;
//   if (auto st = citeval::set_llm_option(c, "llm_timeout", 30.0); !st) ...
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "citeval/result.h"

namespace citeval {

struct EvalOptions;
struct LlmConfig;

enum class OptionType {
  kBool,    // a flag on the CLI (given = true), True/False in Python
  kInt,     // a signed integer
  kSize,    // a count: an integer >= 0
  kDouble,
  kString,
  kEnum,    // a string, one of OptionSpec::choices
};
const char* option_type_name(OptionType type);  // "bool", "int", "size", "double", "string", "enum"

// A value as a front end read it: bool (kBool), integer (kInt, kSize), double (kDouble; an
// integer is accepted too), string (kString, kEnum).
using OptionValue = std::variant<bool, std::int64_t, double, std::string>;

struct OptionSpec {
  std::string name;  // snake_case: the Python keyword; the CLI flag and --config key are kebab-case
  OptionType type = OptionType::kString;
  std::vector<std::string> choices;  // kEnum
  std::string default_text;          // the default as --help shows it ("" = none shown)
  std::vector<std::string> benchmarks;  // benchmark_name()s it applies to; empty = every benchmark
  bool identity = false;  // changes figures: part of EvalOptions::to_json (a state's identity)
  std::string help;       // one sentence or two, as --help shows it
  // Help for one benchmark instead of `help` ({benchmark_name, text}).
  std::vector<std::pair<std::string, std::string>> help_by_benchmark;
  // Front ends: an option a user gives (a CLI flag, a Python keyword). false: set by the front
  // end itself or by library callers only (the input's name, its fingerprint).
  bool user = true;
  std::vector<std::string> aliases;  // more CLI names, listed before the name (batch_size)
  std::string implicit_value;        // CLI: the value of the flag given without one (--mauve)
  std::optional<double> min, max;    // numbers: the accepted range (inclusive)
  bool positive = false;             // numbers: > 0 (a duration)
  // A judge spec ("table:FILE" reads a file) or a file the run reads: the CLI checks that no
  // output overwrites it.
  bool judge_spec = false, input_file = false;

  // Sets the (already checked) value on the options; reads it back, std::nullopt when unset.
  std::function<void(EvalOptions&, const OptionValue&)> set;
  std::function<std::optional<OptionValue>(const EvalOptions&)> get;
  // The same for the entries of the LLM table (llm_option_schema), on LlmConfig; an entry has
  // one pair or the other.
  std::function<void(LlmConfig&, const OptionValue&)> set_llm;
  std::function<std::optional<OptionValue>(const LlmConfig&)> get_llm;

  // Whether it applies to `benchmark`: every benchmark's, one listed, or one a benchmark added to
  // Runtime::shared() (a benchmark module's, citeval/benchmark.h) declares its own.
  bool applies_to(std::string_view benchmark) const;
  // The help for `benchmark`: help_by_benchmark, else the text a benchmark added to
  // Runtime::shared() gives for an option of its own, else help. default_for: the shown default,
  // the same way (default_text).
  std::string help_for(std::string_view benchmark) const;
  std::string default_for(std::string_view benchmark) const;
};

class OptionSchema {
 public:
  const std::vector<OptionSpec>& entries() const { return entries_; }
  // Adds an entry (a benchmark's own option); its name must be new.
  void add(OptionSpec spec);
  const OptionSpec* find(std::string_view name) const;
  // The user options that apply to `benchmark`, in table order (the order of --help).
  std::vector<const OptionSpec*> for_benchmark(std::string_view benchmark) const;

 private:
  std::vector<OptionSpec> entries_;
};

// The options of `citeval eval` (every built-in benchmark's).
const OptionSchema& eval_option_schema();

// Checks `value` against the entry of `name` (kInvalidArgument naming `NAME`: an unknown
// option, one that does not apply to options.benchmark, a value of the wrong type, out of range
// or not one of the choices) and sets it. A std::nullopt value leaves the option unset.
Status set_option(EvalOptions& options, std::string_view name, const std::optional<OptionValue>& value);
// The same for the benchmark named `benchmark` (one of a benchmark module, which
// options.benchmark cannot name: citeval/benchmark.h).
Status set_option(EvalOptions& options, std::string_view name, const std::optional<OptionValue>& value,
                  std::string_view benchmark);

// kInvalidArgument when the option `name` is unknown or does not apply to `benchmark`: "option
// `NAME` does not apply to benchmark B (it applies to A, C)".
Status check_option_applies(std::string_view name, std::string_view benchmark);

// The schema as JSON (a list: name, type, choices, default, benchmarks, identity, help, user,
// cli (the flags), python (the keyword)), for tests and tools.
nlohmann::json eval_option_schema_json();

// The LLM settings' table (see the top): every entry applies to every benchmark and command.
const OptionSchema& llm_option_schema();
// Checks `value` against the entry of `name` ("llm_timeout"; kInvalidArgument naming `NAME`, as
// set_option) and sets it on `config`. A std::nullopt value leaves the setting as it is.
Status set_llm_option(LlmConfig& config, std::string_view name, const std::optional<OptionValue>& value);
// llm_option_schema() as JSON (the form of eval_option_schema_json).
nlohmann::json llm_option_schema_json();

enum class OptionSpelling { kCli, kPython };
// The option marks of a library message (`NAME`, `NAME=VALUE`, NAME an option of either table) in
// a front end's spelling: CLI `--flag` and `--flag VALUE`; Python `NAME=True` for a bool,
// `NAME=` for another option named alone, `NAME='VALUE'` (numbers unquoted), and NAME after the
// word "option" ("option `max_words`: ..." names it). Other text, backticked or not, is kept.
std::string spell_options(std::string_view message, OptionSpelling spelling);
// A summary (EvalState::summary_json) with every string (undefined reasons, notes, info) in a front
// end's spelling (spell_options): the library names options there neutrally ("no token prices were
// set (`llm_price_in`, `llm_price_out`)"), as in its table, warnings and judge lines.
void spell_summary_options(nlohmann::json& summary, OptionSpelling spelling);

// The name of the first option an error's message marks, or "".
std::string option_of(const Error& error);

// The CLI flag of an option name: "no_truncate" -> "--no-truncate".
std::string option_flag(std::string_view name);

}  // namespace citeval
