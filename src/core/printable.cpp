// Escaping and shortening outside text for messages (see printable.hpp).
#include "core/printable.hpp"

#include <fmt/format.h>

namespace evotune {
namespace {

// Length of the valid UTF-8 sequence starting at `s[i]` (1 to 4) with its code
// point in `cp`, or 0 when the bytes there are not one (overlong forms,
// surrogates and code points past U+10FFFF included).
std::size_t utf8_sequence(std::string_view s, std::size_t i, unsigned& cp) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b0 = byte(i);
  std::size_t n = 0;
  unsigned min = 0;
  cp = b0;
  if (b0 < 0x80) return 1;
  if ((b0 & 0xE0) == 0xC0) {
    n = 2, min = 0x80, cp = b0 & 0x1F;
  } else if ((b0 & 0xF0) == 0xE0) {
    n = 3, min = 0x800, cp = b0 & 0x0F;
  } else if ((b0 & 0xF8) == 0xF0) {
    n = 4, min = 0x10000, cp = b0 & 0x07;
  } else {
    return 0;
  }
  if (i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

}  // namespace

std::size_t utf8_sequence_length(std::string_view bytes, std::size_t i) {
  unsigned cp = 0;
  return utf8_sequence(bytes, i, cp);
}

std::string printable(std::string_view bytes, std::size_t max_chars, bool keep_line_breaks) {
  std::string out;
  std::size_t chars = 0;
  for (std::size_t i = 0; i < bytes.size();) {
    if (max_chars != 0 && chars >= max_chars) {
      out += fmt::format(" ... ({} bytes)", bytes.size());
      break;
    }
    const unsigned char b = static_cast<unsigned char>(bytes[i]);
    unsigned cp = 0;
    const std::size_t n = utf8_sequence(bytes, i, cp);
    const bool line_break = b == '\n' || b == '\t';
    // C0 controls, DEL and the C1 controls (U+0080..U+009F, e.g. a terminal's CSI) are escaped.
    const bool control = cp < 0x20 || (cp >= 0x7F && cp <= 0x9F);
    if (n == 0 || (control && !(keep_line_breaks && line_break))) {
      out += fmt::format("\\x{:02x}", b);
      i += 1;
    } else {
      out.append(bytes.substr(i, n));
      i += n;
    }
    ++chars;
  }
  return out;
}

}  // namespace evotune
