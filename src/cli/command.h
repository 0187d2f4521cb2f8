// The citeval command line: one file a subcommand (cmd_<name>.cc), each registering itself.
//
// A command file defines a setup function that adds its CLI11 subcommand and a callback, and
// registers it with a static CommandRegistration:
//
//   namespace {
//   void setup(CLI::App& app, citeval::cli::CommandContext& ctx) {
//     auto* sub = app.add_subcommand("split", "Split text on stdin into sentences");
//     auto opts = std::make_shared<Options>();
//     sub->add_option("--punkt", opts->model, "english or untrained");
//     sub->callback([opts, &ctx] { ctx.exit_code = run(*opts); });
//   }
//   const citeval::cli::CommandRegistration reg("split", setup);
//   }  // namespace
//
// Callbacks set ctx.exit_code (0 ok, 1 failure of the job, 2 bad usage) and print errors as
// "citeval <command>: <Error::to_string()>" on stderr. Exceptions must not escape a callback.
//
// A command whose spelling changed keeps the old one working for scripts with an OldSpelling
// (the third argument of CommandRegistration): before parsing, it gets the command's App, the
// context and the arguments after the command's name, and rewrites them into the current spelling
// (printing a deprecation note on stderr), or returns a usage error (exit 2). It may add
// subcommands that the arguments name (`citeval eval --benchmark-module PATH NAME`: the module's
// benchmarks).
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace citeval::cli {

struct CommandContext {
  int exit_code = 0;
};

using CommandSetup = std::function<void(CLI::App&, CommandContext&)>;

// Returns "" (args rewritten or left alone) or the usage error to print.
using OldSpelling =
    std::function<std::string(CLI::App& command, CommandContext& ctx, std::vector<std::string>& args)>;

struct CommandRegistration {
  CommandRegistration(std::string name, CommandSetup setup, OldSpelling old_spelling = {});
};

struct RegisteredCommand {
  std::string name;
  CommandSetup setup;
  OldSpelling old_spelling;  // may be empty
};

// All registered commands, sorted by name.
std::vector<RegisteredCommand>& registered_commands();

}  // namespace citeval::cli
