# Tests of src/eval.
