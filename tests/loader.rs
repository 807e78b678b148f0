//! Loader integration tests: every sample file loads; thesis listings; diagnostics.

use fermi_sim::program::{self, env::ProgEnv, ir::*};
use std::path::Path;

fn samples(dir: &str) -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut v: Vec<_> = std::fs::read_dir(&root)
        .map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "ptx"));
    v.sort();
    v
}

fn load(path: &Path) -> Result<ProgEnv, String> {
    program::load_file(path).map_err(|d| {
        d.items
            .iter()
            .map(|x| x.one_line(&d.file))
            .collect::<Vec<_>>()
            .join("\n")
    })
}

#[test]
fn every_sample_loads() {
    let mut files = samples("ptx-samples/cuda");
    files.extend(samples("ptx-samples/thesis"));
    files.extend(samples("ptx-samples/thesis/derived"));
    assert!(files.len() > 30, "found {} samples", files.len());
    let mut bad = Vec::new();
    for f in &files {
        if let Err(e) = load(f) {
            bad.push(e);
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} failed:\n{}",
        bad.len(),
        files.len(),
        bad.join("\n")
    );
}

/// `LISTING=path cargo test --test loader show_listing -- --nocapture` prints a file's listing.
#[test]
fn show_listing() {
    if let Ok(p) = std::env::var("LISTING") {
        match program::load_file(Path::new(&p)) {
            Ok(e) => println!("{}", program::listing(&e)),
            Err(d) => println!("{}", d.render()),
        }
    }
}

/// A real-dialect kernel whose body line 7 (and on) is `body`.
fn kernel(body: &str) -> String {
    format!(".version 4.2\n.target sm_20\n.address_size 64\n.visible .entry k()\n{{\n    .reg .b32 %r<3>;\n{body}\n    ret;\n}}\n")
}

fn first_error(src: &str) -> String {
    match program::load_str("t.ptx", src) {
        Ok(_) => "loaded".into(),
        Err(d) => d.first().map(|x| x.one_line("t.ptx")).unwrap_or_default(),
    }
}

#[test]
fn malformed_input_table() {
    let cases: &[(&str, &str)] = &[
        ("    add.u32 %r1, %r9, 1;", "t.ptx:7:18: error[E0204]: undeclared register `%r9`"),
        ("    frob.u32 %r1, %r2;", "t.ptx:7:5: error[E0201]: unknown opcode `frob`"),
        ("    add.u32 %r1, %r2;", "t.ptx:7:5: error[E0202]: `add` takes 3 operands, found 2"),
        ("    bra.uni NOWHERE;", "t.ptx:7:13: error[E0205]: undefined label `NOWHERE`"),
        ("L1:\nL1:", "t.ptx:8:1: error[E0206]: duplicate label `L1`"),
        (
            "    .reg .f32 %f<2>;\n    add.s32 %f1, %f1, 1;",
            "t.ptx:8:13: error[E0207]: type mismatch: `%f1` is `.f32`, the instruction needs `.s32`",
        ),
        (
            "    trap;",
            "t.ptx:7:5: error[E0208]: unsupported instruction `trap`: debugging instructions are not modelled (T:L1424)",
        ),
        ("    add %r1, %r2, %r2;", "t.ptx:7:5: error[E0209]: `add` needs a type (e.g. `.u32`)"),
        ("    call.uni nowhere;", "t.ptx:7:14: error[E0210]: undefined function `nowhere`"),
        ("    mov.u32 %r1, %laneid.x;", "t.ptx:7:18: error[E0214]: `%laneid` has no dimensions"),
        ("    mov.u32 %r1, 1.5;", "t.ptx:7:18: error[E0207]: type mismatch: a float literal is not a `.u32` value"),
        ("    ld.global.u32 %r1, [NOWHERE];", "t.ptx:7:25: error[E0204]: undeclared identifier `NOWHERE`"),
    ];
    for (body, want) in cases {
        assert_eq!(first_error(&kernel(body)), *want, "body: {body}");
    }
    // Calling an `.extern` function without body.
    let src = ".version 4.2\n.target sm_20\n.extern .func foo();\n.visible .entry k()\n{\n    call.uni foo;\n    ret;\n}\n";
    assert_eq!(
        first_error(src),
        "t.ptx:6:14: error[E0211]: cannot call `foo`: it is declared without a body (`.extern`)"
    );
}

#[test]
fn io_error_is_a_diagnostic() {
    let d = program::load_file(Path::new("/nonexistent/x.ptx")).unwrap_err();
    assert_eq!(d.items[0].code, "E0217");
}

#[derive(serde::Deserialize)]
struct Expected {
    line: u32,
    col: u32,
    text: String,
    message_contains: String,
}

/// The verbatim thesis listings that must not load fail with their expected first diagnostic
/// (`ptx-samples/thesis/original/expected-errors.ron`); the others load.
#[test]
fn thesis_originals() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-samples/thesis/original");
    let text = std::fs::read_to_string(dir.join("expected-errors.ron")).unwrap();
    let expected: std::collections::BTreeMap<String, Expected> = ron::from_str(&text).unwrap();
    for f in samples("ptx-samples/thesis/original") {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        let r = program::load_file(&f);
        match (expected.get(&name), r) {
            (None, Ok(_)) => {}
            (None, Err(d)) => panic!("{name} must load: {}", d.render()),
            (Some(_), Ok(_)) => panic!("{name} must not load"),
            (Some(x), Err(d)) => {
                let first = d.first().unwrap();
                let src = std::fs::read_to_string(&f).unwrap();
                let at = &src[first.span.start as usize..first.span.end as usize];
                if name == "listing-5.2.ptx" {
                    // Deviation: a label-less `preRet` is accepted (it targets the instruction after
                    // the next `call`), so the first error is the size `64` of line 8: MemOpSize is
                    // bytes (T:L607) and a register holds at most 8.
                    assert_eq!(
                        first.one_line(&name),
                        "listing-5.2.ptx:8:15: error[E0208]: memory operation size 64 not supported: registers hold at most 8 bytes"
                    );
                    continue;
                }
                assert_eq!(
                    (first.span.line, first.span.col),
                    (x.line, x.col),
                    "{name}: {}",
                    first.one_line(&name)
                );
                assert!(at.contains(&x.text), "{name}: `{at}`");
                assert!(
                    first.message.contains(&x.message_contains),
                    "{name}: {}",
                    first.message
                );
            }
        }
    }
}

fn load_opts(path: &str, inject: bool) -> ProgEnv {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    let src = std::fs::read_to_string(&p).unwrap();
    let m = fermi_sim::ptx::parse(path, &src).unwrap();
    let opts = program::LoadOptions {
        inject,
        ..Default::default()
    };
    program::load_with(&m, path, &src, 0, opts).unwrap()
}

/// Guard + instruction text of every instruction of function `f`, as the listing prints them.
fn texts(e: &ProgEnv, f: usize) -> Vec<String> {
    let names = program::listing::label_names(e);
    let fi = &e.funcs[f];
    (fi.entry..fi.end)
        .map(|pc| {
            let i = e.index(pc).unwrap();
            let g = match e.guards[i] {
                Guard::Always => String::new(),
                Guard::If(r) => format!("@{} ", e.regs[r as usize].name),
                Guard::IfNot(r) => format!("@!{} ", e.regs[r as usize].name),
            };
            format!(
                "{g}{}",
                program::listing::instr_text(e, &names, &e.instrs[i])
            )
        })
        .collect()
}

/// Listing 5.1 → 5.2 (T:L1541-1590): Step 2 folds `10 / 2 + 3` to 8, Step 3 turns the parameter
/// `p` into frame offset 0 and the guarded call into `st; add %stackBase; preRet; call; sub` with
/// the call's guard, Step 5 appends `ret` to `function` and `exit` to the kernel, Step 7 renames
/// the second `var` and `p`. (Our `ld` addresses `[%stackBase+0]` directly where the thesis first
/// computes `add addr, %stackBase, [p0]`.)
#[test]
fn listing_5_1_transforms_into_listing_5_2() {
    let e = load_opts("ptx-samples/thesis/listing-5.1.ptx", true);
    assert_eq!(e.vars[0].source_name, "var");
    assert_eq!(e.vars[0].init, Some(vec![8, 0, 0, 0]), "var0 = 8 (T:L1566)");
    assert_eq!(texts(&e, 0), vec!["ld.local.f64 a, [%stackBase+0]", "ret"]);
    let pre_ret_target = e.funcs[1].entry + 4;
    assert_eq!(
        texts(&e, 1),
        vec![
            "@p#1 st.local.f64 [%stackBase+0], var#1".to_string(),
            "@p#1 add.u64 %stackBase, %stackBase, 0".into(),
            format!("@p#1 preRet {pre_ret_target:#x} (line 14)"),
            "@p#1 call function (0x100)".into(),
            "@p#1 sub.u64 %stackBase, %stackBase, 0".into(),
            "exit".into(),
        ]
    );
    let injected: Vec<bool> = e.src.iter().map(|s| s.injected).collect();
    assert_eq!(
        injected,
        vec![false, true, true, true, true, false, true, true]
    );
    assert_eq!(e.stack_base, Some(3));
    assert_eq!(e.initial_stack_base, 0);
}

/// Listing 5.4 (T:L1672-1695): which register and label each use binds to (Step 7).
#[test]
fn listing_5_4_scoping() {
    let e = load_opts("ptx-samples/thesis/listing-5.4.ptx", false);
    let line = |l: u32| {
        e.src
            .iter()
            .position(|s| s.line == l && !s.injected)
            .unwrap()
    };
    let dst = |i: usize| match e.instrs[i] {
        Instr::Alu { dst, .. } => {
            e.regs[dst as usize].source_name.clone() + &format!("/{:?}", e.regs[dst as usize].ty)
        }
        _ => panic!(),
    };
    assert_eq!(
        dst(line(9)),
        "r/Some(S32)",
        "line 9 uses the register of line 3"
    );
    assert_eq!(
        dst(line(15)),
        "r/Some(U64)",
        "line 15 uses the register of line 12"
    );
    let target = |i: usize| match e.instrs[i] {
        Instr::Bra {
            target: Operand::Label(a),
        } => a,
        _ => panic!(),
    };
    let end = e.funcs[0].end - 1; // the exit appended by Step 5
    assert_eq!(e.instrs[(end - e.base) as usize], Instr::Exit);
    assert_eq!(
        target(line(16)),
        end,
        "line 16 `bra BLOCK` goes to the inner BLOCK of line 20"
    );
    assert_eq!(target(line(17)), end, "CONTINUE");
    assert_eq!(target(line(11)), e.base + line(15) as u32, "SKIP");
    let outer = e.labels.iter().find(|(n, _)| n == "BLOCK").unwrap().1;
    assert_eq!(
        outer,
        e.base + line(9) as u32,
        "line 6's BLOCK labels line 9"
    );
    assert!(e.labels.iter().any(|(n, a)| n == "BLOCK#1" && *a == end));
}

/// `load` of a 10k-instruction file stays well under 100 ms (measured: see the report).
#[test]
fn load_is_fast() {
    let mut body = String::from(".version 4.2\n.target sm_20\n.address_size 64\n.visible .entry k(.param .u64 k_p)\n{\n    .reg .pred %p<2>;\n    .reg .b32 %r<8>;\n    .reg .b64 %rd<4>;\n    ld.param.u64 %rd1, [k_p];\n");
    for i in 0..2500 {
        body.push_str(&format!(
            "    add.s32 %r1, %r2, {i};\n    setp.lt.s32 %p1, %r1, 7;\n    @%p1 bra L{i};\n    st.global.u32 [%rd1+4], %r1;\nL{i}:\n"
        ));
    }
    body.push_str("    ret;\n}\n");
    let m = fermi_sim::ptx::parse("big.ptx", &body).unwrap();
    let opts = program::LoadOptions {
        inject: false,
        ..Default::default()
    };
    let t = std::time::Instant::now();
    let e = program::load_with(&m, "big.ptx", &body, 0, opts).unwrap();
    let dt = t.elapsed();
    assert_eq!(e.instrs.len(), 10_002);
    eprintln!("load of 10k instructions: {dt:?}");
    assert!(dt.as_millis() < 500, "load took {dt:?}");
}
