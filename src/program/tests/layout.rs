//! Unit tests of the loader on hand-built syntax trees: calls and their parameters, recursion
//! and register spills, module variables, scopes, the depot idiom and the shared-memory layout
//! (Steps 3 and 7). A file of its own: the tests of the whole module's layout, apart from the
//! tests of single instructions (`mod.rs`, which holds the tree builders).

use super::*;

/// A `.func` with a parameter and a return value, called with the real calling convention
/// (docs/design.md §4): frame layout of T:L1648-1653 (return slot 0, parameter 4), `add/preRet/call/sub`
/// with the call's guard (Listing 5.2 lines 19-22).
#[test]
fn call_lowering_with_params_and_return() {
    let callee = func(
        "f",
        false,
        vec![param("f_ret", Type::B32)],
        vec![param("f_p0", Type::B32)],
        vec![
            reg(Type::B32, &["%a"]),
            ins(2, "ld", &["param", "b32"], vec![nm("%a"), at("f_p0", 0)]),
            ins(3, "st", &["param", "b32"], vec![at("f_ret", 0), nm("%a")]),
        ],
    );
    let pdecl = |n: &str| {
        Stmt::Var(VarDecl {
            space: Space::Param,
            linkage: Linkage::default(),
            align: None,
            vector: None,
            ty: Some(Type::B32),
            items: vec![VarItem {
                name: id(n),
                range: None,
                dims: vec![],
                init: None,
                span: sp(1),
            }],
            span: sp(1),
        })
    };
    let callseq = Stmt::Block(Block {
        stmts: vec![
            pdecl("param0"),
            ins(
                11,
                "st",
                &["param", "b32"],
                vec![at("param0", 0), nm("%r1")],
            ),
            pdecl("retval0"),
            guarded(
                ins(
                    12,
                    "call",
                    &["uni"],
                    vec![
                        AOp::List(vec![nm("retval0")], sp(12)),
                        nm("f"),
                        AOp::List(vec![nm("param0")], sp(12)),
                    ],
                ),
                "%p",
                false,
            ),
            ins(
                13,
                "ld",
                &["param", "b32"],
                vec![nm("%r2"), at("retval0", 0)],
            ),
        ],
        span: sp(10),
    });
    let k = func(
        "k",
        true,
        vec![],
        vec![],
        vec![reg(Type::Pred, &["%p"]), regs(Type::B32, "%r", 3), callseq],
    );
    let e = ok(&module(vec![callee, k]));
    let sb = e.stack_base.expect("stack base");
    // Callee: ld.param → ld.local [%stackBase+4]; st.param → st.local [%stackBase+0]; ret appended.
    assert_eq!(
        e.instrs[0],
        Instr::Ld {
            ss: StateSpace::Local,
            cop: CacheOp::Default,
            volatile: false,
            ty: Ty::B32,
            dst: 0,
            addr: Operand::RegOff(sb, 4)
        }
    );
    assert!(
        matches!(e.instrs[1], Instr::St { ss: StateSpace::Local, addr: Operand::RegOff(s, 0), .. } if s == sb)
    );
    assert_eq!(e.instrs[2], Instr::Ret);
    // Caller: K = 0 (no locals): st [sb+K+4]; add sb, K; preRet after; call f; after: sub sb, K; ld [sb+K+0].
    let k0 = (e.funcs[1].entry - e.base) as usize;
    let p = 1; // %p is register 1 (after the callee's %a)
    let body = &e.instrs[k0..];
    assert!(
        matches!(body[0], Instr::St { ss: StateSpace::Local, addr: Operand::RegOff(s, 4), src: Operand::Reg(3), .. } if s == sb)
    );
    assert!(
        matches!(body[1], Instr::Alu { op: AluOp::Add, dst, src: [Operand::Reg(s), Operand::Imm(0), _, _], .. } if dst == sb && s == sb)
    );
    assert_eq!(
        body[2],
        Instr::PreRet {
            target: e.base + k0 as u32 + 4
        }
    );
    assert_eq!(
        body[3],
        Instr::Call {
            target: Operand::Func(0)
        }
    );
    assert!(matches!(body[4], Instr::Alu { op: AluOp::Sub, .. }));
    assert!(
        matches!(body[5], Instr::Ld { ss: StateSpace::Local, addr: Operand::RegOff(s, 0), dst: 4, .. } if s == sb)
    );
    for i in 1..5 {
        assert_eq!(
            e.guards[k0 + i],
            crate::program::ir::Guard::If(p),
            "instruction {i} carries the call's guard"
        );
    }
    assert!(e.src[k0 + 1].injected && e.src[k0 + 2].injected && !e.src[k0 + 3].injected);
    assert_eq!(
        e.funcs[0].frame.size, 16,
        "callee frame: 8 bytes of slots, aligned to 16"
    );
    assert_eq!(e.local_bytes, 16);
}

/// Recursion: around a call into the caller's own SCC every register of the caller is spilled to
/// its frame and reloaded (T:L1598-1600); `%x2` is never mentioned and is not spilled.
#[test]
fn recursion_spills_registers() {
    let rec = func(
        "r",
        false,
        vec![],
        vec![],
        vec![
            regs(Type::U32, "%x", 3),
            ins(2, "add", &["u32"], vec![nm("%x0"), nm("%x1"), int(1)]),
            ins(3, "call", &[], vec![nm("r")]),
        ],
    );
    let e = ok(&module(vec![
        rec,
        func(
            "k",
            true,
            vec![],
            vec![],
            vec![ins(5, "call", &[], vec![nm("r")])],
        ),
    ]));
    let sb = e.stack_base.unwrap();
    let i = &e.instrs;
    assert!(
        matches!(i[1], Instr::St { src: Operand::Reg(0), addr: Operand::RegOff(s, 0), ty: Ty::B64, .. } if s == sb)
    );
    assert!(
        matches!(i[2], Instr::St { src: Operand::Reg(1), addr: Operand::RegOff(s, 8), .. } if s == sb)
    );
    assert!(matches!(
        i[3],
        Instr::Alu {
            op: AluOp::Add,
            src: [_, Operand::Imm(16), _, _],
            ..
        }
    ));
    assert!(matches!(i[4], Instr::PreRet { .. }));
    assert!(matches!(
        i[5],
        Instr::Call {
            target: Operand::Func(0)
        }
    ));
    assert!(matches!(
        i[6],
        Instr::Alu {
            op: AluOp::Sub,
            src: [_, Operand::Imm(16), _, _],
            ..
        }
    ));
    assert!(matches!(
        i[7],
        Instr::Ld {
            dst: 0,
            addr: Operand::RegOff(_, 0),
            ..
        }
    ));
    assert!(matches!(
        i[8],
        Instr::Ld {
            dst: 1,
            addr: Operand::RegOff(_, 8),
            ..
        }
    ));
    assert_eq!(i[9], Instr::Ret);
    // The kernel's call is not recursive: no spills.
    let k0 = (e.funcs[1].entry - e.base) as usize;
    assert!(matches!(i[k0], Instr::Alu { op: AluOp::Add, .. }));
    // Local memory: the first frame plus 64 recursive frames of 16 bytes (the recursion bound).
    assert_eq!(e.funcs[0].frame.size, 16);
    assert_eq!(e.local_bytes, 16 + 16 * 64);
}

#[test]
fn module_variables_layout_and_init() {
    let g = |name: &str,
             space: Space,
             ty: Type,
             dims: Vec<Option<u32>>,
             init: Option<Init>,
             align: Option<u32>| {
        TopItem::Var(VarDecl {
            space,
            linkage: Linkage::default(),
            align,
            vector: None,
            ty: Some(ty),
            items: vec![VarItem {
                name: id(name),
                range: None,
                dims,
                init,
                span: sp(1),
            }],
            span: sp(1),
        })
    };
    let c = |v: u64| Init::Expr(ConstExpr::Int(v, sp(1)));
    let m = module(vec![
        g("a", Space::Global, Type::U8, vec![], Some(c(7)), None),
        g(
            "b",
            Space::Global,
            Type::U32,
            vec![None],
            Some(Init::List(vec![c(1), c(2)], sp(1))),
            None,
        ),
        g(
            "fc",
            Space::Const,
            Type::F32,
            vec![],
            Some(Init::Expr(ConstExpr::Float(1.0, sp(1)))),
            None,
        ),
        g("dyn", Space::Shared, Type::B8, vec![None], None, Some(16)),
        g("s", Space::Shared, Type::U32, vec![Some(3)], None, None),
        func("k", true, vec![], vec![param("k_p", Type::U64)], vec![]),
    ]);
    let e = ok(&m);
    assert_eq!(
        e.vars[0].value,
        VarValue::Addr(StateSpace::Global, window::GLOBAL_BASE)
    );
    assert_eq!(e.vars[0].init, Some(vec![7]));
    // `b` (4-byte aligned) after `a` (1 byte) and both red zones of 1 KiB (MODULE_RED_ZONE).
    assert_eq!(
        e.vars[1].value,
        VarValue::Addr(StateSpace::Global, window::GLOBAL_BASE + 1 + 2048 + 3)
    );
    assert_eq!(e.vars[1].init, Some(vec![1, 0, 0, 0, 2, 0, 0, 0]));
    assert_eq!(e.global_bytes, 2052 + 8);
    assert_eq!(e.vars[2].init, Some(1.0f32.to_le_bytes().to_vec()));
    // The kernel names neither shared variable: its blocks hold none (per-kernel layout,
    // `shared_layout_is_per_kernel` below has kernels that name theirs).
    assert_eq!(e.vars[4].value, VarValue::Addr(StateSpace::Shared, 0));
    assert_eq!(e.vars[3].value, VarValue::Addr(StateSpace::Shared, 0));
    assert_eq!(e.funcs[0].shared_bytes, 0);
    assert_eq!(e.funcs[0].params[0].offset, 0);
    assert_eq!(e.funcs[0].param_bytes, 8);
    assert_eq!(
        e.instrs,
        vec![Instr::Exit],
        "an empty kernel gets its exit (Step 5)"
    );
    assert_eq!(e.stack_base, None);
}

#[test]
fn scoping_follows_declaration_order_and_inner_labels_hide_outer() {
    // Listing 5.4 shape (T:L1672-1695): in the inner block, the use before the inner declaration
    // binds to the outer `r` (line 9 → line 3), the use after it to the inner one (line 15 → 12);
    // the inner label `B` hides the outer one for the whole block, also before its definition.
    let inner = Stmt::Block(Block {
        stmts: vec![
            ins(9, "add", &["s32"], vec![nm("r"), nm("r"), nm("r")]),
            ins(10, "bra", &[], vec![nm("B")]),
            reg(Type::U64, &["r"]),
            ins(15, "add", &["u64"], vec![nm("r"), nm("r"), nm("r")]),
            Stmt::Label(id("B")),
            ins(16, "bra", &[], vec![nm("B")]),
        ],
        span: sp(8),
    });
    let b = vec![
        reg(Type::S32, &["r"]),
        Stmt::Label(id("B")),
        ins(3, "add", &["s32"], vec![nm("r"), nm("r"), nm("r")]),
        inner,
        ins(12, "bra", &[], vec![nm("B")]),
    ];
    let e = ok(&kernel(b));
    assert_eq!(e.regs[0].name, "r");
    assert_eq!(e.regs[1].name, "r#1");
    assert!(matches!(e.instrs[0], Instr::Alu { dst: 0, .. }));
    assert!(
        matches!(
            e.instrs[1],
            Instr::Alu {
                dst: 0,
                ty: Ty::S32,
                ..
            }
        ),
        "line 9 uses the outer r"
    );
    assert_eq!(
        e.instrs[2],
        Instr::Bra {
            target: Operand::Label(e.base + 4)
        },
        "inner B, defined later"
    );
    assert!(
        matches!(
            e.instrs[3],
            Instr::Alu {
                dst: 1,
                ty: Ty::U64,
                ..
            }
        ),
        "line 15 uses the inner r"
    );
    assert_eq!(
        e.instrs[4],
        Instr::Bra {
            target: Operand::Label(e.base + 4)
        },
        "inner B"
    );
    assert_eq!(
        e.instrs[5],
        Instr::Bra {
            target: Operand::Label(e.base)
        },
        "outer B"
    );
    assert_eq!(
        e.labels,
        vec![("B".to_string(), e.base), ("B#1".to_string(), e.base + 4)]
    );
}

#[test]
fn depot_idiom_uses_the_stack_base() {
    let depot = Stmt::Var(VarDecl {
        space: Space::Local,
        linkage: Linkage::default(),
        align: Some(8),
        vector: None,
        ty: Some(Type::B8),
        items: vec![VarItem {
            name: id("__local_depot0"),
            range: None,
            dims: vec![Some(8)],
            init: None,
            span: sp(1),
        }],
        span: sp(1),
    });
    let b = vec![
        depot,
        reg(Type::B64, &["%SP", "%SPL"]),
        ins(2, "mov", &["u64"], vec![nm("%SPL"), nm("__local_depot0")]),
        ins(3, "cvta", &["local", "u64"], vec![nm("%SP"), nm("%SPL")]),
    ];
    let e = ok(&kernel(b));
    let sb = e.stack_base.unwrap();
    assert!(
        matches!(e.instrs[0], Instr::Alu { op: AluOp::Add, ty: Ty::U64, dst: 1, src: [Operand::Reg(s), Operand::Imm(0), _, _], .. } if s == sb)
    );
    assert!(matches!(
        e.instrs[1],
        Instr::Alu {
            op: AluOp::Cvta {
                space: StateSpace::Local,
                to_generic: true
            },
            ..
        }
    ));
    assert_eq!(e.funcs[0].frame.size, 16);
    assert_eq!(e.funcs[0].frame.vars, vec![(0, 0)]);
}

/// Each kernel's shared variables are packed from 0: two kernels with 40,000-byte tiles each fit
/// a 48 KB block, a variable both name gets one offset free in both, and dynamic shared memory
/// starts after the static variables of the kernels that name it.
#[test]
fn shared_layout_is_per_kernel() {
    let src = r#"
.version 7.0
.target sm_80
.address_size 64
.shared .align 4 .b8 both[8];
.extern .shared .align 16 .b8 dyn[];
.visible .entry ka()
{
    .shared .align 4 .b8 ta[40000];
    .reg .b32 %r<3>;
    mov.u32 %r1, ta;
    mov.u32 %r2, both;
    ret;
}
.visible .entry kb()
{
    .shared .align 8 .b8 tb[40000];
    .reg .b32 %r<4>;
    mov.u32 %r1, tb;
    mov.u32 %r2, both;
    mov.u32 %r3, dyn;
    ret;
}
.visible .entry kc()
{
    .reg .b32 %r<2>;
    mov.u32 %r1, dyn;
    ret;
}
"#;
    let e = crate::program::load::load_str("t.ptx", src).expect("loads");
    let addr = |name: &str| {
        let v = e
            .vars
            .iter()
            .find(|v| v.source_name == name)
            .expect("declared");
        match v.value {
            VarValue::Addr(StateSpace::Shared, a) => a,
            ref x => panic!("{name}: {x:?}"),
        }
    };
    let kernel = |name: &str| e.funcs.iter().find(|f| f.name == name).expect("kernel");
    // Declaration order: both (ka, kb) at 0, then ta and tb each after it, overlapping.
    assert_eq!(addr("both"), 0);
    assert_eq!(addr("ta"), 8);
    assert_eq!(addr("tb"), 8);
    assert_eq!(kernel("ka").shared_bytes, 40016, "8 + 40000, aligned to 16");
    // dyn after kb's static bytes; kc names no static variable but shares dyn's start.
    assert_eq!(addr("dyn"), 40016);
    assert_eq!(kernel("kb").shared_bytes, 40016);
    assert_eq!(kernel("kc").shared_bytes, 40016);
}
