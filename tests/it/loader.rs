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
        ("    add.u32 %r1, %r9, 1;", "t.ptx:7:18: error[E0104]: undeclared register `%r9`"),
        ("    frob.u32 %r1, %r2;", "t.ptx:7:5: error[E0101]: unknown opcode `frob`"),
        ("    add.u32 %r1, %r2;", "t.ptx:7:5: error[E0102]: `add` takes 3 operands, found 2"),
        ("    bra.uni NOWHERE;", "t.ptx:7:13: error[E0105]: undefined label `NOWHERE`"),
        ("L1:\nL1:", "t.ptx:8:1: error[E0106]: duplicate label `L1`"),
        (
            "    .reg .f32 %f<2>;\n    add.s32 %f1, %f1, 1;",
            "t.ptx:8:13: error[E0107]: type mismatch: `%f1` is `.f32`, the instruction needs `.s32`",
        ),
        (
            "    brkpt;",
            "t.ptx:7:5: error[E0108]: unsupported instruction `brkpt`: debugging instructions are not modelled (T:L1424)",
        ),
        ("    add %r1, %r2, %r2;", "t.ptx:7:5: error[E0109]: `add` needs a type (e.g. `.u32`)"),
        ("    call.uni nowhere;", "t.ptx:7:14: error[E0110]: undefined function `nowhere`"),
        ("    mov.u32 %r1, %laneid.x;", "t.ptx:7:18: error[E0114]: `%laneid` has no dimensions"),
        ("    mov.u32 %r1, 1.5;", "t.ptx:7:18: error[E0107]: type mismatch: a float literal is not a `.u32` value"),
        ("    ld.global.u32 %r1, [NOWHERE];", "t.ptx:7:25: error[E0104]: undeclared identifier `NOWHERE`"),
    ];
    for (body, want) in cases {
        assert_eq!(first_error(&kernel(body)), *want, "body: {body}");
    }
    // A call of an `.extern` function without body loads: only reaching it is an error
    // (tests/it/runtime.rs), so the listing shows the runtime call.
    let src = ".version 4.2\n.target sm_20\n.extern .func foo();\n.visible .entry k()\n{\n    call.uni foo;\n    ret;\n}\n";
    let env = program::load_str("t.ptx", src).unwrap();
    assert!(program::listing(&env).contains("call.runtime foo, ()"));
    // The runtime's own functions are checked against their signatures.
    let src = ".version 4.2\n.target sm_20\n.extern .func (.param .b32 r) vprintf(.param .b64 a);\n.visible .entry k()\n{\n    .param .b64 a;\n    .param .b32 r;\n    call.uni (r), vprintf, (a);\n    ret;\n}\n";
    assert_eq!(
        first_error(src),
        "t.ptx:8:5: error[E0115]: `vprintf` takes 2 argument(s) and returns 1 value(s), the call passes 1 and expects 1"
    );
}

#[test]
fn io_error_is_a_diagnostic() {
    let d = program::load_file(Path::new("/nonexistent/x.ptx")).unwrap_err();
    assert_eq!(d.items[0].code, "E0117");
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

/// The instruction(s) that `line` (in a kernel with registers %r0-7 .b32, %s0-3 .s32, %u0-3 .u32,
/// %rd0-3 .b64, %f0-3 .f32, %fd0-3 .f64, %p0-3 .pred, %h0-1 .b16) loads to.
fn classify(line: &str) -> Vec<Instr> {
    let src = format!(
        ".version 4.2\n.target sm_20\n.address_size 64\n.visible .entry k()\n{{\n    .reg .b32 %r<8>;\n    .reg .s32 %s<4>;\n    .reg .u32 %u<4>;\n    .reg .b64 %rd<4>;\n    .reg .f32 %f<4>;\n    .reg .f64 %fd<4>;\n    .reg .pred %p<4>;\n    .reg .b16 %h<2>;\n    .shared .align 4 .b8 sh[64];\n{line}\n    ret;\n}}\n"
    );
    let m =
        fermi_sim::ptx::parse("t.ptx", &src).unwrap_or_else(|d| panic!("{line}: {}", d.render()));
    let opts = program::LoadOptions {
        inject: false,
        ..Default::default()
    };
    let e = program::load_with(&m, "t.ptx", &src, 0, opts)
        .unwrap_or_else(|d| panic!("{line}: {}", d.render()));
    e.instrs[..e.instrs.len() - 1].to_vec()
}

fn one(line: &str) -> Instr {
    let v = classify(line);
    assert_eq!(v.len(), 1, "{line}: {v:?}");
    v[0].clone()
}

// Register ids in `classify`: %r0-7 = 0-7, %s0-3 = 8-11, %u0-3 = 12-15, %rd0-3 = 16-19,
// %f0-3 = 20-23, %fd0-3 = 24-27, %p0-3 = 28-31, %h0-1 = 32-33.
const R1: Operand = Operand::Reg(1);
const R2: Operand = Operand::Reg(2);
const R3: Operand = Operand::Reg(3);
const N: Operand = Operand::None;

fn alu(op: AluOp, ty: Ty, ty2: Ty, mods: AluMods, dst: RegId, src: [Operand; 4]) -> Instr {
    Instr::Alu {
        op,
        ty,
        ty2,
        mods,
        dst,
        src,
    }
}

#[test]
fn classify_integer_family() {
    let m = AluMods::NONE;
    assert_eq!(
        one("    div.s32 %s1, %s2, -3;"),
        alu(
            AluOp::Div,
            Ty::S32,
            Ty::S32,
            m,
            9,
            [Operand::Reg(10), Operand::Imm(0xffff_fffd), N, N]
        )
    );
    assert_eq!(
        one("    rem.u32 %u1, %u2, %u3;"),
        alu(
            AluOp::Rem,
            Ty::U32,
            Ty::U32,
            m,
            13,
            [Operand::Reg(14), Operand::Reg(15), N, N]
        )
    );
    assert_eq!(
        one("    min.s32 %s1, %s2, %s3;"),
        alu(
            AluOp::Min,
            Ty::S32,
            Ty::S32,
            m,
            9,
            [Operand::Reg(10), Operand::Reg(11), N, N]
        )
    );
    assert_eq!(
        one("    max.u32 %u1, %u2, 7;"),
        alu(
            AluOp::Max,
            Ty::U32,
            Ty::U32,
            m,
            13,
            [Operand::Reg(14), Operand::Imm(7), N, N]
        )
    );
    assert_eq!(
        one("    abs.s32 %s1, %s2;"),
        alu(
            AluOp::Abs,
            Ty::S32,
            Ty::S32,
            m,
            9,
            [Operand::Reg(10), N, N, N]
        )
    );
    assert_eq!(
        one("    neg.s32 %s1, %s2;"),
        alu(
            AluOp::Neg,
            Ty::S32,
            Ty::S32,
            m,
            9,
            [Operand::Reg(10), N, N, N]
        )
    );
    assert_eq!(
        one("    mul.hi.u32 %u1, %u2, %u3;"),
        alu(
            AluOp::Mul(MulMode::Hi),
            Ty::U32,
            Ty::U32,
            m,
            13,
            [Operand::Reg(14), Operand::Reg(15), N, N]
        )
    );
    assert_eq!(
        one("    mul24.lo.s32 %s1, %s2, %s3;"),
        alu(
            AluOp::Mul24(MulMode::Lo),
            Ty::S32,
            Ty::S32,
            m,
            9,
            [Operand::Reg(10), Operand::Reg(11), N, N]
        )
    );
    assert_eq!(
        one("    mad24.hi.u32 %u1, %u2, %u3, 1;"),
        alu(
            AluOp::Mad24(MulMode::Hi),
            Ty::U32,
            Ty::U32,
            m,
            13,
            [Operand::Reg(14), Operand::Reg(15), Operand::Imm(1), N]
        )
    );
    // mad.wide: the addend has the wide type.
    assert_eq!(
        one("    mad.wide.s32 %rd1, %s2, %s3, -1;"),
        alu(
            AluOp::Mad(MulMode::Wide),
            Ty::S32,
            Ty::S32,
            m,
            17,
            [
                Operand::Reg(10),
                Operand::Reg(11),
                Operand::Imm(u64::MAX),
                N
            ]
        )
    );
    assert_eq!(
        one("    sad.u32 %u1, %u2, %u3, %u0;"),
        alu(
            AluOp::Sad,
            Ty::U32,
            Ty::U32,
            m,
            13,
            [Operand::Reg(14), Operand::Reg(15), Operand::Reg(12), N]
        )
    );
    let sat = AluMods { sat: true, ..m };
    assert_eq!(
        one("    add.sat.s32 %s1, %s2, 1;"),
        alu(
            AluOp::Add,
            Ty::S32,
            Ty::S32,
            sat,
            9,
            [Operand::Reg(10), Operand::Imm(1), N, N]
        )
    );
    assert_eq!(
        one("    sub.u16 %h1, %h0, 70000;"),
        alu(
            AluOp::Sub,
            Ty::U16,
            Ty::U16,
            m,
            33,
            [Operand::Reg(32), Operand::Imm(70000 & 0xffff), N, N]
        )
    );
}

#[test]
fn classify_logic_and_bit_family() {
    let m = AluMods::NONE;
    assert_eq!(
        one("    and.b32 %r1, %r2, 255;"),
        alu(
            AluOp::And,
            Ty::B32,
            Ty::B32,
            m,
            1,
            [R2, Operand::Imm(255), N, N]
        )
    );
    assert_eq!(
        one("    or.pred %p1, %p2, %p3;"),
        alu(
            AluOp::Or,
            Ty::Pred,
            Ty::Pred,
            m,
            29,
            [Operand::Reg(30), Operand::Reg(31), N, N]
        )
    );
    assert_eq!(
        one("    xor.b64 %rd1, %rd2, -1;"),
        alu(
            AluOp::Xor,
            Ty::B64,
            Ty::B64,
            m,
            17,
            [Operand::Reg(18), Operand::Imm(u64::MAX), N, N]
        )
    );
    assert_eq!(
        one("    not.b32 %r1, %r2;"),
        alu(AluOp::Not, Ty::B32, Ty::B32, m, 1, [R2, N, N, N])
    );
    assert_eq!(
        one("    cnot.b32 %r1, %r2;"),
        alu(AluOp::Cnot, Ty::B32, Ty::B32, m, 1, [R2, N, N, N])
    );
    // Shift amounts are .u32 even for 64-bit shifts.
    assert_eq!(
        one("    shl.b64 %rd1, %rd2, 3;"),
        alu(
            AluOp::Shl,
            Ty::B64,
            Ty::B64,
            m,
            17,
            [Operand::Reg(18), Operand::Imm(3), N, N]
        )
    );
    assert_eq!(
        one("    shr.s32 %s1, %s2, %r3;"),
        alu(
            AluOp::Shr,
            Ty::S32,
            Ty::S32,
            m,
            9,
            [Operand::Reg(10), R3, N, N]
        )
    );
    assert_eq!(
        one("    popc.b32 %r1, %r2;"),
        alu(AluOp::Popc, Ty::B32, Ty::B32, m, 1, [R2, N, N, N])
    );
    assert_eq!(
        one("    clz.b64 %r1, %rd2;"),
        alu(
            AluOp::Clz,
            Ty::B64,
            Ty::B64,
            m,
            1,
            [Operand::Reg(18), N, N, N]
        )
    );
    assert_eq!(
        one("    brev.b32 %r1, %r2;"),
        alu(AluOp::Brev, Ty::B32, Ty::B32, m, 1, [R2, N, N, N])
    );
    assert_eq!(
        one("    bfe.u32 %u1, %u2, 8, 4;"),
        alu(
            AluOp::Bfe,
            Ty::U32,
            Ty::U32,
            m,
            13,
            [Operand::Reg(14), Operand::Imm(8), Operand::Imm(4), N]
        )
    );
    assert_eq!(
        one("    bfi.b32 %r1, %r2, %r3, 8, 4;"),
        alu(
            AluOp::Bfi,
            Ty::B32,
            Ty::B32,
            m,
            1,
            [R2, R3, Operand::Imm(8), Operand::Imm(4)]
        )
    );
    assert_eq!(
        one("    prmt.b32 %r1, %r2, %r3, 0x3210;"),
        alu(
            AluOp::Prmt(0),
            Ty::B32,
            Ty::B32,
            m,
            1,
            [R2, R3, Operand::Imm(0x3210), N]
        )
    );
    assert_eq!(
        one("    selp.b32 %r1, %r2, 0, %p1;"),
        alu(
            AluOp::Selp,
            Ty::B32,
            Ty::B32,
            m,
            1,
            [R2, Operand::Imm(0), Operand::Reg(29), N]
        )
    );
    assert_eq!(
        one("    slct.u32.s32 %u1, %u2, %u3, %s0;"),
        alu(
            AluOp::Slct,
            Ty::U32,
            Ty::S32,
            m,
            13,
            [Operand::Reg(14), Operand::Reg(15), Operand::Reg(8), N]
        )
    );
}

#[test]
fn classify_float_family() {
    let m = AluMods::NONE;
    let one_f = 0x3f80_0000;
    assert_eq!(
        one("    fma.rn.f32 %f1, %f2, %f3, 0f3F800000;"),
        alu(
            AluOp::Fma,
            Ty::F32,
            Ty::F32,
            AluMods {
                round: Round::Rn,
                ..m
            },
            21,
            [Operand::Reg(22), Operand::Reg(23), Operand::Imm(one_f), N]
        )
    );
    let approx_ftz = AluMods {
        approx: true,
        ftz: true,
        ..m
    };
    for (name, op) in [
        ("rcp", AluOp::Rcp),
        ("sqrt", AluOp::Sqrt),
        ("rsqrt", AluOp::Rsqrt),
        ("sin", AluOp::Sin),
        ("cos", AluOp::Cos),
        ("lg2", AluOp::Lg2),
        ("ex2", AluOp::Ex2),
    ] {
        assert_eq!(
            one(&format!("    {name}.approx.ftz.f32 %f1, %f2;")),
            alu(
                op,
                Ty::F32,
                Ty::F32,
                approx_ftz,
                21,
                [Operand::Reg(22), N, N, N]
            ),
            "{name}"
        );
    }
    assert_eq!(
        one("    sqrt.rn.f64 %fd1, %fd2;"),
        alu(
            AluOp::Sqrt,
            Ty::F64,
            Ty::F64,
            AluMods {
                round: Round::Rn,
                ..m
            },
            25,
            [Operand::Reg(26), N, N, N]
        )
    );
    assert_eq!(
        one("    div.full.f32 %f1, %f2, 2.0;"),
        alu(
            AluOp::Div,
            Ty::F32,
            Ty::F32,
            AluMods { approx: true, ..m },
            21,
            [Operand::Reg(22), Operand::Imm(0x4000_0000), N, N]
        )
    );
    assert_eq!(
        one("    add.f64 %fd1, %fd2, 0f3F800000;"),
        alu(
            AluOp::Add,
            Ty::F64,
            Ty::F64,
            m,
            25,
            [Operand::Reg(26), Operand::Imm(1.0f64.to_bits()), N, N]
        ),
        "an 0f literal in an f64 instruction is converted"
    );
    assert_eq!(
        one("    copysign.f32 %f1, %f2, %f3;"),
        alu(
            AluOp::Copysign,
            Ty::F32,
            Ty::F32,
            m,
            21,
            [Operand::Reg(22), Operand::Reg(23), N, N]
        )
    );
    assert_eq!(
        one("    testp.notanumber.f32 %p1, %f2;"),
        alu(
            AluOp::Testp(TestpOp::NotANumber),
            Ty::F32,
            Ty::F32,
            m,
            29,
            [Operand::Reg(22), N, N, N]
        )
    );
    assert_eq!(
        one("    abs.ftz.f32 %f1, %f2;"),
        alu(
            AluOp::Abs,
            Ty::F32,
            Ty::F32,
            AluMods { ftz: true, ..m },
            21,
            [Operand::Reg(22), N, N, N]
        )
    );
    assert_eq!(
        one("    neg.f64 %fd1, %fd2;"),
        alu(
            AluOp::Neg,
            Ty::F64,
            Ty::F64,
            m,
            25,
            [Operand::Reg(26), N, N, N]
        )
    );
    assert_eq!(
        one("    min.f32 %f1, %f2, %f3;"),
        alu(
            AluOp::Min,
            Ty::F32,
            Ty::F32,
            m,
            21,
            [Operand::Reg(22), Operand::Reg(23), N, N]
        )
    );
}

#[test]
fn classify_conversions() {
    let m = AluMods::NONE;
    assert_eq!(
        one("    cvt.rn.f32.s32 %f1, %s2;"),
        alu(
            AluOp::Cvt,
            Ty::F32,
            Ty::S32,
            AluMods {
                round: Round::Rn,
                ..m
            },
            21,
            [Operand::Reg(10), N, N, N]
        )
    );
    assert_eq!(
        one("    cvt.rzi.sat.s32.f64 %s1, %fd2;"),
        alu(
            AluOp::Cvt,
            Ty::S32,
            Ty::F64,
            AluMods {
                round: Round::Rzi,
                sat: true,
                ..m
            },
            9,
            [Operand::Reg(26), N, N, N]
        )
    );
    assert_eq!(
        one("    cvt.u64.u32 %rd1, %u2;"),
        alu(
            AluOp::Cvt,
            Ty::U64,
            Ty::U32,
            m,
            17,
            [Operand::Reg(14), N, N, N]
        )
    );
    assert_eq!(
        one("    cvt.s32.s8 %s1, %s2;"),
        alu(
            AluOp::Cvt,
            Ty::S32,
            Ty::S8,
            m,
            9,
            [Operand::Reg(10), N, N, N]
        )
    );
    assert_eq!(
        one("    cvt.ftz.f32.f64 %f1, %fd2;"),
        alu(
            AluOp::Cvt,
            Ty::F32,
            Ty::F64,
            AluMods { ftz: true, ..m },
            21,
            [Operand::Reg(26), N, N, N]
        )
    );
    assert_eq!(
        one("    cvta.shared.u64 %rd1, %rd2;"),
        alu(
            AluOp::Cvta {
                space: StateSpace::Shared,
                to_generic: true
            },
            Ty::U64,
            Ty::U64,
            m,
            17,
            [Operand::Reg(18), N, N, N]
        )
    );
    assert_eq!(
        one("    cvta.to.global.u64 %rd1, %rd2;"),
        alu(
            AluOp::Cvta {
                space: StateSpace::Global,
                to_generic: false
            },
            Ty::U64,
            Ty::U64,
            m,
            17,
            [Operand::Reg(18), N, N, N]
        )
    );
    assert_eq!(
        one("    mov.u64 %rd1, sh;"),
        Instr::Mov {
            ty: Ty::U64,
            dst: 17,
            src: Operand::Var(0)
        }
    );
}

#[test]
fn classify_comparisons() {
    let setp = |cmp, ty, a, b| Instr::Setp {
        cmp,
        bop: None,
        ty,
        dst: 29,
        dst2: None,
        a,
        b,
        c: N,
    };
    assert_eq!(
        one("    setp.lo.u32 %p1, %u2, %u3;"),
        setp(Cmp::Lo, Ty::U32, Operand::Reg(14), Operand::Reg(15))
    );
    assert_eq!(
        one("    setp.hs.u32 %p1, %u2, 4;"),
        setp(Cmp::Hs, Ty::U32, Operand::Reg(14), Operand::Imm(4))
    );
    assert_eq!(
        one("    setp.num.f32 %p1, %f2, %f3;"),
        setp(Cmp::Num, Ty::F32, Operand::Reg(22), Operand::Reg(23))
    );
    assert_eq!(
        one("    setp.neu.f64 %p1, %fd2, 0d3FF0000000000000;"),
        setp(
            Cmp::Neu,
            Ty::F64,
            Operand::Reg(26),
            Operand::Imm(1.0f64.to_bits())
        )
    );
    assert_eq!(
        one("    setp.eq.or.s32 %p1|%p2, %s2, 0, !%p3;"),
        Instr::Setp {
            cmp: Cmp::Eq,
            bop: Some(BoolOp::Or),
            ty: Ty::S32,
            dst: 29,
            dst2: Some(30),
            a: Operand::Reg(10),
            b: Operand::Imm(0),
            c: Operand::NotReg(31)
        }
    );
    assert_eq!(
        one("    set.lt.u32.f32 %u1, %f2, %f3;"),
        Instr::Set {
            cmp: Cmp::Lt,
            bop: None,
            dty: Ty::U32,
            ty: Ty::F32,
            dst: 13,
            a: Operand::Reg(22),
            b: Operand::Reg(23),
            c: N
        }
    );
}

#[test]
fn classify_memory_spaces_and_atomics() {
    let ld = |ss, cop, volatile, ty, dst, addr| Instr::Ld {
        ss,
        cop,
        volatile,
        ty,
        dst,
        addr,
    };
    assert_eq!(
        one("    ld.global.cg.u32 %r1, [%rd1+8];"),
        ld(
            StateSpace::Global,
            CacheOp::Cg,
            false,
            Ty::U32,
            1,
            Operand::RegOff(17, 8)
        )
    );
    assert_eq!(
        one("    ld.volatile.shared.s8 %s1, [sh+3];"),
        ld(
            StateSpace::Shared,
            CacheOp::Default,
            true,
            Ty::S8,
            9,
            Operand::VarOff(0, 3)
        )
    );
    assert_eq!(
        one("    ld.const.f32 %f1, [%rd1];"),
        ld(
            StateSpace::Const,
            CacheOp::Default,
            false,
            Ty::F32,
            21,
            Operand::Reg(17)
        )
    );
    assert_eq!(
        one("    ld.local.lu.b64 %rd1, [%rd2];"),
        ld(
            StateSpace::Local,
            CacheOp::Lu,
            false,
            Ty::B64,
            17,
            Operand::Reg(18)
        )
    );
    assert_eq!(
        one("    ld.cv.u32 %r1, [%rd2];"),
        ld(
            StateSpace::Generic,
            CacheOp::Cv,
            false,
            Ty::U32,
            1,
            Operand::Reg(18)
        )
    );
    assert_eq!(
        one("    ldu.global.f32 %f1, [%rd2];"),
        ld(
            StateSpace::Global,
            CacheOp::Default,
            false,
            Ty::F32,
            21,
            Operand::Reg(18)
        )
    );
    assert_eq!(
        one("    st.global.wt.f32 [%rd1], 0f00000000;"),
        Instr::St {
            ss: StateSpace::Global,
            cop: CacheOp::Wt,
            volatile: false,
            ty: Ty::F32,
            addr: Operand::Reg(17),
            src: Operand::Imm(0)
        }
    );
    assert_eq!(
        classify("    st.shared.v2.u32 [sh+8], {%r1, %r2};"),
        vec![
            Instr::St {
                ss: StateSpace::Shared,
                cop: CacheOp::Default,
                volatile: false,
                ty: Ty::U32,
                addr: Operand::VarOff(0, 8),
                src: R1
            },
            Instr::St {
                ss: StateSpace::Shared,
                cop: CacheOp::Default,
                volatile: false,
                ty: Ty::U32,
                addr: Operand::VarOff(0, 12),
                src: R2
            },
        ]
    );
    let atom = |ss, op, ty, dst, addr, b, c| Instr::Atom {
        ss,
        op,
        ty,
        dst,
        addr,
        b,
        c,
    };
    for (w, op) in [
        ("and", AtomOp::And),
        ("or", AtomOp::Or),
        ("xor", AtomOp::Xor),
        ("exch", AtomOp::Exch),
        ("add", AtomOp::Add),
        ("inc", AtomOp::Inc),
        ("dec", AtomOp::Dec),
        ("min", AtomOp::Min),
        ("max", AtomOp::Max),
    ] {
        assert_eq!(
            one(&format!("    atom.global.{w}.u32 %u1, [%rd1], %u2;")),
            atom(
                StateSpace::Global,
                op,
                Ty::U32,
                Some(13),
                Operand::Reg(17),
                Operand::Reg(14),
                N
            ),
            "{w}"
        );
    }
    assert_eq!(
        one("    atom.shared.cas.b32 %r1, [sh], 0, 1;"),
        atom(
            StateSpace::Shared,
            AtomOp::Cas,
            Ty::B32,
            Some(1),
            Operand::Var(0),
            Operand::Imm(0),
            Operand::Imm(1)
        )
    );
    assert_eq!(
        one("    atom.add.f32 %f1, [%rd1], 0f3F800000;"),
        atom(
            StateSpace::Generic,
            AtomOp::Add,
            Ty::F32,
            Some(21),
            Operand::Reg(17),
            Operand::Imm(0x3f80_0000),
            N
        )
    );
    assert_eq!(
        one("    red.global.add.u32 [%rd1], 1;"),
        atom(
            StateSpace::Global,
            AtomOp::Add,
            Ty::U32,
            None,
            Operand::Reg(17),
            Operand::Imm(1),
            N
        )
    );
}

#[test]
fn classify_synchronisation_and_control() {
    let bar = |kind, barrier, count, dst, pred| Instr::Bar {
        kind,
        barrier,
        count,
        dst,
        pred,
    };
    assert_eq!(
        one("    bar.sync 1, 64;"),
        bar(BarKind::Sync, Operand::Imm(1), Operand::Imm(64), None, N)
    );
    assert_eq!(
        one("    barrier.sync 0;"),
        bar(BarKind::Sync, Operand::Imm(0), N, None, N)
    );
    assert_eq!(
        one("    bar.arrive 2, %r1;"),
        bar(BarKind::Arrive, Operand::Imm(2), R1, None, N)
    );
    assert_eq!(
        one("    bar.red.and.pred %p1, 0, 32, %p2;"),
        bar(
            BarKind::Red(BarRed::And),
            Operand::Imm(0),
            Operand::Imm(32),
            Some(29),
            Operand::Reg(30)
        )
    );
    assert_eq!(
        one("    membar.cta;"),
        Instr::Membar {
            level: MembarLevel::Cta
        }
    );
    assert_eq!(
        one("    membar.sys;"),
        Instr::Membar {
            level: MembarLevel::Sys
        }
    );
    for (w, mode) in [
        ("all", VoteMode::All),
        ("any", VoteMode::Any),
        ("uni", VoteMode::Uni),
    ] {
        assert_eq!(
            one(&format!("    vote.{w}.pred %p1, !%p2;")),
            Instr::Vote {
                mode,
                dst: 29,
                pred: Operand::NotReg(30)
            }
        );
    }
    assert_eq!(one("    exit;"), Instr::Exit);
    let sregs = [
        ("%tid.x", SReg::Tid(Dim::X)),
        ("%ntid.y", SReg::Ntid(Dim::Y)),
        ("%ctaid.z", SReg::Ctaid(Dim::Z)),
        ("%nctaid.x", SReg::Nctaid(Dim::X)),
        ("%laneid", SReg::LaneId),
        ("%warpid", SReg::WarpId),
        ("%nwarpid", SReg::NWarpId),
        ("%smid", SReg::SmId),
        ("%nsmid", SReg::NSmId),
        ("%gridid", SReg::GridId),
        ("%clock", SReg::Clock),
        ("%lanemask_eq", SReg::LanemaskEq),
        ("%lanemask_lt", SReg::LanemaskLt),
        ("%lanemask_le", SReg::LanemaskLe),
        ("%lanemask_gt", SReg::LanemaskGt),
        ("%lanemask_ge", SReg::LanemaskGe),
    ];
    for (n, s) in sregs {
        assert_eq!(
            one(&format!("    mov.u32 %r1, {n};")),
            Instr::Mov {
                ty: Ty::U32,
                dst: 1,
                src: Operand::SReg(s)
            },
            "{n}"
        );
    }
    assert_eq!(
        one("    mov.u64 %rd1, %clock64;"),
        Instr::Mov {
            ty: Ty::U64,
            dst: 17,
            src: Operand::SReg(SReg::Clock64)
        }
    );
}

#[test]
fn malformed_input_table_more() {
    let k = |b: &str| first_error(&kernel(b));
    assert_eq!(
        k("L:\n    mov.u32 L, 1;"),
        "t.ptx:8:13: error[E0103]: expected a register, found label `L`"
    );
    assert_eq!(
        k("    .reg .b32 %r1;"),
        "t.ptx:7:15: error[E0112]: duplicate declaration of `%r1`"
    );
    assert_eq!(
        k("    add.foo.u32 %r1, %r2, %r2;"),
        "t.ptx:7:8: error[E0116]: unsupported modifier `.foo` on `add`"
    );
    assert_eq!(
        k("    setp.s32 %p1, %r1, %r2;"),
        "t.ptx:7:5: error[E0109]: `setp` needs a comparison (e.g. `.lt`)"
    );
    let h = ".version 4.2\n.target sm_20\n";
    assert_eq!(
        first_error(&format!("{h}.global .u32 a = 1 / 0;\n")),
        "t.ptx:3:18: error[E0118]: cannot evaluate constant expression: division by zero"
    );
    assert_eq!(
        first_error(&format!("{h}.func f() {{ ret; }}\n.func f() {{ ret; }}\n")),
        "t.ptx:4:1: error[E0119]: duplicate function `f`"
    );
    assert_eq!(
        first_error(&format!(
            "{h}.func f(.param .b32 a) {{ ret; }}\n.entry k() {{\n    .reg .b32 %r<2>;\n    call f, (%r1, %r1);\n    ret;\n}}\n"
        )),
        "t.ptx:6:5: error[E0115]: `f` takes 1 argument(s) and returns 0 value(s), the call passes 2 and expects 0"
    );
    // Thesis dialect: numeric targets name source lines.
    assert_eq!(
        first_error("ssy 99;\nexit;\n"),
        "t.ptx:1:5: error[E0113]: no instruction on line 99"
    );
    // All errors of a file are reported, in source order.
    let d = program::load_str(
        "t.ptx",
        &kernel("    frob;\n    add.u32 %r1, %r9, 1;\n    bra X;"),
    )
    .unwrap_err();
    let codes: Vec<(&str, u32)> = d.items.iter().map(|x| (x.code, x.span.line)).collect();
    assert_eq!(codes, vec![("E0101", 7), ("E0104", 8), ("E0105", 9)]);
}

#[test]
fn classify_brx_idx() {
    let v =
        classify("    brx.idx %r1, TAB;\nTAB: .branchtargets A, B;\nA:\n    exit;\nB:\n    exit;");
    match &v[0] {
        Instr::BrxIdx { index, targets } => {
            assert_eq!(*index, R1);
            assert_eq!(&targets[..], &[0x101, 0x102]);
        }
        i => panic!("{i:?}"),
    }
}

/// Recursion with `.reg` parameters and results: spills come before the argument moves, the
/// result is moved out before the reloads, and its destination is not reloaded (T:L1598-1600).
#[test]
fn recursion_with_reg_parameters() {
    let src = ".version 4.2\n.target sm_20\n.func (.reg .b32 r) f(.reg .b32 a)\n{\n    .reg .b32 %t;\n    call (%t), f, (a);\n    add.s32 r, %t, a;\n    ret;\n}\n.entry k() { ret; }\n";
    let e = program::load_str("t.ptx", src).unwrap();
    let f = texts(&e, 0);
    let want: Vec<String> = vec![
        "st.local.b64 [%stackBase+0], r",
        "st.local.b64 [%stackBase+8], a",
        "st.local.b64 [%stackBase+16], %t",
        "mov.b32 a, a",
        "add.u64 %stackBase, %stackBase, 32",
        "preRet 0x107 (line 6)",
        "call f (0x100)",
        "sub.u64 %stackBase, %stackBase, 32",
        "mov.b32 %t, r",
        "ld.local.b64 r, [%stackBase+0]",
        "ld.local.b64 a, [%stackBase+8]",
        "add.s32 r, %t, a",
        "ret",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    assert_eq!(f, want);
}

#[test]
fn huge_and_odd_inputs_are_diagnostics_not_panics() {
    let h = ".version 4.2\n.target sm_20\n";
    let e = first_error(&format!("{h}.global .b8 a[4000000000] = {{1}};\n"));
    assert!(e.contains("E0108") && e.contains("too large"), "{e}");
    let e = first_error(&format!("{h}.global .b8 a[65536][65536][65536];\n"));
    assert!(e.contains("too large"), "{e}");
    let e = first_error(&kernel(
        "    .reg .b64 %rd<2>;\n    ld.global.u32 %r1, [%rd1+9223372036854775807];",
    ));
    assert_eq!(e, "loaded");
}

#[test]
fn listing_shows_addresses_lines_guards_targets_and_tables() {
    let e = load_opts("ptx-samples/thesis/listing-5.1.ptx", true);
    let l = program::listing(&e);
    for want in [
        ".entry transformationKernel  // func 1, line 9, 0x102..0x108, frame 16 bytes",
        "    0x0105  L14   @p#1 call function (0x100);",
        "    0x0104  L14   @p#1 preRet 0x106 (line 14);  // injected",
        "    0x0101  L7    ret;  // injected",
        "//   r3    %stackBase       .u64   module  (%stackBase)",
        "init [08 00 00 00]",
        "// frame p @ %stackBase+0",
    ] {
        assert!(l.contains(want), "missing `{want}` in\n{l}");
    }
}

/// Robustness: deleting any one line of a sample, or swapping an operand, never panics the loader.
#[test]
fn mutated_samples_never_panic() {
    let mut files = samples("ptx-samples/cuda");
    files.extend(samples("ptx-samples/thesis"));
    for f in files {
        let src = std::fs::read_to_string(&f).unwrap();
        let lines: Vec<&str> = src.lines().collect();
        // Every other line, to keep the test within a couple of seconds.
        for k in (0..lines.len()).step_by(2) {
            let mut v = lines.clone();
            v.remove(k);
            let _ = program::load_str("m.ptx", &v.join("\n"));
            if k % 4 == 0 && lines[k].contains(',') {
                let mut v = lines.clone();
                let swapped = lines[k].replacen(',', ", 7,", 1);
                v[k] = &swapped;
                let _ = program::load_str("m.ptx", &v.join("\n"));
            }
        }
    }
}

/// Thesis dialect (docs/design.md §1 (b)): numeric targets are source lines, a label-less `preRet`
/// targets the instruction after the next `call`, registers are auto-declared, untyped
/// instructions are `.b64`, calls of explicit-branching programs are taken as written.
#[test]
fn thesis_dialect_targets() {
    let src = ".func f() {\n    ret;\n}\n.entry main {\n    ssy 9;\n    preRet;\n    call f;\n    add c, a, 1;\n    sync;\n    exit;\n}\n";
    let e = program::load_str("t.ptx", src).unwrap();
    let m = (e.funcs[1].entry - e.base) as usize;
    let addr_of_line = |l: u32| e.base + e.src.iter().position(|s| s.line == l).unwrap() as u32;
    assert_eq!(
        e.instrs[m],
        Instr::Ssy {
            target: addr_of_line(9)
        }
    );
    assert_eq!(
        e.instrs[m + 1],
        Instr::PreRet {
            target: addr_of_line(8)
        }
    );
    assert_eq!(
        e.instrs[m + 2],
        Instr::Call {
            target: Operand::Func(0)
        }
    );
    match e.instrs[m + 3] {
        Instr::Alu {
            op: AluOp::Add,
            ty: Ty::B64,
            dst,
            src,
            ..
        } => {
            assert_eq!(e.regs[dst as usize].name, "c");
            assert_eq!(e.regs[dst as usize].ty, None);
            assert_eq!(src[1], Operand::Imm(1));
        }
        ref i => panic!("{i:?}"),
    }
    assert_eq!(
        e.instrs.len(),
        m + 6,
        "nothing injected: the program carries its own branching"
    );
    assert!(e.src.iter().all(|s| !s.injected));
}

/// Operand widths (PTX ISA operand type checking): exact for arithmetic, wider registers allowed
/// for `ld`, `st` and `cvt`.
#[test]
fn operand_widths() {
    assert_eq!(
        first_error(&kernel(
            "    .reg .b64 %rd<2>;\n    add.u32 %rd1, %r1, %r2;"
        )),
        "t.ptx:8:13: error[E0107]: type mismatch: `%rd1` is `.b64`, the instruction needs `.u32`"
    );
    assert_eq!(
        first_error(&kernel("    .reg .pred %p1;\n    add.u32 %r1, %p1, %r2;")),
        "t.ptx:8:18: error[E0107]: type mismatch: `%p1` is `.pred`, the instruction needs `.u32`"
    );
    assert_eq!(
        one("    ld.global.u8 %r1, [%rd1];"),
        Instr::Ld {
            ss: StateSpace::Global,
            cop: CacheOp::Default,
            volatile: false,
            ty: Ty::U8,
            dst: 1,
            addr: Operand::Reg(17)
        }
    );
    assert_eq!(
        one("    st.global.u16 [%rd1], %r1;"),
        Instr::St {
            ss: StateSpace::Global,
            cop: CacheOp::Default,
            volatile: false,
            ty: Ty::U16,
            addr: Operand::Reg(17),
            src: R1
        }
    );
    assert_eq!(
        one("    cvt.u16.u32 %r1, %r2;"),
        alu(
            AluOp::Cvt,
            Ty::U16,
            Ty::U32,
            AluMods::NONE,
            1,
            [R2, N, N, N]
        )
    );
}

/// Load errors are per function: a module with an unsupported function (an indirect `bra` through
/// a register, which Step 6 cannot handle; an instruction outside the subset) still loads; a kernel
/// that cannot reach it launches, one that calls it is refused with the located diagnostic, and
/// `fermi-sim check` lists the problem with exit status 2.
#[test]
fn one_unusable_function_leaves_the_module_usable() {
    for (file, code, line) in [
        ("one_unusable.ptx", "E0301", 9),
        ("one_unsupported.ptx", "E0108", 10),
    ] {
        let path = format!("tests/data/{file}");
        let env =
            fermi_sim::program::load_file_per_function(Path::new(&path)).expect("module loads");
        assert_eq!(env.unusable.len(), 1, "{file}");
        let (f, d) = &env.unusable[0];
        assert_eq!(env.funcs[*f as usize].name, "bad");
        assert_eq!((d.code, d.span.line), (code, line));
        let env = std::sync::Arc::new(env);
        let launch = |kernel: &str| {
            prepare_kernel(
                &env,
                &format!(
                    r#"ptx: "{file}", kernel: "{kernel}", grid: (1, 1, 1), block: (1, 1, 1),
                       buffers: {{ "o": (ty: U32, len: 1) }}, args: [Buffer("o")]"#
                ),
            )
        };
        assert!(launch("good").is_ok());
        let Err(e) = launch("caller") else {
            panic!("caller reaches `bad`")
        };
        let e = e.to_string();
        assert!(
            e.contains(code) && e.contains(&format!("{file}:{line}")),
            "{e}"
        );
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
            .args(["check", &path])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains(code));
        // The listing of the usable rest is still printed.
        assert!(String::from_utf8_lossy(&out.stdout).contains(".entry good"));
    }
}

/// Program-address consistency (T:L2965-2967) is checked at load: a token target in another
/// function makes the function unusable with diagnostic E0309 at the instruction.
#[test]
fn program_address_consistency_is_checked_at_load() {
    let src =
        ".entry kernel ()\n{\n    ssy 9;\n    sync;\n    exit;\n}\n.func f ()\n{\n    ret;\n}\n";
    let env = program::load_str("pc.ptx", src).expect("module loads");
    assert_eq!(env.unusable.len(), 1, "{:?}", env.unusable);
    let (f, d) = &env.unusable[0];
    assert_eq!(env.funcs[*f as usize].name, "kernel");
    assert_eq!((d.code, d.span.line), ("E0309", 3));
    assert!(
        d.message.contains("lies outside function `kernel`"),
        "{}",
        d.message
    );
}

/// PTX 6.0 memory-model qualifiers map onto volatile accesses and `membar`s of the scope's level
/// (docs/memory.md): acquire fences after, release before, acq_rel both; `.relaxed` is volatile
/// only; `.nc` loads are ordinary loads; `fence` is a `membar`.
#[test]
fn memory_order_qualifiers_become_volatile_accesses_and_fences() {
    let kinds = |line: &str| -> Vec<String> {
        classify(line)
            .iter()
            .map(|i| match i {
                Instr::Ld { volatile, ss, .. } => format!("ld {ss:?} v={volatile}"),
                Instr::St { volatile, .. } => format!("st v={volatile}"),
                Instr::Atom { .. } => "atom".into(),
                Instr::Membar { level } => format!("membar {level:?}"),
                other => format!("{other:?}"),
            })
            .collect()
    };
    assert_eq!(
        kinds("ld.acquire.gpu.global.u32 %r1, [%rd1];"),
        ["ld Global v=true", "membar Gl"]
    );
    assert_eq!(
        kinds("st.release.cta.shared.u32 [sh], %r1;"),
        ["membar Cta", "st v=true"]
    );
    assert_eq!(
        kinds("ld.relaxed.sys.global.u32 %r1, [%rd1];"),
        ["ld Global v=true"]
    );
    assert_eq!(
        kinds("ld.global.nc.u32 %r1, [%rd1];"),
        ["ld Global v=false"]
    );
    assert_eq!(
        kinds("ld.weak.global.u32 %r1, [%rd1];"),
        ["ld Global v=false"]
    );
    assert_eq!(
        kinds("atom.acq_rel.gpu.global.cas.b32 %r1, [%rd1], 1, 2;"),
        ["membar Gl", "atom", "membar Gl"]
    );
    assert_eq!(
        kinds("atom.relaxed.gpu.global.add.u32 %r1, [%rd1], 1;"),
        ["atom"]
    );
    assert_eq!(
        kinds("red.release.sys.global.add.u32 [%rd1], 1;"),
        ["membar Sys", "atom"]
    );
    assert_eq!(kinds("fence.sc.gpu;"), ["membar Gl"]);
    assert_eq!(kinds("fence.acq_rel.cta;"), ["membar Cta"]);
    // A labelled acquire load: the label names the first instruction (the access itself).
    assert_eq!(
        kinds("L1: ld.acquire.sys.global.u32 %r1, [%rd1];"),
        ["ld Global v=true", "membar Sys"]
    );
}

/// `.param .v2`/`.v4` kernel parameters take as many bytes as their elements and align to their
/// whole size; a vector `.reg` parameter is a vector register (below), but not an array of them.
#[test]
fn vector_parameters_have_their_whole_size_and_alignment() {
    let src = ".version 7.0\n.target sm_70\n.address_size 64\n\
               .entry k(.param .u32 a, .param .v2 .f32 b, .param .v4 .u32 c, .param .v2 .f64 d)\n\
               {\n.reg .f32 %f<2>;\nld.param.v2.f32 {%f0, %f1}, [b];\nret;\n}\n";
    let prog = program::load_str("k.ptx", src)
        .map_err(|d| d.items[0].one_line("k.ptx"))
        .unwrap();
    let (_, k) = prog.kernel("k").unwrap();
    let layout: Vec<(u64, u64)> = k.params.iter().map(|p| (p.offset, p.size)).collect();
    assert_eq!(layout, [(0, 4), (8, 8), (16, 16), (32, 16)]);
    assert_eq!(k.param_bytes, 48);
    let ok = ".version 7.0\n.target sm_70\n.func f(.reg .v2 .f32 x)\n{\nret;\n}\n";
    assert!(program::load_str("k.ptx", ok).is_ok());
    let bad = ".version 7.0\n.target sm_70\n.func f(.reg .v2 .f32 x[2])\n{\nret;\n}\n";
    let e = program::load_str("k.ptx", bad).unwrap_err();
    let line = e.items[0].one_line("k.ptx");
    assert!(
        line.contains("k.ptx:3:") && line.contains("vector `.reg` parameter cannot be an array"),
        "{line}"
    );
}

/// Video instructions with a selector the ISA does not allow, a missing shift mode or a negated
/// operand outside `vmad` get a located diagnostic naming the problem, not a wrong result.
#[test]
fn malformed_video_instructions_are_located() {
    for (ins, col, want) in [
        ("vadd.u32.u32.u32 %d, %a.b5, %b;", 22, "`.b5`"),
        (
            "vadd4.u32.u32.u32 %d, %a.b10, %b, %c;",
            23,
            "`.b10` is not a source selector",
        ),
        ("vmad.u32.u32.u32 %d, %a, %b, %c.h0;", 30, "`c`"),
        ("vshl.u32.u32.u32 %d, %a, %b;", 1, "shift mode"),
        ("vadd.u32.u32.u32 %d, -%a, %b;", 22, "negated operand"),
        ("vadd.u32.u32 %d, %a, %b;", 1, "3 types"),
        ("vset.u32.u32 %d, %a, %b;", 1, "comparison"),
    ] {
        let src = format!(
            ".version 7.0\n.target sm_70\n.entry k()\n{{\n.reg .b32 %a, %b, %c, %d;\n{ins}\nret;\n}}\n"
        );
        let e = program::load_str("k.ptx", &src).expect_err(ins);
        let line = e.items[0].one_line("k.ptx");
        assert!(
            line.contains(&format!("k.ptx:6:{col}:")) && line.contains(want),
            "{ins}: {line}"
        );
    }
}

/// A kernel whose body is `body` (registers `%r<8>` b32, `%rd<8>` b64, `%p<4>` pred; a shared
/// array `sh` of 64 bytes).
fn cp_kernel(body: &str) -> String {
    format!(
        ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 a)\n{{\n\
         .shared .align 16 .b8 sh[64];\n.reg .b32 %r<8>;\n.reg .b64 %rd<8>;\n.reg .pred %p<4>;\n\
         ld.param.u64 %rd1, [a];\nmov.u32 %r1, sh;\n{body}\nret;\n}}\n"
    )
}

/// The instructions the loader made of the line `line` of a [`cp_kernel`].
fn at_line(env: &ProgEnv, line: u32) -> Vec<Instr> {
    (0..env.instrs.len())
        .filter(|&i| env.line(env.base + i as u32) == line)
        .map(|i| env.instrs[i].clone())
        .collect()
}

#[test]
fn cp_async_is_lowered_to_a_copy_in_program_order() {
    // Line 12 is the body's first line.
    let body = "cp.async.cg.shared.global [%r1], [%rd1], 16, 11;\n\
                cp.async.ca.shared::cta.global.L2::128B [%r1+16], [%rd1+16], 4;\n\
                cp.async.commit_group;\ncp.async.wait_group 1;\ncp.async.wait_all;";
    let env =
        program::load_str("cp.ptx", &cp_kernel(body)).unwrap_or_else(|d| panic!("{}", d.render()));
    let copy = at_line(&env, 12);
    // 16 bytes, the first 11 from global (8 + 2 + 1), then zeros (1 byte to realign, 4).
    let widths: Vec<(bool, Ty)> = copy
        .iter()
        .map(|i| match i {
            Instr::Ld { ss, ty, cop, .. } => {
                assert_eq!((*ss, *cop), (StateSpace::Global, CacheOp::Cg));
                (true, *ty)
            }
            Instr::St { ss, ty, src, .. } => {
                assert_eq!(*ss, StateSpace::Shared);
                // A store of loaded bytes reads the hidden register, of zeros the constant 0.
                assert!(matches!(src, Operand::Reg(_) | Operand::Imm(0)));
                (false, *ty)
            }
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        widths,
        [
            (true, Ty::B64),
            (false, Ty::B64),
            (true, Ty::B16),
            (false, Ty::B16),
            (true, Ty::B8),
            (false, Ty::B8),
            (false, Ty::B8),
            (false, Ty::B32),
        ]
    );
    assert_eq!(at_line(&env, 13).len(), 2, "4 bytes: one load, one store");
    assert!(at_line(&env, 14).is_empty(), "commit_group");
    for l in [15, 16] {
        assert!(matches!(
            at_line(&env, l)[..],
            [Instr::Membar {
                level: MembarLevel::Cta
            }]
        ));
    }
}

#[test]
fn cp_async_ignore_src_loads_only_where_the_predicate_is_false() {
    // Line 12: under guard %p2, ignore-src %p1.
    let body = "@%p2 cp.async.ca.shared.global [%r1], [%rd1], 8, %p1;";
    let env =
        program::load_str("cp.ptx", &cp_kernel(body)).unwrap_or_else(|d| panic!("{}", d.render()));
    let code = at_line(&env, 12);
    let guards: Vec<Guard> = (0..env.instrs.len())
        .filter(|&i| env.line(env.base + i as u32) == 12)
        .map(|i| env.guards[i])
        .collect();
    // q = false; @%p2 q = !%p1; @q ld; @!q r = 0; @%p2 st r.
    let p1 = env.regs.iter().position(|r| r.name == "%p1").expect("%p1") as u32;
    let p2 = env.regs.iter().position(|r| r.name == "%p2").expect("%p2") as u32;
    let [Instr::Mov {
        dst: q,
        src: Operand::Imm(0),
        ..
    }, Instr::Mov {
        dst: q2,
        src: Operand::NotReg(p),
        ..
    }, Instr::Ld {
        ty: Ty::B64,
        dst: r,
        ..
    }, Instr::Mov {
        dst: r2,
        src: Operand::Imm(0),
        ..
    }, Instr::St {
        ty: Ty::B64,
        src: Operand::Reg(r3),
        ..
    }] = code[..]
    else {
        panic!("{code:?}");
    };
    assert_eq!((q2, p, r2, r3), (q, p1, r, r));
    assert_eq!(
        guards,
        [
            Guard::Always,
            Guard::If(p2),
            Guard::If(q),
            Guard::IfNot(q),
            Guard::If(p2)
        ]
    );
}

#[test]
fn cp_async_mbarrier_arrive_is_an_arrival_with_noinc_and_a_read_without() {
    // The copies have completed where they stand: `.noinc` arrives once; without it, the
    // increment and the completion's arrival cancel (an atomic read of the object).
    let body = "cp.async.mbarrier.arrive.noinc.shared.b64 [%r1];\n\
                cp.async.mbarrier.arrive.b64 [%rd1];";
    let env =
        program::load_str("cp.ptx", &cp_kernel(body)).unwrap_or_else(|d| panic!("{}", d.render()));
    assert!(matches!(
        at_line(&env, 12)[..],
        [Instr::Atom {
            ss: StateSpace::Shared,
            op: AtomOp::MbarArrive,
            ty: Ty::B64,
            dst: None,
            b: Operand::Imm(1),
            ..
        }]
    ));
    assert!(matches!(
        at_line(&env, 13)[..],
        [Instr::Atom {
            ss: StateSpace::Generic,
            op: AtomOp::Or,
            ty: Ty::B64,
            dst: None,
            b: Operand::Imm(0),
            ..
        }]
    ));
}

#[test]
fn cp_async_forms_outside_the_subset_are_located_errors() {
    for (body, needle) in [
        ("cp.async.ca.shared.global [%r1], [%rd1], 8, 12;", "src-size must be"),
        ("cp.async.ca.shared.global [%r1], [%rd1], 12;", "4, 8 or 16 bytes"),
        ("cp.async.mbarrier.test_wait.b64 [%rd1];", "cp.async.mbarrier.arrive{.noinc}"),
        ("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r1], [%rd1], 16, [%rd2];", "`cp`"),
    ] {
        let d = program::load_str("cp.ptx", &cp_kernel(body)).expect_err(body);
        let first = d.items[0].one_line(&d.file);
        assert!(first.contains(needle), "{body}: {first}");
        assert!(first.contains("cp.ptx:12:"), "{first}");
    }
}

#[test]
fn mbarrier_is_lowered_onto_a_barrier_object_in_memory() {
    let body = "mbarrier.init.shared.b64 [%r1], 64;\n\
                mbarrier.arrive.release.cta.shared::cta.b64 %rd2, [%r1];\n\
                mbarrier.test_wait.shared.b64 %p1, [%r1], %rd2;\n\
                mbarrier.try_wait.parity.shared.b64 %p2, [%r1], %r2;\n\
                mbarrier.arrive_drop.noComplete.shared.b64 _, [%r1], 2;\n\
                mbarrier.pending_count.b64 %r3, %rd2;\n\
                mbarrier.inval.shared.b64 [%r1];";
    let env =
        program::load_str("mb.ptx", &cp_kernel(body)).unwrap_or_else(|d| panic!("{}", d.render()));
    // init: one atomic exchange writing count | count << 32 (every access to the object is
    // atomic, so arrivals and waits do not race).
    assert!(matches!(
        at_line(&env, 12)[..],
        [Instr::Atom { ss: StateSpace::Shared, op: AtomOp::Exch, ty: Ty::B64, dst: None, b: Operand::Imm(v), .. }] if v == 64 | 64 << 32
    ));
    assert!(matches!(
        at_line(&env, 13)[..],
        [Instr::Atom {
            op: AtomOp::MbarArrive,
            ty: Ty::B64,
            dst: Some(_),
            b: Operand::Imm(1),
            ..
        }]
    ));
    // test_wait: an atomic read, the phase bit compared with the token's, a predicate.
    let w = at_line(&env, 14);
    assert!(
        matches!(
            w[0],
            Instr::Atom {
                op: AtomOp::Or,
                ty: Ty::B64,
                b: Operand::Imm(0),
                ..
            }
        ),
        "{w:?}"
    );
    assert!(matches!(w.last(), Some(Instr::Setp { .. })), "{w:?}");
    assert!(matches!(at_line(&env, 15).last(), Some(Instr::Setp { .. })));
    // arrive_drop into the sink `_`: no result.
    assert!(matches!(
        at_line(&env, 16)[..],
        [Instr::Atom {
            op: AtomOp::MbarArriveDrop,
            dst: None,
            b: Operand::Imm(2),
            ..
        }]
    ));
    assert!(matches!(
        at_line(&env, 17)[..],
        [Instr::Alu { op: AluOp::Cvt, .. }]
    ));
    assert!(matches!(
        at_line(&env, 18)[..],
        [Instr::Atom {
            op: AtomOp::Exch,
            b: Operand::Imm(0),
            ..
        }]
    ));
    // Forms outside the subset are located errors.
    for body in [
        "mbarrier.arrive.expect_tx.shared.b64 %rd2, [%r1], 16;",
        "mbarrier.test_wait.noComplete.shared.b64 %p1, [%r1], %rd2;",
    ] {
        let d = program::load_str("mb.ptx", &cp_kernel(body)).expect_err(body);
        let first = d.items[0].one_line(&d.file);
        assert!(
            first.contains("mb.ptx:12:") && first.contains("mbarrier"),
            "{first}"
        );
    }
}

/// Thread-block-cluster shapes (`.explicitcluster`, `.reqnctapercluster`, `.maxclusterrank`, what
/// `__cluster_dims__` compiles to for sm_90) are accepted: a kernel that uses no cluster feature
/// runs with its blocks as independent blocks. One that uses the cluster barrier is refused with
/// a located diagnostic, and the rest of the module stays usable (the directives once made the
/// whole module fail to parse).
#[test]
fn cluster_shapes_are_accepted_and_cluster_instructions_are_located() {
    let env = fermi_sim::program::load_file_per_function(Path::new("tests/data/clusters.ptx"))
        .expect("module loads");
    // Three diagnostics, all of `cluster_sync`: the two barrier instructions and the register.
    assert_eq!(env.unusable.len(), 3);
    assert!(env
        .unusable
        .iter()
        .all(|(f, _)| env.funcs[*f as usize].name == "cluster_sync"));
    let d = &env.unusable[0].1;
    assert_eq!((d.code, d.span.line), ("E0116", 32));
    let env = std::sync::Arc::new(env);
    let launch = |kernel: &str| {
        prepare_kernel(
            &env,
            &format!(
                r#"ptx: "clusters.ptx", kernel: "{kernel}", grid: (2, 1, 1), block: (32, 1, 1),
                   buffers: {{ "o": (ty: U32, len: 2) }}, args: [Buffer("o")],
                   expected: {{ "o": [40, 41] }}"#
            ),
        )
    };
    completes_as_expected(&launch("cluster_free").expect("launches"));
    let Err(e) = launch("cluster_sync") else {
        panic!("the cluster barrier is outside the subset")
    };
    assert!(e.to_string().contains("clusters.ptx:32"), "{e}");
}

#[test]
fn items_that_do_not_parse_leave_the_rest_of_the_module_usable() {
    // A texture declaration outside the subset, a body with a syntax error, a header with a
    // syntax error, then a good kernel: the parser skips the three broken items and goes on.
    let path = Path::new("tests/data/one_broken.ptx");
    let src = std::fs::read_to_string(path).unwrap();
    // The strict parse still stops at the first error (the texture declaration, line 6).
    let strict = fermi_sim::ptx::parse("one_broken.ptx", &src).expect_err("strict parse fails");
    assert_eq!(strict.items.len(), 1);
    assert_eq!(
        (strict.items[0].code, strict.items[0].span.line),
        ("E0005", 6)
    );
    // An error that stops the parse (a malformed `.address_size`) after a skipped item: both,
    // in file order, and the strict parse still names the first.
    let stop = ".version 7.0\n.target sm_20\n.address_size 64\n\
                .visible .entry a() { add.s32 %r1 %r2; }\n.address_size 99999999999\n";
    let lines = |d: &fermi_sim::ptx::diag::Diagnostics| -> Vec<u32> {
        d.items.iter().map(|x| x.span.line).collect()
    };
    let all = fermi_sim::ptx::parse_recovering("t.ptx", stop).expect_err("stops");
    assert_eq!(lines(&all), [4, 5]);
    let strict = fermi_sim::ptx::parse("t.ptx", stop).expect_err("stops");
    assert_eq!(lines(&strict), [4]);
    let m = fermi_sim::ptx::parse_recovering("one_broken.ptx", &src).expect("recovers");
    let broken: Vec<_> = m
        .broken
        .iter()
        .map(|b| (b.func.as_deref(), b.diag.code, b.diag.span.line))
        .collect();
    assert_eq!(
        broken,
        [
            (None, "E0005", 6),
            (Some("broken"), "E0001", 13),
            (None, "E0001", 18)
        ]
    );
    let env = fermi_sim::program::load_file_per_function(path).expect("module loads");
    // `broken` stays, with its header and an empty body, unusable with its syntax error;
    // the texture and the headless kernel are listed as skipped.
    let (f, d) = &env.unusable[0];
    assert_eq!(env.unusable.len(), 1);
    assert_eq!(
        (env.funcs[*f as usize].name.as_str(), d.span.line),
        ("broken", 13)
    );
    let skipped: Vec<u32> = env.skipped.iter().map(|d| d.span.line).collect();
    assert_eq!(skipped, [6, 18]);
    let env = std::sync::Arc::new(env);
    let launch = |kernel: &str| {
        prepare_kernel(
            &env,
            &format!(
                r#"ptx: "one_broken.ptx", kernel: "{kernel}", grid: (1, 1, 1), block: (1, 1, 1),
                   buffers: {{ "o": (ty: U32, len: 1) }}, args: [Buffer("o")],
                   expected: {{ "o": [7] }}"#
            ),
        )
    };
    completes_as_expected(&launch("good").expect("the good kernel launches"));
    let Err(e) = launch("broken") else {
        panic!("a kernel that does not parse cannot run")
    };
    assert!(e.to_string().contains("one_broken.ptx:13"), "{e}");
    let Err(e) = launch("headless") else {
        panic!("a kernel whose header does not parse is not in the module")
    };
    assert!(
        e.to_string().contains("part of the file does not parse"),
        "{e}"
    );
    // `fermi-sim check` lists all three in file order and exits 2.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(["check", "tests/data/one_broken.ptx"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    let at: Vec<usize> = [":6:1", ":13:19", ":18:37"]
        .iter()
        .map(|p| err.find(p).unwrap_or_else(|| panic!("{p} in {err}")))
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{err}");
}

/// Run `l` with seed 1: it completes with the manifest's expected results.
fn completes_as_expected(l: &fermi_sim::launch::Launch) {
    let r = fermi_sim::launch::run::run_launch(
        l,
        &mut fermi_sim::sched::RandomSched::new(1),
        fermi_sim::launch::run::RunSettings::default(),
    );
    assert_eq!(r.status, fermi_sim::verdict::Status::Completed);
    assert!(fermi_sim::launch::results::compare(l, &r).is_empty());
}

/// A launch of a kernel of the loaded module `env` from the manifest fields `fields` (the default
/// configuration, no overrides).
fn prepare_kernel(
    env: &std::sync::Arc<fermi_sim::program::env::ProgEnv>,
    fields: &str,
) -> Result<fermi_sim::launch::Launch, fermi_sim::launch::manifest::InputError> {
    let m = fermi_sim::launch::manifest::Manifest::parse(&format!("({fields})"), "m.ron").unwrap();
    fermi_sim::launch::prepare_with(
        m,
        "m.ron",
        fermi_sim::config::Config::gf100(),
        env.clone(),
        &fermi_sim::launch::Overrides::default(),
    )
}

/// A big kernel's memory is a multiple of these sizes (docs/performance.md, "Memory per PTX
/// instruction": about nine tokens, one syntax-tree instruction with its identifiers and
/// operands, then the loaded program's tables, per instruction). A field or variant that makes
/// one of them grow must be boxed or justified here, with the bound raised.
#[test]
fn per_instruction_representations_stay_small() {
    use std::mem::size_of;
    let sizes = [
        (
            "lexer::Token",
            size_of::<fermi_sim::ptx::lexer::Token>(),
            40,
        ),
        ("ast::Ident", size_of::<fermi_sim::ptx::ast::Ident>(), 24),
        ("ast::Name", size_of::<fermi_sim::ptx::ast::Name>(), 8),
        (
            "ast::Instruction",
            size_of::<fermi_sim::ptx::ast::Instruction>(),
            88,
        ),
        (
            "ast::Operand",
            size_of::<fermi_sim::ptx::ast::Operand>(),
            56,
        ),
        ("ast::Stmt", size_of::<fermi_sim::ptx::ast::Stmt>(), 96),
        ("ir::Instr", size_of::<fermi_sim::program::ir::Instr>(), 88),
        (
            "decode::Decoded",
            size_of::<fermi_sim::program::decode::Decoded>(),
            80,
        ),
        (
            "ir::SrcInfo",
            size_of::<fermi_sim::program::ir::SrcInfo>(),
            12,
        ),
        ("ir::Guard", size_of::<fermi_sim::program::ir::Guard>(), 8),
    ];
    for (name, size, bound) in sizes {
        assert!(size <= bound, "{name} is {size} bytes, more than {bound}");
    }
}

/// Loading a syntax tree the loader may free (`load_per_function_owned`, which drops it before
/// Step 6) gives what loading a borrowed one gives: the same listing, the same unusable
/// functions and skipped items with their diagnostics, for a module with a function that does
/// not parse, a function whose body does not load and a usable kernel.
#[test]
fn an_owned_syntax_tree_loads_like_a_borrowed_one() {
    let src = ".version 7.0\n.target sm_20\n.address_size 64\n\
               .visible .entry broken() { add.s32 %r1 %r2; }\n\
               .visible .entry undeclared() { add.s32 %r9, %r9, 1; ret; }\n\
               .visible .entry fine() { .reg .b32 %r<2>; add.s32 %r1, %r1, 1; ret; }\n";
    let m = fermi_sim::ptx::parse_recovering("t.ptx", src).expect("recovers");
    let borrowed =
        program::load_per_function(&m, "t.ptx", src, 0, Default::default()).expect("loads");
    let owned =
        program::load_per_function_owned(m, "t.ptx", src, 0, Default::default()).expect("loads");
    let diags = |e: &ProgEnv| -> Vec<String> {
        e.unusable
            .iter()
            .map(|(f, d)| {
                format!(
                    "{f} {} {}:{} {}",
                    d.code, d.span.line, d.span.col, d.message
                )
            })
            .chain(
                e.skipped
                    .iter()
                    .map(|d| format!("skipped {} {}", d.code, d.message)),
            )
            .collect()
    };
    // `broken` (function 0, line 4) and `undeclared` (function 1, line 5) are unusable.
    let b = diags(&borrowed);
    assert_eq!(b.len(), 2, "{b:?}");
    assert!(b[0].starts_with("0 E0001 4:"), "{b:?}");
    assert!(b[1].starts_with("1 ") && b[1].contains(" 5:"), "{b:?}");
    assert_eq!(diags(&owned), b);
    assert_eq!(program::listing(&owned), program::listing(&borrowed));
}

/// The loader's dispatch (one arm per opcode, docs/design.md §15) reports what it reported when
/// the opcodes were routed by ordered string tests: `fermi-sim check` of a file with every
/// opcode of the dispatch, in accepted, refused and unknown forms (`.cc` carry chains, `cvt.pack`,
/// bulk `cp`, `bar.warp.sync`, `vote.sync`, missing modes, every unsupported instruction), prints
/// byte for byte the output recorded from the build before the change (stdout, then stderr),
/// but for the surface instructions `suld` and `sust`, which are modelled since.
#[test]
fn every_opcode_form_reports_as_before() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(["check", "tests/data/opcode_forms.ptx"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let got = [out.stdout, out.stderr].concat();
    let want =
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/opcode_forms.check"))
            .unwrap();
    assert!(got == want, "{}", String::from_utf8_lossy(&got));
}
