# Tests of src/core.
