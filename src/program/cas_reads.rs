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
//!   operand of an `atom.cas` on the same address: the same base register, defined at most
//!   once in the function, plus the same constant; or two computations that agree as integer
//!   functions of the values they are built from ([`Func::same_value`], through the one
//!   definition of a register that reaches its use), none of which is defined between the
//!   read and the CAS; and
//! - it reaches nothing else: not a store, an address, another atomic, a call, a collective; as
//!   a guard it may only decide control flow (`bra`, `brk`, `ret`, ...: the loop's
//!   `while (assumed != old)`).
//!
//! Unoptimised code keeps every variable in a stack slot: the analysis follows values through
//! the slots of the function's own frame (addresses computed from `%stackBase` by additions and
//! `cvta`), and recognises an address reloaded from a slot as the one stored there when the
//! slot is written once. Any other store of the value ends the analysis (not recognised: the
//! race stays a `data_race`).
//!
//! Debug builds call `atomicCAS` and the bit casts instead of inlining them. A value stored into a
//! call's argument slots is followed into the called function, which is summarised (per function
//! and set of argument slots, once) by where the value goes there: back to the caller in the slots
//! it holds at `ret`, or into a CAS whose address the function loaded from one of its parameter
//! slots. Only the slots of the called function's parameters are passed: the slots of earlier call
//! sequences above them are its scratch, written before they are read. The caller resolves such a
//! CAS's address to the register it stored into that argument slot just before the call, and
//! applies the same-address rule to it. Anything else the called function does with the value, an
//! indirect or recursive call, or a chain deeper than [`MAX_CALL_DEPTH`] ends the analysis.

use super::env::ProgEnv;
use super::ir::{AluOp, AtomOp, Guard, Instr, MulMode, Operand, RegId, StateSpace, Ty};
use std::collections::BTreeMap;

/// Functions longer than this are not analysed (their reads stay ordinary reads).
const MAX_FUNC_INSTRS: usize = 20_000;

/// A frame slot: its offset from the frame base and its size in bytes.
type Slot = (i64, u32);

/// A called function's summary (`None`: see [`Analysis::summaries`]).
type Summary = Option<Reach>;

/// Calls deeper than this are not followed (a read whose value goes deeper stays a read).
const MAX_CALL_DEPTH: u32 = 8;

/// Per instruction index: is it a plain load whose value only feeds a CAS on its address?
pub fn cas_validated_reads(prog: &ProgEnv) -> Vec<bool> {
    let mut out = vec![false; prog.instrs.len()];
    let an = Analysis::new(prog);
    for fi in 0..prog.funcs.len() {
        if !an.reaches_cas[fi] {
            continue;
        }
        let Some(func) = an.func(fi) else {
            continue;
        };
        for (k, i) in func.instrs.iter().enumerate() {
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
                    && func
                        .flow(&an, Start::Load(k), 0)
                        .is_some_and(|r| r.validated)
                {
                    out[func.s + k] = true;
                }
            }
        }
    }
    out
}

/// The whole-program side of the analysis: which functions can reach a CAS, and the summaries
/// of the calls the values read flow into.
struct Analysis<'a> {
    prog: &'a ProgEnv,
    /// Per function: does its body, or a function it calls directly (transitively), hold an
    /// `atom.cas`? Only reads in those functions can be CAS-validated.
    reaches_cas: Vec<bool>,
    funcs: std::cell::RefCell<BTreeMap<usize, std::rc::Rc<Func<'a>>>>,
    /// What a function does with the values in some of its frame slots at entry (`None`: a
    /// value reaches something other than data operations, CAS operands and branch decisions;
    /// also while the summary is being computed, so recursion is not followed).
    summaries: std::cell::RefCell<BTreeMap<(usize, Vec<Slot>), Summary>>,
}

impl<'a> Analysis<'a> {
    fn new(prog: &'a ProgEnv) -> Analysis<'a> {
        let body = |f: &super::env::FuncInfo| -> &'a [Instr] {
            match (prog.index(f.entry), prog.index(f.end.saturating_sub(1))) {
                (Some(s), Some(e)) if s <= e => &prog.instrs[s..=e],
                _ => &[],
            }
        };
        let mut reaches_cas: Vec<bool> = prog
            .funcs
            .iter()
            .map(|f| {
                body(f).iter().any(|i| {
                    matches!(
                        i,
                        Instr::Atom {
                            op: AtomOp::Cas,
                            ..
                        }
                    )
                })
            })
            .collect();
        loop {
            let mut changed = false;
            for (fi, f) in prog.funcs.iter().enumerate() {
                if reaches_cas[fi] {
                    continue;
                }
                let calls_one = body(f).iter().any(|i| {
                    matches!(i, Instr::Call { target: Operand::Func(g) }
                        if reaches_cas.get(*g as usize).copied().unwrap_or(false))
                });
                if calls_one {
                    reaches_cas[fi] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        Analysis {
            prog,
            reaches_cas,
            funcs: Default::default(),
            summaries: Default::default(),
        }
    }

    /// Function `fi`'s body, prepared for the analysis (`None`: empty or too long).
    fn func(&self, fi: usize) -> Option<std::rc::Rc<Func<'a>>> {
        if let Some(f) = self.funcs.borrow().get(&fi) {
            return Some(f.clone());
        }
        let f = self.prog.funcs.get(fi)?;
        let s = self.prog.index(f.entry)?;
        let e = self.prog.index(f.end.saturating_sub(1))? + 1;
        if e <= s || e - s > MAX_FUNC_INSTRS {
            return None;
        }
        let func = std::rc::Rc::new(Func::new(self.prog, s, e));
        self.funcs.borrow_mut().insert(fi, func.clone());
        Some(func)
    }

    /// What function `fi` does with the values its frame slots `inputs` (offsets from its own
    /// frame base) hold at entry.
    fn summary(&self, fi: usize, inputs: Vec<Slot>, depth: u32) -> Option<Reach> {
        if depth > MAX_CALL_DEPTH {
            return None;
        }
        let key = (fi, inputs);
        if let Some(r) = self.summaries.borrow().get(&key) {
            return r.clone();
        }
        self.summaries.borrow_mut().insert(key.clone(), None);
        let r = self
            .func(fi)
            .and_then(|f| f.flow(self, Start::Entry(&key.1), depth));
        self.summaries.borrow_mut().insert(key, r.clone());
        r
    }
}

/// Where a flow starts.
#[derive(Clone, Copy)]
enum Start<'o> {
    /// The value the plain load at this index reads.
    Load(usize),
    /// The values in these frame slots when the function is entered (a call's arguments).
    Entry(&'o [(i64, u32)]),
}

/// A CAS whose operands carry the value, in a function called with it: it may be the CAS
/// that validates the read only if its address is the read's one, which the caller checks.
#[derive(Clone, Debug, PartialEq)]
struct CasUse {
    /// The frame slot of the called function its address was passed in, and the slot's size.
    slot: (i64, u32),
    /// The constant added to that address.
    off: i64,
    ss: StateSpace,
    /// Is the value its compare operand?
    compare: bool,
}

/// What a flow reaches when it reaches nothing it must not.
#[derive(Clone, Debug, Default)]
struct Reach {
    /// A CAS on the read's address takes the value as its compare operand (a load's flow).
    validated: bool,
    /// The CASes on an address passed in a frame slot (a call's flow).
    cas: Vec<CasUse>,
    /// The frame slots that may hold the value when the function returns (a call's flow).
    ret: Vec<Slot>,
}

/// One function's instructions `s..e` with their successors.
struct Func<'a> {
    prog: &'a ProgEnv,
    s: usize,
    instrs: &'a [Instr],
    succ: Vec<smallvec::SmallVec<[usize; 2]>>,
    /// The predecessors, the reverse of `succ`.
    pred: Vec<smallvec::SmallVec<[usize; 2]>>,
    /// Instructions reached other than from the one before them (jump targets).
    entered: Vec<bool>,
    words: usize,
    /// [`Func::reaching_def`]'s answers, by register and use.
    reaching: std::cell::RefCell<BTreeMap<(RegId, usize), Option<usize>>>,
    /// Registers holding a frame address: their offset from `%stackBase`.
    stack: BTreeMap<RegId, i64>,
    /// The frame slots the function loads or stores, (offset, bytes); slot `i` is taint bit
    /// `prog.regs.len() + i`.
    slots: Vec<Slot>,
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
        let succ: Vec<smallvec::SmallVec<[usize; 2]>> = (0..n)
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
        let mut entered = vec![false; n];
        for (k, v) in succ.iter().enumerate() {
            for &x in v {
                if x != k + 1 {
                    entered[x] = true;
                }
            }
        }
        let mut pred: Vec<smallvec::SmallVec<[usize; 2]>> = vec![Default::default(); n];
        for (x, ss) in succ.iter().enumerate() {
            for &y in ss {
                pred[y].push(x);
            }
        }
        let mut f = Func {
            prog,
            s,
            instrs,
            succ,
            pred,
            entered,
            words: 0,
            reaching: Default::default(),
            stack,
            slots: Vec::new(),
            ndefs,
        };
        let mut slots: Vec<Slot> = instrs
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

    /// The taint bits of the frame slots that lie wholly inside `x` (`x` itself among them).
    fn within(&self, x: (i64, u32)) -> impl Iterator<Item = u32> + '_ {
        let n = self.prog.regs.len() as u32;
        self.slots.iter().enumerate().filter_map(move |(i, y)| {
            (x.0 <= y.0 && y.0 + y.1 as i64 <= x.0 + x.1 as i64).then_some(n + i as u32)
        })
    }

    /// Taint bits of the slots that overlap `x`.
    fn overlapping(&self, x: (i64, u32)) -> impl Iterator<Item = u32> + '_ {
        let n = self.prog.regs.len() as u32;
        self.slots
            .iter()
            .enumerate()
            .filter_map(move |(i, y)| overlap(x, *y).then_some(n + i as u32))
    }

    /// The index of `r`'s definition if the function defines it exactly once.
    fn only_def(&self, r: RegId) -> Option<usize> {
        if self.ndefs.get(&r).copied().unwrap_or(0) != 1 {
            return None;
        }
        self.instrs.iter().position(|i| defs(i).contains(&r))
    }

    /// The register a value was first computed in: through copies, and through a frame slot
    /// written once (unoptimised code reloads an address from its slot before each use).
    fn canonical(&self, r: RegId, depth: u32) -> RegId {
        let Some(k) = self.only_def(r).filter(|_| depth <= 16) else {
            return r;
        };
        match &self.instrs[k] {
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
                        Instr::St { addr, ty, .. } => {
                            self.slot(addr, ty.bytes()).is_some_and(|y| overlap(x, y))
                        }
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

    /// A register as (base register, constant offset): through copies ([`Func::canonical`])
    /// and 64-bit additions of a constant to a register defined once. Optimised code loads
    /// `[%rd13+16]` and then CASes `[%rd103]` with `%rd103 = %rd13 + 16`.
    fn base_offset(&self, r: RegId, depth: u32) -> (RegId, i64) {
        let c = self.canonical(r, depth);
        let Some(k) = self.only_def(c).filter(|_| depth <= 16) else {
            return (c, 0);
        };
        match &self.instrs[k] {
            Instr::Alu {
                op: AluOp::Add,
                ty,
                src: [Operand::Reg(b), Operand::Imm(k), ..],
                ..
            } if ty.bytes() == 8 => {
                let (base, off) = self.base_offset(*b, depth + 1);
                (base, off.wrapping_add(*k as i64))
            }
            _ => (c, 0),
        }
    }

    /// The value of register `r` at instruction `at` as a function of the function's opaque
    /// values (registers defined by what this does not model: loads, parameters, special
    /// registers, floats; or defined more than once with no single definition reaching their
    /// use), at the assignment of them that `seed` picks; `leaves` collects the opaque
    /// registers met. Integer `mov`, `add`, `sub`, `mul.lo`, `mul.wide`, `mad.lo`,
    /// `and`, `or`, `xor`, `shl`, `shr`, `cvt` and `cvta` to and from global are modelled.
    fn value_at(&self, r: RegId, at: usize, seed: u64, depth: u32, leaves: &mut Vec<RegId>) -> u64 {
        let opaque = |leaves: &mut Vec<RegId>| {
            leaves.push(r);
            mix64(seed ^ (r as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        };
        if depth > 24 {
            return opaque(leaves);
        }
        // The definition that gives `r` its value at `at`: its only one, or the only one that
        // reaches `at` (optimised code reuses a register: `%r396 = %r119 & 3` for an address,
        // later the same register as a loop counter).
        let k = match self.ndefs.get(&r).copied().unwrap_or(0) {
            0 => None,
            1 => self.only_def(r),
            _ => self.reaching_def(r, at),
        };
        let Some(k) = k else {
            return opaque(leaves);
        };
        let def = &self.instrs[k];
        let val = |o: &Operand, leaves: &mut Vec<RegId>| match *o {
            Operand::Reg(x) => Some(self.value_at(x, k, seed, depth + 1, leaves)),
            Operand::Imm(k) => Some(k),
            _ => None,
        };
        match def {
            Instr::Mov { src, .. } => val(src, leaves).unwrap_or_else(|| opaque(leaves)),
            Instr::Alu {
                op,
                ty,
                ty2,
                src,
                mods,
                ..
            } => {
                // Saturating and sign-extending conversions are not modelled.
                let (Some((bits, signed)), false, 0) = (int_ty(*ty), mods.sat, mods.sext_to) else {
                    return opaque(leaves);
                };
                let (Some(a), b, c) = (val(&src[0], leaves), &src[1], &src[2]) else {
                    return opaque(leaves);
                };
                let two = |leaves: &mut Vec<RegId>| val(b, leaves);
                let v = match op {
                    AluOp::Add => two(leaves).map(|b| a.wrapping_add(b)),
                    AluOp::Sub => two(leaves).map(|b| a.wrapping_sub(b)),
                    AluOp::Mul(MulMode::Lo) => two(leaves).map(|b| a.wrapping_mul(b)),
                    AluOp::Mad(MulMode::Lo) => two(leaves)
                        .and_then(|b| val(c, leaves).map(|c| a.wrapping_mul(b).wrapping_add(c))),
                    AluOp::Mul(MulMode::Wide) => two(leaves)
                        .map(|b| extend(a, bits, signed).wrapping_mul(extend(b, bits, signed))),
                    AluOp::And => two(leaves).map(|b| a & b),
                    AluOp::Or => two(leaves).map(|b| a | b),
                    AluOp::Xor => two(leaves).map(|b| a ^ b),
                    AluOp::Shl => two(leaves).map(|b| if b >= bits as u64 { 0 } else { a << b }),
                    AluOp::Shr => two(leaves).map(|b| {
                        let s = b.min(bits as u64 - 1) as u32;
                        match (signed, b >= bits as u64) {
                            (false, true) => 0,
                            (false, false) => mask(a, bits) >> s,
                            (true, _) => (extend(a, bits, true) as i64 >> s) as u64,
                        }
                    }),
                    AluOp::Cvt => int_ty(*ty2).map(|(sb, ss)| extend(a, sb, ss)),
                    AluOp::Cvta {
                        space: StateSpace::Global,
                        ..
                    } => Some(a),
                    _ => None,
                };
                // `mul.wide` gives twice its operands' width.
                let width = if *op == AluOp::Mul(MulMode::Wide) {
                    2 * bits
                } else {
                    bits
                };
                v.map_or_else(|| opaque(leaves), |v| mask(v, width))
            }
            _ => opaque(leaves),
        }
    }

    /// Do two addresses, registers plus constants, the first used at instruction `from`, the
    /// second at `to`, agree as functions of their opaque values ([`Func::value_at`]) at eight
    /// random assignments? No opaque register may be defined between `from` and `to`
    /// ([`Func::redefined_between`]), so that both sides read the same values.
    fn same_value(
        &self,
        (x, i): (RegId, i64),
        (y, j): (RegId, i64),
        (from, to): (usize, usize),
    ) -> bool {
        let mut leaves = Vec::new();
        let same = (1..=8u64).all(|seed| {
            let a = self
                .value_at(x, from, seed, 0, &mut leaves)
                .wrapping_add(i as u64);
            a == self
                .value_at(y, to, seed, 0, &mut leaves)
                .wrapping_add(j as u64)
        });
        if !same {
            return false;
        }
        // Every value both sides are built from must be the same at the read and at the
        // CAS: none is (re)defined in between.
        leaves.sort_unstable();
        leaves.dedup();
        leaves.is_empty() || !self.redefined_between(&leaves, from, to)
    }

    /// The one definition of `r` that reaches instruction `at` (every path from the function's
    /// entry to `at` passes it last among `r`'s definitions, unguarded), if there is one.
    fn reaching_def(&self, r: RegId, at: usize) -> Option<usize> {
        if let Some(&d) = self.reaching.borrow().get(&(r, at)) {
            return d;
        }
        let n = self.instrs.len();
        let mut seen = vec![false; n];
        let mut work: Vec<usize> = self.pred.get(at)?.to_vec();
        let mut found: Option<usize> = None;
        let mut unique = at < n;
        while let Some(x) = work.pop() {
            if seen[x] {
                continue;
            }
            seen[x] = true;
            if defs(&self.instrs[x]).contains(&r) {
                if found.is_some_and(|f| f != x) {
                    unique = false;
                    break;
                }
                found = Some(x);
                if self.prog.guards[self.s + x] == Guard::Always {
                    continue;
                }
            }
            if x == 0 {
                // The entry, reached without a definition: `r` may be undefined there.
                unique = false;
                break;
            }
            work.extend(self.pred[x].iter().copied());
        }
        let d = found.filter(|_| unique);
        self.reaching.borrow_mut().insert((r, at), d);
        d
    }

    /// Is one of `regs` defined on a path from instruction `from` to instruction `to` that
    /// does not pass through `from` again? If not, each holds at `to` the value it held at
    /// `from` (a loop-carried index that changes only around the read: optimised code keeps
    /// `i % 4` in one register for the read of `cnt[4 + i % 4]` and the CAS after it).
    fn redefined_between(&self, regs: &[RegId], from: usize, to: usize) -> bool {
        let n = self.instrs.len();
        if from >= n || to >= n {
            return true;
        }
        // Forward from `from`'s successors, and backward from `to`, neither through `from`.
        let mut fwd = vec![false; n];
        let mut work: Vec<usize> = self.succ[from].to_vec();
        while let Some(x) = work.pop() {
            if x != from && !fwd[x] {
                fwd[x] = true;
                work.extend(self.succ[x].iter().copied());
            }
        }
        let mut bwd = vec![false; n];
        let mut work = vec![to];
        while let Some(x) = work.pop() {
            if x != from && !bwd[x] {
                bwd[x] = true;
                work.extend(self.pred[x].iter().copied());
            }
        }
        (0..n).any(|x| fwd[x] && bwd[x] && defs(&self.instrs[x]).iter().any(|d| regs.contains(d)))
    }

    /// Do two address operands name the same address (module doc)?
    fn same_address(&self, a: &Operand, b: &Operand, between: (usize, usize)) -> bool {
        let parts = |o: &Operand| match *o {
            Operand::Reg(r) => Some((r, 0)),
            Operand::RegOff(r, k) => Some((r, k)),
            _ => None,
        };
        match (parts(a), parts(b)) {
            (Some((x, i)), Some((y, j))) => {
                let (c, ci) = self.base_offset(x, 0);
                let (d, dj) = self.base_offset(y, 0);
                (c == d
                    && ci.wrapping_add(i) == dj.wrapping_add(j)
                    && self.ndefs.get(&c).copied().unwrap_or(0) <= 1)
                    || self.same_value((x, i), (y, j), between)
            }
            _ => a == b && matches!(a, Operand::Var(_) | Operand::VarOff(..)),
        }
    }

    /// The forward taint analysis of a value (module doc): `None` when it reaches a use other
    /// than a data operation, an operand of a CAS it may validate, or a branch decision.
    fn flow(&self, an: &Analysis<'a>, start: Start<'_>, depth: u32) -> Option<Reach> {
        let n = self.instrs.len();
        let w = self.words;
        // Tainted registers and frame slots at the entry of each instruction.
        let mut inn = vec![0u64; n * w];
        let mut queued = vec![false; n];
        let mut work: Vec<usize> = Vec::new();
        let mut reach = Reach::default();
        let load = match start {
            Start::Load(l) => {
                let Instr::Ld { addr, ss, dst, .. } = &self.instrs[l] else {
                    return None;
                };
                let mut out = vec![0u64; w];
                set(&mut out, *dst);
                for &x in &self.succ[l] {
                    join(&mut inn[x * w..(x + 1) * w], &out);
                    if !queued[x] {
                        queued[x] = true;
                        work.push(x);
                    }
                }
                Some((l, addr, *ss, *dst))
            }
            Start::Entry(slots) => {
                if n == 0 {
                    reach.ret = slots.to_vec();
                    return Some(reach);
                }
                for &x in slots {
                    for b in self.overlapping(x) {
                        set(&mut inn[..w], b);
                    }
                }
                queued[0] = true;
                work.push(0);
                None
            }
        };
        let read = load.map(|(l, addr, ss, _)| (l, addr, ss));
        // The caller clears the slots it passed and keeps those the summary returns. An input
        // slot that lies wholly inside one of this function's slots is tracked by that slot's
        // bit (set at entry, cleared only by a store that covers the slot). Any other input
        // may still hold the value at the return, whatever this function stores.
        let untouched: Vec<Slot> = match start {
            Start::Entry(slots) => slots
                .iter()
                .filter(|&&x| {
                    !self
                        .slots
                        .iter()
                        .any(|y| y.0 <= x.0 && x.0 + x.1 as i64 <= y.0 + y.1 as i64)
                })
                .copied()
                .collect(),
            Start::Load(_) => Vec::new(),
        };
        while let Some(k) = work.pop() {
            queued[k] = false;
            let taint = inn[k * w..(k + 1) * w].to_vec();
            let tainted = |o: &Operand| operand_reg(self.prog, o).is_some_and(|r| get(&taint, r));
            let guard = match self.prog.guards[self.s + k] {
                Guard::If(r) | Guard::IfNot(r) => get(&taint, r),
                Guard::Always => false,
            };
            let i = &self.instrs[k];
            // A use the value must not reach: anything but the cases below.
            let forbidden = || guard || uses(self.prog, i).iter().any(|&r| get(&taint, r));
            // Does the value reach a data operation (which then carries it)?
            let mut carries = guard;
            // Frame slots a call leaves holding the value, and the slots it was passed (which
            // hold the value afterwards only where the called function leaves it there).
            let mut returned: Vec<u32> = Vec::new();
            let mut passed: Vec<u32> = Vec::new();
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
                } => match self.cas_target(read, addr, *ss, k) {
                    Some(t) => {
                        if guard || tainted(addr) {
                            return None;
                        }
                        // The new value may derive from the value read.
                        if tainted(b) || tainted(c) {
                            reach.note_cas(t, *ss, tainted(b));
                        }
                    }
                    None if forbidden() => return None,
                    None => {}
                },
                Instr::Call { target } => {
                    if forbidden() {
                        return None;
                    }
                    let held: Vec<Slot> = self.held(&taint).collect();
                    if !held.is_empty() {
                        let d = self.frame_shift(k);
                        // The slots at or above the shift are the called function's frame. It
                        // reads only its parameter area before writing; the rest holds stale
                        // slots of earlier call sequences (the compare operand of an earlier
                        // `atomicCAS` call, say), which it overwrites before any read.
                        let params = match (target, d) {
                            (Operand::Func(g), Some(_)) => an
                                .prog
                                .funcs
                                .get(*g as usize)
                                .map(|f| f.frame.params as i64),
                            _ => None,
                        };
                        let passed_slots: Vec<Slot> = held
                            .iter()
                            .filter(|x| match (d, params) {
                                (Some(d), Some(p)) => x.0 + x.1 as i64 > d && x.0 < d + p,
                                (Some(d), None) => x.0 + x.1 as i64 > d,
                                (None, _) => true,
                            })
                            .copied()
                            .collect();
                        let args: Vec<Slot> = passed_slots
                            .iter()
                            .map(|&(o, b)| (o - d.unwrap_or(0), b))
                            .collect();
                        if !args.is_empty() {
                            let (Operand::Func(g), Some(d)) = (target, d) else {
                                return None;
                            };
                            if args.iter().any(|x| x.0 < 0) {
                                return None;
                            }
                            let callee = an.summary(*g as usize, args, depth + 1)?;
                            for u in &callee.cas {
                                // The address the caller passed in the slot.
                                let r = self.arg_store(k, (u.slot.0 + d, u.slot.1))?;
                                if get(&taint, r) {
                                    return None;
                                }
                                let t =
                                    self.cas_target(read, &Operand::RegOff(r, u.off), u.ss, k)?;
                                reach.note_cas(t, u.ss, u.compare);
                            }
                            for &(o, b) in &callee.ret {
                                returned.extend(self.overlapping((o + d, b)));
                            }
                            // What the called function overwrote in the slots it was passed
                            // no longer holds the value (later call sequences reuse them, as
                            // return slots, say).
                            for &x in &passed_slots {
                                passed.extend(self.within(x));
                            }
                        }
                    }
                }
                Instr::Bra {
                    target: Operand::Label(_),
                } => {}
                // The frame's own slots carry the value like registers.
                Instr::St { addr, src, ty, .. } if self.slot(addr, ty.bytes()).is_some() => {
                    if guard || tainted(addr) {
                        return None;
                    }
                    carries |= tainted(src);
                }
                Instr::Ld { addr, ty, .. } if self.slot(addr, ty.bytes()).is_some() => {
                    if guard || tainted(addr) {
                        return None;
                    }
                    let x = self.slot(addr, ty.bytes()).expect("a frame slot");
                    carries |= self.overlapping(x).any(|b| get(&taint, b));
                }
                // A called function returns the value in the slots that hold it.
                Instr::Ret if load.is_none() => {
                    reach.ret.extend(self.held(&taint));
                    reach.ret.extend_from_slice(&untouched);
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
                _ if forbidden() => return None,
                _ => {}
            }
            // Transfer: the instruction's definitions are tainted when it carries the value
            // (data operations), untainted otherwise (a load's or a CAS's result comes from
            // memory).
            let mut next = taint;
            if let Instr::St { addr, ty, .. } = i {
                if let Some(x) = self.slot(addr, ty.bytes()) {
                    // The slot, and every slot wholly inside it, now holds the stored bytes
                    // only (slots it partly overlaps keep what they had, as they may still
                    // hold tainted bytes). Call sequences reuse the same frame bytes for the
                    // arguments of successive calls at other sizes: a 4-byte argument of one
                    // call lies inside an 8-byte address argument of the next.
                    for b in self.within(x) {
                        if carries {
                            set(&mut next, b);
                        } else {
                            clear(&mut next, b);
                        }
                    }
                }
            }
            for b in passed {
                clear(&mut next, b);
            }
            for b in returned {
                set(&mut next, b);
            }
            let from_slot =
                matches!(i, Instr::Ld { addr, ty, .. } if self.slot(addr, ty.bytes()).is_some());
            let at_load = load.is_some_and(|(l, ..)| l == k);
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
                } else if !(at_load && load.is_some_and(|(.., dst)| dst == d)) {
                    clear(&mut next, d);
                }
            }
            if let Some((l, .., dst)) = load {
                if l == k {
                    set(&mut next, dst);
                }
            }
            for &x in &self.succ[k] {
                let slot = &mut inn[x * w..(x + 1) * w];
                if join(slot, &next) && !queued[x] {
                    queued[x] = true;
                    work.push(x);
                }
            }
        }
        reach.ret.sort_unstable();
        reach.ret.dedup();
        Some(reach)
    }

    /// The frame slots whose taint bits are set.
    fn held<'t>(&'t self, taint: &'t [u64]) -> impl Iterator<Item = Slot> + 't {
        let base = self.prog.regs.len() as u32;
        (0..self.slots.len())
            .filter(move |&x| get(taint, base + x as u32))
            .map(|x| self.slots[x])
    }

    /// Which CAS a CAS on `addr` is to the flow: the read's own (a load's flow: the same
    /// address, in a compatible state space), or one on an address passed in a frame slot (a
    /// call's flow). `None`: a CAS the value must not reach.
    fn cas_target(
        &self,
        read: Option<(usize, &Operand, StateSpace)>,
        addr: &Operand,
        ss: StateSpace,
        at: usize,
    ) -> Option<CasTarget> {
        match read {
            Some((l, laddr, lss)) => (self.same_address(addr, laddr, (l, at))
                && (ss == lss || ss == StateSpace::Generic || lss == StateSpace::Generic))
                .then_some(CasTarget::Read),
            None => {
                let (r, off) = match *addr {
                    Operand::Reg(r) => (r, 0),
                    Operand::RegOff(r, k) => (r, k),
                    _ => return None,
                };
                Some(CasTarget::Slot(self.origin(r)?, off))
            }
        }
    }

    /// The frame slot whose value at entry `r` holds: its one definition (through copies)
    /// loads a slot the function never stores (a parameter).
    fn origin(&self, r: RegId) -> Option<(i64, u32)> {
        let c = self.canonical(r, 0);
        let Instr::Ld { addr, ty, .. } = &self.instrs[self.only_def(c)?] else {
            return None;
        };
        let x = self.slot(addr, ty.bytes())?;
        let stored = self.instrs.iter().any(|i| {
            matches!(i, Instr::St { addr, ty, .. }
                if self.slot(addr, ty.bytes()).is_some_and(|y| overlap(x, y)))
        });
        (!stored).then_some(x)
    }

    /// The frame shift of the call at `k`: the constant the lowered call sequence adds to
    /// `%stackBase` before it (the called function's frame starts there).
    fn frame_shift(&self, k: usize) -> Option<i64> {
        let sb = self.prog.stack_base?;
        let mut j = k.checked_sub(1)?;
        while matches!(self.instrs[j], Instr::PreRet { .. }) {
            j = j.checked_sub(1)?;
        }
        match &self.instrs[j] {
            Instr::Alu {
                op: AluOp::Add,
                dst,
                src: [Operand::Reg(b), Operand::Imm(d), ..],
                ..
            } if *dst == sb && *b == sb => Some(*d as i64),
            _ => None,
        }
    }

    /// The register the straight-line code before the call at `k` stores into frame slot `x`
    /// (an argument), if an unguarded store of a register is the last write to it.
    fn arg_store(&self, k: usize, x: (i64, u32)) -> Option<RegId> {
        let mut j = k;
        while j > 0 && !self.entered[j] {
            j -= 1;
            match &self.instrs[j] {
                Instr::St { addr, ty, src, .. } => {
                    let Some(y) = self.slot(addr, ty.bytes()) else {
                        continue;
                    };
                    if y == x && self.prog.guards[self.s + j] == Guard::Always {
                        return match *src {
                            Operand::Reg(r) => Some(r),
                            _ => None,
                        };
                    }
                    if overlap(x, y) {
                        return None;
                    }
                }
                Instr::Call { .. } => return None,
                _ => {}
            }
        }
        None
    }
}

/// A CAS the flow may reach.
#[derive(Clone, Copy)]
enum CasTarget {
    /// On the read's address.
    Read,
    /// On the address passed in this frame slot, plus a constant.
    Slot((i64, u32), i64),
}

impl Reach {
    fn note_cas(&mut self, t: CasTarget, ss: StateSpace, compare: bool) {
        match t {
            CasTarget::Read => self.validated |= compare,
            CasTarget::Slot(slot, off) => {
                let u = CasUse {
                    slot,
                    off,
                    ss,
                    compare,
                };
                if !self.cas.contains(&u) {
                    self.cas.push(u);
                }
            }
        }
    }
}

/// Do two frame slots (offset, bytes) overlap?
fn overlap(x: (i64, u32), y: (i64, u32)) -> bool {
    x.0 < y.0 + y.1 as i64 && y.0 < x.0 + x.1 as i64
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

/// (bits, signed) of an integer type; `None` for floats, predicates and packed types. (The
/// program layer keeps its own copies of these bit helpers: the ALU's lie above it.)
fn int_ty(t: Ty) -> Option<(u32, bool)> {
    use Ty::*;
    match t {
        B8 | U8 => Some((8, false)),
        B16 | U16 => Some((16, false)),
        B32 | U32 => Some((32, false)),
        B64 | U64 => Some((64, false)),
        S8 => Some((8, true)),
        S16 => Some((16, true)),
        S32 => Some((32, true)),
        S64 => Some((64, true)),
        _ => None,
    }
}

/// The low `bits` of `v`.
fn mask(v: u64, bits: u32) -> u64 {
    if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    }
}

/// The low `bits` of `v`, sign- or zero-extended to 64 bits.
fn extend(v: u64, bits: u32, signed: bool) -> u64 {
    if bits >= 64 || !signed {
        return mask(v, bits);
    }
    let sh = 64 - bits;
    (((v << sh) as i64) >> sh) as u64
}

/// A 64-bit mixer (splitmix64's finaliser): the opaque values of [`Func::value_at`].
fn mix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
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

// The accessor of the cache the program environment keeps for this analysis: here, with the
// analysis, so that `env.rs` does not import this file.
impl ProgEnv {
    /// Is the instruction at `pc` a plain load whose value only feeds a compare-and-swap on
    /// its own address (this module)? Computed once per program.
    pub fn cas_validated(&self, pc: crate::program::ir::ProgAddr) -> bool {
        let v = self.cas_reads.get_or_init(|| cas_validated_reads(self));
        self.index(pc).is_some_and(|i| v[i])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A CAS loop whose first read is at the top of kernel `k`; `CALLS` is replaced by the code
    /// that computes the CAS's result `%rd4` from the address `%rd1`, the value read `%rd2` and
    /// the new value `%rd3` (the functions below are what a debug build calls).
    const MODULE: &str = r#"
.version 7.0
.target sm_80
.address_size 64

.func (.param .b64 r) cas_wrap(.param .b64 p, .param .b64 c, .param .b64 v)
{
    .reg .b64 %rd<5>;
    ld.param.u64 %rd1, [p];
    ld.param.u64 %rd2, [c];
    ld.param.u64 %rd3, [v];
    atom.global.cas.b64 %rd4, [%rd1], %rd2, %rd3;
    st.param.b64 [r], %rd4;
    ret;
}

.func (.param .b64 r) cas_outer(.param .b64 p, .param .b64 c, .param .b64 v)
{
    .reg .b64 %rd<5>;
    ld.param.u64 %rd1, [p];
    ld.param.u64 %rd2, [c];
    ld.param.u64 %rd3, [v];
    {
    .param .b64 a0;
    .param .b64 a1;
    .param .b64 a2;
    .param .b64 rv;
    st.param.b64 [a0], %rd1;
    st.param.b64 [a1], %rd2;
    st.param.b64 [a2], %rd3;
    call (rv), cas_wrap, (a0, a1, a2);
    ld.param.b64 %rd4, [rv];
    }
    st.param.b64 [r], %rd4;
    ret;
}

.func (.param .b64 r) ident(.param .b64 x)
{
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [x];
    st.param.b64 [r], %rd1;
    ret;
}

.func (.param .b32 r) max32(.param .b32 x, .param .b32 y)
{
    .reg .b32 %r<4>;
    ld.param.u32 %r1, [x];
    ld.param.u32 %r2, [y];
    max.s32 %r3, %r1, %r2;
    st.param.b32 [r], %r3;
    ret;
}

.func (.param .b32 r) inner(.param .b32 y)
{
    .reg .b32 %r<3>;
    ld.param.u32 %r1, [y];
    add.u32 %r2, %r1, 1;
    st.param.b32 [r], %r2;
    ret;
}

.func (.param .b32 r) outer1(.param .b32 x)
{
    .reg .b32 %r<3>;
    ld.param.u32 %r1, [x];
    {
    .param .b32 y0;
    .param .b32 yr;
    st.param.b32 [y0], %r1;
    call (yr), inner, (y0);
    ld.param.b32 %r2, [yr];
    }
    st.param.b32 [r], %r2;
    ret;
}

.func leak(.param .b64 q, .param .b64 x)
{
    .reg .b64 %rd<3>;
    ld.param.u64 %rd1, [q];
    ld.param.u64 %rd2, [x];
    st.global.u64 [%rd1], %rd2;
    ret;
}

.visible .entry k(.param .u64 pp, .param .u64 qq)
{
    .reg .pred %p<2>;
    .reg .b32 %r<3>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [pp];
    ld.param.u64 %rd5, [qq];
    ld.global.u64 %rd2, [%rd1];
$loop:
    add.u64 %rd3, %rd2, 1;
    CALLS
    setp.ne.u64 %p1, %rd4, %rd2;
    mov.u64 %rd2, %rd4;
    @%p1 bra $loop;
    ret;
}
"#;

    /// `{ a0 = A; a1 = B; a2 = %rd3; %rd4 = F(a0, a1, a2) }`.
    fn call3(f: &str, a: &str, b: &str) -> String {
        format!(
            "{{ .param .b64 a0; .param .b64 a1; .param .b64 a2; .param .b64 rv;
            st.param.b64 [a0], {a}; st.param.b64 [a1], {b}; st.param.b64 [a2], %rd3;
            call (rv), {f}, (a0, a1, a2); ld.param.b64 %rd4, [rv]; }}"
        )
    }

    /// Is the read at the top of `k` CAS-validated when the loop's body is `calls`?
    fn validated(calls: &str) -> bool {
        first_read_validated(&MODULE.replace("CALLS", calls))
    }

    /// Is the first global read of kernel `k` of module `src` CAS-validated?
    fn first_read_validated(src: &str) -> bool {
        let prog = crate::program::load::load_str("cas.ptx", src).expect("loads");
        let (_, k) = prog.kernel("k").expect("kernel k");
        let s = prog.index(k.entry).expect("body");
        let read = (s..prog.instrs.len())
            .find(|&i| {
                matches!(
                    prog.instrs[i],
                    Instr::Ld {
                        ss: StateSpace::Global,
                        ..
                    }
                )
            })
            .expect("the read");
        cas_validated_reads(&prog)[read]
    }

    #[test]
    fn a_cas_in_called_functions_validates_the_read() {
        // The CAS one and two calls deep, as a debug build calls atomicCAS's wrappers.
        assert!(validated(&call3("cas_wrap", "%rd1", "%rd2")));
        assert!(validated(&call3("cas_outer", "%rd1", "%rd2")));
        // The address copied before the call is still the read's address.
        assert!(validated(&format!(
            "mov.b64 %rd6, %rd1; {}",
            call3("cas_outer", "%rd6", "%rd2")
        )));
        // The value passes through a called function that returns it (a bit cast).
        let through = "{ .param .b64 x0; .param .b64 xr; st.param.b64 [x0], %rd2;
            call (xr), ident, (x0); ld.param.b64 %rd7, [xr]; }";
        assert!(validated(&format!(
            "{through} {}",
            call3("cas_outer", "%rd1", "%rd7")
        )));
    }

    #[test]
    fn stale_argument_slots_of_an_earlier_call_do_not_flow_into_the_next_one() {
        // After the CAS wrapper's call, its compare slot still holds the value read; the next
        // call's callee `outer1` keeps its own call of `inner` there (its frame starts where
        // the wrapper's did), and `inner` returns its result in those bytes. `outer1` is
        // passed only its parameter, so its result, stored to memory, does not carry the value.
        let later = "{ .param .b32 o0; .param .b32 orv; cvt.u32.u64 %r1, %rd5;
            st.param.b32 [o0], %r1; call (orv), outer1, (o0); ld.param.b32 %r2, [orv]; }
            st.global.u32 [%rd5], %r2;";
        let cas = call3("cas_wrap", "%rd1", "%rd2");
        let src = MODULE.replace("CALLS", &format!("{cas} {later}"));
        let prog = crate::program::load::load_str("cas.ptx", &src).expect("loads");
        // The layout that makes the case: `inner`'s return slot lies in the compare slot.
        let frame = |name: &str| {
            let f = prog
                .funcs
                .iter()
                .find(|f| f.name == name)
                .expect("function");
            f.frame
                .vars
                .iter()
                .map(|&(v, o)| (prog.vars[v as usize].source_name.clone(), o))
                .collect::<Vec<_>>()
        };
        let at = |fr: &[(String, u64)], n: &str| fr.iter().find(|x| x.0 == n).map(|x| x.1);
        let (kf, of) = (frame("k"), frame("outer1"));
        let (a1, o0) = (at(&kf, "a1").unwrap(), at(&kf, "o0").unwrap());
        let (x, yr) = (at(&of, "x").unwrap(), at(&of, "yr").unwrap());
        let yr_in_k = o0 - x + yr;
        assert!(a1 <= yr_in_k && yr_in_k + 4 <= a1 + 8, "{kf:?} {of:?}");
        assert!(first_read_validated(&src));
        // The value itself passed to `outer1` and stored still ends the analysis.
        let leaked = later.replace("cvt.u32.u64 %r1, %rd5", "cvt.u32.u64 %r1, %rd2");
        assert!(!validated(&format!("{cas} {leaked}")));
    }

    #[test]
    fn an_argument_slot_reused_by_the_next_call_holds_the_new_argument() {
        // A debug build's `atomicCAS(a, old, max(v, old))`: the call of `max` passes the value
        // in 4-byte slots; the next call's 8-byte address argument is stored over the same
        // frame bytes, so the value is no longer in them when the CAS wrapper is called.
        let narrow = "{ .param .b32 n0; .param .b32 n1; .param .b32 nr; cvt.u32.u64 %r1, %rd2;
            st.param.b32 [n0], %r1; st.param.b32 [n1], %r1; call (nr), max32, (n0, n1);
            ld.param.b32 %r2, [nr]; }";
        let src = MODULE.replace(
            "CALLS",
            &format!("{narrow} {}", call3("cas_outer", "%rd1", "%rd2")),
        );
        let prog = crate::program::load::load_str("cas.ptx", &src).expect("loads");
        let (_, k) = prog.kernel("k").expect("kernel k");
        let f = Func::new(
            &prog,
            prog.index(k.entry).unwrap(),
            prog.index(k.end - 1).unwrap() + 1,
        );
        // The layout that makes the case: a 4-byte slot of the first call inside an 8-byte slot
        // of the second.
        assert!(
            f.slots.iter().any(|&(o, b)| b == 4
                && f.slots
                    .iter()
                    .any(|&(o2, b2)| b2 == 8 && o2 <= o && o + 4 <= o2 + 8)),
            "{:?}",
            f.slots
        );
        assert!(validated(&format!(
            "{narrow} {}",
            call3("cas_outer", "%rd1", "%rd2")
        )));
    }

    #[test]
    fn a_call_that_leaks_the_value_or_a_cas_elsewhere_does_not() {
        // The CAS is on another address (the second parameter's).
        assert!(!validated(&call3("cas_outer", "%rd5", "%rd2")));
        // The value read is the new value, not the compare operand.
        assert!(!validated(&format!(
            "mov.b64 %rd3, %rd2; {}",
            call3("cas_outer", "%rd1", "%rd6")
        )));
        // A called function stores the value to memory before the CAS.
        let leak = "{ .param .b64 l0; .param .b64 l1; st.param.b64 [l0], %rd5;
            st.param.b64 [l1], %rd2; call leak, (l0, l1); }";
        assert!(!validated(&format!(
            "{leak} {}",
            call3("cas_outer", "%rd1", "%rd2")
        )));
        // No CAS at all: the value only passes through a function.
        assert!(!validated(
            "{ .param .b64 x0; .param .b64 xr; st.param.b64 [x0], %rd2;
            call (xr), ident, (x0); ld.param.b64 %rd4, [xr]; }"
        ));
    }

    /// The start of the kernels below: `%rd2` a global address, `%r1` a value from a parameter.
    const KERNEL_HEAD: &str = ".version 7.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p0, .param .u32 p1)
{
    .reg .b32 %r<10>;
    .reg .b64 %rd<10>;
    .reg .pred %p<3>;
    ld.param.u64 %rd1, [p0];
    cvta.to.global.u64 %rd2, %rd1;
    ld.param.u32 %r1, [p1];
";

    /// A kernel whose plain read of `[LOAD]` feeds a CAS loop on `[CAS]`, both computed by `ADDR`.
    fn inline_cas(addr: &str, load: &str, cas: &str) -> bool {
        let src = format!(
            "{KERNEL_HEAD}    {addr}
    ld.global.u32 %r2, [{load}];
L1:
    max.u32 %r3, %r1, %r2;
    atom.global.cas.b32 %r4, [{cas}], %r2, %r3;
    setp.ne.s32 %p1, %r2, %r4;
    mov.u32 %r2, %r4;
    @%p1 bra L1;
    ret;
}}
"
        );
        first_read_validated(&src)
    }

    #[test]
    fn an_address_computed_twice_is_the_same_address() {
        // Optimised code reads [%rd2+16] and CASes [%rd3], %rd3 = %rd2 + 16.
        assert!(inline_cas("add.s64 %rd3, %rd2, 16;", "%rd2+16", "%rd3"));
        assert!(!inline_cas("add.s64 %rd3, %rd2, 20;", "%rd2+16", "%rd3"));
        // `&cnt[4 + x % 4]` rematerialised in two forms: ((x << 2) & 12) + 16 and
        // ((x & 3) | 4) * 4 from the base.
        let two_forms = |or: u32| {
            format!(
                "shl.b32 %r5, %r1, 2; cvt.u64.u32 %rd4, %r5; and.b64 %rd5, %rd4, 12;
                 add.s64 %rd6, %rd2, %rd5; and.b32 %r6, %r1, 3; or.b32 %r7, %r6, {or};
                 mul.wide.u32 %rd7, %r7, 4; add.s64 %rd8, %rd2, %rd7;"
            )
        };
        assert!(inline_cas(&two_forms(4), "%rd6+16", "%rd8"));
        // One element further: another address, the race stays a race.
        assert!(!inline_cas(&two_forms(5), "%rd6+16", "%rd8"));
        // Different opaque values do not name one address.
        assert!(!inline_cas(
            "add.s64 %rd3, %rd2, 16; ld.global.u64 %rd9, [%rd2]; ld.global.u64 %rd9, [%rd9];",
            "%rd3",
            "%rd9"
        ));
    }

    /// Kernel `k`: an outer loop that steps the index `%r1`, a read of `cnt[4 + %r1 % 4]`
    /// and a CAS loop on the same element computed in the other form; `inner` is placed in
    /// the CAS loop's address computation, `after` after the loop.
    fn loop_carried(inner: &str, after: &str) -> String {
        format!(
            "{KERNEL_HEAD}    mov.u32 %r8, 0;
OUTER:
    add.u32 %r1, %r1, 1;
    shl.b32 %r5, %r1, 2;
    cvt.u64.u32 %rd4, %r5;
    and.b64 %rd5, %rd4, 12;
    add.s64 %rd6, %rd2, %rd5;
    ld.global.u32 %r2, [%rd6+16];
L1:
    and.b32 %r6, %r1, 3;
    {inner}
    or.b32 %r7, %r6, 4;
    mul.wide.u32 %rd7, %r7, 4;
    add.s64 %rd8, %rd2, %rd7;
    max.u32 %r3, %r8, %r2;
    atom.global.cas.b32 %r4, [%rd8], %r2, %r3;
    setp.ne.s32 %p1, %r2, %r4;
    mov.u32 %r2, %r4;
    @%p1 bra L1;
    {after}
    add.u32 %r8, %r8, 1;
    setp.lt.u32 %p2, %r8, 4;
    @%p2 bra OUTER;
    ret;
}}
"
        )
    }

    #[test]
    fn a_loop_carried_index_names_one_address_until_it_changes() {
        // `%r1` is defined twice (the parameter, the outer loop's step): both addresses are
        // functions of it, and no definition lies between the read and the CAS.
        assert!(first_read_validated(&loop_carried("", "")));
        // Stepped inside the CAS loop: the CAS may name another element than the read.
        assert!(!first_read_validated(&loop_carried(
            "add.u32 %r1, %r1, 1;",
            ""
        )));
        // A register of the CAS's address reused after the loop (as a counter): the
        // definition that reaches the address is the one that counts.
        assert!(first_read_validated(&loop_carried(
            "",
            "add.u32 %r6, %r6, 1;"
        )));
        // Changed, on some paths, before the address reads it: another value.
        assert!(!first_read_validated(&loop_carried(
            "@%p1 add.u32 %r6, %r6, 1;",
            ""
        )));
    }
}
