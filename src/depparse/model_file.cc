// The model file: a versioned little-endian binary with a trailing checksum.
//
//   "CITEVAL-DEPPARSE" (16 bytes) | u32 version (1 or 2) | string scheme
//   | u32 #tags | (string upos, string xpos)* | LinearModel tagger
//   | (version 2 and 4) LinearModel second tagger pass (tagger.h)
//   | u32 #labels | string* | LinearModel parser (empty in version 4)
//   | (version 4 only) u64 length + a biaffine parser file (biaffine.h)
//   | u64 FNV-1a of everything before it
// Strings are u32 length + bytes. See LinearModel::serialize for the weight layout.
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "common/install_paths.h"
#include "common/read_file.h"
#include "depparse/parser.h"

namespace citeval::parse {
namespace {

constexpr char kMagic[] = "CITEVAL-DEPPARSE";
// Version 1: one tagger pass. Version 2 adds the second tagger pass; a one-pass model is still
// written as version 1, so older files round-trip byte for byte. Version 4 (two tagger passes)
// carries a biaffine parser; version 3 was never written.
constexpr std::uint32_t kVersion = 4;

std::uint64_t checksum(std::string_view bytes) { return string_hash(bytes); }

}  // namespace

std::string DependencyParser::serialize() const {
  std::string out(kMagic, 16);
  const std::uint32_t version = biaffine_ ? 4 : tagger_.two_pass() ? 2 : 1;
  put(out, version);
  put_string(out, scheme_);
  put(out, static_cast<std::uint32_t>(tagger_.tags().size()));
  for (const auto& t : tagger_.tags()) {
    put_string(out, t.upos);
    put_string(out, t.xpos);
  }
  tagger_.model().serialize(out);
  if (version >= 2) tagger_.second().serialize(out);
  put(out, static_cast<std::uint32_t>(labels_.size()));
  for (const auto& l : labels_) put_string(out, l);
  parser_.serialize(out);
  if (biaffine_) {
    put(out, static_cast<std::uint64_t>(biaffine_->bytes().size()));
    out += biaffine_->bytes();
  }
  put(out, checksum(out));
  return out;
}

Result<std::shared_ptr<const DependencyParser>> DependencyParser::from_bytes(std::string_view bytes,
                                                                             const std::string& name) {
  auto fail = [&](const std::string& what) {
    return make_error(ErrorCode::kParse, "not a valid parser model: " + what, name);
  };
  if (bytes.size() < 16 + 4 + 8 || bytes.substr(0, 16) != std::string_view(kMagic, 16))
    return fail("bad magic (expected a CITEVAL-DEPPARSE file)");
  std::uint64_t stored = 0;
  std::memcpy(&stored, bytes.data() + bytes.size() - 8, 8);
  if (stored != checksum(bytes.substr(0, bytes.size() - 8)))
    return fail("checksum mismatch (file truncated or corrupted)");
  ByteReader in(bytes.data() + 16, bytes.size() - 16 - 8);
  std::uint32_t version = 0;
  if (!in.get(version)) return fail("truncated header");
  if (version != 1 && version != 2 && version != 4)
    return fail(fmt::format("unsupported version {} (this build reads versions 1 to {})", version, kVersion));
  std::string scheme;
  std::uint32_t ntags = 0;
  if (!in.get_string(scheme) || !in.get(ntags) || ntags == 0 || ntags > 256) return fail("bad tag set");
  std::vector<PosTag> tags(ntags);
  for (auto& t : tags)
    if (!in.get_string(t.upos) || !in.get_string(t.xpos)) return fail("truncated tag set");
  auto tagger_model = LinearModel::deserialize(in);
  if (!tagger_model) return fail("tagger: " + tagger_model.error().message);
  if (tagger_model->num_classes() != static_cast<int>(ntags)) return fail("tagger class count mismatch");
  LinearModel second;
  if (version >= 2) {
    auto m = LinearModel::deserialize(in);
    if (!m) return fail("second tagger pass: " + m.error().message);
    if (m->num_classes() != static_cast<int>(ntags)) return fail("second tagger pass class count mismatch");
    second = std::move(m).value();
  }
  std::uint32_t nlabels = 0;
  if (!in.get(nlabels) || nlabels == 0 || nlabels > 64) return fail("bad label set");
  std::vector<std::string> labels(nlabels);
  for (auto& l : labels)
    if (!in.get_string(l)) return fail("truncated label set");
  auto parser_model = LinearModel::deserialize(in);
  if (!parser_model) return fail("parser: " + parser_model.error().message);
  if (parser_model->num_classes() != static_cast<int>(1 + 2 * nlabels)) return fail("parser class count mismatch");
  std::shared_ptr<const BiaffineParser> net;
  if (version == 4) {
    // The network is the rest of the file up to the checksum: read it in place.
    std::uint64_t len = 0;
    if (!in.get(len) || len != in.remaining()) return fail("bad biaffine parser length");
    auto r = BiaffineParser::from_bytes(bytes.substr(bytes.size() - 8 - len, len), name);
    if (!r) return r.error();
    net = std::move(r).value();
  }
  if (!net && in.remaining() != 0) return fail("trailing bytes");
  auto model = std::make_shared<const DependencyParser>(
      std::move(scheme), Tagger(std::move(tags), std::move(tagger_model).value(), std::move(second)), std::move(labels),
      std::move(parser_model).value());
  if (!net) return model;
  auto combined = model->with_biaffine(std::move(net));
  if (!combined) return fail(combined.error().message);
  return combined;
}

Result<std::shared_ptr<const DependencyParser>> DependencyParser::load(const std::string& path) {
  auto bytes = read_whole_file(path, "cannot open model file", "read error");
  if (!bytes) return bytes.error();
  return from_bytes(bytes.value(), path);
}

}  // namespace citeval::parse

namespace citeval::parse {

std::string default_model_path() {
  if (const char* env = std::getenv("CITEVAL_PARSER_MODEL"); env && *env) return env;
  return find_data_path("models/en_ewt_spacy.model").string();
}

}  // namespace citeval::parse
