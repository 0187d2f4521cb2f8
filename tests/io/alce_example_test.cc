// The bundled examples (examples/alce_*.json): the committed files are exactly what
// tools/make_alce_example.py writes, and the reader reads every item of them.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cite/citation.h"
#include "io/alce_reader.h"

namespace citeval::io {
namespace {

const std::string kExamples = std::string(CITEVAL_SOURCE_DIR) + "/examples/";

AlceFile read_example(const std::string& name) {
  auto file = read_alce_file(kExamples + name);
  if (!file) {
    ADD_FAILURE() << file.error().to_string();
    return {};
  }
  EXPECT_EQ(file->format, AlceFormat::kJsonObject);
  EXPECT_TRUE(file->skipped.empty());
  EXPECT_EQ(file->items.size(), 4u);
  for (const AlceItem& item : file->items) {
    EXPECT_EQ(item.docs.size(), 5u);
    EXPECT_FALSE(item.output.empty());
    EXPECT_FALSE(cite::citation_ids(item.output).empty()) << item.output;
  }
  return std::move(file).value();
}

TEST(AlceExample, Asqa) {
  const AlceFile f = read_example("alce_asqa.json");
  ASSERT_EQ(f.items.size(), 4u);
  EXPECT_EQ(f.args.at("dataset_name"), "asqa");
  const AlceItem& rain = f.items[0];
  EXPECT_EQ(rain.question, "Which is the most rainy place on earth?");
  EXPECT_EQ(rain.line, 15u);  // the line of its "{"
  ASSERT_EQ(rain.qa_pairs.size(), 4u);
  EXPECT_EQ(rain.qa_pairs[1].short_answers, (std::vector<std::string>{"Llor\u00f3", "Lloro"}));
  ASSERT_EQ(rain.long_answers.size(), 2u);
  EXPECT_EQ(rain.long_answers[0], *rain.answer);
  EXPECT_EQ(cite::citation_ids(rain.output), (std::vector<int>{3, 3, 1}));  // repeats kept, as eval.py
  EXPECT_EQ(rain.docs[0].title, "Cherrapunji");
  EXPECT_EQ(f.items[3].question, "Who played galen in planet of the apes?");
  EXPECT_EQ(f.items[3].line, 196u);
  EXPECT_EQ(cite::citation_ids(f.items[3].output), (std::vector<int>{2, 1}));
}

TEST(AlceExample, Qampari) {
  const AlceFile f = read_example("alce_qampari.json");
  ASSERT_EQ(f.items.size(), 4u);
  std::vector<std::size_t> sizes;
  for (const auto& item : f.items) {
    EXPECT_TRUE(item.has_answers);
    sizes.push_back(item.answers.size());
  }
  EXPECT_EQ(sizes, (std::vector<std::size_t>{14, 10, 7, 9}));
  EXPECT_EQ(f.items[0].answers[4],
            (std::vector<std::string>{"The Chequer Board", "Chequer Board"}));
}

TEST(AlceExample, Eli5) {
  const AlceFile f = read_example("alce_eli5.json");
  ASSERT_EQ(f.items.size(), 4u);
  for (const auto& item : f.items) EXPECT_EQ(item.claims.size(), 3u);
  EXPECT_EQ(cite::citation_ids(f.items[0].output), (std::vector<int>{1, 2, 3, 2}));
  EXPECT_EQ(cite::citation_ids(f.items[0].output, cite::CitationSyntax::kAlceCompat),
            (std::vector<int>{1, 2, 3, 2}));
  EXPECT_EQ(cite::dedupe_citation_ids(cite::citation_ids(f.items[0].output)), (std::vector<int>{1, 2, 3}));
}

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(AlceExample, CommittedFilesMatchTheGenerator) {
  const auto out = std::filesystem::temp_directory_path() /
                   ("citeval_alce_example_" + std::to_string(::getpid()));
  const std::string cmd = std::string(CITEVAL_PYTHON) + " " + CITEVAL_SOURCE_DIR +
                          "/tools/make_alce_example.py --prompts " + CITEVAL_SHARED_DIR +
                          "/data/alce/prompts --out " + out.string();
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  for (const char* name : {"alce_asqa.json", "alce_qampari.json", "alce_eli5.json"}) {
    const std::string generated = slurp(out / name);
    EXPECT_FALSE(generated.empty()) << name;
    EXPECT_TRUE(generated == slurp(kExamples + name))
        << name << " differs from tools/make_alce_example.py's output: rerun the script";
  }
  std::filesystem::remove_all(out);
}

}  // namespace
}  // namespace citeval::io
