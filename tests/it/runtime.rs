//! The CUDA runtime's device functions (docs/runtime.md): `printf` output order and JSON form,
//! calls of undefined `.extern` functions, and the `malloc` heap's bounds. The formatting itself
//! is compared with the C library in `device::printf`'s unit tests; the compiler corpus is in
//! `tests/it/cfg_corpus.rs`.

use fermi_sim::config::Config;
use fermi_sim::launch::manifest::Manifest;
use fermi_sim::launch::results::{RunResult, Status};
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare_with, Overrides};
use fermi_sim::sched::RandomSched;
use std::path::Path;
use std::sync::Arc;

fn run_src(src: &str, threads: u32, cfg: Config, seed: u64) -> RunResult {
    let prog = fermi_sim::program::load_str("k.ptx", src)
        .unwrap_or_else(|d| panic!("{}", d.first().unwrap().one_line("k.ptx")));
    let ron = format!(
        "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: ({threads}, 1, 1), \
         buffers: {{ \"out\": (ty: U32, len: {threads}) }}, args: [Buffer(\"out\")])"
    );
    let m = Manifest::parse(&ron, "k.launch.ron").unwrap();
    let l = prepare_with(
        m,
        "k.launch.ron",
        cfg,
        Arc::new(prog),
        &Overrides::default(),
    )
    .unwrap();
    run_launch(
        &l,
        &mut RandomSched::new(seed),
        RunSettings {
            seed,
            ..RunSettings::default()
        },
    )
}

/// `printf_loop` (NVRTC 12, compute_80) on two blocks of 40 threads (two warps each, divergent
/// loop trip counts): the output is grouped by block, then thread, each thread's lines in call
/// order, whatever the schedule or warp size.
#[test]
fn printf_output_is_ordered_by_block_and_thread_for_every_schedule() {
    let p = Path::new("ptx-samples/runtime/nvrtc12-sm80/printf_loop.launch.ron");
    let inp: Vec<u32> = (0..40u32).map(|t| (t * 7 + 3) % 23).collect();
    let mut want = String::new();
    for _block in 0..2 {
        for (t, &v) in inp.iter().enumerate() {
            for i in 0..v % 4 {
                want += &format!("t{t} i{i} v={}\n", v + i);
            }
            if v % 5 == 0 {
                want += &format!("t{t} divisible by five\n");
            }
        }
    }
    let text = std::fs::read_to_string(p).unwrap();
    let data: Vec<String> = inp.iter().map(|v| v.to_string()).collect();
    let text = text
        .replace("grid: (1, 1, 1)", "grid: (2, 1, 1)")
        .replace("block: (8, 1, 1)", "block: (40, 1, 1)")
        .replace("len: 8", "len: 40")
        .replace(
            "[3, 10, -7, 13, 0, 25, 6, 1]",
            &format!("[{}]", data.join(", ")),
        );
    let text = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("expected"))
        .collect::<Vec<_>>()
        .join("\n");
    let prog = Arc::new(
        fermi_sim::program::load_file(Path::new("ptx-samples/runtime/nvrtc12-sm80/runtime.ptx"))
            .unwrap(),
    );
    for (seed, warp) in [(1, None), (2, None), (3, None), (4, Some(1)), (5, Some(0))] {
        let m = Manifest::parse(&text, "m.launch.ron").unwrap();
        let over = Overrides {
            warp_size: warp,
            ..Overrides::default()
        };
        let l = prepare_with(m, "m.launch.ron", Config::gf100(), prog.clone(), &over).unwrap();
        let r = run_launch(
            &l,
            &mut RandomSched::new(seed),
            RunSettings {
                seed,
                ..RunSettings::default()
            },
        );
        assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
        let got: String = r.printf.iter().map(|p| p.text.as_str()).collect();
        assert_eq!(got, want, "seed {seed}, warp size {warp:?}");
        // Each record names its block and thread.
        let first = &r.printf[0];
        assert_eq!((first.block, first.thread), ([0, 0, 0], [0, 0, 0]));
        let last = r.printf.last().unwrap();
        assert_eq!(last.block, [1, 0, 0]);
        // `--json` carries the records: block, thread, PTX line, text.
        let j = serde_json::to_value(&r).unwrap();
        assert_eq!(j["printf"][0]["text"], serde_json::json!(first.text));
        assert_eq!(j["printf"][0]["thread"], serde_json::json!([0, 0, 0]));
        assert!(j["printf"][0]["line"].as_u64().unwrap() > 0);
    }
}

const HEAD: &str = ".version 8.0\n.target sm_80\n.address_size 64\n\
    .extern .func (.param .b32 r) helper(.param .b32 a);\n\
    .extern .func (.param .b64 r) malloc(.param .b64 a);\n\
    .extern .func free(.param .b64 a);\n";

/// A call of an `.extern` function nobody defines stops the run only where a thread reaches it,
/// with its line; a module that contains one loads and runs everywhere else.
#[test]
fn undefined_extern_is_reported_only_when_reached() {
    let src = |cond: &str| {
        format!(
            "{HEAD}.visible .entry k(.param .u64 out)\n{{\n\
             .reg .pred %p;\n.reg .b32 %t, %v;\n.reg .b64 %o;\n\
             ld.param.u64 %o, [out];\ncvta.to.global.u64 %o, %o;\n\
             mov.u32 %t, %tid.x;\nmov.u32 %v, %t;\nsetp.{cond}.u32 %p, %t, 5;\n\
             @!%p bra DONE;\n\
             {{\n.param .b32 a;\nst.param.b32 [a+0], %t;\n.param .b32 r;\n\
             call.uni (r), helper, (a);\nld.param.b32 %v, [r+0];\n}}\n\
             DONE:\nret;\n}}\n"
        )
    };
    let r = run_src(&src("eq"), 8, Config::gf100(), 1);
    assert_eq!(r.status, Status::Violation);
    assert_eq!(r.diagnostics.len(), 1);
    let d = &r.diagnostics[0];
    assert_eq!(d.kind, "extern_call");
    assert_eq!(d.lines, vec![22], "{}", d.message);
    assert!(
        d.message.contains("`helper`") && d.message.contains("lane 5"),
        "{}",
        d.message
    );
    let r = run_src(&src("gt"), 4, Config::gf100(), 1);
    assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
}

/// `malloc` hands out 16-byte aligned blocks from a heap of `heap_bytes` and returns NULL
/// when it is used up; a block is addressable only while it is live.
#[test]
fn heap_blocks_are_bounded_and_die_with_free() {
    let body = |tail: &str| {
        format!(
            "{HEAD}.visible .entry k(.param .u64 out)\n{{\n\
             .reg .pred %n;\n.reg .b32 %v;\n.reg .b64 %o, %p, %q, %z;\n\
             ld.param.u64 %o, [out];\ncvta.to.global.u64 %o, %o;\n\
             {{\n.param .b64 a;\nst.param.b64 [a+0], 64;\n.param .b64 r;\n\
             call.uni (r), malloc, (a);\nld.param.b64 %p, [r+0];\n}}\n\
             {{\n.param .b64 a;\nst.param.b64 [a+0], 64;\n.param .b64 r;\n\
             call.uni (r), malloc, (a);\nld.param.b64 %q, [r+0];\n}}\n\
             st.u32 [%p+60], 7;\n{tail}\nret;\n}}\n"
        )
    };
    let out = |r: &RunResult| r.buffers["out"].get(0).expect("an element").0.to_string();
    // Two 64-byte blocks do not fit a heap of 100 bytes: the second malloc gives NULL.
    let null = body("setp.eq.u64 %n, %q, 0;\nselp.u32 %v, 1, 0, %n;\nst.global.u32 [%o], %v;");
    let mut cfg = Config::gf100();
    cfg.heap_bytes = 100;
    let r = run_src(&null, 1, cfg.clone(), 1);
    assert_eq!(r.status, Status::Completed, "{:?}", r.diagnostics);
    assert_eq!(out(&r), "1");
    // With room for both, the second is not NULL, and it is 16-byte aligned.
    cfg.heap_bytes = 1 << 20;
    assert_eq!(out(&run_src(&null, 1, cfg.clone(), 1)), "0");
    let align = body(
        "and.b64 %z, %q, 15;\ncvt.u32.u64 %v, %z;\nadd.u32 %v, %v, 5;\nst.global.u32 [%o], %v;",
    );
    assert_eq!(out(&run_src(&align, 1, cfg.clone(), 1)), "5");
    // Past the end of a block, and after free: out of bounds.
    let r = run_src(&body("st.u32 [%p+64], 7;"), 1, cfg.clone(), 1);
    assert_eq!(
        r.diagnostics[0].kind, "out_of_bounds",
        "{:?}",
        r.diagnostics
    );
    let freed = body(
        "{\n.param .b64 a;\nst.param.b64 [a+0], %p;\ncall.uni free, (a);\n}\nld.u32 %v, [%p];",
    );
    let r = run_src(&freed, 1, cfg.clone(), 1);
    assert_eq!(
        r.diagnostics[0].kind, "out_of_bounds",
        "{:?}",
        r.diagnostics
    );
    assert!(r.diagnostics[0]
        .message
        .contains("outside every allocation"));
    // free of a pointer malloc did not return.
    let bad = body(
        "add.u64 %p, %p, 4;\n{\n.param .b64 a;\nst.param.b64 [a+0], %p;\ncall.uni free, (a);\n}",
    );
    let r = run_src(&bad, 1, cfg, 1);
    assert_eq!(r.diagnostics[0].kind, "heap", "{:?}", r.diagnostics);
}
