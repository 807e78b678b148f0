//! `FermiMemory`: the memory environment η and the pool of in-flight operations ⟨η | op⃗⟩ of §4.3
//! and §4.6 (T:L781-884, T:L1315-1378), with the rules (step)/(end), (evictL1), (evictL2), (wbL1),
//! (wbL2) and (flush), each choice made by the scheduler (`ChoiceKind::MemStep`).
//!
//! Addresses: DRAM spaces are kept disjoint by a tag in the top byte (T:L799-804):
//! `key = tag << 56 | addr` with global 0, local 1, const 2, param 3. Shared memory is per SM and
//! addressed by `MemReq.addr` (which already includes the block's offset `so`).

use super::atom::{aop, sext};
use super::cache::{range_mask, Cache, CacheRes, EvClass, Mask, MemOpIdx};
use super::lang::{BExp, Ins, Level, OpExp, YieldAction};
use super::programs::{select, Prog};
use super::{Completion, MemError, MemKind, MemReq, MemorySystem, ThreadRef};
use crate::config::Config;
use crate::program::ir::{CacheOp, MembarLevel, RegId, StateSpace, Ty};
use crate::sched::{ChoiceKind, Scheduler};
use std::collections::{BTreeMap, BTreeSet};

/// SharedMemBanks (T:L582).
pub const SHARED_BANKS: u32 = 32;
const PAGE: u64 = 4096;
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

/// DRAM for global, local, const and param memory: sparse pages, zero-initialised.
#[derive(Clone, Debug, Default)]
struct Dram {
    pages: BTreeMap<u64, Box<[u8]>>,
}

impl Dram {
    fn read(&self, addr: u64, out: &mut [u8]) {
        for (k, o) in out.iter_mut().enumerate() {
            let a = addr + k as u64;
            *o = self.pages.get(&(a / PAGE)).map_or(0, |p| p[(a % PAGE) as usize]);
        }
    }
    fn write(&mut self, addr: u64, bytes: &[u8]) {
        for (k, &b) in bytes.iter().enumerate() {
            let a = addr + k as u64;
            let p = self.pages.entry(a / PAGE).or_insert_with(|| vec![0; PAGE as usize].into_boxed_slice());
            p[(a % PAGE) as usize] = b;
        }
    }
}

/// One SM's memories (ProcMem without the register file, T:L832; registers live in the device).
#[derive(Clone, Debug)]
struct Sm {
    l1: Cache,
    shared: Vec<u8>,
    /// Bank lock bits (BankIdx → Lock, T:L816-828), bank b = bit b.
    locks: u32,
}

/// The implicit state Σ of a memory program (T:L898-936), one struct for all four kinds; the
/// request says which kind applies.
#[derive(Clone, Copy, Debug)]
pub struct Sigma {
    pub req: MemReq,
    pub mid: MemOpIdx,
    /// Space-tagged line base and the request's offset and byte mask in that line.
    pub key: u64,
    pub off: u32,
    pub mask: Mask,
    /// Device: the value read or the value to store. Atomic: `v_out`, the original value (T:L922).
    pub v: u64,
    /// Atomic: `v_in1`, after `atomOp` the new value (T:L1031).
    pub v_in1: u64,
    /// What `writeToRegs` wrote (the decomposition function as data, digest §3.5).
    pub result: Option<u64>,
    /// Shared atomics: between `lock` and `unlock`.
    pub locked: bool,
    /// Volatile issue number (priority, ERR-10).
    pub vol_seq: Option<u64>,
}

#[derive(Clone, Copy, Debug)]
struct MemOp {
    prog: Prog,
    pc: u16,
    s: Sigma,
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
    /// (wbL1)/(wbL2) of a dirty line in a set where a reservation was refused.
    Relieve,
}

/// One named →M transition (T:L1339-1376), for tests, replay and systematic exploration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transition {
    /// (step)/(end) of the operation with this id.
    Step(MemOpIdx),
    /// (evictL1) of the line holding `addr` in SM `sm`'s L1.
    EvictL1 { sm: u32, space: StateSpace, addr: u64 },
    /// (evictL2) of the line holding `addr`.
    EvictL2 { space: StateSpace, addr: u64 },
    /// (wbL1) of the line holding `addr` in SM `sm`'s L1.
    WbL1 { sm: u32, space: StateSpace, addr: u64 },
    /// (wbL2) of the line holding `addr`.
    WbL2 { space: StateSpace, addr: u64 },
    /// (flush) of SM `sm`'s L1.
    Flush { sm: u32 },
}

/// The Fermi memory environment. `Clone` gives snapshots for systematic exploration.
#[derive(Clone)]
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
    /// Check the invariants of digest §10 after every →M transition (`--check memory`). On by
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
    error: Option<MemError>,
    eligible: Vec<usize>,
    /// Sets where a reservation or write was refused for want of a clean unpinned line:
    /// (level, SM, line key). While any exists, silent rules are offered at every transition.
    pressure: Vec<(Level, usize, u64)>,
    touched_buf: Vec<u32>,
    pub stats: MemStats,
}

fn err(message: impl Into<String>, req: Option<MemReq>) -> MemError {
    MemError { message: message.into(), req }
}

/// Zero- or sign-extend a loaded value of `size` bytes per the load type (DECISIONS §6).
pub fn extend(v: u64, size: u32, ty: Ty) -> u64 {
    let bits = size * 8;
    let v = if bits >= 64 { v } else { v & ((1u64 << bits) - 1) };
    if ty.is_signed() {
        sext(v, bits)
    } else {
        v
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
                })
                .collect(),
            pool: Vec::new(),
            next_mid: 0,
            next_vol: 0,
            vol: BTreeSet::new(),
            check_invariants: cfg!(debug_assertions),
            silent_flush: false,
            silent_first_only: true,
            max_transitions: 4096,
            error: None,
            eligible: Vec::new(),
            pressure: Vec::new(),
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
        if !matches!(size, 1 | 2 | 4 | 8) || req.addr % size as u64 != 0 {
            return Err(err(format!("bad access size {size} or misaligned address {:#x}", req.addr), Some(*req)));
        }
        if req.sm as usize >= self.sms.len() {
            return Err(err(format!("no SM {}", req.sm), Some(*req)));
        }
        let prog =
            select(req.kind, req.space, req.cop, req.volatile, req.dst.is_some()).map_err(|m| err(m, Some(*req)))?;
        let (key, off) = match req.space {
            StateSpace::Shared => {
                if req.addr + size as u64 > self.sms[0].shared.len() as u64 {
                    return Err(err(format!("shared address {:#x} out of range", req.addr), Some(*req)));
                }
                (req.addr, 0)
            }
            _ => {
                if req.addr >> TAG_SHIFT != 0 {
                    return Err(err(format!("address {:#x} out of range", req.addr), Some(*req)));
                }
                self.line_of(req.space, req.addr).ok_or_else(|| err("no such state space", Some(*req)))?
            }
        };
        let mid = self.next_mid;
        self.next_mid += 1;
        let vol_seq = if req.volatile {
            let s = self.next_vol;
            self.next_vol += 1;
            self.vol.insert((req.who, s));
            Some(s)
        } else {
            None
        };
        let v = if req.kind == MemKind::Store { extend(req.value, size, Ty::U64) } else { 0 };
        let s = Sigma {
            req: *req,
            mid,
            key,
            off,
            mask: range_mask(off, size),
            v,
            v_in1: req.value,
            result: None,
            locked: false,
            vol_seq,
        };
        self.pool.push(MemOp { prog, pc: 0, s });
        Ok(mid)
    }

    /// P4.6 (T:L1302-1313): a register write as a memory operation. The device normally writes ALU
    /// results at once (the documented fast path of DECISIONS §10); this is the literal route.
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
        let s =
            Sigma { req, mid, key: 0, off: 0, mask: 0, v: value, v_in1: 0, result: None, locked: false, vol_seq: None };
        self.pool.push(MemOp { prog: Prog::RegWrite, pc: 0, s });
        mid
    }

    /// Whether thread `who` has no operation in flight: the condition under which `updMemBar`
    /// (abstract, T:L2764) resets its membar level. Every level waits for all of the thread's
    /// operations, because a finished operation has reached L2 or shared memory, the points of
    /// coherence of its level (DECISIONS §9, digest §6.2).
    pub fn membar_reached(&self, who: ThreadRef, _level: MembarLevel) -> bool {
        !self.pool.iter().any(|op| op.s.req.who == who && op.prog != Prog::RegWrite)
    }

    /// Feed the semantic state ⟨η | op⃗⟩ into `h` (for repeated-state / livelock detection,
    /// DECISIONS §12): DRAM, shared memories and locks, every used cache line, and the pool in
    /// order with memory-op ids replaced by pool positions (ids are never reused, so hashing them
    /// would make every state fresh). Equal states in the same pool order hash equally.
    pub fn hash_state<H: std::hash::Hasher>(&self, h: &mut H) {
        use std::hash::Hash;
        let pos = |m: MemOpIdx| self.pool.iter().position(|o| o.s.mid == m);
        for (k, page) in &self.dram.pages {
            if page.iter().any(|&b| b != 0) {
                k.hash(h);
                page.hash(h);
            }
        }
        let mut hash_cache = |c: &Cache| {
            for (i, cl) in c.lines.iter().enumerate() {
                if let Some(k) = cl.key {
                    (i, k, cl.present, cl.valid, cl.dirty, cl.class == EvClass::First).hash(h);
                    for (j, &b) in c.line_data(i).iter().enumerate() {
                        if cl.valid & (1u128 << j) != 0 {
                            (j as u8, b).hash(h);
                        }
                    }
                    let mut pins: Vec<Option<usize>> = cl.pins.iter().map(|&m| pos(m)).collect();
                    pins.sort();
                    pins.hash(h);
                }
            }
        };
        hash_cache(&self.l2);
        for sm in &self.sms {
            hash_cache(&sm.l1);
        }
        for sm in &self.sms {
            sm.shared.hash(h);
            sm.locks.hash(h);
        }
        for o in &self.pool {
            (o.prog as u8, o.pc, o.s.v, o.s.v_in1, o.s.result, o.s.locked, o.s.vol_seq.is_some()).hash(h);
            let r = &o.s.req;
            (r.addr, r.size, r.value, r.value2, r.sm, r.who, r.dst, r.volatile).hash(h);
        }
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
            if let Some(k) = cl.key {
                if k >> TAG_SHIFT == 0 && !cl.pinned() && cl.dirty == 0 {
                    l1.silent_evict(i);
                }
            }
        }
    }

    /// Run macro steps until no operation is pending.
    pub fn drain(&mut self, sched: &mut dyn Scheduler, done: &mut Vec<Completion>) -> Result<(), MemError> {
        let mut rounds = 0u64;
        while !self.pool.is_empty() {
            self.macro_step(sched, done)?;
            rounds += 1;
            if rounds > 10_000_000 {
                return Err(err("memory operations made no progress in 10^7 macro steps", None));
            }
        }
        Ok(())
    }

    /// Apply (wbL1) and (wbL2) to every dirty line until none is left (T:L1355-1368): afterwards
    /// DRAM holds every completed write (digest §10 item 22). Only while no operation is pending.
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
        let (Some(key), mask) = (cl.key, cl.dirty) else {
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
        let Some(key) = cl.key else { return };
        let mask = cl.dirty;
        let data = self.l2.line_data(i);
        for j in 0..self.line_bytes as usize {
            if mask & (1u128 << j) != 0 {
                self.dram.write(key + j as u64, &data[j..j + 1]);
            }
        }
        self.l2.mark_clean(i);
    }

    /// Whether the op at pool index `i` has a highest priority (ERR-10: no other op is strictly
    /// greater; only volatile ops of one thread are ordered, earlier first, T:L1319-1331).
    fn highest_prio(&self, i: usize) -> bool {
        let s = &self.pool[i].s;
        match s.vol_seq {
            None => true,
            Some(q) => self.vol.range((s.req.who, 0)..=(s.req.who, u64::MAX)).next() == Some(&(s.req.who, q)),
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
            BExp::IsCached(level) => {
                cached_space(s)?;
                match level {
                    Level::L1 => self.sms[s.req.sm as usize].l1.is_cached(s.key, s.mask),
                    Level::L2 => self.l2.is_cached(s.key, s.mask),
                }
            }
        })
    }

    /// O⟦·⟧ (T:L973-1123): one operational expression. `Yield` = deferred (op2, T:L1178).
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
                    self.dram.read(s.key + s.off as u64, &mut b[..size as usize]);
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
                        self.sms[sm].shared[a..a + size as usize].copy_from_slice(&b[..size as usize]);
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
            OpExp::ReleaseRegs => {
                done.push(Completion { who: s.req.who, dst: s.req.dst, value: s.result.unwrap_or(0) })
            }
            // writeToRegs (T:L1048-1055): df writes the destination; it does not unblock.
            OpExp::WriteToRegs => {
                if s.req.dst.is_none() {
                    return Err(fail("writeToRegs without a decomposition function", s));
                }
                s.result = Some(extend(s.v, size, s.req.ty));
            }
            // lock (T:L1057-1067): all banks or none; else yield with no change.
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
            OpExp::Read(level) => {
                cached_space(s)?;
                let mut b = [0u8; 8];
                let r = self.cache(level, sm).read(s.key, s.off, size, s.mid, &mut b);
                if r == CacheRes::Done {
                    s.v = u64::from_le_bytes(b);
                }
                return res(r, s);
            }
            OpExp::Write(level) => {
                cached_space(s)?;
                let val = if atomic { s.v_in1 } else { s.v };
                let b = val.to_le_bytes();
                let r = self.cache(level, sm).write(s.key, s.off, &b[..size as usize], sched);
                if r == CacheRes::Retry {
                    self.note_pressure(level, sm, s.key);
                }
                return res(r, s);
            }
            OpExp::Reserve(level) => {
                cached_space(s)?;
                let r = self.cache(level, sm).reserve(s.key, s.mask, Some(s.mid), sched);
                if r == CacheRes::Retry {
                    self.note_pressure(level, sm, s.key);
                }
                return res(r, s);
            }
            OpExp::Update(level) => {
                cached_space(s)?;
                let b = s.v.to_le_bytes();
                let r = self.cache(level, sm).update(s.key, s.off, &b[..size as usize]);
                return res(r, s);
            }
            OpExp::Evict(level) => {
                cached_space(s)?;
                let r = self.cache(level, sm).evict(s.key, s.mask);
                return res(r, s);
            }
            OpExp::Discard(level) => {
                cached_space(s)?;
                let r = self.cache(level, sm).discard(s.key, s.mask);
                return res(r, s);
            }
            OpExp::Classify(level, first) => {
                cached_space(s)?;
                let c = if first { EvClass::First } else { EvClass::Normal };
                let r = self.cache(level, sm).classify(s.key, c);
                return res(r, s);
            }
        }
        Ok(YieldAction::Continue)
    }

    /// One micro step of the op at pool index `i`: (step) if it yields, (end) if it ends
    /// (T:L1339-1341). Runs statements until a yield (explicit or deferred) or `end;`.
    fn micro_step(&mut self, i: usize, sched: &mut dyn Scheduler, done: &mut Vec<Completion>) -> Result<(), MemError> {
        let mut op = self.pool[i];
        let code = op.prog.code();
        self.stats.micro_steps += 1;
        loop {
            match &code[op.pc as usize] {
                Ins::Op(e) => match self.eval_op(*e, &mut op.s, sched, done)? {
                    YieldAction::Continue => op.pc += 1,
                    _ => break,
                },
                Ins::Yield => {
                    op.pc += 1;
                    break;
                }
                Ins::End => {
                    if self.check_invariants && op.s.req.space != StateSpace::Shared {
                        // A finished op pins nothing (digest item 4): only lines of its key can hold its pin.
                        let (k, l1) = (op.s.key, &self.sms[op.s.req.sm as usize].l1);
                        let pins = |c: &Cache| c.find(k).map_or(false, |j| c.lines[j].pins.contains(&op.s.mid));
                        if pins(l1) || pins(&self.l2) {
                            return Err(err(
                                "memory invariant violated: a finished op still pins a line",
                                Some(op.s.req),
                            ));
                        }
                    }
                    self.pool.swap_remove(i);
                    if let Some(q) = op.s.vol_seq {
                        self.vol.remove(&(op.s.req.who, q));
                    }
                    self.stats.completed += 1;
                    return Ok(());
                }
                Ins::JumpIfNot(b, t) => {
                    if self.eval_b(b, &op.s)? {
                        op.pc += 1;
                    } else {
                        op.pc = *t;
                    }
                }
                Ins::Jump(t) => op.pc = *t,
            }
        }
        self.pool[i] = op;
        Ok(())
    }

    /// Pick a line of `cache` satisfying `pred`: the scheduler names a start index, the first
    /// candidate from there (cyclically) is taken. Every candidate can be picked; one choice only.
    fn pick_line(cache: &Cache, sched: &mut dyn Scheduler, pred: impl Fn(&Cache, usize) -> bool) -> Option<usize> {
        let n = cache.lines.len();
        let start = if n > 1 { sched.choose(ChoiceKind::MemStep, n) } else { 0 };
        (0..n).map(|k| (start + k) % n).find(|&i| pred(cache, i))
    }

    fn note_pressure(&mut self, level: Level, sm: usize, key: u64) {
        let sm = if level == Level::L2 { 0 } else { sm };
        if !self.pressure.contains(&(level, sm, key)) && self.pressure.len() < 64 {
            self.pressure.push((level, sm, key));
        }
    }

    /// Write back one dirty line of a pressured set (the scheduler picks the set and the line).
    /// A refused (wbL1) puts pressure on the L2 set; a set with no dirty line only waits for unpins.
    fn relieve(&mut self, sched: &mut dyn Scheduler) {
        if self.pressure.is_empty() {
            return;
        }
        let n = self.pressure.len();
        let k = if n == 1 { 0 } else { sched.choose(ChoiceKind::MemStep, n) };
        let (level, sm, key) = self.pressure[k];
        let cache = match level {
            Level::L1 => &self.sms[sm].l1,
            Level::L2 => &self.l2,
        };
        let nd = cache.set_lines(key).filter(|&i| cache.lines[i].dirty != 0).count();
        if nd == 0 {
            self.pressure.swap_remove(k);
            return;
        }
        let d = if nd == 1 { 0 } else { sched.choose(ChoiceKind::MemStep, nd) };
        let Some(i) = cache.set_lines(key).filter(|&i| cache.lines[i].dirty != 0).nth(d) else { return };
        match level {
            Level::L1 => {
                if self.wb_l1(sm, i, sched) {
                    self.pressure.swap_remove(k);
                } else if let Some(l2key) = self.sms[sm].l1.lines[i].key {
                    self.note_pressure(Level::L2, 0, l2key);
                }
            }
            Level::L2 => {
                self.wb_l2(i);
                self.pressure.swap_remove(k);
            }
        }
    }

    /// Pick an SM satisfying `pred` (scheduler choice if several).
    fn pick_sm(&self, sched: &mut dyn Scheduler, pred: impl Fn(&Sm) -> bool) -> Option<usize> {
        let n = self.sms.iter().filter(|s| pred(s)).count();
        if n == 0 {
            return None;
        }
        let k = if n == 1 { 0 } else { sched.choose(ChoiceKind::MemStep, n) };
        self.sms.iter().enumerate().filter(|(_, s)| pred(s)).nth(k).map(|(i, _)| i)
    }

    /// Apply one silent rule (T:L1343-1376).
    fn silent(&mut self, a: Action, sched: &mut dyn Scheduler) {
        self.stats.silent += 1;
        match a {
            // (evictL1) (T:L1346-1348)
            Action::EvictL1 => {
                if let Some(sm) = self.pick_sm(sched, |s| s.l1.has_evictable()) {
                    if let Some(i) = Self::pick_line(&self.sms[sm].l1, sched, |c, i| c.can_evict(i)) {
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
                    if let Some(i) = Self::pick_line(&self.sms[sm].l1, sched, |c, i| c.lines[i].dirty != 0) {
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
            Action::Relieve => self.relieve(sched),
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
                    Some(i) if self.sms[sm as usize].l1.lines[i].dirty != 0 => self.wb_l1(sm as usize, i, sched),
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
        Err(err(format!("operation {mid} cannot finish on its own"), None))
    }

    /// The invariants of digest §10 after one transition: items 1-6 on the lines changed since
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
        {
            let pool = &self.pool;
            let live = |m: MemOpIdx| pool.iter().any(|o| o.s.mid == m);
            self.l2.check_lines("L2", &live, buf.iter().map(|&i| i as usize)).map_err(fail)?;
        }
        for p in 0..self.sms.len() {
            self.sms[p].l1.take_touched(buf);
            let pool = &self.pool;
            let live = |m: MemOpIdx| pool.iter().any(|o| o.s.mid == m);
            let sm = &self.sms[p];
            sm.l1.check_lines(&format!("L1 of SM {p}"), &live, buf.iter().map(|&i| i as usize)).map_err(fail)?;
            for &i in buf.iter() {
                let cl = &sm.l1.lines[i as usize];
                if cl.dirty != 0 && cl.key.map_or(false, |k| k >> TAG_SHIFT != 1) {
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
                let m = format!("memory invariant violated: SM {p}: bank locks {:#x} but held {held:#x}", sm.locks);
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

    /// The invariants of digest §10 (items 1-6, 8) over the whole environment, all lines.
    pub fn check_full(&self) -> Result<(), MemError> {
        let live = |m: MemOpIdx| self.pool.iter().any(|o| o.s.mid == m);
        let fail = |m: String| err(format!("memory invariant violated: {m}"), None);
        self.l2.check("L2", &live).map_err(fail)?;
        for (p, sm) in self.sms.iter().enumerate() {
            sm.l1.check(&format!("L1 of SM {p}"), &live).map_err(fail)?;
            // Item 6: global writes never dirty L1; only local lines are ever dirty in L1 (T:L643).
            if sm.l1.lines.iter().any(|cl| cl.dirty != 0 && cl.key.map_or(false, |k| k >> TAG_SHIFT != 1)) {
                return Err(fail(format!("L1 of SM {p} holds a dirty non-local line")));
            }
            // Item 8: lock bits are exactly the banks of the shared atomics between lock and unlock.
            let held = self
                .pool
                .iter()
                .filter(|o| o.s.locked && o.s.req.sm as usize == p)
                .fold(0u32, |m, o| m | banks(o.s.req.addr, o.s.req.size as u32));
            if held != sm.locks {
                return Err(fail(format!("SM {p}: bank locks {:#x} but held {held:#x}", sm.locks)));
            }
        }
        Ok(())
    }
}

/// `isCached` and the cache operations are defined only for cached DRAM spaces (T:L956-958, ERR-5).
fn cached_space(s: &Sigma) -> Result<(), MemError> {
    match s.req.space {
        StateSpace::Global | StateSpace::Local => Ok(()),
        _ => Err(err("stuck: cache operation on a state without a cache operator (T:L956)", Some(s.req))),
    }
}

/// `banks(a, s)` (T:L822-824, digest proposal): successive 32-bit words on successive banks,
/// duplicate-free (ERR-18) as a bit set.
pub fn banks(addr: u64, size: u32) -> u32 {
    (addr..addr + size as u64).fold(0u32, |m, a| m | 1 << ((a / 4) % SHARED_BANKS as u64))
}

impl MemorySystem for FermiMemory {
    fn issue(&mut self, group: &[MemReq]) {
        for r in group {
            if let Err(e) = self.try_issue(r) {
                self.error.get_or_insert(e);
            }
        }
    }

    fn pending(&self) -> usize {
        self.pool.len()
    }

    /// A macro step (T:L1378): the scheduler picks one enabled →M transition at a time, or stops.
    /// Stopping is offered only after at least one transition while ops are pending (progress).
    fn macro_step(&mut self, sched: &mut dyn Scheduler, done: &mut Vec<Completion>) -> Result<(), MemError> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.stats.macro_steps += 1;
        self.sync_tracking();
        let mut taken = 0u32;
        loop {
            let n_ops = self.pool.len();
            let stop = n_ops == 0 || taken > 0;
            // Eligible ops: all of them unless volatile ops impose an order.
            let all_eligible = self.vol.is_empty();
            if !all_eligible {
                let mut el = std::mem::take(&mut self.eligible);
                el.clear();
                el.extend((0..n_ops).filter(|&i| self.highest_prio(i)));
                self.eligible = el;
            }
            let n_steps = if all_eligible { n_ops } else { self.eligible.len() };
            // All silent rules share one option, so that background evictions and write-backs
            // do not crowd out the operations; a second choice picks the rule.
            let mut cats = [Action::Stop; 6];
            let mut nc = 0;
            let silent_ok = !self.silent_first_only || taken == 0 || n_ops == 0 || !self.pressure.is_empty();
            if silent_ok {
                let mut add = |ok: bool, a: Action| {
                    if ok {
                        cats[nc] = a;
                        nc += 1;
                    }
                };
                add(self.sms.iter().any(|s| s.l1.has_evictable()), Action::EvictL1);
                add(self.l2.has_evictable(), Action::EvictL2);
                add(self.sms.iter().any(|s| s.l1.dirty_lines() > 0), Action::WbL1);
                add(self.l2.dirty_lines() > 0, Action::WbL2);
                add(self.silent_flush && self.sms.iter().any(|s| s.l1.used_lines() > 0), Action::Flush);
                add(!self.pressure.is_empty(), Action::Relieve);
            }
            let n = stop as usize + n_steps + (nc > 0) as usize;
            if n == 0 || (n == 1 && stop) || taken >= self.max_transitions {
                break;
            }
            let mut c = if n == 1 { 0 } else { sched.choose(ChoiceKind::MemStep, n) };
            if stop {
                if c == 0 {
                    break;
                }
                c -= 1;
            }
            let a = if c < n_steps {
                Action::Step(if all_eligible { c } else { self.eligible[c] })
            } else if nc == 1 {
                cats[0]
            } else {
                cats[sched.choose(ChoiceKind::MemStep, nc)]
            };
            match a {
                Action::Step(i) => self.micro_step(i, sched, done)?,
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
                }
            }
            return;
        }
        let Some(t) = tag(space) else { return };
        let base = (t << TAG_SHIFT) | addr;
        self.dram.write(base, bytes);
        // Keep every cached copy coherent with the host's data (DECISIONS §7).
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
        let lb = self.line_bytes as u64;
        for (k, o) in out.iter_mut().enumerate() {
            let a = base + k as u64;
            let (key, j) = (a & !(lb - 1), (a & (lb - 1)) as usize);
            if let Some(i) = self.l2.find(key) {
                if self.l2.lines[i].valid & (1u128 << j) != 0 {
                    *o = self.l2.line_data(i)[j];
                }
            }
            for sm in &self.sms {
                if let Some(i) = sm.l1.find(key) {
                    if sm.l1.lines[i].dirty & (1u128 << j) != 0 {
                        *o = sm.l1.line_data(i)[j];
                    }
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::ir::AtomOp;

    struct First;
    impl Scheduler for First {
        fn choose(&mut self, _: ChoiceKind, _: usize) -> usize {
            0
        }
    }

    const G: u64 = crate::program::ir::window::GLOBAL_BASE;

    fn who(t: u32) -> ThreadRef {
        ThreadRef { grid: 0, block: 0, warp: 0, lane: t }
    }

    fn req(kind: MemKind, space: StateSpace, addr: u64, value: u64, sm: u32) -> MemReq {
        MemReq {
            kind,
            space,
            cop: CacheOp::Default,
            volatile: false,
            ty: Ty::U32,
            addr,
            size: 4,
            value,
            value2: 0,
            sm,
            who: who(sm),
            dst: if kind == MemKind::Store { None } else { Some(1) },
            pc: 0,
        }
    }

    fn mem(sms: u32) -> FermiMemory {
        let mut c = Config::tiny();
        c.num_sms = sms;
        let mut m = FermiMemory::new(&c);
        m.check_invariants = true;
        m
    }

    /// Step `mid` until it ends; returns the number of micro steps and its completion.
    fn run(m: &mut FermiMemory, mid: MemOpIdx) -> (u32, Completion) {
        let mut done = Vec::new();
        let mut n = 0;
        while m.op_pc(mid).is_some() {
            assert!(m.apply(Transition::Step(mid), &mut First, &mut done).unwrap());
            n += 1;
            assert!(n < 50);
        }
        (n, done.pop().unwrap())
    }

    fn key(m: &FermiMemory, space: StateSpace, a: u64) -> u64 {
        m.line_of(space, a).unwrap().0
    }

    #[test]
    fn p4_1_store_discards_l1_then_writes_l2_dirty_and_lazily_reaches_dram() {
        // P4.1 (T:L627-643): two micro steps; L1 never written; L2 dirty, class normal.
        let mut m = mem(1);
        let ld = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0)).unwrap();
        run(&mut m, ld);
        let k = key(&m, StateSpace::Global, G);
        assert!(m.l1(0).find(k).is_some());
        let st = m.try_issue(&req(MemKind::Store, StateSpace::Global, G, 0xdead_beef, 0)).unwrap();
        let mut done = Vec::new();
        m.apply(Transition::Step(st), &mut First, &mut done).unwrap();
        assert!(m.l1(0).find(k).is_none(), "µ1 discards the L1 copy");
        assert!(done.is_empty());
        m.apply(Transition::Step(st), &mut First, &mut done).unwrap();
        assert_eq!(done.len(), 1);
        let i = m.l2().find(k).unwrap();
        assert_eq!(m.l2().lines[i].dirty, 0b1111);
        assert_eq!(m.l2().lines[i].class, EvClass::Normal);
        assert!(m.l1(0).find(k).is_none(), "global stores never allocate in L1 (T:L643)");
        assert_eq!(m.dram_read(StateSpace::Global, G, 4), vec![0; 4], "DRAM waits for (wbL2)");
        assert_eq!(m.host_read(StateSpace::Global, G, 4), 0xdead_beefu32.to_le_bytes());
        assert!(m.apply(Transition::WbL2 { space: StateSpace::Global, addr: G }, &mut First, &mut done).unwrap());
        assert_eq!(m.dram_read(StateSpace::Global, G, 4), 0xdead_beefu32.to_le_bytes());
        assert_eq!(m.l2().lines[i].dirty, 0);
    }

    #[test]
    fn p4_2_load_miss_takes_seven_micro_steps_l2_hit_five_l1_hit_three() {
        // P4.2 (T:L1184-1226): micro-step boundaries at each yield.
        let mut m = mem(1);
        m.host_write(StateSpace::Global, G, &[7, 0, 0, 0]);
        let a = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0)).unwrap();
        let (n, c) = run(&mut m, a);
        assert_eq!((n, c.value, c.dst), (7, 7, Some(1)));
        let b = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0)).unwrap();
        assert_eq!(run(&mut m, b).0, 3);
        let k = key(&m, StateSpace::Global, G);
        let mut done = Vec::new();
        assert!(m
            .apply(Transition::EvictL1 { sm: 0, space: StateSpace::Global, addr: G }, &mut First, &mut done)
            .unwrap());
        let c2 = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0)).unwrap();
        assert_eq!(run(&mut m, c2).0, 5);
        // Lines end valid and unpinned.
        for cache in [m.l1(0), m.l2()] {
            let i = cache.find(k).unwrap();
            assert_eq!(cache.lines[i].valid & 0b1111, 0b1111);
            assert!(cache.lines[i].pins.is_empty());
        }
    }

    #[test]
    fn l1_hit_does_not_touch_l2() {
        // Digest §10 item 24: with a valid L1 line P4.2 goes straight to its line 22.
        let mut m = mem(1);
        let a = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0)).unwrap();
        run(&mut m, a);
        let mut done = Vec::new();
        assert!(m.apply(Transition::EvictL2 { space: StateSpace::Global, addr: G }, &mut First, &mut done).unwrap());
        let b = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0)).unwrap();
        run(&mut m, b);
        assert_eq!(m.l2().used_lines(), 0);
    }

    #[test]
    fn p4_3_local_store_dirties_l1_with_class_first_and_reaches_l2_by_write_back() {
        // P4.3 (T:L1228-1239).
        let mut m = mem(1);
        let mut r = req(MemKind::Store, StateSpace::Local, 0x100, 42, 0);
        r.cop = CacheOp::Cg;
        let a = m.try_issue(&r).unwrap();
        assert_eq!(run(&mut m, a).0, 2);
        let k = key(&m, StateSpace::Local, 0x100);
        let i = m.l1(0).find(k).unwrap();
        assert_eq!((m.l1(0).lines[i].dirty, m.l1(0).lines[i].class), (0b1111, EvClass::First));
        assert!(m.l2().find(k).is_none());
        let mut done = Vec::new();
        assert!(m
            .apply(Transition::WbL1 { sm: 0, space: StateSpace::Local, addr: 0x100 }, &mut First, &mut done)
            .unwrap());
        assert_eq!(m.l1(0).lines[i].dirty, 0);
        assert_eq!(m.l2().lines[m.l2().find(k).unwrap()].dirty, 0b1111);
        // A load of the same thread hits L1 and sees the store.
        let b = m.try_issue(&req(MemKind::Load, StateSpace::Local, 0x100, 0, 0)).unwrap();
        assert_eq!(run(&mut m, b).1.value, 42);
    }

    #[test]
    fn p4_4_global_atomic_returns_the_old_value_and_leaves_l2_dirty_normal() {
        // P4.4 (T:L1241-1272), ERR-5 extension; item 19: the original value is returned.
        let mut m = mem(1);
        m.host_write(StateSpace::Global, G, &5u32.to_le_bytes());
        let ld = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0)).unwrap();
        run(&mut m, ld);
        let a = m.try_issue(&req(MemKind::Atomic(AtomOp::Add), StateSpace::Global, G, 3, 0)).unwrap();
        let (n, c) = run(&mut m, a);
        assert_eq!((n, c.value), (4, 5)); // evictL1 | RMW on the cached L2 line | writeToRegs | end
        let k = key(&m, StateSpace::Global, G);
        assert!(m.l1(0).find(k).is_none(), "evictL1 removed the stale copy");
        let i = m.l2().find(k).unwrap();
        // 5 → 8 changes byte 0 only; equal bytes stay clean (T:L717-719 per byte).
        assert_eq!((m.l2().lines[i].dirty, m.l2().lines[i].class), (0b0001, EvClass::Normal));
        assert_eq!(m.host_read(StateSpace::Global, G, 4), 8u32.to_le_bytes());
        // Miss path: evictL1, reserveL2, readMem, updateL2, RMW, writeToRegs, end.
        let b = m.try_issue(&req(MemKind::Atomic(AtomOp::Exch), StateSpace::Global, G + 8, 9, 0)).unwrap();
        assert_eq!(run(&mut m, b), (7, Completion { who: who(0), dst: Some(1), value: 0 }));
    }

    #[test]
    fn p4_5_shared_atomic_locks_its_banks_and_a_plain_store_can_be_lost() {
        // P4.5 (T:L1274-1300) and digest item 17: plain stores ignore the locks.
        let mut m = mem(1);
        let a = m.try_issue(&req(MemKind::Atomic(AtomOp::Add), StateSpace::Shared, 8, 1, 0)).unwrap();
        let b = m.try_issue(&req(MemKind::Atomic(AtomOp::Add), StateSpace::Shared, 8, 1, 0)).unwrap();
        let mut done = Vec::new();
        m.apply(Transition::Step(a), &mut First, &mut done).unwrap(); // lock; readMem
        assert_eq!(m.shared_locks(0), 1 << 2); // word 2 → bank 2
        m.apply(Transition::Step(b), &mut First, &mut done).unwrap();
        assert_eq!(m.op_pc(b), Some(0), "the second atomic waits on the lock");
        let st = m.try_issue(&req(MemKind::Store, StateSpace::Shared, 8, 50, 0)).unwrap();
        run(&mut m, st);
        for _ in 0..4 {
            m.apply(Transition::Step(a), &mut First, &mut done).unwrap();
        }
        assert_eq!(m.shared_locks(0), 0);
        assert_eq!(m.host_read(StateSpace::Shared, 8, 4), 1u32.to_le_bytes(), "the store of 50 was lost");
        assert_eq!(run(&mut m, b).1.value, 1);
        assert_eq!(m.host_read(StateSpace::Shared, 8, 4), 2u32.to_le_bytes());
        assert_eq!(banks(0, 8), 0b11);
        assert_eq!(banks(128, 4), 1); // word 32 wraps to bank 0
    }

    #[test]
    fn p4_6_register_write_completes_after_two_micro_steps() {
        // P4.6 (T:L1302-1313).
        let mut m = mem(1);
        let a = m.issue_reg_write(who(3), 0, 17, 0x1234);
        assert_eq!(run(&mut m, a), (2, Completion { who: who(3), dst: Some(17), value: 0x1234 }));
    }

    #[test]
    fn loads_extend_per_type_and_stores_truncate_to_their_size() {
        let mut m = mem(1);
        let mut st = req(MemKind::Store, StateSpace::Global, G, 0x1_2345, 0);
        st.size = 2;
        st.ty = Ty::U16;
        let a = m.try_issue(&st).unwrap();
        run(&mut m, a);
        assert_eq!(m.host_read(StateSpace::Global, G, 4), vec![0x45, 0x23, 0, 0]);
        m.host_write(StateSpace::Global, G + 8, &[0xff]);
        let mut ld = req(MemKind::Load, StateSpace::Global, G + 8, 0, 0);
        ld.size = 1;
        ld.ty = Ty::S8;
        let b = m.try_issue(&ld).unwrap();
        assert_eq!(run(&mut m, b).1.value, u64::MAX);
        ld.ty = Ty::U8;
        let c = m.try_issue(&ld).unwrap();
        assert_eq!(run(&mut m, c).1.value, 0xff);
    }

    #[test]
    fn volatile_ops_of_one_thread_run_in_issue_order() {
        // Digest item 23, ERR-10: the later volatile op takes no micro step while the earlier lives.
        let mut m = mem(1);
        let mut r1 = req(MemKind::Store, StateSpace::Global, G, 1, 0);
        r1.volatile = true;
        let mut r2 = req(MemKind::Load, StateSpace::Global, G, 0, 0);
        r2.volatile = true;
        let a = m.try_issue(&r1).unwrap();
        let b = m.try_issue(&r2).unwrap();
        let mut other = req(MemKind::Load, StateSpace::Global, G + 4, 0, 0);
        other.volatile = true;
        other.who = who(9);
        let c = m.try_issue(&other).unwrap();
        let mut done = Vec::new();
        assert!(!m.apply(Transition::Step(b), &mut First, &mut done).unwrap());
        assert!(m.apply(Transition::Step(c), &mut First, &mut done).unwrap(), "other threads are not ordered");
        run(&mut m, a);
        assert_eq!(run(&mut m, b).1.value, 1);
    }

    #[test]
    fn bad_requests_surface_as_errors_not_hangs() {
        // Digest item 27 and T:L858: stores to const memory and misaligned accesses are ⊥.
        let mut m = mem(1);
        assert!(m.try_issue(&req(MemKind::Store, StateSpace::Const, 0, 1, 0)).is_err());
        assert!(m.try_issue(&req(MemKind::Load, StateSpace::Global, G + 2, 0, 0)).is_err());
        assert!(m.try_issue(&req(MemKind::Load, StateSpace::Shared, 1 << 20, 0, 0)).is_err());
        assert!(m.try_issue(&req(MemKind::Atomic(AtomOp::Add), StateSpace::Local, 0, 1, 0)).is_err());
        m.issue(&[req(MemKind::Store, StateSpace::Param, 0, 1, 0)]);
        assert!(m.macro_step(&mut First, &mut Vec::new()).is_err());
    }

    #[test]
    fn proposed_programs_for_cs_lu_cv_wt_and_const() {
        let mut m = mem(1);
        // ld.global.cs: evict-first in L1 and L2.
        let mut r = req(MemKind::Load, StateSpace::Global, G, 0, 0);
        r.cop = CacheOp::Cs;
        let a = m.try_issue(&r).unwrap();
        run(&mut m, a);
        let k = key(&m, StateSpace::Global, G);
        assert_eq!(m.l1(0).lines[m.l1(0).find(k).unwrap()].class, EvClass::First);
        assert_eq!(m.l2().lines[m.l2().find(k).unwrap()].class, EvClass::First);
        // st.global.wt writes DRAM at once.
        let mut w = req(MemKind::Store, StateSpace::Global, G + 16, 6, 0);
        w.cop = CacheOp::Wt;
        let b = m.try_issue(&w).unwrap();
        run(&mut m, b);
        assert_eq!(m.dram_read(StateSpace::Global, G + 16, 1), vec![6]);
        // ld.local.lu discards the L1 line after reading it.
        let st = m.try_issue(&req(MemKind::Store, StateSpace::Local, 0x40, 3, 0)).unwrap();
        run(&mut m, st);
        let mut lu = req(MemKind::Load, StateSpace::Local, 0x40, 0, 0);
        lu.cop = CacheOp::Lu;
        let c = m.try_issue(&lu).unwrap();
        assert_eq!(run(&mut m, c).1.value, 3);
        assert!(m.l1(0).find(key(&m, StateSpace::Local, 0x40)).is_none());
        // ld.const / ld.param read DRAM without caches.
        m.host_write(StateSpace::Param, 0, &[9, 0, 0, 0]);
        let d = m.try_issue(&req(MemKind::Load, StateSpace::Param, 0, 0, 0)).unwrap();
        assert_eq!(run(&mut m, d), (3, Completion { who: who(0), dst: Some(1), value: 9 })); // readMem | writeToRegs | end
        assert_eq!(m.l2().find(key(&m, StateSpace::Param, 0)), None);
    }

    #[test]
    fn cg_load_reads_l2_only_and_cs_store_marks_l2_evict_first() {
        // Digest §6.2 proposals: ld.global.cg never allocates in L1 (miss: reserveL2 | readMem |
        // updateL2 readL2 | writeToRegs | end); st.global.cs = P4.1 with classifyFirstL2.
        let mut m = mem(1);
        m.host_write(StateSpace::Global, G, &[3, 0, 0, 0]);
        let mut r = req(MemKind::Load, StateSpace::Global, G, 0, 0);
        r.cop = CacheOp::Cg;
        let a = m.try_issue(&r).unwrap();
        assert_eq!(run(&mut m, a).0, 5);
        let k = key(&m, StateSpace::Global, G);
        assert!(m.l1(0).find(k).is_none());
        let b = m.try_issue(&r).unwrap();
        // L2 hit: readL2 | writeToRegs | end.
        assert_eq!(run(&mut m, b), (3, Completion { who: who(0), dst: Some(1), value: 3 }));
        let mut w = req(MemKind::Store, StateSpace::Global, G + 4, 1, 0);
        w.cop = CacheOp::Cs;
        let c = m.try_issue(&w).unwrap();
        assert_eq!(run(&mut m, c).0, 2);
        let i = m.l2().find(key(&m, StateSpace::Global, G + 4)).unwrap();
        assert_eq!(m.l2().lines[i].class, EvClass::First);
    }

    #[test]
    fn state_hash_ignores_op_ids_but_sees_data_and_progress() {
        use std::hash::Hasher;
        let h = |m: &FermiMemory| {
            let mut s = std::collections::hash_map::DefaultHasher::new();
            m.hash_state(&mut s);
            s.finish()
        };
        let mut m = mem(1);
        let a = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0)).unwrap();
        let snap = m.clone();
        let h0 = h(&m);
        let mut done = Vec::new();
        m.apply(Transition::Step(a), &mut First, &mut done).unwrap();
        assert_ne!(h(&m), h0, "a micro step changes the state");
        run(&mut m, a);
        // The same load again from the same cache state: same state up to the op id.
        let mut m2 = m.clone();
        let b = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0)).unwrap();
        let c = m2.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0)).unwrap();
        assert_eq!(b, c, "a clone continues the same id sequence");
        assert_eq!(h(&m), h(&m2));
        let st = m2.try_issue(&req(MemKind::Store, StateSpace::Global, G, 9, 0)).unwrap();
        run(&mut m2, st);
        run(&mut m2, c);
        run(&mut m, b);
        assert_ne!(h(&m), h(&m2), "different data, different hash");
        assert_eq!(h(&snap), h0, "a clone is a snapshot");
    }

    #[test]
    fn cv_load_bypasses_a_stale_l1_copy() {
        let mut m = mem(2);
        let a = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 1)).unwrap();
        run(&mut m, a);
        let st = m.try_issue(&req(MemKind::Store, StateSpace::Global, G, 5, 0)).unwrap();
        run(&mut m, st);
        let b = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 1)).unwrap();
        assert_eq!(run(&mut m, b).1.value, 0, "plain load: stale L1 hit (T:L377)");
        let mut cv = req(MemKind::Load, StateSpace::Global, G, 0, 1);
        cv.cop = CacheOp::Cv;
        let c = m.try_issue(&cv).unwrap();
        assert_eq!(run(&mut m, c).1.value, 5);
    }

    #[test]
    fn flush_drops_global_l1_lines_and_keeps_local_ones() {
        // (flush) T:L1370-1376, digest item 12.
        let mut m = mem(1);
        for (sp, a) in [(StateSpace::Global, G), (StateSpace::Local, 0x80)] {
            let x = m.try_issue(&req(MemKind::Load, sp, a, 0, 0)).unwrap();
            run(&mut m, x);
        }
        m.flush_l1();
        assert!(m.l1(0).find(key(&m, StateSpace::Global, G)).is_none());
        assert!(m.l1(0).find(key(&m, StateSpace::Local, 0x80)).is_some());
    }

    #[test]
    fn reservation_backpressure_with_a_one_line_l1() {
        // Digest item 25: reserveL1 keeps yielding while the only line is dirty.
        let mut c = Config::tiny();
        c.l1_bytes = c.line_bytes;
        let mut m = FermiMemory::new(&c);
        m.check_invariants = true;
        let st = m.try_issue(&req(MemKind::Store, StateSpace::Local, 0, 1, 0)).unwrap();
        run(&mut m, st);
        let ld = m.try_issue(&req(MemKind::Load, StateSpace::Local, 0x1000, 0, 0)).unwrap();
        let mut done = Vec::new();
        for _ in 0..3 {
            m.apply(Transition::Step(ld), &mut First, &mut done).unwrap();
            assert_eq!(m.op_pc(ld), Some(1), "reserveL1 retries");
        }
        m.apply(Transition::WbL1 { sm: 0, space: StateSpace::Local, addr: 0 }, &mut First, &mut done).unwrap();
        assert_eq!(run(&mut m, ld).1.value, 0);
        assert_eq!(m.host_read(StateSpace::Local, 0, 1), vec![1]);
    }

    #[test]
    fn host_copy_sees_dirty_l1_and_l2_data_and_write_back_all_reaches_dram() {
        // DECISIONS §7 and digest item 22.
        let mut m = mem(1);
        let a = m.try_issue(&req(MemKind::Store, StateSpace::Local, 0, 11, 0)).unwrap();
        let b = m.try_issue(&req(MemKind::Store, StateSpace::Global, G, 22, 0)).unwrap();
        run(&mut m, a);
        run(&mut m, b);
        assert_eq!(m.host_read(StateSpace::Local, 0, 1), vec![11]);
        assert_eq!(m.host_read(StateSpace::Global, G, 1), vec![22]);
        assert_eq!(m.dram_read(StateSpace::Local, 0, 1), vec![0]);
        m.write_back_all(&mut First);
        assert_eq!(m.dram_read(StateSpace::Local, 0, 1), vec![11]);
        assert_eq!(m.dram_read(StateSpace::Global, G, 1), vec![22]);
        // host_write keeps cached copies coherent.
        m.host_write(StateSpace::Global, G, &[33]);
        let c = m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0)).unwrap();
        assert_eq!(run(&mut m, c).1.value, 33);
    }
}
