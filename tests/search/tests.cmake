# Tests of src/search.
