// citeval/result.h — errors as values.
//
// Every reader and every operation on untrusted input returns Result<T>: either a value or an
// Error that names what went wrong and where (file, 1-based line, field). Library code never
// calls exit() and never lets an exception cross a component boundary; broken internal
// invariants (programming errors) abort loudly instead.
//
//   citeval::Result<Dataset> r = citeval::io::read_alce("out.json");
//   if (!r) { std::cerr << r.error().to_string() << "\n"; return 1; }
//   use(r.value());
#pragma once

#include <cstddef>
#include <cstdlib>
#include <string>
#include <utility>
#include <variant>

namespace citeval {

enum class ErrorCode {
  kIo,            // cannot open / read / write a file
  kParse,         // syntactically malformed input (bad JSON, bad CoNLL-U line, bad UTF-8)
  kInvalidField,  // well-formed input with a missing or wrongly typed field
  kInvalidArgument,  // a bad option or specification from the caller
  kNotFound,      // a looked-up item does not exist (e.g. a pair missing from a judge table)
  kJudge,         // a judge could not decide an item (after its retries)
  kUnsupported,   // a feature not available in this build or for this input
  kInternal,      // an exception from a library, converted at a component boundary
};

const char* error_code_name(ErrorCode code);

struct Error {
  ErrorCode code = ErrorCode::kInternal;
  std::string message;
  std::string file;   // empty when not about a file
  std::size_t line = 0;  // 1-based; 0 when unknown or not applicable
  std::string field;  // JSON path or column name; empty when not applicable

  // "FILE:LINE: field 'FIELD': MESSAGE" with the parts that are known.
  std::string to_string() const;
};

inline Error make_error(ErrorCode code, std::string message, std::string file = {},
                        std::size_t line = 0, std::string field = {}) {
  return Error{code, std::move(message), std::move(file), line, std::move(field)};
}

// A value or an Error. Accessing the wrong alternative is a programming error and aborts.
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::move(value)) {}          // NOLINT(google-explicit-constructor)
  Result(Error error) : v_(std::move(error)) {}      // NOLINT(google-explicit-constructor)

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& value() & { check(true); return std::get<0>(v_); }
  const T& value() const& { check(true); return std::get<0>(v_); }
  T&& value() && { check(true); return std::get<0>(std::move(v_)); }
  const Error& error() const { check(false); return std::get<1>(v_); }

  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

 private:
  void check(bool want_value) const {
    if (ok() != want_value) std::abort();
  }
  std::variant<T, Error> v_;
};

// For operations that produce nothing but may fail.
struct Ok {};
using Status = Result<Ok>;

}  // namespace citeval
