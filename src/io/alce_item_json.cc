// alce_item_from_json: one parsed ALCE item -> AlceItem, with exact field paths in errors.
#include <string>
#include <utility>

#include <fmt/format.h>

#include "io/alce_reader.h"

namespace citeval::io {
namespace {

using nlohmann::json;

// Conversion stops at the first bad field; it is reported through this exception and turned
// into an Error below (inside this file only: nothing escapes alce_item_from_json).
struct FieldError {
  std::string path;
  std::string message;
};

[[noreturn]] void fail(std::string path, std::string message) {
  throw FieldError{std::move(path), std::move(message)};
}

std::string join(const std::string& prefix, const char* key) {
  return prefix.empty() ? std::string(key) : prefix + "." + key;
}

std::string at(const std::string& prefix, std::size_t i) {
  return fmt::format("{}[{}]", prefix, i);
}

[[noreturn]] void wrong_type(const std::string& path, const char* want, const json& got) {
  fail(path, fmt::format("expected {}, got {}", want, got.type_name()));
}

const json* member(const json& object, const char* key) {
  auto it = object.find(key);
  if (it == object.end() || it->is_null()) return nullptr;
  return &*it;
}

std::string as_string(const json& value, const std::string& path) {
  if (!value.is_string()) wrong_type(path, "a string", value);
  return value.get<std::string>();
}

const json& as_array(const json& value, const std::string& path) {
  if (!value.is_array()) wrong_type(path, "a list", value);
  return value;
}

const json& as_object(const json& value, const std::string& path) {
  if (!value.is_object()) wrong_type(path, "an object", value);
  return value;
}

std::vector<std::string> as_strings(const json& value, const std::string& path) {
  std::vector<std::string> out;
  const json& list = as_array(value, path);
  out.reserve(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) out.push_back(as_string(list[i], at(path, i)));
  return out;
}

std::optional<std::string> optional_string(const json& object, const char* key,
                                           const std::string& prefix) {
  if (const json* v = member(object, key)) return as_string(*v, join(prefix, key));
  return std::nullopt;
}

AlceDoc read_doc(const json& value, const std::string& path) {
  as_object(value, path);
  AlceDoc doc;
  const json* title = member(value, "title");
  if (!title) fail(join(path, "title"), "required field is missing");
  doc.title = as_string(*title, join(path, "title"));
  if (auto text = optional_string(value, "text", path)) {
    doc.text = std::move(*text);
    doc.has_text = true;
  }
  doc.sent = optional_string(value, "sent", path);
  doc.summary = optional_string(value, "summary", path);
  doc.extraction = optional_string(value, "extraction", path);
  if (!doc.has_text && !doc.sent) {
    // ALCE's _format_document reads "sent", else "text" (a KeyError without either); a passage
    // judged from nothing would score every citation of it as unsupported.
    fail(path, doc.summary || doc.extraction
                   ? "a document needs 'text' or 'sent' (the passage the judge reads; 'summary' and "
                     "'extraction' are not read)"
                   : "a document needs 'text' or 'sent' (the passage the judge reads)");
  }
  return doc;
}

AlceItem convert(const json& j, const std::string& prefix) {
  as_object(j, prefix);
  AlceItem item;
  const json* output = member(j, "output");
  const std::string output_path = join(prefix, "output");
  if (!output) {
    fail(output_path,
         j.contains("output") ? "expected a string, got null" : "required field is missing");
  }
  if (output->is_array()) {
    fail(output_path,
         "expected a string, got array (ALCE writes a list of samples when run with "
         "--num_samples > 1; keep one sample per item)");
  }
  item.output = as_string(*output, output_path);
  if (auto q = optional_string(j, "question", prefix)) item.question = std::move(*q);
  item.answer = optional_string(j, "answer", prefix);

  if (const json* docs = member(j, "docs")) {
    const std::string path = join(prefix, "docs");
    as_array(*docs, path);
    item.has_docs = true;
    item.docs.reserve(docs->size());
    for (std::size_t i = 0; i < docs->size(); ++i)
      item.docs.push_back(read_doc((*docs)[i], at(path, i)));
  }
  if (const json* pairs = member(j, "qa_pairs")) {
    const std::string path = join(prefix, "qa_pairs");
    as_array(*pairs, path);
    item.has_qa_pairs = true;
    for (std::size_t i = 0; i < pairs->size(); ++i) {
      const std::string pair_path = at(path, i);
      const json& pair = as_object((*pairs)[i], pair_path);
      const json* shorts = member(pair, "short_answers");
      if (!shorts) fail(join(pair_path, "short_answers"), "required field is missing");
      item.qa_pairs.push_back(AlceQaPair{as_strings(*shorts, join(pair_path, "short_answers")),
                                         optional_string(pair, "question", pair_path)});
    }
  }
  if (const json* answers = member(j, "answers")) {
    const std::string path = join(prefix, "answers");
    as_array(*answers, path);
    item.has_answers = true;
    for (std::size_t i = 0; i < answers->size(); ++i) {
      const json& aliases = (*answers)[i];
      if (!aliases.is_array()) {
        fail(at(path, i), fmt::format("expected a list of aliases (QAMPARI's answers are a list "
                                      "of lists of strings), got {}",
                                      aliases.type_name()));
      }
      item.answers.push_back(as_strings(aliases, at(path, i)));
    }
  }
  if (const json* claims = member(j, "claims")) {
    item.claims = as_strings(*claims, join(prefix, "claims"));
    item.has_claims = true;
  }
  if (const json* annotations = member(j, "annotations")) {
    const std::string path = join(prefix, "annotations");
    as_array(*annotations, path);
    for (std::size_t i = 0; i < annotations->size(); ++i) {
      const std::string a_path = at(path, i);
      const json& a = as_object((*annotations)[i], a_path);
      const json* long_answer = member(a, "long_answer");
      if (!long_answer) fail(join(a_path, "long_answer"), "required field is missing");
      item.long_answers.push_back(as_string(*long_answer, join(a_path, "long_answer")));
    }
  }
  return item;
}

}  // namespace

Result<AlceItem> alce_item_from_json(const json& j, const std::string& path_prefix) {
  try {
    return convert(j, path_prefix);
  } catch (const FieldError& e) {
    return make_error(ErrorCode::kInvalidField, e.message, {}, 0, e.path);
  } catch (const std::exception& e) {  // e.g. std::bad_alloc; nlohmann does not throw here
    return make_error(ErrorCode::kInternal, e.what(), {}, 0, path_prefix);
  }
}

}  // namespace citeval::io
