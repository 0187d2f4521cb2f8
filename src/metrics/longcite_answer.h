// LongBench-Cite answers: statements with sentence-span citations.
//
// A LongCite answer looks like
//   <statement>PSR B1620 b has [Fe/H]=-2.09.<cite>[10-10][12-13]</cite></statement> Some text.
// parse_longcite_answer turns it into statements exactly as LongCite's postprocessing
// (LongBench-Cite/pred_*.py: postprocess, get_citations) does:
//  * text between statements whose strip() is longer than 5 characters (code points) becomes an
//    uncited statement; a trailing "<statement>" without "</statement>" ends the answer;
//  * a statement keeps its text with every <cite>...</cite> removed, stripped; a statement whose
//    raw text is blank is skipped;
//  * citations are every [a-b] (ASCII digits) inside the <cite> blocks, in order; spans starting
//    past the last sentence or with b < a are dropped, b is clipped to the last sentence; a span
//    starting right after the previous kept span's end is merged into it; at most 3 (merged)
//    citations are kept;
//  * a citation's text is the document from the start of chunk a to the end of chunk b (see
//    longcite_context.h).
// An answer starting with "statement>" (a lost first '<', as LongCite's prediction script fixes)
// is read as if the '<' were there — by parse_longcite_answer and longcite_plain_answer alike,
// so the need-citation judge reads the repaired response too, as LongCite's does.
//
//   auto sentences = split_longcite_context(doc);
//   std::vector<LongciteStatement> st = parse_longcite_answer(answer, doc, sentences);
//
// Offsets are bytes into the context. Pure functions, thread-safe. LongciteStatement and
// LongciteCitation are items/longcite_item.h.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "items/longcite_item.h"
#include "text/punkt_splitter.h"

namespace citeval::metrics {

inline constexpr std::size_t kLongciteMaxCitations = 3;

std::vector<LongciteStatement> parse_longcite_answer(std::string_view answer, std::string_view context,
                                                     const std::vector<text::Span>& sentences);

// The answer with a lost first '<' restored ("statement>..." -> "<statement>..."), as LongCite
// repairs it before anything else reads it.
std::string repair_longcite_answer(std::string_view answer);

// The (repaired) answer with <cite>...</cite> blocks and statement tags removed: the "response"
// the need-citation judge reads (LongBench-Cite's auto_scorer.get_citation_score).
std::string longcite_plain_answer(std::string_view answer);

// Number of code points of UTF-8 text (Python's len on the decoded str).
std::size_t code_points(std::string_view text);

}  // namespace citeval::metrics
