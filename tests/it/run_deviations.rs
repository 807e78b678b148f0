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
    // The default orders a thread's accesses per location (a load waits for the thread's earlier
    // store of overlapping bytes); the former default, every thread sequential, does too.
    let mut l = launch("ptx-samples/cuda/recursive_fib.launch.ron");
    assert_eq!(l.config.mem_order, MemOrder::Location);
    assert_eq!(bad_seeds(&l), Vec::<u64>::new());
    l.config.mem_order = MemOrder::Thread;
    assert_eq!(bad_seeds(&l), Vec::<u64>::new());
    l.config.mem_order = MemOrder::Thesis;
    assert!(
        !bad_seeds(&l).is_empty(),
        "the literal reading never reordered a thread's own accesses"
    );
}

#[test]
fn a_read_of_a_cp_async_destination_before_the_wait_sees_the_copy() {
    // cp.async is lowered to a synchronous copy in program order (docs/deviations.md,
    // "cp.async"): the shared slot read before cp.async.wait_all always holds the copied 42,
    // where the PTX ISA also allows its old contents, 0. Both memory models, 20 seeds each.
    use fermi_sim::device::MemoryModel;
    let l = launch("tests/data/cp_async_early.launch.ron");
    // The lowering: the copy's load and store sit at the cp.async line, before the early read.
    let line = |pc: u32| l.prog.line(pc);
    let text: Vec<(u32, String)> = (0..l.prog.instrs.len() as u32)
        .map(|i| {
            let pc = l.prog.base + i;
            (line(pc), format!("{:?}", l.prog.instrs[i as usize]))
        })
        .collect();
    let at = |n: u32| {
        text.iter()
            .filter(|t| t.0 == n)
            .map(|t| t.1.as_str())
            .collect::<Vec<_>>()
    };
    let copy = at(18);
    assert_eq!(copy.len(), 2, "{copy:?}");
    assert!(copy[0].starts_with("Ld { ss: Global") && copy[1].starts_with("St { ss: Shared"));
    assert!(at(19).is_empty(), "commit_group emits nothing");
    assert!(
        at(21)[0].starts_with("Membar"),
        "wait_all waits for the thread's operations"
    );
    for memory in [MemoryModel::Fermi, MemoryModel::Flat] {
        for s in 0..20 {
            let r = run_launch(
                &l,
                &mut RandomSched::new(s),
                RunSettings {
                    seed: s,
                    memory,
                    ..RunSettings::default()
                },
            );
            assert_eq!(compare(&l, &r), Vec::<String>::new(), "seed {s}");
        }
    }
}

#[test]
fn three_dimensional_grids_run_and_the_thesis_limit_refuses_them() {
    // MaxGridSize_z (T:L569) is 1 in the thesis, CUDA 3.2's limit; CUDA 4.0 and later give
    // compute capability 2.x grids of up to 65535 blocks in z (docs/deviations.md D14).
    // grid3d runs a (2, 3, 2) grid and writes each thread's (x, y, z) into its cell.
    let m = "ptx-samples/apps/nvrtc12-sm80/grid3d.launch.ron";
    let l = launch(m);
    assert_eq!(l.grid, [2, 3, 2]);
    assert_eq!(bad_seeds(&l), Vec::<u64>::new());
    // The literal reading: a config whose z limit is the thesis' 1 refuses the launch.
    let dir = std::env::temp_dir().join(format!("fermi-sim-grid-z-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cfg = std::fs::read_to_string("configs/gf100.ron")
        .unwrap()
        .replace(
            "max_grid: (65535, 65535, 65535)",
            "max_grid: (65535, 65535, 1)",
        );
    assert!(cfg.contains("(65535, 65535, 1)"));
    let path = dir.join("thesis-grid.ron");
    std::fs::write(&path, cfg).unwrap();
    let err = prepare(
        Path::new(m),
        &Overrides {
            config: Some(path),
            ..Overrides::default()
        },
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .contains("field `grid`: dimension z = 2 exceeds the maximum 1"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_warp_barrier_orders_the_memory_of_its_lanes() {
    // A per-warp tree sum over volatile shared memory with `__syncwarp()` between its steps
    // (NVRTC 12, sm_80). The PTX ISA orders the memory accesses of the lanes at `bar.warp.sync`;
    // the thesis, which predates it, has only votes, and with `warp_sync_fence: false` (and the
    // order of memory accesses kept per thread) a lane may read its neighbour's slot before the neighbour's store has landed: a wrong sum on
    // some seeds, with no check reporting anything (the race check takes the warp barrier as
    // ordering). With the fence every seed sums right, on both memories.
    use fermi_sim::device::MemoryModel;
    for kernel in ["tree_sum", "fence_reduce"] {
        let mut l = launch(&format!(
            "ptx-samples/warpsync/nvrtc12-sm80/{kernel}.launch.ron"
        ));
        assert!(l.config.warp_sync_fence);
        let bad = |l: &Launch, memory: MemoryModel| -> Vec<u64> {
            (1..=40)
                .filter(|&s| {
                    let r = run_launch(
                        l,
                        &mut RandomSched::new(s),
                        RunSettings {
                            seed: s,
                            memory,
                            ..RunSettings::default()
                        },
                    );
                    !compare(l, &r).is_empty()
                })
                .collect()
        };
        assert_eq!(bad(&l, MemoryModel::Fermi), Vec::<u64>::new(), "{kernel}");
        assert_eq!(bad(&l, MemoryModel::Flat), Vec::<u64>::new(), "{kernel}");
        // The default order keeps a warp's accesses to the same bytes in instruction order
        // (Fermi issued a warp's instructions in order), which hides the missing fence; with
        // the order kept per thread only (`mem_order: Thread`) lanes are unordered, as under
        // independent thread scheduling, and only the fence orders them.
        l.config.mem_order = fermi_sim::config::MemOrder::Thread;
        assert_eq!(bad(&l, MemoryModel::Fermi), Vec::<u64>::new(), "{kernel}");
        l.config.warp_sync_fence = false;
        assert!(
            !bad(&l, MemoryModel::Fermi).is_empty(),
            "{kernel}: without the fence no seed read a slot before its store landed"
        );
    }
}
