//! Barriers under independent thread scheduling (docs/its.md): `bar.sync`/`bar.red`/`bar.arrive`
//! count the threads that arrive, not warps. The threads of one warp may arrive in different
//! steps (they need not have reconverged), each arriving thread counts once, and the default
//! thread count is the number of threads of the block that have not exited when the barrier is
//! first used (the thesis counts the warps that have not completed, T:L2514).

use super::barrier::{upd_bar_counting, BarInfo, BarrierEnv, WarpBarAct};
use crate::config::BarInfoMode;
use crate::warp::mask::LaneMask;
use crate::warp::state::{Warp, WarpState};

/// The threads of `warps` that have not exited (dummy lanes of a partial warp count as exited).
pub fn live_threads(warps: &[Warp]) -> u32 {
    warps
        .iter()
        .filter(|w| w.state == WarpState::Active)
        .map(|w| match &w.its {
            Some(its) => LaneMask::first(w.lanes).and_not(&its.done).count(),
            None => w.lanes as u32,
        })
        .sum()
}

/// updBar (T:L2455-2460) with arrival counted per thread: barInfo, prepBar and updAct as in the
/// thesis; then every thread action adds one arrival to its barrier (a thread names one
/// barrier per instruction).
pub fn upd_bar_threads(
    chi: &mut BarrierEnv,
    tc: u32,
    wacts: &[WarpBarAct<'_>],
    mode: BarInfoMode,
    warp_size: u32,
    scratch: &mut Vec<BarInfo>,
) -> Result<(), String> {
    if wacts.is_empty() {
        return Ok(());
    }
    upd_bar_counting(chi, tc, wacts, mode, warp_size, scratch, |chi, wacts| {
        for w in wacts {
            for t in w.tacts {
                if let Some(Some(b)) = chi.slots.get_mut(t.barrier as usize) {
                    b.ac += 1;
                    b.mark_arrived(w.warp);
                }
            }
        }
    })
}
