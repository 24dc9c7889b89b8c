// tessera/match_stats.hpp: what a match's results say about the engines' strength difference.
// Logistic Elo: a score s (wins + draws / 2 per game) means an Elo difference of
// -400 log10(1/s - 1). The 95% interval comes from the variance of the observed per-game scores
// (trinomial) or, with --repeat, per-pair scores (pentanomial: a pair scores 0, 1/2, 1, 3/2 or 2),
// which removes the opening's share of the variance. The SPRT is the generalized SPRT in its normal
// approximation (M. Van den Bergh, "Comments on Normalized Elo", 2020; as fishtest uses it):
// LLR = n (s1 - s0) (2 m - s0 - s1) / (2 v) for n samples of mean m and variance v, s_i the scores
// of elo_i; it stops with H1 when LLR >= log((1 - beta) / alpha), with H0 when LLR <=
// log(beta / (1 - alpha)) (Wald 1945).
#pragma once

#include <cstddef>
#include <span>
#include <string_view>

namespace tessera::match {

// Counts from the first engine's point of view.
struct score_counts {
  std::size_t wins = 0;
  std::size_t losses = 0;
  std::size_t draws = 0;
  std::size_t games() const { return wins + losses + draws; }
};

// Game pairs by the pair's score for the first engine in half points: pairs[k] pairs scored k/2
// (k = 0 .. 4: LL, LD, LW or DD, DW, WW).
struct pair_counts {
  std::size_t pairs[5] = {0, 0, 0, 0, 0};
  std::size_t total() const { return pairs[0] + pairs[1] + pairs[2] + pairs[3] + pairs[4]; }
};

struct elo_estimate {
  double score = 0.5;  // mean score per game, in [0, 1]
  double elo = 0;      // difference, first engine minus second
  double low = 0;      // 95% interval (+-infinity when the score is 0 or 1)
  double high = 0;
};

double elo_of_score(double score);  // -400 log10(1/s - 1); +-infinity at 1 and 0
double score_of_elo(double elo);    // 1 / (1 + 10^(-elo/400))

// O(1). Needs at least one game (pair); with none it returns the zero estimate.
elo_estimate estimate_elo(const score_counts& c);
elo_estimate estimate_elo(const pair_counts& c);

enum class sprt_state { running, accept_h0, accept_h1 };
std::string_view sprt_state_name(sprt_state s);  // "running", "H0 accepted", "H1 accepted"

struct sprt_options {
  double elo0 = 0;
  double elo1 = 5;
  double alpha = 0.05;
  double beta = 0.05;
};

struct sprt_result {
  double llr = 0;
  double lower = 0;  // log(beta / (1 - alpha))
  double upper = 0;  // log((1 - beta) / alpha)
  sprt_state state = sprt_state::running;
};

// O(1). When all results are alike (no variance), every outcome gets a
// pseudo-count of 1/2.
sprt_result sprt(const score_counts& c, const sprt_options& o);
sprt_result sprt(const pair_counts& c, const sprt_options& o);

}  // namespace tessera::match
