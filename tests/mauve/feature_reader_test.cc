// The feature readers: .npy (versions, dtypes, orders, endianness) and JSONL, and their errors
// naming file, line and field.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include <gtest/gtest.h>

#include "mauve/feature_reader.h"

namespace citeval::mauve {
namespace {

std::string npy(const std::string& header_dict, const std::string& body, int major = 1) {
  std::string header = header_dict;
  const std::size_t prefix = major == 1 ? 10 : 12;
  header.append((64 - (prefix + header.size() + 1) % 64) % 64, ' ');
  header += '\n';
  std::string out = "\x93NUMPY";
  out += static_cast<char>(major);
  out += '\0';
  const std::size_t len = header.size();
  out += static_cast<char>(len & 0xff);
  out += static_cast<char>((len >> 8) & 0xff);
  if (major != 1) out += std::string(2, '\0');
  return out + header + body;
}

template <class T>
std::string bytes(std::initializer_list<T> values, bool big_endian = false) {
  std::string out;
  for (T v : values) {
    char b[sizeof(T)];
    std::memcpy(b, &v, sizeof(T));
    if (big_endian) std::reverse(b, b + sizeof(T));
    out.append(b, sizeof(T));
  }
  return out;
}

TEST(MauveNpy, Float32COrder) {
  auto f = parse_npy(npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }",
                         bytes<float>({1, 2, 3, 4, 5, 6})),
                     "a.npy");
  ASSERT_TRUE(f) << f.error().to_string();
  const auto& m = std::get<Matrix<float>>(*f);
  EXPECT_EQ(m.rows, 2u);
  EXPECT_EQ(m.cols, 3u);
  EXPECT_EQ(m.data, (std::vector<float>{1, 2, 3, 4, 5, 6}));
}

TEST(MauveNpy, Float64FortranOrderBigEndianAndVersion2) {
  // column-major: the columns (1, 4), (2, 5), (3, 6)
  auto f = parse_npy(npy("{'descr': '>f8', 'fortran_order': True, 'shape': (2, 3), }",
                         bytes<double>({1, 4, 2, 5, 3, 6}, true), 2),
                     "b.npy");
  ASSERT_TRUE(f) << f.error().to_string();
  const auto& m = std::get<Matrix<double>>(*f);
  EXPECT_EQ(m.data, (std::vector<double>{1, 2, 3, 4, 5, 6}));
}

TEST(MauveNpy, ErrorsNameTheFileAndField) {
  auto dtype = parse_npy(npy("{'descr': '<i8', 'fortran_order': False, 'shape': (1, 1), }",
                             bytes<std::int64_t>({1})),
                         "c.npy");
  ASSERT_FALSE(dtype);
  EXPECT_EQ(dtype.error().file, "c.npy");
  EXPECT_EQ(dtype.error().field, "descr");
  auto one_d = parse_npy(npy("{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }",
                             bytes<float>({1, 2, 3})),
                         "d.npy");
  ASSERT_FALSE(one_d);
  EXPECT_EQ(one_d.error().field, "shape");
  auto short_body = parse_npy(npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), }",
                                  bytes<float>({1, 2, 3})),
                              "e.npy");
  ASSERT_FALSE(short_body);
  EXPECT_EQ(short_body.error().field, "data");
  EXPECT_NE(short_body.error().message.find("expected 16"), std::string::npos);
  EXPECT_FALSE(parse_npy("\x93NUMP", "f.npy"));
}

TEST(MauveJsonl, RowsAndErrors) {
  auto f = parse_features_jsonl("{\"features\": [1, 2.5]}\n\n{\"features\": [3, 4]}\n", "g.jsonl");
  ASSERT_TRUE(f) << f.error().to_string();
  const auto& m = std::get<Matrix<double>>(*f);
  EXPECT_EQ(m.rows, 2u);
  EXPECT_EQ(m.data, (std::vector<double>{1, 2.5, 3, 4}));

  auto ragged = parse_features_jsonl("{\"features\": [1, 2]}\n{\"features\": [3]}\n", "h.jsonl");
  ASSERT_FALSE(ragged);
  EXPECT_EQ(ragged.error().to_string(),
            "h.jsonl:2: field 'features': 1 features where the first row has 2");
  auto text = parse_features_jsonl("{\"features\": [1, \"x\"]}\n", "i.jsonl");
  ASSERT_FALSE(text);
  EXPECT_EQ(text.error().line, 1u);
  EXPECT_EQ(text.error().field, "features[1]");
  auto missing = parse_features_jsonl("{\"feature\": [1]}\n", "j.jsonl");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().field, "features");
  auto broken = parse_features_jsonl("{\"features\": [1]}\n{\"features\": [\n", "k.jsonl");
  ASSERT_FALSE(broken);
  EXPECT_EQ(broken.error().line, 2u);
  EXPECT_EQ(broken.error().code, ErrorCode::kParse);
  EXPECT_FALSE(parse_features_jsonl("\n \n", "l.jsonl"));
}

TEST(MauveNpy, WriteThenReadRoundTrips) {
  const std::string path = ::testing::TempDir() + "/citeval-mauve-roundtrip.npy";
  Matrix<float> m{2, 2, {1.5f, -2.0f, 3.25f, 0.0f}};
  ASSERT_TRUE(write_npy(path, Features(m)));
  auto back = read_features(path);
  ASSERT_TRUE(back) << back.error().to_string();
  EXPECT_EQ(std::get<Matrix<float>>(*back).data, m.data);
  EXPECT_FALSE(read_features(path + ".missing"));
}

}  // namespace
}  // namespace citeval::mauve
