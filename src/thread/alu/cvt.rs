//! `cvt{.irnd,.frnd}{.ftz}{.sat}.dtype.atype d, a` (PTX ISA "cvt"): every integer and float
//! conversion. Integers are converted exactly through i128; floats through the soft-float core.

use super::float::{fmt_of, input, mode_of, output};
use super::int::value;
use super::softfloat::{self as sf, Mode};
use super::{mask, truncate};
use crate::program::ir::{AluMods, Round, Ty};

/// Range of an integer destination type, as exact values.
#[inline]
fn int_range(ty: Ty) -> (i128, i128) {
    super::int_range(ty.bits(), ty.is_signed())
}

/// `cvt.dty.aty d, a`, `dty` = destination, `aty` = source; result at the destination width.
pub fn cvt(dty: Ty, aty: Ty, mods: AluMods, a: u64) -> u64 {
    match (dty.is_float(), aty.is_float()) {
        (false, false) => int_to_int(dty, aty, mods.sat, a),
        (true, false) => int_to_float(dty, aty, mods, a),
        (false, true) => float_to_int(dty, aty, mods, a),
        (true, true) => float_to_float(dty, aty, mods, a),
    }
}

/// Integer → integer: the source value (sign-extended if the source is signed) truncated to the
/// destination width, or with `.sat` clamped to the destination's range.
#[inline]
pub fn int_to_int(dty: Ty, aty: Ty, sat: bool, a: u64) -> u64 {
    let v = if aty == Ty::Pred {
        (a != 0) as i128
    } else {
        value(aty, a)
    };
    if dty == Ty::Pred {
        return (v != 0) as u64;
    }
    let v = if sat {
        let (lo, hi) = int_range(dty);
        v.clamp(lo, hi)
    } else {
        v
    };
    (v as u64) & mask(dty.bits())
}

/// Integer → float with `.rn/.rz/.rm/.rp` (default `.rn`).
#[inline]
pub fn int_to_float(dty: Ty, aty: Ty, mods: AluMods, a: u64) -> u64 {
    let f = fmt_of(dty);
    let v = if aty == Ty::Pred {
        (a != 0) as i128
    } else {
        value(aty, a)
    };
    output(
        f,
        mods,
        sf::pack(f, sf::from_int(v), mode_of(mods.round)),
        &[],
    )
}

/// Float → integer with `.rni/.rzi/.rmi/.rpi` (default `.rzi`, C semantics): the rounded value
/// saturated to the destination's range. NaN (PTX ISA "cvt", Integer Notes) gives 0 unless the
/// source is `.f64` or the destination is 64-bit; then `1 << (width − 1)` (MININT for signed).
#[inline]
pub fn float_to_int(dty: Ty, aty: Ty, mods: AluMods, a: u64) -> u64 {
    let f = fmt_of(aty);
    let a = input(f, mods, a);
    let mode = match mods.round {
        Round::None => Mode::Zero,
        r => mode_of(r),
    };
    match sf::to_int(sf::decode(f, a), mode) {
        None if dty == Ty::Pred => 0,
        None if aty == Ty::F64 || dty.bits() == 64 => 1 << (dty.bits() - 1),
        None => 0,
        Some(v) => {
            if dty == Ty::Pred {
                return (v != 0) as u64;
            }
            let (lo, hi) = int_range(dty);
            (v.clamp(lo, hi) as u64) & mask(dty.bits())
        }
    }
}

/// Float → float: widening is exact; narrowing rounds by `.rn/.rz/.rm/.rp`; an integer
/// rounding `.rni/.rzi/.rmi/.rpi` rounds to an integral value first. `.ftz`, `.sat` apply.
#[inline]
pub fn float_to_float(dty: Ty, aty: Ty, mods: AluMods, a: u64) -> u64 {
    let (fd, fa) = (fmt_of(dty), fmt_of(aty));
    let a = input(fa, mods, a);
    if fd == sf::F64 && fa.is_nan(a) {
        // Double precision keeps NaN payloads (PTX ISA §9.7.3): widen the payload, quieted.
        let payload = (a & ((1 << fa.frac) - 1)) << (52 - fa.frac);
        return (fa.is_neg(a) as u64) << 63 | 0x7FF8_0000_0000_0000 | payload;
    }
    let v = sf::decode(fa, a);
    let (v, mode) = match mods.round {
        Round::Rni | Round::Rzi | Round::Rmi | Round::Rpi => {
            (sf::round_integral(v, mode_of(mods.round)), Mode::Ne)
        }
        r => (v, mode_of(r)),
    };
    output(fd, mods, truncate(dty, sf::pack(fd, v, mode)), &[])
}

/// `cvt.pack.sat`: `a` and `b` (read as `.s32`) clamped to the range of a `bits`-wide integer,
/// packed `b` in the low `bits`, `a` above it and `c`'s low bits above both (PTX ISA "cvt.pack").
pub fn cvt_pack(bits: u32, signed: bool, a: u64, b: u64, c: u64) -> u64 {
    let (lo, hi) = super::int_range(bits, signed);
    let sat = |v: u64| (i128::from(v as u32 as i32).clamp(lo, hi) as u64) & ((1 << bits) - 1);
    let packed = sat(a) << bits | sat(b);
    let rest = if bits == 16 { 0 } else { c << (2 * bits) };
    (packed | rest) & 0xffff_ffff
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cvt_pack_saturates_and_stacks_on_c() {
        // cvt.pack.sat.s16.s32: 70000 → 32767 above, -70000 → -32768 below.
        assert_eq!(
            cvt_pack(16, true, 70000, -70000i32 as u32 as u64, 0xffff),
            0x7fff_8000
        );
        // u8 with c: the ISA's example packs four values in two steps.
        let first = cvt_pack(8, false, 300, (-5i32) as u32 as u64, 0);
        assert_eq!(first, 0xff00);
        assert_eq!(cvt_pack(8, false, 7, 9, first), 0xff00_0709);
        // s4 and u2 keep only their nibbles / bit pairs.
        assert_eq!(
            cvt_pack(4, true, (-9i32) as u32 as u64, 3, 0xabc),
            0x000a_bc83
        );
        assert_eq!(cvt_pack(2, false, 2, 5, 1), 0b1_10_11);
    }
}
