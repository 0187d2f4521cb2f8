// Differential test: porter_stem against NLTK 3.8's PorterStemmer() on ~78,000 words (the
// vocabulary of the UD English EWT treebank, all short letter strings over a rule-triggering
// alphabet, frequent words with every rule's suffix appended, edge cases); see porter_oracle.py.
#include <string>

#include <gtest/gtest.h>

#include "metrics/porter_stemmer.h"
#include "run_oracle.h"

namespace citeval::metrics {
namespace {

TEST(PorterStemmerNltk, IdenticalToNltkOnLargeVocabulary) {
  const std::string output = testing::run_oracle("porter_oracle.py", testing::shared_ud_files());
  std::size_t words = 0, mismatches = 0;
  for (const std::string& line : testing::lines(output)) {
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
