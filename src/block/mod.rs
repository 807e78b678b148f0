//! Thread blocks (thesis §5.5, T:L2357-2534): block state, the barrier environment and the block
//! rules (exec), (endBar), (compl) and (idle).

pub mod barrier;
pub mod its_bar;

use crate::config::{BarInfoMode, BarrierExit, BarrierFence};
use crate::program::env::ProgEnv;
use crate::program::ir::{BarKind, CollOp, Instr, RegId};
use crate::sched::Scheduler;
use crate::thread::expr::SRegCtx;
use crate::warp::state::{Warp, WarpState};
use crate::warp::step::{
    warp_step, StepCtx, StepOutcome, Stuck, ThreadBarAct, ThreadMemAct, WarpAct,
};
use barrier::{end_bar, upd_bar, BarInfo, BarrierEnv, WarpBarAct};

/// `BlockState = {active, unscheduled, completed}` (T:L2365).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum BlockState {
    Active,
    Unscheduled,
    Completed,
}

/// `ThreadBlock = BlockIdx × ProcIdx × BlockState × BarrierEnv × SharedMemOffset × Warp*` (T:L2385).
#[derive(Debug)]
pub struct ThreadBlock {
    pub bid: [u32; 3],
    /// Linear block index in the grid (x fastest).
    pub linear: u32,
    /// ProcIdx: the SM the block was issued to (`None` while unscheduled; never changes, T:L2361).
    pub sm: Option<u32>,
    pub state: BlockState,
    /// χ (T:L2405).
    pub bars: BarrierEnv,
    /// SharedMemOffset `so` (T:L2375): added to the block's shared addresses.
    pub so: u64,
    /// Bytes of shared memory the block owns (static + dynamic).
    pub shared_bytes: u64,
    pub warps: Vec<Warp>,
    /// scheduleWarp's answer for this block's warps, kept until they change (see [`SchedCache`]).
    pub sched_cache: SchedCache,
}
crate::reuse::clone_reusing!(ThreadBlock {
    bid,
    linear,
    sm,
    state,
    bars,
    so,
    shared_bytes,
    warps,
    sched_cache
});

/// canBeScheduled (T:L2630) of each of the block's warps, computed by
/// `context::schedule_warps` and kept until something changes the warp: the block step (its
/// stepped warps, or all warps when a barrier was involved), (endBar), completed memory
/// operations, updMemBar and block issue call [`SchedCache::invalidate_warp`] /
/// [`SchedCache::invalidate`] (fast path, docs/performance.md "Deviations"; debug builds compare
/// every cached answer with the predicate).
#[derive(Clone, Debug, Default)]
pub struct SchedCache {
    /// Bit `w`: warp `w`'s answer is known. Inline for up to 64 warps (every block of 32-lane
    /// warps), so that reading it is not a second pointer chase after the block's.
    known: smallvec::SmallVec<[u64; 1]>,
    /// Bit `w`: warp `w` can be scheduled (meaningful where `known` is set).
    ok: smallvec::SmallVec<[u64; 1]>,
    /// Number of `ok` bits, valid after [`SchedCache::refresh`].
    count: u32,
    /// Some answer was forgotten since the last refresh.
    dirty: bool,
}

impl SchedCache {
    /// Forget every warp's answer.
    #[inline]
    pub fn invalidate(&mut self) {
        self.known.iter_mut().for_each(|k| *k = 0);
        self.dirty = true;
    }
    /// Forget warp `w`'s answer.
    #[inline]
    pub fn invalidate_warp(&mut self, w: u32) {
        if let Some(k) = self.known.get_mut(w as usize / 64) {
            *k &= !(1 << (w % 64));
        }
        self.dirty = true;
    }
    /// Bring the answers of warps `0..n` up to date, asking `can(w)` for the unknown ones only;
    /// returns the number of schedulable warps.
    pub fn refresh(&mut self, n: usize, mut can: impl FnMut(usize) -> bool) -> u32 {
        let words = n.div_ceil(64);
        if !self.dirty && self.known.len() == words && !cfg!(debug_assertions) {
            // Nothing forgotten since the last refresh: every answer and the count stand.
            return self.count;
        }
        self.dirty = false;
        if self.known.len() != words {
            self.known = smallvec::smallvec![0; words];
            self.ok = smallvec::smallvec![0; words];
        }
        let mut count = 0;
        for i in 0..words {
            let valid = if (i + 1) * 64 <= n {
                u64::MAX
            } else {
                (1u64 << (n % 64)) - 1
            };
            let mut unknown = !self.known[i] & valid;
            while unknown != 0 {
                let b = unknown.trailing_zeros() as usize;
                unknown &= unknown - 1;
                let w = i * 64 + b;
                if can(w) {
                    self.ok[i] |= 1 << b;
                } else {
                    self.ok[i] &= !(1 << b);
                }
            }
            self.known[i] = valid;
            if cfg!(debug_assertions) {
                let mut m = self.ok[i] & valid;
                while m != 0 {
                    let b = m.trailing_zeros() as usize;
                    m &= m - 1;
                    debug_assert!(can(i * 64 + b), "stale SchedCache");
                }
            }
            count += (self.ok[i] & valid).count_ones();
        }
        self.count = count;
        count
    }
    /// Answer again for warps `ws`, which just stepped, when every answer was known and no
    /// other warp changed: returns the new count. `None` (nothing changed here) when some
    /// answer of the block was forgotten: the next refresh recomputes.
    pub fn restep(&mut self, ws: &[u32], mut can: impl FnMut(usize) -> bool) -> Option<u32> {
        let known = |w: u32| {
            self.known
                .get(w as usize / 64)
                .is_some_and(|k| k >> (w % 64) & 1 == 1)
        };
        if self.dirty || !ws.iter().all(|&w| known(w)) {
            return None;
        }
        for &w in ws {
            let (i, b) = (w as usize / 64, w % 64);
            let was = self.ok[i] >> b & 1 == 1;
            if can(w as usize) != was {
                self.ok[i] ^= 1 << b;
                if was {
                    self.count -= 1;
                } else {
                    self.count += 1;
                }
            }
        }
        Some(self.count)
    }
    /// The schedulable warps as one word, where the block has at most 64 warps; else 0. Valid
    /// while the count is ([`SchedCache::refresh`], [`SchedCache::restep`]).
    pub fn word(&self) -> u64 {
        match (&self.ok[..], &self.known[..]) {
            ([ok], [known]) => ok & known,
            _ => 0,
        }
    }
    /// The index of the `j`-th schedulable warp (ascending), after [`SchedCache::refresh`].
    pub fn nth(&self, mut j: u32) -> Option<u32> {
        for (i, &word) in self.ok.iter().enumerate() {
            let word = word & self.known[i];
            let c = word.count_ones();
            if j < c {
                return nth_bit(word, j).map(|b| i as u32 * 64 + b);
            }
            j -= c;
        }
        None
    }
}

/// The position of the `j`-th set bit of `m` (ascending), if `m` has more than `j`.
///
/// A byte at a time, from tables: the scheduler asks this for every pick, and clearing `j`
/// bits one by one ended in a branch on `j` that the processor mostly guessed wrong (about a
/// quarter of scheduleWarp's time on collatz). A block of at most eight warps is one byte:
/// one lookup.
#[inline]
pub fn nth_bit(mut m: u64, mut j: u32) -> Option<u32> {
    let mut base = 0;
    while m != 0 {
        let byte = (m & 0xff) as usize;
        let c = BYTE_BITS[byte] as u32;
        if j < c {
            return Some(base + BYTE_NTH[byte][j as usize] as u32);
        }
        j -= c;
        m >>= 8;
        base += 8;
    }
    None
}

/// The number of set bits of each byte.
static BYTE_BITS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = (b as u8).count_ones() as u8;
        b += 1;
    }
    t
};

/// `BYTE_NTH[b][j]`: the position of the `j`-th set bit of byte `b` (ascending; 0 where `b` has
/// no `j`-th bit, which [`nth_bit`] never reads).
static BYTE_NTH: [[u8; 8]; 256] = {
    let mut t = [[0u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let mut j = 0;
        let mut bit = 0;
        while bit < 8 {
            if b >> bit & 1 == 1 {
                t[b][j] = bit as u8;
                j += 1;
            }
            bit += 1;
        }
        b += 1;
    }
    t
};

impl ThreadBlock {
    /// An unscheduled block (newGrid, T:L2709-2721: all blocks start unscheduled).
    pub fn unscheduled(bid: [u32; 3], linear: u32, num_barriers: u32) -> ThreadBlock {
        ThreadBlock {
            bid,
            linear,
            sm: None,
            state: BlockState::Unscheduled,
            bars: BarrierEnv::new(num_barriers),
            so: 0,
            shared_bytes: 0,
            warps: Vec::new(),
            sched_cache: SchedCache::default(),
        }
    }
}

/// Everything a block step reads besides the block (φ, the curried ϱ of T:L2502, constants).
pub struct BlockEnv<'a> {
    pub prog: &'a ProgEnv,
    /// The grid's parameter bank, which kernel-parameter loads read at once (empty: they go
    /// through the memory environment; `StepCtx::params`).
    pub params: &'a [u8],
    pub grid_dim: [u32; 3],
    pub block_dim: [u32; 3],
    pub grid_id: u32,
    pub num_sms: u32,
    pub clock: u64,
    /// WarpSize (lanes per warp in this launch).
    pub warp_size: u32,
    pub barinfo: BarInfoMode,
    pub barrier_exit: BarrierExit,
    pub barrier_fence: BarrierFence,
    /// `bar.warp.sync` orders the memory of the warp's lanes ([`crate::warp::step::warp_sync_fence`]).
    pub warp_sync_fence: bool,
    /// Independent thread scheduling (docs/its.md): barriers count threads, not warps.
    pub its: bool,
    /// The kernel's static shared memory bytes, and the reserved region's
    /// ([`crate::grid::ProgConf::reserved_shared`]).
    pub static_shared: u32,
    pub reserved_shared: u32,
    /// The grid's `%envreg1:%envreg2` (see `ProgConf::grid_sync`).
    pub grid_sync: u64,
}

/// One warp step that happened (for traces and statistics).
#[derive(Clone, Copy, Debug)]
pub struct StepRecord {
    pub warp: u32,
    pub outcome: StepOutcome,
    /// Active lanes before the step (threads that executed the instruction).
    pub lanes: u32,
}

/// Reusable output buffers of block steps (no allocation per step once warmed up).
#[derive(Default)]
pub struct BlockOut {
    /// Thread memory actions of all stepped warps (`pid so ∪ wact_mem`, T:L2514).
    pub mem: Vec<ThreadMemAct>,
    /// `(warp, start, end)` ranges in `mem`: one coalescing group per warp step (T:L1970).
    pub mem_groups: Vec<(u32, u32, u32)>,
    pub bar: Vec<ThreadBarAct>,
    pub bar_groups: Vec<(u32, BarKind, u32, u32)>,
    /// Runtime calls `(warp, act)` of the stepped warps (`printf`, `assert`, `malloc`, ...).
    pub rt: Vec<(u32, crate::warp::step::ThreadRtAct)>,
    pub steps: Vec<StepRecord>,
    /// Reduction results `(warp, lane, reg, value)` of barriers completed in this step.
    pub red_writes: Vec<(u32, u32, RegId, u64)>,
    /// Barriers completed in this step.
    pub barriers_completed: u32,
    infos: Vec<BarInfo>,
}

impl BlockOut {
    pub fn clear(&mut self) {
        self.mem.clear();
        self.mem_groups.clear();
        self.bar.clear();
        self.bar_groups.clear();
        self.rt.clear();
        self.steps.clear();
        self.red_writes.clear();
        self.barriers_completed = 0;
    }
}

/// Why a block step has no rule (⊥).
#[derive(Clone, Debug, PartialEq)]
pub enum BlockStuck {
    /// A warp step was ⊥ (T:L1470, T:L2202).
    Warp { warp: u32, stuck: Stuck },
    /// updBar was ⊥ (T:L2455-2460): inconsistent barrier actions.
    Barrier {
        warps: Vec<u32>,
        pcs: Vec<u32>,
        message: String,
    },
}

/// Block (exec), T:L2514-2516, followed by (endBar)* T:L2518-2523 and (compl) T:L2525-2530; an
/// inactive block takes (idle), T:L2532-2534. `schedule` is the warp schedule s_Ω (warp indices).
pub fn block_step(
    b: &mut ThreadBlock,
    schedule: &[u32],
    env: &BlockEnv<'_>,
    sched: &mut dyn Scheduler,
    out: &mut BlockOut,
) -> Result<(), BlockStuck> {
    if b.state != BlockState::Active {
        return rule_idle(b);
    }
    let completed = rule_exec(b, schedule, env, sched, out)?;
    rule_end_bar(b, env, out);
    // Warps complete only in a warp step: a block whose step completed none cannot have become
    // complete (it would have been completed at the step that completed its last warp), so
    // (compl) is checked only then, instead of reading every warp's state at every step.
    if completed > 0 {
        rule_compl(b);
    }
    debug_assert!(
        b.state != BlockState::Active || b.warps.iter().any(|w| w.state == WarpState::Active)
    );
    Ok(())
}

/// Block (idle), T:L2532-2534: unscheduled and completed blocks do nothing.
pub fn rule_idle(_b: &ThreadBlock) -> Result<(), BlockStuck> {
    Ok(())
}

/// Block (exec), T:L2514-2516: step the scheduled warps, collect their memory actions into one block
/// action and feed their barrier actions to updBar with `tc` = active warps (pre-step) × WarpSize.
/// Returns the number of warps the step completed.
pub fn rule_exec(
    b: &mut ThreadBlock,
    schedule: &[u32],
    env: &BlockEnv<'_>,
    sched: &mut dyn Scheduler,
    out: &mut BlockOut,
) -> Result<u32, BlockStuck> {
    // `tc` counts the warps active before the step; it is needed only when a barrier action
    // happened, so it is computed then, from the warps active after the step and those the
    // step completed (only stepped warps change state).
    let mut completed_now = 0u32;
    let bar_start = out.bar_groups.len();
    let sregs = sreg_ctx(b, env);
    for &wi in schedule {
        let w = &mut b.warps[wi as usize];
        let lanes = w.exec.active.count_of(w.lanes);
        let (m0, b0) = (out.mem.len() as u32, out.bar.len() as u32);
        let mut cx = StepCtx {
            prog: env.prog,
            params: env.params,
            sregs,
            sched: &mut *sched,
            mem_out: &mut out.mem,
            bar_out: &mut out.bar,
            rt_out: &mut out.rt,
        };
        let was_active = w.state == WarpState::Active;
        let outcome =
            warp_step(w, &mut cx).map_err(|stuck| BlockStuck::Warp { warp: wi, stuck })?;
        // Only collectives need the instruction looked up.
        if env.warp_sync_fence && outcome.rule == crate::warp::step::Rule::Collective {
            if let Some(Instr::Coll {
                op: CollOp::WarpSync,
                ..
            }) = env.prog.instr(outcome.pc)
            {
                crate::warp::step::warp_sync_fence(w);
            }
        }
        if was_active && w.state != WarpState::Active {
            completed_now += 1;
        }
        // Under ITS the threads that ran are the step's group, not the view's active lanes.
        let lanes = w.its.as_ref().map_or(lanes, |i| i.last_group.count());
        match outcome.act {
            WarpAct::None => {}
            WarpAct::Mem => out.mem_groups.push((wi, m0, out.mem.len() as u32)),
            WarpAct::Bar(k) => out.bar_groups.push((wi, k, b0, out.bar.len() as u32)),
        }
        out.steps.push(StepRecord {
            warp: wi,
            outcome,
            lanes,
        });
    }
    if out.bar_groups.len() > bar_start {
        let tc = (b
            .warps
            .iter()
            .filter(|w| w.state == WarpState::Active)
            .count() as u32
            + completed_now)
            * env.warp_size;
        // Only steps with barrier actions build the warp-action list.
        let wacts: Vec<WarpBarAct<'_>> = out.bar_groups[bar_start..]
            .iter()
            .map(|&(warp, kind, s, e)| WarpBarAct {
                warp,
                kind,
                tacts: &out.bar[s as usize..e as usize],
            })
            .collect();
        let upd = if env.its {
            its_bar::upd_bar_threads
        } else {
            upd_bar
        };
        let tc = if env.its {
            its_bar::live_threads(&b.warps)
        } else {
            tc
        };
        upd(
            &mut b.bars,
            tc,
            &wacts,
            env.barinfo,
            env.warp_size,
            &mut out.infos,
        )
        .map_err(|message| BlockStuck::Barrier {
            warps: wacts.iter().map(|w| w.warp).collect(),
            pcs: out
                .steps
                .iter()
                .filter(|s| matches!(s.outcome.act, WarpAct::Bar(_)))
                .map(|s| s.outcome.pc)
                .collect(),
            message,
        })?;
    }
    Ok(completed_now)
}

/// Block (exec) for a schedule of one warp whose step only writes its own registers
/// ([`crate::warp::step::step_plain`]), in an active block whose barrier table is idle:
/// (endBar) and (compl) have nothing to do after such a step, and it has no memory, barrier or
/// runtime action, so the block step is the warp step. `before` is called with the block just
/// before a step that [`crate::warp::step::plain_instr`] accepts (the observer's
/// `before_warp_step`). Returns the step, or `None`, with nothing changed, when the full
/// [`block_step`] is needed.
#[inline]
pub fn plain_step(
    b: &mut ThreadBlock,
    wi: u32,
    env: &BlockEnv<'_>,
    before: impl FnOnce(&ThreadBlock),
) -> Option<StepRecord> {
    if !plain_block(b) {
        return None;
    }
    let at = crate::warp::step::plain_instr(b.warps.get(wi as usize)?, env.prog)?;
    before(b);
    let warps_per_block = b.warps.len();
    let w = &mut b.warps[wi as usize];
    let warp_index = w.index;
    // The special registers are built only if the step reads one (a `mov` of `%tid`, say):
    // most register-only steps do not, and building their 13 fields cost about 35
    // instructions a step (docs/performance.md, round 22).
    let sregs = || SRegCtx {
        warp_index,
        ..block_sregs(b.bid, b.sm, warps_per_block, b.shared_bytes, env)
    };
    let lanes = w.exec.active.count_of(w.lanes);
    let outcome = crate::warp::step::step_plain(w, env.prog, at, env.params, &sregs)?;
    Some(StepRecord {
        warp: wi,
        outcome,
        lanes,
    })
}

/// An active block whose barrier table is idle: a register-only warp step is all its block
/// step does.
fn plain_block(b: &ThreadBlock) -> bool {
    b.state == BlockState::Active && b.bars.is_idle()
}

/// The special registers of block `b`'s warps in this step (ϱ(sreg), T:L1736), but for
/// `warp_index`, which is each warp's own.
fn sreg_ctx(b: &ThreadBlock, env: &BlockEnv<'_>) -> SRegCtx {
    block_sregs(b.bid, b.sm, b.warps.len(), b.shared_bytes, env)
}

/// [`sreg_ctx`] from the block's fields it reads (so that a warp of the block can be borrowed
/// mutably meanwhile).
#[inline]
fn block_sregs(
    bid: [u32; 3],
    sm: Option<u32>,
    warps: usize,
    shared_bytes: u64,
    env: &BlockEnv<'_>,
) -> SRegCtx {
    SRegCtx {
        block_idx: bid,
        block_dim: env.block_dim,
        grid_dim: env.grid_dim,
        grid_id: env.grid_id,
        sm: sm.unwrap_or(0),
        num_sms: env.num_sms,
        warp_index: 0,
        warps_per_block: warps as u32,
        clock: env.clock,
        shared_bytes: shared_bytes as u32,
        static_shared: env.static_shared,
        reserved_shared: env.reserved_shared,
        grid_sync: env.grid_sync,
    }
}

/// Block (endBar), T:L2518-2523: complete every barrier with `ac ≥ tc` (only in active blocks, so
/// reduction results never land in reallocated registers) and write the reduction results.
pub fn rule_end_bar(b: &mut ThreadBlock, env: &BlockEnv<'_>, out: &mut BlockOut) {
    if b.bars.is_idle() {
        return;
    }
    let w0 = out.red_writes.len();
    out.barriers_completed += end_bar(
        &mut b.bars,
        &mut b.warps,
        env.barrier_exit,
        env.barrier_fence,
        env.warp_size,
        &mut out.red_writes,
    );
    // The warp blocked each bar.red destination when it issued the action; the result releases it.
    for &(w, lane, reg, v) in &out.red_writes[w0..] {
        crate::warp::step::complete(&mut b.warps[w as usize], lane as usize, Some(reg), v);
    }
}

/// Block (compl), T:L2525-2530: an active block whose warps all completed is completed.
pub fn rule_compl(b: &mut ThreadBlock) {
    if b.state == BlockState::Active && b.warps.iter().all(|w| w.state == WarpState::Completed) {
        b.state = BlockState::Completed;
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::barrier::*;
    use super::*;
    use crate::program::ir::BarRed;
    use crate::warp::testkit::bare_warp;

    /// `nth_bit` from its tables equals clearing the lowest set bit `j` times, on every byte
    /// and on words whose bits lie in several bytes.
    #[test]
    fn nth_bit_finds_the_jth_set_bit() {
        let literal = |mut m: u64, j: u32| {
            for _ in 0..j {
                m &= m.wrapping_sub(1);
            }
            (m != 0).then(|| m.trailing_zeros())
        };
        let mut words: Vec<u64> = (0..=0xffffu64).collect();
        let mut s = 0x1234_5678_9abc_def1u64;
        for _ in 0..2000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            words.extend([s, s & 0xff00_0000_00ff_0000, s >> 40, s << 56, u64::MAX]);
        }
        for m in words {
            for j in 0..66 {
                assert_eq!(nth_bit(m, j), literal(m, j), "{m:#x} {j}");
            }
        }
    }

    fn sync_act(warp: u32, barrier: u32, lanes: std::ops::Range<u32>) -> Vec<ThreadBarAct> {
        let _ = warp;
        lanes
            .map(|lane| ThreadBarAct {
                lane,
                barrier,
                count: None,
                dst: None,
                pred: None,
            })
            .collect()
    }

    #[test]
    fn end_bar_completes_at_ac_ge_tc_and_releases_warps() {
        let mut warps: Vec<Warp> = (0..3).map(|i| bare_warp(i, 4, 1)).collect();
        let mut chi = BarrierEnv::new(16);
        let mut s = Vec::new();
        let a0 = sync_act(0, 5, 0..4);
        let a1 = sync_act(1, 5, 0..1);
        for (i, w) in warps.iter_mut().enumerate().take(2) {
            w.barriers = 1 << 5;
            let _ = i;
        }
        // tc = 3 warps × 4 lanes = 12; two warps arrive -> ac = 8 < 12.
        let w = [
            WarpBarAct {
                warp: 0,
                kind: BarKind::Sync,
                tacts: &a0,
            },
            WarpBarAct {
                warp: 1,
                kind: BarKind::Sync,
                tacts: &a1,
            },
        ];
        upd_bar(&mut chi, 12, &w, BarInfoMode::Relaxed, 4, &mut s).unwrap();
        let mut writes = Vec::new();
        assert_eq!(
            end_bar(
                &mut chi,
                &mut warps,
                BarrierExit::Thesis,
                BarrierFence::Participants,
                4,
                &mut writes
            ),
            0
        );
        assert_eq!(warps[0].barriers, 1 << 5);
        // Warp 2 completes without arriving: thesis semantics keeps waiting (T:L2496) ...
        warps[2].state = WarpState::Completed;
        assert_eq!(
            end_bar(
                &mut chi,
                &mut warps,
                BarrierExit::Thesis,
                BarrierFence::Participants,
                4,
                &mut writes
            ),
            0
        );
        assert_eq!(
            effective_ac(
                chi.slots[5].as_ref().unwrap(),
                &warps,
                BarrierExit::Hardware,
                4
            ),
            12
        );
        // ... the hardware switch counts it as arrived.
        assert_eq!(
            end_bar(
                &mut chi,
                &mut warps,
                BarrierExit::Hardware,
                BarrierFence::Participants,
                4,
                &mut writes
            ),
            1
        );
        assert!(chi.slots[5].is_none());
        assert_eq!((warps[0].barriers, warps[1].barriers), (0, 0));
    }

    #[test]
    fn end_bar_uses_ge_and_bar_red_writes_results() {
        let mut warps: Vec<Warp> = (0..2).map(|i| bare_warp(i, 2, 8)).collect();
        let mut chi = BarrierEnv::new(16);
        let mut s = Vec::new();
        // Explicit count 2 (one warp) but both warps arrive in one step: ac = 4 ≥ 2.
        let r0 = [
            ThreadBarAct {
                lane: 0,
                barrier: 0,
                count: Some(2),
                dst: Some(3),
                pred: Some(true),
            },
            ThreadBarAct {
                lane: 1,
                barrier: 0,
                count: Some(2),
                dst: Some(3),
                pred: Some(true),
            },
        ];
        let r1 = [ThreadBarAct {
            lane: 1,
            barrier: 0,
            count: Some(2),
            dst: Some(3),
            pred: Some(false),
        }];
        let w = [
            WarpBarAct {
                warp: 0,
                kind: BarKind::Red(BarRed::Popc),
                tacts: &r0,
            },
            WarpBarAct {
                warp: 1,
                kind: BarKind::Red(BarRed::Popc),
                tacts: &r1,
            },
        ];
        upd_bar(&mut chi, 4, &w, BarInfoMode::Relaxed, 2, &mut s).unwrap();
        assert_eq!(chi.slots[0].as_ref().unwrap().ac, 4);
        let mut writes = Vec::new();
        assert_eq!(
            end_bar(
                &mut chi,
                &mut warps,
                BarrierExit::Thesis,
                BarrierFence::Participants,
                2,
                &mut writes
            ),
            1
        );
        assert_eq!(writes, vec![(0, 0, 3, 2), (0, 1, 3, 2), (1, 1, 3, 2)]);
    }

    #[test]
    fn compl_and_idle() {
        let mut b = ThreadBlock::unscheduled([0, 0, 0], 0, 16);
        assert!(rule_idle(&b).is_ok());
        b.state = BlockState::Active;
        b.warps = vec![bare_warp(0, 2, 1), bare_warp(1, 2, 1)];
        rule_compl(&mut b);
        assert_eq!(b.state, BlockState::Active);
        b.warps[0].state = WarpState::Completed;
        b.warps[1].state = WarpState::Completed;
        rule_compl(&mut b);
        assert_eq!(b.state, BlockState::Completed);
    }

    #[test]
    fn barrier_waits_for_participant_fences_but_not_for_own_bar_red_results() {
        use crate::program::ir::MembarLevel;
        use crate::thread::Thread;
        let thread = |lane| Thread {
            call_stack: Default::default(),
            tid: [lane, 0, 0],
            lo: 0,
            membar: None,
            lane,
        };
        let mut warps: Vec<Warp> = (0..2).map(|i| bare_warp(i, 1, 2)).collect();
        for w in &mut warps {
            w.threads = vec![thread(0)];
        }
        // Warp 0 arrived with a pending store (its implied membar.cta is open); warp 1 arrived
        // with only its bar.red destination outstanding (counted as pending by the warp).
        warps[0].threads[0].membar = Some(MembarLevel::Cta);
        warps[0].pending_ops[0] = 1;
        warps[1].threads[0].membar = Some(MembarLevel::Cta);
        warps[1].pending_ops[0] = 1;
        for w in &mut warps {
            w.recount_membar();
        }
        let mut chi = BarrierEnv::new(16);
        let mut s = Vec::new();
        let a0 = [ThreadBarAct {
            lane: 0,
            barrier: 0,
            count: None,
            dst: Some(1),
            pred: Some(true),
        }];
        let a1 = [ThreadBarAct {
            lane: 0,
            barrier: 0,
            count: None,
            dst: Some(1),
            pred: Some(false),
        }];
        let w = [
            WarpBarAct {
                warp: 0,
                kind: BarKind::Red(BarRed::Or),
                tacts: &a0,
            },
            WarpBarAct {
                warp: 1,
                kind: BarKind::Red(BarRed::Or),
                tacts: &a1,
            },
        ];
        upd_bar(&mut chi, 2, &w, BarInfoMode::Relaxed, 1, &mut s).unwrap();
        // Warp 0 has a store in flight besides its bar.red result: 2 pending > 1 reduction.
        warps[0].pending_ops[0] = 2;
        let mut writes = Vec::new();
        let n = end_bar(
            &mut chi,
            &mut warps,
            BarrierExit::Thesis,
            BarrierFence::Participants,
            1,
            &mut writes,
        );
        assert_eq!(n, 0, "warp 0's fence is still open");
        // Literal thesis: the fence does not hold the barrier back.
        let mut chi2 = chi.clone();
        assert_eq!(
            end_bar(
                &mut chi2,
                &mut warps.clone(),
                BarrierExit::Thesis,
                BarrierFence::Thesis,
                1,
                &mut writes
            ),
            1
        );
        writes.clear();
        // The store completes: only the reduction results are outstanding, the barrier completes.
        warps[0].pending_ops[0] = 1;
        assert_eq!(
            end_bar(
                &mut chi,
                &mut warps,
                BarrierExit::Thesis,
                BarrierFence::Participants,
                1,
                &mut writes
            ),
            1
        );
        assert_eq!(writes, vec![(0, 0, 1, 1), (1, 0, 1, 1)]);
    }
}
