// The shared command-line parser (see option_parser.hpp). No exceptions, no allocation per
// character; the help layout follows the usual two columns (name and value type, then the help at
// column 30).
#include "option_parser.hpp"

#include <fmt/format.h>

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace tessera::commands {
namespace {

constexpr std::size_t help_column = 30;

std::string type_name(const option& o) {
  if (!o.value_name().empty()) return o.value_name();
  switch (o.kind()) {
    case value_kind::flag:
      return "";
    case value_kind::text:
      return "TEXT";
    case value_kind::integer:
      return o.is_unsigned() ? "UINT" : "INT";
    case value_kind::real:
      return "FLOAT";
  }
  return "";
}

std::string describe(const option& o) {
  std::string out = o.name();
  const std::string type = type_name(o);
  if (!type.empty()) out += " " + type;
  if (!o.choices().empty()) {
    out += ":{";
    for (std::size_t i = 0; i < o.choices().size(); ++i) out += (i ? "," : "") + o.choices()[i];
    out += "}";
  }
  if (o.has_range()) out += fmt::format(" in [{} - {}]", o.lo_text(), o.hi_text());
  return out;
}

void help_row(std::string& out, const std::string& left, const std::string& help) {
  out += "  " + left;
  if (left.size() + 2 < help_column) {
    out.append(help_column - left.size() - 2, ' ');
  } else {
    out += "\n";
    out.append(help_column, ' ');
  }
  out += help + "\n";
}

}  // namespace

std::string option::trim_real(std::string text) {
  // std::to_string(0.01) is "0.010000": drop the trailing zeros (and a bare point).
  if (text.find('.') == std::string::npos) return text;
  while (!text.empty() && text.back() == '0') text.pop_back();
  if (!text.empty() && text.back() == '.') text.pop_back();
  return text;
}

option* option::set_range(double lo, double hi) {
  has_range_ = true;
  lo_ = lo;
  hi_ = hi;
  return this;
}

option* option::member(std::initializer_list<const char*> words) {
  for (const char* w : words) choices_.emplace_back(w);
  return this;
}

option* option::member(const std::vector<std::string>& words) {
  choices_ = words;
  return this;
}

option* option::excludes(option* other) {
  excludes_.push_back(other);
  other->excludes_.push_back(this);
  return this;
}

command_line::command_line(std::string path, std::string description)
    : path_(std::move(path)), description_(std::move(description)) {}

option* command_line::add_row(const std::string& name, value_kind kind, const std::string& help) {
  auto row = std::make_unique<option>();
  row->name_ = name;
  row->kind_ = kind;
  row->help_ = help;
  rows_.push_back(std::move(row));
  return rows_.back().get();
}

option* command_line::add_flag(const std::string& name, bool& target, const std::string& help) {
  option* o = add_row(name, value_kind::flag, help);
  o->set_ = [&target](std::string_view) {
    target = true;
    return std::string();
  };
  return o;
}

option* command_line::add_option(const std::string& name, std::string& target,
                                 const std::string& help) {
  option* o = add_row(name, value_kind::text, help);
  o->set_ = [o, &target](std::string_view text) {
    if (!o->choices_.empty()) {
      bool found = false;
      for (const std::string& c : o->choices_) found = found || c == text;
      if (!found) {
        std::string list;
        for (std::size_t i = 0; i < o->choices_.size(); ++i)
          list += (i ? "," : "") + o->choices_[i];
        return fmt::format("{} not in {{{}}}", text, list);
      }
    }
    target = std::string(text);
    return std::string();
  };
  return o;
}

option* command_line::add_option(const std::string& name, double& target, const std::string& help) {
  option* o = add_row(name, value_kind::real, help);
  o->set_ = [o, &target](std::string_view text) {
    // strtod in the C locale (the only one either build runs in); the whole word must be a number.
    const std::string copy(text);
    char* end = nullptr;
    errno = 0;
    const double value = copy.empty() ? 0 : std::strtod(copy.c_str(), &end);
    if (copy.empty() || end != copy.c_str() + copy.size() || errno == ERANGE || std::isnan(value))
      return fmt::format("Could not convert: {} = {}", o->name_, text);
    if (o->has_range_ && (value < o->lo_ || value > o->hi_)) return range_problem(*o, text);
    target = value;
    return std::string();
  };
  return o;
}

std::string command_line::parse_integer(std::string_view text, bool is_unsigned, std::int64_t& s,
                                        std::uint64_t& u) {
  const char* first = text.data();
  const char* last = text.data() + text.size();
  if (text.empty() || (is_unsigned && text.front() == '-'))
    return fmt::format("Value {} is not a{} integer", text, is_unsigned ? " non-negative" : "n");
  const auto r = is_unsigned ? std::from_chars(first, last, u) : std::from_chars(first, last, s);
  if (r.ec == std::errc::result_out_of_range) return fmt::format("Value {} is out of range", text);
  if (r.ec != std::errc() || r.ptr != last)
    return fmt::format("Value {} is not a{} integer", text, is_unsigned ? " non-negative" : "n");
  return std::string();
}

std::string command_line::range_problem(const option& o, std::string_view text) {
  return fmt::format("Value {} not in range {} to {}", text, o.lo_text(), o.hi_text());
}

command_line* command_line::add_subcommand(const std::string& name,
                                           const std::string& description) {
  subs_.emplace_back(name, std::make_unique<command_line>(path_ + " " + name, description));
  return subs_.back().second.get();
}

const command_line* command_line::subcommand(std::string_view name) const {
  for (const auto& [word, sub] : subs_) {
    if (word == name) return sub.get();
  }
  return nullptr;
}

option* command_line::find(std::string_view name) {
  for (auto& row : rows_) {
    if (row->name_ == name) return row.get();
  }
  return nullptr;
}

std::string command_line::usage_error(const std::string& what) const {
  return what + "\nRun with --help for more information.\n";
}

std::string command_line::help_text() const {
  std::string positionals, rows;
  std::string usage = "Usage: " + path_ + " [OPTIONS]";
  help_row(rows, "-h,--help", "Print this help message and exit");
  if (!version_.empty())
    help_row(rows, "--version", "Display program version information and exit");
  for (const auto& row : rows_) {
    if (row->positional()) {
      usage += " [" + row->name() + "]";
      // A positional named for its value ("FILE") needs no type after it.
      const std::string type = type_name(*row);
      help_row(positionals, type == row->name() ? type : row->name() + " " + type, row->help());
      continue;
    }
    std::string left = describe(*row);
    for (const option* other : row->excludes_) left += " Excludes: " + other->name();
    help_row(rows, left, row->help());
  }
  if (!subs_.empty()) usage += require_subcommand_ ? " SUBCOMMAND" : " [SUBCOMMAND]";
  std::string out = description_ + "\n" + usage + "\n\n";
  if (!positionals.empty()) out += "Positionals:\n" + positionals + "\n";
  out += "Options:\n" + rows;
  if (!subs_.empty()) {
    out += "\nSubcommands:\n";
    for (const auto& [word, sub] : subs_) help_row(out, word, sub->description());
  }
  if (!footer_.empty()) out += "\n" + footer_ + "\n";
  return out;
}

parse_status command_line::parse(std::span<const std::string> args, std::string& message) {
  chosen_ = this;
  parsed_ = true;
  for (auto& row : rows_) row->count_ = 0;
  std::size_t next_positional = 0;
  bool options_ended = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    const bool looks_like_option = !options_ended && arg.size() > 1 && arg[0] == '-';
    if (looks_like_option && arg == "--") {
      options_ended = true;
      continue;
    }
    if (looks_like_option && (arg == "-h" || arg == "--help")) {
      message = help_text();
      return parse_status::help;
    }
    if (looks_like_option && arg == "--version" && !version_.empty()) {
      message = version_ + "\n";
      return parse_status::version;
    }
    if (looks_like_option) {
      const std::size_t eq = arg.find('=');
      const std::string name = arg.substr(0, eq);
      option* o = arg.rfind("--", 0) == 0 ? find(name) : nullptr;
      if (o == nullptr || o->positional()) {
        message = usage_error("The following argument was not expected: " + arg);
        return parse_status::error;
      }
      std::string value;
      if (o->kind_ == value_kind::flag) {
        if (eq != std::string::npos) {
          message =
              usage_error(fmt::format("{}: takes no value, found '{}'", name, arg.substr(eq + 1)));
          return parse_status::error;
        }
      } else if (eq != std::string::npos) {
        value = arg.substr(eq + 1);
      } else if (i + 1 < args.size()) {
        value = args[++i];
      } else {
        message = usage_error(fmt::format("{}: 1 required {} missing", name, type_name(*o)));
        return parse_status::error;
      }
      if (std::string problem = o->set_(value); !problem.empty()) {
        message = usage_error(name + ": " + problem);
        return parse_status::error;
      }
      if (o->check_) {
        if (std::string problem = o->check_(value); !problem.empty()) {
          message = "tessera: " + name + ": " + problem + "\n";
          return parse_status::error;
        }
      }
      ++o->count_;
      continue;
    }
    if (!options_ended && next_positional == 0) {
      for (auto& [word, sub] : subs_) {
        if (word != arg) continue;
        // The rest belongs to the subcommand; this command's own checks still apply.
        const parse_status status = sub->parse(args.subspan(i + 1), message);
        chosen_ = &sub->chosen();
        return status;
      }
    }
    // A positional: the next positional row takes it.
    std::size_t seen = 0;
    option* slot = nullptr;
    for (auto& row : rows_) {
      if (row->positional() && seen++ == next_positional) slot = row.get();
    }
    if (slot == nullptr) {
      message = usage_error("The following argument was not expected: " + arg);
      return parse_status::error;
    }
    slot->set_(arg);
    ++slot->count_;
    ++next_positional;
  }
  for (const auto& row : rows_) {
    for (const option* other : row->excludes_) {
      if (row->given() && other->given()) {
        message = usage_error(fmt::format("{} excludes {}", row->name(), other->name()));
        return parse_status::error;
      }
    }
  }
  if (require_subcommand_) {
    message = usage_error("A subcommand is required");
    return parse_status::error;
  }
  return parse_status::run;
}

}  // namespace tessera::commands
