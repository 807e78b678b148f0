//! Barriers of a thread block (thesis §5.5.1, T:L2391-2496): the barrier environment χ and the
//! functions barInfo, prepBar, updAct, updArrCnt, updBar, reduce, barAct, remBar and endBar, with
//! errata B1-B4 of docs/thesis-errata.md.

use crate::config::{BarInfoMode, BarrierExit, BarrierFence};
use crate::program::ir::{BarKind, BarRed, RegId};
use crate::warp::state::{Warp, WarpState};
use crate::warp::step::ThreadBarAct;

/// `Barrier = ThreadCnt × ArrCnt × BarrierRed_ε × BarrierAct_Θ*` (T:L2401), plus bookkeeping the
/// thesis does not need but diagnostics and `barrier_exit = hardware` do: which warps arrived.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Barrier {
    pub tc: u32,
    pub ac: u32,
    pub red: Option<BarRed>,
    /// The stored thread actions with the index of their warp.
    pub tacts: Vec<(u32, ThreadBarAct)>,
    /// Warps that arrived (bit set over warp indices); not part of the thesis state.
    pub arrived: Vec<u64>,
}

impl Barrier {
    pub fn has_arrived(&self, warp: u32) -> bool {
        self.arrived
            .get(warp as usize / 64)
            .is_some_and(|w| w >> (warp % 64) & 1 != 0)
    }
    pub(crate) fn mark_arrived(&mut self, warp: u32) {
        let i = warp as usize / 64;
        if self.arrived.len() <= i {
            self.arrived.resize(i + 1, 0);
        }
        self.arrived[i] |= 1 << (warp % 64);
    }
}

/// `BarrierEnv = BarrierIdx → Barrier_ε` (T:L2405): `None` = unused or completed.
#[derive(Debug, PartialEq, Eq, Default)]
pub struct BarrierEnv {
    pub slots: Vec<Option<Barrier>>,
    /// Number of `Some` slots (prepBar adds, endBar removes), so that `is_idle`, asked for
    /// every resident block on every step, does not scan the slots.
    busy: u32,
}
crate::reuse::clone_reusing!(BarrierEnv { slots, busy });

impl BarrierEnv {
    pub fn new(num_barriers: u32) -> BarrierEnv {
        BarrierEnv {
            slots: vec![None; num_barriers as usize],
            busy: 0,
        }
    }
    pub fn is_idle(&self) -> bool {
        debug_assert_eq!(
            self.busy as usize,
            self.slots.iter().filter(|s| s.is_some()).count()
        );
        self.busy == 0
    }
}

/// One warp's barrier action (`BarrierAct_Ω`, T:L1826 lifted to warps): type and thread actions.
#[derive(Clone, Copy, Debug)]
pub struct WarpBarAct<'a> {
    pub warp: u32,
    pub kind: BarKind,
    pub tacts: &'a [ThreadBarAct],
}

/// `BarInfo = BarrierIdx × ThreadCnt_ε × BarrierType × BarrierRed_ε` (T:L2409); the reduction is
/// part of `kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BarInfo {
    pub barid: u32,
    pub tc: Option<u32>,
    pub kind: BarKind,
}

fn red_of(k: BarKind) -> Option<BarRed> {
    match k {
        BarKind::Red(r) => Some(r),
        _ => None,
    }
}

/// Do two infos on one barrier agree? Literal: all fields equal. Relaxed (errata B2):
/// `bar.sync` and `bar.arrive` may meet in one step; thread count and reduction must still agree.
fn infos_agree(a: &BarInfo, b: &BarInfo, mode: BarInfoMode) -> bool {
    match mode {
        BarInfoMode::Literal => a == b,
        BarInfoMode::Relaxed => a.tc == b.tc && red_of(a.kind) == red_of(b.kind),
    }
}

/// barInfo, T:L2411-2422, with the erratum of errata B1 (the vacuous first case):
/// an info equal to a known one is skipped, a contradicting one is ⊥, a new barrier is appended.
pub fn bar_info(
    wacts: &[WarpBarAct<'_>],
    mode: BarInfoMode,
    out: &mut Vec<BarInfo>,
) -> Result<(), String> {
    out.clear();
    for w in wacts {
        for t in w.tacts {
            let i = BarInfo {
                barid: t.barrier,
                tc: t.count,
                kind: w.kind,
            };
            match out.iter().find(|o| o.barid == i.barid) {
                None => out.push(i),
                Some(o) if infos_agree(o, &i, mode) => {}
                Some(o) => {
                    return Err(format!(
                        "inconsistent barrier actions on barrier {} in one step: {} vs {} (T:L2411-2422)",
                        i.barid,
                        describe(o),
                        describe(&i)
                    ))
                }
            }
        }
    }
    Ok(())
}

fn describe(i: &BarInfo) -> String {
    let k = match i.kind {
        BarKind::Sync => "bar.sync".to_string(),
        BarKind::Arrive => "bar.arrive".to_string(),
        BarKind::Red(r) => format!("bar.red.{}", format!("{r:?}").to_lowercase()),
    };
    match i.tc {
        Some(tc) => format!("{k} with {tc} threads"),
        None => format!("{k} (all threads)"),
    }
}

/// prepBar, T:L2424-2431: initialise unused barriers (thread count from the instruction or the
/// default `tc`), check initialised ones against the new infos. Also the domain checks of
/// T:L2397: barid < NumBarrierIndices and thread counts that are multiples of WarpSize.
pub fn prep_bar(
    chi: &mut BarrierEnv,
    tc: u32,
    infos: &[BarInfo],
    warp_size: u32,
) -> Result<(), String> {
    for i in infos {
        let n = chi.slots.len();
        let slot = chi
            .slots
            .get_mut(i.barid as usize)
            .ok_or_else(|| format!("barrier index {} out of range 0..{n} (T:L2397)", i.barid))?;
        if let Some(c) = i.tc {
            if c == 0 || c % warp_size != 0 {
                return Err(format!(
                    "barrier {}: thread count {c} is not a positive multiple of the warp size {warp_size} (T:L2397)",
                    i.barid
                ));
            }
        }
        let red = red_of(i.kind);
        match slot {
            None => {
                let mut b = Barrier {
                    tc: i.tc.unwrap_or(tc),
                    red,
                    ..Barrier::default()
                };
                b.tacts.clear();
                *slot = Some(b);
                chi.busy += 1;
            }
            Some(b) => {
                if i.tc.is_some_and(|c| c != b.tc) || red != b.red {
                    return Err(format!(
                        "barrier {} was initialised with {} threads{} but is now used as {} (T:L2424-2431)",
                        i.barid,
                        b.tc,
                        b.red.map(|r| format!(" and reduction .{}", format!("{r:?}").to_lowercase())).unwrap_or_default(),
                        describe(i)
                    ));
                }
            }
        }
    }
    Ok(())
}

/// updAct, T:L2433-2443: store every thread barrier action in its barrier.
pub fn upd_act(chi: &mut BarrierEnv, wacts: &[WarpBarAct<'_>]) {
    for w in wacts {
        for t in w.tacts {
            if let Some(Some(b)) = chi.slots.get_mut(t.barrier as usize) {
                b.tacts.push((w.warp, *t));
            }
        }
    }
}

/// updArrCnt, T:L2445-2453: per warp action and per distinct barrier it names, `ac += WarpSize`
/// (arrival is warp-granular: inactive and guard-false lanes count too).
pub fn upd_arr_cnt(chi: &mut BarrierEnv, wacts: &[WarpBarAct<'_>], warp_size: u32) {
    for w in wacts {
        // Distinct barids of this warp action: a bit set, barrier indices are < 64 in practice;
        // larger ones fall back to a scan of the earlier actions.
        let mut seen: u64 = 0;
        for (k, t) in w.tacts.iter().enumerate() {
            let id = t.barrier;
            let dup = if id < 64 {
                let d = seen >> id & 1 != 0;
                seen |= 1 << id;
                d
            } else {
                w.tacts[..k].iter().any(|u| u.barrier == id)
            };
            if dup {
                continue;
            }
            if let Some(Some(b)) = chi.slots.get_mut(id as usize) {
                b.ac += warp_size;
                b.mark_arrived(w.warp);
            }
        }
    }
}

/// updBar, T:L2455-2460: barInfo, prepBar, updAct, updArrCnt; ⊥ (an `Err`) on inconsistency.
pub fn upd_bar(
    chi: &mut BarrierEnv,
    tc: u32,
    wacts: &[WarpBarAct<'_>],
    mode: BarInfoMode,
    warp_size: u32,
    scratch: &mut Vec<BarInfo>,
) -> Result<(), String> {
    if wacts.is_empty() {
        return Ok(());
    }
    upd_bar_counting(chi, tc, wacts, mode, warp_size, scratch, |chi, wacts| {
        upd_arr_cnt(chi, wacts, warp_size)
    })
}

/// updBar's first three functions (barInfo, prepBar, updAct), then `count` adds the arrivals:
/// per warp here (updArrCnt), per thread under independent thread scheduling.
pub(super) fn upd_bar_counting(
    chi: &mut BarrierEnv,
    tc: u32,
    wacts: &[WarpBarAct<'_>],
    mode: BarInfoMode,
    warp_size: u32,
    scratch: &mut Vec<BarInfo>,
    count: impl FnOnce(&mut BarrierEnv, &[WarpBarAct<'_>]),
) -> Result<(), String> {
    bar_info(wacts, mode, scratch)?;
    prep_bar(chi, tc, scratch, warp_size)?;
    upd_act(chi, wacts);
    count(chi, wacts);
    Ok(())
}

/// reduce, T:L2462-2469: `.and`/`.or` over the predicates (1/0), `.popc` counts the true ones.
/// Thread actions without a predicate (lanes that did not execute `bar.red`) are ignored.
pub fn reduce(red: BarRed, tacts: &[(u32, ThreadBarAct)]) -> u64 {
    let mut preds = tacts.iter().filter_map(|(_, t)| t.pred);
    match red {
        BarRed::And => preds.all(|p| p) as u64,
        BarRed::Or => preds.any(|p| p) as u64,
        BarRed::Popc => preds.filter(|p| *p).count() as u64,
    }
}

/// barAct, T:L2471-2477 with erratum errata B3 (reduce over the whole list): the
/// reduction result for each participating thread's destination register, as `(warp, lane, reg,
/// value)`. The device writes them at once (a register write completing immediately is a legal
/// schedule of the memory environment, docs/design.md §10).
pub fn bar_act(bar: &Barrier, out: &mut Vec<(u32, u32, RegId, u64)>) {
    if let Some(red) = bar.red {
        let v = reduce(red, &bar.tacts);
        for (w, t) in &bar.tacts {
            if let Some(dst) = t.dst {
                out.push((*w, t.lane, dst, v));
            }
        }
    }
}

/// remBar, T:L2479-2485: remove `barid` from every warp's wait list.
pub fn rem_bar(barid: u32, warps: &mut [Warp]) {
    if barid < 16 {
        for w in warps {
            w.barriers &= !(1u16 << barid);
        }
    }
}

/// Effective arrival count: the thesis' `ac`, plus (with `barrier_exit = hardware`, docs/design.md §8)
/// one warp's worth for every completed warp that did not arrive: on real GPUs a completed warp
/// has implicitly arrived at every barrier (T:L2496).
pub fn effective_ac(bar: &Barrier, warps: &[Warp], exit: BarrierExit, warp_size: u32) -> u32 {
    match exit {
        BarrierExit::Thesis => bar.ac,
        BarrierExit::Hardware => {
            let extra = warps
                .iter()
                .filter(|w| w.state == WarpState::Completed && !bar.has_arrived(w.index))
                .count() as u32;
            bar.ac + extra * warp_size
        }
    }
}

/// Have the fences of all warps that arrived at `bar` completed (always true for the literal
/// thesis reading)?
///
/// A lane's outstanding `bar.red` results are not memory operations yet (barAct creates them at
/// completion, T:L2471-2477), so they do not hold its fence back.
pub fn fences_done(chi: &BarrierEnv, bar: &Barrier, warps: &[Warp], fence: BarrierFence) -> bool {
    if fence == BarrierFence::Thesis {
        return true;
    }
    for w in warps.iter().filter(|w| bar.has_arrived(w.index)) {
        for (lane, t) in w.threads.iter().enumerate() {
            if t.membar.is_none() {
                continue;
            }
            let red = chi
                .slots
                .iter()
                .flatten()
                .flat_map(|b| b.tacts.iter())
                .filter(|(wi, a)| *wi == w.index && a.lane as usize == lane && a.dst.is_some())
                .count() as u32;
            if w.pending_ops.get(lane).copied().unwrap_or(0) > red {
                return false;
            }
        }
    }
    true
}

/// endBar, T:L2487-2494, applied by the block rule (endBar) T:L2518-2523 as often as it changes χ:
/// every barrier with `ac ≥ tc` completes, in ascending barid order (choice kind 11, docs/design.md §10:
/// the order is irrelevant because completed barriers are independent). Reduction results are
/// appended to `writes`; returns the number of completed barriers.
///
/// With `BarrierFence::Participants` (default, a deviation) a barrier also waits until the `.cta`
/// memory barriers that `bar.sync`/`bar.red` imply (T:L1885) completed for every arrived warp.
pub fn end_bar(
    chi: &mut BarrierEnv,
    warps: &mut [Warp],
    exit: BarrierExit,
    fence: BarrierFence,
    warp_size: u32,
    writes: &mut Vec<(u32, u32, RegId, u64)>,
) -> u32 {
    let mut n = 0;
    for id in 0..chi.slots.len() {
        let done = match &chi.slots[id] {
            Some(b) => {
                effective_ac(b, warps, exit, warp_size) >= b.tc && fences_done(chi, b, warps, fence)
            }
            None => false,
        };
        if done {
            let b = chi.slots[id].take().expect("checked above");
            chi.busy -= 1;
            bar_act(&b, writes);
            rem_bar(id as u32, warps);
            n += 1;
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(lane: u32, barrier: u32, count: Option<u32>) -> ThreadBarAct {
        ThreadBarAct {
            lane,
            barrier,
            count,
            dst: None,
            pred: None,
        }
    }
    fn tr(lane: u32, barrier: u32, pred: bool) -> ThreadBarAct {
        ThreadBarAct {
            lane,
            barrier,
            count: None,
            dst: Some(7),
            pred: Some(pred),
        }
    }

    #[test]
    fn bar_info_dedups_and_detects_contradictions() {
        let a = [t(0, 1, None), t(1, 1, None), t(2, 3, Some(64))];
        let w = [WarpBarAct {
            warp: 0,
            kind: BarKind::Sync,
            tacts: &a,
        }];
        let mut out = Vec::new();
        bar_info(&w, BarInfoMode::Relaxed, &mut out).unwrap();
        assert_eq!(
            out,
            vec![
                BarInfo {
                    barid: 1,
                    tc: None,
                    kind: BarKind::Sync
                },
                BarInfo {
                    barid: 3,
                    tc: Some(64),
                    kind: BarKind::Sync
                }
            ]
        );
        // Different thread counts on one barrier: ⊥.
        let b = [t(0, 1, Some(32)), t(1, 1, Some(64))];
        let w = [WarpBarAct {
            warp: 0,
            kind: BarKind::Sync,
            tacts: &b,
        }];
        assert!(bar_info(&w, BarInfoMode::Relaxed, &mut out).is_err());
    }

    #[test]
    fn bar_info_relaxed_vs_literal_sync_arrive() {
        let s = [t(0, 0, Some(64))];
        let a = [t(0, 0, Some(64))];
        let w = [
            WarpBarAct {
                warp: 0,
                kind: BarKind::Sync,
                tacts: &s,
            },
            WarpBarAct {
                warp: 1,
                kind: BarKind::Arrive,
                tacts: &a,
            },
        ];
        let mut out = Vec::new();
        assert!(bar_info(&w, BarInfoMode::Relaxed, &mut out).is_ok());
        assert_eq!(out.len(), 1);
        let e = bar_info(&w, BarInfoMode::Literal, &mut out).unwrap_err();
        assert_eq!(
            e,
            "inconsistent barrier actions on barrier 0 in one step: bar.sync with 64 threads vs bar.arrive with 64 threads (T:L2411-2422)"
        );
        // .red never mixes with .sync, even relaxed.
        let r = [tr(0, 0, true)];
        let w = [
            WarpBarAct {
                warp: 0,
                kind: BarKind::Sync,
                tacts: &[t(0, 0, None)],
            },
            WarpBarAct {
                warp: 1,
                kind: BarKind::Red(BarRed::Popc),
                tacts: &r,
            },
        ];
        assert!(bar_info(&w, BarInfoMode::Relaxed, &mut out).is_err());
    }

    #[test]
    fn prep_bar_initialises_and_checks() {
        let mut chi = BarrierEnv::new(16);
        prep_bar(
            &mut chi,
            128,
            &[BarInfo {
                barid: 2,
                tc: None,
                kind: BarKind::Sync,
            }],
            32,
        )
        .unwrap();
        assert_eq!(chi.slots[2].as_ref().unwrap().tc, 128);
        // Later arrival with an explicit different count: ⊥.
        let e = prep_bar(
            &mut chi,
            128,
            &[BarInfo {
                barid: 2,
                tc: Some(64),
                kind: BarKind::Arrive,
            }],
            32,
        );
        assert_eq!(
            e.unwrap_err(),
            "barrier 2 was initialised with 128 threads but is now used as bar.arrive with 64 threads (T:L2424-2431)"
        );
        // Same count, other type across steps: accepted (prepBar does not compare the type).
        prep_bar(
            &mut chi,
            96,
            &[BarInfo {
                barid: 2,
                tc: Some(128),
                kind: BarKind::Arrive,
            }],
            32,
        )
        .unwrap();
        // A reduction on a plain barrier: ⊥.
        assert!(prep_bar(
            &mut chi,
            96,
            &[BarInfo {
                barid: 2,
                tc: None,
                kind: BarKind::Red(BarRed::And)
            }],
            32
        )
        .is_err());
        assert!(prep_bar(
            &mut chi,
            96,
            &[BarInfo {
                barid: 16,
                tc: None,
                kind: BarKind::Sync
            }],
            32
        )
        .is_err());
        assert!(prep_bar(
            &mut chi,
            96,
            &[BarInfo {
                barid: 3,
                tc: Some(48),
                kind: BarKind::Sync
            }],
            32
        )
        .is_err());
    }

    #[test]
    fn arrival_is_warp_granular_and_counts_distinct_barriers() {
        let mut chi = BarrierEnv::new(16);
        // Warp 0: three lanes on barrier 1, one on barrier 4 -> barrier 1 gets 32 once.
        let a = [t(0, 1, None), t(5, 1, None), t(9, 1, None), t(3, 4, None)];
        let b = [t(0, 1, None)];
        let w = [
            WarpBarAct {
                warp: 0,
                kind: BarKind::Sync,
                tacts: &a,
            },
            WarpBarAct {
                warp: 2,
                kind: BarKind::Sync,
                tacts: &b,
            },
        ];
        let mut s = Vec::new();
        upd_bar(&mut chi, 96, &w, BarInfoMode::Relaxed, 32, &mut s).unwrap();
        let b1 = chi.slots[1].as_ref().unwrap();
        assert_eq!((b1.tc, b1.ac, b1.tacts.len()), (96, 64, 4));
        assert!(b1.has_arrived(0) && b1.has_arrived(2) && !b1.has_arrived(1));
        assert_eq!(chi.slots[4].as_ref().unwrap().ac, 32);
    }

    #[test]
    fn reductions_and_or_popc() {
        let v = [
            (0, tr(0, 0, true)),
            (0, tr(1, 0, false)),
            (1, tr(0, 0, true)),
            (1, t(1, 0, None)),
        ];
        assert_eq!(reduce(BarRed::And, &v), 0);
        assert_eq!(reduce(BarRed::Or, &v), 1);
        assert_eq!(reduce(BarRed::Popc, &v), 2);
        let all = [(0, tr(0, 0, true)), (1, tr(3, 0, true))];
        assert_eq!(reduce(BarRed::And, &all), 1);
        assert_eq!(reduce(BarRed::Or, &[(0, tr(0, 0, false))]), 0);
        let bar = Barrier {
            tc: 64,
            ac: 64,
            red: Some(BarRed::Popc),
            tacts: v.to_vec(),
            arrived: vec![],
        };
        let mut out = Vec::new();
        bar_act(&bar, &mut out);
        // Every thread action with a destination gets the whole barrier's reduction (erratum 3).
        assert_eq!(out, vec![(0, 0, 7, 2), (0, 1, 7, 2), (1, 0, 7, 2)]);
    }
}
