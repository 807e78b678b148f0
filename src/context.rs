//! Contexts (thesis §5.7, T:L2582-2734): loaded programs, grids, the context I/O sub-system and
//! the scheduling functions scheduleGrids, issueBlocks, canBeScheduled and scheduleWarp (§5.7.1).

use crate::block::{block_step, BlockEnv, BlockOut, BlockState, BlockStuck, ThreadBlock};
use crate::config::Config;
use crate::grid::{new_grid, rule_compl as grid_compl, Grid, GridKey, GridState, ProgConf};
use crate::observe::{Observer, WarpAt};
use crate::program::env::{ProgEnv, ProgIdx};
use crate::sched::{ChoiceKind, Scheduler};
use crate::warp::state::{Warp, WarpState};
use crate::warp::step::{can_be_scheduled, renew_warp, WarpSpec};
use slotmap::SlotMap;
use std::collections::VecDeque;
use std::sync::Arc;

slotmap::new_key_type! {
    /// Arena key of a context on the device.
    pub struct ContextKey;
}

/// `ContextInput ::= start ProgIdx ProgConf | abort GridIdx` (T:L2644); `start` carries the
/// parameter bank (docs/design.md §7).
#[derive(Clone, Debug)]
pub enum ContextInput {
    Start {
        prog: ProgIdx,
        conf: ProgConf,
        params: Vec<u8>,
    },
    Abort(u32),
}

/// `ContextOutput ::= started GridIdx | completed GridIdx` (T:L2648).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ContextOutput {
    Started(u32),
    Completed(u32),
}

/// `Context = VirtMemSpace × ProgMap × ProgEnv* × ContextIdx × ContextIO × Grid*` (T:L2602). The
/// virtual memory space is the identity (one context per run); ProgMap is `Grid::prog`.
pub struct Context {
    pub cid: u32,
    pub progs: Vec<Arc<ProgEnv>>,
    pub grids: SlotMap<GridKey, Grid>,
    /// Grids in start order (deterministic iteration).
    pub order: Vec<GridKey>,
    pub inbox: VecDeque<ContextInput>,
    pub outbox: VecDeque<ContextOutput>,
    next_gid: u32,
}
crate::reuse::clone_reusing!(Context {
    cid,
    progs,
    grids,
    order,
    inbox,
    outbox,
    next_gid
});

/// Per-SM resources for issueBlocks (T:L2614, L2361 and the constants L572-L587).
#[derive(Debug, Default)]
pub struct Sm {
    /// Resident blocks `(grid, linear block)`, in issue order.
    pub resident: Vec<(GridKey, u32)>,
    pub threads: u32,
    /// Allocated shared-memory ranges `(offset, len)`, sorted by offset.
    pub shared: Vec<(u64, u64)>,
    /// Not state: caches of [`schedule_warps`] and of the (endBar) sweep, by resident position,
    /// so that a device step does not visit every resident block of every SM.
    pub cache: SmCache,
}
crate::reuse::clone_reusing!(Sm {
    resident,
    threads,
    shared,
    cache
});

/// What a device step needs to know of an SM's resident blocks without visiting them: the
/// number of schedulable warps per block, and which blocks have a barrier in progress.
///
/// Bit `ri` of `stale` says that resident block `ri`'s count must be recomputed (whoever
/// changes a block's warps marks it, [`Sm::mark_stale`]); bit `ri` of `bars_busy` that its
/// barrier table is not idle. Positions from 64 on are always visited. Both are conservative:
/// a set bit costs a visit, never a wrong answer; a changed resident list marks everything.
#[derive(Debug, Default)]
pub struct SmCache {
    counts: Vec<u32>,
    /// Per resident block, its schedulable warps as a bit set when it has at most 64 warps
    /// (`SchedCache::word`), else 0: a pick is resolved here, without reading the block, which
    /// the warps stepped since have usually pushed out of the cache.
    oks: Vec<u64>,
    /// The sum of `counts` (the length of the virtual candidate list) wherever `stale` is 0.
    total: u32,
    stale: u64,
    bars_busy: u64,
}
crate::reuse::clone_reusing!(SmCache {
    counts,
    oks,
    total,
    stale,
    bars_busy
});

impl Sm {
    /// Resident block `ri`'s warps changed: its schedulable count is recomputed at the next
    /// scheduleWarp.
    #[inline]
    pub fn mark_stale(&mut self, ri: usize) {
        self.cache.stale |= bit(ri);
    }

    /// Some warp of a resident block changed, which one is not known (device-level
    /// completions): every count of this SM is recomputed.
    #[inline]
    pub fn mark_all_stale(&mut self) {
        self.cache.stale = u64::MAX;
    }

    /// The resident list changed (a block issued, completed or aborted): positions moved.
    fn resident_changed(&mut self) {
        self.cache.counts.resize(self.resident.len(), 0);
        self.cache.oks.resize(self.resident.len(), 0);
        self.cache.stale = u64::MAX;
        self.cache.bars_busy = u64::MAX;
    }

    /// Give back what resident block `bi` of grid `g` holds on this SM: its thread slots and its
    /// shared-memory range (a completed or aborted block).
    pub fn free_block(&mut self, g: &Grid, bi: u32) {
        let slots = g.conf.warps_per_block() * g.conf.warp_size;
        self.threads = self.threads.saturating_sub(slots);
        let b = &g.blocks[bi as usize];
        let region = (b.so, b.shared_bytes);
        if let Some(i) = self.shared.iter().position(|&r| r == region) {
            self.shared.remove(i);
        }
    }

    /// First-fit shared-memory allocation inside the SM's `capacity` bytes.
    pub fn alloc_shared(&self, len: u64, capacity: u64) -> Option<u64> {
        let mut at = 0u64;
        for &(o, l) in &self.shared {
            if o >= at + len {
                break;
            }
            at = (o + l).next_multiple_of(16);
        }
        (at + len <= capacity).then_some(at)
    }
}

/// Bit `ri` of an [`SmCache`] mask; none for positions from 64 on (always visited).
#[inline]
fn bit(ri: usize) -> u64 {
    if ri < 64 {
        1 << ri
    } else {
        0
    }
}

/// Position `ri` is set in an [`SmCache`] mask (positions from 64 on always are).
#[inline]
fn has(mask: u64, ri: usize) -> bool {
    ri >= 64 || mask >> ri & 1 == 1
}

/// What happened in one context step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CtxStep {
    pub warps_stepped: u32,
    /// Barriers completed by (endBar) in blocks without scheduled warps.
    pub barriers_ended: u32,
    pub blocks_issued: u32,
    pub grids_completed: u32,
    /// SMs that stood still by choice (`Config::warp_stalls`).
    pub stalled: u32,
}

/// A block step that was ⊥.
#[derive(Clone, Debug)]
pub struct CtxStuck {
    pub grid: GridKey,
    pub block: u32,
    pub stuck: BlockStuck,
}

impl Context {
    pub fn new(cid: u32) -> Context {
        Context {
            cid,
            progs: Vec::new(),
            grids: SlotMap::with_key(),
            order: Vec::new(),
            inbox: VecDeque::new(),
            outbox: VecDeque::new(),
            next_gid: 0,
        }
    }

    /// Context (start), T:L2709-2721, with I/O_C (start) T:L2660-2662: a fresh gid, a new grid
    /// with all blocks unscheduled, `started gid` queued. Returns the new grid.
    pub fn rule_start(
        &mut self,
        prog: ProgIdx,
        conf: ProgConf,
        param_base: u64,
    ) -> Option<GridKey> {
        self.progs.iter().position(|p| p.prog_idx == prog)?;
        let gid = self.next_gid;
        self.next_gid += 1;
        let k = self.grids.insert(new_grid(gid, prog, conf, param_base));
        self.order.push(k);
        self.outbox.push_back(ContextOutput::Started(gid));
        Some(k)
    }

    /// Context (abort), T:L2723-2734: remove the grid; its pending memory operations still
    /// complete (the device ignores their results). The SM thread slots and shared-memory
    /// ranges its resident blocks held are given back, as a completing block gives back its own
    /// (T:L2361), so later grids see the SMs' whole capacity. An unknown gid is dropped
    /// (T:L2723 leaves that case open).
    pub fn rule_abort(&mut self, gid: u32, sms: &mut [Sm]) {
        if let Some(pos) = self.order.iter().position(|k| self.grids[*k].gid == gid) {
            let k = self.order.remove(pos);
            let g = &self.grids[k];
            for sm in sms.iter_mut() {
                for &(_, bi) in sm.resident.clone().iter().filter(|(gk, _)| *gk == k) {
                    sm.free_block(g, bi);
                }
                sm.resident.retain(|(gk, _)| *gk != k);
                sm.resident_changed();
            }
            self.grids.remove(k);
        }
    }

    /// The gid the next started grid gets.
    pub fn next_gid(&self) -> u32 {
        self.next_gid
    }

    /// The gids of the context's grids, in start order.
    pub fn gids(&self) -> Vec<u32> {
        self.order.iter().map(|k| self.grids[*k].gid).collect()
    }

    pub fn prog(&self, idx: ProgIdx) -> Option<&Arc<ProgEnv>> {
        self.progs.iter().find(|p| p.prog_idx == idx)
    }

    pub fn grid_by_gid(&self, gid: u32) -> Option<GridKey> {
        self.order
            .iter()
            .copied()
            .find(|k| self.grids[*k].gid == gid)
    }

    pub fn has_work(&self) -> bool {
        !self.order.is_empty() || !self.inbox.is_empty()
    }
}

/// scheduleGrids (T:L2612): every active grid steps (no preemption; choice kind 9).
pub fn schedule_grids(ctx: &Context, out: &mut Vec<GridKey>) {
    out.clear();
    out.extend(
        ctx.order
            .iter()
            .copied()
            .filter(|k| ctx.grids[*k].state == GridState::Active),
    );
}

/// issueBlocks (T:L2614-2616), fired by context (issue) T:L2684-2686: eagerly issue unscheduled
/// blocks, in (grid, linear block) order, to an SM with room (the SM is a scheduler choice,
/// `ChoiceKind::IssueBlock`). Creates the block's warps and threads (T:L2618-2628).
pub fn issue_blocks(
    ctx: &mut Context,
    cfg: &Config,
    sms: &mut [Sm],
    sched: &mut dyn Scheduler,
    obs: &mut impl Observer,
    fits: &mut Vec<u32>,
    spare: &mut Vec<Vec<Warp>>,
) -> u32 {
    let mut issued = 0;
    for gi in 0..ctx.order.len() {
        let k = ctx.order[gi];
        let g = &mut ctx.grids[k];
        let Some(prog) = ctx.progs.iter().find(|p| p.prog_idx == g.prog) else {
            continue;
        };
        while (g.next_issue as usize) < g.blocks.len() {
            let lanes = g.conf.warp_size;
            let nwarps = g.conf.warps_per_block();
            let slots = nwarps * lanes;
            fits.clear();
            for (i, sm) in sms.iter().enumerate() {
                if sm.resident.len() < cfg.max_resident_blocks as usize
                    && sm.threads + slots <= cfg.max_resident_threads
                    && sm
                        .alloc_shared(g.conf.shared_per_block, cfg.shared_mem_per_sm as u64)
                        .is_some()
                {
                    fits.push(i as u32);
                }
            }
            // A block placed on one SM (config `sm_of_block`) waits for room there.
            if let Some(&want) = cfg.sm_of_block.get(g.next_issue as usize) {
                fits.retain(|&i| i == want);
            }
            if fits.is_empty() {
                return issued;
            }
            let smi = fits[sched.choose(ChoiceKind::IssueBlock, fits.len())];
            let sm = &mut sms[smi as usize];
            let so = sm
                .alloc_shared(g.conf.shared_per_block, cfg.shared_mem_per_sm as u64)
                .expect("fits");
            if g.conf.shared_per_block > 0 {
                let pos = sm.shared.partition_point(|&(o, _)| o < so);
                sm.shared.insert(pos, (so, g.conf.shared_per_block));
            }
            sm.threads += slots;
            let bi = g.next_issue;
            sm.resident.push((k, bi));
            sm.resident_changed();
            g.next_issue += 1;
            let threads = g.conf.threads_per_block();
            let lpt = g.conf.local_per_thread;
            let block_dim = g.conf.block;
            let entry = g.conf.entry;
            let b = &mut g.blocks[bi as usize];
            b.state = BlockState::Active;
            b.bars = crate::block::barrier::BarrierEnv::new(cfg.num_barriers);
            b.sm = Some(smi);
            b.so = so;
            b.shared_bytes = g.conf.shared_per_block;
            // Warp w holds the threads with linear ids w·WarpSize .. (T:L2618-2624); lanes past
            // the block's end are dummies (T:L2626-2628). Local memory: unique per thread.
            // The warps of a completed block are renewed in place (their register files and
            // tables keep their allocations); the rest are new.
            let mut warps = spare.pop().unwrap_or_default();
            warps.truncate(nwarps as usize);
            for w in 0..nwarps {
                let first = w * lanes;
                let real = (threads - first).min(lanes) as usize;
                let global_first = bi as u64 * (nwarps * lanes) as u64 + first as u64;
                let spec = WarpSpec {
                    entry,
                    index: w,
                    lanes: lanes as usize,
                    real_lanes: real,
                    first_linear_tid: first,
                    block_dim,
                    local_base: global_first * lpt,
                    local_per_thread: lpt,
                };
                match warps.get_mut(w as usize) {
                    Some(old) => renew_warp(old, prog, &spec),
                    None => warps.push(spec.new_warp(prog)),
                }
                crate::warp::its::set_scheduling(
                    &mut warps[w as usize],
                    cfg.scheduling == crate::config::Scheduling::Its,
                );
            }
            b.warps = warps;
            b.sched_cache.invalidate();
            issued += 1;
            obs.block_issued(g, &g.blocks[bi as usize]);
        }
    }
    issued
}

/// scheduleWarp (T:L2634-2636) for one SM: up to NumConWarps (`warps_per_step`, T:L577) of the
/// schedulable warps (canBeScheduled, T:L2630), chosen with `ChoiceKind::ScheduleWarp`. The
/// result, sorted by (resident block, warp), is left in `cand[..k]`; returns k, or `None` when the SM
/// stands still by choice (`Config::warp_stalls`: a `ChoiceKind::DeviceRule` choice first says
/// how many of the k warps stay out).
///
/// Fast path: each block keeps the list of its schedulable warps ([`crate::block::SchedCache`])
/// until its warps change, and the SM keeps each block's count ([`SmCache`]), so only blocks that
/// changed since the last device step are visited.
pub fn schedule_warps(
    ctx: &mut Context,
    sm: &mut Sm,
    per_step: usize,
    stalls: bool,
    sched: &mut dyn Scheduler,
    cand: &mut Vec<(u32, u32)>,
) -> Option<usize> {
    cand.clear();
    let Context { grids, progs, .. } = ctx;
    // The candidate list is (resident block, warp) in ascending order; it is not built: each
    // block knows how many of its warps are schedulable (`cache.counts`, one per resident
    // block), and a position in the list is found from those counts.
    if sm.cache.counts.len() != sm.resident.len() {
        sm.resident_changed();
    }
    let Sm {
        resident, cache, ..
    } = sm;
    if cache.stale != 0 || cfg!(debug_assertions) {
        let was_stale = cache.stale != 0;
        // The program of the previous block's grid (an SM's blocks mostly share one).
        let mut last: Option<(ProgIdx, &Arc<ProgEnv>)> = None;
        for (ri, &(gk, bi)) in resident.iter().enumerate() {
            if !has(cache.stale, ri) && !cfg!(debug_assertions) {
                continue;
            }
            let g = &mut grids[gk];
            let prog = match last {
                Some((pi, p)) if pi == g.prog => Some(p),
                _ => progs.iter().find(|p| p.prog_idx == g.prog).inspect(|p| {
                    last = Some((g.prog, p));
                }),
            };
            let b = &mut g.blocks[bi as usize];
            let (c, ok) = match prog {
                Some(prog) if b.state == BlockState::Active => {
                    let warps = &b.warps;
                    let c = b.sched_cache.refresh(warps.len(), |w| {
                        warps[w].state == WarpState::Active && can_be_scheduled(&warps[w], prog)
                    });
                    (c, b.sched_cache.word())
                }
                _ => (0, 0),
            };
            // Debug builds visit every block and check that a clean position's count stood.
            debug_assert!(
                has(cache.stale, ri) || cache.counts[ri] == c,
                "SmCache: resident block {ri} changed without mark_stale"
            );
            cache.counts[ri] = c;
            cache.oks[ri] = ok;
        }
        let sum = cache.counts.iter().sum();
        debug_assert!(
            was_stale || cache.total == sum,
            "SmCache: total out of date"
        );
        cache.total = sum;
        cache.stale = 0;
    }
    let counts = &cache.counts;
    let total = cache.total;
    let mut k = per_step.min(total as usize);
    // Smaller selections (`Config::warp_stalls`): first how many of the k warps stay out
    // (0 = none); `None` when all do, the SM stands still.
    if stalls && k > 0 {
        k -= sched.choose(ChoiceKind::DeviceRule, k + 1);
        if k == 0 {
            return None;
        }
    }
    if k <= 2 {
        // The usual NumConWarps of at most two, without the swap list.
        let picks = two_picks(total, k, |n| sched.choose(ChoiceKind::ScheduleWarp, n));
        for &e in &picks[..k] {
            cand.push(resolve_pick(e, counts, &cache.oks, resident, grids));
        }
        if k == 2 && cand[1] < cand[0] {
            cand.swap(0, 1);
        }
        return Some(k);
    }
    shuffle_swaps(total, k, cand, |n| {
        sched.choose(ChoiceKind::ScheduleWarp, n)
    });
    // Resolve the k picked entries (positions 0..k) to (resident block, warp), appended after
    // the swaps, which are then dropped.
    let swaps = cand.len();
    for i in 0..k as u32 {
        let e = swapped(&cand[..swaps], i);
        let p = resolve_pick(e, counts, &cache.oks, resident, grids);
        cand.push(p);
    }
    cand.drain(..swaps);
    cand.sort_unstable();
    Some(k)
}

/// The partial Fisher-Yates shuffle of the virtual list `0..total`: position i (i < k) swaps
/// with i + choose(total - i). The swaps are appended to `swaps` as (position, entry) pairs, the
/// latest for a position winning (at most 2k of them); an untouched position holds its own
/// entry.
fn shuffle_swaps(
    total: u32,
    k: usize,
    swaps: &mut Vec<(u32, u32)>,
    mut choose: impl FnMut(usize) -> usize,
) {
    for i in 0..k as u32 {
        let j = i + choose((total - i) as usize) as u32;
        let (ei, ej) = (swapped(swaps, i), swapped(swaps, j));
        swaps.push((i, ej));
        swaps.push((j, ei));
    }
}

/// The entry at position `p` after `swaps` ([`shuffle_swaps`]).
fn swapped(swaps: &[(u32, u32)], p: u32) -> u32 {
    swaps.iter().rev().find(|e| e.0 == p).map_or(p, |e| e.1)
}

/// [`shuffle_swaps`] for k ≤ 2, written out (the same choices in the same order): position 0
/// takes entry j0; position 1 takes entry j1, or entry 0 where j1 is the position j0 swapped it
/// to. Entries of positions `k..2` are 0.
fn two_picks(total: u32, k: usize, mut choose: impl FnMut(usize) -> usize) -> [u32; 2] {
    let mut picks = [0u32; 2];
    if k >= 1 {
        picks[0] = choose(total as usize) as u32;
    }
    if k == 2 {
        let j1 = 1 + choose((total - 1) as usize) as u32;
        picks[1] = if j1 == picks[0] { 0 } else { j1 };
    }
    picks
}

/// Entry `e` of the virtual candidate list: (resident block, warp).
#[inline(always)]
fn resolve_pick(
    mut e: u32,
    counts: &[u32],
    oks: &[u64],
    resident: &[(GridKey, u32)],
    grids: &SlotMap<GridKey, Grid>,
) -> (u32, u32) {
    for (ri, &c) in counts.iter().enumerate() {
        if e < c {
            if let Some(w) = crate::block::nth_bit(oks[ri], e) {
                debug_assert_eq!(
                    Some(w),
                    grids[resident[ri].0].blocks[resident[ri].1 as usize]
                        .sched_cache
                        .nth(e)
                );
                return (ri as u32, w);
            }
            let (gk, bi) = resident[ri];
            let b = &grids[gk].blocks[bi as usize];
            let w = b.sched_cache.nth(e).expect("counted");
            // A warp's index is its position in the block (issueBlocks).
            debug_assert_eq!(b.warps[w as usize].index, w);
            return (ri as u32, w);
        }
        e -= c;
    }
    unreachable!("entry {e} beyond the counted warps")
}

/// Context (exec), T:L2680-2682, wrapped by (issue) T:L2684-2686 and (compl) T:L2688-2699: issue
/// blocks, schedule warps on every SM, step the scheduled blocks (grid (exec), T:L2572-2576), then
/// remove completed grids and queue `completed gid`.
#[allow(clippy::too_many_arguments)]
pub fn rule_exec(
    ctx: &mut Context,
    cfg: &Config,
    sms: &mut [Sm],
    clock: u64,
    sched: &mut dyn Scheduler,
    obs: &mut impl Observer,
    bufs: &mut ExecBufs,
) -> Result<CtxStep, CtxStuck> {
    let mut st = CtxStep {
        blocks_issued: issue_blocks(
            ctx,
            cfg,
            sms,
            sched,
            obs,
            &mut bufs.fits,
            &mut bufs.spare_warps,
        ),
        ..CtxStep::default()
    };
    schedule_grids(ctx, &mut bufs.grids);
    // One warp's register-only step is run without the block step's bookkeeping, unless
    // `--fast` is on (its warps run ahead after a block step) or every step is to be a full
    // one (tests compare the two).
    let plain = !bufs.fast && !bufs.full_block_steps;
    // Each scheduled grid's block environment, built once per step instead of once per
    // stepped block: it holds the grid's program and parameter bank (a reference count each,
    // taken once per step), so that it does not borrow the context while the blocks step.
    let held: smallvec::SmallVec<[HeldEnv; 2]> = bufs
        .grids
        .iter()
        .filter_map(|&gk| {
            let g = &ctx.grids[gk];
            let prog = ctx.progs.iter().find(|p| p.prog_idx == g.prog)?;
            Some((gk, Arc::clone(prog), Arc::clone(&g.params)))
        })
        .collect();
    let envs: smallvec::SmallVec<[(GridKey, BlockEnv<'_>); 2]> = held
        .iter()
        .map(|(gk, prog, params)| (*gk, block_env(&ctx.grids[*gk], prog, cfg, clock, params)))
        .collect();
    // Indexing: `sms[smi]` is borrowed mutably and immutably in turn inside the loop.
    #[allow(clippy::needless_range_loop)]
    for smi in 0..sms.len() {
        let mut any_completed = false;
        let k = schedule_warps(
            &mut *ctx,
            &mut sms[smi],
            cfg.warps_per_step as usize,
            cfg.warp_stalls,
            sched,
            &mut bufs.cand,
        )
        .unwrap_or_else(|| {
            st.stalled += 1;
            0
        });
        // The warps after the first are stepped after it: ask for their first cache lines now,
        // so that the first warp's step hides the wait (hundreds of resident warps do not stay
        // in the cache between their steps).
        for &(ri, w) in bufs.cand.iter().take(k).skip(1) {
            if let Some(&(gk, bi)) = sms[smi].resident.get(ri as usize) {
                if let Some(w) = ctx.grids[gk].blocks[bi as usize].warps.get(w as usize) {
                    prefetch(w);
                }
            }
        }
        let mut i = 0;
        while i < k {
            let ri = bufs.cand[i].0;
            bufs.warps.clear();
            while i < k && bufs.cand[i].0 == ri {
                bufs.warps.push(bufs.cand[i].1);
                i += 1;
            }
            let (gk, bi) = sms[smi].resident[ri as usize];
            let Some(env) = envs.iter().find(|e| e.0 == gk).map(|e| &e.1) else {
                assert!(!bufs.grids.contains(&gk), "scheduled grids have programs");
                continue;
            };
            let prog = env.prog;
            let g = &mut ctx.grids[gk];
            if plain {
                // Each leading warp whose step is register-only takes it as a block step of
                // its own (`block::plain_step`; it stays schedulable, so the block's answers and
                // the SM's count stand); the rest, if any, take the full block step after it,
                // in the same order. The observer sees both alike.
                let mut n = 0;
                let gid = g.gid;
                while let Some(&wi) = bufs.warps.get(n) {
                    let at = WarpAt {
                        gid,
                        warp: wi,
                        register_only: true,
                    };
                    let Some(step) =
                        crate::block::plain_step(&mut g.blocks[bi as usize], wi, env, |b| {
                            obs.before_warp_step(at, prog, b)
                        })
                    else {
                        break;
                    };
                    obs.warp_stepped(g, prog, &g.blocks[bi as usize], &step);
                    n += 1;
                }
                st.warps_stepped += n as u32;
                if n == bufs.warps.len() {
                    continue;
                }
                bufs.warps.drain(..n);
            }
            bufs.out.clear();
            // The block list is moved out of the grid while the block steps (the observer reads the
            // grid and changes the block; a pointer move instead of moving the block).
            let mut blocks = std::mem::take(&mut g.blocks);
            let block = &mut blocks[bi as usize];
            for &wi in &bufs.warps {
                let at = WarpAt {
                    gid: g.gid,
                    warp: wi,
                    register_only: false,
                };
                obs.before_warp_step(at, prog, block);
            }
            let r = block_step(block, &bufs.warps, env, sched, &mut bufs.out);
            st.warps_stepped += bufs.out.steps.len() as u32;
            obs.block_stepped(gk, prog, g, block, &bufs.out);
            let completed = block.state == BlockState::Completed;
            // Without barrier activity a block step changes only the warps it stepped ((endBar)
            // touches warps only while the barrier table is not idle).
            let quiet = block.bars.is_idle()
                && bufs.out.barriers_completed == 0
                && bufs.out.bar_groups.is_empty()
                && bufs.out.red_writes.is_empty();
            // A quiet step of an active block changed only the stepped warps: they are asked
            // again here, while they are in the cache, and the SM's count for the block stays
            // up to date; otherwise the next scheduleWarp recomputes what was forgotten.
            let restepped =
                if quiet && !completed && !bufs.fast && !has(sms[smi].cache.stale, ri as usize) {
                    let ThreadBlock {
                        warps, sched_cache, ..
                    } = &mut *block;
                    sched_cache.restep(&bufs.warps, |w| {
                        warps[w].state == WarpState::Active && can_be_scheduled(&warps[w], prog)
                    })
                } else {
                    None
                };
            match restepped {
                Some(c) => {
                    let cache = &mut sms[smi].cache;
                    cache.total = cache.total - cache.counts[ri as usize] + c;
                    cache.counts[ri as usize] = c;
                    cache.oks[ri as usize] = block.sched_cache.word();
                }
                None => {
                    if quiet {
                        for &w in &bufs.warps {
                            block.sched_cache.invalidate_warp(w);
                        }
                    } else {
                        block.sched_cache.invalidate();
                    }
                    sms[smi].mark_stale(ri as usize);
                }
            }
            if !block.bars.is_idle() {
                sms[smi].cache.bars_busy |= bit(ri as usize);
            }
            let r = match r {
                Ok(()) if bufs.fast && quiet && !completed => run_ahead(
                    gk,
                    g,
                    prog,
                    block,
                    env,
                    sched,
                    obs,
                    &bufs.warps,
                    &mut bufs.out,
                )
                .map(|n| st.warps_stepped += n),
                r => r,
            };
            g.blocks = blocks;
            if let Err(stuck) = r {
                return Err(CtxStuck {
                    grid: gk,
                    block: bi,
                    stuck,
                });
            }
            if completed {
                any_completed = true;
                obs.block_completed(g, &g.blocks[bi as usize]);
                sms[smi].free_block(g, bi);
                // Warps and registers are freed with the block (T:L2361 frees them per warp);
                // a few blocks' warps are kept for the next blocks issued.
                let warps = std::mem::take(&mut g.blocks[bi as usize].warps);
                if bufs.spare_warps.len() < SPARE_BLOCKS {
                    bufs.spare_warps.push(warps);
                }
            }
        }
        // Grid (exec), T:L2572-2576, steps *every* block: blocks without scheduled warps take
        // (exec) with an empty schedule, so (endBar) can still fire there (e.g. once the fences
        // of the arrived warps completed, or a warp exited under `barrier_exit = hardware`).
        // Only blocks whose barrier table was left busy are visited: a table becomes busy only
        // in a block step of its own (a warp arriving), which sets the block's bit.
        // No busy bit among the resident positions (the usual case): nothing to visit.
        let len = sms[smi].resident.len();
        // (An SmCache mask has a bit per resident position, as a lane mask's word has per lane.)
        let none_busy = len <= 64 && sms[smi].cache.bars_busy & crate::lanemask::low_mask(len) == 0;
        let visit = if none_busy && !cfg!(debug_assertions) {
            0
        } else {
            len
        };
        for ri in 0..visit {
            let busy = has(sms[smi].cache.bars_busy, ri);
            if !busy && !cfg!(debug_assertions) {
                continue;
            }
            let (gk, bi) = sms[smi].resident[ri];
            let Context { grids, progs, .. } = ctx;
            let g = &mut grids[gk];
            let b = &g.blocks[bi as usize];
            debug_assert!(
                busy || b.state != BlockState::Active || b.bars.is_idle(),
                "SmCache: a busy barrier table without its bit"
            );
            if b.state != BlockState::Active || b.bars.is_idle() {
                sms[smi].cache.bars_busy &= !bit(ri);
                continue;
            }
            let prog = progs
                .iter()
                .find(|p| p.prog_idx == g.prog)
                .expect("scheduled grids have programs");
            // The grid's parameter bank, shared (a reference count) so that the block steps
            // below can change the grid's blocks while the warps read it.
            let params = std::sync::Arc::clone(&g.params);
            let env = block_env(g, prog, cfg, clock, &params);
            bufs.out.clear();
            let mut block = std::mem::replace(
                &mut g.blocks[bi as usize],
                ThreadBlock::unscheduled([0; 3], 0, 0),
            );
            crate::block::rule_end_bar(&mut block, &env, &mut bufs.out);
            block.sched_cache.invalidate();
            sms[smi].mark_stale(ri);
            if bufs.out.barriers_completed > 0 {
                st.barriers_ended += bufs.out.barriers_completed;
                obs.block_stepped(gk, prog, g, &mut block, &bufs.out);
            }
            g.blocks[bi as usize] = block;
        }
        // Only a block step completes a block (the (endBar) sweep does not).
        debug_assert!(
            any_completed
                || sms[smi].resident.iter().all(|&(gk, bi)| {
                    ctx.grids[gk].blocks[bi as usize].state != BlockState::Completed
                })
        );
        if any_completed {
            sms[smi].resident.retain(|&(gk, bi)| {
                ctx.grids[gk].blocks[bi as usize].state != BlockState::Completed
            });
            sms[smi].resident_changed();
        }
    }
    st.grids_completed = rule_compl(ctx);
    Ok(st)
}

/// `--fast` (docs/performance.md, "Fast execution"): each warp of `warps` that the block step
/// just stepped takes further warp steps, one block step each, while it can be scheduled and its
/// next instruction only writes its own registers. Those steps touch nothing another warp, the
/// memory environment or the block reads, so the run equals a schedule of the semantics in which
/// the warp was picked for them; the scheduler is not asked. Every step goes through the block
/// rules and the observer like any other, so checks and traces see it. Returns the steps taken.
#[allow(clippy::too_many_arguments)]
fn run_ahead(
    gk: GridKey,
    g: &Grid,
    prog: &ProgEnv,
    block: &mut ThreadBlock,
    env: &BlockEnv<'_>,
    sched: &mut dyn Scheduler,
    obs: &mut impl Observer,
    warps: &[u32],
    out: &mut BlockOut,
) -> Result<u32, BlockStuck> {
    let decoded = prog.decoded();
    let mut n = 0;
    for &w in warps {
        while let Some(warp) = block.warps.get(w as usize) {
            let ahead = warp.state == WarpState::Active
                && prog
                    .index(warp.exec.pc)
                    .is_some_and(|i| decoded[i].runs_ahead())
                && can_be_scheduled(warp, prog);
            if !ahead {
                break;
            }
            out.clear();
            let one = std::slice::from_ref(&w);
            let at = WarpAt {
                gid: g.gid,
                warp: w,
                register_only: false,
            };
            obs.before_warp_step(at, prog, block);
            let r = block_step(block, one, env, sched, out);
            n += 1;
            obs.block_stepped(gk, prog, g, block, out);
            block.sched_cache.invalidate_warp(w);
            r?;
        }
    }
    Ok(n)
}

/// A hint that `w`'s first two cache lines (its counters, register file pointer, pc and active
/// mask) are needed soon; no effect on the result.
#[inline]
fn prefetch(w: &Warp) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        let p = (w as *const Warp).cast::<i8>();
        // SAFETY: SSE is part of x86_64; a prefetch reads nothing and never faults, whatever
        // the address.
        unsafe {
            _mm_prefetch::<_MM_HINT_T0>(p);
            _mm_prefetch::<_MM_HINT_T0>(p.wrapping_add(64));
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = w;
}

fn block_env<'a>(
    g: &Grid,
    prog: &'a ProgEnv,
    cfg: &Config,
    clock: u64,
    params: &'a [u8],
) -> BlockEnv<'a> {
    BlockEnv {
        prog,
        params: if cfg.direct_param_loads { params } else { &[] },
        grid_dim: g.conf.grid,
        block_dim: g.conf.block,
        grid_id: g.gid,
        num_sms: cfg.num_sms,
        clock,
        warp_size: g.conf.warp_size,
        barinfo: cfg.barinfo,
        barrier_exit: cfg.barrier_exit,
        barrier_fence: cfg.barrier_fence,
        warp_sync_fence: cfg.warp_sync_fence,
        its: cfg.scheduling == crate::config::Scheduling::Its,
        static_shared: prog
            .funcs
            .get(g.conf.entry as usize)
            .map_or(0, |f| f.shared_bytes as u32),
        reserved_shared: g.conf.reserved_shared as u32,
        grid_sync: g.conf.grid_sync,
    }
}

/// Context (compl), T:L2688-2699 with grid (compl) T:L2578-2580 and I/O_C (compl) T:L2668-2670:
/// remove every completed grid and queue `completed gid`.
pub fn rule_compl(ctx: &mut Context) -> u32 {
    let mut n = 0;
    let mut i = 0;
    while i < ctx.order.len() {
        let k = ctx.order[i];
        let g = &mut ctx.grids[k];
        if g.state == GridState::Active {
            grid_compl(g);
        }
        if g.state == GridState::Completed {
            ctx.outbox.push_back(ContextOutput::Completed(g.gid));
            ctx.order.remove(i);
            ctx.grids.remove(k);
            n += 1;
        } else {
            i += 1;
        }
    }
    n
}

/// A scheduled grid, its program and its parameter bank, held for one device step (`rule_exec`
/// builds the grid's block environment from them).
type HeldEnv = (GridKey, Arc<ProgEnv>, Arc<[u8]>);

/// Reusable buffers of the context step.
#[derive(Default)]
pub struct ExecBufs {
    /// `--fast`: after its scheduled step, a warp runs on through the instructions that only
    /// write its own registers ([`crate::program::decode::Decoded::runs_ahead`]).
    pub fast: bool,
    /// Every warp step takes the full block step (no register-only shortcut, see
    /// [`rule_exec`]): tests compare the two.
    pub full_block_steps: bool,
    pub fits: Vec<u32>,
    pub grids: Vec<GridKey>,
    pub cand: Vec<(u32, u32)>,
    pub warps: Vec<u32>,
    pub out: BlockOut,
    /// The warps of completed blocks, for [`issue_blocks`] to renew (at most [`SPARE_BLOCKS`]).
    pub spare_warps: Vec<Vec<Warp>>,
}

/// Completed blocks whose warps are kept for renewal: the blocks an SM issues in one step.
const SPARE_BLOCKS: usize = 16;

#[cfg(test)]
mod tests {
    use super::*;

    /// The written-out shuffle for one or two picks puts the same entries at positions 0 and 1
    /// as the general one, for every list length and every pair of choices.
    #[test]
    fn two_picks_equal_the_general_shuffle() {
        for total in 1..10u32 {
            for k in 1..=2.min(total as usize) {
                for c0 in 0..total as usize {
                    for c1 in 0..(total as usize - 1).max(1) {
                        let script = [c0, c1];
                        let mut asked = Vec::new();
                        let mut n = 0;
                        let picks = two_picks(total, k, |m| {
                            asked.push(m);
                            n += 1;
                            script[n - 1]
                        });
                        let mut swaps = Vec::new();
                        let mut asked2 = Vec::new();
                        let mut n2 = 0;
                        shuffle_swaps(total, k, &mut swaps, |m| {
                            asked2.push(m);
                            n2 += 1;
                            script[n2 - 1]
                        });
                        let general: Vec<u32> = (0..k as u32).map(|p| swapped(&swaps, p)).collect();
                        assert_eq!(picks[..k], general[..], "total {total}, k {k}, {script:?}");
                        assert_eq!(asked, asked2, "the same questions");
                    }
                }
            }
        }
    }

    #[test]
    fn shared_first_fit() {
        let mut sm = Sm::default();
        assert_eq!(sm.alloc_shared(100, 256), Some(0));
        sm.shared = vec![(0, 100), (200, 50)];
        // The gap 112..200 (100 rounded up to 16) holds 88 bytes; after 250 comes 256 = capacity.
        assert_eq!(sm.alloc_shared(88, 256), Some(112));
        assert_eq!(sm.alloc_shared(89, 256), None);
        assert_eq!(sm.alloc_shared(88, 1000), Some(112));
        assert_eq!(sm.alloc_shared(100, 1000), Some(256));
    }
}
