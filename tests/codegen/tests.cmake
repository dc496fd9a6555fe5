# Tests of src/codegen.
