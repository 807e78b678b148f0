//! Decoded instructions: the hot part of InstrEnv (T:L1476) brought, once per program, into a
//! form the warp can execute without interpreting operands lane by lane.
//!
//! Only what is lane-local and cannot fail is decoded: ALU operations, `setp`, `set`, `mov`, and
//! plain loads and stores (`ld`, `st`: the memory request only is built here) whose operands are
//! registers, constants or special registers (E[[e]] of T:L1744 reduced to "read register r",
//! "the constant c" or "ϱ(sreg)"), and the branching instructions whose flow
//! action does not depend on the lane (`bra` to a label, `ssy`, `sync`, `preBrk`, `preRet`,
//! `brk`, `exit`). Every other instruction is [`Decoded::Other`] and takes the thread rules as
//! written ([`crate::thread::rules::step`]). The decoded form changes how a rule is evaluated,
//! never which rule applies: `warp::fastpath` computes exactly what →Θe (T:L1954-1956) computes
//! for every active lane.

use super::env::{ProgEnv, VarValue};
use super::ir::{Guard, Instr, Operand, RegId};

// The decoded forms themselves are in `decoded.rs`, below the program environment that caches
// them (`ProgEnv::decoded`); the functions here, which read the environment, build them.
pub use super::decoded::{Decoded, Src, UniformFlow};

/// `r` if a warp holds it (an unknown register is ⊥ in the thread rules).
fn known(prog: &ProgEnv, r: RegId) -> Option<RegId> {
    ((r as usize) < prog.warp_regs()).then_some(r)
}

/// An operand the fast path can read, `None` for one that needs the thread (frame variables,
/// which depend on κ) or that the rule rejects (a missing operand, an unknown register or
/// function). `optional`: an absent operand reads 0 instead of being ⊥.
fn src(o: Operand, prog: &ProgEnv, optional: bool) -> Option<Src> {
    let reg = |r: RegId| known(prog, r);
    Some(match o {
        Operand::None if optional => Src::Imm(0),
        Operand::None => return None,
        Operand::Imm(c) => Src::Imm(c),
        Operand::Reg(r) => Src::Reg(reg(r)?),
        Operand::NotReg(r) => Src::NotReg(reg(r)?),
        Operand::RegOff(r, c) => Src::RegOff(reg(r)?, c),
        Operand::Label(a) => Src::Imm(a as u64),
        Operand::Func(f) => Src::Imm(prog.funcs.get(f as usize)?.entry as u64),
        Operand::SReg(s) => Src::SReg(s),
        Operand::Var(v) | Operand::VarOff(v, _) => {
            let off = match o {
                Operand::VarOff(_, c) => c as u64,
                _ => 0,
            };
            match prog.vars.get(v as usize)?.value {
                VarValue::Reg(r) if off == 0 => Src::Reg(reg(r)?),
                VarValue::Reg(r) => Src::RegOff(reg(r)?, off as i64),
                VarValue::Addr(_, a) => Src::Imm(a.wrapping_add(off)),
                VarValue::Frame { .. } => return None,
            }
        }
    })
}

/// Decode one instruction (see the module comment for what is decoded).
pub fn decode(instr: &Instr, prog: &ProgEnv) -> Decoded {
    decode_opt(instr, prog).unwrap_or(Decoded::Other)
}

fn decode_opt(instr: &Instr, prog: &ProgEnv) -> Option<Decoded> {
    let dst_ok = |r: RegId| known(prog, r);
    Some(match *instr {
        Instr::Alu {
            op,
            ty,
            ty2,
            mods,
            dst,
            src: s,
        } => Decoded::Alu {
            op,
            ty,
            ty2,
            mods,
            dst: dst_ok(dst)?,
            src: [
                src(s[0], prog, true)?,
                src(s[1], prog, true)?,
                src(s[2], prog, true)?,
                src(s[3], prog, true)?,
            ],
        },
        Instr::Setp {
            cmp,
            bop,
            ty,
            dst,
            dst2,
            a,
            b,
            c,
        } => Decoded::Setp {
            cmp,
            bop,
            ty,
            dst: dst_ok(dst)?,
            dst2: match dst2 {
                Some(d) => Some(dst_ok(d)?),
                None => None,
            },
            src: [
                src(a, prog, false)?,
                src(b, prog, false)?,
                src(c, prog, true)?,
            ],
        },
        Instr::Set {
            cmp,
            bop,
            dty,
            ty,
            dst,
            a,
            b,
            c,
        } => Decoded::Set {
            cmp,
            bop,
            dty,
            ty,
            dst: dst_ok(dst)?,
            src: [
                src(a, prog, false)?,
                src(b, prog, false)?,
                src(c, prog, true)?,
            ],
        },
        Instr::Mov { ty, dst, src: s } => Decoded::Mov {
            ty,
            dst: dst_ok(dst)?,
            src: src(s, prog, false)?,
        },
        Instr::Ld {
            ss,
            cop,
            volatile,
            ty,
            dst,
            addr,
        } => Decoded::Mem {
            ss,
            cop,
            volatile,
            ty,
            dst: Some(dst_ok(dst)?),
            addr: src(addr, prog, false)?,
            val: Src::Imm(0),
        },
        Instr::St {
            ss,
            cop,
            volatile,
            ty,
            addr,
            src: v,
        } => Decoded::Mem {
            ss,
            cop,
            volatile,
            ty,
            dst: None,
            addr: src(addr, prog, false)?,
            val: src(v, prog, false)?,
        },
        Instr::Bra {
            target: Operand::Label(t),
        } => Decoded::Flow(UniformFlow::Bra(t)),
        Instr::Ssy { target } => Decoded::Flow(UniformFlow::Ssy(target)),
        Instr::PreBrk { target } => Decoded::Flow(UniformFlow::PreBrk(target)),
        Instr::PreRet { target } => Decoded::Flow(UniformFlow::PreRet(target)),
        Instr::Sync => Decoded::Flow(UniformFlow::Sync),
        Instr::Brk => Decoded::Flow(UniformFlow::Brk),
        Instr::Exit => Decoded::Flow(UniformFlow::Exit),
        _ => return None,
    })
}

/// The guard as the fast path reads it: `None` when its register does not exist (the rule is ⊥
/// and the slow path reports it).
pub fn decode_guard(g: Guard, prog: &ProgEnv) -> Option<Guard> {
    match g {
        Guard::If(r) | Guard::IfNot(r) if known(prog, r).is_none() => None,
        g => Some(g),
    }
}

/// Call `f` for every register the instruction reads or writes (regs(instr, φ) of T:L1809-1811,
/// plus the guard register, which T:L1954 reads). May repeat a register.
pub fn for_each_reg(prog: &ProgEnv, instr: &Instr, guard: Guard, mut f: impl FnMut(RegId)) {
    if let Guard::If(r) | Guard::IfNot(r) = guard {
        f(r);
    }
    fn reg(f: &mut dyn FnMut(RegId), r: &RegId) {
        f(*r)
    }
    let op = |f: &mut dyn FnMut(RegId), o: &Operand| match *o {
        Operand::Reg(r) | Operand::NotReg(r) | Operand::RegOff(r, _) => f(r),
        Operand::Var(v) | Operand::VarOff(v, _) => {
            if let Some(VarValue::Reg(r)) = prog.vars.get(v as usize).map(|i| i.value) {
                f(r)
            }
        }
        _ => {}
    };
    let f: &mut dyn FnMut(RegId) = &mut f;
    super::ir::for_each_instr_reg!(instr, f, reg, op);
}

/// The registers of every instruction ([`for_each_reg`], each once), parallel to `prog.instrs`:
/// canBeScheduled asks for them on every scheduling decision.
pub fn regs_all(prog: &ProgEnv) -> Vec<smallvec::SmallVec<[RegId; 6]>> {
    prog.instrs
        .iter()
        .enumerate()
        .map(|(i, instr)| {
            let mut v = smallvec::SmallVec::new();
            let g = prog.guards.get(i).copied().unwrap_or(Guard::Always);
            for_each_reg(prog, instr, g, |r| {
                if !v.contains(&r) {
                    v.push(r)
                }
            });
            v
        })
        .collect()
}

/// Decode every instruction of `prog` (parallel to `prog.instrs`).
pub fn decode_all(prog: &ProgEnv) -> Vec<Decoded> {
    prog.instrs
        .iter()
        .enumerate()
        .map(|(i, instr)| {
            let g = prog
                .guards
                .get(i)
                .copied()
                .and_then(|g| decode_guard(g, prog));
            match g {
                Some(_) => decode(instr, prog),
                None => Decoded::Other,
            }
        })
        .collect()
}

// The accessors of the caches the program environment keeps for the decoded form: here, with
// the functions that fill them, so that `env.rs` does not import this file.
impl ProgEnv {
    /// The decoded form of `instrs` (parallel to it), decoded once.
    #[inline]
    pub fn decoded(&self) -> &[Decoded] {
        self.decoded.get_or_init(|| decode_all(self))
    }
    /// The registers instruction `i` reads or writes, its guard included (regs(instr, φ) of
    /// T:L1809-1811), each once; computed once per program.
    #[inline]
    pub fn regs_of(&self, i: usize) -> &[RegId] {
        self.reg_uses
            .get_or_init(|| regs_all(self))
            .get(i)
            .map_or(&[], |v| v.as_slice())
    }
}
