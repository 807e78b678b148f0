//! Control-flow consistency (thesis §6.2, T:L2947-2973): the conditions under which the SIMT
//! branching algorithm is safe. Stack consistency (1)-(6) is checked at run time just before a
//! control instruction executes; program-address consistency statically at load time.
//! A failure names the condition and the instruction.

use crate::program::env::ProgEnv;
use crate::program::ir::{Instr, ProgAddr};
use crate::warp::state::{ExecState, TokenKind};
use serde::Serialize;

/// Which condition of T:L2955-2967 failed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CfcViolation {
    /// `stack-cons (1)` .. `stack-cons (6)`, `pc-cons`.
    pub condition: &'static str,
    pub pc: ProgAddr,
    pub message: String,
}

/// Stack consistency (T:L2955-2963) of the state `s` about to execute `instr` (at `s.pc`).
/// `executing` tells whether any active lane executes it (guard true): conditions on `break`,
/// `return` and `call` only matter then.
pub fn check_stack(instr: &Instr, s: &ExecState, executing: bool) -> Result<(), CfcViolation> {
    // Only the instructions below read the stack: any other returns before touching it (the
    // check runs before every warp step, and the stack is often a cold line).
    if !matches!(
        instr,
        Instr::Brk | Instr::Ret | Instr::Sync | Instr::Call { .. }
    ) {
        return Ok(());
    }
    let pc = s.pc;
    let top = s.stack.last();
    let v = |condition: &'static str, message: String| {
        Err(CfcViolation {
            condition,
            pc,
            message,
        })
    };
    match instr {
        Instr::Brk if executing && !s.stack.iter().any(|t| t.kind == TokenKind::Break) => {
            v("stack-cons (1)", "`brk` executes but no break token is on the stack (missing `preBrk`)".into())
        }
        Instr::Ret if executing && !s.stack.iter().any(|t| t.kind == TokenKind::Call) => {
            v("stack-cons (2)", "`ret` executes but no call token is on the stack (missing `preRet`)".into())
        }
        Instr::Sync if executing => match top {
            None => v("stack-cons (3)", "`sync` on an empty token stack (missing `ssy`)".into()),
            Some(t) if t.kind == TokenKind::Diverge => {
                let below = s.stack.len().checked_sub(2).map(|i| s.stack[i]);
                match below {
                    Some(b) if b.kind == TokenKind::Sync && b.pc == pc + 1 && t.mask.or(&s.active).is_subset_of(&b.mask) => {
                        Ok(())
                    }
                    _ => v(
                        "stack-cons (4)",
                        "`sync` pops a diverge token that does not sit on its own sync token (pc = sync + 1, masks included)"
                            .into(),
                    ),
                }
            }
            Some(t) if t.kind == TokenKind::Sync => {
                if t.pc == pc + 1 {
                    Ok(())
                } else {
                    v("stack-cons (5)", format!("`sync` finds a sync token resuming at {} instead of {}", t.pc, pc + 1))
                }
            }
            Some(t) => v("stack-cons (3)", format!("`sync` finds a {} token on top, not sync or diverge", t.kind.name())),
        },
        Instr::Call { .. } if executing && !s.stack.iter().any(|t| t.kind == TokenKind::Call && t.pc == pc + 1) => v(
            "stack-cons (6)",
            "`call` executes without a call token resuming after it (missing or differently guarded `preRet`)".into(),
        ),
        _ => Ok(()),
    }
}

/// Program-address consistency (T:L2965-2967): branch targets lie in the branching function, call
/// targets are functions' first instructions, `ssy`/`preBrk`/`preRet` labels lie in their function.
/// The loader runs the same check per function ([`crate::program::env::ProgEnv::address_violation`]).
pub fn check_program_addresses(env: &ProgEnv) -> Result<(), CfcViolation> {
    for fi in 0..env.funcs.len() {
        if let Some((pc, message)) = env.address_violation(fi) {
            return Err(CfcViolation {
                condition: "pc-cons",
                pc,
                message,
            });
        }
    }
    Ok(())
}
