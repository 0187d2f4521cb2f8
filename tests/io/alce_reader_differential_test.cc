// Differential test: citeval's reader against Python's json on files with tricky strings
// (quotes, backslashes, brackets, escapes, control characters, astral code points), in the
// three formats and with json.dump's indent/ensure_ascii variants (alce_reader_oracle.py).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "io/alce_reader.h"

namespace citeval::io {
namespace {

TEST(AlceReaderDifferential, AgreesWithPythonJson) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("citeval_io_oracle_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string cmd = std::string(CITEVAL_PYTHON) + " " + IO_ORACLE + " " + dir.string();
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  nlohmann::json expected;
  {
    std::ifstream in(dir / "expected.json");
    expected = nlohmann::json::parse(in);
  }
  ASSERT_EQ(expected.size(), 24u);
  std::size_t total_items = 0;
  for (const auto& [name, want] : expected.items()) {
    SCOPED_TRACE(name);
    auto file = read_alce_file((dir / name).string());
    ASSERT_TRUE(file) << file.error().to_string();
    EXPECT_TRUE(file->skipped.empty());
    nlohmann::json got = nlohmann::json::array();
    for (const AlceItem& item : file->items) {
      nlohmann::json titles = nlohmann::json::array(), texts = nlohmann::json::array();
      for (const auto& d : item.docs) {
        titles.push_back(d.title);
        texts.push_back(d.text);
      }
      got.push_back({item.question, item.output, titles, texts});
    }
    EXPECT_EQ(got, want);
    total_items += file->items.size();
  }
  EXPECT_GT(total_items, 40u);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace citeval::io
