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

// The methods of `Func` are in two files: what registers and slots hold (`values.rs`) and the
// forward data flow (`flow.rs`).
mod flow;
mod values;

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
mod tests;
