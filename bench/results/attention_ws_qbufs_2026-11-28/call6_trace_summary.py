"""Call 6: reads the globaltimer traces (call6_traces.tar.xz, unpacked into a folder given as the one argument)
of three kernels at (4,16,4096,128) and prints where their time goes. Stamps per (CTA, consumer warpgroup 0/1,
work tile or piece k): 0 its Q ready, 1 its walk done, 2 its merge/epilogue done, 3 (n_local << 32 | lo << 8 |
whole); k = 31: the CTA's entry (slot 0) and SM (slot 3). Standard library only."""
import sys
d = sys.argv[1]
import struct,statistics as st,collections
def load(n,ctas):
    raw=open(f'{d}/tr_{n}.bin','rb').read()
    v=struct.unpack('<%dQ'%(len(raw)//8),raw)
    return lambda c,wg,k,s: v[((c*2+wg)*32+k)*4+s]
def pct(x,p):
    x=sorted(x); return x[min(len(x)-1,int(p/100*len(x)))]
med=st.median
a=load('sk',132)
t0=min(a(c,0,31,0) for c in range(132))
kWaves=14
wd=[(a(c,0,k,2)-a(c,0,k,0))/1e3 for c in range(132) for k in range(kWaves)]
print('sk whole tiles: Q-ready->done per tile med %.2f p10 %.2f p90 %.2f'%(med(wd),pct(wd,10),pct(wd,90)))
walk=[(a(c,0,k,1)-a(c,0,k,0))/1e3 for c in range(132) for k in range(kWaves)]
print('sk whole tiles: walk med %.2f; after-walk med %.2f'%(med(walk),med([(a(c,0,k,2)-a(c,0,k,1))/1e3 for c in range(132) for k in range(kWaves)])))
gap=[(a(c,0,k,0)-a(c,0,k-1,2))/1e3 for c in range(132) for k in range(1,kWaves)]
print('sk gap wg0 tile end -> next Q ready: med %.2f p90 %.2f'%(med(gap),pct(gap,90)))
we=[(a(c,0,kWaves-1,2)-t0)/1e3 for c in range(132)]
print('sk end of whole waves: min %.1f med %.1f max %.1f'%(min(we),med(we),max(we)))
ends=[]
kinds=collections.defaultdict(list)
for c in range(132):
    k=kWaves; last=None
    while k<31 and a(c,0,k,0):
        info=a(c,0,k,3); n=info>>32; lo=(info>>8)&0xffffff; whole=info&1
        b=a(c,0,k,0); w=a(c,0,k,1); e=a(c,0,k,2); pe=a(c,0,k-1,2)
        kind='whole' if whole else ('head' if lo==0 else 'rest')
        kinds[kind].append((n,(b-pe)/1e3,(w-b)/1e3,(e-w)/1e3))
        last=max(a(c,0,k,2),a(c,1,k,2)); k+=1
    ends.append((last-t0)/1e3)
print('sk CTA end: min %.1f med %.1f max %.1f'%(min(ends),med(ends),max(ends)))
for kind,v in kinds.items():
    print('  %s pieces %d: units mean %.1f; gap before med %.2f; walk/unit med %.3f; after-walk med %.2f p90 %.2f max %.2f'%(kind,len(v),st.mean(x[0] for x in v),med([x[1] for x in v]),med([x[2]/x[0] for x in v]),med([x[3] for x in v]),pct([x[3] for x in v],90),max(x[3] for x in v)))
print('whole-tile walk per unit %.3f'%(med(walk)/32))
b=load('t1',2048)
e1=[b(c,0,31,0) for c in range(2048)]; s1=[b(c,0,0,0) for c in range(2048)]; f1=[max(b(c,0,0,2),b(c,1,0,2)) for c in range(2048)]; sm=[b(c,0,31,3) for c in range(2048)]
t0=min(e1)
print('t1 span %.1f us'%((max(f1)-t0)/1e3))
print('t1 per tile: entry->Q ready med %.2f; walk med %.2f; after-walk med %.2f; entry->done med %.2f'%(med([(s1[i]-e1[i])/1e3 for i in range(2048)]),med([(b(i,0,0,1)-s1[i])/1e3 for i in range(2048)]),med([(b(i,0,0,2)-b(i,0,0,1))/1e3 for i in range(2048)]),med([(f1[i]-e1[i])/1e3 for i in range(2048)])))
bysm=collections.defaultdict(list)
for i in range(2048): bysm[sm[i]].append(i)
gaps=[]
for s,idx in bysm.items():
    idx.sort(key=lambda i:e1[i])
    for j in range(1,len(idx)): gaps.append((e1[idx[j]]-f1[idx[j-1]])/1e3)
print('t1 gap: consumers done -> next CTA entry on that SM med %.2f p90 %.2f; SMs %d, CTAs per SM %s'%(med(gaps),pct(gaps,90),len(bysm),collections.Counter(len(v) for v in bysm.values())))
fin=[(max(f1[i] for i in idx)-t0)/1e3 for idx in bysm.values()]
print('t1 SM finish min %.1f med %.1f max %.1f'%(min(fin),med(fin),max(fin)))
c=load('t16',128)
t0=min(c(i,0,31,0) for i in range(128))
d=[(c(i,0,k,2)-c(i,0,k,0))/1e3 for i in range(128) for k in range(16)]
g=[(c(i,0,k,0)-c(i,0,k-1,2))/1e3 for i in range(128) for k in range(1,16)]
print('t16 per tile med %.2f, gap med %.2f p90 %.2f; end max %.1f'%(med(d),med(g),pct(g,90),max((max(c(i,0,15,2),c(i,1,15,2))-t0)/1e3 for i in range(128))))
