// tessera xc, reading: Knuth's DLX format (dlx1/dlx2/dlx3) and PPAR's `.ec` format into an
// exact_cover_problem, with located errors (see tessera/xc.hpp). One pass over the lines; names
// are looked up in a hash map of views into the input.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <unordered_map>

#include "detail/words.hpp"
#include "tessera/xc.hpp"

namespace tessera {
namespace {

struct token {
  std::string_view text;
  std::size_t column;  // 1-based
};

// The lines of the input, each split into blank-separated tokens.
class line_splitter {
 public:
  explicit line_splitter(std::string_view text) : text_(text) {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // a UTF-8 byte order mark
  }
  // The next line's tokens; false at the end of the input.
  bool next(std::vector<token>& out, std::size_t& line_number) {
    if (pos_ >= text_.size()) return false;
    out.clear();
    line_number = ++line_;
    const std::size_t start = pos_;
    std::size_t end = text_.find('\n', pos_);
    if (end == std::string_view::npos) end = text_.size();
    pos_ = end + 1;
    std::size_t i = start;
    while (i < end) {
      while (i < end && (text_[i] == ' ' || text_[i] == '\t' || text_[i] == '\r')) ++i;
      const std::size_t b = i;
      while (i < end && text_[i] != ' ' && text_[i] != '\t' && text_[i] != '\r') ++i;
      if (i > b) out.push_back(token{text_.substr(b, i - b), b - start + 1});
    }
    return true;
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0, line_ = 0;
};

input_error at(std::size_t line, std::size_t column, std::string message) {
  return input_error{line, column, std::move(message)};
}

// An error at the end of the input (an empty file, or one of comments only): its line and column,
// so that even then the message is FILE:LINE:COL.
input_error at_end(std::string_view text, std::string message) {
  const std::size_t last_break = text.rfind('\n');
  const auto line = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
  const std::size_t column =
      (last_break == std::string_view::npos ? text.size() : text.size() - last_break - 1) + 1;
  return at(line, column, std::move(message));
}

std::string quoted(std::string_view s) {
  return fmt::format("'{}'", s.size() > 40 ? std::string(s.substr(0, 40)) + "..." : s);
}

bool parse_bound(std::string_view s, std::uint32_t& out) {
  if (s.empty()) return false;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size() && out <= xc_max_bound;
}

// The state shared by both formats once the items are known.
struct builder {
  xc_instance out;
  std::unordered_map<std::string_view, std::uint32_t> item_index;
  std::unordered_map<std::string_view, std::uint32_t> colour_index;
  std::vector<token> item_tokens;  // where each item was named, for the warnings
  std::size_t items_line = 0;
  std::vector<std::size_t> stamp;   // the last option that named each item (duplicates)
  std::vector<std::uint32_t> uses;  // options naming each item
  std::size_t entries = 0;
  std::vector<std::uint32_t> items, colours;

  // Adds an item named by `t` (bounds already split off). Returns an error message or "".
  std::string add_item(const token& t, std::string_view name, bool secondary, std::uint32_t lo,
                       std::uint32_t hi) {
    if (name.empty()) return "expected an item name";
    if (name.size() > xc_max_name)
      return fmt::format("item name {} is longer than {} bytes", quoted(name), xc_max_name);
    if (name.find(':') != std::string_view::npos)
      return fmt::format("item name {} contains ':' (it separates a colour)", quoted(name));
    if (name.find('|') != std::string_view::npos)
      return fmt::format("item name {} contains '|' (it separates bounds or secondary items)",
                         quoted(name));
    if (out.item_names.size() >= xc_max_items)
      return fmt::format("more than {} items", xc_max_items);
    if (!item_index.emplace(name, static_cast<std::uint32_t>(out.item_names.size())).second)
      return fmt::format("duplicate item {} in the items line", quoted(name));
    if (secondary) {
      out.problem.add_secondary();
    } else {
      out.problem.add_primary(lo, hi);
    }
    out.item_names.emplace_back(name);
    item_tokens.push_back(t);
    return "";
  }

  // Reads one option line. `colours_allowed`: Knuth's format (name:colour).
  result<bool> add_option(const std::vector<token>& tokens, std::size_t line,
                          bool colours_allowed) {
    items.clear();
    colours.clear();
    if (stamp.empty()) {
      stamp.assign(out.item_names.size(), 0);
      uses.assign(out.item_names.size(), 0);
    }
    const std::size_t k = out.problem.option_count() + 1;  // stamps are 1-based
    if (k > xc_max_options) return at(line, 1, fmt::format("more than {} options", xc_max_options));
    for (const token& t : tokens) {
      std::string_view name = t.text, colour;
      if (const std::size_t c = name.find(':'); c != std::string_view::npos) {
        colour = name.substr(c + 1);
        name = name.substr(0, c);
        if (!colours_allowed)
          return at(line, t.column + c, "the .ec format has no colours (':' in an item name)");
      }
      const auto found = item_index.find(name);
      if (found == item_index.end())
        return at(line, t.column, fmt::format("unknown item {} in this option", quoted(name)));
      const std::uint32_t item = found->second;
      if (stamp[item] == k)
        return at(line, t.column, fmt::format("duplicate item {} in this option", quoted(name)));
      stamp[item] = k;
      std::uint32_t colour_id = 0;
      if (!colour.empty() || t.text.find(':') != std::string_view::npos) {
        if (!out.problem.is_secondary(item))
          return at(line, t.column,
                    fmt::format("primary item {} cannot have a colour (only secondary items do)",
                                quoted(name)));
        if (colour.empty() || colour.size() > xc_max_name ||
            colour.find(':') != std::string_view::npos)
          return at(line, t.column + name.size() + 1,
                    fmt::format("bad colour {} (expected 1 to {} bytes without ':')",
                                quoted(colour), xc_max_name));
        const auto [it, fresh] =
            colour_index.emplace(colour, static_cast<std::uint32_t>(out.colour_names.size() + 1));
        if (fresh) out.colour_names.emplace_back(colour);
        colour_id = it->second;
      }
      items.push_back(item);
      colours.push_back(colour_id);
    }
    if (items.empty()) return at(line, 1, "expected an option (item names)");
    entries += items.size();
    if (entries > xc_max_entries)
      return at(line, 1, fmt::format("more than {} items in all options", xc_max_entries));
    for (const std::uint32_t item : items) ++uses[item];
    out.problem.add_option(items, colours);
    out.option_lines.push_back(line);
    return true;
  }

  // The items that must be covered but are in no option: the problem has no solution.
  void finish() {
    uses.resize(out.item_names.size(), 0);
    for (std::size_t i = 0; i < out.item_names.size(); ++i) {
      if (uses[i] == 0 && !out.problem.is_secondary(i) && out.problem.min_count(i) > 0) {
        out.warnings.push_back(
            at(items_line, item_tokens[i].column,
               fmt::format("warning: primary item {} is in no option: the problem has no solution",
                           quoted(out.item_names[i]))));
      }
    }
  }
};

// Skips blank lines (and, in Knuth's format, '|' comment lines); false at the end of the input.
bool next_content(line_splitter& lines, std::vector<token>& tokens, std::size_t& line,
                  bool comments) {
  while (lines.next(tokens, line)) {
    if (tokens.empty()) continue;
    if (comments && tokens[0].text[0] == '|' && tokens[0].column == 1) continue;
    return true;
  }
  return false;
}

result<xc_instance> parse_dlx(std::string_view text) {
  line_splitter lines(text);
  std::vector<token> tokens;
  std::size_t line = 0;
  builder b;
  b.out.format = xc_format::dlx;
  if (!next_content(lines, tokens, line, true))
    return at_end(text,
                  text.find_first_not_of(" \t\r\n") == std::string_view::npos
                      ? "expected the items line (item names, '|', secondary item names), found "
                        "an empty input"
                      : "expected the items line (item names, '|', secondary item names), found "
                        "only comments");
  b.items_line = line;
  bool secondary = false;
  for (const token& t : tokens) {
    if (t.text == "|") {
      if (secondary) return at(line, t.column, "a second '|' in the items line");
      secondary = true;
      continue;
    }
    std::uint32_t lo = 1, hi = 1;
    std::string_view name = t.text;
    if (const std::size_t bar = name.find('|'); bar != std::string_view::npos) {
      // dlx3 bounds: lo:hi|name or k|name.
      const std::string_view bounds = name.substr(0, bar);
      name = name.substr(bar + 1);
      if (secondary)
        return at(line, t.column, "a secondary item cannot have bounds (lo:hi| is for primary)");
      const std::size_t colon = bounds.find(':');
      const bool ok = colon == std::string_view::npos
                          ? parse_bound(bounds, hi) && (lo = hi, true)
                          : parse_bound(bounds.substr(0, colon), lo) &&
                                parse_bound(bounds.substr(colon + 1), hi);
      if (!ok)
        return at(line, t.column,
                  fmt::format("bad bounds {} (expected lo:hi| or k| with integers 0 to {})",
                              quoted(bounds), xc_max_bound));
      if (lo > hi || hi == 0)
        return at(line, t.column,
                  fmt::format("bad bounds {}: need lo <= hi and hi >= 1", quoted(bounds)));
    }
    if (const std::string problem = b.add_item(t, name, secondary, lo, hi); !problem.empty())
      return at(line, t.column, problem);
  }
  if (b.out.item_names.empty()) return at(line, 1, "expected at least one item");
  while (next_content(lines, tokens, line, true)) {
    if (auto r = b.add_option(tokens, line, true); !r) return r.error();
  }
  b.finish();
  return std::move(b.out);
}

bool is_number(std::string_view s) {
  return !s.empty() && s.size() <= 18 &&
         std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

result<xc_instance> parse_ec(std::string_view text) {
  line_splitter lines(text);
  std::vector<token> tokens;
  std::size_t line = 0;
  builder b;
  b.out.format = xc_format::ec;
  if (!next_content(lines, tokens, line, false))
    return at_end(text, "expected the sizes line 'n_items n_options', found an empty input");
  if (tokens.size() != 2 || !is_number(tokens[0].text) || !is_number(tokens[1].text))
    return at(line, tokens[0].column, "expected the sizes line 'n_items n_options' (two integers)");
  // At most 18 digits (is_number): a 64-bit value, compared with the limits before any narrowing.
  const std::uint64_t items_declared = std::stoull(std::string(tokens[0].text));
  const std::uint64_t options_declared = std::stoull(std::string(tokens[1].text));
  // Each name and each option line takes at least two bytes: sizes past that are a damaged file.
  if (items_declared == 0 || items_declared > xc_max_items || items_declared > text.size() / 2)
    return at(line, tokens[0].column,
              fmt::format("bad number of items {} (1 to {}, and at most what the input holds)",
                          items_declared, xc_max_items));
  if (options_declared > xc_max_options || options_declared > text.size() / 2)
    return at(line, tokens[1].column,
              fmt::format("bad number of options {} (0 to {}, and at most what the input holds)",
                          options_declared, xc_max_options));
  const auto n_items = static_cast<std::size_t>(items_declared);
  const auto n_options = static_cast<std::size_t>(options_declared);
  if (!next_content(lines, tokens, line, false))
    return at(line + 1, 1,
              fmt::format("expected the items line ({})", detail::count_of(n_items, "name")));
  b.items_line = line;
  bool secondary = false;
  for (const token& t : tokens) {
    if (t.text == "|") {
      if (secondary) return at(line, t.column, "a second '|' in the items line");
      secondary = true;
      continue;
    }
    if (b.out.item_names.size() == n_items)
      return at(line, t.column,
                fmt::format("more than the {} declared", detail::count_of(n_items, "item")));
    if (t.text.find('|') != std::string_view::npos)
      return at(line, t.column, "'|' inside an item name (the .ec format has no bounds)");
    if (const std::string problem = b.add_item(t, t.text, secondary, 1, 1); !problem.empty())
      return at(line, t.column, problem);
  }
  if (b.out.item_names.size() != n_items)
    return at(line, 1,
              fmt::format("expected {}, found {}", detail::count_of(n_items, "item"),
                          b.out.item_names.size()));
  std::size_t last_line = line;
  while (next_content(lines, tokens, line, false)) {
    if (b.out.problem.option_count() == n_options)
      return at(line, tokens[0].column,
                fmt::format("more than the {} declared", detail::count_of(n_options, "option")));
    if (auto r = b.add_option(tokens, line, false); !r) return r.error();
    last_line = line;
  }
  if (b.out.problem.option_count() != n_options)
    return at(last_line + 1, 1,
              fmt::format("expected {}, found {}", detail::count_of(n_options, "option"),
                          b.out.problem.option_count()));
  b.finish();
  return std::move(b.out);
}

// `.ec` when the first line is two integers N M and the next line names N items.
bool looks_like_ec(std::string_view text) {
  line_splitter lines(text);
  std::vector<token> tokens;
  std::size_t line = 0;
  if (!next_content(lines, tokens, line, false)) return false;
  if (tokens.size() != 2 || !is_number(tokens[0].text) || !is_number(tokens[1].text)) return false;
  const std::string_view n = tokens[0].text;
  if (!next_content(lines, tokens, line, false)) return false;
  const auto names = static_cast<std::size_t>(
      std::count_if(tokens.begin(), tokens.end(), [](const token& t) { return t.text != "|"; }));
  return std::to_string(names) == n;
}

}  // namespace

result<xc_instance> parse_xc(std::string_view text, xc_format format) {
  if (format == xc_format::detect) format = looks_like_ec(text) ? xc_format::ec : xc_format::dlx;
  return format == xc_format::ec ? parse_ec(text) : parse_dlx(text);
}

std::string format_xc_option(const xc_instance& instance, std::size_t k) {
  std::string out;
  const auto items = instance.problem.option(k);
  const auto colours = instance.problem.colours(k);
  for (std::size_t j = 0; j < items.size(); ++j) {
    if (j != 0) out += ' ';
    out += instance.item_names[items[j]];
    if (!colours.empty() && colours[j] != 0) {
      out += ':';
      out += instance.colour_names[colours[j] - 1];
    }
  }
  return out;
}

}  // namespace tessera
