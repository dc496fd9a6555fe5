// Store: baselines measured by an experiment's command (table
// measured_baselines) and the GPU workers' loads per run (table run_devices),
// schema version 8.
#include "store/store.hpp"

namespace evotune::store {

void Store::put_measured_baseline(const MeasuredBaseline& b) {
  require_transaction("put_measured_baseline");
  Statement s(db_,
              "INSERT INTO measured_baselines (experiment, shape, name, time_us, rel_norm, device, method, command) "
              "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
  s.bind_all(b.experiment, b.shape, b.name, b.time_us, b.rel_norm, b.device, b.method, b.command).run();
}

std::vector<MeasuredBaseline> Store::measured_baselines(std::string_view experiment, std::string_view shape) {
  // The latest row of each name (ids grow with time).
  Statement s(db_,
              "SELECT experiment, shape, name, time_us, rel_norm, device, method, command, created_at "
              "FROM measured_baselines WHERE id IN (SELECT max(id) FROM measured_baselines "
              "WHERE experiment = ?1 AND shape = ?2 GROUP BY name) ORDER BY id");
  s.bind_all(std::string(experiment), std::string(shape));
  std::vector<MeasuredBaseline> out;
  while (s.step()) {
    MeasuredBaseline b;
    b.experiment = s.column_text(0);
    b.shape = s.column_text(1);
    b.name = s.column_text(2);
    b.time_us = s.column_double(3);
    b.rel_norm = s.column_opt_double(4);
    b.device = s.column_text(5);
    b.method = s.column_text(6);
    b.command = s.column_text(7);
    b.created_at = s.column_text(8);
    out.push_back(std::move(b));
  }
  return out;
}

void Store::put_run_devices(std::int64_t run_id, const std::vector<DeviceLoad>& loads) {
  require_transaction("put_run_devices");
  Statement s(db_,
              "INSERT OR REPLACE INTO run_devices (run_id, worker, device, measured, busy_s, idle_s, worker_starts) "
              "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  for (std::size_t i = 0; i < loads.size(); ++i) {
    const DeviceLoad& d = loads[i];
    s.bind_all(run_id, static_cast<std::int64_t>(i), d.device, d.measured, d.busy_s, d.idle_s,
               static_cast<std::int64_t>(d.worker_starts))
        .run();
  }
}

std::vector<DeviceLoad> Store::run_devices(std::int64_t run_id) {
  Statement s(db_,
              "SELECT device, measured, busy_s, idle_s, worker_starts FROM run_devices WHERE run_id = ?1 "
              "ORDER BY worker");
  s.bind_all(run_id);
  std::vector<DeviceLoad> out;
  while (s.step()) {
    DeviceLoad d;
    d.device = s.column_text(0);
    d.measured = s.column_int(1);
    d.busy_s = s.column_double(2);
    d.idle_s = s.column_double(3);
    d.worker_starts = static_cast<int>(s.column_int(4));
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace evotune::store
