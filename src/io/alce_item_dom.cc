#include "io/alce_item_dom.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace citeval::io {
namespace {

using simdjson::dom::array;
using simdjson::dom::element;
using simdjson::dom::element_type;
using simdjson::dom::object;

// The value of `key` (its last occurrence, as nlohmann keeps it) in `out`; false when the key is
// absent or its value is null.
bool find(object o, std::string_view key, element& out) {
  bool found = false;
  for (auto field : o) {
    if (field.key == key) {
      out = field.value;
      found = true;
    }
  }
  return found && !out.is_null();
}

bool get_string(element e, std::string& out) {
  std::string_view s;
  if (e.get_string().get(s)) return false;
  out.assign(s.data(), s.size());
  return true;
}

// An optional string member: absent or null leaves `out` empty; false on another type.
bool optional_string(object o, std::string_view key, std::optional<std::string>& out) {
  element e;
  if (!find(o, key, e)) return true;
  return get_string(e, out.emplace());
}

bool get_strings(element e, std::vector<std::string>& out) {
  array list;
  if (e.get_array().get(list)) return false;
  out.reserve(list.size());
  for (element s : list) {
    if (!get_string(s, out.emplace_back())) return false;
  }
  return true;
}

bool get_doc(element e, AlceDoc& doc) {
  object o;
  if (e.get_object().get(o)) return false;
  element v;
  if (!find(o, "title", v) || !get_string(v, doc.title)) return false;
  if (find(o, "text", v)) {
    if (!get_string(v, doc.text)) return false;
    doc.has_text = true;
  }
  return optional_string(o, "sent", doc.sent) && optional_string(o, "summary", doc.summary) &&
         optional_string(o, "extraction", doc.extraction) && (doc.has_text || doc.sent);
}

}  // namespace

bool alce_item_from_dom(element value, AlceItem& item) {
  object o;
  if (value.get_object().get(o)) return false;
  element v;
  if (!find(o, "output", v) || !get_string(v, item.output)) return false;
  std::optional<std::string> question;
  if (!optional_string(o, "question", question)) return false;
  if (question) item.question = std::move(*question);
  if (!optional_string(o, "answer", item.answer)) return false;
  array list;
  if (find(o, "docs", v)) {
    if (v.get_array().get(list)) return false;
    item.has_docs = true;
    item.docs.reserve(list.size());
    for (element d : list) {
      if (!get_doc(d, item.docs.emplace_back())) return false;
    }
  }
  if (find(o, "qa_pairs", v)) {
    if (v.get_array().get(list)) return false;
    item.has_qa_pairs = true;
    item.qa_pairs.reserve(list.size());
    for (element p : list) {
      object pair;
      element shorts;
      AlceQaPair& out = item.qa_pairs.emplace_back();
      if (p.get_object().get(pair) || !find(pair, "short_answers", shorts) ||
          !get_strings(shorts, out.short_answers) ||
          !optional_string(pair, "question", out.question)) {
        return false;
      }
    }
  }
  if (find(o, "answers", v)) {
    if (v.get_array().get(list)) return false;
    item.has_answers = true;
    item.answers.reserve(list.size());
    for (element aliases : list) {
      if (!get_strings(aliases, item.answers.emplace_back())) return false;
    }
  }
  if (find(o, "claims", v)) {
    if (!get_strings(v, item.claims)) return false;
    item.has_claims = true;
  }
  if (find(o, "annotations", v)) {
    if (v.get_array().get(list)) return false;
    item.long_answers.reserve(list.size());
    for (element a : list) {
      object annotation;
      element long_answer;
      if (a.get_object().get(annotation) || !find(annotation, "long_answer", long_answer) ||
          !get_string(long_answer, item.long_answers.emplace_back())) {
        return false;
      }
    }
  }
  return true;
}

}  // namespace citeval::io
