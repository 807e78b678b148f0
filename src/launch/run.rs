//! The run driver of a launch (docs/design.md §7): build the device for the launch, attach the
//! run-time checks and the livelock detector, copy the buffers in, step the device until no work
//! remains or a verdict ends the run, and copy the buffers out. It sits above the device and the
//! checks, which it wires together; neither of them knows it.

use crate::context::ContextInput;
use crate::device::report;
use crate::device::runtime;
use crate::device::trace;
use crate::device::{memop::Bounds, memop::Region, Device, DeviceInput, MemoryModel, StepResult};
use crate::grid::ProgConf;
use crate::launch::progress;
use crate::launch::results::{is_warning, BufferOut, Diag, RunResult, Status};
use crate::launch::Launch;
use crate::memory::MemorySystem;
use crate::observe::Observer;
use crate::sched::Scheduler;
use std::collections::BTreeMap;
use std::io::Write;
use std::time::Instant;

/// Settings of a run besides the launch.
pub struct RunSettings {
    pub seed: u64,
    /// Print a progress line on stderr for runs longer than a second, when stderr is a terminal.
    pub progress: bool,
    pub trace: Option<Box<dyn Write>>,
    /// Keep the steps of one warp `(linear block, warp)` as events (`fermi-sim trace`).
    pub watch: Option<(u32, u32)>,
    pub memory: MemoryModel,
    /// Check the memory environment's invariants after every transition (slow).
    pub check_memory: bool,
    /// Observers asked after every device step whether the run ends (a verdict), after the
    /// livelock detector.
    pub monitors: Vec<Box<dyn Observer<Device>>>,
    /// Run-time checks (default: safety, liveness, barrier divergence).
    pub checks: crate::checks::runtime::CheckSet,
    /// `--fast`: a warp, once chosen, runs on until its next memory, barrier or flow
    /// instruction (docs/performance.md, "Fast execution"). Never the default.
    pub fast: bool,
    /// Every warp step takes the full block step, also a register-only one (tests compare
    /// the two: the same results, choices and verdicts).
    pub full_block_steps: bool,
}

impl Default for RunSettings {
    fn default() -> Self {
        RunSettings {
            seed: 1,
            progress: false,
            trace: None,
            watch: None,
            memory: MemoryModel::Fermi,
            check_memory: false,
            monitors: Vec::new(),
            checks: crate::checks::runtime::CheckSet::default(),
            fast: false,
            full_block_steps: false,
        }
    }
}

/// Run a launch to the end: create a context, load the program, copy the buffers in, start the
/// grid, step the device until no work remains (or a verdict), copy the buffers out.
pub fn run_launch(l: &Launch, sched: &mut dyn Scheduler, settings: RunSettings) -> RunResult {
    run_launch_events(l, sched, settings).0
}

/// A device for launch `l` on the chosen memory model. The memory invariant checks (docs/memory.md)
/// cost more than the step itself; they are opt-in (`--check-memory`).
pub fn device_for(l: &Launch, memory: MemoryModel, check_memory: bool) -> Device {
    let mem: Box<dyn MemorySystem> = match memory {
        MemoryModel::Fermi => {
            let mut m = crate::memory::fermi::FermiMemory::new(&l.config);
            m.check_invariants = check_memory;
            Box::new(m)
        }
        MemoryModel::Flat => Box::new(crate::memory::FlatMemory::new()),
    };
    let mut dev = Device::new(l.config.clone(), mem, bounds_of(l));
    // Checked when the launch was prepared.
    for t in l.all() {
        if let Ok(v) = super::textures::resolve(&t.manifest, &t.prog, &t.buffers, &t.manifest_file)
        {
            dev.core.runtime.tex.bound.extend(v);
        }
        if let Ok(v) =
            super::textures::resolve_surfaces(&t.manifest, &t.prog, &t.buffers, &t.manifest_file)
        {
            dev.core.runtime.surfaces.extend(v);
        }
    }
    dev
}

/// The valid address ranges of a launch (memOp checks every access against them).
pub fn bounds_of(l: &Launch) -> Bounds {
    // Symbols lie inside the module's variables, which are bounded below.
    let mut global: Vec<Region> = l
        .buffers
        .iter()
        .filter(|b| !l.manifest.symbols.contains_key(&b.name))
        .map(|b| {
            Region::new(
                b.addr,
                b.addr + b.bytes(),
                format!("buffer `{}`", b.name),
                b.red_zone,
            )
        })
        .collect();
    if l.grid_sync != 0 {
        global.push(Region::new(
            l.grid_sync,
            l.grid_sync + super::GRID_SYNC_BYTES,
            "the grid-synchronisation workspace of the cooperative launch",
            runtime_red(l, super::GRID_SYNC_BYTES),
        ));
    }
    for (name, addr, bytes, red) in super::module_globals(&l.prog) {
        global.push(Region::new(
            addr,
            addr + bytes,
            format!("`.global` variable `{name}`"),
            red,
        ));
    }
    global.sort();
    Bounds {
        global: global.into(),
        const_bytes: l.prog.const_bytes,
        // The largest parameter bank of the manifest's launches (each grid reads its own).
        param_bytes: std::iter::once(l)
            .chain(&l.then)
            .map(|x| x.params.len() as u64)
            .max()
            .unwrap_or(0),
        local_bytes: l.prog.local_bytes,
    }
}

/// The red zone of a launch-time allocation of `bytes` bytes under the launch's config.
fn runtime_red(l: &Launch, bytes: u64) -> u64 {
    crate::device::memop::red_zone(bytes, l.config.red_zone_bytes)
}

/// Attach the run-time checks of `set` to a device before its launch starts; none
/// when `set` has no check that observes the run.
pub fn attach_checks(dev: &mut Device, l: &Launch, set: crate::checks::runtime::CheckSet) {
    use crate::checks::runtime::Checker;
    if set.safety || set.liveness || set.barriers || set.races {
        let c = if l.concurrent() {
            let shapes: Vec<(u32, u32)> = l
                .all()
                .map(|x| (x.block.iter().product(), x.grid.iter().product()))
                .collect();
            let mut c = Checker::concurrent(set, l.warp_size, &shapes);
            c.grid_started(0, l.stream, shapes[0].0, shapes[0].1);
            c
        } else {
            Checker::new(
                set,
                l.warp_size,
                l.block.iter().product(),
                l.grid.iter().product(),
            )
        };
        dev.core.checks = Some(Box::new(c));
    }
}

/// The run-time checker [`attach_checks`] gave a device (its `core.checks`), if any (the device
/// knows it only as its observer), also where a driver paired it with an observer of its own
/// ([`crate::observe::Both`]).
fn checker(
    checks: &mut Option<crate::device::Tools>,
) -> Option<&mut crate::checks::runtime::Checker> {
    checks.as_mut().and_then(|c| find_checker(c.as_any_mut()))
}

fn find_checker(c: &mut dyn std::any::Any) -> Option<&mut crate::checks::runtime::Checker> {
    if c.is::<crate::checks::runtime::Checker>() {
        return c.downcast_mut();
    }
    let both = c.downcast_mut::<crate::observe::Both<Device>>()?;
    let (a, b) = (&mut both.0, &mut both.1);
    find_checker(a.as_any_mut()).or_else(|| find_checker(b.as_any_mut()))
}

/// The findings of the run-time checks at the end of a run (barriers still pending included,
/// reported when the checks are told that the launch is done): barrier divergence, data races,
/// intra-warp races.
pub fn check_findings(dev: &mut Device) -> Vec<Diag> {
    let Some(mut c) = dev.core.checks.take() else {
        return Vec::new();
    };
    c.launch_done(dev);
    dev.core.checks = Some(c);
    checker(&mut dev.core.checks).map_or_else(Vec::new, |c| c.findings())
}

/// The host side of a launch (docs/design.md §7): create a context, load the program, copy the buffers
/// in while the device is quiescent, and start the grid.
pub fn start_launch(dev: &mut Device, l: &Launch) {
    dev.rule_in(DeviceInput::Create);
    dev.rule_in(DeviceInput::Load(l.prog.clone(), 0));
    dev.process_inputs();
    // Zero-filled buffers (empty `init`) need no copy: device memory starts zeroed.
    for b in l.buffers.iter().filter(|b| !b.init.is_empty()) {
        dev.mem.host_write(b.space, b.addr, &b.init);
    }
    let conf = prog_conf(l);
    dev.rule_in(DeviceInput::Ctx(
        ContextInput::Start {
            prog: 0,
            conf,
            params: l.params.clone(),
        },
        0,
    ));
    dev.process_inputs();
}

/// Start a later launch of the manifest as grid `gid`, in the same context (its own parameter
/// bank), after flushing the L1 caches (deviation M5; with other streams' grids running it is a
/// silent flush the thesis allows at any time, T:L1370-1376). With one stream the grid before
/// has completed: the checks start afresh (the kernel boundary orders every access before it).
/// With several (`concurrent`) the checks learn the new grid and keep their history.
pub fn start_next(dev: &mut Device, n: &Launch, gid: u32, concurrent: bool) {
    dev.mem.flush_l1();
    if let Some(c) = checker(&mut dev.core.checks) {
        if concurrent {
            c.grid_started(
                gid,
                n.stream,
                n.block.iter().product(),
                n.grid.iter().product(),
            );
        } else {
            c.next_grid(
                n.warp_size,
                n.block.iter().product(),
                n.grid.iter().product(),
            );
        }
    }
    dev.rule_in(DeviceInput::Ctx(
        ContextInput::Start {
            prog: 0,
            conf: prog_conf(n),
            params: n.params.clone(),
        },
        0,
    ));
    dev.process_inputs();
}

/// The launches of a manifest by stream, and the grid each stream runs (docs/manifest.md,
/// "Several launches"): a launch starts when the grid before it in its stream has completed and
/// its memory operations have landed; the first launch of every stream starts at once. Grids
/// get gids in start order (the context numbers them so).
pub struct Streams<'a> {
    /// Per stream (in order of first appearance): its launches not yet started, and the gid of
    /// the grid it runs.
    queues: Vec<(u32, std::collections::VecDeque<&'a Launch>, Option<u32>)>,
    next_gid: u32,
    concurrent: bool,
}

impl<'a> Streams<'a> {
    /// The manifest's own launch (started by [`start_launch`] as gid 0) and the later ones.
    pub fn new(l: &'a Launch) -> Streams<'a> {
        let mut queues: Vec<(u32, std::collections::VecDeque<&'a Launch>, Option<u32>)> =
            vec![(l.stream, Default::default(), Some(0))];
        for n in &l.then {
            match queues.iter_mut().find(|q| q.0 == n.stream) {
                Some(q) => q.1.push_back(n),
                None => queues.push((n.stream, std::iter::once(n).collect(), None)),
            }
        }
        Streams {
            queues,
            next_gid: 1,
            concurrent: l.concurrent(),
        }
    }

    /// Start the next launch of every stream whose grid is done (completed, its memory
    /// operations landed) or that runs none yet (its first launch).
    pub fn advance(&mut self, dev: &mut Device) {
        for q in &mut self.queues {
            let done = q.2.is_none_or(|gid| dev.grid_done(gid));
            if !done {
                continue;
            }
            if let Some(n) = q.1.pop_front() {
                start_next(dev, n, self.next_gid, self.concurrent);
                q.2 = Some(self.next_gid);
                self.next_gid += 1;
            }
        }
    }
}

/// The grid configuration of a launch (the `start` input of T:L2644).
pub fn prog_conf(l: &Launch) -> ProgConf {
    ProgConf {
        entry: l.entry,
        grid: l.grid,
        block: l.block,
        warp_size: l.warp_size,
        shared_per_block: l.shared_per_block,
        reserved_shared: l.reserved_shared,
        local_per_thread: l.prog.local_bytes.next_multiple_of(16),
        grid_sync: l.grid_sync,
    }
}

/// Host copy-out (docs/design.md §7): every buffer's and symbol's final contents through the
/// coherent view.
pub fn copy_out(l: &Launch, dev: &mut Device) -> BTreeMap<String, BufferOut> {
    let mut buffers = BTreeMap::new();
    for b in &l.buffers {
        let bytes = dev.mem.host_read(b.space, b.addr, b.bytes() as usize);
        buffers.insert(
            b.name.clone(),
            BufferOut {
                ty: b.ty.clone(),
                bytes,
            },
        );
    }
    buffers
}

/// One device step as every driver takes it (`run`, `explore`, its replays and `shrink`): counted,
/// taken by the device's own stepping loop (`Device::rule_exec`, which reports to the attached
/// observers), a step in which no rule fires while work remains being a deadlock. `None`:
/// progress (or the device is done: see `Device::busy`), else the verdict.
pub fn device_step(dev: &mut Device, sched: &mut dyn Scheduler) -> Option<(Status, Diag)> {
    dev.core.stats.steps += 1;
    match dev.rule_exec(sched) {
        StepResult::Progress => None,
        StepResult::Idle => Some((Status::Deadlock, report::deadlock(dev))),
        StepResult::Stop(s, d) => Some((s, d)),
    }
}

/// [`run_launch`], also returning the watched warp's steps.
pub fn run_launch_events(
    l: &Launch,
    sched: &mut dyn Scheduler,
    mut settings: RunSettings,
) -> (RunResult, Vec<crate::trace::WarpStepEvent>) {
    let t_dev = Instant::now();
    let mut dev = device_for(l, settings.memory, settings.check_memory);
    dev.set_fast(settings.fast);
    dev.set_full_block_steps(settings.full_block_steps);
    let checks = settings.checks;
    attach_checks(&mut dev, l, checks);
    let mut livelock = checks
        .liveness
        .then(crate::checks::livelock::LivelockDetector::default);
    if settings.trace.is_some() || settings.watch.is_some() {
        dev.core.trace = Some(trace::TraceWriter::new(
            settings.trace.take(),
            l.warp_size as usize,
            settings.watch,
        ));
        if let Some(t) = &mut dev.core.trace {
            let kernel = l
                .prog
                .funcs
                .get(l.entry as usize)
                .map_or("", |f| f.name.as_str());
            t.header(&l.prog, kernel, l.warp_size, l.grid, l.block);
        }
    }
    super::registers::watch(l, &mut dev);
    start_launch(&mut dev, l);

    let t0 = super::phase("device ready", t_dev);
    let tty = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let mut last_print = t0;
    let mut printed = false;
    // The spin hint: shown once, unless a warp completes first (or a grid does, seen as fewer
    // grids on the device).
    let mut hint_due = settings.progress && tty;
    let mut grids_seen = 0usize;
    let mut verdict: Option<(Status, Diag)> = None;
    let mut streams = Streams::new(l);
    loop {
        // A stream whose grid completed starts its next launch (at once: every stream's first).
        streams.advance(&mut dev);
        if !dev.busy() {
            break;
        }
        if dev.core.stats.steps >= l.max_steps {
            verdict = Some((Status::StepLimit, report::step_limit(l.max_steps)));
            break;
        }
        verdict = device_step(&mut dev, sched);
        if verdict.is_some() {
            break;
        }
        if let Some(ll) = &mut livelock {
            verdict = ll.device_stepped(&dev);
        }
        for m in settings.monitors.iter_mut() {
            if verdict.is_none() {
                verdict = m.device_stepped(&dev);
            }
        }
        if verdict.is_some() {
            break;
        }
        if settings.progress && tty && dev.core.stats.steps.is_multiple_of(4096) {
            let now = Instant::now();
            if now.duration_since(last_print).as_secs_f64() >= 1.0 {
                last_print = now;
                printed = true;
                let steps = dev.core.stats.steps;
                let secs = now.duration_since(t0).as_secs_f64();
                // Rewritten in place, on a terminal only (piped output stays the result).
                eprint!("\r{}   ", progress::line(steps, l.max_steps, secs));
                if hint_due {
                    let grids = progress::grids(&dev);
                    if grids < grids_seen || progress::some_warp_completed(&dev) {
                        hint_due = false;
                    } else if steps >= progress::HINT_STEPS
                        || (secs >= progress::HINT_SECS && steps >= progress::HINT_MIN_STEPS)
                    {
                        hint_due = false;
                        eprintln!(
                            "\n{}",
                            progress::spin_hint(steps, l.max_steps, checks.liveness)
                        );
                    }
                    grids_seen = grids_seen.max(grids);
                }
            }
        }
    }
    if printed {
        eprintln!();
    }
    while let Some(o) = dev.rule_out() {
        tracing::debug!(?o, "device output");
    }
    if let Some(t) = &mut dev.core.trace {
        if let Some((_, d)) = &verdict {
            t.diagnostic(dev.core.stats.steps, d);
        }
        t.finish();
    }
    let t_out = super::phase("run", t0);
    let buffers = copy_out(l, &mut dev);
    let registers = super::registers::collect(l, &mut dev);
    super::phase("copy out", t_out);
    let (mut status, mut diagnostics) = match verdict {
        None => (Status::Completed, Vec::new()),
        Some((s, d)) => (s, vec![d]),
    };
    let found = check_findings(&mut dev);
    // A completed run with a finding of a check is a violation (exit 4); warnings (intra-warp
    // and benign races) are reported but do not change the status (docs/checks.md).
    if status == Status::Completed && found.iter().any(|d| !is_warning(d.kind)) {
        status = Status::Violation;
    }
    diagnostics.extend(found);
    let events = dev.core.trace.take().map(|t| t.events).unwrap_or_default();
    let r = RunResult {
        status,
        seed: settings.seed,
        buffers,
        stats: dev.core.stats.clone(),
        diagnostics,
        printf: runtime::ordered(&dev.core.runtime.printed),
        printf_dropped: dev.core.runtime.printed.dropped(),
        mismatches: None,
        replay: None,
        registers,
    };
    (r, events)
}
