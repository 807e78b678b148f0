//! Cycles on the search stack (`mod.rs`): whether a cycle is a fair lasso, the livelock the
//! search reports, and the source lines where its warps stand.

use super::*;

/// Whether the cycle `stack[from..]` plus the closing edge (its warps, and under ITS its
/// threads) is a fair lasso (module doc). Under independent thread scheduling fairness is per
/// thread: every thread enabled in some state of the cycle stepped on it (a spin lock whose
/// holder never runs in the cycle is no livelock: the holder runs eventually, docs/its.md).
pub(super) fn fair_cycle(
    stack: &[Frame],
    from: usize,
    closing: &Option<Stepped>,
    closing_its: &[(WarpId, crate::warp::mask::LaneMask)],
) -> bool {
    let mut ran: Vec<(WarpId, crate::warp::mask::LaneMask)> = Vec::new();
    for (w, m) in stack[from + 1..]
        .iter()
        .flat_map(|f| f.its_stepped.iter())
        .chain(closing_its)
    {
        match ran.iter_mut().find(|(x, _)| x == w) {
            Some((_, r)) => *r = r.or(m),
            None => ran.push((*w, *m)),
        }
    }
    let all_ran = stack[from..].iter().all(|f| {
        f.its_enabled
            .iter()
            .all(|(w, m)| ran.iter().any(|(x, r)| x == w && m.is_subset_of(r)))
    });
    if !all_ran {
        return false;
    }
    let mut stepped: HashSet<WarpId> = HashSet::new();
    let edges = stack[from + 1..]
        .iter()
        .map(|f| &f.stepped)
        .chain(std::iter::once(closing));
    for e in edges {
        match e {
            Some(v) => stepped.extend(v.iter().copied()),
            None => return false,
        }
    }
    let cyc = &stack[from..];
    if !cyc
        .iter()
        .all(|f| f.enabled.iter().all(|w| stepped.contains(w)))
    {
        return false;
    }
    // No lane's memory operation is pending in every state of the cycle.
    cyc[0]
        .pending
        .iter()
        .all(|l| cyc.iter().any(|f| !f.pending.contains(l)))
}

/// Source lines where the warps of a cycle stand (sorted, distinct).
pub(super) fn cycle_lines(l: &Launch, stack: &[Frame], from: usize) -> Vec<u32> {
    let mut v = Vec::new();
    for i in from..stack.len() {
        // A state that gave its snapshot up is rebuilt (a cycle is rare).
        let rebuilt;
        let dev = match &stack[i].dev {
            Some(d) => d,
            None => {
                rebuilt = rebuild_into(stack, i, None);
                &rebuilt
            }
        };
        v.extend(
            dev.warps()
                .filter(|w| w.state == WarpState::Active)
                .map(|w| l.prog.line(w.exec.pc)),
        );
    }
    v.sort_unstable();
    v.dedup();
    v
}
