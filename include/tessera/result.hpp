// tessera/result.hpp: errors as values. The library reports bad input as an `input_error` carrying
// the line and column where the problem is, instead of throwing, so that the solver core also
// builds without exceptions (WebAssembly). The CLI prints it as `FILE:LINE:COL: message` and exits
// with status 2.
#pragma once

#include <cassert>
#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace tessera {

// A defect in an input text. `line` and `column` are 1-based; column counts bytes. A line of 0
// means the error is not tied to a position (a bad option value, say).
struct input_error {
  std::size_t line = 0;
  std::size_t column = 0;
  std::string message;  // "expected …, found …"
};

// Formats `error` the way every tessera tool prints it: "SOURCE:LINE:COL: message".
std::string format_error(const input_error& error, const std::string& source);

// A value or an input_error. Small on purpose: `ok()`, `value()`, `error()`.
template <class T>
class result {
 public:
  result(T value) : data_(std::move(value)) {}            // NOLINT: implicit by design
  result(input_error error) : data_(std::move(error)) {}  // NOLINT: implicit by design

  bool ok() const { return data_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& value() & {
    assert(ok());
    return std::get<0>(data_);
  }
  const T& value() const& {
    assert(ok());
    return std::get<0>(data_);
  }
  // By value, so that `for (auto& x : parse(...).value())` does not dangle.
  T value() && {
    assert(ok());
    return std::get<0>(std::move(data_));
  }
  const input_error& error() const {
    assert(!ok());
    return std::get<1>(data_);
  }

 private:
  std::variant<T, input_error> data_;
};

}  // namespace tessera
