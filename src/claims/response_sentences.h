// A response split into the sentences ALiICE evaluates.
//
// Sentences are NLTK's sent_tokenize (text::PunktSplitter::english()). A citation group that
// opens a sentence after the first belongs to the previous sentence (the reference's
// sentence_spliter; Punkt puts "[1]" of "... engineers. [1] It ..." at the start of the next
// sentence): the previous span is extended over the group and the next starts after it (and
// its whitespace). The reference moves only the group's first mark; the whole group moves here,
// as the issue specifies. A sentence left empty by the move is dropped. A sentence made only of
// marks citeval does not read ("[^2]", cite::only_unread_marks) joins the previous sentence.
//
//   for (ByteSpan s : claims::split_response(output)) analyze(output, s);
#pragma once

#include <string_view>
#include <vector>

#include "cite/citation.h"
#include "claims/claim_tree.h"

namespace citeval::claims {

// reference: eval.py's sentence_spliter instead: only a leading closed mark "[\d+]" moves (the
// rest of its group stays), the whitespace after it stays with the next sentence, and a sentence
// left empty is kept (eval.py counts it in times_not_used_aliice).
std::vector<ByteSpan> split_response(std::string_view text,
                                     cite::CitationSyntax syntax = cite::CitationSyntax::kAll, bool reference = false);

}  // namespace citeval::claims
