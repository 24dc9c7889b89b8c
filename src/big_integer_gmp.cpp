// big_integer's GMP backend (the native default): multiplication, decimal conversion and the
// Chinese remainder theorem by GMP's mpz, inside this file only. The WebAssembly core is built
// without GMP and uses big_integer_portable.cpp instead (TESSERA_BIG_INTEGER_GMP off). Note: never
// `auto` for a gmpxx expression (it keeps a lazy reference to its operands).
#ifdef TESSERA_BIG_INTEGER_GMP
#include <gmpxx.h>

#include <cassert>

#include "tessera/big_integer.hpp"

static_assert(sizeof(unsigned long) == 8, "the GMP backend assumes an LP64 target");

namespace tessera {
namespace {

mpz_class to_mpz(const big_integer& x) {
  mpz_class out;
  const auto& limbs = x.limbs();
  if (!limbs.empty())
    mpz_import(out.get_mpz_t(), limbs.size(), -1, sizeof(std::uint64_t), 0, 0, limbs.data());
  if (x.is_negative()) out = -out;
  return out;
}

big_integer from_mpz(const mpz_class& value) {
  const std::size_t words = (mpz_sizeinbase(value.get_mpz_t(), 2) + 63) / 64;
  std::vector<std::uint64_t> limbs(words, 0);
  std::size_t written = 0;
  if (sgn(value) != 0)
    mpz_export(limbs.data(), &written, -1, sizeof(std::uint64_t), 0, 0, value.get_mpz_t());
  limbs.resize(written);
  return big_integer::from_limbs(std::move(limbs), sgn(value) < 0);
}

}  // namespace

std::optional<big_integer> big_integer::from_string(std::string_view decimal) {
  std::string_view digits = decimal;
  if (!digits.empty() && digits.front() == '-') digits.remove_prefix(1);
  if (digits.empty()) return std::nullopt;
  for (char c : digits) {
    if (c < '0' || c > '9') return std::nullopt;
  }
  mpz_class value;
  value.set_str(std::string(decimal), 10);
  return from_mpz(value);
}

big_integer big_integer::from_residues(std::span<const std::uint64_t> residues,
                                       std::span<const std::uint64_t> moduli) {
  assert(residues.size() == moduli.size());
  // Incremental CRT: x = x + m * ((r - x) * m^-1 mod p), m = product of the moduli so far.
  mpz_class x = 0, m = 1, p, t, inv;
  for (std::size_t i = 0; i < moduli.size(); ++i) {
    assert(moduli[i] >= 2 && residues[i] < moduli[i]);
    p = static_cast<unsigned long>(moduli[i]);  // 64-bit on our LP64 targets
    t = static_cast<unsigned long>(residues[i]);
    t -= x;
    const int invertible = mpz_invert(inv.get_mpz_t(), m.get_mpz_t(), p.get_mpz_t());
    assert(invertible != 0 || moduli.size() == 1);
    (void)invertible;
    if (i == 0) inv = 1;
    t *= inv;
    mpz_mod(t.get_mpz_t(), t.get_mpz_t(), p.get_mpz_t());
    x += m * t;
    m *= p;
  }
  return from_mpz(x);
}

std::string big_integer::to_string() const { return to_mpz(*this).get_str(); }

big_integer& big_integer::operator*=(const big_integer& other) {
  const mpz_class product = to_mpz(*this) * to_mpz(other);
  return *this = from_mpz(product);
}

}  // namespace tessera
#endif  // TESSERA_BIG_INTEGER_GMP
