//! End-to-end smoke tests: compiler-generated PTX (ptx-samples/cuda/divergence.cu, clang output)
//! through parser, loader (with injected branching instructions) and one 8-lane warp, with a
//! tiny flat memory in the test. Expected buffers come from the launch manifests (computed
//! independently by gen_manifests.py).

use fermi_sim::memory::MemKind;
use fermi_sim::program::env::ProgEnv;
use fermi_sim::program::ir::{window, StateSpace};
use fermi_sim::thread::alu;
use fermi_sim::warp::state::WarpState;
use fermi_sim::warp::step::{new_warp, ThreadMemAct};
use fermi_sim::warp::testkit::{run_warp, Scripted};
use std::collections::BTreeMap;

fn load(file: &str) -> ProgEnv {
    let path = format!("{}/ptx-samples/cuda/{file}", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap();
    let m = fermi_sim::ptx::parse(file, &src).unwrap_or_else(|d| panic!("{file}: {:?}", d.items));
    fermi_sim::program::load::load(&m, file, &src, 0)
        .unwrap_or_else(|d| panic!("{file}: {:?}", d.items))
}

const LOCAL_PER_THREAD: u64 = 0x1000;

/// Byte memory keyed by (space, address); local addresses are made per-thread with `lo`.
#[derive(Default)]
struct Flat {
    bytes: BTreeMap<(u8, u64), u8>,
}

impl Flat {
    fn key(&self, space: StateSpace, addr: u64, lane: u32) -> (u8, u64) {
        let lo = lane as u64 * LOCAL_PER_THREAD;
        match space {
            StateSpace::Generic
                if (window::LOCAL_BASE..window::LOCAL_BASE + window::LOCAL_SIZE)
                    .contains(&addr) =>
            {
                (1, addr - window::LOCAL_BASE + lo)
            }
            StateSpace::Generic
                if (window::SHARED_BASE..window::SHARED_BASE + window::SHARED_SIZE)
                    .contains(&addr) =>
            {
                (2, addr - window::SHARED_BASE)
            }
            StateSpace::Generic | StateSpace::Global => (0, addr),
            StateSpace::Local => (1, addr + lo),
            StateSpace::Shared => (2, addr),
            StateSpace::Const => (3, addr),
            StateSpace::Param => (4, addr),
        }
    }
    fn read(&self, k: (u8, u64), n: u32) -> u64 {
        (0..n as u64)
            .map(|i| (*self.bytes.get(&(k.0, k.1 + i)).unwrap_or(&0) as u64) << (8 * i))
            .sum()
    }
    fn write(&mut self, k: (u8, u64), n: u32, v: u64) {
        for i in 0..n as u64 {
            self.bytes.insert((k.0, k.1 + i), (v >> (8 * i)) as u8);
        }
    }
    fn access(&mut self, m: &ThreadMemAct) -> u64 {
        let k = self.key(m.space, m.addr, m.lane);
        let n = m.ty.bytes();
        match m.kind {
            MemKind::Load => alu::extend_load(m.ty, self.read(k, n)),
            MemKind::Store => {
                self.write(k, n, m.value);
                0
            }
            MemKind::Atomic(op) => {
                let old = self.read(k, n);
                self.write(k, n, alu::atom_apply(op, m.ty, old, m.value, m.value2));
                alu::extend_load(m.ty, old)
            }
        }
    }
}

/// Run `kernel` on one warp of 8 lanes with the given i32 buffers (allocated in order from the
/// global window) and scalar i32 arguments after the buffers; return the buffers afterwards.
fn run(kernel: &str, bufs: &[Vec<i32>], scalars: &[i32]) -> Vec<Vec<i32>> {
    let p = load("divergence.ptx");
    let (k, f) = p.kernel(kernel).unwrap();
    let mut mem = Flat::default();
    let mut addrs = vec![];
    let mut next = window::GLOBAL_BASE + p.global_bytes.next_multiple_of(256);
    for b in bufs {
        addrs.push(next);
        for (i, v) in b.iter().enumerate() {
            mem.write((0, next + 4 * i as u64), 4, *v as u32 as u64);
        }
        next += (4 * b.len() as u64).next_multiple_of(256);
    }
    let args: Vec<u64> = addrs
        .iter()
        .copied()
        .chain(scalars.iter().map(|s| *s as u32 as u64))
        .collect();
    assert_eq!(args.len(), f.params.len());
    for (a, prm) in args.iter().zip(&f.params) {
        mem.write((4, prm.offset), prm.size as u32, *a);
    }
    let mut w = new_warp(&p, k, 0, 8, 8, 0, [8, 1, 1], 0, LOCAL_PER_THREAD);
    let mut s = Scripted::default();
    let r = run_warp(&p, &mut w, &mut s, 10_000, &mut |m| mem.access(m));
    assert!(r.stuck.is_none(), "{kernel}: stuck {:?}", r.stuck);
    assert_eq!(r.safety, None, "{kernel}");
    assert_eq!(w.state, WarpState::Completed, "{kernel}");
    addrs
        .iter()
        .zip(bufs)
        .map(|(a, b)| {
            (0..b.len())
                .map(|i| mem.read((0, a + 4 * i as u64), 4) as u32 as i32)
                .collect()
        })
        .collect()
}

#[test]
fn ifelse() {
    let out = run("ifelse", &[vec![0; 8]], &[]);
    assert_eq!(out[0], vec![100, 10, 102, 30, 104, 50, 106, 70]);
}

#[test]
fn nested3() {
    let out = run("nested3", &[vec![0; 16]], &[]);
    assert_eq!(
        out[0],
        vec![0, 1, 2, 3, 4, 5, 6, 7, 0, 3, 6, 9, 12, 15, 18, 21]
    );
}

#[test]
fn loop_break() {
    let out = run(
        "loop_break",
        &[
            vec![1, 2, 3, 4, 5, 6, 7, 8],
            vec![0, 2, 5, 9, 100, 14, 27, 35],
            vec![0; 8],
        ],
        &[8],
    );
    assert_eq!(out[2], vec![1, 1003, 2006, 3010, 8036, 4015, 6028, 7036]);
}

#[test]
fn early_return() {
    let out = run(
        "early_return",
        &[vec![-1, 3, -5, 0, 2, 7, -2, 4], vec![0; 16]],
        &[],
    );
    assert_eq!(
        out[1],
        vec![-1, -3, -1, 0, 2, 4, -1, -3, 0, 3, 0, 0, 2, 7, 0, 4]
    );
}
