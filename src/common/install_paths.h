// Where citeval finds its data files and loadable modules at run time, with no path of the
// build or source tree compiled in: everything is looked up relative to the binary that holds
// citeval's code (the `citeval` executable, a test, or the Python module), in one layout shared
// by the build tree and an installation:
//
//   installed (cmake --install, the .deb):   build tree (made at configure time):
//     PREFIX/bin/citeval                        BUILD/src/cli/citeval, BUILD/tests/<c>/<test>
//     PREFIX/lib/citeval/libciteval_*.so        BUILD/lib/citeval/libciteval_*.so
//     PREFIX/share/citeval/models/...           BUILD/share/citeval/models -> SOURCE/models
//     PREFIX/share/citeval/use-lite/...         BUILD/share/citeval/use-lite -> tools/npm/...
//
// so a binary finds PREFIX from its own directory's parent (installed) or grandparent (build
// tree). $CITEVAL_DATA_DIR (a share/citeval folder) and $CITEVAL_LIB_DIR (a lib/citeval folder)
// come first when set, e.g. for a Python package that ships the data beside itself.
//
//   auto model = citeval::find_data_path("models/en_ewt_spacy.model");  // "" when nowhere
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace citeval {

// The directory of the executable or shared object that contains this function's code
// (dladdr), falling back to /proc/self/exe's; empty when neither is known.
std::filesystem::path code_object_dir();

// Candidates for share/citeval/`relative`, in search order: $CITEVAL_DATA_DIR/relative, then
// DIR/../share/citeval/relative and DIR/../../share/citeval/relative for DIR = code_object_dir().
std::vector<std::filesystem::path> data_path_candidates(std::string_view relative);

// The first candidate that exists, else the first candidate (so an error message names where
// the file was expected); an empty path only when no candidate can be formed.
std::filesystem::path find_data_path(std::string_view relative);

// Candidates for a loadable module `file_name` (e.g. "libciteval_model.so"): $CITEVAL_LIB_DIR,
// DIR/../lib/citeval, DIR/../../lib/citeval and DIR itself, for DIR = code_object_dir().
std::vector<std::filesystem::path> module_path_candidates(std::string_view file_name);

}  // namespace citeval
