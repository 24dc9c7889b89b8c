// The MPI executor of tessera-mpi: rank 0 hands the tasks of a search
// (tessera/search_checkpoint.hpp) to the ranks that ask for them and collects their outcomes; the
// library's driver on rank 0 then delivers them in task order. Only this directory includes
// <mpi.h>.
#pragma once

#include "tessera/search_checkpoint.hpp"

namespace tessera::mpi {

// Message tags between the ranks (MPI_COMM_WORLD).
enum tag : int {
  tag_request = 1,  // worker -> 0: one more task, please (no payload)
  tag_task = 2,     // 0 -> worker: the task index to search (one uint64)
  tag_none = 3,     // 0 -> worker: no task for that request (none left, or stopping)
  tag_result = 4,   // worker -> 0: an outcome (encode_outcome)
  tag_stop = 5,     // 0 -> worker: the search has its answer or was stopped: finish and leave
  tag_done = 6,     // worker -> 0: every request answered, every task reported
  tag_quit = 7,     // 0 -> worker: the command is over (payload: its exit status)
};

// Rank 0's executor: its own `jobs.slots` threads search too, while the calling thread answers the
// other ranks and calls jobs.finished / jobs.tick.
void run_on_ranks(const subtree_jobs& jobs, int ranks);

// A worker rank's executor: asks rank 0 for tasks (keeping one request ahead per thread), runs them
// on `jobs.slots` threads and sends back their outcomes, until rank 0 says stop or quit. Sets
// `quit_status` and returns at once from then on when rank 0 said quit.
void serve_rank_zero(const subtree_jobs& jobs, bool& quit_seen, int& quit_status);

}  // namespace tessera::mpi
