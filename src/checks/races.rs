//! Data races (docs/design.md §13, after GPUVerify: Collingbourne et al., ESOP 2013; Bardsley and Donaldson, NFM 2014): two accesses by
//! different threads to overlapping bytes, at least one a write, not both atomic, and not
//! ordered by a barrier of their block. Accesses are observed when they are issued (after memOp,
//! T:L2760), with the barrier interval (epoch) of their block at that moment; accesses of the same
//! block in different intervals are ordered, accesses of different blocks never are.
//!
//! Beyond barriers, synchronisation through strong operations orders accesses (the PTX memory
//! model's morally-strong operations; a deviation from GPUVerify, which knows barriers only):
//! an atomic or volatile write
//! releases (the location's sync clock joins the warp's vector clock), an atomic or volatile read
//! acquires (the warp's clock joins the location's), a completed barrier joins the clocks of its
//! block's warps. Clocks are per warp (threads of one warp are not ordered by them: intra-warp
//! pairs are ordered by barriers only, as in GPUVerify); under independent thread scheduling
//! they are per thread, so a lock orders the lanes of one warp as it orders warps. Lock-protected critical sections
//! (`atomicCAS` ... `atomicExch`) are thereby race-free, and after a volatile flag hand-off
//! only the flag itself is reported (volatile accesses still race with each other, as in
//! GPUVerify: a volatile `B[x]++` loses updates).
//!
//! Shadow memory per byte (global and shared; local, param and const memory cannot race): the
//! last write and up to [`MAX_READS`] reads since, of distinct threads. A race names both
//! accesses, whether the threads share a warp (intra-warp, reported as its own kind since
//! warp-synchronous code is common), and whether they happened in the same loop iteration
//! (equal counts of backward branches taken by the two threads) or across iterations.

use crate::fasthash::FastBuild;
use crate::memory::{MemKind, MemReq};
use crate::program::env::ProgEnv;
use crate::program::ir::StateSpace;
use crate::verdict::{Diag, Kind};
use serde_json::json;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// Reads kept per byte; with two reads of distinct threads, any later write by a third thread
/// conflicts with at least one of them.
pub const MAX_READS: usize = 4;
/// Reports kept per run (one per pair of instructions and kind).
pub const MAX_REPORTS: usize = 16;

/// One observed access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub block: u32,
    pub warp: u32,
    pub lane: u32,
    pub pc: u32,
    /// Barrier interval of the block when the access was issued.
    pub epoch: u32,
    /// Backward branches the thread had taken (loop iteration).
    pub iter: u32,
    /// `bar.warp.sync` steps of its warp before the access (its warp-sync interval).
    pub wsync: u32,
    pub write: bool,
    pub atomic: bool,
    /// Atomic or volatile (a strong operation).
    pub strong: bool,
    /// The own clock of the access's warp (under ITS: of its thread) at the access.
    pub clock: u32,
    pub addr: u64,
    pub size: u8,
}

impl Access {
    fn same_thread(&self, o: &Access) -> bool {
        self.block == o.block && self.warp == o.warp && self.lane == o.lane
    }
    fn kind(&self) -> &'static str {
        match (self.atomic, self.write) {
            (true, _) => "atomic",
            (false, true) => "write",
            (false, false) => "read",
        }
    }
}

/// The last write and the reads since. One read is stored inline: explore copies the detector
/// with every state, and a heap allocation per touched byte dominated that copy.
#[derive(Default, Clone)]
struct Cell {
    write: Option<Access>,
    /// The byte the last plain write stored (benign write-write races store equal bytes).
    wval: u8,
    reads: smallvec::SmallVec<[Access; 1]>,
}

/// (space tag, block for shared memory, address) of a location or page.
type Loc = (u8, u32, u64);

/// Bytes per page of shadow cells (a power of two).
const PAGE: u64 = 16;
type Page = [Cell; PAGE as usize];

/// The race detector's state.
#[derive(Default)]
pub struct RaceDetector {
    /// (space tag, block for shared memory, page address) → the page's [`PAGE`] cells, one per
    /// byte. Looked up only, never iterated. Shared between explored states until one of them
    /// writes (copy on write, per table and per page): a state whose step touched no memory
    /// keeps its parent's tables, and one that did copies the table of page pointers and the
    /// pages it touched, not every cell.
    cells: Arc<HashMap<Loc, Arc<Page>, FastBuild>>,
    seen: Arc<HashSet<(u32, u32, bool, bool)>>,
    pub diags: Vec<Diag>,
    /// Races found, including those not reported again.
    pub found: u64,
    /// Vector clocks per global warp (`block × warps per block + warp`), one entry per warp;
    /// empty when the launch has more than [`MAX_VC_WARPS`] warps (barriers only then).
    vc: Vec<Vec<u32>>,
    /// Sync clocks per (space tag, block for shared, address) of strong writes.
    sync: Arc<HashMap<Loc, Vec<u32>, FastBuild>>,
    /// Per warp: locations of its strong reads, acquired again at the warp's next access (an
    /// atomic issued before the releasing write may still read it: the acquire takes effect when
    /// the result is used, which is after the operation completed).
    pending_acq: Vec<Vec<(u8, u32, u64)>>,
    wpb: u32,
    /// `--races strict`: report benign races as races.
    strict: bool,
    /// Independent thread scheduling (docs/its.md): the lanes of a warp do not step together,
    /// so a race between two of them is a `data_race` like any other (the details keep the
    /// scope `intra_warp`).
    pub its: bool,
    /// Clock units per warp: 1 (clocks per warp), or under independent thread scheduling the
    /// warp size (clocks per thread: a lane's strong operations order its own accesses, not its
    /// warp mates', which no longer step with it).
    unit_lanes: u32,
}
crate::reuse::clone_reusing!(RaceDetector {
    cells,
    seen,
    diags,
    found,
    vc,
    sync,
    pending_acq,
    wpb,
    strict,
    its,
    unit_lanes
});

/// One grid of a run whose grids overlap in time (launches in several streams): the checks
/// number the blocks of all grids in one space, grid `gid` owning `base..base + blocks`. The
/// checks keep the table ([`crate::checks::runtime::Checker`]); the detector reads it to order
/// grids of one stream and to name an access's grid. Empty for one grid at a time.
#[derive(Clone, Copy, Debug)]
pub struct GridSpan {
    pub gid: u32,
    pub stream: u32,
    pub base: u32,
    pub blocks: u32,
    pub threads_per_block: u32,
}

/// The grid whose blocks include `block` (a number of the shared space).
pub fn span_of(grids: &[GridSpan], block: u32) -> Option<&GridSpan> {
    grids
        .iter()
        .find(|g| (g.base..g.base + g.blocks).contains(&block))
}

/// Accesses of two grids of one stream are ordered: the later grid started after the earlier one
/// completed and its memory operations landed (the kernel boundary).
fn stream_ordered(grids: &[GridSpan], a: &Access, b: &Access) -> bool {
    match (span_of(grids, a.block), span_of(grids, b.block)) {
        (Some(x), Some(y)) => x.gid != y.gid && x.stream == y.stream,
        _ => false,
    }
}

/// Vector clocks cost warps² memory; beyond this many warps only barriers order accesses.
pub const MAX_VC_WARPS: usize = 2048;

fn join(a: &mut [u32], b: &[u32]) {
    for (x, y) in a.iter_mut().zip(b) {
        *x = (*x).max(*y);
    }
}

/// Two accesses race by docs/design.md §13 (not ordered by a barrier, not both atomic), unless `b`
/// happens before `a` through synchronisation (`hb`). `hb` tells whether `b` happens before `a` through synchronisation.
pub fn conflicts(a: &Access, b: &Access, hb: bool) -> bool {
    !a.same_thread(b)
        && (a.write || b.write)
        && !(a.atomic && b.atomic)
        && !(a.block == b.block && a.epoch != b.epoch)
        && !(a.block == b.block && a.warp == b.warp && a.wsync != b.wsync)
        && !hb
}

/// Why a race cannot change a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Benign {
    /// Two plain writes of the same bytes.
    SameBytes,
    /// A plain read whose value only feeds a compare-and-swap on its address
    /// (`ProgEnv::cas_validated`), and an atomic write.
    CasRead,
}

/// A plain read and an atomic write, the read validated by a CAS (the programming guide's CAS
/// loop): `Some(CasRead)`.
fn cas_read(x: &Access, y: &Access, prog: &ProgEnv) -> Option<Benign> {
    let (read, other) = match (x.write, y.write) {
        (false, true) => (x, y),
        (true, false) => (y, x),
        _ => return None,
    };
    (other.atomic && !read.atomic && prog.cas_validated(read.pc)).then_some(Benign::CasRead)
}

impl RaceDetector {
    pub fn new(blocks: u32, warps_per_block: u32, strict: bool) -> RaceDetector {
        let n = (blocks as usize).saturating_mul(warps_per_block as usize);
        let vc = if n <= MAX_VC_WARPS {
            (0..n)
                .map(|i| {
                    let mut v = vec![0u32; n];
                    v[i] = 1;
                    v
                })
                .collect()
        } else {
            Vec::new()
        };
        RaceDetector {
            pending_acq: vec![Vec::new(); vc.len()],
            vc,
            wpb: warps_per_block,
            strict,
            its: false,
            unit_lanes: 1,
            ..Default::default()
        }
    }

    /// Switch to independent thread scheduling (docs/its.md) before the first access: races
    /// between lanes of one warp are `data_race`s, and the vector clocks are kept per thread
    /// (`warp_size` units per warp; barriers only beyond [`MAX_VC_WARPS`] units).
    pub fn set_its(&mut self, warp_size: u32) {
        if self.its {
            return;
        }
        self.its = true;
        let ws = warp_size.max(1);
        let n = self.vc.len().saturating_mul(ws as usize);
        if n == 0 || n > MAX_VC_WARPS {
            self.vc.clear();
            self.pending_acq.clear();
            return;
        }
        self.unit_lanes = ws;
        self.vc = (0..n)
            .map(|i| {
                let mut v = vec![0u32; n];
                v[i] = 1;
                v
            })
            .collect();
        self.pending_acq = vec![Vec::new(); n];
        self.sync = Default::default();
    }

    /// The clock unit of an access: its warp, or under ITS its thread.
    fn unit(&self, block: u32, warp: u32, lane: u32) -> usize {
        let u = self.unit_lanes.max(1);
        ((block * self.wpb + warp) * u + if u > 1 { lane % u } else { 0 }) as usize
    }

    /// "block B, warp W" of an access, with its grid when several grids share the index space.
    fn place(grids: &[GridSpan], x: &Access) -> String {
        match span_of(grids, x.block) {
            Some(g) => format!(
                "grid {}, block {}, warp {}",
                g.gid,
                x.block - g.base,
                x.warp
            ),
            None => format!("block {}, warp {}", x.block, x.warp),
        }
    }

    /// Take over the reports of `old` (a detector of an earlier grid), so that a race is reported
    /// once per run.
    pub fn keep_reports_of(&mut self, old: &mut RaceDetector) {
        self.diags = std::mem::take(&mut old.diags);
        self.found = old.found;
        self.seen = std::mem::take(&mut old.seen);
    }

    /// A barrier completed in `block`: join its warps' clocks, then advance each own clock.
    pub fn barrier(&mut self, block: u32) {
        if self.vc.is_empty() {
            return;
        }
        let u = self.unit_lanes.max(1);
        let s = (block * self.wpb * u) as usize;
        let e = s + (self.wpb * u) as usize;
        if e > self.vc.len() {
            return;
        }
        let mut j = self.vc[s].clone();
        for i in s + 1..e {
            join(&mut j, &self.vc[i]);
        }
        for i in s..e {
            self.vc[i].copy_from_slice(&j);
            self.vc[i][i] += 1;
        }
    }

    /// The acquires of clock unit `g` still pending take effect (its clock joins the
    /// locations' sync clocks).
    fn take_pending(&mut self, g: usize) {
        if let Some(keys) = self.pending_acq.get_mut(g) {
            if !keys.is_empty() {
                let keys = std::mem::take(keys);
                for k in &keys {
                    if let Some(sv) = self.sync.get(k) {
                        join(&mut self.vc[g], sv);
                    }
                }
                self.pending_acq[g] = keys;
                self.pending_acq[g].clear();
            }
        }
    }

    /// `bar.warp.sync` of warp `warp` in `block`. Under independent thread scheduling the clocks
    /// are per thread: the lanes' pending acquires take effect, then their clocks are joined and
    /// advanced, as [`RaceDetector::barrier`] does for a block, since the instruction orders the
    /// memory accesses of the lanes taking part (PTX ISA; the lanes of a warp step it together).
    /// Like the per-warp count of these syncs ([`conflicts`]), it takes every lane of the warp
    /// as taking part. Under SIMT the clock is the warp's already: nothing to do.
    pub fn warp_sync(&mut self, block: u32, warp: u32) {
        let u = self.unit_lanes.max(1) as usize;
        if u <= 1 || self.vc.is_empty() {
            return;
        }
        let s = (block * self.wpb + warp) as usize * u;
        let e = s + u;
        if e > self.vc.len() {
            return;
        }
        for g in s..e {
            self.take_pending(g);
        }
        let mut j = self.vc[s].clone();
        for i in s + 1..e {
            join(&mut j, &self.vc[i]);
        }
        for i in s..e {
            self.vc[i].copy_from_slice(&j);
            self.vc[i][i] += 1;
        }
    }

    /// Acquire/release of a strong access by warp `g` at `key`.
    fn sync_op(&mut self, g: usize, key: (u8, u32, u64), read: bool, write: bool) {
        if g >= self.vc.len() {
            return;
        }
        if read {
            if let Some(sv) = self.sync.get(&key) {
                join(&mut self.vc[g], sv);
            }
            if !self.pending_acq[g].contains(&key) {
                self.pending_acq[g].push(key);
            }
        }
        if write {
            let v = &self.vc[g];
            let sv = Arc::make_mut(&mut self.sync)
                .entry(key)
                .or_insert_with(|| vec![0; v.len()]);
            join(sv, v);
            self.vc[g][g] += 1;
        }
    }
    /// Record one issued request and compare it with the shadow memory.
    /// `grids`: the grids of a run with several streams ([`GridSpan`]); `r.who.block` is a
    /// number of their shared space then.
    #[allow(clippy::too_many_arguments)]
    pub fn access(
        &mut self,
        r: &MemReq,
        (epoch, wsync): (u32, u32),
        iter: u32,
        prog: &ProgEnv,
        warp_size: u32,
        grids: &[GridSpan],
    ) {
        let tag = match r.space {
            StateSpace::Global => 0u8,
            StateSpace::Shared => 1,
            _ => return,
        };
        let g = self.unit(r.who.block, r.who.warp, r.who.lane);
        self.take_pending(g);
        let strong = r.volatile || matches!(r.kind, MemKind::Atomic(_));
        let clock = self.vc.get(g).and_then(|v| v.get(g)).copied().unwrap_or(0);
        let a = Access {
            strong,
            clock,
            block: r.who.block,
            warp: r.who.warp,
            lane: r.who.lane,
            pc: r.pc,
            epoch,
            iter,
            wsync,
            write: !matches!(r.kind, MemKind::Load),
            // A memory-order-qualified `ld`/`st` is an atomic load or store of the PTX memory
            // model: morally strong with the other atomics (scopes are not compared).
            atomic: matches!(r.kind, MemKind::Atomic(_))
                || prog.index(r.pc).is_some_and(|i| prog.src[i].ordered),
            addr: r.addr,
            size: r.size,
        };
        let blk = if tag == 1 { r.who.block } else { 0 };
        // The first conflict that is a race, and the first benign one (a plain write-write
        // pair whose writes store the same byte): a request with a real conflict on any byte is
        // reported as a race, one with only benign conflicts as a benign race.
        let mut race: Option<Access> = None;
        let mut benign: Option<(Access, Benign)> = None;
        // An earlier access `b` happens before this one: through the vector clocks (another
        // warp's access this warp has synchronised with) or through stream order.
        let (vc, wpb, u) = (&self.vc, self.wpb, self.unit_lanes.max(1));
        let ordered = |b: &Access| {
            let gb = ((b.block * wpb + b.warp) * u + if u > 1 { b.lane % u } else { 0 }) as usize;
            gb != g
                && vc
                    .get(g)
                    .and_then(|v| v.get(gb))
                    .is_some_and(|&c| b.clock <= c)
                || stream_ordered(grids, &a, b)
        };
        let cells = Arc::make_mut(&mut self.cells);
        let end = r.addr + r.size.max(1) as u64;
        // Page by page, each looked up once (an aligned access lies in one page).
        let mut base = r.addr & !(PAGE - 1);
        'pages: while base < end {
            let page = Arc::make_mut(cells.entry((tag, blk, base)).or_default());
            for byte in r.addr.max(base)..end.min(base + PAGE) {
                // Little-endian: byte k of the access is bits 8k.. of the stored value.
                let val = (r.value >> (8 * ((byte - r.addr) % 8))) as u8;
                let cell = &mut page[(byte & (PAGE - 1)) as usize];
                // This byte's conflicts: the first that is a race, else the first benign one.
                let mut real: Option<Access> = None;
                let mut harmless: Option<(Access, Benign)> = None;
                let mut consider = |b: Access, why: Option<Benign>| match why {
                    Some(w) if !self.strict => {
                        harmless.get_or_insert((b, w));
                    }
                    _ => {
                        real.get_or_insert(b);
                    }
                };
                if let Some(w) = cell.write {
                    if conflicts(&a, &w, ordered(&w)) {
                        let same_bytes =
                            a.write && !a.atomic && !w.atomic && r.size <= 8 && cell.wval == val;
                        let why = if same_bytes {
                            Some(Benign::SameBytes)
                        } else {
                            cas_read(&a, &w, prog)
                        };
                        consider(w, why);
                    }
                }
                // A benign conflict with the last write does not hide a read the write races with.
                if a.write {
                    for b in &cell.reads {
                        if conflicts(&a, b, ordered(b)) {
                            consider(*b, cas_read(&a, b, prog));
                        }
                    }
                }
                if a.write {
                    cell.write = Some(a);
                    cell.wval = val;
                    cell.reads.clear();
                } else if let Some(i) = cell.reads.iter().position(|b| b.same_thread(&a)) {
                    cell.reads[i] = a;
                } else if cell.reads.len() < MAX_READS {
                    cell.reads.push(a);
                } else {
                    cell.reads[(byte as usize) % MAX_READS] = a;
                }
                if real.is_some() {
                    race = real;
                    break 'pages;
                }
                if benign.is_none() {
                    benign = harmless;
                }
            }
            base += PAGE;
        }
        if let Some(b) = race {
            self.report(&b, &a, tag, prog, warp_size, None, grids);
        } else if let Some((b, why)) = benign {
            self.report(&b, &a, tag, prog, warp_size, Some(why), grids);
        }
        if strong {
            // One sync location per access (its first byte).
            let atomic = matches!(r.kind, MemKind::Atomic(_));
            self.sync_op(g, (tag, blk, r.addr), atomic || !a.write, a.write);
        }
    }

    /// Report a race between `first` and `second`; `benign`: why it cannot change a result
    /// (the kind `benign_race`, a warning).
    #[allow(clippy::too_many_arguments)]
    fn report(
        &mut self,
        first: &Access,
        second: &Access,
        tag: u8,
        prog: &ProgEnv,
        ws: u32,
        benign: Option<Benign>,
        grids: &[GridSpan],
    ) {
        self.found += 1;
        let intra = first.block == second.block && first.warp == second.warp;
        let key = (
            first.pc.min(second.pc),
            first.pc.max(second.pc),
            intra,
            benign.is_some(),
        );
        if self.diags.len() >= MAX_REPORTS || !Arc::make_mut(&mut self.seen).insert(key) {
            return;
        }
        let space = if tag == 1 { "shared" } else { "global" };
        // A texture fetch reads like a load (the device hands the race check the texels it
        // samples); named as what it is.
        let kind = |x: &Access| match prog.instr(x.pc) {
            Some(crate::program::ir::Instr::Runtime {
                func: crate::program::ir::RtFunc::Tex(_),
                ..
            }) => "texture fetch",
            _ => x.kind(),
        };
        let iteration = if first.iter == second.iter {
            "same_iteration"
        } else {
            "across_iterations"
        };
        let desc = |x: &Access| {
            let g = span_of(grids, x.block);
            json!({
                "grid": g.map(|g| g.gid),
                "line": prog.line(x.pc),
                "instruction": prog.instr(x.pc).map(|i| format!("{i:?}")).unwrap_or_default(),
                "pc": x.pc,
                "kind": kind(x),
                "block": x.block - g.map_or(0, |g| g.base),
                "warp": x.warp,
                "lane": x.lane,
                "thread": x.warp * ws + x.lane,
                "address": format!("{:#x}", x.addr),
                "bytes": x.size,
                "barrier_interval": x.epoch,
                "loop_iteration": x.iter,
            })
        };
        let (l1, l2) = (prog.line(first.pc), prog.line(second.pc));
        let mut lines = vec![l1, l2];
        lines.sort_unstable();
        lines.dedup();
        let message = format!(
            "{}{} race on {space} {:#x}: {} at line {l1} by thread {} ({}) and {} at line {l2} by thread {} ({}), {}{}",
            if benign.is_some() { "benign " } else { "" },
            if intra { "intra-warp" } else { "inter-warp" },
            second.addr.max(first.addr),
            kind(first),
            first.warp * ws + first.lane,
            Self::place(grids, first),
            kind(second),
            second.warp * ws + second.lane,
            Self::place(grids, second),
            if first.iter == second.iter { "in the same loop iteration" } else { "across loop iterations" },
            match benign {
                Some(Benign::SameBytes) => "; both store the same bytes, so their order cannot change the result (--races strict reports it as a race)",
                Some(Benign::CasRead) => "; the value read only feeds a compare-and-swap on the same address, which stores only if memory still holds it (--races strict reports it as a race)",
                None => "",
            }
        );
        self.diags.push(Diag {
            kind: if benign.is_some() {
                Kind::BenignRace
            } else if intra && !self.its {
                Kind::IntraWarpRace
            } else {
                Kind::DataRace
            },
            message,
            lines,
            details: json!({
                "scope": if intra { "intra_warp" } else { "inter_warp" },
                "benign": match benign {
                    Some(Benign::SameBytes) => "same_value_writes",
                    Some(Benign::CasRead) => "read_validated_by_cas",
                    None => "",
                },
                "iteration": iteration,
                "space": space,
                "first": desc(first),
                "second": desc(second),
            }),
        });
    }
}
