//! Final registers of the threads of one grid (docs/manifest.md, "Final registers"): the value
//! each watched register holds once its thread has exited.
//!
//! A block's warps, and with them its registers, are freed when the block completes (T:L2361),
//! so the values are taken then, from every lane of every warp. A register that a load issued
//! before `exit` still has blocked at that moment (its memory operation has not completed)
//! gets the value the operation delivers when it lands: that is the value the thread would have
//! read from the register after its last instruction, the value a store of it before `exit`
//! would have written. Threads that have not exited when the run ends (a deadlock, a
//! violation, the step limit) keep the values their registers hold then, and are marked.

use crate::block::ThreadBlock;
use crate::memory::ThreadRef;
use crate::program::ir::RegId;
use crate::warp::state::Warp;

/// The registers watched, the threads watched and what was seen of them.
#[derive(Clone, Debug)]
pub struct FinalRegs {
    /// The grid whose threads are watched.
    pub gid: u32,
    /// The watched registers (the launch's numbering).
    pub regs: Vec<RegId>,
    /// Threads per block and lanes per warp of the grid.
    pub threads_per_block: u64,
    pub warp_size: u64,
    /// The watched threads by global linear index (block × threads per block + thread), sorted,
    /// with their slot; `None`: every thread of the grid, the slot being its index.
    select: Option<Vec<(u64, u32)>>,
    /// `slot × regs + k`: the value of register `k` of the thread in `slot`.
    pub values: Vec<u64>,
    /// Per slot: the thread had exited when its value was taken.
    pub exited: Vec<bool>,
    /// Values still to land: (grid, block, warp, lane), register, slot and register index.
    pending: Vec<(ThreadRef, RegId, u32, u32)>,
}

impl FinalRegs {
    /// Watch `regs` of the threads `threads` (global linear indices, in the order their values
    /// are reported; `None`: all `total` threads of the grid in linear order).
    pub fn new(
        gid: u32,
        regs: Vec<RegId>,
        threads_per_block: u64,
        warp_size: u64,
        threads: Option<&[u64]>,
        total: u64,
    ) -> FinalRegs {
        let slots = threads.map_or(total, |t| t.len() as u64) as usize;
        let select = threads.map(|t| {
            let mut v: Vec<(u64, u32)> =
                t.iter().enumerate().map(|(i, &g)| (g, i as u32)).collect();
            v.sort_unstable();
            v
        });
        FinalRegs {
            gid,
            values: vec![0; slots * regs.len()],
            exited: vec![false; slots],
            regs,
            threads_per_block: threads_per_block.max(1),
            warp_size: warp_size.max(1),
            select,
            pending: Vec::new(),
        }
    }

    fn slot(&self, global: u64) -> Option<usize> {
        match &self.select {
            None => (global < self.exited.len() as u64).then_some(global as usize),
            Some(v) => v
                .binary_search_by_key(&global, |x| x.0)
                .ok()
                .map(|i| v[i].1 as usize),
        }
    }

    /// Take the values of lane `lane` of warp `w` of block `linear`; `exited` says whether the
    /// thread has exited. Blocked registers of an exited thread are awaited.
    fn take(&mut self, linear: u32, w: &Warp, lane: usize, exited: bool) {
        let t = w.index as u64 * self.warp_size + lane as u64;
        if t >= self.threads_per_block {
            return; // a dummy lane of a partial warp (T:L2004)
        }
        let Some(slot) = self.slot(linear as u64 * self.threads_per_block + t) else {
            return;
        };
        let n = self.regs.len();
        for k in 0..n {
            let r = self.regs[k];
            if (r as usize) * w.lanes + lane >= w.regs.len() {
                continue;
            }
            self.values[slot * n + k] = w.reg(r, lane);
            if exited && w.blocked.get(r as usize, lane) == Some(true) {
                self.pending.push((
                    ThreadRef {
                        grid: self.gid,
                        block: linear,
                        warp: w.index,
                        lane: lane as u32,
                    },
                    r,
                    slot as u32,
                    k as u32,
                ));
            }
        }
        self.exited[slot] = exited;
    }

    /// Block `block` of grid `gid` completed: every thread of it has exited.
    pub fn block_completed(&mut self, gid: u32, block: &ThreadBlock) {
        if gid != self.gid {
            return;
        }
        for w in &block.warps {
            for lane in 0..w.lanes {
                self.take(block.linear, w, lane, true);
            }
        }
    }

    /// Whether values are still to land ([`FinalRegs::landed`]).
    pub fn awaits(&self) -> bool {
        !self.pending.is_empty()
    }

    /// A memory operation of `who` completed, writing `value` to `dst`: a value awaited lands.
    pub fn landed(&mut self, who: ThreadRef, dst: Option<RegId>, value: u64) {
        let Some(r) = dst else { return };
        if let Some(i) = self.pending.iter().position(|p| p.0 == who && p.1 == r) {
            let (_, _, slot, k) = self.pending.swap_remove(i);
            self.values[slot as usize * self.regs.len() + k as usize] = value;
        }
    }

    /// The run ended: the threads of blocks still resident give the values they hold now,
    /// marked as exited where they have.
    pub fn run_ended<'a>(&mut self, blocks: impl Iterator<Item = &'a ThreadBlock>) {
        for b in blocks {
            for w in &b.warps {
                for lane in 0..w.lanes {
                    let exited = match &w.its {
                        Some(its) => its.done.get(lane),
                        None => w.exec.disable.exit.get(lane),
                    };
                    self.take(b.linear, w, lane, exited);
                }
            }
        }
    }
}
