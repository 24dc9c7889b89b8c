// Private: the counter lanes of the counting DP. A pass carries Width values per state; `add` is the
// only arithmetic the DP needs (every placement has weight 1).
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <utility>

namespace tessera::detail {

template <std::size_t K>
struct mod_lanes {
  using value = std::uint64_t;
  static constexpr std::size_t width = K;
  std::array<std::uint64_t, K> mod{};
  void add(value* dst, const value* src) const {
    for (std::size_t k = 0; k < K; ++k) {
      const std::uint64_t x = dst[k] + src[k];  // both < mod < 2^63: no overflow
      dst[k] = x >= mod[k] ? x - mod[k] : x;
    }
  }
  void set_one(value* dst) const {
    for (std::size_t k = 0; k < K; ++k) dst[k] = 1 % mod[k];
  }
};

// m * 2^e with m in [0.5, 1), or zero. Sums are rounded upward, so the result bounds the count from
// above whatever its size (no overflow, no underflow: the exponent is a 64-bit integer).
struct xfloat {
  double m = 0;
  std::int64_t e = 0;
  friend bool operator==(const xfloat&, const xfloat&) = default;
};

struct bound_lane {
  using value = xfloat;
  static constexpr std::size_t width = 1;
  void add(value* dst, const value* src) const {
    xfloat a = *dst, b = *src;
    if (b.m == 0) return;
    if (a.m == 0) {
      *dst = b;
      return;
    }
    if (a.e < b.e) std::swap(a, b);
    const std::int64_t gap = a.e - b.e;
    // Exact shift (gap <= 60 keeps b normal); the sum's rounding error is below one ulp, and
    // nextafter moves up by one ulp. For gap > 60, b is below a's ulp, so one ulp up covers it too.
    double sum = gap > 60 ? a.m : a.m + std::ldexp(b.m, static_cast<int>(-gap));
    sum = std::nextafter(sum, 4.0);
    int shift = 0;
    sum = std::frexp(sum, &shift);
    *dst = xfloat{sum, a.e + shift};
  }
  void set_one(value* dst) const { *dst = xfloat{0.5, 1}; }
};

}  // namespace tessera::detail
