//! Micro benchmark of the memory environment (not a test): run with
//! `cargo test --release --test it memory_bench:: -- --ignored --nocapture`.
//! GF100 config, 15 SMs, warps of 32 requests (loads, stores, atomics) over a 256 KB region,
//! seeded random policy, one macro step per issued warp request group.

use fermi_sim::config::Config;
use fermi_sim::memory::{FermiMemory, MemKind, MemReq, MemorySystem, ThreadRef};
use fermi_sim::program::ir::{window::GLOBAL_BASE as G, AtomOp, CacheOp, StateSpace, Ty};
use fermi_sim::sched::{ChoiceKind, Scheduler};
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::Instant;

struct Rand(ChaCha8Rng);
impl Scheduler for Rand {
    fn choose(&mut self, _: ChoiceKind, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
}

fn bench(label: &str, check: bool, total: u64) {
    let cfg = Config::gf100();
    let mut m = FermiMemory::new(&cfg);
    m.check_invariants = check;
    let mut s = Rand(ChaCha8Rng::seed_from_u64(1));
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut done = Vec::new();
    let mut group = Vec::with_capacity(32);
    let t0 = Instant::now();
    let mut issued = 0u64;
    while issued < total {
        group.clear();
        let sm = (rng.next_u64() % cfg.num_sms as u64) as u32;
        let base = rng.next_u64() % (256 * 1024 / 128) * 128;
        let kind = match rng.next_u64() % 10 {
            0..=5 => MemKind::Load,
            6..=8 => MemKind::Store,
            _ => MemKind::Atomic(AtomOp::Add),
        };
        let space = if rng.next_u64() % 4 == 0 {
            StateSpace::Local
        } else {
            StateSpace::Global
        };
        for lane in 0..32u32 {
            let kind = if space == StateSpace::Local && kind != MemKind::Store {
                MemKind::Load
            } else {
                kind
            };
            group.push(MemReq {
                kind,
                space,
                cop: CacheOp::Default,
                volatile: false,
                ty: Ty::U32,
                addr: if space == StateSpace::Global {
                    G + base + 4 * lane as u64
                } else {
                    base + 4 * lane as u64
                },
                size: 4,
                value: lane as u64,
                value2: 0,
                sm,
                who: ThreadRef {
                    grid: 0,
                    block: sm,
                    warp: 0,
                    lane,
                },
                dst: if kind == MemKind::Store {
                    None
                } else {
                    Some(lane)
                },
                pc: 0,
            });
        }
        m.issue(&group);
        issued += 32;
        done.clear();
        m.macro_step(&mut s, &mut done).unwrap();
        if std::env::var("V").is_ok() && issued.is_multiple_of(3200) {
            eprintln!(
                "issued {issued} pending {} {:?} t={:.2}",
                m.pending(),
                m.stats,
                t0.elapsed().as_secs_f64()
            );
        }
    }
    done.clear();
    m.drain(&mut s, &mut done).unwrap();
    let dt = t0.elapsed().as_secs_f64();
    println!(
        "{label}: {} ops in {:.3} s = {:.0} ops/s ({} micro steps, {} silent, {} macro steps)",
        m.stats.completed,
        dt,
        m.stats.completed as f64 / dt,
        m.stats.micro_steps,
        m.stats.silent,
        m.stats.macro_steps
    );
}

#[test]
#[ignore]
fn memory_ops_per_second() {
    bench(
        "gf100, invariants off",
        false,
        std::env::var("N")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(1_000_000),
    );
    if std::env::var("N").is_err() {
        bench("gf100, invariants on ", true, 20_000);
    }
}
