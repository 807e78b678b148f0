//! Parser tests: AST shapes of every instruction form the loader classifies, headers and
//! declarations, the thesis dialect, every sample file, and a table of malformed inputs with
//! their exact one-line diagnostics. Expected values are written by hand from the PTX ISA and
//! the thesis (T:Lnnn), never computed by the parser.

use fermi_sim::ptx::ast::*;
use fermi_sim::ptx::parse;
use std::path::{Path, PathBuf};

// ---------------------------------------------------------------- helpers

fn ok(src: &str) -> Module {
    match parse("t.ptx", src) {
        Ok(m) => m,
        Err(d) => panic!("unexpected parse error:\n{}", d.render()),
    }
}

/// Statements of the body of the first function.
fn body(m: &Module) -> &[Stmt] {
    for it in &m.items {
        if let TopItem::Function(f) = it {
            return &f.body.as_ref().expect("body").stmts;
        }
    }
    panic!("no function")
}

/// Parse one instruction line inside a real-dialect kernel.
fn instr(line: &str) -> Instruction {
    let src = format!(".version 4.2\n.target sm_20\n.entry k()\n{{\n{line}\n}}\n");
    let m = ok(&src);
    match &body(&m)[0] {
        Stmt::Instr(i) => i.clone(),
        s => panic!("not an instruction: {s:?}"),
    }
}

/// A compact rendering of an operand's *structure* (kind and payload) for table tests.
fn op(o: &Operand) -> String {
    match o {
        Operand::Name(i) => i.name.to_string(),
        Operand::Not(i) => format!("!{}", i.name),
        Operand::Special { name, dim } => format!(
            "S({}{})",
            name.name,
            dim.map(|d| format!(".{d}")).unwrap_or_default()
        ),
        Operand::Int(v, _) => format!("I({v})"),
        Operand::Float(f, _) => format!("F({f})"),
        Operand::FloatBits(b, w, _) => format!("FB({b:#x}/{w})"),
        Operand::Address { base, offset, .. } => {
            format!(
                "[{}{}]",
                base.as_ref().map(|b| b.name.as_str()).unwrap_or(""),
                if *offset != 0 || base.is_none() {
                    format!("{offset:+}")
                } else {
                    String::new()
                }
            )
        }
        Operand::Vector(v, _) => format!("{{{}}}", v.iter().map(op).collect::<Vec<_>>().join(" ")),
        Operand::Pair(ab) => format!("{}|{}", ab.0.name, ab.1.name),
        Operand::List(v, _) => format!("({})", v.iter().map(op).collect::<Vec<_>>().join(" ")),
        Operand::Expr(e) => format!("E({})", ex(e)),
    }
}

fn ex(e: &ConstExpr) -> String {
    match e {
        ConstExpr::Int(v, _) => v.to_string(),
        ConstExpr::Name(i) => i.name.to_string(),
        ConstExpr::Generic(i, _) => format!("generic({})", i.name),
        ConstExpr::Float(f, _) => format!("{f:?}"),
        ConstExpr::Unary(c, a, _) => format!("{c}{}", ex(a)),
        ConstExpr::Binary(o, a, b, _) => format!("({} {o} {})", ex(a), ex(b)),
        ConstExpr::Cond(c, a, b, _) => format!("({} ? {} : {})", ex(c), ex(a), ex(b)),
        ConstExpr::Cast(t, a, _) => format!("({t:?}){}", ex(a)),
    }
}

/// `[@[!]g] opcode [mods] size? | operands`
fn shape(i: &Instruction) -> String {
    let g = i
        .guard
        .as_ref()
        .map(|g| format!("@{}{} ", if g.negated { "!" } else { "" }, g.pred.name))
        .unwrap_or_default();
    let mods = i
        .mods
        .iter()
        .map(|m| m.name.as_str())
        .collect::<Vec<_>>()
        .join(".");
    let size = i
        .size
        .as_ref()
        .map(|b| format!(" #{}", b.0))
        .unwrap_or_default();
    let ops = i.operands.iter().map(op).collect::<Vec<_>>().join(", ");
    format!("{g}{} [{mods}]{size} | {ops}", i.opcode.name)
}

fn check_table(rows: &[(&str, &str)]) {
    let mut bad = Vec::new();
    for (src, want) in rows {
        let got = shape(&instr(src));
        if got != *want {
            bad.push(format!("{src}\n   want {want}\n   got  {got}"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

// ---------------------------------------------------------------- instruction forms

#[test]
fn arithmetic_forms() {
    check_table(&[
        ("mov.u32 %r1, %r2;", "mov [u32] | %r1, %r2"),
        ("mov.u64 %rd1, smem;", "mov [u64] | %rd1, smem"),
        (
            "mov.f32 %f1, 0f3F800000;",
            "mov [f32] | %f1, FB(0x3f800000/4)",
        ),
        (
            "mov.f64 %fd1, 0d3FF0000000000000;",
            "mov [f64] | %fd1, FB(0x3ff0000000000000/8)",
        ),
        ("add.s32 %r1, %r2, -5;", "add [s32] | %r1, %r2, I(-5)"),
        ("add.f32 %f1, %f2, 1.5;", "add [f32] | %f1, %f2, F(1.5)"),
        ("sub.u64 %rd1, %rd2, 0x10;", "sub [u64] | %rd1, %rd2, I(16)"),
        ("mul.lo.s32 %r1, %r2, 4;", "mul [lo.s32] | %r1, %r2, I(4)"),
        ("mul.hi.u32 %r1, %r2, %r3;", "mul [hi.u32] | %r1, %r2, %r3"),
        (
            "mul.wide.s32 %rd1, %r2, 4;",
            "mul [wide.s32] | %rd1, %r2, I(4)",
        ),
        (
            "mad.lo.s32 %r5, %r3, %r4, %r2;",
            "mad [lo.s32] | %r5, %r3, %r4, %r2",
        ),
        (
            "mad.hi.u32 %r5, %r3, %r4, %r2;",
            "mad [hi.u32] | %r5, %r3, %r4, %r2",
        ),
        (
            "mad.wide.u32 %rd5, %r3, %r4, %rd2;",
            "mad [wide.u32] | %rd5, %r3, %r4, %rd2",
        ),
        (
            "mad.rn.f32 %f1, %f2, %f3, %f4;",
            "mad [rn.f32] | %f1, %f2, %f3, %f4",
        ),
        ("div.s32 %r1, %r2, %r3;", "div [s32] | %r1, %r2, %r3"),
        (
            "div.rn.f64 %fd1, %fd2, %fd3;",
            "div [rn.f64] | %fd1, %fd2, %fd3",
        ),
        (
            "div.approx.f32 %f1, %f2, %f3;",
            "div [approx.f32] | %f1, %f2, %f3",
        ),
        ("rem.u32 %r1, %r2, 7;", "rem [u32] | %r1, %r2, I(7)"),
        ("min.s32 %r1, %r2, %r3;", "min [s32] | %r1, %r2, %r3"),
        ("max.f32 %f1, %f2, %f3;", "max [f32] | %f1, %f2, %f3"),
        ("abs.s32 %r1, %r2;", "abs [s32] | %r1, %r2"),
        ("neg.f32 %f1, %f2;", "neg [f32] | %f1, %f2"),
        ("and.b32 %r9, %r8, 63;", "and [b32] | %r9, %r8, I(63)"),
        ("or.pred %p1, %p2, %p3;", "or [pred] | %p1, %p2, %p3"),
        (
            "xor.b64 %rd1, %rd2, 0xFFFFFFFFFFFFFFFF;",
            "xor [b64] | %rd1, %rd2, I(18446744073709551615)",
        ),
        ("not.b32 %r1, %r2;", "not [b32] | %r1, %r2"),
        ("shl.b32 %r1, %r2, 2;", "shl [b32] | %r1, %r2, I(2)"),
        ("shr.s32 %r1, %r2, 31;", "shr [s32] | %r1, %r2, I(31)"),
        ("cvt.u64.u32 %rd1, %r1;", "cvt [u64.u32] | %rd1, %r1"),
        ("cvt.rn.f32.s32 %f1, %r1;", "cvt [rn.f32.s32] | %f1, %r1"),
        ("cvt.rzi.s32.f32 %r1, %f1;", "cvt [rzi.s32.f32] | %r1, %f1"),
        ("cvt.u32.u16 %r1, %tid.x;", "cvt [u32.u16] | %r1, S(%tid.x)"),
        (
            "cvta.to.global.u64 %rd6, %rd5;",
            "cvta [to.global.u64] | %rd6, %rd5",
        ),
        (
            "cvta.shared.u64 %rd1, smem;",
            "cvta [shared.u64] | %rd1, smem",
        ),
        (
            "selp.u32 %r15, 1, 0, %p2;",
            "selp [u32] | %r15, I(1), I(0), %p2",
        ),
        (
            "slct.s32.s32 %r1, %r2, %r3, %r4;",
            "slct [s32.s32] | %r1, %r2, %r3, %r4",
        ),
        (
            "set.lt.u32.s32 %r1, %r2, %r3;",
            "set [lt.u32.s32] | %r1, %r2, %r3",
        ),
        (
            "mul24.lo.s32 %r1, %r2, %r3;",
            "mul24 [lo.s32] | %r1, %r2, %r3",
        ),
        (
            "mad24.lo.u32 %r1, %r2, %r3, %r4;",
            "mad24 [lo.u32] | %r1, %r2, %r3, %r4",
        ),
        ("popc.b32 %r1, %r2;", "popc [b32] | %r1, %r2"),
        ("clz.b64 %r1, %rd2;", "clz [b64] | %r1, %rd2"),
        ("brev.b32 %r1, %r2;", "brev [b32] | %r1, %r2"),
        (
            "fma.rn.f32 %f1, %f2, %f3, %f4;",
            "fma [rn.f32] | %f1, %f2, %f3, %f4",
        ),
        ("rcp.rn.f64 %fd1, %fd2;", "rcp [rn.f64] | %fd1, %fd2"),
        ("sqrt.approx.f32 %f1, %f2;", "sqrt [approx.f32] | %f1, %f2"),
        (
            "rsqrt.approx.f32 %f1, %f2;",
            "rsqrt [approx.f32] | %f1, %f2",
        ),
        (
            "sin.approx.ftz.f32 %f1, %f2;",
            "sin [approx.ftz.f32] | %f1, %f2",
        ),
        ("cos.approx.f32 %f1, %f2;", "cos [approx.f32] | %f1, %f2"),
        ("lg2.approx.f32 %f1, %f2;", "lg2 [approx.f32] | %f1, %f2"),
        ("ex2.approx.f32 %f1, %f2;", "ex2 [approx.f32] | %f1, %f2"),
        (
            "testp.finite.f32 %p1, %f1;",
            "testp [finite.f32] | %p1, %f1",
        ),
        (
            "copysign.f32 %f1, %f2, %f3;",
            "copysign [f32] | %f1, %f2, %f3",
        ),
        ("mov.b64 {%r1, %r2}, %rd1;", "mov [b64] | {%r1 %r2}, %rd1"),
    ]);
}

#[test]
fn setp_forms() {
    check_table(&[
        (
            "setp.ge.s32 %p1, %r5, %r1;",
            "setp [ge.s32] | %p1, %r5, %r1",
        ),
        (
            "setp.lt.and.s32 %p1, %r1, %r2, %p2;",
            "setp [lt.and.s32] | %p1, %r1, %r2, %p2",
        ),
        (
            "setp.eq.or.u32 %p1, %r1, 0, !%p2;",
            "setp [eq.or.u32] | %p1, %r1, I(0), !%p2",
        ),
        (
            "setp.eq.s32 %p1|%p2, %r1, 0;",
            "setp [eq.s32] | %p1|%p2, %r1, I(0)",
        ),
        (
            "setp.ne.s32 %p1 | %p2, %r1, 0;",
            "setp [ne.s32] | %p1|%p2, %r1, I(0)",
        ),
        (
            "setp.gtu.f32 %p1, %f1, 0f00000000;",
            "setp [gtu.f32] | %p1, %f1, FB(0x0/4)",
        ),
        (
            "@%p1 setp.lo.u32 %p2, %r1, %r2;",
            "@%p1 setp [lo.u32] | %p2, %r1, %r2",
        ),
        (
            "@!%p1 setp.hs.u32 %p2, %r1, %r2;",
            "@!%p1 setp [hs.u32] | %p2, %r1, %r2",
        ),
    ]);
}

#[test]
fn memory_forms() {
    check_table(&[
        (
            "ld.param.u64 %rd4, [vadd_param_0];",
            "ld [param.u64] | %rd4, [vadd_param_0]",
        ),
        (
            "ld.global.f32 %f1, [%rd3];",
            "ld [global.f32] | %f1, [%rd3]",
        ),
        (
            "ld.global.ca.u32 %r1, [%rd1+4];",
            "ld [global.ca.u32] | %r1, [%rd1+4]",
        ),
        (
            "ld.global.cg.u32 %r1, [%rd1+-8];",
            "ld [global.cg.u32] | %r1, [%rd1-8]",
        ),
        (
            "ld.global.cs.u32 %r1, [%rd1-8];",
            "ld [global.cs.u32] | %r1, [%rd1-8]",
        ),
        (
            "ld.global.lu.u32 %r1, [%rd1];",
            "ld [global.lu.u32] | %r1, [%rd1]",
        ),
        (
            "ld.global.cv.u32 %r1, [%rd1];",
            "ld [global.cv.u32] | %r1, [%rd1]",
        ),
        ("ld.shared.u32 %r1, [x+4];", "ld [shared.u32] | %r1, [x+4]"),
        (
            "ld.local.u64 %rd1, [__local_depot0];",
            "ld [local.u64] | %rd1, [__local_depot0]",
        ),
        ("ld.const.f32 %f1, [0x100];", "ld [const.f32] | %f1, [+256]"),
        (
            "ld.volatile.shared.u32 %r1, [%rd2];",
            "ld [volatile.shared.u32] | %r1, [%rd2]",
        ),
        (
            "ld.volatile.global.s8 %r1, [%rd2];",
            "ld [volatile.global.s8] | %r1, [%rd2]",
        ),
        ("ld.u32 %r1, [%rd2];", "ld [u32] | %r1, [%rd2]"),
        (
            "ldu.global.f32 %f1, [%rd2];",
            "ldu [global.f32] | %f1, [%rd2]",
        ),
        (
            "ld.global.v2.f32 {%f1, %f2}, [%rd1];",
            "ld [global.v2.f32] | {%f1 %f2}, [%rd1]",
        ),
        (
            "ld.global.v4.u32 {%r1, _, %r3, %r4}, [%rd1+16];",
            "ld [global.v4.u32] | {%r1 _ %r3 %r4}, [%rd1+16]",
        ),
        (
            "st.global.f32 [%rd1], %f3;",
            "st [global.f32] | [%rd1], %f3",
        ),
        (
            "st.global.wb.u32 [%rd1], %r1;",
            "st [global.wb.u32] | [%rd1], %r1",
        ),
        (
            "st.global.cg.u32 [%rd1], 1;",
            "st [global.cg.u32] | [%rd1], I(1)",
        ),
        (
            "st.global.cs.u32 [%rd1], %r1;",
            "st [global.cs.u32] | [%rd1], %r1",
        ),
        (
            "st.global.wt.u32 [%rd1], %r1;",
            "st [global.wt.u32] | [%rd1], %r1",
        ),
        (
            "st.shared.u32 [%rd7], %r7;",
            "st [shared.u32] | [%rd7], %r7",
        ),
        ("st.local.u32 [%SP+0], %r1;", "st [local.u32] | [%SP], %r1"),
        (
            "st.param.b32 [param0+0], %r1;",
            "st [param.b32] | [param0], %r1",
        ),
        (
            "st.volatile.shared.u32 [%rd1], %r2;",
            "st [volatile.shared.u32] | [%rd1], %r2",
        ),
        ("st.const.u32 [c], %r2;", "st [const.u32] | [c], %r2"),
    ]);
}

#[test]
fn atomic_forms() {
    let mut rows = Vec::new();
    let mut srcs = Vec::new();
    for space in ["global", "shared"] {
        for aop in [
            "and", "or", "xor", "exch", "add", "inc", "dec", "min", "max",
        ] {
            srcs.push((
                format!("atom.{space}.{aop}.u32 %r1, [%rd1], %r2;"),
                format!("atom [{space}.{aop}.u32] | %r1, [%rd1], %r2"),
            ));
            srcs.push((
                format!("red.{space}.{aop}.u32 [%rd1], 1;"),
                format!("red [{space}.{aop}.u32] | [%rd1], I(1)"),
            ));
        }
        srcs.push((
            format!("atom.{space}.cas.b32 %r1, [%rd1], %r2, %r3;"),
            format!("atom [{space}.cas.b32] | %r1, [%rd1], %r2, %r3"),
        ));
    }
    srcs.push((
        "atom.global.add.f32 %f1, [%rd1], 0f3F800000;".into(),
        "atom [global.add.f32] | %f1, [%rd1], FB(0x3f800000/4)".into(),
    ));
    for (a, b) in &srcs {
        rows.push((a.as_str(), b.as_str()));
    }
    assert_eq!(rows.len(), 2 * 19 + 1);
    check_table(&rows);
}

#[test]
fn barrier_vote_control_forms() {
    check_table(&[
        ("bar.sync 0;", "bar [sync] | I(0)"),
        ("bar.sync 1, %r1;", "bar [sync] | I(1), %r1"),
        ("bar.arrive 1, 64;", "bar [arrive] | I(1), I(64)"),
        (
            "bar.red.popc.u32 %r1, 0, %p1;",
            "bar [red.popc.u32] | %r1, I(0), %p1",
        ),
        (
            "bar.red.and.pred %p1, 0, 64, !%p2;",
            "bar [red.and.pred] | %p1, I(0), I(64), !%p2",
        ),
        (
            "bar.red.or.pred %p1, 0, %p2;",
            "bar [red.or.pred] | %p1, I(0), %p2",
        ),
        ("membar.cta;", "membar [cta] | "),
        ("membar.gl;", "membar [gl] | "),
        ("membar.sys;", "membar [sys] | "),
        ("vote.all.pred %p1, %p2;", "vote [all.pred] | %p1, %p2"),
        ("vote.any.pred %p1, !%p2;", "vote [any.pred] | %p1, !%p2"),
        ("vote.uni.pred %p1, %p2;", "vote [uni.pred] | %p1, %p2"),
        ("vote.ballot.b32 %r16, a;", "vote [ballot.b32] | %r16, a"),
        ("@%p1 bra $L__BB0_2;", "@%p1 bra [] | $L__BB0_2"),
        ("@!%p1 bra.uni BB0_2;", "@!%p1 bra [uni] | BB0_2"),
        ("brx.idx %r2, $L_brx_0;", "brx [idx] | %r2, $L_brx_0"),
        ("ret;", "ret [] | "),
        ("ret.uni;", "ret [uni] | "),
        ("exit;", "exit [] | "),
        (
            "call.uni (retval0), fib, (param0, param1);",
            "call [uni] | (retval0), fib, (param0 param1)",
        ),
        (
            "call.uni\n\t(retval0),\n\tfib,\n\t(\n\tparam0\n\t);",
            "call [uni] | (retval0), fib, (param0)",
        ),
        ("call f, ();", "call [] | f, ()"),
        ("call g;", "call [] | g"),
        (
            "@%p1 call (r), %rd1, (a), prototype_0;",
            "@%p1 call [] | (r), %rd1, (a), prototype_0",
        ),
    ]);
}

#[test]
fn special_registers() {
    let mut rows = Vec::new();
    let dims = ["%tid", "%ntid", "%ctaid", "%nctaid"];
    let mut owned = Vec::new();
    for s in dims {
        for d in ["x", "y", "z"] {
            owned.push((
                format!("mov.u32 %r1, {s}.{d};"),
                format!("mov [u32] | %r1, S({s}.{d})"),
            ));
        }
    }
    for s in [
        "%laneid",
        "%warpid",
        "%nwarpid",
        "%smid",
        "%nsmid",
        "%gridid",
        "%clock",
        "%clock64",
        "%lanemask_eq",
        "%lanemask_le",
        "%lanemask_lt",
        "%lanemask_ge",
        "%lanemask_gt",
        "%pm0",
        "%envreg3",
        "%tid",
    ] {
        owned.push((
            format!("mov.u32 %r1, {s};"),
            format!("mov [u32] | %r1, S({s})"),
        ));
    }
    for (a, b) in &owned {
        rows.push((a.as_str(), b.as_str()));
    }
    check_table(&rows);
    // A register whose name merely starts like a special one is a plain name.
    assert_eq!(
        shape(&instr("mov.u32 %r1, %tidx;")),
        "mov [u32] | %r1, %tidx"
    );
}

#[test]
fn immediates_and_expressions() {
    check_table(&[
        ("mov.u32 %r1, 017;", "mov [u32] | %r1, I(15)"),
        ("mov.u32 %r1, 0b1011;", "mov [u32] | %r1, I(11)"),
        ("mov.u32 %r1, 42U;", "mov [u32] | %r1, I(42)"),
        ("mov.u32 %r1, 0X1f;", "mov [u32] | %r1, I(31)"),
        ("mov.f32 %f1, 1.5e-3;", "mov [f32] | %f1, F(0.0015)"),
        ("mov.f32 %f1, -2.5;", "mov [f32] | %f1, F(-2.5)"),
        ("mov.u64 %rd1, x+4;", "mov [u64] | %rd1, E((x + 4))"),
        ("mov.u32 %r1, (2+3)*4;", "mov [u32] | %r1, E(((2 + 3) * 4))"),
        (
            "mov.u32 %r1, 1 << 4 | 1;",
            "mov [u32] | %r1, E(((1 << 4) | 1))",
        ),
        ("mov.s64 %rd1, -(1);", "mov [s64] | %rd1, I(-1)"),
        ("mov.u32 %r1, ~0;", "mov [u32] | %r1, E(~0)"),
    ]);
}

#[test]
fn spans_are_one_based_line_and_char_column() {
    let src =
        ".version 4.2\n.target sm_20\n.entry k()\n{\n\t// é comment\n  \tadd.s32 %r1, %r2, 3;\n}\n";
    let m = ok(src);
    let Stmt::Instr(i) = &body(&m)[0] else {
        panic!()
    };
    assert_eq!((i.opcode.span.line, i.opcode.span.col), (6, 4));
    assert_eq!(
        &src[i.opcode.span.start as usize..i.opcode.span.end as usize],
        "add"
    );
    let Operand::Int(v, s) = &i.operands[2] else {
        panic!("{:?}", i.operands[2])
    };
    assert_eq!(v.get(), 3);
    assert_eq!((s.line, s.col), (6, 22));
    assert_eq!(
        &src[i.span.start as usize..i.span.end as usize],
        "add.s32 %r1, %r2, 3;"
    );
}

// ---------------------------------------------------------------- module structure

const CLANG: &str = r#"//
// Generated by LLVM NVPTX Back-End
//

.version 4.2
.target sm_20, texmode_independent
.address_size 64

	// .globl	hist
.extern .shared .align 4 .b8 smem[];
.global .align 4 .u32 table[2][3] = {{1, 2, 3}, {4, 5, 6}};
.const .f32 coef[3] = {1.0, 0f40000000, -2.5};
.global .u64 ptrs[2] = {table, table+4};
.global .u32 big = (10 / 2 + 3) * 2;
.file 1 "/src/k.cu", 1700000000, 1234
.extern .func (.param .b32 func_retval0) vprintf(.param .b64 vprintf_param_0, .param .b64 vprintf_param_1);

.weak .func (.param .b32 func_retval0) f(
	.param .b32 f_param_0,
	.param .align 8 .b8 f_param_1[16]
) .noreturn
{
	ret;
}

.visible .entry hist(
	.param .u64 .ptr .global .align 4 hist_param_0,
	.param .u32 hist_param_1
)
.maxntid 256, 1, 1
.minnctapersm 2
{
	.reg .pred 	%p<4>;
	.reg .b32 	%r<20>, %tmp;
	.shared .align 4 .b8 _ZZ4histE1s[256];
	.local .align 8 .b8 	__local_depot0[32];
	.loc 1 3 1
	.loc	1 25 0, function_name $L__info_string0, inlined_at 1 18 5
	.pragma "nounroll";
$L__BB0_1:
	{ .reg .pred a, b; setp.ne.s32 a, %r15, 0; vote.all.pred b, a; selp.s32 %r14, 1, 0, b; }
	{ // callseq 0, 0
	.param .b32 param0;
	st.param.b32 	[param0+0], %r1;
	.param .b32 retval0;
	prototype_0 : .callprototype (.param .b32 _) _ (.param .b32 _);
	call (retval0), 
	%rd1, 
	(
	param0
	)
	, prototype_0;
	} // callseq 0
	/* block
	   comment */
BB0_2:
$Lt_0_1:
	ret;

}
.section	.debug_info
	{
.b32 230
.b8 2
.b64 $L__func_begin0
	}
.section .debug_loc { }
"#;

#[test]
fn clang_module_structure() {
    let m = ok(CLANG);
    assert_eq!(m.dialect, Dialect::Real);
    assert_eq!(m.version.map(|(a, b, _)| (a, b)), Some((4, 2)));
    assert_eq!(
        m.target.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(),
        ["sm_20", "texmode_independent"]
    );
    assert_eq!(m.address_size.map(|a| a.0), Some(64));
    let vars: Vec<&VarDecl> = m
        .items
        .iter()
        .filter_map(|i| {
            if let TopItem::Var(v) = i {
                Some(v)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(vars.len(), 5);
    // .extern .shared .align 4 .b8 smem[];
    assert_eq!(
        (
            vars[0].space,
            vars[0].linkage.external,
            vars[0].align,
            vars[0].ty
        ),
        (Space::Shared, true, Some(4), Some(Type::B8))
    );
    assert_eq!(vars[0].items[0].dims, vec![None]);
    // nested initialiser, two dimensions
    assert_eq!(vars[1].items[0].dims, vec![Some(2), Some(3)]);
    let Some(Init::List(rows, _)) = &vars[1].items[0].init else {
        panic!()
    };
    assert_eq!(rows.len(), 2);
    let Init::List(r1, _) = &rows[1] else {
        panic!()
    };
    assert!(matches!(r1[2], Init::Expr(ConstExpr::Int(6, _))));
    let Some(Init::List(c, _)) = &vars[2].items[0].init else {
        panic!()
    };
    assert!(matches!(c[1], Init::Expr(ConstExpr::Float(f, _)) if f == 2.0));
    assert!(
        matches!(&c[2], Init::Expr(ConstExpr::Unary('-', e, _)) if matches!(**e, ConstExpr::Float(f, _) if f == 2.5))
    );
    let Some(Init::List(p, _)) = &vars[3].items[0].init else {
        panic!()
    };
    assert!(matches!(&p[0], Init::Expr(ConstExpr::Name(n)) if n.name == "table"));
    assert!(matches!(&p[1], Init::Expr(ConstExpr::Binary(o, _, _, _)) if o == "+"));
    let Some(Init::Expr(e)) = &vars[4].items[0].init else {
        panic!()
    };
    assert_eq!(ex(e), "(((10 / 2) + 3) * 2)");

    let funcs: Vec<&Function> = m
        .items
        .iter()
        .filter_map(|i| {
            if let TopItem::Function(f) = i {
                Some(f)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(funcs.len(), 3);
    let vp = funcs[0];
    assert!(vp.linkage.external && vp.body.is_none() && !vp.is_entry);
    assert_eq!(vp.returns[0].name.name, "func_retval0");
    assert_eq!(vp.params.len(), 2);
    let f = funcs[1];
    assert!(f.linkage.weak);
    assert_eq!(
        (f.params[1].align, f.params[1].ty, f.params[1].array),
        (Some(8), Some(Type::B8), Some(16))
    );
    assert_eq!(
        f.directives
            .iter()
            .map(|d| d.name.as_str())
            .collect::<Vec<_>>(),
        ["noreturn"]
    );
    let k = funcs[2];
    assert!(k.is_entry && k.linkage.visible);
    assert_eq!(
        k.params[0]
            .ptr_attrs
            .iter()
            .map(|a| a.name.as_str())
            .collect::<Vec<_>>(),
        ["ptr", "global"]
    );
    assert_eq!(
        (k.params[0].align, k.params[0].ty, k.params[0].space),
        (Some(4), Some(Type::U64), Space::Param)
    );
    assert_eq!(
        k.directives
            .iter()
            .map(|d| d.name.as_str())
            .collect::<Vec<_>>(),
        ["maxntid", "minnctapersm"]
    );

    let b = &k.body.as_ref().unwrap().stmts;
    let kinds: Vec<String> = b
        .iter()
        .map(|s| match s {
            Stmt::Label(l) => format!("L:{}", l.name),
            Stmt::Var(v) => format!("V:{:?}", v.space),
            Stmt::Block(b) => format!("B{}", b.stmts.len()),
            Stmt::Instr(i) => format!("I:{}", i.opcode.name),
            Stmt::Directive(d, _) => format!("D:{}", d.name),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "V:Reg",
            "V:Reg",
            "V:Shared",
            "V:Local",
            "D:loc",
            "D:loc",
            "D:pragma",
            "L:$L__BB0_1",
            "B4",
            "B5",
            "L:BB0_2",
            "L:$Lt_0_1",
            "I:ret"
        ]
    );
    let Stmt::Var(r) = &b[1] else { panic!() };
    assert_eq!(
        (r.items[0].name.name.as_str(), r.items[0].range),
        ("%r", Some(20))
    );
    assert_eq!(
        (r.items[1].name.name.as_str(), r.items[1].range),
        ("%tmp", None)
    );
    let Stmt::Block(cs) = &b[9] else { panic!() };
    assert!(matches!(&cs.stmts[3], Stmt::Directive(d, _) if d.name == "callprototype"));
    let Stmt::Instr(call) = &cs.stmts[4] else {
        panic!()
    };
    assert_eq!(
        shape(call),
        "call [] | (retval0), %rd1, (param0), prototype_0"
    );
    let ignored: Vec<&str> = m
        .items
        .iter()
        .filter_map(|i| {
            if let TopItem::Ignored(d) = i {
                Some(d.name.as_str())
            } else {
                None
            }
        })
        .collect();
    assert_eq!(ignored, ["file", "section", "section"]);
}

#[test]
fn brx_idx_with_branchtargets() {
    let m = ok(".version 6.0\n.target sm_30\n.entry k()\n{\n$L_brx_0: .branchtargets L1, L2, L3;\nbrx.idx %r2, $L_brx_0;\nL1:\nL2:\nL3:\nret;\n}\n");
    let b = body(&m);
    assert!(matches!(&b[0], Stmt::Label(l) if l.name == "$L_brx_0"));
    let Stmt::Instr(t) = &b[1] else { panic!() };
    assert_eq!(shape(t), ".branchtargets [] | L1, L2, L3");
    let Stmt::Instr(x) = &b[2] else { panic!() };
    assert_eq!(shape(x), "brx [idx] | %r2, $L_brx_0");
}

// ---------------------------------------------------------------- thesis dialect

#[test]
fn thesis_dialect_shapes() {
    // Listing 5.2 (T:L1564-1594) and friends: untyped declarations, module-scope .reg, .local
    // parameter, numeric size, preRet with and without target, ssy with number/label, brk/break.
    let src = ".global var0 = 8;\n.reg %stackBase;\n.func function(.local p0)\n{\n.reg a, addr;\nadd addr, %stackBase, [p0];\nld .local 64 a, [addr];\nret;\n}\n\
               setp .eq p, a, b;\nssy 10;\nssy L;\nsync;\npreBrk L;\npreRet;\n@p1 preRet L22;\nbrk;\n@p break;\nbra r;\nPATH-1:\nbra PATH-1;\n\
               st .global .u32 .cg lock, 1;\n.local .u128 x;\n";
    let m = ok(src);
    assert_eq!((m.dialect, m.version), (Dialect::Thesis, None));
    let TopItem::Var(v) = &m.items[0] else {
        panic!()
    };
    assert_eq!((v.space, v.ty), (Space::Global, None));
    assert!(matches!(
        v.items[0].init,
        Some(Init::Expr(ConstExpr::Int(8, _)))
    ));
    let TopItem::Var(r) = &m.items[1] else {
        panic!()
    };
    assert_eq!(
        (r.space, r.ty, r.items[0].name.name.as_str()),
        (Space::Reg, None, "%stackBase")
    );
    let TopItem::Function(f) = &m.items[2] else {
        panic!()
    };
    assert_eq!(
        (
            f.params[0].space,
            f.params[0].ty,
            f.params[0].name.name.as_str()
        ),
        (Space::Local, None, "p0")
    );
    let b = &f.body.as_ref().unwrap().stmts;
    let Stmt::Var(d) = &b[0] else { panic!() };
    assert_eq!(d.items.len(), 2);
    let Stmt::Instr(ld) = &b[2] else { panic!() };
    assert_eq!(shape(ld), "ld [local] #64 | a, [addr]");
    let tops: Vec<String> = m.items[3..]
        .iter()
        .map(|i| match i {
            TopItem::Stmt(Stmt::Instr(i)) => shape(i),
            TopItem::Stmt(Stmt::Label(l)) => format!("{}:", l.name),
            TopItem::Var(v) => format!("var {:?} {:?}", v.space, v.ty),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(
        tops,
        [
            "setp [eq] | p, a, b",
            "ssy [] | I(10)",
            "ssy [] | L",
            "sync [] | ",
            "preBrk [] | L",
            "preRet [] | ",
            "@p1 preRet [] | L22",
            "brk [] | ",
            "@p break [] | ",
            "bra [] | r",
            "PATH-1:",
            "bra [] | PATH-1",
            "st [global.u32.cg] | lock, I(1)",
            "var Local Some(U128)",
        ]
    );
}

#[test]
fn thesis_listings_parse_with_expected_shape() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-samples/thesis");
    let read = |n: &str| std::fs::read_to_string(dir.join(n)).unwrap();
    // Listing 2.2 (T:L393-413) has `.version`: real dialect, thesis spacing.
    let m = ok(&read("listing-2.2.ptx"));
    assert_eq!(m.dialect, Dialect::Real);
    let Stmt::Instr(i) = &body(&m)[3] else {
        panic!()
    };
    assert_eq!(shape(i), "ld [param.u32] | address, [a]");
    // Listing 5.5 (T:L2010-2025): 10 top-level statements, ssy 10 numeric.
    let m = ok(&read("listing-5.5.ptx"));
    assert_eq!(m.items.len(), 10);
    assert!(matches!(&m.items[1], TopItem::Stmt(Stmt::Instr(i)) if shape(i) == "ssy [] | I(10)"));
    // Listing 5.6 (T:L2050-2068): labels PATH-1..3 with dashes, `bra r`.
    let m = ok(&read("listing-5.6.ptx"));
    let labels: Vec<&str> = m
        .items
        .iter()
        .filter_map(|i| {
            if let TopItem::Stmt(Stmt::Label(l)) = i {
                Some(l.name.as_str())
            } else {
                None
            }
        })
        .collect();
    assert_eq!(labels, ["PATH-1", "PATH-2", "PATH-3", "SYNC"]);
    // Listing 5.4 (T:L1671-1698): nested scopes, two labels named BLOCK.
    let m = ok(&read("listing-5.4.ptx"));
    let b = body(&m);
    assert!(matches!(&b[2], Stmt::Label(l) if l.name == "BLOCK"));
    let Stmt::Block(outer) = &b[3] else {
        panic!("{:?}", b[3])
    };
    assert!(matches!(&outer.stmts[0], Stmt::Block(_)));
    assert!(matches!(outer.stmts.last(), Some(Stmt::Label(l)) if l.name == "BLOCK"));
    // Listing 6.2 (corrected, T:L2914-2939).
    let m = ok(&read("listing-6.2.ptx"));
    let b = body(&m);
    let shapes: Vec<String> = b
        .iter()
        .filter_map(|s| {
            if let Stmt::Instr(i) = s {
                Some(shape(i))
            } else {
                None
            }
        })
        .collect();
    assert_eq!(shapes[1], "atom [global.cas.u32] | r, lock, I(1), I(0)");
    assert_eq!(shapes[3], "@p break [] | ");
}

#[test]
fn thesis_originals_first_error() {
    // ptx-samples/thesis/original/expected-errors.ron: the elided body of Listing 5.3 (T:L1607)
    // is a syntax error at line 2 col 49 on `...`.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-samples/thesis/original");
    let src = std::fs::read_to_string(dir.join("listing-5.3.ptx")).unwrap();
    let e = parse("listing-5.3.ptx", &src).unwrap_err();
    let d = e.first().unwrap();
    assert_eq!((d.span.line, d.span.col), (2, 49));
    assert_eq!(&src[d.span.start as usize..d.span.end as usize], "...");
    assert!(d.message.contains("syntax error"));
    // The other originals are syntactically fine (their errors are the loader's, e.g. the
    // undefined label of 6.2 and the target-less preRet of 5.2).
    for n in [
        "listing-2.2.ptx",
        "listing-5.1.ptx",
        "listing-5.2.ptx",
        "listing-5.4.ptx",
        "listing-5.5.ptx",
        "listing-5.6.ptx",
        "listing-5.7.ptx",
        "listing-6.2.ptx",
    ] {
        let src = std::fs::read_to_string(dir.join(n)).unwrap();
        assert!(parse(n, &src).is_ok(), "{n}");
    }
}

// ---------------------------------------------------------------- all samples

fn ptx_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            if !p.ends_with("thesis/original") {
                ptx_files(&p, out);
            }
        } else if p.extension().is_some_and(|e| e == "ptx") {
            out.push(p);
        }
    }
}

#[test]
fn every_sample_parses() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-samples");
    let mut files = Vec::new();
    ptx_files(&root, &mut files);
    assert!(files.len() >= 10, "samples missing: {}", files.len());
    let mut bad = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        match parse(&f.display().to_string(), &src) {
            Err(d) => bad.push(d.render()),
            Ok(m) => {
                let want = if src.contains(".version") {
                    Dialect::Real
                } else {
                    Dialect::Thesis
                };
                assert_eq!(m.dialect, want, "{}", f.display());
                assert!(!m.items.is_empty(), "{}", f.display());
            }
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

// ---------------------------------------------------------------- diagnostics

/// Malformed inputs and their exact one-line diagnostics (file `t.ptx`).
#[test]
fn malformed_inputs_exact_diagnostics() {
    const H: &str = ".version 4.2\n.target sm_20\n.entry k()\n{\n"; // body starts on line 5
    let rows: Vec<(String, &str)> = vec![
        // missing `;` (next instruction on the next line)
        (format!("{H}\tadd.s32 %r1, %r2, 1\n\tret;\n}}\n"), "t.ptx:5:20: error[E0006]: missing `;` after `1`"),
        (format!("{H}\tret\n}}\n"), "t.ptx:5:2: error[E0006]: missing `;` after `ret`"),
        (format!("{H}\t.reg .b32 %r<4>\n\tret;\n}}\n"), "t.ptx:5:16: error[E0006]: missing `;` after `>`"),
        (format!("{H}\tret\n\t.reg .b32 %r1;\n}}\n"), "t.ptx:5:2: error[E0006]: missing `;` after `ret`"),
        (format!("{H}\tbar.sync 0\n\tadd.s32 %r1, %r1, 1;\n}}\n"), "t.ptx:5:11: error[E0006]: missing `;` after `0`"),
        (format!("{H}\tbra.uni\n\t$L__BB0_1:\n}}\n"), "t.ptx:5:5: error[E0006]: missing `;` after `.uni`"),
        (format!("{H}\texit\n\t@%p1 bra L;\n}}\n"), "t.ptx:5:2: error[E0006]: missing `;` after `exit`"),
        (format!("{H}\tmembar.gl\n\tadd.s32 %r1, %r1, 1;\n}}\n"), "t.ptx:5:8: error[E0006]: missing `;` after `.gl`"),
        // junk where `,` or `;` belongs, on the same line
        (format!("{H}\tadd.s32 %r1, %r2 %r3;\n}}\n"), "t.ptx:5:19: error[E0001]: syntax error: expected `,` or `;` after the operand, found `%r3`"),
        // `{` without `}`
        (format!("{H}\tret;\n"), "t.ptx:4:1: error[E0003]: unclosed block: `{` without `}`"),
        (format!("{H}\t{{\n\tret;\n}}\n"), "t.ptx:4:1: error[E0003]: unclosed block: `{` without `}`"),
        // unterminated comment
        (format!("{H}\t/* open\n\tret;\n}}\n"), "t.ptx:5:2: error[E0002]: unterminated block comment"),
        // bad number literals
        (format!("{H}\tmov.u32 %r1, 0xZZ;\n}}\n"), "t.ptx:5:15: error[E0004]: bad number literal `0xZZ`"),
        (format!("{H}\tmov.u32 %r1, 09;\n}}\n"), "t.ptx:5:15: error[E0004]: bad number literal `09`"),
        (format!("{H}\tmov.f32 %f1, 0f3F80;\n}}\n"), "t.ptx:5:15: error[E0004]: bad number literal `0f3F80`"),
        (format!("{H}\tmov.u32 %r1, 99999999999999999999;\n}}\n"), "t.ptx:5:15: error[E0004]: bad number literal `99999999999999999999`"),
        // stray `@`
        (format!("{H}\t@ ;\n}}\n"), "t.ptx:5:4: error[E0001]: syntax error: expected a predicate register after `@`, found `;`"),
        (format!("{H}\t@ ret;\n}}\n"), "t.ptx:5:7: error[E0001]: syntax error: expected an opcode after the guard, found `;`"),
        (format!("{H}\t@%p1;\n}}\n"), "t.ptx:5:6: error[E0001]: syntax error: expected an opcode after the guard, found `;`"),
        (format!("{H}\tadd.s32 %r1, @%p1;\n}}\n"), "t.ptx:5:15: error[E0001]: syntax error: stray `@` in operand position"),
        // unsupported directives
        (".version 4.2\n.target sm_20\n.visible .surfref s;\n".into(), "t.ptx:3:10: error[E0005]: unsupported directive `.surfref`"),
        (".version 4.2\n.target sm_20\n.samplerref s;\n".into(), "t.ptx:3:1: error[E0005]: unsupported directive `.samplerref`"),
        (format!("{H}\t.texref t;\n}}\n"), "t.ptx:5:2: error[E0005]: unsupported directive `.texref`"),
        (".version 4.2\n.target sm_20\n.alias a, b;\n".into(), "t.ptx:3:1: error[E0005]: unsupported directive `.alias`"),
        (".version 4.2\n.target sm_20\n.entry k() .maxwarps 2 { ret; }\n".into(), "t.ptx:3:12: error[E0005]: unsupported directive `.maxwarps`"),
        // elided body (Listing 5.3, T:L1607)
        (".func f() { ... }\n".into(), "t.ptx:1:13: error[E0001]: syntax error: expected an instruction, a label, a declaration or `}`, found `...`"),
        // header problems
        (".version 4\n".into(), "t.ptx:1:10: error[E0001]: syntax error: expected a version `major.minor` such as `4.2`, found `4`"),
        (".version 4.2\n.target\n.entry k() { ret; }\n".into(), "t.ptx:3:1: error[E0001]: syntax error: expected a target name such as `sm_20`, found `.entry`"),
        // thesis-only constructs in a real file
        (".version 4.2\n.target sm_20\nadd.s32 %r1, %r1, 1;\n".into(), "t.ptx:3:1: error[E0010]: instruction or label outside a function: `add`"),
        (format!("{H}\t.reg a;\n}}\n"), "t.ptx:5:7: error[E0010]: declaration without a type"),
        // lexical
        (format!("{H}\tmov.u32 %r1, #5;\n}}\n"), "t.ptx:5:15: error[E0007]: unexpected character `#`"),
        (".version 4.2\n.pragma \"nounroll;\n".into(), "t.ptx:2:9: error[E0008]: unterminated string literal"),
        // operands and addresses
        (format!("{H}\tld.global.u32 %r1, [%rd1+%r2];\n}}\n"), "t.ptx:5:27: error[E0001]: syntax error: expected an integer offset, found `%r2`"),
        (format!("{H}\tld.global.u32 %r1, [%rd1;\n}}\n"), "t.ptx:5:26: error[E0001]: syntax error: expected `]` closing the address, found `;`"),
        (format!("{H}\tmov.u32 %r1, %tid.w;\n}}\n"), "t.ptx:5:19: error[E0001]: syntax error: expected a dimension `.x`, `.y` or `.z`, found `.w`"),
        (format!("{H}\tmov.u32 %r1, ;\n}}\n"), "t.ptx:5:15: error[E0001]: syntax error: expected an operand, found `;`"),
        (format!("{H}\tcall (r), f, (a;\n}}\n"), "t.ptx:5:17: error[E0001]: syntax error: expected `,` or `)` in the list, found `;`"),
        (format!("{H}\ttex.2d.v4.f32.s32 {{%f1, %f2, %f3, %f4}}, [tex0, {{%r1, %r2}};\n}}\n"), "t.ptx:5:59: error[E0001]: syntax error: expected `]` closing the texture operand, found `;`"),
        // declarations
        (".version 4.2\n.target sm_20\n.global .u32 a[99999999999];\n".into(), "t.ptx:3:16: error[E0011]: number `99999999999` is too large here"),
        (".version 4.2\n.target sm_20\n.global .u32 a = {1, 2;\n".into(), "t.ptx:3:23: error[E0001]: syntax error: expected `,` or `}` in the initialiser list, found `;`"),
        (".version 4.2\n.target sm_20\n.entry k(.param .u32) { ret; }\n".into(), "t.ptx:3:21: error[E0001]: syntax error: expected a parameter name, found `)`"),
        (".version 4.2\n.target sm_20\n.entry k() ret;\n".into(), "t.ptx:3:12: error[E0001]: syntax error: expected `{` or `;` after the function header, found `ret`"),
        (".version 4.2\n.target sm_20\n.section .debug_info {\n.b8 1\n".into(), "t.ptx:3:22: error[E0003]: unclosed `.section` block"),
        (".version 4.2\n.target sm_20\n.loc 1 x 1\n".into(), "t.ptx:3:8: error[E0001]: syntax error: expected a line number, found `x`"),
        // nesting limit: the function body is level 1, the 201st `{` (column 212) overflows
        (format!(".entry k() {}", "{".repeat(300)), "t.ptx:1:213: error[E0009]: nesting deeper than 200 levels"),
        // stray closing brace at top level
        ("}\n".into(), "t.ptx:1:1: error[E0001]: syntax error: unmatched `}`"),
        (".version 4.2\n.entry k() { ret; }\n}\n".into(), "t.ptx:3:1: error[E0001]: syntax error: unmatched `}`"),
        (".version 4.2\n.entry k() { ret; }\n;\n".into(), "t.ptx:3:1: error[E0001]: syntax error: expected a directive (`.entry`, `.func`, a declaration), found `;`"),
        ("add r, r, 1;\n;\n".into(), "t.ptx:2:1: error[E0001]: syntax error: expected an instruction, a label, a declaration or `}`, found `;`"),
    ];
    let mut bad = Vec::new();
    for (src, want) in &rows {
        match parse("t.ptx", src) {
            Ok(_) => bad.push(format!("{src:?}: parsed, want {want}")),
            Err(d) => {
                assert_eq!(d.items.len(), 1, "one diagnostic per failed parse");
                let got = d.items[0].one_line("t.ptx");
                if got != *want {
                    bad.push(format!("{src:?}\n   want {want}\n   got  {got}"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn rendered_diagnostic_has_caret_under_offending_text() {
    let src = ".version 4.2\n.target sm_20\n.entry k()\n{\n\tmov.u32 %r1, 0xZZ;\n}\n";
    let e = parse("k.ptx", src).unwrap_err();
    let r = e.render();
    assert!(r.contains("error[E0004]: bad number literal `0xZZ`"), "{r}");
    assert!(r.contains("k.ptx:5:15"), "{r}");
    let lines: Vec<&str> = r.lines().collect();
    let src_line = lines
        .iter()
        .position(|l| l.contains("mov.u32 %r1, 0xZZ;"))
        .expect(&r);
    let caret = lines[src_line + 1];
    let col = |l: &str, pat: &str| l.find(pat).unwrap();
    assert_eq!(col(caret, "^^^^"), col(lines[src_line], "0xZZ"), "{r}");
}

// ---------------------------------------------------------------- performance

#[test]
fn ten_thousand_lines_parse_fast() {
    let mut src = String::from(".version 4.2\n.target sm_20\n.address_size 64\n.visible .entry big(.param .u64 p)\n{\n\t.reg .b32 %r<100>;\n\t.reg .pred %p<3>;\n");
    for i in 0..10_000 {
        match i % 5 {
            0 => src.push_str(&format!("$L__BB0_{i}:\n")),
            1 => src.push_str("\tmad.lo.s32 \t%r5, %r3, %r4, %r2; // comment\n"),
            2 => src.push_str("\t@%p1 bra \t$L__BB0_0;\n"),
            3 => src.push_str("\tld.global.f32 \t%f1, [%rd3+-8];\n"),
            _ => src
                .push_str("\t{ .reg .pred a; setp.ne.s32 a, %r15, 0; vote.ballot.b32 %r16, a; }\n"),
        }
    }
    src.push_str("\tret;\n}\n");
    let t = std::time::Instant::now();
    let m = ok(&src);
    let el = t.elapsed();
    assert_eq!(body(&m).len(), 2 + 10_000 + 1);
    // Linear parsing takes tens of milliseconds; the bound only catches a blow-up.
    assert!(el.as_secs() < 10, "10k lines took {el:?}");
}

#[test]
fn one_very_long_line_is_linear() {
    // 200k instructions on a single line (4.4 MB). Columns are computed incrementally, not per
    // token from the line start: that would be quadratic, about 10^11 character steps here, far
    // past the bound. Linear parsing takes about half a second in a debug build, so the bound
    // leaves a wide margin for a loaded CI machine.
    let n = 200_000;
    let mut src = String::from(".version 4.2 .target sm_20 .entry k() { .reg .b32 %r<3>;");
    for _ in 0..n {
        src.push_str(" add.s32 %r1, %r2, 1;");
    }
    src.push_str(" ret; }");
    let t = std::time::Instant::now();
    let m = ok(&src);
    let el = t.elapsed();
    assert_eq!(body(&m).len(), 1 + n + 1);
    let Stmt::Instr(last) = body(&m).last().unwrap() else {
        panic!("the last statement is ret")
    };
    assert_eq!((last.span.line, last.span.col as usize), (1, src.len() - 5));
    assert!(el.as_secs() < 20, "a 200k-instruction line took {el:?}");
}

#[test]
fn clang_examples_from_the_brief() {
    // hist: inline-asm scopes `{ .reg .pred a, b; ... }` (clang), a demoted shared array.
    let m = ok(include_str!("../data/parser/hist_inline_asm.ptx"));
    let b = body(&m);
    let blocks: Vec<&Block> = b
        .iter()
        .filter_map(|s| {
            if let Stmt::Block(b) = s {
                Some(b)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(blocks.len(), 2);
    assert!(
        matches!(&blocks[0].stmts[0], Stmt::Var(v) if v.ty == Some(Type::Pred) && v.items.len() == 2)
    );
    let Stmt::Instr(v) = &blocks[0].stmts[2] else {
        panic!()
    };
    assert_eq!(shape(v), "vote [all.pred] | b, a");
    let Stmt::Instr(v) = &blocks[1].stmts[2] else {
        panic!()
    };
    assert_eq!(shape(v), "vote [ballot.b32] | %r16, a");
    let instrs = b.iter().filter(|s| matches!(s, Stmt::Instr(_))).count();
    assert_eq!(instrs, 39); // `grep -c "^\s[a-z@]"` on the file
                            // vadd: the 4-parameter kernel.
    let m = ok(include_str!("../data/parser/vadd.ptx"));
    let TopItem::Function(f) = &m.items[0] else {
        panic!()
    };
    assert_eq!(
        (f.name.name.as_str(), f.params.len(), f.is_entry),
        ("vadd", 4, true)
    );
    assert_eq!(f.params[3].ty, Some(Type::U32));
    let labels: Vec<&str> = body(&m)
        .iter()
        .filter_map(|s| {
            if let Stmt::Label(l) = s {
                Some(l.name.as_str())
            } else {
                None
            }
        })
        .collect();
    assert_eq!(labels, ["$L__BB0_2"]);
}

/// nvcc (NVVM) and Open64-era nvcc shapes: call sequences, local depot, `$LDWbegin` labels,
/// a label right before `}`, `__cudaparm_` names.
#[test]
fn nvcc_shapes() {
    let src = r#"
	.version 1.4
	.target sm_13
	.surfref never_reached_because_of_order;
"#;
    // A `.surfref` outside `.global` is rejected even among otherwise fine Open64 headers.
    let e = parse("o.ptx", src).unwrap_err();
    assert_eq!(
        e.items[0].one_line("o.ptx"),
        "o.ptx:4:2: error[E0005]: unsupported directive `.surfref`"
    );
    assert!(e.render().contains("not in the thesis subset (T:L1424)"));

    let src = r#"
	.version 1.4
	.target sm_13
	.entry _Z6kernelPf (
		.param .u64 __cudaparm__Z6kernelPf_a)
	{
	.reg .u16 %rh<4>;
	.reg .u32 %r<4>;
	.loc	16	5	0
$LDWbegin__Z6kernelPf:
	cvt.u32.u16 	%r1, %tid.x;
	ld.param.u64 	%rd1, [__cudaparm__Z6kernelPf_a];
$LDWend__Z6kernelPf:
	} // _Z6kernelPf

.visible .func  (.param .b32 func_retval0) _Z3addii(
	.param .b32 _Z3addii_param_0,
	.param .b32 _Z3addii_param_1
)
{
	.local .align 8 .b8 	__local_depot1[8];
	.reg .b64 	%SP;
	.reg .b64 	%SPL;
	mov.u64 	%SPL, __local_depot1;
	cvta.local.u64 	%SP, %SPL;
	{ // callseq 0, 0
	.reg .b32 temp_param_reg;
	.param .b64 param0;
	st.param.b64 	[param0+0], %rd1;
	.param .b32 retval0;
	call.uni (retval0),
	vprintf,
	(
	param0
	);
	ld.param.b32 	%r3, [retval0+0];
	} // callseq 0
	st.param.b32 	[func_retval0+0], %r3;
	ret;
}
"#;
    let m = ok(src);
    assert_eq!(m.version.map(|v| (v.0, v.1)), Some((1, 4)));
    let TopItem::Function(k) = &m.items[0] else {
        panic!()
    };
    let b = &k.body.as_ref().unwrap().stmts;
    assert!(matches!(b.last(), Some(Stmt::Label(l)) if l.name == "$LDWend__Z6kernelPf"));
    let Stmt::Instr(c) = &b[4] else {
        panic!("{:?}", b[4])
    };
    assert_eq!(shape(c), "cvt [u32.u16] | %r1, S(%tid.x)");
    let TopItem::Function(f) = &m.items[1] else {
        panic!()
    };
    assert_eq!(f.returns.len(), 1);
    let b = &f.body.as_ref().unwrap().stmts;
    let Stmt::Block(cs) = &b[5] else {
        panic!("{:?}", b[5])
    };
    let Stmt::Instr(call) = &cs.stmts[4] else {
        panic!()
    };
    assert_eq!(shape(call), "call [uni] | (retval0), vprintf, (param0)");
    // The call starts on line 31 and spans 5 lines up to its `;`.
    let text = &src[call.span.start as usize..call.span.end as usize];
    assert_eq!(
        (call.span.line, text),
        (31, "call.uni (retval0),\n\tvprintf,\n\t(\n\tparam0\n\t);")
    );
    let Stmt::Instr(ld) = &cs.stmts[5] else {
        panic!()
    };
    assert_eq!(shape(ld), "ld [param.b32] | %r3, [retval0]");
}

#[test]
fn texture_declarations_cite_the_thesis() {
    // Handles declared in `.global` are accepted (opaque, 8 bytes); so is the old texture
    // reference form `.tex .u32 t;` (a `.global .texref`, whatever type it names); sampler and
    // surface references outside `.global` are E0005.
    let m = ok(".version 4.2\n.target sm_20\n.global .texref t;\n.global .samplerref s;\n");
    assert_eq!(m.items.len(), 2);
    let m = ok(".version 1.4\n.target sm_13\n.tex .u32 t1, t2;\n.tex .u64 t3;\n");
    let decls: Vec<_> = m
        .items
        .iter()
        .map(|i| match i {
            TopItem::Var(v) => (
                v.space,
                v.ty,
                v.items
                    .iter()
                    .map(|x| x.name.name.as_str().to_string())
                    .collect::<Vec<_>>(),
            ),
            _ => panic!("{i:?}"),
        })
        .collect();
    assert_eq!(
        decls,
        [
            (
                Space::Global,
                Some(Type::B64),
                vec!["t1".to_string(), "t2".to_string()]
            ),
            (Space::Global, Some(Type::B64), vec!["t3".to_string()]),
        ]
    );
    for src in [".version 4.2\n.samplerref s;\n", ".surfref s;\n"] {
        let e = parse("t.ptx", src).unwrap_err();
        let d = &e.items[0];
        assert_eq!(d.code, "E0005");
        assert_eq!(d.label, "not in the thesis subset (T:L1424)");
        assert!(e.render().contains("not in the thesis subset (T:L1424)"));
    }
}

/// clang-16 `-O0 -g` output (recursive_fib.cu, 1470 lines): DWARF `.section`s, `.loc`, `.file`,
/// `.target sm_20, debug`, call sequences, local depot. Counts from `grep` on the file.
#[test]
fn clang_debug_build() {
    let m = ok(include_str!("../data/parser/recursive_fib_O0_g.ptx"));
    assert_eq!(
        m.target.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(),
        ["sm_20", "debug"]
    );
    let funcs: Vec<&Function> = m
        .items
        .iter()
        .filter_map(|i| {
            if let TopItem::Function(f) = i {
                Some(f)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(funcs.len(), 9);
    assert_eq!(funcs.iter().filter(|f| f.body.is_none()).count(), 3);
    assert_eq!(
        m.items
            .iter()
            .filter(|i| matches!(i, TopItem::Var(_)))
            .count(),
        3
    );
    let ignored: Vec<&str> = m
        .items
        .iter()
        .filter_map(|i| {
            if let TopItem::Ignored(d) = i {
                Some(d.name.as_str())
            } else {
                None
            }
        })
        .collect();
    assert_eq!(ignored, ["file", "file", "section", "section", "section"]); // lines 427-428, 429, 650, 1470
    fn count(stmts: &[Stmt], locs: &mut usize, blocks: &mut usize) {
        for s in stmts {
            match s {
                Stmt::Directive(d, _) if d.name == "loc" => *locs += 1,
                Stmt::Block(b) => {
                    *blocks += 1;
                    count(&b.stmts, locs, blocks);
                }
                _ => {}
            }
        }
    }
    let (mut locs, mut blocks) = (0, 0);
    for f in &funcs {
        if let Some(b) = &f.body {
            count(&b.stmts, &mut locs, &mut blocks);
        }
    }
    assert_eq!((locs, blocks), (71, 8)); // grep -cP "^\s*\.loc\s", grep -c "callseq [0-9]*, 0"
}

mod literal_properties {
    use super::*;
    use proptest::prelude::*;

    fn operand_of(text: &str) -> Operand {
        instr(&format!("mov.u64 %rd1, {text};")).operands[1].clone()
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

        /// Every u64 written in each PTX integer notation reads back as itself (PTX ISA
        /// "Integer Constants"); a leading `-` negates.
        #[test]
        fn integers_round_trip(v in any::<u64>(), form in 0..5usize, neg in any::<bool>()) {
            let body = match form {
                0 => format!("{v}"),
                1 => format!("0x{v:X}"),
                2 => format!("0{v:o}"),
                3 => format!("0b{v:b}"),
                _ => format!("{v}U"),
            };
            let text = if neg { format!("-{body}") } else { body };
            let want = if neg { -(v as i128) } else { v as i128 };
            prop_assert!(matches!(operand_of(&text), Operand::Int(got, _) if got.get() == want), "{}", text);
        }

        /// `0f` literals carry the exact bits, NaN payloads included.
        #[test]
        fn float_bits_round_trip(bits in any::<u32>(), dbits in any::<u64>()) {
            let f = operand_of(&format!("0f{bits:08X}"));
            prop_assert!(matches!(f, Operand::FloatBits(b, 4, _) if b == bits as u64));
            let d = operand_of(&format!("0d{dbits:016x}"));
            prop_assert!(matches!(d, Operand::FloatBits(b, 8, _) if b == dbits));
        }

        /// Decimal floats in exponent form read back as the same f64.
        #[test]
        fn decimal_floats_round_trip(f in -1.0e300f64..1.0e300) {
            let text = format!("{f:e}");
            let text = if text.contains('.') { text } else { text.replacen('e', ".0e", 1) };
            prop_assert!(matches!(operand_of(&text), Operand::Float(g, _) if g == f), "{}", text);
        }
    }
}

// ---------------------------------------------------------------- tokens read on demand

/// The parser reads tokens as it goes, yet a lexer error anywhere in the file is still the
/// only diagnostic, as when the whole file was lexed first: after a parse stopped by a fatal
/// error early on, and after an item skipped by recovery.
#[test]
fn a_lexer_error_anywhere_is_the_only_diagnostic() {
    let cases = [
        // `.address_size x` stops the parse at line 3; the `#` is on line 5.
        ".version 4.2\n.target sm_20\n.address_size x\n.entry k() { ret; }\n#\n",
        // `bogus` makes `a` a skipped item; `b` parses; the `#` is on line 5.
        ".version 4.2\n.target sm_20\n.entry a() { bogus %r1 %r2; ret; }\n.entry b() { ret; }\n#\n",
    ];
    for src in cases {
        let d = fermi_sim::ptx::parse_recovering("t.ptx", src).expect_err("lexer error");
        assert_eq!(d.items.len(), 1, "{src:?}: {:?}", d.items);
        assert_eq!(d.items[0].code, "E0007", "{src:?}");
        assert_eq!(
            (d.items[0].span.line, d.items[0].span.col),
            (5, 1),
            "{src:?}"
        );
    }
}

/// A function of thousands of statements whose end does not parse: recovery goes back to its
/// first token (long since read) and skips it whole, and the function after it parses.
#[test]
fn recovery_goes_back_to_the_start_of_a_long_item() {
    let n: u32 = 5000;
    let mut src = String::from(".version 4.2\n.target sm_20\n.entry a()\n{\n.reg .b32 %r<2>;\n");
    for _ in 0..n {
        src.push_str("\tadd.s32 %r1, %r1, 1;\n");
    }
    // Line 6 + n: the broken statement; then the closing brace and function `b`.
    src.push_str("\tadd.s32 %r1 %r1;\n}\n.entry b()\n{\n\tret;\n}\n");
    let m = fermi_sim::ptx::parse_recovering("t.ptx", &src).expect("recovers");
    assert_eq!(m.broken.len(), 1);
    let d = &m.broken[0].diag;
    assert_eq!((d.span.line, d.span.col), (6 + n, 14), "{}", d.message);
    assert_eq!(m.broken[0].func.as_deref(), Some("a"));
    let funcs: Vec<(String, usize, u32)> = m
        .items
        .iter()
        .filter_map(|it| match it {
            TopItem::Function(f) => Some((
                f.name.name.to_string(),
                f.body.as_ref().map_or(0, |b| b.stmts.len()),
                f.span.line,
            )),
            _ => None,
        })
        .collect();
    // `a` is kept as an empty stub; `b` starts on line 8 + n with its one statement.
    assert_eq!(
        funcs,
        vec![("a".to_string(), 0, 3), ("b".to_string(), 1, 8 + n)]
    );
}
