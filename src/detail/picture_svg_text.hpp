// Text inside the SVG renderers (picture_svg.cpp, picture_polygons.cpp, picture_cubes_svg.cpp,
// omok_picture.cpp): escaping, compact numbers, and how wide a line of text will be.
#pragma once

#include <fmt/format.h>

#include <cmath>
#include <string>
#include <string_view>

namespace tessera::detail {

// `text` safe inside an SVG element or attribute.
inline std::string escape_xml(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char ch : text) {
    switch (ch) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += ch;
    }
  }
  return out;
}

// A coordinate with at most two decimals and no trailing zeros ("12", "12.5", "-3.25"): short
// files, and the same text for the same number on every platform.
inline std::string number(double v) {
  std::string s = fmt::format("{:.2f}", std::round(v * 100) / 100);
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  if (s == "-0") s = "0";
  return s;
}

// An upper estimate of the width of `text` set in a sans-serif font of `font_px` pixels: the
// advance widths of DejaVu Sans (the widest common default sans-serif; Liberation Sans, Arial and
// Helvetica are narrower), rounded up per class of character. SVG has no layout: the renderers
// reserve this much room for a title so that titles side by side never run into each other. O(n).
inline double text_width(std::string_view text, double font_px) {
  double em = 0;
  for (unsigned char ch : text) {
    if ((ch & 0xc0) == 0x80) continue;  // a UTF-8 continuation byte: counted with its lead byte
    if (ch >= 0x80) {
      em += 1.0;
    } else if (ch == ' ') {
      em += 0.33;
    } else if (std::string_view("iljfrtI.,:;'!|()[]{}`").find(static_cast<char>(ch)) !=
               std::string_view::npos) {
      em += 0.42;
    } else if (std::string_view("mwMW@%").find(static_cast<char>(ch)) != std::string_view::npos) {
      em += 1.0;
    } else if (std::string_view("=+<>~#^").find(static_cast<char>(ch)) != std::string_view::npos) {
      em += 0.85;
    } else if (ch >= 'A' && ch <= 'Z') {
      em += 0.8;
    } else {
      em += 0.65;
    }
  }
  return em * font_px;
}

}  // namespace tessera::detail
