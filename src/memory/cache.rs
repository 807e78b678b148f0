//! Cache lines and the cache operations of §4.2 (T:L649-779), shared by L1 and L2 (T:L653).
//!
//! Line layout (docs/design.md §9, ERR-7/ERR-11 of docs/thesis-errata.md): a cache has `bytes / line_bytes` lines; a line
//! covers one naturally aligned block of `line_bytes` bytes (≤ 128 = MaxMemOpSize, T:L581) and keeps
//! the thesis's flags *per byte*: `present` (the byte is reserved, T:L691), `valid` and `dirty`
//! (T:L659). Every thesis operation is applied to the bytes of the request only, so a line behaves
//! exactly like a group of thesis lines keyed by byte address; this keeps mixed-size accesses to one
//! byte coherent (ERR-11: the literal "key by exact request address" aliases). Pins and the eviction
//! class stay per line (T:L673-675): pinning a line pins every byte in it, which only adds retries.
//!
//! Associativity is the thesis's abstract `eligible` (T:L703): the set `(addr / line_bytes) % sets`.

use crate::sched::{ChoiceKind, Scheduler};
use std::cell::Cell;

/// Per-byte flag mask of one line (line_bytes ≤ 128).
pub type Mask = u128;
/// Unique index of an in-flight memory operation (MemOpIdx, T:L601), never reused.
pub type MemOpIdx = u64;

/// Eviction class (T:L665-667); `last` (graphics only) is not modelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvClass {
    First,
    Normal,
}

/// Result of a cache operation: `Done`, `Retry` (the thesis's ε result, an implicit yield, T:L723)
/// or `Fail` (⊥: the program is stuck, T:L498).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheRes {
    Done,
    Retry,
    Fail(&'static str),
}

/// One cache line (CacheLine, T:L675). `key() == None` ⇔ unused (T:L691-693).
///
/// One host cache line (64 bytes, aligned): a cache operation picks a line as good as at random
/// among thousands, so every host line it spans is a likely miss.
#[derive(Clone, Debug, PartialEq, Eq)]
#[repr(C, align(64))]
pub struct CacheLine {
    pub present: Mask,
    pub valid: Mask,
    pub dirty: Mask,
    /// How many operations pin the line (the size of the thesis's pin set, T:L673, T:L695).
    /// Which ones is kept on the operations: an operation pins at most one line per cache (the
    /// line of its key), so a flag per cache level on the operation ([`Pin`]) makes `pin` and
    /// `unpin` the set operations they are, without a list scanned on every call (the 32 lanes
    /// of a warp pin one line, and the scan's exit was a mispredicted branch on most calls).
    pub pins: u32,
    pub class: EvClass,
    /// Line base address (space-tagged physical address, see `FermiMemory`), [`NO_KEY`] when
    /// unused.
    tag: u64,
}
const _: () = assert!(std::mem::size_of::<CacheLine>() == 64);

impl CacheLine {
    /// `init` (T:L681-683).
    pub fn init() -> CacheLine {
        CacheLine {
            tag: NO_KEY,
            present: 0,
            valid: 0,
            dirty: 0,
            pins: 0,
            class: EvClass::Normal,
        }
    }
    /// Line base address (space-tagged physical address, see `FermiMemory`); `None` = unused.
    pub fn key(&self) -> Option<u64> {
        (self.tag != NO_KEY).then_some(self.tag)
    }
    /// `unused` (T:L693).
    pub fn unused(&self) -> bool {
        self.tag == NO_KEY
    }
    pub fn pinned(&self) -> bool {
        self.pins != 0
    }
    fn is_init(&self) -> bool {
        self.unused()
            && self.present == 0
            && self.valid == 0
            && self.dirty == 0
            && self.pins == 0
            && self.class == EvClass::Normal
    }
}

/// An operation's membership in the pin set of its line in one cache: `true` while it pins it.
pub type Pin = bool;

/// `pin` (T:L697): set insert, no duplicates.
fn pin(cl: &mut CacheLine, p: &mut Pin) {
    cl.pins += !*p as u32;
    *p = true;
}

/// `unpin` (T:L697): no-op if absent.
fn unpin(cl: &mut CacheLine, p: &mut Pin) {
    cl.pins -= *p as u32;
    *p = false;
}

/// One cache: a fixed number of lines (T:L679) plus their data bytes.
#[derive(Debug)]
pub struct Cache {
    pub line_bytes: u32,
    sets: u32,
    /// log2 of `line_bytes` (a power of two, checked with the configuration): a key's line
    /// number is a shift, not a division.
    line_shift: u32,
    ways: u32,
    pub lines: Vec<CacheLine>,
    /// Each line's key ([`NO_KEY`] for an unused line), kept in step with `lines` by `modify`:
    /// [`Cache::find`] scans a set's keys here, eight bytes a way, instead of the lines
    /// themselves (over a hundred bytes each; an L2 set of 16 ways spanned 28 host cache lines).
    keys: Vec<u64>,
    data: Vec<u8>,
    /// Number of lines at construction: the size never changes (memory invariants 1).
    pub capacity: usize,
    /// Counters kept in step with every mutation, so silent rules can tell cheaply whether they are enabled.
    used: u32,
    dirty_lines: u32,
    /// Lines that are used and dirty or pinned (not evictable).
    busy: u32,
    /// Set when an operation would drop a dirty or pinned line it must not drop (memory invariants 4-5).
    pub violation: Option<String>,
    /// Record the lines changed since the last check (for the incremental invariant check).
    pub track: bool,
    touched: Vec<u32>,
    touched_flag: Vec<bool>,
    /// Bumped whenever a line's key changes (a line taken or dropped).
    key_version: u64,
    /// The last lookup of [`Cache::find`]: key, `key_version` then, line index ([`NO_LINE`] for
    /// absent). Still the answer while no key changed. A micro step runs several statements on
    /// its operation's one line (`if (!isCachedL1) { reserveL1; ...`, `updateL1; readL1`), and
    /// each looked the line up again: a set of 16 ways compared and two divisions.
    memo: Cell<(u64, u64, u32)>,
    /// The indices of the used lines, in no particular order. Every other line is `init` with
    /// zero data bytes (memory invariant 1; `reset` zeroes them), so copying a cache into one of
    /// the same shape, hashing it and listing its candidates for a silent rule cost the used
    /// lines only, not the thousands of an L2 (a litmus test uses a handful).
    live: Vec<u32>,
    /// Per line, its position in `live` while it is used (stale otherwise): dropping a line
    /// takes it out of `live` without a search (an L2 keeps thousands of used lines).
    live_at: Vec<u32>,
}

impl Clone for Cache {
    fn clone(&self) -> Self {
        Cache {
            line_bytes: self.line_bytes,
            sets: self.sets,
            line_shift: self.line_shift,
            ways: self.ways,
            lines: self.lines.clone(),
            keys: self.keys.clone(),
            data: self.data.clone(),
            capacity: self.capacity,
            used: self.used,
            dirty_lines: self.dirty_lines,
            busy: self.busy,
            violation: self.violation.clone(),
            track: self.track,
            touched: self.touched.clone(),
            touched_flag: self.touched_flag.clone(),
            key_version: self.key_version,
            memo: self.memo.clone(),
            live: self.live.clone(),
            live_at: self.live_at.clone(),
        }
    }

    /// Into a cache of the same shape: reset the target's used lines, then copy the source's
    /// (every other line is `init` and zero in both, `live`); otherwise a whole copy.
    fn clone_from(&mut self, src: &Self) {
        let same = self.line_bytes == src.line_bytes
            && self.lines.len() == src.lines.len()
            && self.data.len() == src.data.len()
            && self.keys.len() == src.keys.len()
            && self.touched_flag.len() == src.touched_flag.len();
        if !same {
            *self = src.clone();
            return;
        }
        let lb = self.line_bytes as usize;
        for &i in &self.live {
            let i = i as usize;
            self.lines[i] = CacheLine::init();
            self.keys[i] = NO_KEY;
            self.data[i * lb..i * lb + lb].fill(0);
        }
        for &i in &src.live {
            let i = i as usize;
            self.lines[i].clone_from(&src.lines[i]);
            self.keys[i] = src.keys[i];
            self.data[i * lb..i * lb + lb].copy_from_slice(&src.data[i * lb..i * lb + lb]);
        }
        for &i in &self.touched {
            self.touched_flag[i as usize] = false;
        }
        for &i in &src.touched {
            self.touched_flag[i as usize] = true;
        }
        self.touched.clone_from(&src.touched);
        self.live.clone_from(&src.live);
        if self.live_at.len() != src.live_at.len() {
            self.live_at.clone_from(&src.live_at);
        } else {
            for &i in &src.live {
                self.live_at[i as usize] = src.live_at[i as usize];
            }
        }
        self.sets = src.sets;
        self.line_shift = src.line_shift;
        self.ways = src.ways;
        self.capacity = src.capacity;
        self.used = src.used;
        self.dirty_lines = src.dirty_lines;
        self.busy = src.busy;
        self.violation.clone_from(&src.violation);
        self.track = src.track;
        self.key_version = src.key_version;
        self.memo.set(src.memo.get());
    }
}

#[derive(Clone, Copy)]
struct LineStat {
    used: bool,
    dirty: bool,
    busy: bool,
}

fn stat(cl: &CacheLine) -> LineStat {
    let used = !cl.unused();
    let dirty = cl.dirty != 0;
    LineStat {
        used,
        dirty,
        busy: used && (dirty || cl.pinned()),
    }
}

/// A line an eviction may take whatever else its set holds: used, clean and unpinned.
fn evict_candidate(cl: &CacheLine) -> bool {
    !cl.unused() && cl.dirty == 0 && !cl.pinned()
}

/// An eviction candidate of class `first`: while the set has one, only such lines may go.
fn first_candidate(cl: &CacheLine) -> bool {
    evict_candidate(cl) && cl.class == EvClass::First
}

/// [`Cache::memo`] index of a key that no line holds.
const NO_LINE: u32 = u32::MAX;

/// [`Cache::keys`] entry of an unused line: no line key, since keys are multiples of the line size.
const NO_KEY: u64 = u64::MAX;

/// Mask of `size` bytes at offset `off` in a line.
pub fn range_mask(off: u32, size: u32) -> Mask {
    let bits: Mask = if size >= 128 {
        Mask::MAX
    } else {
        (1u128 << size) - 1
    };
    bits << off
}

impl Cache {
    /// A cache of `bytes / line_bytes` lines (ERR-7) in sets of `assoc` ways (0 = fully associative).
    pub fn new(bytes: u32, line_bytes: u32, assoc: u32) -> Cache {
        let n = (bytes / line_bytes.max(1)).max(1);
        let ways = if assoc == 0 || assoc > n { n } else { assoc };
        let sets = (n / ways).max(1);
        let n = sets * ways;
        assert!(
            line_bytes.is_power_of_two(),
            "line size {line_bytes} is not a power of two (the configuration checks it)"
        );
        Cache {
            line_bytes,
            line_shift: line_bytes.trailing_zeros(),
            sets,
            ways,
            lines: (0..n).map(|_| CacheLine::init()).collect(),
            keys: vec![NO_KEY; n as usize],
            data: vec![0; (n * line_bytes) as usize],
            capacity: n as usize,
            used: 0,
            dirty_lines: 0,
            busy: 0,
            violation: None,
            track: false,
            touched: Vec::new(),
            touched_flag: vec![false; n as usize],
            key_version: 0,
            memo: Cell::new((NO_KEY, 0, NO_LINE)),
            live: Vec::new(),
            live_at: vec![0; n as usize],
        }
    }

    /// The indices of the used lines, in ascending order.
    pub fn used_indices(&self) -> smallvec::SmallVec<[usize; 16]> {
        let mut v: smallvec::SmallVec<[usize; 16]> =
            self.live.iter().map(|&i| i as usize).collect();
        v.sort_unstable();
        v
    }

    pub fn used_lines(&self) -> u32 {
        self.used
    }
    pub fn dirty_lines(&self) -> u32 {
        self.dirty_lines
    }
    /// Whether some used line is clean and unpinned (a silent eviction may fire).
    pub fn has_evictable(&self) -> bool {
        self.used > self.busy
    }

    /// The lines `eligible` for a line key (T:L703-705): its set.
    fn set_of(&self, key: u64) -> std::ops::Range<usize> {
        let set = ((key >> self.line_shift) % self.sets as u64) as usize;
        let w = self.ways as usize;
        set * w..set * w + w
    }

    /// The indices of the lines eligible for `key` (its set).
    pub fn set_lines(&self, key: u64) -> std::ops::Range<usize> {
        self.set_of(key)
    }

    /// Index of the line holding `key`, if any (at most one, T:L709).
    pub fn find(&self, key: u64) -> Option<usize> {
        let (k, v, i) = self.memo.get();
        let i = if k == key && v == self.key_version {
            i
        } else {
            let i = self.search(key);
            self.memo.set((key, self.key_version, i));
            i
        };
        (i != NO_LINE).then_some(i as usize)
    }

    /// [`Cache::find`] without the memo: the index, or [`NO_LINE`].
    fn search(&self, key: u64) -> u32 {
        let set = self.set_of(key);
        let start = set.start;
        // Every way is compared, without an early exit: a set holds a key at most once, and
        // where in the set it sits is as good as random, so an exit at the match was a
        // mispredicted branch on most lookups.
        let mut hit = usize::MAX;
        for (j, &k) in self.keys[set].iter().enumerate() {
            hit = if k == key { j } else { hit };
        }
        if hit == usize::MAX {
            NO_LINE
        } else {
            (start + hit) as u32
        }
    }

    /// `isCached` lifted to bytes (T:L699-701): every byte of the range is reserved or valid.
    pub fn is_cached(&self, key: u64, mask: Mask) -> bool {
        match self.find(key) {
            Some(i) => self.lines[i].present & mask == mask,
            None => false,
        }
    }

    pub fn line_data(&self, i: usize) -> &[u8] {
        let lb = self.line_bytes as usize;
        &self.data[i * lb..i * lb + lb]
    }

    /// Apply `f` to line `i`, keeping the counters in step.
    fn modify<R>(&mut self, i: usize, f: impl FnOnce(&mut CacheLine, &mut [u8]) -> R) -> R {
        let before = stat(&self.lines[i]);
        if self.track && !self.touched_flag[i] {
            self.touched_flag[i] = true;
            self.touched.push(i as u32);
        }
        let lb = self.line_bytes as usize;
        let r = f(&mut self.lines[i], &mut self.data[i * lb..i * lb + lb]);
        let tag = self.lines[i].tag;
        if self.keys[i] != tag {
            self.keys[i] = tag;
            self.key_version += 1;
        }
        let after = stat(&self.lines[i]);
        fn adj(c: &mut u32, b: bool, a: bool) {
            if b && !a {
                *c -= 1;
            } else if a && !b {
                *c += 1;
            }
        }
        if before.used != after.used {
            if after.used {
                self.live_at[i] = self.live.len() as u32;
                self.live.push(i as u32);
            } else {
                // The same removal as a search for `i` and a `swap_remove` there.
                let p = self.live_at[i] as usize;
                debug_assert_eq!(self.live[p] as usize, i);
                self.live.swap_remove(p);
                if let Some(&moved) = self.live.get(p) {
                    self.live_at[moved as usize] = p as u32;
                }
            }
        }
        adj(&mut self.used, before.used, after.used);
        adj(&mut self.dirty_lines, before.dirty, after.dirty);
        adj(&mut self.busy, before.busy, after.busy);
        r
    }

    /// Reset line `i` to `init`. `may_drop_dirty` only for `discard` (T:L771-773); dropping a pinned
    /// line is never allowed (T:L713-715).
    fn reset(&mut self, i: usize, may_drop_dirty: bool) {
        let cl = &self.lines[i];
        if cl.pinned() || (cl.dirty != 0 && !may_drop_dirty) {
            self.violation = Some(format!("line {:?} dropped while dirty or pinned", cl.key()));
        }
        self.modify(i, |cl, d| {
            cl.tag = NO_KEY;
            cl.present = 0;
            cl.valid = 0;
            cl.dirty = 0;
            cl.pins = 0;
            cl.class = EvClass::Normal;
            d.fill(0);
        });
    }

    /// `canEvict` (T:L707-715, ERR-2 prose reading, class policy of T:L665): clean, unpinned, and
    /// either of class `first` or no clean unpinned `first` line exists among the other eligible lines.
    pub fn can_evict(&self, i: usize) -> bool {
        let cl = &self.lines[i];
        if !evict_candidate(cl) {
            return false;
        }
        if cl.class == EvClass::First {
            return true;
        }
        let set = self.set_of(cl.tag);
        !set.into_iter()
            .any(|j| j != i && first_candidate(&self.lines[j]))
    }

    /// The lines of `set` that [`Cache::can_evict`] allows, in index order: the clean unpinned
    /// lines of class `first` if there are any, else all clean unpinned lines. One scan of the
    /// set, where `can_evict` per line scanned it again for a `first` line.
    fn evictable_ways(&self, set: std::ops::Range<usize>) -> smallvec::SmallVec<[usize; 16]> {
        let (mut clean, mut first) = (smallvec::SmallVec::new(), smallvec::SmallVec::new());
        for j in set {
            let cl = &self.lines[j];
            if evict_candidate(cl) {
                clean.push(j);
                if cl.class == EvClass::First {
                    first.push(j);
                }
            }
        }
        if first.is_empty() {
            clean
        } else {
            first
        }
    }

    /// Find a line for `key` in its set: an unused one, else one the scheduler picks among the
    /// evictable ones (the `∘` choice of T:L733-734). `None` = no line can be freed now (Retry).
    fn allocate(&mut self, key: u64, sched: &mut dyn Scheduler) -> Option<usize> {
        let set = self.set_of(key);
        if let Some(i) = set.clone().find(|&i| self.keys[i] == NO_KEY) {
            return Some(i);
        }
        let ways = self.evictable_ways(set);
        let k = match ways.len() {
            0 => return None,
            1 => 0,
            n => sched.choose(ChoiceKind::MemStep, n),
        };
        let i = ways[k];
        // Evictable lines are clean and unpinned, so no write-back is needed (T:L733).
        self.reset(i, false);
        Some(i)
    }

    /// The line holding `key`, else a line allocated for it (its key set); `None` when no line
    /// of the set can be freed now (Retry). The lookup is inlined into each caller (the usual
    /// case: the line is there), the allocation is not.
    #[inline(always)]
    fn line_for(&mut self, key: u64, sched: &mut dyn Scheduler) -> Option<usize> {
        match self.find(key) {
            Some(i) => Some(i),
            None => self.take_line(key, sched),
        }
    }

    /// [`Cache::allocate`] a line for `key` and give it the key.
    fn take_line(&mut self, key: u64, sched: &mut dyn Scheduler) -> Option<usize> {
        let i = self.allocate(key, sched)?;
        self.modify(i, |cl, _| cl.tag = key);
        Some(i)
    }

    /// `reserve` (T:L723-735), lifted to bytes: mark the range reserved and pin the line with the
    /// operation whose pin flag `pin` is. A range already (partly) cached joins the pending fill
    /// (ERR-6 proposal) instead of ⊥.
    pub fn reserve(
        &mut self,
        key: u64,
        mask: Mask,
        pin_flag: Option<&mut Pin>,
        sched: &mut dyn Scheduler,
    ) -> CacheRes {
        let Some(i) = self.line_for(key, sched) else {
            return CacheRes::Retry;
        };
        self.modify(i, |cl, _| {
            cl.present |= mask;
            if let Some(p) = pin_flag {
                pin(cl, p);
            }
        });
        CacheRes::Done
    }

    /// `read` (T:L737-743): all bytes valid → copy them to `out` and unpin; else pin and Retry.
    pub fn read(
        &mut self,
        key: u64,
        off: u32,
        size: u32,
        pin_flag: &mut Pin,
        out: &mut [u8],
    ) -> CacheRes {
        let Some(i) = self.find(key) else {
            return CacheRes::Fail("read of an address that is not cached");
        };
        let mask = range_mask(off, size);
        if self.lines[i].present & mask != mask {
            return CacheRes::Fail("read of bytes that are not reserved");
        }
        if self.lines[i].valid & mask == mask {
            let (o, s) = (off as usize, size as usize);
            out[..s].copy_from_slice(&self.line_data(i)[o..o + s]);
            self.modify(i, |cl, _| unpin(cl, pin_flag));
            CacheRes::Done
        } else {
            self.modify(i, |cl, _| pin(cl, pin_flag));
            CacheRes::Retry
        }
    }

    /// `write` (T:L717-719, T:L745-753): reserve unpinned if needed (Retry if no line is free),
    /// then write; bytes that are valid and equal stay as they are (a same-value write keeps them clean).
    pub fn write(
        &mut self,
        key: u64,
        off: u32,
        bytes: &[u8],
        sched: &mut dyn Scheduler,
    ) -> CacheRes {
        let Some(i) = self.line_for(key, sched) else {
            return CacheRes::Retry;
        };
        let mask = range_mask(off, bytes.len() as u32);
        self.modify(i, |cl, d| {
            if cl.valid & mask == 0 {
                // No byte of the range is valid (the usual case): all of them are written.
                d[off as usize..off as usize + bytes.len()].copy_from_slice(bytes);
                cl.present |= mask;
                cl.valid |= mask;
                cl.dirty |= mask;
                return;
            }
            for (k, &b) in bytes.iter().enumerate() {
                let j = off as usize + k;
                let bit = 1u128 << j;
                if cl.valid & bit != 0 && d[j] == b {
                    continue;
                }
                d[j] = b;
                cl.present |= bit;
                cl.valid |= bit;
                cl.dirty |= bit;
            }
        });
        CacheRes::Done
    }

    /// Write only the bytes of `mask` from a full line image `src` (the write of (wbL1), T:L1358).
    pub fn write_masked(
        &mut self,
        key: u64,
        mask: Mask,
        src: &[u8],
        sched: &mut dyn Scheduler,
    ) -> CacheRes {
        let Some(i) = self.line_for(key, sched) else {
            return CacheRes::Retry;
        };
        self.modify(i, |cl, d| {
            for j in 0..d.len() {
                let bit = 1u128 << j;
                if mask & bit == 0 || (cl.valid & bit != 0 && d[j] == src[j]) {
                    continue;
                }
                d[j] = src[j];
                cl.present |= bit;
                cl.valid |= bit;
                cl.dirty |= bit;
            }
        });
        CacheRes::Done
    }

    /// `update` (T:L755-761): fill reserved, invalid bytes with `bytes`, clean; valid bytes hold newer
    /// data and are kept. Pins are kept (readers unpin themselves).
    pub fn update(&mut self, key: u64, off: u32, bytes: &[u8]) -> CacheRes {
        let Some(i) = self.find(key) else {
            return CacheRes::Fail("update of an address that is not cached");
        };
        let mask = range_mask(off, bytes.len() as u32);
        if self.lines[i].present & mask != mask {
            return CacheRes::Fail("update of bytes that are not reserved");
        }
        self.modify(i, |cl, d| {
            if cl.valid & mask == 0 {
                // No byte of the range is valid (the usual case): all of them are filled.
                d[off as usize..off as usize + bytes.len()].copy_from_slice(bytes);
                cl.valid |= mask;
                return;
            }
            for (k, &b) in bytes.iter().enumerate() {
                let j = off as usize + k;
                let bit = 1u128 << j;
                if cl.valid & bit == 0 {
                    d[j] = b;
                    cl.valid |= bit;
                }
            }
        });
        CacheRes::Done
    }

    /// Clear the bytes of `mask`; a line left with no reserved byte becomes `init`.
    fn clear_bytes(&mut self, i: usize, mask: Mask, discard: bool) {
        let l = &self.lines[i];
        if l.present & !mask == 0 {
            self.reset(i, discard);
        } else {
            self.modify(i, |cl, _| {
                cl.present &= !mask;
                cl.valid &= !mask;
                cl.dirty &= !mask;
            });
        }
    }

    /// `evict` (T:L763-769): not cached → no-op; dirty or pinned → Retry; else drop (class ignored).
    pub fn evict(&mut self, key: u64, mask: Mask) -> CacheRes {
        let Some(i) = self.find(key) else {
            return CacheRes::Done;
        };
        let l = &self.lines[i];
        if l.pinned() || l.dirty & mask != 0 || l.present & mask == 0 {
            return if l.present & mask == 0 {
                CacheRes::Done
            } else {
                CacheRes::Retry
            };
        }
        self.clear_bytes(i, mask, false);
        CacheRes::Done
    }

    /// `discard` (T:L771-779): pinned → Retry; else drop even if dirty (data loss allowed).
    pub fn discard(&mut self, key: u64, mask: Mask) -> CacheRes {
        let Some(i) = self.find(key) else {
            return CacheRes::Done;
        };
        let l = &self.lines[i];
        if l.present & mask == 0 {
            return CacheRes::Done;
        }
        if l.pinned() {
            return CacheRes::Retry;
        }
        self.clear_bytes(i, mask, true);
        CacheRes::Done
    }

    /// `classify` (T:L1121-1123): set the class of the matching line; ⊥ if not cached.
    pub fn classify(&mut self, key: u64, class: EvClass) -> CacheRes {
        let Some(i) = self.find(key) else {
            return CacheRes::Fail("classify of an address that is not cached");
        };
        self.modify(i, |cl, _| cl.class = class);
        CacheRes::Done
    }

    /// Silent eviction of line `i` ((evictL1)/(evictL2), T:L1346-1353); precondition `can_evict(i)`.
    pub fn silent_evict(&mut self, i: usize) {
        self.reset(i, false);
    }

    /// The `k`-th line satisfying `pred`, in index order.
    pub fn nth_line(&self, k: usize, pred: impl Fn(&Cache, usize) -> bool) -> Option<usize> {
        (0..self.lines.len()).filter(|&i| pred(self, i)).nth(k)
    }

    pub fn count_lines(&self, pred: impl Fn(&Cache, usize) -> bool) -> usize {
        (0..self.lines.len()).filter(|&i| pred(self, i)).count()
    }

    /// Mark line `i` clean after its write-back ((wbL1)/(wbL2), T:L1355-1368): pins and class kept.
    pub fn mark_clean(&mut self, i: usize) {
        self.modify(i, |cl, _| cl.dirty = 0);
    }

    /// Overwrite the valid bytes of `key` in `range` with host data (host copy-in, docs/design.md §7).
    pub fn host_overwrite(&mut self, key: u64, off: u32, bytes: &[u8]) {
        if let Some(i) = self.find(key) {
            self.modify(i, |cl, d| {
                for (k, &b) in bytes.iter().enumerate() {
                    let j = off as usize + k;
                    if cl.valid & (1u128 << j) != 0 {
                        d[j] = b;
                    }
                }
            });
        }
    }

    /// The structural invariants of memory invariants 1-5 for this cache. `pinners` gives, for a
    /// line key, how many operations in flight hold a pin flag for it in this cache.
    pub fn check(&self, name: &str, pinners: &dyn Fn(u64) -> u32) -> Result<(), String> {
        self.check_lines(name, pinners, 0..self.lines.len())?;
        let (mut used, mut dirty, mut busy) = (0, 0, 0);
        for cl in &self.lines {
            let s = stat(cl);
            used += s.used as u32;
            dirty += s.dirty as u32;
            busy += s.busy as u32;
        }
        if (used, dirty, busy) != (self.used, self.dirty_lines, self.busy) {
            return Err(format!("{name}: line counters out of step"));
        }
        let mut live = self.used_indices();
        live.dedup();
        let want: Vec<usize> = (0..self.lines.len())
            .filter(|&i| !self.lines[i].unused())
            .collect();
        if live.as_slice() != want.as_slice() {
            return Err(format!("{name}: list of used lines out of step"));
        }
        let lb = self.line_bytes as usize;
        if (0..self.lines.len()).any(|i| {
            self.lines[i].unused() && self.data[i * lb..i * lb + lb].iter().any(|&b| b != 0)
        }) {
            return Err(format!("{name}: an unused line holds data"));
        }
        Ok(())
    }

    /// The lines changed since the last call, into `out`; forget them.
    pub fn take_touched(&mut self, out: &mut Vec<u32>) {
        out.clear();
        for &i in &self.touched {
            self.touched_flag[i as usize] = false;
        }
        std::mem::swap(out, &mut self.touched);
    }

    /// Items 1-5 for the given lines only (the incremental check after one transition).
    pub fn check_lines(
        &self,
        name: &str,
        pinners: &dyn Fn(u64) -> u32,
        which: impl IntoIterator<Item = usize>,
    ) -> Result<(), String> {
        if let Some(v) = &self.violation {
            return Err(format!("{name}: {v}"));
        }
        if self.lines.len() != self.capacity
            || self.data.len() != self.capacity * self.line_bytes as usize
        {
            return Err(format!("{name}: cache size changed"));
        }
        for i in which {
            let cl = &self.lines[i];
            match cl.key() {
                None => {
                    if !cl.is_init() {
                        return Err(format!("{name}: unused line {i} is not init"));
                    }
                }
                Some(k) => {
                    if !self.set_of(k).contains(&i) {
                        return Err(format!("{name}: line {i} outside its set"));
                    }
                    if self.set_of(k).any(|j| j != i && self.lines[j].tag == k) {
                        return Err(format!("{name}: two lines for address {k:#x}"));
                    }
                    if cl.present == 0 {
                        return Err(format!("{name}: used line {i} reserves no byte"));
                    }
                }
            }
            if cl.dirty & !cl.valid != 0 || cl.valid & !cl.present != 0 {
                return Err(format!("{name}: line {i}: dirty ⊄ valid ⊄ reserved"));
            }
            if cl.present & !cl.valid != 0 && !cl.pinned() {
                return Err(format!("{name}: line {i} awaits a fill but nobody pins it"));
            }
            // The pin set is the operations in flight that flag the line: an operation that
            // finished, or a flag without its count (or the reverse), shows as a difference.
            let flagged = cl.key().map_or(0, pinners);
            if cl.pins != flagged {
                return Err(format!(
                    "{name}: line {i} counts {} pins but {flagged} operations in flight pin it",
                    cl.pins
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The config counts each line's state and key as `CACHE_LINE_OVERHEAD` bytes when it
    /// bounds the memory the caches take.
    #[test]
    fn line_bookkeeping_fits_the_configs_estimate() {
        let per_line = std::mem::size_of::<CacheLine>() + std::mem::size_of::<u64>();
        assert!(
            per_line as u64 <= crate::config::CACHE_LINE_OVERHEAD,
            "{per_line} bytes per line"
        );
    }

    /// Copying a cache into one of the same shape that holds other lines (`clone_from`, which
    /// touches the used lines only) gives the source's lines, keys and data exactly, and the
    /// list of used lines stays in step (`check`).
    #[test]
    fn sparse_copies_equal_whole_copies() {
        let mut a = Cache::new(4096, 128, 4);
        let mut b = Cache::new(4096, 128, 4);
        let mut p = false;
        for k in 0..12u64 {
            a.write(k * 128 * 3, (k % 5) as u32, &[k as u8 + 1; 4], &mut First);
        }
        for k in 0..7u64 {
            b.reserve(k * 128 * 5 + 64, range_mask(0, 8), Some(&mut p), &mut First);
            p = false;
        }
        a.mark_clean(a.find(0).expect("written"));
        a.silent_evict(a.find(0).expect("written"));
        b.clone_from(&a);
        let whole = a.clone();
        assert_eq!(b.lines, whole.lines);
        assert_eq!(b.keys, whole.keys);
        assert_eq!(b.data, whole.data);
        assert_eq!(b.used_indices(), whole.used_indices());
        assert_eq!(b.used_lines(), 11);
        b.check("copy", &|_| 0).expect("invariants");
        // And back into an emptier one.
        let mut c = Cache::new(4096, 128, 4);
        c.clone_from(&b);
        let i = c.find(128 * 3).expect("copied");
        c.mark_clean(i);
        c.silent_evict(i);
        b.clone_from(&c);
        assert_eq!(b.lines, c.clone().lines);
        assert_eq!(b.data, c.data);
        assert_eq!(b.used_lines(), 10);
    }

    /// Always picks the first candidate.
    struct First;
    impl Scheduler for First {
        fn choose(&mut self, _: ChoiceKind, _: usize) -> usize {
            0
        }
    }
    /// Always picks the last candidate.
    struct Last;
    impl Scheduler for Last {
        fn choose(&mut self, _: ChoiceKind, n: usize) -> usize {
            n - 1
        }
    }

    const M4: Mask = 0b1111;
    /// The checker passes when the operations in flight pin no line.
    fn ok(c: &Cache) {
        c.check("test", &|_| 0).unwrap();
    }
    /// The checker passes when `flags` are the pin flags of the operations in flight, by key.
    fn ok_pinned(c: &Cache, flags: &[(u64, &Pin)]) {
        let n = |k: u64| flags.iter().filter(|(fk, p)| *fk == k && **p).count() as u32;
        c.check("test", &n).unwrap();
    }

    #[test]
    fn geometry_from_bytes_line_size_and_associativity() {
        let c = Cache::new(16 * 1024, 128, 4); // ERR-7: 128 lines, not 16384
        assert_eq!(c.lines.len(), 128);
        assert_eq!((c.sets, c.ways), (32, 4));
        let f = Cache::new(256, 32, 0); // fully associative
        assert_eq!((f.sets, f.ways), (1, 8));
    }

    #[test]
    fn reserve_takes_an_unused_line_pinned_and_invalid() {
        // T:L723-735: the reserved line has the address, no valid data, not dirty, pinned by mid.
        let mut c = Cache::new(64, 32, 2);
        let mut p7 = false;
        assert_eq!(
            c.reserve(0x40, M4, Some(&mut p7), &mut First),
            CacheRes::Done
        );
        let i = c.find(0x40).unwrap();
        let l = &c.lines[i];
        assert_eq!((l.present, l.valid, l.dirty, l.pins), (M4, 0, 0, 1));
        assert!(p7);
        assert!(c.is_cached(0x40, M4));
        assert!(!c.is_cached(0x40, 0b1_0000)); // other bytes not reserved
        ok_pinned(&c, &[(0x40, &p7)]);
        assert!(c.check("t", &|_| 0).is_err(), "a pin nobody holds");
    }

    #[test]
    fn reserve_of_a_cached_address_joins_instead_of_sticking() {
        // ERR-6 proposal: a second reserve pins and continues (the literal reading is ⊥).
        let mut c = Cache::new(64, 32, 2);
        let (mut p1, mut p2) = (false, false);
        c.reserve(0x40, M4, Some(&mut p1), &mut First);
        assert_eq!(
            c.reserve(0x40, M4, Some(&mut p2), &mut First),
            CacheRes::Done
        );
        assert_eq!(c.lines[c.find(0x40).unwrap()].pins, 2);
        assert_eq!(c.used_lines(), 1);
        // A set: the same operation pinning again adds nothing (T:L697).
        c.reserve(0x40, M4, Some(&mut p2), &mut First);
        assert_eq!(c.lines[c.find(0x40).unwrap()].pins, 2);
        ok_pinned(&c, &[(0x40, &p1), (0x40, &p2)]);
    }

    #[test]
    fn reserve_retries_when_every_eligible_line_is_dirty_or_pinned() {
        // T:L723 (expected failure ε) and T:L713-715 (dirty or pinned ⇒ not evictable).
        let mut c = Cache::new(64, 32, 2); // one set of two lines
        let (mut p1, mut p3) = (false, false);
        c.reserve(0x00, M4, Some(&mut p1), &mut First); // pinned
        c.write(0x20, 0, &[1, 2, 3, 4], &mut First); // dirty
        assert_eq!(
            c.reserve(0x40, M4, Some(&mut p3), &mut First),
            CacheRes::Retry
        );
        assert!(!p3, "a refused reserve pins nothing");
        assert_eq!(c.write(0x40, 0, &[9], &mut First), CacheRes::Retry);
        assert!(c.find(0x00).is_some() && c.find(0x20).is_some());
        // After the dirty line is cleaned (a write-back), it is evictable and reserve succeeds.
        let i = c.find(0x20).unwrap();
        c.mark_clean(i);
        assert_eq!(
            c.reserve(0x40, M4, Some(&mut p3), &mut First),
            CacheRes::Done
        );
        assert!(c.find(0x20).is_none() && c.find(0x00).is_some());
        assert!(c.violation.is_none());
        ok_pinned(&c, &[(0x00, &p1), (0x40, &p3)]);
    }

    #[test]
    fn eviction_prefers_clean_first_class_lines() {
        // T:L665: lines of class first are evicted before normal ones.
        let mut c = Cache::new(64, 32, 2);
        c.write(0x00, 0, &[1], &mut First);
        c.write(0x20, 0, &[2], &mut First);
        for k in [0x00, 0x20] {
            let i = c.find(k).unwrap();
            c.mark_clean(i);
        }
        c.classify(0x20, EvClass::First);
        assert!(!c.can_evict(c.find(0x00).unwrap()));
        assert!(c.can_evict(c.find(0x20).unwrap()));
        // Even a scheduler that picks the last candidate can only take the first-class line.
        assert_eq!(c.reserve(0x40, M4, None, &mut Last), CacheRes::Done);
        assert!(c.find(0x00).is_some() && c.find(0x20).is_none());
    }

    #[test]
    fn read_pins_while_invalid_and_unpins_when_valid() {
        // T:L737-743.
        let mut c = Cache::new(64, 32, 2);
        let mut out = [0u8; 8];
        let (mut p1, mut p5) = (false, false);
        assert_eq!(
            c.read(0x40, 0, 4, &mut p5, &mut out),
            CacheRes::Fail("read of an address that is not cached")
        );
        c.reserve(0x40, M4, Some(&mut p1), &mut First);
        assert_eq!(c.read(0x40, 0, 4, &mut p5, &mut out), CacheRes::Retry);
        assert_eq!(c.lines[c.find(0x40).unwrap()].pins, 2);
        assert_eq!(c.read(0x40, 0, 4, &mut p5, &mut out), CacheRes::Retry);
        assert_eq!(c.lines[c.find(0x40).unwrap()].pins, 2, "pinned once");
        ok_pinned(&c, &[(0x40, &p1), (0x40, &p5)]);
        assert_eq!(c.update(0x40, 0, &[1, 2, 3, 4]), CacheRes::Done);
        assert_eq!(c.read(0x40, 0, 4, &mut p5, &mut out), CacheRes::Done);
        assert_eq!(&out[..4], &[1, 2, 3, 4]);
        assert_eq!(c.lines[c.find(0x40).unwrap()].pins, 1);
        assert!(p1 && !p5);
        ok_pinned(&c, &[(0x40, &p1), (0x40, &p5)]);
    }

    #[test]
    fn write_into_a_reserved_line_wins_over_the_later_fill() {
        // T:L745-747 and T:L755-761: update never overwrites newer written data.
        let mut c = Cache::new(64, 32, 2);
        c.reserve(0x40, M4, Some(&mut false), &mut First);
        assert_eq!(c.write(0x40, 0, &[9, 9, 9, 9], &mut First), CacheRes::Done);
        c.update(0x40, 0, &[1, 2, 3, 4]);
        let i = c.find(0x40).unwrap();
        assert_eq!(&c.line_data(i)[..4], &[9, 9, 9, 9]);
        assert_eq!(c.lines[i].dirty, M4);
        assert_eq!(
            c.update(0x80, 0, &[1]),
            CacheRes::Fail("update of an address that is not cached")
        );
    }

    #[test]
    fn same_value_write_keeps_the_line_clean() {
        // T:L717-719.
        let mut c = Cache::new(64, 32, 2);
        c.reserve(0x40, M4, Some(&mut false), &mut First);
        c.update(0x40, 0, &[1, 2, 3, 4]);
        c.write(0x40, 0, &[1, 2, 3, 4], &mut First);
        assert_eq!(c.lines[c.find(0x40).unwrap()].dirty, 0);
        c.write(0x40, 0, &[1, 2, 3, 5], &mut First);
        assert_eq!(c.lines[c.find(0x40).unwrap()].dirty, 0b1000);
    }

    #[test]
    fn evict_waits_for_dirty_or_pinned_lines_and_ignores_absent_ones() {
        // T:L763-769.
        let mut c = Cache::new(64, 32, 2);
        assert_eq!(c.evict(0x40, M4), CacheRes::Done);
        c.write(0x40, 0, &[1, 2, 3, 4], &mut First);
        assert_eq!(c.evict(0x40, M4), CacheRes::Retry);
        c.mark_clean(c.find(0x40).unwrap());
        let mut p3 = false;
        c.reserve(0x40, M4, Some(&mut p3), &mut First);
        assert_eq!(c.evict(0x40, M4), CacheRes::Retry);
        let mut out = [0u8; 8];
        c.read(0x40, 0, 4, &mut p3, &mut out);
        assert_eq!(c.evict(0x40, M4), CacheRes::Done);
        assert_eq!(c.used_lines(), 0);
        ok(&c);
    }

    #[test]
    fn discard_drops_dirty_data_but_not_pinned_lines() {
        // T:L771-779.
        let mut c = Cache::new(64, 32, 2);
        c.write(0x40, 0, &[1, 2, 3, 4], &mut First);
        assert_eq!(c.discard(0x40, M4), CacheRes::Done);
        assert!(c.find(0x40).is_none());
        assert!(c.violation.is_none());
        let mut p1 = false;
        c.reserve(0x40, M4, Some(&mut p1), &mut First);
        assert_eq!(c.discard(0x40, M4), CacheRes::Retry);
        ok_pinned(&c, &[(0x40, &p1)]);
    }

    #[test]
    fn classify_needs_a_cached_line() {
        // T:L1121-1123: only the matching case is defined, else ⊥.
        let mut c = Cache::new(64, 32, 2);
        assert!(matches!(
            c.classify(0x40, EvClass::First),
            CacheRes::Fail(_)
        ));
        c.reserve(0x40, M4, Some(&mut false), &mut First);
        assert_eq!(c.classify(0x40, EvClass::First), CacheRes::Done);
        assert_eq!(c.lines[c.find(0x40).unwrap()].class, EvClass::First);
    }

    #[test]
    fn a_remembered_lookup_follows_every_change_of_a_key() {
        // `find` answers from its memo while no line's key changed: after every operation of a
        // random sequence it must agree with a search of the set, for present and absent keys;
        // and the evictable ways of a set, found in one scan, must be `can_evict` line by line.
        let mut c = Cache::new(512, 32, 4); // 4 sets of 4 ways
        let mut seed = 0x5eed_cafe_u64;
        let mut rnd = |n: u64| crate::testrand::xorshift(&mut seed) % n;
        let mut pins = [false; 16];
        let mut out = [0u8; 8];
        for step in 0..4000 {
            let k = rnd(16) as usize;
            let key = k as u64 * 32;
            let _ = c.find(key); // remembered before the operation
            match rnd(7) {
                0 => _ = c.reserve(key, M4, Some(&mut pins[k]), &mut First),
                1 => _ = c.read(key, 0, 4, &mut pins[k], &mut out),
                2 => _ = c.update(key, 0, &[1, 2, 3, 4]),
                3 => _ = c.write(key, 4, &[step as u8], &mut Last),
                4 => _ = c.evict(key, M4),
                5 => _ = c.classify(key, EvClass::First),
                _ => {
                    if let Some(i) = c.find(key) {
                        c.mark_clean(i);
                        if c.can_evict(i) {
                            c.silent_evict(i);
                        }
                    }
                }
            }
            for k2 in 0..16u64 {
                let s = c.search(k2 * 32);
                let want = (s != NO_LINE).then_some(s as usize);
                assert_eq!(c.find(k2 * 32), want, "key {k2} after step {step}");
            }
            for set in 0..4 {
                let ways = c.evictable_ways(set * 4..set * 4 + 4);
                for j in 0..4 {
                    let want = c.can_evict(set * 4 + j);
                    let got = ways.contains(&(set * 4 + j));
                    assert_eq!(got, want, "set {set} way {j} after step {step}");
                }
            }
        }
        assert!(c.violation.is_none());
    }

    #[test]
    fn dropping_a_dirty_line_is_reported_by_the_checker() {
        let mut c = Cache::new(64, 32, 2);
        c.write(0x40, 0, &[1], &mut First);
        let i = c.find(0x40).unwrap();
        c.silent_evict(i); // precondition violated on purpose
        assert!(c.check("t", &|_| 0).is_err());
    }
}
