// The elements of an SVG document as tessera's renderers write it, for the picture tests: each
// element's tag, attributes and text (no std::regex: GCC 12 warns falsely inside it at -O1).
#pragma once

#include <map>
#include <string>
#include <vector>

namespace tessera::svg_scan {

struct svg_element {
  std::string tag;
  std::map<std::string, std::string> attributes;
  std::string text;  // the text up to the next tag (for <text>)

  std::string at(const std::string& name) const {
    const auto it = attributes.find(name);
    return it == attributes.end() ? std::string() : it->second;
  }
  double number(const std::string& name) const { return std::stod(at(name)); }
};

// Every opening or self-closing element in document order (closing tags skipped).
inline std::vector<svg_element> svg_elements(const std::string& svg) {
  std::vector<svg_element> out;
  std::size_t i = 0;
  while ((i = svg.find('<', i)) != std::string::npos) {
    ++i;
    if (i < svg.size() && (svg[i] == '/' || svg[i] == '?' || svg[i] == '!')) continue;
    svg_element e;
    while (i < svg.size() && svg[i] != ' ' && svg[i] != '>' && svg[i] != '/') e.tag += svg[i++];
    while (i < svg.size() && svg[i] != '>') {
      if (svg[i] == ' ' || svg[i] == '/') {
        ++i;
        continue;
      }
      const std::size_t eq = svg.find('=', i);
      const std::size_t open = svg.find('"', eq);
      const std::size_t close = svg.find('"', open + 1);
      if (eq == std::string::npos || open == std::string::npos || close == std::string::npos) {
        break;
      }
      e.attributes[svg.substr(i, eq - i)] = svg.substr(open + 1, close - open - 1);
      i = close + 1;
    }
    ++i;
    const std::size_t next = svg.find('<', i);
    if (next != std::string::npos) e.text = svg.substr(i, next - i);
    out.push_back(e);
  }
  return out;
}

// The elements of class `cls`, in document order.
inline std::vector<svg_element> of_class(const std::string& svg, const std::string& cls) {
  std::vector<svg_element> out;
  for (svg_element& e : svg_elements(svg)) {
    if (e.at("class") == cls) out.push_back(std::move(e));
  }
  return out;
}

}  // namespace tessera::svg_scan
