//! Memory instructions (`ld`, `st`, `atom`, `red`, T:L1899-1908) and calls of the CUDA runtime
//! (`vprintf`, `__assertfail`, `malloc`, `free`).

use super::*;

impl<'a> Loader<'a> {
    /// `ld/st` (T:L1902-1910): state space, cache operator, volatility, type; `.v2/.v4` lowered
    /// to consecutive scalar accesses (deviation, T:L1432 treats vectors as sugar).
    /// `strong`: the access has a memory-model order (`memory_order`) and is volatile.
    pub(super) fn mem(
        &mut self,
        ins: &ast::Instruction,
        m: &mut Mods,
        is_st: bool,
        strong: bool,
        g: Guard,
    ) -> R<()> {
        let ops = &ins.operands;
        let ss = match m.take_any(&["global", "local", "shared", "const", "param"]) {
            Some(i) => [
                StateSpace::Global,
                StateSpace::Local,
                StateSpace::Shared,
                StateSpace::Const,
                StateSpace::Param,
            ][i],
            None => StateSpace::Generic,
        };
        let cop = match m.take_any(&["ca", "cg", "cs", "lu", "cv", "wb", "wt"]) {
            Some(i) => [
                CacheOp::Ca,
                CacheOp::Cg,
                CacheOp::Cs,
                CacheOp::Lu,
                CacheOp::Cv,
                CacheOp::Wb,
                CacheOp::Wt,
            ][i],
            None => CacheOp::Default,
        };
        let volatile = m.take("volatile") || strong;
        m.take("weak");
        if !is_st && matches!(ss, StateSpace::Global | StateSpace::Generic) {
            // `ld.global.nc`: a read through the non-coherent read-only path; the data does not
            // change during the kernel, so the ordinary load reads the same value.
            m.take("nc");
        }
        // `.v8` (PTX 8.3, 32-bit elements of a 256-bit global access) like `.v2`/`.v4`.
        let vec = match m.take_any(&["v2", "v4", "v8"]) {
            Some(i) => 2 << i,
            None => 1,
        };
        let ty = match (ins.size, m.tys.is_empty()) {
            // Thesis numeric MemOpSize is in bytes (T:L607).
            (Some((n, span)), true) => match n {
                1 => Ty::B8,
                2 => Ty::B16,
                4 => Ty::B32,
                8 => Ty::B64,
                _ => {
                    self.err(codes::UNSUPPORTED, format!("memory operation size {n} not supported: registers hold at most 8 bytes"), span, "size in bytes");
                    return None;
                }
            },
            _ => self.ty1(ins, m)?,
        };
        self.finish(ins, m)?;
        self.count(ins, &[2])?;
        let (data, a) = if is_st {
            (&ops[1], &ops[0])
        } else {
            (&ops[0], &ops[1])
        };
        let a = self.addr(a)?;
        let ss = if a.frame {
            StateSpace::Local
        } else if a.kparam && ss == StateSpace::Generic {
            StateSpace::Param
        } else {
            ss
        };
        let elems: Vec<&ast::Operand> = match data {
            ast::Operand::Vector(v, s) => {
                if v.len() != vec {
                    self.err(
                        codes::OPERAND_COUNT,
                        format!("`.v{vec}` needs {vec} elements, found {}", v.len()),
                        *s,
                        "vector",
                    );
                    return None;
                }
                v.iter().collect()
            }
            o => {
                if vec != 1 {
                    self.err(
                        codes::OPERAND_KIND,
                        format!("`.v{vec}` needs a vector operand `{{...}}`"),
                        op_span(o),
                        "not a vector",
                    );
                    return None;
                }
                vec![o]
            }
        };
        for (i, e) in elems.iter().enumerate() {
            let off = (i as u64 * ty.bytes() as u64) as i64;
            let addr = match (a.op, off) {
                (op, 0) => op,
                (Operand::Reg(r), o) => Operand::RegOff(r, o),
                (Operand::RegOff(r, c), o) => Operand::RegOff(r, c.wrapping_add(o)),
                (Operand::Var(v), o) => Operand::VarOff(v, o),
                (Operand::VarOff(v, c), o) => Operand::VarOff(v, c.wrapping_add(o)),
                (Operand::Imm(x), o) => Operand::Imm(x.wrapping_add(o as u64)),
                (op, _) => op,
            };
            if is_st {
                let src = self.src(e, ty)?;
                self.emit(
                    Instr::St {
                        ss,
                        cop,
                        volatile,
                        ty,
                        addr,
                        src,
                    },
                    g,
                    ins.span,
                    false,
                );
            } else {
                let dst = self.dst(e, ty)?;
                self.emit(
                    Instr::Ld {
                        ss,
                        cop,
                        volatile,
                        ty,
                        dst,
                        addr,
                    },
                    g,
                    ins.span,
                    false,
                );
            }
        }
        Some(())
    }

    /// A call of an `.extern` function without a body (docs/runtime.md): the CUDA runtime's
    /// `vprintf`, `__assertfail`, `malloc`, `free`, or a function nobody provides, which is an
    /// error only when a thread reaches the call. Lowered to: each argument's value into a
    /// hidden register (a load where the argument is a call-sequence `.param` variable),
    /// `membar.cta` so that the thread's own stores (the `printf` argument buffer) have
    /// completed when the device reads memory, [`Instr::Runtime`], and the result into the
    /// return variable. Every part carries the call's guard.
    pub(super) fn runtime_call(
        &mut self,
        ins: &ast::Instruction,
        f: FuncId,
        name: &str,
        rets: Option<&[ast::Operand]>,
        args: Option<&[ast::Operand]>,
        g: Guard,
    ) -> R<()> {
        let func = RtFunc::by_name(name, f);
        let (rets, args) = (rets.unwrap_or(&[]), args.unwrap_or(&[]));
        let (want_args, want_rets) = match func {
            RtFunc::Printf => (2, 1),
            RtFunc::AssertFail => (5, 0),
            RtFunc::Malloc => (1, 1),
            RtFunc::Free => (1, 0),
            RtFunc::Missing(_) => (args.len(), rets.len()),
        };
        if args.len() != want_args || rets.len() > want_rets {
            self.err(
                codes::CALL_ARGS,
                format!(
                    "`{name}` takes {want_args} argument(s) and returns {want_rets} value(s), the call passes {} and expects {}",
                    args.len(),
                    rets.len()
                ),
                ins.span,
                "argument mismatch",
            );
            return None;
        }
        let span = ins.span;
        let mut ops = [Operand::None; 4];
        // `__assertfail`'s fifth argument (the character size, always 1) is not needed.
        for (i, a) in args.iter().take(4).enumerate() {
            ops[i] = self.call_value(a, &format!("%rt.arg{i}"), g, span)?;
        }
        self.emit(
            Instr::Membar {
                level: MembarLevel::Cta,
            },
            g,
            span,
            true,
        );
        let ret = rets.first();
        let ret_var = ret.and_then(|r| self.frame_var(r));
        let dst = match (ret, &ret_var) {
            (None, _) => None,
            (Some(_), Some(_)) => Some(self.hidden_reg("%rt.ret", Ty::B64)),
            (Some(r), None) => Some(self.dst(r, Ty::B64)?),
        };
        self.emit(
            Instr::Runtime {
                func,
                args: ops,
                dst,
            },
            g,
            span,
            false,
        );
        if let (Some(r), Some(addr), Some(d)) = (ret, ret_var, dst) {
            let ty = self.var_ty(r);
            self.emit(local_st(ty, addr, Operand::Reg(d)), g, span, true);
        }
        Some(())
    }
}
