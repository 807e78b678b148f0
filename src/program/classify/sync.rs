//! Parallel synchronisation and communication (PTX ISA §9.7.13): `atom` and `red` (T:L1906),
//! `vote` (T:L2340), `bar`/`barrier` (T:L1911), `membar` and `fence` (T:L1913). The warp
//! collectives (`shfl`, `vote.sync`, `match`, `redux`, `activemask`, `elect`, `bar.warp.sync`)
//! are in `special.rs`, `mbarrier` and `cp.async` in `memory.rs`.

use super::*;

impl Loader {
    /// `bar`: `bar.warp.sync` is a collective, the rest a barrier.
    pub(super) fn bar_any(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        if m.take("warp") {
            return self.collective(ins, m, g);
        }
        self.bar(ins, m, g)
    }

    /// `vote`: `vote.sync` is a collective, the rest the thesis' vote.
    pub(super) fn vote_any(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        if m.take("sync") {
            return self.collective(ins, m, g);
        }
        self.vote(ins, m, g)
    }

    /// `atom{.space}.op.ty d, [a], b{, c}` and `red{.space}.op.ty [a], b`; the memory order
    /// qualifiers are taken by [`Loader::ordered`].
    pub(super) fn atom(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        let ops = &ins.operands;
        let is_red = name == "red";
        let ss = match m.take_any(&["global", "shared"]) {
            Some(0) => StateSpace::Global,
            Some(_) => StateSpace::Shared,
            None => StateSpace::Generic,
        };
        const AOPS: [&str; 10] = [
            "and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min", "max",
        ];
        const AVALS: [AtomOp; 10] = [
            AtomOp::And,
            AtomOp::Or,
            AtomOp::Xor,
            AtomOp::Cas,
            AtomOp::Exch,
            AtomOp::Add,
            AtomOp::Inc,
            AtomOp::Dec,
            AtomOp::Min,
            AtomOp::Max,
        ];
        // `.noftz` (f16/bf16 `add`): our half-precision add never flushes subnormals.
        m.take("noftz");
        let op = match m.take_any(&AOPS) {
            Some(i) => AVALS[i],
            None => {
                self.err(
                    codes::MISSING_TYPE,
                    format!("`{name}` needs an operation (e.g. `.add`)"),
                    ins.span,
                    "no operation",
                );
                return None;
            }
        };
        let ty = self.ty1(ins, m)?;
        self.finish(ins, m)?;
        let n = if is_red {
            2
        } else if op == AtomOp::Cas {
            4
        } else {
            3
        };
        self.count(ins, &[n])?;
        let base = if is_red { 0 } else { 1 };
        let dst = if is_red {
            None
        } else {
            Some(self.dst(&ops[0], ty)?)
        };
        let a = self.addr(&ops[base])?;
        let b = self.src(&ops[base + 1], ty)?;
        let c = if op == AtomOp::Cas {
            self.src(&ops[base + 2], ty)?
        } else {
            Operand::None
        };
        let ss = if a.frame { StateSpace::Local } else { ss };
        self.emit(
            Instr::Atom {
                ss,
                op,
                ty,
                dst,
                addr: a.op,
                b,
                c,
            },
            g,
            ins.span,
            false,
        );
        Some(())
    }

    /// `vote.mode.ty d, p` (T:L2340-2347); `vote.sync` is a collective.
    pub(super) fn vote(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        let mode = match m.take_any(&["all", "any", "uni", "ballot"]) {
            Some(i) => [
                VoteMode::All,
                VoteMode::Any,
                VoteMode::Uni,
                VoteMode::Ballot,
            ][i],
            None => {
                self.err(
                    codes::MISSING_TYPE,
                    "`vote` needs a mode (e.g. `.any`)",
                    ins.span,
                    "no mode",
                );
                return None;
            }
        };
        let ty = self.ty1(ins, m)?;
        self.finish(ins, m)?;
        self.count(ins, &[2])?;
        let dst = self.dst(&ops[0], ty)?;
        let pred = self.src(&ops[1], Ty::Pred)?;
        self.emit(Instr::Vote { mode, dst, pred }, g, ins.span, false);
        Some(())
    }

    /// `bar{.sync,.arrive,.red}` and `barrier` (T:L1911); `bar.warp.sync` is a collective.
    pub(super) fn bar(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        m.take("aligned");
        m.take("cta");
        let kind = match m.take_any(&["sync", "arrive", "red"]) {
            Some(0) | None => BarKind::Sync,
            Some(1) => BarKind::Arrive,
            _ => match m.take_any(&["and", "or", "popc"]) {
                Some(i) => BarKind::Red([BarRed::And, BarRed::Or, BarRed::Popc][i]),
                None => {
                    self.err(
                        codes::MISSING_TYPE,
                        "`bar.red` needs an operation (`.and`, `.or`, `.popc`)",
                        ins.span,
                        "no operation",
                    );
                    return None;
                }
            },
        };
        match kind {
            BarKind::Sync | BarKind::Arrive => {
                self.finish(ins, m)?;
                self.count(ins, if kind == BarKind::Sync { &[1, 2] } else { &[2] })?;
                let barrier = self.src(&ops[0], Ty::U32)?;
                let count = match ops.get(1) {
                    Some(o) => self.src(o, Ty::U32)?,
                    None => Operand::None,
                };
                self.emit(
                    Instr::Bar {
                        kind,
                        barrier,
                        count,
                        dst: None,
                        pred: Operand::None,
                    },
                    g,
                    ins.span,
                    false,
                );
            }
            BarKind::Red(_) => {
                let ty = self.ty1(ins, m)?;
                self.finish(ins, m)?;
                self.count(ins, &[3, 4])?;
                let dst = self.dst(&ops[0], ty)?;
                let barrier = self.src(&ops[1], Ty::U32)?;
                let count = if ops.len() == 4 {
                    self.src(&ops[2], Ty::U32)?
                } else {
                    Operand::None
                };
                let pred = self.src(&ops[ops.len() - 1], Ty::Pred)?;
                self.emit(
                    Instr::Bar {
                        kind,
                        barrier,
                        count,
                        dst: Some(dst),
                        pred,
                    },
                    g,
                    ins.span,
                    false,
                );
            }
        }
        Some(())
    }

    /// `fence{.sc,.acq_rel}{.scope}` (PTX 6.0): a fence of the scope's level. Proxy and
    /// cluster-barrier fences of later GPUs order things Fermi does not have.
    pub(super) fn fence(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        m.take_any(&["sc", "acq_rel"]);
        let level = scope_level(m);
        self.finish(ins, m)?;
        self.count(ins, &[0])?;
        self.emit(Instr::Membar { level }, g, ins.span, false);
        Some(())
    }

    /// `membar.level` (T:L1913).
    pub(super) fn membar(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let level = match m.take_any(&["cta", "gl", "sys"]) {
            Some(i) => [MembarLevel::Cta, MembarLevel::Gl, MembarLevel::Sys][i],
            None => {
                self.err(
                    codes::MISSING_TYPE,
                    "`membar` needs a level (`.cta`, `.gl`, `.sys`)",
                    ins.span,
                    "no level",
                );
                return None;
            }
        };
        self.finish(ins, m)?;
        self.count(ins, &[0])?;
        self.emit(Instr::Membar { level }, g, ins.span, false);
        Some(())
    }
}
