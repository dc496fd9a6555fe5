// Placeholder template for the experiment-file tests: evotune validate checks its declaration block; the kernel does nothing.
// evotune:template tiny
// evotune:param BLOCK_M {16,32,64,128} Rows per CTA.
// evotune:param BLOCK_N {32,64,128} Columns per tile.
// evotune:param NUM_WARPS {1,2,4,8} Warps per CTA.
// evotune:param SWIZZLE {xor16,pad16} Shared-memory layout.
// evotune:problem B H S D CAUSAL
extern "C" __global__ void tiny_fwd() {}
