//! Shared helpers of the view tests: fixture paths and a synthetic trace generator.
#![allow(dead_code)]

use std::fmt::Write;
use std::path::PathBuf;

pub fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/view")
        .join(name)
}

pub fn read_fixture(name: &str) -> fermi_sim::view::TraceModel {
    let f = std::fs::File::open(fixture(name)).expect("fixture exists");
    fermi_sim::view::read_trace(std::io::BufReader::new(f)).expect("fixture reads")
}

/// A synthetic trace: `warps` warps of `lanes` lanes in one block, interleaved round-robin, each
/// taking `steps_per_warp` steps of a divergent loop: in every 4-step round, steps 0 and 1 run
/// all lanes, step 2 diverges (even lanes active, odd lanes parked in a diverge token), step 3
/// reconverges at a sync token. Step 1 (the `ssy`) is marked injected. Warp 1 (if any) waits at barrier 0 from its last step on.
pub fn synthetic(warps: usize, lanes: usize, steps_per_warp: usize) -> String {
    let mut s = String::with_capacity(steps_per_warp * warps * (200 + 4 * lanes));
    let all: String = "1".repeat(lanes);
    let even: String = (0..lanes)
        .map(|l| if l % 2 == 0 { '1' } else { '0' })
        .collect();
    let odd: String = (0..lanes)
        .map(|l| if l % 2 == 1 { '1' } else { '0' })
        .collect();
    let zeros: String = "0".repeat(lanes);
    let source =
        "loop:\\n  setp.lt.u32 p, r, n;\\n  @p bra odd;\\n  add.u32 r, r, 1;\\n  bra.uni loop;";
    let _ = writeln!(
        s,
        "{{\"event\":\"header\",\"kernel\":\"synthetic\",\"lanes\":{lanes},\"source\":\"{source}\",\"grid\":[1,1,1],\"block\":[{},1,1]}}",
        warps * lanes
    );
    let mut step = 0u64;
    for k in 0..steps_per_warp {
        for w in 0..warps {
            let (line, rule, active, stack) = match k % 4 {
                0 => (1, "next", &all, format!("[{{\"kind\":\"sync\",\"active\":\"{all}\",\"line\":5}}]")),
                1 => (2, "ssy", &all, format!("[{{\"kind\":\"sync\",\"active\":\"{all}\",\"line\":5}}]")),
                2 => (3, "bra_guard", &even, format!("[{{\"kind\":\"diverge\",\"active\":\"{odd}\",\"line\":4}},{{\"kind\":\"sync\",\"active\":\"{all}\",\"line\":5}}]")),
                _ => (4, "sync", &all, "[]".to_string()),
            };
            // The ssy of real PTX is injected by the loader (docs/design.md §2).
            let injected = if k % 4 == 1 { ",\"injected\":true" } else { "" };
            let _ = writeln!(
                s,
                "{{\"event\":\"warp_step\",\"step\":{step},\"block\":[0,0,0],\"warp\":{w},\"line\":{line},\"rule\":\"{rule}\",\"active\":\"{active}\",\"disable\":\"{zeros}\",\"stack\":{stack}{injected}}}"
            );
            step += 1;
        }
    }
    if warps > 1 {
        let _ = writeln!(
            s,
            "{{\"event\":\"barrier_wait\",\"step\":{},\"block\":[0,0,0],\"warp\":1,\"barrier\":0}}",
            step.saturating_sub(1)
        );
    }
    s
}
