// The default judge prompt templates (data/prompts/*.txt), compiled in at build time by
// embed_prompts.cmake so that citeval needs no data files at run time.
#pragma once

#include <string_view>
#include <vector>

namespace citeval::llm {

struct BuiltinPrompt {
  std::string_view name;  // the file name without ".txt", e.g. "support"
  std::string_view text;
};

// Sorted by name.
const std::vector<BuiltinPrompt>& builtin_prompts();

}  // namespace citeval::llm
