// The checkpoint file (tessera/search_checkpoint.hpp): a line-based text, one field per line, its
// last line a 64-bit FNV-1a checksum (Fowler, Noll and Vo) of every byte before it. Text rather
// than binary so that a person can read what a run has done; the checksum, the header and the
// field order catch truncation and corruption, so a damaged file is refused, never resumed.
#include "tessera/search_checkpoint.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

#include "detail/words.hpp"

namespace tessera {
namespace {

// Version 2 added the level profile and counts the split's nodes in `stats`; a version 1 file is
// refused (its figures would leave the split's nodes out) with a message saying so.
constexpr std::string_view header = "tessera checkpoint 2";
constexpr std::string_view header_stem = "tessera checkpoint ";
// A profile deeper than this is not a search this library runs (depth = options chosen).
constexpr std::uint64_t max_profile_levels = 1u << 24;

void put_solution(std::string& out, const std::vector<std::uint32_t>& s) {
  out += 's';
  for (const std::uint32_t k : s) out += fmt::format(" {}", k);
  out += '\n';
}

// Reads the fields line by line; every error names the line it is on.
class checkpoint_reader {
 public:
  explicit checkpoint_reader(std::string_view text) : text_(text) {}

  bool at_end() const { return pos_ >= text_.size(); }
  std::size_t line() const { return line_; }
  std::size_t bytes_left() const { return text_.size() - pos_; }

  // The next line split at spaces; its first word must be `key`.
  bool next(std::string_view key, std::vector<std::string_view>& words, input_error& error) {
    words.clear();
    if (at_end()) {
      error = {line_ + 1, 1, fmt::format("expected '{}', found the end of the file", key)};
      return false;
    }
    const std::size_t end = text_.find('\n', pos_);
    if (end == std::string_view::npos) {
      error = {line_ + 1, 1, "the file ends inside a line (truncated)"};
      return false;
    }
    const std::string_view l = text_.substr(pos_, end - pos_);
    pos_ = end + 1;
    ++line_;
    std::size_t at = 0;
    while (at <= l.size()) {
      const std::size_t space = l.find(' ', at);
      const std::size_t stop = space == std::string_view::npos ? l.size() : space;
      words.push_back(l.substr(at, stop - at));
      at = stop + 1;
      if (key == "summary" || key == "problem") {  // free text after the key
        words.push_back(l.substr(at < l.size() ? at : l.size()));
        break;
      }
    }
    if (words.empty() || words[0] != key) {
      error = {line_, 1, fmt::format("expected '{}', found '{}'", key, l.substr(0, 40))};
      return false;
    }
    return true;
  }

  bool number(std::string_view word, std::uint64_t& value, input_error& error) const {
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc{} || end != word.data() + word.size() || word.empty()) {
      error = {line_, 1, fmt::format("expected a number, found '{}'", word.substr(0, 30))};
      return false;
    }
    return true;
  }

  // Reads `n` solution lines ("s k1 k2 ..."), each given option index below 2^32.
  bool solutions(std::uint64_t n, std::vector<std::vector<std::uint32_t>>& out,
                 input_error& error) {
    // Each line takes at least two bytes: refuse a count the file cannot hold before reserving.
    if (n > bytes_left() / 2) {
      error = {line_, 1, fmt::format("{} solutions do not fit in the rest of the file", n)};
      return false;
    }
    out.reserve(static_cast<std::size_t>(n));
    std::vector<std::string_view> words;
    for (std::uint64_t i = 0; i < n; ++i) {
      if (!next("s", words, error)) return false;
      std::vector<std::uint32_t> s;
      for (std::size_t w = 1; w < words.size(); ++w) {
        std::uint64_t k = 0;
        if (!number(words[w], k, error)) return false;
        if (k > 0xFFFFFFFFu) {
          error = {line_, 1, "an option index past 2^32"};
          return false;
        }
        s.push_back(static_cast<std::uint32_t>(k));
      }
      out.push_back(std::move(s));
    }
    return true;
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t line_ = 0;
};

}  // namespace

std::string checkpoint_hash(std::string_view text) {
  std::uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a 64: offset basis and prime
  for (const char c : text) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ull;
  }
  return fmt::format("{:016x}", h);
}

std::string checkpoint_text(const search_checkpoint& c) {
  std::string out;
  out += header;
  out += '\n';
  out += fmt::format("problem {}\nsummary {}\n", c.problem, c.summary);
  out += fmt::format("split {} {}\ntasks {}\nprefix {}\ncount {}\n", c.split.target,
                     c.split.max_depth, c.tasks, c.prefix, c.count);
  out += fmt::format("stats {} {} {}\nseconds {:.3f}\nruns {}\nfinished {} {}\n", c.stats.nodes,
                     c.stats.updates, c.stats.solutions, c.seconds, c.runs, c.finished ? 1 : 0,
                     c.limit_stopped ? 1 : 0);
  out += fmt::format("profile {}", c.level_nodes.size());
  for (const std::uint64_t v : c.level_nodes) out += fmt::format(" {}", v);
  out += '\n';
  out += fmt::format("ahead {}\n", c.ahead.size());
  for (const finished_task& t : c.ahead) {
    out += fmt::format("task {} {} {}\n", t.index, t.accepted, t.solutions.size());
    for (const auto& s : t.solutions) put_solution(out, s);
  }
  out += fmt::format("solutions {}\n", c.solutions.size());
  for (const auto& s : c.solutions) put_solution(out, s);
  out += fmt::format("checksum {}\n", checkpoint_hash(out));
  return out;
}

result<search_checkpoint> parse_checkpoint(std::string_view text) {
  if (text.substr(0, header_stem.size()) == header_stem &&
      text.substr(0, header.size()) != header) {
    const std::size_t eol = std::min(text.find('\n'), text.size());
    const std::string_view version = text.substr(header_stem.size(), eol - header_stem.size());
    return input_error{1, header_stem.size() + 1,
                       fmt::format("checkpoint version {} is not read by this tessera (it writes "
                                   "and reads version 2, which also records the split's nodes "
                                   "and the level profile): start the search again without "
                                   "--resume",
                                   version.substr(0, 20))};
  }
  if (text.substr(0, header.size()) != header ||
      (text.size() > header.size() && text[header.size()] != '\n')) {
    return input_error{1, 1, fmt::format("expected '{}' (not a tessera checkpoint)", header)};
  }
  // The checksum first: a damaged file is refused before any field is believed.
  const std::size_t last = text.rfind("\nchecksum ");
  if (last == std::string_view::npos || text.back() != '\n') {
    return input_error{0, 0, "no checksum line at the end (the file is truncated)"};
  }
  const std::string_view body = text.substr(0, last + 1);
  const std::string_view sum = text.substr(last + 10, text.size() - last - 11);
  if (sum != checkpoint_hash(body)) {
    return input_error{0, 0,
                       fmt::format("the checksum does not match (the file is damaged: {} read, "
                                   "{} computed)",
                                   sum.substr(0, 20), checkpoint_hash(body))};
  }
  checkpoint_reader in(body);
  search_checkpoint c;
  input_error e;
  std::vector<std::string_view> w;
  auto field = [&](std::string_view key, std::size_t numbers, std::uint64_t* values) {
    if (!in.next(key, w, e)) return false;
    if (w.size() != numbers + 1) {
      e = {in.line(), 1,
           fmt::format("expected {} after '{}'", detail::count_of(numbers, "number"), key)};
      return false;
    }
    for (std::size_t i = 0; i < numbers; ++i) {
      if (!in.number(w[i + 1], values[i], e)) return false;
    }
    return true;
  };
  std::uint64_t v[3] = {};
  if (!in.next(header.substr(0, 7), w, e)) return e;
  if (!in.next("problem", w, e)) return e;
  c.problem = std::string(w[1]);
  if (!in.next("summary", w, e)) return e;
  c.summary = std::string(w[1]);
  if (!field("split", 2, v)) return e;
  c.split.target = v[0];
  if (v[1] > 64) return input_error{in.line(), 1, "a split depth past 64"};
  c.split.max_depth = static_cast<std::uint32_t>(v[1]);
  if (!field("tasks", 1, &c.tasks)) return e;
  if (!field("prefix", 1, &c.prefix)) return e;
  if (c.prefix > c.tasks) return input_error{in.line(), 1, "more tasks done than there are"};
  if (!field("count", 1, &c.count)) return e;
  if (!field("stats", 3, v)) return e;
  c.stats = {v[0], v[1], v[2]};
  if (!in.next("seconds", w, e)) return e;
  if (w.size() != 2) return input_error{in.line(), 1, "expected the seconds"};
  {
    const std::string s(w[1]);
    char* end = nullptr;
    c.seconds = std::strtod(s.c_str(), &end);
    if (end != s.c_str() + s.size() || !(c.seconds >= 0)) {
      return input_error{in.line(), 1, fmt::format("expected seconds, found '{}'", s)};
    }
  }
  if (!field("runs", 1, &c.runs)) return e;
  if (!field("finished", 2, v)) return e;
  c.finished = v[0] != 0;
  c.limit_stopped = v[1] != 0;
  if (!in.next("profile", w, e)) return e;
  {
    std::uint64_t levels = 0;
    if (w.size() < 2 || !in.number(w[1], levels, e)) {
      return w.size() < 2 ? input_error{in.line(), 1, "expected the number of levels"} : e;
    }
    if (levels > max_profile_levels || levels != w.size() - 2) {
      return input_error{in.line(), 1,
                         fmt::format("expected {} level counts after 'profile'", levels)};
    }
    c.level_nodes.resize(static_cast<std::size_t>(levels));
    for (std::size_t d = 0; d < c.level_nodes.size(); ++d) {
      if (!in.number(w[d + 2], c.level_nodes[d], e)) return e;
    }
  }
  std::uint64_t n = 0;
  if (!field("ahead", 1, &n)) return e;
  if (n > in.bytes_left() / 8) return input_error{in.line(), 1, "too many tasks for the file"};
  for (std::uint64_t i = 0; i < n; ++i) {
    finished_task t;
    if (!field("task", 3, v)) return e;
    t.index = v[0];
    t.accepted = v[1];
    // Ascending, from the prefix on (the task at the prefix itself may be done when the search
    // ended with its answer before delivering it).
    if (t.index < c.prefix || t.index >= c.tasks ||
        (!c.ahead.empty() && t.index <= c.ahead.back().index)) {
      return input_error{in.line(), 1, "tasks out of order or past the split"};
    }
    if (!in.solutions(v[2], t.solutions, e)) return e;
    c.ahead.push_back(std::move(t));
  }
  if (!field("solutions", 1, &n)) return e;
  if (!in.solutions(n, c.solutions, e)) return e;
  if (!in.at_end()) return input_error{in.line() + 1, 1, "expected the checksum line"};
  return c;
}

}  // namespace tessera
