// Templates are read in core/ now (the experiment loader takes its default
// space from a template's `// evotune:param` lines); codegen renders them.
#pragma once

#include "core/template.hpp"
