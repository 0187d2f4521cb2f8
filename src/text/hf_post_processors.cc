// The post-processors of tokenizer.json (see hf_components.h). BertProcessing and
// RobertaProcessing are fixed templates, so everything is executed as a TemplateProcessing.
#include <memory>
#include <string>
#include <vector>

#include "text/hf_components.h"

namespace citeval::text::hf {
namespace {

struct Piece {
  bool is_sequence = false;
  bool sequence_b = false;           // for sequences: A or B
  std::vector<std::int32_t> ids;     // for special tokens
  std::int32_t type_id = 0;
};

class Template final : public PostProcessor {
 public:
  Template(std::vector<Piece> single, std::vector<Piece> pair)
      : single_(std::move(single)), pair_(std::move(pair)) {}

  void process(const std::vector<std::int32_t>& a, const std::vector<std::int32_t>* b,
               bool add_special_tokens, std::vector<std::int32_t>& ids,
               std::vector<std::int32_t>& type_ids) const override {
    ids.clear();
    type_ids.clear();
    for (const Piece& p : b != nullptr ? pair_ : single_) {
      if (p.is_sequence) {
        const auto& seq = p.sequence_b ? (b != nullptr ? *b : a) : a;
        ids.insert(ids.end(), seq.begin(), seq.end());
        type_ids.insert(type_ids.end(), seq.size(), p.type_id);
      } else if (add_special_tokens) {
        ids.insert(ids.end(), p.ids.begin(), p.ids.end());
        type_ids.insert(type_ids.end(), p.ids.size(), p.type_id);
      }
    }
  }

  std::size_t added_tokens(bool pair) const override {
    std::size_t n = 0;
    for (const Piece& p : pair ? pair_ : single_) n += p.is_sequence ? 0 : p.ids.size();
    return n;
  }

 private:
  std::vector<Piece> single_, pair_;
};

Piece sequence(bool b, std::int32_t type_id) { return Piece{true, b, {}, type_id}; }
Piece special(std::int32_t id, std::int32_t type_id) { return Piece{false, false, {id}, type_id}; }

// ["[SEP]", 102]
Result<std::int32_t> token_pair_id(const JsonContext& cx, const Json& block, const std::string& path,
                                   std::string_view key) {
  const std::string p = json_path(path, key);
  auto it = block.find(key);
  if (it == block.end() || !it->is_array() || it->size() != 2 || !(*it)[0].is_string() ||
      !(*it)[1].is_number_integer()) {
    return cx.invalid(p, "expected [token, id]");
  }
  return static_cast<std::int32_t>((*it)[1].get<std::int64_t>());
}

Result<std::vector<Piece>> read_template(const JsonContext& cx, const Json& block,
                                         const std::string& path, std::string_view key,
                                         const Json& special_tokens) {
  const std::string tpath = json_path(path, key);
  auto it = block.find(key);
  if (it == block.end() || !it->is_array()) return cx.invalid(tpath, "expected an array of pieces");
  std::vector<Piece> pieces;
  for (std::size_t i = 0; i < it->size(); ++i) {
    const Json& item = (*it)[i];
    const std::string ipath = json_path(tpath, i);
    if (auto s = item.find("Sequence"); item.is_object() && s != item.end() && s->is_object()) {
      auto id = get_string(cx, *s, json_path(ipath, "Sequence"), "id", std::nullopt);
      auto type_id = get_int(cx, *s, json_path(ipath, "Sequence"), "type_id", 0);
      if (!id) return id.error();
      if (!type_id) return type_id.error();
      if (id.value() != "A" && id.value() != "B") {
        return cx.invalid(json_path(json_path(ipath, "Sequence"), "id"), "expected \"A\" or \"B\"");
      }
      pieces.push_back(sequence(id.value() == "B", static_cast<std::int32_t>(type_id.value())));
    } else if (auto t = item.find("SpecialToken");
               item.is_object() && t != item.end() && t->is_object()) {
      const std::string spath = json_path(ipath, "SpecialToken");
      auto id = get_string(cx, *t, spath, "id", std::nullopt);
      auto type_id = get_int(cx, *t, spath, "type_id", 0);
      if (!id) return id.error();
      if (!type_id) return type_id.error();
      auto st = special_tokens.is_object() ? special_tokens.find(id.value()) : special_tokens.end();
      if (!special_tokens.is_object() || st == special_tokens.end() || !st->is_object() ||
          !st->contains("ids") || !(*st)["ids"].is_array()) {
        return cx.invalid(json_path(spath, "id"),
                          "special token '" + id.value() + "' is not defined in special_tokens");
      }
      Piece p{false, false, {}, static_cast<std::int32_t>(type_id.value())};
      for (const auto& v : (*st)["ids"]) {
        if (!v.is_number_integer()) {
          return cx.invalid(json_path(path, "special_tokens") + "[\"" + id.value() + "\"].ids",
                            "expected integer ids");
        }
        p.ids.push_back(static_cast<std::int32_t>(v.get<std::int64_t>()));
      }
      pieces.push_back(std::move(p));
    } else {
      return cx.invalid(ipath, "expected {\"Sequence\": ...} or {\"SpecialToken\": ...}");
    }
  }
  return pieces;
}

}  // namespace

Result<std::unique_ptr<PostProcessor>> make_post_processor(const JsonContext& cx, const Json& block,
                                                           const std::string& path) {
  using Ptr = std::unique_ptr<PostProcessor>;
  if (block.is_null()) return Ptr(new Template({sequence(false, 0)}, {sequence(false, 0), sequence(true, 1)}));
  auto type = get_type(cx, block, path);
  if (!type) return type.error();
  const std::string& t = type.value();
  if (t == "TemplateProcessing") {
    const Json empty = Json::object();
    auto st = block.find("special_tokens");
    const Json& special_tokens = st != block.end() ? *st : empty;
    auto single = read_template(cx, block, path, "single", special_tokens);
    if (!single) return single.error();
    auto pair = read_template(cx, block, path, "pair", special_tokens);
    if (!pair) return pair.error();
    return Ptr(new Template(std::move(single.value()), std::move(pair.value())));
  }
  if (t == "BertProcessing" || t == "RobertaProcessing") {
    auto cls = token_pair_id(cx, block, path, "cls");
    if (!cls) return cls.error();
    auto sep = token_pair_id(cx, block, path, "sep");
    if (!sep) return sep.error();
    const std::int32_t c = cls.value();
    const std::int32_t s = sep.value();
    if (t == "BertProcessing") {  // [CLS] A [SEP] B [SEP], B typed 1
      return Ptr(new Template({special(c, 0), sequence(false, 0), special(s, 0)},
                              {special(c, 0), sequence(false, 0), special(s, 0), sequence(true, 1),
                               special(s, 1)}));
    }
    // <s> A </s> </s> B </s>; RoBERTa has no segment embeddings, all type ids are 0.
    return Ptr(new Template({special(c, 0), sequence(false, 0), special(s, 0)},
                            {special(c, 0), sequence(false, 0), special(s, 0), special(s, 0),
                             sequence(true, 0), special(s, 0)}));
  }
  if (t == "ByteLevel") return make_post_processor(cx, Json(), path);  // offsets only
  if (t == "Sequence") {
    const std::string ppath = json_path(path, "processors");
    auto it = block.find("processors");
    if (it == block.end() || !it->is_array()) return cx.invalid(ppath, "expected an array");
    // ByteLevel steps only trim offsets; at most one step may add tokens.
    std::optional<std::size_t> adding;
    for (std::size_t i = 0; i < it->size(); ++i) {
      auto step_type = get_type(cx, (*it)[i], json_path(ppath, i));
      if (!step_type) return step_type.error();
      if (step_type.value() == "ByteLevel") continue;
      if (adding) {
        return cx.unsupported(json_path(ppath, i),
                              "a Sequence with more than one token-adding post-processor");
      }
      adding = i;
    }
    if (!adding) return make_post_processor(cx, Json(), path);
    return make_post_processor(cx, (*it)[*adding], json_path(ppath, *adding));
  }
  return cx.unsupported(json_path(path, "type"), "unsupported post-processor type '" + t + "'");
}

}  // namespace citeval::text::hf
