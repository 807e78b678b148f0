
struct __attribute__((aligned(16))) V4 { int x, y, z, w; };
struct __attribute__((aligned(8))) V2 { unsigned x, y; };
#if defined(HOST)
#define HD
#else
#define HD __device__
#endif
#if defined(HOST) || !defined(__CUDACC_RTC__)
static HD inline __attribute__((always_inline)) unsigned umin(unsigned x, unsigned y) { return x < y ? x : y; }
static HD inline __attribute__((always_inline)) int imax(int x, int y) { return x > y ? x : y; }
#else
#define umin min
#define imax max
#endif
#if defined(HOST)
#include <stdint.h>
static inline unsigned __popc(unsigned x) { return __builtin_popcount(x); }
static inline unsigned __clz(unsigned x) { return x ? __builtin_clz(x) : 32; }
static inline unsigned __brev(unsigned x) { unsigned r = 0; for (int i = 0; i < 32; i++) r |= ((x >> i) & 1u) << (31 - i); return r; }
static inline unsigned __umulhi(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x * y) >> 32); }
#define DEVFN static
#define NOINLINE static __attribute__((noinline))
#define atomicAdd(p, v) (*(p) += (v))
#define atomicMax(p, v) (*(p) = *(p) > (v) ? *(p) : (v))
#define atomicOr(p, v) (*(p) |= (v))
#define atomicXor(p, v) (*(p) ^= (v))
static inline unsigned atomicCAS(unsigned *p, unsigned c, unsigned v) { unsigned o = *p; if (o == c) *p = v; return o; }
#elif defined(__CUDACC_RTC__)
#define DEVFN static __device__
#define NOINLINE static __device__ __noinline__
#else
static __device__ __forceinline__ unsigned __popc(unsigned x) { return __builtin_popcount(x); }
static __device__ __forceinline__ unsigned __clz(unsigned x) { return x ? __builtin_clz(x) : 32; }
static __device__ __forceinline__ unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
static __device__ __forceinline__ unsigned __umulhi(unsigned x, unsigned y) { return (unsigned)(((unsigned long long)x * y) >> 32); }
#define DEVFN static __device__
#define NOINLINE static __device__ __noinline__
#endif
DEVFN unsigned f1001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= __umulhi(46u, 582785004u);
    switch ((((3499122439u >> 28) | (3499122439u << 15))) % 3u) {
    case 0u:
        x ^= umin(__umulhi(47u, p0), (unsigned)(((unsigned long long)x << 22) / ((unsigned long long)754479384u | 1ull)));
        break;
    case 1u:
        x ^= p0;
        break;
    default:
        x ^= 198097230u;
    }
    if (umin(99u, x) > (unsigned)((signed char)p0)) {
        x = (unsigned)(((unsigned long long)p0 * (unsigned)((short)2623351984u)) >> 34);
        for (unsigned i1002 = 0; i1002 < (((3453045084u - x)) % 6u); i1002++) {
            x = __umulhi((10u >> (p0 & 31u)), x);
        }
    }
    x = ((unsigned)((int)x % (int)((p0 & 255u) + 1u)) << (p0 & 31u));
    return x + p0;
}
NOINLINE unsigned f1003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= (unsigned)((int)(86u ^ p1) / (int)((x & 7u) + 1u));
    p1 ^= (unsigned)((signed char)f1001(416893617u));
    p0 ^= ((2090505566u >> 13) | (2090505566u << 28));
    return x + p1;
}
NOINLINE unsigned f2001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = ((x >> (x & 31u)) + (p0 + 2039110255u));
    p0 ^= (p0 + (unsigned)(((unsigned long long)1214732097u * 66u) >> 33));
    { unsigned k2002 = ((unsigned)imax((int)p1, (int)27u)) % 5u;
    while (k2002 != 0u) {
        k2002--;
        p1 = (unsigned)((int)x % (int)((__clz(x) & 255u) + 1u));
        p1 = (unsigned)(((unsigned long long)89u << 3) / ((unsigned long long)x | 1ull));
    } }
    return x + p1;
}
DEVFN unsigned f2003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned k2004 = ((72u << (x & 31u))) % 4u;
    do {
        if (p0 >= p1) break;
    } while (k2004-- != 0u); }
    x = f2001(__popc(2160921977u), (unsigned)(int)((double)(62u & 4095u) * (double)(34u & 1023u) - (double)(62u >> 20)));
    if (true && (p0 > p0)) { return x ^ p0; }
    return x + p1;
}
NOINLINE unsigned f6001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = ((80u - p0) ^ (p0 + p0));
    switch ((__umulhi(p0, 92u)) % 4u) {
    case 0u:
        x ^= __umulhi(((p0 >> 6) | (p0 << 14)), (x + x));
    case 1u:
        switch (((unsigned)((unsigned char)1065327296u)) % 3u) {
        case 0u:
            p0 = (__umulhi(70u, 3644032436u) + (unsigned)(((unsigned long long)5u << 12) % ((unsigned long long)9u | 1ull)));
            break;
        case 1u:
            p0 = ((p0 * p0) - ((p0 >> 10) | (p0 << 20)));
            break;
        default:
            p0 = (p0 - 15u);
        }
        break;
    default:
        x ^= __umulhi((unsigned)(int)((float)(x & 4095u) * (float)(x & 1023u) - (float)(x >> 20)), (unsigned)(((unsigned long long)p0 * 11u) >> 3));
    }
    x ^= (unsigned)(int)((float)((x | 74u) & 4095u) * (float)((unsigned)(int)((double)(3987577626u & 4095u) * (double)(p0 & 1023u) - (double)(3987577626u >> 20)) & 1023u) - (float)((x | 74u) >> 20));
    return x + p0;
}
DEVFN unsigned f7001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    if ((int)48u < (int)p0) { return x ^ p0; }
    x = 50u;
    x ^= __brev((unsigned)((int)2465218498u % (int)((x & 65535u) + 1u)));
    if ((3651366535u & 7u) == 0u) { return x ^ p0; }
    return x + p0;
}
DEVFN unsigned f7002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if ((((593321659u & 1u) == 2u) ? 97u : p0) > (p0 + 15u)) {
        for (unsigned i7003 = 0; i7003 < ((__brev(3u)) % 6u); i7003++) {
            p0 = ((i7003 >> 27) | (i7003 << 10));
            p0 = p0;
        }
        x ^= ((51u | p1) ^ (unsigned)(((unsigned long long)3341437878u << 9) % ((unsigned long long)63u | 1ull)));
    }
    p1 ^= ((x - p0) / ((x & p0) | 1u));
    x = p1;
    return x + p1;
}
NOINLINE unsigned f9001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned arr9002[8];
    for (unsigned q = 0; q < 8u; q++) arr9002[q] = p0 + q * 1u;
    arr9002[((p0 & 1894171764u)) % 8u] = (p0 - 3u);
    p0 = arr9002[((x >> (x & 31u))) % 8u] ^ arr9002[5]; }
    p0 ^= p0;
    x = (unsigned)((int)p0 / (int)((1797060140u & 65535u) + 1u));
    x ^= __brev((unsigned)((unsigned char)22u));
    return x + p1;
}
DEVFN unsigned f9003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x = (unsigned)(int)((float)((p1 + 19u) & 4095u) * (float)(3314572733u & 1023u) - (float)((p1 + 19u) >> 20));
    x ^= umin(p1, (27u % (x | 1u)));
    p0 = f9001(p1, (x ^ 3725425936u));
    x ^= __umulhi((x + p0), (p1 >> (14u & 31u)));
    return x + p1;
}
NOINLINE unsigned f10001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x ^= (unsigned)(((unsigned long long)(32u >> (p1 & 31u)) * (p1 & 18u)) >> 17);
    p1 ^= ((p1 << (x & 31u)) - (unsigned)(((unsigned long long)x * 3749338039u) >> 17));
    switch ((((p0 == p1) ? 43u : p1)) % 4u) {
    case 0u:
        p0 = (x ^ (unsigned)(((unsigned long long)x << 21) / ((unsigned long long)x | 1ull)));
        break;
    case 1u:
        { unsigned k10002 = (((x >> 14) | (x << 15))) % 5u;
        while (k10002 != 0u) {
            k10002--;
            p1 = p0;
            p1 = ((((int)75u < (int)947093534u) ? p1 : p0) + 94u);
        } }
        break;
    case 2u:
        for (unsigned i10003 = 0; i10003 < 5u; i10003++) {
            x = (81u * 3191643715u);
        }
        break;
    default:
        switch (((3890208025u | 84u)) % 5u) {
        case 0u:
            p0 = __popc((unsigned)(int)((double)(p0 & 4095u) * (double)(x & 1023u) - (double)(p0 >> 20)));
        case 1u:
            x = (((int)34u < (int)umin(x, 99u)) ? p0 : __popc(p0));
            break;
        default:
            x = (unsigned)(((unsigned long long)(unsigned)imax((int)p0, (int)99u) * (p1 - 3541388437u)) >> 25);
        }
    }
    p1 ^= __popc((unsigned)(int)((float)(p1 & 4095u) * (float)(x & 1023u) - (float)(p1 >> 20)));
    return x + p1;
}
NOINLINE unsigned f10004(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x = (721251253u + f10001(p0, 15u));
    p0 ^= __brev(__umulhi(x, p0));
    x ^= 2808683493u;
    if (906038592u > ((x >> 26) | (x << 29))) {
        if ((int)90u < (int)(3u << (x & 31u))) {
            x = ((unsigned)(int)((double)(p1 & 4095u) * (double)(3287446472u & 1023u) - (double)(p1 >> 20)) * 5u);
        }
        x = ((unsigned)(((unsigned long long)x * 44u) >> 37) >> ((x * 946367962u) & 31u));
    } else {
        p1 ^= ((p1 > (unsigned)(((unsigned long long)p1 * 4257988700u) >> 27)) ? (unsigned)((int)p0 % (int)((x & 65535u) + 1u)) : (p0 - p1));
    }
    return x + p1;
}
NOINLINE unsigned f11001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned k11002 = ((unsigned)((signed char)p0)) % 4u;
    do {
        x = umin((p0 + 1609431100u), (p1 + 3180243272u));
        x = (unsigned)((int)p1 % (int)(((unsigned)((unsigned char)78u) & 7u) + 1u));
    } while (k11002-- != 0u); }
    p1 ^= (p0 + (unsigned)((int)x / (int)((p1 & 7u) + 1u)));
    p0 = ((((x & 1u) == 1u) && (27u > ((x >> 25) | (x << 14)))) ? (unsigned)(((unsigned long long)p1 * 4228895523u) >> 33) : (78u * x));
    return x + p1;
}
DEVFN unsigned f12001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = ((x << (38u & 31u)) << ((3183708147u + p1) & 31u));
    for (unsigned i12002 = 0; i12002 < 3u; i12002++) {
        p0 ^= ((p0 + 84u) / (__popc(3614149664u) | 1u));
    }
    { unsigned k12003 = (p1) % 5u;
    while (k12003 != 0u) {
        k12003--;
        if ((int)30u < (int)2461266266u) { return x ^ p0; }
        if (((p0 | 96u) & 3u) == 2u) {
            p0 = (unsigned)((short)(unsigned)(int)((double)(x & 4095u) * (double)(14u & 1023u) + (double)(x >> 20)));
            p1 = ((unsigned)((int)p1 % (int)((p1 & 255u) + 1u)) ^ (unsigned)(((unsigned long long)x * 3749880377u) >> 36));
        } else {
            p1 = (p1 | (x - x));
            x = ((((p1 & 3u) == 1u) ? 50u : p1) + (x ^ p0));
        }
    } }
    p0 ^= ((x % (p1 | 1u)) << (28u & 31u));
    return x + p1;
}
NOINLINE unsigned f12004(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = f12001(75u, ((x > x) ? 2735796801u : 6u));
    p0 = ((3262319628u + 96u) * (unsigned)(((unsigned long long)2203897573u << 2) % ((unsigned long long)4067340885u | 1ull)));
    { unsigned arr12005[4];
    for (unsigned q = 0; q < 4u; q++) arr12005[q] = x + q * 6u;
    arr12005[((p0 + 59u)) % 4u] = 2006521249u;
    x = arr12005[((unsigned)(((unsigned long long)p0 * x) >> 10)) % 4u] ^ arr12005[1]; }
    return x + p0;
}
NOINLINE unsigned f13001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= (__popc(p0) ^ 3638118460u);
    x ^= 35u;
    x ^= umin(86u, (unsigned)((int)x % (int)((1099806615u & 7u) + 1u)));
    return x + p0;
}
DEVFN unsigned f17001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= __umulhi(p0, umin(82u, x));
    x ^= p1;
    return x + p1;
}
DEVFN unsigned f20001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x ^= ((unsigned)(int)((float)(p0 & 4095u) * (float)(p1 & 1023u) + (float)(p0 >> 20)) * ((p1 >> 27) | (p1 << 11)));
    { unsigned k20002 = ((2967651375u ^ 41u)) % 5u;
    while (k20002 != 0u) {
        k20002--;
        p0 ^= ((49u - x) + (p0 - 9u));
        p0 ^= (unsigned)(((unsigned long long)((p1 >> 9) | (p1 << 5)) << 18) / ((unsigned long long)p1 | 1ull));
    } }
    x ^= x;
    return x + p1;
}
NOINLINE unsigned f20003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= ((1239825462u / (413708056u | 1u)) ^ (462127042u + p1));
    for (unsigned i20004 = 0; i20004 < 3u; i20004++) {
        p1 = 44u;
        p1 = p1;
        p1 ^= (((x | p0) >> 8) | ((x | p0) << 13));
    }
    return x + p1;
}
DEVFN unsigned f22001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= (((int)__clz(2330645758u) < (int)p0) ? (unsigned)imax((int)x, (int)x) : 69u);
    x = ((x * 3438385584u) + 3u);
    return x + p0;
}
NOINLINE unsigned f22002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if ((29u > p0) || ((x << (x & 31u)) > 32u)) {
        if (((unsigned)(((unsigned long long)p0 * p1) >> 15) & 1u) == 0u) {
            p0 = ((p0 + 51u) + x);
        } else {
            x = (__clz(p1) ^ f22001(p0));
        }
    } else {
        p1 ^= ((unsigned)(((unsigned long long)98u * p0) >> 31) * umin(521927219u, x));
        { unsigned arr22003[8];
        for (unsigned q = 0; q < 8u; q++) arr22003[q] = p0 + q * 7u;
        arr22003[(x) % 8u] = __umulhi(1209081610u, p0);
        p0 = arr22003[((4174443387u - p1)) % 8u] ^ arr22003[1]; }
    }
    { unsigned k22004 = (p1) % 5u;
    while (k22004 != 0u) {
        k22004--;
        p1 = (unsigned)(((unsigned long long)x << 11) / ((unsigned long long)(x + p1) | 1ull));
        p1 ^= (unsigned)(((unsigned long long)(17u & 2973686909u) << 30) / ((unsigned long long)f22001(3068217129u) | 1ull));
    } }
    p0 ^= (unsigned)(((unsigned long long)4u << 27) % ((unsigned long long)(unsigned)(((unsigned long long)1661792249u << 1) / ((unsigned long long)p0 | 1ull)) | 1ull));
    return x + p1;
}
NOINLINE unsigned f25001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= (unsigned)(((unsigned long long)x << 0) % ((unsigned long long)(x * p0) | 1ull));
    p1 ^= p0;
    p0 ^= p0;
    x ^= 3564175715u;
    return x + p1;
}
DEVFN unsigned f25002(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    { unsigned k25003 = ((68u | x)) % 5u;
    while (k25003 != 0u) {
        k25003--;
        switch (((unsigned)imax((int)94u, (int)3214382238u)) % 5u) {
        case 0u:
            p0 = p0;
            break;
        case 1u:
            p0 = f25001(p0, (p0 % (x | 1u)));
            break;
        default:
            x = (((p0 == 636086666u) && ((x & 1657330383u) > (unsigned)(((unsigned long long)1030698029u * p0) >> 18))) ? (p0 - x) : (x * p0));
        }
        p0 ^= ((x - x) | (unsigned)((unsigned short)2266640712u));
    } }
    p0 = ((9u >> 2) | (9u << 29));
    p0 = umin(3305652090u, (unsigned)(((unsigned long long)p0 << 3) / ((unsigned long long)x | 1ull)));
    p0 ^= ((unsigned)(((unsigned long long)p0 << 0) / ((unsigned long long)p0 | 1ull)) ^ (p0 * x));
    return x + p0;
}
NOINLINE unsigned f27001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x = 13u;
    x ^= p0;
    return x + p0;
}
DEVFN unsigned f27002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= (unsigned)((int)(unsigned)(((unsigned long long)3745854438u * x) >> 32) / (int)(((p1 * p0) & 65535u) + 1u));
    p1 = ((x + p1) - (unsigned)((unsigned short)p1));
    return x + p1;
}
NOINLINE unsigned f28001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 = __popc(p1);
    p1 ^= (p1 / ((3392089477u & 3122312813u) | 1u));
    return x + p1;
}
DEVFN unsigned f29001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if (((unsigned)(((unsigned long long)p1 * 27u) >> 15) & 3u) == 0u) {
        { unsigned arr29002[4];
        for (unsigned q = 0; q < 4u; q++) arr29002[q] = x + q * 5u;
        arr29002[(p1) % 4u] = (unsigned)(((unsigned long long)p1 << 30) % ((unsigned long long)28u | 1ull));
        x = arr29002[((unsigned)(((unsigned long long)x * 29u) >> 4)) % 4u] ^ arr29002[3]; }
    } else {
        p1 ^= 1991519749u;
    }
    p0 ^= ((__popc(p1) >> 25) | (__popc(p1) << 21));
    return x + p1;
}
DEVFN unsigned f29003(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = ((unsigned)(int)((float)(x & 4095u) * (float)(p0 & 1023u) + (float)(x >> 20)) & __umulhi(x, p0));
    p0 ^= 99u;
    x ^= umin((3407083456u & p0), umin(x, x));
    return x + p0;
}
DEVFN unsigned f31001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x ^= ((unsigned)imax((int)p0, (int)p0) + p1);
    x ^= x;
    { unsigned arr31002[4];
    for (unsigned q = 0; q < 4u; q++) arr31002[q] = p0 + q * 6u;
    arr31002[(p0) % 4u] = 45u;
    p0 = arr31002[((p0 / (x | 1u))) % 4u] ^ arr31002[2]; }
    { unsigned arr31003[4];
    for (unsigned q = 0; q < 4u; q++) arr31003[q] = x + q * 6u;
    arr31003[((90u * p0)) % 4u] = (1500027861u + x);
    x = arr31003[((p0 >> (p0 & 31u))) % 4u] ^ arr31003[1]; }
    return x + p1;
}
DEVFN unsigned f31004(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x ^= (x & p0);
    if (2201848929u > 1287103130u) { return x ^ p0; }
    p0 ^= p0;
    return x + p1;
}
DEVFN unsigned f34001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned k34002 = (p1) % 5u;
    while (k34002 != 0u) {
        k34002--;
        p1 ^= 10u;
        p0 = (x & ((87u == 62u) ? 1622359090u : p1));
    } }
    p0 ^= p0;
    return x + p1;
}
DEVFN unsigned f34003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 ^= __popc(__brev(p1));
    switch ((f34001(p1, p1)) % 3u) {
    case 0u:
        { unsigned k34004 = (f34001(46u, 72u)) % 5u;
        while (k34004 != 0u) {
            k34004--;
            x = (unsigned)(((unsigned long long)x * umin(x, 40u)) >> 13);
            x = ((13u % (p0 | 1u)) ^ (((4000449076u & 3u) == 2u) ? 76u : 12u));
        } }
        break;
    case 1u:
        for (unsigned i34005 = 0; i34005 < 1u; i34005++) {
            p0 = ((x * i34005) ^ (unsigned)(int)((float)(p1 & 4095u) * (float)(p0 & 1023u) - (float)(p1 >> 20)));
            x = (unsigned)(((unsigned long long)68u << 31) % ((unsigned long long)p1 | 1ull));
            p1 = (unsigned)(int)((float)(f34001(2910496616u, i34005) & 4095u) * (float)((p0 + 45u) & 1023u) + (float)(f34001(2910496616u, i34005) >> 20));
        }
        break;
    case 2u:
        switch (((45u & 70u)) % 5u) {
        case 0u:
            x = (1492092158u >> (f34001(x, p1) & 31u));
            break;
        case 1u:
            p1 = ((unsigned)((short)72u) | (unsigned)(((unsigned long long)2793273939u << 12) / ((unsigned long long)p1 | 1ull)));
            break;
        case 2u:
            p0 = ((unsigned)(int)((float)(94u & 4095u) * (float)(x & 1023u) - (float)(94u >> 20)) << ((p1 / (p0 | 1u)) & 31u));
            break;
        default:
            p0 = ((unsigned)(((unsigned long long)4037372564u * 1890259733u) >> 27) & (p0 + 2054762138u));
        }
        break;
    default:
        x ^= (unsigned)((signed char)(924932066u ^ x));
    }
    return x + p1;
}
NOINLINE unsigned f36001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= ((x > (unsigned)(int)((double)(2733074470u & 4095u) * (double)(p0 & 1023u) - (double)(2733074470u >> 20))) ? __popc(x) : (unsigned)(((unsigned long long)p0 << 6) % ((unsigned long long)x | 1ull)));
    p0 ^= ((unsigned)(int)((float)(3225669032u & 4095u) * (float)(753895109u & 1023u) + (float)(3225669032u >> 20)) + x);
    return x + p0;
}
NOINLINE unsigned f37001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= 55u;
    { unsigned k37002 = (2450822626u) % 4u;
    do {
        x ^= p0;
        if ((p1 <= p1) || ((unsigned)(int)((float)(x & 4095u) * (float)(674354275u & 1023u) + (float)(x >> 20)) > p0)) {
            p0 = umin(p1, p1);
            p0 = 52u;
        }
    } while (k37002-- != 0u); }
    p0 ^= __brev((p0 & 654662834u));
    switch (((866861705u + 1445972825u)) % 4u) {
    case 0u:
        p0 = 62u;
        break;
    case 1u:
        p0 ^= ((11u / (x | 1u)) + (54u & x));
    default:
        p1 ^= __brev(x);
    }
    return x + p1;
}
DEVFN unsigned f37003(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= umin(71u, 3099324156u);
    p0 ^= 3988514191u;
    return x + p0;
}
NOINLINE unsigned f39001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= (((((4205979329u >> 7) | (4205979329u << 29)) & 3u) == 1u) ? (p0 + 1499369012u) : 2298299773u);
    p0 ^= __umulhi(p0, 3934980858u);
    return x + p0;
}
DEVFN unsigned f39002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    for (unsigned i39003 = 0; i39003 < 5u; i39003++) {
        p1 ^= ((unsigned)((int)i39003 % (int)((p0 & 65535u) + 1u)) + 3811054296u);
        if ((i39003 & 1u) == 0u) continue;
        x ^= (p0 | (unsigned)((int)58u % (int)((910764758u & 65535u) + 1u)));
    }
    p1 ^= (unsigned)((int)p0 / (int)((f39001(p1) & 7u) + 1u));
    return x + p1;
}
extern "C" __global__ void g35_0(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2649297014u ^ TIDX, d = sm0[(TIDX + 30u) % BDIM];
    for (int u1 = 0; u1 < 8; u1++) a += (unsigned)in[(tid * 8u + (unsigned)u1) % 64u] * (u1 + 1);
    c ^= (unsigned)((const V4 *)in)[((b * a)) % 16u].z;
    b ^= TIDX;
    c ^= ((unsigned)(((unsigned long long)a << 6) / ((unsigned long long)TIDX | 1ull)) + (d << (a & 31u)));
#pragma unroll
    for (int u2 = 0; u2 < 2; u2++) a += (unsigned)in[(tid * 2u + (unsigned)u2) % 64u] * (u2 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3000781823u ^ TIDX, d = sm1[(TIDX + 39u) % BDIM];
    for (int u3 = 0; u3 < 4; u3++) d += (unsigned)in[(tid * 4u + (unsigned)u3) % 64u] * (u3 + 1);
    for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    { unsigned arr4[4];
    for (unsigned q = 0; q < 4u; q++) arr4[q] = c + q * 6u;
    arr4[(__clz(b)) % 4u] = ((442955492u >> 30) | (442955492u << 27));
    c = arr4[((257117763u ^ b)) % 4u] ^ arr4[2]; }
    for (int u5 = 0; u5 < 8; u5++) a += (unsigned)in[(tid * 8u + (unsigned)u5) % 64u] * (u5 + 1);
    atomicMax(&cnt[4u + (d) % 4u], (d % (b | 1u)));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 818612459u ^ TIDX, d = sm0[(TIDX + 19u) % BDIM];
    if ((a >> (TIDX & 31u)) < __clz(TIDX)) {
#pragma unroll
        for (int u6 = 0; u6 < 4; u6++) b += (unsigned)in[(tid * 4u + (unsigned)u6) % 64u] * (u6 + 1);
    } else {
        d ^= c;
        { unsigned arr7[8];
        for (unsigned q = 0; q < 8u; q++) arr7[q] = c + q * 1u;
        arr7[(3841613557u) % 8u] = (262644773u + b);
        c = arr7[(__clz(TIDX)) % 8u] ^ arr7[5]; }
    }
    for (int u8 = 0; u8 < 4; u8++) a += (unsigned)in[(tid * 4u + (unsigned)u8) % 64u] * (u8 + 1);
    d = (((d >> 18) | (d << 6)) + 37u);
    { unsigned arr9[8];
    for (unsigned q = 0; q < 8u; q++) arr9[q] = c + q * 1u;
    arr9[(__clz(42u)) % 8u] = b;
    c = arr9[((TIDX - 3653842181u)) % 8u] ^ arr9[0]; }
    switch (((2461336336u % (tid | 1u))) % 4u) {
    case 0u:
        d ^= (unsigned)((signed char)(unsigned)((int)93u % (int)((d & 65535u) + 1u)));
        break;
    case 1u:
        b ^= ((unsigned)(((unsigned long long)c << 10) / ((unsigned long long)0u | 1ull)) ^ (unsigned)(int)((float)(2094947437u & 4095u) * (float)(b & 1023u) - (float)(2094947437u >> 20)));
        break;
    case 2u:
        for (int u10 = 0; u10 < 8; u10++) c += (unsigned)in[(tid * 8u + (unsigned)u10) % 64u] * (u10 + 1);
        break;
    default:
        if ((tid % 32u == 2u) && (__brev(b) > (c & c))) {
            switch (((a ^ 22u)) % 5u) {
            case 0u:
                c = a;
                break;
            case 1u:
                d = (a + (unsigned)(((unsigned long long)3575155755u << 13) % ((unsigned long long)tid | 1ull)));
                break;
            case 2u:
                d = __umulhi((unsigned)((const V4 *)in)[(a) % 16u].z, (unsigned)((signed char)68u));
            default:
                d = 3114170962u;
            }
            c = (((a - a) >> 4) | ((a - a) << 22));
        } else {
            { unsigned k11 = ((tid ^ a)) % 4u;
            do {
                c = ((unsigned)((const V4 *)in)[(b) % 16u].w << (__umulhi(c, d) & 31u));
                a = 72u;
            } while (k11-- != 0u); }
        }
    }
    b ^= (d ^ __clz(c));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_1(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1852204647u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    d = (((int)(2370762980u + d) < (int)TIDX) ? (((int)d < (int)b) ? TIDX : tid) : c);
    b = ((a * b) | c);
#pragma unroll 4
    for (int u1004 = 0; u1004 < 4; u1004++) c += (unsigned)in[(tid * 4u + (unsigned)u1004) % 64u] * (u1004 + 1);
    a ^= (unsigned)((int)41u / (int)(((unsigned)in[(tid) % 64u] & 255u) + 1u));
    for (unsigned i1005 = 0; i1005 < ((d) % 6u); i1005++) {
        d ^= (unsigned)(int)((double)(f1001(b) & 4095u) * (double)(2748912997u & 1023u) - (double)(f1001(b) >> 20));
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1365522117u ^ TIDX, d = sm0[(TIDX + 7u) % BDIM];
    d ^= f1001((a + c));
    a ^= (unsigned)((int)__umulhi(d, d) / (int)(((b - tid) & 65535u) + 1u));
    c ^= (((((tid >> 14) | (tid << 30)) & 7u) == 0u) ? b : (a - d));
    for (unsigned i1006 = 0; i1006 < 3u; i1006++) {
        if ((int)i1006 < (int)a) break;
        for (int u1007 = 0; u1007 < 4; u1007++) b += (unsigned)in[(tid * 4u + (unsigned)u1007) % 64u] * (u1007 + 1);
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_2(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1736074566u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    b ^= __umulhi((unsigned)((short)tid), ((1016252280u >> 20) | (1016252280u << 26)));
    switch ((83u) % 5u) {
    case 0u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        break;
    case 1u:
        d = (unsigned)((const V4 *)in)[((1339983087u - c)) % 24u].z;
        break;
    case 2u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        break;
    default:
        c = (unsigned)((int)(86u - d) / (int)((__umulhi(tid, d) & 7u) + 1u));
    }
    { unsigned arr2005[4];
    for (unsigned q = 0; q < 4u; q++) arr2005[q] = b + q * 3u;
    arr2005[(c) % 4u] = (d / (b | 1u));
    b = arr2005[((TIDX / (a | 1u))) % 4u] ^ arr2005[1]; }
    a = (unsigned)in[(b) % 96u];
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1598555025u ^ TIDX, d = sm1[(TIDX + 15u) % BDIM];
    { unsigned arr2006[8];
    for (unsigned q = 0; q < 8u; q++) arr2006[q] = c + q * 6u;
    arr2006[((unsigned)((unsigned char)TIDX)) % 8u] = (unsigned)((const V4 *)in)[(d) % 24u].y;
    c = arr2006[((unsigned)((short)a)) % 8u] ^ arr2006[6]; }
    d = umin(tid, (unsigned)(((unsigned long long)b << 30) / ((unsigned long long)89u | 1ull)));
    a ^= 19u;
    switch (((unsigned)((unsigned short)d)) % 3u) {
    case 0u:
        if ((int)(unsigned)(((unsigned long long)TIDX * 51u) >> 13) < (int)(a ^ d)) {
            c = (unsigned)(int)((double)(4214326329u & 4095u) * (double)(((true && (d > 3079156404u)) ? b : d) & 1023u) - (double)(4214326329u >> 20));
            a = 35u;
        } else {
            for (unsigned i2007 = 0; i2007 < ((2763238489u) % 6u); i2007++) {
                c = (unsigned)(((unsigned long long)c << 29) / ((unsigned long long)(TIDX + b) | 1ull));
            }
            a ^= ((d < (b >> (35u & 31u))) ? a : (unsigned)((unsigned char)tid));
        }
        break;
    case 1u:
        b = ((989853214u ^ 3411048606u) % ((b - b) | 1u));
        break;
    default:
        if ((c & 3u) == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_3(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 390934822u ^ TIDX, d = sm0[(TIDX + 19u) % BDIM];
    for (unsigned i3001 = 0; i3001 < ((__umulhi(tid, tid)) % 6u); i3001++) {
        for (int u3002 = 0; u3002 < 8; u3002++) a += (unsigned)in[(tid * 8u + (unsigned)u3002) % 64u] * (u3002 + 1);
    }
    for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    c ^= ((unsigned)((const V4 *)in)[(c) % 16u].w >> (((true && (d > d)) ? 2659863527u : d) & 31u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_4(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2366945007u ^ TIDX, d = sm0[(TIDX + 18u) % BDIM];
    c = (unsigned)((const V4 *)in)[(tid) % 24u].w;
    for (int u4001 = 0; u4001 < 8; u4001++) b += (unsigned)in[(tid * 8u + (unsigned)u4001) % 96u] * (u4001 + 1);
    c = (__umulhi(1217280074u, tid) & (unsigned)(int)((float)(TIDX & 4095u) * (float)(1241349178u & 1023u) - (float)(TIDX >> 20)));
    b ^= ((unsigned)(int)((double)(TIDX & 4095u) * (double)(3133106974u & 1023u) - (double)(TIDX >> 20)) + (tid % (b | 1u)));
    a ^= (unsigned)imax((int)tid, (int)((c >> 4) | (c << 5)));
    for (unsigned i4002 = 0; i4002 < 1u; i4002++) {
        b ^= TIDX;
        b = (46u + (tid - 755014977u));
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 20u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 20u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2626625264u ^ TIDX, d = sm0[(TIDX + 24u) % BDIM];
    switch (((c * c)) % 5u) {
    case 0u:
        a ^= (__umulhi(c, tid) - (a - c));
        break;
    case 1u:
        switch (((unsigned)((int)a % (int)((a & 7u) + 1u))) % 3u) {
        case 0u:
            c ^= umin((unsigned)(((unsigned long long)c << 23) % ((unsigned long long)TIDX | 1ull)), (unsigned)((unsigned char)c));
            break;
        case 1u:
            if ((TIDX | d) < tid) {
                c = (unsigned)((const V4 *)in)[((c << (d & 31u))) % 24u].x;
                c = ((unsigned)(int)((float)(TIDX & 4095u) * (float)(a & 1023u) - (float)(TIDX >> 20)) + (unsigned)((int)b / (int)((67u & 255u) + 1u)));
            } else {
                b = __umulhi(b, 92u);
                d = ((unsigned)((int)41u % (int)((TIDX & 7u) + 1u)) * __umulhi(a, a));
            }
            break;
        case 2u:
            switch ((TIDX) % 3u) {
            case 0u:
                d = __brev((unsigned)((const V4 *)in)[(597362971u) % 24u].z);
                break;
            case 1u:
                a = (unsigned)(((unsigned long long)TIDX << 26) / ((unsigned long long)(d | a) | 1ull));
                break;
            case 2u:
                c = b;
            default:
                d = (c & (unsigned)((const V4 *)in)[(b) % 24u].w);
            }
            break;
        default:
            { unsigned arr4003[8];
            for (unsigned q = 0; q < 8u; q++) arr4003[q] = d + q * 6u;
            arr4003[((((d & 1u) == 2u) ? d : 3213401941u)) % 8u] = (unsigned)(((unsigned long long)TIDX * TIDX) >> 34);
            d = arr4003[(3219709146u) % 8u] ^ arr4003[2]; }
        }
        break;
    default:
        c = (unsigned)(((unsigned long long)3880030558u * (unsigned)(((unsigned long long)1876278143u << 15) % ((unsigned long long)d | 1ull))) >> 13);
    }
    b = (tid + (unsigned)((const V4 *)in)[(c) % 24u].w);
    b = (umin(3u, TIDX) % (TIDX | 1u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 635090542u ^ TIDX, d = sm1[(TIDX + 23u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    { unsigned arr4004[4];
    for (unsigned q = 0; q < 4u; q++) arr4004[q] = d + q * 5u;
    arr4004[((b - 7u)) % 4u] = (2843429256u + 73u);
    d = arr4004[((c + b)) % 4u] ^ arr4004[0]; }
    a = ((TIDX << (2247003858u & 31u)) ^ __umulhi(tid, 169156809u));
    a = __popc((d >> (tid & 31u)));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_5(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 404153338u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    if ((true && (b > d)) || (((a < TIDX) ? b : TIDX) > (unsigned)(int)((double)(TIDX & 4095u) * (double)(2142423136u & 1023u) + (double)(TIDX >> 20)))) {
        d = (unsigned)(((unsigned long long)(unsigned)in[(TIDX) % 96u] * (c * c)) >> 24);
        atomicAdd(&cnt[((tid ^ d)) % 4u], (((c >> 2) | (c << 29))) & 255u);
    } else {
        if (((unsigned)((const V4 *)in)[(b) % 24u].y & 1u) == 1u) {
            for (unsigned i5001 = 0; i5001 < ((((tid % 5u == 0u) ? a : 1485098515u)) % 6u); i5001++) {
                c = (((13u >> 3) | (13u << 24)) - (unsigned)in[(a) % 96u]);
                c = ((unsigned)(((unsigned long long)TIDX * c) >> 1) * (tid << (tid & 31u)));
                d = (unsigned)(int)((double)((TIDX & b) & 4095u) * (double)((91u + i5001) & 1023u) + (double)((TIDX & b) >> 20));
            }
        }
    }
    d = b;
    atomicAdd(&cnt[((tid + TIDX)) % 4u], (tid) & 255u);
    a = (c + 797794214u);
    for (unsigned i5002 = 0; i5002 < (((unsigned)((unsigned char)15u)) % 6u); i5002++) {
        { unsigned k5003 = (((d >> 12) | (d << 11))) % 4u;
        do {
            if ((tid % 7u == 0u) && ((b % (tid | 1u)) > tid)) {
                c = (unsigned)((const V4 *)in)[((((TIDX & 3u) == 2u) ? 84u : b)) % 24u].y;
            } else {
                c = (unsigned)((unsigned short)(i5002 - tid));
            }
            a = ((unsigned)(((unsigned long long)2u << 4) % ((unsigned long long)b | 1ull)) + 48u);
        } while (k5003-- != 0u); }
        a = ((unsigned)(int)((float)(62u & 4095u) * (float)(a & 1023u) + (float)(62u >> 20)) + c);
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1037615050u ^ TIDX, d = sm1[(TIDX + 23u) % BDIM];
    b ^= umin(b, TIDX);
    b ^= d;
    c ^= (a * __popc(b));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 9u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 9u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 945104270u ^ TIDX, d = sm1[(TIDX + 1u) % BDIM];
    if ((true || (TIDX > c)) || ((b ^ TIDX) > TIDX)) {
        if (((TIDX | tid) & 1u) == 2u) {
            d ^= ((unsigned)((int)13u / (int)((a & 65535u) + 1u)) << ((a ^ d) & 31u));
        }
    } else {
        d ^= umin(umin(52u, d), b);
        a = (28u + (TIDX & 94u));
    }
    b ^= (unsigned)((const V4 *)in)[((d - b)) % 24u].z;
#pragma unroll
    for (int u5004 = 0; u5004 < 2; u5004++) b += (unsigned)in[(tid * 2u + (unsigned)u5004) % 96u] * (u5004 + 1);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1294450458u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    c = b;
    if ((int)c < (int)c) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    atomicAdd(&cnt[(((d >> 1) | (d << 9))) % 4u], (c) & 255u);
    if ((TIDX & 1u) == 0u) {
        if ((b >= 1517654135u) || (__popc(a) > __popc(TIDX))) {
            switch ((35u) % 4u) {
            case 0u:
                a = (d << (__umulhi(tid, d) & 31u));
            case 1u:
                d = 1604557296u;
                break;
            case 2u:
                a = (unsigned)imax((int)(d & a), (int)((a >> 25) | (a << 27)));
                break;
            default:
                b = (2118969441u | (((49590004u & 1u) == 1u) ? TIDX : TIDX));
            }
            { unsigned k5005 = ((unsigned)((unsigned char)tid)) % 5u;
            while (k5005 != 0u) {
                k5005--;
                d = (unsigned)((int)(3016943309u << (a & 31u)) / (int)((a & 255u) + 1u));
            } }
        } else {
            atomicXor(&cnt[10u + (a) % 2u], d);
        }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_6(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 260434382u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    b = 1589149872u;
    d = (((60u * c) >> 26) | ((60u * c) << 17));
    if (tid % 2u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_7(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2704728902u ^ TIDX, d = sm0[(TIDX + 14u) % BDIM];
    a = ((unsigned)in[(c) % 96u] + (d | TIDX));
    c = (unsigned)in[((d << (d & 31u))) % 96u];
    a = ((((2679812502u >> 16) | (2679812502u << 21)) != (TIDX ^ 38u)) ? tid : b);
    d = (d - (d - 572592446u));
    d ^= f7002(__clz(b), (unsigned)in[(b) % 96u]);
    c ^= ((unsigned)imax((int)c, (int)c) ^ (b << (c & 31u)));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1324713718u ^ TIDX, d = sm1[(TIDX + 25u) % BDIM];
    atomicAdd(&cnt[(TIDX) % 4u], (((tid != TIDX) ? 2798760280u : tid)) & 255u);
    for (int u7004 = 0; u7004 < 8; u7004++) a += (unsigned)in[(tid * 8u + (unsigned)u7004) % 96u] * (u7004 + 1);
    { unsigned k7005 = (((true && (TIDX > 2260217613u)) ? d : tid)) % 5u;
    while (k7005 != 0u) {
        k7005--;
        { unsigned k7006 = ((a % (d | 1u))) % 4u;
        do {
            for (int u7007 = 0; u7007 < 2; u7007++) d += (unsigned)in[(tid * 2u + (unsigned)u7007) % 96u] * (u7007 + 1);
            b ^= TIDX;
        } while (k7006-- != 0u); }
        { unsigned arr7008[4];
        for (unsigned q = 0; q < 4u; q++) arr7008[q] = d + q * 4u;
        arr7008[(TIDX) % 4u] = a;
        d = arr7008[(__umulhi(d, b)) % 4u] ^ arr7008[3]; }
    } }
    if ((int)tid < (int)(a ^ TIDX)) {
#pragma unroll 2
        for (int u7009 = 0; u7009 < 4; u7009++) b += (unsigned)in[(tid * 4u + (unsigned)u7009) % 96u] * (u7009 + 1);
        for (int u7010 = 0; u7010 < 8; u7010++) d += (unsigned)in[(tid * 8u + (unsigned)u7010) % 96u] * (u7010 + 1);
    }
    for (unsigned i7011 = 0; i7011 < 1u; i7011++) {
        { unsigned arr7012[4];
        for (unsigned q = 0; q < 4u; q++) arr7012[q] = b + q * 4u;
        arr7012[((a % (390709336u | 1u))) % 4u] = (d & TIDX);
        b = arr7012[(1216232783u) % 4u] ^ arr7012[0]; }
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 17u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (17u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3004332746u ^ TIDX, d = sm1[(TIDX + 6u) % BDIM];
    for (unsigned i7013 = 0; i7013 < (((TIDX * 1945308979u)) % 6u); i7013++) {
#pragma unroll 2
        for (int u7014 = 0; u7014 < 2; u7014++) c += (unsigned)in[(tid * 2u + (unsigned)u7014) % 96u] * (u7014 + 1);
    }
    if (true && (b > 71u)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    { unsigned arr7015[4];
    for (unsigned q = 0; q < 4u; q++) arr7015[q] = c + q * 3u;
    arr7015[((unsigned)(int)((double)(44u & 4095u) * (double)(c & 1023u) - (double)(44u >> 20))) % 4u] = (unsigned)(((unsigned long long)TIDX * a) >> 38);
    c = arr7015[(TIDX) % 4u] ^ arr7015[2]; }
    b ^= d;
    for (unsigned i7016 = 0; i7016 < (((unsigned)((const V4 *)in)[(910565319u) % 24u].w) % 6u); i7016++) {
        d ^= (unsigned)in[(a) % 96u];
        for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        if ((int)c < (int)b) continue;
    }
    if ((91u & 7u) == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_8(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 24457914u ^ TIDX, d = sm0[(TIDX + 20u) % BDIM];
    b = ((TIDX * a) ^ (unsigned)(((unsigned long long)90u << 14) % ((unsigned long long)d | 1ull)));
    a = __umulhi(c, TIDX);
    switch (((a + 17u)) % 4u) {
    case 0u:
        c ^= (((int)TIDX < (int)(TIDX + TIDX)) ? TIDX : (unsigned)((const V4 *)in)[(d) % 20u].w);
        break;
    case 1u:
        a ^= ((((int)d < (int)b) ? d : 53u) >> ((unsigned)(((unsigned long long)tid * a) >> 11) & 31u));
    case 2u:
        b ^= ((unsigned)((signed char)3768618648u) | (b | TIDX));
        break;
    default:
        switch (((3314224162u * c)) % 5u) {
        case 0u:
            b ^= tid;
        case 1u:
            for (unsigned i8001 = 0; i8001 < 1u; i8001++) {
                c = (unsigned)(((unsigned long long)24u * 52u) >> 12);
            }
        default:
            { unsigned arr8002[8];
            for (unsigned q = 0; q < 8u; q++) arr8002[q] = b + q * 2u;
            arr8002[(umin(c, tid)) % 8u] = 64u;
            b = arr8002[(tid) % 8u] ^ arr8002[0]; }
        }
    }
    for (unsigned i8003 = 0; i8003 < 2u; i8003++) {
        for (unsigned s = tid; s < 80u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    }
    if ((tid % 2u == 0u) && (d > ((tid % 2u == 0u) ? TIDX : d))) {
        for (unsigned i8004 = 0; i8004 < ((__umulhi(c, 19u)) % 6u); i8004++) {
            c = ((tid | tid) << ((c - d) & 31u));
            if (i8004 > 444279697u) continue;
        }
    } else {
        if (((11u / (a | 1u)) & 7u) == 0u) {
            for (unsigned i8005 = 0; i8005 < (((unsigned)in[(65u) % 80u]) % 6u); i8005++) {
                b = __popc((d / (tid | 1u)));
                d = 21u;
            }
            c ^= ((c + d) & (unsigned)((signed char)b));
        }
    }
    for (unsigned i8006 = 0; i8006 < 3u; i8006++) {
        d ^= __umulhi((unsigned)(((unsigned long long)TIDX << 18) % ((unsigned long long)a | 1ull)), __umulhi(b, b));
        if (((true || (TIDX > TIDX)) ? tid : b) >= (4283699535u + a)) {
            if (tid % 5u == 2u) continue;
            for (unsigned i8007 = 0; i8007 < (((unsigned)(((unsigned long long)c * b) >> 13)) % 6u); i8007++) {
                d = (unsigned)((int)(c & i8007) / (int)(((tid ^ c) & 65535u) + 1u));
                c = (unsigned)(((unsigned long long)(unsigned)((signed char)d) * __brev(77u)) >> 20);
            }
        } else {
            b ^= ((unsigned)((unsigned char)c) & tid);
        }
        b ^= 3394748818u;
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3107876412u ^ TIDX, d = sm1[(TIDX + 9u) % BDIM];
    for (unsigned s = tid; s < 80u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    { unsigned arr8008[4];
    for (unsigned q = 0; q < 4u; q++) arr8008[q] = b + q * 6u;
    arr8008[((unsigned)((unsigned short)tid)) % 4u] = (a - 3838981954u);
    b = arr8008[((unsigned)((int)940933148u / (int)((c & 65535u) + 1u))) % 4u] ^ arr8008[1]; }
    a = tid;
    c ^= __umulhi((tid - c), b);
    b = (unsigned)in[(tid) % 80u];
    a = (unsigned)in[((unsigned)in[(c) % 80u]) % 80u];
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 614354272u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    if ((int)45u < (int)tid) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    d = (unsigned)in[((a + 19u)) % 80u];
    a ^= ((tid | tid) - (1965710807u & a));
    a = ((__brev(d) >> 1) | (__brev(d) << 14));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_9(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4263174293u ^ TIDX, d = sm0[(TIDX + 37u) % BDIM];
    if ((int)TIDX < (int)c) {
        for (unsigned i9004 = 0; i9004 < ((c) % 6u); i9004++) {
            atomicMax(&cnt[4u + (tid) % 4u], b);
        }
        switch ((b) % 4u) {
        case 0u:
            { unsigned arr9005[4];
            for (unsigned q = 0; q < 4u; q++) arr9005[q] = a + q * 2u;
            arr9005[(((3995848124u >> 22) | (3995848124u << 12))) % 4u] = (b - tid);
            a = arr9005[((unsigned)in[(d) % 80u]) % 4u] ^ arr9005[2]; }
            break;
        case 1u:
            for (unsigned i9006 = 0; i9006 < ((c) % 6u); i9006++) {
                c = a;
            }
            break;
        case 2u:
            switch (((4087975864u >> (tid & 31u))) % 4u) {
            case 0u:
                c = (__brev(tid) % (umin(3535324966u, b) | 1u));
                break;
            case 1u:
                b = d;
                break;
            case 2u:
                c = ((TIDX + b) | (2199708594u << (768896092u & 31u)));
            default:
                b = (unsigned)((short)((b >> 15) | (b << 18)));
            }
            break;
        default:
            { unsigned m9007 = (0u & TIDX), *p = &cnt[4u + (3767669807u) % 4u];
              unsigned old = *p, assumed;
              do { assumed = old; old = atomicCAS(p, assumed, m9007 > assumed ? m9007 : assumed); } while (assumed != old); }
        }
    } else {
        for (int u9008 = 0; u9008 < 8; u9008++) c += (unsigned)in[(tid * 8u + (unsigned)u9008) % 80u] * (u9008 + 1);
    }
    { unsigned arr9009[8];
    for (unsigned q = 0; q < 8u; q++) arr9009[q] = a + q * 8u;
    arr9009[((unsigned)(int)((float)(tid & 4095u) * (float)(tid & 1023u) - (float)(tid >> 20))) % 8u] = ((10u >> 3) | (10u << 14));
    a = arr9009[(tid) % 8u] ^ arr9009[7]; }
    b = (unsigned)((int)d / (int)((__popc(a) & 7u) + 1u));
    { unsigned m9010 = (2796774585u ^ a), *p = &cnt[4u + (b) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m9010 > assumed ? m9010 : assumed); } while (assumed != old); }
    { unsigned k9011 = ((((int)d < (int)41u) ? TIDX : 1248719768u)) % 5u;
    while (k9011 != 0u) {
        k9011--;
        c = umin((a << (c & 31u)), (b + a));
    } }
    a ^= (unsigned)in[(__clz(c)) % 80u];
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 378857381u ^ TIDX, d = sm1[(TIDX + 7u) % BDIM];
    c ^= (unsigned)((const V4 *)in)[(__brev(c)) % 20u].x;
    a = ((2508759484u * a) | (unsigned)imax((int)TIDX, (int)62u));
    b ^= 383010441u;
    a ^= (unsigned)((const V4 *)in)[((unsigned)(int)((double)(tid & 4095u) * (double)(c & 1023u) - (double)(tid >> 20))) % 20u].y;
    d ^= (TIDX ^ (747701289u & b));
    b ^= 754017986u;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3795029197u ^ TIDX, d = sm0[(TIDX + 33u) % BDIM];
    d = __umulhi((unsigned)((const V4 *)in)[(c) % 20u].z, (unsigned)(int)((double)(d & 4095u) * (double)(1565968005u & 1023u) + (double)(d >> 20)));
    switch ((78u) % 5u) {
    case 0u:
        switch (((unsigned)(((unsigned long long)d * tid) >> 14)) % 3u) {
        case 0u:
            a ^= (umin(11u, tid) % ((d - TIDX) | 1u));
            break;
        case 1u:
            for (int u9012 = 0; u9012 < 2; u9012++) a += (unsigned)in[(tid * 2u + (unsigned)u9012) % 80u] * (u9012 + 1);
        case 2u:
            a = umin(__popc(b), c);
            break;
        default:
            d ^= (f9001(3413982433u, a) / (2821106487u | 1u));
        }
    case 1u:
        for (int u9013 = 0; u9013 < 4; u9013++) c += (unsigned)in[(tid * 4u + (unsigned)u9013) % 80u] * (u9013 + 1);
        break;
    default:
        c ^= (unsigned)(((unsigned long long)(unsigned)(int)((double)(a & 4095u) * (double)(tid & 1023u) - (double)(a >> 20)) * (unsigned)((unsigned char)c)) >> 33);
    }
    for (int u9014 = 0; u9014 < 8; u9014++) c += (unsigned)in[(tid * 8u + (unsigned)u9014) % 80u] * (u9014 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1322515676u ^ TIDX, d = sm1[(TIDX + 32u) % BDIM];
    c ^= (tid ^ d);
    a ^= ((((c >> 27) | (c << 17)) >> 21) | (((c >> 27) | (c << 17)) << 13));
    if (((unsigned)(((unsigned long long)d * TIDX) >> 29) & 3u) == 1u) {
        for (unsigned i9015 = 0; i9015 < 5u; i9015++) {
            if (b > (TIDX << (d & 31u))) {
                b = (__brev(TIDX) >> (42u & 31u));
                d = (unsigned)imax((int)(b * i9015), (int)tid);
            } else {
                b = (tid ^ __umulhi(3013077938u, 1874076760u));
            }
            d = (f9003(b, b) + __umulhi(d, c));
        }
        c = tid;
    } else {
        { unsigned k9016 = ((a / (a | 1u))) % 4u;
        do {
            switch ((((tid % 33u == 1u) ? d : a)) % 4u) {
            case 0u:
                b = tid;
            case 1u:
                a = 95u;
                break;
            case 2u:
                d = d;
            default:
                a = 95u;
            }
            { unsigned arr9017[4];
            for (unsigned q = 0; q < 4u; q++) arr9017[q] = d + q * 8u;
            arr9017[((a % (2975530379u | 1u))) % 4u] = (c + d);
            d = arr9017[(d) % 4u] ^ arr9017[1]; }
        } while (k9016-- != 0u); }
    }
    for (unsigned i9018 = 0; i9018 < ((a) % 6u); i9018++) {
        for (unsigned s = tid; s < 80u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        { unsigned arr9019[8];
        for (unsigned q = 0; q < 8u; q++) arr9019[q] = a + q * 4u;
        arr9019[(370932630u) % 8u] = (unsigned)imax((int)b, (int)d);
        a = arr9019[(d) % 8u] ^ arr9019[2]; }
        if ((b & 1u) == 1u) continue;
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_10(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3838827989u ^ TIDX, d = sm0[(TIDX + 11u) % BDIM];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2622062292u ^ TIDX, d = sm0[(TIDX + 8u) % BDIM];
    d ^= 58u;
    c ^= ((c % (tid | 1u)) ^ (unsigned)in[(b) % 64u]);
    c ^= __umulhi((unsigned)(((unsigned long long)d * 98u) >> 37), a);
    for (unsigned i10005 = 0; i10005 < 2u; i10005++) {
#pragma unroll
        for (int u10006 = 0; u10006 < 2; u10006++) a += (unsigned)in[(tid * 2u + (unsigned)u10006) % 64u] * (u10006 + 1);
        if (a == 51u) continue;
    }
    { unsigned k10007 = ((b & d)) % 4u;
    do {
        switch (((d * d)) % 5u) {
        case 0u:
            { unsigned k10008 = ((c * tid)) % 5u;
            while (k10008 != 0u) {
                k10008--;
                d = ((unsigned)((const V4 *)in)[(c) % 16u].y * (unsigned)(((unsigned long long)a << 19) % ((unsigned long long)d | 1ull)));
                c = 46u;
            } }
            break;
        case 1u:
#pragma unroll
            for (int u10009 = 0; u10009 < 2; u10009++) d += (unsigned)in[(tid * 2u + (unsigned)u10009) % 64u] * (u10009 + 1);
            break;
        case 2u:
            for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
        default:
            b = (unsigned)in[(tid) % 64u];
        }
    } while (k10007-- != 0u); }
    a ^= (312793329u << (__clz(66u) & 31u));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 15u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (15u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3265873081u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    for (int u10010 = 0; u10010 < 2; u10010++) d += (unsigned)in[(tid * 2u + (unsigned)u10010) % 64u] * (u10010 + 1);
    { unsigned arr10011[4];
    for (unsigned q = 0; q < 4u; q++) arr10011[q] = d + q * 7u;
    arr10011[(TIDX) % 4u] = __umulhi(TIDX, TIDX);
    d = arr10011[(a) % 4u] ^ arr10011[0]; }
    { unsigned arr10012[8];
    for (unsigned q = 0; q < 8u; q++) arr10012[q] = d + q * 1u;
    arr10012[((TIDX ^ d)) % 8u] = c;
    d = arr10012[(__brev(79u)) % 8u] ^ arr10012[4]; }
    a ^= (((unsigned)(((unsigned long long)b << 10) / ((unsigned long long)a | 1ull)) > (TIDX ^ c)) ? (unsigned)in[(tid) % 64u] : (d + a));
    a ^= (unsigned)(((unsigned long long)(85u + a) << 26) % ((unsigned long long)f10001(tid, d) | 1ull));
    if ((a >= 2085247458u) && ((tid * 2488044428u) > TIDX)) {
        if ((int)(unsigned)(((unsigned long long)73u * 1738872381u) >> 18) < (int)__brev(c)) {
            d ^= ((tid % 33u == 0u) ? (d >> (c & 31u)) : (d - 44u));
            b = __umulhi(((tid >> 5) | (tid << 8)), (unsigned)in[(c) % 64u]);
        }
    } else {
        for (unsigned i10013 = 0; i10013 < (((3872024522u - c)) % 6u); i10013++) {
            for (unsigned i10014 = 0; i10014 < ((__popc(a)) % 6u); i10014++) {
                b = __clz((unsigned)((unsigned short)i10013));
            }
        }
        for (unsigned i10015 = 0; i10015 < 3u; i10015++) {
            d ^= (unsigned)((int)(116551976u + 4081635570u) % (int)((d & 7u) + 1u));
            a ^= (unsigned)((int)b / (int)(((85u & a) & 255u) + 1u));
            if (__umulhi(b, 81u) != (unsigned)(((unsigned long long)tid << 18) % ((unsigned long long)a | 1ull))) {
                c = i10015;
            } else {
                b = (__brev(d) >> (((643582143u >> 9) | (643582143u << 8)) & 31u));
            }
        }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3900930587u ^ TIDX, d = sm1[(TIDX + 15u) % BDIM];
    { unsigned k10016 = (c) % 5u;
    while (k10016 != 0u) {
        k10016--;
        c = __umulhi((3829402890u ^ a), (b + a));
    } }
    if (b >= d) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    for (unsigned i10017 = 0; i10017 < ((54u) % 6u); i10017++) {
        { unsigned arr10018[4];
        for (unsigned q = 0; q < 4u; q++) arr10018[q] = d + q * 6u;
        arr10018[(__clz(tid)) % 4u] = (d % (1940617467u | 1u));
        d = arr10018[((b | 1017568193u)) % 4u] ^ arr10018[1]; }
        { unsigned arr10019[4];
        for (unsigned q = 0; q < 4u; q++) arr10019[q] = a + q * 2u;
        arr10019[((unsigned)((int)4155025105u / (int)((c & 65535u) + 1u))) % 4u] = (unsigned)(int)((double)(32u & 4095u) * (double)(a & 1023u) + (double)(32u >> 20));
        a = arr10019[((c | c)) % 4u] ^ arr10019[1]; }
        switch (((i10017 - b)) % 5u) {
        case 0u:
            if (i10017 < 3957141623u) continue;
        case 1u:
            c ^= (f10004(176838785u, tid) << ((i10017 - tid) & 31u));
        case 2u:
            if (a >= 1401200813u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
            break;
        default:
            switch (((1021197143u & a)) % 4u) {
            case 0u:
                c = (unsigned)((const V4 *)in)[((unsigned)((const V4 *)in)[(a) % 16u].z) % 16u].z;
                break;
            case 1u:
                b = 96u;
                break;
            case 2u:
                b = (a & (unsigned)((unsigned short)i10017));
                break;
            default:
                c = TIDX;
            }
        }
    }
    switch (((22u + b)) % 5u) {
    case 0u:
        d ^= c;
    case 1u:
        for (unsigned i10020 = 0; i10020 < (((unsigned)((unsigned char)c)) % 6u); i10020++) {
            c = f10004(f10001(i10020, c), (22u ^ tid));
            d = (unsigned)((const V4 *)in)[((TIDX * c)) % 16u].y;
            if (true && (a > TIDX)) continue;
        }
        break;
    case 2u:
        d ^= __umulhi((unsigned)((const V4 *)in)[(a) % 16u].z, (TIDX & d));
    default:
        { unsigned k10021 = (__umulhi(tid, a)) % 5u;
        while (k10021 != 0u) {
            k10021--;
            a ^= TIDX;
        } }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_11(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2686351809u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    for (unsigned i11003 = 0; i11003 < 5u; i11003++) {
#pragma unroll
        for (int u11004 = 0; u11004 < 2; u11004++) b += (unsigned)in[(tid * 2u + (unsigned)u11004) % 80u] * (u11004 + 1);
    }
    switch (((unsigned)(int)((float)(c & 4095u) * (float)(a & 1023u) - (float)(c >> 20))) % 3u) {
    case 0u:
        switch (((unsigned)in[(TIDX) % 80u]) % 5u) {
        case 0u:
            b ^= __umulhi(90u, (36u ^ c));
            break;
        case 1u:
            d = __umulhi(f11001(c, TIDX), f11001(d, b));
            break;
        default:
            a = d;
        }
        break;
    case 1u:
        a ^= (unsigned)((unsigned short)(d - d));
        break;
    case 2u:
        a ^= (TIDX % (f11001(TIDX, 3616018209u) | 1u));
        break;
    default:
        d ^= (unsigned)in[((b >> (TIDX & 31u))) % 80u];
    }
    d ^= (unsigned)((int)c % (int)(((unsigned)in[(2417522365u) % 80u] & 7u) + 1u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 793178413u ^ TIDX, d = sm1[(TIDX + 32u) % BDIM];
    d ^= (c + ((d >> 8) | (d << 21)));
#pragma unroll 2
    for (int u11005 = 0; u11005 < 8; u11005++) a += (unsigned)in[(tid * 8u + (unsigned)u11005) % 80u] * (u11005 + 1);
    for (unsigned s = tid; s < 80u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    c = (unsigned)((const V4 *)in)[((unsigned)((const V4 *)in)[(TIDX) % 20u].y) % 20u].y;
    b ^= (unsigned)((const V4 *)in)[((unsigned)(((unsigned long long)b * a) >> 22)) % 20u].w;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_12(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 735606312u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    b ^= (((__popc(262135843u) & 3u) == 2u) ? (unsigned)((int)1907435604u % (int)((TIDX & 65535u) + 1u)) : a);
    for (unsigned i12006 = 0; i12006 < (((unsigned)((signed char)c)) % 6u); i12006++) {
        for (unsigned i12007 = 0; i12007 < ((f12001(d, i12006)) % 6u); i12007++) {
            atomicOr(&cnt[8u + (tid) % 2u], 1u << ((i12007) % 32u));
            d ^= (((2952671715u + 1156204745u) >> 22) | ((2952671715u + 1156204745u) << 20));
        }
        if (true && (a > 801277735u)) break;
        c = (unsigned)(int)((float)(TIDX & 4095u) * (float)((2613509690u + i12006) & 1023u) + (float)(TIDX >> 20));
    }
    c = (b << (__umulhi(c, b) & 31u));
    a = TIDX;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1539446724u ^ TIDX, d = sm1[(TIDX + 27u) % BDIM];
    atomicXor(&cnt[10u + (a) % 2u], (1u + 21u));
    for (unsigned i12008 = 0; i12008 < 1u; i12008++) {
        c = (i12008 + (b * d));
        d = (((c + i12008) >> 26) | ((c + i12008) << 16));
    }
    atomicAdd(&cnt[(__clz(d)) % 4u], (__brev(c)) & 255u);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3248428299u ^ TIDX, d = sm0[(TIDX + 10u) % BDIM];
    atomicAdd(&cnt[((a + tid)) % 4u], ((unsigned)in[(c) % 96u]) & 255u);
    switch (((unsigned)((short)4180914826u)) % 3u) {
    case 0u:
        switch (((unsigned)in[(TIDX) % 96u]) % 3u) {
        case 0u:
            if ((TIDX << (d & 31u)) >= (73u * TIDX)) {
                d = (f12004(24u) & c);
            } else {
                b = 3029987436u;
            }
            break;
        case 1u:
            d ^= __umulhi((unsigned)in[(TIDX) % 96u], (c >> (6u & 31u)));
            break;
        default:
            if ((true || (c > d)) && ((unsigned)((int)a / (int)((b & 65535u) + 1u)) > b)) {
                c = ((unsigned)in[(b) % 96u] - (unsigned)((int)c / (int)((d & 7u) + 1u)));
                a = (unsigned)((int)(1004521300u | d) % (int)((3679664002u & 255u) + 1u));
            }
        }
        break;
    case 1u:
        b ^= ((d ^ 32u) << ((unsigned)(((unsigned long long)c * b) >> 37) & 31u));
    default:
        b = TIDX;
    }
    switch ((((66u >> 16) | (66u << 20))) % 3u) {
    case 0u:
        if (((int)80u < (int)TIDX) && (((true || (d > d)) ? b : a) > ((c >> 1) | (c << 16)))) {
            a = (((2127937588u != tid) ? 59u : a) * (51u >> (TIDX & 31u)));
            a = (unsigned)((int)c / (int)((a & 65535u) + 1u));
        } else {
            { unsigned arr12009[4];
            for (unsigned q = 0; q < 4u; q++) arr12009[q] = b + q * 4u;
            arr12009[((unsigned)(((unsigned long long)c << 2) % ((unsigned long long)d | 1ull))) % 4u] = d;
            b = arr12009[(4084741623u) % 4u] ^ arr12009[1]; }
            atomicXor(&cnt[10u + (c) % 2u], (unsigned)((int)TIDX / (int)((c & 65535u) + 1u)));
        }
    case 1u:
        if ((int)(unsigned)in[(32u) % 96u] < (int)(unsigned)((int)b % (int)((tid & 65535u) + 1u))) {
            atomicAdd(&cnt[(c) % 4u], ((unsigned)((int)d / (int)((tid & 65535u) + 1u))) & 255u);
            b = __umulhi((unsigned)(int)((float)(c & 4095u) * (float)(tid & 1023u) - (float)(c >> 20)), (1991178733u ^ 30u));
        } else {
            b ^= (unsigned)(int)((float)((d * 1192575779u) & 4095u) * (float)((54u - tid) & 1023u) - (float)((d * 1192575779u) >> 20));
        }
        break;
    case 2u:
        for (unsigned i12010 = 0; i12010 < 5u; i12010++) {
            if (true || (d > b)) break;
            c ^= (unsigned)(((unsigned long long)(27u + d) << 8) / ((unsigned long long)b | 1ull));
            a = (unsigned)in[((((1062344025u & 1u) == 2u) ? a : tid)) % 96u];
        }
        break;
    default:
        b = (((true || (b > tid)) || ((unsigned)(((unsigned long long)2881366093u << 1) % ((unsigned long long)a | 1ull)) > f12004(a))) ? ((tid >= 97u) ? a : b) : (unsigned)((unsigned char)c));
    }
    if (tid % 5u == 0u) {
        { unsigned k12011 = (a) % 5u;
        while (k12011 != 0u) {
            k12011--;
            if (true && (TIDX > tid)) continue;
            { unsigned k12012 = (a) % 5u;
            while (k12012 != 0u) {
                k12012--;
                d = (unsigned)(((unsigned long long)d << 10) % ((unsigned long long)(c & 1734470026u) | 1ull));
            } }
        } }
    } else {
        a = (unsigned)((const V4 *)in)[((b * d)) % 24u].z;
        switch ((3352192944u) % 3u) {
        case 0u:
            b ^= (a + (d + 3772103418u));
            break;
        case 1u:
            { unsigned k12013 = ((unsigned)((int)d / (int)((tid & 65535u) + 1u))) % 4u;
            do {
                a = (unsigned)((int)(((int)b < (int)c) ? a : d) / (int)(((unsigned)in[(TIDX) % 96u] & 255u) + 1u));
                c = (__brev(tid) >> (3233165793u & 31u));
            } while (k12013-- != 0u); }
            break;
        default:
            d ^= (__umulhi(1136088983u, a) + (tid >> (a & 31u)));
        }
    }
    for (unsigned i12014 = 0; i12014 < 1u; i12014++) {
        for (unsigned i12015 = 0; i12015 < ((umin(b, b)) % 6u); i12015++) {
            c ^= (unsigned)((int)(unsigned)((short)TIDX) % (int)((umin(a, tid) & 7u) + 1u));
#pragma unroll
            for (int u12016 = 0; u12016 < 2; u12016++) a += (unsigned)in[(tid * 2u + (unsigned)u12016) % 96u] * (u12016 + 1);
            b ^= TIDX;
        }
        { unsigned m12017 = umin(d, 1303009298u), *p = &cnt[4u + (98u) % 4u];
          unsigned old = *p, assumed;
          do { assumed = old; old = atomicCAS(p, assumed, m12017 > assumed ? m12017 : assumed); } while (assumed != old); }
    }
    for (unsigned i12018 = 0; i12018 < 1u; i12018++) {
        { unsigned k12019 = ((unsigned)((int)i12018 % (int)((1915380850u & 65535u) + 1u))) % 4u;
        do {
            atomicAdd(&cnt[((unsigned)imax((int)i12018, (int)d)) % 4u], ((unsigned)((const V4 *)in)[(2515499169u) % 24u].y) & 255u);
            b = (__popc(d) & (unsigned)((int)d % (int)((b & 7u) + 1u)));
        } while (k12019-- != 0u); }
        { unsigned m12020 = (i12018 * 26u), *p = &cnt[4u + (tid) % 4u];
          unsigned old = *p, assumed;
          do { assumed = old; old = atomicCAS(p, assumed, m12020 > assumed ? m12020 : assumed); } while (assumed != old); }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2067474142u ^ TIDX, d = sm1[(TIDX + 37u) % BDIM];
    d ^= TIDX;
    a ^= TIDX;
    for (int u12021 = 0; u12021 < 8; u12021++) d += (unsigned)in[(tid * 8u + (unsigned)u12021) % 96u] * (u12021 + 1);
    c ^= ((855359383u + tid) ^ d);
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    { unsigned k12022 = ((TIDX << (d & 31u))) % 5u;
    while (k12022 != 0u) {
        k12022--;
        a ^= (unsigned)((unsigned char)((true || (c > TIDX)) ? b : 4132505052u));
    } }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_13(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4035505794u ^ TIDX, d = sm0[(TIDX + 13u) % BDIM];
    for (unsigned i13002 = 0; i13002 < 1u; i13002++) {
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    }
    atomicOr(&cnt[8u + (b) % 2u], 1u << (((2557449100u | c)) % 32u));
    c ^= (f13001(2605887589u) + (a & 2636459154u));
    { unsigned k13003 = ((c / (a | 1u))) % 4u;
    do {
        d = a;
    } while (k13003-- != 0u); }
    atomicAdd(&cnt[((1473013824u - TIDX)) % 4u], ((d | 3314960553u)) & 255u);
    d = 2987945670u;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3193687559u ^ TIDX, d = sm1[(TIDX + 16u) % BDIM];
    a ^= 128781884u;
    b = __umulhi((TIDX | tid), (d ^ tid));
    if (tid % 33u == 2u) {
        c ^= (unsigned)in[(umin(2591607097u, tid)) % 96u];
    } else {
        c ^= (c + (a << (a & 31u)));
        b ^= ((49u / (TIDX | 1u)) ^ c);
    }
    b ^= (unsigned)in[(TIDX) % 96u];
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2632633292u ^ TIDX, d = sm0[(TIDX + 17u) % BDIM];
    if (tid % 5u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    a ^= (unsigned)in[((unsigned)(int)((double)(3811496059u & 4095u) * (double)(TIDX & 1023u) + (double)(3811496059u >> 20))) % 96u];
    c ^= (unsigned)(int)((float)(__umulhi(TIDX, b) & 4095u) * (float)((unsigned)(((unsigned long long)tid << 18) % ((unsigned long long)c | 1ull)) & 1023u) + (float)(__umulhi(TIDX, b) >> 20));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_14(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3644790057u ^ TIDX, d = sm0[(TIDX + 28u) % BDIM];
    atomicXor(&cnt[10u + (c) % 2u], (tid + c));
    if ((c - d) == (unsigned)imax((int)TIDX, (int)TIDX)) {
        { unsigned k14001 = (umin(80u, TIDX)) % 5u;
        while (k14001 != 0u) {
            k14001--;
            d ^= (b & (unsigned)imax((int)3859790727u, (int)TIDX));
            for (unsigned s = tid; s < 80u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
        } }
#pragma unroll 4
        for (int u14002 = 0; u14002 < 2; u14002++) b += (unsigned)in[(tid * 2u + (unsigned)u14002) % 80u] * (u14002 + 1);
    } else {
        a = c;
        d = ((unsigned)(int)((double)(c & 4095u) * (double)(c & 1023u) - (double)(c >> 20)) ^ 892014130u);
    }
    b = tid;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1460735695u ^ TIDX, d = sm1[(TIDX + 27u) % BDIM];
    if (tid % 5u == 2u) {
        { unsigned k14003 = (TIDX) % 5u;
        while (k14003 != 0u) {
            k14003--;
            a = (unsigned)in[(b) % 80u];
        } }
    } else {
        d ^= (unsigned)in[(tid) % 80u];
        for (int u14004 = 0; u14004 < 2; u14004++) a += (unsigned)in[(tid * 2u + (unsigned)u14004) % 80u] * (u14004 + 1);
    }
    switch ((81656717u) % 4u) {
    case 0u:
        { unsigned k14005 = ((unsigned)(((unsigned long long)a * 67u) >> 31)) % 4u;
        do {
            if (tid % 2u == 0u) continue;
#pragma unroll 4
            for (int u14006 = 0; u14006 < 8; u14006++) a += (unsigned)in[(tid * 8u + (unsigned)u14006) % 80u] * (u14006 + 1);
        } while (k14005-- != 0u); }
    case 1u:
#pragma unroll
        for (int u14007 = 0; u14007 < 2; u14007++) c += (unsigned)in[(tid * 2u + (unsigned)u14007) % 80u] * (u14007 + 1);
        break;
    case 2u:
        switch (((unsigned)(int)((float)(3606053867u & 4095u) * (float)(91u & 1023u) - (float)(3606053867u >> 20))) % 4u) {
        case 0u:
            switch ((((a >> 29) | (a << 22))) % 4u) {
            case 0u:
                a = (__popc(17u) | (3056787070u - TIDX));
            case 1u:
                d = 1580411604u;
                break;
            default:
                d = (unsigned)((int)((203640928u >> 16) | (203640928u << 4)) / (int)(((((int)tid < (int)47u) ? b : 52u) & 255u) + 1u));
            }
            break;
        case 1u:
            { unsigned k14008 = (a) % 5u;
            while (k14008 != 0u) {
                k14008--;
                b = (c * umin(b, a));
            } }
            break;
        default:
            { unsigned k14009 = (umin(1522713458u, a)) % 5u;
            while (k14009 != 0u) {
                k14009--;
                a = a;
            } }
        }
        break;
    default:
        d ^= (unsigned)(int)((double)((TIDX & tid) & 4095u) * (double)(a & 1023u) + (double)((TIDX & tid) >> 20));
    }
    c = (unsigned)in[(258060056u) % 80u];
    { unsigned k14010 = (d) % 4u;
    do {
        for (unsigned s = tid; s < 80u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    } while (k14010-- != 0u); }
    c = (unsigned)(int)((float)(tid & 4095u) * (float)(75u & 1023u) + (float)(tid >> 20));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 899528276u ^ TIDX, d = sm0[(TIDX + 39u) % BDIM];
    switch (((d + tid)) % 3u) {
    case 0u:
        b ^= __brev(d);
        break;
    case 1u:
        d = __popc((tid & 907312994u));
        break;
    default:
        c = (unsigned)((int)(tid ^ a) % (int)(((unsigned)((int)b / (int)((b & 7u) + 1u)) & 255u) + 1u));
    }
    d ^= (((1861998365u >> 12) | (1861998365u << 19)) * 2945133008u);
    a ^= c;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2370247880u ^ TIDX, d = sm1[(TIDX + 6u) % BDIM];
    for (unsigned s = tid; s < 80u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    if (8u <= b) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    b = ((unsigned)(((unsigned long long)b * c) >> 32) + 91u);
    a = ((unsigned)((int)87u / (int)((TIDX & 65535u) + 1u)) >> (__popc(1461504584u) & 31u));
    b = TIDX;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_15(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2895183758u ^ TIDX, d = sm0[(TIDX + 20u) % BDIM];
    c = (58u + (unsigned)(int)((double)(a & 4095u) * (double)(TIDX & 1023u) + (double)(a >> 20)));
    { unsigned k15001 = (__umulhi(247945435u, b)) % 5u;
    while (k15001 != 0u) {
        k15001--;
        for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    } }
    if ((__popc(c) & 3u) == 1u) {
        if (c > c) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        if (TIDX < 2581577531u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } else {
#pragma unroll 4
        for (int u15002 = 0; u15002 < 4; u15002++) c += (unsigned)in[(tid * 4u + (unsigned)u15002) % 96u] * (u15002 + 1);
        for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_16(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1809976876u ^ TIDX, d = sm0[(TIDX + 30u) % BDIM];
    a = __umulhi(d, (792357033u + 537610969u));
    if (tid % 32u == 0u) {
        c ^= ((tid % 7u == 2u) ? (unsigned)in[(b) % 96u] : c);
    } else {
        for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    }
    b ^= b;
    { unsigned arr16001[4];
    for (unsigned q = 0; q < 4u; q++) arr16001[q] = a + q * 5u;
    arr16001[((b - c)) % 4u] = c;
    a = arr16001[(__umulhi(2762841554u, 47u)) % 4u] ^ arr16001[3]; }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 17u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 17u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3393591500u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    { unsigned arr16002[8];
    for (unsigned q = 0; q < 8u; q++) arr16002[q] = a + q * 5u;
    arr16002[(((true && (TIDX > 90511363u)) ? c : TIDX)) % 8u] = (TIDX - 14u);
    a = arr16002[(46u) % 8u] ^ arr16002[5]; }
    b = __umulhi(a, __umulhi(d, d));
    b ^= tid;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_17(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2447263289u ^ TIDX, d = sm0[(TIDX + 15u) % BDIM];
    atomicAdd(&cnt[(83u) % 4u], ((tid ^ c)) & 255u);
    a = (b + (unsigned)(int)((double)(98u & 4095u) * (double)(c & 1023u) - (double)(98u >> 20)));
    c = (unsigned)(int)((double)(__umulhi(TIDX, 18u) & 4095u) * (double)((unsigned)in[(TIDX) % 80u] & 1023u) - (double)(__umulhi(TIDX, 18u) >> 20));
    if ((true || (1467430515u > a)) || ((a - TIDX) > (unsigned)((const V4 *)in)[(TIDX) % 20u].w)) {
        { unsigned m17002 = (c * d), *p = &cnt[4u + (d) % 4u];
          unsigned old = *p, assumed;
          do { assumed = old; old = atomicCAS(p, assumed, m17002 > assumed ? m17002 : assumed); } while (assumed != old); }
        if ((d ^ a) < (97u >> (tid & 31u))) {
            d = 2753596699u;
            switch ((d) % 4u) {
            case 0u:
                a = (f17001(68u, b) >> ((tid * tid) & 31u));
                break;
            case 1u:
                d = (unsigned)((const V4 *)in)[((b * 91u)) % 20u].w;
                break;
            default:
                c = ((TIDX * c) / ((tid - c) | 1u));
            }
        } else {
            { unsigned k17003 = (((true || (94u > a)) ? tid : tid)) % 4u;
            do {
                b = ((53u == (unsigned)((const V4 *)in)[(3064291889u) % 20u].y) ? d : (a & d));
                a = ((TIDX + 79u) + umin(d, 62u));
            } while (k17003-- != 0u); }
        }
    } else {
        { unsigned k17004 = (c) % 5u;
        while (k17004 != 0u) {
            k17004--;
            atomicAdd(&cnt[(c) % 4u], ((c + 99u)) & 255u);
            d = (((1787301908u >> 3) | (1787301908u << 7)) / ((unsigned)((const V4 *)in)[(25u) % 20u].x | 1u));
        } }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2166651937u ^ TIDX, d = sm1[(TIDX + 31u) % BDIM];
    a ^= ((a - a) + (b - b));
    c = umin(c, (unsigned)(((unsigned long long)a << 12) % ((unsigned long long)a | 1ull)));
    c ^= ((unsigned)((const V4 *)in)[(3180977866u) % 20u].z | ((3990596171u < 197916508u) ? 36u : b));
    c = (unsigned)((const V4 *)in)[(b) % 20u].y;
    d ^= ((a / (tid | 1u)) * ((a >> 6) | (a << 28)));
    c ^= (unsigned)(((unsigned long long)(c >> (292991703u & 31u)) * __brev(c)) >> 5);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 753644135u ^ TIDX, d = sm0[(TIDX + 39u) % BDIM];
#pragma unroll
    for (int u17005 = 0; u17005 < 8; u17005++) a += (unsigned)in[(tid * 8u + (unsigned)u17005) % 80u] * (u17005 + 1);
#pragma unroll 2
    for (int u17006 = 0; u17006 < 2; u17006++) a += (unsigned)in[(tid * 2u + (unsigned)u17006) % 80u] * (u17006 + 1);
    c = ((54u | d) - (unsigned)(((unsigned long long)65u * 2887824041u) >> 19));
    b = ((unsigned)((const V4 *)in)[(a) % 20u].x & (unsigned)((int)d / (int)((d & 65535u) + 1u)));
    { unsigned arr17007[8];
    for (unsigned q = 0; q < 8u; q++) arr17007[q] = d + q * 2u;
    arr17007[((unsigned)((const V4 *)in)[(50u) % 20u].z) % 8u] = (58u * a);
    d = arr17007[((b - d)) % 8u] ^ arr17007[3]; }
    a = umin((d & 3648969291u), TIDX);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1480319221u ^ TIDX, d = sm1[(TIDX + 15u) % BDIM];
    d ^= c;
    { unsigned k17008 = (TIDX) % 4u;
    do {
        switch (((26u * 2007479197u)) % 4u) {
        case 0u:
            { unsigned arr17009[8];
            for (unsigned q = 0; q < 8u; q++) arr17009[q] = b + q * 5u;
            arr17009[((unsigned)in[(a) % 80u]) % 8u] = (unsigned)((int)a % (int)((tid & 7u) + 1u));
            b = arr17009[((unsigned)(((unsigned long long)tid << 22) / ((unsigned long long)b | 1ull))) % 8u] ^ arr17009[0]; }
            break;
        case 1u:
            if ((tid & 3u) == 1u) break;
            break;
        default:
            b = (d & (unsigned)((int)TIDX % (int)((2166546697u & 255u) + 1u)));
        }
        if (tid % 3u == 2u) {
            { unsigned k17010 = (TIDX) % 5u;
            while (k17010 != 0u) {
                k17010--;
                c = ((tid % 33u == 2u) ? c : (unsigned)((int)c / (int)((d & 7u) + 1u)));
            } }
            switch ((((3u >> 11) | (3u << 8))) % 5u) {
            case 0u:
                a = ((unsigned)(((unsigned long long)tid << 7) / ((unsigned long long)TIDX | 1ull)) | tid);
            case 1u:
                b = (unsigned)(((unsigned long long)(tid * 76u) * (c % (b | 1u))) >> 11);
                break;
            default:
                b = a;
            }
        } else {
            for (int u17011 = 0; u17011 < 4; u17011++) b += (unsigned)in[(tid * 4u + (unsigned)u17011) % 80u] * (u17011 + 1);
            if ((b ^ d) > (TIDX / (c | 1u))) {
                c = ((c & a) - f17001(c, 4031587882u));
                d = f17001(__brev(TIDX), c);
            } else {
                b = (unsigned)(((unsigned long long)(unsigned)(int)((float)(tid & 4095u) * (float)(b & 1023u) - (float)(tid >> 20)) << 8) % ((unsigned long long)(a - a) | 1ull));
            }
        }
    } while (k17008-- != 0u); }
    { unsigned k17012 = ((unsigned)((int)b % (int)((TIDX & 65535u) + 1u))) % 4u;
    do {
        atomicAdd(&cnt[((c & a)) % 4u], (((93u >> 17) | (93u << 29))) & 255u);
        atomicAdd(&cnt[(__umulhi(b, b)) % 4u], (__umulhi(a, c)) & 255u);
    } while (k17012-- != 0u); }
    { unsigned arr17013[8];
    for (unsigned q = 0; q < 8u; q++) arr17013[q] = d + q * 7u;
    arr17013[(((c >> 16) | (c << 7))) % 8u] = TIDX;
    d = arr17013[(74u) % 8u] ^ arr17013[3]; }
    a = ((unsigned)((int)tid % (int)((13u & 7u) + 1u)) & (unsigned)in[(d) % 80u]);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_18(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2662055978u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    if ((TIDX & 7u) == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    b = (unsigned)((const V4 *)in)[((unsigned)(int)((float)(c & 4095u) * (float)(a & 1023u) + (float)(c >> 20))) % 24u].z;
    b ^= (unsigned)imax((int)((TIDX >> 21) | (TIDX << 22)), (int)(unsigned)in[(c) % 96u]);
    { unsigned arr18001[8];
    for (unsigned q = 0; q < 8u; q++) arr18001[q] = c + q * 4u;
    arr18001[((3326753390u & d)) % 8u] = (1952040797u >> (tid & 31u));
    c = arr18001[(umin(tid, b)) % 8u] ^ arr18001[0]; }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_19(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1497117655u ^ TIDX, d = sm0[(TIDX + 10u) % BDIM];
    b ^= (((unsigned)in[(c) % 96u] != tid) ? (unsigned)(((unsigned long long)2361312246u * tid) >> 33) : (a >> (TIDX & 31u)));
    b ^= d;
    d ^= 64u;
    for (int u19001 = 0; u19001 < 8; u19001++) c += (unsigned)in[(tid * 8u + (unsigned)u19001) % 96u] * (u19001 + 1);
    for (unsigned i19002 = 0; i19002 < ((a) % 6u); i19002++) {
        c = (unsigned)(int)((double)((unsigned)in[(d) % 96u] & 4095u) * (double)(b & 1023u) - (double)((unsigned)in[(d) % 96u] >> 20));
        b ^= (unsigned)in[(((true && (c > 43u)) ? a : i19002)) % 96u];
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 932143122u ^ TIDX, d = sm1[(TIDX + 34u) % BDIM];
    c = d;
    for (unsigned i19003 = 0; i19003 < (((unsigned)((unsigned short)tid)) % 6u); i19003++) {
        switch ((__popc(11u)) % 5u) {
        case 0u:
            c ^= (unsigned)((const V4 *)in)[((unsigned)(((unsigned long long)i19003 * TIDX) >> 19)) % 24u].y;
            break;
        case 1u:
            d ^= __popc((c + b));
            break;
        case 2u:
            b ^= d;
        default:
            b = ((((d * TIDX) & 7u) == 2u) ? __brev(d) : (a ^ 2097585021u));
        }
        for (int u19004 = 0; u19004 < 4; u19004++) c += (unsigned)in[(tid * 4u + (unsigned)u19004) % 96u] * (u19004 + 1);
    }
    for (int u19005 = 0; u19005 < 8; u19005++) c += (unsigned)in[(tid * 8u + (unsigned)u19005) % 96u] * (u19005 + 1);
    b = (a + TIDX);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    { unsigned v = XV; for (unsigned o = 1; o < 32u; o <<= 1) { unsigned y = __shfl_up_sync(0xffffffffu, v, o); if ((TIDX & 31u) >= o) v += y; } ACC += v ^ 25u; }
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned v = 0; for (unsigned l = TIDX & ~31u; l <= TIDX; l++) v += xs[l]; ACC += v ^ 25u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 63538266u ^ TIDX, d = sm1[(TIDX + 33u) % BDIM];
    switch (((43u + 23u)) % 3u) {
    case 0u:
        for (int u19006 = 0; u19006 < 4; u19006++) b += (unsigned)in[(tid * 4u + (unsigned)u19006) % 96u] * (u19006 + 1);
        break;
    case 1u:
        atomicOr(&cnt[8u + (a) % 2u], 1u << (((unsigned)((short)b)) % 32u));
        break;
    default:
        c = 3739746182u;
    }
    switch (((b / (d | 1u))) % 3u) {
    case 0u:
        switch ((d) % 3u) {
        case 0u:
            if (tid % 2u == 2u) {
                a = d;
            }
            break;
        case 1u:
            if (true || (tid > a)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        case 2u:
            for (unsigned i19007 = 0; i19007 < (((unsigned)((int)a % (int)((tid & 7u) + 1u))) % 6u); i19007++) {
                a = 3667747798u;
            }
            break;
        default:
            { unsigned k19008 = ((unsigned)(int)((float)(2u & 4095u) * (float)(tid & 1023u) + (float)(2u >> 20))) % 5u;
            while (k19008 != 0u) {
                k19008--;
                c = (TIDX ^ (67u - b));
            } }
        }
        break;
    case 1u:
        for (int u19009 = 0; u19009 < 8; u19009++) c += (unsigned)in[(tid * 8u + (unsigned)u19009) % 96u] * (u19009 + 1);
        break;
    default:
        b = (unsigned)(((unsigned long long)(unsigned)in[(tid) % 96u] * (886264019u - c)) >> 2);
    }
    for (unsigned i19010 = 0; i19010 < (((c | d)) % 6u); i19010++) {
#pragma unroll
        for (int u19011 = 0; u19011 < 2; u19011++) c += (unsigned)in[(tid * 2u + (unsigned)u19011) % 96u] * (u19011 + 1);
        atomicXor(&cnt[10u + (d) % 2u], (unsigned)((const V4 *)in)[(tid) % 24u].x);
    }
    atomicMax(&cnt[4u + (c) % 4u], (((int)tid < (int)b) ? d : TIDX));
    { unsigned m19012 = a, *p = &cnt[4u + (4128624910u) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m19012 > assumed ? m19012 : assumed); } while (assumed != old); }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_20(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2846028293u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    switch (((a - tid)) % 4u) {
    case 0u:
#pragma unroll
        for (int u20005 = 0; u20005 < 4; u20005++) d += (unsigned)in[(tid * 4u + (unsigned)u20005) % 96u] * (u20005 + 1);
        break;
    case 1u:
        { unsigned arr20006[8];
        for (unsigned q = 0; q < 8u; q++) arr20006[q] = d + q * 5u;
        arr20006[(__clz(d)) % 8u] = tid;
        d = arr20006[((TIDX | 1327035321u)) % 8u] ^ arr20006[5]; }
        break;
    case 2u:
        d ^= (unsigned)in[((unsigned)(((unsigned long long)71u * tid) >> 25)) % 96u];
        break;
    default:
        b ^= (unsigned)((int)(unsigned)(((unsigned long long)d * tid) >> 23) / (int)(((3160490756u + TIDX) & 255u) + 1u));
    }
    c = __umulhi(__popc(c), (unsigned)((int)b / (int)((4005540008u & 7u) + 1u)));
    b = (((unsigned)((signed char)TIDX) >> 21) | ((unsigned)((signed char)TIDX) << 29));
    b = (unsigned)((short)(unsigned)((int)12u % (int)((b & 255u) + 1u)));
    c ^= (((TIDX | d) >> 14) | ((TIDX | d) << 26));
    b = 4216957207u;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4024712095u ^ TIDX, d = sm1[(TIDX + 22u) % BDIM];
    d ^= a;
    { unsigned k20007 = ((unsigned)(int)((float)(tid & 4095u) * (float)(TIDX & 1023u) + (float)(tid >> 20))) % 4u;
    do {
        for (unsigned i20008 = 0; i20008 < 3u; i20008++) {
            for (int u20009 = 0; u20009 < 4; u20009++) d += (unsigned)in[(tid * 4u + (unsigned)u20009) % 96u] * (u20009 + 1);
        }
        if ((unsigned)in[(TIDX) % 96u] == (unsigned)(int)((double)(83u & 4095u) * (double)(81u & 1023u) + (double)(83u >> 20))) {
            c = (unsigned)((const V4 *)in)[((b * c)) % 24u].w;
        }
    } while (k20007-- != 0u); }
    if (((c ^ a) & 1u) == 2u) {
#pragma unroll 2
        for (int u20010 = 0; u20010 < 4; u20010++) c += (unsigned)in[(tid * 4u + (unsigned)u20010) % 96u] * (u20010 + 1);
    } else {
        { unsigned arr20011[4];
        for (unsigned q = 0; q < 4u; q++) arr20011[q] = c + q * 1u;
        arr20011[(f20001(d, TIDX)) % 4u] = (tid | b);
        c = arr20011[((c / (d | 1u))) % 4u] ^ arr20011[0]; }
    }
    if ((__umulhi(tid, d) & 7u) == 0u) {
        c ^= ((unsigned)((const V4 *)in)[(2511776299u) % 24u].w * (unsigned)(((unsigned long long)d * 90u) >> 37));
        atomicMax(&cnt[4u + (TIDX) % 4u], (b / (tid | 1u)));
    }
#pragma unroll
    for (int u20012 = 0; u20012 < 8; u20012++) a += (unsigned)in[(tid * 8u + (unsigned)u20012) % 96u] * (u20012 + 1);
    b = d;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 98721938u ^ TIDX, d = sm0[(TIDX + 22u) % BDIM];
    b ^= (unsigned)((int)(tid << (tid & 31u)) % (int)((42u & 255u) + 1u));
    d ^= (unsigned)(int)((float)((((d & 7u) == 1u) ? 4064883096u : tid) & 4095u) * (float)((unsigned)(int)((double)(a & 4095u) * (double)(tid & 1023u) - (double)(a >> 20)) & 1023u) - (float)((((d & 7u) == 1u) ? 4064883096u : tid) >> 20));
    { unsigned arr20013[8];
    for (unsigned q = 0; q < 8u; q++) arr20013[q] = c + q * 4u;
    arr20013[(3529899651u) % 8u] = b;
    c = arr20013[((unsigned)in[(c) % 96u]) % 8u] ^ arr20013[0]; }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2097421986u ^ TIDX, d = sm1[(TIDX + 5u) % BDIM];
#pragma unroll
    for (int u20014 = 0; u20014 < 2; u20014++) d += (unsigned)in[(tid * 2u + (unsigned)u20014) % 96u] * (u20014 + 1);
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    for (unsigned i20015 = 0; i20015 < (((52u | d)) % 6u); i20015++) {
        c = TIDX;
    }
    c ^= (c << (TIDX & 31u));
    c = __brev(67u);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_21(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 136598198u ^ TIDX, d = sm0[(TIDX + 39u) % BDIM];
    c = (unsigned)in[(d) % 96u];
    switch ((umin(3453477366u, TIDX)) % 4u) {
    case 0u:
        atomicXor(&cnt[10u + (a) % 2u], b);
    case 1u:
        for (unsigned i21001 = 0; i21001 < (((d & d)) % 6u); i21001++) {
            d = __brev(39u);
        }
        break;
    case 2u:
        if (tid % 32u == 1u) {
            switch (((unsigned)((short)c)) % 5u) {
            case 0u:
                a = (unsigned)((const V4 *)in)[(umin(87u, a)) % 24u].x;
                break;
            case 1u:
                d = (unsigned)(int)((double)((c | c) & 4095u) * (double)(__popc(4187794361u) & 1023u) - (double)((c | c) >> 20));
                break;
            default:
                b = 3806899711u;
            }
            atomicOr(&cnt[8u + (a) % 2u], 1u << ((TIDX) % 32u));
        }
        break;
    default:
        c ^= ((unsigned)((int)a % (int)((TIDX & 255u) + 1u)) << ((3590315826u << (tid & 31u)) & 31u));
    }
    for (unsigned i21002 = 0; i21002 < (((83u | TIDX)) % 6u); i21002++) {
        atomicOr(&cnt[8u + (a) % 2u], 1u << (((((int)d < (int)c) ? 1335607770u : a)) % 32u));
        b = (unsigned)((int)(d - b) % (int)((__umulhi(c, i21002) & 65535u) + 1u));
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 7u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (7u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 760999895u ^ TIDX, d = sm0[(TIDX + 18u) % BDIM];
    for (int u21003 = 0; u21003 < 8; u21003++) d += (unsigned)in[(tid * 8u + (unsigned)u21003) % 96u] * (u21003 + 1);
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    if ((int)d < (int)tid) {
        d = 2462141431u;
    } else {
        if ((tid % 2u == 1u) || (tid > (tid * a))) {
            switch (((b | 28u)) % 4u) {
            case 0u:
                b = (d * (unsigned)((int)tid / (int)((TIDX & 65535u) + 1u)));
            case 1u:
                b = c;
                break;
            case 2u:
                c = ((unsigned)(((unsigned long long)32u << 11) % ((unsigned long long)b | 1ull)) % (__brev(c) | 1u));
                break;
            default:
                c = a;
            }
        } else {
            c ^= (unsigned)(((unsigned long long)(unsigned)in[(tid) % 96u] * (tid >> (d & 31u))) >> 4);
            c = (__umulhi(b, a) & (c | c));
        }
        for (int u21004 = 0; u21004 < 2; u21004++) a += (unsigned)in[(tid * 2u + (unsigned)u21004) % 96u] * (u21004 + 1);
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1182378855u ^ TIDX, d = sm0[(TIDX + 24u) % BDIM];
    a ^= (((b * 72u) >= d) ? 57u : (1346373691u + c));
    for (unsigned i21005 = 0; i21005 < 1u; i21005++) {
        a = 55u;
    }
    { unsigned k21006 = (((11u >> 3) | (11u << 11))) % 4u;
    do {
        if (tid % 7u == 1u) break;
        if ((unsigned)((unsigned char)c) > 2752149688u) {
            if (tid < (unsigned)imax((int)c, (int)b)) {
                b = ((TIDX & 1085249219u) / ((tid ^ 3914433712u) | 1u));
            } else {
                d = ((TIDX % (TIDX | 1u)) * (unsigned)(((unsigned long long)2969497846u * c) >> 24));
            }
            switch (((d - 78u)) % 4u) {
            case 0u:
                b = __brev((tid | d));
            case 1u:
                c = (unsigned)((const V4 *)in)[((90u & 90u)) % 24u].y;
                break;
            default:
                b = __clz((unsigned)((const V4 *)in)[(TIDX) % 24u].y);
            }
        }
    } while (k21006-- != 0u); }
    { unsigned arr21007[4];
    for (unsigned q = 0; q < 4u; q++) arr21007[q] = a + q * 1u;
    arr21007[(96u) % 4u] = 57u;
    a = arr21007[((299943988u & TIDX)) % 4u] ^ arr21007[1]; }
    d = (unsigned)(int)((double)((a ^ tid) & 4095u) * (double)((tid >> (a & 31u)) & 1023u) - (double)((a ^ tid) >> 20));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_22(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1807050463u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    switch ((a) % 4u) {
    case 0u:
        b ^= (unsigned)((int)((a >> 26) | (a << 27)) / (int)(((unsigned)(((unsigned long long)b * b) >> 28) & 65535u) + 1u));
    case 1u:
        for (unsigned s = tid; s < 80u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        break;
    default:
        for (unsigned s = tid; s < 80u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    }
    { unsigned k22005 = ((3726887908u + tid)) % 5u;
    while (k22005 != 0u) {
        k22005--;
        a = 79u;
        for (int u22006 = 0; u22006 < 8; u22006++) d += (unsigned)in[(tid * 8u + (unsigned)u22006) % 80u] * (u22006 + 1);
    } }
    if ((a & 3u) == 1u) {
        if (((tid & 1u) == 0u) || (a > (unsigned)((int)a % (int)((a & 65535u) + 1u)))) {
            { unsigned k22007 = ((c / (b | 1u))) % 5u;
            while (k22007 != 0u) {
                k22007--;
                b = __brev((unsigned)((const V4 *)in)[(tid) % 20u].y);
                d = 68u;
            } }
#pragma unroll 4
            for (int u22008 = 0; u22008 < 8; u22008++) d += (unsigned)in[(tid * 8u + (unsigned)u22008) % 80u] * (u22008 + 1);
        } else {
            d = ((c - 51u) ^ (a & tid));
        }
        if ((int)(a | b) < (int)(TIDX << (2433466660u & 31u))) {
            b ^= __umulhi((unsigned)(int)((float)(b & 4095u) * (float)(TIDX & 1023u) - (float)(b >> 20)), (unsigned)imax((int)b, (int)3131976324u));
            switch ((49u) % 5u) {
            case 0u:
                c = (tid | (c % (d | 1u)));
                break;
            case 1u:
                d = (((TIDX >> 30) | (TIDX << 20)) | d);
                break;
            case 2u:
                c = (48u ^ 43u);
                break;
            default:
                d = (unsigned)(((unsigned long long)((tid >> 3) | (tid << 13)) << 9) / ((unsigned long long)(b | 13u) | 1ull));
            }
        }
    } else {
        c = d;
    }
    if ((int)(c | tid) < (int)(unsigned)((int)c / (int)((d & 65535u) + 1u))) {
#pragma unroll 4
        for (int u22009 = 0; u22009 < 2; u22009++) a += (unsigned)in[(tid * 2u + (unsigned)u22009) % 80u] * (u22009 + 1);
        switch ((__umulhi(d, tid)) % 3u) {
        case 0u:
            switch (((unsigned)imax((int)b, (int)c)) % 5u) {
            case 0u:
                d = (unsigned)(((unsigned long long)TIDX << 17) % ((unsigned long long)__brev(b) | 1ull));
                break;
            case 1u:
                d = d;
                break;
            case 2u:
                c = tid;
                break;
            default:
                d = (unsigned)imax((int)(c * 71u), (int)(tid % (a | 1u)));
            }
            break;
        case 1u:
            d = ((unsigned)(int)((double)(4077871137u & 4095u) * (double)(tid & 1023u) + (double)(4077871137u >> 20)) & umin(b, 5u));
            break;
        default:
            if (tid % 33u == 0u) {
                b = (d / (82u | 1u));
            } else {
                a = f22001(c);
            }
        }
    } else {
        b ^= (((unsigned)(((unsigned long long)a << 31) % ((unsigned long long)c | 1ull)) >> 21) | ((unsigned)(((unsigned long long)a << 31) % ((unsigned long long)c | 1ull)) << 13));
        c ^= (unsigned)(((unsigned long long)f22001(TIDX) * ((true && (a > 424784146u)) ? c : 2939619876u)) >> 15);
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_23(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1215332318u ^ TIDX, d = sm0[(TIDX + 15u) % BDIM];
    { unsigned k23001 = ((a ^ d)) % 4u;
    do {
        { unsigned k23002 = ((unsigned)((int)a % (int)((a & 7u) + 1u))) % 4u;
        do {
            { unsigned arr23003[4];
            for (unsigned q = 0; q < 4u; q++) arr23003[q] = a + q * 2u;
            arr23003[((28u ^ 15u)) % 4u] = (c % (d | 1u));
            a = arr23003[(__umulhi(tid, c)) % 4u] ^ arr23003[3]; }
        } while (k23002-- != 0u); }
    } while (k23001-- != 0u); }
    c ^= ((2370291537u + d) + __popc(TIDX));
    { unsigned arr23004[8];
    for (unsigned q = 0; q < 8u; q++) arr23004[q] = d + q * 3u;
    arr23004[(d) % 8u] = ((tid % 5u == 0u) ? d : tid);
    d = arr23004[(((tid >> 6) | (tid << 18))) % 8u] ^ arr23004[4]; }
    d ^= 3615204072u;
#pragma unroll
    for (int u23005 = 0; u23005 < 2; u23005++) d += (unsigned)in[(tid * 2u + (unsigned)u23005) % 80u] * (u23005 + 1);
    a = tid;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2662196413u ^ TIDX, d = sm1[(TIDX + 4u) % BDIM];
    a ^= d;
    b = 921267967u;
    for (int u23006 = 0; u23006 < 8; u23006++) c += (unsigned)in[(tid * 8u + (unsigned)u23006) % 80u] * (u23006 + 1);
    b ^= (a / ((c >> (4233920448u & 31u)) | 1u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_24(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1826784552u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    d = (unsigned)((unsigned short)(unsigned)(((unsigned long long)96u * b) >> 14));
    d ^= (((2149155791u != c) ? 4126898070u : d) * (c - TIDX));
    { unsigned arr24001[8];
    for (unsigned q = 0; q < 8u; q++) arr24001[q] = b + q * 8u;
    arr24001[((unsigned)in[(d) % 64u]) % 8u] = d;
    b = arr24001[((a * a)) % 8u] ^ arr24001[3]; }
    d ^= (unsigned)(((unsigned long long)b << 15) / ((unsigned long long)b | 1ull));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 302774968u ^ TIDX, d = sm1[(TIDX + 13u) % BDIM];
    a ^= d;
    c ^= tid;
    { unsigned arr24002[4];
    for (unsigned q = 0; q < 4u; q++) arr24002[q] = b + q * 7u;
    arr24002[((unsigned)((const V4 *)in)[(b) % 16u].x) % 4u] = (b ^ b);
    b = arr24002[((unsigned)(((unsigned long long)3561054188u * d) >> 16)) % 4u] ^ arr24002[1]; }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2329859910u ^ TIDX, d = sm0[(TIDX + 15u) % BDIM];
    if (((d & 3u) == 2u) && ((2520929475u * d) > d)) {
        { unsigned arr24003[8];
        for (unsigned q = 0; q < 8u; q++) arr24003[q] = c + q * 7u;
        arr24003[((unsigned)((const V4 *)in)[(a) % 16u].y) % 8u] = (unsigned)(((unsigned long long)d << 8) % ((unsigned long long)b | 1ull));
        c = arr24003[(((1295453256u >> 16) | (1295453256u << 16))) % 8u] ^ arr24003[3]; }
        { unsigned k24004 = ((b | d)) % 4u;
        do {
            for (int u24005 = 0; u24005 < 2; u24005++) b += (unsigned)in[(tid * 2u + (unsigned)u24005) % 64u] * (u24005 + 1);
            for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        } while (k24004-- != 0u); }
    } else {
        b ^= (unsigned)(((unsigned long long)__umulhi(4153002802u, TIDX) << 1) % ((unsigned long long)(1224296622u | 60u) | 1ull));
    }
    for (unsigned i24006 = 0; i24006 < 1u; i24006++) {
        { unsigned arr24007[4];
        for (unsigned q = 0; q < 4u; q++) arr24007[q] = a + q * 1u;
        arr24007[(c) % 4u] = TIDX;
        a = arr24007[((1185640410u >> (b & 31u))) % 4u] ^ arr24007[1]; }
        if ((a & 1u) == 0u) break;
    }
    b = (unsigned)(int)((float)((unsigned)((unsigned char)d) & 4095u) * (float)((82u * 70u) & 1023u) - (float)((unsigned)((unsigned char)d) >> 20));
    { unsigned arr24008[4];
    for (unsigned q = 0; q < 4u; q++) arr24008[q] = b + q * 1u;
    arr24008[((a + a)) % 4u] = 1732036311u;
    b = arr24008[(57u) % 4u] ^ arr24008[3]; }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3891876252u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    { unsigned k24009 = ((c - TIDX)) % 5u;
    while (k24009 != 0u) {
        k24009--;
        c = __clz(__brev(d));
        switch ((tid) % 3u) {
        case 0u:
            { unsigned k24010 = ((unsigned)(((unsigned long long)b * TIDX) >> 11)) % 5u;
            while (k24010 != 0u) {
                k24010--;
                d = 20u;
            } }
            break;
        case 1u:
            for (int u24011 = 0; u24011 < 4; u24011++) d += (unsigned)in[(tid * 4u + (unsigned)u24011) % 64u] * (u24011 + 1);
            break;
        default:
            if (TIDX == 99u) continue;
        }
    } }
    c ^= __umulhi(__umulhi(c, d), (b / (c | 1u)));
    a ^= b;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_25(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1539445782u ^ TIDX, d = sm0[(TIDX + 18u) % BDIM];
    if (tid % 32u == 2u) {
        d ^= (unsigned)((signed char)(unsigned)in[(tid) % 64u]);
        for (unsigned i25004 = 0; i25004 < ((((true || (c > c)) ? tid : d)) % 6u); i25004++) {
            if (i25004 >= 41u) continue;
            for (unsigned i25005 = 0; i25005 < ((TIDX) % 6u); i25005++) {
                b = c;
                b = (unsigned)imax((int)(2864514778u ^ d), (int)13u);
                a = ((unsigned)(int)((double)(c & 4095u) * (double)(tid & 1023u) - (double)(c >> 20)) ^ (unsigned)(((unsigned long long)i25004 * 1401556038u) >> 14));
            }
        }
    }
    for (unsigned i25006 = 0; i25006 < (((unsigned)(((unsigned long long)tid * TIDX) >> 13)) % 6u); i25006++) {
        b ^= 12u;
        switch (((tid ^ tid)) % 3u) {
        case 0u:
            if (tid % 7u == 0u) {
                d = __brev((unsigned)(((unsigned long long)i25006 << 11) / ((unsigned long long)TIDX | 1ull)));
            } else {
                b = (i25006 - (unsigned)(((unsigned long long)d << 19) / ((unsigned long long)3961850926u | 1ull)));
            }
        case 1u:
            { unsigned k25007 = ((i25006 >> (i25006 & 31u))) % 4u;
            do {
                d = (f25002(TIDX) + (unsigned)(((unsigned long long)2145688571u * c) >> 39));
            } while (k25007-- != 0u); }
        default:
            c ^= (unsigned)(((unsigned long long)(unsigned)((int)TIDX / (int)((3238448755u & 255u) + 1u)) * (b >> (tid & 31u))) >> 30);
        }
    }
    d ^= __clz((96u | d));
    c ^= umin(__clz(89u), 2110407503u);
    b ^= c;
    c ^= ((unsigned)(((unsigned long long)d * TIDX) >> 29) & (unsigned)in[(c) % 64u]);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 223298428u ^ TIDX, d = sm1[(TIDX + 31u) % BDIM];
    a ^= tid;
    for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
#pragma unroll 4
    for (int u25008 = 0; u25008 < 8; u25008++) b += (unsigned)in[(tid * 8u + (unsigned)u25008) % 64u] * (u25008 + 1);
    { unsigned k25009 = ((unsigned)in[(a) % 64u]) % 5u;
    while (k25009 != 0u) {
        k25009--;
        a = (unsigned)((unsigned short)(b + c));
        if (tid % 2u == 0u) {
#pragma unroll 4
            for (int u25010 = 0; u25010 < 4; u25010++) b += (unsigned)in[(tid * 4u + (unsigned)u25010) % 64u] * (u25010 + 1);
        } else {
            d ^= tid;
            for (int u25011 = 0; u25011 < 8; u25011++) a += (unsigned)in[(tid * 8u + (unsigned)u25011) % 64u] * (u25011 + 1);
        }
    } }
    a = __umulhi(1974071190u, __brev(954288452u));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 356787801u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
    b ^= ((TIDX != (unsigned)imax((int)TIDX, (int)c)) ? (TIDX | d) : (unsigned)((const V4 *)in)[(1547924154u) % 16u].z);
    c = ((c * c) ^ TIDX);
    for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    c ^= __clz((84u ^ d));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2228398940u ^ TIDX, d = sm1[(TIDX + 7u) % BDIM];
    { unsigned k25012 = (__popc(tid)) % 4u;
    do {
        if (true && (TIDX > b)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } while (k25012-- != 0u); }
    a = (983974949u + (d * TIDX));
    b ^= TIDX;
    c = ((tid % 33u == 0u) ? (2841854825u ^ TIDX) : (b * a));
    { unsigned arr25013[8];
    for (unsigned q = 0; q < 8u; q++) arr25013[q] = c + q * 8u;
    arr25013[((37u & a)) % 8u] = a;
    c = arr25013[((unsigned)in[(c) % 64u]) % 8u] ^ arr25013[4]; }
    d ^= c;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_26(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1034547066u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
    if (((unsigned)((const V4 *)in)[(tid) % 20u].y & 7u) == 1u) {
        { unsigned arr26001[4];
        for (unsigned q = 0; q < 4u; q++) arr26001[q] = a + q * 3u;
        arr26001[((unsigned)(((unsigned long long)d << 4) / ((unsigned long long)tid | 1ull))) % 4u] = (unsigned)((int)84u / (int)((d & 255u) + 1u));
        a = arr26001[((unsigned)((int)a / (int)((a & 65535u) + 1u))) % 4u] ^ arr26001[2]; }
    }
    d = (unsigned)(((unsigned long long)((c >> 29) | (c << 18)) << 25) / ((unsigned long long)tid | 1ull));
    { unsigned arr26002[4];
    for (unsigned q = 0; q < 4u; q++) arr26002[q] = b + q * 3u;
    arr26002[(TIDX) % 4u] = (unsigned)imax((int)4249336478u, (int)d);
    b = arr26002[((TIDX - d)) % 4u] ^ arr26002[3]; }
    c ^= ((b + 75u) - 39u);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 493252722u ^ TIDX, d = sm1[(TIDX + 29u) % BDIM];
    { unsigned arr26003[4];
    for (unsigned q = 0; q < 4u; q++) arr26003[q] = d + q * 7u;
    arr26003[((d % (a | 1u))) % 4u] = (2u ^ tid);
    d = arr26003[(TIDX) % 4u] ^ arr26003[3]; }
    a = ((3786055601u - tid) + (b - TIDX));
    c = d;
    for (unsigned i26004 = 0; i26004 < 4u; i26004++) {
        c = __clz(TIDX);
        for (unsigned s = tid; s < 80u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 689785078u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
#pragma unroll
    for (int u26005 = 0; u26005 < 2; u26005++) c += (unsigned)in[(tid * 2u + (unsigned)u26005) % 80u] * (u26005 + 1);
    b = __umulhi(a, c);
    for (unsigned i26006 = 0; i26006 < 4u; i26006++) {
        if ((unsigned)imax((int)tid, (int)tid) == ((3086780060u >> 16) | (3086780060u << 15))) {
            for (unsigned s = tid; s < 80u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        } else {
            for (int u26007 = 0; u26007 < 2; u26007++) b += (unsigned)in[(tid * 2u + (unsigned)u26007) % 80u] * (u26007 + 1);
        }
        d ^= (((unsigned)imax((int)a, (int)c) >> 8) | ((unsigned)imax((int)a, (int)c) << 5));
        b = c;
    }
    a ^= (((TIDX - b) >> 29) | ((TIDX - b) << 17));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_27(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3060983546u ^ TIDX, d = sm0[(TIDX + 34u) % BDIM];
    b = 3294168490u;
    for (int u27003 = 0; u27003 < 8; u27003++) a += (unsigned)in[(tid * 8u + (unsigned)u27003) % 96u] * (u27003 + 1);
    d = __umulhi((unsigned)(((unsigned long long)1937254845u << 19) / ((unsigned long long)c | 1ull)), umin(c, a));
    c = (((TIDX & 90u) >> 19) | ((TIDX & 90u) << 21));
    { unsigned k27004 = ((unsigned)((int)a / (int)((4084408454u & 65535u) + 1u))) % 4u;
    do {
        if ((unsigned)((const V4 *)in)[(d) % 24u].z == d) {
            if (c >= a) break;
            for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
        }
        a = (((int)((b != b) ? c : d) < (int)3229997520u) ? c : __popc(3121807478u));
    } while (k27004-- != 0u); }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1087406647u ^ TIDX, d = sm1[(TIDX + 5u) % BDIM];
    for (unsigned i27005 = 0; i27005 < ((a) % 6u); i27005++) {
        for (int u27006 = 0; u27006 < 4; u27006++) b += (unsigned)in[(tid * 4u + (unsigned)u27006) % 96u] * (u27006 + 1);
        switch (((TIDX >> (1352509158u & 31u))) % 3u) {
        case 0u:
            switch (((i27005 | TIDX)) % 4u) {
            case 0u:
                d = (unsigned)(int)((float)(__brev(13u) & 4095u) * (float)(f27002(d, a) & 1023u) - (float)(__brev(13u) >> 20));
                break;
            case 1u:
                a = (unsigned)((signed char)__brev(45u));
                break;
            default:
                b = ((b + b) ^ ((i27005 >> 12) | (i27005 << 1)));
            }
            break;
        case 1u:
            switch (((unsigned)(int)((float)(i27005 & 4095u) * (float)(i27005 & 1023u) - (float)(i27005 >> 20))) % 4u) {
            case 0u:
                a = __popc((29u & b));
                break;
            case 1u:
                d = ((unsigned)(((unsigned long long)tid * c) >> 39) ^ (unsigned)((const V4 *)in)[(tid) % 24u].w);
                break;
            default:
                c = ((unsigned)in[(b) % 96u] & f27002(b, c));
            }
            break;
        case 2u:
            { unsigned arr27007[4];
            for (unsigned q = 0; q < 4u; q++) arr27007[q] = a + q * 8u;
            arr27007[((3152707264u & tid)) % 4u] = TIDX;
            a = arr27007[(i27005) % 4u] ^ arr27007[3]; }
            break;
        default:
            { unsigned k27008 = ((d * 42u)) % 4u;
            do {
                c = 853286429u;
            } while (k27008-- != 0u); }
        }
        { unsigned arr27009[4];
        for (unsigned q = 0; q < 4u; q++) arr27009[q] = d + q * 5u;
        arr27009[((unsigned)(int)((float)(b & 4095u) * (float)(tid & 1023u) - (float)(b >> 20))) % 4u] = (69u & TIDX);
        d = arr27009[(((c >> 30) | (c << 18))) % 4u] ^ arr27009[0]; }
    }
    for (unsigned i27010 = 0; i27010 < (((32u * TIDX)) % 6u); i27010++) {
        if ((TIDX & 7u) == 1u) continue;
        b ^= (unsigned)(((unsigned long long)(i27010 / (tid | 1u)) << 26) % ((unsigned long long)(i27010 * b) | 1ull));
        if (((int)c < (int)i27010) || ((unsigned)(int)((double)(a & 4095u) * (double)(17u & 1023u) + (double)(a >> 20)) > (unsigned)in[(19u) % 96u])) {
            if (tid % 2u == 2u) continue;
            { unsigned m27011 = ((a != TIDX) ? c : 81u), *p = &cnt[4u + (32u) % 4u];
              unsigned old = *p, assumed;
              do { assumed = old; old = atomicCAS(p, assumed, m27011 > assumed ? m27011 : assumed); } while (assumed != old); }
        }
    }
    atomicAdd(&cnt[((unsigned)in[(b) % 96u]) % 4u], ((tid | d)) & 255u);
    for (unsigned i27012 = 0; i27012 < ((a) % 6u); i27012++) {
        d = 247333161u;
        atomicAdd(&cnt[(__umulhi(a, b)) % 4u], (__popc(i27012)) & 255u);
        atomicXor(&cnt[10u + (c) % 2u], f27001(i27012));
    }
    atomicAdd(&cnt[((unsigned)((const V4 *)in)[(4052362176u) % 24u].z) % 4u], (tid) & 255u);
    { unsigned k27013 = (f27002(25961784u, 1652168579u)) % 4u;
    do {
        switch (((c & TIDX)) % 4u) {
        case 0u:
            if (((int)d < (int)d) && ((b << (24u & 31u)) > (d & a))) {
                d = (tid | 2973711955u);
                b = c;
            }
            break;
        case 1u:
            for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
            break;
        case 2u:
            { unsigned arr27014[8];
            for (unsigned q = 0; q < 8u; q++) arr27014[q] = c + q * 3u;
            arr27014[((unsigned)(int)((double)(b & 4095u) * (double)(tid & 1023u) + (double)(b >> 20))) % 8u] = (TIDX * c);
            c = arr27014[((unsigned)((const V4 *)in)[(TIDX) % 24u].x) % 8u] ^ arr27014[4]; }
            break;
        default:
            c ^= ((unsigned)imax((int)d, (int)tid) * 1634589635u);
        }
    } while (k27013-- != 0u); }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2030875584u ^ TIDX, d = sm0[(TIDX + 12u) % BDIM];
    c = (unsigned)(((unsigned long long)(unsigned)in[(TIDX) % 96u] * (unsigned)((const V4 *)in)[(c) % 24u].y) >> 31);
    a = (__brev(c) ^ 3325333740u);
    switch (((b % (22u | 1u))) % 5u) {
    case 0u:
        d = (unsigned)((signed char)d);
        break;
    case 1u:
        b ^= (unsigned)in[((tid & b)) % 96u];
        break;
    case 2u:
        switch ((c) % 3u) {
        case 0u:
            if (((unsigned)(int)((double)(d & 4095u) * (double)(a & 1023u) - (double)(d >> 20)) & 1u) == 2u) {
                a = (tid << ((a | b) & 31u));
            } else {
                a = (unsigned)(((unsigned long long)__umulhi(c, d) * TIDX) >> 39);
            }
            break;
        case 1u:
            a = c;
            break;
        case 2u:
            for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        default:
            b ^= (unsigned)(int)((double)((4209023432u - 395277243u) & 4095u) * (double)(__umulhi(d, 3922555120u) & 1023u) + (double)((4209023432u - 395277243u) >> 20));
        }
        break;
    default:
        b = (unsigned)((unsigned char)a);
    }
    a = (unsigned)((int)f27001(83u) % (int)((__umulhi(5u, 64u) & 255u) + 1u));
    b = d;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_28(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1638301990u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    c = ((d * b) | (c & b));
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    c ^= (unsigned)(((unsigned long long)(unsigned)in[(86u) % 96u] * __umulhi(tid, b)) >> 16);
    a ^= 2702226410u;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2715302932u ^ TIDX, d = sm1[(TIDX + 1u) % BDIM];
    a ^= ((1698607457u ^ tid) - (3363038809u << (a & 31u)));
    a = (tid & (((a & 3u) == 1u) ? 1601563397u : d));
#pragma unroll
    for (int u28002 = 0; u28002 < 8; u28002++) b += (unsigned)in[(tid * 8u + (unsigned)u28002) % 96u] * (u28002 + 1);
    b ^= (unsigned)((unsigned short)d);
    c = __umulhi((93u - 37u), 18u);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3789400314u ^ TIDX, d = sm1[(TIDX + 22u) % BDIM];
    c ^= f28001((unsigned)(((unsigned long long)a << 23) / ((unsigned long long)a | 1ull)), TIDX);
    if (true || (tid > c)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    c = ((tid % 2u == 1u) ? (TIDX & tid) : TIDX);
    a ^= (unsigned)((int)umin(b, tid) % (int)(((a - c) & 7u) + 1u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_29(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2903418858u ^ TIDX, d = sm0[(TIDX + 13u) % BDIM];
    a ^= (83u * (unsigned)((short)tid));
    d = 44u;
    { unsigned arr29004[4];
    for (unsigned q = 0; q < 4u; q++) arr29004[q] = b + q * 3u;
    arr29004[((unsigned)(((unsigned long long)b * a) >> 21)) % 4u] = (3923386038u | b);
    b = arr29004[((b + 902777945u)) % 4u] ^ arr29004[1]; }
    b = (unsigned)(int)((double)(tid & 4095u) * (double)((unsigned)(((unsigned long long)1600526670u * c) >> 25) & 1023u) + (double)(tid >> 20));
    d ^= (((283399829u << (tid & 31u)) >> 5) | ((283399829u << (tid & 31u)) << 29));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1078813324u ^ TIDX, d = sm1[(TIDX + 7u) % BDIM];
    if (tid % 5u == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    for (unsigned i29005 = 0; i29005 < (((unsigned)(((unsigned long long)TIDX << 5) % ((unsigned long long)79u | 1ull))) % 6u); i29005++) {
        atomicAdd(&cnt[(f29003(TIDX)) % 4u], ((unsigned)(((unsigned long long)tid << 4) / ((unsigned long long)b | 1ull))) & 255u);
    }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    { unsigned k29006 = (__umulhi(a, d)) % 4u;
    do {
#pragma unroll 2
        for (int u29007 = 0; u29007 < 4; u29007++) d += (unsigned)in[(tid * 4u + (unsigned)u29007) % 96u] * (u29007 + 1);
    } while (k29006-- != 0u); }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_30(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2583174792u ^ TIDX, d = sm0[(TIDX + 2u) % BDIM];
    b ^= __brev((unsigned)(int)((double)(71u & 4095u) * (double)(b & 1023u) + (double)(71u >> 20)));
    switch ((__umulhi(34u, a)) % 3u) {
    case 0u:
        { unsigned arr30001[4];
        for (unsigned q = 0; q < 4u; q++) arr30001[q] = a + q * 1u;
        arr30001[(((tid % 3u == 0u) ? tid : TIDX)) % 4u] = (unsigned)((const V4 *)in)[(TIDX) % 24u].x;
        a = arr30001[(c) % 4u] ^ arr30001[0]; }
        break;
    case 1u:
        b ^= (105748637u + (unsigned)(((unsigned long long)98u * d) >> 15));
        break;
    case 2u:
        switch (((unsigned)(int)((double)(69u & 4095u) * (double)(55u & 1023u) + (double)(69u >> 20))) % 5u) {
        case 0u:
            c = (((3423927630u / (2568158748u | 1u)) >> 27) | ((3423927630u / (2568158748u | 1u)) << 22));
        case 1u:
            for (unsigned i30002 = 0; i30002 < (((unsigned)((unsigned char)1390658457u)) % 6u); i30002++) {
                a = (unsigned)(((unsigned long long)TIDX * a) >> 39);
                b = (unsigned)(((unsigned long long)tid << 28) % ((unsigned long long)c | 1ull));
            }
        case 2u:
            c ^= 4u;
        default:
            if ((tid % 2u == 0u) && ((TIDX * d) > a)) {
                a = c;
                a = (unsigned)imax((int)(c / (61u | 1u)), (int)(2490941242u | 96u));
            } else {
                d = 2434260349u;
            }
        }
        break;
    default:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    { unsigned k30003 = ((((d & 7u) == 0u) ? tid : 2436038251u)) % 5u;
    while (k30003 != 0u) {
        k30003--;
        if (b > 2483093786u) break;
    } }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1256143062u ^ TIDX, d = sm1[(TIDX + 37u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    { unsigned k30004 = ((unsigned)(((unsigned long long)b << 6) / ((unsigned long long)35u | 1ull))) % 5u;
    while (k30004 != 0u) {
        k30004--;
#pragma unroll 2
        for (int u30005 = 0; u30005 < 4; u30005++) c += (unsigned)in[(tid * 4u + (unsigned)u30005) % 96u] * (u30005 + 1);
        if ((b & 7u) == 2u) {
            switch (((tid * d)) % 5u) {
            case 0u:
                c = ((a >> (46u & 31u)) | d);
            case 1u:
                a = (unsigned)(((unsigned long long)67u << 5) % ((unsigned long long)tid | 1ull));
                break;
            case 2u:
                b = c;
                break;
            default:
                d = (unsigned)in[((a - 99599468u)) % 96u];
            }
        }
    } }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    { unsigned k30006 = ((unsigned)(int)((float)(a & 4095u) * (float)(798186173u & 1023u) - (float)(a >> 20))) % 4u;
    do {
        b ^= ((tid % (a | 1u)) & 75u);
    } while (k30006-- != 0u); }
    if ((true && (966737495u > TIDX)) || (__umulhi(TIDX, 24u) > (a & d))) {
        c = ((((unsigned)in[(c) % 96u] & 1u) == 0u) ? TIDX : d);
    } else {
        a ^= (unsigned)(((unsigned long long)(b << (b & 31u)) * (unsigned)imax((int)d, (int)d)) >> 7);
        b ^= (umin(d, TIDX) & d);
    }
    { unsigned k30007 = ((301221560u | b)) % 5u;
    while (k30007 != 0u) {
        k30007--;
        a = (unsigned)(int)((double)((1167469836u + b) & 4095u) * (double)(1918778364u & 1023u) + (double)((1167469836u + b) >> 20));
    } }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 486589342u ^ TIDX, d = sm0[(TIDX + 34u) % BDIM];
    for (unsigned i30008 = 0; i30008 < (((unsigned)(((unsigned long long)tid * a) >> 27)) % 6u); i30008++) {
        c ^= (d % (d | 1u));
        if ((TIDX & 1u) == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    }
    if ((tid & 7u) == 2u) {
        for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        { unsigned k30009 = ((c >> (5u & 31u))) % 5u;
        while (k30009 != 0u) {
            k30009--;
            { unsigned arr30010[8];
            for (unsigned q = 0; q < 8u; q++) arr30010[q] = c + q * 6u;
            arr30010[((d & b)) % 8u] = (unsigned)((short)c);
            c = arr30010[((unsigned)((const V4 *)in)[(a) % 24u].w) % 8u] ^ arr30010[0]; }
        } }
    }
    for (int u30011 = 0; u30011 < 4; u30011++) b += (unsigned)in[(tid * 4u + (unsigned)u30011) % 96u] * (u30011 + 1);
    for (int u30012 = 0; u30012 < 4; u30012++) d += (unsigned)in[(tid * 4u + (unsigned)u30012) % 96u] * (u30012 + 1);
    c ^= 2401176912u;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_31(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3028343497u ^ TIDX, d = sm0[(TIDX + 37u) % BDIM];
    if ((b & 7u) == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    for (unsigned i31005 = 0; i31005 < (((b - tid)) % 6u); i31005++) {
        if (d >= i31005) continue;
    }
    for (unsigned i31006 = 0; i31006 < 4u; i31006++) {
#pragma unroll
        for (int u31007 = 0; u31007 < 8; u31007++) b += (unsigned)in[(tid * 8u + (unsigned)u31007) % 96u] * (u31007 + 1);
    }
    { unsigned m31008 = ((tid >> 9) | (tid << 18)), *p = &cnt[4u + (d) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m31008 > assumed ? m31008 : assumed); } while (assumed != old); }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_32(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 894785760u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    a = d;
    d ^= (unsigned)(((unsigned long long)tid << 13) / ((unsigned long long)(unsigned)(((unsigned long long)tid * b) >> 33) | 1ull));
    c = 16u;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2875183141u ^ TIDX, d = sm1[(TIDX + 13u) % BDIM];
    a ^= d;
    b ^= tid;
    { unsigned arr32001[8];
    for (unsigned q = 0; q < 8u; q++) arr32001[q] = b + q * 3u;
    arr32001[(umin(TIDX, a)) % 8u] = umin(a, tid);
    b = arr32001[((a + tid)) % 8u] ^ arr32001[3]; }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1809269873u ^ TIDX, d = sm0[(TIDX + 37u) % BDIM];
    d ^= ((unsigned)((const V4 *)in)[(3264039097u) % 24u].x & (unsigned)(int)((float)(tid & 4095u) * (float)(TIDX & 1023u) + (float)(tid >> 20)));
    d = (unsigned)(int)((float)((a - b) & 4095u) * (float)((unsigned)(((unsigned long long)c << 17) / ((unsigned long long)53u | 1ull)) & 1023u) - (float)((a - b) >> 20));
#pragma unroll 4
    for (int u32002 = 0; u32002 < 8; u32002++) d += (unsigned)in[(tid * 8u + (unsigned)u32002) % 96u] * (u32002 + 1);
    { unsigned arr32003[4];
    for (unsigned q = 0; q < 4u; q++) arr32003[q] = d + q * 7u;
    arr32003[((unsigned)imax((int)TIDX, (int)d)) % 4u] = (TIDX << (d & 31u));
    d = arr32003[((unsigned)((int)c % (int)((tid & 255u) + 1u))) % 4u] ^ arr32003[3]; }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2439270980u ^ TIDX, d = sm1[(TIDX + 19u) % BDIM];
    a = ((unsigned)(((unsigned long long)d * TIDX) >> 39) / ((unsigned)(((unsigned long long)764340380u << 15) % ((unsigned long long)17u | 1ull)) | 1u));
    atomicXor(&cnt[10u + (a) % 2u], (d - 149801958u));
    b = __popc((3780130400u * tid));
    b = b;
    if ((true && (tid > d)) && (TIDX > (a % (tid | 1u)))) {
        atomicMax(&cnt[4u + (1663188230u) % 4u], __brev(tid));
        switch (((((int)tid < (int)d) ? tid : b)) % 4u) {
        case 0u:
            { unsigned m32004 = (b + 65u), *p = &cnt[4u + (a) % 4u];
              unsigned old = *p, assumed;
              do { assumed = old; old = atomicCAS(p, assumed, m32004 > assumed ? m32004 : assumed); } while (assumed != old); }
            break;
        case 1u:
            b ^= a;
            break;
        default:
#pragma unroll 4
            for (int u32005 = 0; u32005 < 2; u32005++) c += (unsigned)in[(tid * 2u + (unsigned)u32005) % 96u] * (u32005 + 1);
        }
    } else {
        { unsigned k32006 = (__umulhi(a, 95u)) % 5u;
        while (k32006 != 0u) {
            k32006--;
            { unsigned arr32007[8];
            for (unsigned q = 0; q < 8u; q++) arr32007[q] = a + q * 6u;
            arr32007[(tid) % 8u] = (unsigned)in[(b) % 96u];
            a = arr32007[((d + TIDX)) % 8u] ^ arr32007[4]; }
            atomicAdd(&cnt[((tid / (c | 1u))) % 4u], (__clz(tid)) & 255u);
        } }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_33(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3495350633u ^ TIDX, d = sm0[(TIDX + 8u) % BDIM];
    for (unsigned i33001 = 0; i33001 < ((__brev(24u)) % 6u); i33001++) {
        if ((true || (b > TIDX)) && (TIDX > (i33001 % (i33001 | 1u)))) {
            if (true || (a > c)) continue;
            atomicMax(&cnt[4u + (TIDX) % 4u], (i33001 * a));
        } else {
            switch ((b) % 5u) {
            case 0u:
                b = c;
                break;
            case 1u:
                c = ((d + 3126082914u) | (unsigned)in[(92u) % 80u]);
            default:
                c = ((unsigned)imax((int)20u, (int)7u) - (TIDX & 504528883u));
            }
            { unsigned arr33002[4];
            for (unsigned q = 0; q < 4u; q++) arr33002[q] = b + q * 6u;
            arr33002[((c & c)) % 4u] = (i33001 + tid);
            b = arr33002[(b) % 4u] ^ arr33002[2]; }
        }
        { unsigned arr33003[8];
        for (unsigned q = 0; q < 8u; q++) arr33003[q] = a + q * 3u;
        arr33003[((unsigned)(int)((float)(b & 4095u) * (float)(c & 1023u) - (float)(b >> 20))) % 8u] = (unsigned)(((unsigned long long)d << 14) % ((unsigned long long)c | 1ull));
        a = arr33003[(((true && (tid > i33001)) ? 1u : 89u)) % 8u] ^ arr33003[0]; }
        for (unsigned i33004 = 0; i33004 < 5u; i33004++) {
            for (unsigned s = tid; s < 80u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
            a ^= (unsigned)imax((int)(3579002698u % (b | 1u)), (int)((b > a) ? 623871796u : b));
        }
    }
    d = c;
    a = b;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1833530076u ^ TIDX, d = sm1[(TIDX + 24u) % BDIM];
    b ^= b;
    { unsigned arr33005[8];
    for (unsigned q = 0; q < 8u; q++) arr33005[q] = c + q * 8u;
    arr33005[((unsigned)(((unsigned long long)866678653u << 31) / ((unsigned long long)d | 1ull))) % 8u] = (c ^ c);
    c = arr33005[(umin(tid, 802364038u)) % 8u] ^ arr33005[0]; }
    { unsigned k33006 = ((2384962143u ^ 3262811324u)) % 4u;
    do {
        for (unsigned s = tid; s < 80u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    } while (k33006-- != 0u); }
    d = __popc((unsigned)((const V4 *)in)[(2080302597u) % 20u].w);
    a ^= (unsigned)((short)d);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2842237997u ^ TIDX, d = sm0[(TIDX + 35u) % BDIM];
    atomicMax(&cnt[4u + (61u) % 4u], ((2443875956u >> 14) | (2443875956u << 30)));
    atomicXor(&cnt[10u + (1301716239u) % 2u], (unsigned)(((unsigned long long)d * TIDX) >> 27));
    if (tid % 32u == 0u) {
        if ((int)(unsigned)(((unsigned long long)tid << 28) / ((unsigned long long)b | 1ull)) < (int)((tid % 32u == 1u) ? TIDX : c)) {
            b = __umulhi((((TIDX & 7u) == 0u) ? b : a), (d << (a & 31u)));
        } else {
            if (((47u | a) & 3u) == 0u) {
                c = (unsigned)(((unsigned long long)TIDX * (((int)a < (int)a) ? tid : b)) >> 32);
                d = ((unsigned)((int)c % (int)((6u & 255u) + 1u)) << ((tid - c) & 31u));
            }
        }
        for (unsigned i33007 = 0; i33007 < 1u; i33007++) {
            b ^= a;
            if (tid % 3u == 0u) break;
        }
    }
    { unsigned m33008 = ((tid % 3u == 1u) ? 97u : 3011230064u), *p = &cnt[4u + (tid) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m33008 > assumed ? m33008 : assumed); } while (assumed != old); }
    { unsigned k33009 = (6u) % 4u;
    do {
        c = (tid + ((a >> 3) | (a << 9)));
    } while (k33009-- != 0u); }
    d ^= (a & (unsigned)((int)TIDX / (int)((4031700397u & 7u) + 1u)));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 421220589u ^ TIDX, d = sm1[(TIDX + 22u) % BDIM];
    d = (TIDX >> ((unsigned)(((unsigned long long)744959823u * TIDX) >> 11) & 31u));
    switch (((unsigned)((signed char)71u)) % 4u) {
    case 0u:
        d = tid;
        break;
    case 1u:
        if ((int)d < (int)b) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    case 2u:
        a = (unsigned)(((unsigned long long)__brev(34u) * (((int)c < (int)tid) ? 1232315286u : a)) >> 29);
        break;
    default:
        b ^= __umulhi((d << (TIDX & 31u)), (b / (a | 1u)));
    }
    if ((int)(unsigned)in[(TIDX) % 80u] < (int)(d ^ d)) {
        { unsigned k33010 = (tid) % 5u;
        while (k33010 != 0u) {
            k33010--;
            atomicXor(&cnt[10u + (tid) % 2u], ((3317092607u >> 19) | (3317092607u << 15)));
        } }
        switch (((d - d)) % 5u) {
        case 0u:
            atomicOr(&cnt[8u + (TIDX) % 2u], 1u << ((d) % 32u));
            break;
        case 1u:
            b = a;
            break;
        default:
            b = c;
        }
    }
    atomicXor(&cnt[10u + (a) % 2u], a);
    { unsigned k33011 = ((unsigned)((signed char)TIDX)) % 4u;
    do {
        { unsigned k33012 = (tid) % 5u;
        while (k33012 != 0u) {
            k33012--;
            if ((a & 1u) == 0u) continue;
            a = (unsigned)(((unsigned long long)(c - c) * __umulhi(TIDX, TIDX)) >> 35);
        } }
    } while (k33011-- != 0u); }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_34(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2342692341u ^ TIDX, d = sm0[(TIDX + 14u) % BDIM];
    b ^= f34003((c * 32u), (unsigned)(((unsigned long long)787759244u * tid) >> 17));
    a = f34001(((b >> 13) | (b << 26)), (unsigned)(((unsigned long long)c * 3058790877u) >> 1));
    for (unsigned i34006 = 0; i34006 < 5u; i34006++) {
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        if ((unsigned)imax((int)b, (int)a) <= d) {
            d ^= (((tid % 33u == 1u) ? c : b) ^ c);
            d ^= __clz(f34003(a, b));
        } else {
            { unsigned k34007 = ((d - 90u)) % 4u;
            do {
                b = (unsigned)((short)(a * a));
                c = f34003(i34006, (a & TIDX));
            } while (k34007-- != 0u); }
            d ^= (4278769644u & (unsigned)(((unsigned long long)i34006 * b) >> 38));
        }
    }
    if ((int)f34001(c, d) < (int)(a - TIDX)) {
        { unsigned arr34008[8];
        for (unsigned q = 0; q < 8u; q++) arr34008[q] = c + q * 8u;
        arr34008[((unsigned)in[(a) % 96u]) % 8u] = (c | 370363074u);
        c = arr34008[(__umulhi(d, tid)) % 8u] ^ arr34008[6]; }
        a ^= (unsigned)(((unsigned long long)TIDX * (unsigned)((int)4u / (int)((c & 255u) + 1u))) >> 12);
    } else {
        c ^= TIDX;
        a = (unsigned)((const V4 *)in)[((d | d)) % 24u].y;
    }
#pragma unroll
    for (int u34009 = 0; u34009 < 4; u34009++) c += (unsigned)in[(tid * 4u + (unsigned)u34009) % 96u] * (u34009 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 30130392u ^ TIDX, d = sm1[(TIDX + 7u) % BDIM];
    a ^= (unsigned)imax((int)(unsigned)((int)99278977u % (int)((b & 7u) + 1u)), (int)96u);
    for (int u34010 = 0; u34010 < 4; u34010++) b += (unsigned)in[(tid * 4u + (unsigned)u34010) % 96u] * (u34010 + 1);
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    { unsigned k34011 = ((339415284u ^ c)) % 4u;
    do {
#pragma unroll
        for (int u34012 = 0; u34012 < 2; u34012++) b += (unsigned)in[(tid * 2u + (unsigned)u34012) % 96u] * (u34012 + 1);
    } while (k34011-- != 0u); }
    { unsigned arr34013[8];
    for (unsigned q = 0; q < 8u; q++) arr34013[q] = b + q * 5u;
    arr34013[((2208525465u - d)) % 8u] = c;
    b = arr34013[(((4149301508u >> 24) | (4149301508u << 19))) % 8u] ^ arr34013[7]; }
    c ^= (((a >> 30) | (a << 2)) / ((a << (c & 31u)) | 1u));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3871311026u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    for (unsigned i34014 = 0; i34014 < 1u; i34014++) {
        if (true && (a > b)) continue;
    }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    switch (((a | TIDX)) % 3u) {
    case 0u:
        switch ((TIDX) % 3u) {
        case 0u:
            switch ((2554166203u) % 5u) {
            case 0u:
                b = (((tid % 32u == 2u) && (((d >> 3) | (d << 1)) > d)) ? (94u & TIDX) : (TIDX - a));
                break;
            case 1u:
                b = (unsigned)(int)((double)(a & 4095u) * (double)((a - a) & 1023u) + (double)(a >> 20));
                break;
            default:
                a = (a + (unsigned)(((unsigned long long)c * d) >> 28));
            }
            break;
        case 1u:
            if ((int)d < (int)2083415980u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
            break;
        default:
            b = ((a << (a & 31u)) - (unsigned)(((unsigned long long)80u * b) >> 6));
        }
        break;
    case 1u:
        switch (((unsigned)((int)d % (int)((c & 7u) + 1u))) % 3u) {
        case 0u:
            if (true && (tid > b)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        case 1u:
            b ^= b;
            break;
        case 2u:
            a = umin((unsigned)(((unsigned long long)3927947969u * 77u) >> 1), (TIDX & TIDX));
            break;
        default:
            d = b;
        }
        break;
    case 2u:
        if ((int)b < (int)d) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    default:
        d ^= d;
    }
    b ^= ((b | c) >> ((unsigned)(((unsigned long long)c << 24) / ((unsigned long long)c | 1ull)) & 31u));
    c = (unsigned)imax((int)b, (int)(a % (3825425965u | 1u)));
    d = c;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_35(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 894195093u ^ TIDX, d = sm0[(TIDX + 13u) % BDIM];
    if (((a & 1u) == 0u) && ((unsigned)((int)a / (int)((d & 255u) + 1u)) > (unsigned)((signed char)1490251610u))) {
        switch (((tid << (TIDX & 31u))) % 3u) {
        case 0u:
            switch (((unsigned)in[(tid) % 64u]) % 3u) {
            case 0u:
                a = __umulhi(((a >> 8) | (a << 26)), d);
                break;
            case 1u:
                c = (unsigned)((unsigned char)(d - 2376709623u));
                break;
            default:
                b = c;
            }
            break;
        case 1u:
            { unsigned k35001 = (((tid % 7u == 2u) ? 3787282149u : c)) % 4u;
            do {
                a = (unsigned)((signed char)(unsigned)((int)1842673882u / (int)((tid & 7u) + 1u)));
            } while (k35001-- != 0u); }
        default:
            for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        }
        a ^= ((c - b) & d);
    }
    c = __brev((unsigned)(((unsigned long long)TIDX * c) >> 21));
    a = (unsigned)(((unsigned long long)(tid ^ tid) * (TIDX ^ a)) >> 11);
    a ^= ((unsigned)(((unsigned long long)tid << 24) / ((unsigned long long)a | 1ull)) * (unsigned)(((unsigned long long)72u * TIDX) >> 28));
    b ^= (unsigned)(((unsigned long long)(unsigned)((const V4 *)in)[(tid) % 16u].w << 1) % ((unsigned long long)(unsigned)((int)79u % (int)((53u & 255u) + 1u)) | 1ull));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 916361844u ^ TIDX, d = sm1[(TIDX + 9u) % BDIM];
    b = (3943891074u * (unsigned)imax((int)8u, (int)TIDX));
    a = ((c ^ a) - c);
#pragma unroll
    for (int u35002 = 0; u35002 < 2; u35002++) d += (unsigned)in[(tid * 2u + (unsigned)u35002) % 64u] * (u35002 + 1);
    a ^= ((3859294677u & TIDX) | (a + c));
    d = __popc(1877807086u);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 971418870u ^ TIDX, d = sm1[(TIDX + 19u) % BDIM];
    d = ((unsigned)((short)1234333888u) + (unsigned)in[(a) % 64u]);
    switch (((unsigned)((const V4 *)in)[(a) % 16u].y) % 3u) {
    case 0u:
        c ^= (unsigned)(int)((double)(((tid % 2u == 2u) ? a : c) & 4095u) * (double)((unsigned)imax((int)384640125u, (int)tid) & 1023u) + (double)(((tid % 2u == 2u) ? a : c) >> 20));
        break;
    case 1u:
        for (unsigned i35003 = 0; i35003 < (((a - d)) % 6u); i35003++) {
            b = (unsigned)(((unsigned long long)b * b) >> 1);
            { unsigned arr35004[8];
            for (unsigned q = 0; q < 8u; q++) arr35004[q] = a + q * 1u;
            arr35004[((TIDX | d)) % 8u] = (unsigned)((int)c / (int)((b & 65535u) + 1u));
            a = arr35004[((unsigned)(((unsigned long long)c * 71u) >> 39)) % 8u] ^ arr35004[7]; }
            if (217486539u == 51u) continue;
        }
    default:
#pragma unroll
        for (int u35005 = 0; u35005 < 8; u35005++) d += (unsigned)in[(tid * 8u + (unsigned)u35005) % 64u] * (u35005 + 1);
    }
    a ^= (2u - ((a >> 11) | (a << 5)));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2985606607u ^ TIDX, d = sm0[(TIDX + 23u) % BDIM];
    { unsigned k35006 = ((unsigned)(((unsigned long long)461323875u << 18) / ((unsigned long long)b | 1ull))) % 5u;
    while (k35006 != 0u) {
        k35006--;
        if (tid % 2u == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } }
    d = ((unsigned)((const V4 *)in)[(b) % 16u].x << ((57u & d) & 31u));
    switch ((d) % 3u) {
    case 0u:
        if ((b & 7u) == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    case 1u:
        { unsigned arr35007[4];
        for (unsigned q = 0; q < 4u; q++) arr35007[q] = c + q * 1u;
        arr35007[(d) % 4u] = (a ^ d);
        c = arr35007[((838784453u / (tid | 1u))) % 4u] ^ arr35007[1]; }
        break;
    default:
#pragma unroll
        for (int u35008 = 0; u35008 < 8; u35008++) b += (unsigned)in[(tid * 8u + (unsigned)u35008) % 64u] * (u35008 + 1);
    }
    c = ((218741595u & a) | (5u ^ c));
    c = (unsigned)imax((int)5u, (int)__umulhi(c, tid));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_36(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2324697280u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    c = 18u;
    if ((1653139516u & 1u) == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    a ^= (1253317899u | (b - tid));
    for (unsigned i36002 = 0; i36002 < ((((a >> 3) | (a << 21))) % 6u); i36002++) {
        { unsigned arr36003[8];
        for (unsigned q = 0; q < 8u; q++) arr36003[q] = d + q * 7u;
        arr36003[(__brev(TIDX)) % 8u] = (c ^ a);
        d = arr36003[(3571634064u) % 8u] ^ arr36003[2]; }
        d ^= (unsigned)(int)((double)(2984388683u & 4095u) * (double)((unsigned)in[(b) % 64u] & 1023u) + (double)(2984388683u >> 20));
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_37(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 828802563u ^ TIDX, d = sm0[(TIDX + 10u) % BDIM];
#pragma unroll 4
    for (int u37004 = 0; u37004 < 8; u37004++) d += (unsigned)in[(tid * 8u + (unsigned)u37004) % 96u] * (u37004 + 1);
    { unsigned arr37005[4];
    for (unsigned q = 0; q < 4u; q++) arr37005[q] = b + q * 7u;
    arr37005[((2007971931u >> (a & 31u))) % 4u] = a;
    b = arr37005[(a) % 4u] ^ arr37005[0]; }
    c = tid;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    { unsigned v = XV; for (unsigned o = 1; o < 32u; o <<= 1) { unsigned y = __shfl_up_sync(0xffffffffu, v, o); if ((TIDX & 31u) >= o) v += y; } ACC += v ^ 28u; }
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned v = 0; for (unsigned l = TIDX & ~31u; l <= TIDX; l++) v += xs[l]; ACC += v ^ 28u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2858308408u ^ TIDX, d = sm0[(TIDX + 37u) % BDIM];
    b = (unsigned)((const V4 *)in)[(b) % 24u].z;
    switch (((18u % (a | 1u))) % 3u) {
    case 0u:
        d = TIDX;
    case 1u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        break;
    default:
        { unsigned arr37006[8];
        for (unsigned q = 0; q < 8u; q++) arr37006[q] = d + q * 5u;
        arr37006[((unsigned)in[(a) % 96u]) % 8u] = ((c >> 28) | (c << 22));
        d = arr37006[(((12u >> 4) | (12u << 20))) % 8u] ^ arr37006[2]; }
    }
#pragma unroll
    for (int u37007 = 0; u37007 < 4; u37007++) c += (unsigned)in[(tid * 4u + (unsigned)u37007) % 96u] * (u37007 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2388495668u ^ TIDX, d = sm1[(TIDX + 36u) % BDIM];
    d = (unsigned)(((unsigned long long)__brev(a) * (tid % (b | 1u))) >> 16);
    d = ((unsigned)((short)89u) + b);
    b = (((unsigned)(int)((float)(933701829u & 4095u) * (float)(91u & 1023u) - (float)(933701829u >> 20)) >> 2) | ((unsigned)(int)((float)(933701829u & 4095u) * (float)(91u & 1023u) - (float)(933701829u >> 20)) << 4));
    if (((b * tid) & 3u) == 2u) {
        for (unsigned i37008 = 0; i37008 < 4u; i37008++) {
            { unsigned k37009 = ((unsigned)(int)((float)(3849235970u & 4095u) * (float)(TIDX & 1023u) + (float)(3849235970u >> 20))) % 5u;
            while (k37009 != 0u) {
                k37009--;
                c = (umin(TIDX, TIDX) - ((tid >> 10) | (tid << 16)));
            } }
            c ^= b;
#pragma unroll 2
            for (int u37010 = 0; u37010 < 4; u37010++) d += (unsigned)in[(tid * 4u + (unsigned)u37010) % 96u] * (u37010 + 1);
        }
    }
    c = __umulhi((unsigned)((const V4 *)in)[(TIDX) % 24u].z, (unsigned)imax((int)a, (int)21u));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2833712567u ^ TIDX, d = sm0[(TIDX + 8u) % BDIM];
    for (unsigned i37011 = 0; i37011 < 1u; i37011++) {
        atomicAdd(&cnt[(28u) % 4u], ((unsigned)((int)b / (int)((35u & 7u) + 1u))) & 255u);
    }
    for (unsigned i37012 = 0; i37012 < (((unsigned)(int)((float)(TIDX & 4095u) * (float)(b & 1023u) - (float)(TIDX >> 20))) % 6u); i37012++) {
        atomicAdd(&cnt[(1604235963u) % 4u], ((i37012 ^ 947425433u)) & 255u);
    }
    a = (unsigned)imax((int)(unsigned)((short)c), (int)d);
    c = (unsigned)((int)TIDX / (int)(((c ^ a) & 255u) + 1u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_38(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3769498655u ^ TIDX, d = sm0[(TIDX + 39u) % BDIM];
    a ^= d;
#pragma unroll 4
    for (int u38001 = 0; u38001 < 8; u38001++) a += (unsigned)in[(tid * 8u + (unsigned)u38001) % 80u] * (u38001 + 1);
    atomicMax(&cnt[4u + (18u) % 4u], (unsigned)((unsigned char)d));
    switch ((b) % 4u) {
    case 0u:
        { unsigned arr38002[8];
        for (unsigned q = 0; q < 8u; q++) arr38002[q] = b + q * 8u;
        arr38002[((a | tid)) % 8u] = (tid + c);
        b = arr38002[((b & tid)) % 8u] ^ arr38002[4]; }
        break;
    case 1u:
        switch ((c) % 3u) {
        case 0u:
            atomicMax(&cnt[4u + (c) % 4u], (d & a));
            break;
        case 1u:
            if ((unsigned)((int)a % (int)((TIDX & 65535u) + 1u)) <= (a + d)) {
                a = __umulhi((unsigned)imax((int)b, (int)TIDX), (d & TIDX));
            } else {
                c = (__brev(TIDX) ^ (unsigned)(((unsigned long long)TIDX * d) >> 36));
            }
            break;
        case 2u:
            d ^= tid;
            break;
        default:
            if (tid % 7u == 2u) {
                a = ((unsigned)((const V4 *)in)[(tid) % 20u].z * a);
                d = b;
            } else {
                d = (b * (((c & 1u) == 0u) ? b : TIDX));
                d = (__umulhi(1161803299u, 3245377027u) % ((unsigned)((const V4 *)in)[(b) % 20u].x | 1u));
            }
        }
        break;
    case 2u:
        atomicAdd(&cnt[((unsigned)(int)((double)(b & 4095u) * (double)(95u & 1023u) + (double)(b >> 20))) % 4u], ((d + d)) & 255u);
    default:
        switch ((3138942473u) % 4u) {
        case 0u:
#pragma unroll 4
            for (int u38003 = 0; u38003 < 4; u38003++) b += (unsigned)in[(tid * 4u + (unsigned)u38003) % 80u] * (u38003 + 1);
        case 1u:
            atomicAdd(&cnt[((b * a)) % 4u], ((unsigned)(((unsigned long long)TIDX * d) >> 23)) & 255u);
            break;
        case 2u:
            c ^= __umulhi(TIDX, (TIDX + d));
            break;
        default:
            switch (((a ^ 80u)) % 4u) {
            case 0u:
                d = 426266909u;
                break;
            case 1u:
                b = (unsigned)(int)((float)((b - b) & 4095u) * (float)((TIDX | 19u) & 1023u) - (float)((b - b) >> 20));
                break;
            case 2u:
                c = 3743383234u;
                break;
            default:
                b = (((b / (2161580189u | 1u)) >> 2) | ((b / (2161580189u | 1u)) << 21));
            }
        }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3908055645u ^ TIDX, d = sm1[(TIDX + 22u) % BDIM];
    c ^= (__umulhi(b, b) ^ (d & b));
    switch ((__brev(b)) % 3u) {
    case 0u:
        c ^= ((a - 37u) - (c * 77u));
        break;
    case 1u:
        c ^= TIDX;
    case 2u:
        b ^= (((int)(tid / (c | 1u)) < (int)(tid << (tid & 31u))) ? (unsigned)((signed char)d) : c);
        break;
    default:
        c = ((((int)TIDX < (int)b) ? TIDX : tid) & (c + c));
    }
    for (unsigned i38004 = 0; i38004 < (((a & 2865283227u)) % 6u); i38004++) {
        d = (unsigned)((int)(i38004 | 3053327272u) % (int)(((unsigned)in[(55u) % 80u] & 255u) + 1u));
        switch (((unsigned)((signed char)TIDX)) % 3u) {
        case 0u:
            { unsigned k38005 = ((58u + b)) % 4u;
            do {
                b = a;
                d = 17u;
            } while (k38005-- != 0u); }
        case 1u:
            if ((int)d < (int)__umulhi(d, a)) {
                b = ((((c | d) & 7u) == 0u) ? (unsigned)((int)tid % (int)((TIDX & 65535u) + 1u)) : (unsigned)((int)i38004 / (int)((TIDX & 7u) + 1u)));
            } else {
                c = ((unsigned)(((unsigned long long)tid << 13) / ((unsigned long long)tid | 1ull)) / ((unsigned)(((unsigned long long)d << 17) / ((unsigned long long)a | 1ull)) | 1u));
            }
            break;
        case 2u:
            d = (unsigned)((int)69u % (int)((a & 255u) + 1u));
            break;
        default:
            if ((tid % 5u == 0u) || (i38004 > 41u)) {
                d = ((tid - d) ^ TIDX);
            }
        }
        for (unsigned s = tid; s < 80u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2076260175u ^ TIDX, d = sm0[(TIDX + 35u) % BDIM];
    a ^= (unsigned)(((unsigned long long)(b & tid) << 11) % ((unsigned long long)TIDX | 1ull));
    b = (unsigned)imax((int)(2914118179u | c), (int)(d << (a & 31u)));
    switch (((unsigned)(((unsigned long long)84u * 54u) >> 17)) % 4u) {
    case 0u:
        { unsigned arr38006[8];
        for (unsigned q = 0; q < 8u; q++) arr38006[q] = c + q * 7u;
        arr38006[(tid) % 8u] = 1242426882u;
        c = arr38006[((a + d)) % 8u] ^ arr38006[7]; }
    case 1u:
        for (unsigned i38007 = 0; i38007 < ((b) % 6u); i38007++) {
            if ((9u & 1u) == 1u) {
                a = ((TIDX & 47u) & (c & b));
            } else {
                c = (unsigned)((int)(d ^ d) / (int)((d & 255u) + 1u));
            }
            c = 26u;
            { unsigned k38008 = ((unsigned)((int)i38007 % (int)((51u & 65535u) + 1u))) % 5u;
            while (k38008 != 0u) {
                k38008--;
                b = (20u | __umulhi(tid, b));
            } }
        }
        break;
    default:
        { unsigned arr38009[4];
        for (unsigned q = 0; q < 4u; q++) arr38009[q] = c + q * 3u;
        arr38009[((unsigned)in[(b) % 80u]) % 4u] = (unsigned)in[(TIDX) % 80u];
        c = arr38009[(__umulhi(44u, TIDX)) % 4u] ^ arr38009[0]; }
    }
    d = (unsigned)((const V4 *)in)[((unsigned)in[(c) % 80u]) % 20u].x;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2081224096u ^ TIDX, d = sm1[(TIDX + 24u) % BDIM];
    if (((int)tid < (int)b) && ((unsigned)(((unsigned long long)c * c) >> 21) > (unsigned)((int)a / (int)((475845003u & 7u) + 1u)))) {
        switch (((c ^ d)) % 3u) {
        case 0u:
            { unsigned k38010 = ((unsigned)(((unsigned long long)85u << 7) / ((unsigned long long)64634621u | 1ull))) % 4u;
            do {
                c = ((unsigned)((unsigned char)a) % ((unsigned)(((unsigned long long)TIDX << 11) / ((unsigned long long)a | 1ull)) | 1u));
                b = (unsigned)((short)((50u != TIDX) ? 41u : 948043815u));
            } while (k38010-- != 0u); }
        case 1u:
            c = (unsigned)(int)((float)((4193168757u - tid) & 4095u) * (float)((unsigned)((int)3485609735u % (int)((1444887137u & 65535u) + 1u)) & 1023u) + (float)((4193168757u - tid) >> 20));
            break;
        case 2u:
            switch (((tid * TIDX)) % 5u) {
            case 0u:
                d = 33u;
                break;
            case 1u:
                c = ((b / (b | 1u)) + (unsigned)(((unsigned long long)tid << 16) % ((unsigned long long)tid | 1ull)));
            default:
                c = d;
            }
            break;
        default:
            if (true && (TIDX > 3749486175u)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        }
        { unsigned m38011 = __brev(c), *p = &cnt[4u + (d) % 4u];
          unsigned old = *p, assumed;
          do { assumed = old; old = atomicCAS(p, assumed, m38011 > assumed ? m38011 : assumed); } while (assumed != old); }
    } else {
        d = (unsigned)(int)((float)((unsigned)((short)b) & 4095u) * (float)(tid & 1023u) + (float)((unsigned)((short)b) >> 20));
        b = (b - (((26u & 1u) == 0u) ? b : c));
    }
    c ^= (unsigned)(((unsigned long long)(unsigned)((int)2615903568u / (int)((3183392355u & 255u) + 1u)) << 3) / ((unsigned long long)(33u * c) | 1ull));
    { unsigned m38012 = c, *p = &cnt[4u + (3034104342u) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m38012 > assumed ? m38012 : assumed); } while (assumed != old); }
    atomicAdd(&cnt[((47u & TIDX)) % 4u], ((unsigned)(int)((float)(b & 4095u) * (float)(a & 1023u) + (float)(b >> 20))) & 255u);
    atomicAdd(&cnt[(TIDX) % 4u], ((unsigned)in[(tid) % 80u]) & 255u);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g35_39(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 989967647u ^ TIDX, d = sm0[(TIDX + 23u) % BDIM];
    b = (unsigned)((int)(TIDX >> (b & 31u)) / (int)((a & 7u) + 1u));
    d ^= ((unsigned)(((unsigned long long)a << 15) % ((unsigned long long)15u | 1ull)) - (TIDX + b));
    for (unsigned i39004 = 0; i39004 < ((37u) % 6u); i39004++) {
        b ^= (((2551441200u - i39004) >> 26) | ((2551441200u - i39004) << 10));
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 30u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 30u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2149549784u ^ TIDX, d = sm0[(TIDX + 22u) % BDIM];
    switch ((c) % 4u) {
    case 0u:
        switch (((d % (b | 1u))) % 3u) {
        case 0u:
            for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        case 1u:
            c ^= 1149881059u;
            break;
        case 2u:
            switch ((__umulhi(TIDX, tid)) % 5u) {
            case 0u:
                c = c;
                break;
            case 1u:
                a = ((unsigned)(((unsigned long long)TIDX * TIDX) >> 18) * (TIDX - TIDX));
                break;
            case 2u:
                d = (((unsigned)((const V4 *)in)[(47u) % 16u].z >> 8) | ((unsigned)((const V4 *)in)[(47u) % 16u].z << 6));
                break;
            default:
                c = ((tid >> (b & 31u)) + (unsigned)in[(tid) % 64u]);
            }
        default:
            for (int u39005 = 0; u39005 < 4; u39005++) d += (unsigned)in[(tid * 4u + (unsigned)u39005) % 64u] * (u39005 + 1);
        }
        break;
    case 1u:
        switch ((__umulhi(tid, d)) % 4u) {
        case 0u:
            { unsigned k39006 = ((unsigned)(int)((float)(d & 4095u) * (float)(tid & 1023u) + (float)(d >> 20))) % 5u;
            while (k39006 != 0u) {
                k39006--;
                c = 1995187623u;
                c = (unsigned)(int)((double)((unsigned)in[(c) % 64u] & 4095u) * (double)((TIDX + a) & 1023u) - (double)((unsigned)in[(c) % 64u] >> 20));
            } }
            break;
        case 1u:
            switch (((tid | c)) % 4u) {
            case 0u:
                d = 45u;
                break;
            case 1u:
                c = (d - (b << (TIDX & 31u)));
                break;
            default:
                b = (unsigned)in[((unsigned)in[(c) % 64u]) % 64u];
            }
            break;
        default:
            a ^= d;
        }
        break;
    case 2u:
        for (int u39007 = 0; u39007 < 4; u39007++) b += (unsigned)in[(tid * 4u + (unsigned)u39007) % 64u] * (u39007 + 1);
        break;
    default:
        { unsigned k39008 = ((unsigned)((short)TIDX)) % 5u;
        while (k39008 != 0u) {
            k39008--;
            if (tid % 5u == 2u) {
                d = 2480141302u;
            }
            b ^= f39001((unsigned)(((unsigned long long)TIDX << 2) / ((unsigned long long)a | 1ull)));
        } }
    }
    c = (d << ((479512904u * c) & 31u));
    { unsigned k39009 = ((a * 64u)) % 4u;
    do {
        for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    } while (k39009-- != 0u); }
    switch ((__umulhi(17u, 2597936507u)) % 5u) {
    case 0u:
        { unsigned arr39010[8];
        for (unsigned q = 0; q < 8u; q++) arr39010[q] = c + q * 6u;
        arr39010[((unsigned)((int)b / (int)((d & 255u) + 1u))) % 8u] = (unsigned)(((unsigned long long)TIDX * a) >> 17);
        c = arr39010[(3u) % 8u] ^ arr39010[3]; }
        break;
    case 1u:
        b = ((1781535948u >> 16) | (1781535948u << 19));
        break;
    default:
        a ^= d;
    }
    c ^= __umulhi((unsigned)((unsigned short)b), a);
    { unsigned k39011 = ((unsigned)((int)90u / (int)((d & 65535u) + 1u))) % 5u;
    while (k39011 != 0u) {
        k39011--;
        a = (unsigned)(((unsigned long long)(1305555294u + TIDX) << 24) / ((unsigned long long)(tid * 58u) | 1ull));
    } }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3709143142u ^ TIDX, d = sm1[(TIDX + 6u) % BDIM];
    switch ((31u) % 5u) {
    case 0u:
        if ((int)b < (int)TIDX) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    case 1u:
        { unsigned k39012 = (c) % 4u;
        do {
            { unsigned arr39013[4];
            for (unsigned q = 0; q < 4u; q++) arr39013[q] = d + q * 3u;
            arr39013[(__brev(tid)) % 4u] = f39002(a, tid);
            d = arr39013[((unsigned)((unsigned char)tid)) % 4u] ^ arr39013[3]; }
        } while (k39012-- != 0u); }
        break;
    case 2u:
        a = 47u;
        break;
    default:
        switch (((unsigned)(int)((double)(34u & 4095u) * (double)(c & 1023u) + (double)(34u >> 20))) % 5u) {
        case 0u:
            a = (unsigned)((int)__popc(16u) % (int)(((unsigned)(((unsigned long long)2800605753u * 5u) >> 8) & 255u) + 1u));
            break;
        case 1u:
            for (unsigned i39014 = 0; i39014 < (((b ^ tid)) % 6u); i39014++) {
                c = c;
            }
        case 2u:
            { unsigned k39015 = ((unsigned)imax((int)b, (int)a)) % 4u;
            do {
                c = TIDX;
            } while (k39015-- != 0u); }
            break;
        default:
            atomicAdd(&cnt[(b) % 4u], ((unsigned)((const V4 *)in)[(TIDX) % 16u].z) & 255u);
        }
    }
    { unsigned k39016 = (a) % 4u;
    do {
        { unsigned arr39017[8];
        for (unsigned q = 0; q < 8u; q++) arr39017[q] = b + q * 6u;
        arr39017[(((16u >> 14) | (16u << 17))) % 8u] = (tid / (4u | 1u));
        b = arr39017[(f39002(TIDX, TIDX)) % 8u] ^ arr39017[7]; }
        { unsigned m39018 = (d - d), *p = &cnt[4u + (c) % 4u];
          unsigned old = *p, assumed;
          do { assumed = old; old = atomicCAS(p, assumed, m39018 > assumed ? m39018 : assumed); } while (assumed != old); }
    } while (k39016-- != 0u); }
    for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    c = (unsigned)((int)(unsigned)((int)3780683305u / (int)((tid & 65535u) + 1u)) % (int)((TIDX & 7u) + 1u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
