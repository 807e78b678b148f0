//! Step 6 of the code transformation (T:L1667): injecting the branching instructions `ssy`, `sync`,
//! `preBrk` and `brk` that the hardware's compiler adds and real PTX lacks.
//!
//! The thesis does not know the compiler's algorithm (T:L1667, T:L2949) and instead states what any
//! acceptable result must satisfy: control-flow consistency (T:L2953-2971). This module computes
//! one such result for every reducible control-flow graph; `docs/reconvergence.md` states the
//! algorithm and the invariant it keeps. In short, per function:
//!
//! 1. **Loops** ([`loops`]), innermost first. Every natural loop whose lanes may leave it gets
//!    one break token (T:L2232-2250): `preBrk X` in a pre-header and a `brk` for every exit edge.
//!    A loop that leaves to one place `X` inside all loops enclosing it breaks to `X` directly.
//!    Otherwise (several exit targets, or an exit out of several loops at once) every exit first
//!    writes its number into a fresh *exit selector* register and `X` is a dispatch block
//!    `brx.idx sel, [t1, …, tn]` (or `bra t1`) placed in the enclosing loops: an ordinary
//!    branch, reconverged like any other, whose edges out of an enclosing loop are that loop's
//!    exits in turn. Exits to a block that only holds `ret`/`exit` become that instruction.
//! 2. **Divergent branches** ([`branches`]), innermost region first: `ssy` right before the
//!    branch, a pad `sync; bra R` with `R` the immediate post-dominator (paths through `ret`,
//!    `exit` and `brk` end in the virtual exit), and every edge of the branch's region into `R`
//!    goes through the pad. A region that other code enters in its middle (short-circuit
//!    conditions, `goto` into a block, a join label that holds the next branch) is first made
//!    single-entry by copying it (node splitting), within a size bound.
//! 3. Calls need the `preRet` call token, which the loader emits with Step 3 (T:L2266-2268).
//!
//! Programs that already carry branching instructions (thesis dialect) are taken as written.
//! A function whose control flow cannot be handled (irreducible beyond the splitting bound, an
//! indirect `bra` through a register) is reported with a located diagnostic; the other functions
//! of the module are still injected.

mod branches;
mod graph;
mod loops;

use super::env::{ProgEnv, RegInfo};
use super::ir::{Guard, Instr, Operand, ProgAddr, RegId, SrcInfo};
use crate::ptx::ast::Span;
use crate::ptx::diag::Diagnostic;
use graph::EXIT;
use std::collections::{BTreeMap, BTreeSet};

/// Node id: an instruction's index in the original program, or a fresh id for injected ones.
type Id = u32;

/// A natural loop after the loop phase: its `preBrk` (none when nothing leaves it but `ret` or
/// `exit`) and the ids of its body.
type Loop = (Option<Id>, BTreeSet<Id>);

#[derive(Clone, Debug)]
struct Node {
    id: Id,
    instr: Instr,
    guard: Guard,
    src: SrcInfo,
}

/// Whether the program (or function) already carries explicit branching instructions.
pub fn has_explicit_branching(instrs: &[Instr]) -> bool {
    instrs.iter().any(|i| {
        matches!(
            i,
            Instr::Ssy { .. } | Instr::Sync | Instr::PreBrk { .. } | Instr::Brk
        )
    })
}

/// Inject `ssy/sync/preBrk/brk` into every function of `env` that has none.
///
/// Returns the functions (index, diagnostic) whose control flow could not be handled; those keep
/// their code without injected instructions, and the loader marks them unusable.
///
/// Memory: one function's instructions are copied into nodes at a time (with room for what the
/// transformation inserts), a function that fails is copied again from the program (which stays
/// as it was until every function is done), and the new program is built by consuming the nodes
/// (docs/performance.md, "Memory per PTX instruction").
pub fn inject(env: &mut ProgEnv) -> Vec<(usize, Diagnostic)> {
    let base = env.base;
    let total = env.instrs.len() as u32;
    let mut next_id = total;
    let mut per_func: Vec<Vec<Node>> = Vec::with_capacity(env.funcs.len());
    let mut failed = Vec::new();
    let mut new_regs: Vec<RegInfo> = Vec::new();
    // Label operands are stored as node ids while we work.
    let to_id = |pc: ProgAddr| pc.wrapping_sub(base);
    let mut redirect: BTreeMap<Id, Id> = BTreeMap::new();
    for fi in 0..env.funcs.len() {
        let (lo, hi) = (
            (env.funcs[fi].entry - base) as usize,
            (env.funcs[fi].end - base) as usize,
        );
        let original = |env: &ProgEnv, room: usize| -> Vec<Node> {
            let mut v = Vec::with_capacity(hi - lo + room);
            v.extend((lo..hi).map(|i| {
                let mut instr = env.instrs[i].clone();
                map_targets(&mut instr, &mut |t| to_id(t));
                Node {
                    id: i as Id,
                    instr,
                    guard: env.guards[i],
                    src: env.src[i],
                }
            }));
            v
        };
        let explicit = has_explicit_branching(&env.instrs[lo..hi]);
        let mut nodes = if explicit {
            original(env, 0)
        } else {
            // Room for the injected instructions, so that growing does not copy the function.
            original(env, (hi - lo) / 8 + 16)
        };
        if !explicit && !nodes.is_empty() {
            let saved = (next_id, new_regs.len(), redirect.clone());
            let mut f = FuncInjector {
                nodes: &mut nodes,
                next_id: &mut next_id,
                redirect: &mut redirect,
                env,
                func: fi,
                new_regs: &mut new_regs,
                brk_owner: BTreeMap::new(),
                loops: Vec::new(),
            };
            if let Err(d) = f.run() {
                // Keep the function as written (its other code stays well formed); the loader
                // refuses to launch anything that reaches it.
                failed.push((fi, d));
                drop(std::mem::take(&mut nodes));
                nodes = original(env, 0);
                next_id = saved.0;
                new_regs.truncate(saved.1);
                redirect = saved.2;
            }
        }
        nodes.shrink_to_fit();
        per_func.push(nodes);
    }
    env.regs.extend(new_regs);
    // Every function is in its nodes now: the old program is not needed any more.
    env.instrs = Vec::new();
    env.guards = Vec::new();
    env.src = Vec::new();
    // Linearise: id -> new address.
    let len: usize = per_func.iter().map(Vec::len).sum();
    let mut addr_of: Vec<Option<ProgAddr>> = vec![None; next_id as usize];
    for (k, n) in per_func.iter().flatten().enumerate() {
        addr_of[n.id as usize] = Some(base + k as ProgAddr);
    }
    let resolve = |id: Id| -> ProgAddr {
        let mut id = id;
        let mut hops = 0;
        while let Some(&r) = redirect.get(&id) {
            id = r;
            hops += 1;
            if hops > 1_000_000 {
                break;
            }
        }
        // Targets outside the program stay outside (program-address consistency reports them).
        addr_of
            .get(id as usize)
            .copied()
            .flatten()
            .unwrap_or(base.wrapping_add(id))
    };
    let mut instrs = Vec::with_capacity(len);
    let mut guards = Vec::with_capacity(len);
    let mut src = Vec::with_capacity(len);
    for (fi, nodes) in per_func.into_iter().enumerate() {
        env.funcs[fi].entry = base + instrs.len() as ProgAddr;
        for n in nodes {
            let mut i = n.instr;
            map_targets(&mut i, &mut |t| resolve(t));
            instrs.push(i);
            guards.push(n.guard);
            src.push(n.src);
        }
        env.funcs[fi].end = base + instrs.len() as ProgAddr;
    }
    env.instrs = instrs;
    env.guards = guards;
    env.src = src;
    for l in env.labels.iter_mut() {
        // A label names the instruction that follows it; references to a node that got an `ssy`
        // in front now mean the `ssy`.
        l.1 = resolve(to_id(l.1));
    }
    failed
}

/// Apply `f` to every program address an instruction names (branch targets, token targets,
/// label operands).
pub fn map_targets(i: &mut Instr, f: &mut dyn FnMut(ProgAddr) -> ProgAddr) {
    let mut op = |o: &mut Operand| {
        if let Operand::Label(t) = o {
            *t = f(*t);
        }
    };
    match i {
        Instr::Alu { src, .. } => src.iter_mut().for_each(&mut op),
        Instr::Setp { a, b, c, .. } | Instr::Set { a, b, c, .. } => {
            op(a);
            op(b);
            op(c);
        }
        Instr::Mov { src, .. } => op(src),
        Instr::Ld { addr, .. } => op(addr),
        Instr::St { addr, src, .. } => {
            op(addr);
            op(src);
        }
        Instr::Atom { addr, b, c, .. } => {
            op(addr);
            op(b);
            op(c);
        }
        Instr::Vote { pred, .. } => op(pred),
        Instr::Coll { a, b, c, mask, .. } => {
            op(a);
            op(b);
            op(c);
            op(mask);
        }
        Instr::Bar {
            barrier,
            count,
            pred,
            ..
        } => {
            op(barrier);
            op(count);
            op(pred);
        }
        Instr::Bra { target } | Instr::Call { target } => op(target),
        Instr::BrxIdx { index, targets } => {
            op(index);
            for t in targets.iter_mut() {
                *t = f(*t);
            }
        }
        Instr::Ssy { target } | Instr::PreBrk { target } | Instr::PreRet { target } => {
            *target = f(*target)
        }
        Instr::Runtime { args, .. } => args.iter_mut().for_each(&mut op),
        Instr::Membar { .. }
        | Instr::Trap
        | Instr::Ret
        | Instr::Exit
        | Instr::Sync
        | Instr::Brk => {}
    }
}

/// Apply `f` to the control-flow targets only (branch, table, token targets), not to label
/// values used as data.
fn map_flow_targets(i: &mut Instr, f: &mut dyn FnMut(Id) -> Id) {
    map_edges(i, f);
    if let Instr::Ssy { target } | Instr::PreBrk { target } | Instr::PreRet { target } = i {
        *target = f(*target)
    }
}

/// Apply `f` to the branch targets only (`bra`, `brx.idx`): the edges of the control-flow graph.
fn map_edges(i: &mut Instr, f: &mut dyn FnMut(Id) -> Id) {
    match i {
        Instr::Bra {
            target: Operand::Label(t),
        } => *t = f(*t),
        Instr::BrxIdx { targets, .. } => targets.iter_mut().for_each(|t| *t = f(*t)),
        _ => {}
    }
}

/// Node id -> position in the node list (a dense table: ids are small and this is rebuilt after
/// every change of the list).
struct PosMap(Vec<usize>);

impl PosMap {
    fn get(&self, id: &Id) -> Option<&usize> {
        self.0.get(*id as usize).filter(|&&k| k != usize::MAX)
    }
}

impl std::ops::Index<&Id> for PosMap {
    type Output = usize;
    fn index(&self, id: &Id) -> &usize {
        self.get(id).expect("node id in the list")
    }
}

/// How the control-flow graph treats the branching instructions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode<'m> {
    /// Loop discovery and loop exits: a `brk` continues where its loop's break token resumes.
    Loops,
    /// Reconvergence of a branch inside the loops whose `preBrk`s are given: a `brk` of one of
    /// them ends the lane's path as far as the branch is concerned (virtual exit: the lane waits
    /// in the break token, below the branch's sync token); a `brk` of any other loop continues
    /// where that loop's lanes come out, as does `preBrk X` itself.
    Branches(&'m BTreeSet<Id>),
}

struct FuncInjector<'a> {
    nodes: &'a mut Vec<Node>,
    next_id: &'a mut Id,
    redirect: &'a mut BTreeMap<Id, Id>,
    env: &'a ProgEnv,
    func: usize,
    /// Exit-selector registers made so far in this module (appended to the register file).
    new_regs: &'a mut Vec<RegInfo>,
    /// Injected `brk` -> the `preBrk` of its loop (its control goes where that token resumes).
    brk_owner: BTreeMap<Id, Id>,
    /// After the loop phase: each loop's `preBrk` (if it got a break token) and body.
    loops: Vec<Loop>,
}

/// Can the instruction continue with the next one (fall through)?
fn falls_through(n: &Node) -> bool {
    match n.instr {
        Instr::Bra { .. } | Instr::BrxIdx { .. } | Instr::Ret | Instr::Exit | Instr::Brk => {
            n.guard != Guard::Always
        }
        _ => true,
    }
}

fn negate(g: Guard) -> Guard {
    match g {
        Guard::Always => Guard::Always,
        Guard::If(r) => Guard::IfNot(r),
        Guard::IfNot(r) => Guard::If(r),
    }
}

fn is_indirect_bra(n: &Node) -> bool {
    matches!(
        n.instr,
        Instr::Bra {
            target: Operand::Reg(_)
        }
    )
}

impl FuncInjector<'_> {
    fn fresh(&mut self, instr: Instr, guard: Guard, like: &Node) -> Node {
        let id = *self.next_id;
        *self.next_id += 1;
        Node {
            id,
            instr,
            guard,
            src: SrcInfo {
                line: like.src.line,
                col: like.src.col,
                injected: true,
                ordered: false,
                vec_bytes: 0,
            },
        }
    }

    fn bra(&mut self, target: Id, like: &Node) -> Node {
        self.fresh(
            Instr::Bra {
                target: Operand::Label(target),
            },
            Guard::Always,
            like,
        )
    }

    /// A fresh 32-bit register of this function (an exit selector).
    fn fresh_reg(&mut self) -> RegId {
        let id = (self.env.regs.len() + self.new_regs.len()) as RegId;
        let name = format!("%fs_exit{}", self.new_regs.len());
        self.new_regs.push(RegInfo {
            name: name.clone(),
            source_name: name,
            ty: Some(super::ir::Ty::U32),
            func: Some(self.func as super::ir::FuncId),
        });
        id
    }

    fn pos_map(&self) -> PosMap {
        let mut v = vec![usize::MAX; *self.next_id as usize];
        for (k, n) in self.nodes.iter().enumerate() {
            if let Some(slot) = v.get_mut(n.id as usize) {
                *slot = k;
            }
        }
        PosMap(v)
    }

    /// Successor positions of the node at position `k` (EXIT for leaving the function).
    fn succs(&self, k: usize, pos: &PosMap, mode: Mode) -> Vec<usize> {
        let n = &self.nodes[k];
        let next = if k + 1 < self.nodes.len() {
            k + 1
        } else {
            EXIT
        };
        let tgt = |t: Id| pos.get(&t).copied().unwrap_or(EXIT);
        let mut v = match &n.instr {
            Instr::Bra {
                target: Operand::Label(t),
            } => vec![tgt(*t)],
            Instr::BrxIdx { targets, .. } => targets.iter().map(|t| tgt(*t)).collect(),
            Instr::Ret | Instr::Exit => vec![EXIT],
            Instr::Brk
                if matches!(mode, Mode::Branches(enc)
                    if self.brk_owner.get(&n.id).is_none_or(|p| enc.contains(p))) =>
            {
                vec![EXIT]
            }
            // A `brk` continues where its loop's break token resumes.
            Instr::Brk => match self
                .brk_owner
                .get(&n.id)
                .and_then(|p| pos.get(p))
                .map(|&p| &self.nodes[p].instr)
            {
                Some(Instr::PreBrk { target }) => vec![tgt(*target)],
                _ => vec![EXIT],
            },
            Instr::PreBrk { target } if matches!(mode, Mode::Branches(_)) => vec![tgt(*target)],
            _ => vec![],
        };
        if falls_through(n) || is_indirect_bra(n) {
            v.push(next);
        }
        v.sort_unstable();
        v.dedup();
        v
    }

    fn graph(&self, mode: Mode) -> (PosMap, graph::Adj) {
        let pos = self.pos_map();
        let mut succ = graph::Adj::with_capacity(self.nodes.len());
        for k in 0..self.nodes.len() {
            succ.push(self.succs(k, &pos, mode));
        }
        (pos, succ)
    }

    fn diag(&self, n: &Node, code: &'static str, msg: String) -> Diagnostic {
        Diagnostic::error(code, msg, span_at(&self.env.source, n.src.line, n.src.col)).with_note(
            "fermi-sim injects ssy/sync/preBrk/brk itself (thesis T:L1667, T:L2953-2971; docs/reconvergence.md)",
        )
    }

    fn run(&mut self) -> Result<(), Diagnostic> {
        if let Some(n) = self.nodes.iter().find(|n| is_indirect_bra(n)) {
            return Err(self.diag(
                n,
                "E0301",
                "indirect `bra` through a register needs explicit `ssy`/`sync` (thesis dialect)"
                    .into(),
            ));
        }
        self.drop_no_op_guards();
        self.split_irreducible()?;
        self.loops = self.find_loops()?;
        self.branches()?;
        self.drop_no_op_guards();
        Ok(())
    }

    /// A guarded `@p bra t` whose fall-through also leads to `t` (the next instruction is `t`, or an
    /// unguarded `bra t`) sends every lane to the same place, but (bra_guard), T:L2262, would still
    /// split the warp and push a diverge token that no `sync` expects. Every lane continues at `t`
    /// either way, so the guard is dropped (compilers emit such branches at -O0, and the
    /// transformation makes them when it sends both edges of a branch to the same `sync`).
    fn drop_no_op_guards(&mut self) {
        for k in 0..self.nodes.len() {
            let Instr::Bra {
                target: Operand::Label(t),
            } = self.nodes[k].instr
            else {
                continue;
            };
            if self.nodes[k].guard == Guard::Always {
                continue;
            }
            let same = match self.nodes.get(k + 1) {
                Some(n) if n.id == t => true,
                Some(n) => {
                    n.guard == Guard::Always
                        && matches!(n.instr, Instr::Bra { target: Operand::Label(u) } if u == t)
                }
                None => false,
            };
            if same {
                self.nodes[k].guard = Guard::Always;
            }
        }
    }

    /// A node inserted next to `like` belongs to the same loops (except loop `skip`).
    fn add_to_loops_containing(
        &self,
        like: Id,
        new: Id,
        bodies: &mut [BTreeSet<Id>],
        skip: Option<usize>,
    ) {
        for (j, b) in bodies.iter_mut().enumerate() {
            if Some(j) != skip && b.contains(&like) {
                b.insert(new);
            }
        }
    }

    /// When a `call` at position `k` no longer falls into the instruction its `preRet` names,
    /// because `new_next` was inserted after it, the call token must resume at `new_next`
    /// (stack consistency (6), T:L2963: the token's pc is the call's pc + 1).
    fn retarget_preret(&mut self, k: usize, old_next: Id, new_next: Id) {
        if !matches!(self.nodes[k].instr, Instr::Call { .. }) || k == 0 {
            return;
        }
        if let Instr::PreRet { target } = &mut self.nodes[k - 1].instr {
            if *target == old_next {
                *target = new_next;
            }
        }
    }

    /// Copy the nodes at positions `set` (ascending) to the end of the function, with the edges
    /// between them mapped to the copies and a jump added where a copy would fall through to a
    /// node that was not copied. Returns original id -> copy id, or `None` when a copied node
    /// falls off the end of the function.
    fn copy_nodes(&mut self, set: &BTreeSet<usize>) -> Option<BTreeMap<Id, Id>> {
        let order: Vec<usize> = set.iter().copied().collect();
        let mut map: BTreeMap<Id, Id> = BTreeMap::new();
        for &k in &order {
            let id = *self.next_id;
            *self.next_id += 1;
            map.insert(self.nodes[k].id, id);
        }
        let mut copies: Vec<Node> = Vec::with_capacity(order.len() + 4);
        for (i, &k) in order.iter().enumerate() {
            let mut n = self.nodes[k].clone();
            n.id = map[&n.id];
            map_flow_targets(&mut n.instr, &mut |t| map.get(&t).copied().unwrap_or(t));
            let ft = falls_through(&self.nodes[k]);
            copies.push(n);
            if ft && order.get(i + 1) != Some(&(k + 1)) {
                let next = self.nodes.get(k + 1)?.id;
                let like = self.nodes[k].clone();
                let b = self.bra(next, &like);
                let bid = b.id;
                copies.push(b);
                // A copied `preRet; call` pair resumes at the jump that now follows the call.
                let c = copies.len();
                if c >= 3 && matches!(copies[c - 2].instr, Instr::Call { .. }) {
                    if let Instr::PreRet { target } = &mut copies[c - 3].instr {
                        if *target == next {
                            *target = bid;
                        }
                    }
                }
            }
        }
        self.nodes.extend(copies);
        Some(map)
    }
}

/// The span of the token at 1-based `line`/`col` of `source` (to the end of the word).
pub fn span_at(source: &str, line: u32, col: u32) -> Span {
    let mut start = source.len();
    let mut off = 0usize;
    for (cur, l) in (1u32..).zip(source.split_inclusive('\n')) {
        if cur == line {
            let c = l
                .char_indices()
                .nth(col.saturating_sub(1) as usize)
                .map(|(i, _)| i)
                .unwrap_or(0);
            start = off + c;
            break;
        }
        off += l.len();
    }
    let rest = &source[start.min(source.len())..];
    let len = rest
        .find([';', '\n'])
        .unwrap_or(rest.len())
        .max(1)
        .min(rest.len());
    Span {
        start: start as u32,
        end: (start + len) as u32,
        line,
        col,
    }
}
