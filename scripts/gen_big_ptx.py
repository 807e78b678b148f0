#!/usr/bin/env python3
# Usage: python3 scripts/gen_big_ptx.py N > big.ptx (docs/performance.md, "Memory per PTX instruction").
import sys
# A straight-line kernel of about n instructions (loads, ALU, setp, selp, fma, stores), ~30 B each,
# with a label and a guarded branch every 64 instructions (branchy but convergent: uniform).
n = int(sys.argv[1])
out = sys.stdout
out.write(""".version 7.0
.target sm_70
.address_size 64
.visible .entry big(.param .u64 p)
{
.reg .b32 %r<16>;
.reg .f32 %f<8>;
.reg .b64 %rd<4>;
.reg .pred %p<4>;
ld.param.u64 %rd1, [p];
cvta.to.global.u64 %rd1, %rd1;
mov.u32 %r1, 1;
mov.f32 %f1, 0f3F800000;
""")
body = [
 "ld.global.u32 %r2, [%rd1];",
 "add.s32 %r3, %r2, %r1;",
 "mul.lo.s32 %r4, %r3, 3;",
 "setp.lt.s32 %p1, %r4, 100;",
 "selp.b32 %r5, %r4, %r3, %p1;",
 "fma.rn.f32 %f2, %f1, %f1, %f1;",
 "xor.b32 %r6, %r5, %r2;",
 "st.global.u32 [%rd1+4], %r6;",
]
i = 0
blk = 0
while i < n:
    for b in body:
        out.write("\t" + b + "\n")
    i += len(body)
    if i % 64 == 0:
        out.write("\t@%%p2 bra L%d;\nL%d:\n" % (blk, blk))
        out.write("\tsetp.gt.s32 %p2, %r1, 5;\n")
        blk += 1
        i += 2
out.write("ret;\n}\n")
