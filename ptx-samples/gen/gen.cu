
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
DEVFN unsigned f3001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = ((x >> 16) | (x << 18));
    p0 = ((unsigned)(((unsigned long long)p0 * p0) >> 18) << ((7u << (72u & 31u)) & 31u));
    x ^= (17u >> (323826714u & 31u));
    x = (unsigned)(((unsigned long long)x * (x * p0)) >> 6);
    return x + p0;
}
NOINLINE unsigned f6001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 ^= ((unsigned)(((unsigned long long)x << 22) % ((unsigned long long)x | 1ull)) + (p0 + p0));
    x = 3369744396u;
    return x + p0;
}
DEVFN unsigned f7001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    { unsigned arr7002[4];
    for (unsigned q = 0; q < 4u; q++) arr7002[q] = x + q * 5u;
    arr7002[(48u) % 4u] = x;
    x = arr7002[((99935582u + p0)) % 4u] ^ arr7002[3]; }
    if ((11u & 3u) == 0u) {
        p0 = ((33u + 48u) + (unsigned)(((unsigned long long)79u * x) >> 25));
        for (unsigned i7003 = 0; i7003 < (((unsigned)(((unsigned long long)3368992447u << 12) % ((unsigned long long)3239383622u | 1ull))) % 6u); i7003++) {
            x = i7003;
        }
    } else {
        p0 ^= 3925458939u;
    }
    x = (x + (unsigned)((unsigned char)p0));
    if (x > 87u) { return x ^ p0; }
    return x + p0;
}
DEVFN unsigned f8001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = ((unsigned)((int)x / (int)((x & 65535u) + 1u)) + (27u | p1));
    x ^= (unsigned)imax((int)p0, (int)(x >> (60u & 31u)));
    p1 ^= (((53u > x) ? 2871346784u : 3505956618u) >> ((p1 % (p0 | 1u)) & 31u));
    return x + p1;
}
DEVFN unsigned f8002(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= ((x + 15u) % (__clz(x) | 1u));
    x = __clz((44u & 95u));
    return x + p0;
}
DEVFN unsigned f13001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    { unsigned k13002 = ((((p0 & 7u) == 1u) ? 2326247862u : p0)) % 5u;
    while (k13002 != 0u) {
        k13002--;
        if ((int)86u < (int)x) continue;
    } }
    p0 ^= (unsigned)((unsigned short)(((int)1919675818u < (int)p0) ? x : x));
    p0 ^= x;
    return x + p0;
}
NOINLINE unsigned f16001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= ((x + 42u) ^ p0);
    if (true || (p0 > x)) { return x ^ p0; }
    return x + p0;
}
DEVFN unsigned f16002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if ((p1 & 7u) == 0u) { return x ^ p0; }
    if ((83u & 7u) == 1u) { return x ^ p0; }
    return x + p1;
}
DEVFN unsigned f17001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= ((unsigned)((int)p0 / (int)((62u & 7u) + 1u)) + (x & p0));
    p0 ^= (unsigned)(((unsigned long long)95u << 7) % ((unsigned long long)(2079036002u & 17u) | 1ull));
    if ((int)516271492u < (int)(x << (x & 31u))) {
        x = p0;
        x ^= ((p0 | x) >> (33u & 31u));
    } else {
        { unsigned arr17002[4];
        for (unsigned q = 0; q < 4u; q++) arr17002[q] = p0 + q * 4u;
        arr17002[((unsigned)((unsigned short)3538345426u)) % 4u] = (p0 + 339817075u);
        p0 = arr17002[(umin(x, 60u)) % 4u] ^ arr17002[0]; }
        if ((int)13u < (int)p0) { return x ^ p0; }
    }
    p0 ^= x;
    return x + p0;
}
DEVFN unsigned f17003(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    { unsigned k17004 = (p0) % 5u;
    while (k17004 != 0u) {
        k17004--;
        p0 = (unsigned)(((unsigned long long)x << 18) % ((unsigned long long)44u | 1ull));
    } }
    switch (((unsigned)((unsigned char)p0)) % 5u) {
    case 0u:
        if ((int)3824043779u < (int)p0) { return x ^ p0; }
        break;
    case 1u:
        x = __popc(47u);
        break;
    default:
        p0 = (f17001(x) * (unsigned)(((unsigned long long)2980083237u << 26) % ((unsigned long long)p0 | 1ull)));
    }
    p0 ^= (x >> ((3064113564u & x) & 31u));
    p0 ^= (unsigned)(((unsigned long long)(x | 80u) * 1166002430u) >> 11);
    return x + p0;
}
NOINLINE unsigned f20001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 ^= (((x > x) && ((p1 & 7295007u) > (unsigned)(int)((double)(p1 & 4095u) * (double)(p1 & 1023u) + (double)(p1 >> 20)))) ? umin(p0, 78u) : (unsigned)((unsigned char)p1));
    x = (unsigned)(((unsigned long long)(p1 * p1) * p1) >> 12);
    switch (((p1 + 2761085025u)) % 4u) {
    case 0u:
        if (((98u & 3u) == 1u) || (p1 > (unsigned)(int)((float)(p1 & 4095u) * (float)(1291294084u & 1023u) - (float)(p1 >> 20)))) {
            p1 = (((p1 >> 24) | (p1 << 6)) + p0);
        }
        break;
    case 1u:
        x = ((unsigned)(int)((float)(32u & 4095u) * (float)(x & 1023u) - (float)(32u >> 20)) + ((97u > 23u) ? x : x));
    default:
        for (unsigned i20002 = 0; i20002 < (((p0 ^ p0)) % 6u); i20002++) {
            x = (unsigned)((int)(p1 - 255550044u) / (int)(((3226992374u & x) & 255u) + 1u));
        }
    }
    return x + p1;
}
DEVFN unsigned f20003(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= ((unsigned)(((unsigned long long)x << 0) % ((unsigned long long)p0 | 1ull)) - 3928854188u);
    x ^= ((67u & 121949944u) - 20u);
    if (411255531u > p0) { return x ^ p0; }
    return x + p0;
}
NOINLINE unsigned f21001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if ((int)(887628843u | p1) < (int)umin(p0, 2461648360u)) {
        p1 = (2182167472u + 52u);
    }
    for (unsigned i21002 = 0; i21002 < (((77u & p0)) % 6u); i21002++) {
        x ^= p1;
        if ((p1 & 7u) == 0u) break;
        p0 ^= (p1 * i21002);
    }
    p1 = p1;
    return x + p1;
}
NOINLINE unsigned f24001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if (true || (p1 > 1238025968u)) { return x ^ p0; }
    p1 ^= ((unsigned)(((unsigned long long)x << 31) % ((unsigned long long)p1 | 1ull)) + (unsigned)(((unsigned long long)p0 << 11) % ((unsigned long long)p0 | 1ull)));
    return x + p1;
}
DEVFN unsigned f25001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if ((true && (x > p1)) || (((x >= p0) ? p1 : 3624513688u) > (unsigned)(((unsigned long long)p1 << 28) % ((unsigned long long)45u | 1ull)))) {
        p0 = (unsigned)imax((int)((1939381379u >> 16) | (1939381379u << 3)), (int)2077712666u);
        x = (unsigned)(((unsigned long long)__popc(3579072098u) * (unsigned)(((unsigned long long)p1 << 5) % ((unsigned long long)83u | 1ull))) >> 22);
    } else {
        p0 ^= (unsigned)(((unsigned long long)(((int)p1 < (int)x) ? p1 : 44u) * (p1 + 3568432788u)) >> 16);
    }
    p0 = ((x * x) + (x + x));
    switch (((unsigned)((unsigned short)49u)) % 5u) {
    case 0u:
        p0 ^= (umin(p0, p1) + (unsigned)(((unsigned long long)94u << 2) % ((unsigned long long)p1 | 1ull)));
        break;
    case 1u:
        if (true || (70597633u > 81u)) { return x ^ p0; }
        break;
    default:
        p0 ^= (unsigned)(((unsigned long long)x << 8) % ((unsigned long long)(p1 * 66u) | 1ull));
    }
    x ^= p1;
    return x + p1;
}
DEVFN unsigned f25002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 = ((x ^ 1616142261u) + __popc(x));
    x = x;
    return x + p1;
}
NOINLINE unsigned f26001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= 3882986535u;
    if ((int)65u < (int)92u) { return x ^ p0; }
    { unsigned k26002 = ((5u & 1600559165u)) % 4u;
    do {
        if ((int)88u < (int)x) break;
        if ((p0 & 1u) == 2u) continue;
    } while (k26002-- != 0u); }
    p0 ^= 623218397u;
    return x + p0;
}
DEVFN unsigned f27001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 ^= (((35u >> 21) | (35u << 30)) & p0);
    x ^= __clz(p1);
    return x + p1;
}
DEVFN unsigned f28001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = (((__clz(92u) & 1u) == 0u) ? (465640604u % (97u | 1u)) : (unsigned)(((unsigned long long)x * 1765452858u) >> 12));
    p0 = (50076393u ^ 262464814u);
    switch (((x & p0)) % 3u) {
    case 0u:
        x ^= __popc(4129516484u);
    case 1u:
        p0 ^= 73u;
        break;
    default:
        p0 = p0;
    }
    return x + p0;
}
DEVFN unsigned f30001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    p1 ^= (550653211u + (unsigned)((unsigned char)1248691085u));
    if (((p0 >> 14) | (p0 << 18)) > (x & 1947871261u)) {
        p1 = x;
    } else {
        p1 ^= ((41u / (1977375075u | 1u)) + (p1 + 42u));
        if ((int)51u < (int)p0) { return x ^ p0; }
    }
    { unsigned k30002 = (3917529536u) % 5u;
    while (k30002 != 0u) {
        k30002--;
        p1 ^= (p0 + (unsigned)((int)p0 % (int)((x & 255u) + 1u)));
    } }
    p1 ^= 69u;
    return x + p1;
}
NOINLINE unsigned f31001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = __umulhi((x + x), (x + 257997401u));
    x = (unsigned)(((unsigned long long)__umulhi(x, 710308749u) * (2525746373u * 25u)) >> 26);
    p0 ^= (p0 & (80u * 6u));
    p0 ^= ((76u + 574352132u) ^ (unsigned)((int)x % (int)((41u & 7u) + 1u)));
    return x + p0;
}
NOINLINE unsigned f33001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    switch ((p1) % 4u) {
    case 0u:
        p0 ^= umin((p0 + p1), x);
        break;
    case 1u:
        p0 = ((unsigned)(int)((float)(p1 & 4095u) * (float)(x & 1023u) + (float)(p1 >> 20)) >> ((1456151820u - x) & 31u));
        break;
    case 2u:
        for (unsigned i33002 = 0; i33002 < 4u; i33002++) {
            x = 296858885u;
            x = ((unsigned)((int)p0 % (int)((x & 65535u) + 1u)) & (unsigned)((int)4066957746u % (int)((27u & 65535u) + 1u)));
        }
    default:
        x = ((unsigned)(int)((float)(p0 & 4095u) * (float)(x & 1023u) - (float)(p0 >> 20)) / ((unsigned)((int)47u % (int)((p1 & 7u) + 1u)) | 1u));
    }
    p1 ^= ((((unsigned)(((unsigned long long)x << 24) % ((unsigned long long)3787793176u | 1ull)) & 3u) == 2u) ? (p1 + p0) : (87u / (80u | 1u)));
    if ((unsigned)(int)((float)(1u & 4095u) * (float)(12u & 1023u) + (float)(1u >> 20)) <= 471021175u) {
        p0 = umin((p0 * p0), (unsigned)(((unsigned long long)23u << 9) % ((unsigned long long)x | 1ull)));
        { unsigned k33003 = ((p1 + 34u)) % 4u;
        do {
            x = x;
        } while (k33003-- != 0u); }
    }
    p0 ^= __umulhi((25u + 2334178544u), (3310840013u * p0));
    return x + p1;
}
DEVFN unsigned f35001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    p0 = __brev((unsigned)(((unsigned long long)p0 << 18) / ((unsigned long long)x | 1ull)));
    p0 ^= ((92u + x) >> ((84u + x) & 31u));
    switch (((p0 % (p0 | 1u))) % 3u) {
    case 0u:
        if (true || (x > x)) { return x ^ p0; }
    case 1u:
        { unsigned k35002 = (p0) % 5u;
        while (k35002 != 0u) {
            k35002--;
            x = p0;
            p0 = (((true || (p0 > 2626272111u)) ? p0 : 782836673u) >> (umin(x, 1640858510u) & 31u));
        } }
        break;
    case 2u:
        p0 = ((x + p0) >> ((p0 + 378799099u) & 31u));
    default:
        p0 ^= (p0 & (unsigned)(((unsigned long long)p0 * 2202225701u) >> 24));
    }
    return x + p0;
}
NOINLINE unsigned f36001(unsigned p0) {
    unsigned x = p0 * 2654435761u;
    x ^= 1328266055u;
    p0 ^= __popc(x);
    x ^= 42u;
    return x + p0;
}
DEVFN unsigned f36002(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    if ((unsigned)((int)44u % (int)((p0 & 255u) + 1u)) > (p1 + x)) {
        x ^= (__umulhi(x, x) + __brev(19u));
        p0 ^= p0;
    } else {
        if ((int)6u < (int)266270541u) { return x ^ p0; }
    }
    x ^= ((3460463303u & p0) >> ((unsigned)((signed char)p1) & 31u));
    return x + p1;
}
NOINLINE unsigned f37001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    x = x;
    p1 ^= (unsigned)(((unsigned long long)(unsigned)(((unsigned long long)p1 * p0) >> 7) << 0) / ((unsigned long long)(3372618291u | 2517495869u) | 1ull));
    x ^= (unsigned)(int)((double)((14u ^ p0) & 4095u) * (double)(umin(p0, 2045505353u) & 1023u) + (double)((14u ^ p0) >> 20));
    p1 = (((x >> (p1 & 31u)) >= (x % (p1 | 1u))) ? (2767918334u + 3301846403u) : (unsigned)((unsigned char)p1));
    return x + p1;
}
NOINLINE unsigned f39001(unsigned p0, unsigned p1) {
    unsigned x = p0 * 2654435761u;
    for (unsigned i39002 = 0; i39002 < 2u; i39002++) {
        p0 = ((unsigned)(((unsigned long long)p0 * i39002) >> 18) + ((29u >> 18) | (29u << 15)));
    }
    { unsigned k39003 = ((x | 3053551248u)) % 5u;
    while (k39003 != 0u) {
        k39003--;
        p1 = (unsigned)(int)((float)((86u | 99u) & 4095u) * (float)(p0 & 1023u) + (float)((86u | 99u) >> 20));
    } }
    { unsigned k39004 = (__umulhi(p1, 72u)) % 5u;
    while (k39004 != 0u) {
        k39004--;
        if (((61722285u & 7u) == 2u) && ((p0 | 45u) > 3748510403u)) {
            p1 = ((x ^ 2771661989u) + (p0 + p1));
        }
        x = __clz(__umulhi(x, x));
    } }
    switch ((((x >> 11) | (x << 16))) % 5u) {
    case 0u:
        p0 = (unsigned)(int)((float)((unsigned)((unsigned short)p0) & 4095u) * (float)((p1 % (p0 | 1u)) & 1023u) - (float)((unsigned)((unsigned short)p0) >> 20));
        break;
    case 1u:
        { unsigned arr39005[8];
        for (unsigned q = 0; q < 8u; q++) arr39005[q] = p1 + q * 4u;
        arr39005[((x | 68u)) % 8u] = (56u % (1592833699u | 1u));
        p1 = arr39005[(p0) % 8u] ^ arr39005[2]; }
        break;
    default:
        for (unsigned i39006 = 0; i39006 < (((unsigned)(((unsigned long long)x * 2935962313u) >> 24)) % 6u); i39006++) {
            p1 = __umulhi((1834465630u + i39006), (((p0 & 7u) == 2u) ? i39006 : 3993514385u));
            p1 = x;
            p0 = (unsigned)(((unsigned long long)i39006 * (p0 / (2513892528u | 1u))) >> 15);
        }
    }
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
extern "C" __global__ void g1_1(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4238422698u ^ TIDX, d = sm1[(TIDX + 23u) % BDIM];
    for (unsigned i1003 = 0; i1003 < (((b | d)) % 6u); i1003++) {
        if ((int)b < (int)a) break;
        { unsigned arr1004[8];
        for (unsigned q = 0; q < 8u; q++) arr1004[q] = b + q * 5u;
        arr1004[((unsigned)((const V4 *)in)[(d) % 16u].z) % 8u] = (unsigned)(((unsigned long long)1867763891u * tid) >> 16);
        b = arr1004[((unsigned)imax((int)b, (int)a)) % 8u] ^ arr1004[3]; }
    }
    { unsigned k1005 = ((c / (b | 1u))) % 5u;
    while (k1005 != 0u) {
        k1005--;
        if ((int)a < (int)a) break;
        { unsigned m1006 = umin(c, 67u), *p = &cnt[4u + (tid) % 4u];
          unsigned old = *p, assumed;
          do { assumed = old; old = atomicCAS(p, assumed, m1006 > assumed ? m1006 : assumed); } while (assumed != old); }
    } }
    b ^= umin(d, (unsigned)(((unsigned long long)tid << 24) / ((unsigned long long)a | 1ull)));
    d = ((tid & 2555362661u) / ((unsigned)imax((int)tid, (int)89u) | 1u));
    atomicAdd(&cnt[((c ^ 1095258169u)) % 4u], ((unsigned)((int)d % (int)((c & 255u) + 1u))) & 255u);
    b = (tid - (b * c));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 15u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 15u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 232056527u ^ TIDX, d = sm1[(TIDX + 25u) % BDIM];
    switch (((463370125u | b)) % 3u) {
    case 0u:
        { unsigned arr1007[8];
        for (unsigned q = 0; q < 8u; q++) arr1007[q] = a + q * 4u;
        arr1007[((a | c)) % 8u] = (b | c);
        a = arr1007[((91u ^ d)) % 8u] ^ arr1007[4]; }
    case 1u:
        d ^= ((TIDX ^ d) & (unsigned)(int)((float)(b & 4095u) * (float)(c & 1023u) - (float)(b >> 20)));
        break;
    case 2u:
        { unsigned k1008 = ((unsigned)(((unsigned long long)a * c) >> 39)) % 4u;
        do {
            c = (unsigned)(((unsigned long long)TIDX << 25) % ((unsigned long long)b | 1ull));
        } while (k1008-- != 0u); }
        break;
    default:
        c = (unsigned)(((unsigned long long)(unsigned)imax((int)a, (int)3874956827u) * (b - a)) >> 21);
    }
    { unsigned m1009 = (unsigned)(int)((float)(b & 4095u) * (float)(b & 1023u) - (float)(b >> 20)), *p = &cnt[4u + (d) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m1009 > assumed ? m1009 : assumed); } while (assumed != old); }
    for (unsigned i1010 = 0; i1010 < 5u; i1010++) {
        d = __popc((i1010 >> (tid & 31u)));
        if ((int)i1010 < (int)(46u | d)) {
            d = d;
        }
        { unsigned arr1011[4];
        for (unsigned q = 0; q < 4u; q++) arr1011[q] = a + q * 1u;
        arr1011[((d >> (62u & 31u))) % 4u] = (d & 2676014611u);
        a = arr1011[((b ^ TIDX)) % 4u] ^ arr1011[3]; }
    }
    { unsigned m1012 = (unsigned)(((unsigned long long)d * tid) >> 4), *p = &cnt[4u + (a) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m1012 > assumed ? m1012 : assumed); } while (assumed != old); }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2532055900u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
    atomicAdd(&cnt[((3077717324u ^ 15u)) % 4u], ((3u / (d | 1u))) & 255u);
    if ((int)d < (int)4249922847u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    switch ((d) % 4u) {
    case 0u:
        if (tid % 33u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    case 1u:
        c ^= TIDX;
        break;
    case 2u:
        for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        break;
    default:
        c ^= (c / ((a + b) | 1u));
    }
    atomicAdd(&cnt[((((a & 1u) == 0u) ? tid : 1944045692u)) % 4u], ((c - c)) & 255u);
#pragma unroll
    for (int u1013 = 0; u1013 < 4; u1013++) a += (unsigned)in[(tid * 4u + (unsigned)u1013) % 64u] * (u1013 + 1);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_2(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4115018358u ^ TIDX, d = sm0[(TIDX + 33u) % BDIM];
    { unsigned m2001 = (tid / (31u | 1u)), *p = &cnt[4u + (TIDX) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m2001 > assumed ? m2001 : assumed); } while (assumed != old); }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    d = ((unsigned)((short)b) % (__umulhi(tid, 1564949638u) | 1u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_3(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 379009909u ^ TIDX, d = sm0[(TIDX + 23u) % BDIM];
    { unsigned k3002 = (d) % 4u;
    do {
        a = (unsigned)((signed char)(4281241993u ^ 384822701u));
        if (tid % 5u == 2u) break;
    } while (k3002-- != 0u); }
    switch (((unsigned)in[(1935032692u) % 96u]) % 5u) {
    case 0u:
        for (int u3003 = 0; u3003 < 2; u3003++) d += (unsigned)in[(tid * 2u + (unsigned)u3003) % 96u] * (u3003 + 1);
        break;
    case 1u:
        for (int u3004 = 0; u3004 < 2; u3004++) a += (unsigned)in[(tid * 2u + (unsigned)u3004) % 96u] * (u3004 + 1);
        break;
    default:
        for (int u3005 = 0; u3005 < 4; u3005++) d += (unsigned)in[(tid * 4u + (unsigned)u3005) % 96u] * (u3005 + 1);
    }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 20u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (20u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3179412662u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    { unsigned k3006 = ((tid & tid)) % 4u;
    do {
        atomicAdd(&cnt[((c * 2001109038u)) % 4u], (c) & 255u);
        if ((int)f3001(b) < (int)((TIDX >> 2) | (TIDX << 3))) {
            d = ((unsigned)imax((int)tid, (int)c) ^ d);
        }
    } while (k3006-- != 0u); }
    atomicAdd(&cnt[((unsigned)((unsigned char)c)) % 4u], ((b >> (c & 31u))) & 255u);
    for (unsigned i3007 = 0; i3007 < 4u; i3007++) {
        if (i3007 > 3059618845u) break;
        switch ((d) % 3u) {
        case 0u:
            d = (unsigned)(int)((double)(TIDX & 4095u) * (double)(__umulhi(TIDX, 75u) & 1023u) - (double)(TIDX >> 20));
        case 1u:
            b = a;
        default:
            { unsigned k3008 = ((2242472953u & 17u)) % 5u;
            while (k3008 != 0u) {
                k3008--;
                a = (unsigned)(((unsigned long long)f3001(d) * d) >> 19);
                a = (unsigned)(((unsigned long long)b * (1461749037u - d)) >> 11);
            } }
        }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 565987770u ^ TIDX, d = sm0[(TIDX + 32u) % BDIM];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    b = (__umulhi(tid, tid) - (unsigned)(((unsigned long long)d * d) >> 2));
    switch ((__brev(tid)) % 3u) {
    case 0u:
        a = tid;
    case 1u:
        c ^= tid;
    case 2u:
        { unsigned arr4001[8];
        for (unsigned q = 0; q < 8u; q++) arr4001[q] = a + q * 3u;
        arr4001[(umin(2511424262u, tid)) % 8u] = (unsigned)(((unsigned long long)a * TIDX) >> 5);
        a = arr4001[((unsigned)((const V4 *)in)[(b) % 16u].y) % 8u] ^ arr4001[6]; }
        break;
    default:
        switch (((unsigned)((int)d / (int)((TIDX & 255u) + 1u))) % 4u) {
        case 0u:
            if (tid % 5u == 1u) {
                a = (unsigned)(((unsigned long long)(TIDX / (56u | 1u)) << 14) % ((unsigned long long)(unsigned)((int)2533627457u % (int)((tid & 65535u) + 1u)) | 1ull));
            } else {
                d = (((tid % 3u == 1u) ? b : TIDX) + (59u + tid));
            }
            break;
        case 1u:
            d = (unsigned)imax((int)(b - d), (int)(27u / (d | 1u)));
            break;
        default:
            a ^= __popc((d + tid));
        }
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 24u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 24u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3752804853u ^ TIDX, d = sm0[(TIDX + 34u) % BDIM];
    if (tid % 7u == 2u) {
        b ^= (unsigned)(((unsigned long long)umin(c, a) << 30) / ((unsigned long long)(unsigned)((int)33u % (int)((tid & 7u) + 1u)) | 1ull));
    }
    switch (((d << (51u & 31u))) % 5u) {
    case 0u:
        a ^= ((86u / (a | 1u)) + 2511229841u);
        break;
    case 1u:
        d ^= __umulhi((2260146624u & 77u), __popc(d));
        break;
    default:
        b = tid;
    }
    { unsigned arr4002[8];
    for (unsigned q = 0; q < 8u; q++) arr4002[q] = c + q * 6u;
    arr4002[(b) % 8u] = (unsigned)(int)((float)(TIDX & 4095u) * (float)(d & 1023u) + (float)(TIDX >> 20));
    c = arr4002[(umin(1322930596u, a)) % 8u] ^ arr4002[7]; }
    if ((b & 7u) == 2u) {
#pragma unroll 2
        for (int u4003 = 0; u4003 < 2; u4003++) d += (unsigned)in[(tid * 2u + (unsigned)u4003) % 64u] * (u4003 + 1);
    } else {
        b = 17u;
    }
    b ^= tid;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_5(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4086764029u ^ TIDX, d = sm0[(TIDX + 17u) % BDIM];
    { unsigned arr5001[4];
    for (unsigned q = 0; q < 4u; q++) arr5001[q] = a + q * 6u;
    arr5001[(tid) % 4u] = (unsigned)((const V4 *)in)[(c) % 24u].z;
    a = arr5001[(__popc(d)) % 4u] ^ arr5001[3]; }
    b = (unsigned)in[((a - TIDX)) % 96u];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1468271736u ^ TIDX, d = sm1[(TIDX + 15u) % BDIM];
    d ^= ((unsigned)(((unsigned long long)b << 29) / ((unsigned long long)a | 1ull)) | (159235994u % (tid | 1u)));
    for (int u5002 = 0; u5002 < 2; u5002++) d += (unsigned)in[(tid * 2u + (unsigned)u5002) % 96u] * (u5002 + 1);
    d = ((((TIDX >> 19) | (TIDX << 3)) < (a & TIDX)) ? c : TIDX);
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2935966240u ^ TIDX, d = sm0[(TIDX + 7u) % BDIM];
    switch (((d | a)) % 5u) {
    case 0u:
        d = (a % ((unsigned)(((unsigned long long)tid << 2) % ((unsigned long long)d | 1ull)) | 1u));
        break;
    case 1u:
        for (unsigned i5003 = 0; i5003 < 4u; i5003++) {
            c ^= ((c + 738391692u) | __popc(d));
            for (unsigned i5004 = 0; i5004 < ((__umulhi(3751830426u, tid)) % 6u); i5004++) {
                d = a;
                b = (c + a);
                c = i5004;
            }
        }
        break;
    default:
        { unsigned arr5005[4];
        for (unsigned q = 0; q < 4u; q++) arr5005[q] = a + q * 8u;
        arr5005[((d % (tid | 1u))) % 4u] = (322978940u ^ tid);
        a = arr5005[(((true || (a > TIDX)) ? a : c)) % 4u] ^ arr5005[2]; }
    }
    d ^= TIDX;
    c ^= a;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4001568868u ^ TIDX, d = sm1[(TIDX + 3u) % BDIM];
    a = (unsigned)(int)((float)((unsigned)(((unsigned long long)22u * TIDX) >> 19) & 4095u) * (float)((unsigned)(((unsigned long long)tid << 25) / ((unsigned long long)TIDX | 1ull)) & 1023u) - (float)((unsigned)(((unsigned long long)22u * TIDX) >> 19) >> 20));
    c ^= (__popc(tid) + (TIDX - a));
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_6(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1867047299u ^ TIDX, d = sm0[(TIDX + 7u) % BDIM];
    if ((a & 3u) == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    for (unsigned i6002 = 0; i6002 < 3u; i6002++) {
        c ^= tid;
    }
    { unsigned k6003 = (f6001(d)) % 5u;
    while (k6003 != 0u) {
        k6003--;
        switch (((38u & 572811088u)) % 4u) {
        case 0u:
            d ^= umin(((c != 1170564807u) ? tid : TIDX), (TIDX - a));
            break;
        case 1u:
            b = (unsigned)(((unsigned long long)(unsigned)(((unsigned long long)a * 3414031078u) >> 38) * (((tid & 7u) == 2u) ? d : a)) >> 14);
        default:
            if ((tid & 7u) == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        }
        for (unsigned i6004 = 0; i6004 < ((umin(359366179u, a)) % 6u); i6004++) {
            { unsigned arr6005[8];
            for (unsigned q = 0; q < 8u; q++) arr6005[q] = c + q * 8u;
            arr6005[((c | tid)) % 8u] = d;
            c = arr6005[(__umulhi(1312010424u, a)) % 8u] ^ arr6005[5]; }
        }
    } }
    c ^= (unsigned)((signed char)(unsigned)((const V4 *)in)[(2895898364u) % 20u].w);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_7(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1987863800u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    for (unsigned i7004 = 0; i7004 < 2u; i7004++) {
        b = i7004;
        b = ((b << (b & 31u)) * b);
        c = (unsigned)((short)(unsigned)(int)((double)(2529863989u & 4095u) * (double)(d & 1023u) - (double)(2529863989u >> 20)));
    }
    { unsigned arr7005[4];
    for (unsigned q = 0; q < 4u; q++) arr7005[q] = d + q * 5u;
    arr7005[((48u ^ a)) % 4u] = (a % (TIDX | 1u));
    d = arr7005[(f7001(a)) % 4u] ^ arr7005[1]; }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    switch ((d) % 5u) {
    case 0u:
        for (unsigned i7006 = 0; i7006 < 4u; i7006++) {
#pragma unroll
            for (int u7007 = 0; u7007 < 2; u7007++) d += (unsigned)in[(tid * 2u + (unsigned)u7007) % 96u] * (u7007 + 1);
            for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
            { unsigned k7008 = ((69u ^ d)) % 5u;
            while (k7008 != 0u) {
                k7008--;
                a = ((TIDX << (tid & 31u)) % ((a << (TIDX & 31u)) | 1u));
            } }
        }
        break;
    case 1u:
        for (unsigned i7009 = 0; i7009 < (((a * d)) % 6u); i7009++) {
            for (unsigned i7010 = 0; i7010 < ((tid) % 6u); i7010++) {
                b = __umulhi(a, (unsigned)((const V4 *)in)[(a) % 24u].w);
                a = __popc((a / (i7010 | 1u)));
                a = i7009;
            }
            for (unsigned i7011 = 0; i7011 < (((c - 23u)) % 6u); i7011++) {
                b = (unsigned)(((unsigned long long)(unsigned)(((unsigned long long)c * d) >> 4) * (d ^ TIDX)) >> 15);
                c = i7011;
                c = i7011;
            }
            switch ((TIDX) % 4u) {
            case 0u:
                b = 85u;
                break;
            case 1u:
                c = f7001(b);
                break;
            case 2u:
                a = (((unsigned)((const V4 *)in)[(3997200455u) % 24u].z >> 24) | ((unsigned)((const V4 *)in)[(3997200455u) % 24u].z << 29));
            default:
                b = 26u;
            }
        }
    default:
        b = f7001((d >> (d & 31u)));
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_8(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2846338068u ^ TIDX, d = sm0[(TIDX + 25u) % BDIM];
    { unsigned arr8003[8];
    for (unsigned q = 0; q < 8u; q++) arr8003[q] = d + q * 1u;
    arr8003[((unsigned)imax((int)a, (int)d)) % 8u] = f8002(tid);
    d = arr8003[(umin(a, d)) % 8u] ^ arr8003[7]; }
    c = __umulhi((c & 20u), (TIDX - a));
    c = (TIDX | (unsigned)in[(tid) % 80u]);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1405554722u ^ TIDX, d = sm1[(TIDX + 3u) % BDIM];
    switch ((f8002(tid)) % 5u) {
    case 0u:
        b ^= ((TIDX / (tid | 1u)) - b);
        break;
    case 1u:
        if (tid % 5u == 2u) {
            switch (((unsigned)(((unsigned long long)d * b) >> 3)) % 3u) {
            case 0u:
                a = ((d + d) - c);
                break;
            case 1u:
                d = ((72u >> (d & 31u)) + __brev(69u));
            default:
                b = (((50u - 2015830322u) >> 23) | ((50u - 2015830322u) << 29));
            }
            { unsigned k8004 = ((unsigned)((const V4 *)in)[(3360731514u) % 20u].z) % 4u;
            do {
                d = (unsigned)((int)(unsigned)(((unsigned long long)2765858218u << 26) / ((unsigned long long)b | 1ull)) % (int)(((d * 91u) & 7u) + 1u));
                a = (__popc(a) / ((d + 1626181921u) | 1u));
            } while (k8004-- != 0u); }
        } else {
            c = f8002((a + tid));
            { unsigned arr8005[8];
            for (unsigned q = 0; q < 8u; q++) arr8005[q] = d + q * 1u;
            arr8005[(__clz(tid)) % 8u] = (d * c);
            d = arr8005[(umin(b, 270671593u)) % 8u] ^ arr8005[7]; }
        }
        break;
    default:
        c ^= (unsigned)(int)((double)(TIDX & 4095u) * (double)((a | 9u) & 1023u) - (double)(TIDX >> 20));
    }
    d ^= 3459148291u;
    d = (((tid - 80u) >> 14) | ((tid - 80u) << 9));
    { unsigned arr8006[4];
    for (unsigned q = 0; q < 4u; q++) arr8006[q] = d + q * 6u;
    arr8006[(b) % 4u] = __umulhi(tid, 42u);
    d = arr8006[(921653113u) % 4u] ^ arr8006[3]; }
    if (f8002(d) == (unsigned)((const V4 *)in)[(a) % 20u].w) {
        c = ((unsigned)((int)TIDX / (int)((1010141400u & 7u) + 1u)) | (d * TIDX));
        switch (((unsigned)((unsigned short)c)) % 5u) {
        case 0u:
            c ^= ((d ^ TIDX) / ((unsigned)((int)69u % (int)((c & 7u) + 1u)) | 1u));
        case 1u:
            d = (unsigned)(int)((double)(b & 4095u) * (double)((tid | tid) & 1023u) - (double)(b >> 20));
            break;
        case 2u:
            switch ((TIDX) % 3u) {
            case 0u:
                b = (unsigned)((unsigned short)(42u | c));
                break;
            case 1u:
                d = 17u;
                break;
            case 2u:
                b = ((TIDX >> (a & 31u)) - 65u);
            default:
                d = (unsigned)(int)((float)((TIDX & tid) & 4095u) * (float)(3555722606u & 1023u) + (float)((TIDX & tid) >> 20));
            }
            break;
        default:
            for (int u8007 = 0; u8007 < 2; u8007++) d += (unsigned)in[(tid * 2u + (unsigned)u8007) % 80u] * (u8007 + 1);
        }
    } else {
        for (unsigned i8008 = 0; i8008 < 1u; i8008++) {
            if ((int)c < (int)(unsigned)((const V4 *)in)[(776924386u) % 20u].y) {
                d = __popc((a | d));
            }
            b = (__umulhi(i8008, b) * (unsigned)((unsigned short)b));
        }
    }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 569467815u ^ TIDX, d = sm0[(TIDX + 24u) % BDIM];
    b = (unsigned)((short)(unsigned)(((unsigned long long)b << 23) / ((unsigned long long)b | 1ull)));
    c = b;
#pragma unroll 2
    for (int u8009 = 0; u8009 < 4; u8009++) b += (unsigned)in[(tid * 4u + (unsigned)u8009) % 80u] * (u8009 + 1);
    { unsigned m8010 = tid, *p = &cnt[4u + (19u) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m8010 > assumed ? m8010 : assumed); } while (assumed != old); }
    atomicAdd(&cnt[((unsigned)((const V4 *)in)[(b) % 20u].w) % 4u], ((unsigned)((const V4 *)in)[(42u) % 20u].z) & 255u);
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2335216049u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
    c ^= d;
    { unsigned k9001 = (tid) % 4u;
    do {
        for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    } while (k9001-- != 0u); }
    b ^= umin((d ^ TIDX), __umulhi(32u, tid));
    b ^= (b + (unsigned)((const V4 *)in)[(tid) % 16u].x);
    if ((65u != c) && ((unsigned)((const V4 *)in)[(a) % 16u].w > (unsigned)(((unsigned long long)d * 551072718u) >> 6))) {
        if ((unsigned)((int)c / (int)((b & 255u) + 1u)) != (unsigned)((const V4 *)in)[(4134464745u) % 16u].z) {
            { unsigned arr9002[8];
            for (unsigned q = 0; q < 8u; q++) arr9002[q] = c + q * 8u;
            arr9002[(13u) % 8u] = (54u >> (11u & 31u));
            c = arr9002[((unsigned)((signed char)d)) % 8u] ^ arr9002[1]; }
            if ((int)(TIDX - a) < (int)(unsigned)((short)a)) {
                b = (unsigned)in[(b) % 64u];
            }
        }
        for (unsigned i9003 = 0; i9003 < 3u; i9003++) {
            b ^= ((d + TIDX) & c);
            if (tid % 33u == 1u) {
                a = d;
                b = (unsigned)(int)((float)(i9003 & 4095u) * (float)(__umulhi(d, 562203659u) & 1023u) + (float)(i9003 >> 20));
            } else {
                b = ((2519794954u / (c | 1u)) << ((c << (c & 31u)) & 31u));
                d = ((99u | d) | i9003);
            }
            { unsigned k9004 = (((true || (d > tid)) ? 4u : 3960163617u)) % 5u;
            while (k9004 != 0u) {
                k9004--;
                d = (unsigned)((int)umin(d, b) / (int)(((d + TIDX) & 255u) + 1u));
                d = (((unsigned)in[(TIDX) % 64u] >> 22) | ((unsigned)in[(TIDX) % 64u] << 14));
            } }
        }
    } else {
        if ((int)(unsigned)imax((int)d, (int)b) < (int)(unsigned)((const V4 *)in)[(TIDX) % 16u].z) {
            b ^= ((d << (a & 31u)) >> (a & 31u));
            { unsigned arr9005[4];
            for (unsigned q = 0; q < 4u; q++) arr9005[q] = c + q * 5u;
            arr9005[(d) % 4u] = (2602219879u | a);
            c = arr9005[((63u * 2070324833u)) % 4u] ^ arr9005[2]; }
        }
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __all_sync(0xffffffffu, XV > 7u) ? 5u : 2u;
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned all = 1; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) all &= xs[l] > 7u; ACC += all ? 5u : 2u; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3516983719u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    { unsigned k9006 = ((unsigned)((unsigned short)b)) % 4u;
    do {
        switch ((3924263370u) % 3u) {
        case 0u:
            b = ((unsigned)in[(a) % 64u] | __brev(c));
            break;
        case 1u:
            a = (unsigned)((short)(unsigned)((int)tid % (int)((22u & 7u) + 1u)));
        case 2u:
            c = (__popc(75u) ^ (unsigned)((int)277120490u % (int)((32u & 255u) + 1u)));
        default:
            switch (((unsigned)in[(tid) % 64u]) % 4u) {
            case 0u:
                b = (unsigned)((unsigned char)b);
                break;
            case 1u:
                c = (unsigned)((const V4 *)in)[((unsigned)((int)2446857246u / (int)((tid & 255u) + 1u))) % 16u].x;
                break;
            case 2u:
                d = ((unsigned)((const V4 *)in)[(a) % 16u].y ^ (a + c));
                break;
            default:
                a = ((unsigned)(int)((float)(2743328908u & 4095u) * (float)(TIDX & 1023u) - (float)(2743328908u >> 20)) ^ (a + d));
            }
        }
        { unsigned k9007 = (b) % 4u;
        do {
            { unsigned m9008 = (91u - b), *p = &cnt[4u + (d) % 4u];
              unsigned old = *p, assumed;
              do { assumed = old; old = atomicCAS(p, assumed, m9008 > assumed ? m9008 : assumed); } while (assumed != old); }
            switch ((a) % 5u) {
            case 0u:
                d = __popc((c + d));
                break;
            case 1u:
                b = (unsigned)in[((unsigned)in[(d) % 64u]) % 64u];
            default:
                c = (unsigned)imax((int)(b & a), (int)(b * 58u));
            }
        } while (k9007-- != 0u); }
    } while (k9006-- != 0u); }
    atomicAdd(&cnt[(74u) % 4u], (TIDX) & 255u);
    c ^= ((b + 51u) + 3298264383u);
    c ^= 4172383446u;
    d ^= umin((55u + tid), TIDX);
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 31u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 31u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3846113443u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    d ^= (__umulhi(99u, TIDX) << ((unsigned)(int)((double)(b & 4095u) * (double)(717040610u & 1023u) + (double)(b >> 20)) & 31u));
    if ((true && (b > 49u)) && (97u > __umulhi(d, b))) {
        a ^= (unsigned)((signed char)((a >> 1) | (a << 23)));
        c = (unsigned)((unsigned short)(d ^ a));
    } else {
#pragma unroll 4
        for (int u9009 = 0; u9009 < 8; u9009++) d += (unsigned)in[(tid * 8u + (unsigned)u9009) % 64u] * (u9009 + 1);
    }
    d ^= 3784650987u;
    { unsigned k9010 = ((unsigned)in[(tid) % 64u]) % 4u;
    do {
        b = (TIDX & (unsigned)(((unsigned long long)tid << 14) / ((unsigned long long)tid | 1ull)));
    } while (k9010-- != 0u); }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 924540256u ^ TIDX, d = sm1[(TIDX + 29u) % BDIM];
    if (b <= d) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    b = ((unsigned)(((unsigned long long)TIDX << 24) % ((unsigned long long)c | 1ull)) | __umulhi(1194898170u, d));
    c = (unsigned)(((unsigned long long)a * (unsigned)(((unsigned long long)b * c) >> 30)) >> 7);
    { unsigned k9011 = ((unsigned)in[(20u) % 64u]) % 5u;
    while (k9011 != 0u) {
        k9011--;
        if ((int)23u < (int)c) break;
    } }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_10(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4124939087u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
    { unsigned k10001 = (((d >> 16) | (d << 2))) % 4u;
    do {
        switch (((unsigned)in[(3457035868u) % 80u]) % 4u) {
        case 0u:
            b = (unsigned)((int)c % (int)(((d / (tid | 1u)) & 65535u) + 1u));
        case 1u:
            b = (unsigned)(int)((float)((1056851278u + d) & 4095u) * (float)(c & 1023u) - (float)((1056851278u + d) >> 20));
            break;
        default:
            c ^= ((unsigned)(int)((double)(TIDX & 4095u) * (double)(b & 1023u) - (double)(TIDX >> 20)) + (unsigned)(int)((double)(d & 4095u) * (double)(97u & 1023u) + (double)(d >> 20)));
        }
    } while (k10001-- != 0u); }
    b = __brev((c + 2527721006u));
    d ^= (TIDX ^ (unsigned)(((unsigned long long)TIDX * b) >> 11));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 775420234u ^ TIDX, d = sm1[(TIDX + 13u) % BDIM];
    for (unsigned s = tid; s < 80u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    c ^= tid;
    c = 817147362u;
    if ((int)(819499006u | d) < (int)(a ^ tid)) {
        c = ((tid % 3u == 0u) ? (TIDX & b) : 39u);
        for (unsigned s = tid; s < 80u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if ((unsigned)in[0] != 4000000000u) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3200542573u ^ TIDX, d = sm0[(TIDX + 18u) % BDIM];
    if ((int)d < (int)c) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    for (unsigned i10002 = 0; i10002 < ((c) % 6u); i10002++) {
        switch (((7u * tid)) % 3u) {
        case 0u:
            switch ((b) % 5u) {
            case 0u:
                d = ((i10002 >> 2) | (i10002 << 27));
                break;
            case 1u:
                b = (unsigned)((const V4 *)in)[((b - a)) % 20u].z;
                break;
            case 2u:
                d = __brev(((c >> 19) | (c << 1)));
            default:
                b = (unsigned)((const V4 *)in)[(__clz(TIDX)) % 20u].x;
            }
            break;
        case 1u:
            if (true || (4056405223u > tid)) continue;
        case 2u:
            if (tid % 2u == 2u) {
                b = (((tid % 2u == 0u) ? 2393645540u : c) >> ((unsigned)(((unsigned long long)c << 18) / ((unsigned long long)b | 1ull)) & 31u));
            }
        default:
            c = i10002;
        }
        if (tid % 33u == 0u) continue;
    }
    { unsigned k10003 = (__brev(TIDX)) % 5u;
    while (k10003 != 0u) {
        k10003--;
        for (unsigned s = tid; s < 80u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    } }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_11(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1837388722u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
    if ((int)(tid >> (a & 31u)) < (int)(unsigned)(((unsigned long long)a << 12) % ((unsigned long long)a | 1ull))) {
        b ^= (unsigned)in[((unsigned)(((unsigned long long)1325535791u << 9) % ((unsigned long long)tid | 1ull))) % 96u];
        c = d;
    }
    d ^= ((tid % 7u == 0u) ? (unsigned)(((unsigned long long)85u << 26) / ((unsigned long long)TIDX | 1ull)) : (d - 46u));
    if (((unsigned)(int)((float)(c & 4095u) * (float)(3626832681u & 1023u) - (float)(c >> 20)) & 7u) == 2u) {
        a ^= (13u & (d & 29u));
        b = (((unsigned)(((unsigned long long)TIDX << 4) / ((unsigned long long)b | 1ull)) >> 13) | ((unsigned)(((unsigned long long)TIDX << 4) / ((unsigned long long)b | 1ull)) << 29));
    } else {
        d ^= (unsigned)((const V4 *)in)[((((TIDX & 7u) == 0u) ? b : tid)) % 24u].w;
    }
    switch (((unsigned)(int)((float)(b & 4095u) * (float)(45u & 1023u) - (float)(b >> 20))) % 4u) {
    case 0u:
        if (tid % 33u == 1u) {
            for (unsigned i11001 = 0; i11001 < ((((TIDX >> 5) | (TIDX << 18))) % 6u); i11001++) {
                c = ((tid + TIDX) >> (((b >> 4) | (b << 28)) & 31u));
                b = (unsigned)(((unsigned long long)__popc(c) * 2565588892u) >> 27);
            }
        } else {
            { unsigned k11002 = ((unsigned)in[(c) % 96u]) % 4u;
            do {
                b = ((c ^ c) | (((int)d < (int)97u) ? a : 96u));
                a = c;
            } while (k11002-- != 0u); }
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
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 96575442u ^ TIDX, d = sm1[(TIDX + 34u) % BDIM];
    { unsigned k11003 = (1874001201u) % 4u;
    do {
        for (int u11004 = 0; u11004 < 2; u11004++) a += (unsigned)in[(tid * 2u + (unsigned)u11004) % 96u] * (u11004 + 1);
        if ((true && (2420625526u > d)) || ((((int)56u < (int)tid) ? 95u : b) > b)) {
            a = (54u - (a / (22u | 1u)));
            if ((d & 7u) == 1u) continue;
        } else {
            for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        }
    } while (k11003-- != 0u); }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    b ^= 1125713051u;
    { unsigned arr11005[8];
    for (unsigned q = 0; q < 8u; q++) arr11005[q] = a + q * 3u;
    arr11005[((unsigned)(((unsigned long long)TIDX << 1) / ((unsigned long long)b | 1ull))) % 8u] = (d - 57u);
    a = arr11005[((3558740919u & c)) % 8u] ^ arr11005[7]; }
    d = (3936368847u + (TIDX ^ b));
    d = (unsigned)(((unsigned long long)TIDX << 24) / ((unsigned long long)(unsigned)((const V4 *)in)[(TIDX) % 24u].x | 1ull));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 10u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 10u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3014947978u ^ TIDX, d = sm1[(TIDX + 5u) % BDIM];
    if ((tid & 7u) == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    if (tid % 7u == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
#pragma unroll
    for (int u11006 = 0; u11006 < 4; u11006++) a += (unsigned)in[(tid * 4u + (unsigned)u11006) % 96u] * (u11006 + 1);
    a = (c | (unsigned)(((unsigned long long)c * d) >> 7));
    d = d;
    b ^= (__umulhi(TIDX, b) | (unsigned)((short)TIDX));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_12(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1673562149u ^ TIDX, d = sm0[(TIDX + 14u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    { unsigned arr12001[4];
    for (unsigned q = 0; q < 4u; q++) arr12001[q] = a + q * 8u;
    arr12001[((unsigned)imax((int)tid, (int)878259649u)) % 4u] = ((c >> 7) | (c << 16));
    a = arr12001[(__umulhi(TIDX, a)) % 4u] ^ arr12001[0]; }
    switch (((a >> (d & 31u))) % 5u) {
    case 0u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        break;
    case 1u:
        { unsigned k12002 = (d) % 4u;
        do {
            { unsigned arr12003[4];
            for (unsigned q = 0; q < 4u; q++) arr12003[q] = b + q * 2u;
            arr12003[((((c & 1u) == 1u) ? c : d)) % 4u] = (c % (d | 1u));
            b = arr12003[((unsigned)((const V4 *)in)[(d) % 24u].y) % 4u] ^ arr12003[3]; }
            b = ((TIDX * 96u) | (unsigned)((signed char)15u));
        } while (k12002-- != 0u); }
        break;
    default:
        for (int u12004 = 0; u12004 < 2; u12004++) b += (unsigned)in[(tid * 2u + (unsigned)u12004) % 96u] * (u12004 + 1);
    }
    a ^= __umulhi(__umulhi(c, d), 89u);
    b = umin((unsigned)(((unsigned long long)c << 25) % ((unsigned long long)984556972u | 1ull)), TIDX);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_13(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3571720927u ^ TIDX, d = sm0[(TIDX + 2u) % BDIM];
    a ^= __umulhi(((b >> 3) | (b << 29)), ((b >= TIDX) ? d : 23u));
#pragma unroll
    for (int u13003 = 0; u13003 < 2; u13003++) d += (unsigned)in[(tid * 2u + (unsigned)u13003) % 64u] * (u13003 + 1);
    for (unsigned i13004 = 0; i13004 < 2u; i13004++) {
        a = (b + b);
        for (unsigned i13005 = 0; i13005 < 5u; i13005++) {
            if (((unsigned)(((unsigned long long)19u << 21) % ((unsigned long long)a | 1ull)) & 1u) == 0u) {
                d = (unsigned)((const V4 *)in)[(umin(1384896984u, 18u)) % 16u].x;
                a = (unsigned)((const V4 *)in)[(c) % 16u].z;
            } else {
                c = (unsigned)((const V4 *)in)[((unsigned)((int)c / (int)((tid & 7u) + 1u))) % 16u].y;
            }
            d ^= (unsigned)imax((int)44u, (int)((true || (47u > c)) ? 98u : d));
            { unsigned arr13006[8];
            for (unsigned q = 0; q < 8u; q++) arr13006[q] = c + q * 1u;
            arr13006[((tid - tid)) % 8u] = (unsigned)(((unsigned long long)tid * a) >> 28);
            c = arr13006[(i13004) % 8u] ^ arr13006[1]; }
        }
    }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 23u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (23u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 782543143u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    { unsigned k13007 = ((d | 67u)) % 5u;
    while (k13007 != 0u) {
        k13007--;
        for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    } }
    c = ((tid % 3u == 2u) ? (tid - d) : (unsigned)(int)((float)(d & 4095u) * (float)(b & 1023u) + (float)(d >> 20)));
    { unsigned arr13008[8];
    for (unsigned q = 0; q < 8u; q++) arr13008[q] = c + q * 8u;
    arr13008[(__clz(a)) % 8u] = (unsigned)(int)((float)(c & 4095u) * (float)(TIDX & 1023u) + (float)(c >> 20));
    c = arr13008[(TIDX) % 8u] ^ arr13008[4]; }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3820805741u ^ TIDX, d = sm1[(TIDX + 5u) % BDIM];
    d = d;
    for (unsigned i13009 = 0; i13009 < 2u; i13009++) {
        { unsigned k13010 = ((unsigned)(int)((float)(i13009 & 4095u) * (float)(d & 1023u) - (float)(i13009 >> 20))) % 5u;
        while (k13010 != 0u) {
            k13010--;
            c ^= (a | (unsigned)in[(tid) % 64u]);
            { unsigned m13011 = (c * b), *p = &cnt[4u + (tid) % 4u];
              unsigned old = *p, assumed;
              do { assumed = old; old = atomicCAS(p, assumed, m13011 > assumed ? m13011 : assumed); } while (assumed != old); }
        } }
    }
    for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    if ((TIDX & 3u) == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3596460970u ^ TIDX, d = sm0[(TIDX + 30u) % BDIM];
    for (unsigned i14001 = 0; i14001 < ((__umulhi(24u, 3010785820u)) % 6u); i14001++) {
        c ^= i14001;
        for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    }
    c ^= d;
    { unsigned k14002 = (2507031662u) % 5u;
    while (k14002 != 0u) {
        k14002--;
        d = __clz(c);
        c ^= ((tid | tid) * (b + tid));
    } }
    { unsigned arr14003[4];
    for (unsigned q = 0; q < 4u; q++) arr14003[q] = b + q * 4u;
    arr14003[((d % (a | 1u))) % 4u] = c;
    b = arr14003[((unsigned)((signed char)d)) % 4u] ^ arr14003[2]; }
    c ^= b;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 170516004u ^ TIDX, d = sm1[(TIDX + 37u) % BDIM];
    for (unsigned i14004 = 0; i14004 < (((unsigned)(((unsigned long long)TIDX * tid) >> 26)) % 6u); i14004++) {
        a ^= (unsigned)in[(1516597980u) % 96u];
        for (unsigned i14005 = 0; i14005 < 5u; i14005++) {
            b ^= (unsigned)(((unsigned long long)(b ^ tid) << 21) / ((unsigned long long)(unsigned)((const V4 *)in)[(tid) % 24u].y | 1ull));
        }
    }
    switch ((a) % 3u) {
    case 0u:
        a ^= a;
        break;
    case 1u:
        { unsigned k14006 = ((unsigned)(((unsigned long long)a << 13) % ((unsigned long long)tid | 1ull))) % 4u;
        do {
            if (true || (3738978781u > 0u)) continue;
        } while (k14006-- != 0u); }
        break;
    default:
        b = (unsigned)((int)(unsigned)(((unsigned long long)3209889180u << 20) / ((unsigned long long)b | 1ull)) / (int)((c & 255u) + 1u));
    }
    c ^= (unsigned)((unsigned short)b);
    switch (((d - TIDX)) % 5u) {
    case 0u:
        { unsigned k14007 = ((a | 53u)) % 5u;
        while (k14007 != 0u) {
            k14007--;
            c = (unsigned)(((unsigned long long)(a ^ a) * (b + tid)) >> 39);
            b = __popc(b);
        } }
    case 1u:
        a = (91u << (a & 31u));
        break;
    case 2u:
        b = umin((unsigned)((short)4u), (unsigned)((signed char)d));
        break;
    default:
        switch (((d ^ 26u)) % 3u) {
        case 0u:
            b ^= (unsigned)((const V4 *)in)[((unsigned)imax((int)TIDX, (int)3618411156u)) % 24u].y;
        case 1u:
            { unsigned arr14008[4];
            for (unsigned q = 0; q < 4u; q++) arr14008[q] = c + q * 2u;
            arr14008[((unsigned)((unsigned char)3984253253u)) % 4u] = (unsigned)(int)((double)(d & 4095u) * (double)(a & 1023u) + (double)(d >> 20));
            c = arr14008[((c + b)) % 4u] ^ arr14008[0]; }
        case 2u:
            a = ((unsigned)(int)((float)(1194162852u & 4095u) * (float)(83u & 1023u) - (float)(1194162852u >> 20)) | (unsigned)((int)tid % (int)((c & 65535u) + 1u)));
            break;
        default:
            b = ((unsigned)in[(3069668677u) % 96u] * (unsigned)(((unsigned long long)a << 1) % ((unsigned long long)b | 1ull)));
        }
    }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3348466464u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    switch ((TIDX) % 3u) {
    case 0u:
#pragma unroll 2
        for (int u14009 = 0; u14009 < 4; u14009++) c += (unsigned)in[(tid * 4u + (unsigned)u14009) % 96u] * (u14009 + 1);
    case 1u:
        a ^= (c / (__brev(b) | 1u));
        break;
    default:
        b = ((68u % (c | 1u)) & (unsigned)((const V4 *)in)[(tid) % 24u].y);
    }
    c = (unsigned)((int)tid % (int)((3u & 255u) + 1u));
    a = ((a >> 23) | (a << 28));
    if (c >= 64u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3362789712u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    { unsigned k15001 = ((unsigned)(int)((float)(tid & 4095u) * (float)(TIDX & 1023u) - (float)(tid >> 20))) % 5u;
    while (k15001 != 0u) {
        k15001--;
        b ^= a;
    } }
    b = (((unsigned)in[(tid) % 80u] >> 20) | ((unsigned)in[(tid) % 80u] << 13));
    { unsigned k15002 = ((b | 16u)) % 4u;
    do {
        for (unsigned i15003 = 0; i15003 < (((unsigned)(((unsigned long long)a * d) >> 31)) % 6u); i15003++) {
            if (tid % 3u == 0u) break;
            a = __umulhi((tid ^ c), tid);
            d ^= (((d | i15003) >> 8) | ((d | i15003) << 14));
        }
#pragma unroll
        for (int u15004 = 0; u15004 < 4; u15004++) b += (unsigned)in[(tid * 4u + (unsigned)u15004) % 80u] * (u15004 + 1);
    } while (k15002-- != 0u); }
    c = __popc(c);
    for (unsigned i15005 = 0; i15005 < 3u; i15005++) {
        a = a;
    }
    a = TIDX;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1406730921u ^ TIDX, d = sm1[(TIDX + 31u) % BDIM];
    for (unsigned i15006 = 0; i15006 < 2u; i15006++) {
        switch (((tid * d)) % 5u) {
        case 0u:
            c ^= (unsigned)((short)(unsigned)in[(c) % 80u]);
            break;
        case 1u:
            b ^= ((unsigned)(((unsigned long long)c * 97u) >> 24) >> (((d != d) ? 24u : i15006) & 31u));
            break;
        default:
            { unsigned k15007 = ((unsigned)(int)((float)(tid & 4095u) * (float)(90u & 1023u) - (float)(tid >> 20))) % 5u;
            while (k15007 != 0u) {
                k15007--;
                c = ((b >> 15) | (b << 13));
            } }
        }
        if (tid % 33u == 0u) break;
        d ^= (a + (d + 79u));
    }
    c ^= (unsigned)((int)(b ^ 24u) % (int)(((unsigned)(((unsigned long long)tid * TIDX) >> 19) & 7u) + 1u));
    b ^= b;
    { unsigned arr15008[4];
    for (unsigned q = 0; q < 4u; q++) arr15008[q] = d + q * 4u;
    arr15008[((TIDX + b)) % 4u] = TIDX;
    d = arr15008[(a) % 4u] ^ arr15008[2]; }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 38197395u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    { unsigned k15009 = ((b * tid)) % 4u;
    do {
        { unsigned k15010 = ((tid * a)) % 5u;
        while (k15010 != 0u) {
            k15010--;
            if (((9u | 52u) & 3u) == 0u) {
                c = d;
                c = (unsigned)(((unsigned long long)(unsigned)((unsigned short)TIDX) * tid) >> 23);
            }
        } }
        switch (((unsigned)in[(a) % 80u]) % 4u) {
        case 0u:
            d ^= a;
            break;
        case 1u:
            { unsigned k15011 = (b) % 4u;
            do {
                c = (unsigned)in[((unsigned)(int)((double)(c & 4095u) * (double)(a & 1023u) + (double)(c >> 20))) % 80u];
                d = b;
            } while (k15011-- != 0u); }
            break;
        case 2u:
            c ^= (unsigned)((int)(c + b) % (int)(((unsigned)(((unsigned long long)TIDX * b) >> 4) & 7u) + 1u));
            break;
        default:
#pragma unroll 4
            for (int u15012 = 0; u15012 < 8; u15012++) a += (unsigned)in[(tid * 8u + (unsigned)u15012) % 80u] * (u15012 + 1);
        }
    } while (k15009-- != 0u); }
    { unsigned arr15013[4];
    for (unsigned q = 0; q < 4u; q++) arr15013[q] = b + q * 4u;
    arr15013[((unsigned)((int)a % (int)((d & 65535u) + 1u))) % 4u] = b;
    b = arr15013[((d << (tid & 31u))) % 4u] ^ arr15013[3]; }
    { unsigned arr15014[8];
    for (unsigned q = 0; q < 8u; q++) arr15014[q] = a + q * 4u;
    arr15014[((d * b)) % 8u] = d;
    a = arr15014[(d) % 8u] ^ arr15014[3]; }
    if ((9u & 3u) == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    { unsigned arr15015[4];
    for (unsigned q = 0; q < 4u; q++) arr15015[q] = a + q * 4u;
    arr15015[(a) % 4u] = d;
    a = arr15015[((unsigned)((const V4 *)in)[(TIDX) % 20u].y) % 4u] ^ arr15015[1]; }
    a ^= ((TIDX * 33u) ^ (11u + 14u));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_16(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2880973506u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    for (int u16003 = 0; u16003 < 4; u16003++) a += (unsigned)in[(tid * 4u + (unsigned)u16003) % 96u] * (u16003 + 1);
    b ^= (unsigned)(((unsigned long long)(unsigned)in[(TIDX) % 96u] << 28) % ((unsigned long long)(unsigned)((int)a % (int)((tid & 7u) + 1u)) | 1ull));
    c ^= (unsigned)((unsigned short)(c - a));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 4u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (4u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2148395646u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    a ^= __umulhi((d - 38u), (c | TIDX));
    { unsigned k16004 = ((c ^ tid)) % 5u;
    while (k16004 != 0u) {
        k16004--;
        if ((int)TIDX < (int)b) break;
    } }
    switch (((unsigned)((unsigned char)d)) % 4u) {
    case 0u:
        if (((unsigned)in[(d) % 96u] & 3u) == 1u) {
            if ((true || (d > c)) || (TIDX > a)) {
                b = (((tid % 3u == 2u) ? 3505689108u : c) | (unsigned)((int)tid % (int)((tid & 7u) + 1u)));
                c = (((d >> 29) | (d << 18)) / (tid | 1u));
            } else {
                a = ((a & d) % ((((int)TIDX < (int)tid) ? d : tid) | 1u));
            }
            for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
        } else {
            d ^= ((unsigned)in[(a) % 96u] * d);
            switch ((b) % 3u) {
            case 0u:
                d = (unsigned)(((unsigned long long)__popc(54u) * d) >> 20);
                break;
            case 1u:
                d = b;
                break;
            default:
                a = (unsigned)(((unsigned long long)(b + c) * 1830621828u) >> 28);
            }
        }
    case 1u:
        switch ((f16002(a, tid)) % 3u) {
        case 0u:
            for (unsigned i16005 = 0; i16005 < 1u; i16005++) {
                b = (b + TIDX);
                a = umin(676987353u, (b | c));
                a = (((a << (d & 31u)) >> 26) | ((a << (d & 31u)) << 14));
            }
            break;
        case 1u:
            d = TIDX;
            break;
        default:
            c ^= __clz(tid);
        }
        break;
    case 2u:
        d ^= ((b + b) >> ((a + d) & 31u));
        break;
    default:
#pragma unroll
        for (int u16006 = 0; u16006 < 4; u16006++) d += (unsigned)in[(tid * 4u + (unsigned)u16006) % 96u] * (u16006 + 1);
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 894876413u ^ TIDX, d = sm0[(TIDX + 39u) % BDIM];
    b = (b | __umulhi(b, b));
    { unsigned k16007 = ((unsigned)((unsigned char)d)) % 5u;
    while (k16007 != 0u) {
        k16007--;
        if ((int)(unsigned)((int)b % (int)((tid & 255u) + 1u)) < (int)(TIDX - c)) {
            c ^= ((1482590613u % (309666333u | 1u)) % ((unsigned)((int)a % (int)((a & 7u) + 1u)) | 1u));
        }
    } }
    if (tid % 3u == 2u) {
        { unsigned arr16008[8];
        for (unsigned q = 0; q < 8u; q++) arr16008[q] = a + q * 7u;
        arr16008[(b) % 8u] = (tid + d);
        a = arr16008[(763356460u) % 8u] ^ arr16008[4]; }
        a ^= a;
    } else {
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    }
    b = ((unsigned)(((unsigned long long)d * d) >> 29) & (unsigned)imax((int)tid, (int)c));
    c = __clz(b);
    if (((a ^ 2757305653u) & 1u) == 0u) {
        { unsigned k16009 = ((a ^ a)) % 4u;
        do {
            { unsigned k16010 = ((unsigned)((const V4 *)in)[(b) % 24u].y) % 4u;
            do {
                a = d;
            } while (k16010-- != 0u); }
        } while (k16009-- != 0u); }
    } else {
        a = a;
        if (a >= (unsigned)(int)((double)(d & 4095u) * (double)(b & 1023u) + (double)(d >> 20))) {
            d ^= tid;
        }
    }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4112849588u ^ TIDX, d = sm1[(TIDX + 29u) % BDIM];
    switch (((unsigned)(int)((double)(47u & 4095u) * (double)(d & 1023u) - (double)(47u >> 20))) % 4u) {
    case 0u:
        b = c;
        break;
    case 1u:
        for (unsigned i16011 = 0; i16011 < ((__umulhi(a, 26u)) % 6u); i16011++) {
            if (true && (TIDX > c)) break;
            a ^= (unsigned)((int)f16001(d) / (int)(((tid | i16011) & 65535u) + 1u));
            d ^= c;
        }
        break;
    default:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    }
    b = (unsigned)((unsigned char)(79u % (2801872820u | 1u)));
    a ^= (a * (unsigned)((signed char)2323259413u));
    for (unsigned i16012 = 0; i16012 < (((d << (tid & 31u))) % 6u); i16012++) {
        c = (unsigned)((signed char)(unsigned)in[(3888762465u) % 96u]);
        c = (unsigned)imax((int)(unsigned)in[(d) % 96u], (int)(unsigned)(((unsigned long long)a << 6) / ((unsigned long long)a | 1ull)));
        a = (unsigned)(((unsigned long long)(a - TIDX) << 22) % ((unsigned long long)(unsigned)((unsigned char)c) | 1ull));
    }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_17(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1925113556u ^ TIDX, d = sm0[(TIDX + 30u) % BDIM];
    d ^= d;
    a ^= (unsigned)imax((int)(b % (d | 1u)), (int)(unsigned)in[(d) % 96u]);
    { unsigned arr17005[8];
    for (unsigned q = 0; q < 8u; q++) arr17005[q] = d + q * 4u;
    arr17005[((44u % (a | 1u))) % 8u] = (unsigned)in[(22u) % 96u];
    d = arr17005[((unsigned)((int)2156066482u / (int)((2062978446u & 255u) + 1u))) % 8u] ^ arr17005[6]; }
    switch ((f17001(tid)) % 4u) {
    case 0u:
        { unsigned k17006 = (a) % 4u;
        do {
#pragma unroll 2
            for (int u17007 = 0; u17007 < 8; u17007++) d += (unsigned)in[(tid * 8u + (unsigned)u17007) % 96u] * (u17007 + 1);
            if ((tid % 2u == 0u) && (a > b)) {
                a = ((unsigned)((const V4 *)in)[(TIDX) % 24u].z % ((46u | c) | 1u));
            } else {
                b = d;
            }
        } while (k17006-- != 0u); }
        break;
    case 1u:
        if (((int)tid < (int)TIDX) || ((b | b) > (unsigned)in[(2077451847u) % 96u])) {
            b ^= (((int)a < (int)umin(d, 1475042865u)) ? (unsigned)(((unsigned long long)d << 24) / ((unsigned long long)d | 1ull)) : __brev(923959650u));
        }
        break;
    default:
        { unsigned k17008 = (f17001(d)) % 5u;
        while (k17008 != 0u) {
            k17008--;
#pragma unroll
            for (int u17009 = 0; u17009 < 2; u17009++) b += (unsigned)in[(tid * 2u + (unsigned)u17009) % 96u] * (u17009 + 1);
            d = f17003(tid);
        } }
    }
    switch ((f17001(TIDX)) % 5u) {
    case 0u:
#pragma unroll 2
        for (int u17010 = 0; u17010 < 8; u17010++) c += (unsigned)in[(tid * 8u + (unsigned)u17010) % 96u] * (u17010 + 1);
        break;
    case 1u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        break;
    case 2u:
        a ^= 969838236u;
        break;
    default:
        switch (((unsigned)(((unsigned long long)TIDX << 6) % ((unsigned long long)d | 1ull))) % 3u) {
        case 0u:
            b = (unsigned)in[((unsigned)((const V4 *)in)[(b) % 24u].x) % 96u];
            break;
        case 1u:
            { unsigned arr17011[8];
            for (unsigned q = 0; q < 8u; q++) arr17011[q] = c + q * 6u;
            arr17011[(tid) % 8u] = 96u;
            c = arr17011[((a * TIDX)) % 8u] ^ arr17011[7]; }
            break;
        default:
            for (unsigned i17012 = 0; i17012 < 2u; i17012++) {
                a = (a - f17003(d));
            }
        }
    }
    a ^= f17003((tid * 70u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2774168907u ^ TIDX, d = sm1[(TIDX + 36u) % BDIM];
    if ((unsigned)imax((int)68u, (int)2356716744u) <= (unsigned)((signed char)b)) {
        a = __umulhi((TIDX + d), f17001(b));
        atomicAdd(&cnt[((unsigned)((int)tid / (int)((b & 255u) + 1u))) % 4u], (((tid == a) ? c : c)) & 255u);
    }
    a = ((unsigned)imax((int)b, (int)a) | __popc(2253796799u));
    if ((d != a) && ((TIDX >> (tid & 31u)) > c)) {
        { unsigned m17013 = (unsigned)((unsigned char)55u), *p = &cnt[4u + (59u) % 4u];
          unsigned old = *p, assumed;
          do { assumed = old; old = atomicCAS(p, assumed, m17013 > assumed ? m17013 : assumed); } while (assumed != old); }
        b ^= (tid + (a & 2787482712u));
    }
    for (int u17014 = 0; u17014 < 4; u17014++) c += (unsigned)in[(tid * 4u + (unsigned)u17014) % 96u] * (u17014 + 1);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3206598063u ^ TIDX, d = sm0[(TIDX + 26u) % BDIM];
    if (tid % 7u == 1u) {
        { unsigned k17015 = (a) % 5u;
        while (k17015 != 0u) {
            k17015--;
            { unsigned k17016 = (__clz(a)) % 5u;
            while (k17016 != 0u) {
                k17016--;
                d = (unsigned)((unsigned char)__umulhi(TIDX, d));
            } }
        } }
    }
    switch ((TIDX) % 5u) {
    case 0u:
        { unsigned m17017 = (b | b), *p = &cnt[4u + (c) % 4u];
          unsigned old = *p, assumed;
          do { assumed = old; old = atomicCAS(p, assumed, m17017 > assumed ? m17017 : assumed); } while (assumed != old); }
    case 1u:
        for (int u17018 = 0; u17018 < 2; u17018++) b += (unsigned)in[(tid * 2u + (unsigned)u17018) % 96u] * (u17018 + 1);
        break;
    default:
        b = (unsigned)in[(39u) % 96u];
    }
    c = d;
    for (unsigned i17019 = 0; i17019 < (((unsigned)imax((int)tid, (int)d)) % 6u); i17019++) {
        for (unsigned i17020 = 0; i17020 < ((a) % 6u); i17020++) {
            c = ((d <= b) ? 53u : c);
            if (tid % 5u == 0u) break;
            d = f17003((a - d));
        }
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    }
    { unsigned arr17021[8];
    for (unsigned q = 0; q < 8u; q++) arr17021[q] = a + q * 2u;
    arr17021[(94u) % 8u] = (61u + d);
    a = arr17021[(c) % 8u] ^ arr17021[7]; }
    for (unsigned i17022 = 0; i17022 < 4u; i17022++) {
        c ^= (((unsigned)(int)((float)(57u & 4095u) * (float)(a & 1023u) - (float)(57u >> 20)) >> 21) | ((unsigned)(int)((float)(57u & 4095u) * (float)(a & 1023u) - (float)(57u >> 20)) << 20));
#pragma unroll
        for (int u17023 = 0; u17023 < 4; u17023++) c += (unsigned)in[(tid * 4u + (unsigned)u17023) % 96u] * (u17023 + 1);
        for (unsigned i17024 = 0; i17024 < 3u; i17024++) {
            b = (((true || (a > i17022)) ? d : i17024) << ((a ^ d) & 31u));
            { unsigned arr17025[4];
            for (unsigned q = 0; q < 4u; q++) arr17025[q] = d + q * 4u;
            arr17025[((c % (a | 1u))) % 4u] = (unsigned)((int)tid % (int)((a & 255u) + 1u));
            d = arr17025[((95u | c)) % 4u] ^ arr17025[1]; }
            { unsigned arr17026[4];
            for (unsigned q = 0; q < 4u; q++) arr17026[q] = a + q * 3u;
            arr17026[(i17022) % 4u] = b;
            a = arr17026[(d) % 4u] ^ arr17026[1]; }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2779138578u ^ TIDX, d = sm1[(TIDX + 36u) % BDIM];
    switch ((__popc(2236164429u)) % 3u) {
    case 0u:
        if (tid % 2u == 0u) {
            { unsigned k17027 = ((unsigned)((int)173211168u / (int)((424399036u & 7u) + 1u))) % 4u;
            do {
                b = (unsigned)imax((int)(unsigned)imax((int)c, (int)TIDX), (int)__umulhi(d, TIDX));
            } while (k17027-- != 0u); }
        } else {
            d ^= ((unsigned)(int)((float)(28u & 4095u) * (float)(a & 1023u) - (float)(28u >> 20)) - TIDX);
        }
        break;
    case 1u:
        a ^= tid;
        break;
    default:
        d = ((a + 234688502u) * (unsigned)(int)((double)(b & 4095u) * (double)(d & 1023u) - (double)(b >> 20)));
    }
    a = __umulhi((2747303703u ^ b), ((c < 2450200731u) ? c : 4u));
    d = (((int)umin(d, TIDX) < (int)(unsigned)((unsigned char)c)) ? __umulhi(d, TIDX) : (unsigned)(((unsigned long long)a * b) >> 39));
    for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_18(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1979091661u ^ TIDX, d = sm0[(TIDX + 29u) % BDIM];
    switch ((2360566603u) % 3u) {
    case 0u:
        d = (d / ((tid * a) | 1u));
        break;
    case 1u:
        d ^= b;
        break;
    case 2u:
        b ^= tid;
        break;
    default:
        a ^= (unsigned)(((unsigned long long)TIDX << 21) / ((unsigned long long)(1365964677u & a) | 1ull));
    }
    switch (((unsigned)((signed char)3305726801u)) % 5u) {
    case 0u:
        if ((64u & 7u) == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    case 1u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        break;
    case 2u:
        { unsigned k18001 = ((unsigned)((unsigned short)TIDX)) % 5u;
        while (k18001 != 0u) {
            k18001--;
            for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
            b = 52u;
        } }
        break;
    default:
        if (true || (c > tid)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    }
    if ((int)1366823399u < (int)tid) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    { unsigned arr18002[8];
    for (unsigned q = 0; q < 8u; q++) arr18002[q] = b + q * 8u;
    arr18002[((unsigned)((const V4 *)in)[(d) % 24u].x) % 8u] = __popc(c);
    b = arr18002[(36u) % 8u] ^ arr18002[3]; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_19(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2334797545u ^ TIDX, d = sm0[(TIDX + 39u) % BDIM];
    for (unsigned i19001 = 0; i19001 < (((d + 70u)) % 6u); i19001++) {
        atomicAdd(&cnt[((TIDX + TIDX)) % 4u], (tid) & 255u);
        c = (unsigned)(((unsigned long long)(i19001 << (TIDX & 31u)) * (tid | TIDX)) >> 29);
        switch (((unsigned)(((unsigned long long)69u * 721452550u) >> 31)) % 3u) {
        case 0u:
            d = ((TIDX | TIDX) + TIDX);
        case 1u:
            if (tid % 3u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        default:
            if (true && (d > i19001)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        }
    }
#pragma unroll
    for (int u19002 = 0; u19002 < 2; u19002++) d += (unsigned)in[(tid * 2u + (unsigned)u19002) % 96u] * (u19002 + 1);
    if (tid % 2u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    d = (unsigned)(((unsigned long long)(TIDX % (3512944413u | 1u)) << 8) % ((unsigned long long)(a - d) | 1ull));
    { unsigned k19003 = ((unsigned)(((unsigned long long)d * c) >> 19)) % 5u;
    while (k19003 != 0u) {
        k19003--;
        atomicAdd(&cnt[(((c >> 21) | (c << 15))) % 4u], ((unsigned)in[(c) % 96u]) & 255u);
        if ((unsigned)((signed char)c) == __popc(b)) {
#pragma unroll 4
            for (int u19004 = 0; u19004 < 4; u19004++) c += (unsigned)in[(tid * 4u + (unsigned)u19004) % 96u] * (u19004 + 1);
            switch (((unsigned)((unsigned short)3249055370u)) % 3u) {
            case 0u:
                a = __brev(82u);
                break;
            case 1u:
                c = ((__clz(tid) != d) ? __clz(c) : ((c <= TIDX) ? d : c));
                break;
            default:
                b = (unsigned)in[((unsigned)((unsigned short)TIDX)) % 96u];
            }
        } else {
            { unsigned arr19005[4];
            for (unsigned q = 0; q < 4u; q++) arr19005[q] = c + q * 2u;
            arr19005[(tid) % 4u] = c;
            c = arr19005[(((b >> 5) | (b << 7))) % 4u] ^ arr19005[1]; }
            a = (unsigned)((int)(unsigned)((unsigned char)2146883933u) / (int)(((unsigned)(((unsigned long long)5u * 2223326390u) >> 32) & 255u) + 1u));
        }
    } }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_20(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4201611505u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    { unsigned k20004 = ((13u - 3567485353u)) % 4u;
    do {
        for (unsigned i20005 = 0; i20005 < 1u; i20005++) {
            if (true || (tid > TIDX)) continue;
            switch ((((i20005 >> 9) | (i20005 << 18))) % 3u) {
            case 0u:
                b = (unsigned)((int)a % (int)((tid & 255u) + 1u));
            case 1u:
                c = ((((int)b < (int)11u) ? c : i20005) - a);
                break;
            case 2u:
                b = ((i20005 / (TIDX | 1u)) | (unsigned)((const V4 *)in)[(TIDX) % 20u].x);
                break;
            default:
                d = __clz(((true || (c > c)) ? b : 29u));
            }
            b ^= TIDX;
        }
#pragma unroll 4
        for (int u20006 = 0; u20006 < 8; u20006++) b += (unsigned)in[(tid * 8u + (unsigned)u20006) % 80u] * (u20006 + 1);
    } while (k20004-- != 0u); }
    for (unsigned s = tid; s < 80u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    { unsigned arr20007[8];
    for (unsigned q = 0; q < 8u; q++) arr20007[q] = a + q * 3u;
    arr20007[((2307655783u | 2062653791u)) % 8u] = (unsigned)((int)a / (int)((72u & 7u) + 1u));
    a = arr20007[(((tid >> 22) | (tid << 26))) % 8u] ^ arr20007[6]; }
    c ^= TIDX;
    d = (unsigned)(((unsigned long long)(c - b) << 8) / ((unsigned long long)((96u >> 10) | (96u << 23)) | 1ull));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 740552175u ^ TIDX, d = sm1[(TIDX + 21u) % BDIM];
    a ^= (tid / ((unsigned)(((unsigned long long)b << 11) / ((unsigned long long)a | 1ull)) | 1u));
    a ^= (56u / ((2468475931u & b) | 1u));
    a ^= (tid + 26u);
    b = tid;
    for (unsigned s = tid; s < 80u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3793330879u ^ TIDX, d = sm0[(TIDX + 5u) % BDIM];
    for (unsigned s = tid; s < 80u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
#pragma unroll
    for (int u20008 = 0; u20008 < 2; u20008++) a += (unsigned)in[(tid * 2u + (unsigned)u20008) % 80u] * (u20008 + 1);
    for (unsigned i20009 = 0; i20009 < 2u; i20009++) {
#pragma unroll
        for (int u20010 = 0; u20010 < 8; u20010++) b += (unsigned)in[(tid * 8u + (unsigned)u20010) % 80u] * (u20010 + 1);
        switch (((tid & c)) % 5u) {
        case 0u:
            if (true || (tid > c)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        case 1u:
            b = (unsigned)((const V4 *)in)[((a - d)) % 20u].x;
            break;
        case 2u:
            atomicAdd(&cnt[(__brev(tid)) % 4u], (d) & 255u);
            break;
        default:
            if ((int)c < (int)tid) continue;
        }
        c = ((i20009 & 3690567986u) - TIDX);
    }
    { unsigned arr20011[4];
    for (unsigned q = 0; q < 4u; q++) arr20011[q] = a + q * 2u;
    arr20011[(TIDX) % 4u] = (unsigned)(((unsigned long long)tid << 25) % ((unsigned long long)a | 1ull));
    a = arr20011[((3305402182u % (tid | 1u))) % 4u] ^ arr20011[2]; }
    { unsigned m20012 = __umulhi(b, TIDX), *p = &cnt[4u + (551502533u) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m20012 > assumed ? m20012 : assumed); } while (assumed != old); }
    b = (254232158u + (2058697709u * c));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_21(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3030799575u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    b ^= c;
    d ^= (__popc(d) >> ((2u & 99u) & 31u));
    d ^= (unsigned)(((unsigned long long)tid * TIDX) >> 23);
#pragma unroll 2
    for (int u21003 = 0; u21003 < 2; u21003++) d += (unsigned)in[(tid * 2u + (unsigned)u21003) % 64u] * (u21003 + 1);
    for (unsigned i21004 = 0; i21004 < ((12u) % 6u); i21004++) {
        b = d;
    }
    b ^= f21001(((c >> 23) | (c << 16)), (unsigned)((const V4 *)in)[(a) % 16u].w);
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2394015683u ^ TIDX, d = sm1[(TIDX + 15u) % BDIM];
    b = (unsigned)((unsigned short)TIDX);
    switch ((b) % 5u) {
    case 0u:
        for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    case 1u:
        for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        break;
    case 2u:
        for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        break;
    default:
        for (unsigned i21005 = 0; i21005 < 1u; i21005++) {
            { unsigned arr21006[8];
            for (unsigned q = 0; q < 8u; q++) arr21006[q] = d + q * 4u;
            arr21006[(__umulhi(TIDX, c)) % 8u] = ((2408440770u >> 7) | (2408440770u << 30));
            d = arr21006[(i21005) % 8u] ^ arr21006[1]; }
            c = ((unsigned)((int)d % (int)((c & 255u) + 1u)) ^ (b + 2682945126u));
            { unsigned m21007 = tid, *p = &cnt[4u + (tid) % 4u];
              unsigned old = *p, assumed;
              do { assumed = old; old = atomicCAS(p, assumed, m21007 > assumed ? m21007 : assumed); } while (assumed != old); }
        }
    }
    { unsigned k21008 = ((2885496746u & 50u)) % 5u;
    while (k21008 != 0u) {
        k21008--;
        a = TIDX;
    } }
    switch ((tid) % 5u) {
    case 0u:
        for (unsigned i21009 = 0; i21009 < ((b) % 6u); i21009++) {
            b = (unsigned)(((unsigned long long)((TIDX >> 26) | (TIDX << 26)) << 24) / ((unsigned long long)(unsigned)(((unsigned long long)a * 91u) >> 38) | 1ull));
            for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        }
        break;
    case 1u:
        { unsigned k21010 = ((tid - tid)) % 4u;
        do {
            if ((int)d < (int)tid) break;
            { unsigned arr21011[4];
            for (unsigned q = 0; q < 4u; q++) arr21011[q] = b + q * 5u;
            arr21011[((b | b)) % 4u] = f21001(d, d);
            b = arr21011[(((TIDX >> 25) | (TIDX << 23))) % 4u] ^ arr21011[2]; }
        } while (k21010-- != 0u); }
        break;
    case 2u:
        a ^= (((d * TIDX) >> 13) | ((d * TIDX) << 9));
        break;
    default:
        a ^= (unsigned)((const V4 *)in)[((b << (b & 31u))) % 16u].w;
    }
    c = (unsigned)(int)((double)((unsigned)((const V4 *)in)[(a) % 16u].y & 4095u) * (double)((unsigned)((int)TIDX % (int)((c & 7u) + 1u)) & 1023u) - (double)((unsigned)((const V4 *)in)[(a) % 16u].y >> 20));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 37052428u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    { unsigned k21012 = ((2187146859u * 2520638491u)) % 5u;
    while (k21012 != 0u) {
        k21012--;
        for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        c = (unsigned)in[((unsigned)((int)d / (int)((13u & 65535u) + 1u))) % 64u];
    } }
    for (unsigned i21013 = 0; i21013 < ((tid) % 6u); i21013++) {
        c = __clz(c);
        { unsigned arr21014[4];
        for (unsigned q = 0; q < 4u; q++) arr21014[q] = b + q * 1u;
        arr21014[((unsigned)(int)((double)(TIDX & 4095u) * (double)(b & 1023u) - (double)(TIDX >> 20))) % 4u] = f21001(36u, 18u);
        b = arr21014[(TIDX) % 4u] ^ arr21014[0]; }
        d = __brev((a ^ 4041870916u));
    }
    b ^= __clz((b / (tid | 1u)));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_22(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1572609403u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
    d ^= ((54u ^ 46u) + (unsigned)((short)610882069u));
    c = 84u;
    b ^= (unsigned)(((unsigned long long)(a & b) << 23) / ((unsigned long long)TIDX | 1ull));
    { unsigned k22001 = (__clz(c)) % 5u;
    while (k22001 != 0u) {
        k22001--;
        { unsigned k22002 = (((3704595943u >> 13) | (3704595943u << 19))) % 4u;
        do {
            if ((unsigned)(int)((double)(tid & 4095u) * (double)(d & 1023u) - (double)(tid >> 20)) < (45u % (3571735902u | 1u))) {
                c = __umulhi((873746719u / (c | 1u)), (1394055859u + a));
                b = ((tid % 7u == 0u) ? (c % (d | 1u)) : ((a >> 5) | (a << 7)));
            }
        } while (k22002-- != 0u); }
    } }
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1213332636u ^ TIDX, d = sm1[(TIDX + 39u) % BDIM];
    for (unsigned i22003 = 0; i22003 < 3u; i22003++) {
        d = ((b + i22003) >> (__brev(i22003) & 31u));
        a = (b / ((unsigned)((const V4 *)in)[(a) % 24u].z | 1u));
    }
    for (unsigned i22004 = 0; i22004 < 4u; i22004++) {
        { unsigned k22005 = ((unsigned)imax((int)d, (int)c)) % 5u;
        while (k22005 != 0u) {
            k22005--;
            if (c >= b) continue;
            switch ((c) % 5u) {
            case 0u:
                b = 74u;
                break;
            case 1u:
                a = d;
                break;
            case 2u:
                b = ((d + c) / ((TIDX % (2417193903u | 1u)) | 1u));
                break;
            default:
                a = ((unsigned)imax((int)TIDX, (int)63u) - (tid & d));
            }
        } }
        if (tid % 32u == 1u) continue;
        if ((true || (TIDX > TIDX)) || (c > i22004)) {
            d ^= (unsigned)(int)((float)((unsigned)((int)i22004 % (int)((c & 7u) + 1u)) & 4095u) * (float)(((2892108864u >> 16) | (2892108864u << 24)) & 1023u) - (float)((unsigned)((int)i22004 % (int)((c & 7u) + 1u)) >> 20));
        }
    }
    d ^= (unsigned)(((unsigned long long)(tid + tid) << 13) % ((unsigned long long)__clz(c) | 1ull));
    a ^= (unsigned)imax((int)(unsigned)(((unsigned long long)tid * b) >> 3), (int)__umulhi(2720462409u, b));
    a = (a | 54u);
    c = (((c ^ tid) >> 30) | ((c ^ tid) << 23));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 20u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (20u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 490680750u ^ TIDX, d = sm1[(TIDX + 7u) % BDIM];
    atomicAdd(&cnt[((unsigned)((const V4 *)in)[(b) % 24u].w) % 4u], ((unsigned)((unsigned short)tid)) & 255u);
    { unsigned arr22006[8];
    for (unsigned q = 0; q < 8u; q++) arr22006[q] = b + q * 4u;
    arr22006[(20u) % 8u] = (a & 653451128u);
    b = arr22006[(umin(a, TIDX)) % 8u] ^ arr22006[4]; }
    c = (unsigned)imax((int)((d >> 20) | (d << 19)), (int)(a / (tid | 1u)));
    atomicAdd(&cnt[((unsigned)((const V4 *)in)[(tid) % 24u].y) % 4u], ((unsigned)((signed char)a)) & 255u);
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3730748708u ^ TIDX, d = sm0[(TIDX + 23u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    for (unsigned i22007 = 0; i22007 < (((unsigned)((int)tid % (int)((d & 7u) + 1u))) % 6u); i22007++) {
        if ((c & 7u) == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        c = (unsigned)(int)((float)((59u - 20u) & 4095u) * (float)((unsigned)(int)((double)(b & 4095u) * (double)(d & 1023u) + (double)(b >> 20)) & 1023u) - (float)((59u - 20u) >> 20));
    }
    for (unsigned i22008 = 0; i22008 < 5u; i22008++) {
        b ^= umin(((TIDX >> 30) | (TIDX << 16)), (b + TIDX));
    }
    d ^= (unsigned)in[((unsigned)(((unsigned long long)TIDX << 13) % ((unsigned long long)64u | 1ull))) % 96u];
    b ^= 91u;
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 92824011u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    a ^= (unsigned)((const V4 *)in)[(13u) % 16u].z;
    for (unsigned i23001 = 0; i23001 < ((c) % 6u); i23001++) {
        if ((TIDX & 1u) == 2u) break;
        b = c;
        a ^= (unsigned)((int)(unsigned)((const V4 *)in)[(i23001) % 16u].y % (int)((__clz(3605295299u) & 255u) + 1u));
    }
    for (unsigned i23002 = 0; i23002 < (((709997640u >> (c & 31u))) % 6u); i23002++) {
        { unsigned arr23003[4];
        for (unsigned q = 0; q < 4u; q++) arr23003[q] = c + q * 3u;
        arr23003[((unsigned)(((unsigned long long)1855688371u << 25) % ((unsigned long long)2398965534u | 1ull))) % 4u] = (unsigned)(((unsigned long long)c << 0) % ((unsigned long long)26u | 1ull));
        c = arr23003[((unsigned)in[(b) % 64u]) % 4u] ^ arr23003[1]; }
        a = b;
        for (int u23004 = 0; u23004 < 2; u23004++) a += (unsigned)in[(tid * 2u + (unsigned)u23004) % 64u] * (u23004 + 1);
    }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_24(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1435879557u ^ TIDX, d = sm0[(TIDX + 31u) % BDIM];
    { unsigned arr24002[4];
    for (unsigned q = 0; q < 4u; q++) arr24002[q] = d + q * 6u;
    arr24002[(92u) % 4u] = ((441546167u >> 5) | (441546167u << 20));
    d = arr24002[(((d == c) ? a : a)) % 4u] ^ arr24002[1]; }
    atomicAdd(&cnt[((tid >> (80u & 31u))) % 4u], ((2599960996u * tid)) & 255u);
    b = 15u;
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4016080669u ^ TIDX, d = sm1[(TIDX + 7u) % BDIM];
    a ^= (((unsigned)((int)12u % (int)((c & 255u) + 1u)) >> 4) | ((unsigned)((int)12u % (int)((c & 255u) + 1u)) << 2));
    { unsigned k24003 = (a) % 5u;
    while (k24003 != 0u) {
        k24003--;
        if (((a - a) & 3u) == 0u) {
            b ^= ((unsigned)((int)b % (int)((TIDX & 65535u) + 1u)) % ((((1045934678u & 1u) == 2u) ? tid : b) | 1u));
            for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        } else {
            d = c;
        }
        c = (((int)b < (int)23u) ? (a - d) : b);
    } }
    b = (unsigned)(((unsigned long long)d << 20) % ((unsigned long long)(unsigned)in[(c) % 64u] | 1ull));
    atomicAdd(&cnt[((unsigned)imax((int)d, (int)tid)) % 4u], ((unsigned)in[(b) % 64u]) & 255u);
    switch (((TIDX ^ 39u)) % 4u) {
    case 0u:
        c = ((unsigned)((short)c) % ((unsigned)(((unsigned long long)d * b) >> 21) | 1u));
        break;
    case 1u:
        b ^= (unsigned)((const V4 *)in)[((a * c)) % 16u].y;
        break;
    default:
        if ((umin(a, 1950140513u) & 7u) == 1u) {
            { unsigned arr24004[4];
            for (unsigned q = 0; q < 4u; q++) arr24004[q] = b + q * 3u;
            arr24004[(__umulhi(25u, c)) % 4u] = (TIDX - b);
            b = arr24004[(tid) % 4u] ^ arr24004[0]; }
            { unsigned k24005 = ((unsigned)(((unsigned long long)c << 20) % ((unsigned long long)c | 1ull))) % 5u;
            while (k24005 != 0u) {
                k24005--;
                c = __umulhi(a, tid);
                b = ((unsigned)imax((int)29u, (int)91u) & (tid ^ b));
            } }
        } else {
            { unsigned k24006 = (d) % 5u;
            while (k24006 != 0u) {
                k24006--;
                b = b;
                c = b;
            } }
        }
    }
    a = d;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3077032336u ^ TIDX, d = sm0[(TIDX + 17u) % BDIM];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    a = ((7u * c) / ((TIDX - b) | 1u));
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_sync(0xffffffffu, XV, (TIDX + 2u) % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[(TIDX & ~31u) + ((TIDX + 2u) % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 364550559u ^ TIDX, d = sm0[(TIDX + 26u) % BDIM];
    switch (((TIDX % (b | 1u))) % 3u) {
    case 0u:
        d ^= b;
        break;
    case 1u:
        a = ((unsigned)(((unsigned long long)tid << 18) % ((unsigned long long)d | 1ull)) - (3156343271u + 33u));
    default:
        switch (((c | 49u)) % 5u) {
        case 0u:
            for (int u24007 = 0; u24007 < 2; u24007++) d += (unsigned)in[(tid * 2u + (unsigned)u24007) % 64u] * (u24007 + 1);
            break;
        case 1u:
            c = (unsigned)in[(d) % 64u];
            break;
        case 2u:
            for (int u24008 = 0; u24008 < 8; u24008++) d += (unsigned)in[(tid * 8u + (unsigned)u24008) % 64u] * (u24008 + 1);
            break;
        default:
            for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        }
    }
    for (unsigned s = tid; s < 64u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    a = (unsigned)((const V4 *)in)[((unsigned)(((unsigned long long)tid * tid) >> 23)) % 16u].z;
#pragma unroll 2
    for (int u24009 = 0; u24009 < 8; u24009++) b += (unsigned)in[(tid * 8u + (unsigned)u24009) % 64u] * (u24009 + 1);
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 472445189u ^ TIDX, d = sm0[(TIDX + 33u) % BDIM];
    a = 1735657006u;
    for (unsigned i25003 = 0; i25003 < 2u; i25003++) {
        if (((a & b) & 1u) == 0u) {
            if (true && (92u > 381254655u)) break;
            if (true || (19u > c)) continue;
        }
    }
    if (((unsigned)((const V4 *)in)[(b) % 24u].w & 1u) == 0u) {
        { unsigned k25004 = (__umulhi(a, 80u)) % 4u;
        do {
            if ((int)tid < (int)(tid * b)) {
                b = ((unsigned)(int)((float)(b & 4095u) * (float)(d & 1023u) + (float)(b >> 20)) / ((56u / (d | 1u)) | 1u));
            }
        } while (k25004-- != 0u); }
    } else {
        switch (((d % (TIDX | 1u))) % 4u) {
        case 0u:
            b = (116777046u << ((unsigned)(((unsigned long long)2612214746u << 0) % ((unsigned long long)a | 1ull)) & 31u));
            break;
        case 1u:
            d ^= c;
            break;
        case 2u:
            b ^= (unsigned)((const V4 *)in)[((unsigned)((unsigned char)d)) % 24u].w;
        default:
            switch (((unsigned)imax((int)53u, (int)70u)) % 3u) {
            case 0u:
                c = 1817579976u;
                break;
            case 1u:
                b = (unsigned)((const V4 *)in)[(89u) % 24u].y;
                break;
            case 2u:
                d = (d / (b | 1u));
                break;
            default:
                b = (unsigned)(((unsigned long long)((2311081417u >> 18) | (2311081417u << 10)) << 8) / ((unsigned long long)74u | 1ull));
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1120756793u ^ TIDX, d = sm1[(TIDX + 28u) % BDIM];
    c = f25001((TIDX * a), ((a >> 16) | (a << 19)));
    switch (((unsigned)imax((int)a, (int)d)) % 4u) {
    case 0u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        break;
    case 1u:
        c = (unsigned)((int)(d | 3517933984u) / (int)(((((int)tid < (int)tid) ? d : d) & 255u) + 1u));
        break;
    case 2u:
        switch ((d) % 4u) {
        case 0u:
#pragma unroll
            for (int u25005 = 0; u25005 < 2; u25005++) b += (unsigned)in[(tid * 2u + (unsigned)u25005) % 96u] * (u25005 + 1);
            break;
        case 1u:
#pragma unroll
            for (int u25006 = 0; u25006 < 8; u25006++) d += (unsigned)in[(tid * 8u + (unsigned)u25006) % 96u] * (u25006 + 1);
            break;
        case 2u:
            { unsigned k25007 = ((unsigned)((unsigned char)95u)) % 5u;
            while (k25007 != 0u) {
                k25007--;
                c = (unsigned)((unsigned char)umin(tid, c));
            } }
            break;
        default:
            b ^= (unsigned)(((unsigned long long)tid * (TIDX % (d | 1u))) >> 22);
        }
    default:
        switch ((tid) % 5u) {
        case 0u:
            b ^= __umulhi(TIDX, TIDX);
            break;
        case 1u:
            a = (((819493152u + b) <= __popc(a)) ? __umulhi(d, a) : ((c >> 16) | (c << 18)));
        default:
            { unsigned k25008 = (tid) % 5u;
            while (k25008 != 0u) {
                k25008--;
                b = ((tid >> (a & 31u)) ^ tid);
            } }
        }
    }
    c = (f25002(a, b) + (TIDX - a));
    b = b;
    { unsigned arr25009[4];
    for (unsigned q = 0; q < 4u; q++) arr25009[q] = b + q * 1u;
    arr25009[(c) % 4u] = (unsigned)(int)((double)(d & 4095u) * (double)(b & 1023u) + (double)(d >> 20));
    b = arr25009[(342178968u) % 4u] ^ arr25009[1]; }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __popc(__ballot_sync(0xffffffffu, XV & 1u)) * 3u + (__any_sync(0xffffffffu, XV % 5u == 0u) ? 1u : 0u);
#else
    xs[TIDX] = XV; __syncthreads(); { unsigned n = 0, any = 0; for (unsigned l = TIDX & ~31u; l < (TIDX & ~31u) + 32u; l++) { n += xs[l] & 1u; any |= xs[l] % 5u == 0u; } ACC += n * 3u + any; } __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2806358628u ^ TIDX, d = sm1[(TIDX + 21u) % BDIM];
    if ((int)TIDX < (int)tid) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    b ^= umin((((int)a < (int)TIDX) ? d : TIDX), (b | 64u));
    { unsigned arr25010[4];
    for (unsigned q = 0; q < 4u; q++) arr25010[q] = b + q * 6u;
    arr25010[(d) % 4u] = (unsigned)((signed char)d);
    b = arr25010[(12u) % 4u] ^ arr25010[0]; }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4202252725u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    for (unsigned i26003 = 0; i26003 < 5u; i26003++) {
        { unsigned m26004 = (unsigned)imax((int)43u, (int)c), *p = &cnt[4u + (i26003) % 4u];
          unsigned old = *p, assumed;
          do { assumed = old; old = atomicCAS(p, assumed, m26004 > assumed ? m26004 : assumed); } while (assumed != old); }
        a = ((unsigned)(((unsigned long long)c << 19) / ((unsigned long long)TIDX | 1ull)) | (unsigned)((const V4 *)in)[(33u) % 20u].x);
    }
    for (unsigned s = tid; s < 80u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    switch ((b) % 3u) {
    case 0u:
        if (tid % 7u == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        break;
    case 1u:
        for (unsigned i26005 = 0; i26005 < ((74u) % 6u); i26005++) {
            if (tid % 33u == 1u) {
                a = ((d << (a & 31u)) >> ((TIDX | b) & 31u));
                a = a;
            }
            b = (unsigned)((const V4 *)in)[(99u) % 20u].w;
        }
        break;
    case 2u:
        { unsigned arr26006[8];
        for (unsigned q = 0; q < 8u; q++) arr26006[q] = b + q * 6u;
        arr26006[((84u | TIDX)) % 8u] = (a & tid);
        b = arr26006[((d - b)) % 8u] ^ arr26006[1]; }
        break;
    default:
        for (unsigned i26007 = 0; i26007 < ((__clz(b)) % 6u); i26007++) {
            if (true && (d > a)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
            switch (((unsigned)(int)((double)(i26007 & 4095u) * (double)(TIDX & 1023u) + (double)(i26007 >> 20))) % 5u) {
            case 0u:
                d = __umulhi(__umulhi(4231973365u, b), f26001(i26007));
                break;
            case 1u:
                b = 67u;
                break;
            case 2u:
                d = TIDX;
                break;
            default:
                c = c;
            }
            { unsigned arr26008[8];
            for (unsigned q = 0; q < 8u; q++) arr26008[q] = d + q * 4u;
            arr26008[((b ^ b)) % 8u] = __brev(i26007);
            d = arr26008[((unsigned)imax((int)tid, (int)a)) % 8u] ^ arr26008[5]; }
        }
    }
    a = tid;
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_27(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1493620074u ^ TIDX, d = sm0[(TIDX + 27u) % BDIM];
    b = ((unsigned)in[(2696519065u) % 96u] + ((TIDX >> 27) | (TIDX << 28)));
    c = tid;
    switch (((unsigned)imax((int)TIDX, (int)b)) % 3u) {
    case 0u:
        c = (a % (b | 1u));
        break;
    case 1u:
        atomicAdd(&cnt[(f27001(b, a)) % 4u], ((c + d)) & 255u);
        break;
    case 2u:
        for (unsigned i27002 = 0; i27002 < 1u; i27002++) {
            for (int u27003 = 0; u27003 < 4; u27003++) c += (unsigned)in[(tid * 4u + (unsigned)u27003) % 96u] * (u27003 + 1);
            switch (((b << (b & 31u))) % 5u) {
            case 0u:
                b = __clz((unsigned)(int)((double)(tid & 4095u) * (double)(11u & 1023u) - (double)(tid >> 20)));
                break;
            case 1u:
                d = (unsigned)((int)(tid + 1151043115u) % (int)((((TIDX <= d) ? i27002 : d) & 255u) + 1u));
                break;
            default:
                c = 30u;
            }
            a = (unsigned)(((unsigned long long)b * tid) >> 19);
        }
    default:
        atomicAdd(&cnt[((unsigned)(((unsigned long long)289957889u << 31) % ((unsigned long long)d | 1ull))) % 4u], ((c / (b | 1u))) & 255u);
    }
    { unsigned m27004 = (unsigned)((signed char)29u), *p = &cnt[4u + (2324967701u) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m27004 > assumed ? m27004 : assumed); } while (assumed != old); }
    XV = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __shfl_xor_sync(0xffffffffu, XV, 29u % 32u);
#else
    xs[TIDX] = XV; __syncthreads(); ACC += xs[TIDX ^ (29u % 32u)]; __syncthreads();
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 331152974u ^ TIDX, d = sm0[(TIDX + 16u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    a = (unsigned)(int)((float)(d & 4095u) * (float)((tid - 31u) & 1023u) + (float)(d >> 20));
    d ^= (unsigned)((int)a / (int)(((a * a) & 255u) + 1u));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    if (BDIM >= 32u) { __syncthreads(); } else { ACC += 1u; }
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3145770815u ^ TIDX, d = sm1[(TIDX + 17u) % BDIM];
    if (tid % 7u == 1u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    d = ((tid << (b & 31u)) * (TIDX + TIDX));
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    a ^= (unsigned)(((unsigned long long)(unsigned)((int)d % (int)((a & 65535u) + 1u)) << 8) % ((unsigned long long)umin(b, 43u) | 1ull));
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 619061974u ^ TIDX, d = sm0[(TIDX + 19u) % BDIM];
    b ^= (unsigned)((signed char)__umulhi(c, 205588639u));
    c = TIDX;
    { unsigned arr28002[4];
    for (unsigned q = 0; q < 4u; q++) arr28002[q] = d + q * 5u;
    arr28002[((unsigned)((unsigned short)TIDX)) % 4u] = (unsigned)((signed char)a);
    d = arr28002[(((a >> 6) | (a << 21))) % 4u] ^ arr28002[3]; }
    b = a;
    d ^= (((TIDX & d) >> 2) | ((TIDX & d) << 4));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_29(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], xs[128];
    extern __shared__ unsigned sm1[];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2756537824u ^ TIDX, d = sm0[(TIDX + 37u) % BDIM];
    for (unsigned i29001 = 0; i29001 < (((TIDX - d)) % 6u); i29001++) {
        for (unsigned i29002 = 0; i29002 < 2u; i29002++) {
            a = i29001;
            d = ((c + tid) + (i29001 + i29002));
        }
        if (((89u & 7u) == 1u) || (tid > b)) {
            for (unsigned s = tid; s < 80u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
            for (int u29003 = 0; u29003 < 2; u29003++) a += (unsigned)in[(tid * 2u + (unsigned)u29003) % 80u] * (u29003 + 1);
        } else {
            c ^= ((a >> 30) | (a << 12));
            for (unsigned s = tid; s < 80u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        }
    }
    d = __umulhi(((c >> 3) | (c << 19)), b);
    for (int u29004 = 0; u29004 < 4; u29004++) d += (unsigned)in[(tid * 4u + (unsigned)u29004) % 80u] * (u29004 + 1);
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_30(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 749995949u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
    b ^= ((unsigned)(int)((float)(39u & 4095u) * (float)(0u & 1023u) - (float)(39u >> 20)) >> (__brev(b) & 31u));
    b = (unsigned)in[((a | TIDX)) % 96u];
    b = (__brev(96u) & f30001(922562557u, a));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_count((ACC & 1u) != 0u);
#else
    ACC += __nvvm_bar0_popc((ACC & 1u) != 0u);
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3183660515u ^ TIDX, d = sm1[(TIDX + 33u) % BDIM];
#pragma unroll 4
    for (int u30003 = 0; u30003 < 4; u30003++) c += (unsigned)in[(tid * 4u + (unsigned)u30003) % 96u] * (u30003 + 1);
    { unsigned k30004 = ((a & d)) % 4u;
    do {
        b = (unsigned)(((unsigned long long)b << 18) % ((unsigned long long)__clz(b) | 1ull));
    } while (k30004-- != 0u); }
    a = (unsigned)((int)(unsigned)(int)((float)(71u & 4095u) * (float)(11u & 1023u) - (float)(71u >> 20)) % (int)((d & 65535u) + 1u));
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2498240275u ^ TIDX, d = sm0[(TIDX + 27u) % BDIM];
    { unsigned k30005 = ((tid ^ b)) % 4u;
    do {
        switch ((c) % 3u) {
        case 0u:
            a = f30001(__umulhi(d, 2911246924u), (42u >> (tid & 31u)));
            break;
        case 1u:
            if ((int)69u < (int)2055618591u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
            break;
        default:
            d = ((tid + d) - tid);
        }
        for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    } while (k30005-- != 0u); }
    switch (((unsigned)in[(tid) % 96u]) % 4u) {
    case 0u:
        d = ((unsigned)((const V4 *)in)[(c) % 24u].y - f30001(d, TIDX));
        break;
    case 1u:
        switch (((unsigned)imax((int)1047686682u, (int)TIDX)) % 5u) {
        case 0u:
#pragma unroll 4
            for (int u30006 = 0; u30006 < 8; u30006++) a += (unsigned)in[(tid * 8u + (unsigned)u30006) % 96u] * (u30006 + 1);
            break;
        case 1u:
            if ((int)(c & a) < (int)(((TIDX & 3u) == 2u) ? 538272410u : TIDX)) {
                d = (((unsigned)(((unsigned long long)3860731041u << 4) / ((unsigned long long)d | 1ull)) >> 11) | ((unsigned)(((unsigned long long)3860731041u << 4) / ((unsigned long long)d | 1ull)) << 26));
            }
            break;
        case 2u:
            { unsigned arr30007[4];
            for (unsigned q = 0; q < 4u; q++) arr30007[q] = a + q * 2u;
            arr30007[(__popc(c)) % 4u] = f30001(d, d);
            a = arr30007[((tid + 13u)) % 4u] ^ arr30007[2]; }
        default:
            c = (unsigned)(int)((float)(f30001(tid, tid) & 4095u) * (float)(__brev(TIDX) & 1023u) - (float)(f30001(tid, tid) >> 20));
        }
        break;
    case 2u:
        for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    default:
        a ^= TIDX;
    }
    for (int u30008 = 0; u30008 < 8; u30008++) c += (unsigned)in[(tid * 8u + (unsigned)u30008) % 96u] * (u30008 + 1);
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3756224526u ^ TIDX, d = sm0[(TIDX + 27u) % BDIM];
    { unsigned m31002 = (unsigned)((signed char)c), *p = &cnt[4u + (3942326919u) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m31002 > assumed ? m31002 : assumed); } while (assumed != old); }
    d ^= umin(47u, b);
    atomicAdd(&cnt[(TIDX) % 4u], (((tid % 33u == 1u) ? b : 3697732566u)) & 255u);
    for (unsigned s = tid; s < 80u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1238003127u ^ TIDX, d = sm1[(TIDX + 35u) % BDIM];
    { unsigned arr31003[8];
    for (unsigned q = 0; q < 8u; q++) arr31003[q] = b + q * 7u;
    arr31003[(a) % 8u] = (71u | 1090296800u);
    b = arr31003[(__umulhi(TIDX, 3915759338u)) % 8u] ^ arr31003[2]; }
    a ^= tid;
    c ^= ((((tid % 5u == 0u) ? 2634314053u : d) >> 7) | (((tid % 5u == 0u) ? 2634314053u : d) << 25));
    a ^= (unsigned)imax((int)((a < b) ? d : 309284108u), (int)(a | c));
    for (unsigned i31004 = 0; i31004 < (((unsigned)((const V4 *)in)[(a) % 20u].z) % 6u); i31004++) {
        { unsigned k31005 = (d) % 5u;
        while (k31005 != 0u) {
            k31005--;
            b ^= (unsigned)(((unsigned long long)f31001(tid) << 21) % ((unsigned long long)f31001(b) | 1ull));
        } }
    }
    c ^= TIDX;
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2992095602u ^ TIDX, d = sm0[(TIDX + 6u) % BDIM];
    { unsigned k31006 = (329082108u) % 4u;
    do {
        { unsigned k31007 = ((unsigned)in[(tid) % 80u]) % 4u;
        do {
            for (int u31008 = 0; u31008 < 4; u31008++) b += (unsigned)in[(tid * 4u + (unsigned)u31008) % 80u] * (u31008 + 1);
        } while (k31007-- != 0u); }
    } while (k31006-- != 0u); }
    if (tid % 3u == 2u) {
        switch (((unsigned)((signed char)TIDX)) % 4u) {
        case 0u:
            a = (__umulhi(tid, a) ^ (a << (d & 31u)));
            break;
        case 1u:
            a ^= a;
            break;
        default:
            c = f31001((tid - a));
        }
    } else {
#pragma unroll 4
        for (int u31009 = 0; u31009 < 2; u31009++) a += (unsigned)in[(tid * 2u + (unsigned)u31009) % 80u] * (u31009 + 1);
        d ^= (((d ^ d) >> 5) | ((d ^ d) << 28));
    }
    a = __umulhi(d, (unsigned)(((unsigned long long)a * 98u) >> 11));
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3640916672u ^ TIDX, d = sm0[(TIDX + 38u) % BDIM];
    for (unsigned i32001 = 0; i32001 < 1u; i32001++) {
        c = (unsigned)(int)((double)((unsigned)(((unsigned long long)2405543211u * b) >> 23) & 4095u) * (double)((unsigned)(int)((double)(62u & 4095u) * (double)(71u & 1023u) - (double)(62u >> 20)) & 1023u) + (double)((unsigned)(((unsigned long long)2405543211u * b) >> 23) >> 20));
#pragma unroll 2
        for (int u32002 = 0; u32002 < 2; u32002++) c += (unsigned)in[(tid * 2u + (unsigned)u32002) % 64u] * (u32002 + 1);
    }
    { unsigned arr32003[8];
    for (unsigned q = 0; q < 8u; q++) arr32003[q] = a + q * 8u;
    arr32003[((unsigned)(((unsigned long long)tid << 14) % ((unsigned long long)13u | 1ull))) % 8u] = a;
    a = arr32003[(30u) % 8u] ^ arr32003[4]; }
    { unsigned k32004 = ((TIDX & b)) % 4u;
    do {
        switch (((a * 3266695308u)) % 5u) {
        case 0u:
            { unsigned k32005 = ((unsigned)(((unsigned long long)a << 4) / ((unsigned long long)d | 1ull))) % 5u;
            while (k32005 != 0u) {
                k32005--;
                c = __popc((d % (a | 1u)));
                c = ((unsigned)(int)((double)(26u & 4095u) * (double)(b & 1023u) - (double)(26u >> 20)) % (3378766120u | 1u));
            } }
            break;
        case 1u:
            a = TIDX;
        case 2u:
#pragma unroll 2
            for (int u32006 = 0; u32006 < 8; u32006++) a += (unsigned)in[(tid * 8u + (unsigned)u32006) % 64u] * (u32006 + 1);
            break;
        default:
            switch (((unsigned)((int)d / (int)((80u & 255u) + 1u))) % 3u) {
            case 0u:
                a = 1796268539u;
            case 1u:
                b = (((b | TIDX) >> 6) | ((b | TIDX) << 21));
            default:
                d = ((a << (4095131215u & 31u)) + a);
            }
        }
        for (unsigned i32007 = 0; i32007 < 4u; i32007++) {
            { unsigned arr32008[8];
            for (unsigned q = 0; q < 8u; q++) arr32008[q] = a + q * 2u;
            arr32008[((d - 1145529024u)) % 8u] = umin(c, d);
            a = arr32008[((((int)b < (int)d) ? tid : a)) % 8u] ^ arr32008[5]; }
            c ^= __brev((unsigned)(((unsigned long long)97u * c) >> 1));
            { unsigned arr32009[4];
            for (unsigned q = 0; q < 4u; q++) arr32009[q] = d + q * 3u;
            arr32009[(__umulhi(b, TIDX)) % 4u] = (a - TIDX);
            d = arr32009[((unsigned)((const V4 *)in)[(a) % 16u].z) % 4u] ^ arr32009[3]; }
        }
    } while (k32004-- != 0u); }
    { unsigned k32010 = ((unsigned)((const V4 *)in)[(b) % 16u].z) % 4u;
    do {
        { unsigned k32011 = (a) % 5u;
        while (k32011 != 0u) {
            k32011--;
            a = (unsigned)((const V4 *)in)[((2194364799u / (a | 1u))) % 16u].z;
            if ((tid % 3u == 0u) && ((unsigned)(((unsigned long long)d * c) >> 10) > d)) {
                a = ((a >> 19) | (a << 14));
            } else {
                c = 2471362343u;
            }
        } }
        a = (unsigned)imax((int)(b % (TIDX | 1u)), (int)tid);
    } while (k32010-- != 0u); }
    a ^= (unsigned)(int)((float)(a & 4095u) * (float)((a * c) & 1023u) - (float)(a >> 20));
    if ((TIDX & 3u) == 2u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_33(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2708542681u ^ TIDX, d = sm0[(TIDX + 21u) % BDIM];
    atomicAdd(&cnt[((a << (tid & 31u))) % 4u], ((unsigned)(((unsigned long long)81u * a) >> 11)) & 255u);
    atomicAdd(&cnt[(87u) % 4u], ((unsigned)(int)((float)(b & 4095u) * (float)(d & 1023u) - (float)(b >> 20))) & 255u);
    for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    for (unsigned i33004 = 0; i33004 < (((tid & b)) % 6u); i33004++) {
        if ((c & 7u) == 0u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        a = ((c + 605213897u) % (TIDX | 1u));
        if (((c ^ d) & 1u) == 1u) {
            atomicAdd(&cnt[((unsigned)((unsigned short)c)) % 4u], ((d + d)) & 255u);
        }
    }
    { unsigned arr33005[4];
    for (unsigned q = 0; q < 4u; q++) arr33005[q] = d + q * 6u;
    arr33005[((c | c)) % 4u] = tid;
    d = arr33005[(b) % 4u] ^ arr33005[2]; }
    { unsigned arr33006[8];
    for (unsigned q = 0; q < 8u; q++) arr33006[q] = a + q * 7u;
    arr33006[(c) % 8u] = (b + 76u);
    a = arr33006[((tid << (44u & 31u))) % 8u] ^ arr33006[1]; }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_34(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2809073983u ^ TIDX, d = sm0[(TIDX + 1u) % BDIM];
    a = (tid + (unsigned)(int)((double)(562183673u & 4095u) * (double)(b & 1023u) + (double)(562183673u >> 20)));
    for (unsigned s = tid; s < 96u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
    { unsigned k34001 = (b) % 5u;
    while (k34001 != 0u) {
        k34001--;
        a = (b ^ d);
        d = ((unsigned)(((unsigned long long)a << 10) % ((unsigned long long)450182999u | 1ull)) & (unsigned)(((unsigned long long)3267178900u * c) >> 29));
    } }
    if (((int)70u < (int)c) || (umin(TIDX, 31u) > ((9u >> 21) | (9u << 23)))) {
        for (unsigned i34002 = 0; i34002 < (((unsigned)(int)((double)(tid & 4095u) * (double)(TIDX & 1023u) - (double)(tid >> 20))) % 6u); i34002++) {
            c ^= ((78u - i34002) ^ c);
        }
    } else {
        a = ((unsigned)((signed char)a) + (unsigned)(((unsigned long long)a * 16u) >> 29));
    }
    c ^= (((tid != b) || (__umulhi(c, d) > tid)) ? (d + TIDX) : (10u % (d | 1u)));
    c = (unsigned)in[(((21u >> 4) | (21u << 29))) % 96u];
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
    for (unsigned r = 0; r < ((unsigned)in[1] & 1u) + 1u; r++) __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2771125801u ^ TIDX, d = sm1[(TIDX + 29u) % BDIM];
    a = (((80u >> 29) | (80u << 27)) | c);
    d ^= TIDX;
    for (int u34003 = 0; u34003 < 4; u34003++) b += (unsigned)in[(tid * 4u + (unsigned)u34003) % 96u] * (u34003 + 1);
    a = ((b & 1348549454u) - (c | c));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_35(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1647382550u ^ TIDX, d = sm0[(TIDX + 15u) % BDIM];
    { unsigned k35003 = ((TIDX >> (b & 31u))) % 5u;
    while (k35003 != 0u) {
        k35003--;
        if (42u == tid) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        for (unsigned i35004 = 0; i35004 < (((unsigned)in[(tid) % 80u]) % 6u); i35004++) {
            { unsigned arr35005[8];
            for (unsigned q = 0; q < 8u; q++) arr35005[q] = b + q * 4u;
            arr35005[((d | 2541500340u)) % 8u] = (tid | b);
            b = arr35005[((unsigned)((const V4 *)in)[(d) % 20u].w) % 8u] ^ arr35005[3]; }
            d ^= (unsigned)(((unsigned long long)((b >> 16) | (b << 23)) << 20) / ((unsigned long long)(unsigned)((const V4 *)in)[(c) % 20u].y | 1ull));
            if ((int)i35004 < (int)a) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        }
    } }
    switch (((d & a)) % 5u) {
    case 0u:
        a = (unsigned)(int)((double)((tid | 1227388831u) & 4095u) * (double)(f35001(a) & 1023u) + (double)((tid | 1227388831u) >> 20));
        break;
    case 1u:
        switch ((a) % 5u) {
        case 0u:
            b ^= (d * 1351196566u);
            break;
        case 1u:
            b = b;
        case 2u:
            b ^= (unsigned)((unsigned char)(unsigned)((unsigned char)b));
            break;
        default:
            for (unsigned s = tid; s < 80u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
        }
        break;
    case 2u:
        d ^= __clz((51u << (tid & 31u)));
        break;
    default:
        { unsigned arr35006[8];
        for (unsigned q = 0; q < 8u; q++) arr35006[q] = a + q * 3u;
        arr35006[((tid | a)) % 8u] = (d & TIDX);
        a = arr35006[((c ^ b)) % 8u] ^ arr35006[3]; }
    }
    { unsigned k35007 = ((unsigned)((int)TIDX / (int)((8u & 255u) + 1u))) % 5u;
    while (k35007 != 0u) {
        k35007--;
        for (unsigned i35008 = 0; i35008 < 1u; i35008++) {
            c = ((d * d) | a);
            a = (f35001(70u) + (b + tid));
            c = (unsigned)((const V4 *)in)[(65u) % 20u].w;
        }
    } }
    for (unsigned i35009 = 0; i35009 < (((b * TIDX)) % 6u); i35009++) {
        { unsigned k35010 = (umin(i35009, b)) % 5u;
        while (k35010 != 0u) {
            k35010--;
            d = b;
        } }
        for (unsigned i35011 = 0; i35011 < 1u; i35011++) {
            b = ((i35009 | d) % (86u | 1u));
            if (97u < tid) continue;
            a = tid;
        }
    }
    if (((b - c) & 1u) == 1u) {
        c ^= f35001((a & a));
        c = (((tid >> 4) | (tid << 3)) | (b << (c & 31u)));
    }
    d = ((unsigned)in[(TIDX) % 80u] / ((c << (c & 31u)) | 1u));
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 4210462668u ^ TIDX, d = sm0[(TIDX + 20u) % BDIM];
    b ^= (unsigned)(((unsigned long long)56u << 17) % ((unsigned long long)885581150u | 1ull));
    for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
    switch (((unsigned)imax((int)d, (int)d)) % 3u) {
    case 0u:
        d ^= (unsigned)imax((int)(77u * c), (int)__umulhi(c, tid));
        break;
    case 1u:
        switch ((((c >> 4) | (c << 23))) % 3u) {
        case 0u:
            { unsigned k36003 = (((82u >> 9) | (82u << 24))) % 4u;
            do {
                a = __umulhi((3787276040u ^ 2036838836u), 3089861474u);
                a = ((tid % 32u == 0u) ? (tid | 40u) : (1898721086u | b));
            } while (k36003-- != 0u); }
            break;
        case 1u:
            switch ((b) % 3u) {
            case 0u:
                b = f36002(TIDX, (a * tid));
            case 1u:
                a = (unsigned)(((unsigned long long)(a + c) * a) >> 35);
                break;
            default:
                b = ((unsigned)((signed char)1056774704u) + c);
            }
            break;
        case 2u:
            { unsigned k36004 = ((((int)tid < (int)b) ? TIDX : 132858640u)) % 5u;
            while (k36004 != 0u) {
                k36004--;
                b = c;
                a = (TIDX - b);
            } }
        default:
            for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
        }
        break;
    case 2u:
        switch ((((a >> 5) | (a << 22))) % 4u) {
        case 0u:
            { unsigned k36005 = (d) % 5u;
            while (k36005 != 0u) {
                k36005--;
                a = (47u - f36002(c, a));
                c = ((d >> 13) | (d << 5));
            } }
            break;
        case 1u:
            for (unsigned i36006 = 0; i36006 < ((((90u == TIDX) ? 3169844977u : tid)) % 6u); i36006++) {
                b = (unsigned)(((unsigned long long)(c - c) * f36001(c)) >> 16);
                b = ((d + i36006) + (b | b));
            }
            break;
        case 2u:
            for (unsigned i36007 = 0; i36007 < 4u; i36007++) {
                d = (unsigned)((const V4 *)in)[((unsigned)in[(TIDX) % 64u]) % 16u].w;
                d = TIDX;
            }
            break;
        default:
            { unsigned k36008 = ((((int)a < (int)tid) ? 2378619711u : a)) % 4u;
            do {
                c = (unsigned)(((unsigned long long)(tid / (69u | 1u)) << 31) / ((unsigned long long)(unsigned)(((unsigned long long)TIDX * b) >> 11) | 1ull));
                a = ((unsigned)((int)3644387512u % (int)((b & 65535u) + 1u)) % ((unsigned)((const V4 *)in)[(tid) % 16u].z | 1u));
            } while (k36008-- != 0u); }
        }
        break;
    default:
        if ((int)(unsigned)((int)b / (int)((c & 255u) + 1u)) < (int)(b + a)) {
            for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
            d = (unsigned)in[(__umulhi(c, 580392586u)) % 64u];
        } else {
#pragma unroll 4
            for (int u36009 = 0; u36009 < 8; u36009++) b += (unsigned)in[(tid * 8u + (unsigned)u36009) % 64u] * (u36009 + 1);
            c ^= d;
        }
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 2152441266u ^ TIDX, d = sm1[(TIDX + 4u) % BDIM];
    d = (TIDX << (c & 31u));
    switch (((78u * tid)) % 5u) {
    case 0u:
        a = ((unsigned)imax((int)a, (int)TIDX) << (f36002(tid, a) & 31u));
        break;
    case 1u:
        b ^= ((tid - d) ^ ((true || (2823958689u > c)) ? c : a));
        break;
    case 2u:
        { unsigned k36010 = ((unsigned)(((unsigned long long)b * TIDX) >> 16)) % 4u;
        do {
            for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        } while (k36010-- != 0u); }
        break;
    default:
        { unsigned arr36011[8];
        for (unsigned q = 0; q < 8u; q++) arr36011[q] = c + q * 7u;
        arr36011[(c) % 8u] = 43u;
        c = arr36011[(((tid % 5u == 0u) ? 1707997995u : c)) % 8u] ^ arr36011[1]; }
    }
    { unsigned k36012 = (1072034865u) % 4u;
    do {
        b = (unsigned)(((unsigned long long)0u << 25) % ((unsigned long long)(unsigned)((const V4 *)in)[(tid) % 16u].w | 1ull));
    } while (k36012-- != 0u); }
#pragma unroll
    for (int u36013 = 0; u36013 < 4; u36013++) d += (unsigned)in[(tid * 4u + (unsigned)u36013) % 64u] * (u36013 + 1);
    b ^= (((TIDX << (95u & 31u)) <= (TIDX / (a | 1u))) ? d : (unsigned)(((unsigned long long)TIDX << 1) % ((unsigned long long)c | 1ull)));
    for (unsigned s = tid; s < 64u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_or(ACC % 7u == 3u) ? 11u : 4u;
#else
    ACC += __nvvm_bar0_or(ACC % 7u == 3u) ? 11u : 4u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 147613274u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
    d = c;
    for (unsigned i36014 = 0; i36014 < (((TIDX * a)) % 6u); i36014++) {
        { unsigned k36015 = (2462486684u) % 5u;
        while (k36015 != 0u) {
            k36015--;
            b ^= 553548812u;
            b = (unsigned)(((unsigned long long)(a >> (2071776582u & 31u)) << 4) % ((unsigned long long)(38u | b) | 1ull));
        } }
        { unsigned k36016 = (((c >> 5) | (c << 10))) % 5u;
        while (k36016 != 0u) {
            k36016--;
            for (unsigned s = tid; s < 64u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        } }
    }
    a ^= (unsigned)imax((int)(unsigned)(((unsigned long long)tid * a) >> 1), (int)(unsigned)((const V4 *)in)[(3248512715u) % 16u].y);
    for (unsigned i36017 = 0; i36017 < ((__clz(52u)) % 6u); i36017++) {
        for (unsigned i36018 = 0; i36018 < 4u; i36018++) {
            for (int u36019 = 0; u36019 < 4; u36019++) d += (unsigned)in[(tid * 4u + (unsigned)u36019) % 64u] * (u36019 + 1);
        }
        switch (((d >> (81u & 31u))) % 3u) {
        case 0u:
            { unsigned k36020 = (((d >> 29) | (d << 2))) % 5u;
            while (k36020 != 0u) {
                k36020--;
                c = ((36u >> (1456868786u & 31u)) ^ TIDX);
                c = (unsigned)((const V4 *)in)[((unsigned)(((unsigned long long)b * 1u) >> 25)) % 16u].w;
            } }
            break;
        case 1u:
            for (unsigned i36021 = 0; i36021 < (((unsigned)(((unsigned long long)82u << 26) / ((unsigned long long)b | 1ull))) % 6u); i36021++) {
                a = (unsigned)(int)((double)((tid & b) & 4095u) * (double)((b - b) & 1023u) + (double)((tid & b) >> 20));
                d = ((unsigned)((unsigned char)c) | (TIDX * c));
                d = (unsigned)((unsigned char)(unsigned)(((unsigned long long)i36017 * tid) >> 20));
            }
        default:
            c ^= ((__clz(c) >> 27) | (__clz(c) << 2));
        }
    }
    { unsigned k36022 = ((c + TIDX)) % 5u;
    while (k36022 != 0u) {
        k36022--;
        if (((unsigned)((int)b % (int)((51u & 7u) + 1u)) & 1u) == 0u) {
            switch (((unsigned)((const V4 *)in)[(83u) % 16u].y) % 5u) {
            case 0u:
                a = __popc(TIDX);
                break;
            case 1u:
                a = (unsigned)((int)c % (int)(((69u & 78u) & 255u) + 1u));
                break;
            case 2u:
                c = a;
                break;
            default:
                a = ((tid * d) * (unsigned)in[(tid) % 64u]);
            }
        } else {
            for (unsigned s = tid; s < 64u; s += GSTRIDE) b = b * 33u + (unsigned)in[s];
            a = (unsigned)((int)(b & 90u) / (int)(((unsigned)(((unsigned long long)b << 10) / ((unsigned long long)b | 1ull)) & 65535u) + 1u));
        }
        { unsigned arr36023[8];
        for (unsigned q = 0; q < 8u; q++) arr36023[q] = d + q * 1u;
        arr36023[((a >> (c & 31u))) % 8u] = (unsigned)((const V4 *)in)[(c) % 16u].w;
        d = arr36023[(d) % 8u] ^ arr36023[0]; }
    } }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_37(int * __restrict__ out, const int * __restrict__ in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1778037635u ^ TIDX, d = sm0[(TIDX + 3u) % BDIM];
    a ^= (unsigned)((const V4 *)in)[(a) % 24u].y;
    for (unsigned i37002 = 0; i37002 < 4u; i37002++) {
        for (int u37003 = 0; u37003 < 4; u37003++) a += (unsigned)in[(tid * 4u + (unsigned)u37003) % 96u] * (u37003 + 1);
    }
    a ^= (unsigned)(((unsigned long long)(unsigned)in[(a) % 96u] << 30) / ((unsigned long long)(2005770770u | d) | 1ull));
    sm1[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 726244653u ^ TIDX, d = sm1[(TIDX + 18u) % BDIM];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) d = d * 33u + (unsigned)in[s];
    for (unsigned s = tid; s < 96u; s += GSTRIDE) a = a * 33u + (unsigned)in[s];
    { unsigned arr37004[8];
    for (unsigned q = 0; q < 8u; q++) arr37004[q] = a + q * 3u;
    arr37004[(__popc(TIDX)) % 8u] = (a / (b | 1u));
    a = arr37004[((tid + 88u)) % 8u] ^ arr37004[7]; }
    { unsigned k37005 = ((unsigned)((int)tid / (int)((80u & 65535u) + 1u))) % 4u;
    do {
        a ^= (unsigned)(((unsigned long long)(a + TIDX) * __clz(tid)) >> 6);
        c ^= (unsigned)(int)((float)((tid & tid) & 4095u) * (float)(((tid % 32u == 1u) ? TIDX : b) & 1023u) + (float)((tid & tid) >> 20));
    } while (k37005-- != 0u); }
    { unsigned k37006 = ((c & a)) % 5u;
    while (k37006 != 0u) {
        k37006--;
        { unsigned k37007 = ((a | d)) % 5u;
        while (k37007 != 0u) {
            k37007--;
            for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
        } }
    } }
    sm0[TIDX] = (a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u);
    ACC += a ^ d;
    }
#if defined(__CUDACC_RTC__)
    ACC += __syncthreads_and(ACC > 5u) ? 2u : 9u;
#else
    ACC += __nvvm_bar0_and(ACC > 5u) ? 2u : 9u;
#endif
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 1026018257u ^ TIDX, d = sm0[(TIDX + 14u) % BDIM];
    if (tid == 3207821858u) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    atomicAdd(&cnt[(71u) % 4u], ((unsigned)((short)d)) & 255u);
    if (true || (4253732129u > b)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
    if (tid % 2u == 1u) {
        if (__umulhi(tid, a) < (unsigned)((int)d / (int)((c & 255u) + 1u))) {
            d ^= (unsigned)(((unsigned long long)(((tid & 3u) == 0u) ? d : TIDX) * (unsigned)(((unsigned long long)c << 20) / ((unsigned long long)c | 1ull))) >> 9);
            c ^= __umulhi(b, (unsigned)imax((int)d, (int)b));
        }
        atomicAdd(&cnt[((unsigned)((int)tid % (int)((500708584u & 7u) + 1u))) % 4u], ((unsigned)(int)((float)(a & 4095u) * (float)(a & 1023u) + (float)(a >> 20))) & 255u);
    } else {
        if (true && (88u > c)) { out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u)); return; }
        atomicAdd(&cnt[((d ^ c)) % 4u], ((unsigned)((const V4 *)in)[(b) % 24u].z) & 255u);
    }
    { unsigned arr37008[4];
    for (unsigned q = 0; q < 4u; q++) arr37008[q] = b + q * 3u;
    arr37008[((tid % (TIDX | 1u))) % 4u] = ((71u >> 14) | (71u << 16));
    b = arr37008[((1788834127u ^ 95u)) % 4u] ^ arr37008[1]; }
    { unsigned m37009 = (unsigned)((const V4 *)in)[(TIDX) % 24u].w, *p = &cnt[4u + (b) % 4u];
      unsigned old = *p, assumed;
      do { assumed = old; old = atomicCAS(p, assumed, m37009 > assumed ? m37009 : assumed); } while (assumed != old); }
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
extern "C" __global__ void g1_38(int * out, const int * in, unsigned *cnt) {
    __shared__ unsigned sm0[128], sm1[128], xs[128];
    const unsigned TIDX = threadIdx.y * blockDim.x + threadIdx.x, BDIM = blockDim.x * blockDim.y;
    const unsigned tid = blockIdx.x * BDIM + TIDX, GSTRIDE = gridDim.x * BDIM;
    unsigned ACC = 0, XV = 0;
    sm0[TIDX] = tid * 7u;
    sm1[TIDX] = 0;
    __syncthreads();
    {
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3535183287u ^ TIDX, d = sm0[(TIDX + 17u) % BDIM];
    a = c;
    d = (unsigned)((short)(a & b));
    { unsigned arr38001[8];
    for (unsigned q = 0; q < 8u; q++) arr38001[q] = a + q * 1u;
    arr38001[((90u + a)) % 8u] = 3476284420u;
    a = arr38001[((c + 11u)) % 8u] ^ arr38001[5]; }
    b ^= 31u;
    { unsigned k38002 = (((true || (3172969966u > c)) ? 13u : 1430385960u)) % 5u;
    while (k38002 != 0u) {
        k38002--;
        for (unsigned i38003 = 0; i38003 < 1u; i38003++) {
            if ((i38003 & 1u) == 2u) continue;
        }
        a = 16u;
    } }
    for (unsigned s = tid; s < 96u; s += GSTRIDE) c = c * 33u + (unsigned)in[s];
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
    unsigned a = ACC + tid, b = (unsigned)in[tid], c = 3384784808u ^ TIDX, d = sm0[(TIDX + 4u) % BDIM];
    d ^= b;
    a ^= f39001(a, (unsigned)(int)((float)(4237256427u & 4095u) * (float)(TIDX & 1023u) - (float)(4237256427u >> 20)));
    d ^= 55u;
    { unsigned k39007 = ((a & tid)) % 4u;
    do {
        { unsigned arr39008[4];
        for (unsigned q = 0; q < 4u; q++) arr39008[q] = a + q * 1u;
        arr39008[((1492746830u * d)) % 4u] = (unsigned)(int)((float)(tid & 4095u) * (float)(TIDX & 1023u) - (float)(tid >> 20));
        a = arr39008[((b - d)) % 4u] ^ arr39008[2]; }
    } while (k39007-- != 0u); }
    a ^= (unsigned)((unsigned char)(19u * a));
    out[tid] = (int)((a * 1u) ^ (b * 3u) ^ (c * 5u) ^ (d * 7u) ^ ACC);
    }
}
