//! Grids (thesis §5.6, T:L2536-2580): `Grid = GridState × GridIdx × ProgConf × ThreadBlock*`.

use crate::block::{BlockState, ThreadBlock};
use crate::program::env::ProgIdx;
use crate::program::ir::FuncId;

slotmap::new_key_type! {
    /// Arena key of a grid in its context.
    pub struct GridKey;
}

/// `GridState = {active, completed}` (T:L2544).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum GridState {
    Active,
    Completed,
}

/// `ProgConf = FuncName × GridSize × BlockSize × RegsPerThread × SharedMemPerBlock` (T:L1522),
/// resolved: the entry function, the warp size of this launch and the per-thread local memory.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgConf {
    pub entry: FuncId,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub warp_size: u32,
    /// Static + dynamic + reserved shared bytes per block.
    pub shared_per_block: u64,
    /// The part of them reserved for the system, at their end
    /// ([`crate::program::env::ProgEnv::reserved_shared`]).
    pub reserved_shared: u64,
    pub local_per_thread: u64,
    /// Address of the grid-synchronisation workspace of a cooperative launch (0: none); the
    /// threads read it from `%envreg1:%envreg2`, as CUDA's `this_grid().sync()` does.
    pub grid_sync: u64,
}

impl ProgConf {
    pub fn threads_per_block(&self) -> u32 {
        self.block.iter().product()
    }
    pub fn warps_per_block(&self) -> u32 {
        self.threads_per_block().div_ceil(self.warp_size)
    }
    pub fn num_blocks(&self) -> u32 {
        self.grid.iter().product()
    }
}

#[derive(Debug)]
pub struct Grid {
    /// GridIdx (T:L2540), unique in its context (fresh, T:L2721).
    pub gid: u32,
    pub state: GridState,
    /// Which of the context's programs runs (ProgMap, T:L2598).
    pub prog: ProgIdx,
    pub conf: ProgConf,
    /// Blocks in linear order (x fastest).
    pub blocks: Vec<ThreadBlock>,
    /// Next unscheduled block (blocks are issued in linear order, choice kind 8).
    pub next_issue: u32,
    /// Physical address of this grid's parameter bank (docs/design.md §7).
    pub param_base: u64,
    /// The bank's bytes, as written before the grid's first step: the bank is read-only while
    /// the grid runs, so the warps read their kernel parameters from here at once
    /// (`Config::direct_param_loads`, docs/deviations.md W10).
    pub params: std::sync::Arc<[u8]>,
}
crate::reuse::clone_reusing!(Grid {
    gid,
    state,
    prog,
    conf,
    blocks,
    next_issue,
    param_base,
    params
});

/// newGrid (T:L2709-2721): every block unscheduled.
pub fn new_grid(gid: u32, prog: ProgIdx, conf: ProgConf, param_base: u64) -> Grid {
    let [gx, gy, _] = conf.grid;
    // Blocks wait unscheduled with no barrier slots: a grid may hold millions of them, and
    // only the resident ones need their barrier environment (allocated when issued).
    let blocks = (0..conf.num_blocks())
        .map(|l| ThreadBlock::unscheduled([l % gx, (l / gx) % gy, l / (gx * gy)], l, 0))
        .collect();
    Grid {
        gid,
        state: GridState::Active,
        prog,
        conf,
        blocks,
        next_issue: 0,
        param_base,
        params: std::sync::Arc::from([]),
    }
}

/// Grid (compl), T:L2578-2580: an active grid whose blocks all completed is completed (once).
pub fn rule_compl(g: &mut Grid) -> bool {
    if g.state == GridState::Active
        && g.next_issue as usize == g.blocks.len()
        // From the last block: blocks complete about in issue order, so a block that has not
        // completed is found after a few (the answer is the same either way).
        && g.blocks.iter().rev().all(|b| b.state == BlockState::Completed)
    {
        g.state = GridState::Completed;
        return true;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_grid_lays_out_blocks_x_fastest_and_completes_once() {
        let conf = ProgConf {
            entry: 0,
            grid: [3, 2, 1],
            block: [70, 1, 1],
            warp_size: 32,
            shared_per_block: 0,
            reserved_shared: 0,
            local_per_thread: 0,
            grid_sync: 0,
        };
        assert_eq!(conf.warps_per_block(), 3);
        let mut g = new_grid(1, 0, conf, 0);
        assert_eq!(g.blocks.len(), 6);
        assert_eq!(g.blocks[4].bid, [1, 1, 0]);
        assert!(g.blocks.iter().all(|b| b.state == BlockState::Unscheduled));
        assert!(!rule_compl(&mut g));
        g.next_issue = 6;
        for b in &mut g.blocks {
            b.state = BlockState::Completed;
        }
        assert!(rule_compl(&mut g));
        assert!(!rule_compl(&mut g), "fires at most once");
    }
}
