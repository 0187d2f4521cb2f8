// The whole of a file as bytes, or an kIo Error naming the file: the loaders of every component
// (models, vocabularies, templates, treebanks) read their input this way.
#pragma once

#include <string>

#include "citeval/result.h"

namespace citeval {

// open_error / read_error: the messages when the file cannot be opened / read to the end.
Result<std::string> read_whole_file(const std::string& path, const std::string& open_error,
                                    const std::string& read_error);

}  // namespace citeval
