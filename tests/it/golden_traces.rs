//! Golden traces of the thesis's figures 5.2-5.4 and the derived traces D1-D3
//! (`traces/thesis/*.txt`), replayed on hand-built program environments whose instructions carry
//! the listing lines.

use fermi_sim::program::ir::{AluMods, AluOp, Cmp, Dim, Guard, Instr, MulMode, Operand, SReg, Ty};
use fermi_sim::trace::render_table;
use fermi_sim::warp::state::{Warp, WarpState};
use fermi_sim::warp::step::{new_warp, Rule};
use fermi_sim::warp::testkit::{run_warp, HandProg, Run, Scripted};

const A: Guard = Guard::Always;

fn golden(name: &str) -> (String, usize) {
    let path = format!("{}/traces/thesis/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let body: String = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    let rows = body.lines().count() - 1;
    (body, rows)
}

fn alu(op: AluOp, dst: u32, a: Operand, b: Operand) -> Instr {
    Instr::Alu {
        op,
        ty: Ty::U32,
        ty2: Ty::U32,
        mods: AluMods::NONE,
        dst,
        src: [a, b, Operand::None, Operand::None],
    }
}
fn setp_eq(dst: u32, a: Operand, b: Operand) -> Instr {
    Instr::Setp {
        cmp: Cmp::Eq,
        bop: None,
        ty: Ty::U32,
        dst,
        dst2: None,
        a,
        b,
        c: Operand::None,
    }
}
fn r(i: u32) -> Operand {
    Operand::Reg(i)
}
fn bra(line: u32) -> Instr {
    Instr::Bra {
        target: Operand::Label(line),
    }
}

fn warp(hp: &HandProg, entry: u32, lanes: usize) -> Warp {
    new_warp(
        &hp.prog,
        entry,
        0,
        lanes,
        lanes,
        0,
        [lanes as u32, 1, 1],
        0,
        0,
    )
}

fn run(hp: &HandProg, w: &mut Warp, answers: Vec<usize>) -> Run {
    let mut s = Scripted {
        answers,
        asked: vec![],
    };
    let r = run_warp(&hp.prog, w, &mut s, 200, &mut |_| 0);
    assert!(r.stuck.is_none(), "stuck: {:?}", r.stuck);
    assert_eq!(w.state, WarpState::Completed);
    assert_eq!(
        r.safety, None,
        "the safety check (T:L3139-3174) holds after every step"
    );
    r
}

/// Compare rows `skip..skip+n` of the run with the golden table; the rest of the run must be
/// exactly the final `exit` step(s) named in `tail`.
fn check(name: &str, r: &Run, lanes: usize, skip: usize, tail: &[Rule]) {
    let (gold, rows) = golden(name);
    let got = render_table(&r.events[skip..skip + rows], lanes);
    assert_eq!(got, gold, "{name}: got\n{got}");
    let rest: Vec<Rule> = r.outcomes[skip + rows..].iter().map(|o| o.rule).collect();
    assert_eq!(rest, tail, "{name}: steps after the table");
}

// registers of listings 5.5-5.7: p=0 a=1 b=2 c=3 d=4 r=5 p2=6 x=7
const P: u32 = 0;
const RA: u32 = 1;
const RB: u32 = 2;
const RC: u32 = 3;
const RD: u32 = 4;
const RR: u32 = 5;
const P2: u32 = 6;
const X: u32 = 7;

fn set(w: &mut Warp, reg: u32, vals: &[u64]) {
    for (l, v) in vals.iter().enumerate() {
        w.set_reg(reg, l, *v);
    }
}

#[test]
fn figure_5_2_conditional_branch() {
    let hp = HandProg::new(
        vec![
            (1, A, setp_eq(P, r(RA), r(RB))),
            (2, A, Instr::Ssy { target: 10 }),
            (3, Guard::If(P), bra(6)),
            (4, A, alu(AluOp::Sub, RC, r(RA), r(RB))),
            (5, A, bra(8)),
            (7, A, alu(AluOp::Mul(MulMode::Lo), RC, r(RA), r(RB))),
            (9, A, Instr::Sync),
            (10, A, alu(AluOp::Div, RR, r(RC), r(RD))),
            (11, A, Instr::Exit),
        ],
        &[("main", 1, 11, true)],
        6,
    );
    let mut w = warp(&hp, 0, 2);
    set(&mut w, RA, &[1, 1]);
    set(&mut w, RB, &[1, 2]);
    set(&mut w, RD, &[1, 1]);
    let r = run(&hp, &mut w, vec![]);
    check("fig-5.2", &r, 2, 0, &[Rule::ExitUni]);
    // the taken path (mul) ran first and the not-taken path (sub) second: c = 1*1, 1-2
    assert_eq!(w.reg(RC, 0), 1);
    assert_eq!(w.reg(RC, 1), 0xFFFF_FFFF);
}

#[test]
fn figure_5_3_indirect_branch() {
    let mut rows = vec![
        (1, A, Instr::Ssy { target: 13 }),
        (2, A, Instr::Bra { target: r(RR) }),
        (4, A, alu(AluOp::Mul(MulMode::Lo), RC, r(RA), r(RB))),
        (5, A, bra(11)),
        (7, A, alu(AluOp::Add, RC, r(RA), r(RB))),
        (8, A, bra(11)),
        (10, A, alu(AluOp::Sub, RC, r(RA), r(RB))),
        (12, A, Instr::Sync),
        (13, A, alu(AluOp::Div, RX, r(RC), r(RD))),
        (14, A, Instr::Exit),
    ];
    const RX: u32 = 6;
    rows[8].2 = alu(AluOp::Div, RX, r(RC), r(RD));
    let hp = HandProg::new(rows, &[("main", 1, 14, true)], 7);
    let mut w = warp(&hp, 0, 4);
    let (p1, p2, p3) = (hp.addr(4) as u64, hp.addr(7) as u64, hp.addr(10) as u64);
    set(&mut w, RR, &[p3, p2, p1, p2]);
    set(&mut w, RD, &[1, 1, 1, 1]);
    // sorted distinct targets [PATH-1, PATH-2, PATH-3]: pick PATH-2 (1); then [PATH-1, PATH-3]: PATH-3 (1)
    let mut s = Scripted {
        answers: vec![1, 1],
        asked: vec![],
    };
    let r = run_warp(&hp.prog, &mut w, &mut s, 200, &mut |_| 0);
    assert!(r.stuck.is_none(), "{:?}", r.stuck);
    assert_eq!(r.safety, None);
    check("fig-5.3", &r, 4, 0, &[Rule::ExitUni]);
    use fermi_sim::sched::ChoiceKind::IndirectTarget;
    assert_eq!(s.asked, vec![(IndirectTarget, 3), (IndirectTarget, 2)]);
}

#[test]
fn figure_5_4_divergent_return() {
    let hp = HandProg::new(
        vec![
            (1, A, setp_eq(P, r(RA), r(RB))),
            (2, A, Instr::Ssy { target: 10 }),
            (3, Guard::If(P), bra(6)),
            (4, A, alu(AluOp::Sub, RC, r(RA), r(RB))),
            (5, A, bra(8)),
            (7, Guard::If(P2), Instr::Ret),
            (9, A, Instr::Sync),
            (10, A, alu(AluOp::Div, RR, r(RC), r(RD))),
            (11, A, Instr::Ret),
            (16, A, Instr::PreRet { target: 18 }),
            (
                17,
                A,
                Instr::Call {
                    target: Operand::Func(0),
                },
            ),
            (
                18,
                A,
                Instr::Mov {
                    ty: Ty::U32,
                    dst: X,
                    src: Operand::Imm(1),
                },
            ),
            (19, A, Instr::Exit),
        ],
        &[("nested", 1, 11, false), ("main", 16, 19, true)],
        8,
    );
    let mut w = warp(&hp, 1, 3);
    set(&mut w, RA, &[1, 3, 4]);
    set(&mut w, RB, &[2, 3, 4]);
    set(&mut w, P2, &[0, 1, 0]);
    set(&mut w, RD, &[1, 1, 1]);
    let r = run(&hp, &mut w, vec![]);
    assert_eq!(r.outcomes[0].rule, Rule::PreRet);
    assert_eq!(r.outcomes[1].rule, Rule::CallUni);
    check("fig-5.4", &r, 3, 2, &[Rule::ExitUni]);
    // κ: every thread is back in main (one frame) after both returns
    for t in &w.threads {
        assert_eq!(t.call_stack.to_vec(), vec![1]);
    }
}

fn tid() -> Operand {
    Operand::SReg(SReg::Tid(Dim::X))
}

#[test]
fn derived_d1_both_paths_return() {
    let hp = HandProg::new(
        vec![
            (7, A, setp_eq(P, tid(), Operand::Imm(0))),
            (8, A, Instr::Ssy { target: 16 }),
            (9, Guard::If(P), bra(12)),
            (10, A, Instr::Ret),
            (11, A, bra(14)),
            (13, A, Instr::Ret),
            (15, A, Instr::Sync),
            (17, A, alu(AluOp::Add, RC, r(RC), Operand::Imm(1))),
            (18, A, Instr::Ret),
            (23, A, Instr::PreRet { target: 25 }),
            (
                24,
                A,
                Instr::Call {
                    target: Operand::Func(0),
                },
            ),
            (26, A, Instr::Exit),
        ],
        &[("both_return", 7, 18, false), ("main", 23, 26, true)],
        4,
    );
    let mut w = warp(&hp, 1, 2);
    let r = run(&hp, &mut w, vec![]);
    check("d1", &r, 2, 0, &[]);
    assert_eq!(r.outcomes[5].rule, Rule::RetUni);
    assert_eq!(r.outcomes[6].rule, Rule::RetUni);
}

#[test]
fn derived_d2_loop_break() {
    const I: u32 = 1;
    let hp = HandProg::new(
        vec![
            (
                7,
                A,
                Instr::Mov {
                    ty: Ty::U32,
                    dst: I,
                    src: Operand::Imm(0),
                },
            ),
            (8, A, Instr::PreBrk { target: 14 }),
            (10, A, setp_eq(P, r(I), tid())),
            (11, Guard::If(P), Instr::Brk),
            (12, A, alu(AluOp::Add, I, r(I), Operand::Imm(1))),
            (13, A, bra(9)),
            (15, A, Instr::Exit),
        ],
        &[("main", 7, 15, true)],
        2,
    );
    let mut w = warp(&hp, 0, 2);
    let r = run(&hp, &mut w, vec![]);
    check("d2", &r, 2, 0, &[]);
    let rules: Vec<Rule> = r.outcomes.iter().map(|o| o.rule).collect();
    assert_eq!(rules[3], Rule::BrkDiv);
    assert_eq!(rules[7], Rule::BrkUni);
}

#[test]
fn derived_d3_conditional_call() {
    let hp = HandProg::new(
        vec![
            (6, A, alu(AluOp::Add, RC, r(RC), Operand::Imm(1))),
            (7, A, Instr::Ret),
            (13, A, setp_eq(P, tid(), Operand::Imm(0))),
            (14, Guard::If(P), Instr::PreRet { target: 16 }),
            (
                15,
                Guard::If(P),
                Instr::Call {
                    target: Operand::Func(0),
                },
            ),
            (17, A, Instr::Exit),
        ],
        &[("callee", 6, 7, false), ("main", 13, 17, true)],
        4,
    );
    let mut w = warp(&hp, 1, 2);
    let r = run(&hp, &mut w, vec![]);
    check("d3", &r, 2, 0, &[]);
    assert_eq!(r.outcomes[2].rule, Rule::CallGuard);
    // only lane 0 ran the callee
    assert_eq!((w.reg(RC, 0), w.reg(RC, 1)), (1, 0));
}
