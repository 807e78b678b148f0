//! Reconvergence of divergent branches: `ssy` before the branch and a `sync` pad at its immediate
//! post-dominator (T:L2212-2216 `ssy`, T:L2228-2230 `sync`), regions made single-entry first.

use super::graph::{self, EXIT};
use super::{falls_through, map_targets, FuncInjector, Id, Mode, Node};
use crate::program::ir::{Guard, Instr, Operand, Ty};
use crate::ptx::diag::Diagnostic;
use std::collections::{BTreeMap, BTreeSet};

/// A control-flow graph (successor lists) and its immediate post-dominators.
type SuccAndIpdom = (Vec<Vec<usize>>, Vec<usize>);

/// Can the node at `k` send the lanes of one warp to different places?
fn divergent(instr: &Instr, guard: Guard, succ: &[usize]) -> bool {
    match instr {
        Instr::Bra {
            target: Operand::Label(_),
        } => guard != Guard::Always && succ.len() > 1,
        Instr::BrxIdx { .. } => succ.len() > 1,
        _ => false,
    }
}

impl FuncInjector<'_> {
    /// Every divergent branch, innermost region first (regions of the original graph order the
    /// work; each branch is then handled on the current graph).
    pub(super) fn branches(&mut self) -> Result<(), Diagnostic> {
        let mut work: BTreeSet<(usize, usize, Id)> = BTreeSet::new();
        // One graph and post-dominator tree per loop nesting (most branches share one).
        let mut cache: BTreeMap<BTreeSet<Id>, SuccAndIpdom> = BTreeMap::new();
        for k in 0..self.nodes.len() {
            let nd = &self.nodes[k];
            if !matches!(
                nd.instr,
                Instr::Bra {
                    target: Operand::Label(_)
                } | Instr::BrxIdx { .. }
            ) {
                continue;
            }
            let id = nd.id;
            let enc = self.enclosing(id);
            if !cache.contains_key(&enc) {
                let (_, succ) = self.graph(Mode::Branches(&enc));
                let ipdom = graph::immediate_postdominators(&succ);
                cache.insert(enc.clone(), (succ, ipdom));
            }
            let (succ, ipdom) = &cache[&enc];
            let nd = &self.nodes[k];
            if !divergent(&nd.instr, nd.guard, &succ[k]) {
                continue;
            }
            let r = ipdom[k];
            let size = if r == EXIT || r == usize::MAX {
                0
            } else {
                graph::region(succ, k, r).len()
            };
            work.insert((size, k, id));
        }
        drop(cache);
        let mut dispatched: BTreeSet<Id> = BTreeSet::new();
        while let Some((size, k0, b)) = work.pop_first() {
            let enc = self.enclosing(b);
            let (pos, succ) = self.graph(Mode::Branches(&enc));
            let Some(&bk) = pos.get(&b) else { continue };
            if !divergent(&self.nodes[bk].instr, self.nodes[bk].guard, &succ[bk]) {
                continue;
            }
            let reach = graph::reachable(&succ);
            if !reach[bk] {
                continue; // dead code never runs; rewriting around it could only disturb live code
            }
            let ipdom = graph::immediate_postdominators(&succ);
            let r = ipdom[bk];
            // Paths that never meet again: the diverge token alone serialises them (T:L2262).
            if r == EXIT || r == usize::MAX {
                continue;
            }
            let reg = graph::region(&succ, bk, r);
            if reg.contains(&bk) {
                // The branch can reach itself before reconverging (it cannot after the loop
                // phase; kept as a safe fallback): no sync token per iteration.
                continue;
            }
            let preds = graph::preds(&succ);
            let entered = reg.iter().any(|&v| {
                preds[v]
                    .iter()
                    .any(|&p| p != bk && reach[p] && !reg.contains(&p))
            });
            if entered {
                if !dispatched.insert(b) {
                    continue; // defensive: a dispatch is entered only by itself
                }
                let Some(d) = self.dispatch_region(bk, &reg, &preds, &reach) else {
                    continue;
                };
                dispatched.insert(d);
                for (_, body) in self.loops.iter_mut() {
                    if body.contains(&b) {
                        body.insert(d);
                    }
                }
                work.insert((size, k0, d));
                continue;
            }
            self.reconverge(bk, r, &reg);
        }
        Ok(())
    }

    /// The `preBrk`s of the loops that contain node `id`.
    fn enclosing(&self, id: Id) -> BTreeSet<Id> {
        self.loops
            .iter()
            .filter(|(_, body)| body.contains(&id))
            .filter_map(|(pre, _)| *pre)
            .collect()
    }

    /// Make the region `reg` of the branch at `bk` single-entry without copying it: the branch
    /// becomes a dispatch `brx.idx s, [its targets…, e₁, …, eₙ]` on a fresh selector `s`, and
    /// every edge that entered the region in its middle, at `eᵢ`, goes instead through a stub
    /// `mov s, i; bra dispatch`. The lanes follow the same original instructions; the dispatch is
    /// one divergent branch whose region only it enters. Linear in size, unlike copying the region,
    /// which doubles for every short-circuit condition of a chain (an unrolled loop with
    /// `continue` and `break`). Returns the dispatch's id, or `None` for a branch it does not
    /// handle (a guarded `brx.idx`).
    fn dispatch_region(
        &mut self,
        bk: usize,
        reg: &BTreeSet<usize>,
        preds: &[Vec<usize>],
        reach: &[bool],
    ) -> Option<Id> {
        let b = self.nodes[bk].clone();
        let mut entries: Vec<usize> = Vec::new();
        let mut edges: Vec<(Id, Id)> = Vec::new();
        for &v in reg {
            for &p in &preds[v] {
                if p != bk && reach[p] && !reg.contains(&p) {
                    edges.push((self.nodes[p].id, self.nodes[v].id));
                    if !entries.contains(&v) {
                        entries.push(v);
                    }
                }
            }
        }
        let sel = self.fresh_reg();
        let mov = |i: u64| Instr::Mov {
            ty: Ty::U32,
            dst: sel,
            src: Operand::Imm(i),
        };
        let (mut targets, mut prefix): (Vec<Id>, Vec<Node>) = match &b.instr {
            Instr::Bra {
                target: Operand::Label(t),
            } => {
                let next = self.nodes.get(bk + 1)?.id;
                let p = vec![
                    self.fresh(mov(1), Guard::Always, &b),
                    self.fresh(mov(0), b.guard, &b),
                ];
                (vec![*t, next], p)
            }
            Instr::BrxIdx { index, targets } if b.guard == Guard::Always => {
                let p = vec![self.fresh(
                    Instr::Mov {
                        ty: Ty::U32,
                        dst: sel,
                        src: *index,
                    },
                    Guard::Always,
                    &b,
                )];
                (targets.to_vec(), p)
            }
            _ => return None,
        };
        let base = targets.len() as u64;
        targets.extend(entries.iter().map(|&v| self.nodes[v].id));
        let d = self.fresh(
            Instr::BrxIdx {
                index: Operand::Reg(sel),
                targets: targets.into_boxed_slice(),
            },
            Guard::Always,
            &b,
        );
        let did = d.id;
        // Stubs, one per entry node, at the end of the function.
        let mut stub_of: BTreeMap<Id, Id> = BTreeMap::new();
        for (i, &v) in entries.iter().enumerate() {
            let e = self.nodes[v].clone();
            let m = self.fresh(mov(base + i as u64), Guard::Always, &e);
            let j = self.bra(did, &e);
            stub_of.insert(e.id, m.id);
            self.nodes.push(m);
            self.nodes.push(j);
        }
        prefix[0].id = b.id;
        prefix.push(d);
        self.nodes.splice(bk..=bk, prefix);
        for (p, e) in edges {
            let stub = stub_of[&e];
            self.redirect_edge(p, e, stub);
            // A loop that came out in the region's middle comes out at the stub.
            let k = self.pos_map()[&p];
            if let Instr::PreBrk { target } = &mut self.nodes[k].instr {
                if *target == e {
                    *target = stub;
                }
            }
        }
        Some(did)
    }

    /// `ssy` before the branch at `bk`, pad `sync; bra R` at the end of the function, and every
    /// edge of the region into `R` (position `rk`) through the pad's `sync`. This gives stack
    /// consistency (3)-(5) of T:L2955-2963: the `sync` finds either the branch's diverge token
    /// directly on its sync token, or the sync token itself, whose pc is `sync + 1`.
    fn reconverge(&mut self, bk: usize, rk: usize, reg: &BTreeSet<usize>) {
        let b = self.nodes[bk].id;
        let r = self.nodes[rk].id;
        let like = self.nodes[bk].clone();
        let sync = self.fresh(Instr::Sync, Guard::Always, &like);
        let jump = self.bra(r, &like);
        let ssy = self.fresh(Instr::Ssy { target: jump.id }, Guard::Always, &like);
        let (sync_id, ssy_id) = (sync.id, ssy.id);
        let mut members = reg.clone();
        members.insert(bk);
        let mut inserts: Vec<(usize, super::Node)> = Vec::new();
        for &k in &members {
            let retarget = |t: Id| if t == r { sync_id } else { t };
            match &mut self.nodes[k].instr {
                Instr::Bra {
                    target: Operand::Label(t),
                } => *t = retarget(*t),
                Instr::BrxIdx { targets, .. } => targets.iter_mut().for_each(|t| *t = retarget(*t)),
                // Lanes of a loop inside the region resume at the loop's exit via the break token.
                Instr::PreBrk { target } => *target = retarget(*target),
                _ => {}
            }
            if k + 1 == rk && falls_through(&self.nodes[k]) {
                let extra = self.bra(sync_id, &like);
                self.retarget_preret(k, r, extra.id);
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
