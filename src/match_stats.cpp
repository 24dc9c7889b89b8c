// Elo and the SPRT from match results (tessera/match_stats.hpp). Both the trinomial (per game) and
// the pentanomial (per pair) versions are one function over a discrete distribution of sample
// values in [0, 1]: per game {0, 1/2, 1}, per pair {0, 1/4, 1/2, 3/4, 1} (the pair's mean score).
#include "tessera/match_stats.hpp"

#include <cmath>
#include <limits>

namespace tessera::match {
namespace {

struct moments {
  double n = 0;
  double mean = 0.5;
  double variance = 0;  // of one sample
};

moments moments_of(std::span<const std::size_t> counts) {
  moments m;
  const double steps = static_cast<double>(counts.size() - 1);
  double sum = 0;
  double sum2 = 0;
  for (std::size_t k = 0; k < counts.size(); ++k) {
    const double value = static_cast<double>(k) / steps;
    const auto c = static_cast<double>(counts[k]);
    m.n += c;
    sum += c * value;
    sum2 += c * value * value;
  }
  if (m.n == 0) return m;
  m.mean = sum / m.n;
  m.variance = std::max(0.0, sum2 / m.n - m.mean * m.mean);
  return m;
}

elo_estimate estimate(const moments& m) {
  elo_estimate e;
  if (m.n == 0) return e;
  e.score = m.mean;
  e.elo = elo_of_score(m.mean);
  const double half_width = 1.959963984540054 * std::sqrt(m.variance / m.n);
  e.low = elo_of_score(std::max(0.0, m.mean - half_width));
  e.high = elo_of_score(std::min(1.0, m.mean + half_width));
  return e;
}

sprt_result run_sprt(moments m, std::span<const std::size_t> counts, const sprt_options& o) {
  sprt_result r;
  r.lower = std::log(o.beta / (1 - o.alpha));
  r.upper = std::log((1 - o.beta) / o.alpha);
  if (m.n == 0) return r;
  if (m.variance <= 0) {
    // All results alike (say 100 wins in a row): no variance to divide by. Every outcome gets a
    // pseudo-count of one half (a Jeffreys-like prior): one win alone stays undecided (LLR 0.05
    // for elo1 = 10), a run of wins decides (100 wins: LLR 119).
    const double steps = static_cast<double>(counts.size() - 1);
    double n = 0, sum = 0, sum2 = 0;
    for (std::size_t k = 0; k < counts.size(); ++k) {
      const double c = static_cast<double>(counts[k]) + 0.5;
      const double v = static_cast<double>(k) / steps;
      n += c;
      sum += c * v;
      sum2 += c * v * v;
    }
    m.mean = sum / n;
    m.variance = sum2 / n - m.mean * m.mean;
  }
  const double s0 = score_of_elo(o.elo0);
  const double s1 = score_of_elo(o.elo1);
  r.llr = m.n * (s1 - s0) * (2 * m.mean - s0 - s1) / (2 * m.variance);
  if (r.llr >= r.upper) {
    r.state = sprt_state::accept_h1;
  } else if (r.llr <= r.lower) {
    r.state = sprt_state::accept_h0;
  }
  return r;
}

}  // namespace

double elo_of_score(double score) {
  if (score <= 0) return -std::numeric_limits<double>::infinity();
  if (score >= 1) return std::numeric_limits<double>::infinity();
  return -400 * std::log10(1 / score - 1) + 0.0;  // + 0.0: an even score is 0, not -0
}

double score_of_elo(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

elo_estimate estimate_elo(const score_counts& c) {
  const std::size_t counts[3] = {c.losses, c.draws, c.wins};
  return estimate(moments_of(counts));
}

elo_estimate estimate_elo(const pair_counts& c) { return estimate(moments_of(c.pairs)); }

std::string_view sprt_state_name(sprt_state s) {
  switch (s) {
    case sprt_state::running:
      return "running";
    case sprt_state::accept_h0:
      return "H0 accepted";
    case sprt_state::accept_h1:
      return "H1 accepted";
  }
  return "running";
}

sprt_result sprt(const score_counts& c, const sprt_options& o) {
  const std::size_t counts[3] = {c.losses, c.draws, c.wins};
  return run_sprt(moments_of(counts), counts, o);
}

sprt_result sprt(const pair_counts& c, const sprt_options& o) {
  return run_sprt(moments_of(c.pairs), c.pairs, o);
}

}  // namespace tessera::match
