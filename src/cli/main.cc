#include <CLI/CLI.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "citeval/runtime.h"
#include "cli/command.h"
#include "cli/config_file.h"

namespace citeval::cli {

std::vector<RegisteredCommand>& registered_commands() {
  static std::vector<RegisteredCommand> commands;
  return commands;
}

CommandRegistration::CommandRegistration(std::string name, CommandSetup setup, OldSpelling old_spelling) {
  registered_commands().push_back({std::move(name), std::move(setup), std::move(old_spelling)});
}

namespace {

// Lets the command named on the command line rewrite an old spelling of its arguments (see
// command.h). `args` = argv; the command is the first argument after the program's name that is
// neither an option nor --config's value.
std::string rewrite_old_spelling(CLI::App& app, CommandContext& ctx, std::vector<std::string>& args) {
  std::size_t i = 1;
  while (i < args.size() && args[i].starts_with("-")) i += args[i] == "--config" ? 2 : 1;
  if (i >= args.size()) return "";
  for (const auto& c : registered_commands()) {
    if (c.name != args[i] || !c.old_spelling) continue;
    std::vector<std::string> tail(args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
    std::string error = c.old_spelling(*app.get_subcommand(c.name), ctx, tail);
    args.resize(i + 1);
    args.insert(args.end(), tail.begin(), tail.end());
    return error;
  }
  return "";
}

}  // namespace

}  // namespace citeval::cli

int main(int argc, char** argv) {
  using namespace citeval::cli;
  CLI::App app{"citeval: measure how well the citations in LLM-written text are supported"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "citeval " CITEVAL_VERSION);
  add_config_option(app);
  // Every option's default is shown in every help (inherited by the commands added below).
  app.option_defaults()->always_capture_default();
  CommandContext ctx;
  // The commands use the library's shared runtime (citeval/runtime.h): every judge kind, the
  // model module loaded on first use. The torch variables are checked now (a runtime made with
  // them loads nothing), applied when the module loads.
  if (auto runtime = citeval::Runtime::create(); !runtime) {
    std::cerr << "citeval: " << runtime.error().message << "\n";
    return 2;
  }
  auto& commands = registered_commands();
  std::sort(commands.begin(), commands.end(),
            [](const RegisteredCommand& a, const RegisteredCommand& b) { return a.name < b.name; });
  for (auto& c : commands) c.setup(app, ctx);
  std::vector<std::string> args(argv, argv + argc);
  if (std::string e = rewrite_old_spelling(app, ctx, args); !e.empty()) {
    std::cerr << e << "\n";
    return 2;
  }
  std::vector<const char*> args_c;
  for (const auto& a : args) args_c.push_back(a.c_str());
  try {
    app.parse(static_cast<int>(args_c.size()), args_c.data());
  } catch (const CLI::ConfigError& e) {
    // CLI11 says "INI was not able to parse eval.judgee": say what it means, for TOML and JSON.
    std::string m = e.what();
    const std::string extra = "INI was not able to parse ";
    if (m.rfind(extra, 0) == 0) {
      m = "--config: no command has an option '" + m.substr(extra.size()) +
          "' (keys are long option names without '--', in a [command] section)";
    }
    std::cerr << "citeval: " << m << "\n";
    return 2;
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  } catch (const std::exception& e) {
    std::cerr << "citeval: internal error: " << e.what() << "\n";
    return 1;
  }
  // Output still buffered is written here, not by exit(), which would lose a write error (a full
  // disk, a closed pipe): a result that did not reach standard output is a failed run. (A command
  // that failed already said why, and keeps its exit code.) The reason is known only when this
  // flush fails: std::cerr flushes std::cout first, so the failing write may be long past.
  errno = 0;
  std::cout.flush();
  const bool flushed = std::fflush(stdout) == 0;
  const int err = errno;
  if (ctx.exit_code == 0 && (!flushed || std::ferror(stdout) || !std::cout)) {
    std::cerr << "citeval: cannot write standard output" << (err ? std::string(": ") + std::strerror(err) : "")
              << "\n";
    return 1;
  }
  return ctx.exit_code;
}
