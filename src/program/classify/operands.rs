//! Operands and types of one instruction: modifier counts, the guard, registers, immediates,
//! names (Step 7 scoping, T:L1669), addresses and branch targets (Step 2 constant folding,
//! T:L1591-1597).

use super::*;

impl Loader {
    pub(super) fn count(&mut self, ins: &ast::Instruction, allowed: &[usize]) -> R<()> {
        // A trailing cache-policy operand (`.L2::cache_hint`) is not counted.
        let n = ins.operands.len() - usize::from(self.policy_operand).min(ins.operands.len());
        if allowed.contains(&n) {
            return Some(());
        }
        let what = match allowed {
            [a] => format!("{a}"),
            [a, b] => format!("{a} or {b}"),
            _ => allowed
                .iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        };
        let noun = if allowed == [1] {
            "operand"
        } else {
            "operands"
        };
        self.err(
            codes::OPERAND_COUNT,
            format!("`{}` takes {what} {noun}, found {n}", ins.opcode.name),
            ins.span,
            "wrong number of operands",
        );
        None
    }

    pub(super) fn finish(&mut self, ins: &ast::Instruction, m: &Mods) -> R<()> {
        if let Some((w, span)) = m.leftover() {
            self.err(
                codes::UNKNOWN_MODIFIER,
                format!("unsupported modifier `.{w}` on `{}`", ins.opcode.name),
                span,
                "not supported here",
            );
            return None;
        }
        Some(())
    }

    /// The instruction type; thesis-dialect instructions without type are `.b64` (docs/design.md §1 (b)).
    pub(super) fn ty_at(&mut self, ins: &ast::Instruction, m: &Mods, k: usize) -> R<Ty> {
        match m.tys.get(k) {
            Some((t, span)) => match crate::program::load::ir_ty(*t) {
                Some(t) => Some(t),
                None => {
                    self.err(
                        codes::UNSUPPORTED,
                        format!("unsupported type `.{}`", format!("{t:?}").to_lowercase()),
                        *span,
                        "type",
                    );
                    None
                }
            },
            None if self.dialect == Dialect::Thesis => Some(Ty::B64),
            None => {
                let e = if k == 0 { "a type" } else { "a second type" };
                self.err(
                    codes::MISSING_TYPE,
                    format!("`{}` needs {e} (e.g. `.u32`)", ins.opcode.name),
                    ins.span,
                    "missing type",
                );
                None
            }
        }
    }

    pub(super) fn ty1(&mut self, ins: &ast::Instruction, m: &Mods) -> R<Ty> {
        if m.tys.len() > 1 {
            self.err(
                codes::UNSUPPORTED,
                format!(
                    "`{}` takes one type, found {}",
                    ins.opcode.name,
                    m.tys.len()
                ),
                ins.span,
                "types",
            );
            return None;
        }
        self.ty_at(ins, m, 0)
    }

    pub(super) fn guard(&mut self, ins: &ast::Instruction) -> R<Guard> {
        let g = match &ins.guard {
            None => return Some(Guard::Always),
            Some(g) => g,
        };
        let r = self.reg_name(&g.pred, Some(Ty::Pred))?;
        Some(if g.negated {
            Guard::IfNot(r)
        } else {
            Guard::If(r)
        })
    }

    /// A name that must be a register.
    pub(super) fn reg_name(&mut self, id: &ast::Ident, ty: Option<Ty>) -> R<RegId> {
        match self.lookup(self.cur_scope, &id.name) {
            Some(Sym::Reg(r)) => {
                if let (Some(rt), Some(t)) = (self.regs[r as usize].ty, ty) {
                    if !compatible(rt, t, self.relaxed_width) {
                        self.err(
                            codes::TYPE_MISMATCH,
                            format!(
                                "type mismatch: `{}` is `.{}`, the instruction needs `.{}`",
                                id.name,
                                rt.name(),
                                t.name()
                            ),
                            id.span,
                            "wrong register type",
                        );
                        return None;
                    }
                }
                Some(r)
            }
            Some(Sym::Var(_)) => {
                self.err(
                    codes::OPERAND_KIND,
                    format!("expected a register, found variable `{}`", id.name),
                    id.span,
                    "not a register",
                );
                None
            }
            None => {
                if self.lookup_label(self.cur_scope, &id.name).is_some() {
                    self.err(
                        codes::OPERAND_KIND,
                        format!("expected a register, found label `{}`", id.name),
                        id.span,
                        "not a register",
                    );
                    return None;
                }
                if self.func_by_name.contains_key(id.name.as_str()) {
                    self.err(
                        codes::OPERAND_KIND,
                        format!("expected a register, found function `{}`", id.name),
                        id.span,
                        "not a register",
                    );
                    return None;
                }
                if self.dialect == Dialect::Thesis && !is_special_name(&id.name) {
                    return Some(self.auto_reg(id));
                }
                self.undeclared(id);
                None
            }
        }
    }

    pub(super) fn undeclared(&mut self, id: &ast::Ident) {
        if id.name.starts_with('%') {
            self.err(
                codes::UNDECLARED,
                format!("undeclared register `{}`", id.name),
                id.span,
                "not declared in this scope",
            );
        } else {
            self.err(
                codes::UNDECLARED,
                format!("undeclared identifier `{}`", id.name),
                id.span,
                "not declared in this scope",
            );
        }
    }

    /// A destination operand: a register.
    pub(super) fn dst(&mut self, o: &ast::Operand, ty: Ty) -> R<RegId> {
        match o {
            ast::Operand::Name(id) => self.reg_name(id, Some(ty)),
            _ => {
                self.err(
                    codes::OPERAND_KIND,
                    "expected a destination register",
                    op_span(o),
                    "not a register",
                );
                None
            }
        }
    }

    pub(super) fn imm(&mut self, v: Value, ty: Ty, span: Span) -> R<Operand> {
        match consts::encode(v, ty) {
            Ok(b) => Some(Operand::Imm(b)),
            Err(m) => {
                self.err(
                    codes::TYPE_MISMATCH,
                    format!("type mismatch: {m}"),
                    span,
                    "immediate",
                );
                None
            }
        }
    }

    /// A source operand (Expr, T:L1722) of type `ty`: register, `!p`, immediate (Step 2),
    /// special register, variable (its address, T:L1744), label, function.
    pub(super) fn src(&mut self, o: &ast::Operand, ty: Ty) -> R<Operand> {
        match o {
            // `WARP_SZ`: the PTX ISA's run-time constant for the number of threads in a warp,
            // 32 on every NVIDIA GPU (docs/alu.md: also with `--warp-size`).
            ast::Operand::Name(id)
                if id.name == "WARP_SZ" && self.lookup(self.cur_scope, &id.name).is_none() =>
            {
                self.imm(Value::Int(32), ty, id.span)
            }
            ast::Operand::Name(id) => self.name_value(id, Some(ty)),
            ast::Operand::Not(id) => Some(Operand::NotReg(self.reg_name(id, None)?)),
            ast::Operand::Special { name, dim } => match sreg(&name.name, *dim) {
                Ok(s) => Some(Operand::SReg(s)),
                Err(m) => {
                    self.err(codes::SPECIAL_REGISTER, m, name.span, "special register");
                    None
                }
            },
            ast::Operand::Int(v, s) => self.imm(Value::Int(v.get()), ty, *s),
            ast::Operand::Float(f, s) => self.imm(Value::Float(*f), ty, *s),
            ast::Operand::FloatBits(b, w, s) => self.imm(Value::Bits(*b, *w), ty, *s),
            ast::Operand::Expr(e) => {
                // `var+c` / `var-c` outside brackets: an address plus a constant (T:L1722 `Var + Const`).
                if let ast::ConstExpr::Binary(op, a, b, span) = &**e {
                    if let (ast::ConstExpr::Name(id), "+" | "-") = (&**a, op.as_str()) {
                        let c = match consts::fold(b, &mut |_| None) {
                            Ok(Value::Int(c)) => c as i64,
                            _ => {
                                self.err(
                                    codes::CONST_EXPR,
                                    "expected an integer offset",
                                    *span,
                                    "offset",
                                );
                                return None;
                            }
                        };
                        let c = if op == "-" { c.wrapping_neg() } else { c };
                        return match self.name_value(id, None)? {
                            Operand::Reg(r) => Some(Operand::RegOff(r, c)),
                            Operand::Var(v) => Some(Operand::VarOff(v, c)),
                            _ => {
                                self.err(
                                    codes::OPERAND_KIND,
                                    "this operand cannot have an offset",
                                    *span,
                                    "offset",
                                );
                                None
                            }
                        };
                    }
                }
                match consts::fold(e, &mut |_| None) {
                    Ok(v) => self.imm(v, ty, expr_span(e)),
                    Err(d) => {
                        self.errs.push(d);
                        None
                    }
                }
            }
            // Load step 1 erases `[ ]` (T:L1708): `add addr, %stackBase, [p0]` (Listing 5.2).
            ast::Operand::Address { base, offset, span } => match base {
                None => self.imm(Value::Int(*offset as i128), ty, *span),
                Some(id) => {
                    let v = self.name_value(id, None)?;
                    Some(match (v, *offset) {
                        (v, 0) => v,
                        (Operand::Reg(r), c) => Operand::RegOff(r, c),
                        (Operand::Var(x), c) => Operand::VarOff(x, c),
                        _ => {
                            self.err(
                                codes::OPERAND_KIND,
                                "this operand cannot have an offset",
                                *span,
                                "offset",
                            );
                            return None;
                        }
                    })
                }
            },
            ast::Operand::Vector(_, s) => {
                self.err(
                    codes::UNSUPPORTED,
                    "vector operands `{...}` are only supported in `ld`/`st` (T:L1432)",
                    *s,
                    "vector",
                );
                None
            }
            ast::Operand::Pair(pq) => {
                let s = &pq.2;
                self.err(
                    codes::OPERAND_KIND,
                    "`p|q` is only allowed as the destination of `setp`",
                    *s,
                    "pair",
                );
                None
            }
            ast::Operand::List(_, s) => {
                self.err(
                    codes::OPERAND_KIND,
                    "parameter lists are only allowed in `call`",
                    *s,
                    "list",
                );
                None
            }
        }
    }

    pub(super) fn name_value(&mut self, id: &ast::Ident, ty: Option<Ty>) -> R<Operand> {
        match self.lookup(self.cur_scope, &id.name) {
            Some(Sym::Reg(_)) => Some(Operand::Reg(self.reg_name(id, ty)?)),
            Some(Sym::Var(v)) => Some(Operand::Var(v)),
            None => {
                if let Some(l) = self.lookup_label(self.cur_scope, &id.name) {
                    return Some(Operand::Label(l));
                }
                if let Some(&f) = self.func_by_name.get(id.name.as_str()) {
                    return Some(Operand::Func(f));
                }
                if is_special_name(&id.name) {
                    let (n, d) = match id.name.rsplit_once('.') {
                        Some((n, d)) if d.len() == 1 => (n, d.chars().next()),
                        _ => (id.name.as_str(), None),
                    };
                    return match sreg(n, d) {
                        Ok(s) => Some(Operand::SReg(s)),
                        Err(m) => {
                            self.err(codes::SPECIAL_REGISTER, m, id.span, "special register");
                            None
                        }
                    };
                }
                if self.dialect == Dialect::Thesis {
                    return Some(Operand::Reg(self.auto_reg(id)));
                }
                self.undeclared(id);
                None
            }
        }
    }

    /// The address operand of `ld/st/atom` (`[e]` erased, T:L1708). Function-local `.local` and
    /// `.param` variables are frame offsets (T:L1714); the access adds `%stackBase` (Step 3,
    /// T:L1633), so they become `[%stackBase + offset]`.
    pub(super) fn addr(&mut self, o: &ast::Operand) -> R<Addr> {
        let (base, off, span) = match o {
            ast::Operand::Address { base, offset, span } => (base.as_ref(), *offset, *span),
            ast::Operand::Name(id) => (Some(id), 0, id.span),
            ast::Operand::Int(v, _) => {
                return Some(Addr {
                    op: Operand::Imm(v.get() as u64),
                    frame: false,
                    kparam: false,
                })
            }
            _ => {
                self.err(
                    codes::OPERAND_KIND,
                    "expected an address `[...]`",
                    op_span(o),
                    "not an address",
                );
                return None;
            }
        };
        let id = match base {
            None => {
                return Some(Addr {
                    op: Operand::Imm(off as u64),
                    frame: false,
                    kparam: false,
                })
            }
            Some(id) => id,
        };
        match self.lookup(self.cur_scope, &id.name) {
            Some(Sym::Reg(r)) => Some(Addr {
                op: if off == 0 {
                    Operand::Reg(r)
                } else {
                    Operand::RegOff(r, off)
                },
                frame: false,
                kparam: false,
            }),
            Some(Sym::Var(v)) => {
                let vi = &self.vars[v as usize];
                match vi.value {
                    VarValue::Frame { offset, .. } => {
                        let sb = self.sb?;
                        Some(Addr {
                            op: Operand::RegOff(sb, (offset as i64).wrapping_add(off)),
                            frame: true,
                            kparam: false,
                        })
                    }
                    VarValue::Addr(ss, _) => Some(Addr {
                        op: if off == 0 {
                            Operand::Var(v)
                        } else {
                            Operand::VarOff(v, off)
                        },
                        frame: false,
                        kparam: ss == StateSpace::Param,
                    }),
                    VarValue::Reg(_) => None,
                }
            }
            None => {
                if self.lookup_label(self.cur_scope, &id.name).is_some()
                    || self.func_by_name.contains_key(id.name.as_str())
                {
                    self.err(
                        codes::OPERAND_KIND,
                        format!("expected an address, found `{}`", id.name),
                        span,
                        "not an address",
                    );
                    return None;
                }
                if self.dialect == Dialect::Thesis {
                    let r = self.auto_reg(id);
                    return Some(Addr {
                        op: if off == 0 {
                            Operand::Reg(r)
                        } else {
                            Operand::RegOff(r, off)
                        },
                        frame: false,
                        kparam: false,
                    });
                }
                self.undeclared(id);
                None
            }
        }
    }

    /// A label target (`bra L`, `ssy L`); thesis numeric targets are source lines.
    pub(super) fn target(&mut self, o: &ast::Operand) -> R<u32> {
        match o {
            ast::Operand::Name(id) => match self.lookup_label(self.cur_scope, &id.name) {
                Some(l) => Some(l),
                None => {
                    self.err(
                        codes::UNDEFINED_LABEL,
                        format!("undefined label `{}`", id.name),
                        id.span,
                        "no label of this name in scope",
                    );
                    None
                }
            },
            ast::Operand::Int(n, s)
                if self.dialect == Dialect::Thesis && n.get() > 0 && n.get() < u32::MAX as i128 =>
            {
                let n = n.get();
                Some(self.new_label(format!("line{n}"), false, LTarget::Line(n as u32, *s)))
            }
            _ => {
                self.err(
                    codes::OPERAND_KIND,
                    "expected a label",
                    op_span(o),
                    "not a label",
                );
                None
            }
        }
    }
}
