
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
DEVFN unsigned f2001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    switch (((x - 3019028898u)) % 5u) {
    case 0u:
        p0 ^= (p0 >> ((unsigned)(((unsigned long long)1149048416u * p0) >> 15) & 31u));
        break;
    case 1u:
        p0 ^= 838852606u;
        break;
    default:
        p0 ^= (unsigned)imax((int)52u, (int)((2981443321u == p1) ? x : x));
    }
    if (umin(x, x) > x) {
        p0 = (x * x);
        for (unsigned i2002 = 0; i2002 < 2u; i2002++) {
            p0 = (p0 & (((x & 1u) == 2u) ? x : p0));
            p0 = x;
            x = i2002;
        }
    }
    return x + p1;
}
DEVFN unsigned f3001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x ^= x;
    p1 ^= (unsigned)imax((int)(25u + x), (int)__brev(p1));
    switch (((unsigned)(((unsigned long long)48u << 4) % ((unsigned long long)p1 | 1ull))) % 4u) {
    case 0u:
        x = __clz((((int)232831444u < (int)x) ? 2112656832u : x));
        break;
    case 1u:
        p0 ^= x;
        break;
    case 2u:
        { unsigned arr3002[8];
        for (unsigned q = 0; q < 8u; q++) arr3002[q] = x + q * 4u;
        arr3002[(p1) % 8u] = (unsigned)((int)4u / (int)((p1 & 7u) + 1u));
        x = arr3002[(p0) % 8u] ^ arr3002[7]; }
        break;
    default:
        p0 ^= (unsigned)(((unsigned long long)p1 * (p0 * x)) >> 30);
    }
    for (unsigned i3003 = 0; i3003 < (((unsigned)(((unsigned long long)x * 83u) >> 3)) % 6u); i3003++) {
        if ((int)x < (int)50u) continue;
        for (unsigned i3004 = 0; i3004 < (((87u - 4231090515u)) % 6u); i3004++) {
            p1 = (unsigned)(int)((double)((p1 * p1) & 4095u) * (double)((x * i3004) & 1023u) + (double)((p1 * p1) >> 20));
        }
    }
    return x + p1;
}
DEVFN unsigned f4001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= (1935032692u + (p1 ^ p0));
    if ((3471212190u & 1u) == 1u) {
        p0 ^= (unsigned)(((unsigned long long)(70u % (1336141758u | 1u)) << 28) % ((unsigned long long)(p0 << (43u & 31u)) | 1ull));
    }
    { unsigned k4002 = ((x + 56u)) % 5u;
    while (k4002 != 0u) {
        k4002--;
        p0 = ((56u - 2549358699u) + (x + p1));
    } }
    switch (((unsigned)((int)p1 % (int)((67u & 255u) + 1u))) % 3u) {
    case 0u:
        switch ((658167246u) % 5u) {
        case 0u:
            x = p1;
            break;
        case 1u:
            p0 = ((p0 >> (p1 & 31u)) % (((true && (x > p0)) ? 50u : x) | 1u));
            break;
        case 2u:
            p0 = (unsigned)(int)((double)((unsigned)((unsigned short)2729434383u) & 4095u) * (double)((unsigned)(int)((double)(713321440u & 4095u) * (double)(p0 & 1023u) + (double)(713321440u >> 20)) & 1023u) - (double)((unsigned)((unsigned short)2729434383u) >> 20));
        default:
            p1 = (unsigned)(((unsigned long long)(26u + p0) << 6) % ((unsigned long long)(unsigned)(((unsigned long long)p1 * p1) >> 19) | 1ull));
        }
    case 1u:
        p0 ^= ((unsigned)(int)((float)(p1 & 4095u) * (float)(p1 & 1023u) - (float)(p1 >> 20)) + (x | p1));
        break;
    case 2u:
        p1 = (x - ((p0 == p0) ? 94u : p1));
        break;
    default:
        p0 ^= (__umulhi(13u, 47u) - (unsigned)(((unsigned long long)p1 * p1) >> 2));
    }
    return x + p1;
}
DEVFN unsigned f4003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x ^= p0;
    if (p1 < p1) { return x ^ p0; }
    if (2074819701u > 394520788u) { return x ^ p0; }
    return x + p1;
}
DEVFN unsigned f5001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= ((unsigned)(int)((float)(p0 & 4095u) * (float)(x & 1023u) - (float)(p0 >> 20)) | (unsigned)(int)((float)(p1 & 4095u) * (float)(1343069284u & 1023u) - (float)(p1 >> 20)));
    for (unsigned i5002 = 0; i5002 < 1u; i5002++) {
        x = (unsigned)((int)(2287619356u ^ i5002) % (int)(((p1 + p1) & 65535u) + 1u));
        x ^= ((2558118295u >> 29) | (2558118295u << 21));
    }
    p1 = ((p1 & p0) ^ (x & 959877590u));
    return x + p1;
}
DEVFN unsigned f5003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x ^= ((p0 | p0) & __brev(75u));
    x = (unsigned)((int)p0 % (int)(((p1 << (x & 31u)) & 65535u) + 1u));
    p1 ^= (unsigned)((int)2265020409u % (int)(((x << (32u & 31u)) & 255u) + 1u));
    return x + p1;
}
NOINLINE unsigned f7001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    if (true || (32u > 1746924448u)) { return x ^ p0; }
    x ^= ((unsigned)((short)2980405131u) * (unsigned)((int)x % (int)((1568631393u & 255u) + 1u)));
    p0 ^= p0;
    switch (((17u & 4079381304u)) % 4u) {
    case 0u:
        x = (unsigned)((short)__umulhi(p0, 617187894u));
        break;
    case 1u:
        if ((int)73u < (int)55u) {
            p0 = (93u + __umulhi(14u, p0));
            p0 = (unsigned)((int)(x - 644113143u) % (int)(((unsigned)(((unsigned long long)p0 * 2908457653u) >> 31) & 255u) + 1u));
        } else {
            x = __umulhi(49u, 1152380673u);
        }
        break;
    case 2u:
        { unsigned arr7002[4];
        for (unsigned q = 0; q < 4u; q++) arr7002[q] = x + q * 8u;
        arr7002[((unsigned)(int)((float)(3504355751u & 4095u) * (float)(3188925542u & 1023u) - (float)(3504355751u >> 20))) % 4u] = (unsigned)(int)((double)(p0 & 4095u) * (double)(p0 & 1023u) + (double)(p0 >> 20));
        x = arr7002[((unsigned)(int)((double)(1607884045u & 4095u) * (double)(1937503029u & 1023u) - (double)(1607884045u >> 20))) % 4u] ^ arr7002[1]; }
        break;
    default:
        x ^= __umulhi((x * p0), (4249217150u | p0));
    }
    return x + p0;
}
DEVFN unsigned f8001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= (unsigned)((unsigned short)(unsigned)((int)82u / (int)((x & 7u) + 1u)));
    if (true && (500907277u > 2883607923u)) { return x ^ p0; }
    return x + p0;
}
NOINLINE unsigned f8002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = __umulhi(2894426475u, (340154114u & p0));
    x = 96u;
    if (true && (67u > x)) { return x ^ p0; }
    p1 = 2463342264u;
    return x + p1;
}
DEVFN unsigned f9001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x = p0;
    p0 ^= (((unsigned)((signed char)p0) >> 10) | ((unsigned)((signed char)p0) << 30));
    x ^= (((1821085503u > 422094805u) ? p0 : 2962808854u) | (362648527u & 1142395245u));
    x ^= (unsigned)imax((int)(1019483768u + x), (int)(6u ^ p0));
    return x + p0;
}
DEVFN unsigned f9002(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= x;
    x ^= ((unsigned)(((unsigned long long)x << 20) % ((unsigned long long)p0 | 1ull)) ^ 1302499308u);
    return x + p0;
}
NOINLINE unsigned f10001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x = (unsigned)((int)(unsigned)(int)((double)(88u & 4095u) * (double)(x & 1023u) - (double)(88u >> 20)) / (int)(((unsigned)(((unsigned long long)x << 16) / ((unsigned long long)1470750438u | 1ull)) & 255u) + 1u));
    for (unsigned i10002 = 0; i10002 < 4u; i10002++) {
        p0 ^= (unsigned)imax((int)39u, (int)x);
        p0 ^= umin(((48u >> 5) | (48u << 18)), (unsigned)(int)((float)(i10002 & 4095u) * (float)(50u & 1023u) - (float)(i10002 >> 20)));
        p0 = ((unsigned)imax((int)3295876082u, (int)x) + umin(1257362376u, x));
    }
    switch (((45u & 21u)) % 5u) {
    case 0u:
        switch ((3723040222u) % 5u) {
        case 0u:
            p0 = ((p0 - x) & 2699160985u);
            break;
        case 1u:
            x = __umulhi(__umulhi(252339804u, p0), (unsigned)((signed char)x));
        case 2u:
            x = p0;
            break;
        default:
            x = x;
        }
        break;
    case 1u:
        { unsigned arr10003[4];
        for (unsigned q = 0; q < 4u; q++) arr10003[q] = p0 + q * 8u;
        arr10003[(p0) % 4u] = umin(82u, x);
        p0 = arr10003[((p0 << (x & 31u))) % 4u] ^ arr10003[3]; }
    default:
        { unsigned k10004 = ((p0 - 3858965758u)) % 4u;
        do {
            p0 = p0;
        } while (k10004-- != 0u); }
    }
    return x + p0;
}
NOINLINE unsigned f12001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    switch (((unsigned)(((unsigned long long)p1 * p1) >> 27)) % 5u) {
    case 0u:
        for (unsigned i12002 = 0; i12002 < 5u; i12002++) {
            p1 = (p0 << (((1303388077u > x) ? x : 445537429u) & 31u));
            p1 = __popc((unsigned)imax((int)p1, (int)p1));
            p0 = __umulhi(((true && (x > i12002)) ? i12002 : p1), (unsigned)(((unsigned long long)x * 1901474101u) >> 39));
        }
        break;
    case 1u:
        p1 = ((x * 3331254097u) + 1676619708u);
        break;
    default:
        x = (unsigned)((signed char)(50u << (x & 31u)));
    }
    p0 ^= 3401888245u;
    if ((__umulhi(17u, p0) & 3u) == 2u) {
        for (unsigned i12003 = 0; i12003 < (((8u % (3020311686u | 1u))) % 6u); i12003++) {
            x = ((p1 + p0) & (27u >> (x & 31u)));
            p1 = ((unsigned)((int)x / (int)((p1 & 7u) + 1u)) ^ (p0 / (p1 | 1u)));
            p0 = (i12003 + 1367169470u);
        }
    }
    p0 ^= p0;
    return x + p1;
}
NOINLINE unsigned f13001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= (((17u * 3077678779u) >> 22) | ((17u * 3077678779u) << 9));
    { unsigned arr13002[8];
    for (unsigned q = 0; q < 8u; q++) arr13002[q] = p0 + q * 3u;
    arr13002[(95u) % 8u] = __popc(p1);
    p0 = arr13002[(__popc(p0)) % 8u] ^ arr13002[2]; }
    return x + p1;
}
NOINLINE unsigned f13003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 = (__clz(p1) & f13001(p0, 3753676899u));
    if ((int)((p1 >> 2) | (p1 << 17)) < (int)(p0 % (x | 1u))) {
        for (unsigned i13004 = 0; i13004 < 2u; i13004++) {
            p1 = (unsigned)(((unsigned long long)p1 * __umulhi(p0, i13004)) >> 30);
            p0 = (unsigned)((int)(unsigned)(((unsigned long long)i13004 * 4051601584u) >> 26) / (int)((x & 255u) + 1u));
            p0 = ((unsigned)(int)((float)(x & 4095u) * (float)(p1 & 1023u) - (float)(x >> 20)) - ((i13004 >> 1) | (i13004 << 4)));
        }
    } else {
        x ^= (unsigned)(((unsigned long long)p1 * (((p0 & 7u) == 1u) ? x : 52u)) >> 21);
        x ^= f13001((16u + p1), (47u + p0));
    }
    switch (((p1 % (x | 1u))) % 4u) {
    case 0u:
        p0 = ((f13001(49u, p1) >> 6) | (f13001(49u, p1) << 13));
    case 1u:
        { unsigned k13005 = ((76u + x)) % 5u;
        while (k13005 != 0u) {
            k13005--;
            p0 = ((p0 % (p0 | 1u)) ^ p1);
            p0 = ((p0 >> (p1 & 31u)) + (x | 1940899536u));
        } }
        break;
    case 2u:
        switch (((unsigned)(((unsigned long long)2153992636u * 2943158252u) >> 19)) % 5u) {
        case 0u:
            x = p0;
            break;
        case 1u:
            p0 = (__umulhi(p0, p1) & x);
            break;
        default:
            p0 = umin(1411912625u, p0);
        }
        break;
    default:
        x ^= (unsigned)((unsigned char)x);
    }
    p1 ^= ((((2371830595u + x) & 7u) == 0u) ? 2267125690u : p1);
    return x + p1;
}
NOINLINE unsigned f14001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= 61u;
    { unsigned arr14002[4];
    for (unsigned q = 0; q < 4u; q++) arr14002[q] = x + q * 4u;
    arr14002[(2369741880u) % 4u] = x;
    x = arr14002[((x + p0)) % 4u] ^ arr14002[0]; }
    return x + p0;
}
DEVFN unsigned f15001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x = (p1 * (p1 + x));
    x = (unsigned)(((unsigned long long)__brev(26u) << 2) / ((unsigned long long)27u | 1ull));
    return x + p1;
}
DEVFN unsigned f15002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x = (((71u >> 25) | (71u << 9)) % (((p0 >> 9) | (p0 << 25)) | 1u));
    p1 = (unsigned)imax((int)(p0 >> (p1 & 31u)), (int)p1);
    return x + p1;
}
NOINLINE unsigned f16001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 ^= (1719241734u + (3511329105u ^ 141308901u));
    switch (((61u * 7u)) % 4u) {
    case 0u:
        if ((true || (p1 > p1)) || ((unsigned)(((unsigned long long)p0 * p1) >> 30) > p0)) {
            x = ((3505689108u & p0) / ((1516344468u % (p0 | 1u)) | 1u));
            x = (unsigned)((int)((true && (x > x)) ? 187528106u : x) / (int)(((p0 ^ p0) & 7u) + 1u));
        }
    case 1u:
        p1 = (p0 & (unsigned)((int)3291680677u / (int)((x & 7u) + 1u)));
    case 2u:
        x ^= 12u;
    default:
        p1 ^= ((p0 + x) * p1);
    }
    return x + p1;
}
DEVFN unsigned f19001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= p0;
    p0 = x;
    return x + p0;
}
DEVFN unsigned f20001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    { unsigned k20002 = (__brev(p0)) % 5u;
    while (k20002 != 0u) {
        k20002--;
        x = (3585889540u + (p0 | 72u));
        if (true || (2492193463u > 79u)) continue;
    } }
    p0 ^= (__umulhi(81u, p0) - __umulhi(x, 20u));
    { unsigned arr20003[4];
    for (unsigned q = 0; q < 4u; q++) arr20003[q] = p0 + q * 4u;
    arr20003[((unsigned)imax((int)x, (int)52u)) % 4u] = (p0 ^ p0);
    p0 = arr20003[(__brev(3096033850u)) % 4u] ^ arr20003[1]; }
    p0 ^= ((x + x) | __clz(p0));
    return x + p0;
}
DEVFN unsigned f20004(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = (unsigned)((int)(61u + p0) / (int)((p0 & 65535u) + 1u));
    x = ((p0 & 51u) - (p0 - 33u));
    return x + p0;
}
NOINLINE unsigned f21001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = (((3069776430u >> 9) | (3069776430u << 10)) * (p0 % (3683070184u | 1u)));
    switch ((__clz(x)) % 4u) {
    case 0u:
        p1 ^= (__clz(1828093880u) * (x & 2757006975u));
        break;
    case 1u:
        p1 = (unsigned)((int)36u % (int)((((x > p1) ? p1 : 72240098u) & 255u) + 1u));
        break;
    case 2u:
        switch (((unsigned)((int)x / (int)((x & 255u) + 1u))) % 5u) {
        case 0u:
            p1 = (unsigned)(int)((double)((p0 + x) & 4095u) * (double)((unsigned)(((unsigned long long)16u << 28) / ((unsigned long long)p0 | 1ull)) & 1023u) + (double)((p0 + x) >> 20));
            break;
        case 1u:
            x = (unsigned)((unsigned short)__umulhi(p1, p0));
            break;
        case 2u:
            x = umin((x - 60u), (unsigned)((signed char)66u));
            break;
        default:
            p0 = x;
        }
        break;
    default:
        x ^= umin(__umulhi(62u, p1), 87u);
    }
    p1 ^= (((x > x) && ((p1 & 7295007u) > (unsigned)(int)((double)(p1 & 4095u) * (double)(p1 & 1023u) + (double)(p1 >> 20)))) ? umin(p0, 78u) : (unsigned)((unsigned char)p1));
    x = (unsigned)(((unsigned long long)(p1 * p1) * p1) >> 12);
    return x + p1;
}
NOINLINE unsigned f23001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned k23002 = ((59u | p1)) % 5u;
    while (k23002 != 0u) {
        k23002--;
        switch (((3496444946u + 1172407987u)) % 5u) {
        case 0u:
            p0 = ((unsigned)((int)65u % (int)((p1 & 7u) + 1u)) >> (__popc(p1) & 31u));
            break;
        case 1u:
            x = 233831970u;
        default:
            p0 = 3170468254u;
        }
    } }
    p0 = (10u + (unsigned)((int)p1 / (int)((p1 & 65535u) + 1u)));
    return x + p1;
}
NOINLINE unsigned f23003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = (unsigned)(int)((float)((p1 + p1) & 4095u) * (float)((x - 0u) & 1023u) + (float)((p1 + p1) >> 20));
    p0 ^= ((unsigned)((signed char)x) + f23001(x, x));
    return x + p1;
}
NOINLINE unsigned f25001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    { unsigned k25002 = ((x + 106375688u)) % 4u;
    do {
        p0 = (unsigned)(((unsigned long long)x << 20) % ((unsigned long long)(x + 2344712348u) | 1ull));
    } while (k25002-- != 0u); }
    if (3960303377u >= 3677656259u) { return x ^ p0; }
    return x + p0;
}
NOINLINE unsigned f25003(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    switch (((p0 ^ p0)) % 4u) {
    case 0u:
        p0 ^= ((unsigned)((signed char)18u) | (unsigned)(((unsigned long long)x << 2) / ((unsigned long long)p0 | 1ull)));
        break;
    case 1u:
        switch (((x + 1358336297u)) % 5u) {
        case 0u:
            p0 = f25001(((633690860u >> 21) | (633690860u << 19)));
            break;
        case 1u:
            p0 = (__umulhi(25u, x) - (2903189611u - p0));
            break;
        case 2u:
            x = (unsigned)(int)((float)(p0 & 4095u) * (float)(((p0 > 3320992625u) ? p0 : p0) & 1023u) - (float)(p0 >> 20));
        default:
            p0 = (unsigned)imax((int)(15u - x), (int)(p0 + 61u));
        }
        break;
    case 2u:
        { unsigned k25004 = (x) % 5u;
        while (k25004 != 0u) {
            k25004--;
            p0 = p0;
            x = p0;
        } }
        break;
    default:
        p0 = (unsigned)((int)__popc(2618492894u) / (int)(((p0 + x) & 65535u) + 1u));
    }
    p0 = ((p0 % (x | 1u)) & x);
    for (unsigned i25005 = 0; i25005 < 5u; i25005++) {
        p0 = ((unsigned)(((unsigned long long)3u << 14) % ((unsigned long long)126206998u | 1ull)) - (i25005 + p0));
    }
    return x + p0;
}
DEVFN unsigned f27001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    if ((int)x < (int)x) { return x ^ p0; }
    if ((int)(unsigned)((signed char)x) < (int)12u) {
        { unsigned k27002 = (((x > 83u) ? p0 : x)) % 4u;
        do {
            x = p0;
            x = ((x | 3101960004u) + (unsigned)(((unsigned long long)42u << 6) / ((unsigned long long)x | 1ull)));
        } while (k27002-- != 0u); }
    } else {
        switch (((33u + x)) % 3u) {
        case 0u:
            x = (unsigned)(((unsigned long long)(x + p0) << 29) % ((unsigned long long)772076415u | 1ull));
            break;
        case 1u:
            x = (2453193336u & ((85u >> 3) | (85u << 24)));
            break;
        default:
            x = p0;
        }
    }
    if ((int)(p0 / (1153211864u | 1u)) < (int)(p0 & x)) {
        x ^= (unsigned)(((unsigned long long)(470295316u + 2426062628u) << 7) / ((unsigned long long)(28u - p0) | 1ull));
    } else {
        { unsigned k27003 = (2422375690u) % 5u;
        while (k27003 != 0u) {
            k27003--;
            x = ((3016952967u >> (0u & 31u)) ^ ((2815588799u >> 4) | (2815588799u << 24)));
            p0 = p0;
        } }
    }
    return x + p0;
}
NOINLINE unsigned f28001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = (((2103308591u >> 13) | (2103308591u << 8)) - (32u + p0));
    p0 = 79u;
    return x + p1;
}
NOINLINE unsigned f28002(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= ((3347351923u | 4078300465u) << ((1075438757u | p0) & 31u));
    for (unsigned i28003 = 0; i28003 < 3u; i28003++) {
        switch ((i28003) % 5u) {
        case 0u:
            p0 = x;
            break;
        case 1u:
            p0 = __brev(36u);
        case 2u:
            p0 = ((i28003 & 3866928895u) & (83u >> (i28003 & 31u)));
        default:
            x = x;
        }
    }
    x ^= (unsigned)(((unsigned long long)x * (92u % (p0 | 1u))) >> 14);
    x ^= ((unsigned)((int)p0 % (int)((p0 & 255u) + 1u)) + (x + x));
    return x + p0;
}
DEVFN unsigned f29001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if (p0 > p0) { return x ^ p0; }
    p1 ^= 16u;
    return x + p1;
}
DEVFN unsigned f29002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x = ((p0 >> 7) | (p0 << 22));
    p0 = 2401016097u;
    return x + p1;
}
NOINLINE unsigned f30001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    switch ((p0) % 3u) {
    case 0u:
        p0 = x;
    case 1u:
        for (unsigned i30002 = 0; i30002 < ((13u) % 6u); i30002++) {
            x = 84u;
            x = __umulhi((unsigned)((int)i30002 / (int)((p0 & 255u) + 1u)), ((i30002 >> 30) | (i30002 << 18)));
        }
        break;
    default:
        x = ((68u ^ 662743784u) + (1809230415u + x));
    }
    x ^= x;
    x ^= __umulhi(3501889054u, ((x == 53u) ? x : 3151432900u));
    return x + p0;
}
NOINLINE unsigned f30003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned k30004 = ((unsigned)imax((int)x, (int)1054284998u)) % 4u;
    do {
        if ((unsigned)imax((int)p0, (int)x) > (((19u & 7u) == 1u) ? 624395162u : p0)) {
            p0 = __umulhi((p1 + p1), (p1 + 82u));
        } else {
            p1 = __umulhi(12u, (67u * 3691343480u));
            p1 = (((true && (x > 2476024465u)) ? x : x) * f30001(p1));
        }
        x = ((unsigned)(((unsigned long long)p1 * 2618434085u) >> 27) >> ((3985858868u + x) & 31u));
    } while (k30004-- != 0u); }
    p0 = ((x + 3373336437u) | p1);
    return x + p1;
}
DEVFN unsigned f31001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if (830221202u < p0) { return x ^ p0; }
    for (unsigned i31002 = 0; i31002 < ((471021175u) % 6u); i31002++) {
        for (unsigned i31003 = 0; i31003 < 2u; i31003++) {
            p1 = ((x ^ x) + __umulhi(3021220910u, x));
            p0 = (((i31002 + i31002) >> 27) | ((i31002 + i31002) << 3));
            x = (__umulhi(x, x) | (unsigned)(int)((float)(i31003 & 4095u) * (float)(54u & 1023u) - (float)(i31003 >> 20)));
        }
    }
    p0 ^= ((unsigned)imax((int)3601158u, (int)3393427457u) ^ (4032500722u % (p1 | 1u)));
    p1 = ((unsigned)(((unsigned long long)p0 * x) >> 19) ^ (p1 + 34u));
    return x + p1;
}
NOINLINE unsigned f32001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= ((((int)p1 < (int)p0) ? p1 : 36u) - (x << (p1 & 31u)));
    if (x >= p1) { return x ^ p0; }
    for (unsigned i32002 = 0; i32002 < 2u; i32002++) {
        if (true || (p1 > p1)) { return x ^ p0; }
        p0 = ((p0 + i32002) + (i32002 & p0));
        for (unsigned i32003 = 0; i32003 < (((unsigned)(((unsigned long long)51u << 11) / ((unsigned long long)x | 1ull))) % 6u); i32003++) {
            p0 = (unsigned)((int)umin(3532084040u, i32002) % (int)(((p0 >> (p1 & 31u)) & 7u) + 1u));
            x = ((unsigned)(((unsigned long long)x << 27) % ((unsigned long long)i32003 | 1ull)) + (81u | i32002));
            p0 = (p0 * (unsigned)(((unsigned long long)89u * 94u) >> 33));
        }
    }
    { unsigned k32004 = (2526016989u) % 4u;
    do {
        x ^= (unsigned)(((unsigned long long)(unsigned)(((unsigned long long)789576204u * p0) >> 8) << 17) % ((unsigned long long)(22u % (80u | 1u)) | 1ull));
    } while (k32004-- != 0u); }
    return x + p1;
}
DEVFN unsigned f32005(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= (unsigned)((int)(p0 % (907404394u | 1u)) % (int)(((unsigned)imax((int)2788771231u, (int)p0) & 65535u) + 1u));
    { unsigned k32006 = ((unsigned)(((unsigned long long)x << 12) / ((unsigned long long)73u | 1ull))) % 4u;
    do {
        if ((int)51u < (int)p0) { return x ^ p0; }
    } while (k32006-- != 0u); }
    x = __brev(1132669262u);
    return x + p0;
}
DEVFN unsigned f35001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x = 837542556u;
    if ((42u - 25u) >= (p1 + x)) {
        if (68u <= (p1 * x)) {
            p1 = 640398023u;
        } else {
            p1 = 21u;
            x = __clz((unsigned)(((unsigned long long)x * 56u) >> 16));
        }
        p1 = (unsigned)(((unsigned long long)(p0 | p0) * (unsigned)(((unsigned long long)p0 * 29u) >> 37)) >> 5);
    } else {
        p0 = umin(((p0 > p0) ? p1 : p1), 1426314712u);
        { unsigned arr35002[8];
        for (unsigned q = 0; q < 8u; q++) arr35002[q] = p1 + q * 7u;
        arr35002[(p0) % 8u] = p0;
        p1 = arr35002[(0u) % 8u] ^ arr35002[1]; }
    }
    p1 = (__umulhi(x, p1) >> (p1 & 31u));
    p0 ^= ((x + p1) | (p0 - 3613675351u));
    return x + p1;
}
DEVFN unsigned f35003(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x = (13u + (x & 12u));
    p0 ^= 1824939242u;
    p0 ^= p0;
    return x + p0;
}
DEVFN unsigned f37001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    { unsigned arr37002[8];
    for (unsigned q = 0; q < 8u; q++) arr37002[q] = x + q * 3u;
    arr37002[((p0 - 14u)) % 8u] = ((88u != p0) ? 78u : x);
    x = arr37002[((x + p0)) % 8u] ^ arr37002[5]; }
    p0 ^= __umulhi(321108259u, (p0 | 16079780u));
    x ^= (__umulhi(x, 90u) + (unsigned)(((unsigned long long)40u << 17) % ((unsigned long long)p0 | 1ull)));
    return x + p0;
}
NOINLINE unsigned f37003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned k37004 = (p0) % 5u;
    while (k37004 != 0u) {
        k37004--;
        switch ((((p0 >> 13) | (p0 << 28))) % 5u) {
        case 0u:
            p0 = (unsigned)((unsigned short)__clz(55u));
            break;
        case 1u:
            x = ((unsigned)(int)((double)(p0 & 4095u) * (double)(x & 1023u) - (double)(p0 >> 20)) - (unsigned)((unsigned char)p1));
            break;
        case 2u:
            x = (unsigned)(((unsigned long long)(90u + 43u) * f37001(x)) >> 28);
            break;
        default:
            x = (p1 * (p1 >> (x & 31u)));
        }
    } }
    p1 = p0;
    p1 ^= umin(((x >> 17) | (x << 28)), (unsigned)(((unsigned long long)p1 << 9) / ((unsigned long long)p1 | 1ull)));
    x = (unsigned)((int)(unsigned)(((unsigned long long)p0 << 8) / ((unsigned long long)1702357258u | 1ull)) % (int)((50u & 7u) + 1u));
    return x + p1;
}
NOINLINE unsigned f38001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x = (unsigned)(((unsigned long long)(unsigned)(((unsigned long long)p1 << 2) / ((unsigned long long)p1 | 1ull)) << 27) % ((unsigned long long)3224037042u | 1ull));
    p0 = p0;
    return x + p1;
}
NOINLINE unsigned f38002(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = ((unsigned)(((unsigned long long)x << 12) / ((unsigned long long)1462214125u | 1ull)) + x);
    if ((40u & 1u) == 2u) { return x ^ p0; }
    return x + p0;
}
DEVFN unsigned f39001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = (unsigned)(((unsigned long long)__umulhi(53u, 2912608138u) << 14) % ((unsigned long long)84u | 1ull));
    p0 ^= ((p0 >> 2) | (p0 << 18));
    return x + p0;
}
extern "C" __global__ void g1_0(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2450723963u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
    a = tid;
    c ^= b;
    if (tid % 33u == 1u) {
        for (unsigned i6 = 0; i6 < ((TIDX) % 6u); i6++) {
            c = (unsigned)((const V4 *)in)[(__popc(TIDX)) % 24u].x;
        }
    }
    b = __umulhi(c, __umulhi(d, 3103665995u));
    b = (unsigned)(int)((double)(b & 4095u) * (double)((unsigned)((int)TIDX % (int)((tid & 7u) + 1u)) & 1023u) - (double)(b >> 20));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3215957551u ^ TIDX, d = sm1[(TIDX + 32u) % BDIM];
    for (unsigned i7 = 0; i7 < ((((a >> 21) | (a << 4))) % 6u); i7++) {
        d ^= (unsigned)(((unsigned long long)TIDX << 21) % ((unsigned long long)((56u >> 23) | (56u << 14)) | 1ull));
        b = umin((unsigned)(((unsigned long long)i7 * c) >> 30), (c & d));
    }
    a = (unsigned)(((unsigned long long)(tid & c) << 0) / ((unsigned long long)(b >> (d & 31u)) | 1ull));
    d ^= c;
    c = (((unsigned)((const V4 *)in)[(tid) % 24u].y == (unsigned)((int)d % (int)((tid & 255u) + 1u))) ? (((b & 1u) == 2u) ? tid : tid) : __brev(a));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4060787461u ^ TIDX, d = sm0[(TIDX + 30u) % BDIM];
    if (tid % 2u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    c ^= (unsigned)(int)((double)((unsigned)((int)TIDX % (int)((b & 7u) + 1u)) & 4095u) * (double)((unsigned)((int)2u / (int)((d & 255u) + 1u)) & 1023u) + (double)((unsigned)((int)TIDX % (int)((b & 7u) + 1u)) >> 20));
#pragma unroll 4
    for (int u8 = 0; u8 < 8; u8++) a += (unsigned)in[(tid * 8u + (unsigned)u8) % 96u] * (u8 + 1);
    a = (unsigned)(int)((float)((unsigned)(((unsigned long long)tid << 16) / ((unsigned long long)d | 1ull)) & 4095u) * (float)((tid | b) & 1023u) - (float)((unsigned)(((unsigned long long)tid << 16) / ((unsigned long long)d | 1ull)) >> 20));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_1(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 414752776u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
    b = __brev(TIDX);
    c = (TIDX + (tid & TIDX));
    b = 3683311649u;
    d ^= (((tid >> 9) | (tid << 5)) << (a & 31u));
    { unsigned arr1001[4];
    for (unsigned q = 0; q < 4u; q++) arr1001[q] = a + q * 1u;
    arr1001[((a | 63u)) % 4u] = (1922059544u << (d & 31u));
    a = arr1001[((unsigned)((const V4 *)in)[(a) % 24u].w) % 4u] ^ arr1001[0]; }
#pragma unroll 2
    for (int u1002 = 0; u1002 < 8; u1002++) c += (unsigned)in[(tid * 8u + (unsigned)u1002) % 96u] * (u1002 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3613727055u ^ TIDX, d = sm1[(TIDX + 33u) % BDIM];
    a ^= 1590225367u;
    a = (unsigned)((int)(unsigned)in[(a) % 96u] / (int)((__umulhi(tid, 3146519561u) & 255u) + 1u));
    d ^= tid;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2568725454u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
    d ^= ((unsigned)((int)67u % (int)((674446862u & 65535u) + 1u)) * (44u + tid));
    { unsigned k1003 = ((unsigned)(((unsigned long long)c << 7) / ((unsigned long long)c | 1ull))) % 4u;
    do {
        for (int u1004 = 0; u1004 < 8; u1004++) c += (unsigned)in[(tid * 8u + (unsigned)u1004) % 96u] * (u1004 + 1);
        a = __umulhi((unsigned)((const V4 *)in)[(TIDX) % 24u].x, 1454485810u);
    } while (k1003-- != 0u); }
#pragma unroll
    for (int u1005 = 0; u1005 < 8; u1005++) d += (unsigned)in[(tid * 8u + (unsigned)u1005) % 96u] * (u1005 + 1);
#pragma unroll 2
    for (int u1006 = 0; u1006 < 2; u1006++) c += (unsigned)in[(tid * 2u + (unsigned)u1006) % 96u] * (u1006 + 1);
    a ^= ((tid >> 29) | (tid << 7));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2767126413u ^ TIDX, d = sm1[(TIDX + 25u) % BDIM];
    b ^= ((((int)1827925738u < (int)58u) ? tid : b) * __clz(65u));
    { unsigned arr1007[8];
    for (unsigned q = 0; q < 8u; q++) arr1007[q] = b + q * 3u;
    arr1007[((tid ^ tid)) % 8u] = (a * 49u);
    b = arr1007[((unsigned)((unsigned short)TIDX)) % 8u] ^ arr1007[2]; }
    a = (unsigned)(((unsigned long long)(unsigned)((const V4 *)in)[(36u) % 24u].w * b) >> 9);
    b = c;
    d ^= (unsigned)in[((a | a)) % 96u];
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_2(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3114143159u ^ TIDX, d = sm0[(TIDX + 8u) % BDIM];
    b ^= (unsigned)((int)(unsigned)(((unsigned long long)a << 24) / ((unsigned long long)c | 1ull)) / (int)((f2001(TIDX, 1029983093u) & 7u) + 1u));
    for (int u2003 = 0; u2003 < 4; u2003++) a += (unsigned)in[(tid * 4u + (unsigned)u2003) % 96u] * (u2003 + 1);
    for (unsigned i2004 = 0; i2004 < ((__clz(TIDX)) % 6u); i2004++) {
        a ^= (unsigned)in[(__umulhi(56u, TIDX)) % 96u];
        { unsigned k2005 = ((unsigned)(int)((float)(a & 4095u) * (float)(d & 1023u) + (float)(a >> 20))) % 5u;
        while (k2005 != 0u) {
            k2005--;
            b ^= (unsigned)((unsigned short)((4023392353u >> 13) | (4023392353u << 14)));
            d ^= __popc((i2004 & d));
        } }
        if (((unsigned)((int)b / (int)((a & 7u) + 1u)) & 7u) == 0u) {
            { unsigned arr2006[8];
            for (unsigned q = 0; q < 8u; q++) arr2006[q] = d + q * 3u;
            arr2006[((unsigned)in[(c) % 96u]) % 8u] = (unsigned)(((unsigned long long)10u << 22) % ((unsigned long long)i2004 | 1ull));
            d = arr2006[((unsigned)((int)d % (int)((c & 255u) + 1u))) % 8u] ^ arr2006[3]; }
            a ^= ((3205537288u | c) * (c - c));
        }
    }
    a = __umulhi(tid, (b % (c | 1u)));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1411502793u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    { unsigned arr2007[4];
    for (unsigned q = 0; q < 4u; q++) arr2007[q] = d + q * 5u;
    arr2007[(tid) % 4u] = f2001(d, d);
    d = arr2007[(tid) % 4u] ^ arr2007[3]; }
    b = ((unsigned)in[(d) % 96u] >> ((unsigned)((int)a / (int)((tid & 255u) + 1u)) & 31u));
    for (unsigned i2008 = 0; i2008 < ((__umulhi(c, a)) % 6u); i2008++) {
        d = (unsigned)((short)38u);
        switch (((a * tid)) % 3u) {
        case 0u:
            { unsigned k2009 = (TIDX) % 4u;
            do {
                b = (unsigned)(((unsigned long long)74u * f2001(c, c)) >> 19);
            } while (k2009-- != 0u); }
            break;
        case 1u:
            { unsigned arr2010[4];
            for (unsigned q = 0; q < 4u; q++) arr2010[q] = b + q * 6u;
            arr2010[(__clz(tid)) % 4u] = (unsigned)(int)((float)(c & 4095u) * (float)(c & 1023u) - (float)(c >> 20));
            b = arr2010[((46u | d)) % 4u] ^ arr2010[0]; }
            break;
        default:
            d = d;
        }
    }
    a = (unsigned)((const V4 *)in)[(f2001(77u, 86u)) % 24u].y;
    d ^= a;
    c ^= b;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_3(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3183087540u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    atomicAdd(&cnt[((unsigned)(((unsigned long long)98u * d) >> 7)) % 4u], ((c % (tid | 1u))) & 255u);
    d = (unsigned)(((unsigned long long)d * (c * a)) >> 6);
    if ((b & 3u) == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    a = (unsigned)((signed char)(4281241993u ^ 384822701u));
    a ^= (unsigned)(((unsigned long long)c << 15) / ((unsigned long long)(unsigned)in[(tid) % 96u] | 1ull));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_4(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 182061501u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    { unsigned arr4004[8];
    for (unsigned q = 0; q < 8u; q++) arr4004[q] = b + q * 8u;
    arr4004[(__umulhi(d, b)) % 8u] = b;
    b = arr4004[(55u) % 8u] ^ arr4004[7]; }
    a ^= __clz((85u * d));
    c ^= __umulhi((unsigned)in[(tid) % 96u], 18u);
    c = a;
    switch (((d << (51u & 31u))) % 5u) {
    case 0u:
        c = ((((int)b < (int)c) ? TIDX : tid) & (c + d));
        break;
    case 1u:
        for (unsigned i4005 = 0; i4005 < (((9u & TIDX)) % 6u); i4005++) {
            for (unsigned i4006 = 0; i4006 < 4u; i4006++) {
                b = a;
                d = __clz(f4003(tid, d));
                b = b;
            }
            if ((true || (260493043u > i4005)) || (((3805886939u >> 8) | (3805886939u << 8)) > (2132312794u - 3242158544u))) {
                c = ((unsigned)(int)((float)(33u & 4095u) * (float)(c & 1023u) - (float)(33u >> 20)) ^ (unsigned)in[(TIDX) % 96u]);
            }
            b ^= a;
        }
    case 2u:
        b ^= umin(77u, __umulhi(d, c));
        break;
    default:
        b = tid;
    }
    { unsigned arr4007[8];
    for (unsigned q = 0; q < 8u; q++) arr4007[q] = c + q * 6u;
    arr4007[(b) % 8u] = (unsigned)(int)((float)(TIDX & 4095u) * (float)(d & 1023u) + (float)(TIDX >> 20));
    c = arr4007[(umin(1322930596u, a)) % 8u] ^ arr4007[7]; }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1701704210u ^ TIDX, d = sm1[(TIDX + 33u) % BDIM];
    if (tid % 2u == 0u) {
        a = __umulhi((d & 50u), (unsigned)in[(b) % 96u]);
    } else {
        { unsigned arr4008[4];
        for (unsigned q = 0; q < 4u; q++) arr4008[q] = a + q * 6u;
        arr4008[(tid) % 4u] = (unsigned)((const V4 *)in)[(c) % 24u].z;
        a = arr4008[(__popc(d)) % 4u] ^ arr4008[3]; }
    }
    b = (unsigned)in[((a - TIDX)) % 96u];
    d ^= tid;
    b ^= (a * (unsigned)((const V4 *)in)[(b) % 24u].x);
    for (unsigned i4009 = 0; i4009 < 2u; i4009++) {
        c = f4003((unsigned)((int)tid / (int)((a & 255u) + 1u)), tid);
        if ((int)(tid / (c | 1u)) < (int)50u) {
            b = (((true || (i4009 > b)) ? d : 3070771092u) % (i4009 | 1u));
            for (unsigned i4010 = 0; i4010 < (((unsigned)imax((int)60u, (int)76u)) % 6u); i4010++) {
                d = (unsigned)(int)((double)((i4009 / (2u | 1u)) & 4095u) * (double)((unsigned)((const V4 *)in)[(c) % 24u].x & 1023u) + (double)((i4009 / (2u | 1u)) >> 20));
                b = a;
            }
        }
        for (unsigned i4011 = 0; i4011 < 4u; i4011++) {
#pragma unroll 4
            for (int u4012 = 0; u4012 < 4; u4012++) b += (unsigned)in[(tid * 4u + (unsigned)u4012) % 96u] * (u4012 + 1);
        }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_5(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2468546533u ^ TIDX, d = sm0[(TIDX + 32u) % BDIM];
    { unsigned arr5004[4];
    for (unsigned q = 0; q < 4u; q++) arr5004[q] = d + q * 3u;
    arr5004[(46u) % 4u] = (TIDX - a);
    d = arr5004[(((tid % 33u == 1u) ? b : 2955071174u)) % 4u] ^ arr5004[3]; }
    c ^= (f5001(TIDX, a) ^ tid);
    a ^= (((unsigned)((unsigned short)a) >> 9) | ((unsigned)((unsigned short)a) << 2));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 14u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 14u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3643416051u ^ TIDX, d = sm0[(TIDX + 12u) % BDIM];
    for (unsigned i5005 = 0; i5005 < 1u; i5005++) {
        d ^= (unsigned)((signed char)(unsigned)in[(a) % 96u]);
        c = (3564448061u ^ (167047161u * 2834615276u));
    }
    d ^= ((tid % 5u == 2u) ? __clz(4u) : (unsigned)((unsigned short)d));
#pragma unroll 4
    for (int u5006 = 0; u5006 < 8; u5006++) b += (unsigned)in[(tid * 8u + (unsigned)u5006) % 96u] * (u5006 + 1);
    { unsigned arr5007[4];
    for (unsigned q = 0; q < 4u; q++) arr5007[q] = c + q * 4u;
    arr5007[((c | c)) % 4u] = (unsigned)(((unsigned long long)28u << 2) / ((unsigned long long)tid | 1ull));
    c = arr5007[((unsigned)((short)tid)) % 4u] ^ arr5007[2]; }
    switch (((c & c)) % 4u) {
    case 0u:
        c = ((unsigned)((unsigned short)26u) | f5001(tid, d));
        break;
    case 1u:
        b ^= TIDX;
    default:
        b ^= (unsigned)((short)(d & 97u));
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 10u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (10u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3354949672u ^ TIDX, d = sm0[(TIDX + 10u) % BDIM];
    if (tid % 32u == 2u) {
        { unsigned arr5008[4];
        for (unsigned q = 0; q < 4u; q++) arr5008[q] = b + q * 7u;
        arr5008[((unsigned)(((unsigned long long)c * c) >> 30)) % 4u] = (unsigned)(((unsigned long long)TIDX * d) >> 19);
        b = arr5008[(TIDX) % 4u] ^ arr5008[0]; }
    } else {
#pragma unroll 2
        for (int u5009 = 0; u5009 < 4; u5009++) c += (unsigned)in[(tid * 4u + (unsigned)u5009) % 96u] * (u5009 + 1);
    }
    a ^= f5001((3795572391u | TIDX), tid);
    { unsigned arr5010[4];
    for (unsigned q = 0; q < 4u; q++) arr5010[q] = a + q * 2u;
    arr5010[((unsigned)in[(a) % 96u]) % 4u] = (TIDX & b);
    a = arr5010[((c | tid)) % 4u] ^ arr5010[1]; }
    a ^= ((unsigned)(((unsigned long long)b * 50u) >> 14) | (unsigned)(((unsigned long long)TIDX * c) >> 20));
#pragma unroll
    for (int u5011 = 0; u5011 < 4; u5011++) b += (unsigned)in[(tid * 4u + (unsigned)u5011) % 96u] * (u5011 + 1);
    a = (__umulhi(91u, tid) + (unsigned)((short)4u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_6(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 432032105u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
    b ^= __umulhi(a, (((50u & 7u) == 0u) ? b : c));
    d = ((unsigned)((int)c / (int)((91u & 65535u) + 1u)) + 3942145185u);
    a ^= (b / ((unsigned)(((unsigned long long)c * d) >> 5) | 1u));
    { unsigned k6001 = (a) % 4u;
    do {
        c ^= umin(((TIDX >> 11) | (TIDX << 1)), 38u);
        b ^= ((unsigned)((const V4 *)in)[(TIDX) % 24u].w ^ d);
    } while (k6001-- != 0u); }
    if ((tid & 7u) == 0u) {
        { unsigned arr6002[8];
        for (unsigned q = 0; q < 8u; q++) arr6002[q] = b + q * 4u;
        arr6002[((4176961444u | a)) % 8u] = ((40u >> 19) | (40u << 22));
        b = arr6002[((b + TIDX)) % 8u] ^ arr6002[3]; }
    }
    for (unsigned i6003 = 0; i6003 < (((a + 16u)) % 6u); i6003++) {
        switch ((i6003) % 3u) {
        case 0u:
            if (b >= d) break;
            break;
        case 1u:
            if (true || (d > i6003)) continue;
        default:
            if ((true || (i6003 > tid)) || ((unsigned)in[(c) % 96u] > (a & TIDX))) {
                b = (((3622968559u / (b | 1u)) == d) ? i6003 : (tid - c));
                d = __clz((i6003 & c));
            }
        }
        { unsigned arr6004[8];
        for (unsigned q = 0; q < 8u; q++) arr6004[q] = c + q * 2u;
        arr6004[((4169582923u * c)) % 8u] = 2443397615u;
        c = arr6004[((unsigned)((int)b / (int)((2445986947u & 255u) + 1u))) % 8u] ^ arr6004[3]; }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2213620819u ^ TIDX, d = sm1[(TIDX + 12u) % BDIM];
    a = (b + (b - c));
    c ^= b;
    d ^= (unsigned)imax((int)(unsigned)(((unsigned long long)a * c) >> 14), (int)(TIDX & tid));
    switch (((unsigned)imax((int)235963032u, (int)94u)) % 5u) {
    case 0u:
        d = (((tid % 7u == 2u) ? TIDX : a) >> ((b ^ d) & 31u));
        break;
    case 1u:
        if (((b | a) & 3u) == 2u) {
            for (int u6005 = 0; u6005 < 8; u6005++) c += (unsigned)in[(tid * 8u + (unsigned)u6005) % 96u] * (u6005 + 1);
        } else {
            d = c;
        }
        break;
    case 2u:
        for (unsigned i6006 = 0; i6006 < ((__umulhi(tid, a)) % 6u); i6006++) {
            switch (((unsigned)(((unsigned long long)d * b) >> 3)) % 3u) {
            case 0u:
                a = c;
                break;
            case 1u:
                d = ((i6006 >> (d & 31u)) + __brev(i6006));
            default:
                b = (((i6006 - 88u) >> 23) | ((i6006 - 88u) << 29));
            }
            { unsigned k6007 = (3207333312u) % 5u;
            while (k6007 != 0u) {
                k6007--;
                d = (unsigned)((int)(unsigned)(((unsigned long long)95u << 6) % ((unsigned long long)TIDX | 1ull)) % (int)((__umulhi(d, d) & 255u) + 1u));
                c = ((c % (a | 1u)) / ((b + a) | 1u));
            } }
            c = i6006;
        }
        break;
    default:
        { unsigned k6008 = ((tid * a)) % 4u;
        do {
            d ^= (unsigned)imax((int)65u, (int)c);
            d ^= (TIDX | (tid | b));
        } while (k6008-- != 0u); }
    }
    b = (unsigned)((unsigned short)umin(c, b));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_7(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2930077496u ^ TIDX, d = sm0[(TIDX + 15u) % BDIM];
    for (int u7003 = 0; u7003 < 4; u7003++) b += (unsigned)in[(tid * 4u + (unsigned)u7003) % 96u] * (u7003 + 1);
    a ^= __umulhi(65u, 66u);
    for (int u7004 = 0; u7004 < 8; u7004++) a += (unsigned)in[(tid * 8u + (unsigned)u7004) % 96u] * (u7004 + 1);
    c ^= f7001((TIDX - c));
    for (unsigned i7005 = 0; i7005 < ((umin(c, b)) % 6u); i7005++) {
        { unsigned arr7006[8];
        for (unsigned q = 0; q < 8u; q++) arr7006[q] = d + q * 5u;
        arr7006[((d * b)) % 8u] = (unsigned)in[(tid) % 96u];
        d = arr7006[((tid % (79u | 1u))) % 8u] ^ arr7006[0]; }
        if (tid % 32u == 1u) {
            { unsigned arr7007[4];
            for (unsigned q = 0; q < 4u; q++) arr7007[q] = b + q * 4u;
            arr7007[(i7005) % 4u] = ((tid % 2u == 0u) ? 14u : a);
            b = arr7007[(91u) % 4u] ^ arr7007[1]; }
            if ((tid % 7u == 1u) && ((unsigned)in[(d) % 96u] > (d - b))) {
                c = (unsigned)in[((unsigned)((const V4 *)in)[(i7005) % 24u].z) % 96u];
            }
        } else {
            b ^= (((d * 62u) < (a & c)) ? (36u - 1784996896u) : (unsigned)(int)((double)(a & 4095u) * (double)(49u & 1023u) + (double)(a >> 20)));
            d = (unsigned)in[((unsigned)((short)d)) % 96u];
        }
        { unsigned k7008 = ((a / (d | 1u))) % 5u;
        while (k7008 != 0u) {
            k7008--;
            b ^= (unsigned)in[(59u) % 96u];
            switch (((i7005 * 2078653336u)) % 3u) {
            case 0u:
                b = (umin(TIDX, d) * tid);
                break;
            case 1u:
                a = ((unsigned)(((unsigned long long)TIDX * a) >> 7) & __brev(d));
            case 2u:
                c = (unsigned)((signed char)(b + TIDX));
                break;
            default:
                a = ((tid & a) ^ ((d >> 11) | (d << 22)));
            }
        } }
    }
    switch (((unsigned)(((unsigned long long)tid * d) >> 6)) % 4u) {
    case 0u:
        b = (unsigned)((int)(unsigned)(((unsigned long long)b << 27) / ((unsigned long long)957180338u | 1ull)) / (int)((d & 65535u) + 1u));
        break;
    case 1u:
        { unsigned arr7009[4];
        for (unsigned q = 0; q < 4u; q++) arr7009[q] = a + q * 1u;
        arr7009[((((a & 3u) == 2u) ? 2933368371u : TIDX)) % 4u] = tid;
        a = arr7009[(d) % 4u] ^ arr7009[0]; }
        break;
    case 2u:
        { unsigned arr7010[8];
        for (unsigned q = 0; q < 8u; q++) arr7010[q] = b + q * 6u;
        arr7010[(c) % 8u] = ((c >> 15) | (c << 8));
        b = arr7010[((d | 34u)) % 8u] ^ arr7010[3]; }
        break;
    default:
        d ^= (unsigned)((int)umin(d, b) % (int)((f7001(tid) & 65535u) + 1u));
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2183775124u ^ TIDX, d = sm1[(TIDX + 4u) % BDIM];
    { unsigned k7011 = ((d - b)) % 4u;
    do {
        if (true || (d > TIDX)) continue;
        for (unsigned i7012 = 0; i7012 < 4u; i7012++) {
            if ((d & 3u) == 0u) continue;
        }
    } while (k7011-- != 0u); }
    { unsigned k7013 = (c) % 5u;
    while (k7013 != 0u) {
        k7013--;
        d = (unsigned)in[(d) % 96u];
    } }
    c = d;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3893272177u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
    c ^= ((2119349739u ^ TIDX) ^ (unsigned)(((unsigned long long)d * 53u) >> 35));
    c ^= ((unsigned)((unsigned short)tid) & (2760561765u + b));
    c = a;
    a = (unsigned)((short)(unsigned)((int)tid % (int)((22u & 7u) + 1u)));
    c = (__popc(75u) ^ (unsigned)((int)277120490u % (int)((32u & 255u) + 1u)));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 523282768u ^ TIDX, d = sm1[(TIDX + 10u) % BDIM];
    b ^= 61u;
    a ^= (f7001(tid) * (unsigned)((const V4 *)in)[(tid) % 24u].z);
    for (unsigned i7014 = 0; i7014 < (((unsigned)(((unsigned long long)b << 29) / ((unsigned long long)a | 1ull))) % 6u); i7014++) {
        for (int u7015 = 0; u7015 < 2; u7015++) d += (unsigned)in[(tid * 2u + (unsigned)u7015) % 96u] * (u7015 + 1);
        b = umin((c + a), (unsigned)(((unsigned long long)a * a) >> 26));
    }
    a ^= (unsigned)((const V4 *)in)[((unsigned)(((unsigned long long)tid * 4123089624u) >> 4)) % 24u].x;
    d = ((1325979580u - c) ^ (d << (52u & 31u)));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_8(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1048226733u ^ TIDX, d = sm0[(TIDX + 10u) % BDIM];
    { unsigned k8003 = (f8001(b)) % 5u;
    while (k8003 != 0u) {
        k8003--;
        for (int u8004 = 0; u8004 < 8; u8004++) a += (unsigned)in[(tid * 8u + (unsigned)u8004) % 96u] * (u8004 + 1);
        c = ((unsigned)(((unsigned long long)TIDX << 28) % ((unsigned long long)73u | 1ull)) * __brev(74u));
    } }
    c ^= 4172383446u;
    d ^= umin((55u + tid), TIDX);
    { unsigned arr8005[8];
    for (unsigned q = 0; q < 8u; q++) arr8005[q] = c + q * 6u;
    arr8005[((d - 49u)) % 8u] = (TIDX ^ b);
    c = arr8005[(b) % 8u] ^ arr8005[5]; }
    d ^= d;
    a ^= tid;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2369153069u ^ TIDX, d = sm1[(TIDX + 29u) % BDIM];
    switch (((unsigned)((signed char)a)) % 4u) {
    case 0u:
        for (int u8006 = 0; u8006 < 8; u8006++) d += (unsigned)in[(tid * 8u + (unsigned)u8006) % 96u] * (u8006 + 1);
        break;
    case 1u:
        d = (unsigned)in[((tid * a)) % 96u];
        break;
    case 2u:
        a ^= (unsigned)((int)a / (int)(((tid ^ a) & 255u) + 1u));
    default:
        c = (unsigned)((const V4 *)in)[((unsigned)(((unsigned long long)a << 16) % ((unsigned long long)TIDX | 1ull))) % 24u].y;
    }
    if (((int)63u < (int)81u) || ((tid - tid) > 1279323706u)) {
        for (unsigned i8007 = 0; i8007 < 3u; i8007++) {
            b = ((unsigned)(((unsigned long long)tid << 24) % ((unsigned long long)c | 1ull)) | __umulhi(39u, d));
        }
    }
    { unsigned arr8008[4];
    for (unsigned q = 0; q < 4u; q++) arr8008[q] = c + q * 7u;
    arr8008[((TIDX & b)) % 4u] = 23u;
    c = arr8008[((b - tid)) % 4u] ^ arr8008[1]; }
    b ^= (d * c);
    c ^= (unsigned)(((unsigned long long)__umulhi(d, d) << 31) / ((unsigned long long)(d - tid) | 1ull));
    b = (unsigned)(int)((double)(f8001(69u) & 4095u) * (double)((1064265702u + tid) & 1023u) - (double)(f8001(69u) >> 20));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_9(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2957995u ^ TIDX, d = sm0[(TIDX + 14u) % BDIM];
    d = ((98u - 52u) << ((d | c) & 31u));
    c = (unsigned)((int)((a >> 24) | (a << 12)) % (int)(((d | a) & 255u) + 1u));
    { unsigned arr9003[4];
    for (unsigned q = 0; q < 4u; q++) arr9003[q] = a + q * 4u;
    arr9003[(__umulhi(tid, TIDX)) % 4u] = (unsigned)((int)c / (int)((a & 255u) + 1u));
    a = arr9003[(c) % 4u] ^ arr9003[1]; }
    atomicAdd(&cnt[(f9001(tid)) % 4u], ((b * tid)) & 255u);
    for (int u9004 = 0; u9004 < 2; u9004++) b += (unsigned)in[(tid * 2u + (unsigned)u9004) % 96u] * (u9004 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2473129240u ^ TIDX, d = sm1[(TIDX + 32u) % BDIM];
    a ^= tid;
    b ^= __popc(((TIDX >> 4) | (TIDX << 15)));
    a ^= tid;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2099525266u ^ TIDX, d = sm0[(TIDX + 22u) % BDIM];
    c ^= (a / ((d - b) | 1u));
    b = (((tid % 2u == 0u) ? tid : c) >> ((unsigned)(((unsigned long long)c << 18) / ((unsigned long long)b | 1ull)) & 31u));
    for (unsigned i9005 = 0; i9005 < 3u; i9005++) {
        { unsigned k9006 = ((i9005 * tid)) % 4u;
        do {
            if ((a & 3u) == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
            c ^= ((unsigned)((unsigned char)1773450358u) % (c | 1u));
        } while (k9006-- != 0u); }
    }
    if ((int)(tid >> (a & 31u)) < (int)(unsigned)(((unsigned long long)a << 12) % ((unsigned long long)a | 1ull))) {
        if (40u == 21u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        if (tid % 5u == 0u) {
            if ((int)tid < (int)TIDX) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        } else {
            a ^= __popc((d - 46u));
            switch ((d) % 3u) {
            case 0u:
                a = (unsigned)((const V4 *)in)[((d | d)) % 24u].y;
                break;
            case 1u:
                a = (unsigned)((signed char)(c - a));
                break;
            case 2u:
                d = d;
                break;
            default:
                d = (unsigned)((const V4 *)in)[((72u & 794370296u)) % 24u].x;
            }
        }
    }
    a ^= ((unsigned)(((unsigned long long)53u << 6) % ((unsigned long long)b | 1ull)) / ((unsigned)(((unsigned long long)c * c) >> 13) | 1u));
    a ^= (unsigned)(((unsigned long long)(tid ^ d) << 11) % ((unsigned long long)a | 1ull));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_10(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3482247660u ^ TIDX, d = sm0[(TIDX + 11u) % BDIM];
    atomicAdd(&cnt[(((b >> 24) | (b << 14))) % 4u], (__popc(b)) & 255u);
    c ^= ((unsigned)(int)((float)(380773930u & 4095u) * (float)(b & 1023u) + (float)(380773930u >> 20)) & (unsigned)((short)a));
    { unsigned k10005 = ((unsigned)imax((int)TIDX, (int)1392272205u)) % 4u;
    do {
        if ((c & 1u) == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } while (k10005-- != 0u); }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_11(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 284657547u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    b ^= 1125713051u;
    { unsigned arr11001[8];
    for (unsigned q = 0; q < 8u; q++) arr11001[q] = a + q * 3u;
    arr11001[((unsigned)(((unsigned long long)TIDX << 1) / ((unsigned long long)b | 1ull))) % 8u] = (d - 57u);
    a = arr11001[((3558740919u & c)) % 8u] ^ arr11001[7]; }
    d = (3936368847u + (TIDX ^ b));
    d = (unsigned)(((unsigned long long)TIDX << 24) / ((unsigned long long)(unsigned)((const V4 *)in)[(TIDX) % 24u].x | 1ull));
    c = (((d >> 17) | (d << 25)) / (b | 1u));
    d ^= ((((int)94u < (int)d) ? TIDX : TIDX) * (d + TIDX));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3547844505u ^ TIDX, d = sm0[(TIDX + 32u) % BDIM];
    d ^= (unsigned)in[((unsigned)in[(418448724u) % 96u]) % 96u];
    c = ((57u ^ d) * (b + c));
    switch (((unsigned)((const V4 *)in)[(tid) % 24u].x) % 5u) {
    case 0u:
#pragma unroll
        for (int u11002 = 0; u11002 < 8; u11002++) c += (unsigned)in[(tid * 8u + (unsigned)u11002) % 96u] * (u11002 + 1);
        break;
    case 1u:
        d = ((unsigned)(int)((double)(c & 4095u) * (double)(3698640027u & 1023u) - (double)(c >> 20)) + umin(b, b));
        break;
    default:
        { unsigned arr11003[8];
        for (unsigned q = 0; q < 8u; q++) arr11003[q] = b + q * 2u;
        arr11003[((c / (3424981152u | 1u))) % 8u] = tid;
        b = arr11003[(((20u >> 25) | (20u << 29))) % 8u] ^ arr11003[2]; }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_12(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3874851313u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
#pragma unroll 2
    for (int u12004 = 0; u12004 < 4; u12004++) b += (unsigned)in[(tid * 4u + (unsigned)u12004) % 64u] * (u12004 + 1);
    a = (((d * b) >> 29) | ((d * b) << 18));
    b = (unsigned)(((unsigned long long)f12001(tid, b) * (tid << (tid & 31u))) >> 3);
    { unsigned k12005 = ((54u ^ d)) % 4u;
    do {
        c ^= (unsigned)((int)(2987768222u & 2914338585u) % (int)(((unsigned)(((unsigned long long)a * c) >> 36) & 255u) + 1u));
        if (true && (c > TIDX)) break;
    } while (k12005-- != 0u); }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_13(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1462117908u ^ TIDX, d = sm0[(TIDX + 30u) % BDIM];
    a = ((((unsigned)(((unsigned long long)1417466604u * 3797082320u) >> 17) & 1u) == 1u) ? (unsigned)((short)b) : (unsigned)(((unsigned long long)tid << 18) % ((unsigned long long)TIDX | 1ull)));
    switch ((c) % 4u) {
    case 0u:
        a ^= 11u;
        break;
    case 1u:
        c ^= (unsigned)((const V4 *)in)[(umin(4065251339u, d)) % 24u].y;
    default:
        atomicAdd(&cnt[(3069022236u) % 4u], (c) & 255u);
    }
    b = umin((unsigned)((short)4u), (unsigned)((signed char)d));
    c ^= (unsigned)((int)(a * 3618411156u) / (int)((__umulhi(d, TIDX) & 255u) + 1u));
    { unsigned arr13006[4];
    for (unsigned q = 0; q < 4u; q++) arr13006[q] = b + q * 8u;
    arr13006[((unsigned)(((unsigned long long)c * c) >> 13)) % 4u] = (d >> (a & 31u));
    b = arr13006[((TIDX & b)) % 4u] ^ arr13006[0]; }
    atomicAdd(&cnt[((a * d)) % 4u], (((TIDX >> 4) | (TIDX << 11))) & 255u);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 9u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (9u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2348381789u ^ TIDX, d = sm0[(TIDX + 12u) % BDIM];
    c ^= __brev(c);
    { unsigned k13007 = ((67u / (a | 1u))) % 5u;
    while (k13007 != 0u) {
        k13007--;
        d = (unsigned)in[((b ^ 2448845652u)) % 96u];
    } }
    a = TIDX;
    if (c >= a) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    a ^= (c / (__brev(b) | 1u));
    if ((d & 3u) == 1u) {
        a ^= (unsigned)(int)((float)(TIDX & 4095u) * (float)(TIDX & 1023u) - (float)(TIDX >> 20));
    } else {
        d = (tid + (tid & d));
        for (unsigned i13008 = 0; i13008 < 1u; i13008++) {
            if (i13008 < (unsigned)imax((int)94u, (int)b)) {
                a = (unsigned)((unsigned short)a);
                d = c;
            } else {
                b = ((tid >> 7) | (tid << 20));
                d = __umulhi((unsigned)((const V4 *)in)[(a) % 24u].w, (b | 2109882966u));
            }
            switch (((c & c)) % 3u) {
            case 0u:
                d = (unsigned)in[(b) % 96u];
                break;
            case 1u:
                b = ((c | a) ^ (d % (a | 1u)));
            default:
                c = ((unsigned)in[(i13008) % 96u] / ((unsigned)(int)((float)(c & 4095u) * (float)(i13008 & 1023u) - (float)(c >> 20)) | 1u));
            }
            c ^= b;
        }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_14(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3655474305u ^ TIDX, d = sm0[(TIDX + 27u) % BDIM];
    b ^= ((unsigned)(((unsigned long long)c * 726987258u) >> 24) >> (((d != d) ? 1520092851u : 78u) & 31u));
    { unsigned k14003 = (TIDX) % 5u;
    while (k14003 != 0u) {
        k14003--;
        for (unsigned i14004 = 0; i14004 < 4u; i14004++) {
            { unsigned arr14005[8];
            for (unsigned q = 0; q < 8u; q++) arr14005[q] = a + q * 7u;
            arr14005[((unsigned)(((unsigned long long)b * b) >> 12)) % 8u] = 1586208811u;
            a = arr14005[((((i14004 & 1u) == 1u) ? 3255749867u : tid)) % 8u] ^ arr14005[3]; }
        }
    } }
    d = (__brev(a) % ((unsigned)(((unsigned long long)41u << 20) % ((unsigned long long)tid | 1ull)) | 1u));
    b ^= (f14001(tid) - b);
    if ((__clz(TIDX) & 3u) == 0u) {
        { unsigned arr14006[4];
        for (unsigned q = 0; q < 4u; q++) arr14006[q] = d + q * 4u;
        arr14006[(f14001(TIDX)) % 4u] = (a >> (TIDX & 31u));
        d = arr14006[((unsigned)(((unsigned long long)a * c) >> 5)) % 4u] ^ arr14006[0]; }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_15(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1568910714u ^ TIDX, d = sm0[(TIDX + 10u) % BDIM];
    { unsigned k15003 = ((c + b)) % 4u;
    do {
        b = TIDX;
    } while (k15003-- != 0u); }
    c ^= a;
    c = a;
    for (unsigned i15004 = 0; i15004 < 2u; i15004++) {
        d ^= (97u + (unsigned)((int)a / (int)((c & 7u) + 1u)));
        if (true || (d > tid)) continue;
        a = __brev(i15004);
    }
    d = ((((TIDX & 7u) == 0u) ? d : b) & d);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3465999531u ^ TIDX, d = sm1[(TIDX + 18u) % BDIM];
    { unsigned arr15005[4];
    for (unsigned q = 0; q < 4u; q++) arr15005[q] = a + q * 4u;
    arr15005[(a) % 4u] = d;
    a = arr15005[((unsigned)((const V4 *)in)[(TIDX) % 20u].y) % 4u] ^ arr15005[1]; }
    a ^= ((TIDX * 33u) * f15002(a, b));
    { unsigned arr15006[4];
    for (unsigned q = 0; q < 4u; q++) arr15006[q] = b + q * 2u;
    arr15006[(a) % 4u] = (3715383219u | a);
    b = arr15006[(((b >> 14) | (b << 28))) % 4u] ^ arr15006[0]; }
    for (unsigned i15007 = 0; i15007 < 2u; i15007++) {
        if ((int)TIDX < (int)b) break;
        a = ((unsigned)((const V4 *)in)[(a) % 20u].y * tid);
    }
    { unsigned arr15008[4];
    for (unsigned q = 0; q < 4u; q++) arr15008[q] = d + q * 4u;
    arr15008[((unsigned)(((unsigned long long)tid << 6) % ((unsigned long long)tid | 1ull))) % 4u] = a;
    d = arr15008[((unsigned)in[(tid) % 80u]) % 4u] ^ arr15008[2]; }
    d ^= ((unsigned)((const V4 *)in)[(tid) % 20u].z - (b << (34u & 31u)));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1036818602u ^ TIDX, d = sm0[(TIDX + 17u) % BDIM];
    if (TIDX != d) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    for (unsigned i15009 = 0; i15009 < 5u; i15009++) {
        if ((int)c < (int)28u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    a ^= 6u;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_16(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2131540664u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
#pragma unroll
    for (int u16002 = 0; u16002 < 2; u16002++) a += (unsigned)in[(tid * 2u + (unsigned)u16002) % 96u] * (u16002 + 1);
    { unsigned k16003 = ((3283216611u - tid)) % 4u;
    do {
#pragma unroll
        for (int u16004 = 0; u16004 < 4; u16004++) c += (unsigned)in[(tid * 4u + (unsigned)u16004) % 96u] * (u16004 + 1);
    } while (k16003-- != 0u); }
    for (unsigned i16005 = 0; i16005 < 2u; i16005++) {
        d = 3859469624u;
        c ^= f16001((unsigned)(int)((double)(c & 4095u) * (double)(TIDX & 1023u) + (double)(c >> 20)), TIDX);
        a ^= (unsigned)((const V4 *)in)[((unsigned)(((unsigned long long)3724703052u * a) >> 27)) % 24u].y;
    }
    switch ((((true && (72u > tid)) ? c : c)) % 5u) {
    case 0u:
        a ^= (unsigned)(int)((double)((b * c) & 4095u) * (double)((tid | 96u) & 1023u) - (double)((b * c) >> 20));
        break;
    case 1u:
        for (unsigned i16006 = 0; i16006 < 4u; i16006++) {
            if ((int)TIDX < (int)d) break;
        }
        break;
    default:
        if (b < 6u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_17(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 841844058u ^ TIDX, d = sm0[(TIDX + 1u) % BDIM];
    switch (((d & tid)) % 3u) {
    case 0u:
        if ((unsigned)((int)3196377792u % (int)((b & 7u) + 1u)) <= b) {
            if ((d & 7u) == 1u) {
                b = ((tid >> 10) | (tid << 21));
                c = (((unsigned)(((unsigned long long)b << 29) % ((unsigned long long)TIDX | 1ull)) >> 8) | ((unsigned)(((unsigned long long)b << 29) % ((unsigned long long)TIDX | 1ull)) << 22));
            } else {
                d = __clz(((c >> 11) | (c << 3)));
            }
            if ((TIDX & 7u) == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        } else {
            c = ((unsigned)((const V4 *)in)[(d) % 20u].y ^ (a & c));
        }
    case 1u:
        if (tid % 32u == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    default:
        b = (((tid % 33u == 1u) ? d : b) >> (1298935125u & 31u));
    }
    b ^= (((c >> 28) | (c << 24)) * (unsigned)(int)((double)(c & 4095u) * (double)(c & 1023u) + (double)(c >> 20)));
    c = (d | (b % (b | 1u)));
    c ^= (unsigned)(int)((double)(((tid % 2u == 0u) ? a : a) & 4095u) * (double)(a & 1023u) + (double)(((tid % 2u == 0u) ? a : a) >> 20));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_18(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3619924415u ^ TIDX, d = sm0[(TIDX + 33u) % BDIM];
    if ((17u & 1u) == 0u) {
        d ^= ((tid | 4001216818u) & (unsigned)(int)((float)(tid & 4095u) * (float)(a & 1023u) - (float)(tid >> 20)));
    }
    c ^= (c | d);
    { unsigned k18001 = ((unsigned)((unsigned short)41u)) % 5u;
    while (k18001 != 0u) {
        k18001--;
        for (int u18002 = 0; u18002 < 4; u18002++) c += (unsigned)in[(tid * 4u + (unsigned)u18002) % 96u] * (u18002 + 1);
        for (unsigned i18003 = 0; i18003 < (((unsigned)(((unsigned long long)a * 12u) >> 36)) % 6u); i18003++) {
#pragma unroll 2
            for (int u18004 = 0; u18004 < 4; u18004++) b += (unsigned)in[(tid * 4u + (unsigned)u18004) % 96u] * (u18004 + 1);
            b = (unsigned)in[(__umulhi(a, i18003)) % 96u];
            { unsigned arr18005[8];
            for (unsigned q = 0; q < 8u; q++) arr18005[q] = d + q * 5u;
            arr18005[(TIDX) % 8u] = (unsigned)(((unsigned long long)1114814968u << 28) / ((unsigned long long)73u | 1ull));
            d = arr18005[((unsigned)((int)c / (int)((b & 65535u) + 1u))) % 8u] ^ arr18005[7]; }
        }
    } }
    c = (unsigned)((int)(unsigned)in[(44u) % 96u] % (int)((a & 7u) + 1u));
    { unsigned arr18006[8];
    for (unsigned q = 0; q < 8u; q++) arr18006[q] = c + q * 1u;
    arr18006[((3809836762u % (tid | 1u))) % 8u] = (b ^ TIDX);
    c = arr18006[(a) % 8u] ^ arr18006[5]; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_19(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 377257082u ^ TIDX, d = sm0[(TIDX + 14u) % BDIM];
    d = (((tid | d) >> 2) | ((tid | d) << 16));
    { unsigned k19002 = ((tid * d)) % 4u;
    do {
        { unsigned k19003 = ((unsigned)(((unsigned long long)3799761927u * 3916389131u) >> 12)) % 4u;
        do {
            atomicAdd(&cnt[((b * 3747986621u)) % 4u], (__popc(TIDX)) & 255u);
            a = __umulhi((unsigned)((short)a), (unsigned)(((unsigned long long)TIDX << 2) / ((unsigned long long)a | 1ull)));
        } while (k19003-- != 0u); }
    } while (k19002-- != 0u); }
    if (tid % 5u == 2u) {
        { unsigned k19004 = ((unsigned)((int)86u / (int)((d & 65535u) + 1u))) % 5u;
        while (k19004 != 0u) {
            k19004--;
            a ^= b;
        } }
    }
    a ^= a;
    a = f19001(f19001(a));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2305654767u ^ TIDX, d = sm1[(TIDX + 7u) % BDIM];
    d ^= (unsigned)((int)2u / (int)(((((int)b < (int)TIDX) ? b : c) & 7u) + 1u));
    a = (f19001(c) * (unsigned)(((unsigned long long)TIDX << 26) % ((unsigned long long)a | 1ull)));
    d ^= ((d * b) - 1294823500u);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 1u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 1u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1629032690u ^ TIDX, d = sm1[(TIDX + 37u) % BDIM];
    if (tid % 33u == 2u) {
        if (c >= TIDX) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        d ^= f19001(__clz(TIDX));
    }
    for (unsigned i19005 = 0; i19005 < (((unsigned)(((unsigned long long)b << 17) % ((unsigned long long)d | 1ull))) % 6u); i19005++) {
        a ^= __umulhi((c * 73u), TIDX);
        { unsigned k19006 = ((unsigned)((unsigned char)TIDX)) % 5u;
        while (k19006 != 0u) {
            k19006--;
            if (tid % 33u == 0u) {
                a = (unsigned)((short)(unsigned)in[(d) % 96u]);
            } else {
                d = (unsigned)((unsigned char)(unsigned)in[(d) % 96u]);
            }
            if ((true && (51u > b)) && (__umulhi(a, d) > (b | b))) {
                d = f19001((unsigned)((signed char)d));
            } else {
                a = (unsigned)imax((int)2178319564u, (int)(TIDX | 82u));
            }
        } }
        d = (unsigned)(((unsigned long long)(25u * b) << 24) % ((unsigned long long)(b - TIDX) | 1ull));
    }
    { unsigned k19007 = ((c * c)) % 5u;
    while (k19007 != 0u) {
        k19007--;
        b ^= (unsigned)((unsigned short)a);
    } }
    switch (((unsigned)((int)tid / (int)((b & 255u) + 1u))) % 4u) {
    case 0u:
        d = ((unsigned)in[(63u) % 96u] ^ __popc(TIDX));
    case 1u:
        switch ((__clz(TIDX)) % 5u) {
        case 0u:
#pragma unroll 4
            for (int u19008 = 0; u19008 < 8; u19008++) b += (unsigned)in[(tid * 8u + (unsigned)u19008) % 96u] * (u19008 + 1);
            break;
        case 1u:
            for (unsigned i19009 = 0; i19009 < 4u; i19009++) {
                c = TIDX;
                d = (unsigned)((short)(unsigned)in[(a) % 96u]);
            }
            break;
        case 2u:
            c = 22u;
            break;
        default:
            d ^= ((d ^ a) << ((c / (694217636u | 1u)) & 31u));
        }
        break;
    case 2u:
        d ^= (unsigned)(((unsigned long long)(c ^ TIDX) << 28) % ((unsigned long long)(tid * 70u) | 1ull));
    default:
        for (unsigned i19010 = 0; i19010 < 5u; i19010++) {
            d ^= i19010;
            { unsigned arr19011[4];
            for (unsigned q = 0; q < 4u; q++) arr19011[q] = a + q * 6u;
            arr19011[((unsigned)((signed char)b)) % 4u] = (unsigned)((signed char)8u);
            a = arr19011[((2061712224u / (a | 1u))) % 4u] ^ arr19011[2]; }
        }
    }
    c = (unsigned)(((unsigned long long)umin(TIDX, d) << 6) / ((unsigned long long)(tid - TIDX) | 1ull));
    if (true || (3448400754u > a)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_20(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3979432708u ^ TIDX, d = sm0[(TIDX + 18u) % BDIM];
    for (unsigned i20005 = 0; i20005 < ((a) % 6u); i20005++) {
        c = ((d <= b) ? 2950707258u : c);
        if (tid % 5u == 0u) break;
        d = f20004((a - d));
    }
    if (tid % 33u == 1u) {
        for (unsigned i20006 = 0; i20006 < ((c) % 6u); i20006++) {
            if (c <= (unsigned)((const V4 *)in)[(TIDX) % 24u].z) {
                b = __popc((c - i20006));
            }
            if (tid % 2u == 1u) break;
            d ^= __brev(((tid >> 8) | (tid << 26)));
        }
    } else {
        a ^= (unsigned)((unsigned short)tid);
    }
    c = ((unsigned)(int)((float)(40u & 4095u) * (float)(d & 1023u) - (float)(40u >> 20)) + __umulhi(199333613u, TIDX));
    d ^= ((((a & 1u) == 2u) ? TIDX : c) & (d - 1814023525u));
    if (((173211168u & 1u) == 0u) && ((c % (c | 1u)) > f20004(TIDX))) {
        a ^= (unsigned)((int)(b - 2542404121u) % (int)(((unsigned)((int)a / (int)((941271294u & 255u) + 1u)) & 7u) + 1u));
        c = ((234688502u - TIDX) | ((a >> 8) | (a << 26)));
    } else {
        for (int u20007 = 0; u20007 < 4; u20007++) c += (unsigned)in[(tid * 4u + (unsigned)u20007) % 96u] * (u20007 + 1);
        { unsigned arr20008[4];
        for (unsigned q = 0; q < 4u; q++) arr20008[q] = c + q * 6u;
        arr20008[(((a >> 27) | (a << 26))) % 4u] = (a / (tid | 1u));
        c = arr20008[((c | 4u)) % 4u] ^ arr20008[3]; }
    }
    { unsigned arr20009[4];
    for (unsigned q = 0; q < 4u; q++) arr20009[q] = b + q * 5u;
    arr20009[((unsigned)imax((int)TIDX, (int)23u)) % 4u] = __umulhi(d, TIDX);
    b = arr20009[((unsigned)(((unsigned long long)a * b) >> 39)) % 4u] ^ arr20009[3]; }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3138330006u ^ TIDX, d = sm1[(TIDX + 33u) % BDIM];
    for (unsigned i20010 = 0; i20010 < (((d & 59u)) % 6u); i20010++) {
        a = b;
        if (true || (c > 86u)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    a ^= ((unsigned)(((unsigned long long)37u << 24) % ((unsigned long long)d | 1ull)) * (unsigned)(((unsigned long long)b * c) >> 29));
    { unsigned arr20011[8];
    for (unsigned q = 0; q < 8u; q++) arr20011[q] = c + q * 6u;
    arr20011[((unsigned)(((unsigned long long)b << 29) / ((unsigned long long)TIDX | 1ull))) % 8u] = (1365964677u & a);
    c = arr20011[((2360566603u & tid)) % 8u] ^ arr20011[5]; }
    for (unsigned i20012 = 0; i20012 < (((b * a)) % 6u); i20012++) {
        switch ((i20012) % 5u) {
        case 0u:
            { unsigned arr20013[8];
            for (unsigned q = 0; q < 8u; q++) arr20013[q] = b + q * 6u;
            arr20013[((unsigned)(int)((double)(TIDX & 4095u) * (double)(a & 1023u) - (double)(TIDX >> 20))) % 8u] = (1232863888u + TIDX);
            b = arr20013[(((c >> 25) | (c << 14))) % 8u] ^ arr20013[4]; }
            break;
        case 1u:
            for (unsigned i20014 = 0; i20014 < 3u; i20014++) {
                b = __umulhi((a + 95u), 3020081967u);
                d = umin(((TIDX >> 2) | (TIDX << 7)), (a | i20012));
                b = TIDX;
            }
            break;
        default:
            for (unsigned i20015 = 0; i20015 < ((((3611408750u >> 28) | (3611408750u << 5))) % 6u); i20015++) {
                d = ((__umulhi(3442387374u, b) >> 12) | (__umulhi(3442387374u, b) << 1));
                c = ((unsigned)((const V4 *)in)[(i20012) % 24u].x >> ((1557064270u & TIDX) & 31u));
                d = ((14u >> 24) | (14u << 19));
            }
        }
        if (true && (d > i20012)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        { unsigned k20016 = (TIDX) % 5u;
        while (k20016 != 0u) {
            k20016--;
            b ^= tid;
            if (true || (1214890171u > i20012)) break;
        } }
    }
    b ^= a;
    c ^= f20004(f20004(2230289309u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_21(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3993883136u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
    d ^= d;
    { unsigned arr21002[8];
    for (unsigned q = 0; q < 8u; q++) arr21002[q] = a + q * 3u;
    arr21002[(((TIDX >> 17) | (TIDX << 15))) % 8u] = 70u;
    a = arr21002[((a - b)) % 8u] ^ arr21002[3]; }
    b = (((TIDX <= TIDX) ? b : 86u) * (a / (tid | 1u)));
    d = (unsigned)(int)((float)(f21001(d, d) & 4095u) * (float)((a << (b & 31u)) & 1023u) + (float)(f21001(d, d) >> 20));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_22(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1840743750u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
    b ^= (unsigned)(((unsigned long long)(TIDX | tid) * tid) >> 22);
    { unsigned k22001 = ((a - TIDX)) % 5u;
    while (k22001 != 0u) {
        k22001--;
        b = 65u;
    } }
    { unsigned arr22002[4];
    for (unsigned q = 0; q < 4u; q++) arr22002[q] = c + q * 3u;
    arr22002[((4011278155u & TIDX)) % 4u] = 20u;
    c = arr22002[(__umulhi(d, TIDX)) % 4u] ^ arr22002[1]; }
    c = (unsigned)(int)((double)(2319683657u & 4095u) * (double)(__umulhi(46u, d) & 1023u) + (double)(2319683657u >> 20));
    d = __popc(d);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1671488628u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    { unsigned arr22003[4];
    for (unsigned q = 0; q < 4u; q++) arr22003[q] = c + q * 5u;
    arr22003[(c) % 4u] = (unsigned)((signed char)74u);
    c = arr22003[((b - 917737591u)) % 4u] ^ arr22003[0]; }
    { unsigned arr22004[4];
    for (unsigned q = 0; q < 4u; q++) arr22004[q] = b + q * 4u;
    arr22004[(1114663655u) % 4u] = umin(d, c);
    b = arr22004[((unsigned)((signed char)a)) % 4u] ^ arr22004[2]; }
    switch ((((true || (c > c)) ? a : a)) % 5u) {
    case 0u:
        b ^= (((TIDX | a) >> 28) | ((TIDX | a) << 5));
        break;
    case 1u:
        for (unsigned i22005 = 0; i22005 < ((((tid >> 22) | (tid << 26))) % 6u); i22005++) {
            a = ((i22005 + d) % ((2503331156u / (a | 1u)) | 1u));
            d = ((c & TIDX) + (unsigned)(((unsigned long long)12u * tid) >> 2));
            b = d;
        }
        break;
    default:
        if ((99u != tid) && ((TIDX & a) > (c - b))) {
            c = (unsigned)((unsigned char)(unsigned)in[(TIDX) % 96u]);
        } else {
#pragma unroll
            for (int u22006 = 0; u22006 < 8; u22006++) c += (unsigned)in[(tid * 8u + (unsigned)u22006) % 96u] * (u22006 + 1);
            if ((int)(unsigned)((const V4 *)in)[(b) % 24u].w < (int)(tid >> (b & 31u))) {
                a = tid;
            }
        }
    }
    switch (((unsigned)((int)tid % (int)((25u & 255u) + 1u))) % 3u) {
    case 0u:
        c ^= tid;
        break;
    case 1u:
        { unsigned arr22007[8];
        for (unsigned q = 0; q < 8u; q++) arr22007[q] = d + q * 3u;
        arr22007[(d) % 8u] = d;
        d = arr22007[(a) % 8u] ^ arr22007[4]; }
        break;
    default:
        c ^= (__umulhi(19u, TIDX) ^ __brev(495998800u));
    }
    b ^= (unsigned)(int)((float)(((tid % 2u == 2u) ? a : b) & 4095u) * (float)((b + b) & 1023u) + (float)(((tid % 2u == 2u) ? a : b) >> 20));
    a = ((unsigned)((short)33u) * (3305402182u % (tid | 1u)));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2511773675u ^ TIDX, d = sm1[(TIDX + 33u) % BDIM];
    b = c;
    if (tid % 5u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    { unsigned k22008 = ((unsigned)((int)27u / (int)((819923626u & 7u) + 1u))) % 5u;
    while (k22008 != 0u) {
        k22008--;
        { unsigned k22009 = (86u) % 5u;
        while (k22009 != 0u) {
            k22009--;
            c ^= ((d / (d | 1u)) | d);
        } }
        a = (unsigned)(((unsigned long long)(unsigned)imax((int)c, (int)d) << 1) % ((unsigned long long)umin(tid, 53u) | 1ull));
    } }
    b ^= 3012180940u;
    a = (92u | (TIDX & b));
    switch ((((true || (b > 850070271u)) ? 429663605u : a)) % 3u) {
    case 0u:
        switch (((1833247039u ^ c)) % 5u) {
        case 0u:
            a ^= 81u;
            break;
        case 1u:
            d ^= (unsigned)(int)((float)((d / (TIDX | 1u)) & 4095u) * (float)(__popc(d) & 1023u) + (float)((d / (TIDX | 1u)) >> 20));
        default:
            for (unsigned i22010 = 0; i22010 < 2u; i22010++) {
                b = (((true && (4065774158u > a)) || (d > (unsigned)((unsigned short)i22010))) ? (unsigned)((const V4 *)in)[(TIDX) % 24u].w : (unsigned)((int)95u / (int)((i22010 & 65535u) + 1u)));
            }
        }
        break;
    case 1u:
        switch (((TIDX / (c | 1u))) % 5u) {
        case 0u:
            c = (unsigned)in[(umin(TIDX, TIDX)) % 96u];
        case 1u:
            { unsigned k22011 = ((84u - c)) % 5u;
            while (k22011 != 0u) {
                k22011--;
                c = (unsigned)(((unsigned long long)tid * (TIDX ^ d)) >> 4);
                c = (unsigned)(int)((double)((unsigned)(int)((double)(c & 4095u) * (double)(TIDX & 1023u) - (double)(c >> 20)) & 4095u) * (double)(((a >> 18) | (a << 21)) & 1023u) - (double)((unsigned)(int)((double)(c & 4095u) * (double)(TIDX & 1023u) - (double)(c >> 20)) >> 20));
            } }
            break;
        case 2u:
            switch (((unsigned)(((unsigned long long)a * 30450041u) >> 38)) % 4u) {
            case 0u:
                c = (unsigned)in[((tid | c)) % 96u];
                break;
            case 1u:
                a = ((tid % 7u == 2u) ? 1231776414u : (b & d));
                break;
            default:
                c = 66u;
            }
            break;
        default:
            switch (((d + c)) % 5u) {
            case 0u:
                c = (unsigned)(((unsigned long long)1097521793u << 9) % ((unsigned long long)((tid != a) ? tid : d) | 1ull));
                break;
            case 1u:
                a = ((11u + b) / (d | 1u));
                break;
            default:
                d = __popc((unsigned)(int)((float)(59u & 4095u) * (float)(c & 1023u) - (float)(59u >> 20)));
            }
        }
        break;
    default:
        c = (unsigned)((unsigned short)(unsigned)in[(a) % 96u]);
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_23(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3243333766u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    { unsigned k23004 = ((unsigned)(int)((double)(b & 4095u) * (double)(70u & 1023u) - (double)(b >> 20))) % 5u;
    while (k23004 != 0u) {
        k23004--;
        for (int u23005 = 0; u23005 < 2; u23005++) a += (unsigned)in[(tid * 2u + (unsigned)u23005) % 96u] * (u23005 + 1);
        { unsigned k23006 = (((b >> 9) | (b << 20))) % 4u;
        do {
            atomicAdd(&cnt[(__umulhi(c, TIDX)) % 4u], ((b ^ tid)) & 255u);
        } while (k23006-- != 0u); }
    } }
    a ^= (((c & 3u) == 0u) ? __umulhi(a, 419949178u) : ((c <= TIDX) ? c : a));
    a = (TIDX << (__clz(c) & 31u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2691871162u ^ TIDX, d = sm1[(TIDX + 39u) % BDIM];
    for (unsigned i23007 = 0; i23007 < (((unsigned)in[(TIDX) % 96u]) % 6u); i23007++) {
        b = f23001(2572419638u, (unsigned)((unsigned char)d));
        a = (unsigned)((const V4 *)in)[((unsigned)((short)tid)) % 24u].z;
        switch ((tid) % 5u) {
        case 0u:
            if (b >= i23007) continue;
            break;
        case 1u:
            switch (((unsigned)(((unsigned long long)64u * 1217956476u) >> 31)) % 3u) {
            case 0u:
                c = (((i23007 & b) >> 17) | ((i23007 & b) << 16));
                break;
            case 1u:
                d = (unsigned)(((unsigned long long)tid << 4) / ((unsigned long long)(1391428011u % (d | 1u)) | 1ull));
                break;
            default:
                b = ((TIDX << (42u & 31u)) + (unsigned)((int)i23007 % (int)((59u & 255u) + 1u)));
            }
            break;
        default:
            d ^= __umulhi(c, (((TIDX & 1u) == 2u) ? 956234982u : tid));
        }
    }
    switch (((unsigned)((int)306780602u % (int)((TIDX & 255u) + 1u))) % 4u) {
    case 0u:
#pragma unroll
        for (int u23008 = 0; u23008 < 4; u23008++) b += (unsigned)in[(tid * 4u + (unsigned)u23008) % 96u] * (u23008 + 1);
        break;
    case 1u:
        d ^= 3098426228u;
        break;
    default:
        a ^= a;
    }
    d = ((b + 45u) >> (__brev(6u) & 31u));
    a = (b / ((unsigned)((const V4 *)in)[(a) % 24u].z | 1u));
    c ^= (unsigned)(((unsigned long long)(tid << (27u & 31u)) * (d / (a | 1u))) >> 34);
    a = f23001((c << (27u & 31u)), TIDX);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 384051994u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    atomicAdd(&cnt[(__umulhi(73u, TIDX)) % 4u], (__umulhi(d, 2081194841u)) & 255u);
    if (tid % 7u == 0u) {
        switch ((45u) % 5u) {
        case 0u:
            for (unsigned i23009 = 0; i23009 < ((a) % 6u); i23009++) {
                c = ((c & i23009) >> (__clz(d) & 31u));
                d = TIDX;
                d = (unsigned)((int)(unsigned)((int)982262441u % (int)((2892108864u & 255u) + 1u)) % (int)(((i23009 ^ 4157252734u) & 65535u) + 1u));
            }
            break;
        case 1u:
            for (unsigned i23010 = 0; i23010 < 2u; i23010++) {
                a = __clz((unsigned)(((unsigned long long)i23010 << 20) % ((unsigned long long)i23010 | 1ull)));
                b = d;
            }
            break;
        case 2u:
            c = (unsigned)(int)((float)(c & 4095u) * (float)(12u & 1023u) - (float)(c >> 20));
        default:
            switch (((d & TIDX)) % 4u) {
            case 0u:
                b = ((unsigned)in[(TIDX) % 96u] & tid);
            case 1u:
                b = __brev(a);
            case 2u:
                d = d;
            default:
                b = (unsigned)(((unsigned long long)(unsigned)in[(c) % 96u] << 3) % ((unsigned long long)f23001(tid, TIDX) | 1ull));
            }
        }
    } else {
        if ((unsigned)((int)c / (int)((c & 255u) + 1u)) <= ((tid >> 13) | (tid << 14))) {
            { unsigned k23011 = ((unsigned)(((unsigned long long)1901379944u * 12u) >> 26)) % 5u;
            while (k23011 != 0u) {
                k23011--;
                b = (((unsigned)((const V4 *)in)[(d) % 24u].y >> 20) | ((unsigned)((const V4 *)in)[(d) % 24u].y << 5));
                b = (unsigned)(((unsigned long long)(b >> (a & 31u)) * c) >> 24);
            } }
        }
    }
    if ((a + b) <= (unsigned)in[(5u) % 96u]) {
        d = ((unsigned)(int)((float)(TIDX & 4095u) * (float)(a & 1023u) + (float)(TIDX >> 20)) * (d & 23u));
    } else {
#pragma unroll 4
        for (int u23012 = 0; u23012 < 2; u23012++) d += (unsigned)in[(tid * 2u + (unsigned)u23012) % 96u] * (u23012 + 1);
    }
#pragma unroll 2
    for (int u23013 = 0; u23013 < 8; u23013++) d += (unsigned)in[(tid * 8u + (unsigned)u23013) % 96u] * (u23013 + 1);
    switch (((a % (tid | 1u))) % 4u) {
    case 0u:
        d ^= (unsigned)(((unsigned long long)((tid >> 29) | (tid << 12)) << 28) % ((unsigned long long)f23003(27u, 3378099850u) | 1ull));
        break;
    case 1u:
        { unsigned k23014 = (__brev(3323708138u)) % 4u;
        do {
            atomicAdd(&cnt[((b | b)) % 4u], (2140031774u) & 255u);
        } while (k23014-- != 0u); }
    default:
        b ^= (unsigned)((const V4 *)in)[((unsigned)in[(d) % 96u]) % 24u].y;
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1798062761u ^ TIDX, d = sm1[(TIDX + 36u) % BDIM];
    c = (unsigned)in[((a & d)) % 96u];
    { unsigned k23015 = (71u) % 5u;
    while (k23015 != 0u) {
        k23015--;
        if (75u > tid) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } }
    d ^= (unsigned)(((unsigned long long)(b << (1234423283u & 31u)) << 11) % ((unsigned long long)c | 1ull));
    c = TIDX;
    { unsigned k23016 = ((unsigned)(((unsigned long long)0u << 31) % ((unsigned long long)d | 1ull))) % 4u;
    do {
        if (tid % 5u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } while (k23016-- != 0u); }
    c = tid;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_24(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 71405573u ^ TIDX, d = sm0[(TIDX + 20u) % BDIM];
    c = ((tid << (c & 31u)) & (unsigned)((int)33u % (int)((a & 7u) + 1u)));
    if (tid % 5u == 0u) {
        c ^= 2599960996u;
        c = b;
    } else {
        { unsigned k24001 = ((b & a)) % 5u;
        while (k24001 != 0u) {
            k24001--;
            d = (unsigned)in[((TIDX - 12u)) % 80u];
            b = (unsigned)((short)(a + 99u));
        } }
    }
    { unsigned k24002 = ((c | c)) % 5u;
    while (k24002 != 0u) {
        k24002--;
        if (true || (3830066383u > d)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } }
    if ((unsigned)((int)b % (int)((TIDX & 65535u) + 1u)) >= (((1045934678u & 1u) == 2u) ? tid : b)) {
        if (6623531u <= b) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        if (tid % 3u == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } else {
        if ((int)a < (int)b) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_25(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1256466794u ^ TIDX, d = sm0[(TIDX + 26u) % BDIM];
    b = (unsigned)(((unsigned long long)(a / (TIDX | 1u)) * (unsigned)(int)((double)(3296465218u & 4095u) * (double)(b & 1023u) - (double)(3296465218u >> 20))) >> 23);
    b ^= ((unsigned)((int)46u % (int)((a & 7u) + 1u)) >> (tid & 31u));
    { unsigned arr25006[8];
    for (unsigned q = 0; q < 8u; q++) arr25006[q] = d + q * 1u;
    arr25006[((unsigned)(((unsigned long long)c * tid) >> 36)) % 8u] = d;
    d = arr25006[(((TIDX >> 29) | (TIDX << 28))) % 8u] ^ arr25006[3]; }
    switch (((unsigned)(int)((float)(2271551561u & 4095u) * (float)(TIDX & 1023u) - (float)(2271551561u >> 20))) % 5u) {
    case 0u:
        if ((((true || (b > 96u)) ? d : TIDX) & 7u) == 1u) {
#pragma unroll
            for (int u25007 = 0; u25007 < 2; u25007++) b += (unsigned)in[(tid * 2u + (unsigned)u25007) % 64u] * (u25007 + 1);
        }
        break;
    case 1u:
        if ((true && (91u > b)) || (d > (unsigned)imax((int)d, (int)TIDX))) {
            switch ((__popc(c)) % 5u) {
            case 0u:
                b = (((true && (a > a)) ? b : 68u) | (unsigned)((int)d / (int)((15u & 65535u) + 1u)));
                break;
            case 1u:
                d = ((d - 4u) * __umulhi(67u, 748316204u));
                break;
            case 2u:
                d = 82u;
                break;
            default:
                a = d;
            }
            { unsigned k25008 = ((c + c)) % 4u;
            do {
                b = (unsigned)(((unsigned long long)__umulhi(d, TIDX) << 1) % ((unsigned long long)b | 1ull));
            } while (k25008-- != 0u); }
        } else {
            b = ((unsigned)((unsigned short)c) | 58u);
        }
    case 2u:
        for (unsigned i25009 = 0; i25009 < (((unsigned)imax((int)a, (int)a)) % 6u); i25009++) {
            d ^= (a << ((unsigned)in[(i25009) % 64u] & 31u));
            for (unsigned i25010 = 0; i25010 < (((TIDX * 23u)) % 6u); i25010++) {
                d = d;
            }
        }
    default:
        for (unsigned i25011 = 0; i25011 < ((tid) % 6u); i25011++) {
            if (((a & b) & 1u) == 0u) {
                a = (unsigned)(int)((double)((TIDX << (tid & 31u)) & 4095u) * (double)(d & 1023u) + (double)((TIDX << (tid & 31u)) >> 20));
                b = (unsigned)((short)(76u << (b & 31u)));
            } else {
                b = (unsigned)(((unsigned long long)(unsigned)((int)c % (int)((a & 7u) + 1u)) << 30) % ((unsigned long long)d | 1ull));
            }
        }
    }
    d = (unsigned)((int)(TIDX - b) % (int)((((3823533066u >> 28) | (3823533066u << 29)) & 255u) + 1u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_26(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2435688434u ^ TIDX, d = sm0[(TIDX + 9u) % BDIM];
    for (int u26001 = 0; u26001 < 8; u26001++) b += (unsigned)in[(tid * 8u + (unsigned)u26001) % 96u] * (u26001 + 1);
    { unsigned k26002 = ((unsigned)((int)935595975u % (int)((TIDX & 7u) + 1u))) % 4u;
    do {
        { unsigned k26003 = (tid) % 4u;
        do {
            { unsigned arr26004[4];
            for (unsigned q = 0; q < 4u; q++) arr26004[q] = a + q * 8u;
            arr26004[((d % (c | 1u))) % 4u] = 1204930579u;
            a = arr26004[((tid * d)) % 4u] ^ arr26004[2]; }
            d ^= (unsigned)((short)(unsigned)imax((int)c, (int)b));
        } while (k26003-- != 0u); }
        for (unsigned i26005 = 0; i26005 < 4u; i26005++) {
            d = c;
            b = (unsigned)imax((int)(unsigned)(((unsigned long long)11u * a) >> 35), (int)(unsigned)(((unsigned long long)tid << 30) / ((unsigned long long)d | 1ull)));
            if (tid % 3u == 0u) {
                d = (unsigned)in[(i26005) % 96u];
                b = (TIDX % (b | 1u));
            }
        }
    } while (k26002-- != 0u); }
    b = ((74u + d) / ((unsigned)(((unsigned long long)tid << 24) / ((unsigned long long)a | 1ull)) | 1u));
    { unsigned k26006 = ((1136259957u >> (tid & 31u))) % 4u;
    do {
        switch ((d) % 4u) {
        case 0u:
#pragma unroll
            for (int u26007 = 0; u26007 < 2; u26007++) b += (unsigned)in[(tid * 2u + (unsigned)u26007) % 96u] * (u26007 + 1);
            break;
        case 1u:
#pragma unroll
            for (int u26008 = 0; u26008 < 8; u26008++) d += (unsigned)in[(tid * 8u + (unsigned)u26008) % 96u] * (u26008 + 1);
            break;
        case 2u:
            { unsigned k26009 = ((unsigned)((unsigned char)95u)) % 5u;
            while (k26009 != 0u) {
                k26009--;
                c = (unsigned)((unsigned char)umin(tid, c));
            } }
            break;
        default:
            b ^= (unsigned)(((unsigned long long)tid * (TIDX % (d | 1u))) >> 22);
        }
    } while (k26006-- != 0u); }
    a ^= ((unsigned)((int)tid / (int)((4239829282u & 255u) + 1u)) + tid);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 6u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (6u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2097500057u ^ TIDX, d = sm0[(TIDX + 17u) % BDIM];
    if ((unsigned)(int)((double)(d & 4095u) * (double)(819493152u & 1023u) + (double)(d >> 20)) <= umin(tid, b)) {
        { unsigned k26010 = (tid) % 5u;
        while (k26010 != 0u) {
            k26010--;
            b ^= ((tid >> (a & 31u)) ^ tid);
        } }
    } else {
        { unsigned arr26011[8];
        for (unsigned q = 0; q < 8u; q++) arr26011[q] = d + q * 7u;
        arr26011[((unsigned)imax((int)a, (int)d)) % 8u] = __popc(b);
        d = arr26011[(__umulhi(TIDX, a)) % 8u] ^ arr26011[0]; }
        for (unsigned i26012 = 0; i26012 < 5u; i26012++) {
            b = (unsigned)(int)((double)((unsigned)((unsigned char)a) & 4095u) * (double)((unsigned)(((unsigned long long)TIDX << 0) / ((unsigned long long)TIDX | 1ull)) & 1023u) - (double)((unsigned)((unsigned char)a) >> 20));
        }
    }
    if (true || (c > 10u)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    { unsigned arr26013[8];
    for (unsigned q = 0; q < 8u; q++) arr26013[q] = a + q * 1u;
    arr26013[(tid) % 8u] = tid;
    a = arr26013[((unsigned)(int)((float)(c & 4095u) * (float)(63u & 1023u) - (float)(c >> 20))) % 8u] ^ arr26013[3]; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_27(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3764664796u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    c ^= b;
    { unsigned arr27004[4];
    for (unsigned q = 0; q < 4u; q++) arr27004[q] = d + q * 5u;
    arr27004[((unsigned)((int)TIDX / (int)((a & 65535u) + 1u))) % 4u] = (c << (c & 31u));
    d = arr27004[((unsigned)in[(a) % 96u]) % 4u] ^ arr27004[2]; }
    b ^= ((unsigned)in[(d) % 96u] >> ((((tid & 3u) == 0u) ? d : d) & 31u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1033112453u ^ TIDX, d = sm1[(TIDX + 3u) % BDIM];
    d = c;
    c = 4u;
    d ^= ((tid << (d & 31u)) / ((64u * c) | 1u));
    if (true || (39u > a)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    if (true && (b > b)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
#pragma unroll 4
    for (int u27005 = 0; u27005 < 2; u27005++) c += (unsigned)in[(tid * 2u + (unsigned)u27005) % 96u] * (u27005 + 1);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_28(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3884321192u ^ TIDX, d = sm0[(TIDX + 39u) % BDIM];
    c ^= (unsigned)(int)((double)((d | TIDX) & 4095u) * (double)(f28001(TIDX, a) & 1023u) - (double)((d | TIDX) >> 20));
    { unsigned k28004 = ((21u - TIDX)) % 5u;
    while (k28004 != 0u) {
        k28004--;
        switch ((6716972u) % 3u) {
        case 0u:
            atomicAdd(&cnt[(f28002(TIDX)) % 4u], ((unsigned)(((unsigned long long)d << 29) % ((unsigned long long)tid | 1ull))) & 255u);
        case 1u:
            for (unsigned i28005 = 0; i28005 < ((((tid >> 6) | (tid << 8))) % 6u); i28005++) {
                a = ((unsigned)(((unsigned long long)TIDX << 5) / ((unsigned long long)b | 1ull)) << ((unsigned)(((unsigned long long)d * 521892297u) >> 19) & 31u));
            }
            break;
        default:
            atomicAdd(&cnt[((unsigned)(((unsigned long long)a << 4) % ((unsigned long long)4139485620u | 1ull))) % 4u], ((unsigned)(((unsigned long long)d * d) >> 31)) & 255u);
        }
    } }
    c ^= (f28002(TIDX) & (2324967701u & 1164078504u));
    { unsigned arr28006[8];
    for (unsigned q = 0; q < 8u; q++) arr28006[q] = b + q * 7u;
    arr28006[((unsigned)(int)((double)(TIDX & 4095u) * (double)(a & 1023u) - (double)(TIDX >> 20))) % 8u] = 3056700413u;
    b = arr28006[(f28002(d)) % 8u] ^ arr28006[2]; }
    a = c;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_29(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 245343084u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    c = (unsigned)(((unsigned long long)(unsigned)((int)d % (int)((a & 65535u) + 1u)) << 8) % ((unsigned long long)umin(b, 43u) | 1ull));
    for (unsigned i29003 = 0; i29003 < 4u; i29003++) {
        if ((a & 1u) == 0u) continue;
    }
    for (unsigned i29004 = 0; i29004 < (((62u << (a & 31u))) % 6u); i29004++) {
        if (i29004 < c) continue;
        { unsigned k29005 = ((unsigned)in[(a) % 96u]) % 5u;
        while (k29005 != 0u) {
            k29005--;
            b = i29004;
        } }
    }
    b = ((unsigned)(((unsigned long long)33u << 31) / ((unsigned long long)2477554520u | 1ull)) ^ c);
    if ((int)(unsigned)(((unsigned long long)c * d) >> 25) < (int)(unsigned)((unsigned short)d)) {
        a = (((unsigned)((int)tid / (int)((d & 255u) + 1u)) >= (TIDX & 65u)) ? 2069241939u : (a ^ a));
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2791421813u ^ TIDX, d = sm1[(TIDX + 11u) % BDIM];
    for (unsigned i29006 = 0; i29006 < 1u; i29006++) {
        c ^= (((a >> 6) | (a << 21)) & (a | b));
    }
    { unsigned k29007 = (12u) % 5u;
    while (k29007 != 0u) {
        k29007--;
        a = 83u;
    } }
    { unsigned k29008 = (f29001(1657836440u, c)) % 4u;
    do {
#pragma unroll
        for (int u29009 = 0; u29009 < 2; u29009++) c += (unsigned)in[(tid * 2u + (unsigned)u29009) % 96u] * (u29009 + 1);
        switch (((unsigned)((int)3u % (int)((4222669162u & 65535u) + 1u))) % 5u) {
        case 0u:
            d ^= __clz((unsigned)((short)c));
            break;
        case 1u:
            for (unsigned i29010 = 0; i29010 < ((((tid >> 18) | (tid << 20))) % 6u); i29010++) {
                a = (unsigned)(((unsigned long long)(c - 3743269168u) << 21) % ((unsigned long long)(unsigned)((int)210823380u % (int)((c & 255u) + 1u)) | 1ull));
                b = f29001(4u, umin(i29010, b));
            }
        default:
            d = __umulhi(((c >> 3) | (c << 19)), b);
        }
    } while (k29008-- != 0u); }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1685791217u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
    b ^= ((unsigned)(((unsigned long long)TIDX << 10) / ((unsigned long long)tid | 1ull)) ^ 1438292153u);
    atomicAdd(&cnt[((unsigned)in[(b) % 96u]) % 4u], ((3082121758u / (2048635850u | 1u))) & 255u);
    d ^= (unsigned)imax((int)(a >> (b & 31u)), (int)(unsigned)in[(b) % 96u]);
    a = ((unsigned)(((unsigned long long)a * 24u) >> 34) + c);
    a ^= (f29002(c, d) & (tid - d));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2337361216u ^ TIDX, d = sm1[(TIDX + 16u) % BDIM];
    d ^= ((unsigned)(((unsigned long long)3644310570u << 30) / ((unsigned long long)b | 1ull)) >> (((tid % 5u == 1u) ? 21u : 96u) & 31u));
    c ^= f29001((d % (3u | 1u)), (unsigned)(((unsigned long long)TIDX << 28) / ((unsigned long long)tid | 1ull)));
    for (unsigned i29011 = 0; i29011 < (((unsigned)((short)TIDX)) % 6u); i29011++) {
        c ^= (i29011 | c);
        switch (((unsigned)in[(i29011) % 96u]) % 5u) {
        case 0u:
            for (unsigned i29012 = 0; i29012 < 3u; i29012++) {
                d = ((unsigned)((unsigned short)TIDX) - (unsigned)(((unsigned long long)c * 54u) >> 11));
            }
        case 1u:
            switch (((d << (c & 31u))) % 4u) {
            case 0u:
                c = __umulhi(__umulhi(b, b), (((int)i29011 < (int)68u) ? 1147450028u : TIDX));
                break;
            case 1u:
                d = 1315858667u;
                break;
            default:
                a = 3692799508u;
            }
        case 2u:
            d = (unsigned)(((unsigned long long)(TIDX | TIDX) << 30) / ((unsigned long long)(unsigned)((const V4 *)in)[(c) % 24u].z | 1ull));
            break;
        default:
            b ^= (unsigned)(((unsigned long long)(1656487611u ^ d) * i29011) >> 27);
        }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_30(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1238003127u ^ TIDX, d = sm0[(TIDX + 35u) % BDIM];
    c = (((c >> 4) | (c << 10)) ^ (TIDX | 3430777948u));
#pragma unroll
    for (int u30005 = 0; u30005 < 4; u30005++) d += (unsigned)in[(tid * 4u + (unsigned)u30005) % 64u] * (u30005 + 1);
    { unsigned k30006 = (__umulhi(TIDX, d)) % 4u;
    do {
        c ^= c;
        c ^= ((unsigned)((const V4 *)in)[(TIDX) % 16u].x - (unsigned)(((unsigned long long)d * 97u) >> 28));
    } while (k30006-- != 0u); }
    a ^= (unsigned)imax((int)((a < b) ? d : 309284108u), (int)(a | c));
    for (unsigned i30007 = 0; i30007 < (((unsigned)((const V4 *)in)[(a) % 16u].z) % 6u); i30007++) {
        { unsigned k30008 = (d) % 5u;
        while (k30008 != 0u) {
            k30008--;
            b ^= (unsigned)(((unsigned long long)f30001(tid) << 21) % ((unsigned long long)f30001(b) | 1ull));
        } }
    }
    c ^= TIDX;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3539650322u ^ TIDX, d = sm0[(TIDX + 13u) % BDIM];
    c = (unsigned)(int)((double)(TIDX & 4095u) * (double)((unsigned)in[(tid) % 64u] & 1023u) + (double)(TIDX >> 20));
    c ^= d;
    if (tid % 3u == 2u) {
        switch (((unsigned)((int)tid / (int)((tid & 7u) + 1u))) % 3u) {
        case 0u:
            a = (__umulhi(tid, a) ^ (a << (d & 31u)));
            break;
        case 1u:
            a ^= a;
            break;
        default:
            c = f30003((tid - a), (unsigned)((signed char)TIDX));
        }
    } else {
        c ^= TIDX;
    }
    if ((a & 1u) == 1u) {
        if ((1409528059u == 3816435109u) || ((unsigned)(((unsigned long long)a * 98u) >> 11) > (a * 3591894245u))) {
            { unsigned k30009 = (((true && (b > d)) ? a : tid)) % 5u;
            while (k30009 != 0u) {
                k30009--;
                c = (unsigned)(int)((double)((unsigned)(int)((double)(c & 4095u) * (double)(45u & 1023u) + (double)(c >> 20)) & 4095u) * (double)((tid + d) & 1023u) + (double)((unsigned)(int)((double)(c & 4095u) * (double)(45u & 1023u) + (double)(c >> 20)) >> 20));
            } }
            switch (((unsigned)((unsigned short)16u)) % 4u) {
            case 0u:
                a = 30u;
                break;
            case 1u:
                c = (unsigned)(((unsigned long long)(unsigned)((int)2848360504u % (int)((d & 65535u) + 1u)) * (unsigned)(((unsigned long long)c * 6u) >> 13)) >> 19);
                break;
            case 2u:
                a = f30001(3378766120u);
            default:
                b = (unsigned)(((unsigned long long)(a << (b & 31u)) << 1) / ((unsigned long long)b | 1ull));
            }
        }
    }
    a = 1796268539u;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2980021649u ^ TIDX, d = sm1[(TIDX + 33u) % BDIM];
    switch ((TIDX) % 3u) {
    case 0u:
        c ^= (((61u * 76u) >> 10) | ((61u * 76u) << 14));
        break;
    case 1u:
        b = 2492651350u;
        break;
    default:
        if ((int)4095131215u < (int)(tid + TIDX)) {
            b ^= (((b ^ d) >> 11) | ((b ^ d) << 20));
        }
    }
    c = c;
    d = umin(__umulhi(d, TIDX), (unsigned)(int)((float)(32676352u & 4095u) * (float)(34u & 1023u) + (float)(32676352u >> 20)));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 25u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 25u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 535673314u ^ TIDX, d = sm1[(TIDX + 6u) % BDIM];
    c ^= (unsigned)((unsigned short)(c - 3903786474u));
    if ((int)(unsigned)((signed char)TIDX) < (int)umin(c, a)) {
        { unsigned k30010 = ((TIDX * d)) % 4u;
        do {
            c = 21u;
            switch ((__brev(TIDX)) % 4u) {
            case 0u:
                a = (unsigned)(int)((double)(__clz(c) & 4095u) * (double)(c & 1023u) - (double)(__clz(c) >> 20));
                break;
            case 1u:
                b = __popc(f30003(TIDX, 2781699867u));
                break;
            default:
                d = ((unsigned)(((unsigned long long)tid << 17) / ((unsigned long long)c | 1ull)) | (tid | TIDX));
            }
        } while (k30010-- != 0u); }
    } else {
        { unsigned k30011 = ((unsigned)((const V4 *)in)[(58u) % 16u].y) % 4u;
        do {
            switch ((4028571489u) % 3u) {
            case 0u:
                b = 13u;
                break;
            case 1u:
                b = __umulhi((unsigned)(((unsigned long long)1029036553u << 10) / ((unsigned long long)d | 1ull)), f30001(1u));
            default:
                c = (((unsigned)((const V4 *)in)[(c) % 16u].z >> 30) | ((unsigned)((const V4 *)in)[(c) % 16u].z << 1));
            }
        } while (k30011-- != 0u); }
    }
    if (1925144826u <= TIDX) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    d ^= ((d ^ 650767811u) % ((a - c) | 1u));
    a = ((unsigned)(((unsigned long long)d * 39u) >> 24) & (unsigned)imax((int)d, (int)a));
    d = __umulhi((6u & TIDX), (unsigned)(int)((double)(d & 4095u) * (double)(TIDX & 1023u) + (double)(d >> 20)));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_31(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4237925073u ^ TIDX, d = sm0[(TIDX + 13u) % BDIM];
    a ^= (unsigned)(int)((float)((a & d) & 4095u) * (float)(umin(c, tid) & 1023u) - (float)((a & d) >> 20));
    a ^= (((TIDX >> 28) | (TIDX << 23)) << ((81u << (a & 31u)) & 31u));
    a ^= 97u;
    a = (unsigned)((const V4 *)in)[(b) % 24u].y;
    { unsigned k31004 = ((unsigned)(((unsigned long long)b << 29) / ((unsigned long long)tid | 1ull))) % 4u;
    do {
        d = b;
    } while (k31004-- != 0u); }
    { unsigned arr31005[4];
    for (unsigned q = 0; q < 4u; q++) arr31005[q] = b + q * 4u;
    arr31005[((unsigned)((signed char)c)) % 4u] = (unsigned)((const V4 *)in)[(a) % 24u].x;
    b = arr31005[(f31001(9u, 185554152u)) % 4u] ^ arr31005[3]; }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2307125967u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    c ^= (d & (unsigned)(((unsigned long long)a << 17) / ((unsigned long long)b | 1ull)));
    c ^= c;
    { unsigned k31006 = ((c + a)) % 4u;
    do {
        c ^= a;
        b = d;
    } while (k31006-- != 0u); }
    switch (((unsigned)(((unsigned long long)TIDX << 9) % ((unsigned long long)d | 1ull))) % 4u) {
    case 0u:
        b ^= umin(__brev(c), 1199931668u);
        break;
    case 1u:
        a = __clz((a ^ d));
        break;
    case 2u:
        switch (((tid & tid)) % 4u) {
        case 0u:
#pragma unroll 2
            for (int u31007 = 0; u31007 < 4; u31007++) c += (unsigned)in[(tid * 4u + (unsigned)u31007) % 96u] * (u31007 + 1);
            break;
        case 1u:
            b = f31001(tid, (2491624113u | a));
        case 2u:
            a ^= __popc(c);
        default:
            b ^= (unsigned)((int)23u % (int)((f31001(tid, 3667473981u) & 7u) + 1u));
        }
        break;
    default:
        { unsigned arr31008[8];
        for (unsigned q = 0; q < 8u; q++) arr31008[q] = a + q * 3u;
        arr31008[((unsigned)(((unsigned long long)c << 16) % ((unsigned long long)TIDX | 1ull))) % 8u] = f31001(d, TIDX);
        a = arr31008[((unsigned)(((unsigned long long)tid << 17) / ((unsigned long long)TIDX | 1ull))) % 8u] ^ arr31008[3]; }
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 19u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 19u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1889758463u ^ TIDX, d = sm0[(TIDX + 32u) % BDIM];
    c = (unsigned)in[(((21u >> 4) | (21u << 29))) % 96u];
    for (int u31009 = 0; u31009 < 2; u31009++) b += (unsigned)in[(tid * 2u + (unsigned)u31009) % 96u] * (u31009 + 1);
    { unsigned arr31010[8];
    for (unsigned q = 0; q < 8u; q++) arr31010[q] = a + q * 3u;
    arr31010[((b + 82u)) % 8u] = umin(d, TIDX);
    a = arr31010[((a / (TIDX | 1u))) % 8u] ^ arr31010[6]; }
#pragma unroll 2
    for (int u31011 = 0; u31011 < 2; u31011++) d += (unsigned)in[(tid * 2u + (unsigned)u31011) % 96u] * (u31011 + 1);
    for (unsigned i31012 = 0; i31012 < (((unsigned)((const V4 *)in)[(a) % 24u].z) % 6u); i31012++) {
        b = TIDX;
    }
    if (tid % 32u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_32(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 601266849u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    switch ((2491384846u) % 4u) {
    case 0u:
        { unsigned arr32007[8];
        for (unsigned q = 0; q < 8u; q++) arr32007[q] = c + q * 8u;
        arr32007[(2999094321u) % 8u] = 32u;
        c = arr32007[(a) % 8u] ^ arr32007[5]; }
    case 1u:
        a ^= 28u;
        break;
    default:
        c ^= (unsigned)(int)((double)((a % (b | 1u)) & 4095u) * (double)(a & 1023u) + (double)((a % (b | 1u)) >> 20));
    }
    for (unsigned i32008 = 0; i32008 < 5u; i32008++) {
#pragma unroll
        for (int u32009 = 0; u32009 < 2; u32009++) a += (unsigned)in[(tid * 2u + (unsigned)u32009) % 96u] * (u32009 + 1);
    }
    c ^= (unsigned)in[(tid) % 96u];
    a = __umulhi(__umulhi(b, c), (tid | a));
    for (unsigned i32010 = 0; i32010 < (((unsigned)((const V4 *)in)[(c) % 24u].w) % 6u); i32010++) {
        b ^= b;
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3255544645u ^ TIDX, d = sm1[(TIDX + 36u) % BDIM];
    { unsigned arr32011[4];
    for (unsigned q = 0; q < 4u; q++) arr32011[q] = a + q * 8u;
    arr32011[(b) % 4u] = a;
    a = arr32011[((unsigned)((signed char)44u)) % 4u] ^ arr32011[1]; }
    d = __brev((d << (d & 31u)));
    { unsigned arr32012[8];
    for (unsigned q = 0; q < 8u; q++) arr32012[q] = b + q * 3u;
    arr32012[(__brev(d)) % 8u] = ((16u >> 2) | (16u << 18));
    b = arr32012[(f32001(c, TIDX)) % 8u] ^ arr32012[7]; }
    { unsigned arr32013[8];
    for (unsigned q = 0; q < 8u; q++) arr32013[q] = b + q * 2u;
    arr32013[((unsigned)(((unsigned long long)a * 35u) >> 18)) % 8u] = (b + a);
    b = arr32013[(31u) % 8u] ^ arr32013[5]; }
#pragma unroll 2
    for (int u32014 = 0; u32014 < 2; u32014++) b += (unsigned)in[(tid * 2u + (unsigned)u32014) % 96u] * (u32014 + 1);
    c ^= ((a / (d | 1u)) ^ (c / (tid | 1u)));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 25u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 25u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2226079698u ^ TIDX, d = sm1[(TIDX + 29u) % BDIM];
    { unsigned arr32015[8];
    for (unsigned q = 0; q < 8u; q++) arr32015[q] = b + q * 2u;
    arr32015[((unsigned)((int)TIDX % (int)((b & 7u) + 1u))) % 8u] = (tid + 3464896798u);
    b = arr32015[(tid) % 8u] ^ arr32015[1]; }
    if ((int)c < (int)TIDX) {
        a ^= (umin(tid, 184013168u) * a);
    }
    { unsigned k32016 = ((unsigned)((int)d / (int)((d & 7u) + 1u))) % 5u;
    while (k32016 != 0u) {
        k32016--;
        d ^= ((a * b) & (unsigned)(int)((double)(c & 4095u) * (double)(d & 1023u) - (double)(c >> 20)));
        d ^= (unsigned)((int)((true || (1897297530u > d)) ? b : c) % (int)(((tid - c) & 7u) + 1u));
    } }
    { unsigned k32017 = (((TIDX >> 16) | (TIDX << 10))) % 5u;
    while (k32017 != 0u) {
        k32017--;
        a = ((c << (c & 31u)) & d);
    } }
    switch (((c + c)) % 5u) {
    case 0u:
        for (unsigned i32018 = 0; i32018 < (((unsigned)in[(TIDX) % 96u]) % 6u); i32018++) {
            d = ((tid + c) << (70u & 31u));
        }
        break;
    case 1u:
        c ^= tid;
        break;
    default:
        c ^= (unsigned)(int)((double)(((d >> 5) | (d << 13)) & 4095u) * (double)(__umulhi(117890159u, 4150163371u) & 1023u) - (double)(((d >> 5) | (d << 13)) >> 20));
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4126600360u ^ TIDX, d = sm1[(TIDX + 39u) % BDIM];
    if (tid % 33u == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    if ((4u & 1u) == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    if (b == b) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_33(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1911988367u ^ TIDX, d = sm0[(TIDX + 2u) % BDIM];
    c = __popc(1168789965u);
    if (true || (c > 89u)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    switch ((((90u == TIDX) ? 3169844977u : tid)) % 5u) {
    case 0u:
        for (unsigned i33001 = 0; i33001 < 1u; i33001++) {
            { unsigned k33002 = ((unsigned)in[(i33001) % 80u]) % 4u;
            do {
                a = __umulhi((TIDX ^ 42u), d);
                d = (unsigned)(((unsigned long long)(a ^ TIDX) * (i33001 - tid)) >> 21);
            } while (k33002-- != 0u); }
            a ^= __umulhi(i33001, ((3539288499u >> 11) | (3539288499u << 15)));
            if (tid % 32u == 1u) {
                d = umin((a * 955436044u), (unsigned)(((unsigned long long)13u << 9) / ((unsigned long long)c | 1ull)));
                a = (7u << ((unsigned)((int)TIDX % (int)((TIDX & 255u) + 1u)) & 31u));
            } else {
                b = (unsigned)(((unsigned long long)(unsigned)(int)((double)(b & 4095u) * (double)(TIDX & 1023u) + (double)(b >> 20)) * c) >> 7);
            }
        }
        break;
    case 1u:
        switch (((d + 33u)) % 5u) {
        case 0u:
            a = 11u;
        case 1u:
            switch (((unsigned)(((unsigned long long)b * b) >> 12)) % 5u) {
            case 0u:
                d = (unsigned)((unsigned char)(tid & TIDX));
            case 1u:
                a = ((tid % (d | 1u)) - (unsigned)(((unsigned long long)1944704067u * tid) >> 11));
                break;
            default:
                d = (__popc(0u) + (unsigned)(int)((float)(94u & 4095u) * (float)(50u & 1023u) - (float)(94u >> 20)));
            }
            break;
        case 2u:
            if ((int)tid < (int)d) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
            break;
        default:
            { unsigned k33003 = (b) % 5u;
            while (k33003 != 0u) {
                k33003--;
                c = ((81u >> (c & 31u)) - ((d >> 10) | (d << 24)));
            } }
        }
    default:
        d = c;
    }
    c = tid;
    d ^= d;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_34(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 609213654u ^ TIDX, d = sm0[(TIDX + 22u) % BDIM];
    switch (((d * b)) % 4u) {
    case 0u:
        for (unsigned i34001 = 0; i34001 < ((a) % 6u); i34001++) {
            { unsigned arr34002[8];
            for (unsigned q = 0; q < 8u; q++) arr34002[q] = d + q * 1u;
            arr34002[((unsigned)imax((int)b, (int)tid)) % 8u] = (596392136u * i34001);
            d = arr34002[(__brev(b)) % 8u] ^ arr34002[1]; }
            c = ((unsigned)(((unsigned long long)3570605963u << 26) / ((unsigned long long)d | 1ull)) + a);
            if (tid % 7u == 2u) {
                c = 79u;
                b = d;
            } else {
                d = d;
                a = (unsigned)((const V4 *)in)[((tid & d)) % 24u].w;
            }
        }
        break;
    case 1u:
        b = (__umulhi(b, c) + (unsigned)in[(1369871400u) % 96u]);
    default:
#pragma unroll 2
        for (int u34003 = 0; u34003 < 2; u34003++) a += (unsigned)in[(tid * 2u + (unsigned)u34003) % 96u] * (u34003 + 1);
    }
    b ^= ((unsigned)((short)b) & ((tid == a) ? b : d));
    b = (unsigned)((int)c / (int)((502213364u & 255u) + 1u));
    { unsigned arr34004[4];
    for (unsigned q = 0; q < 4u; q++) arr34004[q] = a + q * 8u;
    arr34004[(TIDX) % 4u] = (3853814264u + c);
    a = arr34004[(umin(tid, b)) % 4u] ^ arr34004[1]; }
    b ^= ((tid - d) ^ ((true || (2823958689u > c)) ? c : a));
    c ^= ((unsigned)((int)TIDX % (int)((b & 65535u) + 1u)) & (unsigned)((unsigned short)tid));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1125325990u ^ TIDX, d = sm1[(TIDX + 16u) % BDIM];
    for (unsigned i34005 = 0; i34005 < 1u; i34005++) {
        switch (((unsigned)(((unsigned long long)253822049u * c) >> 29)) % 4u) {
        case 0u:
            { unsigned k34006 = (((tid % 33u == 0u) ? tid : i34005)) % 4u;
            do {
                a = a;
            } while (k34006-- != 0u); }
            break;
        case 1u:
            d = __umulhi(i34005, (unsigned)((const V4 *)in)[(1565258970u) % 24u].w);
            break;
        case 2u:
            c = __umulhi((24u % (c | 1u)), ((b < d) ? tid : 2037058691u));
            break;
        default:
            { unsigned arr34007[8];
            for (unsigned q = 0; q < 8u; q++) arr34007[q] = c + q * 5u;
            arr34007[((a ^ i34005)) % 8u] = (d + a);
            c = arr34007[(__clz(c)) % 8u] ^ arr34007[5]; }
        }
        b = (unsigned)(((unsigned long long)(a >> (2071776582u & 31u)) << 4) % ((unsigned long long)(38u | b) | 1ull));
    }
    c = (unsigned)(((unsigned long long)a << 8) % ((unsigned long long)a | 1ull));
    a ^= TIDX;
    b ^= (unsigned)(int)((double)((unsigned)(((unsigned long long)91u * 391999962u) >> 15) & 4095u) * (double)(84u & 1023u) - (double)((unsigned)(((unsigned long long)91u * 391999962u) >> 15) >> 20));
    a = (unsigned)((const V4 *)in)[((d ^ 1332666850u)) % 24u].z;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2327825761u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    b ^= ((tid ^ 2458009694u) + __umulhi(1342691548u, 1u));
    { unsigned k34008 = (__umulhi(tid, tid)) % 4u;
    do {
        a = (unsigned)(((unsigned long long)(unsigned)in[(d) % 96u] * (TIDX & d)) >> 18);
    } while (k34008-- != 0u); }
    if (tid % 2u == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    d = ((a >> (35u & 31u)) ^ (unsigned)in[(98u) % 96u]);
#pragma unroll
    for (int u34009 = 0; u34009 < 2; u34009++) c += (unsigned)in[(tid * 2u + (unsigned)u34009) % 96u] * (u34009 + 1);
    c = (unsigned)imax((int)2631333292u, (int)(c * 60u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_35(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 395074629u ^ TIDX, d = sm0[(TIDX + 26u) % BDIM];
    d = (d | (a - c));
    { unsigned arr35004[8];
    for (unsigned q = 0; q < 8u; q++) arr35004[q] = a + q * 1u;
    arr35004[(c) % 8u] = __clz(b);
    a = arr35004[((3892238222u * c)) % 8u] ^ arr35004[5]; }
    d = (((a >> 4) | (a << 18)) + umin(b, tid));
    { unsigned k35005 = ((712415979u & 2476579864u)) % 4u;
    do {
        c = (((tid % 2u == 1u) ? 2363562421u : 520597469u) & __umulhi(TIDX, b));
    } while (k35005-- != 0u); }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 28u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (28u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1096704749u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
#pragma unroll
    for (int u35006 = 0; u35006 < 8; u35006++) c += (unsigned)in[(tid * 8u + (unsigned)u35006) % 64u] * (u35006 + 1);
    b = f35003((unsigned)(((unsigned long long)d << 12) / ((unsigned long long)22u | 1ull)));
    d = ((d % (tid | 1u)) * __clz(b));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1023089729u ^ TIDX, d = sm1[(TIDX + 38u) % BDIM];
    b ^= a;
    c ^= ((tid + 88u) & (unsigned)((int)b / (int)((2097218590u & 7u) + 1u)));
    atomicAdd(&cnt[(7u) % 4u], ((unsigned)imax((int)b, (int)TIDX)) & 255u);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 993696321u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    for (int u35007 = 0; u35007 < 2; u35007++) d += (unsigned)in[(tid * 2u + (unsigned)u35007) % 64u] * (u35007 + 1);
    a = (unsigned)((int)(unsigned)((const V4 *)in)[(tid) % 16u].z / (int)((((tid % 32u == 1u) ? TIDX : b) & 7u) + 1u));
    { unsigned k35008 = (__umulhi(tid, TIDX)) % 5u;
    while (k35008 != 0u) {
        k35008--;
        for (unsigned i35009 = 0; i35009 < 3u; i35009++) {
            if ((int)b < (int)78u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        }
        for (unsigned i35010 = 0; i35010 < (((unsigned)((unsigned short)67u)) % 6u); i35010++) {
            if ((c & a) >= (1176575720u | a)) {
                c = ((unsigned)(((unsigned long long)d << 31) % ((unsigned long long)i35010 | 1ull)) + (unsigned)(((unsigned long long)d * tid) >> 22));
                d = (unsigned)(int)((float)((436516507u / (14u | 1u)) & 4095u) * (float)(a & 1023u) - (float)((436516507u / (14u | 1u)) >> 20));
            } else {
                c = (unsigned)(int)((double)(f35003(a) & 4095u) * (double)((unsigned)((int)d / (int)((c & 255u) + 1u)) & 1023u) + (double)(f35003(a) >> 20));
                d = (unsigned)((int)(((4044499885u & 3u) == 0u) ? d : tid) / (int)(((unsigned)(((unsigned long long)c << 20) / ((unsigned long long)c | 1ull)) & 255u) + 1u));
            }
            switch ((tid) % 4u) {
            case 0u:
                b = (d ^ (unsigned)((signed char)tid));
                break;
            case 1u:
                d = (unsigned)(int)((float)(72u & 4095u) * (float)(c & 1023u) + (float)(72u >> 20));
                break;
            case 2u:
                a = __umulhi(601635247u, (unsigned)((signed char)TIDX));
                break;
            default:
                c = (unsigned)((short)tid);
            }
        }
    } }
    a = f35001((unsigned)(((unsigned long long)90u << 16) / ((unsigned long long)b | 1ull)), (tid - TIDX));
    c = ((90u + a) ^ 3476284420u);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_36(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2548612336u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
    if (tid % 2u == 1u) {
        a = a;
        a = ((a & 3172969966u) % (TIDX | 1u));
    }
    c = (unsigned)((const V4 *)in)[((d + 66u)) % 24u].x;
    switch ((b) % 5u) {
    case 0u:
        c ^= ((unsigned)(int)((float)(b & 4095u) * (float)(a & 1023u) - (float)(b >> 20)) / ((96u % (68u | 1u)) | 1u));
        break;
    case 1u:
        c ^= tid;
        break;
    case 2u:
        { unsigned k36001 = (0u) % 4u;
        do {
            if ((int)(b - 3891927899u) < (int)(unsigned)in[(tid) % 96u]) {
                d = 1570335485u;
            } else {
                a = ((unsigned)imax((int)d, (int)a) & (99u + c));
                c = (unsigned)((int)(unsigned)((const V4 *)in)[(a) % 24u].w % (int)(((unsigned)((short)a) & 65535u) + 1u));
            }
            a = (unsigned)(((unsigned long long)__popc(97u) * tid) >> 36);
        } while (k36001-- != 0u); }
    default:
        d = 1968616762u;
    }
    switch ((__umulhi(b, b)) % 5u) {
    case 0u:
        b = (TIDX << (TIDX & 31u));
        break;
    case 1u:
        { unsigned k36002 = ((tid + 1u)) % 4u;
        do {
            d ^= ((c + 47u) / ((16u * TIDX) | 1u));
        } while (k36002-- != 0u); }
        break;
    case 2u:
        a ^= (__popc(b) * ((61u >> 25) | (61u << 6)));
    default:
        { unsigned arr36003[8];
        for (unsigned q = 0; q < 8u; q++) arr36003[q] = a + q * 1u;
        arr36003[(__umulhi(TIDX, a)) % 8u] = (unsigned)(((unsigned long long)1u * 2935962313u) >> 30);
        a = arr36003[(((9u >> 11) | (9u << 16))) % 8u] ^ arr36003[5]; }
    }
    a ^= ((unsigned)(int)((double)(b & 4095u) * (double)(d & 1023u) + (double)(b >> 20)) + 3367197475u);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 4u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 4u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3112829293u ^ TIDX, d = sm0[(TIDX + 10u) % BDIM];
    { unsigned arr36004[8];
    for (unsigned q = 0; q < 8u; q++) arr36004[q] = c + q * 6u;
    arr36004[(TIDX) % 8u] = d;
    c = arr36004[(c) % 8u] ^ arr36004[5]; }
    a = ((c / (c | 1u)) + __umulhi(tid, TIDX));
    d = b;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1311426823u ^ TIDX, d = sm1[(TIDX + 33u) % BDIM];
    for (unsigned i36005 = 0; i36005 < (((unsigned)(((unsigned long long)c << 4) % ((unsigned long long)a | 1ull))) % 6u); i36005++) {
        { unsigned k36006 = ((a * TIDX)) % 4u;
        do {
            if (true && (a > a)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        } while (k36006-- != 0u); }
        d ^= tid;
        { unsigned arr36007[4];
        for (unsigned q = 0; q < 4u; q++) arr36007[q] = d + q * 5u;
        arr36007[(c) % 4u] = c;
        d = arr36007[((unsigned)in[(23u) % 96u]) % 4u] ^ arr36007[0]; }
    }
    if (true && (c > 48u)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    b ^= umin(d, (TIDX + d));
    if (TIDX > a) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_37(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 26145304u ^ TIDX, d = sm0[(TIDX + 39u) % BDIM];
    if (((unsigned)in[(a) % 96u] & 1u) == 0u) {
        d = (2372040825u + ((true || (17u > TIDX)) ? d : b));
        { unsigned arr37005[8];
        for (unsigned q = 0; q < 8u; q++) arr37005[q] = a + q * 7u;
        arr37005[((d & TIDX)) % 8u] = b;
        a = arr37005[((1875670193u - 8u)) % 8u] ^ arr37005[5]; }
    } else {
        if ((unsigned)imax((int)579247589u, (int)tid) >= __brev(a)) {
            c ^= (unsigned)(((unsigned long long)(c - b) * (unsigned)in[(10u) % 96u]) >> 35);
        }
        b ^= (c & 2878401180u);
    }
    b ^= ((b >> 12) | (b << 4));
    d = ((unsigned)((short)tid) << ((tid | 62u) & 31u));
    d = (((unsigned)((unsigned short)3000680007u) >> 16) | ((unsigned)((unsigned short)3000680007u) << 19));
    d ^= 65u;
    switch ((b) % 4u) {
    case 0u:
        if ((int)__umulhi(TIDX, d) < (int)umin(1202087232u, c)) {
            { unsigned k37006 = ((unsigned)((unsigned char)b)) % 5u;
            while (k37006 != 0u) {
                k37006--;
                a = ((unsigned)(int)((double)(c & 4095u) * (double)(27u & 1023u) + (double)(c >> 20)) - (unsigned)(((unsigned long long)d * a) >> 16));
                b = d;
            } }
            a = (unsigned)(((unsigned long long)(c ^ tid) * 2518386006u) >> 15);
        } else {
            c = (d & ((b >= c) ? a : c));
        }
        break;
    case 1u:
        { unsigned arr37007[8];
        for (unsigned q = 0; q < 8u; q++) arr37007[q] = d + q * 4u;
        arr37007[((unsigned)((short)69u)) % 8u] = ((tid % 3u == 0u) ? a : TIDX);
        d = arr37007[((unsigned)(((unsigned long long)d << 22) / ((unsigned long long)b | 1ull))) % 8u] ^ arr37007[4]; }
        break;
    default:
        b ^= __popc(umin(1301763539u, 72u));
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1836961397u ^ TIDX, d = sm1[(TIDX + 13u) % BDIM];
    { unsigned k37008 = (d) % 4u;
    do {
        for (int u37009 = 0; u37009 < 2; u37009++) a += (unsigned)in[(tid * 2u + (unsigned)u37009) % 96u] * (u37009 + 1);
    } while (k37008-- != 0u); }
    if ((a & TIDX) >= (unsigned)(int)((double)(1035419377u & 4095u) * (double)(a & 1023u) - (double)(1035419377u >> 20))) {
        if (tid % 32u == 1u) {
            b ^= ((a ^ a) >> (__umulhi(4052506911u, d) & 31u));
        }
    }
    if ((int)(tid % (2849915366u | 1u)) < (int)(unsigned)(((unsigned long long)c << 6) / ((unsigned long long)b | 1ull))) {
        c ^= ((unsigned)((unsigned short)b) % ((1957645694u | 1994904671u) | 1u));
        switch ((b) % 4u) {
        case 0u:
            c = ((b - 24u) * (unsigned)((unsigned short)TIDX));
            break;
        case 1u:
            if (__umulhi(964571938u, c) <= (unsigned)(((unsigned long long)2962592052u * tid) >> 29)) {
                b = (unsigned)(((unsigned long long)b * f37001(TIDX)) >> 34);
                b = (((unsigned)((const V4 *)in)[(78u) % 24u].w > __clz(2453624975u)) ? (c * 72u) : (unsigned)((const V4 *)in)[(a) % 24u].y);
            } else {
                d = (((unsigned)(((unsigned long long)d * TIDX) >> 25) >> 14) | ((unsigned)(((unsigned long long)d * TIDX) >> 25) << 15));
            }
        default:
            switch (((unsigned)(int)((double)(b & 4095u) * (double)(a & 1023u) - (double)(b >> 20))) % 4u) {
            case 0u:
                c = ((a - b) >> (TIDX & 31u));
                break;
            case 1u:
                b = (b & 90u);
                break;
            case 2u:
                a = (69u >> ((c >> (TIDX & 31u)) & 31u));
            default:
                c = __clz(f37003(TIDX, TIDX));
            }
        }
    } else {
        if (tid % 5u == 1u) {
            d = f37003(c, (d >> (TIDX & 31u)));
            d = __clz((tid + TIDX));
        } else {
            a = ((unsigned)((int)b % (int)((TIDX & 7u) + 1u)) | (tid + b));
        }
        a ^= (unsigned)((int)(b & d) / (int)(((d >> (1336241098u & 31u)) & 65535u) + 1u));
    }
    b = (unsigned)(int)((float)((unsigned)in[(c) % 96u] & 4095u) * (float)((1447345110u - tid) & 1023u) + (float)((unsigned)in[(c) % 96u] >> 20));
    c ^= (tid | (unsigned)((const V4 *)in)[(c) % 24u].x);
    c ^= d;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1638767565u ^ TIDX, d = sm1[(TIDX + 12u) % BDIM];
    d = __umulhi(TIDX, TIDX);
    { unsigned arr37010[4];
    for (unsigned q = 0; q < 4u; q++) arr37010[q] = d + q * 6u;
    arr37010[(c) % 4u] = c;
    d = arr37010[(f37001(a)) % 4u] ^ arr37010[3]; }
    c ^= (b >> ((unsigned)in[(31u) % 96u] & 31u));
    c ^= 82u;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 28u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 28u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2781165045u ^ TIDX, d = sm1[(TIDX + 6u) % BDIM];
    c ^= 2367683268u;
    if (tid % 2u == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    if (c >= 26u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    { unsigned k37011 = ((unsigned)(int)((double)(29u & 4095u) * (double)(b & 1023u) + (double)(29u >> 20))) % 4u;
    do {
        c = d;
        a ^= TIDX;
    } while (k37011-- != 0u); }
    if ((19u >= 27u) || ((unsigned)(int)((float)(b & 4095u) * (float)(98u & 1023u) - (float)(b >> 20)) > d)) {
        atomicAdd(&cnt[(a) % 4u], (a) & 255u);
    } else {
        c = __popc((b / (tid | 1u)));
        atomicAdd(&cnt[((((int)d < (int)TIDX) ? 85u : b)) % 4u], ((unsigned)(((unsigned long long)c * a) >> 20)) & 255u);
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_38(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1870004419u ^ TIDX, d = sm0[(TIDX + 34u) % BDIM];
    a = ((2003888396u * 2291601190u) | (unsigned)((signed char)tid));
    b = ((2u & TIDX) ^ 3240509126u);
    d = ((umin(a, tid) >> 8) | (umin(a, tid) << 12));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1139840765u ^ TIDX, d = sm1[(TIDX + 24u) % BDIM];
    d = 1671462565u;
    { unsigned arr38003[8];
    for (unsigned q = 0; q < 8u; q++) arr38003[q] = d + q * 1u;
    arr38003[(__clz(d)) % 8u] = (unsigned)((int)d % (int)((c & 65535u) + 1u));
    d = arr38003[((unsigned)((const V4 *)in)[(3878779497u) % 20u].x) % 8u] ^ arr38003[3]; }
    switch ((a) % 3u) {
    case 0u:
        if ((55u > TIDX) && (tid > (95u >> (b & 31u)))) {
            a = (unsigned)(int)((double)(a & 4095u) * (double)((unsigned)(((unsigned long long)1345008081u << 31) / ((unsigned long long)c | 1ull)) & 1023u) + (double)(a >> 20));
            { unsigned arr38004[8];
            for (unsigned q = 0; q < 8u; q++) arr38004[q] = b + q * 7u;
            arr38004[(c) % 8u] = (unsigned)(((unsigned long long)tid * b) >> 2);
            b = arr38004[(__umulhi(b, b)) % 8u] ^ arr38004[2]; }
        } else {
            { unsigned k38005 = (a) % 5u;
            while (k38005 != 0u) {
                k38005--;
                d = tid;
                b = __brev(TIDX);
            } }
        }
    case 1u:
        if ((int)TIDX < (int)tid) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    default:
        if (((3617991953u & d) & 3u) == 2u) {
            if (tid > 95u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
            b = ((72u + c) ^ 1405155332u);
        } else {
            { unsigned k38006 = ((0u + a)) % 5u;
            while (k38006 != 0u) {
                k38006--;
                a = 54772202u;
                a = (d >> ((unsigned)((const V4 *)in)[(c) % 20u].x & 31u));
            } }
            b ^= ((unsigned)(((unsigned long long)c << 23) / ((unsigned long long)c | 1ull)) - (40u >> (b & 31u)));
        }
    }
    d = __popc((unsigned)(((unsigned long long)tid * d) >> 18));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_39(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1106605403u ^ TIDX, d = sm0[(TIDX + 28u) % BDIM];
    b = (unsigned)(int)((float)((unsigned)((int)86u % (int)((76u & 255u) + 1u)) & 4095u) * (float)(d & 1023u) + (float)((unsigned)((int)86u % (int)((76u & 255u) + 1u)) >> 20));
    c = (unsigned)(((unsigned long long)c * (2873453150u & d)) >> 4);
    switch ((c) % 4u) {
    case 0u:
        { unsigned k39002 = (91u) % 4u;
        do {
            switch (((unsigned)(int)((float)(a & 4095u) * (float)(TIDX & 1023u) - (float)(a >> 20))) % 3u) {
            case 0u:
                c = (unsigned)(((unsigned long long)(unsigned)(int)((float)(20u & 4095u) * (float)(70u & 1023u) - (float)(20u >> 20)) * d) >> 36);
                break;
            case 1u:
                a = (((true && (2u > TIDX)) || (1591460576u > (c * c))) ? (c & tid) : a);
                break;
            default:
                b = (((a + d) >> 3) | ((a + d) << 28));
            }
        } while (k39002-- != 0u); }
        break;
    case 1u:
        d ^= TIDX;
        break;
    default:
        { unsigned k39003 = (__umulhi(a, tid)) % 5u;
        while (k39003 != 0u) {
            k39003--;
            a ^= 84u;
        } }
    }
    c ^= (2782470127u | (unsigned)(((unsigned long long)d << 10) % ((unsigned long long)c | 1ull)));
    a ^= ((unsigned)((int)89u % (int)((tid & 255u) + 1u)) / ((1213531800u ^ b) | 1u));
    c ^= (unsigned)((const V4 *)in)[((unsigned)(((unsigned long long)c * c) >> 37)) % 16u].y;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 10u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (10u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1354939693u ^ TIDX, d = sm0[(TIDX + 15u) % BDIM];
    d ^= (__popc(d) + (unsigned)(int)((float)(tid & 4095u) * (float)(42u & 1023u) - (float)(tid >> 20)));
    { unsigned arr39004[8];
    for (unsigned q = 0; q < 8u; q++) arr39004[q] = a + q * 8u;
    arr39004[(tid) % 8u] = (unsigned)imax((int)d, (int)3326059110u);
    a = arr39004[(d) % 8u] ^ arr39004[5]; }
    c = __clz((80u >> (TIDX & 31u)));
    switch (((31u - 2628794928u)) % 4u) {
    case 0u:
        switch (((tid ^ tid)) % 3u) {
        case 0u:
            { unsigned arr39005[8];
            for (unsigned q = 0; q < 8u; q++) arr39005[q] = c + q * 5u;
            arr39005[((c & TIDX)) % 8u] = (unsigned)(((unsigned long long)TIDX * b) >> 25);
            c = arr39005[((unsigned)in[(tid) % 64u]) % 8u] ^ arr39005[2]; }
            break;
        case 1u:
            c = (TIDX + __popc(d));
            break;
        case 2u:
            a = (unsigned)(((unsigned long long)(tid | a) * (d / (d | 1u))) >> 35);
        default:
            if ((unsigned)(int)((float)(b & 4095u) * (float)(1454425291u & 1023u) + (float)(b >> 20)) <= a) {
                a = (unsigned)(int)((float)((unsigned)(((unsigned long long)tid << 30) / ((unsigned long long)571503854u | 1ull)) & 4095u) * (float)((unsigned)(int)((float)(TIDX & 4095u) * (float)(a & 1023u) - (float)(TIDX >> 20)) & 1023u) - (float)((unsigned)(((unsigned long long)tid << 30) / ((unsigned long long)571503854u | 1ull)) >> 20));
            } else {
                b = ((d >= __umulhi(d, TIDX)) ? __brev(tid) : (unsigned)(((unsigned long long)1729483553u * tid) >> 21));
            }
        }
        break;
    case 1u:
        b ^= 2322128211u;
    case 2u:
        for (unsigned i39006 = 0; i39006 < ((umin(b, a)) % 6u); i39006++) {
            if (tid == (unsigned)(int)((double)(c & 4095u) * (double)(4u & 1023u) - (double)(c >> 20))) {
                b = (unsigned)(int)((double)((unsigned)in[(d) % 64u] & 4095u) * (double)((TIDX * c) & 1023u) - (double)((unsigned)in[(d) % 64u] >> 20));
            }
        }
        break;
    default:
        if (d == 2465749204u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    if (tid % 7u == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    if ((int)a < (int)TIDX) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
