// tessera/big_integer.hpp: an exact signed integer of any size.
//
// Our own type so that GMP stays inside src/ (the public headers, and a WebAssembly build of the
// solver core, never see it): the value is held as little-endian 64-bit limbs plus a sign. Two
// backends behind this one header, chosen at build time: GMP (native default) or portable limb code
// (the WebAssembly core; CMake -DTESSERA_BIG_INTEGER_GMP=OFF natively). Tilings counts are the main
// user: built from residues by the Chinese remainder theorem, printed in decimal.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tessera {

class big_integer {
 public:
  big_integer() = default;
  big_integer(std::int64_t value);  // NOLINT: implicit, like a built-in integer
  static big_integer from_u64(std::uint64_t value);
  // Parses an optional '-' and decimal digits; nullopt on anything else. O(n^2) in the digits, at
  // worst.
  static std::optional<big_integer> from_string(std::string_view decimal);
  // The unique x with 0 <= x < prod(moduli) and x = residues[i] (mod moduli[i]) for all i (Chinese
  // remainder theorem). Constraints: same lengths, moduli >= 2 and pairwise coprime, residues[i] <
  // moduli[i]. O(k^2) limb operations for k moduli.
  static big_integer from_residues(std::span<const std::uint64_t> residues,
                                   std::span<const std::uint64_t> moduli);

  // Decimal, with a leading '-' when negative. GMP: subquadratic; portable: O(n^2) limb steps
  // (a 10^5-digit number in well under a second).
  std::string to_string() const;
  bool is_zero() const { return limbs_.empty(); }
  bool is_negative() const { return negative_; }
  // The number of bits of |x| (0 for zero).
  std::size_t bit_length() const;
  // True when 0 <= x < 2^64; then to_u64 gives it.
  bool fits_u64() const { return !negative_ && limbs_.size() <= 1; }
  std::uint64_t to_u64() const { return limbs_.empty() ? 0 : limbs_[0]; }
  // x mod m in [0, m). Constraints: m >= 1. O(n).
  std::uint64_t mod_u64(std::uint64_t m) const;

  big_integer& operator+=(const big_integer& other);
  big_integer& operator-=(const big_integer& other);
  big_integer& operator*=(const big_integer& other);
  friend big_integer operator+(big_integer a, const big_integer& b) { return a += b; }
  friend big_integer operator-(big_integer a, const big_integer& b) { return a -= b; }
  friend big_integer operator*(big_integer a, const big_integer& b) { return a *= b; }
  friend bool operator==(const big_integer&, const big_integer&) = default;
  friend std::strong_ordering operator<=>(const big_integer& a, const big_integer& b);

  // Little-endian magnitude limbs, no leading zero limb; empty for zero.
  const std::vector<std::uint64_t>& limbs() const { return limbs_; }
  // Builds a value from limbs (leading zeros allowed) and a sign.
  static big_integer from_limbs(std::vector<std::uint64_t> limbs, bool negative = false);

 private:
  std::vector<std::uint64_t> limbs_;
  bool negative_ = false;
};

}  // namespace tessera
