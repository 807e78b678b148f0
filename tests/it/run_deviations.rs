//! The device's deviations from the literal thesis (docs/deviations.md), each with its config
//! switch back to the literal reading: the literal reading must show the behaviour the deviation
//! removes on some seed, the default must not.

use fermi_sim::config::{BarrierFence, MemOrder};
use fermi_sim::launch::results::compare;
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Launch, Overrides};
use fermi_sim::sched::RandomSched;
use std::path::Path;

fn launch(p: &str) -> Launch {
    prepare(Path::new(p), &Overrides::default()).unwrap()
}

/// Seeds 1..=20 whose run does not match the manifest's expectations.
fn bad_seeds(l: &Launch) -> Vec<u64> {
    (1..=20)
        .filter(|&s| {
            let r = run_launch(
                l,
                &mut RandomSched::new(s),
                RunSettings {
                    seed: s,
                    ..RunSettings::default()
                },
            );
            !compare(l, &r).is_empty()
        })
        .collect()
}

#[test]
fn barrier_waits_for_the_fences_of_all_participants() {
    // matmul_tiled: tiles are stored to shared memory, then __syncthreads, then read by other
    // warps. Literal thesis: each thread waits only for its own implied membar.cta (T:L1885), so a
    // warp can pass the barrier while another warp's shared stores are in flight.
    // (Per-thread ordering is switched to the literal reading too: it hides the effect on this
    // kernel by delaying the readers.)
    let mut l = launch("ptx-samples/cuda/matmul_tiled.launch.ron");
    assert_eq!(l.config.barrier_fence, BarrierFence::Participants);
    l.config.mem_order = MemOrder::Thesis;
    assert_eq!(bad_seeds(&l), Vec::<u64>::new());
    l.config.barrier_fence = BarrierFence::Thesis;
    assert!(
        !bad_seeds(&l).is_empty(),
        "the literal reading never read a stale tile"
    );
}

#[test]
fn a_thread_sees_its_own_writes() {
    // recursive_fib keeps its frames in local memory. Literal thesis (T:L2762): a thread's
    // non-volatile operations are unordered, so a reload may overtake the store of the same slot.
    let mut l = launch("ptx-samples/cuda/recursive_fib.launch.ron");
    assert_eq!(l.config.mem_order, MemOrder::Thread);
    assert_eq!(bad_seeds(&l), Vec::<u64>::new());
    l.config.mem_order = MemOrder::Thesis;
    assert!(
        !bad_seeds(&l).is_empty(),
        "the literal reading never reordered a thread's own accesses"
    );
}
