//! Thread semantics (thesis §5.2-5.3, T:L1718-1956): expressions, thread actions and thread rules.

pub mod acts;
pub mod alu;
pub mod expr;
pub mod rules;

use crate::program::ir::{FuncId, MembarLevel};

/// κ as stored: hashes, compares and dereferences like a `Vec<FuncId>`.
pub type CallStack = smallvec::SmallVec<[FuncId; 4]>;

/// `Thread = CallStack × ThreadIdx × RegOffset × LocalMemOffset × MemBarLevel_ε × WarpLane` (T:L1772).
/// The register offset is implicit (registers live in the warp's register slice).
#[derive(Debug, PartialEq, Eq)]
pub struct Thread {
    /// κ (T:L1494): the functions whose LocalEnv frames are on the call stack, top = last.
    /// Four frames are stored inline: a warp of threads is copied with every explored state, and
    /// a heap allocation per thread dominated that copy.
    pub call_stack: CallStack,
    /// `tid` (T:L1760).
    pub tid: [u32; 3],
    /// Local memory offset `lo` (T:L1766): start of this thread's local memory.
    pub lo: u64,
    /// Pending memory barrier level (T:L1881): the warp is unschedulable while any is set (T:L2630).
    pub membar: Option<MembarLevel>,
    /// `wl` (T:L1764).
    pub lane: u32,
}

/// The call stack copied as a slice of plain ids (`SmallVec`'s own `clone` pushes them one by
/// one; explore copies every thread of every warp per transition).
impl Clone for Thread {
    fn clone(&self) -> Self {
        Thread {
            call_stack: CallStack::from_slice(&self.call_stack),
            tid: self.tid,
            lo: self.lo,
            membar: self.membar,
            lane: self.lane,
        }
    }
    /// In place: a recycled state's threads keep their stacks (no drop and rebuild per thread).
    fn clone_from(&mut self, src: &Self) {
        self.call_stack.clear();
        // Copied element by element: a stack is one or two ids, below what a memcpy call pays off.
        self.call_stack.extend(src.call_stack.iter().copied());
        self.tid = src.tid;
        self.lo = src.lo;
        self.membar = src.membar;
        self.lane = src.lane;
    }
}
