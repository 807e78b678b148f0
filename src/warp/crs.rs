//! The SIMT branching algorithm (thesis §5.4.1, T:L1978-2291): the helper functions uni, taken,
//! notTaken, `\`, enable, updExecState, unwind and the CRS rules
//! `ς —[flow actions]→CRS ⟨state, ς'⟩` (T:L2206-2291).
//!
//! The flow actions of one warp step all come from the same instruction, so they are passed in
//! compact form: the kind, the set of lanes that produced one ([`FlowActs::lanes`]) and their
//! targets. The stack's top is the last element of `ExecState::stack`.

use super::mask::LaneMask;
use super::outcome::Rule;
use super::state::{DisableMask, ExecState, Token, TokenKind, WarpState};
use crate::program::ir::ProgAddr;

/// Kind of the flow actions of one step (T:L1788; the lane is in [`FlowActs::lanes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlowKind {
    Sync,
    Break,
    Return,
    Exit,
    Ssy,
    PreRet,
    PreBrk,
    Bra,
    Call,
}

/// Target addresses of the lanes in [`FlowActs::lanes`].
#[derive(Clone, Copy, Debug)]
pub enum Targets<'a> {
    /// No target (sync, break, return, exit).
    None,
    /// Every lane gave the same address (direct branches, ssy, ...).
    Uniform(ProgAddr),
    /// Per lane, indexed by lane number (only lanes in `lanes` are meaningful).
    PerLane(&'a [ProgAddr]),
}

/// The merged flow actions `tact_flow*` of one warp step.
#[derive(Clone, Copy, Debug)]
pub struct FlowActs<'a> {
    pub kind: FlowKind,
    pub lanes: LaneMask,
    pub targets: Targets<'a>,
}

impl FlowActs<'_> {
    /// The distinct targets in ascending order (the canonical order for the scheduler's choice,
    /// docs/design.md §3), or `Err(t)` when all lanes agree on `t`.
    fn distinct_targets(&self) -> Result<Vec<ProgAddr>, Option<ProgAddr>> {
        match self.targets {
            Targets::None => Err(None),
            Targets::Uniform(t) => Err(Some(t)),
            Targets::PerLane(ts) => {
                let mut v: Vec<ProgAddr> = self
                    .lanes
                    .lanes()
                    .filter_map(|l| ts.get(l).copied())
                    .collect();
                v.sort_unstable();
                v.dedup();
                if v.len() <= 1 {
                    Err(v.first().copied())
                } else {
                    Ok(v)
                }
            }
        }
    }
}

/// uni(α, wl₁…wlₙ), T:L2146-2150: every active lane produced an action.
#[inline]
pub fn uni(active: LaneMask, lanes: LaneMask) -> bool {
    active.is_subset_of(&lanes)
}

/// taken(wp, pc'), T:L2156-2158: the lanes whose target is `t`.
pub fn taken(acts: &FlowActs<'_>, t: ProgAddr) -> LaneMask {
    match acts.targets {
        Targets::None => LaneMask::EMPTY,
        Targets::Uniform(u) if u == t => acts.lanes,
        Targets::Uniform(_) => LaneMask::EMPTY,
        Targets::PerLane(ts) => {
            let mut m = LaneMask::EMPTY;
            for l in acts.lanes.lanes() {
                if ts.get(l) == Some(&t) {
                    m.set(l);
                }
            }
            m
        }
    }
}

/// notTaken(α, wp, pc'), T:L2160-2162: α without the lanes whose target is `t` (so it keeps the
/// active lanes whose guard was false).
pub fn not_taken(active: LaneMask, acts: &FlowActs<'_>, t: ProgAddr) -> LaneMask {
    active.and_not(&taken(acts, t))
}

/// α \ δ, T:L2164-2166: deactivate every lane that is not `enabled`.
#[inline]
pub fn sans(active: LaneMask, d: &DisableMask) -> LaneMask {
    active.and_not(&d.disabled())
}

/// Which non-enabled disable state `enable` resets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DisableReason {
    Break,
    Return,
    Exit,
}

/// δ[lanes ↦ reason]: a lane is in at most one disable state.
pub fn disable(d: &mut DisableMask, lanes: LaneMask, reason: DisableReason) {
    d.brk = d.brk.and_not(&lanes);
    d.ret = d.ret.and_not(&lanes);
    d.exit = d.exit.and_not(&lanes);
    match reason {
        DisableReason::Break => d.brk = d.brk.or(&lanes),
        DisableReason::Return => d.ret = d.ret.or(&lanes),
        DisableReason::Exit => d.exit = d.exit.or(&lanes),
    }
}

/// enable(α, δ, s), T:L2168-2176: lanes active in α (the token's mask) and disabled for reason
/// `s` become enabled; a lane inactive in the token stays disabled (T:L2170).
pub fn enable(active: LaneMask, d: &DisableMask, s: DisableReason) -> DisableMask {
    let mut r = *d;
    match s {
        DisableReason::Break => r.brk = d.brk.and_not(&active),
        DisableReason::Return => r.ret = d.ret.and_not(&active),
        DisableReason::Exit => r.exit = d.exit.and_not(&active),
    }
    r
}

/// updExecState, T:L2178-2196: pop the top token; pc := its pc; call/break tokens first enable the
/// lanes waiting on return/break; α := α_t \ δ'. ⊥ (None) on an empty stack.
pub fn upd_exec_state(s: &ExecState) -> Option<ExecState> {
    let (tok, rest) = s.stack.split_last()?;
    let d2 = match tok.kind {
        TokenKind::Sync | TokenKind::Diverge => s.disable,
        TokenKind::Call => enable(tok.mask, &s.disable, DisableReason::Return),
        TokenKind::Break => enable(tok.mask, &s.disable, DisableReason::Break),
    };
    Some(ExecState {
        pc: tok.pc,
        active: sans(tok.mask, &d2),
        disable: d2,
        stack: rest.to_vec(),
    })
}

/// unwind, T:L2198-2204: pop tokens until one activates a lane. An empty stack completes the warp
/// when every lane of `all` (the warp's lanes, dummies included) is `exit`, and is ⊥ otherwise (lanes still wait on break or return, T:L2198).
///
/// Works in place without copying the stack: a token that activates nobody did not change δ
/// (a lane enabled by it is active in the token and enabled, so it would be active), so popping
/// it and keeping δ equals the thesis's recursion on the original ς minus the token.
pub fn unwind(s: &mut ExecState, all: LaneMask) -> Result<WarpState, String> {
    while let Some(tok) = s.stack.pop() {
        let d2 = match tok.kind {
            TokenKind::Sync | TokenKind::Diverge => s.disable,
            TokenKind::Call => enable(tok.mask, &s.disable, DisableReason::Return),
            TokenKind::Break => enable(tok.mask, &s.disable, DisableReason::Break),
        };
        let a2 = sans(tok.mask, &d2);
        if !a2.is_empty() {
            s.pc = tok.pc;
            s.active = a2;
            s.disable = d2;
            return Ok(WarpState::Active);
        }
    }
    let d = s.disable;
    if all.is_subset_of(&d.exit) {
        Ok(WarpState::Completed)
    } else {
        let waiting = d.brk.or(&d.ret);
        Err(format!(
            "token stack empty while lanes {:?} are not exited ({:?} wait on break/return) (T:L2198-2202)",
            all.and_not(&d.exit).lanes().collect::<Vec<_>>(),
            waiting.lanes().collect::<Vec<_>>()
        ))
    }
}

/// The result of one CRS transition: the new warp state and the rule that fired.
pub type CrsResult = Result<(WarpState, Rule), String>;

/// The CRS transition system (T:L2206-2291). `choose(n)` picks the index of the target served
/// first among `n` distinct sorted targets of a divergent indirect branch or call (T:L2275).
pub fn crs(
    s: &mut ExecState,
    all: LaneMask,
    acts: Option<&FlowActs<'_>>,
    choose: &mut dyn FnMut(usize) -> usize,
) -> CrsResult {
    let Some(acts) = acts.filter(|a| !a.lanes.is_empty()) else {
        return crs_next(s);
    };
    match acts.kind {
        FlowKind::Ssy => crs_push(s, acts, TokenKind::Sync, Rule::Ssy),
        FlowKind::PreBrk => crs_push(s, acts, TokenKind::Break, Rule::PreBrk),
        FlowKind::PreRet => crs_push(s, acts, TokenKind::Call, Rule::PreRet),
        FlowKind::Sync => crs_sync(s, all),
        FlowKind::Break => crs_disable(s, all, acts.lanes, DisableReason::Break),
        FlowKind::Return => crs_disable(s, all, acts.lanes, DisableReason::Return),
        FlowKind::Exit => crs_disable(s, all, acts.lanes, DisableReason::Exit),
        FlowKind::Bra | FlowKind::Call => crs_branch(s, acts, acts.kind == FlowKind::Call, choose),
    }
}

/// CRS (next), T:L2289-2291: no flow action (all guards false, or an instruction without
/// action): pc + 1.
pub fn crs_next(s: &mut ExecState) -> CrsResult {
    s.pc += 1;
    Ok((WarpState::Active, Rule::Next))
}

/// CRS (ssy) T:L2212-2216, (preBrk) T:L2218-2222, (preRet) T:L2224-2226: push
/// `(kind, α, pc₁)` and continue at pc + 1; all lanes must name the same address, else ⊥.
pub fn crs_push(s: &mut ExecState, acts: &FlowActs<'_>, kind: TokenKind, rule: Rule) -> CrsResult {
    let t = match acts.distinct_targets() {
        Err(Some(t)) => t,
        Ok(ts) => {
            return Err(format!(
                "{} with lane-dependent targets {ts:?} (T:L2212)",
                rule.name()
            ))
        }
        Err(None) => return Err(format!("{} without a target", rule.name())),
    };
    s.stack.push(Token {
        kind,
        mask: s.active,
        pc: t,
    });
    s.pc += 1;
    Ok((WarpState::Active, rule))
}

/// CRS (sync), T:L2228-2230: unwind (no uniformity check).
pub fn crs_sync(s: &mut ExecState, all: LaneMask) -> CrsResult {
    Ok((unwind(s, all)?, Rule::Sync))
}

/// CRS (brk_div/ret_div/exit_div) T:L2232-2244 and (brk_uni/ret_uni/exit_uni) T:L2246-2254:
/// the executing lanes become inactive and disabled for `reason`; uniformity is decided on α
/// BEFORE the update; divergent: pc + 1, uniform: unwind.
pub fn crs_disable(
    s: &mut ExecState,
    all: LaneMask,
    lanes: LaneMask,
    reason: DisableReason,
) -> CrsResult {
    let uniform = uni(s.active, lanes);
    s.active = s.active.and_not(&lanes);
    disable(&mut s.disable, lanes, reason);
    let (div, uni_rule) = match reason {
        DisableReason::Break => (Rule::BrkDiv, Rule::BrkUni),
        DisableReason::Return => (Rule::RetDiv, Rule::RetUni),
        DisableReason::Exit => (Rule::ExitDiv, Rule::ExitUni),
    };
    if uniform {
        Ok((unwind(s, all)?, uni_rule))
    } else {
        s.pc += 1;
        Ok((WarpState::Active, div))
    }
}

/// CRS (bra_uni) T:L2256-2258, (call_uni) T:L2260, (bra_guard) T:L2262-2264, (call_guard)
/// T:L2266-2273, (bra_target) T:L2275-2281, (call_target) T:L2283-2287.
pub fn crs_branch(
    s: &mut ExecState,
    acts: &FlowActs<'_>,
    is_call: bool,
    choose: &mut dyn FnMut(usize) -> usize,
) -> CrsResult {
    match acts.distinct_targets() {
        Err(None) => Err("branch without a target".into()),
        Err(Some(t)) if uni(s.active, acts.lanes) => {
            // (bra_uni) / (call_uni): only the pc changes
            s.pc = t;
            Ok((
                WarpState::Active,
                if is_call { Rule::CallUni } else { Rule::BraUni },
            ))
        }
        Err(Some(t)) => {
            let tk = taken(acts, t);
            if !is_call {
                // (bra_guard): park the not-taken path at pc + 1
                s.stack.push(Token {
                    kind: TokenKind::Diverge,
                    mask: not_taken(s.active, acts, t),
                    pc: s.pc + 1,
                });
            }
            // (call_guard): no token; the preRet's call token wakes the other lanes (T:L2266)
            s.active = tk;
            s.pc = t;
            Ok((
                WarpState::Active,
                if is_call {
                    Rule::CallGuard
                } else {
                    Rule::BraGuard
                },
            ))
        }
        Ok(ts) => {
            // (bra_target) / (call_target): the diverge token re-executes this instruction
            let k = choose(ts.len()).min(ts.len() - 1);
            let t = ts[k];
            s.stack.push(Token {
                kind: TokenKind::Diverge,
                mask: not_taken(s.active, acts, t),
                pc: s.pc,
            });
            s.active = taken(acts, t);
            s.pc = t;
            Ok((
                WarpState::Active,
                if is_call {
                    Rule::CallTarget
                } else {
                    Rule::BraTarget
                },
            ))
        }
    }
}
