//! Comparisons of `setp`/`set` (PTX ISA "setp", "set", comparison operator tables 21-23):
//! signed, unsigned and bit-size integer comparisons, ordered and unordered float comparisons.

use super::float::{fmt_of, to_f64};
use super::int::value;
use super::{mask, truncate};
use crate::program::ir::{BoolOp, Cmp, Ty};

/// The abstract `comp` of the (setp) rule, T:L1921-1926 (comparison operators T:L1438), made
/// concrete per the PTX ISA: `a cmp b` at type `ty`. Integers: `lt le gt ge` signed/unsigned by type, `lo ls hi hs`
/// unsigned; the float-only forms act like their ordered ones (`num` true, `nan` false).
/// Floats: ordered forms are false when an operand is NaN, `...u` forms true; `ne` is ordered.
#[inline]
pub fn compare(cmp: Cmp, ty: Ty, a: u64, b: u64) -> bool {
    if ty.is_float() {
        let f = fmt_of(ty);
        let (x, y) = (to_f64(f, a), to_f64(f, b));
        let u = x.is_nan() || y.is_nan();
        match cmp {
            Cmp::Eq => x == y,
            Cmp::Ne => !u && x != y,
            Cmp::Lt | Cmp::Lo => x < y,
            Cmp::Le | Cmp::Ls => x <= y,
            Cmp::Gt | Cmp::Hi => x > y,
            Cmp::Ge | Cmp::Hs => x >= y,
            Cmp::Equ => u || x == y,
            Cmp::Neu => u || x != y,
            Cmp::Ltu => u || x < y,
            Cmp::Leu => u || x <= y,
            Cmp::Gtu => u || x > y,
            Cmp::Geu => u || x >= y,
            Cmp::Num => !u,
            Cmp::Nan => u,
        }
    } else {
        let (x, y) = match cmp {
            Cmp::Lo | Cmp::Ls | Cmp::Hi | Cmp::Hs => {
                (truncate(ty, a) as i128, truncate(ty, b) as i128)
            }
            _ => (value(ty, a), value(ty, b)),
        };
        match cmp {
            Cmp::Eq | Cmp::Equ => x == y,
            Cmp::Ne | Cmp::Neu => x != y,
            Cmp::Lt | Cmp::Lo | Cmp::Ltu => x < y,
            Cmp::Le | Cmp::Ls | Cmp::Leu => x <= y,
            Cmp::Gt | Cmp::Hi | Cmp::Gtu => x > y,
            Cmp::Ge | Cmp::Hs | Cmp::Geu => x >= y,
            Cmp::Num => true,
            Cmp::Nan => false,
        }
    }
}

/// `a cmp b` on the lower and the upper 16-bit halves of a packed pair of element type `e`.
fn halves(cmp: Cmp, e: Ty, a: u64, b: u64) -> [bool; 2] {
    [0, 16].map(|s| compare(cmp, e, (a >> s) & 0xffff, (b >> s) & 0xffff))
}

#[inline]
fn combine(bop: BoolOp, t: bool, c: bool) -> bool {
    match bop {
        BoolOp::And => t && c,
        BoolOp::Or => t || c,
        BoolOp::Xor => t ^ c,
    }
}

/// (setp), T:L1924-1926, with the PTX `.bop` combination and second destination:
/// `setp.cmp{.bop}.ty p|q, a, b{, c}` (PTX ISA "setp"): t = a cmp b; p = bop(t, c),
/// q = bop(!t, c); without `.bop`, p = t and q = !t. `c` is a predicate value (non-zero = true).
#[inline]
pub fn setp(cmp: Cmp, bop: Option<BoolOp>, ty: Ty, a: u64, b: u64, c: u64) -> (bool, bool) {
    if let Some(e) = ty.half_elem() {
        // Packed pairs: p from the lower halves, q from the upper ones.
        let [t0, t1] = halves(cmp, e, a, b);
        let f = |t| bop.map_or(t, |op| combine(op, t, c != 0));
        return (f(t0), f(t1));
    }
    let t = compare(cmp, ty, a, b);
    match bop {
        None => (t, !t),
        Some(op) => (combine(op, t, c != 0), combine(op, !t, c != 0)),
    }
}

/// `set.cmp{.bop}.dty.ty d, a, b{, c}` (PTX ISA "set"): bop(a cmp b, c) as 0xFFFFFFFF (integer
/// `dty`) or 1.0 (float `dty`) when true, 0 otherwise.
#[inline]
pub fn set(cmp: Cmp, bop: Option<BoolOp>, dty: Ty, ty: Ty, a: u64, b: u64, c: u64) -> u64 {
    if ty.half_elem().is_some() {
        // Packed source: each 16-bit half of `d` is 1.0 (`.f16x2`/`.bf16x2` destination) or
        // 0xFFFF when its comparison holds.
        let (p, q) = setp(cmp, bop, ty, a, b, c);
        let one = match dty.half_elem() {
            Some(de) => fmt_of(de).one(),
            None => 0xffff,
        };
        return (q as u64 * one) << 16 | (p as u64 * one);
    }
    if !setp(cmp, bop, ty, a, b, c).0 {
        0
    } else if dty.is_float() {
        fmt_of(dty).one()
    } else if dty == Ty::Pred {
        1
    } else {
        mask(dty.bits())
    }
}
