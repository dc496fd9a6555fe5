// spdlog and fmt, compiled once for the whole build (the target
// evotune_spdlog_fmt in cmake/StaticDeps.cmake).
//
// Debian ships both as headers plus shared libraries; we link neither shared
// library (a build folder must run on a GPU machine that lacks them), and the
// header-only mode compiled their implementation into every file that logs
// (6-10 s of CPU each). So this one file includes the implementation headers
// (the *-inl.h files, which the headers include only in header-only mode) and
// instantiates the templates the rest of the code declares but does not define.
#if !defined(SPDLOG_COMPILED_LIB) || defined(SPDLOG_HEADER_ONLY) || defined(FMT_HEADER_ONLY)
#error "build this file only as part of evotune_spdlog_fmt (SPDLOG_COMPILED_LIB, fmt not header-only)"
#endif

#include <mutex>

// fmt: the non-template functions, and the locale helpers format.h declares
// `extern template` outside header-only mode.
#include <fmt/format-inl.h>

FMT_BEGIN_NAMESPACE
namespace detail {
template auto thousands_sep_impl<char>(locale_ref) -> thousands_sep_result<char>;
template auto decimal_point_impl<char>(locale_ref) -> char;
template auto thousands_sep_impl<wchar_t>(locale_ref) -> thousands_sep_result<wchar_t>;
template auto decimal_point_impl<wchar_t>(locale_ref) -> wchar_t;
}  // namespace detail
FMT_END_NAMESPACE

// spdlog: the synchronous logger, the pattern formatter, the registry, and
// the sinks we use (console with colours, plain file). No async logging.
#include <spdlog/details/null_mutex.h>
#include <spdlog/common-inl.h>
#include <spdlog/details/backtracer-inl.h>
#include <spdlog/details/file_helper-inl.h>
#include <spdlog/details/log_msg-inl.h>
#include <spdlog/details/log_msg_buffer-inl.h>
#include <spdlog/details/os-inl.h>
#include <spdlog/details/periodic_worker-inl.h>
#include <spdlog/details/registry-inl.h>
#include <spdlog/logger-inl.h>
#include <spdlog/pattern_formatter-inl.h>
#include <spdlog/spdlog-inl.h>
#include <spdlog/cfg/helpers-inl.h>
#include <spdlog/sinks/sink-inl.h>
#include <spdlog/sinks/base_sink-inl.h>
#include <spdlog/sinks/ansicolor_sink-inl.h>
#include <spdlog/sinks/stdout_sinks-inl.h>
#include <spdlog/sinks/stdout_color_sinks-inl.h>
#include <spdlog/sinks/basic_file_sink-inl.h>

template class spdlog::sinks::base_sink<std::mutex>;
template class spdlog::sinks::base_sink<spdlog::details::null_mutex>;
template class spdlog::sinks::ansicolor_sink<spdlog::details::console_mutex>;
template class spdlog::sinks::ansicolor_stdout_sink<spdlog::details::console_mutex>;
template class spdlog::sinks::ansicolor_stderr_sink<spdlog::details::console_mutex>;
template class spdlog::sinks::stdout_sink_base<spdlog::details::console_mutex>;
template class spdlog::sinks::stdout_sink<spdlog::details::console_mutex>;
template class spdlog::sinks::stderr_sink<spdlog::details::console_mutex>;
template class spdlog::sinks::basic_file_sink<std::mutex>;
