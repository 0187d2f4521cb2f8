// Quote fidelity: whether a provider's quote of its source (Citation::cited_text) is in the
// source where the provider says it is. Model-free and exact (bytes compared, no normalisation):
// a quote that differs by one character is not the source's text.
#pragma once

#include "answers/answer_record.h"

namespace citeval::answers {

enum class QuoteFidelity {
  kNoQuote,    // the citation quotes nothing
  kExact,      // the quote is the source's bytes at the stated place
  kFound,      // no place stated; the quote occurs in a cited source
  kElsewhere,  // not at the stated place, but it occurs elsewhere in the source
  kAbsent,     // in no cited source
};
const char* quote_fidelity_name(QuoteFidelity q);  // "no_quote", "exact", "found", "elsewhere", "absent"

QuoteFidelity check_quote(const AnswerRecord& record, const Citation& citation);

}  // namespace citeval::answers
