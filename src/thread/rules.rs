//! Thread rules →Θ (T:L1830-1927) and conditional execution →Θe (T:L1929-1956).
//!
//! Each rule computes its action first and changes θ last, so that a rule that gets stuck (⊥)
//! leaves the thread untouched. The call rule's push of the callee frame onto κ is done by the
//! warp for the lanes that take the call in this step (docs/design.md §4, see
//! [`crate::warp::step::warp_step`]); everything else is as in the thesis.

use super::acts::{ThreadBarAct, ThreadMemAct, ThreadRtAct};
use super::alu;
use super::expr::{b_eval, e_eval, e_opt, Rho};
use super::Thread;
use crate::program::env::ProgEnv;
use crate::program::ir::MemKind;
use crate::program::ir::{
    AtomOp, BarKind, CacheOp, Guard, Instr, MembarLevel, Operand, ProgAddr, RegId, StateSpace, Ty,
};

/// `FlowAct` (T:L1788) without the lane (the warp knows which lane produced it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlowAct {
    Sync,
    Break,
    Return,
    Exit,
    Ssy(ProgAddr),
    PreRet(ProgAddr),
    PreBrk(ProgAddr),
    Bra(ProgAddr),
    Call(ProgAddr),
}

/// A thread action `Act_θ` (T:L1784), as the warp consumes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadAct {
    Flow(FlowAct),
    /// `RegReq` (T:L1798) of an ALU-like instruction: `dst ← value` (and `dst2 ← value2` for the
    /// second predicate of `setp p|q`). The warp writes it at once (docs/design.md §10 fast path).
    RegWrite {
        dst: RegId,
        value: u64,
        dst2: Option<(RegId, u64)>,
    },
    /// `LdReq`/`StReq`/`AtomicReq` (T:L1792-1799).
    Mem(ThreadMemAct),
    /// A warp collective (`Instr::Coll`): the lane's operand values and its member mask
    /// (`None` for forms without one). The warp computes the results.
    Coll {
        a: u64,
        b: u64,
        c: u64,
        mask: Option<u64>,
    },
    /// `VoteAct` (T:L1825): destination register and predicate.
    Vote {
        dst: RegId,
        p: bool,
    },
    /// `BarrierAct_θ` (T:L1826).
    Bar(ThreadBarAct),
    /// A runtime call (`Instr::Runtime`): the device carries it out.
    Runtime(ThreadRtAct),
}

/// Number of barrier indices (NumBarrierIndices, T:L574); `Warp::barriers` is a 16-bit set.
pub const NUM_BARRIERS: u64 = 16;

/// Keep the low `ty.bits()` bits: registers hold values zero-extended to 64 bits (docs/design.md §6);
/// predicates are 0/1.
#[inline]
pub fn canon(ty: Ty, v: u64) -> u64 {
    match ty {
        Ty::Pred => (v != 0) as u64,
        _ if ty.bits() >= 64 => v,
        _ => v & ((1u64 << ty.bits()) - 1),
    }
}

/// Exec_tt / Exec_ff (T:L1954-1956): a lane runs the instruction iff it is active and its guard
/// holds. α is checked first, so an inactive lane never reads its (possibly blocked) guard register.
/// Returns `Ok(None)` for Exec_ff and for rules without an action (membar).
pub fn exec_e(
    th: &mut Thread,
    prog: &ProgEnv,
    idx: usize,
    active: bool,
    rho: &Rho<'_>,
) -> Result<Option<ThreadAct>, String> {
    if !active {
        return Ok(None); // Exec_ff: inactive
    }
    let guard = prog
        .guards
        .get(idx)
        .copied()
        .ok_or("instruction without a guard entry")?;
    if !guard_holds(guard, prog, rho, th)? {
        return Ok(None); // Exec_ff: guard false
    }
    step(th, &prog.instrs[idx], prog, rho) // Exec_tt
}

/// B[[φ_guardEnv(pc)]] (T:L1954); no guard = true.
pub fn guard_holds(g: Guard, prog: &ProgEnv, rho: &Rho<'_>, th: &Thread) -> Result<bool, String> {
    match g {
        Guard::Always => Ok(true),
        Guard::If(r) => b_eval(Operand::Reg(r), prog, rho, th),
        Guard::IfNot(r) => b_eval(Operand::NotReg(r), prog, rho, th),
    }
}

/// The thread transition ⟨θ | instr, φ, ϱ⟩ —tact_ε→Θ θ' (T:L1834-1837): dispatch to the rules.
pub fn step(
    th: &mut Thread,
    instr: &Instr,
    prog: &ProgEnv,
    rho: &Rho<'_>,
) -> Result<Option<ThreadAct>, String> {
    let e = |o: Operand| e_eval(o, prog, rho, th);
    let act = match instr {
        Instr::Alu {
            op,
            ty,
            ty2,
            mods,
            dst,
            src,
        } => rule_dop(*op, *ty, *ty2, *mods, *dst, src, prog, rho, th)?,
        Instr::Setp {
            cmp,
            bop,
            ty,
            dst,
            dst2,
            a,
            b,
            c,
        } => {
            let (p, q) = alu::setp(
                *cmp,
                *bop,
                *ty,
                e(*a)?,
                e(*b)?,
                or_zero(e_opt(*c, prog, rho, th)?),
            );
            rule_setp(*dst, *dst2, p, q)
        }
        Instr::Set {
            cmp,
            bop,
            dty,
            ty,
            dst,
            a,
            b,
            c,
        } => {
            let v = alu::set(
                *cmp,
                *bop,
                *dty,
                *ty,
                e(*a)?,
                e(*b)?,
                or_zero(e_opt(*c, prog, rho, th)?),
            );
            rule_set(*dst, v)
        }
        Instr::Mov { ty, dst, src } => rule_mov(*ty, *dst, e(*src)?),
        Instr::Ld {
            ss,
            cop,
            volatile,
            ty,
            dst,
            addr,
        } => ThreadAct::Mem(rule_ld(th.lane, *ss, *cop, *volatile, *ty, *dst, e(*addr)?)),
        Instr::St {
            ss,
            cop,
            volatile,
            ty,
            addr,
            src,
        } => ThreadAct::Mem(rule_st(
            th.lane,
            *ss,
            *cop,
            *volatile,
            *ty,
            e(*addr)?,
            e(*src)?,
        )),
        Instr::Atom {
            ss,
            op,
            ty,
            dst,
            addr,
            b,
            c,
        } => rule_atom(
            th,
            *ss,
            *op,
            *ty,
            *dst,
            e(*addr)?,
            e(*b)?,
            e_opt(*c, prog, rho, th)?,
        ),
        Instr::Vote { dst, pred, .. } => rule_vote(*dst, b_eval(*pred, prog, rho, th)?),
        Instr::Coll {
            op, a, b, c, mask, ..
        } => {
            let a = match op {
                crate::program::ir::CollOp::Vote(_) => b_eval(*a, prog, rho, th)? as u64,
                _ => or_zero(e_opt(*a, prog, rho, th)?),
            };
            ThreadAct::Coll {
                a,
                b: or_zero(e_opt(*b, prog, rho, th)?),
                c: or_zero(e_opt(*c, prog, rho, th)?),
                mask: e_opt(*mask, prog, rho, th)?,
            }
        }
        Instr::Bar {
            kind,
            barrier,
            count,
            dst,
            pred,
        } => {
            let act = rule_bar(
                th,
                *kind,
                e(*barrier)?,
                e_opt(*count, prog, rho, th)?,
                *dst,
                *pred,
                prog,
                rho,
            )?;
            if !matches!(kind, BarKind::Arrive) {
                th.membar = Some(MembarLevel::Cta);
            }
            act
        }
        Instr::Membar { level } => {
            rule_membar(th, *level);
            return Ok(None);
        }
        Instr::Runtime { func, args, dst } => {
            if let crate::program::ir::RtFunc::Missing(f) = func {
                let name = prog.funcs.get(*f as usize).map_or("?", |f| f.name.as_str());
                return Err(format!(
                    "extern_call: `{name}` is declared `.extern` without a body and no runtime provides it"
                ));
            }
            let mut v = [0u64; 4];
            for (x, a) in v.iter_mut().zip(args) {
                *x = or_zero(e_opt(*a, prog, rho, th)?);
            }
            ThreadAct::Runtime(ThreadRtAct {
                lane: th.lane,
                func: *func,
                args: v,
                dst: *dst,
            })
        }
        // The thread aborts: no rule applies (⊥), reported as a `trap` (device::report).
        Instr::Trap => {
            let [x, y, z] = th.tid;
            return Err(format!("trap: thread ({x},{y},{z}) executed `trap`"));
        }
        Instr::Bra { target } => rule_bra(e(*target)?)?,
        Instr::BrxIdx { index, targets } => {
            let i = e(*index)?;
            let t = targets
                .get(i as usize)
                .ok_or_else(|| format!("brx.idx index {i} out of range"))?;
            rule_bra(*t as u64)?
        }
        Instr::Call { target } => rule_call(e(*target)?, prog)?,
        Instr::Ret => rule_return(th)?,
        Instr::Exit => rule_exit(),
        Instr::Ssy { target } => rule_ssy(*target),
        Instr::Sync => rule_sync(),
        Instr::PreBrk { target } => rule_prebrk(*target),
        Instr::PreRet { target } => rule_preret(*target),
        Instr::Brk => rule_break(),
    };
    Ok(Some(act))
}

/// (ld), T:L1908-1910: `V[[r]] ← E[[e]] ss size vol_ε cop_ε MI` (LdReq); the device resolves the
/// address (memOp, T:L2760); the type gives size and sign extension (docs/design.md §6). Also
/// the request of a decoded load (`warp::step`), for lane `lane`.
pub fn rule_ld(
    lane: u32,
    ss: StateSpace,
    cop: CacheOp,
    volatile: bool,
    ty: Ty,
    dst: RegId,
    addr: u64,
) -> ThreadMemAct {
    ThreadMemAct {
        lane,
        kind: MemKind::Load,
        space: ss,
        cop,
        volatile,
        ty,
        addr,
        value: 0,
        value2: 0,
        dst: Some(dst),
    }
}

/// (st), T:L1902-1904: `E[[e]] ss size E[[r]] vol_ε cop_ε MI` (StReq); the value is cut to the
/// store's size. The source may be any expression (T:L1902 names a register; real PTX also stores immediates).
/// Also the request of a decoded store (`warp::step`), for lane `lane`.
pub fn rule_st(
    lane: u32,
    ss: StateSpace,
    cop: CacheOp,
    volatile: bool,
    ty: Ty,
    addr: u64,
    v: u64,
) -> ThreadMemAct {
    ThreadMemAct {
        lane,
        kind: MemKind::Store,
        space: ss,
        cop,
        volatile,
        ty,
        addr,
        value: canon(ty, v),
        value2: 0,
        dst: None,
    }
}

/// (atom), T:L1899: `V[[r]] ← E[[e1]] ss aop size E[[e2]] E_ε[[e3]] MI` (AtomicReq); `red` is an
/// atom without destination.
#[allow(clippy::too_many_arguments)]
fn rule_atom(
    th: &Thread,
    ss: StateSpace,
    op: AtomOp,
    ty: Ty,
    dst: Option<RegId>,
    addr: u64,
    b: u64,
    c: Option<u64>,
) -> ThreadAct {
    ThreadAct::Mem(ThreadMemAct {
        lane: th.lane,
        kind: MemKind::Atomic(op),
        space: ss,
        cop: CacheOp::Default,
        volatile: false,
        ty,
        addr,
        value: b,
        value2: or_zero(c),
        dst,
    })
}

/// (vote), T:L1877: `vote V[[r]] B[[e]] wl MI`; the warp computes the result (T:L2310-2314).
fn rule_vote(dst: RegId, p: bool) -> ThreadAct {
    ThreadAct::Vote { dst, p }
}

/// (bra), T:L1849: `bra wl E[[e]]`; a register target must hold a program address (T:L1847).
fn rule_bra(target: u64) -> Result<ThreadAct, String> {
    Ok(ThreadAct::Flow(FlowAct::Bra(pc_of(target)?)))
}

/// (ssy), T:L1859: `ssy E[[l]]`.
fn rule_ssy(target: ProgAddr) -> ThreadAct {
    ThreadAct::Flow(FlowAct::Ssy(target))
}

/// (preBrk), T:L1861: `preBrk E[[l]]`.
fn rule_prebrk(target: ProgAddr) -> ThreadAct {
    ThreadAct::Flow(FlowAct::PreBrk(target))
}

/// (preRet), T:L1863: `preRet E[[l]]`.
fn rule_preret(target: ProgAddr) -> ThreadAct {
    ThreadAct::Flow(FlowAct::PreRet(target))
}

/// (sync), T:L1865: `sync`.
fn rule_sync() -> ThreadAct {
    ThreadAct::Flow(FlowAct::Sync)
}

/// (break), T:L1867: `break wl` (the grammar's `brk`).
fn rule_break() -> ThreadAct {
    ThreadAct::Flow(FlowAct::Break)
}

/// (exit), T:L1869: `exit wl`.
fn rule_exit() -> ThreadAct {
    ThreadAct::Flow(FlowAct::Exit)
}

fn or_zero(v: Option<u64>) -> u64 {
    v.unwrap_or(0)
}

fn pc_of(v: u64) -> Result<ProgAddr, String> {
    ProgAddr::try_from(v).map_err(|_| format!("branch target {v:#x} is not a program address"))
}

/// (dop), T:L1843-1844: `V[[r]] ← dop(E[[e1]] … E[[en]])` as a RegReq. Absent sources read 0.
#[allow(clippy::too_many_arguments)]
fn rule_dop(
    op: crate::program::ir::AluOp,
    ty: Ty,
    ty2: Ty,
    mods: crate::program::ir::AluMods,
    dst: RegId,
    src: &[Operand; 4],
    prog: &ProgEnv,
    rho: &Rho<'_>,
    th: &Thread,
) -> Result<ThreadAct, String> {
    let mut v = [0u64; 4];
    for (i, o) in src.iter().enumerate() {
        v[i] = or_zero(e_opt(*o, prog, rho, th)?);
    }
    let value = alu::alu(op, ty, ty2, mods, v[0], v[1], v[2], v[3]);
    Ok(ThreadAct::RegWrite {
        dst,
        value,
        dst2: None,
    })
}

/// (setp), T:L1924-1926: `V[[r]] ← comp(E[[e1]], E[[e2]])`; the optional second destination gets
/// the negated comparison (PTX `setp p|q`).
fn rule_setp(dst: RegId, dst2: Option<RegId>, p: bool, q: bool) -> ThreadAct {
    ThreadAct::RegWrite {
        dst,
        value: p as u64,
        dst2: dst2.map(|d| (d, q as u64)),
    }
}

/// `set` (PTX extension of (setp), T:L1924): `V[[r]] ← set(…)` as a RegReq.
fn rule_set(dst: RegId, v: u64) -> ThreadAct {
    ThreadAct::RegWrite {
        dst,
        value: v,
        dst2: None,
    }
}

/// (mov), T:L1916-1918: `V[[r]] ← E[[e]]` (a constant, register, label / function address or a
/// non-register variable's address, T:L1913), kept at the instruction's type width.
fn rule_mov(ty: Ty, dst: RegId, v: u64) -> ThreadAct {
    ThreadAct::RegWrite {
        dst,
        value: canon(ty, v),
        dst2: None,
    }
}

/// (call), T:L1855: `call wl E[[e]]`; E[[e]] must be the first instruction of a function
/// (T:L1851). The push of φ_localEnv(E[[e]]) onto κ is done by the warp for the lanes that take
/// the call in this step (docs/design.md §4: avoids the double push of errata B8).
fn rule_call(target: u64, prog: &ProgEnv) -> Result<ThreadAct, String> {
    let pc = pc_of(target)?;
    callee_of(prog, pc)?;
    Ok(ThreadAct::Flow(FlowAct::Call(pc)))
}

/// φ_funcEnv⁻¹: the function whose first instruction is `pc` (⊥ if none).
pub fn callee_of(prog: &ProgEnv, pc: ProgAddr) -> Result<crate::program::ir::FuncId, String> {
    prog.funcs
        .iter()
        .position(|f| f.entry == pc)
        .map(|i| i as crate::program::ir::FuncId)
        .ok_or_else(|| format!("call target {pc:#x} is not the entry of a function"))
}

/// (return), T:L1873: `return wl`, θ' = θ with the top frame of κ popped; ⊥ on an empty κ.
fn rule_return(th: &mut Thread) -> Result<ThreadAct, String> {
    th.call_stack
        .pop()
        .ok_or_else(|| "ret with an empty call stack".to_string())?;
    Ok(ThreadAct::Flow(FlowAct::Return))
}

/// (membar), T:L1881-1883: no action; θ' = θ ◁ mbl (the warp is unschedulable until the device
/// clears the level, T:L2630, T:L2764). A pending stronger level is kept.
fn rule_membar(th: &mut Thread, level: MembarLevel) {
    th.membar = Some(th.membar.map_or(level, |l| l.max(level)));
}

/// (bar_sync) T:L1887, (bar_arrive) T:L1891, (bar_red) T:L1895: `bar E[[e]] E_ε[[e']] …`.
/// The barrier index must lie in BarrierIdx (T:L1885) and a thread count in ThreadCnt (a positive
/// multiple of the warp size, T:L1817; 32 for lock-step warps wider than 32). The `.cta` fence of
/// bar.sync/bar.red is set by the caller after success.
#[allow(clippy::too_many_arguments)]
fn rule_bar(
    th: &Thread,
    kind: BarKind,
    barrier: u64,
    count: Option<u64>,
    dst: Option<RegId>,
    pred: Operand,
    prog: &ProgEnv,
    rho: &Rho<'_>,
) -> Result<ThreadAct, String> {
    if barrier >= NUM_BARRIERS {
        return Err(format!("barrier index {barrier} outside 0..{NUM_BARRIERS}"));
    }
    let ws = (rho.lanes as u64).clamp(1, 32);
    let count = match count {
        Some(c) if c == 0 || c % ws != 0 || c > u32::MAX as u64 => {
            return Err(format!(
                "barrier thread count {c} is not a positive multiple of {ws}"
            ))
        }
        Some(c) => Some(c as u32),
        None if matches!(kind, BarKind::Arrive) => {
            return Err("bar.arrive needs a thread count".into())
        }
        None => None,
    };
    let pred = match kind {
        BarKind::Red(_) => Some(b_eval(pred, prog, rho, th)?),
        _ => None,
    };
    Ok(ThreadAct::Bar(ThreadBarAct {
        lane: th.lane,
        barrier: barrier as u32,
        count,
        dst,
        pred,
    }))
}
