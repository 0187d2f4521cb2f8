// Reading features computed elsewhere (`--mauve-features FILE`): one row a text, in the order of
// the texts.
//
//   auto f = mauve::read_features("p.npy");   // Result<Features>
//   if (!f) { std::cerr << f.error().to_string() << "\n"; return 1; }
//
// Formats, detected by content:
//  * NumPy .npy (format 1.0, 2.0 or 3.0; the file starts with "\x93NUMPY"): a 2-D array of
//    float32 ('<f4') or float64 ('<f8'), C or Fortran order; big-endian ('>f4', '>f8') is
//    byte-swapped. Kept in its own type (mauve-text computes in the features' dtype).
//  * JSONL: one object a line with a "features" list of numbers, every line the same length;
//    blank lines are skipped. Read as float64 (as numpy.asarray reads a list of floats).
// Errors name the file, the line (JSONL) and the field: kIo (cannot read), kParse (not JSON, a
// bad .npy header), kInvalidField (no "features", a non-number, a row of another length, a
// dtype other than float32/float64, not 2-D), kInvalidArgument (no rows at all).
#pragma once

#include <string>
#include <string_view>

#include "citeval/result.h"
#include "mauve/mauve.h"

namespace citeval::mauve {

Result<Features> read_features(const std::string& path);

// The same from memory; name stands in for the file name in errors.
Result<Features> parse_npy(std::string_view content, const std::string& name);
Result<Features> parse_features_jsonl(std::string_view content, const std::string& name);

// Writes a C-order .npy (format 1.0) of a matrix: '<f4' or '<f8'.
Status write_npy(const std::string& path, const Features& features);

}  // namespace citeval::mauve
