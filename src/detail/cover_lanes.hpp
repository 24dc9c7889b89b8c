// Private: the counter lanes of the counting DP. A pass carries Width values per state; `add` is
// the only arithmetic the DP needs (every placement has weight 1).
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#if defined(__x86_64__)
#include <x86intrin.h>
#endif

namespace tessera::detail {

template <std::size_t K>
struct mod_lanes {
  using value = std::uint64_t;
  static constexpr std::size_t width = K;
  std::array<std::uint64_t, K> mod{};
  // Returns a carry out of the counter (always 0 here: residues never overflow).
  unsigned add(value* dst, const value* src) const {
    for (std::size_t k = 0; k < K; ++k) {
      const std::uint64_t x = dst[k] + src[k];  // both < mod < 2^63: no overflow
      dst[k] = x >= mod[k] ? x - mod[k] : x;
    }
    return 0;
  }
  void set_one(value* dst) const {
    for (std::size_t k = 0; k < K; ++k) dst[k] = 1 % mod[k];
  }
  // The mirror join (cover_plan.hpp, mirror_rows_of): sum over S within `full` of
  // high[S] * low[full ^ S], lane by lane, modulo each modulus. O(2^|full| * K).
  std::vector<value> mirror_sum(const value* high, const value* low, std::uint64_t full) const {
    std::vector<value> out(K, 0);
    for (std::uint64_t s = full;; s = (s - 1) & full) {
      for (std::size_t k = 0; k < K; ++k) {
        const auto product =
            static_cast<unsigned __int128>(high[s * K + k]) * low[(full ^ s) * K + k];
        out[k] = static_cast<std::uint64_t>((product + out[k]) % mod[k]);
      }
      if (s == 0) break;
    }
    return out;
  }
};

// The count itself, exactly, in K little-endian 64-bit limbs (additions with carry: cheaper than K
// modular lanes, and no CRT). A carry out of the top limb is reported, so the caller may guess K
// low and rerun wider when any addition overflowed: without an overflow every sum was exact.
template <std::size_t K>
struct limb_lanes {
  using value = std::uint64_t;
  static constexpr std::size_t width = K;
  // Returns the carry out of the top limb: 1 when the sum did not fit (the caller reruns wider).
  unsigned add(value* dst, const value* src) const {
    unsigned char carry = 0;
    for (std::size_t k = 0; k < K; ++k) {
#if defined(__x86_64__)
      unsigned long long sum = 0;
      carry = _addcarry_u64(carry, dst[k], src[k], &sum);
      dst[k] = sum;
#else
      const value x = dst[k] + src[k];
      const value y = x + carry;
      carry = static_cast<unsigned char>((x < src[k]) | (y < x));
      dst[k] = y;
#endif
    }
    return carry;
  }
  void set_one(value* dst) const {
    dst[0] = 1;
    for (std::size_t k = 1; k < K; ++k) dst[k] = 0;
  }
  // The mirror join (cover_plan.hpp, mirror_rows_of): sum over S within `full` of
  // high[S] * low[full ^ S], exactly, in 2K + 1 limbs (schoolbook products). O(2^|full| * K^2).
  std::vector<value> mirror_sum(const value* high, const value* low, std::uint64_t full) const {
    std::vector<value> out(2 * K + 1, 0);
    for (std::uint64_t s = full;; s = (s - 1) & full) {
      const value* a = high + s * K;
      const value* b = low + (full ^ s) * K;
      for (std::size_t i = 0; i < K; ++i) {
        if (a[i] == 0) continue;
        std::uint64_t carry = 0;
        for (std::size_t j = 0; j < K; ++j) {
          const unsigned __int128 t =
              static_cast<unsigned __int128>(a[i]) * b[j] + out[i + j] + carry;
          out[i + j] = static_cast<std::uint64_t>(t);
          carry = static_cast<std::uint64_t>(t >> 64);
        }
        for (std::size_t k = i + K; carry != 0 && k < out.size(); ++k) {
          const std::uint64_t sum = out[k] + carry;
          carry = sum < carry ? 1 : 0;
          out[k] = sum;
        }
      }
      if (s == 0) break;
    }
    return out;
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
  unsigned add(value* dst, const value* src) const {
    xfloat a = *dst, b = *src;
    if (b.m == 0) return 0;
    if (a.m == 0) {
      *dst = b;
      return 0;
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
    return 0;
  }
  void set_one(value* dst) const { *dst = xfloat{0.5, 1}; }
  // The mirror join (cover_plan.hpp, mirror_rows_of), each product rounded upward too.
  std::vector<value> mirror_sum(const value* high, const value* low, std::uint64_t full) const {
    value out{};
    for (std::uint64_t s = full;; s = (s - 1) & full) {
      const xfloat a = high[s], b = low[full ^ s];
      if (a.m != 0 && b.m != 0) {
        int shift = 0;
        const double m = std::frexp(std::nextafter(a.m * b.m, 4.0), &shift);
        const xfloat product{m, a.e + b.e + shift};
        add(&out, &product);
      }
      if (s == 0) break;
    }
    return {out};
  }
};

}  // namespace tessera::detail
