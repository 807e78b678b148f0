//! The CRS rules (T:L2206-2291) and their helpers, one by one, on hand-made execution states.
//! Expected states are worked out by hand from the rules' definitions.

use fermi_sim::warp::crs::*;
use fermi_sim::warp::mask::LaneMask;
use fermi_sim::warp::state::{DisableMask, ExecState, Token, TokenKind, WarpState};
use fermi_sim::warp::step::Rule;

fn m(s: &str) -> LaneMask {
    LaneMask::parse(s).unwrap()
}
fn tok(kind: TokenKind, mask: &str, pc: u32) -> Token {
    Token {
        kind,
        mask: m(mask),
        pc,
    }
}
fn st(pc: u32, active: &str, stack: Vec<Token>) -> ExecState {
    ExecState {
        pc,
        active: m(active),
        disable: DisableMask::default(),
        stack,
    }
}
fn acts<'a>(kind: FlowKind, lanes: &str, targets: Targets<'a>) -> FlowActs<'a> {
    FlowActs {
        kind,
        lanes: m(lanes),
        targets,
    }
}
fn no_choice(_: usize) -> usize {
    panic!("no choice expected")
}
fn dis(s: &ExecState, n: usize) -> String {
    s.disable.to_string_n(n)
}

#[test]
fn next_when_no_lane_acts() {
    let mut s = st(5, "11", vec![]);
    let all = m("11");
    assert_eq!(
        crs(&mut s, all, None, &mut no_choice),
        Ok((WarpState::Active, Rule::Next))
    );
    assert_eq!(s.pc, 6);
    // an action list with no lanes (all guards false) is also (next)
    let a = acts(FlowKind::Bra, "00", Targets::Uniform(9));
    assert_eq!(
        crs(&mut s, all, Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::Next))
    );
    assert_eq!((s.pc, s.active), (7, m("11")));
}

#[test]
fn ssy_prebrk_preret_push_the_current_mask() {
    for (kind, tk, rule) in [
        (FlowKind::Ssy, TokenKind::Sync, Rule::Ssy),
        (FlowKind::PreBrk, TokenKind::Break, Rule::PreBrk),
        (FlowKind::PreRet, TokenKind::Call, Rule::PreRet),
    ] {
        let mut s = st(3, "1011", vec![]);
        // only lanes 0 and 2 act (lane 3's guard false): the token still gets the full α (T:L2224)
        let a = acts(kind, "1010", Targets::Uniform(40));
        assert_eq!(
            crs(&mut s, m("1111"), Some(&a), &mut no_choice),
            Ok((WarpState::Active, rule))
        );
        assert_eq!(s.pc, 4);
        assert_eq!(s.active, m("1011"));
        assert_eq!(s.stack, vec![tok(tk, "1011", 40)]);
    }
}

#[test]
fn ssy_with_lane_dependent_targets_is_stuck() {
    let mut s = st(3, "11", vec![]);
    let t = [40, 41];
    let a = acts(FlowKind::Ssy, "11", Targets::PerLane(&t));
    assert!(crs(&mut s, m("11"), Some(&a), &mut no_choice).is_err());
}

#[test]
fn sync_unwinds_and_skips_tokens_that_wake_nobody() {
    // lanes 0,1 exited meanwhile; the diverge token (11) wakes nobody, the sync token wakes lane 2
    let mut s = st(
        9,
        "001",
        vec![
            tok(TokenKind::Sync, "111", 20),
            tok(TokenKind::Diverge, "110", 4),
        ],
    );
    s.disable.exit = m("110");
    let a = acts(FlowKind::Sync, "001", Targets::None);
    assert_eq!(
        crs(&mut s, m("111"), Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::Sync))
    );
    assert_eq!((s.pc, s.active, s.stack.len()), (20, m("001"), 0));
}

#[test]
fn sync_on_empty_stack_with_enabled_lanes_is_stuck() {
    let mut s = st(9, "11", vec![]);
    let a = acts(FlowKind::Sync, "11", Targets::None);
    assert!(crs(&mut s, m("11"), Some(&a), &mut no_choice).is_err());
}

#[test]
fn brk_div_disables_and_continues() {
    let mut s = st(7, "1111", vec![tok(TokenKind::Break, "1111", 30)]);
    let a = acts(FlowKind::Break, "0100", Targets::None);
    assert_eq!(
        crs(&mut s, m("1111"), Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::BrkDiv))
    );
    assert_eq!((s.pc, s.active, dis(&s, 4)), (8, m("1011"), "0b00".into()));
    assert_eq!(s.stack.len(), 1);
}

#[test]
fn brk_uni_unwinds_to_the_break_token_and_enables_its_lanes() {
    let mut s = st(7, "1011", vec![tok(TokenKind::Break, "1111", 30)]);
    s.disable.brk = m("0100");
    let a = acts(FlowKind::Break, "1011", Targets::None);
    assert_eq!(
        crs(&mut s, m("1111"), Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::BrkUni))
    );
    assert_eq!((s.pc, s.active, dis(&s, 4)), (30, m("1111"), "0000".into()));
    assert!(s.stack.is_empty());
}

#[test]
fn break_token_does_not_enable_lanes_inactive_in_it() {
    // lane 0 broke out of an OUTER loop; the inner break token (0110) must not wake it (T:L2170)
    let mut s = st(
        7,
        "0110",
        vec![
            tok(TokenKind::Break, "1110", 50),
            tok(TokenKind::Break, "0110", 30),
        ],
    );
    s.disable.brk = m("1000");
    s.disable.exit = m("0001");
    let a = acts(FlowKind::Break, "0110", Targets::None);
    assert_eq!(
        crs(&mut s, m("1111"), Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::BrkUni))
    );
    assert_eq!((s.pc, s.active, dis(&s, 4)), (30, m("0110"), "b00e".into()));
    assert_eq!(s.stack, vec![tok(TokenKind::Break, "1110", 50)]);
}

#[test]
fn ret_div_and_ret_uni_with_call_token() {
    let mut s = st(11, "111", vec![tok(TokenKind::Call, "111", 90)]);
    let a = acts(FlowKind::Return, "010", Targets::None);
    assert_eq!(
        crs(&mut s, m("111"), Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::RetDiv))
    );
    assert_eq!((s.pc, s.active, dis(&s, 3)), (12, m("101"), "0r0".into()));
    let a = acts(FlowKind::Return, "101", Targets::None);
    assert_eq!(
        crs(&mut s, m("111"), Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::RetUni))
    );
    assert_eq!((s.pc, s.active, dis(&s, 3)), (90, m("111"), "000".into()));
}

#[test]
fn kernel_level_return_with_empty_stack_is_stuck() {
    // T:L2198: lanes waiting on return with an empty stack
    let mut s = st(11, "11", vec![]);
    let a = acts(FlowKind::Return, "11", Targets::None);
    let e = crs(&mut s, m("11"), Some(&a), &mut no_choice).unwrap_err();
    assert!(e.contains("break/return"), "{e}");
}

#[test]
fn exit_inside_divergence_then_uniform_exit_completes() {
    // α=11 with a sync token: lane 1 exits (div), lane 0 exits (uni): the sync token (11) wakes
    // nobody (both e) and the empty stack with all lanes exit completes the warp
    let mut s = st(5, "11", vec![tok(TokenKind::Sync, "11", 9)]);
    let a = acts(FlowKind::Exit, "01", Targets::None);
    assert_eq!(
        crs(&mut s, m("11"), Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::ExitDiv))
    );
    assert_eq!((s.pc, s.active, dis(&s, 2)), (6, m("10"), "0e".into()));
    let a = acts(FlowKind::Exit, "10", Targets::None);
    assert_eq!(
        crs(&mut s, m("11"), Some(&a), &mut no_choice),
        Ok((WarpState::Completed, Rule::ExitUni))
    );
    assert_eq!((s.active, dis(&s, 2)), (m("00"), "ee".into()));
    assert!(s.stack.is_empty());
}

#[test]
fn uniform_exit_with_a_lane_only_inactive_is_stuck() {
    // lane 1 is enabled but inactive (a call_guard without preRet): nobody will ever wake it
    let mut s = st(5, "10", vec![]);
    let a = acts(FlowKind::Exit, "10", Targets::None);
    assert!(crs(&mut s, m("11"), Some(&a), &mut no_choice).is_err());
}

#[test]
fn bra_uni_only_moves_the_pc() {
    let mut s = st(5, "0110", vec![]);
    let a = acts(FlowKind::Bra, "0110", Targets::Uniform(20));
    assert_eq!(
        crs(&mut s, m("1111"), Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::BraUni))
    );
    assert_eq!((s.pc, s.active, s.stack.len()), (20, m("0110"), 0));
}

#[test]
fn bra_guard_pushes_the_not_taken_path() {
    let mut s = st(3, "1111", vec![]);
    let a = acts(FlowKind::Bra, "1010", Targets::Uniform(20));
    assert_eq!(
        crs(&mut s, m("1111"), Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::BraGuard))
    );
    assert_eq!((s.pc, s.active), (20, m("1010")));
    assert_eq!(s.stack, vec![tok(TokenKind::Diverge, "0101", 4)]);
}

#[test]
fn call_uni_and_call_guard_push_nothing() {
    let mut s = st(3, "11", vec![tok(TokenKind::Call, "11", 4)]);
    let a = acts(FlowKind::Call, "11", Targets::Uniform(50));
    assert_eq!(
        crs(&mut s, m("11"), Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::CallUni))
    );
    assert_eq!((s.pc, s.active, s.stack.len()), (50, m("11"), 1));
    let mut s = st(3, "11", vec![tok(TokenKind::Call, "11", 4)]);
    let a = acts(FlowKind::Call, "10", Targets::Uniform(50));
    assert_eq!(
        crs(&mut s, m("11"), Some(&a), &mut no_choice),
        Ok((WarpState::Active, Rule::CallGuard))
    );
    assert_eq!((s.pc, s.active, s.stack.len()), (50, m("10"), 1));
}

#[test]
fn bra_target_serves_the_chosen_target_and_reexecutes_the_branch() {
    // lanes 0..3 target 30, 20, 30, (3: guard false); sorted distinct targets [20, 30]
    let t = [30, 20, 30, 0];
    let a = acts(FlowKind::Bra, "1110", Targets::PerLane(&t));
    let mut s = st(2, "1111", vec![]);
    let mut asked = vec![];
    let r = crs(&mut s, m("1111"), Some(&a), &mut |n| {
        asked.push(n);
        1
    });
    assert_eq!(r, Ok((WarpState::Active, Rule::BraTarget)));
    assert_eq!(asked, vec![2]);
    assert_eq!((s.pc, s.active), (30, m("1010")));
    // notTaken keeps lane 3 (guard false) and lane 1 (other target); the token's pc is the branch
    assert_eq!(s.stack, vec![tok(TokenKind::Diverge, "0101", 2)]);
    // choosing index 0 serves target 20 instead
    let mut s = st(2, "1111", vec![]);
    let r = crs(&mut s, m("1111"), Some(&a), &mut |_| 0);
    assert_eq!(r, Ok((WarpState::Active, Rule::BraTarget)));
    assert_eq!((s.pc, s.active), (20, m("0100")));
    assert_eq!(s.stack, vec![tok(TokenKind::Diverge, "1011", 2)]);
}

#[test]
fn call_target_pushes_a_diverge_token_at_the_call() {
    let t = [50, 60];
    let a = acts(FlowKind::Call, "11", Targets::PerLane(&t));
    let mut s = st(7, "11", vec![tok(TokenKind::Call, "11", 8)]);
    let r = crs(&mut s, m("11"), Some(&a), &mut |_| 0);
    assert_eq!(r, Ok((WarpState::Active, Rule::CallTarget)));
    assert_eq!((s.pc, s.active), (50, m("10")));
    assert_eq!(s.stack.last(), Some(&tok(TokenKind::Diverge, "01", 7)));
}

#[test]
fn helpers_enable_sans_upd_exec_state() {
    let mut d = DisableMask::default();
    disable(&mut d, m("1100"), DisableReason::Return);
    disable(&mut d, m("0010"), DisableReason::Break);
    assert_eq!(d.to_string_n(4), "rrb0");
    // enable only lanes active in the given mask with the given reason
    let e = enable(m("0110"), &d, DisableReason::Return);
    assert_eq!(e.to_string_n(4), "r0b0");
    assert_eq!(sans(m("1111"), &d), m("0001"));
    // a lane is in at most one state
    disable(&mut d, m("1000"), DisableReason::Exit);
    assert_eq!(d.to_string_n(4), "erb0");
    // updExecState of a call token enables returned lanes; empty stack is ⊥
    let s = ExecState {
        pc: 1,
        active: m("0000"),
        disable: d,
        stack: vec![tok(TokenKind::Call, "1111", 77)],
    };
    let s2 = upd_exec_state(&s).unwrap();
    assert_eq!(
        (s2.pc, s2.active, s2.disable.to_string_n(4)),
        (77, m("0101"), "e0b0".into())
    );
    assert!(upd_exec_state(&s2).is_none());
    assert!(uni(m("0110"), m("0111")));
    assert!(!uni(m("0110"), m("0100")));
}
