#include <CLI/CLI.hpp>

#include <algorithm>
#include <exception>
#include <iostream>

#include "cli/command.h"
#include "llm/llm_registry.h"
#include "model/model_registry.h"
#include "model/torch_runtime.h"

namespace citeval::cli {

std::vector<RegisteredCommand>& registered_commands() {
  static std::vector<RegisteredCommand> commands;
  return commands;
}

CommandRegistration::CommandRegistration(std::string name, CommandSetup setup) {
  registered_commands().push_back({std::move(name), std::move(setup)});
}

}  // namespace citeval::cli

int main(int argc, char** argv) {
  using namespace citeval::cli;
  CLI::App app{"citeval: measure how well the citations in LLM-written text are supported"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "citeval 0.1.0");
  CommandContext ctx;
  // Judge kinds of components the judge registry cannot depend on ("llm*", "embed", ...).
  citeval::llm::register_llm_judges();
  citeval::model::register_model_judges();
  if (std::string e = citeval::model::configure_torch_from_env(); !e.empty()) {
    std::cerr << "citeval: " << e << "\n";
    return 2;
  }
  auto& commands = registered_commands();
  std::sort(commands.begin(), commands.end(),
            [](const RegisteredCommand& a, const RegisteredCommand& b) { return a.name < b.name; });
  for (auto& c : commands) c.setup(app, ctx);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  } catch (const std::exception& e) {
    std::cerr << "citeval: internal error: " << e.what() << "\n";
    return 1;
  }
  return ctx.exit_code;
}
