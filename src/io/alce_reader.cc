#include "io/alce_reader.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <sstream>
#include <utility>

#include <fmt/format.h>

#include "common/json_error.h"
#include "common/json_nesting.h"
#include "io/alce_item_dom.h"

namespace citeval::io {
namespace {

using nlohmann::json;

// Buffered bytes of a seekable stream with the 1-based line of the next byte. The buffer is
// followed by simdjson::SIMDJSON_PADDING spare bytes, so a value lying in it can be parsed in
// place; value_length() and line_view() move and grow it to hold a whole item.
class ByteSource {
 public:
  ByteSource(std::unique_ptr<std::istream> in, std::size_t buffer_size)
      : in_(std::move(in)),
        cap_(std::max<std::size_t>(buffer_size, 16)),
        buf_(cap_ + simdjson::SIMDJSON_PADDING) {}

  int peek() {
    if (pos_ == len_ && !fill()) return -1;
    return static_cast<unsigned char>(buf_[pos_]);
  }
  int get() {
    const int c = peek();
    if (c >= 0) {
      ++pos_;
      if (c == '\n') ++line_;
    }
    return c;
  }
  std::size_t line() const { return line_; }
  bool io_failed() const { return in_->bad(); }
  // The value value_length() found, followed by padding.
  const char* data() const { return &buf_[pos_]; }
  // Consumes the value value_length() found.
  void skip_value() {
    line_ += value_lines_;
    pos_ += value_length_;
  }

  void skip_bom() {
    if (peek() == 0xEF && len_ - pos_ >= 3 && std::memcmp(&buf_[pos_], "\xEF\xBB\xBF", 3) == 0) {
      pos_ += 3;
    }
  }

  bool rewind() {
    in_->clear();
    in_->seekg(0);
    if (!*in_) return false;
    pos_ = len_ = 0;
    buf_[0] = 0;
    line_ = 1;
    return true;
  }

  // The length of the object or array starting at the next byte ('{' or '['), all of whose
  // bytes are then in the buffer at data(); nothing is consumed. 0 when the input ends first.
  // Strings are skipped with memchr, so this runs at about memory speed. Line breaks are
  // counted outside strings only: one inside a string is malformed JSON, which the parser
  // refuses, and the slow path then counts lines itself.
  std::size_t value_length() {
    std::size_t i = pos_, depth = 0;
    value_lines_ = value_length_ = 0;
    while (true) {
      while (!kScanStop[static_cast<unsigned char>(buf_[i])]) ++i;  // ends at buf_[len_] = 0
      if (i == len_) {
        const std::size_t offset = i - pos_;
        if (!fill_keeping()) return 0;
        i = pos_ + offset;
        continue;
      }
      switch (buf_[i]) {
        case '"':
          if (!skip_string(i)) return 0;
          continue;  // i is past the closing quote
        case '{':
        case '[':
          ++depth;
          break;
        case '}':
        case ']':
          if (--depth == 0) return value_length_ = i + 1 - pos_;
          break;
        case '\n':
          ++value_lines_;
          ++i;
          // Indentation (ALCE writes with indent=4): eight spaces at a time.
          while (i + 8 <= len_ && std::memcmp(&buf_[i], "        ", 8) == 0) i += 8;
          continue;
        default:
          break;
      }
      ++i;
    }
  }

  // The next line, without its '\n', in place (valid until the next call that reads); consumed.
  // False at end of input with nothing read.
  bool line_view(std::string_view& out) {
    std::size_t scanned = pos_;
    while (true) {
      if (scanned == len_) {
        const std::size_t offset = scanned - pos_;
        if (!fill_keeping()) {
          if (pos_ == len_) return false;
          out = std::string_view(&buf_[pos_], len_ - pos_);
          pos_ = len_;
          return true;
        }
        scanned = pos_ + offset;
      }
      const auto* nl =
          static_cast<const char*>(std::memchr(&buf_[scanned], '\n', len_ - scanned));
      if (nl) {
        out = std::string_view(&buf_[pos_], static_cast<std::size_t>(nl - &buf_[pos_]));
        pos_ += out.size() + 1;
        ++line_;
        return true;
      }
      scanned = len_;
    }
  }

  // Appends bytes up to and including the closing '"' of a JSON string whose opening quote has
  // been consumed (and appended by the caller). False at end of input.
  bool append_string_rest(std::string& out) {
    while (true) {
      if (pos_ == len_ && !fill()) return false;
      // Fast path: copy everything up to the next quote or backslash in one go.
      std::size_t i = pos_;
      while (i < len_ && buf_[i] != '"' && buf_[i] != '\\') {
        if (buf_[i] == '\n') ++line_;
        ++i;
      }
      out.append(&buf_[pos_], i - pos_);
      pos_ = i;
      if (pos_ == len_) continue;
      const int c = get();
      out.push_back(static_cast<char>(c));
      if (c == '"') return true;
      const int escaped = get();  // after '\\'
      if (escaped < 0) return false;
      out.push_back(static_cast<char>(escaped));
    }
  }

 private:
  // Moves i past the string whose opening quote is buf_[i], reading on as needed (nothing before
  // pos_ is dropped). False at end of input.
  bool skip_string(std::size_t& i) {
    std::size_t from = i + 1;
    while (true) {
      const auto* quote = from < len_ ? static_cast<const char*>(
                                            std::memchr(&buf_[from], '"', len_ - from))
                                      : nullptr;
      if (!quote) {
        const std::size_t open_offset = i - pos_, from_offset = len_ - pos_;
        if (!fill_keeping()) return false;
        from = pos_ + from_offset;
        i = pos_ + open_offset;
        continue;
      }
      std::size_t q = static_cast<std::size_t>(quote - buf_.data());
      std::size_t backslashes = 0;
      while (q - backslashes - 1 > i && buf_[q - backslashes - 1] == '\\') ++backslashes;
      if (backslashes % 2 == 0) {
        i = q + 1;
        return true;
      }
      from = q + 1;
    }
  }

  bool fill() {
    pos_ = len_ = 0;
    return fill_keeping();
  }

  // Reads more after the buffered bytes, keeping those from pos_ on (moved to the front; the
  // buffer doubles when they fill it). False at end of input or on a read error.
  bool fill_keeping() {
    if (!*in_) return false;
    if (pos_ > 0) {
      std::memmove(buf_.data(), &buf_[pos_], len_ - pos_);
      len_ -= pos_;
      pos_ = 0;
    }
    if (len_ == cap_) {
      cap_ *= 2;
      buf_.resize(cap_ + simdjson::SIMDJSON_PADDING);
    }
    in_->read(&buf_[len_], static_cast<std::streamsize>(cap_ - len_));
    const auto got = static_cast<std::size_t>(in_->gcount());
    len_ += got;
    buf_[len_] = 0;  // value_length()'s sentinel, in the padding
    return got > 0;
  }

  // The bytes value_length() stops at: quotes, brackets, line breaks, and 0 (its sentinel).
  static constexpr std::array<bool, 256> kScanStop = [] {
    std::array<bool, 256> stop{};
    for (const unsigned char c : {'"', '{', '}', '[', ']', '\n', '\0'}) stop[c] = true;
    return stop;
  }();

  std::unique_ptr<std::istream> in_;
  std::size_t cap_;
  std::vector<char> buf_;
  std::size_t pos_ = 0, len_ = 0;
  std::size_t line_ = 1;
  std::size_t value_length_ = 0, value_lines_ = 0;  // what value_length() found
};

constexpr std::size_t kFileBufferSize = 1 << 16;

bool is_ws(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string describe_byte(int c) {
  if (c < 0) return "end of file";
  if (c >= 0x20 && c < 0x7F) return fmt::format("'{}'", static_cast<char>(c));
  return fmt::format("byte 0x{:02X}", c);
}

// Line of the byte nlohmann stopped at, given the fragment started on first_line.
std::size_t error_line(const std::string& text, std::size_t first_line, std::size_t byte) {
  const std::size_t end = std::min(text.size(), byte > 0 ? byte - 1 : 0);
  return first_line + static_cast<std::size_t>(std::count(text.begin(), text.begin() + end, '\n'));
}

bool ends_with(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

const char* alce_format_name(AlceFormat format) {
  switch (format) {
    case AlceFormat::kJsonObject:
      return "json-object";
    case AlceFormat::kJsonList:
      return "json-list";
    case AlceFormat::kJsonl:
      return "jsonl";
  }
  return "unknown";
}

struct AlceReader::Impl {
  enum class State { kFirstItem, kNextItem, kDone };
  enum class Members { kFoundData, kEnded, kError };

  Impl(std::string name, std::unique_ptr<std::istream> in, std::size_t buffer_size)
      : path(std::move(name)), src(std::move(in), buffer_size) {
    // simdjson refuses what nests deeper than this (its count stops one short of
    // check_json_nesting's): such an item takes the slow path, which says why. Should this
    // allocation fail, every parse fails too, and every item takes the slow path.
    [[maybe_unused]] const simdjson::error_code reserved = dom.allocate(buffer_size, kMaxJsonNesting);
  }

  std::string path;
  ByteSource src;
  simdjson::dom::parser dom;
  AlceItem scratch;  // the fast path's item, moved out when it is well-formed
  AlceFormat format = AlceFormat::kJsonObject;
  State state = State::kFirstItem;
  json args;
  std::optional<Error> fatal;
  std::optional<Error> pending;  // the error a scanning step just hit
  std::vector<ItemError> skipped;
  std::size_t items_read = 0;
  std::size_t next_index = 0;
  bool seen_data = false;

  void error(ErrorCode code, std::string message, std::size_t line, std::string field = {}) {
    pending = make_error(code, std::move(message), path, line, std::move(field));
  }

  void skip_ws() {
    while (is_ws(src.peek())) src.get();
  }

  // The raw text of the JSON value at the current position (after whitespace).
  bool capture_value(std::string& out, const std::string& field) {
    out.clear();
    const std::size_t line = src.line();
    int c = src.peek();
    if (c == '"') {
      out.push_back(static_cast<char>(src.get()));
      if (!src.append_string_rest(out)) {
        error(ErrorCode::kParse, "unterminated string (end of file)", line, field);
        return false;
      }
      return true;
    }
    if (c == '{' || c == '[') {
      std::size_t depth = 0;
      while (true) {
        c = src.get();
        if (c < 0) {
          error(ErrorCode::kParse, "end of file inside a value (an unclosed '{' or '[')", line,
                field);
          return false;
        }
        out.push_back(static_cast<char>(c));
        if (c == '"') {
          const std::size_t string_line = src.line();
          if (!src.append_string_rest(out)) {
            error(ErrorCode::kParse, "unterminated string (end of file)", string_line, field);
            return false;
          }
        } else if (c == '{' || c == '[') {
          ++depth;
        } else if (c == '}' || c == ']') {
          if (--depth == 0) return true;
        }
      }
    }
    while (c >= 0 && !is_ws(c) && c != ',' && c != ']' && c != '}') {
      out.push_back(static_cast<char>(src.get()));
      c = src.peek();
    }
    if (out.empty()) {
      error(ErrorCode::kParse, fmt::format("expected a value, got {}", describe_byte(c)), line,
            field);
      return false;
    }
    return true;
  }

  bool parse_fragment(const std::string& text, std::size_t line, const std::string& field,
                      json& out) {
    if (auto deep = check_json_nesting(text); !deep) {
      error(ErrorCode::kParse, deep.error().message, line, field);
      return false;
    }
    try {
      out = json::parse(text);
      return true;
    } catch (const json::parse_error& e) {
      error(ErrorCode::kParse, "malformed JSON: " + json_error_message(e.what()),
            error_line(text, line, e.byte), field);
    } catch (const std::exception& e) {
      error(ErrorCode::kInternal, e.what(), line, field);
    }
    return false;
  }

  // Members of the top-level object, after its '{' or after the data list: stops at "data": [
  // (consumed up to the '['), at the closing '}', or at an error (in pending).
  Members read_members() {
    bool at_start = !seen_data;  // right after '{' a '}' may close an empty object
    std::string raw;
    while (true) {
      skip_ws();
      std::size_t line = src.line();
      int c = src.peek();
      if (c == '}' && at_start) {
        src.get();
        return Members::kEnded;
      }
      if (!at_start) {  // after a member or after the data list: ',' or '}'
        if (c == '}') {
          src.get();
          return Members::kEnded;
        }
        if (c != ',') {
          error(
              ErrorCode::kParse,
              fmt::format("expected ',' or '}}' in the top-level object, got {}", describe_byte(c)),
              line);
          return Members::kError;
        }
        src.get();
        skip_ws();
        line = src.line();
        c = src.peek();
      }
      at_start = false;
      if (c != '"') {
        error(
            ErrorCode::kParse,
            fmt::format("expected a key string in the top-level object, got {}", describe_byte(c)),
            line);
        return Members::kError;
      }
      json key_json;
      if (!capture_value(raw, {}) || !parse_fragment(raw, line, {}, key_json)) {
        return Members::kError;
      }
      const std::string key = key_json.get<std::string>();
      skip_ws();
      if (src.peek() != ':') {
        error(ErrorCode::kParse,
              fmt::format("expected ':' after the key \"{}\", got {}", key,
                          describe_byte(src.peek())),
              src.line(), key);
        return Members::kError;
      }
      src.get();
      skip_ws();
      const std::size_t value_line = src.line();
      if (key == "data") {
        if (seen_data) {
          error(ErrorCode::kParse, "duplicate key \"data\" in the top-level object", value_line,
                key);
          return Members::kError;
        }
        if (src.peek() == '[') {
          src.get();
          seen_data = true;
          return Members::kFoundData;
        }
      }
      if (!capture_value(raw, key)) return Members::kError;
      if (key == "args") {
        if (!parse_fragment(raw, value_line, key, args)) return Members::kError;
      } else if (!json::accept(raw)) {
        // Unknown members are only validated (no DOM); reparse to get the error's position.
        json ignored;
        parse_fragment(raw, value_line, key, ignored);
        return Members::kError;
      }
    }
  }

  // Decides the format; on failure pending holds the error.
  bool open(bool jsonl_hint) {
    src.skip_bom();
    skip_ws();
    const int c = src.peek();
    if (src.io_failed()) {
      error(ErrorCode::kIo, "read error", 0);
      return false;
    }
    if (c < 0 && jsonl_hint) {  // zero lines is a valid JSONL file
      format = AlceFormat::kJsonl;
      return true;
    }
    if (c < 0) {
      error(ErrorCode::kParse, "empty file (expected an ALCE result file: JSON or JSONL)", 0);
      return false;
    }
    if (c == '[') {
      src.get();
      format = AlceFormat::kJsonList;
      return true;
    }
    if (c != '{') {
      error(ErrorCode::kParse,
            fmt::format("expected '{{' or '[' at the start of an ALCE result file, got {}",
                        describe_byte(c)),
            src.line());
      return false;
    }
    const std::size_t start_line = src.line();
    src.get();
    const Members m = read_members();
    if (m == Members::kFoundData) {
      format = AlceFormat::kJsonObject;
      return true;
    }
    // One object closing (or breaking) on its first line: the first line of a JSONL file.
    const bool one_line =
        m == Members::kEnded ? src.line() == start_line : pending->line == start_line;
    if (one_line || jsonl_hint) {
      pending.reset();
      args = nullptr;
      format = AlceFormat::kJsonl;
      if (!src.rewind()) {
        error(ErrorCode::kIo, "cannot seek back to the start of the file", 0);
        return false;
      }
      src.skip_bom();
      return true;
    }
    if (m == Members::kEnded) {
      error(ErrorCode::kParse,
            "a JSON object without a \"data\" list of items (expected ALCE's {\"args\": ..., "
            "\"data\": [...]}, a list of items, or JSONL)",
            start_line);
    }
    return false;
  }

  bool stop(ErrorCode code, std::string message, std::size_t line, std::string field = {}) {
    error(code, std::move(message), line, std::move(field));
    return stop_pending();
  }
  bool stop_pending() {
    fatal = std::move(pending);
    pending.reset();
    state = State::kDone;
    return false;
  }

  std::string item_prefix(std::size_t index) const {
    return format == AlceFormat::kJsonObject ? fmt::format("data[{}]", index)
                                             : fmt::format("[{}]", index);
  }

  // Converts a parsed item; false (and recorded as skipped) when malformed.
  bool accept_item(const json& j, std::size_t index, std::size_t line, const std::string& prefix,
                   AlceItem& item) {
    Result<AlceItem> r = alce_item_from_json(j, prefix);
    if (!r) {
      Error e = r.error();
      e.file = path;
      e.line = line;
      skipped.push_back(ItemError{index, std::move(e)});
      return false;
    }
    item = std::move(r).value();
    item.index = index;
    item.line = line;
    ++items_read;
    return true;
  }

  // The fast path: `text` (followed by readable padding) parsed by simdjson straight into an
  // item. False when simdjson or alce_item_from_dom refuses it: the caller then reads the item
  // the slow way (nlohmann), which names the error exactly as before.
  bool fast_item(std::string_view text, std::size_t index, std::size_t line, AlceItem& item) {
    simdjson::dom::element root;
    if (dom.parse(text.data(), text.size(), false).get(root)) return false;
    scratch = AlceItem{};
    if (!alce_item_from_dom(root, scratch)) return false;
    scratch.index = index;
    scratch.line = line;
    item = std::move(scratch);
    ++items_read;
    return true;
  }

  bool next_jsonl(AlceItem& item) {
    std::string_view view;
    while (true) {
      const std::size_t line = src.line();
      if (!src.line_view(view)) {
        if (src.io_failed()) return stop(ErrorCode::kIo, "read error", line);
        state = State::kDone;
        return false;
      }
      if (!view.empty() && view.back() == '\r') view.remove_suffix(1);
      if (std::all_of(view.begin(), view.end(), [](char ch) { return is_ws(ch); })) continue;
      const std::size_t index = next_index++;
      if (fast_item(view, index, line, item)) return true;
      const std::string text(view);
      json j;
      if (!parse_fragment(text, line, {}, j)) {
        skipped.push_back(ItemError{index, std::move(*pending)});
        pending.reset();
        continue;
      }
      if (accept_item(j, index, line, {}, item)) return true;
    }
  }

  // After the item list's ']': the rest of the document must be well-formed and then end.
  bool finish_document() {
    if (format == AlceFormat::kJsonObject) {
      const Members m = read_members();
      if (m == Members::kError) return stop_pending();
    }
    skip_ws();
    if (src.peek() >= 0) {
      return stop(ErrorCode::kParse,
                  fmt::format("unexpected {} after the end of the JSON document",
                              describe_byte(src.peek())),
                  src.line());
    }
    state = State::kDone;
    return false;
  }

  bool next_array_item(AlceItem& item) {
    std::string raw;
    while (true) {
      skip_ws();
      if (state == State::kFirstItem) {
        if (src.peek() == ']') {
          src.get();
          return finish_document();
        }
      } else {
        const std::size_t line = src.line();
        const int c = src.get();
        if (c == ']') return finish_document();
        if (c != ',') {
          return stop(ErrorCode::kParse,
                      fmt::format("expected ',' or ']' after an item, got {}", describe_byte(c)),
                      line, item_prefix(next_index > 0 ? next_index - 1 : 0));
        }
        skip_ws();
      }
      state = State::kNextItem;
      const std::size_t index = next_index++;
      const std::size_t line = src.line();
      if (src.peek() == '{') {
        if (const std::size_t n = src.value_length();
            n > 0 && fast_item({src.data(), n}, index, line, item)) {
          src.skip_value();
          return true;
        }
      }
      const std::string prefix = item_prefix(index);
      json j;
      if (!capture_value(raw, prefix) || !parse_fragment(raw, line, prefix, j)) {
        return stop_pending();
      }
      if (accept_item(j, index, line, prefix, item)) return true;
    }
  }

  bool next(AlceItem& item) {
    if (state == State::kDone) return false;
    const bool got = format == AlceFormat::kJsonl ? next_jsonl(item) : next_array_item(item);
    if (!got && !fatal && src.io_failed()) return stop(ErrorCode::kIo, "read error", src.line());
    return got;
  }
};

AlceReader::AlceReader(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
AlceReader::AlceReader(AlceReader&&) noexcept = default;
AlceReader& AlceReader::operator=(AlceReader&&) noexcept = default;
AlceReader::~AlceReader() = default;

Result<AlceReader> AlceReader::open(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return make_error(ErrorCode::kIo, "cannot read: is a directory", path);
  }
  auto in = std::make_unique<std::ifstream>(path, std::ios::binary);
  if (!*in) {
    return make_error(ErrorCode::kIo, fmt::format("cannot open: {}", std::strerror(errno)), path);
  }
  auto impl = std::make_unique<Impl>(path, std::move(in), kFileBufferSize);
  if (!impl->open(ends_with(path, ".jsonl"))) return *impl->pending;
  return AlceReader(std::move(impl));
}

Result<AlceReader> AlceReader::from_string(std::string content, std::string name,
                                           std::size_t buffer_size) {
  const bool jsonl_hint = ends_with(name, ".jsonl");
  if (buffer_size == 0) buffer_size = std::min(content.size() + 1, kFileBufferSize);
  auto impl = std::make_unique<Impl>(
      std::move(name), std::make_unique<std::istringstream>(std::move(content)), buffer_size);
  if (!impl->open(jsonl_hint)) return *impl->pending;
  return AlceReader(std::move(impl));
}

bool AlceReader::next(AlceItem& item) { return impl_->next(item); }
const std::optional<Error>& AlceReader::fatal_error() const { return impl_->fatal; }
const std::vector<ItemError>& AlceReader::skipped() const { return impl_->skipped; }
const nlohmann::json& AlceReader::args() const { return impl_->args; }
std::size_t AlceReader::items_read() const { return impl_->items_read; }
AlceFormat AlceReader::format() const { return impl_->format; }
const std::string& AlceReader::path() const { return impl_->path; }

Result<AlceFile> read_alce_file(const std::string& path) {
  auto reader = AlceReader::open(path);
  if (!reader) return reader.error();
  AlceFile file;
  file.format = reader->format();
  AlceItem item;
  while (reader->next(item)) file.items.push_back(std::move(item));
  if (reader->fatal_error()) return *reader->fatal_error();
  file.args = reader->args();
  file.skipped = reader->skipped();
  return file;
}

}  // namespace citeval::io
