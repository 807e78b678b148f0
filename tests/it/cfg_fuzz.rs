//! Differential fuzzer of reconvergence (Step 6, `program::inject`) against a per-lane sequential
//! reference: the safety property of T:L3225 says every thread of a warp executes what it would
//! execute alone.
//!
//! proptest generates random control-flow graphs — structured and unstructured: loops with several
//! exits, nested breaks, gotos into and out of loops (irreducible regions), early `ret`s, switch
//! tables (`brx.idx`), calls of a device function with its own random graph — with lane-dependent
//! conditions. Each graph is rendered as PTX, loaded, and run with 64 threads (two warps of 32)
//! under several seeds. Every block folds its number into a per-lane hash, so the final hash that
//! each lane stores names the exact sequence of blocks it executed. The test compares it, lane by
//! lane, with an interpreter of the abstract graph written here, and requires the run to complete
//! with no check firing (control-flow consistency, safety, deadlock, livelock).
//!
//! `FERMI_CFG_FUZZ_CASES=N` runs N graphs instead of the default (long runs); failures shrink and
//! are kept in `tests/cfg_fuzz.proptest-regressions`.

use fermi_sim::device::MemoryModel;
use fermi_sim::launch::manifest::Manifest;
use fermi_sim::launch::results::Status;
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare_with, Overrides};
use fermi_sim::sched::RandomSched;
use proptest::prelude::*;
use std::fmt::Write;
use std::sync::Arc;

const THREADS: u32 = 64;

/// How a block ends. Targets are block numbers; `n` (the number of blocks) is the end block.
#[derive(Clone, Debug)]
enum Term {
    /// Fall into the next block.
    Fall,
    /// `bra t`.
    Jump(usize),
    /// `@p bra t` on bit `bit` of the lane's hash, else fall through.
    Cond(u8, usize),
    /// `brx.idx` on the hash over a table of targets.
    Switch(Vec<usize>),
    /// Store (kernel) or return (function) the hash xor a constant: an early `ret`.
    Ret,
    /// `h = f(h)` (kernel only, when there is a function), then fall through.
    Call,
}

#[derive(Clone, Debug)]
struct Graph {
    blocks: Vec<Term>,
}

#[derive(Clone, Debug)]
struct Prog {
    kernel: Graph,
    func: Option<Graph>,
}

fn term(n: usize, calls: bool) -> impl Strategy<Value = Term> {
    let t = 0..=n;
    prop_oneof![
        3 => Just(Term::Fall),
        2 => t.clone().prop_map(Term::Jump),
        5 => (0u8..12, t.clone()).prop_map(|(b, t)| Term::Cond(b, t)),
        1 => proptest::collection::vec(t, 2..5).prop_map(Term::Switch),
        1 => Just(Term::Ret),
        if calls { 2 } else { 0 } => Just(Term::Call),
    ]
}

fn graph(calls: bool) -> impl Strategy<Value = Graph> {
    (2usize..10).prop_flat_map(move |n| {
        proptest::collection::vec(term(n, calls), n).prop_map(|blocks| Graph { blocks })
    })
}

fn prog() -> impl Strategy<Value = Prog> {
    prop_oneof![
        graph(false).prop_map(|kernel| Prog { kernel, func: None }),
        (graph(true), graph(false)).prop_map(|(kernel, f)| Prog {
            kernel,
            func: Some(f)
        }),
    ]
}

// ------------------------------------------------------------------ reference interpreter

const RET_XOR: u32 = 0x5bd1_e995;

/// One lane's walk through `g`, starting with hash `h` and `fuel` back-edge traversals. Block `i`
/// folds `i + salt` into the hash; an edge to a block at or before the current one costs fuel,
/// and a lane out of fuel goes to the end block.
fn walk(g: &Graph, mut h: u32, mut fuel: u32, salt: u32, f: &dyn Fn(u32) -> u32) -> u32 {
    let n = g.blocks.len();
    let mut pc = 0usize;
    let go = |pc: usize, t: usize, fuel: &mut u32| -> usize {
        if t <= pc {
            *fuel -= 1;
            if *fuel == 0 {
                return n;
            }
        }
        t
    };
    while pc < n {
        h = h.wrapping_mul(31).wrapping_add(pc as u32 + salt);
        pc = match &g.blocks[pc] {
            Term::Fall => pc + 1,
            Term::Jump(t) => go(pc, *t, &mut fuel),
            Term::Cond(b, t) => {
                if (h >> b) & 1 != 0 {
                    go(pc, *t, &mut fuel)
                } else {
                    pc + 1
                }
            }
            Term::Switch(ts) => go(pc, ts[((h >> 3) % ts.len() as u32) as usize], &mut fuel),
            Term::Ret => return h ^ RET_XOR,
            Term::Call => {
                h = f(h);
                pc + 1
            }
        };
    }
    h
}

fn reference(p: &Prog, tid: u32) -> u32 {
    let f = |h: u32| match &p.func {
        Some(g) => walk(g, h, (h & 3) + 2, 101, &|h| h),
        None => h,
    };
    let h0 = tid.wrapping_mul(2_654_435_761).wrapping_add(1);
    walk(&p.kernel, h0, tid % 5 + 3, 1, &f)
}

// ------------------------------------------------------------------ PTX rendering

/// The body of one graph. Registers: %r1 hash, %r2 fuel, %r3 scratch, %p1/%p2 predicates.
/// `end` is the code of the end block; `ret` the code of an early return.
fn render(g: &Graph, pre: &str, salt: u32, end: &str, ret: &str, out: &mut String) {
    let n = g.blocks.len();
    let lbl = |i: usize| {
        if i == n {
            format!("{pre}_END")
        } else {
            format!("{pre}_B{i}")
        }
    };
    // Edges to a block at or before the current one go through a fuel stub.
    let mut stubs: Vec<(usize, usize)> = Vec::new();
    let edge = |i: usize, t: usize, stubs: &mut Vec<(usize, usize)>| {
        if t <= i {
            if !stubs.contains(&(i, t)) {
                stubs.push((i, t));
            }
            format!("{pre}_K{i}_{t}")
        } else {
            lbl(t)
        }
    };
    for (i, t) in g.blocks.iter().enumerate() {
        writeln!(out, "{}:", lbl(i)).unwrap();
        writeln!(out, "\tmad.lo.u32 %r1, %r1, 31, {};", i as u32 + salt).unwrap();
        match t {
            Term::Fall => {}
            Term::Jump(t) => {
                let uni = if i % 2 == 0 { ".uni" } else { "" };
                writeln!(out, "\tbra{uni} {};", edge(i, *t, &mut stubs)).unwrap();
            }
            Term::Cond(b, t) => {
                writeln!(out, "\tshr.u32 %r3, %r1, {b};\n\tand.b32 %r3, %r3, 1;").unwrap();
                writeln!(out, "\tsetp.ne.u32 %p1, %r3, 0;").unwrap();
                writeln!(out, "\t@%p1 bra {};", edge(i, *t, &mut stubs)).unwrap();
            }
            Term::Switch(ts) => {
                let names: Vec<String> = ts.iter().map(|&t| edge(i, t, &mut stubs)).collect();
                writeln!(
                    out,
                    "\tshr.u32 %r3, %r1, 3;\n\trem.u32 %r3, %r3, {};",
                    ts.len()
                )
                .unwrap();
                writeln!(out, "{pre}_T{i}: .branchtargets {};", names.join(", ")).unwrap();
                writeln!(out, "\tbrx.idx %r3, {pre}_T{i};").unwrap();
            }
            Term::Ret => {
                writeln!(out, "\txor.b32 %r1, %r1, {RET_XOR};\n{ret}").unwrap();
            }
            Term::Call => {
                writeln!(
                    out,
                    "\t{{\n\t.param .b32 param0;\n\tst.param.b32 [param0+0], %r1;\n\t.param .b32 retval0;\n\tcall.uni (retval0), fz_f, (param0);\n\tld.param.b32 %r1, [retval0+0];\n\t}}"
                )
                .unwrap();
            }
        }
    }
    writeln!(out, "{}:\n{end}", lbl(n)).unwrap();
    for (i, t) in stubs {
        writeln!(
            out,
            "{pre}_K{i}_{t}:\n\tsub.u32 %r2, %r2, 1;\n\tsetp.eq.u32 %p2, %r2, 0;\n\t@%p2 bra {};\n\tbra {};",
            lbl(n),
            lbl(t)
        )
        .unwrap();
    }
}

fn ptx(p: &Prog) -> String {
    let mut s = String::from(".version 6.0\n.target sm_20\n.address_size 64\n\n");
    if let Some(g) = &p.func {
        s.push_str(".func (.param .b32 func_retval0) fz_f(.param .b32 fz_f_param_0)\n{\n");
        s.push_str("\t.reg .pred %p<3>;\n\t.reg .b32 %r<4>;\n");
        s.push_str(
            "\tld.param.u32 %r1, [fz_f_param_0];\n\tand.b32 %r2, %r1, 3;\n\tadd.u32 %r2, %r2, 2;\n",
        );
        let ret = "\tst.param.b32 [func_retval0+0], %r1;\n\tret;";
        render(g, "F", 101, ret, ret, &mut s);
        s.push_str("}\n\n");
    }
    s.push_str(".visible .entry fz(.param .u64 fz_param_0)\n{\n");
    s.push_str("\t.reg .pred %p<3>;\n\t.reg .b32 %r<5>;\n\t.reg .b64 %rd<3>;\n");
    s.push_str("\tld.param.u64 %rd1, [fz_param_0];\n\tcvta.to.global.u64 %rd1, %rd1;\n");
    s.push_str(
        "\tmov.u32 %r4, %tid.x;\n\tmul.wide.u32 %rd2, %r4, 4;\n\tadd.s64 %rd1, %rd1, %rd2;\n",
    );
    s.push_str("\tmul.lo.u32 %r1, %r4, -1640531535;\n\tadd.u32 %r1, %r1, 1;\n");
    s.push_str("\trem.u32 %r2, %r4, 5;\n\tadd.u32 %r2, %r2, 3;\n");
    let store = "\tst.global.u32 [%rd1], %r1;\n\tret;";
    render(
        &p.kernel,
        "K",
        1,
        "\tst.global.u32 [%rd1], %r1;\n\texit;",
        store,
        &mut s,
    );
    s.push_str("}\n");
    s
}

// ------------------------------------------------------------------ the property

const MANIFEST: &str = r#"(
    ptx: "fuzz.ptx",
    kernel: "fz",
    grid: (1, 1, 1),
    block: (64, 1, 1),
    buffers: { "out": (ty: U32, len: 64) },
    args: [Buffer("out")],
)"#;

/// Run one graph; `Err` describes a failure.
fn check(p: &Prog, seeds: &[u64]) -> Result<(), String> {
    let text = ptx(p);
    let prog = match fermi_sim::program::load_str("fuzz.ptx", &text) {
        Ok(e) => e,
        Err(d) => return Err(format!("load failed: {}\n{text}", d.render())),
    };
    if let Some((_, d)) = prog.unusable.first() {
        // Only the stated splitting bound may refuse a graph.
        if d.code == "E0302" {
            return Ok(());
        }
        return Err(format!("{}: {}\n{text}", d.code, d.message));
    }
    let m = Manifest::parse(MANIFEST, "fuzz.launch.ron").map_err(|e| e.to_string())?;
    let mut cfg = fermi_sim::config::Config::gf100();
    cfg.max_steps = 200_000;
    let l = prepare_with(
        m,
        "fuzz.launch.ron",
        cfg,
        Arc::new(prog),
        &Overrides::default(),
    )
    .map_err(|e| e.to_string())?;
    let want: Vec<u64> = (0..THREADS).map(|t| reference(p, t) as u64).collect();
    for &seed in seeds {
        let r = run_launch(
            &l,
            &mut RandomSched::new(seed),
            RunSettings {
                seed,
                memory: MemoryModel::Flat,
                ..RunSettings::default()
            },
        );
        if r.status != Status::Completed {
            return Err(format!(
                "seed {seed}: status {:?}, diagnostics {:?}\n{text}",
                r.status, r.diagnostics
            ));
        }
        let got: Vec<u64> = r.buffers["out"]
            .iter()
            .map(|n| match n.0 {
                fermi_sim::launch::manifest::Num::U(v) => v,
                fermi_sim::launch::manifest::Num::I(v) => v as u64,
                fermi_sim::launch::manifest::Num::F(v) => v as u64,
            })
            .collect();
        if got != want {
            let lanes: Vec<usize> = (0..want.len()).filter(|&i| got[i] != want[i]).collect();
            return Err(format!(
                "seed {seed}: lanes {lanes:?} differ from the sequential reference\n{text}"
            ));
        }
    }
    Ok(())
}

fn cases() -> u32 {
    std::env::var("FERMI_CFG_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(),
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("proptest-regressions"),
        )),
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_cfgs_match_the_sequential_reference(p in prog()) {
        if let Err(e) = check(&p, &[1, 2]) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// The renderer and the reference agree on a hand-written graph with every kind of block.
#[test]
fn every_terminator_kind() {
    let p = Prog {
        kernel: Graph {
            blocks: vec![
                Term::Cond(1, 3),
                Term::Call,
                Term::Switch(vec![0, 2, 4]),
                Term::Jump(1),
                Term::Cond(0, 5),
                Term::Ret,
            ],
        },
        func: Some(Graph {
            blocks: vec![Term::Cond(2, 2), Term::Ret, Term::Jump(0)],
        }),
    };
    check(&p, &[1, 2, 3]).unwrap();
}

/// Graphs the fuzzer found (shrunk), kept as regression tests.
#[test]
fn shrunk_failures_stay_fixed() {
    use Term::*;
    let cases = [
        // A guarded branch to the next instruction after its edges were sent to the same `sync`:
        // (bra_guard) pushed a diverge token no `sync` expected.
        Prog {
            kernel: Graph {
                blocks: vec![Switch(vec![1, 0]), Cond(0, 2)],
            },
            func: None,
        },
        // A dead branch whose region held live code: rewriting around it broke a live region.
        Prog {
            kernel: Graph {
                blocks: vec![Cond(0, 0), Jump(1), Cond(0, 1)],
            },
            func: None,
        },
        // Dead code jumping into a loop (after node splitting) counted as part of the loop, and its
        // exits made a cycle through the loop's dispatch.
        Prog {
            kernel: Graph {
                blocks: vec![
                    Switch(vec![3, 2]),
                    Cond(0, 4),
                    Cond(0, 4),
                    Fall,
                    Cond(0, 3),
                    Fall,
                ],
            },
            func: Some(Graph {
                blocks: vec![Fall, Fall],
            }),
        },
    ];
    for p in &cases {
        check(p, &[1, 2, 3, 4]).unwrap();
    }
}
