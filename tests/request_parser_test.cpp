// run_command builds only the parser of the subcommand it is asked for (src/cli/commands.cpp's
// build_commands, issue 15: a tiny solve starts fast). What that lone parser answers to --help,
// --version and bad usage must be, byte for byte, what the whole tree of subcommands answers.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli/cli_common.hpp"
#include "cli/commands.hpp"

namespace {

using tessera::commands::command_line;
using tessera::commands::parse_status;

struct parsed {
  parse_status status;
  std::string message;
  std::string chosen;  // the path of the command whose options were filled
};

// Parses `args` with the tree build_commands makes for `only` ("" for the whole tree).
parsed parse_with(std::string_view only, const std::vector<std::string>& args) {
  const tessera::command_io quiet{
      [](std::string_view) {}, [](std::string_view) {}, {}, {}, false, 1, {}};
  const tessera::commands::io_scope scope(quiet);
  command_line app("tessera", "the tree");
  int status = 0;
  tessera::commands::build_commands(app, status, only);
  parsed p;
  p.status = app.parse(args, p.message);
  p.chosen = app.chosen().path();
  return p;
}

TEST(RequestParser, LoneSubcommandAnswersAsTheWholeTree) {
  const std::vector<std::vector<std::string>> cases = {
      {"--help"},
      {"-h"},
      {"--version"},
      {"--bogus"},
      {"--threads", "0"},
      {"--threads"},
      {"--format", "xml"},
      {"--show=1"},
      {"two", "files", "given"},
      {"--", "--help"},
      {},
  };
  const std::vector<std::vector<std::string>> extra = {
      {"cover", "--timeout", "-1"},
      {"cover", "--progress-every", "0"},
      {"cover", "--mod", "0"},
      {"cover", "--once", "--board", "4x5", "--pieces", "pentominoes"},
      {"cover", "--limit", "x"},
      {"omok", "referee", "--help"},
      {"omok", "referee", "--version"},
      {"omok", "--check", "a", "--forbidden"},
      {"xc", "--limit", "-1"},
      {"lpuzzle", "--max-cells", "0"},
      {"fill", "--flip", "--format", "json"},
  };
  std::vector<std::vector<std::string>> all;
  for (const char* word : {"lpuzzle", "cover", "omok", "fill", "xc", "validate", "design"}) {
    for (std::vector<std::string> c : cases) {
      c.insert(c.begin(), word);
      all.push_back(c);
    }
  }
  all.insert(all.end(), extra.begin(), extra.end());
  for (const std::vector<std::string>& args : all) {
    std::string shown;
    for (const std::string& a : args) shown += a + " ";
    const parsed whole = parse_with("", args);
    const parsed lone = parse_with(args[0], args);
    EXPECT_EQ(whole.status, lone.status) << shown;
    EXPECT_EQ(whole.message, lone.message) << shown;
    EXPECT_EQ(whole.chosen, lone.chosen) << shown;
  }
}

// The lone tree holds that subcommand only: nothing else is built (the point of it).
TEST(RequestParser, LoneTreeHasOneSubcommand) {
  for (const char* word : {"lpuzzle", "cover", "omok", "fill", "xc", "validate", "design"}) {
    const tessera::command_io quiet{
        [](std::string_view) {}, [](std::string_view) {}, {}, {}, false, 1, {}};
    const tessera::commands::io_scope scope(quiet);
    command_line app("tessera", "");
    int status = 0;
    tessera::commands::build_commands(app, status, word);
    ASSERT_EQ(app.subcommands().size(), 1u) << word;
    EXPECT_EQ(app.subcommands()[0].first, word);
  }
  const tessera::command_io quiet{
      [](std::string_view) {}, [](std::string_view) {}, {}, {}, false, 1, {}};
  const tessera::commands::io_scope scope(quiet);
  command_line app("tessera", "");
  int status = 0;
  tessera::commands::build_commands(app, status, "gen");
  // gen, lpuzzle, cover, omok, fill, xc, pieces, validate, design
  EXPECT_EQ(app.subcommands().size(), 9u);
}

}  // namespace

namespace {

// An option's value name shows in --help and in messages ("--svg FILE", not "--svg TEXT"), and
// its check runs when the value is parsed, before any work (issue 22: --svg into a missing folder
// failed only after the whole search).
TEST(OptionParser, ValueNameAndCheckAtParseTime) {
  command_line app("tessera sub", "a subcommand");
  std::string file, svg;
  int checked = 0;
  app.add_option("FILE", file, "input file")->value_name("FILE");
  app.add_option("--svg", svg, "write a picture")
      ->value_name("FILE")
      ->check([&checked](std::string_view path) {
        ++checked;
        return path == "missing/x.svg" ? std::string("the folder 'missing' does not exist")
                                       : std::string();
      });
  const std::string help = app.help_text();
  EXPECT_NE(help.find("  --svg FILE "), std::string::npos) << help;
  EXPECT_NE(help.find("\n  FILE  "), std::string::npos) << help;
  EXPECT_EQ(help.find("TEXT"), std::string::npos) << help;
  std::string message;
  const std::vector<std::string> bad{"--svg", "missing/x.svg", "in.txt"};
  EXPECT_EQ(app.parse(bad, message), parse_status::error);
  EXPECT_EQ(message, "tessera: --svg: the folder 'missing' does not exist\n");
  const std::vector<std::string> good{"in.txt", "--svg=out.svg"};
  EXPECT_EQ(app.parse(good, message), parse_status::run);
  EXPECT_EQ(svg, "out.svg");
  EXPECT_EQ(checked, 2);
  const std::vector<std::string> none{"--svg"};
  EXPECT_EQ(app.parse(none, message), parse_status::error);
  EXPECT_EQ(message, "--svg: 1 required FILE missing\nRun with --help for more information.\n");
}

}  // namespace
