//! Reconvergence of divergent branches: `ssy` before the branch and a `sync` pad at its immediate
//! post-dominator (T:L2212-2216 `ssy`, T:L2228-2230 `sync`), regions made single-entry first.

use super::graph::{self, EXIT};
use super::{falls_through, map_targets, FuncInjector, Id, Mode, Node};
use crate::program::ir::{Guard, Instr, Operand, Ty};
use crate::ptx::diag::Diagnostic;
use std::collections::{BTreeMap, BTreeSet};

/// A control-flow graph (successor lists) and its immediate post-dominators.
type SuccAndIpdom = (graph::Adj, Vec<usize>);

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
        // Branches are reconverged in batches on one graph: rebuilding the graph and its
        // post-dominators for every branch made a function of n branches cost n² (a chain of
        // 10,000 `if`s: 200 s). A branch joins the batch when the nodes it touches (itself, its
        // region, its post-dominator, the node before an inserted jump) are disjoint from those
        // of the branches reconverged since the graph was built: the rewrites of those (an `ssy`
        // before their branch, jumps into their pads, pads at the end, edges into their
        // post-dominator through the pad) then change neither its post-dominator, region,
        // reachability nor entries (docs/reconvergence.md, "Cost"), so it gets exactly what a
        // graph rebuilt for it would give. Insertions wait until the batch ends (positions stay
        // those of the graph), as does renaming references to a branch to its `ssy`.
        let mut batch: Option<Batch> = None;
        while let Some((size, k0, b)) = work.pop_first() {
            let enc = self.enclosing(b);
            loop {
                if batch.as_ref().is_none_or(|bt| bt.enc != enc) {
                    self.flush(&mut batch);
                    batch = Some(self.batch(enc.clone()));
                }
                let bt = batch.as_mut().expect("batch");
                let Some(&bk) = bt.pos.get(&b) else { break };
                if !divergent(&self.nodes[bk].instr, self.nodes[bk].guard, &bt.succ[bk]) {
                    break;
                }
                if !bt.reach[bk] {
                    break; // dead code never runs; rewriting around it could only disturb live code
                }
                let r = bt.ipdom[bk];
                // Paths that never meet again: the diverge token alone serialises them (T:L2262).
                if r == EXIT || r == usize::MAX {
                    break;
                }
                let reg = graph::region(&bt.succ, bk, r);
                let touched = |k: usize| bt.touched.get(k).copied().unwrap_or(false);
                if bt.dirty && (touched(bk) || touched(r) || reg.iter().any(|&k| touched(k))) {
                    // It meets a branch of this batch: on a graph rebuilt after its rewrites.
                    self.flush(&mut batch);
                    continue;
                }
                if reg.contains(&bk) {
                    // The branch can reach itself before reconverging (it cannot after the loop
                    // phase; kept as a safe fallback): no sync token per iteration.
                    break;
                }
                if bt.preds.is_none() {
                    bt.preds = Some(graph::preds(&bt.succ));
                }
                let preds = bt.preds.as_ref().expect("preds");
                let entered = reg.iter().any(|&v| {
                    preds[v]
                        .iter()
                        .any(|&p| p != bk && bt.reach[p] && !reg.contains(&p))
                });
                if entered {
                    if bt.dirty {
                        self.flush(&mut batch);
                        continue;
                    }
                    if !dispatched.insert(b) {
                        break; // defensive: a dispatch is entered only by itself
                    }
                    let (preds, reach) = (
                        bt.preds.take().expect("preds"),
                        std::mem::take(&mut bt.reach),
                    );
                    batch = None;
                    let Some(d) = self.dispatch_region(bk, &reg, &preds, &reach) else {
                        break;
                    };
                    dispatched.insert(d);
                    for (_, body) in self.loops.iter_mut() {
                        if body.contains(&b) {
                            body.insert(d);
                        }
                    }
                    work.insert((size, k0, d));
                    break;
                }
                let mut bt = batch.take().expect("batch");
                self.reconverge(bk, r, &reg, &mut bt);
                // Appending the pads changes the graph when the function's last node falls
                // off its end: then no batch.
                if falls_through(&self.nodes[bt.len - 1]) {
                    let mut one = Some(bt);
                    self.flush(&mut one);
                } else {
                    batch = Some(bt);
                }
                break;
            }
        }
        self.flush(&mut batch);
        Ok(())
    }

    /// A batch on the current graph for branches inside the loops `enc`.
    fn batch(&self, enc: BTreeSet<Id>) -> Batch {
        let (pos, succ) = self.graph(Mode::Branches(&enc));
        let reach = graph::reachable(&succ);
        let ipdom = graph::immediate_postdominators(&succ);
        Batch {
            enc,
            len: self.nodes.len(),
            touched: vec![false; self.nodes.len()],
            pos,
            succ,
            reach,
            ipdom,
            preds: None,
            dirty: false,
            rename: BTreeMap::new(),
            inserts: Vec::new(),
        }
    }

    /// Carry out a batch's waiting rewrites: references to its branches now mean their `ssy`s,
    /// and the inserted nodes go in front of the positions they were made for.
    fn flush(&mut self, batch: &mut Option<Batch>) {
        let Some(bt) = batch.take() else { return };
        if !bt.dirty {
            return;
        }
        if !bt.rename.is_empty() {
            for nd in self.nodes.iter_mut() {
                map_targets(&mut nd.instr, &mut |t| {
                    bt.rename.get(&t).copied().unwrap_or(t)
                });
            }
        }
        let mut inserts = bt.inserts;
        inserts.sort_by_key(|(k, _)| *k);
        let old = std::mem::take(self.nodes);
        let mut out = Vec::with_capacity(old.len() + inserts.len());
        let mut ins = inserts.into_iter().peekable();
        for (k, n) in old.into_iter().enumerate() {
            while let Some((_, x)) = ins.next_if(|(at, _)| *at == k) {
                out.push(x);
            }
            out.push(n);
        }
        out.extend(ins.map(|(_, x)| x));
        *self.nodes = out;
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
        preds: &graph::Adj,
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
    fn reconverge(&mut self, bk: usize, rk: usize, reg: &BTreeSet<usize>, bt: &mut Batch) {
        let b = self.nodes[bk].id;
        let r = self.nodes[rk].id;
        let like = self.nodes[bk].clone();
        let sync = self.fresh(Instr::Sync, Guard::Always, &like);
        let jump = self.bra(r, &like);
        let ssy = self.fresh(Instr::Ssy { target: jump.id }, Guard::Always, &like);
        let (sync_id, ssy_id) = (sync.id, ssy.id);
        let mut members = reg.clone();
        members.insert(bk);
        bt.dirty = true;
        bt.touched[bk] = true;
        bt.touched[rk] = true;
        for &k in &members {
            bt.touched[k] = true;
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
                if k > 0 {
                    bt.touched[k - 1] = true;
                }
                bt.inserts.push((k + 1, extra));
            }
        }
        // Every reference to the branch now means the `ssy` in front of it.
        bt.rename.insert(b, ssy_id);
        self.redirect.insert(b, ssy_id);
        bt.inserts.push((bk, ssy));
        self.nodes.push(sync);
        self.nodes.push(jump);
    }
}

/// Branches reconverged on one graph (see `branches`): the graph of the function as it was when
/// the batch began, which nodes the batch's rewrites touched, and the rewrites that wait.
struct Batch {
    enc: BTreeSet<Id>,
    /// Nodes when the batch began (later ones are pads, appended).
    len: usize,
    touched: Vec<bool>,
    pos: super::PosMap,
    succ: graph::Adj,
    reach: Vec<bool>,
    ipdom: Vec<usize>,
    preds: Option<graph::Adj>,
    /// Whether a branch was reconverged (the graph is no longer the function's).
    dirty: bool,
    /// Branch -> its `ssy`.
    rename: BTreeMap<Id, Id>,
    /// (position, node): inserted in front of the node at that position.
    inserts: Vec<(usize, Node)>,
}
