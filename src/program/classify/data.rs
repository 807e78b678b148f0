//! The data operations (`dop`, T:L1466; the PTX ISA's arithmetic, logic, comparison and
//! conversion instructions, T:L1840).

use super::*;

/// `.lo`, `.hi` or `.wide` of `mul`, `mad`, `mul24`, `mad24`; integer forms without one
/// (Listing 2.2) are `.lo`.
pub(super) fn mul_mode(m: &mut Mods) -> MulMode {
    m.take_any(&["lo", "hi", "wide"]).map_or(MulMode::Lo, |i| {
        [MulMode::Lo, MulMode::Hi, MulMode::Wide][i]
    })
}

/// `prmt`'s mode (`.f4e` ... `.rc16`; 0: the default mode).
pub(super) fn prmt_mode(m: &mut Mods) -> AluOp {
    let mode = m.take_any(&["f4e", "b4e", "rc8", "ecl", "ecr", "rc16"]);
    AluOp::Prmt(mode.map_or(0, |i| i as u8 + 1))
}

impl Loader {
    /// `add`, `sub` and `mad` (`op` takes `mad`'s `.lo`/`.hi`/`.wide`): with `.cc`, a carry chain
    /// ([`Loader::carry`]), else the data operation.
    pub(super) fn add_sub_mad(
        &mut self,
        ins: &ast::Instruction,
        m: &mut Mods,
        g: Guard,
        nsrc: usize,
        op: fn(&mut Mods) -> AluOp,
    ) -> R<()> {
        if m.has("cc") {
            return self.carry(ins, m, g);
        }
        let op = op(m);
        self.dop(ins, m, g, nsrc, op)
    }

    /// Data operations (`dop`, T:L1466, T:L1843) with their PTX types (docs/design.md §6): `op`
    /// with `nsrc` sources, its opcode's own modifiers already taken by the dispatch arm.
    pub(super) fn dop(
        &mut self,
        ins: &ast::Instruction,
        m: &mut Mods,
        g: Guard,
        nsrc: usize,
        op: AluOp,
    ) -> R<()> {
        let name = ins.opcode.name.as_str();
        let ops = &ins.operands;
        let mut mods = AluMods::NONE;
        if let Some(i) = m.take_any(&ROUNDS) {
            mods.round = ROUND_VALS[i];
        }
        mods.sat = m.take("sat");
        mods.ftz = m.take("ftz");
        if matches!(op, AluOp::Min | AluOp::Max) {
            mods.nan = m.take("NaN");
        }
        if matches!(op, AluOp::Fma | AluOp::Min | AluOp::Max) {
            mods.relu = m.take("relu");
        }
        mods.approx = m.take("approx") | m.take("full");
        let mut ty2 = None;
        // Types: `cvt.d.a`, `set.d.a`, `slct.d.c`: two types; all others one.
        let two = matches!(
            op,
            AluOp::Cvt | AluOp::Slct | AluOp::Dp4a | AluOp::Dp2a { .. }
        );
        let ty = if two {
            self.ty_at(ins, m, 0)?
        } else {
            self.ty1(ins, m)?
        };
        if two {
            ty2 = Some(self.ty_at(ins, m, 1)?);
            if m.tys.len() > 2 {
                self.err(
                    codes::UNSUPPORTED,
                    format!("`{name}` takes two types, found {}", m.tys.len()),
                    ins.span,
                    "types",
                );
                return None;
            }
        }
        // `cvt.rn.f16x2.f32 d, a, b` packs two conversions (a into the upper half).
        let nsrc = if op == AluOp::Cvt && ty.half_elem().is_some() {
            2
        } else {
            nsrc
        };
        if matches!(op, AluOp::Mul(MulMode::Wide) | AluOp::Mad(MulMode::Wide))
            && !matches!(ty, Ty::U16 | Ty::S16 | Ty::U32 | Ty::S32)
        {
            self.err(
                codes::TYPE_MISMATCH,
                format!(
                    "type mismatch: `.wide` needs a 16- or 32-bit integer type, found `.{}`",
                    ty.name()
                ),
                ins.span,
                "type",
            );
            return None;
        }
        if ty.is_float()
            && matches!(
                op,
                AluOp::And
                    | AluOp::Or
                    | AluOp::Xor
                    | AluOp::Not
                    | AluOp::Cnot
                    | AluOp::Shl
                    | AluOp::Shr
                    | AluOp::Rem
                    | AluOp::Popc
                    | AluOp::Clz
                    | AluOp::Brev
                    | AluOp::Bfe
                    | AluOp::Bfi
                    | AluOp::Prmt(_)
                    | AluOp::Shf { .. }
                    | AluOp::Lop3
                    | AluOp::Bmsk { .. }
                    | AluOp::Fns
                    | AluOp::Szext { .. }
                    | AluOp::Bfind { .. }
                    | AluOp::Mul24(_)
                    | AluOp::Mad24(_)
                    | AluOp::Sad
            )
            || (int_like(ty)
                && matches!(
                    op,
                    AluOp::Fma
                        | AluOp::Sqrt
                        | AluOp::Rsqrt
                        | AluOp::Rcp
                        | AluOp::Sin
                        | AluOp::Cos
                        | AluOp::Lg2
                        | AluOp::Ex2
                        | AluOp::Copysign
                        | AluOp::Tanh
                        | AluOp::Testp(_)
                ))
        {
            self.err(
                codes::TYPE_MISMATCH,
                format!(
                    "type mismatch: `{name}` is not defined for `.{}`",
                    ty.name()
                ),
                ins.span,
                "type",
            );
            return None;
        }
        self.finish(ins, m)?;
        self.count(ins, &[nsrc + 1])?;
        let wide = matches!(op, AluOp::Mul(MulMode::Wide) | AluOp::Mad(MulMode::Wide));
        let wide_ty = |t: Ty| match t {
            Ty::U16 => Ty::U32,
            Ty::S16 => Ty::S32,
            Ty::U32 => Ty::U64,
            _ => Ty::S64,
        };
        let dty = match op {
            _ if wide => wide_ty(ty),
            AluOp::Testp(_) => Ty::Pred,
            AluOp::Popc | AluOp::Clz | AluOp::Bfind { .. } => Ty::U32,
            AluOp::Slct => ty,
            _ => ty,
        };
        let dst = self.dst(&ops[0], dty)?;
        let mut srcs = [Operand::None; 4];
        for i in 0..nsrc {
            // Per-position source types (PTX ISA): shift amounts, bit positions and lengths are
            // `.u32`; selp's selector is a predicate; slct's selector has the second type; cvt's
            // source the second type; mad.wide's addend the wide type.
            let sty = match (op, i) {
                (AluOp::Shl | AluOp::Shr, 1) => Ty::U32,
                (AluOp::Bfe, 1 | 2) | (AluOp::Bfi, 2 | 3) => Ty::U32,
                (AluOp::Selp, 2) => Ty::Pred,
                (AluOp::Slct, 2) => ty2.unwrap_or(Ty::S32),
                (AluOp::Cvt, _) => ty2.unwrap_or(ty),
                (AluOp::Mad(MulMode::Wide), 2) => wide_ty(ty),
                (AluOp::Prmt(_), 2) => Ty::B32,
                (AluOp::Shf { .. }, 2) | (AluOp::Bmsk { .. }, _) | (AluOp::Szext { .. }, 1) => {
                    Ty::U32
                }
                (AluOp::Fns, 1) => Ty::U32,
                (AluOp::Fns, 2) => Ty::S32,
                (AluOp::Lop3, 3) => Ty::B32,
                (AluOp::Cvta { .. }, _) => ty,
                _ => ty,
            };
            srcs[i] = self.src(&ops[i + 1], sty)?;
        }
        let ty2 = ty2.unwrap_or(ty);
        if op == AluOp::Cvt && ty.is_signed() && !ty.is_float() {
            // The ISA sign-extends a signed `cvt` result to the destination register's width.
            if let Some(rt) = self.regs[dst as usize].ty {
                if rt != Ty::Pred && rt.bits() > ty.bits() {
                    mods.sext_to = rt.bits() as u8;
                }
            }
        }
        self.alu(ins, op, ty, ty2, mods, dst, &srcs[..nsrc], g);
        Some(())
    }
}

/// The modifiers that make the operation of `shf`, `szext`, `dp2a`, `testp` and `cvta`, with
/// their diagnostics when missing.
impl Loader {
    /// `shf.{l,r}.{wrap,clamp}`.
    pub(super) fn shf_op(&mut self, ins: &ast::Instruction, m: &mut Mods) -> R<AluOp> {
        let left = match m.take_any(&["l", "r"]) {
            Some(i) => i == 0,
            None => {
                self.err(
                    codes::MISSING_TYPE,
                    "`shf` needs `.l` or `.r`",
                    ins.span,
                    "no direction",
                );
                return None;
            }
        };
        let wrap = match m.take_any(&["wrap", "clamp"]) {
            Some(i) => i == 0,
            None => {
                self.err(
                    codes::MISSING_TYPE,
                    "`shf` needs `.wrap` or `.clamp`",
                    ins.span,
                    "no mode",
                );
                return None;
            }
        };
        Some(AluOp::Shf { left, wrap })
    }

    /// `szext.{wrap,clamp}`.
    pub(super) fn szext_op(&mut self, ins: &ast::Instruction, m: &mut Mods) -> R<AluOp> {
        match m.take_any(&["wrap", "clamp"]) {
            Some(i) => Some(AluOp::Szext { wrap: i == 0 }),
            None => {
                self.err(
                    codes::MISSING_TYPE,
                    "`szext` needs `.wrap` or `.clamp`",
                    ins.span,
                    "no mode",
                );
                None
            }
        }
    }

    /// `dp2a.{lo,hi}`.
    pub(super) fn dp2a_op(&mut self, ins: &ast::Instruction, m: &mut Mods) -> R<AluOp> {
        match m.take_any(&["lo", "hi"]) {
            Some(i) => Some(AluOp::Dp2a { hi: i == 1 }),
            None => {
                self.err(
                    codes::MISSING_TYPE,
                    "`dp2a` needs `.lo` or `.hi`",
                    ins.span,
                    "no mode",
                );
                None
            }
        }
    }

    /// `testp.{finite,infinite,number,notanumber,normal,subnormal}`.
    pub(super) fn testp_op(&mut self, ins: &ast::Instruction, m: &mut Mods) -> R<AluOp> {
        const T: [&str; 6] = [
            "finite",
            "infinite",
            "number",
            "notanumber",
            "normal",
            "subnormal",
        ];
        const V: [TestpOp; 6] = [
            TestpOp::Finite,
            TestpOp::Infinite,
            TestpOp::Number,
            TestpOp::NotANumber,
            TestpOp::Normal,
            TestpOp::Subnormal,
        ];
        match m.take_any(&T) {
            Some(i) => Some(AluOp::Testp(V[i])),
            None => {
                self.err(
                    codes::MISSING_TYPE,
                    "`testp` needs a test (e.g. `.finite`)",
                    ins.span,
                    "no test",
                );
                None
            }
        }
    }

    /// `cvta{.to}.space`.
    pub(super) fn cvta_op(&mut self, ins: &ast::Instruction, m: &mut Mods) -> R<AluOp> {
        let to = m.take("to");
        let space = self.space_of(ins, m)?;
        Some(AluOp::Cvta {
            space,
            to_generic: !to,
        })
    }
}

impl Loader {
    /// Emit `Instr::Alu` (the (dop) rule's instruction) with up to four sources.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn alu(
        &mut self,
        ins: &ast::Instruction,
        op: AluOp,
        ty: Ty,
        ty2: Ty,
        mods: AluMods,
        dst: RegId,
        srcs: &[Operand],
        g: Guard,
    ) {
        let mut src = [Operand::None; 4];
        for (i, s) in srcs.iter().enumerate().take(4) {
            src[i] = *s;
        }
        self.emit(
            Instr::Alu {
                op,
                ty,
                ty2,
                mods,
                dst,
                src,
            },
            g,
            ins.span,
            false,
        );
    }
}
