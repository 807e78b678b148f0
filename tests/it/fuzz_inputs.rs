//! Fuzz campaigns for the three kinds of input a user hands fermi-sim: PTX (parser, loader and
//! listing), launch manifests (parsed, checked against the config and program, then run for a
//! few hundred steps) and configs (parsed, validated, then used for a short run). Each mutates
//! committed inputs (byte flips, deletions, duplications, splices of two inputs, insertions of
//! tokens that matter to the format: keywords, field names, huge and zero numbers) with a seeded
//! ChaCha8 generator, and catches panics: a panic, or a run past the per-case time limit, is a
//! failure that writes the input to `tests/fuzz/regressions/` (that folder's files are replayed
//! by `regressions_still_pass`).
//!
//! Budget: `FUZZ_SECONDS` per campaign (default 2 s, so `cargo test` stays short); the long
//! campaigns are the ignored tests, e.g.
//! `FUZZ_SECONDS=1800 cargo test --release --test it fuzz_inputs:: -- --ignored --nocapture`.
//! `.ci/run` runs them for 60 s each.

use crate::common;

use fermi_sim::config::Config;
use fermi_sim::launch::manifest::Manifest;
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{parse_config, prepare_with, Overrides};
use fermi_sim::sched::RandomSched;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every committed file under `dirs` (recursively) ending in `ext`, in path order.
fn corpus(dirs: &[&str], ext: &str, max: usize) -> Vec<String> {
    let dirs: Vec<PathBuf> = dirs.iter().map(|d| root().join(d)).collect();
    common::files_under(&dirs, ext)
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .filter(|s| s.len() <= max)
        .collect()
}

const PTX_TOKENS: &[&str] = &[
    ".reg .b32 %r<4294967295>;",
    ".reg .v4 .f32 %v<3>;",
    "%v1.x",
    ".b0",
    ".h10",
    "-%r1",
    "bra",
    "bra.uni",
    "ret;",
    "exit;",
    "call",
    "@%p1",
    "@!%p1",
    "bar.sync 0;",
    "{",
    "}",
    "(",
    ")",
    ";",
    ",",
    "[",
    "]",
    "+",
    "-8",
    "0xFFFFFFFFFFFFFFFF",
    "4294967296",
    "0f7F800000",
    ".entry",
    ".func",
    ".param .b8 p[1000000]",
    ".shared .align 16 .b8 s[65536];",
    "ld.global.v8.b32",
    "vadd4.u32.u32.u32",
    "shfl.sync.bfly.b32",
    "elect.sync %r1|%p1, -1;",
    "elect.sync _|%p1, %r2;",
    "griddepcontrol.wait;",
    "atom.add.noftz.f16",
    "cvt.pack.sat.u8.s32.b32",
    "brx.idx",
    ".branchtargets",
    ".callprototype",
    "%envreg1",
    "%tid.x",
    "%laneid",
    "\n",
    " ",
    "\u{0}",
    "é",
    "L1:",
    "$L__BB0_1",
    "WARP_SZ",
];

const MANIFEST_TOKENS: &[&str] = &[
    "len: 18446744073709551615",
    "len: 0",
    "len: 4294967296",
    "grid: (65535, 65535, 1)",
    "grid: (1, 1, 65535)",
    "grid: (0, 1, 1)",
    "symbols: { \"g\": (ty: U32, len: 18446744073709551615) },",
    "symbols: { \"a\": (ty: F32, data: [1.0]) },",
    "block: (1024, 1, 1)",
    "block: (4294967295, 1, 1)",
    "warp_size: 0",
    "warp_size: 1",
    "warp_size: 4294967295",
    "max_steps: 0",
    "max_steps: 18446744073709551615",
    "dynamic_shared: 18446744073709551615",
    "Buffer(\"a\")",
    "Struct([S32(1), Buffer(\"a\")])",
    "Bytes([1, 2, 3])",
    "S32(-2147483648)",
    "F32(1e39)",
    "U64(18446744073709551615)",
    "expected_diagnostics: [\"x\"]",
    "config: \"/dev/zero\"",
    "ptx: \".\"",
    "data: []",
    "data: [1.5, -0.0, 1e308]",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "\"",
    "ty: U8",
    "ty: F64",
    "\n",
    "é",
];

const CONFIG_TOKENS: &[&str] = &[
    "num_sms: 0",
    "num_sms: 4000000000",
    "num_sms: 1",
    "warp_size: 1",
    "warp_size: 0",
    "warp_size: 1025",
    "line_bytes: 0",
    "line_bytes: 100",
    "line_bytes: 4",
    "l1_assoc: 0",
    "l2_assoc: 1",
    "l1_bytes: 4",
    "l2_bytes: 4",
    "max_resident_blocks: 0",
    "max_resident_threads: 1",
    "num_barriers: 0",
    "num_barriers: 1",
    "max_steps: 1",
    "heap_bytes: 0",
    "global_mem_bytes: 1",
    "memory_budget_bytes: 1048576",
    "max_grid: (1, 1, 1)",
    "max_block: (1, 1, 1)",
    "shared_mem_per_sm: 0",
    "warps_per_step: 0",
    "barrier_exit: Hardware",
    "barinfo: Literal",
    "mem_order: Thesis",
    "4294967295",
    "18446744073709551615",
    "(",
    ")",
    ",",
    ":",
    "\n",
];

/// One mutation of `a` (occasionally spliced with `b`).
fn mutate(rng: &mut ChaCha8Rng, a: &str, b: &str, tokens: &[&str]) -> String {
    let mut v = a.as_bytes().to_vec();
    let rounds = 1 + rng.next_u32() % 6;
    for _ in 0..rounds {
        let n = v.len().max(1);
        let at = rng.next_u64() as usize % n;
        match rng.next_u32() % 7 {
            0 if !v.is_empty() => v[at] ^= 1 << (rng.next_u32() % 8),
            1 => {
                let end = (at + 1 + rng.next_u32() as usize % 64).min(v.len());
                v.drain(at.min(end)..end);
            }
            2 | 3 => {
                let t = tokens[rng.next_u32() as usize % tokens.len()];
                let at = at.min(v.len());
                v.splice(at..at, t.bytes());
            }
            4 => {
                // Duplicate a slice (repeated declarations, nested blocks, long lists).
                let end = (at + 1 + rng.next_u32() as usize % 256).min(v.len());
                let s: Vec<u8> = v[at.min(end)..end].to_vec();
                let at2 = rng.next_u64() as usize % (v.len() + 1);
                v.splice(at2..at2, s);
            }
            5 => {
                // Splice: our head, the other input's tail.
                let bb = b.as_bytes();
                let from = rng.next_u64() as usize % (bb.len() + 1);
                v.truncate(at);
                v.extend_from_slice(&bb[from..]);
            }
            _ => {
                // Replace a number with an extreme one.
                let t = [
                    "0",
                    "1",
                    "4294967295",
                    "18446744073709551615",
                    "-1",
                    "65536",
                ];
                let t = t[rng.next_u32() as usize % t.len()];
                if let Some(p) = v[at.min(v.len())..].iter().position(|c| c.is_ascii_digit()) {
                    let s = at + p;
                    let e = s + v[s..].iter().take_while(|c| c.is_ascii_digit()).count();
                    v.splice(s..e, t.bytes());
                }
            }
        }
        if v.len() > 1 << 20 {
            v.truncate(1 << 20);
        }
    }
    String::from_utf8_lossy(&v).into_owned()
}

/// A config small enough that a fuzzed launch stays cheap whatever the manifest asks for.
fn fuzz_config() -> Config {
    Config {
        global_mem_bytes: 1 << 20,
        memory_budget_bytes: 64 << 20,
        max_grid_threads: 1 << 14,
        max_steps: 300,
        ..Config::gf100()
    }
}

fn run_briefly(l: &fermi_sim::launch::Launch) {
    let settings = RunSettings {
        seed: 1,
        ..RunSettings::default()
    };
    let _ = run_launch(l, &mut RandomSched::new(1), settings);
}

/// PTX: parse (strict, and recovering as the launcher does), load per function, list; errors
/// must lie inside the source.
fn ptx_case(src: &str) {
    let inside = |d: &fermi_sim::ptx::diag::Diagnostic| {
        let sp = d.span;
        assert!(
            sp.start <= sp.end && sp.end as usize <= src.len(),
            "span {sp:?}"
        );
    };
    if let Err(d) = fermi_sim::ptx::parse("f.ptx", src) {
        inside(&d.items[0]);
        let _ = d.render();
    }
    match fermi_sim::ptx::parse_recovering("f.ptx", src) {
        Ok(m) => {
            m.broken.iter().for_each(|b| inside(&b.diag));
            match fermi_sim::program::load_per_function(&m, "f.ptx", src, 0, Default::default()) {
                Ok(p) => {
                    p.skipped.iter().for_each(inside);
                    p.unusable.iter().for_each(|(_, d)| inside(d));
                    let _ = fermi_sim::program::listing(&p);
                }
                Err(d) => {
                    d.items.iter().for_each(inside);
                    let _ = d.render();
                }
            }
        }
        Err(d) => {
            inside(&d.items[0]);
            let _ = d.render();
        }
    }
}

/// Programs the fuzzed manifests may name, loaded once.
fn programs() -> &'static Vec<(String, Arc<fermi_sim::program::env::ProgEnv>)> {
    static P: std::sync::OnceLock<Vec<(String, Arc<fermi_sim::program::env::ProgEnv>)>> =
        std::sync::OnceLock::new();
    P.get_or_init(|| {
        let mut out = Vec::new();
        for dir in ["ptx-samples/cuda", "ptx-samples/thesis"] {
            let mut ps: Vec<_> = std::fs::read_dir(root().join(dir))
                .unwrap()
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "ptx"))
                .collect();
            ps.sort();
            for p in ps {
                if let Ok(prog) = fermi_sim::program::load_file_per_function(&p) {
                    let name = p.file_name().unwrap().to_string_lossy().into_owned();
                    out.push((name, Arc::new(prog)));
                }
            }
        }
        out
    })
}

/// Manifest: parse, prepare against the sample it names (by file name), run 300 steps.
fn manifest_case(text: &str) {
    let Ok(m) = Manifest::parse(text, "m.launch.ron") else {
        return;
    };
    let name = Path::new(&m.ptx)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned());
    let Some((_, prog)) = programs().iter().find(|(n, _)| Some(n) == name.as_ref()) else {
        return;
    };
    if let Ok(l) = prepare_with(
        m,
        "m.launch.ron",
        fuzz_config(),
        prog.clone(),
        &Overrides::default(),
    ) {
        run_briefly(&l);
    }
}

/// Config: parse and validate; a valid one runs the vadd sample for 300 steps.
fn config_case(text: &str) {
    let Ok(mut c) = parse_config(text, "c.ron") else {
        return;
    };
    c.max_steps = c.max_steps.min(300);
    c.memory_budget_bytes = c.memory_budget_bytes.min(256 << 20);
    let ron = std::fs::read_to_string(root().join("ptx-samples/cuda/vadd.launch.ron")).unwrap();
    let m = Manifest::parse(&ron, "vadd.launch.ron").unwrap();
    let prog = &programs().iter().find(|(n, _)| n == "vadd.ptx").unwrap().1;
    if let Ok(l) = prepare_with(m, "vadd.launch.ron", c, prog.clone(), &Overrides::default()) {
        run_briefly(&l);
    }
}

/// Fuzz `case` for `FUZZ_SECONDS` (default `dflt`) from `seeds`; returns the executions.
fn campaign(name: &str, seeds: &[String], tokens: &[&str], case: fn(&str), dflt: u64) -> u64 {
    assert!(!seeds.is_empty(), "{name}: no seed inputs");
    let secs = std::env::var("FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(dflt);
    let deadline = Instant::now() + Duration::from_secs(secs);
    let seed = std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut execs = 0u64;
    std::panic::set_hook(Box::new(|_| {}));
    while Instant::now() < deadline {
        let a = &seeds[rng.next_u32() as usize % seeds.len()];
        let b = &seeds[rng.next_u32() as usize % seeds.len()];
        let input = mutate(&mut rng, a, b, tokens);
        let t0 = Instant::now();
        let r = std::panic::catch_unwind(|| case(&input));
        execs += 1;
        let slow = t0.elapsed() > Duration::from_secs(10);
        if r.is_err() || slow {
            let _ = std::panic::take_hook();
            let dir = root().join("tests/fuzz/regressions");
            let _ = std::fs::create_dir_all(&dir);
            let f = dir.join(format!("{name}-{seed}-{execs}.txt"));
            let _ = std::fs::write(&f, &input);
            panic!(
                "{name}: {} on input saved to {}",
                if slow { "over 10 s" } else { "panic" },
                f.display()
            );
        }
    }
    let _ = std::panic::take_hook();
    eprintln!("{name}: {execs} executions in {secs} s (seed {seed})");
    execs
}

fn ptx_seeds() -> Vec<String> {
    corpus(
        &[
            "ptx-samples/cuda",
            "ptx-samples/thesis",
            "tests/data/parser",
        ],
        ".ptx",
        64 << 10,
    )
}

fn manifest_seeds() -> Vec<String> {
    corpus(&["ptx-samples/cuda", "tests/data"], ".launch.ron", 64 << 10)
}

fn config_seeds() -> Vec<String> {
    corpus(&["configs", "tests/data"], ".ron", 16 << 10)
        .into_iter()
        .filter(|s| s.contains("num_sms") || s.contains("line_bytes") || s.contains("warp_size"))
        .filter(|s| !s.contains("kernel:"))
        .collect()
}

#[test]
fn ptx_parser_and_loader_survive_mutations() {
    assert!(campaign("ptx", &ptx_seeds(), PTX_TOKENS, ptx_case, 2) > 0);
}

#[test]
fn manifests_survive_mutations() {
    assert!(
        campaign(
            "manifest",
            &manifest_seeds(),
            MANIFEST_TOKENS,
            manifest_case,
            2
        ) > 0
    );
}

#[test]
fn configs_survive_mutations() {
    assert!(campaign("config", &config_seeds(), CONFIG_TOKENS, config_case, 2) > 0);
}

/// The long campaigns (`FUZZ_SECONDS`, default 60 s each).
#[test]
#[ignore]
fn long_fuzz_campaigns() {
    campaign("ptx", &ptx_seeds(), PTX_TOKENS, ptx_case, 60);
    campaign(
        "manifest",
        &manifest_seeds(),
        MANIFEST_TOKENS,
        manifest_case,
        60,
    );
    campaign("config", &config_seeds(), CONFIG_TOKENS, config_case, 60);
}

/// Every input a campaign ever failed on, replayed through all three loaders.
#[test]
fn regressions_still_pass() {
    let dir = root().join("tests/fuzz/regressions");
    let Ok(rd) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut files: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    files.sort();
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("ptx") {
            ptx_case(&text);
        } else if name.starts_with("manifest") {
            manifest_case(&text);
        } else if name.starts_with("config") {
            config_case(&text);
        }
    }
}
