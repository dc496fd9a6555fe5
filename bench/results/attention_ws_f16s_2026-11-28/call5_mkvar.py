import sys,re
v=sys.argv[1]
s=open('experiments/attn_ws_set.yaml').read()
s=re.sub(r'^name: .*$', f'name: attn_ws_var_{v}', s, flags=re.M)
s=s.replace('template: templates/attention_ws.cu', f'template: .gpucarry/var/{v}.cu')
a=s.index('  shapes:\n'); b=s.index('\nargs:')
s=s[:a]+'''  shapes:
    - {B: 2, H: 8, S: 2048, D: 64, CAUSAL: 0}
    - {B: 4, H: 16, S: 4096, D: 64, CAUSAL: 0}
'''+s[b:]
a=s.index('  seeds:\n'); b=s.index('\nmeasure:')
s=s[:a]+'''  population: 3
  seeds:
    - {BLOCK_N: 128, M_WG: 3, STAGES: 3, PIPE: 2, PINGPONG: 0, REGSPLIT: 1, CLUSTER: 1, TILES: 1, KSPLIT: 1, ROWSUM: alu, RESCALE: always, STREAMK: 132}
    - {BLOCK_N: 128, M_WG: 3, STAGES: 2, PIPE: 0, PINGPONG: 0, REGSPLIT: 1, CLUSTER: 1, TILES: 1, KSPLIT: 1, ROWSUM: alu, RESCALE: always, STREAMK: 132}
    - {BLOCK_N: 128, M_WG: 3, STAGES: 2, PIPE: 0, PINGPONG: 0, REGSPLIT: 1, CLUSTER: 1, TILES: 11, KSPLIT: 1, ROWSUM: alu, RESCALE: always, STREAMK: 0}
'''+s[b:]
s=s.replace('  population: 16\n','').replace('  elite: 4\n','  elite: 3\n').replace('budget: {evaluations: 40, seconds: 240, per: shape}','budget: {evaluations: 3, per: shape}')
s=s.replace('  sanitize_top: 1','  sanitize_top: 0')
s=s[:s.index('\nbaselines:')+1]
open(f'.gpucarry/var_{v}.yaml','w').write(s)
