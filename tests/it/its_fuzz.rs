//! Differential fuzzer of the two thread schedulings (docs/its.md): a kernel that is correct
//! under independent thread scheduling — every collective names its members exactly, every
//! exchange of values between lanes through shared memory is ordered by `bar.warp.sync` — must
//! give the same results under the thesis' SIMT stack and under ITS, on every seed.
//!
//! proptest generates structured kernels: lane-dependent `if`/`else`, loops with lane-dependent
//! trip counts, `shfl.sync` and `vote.sync` with the member mask of the threads that are there
//! (the full warp at the top level, the `vote.sync.ballot` of the branch condition inside a
//! branch or loop), shared-memory exchanges between lanes of one warp (store, `bar.warp.sync`,
//! load of a member's word, `bar.warp.sync`) and across warps (with `bar.sync`, at the top level).
//! Every lane folds what it sees into a hash and stores it. Each kernel runs with 64 threads (two
//! warps) under SIMT and under ITS on several seeds, with the race check on; the hashes must agree
//! and neither run may report anything.
//!
//! The negative side: the same kernels with the first `bar.warp.sync` of one exchange removed
//! (the `__syncwarp` between the stores and the loads) race under ITS, and the race check says so
//! on every seed tried; under SIMT the lanes still store and load together.
//!
//! `FERMI_ITS_FUZZ_CASES=N` runs N kernels instead of the default 24.

use fermi_sim::checks::runtime::CheckSet;
use fermi_sim::config::{Config, Scheduling};
use fermi_sim::launch::manifest::{Manifest, Num};
use fermi_sim::launch::results::{RunResult, Status};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare_with, Launch, Overrides};
use fermi_sim::sched::RandomSched;
use proptest::prelude::*;
use std::fmt::Write;
use std::sync::Arc;

/// A statement of a generated kernel.
#[derive(Clone, Debug)]
enum Stmt {
    /// `h = h * 31 + k`.
    Mix(u32),
    /// `if (bit b of h) { .. } else { .. }`.
    If(u8, Vec<Stmt>, Vec<Stmt>),
    /// `for (c = (h >> 7) & 3; c != 0; c--) { .. }`: 0 to 3 iterations, by lane.
    Loop(Vec<Stmt>),
    /// `shfl.sync` in mode 0..4 (idx from the highest member inside a branch) with distance k.
    Shfl(u8, u8),
    /// `vote.sync` (any, all, uni, ballot) on bit b of h.
    Vote(u8, u8),
    /// Exchange through shared memory with the member `lane ^ k` (itself when that is not a
    /// member); `false`: without the `bar.warp.sync` between the stores and the loads.
    Exchange(u8, bool),
    /// Exchange with the thread of the other warp through `bar.sync` (top level only; a `Mix`
    /// elsewhere).
    BlockExchange,
}

fn leaf() -> impl Strategy<Value = Stmt> {
    prop_oneof![
        2 => any::<u32>().prop_map(Stmt::Mix),
        2 => (0u8..4, 1u8..32).prop_map(|(m, k)| Stmt::Shfl(m, k)),
        2 => (0u8..4, 0u8..16).prop_map(|(m, b)| Stmt::Vote(m, b)),
        3 => (1u8..32).prop_map(|k| Stmt::Exchange(k, true)),
        1 => Just(Stmt::BlockExchange),
    ]
}

fn stmts() -> impl Strategy<Value = Vec<Stmt>> {
    let stmt = leaf().prop_recursive(3, 24, 4, |inner| {
        let body = proptest::collection::vec(inner, 0..4);
        prop_oneof![
            2 => (0u8..16, body.clone(), body.clone()).prop_map(|(b, t, e)| Stmt::If(b, t, e)),
            1 => body.prop_map(Stmt::Loop),
        ]
    });
    proptest::collection::vec(stmt, 1..7)
}

// ------------------------------------------------------------------ PTX rendering

/// Registers: %r1 the hash, %r2 tid, %r3 lane, %t* scratch, %m<d> the member mask at depth d,
/// %c<d> the trip counter of a loop at depth d, %rd1 the output word, %rd2 `sh`.
struct Gen {
    out: String,
    labels: u32,
}

impl Gen {
    fn label(&mut self) -> u32 {
        self.labels += 1;
        self.labels
    }

    fn line(&mut self, s: &str) {
        self.out.push('\t');
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn mix(&mut self, reg: &str) {
        self.line(&format!("mad.lo.u32 %r1, %r1, 31, {reg};"));
    }

    fn block(&mut self, b: &[Stmt], d: usize) {
        for s in b {
            self.stmt(s, d);
        }
    }

    /// The address of word `idx` (a u32 register) of `sh` into %rd3.
    fn sh_addr(&mut self, idx: &str) {
        self.line(&format!("mul.wide.u32 %rd3, {idx}, 4;"));
        self.line("add.s64 %rd3, %rd2, %rd3;");
    }

    fn stmt(&mut self, s: &Stmt, d: usize) {
        let m = format!("%m{d}");
        match s {
            Stmt::Mix(k) => self.line(&format!("mad.lo.u32 %r1, %r1, 31, {k};")),
            Stmt::If(bit, t, e) => {
                let n = self.label();
                let inner = format!("%m{}", d + 1);
                self.line(&format!("shr.u32 %t1, %r1, {bit};"));
                self.line("and.b32 %t1, %t1, 1;");
                self.line("setp.ne.u32 %q1, %t1, 0;");
                self.line(&format!("vote.sync.ballot.b32 {inner}, %q1, {m};"));
                self.line(&format!("@!%q1 bra ELSE{n};"));
                self.block(t, d + 1);
                self.line(&format!("bra.uni END{n};"));
                writeln!(self.out, "ELSE{n}:").unwrap();
                self.line(&format!("not.b32 %t1, {inner};"));
                self.line(&format!("and.b32 {inner}, {m}, %t1;"));
                self.block(e, d + 1);
                writeln!(self.out, "END{n}:").unwrap();
            }
            Stmt::Loop(body) => {
                let n = self.label();
                let (inner, c) = (format!("%m{}", d + 1), format!("%c{}", d + 1));
                self.line(&format!("shr.u32 {c}, %r1, 7;"));
                self.line(&format!("and.b32 {c}, {c}, 3;"));
                self.line(&format!("mov.b32 {inner}, {m};"));
                writeln!(self.out, "LOOP{n}:").unwrap();
                self.line(&format!("setp.ne.u32 %q1, {c}, 0;"));
                // The threads still in the loop, among those that were in it.
                self.line(&format!("vote.sync.ballot.b32 {inner}, %q1, {inner};"));
                self.line(&format!("@!%q1 bra END{n};"));
                self.block(body, d + 1);
                self.line(&format!("sub.u32 {c}, {c}, 1;"));
                self.line(&format!("bra LOOP{n};"));
                writeln!(self.out, "END{n}:").unwrap();
            }
            Stmt::Shfl(mode, k) => {
                if d == 0 {
                    let (mode, c) = match mode {
                        0 => ("bfly", 31),
                        1 => ("up", 0),
                        2 => ("down", 31),
                        _ => ("idx", 31),
                    };
                    self.line(&format!(
                        "shfl.sync.{mode}.b32 %t2|%q2, %r1, {k}, {c}, {m};"
                    ));
                } else {
                    // The highest member: a source every member may read.
                    self.line(&format!("bfind.u32 %t1, {m};"));
                    self.line(&format!("shfl.sync.idx.b32 %t2|%q2, %r1, %t1, 31, {m};"));
                }
                self.line("selp.u32 %t3, 7, 3, %q2;");
                self.mix("%t2");
                self.mix("%t3");
            }
            Stmt::Vote(mode, bit) => {
                self.line(&format!("shr.u32 %t1, %r1, {bit};"));
                self.line("and.b32 %t1, %t1, 1;");
                self.line("setp.ne.u32 %q1, %t1, 0;");
                match mode {
                    0..=2 => {
                        let op = ["any", "all", "uni"][*mode as usize];
                        self.line(&format!("vote.sync.{op}.pred %q2, %q1, {m};"));
                        self.line("selp.u32 %t2, 5, 9, %q2;");
                    }
                    _ => self.line(&format!("vote.sync.ballot.b32 %t2, %q1, {m};")),
                }
                self.mix("%t2");
            }
            Stmt::Exchange(k, synced) => {
                self.line("and.b32 %t4, %r2, -32;");
                self.sh_addr("%r2");
                self.line("st.shared.u32 [%rd3], %r1;");
                if *synced {
                    self.line(&format!("bar.warp.sync {m};"));
                }
                self.line(&format!("xor.b32 %t1, %r3, {k};"));
                self.line(&format!("shr.b32 %t2, {m}, %t1;"));
                self.line("and.b32 %t2, %t2, 1;");
                self.line("setp.ne.u32 %q1, %t2, 0;");
                self.line("selp.u32 %t1, %t1, %r3, %q1;");
                self.line("add.u32 %t1, %t4, %t1;");
                self.sh_addr("%t1");
                self.line("ld.shared.u32 %t2, [%rd3];");
                // No member stores into a word another may still read.
                self.line(&format!("bar.warp.sync {m};"));
                self.mix("%t2");
            }
            Stmt::BlockExchange if d == 0 => {
                self.sh_addr("%r2");
                self.line("st.shared.u32 [%rd3], %r1;");
                self.line("bar.sync 0;");
                self.line("xor.b32 %t1, %r2, 32;");
                self.sh_addr("%t1");
                self.line("ld.shared.u32 %t2, [%rd3];");
                self.line("bar.sync 0;");
                self.mix("%t2");
            }
            Stmt::BlockExchange => self.line("mad.lo.u32 %r1, %r1, 31, 17;"),
        }
    }
}

fn depth(b: &[Stmt]) -> usize {
    b.iter()
        .map(|s| match s {
            Stmt::If(_, t, e) => 1 + depth(t).max(depth(e)),
            Stmt::Loop(b) => 1 + depth(b),
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}

fn ptx(b: &[Stmt]) -> String {
    let d = depth(b) + 1;
    let mut g = Gen {
        out: String::new(),
        labels: 0,
    };
    g.out
        .push_str(".version 7.0\n.target sm_70\n.address_size 64\n\n");
    g.out
        .push_str(".visible .entry fz(.param .u64 fz_param_0)\n{\n");
    g.out.push_str(".shared .align 4 .b32 sh[64];\n");
    writeln!(
        g.out,
        "\t.reg .pred %q<3>;\n\t.reg .b32 %r<4>;\n\t.reg .b32 %t<5>;\n\t.reg .b32 %m<{d}>;\n\t.reg .b32 %c<{d}>;\n\t.reg .b64 %rd<4>;"
    )
    .unwrap();
    g.line("ld.param.u64 %rd1, [fz_param_0];");
    g.line("cvta.to.global.u64 %rd1, %rd1;");
    g.line("mov.u32 %r2, %tid.x;");
    g.line("and.b32 %r3, %r2, 31;");
    g.line("mul.wide.u32 %rd3, %r2, 4;");
    g.line("add.s64 %rd1, %rd1, %rd3;");
    g.line("mov.u64 %rd2, sh;");
    g.line("mul.lo.u32 %r1, %r2, -1640531535;");
    g.line("add.u32 %r1, %r1, 1;");
    g.line("mov.b32 %m0, -1;");
    g.block(b, 0);
    g.line("st.global.u32 [%rd1], %r1;");
    g.line("exit;");
    g.out.push_str("}\n");
    g.out
}

// ------------------------------------------------------------------ running

const MANIFEST: &str = r#"(
    ptx: "its_fuzz.ptx",
    kernel: "fz",
    grid: (1, 1, 1),
    block: (64, 1, 1),
    buffers: { "out": (ty: U32, len: 64) },
    args: [Buffer("out")],
)"#;

fn prepare(text: &str) -> Result<Launch, String> {
    let prog = fermi_sim::program::load_str("its_fuzz.ptx", text)
        .map_err(|d| format!("load failed: {}\n{text}", d.render()))?;
    if let Some((_, d)) = prog.unusable.first() {
        return Err(format!("{}: {}\n{text}", d.code, d.message));
    }
    let m = Manifest::parse(MANIFEST, "its_fuzz.launch.ron").map_err(|e| e.to_string())?;
    let mut cfg = Config::gf100();
    cfg.max_steps = 400_000;
    prepare_with(
        m,
        "its_fuzz.launch.ron",
        cfg,
        Arc::new(prog),
        &Overrides::default(),
    )
    .map_err(|e| e.to_string())
}

fn run(l: &Launch, s: Scheduling, seed: u64) -> RunResult {
    let mut l = l.clone();
    l.config.scheduling = s;
    let checks = CheckSet {
        races: true,
        ..CheckSet::default()
    };
    run_launch(
        &l,
        &mut RandomSched::new(seed),
        RunSettings {
            seed,
            checks,
            ..RunSettings::default()
        },
    )
}

fn words(r: &RunResult) -> Vec<u64> {
    r.buffers["out"]
        .iter()
        .map(|n| match n.0 {
            Num::U(v) => v,
            Num::I(v) => v as u64,
            Num::F(v) => v as u64,
        })
        .collect()
}

/// The kernel gives the same words under SIMT (seed 1) and ITS (`seeds`), and no run reports
/// anything.
fn same_under_both(b: &[Stmt], seeds: &[u64]) -> Result<(), String> {
    let text = ptx(b);
    let l = prepare(&text)?;
    let clean = |r: &RunResult, what: &str| -> Result<(), String> {
        if r.status != Status::Completed || !r.diagnostics.is_empty() {
            return Err(format!(
                "{what}: status {:?}, diagnostics {:?}\n{text}",
                r.status,
                r.diagnostics
                    .iter()
                    .map(|d| d.message.clone())
                    .collect::<Vec<_>>()
            ));
        }
        Ok(())
    };
    let simt = run(&l, Scheduling::Simt, 1);
    clean(&simt, "SIMT seed 1")?;
    let want = words(&simt);
    for &seed in seeds {
        let its = run(&l, Scheduling::Its, seed);
        clean(&its, &format!("ITS seed {seed}"))?;
        let got = words(&its);
        if got != want {
            let lanes: Vec<usize> = (0..want.len()).filter(|&i| got[i] != want[i]).collect();
            return Err(format!(
                "ITS seed {seed}: threads {lanes:?} differ from SIMT\n{text}"
            ));
        }
    }
    Ok(())
}

/// Under ITS, on every one of `seeds`, the race check reports a `data_race` or the words differ
/// from those under SIMT.
fn its_finds_the_missing_sync(b: &[Stmt], seeds: &[u64]) -> Result<(), String> {
    let text = ptx(b);
    let l = prepare(&text)?;
    let simt = run(&l, Scheduling::Simt, 1);
    if simt.status != Status::Completed {
        return Err(format!("SIMT: status {:?}\n{text}", simt.status));
    }
    for &seed in seeds {
        let its = run(&l, Scheduling::Its, seed);
        let raced = its.diagnostics.iter().any(|d| d.kind == "data_race");
        let differs = its.status == Status::Completed && words(&its) != words(&simt);
        if !raced && !differs {
            return Err(format!(
                "ITS seed {seed}: the exchange without bar.warp.sync went unnoticed ({:?}, {:?})\n{text}",
                its.status,
                its.diagnostics
                    .iter()
                    .map(|d| d.message.clone())
                    .collect::<Vec<_>>()
            ));
        }
    }
    Ok(())
}

fn cases() -> u32 {
    std::env::var("FERMI_ITS_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(24)
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
    fn warp_synchronous_kernels_agree_under_both_schedulings(b in stmts()) {
        if let Err(e) = same_under_both(&b, &[1, 2, 3]) {
            prop_assert!(false, "{}", e);
        }
    }

    #[test]
    fn an_exchange_without_its_warp_sync_races_under_its(
        b in stmts(),
        at in any::<prop::sample::Index>(),
        k in 1u8..32,
    ) {
        // An unsynchronised exchange at the top level, where the whole warp takes part (so the
        // partner `lane ^ k` is a member and another thread).
        let mut b = b;
        let i = at.index(b.len() + 1);
        b.insert(i, Stmt::Exchange(k, false));
        if let Err(e) = its_finds_the_missing_sync(&b, &[1, 2]) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// A hand-written kernel with every kind of statement, nested: the renderer's output loads, and
/// both schedulings agree on it; without the first `bar.warp.sync` of its exchange inside the
/// loop, ITS reports the race.
#[test]
fn every_statement_kind() {
    use Stmt::*;
    let b = vec![
        Mix(3),
        If(
            1,
            vec![Shfl(0, 1), Loop(vec![Exchange(5, true), Vote(3, 2)])],
            vec![Vote(0, 4), Exchange(1, true), Shfl(2, 3)],
        ),
        Loop(vec![
            If(2, vec![Vote(1, 0)], vec![Vote(2, 1)]),
            Shfl(3, 0),
            Exchange(2, true),
        ]),
        BlockExchange,
        Shfl(1, 4),
        Exchange(7, true),
    ];
    same_under_both(&b, &[1, 2, 3, 4]).unwrap();
    let mut bad = b.clone();
    bad[5] = Exchange(7, false);
    its_finds_the_missing_sync(&bad, &[1, 2, 3, 4]).unwrap();
    // Under SIMT the unsynchronised top-level exchange still gives the synchronised words: the
    // lanes of a warp store and then load together.
    let (l, lb) = (prepare(&ptx(&b)).unwrap(), prepare(&ptx(&bad)).unwrap());
    assert_eq!(
        words(&run(&l, Scheduling::Simt, 1)),
        words(&run(&lb, Scheduling::Simt, 1))
    );
}
