// Private: the random numbers of every instance generator (src/*_generate.cpp). A seed must name
// one instance on every machine, so nothing here goes through the standard library's distributions
// (std::uniform_int_distribution and friends are implementation-defined: libstdc++ and libc++ give
// different numbers for the same engine state). The engines themselves are fully specified:
// SplitMix64 below, and std::mt19937_64 where a generator already used it (its sequence is fixed by
// the standard).
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>

namespace tessera::detail {

// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA
// 2014): one 64-bit word of state, and the same numbers on every platform.
class splitmix64 {
 public:
  explicit splitmix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  std::uint64_t operator()() { return next(); }
  // Uniform in [0, n), n >= 1 (the modulo bias, below n / 2^64, is irrelevant at these sizes).
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
  // Uniform in [lo, hi], lo <= hi.
  std::size_t between(std::size_t lo, std::size_t hi) { return lo + below(hi - lo + 1); }
  // True with probability per_mille / 1000.
  bool chance(unsigned per_mille) { return below(1000) < per_mille; }

 private:
  std::uint64_t state_;
};

// A 64-bit word as a double in [0, 1): the word over 2^64, kept below 1 when the conversion rounds
// up. This is the arithmetic libstdc++'s generate_canonical<double, 53> does for a 64-bit engine,
// so the generators that used std::uniform_real_distribution<double>(0, 1) with std::mt19937_64
// keep their instances byte for byte, now on every standard library (pure IEEE arithmetic).
inline double unit_interval(std::uint64_t word) {
  const double x = static_cast<double>(word) / 18446744073709551616.0;  // 2^64
  return x >= 1.0 ? std::nextafter(1.0, 0.0) : x;
}

// Mixes a seed with a stream number, so that case i of a multi-case input does not depend on how
// many cases there are, and different kinds of the same seed differ.
inline std::uint64_t sub_seed(std::uint64_t seed, std::uint64_t stream) {
  splitmix64 mix(seed ^ (stream * 0xd1b54a32d192ed03ULL));
  return mix.next();
}

// A stream number for a name (FNV-1a), so that each kind of a generator draws its own numbers.
inline std::uint64_t name_stream(const char* name, std::size_t length) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (std::size_t i = 0; i < length; ++i)
    h = (h ^ static_cast<unsigned char>(name[i])) * 0x100000001b3ULL;
  return h;
}

}  // namespace tessera::detail
