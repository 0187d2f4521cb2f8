// citeval-fuzz-deps: citeval::text
//
// libFuzzer target for the Hugging Face tokenizer (src/text/hf_*): input = TOKENIZER_JSON '\0'
// TEXT. Loading any JSON is a value (never a crash); a loaded tokenizer encodes TEXT, a pair and
// a truncated pair, and the truncated pair respects its length. TEXT (any bytes, invalid UTF-8
// included) also goes through three fixed tokenizers (WordPiece + BertNormalizer, byte-level BPE,
// Unigram + Metaspace) and, as a charsmap blob, through the Precompiled normalizer's parser.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "text/hf_precompiled.h"
#include "text/hf_tokenizer.h"

namespace {

using citeval::text::HfTokenizer;

void check(bool ok) {
  if (!ok) std::abort();
}

const char* const kFixed[] = {
    R"({"normalizer":{"type":"BertNormalizer"},"pre_tokenizer":{"type":"BertPreTokenizer"},
        "added_tokens":[{"id":1,"content":"[SEP]","special":true,"lstrip":true,"rstrip":true}],
        "post_processor":{"type":"BertProcessing","sep":["[SEP]",1],"cls":["[CLS]",2]},
        "model":{"type":"WordPiece","unk_token":"[UNK]","max_input_chars_per_word":8,
                 "vocab":{"[UNK]":0,"[SEP]":1,"[CLS]":2,"a":3,"##a":4,"ab":5,"##b":6,"中":7}}})",
    R"({"normalizer":{"type":"Sequence","normalizers":[{"type":"NFKC"},{"type":"Replace",
        "pattern":{"Regex":" {2,}"},"content":" "}]},
        "pre_tokenizer":{"type":"Sequence","pretokenizers":[{"type":"Split","pattern":{"Regex":
        "\\p{N}+"},"behavior":"Isolated"},{"type":"ByteLevel","add_prefix_space":true}]},
        "post_processor":{"type":"RobertaProcessing","sep":["</s>",1],"cls":["<s>",0]},
        "model":{"type":"BPE","vocab":{"<s>":0,"</s>":1,"a":2,"b":3,"Ġ":4,"ab":5,"Ġa":6},
                 "merges":["a b","Ġ a"],"fuse_unk":true,"unk_token":"a"}})",
    R"({"normalizer":{"type":"Sequence","normalizers":[{"type":"Lowercase"},{"type":"StripAccents"},
        {"type":"Strip"},{"type":"Prepend","prepend":"x"}]},
        "pre_tokenizer":{"type":"Sequence","pretokenizers":[{"type":"WhitespaceSplit"},
        {"type":"Digits","individual_digits":true},{"type":"Punctuation"},
        {"type":"Metaspace","replacement":"▁","prepend_scheme":"first"}]},
        "model":{"type":"Unigram","unk_id":0,"byte_fallback":true,"vocab":[["<unk>",0.0],
        ["▁",-1.0],["a",-2.0],["▁a",-1.5],["<0x41>",-3.0],["b",-2.5]]}})",
};

void exercise(const HfTokenizer& tok, std::string_view text) {
  (void)tok.encode(text);
  const auto pair = tok.encode_pair(text, text);
  check(pair.ids.size() == pair.type_ids.size());
  for (std::size_t max_length : {4u, 16u}) {
    auto t = tok.encode_pair_truncated(text, "a b", max_length);
    if (t) check(t->ids.size() <= max_length);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const auto sep = input.find('\0');
  const std::string_view text = sep == std::string_view::npos ? input : input.substr(sep + 1);
  if (sep != std::string_view::npos) {
    auto tok = HfTokenizer::from_json(input.substr(0, sep), "fuzz.json");
    if (tok) exercise(*tok, text.substr(0, 4096));
  }
  static const std::vector<HfTokenizer> fixed = [] {
    std::vector<HfTokenizer> v;
    for (const char* json : kFixed) {
      auto t = HfTokenizer::from_json(json, "fixed.json");
      if (!t) std::abort();  // the fixed tokenizers must load
      v.push_back(std::move(t.value()));
    }
    return v;
  }();
  for (const auto& tok : fixed) exercise(tok, text);
  if (auto map = citeval::text::hf::PrecompiledCharsmap::parse(text)) (void)map->normalize(text);
  return 0;
}
