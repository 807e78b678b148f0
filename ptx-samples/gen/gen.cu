
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
NOINLINE unsigned f1001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 = __brev(29u);
    { unsigned k1002 = ((p0 ^ p0)) % 5u;
    while (k1002 != 0u) {
        k1002--;
        p0 ^= (29u | (30u % (p1 | 1u)));
        { unsigned k1003 = (62025776u) % 4u;
        do {
            x = p0;
            p0 = (unsigned)((unsigned short)(p1 + p0));
        } while (k1003-- != 0u); }
    } }
    x = ((x + p1) << (75u & 31u));
    return x + p1;
}
NOINLINE unsigned f1004(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x ^= ((unsigned)(((unsigned long long)p1 << 27) / ((unsigned long long)p1 | 1ull)) * 2202629233u);
    { unsigned k1005 = (p0) % 4u;
    do {
        p0 ^= p0;
    } while (k1005-- != 0u); }
    p1 = __umulhi(((p1 > 3499029858u) ? x : x), (p1 + 1590649181u));
    p1 = ((x | x) ^ (unsigned)imax((int)p1, (int)x));
    return x + p1;
}
NOINLINE unsigned f2001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = __umulhi((unsigned)(int)((float)(p0 & 4095u) * (float)(62u & 1023u) + (float)(p0 >> 20)), (unsigned)(((unsigned long long)p0 * 51u) >> 22));
    x ^= ((x % (x | 1u)) * ((p0 >> 24) | (p0 << 17)));
    { unsigned arr2002[4];
    for (unsigned q = 0; q < 4u; q++) arr2002[q] = p0 + q * 6u;
    arr2002[(__clz(572318542u)) % 4u] = (unsigned)(int)((float)(x & 4095u) * (float)(x & 1023u) - (float)(x >> 20));
    p0 = arr2002[((46u | x)) % 4u] ^ arr2002[0]; }
    switch ((__umulhi(p0, x)) % 5u) {
    case 0u:
        for (unsigned i2003 = 0; i2003 < ((2676014611u) % 6u); i2003++) {
            p0 = 3811221115u;
            p0 = 67u;
            x = 64u;
        }
        break;
    case 1u:
        x = (((unsigned)(((unsigned long long)55u << 31) % ((unsigned long long)x | 1ull)) >> 10) | ((unsigned)(((unsigned long long)55u << 31) % ((unsigned long long)x | 1ull)) << 1));
        break;
    default:
        p0 ^= (unsigned)(((unsigned long long)622062208u * p0) >> 20);
    }
    return x + p0;
}
DEVFN unsigned f2004(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if (true || (2961976508u > x)) { return x ^ p0; }
    switch (((p0 / (p0 | 1u))) % 5u) {
    case 0u:
        p0 ^= (unsigned)(((unsigned long long)p1 << 28) % ((unsigned long long)(x + x) | 1ull));
        break;
    case 1u:
        p0 = f2001(p0);
        break;
    default:
        p1 ^= (p0 ^ (unsigned)(int)((float)(x & 4095u) * (float)(p1 & 1023u) + (float)(x >> 20)));
    }
    return x + p1;
}
NOINLINE unsigned f4001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned k4002 = (1978117560u) % 5u;
    while (k4002 != 0u) {
        k4002--;
        x ^= p0;
    } }
    for (unsigned i4003 = 0; i4003 < (((46u * p0)) % 6u); i4003++) {
        for (unsigned i4004 = 0; i4004 < (((unsigned)(((unsigned long long)i4003 << 17) % ((unsigned long long)1248415859u | 1ull))) % 6u); i4004++) {
            p1 = ((p1 | 87u) + (x ^ 74u));
            x = ((unsigned)((int)i4003 % (int)((p0 & 255u) + 1u)) * 174402383u);
            x = ((72u & i4004) + (i4003 | i4004));
        }
        for (unsigned i4005 = 0; i4005 < 5u; i4005++) {
            p0 = ((p1 + 10u) & (p1 ^ 489817322u));
        }
        x ^= (__clz(p0) | 959797710u);
    }
    { unsigned k4006 = ((unsigned)(((unsigned long long)p0 * x) >> 38)) % 4u;
    do {
        if ((p1 & 52u) > (((int)p0 < (int)62u) ? 2265020409u : p1)) {
            p0 = p0;
            x = umin((x << (x & 31u)), 3965448055u);
        } else {
            x = p0;
        }
    } while (k4006-- != 0u); }
    return x + p1;
}
DEVFN unsigned f5001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    for (unsigned i5002 = 0; i5002 < (((p1 * 1u)) % 6u); i5002++) {
        switch (((p1 + x)) % 5u) {
        case 0u:
            p0 = (i5002 | 3574822119u);
            break;
        case 1u:
            p1 = ((x ^ 578781633u) | (p1 + x));
            break;
        case 2u:
            p1 = (unsigned)((int)41u % (int)(((p1 % (p0 | 1u)) & 7u) + 1u));
            break;
        default:
            p0 = p1;
        }
        for (unsigned i5003 = 0; i5003 < (((p0 + i5002)) % 6u); i5003++) {
            p1 = (p0 & __umulhi(4266566598u, x));
            x = x;
            x = ((i5002 * p1) & i5002);
        }
    }
    { unsigned arr5004[4];
    for (unsigned q = 0; q < 4u; q++) arr5004[q] = x + q * 7u;
    arr5004[(umin(p0, p1)) % 4u] = (p0 - p1);
    x = arr5004[((282681101u & x)) % 4u] ^ arr5004[3]; }
    if ((x & 3u) == 0u) { return x ^ p0; }
    return x + p1;
}
DEVFN unsigned f6001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 ^= ((unsigned)((int)p0 / (int)((p0 & 255u) + 1u)) + umin(p0, p1));
    p1 ^= (unsigned)imax((int)(unsigned)imax((int)77u, (int)3272388645u), (int)(p1 * p0));
    return x + p1;
}
DEVFN unsigned f6002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned k6003 = ((p1 ^ 3782868098u)) % 5u;
    while (k6003 != 0u) {
        k6003--;
        if (p1 > 2907331711u) continue;
        if (p1 > p0) { return x ^ p0; }
    } }
    for (unsigned i6004 = 0; i6004 < (((72u + 3121626655u)) % 6u); i6004++) {
        { unsigned k6005 = ((unsigned)((int)i6004 / (int)((i6004 & 7u) + 1u))) % 5u;
        while (k6005 != 0u) {
            k6005--;
            p1 = 49u;
        } }
    }
    return x + p1;
}
DEVFN unsigned f9001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 ^= (unsigned)((unsigned char)(unsigned)imax((int)p0, (int)x));
    x ^= (__popc(p0) + (15u + x));
    p0 ^= 31u;
    p1 = 1424293376u;
    return x + p1;
}
DEVFN unsigned f9002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if ((p1 & 1u) == 0u) { return x ^ p0; }
    p1 ^= (3307981776u - __umulhi(p1, p1));
    p0 ^= p1;
    { unsigned arr9003[8];
    for (unsigned q = 0; q < 8u; q++) arr9003[q] = p0 + q * 3u;
    arr9003[((((int)61u < (int)3338261670u) ? 1441776915u : 2941204009u)) % 8u] = p0;
    p0 = arr9003[((unsigned)(((unsigned long long)p0 * x) >> 13)) % 8u] ^ arr9003[2]; }
    return x + p1;
}
DEVFN unsigned f10001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= (81u + p0);
    if ((p0 < 27u) && ((unsigned)((short)x) > (2009818537u + p0))) {
        p0 = (((unsigned)(int)((float)(3933060699u & 4095u) * (float)(1619251161u & 1023u) + (float)(3933060699u >> 20)) > (unsigned)((int)0u % (int)((p0 & 65535u) + 1u))) ? (unsigned)(((unsigned long long)4289149326u * x) >> 5) : (x % (x | 1u)));
    } else {
        switch (((1371429516u + x)) % 4u) {
        case 0u:
            x = 48u;
            break;
        case 1u:
            x = (82382276u ^ (462147571u + 3563143807u));
            break;
        default:
            p0 = umin((x << (49u & 31u)), (x * p0));
        }
        switch ((__brev(66u)) % 4u) {
        case 0u:
            p0 = x;
        case 1u:
            p0 = (__umulhi(x, p0) + (p0 + 13u));
            break;
        default:
            x = ((x * 62u) << (x & 31u));
        }
    }
    return x + p0;
}
DEVFN unsigned f10002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= __brev(91u);
    p1 ^= __umulhi((x + p0), __umulhi(p1, p1));
    for (unsigned i10003 = 0; i10003 < 2u; i10003++) {
        switch (((11u + 33u)) % 5u) {
        case 0u:
            p1 = (unsigned)((int)(59u * 54u) / (int)(((22u | x) & 65535u) + 1u));
            break;
        case 1u:
            p0 = (p1 ^ 30u);
            break;
        case 2u:
            p0 = ((((unsigned)(((unsigned long long)x * x) >> 17) & 7u) == 2u) ? (unsigned)((short)p0) : (unsigned)(((unsigned long long)861453188u << 28) % ((unsigned long long)p0 | 1ull)));
            break;
        default:
            p0 = p0;
        }
        { unsigned k10004 = ((3069022236u << (p0 & 31u))) % 5u;
        while (k10004 != 0u) {
            k10004--;
            x = umin(((3313915908u >> 26) | (3313915908u << 1)), (unsigned)(int)((double)(i10003 & 4095u) * (double)(83u & 1023u) + (double)(i10003 >> 20)));
        } }
    }
    p0 = (unsigned)((unsigned short)1095063809u);
    return x + p1;
}
DEVFN unsigned f11001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    if (p0 > p0) { return x ^ p0; }
    p0 = ((unsigned)(int)((double)(p0 & 4095u) * (double)(2741885462u & 1023u) + (double)(p0 >> 20)) ^ (unsigned)(int)((double)(492833223u & 4095u) * (double)(1259102311u & 1023u) - (double)(492833223u >> 20)));
    x ^= ((unsigned)((unsigned char)x) + (p0 & x));
    return x + p0;
}
NOINLINE unsigned f12001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= (unsigned)((unsigned char)(unsigned)(((unsigned long long)p0 << 12) / ((unsigned long long)3075619737u | 1ull)));
    { unsigned k12002 = (8u) % 5u;
    while (k12002 != 0u) {
        k12002--;
        for (unsigned i12003 = 0; i12003 < (((p0 & 8u)) % 6u); i12003++) {
            x = ((unsigned)(((unsigned long long)i12003 * 55u) >> 14) + (p0 | i12003));
        }
        p0 = ((3478790u + 3618546537u) - p0);
    } }
    switch (((unsigned)(((unsigned long long)5u << 16) % ((unsigned long long)p0 | 1ull))) % 4u) {
    case 0u:
        p0 = (unsigned)(int)((float)((p0 * p0) & 4095u) * (float)(umin(676987353u, 2006448282u) & 1023u) + (float)((p0 * p0) >> 20));
        break;
    case 1u:
        { unsigned arr12004[8];
        for (unsigned q = 0; q < 8u; q++) arr12004[q] = x + q * 5u;
        arr12004[((x / (p0 | 1u))) % 8u] = (8u << (p0 & 31u));
        x = arr12004[((1u + 48u)) % 8u] ^ arr12004[6]; }
        break;
    default:
        { unsigned k12005 = (__umulhi(p0, x)) % 5u;
        while (k12005 != 0u) {
            k12005--;
            x = __brev((unsigned)((int)p0 % (int)((x & 255u) + 1u)));
            x = (((((int)x < (int)82u) ? 1837314632u : p0) >> 2) | ((((int)x < (int)82u) ? 1837314632u : p0) << 18));
        } }
    }
    return x + p0;
}
DEVFN unsigned f12006(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = 72u;
    x ^= ((p0 % (x | 1u)) | p0);
    return x + p1;
}
NOINLINE unsigned f13001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    switch (((x * 92u)) % 5u) {
    case 0u:
        { unsigned k13002 = (p0) % 5u;
        while (k13002 != 0u) {
            k13002--;
            p0 = (unsigned)(int)((float)(p0 & 4095u) * (float)((unsigned)(int)((float)(98u & 4095u) * (float)(p0 & 1023u) + (float)(98u >> 20)) & 1023u) - (float)(p0 >> 20));
            p0 = 27u;
        } }
        break;
    case 1u:
        x = 44u;
        break;
    case 2u:
        if ((p0 + p0) > (p0 + 2u)) {
            x = x;
        } else {
            p0 = (unsigned)(int)((float)((unsigned)((int)p0 / (int)((x & 255u) + 1u)) & 4095u) * (float)(((68u >> 8) | (68u << 27)) & 1023u) - (float)((unsigned)((int)p0 / (int)((x & 255u) + 1u)) >> 20));
            p0 = (unsigned)(((unsigned long long)(2980083237u ^ p0) << 15) % ((unsigned long long)umin(p0, p0) | 1ull));
        }
    default:
        p0 = (94u ^ 3187577358u);
    }
    if ((4282861213u & 7u) == 2u) { return x ^ p0; }
    switch (((p0 | p0)) % 4u) {
    case 0u:
        x ^= ((unsigned)(int)((double)(x & 4095u) * (double)(x & 1023u) + (double)(x >> 20)) + (49u & p0));
        break;
    case 1u:
        for (unsigned i13003 = 0; i13003 < 4u; i13003++) {
            x = i13003;
            p0 = umin((p0 - 34u), (p0 & x));
        }
        break;
    case 2u:
        switch (((unsigned)((short)25u)) % 4u) {
        case 0u:
            x = p0;
            break;
        case 1u:
            p0 = p0;
            break;
        default:
            x = ((p0 - x) + 2526323851u);
        }
        break;
    default:
        { unsigned k13004 = (__umulhi(p0, x)) % 5u;
        while (k13004 != 0u) {
            k13004--;
            x = p0;
        } }
    }
    return x + p0;
}
DEVFN unsigned f13005(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if ((2810634661u & 7u) == 2u) { return x ^ p0; }
    if ((2455886975u + x) >= 25u) {
        x ^= 3629457382u;
    }
    p0 ^= (unsigned)((signed char)__brev(x));
    return x + p1;
}
NOINLINE unsigned f15001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if (((unsigned)(((unsigned long long)x * 14u) >> 24) & 1u) == 1u) {
        p0 ^= (41u ^ (22u + p1));
    } else {
        p1 ^= (unsigned)(int)((double)((67u * 8u) & 4095u) * (double)(x & 1023u) + (double)((67u * 8u) >> 20));
    }
    { unsigned k15002 = ((unsigned)(((unsigned long long)1079485177u * p1) >> 4)) % 5u;
    while (k15002 != 0u) {
        k15002--;
        p0 = (2362106226u & (unsigned)((int)p1 % (int)((93u & 7u) + 1u)));
    } }
    switch (((p1 - x)) % 4u) {
    case 0u:
        x = (((4151134983u >> 9) | (4151134983u << 10)) + (unsigned)((int)26145839u % (int)((36u & 255u) + 1u)));
        break;
    case 1u:
        { unsigned k15003 = ((2512732687u + 3483328394u)) % 5u;
        while (k15003 != 0u) {
            k15003--;
            x = ((unsigned)((int)p1 / (int)((x & 7u) + 1u)) + (4122650107u / (p0 | 1u)));
            x = (unsigned)(int)((double)((unsigned)(((unsigned long long)57u << 21) % ((unsigned long long)p1 | 1ull)) & 4095u) * (double)((p0 * x) & 1023u) - (double)((unsigned)(((unsigned long long)57u << 21) % ((unsigned long long)p1 | 1ull)) >> 20));
        } }
        break;
    case 2u:
        p0 ^= __brev(((84u >> 8) | (84u << 26)));
    default:
        p1 = ((unsigned)((int)601349113u % (int)((p0 & 255u) + 1u)) + (95u | p1));
    }
    p0 ^= (p1 + p0);
    return x + p1;
}
DEVFN unsigned f16001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    for (unsigned i16002 = 0; i16002 < 2u; i16002++) {
        x ^= ((x + x) + (23u - i16002));
        for (unsigned i16003 = 0; i16003 < ((p0) % 6u); i16003++) {
            x = (__clz(36u) & (x % (36u | 1u)));
        }
        { unsigned k16004 = ((unsigned)((signed char)30u)) % 4u;
        do {
            x = (((i16002 > i16002) && ((x & 7295007u) > (unsigned)(int)((double)(x & 4095u) * (double)(x & 1023u) + (double)(x >> 20)))) ? umin(p0, 78u) : (unsigned)((unsigned char)x));
            p0 = (unsigned)(((unsigned long long)(x * x) * x) >> 12);
        } while (k16004-- != 0u); }
    }
    { unsigned k16005 = (((true && (65u > p0)) ? x : p0)) % 4u;
    do {
        { unsigned k16006 = ((unsigned)imax((int)2704733644u, (int)p0)) % 5u;
        while (k16006 != 0u) {
            k16006--;
            p0 = (unsigned)((unsigned short)(x ^ p0));
            p0 = (((int)x < (int)(884778392u / (46u | 1u))) ? (unsigned)((unsigned short)846978117u) : (1465355602u << (1325362654u & 31u)));
        } }
        x ^= ((x + x) + 2761085025u);
    } while (k16005-- != 0u); }
    x = (unsigned)(((unsigned long long)p0 << 10) % ((unsigned long long)umin(92u, 121949944u) | 1ull));
    return x + p0;
}
DEVFN unsigned f16007(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned k16008 = (((true || (1332553787u > p1)) ? p1 : 80u)) % 4u;
    do {
        x = x;
    } while (k16008-- != 0u); }
    if (true || (x > p1)) { return x ^ p0; }
    if (56u < p1) { return x ^ p0; }
    return x + p1;
}
NOINLINE unsigned f17001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x = (unsigned)imax((int)p0, (int)x);
    x ^= 2u;
    switch (((x + 764638519u)) % 5u) {
    case 0u:
        { unsigned arr17002[8];
        for (unsigned q = 0; q < 8u; q++) arr17002[q] = p0 + q * 2u;
        arr17002[(99u) % 8u] = x;
        p0 = arr17002[(__umulhi(p0, x)) % 8u] ^ arr17002[3]; }
    case 1u:
        { unsigned k17003 = ((36u >> (p0 & 31u))) % 4u;
        do {
            x = ((p0 + x) >> (__umulhi(x, 1595481349u) & 31u));
            p0 = ((p0 + 2399880367u) - (p0 & p0));
        } while (k17003-- != 0u); }
        break;
    default:
        p0 ^= 22u;
    }
    return x + p0;
}
DEVFN unsigned f17004(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if ((int)713781507u < (int)p1) { return x ^ p0; }
    p0 = x;
    p0 = ((__umulhi(2905675963u, p1) >> 10) | (__umulhi(2905675963u, p1) << 30));
    return x + p1;
}
DEVFN unsigned f18001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = ((x - p1) & (887628843u | p1));
    if ((343557932u + p0) > (unsigned)(int)((float)(x & 4095u) * (float)(50u & 1023u) - (float)(x >> 20))) {
        x ^= ((p1 - p0) & p1);
        if ((p0 >= 844622679u) && (p0 > (x & p0))) {
            p1 = p1;
        } else {
            p1 = (unsigned)(int)((double)((p1 / (21u | 1u)) & 4095u) * (double)(__brev(3326892302u) & 1023u) - (double)((p1 / (21u | 1u)) >> 20));
            p0 = 3301656514u;
        }
    } else {
        p1 = (unsigned)imax((int)(x + 59u), (int)((x >> 1) | (x << 17)));
    }
    return x + p1;
}
DEVFN unsigned f19001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if (true && (p1 > p0)) { return x ^ p0; }
    if (true && (x > 0u)) { return x ^ p0; }
    return x + p1;
}
NOINLINE unsigned f19002(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= (x / (x | 1u));
    p0 = p0;
    return x + p0;
}
DEVFN unsigned f20001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    { unsigned k20002 = (p0) % 5u;
    while (k20002 != 0u) {
        k20002--;
        { unsigned k20003 = (((553055660u >> 24) | (553055660u << 2))) % 5u;
        while (k20003 != 0u) {
            k20003--;
            p0 = x;
        } }
    } }
    p0 = __popc(__brev(3760337663u));
    for (unsigned i20004 = 0; i20004 < 3u; i20004++) {
        { unsigned arr20005[4];
        for (unsigned q = 0; q < 4u; q++) arr20005[q] = x + q * 5u;
        arr20005[(p0) % 4u] = 2701517981u;
        x = arr20005[((2054127458u + 460708367u)) % 4u] ^ arr20005[1]; }
    }
    x ^= (unsigned)(((unsigned long long)(unsigned)imax((int)x, (int)2060461555u) << 25) / ((unsigned long long)(p0 & 32u) | 1ull));
    return x + p0;
}
DEVFN unsigned f21001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if (true && (3021163470u > x)) { return x ^ p0; }
    for (unsigned i21002 = 0; i21002 < 5u; i21002++) {
        p1 = (unsigned)(((unsigned long long)(unsigned)((int)p0 / (int)((33u & 255u) + 1u)) << 16) / ((unsigned long long)(((int)901901998u < (int)p0) ? p1 : 745451879u) | 1ull));
    }
    p0 = ((x * x) + (x + x));
    switch (((x * p1)) % 3u) {
    case 0u:
        p0 ^= (umin(p0, p1) + (unsigned)(((unsigned long long)94u << 2) % ((unsigned long long)p1 | 1ull)));
        break;
    case 1u:
        if (true || (70597633u > 81u)) { return x ^ p0; }
        break;
    default:
        p0 ^= ((9u * 56u) ^ p1);
    }
    return x + p1;
}
DEVFN unsigned f22001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    switch (((569465603u - 72u)) % 3u) {
    case 0u:
        x = p0;
        break;
    case 1u:
        switch ((p1) % 4u) {
        case 0u:
            p0 = (unsigned)(((unsigned long long)(((int)57u < (int)3682740904u) ? 5u : 85u) * 176936896u) >> 20);
            break;
        case 1u:
            p1 = __umulhi((p0 - 168552545u), (x + p1));
            break;
        default:
            x = ((unsigned)((signed char)54u) % ((unsigned)((unsigned short)p1) | 1u));
        }
        break;
    case 2u:
        for (unsigned i22002 = 0; i22002 < (((unsigned)(((unsigned long long)22u * 58u) >> 17)) % 6u); i22002++) {
            p1 = (__umulhi(2021820009u, i22002) + (i22002 >> (i22002 & 31u)));
            p0 = ((64u >> 14) | (64u << 9));
            x = (unsigned)((short)(((p1 & 1u) == 2u) ? p0 : 3525279469u));
        }
    default:
        p0 = ((80u + 51u) + (unsigned)imax((int)x, (int)28u));
    }
    x ^= ((unsigned)imax((int)x, (int)p0) << ((p0 + x) & 31u));
    if ((865484957u & 1u) == 2u) { return x ^ p0; }
    return x + p1;
}
DEVFN unsigned f22003(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = (unsigned)(((unsigned long long)(1163656240u * x) * 8u) >> 13);
    switch ((f22001(2490412265u, x)) % 3u) {
    case 0u:
        p0 ^= x;
        break;
    case 1u:
        x = p0;
        break;
    case 2u:
        for (unsigned i22004 = 0; i22004 < 5u; i22004++) {
            p0 = 86u;
        }
    default:
        { unsigned arr22005[4];
        for (unsigned q = 0; q < 4u; q++) arr22005[q] = p0 + q * 1u;
        arr22005[(x) % 4u] = (unsigned)(int)((double)(x & 4095u) * (double)(p0 & 1023u) + (double)(x >> 20));
        p0 = arr22005[(23u) % 4u] ^ arr22005[1]; }
    }
    x ^= (unsigned)((unsigned short)((2205051561u > x) ? x : p0));
    p0 = 12u;
    return x + p0;
}
NOINLINE unsigned f23001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= (unsigned)(((unsigned long long)((p0 >> 13) | (p0 << 5)) << 19) / ((unsigned long long)(1u + 3010948387u) | 1ull));
    switch (((x ^ p0)) % 5u) {
    case 0u:
        p0 = umin(38u, (unsigned)(int)((float)(21u & 4095u) * (float)(p0 & 1023u) + (float)(21u >> 20)));
        break;
    case 1u:
        switch (((2u << (3796255140u & 31u))) % 4u) {
        case 0u:
            x = __popc((p0 ^ 30470100u));
            break;
        case 1u:
            x = ((unsigned)((short)p0) + (p0 % (p0 | 1u)));
            break;
        default:
            x = ((unsigned)((unsigned char)27u) + (unsigned)(((unsigned long long)p0 << 3) % ((unsigned long long)x | 1ull)));
        }
        break;
    case 2u:
        { unsigned k23002 = (13u) % 4u;
        do {
            x = (unsigned)(int)((float)((58u + p0) & 4095u) * (float)((unsigned)(((unsigned long long)p0 << 2) % ((unsigned long long)p0 | 1ull)) & 1023u) - (float)((58u + p0) >> 20));
        } while (k23002-- != 0u); }
        break;
    default:
        x ^= ((4122528196u * x) ^ 3979671493u);
    }
    return x + p0;
}
DEVFN unsigned f23003(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = (unsigned)(((unsigned long long)p0 * 2271446499u) >> 19);
    p0 ^= (__popc(p0) & (74u % (p0 | 1u)));
    if ((x > x) || (f23001(21u) > (64u << (96u & 31u)))) {
        { unsigned k23004 = (p0) % 5u;
        while (k23004 != 0u) {
            k23004--;
            p0 = (unsigned)(((unsigned long long)(unsigned)(((unsigned long long)x * p0) >> 5) * (unsigned)(int)((float)(x & 4095u) * (float)(83u & 1023u) - (float)(x >> 20))) >> 16);
            x = __popc(592680110u);
        } }
    } else {
        for (unsigned i23005 = 0; i23005 < 5u; i23005++) {
            p0 = (unsigned)(((unsigned long long)(x | x) << 18) / ((unsigned long long)i23005 | 1ull));
            p0 = p0;
            x = i23005;
        }
        { unsigned k23006 = ((22u ^ x)) % 4u;
        do {
            p0 = (unsigned)(((unsigned long long)(unsigned)((int)x % (int)((p0 & 65535u) + 1u)) << 8) % ((unsigned long long)umin(p0, 43u) | 1ull));
            x = (f23001(p0) ^ 97u);
        } while (k23006-- != 0u); }
    }
    if (((339793366u + x) & 1u) == 1u) {
        p0 = ((unsigned)((unsigned char)3602393314u) + x);
        x ^= f23001((x - 73u));
    } else {
        p0 ^= (unsigned)((short)x);
    }
    return x + p0;
}
NOINLINE unsigned f24001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= x;
    x ^= __popc(umin(822007122u, 1512223793u));
    x = 25u;
    return x + p0;
}
NOINLINE unsigned f25001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    switch (((unsigned)(((unsigned long long)p0 << 8) % ((unsigned long long)2837803047u | 1ull))) % 5u) {
    case 0u:
        x ^= (41u & (46u + 712576569u));
    case 1u:
        p0 ^= (unsigned)((int)(86u & 2025989073u) / (int)((47u & 65535u) + 1u));
        break;
    default:
        x = ((((int)p0 < (int)71u) || ((p0 | 3756224526u) > (2174513613u + 455819216u))) ? (unsigned)(int)((double)(2450891216u & 4095u) * (double)(4250122232u & 1023u) + (double)(2450891216u >> 20)) : 12u);
    }
    p0 = ((unsigned)imax((int)x, (int)80u) & x);
    x ^= (54u + __umulhi(919001282u, x));
    if (x <= 9u) { return x ^ p0; }
    return x + p0;
}
NOINLINE unsigned f25002(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = ((x >> (p0 & 31u)) * ((42u >> 6) | (42u << 7)));
    x ^= f25001((p0 << (4191566610u & 31u)));
    p0 ^= (p0 * 41u);
    return x + p0;
}
NOINLINE unsigned f26001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    { unsigned k26002 = (82u) % 4u;
    do {
        { unsigned k26003 = ((p0 + p0)) % 5u;
        while (k26003 != 0u) {
            k26003--;
            p0 = ((unsigned)(int)((double)(p1 & 4095u) * (double)(p1 & 1023u) + (double)(p1 >> 20)) + (unsigned)(((unsigned long long)x << 21) % ((unsigned long long)1180347211u | 1ull)));
        } }
        if ((unsigned)(int)((double)(p1 & 4095u) * (double)(18u & 1023u) + (double)(p1 >> 20)) > (x >> (585636419u & 31u))) {
            p0 = p1;
            x = ((unsigned)(int)((double)(x & 4095u) * (double)(p0 & 1023u) + (double)(x >> 20)) + p0);
        } else {
            p0 = __brev((p0 ^ p1));
        }
    } while (k26002-- != 0u); }
    x ^= __umulhi((unsigned)((int)p0 % (int)((p0 & 7u) + 1u)), umin(12u, x));
    return x + p1;
}
DEVFN unsigned f26004(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    for (unsigned i26005 = 0; i26005 < (((unsigned)((signed char)p0)) % 6u); i26005++) {
        p0 = (unsigned)(((unsigned long long)((3124875037u >> 5) | (3124875037u << 2)) << 6) / ((unsigned long long)(unsigned)((int)i26005 % (int)((x & 255u) + 1u)) | 1ull));
        x ^= (__popc(18u) * (unsigned)(int)((double)(73u & 4095u) * (double)(39u & 1023u) - (double)(73u >> 20)));
        p0 = i26005;
    }
    p0 ^= umin((p0 | 16u), (unsigned)(((unsigned long long)p0 << 20) % ((unsigned long long)53u | 1ull)));
    return x + p0;
}
DEVFN unsigned f27001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p0 ^= ((p0 + p1) + (3906853898u + p1));
    { unsigned arr27002[4];
    for (unsigned q = 0; q < 4u; q++) arr27002[q] = p1 + q * 5u;
    arr27002[(19u) % 4u] = 24u;
    p1 = arr27002[((p1 + 62u)) % 4u] ^ arr27002[2]; }
    x ^= x;
    p1 ^= p1;
    return x + p1;
}
DEVFN unsigned f27003(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    if (4189213726u == p0) { return x ^ p0; }
    if ((30u * x) < (unsigned)((int)38u / (int)((16u & 255u) + 1u))) {
        { unsigned k27004 = (3712979468u) % 5u;
        while (k27004 != 0u) {
            k27004--;
            p0 = ((311767597u + x) + (unsigned)(((unsigned long long)p0 * 2626272111u) >> 27));
            x = umin((x | 1640858510u), (unsigned)(int)((double)(65u & 4095u) * (double)(x & 1023u) + (double)(65u >> 20)));
        } }
    }
    { unsigned k27005 = (4244334648u) % 5u;
    while (k27005 != 0u) {
        k27005--;
        { unsigned arr27006[8];
        for (unsigned q = 0; q < 8u; q++) arr27006[q] = p0 + q * 8u;
        arr27006[((378799099u ^ p0)) % 8u] = (p0 | 4u);
        p0 = arr27006[((26u ^ 3017482800u)) % 8u] ^ arr27006[3]; }
        p0 ^= 752710153u;
    } }
    return x + p0;
}
DEVFN unsigned f28001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 ^= 13u;
    p1 ^= x;
    for (unsigned i28002 = 0; i28002 < 2u; i28002++) {
        { unsigned k28003 = (p0) % 4u;
        do {
            p1 = (unsigned)(((unsigned long long)(i28002 - p0) << 1) % ((unsigned long long)(p1 << (x & 31u)) | 1ull));
        } while (k28003-- != 0u); }
        if (i28002 == p0) { return x ^ p0; }
        p1 ^= ((p1 + 22u) - (unsigned)imax((int)p0, (int)p0));
    }
    p0 ^= (unsigned)((short)((p1 >> 5) | (p1 << 6)));
    return x + p1;
}
NOINLINE unsigned f31001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x = (unsigned)((signed char)p0);
    { unsigned k31002 = ((47u + 2528961554u)) % 4u;
    do {
        { unsigned arr31003[4];
        for (unsigned q = 0; q < 4u; q++) arr31003[q] = p0 + q * 3u;
        arr31003[(19u) % 4u] = 10u;
        p0 = arr31003[(__umulhi(p0, p0)) % 4u] ^ arr31003[0]; }
        if ((int)(x + p0) < (int)(unsigned)(int)((float)(p0 & 4095u) * (float)(x & 1023u) + (float)(p0 >> 20))) {
            p0 = x;
        }
    } while (k31002-- != 0u); }
    x ^= 2892957757u;
    x ^= ((3683260868u + 49u) * (1323701147u + x));
    return x + p0;
}
DEVFN unsigned f31004(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if (((unsigned)(int)((float)(p0 & 4095u) * (float)(p0 & 1023u) - (float)(p0 >> 20)) & 3u) == 0u) {
        if (70u > x) { return x ^ p0; }
        switch (((unsigned)(((unsigned long long)p1 * x) >> 19)) % 4u) {
        case 0u:
            p0 = (24u - (49u / (3u | 1u)));
            break;
        case 1u:
            x = p1;
            break;
        default:
            p0 = ((unsigned)imax((int)p1, (int)p0) & f31001(x));
        }
    } else {
        x ^= __umulhi(__umulhi(p0, x), 212206419u);
    }
    { unsigned k31005 = (p1) % 4u;
    do {
        switch ((3935911696u) % 5u) {
        case 0u:
            p0 = 63u;
            break;
        case 1u:
            x = 5u;
        default:
            p0 = ((unsigned)((unsigned short)x) / ((unsigned)((unsigned short)x) | 1u));
        }
        x ^= p1;
    } while (k31005-- != 0u); }
    p1 = ((unsigned)(((unsigned long long)4110662913u * x) >> 19) >> (__umulhi(557372126u, 54u) & 31u));
    p0 ^= ((((40u & 7u) == 2u) && ((p1 + p1) > __umulhi(x, p0))) ? (p1 * 69u) : (p0 ^ 12u));
    return x + p1;
}
NOINLINE unsigned f36001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    for (unsigned i36002 = 0; i36002 < 3u; i36002++) {
        p0 = (unsigned)(((unsigned long long)(3071315071u + x) * (p0 + p1)) >> 11);
        x ^= ((1215035534u + p0) % (((3773912200u >> 22) | (3773912200u << 19)) | 1u));
    }
    if (true || (913537180u > 92u)) { return x ^ p0; }
    return x + p1;
}
DEVFN unsigned f36003(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x ^= 55u;
    if ((int)x < (int)p0) { return x ^ p0; }
    return x + p1;
}
DEVFN unsigned f37001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    for (unsigned i37002 = 0; i37002 < 5u; i37002++) {
        switch ((((2561203342u >> 9) | (2561203342u << 10))) % 4u) {
        case 0u:
            x = __umulhi(p1, p1);
        case 1u:
            p1 = x;
        case 2u:
            x = (98u + 29u);
            break;
        default:
            p1 = (unsigned)(((unsigned long long)(p0 << (p0 & 31u)) * (x + 38u)) >> 8);
        }
        if (true || (30u > 2453714133u)) break;
        p1 ^= 454889990u;
    }
    p0 = (__clz(1574406725u) - p0);
    return x + p1;
}
extern "C" __global__ void g1_0(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
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
extern "C" __global__ void g1_1(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3529882839u ^ TIDX, d = sm0[(TIDX + 33u) % BDIM];
    b = (unsigned)((const V4 *)in)[(((tid % 2u == 0u) ? 3206833188u : 82u)) % 24u].w;
    b ^= (unsigned)(((unsigned long long)(61u >> (tid & 31u)) * a) >> 23);
    d = b;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3667372311u ^ TIDX, d = sm1[(TIDX + 7u) % BDIM];
    { unsigned arr1006[8];
    for (unsigned q = 0; q < 8u; q++) arr1006[q] = d + q * 5u;
    arr1006[((64u ^ tid)) % 8u] = (a * 49u);
    d = arr1006[((unsigned)((unsigned short)TIDX)) % 8u] ^ arr1006[2]; }
    a = (unsigned)(((unsigned long long)(unsigned)((const V4 *)in)[(36u) % 24u].w * b) >> 9);
    b = c;
    d ^= (unsigned)in[((a | a)) % 96u];
    a ^= tid;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4090248713u ^ TIDX, d = sm0[(TIDX + 9u) % BDIM];
    { unsigned arr1007[8];
    for (unsigned q = 0; q < 8u; q++) arr1007[q] = b + q * 7u;
    arr1007[((unsigned)(int)((float)(d & 4095u) * (float)(TIDX & 1023u) + (float)(d >> 20))) % 8u] = (unsigned)(((unsigned long long)TIDX * d) >> 33);
    b = arr1007[((52u % (tid | 1u))) % 8u] ^ arr1007[4]; }
#pragma unroll 4
    for (int u1008 = 0; u1008 < 4; u1008++) d += (unsigned)in[(tid * 4u + (unsigned)u1008) % 96u] * (u1008 + 1);
    switch (((928865527u - c)) % 4u) {
    case 0u:
        if (tid % 3u == 2u) {
            b ^= 1322262239u;
        } else {
            c ^= 964264583u;
        }
        break;
    case 1u:
        d = 44u;
    case 2u:
        b ^= (unsigned)(((unsigned long long)92u * (((12u & 7u) == 1u) ? a : d)) >> 26);
        break;
    default:
        d ^= (unsigned)in[((b % (tid | 1u))) % 96u];
    }
    d ^= 76u;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1550403198u ^ TIDX, d = sm1[(TIDX + 26u) % BDIM];
    d = (unsigned)(((unsigned long long)(((TIDX & 1u) == 0u) ? TIDX : a) << 22) % ((unsigned long long)__umulhi(a, tid) | 1ull));
    switch (((unsigned)((const V4 *)in)[(a) % 24u].z) % 4u) {
    case 0u:
        b = ((a | tid) ^ (b | d));
        break;
    case 1u:
        switch ((((tid >> 16) | (tid << 4))) % 5u) {
        case 0u:
            switch ((c) % 5u) {
            case 0u:
                a = ((tid % 33u == 2u) ? (b ^ c) : umin(c, 67u));
                break;
            case 1u:
                a = a;
                break;
            case 2u:
                a = (unsigned)((unsigned short)66u);
                break;
            default:
                d = d;
            }
            break;
        case 1u:
            b = (tid - (b * c));
            break;
        default:
            { unsigned k1009 = ((unsigned)((const V4 *)in)[(b) % 24u].y) % 5u;
            while (k1009 != 0u) {
                k1009--;
                b = ((unsigned)(int)((float)(d & 4095u) * (float)(90u & 1023u) - (float)(d >> 20)) & (((d & 3u) == 2u) ? 250174010u : b));
            } }
        }
    default:
        b = (unsigned)((int)(unsigned)((unsigned short)b) / (int)((2189348002u & 7u) + 1u));
    }
    a ^= (unsigned)((const V4 *)in)[((unsigned)in[(tid) % 96u]) % 24u].z;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_2(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 936881658u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
    b = (TIDX + 3210965651u);
    switch (((unsigned)((short)d)) % 4u) {
    case 0u:
        if (d != d) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    case 1u:
        if ((tid % 3u == 2u) && (((true || (3565690727u > b)) ? 836654245u : tid) > __umulhi(tid, 1564949638u))) {
            if (c <= 1090419374u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        } else {
            c = (unsigned)(int)((float)((unsigned)((int)3628355864u / (int)((TIDX & 7u) + 1u)) & 4095u) * (float)((4133755044u << (2859775912u & 31u)) & 1023u) - (float)((unsigned)((int)3628355864u / (int)((TIDX & 7u) + 1u)) >> 20));
            for (unsigned i2005 = 0; i2005 < ((TIDX) % 6u); i2005++) {
                b = 38u;
                a = b;
                b = c;
            }
        }
        break;
    default:
        if (((c - a) & 7u) == 1u) {
            if (((unsigned)((short)1575274964u) & 3u) == 0u) {
                c = ((umin(tid, a) == TIDX) ? (unsigned)((signed char)53u) : (unsigned)(((unsigned long long)TIDX << 22) / ((unsigned long long)c | 1ull)));
                b = (unsigned)((unsigned short)(unsigned)in[(1935032692u) % 80u]);
            }
        } else {
            c ^= d;
            switch (((unsigned)((int)a % (int)((b & 7u) + 1u))) % 4u) {
            case 0u:
                b = (unsigned)((int)c % (int)((tid & 255u) + 1u));
                break;
            case 1u:
                c = c;
                break;
            default:
                c = TIDX;
            }
        }
    }
    b ^= ((987030987u + tid) | (((c & 1u) == 1u) ? b : TIDX));
    b = f2004(c, (unsigned)(int)((double)(2302695427u & 4095u) * (double)(2729434383u & 1023u) - (double)(2302695427u >> 20)));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_3(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2683577721u ^ TIDX, d = sm0[(TIDX + 13u) % BDIM];
    { unsigned k3001 = ((TIDX * tid)) % 5u;
    while (k3001 != 0u) {
        k3001--;
        if ((int)__clz(tid) < (int)(unsigned)(((unsigned long long)d * d) >> 19)) {
            a ^= ((tid - d) + b);
            d ^= (c + d);
        }
        d = (613192159u - ((a == a) ? TIDX : d));
    } }
    c ^= ((unsigned)(int)((double)(c & 4095u) * (double)(d & 1023u) - (double)(c >> 20)) + (unsigned)((int)c % (int)((tid & 255u) + 1u)));
    if (((unsigned)(((unsigned long long)a * 1951946186u) >> 38) & 1u) == 1u) {
        for (unsigned i3002 = 0; i3002 < 4u; i3002++) {
            d ^= b;
        }
    } else {
        a = (a >> ((a / (a | 1u)) & 31u));
        switch ((63u) % 5u) {
        case 0u:
            { unsigned k3003 = ((36u ^ 7u)) % 4u;
            do {
                d = (((int)((tid % 3u == 1u) ? b : TIDX) < (int)(59u + tid)) ? (unsigned)((int)2533627457u % (int)((tid & 65535u) + 1u)) : b);
                c = (((unsigned)((const V4 *)in)[(c) % 24u].x >> 17) | ((unsigned)((const V4 *)in)[(c) % 24u].x << 12));
            } while (k3003-- != 0u); }
            break;
        case 1u:
            a = 3646757165u;
        default:
            b = ((d + tid) / ((unsigned)(((unsigned long long)0u << 24) % ((unsigned long long)a | 1ull)) | 1u));
        }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2173650458u ^ TIDX, d = sm1[(TIDX + 32u) % BDIM];
    atomicAdd(&cnt[(tid) % 4u], ((tid & tid)) & 255u);
    d ^= tid;
    { unsigned arr3004[4];
    for (unsigned q = 0; q < 4u; q++) arr3004[q] = c + q * 6u;
    arr3004[((a ^ 3910218856u)) % 4u] = (tid ^ tid);
    c = arr3004[((a / (d | 1u))) % 4u] ^ arr3004[3]; }
    for (unsigned i3005 = 0; i3005 < (((d + c)) % 6u); i3005++) {
        { unsigned k3006 = (c) % 5u;
        while (k3006 != 0u) {
            k3006--;
            a = (unsigned)((const V4 *)in)[(__popc(11u)) % 24u].y;
        } }
        { unsigned k3007 = (d) % 5u;
        while (k3007 != 0u) {
            k3007--;
            b = d;
            { unsigned arr3008[8];
            for (unsigned q = 0; q < 8u; q++) arr3008[q] = c + q * 6u;
            arr3008[(b) % 8u] = (unsigned)(int)((float)(tid & 4095u) * (float)(d & 1023u) + (float)(tid >> 20));
            c = arr3008[(umin(77u, a)) % 8u] ^ arr3008[7]; }
        } }
        if ((a & 3u) == 2u) {
            if (tid % 2u == 2u) {
                c = 1704661953u;
            }
        } else {
            a = (unsigned)(int)((float)((((d & 3u) == 0u) ? d : i3005) & 4095u) * (float)(a & 1023u) + (float)((((d & 3u) == 0u) ? d : i3005) >> 20));
        }
    }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2285882946u ^ TIDX, d = sm0[(TIDX + 2u) % BDIM];
    d ^= tid;
    b ^= (a * (unsigned)((const V4 *)in)[(b) % 24u].x);
    for (unsigned i3009 = 0; i3009 < (((tid | tid)) % 6u); i3009++) {
        c = ((unsigned)((int)1045083347u % (int)((i3009 & 7u) + 1u)) + __umulhi(i3009, tid));
        if (tid % 2u == 2u) break;
        a = ((a >= (a % (1621768161u | 1u))) ? (unsigned)(int)((float)(a & 4095u) * (float)(d & 1023u) - (float)(a >> 20)) : (c + 996335778u));
    }
    { unsigned k3010 = (1616929251u) % 5u;
    while (k3010 != 0u) {
        k3010--;
        { unsigned arr3011[8];
        for (unsigned q = 0; q < 8u; q++) arr3011[q] = d + q * 5u;
        arr3011[(a) % 8u] = (33u - a);
        d = arr3011[((tid ^ b)) % 8u] ^ arr3011[7]; }
        a = (unsigned)imax((int)((1880474512u >> 10) | (1880474512u << 3)), (int)tid);
    } }
    b = ((3025680097u >> 25) | (3025680097u << 2));
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 310306022u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    if ((TIDX > a) && ((unsigned)(((unsigned long long)a * tid) >> 1) > tid)) {
        switch (((unsigned)in[(TIDX) % 96u]) % 3u) {
        case 0u:
            { unsigned k4007 = (d) % 4u;
            do {
                b = __brev((unsigned)((const V4 *)in)[(37u) % 24u].y);
                c = a;
            } while (k4007-- != 0u); }
            break;
        case 1u:
            { unsigned k4008 = ((b - a)) % 4u;
            do {
                d = tid;
            } while (k4008-- != 0u); }
            break;
        default:
            d ^= 2895898364u;
        }
        c = (tid ^ __brev(6u));
    } else {
#pragma unroll
        for (int u4009 = 0; u4009 < 4; u4009++) a += (unsigned)in[(tid * 4u + (unsigned)u4009) % 96u] * (u4009 + 1);
        c = (tid << ((a - c) & 31u));
    }
    { unsigned arr4010[8];
    for (unsigned q = 0; q < 8u; q++) arr4010[q] = d + q * 5u;
    arr4010[(76u) % 8u] = (2716355430u - d);
    d = arr4010[((c | c)) % 8u] ^ arr4010[0]; }
    b ^= ((unsigned)in[(c) % 96u] << ((unsigned)(((unsigned long long)79u * c) >> 25) & 31u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 787707334u ^ TIDX, d = sm1[(TIDX + 4u) % BDIM];
    for (unsigned i4011 = 0; i4011 < 5u; i4011++) {
#pragma unroll 4
        for (int u4012 = 0; u4012 < 8; u4012++) a += (unsigned)in[(tid * 8u + (unsigned)u4012) % 96u] * (u4012 + 1);
        if ((int)b < (int)1640714605u) continue;
    }
    b ^= TIDX;
    b = ((a * a) % ((c & c) | 1u));
    b ^= (unsigned)((unsigned char)d);
    c = (unsigned)((const V4 *)in)[((c & tid)) % 24u].w;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1782322779u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
    { unsigned k4013 = ((unsigned)(((unsigned long long)b * 50u) >> 14)) % 5u;
    while (k4013 != 0u) {
        k4013--;
        if (tid % 3u == 1u) {
            { unsigned k4014 = (c) % 4u;
            do {
                b = ((unsigned)in[(tid) % 96u] ^ (d - a));
                b = (umin(b, d) - (c / (TIDX | 1u)));
            } while (k4014-- != 0u); }
        } else {
            for (int u4015 = 0; u4015 < 2; u4015++) d += (unsigned)in[(tid * 2u + (unsigned)u4015) % 96u] * (u4015 + 1);
        }
    } }
    { unsigned k4016 = ((d | 38u)) % 4u;
    do {
        switch (((unsigned)(((unsigned long long)b * 3836428018u) >> 34)) % 5u) {
        case 0u:
            for (int u4017 = 0; u4017 < 2; u4017++) c += (unsigned)in[(tid * 2u + (unsigned)u4017) % 96u] * (u4017 + 1);
        case 1u:
#pragma unroll
            for (int u4018 = 0; u4018 < 4; u4018++) b += (unsigned)in[(tid * 4u + (unsigned)u4018) % 96u] * (u4018 + 1);
        case 2u:
            a = (unsigned)(((unsigned long long)(b - a) << 25) / ((unsigned long long)f4001(c, c) | 1ull));
            break;
        default:
            if ((true && (c > 50u)) || (c > (unsigned)(((unsigned long long)4293012226u << 4) % ((unsigned long long)a | 1ull)))) {
                c = a;
            } else {
                a = ((91u >> 12) | (91u << 3));
                a = (unsigned)(int)((float)(b & 4095u) * (float)((unsigned)(((unsigned long long)c * d) >> 5) & 1023u) - (float)(b >> 20));
            }
        }
    } while (k4016-- != 0u); }
    a = __brev(b);
    for (int u4019 = 0; u4019 < 4; u4019++) c += (unsigned)in[(tid * 4u + (unsigned)u4019) % 96u] * (u4019 + 1);
    d = umin(c, 814042685u);
    for (int u4020 = 0; u4020 < 8; u4020++) b += (unsigned)in[(tid * 8u + (unsigned)u4020) % 96u] * (u4020 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3093537126u ^ TIDX, d = sm1[(TIDX + 27u) % BDIM];
    { unsigned arr4021[4];
    for (unsigned q = 0; q < 4u; q++) arr4021[q] = b + q * 1u;
    arr4021[(986113651u) % 4u] = (4176961444u | a);
    b = arr4021[(((40u >> 19) | (40u << 22))) % 4u] ^ arr4021[0]; }
    a ^= d;
    d = __umulhi(d, (unsigned)in[(b) % 96u]);
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3486689232u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
    switch (((unsigned)imax((int)235963032u, (int)94u)) % 5u) {
    case 0u:
        d = (((tid % 7u == 2u) ? TIDX : a) >> ((b ^ d) & 31u));
        break;
    case 1u:
        if (((b | a) & 3u) == 2u) {
            for (int u5005 = 0; u5005 < 8; u5005++) c += (unsigned)in[(tid * 8u + (unsigned)u5005) % 96u] * (u5005 + 1);
        } else {
            d = c;
        }
        break;
    case 2u:
        for (unsigned i5006 = 0; i5006 < ((__umulhi(tid, a)) % 6u); i5006++) {
            switch (((unsigned)(((unsigned long long)d * b) >> 3)) % 3u) {
            case 0u:
                a = c;
                break;
            case 1u:
                d = ((i5006 >> (d & 31u)) + __brev(i5006));
            default:
                b = (((i5006 - 88u) >> 23) | ((i5006 - 88u) << 29));
            }
            { unsigned k5007 = (3207333312u) % 5u;
            while (k5007 != 0u) {
                k5007--;
                d = (unsigned)((int)(unsigned)(((unsigned long long)95u << 6) % ((unsigned long long)TIDX | 1ull)) % (int)((__umulhi(d, d) & 255u) + 1u));
                c = ((c % (a | 1u)) / ((b + a) | 1u));
            } }
            c = i5006;
        }
        break;
    default:
        { unsigned k5008 = ((tid * a)) % 4u;
        do {
            d ^= (unsigned)imax((int)65u, (int)c);
            d ^= (TIDX | (tid | b));
        } while (k5008-- != 0u); }
    }
    b = (unsigned)((unsigned short)umin(c, b));
    b ^= ((9u ^ 92u) & (unsigned)((int)c % (int)((16u & 255u) + 1u)));
    d ^= 3459148291u;
    d = (((tid - 80u) >> 14) | ((tid - 80u) << 9));
    { unsigned arr5009[4];
    for (unsigned q = 0; q < 4u; q++) arr5009[q] = d + q * 6u;
    arr5009[(b) % 4u] = __umulhi(tid, 42u);
    d = arr5009[(921653113u) % 4u] ^ arr5009[3]; }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3871489798u ^ TIDX, d = sm1[(TIDX + 27u) % BDIM];
    c = ((92u >> (b & 31u)) * __clz(c));
    switch (((unsigned)((unsigned short)c)) % 5u) {
    case 0u:
        { unsigned k5010 = ((unsigned)imax((int)d, (int)a)) % 4u;
        do {
            switch (((unsigned)((const V4 *)in)[(c) % 24u].w) % 4u) {
            case 0u:
                c = (((TIDX >> (TIDX & 31u)) >> 26) | ((TIDX >> (TIDX & 31u)) << 9));
                break;
            case 1u:
                d = (unsigned)((int)(unsigned)((unsigned char)c) % (int)(((b ^ 1418789388u) & 7u) + 1u));
                break;
            default:
                d = f5001(tid, (unsigned)in[(a) % 96u]);
            }
        } while (k5010-- != 0u); }
        break;
    case 1u:
        b ^= umin((unsigned)(int)((double)(3991338966u & 4095u) * (double)(tid & 1023u) - (double)(3991338966u >> 20)), (3555722606u * a));
        break;
    default:
        d = c;
    }
    if ((d & 3u) == 1u) {
        c ^= ((unsigned)(int)((double)(TIDX & 4095u) * (double)(638407286u & 1023u) + (double)(TIDX >> 20)) | (a << (d & 31u)));
    } else {
        b = f5001((65u / (b | 1u)), (unsigned)(((unsigned long long)790616036u * a) >> 17));
    }
    b = (unsigned)((short)(unsigned)(((unsigned long long)b << 23) / ((unsigned long long)b | 1ull)));
    c = b;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1118900918u ^ TIDX, d = sm1[(TIDX + 25u) % BDIM];
    d = (unsigned)((const V4 *)in)[(tid) % 24u].w;
    atomicAdd(&cnt[((d * 76u)) % 4u], (((1603728593u >> 5) | (1603728593u << 15))) & 255u);
    { unsigned arr5011[4];
    for (unsigned q = 0; q < 4u; q++) arr5011[q] = d + q * 5u;
    arr5011[((1364900983u - tid)) % 4u] = (unsigned)(int)((double)(a & 4095u) * (double)(598007563u & 1023u) + (double)(a >> 20));
    d = arr5011[((d * 2031382818u)) % 4u] ^ arr5011[0]; }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 25u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (25u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3375949680u ^ TIDX, d = sm1[(TIDX + 16u) % BDIM];
    b = ((unsigned)((short)TIDX) | (unsigned)(((unsigned long long)3666166429u << 8) / ((unsigned long long)tid | 1ull)));
    d ^= (b - (2202203910u << (tid & 31u)));
    d = (unsigned)(((unsigned long long)65u * 59u) >> 1);
    c ^= (unsigned)(((unsigned long long)__umulhi(d, 88u) * (unsigned)((const V4 *)in)[(4134464745u) % 24u].z) >> 23);
    for (unsigned i5012 = 0; i5012 < (((b & tid)) % 6u); i5012++) {
        switch ((f5001(i5012, 81u)) % 4u) {
        case 0u:
            a = __brev((i5012 >> (TIDX & 31u)));
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
        if ((i5012 & 1u) == 1u) break;
    }
    b ^= (TIDX - (1236750022u | d));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_6(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2591260030u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    a = a;
    for (unsigned i6006 = 0; i6006 < ((TIDX) % 6u); i6006++) {
        for (unsigned i6007 = 0; i6007 < (((unsigned)(((unsigned long long)d * i6006) >> 35)) % 6u); i6007++) {
            b ^= (__brev(tid) / ((unsigned)(((unsigned long long)c * i6006) >> 12) | 1u));
        }
        c ^= ((unsigned)((unsigned short)114241849u) & (31u + b));
        c = a;
    }
    b ^= d;
    a = b;
    d = __brev((unsigned)(int)((float)(d & 4095u) * (float)(TIDX & 1023u) + (float)(d >> 20)));
    d = f6002(umin(TIDX, b), 74u);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 18u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (18u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4279620958u ^ TIDX, d = sm0[(TIDX + 9u) % BDIM];
    c ^= ((unsigned)((int)a / (int)((c & 255u) + 1u)) >> (b & 31u));
    { unsigned arr6008[4];
    for (unsigned q = 0; q < 4u; q++) arr6008[q] = c + q * 7u;
    arr6008[((a + tid)) % 4u] = __brev(tid);
    c = arr6008[((TIDX * 3315020680u)) % 4u] ^ arr6008[2]; }
    a ^= ((1325979580u - c) ^ (d << (52u & 31u)));
    a ^= c;
    d ^= (9u << ((unsigned)(int)((float)(3884873473u & 4095u) * (float)(d & 1023u) + (float)(3884873473u >> 20)) & 31u));
    b = (unsigned)in[((unsigned)in[(d) % 96u]) % 96u];
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1626345501u ^ TIDX, d = sm1[(TIDX + 13u) % BDIM];
    b = ((TIDX & TIDX) + (b & c));
    if (tid % 7u == 2u) {
        for (unsigned i6009 = 0; i6009 < 3u; i6009++) {
            c = __clz(tid);
            if (a >= b) break;
            if (__umulhi(a, i6009) <= (a ^ TIDX)) {
                d = ((unsigned)in[(i6009) % 96u] << ((unsigned)(((unsigned long long)TIDX << 28) / ((unsigned long long)b | 1ull)) & 31u));
            }
        }
        c ^= (unsigned)in[(TIDX) % 96u];
    } else {
        switch ((d) % 5u) {
        case 0u:
            { unsigned arr6010[4];
            for (unsigned q = 0; q < 4u; q++) arr6010[q] = b + q * 2u;
            arr6010[((d << (tid & 31u))) % 4u] = (tid ^ a);
            b = arr6010[((unsigned)((int)20u % (int)((1257106942u & 7u) + 1u))) % 4u] ^ arr6010[3]; }
            break;
        case 1u:
            for (int u6011 = 0; u6011 < 8; u6011++) b += (unsigned)in[(tid * 8u + (unsigned)u6011) % 96u] * (u6011 + 1);
            break;
        default:
            switch ((__brev(TIDX)) % 5u) {
            case 0u:
                d = 3784650987u;
                break;
            case 1u:
                b = b;
            default:
                c = (unsigned)((const V4 *)in)[((unsigned)(((unsigned long long)tid << 14) / ((unsigned long long)tid | 1ull))) % 24u].x;
            }
        }
        for (unsigned i6012 = 0; i6012 < 3u; i6012++) {
            b = ((unsigned)(((unsigned long long)tid << 24) % ((unsigned long long)c | 1ull)) | __umulhi(39u, d));
        }
    }
    { unsigned arr6013[4];
    for (unsigned q = 0; q < 4u; q++) arr6013[q] = c + q * 7u;
    arr6013[((TIDX & b)) % 4u] = 23u;
    c = arr6013[((b - tid)) % 4u] ^ arr6013[1]; }
    b ^= (d * c);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4254275969u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
#pragma unroll
    for (int u6014 = 0; u6014 < 2; u6014++) d += (unsigned)in[(tid * 2u + (unsigned)u6014) % 96u] * (u6014 + 1);
    switch (((unsigned)((int)13u % (int)((b & 7u) + 1u))) % 3u) {
    case 0u:
        a = d;
    case 1u:
        { unsigned arr6015[4];
        for (unsigned q = 0; q < 4u; q++) arr6015[q] = c + q * 4u;
        arr6015[((TIDX + d)) % 4u] = (unsigned)(int)((float)(d & 4095u) * (float)(d & 1023u) + (float)(d >> 20));
        c = arr6015[((unsigned)(int)((float)(tid & 4095u) * (float)(a & 1023u) + (float)(tid >> 20))) % 4u] ^ arr6015[2]; }
        break;
    default:
        b ^= d;
    }
    for (unsigned i6016 = 0; i6016 < 5u; i6016++) {
        b ^= ((unsigned)in[(a) % 96u] & a);
        b = __popc(f6002(TIDX, b));
        if (tid % 7u == 2u) break;
    }
    b ^= (c - __brev(a));
    { unsigned arr6017[4];
    for (unsigned q = 0; q < 4u; q++) arr6017[q] = c + q * 2u;
    arr6017[((unsigned)((unsigned short)819499006u)) % 4u] = c;
    c = arr6017[(tid) % 4u] ^ arr6017[3]; }
    d = ((((98u & 3u) == 2u) ? TIDX : b) + (unsigned)(((unsigned long long)d << 4) % ((unsigned long long)c | 1ull)));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_7(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2965018593u ^ TIDX, d = sm0[(TIDX + 37u) % BDIM];
    a ^= ((b >> 15) | (b << 16));
    { unsigned k7001 = (b) % 5u;
    while (k7001 != 0u) {
        k7001--;
        d = (unsigned)imax((int)(unsigned)((const V4 *)in)[(c) % 24u].y, (int)tid);
    } }
    d = ((unsigned)in[(tid) % 96u] / ((unsigned)(((unsigned long long)tid * c) >> 33) | 1u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2717455864u ^ TIDX, d = sm1[(TIDX + 33u) % BDIM];
    switch (((c - tid)) % 3u) {
    case 0u:
        a ^= tid;
        break;
    case 1u:
        { unsigned k7002 = (((90u >> 7) | (90u << 19))) % 4u;
        do {
            { unsigned arr7003[4];
            for (unsigned q = 0; q < 4u; q++) arr7003[q] = a + q * 8u;
            arr7003[(a) % 4u] = 34u;
            a = arr7003[((b * tid)) % 4u] ^ arr7003[1]; }
        } while (k7002-- != 0u); }
    default:
        b = TIDX;
    }
    d ^= ((d / (a | 1u)) & a);
    a = (unsigned)(((unsigned long long)c << 3) % ((unsigned long long)(unsigned)in[(28u) % 96u] | 1ull));
    a = ((unsigned)((int)35u % (int)((d & 255u) + 1u)) ^ (TIDX - tid));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_8(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3876865629u ^ TIDX, d = sm0[(TIDX + 13u) % BDIM];
    { unsigned k8001 = ((b + c)) % 5u;
    while (k8001 != 0u) {
        k8001--;
        if ((int)__brev(TIDX) < (int)((d <= tid) ? tid : c)) {
            b = ((b & c) * ((3993631090u == tid) ? d : c));
            for (unsigned i8002 = 0; i8002 < (((TIDX ^ c)) % 6u); i8002++) {
                c = (unsigned)(int)((float)((1299229914u + tid) & 4095u) * (float)((TIDX + b) & 1023u) - (float)((1299229914u + tid) >> 20));
                d = __brev(c);
                a = (unsigned)((const V4 *)in)[((d | d)) % 20u].y;
            }
        }
    } }
    switch ((3050423288u) % 3u) {
    case 0u:
        c = ((TIDX | b) * (unsigned)(int)((double)(23u & 4095u) * (double)(a & 1023u) + (double)(23u >> 20)));
        break;
    case 1u:
#pragma unroll 4
        for (int u8003 = 0; u8003 < 8; u8003++) c += (unsigned)in[(tid * 8u + (unsigned)u8003) % 80u] * (u8003 + 1);
    default:
        c ^= 3529403249u;
    }
    d ^= ((unsigned)((const V4 *)in)[(3846497331u) % 20u].y | (unsigned)((int)tid / (int)((c & 65535u) + 1u)));
    if (b >= tid) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    switch (((463273037u + d)) % 3u) {
    case 0u:
        if (tid % 33u == 1u) {
            for (unsigned i8004 = 0; i8004 < ((((TIDX >> 5) | (TIDX << 18))) % 6u); i8004++) {
                c = ((tid + TIDX) >> (((b >> 4) | (b << 28)) & 31u));
                b = (unsigned)(((unsigned long long)__popc(c) * 2565588892u) >> 27);
            }
        } else {
            { unsigned k8005 = ((unsigned)in[(c) % 80u]) % 4u;
            do {
                b = ((c ^ c) | (((int)d < (int)97u) ? a : 96u));
                a = c;
            } while (k8005-- != 0u); }
        }
        break;
    case 1u:
        if ((int)(tid * 3221381160u) < (int)(a + c)) {
            if ((int)tid < (int)tid) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        }
        break;
    default:
        { unsigned arr8006[4];
        for (unsigned q = 0; q < 4u; q++) arr8006[q] = a + q * 5u;
        arr8006[(__umulhi(44u, a)) % 4u] = c;
        a = arr8006[(((b >> 18) | (b << 2))) % 4u] ^ arr8006[1]; }
    }
    b = (TIDX ^ ((tid % 33u == 2u) ? c : tid));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_9(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2571172915u ^ TIDX, d = sm0[(TIDX + 10u) % BDIM];
    c = (((unsigned)((short)b) >> 1) | ((unsigned)((short)b) << 17));
    d = (unsigned)(((unsigned long long)TIDX << 24) / ((unsigned long long)(unsigned)((const V4 *)in)[(TIDX) % 24u].x | 1ull));
    c = (((d >> 17) | (d << 25)) / (b | 1u));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 24u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (24u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2951978212u ^ TIDX, d = sm0[(TIDX + 32u) % BDIM];
    c = c;
    switch ((a) % 3u) {
    case 0u:
        for (int u9004 = 0; u9004 < 4; u9004++) d += (unsigned)in[(tid * 4u + (unsigned)u9004) % 96u] * (u9004 + 1);
    case 1u:
        switch ((((d >> 2) | (d << 11))) % 5u) {
        case 0u:
            { unsigned arr9005[4];
            for (unsigned q = 0; q < 4u; q++) arr9005[q] = c + q * 3u;
            arr9005[(b) % 4u] = (948053713u & 1931352654u);
            c = arr9005[((unsigned)((int)b % (int)((59u & 255u) + 1u))) % 4u] ^ arr9005[3]; }
            break;
        case 1u:
            a ^= (((a + 3142602231u) >> 23) | ((a + 3142602231u) << 14));
            break;
        default:
            b ^= f9001((3698640027u & c), (c << (a & 31u)));
        }
    default:
        c ^= ((c % (d | 1u)) ^ (unsigned)((const V4 *)in)[(d) % 24u].y);
    }
    atomicAdd(&cnt[((unsigned)((int)92u / (int)((TIDX & 7u) + 1u))) % 4u], (((d >> 7) | (d << 26))) & 255u);
    { unsigned k9006 = ((TIDX * d)) % 4u;
    do {
        if (tid % 2u == 0u) {
            a = a;
        }
        b = 984556972u;
    } while (k9006-- != 0u); }
    if ((unsigned)in[(TIDX) % 96u] != (unsigned)((const V4 *)in)[(86u) % 24u].x) {
        if (((unsigned)(int)((double)(a & 4095u) * (double)(24u & 1023u) - (double)(a >> 20)) & 7u) == 1u) {
            { unsigned k9007 = ((TIDX % (b | 1u))) % 5u;
            while (k9007 != 0u) {
                k9007--;
                d = ((((59u & 3u) == 0u) || (umin(8u, d) > (5000966u + d))) ? (((int)tid < (int)b) ? tid : tid) : (2873448860u << (d & 31u)));
                c = 66u;
            } }
        } else {
#pragma unroll 2
            for (int u9008 = 0; u9008 < 2; u9008++) d += (unsigned)in[(tid * 2u + (unsigned)u9008) % 96u] * (u9008 + 1);
            for (int u9009 = 0; u9009 < 2; u9009++) d += (unsigned)in[(tid * 2u + (unsigned)u9009) % 96u] * (u9009 + 1);
        }
    } else {
        if (b != (TIDX + a)) {
            switch (((unsigned)(int)((float)(182539110u & 4095u) * (float)(d & 1023u) + (float)(182539110u >> 20))) % 3u) {
            case 0u:
                d = ((b >> 25) | (b << 17));
            case 1u:
                c = (f9002(tid, a) - ((d >> 10) | (d << 15)));
                break;
            default:
                d = TIDX;
            }
            b ^= (((true || (tid > 3112996386u)) ? 300205159u : tid) >> ((((int)2914338585u < (int)1867603876u) ? c : 2987768222u) & 31u));
        } else {
            c = (unsigned)((const V4 *)in)[(__popc(tid)) % 24u].z;
        }
        for (unsigned i9010 = 0; i9010 < ((__clz(a)) % 6u); i9010++) {
            switch ((TIDX) % 4u) {
            case 0u:
                a = ((unsigned)((const V4 *)in)[(tid) % 24u].x ^ 97u);
                break;
            case 1u:
                c = ((d | i9010) ^ (unsigned)(int)((double)(c & 4095u) * (double)(2551788634u & 1023u) - (double)(c >> 20)));
                break;
            default:
                b = (unsigned)(int)((double)((unsigned)(int)((float)(b & 4095u) * (float)(d & 1023u) - (float)(b >> 20)) & 4095u) * (double)((b ^ tid) & 1023u) + (double)((unsigned)(int)((float)(b & 4095u) * (float)(d & 1023u) - (float)(b >> 20)) >> 20));
            }
        }
    }
    if ((int)((c >> 2) | (c << 17)) < (int)(b % (5u | 1u))) {
        c ^= (unsigned)(((unsigned long long)(unsigned)(((unsigned long long)d * 1458964077u) >> 24) << 25) % ((unsigned long long)(tid ^ a) | 1ull));
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_10(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3739343580u ^ TIDX, d = sm0[(TIDX + 9u) % BDIM];
    for (unsigned i10005 = 0; i10005 < ((((822696281u >> 29) | (822696281u << 18))) % 6u); i10005++) {
        switch (((i10005 ^ c)) % 5u) {
        case 0u:
            b ^= (unsigned)((const V4 *)in)[((unsigned)imax((int)tid, (int)94u)) % 24u].y;
        case 1u:
            { unsigned arr10006[4];
            for (unsigned q = 0; q < 4u; q++) arr10006[q] = c + q * 2u;
            arr10006[((unsigned)((unsigned char)87u)) % 4u] = (unsigned)(int)((float)(d & 4095u) * (float)(TIDX & 1023u) - (float)(d >> 20));
            c = arr10006[(a) % 4u] ^ arr10006[2]; }
        case 2u:
            if (((unsigned)(int)((float)(b & 4095u) * (float)(c & 1023u) + (float)(b >> 20)) & 3u) == 2u) {
                d = (unsigned)(((unsigned long long)((73u >> 9) | (73u << 13)) << 18) % ((unsigned long long)__brev(c) | 1ull));
                b = ((unsigned)in[(b) % 96u] - (unsigned)(((unsigned long long)c * d) >> 34));
            } else {
                b = (22u * (a & d));
                d = __popc((a + d));
            }
            break;
        default:
#pragma unroll
            for (int u10007 = 0; u10007 < 2; u10007++) b += (unsigned)in[(tid * 2u + (unsigned)u10007) % 96u] * (u10007 + 1);
        }
        b ^= b;
        { unsigned arr10008[4];
        for (unsigned q = 0; q < 4u; q++) arr10008[q] = b + q * 3u;
        arr10008[((unsigned)((unsigned short)a)) % 4u] = (i10005 + a);
        b = arr10008[(((a >> 23) | (a << 28))) % 4u] ^ arr10008[1]; }
    }
    c = ((unsigned)(((unsigned long long)a * a) >> 11) << ((unsigned)(int)((float)(tid & 4095u) * (float)(TIDX & 1023u) - (float)(tid >> 20)) & 31u));
    switch (((unsigned)in[(27u) % 96u]) % 5u) {
    case 0u:
        b ^= (f10001(tid) >> ((unsigned)((const V4 *)in)[(a) % 24u].w & 31u));
        break;
    case 1u:
        c ^= (tid | (unsigned)((int)d % (int)((d & 255u) + 1u)));
        break;
    case 2u:
        d ^= __umulhi(((b >> 14) | (b << 7)), (b >> (c & 31u)));
        break;
    default:
        a ^= (d / (((1574698837u >> 24) | (1574698837u << 1)) | 1u));
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 28u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 28u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2677273607u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    c = __popc(c);
    for (unsigned i10009 = 0; i10009 < 3u; i10009++) {
        a = a;
    }
    a = TIDX;
    for (int u10010 = 0; u10010 < 4; u10010++) c += (unsigned)in[(tid * 4u + (unsigned)u10010) % 96u] * (u10010 + 1);
    if (((unsigned)(int)((double)(52u & 4095u) * (double)(d & 1023u) + (double)(52u >> 20)) & 1u) == 0u) {
#pragma unroll 2
        for (int u10011 = 0; u10011 < 4; u10011++) b += (unsigned)in[(tid * 4u + (unsigned)u10011) % 96u] * (u10011 + 1);
#pragma unroll 4
        for (int u10012 = 0; u10012 < 2; u10012++) d += (unsigned)in[(tid * 2u + (unsigned)u10012) % 96u] * (u10012 + 1);
    } else {
        if ((unsigned)(((unsigned long long)14u * d) >> 15) < (83u >> (c & 31u))) {
            d ^= __brev((unsigned)(((unsigned long long)b * b) >> 12));
        } else {
#pragma unroll 4
            for (int u10013 = 0; u10013 < 8; u10013++) a += (unsigned)in[(tid * 8u + (unsigned)u10013) % 96u] * (u10013 + 1);
            d = ((tid >> 2) | (tid << 6));
        }
        a = (TIDX << (f10001(TIDX) & 31u));
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_11(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1577533746u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    switch ((((tid % 32u == 2u) ? tid : a)) % 3u) {
    case 0u:
        for (unsigned i11002 = 0; i11002 < 3u; i11002++) {
            c ^= (((umin(1160839840u, c) & 3u) == 0u) ? __clz(tid) : (unsigned)(((unsigned long long)b * 3726863002u) >> 27));
        }
        break;
    case 1u:
        a ^= tid;
        break;
    default:
        b ^= a;
    }
    { unsigned arr11003[8];
    for (unsigned q = 0; q < 8u; q++) arr11003[q] = b + q * 5u;
    arr11003[(2401836155u) % 8u] = __umulhi(TIDX, 2802389507u);
    b = arr11003[((1502923152u - b)) % 8u] ^ arr11003[1]; }
    { unsigned arr11004[8];
    for (unsigned q = 0; q < 8u; q++) arr11004[q] = b + q * 3u;
    arr11004[(__brev(1959590110u)) % 8u] = (unsigned)((int)a % (int)((c & 255u) + 1u));
    b = arr11004[((526868370u | 31u)) % 8u] ^ arr11004[6]; }
    a = 3820248205u;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2568734722u ^ TIDX, d = sm0[(TIDX + 8u) % BDIM];
    a = f11001(tid);
    atomicAdd(&cnt[(b) % 4u], (((TIDX >> 19) | (TIDX << 11))) & 255u);
    for (int u11005 = 0; u11005 < 8; u11005++) c += (unsigned)in[(tid * 8u + (unsigned)u11005) % 96u] * (u11005 + 1);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 5u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 5u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1249855133u ^ TIDX, d = sm0[(TIDX + 12u) % BDIM];
    { unsigned arr11006[4];
    for (unsigned q = 0; q < 4u; q++) arr11006[q] = c + q * 4u;
    arr11006[((69u & d)) % 4u] = (b - d);
    c = arr11006[((d | d)) % 4u] ^ arr11006[1]; }
    d = (unsigned)((int)b % (int)((3022558873u & 255u) + 1u));
    for (unsigned i11007 = 0; i11007 < ((umin(tid, tid)) % 6u); i11007++) {
        for (unsigned i11008 = 0; i11008 < 4u; i11008++) {
            if (true || (i11007 > i11007)) break;
            a ^= ((b / (i11007 | 1u)) | (unsigned)((const V4 *)in)[(c) % 24u].x);
        }
    }
    d ^= (unsigned)((const V4 *)in)[((unsigned)in[(tid) % 96u]) % 24u].w;
    c ^= (unsigned)((const V4 *)in)[(((tid % 2u == 2u) ? TIDX : d)) % 24u].x;
    { unsigned k11009 = (c) % 4u;
    do {
        d ^= f11001((6u / (d | 1u)));
        a = ((((c >> 22) | (c << 26)) >> 20) | (((c >> 22) | (c << 26)) << 11));
    } while (k11009-- != 0u); }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 154799282u ^ TIDX, d = sm0[(TIDX + 30u) % BDIM];
    if (a != a) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    { unsigned k11010 = ((d - d)) % 4u;
    do {
        switch ((4285652816u) % 4u) {
        case 0u:
            a = ((unsigned)((int)d / (int)((TIDX & 255u) + 1u)) * (unsigned)(int)((float)(93u & 4095u) * (float)(b & 1023u) + (float)(93u >> 20)));
            break;
        case 1u:
            a = (unsigned)(((unsigned long long)((1819982878u >> 17) | (1819982878u << 25)) << 7) / ((unsigned long long)d | 1ull));
            break;
        case 2u:
#pragma unroll
            for (int u11011 = 0; u11011 < 2; u11011++) a += (unsigned)in[(tid * 2u + (unsigned)u11011) % 96u] * (u11011 + 1);
        default:
            if (tid % 33u == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        }
        { unsigned arr11012[8];
        for (unsigned q = 0; q < 8u; q++) arr11012[q] = b + q * 2u;
        arr11012[((1008554361u | 1416353408u)) % 8u] = (TIDX + tid);
        b = arr11012[(umin(1379301398u, 38u)) % 8u] ^ arr11012[1]; }
    } while (k11010-- != 0u); }
    b ^= a;
    c = 60u;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_12(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2315102222u ^ TIDX, d = sm0[(TIDX + 1u) % BDIM];
    if ((d & 7u) == 1u) {
        switch ((c) % 4u) {
        case 0u:
            switch (((33u & d)) % 4u) {
            case 0u:
                c = f12001(((2034921226u >> 21) | (2034921226u << 24)));
                break;
            case 1u:
                a = (unsigned)(int)((double)(__umulhi(a, 50u) & 4095u) * (double)(((c >> 11) | (c << 3)) & 1023u) + (double)(__umulhi(a, 50u) >> 20));
            default:
                b = 25u;
            }
            break;
        case 1u:
            c ^= b;
            break;
        default:
            b = c;
        }
        b ^= ((((c & 3u) == 1u) ? a : c) ^ (d >> (tid & 31u)));
    }
    d = (unsigned)((short)((true || (17001657u > TIDX)) ? 13u : 1604281139u));
    atomicAdd(&cnt[(__umulhi(d, tid)) % 4u], ((c * 44u)) & 255u);
    a ^= d;
    { unsigned arr12007[4];
    for (unsigned q = 0; q < 4u; q++) arr12007[q] = b + q * 6u;
    arr12007[((unsigned)((const V4 *)in)[(b) % 24u].y) % 4u] = __umulhi(3836619781u, d);
    b = arr12007[((unsigned)((const V4 *)in)[(5u) % 24u].y) % 4u] ^ arr12007[3]; }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 680026647u ^ TIDX, d = sm1[(TIDX + 11u) % BDIM];
#pragma unroll
    for (int u12008 = 0; u12008 < 4; u12008++) a += (unsigned)in[(tid * 4u + (unsigned)u12008) % 96u] * (u12008 + 1);
    a = (2300392558u * b);
    for (unsigned i12009 = 0; i12009 < (((unsigned)((int)3571550032u / (int)((c & 7u) + 1u))) % 6u); i12009++) {
        for (int u12010 = 0; u12010 < 8; u12010++) b += (unsigned)in[(tid * 8u + (unsigned)u12010) % 96u] * (u12010 + 1);
        { unsigned arr12011[8];
        for (unsigned q = 0; q < 8u; q++) arr12011[q] = b + q * 3u;
        arr12011[((unsigned)((const V4 *)in)[(tid) % 24u].w) % 8u] = (i12009 & c);
        b = arr12011[((c + a)) % 8u] ^ arr12011[0]; }
    }
    a = 19u;
    b ^= ((TIDX | 49u) >> (f12006(a, 26u) & 31u));
    a = d;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 339817075u ^ TIDX, d = sm0[(TIDX + 28u) % BDIM];
    for (unsigned i12012 = 0; i12012 < (((TIDX * 4214318439u)) % 6u); i12012++) {
        for (unsigned i12013 = 0; i12013 < 2u; i12013++) {
            if (((int)i12013 < (int)a) || ((unsigned)(((unsigned long long)92u << 28) / ((unsigned long long)i12013 | 1ull)) > (unsigned)((int)c / (int)((b & 65535u) + 1u)))) {
                c = ((unsigned)((unsigned short)i12012) | (unsigned)(int)((float)(57u & 4095u) * (float)(i12012 & 1023u) + (float)(57u >> 20)));
                c = TIDX;
            }
            a ^= TIDX;
        }
    }
    { unsigned k12014 = ((c & b)) % 5u;
    while (k12014 != 0u) {
        k12014--;
        d = (a - (c | 3325554156u));
        b = (unsigned)(int)((double)((b ^ tid) & 4095u) * (double)((unsigned)(((unsigned long long)TIDX << 31) / ((unsigned long long)a | 1ull)) & 1023u) + (double)((b ^ tid) >> 20));
    } }
    atomicAdd(&cnt[((unsigned)(((unsigned long long)c << 8) % ((unsigned long long)tid | 1ull))) % 4u], ((unsigned)(((unsigned long long)tid << 7) % ((unsigned long long)TIDX | 1ull))) & 255u);
    atomicAdd(&cnt[((d << (c & 31u))) % 4u], (a) & 255u);
    a = f12001((unsigned)((unsigned short)tid));
#pragma unroll 2
    for (int u12015 = 0; u12015 < 2; u12015++) c += (unsigned)in[(tid * 2u + (unsigned)u12015) % 96u] * (u12015 + 1);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_13(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1824320168u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
    { unsigned k13006 = ((b & c)) % 5u;
    while (k13006 != 0u) {
        k13006--;
        { unsigned arr13007[8];
        for (unsigned q = 0; q < 8u; q++) arr13007[q] = a + q * 6u;
        arr13007[(__umulhi(TIDX, tid)) % 8u] = tid;
        a = arr13007[((3082880948u * b)) % 8u] ^ arr13007[5]; }
    } }
    d ^= (unsigned)((unsigned char)(d % (285195675u | 1u)));
    switch (((unsigned)in[(a) % 80u]) % 3u) {
    case 0u:
        b = (unsigned)(int)((double)((TIDX ^ d) & 4095u) * (double)((unsigned)((int)d % (int)((969838236u & 255u) + 1u)) & 1023u) - (double)((TIDX ^ d) >> 20));
        break;
    case 1u:
        b = (unsigned)in[((unsigned)((const V4 *)in)[(b) % 20u].x) % 80u];
        break;
    default:
        { unsigned arr13008[8];
        for (unsigned q = 0; q < 8u; q++) arr13008[q] = c + q * 6u;
        arr13008[(tid) % 8u] = 96u;
        c = arr13008[((a * TIDX)) % 8u] ^ arr13008[7]; }
    }
    d ^= f13001(84u);
    a ^= ((unsigned)((unsigned short)d) << ((c / (694217636u | 1u)) & 31u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 232588913u ^ TIDX, d = sm1[(TIDX + 25u) % BDIM];
    b ^= (unsigned)in[(__popc(TIDX)) % 80u];
    d ^= (((tid >> 16) | (tid << 25)) ^ (unsigned)((int)d / (int)((b & 255u) + 1u)));
    d = ((unsigned)((int)b / (int)((b & 255u) + 1u)) + __umulhi(TIDX, d));
    d = (d * (((tid & 3u) == 1u) ? 73u : TIDX));
    for (unsigned i13009 = 0; i13009 < ((__popc(2253796799u)) % 6u); i13009++) {
        { unsigned arr13010[4];
        for (unsigned q = 0; q < 4u; q++) arr13010[q] = b + q * 8u;
        arr13010[(c) % 4u] = (a / (c | 1u));
        b = arr13010[((unsigned)((int)TIDX / (int)((i13009 & 65535u) + 1u))) % 4u] ^ arr13010[2]; }
    }
    b ^= TIDX;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_14(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4089471739u ^ TIDX, d = sm0[(TIDX + 37u) % BDIM];
    b = (((1348054108u >> 3) | (1348054108u << 27)) - __clz(TIDX));
    d = tid;
    c ^= a;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4237341872u ^ TIDX, d = sm1[(TIDX + 13u) % BDIM];
    for (int u14001 = 0; u14001 < 4; u14001++) c += (unsigned)in[(tid * 4u + (unsigned)u14001) % 96u] * (u14001 + 1);
    { unsigned arr14002[4];
    for (unsigned q = 0; q < 4u; q++) arr14002[q] = a + q * 3u;
    arr14002[((unsigned)in[(b) % 96u]) % 4u] = (unsigned)(((unsigned long long)c * b) >> 30);
    a = arr14002[(((tid % 2u == 2u) ? a : c)) % 4u] ^ arr14002[3]; }
    d ^= ((d * 4001446354u) / ((7u * a) | 1u));
    c = ((a - TIDX) >> ((unsigned)((unsigned char)3158647307u) & 31u));
    b = ((a & 51u) - (a - 33u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_15(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3215795075u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    if ((TIDX & 7u) == 2u) {
        b = umin((unsigned)(((unsigned long long)d << 8) / ((unsigned long long)1814023525u | 1ull)), 2456744269u);
    } else {
        c = (((unsigned)((int)d % (int)((TIDX & 255u) + 1u)) >> 4) | ((unsigned)((int)d % (int)((TIDX & 255u) + 1u)) << 19));
        a ^= (unsigned)((unsigned char)(TIDX + tid));
    }
    switch (((unsigned)imax((int)a, (int)tid)) % 4u) {
    case 0u:
        { unsigned k15004 = (d) % 4u;
        do {
            d = ((49u * b) - a);
        } while (k15004-- != 0u); }
    case 1u:
        a = ((((2236164429u & 1u) == 0u) ? 3155004850u : 36u) - d);
        break;
    case 2u:
        { unsigned k15005 = (1518253191u) % 4u;
        do {
            d = ((unsigned)imax((int)a, (int)c) * (unsigned)imax((int)TIDX, (int)23u));
        } while (k15005-- != 0u); }
        break;
    default:
        for (unsigned i15006 = 0; i15006 < (((d * TIDX)) % 6u); i15006++) {
            if (tid % 5u == 2u) continue;
            for (unsigned i15007 = 0; i15007 < 1u; i15007++) {
                a = i15006;
                b = (unsigned)imax((int)((c >> 15) | (c << 11)), (int)(unsigned)((unsigned char)1065981928u));
            }
            c ^= 2632734454u;
        }
    }
    a = c;
    c = ((2360566603u >> (tid & 31u)) & (unsigned)((const V4 *)in)[(TIDX) % 20u].z);
    c = (tid / ((tid ^ b) | 1u));
    a ^= (unsigned)(((unsigned long long)(tid ^ 99u) * (unsigned)((const V4 *)in)[(861746525u) % 20u].z) >> 2);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1836588036u ^ TIDX, d = sm1[(TIDX + 18u) % BDIM];
    if ((__umulhi(tid, a) & 7u) == 1u) {
#pragma unroll
        for (int u15008 = 0; u15008 < 4; u15008++) b += (unsigned)in[(tid * 4u + (unsigned)u15008) % 80u] * (u15008 + 1);
    } else {
        a = __brev((tid / (b | 1u)));
        { unsigned k15009 = ((unsigned)((const V4 *)in)[(20u) % 20u].x) % 5u;
        while (k15009 != 0u) {
            k15009--;
            { unsigned arr15010[8];
            for (unsigned q = 0; q < 8u; q++) arr15010[q] = d + q * 2u;
            arr15010[((TIDX * TIDX)) % 8u] = d;
            d = arr15010[((unsigned)((const V4 *)in)[(82u) % 20u].w) % 8u] ^ arr15010[6]; }
            if (tid % 33u == 2u) {
                b = ((unsigned)(int)((float)(3318699787u & 4095u) * (float)(b & 1023u) - (float)(3318699787u >> 20)) & 43u);
            }
        } }
    }
    { unsigned arr15011[8];
    for (unsigned q = 0; q < 8u; q++) arr15011[q] = c + q * 3u;
    arr15011[((TIDX ^ 27u)) % 8u] = (b & TIDX);
    c = arr15011[((c >> (tid & 31u))) % 8u] ^ arr15011[1]; }
    d ^= (((d > c) && (tid > (unsigned)imax((int)c, (int)d))) ? (unsigned)(((unsigned long long)a << 27) % ((unsigned long long)3512944413u | 1ull)) : (a - d));
#pragma unroll
    for (int u15012 = 0; u15012 < 4; u15012++) b += (unsigned)in[(tid * 4u + (unsigned)u15012) % 80u] * (u15012 + 1);
    c = (((57u >= c) && (tid > (tid & b))) ? __popc(19u) : __popc(TIDX));
#pragma unroll
    for (int u15013 = 0; u15013 < 8; u15013++) c += (unsigned)in[(tid * 8u + (unsigned)u15013) % 80u] * (u15013 + 1);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 900320217u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    b = ((c * TIDX) ^ 61u);
    d ^= ((b | 41u) | (unsigned)(((unsigned long long)tid << 28) / ((unsigned long long)b | 1ull)));
    d = c;
    b ^= (unsigned)(int)((float)(__umulhi(tid, 3043423619u) & 4095u) * (float)((c & 3217446285u) & 1023u) + (float)(__umulhi(tid, 3043423619u) >> 20));
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 763633657u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    for (unsigned i16009 = 0; i16009 < 2u; i16009++) {
        c = 81u;
        a = a;
    }
    b = a;
    for (int u16010 = 0; u16010 < 2; u16010++) b += (unsigned)in[(tid * 2u + (unsigned)u16010) % 64u] * (u16010 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 217351924u ^ TIDX, d = sm1[(TIDX + 35u) % BDIM];
    d ^= __clz(((true || (c > c)) ? b : 1265918085u));
    c = 17u;
    { unsigned arr16011[4];
    for (unsigned q = 0; q < 4u; q++) arr16011[q] = c + q * 3u;
    arr16011[((b / (tid | 1u))) % 4u] = (tid / (a | 1u));
    c = arr16011[((b | c)) % 4u] ^ arr16011[1]; }
    a = (unsigned)(int)((float)((unsigned)(((unsigned long long)46u * a) >> 12) & 4095u) * (float)(72u & 1023u) + (float)((unsigned)(((unsigned long long)46u * a) >> 12) >> 20));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_17(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3856150157u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
#pragma unroll 2
    for (int u17005 = 0; u17005 < 2; u17005++) b += (unsigned)in[(tid * 2u + (unsigned)u17005) % 96u] * (u17005 + 1);
    d ^= (unsigned)in[((unsigned)in[(25u) % 96u]) % 96u];
    d = tid;
    for (int u17006 = 0; u17006 < 4; u17006++) a += (unsigned)in[(tid * 4u + (unsigned)u17006) % 96u] * (u17006 + 1);
    if ((33u >= tid) || (TIDX > (unsigned)imax((int)b, (int)c))) {
        { unsigned k17007 = ((b >> (254232158u & 31u))) % 5u;
        while (k17007 != 0u) {
            k17007--;
            a = (unsigned)(((unsigned long long)(unsigned)in[(d) % 96u] * c) >> 9);
        } }
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_18(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1341799199u ^ TIDX, d = sm0[(TIDX + 24u) % BDIM];
    for (unsigned i18002 = 0; i18002 < ((__umulhi(1264607309u, 3792369423u)) % 6u); i18002++) {
        b ^= f18001(((c >> 23) | (c << 16)), (unsigned)((const V4 *)in)[(a) % 20u].w);
        c = (unsigned)((int)tid / (int)((tid & 65535u) + 1u));
    }
    c = __popc(umin(a, 622381398u));
    if ((int)__umulhi(47u, a) < (int)(unsigned)((int)d % (int)((c & 255u) + 1u))) {
        d ^= (f18001(tid, tid) + c);
        for (unsigned i18003 = 0; i18003 < (((unsigned)in[(tid) % 80u]) % 6u); i18003++) {
            b = b;
            { unsigned k18004 = (a) % 4u;
            do {
                a = d;
            } while (k18004-- != 0u); }
        }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3534366927u ^ TIDX, d = sm1[(TIDX + 30u) % BDIM];
    c = 64u;
    d ^= ((c * tid) - ((tid != a) ? tid : d));
    { unsigned arr18005[8];
    for (unsigned q = 0; q < 8u; q++) arr18005[q] = d + q * 2u;
    arr18005[((b / (tid | 1u))) % 8u] = (d / (b | 1u));
    d = arr18005[(((TIDX >> 25) | (TIDX << 23))) % 8u] ^ arr18005[5]; }
    c ^= tid;
    d = f18001(TIDX, ((c >> 2) | (c << 4)));
    d = (unsigned)(((unsigned long long)f18001(b, a) * d) >> 7);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_19(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4199439269u ^ TIDX, d = sm0[(TIDX + 23u) % BDIM];
    for (unsigned i19003 = 0; i19003 < ((((a >> 29) | (a << 3))) % 6u); i19003++) {
        for (int u19004 = 0; u19004 < 2; u19004++) a += (unsigned)in[(tid * 2u + (unsigned)u19004) % 96u] * (u19004 + 1);
    }
    for (int u19005 = 0; u19005 < 4; u19005++) d += (unsigned)in[(tid * 4u + (unsigned)u19005) % 96u] * (u19005 + 1);
    d = (tid - (a % (TIDX | 1u)));
    { unsigned arr19006[8];
    for (unsigned q = 0; q < 8u; q++) arr19006[q] = c + q * 6u;
    arr19006[(3673642676u) % 8u] = (unsigned)((int)b / (int)((a & 65535u) + 1u));
    c = arr19006[((TIDX - tid)) % 8u] ^ arr19006[1]; }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2919760035u ^ TIDX, d = sm1[(TIDX + 34u) % BDIM];
    { unsigned k19007 = (umin(1124482883u, a)) % 4u;
    do {
        a = c;
    } while (k19007-- != 0u); }
    c ^= ((3189507861u - 436705361u) - TIDX);
    d ^= 3180109108u;
    a = (unsigned)in[((unsigned)((int)d / (int)((13u & 65535u) + 1u))) % 96u];
    for (unsigned i19008 = 0; i19008 < ((tid) % 6u); i19008++) {
        { unsigned k19009 = ((62u / (2045974952u | 1u))) % 4u;
        do {
            c = (unsigned)(((unsigned long long)(unsigned)((unsigned char)tid) * (((tid & 1u) == 2u) ? b : c)) >> 35);
        } while (k19009-- != 0u); }
        a = (tid << (__clz(c) & 31u));
        b = (f19001(81u, 4041870916u) & __clz(i19008));
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 260391971u ^ TIDX, d = sm1[(TIDX + 21u) % BDIM];
    if (b > (b / (d | 1u))) {
        b = (unsigned)(((unsigned long long)(unsigned)((int)tid / (int)((a & 65535u) + 1u)) * (tid ^ TIDX)) >> 10);
        c ^= (unsigned)in[(c) % 96u];
    } else {
        d ^= TIDX;
    }
    d = (unsigned)((signed char)(unsigned)(((unsigned long long)b << 5) % ((unsigned long long)954066247u | 1ull)));
    if (tid % 5u == 1u) {
        { unsigned k19010 = ((65u + 4u)) % 5u;
        while (k19010 != 0u) {
            k19010--;
            if ((c << (1394055859u & 31u)) >= c) {
                b = d;
                d = (((unsigned)(int)((float)(TIDX & 4095u) * (float)(TIDX & 1023u) + (float)(TIDX >> 20)) >> 17) | ((unsigned)(int)((float)(TIDX & 4095u) * (float)(TIDX & 1023u) + (float)(TIDX >> 20)) << 26));
            } else {
                a = __umulhi((a & a), a);
                b = (TIDX - (unsigned)in[(c) % 96u]);
            }
            for (int u19011 = 0; u19011 < 4; u19011++) d += (unsigned)in[(tid * 4u + (unsigned)u19011) % 96u] * (u19011 + 1);
        } }
    } else {
        for (unsigned i19012 = 0; i19012 < 3u; i19012++) {
            if (true && (b > d)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
            { unsigned k19013 = ((1665440864u - c)) % 4u;
            do {
                a = __popc(c);
            } while (k19013-- != 0u); }
            { unsigned arr19014[4];
            for (unsigned q = 0; q < 4u; q++) arr19014[q] = a + q * 1u;
            arr19014[(tid) % 4u] = (74u ^ c);
            a = arr19014[((d - TIDX)) % 4u] ^ arr19014[1]; }
        }
        c ^= __brev((unsigned)((signed char)tid));
    }
#pragma unroll
    for (int u19015 = 0; u19015 < 4; u19015++) b += (unsigned)in[(tid * 4u + (unsigned)u19015) % 96u] * (u19015 + 1);
    if ((unsigned)((int)tid / (int)((tid & 65535u) + 1u)) == TIDX) {
        if ((tid % 7u == 1u) && ((c & 30u) > __clz(d))) {
            d ^= TIDX;
        }
#pragma unroll 4
        for (int u19016 = 0; u19016 < 4; u19016++) d += (unsigned)in[(tid * 4u + (unsigned)u19016) % 96u] * (u19016 + 1);
    } else {
        d ^= f19002((unsigned)imax((int)b, (int)c));
    }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2575517024u ^ TIDX, d = sm0[(TIDX + 1u) % BDIM];
    for (unsigned i20006 = 0; i20006 < (((unsigned)(int)((double)(tid & 4095u) * (double)(3907405330u & 1023u) - (double)(tid >> 20))) % 6u); i20006++) {
        a ^= (unsigned)imax((int)((d >> 20) | (d << 19)), (int)(a / (3257688364u | 1u)));
        d ^= (unsigned)((const V4 *)in)[((904665306u - c)) % 24u].y;
    }
    switch (((unsigned)(int)((float)(a & 4095u) * (float)(tid & 1023u) - (float)(a >> 20))) % 4u) {
    case 0u:
        b = (unsigned)(((unsigned long long)(b >> (a & 31u)) * c) >> 24);
    case 1u:
        b = ((unsigned)(int)((double)(b & 4095u) * (double)(d & 1023u) + (double)(b >> 20)) ^ (a + b));
        break;
    case 2u:
        a = 4089849454u;
        break;
    default:
        b ^= (unsigned)imax((int)((tid >> 29) | (tid << 1)), (int)(b - d));
    }
#pragma unroll 2
    for (int u20007 = 0; u20007 < 8; u20007++) d += (unsigned)in[(tid * 8u + (unsigned)u20007) % 96u] * (u20007 + 1);
    switch (((unsigned)((const V4 *)in)[(TIDX) % 24u].y) % 3u) {
    case 0u:
        d ^= (unsigned)(((unsigned long long)((tid >> 29) | (tid << 12)) << 12) / ((unsigned long long)f20001(27u) | 1ull));
        break;
    case 1u:
        d ^= __umulhi((tid * b), (tid % (63u | 1u)));
        break;
    default:
        c ^= __umulhi((((int)c < (int)c) ? tid : c), c);
    }
    { unsigned arr20008[4];
    for (unsigned q = 0; q < 4u; q++) arr20008[q] = d + q * 2u;
    arr20008[((c + tid)) % 4u] = c;
    d = arr20008[((unsigned)in[(535609976u) % 96u]) % 4u] ^ arr20008[0]; }
    for (unsigned i20009 = 0; i20009 < (((b * tid)) % 6u); i20009++) {
        { unsigned arr20010[8];
        for (unsigned q = 0; q < 8u; q++) arr20010[q] = d + q * 7u;
        arr20010[(((3587693851u >> 1) | (3587693851u << 5))) % 8u] = c;
        d = arr20010[((85u - b)) % 8u] ^ arr20010[6]; }
        { unsigned k20011 = ((unsigned)imax((int)b, (int)tid)) % 5u;
        while (k20011 != 0u) {
            k20011--;
            { unsigned arr20012[4];
            for (unsigned q = 0; q < 4u; q++) arr20012[q] = b + q * 1u;
            arr20012[(b) % 4u] = 0u;
            b = arr20012[(92u) % 4u] ^ arr20012[1]; }
        } }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1590129472u ^ TIDX, d = sm1[(TIDX + 7u) % BDIM];
    { unsigned k20013 = ((unsigned)((const V4 *)in)[(d) % 24u].w) % 4u;
    do {
        { unsigned arr20014[8];
        for (unsigned q = 0; q < 8u; q++) arr20014[q] = b + q * 6u;
        arr20014[((unsigned)(((unsigned long long)b << 11) % ((unsigned long long)a | 1ull))) % 8u] = f20001(9u);
        b = arr20014[(((441546167u >> 5) | (441546167u << 20))) % 8u] ^ arr20014[0]; }
        switch (((unsigned)(((unsigned long long)TIDX * tid) >> 21)) % 5u) {
        case 0u:
            for (unsigned i20015 = 0; i20015 < 3u; i20015++) {
                b = (umin(i20015, 63u) * (unsigned)(((unsigned long long)55u << 17) / ((unsigned long long)c | 1ull)));
            }
            break;
        case 1u:
            a = (((unsigned)((short)c) != (tid << (2526497566u & 31u))) ? (unsigned)((short)a) : (unsigned)(((unsigned long long)d << 12) / ((unsigned long long)TIDX | 1ull)));
            break;
        case 2u:
            if ((b == TIDX) && (((true && (1803371662u > a)) ? tid : TIDX) > ((b >> 28) | (b << 10)))) {
                b = TIDX;
                d = ((((int)c < (int)24u) ? d : 4113446033u) + (unsigned)((unsigned short)1501573185u));
            } else {
                a = __clz((b - tid));
            }
            break;
        default:
            a ^= (a - (49u | d));
        }
    } while (k20013-- != 0u); }
    b ^= (unsigned)((unsigned short)(unsigned)((const V4 *)in)[(TIDX) % 24u].y);
    c ^= 3383049745u;
    b = (unsigned)(((unsigned long long)b << 27) % ((unsigned long long)(a * c) | 1ull));
    b = (f20001(d) / (umin(a, 1950140513u) | 1u));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1428064027u ^ TIDX, d = sm0[(TIDX + 7u) % BDIM];
    a ^= ((((int)b < (int)c) ? tid : 804146313u) + (unsigned)imax((int)a, (int)TIDX));
    a = tid;
    a = ((tid % 3u == 1u) ? __umulhi(a, a) : (unsigned)((const V4 *)in)[(TIDX) % 24u].x);
    switch ((d) % 3u) {
    case 0u:
        b = (unsigned)(((unsigned long long)a * (unsigned)(((unsigned long long)TIDX * b) >> 20)) >> 1);
        break;
    case 1u:
        switch (((a | 3905846848u)) % 5u) {
        case 0u:
            b = (a % (TIDX | 1u));
        case 1u:
#pragma unroll 4
            for (int u20016 = 0; u20016 < 8; u20016++) b += (unsigned)in[(tid * 8u + (unsigned)u20016) % 96u] * (u20016 + 1);
            break;
        default:
            a = d;
        }
        break;
    default:
#pragma unroll
        for (int u20017 = 0; u20017 < 4; u20017++) b += (unsigned)in[(tid * 4u + (unsigned)u20017) % 96u] * (u20017 + 1);
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2959186979u ^ TIDX, d = sm1[(TIDX + 20u) % BDIM];
    d = (12u + (tid >> (b & 31u)));
    a = ((unsigned)(((unsigned long long)tid << 18) % ((unsigned long long)d | 1ull)) - (3156343271u + 33u));
    switch (((unsigned)in[(b) % 96u]) % 4u) {
    case 0u:
        for (int u20018 = 0; u20018 < 2; u20018++) d += (unsigned)in[(tid * 2u + (unsigned)u20018) % 96u] * (u20018 + 1);
        break;
    case 1u:
        c = (unsigned)in[(d) % 96u];
        break;
    case 2u:
        for (int u20019 = 0; u20019 < 8; u20019++) d += (unsigned)in[(tid * 8u + (unsigned)u20019) % 96u] * (u20019 + 1);
        break;
    default:
        switch (((1895443487u >> (d & 31u))) % 5u) {
        case 0u:
            a ^= ((unsigned)in[(b) % 96u] + (TIDX >> (b & 31u)));
            break;
        case 1u:
            a = (unsigned)((const V4 *)in)[((unsigned)(((unsigned long long)tid * tid) >> 23)) % 24u].z;
            break;
        default:
            a ^= b;
        }
    }
    for (unsigned i20020 = 0; i20020 < 3u; i20020++) {
        a = (unsigned)((int)(unsigned)(((unsigned long long)99u << 26) % ((unsigned long long)i20020 | 1ull)) % (int)((((d >> 3) | (d << 27)) & 65535u) + 1u));
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_21(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 472445189u ^ TIDX, d = sm0[(TIDX + 33u) % BDIM];
    for (unsigned i21003 = 0; i21003 < 5u; i21003++) {
        c = ((i21003 ^ 1616142261u) + __popc(7u));
    }
    c ^= __clz(b);
#pragma unroll 2
    for (int u21004 = 0; u21004 < 2; u21004++) a += (unsigned)in[(tid * 2u + (unsigned)u21004) % 64u] * (u21004 + 1);
    d = (c | 57u);
    for (int u21005 = 0; u21005 < 2; u21005++) b += (unsigned)in[(tid * 2u + (unsigned)u21005) % 64u] * (u21005 + 1);
    if ((int)(unsigned)in[(d) % 64u] < (int)(unsigned)(int)((double)(872473061u & 4095u) * (double)(tid & 1023u) + (double)(872473061u >> 20))) {
        d = __umulhi(TIDX, (TIDX + d));
        if ((2242456675u & 1u) == 0u) {
            a ^= (unsigned)((const V4 *)in)[(a) % 16u].z;
        } else {
            switch ((1204930579u) % 4u) {
            case 0u:
                d = (unsigned)(int)((double)(f21001(56u, d) & 4095u) * (double)(((3823533066u >> 28) | (3823533066u << 29)) & 1023u) - (double)(f21001(56u, d) >> 20));
                break;
            case 1u:
                d = __umulhi(d, 116777046u);
                break;
            default:
                d = (unsigned)((const V4 *)in)[((TIDX ^ TIDX)) % 16u].z;
            }
        }
    } else {
        d ^= (f21001(4005028067u, c) % (((tid % 5u == 0u) ? b : 1817579976u) | 1u));
        switch (((d % (TIDX | 1u))) % 4u) {
        case 0u:
            d ^= ((unsigned)((signed char)b) % ((unsigned)imax((int)b, (int)2311081417u) | 1u));
            break;
        case 1u:
            c = c;
            break;
        default:
            d = 70u;
        }
    }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 267989168u ^ TIDX, d = sm0[(TIDX + 33u) % BDIM];
    c = (unsigned)(((unsigned long long)f22003(92u) << 13) % ((unsigned long long)42u | 1ull));
    if (((d * b) & 7u) == 1u) {
        c ^= TIDX;
        { unsigned k22006 = (64u) % 4u;
        do {
            d ^= ((c + a) ^ tid);
            c = __clz((c ^ b));
        } while (k22006-- != 0u); }
    } else {
        { unsigned k22007 = ((d & c)) % 4u;
        do {
            b = (unsigned)in[(30u) % 80u];
        } while (k22007-- != 0u); }
        c ^= (unsigned)(((unsigned long long)(unsigned)((const V4 *)in)[(TIDX) % 20u].z << 15) / ((unsigned long long)(b % (a | 1u)) | 1ull));
    }
    { unsigned k22008 = ((unsigned)((int)TIDX / (int)((a & 65535u) + 1u))) % 4u;
    do {
        c ^= __umulhi(a, (((int)b < (int)a) ? TIDX : tid));
        b = (unsigned)((const V4 *)in)[(934703825u) % 20u].x;
    } while (k22008-- != 0u); }
    if (TIDX == a) {
        d ^= ((27u ^ b) - d);
    }
#pragma unroll
    for (int u22009 = 0; u22009 < 2; u22009++) b += (unsigned)in[(tid * 2u + (unsigned)u22009) % 80u] * (u22009 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1089091769u ^ TIDX, d = sm1[(TIDX + 23u) % BDIM];
#pragma unroll 2
    for (int u22010 = 0; u22010 < 4; u22010++) d += (unsigned)in[(tid * 4u + (unsigned)u22010) % 80u] * (u22010 + 1);
    a = (unsigned)in[(tid) % 80u];
    b = TIDX;
    if (839968669u <= (unsigned)in[(d) % 80u]) {
        c = (unsigned)(int)((double)(56u & 4095u) * (double)(TIDX & 1023u) + (double)(56u >> 20));
        c ^= (54u >> ((a & a) & 31u));
    } else {
        d = (((d >> 8) | (d << 17)) * tid);
    }
    a = 12u;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_23(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3245479173u ^ TIDX, d = sm0[(TIDX + 8u) % BDIM];
    { unsigned k23007 = ((tid | TIDX)) % 4u;
    do {
        { unsigned arr23008[4];
        for (unsigned q = 0; q < 4u; q++) arr23008[q] = b + q * 8u;
        arr23008[(__umulhi(a, tid)) % 4u] = 13u;
        b = arr23008[((TIDX & 65u)) % 4u] ^ arr23008[2]; }
    } while (k23007-- != 0u); }
    d = b;
    a ^= (((c >> 6) | (c << 21)) ^ (unsigned)(int)((float)(tid & 4095u) * (float)(a & 1023u) - (float)(tid >> 20)));
    d ^= (unsigned)imax((int)(tid / (494719913u | 1u)), (int)15u);
    a = (__clz(54u) + (72u | c));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1974896502u ^ TIDX, d = sm1[(TIDX + 22u) % BDIM];
    for (int u23009 = 0; u23009 < 4; u23009++) b += (unsigned)in[(tid * 4u + (unsigned)u23009) % 96u] * (u23009 + 1);
    d = ((928465169u >> 22) | (928465169u << 7));
    a = __popc(tid);
    for (int u23010 = 0; u23010 < 2; u23010++) d += (unsigned)in[(tid * 2u + (unsigned)u23010) % 96u] * (u23010 + 1);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1343051450u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    d = d;
    for (int u23011 = 0; u23011 < 2; u23011++) a += (unsigned)in[(tid * 2u + (unsigned)u23011) % 96u] * (u23011 + 1);
    for (unsigned i23012 = 0; i23012 < 5u; i23012++) {
#pragma unroll 2
        for (int u23013 = 0; u23013 < 2; u23013++) a += (unsigned)in[(tid * 2u + (unsigned)u23013) % 96u] * (u23013 + 1);
        a ^= ((i23012 >> 27) | (i23012 << 21));
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1933594094u ^ TIDX, d = sm1[(TIDX + 35u) % BDIM];
    { unsigned k23014 = ((unsigned)(((unsigned long long)TIDX << 13) % ((unsigned long long)3u | 1ull))) % 4u;
    do {
        a = tid;
    } while (k23014-- != 0u); }
    switch (((c + tid)) % 5u) {
    case 0u:
        d ^= TIDX;
        break;
    case 1u:
        a ^= ((unsigned)in[(d) % 96u] & tid);
        break;
    case 2u:
        b ^= (__umulhi(d, c) | (TIDX & tid));
    default:
        c ^= d;
    }
    if ((tid % 2u == 0u) && ((unsigned)in[(a) % 96u] > (unsigned)in[(b) % 96u])) {
#pragma unroll
        for (int u23015 = 0; u23015 < 4; u23015++) b += (unsigned)in[(tid * 4u + (unsigned)u23015) % 96u] * (u23015 + 1);
    } else {
        { unsigned arr23016[4];
        for (unsigned q = 0; q < 4u; q++) arr23016[q] = a + q * 7u;
        arr23016[((d * 2378384049u)) % 4u] = (c + d);
        a = arr23016[((unsigned)imax((int)a, (int)a)) % 4u] ^ arr23016[3]; }
    }
    if (tid % 7u == 1u) {
        if (tid % 7u == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    d = (unsigned)(int)((float)((a ^ tid) & 4095u) * (float)(a & 1023u) + (float)((a ^ tid) >> 20));
    for (unsigned i23017 = 0; i23017 < ((c) % 6u); i23017++) {
        c ^= (unsigned)((const V4 *)in)[((b * tid)) % 24u].z;
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_24(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1851170719u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    { unsigned arr24002[4];
    for (unsigned q = 0; q < 4u; q++) arr24002[q] = d + q * 6u;
    arr24002[(__umulhi(d, 2911246924u)) % 4u] = (42u >> (tid & 31u));
    d = arr24002[((unsigned)in[(tid) % 96u]) % 4u] ^ arr24002[3]; }
    b = ((a - tid) - c);
    for (unsigned i24003 = 0; i24003 < (((unsigned)((short)TIDX)) % 6u); i24003++) {
        { unsigned arr24004[4];
        for (unsigned q = 0; q < 4u; q++) arr24004[q] = a + q * 3u;
        arr24004[(f24001(9u)) % 4u] = (1656487611u ^ d);
        a = arr24004[(i24003) % 4u] ^ arr24004[3]; }
        d = d;
    }
    if ((int)(c & a) < (int)(((TIDX & 3u) == 2u) ? 538272410u : TIDX)) {
        d ^= (unsigned)((const V4 *)in)[((unsigned)((signed char)b)) % 24u].y;
    }
    c ^= d;
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 5u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (5u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3955970000u ^ TIDX, d = sm0[(TIDX + 27u) % BDIM];
    d ^= (unsigned)((short)(d ^ d));
    c = (unsigned)(int)((double)(f24001(tid) & 4095u) * (double)(((c == 2149231882u) ? c : tid) & 1023u) - (double)(f24001(tid) >> 20));
    if ((__umulhi(TIDX, TIDX) & 3u) == 2u) {
        c ^= (tid & tid);
    } else {
        b ^= (TIDX * (a + 51u));
        c ^= ((TIDX - TIDX) ^ (c * a));
    }
    if (true || (a > TIDX)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_25(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3369983573u ^ TIDX, d = sm0[(TIDX + 28u) % BDIM];
    if ((int)(c | c) < (int)((d <= d) ? d : b)) {
        c ^= c;
        { unsigned arr25003[4];
        for (unsigned q = 0; q < 4u; q++) arr25003[q] = b + q * 8u;
        arr25003[(__umulhi(3448844340u, d)) % 4u] = (TIDX >> (475751949u & 31u));
        b = arr25003[(a) % 4u] ^ arr25003[0]; }
    } else {
        a = (a + b);
    }
    { unsigned arr25004[8];
    for (unsigned q = 0; q < 8u; q++) arr25004[q] = b + q * 1u;
    arr25004[(f25002(a)) % 8u] = (TIDX - 1u);
    b = arr25004[(__clz(136802787u)) % 8u] ^ arr25004[5]; }
    c = b;
    b ^= (((unsigned)in[(c) % 96u] >> 14) | ((unsigned)in[(c) % 96u] << 20));
    if ((true || (c > a)) || (d > (unsigned)(((unsigned long long)a * 98u) >> 11))) {
        d ^= ((unsigned)(int)((float)(40u & 4095u) * (float)(1699806814u & 1023u) - (float)(40u >> 20)) ^ (unsigned)(int)((double)(2315510494u & 4095u) * (double)(726731287u & 1023u) - (double)(2315510494u >> 20)));
        { unsigned k25005 = (3378766120u) % 5u;
        while (k25005 != 0u) {
            k25005--;
            for (unsigned i25006 = 0; i25006 < ((tid) % 6u); i25006++) {
                a = ((tid >> 23) | (tid << 2));
                a = umin(((tid >> 10) | (tid << 8)), ((49u >> 20) | (49u << 17)));
                c = ((umin(24u, i25006) > (unsigned)((int)b / (int)((i25006 & 255u) + 1u))) ? (unsigned)(((unsigned long long)395754091u * tid) >> 20) : __clz(58u));
            }
        } }
    }
    for (unsigned i25007 = 0; i25007 < 4u; i25007++) {
        switch ((6u) % 3u) {
        case 0u:
#pragma unroll 2
            for (int u25008 = 0; u25008 < 8; u25008++) b += (unsigned)in[(tid * 8u + (unsigned)u25008) % 96u] * (u25008 + 1);
        case 1u:
            if ((int)b < (int)tid) {
                c = a;
            } else {
                d = 70u;
                b = (((b | tid) >> 6) | ((b | tid) << 21));
            }
        default:
            { unsigned k25009 = (1145529024u) % 4u;
            do {
                d = (35u >> ((unsigned)(((unsigned long long)TIDX << 7) / ((unsigned long long)42u | 1ull)) & 31u));
                a = (unsigned)((int)(tid - a) / (int)(((257667205u % (b | 1u)) & 7u) + 1u));
            } while (k25009-- != 0u); }
        }
        { unsigned arr25010[4];
        for (unsigned q = 0; q < 4u; q++) arr25010[q] = d + q * 5u;
        arr25010[((unsigned)(((unsigned long long)i25007 << 3) / ((unsigned long long)tid | 1ull))) % 4u] = i25007;
        d = arr25010[((TIDX % (i25007 | 1u))) % 4u] ^ arr25010[2]; }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2904817532u ^ TIDX, d = sm1[(TIDX + 2u) % BDIM];
    if ((int)(unsigned)((signed char)TIDX) < (int)umin(c, a)) {
        { unsigned k25011 = ((TIDX | a)) % 5u;
        while (k25011 != 0u) {
            k25011--;
            c = 21u;
            switch (((unsigned)((const V4 *)in)[(a) % 24u].y) % 3u) {
            case 0u:
                a = (unsigned)(int)((double)(__clz(c) & 4095u) * (double)(c & 1023u) - (double)(__clz(c) >> 20));
                break;
            case 1u:
                b = __clz(f25002(TIDX));
                break;
            default:
                a = (unsigned)((int)(unsigned)imax((int)1720940366u, (int)a) / (int)(((d - c) & 255u) + 1u));
            }
        } }
    }
    c ^= ((unsigned)(((unsigned long long)tid << 27) / ((unsigned long long)d | 1ull)) + (unsigned)((const V4 *)in)[(c) % 24u].x);
    switch (((unsigned)((int)a % (int)((88u & 65535u) + 1u))) % 4u) {
    case 0u:
        { unsigned arr25012[8];
        for (unsigned q = 0; q < 8u; q++) arr25012[q] = b + q * 5u;
        arr25012[(1029036553u) % 8u] = tid;
        b = arr25012[(f25002(c)) % 8u] ^ arr25012[3]; }
        break;
    case 1u:
        for (unsigned i25013 = 0; i25013 < ((21u) % 6u); i25013++) {
#pragma unroll
            for (int u25014 = 0; u25014 < 2; u25014++) c += (unsigned)in[(tid * 2u + (unsigned)u25014) % 96u] * (u25014 + 1);
        }
        break;
    case 2u:
        { unsigned arr25015[8];
        for (unsigned q = 0; q < 8u; q++) arr25015[q] = c + q * 6u;
        arr25015[((TIDX & 1355974110u)) % 8u] = c;
        c = arr25015[((unsigned)((const V4 *)in)[(b) % 24u].y) % 8u] ^ arr25015[2]; }
        break;
    default:
        { unsigned k25016 = ((unsigned)(((unsigned long long)2149087952u * 296858885u) >> 4)) % 5u;
        while (k25016 != 0u) {
            k25016--;
            a = ((unsigned)(int)((float)(d & 4095u) * (float)(18u & 1023u) + (float)(d >> 20)) >> ((d * d) & 31u));
        } }
    }
    d ^= (unsigned)(int)((float)((unsigned)(int)((double)(b & 4095u) * (double)(TIDX & 1023u) + (double)(b >> 20)) & 4095u) * (float)((5u << (b & 31u)) & 1023u) - (float)((unsigned)(int)((double)(b & 4095u) * (double)(TIDX & 1023u) + (double)(b >> 20)) >> 20));
    d ^= ((unsigned)(((unsigned long long)d << 1) % ((unsigned long long)d | 1ull)) * 22u);
    { unsigned k25017 = (tid) % 4u;
    do {
        d = a;
        b = (unsigned)in[(__umulhi(tid, d)) % 96u];
    } while (k25017-- != 0u); }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 460902452u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    for (unsigned i25018 = 0; i25018 < ((a) % 6u); i25018++) {
        b = (unsigned)(((unsigned long long)f25002(a) * 7u) >> 11);
    }
    b = ((c % (d | 1u)) - __umulhi(d, a));
    { unsigned k25019 = ((unsigned)in[(TIDX) % 96u]) % 5u;
    while (k25019 != 0u) {
        k25019--;
        if (true && (d > TIDX)) continue;
        for (unsigned i25020 = 0; i25020 < 4u; i25020++) {
            switch ((27u) % 3u) {
            case 0u:
                d = (unsigned)(int)((double)((a - TIDX) & 4095u) * (double)((unsigned)(((unsigned long long)b << 26) / ((unsigned long long)b | 1ull)) & 1023u) + (double)((a - TIDX) >> 20));
                break;
            case 1u:
                c = (unsigned)((int)f25002(c) / (int)(((unsigned)(((unsigned long long)d << 17) / ((unsigned long long)i25020 | 1ull)) & 255u) + 1u));
                break;
            default:
                a = ((TIDX - d) + d);
            }
        }
    } }
    a ^= ((d ^ tid) * (unsigned)(((unsigned long long)a * d) >> 38));
    if ((int)c < (int)c) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_26(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2598172673u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
    b = (unsigned)((int)(unsigned)imax((int)tid, (int)d) / (int)((__umulhi(c, d) & 65535u) + 1u));
    for (int u26006 = 0; u26006 < 8; u26006++) c += (unsigned)in[(tid * 8u + (unsigned)u26006) % 64u] * (u26006 + 1);
#pragma unroll 4
    for (int u26007 = 0; u26007 < 4; u26007++) c += (unsigned)in[(tid * 4u + (unsigned)u26007) % 64u] * (u26007 + 1);
    if ((unsigned)in[(b) % 64u] < ((21u >> 4) | (21u << 29))) {
        d = (unsigned)(((unsigned long long)(tid | c) * c) >> 36);
    }
    a ^= 82u;
    if (true && (TIDX > d)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1799410439u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    { unsigned k27007 = ((unsigned)imax((int)c, (int)985961444u)) % 5u;
    while (k27007 != 0u) {
        k27007--;
        c ^= (__umulhi(b, TIDX) & (unsigned)((unsigned short)16u));
    } }
    for (unsigned i27008 = 0; i27008 < ((b) % 6u); i27008++) {
        b = (unsigned)((signed char)(unsigned)imax((int)2788771231u, (int)a));
    }
    d ^= (unsigned)(int)((double)((unsigned)((const V4 *)in)[(68u) % 16u].z & 4095u) * (double)(TIDX & 1023u) + (double)((unsigned)((const V4 *)in)[(68u) % 16u].z >> 20));
    { unsigned k27009 = ((unsigned)(((unsigned long long)2410902743u << 25) % ((unsigned long long)67u | 1ull))) % 4u;
    do {
        d ^= a;
    } while (k27009-- != 0u); }
    { unsigned k27010 = (((d >> 11) | (d << 11))) % 5u;
    while (k27010 != 0u) {
        k27010--;
        c = a;
    } }
    c ^= (unsigned)(int)((double)((a % (b | 1u)) & 4095u) * (double)(a & 1023u) + (double)((a % (b | 1u)) >> 20));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 509518976u ^ TIDX, d = sm1[(TIDX + 39u) % BDIM];
    if (tid % 2u == 2u) {
        if ((51u << (tid & 31u)) < (unsigned)(int)((float)(b & 4095u) * (float)(4042713717u & 1023u) - (float)(b >> 20))) {
            c = (__umulhi(tid, 5u) * tid);
        }
        d = ((unsigned)((const V4 *)in)[(3815536132u) % 16u].y * (b + TIDX));
    } else {
        { unsigned arr27011[8];
        for (unsigned q = 0; q < 8u; q++) arr27011[q] = c + q * 1u;
        arr27011[((unsigned)((signed char)44u)) % 8u] = TIDX;
        c = arr27011[((d << (d & 31u))) % 8u] ^ arr27011[1]; }
    }
    { unsigned arr27012[4];
    for (unsigned q = 0; q < 4u; q++) arr27012[q] = b + q * 3u;
    arr27012[(f27001(1592095060u, TIDX)) % 4u] = TIDX;
    b = arr27012[(c) % 4u] ^ arr27012[0]; }
    { unsigned arr27013[8];
    for (unsigned q = 0; q < 8u; q++) arr27013[q] = b + q * 6u;
    arr27013[((unsigned)(((unsigned long long)tid * TIDX) >> 25)) % 8u] = 3717982599u;
    b = arr27013[((TIDX + TIDX)) % 8u] ^ arr27013[5]; }
    c = __umulhi((((int)TIDX < (int)c) ? b : a), b);
    if (tid % 7u == 0u) {
        { unsigned arr27014[4];
        for (unsigned q = 0; q < 4u; q++) arr27014[q] = a + q * 4u;
        arr27014[((d % (b | 1u))) % 4u] = b;
        a = arr27014[((d + 3464896798u)) % 4u] ^ arr27014[0]; }
        c ^= b;
    } else {
        for (unsigned i27015 = 0; i27015 < ((__brev(TIDX)) % 6u); i27015++) {
            c = TIDX;
            d = (unsigned)(((unsigned long long)tid << 10) / ((unsigned long long)(a << (a & 31u)) | 1ull));
            c ^= (unsigned)(((unsigned long long)f27001(b, c) * c) >> 35);
        }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 596392136u ^ TIDX, d = sm1[(TIDX + 38u) % BDIM];
    { unsigned arr27016[8];
    for (unsigned q = 0; q < 8u; q++) arr27016[q] = b + q * 4u;
    arr27016[((unsigned)((const V4 *)in)[(807259935u) % 16u].x) % 8u] = (b << (c & 31u));
    b = arr27016[((unsigned)((int)d / (int)((d & 7u) + 1u))) % 8u] ^ arr27016[7]; }
    c = (d & __popc(c));
    { unsigned k27017 = ((TIDX % (tid | 1u))) % 4u;
    do {
        a ^= TIDX;
    } while (k27017-- != 0u); }
    switch ((__umulhi(a, a)) % 5u) {
    case 0u:
        if (((TIDX + c) & 3u) == 1u) {
            c = (unsigned)((int)(unsigned)((unsigned short)801926962u) % (int)(((unsigned)((const V4 *)in)[(c) % 16u].w & 7u) + 1u));
            { unsigned arr27018[8];
            for (unsigned q = 0; q < 8u; q++) arr27018[q] = d + q * 1u;
            arr27018[((unsigned)imax((int)1489495703u, (int)b)) % 8u] = (c | TIDX);
            d = arr27018[((a % (TIDX | 1u))) % 8u] ^ arr27018[5]; }
        }
        break;
    case 1u:
        { unsigned arr27019[4];
        for (unsigned q = 0; q < 4u; q++) arr27019[q] = a + q * 4u;
        arr27019[((c + c)) % 4u] = (unsigned)((signed char)c);
        a = arr27019[((tid ^ a)) % 4u] ^ arr27019[2]; }
        break;
    default:
        for (unsigned i27020 = 0; i27020 < 3u; i27020++) {
            { unsigned k27021 = (34u) % 4u;
            do {
                d = (unsigned)(int)((float)((unsigned)(((unsigned long long)TIDX * d) >> 16) & 4095u) * (float)(__brev(c) & 1023u) + (float)((unsigned)(((unsigned long long)TIDX * d) >> 16) >> 20));
                b = d;
            } while (k27021-- != 0u); }
        }
    }
    { unsigned arr27022[8];
    for (unsigned q = 0; q < 8u; q++) arr27022[q] = c + q * 6u;
    arr27022[((97u - TIDX)) % 8u] = f27001(TIDX, c);
    c = arr27022[((unsigned)(int)((double)(69u & 4095u) * (double)(tid & 1023u) + (double)(69u >> 20))) % 8u] ^ arr27022[2]; }
    switch (((b * TIDX)) % 5u) {
    case 0u:
        if (tid % 5u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    case 1u:
        switch ((1612988319u) % 3u) {
        case 0u:
            { unsigned arr27023[8];
            for (unsigned q = 0; q < 8u; q++) arr27023[q] = a + q * 6u;
            arr27023[((2243019287u - 81u)) % 8u] = (c ^ a);
            a = arr27023[(b) % 8u] ^ arr27023[1]; }
            break;
        case 1u:
            c ^= c;
            break;
        case 2u:
            a = (3116110801u << ((unsigned)((int)a % (int)((b & 255u) + 1u)) & 31u));
            break;
        default:
            b = (unsigned)(((unsigned long long)(unsigned)(int)((float)(b & 4095u) * (float)(1473158145u & 1023u) + (float)(b >> 20)) * b) >> 6);
        }
        break;
    default:
        switch ((f27003(tid)) % 5u) {
        case 0u:
            a = 11u;
        case 1u:
            switch (((unsigned)in[(b) % 64u]) % 5u) {
            case 0u:
                d = (unsigned)((unsigned char)(tid & TIDX));
            case 1u:
                a = ((tid % (d | 1u)) - (unsigned)(((unsigned long long)1944704067u * tid) >> 11));
                break;
            default:
                d = f27003((unsigned)(((unsigned long long)TIDX << 11) % ((unsigned long long)b | 1ull)));
            }
            break;
        case 2u:
            if ((8u & 1u) == 0u) {
                b = c;
                b = (((b | b) >= (tid ^ 90u)) ? d : b);
            }
            break;
        default:
            c ^= (tid + (unsigned)((const V4 *)in)[(a) % 16u].z);
        }
    }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4147635878u ^ TIDX, d = sm0[(TIDX + 36u) % BDIM];
    { unsigned k28004 = ((unsigned)in[(1369871400u) % 96u]) % 5u;
    while (k28004 != 0u) {
        k28004--;
        a = tid;
    } }
#pragma unroll 2
    for (int u28005 = 0; u28005 < 2; u28005++) a += (unsigned)in[(tid * 2u + (unsigned)u28005) % 96u] * (u28005 + 1);
    c = c;
    { unsigned k28006 = ((d / (82u | 1u))) % 4u;
    do {
        if (true || (75u > c)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    } while (k28006-- != 0u); }
    if ((14u & 7u) == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    d ^= a;
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 396883917u ^ TIDX, d = sm0[(TIDX + 2u) % BDIM];
    c ^= (unsigned)imax((int)(305856178u - 502213364u), (int)(unsigned)imax((int)a, (int)TIDX));
    d ^= (unsigned)in[((c + c)) % 96u];
    if ((tid % 5u == 1u) && ((unsigned)(((unsigned long long)1225098069u * d) >> 37) > ((true || (2823958689u > c)) ? 27u : TIDX))) {
        for (unsigned i29001 = 0; i29001 < 1u; i29001++) {
            a ^= (unsigned)((int)2190795531u / (int)((c & 255u) + 1u));
            { unsigned k29002 = ((24u % (c | 1u))) % 4u;
            do {
                c = (((true || (tid > 74u)) || (30u > (((int)c < (int)a) ? 76u : TIDX))) ? (unsigned)((short)86u) : (c | tid));
                c = a;
            } while (k29002-- != 0u); }
            c = (unsigned)(((unsigned long long)(unsigned)(((unsigned long long)tid << 1) % ((unsigned long long)c | 1ull)) << 24) / ((unsigned long long)(tid << (i29001 & 31u)) | 1ull));
        }
        if ((true || (tid > c)) && (((a >> 7) | (a << 6)) > 800117225u)) {
            atomicAdd(&cnt[((a >> (tid & 31u))) % 4u], ((432834769u | b)) & 255u);
        }
    } else {
        b = ((__popc(1571083556u) >> 17) | (__popc(1571083556u) << 5));
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1277282745u ^ TIDX, d = sm1[(TIDX + 39u) % BDIM];
    if ((int)(unsigned)((const V4 *)in)[(2874820456u) % 24u].z < (int)(b + 2722603472u)) {
#pragma unroll
        for (int u29003 = 0; u29003 < 4; u29003++) a += (unsigned)in[(tid * 4u + (unsigned)u29003) % 96u] * (u29003 + 1);
    } else {
        c ^= ((tid + b) / (((c >> 11) | (c << 29)) | 1u));
    }
    if ((2458009694u + 2801211351u) != TIDX) {
        { unsigned k29004 = (__umulhi(tid, tid)) % 4u;
        do {
            a = (unsigned)(((unsigned long long)(unsigned)in[(d) % 96u] * (TIDX & d)) >> 18);
        } while (k29004-- != 0u); }
        c ^= TIDX;
    } else {
        a ^= (d + ((15u >> 6) | (15u << 11)));
        a ^= ((unsigned)((unsigned char)c) ^ (2631333292u | 459834649u));
    }
    c = (unsigned)(int)((double)(__clz(d) & 4095u) * (double)((unsigned)((const V4 *)in)[(d) % 24u].y & 1023u) + (double)(__clz(d) >> 20));
    d = __popc(__popc(97u));
    b ^= (unsigned)(((unsigned long long)(b ^ c) * (unsigned)imax((int)c, (int)715324331u)) >> 39);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2133173658u ^ TIDX, d = sm0[(TIDX + 9u) % BDIM];
    if (b == tid) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    c = ((unsigned)(((unsigned long long)d * 1574140063u) >> 4) ^ TIDX);
    { unsigned k29005 = ((tid * d)) % 4u;
    do {
        b = (unsigned)imax((int)((tid % 2u == 2u) ? d : d), (int)c);
        if ((b & 3u) == 0u) break;
    } while (k29005-- != 0u); }
    c ^= (unsigned)in[(d) % 96u];
    c = (umin(c, c) + (unsigned)((int)d % (int)((d & 65535u) + 1u)));
    a ^= (TIDX & (d + 39u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_30(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4256100262u ^ TIDX, d = sm0[(TIDX + 15u) % BDIM];
    switch (((d - d)) % 4u) {
    case 0u:
        if (tid % 3u == 1u) {
            d ^= (tid * (3892238222u * c));
            d = (((a >> 4) | (a << 18)) + umin(b, tid));
        }
        break;
    case 1u:
        { unsigned k30001 = ((712415979u & 2476579864u)) % 4u;
        do {
            c = (((tid % 2u == 1u) ? 2363562421u : 520597469u) & __umulhi(TIDX, b));
        } while (k30001-- != 0u); }
        break;
    default:
        d = 73u;
    }
    c = (unsigned)in[((unsigned)(((unsigned long long)3234419386u << 27) % ((unsigned long long)b | 1ull))) % 80u];
    { unsigned k30002 = ((unsigned)in[(TIDX) % 80u]) % 4u;
    do {
        b ^= (unsigned)(int)((float)((TIDX ^ c) & 4095u) * (float)((unsigned)(((unsigned long long)2607910833u << 19) % ((unsigned long long)a | 1ull)) & 1023u) + (float)((TIDX ^ c) >> 20));
    } while (k30002-- != 0u); }
    a ^= ((b + a) | ((tid % 5u == 0u) ? b : c));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3908177686u ^ TIDX, d = sm1[(TIDX + 35u) % BDIM];
    d = (unsigned)(int)((double)(a & 4095u) * (double)(((true && (tid > 2522700202u)) ? TIDX : 10u) & 1023u) + (double)(a >> 20));
    b ^= tid;
    b ^= (unsigned)imax((int)87u, (int)(unsigned)(((unsigned long long)13u * tid) >> 31));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2464911914u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    c ^= (unsigned)imax((int)((111958653u >> 5) | (111958653u << 28)), (int)(a + 469078254u));
#pragma unroll 2
    for (int u30003 = 0; u30003 < 2; u30003++) a += (unsigned)in[(tid * 2u + (unsigned)u30003) % 80u] * (u30003 + 1);
    if ((tid % 33u == 1u) && (__umulhi(TIDX, c) > (a - 66u))) {
        c ^= (unsigned)in[((71u >> (2039323507u & 31u))) % 80u];
        c = (unsigned)(int)((float)((d + tid) & 4095u) * (float)((c << (b & 31u)) & 1023u) + (float)((d + tid) >> 20));
    } else {
        c ^= tid;
        c ^= __umulhi(((true || (733088758u > tid)) ? tid : 393491511u), (unsigned)(((unsigned long long)TIDX * b) >> 25));
    }
    b ^= umin((unsigned)((const V4 *)in)[(c) % 20u].x, (tid / (2828779823u | 1u)));
    c ^= __umulhi(b, (unsigned)imax((int)d, (int)b));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1110738778u ^ TIDX, d = sm1[(TIDX + 29u) % BDIM];
    d ^= (unsigned)(int)((float)(3356374712u & 4095u) * (float)(c & 1023u) + (float)(3356374712u >> 20));
    c = __umulhi(tid, (unsigned)((short)98u));
    switch (((unsigned)((int)47u / (int)((d & 7u) + 1u))) % 3u) {
    case 0u:
        d ^= ((c << (b & 31u)) << ((unsigned)(int)((float)(d & 4095u) * (float)(c & 1023u) + (float)(d >> 20)) & 31u));
        break;
    case 1u:
        if (tid == 8u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    default:
        d ^= (__umulhi(tid, TIDX) & (d * b));
    }
    d = ((c & a) + (a & b));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_31(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4157986395u ^ TIDX, d = sm0[(TIDX + 19u) % BDIM];
    { unsigned arr31006[8];
    for (unsigned q = 0; q < 8u; q++) arr31006[q] = a + q * 1u;
    arr31006[((d | b)) % 8u] = (d ^ 926630106u);
    a = arr31006[((TIDX & a)) % 8u] ^ arr31006[1]; }
    d = f31004(TIDX, d);
    a ^= c;
    if (tid % 5u == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    c = (__umulhi(tid, TIDX) / ((b | c) | 1u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_32(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 283790340u ^ TIDX, d = sm0[(TIDX + 27u) % BDIM];
    b = (((tid % 33u == 1u) ? b : 19u) + (unsigned)(((unsigned long long)tid * TIDX) >> 11));
    c = c;
    d ^= b;
    { unsigned arr32001[4];
    for (unsigned q = 0; q < 4u; q++) arr32001[q] = d + q * 1u;
    arr32001[((unsigned)(((unsigned long long)c << 4) % ((unsigned long long)a | 1ull))) % 4u] = (86u * TIDX);
    d = arr32001[((1391335743u >> (b & 31u))) % 4u] ^ arr32001[3]; }
    if (((d * 63u) & 1u) == 1u) {
        a ^= (2570564302u & 142160655u);
    } else {
#pragma unroll 2
        for (int u32002 = 0; u32002 < 2; u32002++) b += (unsigned)in[(tid * 2u + (unsigned)u32002) % 96u] * (u32002 + 1);
    }
    for (unsigned i32003 = 0; i32003 < 1u; i32003++) {
        { unsigned k32004 = ((50u | 4210765824u)) % 5u;
        while (k32004 != 0u) {
            k32004--;
#pragma unroll
            for (int u32005 = 0; u32005 < 2; u32005++) d += (unsigned)in[(tid * 2u + (unsigned)u32005) % 96u] * (u32005 + 1);
            for (int u32006 = 0; u32006 < 2; u32006++) c += (unsigned)in[(tid * 2u + (unsigned)u32006) % 96u] * (u32006 + 1);
        } }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 711091156u ^ TIDX, d = sm1[(TIDX + 6u) % BDIM];
    atomicAdd(&cnt[((unsigned)in[(tid) % 96u]) % 4u], (c) & 255u);
    if (true && (13u > b)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    c = (unsigned)imax((int)(TIDX | tid), (int)(unsigned)((unsigned short)14u));
    for (int u32007 = 0; u32007 < 8; u32007++) d += (unsigned)in[(tid * 8u + (unsigned)u32007) % 96u] * (u32007 + 1);
    if (97u > c) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
#pragma unroll
    for (int u32008 = 0; u32008 < 4; u32008++) d += (unsigned)in[(tid * 4u + (unsigned)u32008) % 96u] * (u32008 + 1);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_33(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1078591483u ^ TIDX, d = sm0[(TIDX + 23u) % BDIM];
    { unsigned k33001 = ((unsigned)(((unsigned long long)a << 13) / ((unsigned long long)a | 1ull))) % 5u;
    while (k33001 != 0u) {
        k33001--;
        { unsigned k33002 = ((TIDX + d)) % 4u;
        do {
            if (tid % 7u == 0u) continue;
        } while (k33002-- != 0u); }
        for (unsigned i33003 = 0; i33003 < ((107654371u) % 6u); i33003++) {
            b = (__umulhi(c, TIDX) - (unsigned)(int)((double)(c & 4095u) * (double)(a & 1023u) + (double)(c >> 20)));
        }
    } }
    if (((b ^ tid) & 1u) == 2u) {
        c = (unsigned)(((unsigned long long)3355884842u * (unsigned)((int)TIDX / (int)((4021603321u & 7u) + 1u))) >> 14);
#pragma unroll 4
        for (int u33004 = 0; u33004 < 2; u33004++) a += (unsigned)in[(tid * 2u + (unsigned)u33004) % 96u] * (u33004 + 1);
    }
    a = (unsigned)in[(b) % 96u];
    a = (unsigned)(int)((float)((tid | tid) & 4095u) * (float)((d + 45u) & 1023u) + (float)((tid | tid) >> 20));
#pragma unroll 2
    for (int u33005 = 0; u33005 < 4; u33005++) a += (unsigned)in[(tid * 4u + (unsigned)u33005) % 96u] * (u33005 + 1);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1880419623u ^ TIDX, d = sm1[(TIDX + 26u) % BDIM];
    if ((unsigned)imax((int)579247589u, (int)tid) >= __brev(a)) {
        c ^= (unsigned)(((unsigned long long)(c - b) * (unsigned)in[(10u) % 96u]) >> 35);
    }
    b ^= (c & 2878401180u);
    b ^= ((b >> 12) | (b << 4));
    d = ((unsigned)((short)tid) << ((tid | 62u) & 31u));
    d = (((unsigned)((unsigned short)3000680007u) >> 16) | ((unsigned)((unsigned short)3000680007u) << 19));
    d ^= 65u;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_34(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2111047152u ^ TIDX, d = sm0[(TIDX + 33u) % BDIM];
    { unsigned k34001 = ((unsigned)imax((int)2909155166u, (int)TIDX)) % 5u;
    while (k34001 != 0u) {
        k34001--;
        for (unsigned i34002 = 0; i34002 < (((unsigned)(int)((float)(472364435u & 4095u) * (float)(3323685326u & 1023u) + (float)(472364435u >> 20))) % 6u); i34002++) {
            if ((int)tid < (int)19u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        }
    } }
    if (true && (d > d)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    if (((d + 8u) & 1u) == 2u) {
        d ^= (unsigned)((signed char)2518386006u);
    } else {
        for (int u34003 = 0; u34003 < 4; u34003++) a += (unsigned)in[(tid * 4u + (unsigned)u34003) % 96u] * (u34003 + 1);
    }
    switch (((b & c)) % 5u) {
    case 0u:
#pragma unroll
        for (int u34004 = 0; u34004 < 8; u34004++) c += (unsigned)in[(tid * 8u + (unsigned)u34004) % 96u] * (u34004 + 1);
    case 1u:
        c ^= (779448705u | (unsigned)imax((int)1982685183u, (int)c));
    default:
        c ^= umin((TIDX + b), (unsigned)(int)((float)(23u & 4095u) * (float)(c & 1023u) - (float)(23u >> 20)));
    }
    if (TIDX == d) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_35(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.x, BDIM = blockDim.x;
    const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1234584435u ^ TIDX, d = sm0[(TIDX + 9u) % BDIM];
    a = (unsigned)((int)(TIDX + 1915052319u) / (int)(((92u * 76u) & 255u) + 1u));
    b ^= TIDX;
    b = TIDX;
    if (((tid & 3u) == 2u) || (__umulhi(a, d) > (unsigned)in[(a) % 96u])) {
        a ^= ((unsigned)(((unsigned long long)138596304u * TIDX) >> 20) >> ((4052506911u * d) & 31u));
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 6u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (6u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1169739400u ^ TIDX, d = sm0[(TIDX + 14u) % BDIM];
    { unsigned k35001 = (3090425527u) % 5u;
    while (k35001 != 0u) {
        k35001--;
        for (unsigned i35002 = 0; i35002 < ((tid) % 6u); i35002++) {
            { unsigned arr35003[4];
            for (unsigned q = 0; q < 4u; q++) arr35003[q] = b + q * 2u;
            arr35003[((i35002 * c)) % 4u] = i35002;
            b = arr35003[((unsigned)((short)a)) % 4u] ^ arr35003[2]; }
            d = (((unsigned)(((unsigned long long)d * tid) >> 3) >> 29) | ((unsigned)(((unsigned long long)d * tid) >> 3) << 2));
        }
    } }
    b ^= (unsigned)in[(((a >> 5) | (a << 22))) % 96u];
    b ^= 1497205841u;
#pragma unroll 2
    for (int u35004 = 0; u35004 < 2; u35004++) b += (unsigned)in[(tid * 2u + (unsigned)u35004) % 96u] * (u35004 + 1);
#pragma unroll 4
    for (int u35005 = 0; u35005 < 2; u35005++) c += (unsigned)in[(tid * 2u + (unsigned)u35005) % 96u] * (u35005 + 1);
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1747931989u ^ TIDX, d = sm0[(TIDX + 13u) % BDIM];
    if ((int)TIDX < (int)(d * 585040346u)) {
        for (int u36004 = 0; u36004 < 4; u36004++) a += (unsigned)in[(tid * 4u + (unsigned)u36004) % 96u] * (u36004 + 1);
    } else {
        a = (69u >> ((c >> (TIDX & 31u)) & 31u));
    }
    { unsigned k36005 = ((d * TIDX)) % 4u;
    do {
        for (unsigned i36006 = 0; i36006 < ((c) % 6u); i36006++) {
            if (b > d) continue;
            d = (unsigned)((int)(unsigned)in[(c) % 96u] / (int)(((86u * i36006) & 255u) + 1u));
            if (20u >= b) continue;
        }
        { unsigned arr36007[4];
        for (unsigned q = 0; q < 4u; q++) arr36007[q] = a + q * 5u;
        arr36007[((TIDX ^ 2477978247u)) % 4u] = umin(tid, tid);
        a = arr36007[((((tid & 1u) == 1u) ? d : b)) % 4u] ^ arr36007[0]; }
    } while (k36005-- != 0u); }
    d = __clz((tid + TIDX));
    b = (tid - (TIDX + b));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 620175360u ^ TIDX, d = sm1[(TIDX + 4u) % BDIM];
    a = (((a >> 25) | (a << 22)) ^ d);
#pragma unroll 4
    for (int u36008 = 0; u36008 < 2; u36008++) b += (unsigned)in[(tid * 2u + (unsigned)u36008) % 96u] * (u36008 + 1);
    { unsigned k36009 = ((unsigned)in[(c) % 96u]) % 4u;
    do {
        a ^= ((unsigned)(int)((float)(c & 4095u) * (float)(tid & 1023u) - (float)(c >> 20)) | (unsigned)(((unsigned long long)tid * 298708242u) >> 37));
        a = tid;
    } while (k36009-- != 0u); }
    if ((d & 1u) == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
#pragma unroll
    for (int u36010 = 0; u36010 < 8; u36010++) d += (unsigned)in[(tid * 8u + (unsigned)u36010) % 96u] * (u36010 + 1);
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3031730775u ^ TIDX, d = sm0[(TIDX + 13u) % BDIM];
    b ^= (unsigned)((signed char)(unsigned)(((unsigned long long)c * a) >> 23));
    for (unsigned i37003 = 0; i37003 < 5u; i37003++) {
        for (unsigned i37004 = 0; i37004 < 5u; i37004++) {
            d ^= ((unsigned)in[(i37003) % 96u] >> (((c >> 17) | (c << 10)) & 31u));
        }
        for (int u37005 = 0; u37005 < 8; u37005++) d += (unsigned)in[(tid * 8u + (unsigned)u37005) % 96u] * (u37005 + 1);
    }
    switch ((b) % 3u) {
    case 0u:
        c ^= (((unsigned)(((unsigned long long)d << 13) % ((unsigned long long)d | 1ull)) >> 17) | ((unsigned)(((unsigned long long)d << 13) % ((unsigned long long)d | 1ull)) << 12));
        break;
    case 1u:
        { unsigned k37006 = (2291601190u) % 4u;
        do {
            if (((tid - TIDX) & 1u) == 0u) {
                a = (f37001(a, a) - (unsigned)(((unsigned long long)c << 12) / ((unsigned long long)TIDX | 1ull)));
            } else {
                a = (((2906716990u >> 30) | (2906716990u << 28)) - 94u);
                d = tid;
            }
        } while (k37006-- != 0u); }
    default:
        switch (((unsigned)((unsigned char)1u)) % 4u) {
        case 0u:
            a = ((unsigned)imax((int)c, (int)c) + (2u & TIDX));
            break;
        case 1u:
            c ^= (unsigned)((unsigned short)tid);
        default:
            d ^= (unsigned)((short)(tid ^ c));
        }
    }
    for (unsigned i37007 = 0; i37007 < (((unsigned)((const V4 *)in)[(a) % 24u].w) % 6u); i37007++) {
        c ^= (((true && (a > c)) ? d : a) ^ d);
    }
    d ^= ((tid % 7u == 2u) ? TIDX : __umulhi(a, TIDX));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 435936406u ^ TIDX, d = sm1[(TIDX + 16u) % BDIM];
    for (unsigned i37008 = 0; i37008 < 3u; i37008++) {
        if ((b & 3u) == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    c = b;
    if ((b & TIDX) < tid) {
        for (unsigned i37009 = 0; i37009 < 2u; i37009++) {
            d = i37009;
            atomicAdd(&cnt[((unsigned)(((unsigned long long)d * d) >> 18)) % 4u], (TIDX) & 255u);
        }
        for (int u37010 = 0; u37010 < 8; u37010++) c += (unsigned)in[(tid * 8u + (unsigned)u37010) % 96u] * (u37010 + 1);
    } else {
        for (unsigned i37011 = 0; i37011 < ((TIDX) % 6u); i37011++) {
            b = ((i37011 + c) ^ 88u);
            a = (((int)b < (int)(unsigned)(((unsigned long long)b << 12) % ((unsigned long long)i37011 | 1ull))) ? (unsigned)(((unsigned long long)TIDX * d) >> 3) : (3041735546u + c));
            a = __umulhi(95u, (unsigned)(((unsigned long long)a * c) >> 39));
        }
        for (unsigned i37012 = 0; i37012 < (((unsigned)((const V4 *)in)[(d) % 24u].z) % 6u); i37012++) {
            if (true && (d > d)) continue;
            for (unsigned i37013 = 0; i37013 < (((unsigned)(int)((float)(c & 4095u) * (float)(c & 1023u) + (float)(c >> 20))) % 6u); i37013++) {
                c = 89u;
            }
        }
    }
    b = ((2425607873u & 2298075091u) * (unsigned)((signed char)26u));
    c = (b % ((unsigned)in[(a) % 96u] | 1u));
    b = (unsigned)((short)(69u * 76u));
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2338995585u ^ TIDX, d = sm0[(TIDX + 39u) % BDIM];
    c ^= (unsigned)(int)((double)((TIDX >> (a & 31u)) & 4095u) * (double)((unsigned)(((unsigned long long)tid << 20) % ((unsigned long long)tid | 1ull)) & 1023u) + (double)((TIDX >> (a & 31u)) >> 20));
    a ^= (unsigned)((const V4 *)in)[((d | 70u)) % 20u].y;
    d ^= a;
    switch ((9u) % 4u) {
    case 0u:
        if (((tid & 7u) == 0u) || ((a - tid) > (2u + TIDX))) {
            c ^= (unsigned)((const V4 *)in)[((b >> (a & 31u))) % 20u].y;
        } else {
            b ^= umin(TIDX, (41u | b));
            for (unsigned i38001 = 0; i38001 < ((__brev(tid)) % 6u); i38001++) {
                c = __umulhi(c, ((TIDX >> 1) | (TIDX << 28)));
                c = i38001;
                d = (61u | (unsigned)(((unsigned long long)d << 10) % ((unsigned long long)c | 1ull)));
            }
        }
    case 1u:
        { unsigned k38002 = ((unsigned)((int)tid % (int)((a & 255u) + 1u))) % 5u;
        while (k38002 != 0u) {
            k38002--;
            a = __umulhi((tid | TIDX), (unsigned)(int)((float)(c & 4095u) * (float)(a & 1023u) + (float)(c >> 20)));
            { unsigned k38003 = ((2287079448u ^ 2472687761u)) % 4u;
            do {
                c = (unsigned)(((unsigned long long)(unsigned)(((unsigned long long)d << 14) / ((unsigned long long)a | 1ull)) * TIDX) >> 34);
            } while (k38003-- != 0u); }
        } }
        break;
    default:
        c ^= __umulhi(umin(b, TIDX), (1980266415u - 753271623u));
    }
    for (unsigned i38004 = 0; i38004 < (((tid ^ d)) % 6u); i38004++) {
        d = (unsigned)(int)((double)((unsigned)((const V4 *)in)[(i38004) % 20u].z & 4095u) * (double)(TIDX & 1023u) + (double)((unsigned)((const V4 *)in)[(i38004) % 20u].z >> 20));
        { unsigned arr38005[8];
        for (unsigned q = 0; q < 8u; q++) arr38005[q] = d + q * 1u;
        arr38005[(3666563131u) % 8u] = (unsigned)in[(tid) % 80u];
        d = arr38005[((tid - a)) % 8u] ^ arr38005[4]; }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2821689207u ^ TIDX, d = sm1[(TIDX + 30u) % BDIM];
    a = ((unsigned)(((unsigned long long)tid * a) >> 1) + (1454425291u | d));
    switch (((unsigned)(((unsigned long long)tid << 1) / ((unsigned long long)c | 1ull))) % 5u) {
    case 0u:
        if ((6u - c) < (unsigned)((signed char)a)) {
            atomicAdd(&cnt[(umin(b, 98u)) % 4u], (((a >> 4) | (a << 13))) & 255u);
        } else {
            if (tid % 2u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
            a ^= a;
        }
        break;
    case 1u:
        c ^= c;
        break;
    default:
        for (int u38006 = 0; u38006 < 4; u38006++) d += (unsigned)in[(tid * 4u + (unsigned)u38006) % 80u] * (u38006 + 1);
    }
#pragma unroll
    for (int u38007 = 0; u38007 < 4; u38007++) d += (unsigned)in[(tid * 4u + (unsigned)u38007) % 80u] * (u38007 + 1);
    c = TIDX;
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3985030978u ^ TIDX, d = sm0[(TIDX + 22u) % BDIM];
    { unsigned arr39001[8];
    for (unsigned q = 0; q < 8u; q++) arr39001[q] = b + q * 8u;
    arr39001[((unsigned)((const V4 *)in)[(3582365011u) % 24u].x) % 8u] = tid;
    b = arr39001[((c + a)) % 8u] ^ arr39001[6]; }
    c = (c * (658060956u + c));
    a = ((unsigned)in[(b) % 96u] * 1282816896u);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1457028372u ^ TIDX, d = sm1[(TIDX + 6u) % BDIM];
    a ^= (unsigned)in[((a + d)) % 96u];
    a ^= ((c % (c | 1u)) >> (34955543u & 31u));
    b ^= c;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3352415466u ^ TIDX, d = sm0[(TIDX + 33u) % BDIM];
    switch (((unsigned)in[(14u) % 96u]) % 3u) {
    case 0u:
        if (tid % 5u == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    case 1u:
        d ^= (38u * (unsigned)((short)TIDX));
        break;
    default:
        c = (24u - (b | c));
    }
    d ^= a;
    for (unsigned i39002 = 0; i39002 < (((d & c)) % 6u); i39002++) {
        if ((int)(15u << (88u & 31u)) < (int)(unsigned)(((unsigned long long)d << 9) / ((unsigned long long)d | 1ull))) {
            if (__umulhi(a, TIDX) > (c + a)) {
                b = ((((d >> 20) | (d << 28)) >> 21) | (((d >> 20) | (d << 28)) << 29));
                d = (tid * __brev(89u));
            } else {
                b = ((a >> (90u & 31u)) + (2706865505u / (c | 1u)));
            }
            { unsigned k39003 = ((unsigned)((const V4 *)in)[(i39002) % 24u].z) % 4u;
            do {
                c = a;
            } while (k39003-- != 0u); }
        } else {
            c = umin(332565512u, (unsigned)(((unsigned long long)a * c) >> 12));
            a = (unsigned)((const V4 *)in)[(__umulhi(d, tid)) % 24u].w;
        }
        a = 16u;
        if (((a - 827424428u) & 7u) == 0u) {
            d = (unsigned)(((unsigned long long)(unsigned)((short)i39002) << 26) / ((unsigned long long)(unsigned)((int)a / (int)((TIDX & 7u) + 1u)) | 1ull));
        }
    }
    a ^= 96u;
    { unsigned arr39004[4];
    for (unsigned q = 0; q < 4u; q++) arr39004[q] = a + q * 4u;
    arr39004[((TIDX + c)) % 4u] = (unsigned)((unsigned char)tid);
    a = arr39004[(((b >> 1) | (b << 8))) % 4u] ^ arr39004[3]; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
