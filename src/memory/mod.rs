//! The memory environment (thesis chapter 4, T:L593-1388): register files, shared memory, a per-SM
//! L1, a shared L2 and DRAM, with every memory operation a memory program advancing by micro steps
//! under the scheduler's choices.
//!
//! Contract with the device (§5.8.1, T:L2746-2764): the device turns each warp's memory actions into
//! [`MemReq`]s with physical addresses (`memOp`), hands them over with [`MemorySystem::issue`], lets
//! the environment take macro steps, and receives [`Completion`]s that write and release registers.

pub mod atom;
pub mod cache;
pub mod dram;
pub mod fermi;
pub mod lang;
pub mod programs;

pub use fermi::{FermiMemory, MemStats};

use crate::program::ir::{CacheOp, ProgAddr, RegId, StateSpace, Ty};
use crate::sched::Scheduler;
use serde::Serialize;

/// Which thread issued a request (a global key, errata B6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct ThreadRef {
    pub grid: u32,
    /// Linear block index within the grid.
    pub block: u32,
    /// Warp index within the block.
    pub warp: u32,
    pub lane: u32,
}

/// The kind of a memory request (defined with the instructions, which the thread rules turn into
/// requests of these kinds).
pub use crate::program::ir::MemKind;

/// One thread's memory request with a physical address (MemAct_Θ after `memOp`, T:L1798, T:L2760).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MemReq {
    pub kind: MemKind,
    /// Resolved state space (never `Generic`; `Param` reads the grid's parameter bank).
    pub space: StateSpace,
    pub cop: CacheOp,
    pub volatile: bool,
    pub ty: Ty,
    /// Physical address in `space`: shared = block offset `so` + address, local = `lo` + address.
    pub addr: u64,
    pub size: u8,
    /// Store value / atomic operand `b`.
    pub value: u64,
    /// Atomic operand `c` (cas).
    pub value2: u64,
    /// Issuing SM (ProcIdx).
    pub sm: u32,
    pub who: ThreadRef,
    pub dst: Option<RegId>,
    pub pc: ProgAddr,
}

/// A finished memory operation: write `value` to `dst` (if any) and release it (T:L1311-1313).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Completion {
    pub who: ThreadRef,
    pub dst: Option<RegId>,
    pub value: u64,
}

/// Why the memory environment is stuck (⊥): reported, never a hang.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MemError {
    pub message: String,
    pub req: Option<MemReq>,
}

/// Zero- or sign-extend a loaded value of `size` bytes per the load type (docs/design.md §6).
pub fn extend(v: u64, size: u32, ty: Ty) -> u64 {
    let bits = size * 8;
    let v = if bits >= 64 {
        v
    } else {
        v & ((1u64 << bits) - 1)
    };
    if ty.is_signed() {
        atom::sext(v, bits)
    } else {
        v
    }
}

/// The device's view of a memory environment.
pub trait MemorySystem {
    /// Add one warp's memory actions (one coalescing group, T:L1970) as pending operations.
    fn issue(&mut self, group: &[MemReq]);
    /// Number of operations still in flight.
    fn pending(&self) -> usize;
    /// Whether every macro step completes every operation issued before it (the flat memory):
    /// then no operation is in flight when the device issues the next step's groups, and
    /// `MemOrder::Thread` need not count them (`ThreadOrder::issue_drained`).
    fn drains_each_step(&self) -> bool {
        false
    }
    /// One macro step (T:L1378): zero or more →M transitions chosen by `sched`. Finished
    /// operations are appended to `done`.
    fn macro_step(
        &mut self,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError>;
    /// Host copy in (docs/design.md §7): only while no operation is pending; writes through the coherent view.
    fn host_write(&mut self, space: StateSpace, addr: u64, bytes: &[u8]);
    /// Host copy out through the coherent view (dirty L2/L1 data included).
    fn host_read(&mut self, space: StateSpace, addr: u64, len: usize) -> Vec<u8>;
    /// A snapshot of the whole memory environment (systematic exploration, `device::snapshot`).
    fn box_clone(&self) -> Box<dyn MemorySystem>;
    /// Make `dst` a copy of this environment, reusing its allocations where it is of the same
    /// kind (explore recycles devices, `reuse`).
    fn copy_into(&self, dst: &mut Box<dyn MemorySystem>) {
        *dst = self.box_clone();
    }
    /// For [`MemorySystem::copy_into`]: the environment as `Any`, to find its kind.
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any;
    /// Invalidate the L1 copies of global memory on every SM, between dependent grids (the
    /// (flush) rule, T:L1370-1376, taken where it matters: deviation M5). No-op without L1.
    fn flush_l1(&mut self) {}
    /// Feed the semantic state (memory contents, caches, pending operations) into `h`;
    /// deterministic, statistics excluded (`Device::fingerprint`).
    fn hash_into(&self, h: &mut dyn std::hash::Hasher);
    /// Let [`MemorySystem::hash_into`] leave out what orders equal states only by the history
    /// that reached them (the thesis memory: the order of its pool of pending operations, which
    /// only numbers the scheduler's answers). The systematic search turns it on; runs keep the
    /// order-sensitive hash (their livelock detector). No-op by default.
    fn set_canonical_hash(&mut self, _on: bool) {}
}

pub mod flat;
pub use flat::FlatMemory;

/// [`MemorySystem::copy_into`] for an environment of type `M`: in place (`clone_from`, which
/// keeps `dst`'s buffers) when `dst` is an `M` too, else a new box.
pub fn copy_into_box<M: MemorySystem + Clone + 'static>(src: &M, dst: &mut Box<dyn MemorySystem>) {
    match dst.as_any_mut().downcast_mut::<M>() {
        Some(d) => d.clone_from(src),
        None => *dst = src.box_clone(),
    }
}

/// Hash a memory request (its kind, space, cache operator and operands); `MemReq` has no `Hash`.
pub fn hash_req(r: &MemReq, h: &mut dyn std::hash::Hasher) {
    // Every field packed into eight words and fed as one write: a write per field through
    // `dyn Hasher` cost a call each, and states hold dozens of pending requests.
    let kind = match r.kind {
        MemKind::Load => 0u64,
        MemKind::Store => 1,
        MemKind::Atomic(op) => 2 | (op as u64 + 1) << 8,
    };
    let words = [
        kind | (r.space as u64) << 16
            | (r.cop as u64) << 24
            | (r.volatile as u64) << 32
            | (r.ty as u64) << 40
            | (r.size as u64) << 48,
        r.addr,
        r.value,
        r.value2,
        r.sm as u64 | (r.pc as u64) << 32,
        r.who.grid as u64 | (r.who.block as u64) << 32,
        r.who.warp as u64 | (r.who.lane as u64) << 32,
        r.dst.map_or(0, |d| d as u64 + 1),
    ];
    let mut bytes = [0u8; 64];
    for (b, w) in bytes.chunks_exact_mut(8).zip(words) {
        b.copy_from_slice(&w.to_le_bytes());
    }
    h.write(&bytes);
}
