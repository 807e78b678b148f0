//! Unit tests of the loader on hand-built syntax trees (independent of the parser): the builders
//! of syntax trees, and the tests of single instructions and of malformed input. The tests of
//! functions, frames, variables and scopes are in `layout.rs`.

mod layout;

use super::codes;
use super::env::*;
use super::ir::*;
use super::load::{load, load_with, LoadOptions};
use crate::ptx::ast::Guard as AGuard;
use crate::ptx::ast::Operand as AOp;
use crate::ptx::ast::{
    Block, ConstExpr, Dialect, Function, Ident, Init, Instruction, Linkage, Module, Param, Space,
    Span, Stmt, TopItem, Type, VarDecl, VarItem,
};

fn sp(line: u32) -> Span {
    Span {
        start: line * 100,
        end: line * 100 + 1,
        line,
        col: 1,
    }
}
fn id(n: &str) -> Ident {
    Ident {
        name: n.into(),
        span: sp(1),
    }
}
fn nm(n: &str) -> AOp {
    AOp::Name(id(n))
}
fn int(v: i128) -> AOp {
    AOp::Int(v.into(), sp(1))
}
fn at(base: &str, off: i64) -> AOp {
    AOp::Address {
        base: Some(id(base)),
        offset: off,
        span: sp(1),
    }
}
fn ins(line: u32, op: &str, mods: &[&str], ops: Vec<AOp>) -> Stmt {
    let mut opc = id(op);
    opc.span = sp(line);
    Stmt::Instr(Instruction {
        guard: None,
        opcode: opc,
        mods: mods.iter().map(|m| id(m)).collect(),
        size: None,
        operands: ops.into(),
        span: sp(line),
    })
}
fn guarded(mut s: Stmt, p: &str, neg: bool) -> Stmt {
    if let Stmt::Instr(i) = &mut s {
        i.guard = Some(Box::new(AGuard {
            negated: neg,
            pred: id(p),
            span: i.span,
        }));
    }
    s
}
fn reg(ty: Type, names: &[&str]) -> Stmt {
    Stmt::Var(VarDecl {
        space: Space::Reg,
        linkage: Linkage::default(),
        align: None,
        vector: None,
        ty: Some(ty),
        items: names
            .iter()
            .map(|n| VarItem {
                name: id(n),
                range: None,
                dims: vec![],
                init: None,
                span: sp(1),
            })
            .collect(),
        span: sp(1),
    })
}
fn regs(ty: Type, name: &str, n: u32) -> Stmt {
    Stmt::Var(VarDecl {
        space: Space::Reg,
        linkage: Linkage::default(),
        align: None,
        vector: None,
        ty: Some(ty),
        items: vec![VarItem {
            name: id(name),
            range: Some(n),
            dims: vec![],
            init: None,
            span: sp(1),
        }],
        span: sp(1),
    })
}
fn param(name: &str, ty: Type) -> Param {
    Param {
        space: Space::Param,
        ty: Some(ty),
        align: None,
        vector: None,
        ptr_attrs: vec![],
        name: id(name),
        array: None,
        span: sp(1),
    }
}
fn func(name: &str, entry: bool, rets: Vec<Param>, params: Vec<Param>, body: Vec<Stmt>) -> TopItem {
    TopItem::Function(Function {
        name: id(name),
        is_entry: entry,
        linkage: Linkage::default(),
        returns: rets,
        params,
        directives: vec![],
        body: Some(Block {
            stmts: body,
            span: Span {
                start: 0,
                end: 1,
                line: 1,
                col: 1,
            },
        }),
        span: sp(1),
    })
}
fn module(items: Vec<TopItem>) -> Module {
    Module {
        dialect: Dialect::Real,
        version: None,
        target: vec![],
        address_size: None,
        items,
        broken: vec![],
    }
}
fn kernel(body: Vec<Stmt>) -> Module {
    module(vec![func("k", true, vec![], vec![], body)])
}
fn ok(m: &Module) -> ProgEnv {
    let opts = LoadOptions {
        inject: false,
        ..LoadOptions::default()
    };
    match load_with(m, "t.ptx", "", 0, opts) {
        Ok(e) => e,
        Err(d) => panic!("{:?}", d.items),
    }
}
fn first_err(m: &Module) -> (String, String) {
    let d = load(m, "t.ptx", "", 0).expect_err("must fail");
    let f = d.first().unwrap().clone();
    (f.code.to_string(), f.message)
}
/// The first instruction of kernel `k`.
fn first(m: &Module) -> Instr {
    ok(m).instrs[0].clone()
}

#[test]
fn arithmetic_family() {
    let b = vec![
        regs(Type::S32, "%r", 4),
        ins(2, "add", &["s32"], vec![nm("%r1"), nm("%r2"), int(-1)]),
    ];
    assert_eq!(
        first(&kernel(b)),
        Instr::Alu {
            op: AluOp::Add,
            ty: Ty::S32,
            ty2: Ty::S32,
            mods: AluMods::NONE,
            dst: 1,
            src: [
                Operand::Reg(2),
                Operand::Imm(0xffff_ffff),
                Operand::None,
                Operand::None
            ]
        }
    );
    // Integer `mul` without mode is `.lo` (Listing 2.2); `.wide` keeps the source type.
    let b = vec![
        regs(Type::U32, "%r", 3),
        ins(2, "mul", &["u32"], vec![nm("%r0"), nm("%r1"), int(4)]),
    ];
    assert!(matches!(
        first(&kernel(b)),
        Instr::Alu {
            op: AluOp::Mul(MulMode::Lo),
            ty: Ty::U32,
            ..
        }
    ));
    let b = vec![
        regs(Type::U32, "%r", 3),
        regs(Type::U64, "%rd", 2),
        ins(
            2,
            "mul",
            &["wide", "u32"],
            vec![nm("%rd0"), nm("%r1"), int(4)],
        ),
    ];
    assert!(matches!(
        first(&kernel(b)),
        Instr::Alu {
            op: AluOp::Mul(MulMode::Wide),
            ty: Ty::U32,
            dst: 3,
            ..
        }
    ));
    let b = vec![
        regs(Type::S32, "%r", 4),
        ins(
            2,
            "mad",
            &["lo", "s32"],
            vec![nm("%r0"), nm("%r1"), nm("%r2"), nm("%r3")],
        ),
    ];
    assert!(matches!(
        first(&kernel(b)),
        Instr::Alu {
            op: AluOp::Mad(MulMode::Lo),
            src: [
                Operand::Reg(1),
                Operand::Reg(2),
                Operand::Reg(3),
                Operand::None
            ],
            ..
        }
    ));
}

#[test]
fn float_immediates_and_rounding() {
    let b = vec![
        regs(Type::F32, "%f", 2),
        ins(
            2,
            "add",
            &["rn", "ftz", "f32"],
            vec![nm("%f0"), nm("%f1"), AOp::FloatBits(0x3F80_0000, 4, sp(2))],
        ),
    ];
    match first(&kernel(b)) {
        Instr::Alu {
            op: AluOp::Add,
            ty: Ty::F32,
            mods,
            src,
            ..
        } => {
            assert_eq!(mods.round, Round::Rn);
            assert!(mods.ftz);
            assert_eq!(src[1], Operand::Imm(0x3F80_0000));
        }
        i => panic!("{i:?}"),
    }
    let b = vec![
        regs(Type::F64, "%fd", 2),
        ins(
            2,
            "mul",
            &["f64"],
            vec![nm("%fd0"), nm("%fd1"), AOp::Float(0.5, sp(2))],
        ),
    ];
    match first(&kernel(b)) {
        Instr::Alu { src, .. } => assert_eq!(src[1], Operand::Imm(0x3FE0_0000_0000_0000)),
        i => panic!("{i:?}"),
    }
}

#[test]
fn cvt_setp_selp() {
    let b = vec![
        regs(Type::U32, "%r", 2),
        regs(Type::F32, "%f", 2),
        ins(2, "cvt", &["rzi", "s32", "f32"], vec![nm("%r0"), nm("%f1")]),
    ];
    match first(&kernel(b)) {
        Instr::Alu {
            op: AluOp::Cvt,
            ty: Ty::S32,
            ty2: Ty::F32,
            mods,
            dst: 0,
            src,
            ..
        } => {
            assert_eq!(mods.round, Round::Rzi);
            assert_eq!(src[0], Operand::Reg(3));
        }
        i => panic!("{i:?}"),
    }
    let b = vec![
        regs(Type::Pred, "%p", 3),
        regs(Type::F32, "%f", 2),
        ins(
            2,
            "setp",
            &["gtu", "and", "f32"],
            vec![
                AOp::Pair(Box::new((id("%p0"), id("%p1"), sp(2)))),
                nm("%f0"),
                nm("%f1"),
                AOp::Not(id("%p2")),
            ],
        ),
    ];
    assert_eq!(
        first(&kernel(b)),
        Instr::Setp {
            cmp: Cmp::Gtu,
            bop: Some(BoolOp::And),
            ty: Ty::F32,
            dst: 0,
            dst2: Some(1),
            a: Operand::Reg(3),
            b: Operand::Reg(4),
            c: Operand::NotReg(2)
        }
    );
    let b = vec![
        regs(Type::Pred, "%p", 1),
        regs(Type::U32, "%r", 1),
        ins(
            2,
            "selp",
            &["u32"],
            vec![nm("%r0"), int(1), int(0), nm("%p0")],
        ),
    ];
    assert!(matches!(
        first(&kernel(b)),
        Instr::Alu {
            op: AluOp::Selp,
            src: [Operand::Imm(1), Operand::Imm(0), Operand::Reg(0), _],
            ..
        }
    ));
}

#[test]
fn memory_family() {
    let sh = Stmt::Var(VarDecl {
        space: Space::Shared,
        linkage: Linkage::default(),
        align: Some(4),
        vector: None,
        ty: Some(Type::B8),
        items: vec![VarItem {
            name: id("tile"),
            range: None,
            dims: vec![Some(64)],
            init: None,
            span: sp(1),
        }],
        span: sp(1),
    });
    let b = vec![
        regs(Type::U32, "%r", 2),
        regs(Type::U64, "%rd", 2),
        sh,
        ins(
            2,
            "ld",
            &["volatile", "shared", "u32"],
            vec![nm("%r0"), at("tile", 8)],
        ),
        ins(
            3,
            "st",
            &["global", "cg", "u32"],
            vec![at("%rd1", 4), nm("%r1")],
        ),
        ins(4, "ld", &["u32"], vec![nm("%r0"), at("%rd1", 0)]),
        ins(
            5,
            "atom",
            &["global", "cas", "b32"],
            vec![nm("%r0"), at("%rd1", 0), int(0), int(1)],
        ),
        ins(
            6,
            "red",
            &["shared", "add", "u32"],
            vec![at("tile", 0), int(1)],
        ),
    ];
    let e = ok(&kernel(b));
    assert_eq!(
        e.instrs[0],
        Instr::Ld {
            ss: StateSpace::Shared,
            cop: CacheOp::Default,
            volatile: true,
            ty: Ty::U32,
            dst: 0,
            addr: Operand::VarOff(0, 8)
        }
    );
    assert_eq!(
        e.instrs[1],
        Instr::St {
            ss: StateSpace::Global,
            cop: CacheOp::Cg,
            volatile: false,
            ty: Ty::U32,
            addr: Operand::RegOff(3, 4),
            src: Operand::Reg(1)
        }
    );
    assert!(matches!(
        e.instrs[2],
        Instr::Ld {
            ss: StateSpace::Generic,
            addr: Operand::Reg(3),
            ..
        }
    ));
    assert_eq!(
        e.instrs[3],
        Instr::Atom {
            ss: StateSpace::Global,
            op: AtomOp::Cas,
            ty: Ty::B32,
            dst: Some(0),
            addr: Operand::Reg(3),
            b: Operand::Imm(0),
            c: Operand::Imm(1)
        }
    );
    assert!(matches!(
        e.instrs[4],
        Instr::Atom {
            ss: StateSpace::Shared,
            op: AtomOp::Add,
            dst: None,
            ..
        }
    ));
    assert_eq!(e.vars[0].value, VarValue::Addr(StateSpace::Shared, 0));
    assert_eq!(e.funcs[0].shared_bytes, 64);
}

#[test]
fn vector_load_is_lowered_to_scalars() {
    let b = vec![
        regs(Type::F32, "%f", 2),
        regs(Type::U64, "%rd", 1),
        ins(
            2,
            "ld",
            &["global", "v2", "f32"],
            vec![
                AOp::Vector(vec![nm("%f0"), nm("%f1")], sp(2)),
                at("%rd0", 8),
            ],
        ),
    ];
    let e = ok(&kernel(b));
    assert!(matches!(
        e.instrs[0],
        Instr::Ld {
            dst: 0,
            addr: Operand::RegOff(2, 8),
            ty: Ty::F32,
            ..
        }
    ));
    assert!(matches!(
        e.instrs[1],
        Instr::Ld {
            dst: 1,
            addr: Operand::RegOff(2, 12),
            ty: Ty::F32,
            ..
        }
    ));
}

#[test]
fn control_and_sync_family() {
    let b = vec![
        regs(Type::Pred, "%p", 1),
        regs(Type::U32, "%r", 1),
        ins(2, "bar", &["sync"], vec![int(0)]),
        ins(
            3,
            "bar",
            &["red", "popc", "u32"],
            vec![nm("%r0"), int(1), AOp::Not(id("%p0"))],
        ),
        ins(4, "membar", &["gl"], vec![]),
        ins(5, "vote", &["ballot", "b32"], vec![nm("%r0"), nm("%p0")]),
        Stmt::Label(id("L")),
        guarded(ins(6, "bra", &["uni"], vec![nm("L")]), "%p0", true),
        ins(7, "ret", &[], vec![]),
    ];
    let e = ok(&kernel(b));
    assert_eq!(
        e.instrs[0],
        Instr::Bar {
            kind: BarKind::Sync,
            barrier: Operand::Imm(0),
            count: Operand::None,
            dst: None,
            pred: Operand::None
        }
    );
    assert_eq!(
        e.instrs[1],
        Instr::Bar {
            kind: BarKind::Red(BarRed::Popc),
            barrier: Operand::Imm(1),
            count: Operand::None,
            dst: Some(1),
            pred: Operand::NotReg(0)
        }
    );
    assert_eq!(
        e.instrs[2],
        Instr::Membar {
            level: MembarLevel::Gl
        }
    );
    assert_eq!(
        e.instrs[3],
        Instr::Vote {
            mode: VoteMode::Ballot,
            dst: 1,
            pred: Operand::Reg(0)
        }
    );
    // `L` labels the instruction at index 4; `.uni` dropped; `ret` in an entry is `exit` (T:L1665).
    assert_eq!(
        e.instrs[4],
        Instr::Bra {
            target: Operand::Label(e.base + 4)
        }
    );
    assert_eq!(e.guards[4], super::ir::Guard::IfNot(0));
    assert_eq!(e.instrs[5], Instr::Exit);
    assert_eq!(
        e.instrs.len(),
        6,
        "no terminator appended after an unguarded exit"
    );
}

#[test]
fn special_registers_and_cvta() {
    let b = vec![
        regs(Type::U32, "%r", 2),
        regs(Type::U64, "%rd", 2),
        ins(
            2,
            "mov",
            &["u32"],
            vec![
                nm("%r0"),
                AOp::Special {
                    name: id("%ctaid"),
                    dim: Some('y'),
                },
            ],
        ),
        ins(
            3,
            "mov",
            &["u32"],
            vec![
                nm("%r1"),
                AOp::Special {
                    name: id("%laneid"),
                    dim: None,
                },
            ],
        ),
        ins(
            4,
            "cvta",
            &["to", "global", "u64"],
            vec![nm("%rd0"), nm("%rd1")],
        ),
    ];
    let e = ok(&kernel(b));
    assert_eq!(
        e.instrs[0],
        Instr::Mov {
            ty: Ty::U32,
            dst: 0,
            src: Operand::SReg(SReg::Ctaid(Dim::Y))
        }
    );
    assert_eq!(
        e.instrs[1],
        Instr::Mov {
            ty: Ty::U32,
            dst: 1,
            src: Operand::SReg(SReg::LaneId)
        }
    );
    assert!(matches!(
        e.instrs[2],
        Instr::Alu {
            op: AluOp::Cvta {
                space: StateSpace::Global,
                to_generic: false
            },
            ..
        }
    ));
}

#[test]
fn terminator_appended_after_trailing_label() {
    let b = vec![
        regs(Type::Pred, "%p", 1),
        guarded(ins(2, "bra", &[], vec![nm("END")]), "%p0", false),
        ins(3, "exit", &[], vec![]),
        Stmt::Label(id("END")),
    ];
    let e = ok(&kernel(b));
    assert_eq!(e.instrs.len(), 3);
    assert_eq!(e.instrs[2], Instr::Exit);
    assert!(e.src[2].injected);
    assert_eq!(
        e.instrs[0],
        Instr::Bra {
            target: Operand::Label(e.base + 2)
        }
    );
}

#[test]
fn malformed_inputs() {
    let r = || regs(Type::U32, "%r", 3);
    assert_eq!(
        first_err(&kernel(vec![
            r(),
            ins(2, "add", &["u32"], vec![nm("%r1"), nm("%r9"), int(1)])
        ])),
        (codes::UNDECLARED.into(), "undeclared register `%r9`".into())
    );
    assert_eq!(
        first_err(&kernel(vec![ins(2, "frob", &[], vec![])])),
        (codes::UNKNOWN_OPCODE.into(), "unknown opcode `frob`".into())
    );
    assert_eq!(
        first_err(&kernel(vec![
            r(),
            ins(2, "add", &["u32"], vec![nm("%r1"), nm("%r2")])
        ])),
        (
            codes::OPERAND_COUNT.into(),
            "`add` takes 3 operands, found 2".into()
        )
    );
    assert_eq!(
        first_err(&kernel(vec![ins(2, "bra", &[], vec![nm("X")])])),
        (codes::UNDEFINED_LABEL.into(), "undefined label `X`".into())
    );
    assert_eq!(
        first_err(&kernel(vec![
            Stmt::Label(id("X")),
            Stmt::Label(id("X")),
            ins(2, "exit", &[], vec![])
        ])),
        (codes::DUPLICATE_LABEL.into(), "duplicate label `X`".into())
    );
    assert_eq!(
        first_err(&kernel(vec![
            regs(Type::F32, "%f", 3),
            ins(2, "add", &["s32"], vec![nm("%f1"), nm("%f2"), int(1)])
        ])),
        (
            codes::TYPE_MISMATCH.into(),
            "type mismatch: `%f1` is `.f32`, the instruction needs `.s32`".into()
        )
    );
    assert_eq!(
        first_err(&kernel(vec![
            r(),
            ins(2, "add", &[], vec![nm("%r1"), nm("%r2"), nm("%r0")])
        ])),
        (
            codes::MISSING_TYPE.into(),
            "`add` needs a type (e.g. `.u32`)".into()
        )
    );
    assert_eq!(
        first_err(&kernel(vec![r(), ins(2, "tex", &["2d"], vec![])])).0,
        codes::UNSUPPORTED.to_string()
    );
    assert_eq!(
        first_err(&kernel(vec![
            r(),
            ins(2, "mov", &["u32"], vec![nm("L"), int(1)]),
            Stmt::Label(id("L"))
        ])),
        (
            codes::OPERAND_KIND.into(),
            "expected a register, found label `L`".into()
        )
    );
    // Calling an `.extern` function without body.
    let ext = TopItem::Function(Function {
        name: id("vprintf"),
        is_entry: false,
        linkage: Linkage {
            external: true,
            ..Linkage::default()
        },
        returns: vec![],
        params: vec![],
        directives: vec![],
        body: None,
        span: sp(1),
    });
    let m = module(vec![
        ext,
        func(
            "k",
            true,
            vec![],
            vec![],
            vec![ins(2, "call", &["uni"], vec![nm("vprintf")])],
        ),
    ]);
    assert_eq!(
        first_err(&m),
        (
            codes::CALL_ARGS.into(),
            "`vprintf` takes 2 argument(s) and returns 1 value(s), the call passes 0 and expects 0"
                .into()
        )
    );
    assert_eq!(
        first_err(&kernel(vec![ins(2, "call", &[], vec![nm("nowhere")])])),
        (
            codes::UNDEFINED_FUNCTION.into(),
            "undefined function `nowhere`".into()
        )
    );
}

#[test]
fn errors_are_sorted_by_position() {
    let b = vec![ins(5, "frob", &[], vec![]), ins(3, "frob", &[], vec![])];
    let d = load(&kernel(b), "t.ptx", "", 0).unwrap_err();
    assert_eq!(d.items.len(), 2);
    assert_eq!(d.items[0].span.line, 3);
    assert_eq!(d.items[1].span.line, 5);
}
