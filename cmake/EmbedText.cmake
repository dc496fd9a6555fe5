# Turns a text file into a C++ header holding it as a std::string_view, so the
# binary needs no data file at run time (e.g. db/schema.sql).
# Run as: cmake -DINPUT=<file> -DOUTPUT=<header> -DNAME=<identifier> -P EmbedText.cmake
file(READ "${INPUT}" content)
string(FIND "${content}" ")evotune_embed\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${INPUT} contains the raw-string delimiter )evotune_embed\"")
endif()
file(WRITE "${OUTPUT}"
  "// Generated from ${INPUT} by cmake/EmbedText.cmake; do not edit.\n"
  "#pragma once\n#include <string_view>\n"
  "inline constexpr std::string_view ${NAME} = R\"evotune_embed(${content})evotune_embed\";\n")
