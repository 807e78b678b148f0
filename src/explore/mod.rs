//! Many schedules: seed sweeps ([`sweep`]), systematic exploration of the scheduler's
//! choices ([`search`]) and shrinking of counterexample choice lists ([`shrink`]).
//!
//! All three drive a [`Device`] step by step through the same helpers as `run`: [`new_device`]
//! (create a context, load, copy in, start the grid) and [`finish`] (copy out, build the result).

pub mod search;
pub mod shrink;
pub mod sweep;

pub use search::{explore, ExploreOptions, ExploreReport};

use crate::checks::runtime::CheckSet;
use crate::device::{report, Device, MemoryModel};
use crate::launch::results::{Diag, RunResult, Status};
use crate::launch::Launch;
use crate::sched::Scheduler;
use std::collections::BTreeMap;

/// A progress bar on stderr of `len` steps drawn with `template` (indicatif's syntax), when
/// `show` is set and stderr is a terminal (`{rate}`: items per second, as `12.3 k`); a hidden one otherwise, so output that is piped or
/// captured stays the result alone. Sweeps, searches and `fermi-sim test` draw theirs with it.
pub fn progress_bar(show: bool, len: u64, template: &str) -> indicatif::ProgressBar {
    if !(show && std::io::IsTerminal::is_terminal(&std::io::stderr())) {
        return indicatif::ProgressBar::hidden();
    }
    let b = indicatif::ProgressBar::new(len);
    b.set_style(
        indicatif::ProgressStyle::with_template(template)
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
            .with_key("rate", rate_key),
    );
    b
}

/// The `{rate}` key of [`progress_bar`]'s templates: items per second as `12.3 k` (indicatif's
/// `{per_sec}` prints four decimals).
fn rate_key(state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write) {
    let _ = w.write_str(&crate::launch::progress::count(state.per_sec()));
}

/// A device with the launch's grid started and its buffers copied in (the set-up half of
/// `device::run_launch`, docs/design.md §7), ready for `rule_exec`.
pub fn new_device(l: &Launch, memory: MemoryModel, checks: CheckSet) -> Device {
    let mut dev = crate::launch::run::device_for(l, memory, false);
    crate::launch::run::attach_checks(&mut dev, l, checks);
    crate::launch::run::start_launch(&mut dev, l);
    dev.outbox.clear();
    dev
}

/// One device step as `run` takes it (the same function): `None` = progress (or done: see
/// `dev.busy()`), else the verdict (deadlock when no rule fires while work remains).
pub use crate::launch::run::device_step as step;

/// The buffers' final contents through the coherent view (host copy-out, docs/design.md §7).
pub fn final_buffers(
    l: &Launch,
    dev: &mut Device,
) -> BTreeMap<String, crate::launch::results::BufferOut> {
    crate::launch::run::copy_out(l, dev)
}

/// The result of a run that ended in `dev` with `verdict` (`None` = completed).
pub fn finish(
    l: &Launch,
    dev: &mut Device,
    verdict: Option<(Status, Diag)>,
    seed: u64,
) -> RunResult {
    let buffers = final_buffers(l, dev);
    let (status, diagnostics) = match verdict {
        None => (Status::Completed, Vec::new()),
        Some((s, d)) => (s, vec![d]),
    };
    RunResult {
        status,
        seed,
        buffers,
        stats: dev.core.stats.clone(),
        diagnostics,
        printf: crate::device::runtime::ordered(&dev.core.runtime.printed),
        printf_dropped: dev.core.runtime.printed.dropped(),
        mismatches: None,
        replay: None,
        registers: Default::default(),
    }
}

/// Run to the end with `sched` under the launch's step budget (like `run`, without traces).
pub fn run_to_end(
    l: &Launch,
    memory: MemoryModel,
    sched: &mut dyn Scheduler,
    seed: u64,
) -> RunResult {
    let mut dev = new_device(l, memory, CheckSet::NONE);
    let mut verdict = None;
    while dev.busy() {
        if dev.core.stats.steps >= l.max_steps {
            verdict = Some((Status::StepLimit, report::step_limit(l.max_steps)));
            break;
        }
        verdict = step(&mut dev, sched);
        if verdict.is_some() {
            break;
        }
    }
    finish(l, &mut dev, verdict, seed)
}
