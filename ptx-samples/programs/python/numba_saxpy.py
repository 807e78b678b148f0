"""Numba's CUDA target on fermi-sim's driver: a @cuda.jit saxpy compiled by Numba (NVVM → PTX)
and launched through the driver API (`fermi-sim exec` points NUMBA_CUDA_DRIVER at the
library). Numba needs a device of compute capability 5.0 or higher: run it with
`fermi-sim exec --sm 52` (the PTX it produces runs on the Fermi semantics)."""
import sys

import numpy as np
from numba import cuda


@cuda.jit
def saxpy(a, x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a * x[i] + y[i]


n = 300
x = np.arange(n, dtype=np.float32)
y = np.full(n, 2.0, dtype=np.float32)
out = cuda.device_array(n, dtype=np.float32)
saxpy[(n + 127) // 128, 128](np.float32(3.0), cuda.to_device(x), cuda.to_device(y), out)
got = out.copy_to_host()
ok = np.array_equal(got, np.float32(3.0) * x + y)
print(f"{'PASS' if ok else 'FAIL'}: numba saxpy of {n} floats")
sys.exit(0 if ok else 1)
