//! `fermi-sim bench`: throughput and peak memory of the full semantics on generated
//! launches of the sample kernels, next to a native Rust implementation of the same work.
//!
//! The launches are built in code (buffers of up to 1M elements are not committed as RON). Every
//! run's final buffers are compared with a native computation, so a benchmark number never comes
//! from a wrong result. Peak memory is per kernel: the parent re-executes itself once per
//! (kernel, policy) with `--single` and reads the child's `VmHWM` from `/proc/self/status`.

use crate::config::Config;
use crate::device::MemoryModel;
use crate::launch::manifest::{Arg, BufferSpec, ElemTy, Manifest};
use crate::launch::results::{RunResult, Status};
use crate::launch::run::{run_launch, RunSettings};
use crate::launch::{prepare_with, Launch, Overrides};
use crate::program::env::ProgEnv;
use crate::sched::{RandomSched, RoundRobin, Scheduler};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

/// The benchmark's kernels, in table order.
pub const KERNELS: [&str; 7] = [
    "vadd", "matmul", "collatz", "reduce", "spinlock", "inflight", "explore",
];

/// Scheduling policies measured.
pub const POLICIES: [&str; 2] = ["random", "round-robin"];

/// The configurations a row runs in: `default` (`fermi-sim run`'s defaults: the thesis memory
/// model, the default run-time checks), `flat` (`--memory flat --check none`, the settings of a
/// functional simulator) and `fast` (`--fast` on top of the defaults).
pub const MODES: [&str; 3] = ["default", "flat", "fast"];

/// The policies a mode is measured with when `--policy` does not pick one: both for the
/// default configuration, round-robin for `flat` (as a functional simulator schedules), the
/// random policy for `fast`.
pub fn mode_policies(mode: &str) -> &'static [&'static str] {
    match mode {
        "default" => &POLICIES,
        "flat" => &["round-robin"],
        _ => &["random"],
    }
}

const VADD_PTX: &str = include_str!("../../ptx-samples/cuda/vadd.ptx");
const MATMUL_PTX: &str = include_str!("../../ptx-samples/cuda/matmul_tiled.ptx");
const COLLATZ_PTX: &str = include_str!("../../ptx-samples/cuda/collatz.ptx");
const REDUCE_PTX: &str = include_str!("../../ptx-samples/cuda/reduce_shared.ptx");
const SPIN_PTX: &str = include_str!("../../ptx-samples/cuda/spinlock_warp.ptx");

/// One row of the results table.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Row {
    pub kernel: String,
    /// `default`, `flat` or `fast` ([`MODES`]).
    pub mode: String,
    pub policy: String,
    /// What the launch is (sizes).
    pub shape: String,
    pub threads: u64,
    pub steps: u64,
    pub warp_instructions: u64,
    pub thread_instructions: u64,
    /// Wall time of the device run (launch building and result checking excluded).
    pub wall_s: f64,
    pub thread_instr_per_s: f64,
    /// CPU time of the device run (this thread's on-CPU time; robust on a loaded machine).
    pub cpu_s: f64,
    /// Thread instructions per CPU second.
    pub thread_instr_per_cpu_s: f64,
    pub warp_instr_per_s: f64,
    /// Peak resident set (VmHWM) of the process that ran this row, KiB; 0 if unknown.
    pub peak_kib: u64,
    /// Final status of the run (`completed`, ...).
    pub status: String,
    /// The results equal the native computation.
    pub correct: bool,
    /// Native time of the same work (vadd, collatz), seconds per run.
    pub native_s: Option<f64>,
    /// `wall_s / native_s`.
    pub slowdown: Option<f64>,
    /// Why a row has no numbers ("not available", an error).
    pub note: String,
    /// `explore`: distinct states visited and states per second.
    pub states: Option<u64>,
    pub states_per_s: Option<f64>,
}

/// A generated launch and the expected final buffers.
pub struct Workload {
    pub launch: Launch,
    pub shape: String,
    pub threads: u64,
    /// Expected contents of some buffers (as the run reports them).
    /// Expected final bytes of some buffers (little-endian elements of the buffer's type).
    pub expected: BTreeMap<String, Vec<u8>>,
}

/// A buffer of a generated launch: element type, length and initial bytes (little-endian
/// elements; empty = zeros). Built as bytes rather than as manifest numbers, so that a 1M-element
/// input costs 4 MB and not 16 (the benchmark reports peak memory).
pub struct Buf {
    ty: ElemTy,
    len: u64,
    init: Vec<u8>,
}

/// An element type of the benchmark's buffers: its manifest type and its little-endian bytes.
trait Elem: Copy {
    const TY: ElemTy;
    fn le(self) -> [u8; 4];
}

impl Elem for f32 {
    const TY: ElemTy = ElemTy::F32;
    fn le(self) -> [u8; 4] {
        self.to_le_bytes()
    }
}

impl Elem for u32 {
    const TY: ElemTy = ElemTy::U32;
    fn le(self) -> [u8; 4] {
        self.to_le_bytes()
    }
}

impl Elem for i32 {
    const TY: ElemTy = ElemTy::S32;
    fn le(self) -> [u8; 4] {
        self.to_le_bytes()
    }
}

/// The elements' bytes as a buffer of their type holds them.
fn bytes<T: Elem>(v: &[T]) -> Vec<u8> {
    v.iter().flat_map(|x| x.le()).collect()
}

/// A buffer initialised with `v`.
fn buf<T: Elem>(v: &[T]) -> Buf {
    Buf {
        ty: T::TY,
        len: v.len() as u64,
        init: bytes(v),
    }
}

fn load_prog(name: &str, src: &str) -> Result<Arc<ProgEnv>, String> {
    let first = |d: crate::ptx::diag::Diagnostics| {
        d.first()
            .map(|x| x.one_line(name))
            .unwrap_or_else(|| name.to_string())
    };
    let m = crate::ptx::parse(name, src).map_err(first)?;
    crate::program::load(&m, name, src, 0)
        .map(Arc::new)
        .map_err(first)
}

/// The default config, as `fermi-sim run` picks it.
fn default_config() -> Config {
    let p = std::path::Path::new("configs/gf100.ron");
    if p.exists() {
        if let Ok(c) = crate::launch::load_config(p) {
            return c;
        }
    }
    Config::gf100()
}

fn zeros(len: u64, ty: ElemTy) -> Buf {
    Buf {
        ty,
        len,
        init: Vec::new(),
    }
}

#[allow(clippy::too_many_arguments)]
fn make(
    name: &str,
    ptx: &str,
    kernel: &str,
    grid: (u32, u32, u32),
    block: (u32, u32, u32),
    buffers: Vec<(&str, Buf)>,
    args: Vec<Arg>,
    expected: BTreeMap<String, Vec<u8>>,
    shape: String,
) -> Result<Workload, String> {
    let prog = load_prog(&format!("{kernel}.ptx"), ptx)?;
    let m = Manifest {
        ptx: format!("{kernel}.ptx"),
        kernel: kernel.into(),
        grid,
        block,
        buffers: buffers
            .iter()
            .map(|(n, b)| {
                let spec = BufferSpec {
                    ty: b.ty.into(),
                    data: None,
                    len: Some(b.len),
                    fill: None,
                    iota: None,
                    step: None,
                    data_file: None,
                    addr: None,
                    raw: None,
                };
                (n.to_string(), spec)
            })
            .collect(),
        symbols: BTreeMap::new(),
        textures: BTreeMap::new(),
        surfaces: BTreeMap::new(),
        args,
        description: String::new(),
        expected: BTreeMap::new(),
        expected_status: None,
        expected_diagnostics: None,
        registers: Vec::new(),
        register_threads: None,
        expected_registers: Default::default(),
        expected_printf: None,
        config: None,
        max_steps: Some(2_000_000_000),
        dynamic_shared: 0,
        warp_size: None,
        sm_of_block: None,
        cooperative: false,
        test: None,
        its: None,
        arg_names: Vec::new(),
        launches: Vec::new(),
    };
    let threads = (grid.0 * grid.1 * grid.2) as u64 * (block.0 * block.1 * block.2) as u64;
    let mut launch = prepare_with(
        m,
        &format!("bench:{name}"),
        default_config(),
        prog,
        &Overrides::default(),
    )
    .map_err(|e| e.to_string())?;
    for (n, b) in buffers {
        if let Some(l) = launch.buffers.iter_mut().find(|l| l.name == n) {
            if !b.init.is_empty() && b.init.len() as u64 == l.bytes() {
                l.init = b.init;
            }
        }
    }
    Ok(Workload {
        launch,
        shape,
        threads,
        expected,
    })
}

/// Inputs of vector add: `a[i] = i / 2`, `b[i] = (i mod 7) / 4 - 1` (exact in f32).
pub fn vadd_inputs(n: usize) -> (Vec<f32>, Vec<f32>) {
    let a = (0..n).map(|i| (i % 100_000) as f32 * 0.5).collect();
    let b = (0..n).map(|i| (i % 7) as f32 * 0.25 - 1.0).collect();
    (a, b)
}

/// Native vector add.
pub fn vadd_native(a: &[f32], b: &[f32], c: &mut [f32]) {
    for ((c, a), b) in c.iter_mut().zip(a).zip(b) {
        *c = a + b;
    }
}

/// Inputs of Collatz: `in[i] = i + 1`.
pub fn collatz_inputs(n: usize) -> Vec<u32> {
    (0..n as u32).map(|i| i + 1).collect()
}

/// Native Collatz step counts, capped at 1000 as in `collatz.cu`.
pub fn collatz_native(input: &[u32], steps: &mut [u32]) {
    for (s, &x0) in steps.iter_mut().zip(input) {
        let mut x = x0;
        let mut k = 0u32;
        while x > 1 && k < 1000 {
            x = if x & 1 == 1 {
                x.wrapping_mul(3).wrapping_add(1)
            } else {
                x >> 1
            };
            k += 1;
        }
        *s = k;
    }
}

fn matmul_native(a: &[f32], b: &[f32], n: usize) -> Vec<f32> {
    let mut c = vec![0f32; n * n];
    for r in 0..n {
        for col in 0..n {
            // Same summation order as the kernel (k ascending); integer values keep it exact.
            let mut acc = 0f32;
            for k in 0..n {
                acc += a[r * n + k] * b[k * n + col];
            }
            c[r * n + col] = acc;
        }
    }
    c
}

/// The `inflight` kernel: each thread issues `k` loads of words in `k` different cache lines
/// (line `(i * k + j) & mask` of the input for load `j` of thread `i`, so the lanes of a warp
/// read 32 different lines) before it uses any of them, then stores their sum (added in load
/// order). Generated, since PTX has no arrays of registers to loop over.
pub fn inflight_ptx(k: usize) -> String {
    let mut s = format!(
        ".version 4.2\n.target sm_20\n.address_size 64\n\n\
         .visible .entry inflight(\n\t.param .u64 inflight_param_0,\n\
         \t.param .u64 inflight_param_1,\n\t.param .u32 inflight_param_2\n)\n{{\n\
         \t.reg .b32 %r<9>;\n\t.reg .f32 %f<{}>;\n\t.reg .b64 %rd<{}>;\n\
         \tld.param.u64 %rd1, [inflight_param_0];\n\
         \tld.param.u64 %rd2, [inflight_param_1];\n\
         \tld.param.u32 %r1, [inflight_param_2];\n\
         \tcvta.to.global.u64 %rd3, %rd1;\n\
         \tcvta.to.global.u64 %rd4, %rd2;\n\
         \tmov.u32 %r2, %ctaid.x;\n\tmov.u32 %r3, %ntid.x;\n\tmov.u32 %r4, %tid.x;\n\
         \tmad.lo.s32 %r5, %r2, %r3, %r4;\n\tmul.lo.s32 %r6, %r5, {k};\n",
        2 * k + 2,
        k + 8
    );
    for j in 0..k {
        s += &format!(
            "\tadd.s32 %r7, %r6, {j};\n\tand.b32 %r8, %r7, %r1;\n\
             \tmul.wide.u32 %rd5, %r8, 128;\n\tadd.s64 %rd{}, %rd3, %rd5;\n",
            8 + j
        );
    }
    for j in 0..k {
        s += &format!("\tld.global.f32 %f{}, [%rd{}];\n", 1 + j, 8 + j);
    }
    let mut acc = "%f1".to_string();
    for j in 1..k {
        s += &format!("\tadd.f32 %f{}, {acc}, %f{};\n", k + 1 + j, 1 + j);
        acc = format!("%f{}", k + 1 + j);
    }
    s += &format!(
        "\tmul.wide.u32 %rd6, %r5, 4;\n\tadd.s64 %rd7, %rd4, %rd6;\n\
         \tst.global.f32 [%rd7], {acc};\n\tret;\n}}\n"
    );
    s
}

/// Build the launch of one benchmark kernel (`quick`: small sizes for CI).
pub fn build(name: &str, quick: bool) -> Result<Workload, String> {
    match name {
        "vadd" => {
            let (blocks, tpb) = if quick { (16u32, 256u32) } else { (4096, 256) };
            let n = (blocks * tpb) as usize;
            let (a, b) = vadd_inputs(n);
            let mut c = vec![0f32; n];
            vadd_native(&a, &b, &mut c);
            let expected = BTreeMap::from([("c".to_string(), bytes(&c))]);
            make(
                name,
                VADD_PTX,
                "vadd",
                (blocks, 1, 1),
                (tpb, 1, 1),
                vec![
                    ("a", buf(&a)),
                    ("b", buf(&b)),
                    ("c", zeros(n as u64, ElemTy::F32)),
                ],
                vec![
                    Arg::Buffer("a".into(), 0),
                    Arg::Buffer("b".into(), 0),
                    Arg::Buffer("c".into(), 0),
                    Arg::S32(n as i32),
                ],
                expected,
                format!("{n} threads ({blocks} blocks of {tpb})"),
            )
        }
        "matmul" => {
            let n: usize = if quick { 32 } else { 256 };
            let tile = 8u32;
            let a: Vec<f32> = (0..n * n).map(|i| ((i * 7) % 5) as f32 - 2.0).collect();
            let b: Vec<f32> = (0..n * n).map(|i| ((i * 3) % 4) as f32 - 1.0).collect();
            let c = matmul_native(&a, &b, n);
            let g = n as u32 / tile;
            make(
                name,
                MATMUL_PTX,
                "matmul_tiled",
                (g, g, 1),
                (tile, tile, 1),
                vec![
                    ("A", buf(&a)),
                    ("B", buf(&b)),
                    ("C", zeros((n * n) as u64, ElemTy::F32)),
                ],
                vec![
                    Arg::Buffer("A".into(), 0),
                    Arg::Buffer("B".into(), 0),
                    Arg::Buffer("C".into(), 0),
                    Arg::S32(n as i32),
                ],
                BTreeMap::from([("C".to_string(), bytes(&c))]),
                format!("{n}x{n}, 8x8 tiles, grid {g}x{g}"),
            )
        }
        "collatz" => {
            let (blocks, tpb) = if quick { (4u32, 256u32) } else { (256, 256) };
            let n = (blocks * tpb) as usize;
            let input = collatz_inputs(n);
            let mut steps = vec![0u32; n];
            collatz_native(&input, &mut steps);
            make(
                name,
                COLLATZ_PTX,
                "collatz",
                (blocks, 1, 1),
                (tpb, 1, 1),
                vec![("in", buf(&input)), ("steps", zeros(n as u64, ElemTy::U32))],
                vec![
                    Arg::Buffer("in".into(), 0),
                    Arg::Buffer("steps".into(), 0),
                    Arg::S32(n as i32),
                ],
                BTreeMap::from([("steps".to_string(), bytes(&steps))]),
                format!("{n} threads, in[i] = i + 1"),
            )
        }
        "reduce" => {
            let (blocks, tpb) = if quick { (16u32, 256u32) } else { (4096, 256) };
            let n = (blocks * tpb) as usize;
            let input: Vec<i32> = (0..n as i64)
                .map(|i| ((i * 37) % 101 - 50) as i32)
                .collect();
            let out: Vec<i32> = input
                .chunks(tpb as usize)
                .map(|c| c.iter().sum::<i32>())
                .collect();
            make(
                name,
                REDUCE_PTX,
                "reduce_sum",
                (blocks, 1, 1),
                (tpb, 1, 1),
                vec![
                    ("in", buf(&input)),
                    ("out", zeros(blocks as u64, ElemTy::S32)),
                ],
                vec![
                    Arg::Buffer("in".into(), 0),
                    Arg::Buffer("out".into(), 0),
                    Arg::S32(n as i32),
                ],
                BTreeMap::from([("out".to_string(), bytes(&out))]),
                format!("{n} elements ({blocks} blocks of {tpb})"),
            )
        }
        "inflight" => {
            // Thousands of loads in flight at once: 32 per thread, uncoalesced.
            let (blocks, tpb, k) = if quick {
                (2u32, 128u32, 8)
            } else {
                (64, 256, 32)
            };
            let (n, lines) = ((blocks * tpb) as usize, 4096usize);
            let input: Vec<f32> = (0..lines * 32).map(|w| w as f32).collect();
            let out: Vec<f32> = (0..n)
                // In load order, as the kernel adds (0 + x is x exactly).
                .map(|i| {
                    (0..k)
                        .map(|j| (((i * k + j) & (lines - 1)) * 32) as f32)
                        .fold(0f32, |acc, x| acc + x)
                })
                .collect();
            let ptx = inflight_ptx(k);
            make(
                name,
                &ptx,
                "inflight",
                (blocks, 1, 1),
                (tpb, 1, 1),
                vec![("in", buf(&input)), ("out", zeros(n as u64, ElemTy::F32))],
                vec![
                    Arg::Buffer("in".into(), 0),
                    Arg::Buffer("out".into(), 0),
                    Arg::U32((lines - 1) as u32),
                ],
                BTreeMap::from([("out".to_string(), bytes(&out))]),
                format!("{n} threads, {k} uncoalesced loads each before the first use"),
            )
        }
        "spinlock" => make(
            name,
            SPIN_PTX,
            "spin_doneflag",
            (1, 1, 1),
            (32, 1, 1),
            vec![("lock", buf(&[0i32])), ("counter", buf(&[0i32]))],
            vec![
                Arg::Buffer("lock".into(), 0),
                Arg::Buffer("counter".into(), 0),
            ],
            BTreeMap::from([
                ("lock".to_string(), bytes(&[0i32])),
                ("counter".to_string(), bytes(&[32i32])),
            ]),
            "done-flag lock, 32 lanes of one warp".into(),
        ),
        _ => Err(format!(
            "unknown kernel `{name}` (one of {})",
            KERNELS.join(", ")
        )),
    }
}

/// Whether a run's buffers equal the expected contents.
pub fn correct(w: &Workload, r: &RunResult) -> bool {
    r.status == Status::Completed
        && w.expected.iter().all(|(name, want)| {
            // Bit for bit: the native code does the same IEEE operations.
            r.buffers.get(name).is_some_and(|got| got.bytes == *want)
        })
}

fn scheduler(policy: &str, seed: u64) -> Result<Box<dyn Scheduler>, String> {
    match policy {
        "random" => Ok(Box::new(RandomSched::new(seed))),
        "round-robin" => Ok(Box::new(RoundRobin::new())),
        _ => Err(format!(
            "unknown policy `{policy}` (one of {})",
            POLICIES.join(", ")
        )),
    }
}

/// This thread's CPU time in seconds (`CLOCK_THREAD_CPUTIME_ID`, nanosecond resolution; the
/// scheduler's statistics in /proc advance only at ticks and miss runs of a few milliseconds).
pub fn cpu_seconds() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; the call only writes it.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    if ok {
        ts.tv_sec as f64 + ts.tv_nsec as f64 / 1e9
    } else {
        0.0
    }
}

/// Peak resident set of this process (`VmHWM`, KiB); 0 where /proc is missing.
pub fn peak_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(0)
}

/// Native CPU seconds per run of the same work (vadd, collatz): repeated until 0.2 s of CPU time
/// have passed, so that a sub-millisecond loop is not measured by the clock's resolution.
pub fn native_seconds(name: &str, quick: bool) -> Option<f64> {
    let mut reps = 0u32;
    let c0 = cpu_seconds();
    let spent = || cpu_seconds() - c0;
    match name {
        "vadd" => {
            let n = if quick { 16 * 256 } else { 4096 * 256 };
            let (a, b) = vadd_inputs(n);
            let mut c = vec![0f32; n];
            while reps == 0 || spent() < 0.2 {
                vadd_native(std::hint::black_box(&a), std::hint::black_box(&b), &mut c);
                std::hint::black_box(&mut c);
                reps += 1;
            }
        }
        "collatz" => {
            let n = if quick { 4 * 256 } else { 256 * 256 };
            let input = collatz_inputs(n);
            let mut s = vec![0u32; n];
            while reps == 0 || spent() < 0.2 {
                collatz_native(std::hint::black_box(&input), &mut s);
                std::hint::black_box(&mut s);
                reps += 1;
            }
        }
        _ => return None,
    }
    Some(spent() / reps as f64)
}

/// The run settings of a mode ([`MODES`]); `None` for an unknown one.
pub fn mode_settings(mode: &str, seed: u64) -> Option<RunSettings> {
    let base = RunSettings {
        seed,
        memory: MemoryModel::Fermi,
        ..RunSettings::default()
    };
    match mode {
        "default" => Some(base),
        "flat" => Some(RunSettings {
            memory: MemoryModel::Flat,
            checks: crate::checks::runtime::CheckSet::NONE,
            ..base
        }),
        "fast" => Some(RunSettings { fast: true, ..base }),
        _ => None,
    }
}

/// Run one (kernel, mode, policy) in this process.
pub fn run_row(name: &str, mode: &str, policy: &str, quick: bool, seed: u64) -> Row {
    let mut row = Row {
        kernel: name.into(),
        mode: mode.into(),
        policy: policy.into(),
        ..Row::default()
    };
    if name == "explore" {
        return explore_row(row, quick);
    }
    let w = match build(name, quick) {
        Ok(w) => w,
        Err(e) => {
            row.note = e;
            return row;
        }
    };
    let mut sched = match scheduler(policy, seed) {
        Ok(s) => s,
        Err(e) => {
            row.note = e;
            return row;
        }
    };
    let Some(settings) = mode_settings(mode, seed) else {
        row.note = format!("unknown mode `{mode}` (one of {})", MODES.join(", "));
        return row;
    };
    let c0 = cpu_seconds();
    let t0 = Instant::now();
    let r = run_launch(&w.launch, sched.as_mut(), settings);
    let wall = t0.elapsed().as_secs_f64();
    row.cpu_s = cpu_seconds() - c0;
    row.thread_instr_per_cpu_s = r.stats.thread_instructions as f64 / row.cpu_s.max(1e-9);
    row.shape = w.shape.clone();
    row.threads = w.threads;
    row.steps = r.stats.steps;
    row.warp_instructions = r.stats.warp_instructions;
    row.thread_instructions = r.stats.thread_instructions;
    row.wall_s = wall;
    row.thread_instr_per_s = r.stats.thread_instructions as f64 / wall.max(1e-9);
    row.warp_instr_per_s = r.stats.warp_instructions as f64 / wall.max(1e-9);
    row.status = r.status.name().into();
    row.correct = correct(&w, &r);
    drop(w);
    row.native_s = native_seconds(name, quick);
    // CPU time over native time: the ratio that holds on a loaded machine.
    row.slowdown = row.native_s.map(|n| row.cpu_s.max(1e-9) / n.max(1e-12));
    row.peak_kib = peak_kib();
    row
}

/// `explore` on vector add with one block of 64 threads (2 warps) on the flat memory
/// (the explorer's default, its run-time checks on): distinct states per CPU second. The policy does not apply (the search
/// enumerates the choices); both rows run the same search.
fn explore_row(mut row: Row, quick: bool) -> Row {
    let n = 64usize;
    let (a, b) = vadd_inputs(n);
    let mut c = vec![0f32; n];
    vadd_native(&a, &b, &mut c);
    let w = match make(
        "explore",
        VADD_PTX,
        "vadd",
        (1, 1, 1),
        (n as u32, 1, 1),
        vec![
            ("a", buf(&a)),
            ("b", buf(&b)),
            ("c", zeros(n as u64, ElemTy::F32)),
        ],
        vec![
            Arg::Buffer("a".into(), 0),
            Arg::Buffer("b".into(), 0),
            Arg::Buffer("c".into(), 0),
            Arg::S32(n as i32),
        ],
        BTreeMap::from([("c".to_string(), bytes(&c))]),
        "vadd, 1 block of 64 threads (2 warps), flat memory".into(),
    ) {
        Ok(w) => w,
        Err(e) => {
            row.note = e;
            return row;
        }
    };
    // Without the reductions: the SM symmetry leaves 27 states, too few to time; the full
    // graph has 391. The search is repeated until it has used 0.2 s of CPU (as the native
    // loops are), so that the rate is not the timing of one 10 ms run.
    let opt = crate::explore::search::ExploreOptions {
        max_states: if quick { 2_000 } else { 50_000 },
        reduction: false,
        ..Default::default()
    };
    let c0 = cpu_seconds();
    let t0 = Instant::now();
    let mut rep = crate::explore::search::explore(&w.launch, &opt);
    let mut states = rep.states;
    while !quick && cpu_seconds() - c0 < 0.2 {
        rep = crate::explore::search::explore(&w.launch, &opt);
        states += rep.states;
    }
    row.cpu_s = cpu_seconds() - c0;
    row.wall_s = t0.elapsed().as_secs_f64();
    row.states = Some(rep.states);
    row.states_per_s = Some(states as f64 / row.cpu_s.max(1e-9));
    row.shape = w.shape;
    row.threads = w.threads;
    // Every final memory the search reached must be the native result.
    row.correct = rep.diagnostics.is_empty()
        && rep
            .final_memories
            .iter()
            .all(|m| m.buffers.get("c").is_some_and(|got| got.bytes == bytes(&c)));
    row.status = if rep.exhaustive {
        "exhaustive"
    } else {
        "bounded"
    }
    .into();
    row.peak_kib = peak_kib();
    row
}

fn si(x: f64) -> String {
    if x >= 1e9 {
        format!("{:.2}G", x / 1e9)
    } else if x >= 1e6 {
        format!("{:.2}M", x / 1e6)
    } else if x >= 1e3 {
        format!("{:.1}k", x / 1e3)
    } else {
        format!("{x:.0}")
    }
}

/// The results as a fixed-width table.
pub fn render_table(rows: &[Row]) -> String {
    let mut s = format!(
        "{:<9} {:<8} {:<12} {:>9} {:>10} {:>10} {:>9} {:>9} {:>10} {:>9} {:>10} {:<10} {}\n",
        "kernel",
        "mode",
        "policy",
        "threads",
        "thr-instr",
        "warp-instr",
        "wall s",
        "cpu s",
        "thr-i/cpu",
        "peak MiB",
        "slowdown",
        "status",
        "shape"
    );
    for r in rows {
        if !r.note.is_empty() && r.status.is_empty() {
            s.push_str(&format!(
                "{:<9} {:<8} {:<12} {}\n",
                r.kernel, r.mode, r.policy, r.note
            ));
            continue;
        }
        if let (Some(n), Some(ps)) = (r.states, r.states_per_s) {
            s.push_str(&format!(
                "{:<9} {:<8} {:<12} {:>9} {:>10} {:>10} {:>9.3} {:>9.3} {:>10} {:>9.1} {:>10} {:<10} {}\n",
                r.kernel,
                r.mode,
                r.policy,
                r.threads,
                format!("{} st", si(n as f64)),
                "-",
                r.wall_s,
                r.cpu_s,
                format!("{} st/s", si(ps)),
                r.peak_kib as f64 / 1024.0,
                "-",
                if r.correct { r.status.clone() } else { format!("{} WRONG", r.status) },
                r.shape
            ));
            continue;
        }
        let status = if r.correct {
            r.status.clone()
        } else {
            format!("{} WRONG", r.status)
        };
        s.push_str(&format!(
            "{:<9} {:<8} {:<12} {:>9} {:>10} {:>10} {:>9.3} {:>9.3} {:>10} {:>9.1} {:>10} {:<10} {}\n",
            r.kernel,
            r.mode,
            r.policy,
            r.threads,
            si(r.thread_instructions as f64),
            si(r.warp_instructions as f64),
            r.wall_s,
            r.cpu_s,
            si(r.thread_instr_per_cpu_s),
            r.peak_kib as f64 / 1024.0,
            r.slowdown.map(|x| format!("{x:.0}x")).unwrap_or("-".into()),
            status,
            r.shape
        ));
    }
    s
}
