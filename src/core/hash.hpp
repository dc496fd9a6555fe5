// Content hashes: the identity of a candidate (rendered source + options +
// target) and of an experiment file. Same bytes, same hash, on any machine.
#pragma once

#include <string>
#include <string_view>

namespace evotune {

/// SHA-256 of `bytes` as 64 lowercase hex digits.
std::string sha256_hex(std::string_view bytes);

}  // namespace evotune
