#include "mauve/feature_reader.h"

#include <bit>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <regex>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "common/json_nesting.h"
#include "common/read_file.h"

namespace citeval::mauve {
namespace {

constexpr std::string_view kNpyMagic = "\x93NUMPY";

Error npy_error(const std::string& name, std::string message, std::string field = "header") {
  return make_error(ErrorCode::kParse, std::move(message), name, 0, std::move(field));
}

template <class T>
Matrix<T> decode(std::string_view body, std::size_t rows, std::size_t cols, bool swap,
                 bool fortran) {
  Matrix<T> m{rows, cols, std::vector<T>(rows * cols)};
  for (std::size_t k = 0; k < rows * cols; ++k) {
    unsigned char bytes[sizeof(T)];
    std::memcpy(bytes, body.data() + k * sizeof(T), sizeof(T));
    if (swap) std::reverse(bytes, bytes + sizeof(T));
    T v;
    std::memcpy(&v, bytes, sizeof(T));
    // Fortran order stores column after column.
    const std::size_t at = fortran ? (k % rows) * cols + k / rows : k;
    m.data[at] = v;
  }
  return m;
}

}  // namespace

Result<Features> parse_npy(std::string_view content, const std::string& name) {
  if (content.size() < 10 || content.substr(0, 6) != kNpyMagic) {
    return npy_error(name, "not a .npy file (no \\x93NUMPY magic)", "");
  }
  const auto major = static_cast<unsigned char>(content[6]);
  std::size_t header_len = 0, start = 0;
  if (major == 1) {
    header_len = static_cast<unsigned char>(content[8]) | (static_cast<unsigned char>(content[9]) << 8);
    start = 10;
  } else if (major == 2 || major == 3) {
    if (content.size() < 12) return npy_error(name, "truncated .npy header");
    for (int i = 3; i >= 0; --i) header_len = (header_len << 8) | static_cast<unsigned char>(content[8 + i]);
    start = 12;
  } else {
    return npy_error(name, fmt::format(".npy format version {} is not supported", major));
  }
  if (content.size() < start + header_len) return npy_error(name, "truncated .npy header");
  const std::string header(content.substr(start, header_len));
  std::smatch descr, order, shape;
  static const std::regex descr_re(R"('descr'\s*:\s*'([^']*)')");
  static const std::regex order_re(R"('fortran_order'\s*:\s*(True|False))");
  static const std::regex shape_re(R"('shape'\s*:\s*\(([^)]*)\))");
  if (!std::regex_search(header, descr, descr_re) || !std::regex_search(header, order, order_re) ||
      !std::regex_search(header, shape, shape_re)) {
    return npy_error(name, "the .npy header lacks 'descr', 'fortran_order' or 'shape': " + header);
  }
  std::vector<std::size_t> dims;
  static const std::regex dim_re(R"(\d+)");
  const std::string shape_text = shape[1];
  for (auto it = std::sregex_iterator(shape_text.begin(), shape_text.end(), dim_re);
       it != std::sregex_iterator(); ++it) {
    dims.push_back(std::stoull(it->str()));
  }
  if (dims.size() != 2) {
    return make_error(ErrorCode::kInvalidField,
                      fmt::format("features must be a 2-D array (one row a text); shape is ({})",
                                  shape_text),
                      name, 0, "shape");
  }
  const std::string type = descr[1];
  const bool is_float = type == "<f4" || type == ">f4" || type == "=f4";
  const bool is_double = type == "<f8" || type == ">f8" || type == "=f8";
  if (!is_float && !is_double) {
    return make_error(ErrorCode::kInvalidField,
                      fmt::format("dtype '{}' is not supported (float32 or float64)", type), name,
                      0, "descr");
  }
  const bool swap = type[0] == '>';
  const bool fortran = order[1] == "True";
  const std::size_t rows = dims[0], cols = dims[1];
  const std::size_t width = is_float ? 4 : 8;
  if (cols != 0 && rows > SIZE_MAX / cols / width) return npy_error(name, "shape too large", "shape");
  const std::string_view body = content.substr(start + header_len);
  if (body.size() != rows * cols * width) {
    return make_error(ErrorCode::kParse,
                      fmt::format("{} data bytes for shape ({}, {}) of {}: expected {}", body.size(),
                                  rows, cols, type, rows * cols * width),
                      name, 0, "data");
  }
  if (rows == 0 || cols == 0) {
    return make_error(ErrorCode::kInvalidArgument,
                      fmt::format("no features: shape ({}, {})", rows, cols), name, 0, "shape");
  }
  if (is_float) return Features(decode<float>(body, rows, cols, swap, fortran));
  return Features(decode<double>(body, rows, cols, swap, fortran));
}

Result<Features> parse_features_jsonl(std::string_view content, const std::string& name) {
  Matrix<double> m;
  std::size_t line_no = 0, pos = 0;
  while (pos < content.size()) {
    std::size_t end = content.find('\n', pos);
    if (end == std::string_view::npos) end = content.size();
    std::string_view line = content.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    if (auto st = check_json_nesting(line, name, line_no); !st) return st.error();
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded()) {
      return make_error(ErrorCode::kParse, "not valid JSON", name, line_no);
    }
    if (!j.is_object() || !j.contains("features")) {
      return make_error(ErrorCode::kInvalidField, "a line must be an object with a \"features\" list",
                        name, line_no, "features");
    }
    const nlohmann::json& f = j["features"];
    if (!f.is_array() || f.empty()) {
      return make_error(ErrorCode::kInvalidField, "\"features\" must be a non-empty list of numbers",
                        name, line_no, "features");
    }
    if (m.rows == 0) {
      m.cols = f.size();
    } else if (f.size() != m.cols) {
      return make_error(ErrorCode::kInvalidField,
                        fmt::format("{} features where the first row has {}", f.size(), m.cols),
                        name, line_no, "features");
    }
    for (std::size_t i = 0; i < f.size(); ++i) {
      if (!f[i].is_number()) {
        return make_error(ErrorCode::kInvalidField, "not a number", name, line_no,
                          fmt::format("features[{}]", i));
      }
      m.data.push_back(f[i].get<double>());
    }
    ++m.rows;
  }
  if (m.rows == 0) {
    return make_error(ErrorCode::kInvalidArgument, "no features (no non-blank line)", name);
  }
  return Features(std::move(m));
}

Result<Features> read_features(const std::string& path) {
  auto content = read_whole_file(path, "cannot open features file", "cannot read features file");
  if (!content) return content.error();
  if (content->compare(0, kNpyMagic.size(), kNpyMagic) == 0) return parse_npy(*content, path);
  return parse_features_jsonl(*content, path);
}

Status write_npy(const std::string& path, const Features& features) {
  return std::visit(
      [&](const auto& m) -> Status {
        using T = typename std::decay_t<decltype(m.data)>::value_type;
        std::string header = fmt::format("{{'descr': '<f{}', 'fortran_order': False, 'shape': ({}, {}), }}",
                                         sizeof(T), m.rows, m.cols);
        // Pad so that the data starts at a multiple of 64 bytes, ending the header with '\n'.
        const std::size_t total = 10 + header.size() + 1;
        header.append((64 - total % 64) % 64, ' ');
        header += '\n';
        std::ofstream out(path, std::ios::binary);
        if (!out) return make_error(ErrorCode::kIo, "cannot create .npy file", path);
        out.write(kNpyMagic.data(), static_cast<std::streamsize>(kNpyMagic.size()));
        const char version[2] = {1, 0};
        out.write(version, 2);
        const auto len = static_cast<std::uint16_t>(header.size());
        const char len_bytes[2] = {static_cast<char>(len & 0xff), static_cast<char>(len >> 8)};
        out.write(len_bytes, 2);
        out.write(header.data(), static_cast<std::streamsize>(header.size()));
        static_assert(std::endian::native == std::endian::little);
        out.write(reinterpret_cast<const char*>(m.data.data()),
                  static_cast<std::streamsize>(m.data.size() * sizeof(T)));
        if (!out.flush()) return make_error(ErrorCode::kIo, "cannot write .npy file", path);
        return Ok{};
      },
      features);
}

}  // namespace citeval::mauve
