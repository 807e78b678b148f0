//! Loading `cvt` (PTX ISA §9.7.9.21): `cvt.dtype.atype` of one value is a data operation
//! (`data.rs`); `cvt.pack` (two saturated integers packed into sub-words) and the 8-bit float
//! pairs of PTX 7.8 are loaded here.

use super::{Mods, R};
use crate::program::codes;
use crate::program::ir::*;
use crate::program::load::Loader;
use crate::ptx::ast;

impl Loader {
    /// `cvt`: `cvt.pack`, the 8-bit float pairs, or the data operation `AluOp::Cvt`.
    pub(super) fn cvt(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        if m.has("pack") {
            self.cvt_pack(ins, m, g)
        } else if m.has("e4m3x2") || m.has("e5m2x2") {
            self.cvt_fp8(ins, m, g)
        } else {
            self.dop(ins, m, g, 1, AluOp::Cvt)
        }
    }

    /// `cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.{f32,f16x2}` and `cvt.rn{.relu}.f16x2.{e4m3x2,
    /// e5m2x2}` (PTX ISA "cvt"): the 8-bit float types are modifier words to us.
    pub(super) fn cvt_fp8(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let e5m2 = m.take_any(&["e4m3x2", "e5m2x2"]) == Some(1);
        m.take("rn");
        let satfinite = m.take("satfinite");
        let relu = m.take("relu");
        let tys: Vec<ast::Type> = m.tys.iter().map(|t| t.0).collect();
        let (kind, nsrc) = match tys.as_slice() {
            [ast::Type::F32] if satfinite => (Fp8Cvt::FromF32, 2),
            [ast::Type::F16x2] if satfinite => (Fp8Cvt::FromF16x2, 1),
            [ast::Type::F16x2] => (Fp8Cvt::ToF16x2, 1),
            _ => {
                self.err(
                    codes::UNSUPPORTED,
                    "8-bit float conversions are `cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.{f32,f16x2}` \
                     and `cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2}` (PTX 7.8, sm_89)",
                    ins.span,
                    "cvt",
                );
                return None;
            }
        };
        self.finish(ins, m)?;
        self.count(ins, &[nsrc + 1])?;
        let ops = &ins.operands;
        let (dty, sty) = match kind {
            Fp8Cvt::FromF32 => (Ty::B16, Ty::F32),
            Fp8Cvt::FromF16x2 => (Ty::B16, Ty::F16x2),
            Fp8Cvt::ToF16x2 => (Ty::F16x2, Ty::B16),
        };
        let dst = self.dst(&ops[0], dty)?;
        let mut srcs = Vec::with_capacity(2);
        for o in &ops[1..=nsrc] {
            srcs.push(self.src(o, sty)?);
        }
        let mods = AluMods {
            relu,
            ..AluMods::NONE
        };
        let op = AluOp::CvtFp8 { kind, e5m2 };
        // Not `.f16x2` as the operation's type: that would run it once per half.
        let rty = if dty == Ty::B16 { Ty::B16 } else { Ty::B32 };
        self.alu(ins, op, rty, Ty::B32, mods, dst, &srcs, g);
        Some(())
    }

    /// `cvt.pack.sat.convertType.s32{.b32} d, a, b{, c}`: `c` exactly for the 8-, 4- and 2-bit
    /// forms, none for `.u16`/`.s16` (PTX ISA "cvt.pack").
    pub(super) fn cvt_pack(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        m.take("pack");
        let sat = m.take("sat");
        let small = m.take_any(&["u4", "s4", "u2", "s2"]);
        let conv = match small {
            Some(i) => Some(([4, 4, 2, 2][i], i % 2 == 1)),
            None => match m.tys.first().map(|t| t.0) {
                Some(ast::Type::U16) => Some((16, false)),
                Some(ast::Type::S16) => Some((16, true)),
                Some(ast::Type::U8) => Some((8, false)),
                Some(ast::Type::S8) => Some((8, true)),
                _ => None,
            },
        };
        let ab = m.tys.get(if small.is_some() { 0 } else { 1 }).map(|t| t.0);
        let (Some((bits, signed)), true, Some(ast::Type::S32)) = (conv, sat, ab) else {
            self.err(
                codes::UNSUPPORTED,
                "`cvt.pack` is `cvt.pack.sat.{u16,s16,u8,s8,u4,s4,u2,s2}.s32{.b32}` (PTX ISA \"cvt.pack\")",
                ins.span,
                "cvt.pack",
            );
            return None;
        };
        // The types after convertType and abType: `.b32` (cType) exactly when `c` is given.
        let want_types = if small.is_some() { 1 } else { 2 } + usize::from(bits < 16);
        self.finish(ins, m)?;
        self.count(ins, if bits < 16 { &[4] } else { &[3] })?;
        if m.tys.len() != want_types {
            self.err(
                codes::UNSUPPORTED,
                format!(
                    "`cvt.pack` to {bits}-bit values takes {} (PTX ISA \"cvt.pack\")",
                    if bits < 16 {
                        "a `.b32` type for `c`"
                    } else {
                        "no third type"
                    }
                ),
                ins.span,
                "types",
            );
            return None;
        }
        let ops = &ins.operands;
        let dst = self.dst(&ops[0], Ty::B32)?;
        let a = self.src(&ops[1], Ty::S32)?;
        let b = self.src(&ops[2], Ty::S32)?;
        let c = match ops.get(3) {
            Some(o) => self.src(o, Ty::B32)?,
            None => Operand::Imm(0),
        };
        let op = AluOp::CvtPack { bits, signed };
        self.alu(ins, op, Ty::B32, Ty::S32, AluMods::NONE, dst, &[a, b, c], g);
        Some(())
    }
}
