//! Loading the video instructions (PTX ISA §9.7.18) into one `AluOp::Video` data operation:
//! the scalar `vop.dtype.atype.btype{.sat}{.op2} d{.dsel}, a{.asel}, b{.bsel}{, c}` (with
//! `vshl`/`vshr`'s `.clamp`/`.wrap`, `vmad`'s negations, `.po` and `.shr7`/`.shr15`, `vset`'s
//! comparison) and the SIMD `vop2`/`vop4 d{.mask}, a{.asel}, b{.bsel}, c` with `.add`. The
//! selectors arrive in the operand names (`%r1.b0`; see the parser's `element_selector`).

use super::{Mods, R};
use crate::program::codes;
use crate::program::ir::*;
use crate::program::load::Loader;
use crate::ptx::ast;

/// The operation and lane count of a video opcode.
pub(super) fn video_opcode(name: &str) -> Option<(VideoOp, u8)> {
    let (base, lanes) = match name.strip_suffix('2') {
        Some(b) => (b, 2),
        None => match name.strip_suffix('4') {
            Some(b) => (b, 4),
            None => (name, 1),
        },
    };
    let op = match base {
        "vadd" => VideoOp::Add,
        "vsub" => VideoOp::Sub,
        "vabsdiff" => VideoOp::Absdiff,
        "vmin" => VideoOp::Min,
        "vmax" => VideoOp::Max,
        "vavrg" if lanes > 1 => VideoOp::Avrg,
        "vshl" if lanes == 1 => VideoOp::Shl,
        "vshr" if lanes == 1 => VideoOp::Shr,
        "vmad" if lanes == 1 => VideoOp::Mad,
        // The comparison is filled in from the modifiers.
        "vset" => VideoOp::Set(Cmp::Eq),
        _ => return None,
    };
    Some((op, lanes))
}

/// An operand split into its register part and its selector word (`%r1.h0` → `%r1`, `h0`),
/// and whether it was negated (`-%r1`).
struct Part<'o> {
    reg: ast::Operand,
    sel: Option<&'o str>,
    neg: bool,
    span: ast::Span,
}

fn split(o: &ast::Operand) -> Part<'_> {
    let (id, neg, span) = match o {
        ast::Operand::Name(id) => (id, false, id.span),
        ast::Operand::Expr(ast::ConstExpr::Unary('-', e, span)) => match &**e {
            ast::ConstExpr::Name(id) => (id, true, *span),
            _ => {
                return Part {
                    reg: o.clone(),
                    sel: None,
                    neg: false,
                    span: *span,
                }
            }
        },
        _ => {
            return Part {
                reg: o.clone(),
                sel: None,
                neg: false,
                span: super::op_span(o),
            }
        }
    };
    match id.name.rsplit_once('.') {
        Some((base, w)) if crate::ptx::parser::stmt::is_video_selector(w) => Part {
            reg: ast::Operand::Name(ast::Ident {
                name: base.to_string(),
                span: id.span,
            }),
            sel: Some(w),
            neg,
            span,
        },
        _ => Part {
            reg: ast::Operand::Name(id.clone()),
            sel: None,
            neg,
            span,
        },
    }
}

/// A scalar selector's code (0 whole word, 1-4 `.b0`-`.b3`, 5-6 `.h0`-`.h1`).
fn scalar_sel(w: &str) -> Option<u16> {
    Some(match w {
        "b0" => 1,
        "b1" => 2,
        "b2" => 3,
        "b3" => 4,
        "h0" => 5,
        "h1" => 6,
        _ => return None,
    })
}

/// A SIMD source selector (`.b7654`, `.h32`): one digit per lane, the last digit lane 0.
fn simd_sel(w: &str, lanes: u8) -> Option<u16> {
    let digits = w.strip_prefix(if lanes == 4 { 'b' } else { 'h' })?;
    if digits.len() != lanes as usize {
        return None;
    }
    Some(
        digits
            .bytes()
            .rev()
            .enumerate()
            .fold(0u16, |acc, (i, d)| acc | u16::from(d - b'0') << (4 * i)),
    )
}

/// A SIMD destination mask (`.b310`, `.h1`): the set of lanes named.
fn simd_mask(w: &str, lanes: u8) -> Option<u8> {
    let digits = w.strip_prefix(if lanes == 4 { 'b' } else { 'h' })?;
    digits.bytes().try_fold(0u8, |acc, d| {
        let i = d - b'0';
        (i < lanes).then_some(acc | 1 << i)
    })
}

impl Loader<'_> {
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

    pub(super) fn video(
        &mut self,
        ins: &ast::Instruction,
        m: &mut Mods,
        g: Guard,
        op: VideoOp,
        lanes: u8,
    ) -> R<()> {
        let name = ins.opcode.name.as_str();
        let mut op = op;
        let mut s = VideoSpec {
            lanes,
            ..VideoSpec::default()
        };
        let is_set = matches!(op, VideoOp::Set(_));
        if is_set {
            const CMPS: [(&str, Cmp); 6] = [
                ("eq", Cmp::Eq),
                ("ne", Cmp::Ne),
                ("lt", Cmp::Lt),
                ("le", Cmp::Le),
                ("gt", Cmp::Gt),
                ("ge", Cmp::Ge),
            ];
            let names: Vec<&str> = CMPS.iter().map(|c| c.0).collect();
            match m.take_any(&names) {
                Some(i) => op = VideoOp::Set(CMPS[i].1),
                None => {
                    self.err(
                        codes::MISSING_TYPE,
                        format!("`{name}` needs a comparison (`.eq .ne .lt .le .gt .ge`)"),
                        ins.span,
                        "no comparison",
                    );
                    return None;
                }
            }
        }
        let sat = m.take("sat");
        s.op2 = match m.take_any(&["add", "min", "max"]) {
            Some(i) if lanes == 1 || i == 0 => i as u8 + 1,
            _ => 0,
        };
        if matches!(op, VideoOp::Shl | VideoOp::Shr) {
            s.wrap = match m.take_any(&["clamp", "wrap"]) {
                Some(i) => i == 1,
                None => {
                    self.err(
                        codes::MISSING_TYPE,
                        format!("`{name}` needs a shift mode (`.clamp` or `.wrap`)"),
                        ins.span,
                        "no mode",
                    );
                    return None;
                }
            };
        }
        if op == VideoOp::Mad {
            s.po = m.take("po");
            s.scale = match m.take_any(&["shr7", "shr15"]) {
                Some(0) => 7,
                Some(_) => 15,
                None => 0,
            };
        }
        // Types: dtype.atype.btype, or atype.btype for `vset`; each `.u32` or `.s32`.
        let want = if is_set { 2 } else { 3 };
        let types_msg = format!(
            "`{name}` takes {want} types, each `.u32` or `.s32` ({}atype.btype)",
            if is_set { "" } else { "dtype." }
        );
        if m.tys.len() != want {
            self.err(codes::MISSING_TYPE, types_msg, ins.span, "types");
            return None;
        }
        let mut signs = Vec::with_capacity(3);
        for k in 0..want {
            let t = self.ty_at(ins, m, k)?;
            if !matches!(t, Ty::U32 | Ty::S32) {
                self.err(codes::UNSUPPORTED, types_msg, m.tys[k].1, "type");
                return None;
            }
            signs.push(t == Ty::S32);
        }
        if is_set {
            signs.insert(0, false);
        }
        (s.d_signed, s.a_signed, s.b_signed) = (signs[0], signs[1], signs[2]);
        self.finish(ins, m)?;
        let ops = &ins.operands;
        let (d, a, b) = match ops.len() {
            3 | 4 => (split(&ops[0]), split(&ops[1]), split(&ops[2])),
            n => {
                self.err(
                    codes::OPERAND_COUNT,
                    format!("`{name}` takes 3 or 4 operands (d, a, b, c), found {n}"),
                    ins.span,
                    "operands",
                );
                return None;
            }
        };
        let c = ops.get(3).map(split);
        // Selectors.
        let bad_sel = |this: &mut Self, p: &Part, what: &str| {
            this.err(
                codes::UNKNOWN_MODIFIER,
                format!(
                    "`.{}` is not a {what} selector of `{name}` (PTX ISA \"Video Instructions\")",
                    p.sel.unwrap_or("")
                ),
                p.span,
                "selector",
            );
        };
        if lanes == 1 {
            for (p, slot) in [(&a, &mut s.asel), (&b, &mut s.bsel)] {
                if let Some(w) = p.sel {
                    match scalar_sel(w) {
                        Some(v) => *slot = v,
                        None => {
                            bad_sel(self, p, "source");
                            return None;
                        }
                    }
                }
            }
            if let Some(w) = d.sel {
                match scalar_sel(w) {
                    Some(v) if op != VideoOp::Mad => s.dsel = v as u8,
                    _ => {
                        bad_sel(self, &d, "destination");
                        return None;
                    }
                }
            }
        } else {
            let (da, db) = if lanes == 4 {
                (0x3210, 0x7654)
            } else {
                (0x10, 0x32)
            };
            s.asel = da;
            s.bsel = db;
            s.dsel = if lanes == 4 { 0b1111 } else { 0b11 };
            for (p, slot) in [(&a, &mut s.asel), (&b, &mut s.bsel)] {
                if let Some(w) = p.sel {
                    match simd_sel(w, lanes) {
                        Some(v) => *slot = v,
                        None => {
                            bad_sel(self, p, "source");
                            return None;
                        }
                    }
                }
            }
            if let Some(w) = d.sel {
                match simd_mask(w, lanes) {
                    Some(v) => s.dsel = v,
                    None => {
                        bad_sel(self, &d, "mask");
                        return None;
                    }
                }
            }
        }
        if let Some(p) = c.as_ref().filter(|c| c.sel.is_some()) {
            bad_sel(self, p, "`c`");
            return None;
        }
        // Negation only on `vmad`, and only where the ISA allows it.
        s.neg_ab = a.neg ^ b.neg;
        s.neg_c = c.as_ref().is_some_and(|c| c.neg);
        for p in [Some(&d), Some(&a), Some(&b), c.as_ref()]
            .into_iter()
            .flatten()
        {
            if p.neg && (op != VideoOp::Mad || s.po || std::ptr::eq(p, &d)) {
                self.err(
                    codes::OPERAND_KIND,
                    "a negated operand is only allowed in `vmad` without `.po`".to_string(),
                    p.span,
                    "negated",
                );
                return None;
            }
        }
        // Which forms need `c`: SIMD always; scalar with `.op2`, a merge, or `vmad`.
        let needs_c = lanes > 1 || s.op2 != 0 || s.dsel != 0 || op == VideoOp::Mad;
        if needs_c != c.is_some() {
            self.err(
                codes::OPERAND_COUNT,
                if needs_c {
                    format!("`{name}` needs a fourth operand `c` here")
                } else {
                    format!("`{name}` without `.add/.min/.max` or a `d` selector takes 3 operands")
                },
                ins.span,
                "operands",
            );
            return None;
        }
        let dst = self.dst(&d.reg, Ty::B32)?;
        let a = self.src(&a.reg, Ty::B32)?;
        let b = self.src(&b.reg, Ty::B32)?;
        let c = match &c {
            Some(c) => self.src(&c.reg, Ty::B32)?,
            None => Operand::Imm(0),
        };
        let mods = AluMods {
            sat,
            ..AluMods::NONE
        };
        let spec = Operand::Imm(s.encode());
        self.alu(
            ins,
            AluOp::Video(op),
            Ty::B32,
            Ty::B32,
            mods,
            dst,
            &[a, b, c, spec],
            g,
        );
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selectors_decode_as_the_isa_writes_them() {
        assert_eq!(simd_sel("b3210", 4), Some(0x3210));
        assert_eq!(simd_sel("b7654", 4), Some(0x7654));
        assert_eq!(simd_sel("b0000", 4), Some(0));
        assert_eq!(simd_sel("h32", 2), Some(0x32));
        assert_eq!(simd_sel("h3", 2), None);
        assert_eq!(simd_mask("b20", 4), Some(0b0101));
        assert_eq!(simd_mask("h1", 2), Some(0b10));
        assert_eq!(simd_mask("h2", 2), None);
        assert_eq!(scalar_sel("h1"), Some(6));
        assert_eq!(scalar_sel("b4"), None);
        assert_eq!(video_opcode("vabsdiff4"), Some((VideoOp::Absdiff, 4)));
        assert_eq!(video_opcode("vshl2"), None);
        assert_eq!(video_opcode("vavrg"), None);
    }
}
