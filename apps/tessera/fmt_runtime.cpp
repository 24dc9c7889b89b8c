// fmt's compiled part, built into the tessera binary from Debian's own installed fmt 9.1 source
// (/usr/include/fmt/format-inl.h, package libfmt-dev), so that the CLI does not load libfmt.so.
//
// Why: a tiny solve (`tessera cover --board 4x5 --pieces pentominoes --once`) spent most of its
// instructions in the dynamic loader mapping and relocating libstdc++, libfmt and libgmp (issue 15,
// "tiny problems start fast"). Debian ships libstdc++.a and libgmp.a but no libfmt.a; this file is
// the missing archive. Only the CLI links it (CMakeLists.txt, TESSERA_STATIC_CLI); the library,
// the tests, tessera-serve, tessera-mpi and the Python module keep the shared libfmt.
//
// What fmt 9.1 leaves to its compiled library, read from its headers:
// - the non-template functions that format.h and core.h declare FMT_API and format-inl.h defines
//   with FMT_FUNC (vformat, vprint, print, report_error, format_error_code, assert_fail,
//   throw_format_error, format_error's destructor, is_printable, utf8_to_utf16, ...): including
//   format-inl.h without FMT_HEADER_ONLY gives their one out-of-line definition here;
// - the templates format.h declares but does not define, instantiated below for the types the
//   headers ask for: dragonbox::to_decimal (format.h declares it for any T; write_float calls it
//   for float and double), locale_ref's constructor from and conversion to std::locale (core.h
//   declares them; format-inl.h's thousands_sep_impl/decimal_point_impl call get<std::locale>()),
//   and thousands_sep_impl / decimal_point_impl for char and wchar_t (format.h's `extern template`
//   declarations, which stop every other translation unit from instantiating them itself).
// Everything else in fmt is a template defined in the headers and instantiated where it is used.
#include <fmt/format-inl.h>

#include <locale>

FMT_BEGIN_NAMESPACE
namespace detail {

template auto dragonbox::to_decimal(float x) noexcept -> dragonbox::decimal_fp<float>;
template auto dragonbox::to_decimal(double x) noexcept -> dragonbox::decimal_fp<double>;

template locale_ref::locale_ref(const std::locale& loc);
template auto locale_ref::get<std::locale>() const -> std::locale;

template auto thousands_sep_impl(locale_ref) -> thousands_sep_result<char>;
template auto decimal_point_impl(locale_ref) -> char;
template auto thousands_sep_impl(locale_ref) -> thousands_sep_result<wchar_t>;
template auto decimal_point_impl(locale_ref) -> wchar_t;

}  // namespace detail
FMT_END_NAMESPACE
