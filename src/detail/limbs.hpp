// Arithmetic on magnitudes held as little-endian 64-bit limbs (no sign), the portable twin of GMP's
// mpn layer. big_integer uses it for everything when built without GMP (the WebAssembly core), and
// for the linear operations (add, subtract, compare) always. A magnitude is normalised: no leading
// zero limb, empty for zero. tests/limbs_test.cpp checks every function against GMP on seeded
// random values.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::detail {

using limb = std::uint64_t;
using limb_vector = std::vector<limb>;

// Drops leading zero limbs.
void normalise(limb_vector& a);

// -1, 0 or 1 as a < b, a == b, a > b. O(n).
int compare_magnitudes(std::span<const limb> a, std::span<const limb> b);

// a += b. O(max(n, m)).
void add_magnitudes(limb_vector& a, std::span<const limb> b);

// a -= b. Constraint: a >= b. O(n).
void subtract_magnitudes(limb_vector& a, std::span<const limb> b);

// a * b: schoolbook below karatsuba_threshold limbs, Karatsuba's three half-size products above it
// (Karatsuba and Ofman, 1962), so O(n^1.585). Recursion depth is log2(n / threshold), never more
// than ~30 for any size that fits in memory.
limb_vector multiply_magnitudes(std::span<const limb> a, std::span<const limb> b);
inline constexpr std::size_t karatsuba_threshold = 32;

// a = a * m + add. O(n).
void multiply_add_small(limb_vector& a, limb m, limb add);

// a = floor(a / d); returns a mod d. Constraint: d >= 1. O(n).
limb divide_small(limb_vector& a, limb d);

// Decimal digits of a ("0" for zero). Repeated division by 10^19 with a precomputed reciprocal
// (Moller and Granlund, "Improved division by invariant integers", 2011): O(n^2) limb steps, ~14 M
// for a 10^5-digit number.
std::string magnitude_to_decimal(std::span<const limb> a);

// The magnitude of a string of decimal digits; nullopt if empty or anything but '0'..'9'. O(n^2).
std::optional<limb_vector> magnitude_from_decimal(std::string_view digits);

// The unique x < prod(moduli) with x = residues[i] (mod moduli[i]): incremental CRT, O(k^2) for k
// moduli. Constraints as big_integer::from_residues.
limb_vector crt_magnitude(std::span<const limb> residues, std::span<const limb> moduli);

// x mod m. m >= 1. O(n).
limb mod_small(std::span<const limb> a, limb m);

// x^-1 mod m for gcd(x, m) == 1, by the extended Euclidean algorithm; 0 if not invertible. m >= 2.
limb inverse_mod(limb x, limb m);

}  // namespace tessera::detail
