// Private: the command-line parser every front end shares (the native CLI's argv, the web core's
// and Python's request options turned into the same words). One table of options per (sub)command
// drives the parsing, the checks and --help. Written for this project instead of CLI11 because the
// WebAssembly core has no exceptions: every outcome is a value. Grammar: `--name VALUE`,
// `--name=VALUE`, `--flag`, positionals, subcommands (a word naming one), `--` ends the options.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace tessera::commands {

enum class value_kind { flag, text, integer, real };

class command_line;

// One row of a table: name, what it takes, its help and checks; `set` stores a checked value.
class option {
 public:
  // The value must lie in [lo, hi] (integers and reals).
  template <class A, class B>
  option* range(A lo, B hi) {
    // An integer bound keeps its own text for the messages (a double would print 2^63 - 1 as
    // 9.22e18). A real bound's text is made only when --help or an error shows it: formatting a
    // double goes through vsnprintf, which cost a tiny solve's start-up more instructions than
    // the rest of its option table (issue 15).
    if constexpr (!std::is_floating_point_v<A>) lo_text_ = std::to_string(lo);
    if constexpr (!std::is_floating_point_v<B>) hi_text_ = std::to_string(hi);
    return set_range(static_cast<double>(lo), static_cast<double>(hi));
  }
  std::string lo_text() const { return lo_text_.empty() ? real_text(lo_) : lo_text_; }
  std::string hi_text() const { return hi_text_.empty() ? real_text(hi_) : hi_text_; }
  static std::string real_text(double value) { return trim_real(std::to_string(value)); }
  static std::string trim_real(std::string text);
  option* set_range(double lo, double hi);
  // The value must be one of these words.
  option* member(std::initializer_list<const char*> words);
  option* member(const std::vector<std::string>& words);
  // Giving both this and `other` is a usage error.
  option* excludes(option* other);
  // Names the value in --help and in messages: "--svg FILE" rather than "--svg TEXT".
  option* value_name(std::string name) {
    value_name_ = std::move(name);
    return this;
  }
  const std::string& value_name() const { return value_name_; }
  // A further check of a given value, run once it is stored: "" or what is wrong with it, said as
  // "NAME: problem" (exit 2) without the usage hint, since the value is well formed (an --svg
  // file whose folder does not exist is found before any work is done).
  option* check(std::function<std::string(std::string_view)> fn) {
    check_ = std::move(fn);
    return this;
  }

  const std::string& name() const { return name_; }
  value_kind kind() const { return kind_; }
  const std::string& help() const { return help_; }
  const std::vector<std::string>& choices() const { return choices_; }
  bool given() const { return count_ > 0; }
  bool has_range() const { return has_range_; }
  double lo() const { return lo_; }
  double hi() const { return hi_; }
  bool is_unsigned() const { return unsigned_; }
  bool positional() const { return name_.empty() || name_[0] != '-'; }

 private:
  friend class command_line;
  std::string name_, help_, value_name_;
  value_kind kind_ = value_kind::text;
  bool unsigned_ = false;
  bool has_range_ = false;
  double lo_ = 0, hi_ = 0;
  std::string lo_text_, hi_text_;
  std::vector<std::string> choices_;
  std::vector<const option*> excludes_;
  // Stores the value; returns an empty string, or what is wrong with it.
  std::function<std::string(std::string_view)> set_;
  std::function<std::string(std::string_view)> check_;
  int count_ = 0;
};

// What parse() found.
enum class parse_status { run, help, version, error };

class command_line {
 public:
  command_line(std::string path, std::string description);
  command_line(const command_line&) = delete;
  command_line& operator=(const command_line&) = delete;

  option* add_flag(const std::string& name, bool& target, const std::string& help);
  option* add_option(const std::string& name, std::string& target, const std::string& help);
  option* add_option(const std::string& name, double& target, const std::string& help);
  template <class T>
  option* add_option(const std::string& name, T& target,
                     const std::string& help) requires std::is_integral_v<T> {
    option* o = add_row(name, value_kind::integer, help);
    o->unsigned_ = std::is_unsigned_v<T>;
    o->set_ = [o, &target](std::string_view text) {
      std::int64_t signed_value = 0;
      std::uint64_t unsigned_value = 0;
      std::string problem = parse_integer(text, o->unsigned_, signed_value, unsigned_value);
      if (!problem.empty()) return problem;
      const double as_double =
          o->unsigned_ ? static_cast<double>(unsigned_value) : static_cast<double>(signed_value);
      if (o->has_range_ && (as_double < o->lo_ || as_double > o->hi_))
        return range_problem(*o, text);
      if constexpr (std::is_unsigned_v<T>) {
        if (unsigned_value > static_cast<std::uint64_t>(static_cast<T>(~T{0})))
          return range_problem(*o, text);
        target = static_cast<T>(unsigned_value);
      } else {
        target = static_cast<T>(signed_value);
      }
      return std::string();
    };
    return o;
  }
  // A subcommand: a word that hands the rest of the arguments to `sub`.
  command_line* add_subcommand(const std::string& name, const std::string& description);
  void footer(std::string text) { footer_ = std::move(text); }
  // At least `min` subcommand words (`tessera gen` needs one); at most one is ever taken.
  void require_subcommand(int min = 1, int max = 1) {
    (void)max;
    require_subcommand_ = min > 0;
  }
  // What runs when this command is the one chosen (see run()).
  void callback(std::function<void()> fn) { callback_ = std::move(fn); }
  // Runs the chosen command's callback (after parse() said run).
  void run() const {
    if (chosen_->callback_) chosen_->callback_();
  }
  // True when parse() went into this command.
  bool parsed() const { return parsed_; }
  option* get_option(std::string_view name) { return find(name); }

  // Parses `args` (without the command's own words). On run, `chosen()` is the command line whose
  // options were filled (this or a subcommand). On help/version, `message` is what to print on
  // stdout; on error, `message` is what to print on stderr (ending in a newline).
  parse_status parse(std::span<const std::string> args, std::string& message);
  const command_line& chosen() const { return *chosen_; }
  const std::string& path() const { return path_; }
  const std::string& description() const { return description_; }
  std::string help_text() const;
  const std::vector<std::unique_ptr<option>>& options() const { return rows_; }
  const std::vector<std::pair<std::string, std::unique_ptr<command_line>>>& subcommands() const {
    return subs_;
  }
  const command_line* subcommand(std::string_view name) const;
  void set_version(std::string text) { version_ = std::move(text); }

  static std::string parse_integer(std::string_view text, bool is_unsigned, std::int64_t& s,
                                   std::uint64_t& u);
  static std::string range_problem(const option& o, std::string_view text);

 private:
  option* add_row(const std::string& name, value_kind kind, const std::string& help);
  option* find(std::string_view name);
  std::string usage_error(const std::string& what) const;

  std::string path_, description_, footer_, version_;
  std::vector<std::unique_ptr<option>> rows_;
  std::vector<std::pair<std::string, std::unique_ptr<command_line>>> subs_;
  bool require_subcommand_ = false;
  bool parsed_ = false;
  std::function<void()> callback_;
  const command_line* chosen_ = this;
};

}  // namespace tessera::commands
