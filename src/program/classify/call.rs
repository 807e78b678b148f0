//! Calls and their parameters (Step 3, T:L1598-1659): argument and return slots in the
//! callee's frame, `call.uni` sequences.

use super::*;

impl Loader {
    /// The frame address of a call operand that names a function-local `.param` or `.local`
    /// variable (a call-sequence parameter), `None` for registers and constants.
    pub(super) fn frame_var(&mut self, o: &ast::Operand) -> Option<Operand> {
        let ast::Operand::Name(id) = o else {
            return None;
        };
        match self.lookup(self.cur_scope, &id.name) {
            Some(Sym::Var(v)) if matches!(self.vars[v as usize].value, VarValue::Frame { .. }) => {
                self.addr(o).map(|a| a.op)
            }
            _ => None,
        }
    }

    /// The declared type of the variable a call operand names (`.b64` when it has none).
    pub(super) fn var_ty(&mut self, o: &ast::Operand) -> Ty {
        match o {
            ast::Operand::Name(id) => match self.lookup(self.cur_scope, &id.name) {
                Some(Sym::Var(v)) => self.vars[v as usize].ty.unwrap_or(Ty::B64),
                _ => Ty::B64,
            },
            _ => Ty::B64,
        }
    }

    /// The value of a call argument for [`Instr::Runtime`]: registers and constants as they are,
    /// a `.param` variable loaded into the hidden register `hidden`.
    pub(super) fn call_value(
        &mut self,
        a: &ast::Operand,
        hidden: &str,
        g: Guard,
        span: Span,
    ) -> R<Operand> {
        let Some(addr) = self.frame_var(a) else {
            return self.src(a, Ty::B64);
        };
        let ty = self.var_ty(a);
        let dst = self.hidden_reg(hidden, Ty::B64);
        self.emit(local_ld(ty, dst, addr), g, span, true);
        Some(Operand::Reg(dst))
    }

    /// Step 3 call lowering (T:L1598-1659, Listing 5.2 lines 17-22, docs/design.md §4):
    /// arguments into the callee's slots at `%stackBase + K + offset`, spills around recursive
    /// calls, `add %stackBase, K`, `preRet L_after` (T:L2266-2268), `call f`,
    /// `L_after: sub %stackBase, K`, reloads, results out of the return slots; every injected
    /// instruction carries the call's guard (T:L1655).
    pub(super) fn call(
        &mut self,
        ins: &ast::Instruction,
        m: &mut Mods,
        k: usize,
        g: Guard,
    ) -> R<()> {
        self.finish(ins, m)?;
        let (rets, target, args) = Self::call_parts(ins);
        let target = match target {
            Some(t) => t,
            None => {
                self.err(
                    codes::OPERAND_COUNT,
                    "`call` needs a target function",
                    ins.span,
                    "no target",
                );
                return None;
            }
        };
        let id = match target {
            ast::Operand::Name(id) => id,
            o => {
                self.err(
                    codes::OPERAND_KIND,
                    "expected a function name or a register",
                    op_span(o),
                    "not a function",
                );
                return None;
            }
        };
        // Indirect call through a register (thesis `call e`, T:L1851).
        let (callee, target) = if let Some(Sym::Reg(_)) = self.lookup(self.cur_scope, &id.name) {
            let r = self.reg_name(id, None)?;
            if rets.is_none_or(|r| r.is_empty()) && args.is_none_or(|a| a.is_empty()) {
                if !self.explicit {
                    let after = self.new_label("after-call".into(), false, LTarget::Unset);
                    self.emit(Instr::PreRet { target: after }, g, ins.span, true);
                    self.emit(
                        Instr::Call {
                            target: Operand::Reg(r),
                        },
                        g,
                        ins.span,
                        false,
                    );
                    self.labels[after as usize].target = LTarget::At(self.instrs.len());
                } else {
                    self.emit(
                        Instr::Call {
                            target: Operand::Reg(r),
                        },
                        g,
                        ins.span,
                        false,
                    );
                }
                return Some(());
            }
            // With parameters: the frame layout bound the call-sequence `.param` variables to
            // the slots of the call's own signature (load/frames.rs, `layout_frames`), which is the
            // callee's when it matches the prototype.
            let all = rets.unwrap_or(&[]).iter().chain(args.unwrap_or(&[]));
            if let Some(o) = all.clone().find(|o| !self.bound_callseq(o)) {
                self.err(
                    codes::UNSUPPORTED,
                    "an indirect call passes its arguments and results in call-sequence `.param` variables",
                    op_span(o),
                    "not a `.param` variable of the call sequence",
                );
                return None;
            }
            (None, Operand::Reg(r))
        } else {
            let f = match self.func_by_name.get(id.name.as_str()) {
                Some(&f) => f,
                None => {
                    self.err(
                        codes::UNDEFINED_FUNCTION,
                        format!("undefined function `{}`", id.name),
                        id.span,
                        "no function of this name",
                    );
                    return None;
                }
            };
            if !self.funcs[f as usize].has_body {
                return self.runtime_call(ins, f, &id.name, rets, args, g);
            }
            if self.funcs[f as usize].is_entry {
                self.err(
                    codes::UNDEFINED_FUNCTION,
                    format!(
                        "cannot call kernel `{}`: `.entry` functions are not callable",
                        id.name
                    ),
                    id.span,
                    "kernel",
                );
                return None;
            }
            (Some(f), Operand::Func(f))
        };
        let rets = rets.unwrap_or(&[]);
        let args = args.unwrap_or(&[]);
        if let Some(f) = callee {
            let (nr, np) = (
                self.funcs[f as usize].rets.len(),
                self.funcs[f as usize].params.len(),
            );
            // Thesis code after Step 3 (Listing 5.2) calls without arguments: the caller wrote them.
            let pre_lowered = self.dialect == Dialect::Thesis && rets.is_empty() && args.is_empty();
            if !pre_lowered && (rets.len() != nr || args.len() != np) {
                self.err(
                    codes::CALL_ARGS,
                    format!("`{}` takes {np} argument(s) and returns {nr} value(s), the call passes {} and expects {}", id.name, args.len(), rets.len()),
                    ins.span,
                    "argument mismatch",
                );
                return None;
            }
        }
        let cur = self.cur_func as usize;
        let recursive = self.funcs[cur]
            .calls
            .get(&k)
            .map(|c| c.recursive)
            .unwrap_or(false);
        let kk = self.funcs[cur].out_base;
        let sb = self.sb?;
        let span = ins.span;
        // Register preservation around recursive calls (T:L1598-1600), before the arguments are
        // passed (a `.reg` parameter of a self-call is the caller's own register).
        let spill: Vec<RegId> = if recursive {
            self.funcs[cur].spill.clone()
        } else {
            Vec::new()
        };
        let spill_base = self.funcs[cur].spill_base;
        for (j, r) in spill.iter().enumerate() {
            let addr = Operand::RegOff(sb, (spill_base + 8 * j as u64) as i64);
            self.emit(local_st(Ty::B64, addr, Operand::Reg(*r)), g, span, true);
        }
        // Arguments that are not call-sequence `.param` variables: store them into the slot,
        // then move the `.reg` ones, all at once (a self-call may pass its own parameters
        // crosswise).
        if let Some(f) = callee {
            let mut movs = Vec::new();
            for (i, a) in args.iter().enumerate() {
                let slot = self.funcs[f as usize].params[i];
                self.pass_value(a, slot, kk, sb, g, span, false, &mut movs)?;
            }
            self.parallel_movs(&movs, g, span, true);
        }
        let add = |op| Instr::Alu {
            op,
            ty: Ty::U64,
            ty2: Ty::U64,
            mods: AluMods::NONE,
            dst: sb,
            src: [
                Operand::Reg(sb),
                Operand::Imm(kk),
                Operand::None,
                Operand::None,
            ],
        };
        if !self.explicit {
            self.emit(add(AluOp::Add), g, span, true);
            let after = self.new_label("after-call".into(), false, LTarget::Unset);
            self.emit(Instr::PreRet { target: after }, g, span, true);
            self.emit(Instr::Call { target }, g, span, false);
            self.labels[after as usize].target = LTarget::At(self.instrs.len());
            self.emit(add(AluOp::Sub), g, span, true);
        } else {
            // Thesis code with explicit branching instructions manages `%stackBase` itself (Listing 5.2).
            self.emit(Instr::Call { target }, g, span, false);
        }
        // Results in `.reg` slots are moved out before the reloads (which restore the callee's
        // registers when it is the caller itself) and their destinations are not reloaded.
        let ret_slots: Vec<crate::program::load::Slot> = callee
            .map(|f| self.funcs[f as usize].rets.clone())
            .unwrap_or_default();
        let mut movs = Vec::new();
        for (r, &slot) in rets.iter().zip(&ret_slots) {
            if let Sym::Reg(_) = slot.sym {
                self.pass_value(r, slot, kk, sb, g, span, true, &mut movs)?;
            }
        }
        self.parallel_movs(&movs, g, span, true);
        let keep: Vec<RegId> = movs.iter().map(|m| m.0).collect();
        for (j, r) in spill.iter().enumerate() {
            if keep.contains(r) {
                continue;
            }
            let addr = Operand::RegOff(sb, (spill_base + 8 * j as u64) as i64);
            let ld = local_ld(Ty::B64, *r, addr);
            self.emit(ld, g, span, true);
        }
        for (r, &slot) in rets.iter().zip(&ret_slots) {
            if let Sym::Var(_) = slot.sym {
                self.pass_value(r, slot, kk, sb, g, span, true, &mut Vec::new())?;
            }
        }
        Some(())
    }

    /// Whether a call operand is a call-sequence `.param` variable of this function that the frame
    /// layout bound to a slot (the caller wrote or reads it in place).
    pub(super) fn bound_callseq(&mut self, o: &ast::Operand) -> bool {
        let ast::Operand::Name(id) = o else {
            return false;
        };
        let Some(Sym::Var(v)) = self.lookup(self.cur_scope, &id.name) else {
            return false;
        };
        let VarValue::Frame { func, .. } = self.vars[v as usize].value else {
            return false;
        };
        func == self.cur_func
            && self.funcs[func as usize]
                .callseq
                .iter()
                .any(|(x, b)| *x == v && b.is_some())
    }

    /// One argument (or result, `out`) of a call: call-sequence `.param` variables were bound to
    /// the callee's slot in the frame layout and need nothing here; registers and immediates are
    /// stored into (loaded from) the slot, or, for `.reg` parameters, added to `movs` (the caller
    /// emits them together, [`Self::parallel_movs`]). A `.v2`/`.v4` parameter takes a vector
    /// operand of that many elements (`{%a, %b}`, or a vector register, which `ptx::vecreg`
    /// wrote as one): element `i` goes to the parameter's register `i` or to the slot's bytes at
    /// `i` times the element size.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn pass_value(
        &mut self,
        o: &ast::Operand,
        slot: crate::program::load::Slot,
        kk: u64,
        sb: RegId,
        g: Guard,
        span: Span,
        out: bool,
        movs: &mut Vec<(RegId, Ty, Operand)>,
    ) -> R<()> {
        if self.bound_callseq(o) {
            return Some(());
        }
        let ty = slot.ty.unwrap_or(Ty::B64);
        let elems: Vec<&ast::Operand> = match o {
            ast::Operand::Vector(v, _) if v.len() == slot.lanes as usize => v.iter().collect(),
            ast::Operand::Vector(v, s) => {
                let want = if slot.lanes > 1 {
                    format!("a `.v{}` vector", slot.lanes)
                } else {
                    "a scalar".to_string()
                };
                self.err(
                    codes::CALL_ARGS,
                    format!(
                        "this {} is {want}; the call passes a vector of {}",
                        if out { "result" } else { "parameter" },
                        v.len()
                    ),
                    *s,
                    "vector",
                );
                return None;
            }
            _ if slot.lanes > 1 => {
                self.err(
                    codes::CALL_ARGS,
                    format!(
                        "this {} is a `.v{n}` vector; pass a `.v{n}` vector register or `{{...}}` of {n} elements",
                        if out { "result" } else { "parameter" },
                        n = slot.lanes
                    ),
                    op_span(o),
                    "not a vector",
                );
                return None;
            }
            _ => vec![o],
        };
        for (i, e) in elems.into_iter().enumerate() {
            match slot.sym {
                Sym::Reg(first) => {
                    let preg = first + i as RegId;
                    if out {
                        let d = self.dst(e, ty)?;
                        movs.push((d, ty, Operand::Reg(preg)));
                    } else {
                        let s = self.src(e, ty)?;
                        movs.push((preg, ty, s));
                    }
                }
                Sym::Var(_) => {
                    let at = kk + slot.offset + i as u64 * ty.bytes() as u64;
                    let addr = Operand::RegOff(sb, at as i64);
                    if out {
                        let d = self.dst(e, ty)?;
                        self.emit(local_ld(ty, d, addr), g, span, true);
                    } else {
                        let s = self.src(e, ty)?;
                        self.emit(local_st(ty, addr, s), g, span, true);
                    }
                }
            }
        }
        Some(())
    }
}
