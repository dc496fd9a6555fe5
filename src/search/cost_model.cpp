// The XGBoost cost model (see cost_model.hpp): the library loaded at run
// time, the features of a point, training and prediction.
#include "search/cost_model.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <mutex>
#include <numeric>
#include <tuple>

#include <fmt/format.h>

#include "core/error.hpp"
#include "search/insight_rules.hpp"

#ifdef EVOTUNE_HAVE_XGBOOST
#include <dlfcn.h>
#include <xgboost/c_api.h>
#endif

namespace evotune::search {

namespace {

constexpr float kMissing = std::numeric_limits<float>::quiet_NaN();

#ifdef EVOTUNE_HAVE_XGBOOST

// The C API functions the model calls, typed by the header, filled by dlsym.
struct XgbApi {
  decltype(&XGBGetLastError) last_error = nullptr;
  decltype(&XGBSetGlobalConfig) set_global_config = nullptr;
  decltype(&XGDMatrixCreateFromMat) matrix_from_dense = nullptr;
  decltype(&XGDMatrixFree) matrix_free = nullptr;
  decltype(&XGDMatrixSetFloatInfo) set_float_info = nullptr;
  decltype(&XGBoosterCreate) booster_create = nullptr;
  decltype(&XGBoosterFree) booster_free = nullptr;
  decltype(&XGBoosterSetParam) set_param = nullptr;
  decltype(&XGBoosterUpdateOneIter) update_one_iter = nullptr;
  decltype(&XGBoosterPredict) predict = nullptr;
};

struct Loaded {
  XgbApi api;
  std::string error;  // non-empty: not usable, and why
};

// Where a build copied to a machine without libxgboost finds it:
// pack_gpu_build.sh puts libxgboost.so.0 and what it needs in lib/ beside
// src/ and bench/ (or next to the binary).
std::vector<std::filesystem::path> private_library_folders() {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return {};
  return {exe.parent_path(), exe.parent_path().parent_path() / "lib"};
}

void* open_library() {
  if (void* h = dlopen("libxgboost.so.0", RTLD_NOW | RTLD_LOCAL)) return h;
  for (const std::filesystem::path& folder : private_library_folders()) {
    if (!std::filesystem::exists(folder / "libxgboost.so.0")) continue;
    // Its dependencies first, where the system lacks them: the loader then
    // finds them by their sonames.
    for (const char* dependency : {"libgomp.so.1", "libdmlc.so.0"})
      if (!dlopen(dependency, RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD) && !dlopen(dependency, RTLD_NOW | RTLD_GLOBAL) &&
          std::filesystem::exists(folder / dependency))
        dlopen((folder / dependency).c_str(), RTLD_NOW | RTLD_GLOBAL);
    if (void* h = dlopen((folder / "libxgboost.so.0").c_str(), RTLD_NOW | RTLD_LOCAL)) return h;
  }
  return nullptr;
}

const Loaded& xgboost() {
  static const Loaded loaded = [] {
    Loaded l;
    void* h = open_library();
    if (!h) {
      const char* why = dlerror();
      l.error = fmt::format("the XGBoost library (libxgboost.so.0) could not be loaded: {} (install libxgboost0, "
                            "or put libxgboost.so.0 and libdmlc.so.0 in lib/ beside the build's src/)",
                            why ? why : "not found");
      return l;
    }
    const auto sym = [&](auto& fn, const char* name) {
      fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(h, name));
      if (!fn && l.error.empty()) l.error = fmt::format("libxgboost.so.0 has no {} (a version without the C API?)", name);
    };
    sym(l.api.last_error, "XGBGetLastError");
    sym(l.api.set_global_config, "XGBSetGlobalConfig");
    sym(l.api.matrix_from_dense, "XGDMatrixCreateFromMat");
    sym(l.api.matrix_free, "XGDMatrixFree");
    sym(l.api.set_float_info, "XGDMatrixSetFloatInfo");
    sym(l.api.booster_create, "XGBoosterCreate");
    sym(l.api.booster_free, "XGBoosterFree");
    sym(l.api.set_param, "XGBoosterSetParam");
    sym(l.api.update_one_iter, "XGBoosterUpdateOneIter");
    sym(l.api.predict, "XGBoosterPredict");
    // The search prints nothing: XGBoost's own warnings off.
    if (l.error.empty() && l.api.set_global_config("{\"verbosity\": 0}") != 0)
      l.error = fmt::format("XGBSetGlobalConfig failed: {}", l.api.last_error());
    return l;
  }();
  return loaded;
}

const XgbApi& api() { return xgboost().api; }

void check(int rc, const char* what) {
  if (rc != 0) throw SearchError(fmt::format("cost model: XGBoost {} failed: {}", what, api().last_error()));
}

// A dense matrix (rows of equal length) as an XGBoost DMatrix, freed with it.
class Matrix {
 public:
  Matrix(const std::vector<float>& data, std::size_t rows, std::size_t cols) {
    check(api().matrix_from_dense(data.data(), rows, cols, kMissing, &h_), "XGDMatrixCreateFromMat");
  }
  ~Matrix() {
    if (h_) api().matrix_free(h_);
  }
  Matrix(const Matrix&) = delete;
  Matrix& operator=(const Matrix&) = delete;
  DMatrixHandle handle() const { return h_; }

 private:
  DMatrixHandle h_ = nullptr;
};

// One regression model: trained once on its rows, then predicts.
class Booster {
 public:
  Booster(const std::vector<float>& x, std::size_t cols, const std::vector<float>& y, const CostModelOptions& o)
      : train_(x, y.size(), cols) {
    check(api().set_float_info(train_.handle(), "label", y.data(), y.size()), "XGDMatrixSetFloatInfo");
    DMatrixHandle cache[] = {train_.handle()};
    check(api().booster_create(cache, 1, &h_), "XGBoosterCreate");
    const std::string depth = std::to_string(o.max_depth), eta = fmt::format("{}", o.learning_rate);
    // Exact greedy trees on one thread, no sampling: the same rows give the same model.
    const std::pair<const char*, const char*> params[] = {
        {"objective", "reg:squarederror"}, {"tree_method", "exact"}, {"nthread", "1"},
        {"max_depth", depth.c_str()},      {"eta", eta.c_str()},     {"min_child_weight", "1"},
        {"subsample", "1"},                {"seed", "0"},            {"verbosity", "0"}};
    for (const auto& [k, v] : params) check(api().set_param(h_, k, v), "XGBoosterSetParam");
    for (int i = 0; i < o.rounds; ++i) check(api().update_one_iter(h_, i, train_.handle()), "XGBoosterUpdateOneIter");
  }
  ~Booster() {
    if (h_) api().booster_free(h_);
  }
  Booster(const Booster&) = delete;
  Booster& operator=(const Booster&) = delete;

  std::vector<float> predict(const std::vector<float>& x, std::size_t rows, std::size_t cols) const {
    if (rows == 0) return {};
    const Matrix m(x, rows, cols);
    bst_ulong len = 0;
    const float* out = nullptr;
    check(api().predict(h_, m.handle(), 0, 0, 0, &len, &out), "XGBoosterPredict");
    if (len != rows) throw SearchError(fmt::format("cost model: XGBoost gave {} predictions for {} rows", len, rows));
    return std::vector<float>(out, out + len);
  }

 private:
  Matrix train_;  // kept while the booster lives (it caches predictions on it)
  BoosterHandle h_ = nullptr;
};

#else  // built without XGBoost

class Booster {
 public:
  Booster(const std::vector<float>&, std::size_t, const std::vector<float>&, const CostModelOptions&) {
    throw SearchError("cost model: " + cost_model_unavailable());
  }
  std::vector<float> predict(const std::vector<float>&, std::size_t, std::size_t) const { return {}; }
};

#endif

bool compile_stage(CandidateStatus s) {
  return s == CandidateStatus::compile_error || s == CandidateStatus::compile_timeout ||
         s == CandidateStatus::gate_reject;
}

// Ranks 1..n of `v`, ties sharing their average rank.
std::vector<double> ranks(std::span<const double> v) {
  std::vector<std::size_t> order(v.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
  std::vector<double> r(v.size());
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i;
    while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]]) ++j;
    const double average = (static_cast<double>(i) + static_cast<double>(j)) / 2.0 + 1.0;
    for (std::size_t k = i; k <= j; ++k) r[order[k]] = average;
    i = j + 1;
  }
  return r;
}

}  // namespace

std::string cost_model_unavailable() {
#ifdef EVOTUNE_HAVE_XGBOOST
  return xgboost().error;
#else
  return "this evotune was built without XGBoost (install libxgboost-dev and configure again; CMake option "
         "EVOTUNE_WITH_XGBOOST)";
#endif
}

struct CostModel::Boosters {
  std::unique_ptr<Booster> time;       // log median time
  std::unique_ptr<Booster> registers;  // from the parameter features
  std::unique_ptr<Booster> spills;
};

CostModel::CostModel(const SearchSpace& space, const Experiment& experiment, const DeviceLimits& limits,
                     CostModelOptions options)
    : space_(space), experiment_(experiment), limits_(limits), options_(options), boosters_(std::make_unique<Boosters>()) {
  if (const std::string why = cost_model_unavailable(); !why.empty()) throw SearchError("cost model: " + why);
  for (const Parameter& p : space_.parameters()) {
    const bool numeric = std::all_of(p.values.begin(), p.values.end(), [](const Value& v) { return v.is_number(); });
    if (numeric)
      names_.push_back(p.name);
    else
      for (const Value& v : p.values) names_.push_back(p.name + "=" + v.to_string());
  }
  for (const char* n : {"threads", "ctas", "shared_bytes"}) names_.push_back(n);
  parameter_columns_ = names_.size();
  for (const char* n : {"registers", "spill_bytes", "occupancy"}) names_.push_back(n);
}

CostModel::~CostModel() = default;

bool CostModel::trained() const { return boosters_->time != nullptr; }

// Parameters (numeric as they are, strings one-hot) and the launch figures.
std::vector<float> CostModel::parameter_features(const Point& p) const {
  std::vector<float> row;
  row.reserve(names_.size());
  for (const Parameter& param : space_.parameters()) {
    const auto it = p.find(param.name);
    const bool numeric =
        std::all_of(param.values.begin(), param.values.end(), [](const Value& v) { return v.is_number(); });
    if (numeric) {
      row.push_back(it == p.end() ? kMissing : static_cast<float>(it->second.as_double()));
    } else {
      for (const Value& v : param.values) row.push_back(it != p.end() && it->second == v ? 1.0f : 0.0f);
    }
  }
  const Facts f = facts_of(Member{0, "", p, 0.0, std::nullopt, {}}, experiment_, limits_);
  row.push_back(f.threads ? static_cast<float>(*f.threads) : kMissing);
  row.push_back(f.ctas ? static_cast<float>(*f.ctas) : kMissing);
  row.push_back(f.shared_bytes ? static_cast<float>(*f.shared_bytes) : kMissing);
  return row;
}

std::vector<float> CostModel::features(const Point& p, std::optional<double> registers,
                                       std::optional<double> spills) const {
  std::vector<float> row = parameter_features(p);
  const auto threads = row[parameter_columns_ - 3], shared = row[parameter_columns_ - 1];
  row.push_back(registers ? static_cast<float>(*registers) : kMissing);
  row.push_back(spills ? static_cast<float>(*spills) : kMissing);
  std::optional<Occupancy> occ;
  if (!std::isnan(threads) && registers)
    occ = theoretical_occupancy(static_cast<int>(threads), static_cast<int>(std::lround(*registers)),
                                std::isnan(shared) ? std::nullopt : std::optional<int>(static_cast<int>(shared)),
                                limits_);
  row.push_back(occ ? static_cast<float>(occ->fraction) : kMissing);
  return row;
}

void CostModel::train(std::span<const Observation> history) {
  boosters_ = std::make_unique<Boosters>();
  trained_on_ = 0;
  double slowest = 0;
  std::size_t ok = 0;
  for (const Observation& o : history)
    if (o.status == CandidateStatus::ok && o.time_us && *o.time_us > 0) {
      slowest = std::max(slowest, *o.time_us);
      ++ok;
    }
  if (static_cast<int>(ok) < options_.min_ok) return;

  // The ptxas models: every compiled candidate with its figures.
  std::vector<float> px, reg_y, spill_y;
  for (const Observation& o : history) {
    if (!o.ptxas || !o.ptxas->registers) continue;
    const std::vector<float> row = parameter_features(o.point);
    px.insert(px.end(), row.begin(), row.end());
    reg_y.push_back(static_cast<float>(*o.ptxas->registers));
    spill_y.push_back(static_cast<float>(o.ptxas->spill_bytes().value_or(0)));
  }
  if (reg_y.size() >= 2) {
    boosters_->registers = std::make_unique<Booster>(px, parameter_columns_, reg_y, options_);
    boosters_->spills = std::make_unique<Booster>(px, parameter_columns_, spill_y, options_);
  }

  // The time model: log time; failures as twice the slowest time measured.
  const float failed = static_cast<float>(std::log(2.0 * slowest));
  std::vector<const Observation*> rows;
  std::vector<float> y;
  for (const Observation& o : history) {
    if (o.status == CandidateStatus::ok && (!o.time_us || *o.time_us <= 0)) continue;
    rows.push_back(&o);
    y.push_back(o.status == CandidateStatus::ok ? static_cast<float>(std::log(*o.time_us)) : failed);
  }
  // A row without ptxas figures of its own (measured without its compile
  // record, as a replay without ptxas columns is) gets predicted ones, as a
  // proposal would; one that failed to compile has none to predict.
  std::vector<Point> to_impute;
  for (const Observation* o : rows)
    if (!(o->ptxas && o->ptxas->registers) && !compile_stage(o->status)) to_impute.push_back(o->point);
  std::vector<std::pair<double, double>> imputed = ptxas_estimates(to_impute);
  std::vector<float> x;
  std::size_t k = 0;
  for (const Observation* o : rows) {
    std::optional<double> regs, spills;
    if (o->ptxas && o->ptxas->registers) {
      regs = *o->ptxas->registers;
      spills = o->ptxas->spill_bytes().value_or(0);
    } else if (!compile_stage(o->status) && !imputed.empty()) {
      std::tie(regs, spills) = imputed[k++];
    }
    const std::vector<float> row = features(o->point, regs, spills);
    x.insert(x.end(), row.begin(), row.end());
  }
  boosters_->time = std::make_unique<Booster>(x, names_.size(), y, options_);
  trained_on_ = y.size();
}

std::vector<std::pair<double, double>> CostModel::ptxas_estimates(std::span<const Point> points) const {
  if (!boosters_->registers || points.empty()) return {};
  std::vector<float> px;
  px.reserve(points.size() * parameter_columns_);
  for (const Point& p : points) {
    const std::vector<float> row = parameter_features(p);
    px.insert(px.end(), row.begin(), row.end());
  }
  const std::vector<float> regs = boosters_->registers->predict(px, points.size(), parameter_columns_);
  const std::vector<float> spills = boosters_->spills->predict(px, points.size(), parameter_columns_);
  std::vector<std::pair<double, double>> out;
  for (std::size_t i = 0; i < points.size(); ++i)
    out.emplace_back(std::max(0.0f, regs[i]), std::max(0.0f, spills[i]));
  return out;
}

std::vector<double> CostModel::predict(std::span<const Point> points) const {
  if (!trained()) throw SearchError("cost model: predict() before the model was trained (internal error)");
  const std::size_t rows = points.size();
  const std::vector<std::pair<double, double>> est = ptxas_estimates(points);
  std::vector<float> x;
  x.reserve(rows * names_.size());
  for (std::size_t i = 0; i < rows; ++i) {
    const std::vector<float> row = est.empty() ? features(points[i], std::nullopt, std::nullopt)
                                               : features(points[i], est[i].first, est[i].second);
    x.insert(x.end(), row.begin(), row.end());
  }
  const std::vector<float> log_time = boosters_->time->predict(x, rows, names_.size());
  std::vector<double> out(rows);
  for (std::size_t i = 0; i < rows; ++i) out[i] = std::exp(static_cast<double>(log_time[i]));
  return out;
}

std::optional<double> spearman(std::span<const double> a, std::span<const double> b) {
  if (a.size() != b.size() || a.size() < 3) return std::nullopt;
  const std::vector<double> ra = ranks(a), rb = ranks(b);
  const double n = static_cast<double>(a.size());
  const double mean = (n + 1) / 2;
  double cov = 0, va = 0, vb = 0;
  for (std::size_t i = 0; i < ra.size(); ++i) {
    cov += (ra[i] - mean) * (rb[i] - mean);
    va += (ra[i] - mean) * (ra[i] - mean);
    vb += (rb[i] - mean) * (rb[i] - mean);
  }
  if (va == 0 || vb == 0) return std::nullopt;
  return cov / std::sqrt(va * vb);
}

}  // namespace evotune::search
