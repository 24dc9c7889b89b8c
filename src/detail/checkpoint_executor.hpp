// Private: a process-wide executor for the long searches' tasks (tessera/search_checkpoint.hpp).
// apps/tessera-mpi sets it before it runs the library's command, so that `tessera-mpi cover ...`
// runs the very code of `tessera cover ...` with its tasks spread over the MPI ranks; unset (the
// CLI, the web core, Python), the tasks run on this process's threads. MPI itself stays in
// apps/tessera-mpi: the library only sees a std::function.
#pragma once

#include "tessera/search_checkpoint.hpp"

namespace tessera::detail {

// Sets the executor every later search uses (empty: this process's threads). Not thread safe:
// set it once, before any search starts.
void set_search_executor(subtree_executor executor);
const subtree_executor& search_executor();

}  // namespace tessera::detail
