# Two exported modules of one point that differ in one schedule knob: are their outputs the same bits?
import importlib.util, sys, torch
def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m
cases = [("s512c0", (2, 8, 512, 64), 0, "RESCALE lazy/spec"), ("s512c0t", (2, 8, 512, 64), 0, "RESCALE lazy/spec, turns"),
         ("s512c1", (2, 8, 512, 64), 1, "PINGPONG 0/1"), ("s512c1s", (2, 8, 512, 64), 1, "RESCALE lazy/spec"),
         ("s4096c1", (4, 16, 4096, 64), 1, "RESCALE lazy/spec"), ("d128", (2, 8, 512, 128), 0, "RESCALE lazy/spec, turns"),
         ("d128big", (4, 16, 4096, 128), 0, "RESCALE lazy/spec, PIPE=1")]
d = sys.argv[1]
ok = True
for name, (B, H, S, D), causal, what in cases:
    a = load(f"{d}/{name}_0.py", name + "_0"); b = load(f"{d}/{name}_1.py", name + "_1")
    g = torch.Generator(device="cuda").manual_seed(1234)
    for kind in ("normal", "wide q,k x6", "rising keys"):
        q, k, v = (torch.randn(B, H, S, D, device="cuda", dtype=torch.float16, generator=g) for _ in range(3))
        if kind == "wide q,k x6": q, k = q * 6, k * 6
        if kind == "rising keys":  # logits that grow along the keys: rows' maxima rise tile after tile
            k = (k.float() * torch.linspace(0.5, 4.0, S, device="cuda").view(1, 1, S, 1)).half()
        oa = a.forward(q, k, v, causal=bool(causal)); ob = b.forward(q, k, v, causal=bool(causal))
        torch.cuda.synchronize()
        same = torch.equal(oa, ob) and not torch.isnan(oa).any().item()
        ref = torch.nn.functional.scaled_dot_product_attention(q.double(), k.double(), v.double(), is_causal=bool(causal))
        err = lambda o: ((o.double() - ref).norm() / ref.norm()).item()
        nd = (oa != ob).sum().item()
        print(f"{name:8s} ({B},{H},{S},{D}) causal={causal} {what:26s} {kind:12s}: {'bitwise equal' if same else f'DIFFER in {nd} elements'}"
              f"  rel err {err(oa):.3e} / {err(ob):.3e}")
        ok &= same
print("ALL EQUAL" if ok else "SOME DIFFER")
