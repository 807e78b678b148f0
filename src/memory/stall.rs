//! Deviation M13, operations in transit: the silent rule (stall) holds one operation of the pool
//! for `stall_steps` macro steps, in which it has no micro step to offer (docs/memory.md,
//! "Operations in transit").
//!
//! On Fermi a request travels from its SM through the crossbar to the L2 slice of its address's
//! memory partition (global memory), or waits in the shared-memory pipeline for its banks; a
//! busy queue holds it while the warp's later requests to other slices and banks go ahead. The
//! thesis allows every such schedule already (a macro step may leave any operation alone), but a
//! uniform random policy steps a pending operation within a few macro steps, so an outcome that
//! needs one operation to stay in flight while another SM runs a whole sequence of steps (the
//! ASPLOS 2015 tests dlb-mp, cas-sl, sl-future, mp-volatile) practically never showed. The rule
//! changes which schedules a random policy favours, not which are reachable: a stalled
//! operation is one the macro steps leave alone, and stalling is optional.
//!
//! Only an operation that holds no cache line and no bank lock (no pin, not between `lock` and
//! `unlock`) is stalled, so the stalled ones stay out of the cache and lock invariants; it keeps
//! its place in its warp's per-location order (a later access to its bytes waits for it), and
//! every fence waits for it (`membar_reached`). The hold ends after a fixed number of macro
//! steps, whatever the policy: progress as before.

use super::{FermiMemory, MemOp};
use crate::memory::cache::MemOpIdx;
use crate::sched::{ChoiceKind, Scheduler};

/// An operation held in transit, with the macro steps it still waits.
#[derive(Clone, Copy, Debug)]
pub(super) struct Stalled {
    pub(super) left: u32,
    pub(super) op: MemOp,
}

impl FermiMemory {
    /// Whether the operation at pool index `i` may be stalled: it holds no line and no lock.
    fn stallable(&self, i: usize) -> bool {
        let s = &self.pool[i].s;
        s.pins == [false; 2] && !s.locked
    }

    /// (stall): the scheduler names a start index in the pool, the first operation from there
    /// (cyclically) that holds no line or lock is held for `stall_steps` macro steps. Returns
    /// whether one was (none is when every pending operation holds a line).
    pub(super) fn stall(&mut self, sched: &mut dyn Scheduler) -> bool {
        let n = self.pool.len();
        if n == 0 {
            return false;
        }
        let start = if n > 1 {
            sched.choose(ChoiceKind::MemStep, n)
        } else {
            0
        };
        match (0..n).map(|k| (start + k) % n).find(|&i| self.stallable(i)) {
            Some(i) => {
                self.stall_at(i);
                true
            }
            None => false,
        }
    }

    /// Stall the pool's operation `mid` (a named transition, for tests); whether it could be.
    pub(super) fn stall_mid(&mut self, mid: MemOpIdx) -> bool {
        match self.pool.iter().position(|o| o.s.mid == mid) {
            Some(i) if self.stall_steps > 0 && self.stallable(i) => {
                self.stall_at(i);
                true
            }
            _ => false,
        }
    }

    fn stall_at(&mut self, i: usize) {
        let op = self.pool.remove(i);
        self.stalled.push(Stalled {
            left: self.stall_steps,
            op,
        });
    }

    /// The start of a macro step: every stalled operation waits one macro step less; those
    /// whose hold is over go back to the pool, in the order they were stalled.
    pub(super) fn tick_stalls(&mut self) {
        let mut k = 0;
        while k < self.stalled.len() {
            let e = &mut self.stalled[k];
            e.left = e.left.saturating_sub(1);
            if e.left == 0 {
                let op = self.stalled.remove(k).op;
                self.pool.push(op);
            } else {
                k += 1;
            }
        }
    }

    /// The stalled operations (for `membar_reached`, `pending` and the state hash).
    pub(super) fn stalled_ops(&self) -> impl Iterator<Item = (&MemOp, u32)> {
        self.stalled.iter().map(|e| (&e.op, e.left))
    }
}
