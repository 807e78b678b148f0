//! Every single-warp launch manifest of ptx-samples/cuda (one block of ≤ 32 threads, expected
//! status `completed`, expected buffers given) run on one warp with a flat test memory; the final
//! buffers must equal the manifest's independently computed `expected` values, and the safety
//! check must stay quiet. Exercises the warp semantics on real compiler output.

use fermi_sim::memory::MemKind;
use fermi_sim::program::ir::{window, StateSpace};
use fermi_sim::thread::alu;
use fermi_sim::warp::state::WarpState;
use fermi_sim::warp::step::{new_warp, ThreadMemAct};
use fermi_sim::warp::testkit::{run_warp_in, Scripted};
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize, Clone, Copy, Debug)]
enum ETy {
    U8,
    S8,
    U16,
    S16,
    U32,
    S32,
    U64,
    S64,
    F32,
    F64,
}

impl ETy {
    fn bytes(self) -> u64 {
        match self {
            ETy::U8 | ETy::S8 => 1,
            ETy::U16 | ETy::S16 => 2,
            ETy::U32 | ETy::S32 | ETy::F32 => 4,
            ETy::U64 | ETy::S64 | ETy::F64 => 8,
        }
    }
    /// The element's bit pattern.
    fn bits(self, n: &Num) -> u64 {
        let i = |n: &Num| match *n {
            Num::I(v) => v as u64,
            Num::U(v) => v,
            Num::F(v) => v as i64 as u64,
        };
        let f = |n: &Num| match *n {
            Num::I(v) => v as f64,
            Num::U(v) => v as f64,
            Num::F(v) => v,
        };
        let mask = if self.bytes() == 8 {
            u64::MAX
        } else {
            (1u64 << (8 * self.bytes())) - 1
        };
        match self {
            ETy::F32 => (f(n) as f32).to_bits() as u64,
            ETy::F64 => f(n).to_bits(),
            _ => i(n) & mask,
        }
    }
}

#[derive(Deserialize, Debug)]
#[serde(untagged)]
enum Num {
    I(i64),
    U(u64),
    F(f64),
}

#[derive(Deserialize, Debug)]
struct Buf {
    ty: ETy,
    #[serde(default)]
    data: Option<Vec<Num>>,
    #[serde(default)]
    len: Option<usize>,
}

#[derive(Deserialize, Debug)]
enum Arg {
    Buffer(String),
    U8(u8),
    S8(i8),
    U16(u16),
    S16(i16),
    U32(u32),
    S32(i32),
    U64(u64),
    S64(i64),
    F32(f32),
    F64(f64),
    /// By-value structures: not run here (this driver writes scalar parameters only).
    #[allow(dead_code)]
    Struct(Vec<Arg>),
    #[allow(dead_code)]
    Bytes(Vec<u8>),
}

#[derive(Deserialize, Debug)]
struct Manifest {
    ptx: String,
    kernel: String,
    grid: (u32, u32, u32),
    block: (u32, u32, u32),
    buffers: BTreeMap<String, Buf>,
    args: Vec<Arg>,
    #[serde(default)]
    expected: BTreeMap<String, Vec<Num>>,
    #[serde(default)]
    expected_status: Option<String>,
    #[serde(default)]
    dynamic_shared: Option<u64>,
}

fn parse_manifest(text: &str) -> Result<Manifest, ron::error::SpannedError> {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(text)
}

const LOCAL_PER_THREAD: u64 = 0x10000;

#[derive(Default)]
struct Flat {
    bytes: BTreeMap<(u8, u64), u8>,
}

impl Flat {
    fn key(space: StateSpace, addr: u64, lane: u32) -> (u8, u64) {
        let lo = lane as u64 * LOCAL_PER_THREAD;
        let inw = |b: u64, s: u64| (b..b + s).contains(&addr);
        match space {
            StateSpace::Generic if inw(window::LOCAL_BASE, window::LOCAL_SIZE) => {
                (1, addr - window::LOCAL_BASE + lo)
            }
            StateSpace::Generic if inw(window::SHARED_BASE, window::SHARED_SIZE) => {
                (2, addr - window::SHARED_BASE)
            }
            StateSpace::Generic if inw(window::CONST_BASE, window::CONST_SIZE) => {
                (3, addr - window::CONST_BASE)
            }
            StateSpace::Generic | StateSpace::Global => (0, addr),
            StateSpace::Local => (1, addr + lo),
            StateSpace::Shared => (2, addr),
            StateSpace::Const => (3, addr),
            StateSpace::Param => (4, addr),
        }
    }
    fn read(&self, k: (u8, u64), n: u64) -> u64 {
        (0..n)
            .map(|i| (*self.bytes.get(&(k.0, k.1 + i)).unwrap_or(&0) as u64) << (8 * i))
            .sum()
    }
    fn write(&mut self, k: (u8, u64), n: u64, v: u64) {
        for i in 0..n {
            self.bytes.insert((k.0, k.1 + i), (v >> (8 * i)) as u8);
        }
    }
    fn access(&mut self, m: &ThreadMemAct) -> u64 {
        let k = Flat::key(m.space, m.addr, m.lane);
        let n = m.ty.bytes() as u64;
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

/// Run one manifest for at most `max_steps` warp steps; `Ok(Some(completed))`, `Ok(None)` when
/// skipped (a kernel with barriers in interleaving mode: sequential one-lane warps cannot wait at
/// a barrier), `Err` describes a mismatch, a stuck step or a safety violation.
fn run_manifest(
    path: &std::path::Path,
    max_steps: usize,
    interleave: bool,
) -> Result<Option<bool>, String> {
    let text = std::fs::read_to_string(path).unwrap();
    let man: Manifest = parse_manifest(&text).map_err(|e| format!("manifest: {e}"))?;
    let dir = path.parent().unwrap();
    let src = std::fs::read_to_string(dir.join(&man.ptx)).unwrap();
    let m = fermi_sim::ptx::parse(&man.ptx, &src).map_err(|d| format!("parse: {:?}", d.items))?;
    let p = fermi_sim::program::load::load(&m, &man.ptx, &src, 0)
        .map_err(|d| format!("load: {:?}", d.items))?;
    let (k, f) = p.kernel(&man.kernel).ok_or("no kernel")?;
    let mut mem = Flat::default();
    // module .global / .const initial bytes
    for v in &p.vars {
        if let (Some(init), fermi_sim::program::env::VarValue::Addr(sp, a)) = (&v.init, v.value) {
            let key = match sp {
                StateSpace::Const => 3,
                _ => 0,
            };
            for (i, b) in init.iter().enumerate() {
                mem.bytes.insert((key, a + i as u64), *b);
            }
        }
    }
    let mut addr = BTreeMap::new();
    let mut next = window::GLOBAL_BASE + p.global_bytes.next_multiple_of(256);
    for (name, b) in &man.buffers {
        addr.insert(name.clone(), next);
        let len = b.data.as_ref().map_or(b.len.unwrap_or(0), |d| d.len());
        if let Some(d) = &b.data {
            for (i, v) in d.iter().enumerate() {
                mem.write(
                    (0, next + b.ty.bytes() * i as u64),
                    b.ty.bytes(),
                    b.ty.bits(v),
                );
            }
        }
        next += (b.ty.bytes() * len as u64).next_multiple_of(256).max(256);
    }
    if man.args.len() != f.params.len() {
        return Err("argument count".into());
    }
    for (a, prm) in man.args.iter().zip(&f.params) {
        let v = match a {
            Arg::Buffer(n) => addr[n],
            Arg::U8(v) => *v as u64,
            Arg::S8(v) => *v as u8 as u64,
            Arg::U16(v) => *v as u64,
            Arg::S16(v) => *v as u16 as u64,
            Arg::U32(v) => *v as u64,
            Arg::S32(v) => *v as u32 as u64,
            Arg::U64(v) => *v,
            Arg::S64(v) => *v as u64,
            Arg::F32(v) => v.to_bits() as u64,
            Arg::F64(v) => v.to_bits(),
            Arg::Struct(_) | Arg::Bytes(_) => return Ok(None),
        };
        mem.write((4, prm.offset), prm.size, v);
    }
    let n = man.block.0 as usize;
    let body = p.index(f.entry).unwrap_or(0)..p.index(f.end).unwrap_or(p.instrs.len());
    if interleave
        && p.instrs[body]
            .iter()
            .any(|i| matches!(i, fermi_sim::program::ir::Instr::Bar { .. }))
    {
        return Ok(None);
    }
    // SIMT: one warp of n lanes; interleaving (docs/design.md §11, warp size 1): n one-lane warps,
    // each run to completion in turn
    let warps: Vec<(usize, u32)> = if interleave {
        (0..n).map(|t| (1, t as u32)).collect()
    } else {
        vec![(n, 0)]
    };
    for (lanes, first) in warps {
        let mut w = new_warp(
            &p,
            k,
            first,
            lanes,
            lanes,
            first,
            [man.block.0, 1, 1],
            0,
            LOCAL_PER_THREAD,
        );
        let mut s = Scripted::default();
        let bd = [man.block.0, 1, 1];
        let r = run_warp_in(&p, &mut w, bd, &mut s, max_steps, &mut |m| mem.access(m));
        if let Some(st) = r.stuck {
            return Err(format!("stuck at line {}: {}", p.line(st.pc), st.message));
        }
        if let Some(v) = r.safety {
            return Err(v);
        }
        if w.state != WarpState::Completed {
            return Ok(Some(false));
        }
    }
    for (name, want) in &man.expected {
        let b = &man.buffers[name];
        let a = addr[name];
        for (i, v) in want.iter().enumerate() {
            let got = mem.read((0, a + b.ty.bytes() * i as u64), b.ty.bytes());
            if got != b.ty.bits(v) {
                return Err(format!(
                    "{name}[{i}] = {got:#x}, expected {:#x} ({v:?})",
                    b.ty.bits(v)
                ));
            }
        }
    }
    Ok(Some(true))
}

#[test]
fn single_warp_manifests_complete_with_expected_buffers() {
    check_manifests("completed", 200_000, true, false);
}

/// docs/design.md §11: with warp size 1 (the interleaving semantics; here: each thread to completion
/// in turn) the kernels without barriers give the same buffers as in SIMT mode.
#[test]
fn one_lane_warps_give_the_same_buffers() {
    check_manifests("completed", 200_000, true, true);
}

/// docs/design.md §11: the intra-warp spin locks livelock in SIMT warps (they terminate only with one
/// thread per warp): such a warp keeps stepping without completing, getting stuck or breaking
/// the safety property.
#[test]
fn single_warp_livelock_manifests_never_complete() {
    check_manifests("livelock", 20_000, false, false);
}

/// docs/design.md §11: the same spin locks terminate with warp size 1.
#[test]
fn livelocking_spin_locks_terminate_with_one_lane_warps() {
    check_manifests("livelock", 200_000, true, true);
}

fn check_manifests(status: &str, max_steps: usize, want_completed: bool, interleave: bool) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-samples/cuda");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".launch.ron"))
        .collect();
    paths.sort();
    let mut ran = vec![];
    let mut failures = vec![];
    for path in &paths {
        let text = std::fs::read_to_string(path).unwrap();
        let man = match parse_manifest(&text) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{}: manifest {e}", path.display()));
                continue;
            }
        };
        let one_warp =
            man.grid == (1, 1, 1) && man.block.1 == 1 && man.block.2 == 1 && man.block.0 <= 32;
        if !one_warp
            || (status == "completed" && man.expected.is_empty())
            || man.expected_status.as_deref() != Some(status)
            || man.dynamic_shared.unwrap_or(0) != 0
        {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        match run_manifest(path, max_steps, interleave) {
            Ok(None) => {}
            Ok(Some(c)) if c == want_completed => ran.push(name),
            Ok(Some(c)) => failures.push(format!("{name}: completed = {c}")),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    println!("ran {} manifests: {ran:?}", ran.len());
    assert!(failures.is_empty(), "{failures:#?}");
    let least = match (want_completed, interleave) {
        (true, false) => 20,
        (true, true) => 9,
        _ => 9,
    };
    assert!(ran.len() >= least, "{ran:?}");
}
