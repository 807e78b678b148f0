//! Seed sweeps: parallel and sequential sweeps give identical summaries; each
//! outcome's first seed reproduces it with `run`.

use fermi_sim::device::MemoryModel;
use fermi_sim::explore::sweep::{parse_seeds, sweep, SweepOptions};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Overrides};
use fermi_sim::sched::RandomSched;
use std::path::Path;

#[test]
fn parallel_and_sequential_summaries_are_identical() {
    let l = prepare(
        Path::new("ptx-samples/cuda/producer_consumer-plain.launch.ron"),
        &Overrides::default(),
    )
    .unwrap();
    let opt = |jobs| SweepOptions {
        seeds: 570..610,
        partition: None,
        jobs,
        memory: MemoryModel::Fermi,
        progress: false,
        checks: Default::default(),
        fast: false,
    };
    let seq = sweep(&l, &opt(1));
    let par = sweep(&l, &opt(2));
    assert_eq!(seq, par);
    assert_eq!(seq.seeds, 40);
    assert_eq!(seq.status.get("completed"), Some(&40));
    // Every distinct final memory is reproduced by `fermi-sim run --seed FIRST_SEED`.
    assert!(!seq.final_memories.is_empty());
    for m in &seq.final_memories {
        let r = run_launch(
            &l,
            &mut RandomSched::new(m.first_seed),
            RunSettings {
                seed: m.first_seed,
                ..RunSettings::default()
            },
        );
        assert_eq!(r.buffers, m.buffers, "seed {}", m.first_seed);
    }
    // Seeds are summarised in order: each first seed is the smallest seed with that memory.
    let firsts: Vec<u64> = seq.final_memories.iter().map(|m| m.first_seed).collect();
    let mut sorted = firsts.clone();
    sorted.sort_unstable();
    assert_eq!(firsts, sorted);
    assert_eq!(firsts[0], 570);
}

#[test]
fn failures_are_grouped_with_first_seed() {
    let l = prepare(
        Path::new("ptx-samples/cuda/spinlock_naive-2.launch.ron"),
        &Overrides {
            max_steps: Some(200),
            ..Overrides::default()
        },
    )
    .unwrap();
    let s = sweep(
        &l,
        &SweepOptions {
            seeds: 3..9,
            partition: None,
            jobs: 2,
            memory: MemoryModel::Flat,
            progress: false,
            checks: Default::default(),
            fast: false,
        },
    );
    assert_eq!(s.status.get("step_limit"), Some(&6));
    assert_eq!(s.failures.len(), 1);
    assert_eq!(s.failures[0].first_seed, 3);
    assert_eq!(s.failures[0].count, 6);
    assert_eq!(s.distinct_final_memories, 0);
}

#[test]
fn seed_ranges_parse() {
    assert_eq!(parse_seeds("0..10000"), Ok(0..10000));
    assert_eq!(parse_seeds("25"), Ok(0..25));
    assert!(parse_seeds("9..3").is_err());
    assert!(parse_seeds("a..b").is_err());
}

#[test]
fn sweep_finds_the_stale_read_across_sms() {
    // Message passing with plain loads (stale_read-plain): a consumer on another SM may read
    // the flag from a stale L1 line both times, out = [0, 0] (about 2% of the seeds).
    let l = prepare(
        Path::new("ptx-samples/cuda/stale_read-plain.launch.ron"),
        &Overrides::default(),
    )
    .unwrap();
    let s = sweep(
        &l,
        &SweepOptions {
            seeds: 0..200,
            partition: None,
            jobs: 2,
            memory: MemoryModel::Fermi,
            progress: false,
            checks: Default::default(),
            fast: false,
        },
    );
    let outs: Vec<String> = s
        .final_memories
        .iter()
        .map(|m| {
            format!(
                "{:?}",
                m.buffers["out"]
                    .iter()
                    .map(|n| n.0.to_string())
                    .collect::<Vec<_>>()
            )
        })
        .collect();
    assert!(outs.contains(&r#"["0", "0"]"#.to_string()), "{outs:?}");
    assert!(outs.contains(&r#"["1", "1"]"#.to_string()), "{outs:?}");
}
