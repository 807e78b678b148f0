//! Every happens-before edge the race detector assumes is enforced by both memory environments.
//!
//! The race detector stays silent about two accesses that one of its edges orders: a block
//! barrier (`bar.sync`), a warp barrier (`bar.warp.sync`), or a strong write (atomic or
//! volatile, with or without fences around it) whose value a strong read of another warp sees.
//! If the memory environment did not enforce such an edge, a program could read a stale value
//! with nothing reported: a silent wrong result. This test generates small message-passing
//! kernels over each edge kind (producer: write `data = 42`, then the edge; consumer: the edge,
//! then read `data` into `out[0]`), explores their schedules on the thesis memory model (two SMs
//! with tiny caches, so that L1s can hold stale lines) and on the flat memory, and fails when
//! the consumer can read the old 0 while no data race is reported.
//!
//! The kernels vary the edge, the state space (global, shared), where producer and consumer
//! run (another warp of the block, another block), which lane writes the flag (the data's
//! writer or another lane of its warp), fences on either side, and the flag's write and read
//! instructions. A fixed sample of them runs by default; `HB_EDGE_CASES=all` runs every one
//! (in release builds: `cargo test --release --test it hb_edges -- --nocapture`).

use fermi_sim::checks::runtime::CheckSet;
use fermi_sim::device::MemoryModel;
use fermi_sim::explore::search::EXPLORE_CHECKS;
use fermi_sim::explore::{explore, ExploreOptions, ExploreReport};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Overrides};
use fermi_sim::sched::RandomSched;
use std::path::Path;

/// The edge between the producer's write of `data` and the consumer's read of it.
#[derive(Clone, Copy, Debug)]
enum Edge {
    /// No synchronisation at all: the consumer reads once (the outcome 0 is reachable and the
    /// detector must report it).
    Nothing,
    /// `bar.sync 0`, executed by every thread of the block.
    Barrier,
    /// `bar.warp.sync -1`, executed by every lane of the warp; producer and consumer share it.
    WarpSync,
    /// A flag: the producer (or another lane of its warp) writes it with `write` after
    /// `fence`; the consumer spins on `read` until it is non-zero, then `fence`s.
    Flag {
        write: FlagWrite,
        read: FlagRead,
        fence: Fence,
        other_lane: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum FlagWrite {
    Plain,
    Volatile,
    Release,
    Exch,
    ReleaseExch,
    Add,
    Red,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum FlagRead {
    Plain,
    Volatile,
    Acquire,
    AtomAdd0,
    Cas,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Fence {
    None,
    MembarGl,
    AcqRel,
    MembarCta,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Place {
    /// Consumer in the second warp of the producer's block (block of 64 threads).
    OtherWarp,
    /// Consumer in the second block (blocks of 32 threads; the two SMs of the config).
    OtherBlock,
    /// Consumer in the producer's warp (warp edges only).
    SameWarp,
}

#[derive(Clone, Copy, Debug)]
struct Case {
    edge: Edge,
    shared: bool,
    place: Place,
}

impl Case {
    fn name(&self) -> String {
        format!(
            "{:?} {} {:?}",
            self.edge,
            if self.shared { "shared" } else { "global" },
            self.place
        )
    }

    /// The kernel's PTX: `k(data, flag, out, seven)`.
    fn ptx(&self) -> String {
        let ss = if self.shared { ".shared" } else { ".global" };
        // Every lane of the producer's warp writes its own slot of `data` (many stores in
        // flight, as in a warp-synchronous reduction); the consumer reads the producer's slot 1.
        let (slot, data, flag) = if self.shared {
            ("[%r11]", "[sdata+4]", "[sdata+256]")
        } else {
            ("[%rd8]", "[%rd1+4]", "[%rd2]")
        };
        // Producer: thread 1 of block 0 (lane 1 of warp 0), so that lane 0 can write the flag
        // for it; consumer: the place's thread.
        let (cons_tid, cons_block) = match self.place {
            Place::OtherWarp => (32, 0),
            Place::OtherBlock => (0, 1),
            Place::SameWarp => (5, 0),
        };
        let mut body = String::new();
        let p = |s: &mut String, l: &str| {
            s.push('\t');
            s.push_str(l);
            s.push('\n');
        };
        p(&mut body, "mov.u32 %r1, %tid.x;");
        p(&mut body, "mov.u32 %r2, %ctaid.x;");
        p(&mut body, "setp.eq.u32 %p9, %r2, 0;");
        p(&mut body, "setp.eq.u32 %p1, %r1, 1;");
        p(&mut body, "and.pred %p1, %p1, %p9;"); // producer
        p(&mut body, &format!("setp.eq.u32 %p2, %r1, {cons_tid};"));
        p(&mut body, &format!("setp.eq.u32 %p8, %r2, {cons_block};"));
        p(&mut body, "and.pred %p2, %p2, %p8;"); // consumer
                                                 // The producer's value comes from memory (`seven`), so its warp waits for the load and
                                                 // the consumer's can run ahead of it.
        p(&mut body, "ld.global.u32 %r8, [%rd7];");
        p(&mut body, "add.u32 %r3, %r8, 35;");
        p(&mut body, "setp.lt.u32 %p7, %r1, 32;");
        p(&mut body, "and.pred %p7, %p7, %p9;"); // the producer's warp
        p(&mut body, "shl.b32 %r10, %r1, 2;");
        p(&mut body, "mov.u32 %r11, sdata;");
        p(&mut body, "add.u32 %r11, %r11, %r10;");
        p(&mut body, "cvt.u64.u32 %rd9, %r10;");
        p(&mut body, "add.u64 %rd8, %rd1, %rd9;");
        p(&mut body, &format!("@%p7 st{ss}.u32 {slot}, %r3;"));
        match self.edge {
            Edge::Nothing => {
                p(&mut body, &format!("@%p2 ld{ss}.u32 %r5, {data};"));
            }
            Edge::Barrier => {
                p(&mut body, "bar.sync 0;");
                p(&mut body, &format!("@%p2 ld{ss}.u32 %r5, {data};"));
            }
            Edge::WarpSync => {
                p(&mut body, "bar.warp.sync -1;");
                p(&mut body, &format!("@%p2 ld{ss}.u32 %r5, {data};"));
            }
            Edge::Flag {
                write,
                read,
                fence,
                other_lane,
            } => {
                let fence_text = match fence {
                    Fence::None => None,
                    Fence::MembarGl => Some("membar.gl;"),
                    Fence::AcqRel => Some("fence.acq_rel.gpu;"),
                    Fence::MembarCta => Some("membar.cta;"),
                };
                // The flag's writer: the producer, or lane 0 of its warp.
                if other_lane {
                    p(&mut body, "setp.eq.u32 %p3, %r1, 0;");
                    p(&mut body, "and.pred %p3, %p3, %p9;");
                } else {
                    p(&mut body, "mov.pred %p3, %p1;");
                }
                if let Some(f) = fence_text {
                    p(&mut body, f);
                }
                p(&mut body, "mov.u32 %r6, 1;");
                let w = match write {
                    FlagWrite::Plain => format!("st{ss}.u32 {flag}, %r6;"),
                    FlagWrite::Volatile => format!("st.volatile{ss}.u32 {flag}, %r6;"),
                    FlagWrite::Release => format!("st.release.gpu{ss}.u32 {flag}, %r6;"),
                    FlagWrite::Exch => format!("atom{ss}.exch.b32 %r7, {flag}, %r6;"),
                    FlagWrite::ReleaseExch => {
                        format!("atom.release.gpu{ss}.exch.b32 %r7, {flag}, %r6;")
                    }
                    FlagWrite::Add => format!("atom{ss}.add.u32 %r7, {flag}, %r6;"),
                    FlagWrite::Red => format!("red{ss}.add.u32 {flag}, %r6;"),
                };
                p(&mut body, &format!("@%p3 {w}"));
                p(&mut body, "@!%p2 bra DONE;");
                body.push_str("SPIN:\n");
                let r = match read {
                    FlagRead::Plain => format!("ld{ss}.u32 %r4, {flag};"),
                    FlagRead::Volatile => format!("ld.volatile{ss}.u32 %r4, {flag};"),
                    FlagRead::Acquire => format!("ld.acquire.gpu{ss}.u32 %r4, {flag};"),
                    FlagRead::AtomAdd0 => format!("atom{ss}.add.u32 %r4, {flag}, 0;"),
                    FlagRead::Cas => format!("atom{ss}.cas.b32 %r4, {flag}, 1, 1;"),
                };
                p(&mut body, &r);
                p(&mut body, "setp.eq.u32 %p4, %r4, 0;");
                p(&mut body, "@%p4 bra SPIN;");
                if let Some(f) = fence_text {
                    p(&mut body, f);
                }
                p(&mut body, &format!("ld{ss}.u32 %r5, {data};"));
            }
        }
        p(&mut body, "@%p2 st.global.u32 [%rd3], %r5;");
        body.push_str("DONE:\n\tret;\n");
        format!(
            ".version 7.0\n.target sm_70\n.address_size 64\n\n\
             .visible .entry k(.param .u64 p_data, .param .u64 p_flag, .param .u64 p_out, .param .u64 p_seven)\n{{\n\
             \t.reg .pred %p<10>;\n\t.reg .b32 %r<12>;\n\t.reg .b64 %rd<10>;\n\
             \t.shared .align 4 .b8 sdata[260];\n\
             \tld.param.u64 %rd4, [p_data];\n\tcvta.to.global.u64 %rd1, %rd4;\n\
             \tld.param.u64 %rd5, [p_flag];\n\tcvta.to.global.u64 %rd2, %rd5;\n\
             \tld.param.u64 %rd6, [p_out];\n\tcvta.to.global.u64 %rd3, %rd6;\n\
             \tld.param.u64 %rd4, [p_seven];\n\tcvta.to.global.u64 %rd7, %rd4;\n\
             \tmov.u32 %r5, 7;\n{body}}}\n"
        )
    }

    fn manifest(&self, config: &Path) -> String {
        let (grid, block) = match self.place {
            Place::OtherWarp => (1, 64),
            Place::OtherBlock => (2, 32),
            Place::SameWarp => (1, 32),
        };
        format!(
            "(ptx: \"k.ptx\", kernel: \"k\", grid: ({grid}, 1, 1), block: ({block}, 1, 1), \
             config: {config:?}, max_steps: 3000, \
             buffers: {{ \"data\": (ty: S32, len: 32), \"flag\": (ty: S32, len: 1), \"out\": (ty: S32, data: [7]), \
             \"seven\": (ty: S32, data: [7]) }}, \
             args: [Buffer(\"data\"), Buffer(\"flag\"), Buffer(\"out\"), Buffer(\"seven\")])"
        )
    }
}

fn all_cases() -> Vec<Case> {
    let mut v = Vec::new();
    for shared in [false, true] {
        for place in [Place::OtherWarp, Place::OtherBlock, Place::SameWarp] {
            if shared && place == Place::OtherBlock {
                continue;
            }
            v.push(Case {
                edge: Edge::Nothing,
                shared,
                place,
            });
            if place != Place::OtherBlock {
                v.push(Case {
                    edge: Edge::Barrier,
                    shared,
                    place,
                });
            }
            if place == Place::SameWarp {
                v.push(Case {
                    edge: Edge::WarpSync,
                    shared,
                    place,
                });
                continue;
            }
            for write in [
                FlagWrite::Plain,
                FlagWrite::Volatile,
                FlagWrite::Release,
                FlagWrite::Exch,
                FlagWrite::ReleaseExch,
                FlagWrite::Add,
                FlagWrite::Red,
            ] {
                for read in [
                    FlagRead::Plain,
                    FlagRead::Volatile,
                    FlagRead::Acquire,
                    FlagRead::AtomAdd0,
                    FlagRead::Cas,
                ] {
                    for fence in [
                        Fence::None,
                        Fence::MembarGl,
                        Fence::AcqRel,
                        Fence::MembarCta,
                    ] {
                        for other_lane in [false, true] {
                            v.push(Case {
                                edge: Edge::Flag {
                                    write,
                                    read,
                                    fence,
                                    other_lane,
                                },
                                shared,
                                place,
                            });
                        }
                    }
                }
            }
        }
    }
    v
}

/// What exploring one case found.
struct Found {
    /// The consumer read the old value in some final memory.
    stale: bool,
    /// The consumer read the new value in some final memory.
    fresh: bool,
    /// Where a stale read came with no race reported (seeds, or "some schedule").
    silent_stale: Vec<String>,
    races: bool,
    report: String,
}

fn run_case(dir: &Path, case: &Case, memory: MemoryModel, seeds: u64) -> Found {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::write(dir.join("k.ptx"), case.ptx()).unwrap();
    let config = crate::common::root().join("tests/data/explore/two_sm.ron");
    std::fs::write(dir.join("k.launch.ron"), case.manifest(&config)).unwrap();
    let launch = prepare(&dir.join("k.launch.ron"), &Overrides::default())
        .unwrap_or_else(|e| panic!("{}: {e}\n{}", case.name(), case.ptx()));
    let checks = CheckSet {
        races: true,
        strict_races: true,
        ..CheckSet::default()
    };
    let out_of =
        |buffers: &std::collections::BTreeMap<String, fermi_sim::launch::results::BufferOut>| {
            buffers["out"]
                .iter()
                .next()
                .map_or(String::new(), |n| n.0.to_string())
        };
    let is_race = |kind: &str| kind.contains("race");
    let mut found = Found {
        stale: false,
        fresh: false,
        silent_stale: Vec::new(),
        races: false,
        report: String::new(),
    };
    let mut outs = std::collections::BTreeSet::new();
    match memory {
        // The flat memory: every schedule (the search is exhaustive). A race the detector
        // reports ends its path (a violation), so the outcomes come from a search without the
        // race check and the verdict from one with it.
        MemoryModel::Flat => {
            let opt = |races: bool| ExploreOptions {
                checks: CheckSet {
                    races,
                    strict_races: races,
                    ..EXPLORE_CHECKS
                },
                ..ExploreOptions::for_memory(memory)
            };
            let r: ExploreReport = explore(&launch, &opt(false));
            assert!(r.exhaustive, "{}", case.name());
            outs.extend(r.final_memories.iter().map(|m| out_of(&m.buffers)));
            let checked = explore(&launch, &opt(true));
            found.races = checked
                .diagnostics
                .iter()
                .any(|f| is_race(f.diagnostic.kind.name()));
            found.stale = outs.contains("0");
            if found.stale && !found.races {
                found.silent_stale.push("some schedule".to_string());
            }
        }
        // The thesis memory: too many schedules to search them all on these kernels; random
        // schedules found the missing `bar.warp.sync` ordering on 1 seed in 20. The detector
        // rides along each run, so a stale read must come with a race on the same run.
        MemoryModel::Fermi => {
            for seed in 1..=seeds {
                let r = run_launch(
                    &launch,
                    &mut RandomSched::new(seed),
                    RunSettings {
                        seed,
                        memory,
                        checks,
                        ..RunSettings::default()
                    },
                );
                let o = out_of(&r.buffers);
                let race = r.diagnostics.iter().any(|d| is_race(d.kind.name()));
                found.races |= race;
                if o == "0" {
                    found.stale = true;
                    if !race {
                        found.silent_stale.push(format!("seed {seed}"));
                    }
                }
                outs.insert(o);
            }
        }
    }
    found.fresh = outs.contains("42");
    found.report = format!("outcomes {outs:?}, races {}", found.races);
    found
}

/// The cases this run explores and the random seeds per case on the thesis memory: a fixed
/// spread over the list, or all of them with `HB_EDGE_CASES=all`.
fn chosen() -> (Vec<Case>, u64) {
    let all = all_cases();
    if std::env::var("HB_EDGE_CASES").as_deref() == Ok("all") {
        return (all, 100);
    }
    // Every warp and barrier case, and a spread of the flag cases.
    let some = all
        .iter()
        .enumerate()
        .filter(|(i, c)| !matches!(c.edge, Edge::Flag { .. }) || i % 23 == 0)
        .map(|(_, c)| *c)
        .collect();
    (some, 30)
}

#[test]
fn no_outcome_an_edge_forbids_is_reachable_while_the_detector_is_silent() {
    let base = std::env::temp_dir().join(format!("fermi-sim-hb-{}", std::process::id()));
    let mut failures = Vec::new();
    let mut stale_seen = 0;
    let verbose = std::env::var("HB_EDGE_VERBOSE").is_ok();
    let (cases, seeds) = chosen();
    for (i, case) in cases.iter().enumerate() {
        for memory in [MemoryModel::Fermi, MemoryModel::Flat] {
            let f = run_case(&base.join(format!("{i}")), case, memory, seeds);
            if verbose {
                eprintln!("{} {memory:?}: {}", case.name(), f.report);
            }
            // The flat memory's search is exhaustive: the kernel works.
            if memory == MemoryModel::Flat {
                assert!(
                    f.fresh,
                    "{} {memory:?}: the new value is never read: {}",
                    case.name(),
                    f.report
                );
            }
            if f.stale {
                stale_seen += 1;
            }
            // The barriers order everything here: no false alarm either.
            if matches!(case.edge, Edge::Barrier | Edge::WarpSync) {
                assert!(!f.races, "{} {memory:?}: {}", case.name(), f.report);
            }
            if !f.silent_stale.is_empty() {
                failures.push(format!(
                    "{} {memory:?}: stale read with no race reported ({}); {}",
                    case.name(),
                    f.silent_stale.join(", "),
                    f.report
                ));
            }
        }
    }
    if std::env::var("HB_EDGE_KEEP").is_err() {
        let _ = std::fs::remove_dir_all(&base);
    }
    assert!(
        failures.is_empty(),
        "stale reads with no race reported ({} of {} cases):\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    // The generator reaches stale reads (the unsynchronised cases at least), and the search
    // finds them: otherwise the property above could not fail.
    assert!(stale_seen >= 3, "{stale_seen}");
}
