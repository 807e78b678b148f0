
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
NOINLINE unsigned f1(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    switch (((x << (p0 & 31u))) % 4u) {
    case 0u:
        p0 = ((x + 75u) + 2325348894u);
        break;
    case 1u:
        x ^= 3280070799u;
        break;
    case 2u:
        if ((true && (53u > p0)) && ((unsigned)((int)3979315673u / (int)((71u & 65535u) + 1u)) > umin(54u, 3664843848u))) {
            x = (__popc(x) + (unsigned)(int)((float)(29u & 4095u) * (float)(x & 1023u) - (float)(29u >> 20)));
            x = (umin(52u, 2630463310u) + ((p0 >> 15) | (p0 << 1)));
        }
        break;
    default:
        x = ((x | 3056255486u) | (unsigned)((short)101509731u));
    }
    { unsigned arr2[4];
    for (unsigned q = 0; q < 4u; q++) arr2[q] = x + q * 8u;
    arr2[(83u) % 4u] = (x + 27u);
    x = arr2[(x) % 4u] ^ arr2[3]; }
    x = p0;
    return x + p0;
}
NOINLINE unsigned f3(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= 1675297276u;
    { unsigned k4 = ((3629328566u | 48u)) % 5u;
    while (k4 != 0u) {
        k4--;
        x = 580435377u;
        for (unsigned i5 = 0; i5 < ((p0) % 6u); i5++) {
            p0 = (unsigned)(int)((double)((unsigned)(int)((float)(p0 & 4095u) * (float)(x & 1023u) + (float)(p0 >> 20)) & 4095u) * (double)((3260379189u >> (i5 & 31u)) & 1023u) + (double)((unsigned)(int)((float)(p0 & 4095u) * (float)(x & 1023u) + (float)(p0 >> 20)) >> 20));
            x = 2099349203u;
            p0 = f1((((int)1270184796u < (int)85u) ? 3825819984u : 68u));
        }
    } }
    return x + p0;
}
NOINLINE unsigned f1001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = x;
    p0 = ((x % (3u | 1u)) | ((x >> 12) | (x << 30)));
    x ^= 1740161784u;
    return x + p1;
}
DEVFN unsigned f3001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= p0;
    p0 ^= __umulhi((p1 / (p0 | 1u)), p1);
    return x + p1;
}
DEVFN unsigned f3002(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= ((x - 55u) + x);
    { unsigned k3003 = ((unsigned)((short)1501105249u)) % 5u;
    while (k3003 != 0u) {
        k3003--;
        p0 ^= (unsigned)(((unsigned long long)p0 << 30) / ((unsigned long long)((x >> 11) | (x << 29)) | 1ull));
    } }
    switch ((((x >> 4) | (x << 15))) % 5u) {
    case 0u:
        x ^= x;
    case 1u:
        { unsigned k3004 = (75u) % 4u;
        do {
            x = (unsigned)((short)(p0 * 55u));
            p0 = (unsigned)imax((int)(x << (x & 31u)), (int)(2178100185u + 3041828323u));
        } while (k3004-- != 0u); }
    case 2u:
        if (((unsigned)(int)((float)(3656405010u & 4095u) * (float)(x & 1023u) + (float)(3656405010u >> 20)) & 7u) == 0u) {
            p0 = ((x - 42u) + f3001(p0, 3155081087u));
            x = (unsigned)((int)(460922431u >> (x & 31u)) / (int)(((2521807971u + 62u) & 65535u) + 1u));
        } else {
            p0 = ((unsigned)(int)((double)(29u & 4095u) * (double)(p0 & 1023u) - (double)(29u >> 20)) & (unsigned)((int)x % (int)((x & 7u) + 1u)));
        }
        break;
    default:
        switch (((1507745679u ^ 1461749037u)) % 4u) {
        case 0u:
            p0 = f3001(x, (unsigned)(int)((double)(15u & 4095u) * (double)(63u & 1023u) - (double)(15u >> 20)));
            break;
        case 1u:
            x = (68u << ((42u * x) & 31u));
            break;
        default:
            x = (x | x);
        }
    }
    p0 ^= x;
    return x + p0;
}
NOINLINE unsigned f6001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    { unsigned arr6002[8];
    for (unsigned q = 0; q < 8u; q++) arr6002[q] = x + q * 6u;
    arr6002[((unsigned)((int)42u % (int)((x & 65535u) + 1u))) % 8u] = (p0 ^ 3901304303u);
    x = arr6002[(x) % 8u] ^ arr6002[6]; }
    x = (unsigned)(((unsigned long long)(x | x) * ((x >> 21) | (x << 5))) >> 36);
    p0 ^= 69u;
    return x + p0;
}
DEVFN unsigned f6003(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= (unsigned)(int)((float)(86u & 4095u) * (float)(__brev(86u) & 1023u) + (float)(86u >> 20));
    x = 40463738u;
    if ((x << (p0 & 31u)) >= x) {
        x ^= (unsigned)((int)63u % (int)(((unsigned)(((unsigned long long)514994467u * p0) >> 12) & 255u) + 1u));
    } else {
        { unsigned arr6004[4];
        for (unsigned q = 0; q < 4u; q++) arr6004[q] = p0 + q * 1u;
        arr6004[((97u >> (578781633u & 31u))) % 4u] = (x + 85u);
        p0 = arr6004[((unsigned)(((unsigned long long)1222099319u << 14) % ((unsigned long long)8u | 1ull))) % 4u] ^ arr6004[1]; }
    }
    return x + p0;
}
DEVFN unsigned f7001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = p1;
    p1 = p1;
    return x + p1;
}
NOINLINE unsigned f7002(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = (x * ((p0 >> 27) | (p0 << 26)));
    for (unsigned i7003 = 0; i7003 < (((x << (p0 & 31u))) % 6u); i7003++) {
        x ^= (unsigned)(int)((float)(__clz(66u) & 4095u) * (float)((37u & 47u) & 1023u) + (float)(__clz(66u) >> 20));
    }
    return x + p0;
}
DEVFN unsigned f8001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x = (unsigned)(int)((float)(3995455950u & 4095u) * (float)((unsigned)((int)p0 % (int)((50u & 255u) + 1u)) & 1023u) - (float)(3995455950u >> 20));
    if ((int)p1 < (int)p1) { return x ^ p0; }
    return x + p1;
}
NOINLINE unsigned f8002(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    switch (((unsigned)(((unsigned long long)x * 53u) >> 35)) % 4u) {
    case 0u:
        p0 ^= (unsigned)((int)(x & 18u) % (int)(((unsigned)((int)54u % (int)((x & 255u) + 1u)) & 7u) + 1u));
        break;
    case 1u:
        p0 ^= ((p0 - p0) ^ (2370280995u << (483523066u & 31u)));
    case 2u:
        switch ((77u) % 5u) {
        case 0u:
            p0 = p0;
        case 1u:
            x = x;
            break;
        case 2u:
            x = 3202963775u;
            break;
        default:
            x = (p0 | umin(x, x));
        }
        break;
    default:
        if (true || (379549851u > p0)) { return x ^ p0; }
    }
    if (true && (4178537880u > 569883503u)) { return x ^ p0; }
    { unsigned arr8003[8];
    for (unsigned q = 0; q < 8u; q++) arr8003[q] = x + q * 4u;
    arr8003[((x + 1460623857u)) % 8u] = (x - 227379683u);
    x = arr8003[((unsigned)(((unsigned long long)p0 << 11) / ((unsigned long long)1843910395u | 1ull))) % 8u] ^ arr8003[3]; }
    return x + p0;
}
NOINLINE unsigned f9001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= ((unsigned)((int)x / (int)((x & 255u) + 1u)) + 2855433969u);
    for (unsigned i9002 = 0; i9002 < (((unsigned)((int)440309400u % (int)((x & 65535u) + 1u))) % 6u); i9002++) {
        for (unsigned i9003 = 0; i9003 < 2u; i9003++) {
            p0 = 5u;
            p0 = (__popc(i9002) + ((i9003 >> 9) | (i9003 << 20)));
            x = p0;
        }
        x ^= ((unsigned)(int)((double)(i9002 & 4095u) * (double)(3820961897u & 1023u) - (double)(i9002 >> 20)) & (unsigned)(((unsigned long long)54u * x) >> 34));
    }
    return x + p0;
}
NOINLINE unsigned f9004(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= ((__brev(p0) != p0) ? p0 : x);
    if ((int)(91u | x) < (int)(p0 ^ 1302499308u)) {
        x = ((__clz(x) > (unsigned)(int)((float)(p0 & 4095u) * (float)(43u & 1023u) + (float)(p0 >> 20))) ? (822553610u & p0) : 39u);
        p0 = (p0 ^ (unsigned)(((unsigned long long)3761029770u << 6) % ((unsigned long long)x | 1ull)));
    } else {
        { unsigned k9005 = (706228360u) % 4u;
        do {
            x = (unsigned)((int)(unsigned)(((unsigned long long)2813654685u * 7u) >> 37) % (int)((x & 65535u) + 1u));
        } while (k9005-- != 0u); }
        if (1703030136u <= 3404469197u) {
            x = ((p0 >> (3900953993u & 31u)) ^ (p0 - x));
        } else {
            p0 = (unsigned)imax((int)(x | p0), (int)2078169428u);
            p0 = 34u;
        }
    }
    return x + p0;
}
DEVFN unsigned f11001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    { unsigned k11002 = (3869474u) % 4u;
    do {
        p0 ^= ((unsigned)(((unsigned long long)2774045414u << 1) / ((unsigned long long)p0 | 1ull)) & (x - 57u));
        if (((int)p0 < (int)x) || ((x >> (x & 31u)) > (unsigned)((short)p0))) {
            x = 96u;
        }
    } while (k11002-- != 0u); }
    if ((p0 & 7u) == 1u) {
        p0 ^= (unsigned)(((unsigned long long)(p0 | p0) << 31) % ((unsigned long long)(x | x) | 1ull));
    } else {
        x = umin(p0, (32u & 13u));
        x ^= (unsigned)imax((int)(unsigned)((int)2029354476u / (int)((2031142489u & 255u) + 1u)), (int)((x >> 22) | (x << 17)));
    }
    p0 ^= ((57u ^ x) * (p0 + x));
    switch (((unsigned)(int)((double)(2629421001u & 4095u) * (double)(92u & 1023u) - (double)(2629421001u >> 20))) % 4u) {
    case 0u:
        x ^= (((p0 | 419198314u) >> 9) | ((p0 | 419198314u) << 6));
        break;
    case 1u:
        p0 ^= (unsigned)(int)((float)((unsigned)(((unsigned long long)x << 11) % ((unsigned long long)x | 1ull)) & 4095u) * (float)((5u * x) & 1023u) + (float)((unsigned)(((unsigned long long)x << 11) % ((unsigned long long)x | 1ull)) >> 20));
    default:
        x ^= ((80u << (x & 31u)) + (1953418343u + p0));
    }
    return x + p0;
}
DEVFN unsigned f11003(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= (p0 << (((p0 == x) ? 17u : x) & 31u));
    switch (((unsigned)(((unsigned long long)x * x) >> 27)) % 5u) {
    case 0u:
        { unsigned k11004 = (((4155665617u >> 3) | (4155665617u << 7))) % 4u;
        do {
            p0 = x;
        } while (k11004-- != 0u); }
        break;
    case 1u:
        p0 ^= __umulhi(((true && (49u > 1022427870u)) ? 1364173079u : x), (unsigned)(((unsigned long long)82u * 1901474101u) >> 32));
        break;
    case 2u:
        x = (x / ((unsigned)(int)((double)(p0 & 4095u) * (double)(24u & 1023u) - (double)(p0 >> 20)) | 1u));
    default:
        x = ((unsigned)((unsigned char)97u) + (unsigned)((signed char)969048121u));
    }
    p0 ^= x;
    { unsigned k11005 = (66u) % 4u;
    do {
        p0 ^= ((p0 + 3174929643u) + (x | 23u));
    } while (k11005-- != 0u); }
    return x + p0;
}
NOINLINE unsigned f12001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    if (true && (53128134u > 48u)) { return x ^ p0; }
    x ^= 84u;
    return x + p0;
}
DEVFN unsigned f15001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = (unsigned)(((unsigned long long)73u << 5) % ((unsigned long long)p0 | 1ull));
    p0 = (unsigned)(((unsigned long long)x * (unsigned)((int)p0 % (int)((2835240561u & 255u) + 1u))) >> 23);
    { unsigned k15002 = (p0) % 4u;
    do {
        x = (x ^ (77u % (96u | 1u)));
        x ^= ((x >> 14) | (x << 10));
    } while (k15002-- != 0u); }
    return x + p0;
}
NOINLINE unsigned f17001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    for (unsigned i17002 = 0; i17002 < (((unsigned)((unsigned char)191009193u)) % 6u); i17002++) {
        p0 ^= (unsigned)(int)((double)((p1 | i17002) & 4095u) * (double)((unsigned)imax((int)x, (int)23u) & 1023u) - (double)((p1 | i17002) >> 20));
        p1 ^= (unsigned)(int)((float)((94u | i17002) & 4095u) * (float)(1240699363u & 1023u) - (float)((94u | i17002) >> 20));
        for (unsigned i17003 = 0; i17003 < ((x) % 6u); i17003++) {
            p0 = i17003;
            x = 2414350144u;
            x = i17002;
        }
    }
    p0 ^= (p0 ^ (3470942897u >> (52u & 31u)));
    if (((p0 + p1) & 1u) == 0u) {
        x ^= ((unsigned)(((unsigned long long)x * 93u) >> 27) ^ (p1 % (p1 | 1u)));
    } else {
        p1 = ((x + p1) ^ __popc(87u));
        x = (x + (p0 | 366738167u));
    }
    x ^= (unsigned)(((unsigned long long)(unsigned)((unsigned char)p0) * (((27u & 1u) == 1u) ? 20u : 1364037523u)) >> 13);
    return x + p1;
}
DEVFN unsigned f18001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    { unsigned k18002 = (__brev(p0)) % 5u;
    while (k18002 != 0u) {
        k18002--;
        x = (3585889540u + (p0 | 72u));
        if (true || (2492193463u > 79u)) continue;
    } }
    p0 ^= (__umulhi(81u, p0) - __umulhi(x, 20u));
    { unsigned arr18003[4];
    for (unsigned q = 0; q < 4u; q++) arr18003[q] = p0 + q * 4u;
    arr18003[((unsigned)imax((int)x, (int)52u)) % 4u] = (p0 ^ p0);
    p0 = arr18003[(__brev(3096033850u)) % 4u] ^ arr18003[1]; }
    p0 ^= ((x + x) | __clz(p0));
    return x + p0;
}
DEVFN unsigned f18004(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = (unsigned)((int)(61u + p0) / (int)((p0 & 65535u) + 1u));
    x = ((p0 & 51u) - (p0 - 33u));
    return x + p0;
}
NOINLINE unsigned f19001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    if (((38u - p0) & 7u) == 1u) {
        if (true && (0u > 721452550u)) { return x ^ p0; }
        x ^= ((unsigned)(((unsigned long long)p0 * 1166499723u) >> 13) + 2702110234u);
    }
    x ^= p0;
    if (58u > x) { return x ^ p0; }
    x ^= __umulhi((p0 + p0), x);
    return x + p0;
}
NOINLINE unsigned f19002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = (((unsigned)(((unsigned long long)p1 * 2719474521u) >> 25) >> 5) | ((unsigned)(((unsigned long long)p1 * 2719474521u) >> 25) << 29));
    { unsigned k19003 = (f19001(x)) % 5u;
    while (k19003 != 0u) {
        k19003--;
        x ^= (unsigned)(((unsigned long long)(x | p0) << 2) % ((unsigned long long)(10u + 42u) | 1ull));
    } }
    if (true && (p1 > x)) { return x ^ p0; }
    for (unsigned i19004 = 0; i19004 < (((p0 >> (11u & 31u))) % 6u); i19004++) {
        x ^= ((i19004 - p1) & (unsigned)((int)47u % (int)((i19004 & 7u) + 1u)));
        p1 ^= x;
        p0 ^= (x | p0);
    }
    return x + p1;
}
NOINLINE unsigned f22001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if (true && (p0 > 17u)) { return x ^ p0; }
    x ^= (7u + ((p1 >> 6) | (p1 << 18)));
    { unsigned k22002 = ((x - 7u)) % 5u;
    while (k22002 != 0u) {
        k22002--;
        p1 ^= 3965988577u;
    } }
    for (unsigned i22003 = 0; i22003 < (((42u / (x | 1u))) % 6u); i22003++) {
        p1 = (unsigned)((unsigned short)(45u + i22003));
        p0 ^= __umulhi(p1, (p1 ^ p0));
    }
    return x + p1;
}
DEVFN unsigned f24001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x = (unsigned)(((unsigned long long)(1647844794u + x) << 13) / ((unsigned long long)p1 | 1ull));
    x ^= (((x & 3u) == 0u) ? 82u : (p0 + p1));
    return x + p1;
}
NOINLINE unsigned f25001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= (unsigned)(((unsigned long long)((true || (569163394u > 1065575424u)) ? p0 : p0) * (x % (3524172036u | 1u))) >> 26);
    for (unsigned i25002 = 0; i25002 < 5u; i25002++) {
        switch (((x & 2499467525u)) % 5u) {
        case 0u:
            x = __umulhi((unsigned)((unsigned char)p0), (3650529434u / (p0 | 1u)));
            break;
        case 1u:
            p0 = (unsigned)((int)(x + p0) / (int)(((62u + i25002) & 255u) + 1u));
        case 2u:
            p0 = (p0 / ((46u + p0) | 1u));
            break;
        default:
            x = ((93u + i25002) + x);
        }
        x = ((i25002 % (67u | 1u)) >> (((60u >> 28) | (60u << 7)) & 31u));
        switch ((28u) % 4u) {
        case 0u:
            p0 = (((1916153767u >> 9) | (1916153767u << 24)) / ((unsigned)((unsigned char)x) | 1u));
            break;
        case 1u:
            p0 = (11u % ((unsigned)((unsigned short)31u) | 1u));
            break;
        case 2u:
            x = __umulhi(47u, 80u);
            break;
        default:
            p0 = i25002;
        }
    }
    x ^= 27u;
    x ^= (umin(1293396047u, p0) & ((45u > x) ? 4086154018u : x));
    return x + p0;
}
DEVFN unsigned f28001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned arr28002[4];
    for (unsigned q = 0; q < 4u; q++) arr28002[q] = x + q * 5u;
    arr28002[((unsigned)imax((int)54u, (int)p0)) % 4u] = (6u + p1);
    x = arr28002[(83u) % 4u] ^ arr28002[1]; }
    { unsigned arr28003[4];
    for (unsigned q = 0; q < 4u; q++) arr28003[q] = p0 + q * 4u;
    arr28003[((p0 + 546522742u)) % 4u] = (p0 + x);
    p0 = arr28003[(((3640939171u >> 26) | (3640939171u << 17))) % 4u] ^ arr28003[3]; }
    p0 ^= (((int)(unsigned)((unsigned short)24u) < (int)(unsigned)(int)((double)(p0 & 4095u) * (double)(p1 & 1023u) + (double)(p0 >> 20))) ? (17u + 1263097865u) : (x - 4021382861u));
    return x + p1;
}
NOINLINE unsigned f28004(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= 49u;
    { unsigned k28005 = (((x >> 14) | (x << 13))) % 4u;
    do {
        if (61u != 3558131481u) { return x ^ p0; }
    } while (k28005-- != 0u); }
    if (88u > x) { return x ^ p0; }
    p0 = (unsigned)((int)(1752415582u + x) / (int)((68u & 7u) + 1u));
    return x + p0;
}
DEVFN unsigned f32001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x ^= (unsigned)(int)((float)(52u & 4095u) * (float)(p0 & 1023u) + (float)(52u >> 20));
    x = (unsigned)imax((int)(2045563312u / (x | 1u)), (int)((76u <= 1361956296u) ? 2985335887u : p0));
    x ^= __umulhi((p0 ^ p1), p1);
    return x + p1;
}
DEVFN unsigned f34001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 ^= p1;
    if ((unsigned)(((unsigned long long)x << 26) / ((unsigned long long)p0 | 1ull)) > umin(x, x)) {
        x = ((p0 << (p1 & 31u)) + x);
        p1 = (__brev(640398023u) % (1277282745u | 1u));
    } else {
        if (p0 == 56u) { return x ^ p0; }
        p1 = ((unsigned)(((unsigned long long)3822127157u * p0) >> 29) | (x - p0));
    }
    switch ((p1) % 3u) {
    case 0u:
        x ^= p1;
        break;
    case 1u:
        x ^= (((x & x) > (unsigned)((unsigned char)1072454324u)) ? (unsigned)((unsigned short)p0) : p1);
        break;
    case 2u:
        p0 ^= (unsigned)(((unsigned long long)(p0 >> (49u & 31u)) * (unsigned)imax((int)x, (int)p1)) >> 12);
        break;
    default:
        p0 ^= ((x + p1) | (p0 - 3613675351u));
    }
    return x + p1;
}
DEVFN unsigned f34002(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= ((p0 == (p0 >> (x & 31u))) ? (x & 12u) : p0);
    p0 ^= (unsigned)imax((int)(x - p0), (int)p0);
    p0 = ((unsigned)(int)((float)(1286156791u & 4095u) * (float)(p0 & 1023u) - (float)(1286156791u >> 20)) + f34001(x, p0));
    p0 ^= (unsigned)(((unsigned long long)(unsigned)((int)211126241u % (int)((p0 & 65535u) + 1u)) << 30) % ((unsigned long long)p0 | 1ull));
    return x + p0;
}
DEVFN unsigned f37001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if ((int)(unsigned)(((unsigned long long)p0 * 86u) >> 28) < (int)(p1 % (1431034071u | 1u))) {
        { unsigned arr37002[8];
        for (unsigned q = 0; q < 8u; q++) arr37002[q] = x + q * 5u;
        arr37002[((84u + p1)) % 8u] = __clz(p1);
        x = arr37002[(((p0 >> 13) | (p0 << 28))) % 8u] ^ arr37002[1]; }
        p0 = ((p1 > p0) ? (unsigned)((int)p0 % (int)((x & 7u) + 1u)) : (unsigned)(((unsigned long long)p0 << 2) / ((unsigned long long)3697651135u | 1ull)));
    } else {
        if ((p0 & 1u) == 0u) { return x ^ p0; }
        x ^= ((unsigned)(((unsigned long long)2132137670u * x) >> 14) - (p0 + p1));
    }
    p0 ^= p0;
    return x + p1;
}
NOINLINE unsigned f37003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if ((int)x < (int)p1) { return x ^ p0; }
    x ^= (p1 + p0);
    return x + p1;
}
extern "C" __global__ void g1_0(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1010269600u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
    switch (((2600441196u * TIDX)) % 4u) {
    case 0u:
        c ^= b;
        break;
    case 1u:
        d ^= (__brev(b) + __umulhi(1317628517u, 1300556176u));
        break;
    case 2u:
        if ((int)31u < (int)(a - TIDX)) {
            { unsigned arr6[4];
            for (unsigned q = 0; q < 4u; q++) arr6[q] = a + q * 3u;
            arr6[((40u & c)) % 4u] = (c * d);
            a = arr6[((unsigned)((int)TIDX % (int)((tid & 7u) + 1u))) % 4u] ^ arr6[2]; }
            d = f3(((969505457u >> 23) | (969505457u << 14)));
        } else {
            b = umin((unsigned)(((unsigned long long)20u * c) >> 30), (c & d));
            d ^= ((umin(b, 32u) >> 30) | (umin(b, 32u) << 11));
        }
        break;
    default:
        if (b != ((33u == 18u) ? d : d)) {
            { unsigned arr7[8];
            for (unsigned q = 0; q < 8u; q++) arr7[q] = b + q * 8u;
            arr7[((d + a)) % 8u] = (b & tid);
            b = arr7[((unsigned)imax((int)TIDX, (int)91u)) % 8u] ^ arr7[5]; }
            d = (unsigned)in[((unsigned)(int)((float)(d & 4095u) * (float)(59u & 1023u) - (float)(d >> 20))) % 96u];
        }
    }
    switch (((1922059544u << (d & 31u))) % 5u) {
    case 0u:
        { unsigned arr8[4];
        for (unsigned q = 0; q < 4u; q++) arr8[q] = c + q * 7u;
        arr8[(a) % 4u] = b;
        c = arr8[(((tid % 33u == 0u) ? d : 30u)) % 4u] ^ arr8[3]; }
        break;
    case 1u:
        switch (((unsigned)((signed char)40u)) % 3u) {
        case 0u:
            for (int u9 = 0; u9 < 2; u9++) c += (unsigned)in[(tid * 2u + (unsigned)u9) % 96u] * (u9 + 1);
            break;
        case 1u:
            for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
        case 2u:
            { unsigned k10 = ((a | 2633583553u)) % 5u;
            while (k10 != 0u) {
                k10--;
                b = (93u << ((TIDX | b) & 31u));
                c = TIDX;
            } }
        default:
            atomicAdd(&cnt[((TIDX ^ 57u)) % 4u], ((unsigned)in[(TIDX) % 96u]) & 255u);
        }
        break;
    default:
        atomicAdd(&cnt[((a + c)) % 4u], ((a | 63u)) & 255u);
    }
    { unsigned k11 = ((unsigned)imax((int)418244291u, (int)a)) % 5u;
    while (k11 != 0u) {
        k11--;
        { unsigned k12 = ((tid + 1590225367u)) % 5u;
        while (k12 != 0u) {
            k12--;
            for (int u13 = 0; u13 < 8; u13++) b += (unsigned)in[(tid * 8u + (unsigned)u13) % 96u] * (u13 + 1);
#pragma unroll 2
            for (int u14 = 0; u14 < 4; u14++) a += (unsigned)in[(tid * 4u + (unsigned)u14) % 96u] * (u14 + 1);
        } }
        { unsigned arr15[4];
        for (unsigned q = 0; q < 4u; q++) arr15[q] = b + q * 8u;
        arr15[((unsigned)in[(a) % 96u]) % 4u] = __umulhi(tid, 3146519561u);
        b = arr15[(((c != a) ? 48u : 2393059118u)) % 4u] ^ arr15[1]; }
    } }
    c ^= (unsigned)(((unsigned long long)(unsigned)imax((int)523401844u, (int)93u) * (unsigned)(((unsigned long long)b * c) >> 4)) >> 34);
    atomicAdd(&cnt[(((tid % 2u == 0u) ? 3206833188u : 82u)) % 4u], ((((a & 1u) == 2u) ? 91u : c)) & 255u);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3563195019u ^ TIDX, d = sm0[(TIDX + 26u) % BDIM];
#pragma unroll 4
    for (int u16 = 0; u16 < 2; u16++) d += (unsigned)in[(tid * 2u + (unsigned)u16) % 96u] * (u16 + 1);
    b = (unsigned)in[((unsigned)((short)a)) % 96u];
    d ^= __brev((64u ^ tid));
    d ^= (unsigned)((int)(unsigned)((short)c) / (int)(((unsigned)((const V4 *)in)[(36u) % 24u].w & 65535u) + 1u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2643012205u ^ TIDX, d = sm1[(TIDX + 6u) % BDIM];
    a = 19u;
    switch ((f3(920842318u)) % 5u) {
    case 0u:
        if ((int)tid < (int)a) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    case 1u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        break;
    default:
        for (unsigned i17 = 0; i17 < 5u; i17++) {
            c = (((b >> 16) | (b << 29)) | (unsigned)(((unsigned long long)454534996u << 16) % ((unsigned long long)TIDX | 1ull)));
            for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
            if (69u < 62u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        }
    }
    if (tid % 3u == 2u) {
        b ^= 1322262239u;
    } else {
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_1(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4090248713u ^ TIDX, d = sm0[(TIDX + 9u) % BDIM];
    { unsigned arr1002[4];
    for (unsigned q = 0; q < 4u; q++) arr1002[q] = c + q * 1u;
    arr1002[((tid & 35u)) % 4u] = umin(tid, 1604074331u);
    c = arr1002[((unsigned)((int)b % (int)((928865527u & 255u) + 1u))) % 4u] ^ arr1002[1]; }
    for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    d ^= 76u;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 966794319u ^ TIDX, d = sm1[(TIDX + 10u) % BDIM];
    for (unsigned i1003 = 0; i1003 < (((b | d)) % 6u); i1003++) {
        if ((int)b < (int)a) break;
        { unsigned arr1004[8];
        for (unsigned q = 0; q < 8u; q++) arr1004[q] = b + q * 5u;
        arr1004[((unsigned)((const V4 *)in)[(d) % 16u].z) % 8u] = (unsigned)(((unsigned long long)1867763891u * tid) >> 16);
        b = arr1004[((unsigned)imax((int)b, (int)a)) % 8u] ^ arr1004[3]; }
    }
    { unsigned k1005 = ((a ^ 66u)) % 5u;
    while (k1005 != 0u) {
        k1005--;
        if ((int)a < (int)a) break;
        d ^= (unsigned)imax((int)__brev(TIDX), (int)f1001(d, tid));
    } }
    for (int u1006 = 0; u1006 < 4; u1006++) c += (unsigned)in[(tid * 4u + (unsigned)u1006) % 64u] * (u1006 + 1);
    { unsigned arr1007[8];
    for (unsigned q = 0; q < 8u; q++) arr1007[q] = b + q * 8u;
    arr1007[(f1001(2671642606u, 43u)) % 8u] = (unsigned)(((unsigned long long)c * d) >> 13);
    b = arr1007[(c) % 8u] ^ arr1007[7]; }
    for (int u1008 = 0; u1008 < 2; u1008++) d += (unsigned)in[(tid * 2u + (unsigned)u1008) % 64u] * (u1008 + 1);
    a = (c - (86u | 4238422698u));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 15u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 15u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1550403198u ^ TIDX, d = sm1[(TIDX + 26u) % BDIM];
#pragma unroll 2
    for (int u1009 = 0; u1009 < 4; u1009++) b += (unsigned)in[(tid * 4u + (unsigned)u1009) % 64u] * (u1009 + 1);
    a ^= (unsigned)((int)(c ^ b) / (int)(((b % (c | 1u)) & 65535u) + 1u));
    a ^= TIDX;
    for (unsigned i1010 = 0; i1010 < (((unsigned)((const V4 *)in)[(a) % 16u].z) % 6u); i1010++) {
        b ^= (unsigned)(int)((float)(f1001(tid, b) & 4095u) * (float)((d * TIDX) & 1023u) + (float)(f1001(tid, b) >> 20));
    }
    a ^= (unsigned)((const V4 *)in)[((unsigned)in[(tid) % 64u]) % 16u].z;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 138574400u ^ TIDX, d = sm1[(TIDX + 17u) % BDIM];
    a = (2366025264u * (unsigned)((short)2317513627u));
    b = ((unsigned)in[(b) % 64u] * (unsigned)in[(c) % 64u]);
    if ((int)a < (int)__clz(26u)) {
        c ^= (unsigned)(int)((float)(c & 4095u) * (float)((d << (1959031483u & 31u)) & 1023u) + (float)(c >> 20));
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_2(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1908133866u ^ TIDX, d = sm0[(TIDX + 11u) % BDIM];
    { unsigned arr2001[8];
    for (unsigned q = 0; q < 8u; q++) arr2001[q] = d + q * 6u;
    arr2001[(((9u >> 16) | (9u << 1))) % 8u] = ((b >> 27) | (b << 27));
    d = arr2001[((unsigned)(int)((double)(TIDX & 4095u) * (double)(77u & 1023u) - (double)(TIDX >> 20))) % 8u] ^ arr2001[4]; }
    for (unsigned i2002 = 0; i2002 < ((__umulhi(b, c)) % 6u); i2002++) {
        a ^= (unsigned)(((unsigned long long)622062208u * TIDX) >> 4);
    }
    d ^= ((96u & d) | d);
    d ^= 19u;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 7u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (7u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4101771636u ^ TIDX, d = sm0[(TIDX + 23u) % BDIM];
    c ^= umin((unsigned)(((unsigned long long)a << 7) / ((unsigned long long)TIDX | 1ull)), ((tid >> 4) | (tid << 20)));
    for (unsigned i2003 = 0; i2003 < 5u; i2003++) {
        if (tid % 2u == 2u) {
            if (((unsigned)((const V4 *)in)[(d) % 24u].y & 3u) == 0u) {
                c = (a + (unsigned)(((unsigned long long)tid * c) >> 8));
            } else {
                a = (((true || (11u > b)) ? 67u : 2643476039u) % (__umulhi(3571659166u, 58u) | 1u));
            }
        }
    }
    b = ((d >> 16) | (d << 18));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_3(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 416048532u ^ TIDX, d = sm0[(TIDX + 35u) % BDIM];
    d = (613192159u - ((a == a) ? TIDX : d));
    a ^= tid;
    c = (unsigned)((const V4 *)in)[(((c >> 14) | (c << 12))) % 16u].w;
    a = tid;
    c ^= tid;
    atomicAdd(&cnt[(umin(b, c)) % 4u], ((a & TIDX)) & 255u);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 182061501u ^ TIDX, d = sm1[(TIDX + 5u) % BDIM];
    { unsigned arr3005[8];
    for (unsigned q = 0; q < 8u; q++) arr3005[q] = b + q * 8u;
    arr3005[(__umulhi(d, b)) % 8u] = b;
    b = arr3005[(55u) % 8u] ^ arr3005[7]; }
    a ^= __clz((85u * d));
    c ^= __umulhi((unsigned)in[(tid) % 64u], 18u);
    c = a;
    switch (((d << (51u & 31u))) % 5u) {
    case 0u:
        c = ((((int)b < (int)c) ? TIDX : tid) & (c + d));
        break;
    case 1u:
        for (unsigned i3006 = 0; i3006 < (((9u & TIDX)) % 6u); i3006++) {
            for (unsigned i3007 = 0; i3007 < 4u; i3007++) {
                b = a;
                d = __popc(f3002(tid));
                c = b;
            }
            if ((true || (260493043u > i3006)) || (((3805886939u >> 8) | (3805886939u << 8)) > (2132312794u - 3242158544u))) {
                c = ((unsigned)(int)((float)(33u & 4095u) * (float)(c & 1023u) - (float)(33u >> 20)) ^ (unsigned)in[(TIDX) % 64u]);
            }
            b ^= a;
        }
    case 2u:
        b ^= umin(77u, __umulhi(d, c));
        break;
    default:
        b = tid;
    }
    { unsigned arr3008[8];
    for (unsigned q = 0; q < 8u; q++) arr3008[q] = c + q * 6u;
    arr3008[(b) % 8u] = (unsigned)(int)((float)(TIDX & 4095u) * (float)(d & 1023u) + (float)(TIDX >> 20));
    c = arr3008[(umin(1322930596u, a)) % 8u] ^ arr3008[7]; }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 362758565u ^ TIDX, d = sm0[(TIDX + 33u) % BDIM];
    if (tid % 2u == 0u) {
        a = __umulhi((d & 50u), (unsigned)in[(b) % 64u]);
    } else {
        { unsigned arr3009[4];
        for (unsigned q = 0; q < 4u; q++) arr3009[q] = a + q * 6u;
        arr3009[(tid) % 4u] = (unsigned)((const V4 *)in)[(c) % 16u].z;
        a = arr3009[(__popc(d)) % 4u] ^ arr3009[3]; }
    }
    b = (unsigned)in[((a - TIDX)) % 64u];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    for (unsigned i3010 = 0; i3010 < ((64u) % 6u); i3010++) {
        if ((int)b < (int)b) continue;
        d = (unsigned)((int)((tid >> 22) | (tid << 2)) / (int)(((unsigned)((const V4 *)in)[(c) % 16u].w & 255u) + 1u));
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_4(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2391437598u ^ TIDX, d = sm0[(TIDX + 7u) % BDIM];
    d ^= ((unsigned)((const V4 *)in)[(a) % 24u].y | (unsigned)(((unsigned long long)a << 14) % ((unsigned long long)d | 1ull)));
    a = ((a & TIDX) >> (umin(20u, d) & 31u));
    d ^= ((((int)b < (int)a) || ((unsigned)(int)((float)(a & 4095u) * (float)(tid & 1023u) - (float)(a >> 20)) > (unsigned)((const V4 *)in)[(c) % 24u].x)) ? (unsigned)((const V4 *)in)[(tid) % 24u].y : (2067218325u + d));
    { unsigned arr4001[8];
    for (unsigned q = 0; q < 8u; q++) arr4001[q] = a + q * 4u;
    arr4001[((unsigned)((int)14u % (int)((3116813678u & 255u) + 1u))) % 8u] = (c + 1616929251u);
    a = arr4001[((d - c)) % 8u] ^ arr4001[4]; }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    b ^= (unsigned)((short)(322978940u ^ tid));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2000714343u ^ TIDX, d = sm1[(TIDX + 16u) % BDIM];
#pragma unroll
    for (int u4002 = 0; u4002 < 8; u4002++) a += (unsigned)in[(tid * 8u + (unsigned)u4002) % 96u] * (u4002 + 1);
    a ^= ((TIDX >> 23) | (TIDX << 21));
    a ^= ((2558293659u & 22u) ^ (82u + a));
    d = (unsigned)((int)(unsigned)(int)((double)(84u & 4095u) * (double)(50u & 1023u) - (double)(84u >> 20)) % (int)((b & 7u) + 1u));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2770186552u ^ TIDX, d = sm0[(TIDX + 20u) % BDIM];
#pragma unroll
    for (int u4003 = 0; u4003 < 2; u4003++) a += (unsigned)in[(tid * 2u + (unsigned)u4003) % 96u] * (u4003 + 1);
    c ^= tid;
    b = (unsigned)((signed char)(2870126790u + a));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1134976367u ^ TIDX, d = sm1[(TIDX + 10u) % BDIM];
    { unsigned k4004 = ((a + b)) % 5u;
    while (k4004 != 0u) {
        k4004--;
        if (tid % 3u == 2u) break;
        if ((int)(unsigned)((signed char)tid) < (int)(unsigned)imax((int)d, (int)1039567982u)) {
            if (true && (97u > tid)) break;
            for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        } else {
            if ((d == tid) || (__umulhi(c, TIDX) > (unsigned)(((unsigned long long)a << 14) / ((unsigned long long)22u | 1ull)))) {
                c = (((b << (52u & 31u)) == __popc(c)) ? (unsigned)(((unsigned long long)b << 10) / ((unsigned long long)a | 1ull)) : (unsigned)(int)((double)(tid & 4095u) * (double)(b & 1023u) + (double)(tid >> 20)));
                c = (((3415306338u - 3957428827u) != umin(359366179u, a)) ? tid : (unsigned)((int)a / (int)((2503271630u & 65535u) + 1u)));
            }
        }
    } }
    for (unsigned i4005 = 0; i4005 < ((76u) % 6u); i4005++) {
        if ((int)(unsigned)((const V4 *)in)[(381953031u) % 24u].w < (int)((d >> 2) | (d << 9))) {
            c ^= (__brev(i4005) + (a * b));
        } else {
            a = (unsigned)((const V4 *)in)[((unsigned)imax((int)d, (int)a)) % 24u].w;
        }
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    }
#pragma unroll 4
    for (int u4006 = 0; u4006 < 8; u4006++) b += (unsigned)in[(tid * 8u + (unsigned)u4006) % 96u] * (u4006 + 1);
    { unsigned arr4007[4];
    for (unsigned q = 0; q < 4u; q++) arr4007[q] = c + q * 4u;
    arr4007[((c | c)) % 4u] = (unsigned)(((unsigned long long)28u << 2) / ((unsigned long long)tid | 1ull));
    c = arr4007[((unsigned)((short)tid)) % 4u] ^ arr4007[2]; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_5(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1081021575u ^ TIDX, d = sm0[(TIDX + 26u) % BDIM];
    switch (((TIDX ^ tid)) % 3u) {
    case 0u:
        for (unsigned i5001 = 0; i5001 < (((2660129461u ^ c)) % 6u); i5001++) {
            for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
            d ^= ((unsigned)(((unsigned long long)d * b) >> 6) + (1640714605u | d));
        }
        break;
    case 1u:
        b = ((a * a) % ((c & c) | 1u));
        break;
    case 2u:
        { unsigned arr5002[8];
        for (unsigned q = 0; q < 8u; q++) arr5002[q] = d + q * 3u;
        arr5002[((unsigned)((short)c)) % 8u] = (unsigned)((const V4 *)in)[(4250417044u) % 24u].w;
        d = arr5002[((unsigned)((const V4 *)in)[(c) % 24u].w) % 8u] ^ arr5002[5]; }
        break;
    default:
        { unsigned k5003 = ((unsigned)(((unsigned long long)TIDX << 10) / ((unsigned long long)b | 1ull))) % 4u;
        do {
            a ^= (unsigned)(((unsigned long long)(unsigned)((int)c % (int)((d & 7u) + 1u)) * (TIDX | d)) >> 4);
        } while (k5003-- != 0u); }
    }
    { unsigned arr5004[4];
    for (unsigned q = 0; q < 4u; q++) arr5004[q] = a + q * 4u;
    arr5004[(__umulhi(TIDX, c)) % 4u] = tid;
    a = arr5004[((unsigned)(((unsigned long long)TIDX * d) >> 34)) % 4u] ^ arr5004[2]; }
    switch ((c) % 3u) {
    case 0u:
        for (unsigned i5005 = 0; i5005 < (((3907793547u ^ d)) % 6u); i5005++) {
            a ^= TIDX;
        }
    case 1u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
        break;
    default:
        for (unsigned i5006 = 0; i5006 < (((4032139338u - c)) % 6u); i5006++) {
            { unsigned k5007 = ((unsigned)((unsigned short)i5006)) % 4u;
            do {
                a = (unsigned)in[((a & c)) % 96u];
            } while (k5007-- != 0u); }
        }
    }
    a = (unsigned)(((unsigned long long)(((50u & 7u) == 0u) ? b : c) << 17) / ((unsigned long long)(d - tid) | 1ull));
    b = b;
    a ^= (b / ((unsigned)(((unsigned long long)c * d) >> 5) | 1u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_6(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1553741184u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    a ^= (tid % ((37u % (tid | 1u)) | 1u));
    { unsigned arr6005[4];
    for (unsigned q = 0; q < 4u; q++) arr6005[q] = d + q * 3u;
    arr6005[(a) % 4u] = __umulhi(TIDX, d);
    d = arr6005[(((tid < c) ? 3949193990u : a)) % 4u] ^ arr6005[2]; }
    { unsigned arr6006[4];
    for (unsigned q = 0; q < 4u; q++) arr6006[q] = a + q * 7u;
    arr6006[((unsigned)((int)b / (int)((tid & 255u) + 1u))) % 4u] = (unsigned)(((unsigned long long)1759828272u * c) >> 31);
    a = arr6006[(f6001(b)) % 4u] ^ arr6006[3]; }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3875755483u ^ TIDX, d = sm1[(TIDX + 30u) % BDIM];
    b ^= ((TIDX & 1909355385u) - umin(c, c));
#pragma unroll
    for (int u6007 = 0; u6007 < 2; u6007++) b += (unsigned)in[(tid * 2u + (unsigned)u6007) % 96u] * (u6007 + 1);
    switch (((tid + d)) % 5u) {
    case 0u:
        d ^= f6001(__popc(3335580467u));
        break;
    case 1u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
        break;
    case 2u:
        c = d;
    default:
        b ^= 1815674245u;
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_7(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3382799526u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    c = b;
    for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    { unsigned k7004 = (91u) % 5u;
    while (k7004 != 0u) {
        k7004--;
        for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    } }
    c ^= ((c % (a | 1u)) / ((b + a) | 1u));
    if ((int)(unsigned)in[(b) % 64u] < (int)(unsigned)(((unsigned long long)3360731514u * 1u) >> 18)) {
        c = f7002((a + tid));
        { unsigned arr7005[8];
        for (unsigned q = 0; q < 8u; q++) arr7005[q] = d + q * 1u;
        arr7005[(__clz(tid)) % 8u] = (d * c);
        d = arr7005[(umin(b, 270671593u)) % 8u] ^ arr7005[7]; }
    } else {
        switch ((tid) % 4u) {
        case 0u:
            b = ((unsigned)(((unsigned long long)c * a) >> 5) >> (__clz(87u) & 31u));
        case 1u:
            d = (unsigned)((unsigned short)((true || (c > tid)) ? TIDX : TIDX));
            break;
        default:
            c = 522787595u;
        }
        switch ((__umulhi(TIDX, tid)) % 5u) {
        case 0u:
            a ^= 3u;
            break;
        case 1u:
            { unsigned k7006 = ((tid + c)) % 5u;
            while (k7006 != 0u) {
                k7006--;
                c = ((tid % 7u == 1u) ? b : ((true || (c > tid)) ? b : 51u));
                d = (unsigned)(((unsigned long long)(b + d) * (unsigned)((signed char)TIDX)) >> 37);
            } }
            break;
        case 2u:
            for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
            break;
        default:
            c = (unsigned)(int)((float)(f7002(TIDX) & 4095u) * (float)((unsigned)in[(c) % 64u] & 1023u) + (float)(f7002(TIDX) >> 20));
        }
    }
    d = (unsigned)in[(17u) % 64u];
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 615986979u ^ TIDX, d = sm0[(TIDX + 17u) % BDIM];
    for (int u7007 = 0; u7007 < 4; u7007++) b += (unsigned)in[(tid * 4u + (unsigned)u7007) % 64u] * (u7007 + 1);
    a ^= __umulhi(65u, 66u);
    for (int u7008 = 0; u7008 < 8; u7008++) a += (unsigned)in[(tid * 8u + (unsigned)u7008) % 64u] * (u7008 + 1);
    c ^= f7001((TIDX - c), 83u);
    d = 23u;
    b ^= (unsigned)((const V4 *)in)[(__brev(TIDX)) % 16u].z;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1966270175u ^ TIDX, d = sm1[(TIDX + 10u) % BDIM];
    for (unsigned i7009 = 0; i7009 < 2u; i7009++) {
#pragma unroll
        for (int u7010 = 0; u7010 < 2; u7010++) a += (unsigned)in[(tid * 2u + (unsigned)u7010) % 64u] * (u7010 + 1);
    }
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    for (unsigned i7011 = 0; i7011 < 3u; i7011++) {
        for (unsigned i7012 = 0; i7012 < (((22u >> (tid & 31u))) % 6u); i7012++) {
            a = (unsigned)imax((int)a, (int)TIDX);
        }
        c ^= (i7011 | (d - b));
        if (((b | TIDX) & 7u) == 1u) {
            b ^= 84u;
            a ^= tid;
        } else {
            b ^= (((d * 62u) < (a & c)) ? (36u - 1784996896u) : (unsigned)(int)((double)(a & 4095u) * (double)(49u & 1023u) + (double)(a >> 20)));
            d = (unsigned)in[((unsigned)((short)d)) % 64u];
        }
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 2u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 2u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1009828336u ^ TIDX, d = sm1[(TIDX + 32u) % BDIM];
    c ^= (unsigned)(((unsigned long long)__umulhi(d, 88u) * (unsigned)((const V4 *)in)[(4134464745u) % 16u].z) >> 23);
    for (unsigned i7013 = 0; i7013 < (((b & tid)) % 6u); i7013++) {
        switch ((f7001(i7013, 81u)) % 4u) {
        case 0u:
            a = __brev((i7013 >> (TIDX & 31u)));
        case 1u:
            a = b;
            break;
        default:
            switch (((unsigned)((int)3751584868u / (int)((d & 7u) + 1u))) % 5u) {
            case 0u:
                a = ((tid & a) ^ ((d >> 11) | (d << 22)));
                break;
            case 1u:
                a = (unsigned)((int)(b >> (b & 31u)) % (int)(((a / (d | 1u)) & 65535u) + 1u));
                break;
            default:
                c = (c * (tid >> (633743928u & 31u)));
            }
        }
        c ^= c;
        if ((i7013 & 1u) == 1u) break;
    }
    atomicAdd(&cnt[((TIDX * 82u)) % 4u], ((d % (tid | 1u))) & 255u);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_8(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3239942093u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
    d ^= __popc(596253910u);
    switch ((__popc(65u)) % 5u) {
    case 0u:
        a ^= (1311436560u & (225216490u - TIDX));
        break;
    case 1u:
        d = ((TIDX & TIDX) * (TIDX & 2446857246u));
        break;
    default:
        b ^= b;
    }
    b = umin((c + a), (unsigned)(((unsigned long long)a * a) >> 26));
    { unsigned k8004 = ((unsigned)(((unsigned long long)c * 91u) >> 17)) % 4u;
    do {
        { unsigned arr8005[4];
        for (unsigned q = 0; q < 4u; q++) arr8005[q] = d + q * 6u;
        arr8005[((tid ^ tid)) % 4u] = (unsigned)(((unsigned long long)tid * c) >> 22);
        d = arr8005[(3924263370u) % 4u] ^ arr8005[0]; }
    } while (k8004-- != 0u); }
    c = d;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 7u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 7u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 549774725u ^ TIDX, d = sm0[(TIDX + 25u) % BDIM];
    d = ((95u >> 4) | (95u << 28));
    if ((int)(tid % (d | 1u)) < (int)(unsigned)((const V4 *)in)[(TIDX) % 16u].w) {
        c = (unsigned)((signed char)40u);
    } else {
        d = umin((unsigned)(int)((double)(a & 4095u) * (double)(b & 1023u) + (double)(a >> 20)), tid);
        b = (unsigned)(((unsigned long long)(unsigned)((unsigned short)b) * (unsigned)(int)((float)(59u & 4095u) * (float)(74u & 1023u) - (float)(59u >> 20))) >> 9);
    }
    d ^= __umulhi((d | tid), d);
    c = (unsigned)in[(4172383446u) % 64u];
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1131187600u ^ TIDX, d = sm0[(TIDX + 15u) % BDIM];
    switch (((unsigned)(((unsigned long long)b * c) >> 30)) % 3u) {
    case 0u:
        { unsigned arr8006[8];
        for (unsigned q = 0; q < 8u; q++) arr8006[q] = c + q * 6u;
        arr8006[((d - 49u)) % 8u] = (TIDX ^ b);
        c = arr8006[(b) % 8u] ^ arr8006[5]; }
        break;
    case 1u:
        d ^= d;
        break;
    default:
        switch ((45u) % 3u) {
        case 0u:
            for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
            break;
        case 1u:
            if (((unsigned)imax((int)TIDX, (int)b) & 7u) == 0u) {
                d = ((unsigned)((int)a / (int)((tid & 65535u) + 1u)) + 24u);
            } else {
                b = (((a >> 2) | (a << 16)) + TIDX);
                d = 3784650987u;
            }
            break;
        case 2u:
            if ((int)b < (int)__brev(a)) {
                d = tid;
                b = c;
            }
            break;
        default:
            b ^= ((((tid % 3u == 1u) ? d : 83u) >> 23) | (((tid % 3u == 1u) ? d : 83u) << 12));
        }
    }
    { unsigned k8007 = ((unsigned)in[(20u) % 64u]) % 5u;
    while (k8007 != 0u) {
        k8007--;
        if ((int)23u < (int)c) break;
    } }
    b = (((c >> (d & 31u)) >> 1) | ((c >> (d & 31u)) << 17));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_9(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1590630272u ^ TIDX, d = sm0[(TIDX + 8u) % BDIM];
    if (tid == tid) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
#pragma unroll 4
    for (int u9006 = 0; u9006 < 8; u9006++) b += (unsigned)in[(tid * 8u + (unsigned)u9006) % 96u] * (u9006 + 1);
    for (unsigned i9007 = 0; i9007 < 5u; i9007++) {
        if (tid % 2u == 2u) {
            if ((3629957084u & 3u) == 1u) break;
        }
        b = (2907877649u | (unsigned)imax((int)2307854544u, (int)d));
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_10(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 219501775u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    c ^= ((unsigned)((unsigned char)tid) % (c | 1u));
    { unsigned k10001 = (__brev(TIDX)) % 5u;
    while (k10001 != 0u) {
        k10001--;
        for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    } }
    for (unsigned i10002 = 0; i10002 < ((tid) % 6u); i10002++) {
        if (tid % 3u == 0u) {
            a = 8u;
        }
        c = __brev((unsigned)(((unsigned long long)945779710u * TIDX) >> 38));
    }
    for (unsigned i10003 = 0; i10003 < ((((a >> 20) | (a << 24))) % 6u); i10003++) {
        d = (b + i10003);
        for (unsigned i10004 = 0; i10004 < (((20u + b)) % 6u); i10004++) {
#pragma unroll 4
            for (int u10005 = 0; u10005 < 2; u10005++) a += (unsigned)in[(tid * 2u + (unsigned)u10005) % 64u] * (u10005 + 1);
            b ^= 789541146u;
            if ((i10003 & 7u) == 2u) continue;
        }
    }
    a ^= (13u & (d & 29u));
    b = (((unsigned)(((unsigned long long)TIDX << 4) / ((unsigned long long)b | 1ull)) >> 13) | ((unsigned)(((unsigned long long)TIDX << 4) / ((unsigned long long)b | 1ull)) << 29));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2127422377u ^ TIDX, d = sm0[(TIDX + 32u) % BDIM];
    a = ((unsigned)((int)tid / (int)((c & 65535u) + 1u)) ^ (b * tid));
    switch (((unsigned)(int)((float)(b & 4095u) * (float)(45u & 1023u) - (float)(b >> 20))) % 4u) {
    case 0u:
        if (tid % 33u == 1u) {
            for (unsigned i10006 = 0; i10006 < ((((TIDX >> 5) | (TIDX << 18))) % 6u); i10006++) {
                c = ((tid + TIDX) >> (((b >> 4) | (b << 28)) & 31u));
                b = (unsigned)(((unsigned long long)__popc(c) * 2565588892u) >> 27);
            }
        } else {
            { unsigned k10007 = ((unsigned)in[(c) % 64u]) % 4u;
            do {
                b = ((c ^ c) | (((int)d < (int)97u) ? a : 96u));
                a = c;
            } while (k10007-- != 0u); }
        }
        break;
    case 1u:
        if ((int)(tid * 3221381160u) < (int)(a + c)) {
            d ^= (b * (a + b));
        } else {
            a ^= ((463273037u > (31u >> (b & 31u))) ? TIDX : (unsigned)(((unsigned long long)c << 0) / ((unsigned long long)a | 1ull)));
            b = b;
        }
        break;
    default:
        b ^= 69u;
    }
    { unsigned arr10008[8];
    for (unsigned q = 0; q < 8u; q++) arr10008[q] = d + q * 7u;
    arr10008[(tid) % 8u] = (unsigned)(((unsigned long long)c * tid) >> 15);
    d = arr10008[((((int)56u < (int)tid) ? 95u : b)) % 8u] ^ arr10008[2]; }
#pragma unroll 2
    for (int u10009 = 0; u10009 < 8; u10009++) d += (unsigned)in[(tid * 8u + (unsigned)u10009) % 64u] * (u10009 + 1);
    c ^= d;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3083561078u ^ TIDX, d = sm1[(TIDX + 10u) % BDIM];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    a = __umulhi((unsigned)(((unsigned long long)b << 11) % ((unsigned long long)a | 1ull)), (((3307981776u & 1u) == 0u) ? tid : d));
    c = a;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_11(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2941238222u ^ TIDX, d = sm0[(TIDX + 20u) % BDIM];
    c ^= (unsigned)((short)(47u * a));
    a = (TIDX * a);
    for (unsigned i11006 = 0; i11006 < 1u; i11006++) {
#pragma unroll 4
        for (int u11007 = 0; u11007 < 4; u11007++) a += (unsigned)in[(tid * 4u + (unsigned)u11007) % 64u] * (u11007 + 1);
        a = (2996008633u / ((unsigned)((const V4 *)in)[(tid) % 16u].y | 1u));
    }
#pragma unroll 2
    for (int u11008 = 0; u11008 < 4; u11008++) b += (unsigned)in[(tid * 4u + (unsigned)u11008) % 64u] * (u11008 + 1);
    a = (((d * b) >> 29) | ((d * b) << 18));
    b = (unsigned)(((unsigned long long)f11001(tid) * c) >> 13);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 909649406u ^ TIDX, d = sm1[(TIDX + 13u) % BDIM];
    b ^= ((tid >> (c & 31u)) | (unsigned)(((unsigned long long)tid * a) >> 14));
    c = (unsigned)((const V4 *)in)[(__popc(tid)) % 16u].z;
    for (unsigned i11009 = 0; i11009 < ((60u) % 6u); i11009++) {
        switch (((a ^ c)) % 4u) {
        case 0u:
            a ^= ((unsigned)((const V4 *)in)[(tid) % 16u].x ^ 97u);
            break;
        case 1u:
            for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        default:
            { unsigned arr11010[8];
            for (unsigned q = 0; q < 8u; q++) arr11010[q] = a + q * 2u;
            arr11010[((i11009 | TIDX)) % 8u] = (2551788634u - d);
            a = arr11010[((unsigned)(int)((float)(d & 4095u) * (float)(b & 1023u) + (float)(d >> 20))) % 8u] ^ arr11010[1]; }
        }
    }
    d ^= __clz(a);
    { unsigned arr11011[4];
    for (unsigned q = 0; q < 4u; q++) arr11011[q] = d + q * 4u;
    arr11011[(((c >> 2) | (c << 17))) % 4u] = (b % (5u | 1u));
    d = arr11011[(2584727582u) % 4u] ^ arr11011[1]; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_12(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1747470771u ^ TIDX, d = sm0[(TIDX + 25u) % BDIM];
    a ^= d;
    d ^= ((d >> (a & 31u)) & ((b >> 30) | (b << 27)));
    d = (2985785646u >> (c & 31u));
#pragma unroll 4
    for (int u12002 = 0; u12002 < 8; u12002++) c += (unsigned)in[(tid * 8u + (unsigned)u12002) % 64u] * (u12002 + 1);
    c ^= (a % ((unsigned)(((unsigned long long)4012069458u << 12) % ((unsigned long long)2904714888u | 1ull)) | 1u));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 25u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (25u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 965410410u ^ TIDX, d = sm0[(TIDX + 2u) % BDIM];
    if (((a & 3u) == 1u) && ((unsigned)((int)0u % (int)((b & 65535u) + 1u)) > __umulhi(TIDX, d))) {
        if (true || (b > tid)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } else {
        { unsigned arr12003[4];
        for (unsigned q = 0; q < 4u; q++) arr12003[q] = b + q * 3u;
        arr12003[(d) % 4u] = 2507031662u;
        b = arr12003[(d) % 4u] ^ arr12003[0]; }
        if ((int)(unsigned)((unsigned short)d) < (int)TIDX) {
            for (unsigned i12004 = 0; i12004 < ((tid) % 6u); i12004++) {
                c = __clz(a);
                a = (unsigned)in[((unsigned)in[(12u) % 64u]) % 64u];
                c = ((unsigned)(((unsigned long long)i12004 << 26) % ((unsigned long long)i12004 | 1ull)) | (unsigned)(int)((float)(TIDX & 4095u) * (float)(TIDX & 1023u) - (float)(TIDX >> 20)));
            }
        }
    }
    atomicAdd(&cnt[((unsigned)((int)tid / (int)((TIDX & 7u) + 1u))) % 4u], ((a - d)) & 255u);
    if (tid % 3u == 2u) {
        d = (unsigned)((const V4 *)in)[((unsigned)(int)((double)(3209889180u & 4095u) * (double)(b & 1023u) + (double)(3209889180u >> 20))) % 16u].y;
        if ((unsigned)imax((int)a, (int)b) >= ((1643797800u <= TIDX) ? 3599920850u : tid)) {
            switch ((823013046u) % 4u) {
            case 0u:
                c = (b - tid);
                break;
            case 1u:
                d = ((unsigned)in[(11u) % 64u] - (d + TIDX));
                break;
            case 2u:
                a = (unsigned)(int)((float)((c + a) & 4095u) * (float)((3069022236u << (c & 31u)) & 1023u) + (float)((c + a) >> 20));
            default:
                b = ((c & TIDX) % ((unsigned)(((unsigned long long)d * TIDX) >> 31) | 1u));
            }
            a ^= ((unsigned)(int)((double)(c & 4095u) * (double)(3479957166u & 1023u) - (double)(c >> 20)) | ((true || (TIDX > b)) ? 3618411156u : d));
        }
    } else {
        if (tid % 3u == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    atomicAdd(&cnt[((a << (c & 31u))) % 4u], ((unsigned)(int)((float)(b & 4095u) * (float)(c & 1023u) + (float)(b >> 20))) & 255u);
#pragma unroll 4
    for (int u12005 = 0; u12005 < 2; u12005++) b += (unsigned)in[(tid * 2u + (unsigned)u12005) % 64u] * (u12005 + 1);
    { unsigned k12006 = ((d ^ 67u)) % 5u;
    while (k12006 != 0u) {
        k12006--;
        d ^= (unsigned)((unsigned char)(unsigned)((const V4 *)in)[(439111968u) % 16u].z);
        atomicAdd(&cnt[((31u & b)) % 4u], ((tid / (tid | 1u))) & 255u);
    } }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_13(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 136118465u ^ TIDX, d = sm0[(TIDX + 1u) % BDIM];
    c ^= ((unsigned)((unsigned char)d) << (__brev(b) & 31u));
    if ((d & 3u) == 1u) {
        a ^= (unsigned)(int)((float)(TIDX & 4095u) * (float)(TIDX & 1023u) - (float)(TIDX >> 20));
    } else {
        d = (tid + (tid & d));
        for (unsigned i13001 = 0; i13001 < 1u; i13001++) {
            if (i13001 < (unsigned)imax((int)94u, (int)b)) {
                a = (unsigned)((unsigned short)a);
                d = c;
            } else {
                b = ((tid >> 7) | (tid << 20));
                d = __umulhi((unsigned)((const V4 *)in)[(a) % 16u].w, (b | 2109882966u));
            }
            switch (((c & c)) % 3u) {
            case 0u:
                d = (unsigned)in[(b) % 64u];
                break;
            case 1u:
                b = ((c | a) ^ (d % (a | 1u)));
            default:
                c = ((unsigned)in[(i13001) % 64u] / ((unsigned)(int)((float)(c & 4095u) * (float)(i13001 & 1023u) - (float)(c >> 20)) | 1u));
            }
            c ^= b;
        }
    }
#pragma unroll 2
    for (int u13002 = 0; u13002 < 8; u13002++) a += (unsigned)in[(tid * 8u + (unsigned)u13002) % 64u] * (u13002 + 1);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 14u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 14u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1716450811u ^ TIDX, d = sm0[(TIDX + 34u) % BDIM];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    d ^= (unsigned)((unsigned char)(d * a));
#pragma unroll 2
    for (int u13003 = 0; u13003 < 2; u13003++) d += (unsigned)in[(tid * 2u + (unsigned)u13003) % 64u] * (u13003 + 1);
    { unsigned arr13004[8];
    for (unsigned q = 0; q < 8u; q++) arr13004[q] = a + q * 4u;
    arr13004[((1495891301u | TIDX)) % 8u] = d;
    a = arr13004[((unsigned)(((unsigned long long)14u * d) >> 15)) % 8u] ^ arr13004[7]; }
    b ^= ((tid % 33u == 0u) ? (unsigned)((short)3983494389u) : (unsigned)(((unsigned long long)b * b) >> 12));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 2u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 2u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4035777101u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    a = (TIDX << ((d + b) & 31u));
    a = (unsigned)((int)c / (int)((((d < 17u) ? tid : 40u) & 255u) + 1u));
#pragma unroll 4
    for (int u13005 = 0; u13005 < 8; u13005++) d += (unsigned)in[(tid * 8u + (unsigned)u13005) % 64u] * (u13005 + 1);
    d = (unsigned)(int)((float)((24u ^ TIDX) & 4095u) * (float)((TIDX | c) & 1023u) + (float)((24u ^ TIDX) >> 20));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_14(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 621489023u ^ TIDX, d = sm0[(TIDX + 25u) % BDIM];
    if ((int)__umulhi(a, 61u) < (int)TIDX) {
        c = (unsigned)((int)(unsigned)(((unsigned long long)a * c) >> 5) / (int)((__clz(52u) & 65535u) + 1u));
        switch ((tid) % 5u) {
        case 0u:
            { unsigned arr14001[8];
            for (unsigned q = 0; q < 8u; q++) arr14001[q] = b + q * 4u;
            arr14001[((d + 50u)) % 8u] = (d - d);
            b = arr14001[((tid ^ 148083180u)) % 8u] ^ arr14001[5]; }
        case 1u:
            c = ((((int)b < (int)a) && ((unsigned)imax((int)87u, (int)a) > __umulhi(TIDX, 2802389507u))) ? (unsigned)in[(a) % 64u] : (43u << (96u & 31u)));
            break;
        default:
            c ^= (unsigned)((int)(c + b) % (int)(((unsigned)(((unsigned long long)TIDX * b) >> 4) & 7u) + 1u));
        }
    }
    a = 3820248205u;
    switch (((unsigned)((const V4 *)in)[(TIDX) % 16u].y) % 3u) {
    case 0u:
        a ^= a;
    case 1u:
        a = (__umulhi(d, TIDX) + (unsigned)in[(1u) % 64u]);
        break;
    case 2u:
        c = ((d + tid) >> (((TIDX >> 19) | (TIDX << 11)) & 31u));
    default:
        { unsigned arr14002[8];
        for (unsigned q = 0; q < 8u; q++) arr14002[q] = b + q * 2u;
        arr14002[(((tid % 5u == 0u) ? 51u : c)) % 8u] = ((TIDX >> 16) | (TIDX << 15));
        b = arr14002[(c) % 8u] ^ arr14002[3]; }
    }
    a ^= ((TIDX * 33u) ^ (11u + 14u));
    c = 1370549044u;
    { unsigned arr14003[4];
    for (unsigned q = 0; q < 4u; q++) arr14003[q] = b + q * 2u;
    arr14003[(a) % 4u] = (3715383219u | a);
    b = arr14003[(((b >> 14) | (b << 28))) % 4u] ^ arr14003[0]; }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3392935606u ^ TIDX, d = sm1[(TIDX + 35u) % BDIM];
    d ^= (d & d);
    d ^= ((unsigned)(((unsigned long long)TIDX * d) >> 8) + (tid ^ d));
    a ^= (unsigned)((int)(a + a) % (int)(((unsigned)in[(tid) % 64u] & 65535u) + 1u));
    d ^= ((unsigned)((const V4 *)in)[(tid) % 16u].z - (b << (34u & 31u)));
    for (unsigned i14004 = 0; i14004 < 4u; i14004++) {
        a = (__umulhi(tid, d) - __popc(c));
    }
    { unsigned k14005 = ((unsigned)((int)d / (int)((TIDX & 255u) + 1u))) % 5u;
    while (k14005 != 0u) {
        k14005--;
        for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    } }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2504866942u ^ TIDX, d = sm1[(TIDX + 10u) % BDIM];
    { unsigned arr14006[4];
    for (unsigned q = 0; q < 4u; q++) arr14006[q] = d + q * 1u;
    arr14006[(a) % 4u] = tid;
    d = arr14006[((d + TIDX)) % 4u] ^ arr14006[1]; }
    b = d;
    c = ((c & 3111574592u) << ((c / (d | 1u)) & 31u));
    if ((int)(unsigned)(((unsigned long long)1416353408u << 22) % ((unsigned long long)TIDX | 1ull)) < (int)(1125724936u | d)) {
        b ^= ((unsigned)(((unsigned long long)d * tid) >> 8) << (d & 31u));
    }
    { unsigned k14007 = ((unsigned)((int)c % (int)((c & 255u) + 1u))) % 5u;
    while (k14007 != 0u) {
        k14007--;
        c = 60u;
    } }
    atomicAdd(&cnt[(1646713686u) % 4u], (tid) & 255u);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2148395646u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    { unsigned k14008 = (tid) % 5u;
    while (k14008 != 0u) {
        k14008--;
        b = ((tid * tid) << ((a + a) & 31u));
        a = __umulhi(__brev(2036340103u), (unsigned)(((unsigned long long)tid * 22u) >> 27));
    } }
    c ^= (b + b);
    for (unsigned i14009 = 0; i14009 < (((b << (TIDX & 31u))) % 6u); i14009++) {
        switch (((unsigned)imax((int)tid, (int)tid)) % 3u) {
        case 0u:
            b = (unsigned)(int)((float)((TIDX ^ 3724703052u) & 4095u) * (float)((b | c) & 1023u) + (float)((TIDX ^ 3724703052u) >> 20));
            break;
        case 1u:
            b ^= b;
            break;
        default:
            b = __umulhi((a & TIDX), (c - c));
        }
        a ^= (((unsigned)in[(a) % 64u] < __umulhi(b, d)) ? (tid - TIDX) : (unsigned)((int)3516402410u % (int)((a & 65535u) + 1u)));
        a = (__umulhi(b, c) | (unsigned)(((unsigned long long)TIDX << 26) % ((unsigned long long)i14009 | 1ull)));
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_15(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 841844058u ^ TIDX, d = sm0[(TIDX + 1u) % BDIM];
    { unsigned k15003 = ((((612505501u & 1u) == 0u) ? d : 78u)) % 4u;
    do {
        if ((int)d < (int)TIDX) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } while (k15003-- != 0u); }
    for (int u15004 = 0; u15004 < 8; u15004++) a += (unsigned)in[(tid * 8u + (unsigned)u15004) % 64u] * (u15004 + 1);
    if ((int)TIDX < (int)f15001(c)) {
        a = (unsigned)(((unsigned long long)(unsigned)(int)((double)(d & 4095u) * (double)(d & 1023u) + (double)(d >> 20)) * (TIDX - b)) >> 20);
        if (tid % 3u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    d ^= ((a ^ 2757305653u) / ((40u ^ tid) | 1u));
    if ((int)571830800u < (int)(d * b)) {
        for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    }
    c ^= (unsigned)(int)((double)(((tid % 2u == 0u) ? a : a) & 4095u) * (double)(a & 1023u) + (double)(((tid % 2u == 0u) ? a : a) >> 20));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_16(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3990589714u ^ TIDX, d = sm0[(TIDX + 1u) % BDIM];
    c ^= tid;
    for (unsigned i16001 = 0; i16001 < (((TIDX << (1320164848u & 31u))) % 6u); i16001++) {
        switch ((__clz(tid)) % 4u) {
        case 0u:
            b = (__umulhi(TIDX, 2779181551u) & ((tid % 7u == 1u) ? TIDX : c));
        case 1u:
            b = a;
            break;
        case 2u:
            for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        default:
            for (unsigned i16002 = 0; i16002 < (((c - b)) % 6u); i16002++) {
                b = ((unsigned)(((unsigned long long)tid * 24u) >> 16) * (d - d));
            }
        }
        d ^= (__umulhi(TIDX, c) & b);
        b ^= ((unsigned)((signed char)28u) & __clz(1331352511u));
    }
    b = ((c % (76u | 1u)) % ((92u + a) | 1u));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 1u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (1u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2024408399u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    switch (((unsigned)(((unsigned long long)TIDX << 31) / ((unsigned long long)a | 1ull))) % 4u) {
    case 0u:
        for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        break;
    case 1u:
        for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
        break;
    default:
        { unsigned arr16003[4];
        for (unsigned q = 0; q < 4u; q++) arr16003[q] = c + q * 6u;
        arr16003[((d - a)) % 4u] = (d + 109496036u);
        c = arr16003[((unsigned)(int)((double)(1658016988u & 4095u) * (double)(TIDX & 1023u) - (double)(1658016988u >> 20))) % 4u] ^ arr16003[3]; }
    }
    b ^= c;
    c ^= TIDX;
    for (unsigned i16004 = 0; i16004 < 2u; i16004++) {
        for (unsigned i16005 = 0; i16005 < 1u; i16005++) {
            if (true && (i16005 > i16005)) break;
            switch (((unsigned)in[(tid) % 64u]) % 4u) {
            case 0u:
                c = (unsigned)((signed char)(d << (c & 31u)));
                break;
            case 1u:
                d = (unsigned)imax((int)(b | d), (int)tid);
                break;
            default:
                c = (unsigned)(int)((double)(tid & 4095u) * (double)(40u & 1023u) - (double)(tid >> 20));
            }
        }
        a ^= a;
        a = ((c - d) + (d + c));
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2740820205u ^ TIDX, d = sm0[(TIDX + 26u) % BDIM];
    if ((int)tid < (int)(unsigned)((int)a % (int)((c & 7u) + 1u))) {
        c = (b + a);
        for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    } else {
        for (unsigned i16006 = 0; i16006 < ((c) % 6u); i16006++) {
            { unsigned arr16007[4];
            for (unsigned q = 0; q < 4u; q++) arr16007[q] = a + q * 5u;
            arr16007[((unsigned)((int)1167791204u / (int)((31u & 65535u) + 1u))) % 4u] = TIDX;
            a = arr16007[((unsigned)((int)a % (int)((TIDX & 65535u) + 1u))) % 4u] ^ arr16007[2]; }
#pragma unroll
            for (int u16008 = 0; u16008 < 2; u16008++) a += (unsigned)in[(tid * 2u + (unsigned)u16008) % 64u] * (u16008 + 1);
#pragma unroll
            for (int u16009 = 0; u16009 < 2; u16009++) b += (unsigned)in[(tid * 2u + (unsigned)u16009) % 64u] * (u16009 + 1);
        }
        { unsigned k16010 = (d) % 5u;
        while (k16010 != 0u) {
            k16010--;
#pragma unroll 4
            for (int u16011 = 0; u16011 < 2; u16011++) b += (unsigned)in[(tid * 2u + (unsigned)u16011) % 64u] * (u16011 + 1);
        } }
    }
    if ((__brev(c) & 7u) == 2u) {
        for (unsigned i16012 = 0; i16012 < (((unsigned)in[(d) % 64u]) % 6u); i16012++) {
            d ^= ((unsigned)(int)((double)(d & 4095u) * (double)(d & 1023u) + (double)(d >> 20)) + (i16012 & b));
            switch ((549104006u) % 5u) {
            case 0u:
                c = umin((unsigned)(((unsigned long long)41u * TIDX) >> 8), __umulhi(i16012, c));
                break;
            case 1u:
                c = TIDX;
                break;
            case 2u:
                c = umin((unsigned)(((unsigned long long)3990699765u * a) >> 8), (unsigned)((int)c / (int)((c & 65535u) + 1u)));
                break;
            default:
                a = (unsigned)((short)(unsigned)in[(d) % 64u]);
            }
        }
    } else {
#pragma unroll
        for (int u16013 = 0; u16013 < 4; u16013++) a += (unsigned)in[(tid * 4u + (unsigned)u16013) % 64u] * (u16013 + 1);
        d = (d / (__umulhi(a, d) | 1u));
    }
    c = b;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_17(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1629032690u ^ TIDX, d = sm0[(TIDX + 37u) % BDIM];
    a ^= ((unsigned)(((unsigned long long)TIDX << 6) % ((unsigned long long)d | 1ull)) ^ d);
    b ^= TIDX;
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    if ((__clz(TIDX) & 1u) == 1u) {
        a ^= f17001((unsigned)((signed char)b), (unsigned)((signed char)341210511u));
    } else {
        switch ((__popc(2253796799u)) % 5u) {
        case 0u:
            d = b;
            break;
        case 1u:
            a ^= (unsigned)((const V4 *)in)[(c) % 16u].z;
        default:
            for (unsigned i17004 = 0; i17004 < (((unsigned)imax((int)b, (int)a)) % 6u); i17004++) {
                b = umin(d, a);
            }
        }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_18(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3025892933u ^ TIDX, d = sm0[(TIDX + 32u) % BDIM];
    c ^= ((unsigned)(((unsigned long long)12u * tid) >> 24) / ((unsigned)((const V4 *)in)[(d) % 24u].y | 1u));
    if ((b & 1u) == 1u) {
        a ^= ((TIDX * tid) & 2343247626u);
    } else {
        { unsigned k18005 = ((unsigned)imax((int)d, (int)a)) % 4u;
        do {
            b = (TIDX & (2334385812u ^ c));
        } while (k18005-- != 0u); }
    }
    if ((int)TIDX < (int)(unsigned)in[(91u) % 96u]) {
        c = (unsigned)((const V4 *)in)[((unsigned)(((unsigned long long)TIDX << 20) % ((unsigned long long)c | 1ull))) % 24u].y;
    } else {
#pragma unroll
        for (int u18006 = 0; u18006 < 4; u18006++) c += (unsigned)in[(tid * 4u + (unsigned)u18006) % 96u] * (u18006 + 1);
    }
    for (unsigned i18007 = 0; i18007 < 3u; i18007++) {
        b = (((true || (a > i18007)) ? d : 98u) << ((a ^ d) & 31u));
        { unsigned arr18008[4];
        for (unsigned q = 0; q < 4u; q++) arr18008[q] = d + q * 4u;
        arr18008[((c % (a | 1u))) % 4u] = (unsigned)((int)TIDX % (int)((a & 255u) + 1u));
        d = arr18008[((2942612704u | c)) % 4u] ^ arr18008[1]; }
        { unsigned arr18009[4];
        for (unsigned q = 0; q < 4u; q++) arr18009[q] = a + q * 3u;
        arr18009[(i18007) % 4u] = b;
        a = arr18009[(d) % 4u] ^ arr18009[1]; }
    }
    d ^= ((((a & 1u) == 2u) ? TIDX : c) & (d - 1814023525u));
    if (((173211168u & 1u) == 0u) && ((c % (c | 1u)) > f18004(TIDX))) {
        for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
        switch (((3578699984u & 1379231673u)) % 4u) {
        case 0u:
            c ^= 2542404121u;
            break;
        case 1u:
            switch (((unsigned)(((unsigned long long)20u << 28) / ((unsigned long long)b | 1ull))) % 5u) {
            case 0u:
                b = ((tid * a) & (b / (234688502u | 1u)));
                break;
            case 1u:
                d = a;
                break;
            case 2u:
                a = ((1685181681u < (2747303703u ^ b)) ? 94u : __popc(2236164429u));
                break;
            default:
                a = 4u;
            }
            break;
        default:
            for (unsigned i18010 = 0; i18010 < ((c) % 6u); i18010++) {
                d = 11u;
                c = ((b * d) * umin(tid, c));
            }
        }
    } else {
        switch (((b * tid)) % 3u) {
        case 0u:
#pragma unroll 2
            for (int u18011 = 0; u18011 < 8; u18011++) c += (unsigned)in[(tid * 8u + (unsigned)u18011) % 96u] * (u18011 + 1);
            break;
        case 1u:
            d = ((unsigned)(((unsigned long long)37u << 24) % ((unsigned long long)d | 1ull)) * (unsigned)(((unsigned long long)b * c) >> 29));
            break;
        default:
            { unsigned k18012 = (((d >> 11) | (d << 11))) % 4u;
            do {
                a = (unsigned)(int)((float)((TIDX - 395381204u) & 4095u) * (float)(__umulhi(a, b) & 1023u) + (float)((TIDX - 395381204u) >> 20));
                c = 2291462723u;
            } while (k18012-- != 0u); }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 21005732u ^ TIDX, d = sm1[(TIDX + 8u) % BDIM];
    { unsigned arr18013[8];
    for (unsigned q = 0; q < 8u; q++) arr18013[q] = d + q * 8u;
    arr18013[((unsigned)((short)2694763045u)) % 8u] = 90u;
    d = arr18013[((unsigned)((signed char)3305726801u)) % 8u] ^ arr18013[2]; }
    { unsigned k18014 = (umin(b, 7u)) % 5u;
    while (k18014 != 0u) {
        k18014--;
        if (tid % 7u == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } }
    b ^= (((a & b) >> 21) | ((a & b) << 1));
    { unsigned arr18015[8];
    for (unsigned q = 0; q < 8u; q++) arr18015[q] = a + q * 2u;
    arr18015[((unsigned)((int)3253515680u % (int)((TIDX & 7u) + 1u))) % 8u] = (TIDX * TIDX);
    a = arr18015[(d) % 8u] ^ arr18015[4]; }
    b ^= (unsigned)imax((int)b, (int)(TIDX ^ TIDX));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_19(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3611704597u ^ TIDX, d = sm0[(TIDX + 2u) % BDIM];
    { unsigned arr19005[4];
    for (unsigned q = 0; q < 4u; q++) arr19005[q] = c + q * 6u;
    arr19005[((d & 3217446285u)) % 4u] = (293592424u - tid);
    c = arr19005[((unsigned)((signed char)tid)) % 4u] ^ arr19005[0]; }
    d = 21u;
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    switch (((unsigned)(int)((double)(a & 4095u) * (double)(tid & 1023u) + (double)(a >> 20))) % 5u) {
    case 0u:
        atomicAdd(&cnt[(__umulhi(19u, tid)) % 4u], (umin(d, 916050964u)) & 255u);
        break;
    case 1u:
        switch (((c & a)) % 5u) {
        case 0u:
            for (int u19006 = 0; u19006 < 8; u19006++) c += (unsigned)in[(tid * 8u + (unsigned)u19006) % 64u] * (u19006 + 1);
            break;
        case 1u:
            for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
            break;
        default:
            d = __umulhi((unsigned)((int)36u % (int)((b & 7u) + 1u)), (unsigned)((unsigned char)c));
        }
        break;
    case 2u:
        for (int u19007 = 0; u19007 < 8; u19007++) b += (unsigned)in[(tid * 8u + (unsigned)u19007) % 64u] * (u19007 + 1);
        break;
    default:
        { unsigned k19008 = (f19002(4027955911u, d)) % 4u;
        do {
            atomicAdd(&cnt[((unsigned)((const V4 *)in)[(d) % 16u].x) % 4u], ((unsigned)(((unsigned long long)b * b) >> 35)) & 255u);
        } while (k19008-- != 0u); }
    }
    for (unsigned i19009 = 0; i19009 < ((f19002(d, 58u)) % 6u); i19009++) {
        c ^= ((unsigned)in[(TIDX) % 64u] | (a + i19009));
        a ^= TIDX;
    }
    d ^= 4185522335u;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4193478198u ^ TIDX, d = sm0[(TIDX + 13u) % BDIM];
    if (((int)a < (int)c) && ((c - d) > 4073205373u)) {
        b ^= f19001(((true && (65u > a)) ? c : b));
    } else {
        a ^= (umin(b, TIDX) | (unsigned)(((unsigned long long)TIDX * c) >> 32));
        for (unsigned i19010 = 0; i19010 < (((((a & 7u) == 1u) ? d : tid)) % 6u); i19010++) {
            c ^= ((i19010 * c) % ((unsigned)(((unsigned long long)2572325546u << 1) % ((unsigned long long)tid | 1ull)) | 1u));
        }
    }
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    for (unsigned i19011 = 0; i19011 < ((__umulhi(tid, a)) % 6u); i19011++) {
        for (unsigned i19012 = 0; i19012 < (((i19011 / (TIDX | 1u))) % 6u); i19012++) {
            c = ((unsigned)((signed char)i19011) + (b - i19012));
        }
        if (((b << (a & 31u)) & 1u) == 2u) {
            d = (unsigned)((int)(unsigned)(((unsigned long long)a * b) >> 22) / (int)((((i19011 >> 9) | (i19011 << 18)) & 7u) + 1u));
        } else {
            d ^= (unsigned)((const V4 *)in)[((unsigned)(int)((float)(tid & 4095u) * (float)(a & 1023u) - (float)(tid >> 20))) % 16u].w;
        }
        { unsigned arr19013[8];
        for (unsigned q = 0; q < 8u; q++) arr19013[q] = a + q * 3u;
        arr19013[((12u | 12u)) % 8u] = (unsigned)((int)a % (int)((TIDX & 7u) + 1u));
        a = arr19013[(TIDX) % 8u] ^ arr19013[0]; }
    }
    c ^= TIDX;
    d = (unsigned)(((unsigned long long)(c - b) << 8) / ((unsigned long long)((96u >> 10) | (96u << 23)) | 1ull));
    c = (unsigned)((unsigned char)(unsigned)in[(TIDX) % 64u]);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2194212918u ^ TIDX, d = sm1[(TIDX + 24u) % BDIM];
    { unsigned k19014 = (((true || (c > c)) ? a : a)) % 4u;
    do {
        c = ((b + tid) - (a & b));
        for (int u19015 = 0; u19015 < 2; u19015++) c += (unsigned)in[(tid * 2u + (unsigned)u19015) % 64u] * (u19015 + 1);
    } while (k19014-- != 0u); }
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    if (true || (TIDX > c)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    b = (unsigned)((const V4 *)in)[((a - d)) % 16u].x;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_20(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1792188176u ^ TIDX, d = sm0[(TIDX + 30u) % BDIM];
    switch (((unsigned)(((unsigned long long)tid << 25) % ((unsigned long long)a | 1ull))) % 4u) {
    case 0u:
        for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    case 1u:
        { unsigned arr20001[4];
        for (unsigned q = 0; q < 4u; q++) arr20001[q] = a + q * 3u;
        arr20001[((92u ^ 1705733777u)) % 4u] = (TIDX * 7u);
        a = arr20001[(tid) % 4u] ^ arr20001[3]; }
        break;
    case 2u:
        for (unsigned i20002 = 0; i20002 < 2u; i20002++) {
            c = ((i20002 & 3690567986u) - TIDX);
        }
        break;
    default:
        b = TIDX;
    }
    if ((__umulhi(b, TIDX) & 1u) == 0u) {
        b = (254232158u + (2058697709u * c));
        b = ((unsigned)((unsigned short)d) | (2727080471u & d));
    }
    for (unsigned i20003 = 0; i20003 < (((c * d)) % 6u); i20003++) {
        for (int u20004 = 0; u20004 < 8; u20004++) a += (unsigned)in[(tid * 8u + (unsigned)u20004) % 64u] * (u20004 + 1);
    }
#pragma unroll 2
    for (int u20005 = 0; u20005 < 8; u20005++) c += (unsigned)in[(tid * 8u + (unsigned)u20005) % 64u] * (u20005 + 1);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_21(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1588799117u ^ TIDX, d = sm0[(TIDX + 8u) % BDIM];
    d ^= (c << ((3012180940u % (d | 1u)) & 31u));
    for (unsigned i21001 = 0; i21001 < (((c & a)) % 6u); i21001++) {
        d = (unsigned)(((unsigned long long)(unsigned)((unsigned char)b) << 19) % ((unsigned long long)d | 1ull));
        if (tid % 32u == 0u) continue;
    }
    c ^= 3989067889u;
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3052113397u ^ TIDX, d = sm1[(TIDX + 2u) % BDIM];
#pragma unroll 2
    for (int u21002 = 0; u21002 < 2; u21002++) d += (unsigned)in[(tid * 2u + (unsigned)u21002) % 96u] * (u21002 + 1);
    for (unsigned i21003 = 0; i21003 < ((12u) % 6u); i21003++) {
        b = d;
    }
    b ^= (__popc(a) + (unsigned)(((unsigned long long)c << 23) % ((unsigned long long)a | 1ull)));
    b = (((tid * 2019528373u) >> 17) | ((tid * 2019528373u) << 21));
    a ^= TIDX;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3774607927u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    if (tid % 5u == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    c ^= (__brev(d) & (unsigned)(int)((double)(622381398u & 4095u) * (double)(tid & 1023u) - (double)(622381398u >> 20)));
    { unsigned arr21004[4];
    for (unsigned q = 0; q < 4u; q++) arr21004[q] = d + q * 1u;
    arr21004[(4016575896u) % 4u] = ((76u >> 28) | (76u << 3));
    d = arr21004[(umin(d, TIDX)) % 4u] ^ arr21004[2]; }
    d ^= ((tid + c) & (unsigned)((const V4 *)in)[(a) % 24u].x);
    { unsigned k21005 = ((d / (b | 1u))) % 5u;
    while (k21005 != 0u) {
        k21005--;
        for (unsigned i21006 = 0; i21006 < ((35u) % 6u); i21006++) {
            if (((b | c) & 1u) == 0u) {
                c = (unsigned)in[((unsigned)(((unsigned long long)tid * i21006) >> 24)) % 96u];
            } else {
                c = umin(((c == 3226161296u) ? b : 47u), (unsigned)(((unsigned long long)2069122490u * TIDX) >> 13));
            }
            if (true || (TIDX > c)) break;
        }
    } }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_22(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 717337089u ^ TIDX, d = sm0[(TIDX + 32u) % BDIM];
    switch ((TIDX) % 4u) {
    case 0u:
        a ^= ((d | 474128344u) / ((((int)TIDX < (int)a) ? b : b) | 1u));
        break;
    case 1u:
        a ^= (unsigned)in[(tid) % 64u];
        break;
    case 2u:
        for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
        break;
    default:
        d = (unsigned)(int)((float)((c + d) & 4095u) * (float)((43u - TIDX) & 1023u) + (float)((c + d) >> 20));
    }
    d = (unsigned)((short)(4199439269u + 396504348u));
    b ^= __umulhi((tid ^ c), (2600125139u + c));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 30u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (30u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1302852942u ^ TIDX, d = sm0[(TIDX + 28u) % BDIM];
    { unsigned k22004 = ((unsigned)((int)b / (int)((d & 255u) + 1u))) % 4u;
    do {
        c = (unsigned)in[((unsigned)((int)d / (int)((13u & 65535u) + 1u))) % 64u];
        for (unsigned i22005 = 0; i22005 < ((c) % 6u); i22005++) {
            a ^= __umulhi(tid, ((tid >> 23) | (tid << 6)));
            b ^= (unsigned)((unsigned char)(c - tid));
            if (i22005 <= i22005) {
                c = (unsigned)(((unsigned long long)TIDX * (55u ^ tid)) >> 4);
                b = ((i22005 ^ d) & (tid & d));
            }
        }
    } while (k22004-- != 0u); }
    c ^= (TIDX << (tid & 31u));
#pragma unroll 2
    for (int u22006 = 0; u22006 < 4; u22006++) b += (unsigned)in[(tid * 4u + (unsigned)u22006) % 64u] * (u22006 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1380335447u ^ TIDX, d = sm1[(TIDX + 10u) % BDIM];
    for (int u22007 = 0; u22007 < 2; u22007++) d += (unsigned)in[(tid * 2u + (unsigned)u22007) % 64u] * (u22007 + 1);
    c ^= c;
    a ^= ((unsigned)((const V4 *)in)[(tid) % 16u].w | b);
#pragma unroll 4
    for (int u22008 = 0; u22008 < 2; u22008++) d += (unsigned)in[(tid * 2u + (unsigned)u22008) % 64u] * (u22008 + 1);
    b ^= (unsigned)in[((unsigned)imax((int)tid, (int)d)) % 64u];
    { unsigned arr22009[4];
    for (unsigned q = 0; q < 4u; q++) arr22009[q] = d + q * 5u;
    arr22009[((unsigned)(int)((double)(3571735902u & 4095u) * (double)(a & 1023u) - (double)(3571735902u >> 20))) % 4u] = __umulhi(63u, TIDX);
    d = arr22009[(2478953863u) % 4u] ^ arr22009[3]; }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3305796265u ^ TIDX, d = sm1[(TIDX + 39u) % BDIM];
    a ^= (((tid % 2u == 1u) ? tid : TIDX) | TIDX);
#pragma unroll
    for (int u22010 = 0; u22010 < 4; u22010++) b += (unsigned)in[(tid * 4u + (unsigned)u22010) % 64u] * (u22010 + 1);
    b ^= TIDX;
    switch (((unsigned)((int)306780602u % (int)((TIDX & 255u) + 1u))) % 4u) {
    case 0u:
#pragma unroll
        for (int u22011 = 0; u22011 < 4; u22011++) b += (unsigned)in[(tid * 4u + (unsigned)u22011) % 64u] * (u22011 + 1);
        break;
    case 1u:
        d ^= 3098426228u;
        break;
    default:
        a ^= a;
    }
    d = ((b + 45u) >> (__brev(6u) & 31u));
    a = (b / ((unsigned)((const V4 *)in)[(a) % 16u].z | 1u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_23(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4254587364u ^ TIDX, d = sm0[(TIDX + 20u) % BDIM];
    b ^= ((d / (a | 1u)) - (tid - 4225665481u));
    { unsigned k23001 = (d) % 5u;
    while (k23001 != 0u) {
        k23001--;
        a = ((a >> (d & 31u)) | (759201550u + TIDX));
        { unsigned arr23002[4];
        for (unsigned q = 0; q < 4u; q++) arr23002[q] = b + q * 8u;
        arr23002[((unsigned)in[(a) % 64u]) % 4u] = umin(TIDX, tid);
        b = arr23002[((62u - b)) % 4u] ^ arr23002[3]; }
    } }
    d = (c + (unsigned)in[(c) % 64u]);
    if ((tid % 7u == 1u) && ((c & 30u) > __clz(d))) {
        d ^= TIDX;
    }
#pragma unroll 4
    for (int u23003 = 0; u23003 < 4; u23003++) d += (unsigned)in[(tid * 4u + (unsigned)u23003) % 64u] * (u23003 + 1);
#pragma unroll 2
    for (int u23004 = 0; u23004 < 8; u23004++) d += (unsigned)in[(tid * 8u + (unsigned)u23004) % 64u] * (u23004 + 1);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 11u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 11u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3682848039u ^ TIDX, d = sm0[(TIDX + 10u) % BDIM];
    switch (((unsigned)(int)((float)(a & 4095u) * (float)(tid & 1023u) - (float)(a >> 20))) % 4u) {
    case 0u:
        if (((tid + tid) & 3u) == 0u) {
            atomicAdd(&cnt[((unsigned)(((unsigned long long)tid * b) >> 3)) % 4u], (__umulhi(2720462409u, b)) & 255u);
            if (tid % 2u == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        } else {
            b = __popc(__brev(TIDX));
        }
    case 1u:
        if ((tid % 7u == 2u) && ((b & c) > (unsigned)((const V4 *)in)[(b) % 16u].w)) {
            b ^= (unsigned)(((unsigned long long)(unsigned)((int)d % (int)((tid & 255u) + 1u)) << 25) / ((unsigned long long)(a & 653451128u) | 1ull));
            a ^= 68u;
        } else {
            for (unsigned i23005 = 0; i23005 < 2u; i23005++) {
                d = (c - (c + c));
                d = (((d << (c & 31u)) >> 7) | ((d << (c & 31u)) << 25));
                a = (unsigned)(int)((float)((TIDX | tid) & 4095u) * (float)((unsigned)(((unsigned long long)a << 2) % ((unsigned long long)d | 1ull)) & 1023u) - (float)((TIDX | tid) >> 20));
            }
            c = (unsigned)(int)((double)((unsigned)(((unsigned long long)12u * 50u) >> 16) & 4095u) * (double)((a + b) & 1023u) - (double)((unsigned)(((unsigned long long)12u * 50u) >> 16) >> 20));
        }
        break;
    case 2u:
        a = 4089849454u;
        break;
    default:
        b ^= (unsigned)imax((int)((tid >> 29) | (tid << 1)), (int)(b - d));
    }
#pragma unroll 2
    for (int u23006 = 0; u23006 < 8; u23006++) d += (unsigned)in[(tid * 8u + (unsigned)u23006) % 64u] * (u23006 + 1);
    switch ((__umulhi(tid, c)) % 5u) {
    case 0u:
        if (true || (tid > b)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    case 1u:
        { unsigned arr23007[8];
        for (unsigned q = 0; q < 8u; q++) arr23007[q] = c + q * 7u;
        arr23007[((unsigned)((const V4 *)in)[(71u) % 16u].w) % 8u] = a;
        c = arr23007[((unsigned)((int)52u / (int)((tid & 255u) + 1u))) % 8u] ^ arr23007[1]; }
    default:
        atomicAdd(&cnt[(13u) % 4u], ((unsigned)((int)2140031774u % (int)((34u & 65535u) + 1u))) & 255u);
    }
    { unsigned k23008 = ((unsigned)in[(3706365816u) % 64u]) % 5u;
    while (k23008 != 0u) {
        k23008--;
        { unsigned arr23009[4];
        for (unsigned q = 0; q < 4u; q++) arr23009[q] = b + q * 3u;
        arr23009[(TIDX) % 4u] = TIDX;
        b = arr23009[((unsigned)((const V4 *)in)[(98u) % 16u].x) % 4u] ^ arr23009[2]; }
    } }
    for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_24(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3290105859u ^ TIDX, d = sm0[(TIDX + 1u) % BDIM];
    { unsigned arr24002[8];
    for (unsigned q = 0; q < 8u; q++) arr24002[q] = c + q * 1u;
    arr24002[(TIDX) % 8u] = (tid | a);
    c = arr24002[((unsigned)((const V4 *)in)[(tid) % 24u].w) % 8u] ^ arr24002[4]; }
    { unsigned k24003 = ((75u & tid)) % 4u;
    do {
        { unsigned arr24004[8];
        for (unsigned q = 0; q < 8u; q++) arr24004[q] = b + q * 6u;
        arr24004[((unsigned)(((unsigned long long)b << 11) % ((unsigned long long)a | 1ull))) % 8u] = f24001(9u, tid);
        b = arr24004[((27u - a)) % 8u] ^ arr24004[6]; }
        for (unsigned i24005 = 0; i24005 < 2u; i24005++) {
            for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        }
    } while (k24003-- != 0u); }
    b ^= (b * 682769392u);
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3245239279u ^ TIDX, d = sm1[(TIDX + 4u) % BDIM];
    a = __clz((unsigned)(((unsigned long long)d << 12) / ((unsigned long long)TIDX | 1ull)));
    if (((a - a) & 3u) == 0u) {
        b ^= ((unsigned)((int)b % (int)((TIDX & 65535u) + 1u)) % ((((1045934678u & 1u) == 2u) ? tid : b) | 1u));
        for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    } else {
        d = c;
    }
    c = (((int)b < (int)23u) ? (a - d) : b);
    a = ((b >> 18) | (b << 20));
    b ^= (unsigned)(int)((double)(__umulhi(TIDX, c) & 4095u) * (double)(tid & 1023u) + (double)(__umulhi(TIDX, c) >> 20));
    d ^= (unsigned)((unsigned short)(unsigned)((const V4 *)in)[(TIDX) % 24u].y);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 555640544u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    if (tid % 3u == 1u) {
        if (((a & 1u) == 2u) || (tid > umin(d, tid))) {
            a = (((2u & c) >> 21) | ((2u & c) << 1));
            if ((int)c < (int)c) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        }
        switch (((7u * c)) % 4u) {
        case 0u:
            a = b;
            break;
        case 1u:
            a = ((tid % 3u == 1u) ? __umulhi(a, a) : (unsigned)((const V4 *)in)[(TIDX) % 24u].x);
        case 2u:
            switch (((unsigned)((int)c % (int)((TIDX & 7u) + 1u))) % 3u) {
            case 0u:
                b = TIDX;
                break;
            case 1u:
                d = (b << ((TIDX - TIDX) & 31u));
            default:
                c = a;
            }
            break;
        default:
            { unsigned k24006 = ((unsigned)((const V4 *)in)[(3905846848u) % 24u].y) % 5u;
            while (k24006 != 0u) {
                k24006--;
                b = c;
            } }
        }
    }
    switch ((__clz(b)) % 3u) {
    case 0u:
        b = 12u;
    case 1u:
        if ((unsigned)(((unsigned long long)c << 6) / ((unsigned long long)b | 1ull)) != (TIDX | 1843843849u)) {
            d = c;
#pragma unroll 4
            for (int u24007 = 0; u24007 < 2; u24007++) b += (unsigned)in[(tid * 2u + (unsigned)u24007) % 96u] * (u24007 + 1);
        } else {
            if (((int)a < (int)TIDX) && ((unsigned)(int)((float)(TIDX & 4095u) * (float)(tid & 1023u) + (float)(TIDX >> 20)) > (unsigned)(((unsigned long long)c * d) >> 19))) {
                c = 49u;
                d = f24001((unsigned)((const V4 *)in)[(TIDX) % 24u].w, (((int)b < (int)tid) ? d : tid));
            } else {
                d = umin((d >> (b & 31u)), ((true || (3693625089u > 4u)) ? b : TIDX));
            }
            c = ((unsigned)((int)d / (int)((tid & 65535u) + 1u)) >> ((unsigned)((int)28u / (int)((b & 255u) + 1u)) & 31u));
        }
        break;
    default:
#pragma unroll 4
        for (int u24008 = 0; u24008 < 2; u24008++) d += (unsigned)in[(tid * 2u + (unsigned)u24008) % 96u] * (u24008 + 1);
    }
    switch ((5u) % 3u) {
    case 0u:
        switch ((__umulhi(d, TIDX)) % 3u) {
        case 0u:
            a ^= b;
        case 1u:
            { unsigned k24009 = (82u) % 4u;
            do {
                c = (unsigned)((const V4 *)in)[((TIDX << (d & 31u))) % 24u].w;
                c = c;
            } while (k24009-- != 0u); }
            break;
        default:
            a = (unsigned)((short)tid);
        }
        break;
    case 1u:
        if (true || (TIDX > a)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    case 2u:
        b = (unsigned)((unsigned short)(unsigned)in[(761477840u) % 96u]);
        break;
    default:
        if ((b & 1u) == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    c = ((94u ^ tid) + __popc(973661770u));
    if ((unsigned)((int)40u / (int)((b & 7u) + 1u)) > 1735657006u) {
        if (((a & b) & 1u) == 0u) {
            a ^= (__umulhi(tid, 58u) << ((unsigned)((const V4 *)in)[(tid) % 24u].w & 31u));
            b ^= __umulhi((b & d), umin(c, TIDX));
        } else {
            a ^= (unsigned)((const V4 *)in)[(a) % 24u].z;
        }
    } else {
        switch ((__umulhi(a, 4005028067u)) % 4u) {
        case 0u:
            { unsigned arr24010[8];
            for (unsigned q = 0; q < 8u; q++) arr24010[q] = d + q * 2u;
            arr24010[((unsigned)((int)d % (int)((TIDX & 255u) + 1u))) % 8u] = (c - 3823533066u);
            d = arr24010[(((14u >> 17) | (14u << 28))) % 8u] ^ arr24010[5]; }
            break;
        case 1u:
            { unsigned k24011 = ((unsigned)((const V4 *)in)[(a) % 24u].z) % 4u;
            do {
                b = 116777046u;
            } while (k24011-- != 0u); }
            break;
        default:
            { unsigned k24012 = (__umulhi(TIDX, d)) % 4u;
            do {
                c = 1204930579u;
            } while (k24012-- != 0u); }
        }
    }
    b = (((__brev(b) & 1u) == 2u) ? (b | 1562584889u) : 45656302u);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_25(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 369300248u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    b = umin((tid | a), (unsigned)(int)((double)(48u & 4095u) * (double)(d & 1023u) + (double)(48u >> 20)));
    a ^= (unsigned)(((unsigned long long)a << 12) / ((unsigned long long)(d ^ tid) | 1ull));
    a = ((TIDX - a) | 627455854u);
    b ^= (a | c);
    for (unsigned i25003 = 0; i25003 < (((unsigned)(((unsigned long long)TIDX << 23) / ((unsigned long long)a | 1ull))) % 6u); i25003++) {
        b ^= ((b % (d | 1u)) & f25001(2490412265u));
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1357258742u ^ TIDX, d = sm1[(TIDX + 11u) % BDIM];
    for (unsigned i25004 = 0; i25004 < 2u; i25004++) {
        if ((int)(d << (i25004 & 31u)) < (int)(d + b)) {
            c ^= (((TIDX ^ d) == (77u | d)) ? 67u : umin(i25004, 3713339811u));
        }
        b = i25004;
        { unsigned arr25005[8];
        for (unsigned q = 0; q < 8u; q++) arr25005[q] = b + q * 5u;
        arr25005[((d | d)) % 8u] = (unsigned)in[(a) % 96u];
        b = arr25005[(a) % 8u] ^ arr25005[1]; }
    }
    c ^= __brev(504001542u);
    d = f25001((unsigned)(int)((float)(b & 4095u) * (float)(tid & 1023u) + (float)(b >> 20)));
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    switch ((TIDX) % 4u) {
    case 0u:
        b ^= tid;
    case 1u:
#pragma unroll
        for (int u25006 = 0; u25006 < 8; u25006++) c += (unsigned)in[(tid * 8u + (unsigned)u25006) % 96u] * (u25006 + 1);
        break;
    case 2u:
        if (((unsigned)(((unsigned long long)c << 31) / ((unsigned long long)28u | 1ull)) & 7u) == 0u) {
            c ^= __brev((d * d));
        } else {
            for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        }
        break;
    default:
        d ^= ((c >> 26) | (c << 27));
    }
    for (unsigned i25007 = 0; i25007 < 4u; i25007++) {
        { unsigned arr25008[8];
        for (unsigned q = 0; q < 8u; q++) arr25008[q] = d + q * 3u;
        arr25008[(__umulhi(b, d)) % 8u] = tid;
        d = arr25008[(a) % 8u] ^ arr25008[5]; }
        if (tid % 33u == 0u) break;
        if ((i25007 & 1u) == 2u) break;
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2419167033u ^ TIDX, d = sm1[(TIDX + 38u) % BDIM];
    { unsigned k25009 = (b) % 4u;
    do {
        c = f25001((2259391443u / (d | 1u)));
        if ((int)(c & 1410130534u) < (int)56u) {
            for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
            if (true && (b > b)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        } else {
            switch ((d) % 4u) {
            case 0u:
                a = ((a & c) * (TIDX ^ c));
                break;
            case 1u:
                b = b;
                break;
            default:
                a = 1089091769u;
            }
        }
    } while (k25009-- != 0u); }
    if ((tid & 3u) == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    a ^= f25001((unsigned)(int)((float)(1571846635u & 4095u) * (float)(a & 1023u) + (float)(1571846635u >> 20)));
    a ^= 970573454u;
    c ^= ((TIDX ^ 52u) ^ (unsigned)((const V4 *)in)[(1656763625u) % 24u].y);
    d ^= ((__clz(a) >> 16) | (__clz(a) << 17));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_26(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1139975113u ^ TIDX, d = sm0[(TIDX + 33u) % BDIM];
    switch (((c / (86u | 1u))) % 3u) {
    case 0u:
        c = ((unsigned)(((unsigned long long)b << 3) % ((unsigned long long)c | 1ull)) ^ (463305432u << (tid & 31u)));
        break;
    case 1u:
        { unsigned k26001 = ((unsigned)(int)((double)(tid & 4095u) * (double)(2836647117u & 1023u) - (double)(tid >> 20))) % 5u;
        while (k26001 != 0u) {
            k26001--;
            switch ((TIDX) % 4u) {
            case 0u:
                d = (unsigned)(((unsigned long long)__umulhi(b, b) << 4) / ((unsigned long long)(63u * b) | 1ull));
            case 1u:
                b = ((tid % 7u == 0u) ? 13u : (unsigned)in[(d) % 96u]);
                break;
            case 2u:
                d = a;
                break;
            default:
                c = b;
            }
        } }
        break;
    case 2u:
        if ((int)(b >> (TIDX & 31u)) < (int)TIDX) {
            { unsigned k26002 = (4111307940u) % 4u;
            do {
                a = (d - (a / (d | 1u)));
            } while (k26002-- != 0u); }
        } else {
            c ^= (unsigned)(((unsigned long long)(b << (c & 31u)) * __popc(c)) >> 9);
            d ^= (unsigned)((int)a / (int)(((a * a) & 255u) + 1u));
        }
        break;
    default:
        c ^= TIDX;
    }
    a ^= (d + (b + a));
    d ^= ((unsigned)((signed char)TIDX) | (unsigned)(((unsigned long long)TIDX << 3) % ((unsigned long long)9u | 1ull)));
    b ^= 43u;
    a ^= ((((tid * tid) & 3u) == 1u) ? (((a & 1u) == 0u) ? tid : d) : (unsigned)((int)1553980439u / (int)((c & 255u) + 1u)));
    b = ((unsigned)in[(a) % 96u] >> ((unsigned)(int)((float)(c & 4095u) * (float)(d & 1023u) + (float)(c >> 20)) & 31u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 431661329u ^ TIDX, d = sm1[(TIDX + 33u) % BDIM];
    for (unsigned i26003 = 0; i26003 < 1u; i26003++) {
        b ^= (unsigned)((unsigned char)tid);
    }
    if (tid % 7u == 2u) {
        d = (57u % ((unsigned)((unsigned short)TIDX) | 1u));
        b = 3454971221u;
    }
    a = (((c >> 6) | (c << 21)) ^ (unsigned)(int)((float)(tid & 4095u) * (float)(a & 1023u) - (float)(tid >> 20)));
    d ^= (unsigned)imax((int)(tid / (494719913u | 1u)), (int)15u);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3213904136u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    { unsigned k26004 = ((unsigned)(((unsigned long long)1974896502u << 14) % ((unsigned long long)b | 1ull))) % 5u;
    while (k26004 != 0u) {
        k26004--;
#pragma unroll
        for (int u26005 = 0; u26005 < 2; u26005++) c += (unsigned)in[(tid * 2u + (unsigned)u26005) % 96u] * (u26005 + 1);
        switch (((TIDX << (tid & 31u))) % 4u) {
        case 0u:
            for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        case 1u:
            c ^= ((c | c) - (c - b));
            break;
        default:
            a ^= a;
        }
    } }
    d ^= TIDX;
    c ^= ((a >> 30) | (a << 12));
    for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    d = __umulhi(((tid >> 18) | (tid << 20)), (unsigned)(((unsigned long long)1924733019u * 1643123332u) >> 9));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3396741618u ^ TIDX, d = sm1[(TIDX + 15u) % BDIM];
    d ^= (unsigned)in[((TIDX >> (a & 31u))) % 96u];
    for (unsigned i26006 = 0; i26006 < 4u; i26006++) {
        for (int u26007 = 0; u26007 < 4; u26007++) d += (unsigned)in[(tid * 4u + (unsigned)u26007) % 96u] * (u26007 + 1);
        a = (unsigned)in[((b << (1282684585u & 31u))) % 96u];
        c = (unsigned)(((unsigned long long)(unsigned)(((unsigned long long)d << 29) / ((unsigned long long)tid | 1ull)) * (37u / (85u | 1u))) >> 28);
    }
    atomicAdd(&cnt[((unsigned)in[(b) % 96u]) % 4u], ((TIDX + d)) & 255u);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_27(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1052494133u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    d ^= b;
    atomicAdd(&cnt[((1314572368u >> (c & 31u))) % 4u], (__brev(b)) & 255u);
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3350170784u ^ TIDX, d = sm1[(TIDX + 36u) % BDIM];
    d ^= ((unsigned)in[(TIDX) % 96u] | ((c >> 2) | (c << 26)));
    c ^= __clz((tid * 4217662521u));
    b ^= 2u;
    d ^= (unsigned)(((unsigned long long)a * TIDX) >> 1);
    b ^= (unsigned)((int)TIDX / (int)((33u & 7u) + 1u));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3418079848u ^ TIDX, d = sm0[(TIDX + 7u) % BDIM];
    for (unsigned i27001 = 0; i27001 < 1u; i27001++) {
        { unsigned arr27002[4];
        for (unsigned q = 0; q < 4u; q++) arr27002[q] = b + q * 3u;
        arr27002[((unsigned)((int)b % (int)((b & 7u) + 1u))) % 4u] = (tid / (TIDX | 1u));
        b = arr27002[(tid) % 4u] ^ arr27002[1]; }
    }
    d = __popc((unsigned)(((unsigned long long)c * b) >> 21));
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_28(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3603914392u ^ TIDX, d = sm0[(TIDX + 9u) % BDIM];
    d ^= (unsigned)((short)(d ^ d));
    c = (unsigned)(int)((float)(f28001(tid, tid) & 4095u) * (float)(__brev(TIDX) & 1023u) - (float)(f28001(tid, tid) >> 20));
    c ^= f28004((unsigned)(((unsigned long long)tid << 16) % ((unsigned long long)c | 1ull)));
    { unsigned arr28006[4];
    for (unsigned q = 0; q < 4u; q++) arr28006[q] = a + q * 3u;
    arr28006[((tid | 379135607u)) % 4u] = c;
    a = arr28006[(b) % 4u] ^ arr28006[3]; }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1123161162u ^ TIDX, d = sm1[(TIDX + 9u) % BDIM];
    d ^= ((unsigned)(((unsigned long long)a * c) >> 18) ^ (d * 71u));
    for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    c = a;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2383866806u ^ TIDX, d = sm0[(TIDX + 35u) % BDIM];
    for (unsigned i28007 = 0; i28007 < (((unsigned)(((unsigned long long)tid << 8) / ((unsigned long long)714753642u | 1ull))) % 6u); i28007++) {
        for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    }
    d = (41u & (unsigned)in[(46u) % 96u]);
    d ^= ((unsigned)(int)((float)(2604642489u & 4095u) * (float)(TIDX & 1023u) - (float)(2604642489u >> 20)) & (((1228444354u & 3u) == 0u) ? 34u : 10u));
    if ((__umulhi(TIDX, 59u) & 3u) == 0u) {
        if (a != (74u | 1090296800u)) {
            switch (((b | c)) % 5u) {
            case 0u:
                c = umin((tid | c), ((tid % 5u == 0u) ? 2634314053u : d));
                break;
            case 1u:
                b = (unsigned)imax((int)(((TIDX & 3u) == 2u) ? tid : 86u), (int)b);
                break;
            default:
                b = (unsigned)imax((int)c, (int)(unsigned)((int)31u % (int)((750986462u & 65535u) + 1u)));
            }
        }
        switch (((68u + b)) % 4u) {
        case 0u:
            if ((int)((tid >> 4) | (tid << 6)) < (int)(936171501u + tid)) {
                a = ((32u >> 11) | (32u << 5));
                d = ((unsigned)in[(tid) % 96u] / (3650597920u | 1u));
            } else {
                b = ((((int)a < (int)493632518u) && ((b - TIDX) > (b - 43u))) ? 38u : (c % (a | 1u)));
            }
        case 1u:
            d = b;
        case 2u:
            { unsigned arr28008[8];
            for (unsigned q = 0; q < 8u; q++) arr28008[q] = b + q * 1u;
            arr28008[(f28004(a)) % 8u] = (TIDX - 1u);
            b = arr28008[(__clz(136802787u)) % 8u] ^ arr28008[5]; }
            break;
        default:
            a = (unsigned)((int)(tid / (tid | 1u)) % (int)(((30u & b) & 255u) + 1u));
        }
    }
    b = (((int)(tid ^ 59u) < (int)__umulhi(3746385179u, 1699806814u)) ? 2848600809u : (TIDX | c));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1967765159u ^ TIDX, d = sm1[(TIDX + 39u) % BDIM];
    { unsigned k28009 = ((56u | TIDX)) % 4u;
    do {
        d ^= ((tid + d) ^ (a % (TIDX | 1u)));
        d = __clz(d);
    } while (k28009-- != 0u); }
    switch ((umin(32u, TIDX)) % 3u) {
    case 0u:
        { unsigned arr28010[8];
        for (unsigned q = 0; q < 8u; q++) arr28010[q] = c + q * 4u;
        arr28010[((unsigned)(int)((double)(a & 4095u) * (double)(d & 1023u) + (double)(a >> 20))) % 8u] = (unsigned)((int)b / (int)((97u & 255u) + 1u));
        c = arr28010[((c ^ 3378766120u)) % 8u] ^ arr28010[3]; }
        break;
    case 1u:
        switch (((unsigned)((int)a / (int)((d & 255u) + 1u))) % 3u) {
        case 0u:
#pragma unroll 2
            for (int u28011 = 0; u28011 < 8; u28011++) b += (unsigned)in[(tid * 8u + (unsigned)u28011) % 96u] * (u28011 + 1);
        case 1u:
            if ((int)b < (int)TIDX) {
                c = a;
            } else {
                d = 3989552650u;
                b = (((b | TIDX) >> 6) | ((b | TIDX) << 21));
            }
        default:
            { unsigned k28012 = ((unsigned)(((unsigned long long)3266695308u * 40u) >> 6)) % 5u;
            while (k28012 != 0u) {
                k28012--;
                d = (2492651350u << ((unsigned)(((unsigned long long)882229939u << 23) / ((unsigned long long)b | 1ull)) & 31u));
                d = ((unsigned)((int)d / (int)((80u & 255u) + 1u)) * d);
            } }
        }
    default:
        d = umin(__umulhi(d, TIDX), (unsigned)(int)((float)(32676352u & 4095u) * (float)(34u & 1023u) + (float)(32676352u >> 20)));
    }
    if ((b & 1u) == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    d ^= (unsigned)(((unsigned long long)(unsigned)((const V4 *)in)[(tid) % 24u].x << 6) % ((unsigned long long)c | 1ull));
    d = ((d + 50u) & 21u);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_29(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1254419710u ^ TIDX, d = sm0[(TIDX + 18u) % BDIM];
    for (unsigned i29001 = 0; i29001 < 2u; i29001++) {
        switch (((unsigned)((int)a % (int)((tid & 255u) + 1u))) % 5u) {
        case 0u:
            c ^= c;
            break;
        case 1u:
            { unsigned k29002 = (2541137903u) % 4u;
            do {
                b = __clz((c + d));
            } while (k29002-- != 0u); }
            break;
        case 2u:
            if (tid % 32u == 2u) continue;
            break;
        default:
            b = ((1695006465u | tid) ^ (unsigned)((signed char)d));
        }
        switch (((c - i29001)) % 3u) {
        case 0u:
            if ((c + a) > TIDX) {
                a = (unsigned)(((unsigned long long)(unsigned)((unsigned short)c) << 2) / ((unsigned long long)(unsigned)((const V4 *)in)[(b) % 24u].z | 1ull));
            } else {
                b = __brev(__umulhi(TIDX, c));
            }
            break;
        case 1u:
            d ^= ((((int)27u < (int)97u) && ((unsigned)(((unsigned long long)a * c) >> 16) > (i29001 * d))) ? ((c >> 15) | (c << 24)) : (((b & 1u) == 1u) ? tid : TIDX));
        default:
            for (int u29003 = 0; u29003 < 8; u29003++) d += (unsigned)in[(tid * 8u + (unsigned)u29003) % 96u] * (u29003 + 1);
        }
        for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    }
    atomicAdd(&cnt[((unsigned)(int)((double)(d & 4095u) * (double)(5u & 1023u) + (double)(d >> 20))) % 4u], ((TIDX & 830221202u)) & 255u);
    if (c < umin(tid, TIDX)) {
        { unsigned k29004 = ((TIDX / (962859758u | 1u))) % 5u;
        while (k29004 != 0u) {
            k29004--;
            d = (((true && (d > c)) ? 2686931150u : 3883645636u) + (unsigned)(((unsigned long long)3613698822u << 18) / ((unsigned long long)tid | 1ull)));
            b = (unsigned)(((unsigned long long)(d + b) * (unsigned)in[(c) % 96u]) >> 22);
        } }
    } else {
        { unsigned k29005 = (tid) % 5u;
        while (k29005 != 0u) {
            k29005--;
            if (tid % 2u == 0u) break;
        } }
    }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 873798629u ^ TIDX, d = sm1[(TIDX + 8u) % BDIM];
    d ^= (unsigned)(int)((float)(__umulhi(b, TIDX) & 4095u) * (float)((a & d) & 1023u) - (float)(__umulhi(b, TIDX) >> 20));
    switch (((unsigned)(((unsigned long long)c << 23) / ((unsigned long long)tid | 1ull))) % 3u) {
    case 0u:
        c ^= d;
        break;
    case 1u:
        switch (((d ^ tid)) % 4u) {
        case 0u:
            { unsigned k29006 = ((unsigned)(int)((float)(b & 4095u) * (float)(d & 1023u) - (float)(b >> 20))) % 4u;
            do {
                d = ((unsigned)(((unsigned long long)81u * a) >> 11) >> (c & 31u));
            } while (k29006-- != 0u); }
            break;
        case 1u:
            for (unsigned i29007 = 0; i29007 < 1u; i29007++) {
                a = __umulhi(TIDX, c);
                d = b;
                d = 605213897u;
            }
        default:
#pragma unroll 2
            for (int u29008 = 0; u29008 < 8; u29008++) c += (unsigned)in[(tid * 8u + (unsigned)u29008) % 96u] * (u29008 + 1);
        }
        break;
    default:
        d = ((unsigned)((const V4 *)in)[(a) % 24u].x - (b + 31u));
    }
    a ^= (unsigned)(int)((double)(__umulhi(d, d) & 4095u) * (double)((unsigned)(((unsigned long long)a << 17) / ((unsigned long long)b | 1ull)) & 1023u) - (double)(__umulhi(d, d) >> 20));
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    switch (((unsigned)(((unsigned long long)3267178900u * c) >> 29)) % 5u) {
    case 0u:
        { unsigned k29009 = ((c + a)) % 4u;
        do {
            c ^= a;
            b = d;
        } while (k29009-- != 0u); }
        break;
    case 1u:
        d = umin(__brev(c), 1199931668u);
        break;
    default:
        a = __clz((a ^ d));
    }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1931648991u ^ TIDX, d = sm0[(TIDX + 28u) % BDIM];
    { unsigned arr29010[4];
    for (unsigned q = 0; q < 4u; q++) arr29010[q] = c + q * 3u;
    arr29010[((c / (tid | 1u))) % 4u] = (d * 83u);
    c = arr29010[(((TIDX >> 5) | (TIDX << 12))) % 4u] ^ arr29010[3]; }
    a = ((91u + TIDX) * (unsigned)(int)((double)(tid & 4095u) * (double)(TIDX & 1023u) - (double)(tid >> 20)));
    b = 2u;
    a ^= (unsigned)(((unsigned long long)((true || (a > 16u)) ? tid : tid) * (unsigned)imax((int)tid, (int)4105707377u)) >> 9);
    b ^= ((unsigned)in[(d) % 96u] - (unsigned)(((unsigned long long)tid << 17) / ((unsigned long long)TIDX | 1ull)));
    for (int u29011 = 0; u29011 < 8; u29011++) c += (unsigned)in[(tid * 8u + (unsigned)u29011) % 96u] * (u29011 + 1);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3318644800u ^ TIDX, d = sm0[(TIDX + 17u) % BDIM];
    d ^= (__umulhi(3031983725u, c) * d);
    b ^= (TIDX + TIDX);
    b ^= a;
    { unsigned arr29012[4];
    for (unsigned q = 0; q < 4u; q++) arr29012[q] = b + q * 2u;
    arr29012[(((40u >> 28) | (40u << 7))) % 4u] = (3532934170u | c);
    b = arr29012[((unsigned)((int)TIDX % (int)((tid & 65535u) + 1u))) % 4u] ^ arr29012[0]; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_30(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1743547820u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
    { unsigned k30001 = ((tid ^ TIDX)) % 5u;
    while (k30001 != 0u) {
        k30001--;
        if ((int)(d ^ tid) < (int)((true && (d > d)) ? b : 9u)) {
            if (((TIDX >> 12) | (TIDX << 26)) <= (tid << (19u & 31u))) {
                c = c;
                c = __umulhi(b, 26u);
            }
        }
    } }
    switch ((TIDX) % 3u) {
    case 0u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    case 1u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        break;
    default:
        d ^= (unsigned)imax((int)(unsigned)(int)((double)(2722496670u & 4095u) * (double)(d & 1023u) + (double)(2722496670u >> 20)), (int)tid);
    }
    for (int u30002 = 0; u30002 < 4; u30002++) d += (unsigned)in[(tid * 4u + (unsigned)u30002) % 96u] * (u30002 + 1);
#pragma unroll
    for (int u30003 = 0; u30003 < 2; u30003++) a += (unsigned)in[(tid * 2u + (unsigned)u30003) % 96u] * (u30003 + 1);
    { unsigned k30004 = (94u) % 5u;
    while (k30004 != 0u) {
        k30004--;
        if ((a & 3u) == 2u) continue;
    } }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 541924503u ^ TIDX, d = sm1[(TIDX + 30u) % BDIM];
    for (int u30005 = 0; u30005 < 2; u30005++) c += (unsigned)in[(tid * 2u + (unsigned)u30005) % 96u] * (u30005 + 1);
    d = TIDX;
    b ^= ((unsigned)((const V4 *)in)[(tid) % 24u].z % (c | 1u));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2087416684u ^ TIDX, d = sm0[(TIDX + 19u) % BDIM];
    d ^= 1850551698u;
    b ^= (unsigned)((int)(b % (TIDX | 1u)) % (int)(((unsigned)imax((int)tid, (int)a) & 65535u) + 1u));
    { unsigned k30006 = (((tid % 5u == 2u) ? b : tid)) % 5u;
    while (k30006 != 0u) {
        k30006--;
        b ^= (unsigned)(int)((float)((unsigned)((const V4 *)in)[(b) % 24u].z & 4095u) * (float)((unsigned)(((unsigned long long)78u << 8) % ((unsigned long long)d | 1ull)) & 1023u) - (float)((unsigned)((const V4 *)in)[(b) % 24u].z >> 20));
    } }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1192674134u ^ TIDX, d = sm0[(TIDX + 35u) % BDIM];
    { unsigned k30007 = (((d >> 11) | (d << 11))) % 5u;
    while (k30007 != 0u) {
        k30007--;
        c = a;
    } }
    c ^= (unsigned)(int)((double)((a % (b | 1u)) & 4095u) * (double)(a & 1023u) + (double)((a % (b | 1u)) >> 20));
    a ^= (unsigned)((const V4 *)in)[(3423166843u) % 24u].z;
    { unsigned k30008 = ((c - tid)) % 5u;
    while (k30008 != 0u) {
        k30008--;
        d ^= __clz((51u << (tid & 31u)));
    } }
    c ^= c;
    if (tid % 3u == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_31(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2526814509u ^ TIDX, d = sm0[(TIDX + 7u) % BDIM];
    d = ((unsigned)((signed char)b) - (unsigned)((signed char)44u));
    for (unsigned s = tid; s < 80u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    switch ((__clz(d)) % 4u) {
    case 0u:
        for (int u31001 = 0; u31001 < 2; u31001++) c += (unsigned)in[(tid * 2u + (unsigned)u31001) % 80u] * (u31001 + 1);
        break;
    case 1u:
        for (unsigned i31002 = 0; i31002 < 3u; i31002++) {
            b ^= ((904134612u ^ a) - (unsigned)imax((int)TIDX, (int)i31002));
        }
        break;
    case 2u:
        c = (unsigned)((const V4 *)in)[(3289167398u) % 20u].x;
        break;
    default:
        { unsigned k31003 = ((((int)b < (int)a) ? b : 29u)) % 5u;
        while (k31003 != 0u) {
            k31003--;
            b = (unsigned)((int)(a * 35u) / (int)(((b + a) & 65535u) + 1u));
        } }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 513483100u ^ TIDX, d = sm1[(TIDX + 16u) % BDIM];
    a ^= (75u + (unsigned)(int)((double)(c & 4095u) * (double)(b & 1023u) + (double)(c >> 20)));
    c = ((43u + tid) << ((d + TIDX) & 31u));
    if (d > a) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_32(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 132858640u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    switch (((d / (a | 1u))) % 5u) {
    case 0u:
        a ^= d;
    case 1u:
        c = (unsigned)(int)((float)((unsigned)((const V4 *)in)[(c) % 20u].x & 4095u) * (float)(a & 1023u) + (float)((unsigned)((const V4 *)in)[(c) % 20u].x >> 20));
    case 2u:
        for (unsigned s = tid; s < 80u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        break;
    default:
        if ((unsigned)((int)60u / (int)((d & 65535u) + 1u)) >= TIDX) {
            c ^= 851522616u;
            for (unsigned i32002 = 0; i32002 < 5u; i32002++) {
                d = ((unsigned)((int)2503654472u % (int)((a & 255u) + 1u)) & (unsigned)((const V4 *)in)[(c) % 20u].w);
                d = 65u;
            }
        }
    }
    switch ((b) % 4u) {
    case 0u:
        c ^= (TIDX & (c + c));
        break;
    case 1u:
        d ^= ((b & tid) * (56u * 1309892658u));
        break;
    case 2u:
        for (unsigned s = tid; s < 80u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    default:
        switch ((c) % 5u) {
        case 0u:
            d ^= (unsigned)imax((int)(77u * c), (int)__umulhi(c, tid));
            break;
        case 1u:
            switch (((a * tid)) % 3u) {
            case 0u:
                d = (((TIDX <= c) && ((unsigned)in[(a) % 80u] > ((tid % 33u == 1u) ? c : c))) ? (unsigned)((int)b % (int)((TIDX & 255u) + 1u)) : d);
                break;
            case 1u:
                a = ((__clz(tid) >> 5) | (__clz(tid) << 21));
            case 2u:
                c = (unsigned)(((unsigned long long)a << 27) % ((unsigned long long)(unsigned)in[(c) % 80u] | 1ull));
            default:
                c = TIDX;
            }
            break;
        case 2u:
            { unsigned k32003 = ((1473158145u - c)) % 5u;
            while (k32003 != 0u) {
                k32003--;
                a = (a << (a & 31u));
                b = (unsigned)(int)((double)((unsigned)((int)a % (int)((b & 255u) + 1u)) & 4095u) * (double)(1056774704u & 1023u) + (double)((unsigned)((int)a % (int)((b & 255u) + 1u)) >> 20));
            } }
            break;
        default:
            a = 1612988319u;
        }
    }
    for (unsigned s = tid; s < 80u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    a = tid;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1911988367u ^ TIDX, d = sm1[(TIDX + 2u) % BDIM];
    d = (unsigned)((const V4 *)in)[(d) % 20u].z;
    switch ((f32001(c, TIDX)) % 4u) {
    case 0u:
        for (unsigned i32004 = 0; i32004 < (((unsigned)((unsigned char)d)) % 6u); i32004++) {
            { unsigned k32005 = ((unsigned)in[(TIDX) % 80u]) % 5u;
            while (k32005 != 0u) {
                k32005--;
                b = i32004;
                d = __brev(TIDX);
            } }
            { unsigned arr32006[4];
            for (unsigned q = 0; q < 4u; q++) arr32006[q] = c + q * 2u;
            arr32006[((unsigned)imax((int)c, (int)1287872848u)) % 4u] = a;
            c = arr32006[((unsigned)(int)((double)(b & 4095u) * (double)(c & 1023u) - (double)(b >> 20))) % 4u] ^ arr32006[1]; }
#pragma unroll
            for (int u32007 = 0; u32007 < 2; u32007++) d += (unsigned)in[(tid * 2u + (unsigned)u32007) % 80u] * (u32007 + 1);
        }
        break;
    case 1u:
#pragma unroll
        for (int u32008 = 0; u32008 < 2; u32008++) c += (unsigned)in[(tid * 2u + (unsigned)u32008) % 80u] * (u32008 + 1);
    case 2u:
        c = ((b / (tid | 1u)) * c);
        break;
    default:
        for (int u32009 = 0; u32009 < 8; u32009++) b += (unsigned)in[(tid * 8u + (unsigned)u32009) % 80u] * (u32009 + 1);
    }
    d ^= d;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_33(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1149855530u ^ TIDX, d = sm0[(TIDX + 13u) % BDIM];
    c ^= (unsigned)in[((tid | a)) % 96u];
    { unsigned arr33001[4];
    for (unsigned q = 0; q < 4u; q++) arr33001[q] = c + q * 3u;
    arr33001[((42u + d)) % 4u] = 41u;
    c = arr33001[((unsigned)(((unsigned long long)TIDX * b) >> 11)) % 4u] ^ arr33001[3]; }
    b = ((unsigned)((int)3644387512u % (int)((b & 65535u) + 1u)) % ((unsigned)((const V4 *)in)[(tid) % 24u].z | 1u));
    { unsigned k33002 = ((b | 2831718175u)) % 5u;
    while (k33002 != 0u) {
        k33002--;
        c ^= ((604700573u / (d | 1u)) - 1841422914u);
    } }
    if ((int)(unsigned)((int)b / (int)((c & 255u) + 1u)) < (int)(b + a)) {
        for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
        d = (unsigned)in[(__umulhi(c, 580392586u)) % 96u];
    } else {
#pragma unroll 4
        for (int u33003 = 0; u33003 < 8; u33003++) b += (unsigned)in[(tid * 8u + (unsigned)u33003) % 96u] * (u33003 + 1);
        c ^= d;
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1523965132u ^ TIDX, d = sm1[(TIDX + 22u) % BDIM];
    if (tid % 33u == 0u) {
        switch (((unsigned)((int)a % (int)((1072034865u & 65535u) + 1u))) % 4u) {
        case 0u:
            a = ((unsigned)imax((int)a, (int)TIDX) >> ((3853814264u + c) & 31u));
        case 1u:
            b = (unsigned)in[((d & a)) % 96u];
        case 2u:
            for (unsigned i33004 = 0; i33004 < ((609213654u) % 6u); i33004++) {
                b = ((unsigned)imax((int)tid, (int)71u) | __clz(i33004));
                d = (unsigned)(((unsigned long long)((2730279559u >> 22) | (2730279559u << 15)) * 2190795531u) >> 10);
            }
        default:
            c ^= (((true || (TIDX > 4285909401u)) || (3204816141u > (b + a))) ? (((TIDX & 7u) == 1u) ? tid : c) : (d & 16u));
        }
    }
    b ^= a;
    atomicAdd(&cnt[((unsigned)(((unsigned long long)TIDX << 1) % ((unsigned long long)c | 1ull))) % 4u], ((TIDX << (95u & 31u))) & 255u);
    { unsigned arr33005[4];
    for (unsigned q = 0; q < 4u; q++) arr33005[q] = d + q * 1u;
    arr33005[((unsigned)((const V4 *)in)[(79u) % 24u].x) % 4u] = (a << (TIDX & 31u));
    d = arr33005[(c) % 4u] ^ arr33005[1]; }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 358609597u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    for (unsigned i33006 = 0; i33006 < 1u; i33006++) {
        b = (d ^ (unsigned)((signed char)2071776582u));
        c ^= b;
    }
    { unsigned k33007 = ((unsigned)(((unsigned long long)9u * TIDX) >> 10)) % 4u;
    do {
        { unsigned arr33008[4];
        for (unsigned q = 0; q < 4u; q++) arr33008[q] = a + q * 5u;
        arr33008[((TIDX + a)) % 4u] = (((a & 3u) == 0u) ? 391999962u : tid);
        a = arr33008[((unsigned)in[(c) % 96u]) % 4u] ^ arr33008[3]; }
    } while (k33007-- != 0u); }
    { unsigned k33009 = (35u) % 5u;
    while (k33009 != 0u) {
        k33009--;
        c = ((2458009694u + 2801211351u) >> (TIDX & 31u));
        { unsigned k33010 = ((unsigned)(int)((float)(b & 4095u) * (float)(b & 1023u) - (float)(b >> 20))) % 4u;
        do {
            a = TIDX;
            { unsigned arr33011[4];
            for (unsigned q = 0; q < 4u; q++) arr33011[q] = b + q * 6u;
            arr33011[((TIDX & d)) % 4u] = ((d >> 29) | (d << 2));
            b = arr33011[((unsigned)in[(a) % 96u]) % 4u] ^ arr33011[3]; }
        } while (k33010-- != 0u); }
    } }
    { unsigned arr33012[8];
    for (unsigned q = 0; q < 8u; q++) arr33012[q] = c + q * 4u;
    arr33012[((a * TIDX)) % 8u] = (tid & b);
    c = arr33012[((unsigned)(((unsigned long long)c << 9) % ((unsigned long long)40u | 1ull))) % 8u] ^ arr33012[5]; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_34(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 388303810u ^ TIDX, d = sm0[(TIDX + 35u) % BDIM];
    { unsigned arr34003[8];
    for (unsigned q = 0; q < 8u; q++) arr34003[q] = c + q * 3u;
    arr34003[((unsigned)(int)((double)(TIDX & 4095u) * (double)(c & 1023u) + (double)(TIDX >> 20))) % 8u] = (b * a);
    c = arr34003[((unsigned)(((unsigned long long)b * a) >> 12)) % 8u] ^ arr34003[2]; }
    { unsigned k34004 = ((c & b)) % 4u;
    do {
        { unsigned k34005 = (371795372u) % 5u;
        while (k34005 != 0u) {
            k34005--;
            a = (unsigned)((const V4 *)in)[(__popc(a)) % 24u].w;
            d ^= (unsigned)imax((int)__umulhi(b, TIDX), (int)(c - c));
        } }
        if (d < tid) continue;
    } while (k34004-- != 0u); }
    c = ((d >> 9) | (d << 13));
    b = (unsigned)((int)TIDX / (int)((TIDX & 255u) + 1u));
    b = (unsigned)((const V4 *)in)[(7u) % 24u].y;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 20u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 20u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4246693450u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    a ^= f34002((TIDX | tid));
    b = __clz((3268310436u * a));
#pragma unroll 2
    for (int u34006 = 0; u34006 < 8; u34006++) a += (unsigned)in[(tid * 8u + (unsigned)u34006) % 96u] * (u34006 + 1);
    d ^= tid;
    a ^= ((unsigned)imax((int)c, (int)tid) * (TIDX * b));
    d ^= 71u;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1185843578u ^ TIDX, d = sm1[(TIDX + 16u) % BDIM];
    d = 871643910u;
    if (true || (4253732129u > b)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    if (tid % 2u == 1u) {
        if (__umulhi(tid, a) < (unsigned)((int)d / (int)((c & 255u) + 1u))) {
            d ^= (unsigned)(((unsigned long long)(((tid & 3u) == 0u) ? d : TIDX) * (unsigned)(((unsigned long long)c << 20) / ((unsigned long long)c | 1ull))) >> 9);
            c ^= __umulhi(b, (unsigned)imax((int)d, (int)b));
        }
        b ^= (unsigned)((int)b % (int)((a & 7u) + 1u));
    }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    { unsigned k34007 = ((unsigned)((const V4 *)in)[(TIDX) % 24u].w) % 5u;
    while (k34007 != 0u) {
        k34007--;
        if (TIDX == (unsigned)((const V4 *)in)[(38u) % 24u].x) {
            d = __umulhi((TIDX + b), 4227288310u);
            { unsigned arr34008[4];
            for (unsigned q = 0; q < 4u; q++) arr34008[q] = b + q * 3u;
            arr34008[((tid % (TIDX | 1u))) % 4u] = ((71u >> 14) | (71u << 16));
            b = arr34008[((1788834127u ^ 95u)) % 4u] ^ arr34008[1]; }
        }
    } }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_35(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3860331166u ^ TIDX, d = sm0[(TIDX + 9u) % BDIM];
    d = b;
    b ^= 90u;
    c = ((TIDX * b) - (unsigned)((short)2035689026u));
#pragma unroll 4
    for (int u35001 = 0; u35001 < 8; u35001++) b += (unsigned)in[(tid * 8u + (unsigned)u35001) % 96u] * (u35001 + 1);
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    a = 3476284420u;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3535183287u ^ TIDX, d = sm1[(TIDX + 17u) % BDIM];
    b = b;
    if ((tid % 3u == 0u) && (__popc(a) > (a / (c | 1u)))) {
        a = c;
    }
    c = (unsigned)((const V4 *)in)[(__brev(1430385960u)) % 24u].w;
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2426733017u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    d ^= 66u;
    b ^= (unsigned)(((unsigned long long)(9u & b) * (d << (d & 31u))) >> 3);
    { unsigned arr35002[4];
    for (unsigned q = 0; q < 4u; q++) arr35002[q] = c + q * 5u;
    arr35002[((unsigned)(((unsigned long long)c * TIDX) >> 8)) % 4u] = 771204729u;
    c = arr35002[((unsigned)(int)((float)(c & 4095u) * (float)(b & 1023u) - (float)(c >> 20))) % 4u] ^ arr35002[2]; }
    b ^= (unsigned)in[((unsigned)((const V4 *)in)[(tid) % 24u].x) % 96u];
    a ^= a;
#pragma unroll
    for (int u35003 = 0; u35003 < 8; u35003++) c += (unsigned)in[(tid * 8u + (unsigned)u35003) % 96u] * (u35003 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4119211900u ^ TIDX, d = sm1[(TIDX + 31u) % BDIM];
    for (unsigned i35004 = 0; i35004 < 3u; i35004++) {
        b ^= (((((i35004 >> 28) | (i35004 << 23)) & 3u) == 1u) ? TIDX : __umulhi(a, d));
    }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    c ^= (unsigned)((unsigned short)0u);
    b = (TIDX << (TIDX & 31u));
    { unsigned k35005 = ((c * TIDX)) % 4u;
    do {
        { unsigned arr35006[4];
        for (unsigned q = 0; q < 4u; q++) arr35006[q] = c + q * 7u;
        arr35006[((unsigned)(((unsigned long long)tid * c) >> 24)) % 4u] = 32u;
        c = arr35006[((unsigned)(((unsigned long long)tid * tid) >> 1)) % 4u] ^ arr35006[2]; }
    } while (k35005-- != 0u); }
#pragma unroll
    for (int u35007 = 0; u35007 < 2; u35007++) a += (unsigned)in[(tid * 2u + (unsigned)u35007) % 96u] * (u35007 + 1);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_36(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2865588117u ^ TIDX, d = sm0[(TIDX + 17u) % BDIM];
    { unsigned k36001 = ((TIDX >> (tid & 31u))) % 5u;
    while (k36001 != 0u) {
        k36001--;
        { unsigned arr36002[8];
        for (unsigned q = 0; q < 8u; q++) arr36002[q] = a + q * 1u;
        arr36002[(__umulhi(TIDX, a)) % 8u] = (unsigned)(((unsigned long long)1u * 2935962313u) >> 30);
        a = arr36002[(((9u >> 11) | (9u << 16))) % 8u] ^ arr36002[5]; }
        for (int u36003 = 0; u36003 < 4; u36003++) a += (unsigned)in[(tid * 4u + (unsigned)u36003) % 64u] * (u36003 + 1);
    } }
    { unsigned arr36004[8];
    for (unsigned q = 0; q < 8u; q++) arr36004[q] = c + q * 1u;
    arr36004[((d >> (TIDX & 31u))) % 8u] = (a & TIDX);
    c = arr36004[((unsigned)in[(TIDX) % 64u]) % 8u] ^ arr36004[6]; }
    b = (__popc(b) + c);
    c = (__umulhi(tid, TIDX) / ((b | c) | 1u));
    for (unsigned i36005 = 0; i36005 < (((unsigned)(((unsigned long long)c << 4) % ((unsigned long long)a | 1ull))) % 6u); i36005++) {
        { unsigned k36006 = (TIDX) % 4u;
        do {
            b ^= (632155683u * (tid & 74u));
        } while (k36006-- != 0u); }
#pragma unroll
        for (int u36007 = 0; u36007 < 8; u36007++) c += (unsigned)in[(tid * 8u + (unsigned)u36007) % 64u] * (u36007 + 1);
        { unsigned arr36008[4];
        for (unsigned q = 0; q < 4u; q++) arr36008[q] = c + q * 8u;
        arr36008[((unsigned)(((unsigned long long)a << 17) / ((unsigned long long)TIDX | 1ull))) % 4u] = c;
        c = arr36008[((unsigned)in[(23u) % 64u]) % 4u] ^ arr36008[0]; }
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 27u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (27u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 94372039u ^ TIDX, d = sm0[(TIDX + 24u) % BDIM];
    d = ((unsigned)imax((int)d, (int)TIDX) << ((2207773237u % (d | 1u)) & 31u));
    c ^= (unsigned)(int)((float)((TIDX | c) & 4095u) * (float)((unsigned)((unsigned char)c) & 1023u) - (float)((TIDX | c) >> 20));
    b = 2570564302u;
    b ^= (unsigned)(((unsigned long long)40u << 11) % ((unsigned long long)(b >> (b & 31u)) | 1ull));
    d = (((int)(unsigned)in[(tid) % 64u] < (int)c) ? (unsigned)in[(tid) % 64u] : (b & tid));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 27u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 27u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3880938536u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
#pragma unroll
    for (int u36009 = 0; u36009 < 2; u36009++) d += (unsigned)in[(tid * 2u + (unsigned)u36009) % 64u] * (u36009 + 1);
    { unsigned arr36010[8];
    for (unsigned q = 0; q < 8u; q++) arr36010[q] = d + q * 3u;
    arr36010[((unsigned)((unsigned short)TIDX)) % 8u] = 71u;
    d = arr36010[((unsigned)(((unsigned long long)tid << 7) / ((unsigned long long)c | 1ull))) % 8u] ^ arr36010[2]; }
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_37(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 508596100u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    a ^= __brev(d);
    { unsigned arr37004[8];
    for (unsigned q = 0; q < 8u; q++) arr37004[q] = b + q * 4u;
    arr37004[((unsigned)(((unsigned long long)d << 23) % ((unsigned long long)TIDX | 1ull))) % 8u] = (unsigned)((const V4 *)in)[(tid) % 24u].x;
    b = arr37004[((784236059u + TIDX)) % 8u] ^ arr37004[4]; }
    { unsigned k37005 = ((b ^ c)) % 4u;
    do {
        a = c;
        a ^= TIDX;
    } while (k37005-- != 0u); }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1194703857u ^ TIDX, d = sm1[(TIDX + 36u) % BDIM];
    a ^= f37003((unsigned)((const V4 *)in)[(c) % 24u].x, (unsigned)imax((int)c, (int)TIDX));
    atomicAdd(&cnt[(tid) % 4u], ((tid ^ c)) & 255u);
    atomicAdd(&cnt[(65u) % 4u], ((unsigned)((signed char)tid)) & 255u);
    { unsigned k37006 = ((unsigned)in[(TIDX) % 96u]) % 4u;
    do {
        if (tid % 2u == 1u) {
            b ^= (unsigned)(((unsigned long long)(652957495u | 264514909u) * (unsigned)(((unsigned long long)2909155166u * TIDX) >> 18)) >> 9);
            if ((true && (b > 143981796u)) || (d > (b & b))) {
                b = (unsigned)imax((int)TIDX, (int)(unsigned)(((unsigned long long)b << 30) / ((unsigned long long)54u | 1ull)));
            } else {
                b = __popc((unsigned)((const V4 *)in)[(d) % 24u].w);
            }
        }
        d ^= (unsigned)(int)((float)(umin(tid, TIDX) & 4095u) * (float)((unsigned)((const V4 *)in)[(c) % 24u].y & 1023u) + (float)(umin(tid, TIDX) >> 20));
    } while (k37006-- != 0u); }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 68001624u ^ TIDX, d = sm0[(TIDX + 27u) % BDIM];
    for (unsigned i37007 = 0; i37007 < 5u; i37007++) {
        { unsigned k37008 = (tid) % 5u;
        while (k37008 != 0u) {
            k37008--;
            c ^= umin(((tid % 33u == 0u) ? c : a), (unsigned)((int)tid / (int)((94u & 7u) + 1u)));
            atomicAdd(&cnt[((unsigned)(((unsigned long long)d * d) >> 11)) % 4u], (c) & 255u);
        } }
        if ((tid % 32u == 1u) && (__umulhi(a, d) > (unsigned)in[(a) % 96u])) {
            atomicAdd(&cnt[((d << (45u & 31u))) % 4u], ((unsigned)((short)TIDX)) & 255u);
        } else {
#pragma unroll 4
            for (int u37009 = 0; u37009 < 2; u37009++) b += (unsigned)in[(tid * 2u + (unsigned)u37009) % 96u] * (u37009 + 1);
            for (int u37010 = 0; u37010 < 8; u37010++) b += (unsigned)in[(tid * 8u + (unsigned)u37010) % 96u] * (u37010 + 1);
        }
    }
    { unsigned k37011 = ((c / (a | 1u))) % 4u;
    do {
        if ((unsigned)((unsigned short)b) > (1957645694u | 1994904671u)) {
            for (unsigned i37012 = 0; i37012 < 4u; i37012++) {
                c = ((b - i37012) + (unsigned)((signed char)TIDX));
            }
            c ^= ((c ^ TIDX) | __popc(tid));
        } else {
#pragma unroll 4
            for (int u37013 = 0; u37013 < 2; u37013++) c += (unsigned)in[(tid * 2u + (unsigned)u37013) % 96u] * (u37013 + 1);
            if (tid % 33u == 1u) {
                b = __brev((unsigned)((const V4 *)in)[(a) % 24u].y);
            } else {
                a = (((2453624975u % (50u | 1u)) >> 3) | ((2453624975u % (50u | 1u)) << 9));
                b = (unsigned)(((unsigned long long)(TIDX >> (tid & 31u)) << 15) / ((unsigned long long)__brev(d) | 1ull));
            }
        }
        if ((4111878009u & 1u) == 0u) {
            c ^= ((d >> 7) | (d << 20));
            for (unsigned i37014 = 0; i37014 < ((umin(tid, tid)) % 6u); i37014++) {
                b = umin(((b >> 12) | (b << 15)), TIDX);
                a = f37003((unsigned)((int)i37014 / (int)((tid & 65535u) + 1u)), __clz(74u));
                a = (unsigned)(int)((double)(((true && (d > c)) ? a : 40u) & 4095u) * (double)((tid & c) & 1023u) - (double)(((true && (d > c)) ? a : 40u) >> 20));
            }
        } else {
            c ^= (tid + tid);
            { unsigned k37015 = (((tid == d) ? 3867397120u : b)) % 4u;
            do {
                a = ((unsigned)(int)((float)(c & 4095u) * (float)(d & 1023u) - (float)(c >> 20)) + umin(3702581154u, TIDX));
            } while (k37015-- != 0u); }
        }
    } while (k37011-- != 0u); }
    switch (((unsigned)(((unsigned long long)a * tid) >> 27)) % 5u) {
    case 0u:
        d ^= (b * tid);
    case 1u:
        a ^= (unsigned)((const V4 *)in)[((unsigned)((int)a / (int)((41u & 7u) + 1u))) % 24u].x;
        break;
    default:
        b = (unsigned)(int)((float)((unsigned)in[(c) % 96u] & 4095u) * (float)((1447345110u - tid) & 1023u) + (float)((unsigned)in[(c) % 96u] >> 20));
    }
    atomicAdd(&cnt[(f37003(TIDX, d)) % 4u], (a) & 255u);
    b ^= (unsigned)((int)__umulhi(tid, a) % (int)(((d << (85u & 31u)) & 7u) + 1u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1032778117u ^ TIDX, d = sm1[(TIDX + 9u) % BDIM];
#pragma unroll 4
    for (int u37016 = 0; u37016 < 8; u37016++) d += (unsigned)in[(tid * 8u + (unsigned)u37016) % 96u] * (u37016 + 1);
    a ^= (unsigned)(int)((double)((unsigned)(int)((float)(TIDX & 4095u) * (float)(1501903419u & 1023u) + (float)(TIDX >> 20)) & 4095u) * (double)((a * tid) & 1023u) + (double)((unsigned)(int)((float)(TIDX & 4095u) * (float)(1501903419u & 1023u) + (float)(TIDX >> 20)) >> 20));
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    for (unsigned i37017 = 0; i37017 < ((c) % 6u); i37017++) {
        atomicAdd(&cnt[((unsigned)(((unsigned long long)1155988264u << 20) % ((unsigned long long)i37017 | 1ull))) % 4u], ((tid | 93u)) & 255u);
        a ^= ((unsigned)(((unsigned long long)c << 23) % ((unsigned long long)i37017 | 1ull)) << (__umulhi(b, a) & 31u));
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_38(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1173607990u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    for (unsigned i38001 = 0; i38001 < 5u; i38001++) {
        for (unsigned i38002 = 0; i38002 < 5u; i38002++) {
            d ^= ((unsigned)in[(i38001) % 64u] >> (((c >> 17) | (c << 10)) & 31u));
        }
        for (int u38003 = 0; u38003 < 8; u38003++) d += (unsigned)in[(tid * 8u + (unsigned)u38003) % 64u] * (u38003 + 1);
    }
    c = a;
    switch (((c ^ tid)) % 3u) {
    case 0u:
        c ^= (((unsigned)(((unsigned long long)d << 13) % ((unsigned long long)d | 1ull)) >> 17) | ((unsigned)(((unsigned long long)d << 13) % ((unsigned long long)d | 1ull)) << 12));
        break;
    case 1u:
        for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        break;
    default:
        b = tid;
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 26u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (26u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2476349935u ^ TIDX, d = sm0[(TIDX + 34u) % BDIM];
    { unsigned arr38004[8];
    for (unsigned q = 0; q < 8u; q++) arr38004[q] = d + q * 1u;
    arr38004[(d) % 8u] = (a ^ a);
    d = arr38004[(1326297681u) % 8u] ^ arr38004[2]; }
    d ^= (d % (c | 1u));
    for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    if ((true && (b > c)) && ((25u / (b | 1u)) > (TIDX | 3038030146u))) {
        b = ((2u & TIDX) ^ 3240509126u);
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 16u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 16u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2747979703u ^ TIDX, d = sm0[(TIDX + 8u) % BDIM];
    if (tid % 2u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    b ^= ((tid ^ c) >> (c & 31u));
    { unsigned arr38005[8];
    for (unsigned q = 0; q < 8u; q++) arr38005[q] = d + q * 1u;
    arr38005[(__clz(d)) % 8u] = (unsigned)((int)d % (int)((c & 65535u) + 1u));
    d = arr38005[((unsigned)((const V4 *)in)[(3878779497u) % 16u].x) % 8u] ^ arr38005[3]; }
    switch (((a ^ d)) % 5u) {
    case 0u:
        if ((55u > TIDX) && (tid > (95u >> (b & 31u)))) {
            a = (unsigned)(int)((double)(a & 4095u) * (double)((unsigned)(((unsigned long long)1345008081u << 31) / ((unsigned long long)c | 1ull)) & 1023u) + (double)(a >> 20));
            { unsigned arr38006[8];
            for (unsigned q = 0; q < 8u; q++) arr38006[q] = b + q * 7u;
            arr38006[(c) % 8u] = (unsigned)(((unsigned long long)tid * b) >> 2);
            b = arr38006[(__umulhi(b, b)) % 8u] ^ arr38006[2]; }
        } else {
            { unsigned k38007 = (a) % 5u;
            while (k38007 != 0u) {
                k38007--;
                d = tid;
                b = __brev(TIDX);
            } }
        }
    case 1u:
        if ((int)TIDX < (int)tid) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    default:
        if (((3617991953u & d) & 3u) == 2u) {
            for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
            { unsigned k38008 = ((1405155332u + 53u)) % 4u;
            do {
                c = c;
                d = 72u;
            } while (k38008-- != 0u); }
        } else {
#pragma unroll
            for (int u38009 = 0; u38009 < 8; u38009++) b += (unsigned)in[(tid * 8u + (unsigned)u38009) % 64u] * (u38009 + 1);
        }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_39(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1370336056u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
    if ((0u + a) != d) {
        c ^= ((unsigned)(((unsigned long long)2u << 13) % ((unsigned long long)tid | 1ull)) + (unsigned)((const V4 *)in)[(tid) % 16u].y);
        if (d < (unsigned)((int)a % (int)((3001300050u & 65535u) + 1u))) {
            c ^= (unsigned)(int)((float)(c & 4095u) * (float)(a & 1023u) + (float)(c >> 20));
            c = (unsigned)(((unsigned long long)a * 81u) >> 38);
        } else {
            switch (((2873453150u & d)) % 3u) {
            case 0u:
                d = __popc((unsigned)(((unsigned long long)7u * d) >> 16));
                break;
            case 1u:
                a = ((unsigned)((int)31u / (int)((c & 65535u) + 1u)) + ((tid % 2u == 1u) ? a : d));
                break;
            default:
                c = c;
            }
            switch (((unsigned)(((unsigned long long)26u * d) >> 17)) % 3u) {
            case 0u:
                a = ((unsigned)(((unsigned long long)tid << 20) % ((unsigned long long)tid | 1ull)) + (b + TIDX));
                break;
            case 1u:
                b = (a ^ a);
                break;
            default:
                b = a;
            }
        }
    }
    switch (((522949925u + 2782470127u)) % 5u) {
    case 0u:
        { unsigned arr39001[4];
        for (unsigned q = 0; q < 4u; q++) arr39001[q] = d + q * 7u;
        arr39001[(((b >> 21) | (b << 19))) % 4u] = (a ^ d);
        d = arr39001[((tid << (86u & 31u))) % 4u] ^ arr39001[2]; }
        break;
    case 1u:
        a = __umulhi((a + 1208748762u), ((a >> 21) | (a << 12)));
        break;
    default:
        c = (__umulhi(a, tid) ^ c);
    }
    switch ((9u) % 4u) {
    case 0u:
        if ((59u & 3u) == 0u) {
            for (unsigned i39002 = 0; i39002 < 3u; i39002++) {
                d = d;
                a = ((42u & c) - (a & a));
            }
            if (tid % 2u == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        } else {
            for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
            d = (unsigned)(int)((double)(2472687761u & 4095u) * (double)((unsigned)((int)TIDX % (int)((tid & 7u) + 1u)) & 1023u) + (double)(2472687761u >> 20));
        }
        break;
    case 1u:
        for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    default:
        d = __umulhi(umin(b, TIDX), (1980266415u - 753271623u));
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
