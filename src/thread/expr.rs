//! Expression semantics (thesis §5.2, T:L1718-1752): C[[·]] (folded by the loader into
//! `Operand::Imm`), V[[·]], the register lookup ϱ, E[[·]], E_ε[[·]] and B[[·]].
//!
//! Errors are ⊥ (T:L1470): a message; the warp step turns it into a [`crate::warp::step::Stuck`]
//! naming the pc and the lane. Nothing here allocates unless it fails.

use super::Thread;
use crate::lanemask::RegLanes;
use crate::program::env::{ProgEnv, VarValue};
use crate::program::ir::{Operand, RegId, ReservedSmem, SReg, VarId};

/// The per-step values of the special registers that do not depend on the lane (ϱ(sreg), T:L1736).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SRegCtx {
    pub block_idx: [u32; 3],
    pub block_dim: [u32; 3],
    pub grid_dim: [u32; 3],
    pub grid_id: u32,
    pub sm: u32,
    pub num_sms: u32,
    pub warp_index: u32,
    pub warps_per_block: u32,
    pub clock: u64,
    /// The block's shared memory bytes, the kernel's static part of them, and the region
    /// reserved for the system at their end (0 unless the kernel reads a
    /// `%reserved_smem_offset_*` register).
    pub shared_bytes: u32,
    pub static_shared: u32,
    pub reserved_shared: u32,
    /// `%envreg1` (upper half) and `%envreg2` (lower half).
    pub grid_sync: u64,
}

/// ϱ ∈ ExprRegLookup (T:L1736) for one lane: the warp's register slice, its blocked-register masks
/// and the special registers. A blocked register reads as ⊥ (T:L1734, T:L1742).
#[derive(Clone, Copy)]
pub struct Rho<'a> {
    pub regs: &'a [u64],
    pub blocked: &'a RegLanes,
    pub lanes: usize,
    pub lane: usize,
    pub sregs: &'a SRegCtx,
}

impl Rho<'_> {
    /// ϱ(regAddr), T:L1736: ⊥ when the register does not exist or is blocked by a pending memory
    /// operation for this lane.
    #[inline]
    pub fn reg(&self, r: RegId) -> Result<u64, String> {
        let i = r as usize * self.lanes + self.lane;
        match (self.regs.get(i), self.blocked.get(r as usize, self.lane)) {
            (Some(v), Some(false)) => Ok(*v),
            (Some(_), Some(true)) => Err(format!(
                "register {r} is blocked by a pending memory operation"
            )),
            _ => Err(format!("register {r} does not exist")),
        }
    }
}

/// V[[v]]φκ (T:L1730-1732): a variable's value. Registers yield their register address;
/// function-local `.local` variables (LocalEnv, `VarValue::Frame`) are defined only while their
/// function's frame is on top of κ; every other variable is its address from VarEnv.
pub fn v_eval(
    v: VarId,
    prog: &ProgEnv,
    kappa: &[crate::program::ir::FuncId],
) -> Result<VarValue, String> {
    let info = prog
        .vars
        .get(v as usize)
        .ok_or_else(|| format!("undefined variable #{v}"))?;
    match info.value {
        VarValue::Frame { func, .. } if kappa.last() != Some(&func) => Err(format!(
            "variable `{}` is not in the frame on top of the call stack",
            info.source_name
        )),
        val => Ok(val),
    }
}

/// E[[v]] for a variable (T:L1744): the register's content for v ∈ Reg, otherwise V[[v]] itself
/// (an address, or a frame offset for function-local `.local` variables).
fn var_value(v: VarId, prog: &ProgEnv, rho: &Rho<'_>, th: &Thread) -> Result<u64, String> {
    match v_eval(v, prog, &th.call_stack)? {
        VarValue::Reg(r) => rho.reg(r),
        VarValue::Addr(_, a) => Ok(a),
        VarValue::Frame { offset, .. } => Ok(offset),
    }
}

/// ϱ(sreg) (T:L1736): special registers. `%lanemask_*` are defined for lanes 0..31 as in the PTX
/// ISA; lanes ≥ 32 (lock-step mode, docs/design.md §11) see all 32 bits below them.
pub fn sreg_value(s: SReg, th: &Thread, sc: &SRegCtx) -> u64 {
    use crate::program::ir::Dim;
    let d = |x: Dim| match x {
        Dim::X => 0,
        Dim::Y => 1,
        Dim::Z => 2,
    };
    let lane = th.lane as u64;
    let le: u64 = if lane >= 31 {
        0xFFFF_FFFF
    } else {
        (2u64 << lane) - 1
    };
    let lt: u64 = if lane >= 32 {
        0xFFFF_FFFF
    } else {
        (1u64 << lane) - 1
    };
    match s {
        SReg::Tid(x) => th.tid[d(x)] as u64,
        SReg::Ntid(x) => sc.block_dim[d(x)] as u64,
        SReg::Ctaid(x) => sc.block_idx[d(x)] as u64,
        SReg::Nctaid(x) => sc.grid_dim[d(x)] as u64,
        SReg::LaneId => lane,
        SReg::WarpId => sc.warp_index as u64,
        SReg::NWarpId => sc.warps_per_block as u64,
        SReg::SmId => sc.sm as u64,
        SReg::NSmId => sc.num_sms as u64,
        SReg::GridId => sc.grid_id as u64,
        SReg::Clock => sc.clock & 0xFFFF_FFFF,
        SReg::Clock64 => sc.clock,
        SReg::GlobalTimer => sc.clock.wrapping_mul(1000),
        SReg::GlobalTimerLo => sc.clock.wrapping_mul(1000) & 0xFFFF_FFFF,
        SReg::GlobalTimerHi => sc.clock.wrapping_mul(1000) >> 32,
        SReg::TotalSmemSize => sc.shared_bytes.saturating_sub(sc.reserved_shared) as u64,
        SReg::DynamicSmemSize => sc
            .shared_bytes
            .saturating_sub(sc.reserved_shared)
            .saturating_sub(sc.static_shared) as u64,
        SReg::AggrSmemSize => sc.shared_bytes as u64,
        SReg::ReservedSmem(r) => {
            let begin = sc.shared_bytes.saturating_sub(sc.reserved_shared) as u64;
            let cap = sc.reserved_shared as u64;
            match r {
                ReservedSmem::Begin | ReservedSmem::Part(0) => begin,
                ReservedSmem::End => begin + cap,
                ReservedSmem::Cap => cap,
                ReservedSmem::Part(_) => begin + cap / 2,
            }
        }
        // Driver-defined registers: CUDA passes the cooperative launch's grid-sync workspace
        // in %envreg1:%envreg2; the others read 0.
        SReg::EnvReg(1) => sc.grid_sync >> 32,
        SReg::EnvReg(2) => sc.grid_sync & 0xFFFF_FFFF,
        SReg::EnvReg(_) => 0,
        SReg::LanemaskEq => le & !lt,
        SReg::LanemaskLt => lt,
        SReg::LanemaskLe => le,
        SReg::LanemaskGt => !le & 0xFFFF_FFFF,
        SReg::LanemaskGe => !lt & 0xFFFF_FFFF,
    }
}

/// E[[e]]φϱκ (T:L1744): `c` → C[[c]]; `v` → ϱ(V[[v]]) for registers, V[[v]] otherwise;
/// `!v` → 1 if E[[v]] = 0 else 0; `v + c` → E[[v]] + C[[c]]; label / function name → its program
/// address; sreg → ϱ(sreg); ⊥ otherwise (an absent operand included).
pub fn e_eval(op: Operand, prog: &ProgEnv, rho: &Rho<'_>, th: &Thread) -> Result<u64, String> {
    match op {
        Operand::None => Err("missing operand".into()),
        Operand::Imm(c) => Ok(c),
        Operand::Reg(r) => rho.reg(r),
        Operand::NotReg(r) => Ok((rho.reg(r)? == 0) as u64),
        Operand::RegOff(r, c) => Ok(rho.reg(r)?.wrapping_add(c as u64)),
        Operand::Var(v) => var_value(v, prog, rho, th),
        Operand::VarOff(v, c) => Ok(var_value(v, prog, rho, th)?.wrapping_add(c as u64)),
        Operand::Label(a) => Ok(a as u64),
        Operand::Func(f) => prog
            .funcs
            .get(f as usize)
            .map(|fi| fi.entry as u64)
            .ok_or_else(|| format!("undefined function #{f}")),
        Operand::SReg(s) => Ok(sreg_value(s, th, rho.sregs)),
    }
}

/// E_ε[[e_ε]] (T:L1746-1748): ε for an absent expression, E[[e]] otherwise.
pub fn e_opt(
    op: Operand,
    prog: &ProgEnv,
    rho: &Rho<'_>,
    th: &Thread,
) -> Result<Option<u64>, String> {
    match op {
        Operand::None => Ok(None),
        _ => e_eval(op, prog, rho, th).map(Some),
    }
}

/// B[[e]] (T:L1750-1752): C semantics, true iff E[[e]] ≠ 0; ⊥ propagates.
pub fn b_eval(op: Operand, prog: &ProgEnv, rho: &Rho<'_>, th: &Thread) -> Result<bool, String> {
    e_eval(op, prog, rho, th).map(|v| v != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::env::VarInfo;
    use crate::program::ir::{Guard, Instr, StateSpace};
    use crate::warp::testkit::HandProg;

    fn env() -> HandProg {
        let mut hp = HandProg::new(
            vec![
                (1, Guard::Always, Instr::Exit),
                (2, Guard::Always, Instr::Exit),
            ],
            &[("f", 2, 2, false), ("main", 1, 1, true)],
            2,
        );
        for (name, value) in [
            ("g", VarValue::Addr(StateSpace::Global, 0x1000)),
            ("x", VarValue::Frame { func: 0, offset: 8 }),
            ("r", VarValue::Reg(1)),
        ] {
            hp.prog.vars.push(VarInfo {
                name: name.into(),
                source_name: name.into(),
                space: StateSpace::Global,
                value,
                ty: None,
                size: 4,
                align: 4,
                init: None,
                func: None,
                line: 0,
            });
        }
        hp
    }

    fn thread(kappa: Vec<u32>) -> Thread {
        Thread {
            call_stack: kappa.into(),
            tid: [3, 0, 0],
            lo: 0,
            membar: None,
            lane: 1,
        }
    }

    /// `SReg::uniform` (the fast path reads such a register once per warp) holds: those
    /// registers read the same in two threads of a warp, every other register differs between
    /// some two of its lanes.
    #[test]
    fn uniform_special_registers_read_alike_in_every_lane() {
        use crate::program::ir::{Dim, ReservedSmem, SReg as S};
        let sc = SRegCtx {
            block_idx: [1, 2, 3],
            block_dim: [4, 5, 6],
            grid_dim: [7, 8, 9],
            grid_id: 10,
            sm: 11,
            num_sms: 12,
            warp_index: 13,
            warps_per_block: 14,
            clock: 0x1_0000_0015,
            shared_bytes: 16,
            static_shared: 8,
            reserved_shared: 4,
            grid_sync: 0x17_0000_0018,
        };
        let lane = |l: u32, tid: [u32; 3]| Thread {
            lane: l,
            tid,
            ..thread(vec![0])
        };
        let (a, b) = (lane(0, [0, 0, 0]), lane(37, [5, 1, 2]));
        let mut all = Vec::new();
        for d in [Dim::X, Dim::Y, Dim::Z] {
            all.extend([S::Tid(d), S::Ntid(d), S::Ctaid(d), S::Nctaid(d)]);
        }
        all.extend([
            S::LaneId,
            S::WarpId,
            S::NWarpId,
            S::SmId,
            S::NSmId,
            S::GridId,
            S::Clock,
            S::Clock64,
            S::GlobalTimer,
            S::GlobalTimerLo,
            S::GlobalTimerHi,
            S::TotalSmemSize,
            S::DynamicSmemSize,
            S::AggrSmemSize,
            S::ReservedSmem(ReservedSmem::Begin),
            S::ReservedSmem(ReservedSmem::End),
            S::ReservedSmem(ReservedSmem::Cap),
            S::ReservedSmem(ReservedSmem::Part(0)),
            S::ReservedSmem(ReservedSmem::Part(1)),
            S::LanemaskEq,
            S::LanemaskLt,
            S::LanemaskLe,
            S::LanemaskGt,
            S::LanemaskGe,
            S::EnvReg(0),
            S::EnvReg(1),
            S::EnvReg(2),
        ]);
        for s in all {
            let same = sreg_value(s, &a, &sc) == sreg_value(s, &b, &sc);
            assert_eq!(same, s.uniform(), "{s:?}");
        }
    }

    /// The reserved shared region follows the block's own shared memory: 16 bytes in all, 8
    /// static, 4 dynamic, 4 reserved.
    #[test]
    fn reserved_shared_memory_registers_name_the_region_after_the_blocks_own() {
        use crate::program::ir::SReg as S;
        let sc = SRegCtx {
            shared_bytes: 16,
            static_shared: 8,
            reserved_shared: 4,
            ..SRegCtx::default()
        };
        let th = thread(vec![0]);
        let v = |s| sreg_value(s, &th, &sc);
        assert_eq!(
            [
                v(S::TotalSmemSize),
                v(S::DynamicSmemSize),
                v(S::AggrSmemSize)
            ],
            [12, 4, 16]
        );
        let r = |k| v(S::ReservedSmem(k));
        assert_eq!(
            [
                r(ReservedSmem::Begin),
                r(ReservedSmem::End),
                r(ReservedSmem::Cap),
                r(ReservedSmem::Part(0)),
                r(ReservedSmem::Part(1))
            ],
            [12, 16, 4, 12, 14]
        );
    }

    #[test]
    fn e_v_b_semantics() {
        let hp = env();
        let p = &hp.prog;
        // two lanes; register 0 = [5, 0], register 1 = [7, 9]; register 1 blocked for lane 0
        let regs = [5, 0, 7, 9];
        let mut blocked = RegLanes::new(2, 2);
        blocked.set(1, 0);
        let sc = SRegCtx::default();
        let rho = |lane| Rho {
            regs: &regs,
            blocked: &blocked,
            lanes: 2,
            lane,
            sregs: &sc,
        };
        let th = thread(vec![1, 0]);
        let e = |o, lane| e_eval(o, p, &rho(lane), &th);
        assert_eq!(e(Operand::Reg(0), 0), Ok(5));
        assert_eq!(e(Operand::NotReg(0), 0), Ok(0));
        assert_eq!(e(Operand::NotReg(0), 1), Ok(1));
        assert_eq!(e(Operand::RegOff(0, -1), 0), Ok(4));
        assert_eq!(e(Operand::Imm(42), 0), Ok(42));
        assert_eq!(e(Operand::Var(0), 0), Ok(0x1000)); // a variable is its address (T:L1744)
        assert_eq!(e(Operand::VarOff(0, 8), 0), Ok(0x1008));
        assert_eq!(e(Operand::Var(1), 0), Ok(8)); // frame offset, f on top of κ
        assert_eq!(e(Operand::Var(2), 1), Ok(9)); // a register variable is its content
        assert!(e(Operand::Var(2), 0).unwrap_err().contains("blocked")); // ϱ = ⊥ while blocked
        assert!(e(Operand::Reg(1), 0).is_err());
        assert!(e(Operand::Reg(9), 0).is_err());
        assert_eq!(e(Operand::Label(0x123), 0), Ok(0x123));
        assert_eq!(e(Operand::Func(1), 0), Ok(p.funcs[1].entry as u64));
        assert!(e(Operand::Func(7), 0).is_err());
        assert!(e(Operand::None, 0).is_err());
        assert_eq!(e_opt(Operand::None, p, &rho(0), &th), Ok(None));
        assert_eq!(b_eval(Operand::Reg(0), p, &rho(0), &th), Ok(true));
        assert_eq!(b_eval(Operand::Reg(0), p, &rho(1), &th), Ok(false));
        assert_eq!(
            e(
                Operand::SReg(crate::program::ir::SReg::Tid(crate::program::ir::Dim::X)),
                0
            ),
            Ok(3)
        );
        // V[[x]] is ⊥ when f is not on top of κ (T:L1730-1732)
        let th2 = thread(vec![1]);
        assert!(e_eval(Operand::Var(1), p, &rho(0), &th2).is_err());
        assert!(v_eval(1, p, &[]).is_err());
        assert_eq!(v_eval(2, p, &[]), Ok(VarValue::Reg(1)));
    }
}
