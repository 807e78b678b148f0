//! Data movement (PTX ISA §9.7.9, "Data Movement and Conversion Instructions") that is not a
//! memory access: `mov` of a scalar, `isspacep`, `createpolicy` and the hints (`prefetch`,
//! `prefetchu`, `applypriority`, `discard`). Loads and stores are in `memory.rs`, `cvt` and
//! `cvta` are data operations (`data.rs`, `convert.rs`), vector `mov` is in `special.rs`.

use super::*;

impl Loader {
    /// `mov.ty d, a` (the (mov) rule, T:L1916); `mov` of a vector is [`Loader::mov_vector`].
    pub(super) fn mov(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        if ops.iter().any(|o| matches!(o, ast::Operand::Vector(..))) {
            return self.mov_vector(ins, m, g);
        }
        self.count(ins, &[2])?;
        let ty = self.ty1(ins, m)?;
        self.finish(ins, m)?;
        let dst = self.dst(&ops[0], ty)?;
        let src = self.src(&ops[1], ty)?;
        // Step 3: the address of a frame variable is `%stackBase + offset` (clang's
        // `mov.u64 %SPL, __local_depot0`, T:L1714); the thesis dialect keeps the offset.
        if let (Operand::Var(v), Dialect::Real) = (src, self.dialect) {
            if let VarValue::Frame { offset, .. } = self.vars[v as usize].value {
                let sb = self.sb?;
                self.alu(
                    ins,
                    AluOp::Add,
                    ty,
                    ty,
                    AluMods::NONE,
                    dst,
                    &[Operand::Reg(sb), Operand::Imm(offset)],
                    g,
                );
                return Some(());
            }
        }
        self.emit(Instr::Mov { ty, dst, src }, g, ins.span, false);
        Some(())
    }

    /// `isspacep.space p, a`: a data operation on the generic address (docs/alu.md).
    pub(super) fn isspacep(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        let space = self.space_of(ins, m)?;
        m.take("cta");
        self.finish(ins, m)?;
        self.count(ins, &[2])?;
        let dst = self.dst(&ops[0], Ty::Pred)?;
        let a = self.src(&ops[1], Ty::B64)?;
        self.alu(
            ins,
            AluOp::Isspacep(space),
            Ty::B64,
            Ty::B64,
            AluMods::NONE,
            dst,
            &[a],
            g,
        );
        Some(())
    }

    /// `createpolicy`: a cache policy is an opaque 64-bit value only `.L2::cache_hint` reads:
    /// zero.
    pub(super) fn createpolicy(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        m.take_any(&["fractional", "range", "cvt"]);
        let ty = self.ty1(ins, m)?;
        self.finish(ins, m)?;
        let dst = self.dst(&ops[0], ty)?;
        self.emit(
            Instr::Mov {
                ty,
                dst,
                src: Operand::Imm(0),
            },
            g,
            ins.span,
            false,
        );
        Some(())
    }

    /// Hints without an effect on values: nothing is emitted. A prefetch brings a line closer,
    /// nanosleep delays the thread by some time (any schedule may do that). `applypriority` and
    /// `discard` change no result: `discard` makes the line's data undefined, and keeping the old
    /// data is one of the values it allows. `pmevent` signals a performance-monitor event
    /// (`__prof_trigger`): no effect here. `griddepcontrol` (PTX 7.8, sm_90, programmatic
    /// dependent launch): `.wait` waits for the grids this one depends on, which a stream here
    /// completes (and whose memory it makes visible, the L1 flush between dependent grids)
    /// before this grid starts; `.launch_dependents` only lets a dependent grid be scheduled
    /// early.
    pub(super) fn hint(&mut self, ins: &ast::Instruction, m: &mut Mods, _g: Guard) -> R<()> {
        m.take_any(&["wait", "launch_dependents"]);
        m.take("mask");
        m.take_any(&["global", "local"]);
        m.take_any(&["L1", "L2"]);
        m.tys.clear();
        self.finish(ins, m)?;
        Some(())
    }
}
