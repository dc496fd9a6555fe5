# Tests of src/store.
