//! The loaded PTX subset: the instruction grammar of T:L1466, extended by what real compilers emit
//! (docs/design.md §1, §4-§6). This is what the semantics executes; the loader (`crate::program::load`)
//! produces it from the syntax tree. Types stay part of an operation's identity (docs/design.md §6,
//! docs/design.md §6): `add.s32` and `add.f32` are different operations.
//!
//! Hot-path friendly: operands are `Copy`, instructions have no heap data except the rare
//! `brx.idx` target table.

use serde::Serialize;

/// Program address (T:L1408). Instruction `i` of a program lives at `ProgEnv::base + i`.
pub type ProgAddr = u32;
/// Index of a register in a thread's register file (one per declared register, docs/design.md §6).
pub type RegId = u32;
/// Index into `ProgEnv::vars` (the VarEnv of T:L1492).
pub type VarId = u32;
/// Index into `ProgEnv::funcs` (the FuncEnv of T:L1488).
pub type FuncId = u32;

/// PTX scalar types (docs/design.md §6). Registers hold up to 64 bits; values are kept zero-extended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Ty {
    B8,
    B16,
    B32,
    B64,
    U8,
    U16,
    U32,
    U64,
    S8,
    S16,
    S32,
    S64,
    F16,
    F32,
    F64,
    Pred,
    /// bfloat16 (PTX `.bf16`): 8 exponent bits, 7 fraction bits.
    BF16,
    /// Two halves packed in 32 bits (`.f16x2`, `.bf16x2`): element 0 in bits 0-15.
    F16x2,
    BF16x2,
    /// Two 16-bit integers packed in 32 bits (`.u16x2`, `.s16x2`, PTX 8.0: `add`, `sub`,
    /// `min`, `max`): element 0 in bits 0-15.
    U16x2,
    S16x2,
}

impl Ty {
    pub const fn bytes(self) -> u32 {
        match self {
            Ty::B8 | Ty::U8 | Ty::S8 => 1,
            Ty::B16 | Ty::U16 | Ty::S16 | Ty::F16 | Ty::BF16 => 2,
            Ty::B32
            | Ty::U32
            | Ty::S32
            | Ty::F32
            | Ty::Pred
            | Ty::F16x2
            | Ty::BF16x2
            | Ty::U16x2
            | Ty::S16x2 => 4,
            Ty::B64 | Ty::U64 | Ty::S64 | Ty::F64 => 8,
        }
    }
    pub const fn bits(self) -> u32 {
        self.bytes() * 8
    }
    pub const fn is_signed(self) -> bool {
        matches!(self, Ty::S8 | Ty::S16 | Ty::S32 | Ty::S64)
    }
    pub const fn is_float(self) -> bool {
        matches!(
            self,
            Ty::F16 | Ty::F32 | Ty::F64 | Ty::BF16 | Ty::F16x2 | Ty::BF16x2
        )
    }
    /// The element type of a packed pair (`.f16x2`, `.bf16x2`, `.u16x2`, `.s16x2`), `None` for
    /// other types.
    pub const fn half_elem(self) -> Option<Ty> {
        match self {
            Ty::F16x2 => Some(Ty::F16),
            Ty::BF16x2 => Some(Ty::BF16),
            Ty::U16x2 => Some(Ty::U16),
            Ty::S16x2 => Some(Ty::S16),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Ty::B8 => "b8",
            Ty::B16 => "b16",
            Ty::B32 => "b32",
            Ty::B64 => "b64",
            Ty::U8 => "u8",
            Ty::U16 => "u16",
            Ty::U32 => "u32",
            Ty::U64 => "u64",
            Ty::S8 => "s8",
            Ty::S16 => "s16",
            Ty::S32 => "s32",
            Ty::S64 => "s64",
            Ty::F16 => "f16",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
            Ty::Pred => "pred",
            Ty::BF16 => "bf16",
            Ty::F16x2 => "f16x2",
            Ty::BF16x2 => "bf16x2",
            Ty::U16x2 => "u16x2",
            Ty::S16x2 => "s16x2",
        }
    }
}

/// State spaces (T:L786). `Param` is the per-grid kernel-parameter bank (docs/design.md §7; the thesis
/// puts kernel parameters in constant memory, T:L1657). `Generic` is the extension of docs/design.md §5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum StateSpace {
    Global,
    Local,
    Shared,
    Const,
    Param,
    Generic,
}

/// Address windows of generic addressing (docs/design.md §5, PTX ISA "generic addressing"): a generic
/// address in `[base, base + size)` of a window refers to that state space at `addr - base`;
/// every other generic address is a global address (global addresses are identical in both views).
pub mod window {
    /// Global allocations (module `.global` variables, then launch buffers) live in `[GLOBAL_BASE, SHARED_BASE)`.
    pub const GLOBAL_BASE: u64 = 0x0010_0000;
    pub const SHARED_BASE: u64 = 0x4000_0000;
    pub const SHARED_SIZE: u64 = 0x0100_0000;
    pub const LOCAL_BASE: u64 = 0x5000_0000;
    pub const LOCAL_SIZE: u64 = 0x0100_0000;
    pub const CONST_BASE: u64 = 0x6000_0000;
    pub const CONST_SIZE: u64 = 0x0001_0000;
    /// Kernel parameters (`cvta.param`, PTX 7.7: a `__grid_constant__` parameter whose address
    /// is passed on as a pointer).
    pub const PARAM_BASE: u64 = 0x7000_0000;
    pub const PARAM_SIZE: u64 = 0x0001_0000;

    /// The red zone of a module's `.global` variables (docs/checks.md, "Out-of-bounds
    /// accesses"): the least number of free bytes between two of them. Fixed, unlike the
    /// config's `red_zone_bytes` for launch buffers, because a module is laid out when it is
    /// loaded, before a config is known (and one loaded module serves every config).
    pub const MODULE_RED_ZONE: u64 = 1024;

    /// The red zone of an allocation of `bytes` bytes with a least red zone of `min`: the
    /// larger of `min` and an eighth of the allocation (so that indexing one row before or past
    /// a matrix of eight rows or more stays inside it); none when `min` is 0.
    pub fn red_zone(bytes: u64, min: u64) -> u64 {
        if min == 0 {
            0
        } else {
            min.max(bytes / 8)
        }
    }

    /// The state space and address a generic address refers to.
    pub fn resolve(addr: u64) -> (super::StateSpace, u64) {
        use super::StateSpace;
        let inside = |base: u64, size: u64| addr >= base && addr - base < size;
        if inside(SHARED_BASE, SHARED_SIZE) {
            (StateSpace::Shared, addr - SHARED_BASE)
        } else if inside(LOCAL_BASE, LOCAL_SIZE) {
            (StateSpace::Local, addr - LOCAL_BASE)
        } else if inside(CONST_BASE, CONST_SIZE) {
            (StateSpace::Const, addr - CONST_BASE)
        } else if inside(PARAM_BASE, PARAM_SIZE) {
            (StateSpace::Param, addr - PARAM_BASE)
        } else {
            (StateSpace::Global, addr)
        }
    }
}

/// Cache operators (T:L1456). `None` = the PTX default (`.ca` for loads, `.wb` for stores).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum CacheOp {
    Default,
    Ca,
    Cg,
    Cs,
    Lu,
    Cv,
    Wb,
    Wt,
}

/// Comparison operators of `setp`/`set` (T:L1438 plus the PTX float and unsigned forms).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Lo,
    Ls,
    Hi,
    Hs,
    Equ,
    Neu,
    Ltu,
    Leu,
    Gtu,
    Geu,
    Num,
    Nan,
}

impl Cmp {
    /// Every comparison, in the order of the PTX ISA's tables (and of `classify`'s names).
    pub const ALL: [Cmp; 18] = [
        Cmp::Eq,
        Cmp::Ne,
        Cmp::Lt,
        Cmp::Le,
        Cmp::Gt,
        Cmp::Ge,
        Cmp::Lo,
        Cmp::Ls,
        Cmp::Hi,
        Cmp::Hs,
        Cmp::Equ,
        Cmp::Neu,
        Cmp::Ltu,
        Cmp::Leu,
        Cmp::Gtu,
        Cmp::Geu,
        Cmp::Num,
        Cmp::Nan,
    ];
}

/// `.and/.or/.xor` combination of `setp`/`set` with a third predicate operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BoolOp {
    And,
    Or,
    Xor,
}

/// Rounding modifiers (`.rn .rz .rm .rp` for floats, `.rni .rzi .rmi .rpi` for float→int / round-to-integer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Round {
    None,
    Rn,
    Rz,
    Rm,
    Rp,
    Rni,
    Rzi,
    Rmi,
    Rpi,
}

/// `.lo/.hi/.wide` of `mul`/`mad`/`mul24`/`mad24`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum MulMode {
    Lo,
    Hi,
    Wide,
}

/// The abstract `dop` of T:L1466/T:L1840, made concrete: every data operation that takes operands
/// and returns a data word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum AluOp {
    Add,
    Sub,
    Mul(MulMode),
    Mad(MulMode),
    Mul24(MulMode),
    Mad24(MulMode),
    Div,
    Rem,
    Abs,
    Neg,
    Min,
    Max,
    And,
    Or,
    Xor,
    Not,
    Cnot,
    Shl,
    Shr,
    /// `selp.t d, a, b, c`: `c ? a : b`.
    Selp,
    /// `slct.dtype.ctype d, a, b, c`: `c >= 0 ? a : b`; `ty2` = type of `c`.
    Slct,
    /// `cvt.dtype.atype`: `ty` = destination type, `ty2` = source type.
    Cvt,
    Fma,
    Sqrt,
    Rsqrt,
    Rcp,
    Sin,
    Cos,
    Lg2,
    Ex2,
    Popc,
    Clz,
    Brev,
    /// `bfe.t d, a, pos, len`
    Bfe,
    /// `bfi.t d, f, b, pos, len` (four sources)
    Bfi,
    /// `prmt.b32{.mode} d, a, b, c`: 0 the default (a selector nibble per byte), 1-6 the modes
    /// `.f4e`, `.b4e`, `.rc8`, `.ecl`, `.ecr`, `.rc16` (`c`'s low bits pick a fixed pattern).
    Prmt(u8),
    Copysign,
    /// `testp.op.t d, a`
    Testp(TestpOp),
    /// `sad.t d, a, b, c`
    Sad,
    /// `dp4a.atype.btype d, a, b, c`: c + the four byte products of a and b (`ty`, `ty2` say
    /// which operand's bytes are signed).
    Dp4a,
    /// `dp2a.{lo,hi}.atype.btype d, a, b, c`: c + the two halfword-by-byte products, with the
    /// low (`hi` false) or high two bytes of b.
    Dp2a {
        hi: bool,
    },
    /// `cvta{.to}.space`: generic ↔ state-space address (docs/design.md §5). `to_generic` false = `.to`.
    Cvta {
        space: StateSpace,
        to_generic: bool,
    },
    /// `bfind{.shiftamt}.t d, a`: the bit position of the most significant non-sign bit
    /// (`.shiftamt`: the left shift that brings it to the top), 0xFFFFFFFF if there is none.
    Bfind {
        shiftamt: bool,
    },
    /// `isspacep.space p, a`: whether the generic address `a` lies in the space's window.
    Isspacep(StateSpace),
    /// Carry arithmetic as the loader lowers it (`add.cc`, `addc`, `sub.cc`, `subc`, `mad.cc`,
    /// `madc`): `a + b + c` and its carry out, `a + !b + c` (= `a − b − (1 − c)`) and its carry
    /// out, where `c` is the carry flag (0 or 1) the loader keeps in a hidden register per
    /// function (`sub.cc` passes 1: no borrow in).
    AddCarry,
    AddCarryOut,
    SubCarry,
    SubCarryOut,
    /// `mov.bN d, {a, b, …}`: the `n` elements of type `ty` packed, the first lowest.
    Pack(u8),
    /// `shf.{l,r}.{wrap,clamp}.b32 d, a, b, c`: funnel shift of the 64-bit `b:a` by `c`.
    Shf {
        left: bool,
        wrap: bool,
    },
    /// `lop3.b32 d, a, b, c, immLut`: the bitwise function whose truth table is `immLut`.
    Lop3,
    /// `bmsk.{clamp,wrap}.b32 d, a, b`: `b` one bits starting at bit `a`.
    Bmsk {
        wrap: bool,
    },
    /// `tanh.approx.f32` (computed as exactly as we can, docs/design.md §6).
    Tanh,
    /// `fns.b32 d, mask, base, offset` (PTX 6.0): the position of the `offset`-th set bit of
    /// `mask` counting from `base` (upwards for a positive offset, downwards for a negative one).
    Fns,
    /// `szext.{clamp,wrap}.{u32,s32} d, a, b` (PTX 7.6): the low `b` bits of `a`, zero- or
    /// sign-extended.
    Szext {
        wrap: bool,
    },
    /// A video instruction (PTX ISA "Video Instructions": `vadd`, `vshl`, `vmad`, `vset`, ...,
    /// `vadd2`, `vabsdiff4`, ...): `d = op(a, b)` with `c` for the secondary operation or merge.
    /// Its selectors, signedness and secondary operation are the [`VideoSpec`] the loader
    /// encodes as the immediate fourth source, so that `AluOp` stays three bytes.
    Video(VideoOp),
    /// `cvt` to or from a pair of 8-bit floats, `.e4m3x2` (`e5m2` false) or `.e5m2x2` (PTX 7.8,
    /// sm_89); `.relu` is in the modifiers.
    CvtFp8 {
        kind: Fp8Cvt,
        e5m2: bool,
    },
    /// `cvt.pack.sat.{u16,s16,u8,s8,u4,s4,u2,s2}.s32{.b32} d, a, b{, c}` (PTX 6.5/7.1): `a` and
    /// `b` saturated to `bits`-wide integers, `b` lowest, `a` above it, then `c`'s low bits.
    CvtPack {
        bits: u8,
        signed: bool,
    },
}

/// The direction of an 8-bit float conversion (`AluOp::CvtFp8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Fp8Cvt {
    /// `cvt.rn.satfinite{.relu}.e4m3x2.f32 d, a, b`: `a` into the upper byte, `b` the lower.
    FromF32,
    /// `cvt.rn.satfinite{.relu}.e4m3x2.f16x2 d, a`: each half into its byte.
    FromF16x2,
    /// `cvt.rn{.relu}.f16x2.e4m3x2 d, a`: each byte into its half, exactly.
    ToF16x2,
}

/// The primary operation of a video instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum VideoOp {
    Add,
    Sub,
    Absdiff,
    Min,
    Max,
    /// `vavrg2`/`vavrg4`: half the sum, rounded up when the sum is non-negative, down otherwise.
    Avrg,
    Shl,
    Shr,
    Mad,
    /// `vset`: 1 if the comparison holds, else 0 (only `eq ne lt le gt ge`).
    Set(Cmp),
}

/// Everything about a video instruction besides its operation and operands.
///
/// Selectors: in a scalar instruction (`lanes` 1) 0 is the whole word, 1-4 are `.b0`-`.b3`,
/// 5-6 `.h0`-`.h1`; `dsel` is the merge selector of `d.dsel` in the same code. In a SIMD
/// instruction (`lanes` 2 or 4) nibble `i` of `asel`/`bsel` is the element of the pair `b:a`
/// (bytes 0-7 or halfwords 0-3) that lane `i` reads, and bit `i` of `dsel` is the `d.mask` lane set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct VideoSpec {
    pub lanes: u8,
    pub d_signed: bool,
    pub a_signed: bool,
    pub b_signed: bool,
    pub asel: u16,
    pub bsel: u16,
    pub dsel: u8,
    /// Secondary operation: 0 none, 1 `.add`, 2 `.min`, 3 `.max`.
    pub op2: u8,
    /// `vshl`/`vshr`: `.wrap` (shift by `b mod 32`) rather than `.clamp` (at most 32).
    pub wrap: bool,
    /// `vmad`: the product is negated (`-a` xor `-b`), `c` is negated, `.po` (plus one).
    pub neg_ab: bool,
    pub neg_c: bool,
    pub po: bool,
    /// `vmad` `.shr7` / `.shr15`: 0, 7 or 15.
    pub scale: u8,
}

impl VideoSpec {
    /// The immediate the loader stores in the instruction's fourth source.
    pub fn encode(self) -> u64 {
        let flags = [
            self.d_signed,
            self.a_signed,
            self.b_signed,
            self.wrap,
            self.neg_ab,
            self.neg_c,
            self.po,
        ]
        .iter()
        .enumerate()
        .fold(0u64, |acc, (i, &f)| acc | (f as u64) << i);
        u64::from(self.lanes)
            | flags << 3
            | u64::from(self.op2 & 3) << 10
            | u64::from(self.scale & 31) << 12
            | u64::from(self.dsel) << 17
            | u64::from(self.asel) << 32
            | u64::from(self.bsel) << 48
    }

    pub fn decode(v: u64) -> Self {
        let bit = |i: u32| (v >> (3 + i)) & 1 == 1;
        VideoSpec {
            lanes: (v & 7) as u8,
            d_signed: bit(0),
            a_signed: bit(1),
            b_signed: bit(2),
            wrap: bit(3),
            neg_ab: bit(4),
            neg_c: bit(5),
            po: bit(6),
            op2: ((v >> 10) & 3) as u8,
            scale: ((v >> 12) & 31) as u8,
            dsel: (v >> 17) as u8,
            asel: (v >> 32) as u16,
            bsel: (v >> 48) as u16,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum TestpOp {
    Finite,
    Infinite,
    Number,
    NotANumber,
    Normal,
    Subnormal,
}

/// Modifiers of a data operation that change its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct AluMods {
    pub round: Round,
    pub sat: bool,
    pub ftz: bool,
    /// `.approx` / `.full`: computed exactly (docs/design.md §6) but remembered for listings.
    pub approx: bool,
    /// `cvt` to a signed integer type narrower than its destination register: the register's
    /// width in bits, to which the result is sign-extended (PTX ISA "cvt": "sign-extended to the
    /// destination register width"); 0 otherwise.
    pub sext_to: u8,
    /// `min.NaN` / `max.NaN` (PTX 7.0): a NaN operand gives the canonical NaN.
    pub nan: bool,
    /// `.relu` on `fma`, `min`, `max` (PTX 7.0): a negative result becomes +0, NaN the
    /// canonical NaN.
    pub relu: bool,
}

impl AluMods {
    pub const NONE: AluMods = AluMods {
        round: Round::None,
        sat: false,
        ftz: false,
        approx: false,
        sext_to: 0,
        nan: false,
        relu: false,
    };
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Dim {
    X,
    Y,
    Z,
}

/// Special registers (T:L1402 plus the extensions the issues ask for).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SReg {
    Tid(Dim),
    Ntid(Dim),
    Ctaid(Dim),
    Nctaid(Dim),
    LaneId,
    WarpId,
    NWarpId,
    SmId,
    NSmId,
    GridId,
    Clock,
    Clock64,
    /// `%globaltimer` (and its `_lo`/`_hi` halves): nanoseconds; here the device step × 1000.
    GlobalTimer,
    GlobalTimerLo,
    GlobalTimerHi,
    /// `%total_smem_size`, `%dynamic_smem_size`: the block's shared memory, all of it or the
    /// `extern __shared__` part.
    TotalSmemSize,
    DynamicSmemSize,
    /// `%aggr_smem_size`: the block's shared memory with the reserved region.
    AggrSmemSize,
    /// `%reserved_smem_offset_begin`, `_end`, `_cap`, `_0`, `_1` (sm_80+; cooperative groups
    /// keep multi-warp tiles' scratch at `_1`): the shared region reserved for the system,
    /// which follows the block's own shared memory ([`crate::program::env::RESERVED_SHARED`]).
    ReservedSmem(ReservedSmem),
    LanemaskEq,
    LanemaskLt,
    LanemaskLe,
    LanemaskGt,
    LanemaskGe,
    /// `%envreg0` .. `%envreg31` (driver-defined; see `thread::expr::sreg_value`).
    EnvReg(u8),
}

/// Which `%reserved_smem_offset_*` register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ReservedSmem {
    Begin,
    End,
    Cap,
    /// `_0` (the region's first half) and `_1` (its second half).
    Part(u8),
}

impl SReg {
    /// The register has the same value in every lane of a warp (it depends on the lane only
    /// through `%tid`, `%laneid` and the lane masks).
    pub fn uniform(self) -> bool {
        !matches!(
            self,
            SReg::Tid(_)
                | SReg::LaneId
                | SReg::LanemaskEq
                | SReg::LanemaskLt
                | SReg::LanemaskLe
                | SReg::LanemaskGt
                | SReg::LanemaskGe
        )
    }
}

/// Expressions (T:L1722): `Var | !Var | Const | Var + Const | Label | SReg | FuncName`, with
/// registers and memory variables told apart at load time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Operand {
    /// Absent optional operand (`E_ε`, T:L1746).
    None,
    /// A register's content (E[[v]] for v ∈ Reg, T:L1744).
    Reg(RegId),
    /// `!p`: 1 if the register is 0, else 0.
    NotReg(RegId),
    /// A constant, already folded (Step 2) and encoded as the instruction's type's bits.
    Imm(u64),
    /// `reg + c` (address arithmetic `[%rd + 8]`).
    RegOff(RegId, i64),
    /// A memory variable's address, or frame offset for function-local `.local` (E[[v]], T:L1744).
    Var(VarId),
    /// `var + c`.
    VarOff(VarId, i64),
    /// A resolved label: its program address (E[[l]], T:L1744).
    Label(ProgAddr),
    /// A function's first instruction (E[[f]]).
    Func(FuncId),
    SReg(SReg),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum AtomOp {
    And,
    Or,
    Xor,
    Cas,
    Exch,
    Add,
    Inc,
    Dec,
    Min,
    Max,
    /// `mbarrier.arrive` (PTX 7.0, sm_80) on the 64-bit barrier object: count down the pending
    /// arrivals, and when they reach 0 start the next phase ([`crate::thread::alu::mbar_arrive`]).
    MbarArrive,
    /// `mbarrier.arrive_drop`: the same, and the expected count of later phases drops too.
    MbarArriveDrop,
}

/// The kind of a memory action (MemAct, T:L1798): what `ld`, `st` and `atom` ask of memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum MemKind {
    /// Load into `dst`; `ty` gives the size and sign extension.
    Load,
    Store,
    /// Atomic read-modify-write; result into `dst` (none for `red`).
    Atomic(AtomOp),
}

/// The runtime functions [`Instr::Runtime`] calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum RtFunc {
    /// `vprintf(format, argument buffer)`: device `printf`.
    Printf,
    /// `__assertfail(message, file, line, function, char size)`: a failed `assert`.
    AssertFail,
    /// `malloc(size)` on the device heap.
    Malloc,
    /// `free(pointer)`.
    Free,
    /// An `.extern` function without a body that the runtime does not provide: reaching the
    /// call is an error naming it.
    Missing(FuncId),
    /// One component of a texture fetch `tex`/`tld4` (docs/texture.md): arguments are the
    /// texture handle and up to three coordinates; the device reads the texture through its
    /// texture cache.
    Tex(TexSpec),
    /// `txq.field.b32 d, [t]`: a texture attribute (argument 0 is the handle).
    Txq(TxqField),
    /// One component of a surface access `suld.b`/`sust.b` (docs/texture.md, "Surfaces"):
    /// arguments are the surface handle, the first coordinate (x, or the layer of an array)
    /// or the first two packed (first in the low 32 bits), the third coordinate, and the value a
    /// store writes. The device turns it into a global load or store of the memory model.
    Surf(SurfSpec),
    /// `suq.field.b32 d, [s]`: a surface attribute (argument 0 is the handle).
    Suq(SuqField),
}

/// The shape of a surface access (`suld.b.geom{.vN}.btype.mode`, `sust.b...`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SurfSpec {
    /// Coordinates that address the surface: 1, 2 or 3 (the layer of an array not counted).
    pub dims: u8,
    /// `.a1d`/`.a2d`: the first coordinate is the layer.
    pub array: bool,
    /// `sust` (a store of argument 3) or `suld` (a load into the destination).
    pub store: bool,
    /// Bytes of one component (`.b8` .. `.b64`) and the components of the access (1, 2, 4).
    pub bytes: u8,
    pub vec: u8,
    /// The component this instruction moves (0 .. vec - 1).
    pub comp: u8,
    /// What an access outside the surface does.
    pub oob: SurfOob,
}

/// Out-of-bounds handling of a surface access (`.trap`, `.clamp`, `.zero`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SurfOob {
    Trap,
    Clamp,
    Zero,
}

/// The attributes `suq` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SuqField {
    Width,
    Height,
    Depth,
    ChannelDataType,
    ChannelOrder,
    ArraySize,
    MemoryLayout,
}

/// The shape of a texture fetch (`tex.geom.v4.dty.cty`, `tld4.comp.2d.v4.dty.f32`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct TexSpec {
    /// Coordinates that address texels: 1, 2 or 3 (`.a1d` is 1 and `.a2d` 2, plus the layer).
    pub dims: u8,
    /// `.a1d`/`.a2d`: the first coordinate is the layer (an integer), taken as the next
    /// dimension of the texture.
    pub array: bool,
    /// The result component this instruction writes (0 = x/r .. 3 = w/a).
    pub comp: u8,
    /// The result type: `F32`, `S32` or `U32`.
    pub dty: Ty,
    /// The coordinate type: `S32` (texel indices) or `F32`.
    pub cty: Ty,
    /// `tld4.{r,g,b,a}`: the channel gathered from the four texels of a bilinear footprint.
    pub gather: Option<u8>,
    /// Which mipmap level the fetch reads (docs/texture.md, "Mipmaps").
    pub mip: TexMip,
}

/// How a texture fetch chooses its mipmap level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum TexMip {
    /// `tex`/`tld4`: level of detail 0.
    Base,
    /// `tex.level`, and the fetch of `tex.grad`: argument 3 is the level of detail (`.f32`);
    /// the layer and coordinates are arguments 1 and 2, the first two packed into argument 1
    /// (first in the low 32 bits) when there are three.
    Level,
    /// The first part of `tex.grad`: computes the level of detail (as `.f32` bits) from the
    /// gradients `dPdx` then `dPdy` (each one value per filtered dimension), packed two per
    /// argument into arguments 1 .. 3 (first in the low 32 bits). Reads no texel.
    GradLod,
}

/// The attributes `txq` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum TxqField {
    Width,
    Height,
    Depth,
    ChannelDataType,
    ChannelOrder,
    NormalizedCoords,
    FilterMode,
    AddrMode(u8),
    ArraySize,
    NumMipmapLevels,
    NumSamples,
}

impl RtFunc {
    /// The runtime function an `.extern` declaration of this name stands for.
    pub fn by_name(name: &str, f: FuncId) -> RtFunc {
        match name {
            "vprintf" => RtFunc::Printf,
            "__assertfail" => RtFunc::AssertFail,
            "malloc" => RtFunc::Malloc,
            "free" => RtFunc::Free,
            _ => RtFunc::Missing(f),
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            RtFunc::Printf => "vprintf",
            RtFunc::AssertFail => "__assertfail",
            RtFunc::Malloc => "malloc",
            RtFunc::Free => "free",
            RtFunc::Missing(_) => "extern",
            RtFunc::Tex(t) if t.gather.is_some() => "tld4",
            RtFunc::Tex(_) => "tex",
            RtFunc::Txq(_) => "txq",
            RtFunc::Surf(s) if s.store => "sust",
            RtFunc::Surf(_) => "suld",
            RtFunc::Suq(_) => "suq",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum CollOp {
    /// `shfl{.sync}.mode.b32 d{|p}, a, b, c{, mask}`.
    Shfl(ShflMode),
    /// `vote.sync.mode d, p, mask`.
    Vote(VoteMode),
    /// `activemask.b32 d`.
    ActiveMask,
    /// `bar.warp.sync mask`.
    WarpSync,
    /// `match.any.sync.ty d, a, mask`.
    MatchAny,
    /// `match.all.sync.ty d{|p}, a, mask`.
    MatchAll,
    /// `redux.sync.op.ty d, a, mask`.
    Redux(ReduxOp),
    /// `elect.sync d|p, mask` (PTX 8.0, sm_90): the leader is the lowest lane of the member
    /// mask that takes part (`d`, or `_` for none); `p` is true for the leader only.
    Elect,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ShflMode {
    Up,
    Down,
    Bfly,
    Idx,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum ReduxOp {
    Add,
    Min,
    Max,
    And,
    Or,
    Xor,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum VoteMode {
    All,
    Any,
    Uni,
    Ballot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BarRed {
    And,
    Or,
    Popc,
}

/// `bar.sync`, `bar.arrive`, `bar.red.op` (T:L1450-1454).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BarKind {
    Sync,
    Arrive,
    Red(BarRed),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, PartialOrd, Ord)]
pub enum MembarLevel {
    Cta,
    Gl,
    Sys,
}

/// One instruction of the loaded program (T:L1466). Guards live beside it in `ProgEnv::guards`
/// (the GuardEnv of T:L1480).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Instr {
    /// `dop r e*` (T:L1466). Unused sources are `Operand::None`.
    Alu {
        op: AluOp,
        ty: Ty,
        ty2: Ty,
        mods: AluMods,
        dst: RegId,
        src: [Operand; 4],
    },
    /// `setp.cmp{.bop}.ty p{|q}, a, b{, c}` (T:L1466 `setp`); `q` gets the negated comparison.
    Setp {
        cmp: Cmp,
        bop: Option<BoolOp>,
        ty: Ty,
        dst: RegId,
        dst2: Option<RegId>,
        a: Operand,
        b: Operand,
        c: Operand,
    },
    /// `set.cmp{.bop}.dty.ty d, a, b{, c}`: 0xffffffff / 1.0f for true.
    Set {
        cmp: Cmp,
        bop: Option<BoolOp>,
        dty: Ty,
        ty: Ty,
        dst: RegId,
        a: Operand,
        b: Operand,
        c: Operand,
    },
    /// `mov r e` (T:L1916).
    Mov {
        ty: Ty,
        dst: RegId,
        src: Operand,
    },
    /// `ld volε ss copε size r e` (T:L1908). `ty` gives size and sign extension.
    Ld {
        ss: StateSpace,
        cop: CacheOp,
        volatile: bool,
        ty: Ty,
        dst: RegId,
        addr: Operand,
    },
    /// `st volε ss copε size e r` (T:L1902). The source may be an immediate (Listings 5.3, 6.2).
    St {
        ss: StateSpace,
        cop: CacheOp,
        volatile: bool,
        ty: Ty,
        addr: Operand,
        src: Operand,
    },
    /// `atom ss aop size r e1 e2 e3ε` (T:L1899); `dst: None` is `red` (`red` = `atom` without a result).
    Atom {
        ss: StateSpace,
        op: AtomOp,
        ty: Ty,
        dst: Option<RegId>,
        addr: Operand,
        b: Operand,
        c: Operand,
    },
    /// Warp-level collectives from after Fermi (PTX ISA `shfl`, `vote.sync`, `activemask`,
    /// `bar.warp.sync`, `match.sync`, `redux.sync`): like `vote`, every lane that executes it in
    /// the step contributes `a` (and `b`, `c`) and gets its result at once. `mask` is the member
    /// mask of a `.sync` form (`Operand::None` otherwise); docs/alu.md says what a member that
    /// does not take part leads to.
    Coll {
        op: CollOp,
        ty: Ty,
        dst: Option<RegId>,
        dst2: Option<RegId>,
        a: Operand,
        b: Operand,
        c: Operand,
        mask: Operand,
    },
    /// `trap` (PTX ISA): the executing threads abort the kernel; reported as a `trap`
    /// violation naming the thread and the line.
    Trap,
    /// A call of a function the CUDA runtime provides instead of the module (`vprintf`,
    /// `__assertfail`, `malloc`, `free`), or of any other `.extern` function without a body.
    /// Each executing thread hands its argument values to the device, which carries the call
    /// out (docs/runtime.md) and writes `dst` like a load's result.
    Runtime {
        func: RtFunc,
        args: [Operand; 4],
        dst: Option<RegId>,
    },
    /// `vote vm r e` (T:L1466).
    Vote {
        mode: VoteMode,
        dst: RegId,
        pred: Operand,
    },
    /// `bar.sync e e'ε`, `bar.arrive e e'`, `bar.red br r e e1ε e2` (T:L1466; the barrier-index operand T:L1895 leaves out is kept).
    Bar {
        kind: BarKind,
        barrier: Operand,
        count: Operand,
        dst: Option<RegId>,
        pred: Operand,
    },
    /// `membar mbl` (T:L1881).
    Membar {
        level: MembarLevel,
    },
    /// `bra e` (T:L1466): `Operand::Label` direct, `Operand::Reg` indirect (thesis dialect).
    Bra {
        target: Operand,
    },
    /// `brx.idx index, targets` (indirect branch through a table of labels).
    BrxIdx {
        index: Operand,
        targets: Box<[ProgAddr]>,
    },
    /// `call e` (T:L1466): `Operand::Func` direct, `Operand::Reg` indirect. Parameters were
    /// lowered away by Step 3 (T:L1598-1659).
    Call {
        target: Operand,
    },
    Ret,
    Exit,
    /// `ssy L` (T:L1466): push a sync token resuming at `target`.
    Ssy {
        target: ProgAddr,
    },
    /// `sync` (T:L2228): unwind.
    Sync,
    /// `preBrk L`.
    PreBrk {
        target: ProgAddr,
    },
    /// `preRet L`: push a call token resuming at `target` (the instruction after the call).
    PreRet {
        target: ProgAddr,
    },
    /// `brk` / `break` (T:L1867).
    Brk,
}

/// Visit the registers an instruction names: `$reg($ctx, r)` for each register field,
/// `$op($ctx, o)` for each operand, in one order. One body serves `&Instr` (the fields bind as
/// shared references) and `&mut Instr` (as mutable ones): `regs(instr, φ)` (T:L1809-1811,
/// `program::decode::for_each_reg`) and the renumbering of a launch's registers
/// (`program::kernel_regs`) must visit the same fields.
macro_rules! for_each_instr_reg {
    ($instr:expr, $ctx:expr, $reg:expr, $op:expr) => {
        match $instr {
            Instr::Alu { dst, src, .. } => {
                $reg($ctx, dst);
                for o in src {
                    $op($ctx, o);
                }
            }
            Instr::Setp {
                dst, dst2, a, b, c, ..
            } => {
                $reg($ctx, dst);
                if let Some(d) = dst2 {
                    $reg($ctx, d);
                }
                for o in [a, b, c] {
                    $op($ctx, o);
                }
            }
            Instr::Set { dst, a, b, c, .. } => {
                $reg($ctx, dst);
                for o in [a, b, c] {
                    $op($ctx, o);
                }
            }
            Instr::Mov { dst, src, .. } | Instr::Ld { dst, addr: src, .. } => {
                $reg($ctx, dst);
                $op($ctx, src);
            }
            Instr::St { addr, src, .. } => {
                $op($ctx, addr);
                $op($ctx, src);
            }
            Instr::Atom {
                dst, addr, b, c, ..
            } => {
                if let Some(d) = dst {
                    $reg($ctx, d);
                }
                for o in [addr, b, c] {
                    $op($ctx, o);
                }
            }
            Instr::Vote { dst, pred, .. } => {
                $reg($ctx, dst);
                $op($ctx, pred);
            }
            Instr::Coll {
                dst,
                dst2,
                a,
                b,
                c,
                mask,
                ..
            } => {
                for d in [dst, dst2].into_iter().flatten() {
                    $reg($ctx, d);
                }
                for o in [a, b, c, mask] {
                    $op($ctx, o);
                }
            }
            Instr::Bar {
                barrier,
                count,
                dst,
                pred,
                ..
            } => {
                if let Some(d) = dst {
                    $reg($ctx, d);
                }
                for o in [barrier, count, pred] {
                    $op($ctx, o);
                }
            }
            Instr::Bra { target } | Instr::Call { target } => $op($ctx, target),
            Instr::BrxIdx { index, .. } => $op($ctx, index),
            Instr::Runtime { args, dst, .. } => {
                if let Some(d) = dst {
                    $reg($ctx, d);
                }
                for o in args {
                    $op($ctx, o);
                }
            }
            Instr::Membar { .. }
            | Instr::Trap
            | Instr::Ret
            | Instr::Exit
            | Instr::Ssy { .. }
            | Instr::Sync
            | Instr::PreBrk { .. }
            | Instr::PreRet { .. }
            | Instr::Brk => {}
        }
    };
}
pub(crate) use for_each_instr_reg;

impl Instr {
    /// A control-flow instruction: one the warp executes through Warp (bra) and the SIMT branching
    /// algorithm (T:L2332-2338, T:L1978-2291) rather than lane by lane.
    pub fn is_flow(&self) -> bool {
        matches!(
            self,
            Instr::Bra { .. }
                | Instr::BrxIdx { .. }
                | Instr::Call { .. }
                | Instr::Ret
                | Instr::Exit
                | Instr::Ssy { .. }
                | Instr::Sync
                | Instr::PreBrk { .. }
                | Instr::PreRet { .. }
                | Instr::Brk
        )
    }
}

/// Guard of an instruction (GuardEnv, T:L1480): none = `true`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Guard {
    Always,
    If(RegId),
    IfNot(RegId),
}

/// Where an instruction came from, for traces and diagnostics.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SrcInfo {
    /// 1-based source line and column of the instruction (for injected instructions: of the
    /// instruction they were injected for, docs/design.md, "Interfaces").
    pub line: u32,
    pub col: u32,
    /// Injected by the loader (Step 6 branching instructions, Step 3 stack management, Step 5 terminators).
    pub injected: bool,
    /// An `ld`/`st` with a memory-model order (`.relaxed`, `.acquire`, `.release`, `.mmio`): an
    /// atomic load or store in the PTX memory model, which does not race with other atomics
    /// (the race check, docs/checks.md).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub ordered: bool,
    /// The first element of a `.v2`/`.v4`/`.v8` `ld`/`st`: the vector's total bytes, the
    /// alignment the PTX ISA requires of its address (0 for every other instruction, whose
    /// accesses are aligned to their own size; docs/checks.md, "Misaligned accesses").
    #[serde(skip_serializing_if = "is_zero")]
    pub vec_bytes: u8,
}

fn is_zero(v: &u8) -> bool {
    *v == 0
}
// Used by the loader's variable and frame layout and by the shared-memory layout that the
// loader calls: it lives here, below both, so that neither imports the other back.
/// `x` rounded up to a multiple of `a` (an alignment of 0 counts as 1).
pub(crate) fn align_up(x: u64, a: u64) -> u64 {
    let a = a.max(1);
    x.div_ceil(a).saturating_mul(a)
}
