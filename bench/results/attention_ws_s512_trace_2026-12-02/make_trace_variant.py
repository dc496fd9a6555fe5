import re,sys
src=open(sys.argv[2] if len(sys.argv) > 2 else 'templates/attention_ws.cu').read()
def rep(old,new,count=1):
    global src
    n=src.count(old)
    assert n==count, (old,n)
    src=src.replace(old,new)
# trace buffer and helpers, before smem_addr
rep("__device__ __forceinline__ unsigned smem_addr(const void* p) {",
"""// TRACE VARIANT (not in main): clock64 stamps per (CTA, consumer warpgroup 0/1, producer 2) x 16
__device__ unsigned long long evo_trace[1024 * 3 * 16];
__device__ __forceinline__ unsigned long long evo_clk() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(t)::"memory");
  return t;
}
__device__ __forceinline__ unsigned long long evo_gt() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)::"memory");
  return t;
}
#define EVO_TR(who, slot, value) \\
  do { if (blockIdx.x < 1024) evo_trace[(blockIdx.x * 3 + (who)) * 16 + (slot)] = (value); } while (0)
#define EVO_TRC(slot) do { if ((threadIdx.x % 128) == 0) EVO_TR(mw, slot, evo_clk()); } while (0)

__device__ __forceinline__ unsigned smem_addr(const void* p) {""")
rep("""  extern __shared__ unsigned char smem_raw[];
  {
    unsigned dyn;""","""  extern __shared__ unsigned char smem_raw[];
  if (threadIdx.x == 0) {
    EVO_TR(2, 0, evo_clk());
    EVO_TR(2, 1, evo_gt());
    unsigned sm;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
    EVO_TR(2, 2, sm);
  }
  {
    unsigned dyn;""")
rep("""    if constexpr (REGSPLIT) asm volatile("setmaxnreg.dec.sync.aligned.u32 24;\\n" ::: "memory");""",
"""    if constexpr (REGSPLIT) asm volatile("setmaxnreg.dec.sync.aligned.u32 24;\\n" ::: "memory");
    if (tid == 0) EVO_TR(2, 3, evo_clk());""")
rep("""      if constexpr (MCAST > 1) {
        // The cluster's consumers arrive here""","""      EVO_TR(2, 4, evo_clk());
      if constexpr (MCAST > 1) {
        // The cluster's consumers arrive here""")
rep("""  const int mw = wg - 1;
  const int qwg = mw / KSPLIT;""","""  const int mw = wg - 1;
  EVO_TRC(0);
  const int qwg = mw / KSPLIT;""")
rep("""    mbar_wait(bar_q_full_of(qb, qwg), (k / kQBufs) & 1);
    if (tid == 128) prefetch_next(k);""","""    mbar_wait(bar_q_full_of(qb, qwg), (k / kQBufs) & 1);
    EVO_TRC(1);
    if (tid == 128) prefetch_next(k);""")
rep("""          wait_k(i);
          wgmma_fence();
          issue_s(i);
          wgmma_wait<0>();  // S(i), and PV(i-1)
          fence_regs(s_acc);""","""          wait_k(i);
          if (i < 2) EVO_TRC(2 + 4 * i);
          wgmma_fence();
          issue_s(i);
          wgmma_wait<0>();  // S(i), and PV(i-1)
          fence_regs(s_acc);
          if (i < 2) EVO_TRC(3 + 4 * i);""")
rep("""          softmax(i, p_a);
          rescale_o();
          wait_v(i);
          wgmma_fence();
          issue_pv(i, p_a);""","""          softmax(i, p_a);
          rescale_o();
          fence_regs(p_a);
          if (i < 2) EVO_TRC(4 + 4 * i);
          wait_v(i);
          if (i < 2) EVO_TRC(5 + 4 * i);
          wgmma_fence();
          issue_pv(i, p_a);""")
rep("""        wgmma_wait<0>();
        fence_pv_acc();
        fence_regs(p_a);
        release_v(n_mine - 1);""","""        wgmma_wait<0>();
        fence_pv_acc();
        fence_regs(p_a);
        EVO_TRC(10);
        release_v(n_mine - 1);""")
rep("""        named_arrive<256>(7);
        writes = false;
      } else {
        named_sync<256>(7);
        merge_from(mb);
      }""","""        named_arrive<256>(7);
        writes = false;
        EVO_TRC(11);
      } else {
        named_sync<256>(7);
        EVO_TRC(11);
        merge_from(mb);
        fence_regs(o_acc);
        EVO_TRC(12);
      }""")
rep("""    free_q_late();
    // The local tiles this warpgroup's rows do not see""","""    EVO_TRC(13);
    if ((threadIdx.x % 128) == 0) EVO_TR(mw, 14, evo_gt());
    free_q_late();
    // The local tiles this warpgroup's rows do not see""")
rep("""          if (q_late && i == 0) load_q();  // (every work tile or piece has a key tile)
        }""","""          if (q_late && i == 0) load_q();  // (every work tile or piece has a key tile)
          if (i < 4) EVO_TR(2, 6 + 2 * i, evo_clk());
        }""")
rep("""        const bool q_late = kOneQ && k > 0;
        if (!q_late) load_q();""","""        const bool q_late = kOneQ && k > 0;
        if (!q_late) load_q();
        EVO_TR(2, 5, evo_clk());""")
rep("""    asm volatile("fence.mbarrier_init.release.cluster;\\n" ::: "memory");\n""","""    asm volatile("fence.mbarrier_init.release.cluster;\\n" ::: "memory");\n    EVO_TR(2, 15, evo_clk());\n""")
open(sys.argv[1],'w').write(src)
