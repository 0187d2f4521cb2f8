// The statements of a cited answer: what is judged, and which citations each carries.
//
//   for (const answers::Statement& s : answers::answer_statements(record)) judge(s.hypothesis, …);
//
// A span citation is judged for its span: citations with the same span make one statement (so
// Anthropic's several citations on one text block are judged together, as ALCE judges the ids
// of one sentence). The rest of the answer body is cut into sentences (Punkt, NLTK's English
// parameters, as ALCE's sent_tokenize); a sentence that overlaps no span is a statement with the
// mark citations standing in it (none: an uncited statement). A sentence made of nothing but
// marks ("… Germany.[^2]" split by Punkt) joins the sentence before it. The hypothesis is the
// statement's text with its marks deleted (with one space before a mark, as ALCE's
// remove_citations deletes " [1"), stripped; so an answer with "[n]" marks and the same answer with
// provider spans on the same sentences give the same hypotheses.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "answers/answer_record.h"

namespace citeval::answers {

struct Statement {
  Span span;                           // the statement's bytes in the answer
  std::string hypothesis;              // what a judge reads
  std::vector<std::size_t> citations;  // indices into AnswerRecord::citations, in order
  bool from_span = false;              // the span of span citations (else a sentence)
};

// Ordered by position.
std::vector<Statement> answer_statements(const AnswerRecord& record);

}  // namespace citeval::answers
