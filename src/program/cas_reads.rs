//! Plain reads that only feed a compare-and-swap on their own address: the first read of the CUDA
//! programming guide's CAS loop (`old = *addr; do { assumed = old; old = atomicCAS(addr,
//! assumed, f(assumed)); } while (assumed != old);`), which compilers also emit for atomic
//! operations the hardware lacks (a 64-bit float `atomicAdd` below sm_60).
//!
//! Such a read races with other threads' CAS by the letter of the race definition, but its value
//! cannot reach memory or the program's results unchecked: the CAS stores only when memory still
//! holds the value read. The race detector reports these races as `benign_race` warnings
//! (docs/checks.md; `--races strict` reports them as races).
//!
//! A plain load `L` (global, shared or generic, not volatile) qualifies when, by a forward
//! data-flow analysis over its function:
//! - its value (through data operations, moves, comparisons and selections) reaches the compare
//!   operand of an `atom.cas` on the same address operand, whose base register is defined at
//!   most once in the function (so the two name the same address), and
//! - it reaches nothing else: not a store, an address, another atomic, a call, a collective; as
//!   a guard it may only decide control flow (`bra`, `brk`, `ret`, ...: the loop's
//!   `while (assumed != old)`).
//!
//! Unoptimised code keeps every variable in a stack slot: the analysis follows values through
//! the slots of the function's own frame (addresses computed from `%stackBase` by additions and
//! `cvta`), and recognises an address reloaded from a slot as the one stored there when the
//! slot is written once. Any other store of the value ends the analysis (not recognised: the
//! race stays a `data_race`).

use super::env::ProgEnv;
use super::ir::{AluOp, AtomOp, Guard, Instr, Operand, RegId, StateSpace};
use std::collections::BTreeMap;

/// Functions longer than this are not analysed (their reads stay ordinary reads).
const MAX_FUNC_INSTRS: usize = 20_000;

/// Per instruction index: is it a plain load whose value only feeds a CAS on its address?
pub fn cas_validated_reads(prog: &ProgEnv) -> Vec<bool> {
    let mut out = vec![false; prog.instrs.len()];
    for f in &prog.funcs {
        let (Some(s), Some(e)) = (prog.index(f.entry), prog.index(f.end.saturating_sub(1))) else {
            continue;
        };
        let e = e + 1;
        if e - s > MAX_FUNC_INSTRS {
            continue;
        }
        let body = &prog.instrs[s..e];
        if !body.iter().any(|i| {
            matches!(
                i,
                Instr::Atom {
                    op: AtomOp::Cas,
                    ..
                }
            )
        }) {
            continue;
        }
        let func = Func::new(prog, s, e);
        for (k, i) in body.iter().enumerate() {
            if let Instr::Ld {
                ss,
                volatile: false,
                addr,
                ..
            } = i
            {
                if matches!(
                    ss,
                    StateSpace::Global | StateSpace::Shared | StateSpace::Generic
                ) && func.slot(addr, 1).is_none()
                    && func.only_feeds_cas(k)
                {
                    out[s + k] = true;
                }
            }
        }
    }
    out
}

/// One function's instructions `s..e` with their successors.
struct Func<'a> {
    prog: &'a ProgEnv,
    s: usize,
    instrs: &'a [Instr],
    succ: Vec<smallvec::SmallVec<[usize; 2]>>,
    words: usize,
    /// Registers holding a frame address: their offset from `%stackBase`.
    stack: BTreeMap<RegId, i64>,
    /// The frame slots the function loads or stores, (offset, bytes); slot `i` is taint bit
    /// `prog.regs.len() + i`.
    slots: Vec<(i64, u32)>,
    /// Definitions per register in the function.
    ndefs: BTreeMap<RegId, u32>,
}

impl<'a> Func<'a> {
    fn new(prog: &'a ProgEnv, s: usize, e: usize) -> Func<'a> {
        let instrs = &prog.instrs[s..e];
        let n = instrs.len();
        let local = |pc: u32| prog.index(pc).filter(|&i| i >= s && i < e).map(|i| i - s);
        // Where `brk` and `sync` may continue: the targets of the function's tokens (an
        // over-approximation of the token the instruction pops).
        let resumes: Vec<usize> = instrs
            .iter()
            .filter_map(|i| match i {
                Instr::Ssy { target } | Instr::PreBrk { target } => local(*target),
                _ => None,
            })
            .collect();
        let succ = (0..n)
            .map(|k| {
                let guarded = prog.guards[s + k] != Guard::Always;
                let next = (k + 1 < n).then_some(k + 1);
                let mut v: smallvec::SmallVec<[usize; 2]> = smallvec::SmallVec::new();
                match &instrs[k] {
                    Instr::Bra {
                        target: Operand::Label(t),
                    } => {
                        v.extend(local(*t));
                        if guarded {
                            v.extend(next);
                        }
                    }
                    Instr::Bra { .. } => {
                        // An indirect branch: anywhere in the function.
                        v.extend(0..n);
                    }
                    Instr::BrxIdx { targets, .. } => {
                        v.extend(targets.iter().filter_map(|t| local(*t)));
                    }
                    Instr::Ret | Instr::Exit | Instr::Trap => {
                        if guarded {
                            v.extend(next);
                        }
                    }
                    Instr::Brk | Instr::Sync => {
                        v.extend(resumes.iter().copied());
                        v.extend(next);
                    }
                    _ => v.extend(next),
                }
                v
            })
            .collect();
        let mut ndefs: BTreeMap<RegId, u32> = BTreeMap::new();
        for i in instrs {
            for d in defs(i) {
                *ndefs.entry(d).or_insert(0) += 1;
            }
        }
        // Frame addresses: `%stackBase`, and registers defined once from one by `add` of a
        // constant, `cvta` or `mov`.
        let mut stack: BTreeMap<RegId, i64> = BTreeMap::new();
        if let Some(sb) = prog.stack_base {
            stack.insert(sb, 0);
        }
        loop {
            let before = stack.len();
            for i in instrs {
                let (dst, base, k) = match i {
                    Instr::Alu {
                        op: AluOp::Add,
                        dst,
                        src: [Operand::Reg(b), Operand::Imm(k), ..],
                        ..
                    } => (*dst, *b, *k as i64),
                    Instr::Alu {
                        op:
                            AluOp::Cvta {
                                space: StateSpace::Local,
                                ..
                            },
                        dst,
                        src: [Operand::Reg(b), ..],
                        ..
                    }
                    | Instr::Mov {
                        dst,
                        src: Operand::Reg(b),
                        ..
                    } => (*dst, *b, 0),
                    _ => continue,
                };
                if ndefs.get(&dst) == Some(&1) && !stack.contains_key(&dst) {
                    if let Some(&o) = stack.get(&base) {
                        stack.insert(dst, o + k);
                    }
                }
            }
            if stack.len() == before {
                break;
            }
        }
        let mut f = Func {
            prog,
            s,
            instrs,
            succ,
            words: 0,
            stack,
            slots: Vec::new(),
            ndefs,
        };
        let mut slots: Vec<(i64, u32)> = instrs
            .iter()
            .filter_map(|i| match i {
                Instr::Ld { addr, ty, .. } | Instr::St { addr, ty, .. } => f.slot(addr, ty.bytes()),
                _ => None,
            })
            .collect();
        slots.sort_unstable();
        slots.dedup();
        f.words = (prog.regs.len() + slots.len()).div_ceil(64).max(1);
        f.slots = slots;
        f
    }

    /// The frame slot an address operand names, if it is a frame address.
    fn slot(&self, addr: &Operand, bytes: u32) -> Option<(i64, u32)> {
        match *addr {
            Operand::Reg(r) => self.stack.get(&r).map(|&o| (o, bytes)),
            Operand::RegOff(r, k) => self.stack.get(&r).map(|&o| (o + k, bytes)),
            _ => None,
        }
    }

    /// Taint bits of the slots that overlap `x`.
    fn overlapping(&self, x: (i64, u32)) -> impl Iterator<Item = u32> + '_ {
        let n = self.prog.regs.len() as u32;
        self.slots.iter().enumerate().filter_map(move |(i, y)| {
            (x.0 < y.0 + y.1 as i64 && y.0 < x.0 + x.1 as i64).then_some(n + i as u32)
        })
    }

    /// The register a value was first computed in: through copies, and through a frame slot
    /// written once (unoptimised code reloads an address from its slot before each use).
    fn canonical(&self, r: RegId, depth: u32) -> RegId {
        if depth > 16 || self.ndefs.get(&r).copied().unwrap_or(0) != 1 {
            return r;
        }
        let Some(def) = self.instrs.iter().find(|i| defs(i).contains(&r)) else {
            return r;
        };
        match def {
            Instr::Mov {
                src: Operand::Reg(x),
                ..
            } => self.canonical(*x, depth + 1),
            Instr::Ld { addr, ty, .. } => {
                let Some(x) = self.slot(addr, ty.bytes()) else {
                    return r;
                };
                let stores: Vec<&Instr> = self
                    .instrs
                    .iter()
                    .filter(|i| match i {
                        Instr::St { addr, ty, .. } => self
                            .slot(addr, ty.bytes())
                            .is_some_and(|y| x.0 < y.0 + y.1 as i64 && y.0 < x.0 + x.1 as i64),
                        _ => false,
                    })
                    .collect();
                match stores.as_slice() {
                    [Instr::St {
                        addr,
                        ty,
                        src: Operand::Reg(v),
                        ..
                    }] if self.slot(addr, ty.bytes()) == Some(x) => self.canonical(*v, depth + 1),
                    _ => r,
                }
            }
            _ => r,
        }
    }

    /// Do two address operands name the same address (module doc)?
    fn same_address(&self, a: &Operand, b: &Operand) -> bool {
        let parts = |o: &Operand| match *o {
            Operand::Reg(r) => Some((r, 0)),
            Operand::RegOff(r, k) => Some((r, k)),
            _ => None,
        };
        match (parts(a), parts(b)) {
            (Some((x, i)), Some((y, j))) => {
                let c = self.canonical(x, 0);
                i == j && c == self.canonical(y, 0) && self.ndefs.get(&c).copied().unwrap_or(0) <= 1
            }
            _ => a == b && matches!(a, Operand::Var(_) | Operand::VarOff(..)),
        }
    }

    /// The forward taint analysis of the value loaded at `l` (module doc).
    fn only_feeds_cas(&self, l: usize) -> bool {
        let Instr::Ld {
            addr: laddr,
            ss: lss,
            dst: ldst,
            ..
        } = &self.instrs[l]
        else {
            return false;
        };
        let n = self.instrs.len();
        let w = self.words;
        // Tainted registers at the entry of each instruction.
        let mut inn = vec![0u64; n * w];
        let mut work: Vec<usize> = self.succ[l].to_vec();
        let mut queued = vec![false; n];
        let mut out = vec![0u64; w];
        set(&mut out, *ldst);
        for &x in &self.succ[l] {
            join(&mut inn[x * w..(x + 1) * w], &out);
            queued[x] = true;
        }
        let mut validated = false;
        while let Some(k) = work.pop() {
            queued[k] = false;
            let taint = inn[k * w..(k + 1) * w].to_vec();
            let tainted = |o: &Operand| operand_reg(self.prog, o).is_some_and(|r| get(&taint, r));
            let guard = match self.prog.guards[self.s + k] {
                Guard::If(r) | Guard::IfNot(r) => get(&taint, r),
                Guard::Always => false,
            };
            let i = &self.instrs[k];
            // Does a tainted value reach a use other than a data operation, a CAS on the
            // load's address, or a branch decision?
            let mut carries = guard;
            match i {
                Instr::Alu { src, .. } => carries |= src.iter().any(tainted),
                Instr::Setp { a, b, c, .. } | Instr::Set { a, b, c, .. } => {
                    carries |= [a, b, c].into_iter().any(tainted)
                }
                Instr::Mov { src, .. } => carries |= tainted(src),
                Instr::Atom {
                    op: AtomOp::Cas,
                    ss,
                    addr,
                    b,
                    c,
                    ..
                } if self.same_address(addr, laddr)
                    && (ss == lss || *ss == StateSpace::Generic || *lss == StateSpace::Generic) =>
                {
                    if guard || tainted(addr) {
                        return false;
                    }
                    validated |= tainted(b);
                    let _ = c; // the new value may derive from the value read
                }
                Instr::Bra {
                    target: Operand::Label(_),
                } => {}
                // The frame's own slots carry the value like registers.
                Instr::St { addr, src, ty, .. } if self.slot(addr, ty.bytes()).is_some() => {
                    if guard || tainted(addr) {
                        return false;
                    }
                    carries |= tainted(src);
                }
                Instr::Ld { addr, ty, .. } if self.slot(addr, ty.bytes()).is_some() => {
                    if guard || tainted(addr) {
                        return false;
                    }
                    let x = self.slot(addr, ty.bytes()).expect("a frame slot");
                    carries |= self.overlapping(x).any(|b| get(&taint, b));
                }
                Instr::Ssy { .. }
                | Instr::Sync
                | Instr::PreBrk { .. }
                | Instr::PreRet { .. }
                | Instr::Brk
                | Instr::Ret
                | Instr::Exit
                | Instr::Membar { .. } => {
                    // A guard here decides control flow only (the loop's exit test may be a
                    // guarded `brk` after the loader's transformations).
                }
                other => {
                    if guard || uses(self.prog, other).iter().any(|&r| get(&taint, r)) {
                        return false;
                    }
                }
            }
            // Transfer: the instruction's definitions are tainted when it carries the value
            // (data operations), untainted otherwise (a load's or a CAS's result comes from
            // memory).
            let mut next = taint;
            if let Instr::St { addr, ty, .. } = i {
                if let Some(x) = self.slot(addr, ty.bytes()) {
                    // The slot now holds the stored value (other slots it overlaps keep what
                    // they had, as they may still hold tainted bytes).
                    let bit = self.prog.regs.len() as u32
                        + self.slots.binary_search(&x).expect("collected") as u32;
                    if carries {
                        set(&mut next, bit);
                    } else {
                        clear(&mut next, bit);
                    }
                }
            }
            let from_slot =
                matches!(i, Instr::Ld { addr, ty, .. } if self.slot(addr, ty.bytes()).is_some());
            for d in defs(i) {
                let data = from_slot
                    || matches!(
                        i,
                        Instr::Alu { .. }
                            | Instr::Setp { .. }
                            | Instr::Set { .. }
                            | Instr::Mov { .. }
                    );
                if data && carries {
                    set(&mut next, d);
                } else if !(k == l && d == *ldst) {
                    clear(&mut next, d);
                }
            }
            if k == l {
                set(&mut next, *ldst);
            }
            for &x in &self.succ[k] {
                let slot = &mut inn[x * w..(x + 1) * w];
                if join(slot, &next) && !queued[x] {
                    queued[x] = true;
                    work.push(x);
                }
            }
        }
        validated
    }
}

fn get(bits: &[u64], r: RegId) -> bool {
    bits.get(r as usize / 64)
        .is_some_and(|w| w & (1 << (r % 64)) != 0)
}

fn set(bits: &mut [u64], r: RegId) {
    if let Some(w) = bits.get_mut(r as usize / 64) {
        *w |= 1 << (r % 64);
    }
}

fn clear(bits: &mut [u64], r: RegId) {
    if let Some(w) = bits.get_mut(r as usize / 64) {
        *w &= !(1 << (r % 64));
    }
}

/// `a |= b`; whether `a` changed.
fn join(a: &mut [u64], b: &[u64]) -> bool {
    let mut changed = false;
    for (x, y) in a.iter_mut().zip(b) {
        let z = *x | *y;
        changed |= z != *x;
        *x = z;
    }
    changed
}

/// The register an operand reads, if any (a register variable's too).
fn operand_reg(prog: &ProgEnv, o: &Operand) -> Option<RegId> {
    match *o {
        Operand::Reg(r) | Operand::NotReg(r) | Operand::RegOff(r, _) => Some(r),
        Operand::Var(v) | Operand::VarOff(v, _) => match prog.vars.get(v as usize).map(|i| i.value)
        {
            Some(super::env::VarValue::Reg(r)) => Some(r),
            _ => None,
        },
        _ => None,
    }
}

/// The registers an instruction writes.
fn defs(i: &Instr) -> smallvec::SmallVec<[RegId; 2]> {
    let mut v = smallvec::SmallVec::new();
    match i {
        Instr::Alu { dst, .. }
        | Instr::Set { dst, .. }
        | Instr::Mov { dst, .. }
        | Instr::Ld { dst, .. }
        | Instr::Vote { dst, .. } => v.push(*dst),
        Instr::Setp { dst, dst2, .. } => {
            v.push(*dst);
            v.extend(*dst2);
        }
        Instr::Coll { dst, dst2, .. } => {
            v.extend(*dst);
            v.extend(*dst2);
        }
        Instr::Atom { dst, .. } | Instr::Runtime { dst, .. } | Instr::Bar { dst, .. } => {
            v.extend(*dst)
        }
        _ => {}
    }
    v
}

/// The registers an instruction reads (its guard aside).
fn uses(prog: &ProgEnv, i: &Instr) -> smallvec::SmallVec<[RegId; 6]> {
    let mut all = smallvec::SmallVec::<[RegId; 6]>::new();
    super::decode::for_each_reg(prog, i, Guard::Always, |r| all.push(r));
    let d = defs(i);
    // A register both read and written (e.g. `atom` into its own address register) stays.
    all.retain(|r| !d.contains(r) || reads_own_dst(prog, i, *r));
    all
}

/// Does `i` read `r`, which it also writes?
fn reads_own_dst(prog: &ProgEnv, i: &Instr, r: RegId) -> bool {
    let ops: smallvec::SmallVec<[&Operand; 4]> = match i {
        Instr::Ld { addr, .. } => smallvec::smallvec![addr],
        Instr::Atom { addr, b, c, .. } => smallvec::smallvec![addr, b, c],
        Instr::Coll { a, b, c, mask, .. } => smallvec::smallvec![a, b, c, mask],
        Instr::Runtime { args, .. } => args.iter().collect(),
        Instr::Vote { pred, .. } => smallvec::smallvec![pred],
        Instr::Bar {
            barrier,
            count,
            pred,
            ..
        } => smallvec::smallvec![barrier, count, pred],
        _ => smallvec::SmallVec::new(),
    };
    ops.into_iter().any(|o| operand_reg(prog, o) == Some(r))
}
