//! The decoded instruction forms (see `decode.rs`, which builds them from the program
//! environment and re-exports them). They have a file of their own because the program
//! environment (`env.rs`) caches them: the types sit below both, and depend on the IR only.

use super::ir::{AluMods, AluOp, BoolOp, CacheOp, Cmp, ProgAddr, RegId, SReg, StateSpace, Ty};

/// An operand as the fast path reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    /// The register's content (its lane's slot).
    Reg(RegId),
    /// `!r`: 1 if the register holds 0, else 0.
    NotReg(RegId),
    /// `r + c`.
    RegOff(RegId, i64),
    /// A constant (folded immediates, variable addresses, labels, function entries); an absent
    /// optional operand of an ALU operation reads 0 (T:L1746 with `or_zero`).
    Imm(u64),
    /// ϱ(sreg), T:L1736.
    SReg(SReg),
}

impl Src {
    /// The register this operand reads, if any.
    pub fn reg(self) -> Option<RegId> {
        match self {
            Src::Reg(r) | Src::NotReg(r) | Src::RegOff(r, _) => Some(r),
            _ => None,
        }
    }
}

/// The flow actions whose value is the same for every lane (T:L1849-1869).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UniformFlow {
    Bra(ProgAddr),
    Ssy(ProgAddr),
    PreBrk(ProgAddr),
    PreRet(ProgAddr),
    Sync,
    Brk,
    Exit,
}

/// One decoded instruction, parallel to `ProgEnv::instrs`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Decoded {
    /// (dop), T:L1843.
    Alu {
        op: AluOp,
        ty: Ty,
        ty2: Ty,
        mods: AluMods,
        dst: RegId,
        src: [Src; 4],
    },
    /// (setp), T:L1924.
    Setp {
        cmp: Cmp,
        bop: Option<BoolOp>,
        ty: Ty,
        dst: RegId,
        dst2: Option<RegId>,
        src: [Src; 3],
    },
    /// `set`, the PTX extension of (setp).
    Set {
        cmp: Cmp,
        bop: Option<BoolOp>,
        dty: Ty,
        ty: Ty,
        dst: RegId,
        src: [Src; 3],
    },
    /// (mov), T:L1916.
    Mov { ty: Ty, dst: RegId, src: Src },
    /// (ld), T:L1908, and (st), T:L1902: each executing lane's request at address `addr`: a
    /// load into `dst` (`Some`), or a store of `val` (`dst: None`).
    Mem {
        ss: StateSpace,
        cop: CacheOp,
        volatile: bool,
        ty: Ty,
        dst: Option<RegId>,
        addr: Src,
        val: Src,
    },
    /// A branching instruction whose flow action is the same for every executing lane.
    Flow(UniformFlow),
    /// Everything else: the thread rules evaluate it lane by lane.
    Other,
}

impl Decoded {
    /// `--fast` may run this instruction ahead of the scheduler: it only writes the executing
    /// lanes' registers (an ALU-like instruction or a kernel-parameter load) and reads nothing
    /// that depends on when it runs (`%clock`, `%globaltimer`).
    pub fn runs_ahead(&self) -> bool {
        let timeless = |s: &Src| {
            !matches!(
                s,
                Src::SReg(
                    SReg::Clock
                        | SReg::Clock64
                        | SReg::GlobalTimer
                        | SReg::GlobalTimerLo
                        | SReg::GlobalTimerHi
                )
            )
        };
        match self {
            Decoded::Alu { src, .. } => src.iter().all(timeless),
            Decoded::Setp { src, .. } | Decoded::Set { src, .. } => src.iter().all(timeless),
            Decoded::Mov { src, .. } => timeless(src),
            // A kernel-parameter load reads the grid's bank, which no step changes (deviation
            // W10); `warp::fastpath::run_param_load`.
            Decoded::Mem {
                ss: StateSpace::Param,
                dst: Some(_),
                addr,
                ..
            } => timeless(addr),
            Decoded::Mem { .. } | Decoded::Flow(_) | Decoded::Other => false,
        }
    }
}
