//! Independent thread scheduling (`scheduling: Its`, docs/its.md): intra-warp spin locks that
//! livelock under the thesis' SIMT stack complete, a full-mask `vote.sync` in a branch that
//! lane 0 skips waits for lane 0, and `__syncwarp`-correct code gives the same results under
//! both semantics.

use fermi_sim::config::Scheduling;
use fermi_sim::launch::results::RunResult;
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Launch, Overrides};
use fermi_sim::sched::RandomSched;
use fermi_sim::verdict::Status;
use std::path::Path;

fn launch(p: &str) -> Launch {
    prepare(Path::new(p), &Overrides::default()).unwrap()
}

fn with(l: &Launch, s: Scheduling) -> Launch {
    let mut l = l.clone();
    l.config.scheduling = s;
    l
}

fn run(l: &Launch, seed: u64) -> RunResult {
    run_launch(
        l,
        &mut RandomSched::new(seed),
        RunSettings {
            seed,
            ..RunSettings::default()
        },
    )
}

/// Element `i` of buffer `name` as a little-endian i32.
fn int(r: &RunResult, name: &str, i: usize) -> i32 {
    let b = &r.buffers[name].bytes;
    i32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap())
}

#[test]
fn intra_warp_spin_locks_livelock_under_simt_and_complete_under_its() {
    for (m, threads) in [
        ("ptx-samples/cuda/spinlock_naive-32.launch.ron", 32),
        ("ptx-samples/cuda/spinlock_naive-4.launch.ron", 4),
        ("ptx-samples/cuda/spinlock_thesis-32.launch.ron", 32),
        (
            "ptx-samples/cuda/spinlock_doneflag_inline-32.launch.ron",
            32,
        ),
    ] {
        let l = launch(m);
        for seed in 1..=3 {
            let simt = run(&with(&l, Scheduling::Simt), seed);
            assert_eq!(simt.status, Status::Livelock, "{m} seed {seed}: SIMT");
            let its = run(&with(&l, Scheduling::Its), seed);
            assert_eq!(
                its.status,
                Status::Completed,
                "{m} seed {seed}: ITS {:?}",
                its.diagnostics
            );
            assert_eq!(
                int(&its, "counter", 0),
                threads,
                "{m} seed {seed}: every thread entered once"
            );
            assert!(
                its.diagnostics.is_empty(),
                "{m} seed {seed}: {:?}",
                its.diagnostics
            );
        }
    }
}
