//! issueBlocks (T:L2614) respects the SM resources of the config: resident blocks per SM, thread
//! slots, shared memory; blocks never migrate (T:L2361); a block waits for room instead of failing.

use fermi_sim::launch::results::{compare, Status};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Launch, Overrides};
use fermi_sim::sched::RandomSched;
use std::collections::BTreeMap;
use std::path::Path;

use crate::common;

use common::Buf;

/// Run and return the most blocks resident at once on any SM, and the SM of each block.
fn residency(l: &Launch, seed: u64) -> (usize, BTreeMap<String, i64>) {
    let buf = Buf::default();
    let r = run_launch(
        l,
        &mut RandomSched::new(seed),
        RunSettings {
            seed,
            trace: Some(Box::new(buf.clone())),
            ..RunSettings::default()
        },
    );
    assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
    assert!(compare(l, &r).is_empty(), "{:?}", compare(l, &r));
    let text = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
    let mut on_sm: BTreeMap<i64, usize> = BTreeMap::new();
    let mut sm_of = BTreeMap::new();
    let mut most = 0;
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let key = v["block"].to_string();
        match v["event"].as_str().unwrap() {
            "block_issue" => {
                let sm = v["sm"].as_i64().unwrap();
                *on_sm.entry(sm).or_default() += 1;
                most = most.max(on_sm[&sm]);
                assert!(sm_of.insert(key, sm).is_none(), "a block was issued twice");
            }
            "block_complete" => {
                let sm = v["sm"].as_i64().unwrap();
                assert_eq!(sm_of[&key], sm, "blocks never migrate");
                *on_sm.get_mut(&sm).unwrap() -= 1;
            }
            _ => {}
        }
    }
    assert_eq!(on_sm.values().sum::<usize>(), 0, "every block completed");
    (most, sm_of)
}

#[test]
fn blocks_wait_for_room_on_one_sm() {
    // lock_blocks: 4 blocks of 32 threads; one SM that holds one block at a time.
    let mut l = prepare(
        Path::new("ptx-samples/cuda/lock_blocks.launch.ron"),
        &Overrides::default(),
    )
    .unwrap();
    l.config.num_sms = 1;
    l.config.max_resident_blocks = 1;
    let (most, sms) = residency(&l, 2);
    assert_eq!(most, 1);
    assert_eq!(sms.len(), 4);
    // Thread slots as the limit: 64 slots hold two 32-thread blocks.
    l.config.max_resident_blocks = 8;
    l.config.max_resident_threads = 64;
    assert_eq!(residency(&l, 3).0, 2);
}

#[test]
fn shared_memory_limits_residency() {
    // histogram_shared: each block needs its static shared memory; an SM with room for exactly
    // one block's worth holds one block at a time.
    let mut l = prepare(
        Path::new("ptx-samples/cuda/histogram_shared.launch.ron"),
        &Overrides::default(),
    )
    .unwrap();
    assert!(l.shared_per_block > 0);
    l.config.num_sms = 1;
    l.config.shared_mem_per_sm = l.shared_per_block as u32;
    assert_eq!(residency(&l, 1).0, 1);
    l.config.shared_mem_per_sm = 2 * l.shared_per_block.next_multiple_of(16) as u32;
    assert_eq!(
        residency(&l, 1).0,
        2.min(l.grid.iter().product::<u32>() as usize)
    );
}

#[test]
fn samples_run_on_the_tiny_config() {
    // configs/tiny.ron: one SM, 512-byte L1, 2 KB L2 (evictions and write-backs all the time).
    let ov = Overrides {
        config: Some("configs/tiny.ron".into()),
        ..Overrides::default()
    };
    for m in ["matmul_tiled", "histogram_global", "vadd", "gv_scan-64"] {
        let l = prepare(Path::new(&format!("ptx-samples/cuda/{m}.launch.ron")), &ov).unwrap();
        assert_eq!(
            (l.config.name.as_str(), l.config.num_sms, l.config.l1_bytes),
            ("tiny", 1, 512)
        );
        for seed in 1..=5 {
            let r = run_launch(
                &l,
                &mut RandomSched::new(seed),
                RunSettings {
                    seed,
                    ..RunSettings::default()
                },
            );
            assert_eq!(
                r.status,
                Status::Completed,
                "{m} seed {seed}: {:?}",
                r.diagnostics
            );
            assert!(
                compare(&l, &r).is_empty(),
                "{m} seed {seed}: {:?}",
                compare(&l, &r)
            );
        }
    }
}
