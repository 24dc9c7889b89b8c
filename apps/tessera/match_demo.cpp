// `tessera demo`'s match: tessera brain against itself (search depth 3 against depth 2), two games
// with colours swapped from one opening, each final position drawn with the judge's winning line.
// A real command line, run as printed (demo_commands); `cmd=@brain` is this very executable, and
// the depth caps (no clock) make the games the same on every machine.
#include "cli_common.hpp"
#include "commands.hpp"

namespace tessera::cli {

int demo_match() {
  return demo_commands(
      "tessera match: a Gomocup match, tessera brain against itself, refereed by tessera",
      {"match --engine cmd=@brain arg=--depth arg=3 name=deep --engine cmd=@brain arg=--depth "
       "arg=2 name=quick --games 2 --repeat --openings examples/match/openings.txt --show"});
}

}  // namespace tessera::cli
