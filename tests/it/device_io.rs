//! The device's input rules beyond one launch: Context (abort) gives back the SM resources of
//! the aborted grid's resident blocks, and Device (destroy) aborts only the destroyed
//! context's grids (T:L2723-2734, T:L2849-2851).

use fermi_sim::context::ContextInput;
use fermi_sim::device::{Device, DeviceInput, MemoryModel, StepResult};
use fermi_sim::launch::results::compare;
use fermi_sim::launch::run::{copy_out, device_for, prog_conf, start_launch};
use fermi_sim::launch::{prepare, Launch, Overrides};
use fermi_sim::sched::RoundRobin;
use std::path::Path;

fn vadd() -> Launch {
    prepare(
        Path::new("ptx-samples/cuda/vadd.launch.ron"),
        &Overrides::default(),
    )
    .unwrap()
}

/// Threads and shared ranges held on all SMs, and resident blocks.
fn held(dev: &Device) -> (u32, usize, usize) {
    dev.sms.iter().fold((0, 0, 0), |a, sm| {
        (
            a.0 + sm.threads,
            a.1 + sm.shared.len(),
            a.2 + sm.resident.len(),
        )
    })
}

fn steps(dev: &mut Device, n: u32) {
    let mut s = RoundRobin::new();
    for _ in 0..n {
        if !dev.busy() {
            break;
        }
        dev.core.stats.steps += 1;
        let r = dev.rule_exec(&mut s);
        assert!(
            matches!(r, StepResult::Progress),
            "step {}: {:?}",
            dev.core.stats.steps,
            matches!(r, StepResult::Idle)
        );
    }
}

#[test]
fn abort_gives_back_the_resources_of_resident_blocks() {
    let l = vadd();
    let mut dev = device_for(&l, MemoryModel::Flat, false);
    start_launch(&mut dev, &l);
    steps(&mut dev, 2);
    let (threads, _, resident) = held(&dev);
    assert_eq!(resident, 3, "the three blocks are resident");
    assert_eq!(threads, 3 * 4 * 32, "4 warps of 32 slots per block");
    dev.rule_in(DeviceInput::Ctx(ContextInput::Abort(0), 0));
    dev.process_inputs();
    assert_eq!(held(&dev), (0, 0, 0));
    // A grid started afterwards runs on the whole capacity and completes.
    dev.rule_in(DeviceInput::Ctx(
        ContextInput::Start {
            prog: 0,
            conf: prog_conf(&l),
            params: l.params.clone(),
        },
        0,
    ));
    dev.process_inputs();
    steps(&mut dev, 10_000);
    assert!(!dev.busy());
    assert_eq!(held(&dev), (0, 0, 0));
}

/// A device with two contexts, each with the vadd program and one grid, after `n` steps.
fn two_contexts(l: &Launch, n: u32) -> Device {
    let mut dev = device_for(l, MemoryModel::Flat, false);
    start_launch(&mut dev, l);
    dev.rule_in(DeviceInput::Create);
    dev.rule_in(DeviceInput::Load(l.prog.clone(), 1));
    dev.rule_in(DeviceInput::Ctx(
        ContextInput::Start {
            prog: 0,
            conf: prog_conf(l),
            params: l.params.clone(),
        },
        1,
    ));
    dev.process_inputs();
    steps(&mut dev, n);
    dev
}

/// Run to the end; the buffers must hold vadd's expected results.
fn finishes_with_the_expected_results(l: &Launch, dev: &mut Device) {
    steps(dev, 10_000);
    assert!(!dev.busy());
    assert_eq!(held(dev), (0, 0, 0));
    let r = fermi_sim::launch::results::RunResult {
        status: fermi_sim::launch::results::Status::Completed,
        seed: 0,
        buffers: copy_out(l, dev),
        stats: dev.core.stats.clone(),
        diagnostics: Vec::new(),
        printf: Vec::new(),
        printf_dropped: None,
        mismatches: None,
        replay: None,
        registers: Default::default(),
    };
    assert_eq!(compare(l, &r), Vec::<String>::new());
}

#[test]
fn destroy_aborts_only_the_destroyed_contexts_grids() {
    let l = vadd();
    // Only the first context steps (docs/deviations.md): the second one's grid has no
    // resident block, and destroying it leaves the first context's blocks where they are.
    let mut dev = two_contexts(&l, 2);
    let before = held(&dev);
    assert_eq!(before.2, 3, "context 0's blocks are resident: {before:?}");
    dev.rule_in(DeviceInput::Destroy(1));
    dev.process_inputs();
    assert_eq!(dev.ctx_order.len(), 1);
    assert_eq!(held(&dev), before);
    finishes_with_the_expected_results(&l, &mut dev);
    // Destroying the first context mid-run frees its blocks' resources; the second context
    // then steps and its grid computes the same results.
    let mut dev = two_contexts(&l, 5);
    dev.rule_in(DeviceInput::Destroy(0));
    dev.process_inputs();
    assert_eq!(held(&dev), (0, 0, 0));
    finishes_with_the_expected_results(&l, &mut dev);
}

#[test]
fn a_block_holds_its_resources_until_its_last_warp_completes() {
    // Deviation D6: T:L2361 frees a warp's resources when the warp completes; fermi-sim frees
    // the block's when the block completes. Warp 0 exits at once, warp 1 runs 200 iterations:
    // meanwhile the SM still holds both warps' thread slots.
    let l = prepare(
        Path::new("tests/data/warp_exits_early.launch.ron"),
        &Overrides::default(),
    )
    .unwrap();
    let mut dev = device_for(&l, MemoryModel::Flat, false);
    start_launch(&mut dev, &l);
    let k = dev.ctx_order[0];
    // The state of warp `w` of the block, once the block is issued.
    let warp_is = |dev: &Device, w: usize, st: fermi_sim::warp::state::WarpState| {
        dev.contexts[k]
            .grids
            .values()
            .any(|g| g.blocks[0].warps.get(w).is_some_and(|w| w.state == st))
    };
    use fermi_sim::warp::state::WarpState::{Active, Completed};
    let mut n = 0;
    while !warp_is(&dev, 0, Completed) {
        steps(&mut dev, 1);
        n += 1;
        assert!(n < 1000);
    }
    assert!(warp_is(&dev, 1, Active), "warp 1 still runs");
    assert_eq!(held(&dev), (64, 0, 1), "both warps' slots stay held");
    finishes_with_the_expected_results(&l, &mut dev);
}

#[test]
fn device_inputs_and_outputs_are_first_in_first_out() {
    // Deviation D7 (errata B5): the literal (in)/(out) rules take the newest entry (LIFO);
    // fermi-sim serves the oldest first, so the host sees its requests answered in order.
    use fermi_sim::context::ContextOutput;
    use fermi_sim::device::DeviceOutput;
    let l = vadd();
    let mut dev = device_for(&l, MemoryModel::Flat, false);
    dev.rule_in(DeviceInput::Create);
    dev.rule_in(DeviceInput::Create);
    dev.rule_in(DeviceInput::Load(l.prog.clone(), 1));
    dev.rule_in(DeviceInput::Load(l.prog.clone(), 0));
    dev.process_inputs();
    for _ in 0..2 {
        dev.rule_in(DeviceInput::Ctx(
            ContextInput::Start {
                prog: 0,
                conf: prog_conf(&l),
                params: l.params.clone(),
            },
            0,
        ));
    }
    dev.process_inputs();
    let mut out = Vec::new();
    while let Some(o) = dev.rule_out() {
        out.push(o);
    }
    assert_eq!(
        out,
        vec![
            DeviceOutput::Created(0),
            DeviceOutput::Created(1),
            DeviceOutput::Loaded(0, 1),
            DeviceOutput::Loaded(0, 0),
            DeviceOutput::Ctx(ContextOutput::Started(0), 0),
            DeviceOutput::Ctx(ContextOutput::Started(1), 0),
        ]
    );
}

#[test]
fn dependent_launches_run_in_order_with_the_l1_flushed_between_them() {
    // Four grids in one stream (manifest `launches`): each starts when the one before it
    // completed, through Context (start)/(compl) and Device (out). The last grid reads `a`,
    // which the first grid cached in L1 and the third overwrote; without the flush between
    // dependent grids (deviation M5) seeds 3 and 4 read the old values.
    use fermi_sim::launch::run::{run_launch, RunSettings};
    let l = prepare(
        Path::new("tests/data/dependent.launch.ron"),
        &Overrides::default(),
    )
    .unwrap();
    assert_eq!(l.then.len(), 3);
    for seed in 0..12 {
        let r = run_launch(
            &l,
            &mut fermi_sim::sched::RandomSched::new(seed),
            RunSettings {
                seed,
                checks: fermi_sim::checks::runtime::CheckSet::parse(&["races".into()]).unwrap(),
                ..RunSettings::default()
            },
        );
        assert_eq!(compare(&l, &r), Vec::<String>::new(), "seed {seed}");
        // The kernel boundary orders the grids' accesses: no race between them.
        assert!(r.diagnostics.is_empty(), "seed {seed}: {:?}", r.diagnostics);
        assert_eq!(r.stats.blocks_issued, 4 * 3);
    }
}

#[test]
fn later_launches_are_checked_like_the_first() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("launches");
    std::fs::create_dir_all(&dir).unwrap();
    let base = std::fs::read_to_string("tests/data/dependent.launch.ron")
        .unwrap()
        .replace(
            "\"dependent.ptx\"",
            &format!(
                "\"{}/tests/data/dependent.ptx\"",
                env!("CARGO_MANIFEST_DIR")
            ),
        );
    let first = "(kernel: \"scale\", grid: (3, 1, 1), block: (32, 1, 1), args: [Buffer(\"b\"), Buffer(\"c\"), S32(3), S32(96)]),";
    assert!(base.contains(first));
    for (bad, field) in [
        ("(kernel: \"scale\", grid: (3, 1, 1), block: (32, 1, 1), args: [Buffer(\"b\")]),", "launches[0].args"),
        ("(kernel: \"nosuch\", grid: (3, 1, 1), block: (32, 1, 1)),", "launches[0].kernel"),
        ("(kernel: \"scale\", grid: (0, 1, 1), block: (32, 1, 1), args: [Buffer(\"b\"), Buffer(\"c\"), S32(3), S32(96)], stream: 1),", "launches[0].grid"),
    ] {
        let p = dir.join("m.launch.ron");
        std::fs::write(&p, base.replace(first, bad)).unwrap();
        let e = prepare(&p, &Overrides::default()).expect_err(bad);
        assert_eq!(e.field, field, "{e}");
    }
    // explore searches one grid and says so.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(["explore", "tests/data/dependent.launch.ron"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("field `launches`"));
}

/// Runs of a manifest of `tests/data/streams/` under seeds 0..6 on both memory models, with the
/// race check.
fn stream_runs(
    name: &str,
) -> Vec<(
    fermi_sim::launch::Launch,
    fermi_sim::launch::results::RunResult,
)> {
    use fermi_sim::launch::run::{run_launch, RunSettings};
    let l = prepare(
        Path::new(&format!("tests/data/streams/{name}.launch.ron")),
        &Overrides::default(),
    )
    .unwrap();
    let mut out = Vec::new();
    for memory in [MemoryModel::Fermi, MemoryModel::Flat] {
        for seed in 0..6 {
            let r = run_launch(
                &l,
                &mut fermi_sim::sched::RandomSched::new(seed),
                RunSettings {
                    seed,
                    memory,
                    checks: fermi_sim::checks::runtime::CheckSet::parse(&["races".into()]).unwrap(),
                    ..RunSettings::default()
                },
            );
            out.push((l.clone(), r));
        }
    }
    out
}

#[test]
fn launches_of_several_streams_run_at_the_same_time() {
    use fermi_sim::launch::results::Status;
    // The first grid spins until a grid of stream 1 raises its flag: it finishes only because
    // both run at once.
    for (l, r) in stream_runs("concurrent") {
        assert_eq!(r.status, Status::Violation, "{:?}", r.diagnostics);
        assert_eq!(compare(&l, &r), Vec::<String>::new());
        // The flag's volatile store and loads race (not atomic), between the two grids.
        assert!(r.diagnostics.iter().all(|d| d.kind == "data_race"));
        assert!(r.diagnostics[0]
            .message
            .contains("(grid 1, block 0, warp 0)"));
        assert!(r.diagnostics[0]
            .message
            .contains("(grid 0, block 0, warp 0)"));
        assert_eq!(r.stats.blocks_issued, 2);
    }
    // In one stream the flag is raised only after the waiting grid completed: it never does.
    for (_, r) in stream_runs("one_stream_waits") {
        assert_eq!(r.status, Status::Livelock, "{:?}", r.diagnostics);
        assert_eq!(r.stats.blocks_issued, 1);
    }
}

#[test]
fn grids_of_two_streams_race_and_grids_of_one_stream_do_not() {
    // Two grids write the same 64 elements, 1 and 2.
    let mut mixed = false;
    for (_, r) in stream_runs("race_between_streams") {
        let d = r
            .diagnostics
            .iter()
            .find(|d| d.kind == "data_race")
            .expect("a race between the streams");
        assert!(
            d.message.contains("grid 0, block") && d.message.contains("grid 1, block"),
            "{}",
            d.message
        );
        assert_eq!(
            d.details["first"]["grid"].as_u64().unwrap()
                + d.details["second"]["grid"].as_u64().unwrap(),
            1
        );
        let vals: std::collections::BTreeSet<String> =
            r.buffers["out"].iter().map(|n| n.0.to_string()).collect();
        assert!(vals.iter().all(|v| v == "1" || v == "2"), "{vals:?}");
        mixed |= vals.len() == 2;
    }
    // Some schedule interleaves the two grids' stores.
    assert!(mixed);
    for (l, r) in stream_runs("ordered_in_one_stream") {
        assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
        assert_eq!(compare(&l, &r), Vec::<String>::new());
    }
}

#[test]
fn concurrent_grids_read_their_own_parameter_banks() {
    // Three grids of three streams fill three buffers with their own value argument.
    for (l, r) in stream_runs("param_banks") {
        assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);
        assert_eq!(compare(&l, &r), Vec::<String>::new());
        assert_eq!(r.stats.blocks_issued, 6);
    }
}

#[test]
fn symbols_are_written_before_the_grid_and_read_back_after_it() {
    // global_counter counts the positive inputs into `__device__ unsigned g_hits` and keeps
    // their maximum in `__device__ int g_max = -1000000`. The manifest writes g_hits = 5 before
    // the grid (cudaMemcpyToSymbol) and reads both back; g_max, given by length only, keeps
    // the module's initializer until the kernel changes it.
    let l = prepare(
        Path::new("ptx-samples/apps/nvrtc12-sm80/global_counter.launch.ron"),
        &Overrides::default(),
    )
    .unwrap();
    let r = fermi_sim::launch::run::run_launch(
        &l,
        &mut RoundRobin::new(),
        fermi_sim::launch::run::RunSettings::default(),
    );
    assert_eq!(compare(&l, &r), Vec::<String>::new());
    let word = |name: &str| {
        let b = &r.buffers[name].bytes;
        u32::from_le_bytes([b[0], b[1], b[2], b[3]])
    };
    let positives = match &l.manifest.buffers["in"].data {
        Some(d) => d
            .iter()
            // RON reads a non-negative integer as unsigned.
            .filter(|n| {
                matches!(n, fermi_sim::launch::manifest::Elem::N(fermi_sim::launch::manifest::Num::U(v)) if *v > 0)
            })
            .count() as u32,
        None => unreachable!(),
    };
    assert_eq!(word("g_hits"), 5 + positives);
    // A `.const` symbol: conv_rows' coefficients are read from the constant bank.
    let c = prepare(
        Path::new("ptx-samples/apps/nvrtc12-sm80/conv_rows.launch.ron"),
        &Overrides::default(),
    )
    .unwrap();
    let b = c.buffers.iter().find(|b| b.name == "c_kernel").unwrap();
    assert_eq!(b.space, fermi_sim::program::ir::StateSpace::Const);
    let rc = fermi_sim::launch::run::run_launch(
        &c,
        &mut RoundRobin::new(),
        fermi_sim::launch::run::RunSettings::default(),
    );
    assert_eq!(compare(&c, &rc), Vec::<String>::new());
}
