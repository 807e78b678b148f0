//! Loops: node splitting of irreducible cycles, and one break token per natural loop whose lanes
//! may leave it (T:L2218-2222 `preBrk`, T:L2232-2250 `brk`), with an exit selector and a dispatch
//! block when the loop leaves to more than one place.

use super::graph::{self, EXIT};
use super::{falls_through, map_edges, negate, FuncInjector, Id, Loop, Mode, Node};
use crate::program::ir::{Guard, Instr, Operand, RegId, Ty};
use crate::ptx::diag::Diagnostic;
use std::collections::{BTreeMap, BTreeSet};

/// How one loop-exit edge is replaced.
#[derive(Clone)]
enum ExitAct {
    /// The target only holds an unguarded `ret`/`exit`: that instruction, in place.
    Terminal(Instr),
    /// `brk`, after writing exit number `j` into the selector when there is one.
    Break(u32),
}

/// Copies made by node splitting may at most grow a function to this many times its size (plus a
/// constant): the stated bound of `docs/reconvergence.md`.
pub(super) const SPLIT_FACTOR: usize = 4;
pub(super) const SPLIT_SLACK: usize = 256;

impl FuncInjector<'_> {
    /// Make the control-flow graph reducible by node splitting: while some cycle can be entered at
    /// more than one node, copy the part of it reachable from a second entry without passing the
    /// first (the header), and send the second entry's outside predecessors to the copy.
    pub(super) fn split_irreducible(&mut self) -> Result<(), Diagnostic> {
        let limit = self.nodes.len() * SPLIT_FACTOR + SPLIT_SLACK;
        loop {
            let (_, succ) = self.graph(Mode::Loops);
            let rpo = graph::reverse_postorder(&succ);
            let n = succ.len();
            let mut order = vec![usize::MAX; n];
            for (i, &v) in rpo.iter().enumerate() {
                order[v] = i;
            }
            let dom = graph::dominators(&succ);
            let bad = rpo.iter().find_map(|&u| {
                succ[u]
                    .iter()
                    .find(|&&h| h != EXIT && order[h] <= order[u] && !graph::dominates(&dom, h, u))
                    .map(|&h| (u, h))
            });
            let Some((u, h)) = bad else { return Ok(()) };
            // The cycle's strongly connected part: reachable from h and reaching h.
            let preds = graph::preds(&succ);
            let fwd = walk(h, |v| {
                succ[v].iter().copied().filter(|&w| w != EXIT).collect()
            });
            let bwd = walk(h, |v| preds[v].to_vec());
            let scc: BTreeSet<usize> = fwd.intersection(&bwd).copied().collect();
            let mut entries: Vec<usize> = scc
                .iter()
                .copied()
                .filter(|&v| {
                    v == 0
                        || preds[v]
                            .iter()
                            .any(|&p| order[p] != usize::MAX && !scc.contains(&p))
                })
                .collect();
            entries.sort_by_key(|&v| order[v]);
            let too_big = |extra: usize| self.nodes.len() + extra > limit;
            let (header, second) = match entries.as_slice() {
                [hd, e2, ..] => (*hd, *e2),
                _ => {
                    return Err(self.diag(
                        &self.nodes[u],
                        "E0302",
                        "irreducible control flow that node splitting cannot resolve".into(),
                    ))
                }
            };
            let copyset = walk(second, |v| {
                succ[v]
                    .iter()
                    .copied()
                    .filter(|&w| w != EXIT && w != header && scc.contains(&w))
                    .collect()
            });
            if too_big(copyset.len()) {
                return Err(self.diag(
                    &self.nodes[u],
                    "E0302",
                    format!(
                        "irreducible control flow: splitting it would grow the function beyond {SPLIT_FACTOR}x its size + {SPLIT_SLACK} instructions"
                    ),
                ));
            }
            let outside: Vec<usize> = preds[second]
                .iter()
                .copied()
                .filter(|&p| order[p] != usize::MAX && !scc.contains(&p))
                .collect();
            let e2 = self.nodes[second].id;
            let Some(map) = self.copy_nodes(&copyset) else {
                return Err(self.diag(
                    &self.nodes[u],
                    "E0302",
                    "irreducible control flow falls off the end of the function".into(),
                ));
            };
            let e2c = map[&e2];
            let ids: Vec<Id> = outside.iter().map(|&p| self.nodes[p].id).collect();
            for p in ids {
                self.redirect_edge(p, e2, e2c);
            }
        }
    }

    /// Send the edge `p -> t` (explicit target or fall-through) to `to` instead.
    pub(super) fn redirect_edge(&mut self, p: Id, t: Id, to: Id) {
        let pos = self.pos_map();
        let k = pos[&p];
        map_edges(&mut self.nodes[k].instr, &mut |x| {
            if x == t {
                to
            } else {
                x
            }
        });
        if falls_through(&self.nodes[k]) && self.nodes.get(k + 1).map(|n| n.id) == Some(t) {
            let like = self.nodes[k].clone();
            let b = self.bra(to, &like);
            let bid = b.id;
            self.nodes.insert(k + 1, b);
            self.retarget_preret(k, t, bid);
        }
    }

    /// Natural loops, innermost first, each given its break token. Returns each loop's `preBrk`
    /// (none for a loop that nothing leaves but `ret`/`exit`) and body.
    pub(super) fn find_loops(&mut self) -> Result<Vec<Loop>, Diagnostic> {
        let (_, succ) = self.graph(Mode::Loops);
        let n = succ.len();
        let dom = graph::dominators(&succ);
        let rpo = graph::reverse_postorder(&succ);
        let mut order = vec![usize::MAX; n];
        for (i, &k) in rpo.iter().enumerate() {
            order[k] = i;
        }
        let mut loops: BTreeMap<Id, BTreeSet<Id>> = BTreeMap::new();
        for u in 0..n {
            if order[u] == usize::MAX {
                continue; // unreachable code
            }
            for &h in &succ[u] {
                if h == EXIT || order[h] > order[u] {
                    continue;
                }
                if !graph::dominates(&dom, h, u) {
                    // split_irreducible ran first; this is a defect, not the user's.
                    return Err(self.diag(
                        &self.nodes[u],
                        "E0302",
                        "irreducible control flow: this branch enters a loop other than through its header".into(),
                    ));
                }
                // Dead code that jumps into the loop is no part of it: its edges out of the loop
                // would become exits, and the dispatch for them a cycle that never existed.
                let body = graph::loop_body(&succ, h, u);
                let set = loops.entry(self.nodes[h].id).or_default();
                set.extend(
                    body.into_iter()
                        .filter(|&k| order[k] != usize::MAX)
                        .map(|k| self.nodes[k].id),
                );
            }
        }
        let mut list: Vec<(Id, BTreeSet<Id>)> = loops.into_iter().collect();
        list.sort_by_key(|(h, b)| (b.len(), *h));
        let mut bodies: Vec<BTreeSet<Id>> = list.iter().map(|(_, b)| b.clone()).collect();
        let mut pres = Vec::with_capacity(list.len());
        for (li, &(header, _)) in list.iter().enumerate() {
            pres.push(self.transform_loop(header, li, &mut bodies)?);
        }
        Ok(pres.into_iter().zip(bodies).collect())
    }

    /// Give one loop its break token (see the module doc).
    fn transform_loop(
        &mut self,
        header: Id,
        li: usize,
        bodies: &mut [BTreeSet<Id>],
    ) -> Result<Option<Id>, Diagnostic> {
        let body = bodies[li].clone();
        let (pos, _) = self.graph(Mode::Loops);
        // Exit edges, grouped by source node (ascending target id per node).
        let mut exits: BTreeMap<Id, Vec<Id>> = BTreeMap::new();
        for (k, nd) in self.nodes.iter().enumerate() {
            if !body.contains(&nd.id) || matches!(nd.instr, Instr::Brk) {
                continue;
            }
            for s in self.succs(k, &pos, Mode::Loops) {
                if s == EXIT {
                    if matches!(nd.instr, Instr::Ret | Instr::Exit) {
                        continue;
                    }
                    return Err(self.diag(
                        nd,
                        "E0303",
                        "control falls off the end of the function inside a loop".into(),
                    ));
                }
                let t = self.nodes[s].id;
                if !body.contains(&t) {
                    exits.entry(nd.id).or_default().push(t);
                }
            }
        }
        // Break targets in order of first appearance; terminal exits stay in place.
        let mut targets: Vec<Id> = Vec::new();
        let mut acts: BTreeMap<Id, ExitAct> = BTreeMap::new();
        for ts in exits.values() {
            for &t in ts {
                if acts.contains_key(&t) {
                    continue;
                }
                let tn = &self.nodes[pos[&t]];
                let act =
                    if tn.guard == Guard::Always && matches!(tn.instr, Instr::Ret | Instr::Exit) {
                        ExitAct::Terminal(tn.instr.clone())
                    } else {
                        targets.push(t);
                        ExitAct::Break(targets.len() as u32 - 1)
                    };
                acts.insert(t, act);
            }
        }
        if targets.is_empty() {
            for (u, ts) in exits {
                self.rewrite_exits(u, &ts, &acts, None, bodies)?;
            }
            return Ok(None);
        }
        let enclosing: Vec<usize> = (0..bodies.len())
            .filter(|&j| j != li && bodies[j].contains(&header))
            .collect();
        // One target inside every enclosing loop: break straight to it (Listing 6.2's shape).
        // Otherwise break to a dispatch block that belongs to the enclosing loops.
        let direct =
            targets.len() == 1 && enclosing.iter().all(|&j| bodies[j].contains(&targets[0]));
        let like = self.nodes[pos[&header]].clone();
        let (x, sel) = if direct {
            (targets[0], None)
        } else {
            let (instr, sel) = if targets.len() == 1 {
                (
                    Instr::Bra {
                        target: Operand::Label(targets[0]),
                    },
                    None,
                )
            } else {
                let r = self.fresh_reg();
                (
                    Instr::BrxIdx {
                        index: Operand::Reg(r),
                        targets: targets.clone().into_boxed_slice(),
                    },
                    Some(r),
                )
            };
            let d = self.fresh(instr, Guard::Always, &like);
            let did = d.id;
            self.nodes.push(d);
            for &j in &enclosing {
                bodies[j].insert(did);
            }
            (did, sel)
        };
        let mut brks = Vec::new();
        for (u, ts) in exits {
            brks.extend(self.rewrite_exits(u, &ts, &acts, sel, bodies)?);
        }
        // Pre-header: `preBrk X` in front of the header, entered from outside the loop only.
        let pos = self.pos_map();
        let hk = pos[&header];
        let pre = self.fresh(Instr::PreBrk { target: x }, Guard::Always, &like);
        let pre_id = pre.id;
        let body = bodies[li].clone();
        for nd in self.nodes.iter_mut() {
            if body.contains(&nd.id) {
                continue;
            }
            super::map_targets(&mut nd.instr, &mut |t| if t == header { pre_id } else { t });
        }
        // Keep the label naming the header on the pre-header for code entering from outside.
        let mut insert_at = hk;
        if hk > 0 && body.contains(&self.nodes[hk - 1].id) && falls_through(&self.nodes[hk - 1]) {
            // A loop node physically before the header falls into it: keep that edge on the header.
            let b = self.bra(header, &like);
            self.add_to_loops_containing(self.nodes[hk - 1].id, b.id, bodies, None);
            self.nodes.insert(hk, b);
            insert_at = hk + 1;
        }
        self.add_to_loops_containing(header, pre_id, bodies, Some(li));
        self.nodes.insert(insert_at, pre);
        for b in brks {
            self.brk_owner.insert(b, pre_id);
        }
        Ok(Some(pre_id))
    }

    /// The instructions that replace one exit edge, guarded by `g`: `[mov sel, j;] brk`, or the
    /// terminal `ret`/`exit`. Returns them and the id of the `brk`, if any.
    fn exit_seq(
        &mut self,
        act: &ExitAct,
        g: Guard,
        sel: Option<RegId>,
        like: &Node,
    ) -> (Vec<Node>, Option<Id>) {
        match act {
            ExitAct::Terminal(i) => (vec![self.fresh(i.clone(), g, like)], None),
            ExitAct::Break(j) => {
                let mut v = Vec::new();
                if let Some(r) = sel {
                    v.push(self.fresh(
                        Instr::Mov {
                            ty: Ty::U32,
                            dst: r,
                            src: Operand::Imm(*j as u64),
                        },
                        g,
                        like,
                    ));
                }
                let b = self.fresh(Instr::Brk, g, like);
                let id = b.id;
                v.push(b);
                (v, Some(id))
            }
        }
    }

    /// Replace the exit edges `u -> t` (t in `ts`) of one node. Returns the ids of the new `brk`s.
    fn rewrite_exits(
        &mut self,
        u: Id,
        ts: &[Id],
        acts: &BTreeMap<Id, ExitAct>,
        sel: Option<RegId>,
        bodies: &mut [BTreeSet<Id>],
    ) -> Result<Vec<Id>, Diagnostic> {
        let pos = self.pos_map();
        let k = pos[&u];
        let nd = self.nodes[k].clone();
        let next = self.nodes.get(k + 1).map(|n| n.id);
        let act_of = |t: Id| {
            if ts.contains(&t) {
                acts.get(&t).cloned()
            } else {
                None
            }
        };
        let ft = if falls_through(&nd) {
            next.and_then(act_of)
        } else {
            None
        };
        let mut brks = Vec::new();
        // The sequence that replaces node k (its first node keeps u's id) or follows it.
        let mut seq: Vec<Node> = Vec::new();
        let mut replace = false;
        match nd.instr.clone() {
            Instr::Bra {
                target: Operand::Label(bt),
            } if act_of(bt).is_some() => {
                // `@g bra t` -> `@g [mov] brk`; a fall-through that also leaves follows unguarded.
                let (s, b) = self.exit_seq(&act_of(bt).unwrap(), nd.guard, sel, &nd);
                seq.extend(s);
                brks.extend(b);
                if let Some(f) = &ft {
                    let (s, b) = self.exit_seq(f, Guard::Always, sel, &nd);
                    seq.extend(s);
                    brks.extend(b);
                }
                replace = true;
            }
            Instr::Bra {
                target: Operand::Label(bt),
            } if ft.is_some() => {
                // `@g bra H; (falls out)` -> `@!g [mov] brk; bra H` (Listing 6.2's shape).
                let (s, b) = self.exit_seq(ft.as_ref().unwrap(), negate(nd.guard), sel, &nd);
                seq.extend(s);
                brks.extend(b);
                seq.push(self.bra(bt, &nd));
                replace = true;
            }
            Instr::BrxIdx { targets, .. } => {
                // Each table entry that leaves goes to a stub `[mov] brk` inside the loop.
                let mut map: BTreeMap<Id, Id> = BTreeMap::new();
                for t in targets.iter().copied() {
                    if map.contains_key(&t) {
                        continue;
                    }
                    if let Some(a) = act_of(t) {
                        let (s, b) = self.exit_seq(&a, Guard::Always, sel, &nd);
                        brks.extend(b);
                        map.insert(t, s[0].id);
                        for x in s {
                            self.add_to_loops_containing(u, x.id, bodies, None);
                            self.nodes.push(x);
                        }
                    }
                }
                if let Instr::BrxIdx { targets, .. } = &mut self.nodes[k].instr {
                    targets
                        .iter_mut()
                        .for_each(|t| *t = map.get(t).copied().unwrap_or(*t));
                }
                if let Some(f) = &ft {
                    let (s, b) = self.exit_seq(f, Guard::Always, sel, &nd);
                    seq.extend(s);
                    brks.extend(b);
                }
            }
            _ => {
                if let Some(f) = &ft {
                    let (s, b) = self.exit_seq(f, Guard::Always, sel, &nd);
                    seq.extend(s);
                    brks.extend(b);
                }
            }
        }
        for x in &seq {
            self.add_to_loops_containing(u, x.id, bodies, None);
        }
        if replace {
            // The first replacement instruction takes over the node's id (labels, edges).
            let mut seq = seq;
            let old_first = seq[0].id;
            seq[0].id = u;
            // ... and stands for the original instruction in traces (not marked injected).
            seq[0].src = nd.src;
            for b in brks.iter_mut() {
                if *b == old_first {
                    *b = u;
                }
            }
            self.nodes.splice(k..=k, seq);
        } else if !seq.is_empty() {
            let first = seq[0].id;
            self.nodes.splice(k + 1..k + 1, seq);
            if let Some(t) = next {
                self.retarget_preret(k, t, first);
            }
        }
        Ok(brks)
    }
}

/// Nodes reached from `start` by `next` (including `start`).
fn walk(start: usize, next: impl Fn(usize) -> Vec<usize>) -> BTreeSet<usize> {
    let mut seen = BTreeSet::new();
    let mut stack = vec![start];
    while let Some(v) = stack.pop() {
        if seen.insert(v) {
            stack.extend(next(v));
        }
    }
    seen
}
