#include "io/alce_reader.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <sstream>
#include <utility>

#include <fmt/format.h>

#include "common/json_error.h"
#include "common/json_nesting.h"

namespace citeval::io {
namespace {

using nlohmann::json;

// Buffered bytes of a seekable stream with the 1-based line of the next byte.
class ByteSource {
 public:
  ByteSource(std::unique_ptr<std::istream> in, std::size_t buffer_size)
      : in_(std::move(in)), buf_(std::max<std::size_t>(buffer_size, 16)) {}

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
    line_ = 1;
    return true;
  }

  // Reads up to and excluding the next '\n' (consumed). False at end of input with nothing read.
  bool read_line(std::string& out) {
    out.clear();
    bool any = false;
    while (true) {
      if (pos_ == len_ && !fill()) return any;
      any = true;
      const char* begin = &buf_[pos_];
      const auto* nl = static_cast<const char*>(std::memchr(begin, '\n', len_ - pos_));
      if (nl) {
        out.append(begin, nl);
        pos_ += static_cast<std::size_t>(nl - begin) + 1;
        ++line_;
        return true;
      }
      out.append(begin, len_ - pos_);
      pos_ = len_;
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
  bool fill() {
    if (!*in_) return false;
    in_->read(buf_.data(), static_cast<std::streamsize>(buf_.size()));
    len_ = static_cast<std::size_t>(in_->gcount());
    pos_ = 0;
    return len_ > 0;
  }

  std::unique_ptr<std::istream> in_;
  std::vector<char> buf_;
  std::size_t pos_ = 0, len_ = 0;
  std::size_t line_ = 1;
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
      : path(std::move(name)), src(std::move(in), buffer_size) {}

  std::string path;
  ByteSource src;
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

  bool next_jsonl(AlceItem& item) {
    std::string text;
    while (true) {
      const std::size_t line = src.line();
      if (!src.read_line(text)) {
        if (src.io_failed()) return stop(ErrorCode::kIo, "read error", line);
        state = State::kDone;
        return false;
      }
      if (!text.empty() && text.back() == '\r') text.pop_back();
      if (std::all_of(text.begin(), text.end(), [](char ch) { return is_ws(ch); })) continue;
      const std::size_t index = next_index++;
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
