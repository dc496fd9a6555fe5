// The Python module of a library export (see export_library.hpp): the
// library JSON and each specialization's cubin embedded in one .py file, a
// generic runtime that loads the cubins with the CUDA driver (libcuda through
// ctypes) and launches them on PyTorch's current stream, and a forward()
// whose signature is made from the experiment's arguments.
//
// Why cubins compiled at export, not NVRTC (CuPy) at import nor a shared
// library: the binary that runs is the one evotune compiled with its options
// (and measured, for --best); importing needs neither a compiler, nor CUDA
// headers, nor CuPy, nor a build step, and takes milliseconds. The price: the
// module runs on the exported target only (sm_90a kernels run on sm_90 GPUs),
// which the templates require anyway, and each cubin adds its size (base64)
// to the file.
#include <openssl/evp.h>

#include <algorithm>
#include <cctype>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "codegen/export_library.hpp"
#include "codegen/export_text.hpp"
#include "core/hash.hpp"

namespace evotune {

using namespace export_text;

namespace {

std::string base64(const std::string& bytes) {
  std::string out(4 * ((bytes.size() + 2) / 3) + 1, '\0');
  const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<int>(bytes.size()));
  out.resize(static_cast<std::size_t>(n));
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

/// The runtime: everything that does not depend on the experiment.
/// Placeholders: none (the data comes before it as _LIBRARY, _CUBINS, _NAME).
constexpr const char* kRuntime = R"PY(
_DTYPES = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32, "i32": torch.int32}
_ARGS = _LIBRARY["arguments"]
_PROBLEM = _LIBRARY["problem"]
_SPECS = _LIBRARY["specializations"]
_BY_SHAPE = {tuple(s["shape"][n] for n in _PROBLEM): i for i, s in enumerate(_SPECS)}
_ARG_INDEX = {a["name"]: i for i, a in enumerate(_ARGS)}
_SHARED_OPT_IN = 48 * 1024  # above this, dynamic shared memory must be opted into
_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8

#: The tuned shapes, e.g. [{"B": 2, "H": 8, "S": 512, "D": 64, "CAUSAL": 0}].
SHAPES = [dict(s["shape"]) for s in _SPECS]

# Per input: (name, dtype, shape expressions); where each problem size is read from: the input
# dimensions whose shape expression is its name, as (size, [(input position, dimension)]); per
# specialization the inputs' shapes. Precomputed: forward() runs on every call.
_INPUT_SPECS = [(a["name"], _DTYPES[a["dtype"]], a["shape_expr"]) for a in _ARGS
                if a["kind"] == "tensor" and a["role"] == "input"]
_SIZE_FROM = {}
for _i, (_name, _dtype, _exprs) in enumerate(_INPUT_SPECS):
    for _d, _expr in enumerate(_exprs):
        if _expr in _PROBLEM:
            _SIZE_FROM.setdefault(_expr, []).append((_i, _d))
_SIZE_FROM = list(_SIZE_FROM.items())
_INPUT_SHAPES = [[tuple(s["arguments"][_ARG_INDEX[n]]["shape"]) for n, _, _ in _INPUT_SPECS] for s in _SPECS]


class EvotuneError(RuntimeError):
    """The kernels cannot be loaded or launched here."""


class UntunedShapeError(ValueError):
    """No kernel was tuned for these sizes (SHAPES lists those that were)."""


def _shape_text(sizes):
    return ", ".join(f"{n}={sizes[n]}" for n in _PROBLEM if n in sizes)


def _select(tensors, given):
    """The specialization for these inputs and keyword sizes; checks dimensions, dtypes,
    shapes and contiguity (also on fake tensors, under torch.compile)."""
    shapes = []
    for (name, _, exprs), t in zip(_INPUT_SPECS, tensors):
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"{_NAME}.forward: {name} must be a torch.Tensor (or an array with "
                            f"__cuda_array_interface__), not {type(t).__name__}")
        shape = tuple(t.shape)
        if len(shape) != len(exprs):
            raise ValueError(f"{_NAME}.forward: {name} must have {len(exprs)} dimensions "
                             f"[{', '.join(exprs)}], not shape {shape}")
        shapes.append(shape)
    sizes = dict(given)
    for size, places in _SIZE_FROM:
        i, d = places[0]
        value = shapes[i][d]
        if any(shapes[j][e] != value for j, e in places[1:]):
            seen = {}
            for j, e in places:
                seen.setdefault(shapes[j][e], []).append(f"{_INPUT_SPECS[j][0]}.shape[{e}]")
            raise ValueError(f"{_NAME}.forward: inputs disagree on {size}: " +
                             "; ".join(f"{' = '.join(where)} = {v}" for v, where in seen.items()))
        sizes[size] = value
    index = _BY_SHAPE.get(tuple(sizes[n] for n in _PROBLEM))
    if index is None:
        tuned = "; ".join(_shape_text(s) for s in SHAPES)
        raise UntunedShapeError(f"{_NAME}.forward: no kernel was tuned for {_shape_text(sizes)} "
                                f"(tuned: {tuned})")
    for (name, dtype, exprs), t, shape, want in zip(_INPUT_SPECS, tensors, shapes, _INPUT_SHAPES[index]):
        if t.dtype != dtype:
            raise TypeError(f"{_NAME}.forward: {name} must be {dtype}, not {t.dtype}")
        if shape != want:
            raise ValueError(f"{_NAME}.forward: {name} must have shape {want} ([{', '.join(exprs)}]) here, "
                             f"not {shape}")
    _check_layout(tensors)
    return index


def _check_layout(tensors):
    for (name, _, _), t in zip(_INPUT_SPECS, tensors):
        if not t.is_contiguous():
            raise ValueError(f"{_NAME}.forward: {name} is not contiguous (strides {t.stride()}): "
                             f"pass {name}.contiguous()")


class _Driver:
    """The CUDA driver API through ctypes: what loading and launching need."""

    def __init__(self):
        c = ctypes
        try:
            lib = c.CDLL("libcuda.so.1")
        except OSError as e:
            raise EvotuneError(f"{_NAME}: cannot load the CUDA driver (libcuda.so.1): {e}") from None
        lib.cuGetErrorName.argtypes = [c.c_int, c.POINTER(c.c_char_p)]
        lib.cuInit.argtypes = [c.c_uint]
        lib.cuDeviceGet.argtypes = [c.POINTER(c.c_int), c.c_int]
        lib.cuDevicePrimaryCtxRetain.argtypes = [c.POINTER(c.c_void_p), c.c_int]
        lib.cuCtxGetCurrent.argtypes = [c.POINTER(c.c_void_p)]
        lib.cuCtxPushCurrent_v2.argtypes = [c.c_void_p]
        lib.cuCtxPopCurrent_v2.argtypes = [c.POINTER(c.c_void_p)]
        lib.cuModuleLoadData.argtypes = [c.POINTER(c.c_void_p), c.c_char_p]
        lib.cuModuleGetFunction.argtypes = [c.POINTER(c.c_void_p), c.c_void_p, c.c_char_p]
        lib.cuFuncSetAttribute.argtypes = [c.c_void_p, c.c_int, c.c_int]
        lib.cuMemsetD8Async.argtypes = [c.c_uint64, c.c_ubyte, c.c_size_t, c.c_void_p]
        lib.cuLaunchKernel.argtypes = [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p, c.POINTER(c.c_void_p),
                                                                         c.POINTER(c.c_void_p)]
        # Tensor maps (CUDA 12 drivers have it; looked up here so that older ones still run the rest).
        self.encode = getattr(lib, "cuTensorMapEncodeTiled", None)
        if self.encode is not None:
            self.encode.argtypes = [c.c_void_p, c.c_int, c.c_uint32, c.c_void_p, c.POINTER(c.c_uint64),
                                    c.POINTER(c.c_uint64), c.POINTER(c.c_uint32), c.POINTER(c.c_uint32),
                                    c.c_int, c.c_int, c.c_int, c.c_int]
        self.lib = lib
        self.contexts = {}
        self.check(lib.cuInit(0), "cuInit")

    def check(self, rc, what):
        if rc != 0:
            name = ctypes.c_char_p()
            self.lib.cuGetErrorName(rc, ctypes.byref(name))
            raise EvotuneError(f"{_NAME}: {what} failed: {(name.value or b'?').decode()} ({rc})")

    def enter(self, device):
        """Makes the device's primary context (PyTorch's) current; True when one was pushed."""
        ctx = self.contexts.get(device)
        if ctx is None:
            dev = ctypes.c_int()
            self.check(self.lib.cuDeviceGet(ctypes.byref(dev), device), "cuDeviceGet")
            ctx = ctypes.c_void_p()
            self.check(self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
            self.contexts[device] = ctx
        current = ctypes.c_void_p()
        self.check(self.lib.cuCtxGetCurrent(ctypes.byref(current)), "cuCtxGetCurrent")
        if current.value == ctx.value:
            return False
        self.check(self.lib.cuCtxPushCurrent_v2(ctx), "cuCtxPushCurrent")
        return True

    def leave(self):
        popped = ctypes.c_void_p()
        self.check(self.lib.cuCtxPopCurrent_v2(ctypes.byref(popped)), "cuCtxPopCurrent")

    def encode_tensor_map(self, held, name, m, address):
        """Encodes tensor map `name` (the library JSON's record `m`) over the buffer at `address` into
        `held` (a _TensorMap) with cuTensorMapEncodeTiled, as evotune encoded it for the measurement."""
        if self.encode is None:
            raise EvotuneError(f"{_NAME}: the CUDA driver has no cuTensorMapEncodeTiled (CUDA 12 or newer "
                               f"needed for tensor map {name})")
        e = m["encode"]
        c, rank = ctypes, e["rank"]
        self.check(self.encode(held.address, e["data_type"], rank, address,
                               (c.c_uint64 * rank)(*e["global_dim"]),
                               (c.c_uint64 * max(rank - 1, 1))(*(e["global_strides"] or [0])),
                               (c.c_uint32 * rank)(*e["box_dim"]), (c.c_uint32 * rank)(*e["element_strides"]),
                               e["interleave"], e["swizzle"], e["l2_promotion"], e["oob_fill"]),
                   f"encoding tensor map {name} over {m['tensor']} at {address:#x}")


class _TensorMap:
    """A CUtensorMap's 128 bytes, 64-byte aligned (as the driver wants it), kept alive by this object."""

    def __init__(self):
        self.buffer = (ctypes.c_uint8 * 192)()
        self.address = (ctypes.addressof(self.buffer) + 63) & ~63


_lock = threading.Lock()
_driver = None
_loaded = {}  # device index -> per specialization, its launches: (function, grid, block, shared bytes, args)


def _load(device):
    """Loads every specialization's cubin on `device` (once) and raises the shared memory limits."""
    global _driver
    with _lock:
        if device in _loaded:
            return _loaded[device]
        major, minor = torch.cuda.get_device_capability(device)
        arch = _LIBRARY["compile"]["arch"]
        if arch.startswith("sm_") and arch[3:].rstrip("a") != f"{major}{minor}":
            raise EvotuneError(f"{_NAME}: the kernels were compiled for {arch}; GPU {device} "
                               f"({torch.cuda.get_device_name(device)}) is sm_{major}{minor}")
        if _driver is None:
            _driver = _Driver()
        lib = _driver.lib
        torch.cuda.init()
        pushed = _driver.enter(device)
        try:
            per_spec = []
            for spec, cubin in zip(_SPECS, _CUBINS):
                module = ctypes.c_void_p()
                _driver.check(lib.cuModuleLoadData(ctypes.byref(module), cubin),
                              f"loading the kernels for {_shape_text(spec['shape'])}")
                launches = []
                for l in spec["launches"]:
                    fn = ctypes.c_void_p()
                    _driver.check(lib.cuModuleGetFunction(ctypes.byref(fn), module, l["entry"].encode()),
                                  f"finding kernel {l['entry']}")
                    if l["shared_bytes"] > _SHARED_OPT_IN:
                        _driver.check(lib.cuFuncSetAttribute(fn, _CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                                             l["shared_bytes"]),
                                      f"raising {l['entry']}'s shared memory to {l['shared_bytes']} bytes")
                    launches.append((fn, tuple(l["grid"]), tuple(l["block"]), l["shared_bytes"], l["args"]))
                per_spec.append(launches)
        finally:
            if pushed:
                _driver.leave()
        _loaded[device] = per_spec
        return per_spec


def _scalar(dtype, value):
    if dtype == "f32":
        return ctypes.c_float(value)
    if dtype == "i32":
        return ctypes.c_int32(int(round(value)))
    if dtype == "f16":
        return ctypes.c_uint16(struct.unpack("<H", struct.pack("<e", value))[0])
    bits = struct.unpack("<I", struct.pack("<f", value))[0]  # bf16: round to nearest even
    return ctypes.c_uint16((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16)


def _plan(spec):
    """How each kernel argument is made at this specialization: ("scalar", its ctypes value),
    ("input", position), ("output", (shape, dtype)), ("scratch", offset in the workspace) or
    ("tensor_map", (name, its record: encoded per call over its tensor's pointer));
    the workspace's size; whether it starts at zero (scratch with a constant init, as measured)."""
    inputs = {name: i for i, (name, _, _) in enumerate(_INPUT_SPECS)}
    places = {p["name"]: p["offset"] for p in spec["workspace"]["parts"]}
    plan = []
    for a, bound in zip(_ARGS, spec["arguments"]):
        if a["kind"] == "tensor_map":
            plan.append(("tensor_map", (a["name"], bound["tensor_map"])))
        elif a["kind"] == "scalar":
            plan.append(("scalar", _scalar(a["dtype"], bound["value"])))
        elif a["role"] == "input":
            plan.append(("input", inputs[a["name"]]))
        elif a["role"] == "output":
            plan.append(("output", (tuple(bound["shape"]), _DTYPES[a["dtype"]])))
        else:
            plan.append(("scratch", places[a["name"]]))
    zeroed = any(part["zero"] for part in spec["workspace"]["parts"])
    return plan, spec["workspace"]["bytes"], zeroed


_PLANS = [_plan(s) for s in _SPECS]

# forward() costs host time on every call, and a 5 us kernel makes it the larger part: what can be
# worked out once is. _CHECKED: the inputs' (shape, dtype, device) and the keyword sizes that _select
# and the device check passed -> the specialization (valid keys only, so as many as tuned shapes);
# the layout is still checked every call. _PREPARED: per (device, specialization) the kernels'
# parameter arrays, built once over persistent slots that a call only writes its pointers into.
_CHECKED = {}
_PREPARED = {}
_launch_lock = threading.Lock()  # one call at a time writes the shared slots and launches
# The current stream's handle without making a torch.cuda.Stream object (what Triton's launcher
# uses); torch.cuda.current_stream() where this PyTorch lacks it.
_raw_stream = getattr(getattr(torch, "_C", None), "_cuda_getCurrentRawStream", None)


class _Prepared:
    """One specialization's launches on one device: per argument a slot (its scalar, a c_void_p or
    a _TensorMap), and per launch the kernel-parameter array pointing at the slots."""

    def __init__(self, launches, plan):
        self.slots, self.maps = [], []  # maps: [argument, name, record, address encoded for]
        for j, (kind, x) in enumerate(plan):
            if kind == "scalar":
                self.slots.append(x)
            elif kind == "tensor_map":
                self.slots.append(_TensorMap())
                self.maps.append([j, x[0], x[1], None])
            else:
                self.slots.append(ctypes.c_void_p())
        self.pointers = [(j, kind, x) for j, (kind, x) in enumerate(plan) if kind in ("input", "output", "scratch")]
        self.launches = []
        for fn, grid, block, shared, args in launches:
            params = (ctypes.c_void_p * len(args))(*[self.slots[j].address if isinstance(self.slots[j], _TensorMap)
                                                     else ctypes.addressof(self.slots[j]) for j in args])
            self.launches.append((fn, grid, block, shared, params))


def _prepare(device, index):
    launches = _loaded.get(device) or _load(device)
    with _lock:
        prepared = _PREPARED.get((device, index))
        if prepared is None:
            prepared = _PREPARED[(device, index)] = _Prepared(launches[index], _PLANS[index][0])
        return prepared


def _checked(tensors, given):
    """The specialization for these inputs: from _CHECKED when they were seen before, else _select
    and the device check, which raise what is wrong."""
    try:
        key = (tuple(given.items()),) + tuple((t.shape, t.dtype, t.get_device()) for t in tensors)
        index = _CHECKED.get(key)
    except (AttributeError, TypeError):  # not tensors: _select names which
        key = index = None
    if index is not None:
        _check_layout(tensors)
        return index
    index = _select(tensors, given)
    device = tensors[0].device
    for (name, _, _), t in zip(_INPUT_SPECS, tensors):
        if t.device.type != "cuda" or t.device != device:
            raise ValueError(f"{_NAME}.forward: {name} is on {t.device}; every input must be on one CUDA "
                             f"device ({device})")
    if key is not None:
        _CHECKED[key] = index
    return index


def _run(tensors, given):
    """Checks the inputs, allocates the outputs and launches on the current stream."""
    index = _checked(tensors, given)
    where = tensors[0].device
    device = where.index
    prepared = _PREPARED.get((device, index)) or _prepare(device, index)
    _, workspace_bytes, zeroed = _PLANS[index]
    base = 0
    if workspace_bytes:
        workspace = torch.empty(workspace_bytes, dtype=torch.uint8, device=where)
        base = workspace.data_ptr()
    outputs = [torch.empty(x[0], dtype=x[1], device=where) for _, kind, x in prepared.pointers if kind == "output"]
    stream = _raw_stream(device) if _raw_stream else torch.cuda.current_stream(device).cuda_stream
    with _launch_lock:
        slots, made = prepared.slots, iter(outputs)
        for j, kind, x in prepared.pointers:
            slots[j].value = (tensors[x].data_ptr() if kind == "input" else
                              next(made).data_ptr() if kind == "output" else base + x)
        pushed = _driver.enter(device)
        try:
            if zeroed:  # a driver memset on the stream: torch.zeros costs ~10 us of host time more
                _driver.check(_driver.lib.cuMemsetD8Async(base, 0, workspace_bytes, stream), "zeroing the workspace")
            for m in prepared.maps:  # encoded again only over another buffer than last time
                j, name, record, encoded_for = m
                address = slots[record["tensor_index"]].value
                if address != encoded_for:
                    m[3] = None  # a failed encode leaves the slot unusable
                    _driver.encode_tensor_map(slots[j], name, record, address)
                    m[3] = address
            for fn, grid, block, shared, params in prepared.launches:
                _driver.check(_driver.lib.cuLaunchKernel(fn, *grid, *block, shared, stream, params, None),
                              "cuLaunchKernel")
        finally:
            if pushed:
                _driver.leave()
    return outputs[0] if len(outputs) == 1 else tuple(outputs)


def _fake(tensors, given):
    """The outputs' shapes and dtypes without running anything (torch.compile's fake tensors)."""
    spec = _SPECS[_select(tensors, given)]
    return [torch.empty(bound["shape"], dtype=_DTYPES[a["dtype"]], device=tensors[0].device)
            for a, bound in zip(_ARGS, spec["arguments"]) if a["kind"] == "tensor" and a["role"] == "output"]


def _register(fn, fake):
    """fn as the custom op _OP_NAME (torch >= 2.4), so that torch.compile sees one opaque op."""
    custom_op = getattr(torch.library, "custom_op", None)
    if custom_op is None:
        return fn
    try:
        op = custom_op(_OP_NAME, mutates_args=())(fn)
        op.register_fake(fake)
        return op
    except Exception as e:  # e.g. registered already by another copy of this very module
        warnings.warn(f"{_NAME}: not registered as torch op {_OP_NAME} ({e}); forward() still works, "
                      "but torch.compile traces into it")
        return fn


_is_compiling = getattr(getattr(torch, "compiler", None), "is_compiling", None) or (lambda: False)


def _direct(tensors):
    """Whether forward() calls the launcher itself, not the custom op: in eager mode, no tensor
    subclass (fake tensors among them) and no gradient asked for. The op's dispatch costs 10-40 us a
    call (PyTorch's issues 139500, 177109) and buys nothing there; torch.compile, subclasses and
    autograd (which the op refuses for want of a backward) get the op. What is no tensor at all goes
    to the launcher too, whose checks name it."""
    if _is_compiling():
        return False
    grad = torch.is_grad_enabled()
    return not any(isinstance(t, torch.Tensor) and (type(t) is not torch.Tensor or (grad and t.requires_grad))
                   for t in tensors)


def _as_torch(x):
    if isinstance(x, torch.Tensor) or not hasattr(x, "__cuda_array_interface__"):
        return x, False
    return torch.as_tensor(x, device="cuda"), True


def _as_cupy(out):
    import cupy
    return cupy.asarray(out) if isinstance(out, torch.Tensor) else tuple(cupy.asarray(o) for o in out)
)PY";

}  // namespace

std::string export_python_module(const TemplateInfo& tmpl, const Experiment& e,
                                 const std::vector<ExportSpecialization>& specs, const LibraryOptions& o) {
  const LibraryFiles files = export_library(tmpl, e, specs, o);  // the same checks, and the JSON to embed
  for (const ExportSpecialization& s : specs)
    if (s.cubin.empty()) throw CodegenError("internal: a specialization without its cubin reached the Python export");
  const nlohmann::ordered_json doc = nlohmann::ordered_json::parse(files.json);
  const std::vector<std::string> problem = doc["problem"].get<std::vector<std::string>>();

  // The signature: inputs in order; problem sizes that no input dimension names become keywords.
  std::vector<std::string> inputs;
  std::set<std::string> from_shapes;
  for (const ArgSpec& a : e.args)
    if (a.is_tensor && a.role == ArgRole::input) {
      inputs.push_back(a.name);
      for (const Expr& d : a.shape) from_shapes.insert(d.text());
    }
  if (inputs.empty()) throw CodegenError("the Python export needs at least one input tensor");
  std::vector<std::pair<std::string, std::string>> keywords;  // (problem name, keyword)
  for (const std::string& name : problem)
    if (!from_shapes.count(name)) keywords.emplace_back(name, lower(name));
  std::set<std::string> used(inputs.begin(), inputs.end());
  for (const auto& [name, keyword] : keywords)
    if (!used.insert(keyword).second)
      throw CodegenError(fmt::format("problem size '{}' would be keyword '{}', which an input already names", name,
                                     keyword));
  std::vector<std::string> outputs;
  for (const ArgSpec& a : e.args)
    if (a.is_tensor && a.role == ArgRole::output) outputs.push_back(a.name);
  if (outputs.empty()) throw CodegenError("the Python export needs at least one output tensor");

  const std::string n = o.name;
  // The torch op's namespace carries a hash of the library (without its export time, so that a re-export
  // of the same kernels keeps the name): PyTorch keeps one implementation per op name in a process, and two
  // modules of one name (a tuning and its reduced-precision twin, say) loaded side by side both called the
  // one registered last.
  nlohmann::ordered_json identity = doc;
  identity.erase("exported_at");
  const std::string op_namespace = "evotune_" + n + "_" + sha256_hex(identity.dump()).substr(0, 12);
  std::string py;
  // The header, as comments.
  std::string banner;
  {
    std::string opts;
    for (const auto& x : specs[0].candidate.options) opts += (opts.empty() ? "" : " ") + x;
    banner += fmt::format("# evotune export (Python module {}): experiment {}, {} specialization{}\n", n, e.name,
                          specs.size(), specs.size() == 1 ? "" : "s");
    banner += fmt::format("# experiment {} ({}, sha256 {}); template {}\n", e.name, e.file.filename().string(),
                          e.file_hash.substr(0, 16), tmpl.name);
    banner += fmt::format("# kernels    cubins for {} compiled by evotune (NVRTC, {}) at export\n",
                          specs[0].candidate.arch, opts);
    for (const std::string& l : labelled("state      ", module_state_note(tmpl))) banner += "# " + l + "\n";
    if (!o.generated_at.empty()) banner += fmt::format("# exported   {}\n", o.generated_at);
    for (std::size_t i = 0; i < specs.size(); ++i) {
      const auto& s = specs[i];
      std::string shape, params;
      for (const std::string& name : problem) shape += (shape.empty() ? "" : " ") + name + "=" + s.shape.at(name).to_string();
      for (const auto& p : e.space)
        if (auto it = s.point.find(p.name); it != s.point.end())
          params += (params.empty() ? "" : " ") + p.name + "=" + it->second.to_string();
      banner += fmt::format("# shape {}  {}: {}{}\n", i, shape, params,
                            s.measured ? fmt::format(" ({:.2f} us on {})", s.measured->median_us, s.measured->device)
                                       : std::string());
    }
  }
  py += banner;

  std::string signature = [&] {
    std::string s;
    for (const std::string& in : inputs) s += (s.empty() ? "" : ", ") + in;
    return s;
  }();
  std::string keyword_params, keyword_doc, given, op_params, op_call;
  for (const auto& [name, keyword] : keywords) {
    // Default: 0 when it was tuned at 0 (e.g. causal=False), else the first tuned value.
    std::int64_t fallback = specs[0].shape.at(name).as_int();
    for (const auto& s : specs)
      if (s.shape.at(name).as_int() == 0) fallback = 0;
    const bool flag = std::all_of(specs.begin(), specs.end(), [&](const ExportSpecialization& s) {
      const std::int64_t v = s.shape.at(name).as_int();
      return v == 0 || v == 1;
    });
    keyword_params += fmt::format(", {}={}", keyword, flag ? (fallback ? "True" : "False") : std::to_string(fallback));
    keyword_doc += fmt::format("        {}: problem size {} ({}), default {}\n", keyword, name,
                               flag ? "bool or 0/1" : "int", flag ? (fallback ? "True" : "False") : std::to_string(fallback));
    given += (given.empty() ? "" : ", ") + fmt::format("\"{}\": {}", name, keyword);
    op_params += fmt::format(", {}: int", keyword);
    op_call += fmt::format(", int({})", keyword);
  }
  std::string tensor_params;
  for (const std::string& in : inputs) tensor_params += (tensor_params.empty() ? "" : ", ") + in + ": torch.Tensor";
  std::string returns = "torch.Tensor";
  if (outputs.size() > 1) {
    returns = "typing.Tuple[torch.Tensor";
    for (std::size_t i = 1; i < outputs.size(); ++i) returns += ", torch.Tensor";
    returns += "]";
  }
  std::string shapes_doc;
  for (const auto& s : specs) {
    std::string shape;
    for (const std::string& name : problem) shape += (shape.empty() ? "" : ", ") + name + "=" + s.shape.at(name).to_string();
    shapes_doc += "    " + shape + "\n";
  }
  std::string outputs_text;
  for (const std::string& out : outputs) outputs_text += (outputs_text.empty() ? "" : ", ") + out;

  py += fmt::format(R"PY("""{name}: the kernels evotune tuned for experiment {experiment}, callable from PyTorch.

    import {name}
    {outputs} = {name}.forward({signature}{keyword_example})

Tuned shapes ({name}.SHAPES):
{shapes}
forward() picks the kernel tuned for the inputs' sizes (UntunedShapeError for others), checks
dtypes, shapes, device and contiguity, allocates the output(s) and launches on
torch.cuda.current_stream(); it returns at once (asynchronous, like any CUDA op).

How: the cubins evotune compiled (and, with --best, measured) are embedded below and loaded
with the CUDA driver (libcuda through ctypes) at import: no compiler, CUDA headers or CuPy
needed, no build step. They run on {arch} GPUs only.

torch.compile: forward is the custom op torch.ops.{op_ns}.forward (torch >= 2.4), with a
fake implementation, so compiled graphs keep it as one op (no graph break). In eager mode on
plain tensors without autograd, forward launches without the op's dispatch (tens of us a call).
CUDA graphs: launches go on the current stream, so torch.cuda.graph() captures them; the
kernels are loaded at import (a second GPU loads at its first call: make that call before
capturing). Autograd: forward only (no backward).
CuPy arrays (any object with __cuda_array_interface__) are accepted and the outputs come back
as CuPy arrays; the launches still go on PyTorch's current stream.
"""

import base64
import ctypes
import json
import struct
import threading
import typing
import warnings

import torch

__all__ = ["forward", "SHAPES", "UntunedShapeError", "EvotuneError"]

_NAME = {name_literal}
_OP_NAME = "{op_ns}::forward"
)PY",
                    fmt::arg("name", n), fmt::arg("experiment", e.name), fmt::arg("outputs", outputs_text),
                    fmt::arg("signature", signature), fmt::arg("shapes", shapes_doc),
                    fmt::arg("keyword_example", [&] {
                      std::string s;
                      for (const auto& [name, keyword] : keywords) s += ", " + keyword + "=" + keyword;
                      return s;
                    }()),
                    fmt::arg("arch", specs[0].candidate.arch), fmt::arg("op_ns", op_namespace),
                    fmt::arg("name_literal", nlohmann::json(n).dump()));
  // The library JSON as a Python string (a JSON string literal is one), then the cubins.
  py += "# The library description (the same as " + n + ".json of `evotune export -o " + n + "`).\n";
  // A raw triple-quoted string holds JSON text as it is: JSON escapes stay for json.loads, and
  // three quotes in a row cannot occur (quotes inside JSON strings are escaped).
  py += "_LIBRARY = json.loads(r\"\"\"" + files.json + "\"\"\")\n\n";
  py += "# One cubin per specialization, base64.\n_CUBINS = [base64.b64decode(c) for c in (\n";
  for (const ExportSpecialization& s : specs) {
    const std::string text = base64(s.cubin);
    py += "    (\n";
    for (std::size_t at = 0; at < text.size(); at += 96) py += "        \"" + text.substr(at, 96) + "\"\n";
    py += "    ),\n";
  }
  py += ")]\n";
  py += kRuntime;
  // The experiment-shaped part: the op and forward().
  py += fmt::format(R"PY(

def _forward_op({tensor_params}{op_params}) -> {returns}:
    return _run(({inputs},), {{{given}}})


def _forward_fake({tensor_params}{op_params}) -> {returns}:
    outs = _fake(({inputs},), {{{given}}})
    return outs[0] if len(outs) == 1 else tuple(outs)


_op = _register(_forward_op, _forward_fake)


def forward({signature}{keyword_params}):
    """{outputs} of experiment {experiment} for inputs {signature} (see the module's help).

    Args:
{input_doc}{keyword_doc}    Returns the output(s), allocated here. Raises UntunedShapeError for sizes no kernel
    was tuned for, TypeError/ValueError for a wrong dtype, shape, device or layout.
    """
    converted = [_as_torch(x) for x in ({inputs},)]
    ({inputs},) = [c[0] for c in converted]
    out = _forward_op({inputs}{op_call}) if _direct(({inputs},)) else _op({inputs}{op_call})
    return _as_cupy(out) if any(c[1] for c in converted) else out


if torch.cuda.is_available():
    _load(torch.cuda.current_device())
)PY",
                    fmt::arg("tensor_params", tensor_params), fmt::arg("op_params", op_params),
                    fmt::arg("returns", returns), fmt::arg("inputs", signature), fmt::arg("given", given),
                    fmt::arg("signature", signature), fmt::arg("keyword_params", keyword_params),
                    fmt::arg("outputs", outputs_text), fmt::arg("experiment", e.name),
                    fmt::arg("input_doc", [&] {
                      std::string s;
                      for (const std::string& in : inputs) {
                        const ArgSpec& a = *std::find_if(e.args.begin(), e.args.end(),
                                                         [&](const ArgSpec& x) { return x.name == in; });
                        std::string shape;
                        for (const Expr& d : a.shape) shape += (shape.empty() ? "" : ", ") + d.text();
                        s += fmt::format("        {}: torch.Tensor, {} [{}], contiguous, on a CUDA device\n", in,
                                         dtype_name(a.dtype), shape);
                      }
                      return s;
                    }()),
                    fmt::arg("keyword_doc", keyword_doc), fmt::arg("op_call", op_call));
  return py;
}

}  // namespace evotune
