#include "convert.h"

#include <cstdint>
#include <utility>

namespace citeval::python {

py::object to_python(const nlohmann::json& j) {
  using T = nlohmann::json::value_t;
  switch (j.type()) {
    case T::null:
    case T::discarded:
      return py::none();
    case T::boolean:
      return py::bool_(j.get<bool>());
    case T::number_integer:
      return py::int_(j.get<std::int64_t>());
    case T::number_unsigned:
      return py::int_(j.get<std::uint64_t>());
    case T::number_float:
      return py::float_(j.get<double>());
    case T::string: {
      const auto& s = j.get_ref<const std::string&>();
      // Engine strings are UTF-8; an invalid byte (from an invalid input) is replaced rather than
      // failing the whole record.
      PyObject* u = PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "replace");
      if (!u) throw py::error_already_set();
      return py::reinterpret_steal<py::object>(u);
    }
    case T::array: {
      py::list out(j.size());
      std::size_t i = 0;
      for (const auto& v : j) out[i++] = to_python(v);
      return out;
    }
    case T::object: {
      py::dict out;
      for (auto it = j.begin(); it != j.end(); ++it) out[py::str(it.key())] = to_python(it.value());
      return out;
    }
    case T::binary:
      break;
  }
  return py::none();
}

nlohmann::json from_python(py::handle o, const std::string& where) {
  if (o.is_none()) return nullptr;
  if (py::isinstance<py::bool_>(o)) return o.cast<bool>();
  if (py::isinstance<py::int_>(o)) {
    try {
      return o.cast<std::int64_t>();
    } catch (const py::cast_error&) {
      return o.cast<double>();  // beyond 64 bits: as JSON readers do
    }
  }
  if (py::isinstance<py::float_>(o)) return o.cast<double>();
  if (py::isinstance<py::str>(o)) return o.cast<std::string>();
  if (py::isinstance<py::dict>(o)) {
    nlohmann::json out = nlohmann::json::object();
    for (auto kv : o.cast<py::dict>()) {
      if (!py::isinstance<py::str>(kv.first)) {
        throw py::type_error(where + ": dict keys must be str, got " +
                             std::string(py::str(py::type::of(kv.first).attr("__name__"))));
      }
      std::string key = kv.first.cast<std::string>();
      out[key] = from_python(kv.second, where + "['" + key + "']");
    }
    return out;
  }
  if (py::isinstance<py::list>(o) || py::isinstance<py::tuple>(o)) {
    nlohmann::json out = nlohmann::json::array();
    std::size_t i = 0;
    for (auto v : o) out.push_back(from_python(v, where + "[" + std::to_string(i++) + "]"));
    return out;
  }
  // numpy scalars and arrays, pandas objects: their plain Python value.
  if (py::hasattr(o, "tolist")) return from_python(o.attr("tolist")(), where);
  if (py::hasattr(o, "item")) return from_python(o.attr("item")(), where);
  if (py::hasattr(o, "to_dict")) return from_python(o.attr("to_dict")(), where);
  throw py::type_error(where + ": cannot be converted to JSON (" +
                       std::string(py::str(py::type::of(o).attr("__name__"))) + ")");
}

ByteToChar::ByteToChar(std::string_view text) : chars_(text.size() + 1, 0) {
  std::size_t chars = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    chars_[i] = chars;
    // A code point starts at every byte that is not a continuation byte (10xxxxxx). Engine
    // offsets are always at such starts.
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++chars;
  }
  chars_[text.size()] = chars;
}

std::size_t ByteToChar::operator()(std::size_t byte) const {
  return byte < chars_.size() ? chars_[byte] : chars_.back();
}

}  // namespace citeval::python
