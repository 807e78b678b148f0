#!/usr/bin/env python3
"""Stand-in for NVIDIA's `fatbinary` tool, for building the sample programs with clang without
the CUDA toolkit: clang calls `fatbinary -64 --create OUT --image=profile=sm_XX,file=CUBIN
--image=profile=compute_XX,file=PTX`. This writes NVIDIA's fat-binary container (magic
0xBA55ED50, version 1, 16-byte header, then 64-byte entry headers each followed by its payload)
holding the PTX images (kind 1) and the cubin images (kind 2, when not empty), uncompressed."""
import struct, sys

out, images = None, []
for a in sys.argv[1:]:
    if a.startswith("--create="):
        out = a.split("=", 1)[1]
    elif a.startswith("--image="):
        kv = dict(p.split("=", 1) for p in a[len("--image="):].split(","))
        images.append(kv)
args = sys.argv[1:]
if out is None and "--create" in args:
    out = args[args.index("--create") + 1]
entries = b""
for im in images:
    prof = im.get("profile", "")
    kind = 1 if prof.startswith("compute_") else 2
    arch = int(prof.split("_")[1])
    data = open(im["file"], "rb").read()
    if not data:
        continue
    if kind == 1:
        data += b"\0"
    data += b"\0" * (-len(data) % 8)
    flags = 0x1 | 0x10  # 64-bit, Linux
    hdr = struct.pack("<HHIQIIHHIIIQQQ", kind, 0x0101, 64, len(data), 0, 0, 4, 7, arch, 0, 0, flags, 0, 0)
    entries += hdr + data
with open(out, "wb") as f:
    f.write(struct.pack("<IHHQ", 0xBA55ED50, 1, 16, len(entries)) + entries)
