//! The search's own observer (docs/design.md §14): which warps a device step ran and, under
//! independent thread scheduling, which of their threads ran, as the device reports them
//! through the hooks the checks see. The search attaches it next to the checks
//! ([`Both`]), or alone when every check is off, so that it is copied with every snapshot.
//!
//! The search reads the edge's warps from here instead of re-deriving them from the scheduler's
//! answers: a warp a selection picks takes exactly one step (a register-only step declined
//! after `before_warp_step` is announced again and taken; a warp no rule applies to ends the
//! step with a verdict, and a step with a verdict is never expanded), so the two agree on every
//! edge the search follows.

use super::*;
use crate::block::{StepRecord, ThreadBlock};
use crate::grid::Grid;
use crate::observe::{Both, Observer};
use crate::program::env::ProgEnv;
use crate::warp::mask::LaneMask;

/// What the last device step ran.
#[derive(Clone, Default)]
pub(super) struct StepLog {
    /// The warps that stepped, in the order they stepped.
    pub(super) stepped: Stepped,
    /// Under independent thread scheduling: per stepped warp, the threads that ran
    /// (`ItsState::last_group` after its step); empty under SIMT.
    pub(super) its: Vec<(WarpId, LaneMask)>,
}

impl Observer<Device> for StepLog {
    fn before_device_step(&mut self, _dev: &Device) {
        self.stepped.clear();
        self.its.clear();
    }

    fn warp_stepped(&mut self, grid: &Grid, _prog: &ProgEnv, block: &ThreadBlock, s: &StepRecord) {
        // Blocks are numbered by their position in the grid's list (linear order).
        let id = (grid.gid, block.linear, s.warp);
        self.stepped.push(id);
        let ran = block
            .warps
            .get(s.warp as usize)
            .and_then(|w| w.its.as_deref())
            .map_or(LaneMask::EMPTY, |i| i.last_group);
        if !ran.is_empty() {
            self.its.push((id, ran));
        }
    }
}

/// Attach a fresh [`StepLog`] to `dev`, beside the checks it has.
pub(super) fn attach_log(dev: &mut Device) {
    let log: crate::device::Tools = Box::<StepLog>::default();
    dev.core.checks = Some(match dev.core.checks.take() {
        Some(checks) => Box::new(Both(checks, log)),
        None => log,
    });
}

/// The [`StepLog`] [`attach_log`] gave `dev`.
pub(super) fn step_log(dev: &Device) -> &StepLog {
    let tools = dev.core.checks.as_ref().map(|t| t.as_any());
    tools
        .and_then(|t| {
            t.downcast_ref::<StepLog>().or_else(|| {
                t.downcast_ref::<Both<Device>>()
                    .and_then(|b| b.1.as_any().downcast_ref())
            })
        })
        .expect("the search attached its step log to the root state")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launch::{prepare, Overrides};
    use std::path::{Path, PathBuf};

    /// A warp waiting at a fence whose operations completed is released by updMemBar at the
    /// start of the next device step (T:L2823) and may step in it, though the state before the
    /// step does not list it as schedulable: the log names it, where reading the scheduler's
    /// answers against the state's candidates could not.
    #[test]
    fn the_log_names_a_warp_that_a_fence_release_let_step() {
        let ov = Overrides {
            config: Some(PathBuf::from("configs/tiny.ron")),
            warp_size: Some(1),
            ..Overrides::default()
        };
        let l = prepare(
            Path::new("ptx-samples/cuda/spinlock_naive-2.launch.ron"),
            &ov,
        )
        .expect("launch loads");
        let mut dev = new_device(&l, MemoryModel::Flat, CheckSet::NONE);
        attach_log(&mut dev);
        let mut sched = crate::sched::RandomSched::new(3);
        let (mut released, mut steps) = (0, 0);
        while dev.busy() && steps < 500 {
            let listed: Vec<WarpId> = candidates(&dev).0.concat();
            let fenced: Vec<WarpId> = dev
                .warps()
                .filter(|w| w.membar_count > 0)
                .map(|w| (0, 0, w.index))
                .collect();
            // A step that issues a block steps its new warps too (the search does not name
            // the warps of such a step).
            let issuing = blocks_pending_issue(&dev);
            assert!(
                step(&mut dev, &mut sched).is_none(),
                "the lock is handed on"
            );
            steps += 1;
            for w in &step_log(&dev).stepped {
                if !issuing && !listed.contains(w) {
                    assert!(fenced.contains(w), "{w:?} stepped unlisted, not at a fence");
                    released += 1;
                }
            }
        }
        assert!(!dev.busy(), "completes in {steps} steps");
        assert!(
            released > 0,
            "no warp stepped straight after a fence release"
        );
    }
}
