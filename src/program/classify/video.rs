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

/// An operand split into its register part and its selector word (`%r1.h0` → `%r1`, `h0`),
/// and whether it was negated (`-%r1`).
struct Part<'o> {
    reg: ast::Operand,
    sel: Option<&'o str>,
    neg: bool,
    span: ast::Span,
}

fn split(o: &ast::Operand) -> Part<'_> {
    let named = match o {
        ast::Operand::Name(id) => Some((id, false, id.span)),
        ast::Operand::Expr(e) => match &**e {
            ast::ConstExpr::Unary('-', e, span) => match &**e {
                ast::ConstExpr::Name(id) => Some((id, true, *span)),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    };
    // Not a register: the loader's `src` reports what it is.
    let Some((id, neg, span)) = named else {
        return Part {
            reg: o.clone(),
            sel: None,
            neg: false,
            span: super::op_span(o),
        };
    };
    match id.name.rsplit_once('.') {
        Some((base, w)) if crate::ptx::parser::stmt::is_video_selector(w) => Part {
            reg: ast::Operand::Name(ast::Ident {
                name: base.to_string().into(),
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

impl Loader {
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
        // Scalar selectors pick a byte, halfword or word (and `d.dsel` merges, except for
        // `vmad`); SIMD selectors pick each lane's element, `d.mask` the lanes written.
        if lanes > 1 {
            (s.asel, s.bsel, s.dsel) = if lanes == 4 {
                (0x3210, 0x7654, 0b1111)
            } else {
                (0x10, 0x32, 0b11)
            };
        }
        let src_sel = |w: &str| {
            if lanes == 1 {
                scalar_sel(w)
            } else {
                simd_sel(w, lanes)
            }
        };
        let dst_sel = |w: &str| {
            if lanes == 1 {
                scalar_sel(w)
                    .filter(|_| op != VideoOp::Mad)
                    .map(|v| v as u8)
            } else {
                simd_mask(w, lanes)
            }
        };
        for (p, slot) in [(&a, &mut s.asel), (&b, &mut s.bsel)] {
            if let Some(w) = p.sel {
                let Some(v) = src_sel(w) else {
                    bad_sel(self, p, "source");
                    return None;
                };
                *slot = v;
            }
        }
        if let Some(w) = d.sel {
            let Some(v) = dst_sel(w) else {
                bad_sel(self, &d, if lanes == 1 { "destination" } else { "mask" });
                return None;
            };
            s.dsel = v;
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
    }
}
