// Reading kernel parameters from a cubin's .nv.info tables (see cubin_params.hpp).
#include "eval/cubin_params.hpp"

#include <elf.h>

#include <algorithm>
#include <cstring>
#include <string>

#include <fmt/format.h>

#include "core/error.hpp"

namespace evotune {

namespace {

// .nv.info record formats (first byte) and the attribute of a parameter record.
constexpr unsigned char kFormatSizedValue = 0x04;  // EIFMT_SVAL: u16 length, then that many bytes
constexpr unsigned char kParamInfo = 0x17;         // EIATTR_KPARAM_INFO
constexpr std::size_t kParamInfoBytes = 12;        // u32 index, u16 ordinal, u16 offset, u32 (size << 18 | flags)

template <typename T>
T read_at(std::string_view bytes, std::size_t at, const char* what) {
  if (at > bytes.size() || bytes.size() - at < sizeof(T))
    throw EvalError(fmt::format("cubin: {} at byte {} lies past the end ({} bytes)", what, at, bytes.size()));
  T value;
  std::memcpy(&value, bytes.data() + at, sizeof(T));
  return value;
}

}  // namespace

std::optional<std::vector<KernelParam>> kernel_params(std::string_view cubin, std::string_view entry) {
  const auto header = read_at<Elf64_Ehdr>(cubin, 0, "the ELF header");
  if (std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64)
    throw EvalError("cubin: not a 64-bit ELF file");
  if (header.e_shentsize != sizeof(Elf64_Shdr) || header.e_shstrndx >= header.e_shnum)
    throw EvalError("cubin: malformed section header table");
  auto section = [&](std::size_t i) {
    return read_at<Elf64_Shdr>(cubin, header.e_shoff + i * sizeof(Elf64_Shdr), "a section header");
  };
  const Elf64_Shdr names = section(header.e_shstrndx);
  if (names.sh_offset > cubin.size() || cubin.size() - names.sh_offset < names.sh_size)
    throw EvalError("cubin: the section name table lies past the end");
  const std::string_view name_table = cubin.substr(names.sh_offset, names.sh_size);
  const std::string wanted = ".nv.info." + std::string(entry);

  for (std::size_t i = 0; i < header.e_shnum; ++i) {
    const Elf64_Shdr s = section(i);
    if (s.sh_name >= name_table.size()) continue;
    const std::string_view name = name_table.substr(s.sh_name, name_table.find('\0', s.sh_name) - s.sh_name);
    if (name != wanted) continue;
    if (s.sh_offset > cubin.size() || cubin.size() - s.sh_offset < s.sh_size)
      throw EvalError(fmt::format("cubin: section {} lies past the end", name));
    const std::string_view table = cubin.substr(s.sh_offset, s.sh_size);
    std::vector<KernelParam> params;
    for (std::size_t at = 0; at + 4 <= table.size();) {
      const auto format = static_cast<unsigned char>(table[at]);
      const auto attribute = static_cast<unsigned char>(table[at + 1]);
      if (format != kFormatSizedValue) {  // the other formats carry a 2-byte value
        at += 4;
        continue;
      }
      const auto length = read_at<std::uint16_t>(table, at + 2, "a record length");
      if (table.size() - at - 4 < length) throw EvalError(fmt::format("cubin: a record of {} runs past its end", name));
      if (attribute == kParamInfo && length >= kParamInfoBytes) {
        const auto ordinal = read_at<std::uint16_t>(table, at + 8, "a parameter ordinal");
        const auto offset = read_at<std::uint16_t>(table, at + 10, "a parameter offset");
        const auto packed = read_at<std::uint32_t>(table, at + 12, "a parameter size");
        params.push_back({ordinal, offset, static_cast<int>(packed >> 18)});
      }
      at += 4 + length;
    }
    std::sort(params.begin(), params.end(), [](const KernelParam& a, const KernelParam& b) { return a.ordinal < b.ordinal; });
    return params;
  }
  return std::nullopt;
}

}  // namespace evotune
