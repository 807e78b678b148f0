//! Diagnostics of runs that end without completing: deadlock (with every waiting warp and what it
//! waits for), out-of-bounds accesses, stuck rules, the step budget.

use super::memop::MemOpError;
use super::Device;
use crate::block::{BlockState, BlockStuck, ThreadBlock};
use crate::config::BarrierExit;
use crate::context::Context;
use crate::grid::{Grid, GridKey};
use crate::memory::MemError;
use crate::program::env::ProgEnv;
use crate::program::ir::ProgAddr;
use crate::verdict::{Diag, Kind};
use crate::warp::state::{Warp, WarpState};
use crate::warp::step::{can_be_scheduled, ThreadMemAct};
use serde_json::json;

fn bid(b: &ThreadBlock) -> String {
    format!("({},{},{})", b.bid[0], b.bid[1], b.bid[2])
}

/// The thread index of a lane of a warp (from the thread, or computed from the layout).
fn tid_of(w: &Warp, lane: u32) -> [u32; 3] {
    w.threads
        .get(lane as usize)
        .map(|t| t.tid)
        .unwrap_or([w.index * w.lanes as u32 + lane, 0, 0])
}

/// A memory access memOp refused (a safety violation): `misaligned` when it needed an
/// alignment it lacks (the PTX ISA leaves it undefined), else `out_of_bounds`, outside every
/// allocation. Names the thread, warp, block, instruction line and address, and the alignment it
/// needed or the allocation it lies before or past.
pub fn bad_access(
    prog: &ProgEnv,
    grid: &Grid,
    block: &ThreadBlock,
    warp: u32,
    pc: ProgAddr,
    a: &ThreadMemAct,
    e: &MemOpError,
) -> Diag {
    let line = prog.line(pc);
    let tid = block
        .warps
        .get(warp as usize)
        .map(|w| tid_of(w, a.lane))
        .unwrap_or([0; 3]);
    let what = match a.kind {
        crate::memory::MemKind::Load => "load",
        crate::memory::MemKind::Store => "store",
        crate::memory::MemKind::Atomic(_) => "atomic",
    };
    let mut details = json!({
        "grid": grid.gid, "block": block.bid, "warp": warp, "lane": a.lane, "thread": tid,
        "address": e.addr, "size": e.size,
    });
    let kind = match e.misaligned {
        Some(align) => {
            details["align"] = json!(align);
            Kind::Misaligned
        }
        None => {
            // The allocation the message names (a global access): its start, bytes, and the
            // access's offset from its start (negative before it).
            if let Some((name, start, bytes)) = &e.allocation {
                details["allocation"] = json!({
                    "name": name, "start": start, "bytes": bytes,
                    "offset": e.addr.wrapping_sub(*start) as i64,
                });
            }
            Kind::OutOfBounds
        }
    };
    details["access"] = json!(what);
    Diag {
        kind,
        message: format!(
            "{} {what} by thread ({},{},{}) of block {} (warp {warp}, lane {}) at line {line}: {}",
            kind.name().replace('_', "-"),
            tid[0],
            tid[1],
            tid[2],
            bid(block),
            a.lane,
            e.message
        ),
        lines: vec![line],
        details,
    }
}

/// A surface access that cannot go to memory: its handle names no bound surface (`texture`),
/// or it lies outside the surface under `.trap` (`out_of_bounds`; the kernel fails, as CUDA's
/// `cudaBoundaryModeTrap` says).
pub fn surface(
    prog: &ProgEnv,
    grid: &Grid,
    block: &ThreadBlock,
    warp: u32,
    pc: ProgAddr,
    a: &crate::thread::acts::ThreadRtAct,
    message: String,
) -> Diag {
    let line = prog.line(pc);
    let tid = block
        .warps
        .get(warp as usize)
        .map(|w| tid_of(w, a.lane))
        .unwrap_or([0; 3]);
    let kind = if message.contains("names no bound surface") {
        Kind::Texture
    } else {
        Kind::OutOfBounds
    };
    Diag {
        kind,
        message: format!(
            "{} by thread ({},{},{}) of block {} (warp {warp}, lane {}) at line {line}: {message}",
            kind.name().replace('_', "-"),
            tid[0],
            tid[1],
            tid[2],
            bid(block),
            a.lane,
        ),
        lines: vec![line],
        details: json!({
            "grid": grid.gid, "block": block.bid, "warp": warp, "lane": a.lane, "thread": tid,
            "handle": a.args[0],
        }),
    }
}

/// A block step that was ⊥ (no rule applies, T:L1470, T:L2202, T:L2455-2460).
pub fn stuck(ctx: &Context, gk: GridKey, bi: u32, s: &BlockStuck) -> Diag {
    let g = &ctx.grids[gk];
    let prog = ctx.prog(g.prog);
    let line = |pc: ProgAddr| prog.map(|p| p.line(pc)).unwrap_or(0);
    let b = &g.blocks[bi as usize];
    match s {
        BlockStuck::Warp { warp, stuck } => Diag {
            // A warp collective outside its member mask (warp::coll) has its own kind.
            kind: [Kind::WarpSync, Kind::Trap, Kind::ExternCall]
                .into_iter()
                .find(|k| stuck.message.starts_with(&format!("{k}:")))
                .unwrap_or(Kind::Stuck),
            message: format!(
                "no rule applies to warp {warp} of block {} at line {}{}: {}",
                bid(b),
                line(stuck.pc),
                stuck
                    .lane
                    .map(|l| format!(" (lane {l})"))
                    .unwrap_or_default(),
                stuck.message
            ),
            lines: vec![line(stuck.pc)],
            details: json!({"grid": g.gid, "block": b.bid, "warp": warp, "lane": stuck.lane}),
        },
        BlockStuck::Barrier {
            warps,
            pcs,
            message,
        } => Diag {
            kind: Kind::InconsistentBarrier,
            message: format!("block {}: {message}", bid(b)),
            lines: pcs.iter().map(|&pc| line(pc)).collect(),
            details: json!({"grid": g.gid, "block": b.bid, "warps": warps}),
        },
    }
}

pub fn memory_error(e: &MemError) -> Diag {
    Diag {
        kind: Kind::Memory,
        message: e.message.clone(),
        lines: vec![],
        details: serde_json::Value::Null,
    }
}

pub fn step_limit(n: u64) -> Diag {
    Diag {
        kind: Kind::StepLimit,
        message: format!(
            "the step budget of {n} device steps ran out (config `max_steps`, `--max-steps`)"
        ),
        lines: vec![],
        details: serde_json::Value::Null,
    }
}

fn list(v: &[u32]) -> String {
    if v.is_empty() {
        "none".into()
    } else {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Deadlock (docs/design.md §12): no rule can fire and work remains. Names every waiting warp with its
/// line and what it waits for: barriers (with the warps that have not arrived, and the exited
/// warps that never will under `barrier_exit = Thesis`, T:L2496), membar, blocked registers.
pub fn deadlock(dev: &Device) -> Diag {
    let mut parts = Vec::new();
    let mut lines = Vec::new();
    let mut warps_json = Vec::new();
    let mut exited_seen = false;
    for &ck in &dev.ctx_order {
        let ctx = &dev.contexts[ck];
        for &gk in &ctx.order {
            let g = &ctx.grids[gk];
            let Some(prog) = ctx.prog(g.prog) else {
                continue;
            };
            for b in g.blocks.iter().filter(|b| b.state == BlockState::Active) {
                for w in b.warps.iter().filter(|w| w.state == WarpState::Active) {
                    if can_be_scheduled(w, prog) {
                        continue;
                    }
                    let line = prog.line(w.exec.pc);
                    lines.push(line);
                    let mut why = Vec::new();
                    let mut bars = Vec::new();
                    for id in (0..16u32).filter(|id| w.barriers >> id & 1 != 0) {
                        match b.bars.slots.get(id as usize).and_then(|s| s.as_ref()) {
                            Some(bar) => {
                                let missing: Vec<u32> = b
                                    .warps
                                    .iter()
                                    .filter(|x| {
                                        x.state == WarpState::Active && !bar.has_arrived(x.index)
                                    })
                                    .map(|x| x.index)
                                    .collect();
                                let exited: Vec<u32> = b
                                    .warps
                                    .iter()
                                    .filter(|x| {
                                        x.state == WarpState::Completed && !bar.has_arrived(x.index)
                                    })
                                    .map(|x| x.index)
                                    .collect();
                                exited_seen |= !exited.is_empty();
                                why.push(format!(
                                    "barrier {id} ({} of {} threads arrived; warps not arrived: {}; exited warps: {})",
                                    bar.ac,
                                    bar.tc,
                                    list(&missing),
                                    list(&exited)
                                ));
                                bars.push(json!({"id": id, "tc": bar.tc, "ac": bar.ac, "missing": missing, "exited": exited}));
                            }
                            None => why.push(format!("barrier {id} (not initialised)")),
                        }
                    }
                    let membar: Vec<u32> = w
                        .threads
                        .iter()
                        .enumerate()
                        .filter(|(_, t)| t.membar.is_some())
                        .map(|(l, _)| l as u32)
                        .collect();
                    if !membar.is_empty() {
                        why.push(format!("pending membar on lanes {}", list(&membar)));
                    }
                    let blocked: Vec<String> = (0..w.blocked.regs())
                        .filter(|&r| w.blocked.row(r).is_some_and(|m| m.iter().any(|&x| x != 0)))
                        .map(|r| {
                            prog.regs
                                .get(r)
                                .map(|i| i.source_name.clone())
                                .unwrap_or_else(|| format!("r{r}"))
                        })
                        .collect();
                    if !blocked.is_empty() {
                        why.push(format!("blocked registers {}", blocked.join(", ")));
                    }
                    if why.is_empty() {
                        why.push("not schedulable".into());
                    }
                    parts.push(format!(
                        "block {} warp {} at line {line} waits for {}",
                        bid(b),
                        w.index,
                        why.join(" and ")
                    ));
                    warps_json.push(json!({
                        "grid": g.gid, "block": b.bid, "warp": w.index, "line": line, "barriers": bars,
                        "membar_lanes": membar, "blocked_registers": blocked,
                    }));
                }
            }
        }
    }
    let mut message = format!(
        "no rule can fire and work remains; {} warp(s) wait: {}",
        parts.len(),
        parts.join("; ")
    );
    if exited_seen && dev.core.cfg.barrier_exit == BarrierExit::Thesis {
        message.push_str(
            "; exited warps do not arrive at barriers in the thesis semantics (T:L2496); \
             set `barrier_exit: Hardware` in the config to count them as arrived, as real GPUs do",
        );
    }
    lines.sort_unstable();
    lines.dedup();
    Diag {
        kind: Kind::Deadlock,
        message,
        lines,
        details: json!({ "warps": warps_json }),
    }
}
