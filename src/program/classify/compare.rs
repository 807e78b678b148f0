//! Comparison and selection (PTX ISA §9.7.6): `setp` and `set` (the (setp) rule, T:L1921-1926).
//! `selp` and `slct` are data operations (`data.rs`).

use super::*;

impl Loader {
    /// `setp.cmp{.bop}.ty p{|q}, a, b{, c}` and `set.cmp{.bop}.dty.ty d, a, b{, c}`.
    pub(super) fn setp_set(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        let ops = &ins.operands;
        let is_set = name == "set";
        let cmp = m.take_any(&CMPS).map(|i| Cmp::ALL[i]);
        let bop = m
            .take_any(&["and", "or", "xor"])
            .map(|i| [BoolOp::And, BoolOp::Or, BoolOp::Xor][i]);
        // `.ftz` is accepted; comparisons are computed exactly (docs/design.md §6).
        m.take("ftz");
        let cmp = match cmp {
            Some(c) => c,
            None => {
                self.err(
                    codes::MISSING_TYPE,
                    format!("`{name}` needs a comparison (e.g. `.lt`)"),
                    ins.span,
                    "no comparison",
                );
                return None;
            }
        };
        let (dty, ty) = if is_set {
            (self.ty_at(ins, m, 0)?, self.ty_at(ins, m, 1)?)
        } else {
            let t = self.ty1(ins, m)?;
            (Ty::Pred, t)
        };
        self.finish(ins, m)?;
        self.count(ins, if bop.is_some() { &[4] } else { &[3] })?;
        let a = self.src(&ops[1], ty)?;
        let b = self.src(&ops[2], ty)?;
        let c = if bop.is_some() {
            self.src(&ops[3], Ty::Pred)?
        } else {
            Operand::None
        };
        if is_set {
            let dst = self.dst(&ops[0], dty)?;
            self.emit(
                Instr::Set {
                    cmp,
                    bop,
                    dty,
                    ty,
                    dst,
                    a,
                    b,
                    c,
                },
                g,
                ins.span,
                false,
            );
        } else {
            let (dst, dst2) = match &ops[0] {
                ast::Operand::Pair(pq) => (
                    self.reg_name(&pq.0, Some(Ty::Pred))?,
                    Some(self.reg_name(&pq.1, Some(Ty::Pred))?),
                ),
                o => (self.dst(o, Ty::Pred)?, None),
            };
            self.emit(
                Instr::Setp {
                    cmp,
                    bop,
                    ty,
                    dst,
                    dst2,
                    a,
                    b,
                    c,
                },
                g,
                ins.span,
                false,
            );
        }
        Some(())
    }
}
