//! Which warps may step, for the search (`mod.rs`): the schedulable warps per SM, the
//! instructions that are local (touch nothing another warp reads), the labels of local edges,
//! and the pending lanes and blocks. A file of its own: the device queries the reductions rest
//! on, apart from the search itself.

use super::*;

/// Identity of a warp: (grid, linear block, warp).
pub(super) type WarpId = (u32, u32, u32);

/// The label of a local edge: the warps it stepped, sorted.
pub(super) type Label = Vec<WarpId>;

/// Schedulable warps per SM in the order `context::schedule_warps` lists them (T:L2630), and
/// the schedulable warps whose next instruction is local (`local_instr`).
pub(super) fn candidates(dev: &Device) -> (Vec<Vec<WarpId>>, Vec<WarpId>) {
    let mut out = Vec::with_capacity(dev.sms.len());
    let mut local = Vec::new();
    let Some(&ck) = dev.ctx_order.first() else {
        return (out, local);
    };
    let ctx = &dev.contexts[ck];
    for sm in &dev.sms {
        let mut c = Vec::new();
        for &(gk, bi) in &sm.resident {
            let Some(g) = ctx.grids.get(gk) else { continue };
            let Some(prog) = ctx.prog(g.prog) else {
                continue;
            };
            let b = &g.blocks[bi as usize];
            if b.state != crate::block::BlockState::Active {
                continue;
            }
            for w in &b.warps {
                if w.state == WarpState::Active && crate::warp::step::can_be_scheduled(w, prog) {
                    c.push((g.gid, bi, w.index));
                    if next_local(w, prog) {
                        local.push((g.gid, bi, w.index));
                    }
                }
            }
        }
        out.push(c);
    }
    (out, local)
}

/// For each SM with schedulable warps (in SM order, as `candidates` lists them): whether a stall
/// (`Config::warp_stalls`) there is redundant: the SM holds one active warp, it is schedulable
/// and its next instruction is local, and no block waits to be issued (so no other warp can
/// join it). Stalling such a warp and running it later reaches the same states as running it
/// now and stalling later: its step touches only its own registers, which nothing else reads
/// or writes meanwhile (a pending load's register blocks the step), and no other warp on the SM
/// competes for the step (docs/explore.md, "Warp stalls").
pub(super) fn redundant_stalls(dev: &Device, cands: &[Vec<WarpId>]) -> Vec<bool> {
    let mut out = Vec::new();
    let Some(&ck) = dev.ctx_order.first() else {
        return out;
    };
    if blocks_pending_issue(dev) {
        return cands
            .iter()
            .filter(|c| !c.is_empty())
            .map(|_| false)
            .collect();
    }
    let ctx = &dev.contexts[ck];
    for (sm, c) in dev.sms.iter().zip(cands) {
        if c.is_empty() {
            continue;
        }
        let mut active = 0;
        let mut local = false;
        for &(gk, bi) in &sm.resident {
            let Some(g) = ctx.grids.get(gk) else { continue };
            let Some(prog) = ctx.prog(g.prog) else {
                continue;
            };
            for w in &g.blocks[bi as usize].warps {
                if w.state == WarpState::Active {
                    active += 1;
                    local = next_local(w, prog);
                }
            }
        }
        out.push(c.len() == 1 && active == 1 && local);
    }
    out
}

/// Whether the warp's next step is local (`local_instr`). Under independent thread scheduling
/// the step may run any thread's instruction, not the view's pc: every live thread's must be
/// local.
fn next_local(w: &Warp, prog: &crate::program::env::ProgEnv) -> bool {
    match w.its.as_deref() {
        None => prog.instr(w.exec.pc).is_some_and(local_instr),
        Some(its) => crate::warp::mask::LaneMask::first(w.lanes)
            .and_not(&its.done)
            .lanes()
            .all(|l| prog.instr(its.threads[l].pc).is_some_and(local_instr)),
    }
}

/// An instruction whose warp step reads and writes only the warp's own registers and control
/// state: no memory, barrier, fence, exit, call, indirect branch or clock. Two steps of such
/// instructions by different warps commute, and neither disables the other.
pub(super) fn local_instr(i: &Instr) -> bool {
    let timeless = |o: &Operand| {
        !matches!(
            o,
            Operand::SReg(
                SReg::Clock
                    | SReg::Clock64
                    | SReg::GlobalTimer
                    | SReg::GlobalTimerLo
                    | SReg::GlobalTimerHi
            )
        )
    };
    match i {
        Instr::Alu { src, .. } => src.iter().all(timeless),
        Instr::Setp { a, b, c, .. } | Instr::Set { a, b, c, .. } => {
            timeless(a) && timeless(b) && timeless(c)
        }
        Instr::Mov { src, .. } => timeless(src),
        Instr::Vote { pred, .. } => timeless(pred),
        Instr::Bra { target } => matches!(target, Operand::Label(_)),
        Instr::Ssy { .. } | Instr::Sync | Instr::PreBrk { .. } | Instr::Brk => true,
        _ => false,
    }
}

/// For a partial revisit: from the log of the default step, the answer prefixes that select
/// each label of `only` (other than `current`, the default step's own), with the label. The
/// warp selections come in groups, one per SM with candidates (`selections`); a label that is
/// not a possible selection is left out (no edge has it).
pub(super) fn label_prefixes(
    log: &[Call],
    cands: &[Vec<WarpId>],
    per_step: usize,
    only: &[Label],
    current: Option<&Label>,
) -> Vec<(Vec<u32>, Label)> {
    let Some(last) = log.iter().rposition(|c| c.kind == ChoiceKind::ScheduleWarp) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    'label: for lb in only {
        if current == Some(lb) {
            continue;
        }
        let mut p: Vec<u32> = log[..=last].iter().map(|c| c.pick).collect();
        let mut sms = cands.iter().filter(|c| !c.is_empty());
        let (mut i, mut k, mut covered) = (0usize, 0usize, 0usize);
        let mut perm: Vec<u32> = Vec::new();
        let mut want: Vec<u32> = Vec::new();
        for (pos, c) in log[..=last].iter().enumerate() {
            if c.kind != ChoiceKind::ScheduleWarp {
                continue;
            }
            if i == k {
                perm = (0..c.n).collect();
                k = per_step.min(c.n as usize);
                i = 0;
                let Some(sm) = sms.next() else {
                    continue 'label;
                };
                want = (0..sm.len() as u32)
                    .filter(|&j| lb.contains(&sm[j as usize]))
                    .collect();
                if want.len() != k || sm.len() != c.n as usize {
                    continue 'label;
                }
                covered += k;
            }
            let Some(j) = perm[i..].iter().position(|&x| x == want[i]) else {
                continue 'label;
            };
            p[pos] = j as u32;
            perm.swap(i, i + j);
            i += 1;
        }
        if covered == lb.len() {
            out.push((p, lb.clone()));
        }
    }
    out
}

/// Whether warp `w` is active in `dev`.
pub(super) fn warp_active(dev: &Device, w: WarpId) -> bool {
    dev.ctx_order.iter().any(|&ck| {
        let ctx = &dev.contexts[ck];
        ctx.order.iter().any(|&gk| {
            let g = &ctx.grids[gk];
            g.gid == w.0
                && g.blocks.get(w.1 as usize).is_some_and(|b| {
                    b.warps
                        .iter()
                        .any(|x| x.index == w.2 && x.state == WarpState::Active)
                })
        })
    })
}

/// Lanes with a pending memory operation: (grid, block, warp, lane).
pub(super) fn pending_lanes(dev: &Device) -> Vec<(u32, u32, u32, u32)> {
    let mut v = Vec::new();
    for &ck in &dev.ctx_order {
        let ctx = &dev.contexts[ck];
        for &gk in &ctx.order {
            let g = &ctx.grids[gk];
            for b in &g.blocks {
                for w in &b.warps {
                    // Allocated once per warp with something pending, not grown lane by lane.
                    if w.pending_ops.iter().any(|&n| n > 0) {
                        v.reserve(w.pending_ops.len());
                    }
                    for (l, &n) in w.pending_ops.iter().enumerate() {
                        if n > 0 {
                            v.push((g.gid, b.linear, w.index, l as u32));
                        }
                    }
                }
            }
        }
    }
    v
}

pub(super) fn blocks_pending_issue(dev: &Device) -> bool {
    dev.ctx_order.iter().any(|&ck| {
        let ctx = &dev.contexts[ck];
        ctx.order.iter().any(|&gk| {
            let g = &ctx.grids[gk];
            (g.next_issue as usize) < g.blocks.len()
        })
    })
}

/// Under independent thread scheduling (docs/its.md): per ITS warp of `dev`, the threads some
/// step could run in this state (`its::enabled_lanes`). Empty under SIMT.
pub(super) fn its_enabled(dev: &Device) -> Vec<(WarpId, crate::warp::mask::LaneMask)> {
    let mut out = Vec::new();
    for &ck in &dev.ctx_order {
        let ctx = &dev.contexts[ck];
        for &gk in &ctx.order {
            let g = &ctx.grids[gk];
            let Some(prog) = ctx.prog(g.prog) else {
                continue;
            };
            for (bi, b) in g.blocks.iter().enumerate() {
                for w in &b.warps {
                    if w.its.is_none() {
                        continue;
                    }
                    let m = crate::warp::its::enabled_lanes(w, prog);
                    if !m.is_empty() {
                        out.push(((g.gid, bi as u32, w.index), m));
                    }
                }
            }
        }
    }
    out
}
