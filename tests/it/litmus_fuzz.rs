//! A litmus fuzzer with an independent oracle (docs/litmus.md). Random small litmus tests (2-3
//! threads of 1-4 instructions: `.cg`, `.ca` and volatile loads and stores of 2-3 locations,
//! global or, when every thread is in one CTA, shared; `membar.gl` and `membar.cta`; threads in
//! one CTA or in several) are written as litmus text and run by the library (`fermi_sim::litmus`,
//! as `fermi-sim litmus` does). The oracle is a sequential-consistency enumerator written here:
//! every interleaving of the threads' instruction lists, run on one flat memory, gives the set of
//! SC final states. Checked:
//!
//! - (a) with the flat memory every outcome of the seeds is an SC outcome, and an exhaustive
//!   search (`prepare_explore` + `explore`, `litmus --explore`) finds exactly the SC set;
//! - (b) with the Fermi memory every outcome of the seeds is among the outcomes of the search,
//!   whenever that search says it is exhaustive (the search covers every schedule of the seeds'
//!   launch), and so is every SC outcome; how often it was exhaustive is counted;
//! - (c) the same test with only `.cg` global accesses and a `membar.gl` between every two
//!   accesses of a thread gives only SC outcomes on the Fermi memory over the seeds.
//!
//! `FERMI_LITMUS_FUZZ_CASES=N` runs N tests instead of the default 10;
//! `FERMI_LITMUS_FUZZ_STATES=N` bounds the Fermi search at N states (default 300; the flat search
//! at 10 times that); `FERMI_LITMUS_FUZZ_VERBOSE=1` prints each test and running counts.

use fermi_sim::checks::runtime::CheckSet;
use fermi_sim::config::Config;
use fermi_sim::device::MemoryModel;
use fermi_sim::explore::{explore, ExploreOptions};
use fermi_sim::launch::results::Status;
use fermi_sim::litmus::{prepare, prepare_explore, Obs, Outcome, Prepared};
use fermi_sim::sched::RandomSched;
use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicU64, Ordering};

/// One instruction of a generated test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ins {
    /// A store of `val` to location `loc`; `volatile` or plain (`.cg` for a global location).
    St {
        loc: usize,
        val: i64,
        volatile: bool,
    },
    /// A load of `loc` into the thread's register `r{reg}`.
    Ld {
        loc: usize,
        reg: usize,
        kind: LdKind,
    },
    /// `membar.gl` (true) or `membar.cta`.
    Fence(bool),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LdKind {
    Cg,
    Ca,
    Volatile,
}

#[derive(Clone, Debug)]
struct Test {
    /// CTA of each thread (0, 1, .. in order of first appearance).
    cta: Vec<usize>,
    /// Whether each location is shared (only when every thread is in CTA 0).
    shared: Vec<bool>,
    threads: Vec<Vec<Ins>>,
}

const NAMES: [&str; 3] = ["x", "y", "z"];

impl Test {
    fn text(&self) -> String {
        let n = self.threads.len();
        let mut s = String::from("PTX fuzz\n{ ");
        for l in NAMES.iter().take(self.shared.len()) {
            s += &format!("{l}=0; ");
        }
        s += "}\n";
        let cells: Vec<Vec<String>> = self
            .threads
            .iter()
            .map(|t| t.iter().map(|i| self.ins_text(i)).collect())
            .collect();
        let w = cells.iter().flatten().map(|c| c.len()).max().unwrap_or(2) + 1;
        let row = |v: Vec<String>| {
            let v: Vec<String> = v.iter().map(|c| format!(" {c:<w$}")).collect();
            format!("{};\n", v.join("|"))
        };
        s += &row((0..n).map(|t| format!("P{t}")).collect());
        let rows = self.threads.iter().map(|t| t.len()).max().unwrap_or(0);
        for r in 0..rows {
            s += &row((0..n)
                .map(|t| cells[t].get(r).cloned().unwrap_or_default())
                .collect());
        }
        let ctas = self.cta.iter().max().unwrap() + 1;
        let tree: Vec<String> = (0..ctas)
            .map(|c| {
                let ts: Vec<String> = (0..n)
                    .filter(|&t| self.cta[t] == c)
                    .map(|t| format!("P{t}"))
                    .collect();
                format!("(cta {})", ts.join(" "))
            })
            .collect();
        s += &format!("ScopeTree (device (kernel {}))\n", tree.join(" "));
        let spaces: Vec<String> = (0..self.shared.len())
            .map(|l| {
                let sp = if self.shared[l] { "shared" } else { "global" };
                format!("{}: {sp}", NAMES[l])
            })
            .collect();
        s += &format!("{}\n", spaces.join(", "));
        let mut obs = Vec::new();
        for (t, th) in self.threads.iter().enumerate() {
            for i in th {
                if let Ins::Ld { reg, .. } = i {
                    obs.push(format!("{t}:r{reg};"));
                }
            }
        }
        for (name, shared) in NAMES.iter().zip(&self.shared) {
            if !shared {
                obs.push(format!("{name};"));
            }
        }
        s += &format!("locations [{}]\n", obs.join(" "));
        // Location 0 is always global.
        s += "exists (x=0)\n";
        s
    }

    fn ins_text(&self, i: &Ins) -> String {
        match *i {
            Ins::Fence(true) => "membar.gl".into(),
            Ins::Fence(false) => "membar.cta".into(),
            Ins::St { loc, val, volatile } => {
                let op = match (self.shared[loc], volatile) {
                    (false, false) => "st.cg",
                    (false, true) => "st.volatile.global",
                    (true, false) => "st.shared",
                    (true, true) => "st.volatile.shared",
                };
                format!("{op}.s32 [{}], {val}", NAMES[loc])
            }
            Ins::Ld { loc, reg, kind } => {
                let op = match (self.shared[loc], kind) {
                    (false, LdKind::Cg) => "ld.cg",
                    (false, LdKind::Ca) => "ld.ca",
                    (false, LdKind::Volatile) => "ld.volatile.global",
                    (true, LdKind::Volatile) => "ld.volatile.shared",
                    (true, _) => "ld.shared",
                };
                format!("{op}.s32 r{reg}, [{}]", NAMES[loc])
            }
        }
    }

    /// The same accesses, all `.cg` to global locations, with a `membar.gl` between every two
    /// accesses of a thread (and the original fences dropped).
    fn fenced(&self) -> Test {
        let threads = self
            .threads
            .iter()
            .map(|t| {
                let mut out = Vec::new();
                for i in t.iter().filter(|i| !matches!(i, Ins::Fence(_))) {
                    if !out.is_empty() {
                        out.push(Ins::Fence(true));
                    }
                    out.push(match *i {
                        Ins::St { loc, val, .. } => Ins::St {
                            loc,
                            val,
                            volatile: false,
                        },
                        Ins::Ld { loc, reg, .. } => Ins::Ld {
                            loc,
                            reg,
                            kind: LdKind::Cg,
                        },
                        f => f,
                    });
                }
                out
            })
            .collect();
        Test {
            cta: self.cta.clone(),
            shared: vec![false; self.shared.len()],
            threads,
        }
    }

    /// Whether some thread has a memory access (the fenced form of a test of fences only has
    /// none and is skipped).
    fn has_access(&self) -> bool {
        self.threads
            .iter()
            .any(|t| t.iter().any(|i| !matches!(i, Ins::Fence(_))))
    }
}

/// The SC oracle: the final states of every interleaving of the threads, as values of `observed`
/// (a register never written and a location never stored hold 0).
fn sc_outcomes(t: &Test, observed: &[Obs]) -> BTreeSet<Outcome> {
    #[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
    struct St {
        pc: Vec<usize>,
        mem: Vec<i64>,
        regs: Vec<BTreeMap<usize, i64>>,
    }
    let start = St {
        pc: vec![0; t.threads.len()],
        mem: vec![0; t.shared.len()],
        regs: vec![BTreeMap::new(); t.threads.len()],
    };
    let mut seen = BTreeSet::new();
    let mut stack = vec![start];
    let mut out = BTreeSet::new();
    while let Some(s) = stack.pop() {
        if !seen.insert(s.clone()) {
            continue;
        }
        let mut done = true;
        for (th, ins) in t.threads.iter().enumerate() {
            let Some(i) = ins.get(s.pc[th]) else { continue };
            done = false;
            let mut n = s.clone();
            n.pc[th] += 1;
            match *i {
                Ins::St { loc, val, .. } => n.mem[loc] = val,
                Ins::Ld { loc, reg, .. } => {
                    n.regs[th].insert(reg, s.mem[loc]);
                }
                Ins::Fence(_) => {}
            }
            stack.push(n);
        }
        if done {
            out.insert(
                observed
                    .iter()
                    .map(|o| match o {
                        Obs::Reg(th, r) => {
                            let k: usize = r.trim_start_matches('r').parse().unwrap();
                            s.regs[*th].get(&k).copied().unwrap_or(0)
                        }
                        Obs::Loc(l) => s.mem[NAMES.iter().position(|n| n == l).unwrap()],
                    })
                    .collect(),
            );
        }
    }
    out
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn cases() -> u32 {
    env("FERMI_LITMUS_FUZZ_CASES", 10) as u32
}

const SEEDS: u64 = 24;

/// Counts over the cases of this process: tests, exhaustive flat and Fermi searches, and the
/// Fermi searches that found an outcome outside SC (a weak outcome).
static COUNTS: [AtomicU64; 4] = [
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
];

fn seeded(p: &Prepared, memory: MemoryModel, what: &str) -> Result<BTreeSet<Outcome>, String> {
    let mut out = BTreeSet::new();
    for seed in 1..=SEEDS {
        let r = p.run(&mut RandomSched::new(seed), seed, memory);
        if r.status != Status::Completed {
            return Err(format!("{what}: seed {seed} ended {:?}", r.status));
        }
        out.insert(p.outcome(&r.buffers));
    }
    Ok(out)
}

/// The outcomes of the exhaustive search, or `None` when a bound was hit.
fn searched(text: &str, memory: MemoryModel, max_states: usize) -> Option<BTreeSet<Outcome>> {
    let p = prepare_explore(text, "fuzz.litmus", Config::default()).unwrap();
    let r = explore(
        &p.launch,
        &ExploreOptions {
            memory,
            max_states,
            checks: CheckSet::default(),
            ..ExploreOptions::default()
        },
    );
    r.exhaustive.then(|| {
        (r.final_memories.iter())
            .map(|m| p.outcome(&m.buffers))
            .collect()
    })
}

fn show(p: &Prepared, set: &BTreeSet<Outcome>) -> String {
    let v: Vec<String> = set.iter().map(|o| format!("[{}]", p.show(o))).collect();
    v.join(" ")
}

fn check(t: &Test) -> Result<(), String> {
    let text = t.text();
    let verbose = env("FERMI_LITMUS_FUZZ_VERBOSE", 0) != 0;
    if verbose {
        eprintln!("--- test\n{text}");
    }
    let p = prepare(&text, "fuzz.litmus", Config::default())
        .map_err(|e| format!("{}:{}: {}\n{text}", e.line, e.col, e.message))?;
    let sc = sc_outcomes(t, &p.test.observed);
    let fail = |m: String| Err(format!("{m}\nSC: {}\n{text}", show(&p, &sc)));
    COUNTS[0].fetch_add(1, Ordering::Relaxed);
    // (a) The flat memory is sequentially consistent.
    let flat = seeded(&p, MemoryModel::Flat, "flat")?;
    if !flat.is_subset(&sc) {
        return fail(format!(
            "(a) flat seeds give non-SC outcomes: {}",
            show(&p, &flat.difference(&sc).cloned().collect())
        ));
    }
    let states = env("FERMI_LITMUS_FUZZ_STATES", 300) as usize;
    if let Some(all) = searched(&text, MemoryModel::Flat, states * 10) {
        COUNTS[1].fetch_add(1, Ordering::Relaxed);
        if all != sc {
            return fail(format!(
                "(a) the exhaustive flat search finds {}",
                show(&p, &all)
            ));
        }
    }
    // (b) Every outcome of the seeds on the Fermi memory is among those of an exhaustive search.
    let fermi = seeded(&p, MemoryModel::Fermi, "fermi")?;
    if let Some(all) = searched(&text, MemoryModel::Fermi, states) {
        COUNTS[2].fetch_add(1, Ordering::Relaxed);
        if !all.is_subset(&sc) {
            COUNTS[3].fetch_add(1, Ordering::Relaxed);
        }
        // Running each operation to completion before the next is one of its schedules.
        if !all.is_superset(&sc) {
            return fail(format!(
                "(b) the exhaustive Fermi search misses SC outcomes: {}",
                show(&p, &sc.difference(&all).cloned().collect())
            ));
        }
        if !fermi.is_subset(&all) {
            return fail(format!(
                "(b) the seeds on the Fermi memory give {} which the exhaustive search ({}) misses",
                show(&p, &fermi.difference(&all).cloned().collect()),
                show(&p, &all)
            ));
        }
    }
    // (c) Fully fenced `.cg` accesses are sequentially consistent on the Fermi memory.
    let f = t.fenced();
    if f.has_access() {
        let ftext = f.text();
        let fp = prepare(&ftext, "fuzz-fenced.litmus", Config::default())
            .map_err(|e| format!("{}:{}: {}\n{ftext}", e.line, e.col, e.message))?;
        let fsc = sc_outcomes(&f, &fp.test.observed);
        let got = seeded(&fp, MemoryModel::Fermi, "fenced fermi")?;
        if !got.is_subset(&fsc) {
            return Err(format!(
                "(c) the fenced test gives non-SC outcomes on the Fermi memory: {}\nSC: {}\n{ftext}",
                show(&fp, &got.difference(&fsc).cloned().collect()),
                show(&fp, &fsc)
            ));
        }
    }
    if verbose {
        let c: Vec<u64> = COUNTS.iter().map(|c| c.load(Ordering::Relaxed)).collect();
        eprintln!(
            "so far: {} tests, exhaustive flat searches {}, exhaustive Fermi searches {} ({} with a non-SC outcome)",
            c[0], c[1], c[2], c[3]
        );
    }
    Ok(())
}

/// Raw instruction: (kind 0-6, location index, volatile or `.ca` flag).
fn raw_ins() -> impl Strategy<Value = (u8, usize, bool)> {
    (0u8..7, 0usize..3, any::<bool>())
}

fn tests() -> impl Strategy<Value = Test> {
    (
        2usize..=3,
        2usize..=3,
        prop::collection::vec(0usize..3, 3),
        prop::collection::vec(any::<bool>(), 3),
        prop::collection::vec(prop::collection::vec(raw_ins(), 1..=4), 3),
    )
        .prop_map(|(n, nlocs, cta_raw, shared_raw, threads_raw)| {
            // CTAs renumbered in order of first appearance.
            let mut map = BTreeMap::new();
            let cta: Vec<usize> = (0..n)
                .map(|t| {
                    let k = map.len();
                    *map.entry(cta_raw[t] % n).or_insert(k)
                })
                .collect();
            let one_cta = cta.iter().all(|&c| c == 0);
            let shared: Vec<bool> = (0..nlocs)
                .map(|l| one_cta && l > 0 && shared_raw[l])
                .collect();
            let mut val = 0;
            let threads = (0..n)
                .map(|t| {
                    let mut reg = 0;
                    threads_raw[t]
                        .iter()
                        .map(|&(k, l, flag)| {
                            let loc = l % nlocs;
                            match k {
                                0 | 1 => {
                                    val += 1;
                                    Ins::St {
                                        loc,
                                        val,
                                        volatile: flag,
                                    }
                                }
                                2..=4 => {
                                    reg += 1;
                                    Ins::Ld {
                                        loc,
                                        reg: reg - 1,
                                        kind: match (k, flag) {
                                            (2, _) => LdKind::Cg,
                                            (3, false) => LdKind::Ca,
                                            _ => LdKind::Volatile,
                                        },
                                    }
                                }
                                _ => Ins::Fence(flag),
                            }
                        })
                        .collect()
                })
                .collect();
            Test {
                cta,
                shared,
                threads,
            }
        })
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
    fn random_litmus_tests_agree_with_the_sc_oracle(t in tests()) {
        if let Err(e) = check(&t) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// The oracle itself on store buffering: three SC outcomes but not both loads reading 0; the
/// flat memory's exhaustive search finds exactly those, and the Fermi memory's seeds reach the
/// non-SC one that the fenced form never gives.
#[test]
fn store_buffering_against_the_oracle() {
    let t = Test {
        cta: vec![0, 1],
        shared: vec![false, false],
        threads: vec![
            vec![
                Ins::St {
                    loc: 0,
                    val: 1,
                    volatile: false,
                },
                Ins::Ld {
                    loc: 1,
                    reg: 0,
                    kind: LdKind::Cg,
                },
            ],
            vec![
                Ins::St {
                    loc: 1,
                    val: 2,
                    volatile: false,
                },
                Ins::Ld {
                    loc: 0,
                    reg: 0,
                    kind: LdKind::Cg,
                },
            ],
        ],
    };
    let text = t.text();
    let p = prepare(&text, "sb.litmus", Config::default()).unwrap();
    // observed: 0:r0, 1:r0, x, y (the condition's x is among them).
    let sc = sc_outcomes(&t, &p.test.observed);
    let expect: BTreeSet<Outcome> = [vec![0, 1, 1, 2], vec![2, 0, 1, 2], vec![2, 1, 1, 2]]
        .into_iter()
        .collect();
    assert_eq!(sc, expect, "{text}");
    assert_eq!(
        searched(&text, MemoryModel::Flat, 100_000),
        Some(sc.clone()),
        "{text}"
    );
    // The weak outcome (both loads read 0) shows on the Fermi memory within 1000 seeds.
    let weak = (1..=1000).any(|seed| {
        let r = p.run(&mut RandomSched::new(seed), seed, MemoryModel::Fermi);
        !sc.contains(&p.outcome(&r.buffers))
    });
    assert!(weak, "sb never left SC on the Fermi memory\n{text}");
    check(&t).unwrap();
}
