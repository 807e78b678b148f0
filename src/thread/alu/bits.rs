//! Bit-manipulation data operations (PTX ISA "popc", "clz", "brev", "bfe", "bfi", "prmt").

use super::{mask, truncate};
use crate::program::ir::Ty;

/// `popc.bN d, a` → u32 number of one bits.
#[inline]
pub fn popc(ty: Ty, a: u64) -> u64 {
    truncate(ty, a).count_ones() as u64
}

/// `clz.bN d, a` → u32 number of leading zeros at the type's width (clz(0) = N).
#[inline]
pub fn clz(ty: Ty, a: u64) -> u64 {
    (truncate(ty, a).leading_zeros() - (64 - ty.bits())) as u64
}

/// `brev.bN d, a`: bit i of d = bit N−1−i of a.
#[inline]
pub fn brev(ty: Ty, a: u64) -> u64 {
    truncate(ty, a).reverse_bits() >> (64 - ty.bits())
}

/// Number of field bits that lie inside the register: `i < len && pos + i <= msb`.
#[inline]
fn field_len(bits: u32, pos: u64, len: u64) -> u32 {
    if pos >= bits as u64 {
        0
    } else {
        len.min(bits as u64 - pos) as u32
    }
}

/// `bfe.type d, a, b, c` (PTX ISA "bfe"): extract `len = c & 0xff` bits from `pos = b & 0xff`;
/// the rest is filled with 0 (unsigned, or len = 0) or with a[min(pos+len−1, msb)] (signed).
#[inline]
pub fn bfe(ty: Ty, a: u64, b: u64, c: u64) -> u64 {
    let bits = ty.bits();
    let msb = bits as u64 - 1;
    let (pos, len) = (b & 0xff, c & 0xff);
    let sbit = ty.is_signed() && len != 0 && (a >> (pos + len - 1).min(msb)) & 1 == 1;
    let n = field_len(bits, pos, len);
    let field = if n == 0 { 0 } else { (a >> pos) & mask(n) };
    if sbit {
        field | (mask(bits) & !mask(n))
    } else {
        field
    }
}

/// `bfi.bN f, a, b, c, d` (PTX ISA "bfi"): f = b with bits [pos, pos+len) replaced by the low
/// bits of a, `pos = c & 0xff`, `len = d & 0xff`, clipped at the register's msb.
#[inline]
pub fn bfi(ty: Ty, a: u64, b: u64, c: u64, d: u64) -> u64 {
    let bits = ty.bits();
    let (pos, len) = (c & 0xff, d & 0xff);
    let n = field_len(bits, pos, len);
    if n == 0 {
        return truncate(ty, b);
    }
    let m = mask(n) << pos;
    truncate(ty, (b & !m) | ((a << pos) & m))
}

/// `prmt.b32 d, a, b, c` default mode (PTX ISA "prmt"): bytes 0-3 of {b, a} are a's, 4-7 are
/// b's; selector nibble i of c picks d's byte i by its low 3 bits; if its bit 3 is set, the
/// byte is replaced by its sign (0xFF or 0x00).
#[inline]
pub fn prmt(a: u64, b: u64, c: u64) -> u64 {
    let src = (b & 0xFFFF_FFFF) << 32 | (a & 0xFFFF_FFFF);
    let mut d = 0u64;
    for i in 0..4 {
        let sel = (c >> (4 * i)) & 0xF;
        let mut byte = (src >> (8 * (sel & 7))) & 0xFF;
        if sel & 8 != 0 {
            byte = if byte & 0x80 != 0 { 0xFF } else { 0 };
        }
        d |= byte << (8 * i);
    }
    d
}

/// `prmt.b32.mode d, a, b, c` (PTX ISA "prmt"): the bytes of `b:a` (a's byte 0 is byte 0) that
/// `d`'s bytes 0-3 take, by mode (1 `.f4e`, 2 `.b4e`, 3 `.rc8`, 4 `.ecl`, 5 `.ecr`, 6 `.rc16`)
/// and `c[1:0]` (the ISA's table, read from `d.b0` up).
#[inline]
pub fn prmt_mode(mode: u8, a: u64, b: u64, c: u64) -> u64 {
    const T: [[[u8; 4]; 4]; 6] = [
        [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]], // f4e: forward 4 extract
        [[0, 7, 6, 5], [1, 0, 7, 6], [2, 1, 0, 7], [3, 2, 1, 0]], // b4e: backward 4 extract
        [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]], // rc8: replicate 8
        [[0, 1, 2, 3], [1, 1, 2, 3], [2, 2, 2, 3], [3, 3, 3, 3]], // ecl: edge clamp left
        [[0, 0, 0, 0], [0, 1, 1, 1], [0, 1, 2, 2], [0, 1, 2, 3]], // ecr: edge clamp right
        [[0, 1, 0, 1], [2, 3, 2, 3], [0, 1, 0, 1], [2, 3, 2, 3]], // rc16: replicate 16
    ];
    let src = (b & 0xFFFF_FFFF) << 32 | (a & 0xFFFF_FFFF);
    let Some(modes) = T.get(usize::from(mode).wrapping_sub(1)) else {
        return prmt(a, b, c);
    };
    modes[(c & 3) as usize]
        .iter()
        .enumerate()
        .fold(0, |d, (i, &s)| d | ((src >> (8 * s)) & 0xFF) << (8 * i))
}

/// `bfind{.shiftamt}.ty a` (PTX ISA "bfind"): the position of the most significant bit that
/// differs from the sign (signed types invert negative inputs first), 0xFFFFFFFF if there is
/// none; `.shiftamt` gives `msb − position` instead.
#[inline]
pub fn bfind(ty: Ty, a: u64, shiftamt: bool) -> u64 {
    let msb = ty.bits() - 1;
    let mut a = truncate(ty, a);
    if ty.is_signed() && (a >> msb) & 1 == 1 {
        a = !a & mask(ty.bits());
    }
    if a == 0 {
        return 0xFFFF_FFFF;
    }
    let pos = 63 - a.leading_zeros() as u64;
    if shiftamt {
        msb as u64 - pos
    } else {
        pos
    }
}

/// `shf.{l,r}.{wrap,clamp}.b32 d, a, b, c` (PTX ISA "shf"): shift the 64-bit value `b:a` by
/// `c & 31` (`.wrap`) or `min(c, 32)` (`.clamp`); `.l` keeps the upper, `.r` the lower word.
#[inline]
pub fn shf(left: bool, wrap: bool, a: u64, b: u64, c: u64) -> u64 {
    let n = if wrap {
        (c & 31) as u32
    } else {
        (c as u32).min(32)
    };
    let v = ((b & 0xFFFF_FFFF) << 32) | (a & 0xFFFF_FFFF);
    if left {
        ((v << n) >> 32) & 0xFFFF_FFFF
    } else {
        (v >> n) & 0xFFFF_FFFF
    }
}

/// `lop3.b32 d, a, b, c, lut` (PTX ISA "lop3"): bit i of `d` is bit `(a_i·4 + b_i·2 + c_i)`
/// of the 8-bit truth table `lut`.
#[inline]
pub fn lop3(a: u64, b: u64, c: u64, lut: u64) -> u64 {
    (0..8u32)
        .filter(|i| (lut >> i) & 1 == 1)
        .map(|i| {
            let pick = |bit: u32, x: u64| if i & bit != 0 { x } else { !x };
            pick(4, a) & pick(2, b) & pick(1, c)
        })
        .fold(0, |acc, t| acc | t)
        & 0xFFFF_FFFF
}

/// `bmsk.{clamp,wrap}.b32 d, a, b` (PTX ISA "bmsk"): `b` one bits starting at bit position `a`;
/// `.wrap` takes both modulo 32, `.clamp` limits them to 32.
#[inline]
pub fn bmsk(wrap: bool, a: u64, b: u64) -> u64 {
    let (a, b) = if wrap {
        (a as u32 & 31, b as u32 & 31)
    } else {
        ((a as u32).min(32), (b as u32).min(32))
    };
    if a >= 32 {
        return 0;
    }
    let ones = if b >= 32 { u64::MAX } else { (1u64 << b) - 1 };
    (ones << a) & 0xFFFF_FFFF
}

/// `fns.b32 d, mask, base, offset` (PTX ISA "fns"): with offset 0, `base` if that bit is set;
/// otherwise the |offset|-th set bit met walking from `base` up (offset > 0) or down (< 0);
/// 0xFFFFFFFF when there is none. A `base` above 31 is undefined in the ISA; we use `base & 31`.
#[inline]
pub fn fns(mask: u64, base: u64, offset: u64) -> u64 {
    let (mask, base, offset) = (mask as u32, (base as u32 & 31) as i32, offset as u32 as i32);
    let bit = |p: i32| (mask >> p) & 1 == 1;
    if offset == 0 {
        return if bit(base) { base as u64 } else { 0xFFFF_FFFF };
    }
    let step = offset.signum();
    let mut count = offset.unsigned_abs() - 1;
    let mut pos = base;
    while (0..32).contains(&pos) {
        if bit(pos) {
            if count == 0 {
                return pos as u64;
            }
            count -= 1;
        }
        pos += step;
    }
    0xFFFF_FFFF
}

/// `szext.{clamp,wrap}.{u32,s32} d, a, b` (PTX ISA "szext"): the low `n` bits of `a` sign-
/// (`.s32`) or zero-extended (`.u32`) to 32 bits, `n = min(b, 32)` (`.clamp`) or `b mod 32`
/// (`.wrap`); `n = 0` gives 0.
#[inline]
pub fn szext(wrap: bool, signed: bool, a: u64, b: u64) -> u64 {
    let n = if wrap {
        b as u32 & 31
    } else {
        (b as u32).min(32)
    };
    if n == 0 {
        return 0;
    }
    let sh = 32 - n;
    let a = a as u32;
    let v = if signed {
        (((a << sh) as i32) >> sh) as u32
    } else {
        (a << sh) >> sh
    };
    u64::from(v)
}
