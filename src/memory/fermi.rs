//! `FermiMemory`: the memory environment η and the pool of in-flight operations ⟨η | op⃗⟩ of §4.3
//! and §4.6 (T:L781-884, T:L1315-1378), with the rules (step)/(end), (evictL1), (evictL2), (wbL1),
//! (wbL2) and (flush), each choice made by the scheduler (`ChoiceKind::MemStep`).
//!
//! Addresses: DRAM spaces are kept disjoint by a tag in the top byte (T:L799-804):
//! `key = tag << 56 | addr` with global 0, local 1, const 2, param 3. Shared memory is per SM and
//! addressed by `MemReq.addr` (which already includes the block's offset `so`).
//!
//! This file holds the state (η, Σ, the pool) and its construction; the rules live beside it in
//! `fermi/`: `issue.rs` (operations entering the pool), `micro.rs` (O⟦·⟧, B⟦·⟧ and micro steps),
//! `silent.rs` (the silent rules), `step.rs` (the named transitions, the macro step and the
//! `MemorySystem` face with host copies), `checks.rs` (the invariants) and `hash.rs` (the state
//! hash); `stall.rs` holds the silent rule (stall).

use super::cache::{range_mask, Cache, Mask, MemOpIdx, Pin};
use super::dram::Dram;
use super::lang::Level;
use super::programs::Prog;
use super::{MemError, MemReq, ThreadRef};
use crate::config::Config;
use crate::fasthash::FastBuild;
use crate::program::ir::StateSpace;
use std::collections::{BTreeMap, BTreeSet, HashMap};

#[path = "stall.rs"]
mod stall;

mod checks;
mod hash;
mod issue;
mod micro;
mod silent;
mod step;

/// SharedMemBanks (T:L582).
pub const SHARED_BANKS: u32 = 32;
const TAG_SHIFT: u32 = 56;

fn tag(space: StateSpace) -> Option<u64> {
    match space {
        StateSpace::Global => Some(0),
        StateSpace::Local => Some(1),
        StateSpace::Const => Some(2),
        StateSpace::Param => Some(3),
        _ => None,
    }
}

/// One SM's memories (ProcMem without the register file, T:L832; registers live in the device).
#[derive(Debug)]
struct Sm {
    l1: Cache,
    shared: Vec<u8>,
    /// Bank lock bits (BankIdx → Lock, T:L816-828), bank b = bit b.
    locks: u32,
    /// Every byte of `shared` from here on is zero (nothing wrote it): copies and state hashes
    /// cover the bytes below only (a litmus test uses a few bytes of the 48 KB).
    shared_hi: usize,
}

impl Sm {
    /// The shared bytes up to the last non-zero one (equal memories give equal slices).
    fn shared_used(&self) -> &[u8] {
        let hi = self.shared[..self.shared_hi]
            .iter()
            .rposition(|&b| b != 0)
            .map_or(0, |i| i + 1);
        &self.shared[..hi]
    }
}

impl Clone for Sm {
    fn clone(&self) -> Self {
        Sm {
            l1: self.l1.clone(),
            shared: self.shared.clone(),
            locks: self.locks,
            shared_hi: self.shared_hi,
        }
    }
    /// Copies only the bytes below the larger of the two `shared_hi` (the rest is zero in both).
    fn clone_from(&mut self, src: &Self) {
        self.l1.clone_from(&src.l1);
        if self.shared.len() == src.shared.len() {
            let hi = self.shared_hi.max(src.shared_hi);
            self.shared[..hi].copy_from_slice(&src.shared[..hi]);
        } else {
            self.shared.clone_from(&src.shared);
        }
        self.locks = src.locks;
        self.shared_hi = src.shared_hi;
    }
}

/// The implicit state Σ of a memory program (T:L898-936), one struct for all four kinds; the
/// request says which kind applies.
#[derive(Clone, Copy, Debug)]
pub struct Sigma {
    pub req: MemReq,
    pub mid: MemOpIdx,
    /// Space-tagged line base and the request's offset in that line (its byte mask there is
    /// [`Sigma::mask`]).
    pub key: u64,
    pub off: u32,
    /// Device: the value read or the value to store. Atomic: `v_out`, the original value (T:L922).
    pub v: u64,
    /// Atomic: `v_in1`, after `atomOp` the new value (T:L1031).
    pub v_in1: u64,
    /// What `writeToRegs` wrote (the decomposition function of T:L918 as data), valid when
    /// `has_result`.
    pub result: u64,
    pub has_result: bool,
    /// Shared atomics: between `lock` and `unlock`.
    pub locked: bool,
    /// Whether the operation is in the pin set of its line, in L1 (`[0]`) and in L2 (`[1]`):
    /// the lines keep only the size of their pin sets ([`CacheLine::pins`]).
    ///
    /// [`CacheLine::pins`]: super::cache::CacheLine::pins
    pub pins: [Pin; 2],
    /// Volatile issue number (priority, ERR-10), [`NO_VOL`] for a non-volatile operation.
    /// Plain fields, not `Option`s, and the mask computed, not stored: the pool is visited at
    /// random, one operation per micro step, and a smaller operation spans fewer cache lines.
    pub vol_seq: u64,
}

/// [`Sigma::vol_seq`] of an operation that is not volatile.
pub const NO_VOL: u64 = u64::MAX;

impl Sigma {
    /// The request's byte mask in its line.
    #[inline]
    pub fn mask(&self) -> Mask {
        range_mask(self.off, self.req.size as u32)
    }
    /// The volatile issue number, if any.
    #[inline]
    pub fn vol(&self) -> Option<u64> {
        (self.vol_seq != NO_VOL).then_some(self.vol_seq)
    }
    /// What `writeToRegs` wrote, if it ran.
    #[inline]
    pub fn written(&self) -> Option<u64> {
        self.has_result.then_some(self.result)
    }
}

/// An operation of the pool: 128 bytes (a micro step visits one operation picked at random
/// among hundreds or thousands, and touches its program counter and most of its state; 176
/// bytes before the fields of `Sigma` were packed). Aligning it to cache lines measured slower.
#[derive(Clone, Copy, Debug)]
struct MemOp {
    prog: Prog,
    pc: u16,
    s: Sigma,
}
const _: () = assert!(std::mem::size_of::<MemOp>() == 128);

/// An operation of a thread as the per-location order sees it (`MemOrder::Location`,
/// docs/memory.md "Order of one thread's operations"): its bytes, whether it writes, whether it
/// is volatile, and whether it is held back (not yet in the pool).
#[derive(Clone, Copy, Debug)]
struct Tracked {
    mid: MemOpIdx,
    /// The request group (one warp instruction's requests) it came in: the lanes of one
    /// instruction are not ordered with each other.
    group: u64,
    /// First byte, space-tagged (shared memory: tag 4).
    lo: u64,
    size: u8,
    write: bool,
    vol: bool,
    held: bool,
}

impl Tracked {
    /// Whether `later` must wait for `self`, an earlier operation of the same thread: their bytes
    /// overlap, and one of them writes or both are volatile.
    #[inline]
    fn orders(&self, later: &Tracked) -> bool {
        self.group != later.group
            && self.lo < later.lo + later.size as u64
            && later.lo < self.lo + self.size as u64
            && (self.write || later.write || (self.vol && later.vol))
    }
}

/// The key of [`FermiMemory::by_loc`]: a warp (grid, block, warp) and an 8-byte word of the
/// space-tagged byte addresses of [`Tracked::lo`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct LocKey {
    grid: u32,
    block: u32,
    warp: u32,
    word: u64,
}

impl LocKey {
    fn of(who: &ThreadRef, lo: u64) -> LocKey {
        LocKey {
            grid: who.grid,
            block: who.block,
            warp: who.warp,
            word: lo >> 3,
        }
    }
}

/// The first byte of an operation as [`Tracked::lo`] has it: space-tagged, shared memory with
/// tag 4 (its addresses are per SM, not DRAM keys).
#[inline]
fn tracked_lo(req: &MemReq, key: u64, off: u32) -> u64 {
    match req.space {
        StateSpace::Shared => (4 << TAG_SHIFT) | req.addr,
        _ => key + off as u64,
    }
}

/// Counters for benchmarks and traces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemStats {
    pub micro_steps: u64,
    pub silent: u64,
    pub completed: u64,
    pub macro_steps: u64,
    /// Live operations compared with a new or a released one by the per-location order
    /// (`MemOrder::Location`): the order's work, which depends on the operations on the same
    /// word of the same warp, not on how many are in flight.
    pub order_checks: u64,
    /// The most operations pending at once (after an `issue`).
    pub peak_pending: u64,
}

/// The transitions a macro step chooses among (T:L1339-1376).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Stop,
    Step(usize),
    EvictL1,
    EvictL2,
    WbL1,
    WbL2,
    Flush,
    Stall,
}

/// One named →M transition (T:L1339-1376), for tests, replay and systematic exploration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transition {
    /// (step)/(end) of the operation with this id.
    Step(MemOpIdx),
    /// (evictL1) of the line holding `addr` in SM `sm`'s L1.
    EvictL1 {
        sm: u32,
        space: StateSpace,
        addr: u64,
    },
    /// (evictL2) of the line holding `addr`.
    EvictL2 { space: StateSpace, addr: u64 },
    /// (wbL1) of the line holding `addr` in SM `sm`'s L1.
    WbL1 {
        sm: u32,
        space: StateSpace,
        addr: u64,
    },
    /// (wbL2) of the line holding `addr`.
    WbL2 { space: StateSpace, addr: u64 },
    /// (flush) of SM `sm`'s L1.
    Flush { sm: u32 },
    /// (stall) of the operation with this id (deviation M13).
    Stall(MemOpIdx),
}

/// The Fermi memory environment. `Clone` gives snapshots for systematic exploration.
pub struct FermiMemory {
    line_bytes: u32,
    dram: Dram,
    l2: Cache,
    sms: Vec<Sm>,
    pool: Vec<MemOp>,
    next_mid: u64,
    next_vol: u64,
    /// Live volatile operations by thread and issue number: the priority order of ERR-10.
    vol: BTreeSet<(ThreadRef, u64)>,
    /// The per-location order of one thread's operations (`MemOrder::Location`, deviation D2):
    /// an operation waits, held outside the pool, until the thread's earlier operations on
    /// overlapping bytes where one of the two writes (or both are volatile) have completed.
    /// `false`: the volatile priorities of ERR-10 alone (deviation M9's former reading).
    pub loc_order: bool,
    /// Per warp and 8-byte word with live operations: them, in issue order (looked up, never
    /// iterated). The order is kept per warp, the unit that issues instructions: a lane's access
    /// waits for the earlier instructions' accesses of every lane of its warp on the same bytes
    /// (the warp sees its own writes, as the warp-synchronous code of the Fermi era assumed).
    /// Accesses are 1, 2, 4 or 8 bytes, naturally aligned, so each lies in one word and two
    /// overlap only within one: issuing and ending an operation compare it with the live
    /// operations of its warp on its word, whatever else is in flight (a list per warp made
    /// both cost the warp's live operations, thousands when each lane has several loads out).
    by_loc: HashMap<LocKey, Vec<Tracked>, FastBuild>,
    /// Emptied lists of `by_loc`, reused for the next word (lanes that read one word, as a
    /// tile's broadcast does, made a list per instruction grow on the heap and be freed).
    spare_locs: Vec<Vec<Tracked>>,
    /// Request groups so far (`issue` gives each group one number, `try_issue` alone one per
    /// request).
    groups: u64,
    in_group: bool,
    /// Held operations by id: issued, waiting for an earlier operation of their thread.
    held: BTreeMap<MemOpIdx, MemOp>,
    /// The operation whose program ended in the last micro step (its thread's held operations
    /// may be released).
    ended: Option<(ThreadRef, MemOpIdx, u64)>,
    /// Deviation M8 relaxed (`Config::empty_macro_steps`): a macro step may stop before its first
    /// micro step when silent rules are offered in it, but not right after an empty one.
    pub empty_steps: bool,
    /// `Config::empty_steps_in_a_row`: an empty macro step may follow an empty one (then
    /// `last_empty` stays false).
    pub empty_in_a_row: bool,
    /// Hash the pool as a multiset (`MemorySystem::set_canonical_hash`).
    pub canonical_hash: bool,
    /// The last macro step stopped before any transition while operations were pending.
    last_empty: bool,
    /// Check the memory invariants after every →M transition (`--check memory`). On by
    /// default in debug builds.
    pub check_invariants: bool,
    /// Offer the silent (flush) rule in macro steps (T:L1370-1376: at any time). Off by default:
    /// the device calls `flush_l1` between dependent grids, the guarantee the rule models.
    pub silent_flush: bool,
    /// Offer silent rules only as the first transition of a macro step while ops are pending (and
    /// at any point once the pool is empty). Every sequence of memory states stays reachable (a
    /// macro step may consist of one silent rule); it keeps a uniform random policy from evicting
    /// on nearly every micro step. `false` offers them before every transition.
    pub silent_first_only: bool,
    /// Upper bound of →M transitions in one macro step (the thesis allows any number; the next
    /// macro step continues, so no behaviour is lost).
    pub max_transitions: u32,
    /// Silent rules (evictions, write-backs) are offered in a macro step only when a separate
    /// choice among `silent_odds` options picks 0 (1 = always offered). Background evictions are
    /// a policy matter (any schedule is legal); offered at every step, a uniform random policy
    /// evicts a line within a few steps and stale L1 reads (T:L3394) almost never show.
    pub silent_odds: u32,
    /// Run the programs with their register tails fused into the micro step before them
    /// (deviation M12, `Config::fused_register_tails`).
    pub fused_tails: bool,
    /// Operations held in transit by (stall), with the macro steps they still wait (deviation
    /// M13, `stall.rs`).
    stalled: Vec<stall::Stalled>,
    /// How many macro steps (stall) holds an operation (`Config::stall_steps`; 0: never).
    pub stall_steps: u32,
    error: Option<MemError>,
    eligible: Vec<usize>,
    touched_buf: Vec<u32>,
    pub stats: MemStats,
}
crate::reuse::clone_reusing!(FermiMemory {
    line_bytes,
    dram,
    l2,
    sms,
    pool,
    next_mid,
    next_vol,
    vol,
    loc_order,
    by_loc,
    spare_locs,
    groups,
    in_group,
    held,
    ended,
    empty_steps,
    empty_in_a_row,
    canonical_hash,
    last_empty,
    check_invariants,
    silent_flush,
    silent_first_only,
    max_transitions,
    silent_odds,
    fused_tails,
    stalled,
    stall_steps,
    error,
    eligible,
    touched_buf,
    stats
});

fn err(message: impl Into<String>, req: Option<MemReq>) -> MemError {
    MemError {
        message: message.into(),
        req,
    }
}

impl FermiMemory {
    /// Build the environment from the config: `num_sms` L1s of `l1_bytes`, one L2 of `l2_bytes`,
    /// lines of `line_bytes` (rounded to a power of two in 8..=128), shared memory per SM.
    pub fn new(cfg: &Config) -> FermiMemory {
        let lb = cfg.line_bytes.clamp(8, 128).next_power_of_two().min(128);
        let n = cfg.num_sms.max(1) as usize;
        FermiMemory {
            line_bytes: lb,
            dram: Dram::default(),
            l2: Cache::new(cfg.l2_bytes.max(lb), lb, cfg.l2_assoc),
            sms: (0..n)
                .map(|_| Sm {
                    l1: Cache::new(cfg.l1_bytes.max(lb), lb, cfg.l1_assoc),
                    shared: vec![0; cfg.shared_mem_per_sm as usize],
                    locks: 0,
                    shared_hi: 0,
                })
                .collect(),
            pool: Vec::new(),
            next_mid: 0,
            next_vol: 0,
            vol: BTreeSet::new(),
            loc_order: cfg.mem_order == crate::config::MemOrder::Location,
            by_loc: HashMap::default(),
            spare_locs: Vec::new(),
            groups: 0,
            in_group: false,
            held: BTreeMap::new(),
            ended: None,
            empty_steps: cfg.empty_macro_steps,
            empty_in_a_row: cfg.empty_steps_in_a_row,
            canonical_hash: false,
            last_empty: false,
            check_invariants: cfg!(debug_assertions),
            silent_flush: cfg.silent_flush,
            silent_first_only: cfg.silent_first_only,
            max_transitions: cfg.max_macro_transitions,
            silent_odds: cfg.silent_odds,
            fused_tails: cfg.fused_register_tails,
            stalled: Vec::new(),
            stall_steps: cfg.stall_steps,
            error: None,
            eligible: Vec::new(),
            touched_buf: Vec::new(),
            stats: MemStats::default(),
        }
    }

    /// The L2 cache (read-only view, for tests and traces).
    pub fn l2(&self) -> &Cache {
        &self.l2
    }
    /// The L1 cache of SM `sm`.
    pub fn l1(&self, sm: usize) -> &Cache {
        &self.sms[sm].l1
    }
    /// Space-tagged line key and offset of an address.
    pub fn line_of(&self, space: StateSpace, addr: u64) -> Option<(u64, u32)> {
        let t = (tag(space)? << TAG_SHIFT) | addr;
        let lb = self.line_bytes as u64;
        Some((t & !(lb - 1), (t & (lb - 1)) as u32))
    }
    /// DRAM contents, bypassing the caches (for tests of lazy write-back).
    pub fn dram_read(&self, space: StateSpace, addr: u64, len: usize) -> Vec<u8> {
        let mut v = vec![0; len];
        if let Some(t) = tag(space) {
            self.dram.read((t << TAG_SHIFT) | addr, &mut v);
        }
        v
    }

    /// The bank lock bits of SM `sm` (bit b = bank b).
    pub fn shared_locks(&self, sm: usize) -> u32 {
        self.sms[sm].locks
    }

    /// Program counter of a pending op (for tests of micro-step boundaries).
    pub fn op_pc(&self, mid: MemOpIdx) -> Option<u16> {
        self.pool.iter().find(|o| o.s.mid == mid).map(|o| o.pc)
    }

    /// Mid of the pending operations, in pool order (for tests).
    pub fn pending_mids(&self) -> Vec<MemOpIdx> {
        self.pool.iter().map(|o| o.s.mid).collect()
    }
}

/// How many operations of `pool` flag the line of `key` in a cache as pinned: in L2, or in the L1
/// of SM `sm` (the pin set of that line, for the invariant checks).
fn pinners(pool: &[MemOp], level: Level, sm: usize, key: u64) -> u32 {
    let mine = |o: &&MemOp| level == Level::L2 || o.s.req.sm as usize == sm;
    let pinned = |o: &&MemOp| o.s.pins[level as usize] && o.s.key == key;
    pool.iter().filter(mine).filter(pinned).count() as u32
}

/// `isCached` and the cache operations are defined only for cached DRAM spaces (T:L956-958, ERR-5).
fn cached_space(s: &Sigma) -> Result<(), MemError> {
    match s.req.space {
        StateSpace::Global | StateSpace::Local => Ok(()),
        _ => Err(err(
            "stuck: cache operation on a state without a cache operator (T:L956)",
            Some(s.req),
        )),
    }
}

/// `banks(a, s)` (T:L822-824 leaves it abstract): successive 32-bit words on successive banks,
/// duplicate-free (ERR-18) as a bit set.
pub fn banks(addr: u64, size: u32) -> u32 {
    (addr..addr + size as u64).fold(0u32, |m, a| m | 1 << ((a / 4) % SHARED_BANKS as u64))
}

#[cfg(test)]
#[path = "fermi_tests.rs"]
mod tests;
