//! Control flow (PTX ISA §9.7.12, thesis T:L1849-1869): `bra`, `brx.idx`, `ret`, `exit`, the
//! thesis dialect's `ssy`, `preBrk`, `preRet`, `sync`, `brk`/`break` (docs/design.md §1), and
//! `trap`. `call` is in `call.rs`.

use super::*;

impl Loader {
    /// `bra target` (T:L1849).
    pub(super) fn bra(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        self.finish(ins, m)?;
        self.count(ins, &[1])?;
        let target = match &ops[0] {
            // A register target (thesis `bra r`, Listing 5.6); undeclared names that are
            // no label are auto-declared registers in the thesis dialect.
            ast::Operand::Name(id)
                if self.lookup(self.cur_scope, &id.name).is_some()
                    || (self.dialect == Dialect::Thesis
                        && self.lookup_label(self.cur_scope, &id.name).is_none()) =>
            {
                Operand::Reg(self.reg_name(id, None)?)
            }
            o => Operand::Label(self.target(o)?),
        };
        self.emit(Instr::Bra { target }, g, ins.span, false);
        Some(())
    }

    /// `brx.idx index, table` with `table: .branchtargets L0, L1, ...;`.
    pub(super) fn brx(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        if !m.take("idx") {
            self.err(
                codes::MISSING_TYPE,
                "`brx` needs `.idx`",
                ins.span,
                "brx.idx",
            );
            return None;
        }
        self.finish(ins, m)?;
        self.count(ins, &[2])?;
        let index = self.src(&ops[0], Ty::U32)?;
        let table = match &ops[1] {
            ast::Operand::Name(id) => self
                .lookup_label(self.cur_scope, &id.name)
                .and_then(|l| self.tables.get(&l).cloned()),
            _ => None,
        };
        let (scope, tab) = match table {
            Some(t) => t,
            None => {
                self.err(
                    codes::UNDEFINED_LABEL,
                    "`brx.idx` needs a `.branchtargets` table label",
                    op_span(&ops[1]),
                    "no table",
                );
                return None;
            }
        };
        let saved = self.cur_scope;
        self.cur_scope = scope;
        let targets: Option<Vec<u32>> = tab.operands.iter().map(|o| self.target(o)).collect();
        self.cur_scope = saved;
        let targets = targets?.into_boxed_slice();
        self.emit(Instr::BrxIdx { index, targets }, g, ins.span, false);
        Some(())
    }

    /// `ret` and `exit` (T:L1865-1869); Step 5 (T:L1665): `ret` in an `.entry` is `exit`.
    pub(super) fn ret_exit(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        self.finish(ins, m)?;
        self.count(ins, &[0])?;
        // Step 5 (T:L1665): `ret` in an `.entry` is `exit`.
        let is_entry = self.funcs[self.cur_func as usize].is_entry;
        let i = if name == "exit" || is_entry {
            Instr::Exit
        } else {
            Instr::Ret
        };
        self.emit(i, g, ins.span, false);
        Some(())
    }

    /// `ssy target` and `preBrk target` (thesis dialect, T:L1853-1857).
    pub(super) fn ssy_prebrk(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        let ops = &ins.operands;
        self.finish(ins, m)?;
        self.count(ins, &[1])?;
        let t = self.target(&ops[0])?;
        let i = if name == "ssy" {
            Instr::Ssy { target: t }
        } else {
            Instr::PreBrk { target: t }
        };
        self.emit(i, g, ins.span, false);
        Some(())
    }

    /// `preRet {target}` (thesis dialect, T:L1859): without a target, the instruction after the
    /// call that follows.
    pub(super) fn preret(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        self.finish(ins, m)?;
        self.count(ins, &[0, 1])?;
        let t = match ops.first() {
            Some(o) => self.target(o)?,
            None => {
                let here = self.instrs.len();
                self.new_label(
                    "after-call".into(),
                    false,
                    LTarget::AfterCall(here, ins.span),
                )
            }
        };
        self.emit(Instr::PreRet { target: t }, g, ins.span, false);
        Some(())
    }

    /// `sync`, `brk`/`break` (thesis dialect, T:L1861-1863).
    pub(super) fn sync_brk(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        self.finish(ins, m)?;
        self.count(ins, &[0])?;
        let i = if name == "sync" {
            Instr::Sync
        } else {
            Instr::Brk
        };
        self.emit(i, g, ins.span, false);
        Some(())
    }

    /// `trap` (PTX ISA §9.7.19, miscellaneous): the executing lanes abort.
    pub(super) fn trap(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        self.finish(ins, m)?;
        self.count(ins, &[0])?;
        self.emit(Instr::Trap, g, ins.span, false);
        Some(())
    }
}
