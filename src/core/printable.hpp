// Text from outside (a database row, a damaged file) shown in a message: bytes
// that would garble a terminal are escaped, and a long value is cut short.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace evotune {

/// Length of the valid UTF-8 sequence that starts at `bytes[i]` (1 to 4), or 0
/// when the bytes there are not one (overlong forms, surrogates and code points
/// past U+10FFFF included).
std::size_t utf8_sequence_length(std::string_view bytes, std::size_t i);

/// `bytes` safe to print: valid UTF-8 is kept as it is; control characters
/// (newline and tab too, unless `keep_line_breaks`), DEL and bytes that are not
/// valid UTF-8 become `\xNN`. When the result would pass `max_chars` characters
/// it is cut there and " ... (N bytes)" says how long the value was (0: no limit).
std::string printable(std::string_view bytes, std::size_t max_chars = 80, bool keep_line_breaks = false);

}  // namespace evotune
