// The time-left estimate of tessera/progress.hpp: the pace of the fraction done over a recent
// window of the run, not over the whole run (docs/progress.md has the measurements behind it).
#include <algorithm>

#include "tessera/progress.hpp"

namespace tessera {

time_left_estimator::time_left_estimator() : time_left_estimator(settings{}) {}

time_left_estimator::time_left_estimator(settings s) : settings_(s) {}

double time_left_estimator::update(double time, double fraction) {
  fraction = std::clamp(fraction, 0.0, 1.0);
  if (!samples_.empty()) time = std::max(time, samples_.back().time);
  if (samples_.empty()) samples_.push_back({0, 0});  // the run starts at nothing done
  samples_.push_back({time, fraction});
  // Thinning keeps the memory bounded on a run of days: every other old sample goes, so the
  // spacing stays even (the window is a share of the elapsed time, so it keeps enough samples).
  if (samples_.size() > 2 * max_samples) {
    std::size_t kept = 0;
    for (std::size_t i = 0; i + 1 < samples_.size(); i += 2) samples_[kept++] = samples_[i];
    samples_[kept++] = samples_.back();
    samples_.resize(kept);
  }
  if (fraction >= 1) return 0;
  if (fraction < settings_.min_fraction || time < settings_.min_elapsed || time <= 0) return -1;
  // The latest sample at least `back` before now (the first one, the start, if none is).
  const double back = std::max(time * settings_.window, settings_.min_window);
  const auto later = std::upper_bound(samples_.begin(), samples_.end(), time - back,
                                      [](double t, const sample& s) { return t < s.time; });
  const sample& from = later == samples_.begin() ? samples_.front() : *(later - 1);
  // The whole run's pace, and the recent one; early on the whole run says more (a window of a few
  // samples is noise), late the recent one does (Knuth's estimate often speeds up or slows down
  // over the last subtrees): weighted by the fraction done itself.
  const double overall = time * (1 - fraction) / fraction;
  const double pace = time > from.time ? (fraction - from.fraction) / (time - from.time) : 0;
  if (!(pace > 0)) return overall;  // the window saw no progress: the overall pace is all we have
  const double recent = (1 - fraction) / pace;
  return (1 - fraction) * overall + fraction * recent;
}

}  // namespace tessera
