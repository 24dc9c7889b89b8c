// big_integer's portable backend (the WebAssembly core, or a native build with
// -DTESSERA_BIG_INTEGER_GMP=OFF): multiplication, decimal conversion and the Chinese remainder
// theorem on our own limbs (detail/limbs.hpp), tested against GMP in tests/limbs_test.cpp.
#ifndef TESSERA_BIG_INTEGER_GMP
#include <cassert>

#include "detail/limbs.hpp"
#include "tessera/big_integer.hpp"

namespace tessera {

std::optional<big_integer> big_integer::from_string(std::string_view decimal) {
  std::string_view digits = decimal;
  const bool negative = !digits.empty() && digits.front() == '-';
  if (negative) digits.remove_prefix(1);
  std::optional<detail::limb_vector> magnitude = detail::magnitude_from_decimal(digits);
  if (!magnitude) return std::nullopt;
  return from_limbs(std::move(*magnitude), negative);
}

big_integer big_integer::from_residues(std::span<const std::uint64_t> residues,
                                       std::span<const std::uint64_t> moduli) {
  assert(residues.size() == moduli.size());
  return from_limbs(detail::crt_magnitude(residues, moduli));
}

std::string big_integer::to_string() const {
  std::string digits = detail::magnitude_to_decimal(limbs_);
  return negative_ ? "-" + digits : digits;
}

big_integer& big_integer::operator*=(const big_integer& other) {
  limbs_ = detail::multiply_magnitudes(limbs_, other.limbs_);
  negative_ = negative_ != other.negative_ && !limbs_.empty();
  return *this;
}

}  // namespace tessera
#endif  // !TESSERA_BIG_INTEGER_GMP
