// A stand-in for CUDA's <nv/target> (from the CCCL package, which is not among the PyPI wheels
// build.sh uses): the target queries cooperative_groups.h makes. A query is a token that says
// yes (_NV_T) or no (_NV_F) for the pass being compiled (host, or device for __CUDA_ARCH__).
#pragma once

#define _NV_CAT_(a, b) a##b
#define _NV_CAT(a, b) _NV_CAT_(a, b)

// A branch in optional parentheses: `(stmts)` or `stmts`.
#define _NV_ISH(...) _NV_ISH __VA_ARGS__
#define _NV_ESC_(...) _NV_VAN##__VA_ARGS__
#define _NV_ESC(...) _NV_ESC_(__VA_ARGS__)
#define _NV_VAN_NV_ISH
#define _NV_BLOCK(...) { _NV_ESC(_NV_ISH __VA_ARGS__) }

#if defined(__CUDA_ARCH__)
#define NV_IS_DEVICE _NV_T
#define NV_IS_HOST _NV_F
#define NV_ANY_TARGET _NV_T
#if __CUDA_ARCH__ >= 700
#define NV_PROVIDES_SM_70 _NV_T
#else
#define NV_PROVIDES_SM_70 _NV_F
#endif
#if __CUDA_ARCH__ >= 800
#define NV_PROVIDES_SM_80 _NV_T
#else
#define NV_PROVIDES_SM_80 _NV_F
#endif
#if __CUDA_ARCH__ >= 900
#define NV_PROVIDES_SM_90 _NV_T
#else
#define NV_PROVIDES_SM_90 _NV_F
#endif
#else
#define NV_IS_DEVICE _NV_F
#define NV_IS_HOST _NV_T
#define NV_ANY_TARGET _NV_T
#define NV_PROVIDES_SM_70 _NV_F
#define NV_PROVIDES_SM_80 _NV_F
#define NV_PROVIDES_SM_90 _NV_F
#endif
#define NV_NO_TARGET _NV_F

#define _NV_IFE__NV_T(a, b) _NV_BLOCK(a)
#define _NV_IFE__NV_F(a, b) _NV_BLOCK(b)
#define _NV_IFE(q, a, b) _NV_CAT(_NV_IFE_, q)(a, b)
#define NV_IF_ELSE_TARGET(q, a, b) _NV_IFE(q, a, b)

#define _NV_IF__NV_T(a, ...) _NV_BLOCK(a)
#define _NV_IF__NV_F(a, ...) __VA_OPT__(_NV_BLOCK(__VA_ARGS__))
#define _NV_IF(q, ...) _NV_CAT(_NV_IF_, q)(__VA_ARGS__)
#define NV_IF_TARGET(q, ...) _NV_IF(q, __VA_ARGS__)
