// The C++ side of the differential test against NLTK (tests/text/punkt_differential.py).
//
//   punkt_split_tool spans english|untrained|DIR < docs > spans
//     docs: a sequence of "<byte length>\n<bytes>" records (any bytes, including invalid UTF-8);
//     spans: one line a document, "BEGIN END BEGIN END ..." byte offsets.
//   punkt_split_tool chars > table
//     every non-surrogate code point with any class or a changed lower case, as
//     "HEX FLAGS LOWERHEX" (FLAGS: s=space w=word d=decimal u=upper l=lower, and final-sigma probes
//     1: "A"+c+"Σ", 2: c+"Σ", 3: "AΣ"+c lower-case with a final sigma).
#include <cstdio>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>

#include "text/punkt_chars.h"
#include "text/punkt_splitter.h"

namespace {

using citeval::text::PunktSplitter;
namespace punkt = citeval::text::punkt;

std::string utf8(char32_t c) {
  std::string s;
  if (c < 0x80) {
    s += static_cast<char>(c);
  } else if (c < 0x800) {
    s += static_cast<char>(0xC0 | (c >> 6));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    s += static_cast<char>(0xE0 | (c >> 12));
    s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    s += static_cast<char>(0xF0 | (c >> 18));
    s += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (c & 0x3F));
  }
  return s;
}

std::string lower(const std::string& s) {
  std::string out;
  punkt::append_lower(s, out);
  return out;
}

int chars() {
  const std::string sigma = utf8(0x3A3), final_sigma = utf8(0x3C2);
  std::string out;
  for (char32_t c = 0; c < 0x110000; ++c) {
    if (c >= 0xD800 && c <= 0xDFFF) continue;
    const std::string ch = utf8(c);
    std::string flags;
    if (punkt::is_space_cp(c)) flags += 's';
    if (punkt::is_word_cp(c)) flags += 'w';
    if (punkt::is_decimal_cp(c)) flags += 'd';
    if (punkt::is_upper_cp(c)) flags += 'u';
    if (punkt::is_lower_cp(c)) flags += 'l';
    const std::string p1 = lower("A" + ch + sigma), p2 = lower(ch + sigma), p3 = lower("A" + sigma + ch);
    auto ends_final = [&](const std::string& s) {
      return s.size() >= final_sigma.size() &&
             s.compare(s.size() - final_sigma.size(), final_sigma.size(), final_sigma) == 0;
    };
    if (ends_final(p1)) flags += '1';
    if (ends_final(p2)) flags += '2';
    if (p3.find(final_sigma) != std::string::npos) flags += '3';
    const std::string low = lower(ch);
    // Rows only where something is set (the default is: no flags but probe 3, lower == itself).
    if (flags == "3" && low == ch) continue;
    char buf[16];
    std::snprintf(buf, sizeof buf, "%X", static_cast<unsigned>(c));
    out += buf;
    out += ' ';
    out += flags.empty() ? "-" : flags;
    out += ' ';
    for (unsigned char b : low) {
      std::snprintf(buf, sizeof buf, "%02X", b);
      out += buf;
    }
    out += '\n';
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

int spans(const std::string& model) {
  std::optional<PunktSplitter> loaded;
  const PunktSplitter* splitter = nullptr;
  if (model == "english") {
    splitter = &PunktSplitter::english();
  } else if (model == "untrained") {
    splitter = &PunktSplitter::untrained();
  } else {
    auto r = PunktSplitter::from_directory(model);
    if (!r) {
      std::cerr << r.error().to_string() << "\n";
      return 1;
    }
    loaded.emplace(std::move(r).value());
    splitter = &*loaded;
  }
  const std::string in((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  std::string out;
  std::size_t pos = 0;
  while (pos < in.size()) {
    const std::size_t nl = in.find('\n', pos);
    if (nl == std::string::npos) {
      std::cerr << "bad record header\n";
      return 1;
    }
    const std::size_t len = std::stoul(in.substr(pos, nl - pos));
    const std::string_view doc = std::string_view(in).substr(nl + 1, len);
    pos = nl + 1 + len;
    bool first = true;
    for (const auto& s : splitter->span_tokenize(doc)) {
      if (!first) out += ' ';
      first = false;
      out += std::to_string(s.begin);
      out += ' ';
      out += std::to_string(s.end);
    }
    out += '\n';
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "chars") return chars();
  if (mode == "spans" && argc == 3) return spans(argv[2]);
  std::cerr << "usage: punkt_split_tool spans english|untrained|DIR | punkt_split_tool chars\n";
  return 2;
}
