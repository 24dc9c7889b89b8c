// tessera-mpi: `mpirun -np N tessera-mpi cover|xc [the options of tessera cover|xc]` prints exactly
// what `tessera cover|xc` prints. Every rank runs the library's command on the same arguments (so
// every rank builds the same problem and cuts the same tasks); rank 0 alone prints, reads and
// writes checkpoints, and its search hands the tasks out to the ranks that ask for them
// (mpi_executor.cpp) and delivers their outcomes in task order; the other ranks only search.
// docs/long_runs.md.
#include <mpi.h>

#include <cstdio>
#include <string>
#include <vector>

#include "../tessera/commands.hpp"
#include "detail/checkpoint_executor.hpp"
#include "mpi_executor.hpp"

int main(int argc, char** argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  const std::vector<std::string> args(argv + 1, argv + argc);
  int status = 2;
  bool known = false;
  for (const auto& [name, summary] : tessera::command_summaries())
    known |= !args.empty() && args[0] == name;
  if (!known) {
    if (rank == 0) {
      std::fputs(
          "usage: mpirun -np N tessera-mpi cover|xc [options of tessera cover|xc]\n"
          "  runs a shared tessera subcommand; the searches of cover and xc spread their tasks "
          "over\n"
          "  the ranks (rank 0 prints). docs/long_runs.md.\n",
          stderr);
    }
    MPI_Finalize();
    return 2;
  }
  tessera::cli::stop_on_signals();  // mpirun passes SIGINT/SIGTERM on to every rank
  tessera::command_io io = tessera::cli::native_io();
  bool quit_seen = false;
  if (rank != 0) {  // rank 0 speaks for the job
    io.out = [](std::string_view) {};
    io.err = [](std::string_view) {};
    io.write = [](const std::string&, std::string_view) { return true; };
    io.on_progress = nullptr;
  }
  if (ranks > 1) {
    if (rank == 0) {
      tessera::detail::set_search_executor(
          [ranks](const tessera::subtree_jobs& jobs) { tessera::mpi::run_on_ranks(jobs, ranks); });
    } else {
      tessera::detail::set_search_executor([&](const tessera::subtree_jobs& jobs) {
        tessera::mpi::serve_rank_zero(jobs, quit_seen, status);
      });
    }
  }
  const int own = tessera::run_command(args, io);
  if (ranks > 1) {
    if (rank == 0) {
      status = own;
      for (int r = 1; r < ranks; ++r) {
        MPI_Send(&status, 1, MPI_INT, r, tessera::mpi::tag_quit, MPI_COMM_WORLD);
      }
    } else {
      // Until rank 0 says the command is over: a search it ran that this rank did not (this rank
      // stopped on an error first) still gets its "done".
      while (!quit_seen) {
        MPI_Status st;
        MPI_Probe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
        if (st.MPI_TAG == tessera::mpi::tag_quit) {
          MPI_Recv(&status, 1, MPI_INT, 0, st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
          quit_seen = true;
        } else {
          int n = 0;
          MPI_Get_count(&st, MPI_BYTE, &n);
          std::vector<char> sink(static_cast<std::size_t>(n));
          MPI_Recv(sink.data(), n, MPI_BYTE, 0, st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
          if (st.MPI_TAG == tessera::mpi::tag_stop) {
            MPI_Send(nullptr, 0, MPI_BYTE, 0, tessera::mpi::tag_done, MPI_COMM_WORLD);
          }
        }
      }
    }
    MPI_Barrier(MPI_COMM_WORLD);
  } else {
    status = own;
  }
  MPI_Finalize();
  return status;
}
