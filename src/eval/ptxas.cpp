// Parser of ptxas' verbose report. Lines look like (CUDA 12/13):
//   ptxas info    : 4 bytes gmem, 1024 bytes cmem[3]
//   ptxas info    : Compiling entry function 'k1' for 'sm_90'
//   ptxas info    : Function properties for k1
//   ptxas         .     8 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
//   ptxas info    : Used 14 registers, used 1 barriers, 4096 bytes smem, 360 bytes cmem[0]
// Usage lines belong to the entry being compiled; "Function properties" of a
// non-entry (a __noinline__ callee) only carry the stack/spill line.
#include "eval/ptxas.hpp"

#include <cxxabi.h>

#include <charconv>
#include <cstdlib>
#include <memory>
#include <optional>

#include <fmt/format.h>

#include "core/text.hpp"

namespace evotune {

namespace {

std::optional<std::int64_t> to_int(std::string_view s) {
  std::int64_t v = 0;
  s = trim(s);
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

/// Splits "a, b, c" on commas.
std::vector<std::string_view> items(std::string_view s) {
  std::vector<std::string_view> out;
  while (true) {
    std::size_t comma = s.find(',');
    std::string_view item = trim(s.substr(0, comma));
    if (!item.empty()) out.push_back(item);
    if (comma == std::string_view::npos) break;
    s.remove_prefix(comma + 1);
  }
  return out;
}

/// "N bytes cmem[K]" -> (K, N); other "N bytes X" -> (X, N).
struct Quantity {
  std::int64_t amount = 0;
  std::string_view what;  // "registers", "barriers", "bytes smem", ...
};
std::optional<Quantity> quantity(std::string_view item) {
  if (item.starts_with("Used ") || item.starts_with("used ")) item.remove_prefix(5);
  std::size_t space = item.find(' ');
  if (space == std::string_view::npos) return std::nullopt;
  auto n = to_int(item.substr(0, space));
  if (!n) return std::nullopt;
  return Quantity{*n, trim(item.substr(space + 1))};
}

/// "cmem[3]" -> 3
std::optional<int> cmem_bank(std::string_view what) {
  if (!what.starts_with("bytes cmem[") || !what.ends_with("]")) return std::nullopt;
  auto bank = to_int(what.substr(11, what.size() - 12));
  if (!bank) return std::nullopt;
  return static_cast<int>(*bank);
}

/// Text between the first pair of single quotes after `from`.
std::optional<std::string_view> quoted(std::string_view s, std::size_t from = 0) {
  std::size_t a = s.find('\'', from);
  if (a == std::string_view::npos) return std::nullopt;
  std::size_t b = s.find('\'', a + 1);
  if (b == std::string_view::npos) return std::nullopt;
  return s.substr(a + 1, b - a - 1);
}

class LogParser {
 public:
  PtxasReport run(std::string_view log) {
    while (!log.empty()) {
      std::size_t nl = log.find('\n');
      line(log.substr(0, nl));
      if (nl == std::string_view::npos) break;
      log.remove_prefix(nl + 1);
    }
    return std::move(report_);
  }

 private:
  PtxasStats& function(std::string_view name) {
    for (auto& f : report_.functions)
      if (f.name == name) return f;
    PtxasStats f;
    f.name = std::string(name);
    f.demangled = demangle_symbol(f.name);
    report_.functions.push_back(std::move(f));
    return report_.functions.back();
  }

  // "(C7512) Potential Performance Loss: wgmma.mma_async instructions are serialized due to
  // insufficient register resources for the function 'k'": ptxas has one code per cause and no
  // code for "serialized" as such, so the phrase is what identifies the family.
  void wgmma_serialization(std::string_view body) {
    static constexpr std::string_view kPhrase = "wgmma.mma_async instructions are serialized";
    const std::size_t at = body.find(kPhrase);
    if (at == std::string_view::npos) return;
    const std::string_view code = body.substr(1, body.find(')') - 1);
    std::string_view cause = trim(body.substr(at + kPhrase.size()));
    for (std::string_view tail : {" for the function '", " in the function '"})
      if (std::size_t f = cause.find(tail); f != std::string_view::npos) cause = cause.substr(0, f);
    report_.wgmma_serializations.push_back(cause.empty() ? std::string(code) : fmt::format("{}: {}", code, cause));
  }

  void line(std::string_view raw) {
    std::string_view s = trim(raw);
    if (!s.starts_with("ptxas")) return;
    std::size_t colon = s.find(':');
    std::string_view kind = trim(s.substr(5, colon == std::string_view::npos ? std::string_view::npos : colon - 5));
    std::string_view body = colon == std::string_view::npos ? std::string_view() : trim(s.substr(colon + 1));

    if (kind.starts_with(".") || (colon == std::string_view::npos)) {
      // "ptxas         .     8 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads"
      std::size_t dot = s.find('.');
      if (dot != std::string_view::npos && current_properties_) stack_line(s.substr(dot + 1));
      return;
    }
    if (kind == "warning" || kind == "fatal" || kind == "error") {
      report_.warnings.emplace_back(s);
      return;
    }
    if (kind != "info") return;
    if (body.starts_with("(C")) {  // performance advisories, e.g. "(C7515) Potential Performance Loss: ..."
      report_.warnings.emplace_back(s);
      wgmma_serialization(body);
      return;
    }
    if (body.starts_with("Compiling entry function")) {
      auto name = quoted(body);
      if (!name) return;
      PtxasStats& f = function(*name);
      f.is_entry = true;
      if (auto target = quoted(body, body.find(*name) + name->size() + 1)) f.target = std::string(*target);
      current_entry_ = f.name;
      current_properties_.reset();
      return;
    }
    if (body.starts_with("Function properties for ")) {
      current_properties_ = std::string(trim(body.substr(24)));
      function(*current_properties_);
      return;
    }
    if (body.starts_with("Used ")) {
      if (!current_entry_) return;
      usage_line(function(*current_entry_), body);
      return;
    }
    if (body.find("bytes gmem") != std::string_view::npos) {
      for (auto item : items(body)) {
        auto q = quantity(item);
        if (!q) continue;
        if (q->what == "bytes gmem") report_.gmem_bytes = q->amount;
        else if (auto bank = cmem_bank(q->what)) report_.module_cmem_bytes[*bank] = q->amount;
      }
      return;
    }
  }

  void stack_line(std::string_view body) {
    PtxasStats& f = function(*current_properties_);
    for (auto item : items(body)) {
      auto q = quantity(item);
      if (!q) continue;
      if (q->what == "bytes stack frame") f.stack_frame_bytes = q->amount;
      else if (q->what == "bytes spill stores") f.spill_store_bytes = q->amount;
      else if (q->what == "bytes spill loads") f.spill_load_bytes = q->amount;
    }
  }

  void usage_line(PtxasStats& f, std::string_view body) {
    f.has_usage = true;
    for (auto item : items(body)) {
      auto q = quantity(item);
      if (!q) continue;
      if (q->what == "registers") f.registers = static_cast<int>(q->amount);
      else if (q->what == "barriers") f.barriers = static_cast<int>(q->amount);
      else if (q->what == "bytes smem") f.static_smem_bytes = q->amount;
      else if (q->what == "bytes cumulative stack size") f.cumulative_stack_bytes = q->amount;
      else if (auto bank = cmem_bank(q->what)) f.cmem_bytes[*bank] = q->amount;
    }
  }

  PtxasReport report_;
  std::optional<std::string> current_entry_;
  std::optional<std::string> current_properties_;
};

}  // namespace

std::vector<const PtxasStats*> PtxasReport::entries() const {
  std::vector<const PtxasStats*> out;
  for (const auto& f : functions)
    if (f.is_entry) out.push_back(&f);
  return out;
}

const PtxasStats* PtxasReport::find_entry(std::string_view entry) const {
  for (const auto& f : functions)
    if (f.is_entry && f.name == entry) return &f;
  for (const auto& f : functions) {
    if (!f.is_entry) continue;
    std::string_view d = f.demangled;
    d = d.substr(0, d.find('('));
    if (d == entry) return &f;
  }
  return nullptr;
}

PtxasReport parse_ptxas_log(std::string_view log) { return LogParser().run(log); }

std::string demangle_symbol(const std::string& symbol) {
  if (!symbol.starts_with("_Z")) return symbol;
  int status = 0;
  std::unique_ptr<char, decltype(&std::free)> out(abi::__cxa_demangle(symbol.c_str(), nullptr, nullptr, &status),
                                                  &std::free);
  if (status != 0 || !out) return symbol;
  return out.get();
}

}  // namespace evotune
