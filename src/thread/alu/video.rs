//! The video instructions (PTX ISA 8.x §9.7.18 "Video Instructions"): the scalar `vadd vsub
//! vabsdiff vmin vmax vshl vshr vmad vset` (PTX 2.0, sm_20) and the SIMD `vadd2 vsub2 vavrg2
//! vabsdiff2 vmin2 vmax2 vset2` and their four-byte forms (PTX 3.0, sm_30). Operands are
//! 32-bit; the selected parts are sign- or zero-extended by their type and computed exactly
//! (in `i128`) before saturation, the secondary operation and the merge, as the ISA's
//! pseudocode does.

use super::int_range;
use crate::program::ir::{Cmp, VideoOp, VideoSpec};

/// `d` of a video instruction for the operand bits `a`, `b`, `c` (see [`VideoSpec`]).
pub fn video(op: VideoOp, s: VideoSpec, sat: bool, a: u64, b: u64, c: u64) -> u64 {
    let r = match (s.lanes, op) {
        (2 | 4, _) => simd(op, s, sat, a as u32, b as u32, c as u32),
        (_, VideoOp::Mad) => vmad(s, sat, a as u32, b as u32, c as u32),
        _ => scalar(op, s, sat, a as u32, b as u32, c as u32),
    };
    u64::from(r)
}

/// `partSelectSignExtend`: the selected byte, halfword or word of `v`, extended by signedness.
fn part(v: u32, signed: bool, sel: u16) -> i128 {
    match sel {
        1..=4 => ext((v >> (8 * (sel - 1))) & 0xff, 8, signed),
        5 | 6 => ext((v >> (16 * (sel - 5))) & 0xffff, 16, signed),
        _ => ext(v, 32, signed),
    }
}

fn ext(v: u32, bits: u32, signed: bool) -> i128 {
    if signed {
        let sh = 32 - bits;
        i128::from(((v << sh) as i32) >> sh)
    } else {
        i128::from(v)
    }
}

fn compare(cmp: Cmp, x: i128, y: i128) -> bool {
    match cmp {
        Cmp::Eq => x == y,
        Cmp::Ne => x != y,
        Cmp::Lt => x < y,
        Cmp::Le => x <= y,
        Cmp::Gt => x > y,
        _ => x >= y,
    }
}

/// The primary operation on two extended values (`vshl`/`vshr` get their already bounded shift).
fn primary(op: VideoOp, x: i128, y: i128) -> i128 {
    match op {
        VideoOp::Add => x + y,
        VideoOp::Sub => x - y,
        VideoOp::Absdiff => (x - y).abs(),
        VideoOp::Min => x.min(y),
        VideoOp::Max => x.max(y),
        VideoOp::Avrg if x + y >= 0 => (x + y + 1) >> 1,
        VideoOp::Avrg => (x + y) >> 1,
        VideoOp::Shl => x << y,
        VideoOp::Shr => x >> y,
        VideoOp::Set(cmp) => compare(cmp, x, y) as i128,
        VideoOp::Mad => x * y,
    }
}

/// `vop.dtype.atype.btype{.sat}{.op2} d{.dsel}, a{.asel}, b{.bsel}{, c}`.
fn scalar(op: VideoOp, s: VideoSpec, sat: bool, a: u32, b: u32, c: u32) -> u32 {
    let ta = part(a, s.a_signed, s.asel);
    let shift = matches!(op, VideoOp::Shl | VideoOp::Shr);
    // The shift amount is always unsigned; `.clamp` stops at 32, `.wrap` takes it mod 32.
    let tb = part(b, s.b_signed && !shift, s.bsel);
    let tb = match (shift, s.wrap) {
        (true, true) => tb & 0x1f,
        (true, false) => tb.min(32),
        _ => tb,
    };
    let mut t = primary(op, ta, tb);
    // optSaturate: to the destination type, at the width of the merged part.
    if sat && !matches!(op, VideoOp::Set(_)) {
        let bits = match s.dsel {
            1..=4 => 8,
            5 | 6 => 16,
            _ => 32,
        };
        let (lo, hi) = int_range(bits, s.d_signed);
        t = t.clamp(lo, hi);
    }
    // `vset`'s result is unsigned, so is its `c`.
    let tc = ext(c, 32, s.d_signed && !matches!(op, VideoOp::Set(_)));
    match s.dsel {
        1..=4 => {
            let sh = 8 * u32::from(s.dsel - 1);
            ((t as u32 & 0xff) << sh) | (c & !(0xff << sh))
        }
        5 | 6 => {
            let sh = 16 * u32::from(s.dsel - 5);
            ((t as u32 & 0xffff) << sh) | (c & !(0xffff << sh))
        }
        _ => {
            (match s.op2 {
                1 => t + tc,
                2 => t.min(tc),
                3 => t.max(tc),
                _ => t,
            }) as u32
        }
    }
}

/// `vmad.dtype.atype.btype{.po}{.sat}{.scale} d, {-}a{.asel}, {-}b{.bsel}, {-}c`.
fn vmad(s: VideoSpec, sat: bool, a: u32, b: u32, c: u32) -> u32 {
    let ta = part(a, s.a_signed, s.asel);
    let tb = part(b, s.b_signed, s.bsel);
    let signed = s.a_signed || s.b_signed || s.neg_ab || s.neg_c;
    let mut t = ta * tb;
    let mut c = c;
    let mut lsb = 0;
    if s.po {
        lsb = 1;
    } else if s.neg_ab {
        t = !t;
        lsb = 1;
    } else if s.neg_c {
        c = !c;
        lsb = 1;
    }
    let t = t + ext(c, 32, signed) + lsb;
    // The scaled result is 64 bits wide, read as signed when the final result is.
    let r = (t >> s.scale) as u64;
    let r = if signed {
        i128::from(r as i64)
    } else {
        i128::from(r)
    };
    let r = if sat {
        let (lo, hi) = int_range(32, signed);
        r.clamp(lo, hi)
    } else {
        r
    };
    r as u32
}

/// `vop2`/`vop4`: per lane, then the accumulate (`.add`) or the merge with `c` under the mask.
fn simd(op: VideoOp, s: VideoSpec, sat: bool, a: u32, b: u32, c: u32) -> u32 {
    let n = u32::from(s.lanes);
    let w = 32 / n;
    let pair = u64::from(b) << 32 | u64::from(a);
    let elem = |k: u16, signed: bool| {
        let raw = (pair >> (w * u32::from(k & 7))) as u32 & ((1u32 << w) - 1);
        ext(raw, w, signed)
    };
    let mut d: u32 = if s.op2 == 1 { c } else { 0 };
    for i in 0..n {
        let va = elem((s.asel >> (4 * i)) & 0xf, s.a_signed);
        let vb = elem((s.bsel >> (4 * i)) & 0xf, s.b_signed);
        let mut t = primary(op, va, vb);
        if sat && !matches!(op, VideoOp::Set(_)) {
            let (lo, hi) = int_range(w, s.d_signed);
            t = t.clamp(lo, hi);
        }
        let on = (s.dsel >> i) & 1 == 1;
        let lane_mask = ((1u64 << w) - 1) as u32;
        if s.op2 == 1 {
            if on {
                d = d.wrapping_add(t as u32);
            }
        } else {
            let v = if on { t as u32 } else { c >> (w * i) };
            d |= (v & lane_mask) << (w * i);
        }
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(lanes: u8, signs: (bool, bool, bool)) -> VideoSpec {
        let (asel, bsel, dsel) = match lanes {
            2 => (0x10, 0x32, 0b11),
            4 => (0x3210, 0x7654, 0b1111),
            _ => (0, 0, 0),
        };
        VideoSpec {
            lanes,
            d_signed: signs.0,
            a_signed: signs.1,
            b_signed: signs.2,
            asel,
            bsel,
            dsel,
            ..VideoSpec::default()
        }
    }

    #[test]
    fn spec_round_trips_through_its_immediate() {
        let s = VideoSpec {
            lanes: 4,
            d_signed: true,
            b_signed: true,
            asel: 0x7531,
            bsel: 0x0246,
            dsel: 0b1010,
            op2: 3,
            wrap: true,
            neg_c: true,
            po: true,
            scale: 15,
            ..VideoSpec::default()
        };
        assert_eq!(VideoSpec::decode(s.encode()), s);
    }

    /// The ISA's examples, with values worked by hand.
    #[test]
    fn scalar_parts_saturation_and_merge() {
        let u = spec(1, (false, false, false));
        // vadd.u32.u32.u32: wraps at 32 bits; .sat clamps at U32_MAX.
        assert_eq!(scalar(VideoOp::Add, u, false, 0xffff_ffff, 2, 0), 1);
        assert_eq!(
            scalar(VideoOp::Add, u, true, 0xffff_ffff, 2, 0),
            0xffff_ffff
        );
        // vadd.s32.u32.s32.sat r1, r2.b0, r3.h0: 0xF0 (unsigned 240) + 0x8000 (signed -32768).
        let s = VideoSpec {
            d_signed: true,
            b_signed: true,
            asel: 1,
            bsel: 5,
            ..u
        };
        assert_eq!(
            scalar(VideoOp::Add, s, true, 0x12f0, 0x8000, 0) as i32,
            240 - 32768
        );
        // vabsdiff.s32.s32.s32.sat r1.h0, r2.b0, r3.b2, c: |(-1) - 0x7f| = 128 into the low half.
        let s = VideoSpec {
            d_signed: true,
            a_signed: true,
            b_signed: true,
            asel: 1,
            bsel: 3,
            dsel: 5,
            ..u
        };
        assert_eq!(
            scalar(VideoOp::Absdiff, s, true, 0xff, 0x7f_0000, 0xaaaa_5555),
            0xaaaa_0080
        );
        // Merged into a byte with .sat: clamped to the byte's signed range first.
        let s = VideoSpec { dsel: 2, ..s };
        assert_eq!(
            scalar(VideoOp::Absdiff, s, true, 0xff, 0x7f_0000, 0xaaaa_5555),
            0xaaaa_7f55
        );
        // vmin.s32.s32.s32.add: min(-5, 3) + 10.
        let s = spec(1, (true, true, true));
        let s = VideoSpec { op2: 1, ..s };
        assert_eq!(scalar(VideoOp::Min, s, false, -5i32 as u32, 3, 10), 5);
        let s = VideoSpec { op2: 3, ..s };
        assert_eq!(
            scalar(VideoOp::Min, s, false, -5i32 as u32, 3, -7i32 as u32),
            -5i32 as u32
        );
        // vset.u32.s32.lt: 0xffffffff (unsigned) < -1 (signed) is false; > is true.
        let s = VideoSpec {
            b_signed: true,
            ..u
        };
        assert_eq!(
            scalar(VideoOp::Set(Cmp::Lt), s, false, 0xffff_ffff, 0xffff_ffff, 0),
            0
        );
        assert_eq!(
            scalar(VideoOp::Set(Cmp::Gt), s, false, 0xffff_ffff, 0xffff_ffff, 0),
            1
        );
    }

    #[test]
    fn shifts_clamp_or_wrap_and_saturate_exactly() {
        let u = spec(1, (false, false, false));
        // .clamp: a shift of 40 is a shift of 32, so everything shifts out.
        assert_eq!(scalar(VideoOp::Shl, u, false, 1, 40, 0), 0);
        assert_eq!(scalar(VideoOp::Shr, u, false, 0x8000_0000, 40, 0), 0);
        // .wrap: 40 mod 32 = 8.
        let w = VideoSpec { wrap: true, ..u };
        assert_eq!(scalar(VideoOp::Shl, w, false, 1, 40, 0), 256);
        // Saturation sees the exact 65-bit value, not a wrapped one.
        assert_eq!(
            scalar(VideoOp::Shl, u, true, 0xffff_ffff, 32, 0),
            0xffff_ffff
        );
        // vshr.s32.s32: arithmetic; the shift amount is unsigned even when b's bits look negative.
        let s = spec(1, (true, true, true));
        assert_eq!(
            scalar(VideoOp::Shr, s, false, -256i32 as u32, 4, 0),
            -16i32 as u32
        );
        assert_eq!(
            scalar(VideoOp::Shr, s, false, -256i32 as u32, 0xffff_ffff, 0),
            0xffff_ffff
        );
    }

    #[test]
    fn vmad_signs_negation_plus_one_scale_and_saturation() {
        let u = spec(1, (false, false, false));
        assert_eq!(vmad(u, false, 7, 6, 100), 142);
        // -(a*b) + c = ~(a*b) + c + 1.
        let n = VideoSpec { neg_ab: true, ..u };
        assert_eq!(vmad(n, false, 7, 6, 100) as i32, 58);
        // a*b - c.
        let n = VideoSpec { neg_c: true, ..u };
        assert_eq!(vmad(n, false, 7, 6, 100) as i32, -58);
        // .po: a*b + c + 1; .shr7 divides by 128 (floor).
        let p = VideoSpec {
            po: true,
            scale: 7,
            ..u
        };
        assert_eq!(vmad(p, false, 255, 255, 0), (255 * 255 + 1) >> 7);
        // Unsigned .sat: 0xffffffff^2 clamps to U32_MAX; signed product of halves.
        assert_eq!(vmad(u, true, 0xffff_ffff, 0xffff_ffff, 0), 0xffff_ffff);
        let s = VideoSpec {
            a_signed: true,
            b_signed: true,
            asel: 6,
            bsel: 5,
            ..u
        };
        assert_eq!(vmad(s, false, 0xfffe_0000, 0x0003, 1) as i32, -5);
    }

    #[test]
    fn simd_lanes_selectors_mask_and_accumulate() {
        // vabsdiff4.u32.u32.u32 d, a, b, c: per byte |a_i - b_i| (what NVRTC emits for __vabsdiffu4).
        let u4 = spec(4, (false, false, false));
        assert_eq!(
            simd(VideoOp::Absdiff, u4, false, 0x10_ff_00_05, 0x20_01_ff_03, 0),
            0x10_fe_ff_02
        );
        // .add: c + the sum of the lane results (a sum of absolute differences).
        let acc = VideoSpec { op2: 1, ..u4 };
        assert_eq!(
            simd(
                VideoOp::Absdiff,
                acc,
                false,
                0x10_ff_00_05,
                0x20_01_ff_03,
                7
            ),
            7 + 0x10 + 0xfe + 0xff + 2
        );
        // Mask .b20: lanes 1 and 3 keep c's bytes.
        let m = VideoSpec { dsel: 0b0101, ..u4 };
        assert_eq!(
            simd(
                VideoOp::Add,
                m,
                false,
                0x01_01_01_01,
                0x02_02_02_02,
                0xaa_bb_cc_dd
            ),
            0xaa_03_cc_03
        );
        // Signed saturating byte add, and vavrg rounding.
        let s4 = spec(4, (true, true, true));
        assert_eq!(
            simd(VideoOp::Add, s4, true, 0x7f_80_01_ff, 0x01_ff_01_ff, 0),
            0x7f_80_02_fe
        );
        assert_eq!(
            simd(VideoOp::Avrg, s4, false, 0x03_fd_00_00, 0x00_00_01_ff, 0),
            0x02_fe_01_ff
        );
        // Halfwords with selectors: lane 0 reads b's high half (.h3), lane 1 a's low half (.h0).
        let h = VideoSpec {
            asel: 0x03,
            bsel: 0x00,
            ..spec(2, (false, false, false))
        };
        assert_eq!(
            simd(VideoOp::Sub, h, false, 0x0000_0005, 0x0009_0000, 0),
            0x0000_0004
        );
        // vset2.u32.u32.lt with .add.
        let st = VideoSpec {
            op2: 1,
            ..spec(2, (false, false, false))
        };
        assert_eq!(
            simd(
                VideoOp::Set(Cmp::Lt),
                st,
                false,
                0x0001_0005,
                0x0002_0001,
                10
            ),
            11
        );
    }
}
