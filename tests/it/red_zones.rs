//! Red zones (docs/checks.md, "Out-of-bounds accesses"): an access one element past the end or
//! one row before the start of an array is `out_of_bounds`, naming that array, under both
//! memory models, for launch buffers, module `.global` variables, shared memory and `malloc`
//! blocks, and not a data race on the allocation next to it. The kernels are in
//! `tests/data/red_zones/red_zones.ptx` (the shape of Rodinia's srad: `J[t + off]` next to arrays the same
//! threads write).
//!
//! The expected addresses follow from the layout docs/checks.md describes, computed here by
//! hand: allocations start at 0x100000; between two of them lie both red zones, each the larger
//! of 1024 bytes and an eighth of the allocation, and a buffer starts at a multiple of 256.

use fermi_sim::config::Config;
use fermi_sim::device::MemoryModel;
use fermi_sim::launch::manifest::Manifest;
use fermi_sim::launch::results::{RunResult, Status};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare_with, Overrides};
use fermi_sim::sched::RandomSched;
use std::sync::Arc;

const PTX: &str = "tests/data/red_zones/red_zones.ptx";
const MODELS: [MemoryModel; 2] = [MemoryModel::Fermi, MemoryModel::Flat];

// The module's three 256-byte variables, then the buffers E, J, N (name order), 256 bytes each.
const G_E: u64 = 0x10_0000;
const G_J: u64 = G_E + 256 + 1024 + 1024; // 0x100900
const G_N: u64 = G_J + 256 + 2048; // 0x101200
const B_E: u64 = G_N + 256 + 2048; // 0x101b00
const B_J: u64 = B_E + 256 + 2048; // 0x102400

fn run_ron(ron: &str, ptx_src: &str, cfg: Config, memory: MemoryModel, seed: u64) -> RunResult {
    let prog = fermi_sim::program::load_str("k.ptx", ptx_src)
        .unwrap_or_else(|d| panic!("{}", d.first().unwrap().one_line("k.ptx")));
    let m = Manifest::parse(ron, "k.launch.ron").unwrap();
    let l = prepare_with(
        m,
        "k.launch.ron",
        cfg,
        Arc::new(prog),
        &Overrides::default(),
    )
    .unwrap();
    let mut settings = RunSettings {
        seed,
        memory,
        ..RunSettings::default()
    };
    settings.checks.races = true;
    run_launch(&l, &mut RandomSched::new(seed), settings)
}

fn fixture() -> String {
    std::fs::read_to_string(PTX).unwrap()
}

/// `srad_like` or `globals_like` on 64 threads reading `J[t + off]`.
fn run_kernel(kernel: &str, off: i32, cfg: Config, memory: MemoryModel, seed: u64) -> RunResult {
    let off = off as u32;
    let ron = if kernel == "srad_like" {
        format!(
            "(ptx: \"k.ptx\", kernel: \"srad_like\", grid: (1, 1, 1), block: (64, 1, 1), \
             buffers: {{ \"E\": (ty: F32, len: 64), \"J\": (ty: F32, len: 64), \"N\": (ty: F32, len: 64) }}, \
             args: [Buffer(\"E\"), Buffer(\"J\"), Buffer(\"N\"), U32(64), U32({off})])"
        )
    } else {
        format!(
            "(ptx: \"k.ptx\", kernel: \"{kernel}\", grid: (1, 1, 1), block: (64, 1, 1), \
             buffers: {{ \"out\": (ty: F32, len: 64) }}, args: [{}U32({off})])",
            if kernel == "shared_like" {
                "Buffer(\"out\"), "
            } else {
                "U32(64), "
            }
        )
    };
    run_ron(&ron, &fixture(), cfg, memory, seed)
}

/// The run's one diagnostic is `out_of_bounds` by the thread that reads `J[t + off]` outside
/// `J`, at the line of that load, with `rest` after the address.
fn expect_oob(r: &RunResult, line: u32, base: u64, off: i32, rest: impl Fn(i64) -> String) {
    assert_eq!(r.status, Status::Violation, "{:?}", r.diagnostics);
    assert_eq!(r.diagnostics.len(), 1, "{:?}", r.diagnostics);
    let d = &r.diagnostics[0];
    assert_eq!(d.kind, "out_of_bounds", "{:?}", r.diagnostics);
    assert_eq!(d.lines, vec![line]);
    let t = d.details["thread"][0].as_i64().unwrap();
    let index = t + off as i64;
    assert!(
        !(0..64).contains(&index),
        "thread {t} reads J[{index}], inside"
    );
    let addr = base.wrapping_add((index * 4) as u64);
    assert_eq!(d.details["address"], addr);
    let who = format!(
        "out-of-bounds load by thread ({t},0,0) of block (0,0,0) (warp {}, lane {}) at line {line}: 4 bytes at ",
        t / 32,
        t % 32
    );
    assert_eq!(d.message, format!("{who}{}", rest(index)), "{:?}", d);
}

#[test]
fn one_past_the_end_of_a_buffer_is_out_of_bounds_not_a_race_on_the_next_one() {
    for memory in MODELS {
        let r = run_kernel("srad_like", 1, Config::gf100(), memory, 1);
        expect_oob(&r, 42, B_J, 1, |_| {
            format!("global address {:#x} lie outside every allocation: 4 bytes past the end of buffer `J` (256 bytes at {B_J:#x})", B_J + 256)
        });
        let d = &r.diagnostics[0].details["allocation"];
        assert_eq!(d["name"], "buffer `J`");
        assert_eq!(
            (
                d["start"].as_u64(),
                d["bytes"].as_u64(),
                d["offset"].as_i64()
            ),
            (Some(B_J), Some(256), Some(256))
        );
    }
}

#[test]
fn one_row_before_a_buffer_is_out_of_bounds_naming_it() {
    // J as an 8 x 8 matrix; J[t - 8] is one row up: rows 0 reads before J, into E's red zone.
    for memory in MODELS {
        for seed in [1, 2, 3] {
            let r = run_kernel("srad_like", -8, Config::gf100(), memory, seed);
            expect_oob(&r, 42, B_J, -8, |i| {
                format!(
                    "global address {:#x} lie outside every allocation: {} bytes before the start of buffer `J` (256 bytes at {B_J:#x})",
                    B_J - (-i * 4) as u64,
                    -i * 4
                )
            });
        }
    }
}

#[test]
fn without_red_zones_the_same_reads_land_in_the_neighbours() {
    // `red_zone_bytes: 0` is the old back-to-back layout: the reads are inside E and N, which
    // other threads write, and the run reports a data race instead of the overflow (what
    // the red zones are for).
    let cfg = Config {
        red_zone_bytes: 0,
        ..Config::gf100()
    };
    for off in [1, -8] {
        let r = run_kernel("srad_like", off, cfg.clone(), MemoryModel::Fermi, 1);
        assert!(
            r.diagnostics.iter().all(|d| d.kind != "out_of_bounds"),
            "{:?}",
            r.diagnostics
        );
        assert!(
            r.diagnostics.iter().any(|d| d.kind.is_race()),
            "{:?}",
            r.diagnostics
        );
    }
}

#[test]
fn module_global_variables_have_red_zones_between_them() {
    for memory in MODELS {
        let r = run_kernel("globals_like", 1, Config::gf100(), memory, 1);
        expect_oob(&r, 77, G_J, 1, |_| {
            format!("global address {:#x} lie outside every allocation: 4 bytes past the end of `.global` variable `gJ` (256 bytes at {G_J:#x})", G_J + 256)
        });
        for seed in [1, 2] {
            let r = run_kernel("globals_like", -8, Config::gf100(), memory, seed);
            expect_oob(&r, 77, G_J, -8, |i| {
                format!(
                    "global address {:#x} lie outside every allocation: {} bytes before the start of `.global` variable `gJ` (256 bytes at {G_J:#x})",
                    G_J - (-i * 4) as u64,
                    -i * 4
                )
            });
        }
        // The module's red zones do not depend on the config.
        let cfg = Config {
            red_zone_bytes: 0,
            ..Config::gf100()
        };
        let r = run_kernel("globals_like", 1, cfg, memory, 1);
        assert_eq!(r.diagnostics[0].kind, "out_of_bounds");
    }
}

#[test]
fn shared_memory_before_its_start_and_past_its_end() {
    for memory in MODELS {
        let r = run_kernel("shared_like", -1, Config::gf100(), memory, 1);
        expect_oob(&r, 109, 0, -1, |_| {
            "shared address 0xfffffffffffffffc lie outside the block's shared memory (256 bytes): 4 bytes before its start".into()
        });
        let r = run_kernel("shared_like", 1, Config::gf100(), memory, 1);
        expect_oob(&r, 109, 0, 1, |_| {
            "shared address 0x100 lie outside the block's shared memory (256 bytes): 4 bytes past its end".into()
        });
    }
}

/// Two 64-byte `malloc` blocks of one thread; the thread writes the second and reads the first
/// at byte `at`. Without red zones (16-byte gaps) byte 80 of the first is the second's first.
fn malloc_src(at: u32) -> String {
    format!(
        ".version 8.0\n.target sm_80\n.address_size 64\n\
         .extern .func (.param .b64 r) malloc(.param .b64 a);\n\
         .visible .entry k(.param .u64 out)\n{{\n\
         .reg .b32 %v;\n.reg .b64 %o, %p, %q;\n\
         ld.param.u64 %o, [out];\ncvta.to.global.u64 %o, %o;\n\
         {{\n.param .b64 a;\nst.param.b64 [a+0], 64;\n.param .b64 r;\n\
         call.uni (r), malloc, (a);\nld.param.b64 %p, [r+0];\n}}\n\
         {{\n.param .b64 a;\nst.param.b64 [a+0], 64;\n.param .b64 r;\n\
         call.uni (r), malloc, (a);\nld.param.b64 %q, [r+0];\n}}\n\
         st.u32 [%q], 7;\nld.u32 %v, [%p+{at}];\nst.global.u32 [%o], %v;\nret;\n}}\n"
    )
}

#[test]
fn malloc_blocks_have_red_zones() {
    let ron = "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: (1, 1, 1), \
               buffers: { \"out\": (ty: U32, len: 1) }, args: [Buffer(\"out\")])";
    for memory in MODELS {
        let r = run_ron(ron, &malloc_src(80), Config::gf100(), memory, 1);
        assert_eq!(r.diagnostics.len(), 1, "{:?}", r.diagnostics);
        let d = &r.diagnostics[0];
        assert_eq!(d.kind, "out_of_bounds");
        let a = &d.details["allocation"];
        let start = a["start"].as_u64().unwrap();
        assert_eq!(a["name"], format!("malloc'd block at {start:#x}"));
        assert_eq!(
            (a["bytes"].as_u64(), a["offset"].as_i64()),
            (Some(64), Some(80))
        );
        assert!(
            d.message.ends_with(&format!(
                ": 20 bytes past the end of malloc'd block at {start:#x} (64 bytes at {start:#x})"
            )),
            "{}",
            d.message
        );
        // The heap starts at the first MiB boundary above the buffer `out` and its red zone;
        // the first block lies one red zone above it.
        assert_eq!(start, 0x20_0000 + 1024);
    }
    // Without red zones the read is inside the second block and reads its 7.
    let cfg = Config {
        red_zone_bytes: 0,
        ..Config::gf100()
    };
    let r = run_ron(ron, &malloc_src(80), cfg, MemoryModel::Flat, 1);
    assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
    assert_eq!(r.buffers["out"].get(0).unwrap().0.to_string(), "7");
}
