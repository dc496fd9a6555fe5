// Rank 0 and the ranks that serve it (see mpi_ranks.hpp).
#include "eval/mpi_ranks.hpp"

// The C API only: Open MPI's and MPICH's deprecated C++ bindings would need their own library.
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#include <unistd.h>

#include <climits>
#include <csignal>
#include <condition_variable>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

#include "core/error.hpp"
#include "eval/worker_pool.hpp"

namespace evotune::mpi {
namespace {

using json = nlohmann::json;

// Tags: a rank's offer, its release, then one per worker and one per compile
// thread of the rank (requests and answers of one worker share its tag).
constexpr int kTagOffer = 1;
constexpr int kTagRelease = 2;
constexpr int kTagWorker0 = 100;
constexpr int kTagCompile0 = 10000;
constexpr int kMaxWorkersPerRank = kTagCompile0 - kTagWorker0;

void check(int rc, const char* call) {
  if (rc == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(rc, text, &length);
  throw EvalError(fmt::format("MPI: {} failed: {}", call, std::string(text, static_cast<std::size_t>(length))));
}

void send_text(const std::string& text, int to, int tag) {
  if (text.size() > static_cast<std::size_t>(INT_MAX))
    throw EvalError(fmt::format("MPI: a message of {} bytes is too large to send", text.size()));
  check(MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD), "MPI_Send");
}

// The next message from `from` with `tag` (MPI_ANY_TAG: any): its text and tag.
// Matched probes (MPI_Mprobe) so that threads waiting on other tags never take it.
std::pair<std::string, int> receive_text(int from, int tag) {
  MPI_Message message;
  MPI_Status status;
  check(MPI_Mprobe(from, tag, MPI_COMM_WORLD, &message, &status), "MPI_Mprobe");
  int count = 0;
  check(MPI_Get_count(&status, MPI_CHAR, &count), "MPI_Get_count");
  std::string text(static_cast<std::size_t>(count), '\0');
  check(MPI_Mrecv(text.data(), count, MPI_CHAR, &message, MPI_STATUS_IGNORE), "MPI_Mrecv");
  return {std::move(text), status.MPI_TAG};
}

json parse_message(const std::string& text, int rank, const char* what) {
  json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object())
    throw EvalError(fmt::format("MPI: rank {} sent a malformed {}: '{}'", rank, what, text.substr(0, 200)));
  return j;
}

// The answer to one request: its JSON, or the rank's error as an EvalError.
json answer_from(int rank, const std::string& host, int tag, const char* what) {
  json a = parse_message(receive_text(rank, tag).first, rank, what);
  if (auto e = a.find("error"); e != a.end() && e->is_string())
    throw EvalError(fmt::format("rank {} ({}): {}", rank, host, e->get<std::string>()));
  return a;
}

std::string host_name() {
  char name[256] = {};
  if (::gethostname(name, sizeof name - 1) != 0) return "unknown-host";
  return name;
}

// A worker of another rank, as one lane of rank 0's evaluator.
class RemoteWorker final : public WorkerChannel {
 public:
  RemoteWorker(int rank, std::string host, int index, WorkerHello hello)
      : rank_(rank), host_(std::move(host)), tag_(kTagWorker0 + index), hello_(std::move(hello)) {}
  WorkerHello start() override { return hello_; }  // the rank started it before its offer
  WorkerResult run(const WorkerJob& job, double time_limit_s) override {
    const json request = {{"time_limit_s", time_limit_s}, {"job", encode_job(job)}};
    send_text(request.dump(), rank_, tag_);
    const json a = answer_from(rank_, host_, tag_, "worker result");
    try {
      starts_ = a.at("starts").get<int>();
      return decode_result(a.at("result").get<std::string>());
    } catch (const json::exception& e) {
      throw EvalError(fmt::format("MPI: rank {} ({}) sent a worker answer without {}", rank_, host_, e.what()));
    }
  }
  void stop() noexcept override {}  // the rank stops its workers when released
  int starts() const override { return starts_; }

 private:
  int rank_;
  std::string host_;
  int tag_;
  WorkerHello hello_;
  int starts_ = 1;
};

CompileResult compile_on(int rank, const std::string& host, int slot, const CompileRequest& request) {
  const int tag = kTagCompile0 + slot;
  send_text(encode_compile_request(request), rank, tag);
  const json a = answer_from(rank, host, tag, "compile result");
  if (!a.contains("result") || !a["result"].is_string())
    throw EvalError(fmt::format("MPI: rank {} ({}) sent a compile answer without a result", rank, host));
  return decode_compile_result(a["result"].get<std::string>());
}

// One request at a time for one worker or compile thread of a serving rank.
struct Mailbox {
  std::mutex mutex;
  std::condition_variable wake;
  std::optional<std::string> request;
  bool closed = false;
  std::thread thread;

  void put(std::string text) {
    {
      std::lock_guard lock(mutex);
      request = std::move(text);
    }
    wake.notify_one();
  }
  void close() {
    {
      std::lock_guard lock(mutex);
      closed = true;
    }
    wake.notify_one();
  }
  // Answers each request with `answer` (an exception becomes {"error": ...}) on `tag`.
  void serve(int tag, const std::function<std::string(const std::string&)>& answer) {
    for (;;) {
      std::string text;
      {
        std::unique_lock lock(mutex);
        wake.wait(lock, [this] { return closed || request.has_value(); });
        if (!request) return;
        text = std::move(*request);
        request.reset();
      }
      std::string reply;
      try {
        reply = answer(text);
      } catch (const std::exception& e) {
        reply = json{{"error", e.what()}}.dump(-1, ' ', false, json::error_handler_t::replace);
      }
      try {
        send_text(reply, 0, tag);
      } catch (const EvalError& e) {
        spdlog::error("{}", e.what());
      }
    }
  }
};

}  // namespace

bool launched_by_mpirun() {
  for (const char* v : {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK"})
    if (std::getenv(v) != nullptr) return true;
  return false;
}

Session::Session() {
  int provided = 0;
  check(MPI_Init_thread(nullptr, nullptr, MPI_THREAD_MULTIPLE, &provided), "MPI_Init_thread");
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  if (provided < MPI_THREAD_MULTIPLE) {
    MPI_Finalize();
    throw EvalError(fmt::format("MPI: this MPI library gives thread level {} where evotune needs "
                                "MPI_THREAD_MULTIPLE ({}): rank 0's GPU and compile threads talk to the ranks at once",
                                provided, MPI_THREAD_MULTIPLE));
  }
  check(MPI_Comm_rank(MPI_COMM_WORLD, &rank_), "MPI_Comm_rank");
  check(MPI_Comm_size(MPI_COMM_WORLD, &size_), "MPI_Comm_size");
  host_ = host_name();
}

Session::~Session() {
  release_ranks();
  MPI_Finalize();
}

std::vector<RankOffer> Session::offers() {
  std::vector<RankOffer> out;
  for (int r = 1; r < size_; ++r) {
    const json j = parse_message(receive_text(r, kTagOffer).first, r, "offer");
    RankOffer o;
    o.rank = r;
    try {
      o.host = j.at("host").get<std::string>();
      o.compile_threads = j.at("compile_threads").get<int>();
      o.error = j.value("error", "");
      for (const json& w : j.at("workers"))
        o.workers.emplace_back(w.at("device").get<std::string>(), decode_hello(w.at("hello").get<std::string>()));
    } catch (const json::exception& e) {
      throw EvalError(fmt::format("MPI: rank {} sent an offer without {}", r, e.what()));
    }
    out.push_back(std::move(o));
  }
  return out;
}

void Session::add_remote(const std::vector<RankOffer>& offers, GpuEvaluatorOptions& options) {
  for (const RankOffer& o : offers) {
    for (std::size_t i = 0; i < o.workers.size(); ++i) {
      const auto& [device, hello] = o.workers[i];
      options.extra_workers.push_back([rank = o.rank, host = o.host, i, device, hello] {
        return WorkerSpec{device, std::make_unique<RemoteWorker>(rank, host, static_cast<int>(i), hello)};
      });
    }
    for (int slot = 0; slot < o.compile_threads; ++slot)
      options.extra_compilers.push_back([rank = o.rank, host = o.host, slot](const CompileRequest& request) {
        return compile_on(rank, host, slot, request);
      });
  }
}

void Session::release_ranks() noexcept {
  if (rank_ != 0 || released_) return;
  released_ = true;
  for (int r = 1; r < size_; ++r)
    if (MPI_Send(nullptr, 0, MPI_CHAR, r, kTagRelease, MPI_COMM_WORLD) != MPI_SUCCESS)
      spdlog::warn("MPI: could not release rank {}", r);
}

int Session::serve(const ServeOptions& options) {
  std::string error = options.no_workers_reason;
  std::vector<std::unique_ptr<WorkerLane>> lanes;
  if (error.empty() && !options.devices.empty()) {
    if (options.devices.size() > static_cast<std::size_t>(kMaxWorkersPerRank))
      throw EvalError(fmt::format("MPI: at most {} workers per rank", kMaxWorkersPerRank));
    std::vector<WorkerSpec> specs;
    for (const int device : options.devices) {
      WorkerClient::Options wo;
      wo.argv = options.worker_argv.empty() ? WorkerClient::default_argv(device)
                                            : worker_argv_for(options.worker_argv, device);
      wo.log_prefix = fmt::format("rank {} worker {}", rank_, specs.size());
      specs.push_back({fmt::format("{}:{}", host_, device), std::make_unique<LocalWorker>(std::move(wo))});
    }
    try {
      lanes = start_worker_lanes(std::move(specs));
    } catch (const EvalError& e) {
      error = e.what();
    }
  }
  // Compile threads even without GPU workers: a run without a GPU compiles only.
  const int threads = options.compile_threads > 0
                          ? options.compile_threads
                          : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  json offer = {{"host", host_}, {"compile_threads", threads}, {"workers", json::array()}};
  for (const auto& lane : lanes)
    offer["workers"].push_back({{"device", lane->device}, {"hello", encode_hello(lane->hello)}});
  if (!error.empty()) offer["error"] = error;
  send_text(offer.dump(-1, ' ', false, json::error_handler_t::replace), 0, kTagOffer);
  spdlog::info("rank {} ({}): serving {} GPU worker{} and {} compile thread{}{}", rank_, host_, lanes.size(),
               lanes.size() == 1 ? "" : "s", threads, threads == 1 ? "" : "s", error.empty() ? "" : ": " + error);

  std::vector<std::unique_ptr<Mailbox>> workers, compiles;
  for (std::size_t i = 0; i < lanes.size(); ++i) {
    workers.push_back(std::make_unique<Mailbox>());
    WorkerLane& lane = *lanes[i];
    workers.back()->thread = std::thread([&lane, box = workers.back().get(), i] {
      box->serve(kTagWorker0 + static_cast<int>(i), [&lane](const std::string& text) {
        const json request = json::parse(text);
        const WorkerJob job = decode_job(request.at("job").get<std::string>());
        const WorkerResult r = lane.channel->run(job, request.at("time_limit_s").get<double>());
        return json{{"starts", lane.channel->starts()}, {"result", encode_result(r)}}.dump();
      });
    });
  }
  for (int slot = 0; slot < threads; ++slot) {
    compiles.push_back(std::make_unique<Mailbox>());
    compiles.back()->thread = std::thread([&options, box = compiles.back().get(), slot] {
      box->serve(kTagCompile0 + slot, [&options](const std::string& text) {
        const CompileResult r = compile_candidate(decode_compile_request(text), options.compiler);
        return json{{"result", encode_compile_result(r)}}.dump(-1, ' ', false, json::error_handler_t::replace);
      });
    });
  }
  // Test hook (tests only): EVOTUNE_TEST_RANK_KILL_AT=N makes this rank SIGKILL
  // itself on its N-th request from rank 0 (a rank lost mid-run).
  const char* kill_at_text = std::getenv("EVOTUNE_TEST_RANK_KILL_AT");
  const std::int64_t kill_at = kill_at_text ? std::atoll(kill_at_text) : 0;
  std::int64_t jobs = 0, compiled = 0;
  bool failed = false;  // MPI failed (not having workers to offer: rank 0 decides about that)
  try {
    for (;;) {
      auto [text, tag] = receive_text(0, MPI_ANY_TAG);
      if (tag == kTagRelease) break;
      if (kill_at > 0 && jobs + compiled + 1 == kill_at) std::raise(SIGKILL);
      if (tag >= kTagWorker0 && tag < kTagWorker0 + static_cast<int>(workers.size())) {
        workers[static_cast<std::size_t>(tag - kTagWorker0)]->put(std::move(text));
        ++jobs;
      } else if (tag >= kTagCompile0 && tag < kTagCompile0 + static_cast<int>(compiles.size())) {
        compiles[static_cast<std::size_t>(tag - kTagCompile0)]->put(std::move(text));
        ++compiled;
      } else {
        spdlog::warn("rank {}: a message with tag {} from rank 0 names no worker or compile thread here", rank_, tag);
      }
    }
  } catch (const EvalError& e) {
    spdlog::error("rank {} ({}): {}", rank_, host_, e.what());
    failed = true;
  }
  for (auto* boxes : {&workers, &compiles})
    for (auto& box : *boxes) {
      box->close();
      box->thread.join();
    }
  for (auto& lane : lanes) lane->channel->stop();
  spdlog::info("rank {} ({}): released after {} worker jobs and {} compiles", rank_, host_, jobs, compiled);
  return failed ? 1 : 0;
}

}  // namespace evotune::mpi
