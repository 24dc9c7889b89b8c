// A consumer of the installed library: parses a text with the shared input layer and prints the
// version.
#include <cstdint>
#include <cstdio>
#include <tessera/text_reader.hpp>
#include <tessera/version.hpp>

int main() {
  tessera::text_reader in("3 4\n");
  std::int64_t rows = 0, cols = 0;
  if (!in.read_int(rows, 1, 10, "rows") || !in.read_int(cols, 1, 10, "cols")) return 1;
  std::printf("tessera %s read %lld x %lld\n", TESSERA_VERSION_STRING, static_cast<long long>(rows),
              static_cast<long long>(cols));
  return rows == 3 && cols == 4 ? 0 : 1;
}
