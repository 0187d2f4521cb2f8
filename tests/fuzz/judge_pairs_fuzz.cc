// citeval-fuzz-deps: citeval::meta
//
// libFuzzer target for the input of `citeval judge` (meta/judge_pairs.h): every line of any bytes
// gives a pair or an error naming the file and the line (never a crash, a hang or an exception);
// a pair's premise and hypothesis are the object's string fields, and the object can be written
// back as the command writes it (with a judgment added).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "meta/judge_pairs.h"

namespace {

void check(bool ok) {
  if (!ok) std::abort();  // an invariant broke: libFuzzer reports the input
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view in(reinterpret_cast<const char*>(data), size);
  const std::string name = "<stdin>";
  std::size_t pos = 0, line = 0;
  while (pos <= in.size()) {
    std::size_t end = in.find('\n', pos);
    if (end == std::string_view::npos) end = in.size();
    const std::string_view text = in.substr(pos, end - pos);
    pos = end + 1;
    ++line;
    if (citeval::meta::is_blank_line(text)) continue;
    auto p = citeval::meta::parse_judge_pair(text, name, line);
    if (!p) {
      check(p.error().file == name && p.error().line == line && !p.error().message.empty());
      continue;
    }
    check(p->object.is_object());
    check(p->object["premise"].get<std::string>() == p->premise);
    check(p->object["hypothesis"].get<std::string>() == p->hypothesis);
    p->object["prob"] = 0.5;
    p->object["label"] = 1;
    (void)p->object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  }
  return 0;
}
