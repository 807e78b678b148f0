//! Code transformation Step 2, constant folding (T:L1562, T:L1596): PTX constant expressions are
//! evaluated at load time, and every constant is encoded as the bits of the type of the place it
//! is used in (PTX ISA: `0f3F800000` as f32 bits, decimal floats converted to the
//! instruction's float type, negative integers two's complement truncated to the width).

use super::ir::Ty;
use crate::ptx::ast::{ConstExpr, Span};
use crate::ptx::diag::Diagnostic;

/// A folded constant, before it is given a type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    Int(i128),
    Float(f64),
    /// `0f`/`0d` literal: exact bits and their width in bytes.
    Bits(u64, u8),
}

/// Diagnostic code: a constant expression that cannot be evaluated.
pub const E_CONST: &str = "E0118";

/// Step 2, constant folding (T:L1562): evaluate a constant expression. `name` resolves names
/// (addresses of variables in initialisers); `None` makes the name an error.
pub fn fold(
    e: &ConstExpr,
    name: &mut dyn FnMut(&str) -> Option<i128>,
) -> Result<Value, Diagnostic> {
    match e {
        ConstExpr::Int(v, _) => Ok(Value::Int(*v as i128)),
        ConstExpr::Float(f, _) => Ok(Value::Float(*f)),
        ConstExpr::Name(id) => name(&id.name).map(Value::Int).ok_or_else(|| {
            Diagnostic::error(E_CONST, format!("`{}` is not a constant", id.name), id.span)
                .with_label("not a constant or variable address")
        }),
        // `name` resolves `generic(x)` under that spelling.
        ConstExpr::Generic(id, span) => name(&format!("generic({})", id.name))
            .map(Value::Int)
            .ok_or_else(|| {
                Diagnostic::error(
                    E_CONST,
                    format!(
                        "`generic({})` needs a `.global`, `.const` or `.shared` variable",
                        id.name
                    ),
                    *span,
                )
                .with_label("not the address of a variable")
            }),
        ConstExpr::Unary(op, a, span) => {
            let a = fold(a, name)?;
            match (op, a) {
                ('-', Value::Int(v)) => Ok(Value::Int(v.wrapping_neg())),
                ('-', Value::Float(f)) => Ok(Value::Float(-f)),
                ('+', v) => Ok(v),
                ('!', Value::Int(v)) => Ok(Value::Int((v == 0) as i128)),
                ('~', Value::Int(v)) => Ok(Value::Int(!v)),
                _ => Err(bad(*span, &format!("operator `{op}` on this operand"))),
            }
        }
        ConstExpr::Binary(op, a, b, span) => {
            let (a, b) = (fold(a, name)?, fold(b, name)?);
            binary(op, a, b, *span)
        }
        ConstExpr::Cond(c, a, b, span) => match fold(c, name)? {
            Value::Int(c) => {
                if c != 0 {
                    fold(a, name)
                } else {
                    fold(b, name)
                }
            }
            _ => Err(bad(*span, "a float condition")),
        },
        ConstExpr::Cast(ty, a, span) => match fold(a, name)? {
            Value::Int(v) => Ok(Value::Int(match ty {
                crate::ptx::ast::Type::S64 => v as i64 as i128,
                _ => v as u64 as i128,
            })),
            _ => Err(bad(*span, "a cast of a float")),
        },
    }
}

fn bad(span: Span, what: &str) -> Diagnostic {
    Diagnostic::error(
        E_CONST,
        format!("cannot evaluate constant expression: {what}"),
        span,
    )
}

fn as_f64(v: Value) -> f64 {
    match v {
        Value::Int(i) => i as f64,
        Value::Float(f) => f,
        Value::Bits(b, 4) => f32::from_bits(b as u32) as f64,
        Value::Bits(b, _) => f64::from_bits(b),
    }
}

fn binary(op: &str, a: Value, b: Value, span: Span) -> Result<Value, Diagnostic> {
    if let (Value::Int(x), Value::Int(y)) = (a, b) {
        let v = match op {
            "+" => x.wrapping_add(y),
            "-" => x.wrapping_sub(y),
            "*" => x.wrapping_mul(y),
            "/" | "%" if y == 0 => return Err(bad(span, "division by zero")),
            "/" => x / y,
            "%" => x % y,
            "<<" => x.checked_shl(y.clamp(0, 127) as u32).unwrap_or(0),
            ">>" => x >> y.clamp(0, 127),
            "&" => x & y,
            "|" => x | y,
            "^" => x ^ y,
            "&&" => ((x != 0) && (y != 0)) as i128,
            "||" => ((x != 0) || (y != 0)) as i128,
            "==" => (x == y) as i128,
            "!=" => (x != y) as i128,
            "<" => (x < y) as i128,
            "<=" => (x <= y) as i128,
            ">" => (x > y) as i128,
            ">=" => (x >= y) as i128,
            _ => return Err(bad(span, &format!("operator `{op}`"))),
        };
        return Ok(Value::Int(v));
    }
    let (x, y) = (as_f64(a), as_f64(b));
    Ok(match op {
        "+" => Value::Float(x + y),
        "-" => Value::Float(x - y),
        "*" => Value::Float(x * y),
        "/" => Value::Float(x / y),
        "==" => Value::Int((x == y) as i128),
        "!=" => Value::Int((x != y) as i128),
        "<" => Value::Int((x < y) as i128),
        "<=" => Value::Int((x <= y) as i128),
        ">" => Value::Int((x > y) as i128),
        ">=" => Value::Int((x >= y) as i128),
        _ => return Err(bad(span, &format!("operator `{op}` on floats"))),
    })
}

/// Mask of the low `bits` bits.
pub fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Step 2 (T:L1562) + C[[c]] (T:L1726): encode a constant as the bits of `ty`, zero-extended to
/// 64 bits (the canonical register content, docs/design.md §6). `Err` holds a reason.
pub fn encode(v: Value, ty: Ty) -> Result<u64, String> {
    match (v, ty) {
        (Value::Int(i), Ty::Pred) => Ok((i != 0) as u64),
        (Value::Int(i), Ty::F32) => Ok((i as f32).to_bits() as u64),
        (Value::Int(i), Ty::F64) => Ok((i as f64).to_bits()),
        (Value::Int(i), Ty::F16) => Ok(f32_to_f16(i as f32) as u64),
        (Value::Int(i), Ty::BF16) => Ok(f32_to_bf16(i as f32) as u64),
        (Value::Int(i), t) => {
            if i > u64::MAX as i128 || i < i64::MIN as i128 {
                return Err(format!("integer {i} does not fit in 64 bits"));
            }
            Ok((i as u64) & mask(t.bits()))
        }
        (Value::Float(f), Ty::F32) => Ok((f as f32).to_bits() as u64),
        (Value::Float(f), Ty::F64) => Ok(f.to_bits()),
        (Value::Float(f), Ty::F16) => Ok(f32_to_f16(f as f32) as u64),
        (Value::Float(f), Ty::BF16) => Ok(f32_to_bf16(f as f32) as u64),
        (Value::Float(_), t) => Err(format!("a float literal is not a `.{}` value", t.name())),
        (Value::Bits(b, 4), Ty::F64) => Ok((f32::from_bits(b as u32) as f64).to_bits()),
        (Value::Bits(b, 8), Ty::F32) => Ok((f64::from_bits(b) as f32).to_bits() as u64),
        (Value::Bits(b, _), t) => Ok(b & mask(t.bits())),
    }
}

/// IEEE binary16 of an f32 (round to nearest even), for `.f16` immediates and initialisers.
/// f32 → bfloat16 bits, round to nearest even (bfloat16 is the upper half of an f32); NaN stays
/// a quiet NaN.
pub fn f32_to_bf16(f: f32) -> u16 {
    let x = f.to_bits();
    if f.is_nan() {
        return ((x >> 16) | 0x40) as u16;
    }
    ((x + 0x7fff + ((x >> 16) & 1)) >> 16) as u16
}

pub fn f32_to_f16(f: f32) -> u16 {
    let x = f.to_bits();
    let sign = ((x >> 16) & 0x8000) as u16;
    let exp = ((x >> 23) & 0xff) as i32;
    let man = x & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let mut r = m >> shift;
        let rem = m & ((1 << shift) - 1);
        if rem > half || (rem == half && (r & 1) == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let mut r = ((e as u32) << 10) | (man >> 13);
    let rem = man & 0x1fff;
    if rem > 0x1000 || (rem == 0x1000 && (r & 1) == 1) {
        r += 1;
    }
    sign | r as u16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ptx::ast::ConstExpr as C;

    fn int(v: u64) -> Box<C> {
        Box::new(C::Int(v, Span::default()))
    }

    #[test]
    fn folds_listing_5_1_initialiser() {
        // `10 / 2 + 3` (T:L1541) becomes 8 (T:L1566).
        let e = C::Binary(
            "+".into(),
            Box::new(C::Binary("/".into(), int(10), int(2), Span::default())),
            int(3),
            Span::default(),
        );
        assert_eq!(fold(&e, &mut |_| None).unwrap(), Value::Int(8));
    }

    #[test]
    fn encodes_by_type() {
        assert_eq!(encode(Value::Int(-1), Ty::S32).unwrap(), 0xffff_ffff);
        assert_eq!(encode(Value::Int(-2), Ty::S8).unwrap(), 0xfe);
        assert_eq!(encode(Value::Float(1.0), Ty::F32).unwrap(), 0x3f80_0000);
        assert_eq!(
            encode(Value::Float(1.0), Ty::F64).unwrap(),
            0x3ff0_0000_0000_0000
        );
        assert_eq!(
            encode(Value::Bits(0x3f80_0000, 4), Ty::F32).unwrap(),
            0x3f80_0000
        );
        assert_eq!(
            encode(Value::Bits(0x3f80_0000, 4), Ty::F64).unwrap(),
            0x3ff0_0000_0000_0000
        );
        assert_eq!(encode(Value::Int(2), Ty::F32).unwrap(), 0x4000_0000);
        assert!(encode(Value::Float(1.5), Ty::U32).is_err());
        assert_eq!(f32_to_f16(1.0), 0x3c00);
        assert_eq!(f32_to_f16(-2.0), 0xc000);
    }

    #[test]
    fn division_by_zero_is_a_diagnostic() {
        let e = C::Binary("/".into(), int(1), int(0), Span::default());
        assert_eq!(fold(&e, &mut |_| None).unwrap_err().code, E_CONST);
    }
}
