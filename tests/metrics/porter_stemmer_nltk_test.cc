// Differential test: porter_stem against NLTK 3.8's PorterStemmer() on ~78,000 words (the
// vocabulary of the UD English EWT treebank, all short letter strings over a rule-triggering
// alphabet, frequent words with every rule's suffix appended, edge cases); see porter_oracle.py.
#include <cstdio>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "metrics/porter_stemmer.h"

namespace citeval::metrics {
namespace {

TEST(PorterStemmerNltk, IdenticalToNltkOnLargeVocabulary) {
  const std::string shared = CITEVAL_SHARED_DIR;
  const std::string command = std::string(CITEVAL_PYTHON) + " " + CITEVAL_SOURCE_DIR +
                              "/tests/metrics/porter_oracle.py " + shared +
                              "/data/ud/en_ewt-ud-train.conllu " + shared +
                              "/data/ud/en_ewt-ud-dev.conllu " + shared +
                              "/data/ud/en_ewt-ud-test.conllu";
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr) << command;
  std::string output;
  char buffer[1 << 16];
  std::size_t n;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) output.append(buffer, n);
  ASSERT_EQ(pclose(pipe), 0) << "oracle failed: " << command;

  std::size_t words = 0, mismatches = 0;
  std::size_t pos = 0;
  while (pos < output.size()) {
    std::size_t end = output.find('\n', pos);
    if (end == std::string::npos) end = output.size();
    std::string line = output.substr(pos, end - pos);
    pos = end + 1;
    std::size_t tab = line.find('\t');
    ASSERT_NE(tab, std::string::npos) << "bad oracle line: " << line;
    std::string word = line.substr(0, tab), expected = line.substr(tab + 1);
    ++words;
    std::string got = porter_stem(word);
    if (got != expected) {
      ++mismatches;
      if (mismatches <= 30) ADD_FAILURE() << word << ": nltk " << expected << ", ours " << got;
    }
  }
  EXPECT_GE(words, 20000u);
  EXPECT_EQ(mismatches, 0u) << "of " << words << " words";
}

}  // namespace
}  // namespace citeval::metrics
