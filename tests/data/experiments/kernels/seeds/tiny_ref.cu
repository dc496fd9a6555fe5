// Placeholder reference kernel for the experiment-file tests: only its existence is checked.
extern "C" __global__ void tiny_ref() {}
