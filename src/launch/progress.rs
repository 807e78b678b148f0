//! What `run` shows on a terminal while a run is long: a progress line rewritten in place (steps,
//! rate, the time until the step budget at the latest) and, once, a hint when no warp has
//! completed after many steps (a spin loop). Both go to stderr and only to a terminal, so piped
//! output and the `--json` result never contain them (docs/cli.md).

use crate::block::BlockState;
use crate::device::Device;
use crate::warp::state::WarpState;

/// A count for people: `950`, `12.3 k`, `4.5 M`, `1.2 G`.
pub fn count(x: f64) -> String {
    let x = x.max(0.0);
    if x < 1e3 {
        format!("{x:.0}")
    } else if x < 1e6 {
        format!("{:.1} k", x / 1e3)
    } else if x < 1e9 {
        format!("{:.1} M", x / 1e6)
    } else {
        format!("{:.1} G", x / 1e9)
    }
}

/// A duration for people: `45s`, `3m 07s`, `2h 05m`.
pub fn duration(secs: f64) -> String {
    let s = secs.max(0.0).round() as u64;
    if s < 60 {
        format!("{s}s")
    } else if s < 3600 {
        format!("{}m {:02}s", s / 60, s % 60)
    } else {
        format!("{}h {:02}m", s / 3600, s % 3600 / 60)
    }
}

/// The progress line: steps against the budget, rate, and the time until the budget runs out
/// at this rate (the run ends then at the latest).
pub fn line(steps: u64, budget: u64, secs: f64) -> String {
    let rate = steps as f64 / secs.max(1e-9);
    let left = budget.saturating_sub(steps) as f64 / rate.max(1e-9);
    let pct = steps as f64 * 100.0 / budget.max(1) as f64;
    format!(
        "fermi-sim: step {} of {} ({pct:.0}%), {} steps/s, step budget reached in {} at most",
        count(steps as f64),
        count(budget as f64),
        count(rate),
        duration(left)
    )
}

/// Steps after which, with no warp completed, the hint is shown (also after
/// [`HINT_SECS`] seconds once [`HINT_MIN_STEPS`] steps have run).
pub const HINT_STEPS: u64 = 5_000_000;
pub const HINT_SECS: f64 = 5.0;
pub const HINT_MIN_STEPS: u64 = 100_000;

/// The hint for a run in which no warp has completed after `steps` steps.
pub fn spin_hint(steps: u64, budget: u64, liveness: bool) -> String {
    let mut s = format!(
        "fermi-sim: no warp has completed in {} steps: a spin loop? the step budget is {}; try --max-steps N to stop sooner",
        count(steps as f64),
        count(budget as f64)
    );
    if !liveness {
        s.push_str(" or --check livelock to report a livelock");
    }
    s
}

/// Whether some warp of the device has completed (a completed warp or block in a grid still
/// there). A grid that completed and was removed is seen by the caller as fewer grids.
pub fn some_warp_completed(dev: &Device) -> bool {
    dev.ctx_order.iter().any(|&ck| {
        let ctx = &dev.contexts[ck];
        ctx.order.iter().any(|&gk| {
            ctx.grids[gk].blocks.iter().any(|b| {
                b.state == BlockState::Completed
                    || b.warps.iter().any(|w| w.state == WarpState::Completed)
            })
        })
    })
}

/// The number of grids on the device.
pub fn grids(dev: &Device) -> usize {
    dev.ctx_order
        .iter()
        .map(|&ck| dev.contexts[ck].order.len())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_rates_and_durations_read_without_long_decimals() {
        assert_eq!(count(0.0), "0");
        assert_eq!(count(950.4), "950");
        assert_eq!(count(12_345.678_9), "12.3 k");
        assert_eq!(count(50_000_000.0), "50.0 M");
        assert_eq!(count(2.5e9), "2.5 G");
        assert_eq!(duration(4.6), "5s");
        assert_eq!(duration(187.0), "3m 07s");
        assert_eq!(duration(7500.0), "2h 05m");
        // 1 M steps in 2 s: 500 k steps/s; 49 M left = 98 s.
        assert_eq!(
            line(1_000_000, 50_000_000, 2.0),
            "fermi-sim: step 1.0 M of 50.0 M (2%), 500.0 k steps/s, step budget reached in 1m 38s at most"
        );
    }

    #[test]
    fn the_spin_hint_names_what_to_try() {
        let h = spin_hint(5_000_000, 50_000_000, true);
        assert!(
            h.contains("no warp has completed in 5.0 M steps: a spin loop?"),
            "{h}"
        );
        assert!(
            h.contains("--max-steps") && !h.contains("--check livelock"),
            "{h}"
        );
        assert!(spin_hint(5_000_000, 50_000_000, false).contains("--check livelock"));
    }
}
