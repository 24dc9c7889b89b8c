// Magnitude arithmetic on 64-bit limbs (see detail/limbs.hpp). Portable C++ with unsigned __int128,
// which clang also provides on wasm32 (through compiler-rt's __multi3): no GMP, no exceptions.
#include <algorithm>
#include <cassert>

#include "detail/limbs.hpp"

namespace tessera::detail {
namespace {

using wide = unsigned __int128;

// 10^19, the largest power of ten below 2^64; its top bit is set (10^19 > 2^63), so it is already
// the normalised divisor the Moller-Granlund step wants.
constexpr limb ten19 = 10'000'000'000'000'000'000ULL;
constexpr std::size_t ten19_digits = 19;

// v = floor((B^2 - 1) / d) - B for B = 2^64: the reciprocal of Moller and Granlund (2011), eq. (3).
constexpr limb reciprocal(limb d) { return static_cast<limb>(~wide{0} / d - (wide{1} << 64)); }

// (u1 B + u0) / d for u1 < d and d normalised, with two multiplications instead of a division
// (Moller and Granlund, 2011, Algorithm 4).
inline limb divide_2by1(limb u1, limb u0, limb d, limb v, limb& remainder) {
  const wide q = static_cast<wide>(v) * u1 + ((static_cast<wide>(u1) << 64) | u0);
  limb q1 = static_cast<limb>(q >> 64) + 1;
  const limb q0 = static_cast<limb>(q);
  limb r = u0 - q1 * d;
  if (r > q0) {
    --q1;
    r += d;
  }
  if (r >= d) {
    ++q1;
    r -= d;
  }
  remainder = r;
  return q1;
}

// out[0..n+m) += a * b by schoolbook, out long enough.
void schoolbook_add(std::span<const limb> a, std::span<const limb> b, std::span<limb> out) {
  for (std::size_t i = 0; i < a.size(); ++i) {
    limb carry = 0;
    for (std::size_t j = 0; j < b.size(); ++j) {
      const wide t = static_cast<wide>(a[i]) * b[j] + out[i + j] + carry;
      out[i + j] = static_cast<limb>(t);
      carry = static_cast<limb>(t >> 64);
    }
    for (std::size_t k = i + b.size(); carry != 0 && k < out.size(); ++k) {
      const wide t = static_cast<wide>(out[k]) + carry;
      out[k] = static_cast<limb>(t);
      carry = static_cast<limb>(t >> 64);
    }
  }
}

// out += x << (64 * shift); out long enough for the sum.
void add_shifted(limb_vector& out, std::span<const limb> x, std::size_t shift) {
  limb carry = 0;
  std::size_t k = shift;
  for (std::size_t i = 0; i < x.size(); ++i, ++k) {
    const wide t = static_cast<wide>(out[k]) + x[i] + carry;
    out[k] = static_cast<limb>(t);
    carry = static_cast<limb>(t >> 64);
  }
  for (; carry != 0; ++k) {
    assert(k < out.size());
    const wide t = static_cast<wide>(out[k]) + carry;
    out[k] = static_cast<limb>(t);
    carry = static_cast<limb>(t >> 64);
  }
}

std::span<const limb> trimmed(std::span<const limb> a) {
  std::size_t n = a.size();
  while (n > 0 && a[n - 1] == 0) --n;
  return a.first(n);
}

}  // namespace

void normalise(limb_vector& a) {
  while (!a.empty() && a.back() == 0) a.pop_back();
}

int compare_magnitudes(std::span<const limb> a, std::span<const limb> b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  for (std::size_t i = a.size(); i-- > 0;) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

void add_magnitudes(limb_vector& a, std::span<const limb> b) {
  if (a.size() < b.size()) a.resize(b.size(), 0);
  limb carry = 0;
  std::size_t i = 0;
  for (; i < b.size(); ++i) {
    const wide t = static_cast<wide>(a[i]) + b[i] + carry;
    a[i] = static_cast<limb>(t);
    carry = static_cast<limb>(t >> 64);
  }
  for (; carry != 0 && i < a.size(); ++i) carry = ++a[i] == 0 ? 1 : 0;
  if (carry != 0) a.push_back(carry);
}

void subtract_magnitudes(limb_vector& a, std::span<const limb> b) {
  assert(compare_magnitudes(a, trimmed(b)) >= 0);
  limb borrow = 0;
  std::size_t i = 0;
  for (; i < b.size(); ++i) {
    const limb x = a[i], y = b[i];
    const limb d = x - y - borrow;
    borrow = (x < y || (x == y && borrow != 0)) ? 1 : 0;
    a[i] = d;
  }
  for (; borrow != 0 && i < a.size(); ++i) borrow = a[i]-- == 0 ? 1 : 0;
  normalise(a);
}

limb_vector multiply_magnitudes(std::span<const limb> a, std::span<const limb> b) {
  a = trimmed(a);
  b = trimmed(b);
  if (a.size() < b.size()) std::swap(a, b);
  if (b.empty()) return {};
  limb_vector out(a.size() + b.size(), 0);
  if (b.size() < karatsuba_threshold) {
    schoolbook_add(a, b, out);
  } else if (2 * b.size() <= a.size()) {
    // Unbalanced: cut the long factor into pieces the short one's size, each a balanced product.
    for (std::size_t at = 0; at < a.size(); at += b.size()) {
      const std::span<const limb> piece = a.subspan(at, std::min(b.size(), a.size() - at));
      const limb_vector part = multiply_magnitudes(piece, b);
      add_shifted(out, part, at);
    }
  } else {
    // Karatsuba: a = a1 B^h + a0, b = b1 B^h + b0 (b longer than h since 2|b| > |a|),
    // a b = z2 B^2h + ((a0 + a1)(b0 + b1) - z0 - z2) B^h + z0.
    const std::size_t h = a.size() / 2;
    const std::span<const limb> a0 = a.first(h), a1 = a.subspan(h);
    const std::span<const limb> b0 = b.first(h), b1 = b.subspan(h);
    const limb_vector z0 = multiply_magnitudes(a0, b0);
    const limb_vector z2 = multiply_magnitudes(a1, b1);
    limb_vector sa(a0.begin(), a0.end()), sb(b0.begin(), b0.end());
    normalise(sa);
    normalise(sb);
    add_magnitudes(sa, a1);
    add_magnitudes(sb, b1);
    limb_vector z1 = multiply_magnitudes(sa, sb);
    subtract_magnitudes(z1, z0);
    subtract_magnitudes(z1, z2);
    add_shifted(out, z0, 0);
    add_shifted(out, z1, h);
    add_shifted(out, z2, 2 * h);
  }
  normalise(out);
  return out;
}

void multiply_add_small(limb_vector& a, limb m, limb add) {
  limb carry = add;
  for (limb& x : a) {
    const wide t = static_cast<wide>(x) * m + carry;
    x = static_cast<limb>(t);
    carry = static_cast<limb>(t >> 64);
  }
  if (carry != 0) a.push_back(carry);
  normalise(a);
}

limb divide_small(limb_vector& a, limb d) {
  assert(d >= 1);
  wide r = 0;
  for (std::size_t i = a.size(); i-- > 0;) {
    const wide cur = (r << 64) | a[i];
    a[i] = static_cast<limb>(cur / d);
    r = cur % d;
  }
  normalise(a);
  return static_cast<limb>(r);
}

std::string magnitude_to_decimal(std::span<const limb> a) {
  limb_vector x(a.begin(), a.end());
  normalise(x);
  if (x.empty()) return "0";
  constexpr limb v = reciprocal(ten19);
  std::vector<limb> chunks;  // base-10^19 digits, least significant first
  chunks.reserve(x.size() + x.size() / 20 + 1);
  while (!x.empty()) {
    limb r = 0;
    for (std::size_t i = x.size(); i-- > 0;) x[i] = divide_2by1(r, x[i], ten19, v, r);
    normalise(x);
    chunks.push_back(r);
  }
  std::string out = std::to_string(chunks.back());
  out.reserve(out.size() + (chunks.size() - 1) * ten19_digits);
  char buffer[ten19_digits];
  for (std::size_t i = chunks.size() - 1; i-- > 0;) {
    limb c = chunks[i];
    for (std::size_t k = ten19_digits; k-- > 0;) {
      buffer[k] = static_cast<char>('0' + c % 10);
      c /= 10;
    }
    out.append(buffer, ten19_digits);
  }
  return out;
}

std::optional<limb_vector> magnitude_from_decimal(std::string_view digits) {
  if (digits.empty()) return std::nullopt;
  for (char c : digits) {
    if (c < '0' || c > '9') return std::nullopt;
  }
  limb_vector out;
  // The first chunk takes the odd digits so that every later chunk is exactly 19 digits.
  std::size_t at = 0, len = digits.size() % ten19_digits;
  if (len == 0) len = ten19_digits;
  while (at < digits.size()) {
    limb chunk = 0, scale = 1;
    for (std::size_t k = 0; k < len; ++k) {
      chunk = chunk * 10 + static_cast<limb>(digits[at + k] - '0');
      scale *= 10;
    }
    multiply_add_small(out, scale, chunk);
    at += len;
    len = ten19_digits;
  }
  normalise(out);
  return out;
}

limb inverse_mod(limb x, limb m) {
  assert(m >= 2);
  // Extended Euclid on (x mod m, m) keeping only the coefficient of x, in signed 128-bit.
  __int128 old_r = static_cast<__int128>(x % m), r = static_cast<__int128>(m);
  __int128 old_s = 1, s = 0;
  while (r != 0) {
    const __int128 q = old_r / r;
    __int128 t = old_r - q * r;
    old_r = r;
    r = t;
    t = old_s - q * s;
    old_s = s;
    s = t;
  }
  // old_r = gcd(x, m) and x * old_s = old_r (mod m), |old_s| <= m.
  if (old_r != 1) return 0;
  if (old_s < 0) old_s += static_cast<__int128>(m);
  return static_cast<limb>(old_s);
}

limb mod_small(std::span<const limb> a, limb m) {
  assert(m >= 1);
  wide r = 0;
  for (std::size_t i = a.size(); i-- > 0;) r = ((r << 64) | a[i]) % m;
  return static_cast<limb>(r);
}

limb_vector crt_magnitude(std::span<const limb> residues, std::span<const limb> moduli) {
  assert(residues.size() == moduli.size());
  // Incremental CRT (Garner's form): x = x + m * ((r - x) * m^-1 mod p), m = product so far;
  // x < m throughout. Each step is a few O(k)-limb passes.
  limb_vector x, m{1};
  for (std::size_t i = 0; i < moduli.size(); ++i) {
    const limb p = moduli[i];
    assert(p >= 2 && residues[i] < p);
    const limb x_mod = mod_small(x, p);
    const limb inv = i == 0 ? 1 : inverse_mod(mod_small(m, p), p);
    assert(inv != 0 || moduli.size() == 1);
    const limb diff = residues[i] >= x_mod ? residues[i] - x_mod : residues[i] + (p - x_mod);
    const auto t = static_cast<limb>(static_cast<wide>(diff) * inv % p);
    limb_vector step = m;
    multiply_add_small(step, t, 0);
    add_magnitudes(x, step);
    multiply_add_small(m, p, 0);
  }
  normalise(x);
  return x;
}

}  // namespace tessera::detail
