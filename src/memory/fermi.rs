//! `FermiMemory`: the memory environment η and the pool of in-flight operations ⟨η | op⃗⟩ of §4.3
//! and §4.6 (T:L781-884, T:L1315-1378), with the rules (step)/(end), (evictL1), (evictL2), (wbL1),
//! (wbL2) and (flush), each choice made by the scheduler (`ChoiceKind::MemStep`).
//!
//! Addresses: DRAM spaces are kept disjoint by a tag in the top byte (T:L799-804):
//! `key = tag << 56 | addr` with global 0, local 1, const 2, param 3. Shared memory is per SM and
//! addressed by `MemReq.addr` (which already includes the block's offset `so`).

use super::atom::aop;
use super::cache::{range_mask, Cache, CacheRes, EvClass, Mask, MemOpIdx, Pin};
use super::dram::Dram;
use super::lang::{BExp, Level, OpExp, Step, YieldAction};
use super::programs::{select, Prog};
use super::{extend, Completion, MemError, MemKind, MemReq, MemorySystem, ThreadRef};
use crate::config::Config;
use crate::fasthash::FastBuild;
use crate::program::ir::{CacheOp, MembarLevel, RegId, StateSpace, Ty};
use crate::sched::{ChoiceKind, Scheduler};
use std::collections::{BTreeMap, BTreeSet, HashMap};

#[path = "stall.rs"]
mod stall;

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

/// Counters for benchmarks and traces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemStats {
    pub micro_steps: u64,
    pub silent: u64,
    pub completed: u64,
    pub macro_steps: u64,
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
    /// Per warp with live operations: them, in issue order (looked up, never iterated). The
    /// order is kept per warp, the unit that issues instructions: a lane's access waits for the
    /// earlier instructions' accesses of every lane of its warp on the same bytes (the warp
    /// sees its own writes, as the warp-synchronous code of the Fermi era assumed).
    threads: HashMap<(u32, u32, u32), smallvec::SmallVec<[Tracked; 2]>, FastBuild>,
    /// Request groups so far (`issue` gives each group one number, `try_issue` alone one per
    /// request).
    groups: u64,
    in_group: bool,
    /// Held operations by id: issued, waiting for an earlier operation of their thread.
    held: BTreeMap<MemOpIdx, MemOp>,
    /// The operation whose program ended in the last micro step (its thread's held operations
    /// may be released).
    ended: Option<(ThreadRef, MemOpIdx)>,
    /// Deviation M8 relaxed (`Config::empty_macro_steps`): a macro step may stop before its first
    /// micro step when silent rules are offered in it, but not right after an empty one.
    pub empty_steps: bool,
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
    threads,
    groups,
    in_group,
    held,
    ended,
    empty_steps,
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
            threads: HashMap::default(),
            groups: 0,
            in_group: false,
            held: BTreeMap::new(),
            ended: None,
            empty_steps: cfg.empty_macro_steps,
            last_empty: false,
            check_invariants: cfg!(debug_assertions),
            silent_flush: cfg.silent_flush,
            silent_first_only: cfg.silent_first_only,
            max_transitions: 4096,
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

    /// Add one operation; `Err` for requests no program serves or out-of-range addresses (⊥, T:L846-883).
    pub fn try_issue(&mut self, req: &MemReq) -> Result<MemOpIdx, MemError> {
        let size = req.size as u32;
        if !matches!(size, 1 | 2 | 4 | 8) || !req.addr.is_multiple_of(size as u64) {
            return Err(err(
                format!(
                    "bad access size {size} or misaligned address {:#x}",
                    req.addr
                ),
                Some(*req),
            ));
        }
        if req.sm as usize >= self.sms.len() {
            return Err(err(format!("no SM {}", req.sm), Some(*req)));
        }
        let prog = select(
            req.kind,
            req.space,
            req.cop,
            req.volatile,
            req.dst.is_some(),
        )
        .map_err(|m| err(m, Some(*req)))?;
        let (key, off) = match req.space {
            StateSpace::Shared => {
                if req.addr + size as u64 > self.sms[0].shared.len() as u64 {
                    return Err(err(
                        format!("shared address {:#x} out of range", req.addr),
                        Some(*req),
                    ));
                }
                (req.addr, 0)
            }
            _ => {
                if req.addr >> TAG_SHIFT != 0 {
                    return Err(err(
                        format!("address {:#x} out of range", req.addr),
                        Some(*req),
                    ));
                }
                self.line_of(req.space, req.addr)
                    .ok_or_else(|| err("no such state space", Some(*req)))?
            }
        };
        let mid = self.next_mid;
        self.next_mid += 1;
        let vol_seq = if req.volatile && !self.loc_order {
            let s = self.next_vol;
            self.next_vol += 1;
            self.vol.insert((req.who, s));
            Some(s)
        } else {
            None
        };
        let v = if req.kind == MemKind::Store {
            extend(req.value, size, Ty::U64)
        } else {
            0
        };
        let s = Sigma {
            req: *req,
            mid,
            key,
            off,
            v,
            v_in1: req.value,
            result: 0,
            has_result: false,
            pins: [false; 2],
            locked: false,
            vol_seq: vol_seq.unwrap_or(NO_VOL),
        };
        let op = MemOp { prog, pc: 0, s };
        if self.loc_order {
            let lo = match req.space {
                StateSpace::Shared => (4 << TAG_SHIFT) | req.addr,
                _ => key + off as u64,
            };
            if !self.in_group {
                self.groups += 1;
            }
            let t = Tracked {
                mid,
                group: self.groups,
                lo,
                size: size as u8,
                write: req.kind != MemKind::Load,
                vol: req.volatile,
                held: false,
            };
            let w = &req.who;
            let list = self.threads.entry((w.grid, w.block, w.warp)).or_default();
            let held = list.iter().any(|e| e.orders(&t));
            list.push(Tracked { held, ..t });
            if held {
                self.held.insert(mid, op);
                return Ok(mid);
            }
        }
        self.pool.push(op);
        Ok(mid)
    }

    /// Operation `mid` of `who` ended: drop it from the thread's list and move every held
    /// operation of the thread that no earlier live one orders into the pool, in issue order.
    fn release(&mut self, who: ThreadRef, mid: MemOpIdx) {
        let k = (who.grid, who.block, who.warp);
        let Some(list) = self.threads.get_mut(&k) else {
            return;
        };
        let Some(p) = list.iter().position(|e| e.mid == mid) else {
            return;
        };
        list.remove(p);
        if list.is_empty() {
            self.threads.remove(&k);
            return;
        }
        if self.held.is_empty() {
            return;
        }
        for j in p..list.len() {
            if list[j].held && !list[..j].iter().any(|e| e.orders(&list[j])) {
                list[j].held = false;
                if let Some(op) = self.held.remove(&list[j].mid) {
                    self.pool.push(op);
                }
            }
        }
    }

    /// P4.6 (T:L1302-1313): a register write as a memory operation. The device normally writes ALU
    /// results at once (the documented fast path of docs/design.md §10); this is the literal route.
    pub fn issue_reg_write(&mut self, who: ThreadRef, sm: u32, dst: RegId, value: u64) -> MemOpIdx {
        let req = MemReq {
            kind: MemKind::Load,
            space: StateSpace::Shared,
            cop: CacheOp::Default,
            volatile: false,
            ty: Ty::B64,
            addr: 0,
            size: 8,
            value,
            value2: 0,
            sm,
            who,
            dst: Some(dst),
            pc: 0,
        };
        let mid = self.next_mid;
        self.next_mid += 1;
        let s = Sigma {
            req,
            mid,
            key: 0,
            off: 0,
            v: value,
            v_in1: 0,
            result: 0,
            has_result: false,
            pins: [false; 2],
            locked: false,
            vol_seq: NO_VOL,
        };
        self.pool.push(MemOp {
            prog: Prog::RegWrite,
            pc: 0,
            s,
        });
        mid
    }

    /// Whether thread `who` has no operation in flight: the condition under which `updMemBar`
    /// (abstract, T:L2764) resets its membar level. Every level waits for all of the thread's
    /// operations, because a finished operation has reached L2 or shared memory, the points of
    /// coherence of its level (docs/design.md §9, docs/memory.md).
    pub fn membar_reached(&self, who: ThreadRef, _level: MembarLevel) -> bool {
        !self
            .pool
            .iter()
            .chain(self.held.values())
            .chain(self.stalled_ops().map(|(o, _)| o))
            .any(|op| op.s.req.who == who && op.prog != Prog::RegWrite)
    }

    /// The newest contents of every local-memory line (DRAM, overlaid by L2's valid bytes,
    /// overlaid by an L1's), in key order, all-zero lines left out: the part of
    /// [`FermiMemory::hash_state`] that stands for local memory.
    fn hash_local_view<H: std::hash::Hasher>(&self, h: &mut H) {
        use std::hash::Hash;
        let lb = self.l2.line_bytes as u64;
        let local = |k: u64| k >> TAG_SHIFT == 1;
        let mut keys: Vec<u64> = Vec::new();
        for (k, page) in self.dram.pages() {
            let base = k.wrapping_mul(crate::memory::dram::PAGE);
            if local(base) {
                for (i, chunk) in page.chunks(lb as usize).enumerate() {
                    if chunk.iter().any(|&b| b != 0) {
                        keys.push(base + i as u64 * lb);
                    }
                }
            }
        }
        for c in std::iter::once(&self.l2).chain(self.sms.iter().map(|s| &s.l1)) {
            keys.extend(
                c.used_indices()
                    .into_iter()
                    .filter_map(|i| c.lines[i].key())
                    .filter(|&k| local(k)),
            );
        }
        keys.sort_unstable();
        keys.dedup();
        let mut line = vec![0u8; lb as usize];
        for k in keys {
            self.dram.read(k, &mut line);
            for c in std::iter::once(&self.l2).chain(self.sms.iter().map(|s| &s.l1)) {
                if let Some(i) = c.find(k) {
                    let valid = c.lines[i].valid;
                    for (j, &b) in c.line_data(i).iter().enumerate().take(line.len()) {
                        if valid & (1u128 << j) != 0 {
                            line[j] = b;
                        }
                    }
                }
            }
            if line.iter().any(|&b| b != 0) {
                (k, &line).hash(h);
            }
        }
    }

    /// Feed the semantic state ⟨η | op⃗⟩ into `h` (for repeated-state / livelock detection,
    /// docs/design.md §12): DRAM, shared memories and locks, every used cache line, and the pool in
    /// order with memory-op ids replaced by pool positions (ids are never reused, so hashing them
    /// would make every state fresh). Equal states in the same pool order hash equally.
    ///
    /// Two abstractions make states that no program can tell apart hash alike:
    /// - cache lines in the order of their keys, not of their ways (which way of its set a line
    ///   occupies is not observable: every choice among a set's lines is the scheduler's,
    ///   T:L703-705);
    /// - local memory by its newest contents only, where its lines are settled (no reserved
    ///   byte, no pin): a thread's local lines live in its own SM's L1 (write-back), L2 and DRAM,
    ///   only that thread reads and writes them, and its reads return the newest bytes wherever
    ///   they are, so where a settled local line sits, and whether it is dirty, changes no value
    ///   any thread reads. (Debug builds keep every variable and call argument in local memory;
    ///   without this their spin loops never repeat a state: the lines keep moving between L1,
    ///   L2 and DRAM.) docs/memory.md, "State hashing".
    pub fn hash_state<H: std::hash::Hasher>(&self, h: &mut H) {
        use std::hash::Hash;
        let local = |k: u64| k >> TAG_SHIFT == 1;
        let page_local = |pg: u64| local(pg.wrapping_mul(crate::memory::dram::PAGE));
        for (k, nonzero, digest) in self.dram.digests() {
            if !page_local(k) && nonzero {
                (k, digest).hash(h);
            }
        }
        let settled = |cl: &crate::memory::cache::CacheLine| cl.present == cl.valid && !cl.pinned();
        let mut order: Vec<(u64, usize)> = Vec::new();
        let mut hash_cache = |c: &Cache| {
            order.clear();
            // Only used lines have a key (`Cache::used_indices`).
            order.extend(c.used_indices().into_iter().filter_map(|i| {
                let cl = &c.lines[i];
                cl.key()
                    .filter(|&k| !(local(k) && settled(cl)))
                    .map(|k| (k, i))
            }));
            order.sort_unstable();
            for &(k, i) in &order {
                let cl = &c.lines[i];
                (
                    k,
                    cl.present,
                    cl.valid,
                    cl.dirty,
                    cl.class == EvClass::First,
                )
                    .hash(h);
                // The valid bytes, the others zeroed, in one write (the valid mask is hashed
                // above): equal valid bytes, equal hashes.
                let mut buf = [0u8; 128];
                for (j, (o, &b)) in buf.iter_mut().zip(c.line_data(i)).enumerate() {
                    if cl.valid & (1u128 << j) != 0 {
                        *o = b;
                    }
                }
                h.write(&buf[..c.line_data(i).len()]);
                // Which operations pin the line is hashed with the operations (their flags).
                cl.pins.hash(h);
            }
        };
        hash_cache(&self.l2);
        for sm in &self.sms {
            hash_cache(&sm.l1);
        }
        self.hash_local_view(h);
        for sm in &self.sms {
            // The bytes up to the last non-zero one: the rest is zero (equal memories, equal
            // hashes; hashing all 48 KB at every point of a macro step dominated a search).
            sm.shared_used().hash(h);
            sm.locks.hash(h);
        }
        self.last_empty.hash(h);
        // Held operations after the pool's, in issue order (a held one waits for a live earlier
        // one of its thread on the same bytes, so the operations alone determine the order).
        self.held.len().hash(h);
        let hash_op = |o: &MemOp, h: &mut H| {
            (
                o.prog as u8,
                o.pc,
                o.s.v,
                o.s.v_in1,
                o.s.written(),
                o.s.locked,
                o.s.vol().is_some(),
                o.s.pins,
            )
                .hash(h);
            let r = &o.s.req;
            (
                r.addr, r.size, r.value, r.value2, r.sm, r.who, r.dst, r.volatile,
            )
                .hash(h);
        };
        for o in self.pool.iter().chain(self.held.values()) {
            hash_op(o, h);
        }
        // Stalled operations (deviation M13) last, with their remaining hold.
        if !self.stalled.is_empty() {
            self.stalled.len().hash(h);
            for (o, left) in self.stalled_ops() {
                left.hash(h);
                hash_op(o, h);
            }
        }
    }

    /// The key of a point inside a macro step (`Scheduler::merge_point`): the state, the
    /// completions so far in order, and the step's own counters.
    fn point_key(&self, done: &[Completion], taken: u32, stepped: bool, was_empty: bool) -> u128 {
        use std::hash::Hash;
        let mut h = crate::fasthash::Fp128::new();
        self.hash_state(&mut h);
        for c in done {
            (c.who, c.dst, c.value).hash(&mut h);
        }
        (taken, stepped, was_empty).hash(&mut h);
        h.finish128()
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

    /// Invalidate every global L1 line of every SM (between dependent grids, T:L1376; ERR-4:
    /// in place, pinned lines kept). Global L1 lines are never dirty (T:L643).
    pub fn flush_l1(&mut self) {
        for sm in 0..self.sms.len() {
            self.flush_sm(sm);
        }
    }

    /// (flush) for one SM (T:L1370-1376), ERR-4 fix: global lines reset in place, pinned ones kept.
    fn flush_sm(&mut self, sm: usize) {
        let l1 = &mut self.sms[sm].l1;
        for i in 0..l1.lines.len() {
            let cl = &l1.lines[i];
            if let Some(k) = cl.key() {
                if k >> TAG_SHIFT == 0 && !cl.pinned() && cl.dirty == 0 {
                    l1.silent_evict(i);
                }
            }
        }
    }

    /// Run macro steps until no operation is pending.
    pub fn drain(
        &mut self,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError> {
        let mut rounds = 0u64;
        while self.pending() > 0 {
            self.macro_step(sched, done)?;
            rounds += 1;
            if rounds > 10_000_000 {
                return Err(err(
                    "memory operations made no progress in 10^7 macro steps",
                    None,
                ));
            }
        }
        Ok(())
    }

    /// Apply (wbL1) and (wbL2) to every dirty line until none is left (T:L1355-1368): afterwards
    /// DRAM holds every completed write (memory invariants 22). Only while no operation is pending.
    pub fn write_back_all(&mut self, sched: &mut dyn Scheduler) {
        for _ in 0..4 {
            self.wb_l2_all();
            for sm in 0..self.sms.len() {
                for i in 0..self.sms[sm].l1.lines.len() {
                    if self.sms[sm].l1.lines[i].dirty != 0 {
                        self.wb_l1(sm, i, sched);
                    }
                }
            }
            self.wb_l2_all();
            if self.sms.iter().all(|s| s.l1.dirty_lines() == 0) {
                break;
            }
        }
    }

    fn wb_l2_all(&mut self) {
        for i in 0..self.l2.lines.len() {
            if self.l2.lines[i].dirty != 0 {
                self.wb_l2(i);
            }
        }
    }

    /// (wbL1) (T:L1355-1362): write the dirty bytes of L1 line `i` into L2 if L2 can take them at
    /// once; the L1 line becomes clean, pins and class kept. Returns whether it fired.
    fn wb_l1(&mut self, sm: usize, i: usize, sched: &mut dyn Scheduler) -> bool {
        let l1 = &self.sms[sm].l1;
        let cl = &l1.lines[i];
        let (Some(key), mask) = (cl.key(), cl.dirty) else {
            return false;
        };
        let mut buf = [0u8; 128];
        let lb = self.line_bytes as usize;
        buf[..lb].copy_from_slice(l1.line_data(i));
        if self.l2.write_masked(key, mask, &buf[..lb], sched) != CacheRes::Done {
            return false;
        }
        self.sms[sm].l1.mark_clean(i);
        true
    }

    /// (wbL2) (T:L1364-1368): write the dirty bytes of L2 line `i` to DRAM; the line becomes clean.
    /// Only the dirty bytes are written (ERR-11: not MaxMemOpSize bytes).
    fn wb_l2(&mut self, i: usize) {
        let cl = &self.l2.lines[i];
        let Some(key) = cl.key() else { return };
        let mask = cl.dirty;
        let data = self.l2.line_data(i);
        // One DRAM write per run of dirty bytes (a fully written line is one write, not 128).
        let mut j = 0usize;
        let lb = self.line_bytes as usize;
        while j < lb {
            let rest = mask >> j;
            if rest == 0 {
                break;
            }
            j += rest.trailing_zeros() as usize;
            let run = ((mask >> j).trailing_ones() as usize).min(lb - j);
            self.dram.write(key + j as u64, &data[j..j + run]);
            j += run;
        }
        self.l2.mark_clean(i);
    }

    /// Whether the op at pool index `i` has a highest priority (ERR-10: no other op is strictly
    /// greater; only volatile ops of one thread are ordered, earlier first, T:L1319-1331).
    fn highest_prio(&self, i: usize) -> bool {
        let s = &self.pool[i].s;
        match s.vol() {
            None => true,
            Some(q) => {
                self.vol
                    .range((s.req.who, 0)..=(s.req.who, u64::MAX))
                    .next()
                    == Some(&(s.req.who, q))
            }
        }
    }

    fn cache(&mut self, level: Level, sm: usize) -> &mut Cache {
        match level {
            Level::L1 => &mut self.sms[sm].l1,
            Level::L2 => &mut self.l2,
        }
    }

    /// B⟦·⟧ (T:L947-959): instantaneous, no side effects. `isCached` is defined for device states
    /// with a cache operator and (ERR-5) global atomic states; anything else is ⊥.
    fn eval_b(&self, b: &BExp, s: &Sigma) -> Result<bool, MemError> {
        Ok(match b {
            BExp::True => true,
            BExp::False => false,
            BExp::Not(x) => !self.eval_b(x, s)?,
            BExp::And(x, y) => self.eval_b(x, s)? & self.eval_b(y, s)?,
            BExp::Or(x, y) => self.eval_b(x, s)? | self.eval_b(y, s)?,
            BExp::IsCached(level) => self.is_cached(*level, s)?,
        })
    }

    /// B⟦isCachedL1⟧ / B⟦isCachedL2⟧ (T:L953-957).
    #[inline]
    fn is_cached(&self, level: Level, s: &Sigma) -> Result<bool, MemError> {
        cached_space(s)?;
        Ok(match level {
            Level::L1 => self.sms[s.req.sm as usize].l1.is_cached(s.key, s.mask()),
            Level::L2 => self.l2.is_cached(s.key, s.mask()),
        })
    }

    /// O⟦·⟧ (T:L973-1123): one operational expression. `Yield` = deferred (op2, T:L1178).
    /// Inlined into each arm of the micro step's dispatch, where `e` is a constant: the
    /// dispatch on the decoded statement is the only one.
    #[inline(always)]
    fn eval_op(
        &mut self,
        e: OpExp,
        s: &mut Sigma,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<YieldAction, MemError> {
        let sm = s.req.sm as usize;
        let size = s.req.size as u32;
        let atomic = matches!(s.req.kind, MemKind::Atomic(_));
        let fail = |m: &str, s: &Sigma| err(format!("stuck: {m} ({e:?})"), Some(s.req));
        let res = |r: CacheRes, s: &Sigma| match r {
            CacheRes::Done => Ok(YieldAction::Continue),
            CacheRes::Retry => Ok(YieldAction::Yield),
            CacheRes::Fail(m) => Err(fail(m, s)),
        };
        match e {
            // readMem (T:L1007-1015): read_device / read_shared, η unchanged.
            OpExp::ReadMem => {
                let mut b = [0u8; 8];
                if s.req.space == StateSpace::Shared {
                    let a = s.req.addr as usize;
                    b[..size as usize].copy_from_slice(&self.sms[sm].shared[a..a + size as usize]);
                } else {
                    self.dram
                        .read(s.key + s.off as u64, &mut b[..size as usize]);
                }
                s.v = u64::from_le_bytes(b);
            }
            // writeMem (T:L1017-1025): write_device (never const, T:L858) / write_shared (locks ignored).
            OpExp::WriteMem => {
                let val = if atomic { s.v_in1 } else { s.v };
                let b = val.to_le_bytes();
                match s.req.space {
                    StateSpace::Shared => {
                        let a = s.req.addr as usize;
                        let m = &mut self.sms[sm];
                        m.shared[a..a + size as usize].copy_from_slice(&b[..size as usize]);
                        m.shared_hi = m.shared_hi.max(a + size as usize);
                    }
                    StateSpace::Global | StateSpace::Local => {
                        self.dram.write(s.key + s.off as u64, &b[..size as usize])
                    }
                    _ => return Err(fail("write_device to read-only memory", s)),
                }
            }
            // atomOp (T:L1027-1032): v_out unchanged, v_in1 := aop(v_out, b, c).
            OpExp::AtomOp => {
                let MemKind::Atomic(op) = s.req.kind else {
                    return Err(fail("atomOp outside an atomic", s));
                };
                s.v_in1 = aop(s.req.space, op, s.req.ty, s.v, s.req.value, s.req.value2);
            }
            // releaseRegs (T:L1034-1046): the registers become ready; the device learns it here.
            OpExp::ReleaseRegs => done.push(Completion {
                who: s.req.who,
                dst: s.req.dst,
                value: s.written().unwrap_or(0),
            }),
            // writeToRegs (T:L1048-1055): df writes the destination; it does not unblock.
            OpExp::WriteToRegs => {
                if s.req.dst.is_none() {
                    return Err(fail("writeToRegs without a decomposition function", s));
                }
                s.result = extend(s.v, size, s.req.ty);
                s.has_result = true;
            }
            // D⟦lock⟧ with lock_op (T:L1057-1067): all banks or none; else yield with no change.
            OpExp::Lock | OpExp::Unlock => {
                if !(atomic && s.req.space == StateSpace::Shared) {
                    return Err(fail("lock/unlock outside a shared atomic", s));
                }
                let banks = banks(s.req.addr, size);
                let l = &mut self.sms[sm].locks;
                if e == OpExp::Unlock {
                    *l &= !banks; // unlock (T:L1069-1075)
                    s.locked = false;
                } else if *l & banks != 0 {
                    return Ok(YieldAction::Yield);
                } else {
                    *l |= banks;
                    s.locked = true;
                }
            }
            // D⟦readL1⟧ / D⟦readL2⟧ (T:L986-987): L1_op (T:L1085) or L2_op (T:L1087) applied to
            // readCache_op (T:L1091): the line's bytes into σ.v, or yield while not valid.
            OpExp::Read(level) => {
                cached_space(s)?;
                let mut b = [0u8; 8];
                let r = self.cache(level, sm).read(
                    s.key,
                    s.off,
                    size,
                    &mut s.pins[level as usize],
                    &mut b,
                );
                if r == CacheRes::Done {
                    s.v = u64::from_le_bytes(b);
                }
                return res(r, s);
            }
            // D⟦writeL1⟧ / D⟦writeL2⟧ (T:L988-989): L1_op / L2_op with writeCache_op (T:L1091):
            // write the bytes, dirty; yield while no line can take them (deviation M7 first
            // writes back a dirty line of the set).
            OpExp::Write(level) => {
                cached_space(s)?;
                let val = if atomic { s.v_in1 } else { s.v };
                let b = val.to_le_bytes();
                let mut r = self
                    .cache(level, sm)
                    .write(s.key, s.off, &b[..size as usize], sched);
                if r == CacheRes::Retry && self.make_room(level, sm, s.key, sched) {
                    r = self
                        .cache(level, sm)
                        .write(s.key, s.off, &b[..size as usize], sched);
                }
                return res(r, s);
            }
            // D⟦reserveL1⟧ / D⟦reserveL2⟧ (T:L990-991) with reserve_op (T:L1093-1098): pin a line
            // for the op (continue) or yield when none is free.
            OpExp::Reserve(level) => {
                cached_space(s)?;
                let (key, mask, pin) = (s.key, s.mask(), &mut s.pins[level as usize]);
                let mut r = self.cache(level, sm).reserve(key, mask, Some(pin), sched);
                if r == CacheRes::Retry && self.make_room(level, sm, key, sched) {
                    r = self.cache(level, sm).reserve(key, mask, Some(pin), sched);
                }
                return res(r, s);
            }
            // D⟦updateL1⟧ / D⟦updateL2⟧ (T:L992-993) with update_op (T:L1101-1103): fill the
            // reserved line with σ.v.
            OpExp::Update(level) => {
                cached_space(s)?;
                let b = s.v.to_le_bytes();
                let r = self
                    .cache(level, sm)
                    .update(s.key, s.off, &b[..size as usize]);
                return res(r, s);
            }
            // D⟦evictL1⟧ / D⟦evictL2⟧ (T:L994-995) with evict_op (T:L1105-1110): drop the line,
            // or yield while it cannot go.
            OpExp::Evict(level) => {
                cached_space(s)?;
                let r = self.cache(level, sm).evict(s.key, s.mask());
                return res(r, s);
            }
            // D⟦discardL1⟧ / D⟦discardL2⟧ (T:L996-997) with discard_op (T:L1113-1118): invalidate
            // the line's bytes, or yield.
            OpExp::Discard(level) => {
                cached_space(s)?;
                let r = self.cache(level, sm).discard(s.key, s.mask());
                return res(r, s);
            }
            // D⟦classifyFirstL1/L2⟧, D⟦classifyNormalL1/L2⟧ (T:L998-1001) with classify_op
            // (T:L1121-1123): set the line's eviction class.
            OpExp::Classify(level, first) => {
                cached_space(s)?;
                let c = if first {
                    EvClass::First
                } else {
                    EvClass::Normal
                };
                let r = self.cache(level, sm).classify(s.key, c);
                return res(r, s);
            }
        }
        Ok(YieldAction::Continue)
    }

    /// One micro step of the op at pool index `i`: (step) if it yields, (end) if it ends
    /// (T:L1339-1341). Runs statements until a yield (explicit or deferred) or `end;`.
    ///
    /// The statement rules of →Op (T:L1148-1178) run on the compiled program
    /// (`memory::lang::compile`): (nop) T:L1150 leaves no instruction; (seq₁), (seq₂), (seq₃)
    /// T:L1162-1166 are the program counter moving on (a yield or `end;` stops the micro step,
    /// `continue` runs the next statement); (if_tt) / (if_ff) T:L1170-1172 are `JumpIfNot`
    /// after B⟦·⟧; (op₁) T:L1176 is an operation returning `continue`, (op₂) T:L1178 one
    /// returning `yield` (the pc stays, so the operation runs again next micro step).
    fn micro_step(
        &mut self,
        i: usize,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError> {
        // The op advances in place: the pool is moved out (a pointer move) while its statements
        // run, since no statement reads or extends the pool.
        let mut pool = std::mem::take(&mut self.pool);
        let r = self.micro_step_in(&mut pool, i, sched, done);
        debug_assert!(self.pool.is_empty(), "a memory statement touched the pool");
        self.pool = pool;
        if let Some((who, mid)) = self.ended.take() {
            self.release(who, mid);
        }
        r
    }

    fn micro_step_in(
        &mut self,
        pool: &mut Vec<MemOp>,
        i: usize,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError> {
        let op = &mut pool[i];
        let steps = op.prog.steps(self.fused_tails);
        self.stats.micro_steps += 1;
        loop {
            // (op₁) T:L1176 / (op₂) T:L1178: an operation that continues moves on; a deferred
            // one ends the micro step on its own statement, to run again next time.
            macro_rules! op {
                ($e:expr) => {
                    match self.eval_op($e, &mut op.s, sched, done)? {
                        YieldAction::Continue => op.pc += 1,
                        _ => break,
                    }
                };
            }
            use Level::{L1, L2};
            match steps[op.pc as usize] {
                Step::ReadMem => op!(OpExp::ReadMem),
                Step::WriteMem => op!(OpExp::WriteMem),
                Step::AtomOp => op!(OpExp::AtomOp),
                Step::ReleaseRegs => op!(OpExp::ReleaseRegs),
                Step::WriteToRegs => op!(OpExp::WriteToRegs),
                Step::Lock => op!(OpExp::Lock),
                Step::Unlock => op!(OpExp::Unlock),
                Step::ReadL1 => op!(OpExp::Read(L1)),
                Step::ReadL2 => op!(OpExp::Read(L2)),
                Step::WriteL1 => op!(OpExp::Write(L1)),
                Step::WriteL2 => op!(OpExp::Write(L2)),
                Step::ReserveL1 => op!(OpExp::Reserve(L1)),
                Step::ReserveL2 => op!(OpExp::Reserve(L2)),
                Step::UpdateL1 => op!(OpExp::Update(L1)),
                Step::UpdateL2 => op!(OpExp::Update(L2)),
                Step::EvictL1 => op!(OpExp::Evict(L1)),
                Step::EvictL2 => op!(OpExp::Evict(L2)),
                Step::DiscardL1 => op!(OpExp::Discard(L1)),
                Step::DiscardL2 => op!(OpExp::Discard(L2)),
                Step::ClassifyFirstL1 => op!(OpExp::Classify(L1, true)),
                Step::ClassifyFirstL2 => op!(OpExp::Classify(L2, true)),
                Step::ClassifyNormalL1 => op!(OpExp::Classify(L1, false)),
                Step::ClassifyNormalL2 => op!(OpExp::Classify(L2, false)),
                // (yield) T:L1154, with (seq₁) T:L1162 resuming after it.
                Step::Yield => {
                    op.pc += 1;
                    break;
                }
                // (end) T:L1158, with (seq₂) T:L1164: the program ends.
                Step::End => {
                    if self.check_invariants {
                        // A finished op pins nothing (memory invariant 4).
                        if op.s.pins != [false; 2] {
                            return Err(err(
                                "memory invariant violated: a finished op still pins a line",
                                Some(op.s.req),
                            ));
                        }
                    }
                    if let Some(q) = op.s.vol() {
                        self.vol.remove(&(op.s.req.who, q));
                    }
                    if self.loc_order {
                        self.ended = Some((op.s.req.who, op.s.mid));
                    }
                    pool.swap_remove(i);
                    self.stats.completed += 1;
                    return Ok(());
                }
                // (if_tt) T:L1170 / (if_ff) T:L1172, for `if (!isCachedL1/L2)`: (if_ff) jumps.
                Step::JumpIfCached(level, t) => {
                    op.pc = if self.is_cached(level, &op.s)? {
                        t
                    } else {
                        op.pc + 1
                    };
                }
                // (if_tt) T:L1170 / (if_ff) T:L1172, any other condition.
                Step::JumpIfNot(b, t) => {
                    op.pc = if self.eval_b(b, &op.s)? { op.pc + 1 } else { t };
                }
                Step::Jump(t) => op.pc = t,
            }
        }
        Ok(())
    }

    /// Pick a line of `cache` satisfying `pred`: the scheduler names a start index, the first
    /// candidate from there (cyclically) is taken. Every candidate can be picked; one choice only.
    fn pick_line(
        cache: &Cache,
        sched: &mut dyn Scheduler,
        pred: impl Fn(&Cache, usize) -> bool,
    ) -> Option<usize> {
        let n = cache.lines.len();
        // Every rule's predicate holds of used lines only (an unused line is clean, unpinned
        // and keyless): the candidates are among the few used ones, in index order.
        let cands: smallvec::SmallVec<[usize; 16]> = cache
            .used_indices()
            .into_iter()
            .filter(|&i| pred(cache, i))
            .collect();
        debug_assert!((0..n).filter(|&i| pred(cache, i)).eq(cands.iter().copied()));
        let start = if n > 1 {
            sched.choose_among(ChoiceKind::MemStep, n, &cands)
        } else {
            0
        };
        // The first candidate from `start` on, cyclically.
        cands
            .iter()
            .copied()
            .find(|&i| i >= start)
            .or_else(|| cands.first().copied())
    }

    /// Make room in the set of `key` after a refused `reserve`/`write` (T:L723): write back the
    /// set's first dirty line ((wbL1), preceded by a (wbL2) in L2 if L2 cannot take it; (wbL2) for
    /// L2). A documented fast path (docs/design.md §10) equal to the schedule that takes these silent
    /// rules right before this micro step: a refusable reserve/write is the first statement of its
    /// micro step in every program, and the order of write-backs is not observable in any value.
    /// It makes reservation back-pressure resolve under any policy. Returns whether a line was
    /// written back; if every line of the set is pinned, the op retries until an unpin.
    fn make_room(&mut self, level: Level, sm: usize, key: u64, sched: &mut dyn Scheduler) -> bool {
        match level {
            Level::L2 => {
                let Some(i) = self
                    .l2
                    .set_lines(key)
                    .find(|&i| self.l2.lines[i].dirty != 0)
                else {
                    return false;
                };
                self.wb_l2(i);
            }
            Level::L1 => {
                let l1 = &self.sms[sm].l1;
                let Some(i) = l1.set_lines(key).find(|&i| l1.lines[i].dirty != 0) else {
                    return false;
                };
                let Some(k1) = l1.lines[i].key() else {
                    return false;
                };
                let written = self.wb_l1(sm, i, sched)
                    || (self.make_room(Level::L2, sm, k1, sched) && self.wb_l1(sm, i, sched));
                if !written {
                    return false;
                }
            }
        }
        self.stats.silent += 1;
        true
    }

    /// Pick an SM satisfying `pred` (scheduler choice if several).
    fn pick_sm(&self, sched: &mut dyn Scheduler, pred: impl Fn(&Sm) -> bool) -> Option<usize> {
        let n = self.sms.iter().filter(|s| pred(s)).count();
        if n == 0 {
            return None;
        }
        let k = if n == 1 {
            0
        } else {
            sched.choose(ChoiceKind::MemStep, n)
        };
        self.sms
            .iter()
            .enumerate()
            .filter(|(_, s)| pred(s))
            .nth(k)
            .map(|(i, _)| i)
    }

    /// Apply one silent rule (T:L1343-1376).
    fn silent(&mut self, a: Action, sched: &mut dyn Scheduler) {
        self.stats.silent += 1;
        match a {
            // (evictL1) (T:L1346-1348)
            Action::EvictL1 => {
                if let Some(sm) = self.pick_sm(sched, |s| s.l1.has_evictable()) {
                    if let Some(i) = Self::pick_line(&self.sms[sm].l1, sched, |c, i| c.can_evict(i))
                    {
                        self.sms[sm].l1.silent_evict(i);
                    }
                }
            }
            // (evictL2) (T:L1351-1353)
            Action::EvictL2 => {
                if let Some(i) = Self::pick_line(&self.l2, sched, |c, i| c.can_evict(i)) {
                    self.l2.silent_evict(i);
                }
            }
            // (wbL1) (T:L1355-1362); not enabled for a line L2 cannot take now (a stutter here).
            Action::WbL1 => {
                if let Some(sm) = self.pick_sm(sched, |s| s.l1.dirty_lines() > 0) {
                    if let Some(i) =
                        Self::pick_line(&self.sms[sm].l1, sched, |c, i| c.lines[i].dirty != 0)
                    {
                        self.wb_l1(sm, i, sched);
                    }
                }
            }
            // (wbL2) (T:L1364-1368)
            Action::WbL2 => {
                if let Some(i) = Self::pick_line(&self.l2, sched, |c, i| c.lines[i].dirty != 0) {
                    self.wb_l2(i);
                }
            }
            // (flush) (T:L1370-1376)
            Action::Flush => {
                if let Some(sm) = self.pick_sm(sched, |s| s.l1.used_lines() > 0) {
                    self.flush_sm(sm);
                }
            }
            // (stall), deviation M13 (stall.rs)
            Action::Stall => {
                self.stall(sched);
            }
            Action::Stop | Action::Step(_) => {}
        }
    }

    /// Fire one named transition if it is enabled; `Ok(false)` if it is not (the side condition
    /// fails, the op is unknown or not of highest priority).
    pub fn apply(
        &mut self,
        t: Transition,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<bool, MemError> {
        self.sync_tracking();
        let fired = match t {
            Transition::Step(mid) => match self.pool.iter().position(|o| o.s.mid == mid) {
                Some(i) if self.highest_prio(i) => {
                    self.micro_step(i, sched, done)?;
                    true
                }
                _ => false,
            },
            Transition::EvictL1 { sm, space, addr } => {
                let Some((key, _)) = self.line_of(space, addr) else {
                    return Ok(false);
                };
                let Some(l1) = self.sms.get_mut(sm as usize).map(|s| &mut s.l1) else {
                    return Ok(false);
                };
                match l1.find(key) {
                    Some(i) if l1.can_evict(i) => {
                        l1.silent_evict(i);
                        true
                    }
                    _ => false,
                }
            }
            Transition::EvictL2 { space, addr } => {
                let Some((key, _)) = self.line_of(space, addr) else {
                    return Ok(false);
                };
                match self.l2.find(key) {
                    Some(i) if self.l2.can_evict(i) => {
                        self.l2.silent_evict(i);
                        true
                    }
                    _ => false,
                }
            }
            Transition::WbL1 { sm, space, addr } => {
                let Some((key, _)) = self.line_of(space, addr) else {
                    return Ok(false);
                };
                match self.sms.get(sm as usize).and_then(|s| s.l1.find(key)) {
                    Some(i) if self.sms[sm as usize].l1.lines[i].dirty != 0 => {
                        self.wb_l1(sm as usize, i, sched)
                    }
                    _ => false,
                }
            }
            Transition::WbL2 { space, addr } => {
                let Some((key, _)) = self.line_of(space, addr) else {
                    return Ok(false);
                };
                match self.l2.find(key) {
                    Some(i) if self.l2.lines[i].dirty != 0 => {
                        self.wb_l2(i);
                        true
                    }
                    _ => false,
                }
            }
            Transition::Flush { sm } => {
                if (sm as usize) < self.sms.len() {
                    self.flush_sm(sm as usize);
                    true
                } else {
                    false
                }
            }
            Transition::Stall(mid) => self.stall_mid(mid),
        };
        if fired && self.check_invariants {
            self.check_now()?;
        }
        Ok(fired)
    }

    /// Run the op `mid` alone until it completes (a schedule in which its micro steps come one
    /// after the other). `Err` if it cannot finish without other transitions.
    pub fn run_op(
        &mut self,
        mid: MemOpIdx,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError> {
        for _ in 0..64 {
            if !self.pool.iter().any(|o| o.s.mid == mid) {
                return Ok(());
            }
            if !self.apply(Transition::Step(mid), sched, done)? {
                break;
            }
        }
        Err(err(
            format!("operation {mid} cannot finish on its own"),
            None,
        ))
    }

    /// The memory invariants after one transition: items 1-6 on the lines changed since
    /// the last check, item 8 on every SM (the full scan is `check_full`).
    pub fn check_now(&mut self) -> Result<(), MemError> {
        let mut buf = std::mem::take(&mut self.touched_buf);
        let r = self.check_touched(&mut buf);
        self.touched_buf = buf;
        r
    }

    fn check_touched(&mut self, buf: &mut Vec<u32>) -> Result<(), MemError> {
        let fail = |m: String| err(format!("memory invariant violated: {m}"), None);
        self.l2.take_touched(buf);
        let pinners = |level: Level, sm: usize| {
            let pool = &self.pool;
            move |k: u64| pinners(pool, level, sm, k)
        };
        self.l2
            .check_lines(
                "L2",
                &pinners(Level::L2, 0),
                buf.iter().map(|&i| i as usize),
            )
            .map_err(fail)?;
        for p in 0..self.sms.len() {
            self.sms[p].l1.take_touched(buf);
            let sm = &self.sms[p];
            sm.l1
                .check_lines(
                    &format!("L1 of SM {p}"),
                    &pinners(Level::L1, p),
                    buf.iter().map(|&i| i as usize),
                )
                .map_err(fail)?;
            for &i in buf.iter() {
                let cl = &sm.l1.lines[i as usize];
                if cl.dirty != 0 && cl.key().is_some_and(|k| k >> TAG_SHIFT != 1) {
                    return Err(fail(format!("L1 of SM {p} holds a dirty non-local line")));
                }
            }
        }
        self.check_full_locks()
    }

    /// Item 8: lock bits are exactly the banks of the shared atomics between lock and unlock.
    fn check_full_locks(&self) -> Result<(), MemError> {
        for (p, sm) in self.sms.iter().enumerate() {
            let held = self
                .pool
                .iter()
                .filter(|o| o.s.locked && o.s.req.sm as usize == p)
                .fold(0u32, |m, o| m | banks(o.s.req.addr, o.s.req.size as u32));
            if held != sm.locks {
                let m = format!(
                    "memory invariant violated: SM {p}: bank locks {:#x} but held {held:#x}",
                    sm.locks
                );
                return Err(err(m, None));
            }
        }
        Ok(())
    }

    /// Switch the line tracking of the incremental check on or off with `check_invariants`.
    fn sync_tracking(&mut self) {
        let t = self.check_invariants;
        if self.l2.track != t {
            self.l2.track = t;
            for sm in &mut self.sms {
                sm.l1.track = t;
            }
        }
    }

    /// The memory invariants (items 1-6, 8) over the whole environment, all lines.
    pub fn check_full(&self) -> Result<(), MemError> {
        let fail = |m: String| err(format!("memory invariant violated: {m}"), None);
        let pool = &self.pool;
        self.l2
            .check("L2", &|k| pinners(pool, Level::L2, 0, k))
            .map_err(fail)?;
        for (p, sm) in self.sms.iter().enumerate() {
            sm.l1
                .check(&format!("L1 of SM {p}"), &|k| {
                    pinners(pool, Level::L1, p, k)
                })
                .map_err(fail)?;
            // Item 6: global writes never dirty L1; only local lines are ever dirty in L1 (T:L643).
            if sm
                .l1
                .lines
                .iter()
                .any(|cl| cl.dirty != 0 && cl.key().is_some_and(|k| k >> TAG_SHIFT != 1))
            {
                return Err(fail(format!("L1 of SM {p} holds a dirty non-local line")));
            }
            // Item 8: lock bits are exactly the banks of the shared atomics between lock and unlock.
            let held = self
                .pool
                .iter()
                .filter(|o| o.s.locked && o.s.req.sm as usize == p)
                .fold(0u32, |m, o| m | banks(o.s.req.addr, o.s.req.size as u32));
            if held != sm.locks {
                return Err(fail(format!(
                    "SM {p}: bank locks {:#x} but held {held:#x}",
                    sm.locks
                )));
            }
        }
        Ok(())
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

impl MemorySystem for FermiMemory {
    fn flush_l1(&mut self) {
        FermiMemory::flush_l1(self)
    }
    fn box_clone(&self) -> Box<dyn MemorySystem> {
        Box::new(self.clone())
    }
    fn copy_into(&self, dst: &mut Box<dyn MemorySystem>) {
        super::copy_into_box(self, dst);
    }
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
    fn hash_into(&self, mut h: &mut dyn std::hash::Hasher) {
        self.hash_state(&mut h);
    }
    fn issue(&mut self, group: &[MemReq]) {
        self.groups += 1;
        self.in_group = true;
        for r in group {
            if let Err(e) = self.try_issue(r) {
                self.error.get_or_insert(e);
            }
        }
        self.in_group = false;
    }

    fn pending(&self) -> usize {
        self.pool.len() + self.held.len() + self.stalled.len()
    }

    /// A macro step (T:L1378): the scheduler picks one enabled →M transition at a time, or stops.
    /// Stopping is offered only after at least one micro step while ops are pending (progress).
    fn macro_step(
        &mut self,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.stats.macro_steps += 1;
        self.sync_tracking();
        if !self.stalled.is_empty() {
            self.tick_stalls();
        }
        let was_empty = std::mem::take(&mut self.last_empty);
        let mut taken = 0u32;
        let mut stepped = false;
        loop {
            // A search may end the step here if it ran the rest from an equal point before.
            if sched.merge_point(&|| self.point_key(done, taken, stepped, was_empty)) {
                return Ok(());
            }
            let n_ops = self.pool.len();
            let stop = n_ops == 0 || stepped;
            // Eligible ops: all of them unless volatile ops impose an order.
            let all_eligible = self.vol.is_empty();
            if !all_eligible {
                let mut el = std::mem::take(&mut self.eligible);
                el.clear();
                el.extend((0..n_ops).filter(|&i| self.highest_prio(i)));
                self.eligible = el;
            }
            let n_steps = if all_eligible {
                n_ops
            } else {
                self.eligible.len()
            };
            // All silent rules share one option, so that background evictions and write-backs
            // do not crowd out the operations; a second choice picks the rule.
            let mut cats = [Action::Stop; 6];
            let mut nc = 0;
            let silent_ok = (!self.silent_first_only || taken == 0 || n_ops == 0)
                && (self.silent_odds <= 1
                    || taken > 0
                    || sched.choose(ChoiceKind::MemStep, self.silent_odds as usize) == 0);
            if silent_ok {
                let mut add = |ok: bool, a: Action| {
                    if ok {
                        cats[nc] = a;
                        nc += 1;
                    }
                };
                add(
                    self.sms.iter().any(|s| s.l1.has_evictable()),
                    Action::EvictL1,
                );
                add(self.l2.has_evictable(), Action::EvictL2);
                add(
                    self.sms.iter().any(|s| s.l1.dirty_lines() > 0),
                    Action::WbL1,
                );
                add(self.l2.dirty_lines() > 0, Action::WbL2);
                add(
                    self.silent_flush && self.sms.iter().any(|s| s.l1.used_lines() > 0),
                    Action::Flush,
                );
                add(self.stall_steps > 0 && n_ops > 0, Action::Stall);
            }
            // Deviation M8 relaxed: an empty macro step (stop before the first micro step) is
            // offered, as the last option, where silent rules are offered, but not twice in a
            // row while operations are pending (so every second macro step steps one).
            let empty = self.empty_steps && taken == 0 && n_ops > 0 && silent_ok && !was_empty;
            let n = stop as usize + n_steps + (nc > 0) as usize + empty as usize;
            if n == 0 || (n == 1 && stop) || taken >= self.max_transitions {
                break;
            }
            let mut c = if n == 1 {
                0
            } else {
                sched.choose(ChoiceKind::MemStep, n)
            };
            if stop {
                if c == 0 {
                    break;
                }
                c -= 1;
            }
            if empty && c == n_steps + (nc > 0) as usize {
                self.last_empty = true;
                return Ok(());
            }
            let a = if c < n_steps {
                Action::Step(if all_eligible { c } else { self.eligible[c] })
            } else if nc == 1 {
                cats[0]
            } else {
                cats[sched.choose(ChoiceKind::MemStep, nc)]
            };
            match a {
                Action::Step(i) => {
                    self.micro_step(i, sched, done)?;
                    stepped = true;
                }
                other => self.silent(other, sched),
            }
            taken += 1;
            if self.check_invariants {
                self.check_now()?;
            }
        }
        Ok(())
    }

    fn host_write(&mut self, space: StateSpace, addr: u64, bytes: &[u8]) {
        if space == StateSpace::Shared {
            for sm in &mut self.sms {
                let a = addr as usize;
                if let Some(dst) = sm.shared.get_mut(a..a + bytes.len()) {
                    dst.copy_from_slice(bytes);
                    sm.shared_hi = sm.shared_hi.max(a + bytes.len());
                }
            }
            return;
        }
        let Some(t) = tag(space) else { return };
        let base = (t << TAG_SHIFT) | addr;
        self.dram.write(base, bytes);
        // Keep every cached copy coherent with the host's data (docs/design.md §7).
        let lb = self.line_bytes as u64;
        let mut k = 0usize;
        while k < bytes.len() {
            let a = base + k as u64;
            let (key, off) = (a & !(lb - 1), (a & (lb - 1)) as u32);
            let len = ((lb - off as u64) as usize).min(bytes.len() - k);
            self.l2.host_overwrite(key, off, &bytes[k..k + len]);
            for sm in &mut self.sms {
                sm.l1.host_overwrite(key, off, &bytes[k..k + len]);
            }
            k += len;
        }
    }

    fn host_read(&mut self, space: StateSpace, addr: u64, len: usize) -> Vec<u8> {
        let mut out = vec![0u8; len];
        if space == StateSpace::Shared {
            if let Some(src) = self.sms[0].shared.get(addr as usize..addr as usize + len) {
                out.copy_from_slice(src);
            }
            return out;
        }
        let Some(t) = tag(space) else { return out };
        let base = (t << TAG_SHIFT) | addr;
        self.dram.read(base, &mut out);
        // Coherent view: valid L2 bytes, then dirty (local) L1 bytes, are newer than DRAM.
        // One line lookup per line and cache, not per byte (the per-byte lookups were
        // 16 % of a 1M-thread vector add); the same bytes win as in a per-byte pass.
        let lb = self.line_bytes as u64;
        let mut k = 0usize;
        while k < len {
            let a = base + k as u64;
            let (key, j0) = (a & !(lb - 1), (a & (lb - 1)) as usize);
            let n = ((lb as usize) - j0).min(len - k);
            let chunk = &mut out[k..k + n];
            if let Some(i) = self.l2.find(key) {
                let (valid, data) = (self.l2.lines[i].valid, self.l2.line_data(i));
                let range = range_mask(j0 as u32, n as u32);
                if valid & range == range {
                    chunk.copy_from_slice(&data[j0..j0 + n]);
                } else {
                    for (d, o) in chunk.iter_mut().enumerate() {
                        if valid & (1u128 << (j0 + d)) != 0 {
                            *o = data[j0 + d];
                        }
                    }
                }
            }
            // Only local lines are ever dirty in an L1 (memory invariant 6, T:L643): the L1s
            // of every SM are searched for local memory only.
            let l1s = if tag(StateSpace::Local) == Some(t) {
                &self.sms[..]
            } else {
                &[]
            };
            for sm in l1s {
                if let Some(i) = sm.l1.find(key) {
                    let (dirty, data) = (sm.l1.lines[i].dirty, sm.l1.line_data(i));
                    for (d, o) in chunk.iter_mut().enumerate() {
                        if dirty & (1u128 << (j0 + d)) != 0 {
                            *o = data[j0 + d];
                        }
                    }
                }
            }
            k += n;
        }
        out
    }
}

#[cfg(test)]
#[path = "fermi_tests.rs"]
mod tests;
