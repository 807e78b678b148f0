//! Step 6 of the code transformation (T:L1667): injecting the branching instructions `ssy`, `sync`,
//! `preBrk` and `brk` that the hardware's compiler adds and real PTX lacks (DECISIONS §2).
//!
//! The thesis does not know the compiler's algorithm (T:L1667, T:L2949) and instead states what any
//! acceptable result must satisfy: control-flow consistency (T:L2953-2971). This module computes
//! one such result from the control-flow graph of each function:
//!
//! 1. **Loops** (natural loops of a reducible CFG, found from back edges `u → h` where `h`
//!    dominates `u`). A loop whose lanes may leave it at different times gets a break token:
//!    a pre-header `preBrk X` before the header (entered only from outside the loop), and every
//!    edge leaving the loop becomes a `brk` (`@g bra X` → `@g brk`; a conditional back edge
//!    `@g bra H` falling out of the loop → `@!g brk; bra H`, Listing 6.2's shape, T:L2923-2929).
//!    Lanes that break wait in the break token until the last lane leaves, then all resume at
//!    `X` together (T:L2232-2250). Exits to a block that only holds `ret`/`exit` become that
//!    `ret`/`exit` in place (they need no reconvergence). A loop must leave to one target
//!    (multi-level exits are reported).
//! 2. **Conditional branches** (guarded `bra`, `brx.idx`): reconvergence at the immediate
//!    post-dominator `R` (paths through `ret`/`exit`/`brk` end in a virtual exit node). We emit
//!    `ssy J` right before the branch (taking over every reference to the branch), and a pad
//!    `sync; bra R` (`J` = the pad's `bra`), and send every edge from the branch's region into `R`
//!    through the pad's `sync`. This gives stack consistency (3)-(5) of T:L2955-2963: the `sync`
//!    finds either the branch's diverge token directly on its sync token, or the sync token
//!    itself, whose pc is `sync + 1`. Inner regions are handled before enclosing ones, so an inner
//!    pad's `bra R` is itself routed through the outer pad when both reconverge at `R`. Branches
//!    whose paths never meet again (post-dominator = exit) get no `ssy`: the diverge token alone
//!    serialises them (T:L2262).
//! 3. Calls need the `preRet` call token, which the loader emits with Step 3 (T:L2266-2268).
//!
//! Programs that already carry branching instructions (thesis dialect, DECISIONS §2) are taken as
//! written. Irreducible control flow is rejected with a diagnostic.

use super::env::ProgEnv;
use super::ir::{Guard, Instr, Operand, ProgAddr, SrcInfo};
use crate::ptx::ast::Span;
use crate::ptx::diag::Diagnostic;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// Node id: an instruction's index in the original program, or a fresh id for injected ones.
type Id = u32;
const EXIT: usize = usize::MAX;

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

/// Inject `ssy/sync/preBrk/brk` into every function of `env` that has none (DECISIONS §2).
pub fn inject(env: &mut ProgEnv) -> Result<(), Diagnostic> {
    let base = env.base;
    let total = env.instrs.len() as u32;
    let mut next_id = total;
    let mut out: Vec<Node> = Vec::with_capacity(env.instrs.len() * 5 / 4);
    let mut func_ranges = Vec::with_capacity(env.funcs.len());
    // Label operands are stored as node ids while we work.
    let to_id = |pc: ProgAddr| pc.wrapping_sub(base);
    let mut redirect: BTreeMap<Id, Id> = BTreeMap::new();
    for fi in 0..env.funcs.len() {
        let (lo, hi) = (
            (env.funcs[fi].entry - base) as usize,
            (env.funcs[fi].end - base) as usize,
        );
        let mut nodes: Vec<Node> = (lo..hi)
            .map(|i| {
                let mut instr = env.instrs[i].clone();
                map_targets(&mut instr, &mut |t| to_id(t));
                Node {
                    id: i as Id,
                    instr,
                    guard: env.guards[i],
                    src: env.src[i],
                }
            })
            .collect();
        let explicit = has_explicit_branching(&env.instrs[lo..hi]);
        if !explicit && !nodes.is_empty() {
            let mut f = FuncInjector {
                nodes: &mut nodes,
                next_id: &mut next_id,
                redirect: &mut redirect,
                env,
                brk_owner: BTreeMap::new(),
                bodies: Vec::new(),
            };
            f.run()?;
        }
        let start = out.len();
        out.extend(nodes);
        func_ranges.push((start, out.len()));
    }
    // Linearise: id -> new address.
    let mut addr_of: BTreeMap<Id, ProgAddr> = BTreeMap::new();
    for (k, n) in out.iter().enumerate() {
        addr_of.insert(n.id, base + k as ProgAddr);
    }
    let resolve = |id: Id| -> ProgAddr {
        let mut id = id;
        let mut guard = 0;
        while let Some(&r) = redirect.get(&id) {
            id = r;
            guard += 1;
            if guard > 1_000_000 {
                break;
            }
        }
        // Targets outside the program stay outside (program-address consistency reports them).
        addr_of.get(&id).copied().unwrap_or(base.wrapping_add(id))
    };
    env.instrs = out
        .iter()
        .map(|n| {
            let mut i = n.instr.clone();
            map_targets(&mut i, &mut |t| resolve(t));
            i
        })
        .collect();
    env.guards = out.iter().map(|n| n.guard).collect();
    env.src = out.iter().map(|n| n.src).collect();
    for (fi, (s, e)) in func_ranges.into_iter().enumerate() {
        env.funcs[fi].entry = base + s as ProgAddr;
        env.funcs[fi].end = base + e as ProgAddr;
    }
    for l in env.labels.iter_mut() {
        // A label names the instruction that follows it; references to a node that got an `ssy`
        // in front now mean the `ssy`.
        l.1 = resolve(to_id(l.1));
    }
    Ok(())
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
        Instr::Membar { .. } | Instr::Ret | Instr::Exit | Instr::Sync | Instr::Brk => {}
    }
}

struct FuncInjector<'a> {
    nodes: &'a mut Vec<Node>,
    next_id: &'a mut Id,
    redirect: &'a mut BTreeMap<Id, Id>,
    env: &'a ProgEnv,
    /// Injected `brk` -> the `preBrk` of its loop (its control goes where that token resumes).
    brk_owner: BTreeMap<Id, Id>,
    /// Natural loop bodies after the loop phase, innermost first.
    bodies: Vec<BTreeSet<Id>>,
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
            },
        }
    }

    fn pos_map(&self) -> BTreeMap<Id, usize> {
        self.nodes
            .iter()
            .enumerate()
            .map(|(k, n)| (n.id, k))
            .collect()
    }

    /// Successor positions of the node at position `k` (EXIT for leaving the function).
    fn succs(&self, k: usize, pos: &BTreeMap<Id, usize>) -> Vec<usize> {
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
            _ => vec![],
        };
        if falls_through(n)
            || matches!(
                n.instr,
                Instr::Bra {
                    target: Operand::Reg(_)
                }
            )
        {
            v.push(next);
        }
        v.sort_unstable();
        v.dedup();
        v
    }

    fn diag(&self, n: &Node, code: &'static str, msg: String) -> Diagnostic {
        Diagnostic::error(code, msg, span_at(&self.env.source, n.src.line, n.src.col))
            .with_note("fermi-sim injects ssy/sync/preBrk/brk itself (DECISIONS §2, thesis T:L1667, T:L2953-2971)")
    }

    fn run(&mut self) -> Result<(), Diagnostic> {
        if self.nodes.iter().any(|n| {
            matches!(
                n.instr,
                Instr::Bra {
                    target: Operand::Reg(_)
                }
            )
        }) {
            let n = self
                .nodes
                .iter()
                .find(|n| {
                    matches!(
                        n.instr,
                        Instr::Bra {
                            target: Operand::Reg(_)
                        }
                    )
                })
                .unwrap();
            return Err(self.diag(
                n,
                "E0301",
                "indirect `bra` through a register needs explicit `ssy`/`sync` (thesis dialect)"
                    .into(),
            ));
        }
        self.loops()?;
        self.branches();
        Ok(())
    }

    // ---------------------------------------------------------------- loops

    fn loops(&mut self) -> Result<(), Diagnostic> {
        let pos = self.pos_map();
        let n = self.nodes.len();
        let succ: Vec<Vec<usize>> = (0..n).map(|k| self.succs(k, &pos)).collect();
        let dom = dominators(&succ);
        // Back edges and natural loops, keyed by header id.
        let mut loops: BTreeMap<Id, BTreeSet<Id>> = BTreeMap::new();
        let rpo = reverse_postorder(&succ);
        let mut order = vec![usize::MAX; n];
        for (i, &k) in rpo.iter().enumerate() {
            order[k] = i;
        }
        for u in 0..n {
            if order[u] == usize::MAX {
                continue; // unreachable code
            }
            for &h in &succ[u] {
                if h == EXIT || order[h] > order[u] {
                    continue;
                }
                // A retreating edge u -> h (h not later in RPO).
                if !dominates(&dom, h, u) {
                    return Err(self.diag(
                        &self.nodes[u],
                        "E0302",
                        "irreducible control flow: this branch enters a loop other than through its header".into(),
                    ));
                }
                let body = loop_body(&succ, h, u);
                let set = loops.entry(self.nodes[h].id).or_default();
                set.extend(body.into_iter().map(|k| self.nodes[k].id));
            }
        }
        // Innermost first.
        let mut list: Vec<(Id, BTreeSet<Id>)> = loops.into_iter().collect();
        list.sort_by_key(|(h, b)| (b.len(), *h));
        let mut bodies: Vec<BTreeSet<Id>> = list.iter().map(|(_, b)| b.clone()).collect();
        for (li, &(header, _)) in list.iter().enumerate() {
            self.transform_loop(header, li, &mut bodies)?;
        }
        self.bodies = bodies;
        Ok(())
    }

    /// Give one loop its break token (see the module doc).
    fn transform_loop(
        &mut self,
        header: Id,
        li: usize,
        bodies: &mut [BTreeSet<Id>],
    ) -> Result<(), Diagnostic> {
        let body = bodies[li].clone();
        // Collect exit edges (u, target position) on the current node list.
        let pos = self.pos_map();
        let mut exits: Vec<(Id, Id)> = Vec::new(); // (u id, target id)
        let mut exit_to_fn_end = None;
        for (k, nd) in self.nodes.iter().enumerate() {
            if !body.contains(&nd.id) || matches!(nd.instr, Instr::Brk) {
                continue;
            }
            for s in self.succs(k, &pos) {
                if s == EXIT {
                    if matches!(nd.instr, Instr::Ret | Instr::Exit | Instr::Brk) {
                        continue;
                    }
                    exit_to_fn_end = Some(nd.id);
                    continue;
                }
                let t = self.nodes[s].id;
                if !body.contains(&t) {
                    exits.push((nd.id, t));
                }
            }
        }
        if let Some(u) = exit_to_fn_end {
            let k = pos[&u];
            return Err(self.diag(
                &self.nodes[k],
                "E0303",
                "control falls off the end of the function inside a loop".into(),
            ));
        }
        // Terminal exits: the target only holds an unguarded `ret`/`exit`.
        let mut rest = Vec::new();
        for (u, t) in exits {
            let tk = self.pos_map()[&t];
            let tn = &self.nodes[tk];
            let terminal =
                tn.guard == Guard::Always && matches!(tn.instr, Instr::Ret | Instr::Exit);
            if terminal {
                let term = tn.instr.clone();
                self.rewrite_exit(u, t, term, li, bodies)?;
            } else {
                rest.push((u, t));
            }
        }
        let targets: BTreeSet<Id> = rest.iter().map(|e| e.1).collect();
        if targets.is_empty() {
            return Ok(());
        }
        if targets.len() > 1 {
            let pos = self.pos_map();
            let lines: Vec<String> = targets
                .iter()
                .map(|t| self.nodes[pos[t]].src.line.to_string())
                .collect();
            let hk = pos[&header];
            return Err(self.diag(
                &self.nodes[hk],
                "E0304",
                format!(
                    "loop starting here leaves to several places (lines {}); a loop must leave to one target so that a break token can reconverge its lanes",
                    lines.join(", ")
                ),
            ));
        }
        let x = *targets.iter().next().unwrap();
        // All other loops that contain x's exits must also contain x, else it is a multi-level exit.
        for (u, _) in &rest {
            for (lj, b) in bodies.iter().enumerate() {
                if lj != li && b.contains(u) && !b.contains(&x) && b.is_superset(&body) {
                    let k = self.pos_map()[u];
                    return Err(self.diag(
                        &self.nodes[k],
                        "E0305",
                        "branch leaves two nested loops at once".into(),
                    ));
                }
            }
        }
        let mut brks = Vec::new();
        for (u, t) in rest {
            brks.extend(self.rewrite_exit(u, t, Instr::Brk, li, bodies)?);
        }
        // Pre-header: `preBrk X` in front of the header, entered from outside the loop only.
        let pos = self.pos_map();
        let hk = pos[&header];
        let like = self.nodes[hk].clone();
        let pre = self.fresh(Instr::PreBrk { target: x }, Guard::Always, &like);
        let pre_id = pre.id;
        let body = bodies[li].clone();
        for nd in self.nodes.iter_mut() {
            if body.contains(&nd.id) {
                continue;
            }
            map_targets(&mut nd.instr, &mut |t| if t == header { pre_id } else { t });
        }
        // Keep the label naming the header on the pre-header for code entering from outside.
        let mut insert_at = hk;
        if hk > 0 && body.contains(&self.nodes[hk - 1].id) && falls_through(&self.nodes[hk - 1]) {
            // A loop node physically before the header falls into it: keep that edge on the header.
            let b = self.fresh(
                Instr::Bra {
                    target: Operand::Label(header),
                },
                Guard::Always,
                &like,
            );
            self.add_to_loops_containing(self.nodes[hk - 1].id, b.id, bodies, None);
            self.nodes.insert(hk, b);
            insert_at = hk + 1;
        }
        self.add_to_loops_containing(header, pre_id, bodies, Some(li));
        self.nodes.insert(insert_at, pre);
        for b in brks {
            self.brk_owner.insert(b, pre_id);
        }
        Ok(())
    }

    /// Replace the loop-exit edge `u -> t` by `repl` (`brk`, `ret` or `exit`).
    /// Returns the ids of the nodes that now hold `repl`.
    fn rewrite_exit(
        &mut self,
        u: Id,
        t: Id,
        repl: Instr,
        li: usize,
        bodies: &mut [BTreeSet<Id>],
    ) -> Result<Vec<Id>, Diagnostic> {
        let mut made = vec![u];
        let pos = self.pos_map();
        let k = pos[&u];
        let nd = self.nodes[k].clone();
        let next_is_t = k + 1 < self.nodes.len() && self.nodes[k + 1].id == t;
        match nd.instr.clone() {
            Instr::Bra {
                target: Operand::Label(bt),
            } if bt == t => {
                // `@g bra X` -> `@g brk`; if it also falls through to X, both edges leave.
                self.nodes[k].instr = repl.clone();
                if nd.guard != Guard::Always && next_is_t {
                    let extra = self.fresh(repl, Guard::Always, &nd);
                    made.push(extra.id);
                    self.add_to_loops_containing(u, extra.id, bodies, None);
                    self.nodes.insert(k + 1, extra);
                }
            }
            Instr::Bra {
                target: Operand::Label(bt),
            } if next_is_t && nd.guard != Guard::Always => {
                // `@g bra H; (falls out)` -> `@!g brk; bra H` (Listing 6.2's shape).
                self.nodes[k].instr = repl;
                self.nodes[k].guard = negate(nd.guard);
                let b = self.fresh(
                    Instr::Bra {
                        target: Operand::Label(bt),
                    },
                    Guard::Always,
                    &nd,
                );
                self.add_to_loops_containing(u, b.id, bodies, None);
                self.nodes.insert(k + 1, b);
            }
            Instr::BrxIdx { .. } => {
                return Err(self.diag(
                    &nd,
                    "E0306",
                    "`brx.idx` leaving a loop is not supported".into(),
                ));
            }
            _ if next_is_t && falls_through(&nd) => {
                let b = self.fresh(repl, Guard::Always, &nd);
                made = vec![b.id];
                self.add_to_loops_containing(u, b.id, bodies, None);
                self.nodes.insert(k + 1, b);
            }
            _ => {
                let _ = li;
                return Err(self.diag(&nd, "E0307", "unexpected loop exit edge".into()));
            }
        }
        Ok(made)
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

    // ---------------------------------------------------------------- conditional branches

    fn branches(&mut self) {
        let pos = self.pos_map();
        let n = self.nodes.len();
        let succ: Vec<Vec<usize>> = (0..n).map(|k| self.succs(k, &pos)).collect();
        let ipdom = immediate_postdominators(&succ);
        let mut work: Vec<(usize, Id, Id)> = Vec::new(); // (region size, branch id, reconvergence id)
        for k in 0..n {
            let nd = &self.nodes[k];
            let divergent = match &nd.instr {
                Instr::Bra {
                    target: Operand::Label(_),
                } => nd.guard != Guard::Always && succ[k].len() > 1,
                Instr::BrxIdx { .. } => succ[k].len() > 1,
                _ => false,
            };
            if !divergent {
                continue;
            }
            let r = ipdom[k];
            if r == EXIT || r == usize::MAX {
                continue;
            }
            // Inside a loop, reconvergence must stay inside it; otherwise the break token
            // serialises the paths (an `ssy` per iteration would grow the stack).
            if let Some(body) = self.bodies.iter().find(|b| b.contains(&nd.id)) {
                if !body.contains(&self.nodes[r].id) {
                    continue;
                }
            }
            let size = region(&succ, k, r).len();
            work.push((size, nd.id, self.nodes[r].id));
        }
        work.sort();
        for (_, b, r) in work {
            self.reconverge(b, r);
        }
    }

    /// `ssy` before branch `b`, pad `sync; bra r`, region edges into `r` through the pad.
    fn reconverge(&mut self, b: Id, r: Id) {
        let pos = self.pos_map();
        let n = self.nodes.len();
        let succ: Vec<Vec<usize>> = (0..n).map(|k| self.succs(k, &pos)).collect();
        let (bk, rk) = (pos[&b], pos[&r]);
        let mut members: BTreeSet<usize> = region(&succ, bk, rk);
        members.insert(bk);
        let like = self.nodes[bk].clone();
        let sync = self.fresh(Instr::Sync, Guard::Always, &like);
        let jump = self.fresh(
            Instr::Bra {
                target: Operand::Label(r),
            },
            Guard::Always,
            &like,
        );
        let ssy = self.fresh(Instr::Ssy { target: jump.id }, Guard::Always, &like);
        let (sync_id, ssy_id) = (sync.id, ssy.id);
        // Redirect region edges into r.
        let mut inserts: Vec<(usize, Node)> = Vec::new();
        for &k in &members {
            let nd = &mut self.nodes[k];
            let retarget = |t: ProgAddr| if t == r { sync_id } else { t };
            match &mut nd.instr {
                Instr::Bra {
                    target: Operand::Label(t),
                } => *t = retarget(*t),
                Instr::BrxIdx { targets, .. } => targets.iter_mut().for_each(|t| *t = retarget(*t)),
                // Lanes of a loop inside the region resume at the loop's exit via the break token.
                Instr::PreBrk { target } => *target = retarget(*target),
                _ => {}
            }
            if k + 1 == rk && falls_through(&self.nodes[k]) {
                let extra = self.fresh(
                    Instr::Bra {
                        target: Operand::Label(sync_id),
                    },
                    Guard::Always,
                    &like,
                );
                inserts.push((k + 1, extra));
            }
        }
        // Every reference to the branch now means the `ssy` in front of it.
        for nd in self.nodes.iter_mut() {
            map_targets(&mut nd.instr, &mut |t| if t == b { ssy_id } else { t });
        }
        self.redirect.insert(b, ssy_id);
        inserts.push((bk, ssy));
        inserts.sort_by_key(|(k, _)| std::cmp::Reverse(*k));
        for (k, node) in inserts {
            self.nodes.insert(k, node);
        }
        self.nodes.push(sync);
        self.nodes.push(jump);
    }
}

// -------------------------------------------------------------------- graph algorithms

fn reverse_postorder(succ: &[Vec<usize>]) -> Vec<usize> {
    let n = succ.len();
    if n == 0 {
        return vec![];
    }
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    seen[0] = true;
    while let Some(&mut (v, ref mut i)) = stack.last_mut() {
        if *i < succ[v].len() {
            let w = succ[v][*i];
            *i += 1;
            if w != EXIT && !seen[w] {
                seen[w] = true;
                stack.push((w, 0));
            }
        } else {
            post.push(v);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Immediate dominators from node 0 (Cooper, Harvey, Kennedy). `usize::MAX` = unreachable.
fn dominators(succ: &[Vec<usize>]) -> Vec<usize> {
    let n = succ.len();
    let rpo = reverse_postorder(succ);
    let mut order = vec![usize::MAX; n];
    for (i, &v) in rpo.iter().enumerate() {
        order[v] = i;
    }
    let mut preds = vec![Vec::new(); n];
    for (v, s) in succ.iter().enumerate() {
        for &w in s {
            if w != EXIT {
                preds[w].push(v);
            }
        }
    }
    idom_iterate(&rpo, &order, &preds)
}

fn idom_iterate(rpo: &[usize], order: &[usize], preds: &[Vec<usize>]) -> Vec<usize> {
    let n = order.len();
    let mut idom = vec![usize::MAX; n];
    if rpo.is_empty() {
        return idom;
    }
    idom[rpo[0]] = rpo[0];
    let intersect = |idom: &[usize], mut a: usize, mut b: usize| {
        while a != b {
            while order[a] > order[b] {
                a = idom[a];
            }
            while order[b] > order[a] {
                b = idom[b];
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &v in &rpo[1..] {
            let mut new = usize::MAX;
            for &p in &preds[v] {
                if order[p] == usize::MAX || idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    p
                } else {
                    intersect(&idom, p, new)
                };
            }
            if new != usize::MAX && idom[v] != new {
                idom[v] = new;
                changed = true;
            }
        }
    }
    idom
}

fn dominates(idom: &[usize], a: usize, mut b: usize) -> bool {
    loop {
        if a == b {
            return true;
        }
        let p = idom[b];
        if p == usize::MAX || p == b {
            return false;
        }
        b = p;
    }
}

/// Immediate post-dominators with a virtual exit node; `EXIT` if only the exit post-dominates,
/// `usize::MAX` if the node cannot reach the exit (endless loop).
fn immediate_postdominators(succ: &[Vec<usize>]) -> Vec<usize> {
    let n = succ.len();
    let x = n; // virtual exit
               // Reverse graph: edges w -> v for v -> w; exit -> v for v -> EXIT.
    let mut rsucc = vec![Vec::new(); n + 1];
    let mut rpred = vec![Vec::new(); n + 1];
    for (v, s) in succ.iter().enumerate() {
        for &w in s {
            let w = if w == EXIT { x } else { w };
            rsucc[w].push(v);
            rpred[v].push(w);
        }
    }
    // RPO of the reverse graph from the virtual exit.
    let mut seen = vec![false; n + 1];
    let mut post = Vec::new();
    let mut stack = vec![(x, 0usize)];
    seen[x] = true;
    while let Some(&mut (v, ref mut i)) = stack.last_mut() {
        if *i < rsucc[v].len() {
            let w = rsucc[v][*i];
            *i += 1;
            if !seen[w] {
                seen[w] = true;
                stack.push((w, 0));
            }
        } else {
            post.push(v);
            stack.pop();
        }
    }
    post.reverse();
    let mut order = vec![usize::MAX; n + 1];
    for (i, &v) in post.iter().enumerate() {
        order[v] = i;
    }
    let ip = idom_iterate(&post, &order, &rpred);
    (0..n)
        .map(|v| {
            if ip[v] == usize::MAX {
                usize::MAX
            } else if ip[v] == x {
                EXIT
            } else {
                ip[v]
            }
        })
        .collect()
}

/// Nodes reachable from `b`'s successors without passing through `r` (and not the exit).
fn region(succ: &[Vec<usize>], b: usize, r: usize) -> BTreeSet<usize> {
    let mut seen = BTreeSet::new();
    let mut q: VecDeque<usize> = succ[b]
        .iter()
        .copied()
        .filter(|&s| s != EXIT && s != r)
        .collect();
    while let Some(v) = q.pop_front() {
        if !seen.insert(v) {
            continue;
        }
        for &w in &succ[v] {
            if w != EXIT && w != r && !seen.contains(&w) {
                q.push_back(w);
            }
        }
    }
    seen
}

/// Natural loop of back edge `u -> h`: `h` plus all nodes reaching `u` without passing `h`.
fn loop_body(succ: &[Vec<usize>], h: usize, u: usize) -> BTreeSet<usize> {
    let n = succ.len();
    let mut preds = vec![Vec::new(); n];
    for (v, s) in succ.iter().enumerate() {
        for &w in s {
            if w != EXIT {
                preds[w].push(v);
            }
        }
    }
    let mut body = BTreeSet::new();
    body.insert(h);
    let mut stack = vec![u];
    while let Some(v) = stack.pop() {
        if body.insert(v) {
            stack.extend(preds[v].iter().copied());
        }
    }
    body
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
