// Conversions between Python objects and the engine's types, shared by the bindings.
//
// JSON: the engine's records are nlohmann::json; Python sees them as plain dicts, lists, str,
// int, float, bool and None (no wrapper objects), and dicts/lists from Python become JSON.
// Offsets: the engine counts UTF-8 bytes; Python indexes str by code points. ByteToChar maps one
// to the other so that text[begin:end] is what the engine pointed at.
//
// Every function here needs the GIL.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>
#include <pybind11/pybind11.h>

namespace citeval::python {

namespace py = pybind11;

// JSON -> Python (dict keys in the JSON object's order).
py::object to_python(const nlohmann::json& j);

// Python -> JSON: dict (str keys), list/tuple, str, bool, int, float, None; also anything with a
// to_dict() (pandas rows give dicts already) and numpy scalars (through int()/float()/item()).
// Anything else is a TypeError naming `where` (e.g. "items[3]['docs'][0]").
nlohmann::json from_python(py::handle o, const std::string& where = "value");

// Maps UTF-8 byte offsets of `text` to code-point offsets (text[begin:end] in Python).
class ByteToChar {
 public:
  explicit ByteToChar(std::string_view text);
  std::size_t operator()(std::size_t byte) const;

 private:
  std::vector<std::size_t> chars_;  // chars_[byte] = code points before that byte
};

}  // namespace citeval::python
