// big_integer (see tessera/big_integer.hpp): the backend-independent part. Sign handling,
// comparison, addition and subtraction are linear limb loops (detail/limbs.hpp) in every build;
// multiplication, decimal conversion and the Chinese remainder theorem come from GMP
// (big_integer_gmp.cpp) or from the portable limb code (big_integer_portable.cpp), chosen at build
// time by TESSERA_BIG_INTEGER_GMP.
#include "tessera/big_integer.hpp"

#include <cassert>

#include "detail/limbs.hpp"

namespace tessera {

big_integer::big_integer(std::int64_t value) {
  if (value == 0) return;
  negative_ = value < 0;
  // The magnitude of INT64_MIN does not fit an int64: negate in unsigned arithmetic.
  const std::uint64_t magnitude =
      negative_ ? ~static_cast<std::uint64_t>(value) + 1 : static_cast<std::uint64_t>(value);
  limbs_.push_back(magnitude);
}

big_integer big_integer::from_u64(std::uint64_t value) {
  return from_limbs(std::vector<std::uint64_t>{value});
}

big_integer big_integer::from_limbs(std::vector<std::uint64_t> limbs, bool negative) {
  while (!limbs.empty() && limbs.back() == 0) limbs.pop_back();
  big_integer out;
  out.limbs_ = std::move(limbs);
  out.negative_ = negative && !out.limbs_.empty();
  return out;
}

std::size_t big_integer::bit_length() const {
  if (limbs_.empty()) return 0;
  return 64 * (limbs_.size() - 1) + static_cast<std::size_t>(64 - __builtin_clzll(limbs_.back()));
}

std::uint64_t big_integer::mod_u64(std::uint64_t m) const {
  assert(m >= 1);
  unsigned __int128 r = 0;
  for (std::size_t i = limbs_.size(); i-- > 0;) r = ((r << 64) | limbs_[i]) % m;
  const auto rest = static_cast<std::uint64_t>(r);
  return negative_ && rest != 0 ? m - rest : rest;
}

big_integer& big_integer::operator+=(const big_integer& other) {
  if (negative_ == other.negative_) {
    detail::add_magnitudes(limbs_, other.limbs_);
    return *this;
  }
  // Opposite signs: the larger magnitude keeps its sign, the smaller is taken from it.
  if (detail::compare_magnitudes(limbs_, other.limbs_) >= 0) {
    detail::subtract_magnitudes(limbs_, other.limbs_);
  } else {
    std::vector<std::uint64_t> larger = other.limbs_;
    detail::subtract_magnitudes(larger, limbs_);
    limbs_ = std::move(larger);
    negative_ = other.negative_;
  }
  if (limbs_.empty()) negative_ = false;
  return *this;
}

big_integer& big_integer::operator-=(const big_integer& other) {
  big_integer negated = other;
  negated.negative_ = !other.negative_ && !other.limbs_.empty();
  return *this += negated;
}

std::strong_ordering operator<=>(const big_integer& a, const big_integer& b) {
  if (a.negative_ != b.negative_)
    return a.negative_ ? std::strong_ordering::less : std::strong_ordering::greater;
  int c = detail::compare_magnitudes(a.limbs_, b.limbs_);
  if (a.negative_) c = -c;
  return c < 0   ? std::strong_ordering::less
         : c > 0 ? std::strong_ordering::greater
                 : std::strong_ordering::equal;
}

}  // namespace tessera
