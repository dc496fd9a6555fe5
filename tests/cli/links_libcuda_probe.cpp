// Links the CUDA driver library on purpose, so that no_libcuda.sh shows that
// it catches a binary that does.
#include <cuda.h>

int main() {
  int version = 0;
  return cuDriverGetVersion(&version) == CUDA_SUCCESS ? 0 : 1;
}
