//! Data operations, comparisons and atomics against values computed by hand from the PTX ISA's
//! definitions (never from the functions under test), plus property tests against i128 integer
//! arithmetic and against the host FPU's IEEE operations with exact error terms.

use fermi_sim::program::ir::{
    window, AluMods, AluOp, AtomOp, BoolOp, Cmp, MulMode, Round, StateSpace, TestpOp, Ty,
};
use fermi_sim::thread::alu::{
    alu, atom_apply, atom_apply_in, compare, extend_load, set, setp, truncate,
};

const N: AluMods = AluMods::NONE;

fn md(round: Round) -> AluMods {
    AluMods { round, ..N }
}
fn ftz() -> AluMods {
    AluMods { ftz: true, ..N }
}
fn sat() -> AluMods {
    AluMods { sat: true, ..N }
}
fn f(x: f32) -> u64 {
    x.to_bits() as u64
}
fn d(x: f64) -> u64 {
    x.to_bits()
}
/// Two-operand op with `ty2 = ty` and no modifiers.
fn op2(op: AluOp, ty: Ty, a: u64, b: u64) -> u64 {
    alu(op, ty, ty, N, a, b, 0, 0)
}
fn op3(op: AluOp, ty: Ty, a: u64, b: u64, c: u64) -> u64 {
    alu(op, ty, ty, N, a, b, c, 0)
}
fn cvt(dty: Ty, aty: Ty, mods: AluMods, a: u64) -> u64 {
    alu(AluOp::Cvt, dty, aty, mods, a, 0, 0, 0)
}

const F32_NAN: u64 = 0x7FFF_FFFF;
const F64_NAN: u64 = 0xFFF8_0000_0000_0000;

// ---------------------------------------------------------------- integer arithmetic

#[test]
fn add_sub_wrap_and_saturate() {
    let cases: &[(AluOp, Ty, AluMods, u64, u64, u64)] = &[
        (
            AluOp::Add,
            Ty::S32,
            N,
            0xFFFF_FFFF,
            0,
            0x0000_0000_FFFF_FFFF,
        ),
        (AluOp::Add, Ty::U32, N, 0xFFFF_FFFF, 1, 0),
        (AluOp::Add, Ty::S32, N, 0x7FFF_FFFF, 1, 0x8000_0000),
        (AluOp::Add, Ty::S32, sat(), 0x7FFF_FFFF, 1, 0x7FFF_FFFF),
        (
            AluOp::Add,
            Ty::S32,
            sat(),
            0x8000_0000,
            0xFFFF_FFFF,
            0x8000_0000,
        ),
        (AluOp::Add, Ty::S32, sat(), 5, 0xFFFF_FFFD, 2),
        (AluOp::Sub, Ty::S32, sat(), 0x8000_0000, 1, 0x8000_0000),
        (
            AluOp::Sub,
            Ty::S32,
            sat(),
            0x7FFF_FFFF,
            0xFFFF_FFFF,
            0x7FFF_FFFF,
        ),
        (AluOp::Sub, Ty::U32, N, 0, 1, 0xFFFF_FFFF),
        (AluOp::Add, Ty::U16, N, 0xFFFF, 2, 1),
        (AluOp::Add, Ty::S64, N, u64::MAX, 1, 0),
        (AluOp::Sub, Ty::S64, N, 0, 1, u64::MAX),
    ];
    for &(op, ty, m, a, b, want) in cases {
        assert_eq!(
            alu(op, ty, ty, m, a, b, 0, 0),
            want,
            "{op:?}.{} {a:#x} {b:#x}",
            ty.name()
        );
    }
}

#[test]
fn div_rem_truncate_toward_zero() {
    let m7 = (-7i32) as u32 as u64;
    let m2 = (-2i32) as u32 as u64;
    let cases: &[(AluOp, Ty, u64, u64, u64)] = &[
        (AluOp::Div, Ty::S32, m7, 2, (-3i32) as u32 as u64),
        (AluOp::Rem, Ty::S32, m7, 2, 0xFFFF_FFFF),
        (AluOp::Rem, Ty::S32, 7, m2, 1),
        (AluOp::Div, Ty::S32, 7, m2, (-3i32) as u32 as u64),
        (AluOp::Rem, Ty::S32, m7, m2, 0xFFFF_FFFF),
        (AluOp::Div, Ty::S32, 0x8000_0000, 0xFFFF_FFFF, 0x8000_0000),
        (AluOp::Rem, Ty::S32, 0x8000_0000, 0xFFFF_FFFF, 0),
        (AluOp::Div, Ty::U32, 0xFFFF_FFFF, 2, 0x7FFF_FFFF),
        (AluOp::Rem, Ty::U32, 0xFFFF_FFFF, 10, 5),
        (AluOp::Div, Ty::S64, (-7i64) as u64, 2, (-3i64) as u64),
        (AluOp::Rem, Ty::S64, (-7i64) as u64, 2, (-1i64) as u64),
        (
            AluOp::Div,
            Ty::S64,
            i64::MIN as u64,
            u64::MAX,
            i64::MIN as u64,
        ),
        (AluOp::Div, Ty::S16, 0x8000, 0xFFFF, 0x8000),
        (AluOp::Div, Ty::S16, 0xFFF9, 2, 0xFFFD),
        // Division by zero (unspecified in PTX): all ones; remainder by zero: the dividend.
        (AluOp::Div, Ty::U32, 5, 0, 0xFFFF_FFFF),
        (AluOp::Div, Ty::S32, 5, 0, 0xFFFF_FFFF),
        (AluOp::Div, Ty::U64, 5, 0, u64::MAX),
        (AluOp::Rem, Ty::U32, 5, 0, 5),
        // Operand bits above the type's width are ignored.
        (AluOp::Div, Ty::U32, 0x1_0000_0008, 0x1_0000_0002, 4),
    ];
    for &(op, ty, a, b, want) in cases {
        assert_eq!(
            op2(op, ty, a, b),
            want,
            "{op:?}.{} {a:#x} {b:#x}",
            ty.name()
        );
    }
}

#[test]
fn mul_lo_hi_wide() {
    use MulMode::*;
    let cases: &[(MulMode, Ty, u64, u64, u64)] = &[
        (Lo, Ty::S32, 0x1_0000, 0x1_0000, 0),
        (Lo, Ty::S32, 0xFFFF_FFFF, 3, 0xFFFF_FFFD),
        (Hi, Ty::U32, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFE),
        (Hi, Ty::S32, 0xFFFF_FFFF, 0xFFFF_FFFF, 0),
        (Hi, Ty::S32, 0xFFFF_FFFE, 3, 0xFFFF_FFFF),
        (Hi, Ty::S32, 0x4000_0000, 4, 1),
        (Wide, Ty::S32, 0xFFFF_FFFE, 3, 0xFFFF_FFFF_FFFF_FFFA),
        (
            Wide,
            Ty::U32,
            0xFFFF_FFFF,
            0xFFFF_FFFF,
            0xFFFF_FFFE_0000_0001,
        ),
        (Wide, Ty::S16, 0xFFFF, 0xFFFF, 1),
        (Wide, Ty::U16, 0xFFFF, 0xFFFF, 0xFFFE_0001),
        (Wide, Ty::S16, 0x8000, 0x8000, 0x4000_0000),
        (Hi, Ty::U64, u64::MAX, 2, 1),
        (Hi, Ty::S64, u64::MAX, 2, u64::MAX),
        (
            Hi,
            Ty::S64,
            i64::MIN as u64,
            i64::MIN as u64,
            0x4000_0000_0000_0000,
        ),
        (Lo, Ty::U64, 0x1_0000_0001, 0x1_0000_0001, 0x2_0000_0001),
    ];
    for &(mode, ty, a, b, want) in cases {
        assert_eq!(
            op2(AluOp::Mul(mode), ty, a, b),
            want,
            "mul.{mode:?}.{} {a:#x} {b:#x}",
            ty.name()
        );
    }
}

#[test]
fn mad_lo_hi_wide_sat() {
    use MulMode::*;
    let cases: &[(MulMode, Ty, AluMods, u64, u64, u64, u64)] = &[
        (Lo, Ty::S32, N, 3, 4, (-20i32) as u32 as u64, 0xFFFF_FFF8),
        (Hi, Ty::U32, N, 0xFFFF_FFFF, 0xFFFF_FFFF, 1, 0xFFFF_FFFF),
        (
            Wide,
            Ty::U32,
            N,
            0xFFFF_FFFF,
            2,
            0x1_0000_0000,
            0x2_FFFF_FFFE,
        ),
        (Wide, Ty::S32, N, 0xFFFF_FFFF, 1, 1, 0),
        // t = (2^31-1)^2 = 2^62 - 2^32 + 1, t.hi = 2^30 - 1; + 0x7FFFFFFF overflows s32.
        (
            Hi,
            Ty::S32,
            N,
            0x7FFF_FFFF,
            0x7FFF_FFFF,
            0x7FFF_FFFF,
            0xBFFF_FFFE,
        ),
        (
            Hi,
            Ty::S32,
            sat(),
            0x7FFF_FFFF,
            0x7FFF_FFFF,
            0x7FFF_FFFF,
            0x7FFF_FFFF,
        ),
        (Hi, Ty::S32, sat(), 0xFFFF_FFFF, 1, 0x8000_0000, 0x8000_0000),
    ];
    for &(mode, ty, m, a, b, c, want) in cases {
        assert_eq!(
            alu(AluOp::Mad(mode), ty, ty, m, a, b, c, 0),
            want,
            "mad.{mode:?}.{} {a:#x} {b:#x} {c:#x}",
            ty.name()
        );
    }
}

#[test]
fn mul24_and_mad24() {
    use MulMode::*;
    let cases: &[(AluOp, Ty, u64, u64, u64, u64)] = &[
        (AluOp::Mul24(Lo), Ty::U32, 0x00FF_FFFF, 2, 0, 0x01FF_FFFE),
        (AluOp::Mul24(Lo), Ty::U32, 0xFF00_0003, 5, 0, 15),
        // (2^24-1)^2 = 0xFFFF_FE00_0001; bits 47..16.
        (
            AluOp::Mul24(Hi),
            Ty::U32,
            0x00FF_FFFF,
            0x00FF_FFFF,
            0,
            0xFFFF_FE00,
        ),
        (AluOp::Mul24(Lo), Ty::S32, 0x00FF_FFFF, 2, 0, 0xFFFF_FFFE),
        (AluOp::Mul24(Hi), Ty::S32, 0x00FF_FFFF, 0x00FF_FFFF, 0, 0),
        // -2^23 · 2 = -2^24; bits 47..16 of the 48-bit product are -256.
        (
            AluOp::Mul24(Hi),
            Ty::S32,
            0x0080_0000,
            0x0000_0002,
            0,
            0xFFFF_FF00,
        ),
        (AluOp::Mad24(Lo), Ty::U32, 2, 3, 4, 10),
        (AluOp::Mad24(Lo), Ty::S32, 0x00FF_FFFF, 5, 1, 0xFFFF_FFFC),
        (
            AluOp::Mad24(Hi),
            Ty::U32,
            0x00FF_FFFF,
            0x00FF_FFFF,
            0x100,
            0xFFFF_FF00,
        ),
    ];
    for &(op, ty, a, b, c, want) in cases {
        assert_eq!(
            op3(op, ty, a, b, c),
            want,
            "{op:?}.{} {a:#x} {b:#x} {c:#x}",
            ty.name()
        );
    }
}

#[test]
fn shifts_clamp_at_width() {
    let cases: &[(AluOp, Ty, u64, u64, u64)] = &[
        (AluOp::Shl, Ty::B32, 1, 31, 0x8000_0000),
        (AluOp::Shl, Ty::B32, 1, 32, 0),
        (AluOp::Shl, Ty::B32, 1, 100, 0),
        (AluOp::Shl, Ty::B32, 1, 0xFFFF_FFFF, 0),
        (AluOp::Shl, Ty::B16, 1, 16, 0),
        (AluOp::Shl, Ty::B16, 0x8001, 1, 2),
        (AluOp::Shl, Ty::B64, 1, 63, 1 << 63),
        (AluOp::Shl, Ty::B64, 1, 64, 0),
        (AluOp::Shr, Ty::U32, 0x8000_0000, 31, 1),
        (AluOp::Shr, Ty::U32, 0x8000_0000, 32, 0),
        (AluOp::Shr, Ty::B32, 0x8000_0000, 4, 0x0800_0000),
        (AluOp::Shr, Ty::S32, 0x8000_0000, 4, 0xF800_0000),
        (AluOp::Shr, Ty::S32, 0x8000_0000, 31, 0xFFFF_FFFF),
        (AluOp::Shr, Ty::S32, 0x8000_0000, 40, 0xFFFF_FFFF),
        (AluOp::Shr, Ty::S32, 0x4000_0000, 40, 0),
        (AluOp::Shr, Ty::S16, 0x8000, 3, 0xF000),
        (AluOp::Shr, Ty::S64, 1 << 63, 64, u64::MAX),
        (AluOp::Shr, Ty::U64, 1 << 63, 64, 0),
    ];
    for &(op, ty, a, b, want) in cases {
        assert_eq!(op2(op, ty, a, b), want, "{op:?}.{} {a:#x} {b}", ty.name());
    }
}

#[test]
fn abs_neg_min_max_sad() {
    let cases: &[(AluOp, Ty, u64, u64, u64, u64)] = &[
        (AluOp::Abs, Ty::S32, (-5i32) as u32 as u64, 0, 0, 5),
        (AluOp::Abs, Ty::S32, 0x8000_0000, 0, 0, 0x8000_0000),
        (AluOp::Abs, Ty::S16, 0xFFFF, 0, 0, 1),
        (AluOp::Neg, Ty::S32, 5, 0, 0, 0xFFFF_FFFB),
        (AluOp::Neg, Ty::S32, 0x8000_0000, 0, 0, 0x8000_0000),
        (AluOp::Neg, Ty::S64, 1, 0, 0, u64::MAX),
        (AluOp::Min, Ty::S32, 0xFFFF_FFFF, 1, 0, 0xFFFF_FFFF),
        (AluOp::Min, Ty::U32, 0xFFFF_FFFF, 1, 0, 1),
        (AluOp::Max, Ty::S16, 0x8000, 0x7FFF, 0, 0x7FFF),
        (AluOp::Max, Ty::U16, 0x8000, 0x7FFF, 0, 0x8000),
        (AluOp::Max, Ty::S64, u64::MAX, 0, 0, 0),
        (AluOp::Sad, Ty::U32, 3, 10, 100, 107),
        (AluOp::Sad, Ty::U32, 10, 3, 100, 107),
        (AluOp::Sad, Ty::S32, (-3i32) as u32 as u64, 4, 1, 8),
        (AluOp::Sad, Ty::U32, 0, 0xFFFF_FFFF, 0, 0xFFFF_FFFF),
    ];
    for &(op, ty, a, b, c, want) in cases {
        assert_eq!(
            op3(op, ty, a, b, c),
            want,
            "{op:?}.{} {a:#x} {b:#x} {c:#x}",
            ty.name()
        );
    }
}

#[test]
fn logic_and_predicates() {
    let cases: &[(AluOp, Ty, u64, u64, u64)] = &[
        (AluOp::And, Ty::B32, 0xF0F0, 0xFF00, 0xF000),
        (AluOp::Or, Ty::B32, 0xF0F0, 0x0F00, 0xFFF0),
        (AluOp::Xor, Ty::B32, 0xFFFF_FFFF, 0x0F0F_0F0F, 0xF0F0_F0F0),
        (AluOp::Not, Ty::B32, 0, 0, 0xFFFF_FFFF),
        (AluOp::Not, Ty::B16, 0x00F0, 0, 0xFF0F),
        (AluOp::Not, Ty::B64, 0, 0, u64::MAX),
        (AluOp::Cnot, Ty::B32, 0, 0, 1),
        (AluOp::Cnot, Ty::B32, 5, 0, 0),
        (AluOp::Cnot, Ty::B16, 0x1_0000, 0, 1),
        (AluOp::And, Ty::Pred, 1, 0, 0),
        (AluOp::And, Ty::Pred, 1, 1, 1),
        (AluOp::Or, Ty::Pred, 0, 1, 1),
        (AluOp::Xor, Ty::Pred, 1, 1, 0),
        (AluOp::Not, Ty::Pred, 0, 0, 1),
        (AluOp::Not, Ty::Pred, 1, 0, 0),
    ];
    for &(op, ty, a, b, want) in cases {
        assert_eq!(
            op2(op, ty, a, b),
            want,
            "{op:?}.{} {a:#x} {b:#x}",
            ty.name()
        );
    }
}

#[test]
fn selp_and_slct() {
    assert_eq!(op3(AluOp::Selp, Ty::B32, 11, 22, 1), 11);
    assert_eq!(op3(AluOp::Selp, Ty::B32, 11, 22, 0), 22);
    let slct = |cty: Ty, m: AluMods, c: u64| alu(AluOp::Slct, Ty::B32, cty, m, 11, 22, c, 0);
    assert_eq!(slct(Ty::S32, N, 0), 11);
    assert_eq!(slct(Ty::S32, N, 7), 11);
    assert_eq!(slct(Ty::S32, N, 0xFFFF_FFFF), 22);
    assert_eq!(slct(Ty::F32, N, f(-0.0)), 11, "-0.0 >= 0");
    assert_eq!(slct(Ty::F32, N, f(-1.0)), 22);
    assert_eq!(slct(Ty::F32, N, F32_NAN), 22, "NaN selects b");
    assert_eq!(slct(Ty::F32, N, 0x8000_0001), 22, "negative subnormal < 0");
    assert_eq!(
        slct(Ty::F32, ftz(), 0x8000_0001),
        11,
        ".ftz flushes c to -0.0"
    );
}

// ---------------------------------------------------------------- bit operations

#[test]
fn popc_clz_brev() {
    let cases: &[(AluOp, Ty, u64, u64)] = &[
        (AluOp::Popc, Ty::B32, 0xF0F0, 8),
        (AluOp::Popc, Ty::B32, 0x1_0000_0001, 1),
        (AluOp::Popc, Ty::B64, u64::MAX, 64),
        (AluOp::Clz, Ty::B32, 0, 32),
        (AluOp::Clz, Ty::B32, 1, 31),
        (AluOp::Clz, Ty::B32, 0x8000_0000, 0),
        (AluOp::Clz, Ty::B64, 1, 63),
        (AluOp::Clz, Ty::B64, 0, 64),
        (AluOp::Brev, Ty::B32, 1, 0x8000_0000),
        (AluOp::Brev, Ty::B32, 0x1234_5678, 0x1E6A_2C48),
        (AluOp::Brev, Ty::B64, 1, 1 << 63),
        (AluOp::Brev, Ty::B64, 0xF0, 0x0F00_0000_0000_0000),
    ];
    for &(op, ty, a, want) in cases {
        assert_eq!(op2(op, ty, a, 0), want, "{op:?}.{} {a:#x}", ty.name());
    }
}

#[test]
fn bfe_examples() {
    let cases: &[(Ty, u64, u64, u64, u64)] = &[
        (Ty::U32, 0x1234_5678, 4, 8, 0x67),
        (Ty::U32, 0x1234_5678, 0x104, 0x208, 0x67),
        (Ty::S32, 0xF0, 4, 4, 0xFFFF_FFFF),
        (Ty::S32, 0x70, 4, 4, 7),
        (Ty::U32, 0xF0, 4, 4, 0xF),
        (Ty::U32, 0x1234_5678, 4, 0, 0),
        (Ty::S32, 0xFFFF_FFFF, 4, 0, 0),
        (Ty::U32, 0x1234_5678, 28, 8, 1),
        // Field clipped at bit 31: sign bit is a[min(pos+len-1, 31)] = a[31].
        (Ty::S32, 0x8000_0000, 28, 8, 0xFFFF_FFF8),
        (Ty::S32, 0x8000_0000, 40, 8, 0xFFFF_FFFF),
        (Ty::U32, 0x8000_0000, 40, 8, 0),
        (Ty::U64, 0xABCD_0000_0000_0000, 48, 16, 0xABCD),
        (
            Ty::S64,
            0xABCD_0000_0000_0000,
            48,
            16,
            0xFFFF_FFFF_FFFF_ABCD,
        ),
        (Ty::U32, 0xDEAD_BEEF, 0, 32, 0xDEAD_BEEF),
        (Ty::S32, 0xDEAD_BEEF, 0, 32, 0xDEAD_BEEF),
    ];
    for &(ty, a, pos, len, want) in cases {
        assert_eq!(
            op3(AluOp::Bfe, ty, a, pos, len),
            want,
            "bfe.{} {a:#x} {pos} {len}",
            ty.name()
        );
    }
}

#[test]
fn bfi_examples() {
    let cases: &[(Ty, u64, u64, u64, u64, u64)] = &[
        (Ty::B32, 0xAB, 0xFFFF_FFFF, 8, 8, 0xFFFF_ABFF),
        (Ty::B32, 0xFF, 0, 28, 8, 0xF000_0000),
        (Ty::B32, 0xFF, 0x1234, 4, 0, 0x1234),
        (Ty::B32, 0xFF, 0x1234, 32, 4, 0x1234),
        (Ty::B32, 0x5, 0, 0x100, 0x103, 0x5),
        (Ty::B64, 0xF, 0, 60, 8, 0xF000_0000_0000_0000),
        (Ty::B32, 0xFFFF_FFFF, 0, 0, 32, 0xFFFF_FFFF),
    ];
    for &(ty, a, b, pos, len, want) in cases {
        assert_eq!(
            alu(AluOp::Bfi, ty, ty, N, a, b, pos, len),
            want,
            "bfi.{} {a:#x} {b:#x} {pos} {len}",
            ty.name()
        );
    }
}

#[test]
fn prmt_default_mode() {
    let (a, b) = (0x3322_1100, 0x7766_5544);
    let cases: &[(u64, u64, u64, u64)] = &[
        (a, b, 0x3210, 0x3322_1100),
        (a, b, 0x7654, 0x7766_5544),
        (a, b, 0x0123, 0x0011_2233),
        (a, b, 0x4040, 0x4400_4400),
        // Bit 3 of a selector replicates the selected byte's sign.
        (0x0080_0000, 0, 0x000A, 0x0000_00FF),
        (0x0080_0000, 0, 0x0009, 0),
        (0, 0x8000_0000, 0xF000, 0xFF00_0000),
    ];
    for &(a, b, c, want) in cases {
        assert_eq!(
            op3(AluOp::Prmt(0), Ty::B32, a, b, c),
            want,
            "prmt {a:#x} {b:#x} {c:#x}"
        );
    }
    // The modes (PTX ISA "prmt" table, d.b3 d.b2 d.b1 d.b0 for c[1:0] = 0..3): source bytes
    // of b:a = 0x88776655_44332211 are their own index + 1 times 0x11.
    let (a, b) = (0x4433_2211, 0x8877_6655);
    let byte = |i: u64| (i + 1) * 0x11;
    let table: [(u8, [[u64; 4]; 4]); 6] = [
        (1, [[3, 2, 1, 0], [4, 3, 2, 1], [5, 4, 3, 2], [6, 5, 4, 3]]), // f4e
        (2, [[5, 6, 7, 0], [6, 7, 0, 1], [7, 0, 1, 2], [0, 1, 2, 3]]), // b4e
        (3, [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]]), // rc8
        (4, [[3, 2, 1, 0], [3, 2, 1, 1], [3, 2, 2, 2], [3, 3, 3, 3]]), // ecl
        (5, [[0, 0, 0, 0], [1, 1, 1, 0], [2, 2, 1, 0], [3, 2, 1, 0]]), // ecr
        (6, [[1, 0, 1, 0], [3, 2, 3, 2], [1, 0, 1, 0], [3, 2, 3, 2]]), // rc16
    ];
    for (mode, rows) in table {
        for (c, row) in rows.iter().enumerate() {
            let want = row.iter().fold(0, |d, &i| d << 8 | byte(i));
            // Selector bits above c[1:0] are ignored.
            for sel in [c as u64, c as u64 | 0xFFF0] {
                assert_eq!(
                    op3(AluOp::Prmt(mode), Ty::B32, a, b, sel),
                    want,
                    "prmt mode {mode} c = {sel:#x}"
                );
            }
        }
    }
}

// ---------------------------------------------------------------- conversions

#[test]
fn cvt_float_to_int_rounding_and_saturation() {
    let s = |x: i64| x as u32 as u64;
    let cases: &[(Ty, Round, f32, u64)] = &[
        (Ty::S32, Round::Rni, 2.5, 2),
        (Ty::S32, Round::Rni, -2.5, s(-2)),
        (Ty::S32, Round::Rni, 3.5, 4),
        (Ty::S32, Round::Rni, -3.5, s(-4)),
        (Ty::S32, Round::Rzi, -2.7, s(-2)),
        (Ty::S32, Round::Rzi, 2.7, 2),
        (Ty::S32, Round::Rmi, -2.2, s(-3)),
        (Ty::S32, Round::Rmi, 2.7, 2),
        (Ty::S32, Round::Rpi, 2.2, 3),
        (Ty::S32, Round::Rpi, -2.2, s(-2)),
        (Ty::S32, Round::None, -2.7, s(-2)),
        (Ty::S32, Round::None, 3e9, 0x7FFF_FFFF),
        (Ty::S32, Round::None, -3e9, 0x8000_0000),
        (Ty::S32, Round::None, f32::INFINITY, 0x7FFF_FFFF),
        (Ty::S32, Round::None, f32::NEG_INFINITY, 0x8000_0000),
        (Ty::S32, Round::None, f32::NAN, 0),
        (Ty::U32, Round::None, -1.0, 0),
        (Ty::U32, Round::Rni, 4e9, 4_000_000_000),
        (Ty::U8, Round::None, 300.0, 255),
        (Ty::S8, Round::Rni, -200.0, 0x80),
        (Ty::U64, Round::None, 2e19, u64::MAX),
        (Ty::S64, Round::Rzi, -1.5, u64::MAX),
        (Ty::U32, Round::Rmi, 0.9, 0),
        (Ty::U32, Round::Rpi, 0.1, 1),
    ];
    for &(dty, r, x, want) in cases {
        assert_eq!(
            cvt(dty, Ty::F32, md(r), f(x)),
            want,
            "cvt.{r:?}.{}.f32 {x}",
            dty.name()
        );
    }
    // NaN: 0, except from .f64 or into a 64-bit type: 1 << (width - 1).
    assert_eq!(cvt(Ty::U32, Ty::F32, N, F32_NAN), 0);
    assert_eq!(cvt(Ty::S32, Ty::F64, N, F64_NAN), 0x8000_0000);
    assert_eq!(cvt(Ty::U32, Ty::F64, N, F64_NAN), 0x8000_0000);
    assert_eq!(cvt(Ty::U16, Ty::F64, N, F64_NAN), 0x8000);
    assert_eq!(cvt(Ty::S64, Ty::F32, md(Round::Rni), F32_NAN), 1 << 63);
    assert_eq!(cvt(Ty::U64, Ty::F16, N, 0x7E00), 1 << 63);
    assert_eq!(cvt(Ty::S16, Ty::F16, N, 0x7E00), 0);
    assert_eq!(cvt(Ty::S64, Ty::F64, N, d(1e19)), i64::MAX as u64);
    assert_eq!(cvt(Ty::S64, Ty::F64, N, d(-1e19)), i64::MIN as u64);
    assert_eq!(cvt(Ty::S32, Ty::F64, md(Round::Rni), d(-0.5)), 0);
    assert_eq!(
        cvt(Ty::S32, Ty::F64, md(Round::Rmi), d(-1e-300)),
        0xFFFF_FFFF
    );
    assert_eq!(
        cvt(
            Ty::S32,
            Ty::F32,
            AluMods {
                round: Round::Rmi,
                ftz: true,
                ..N
            },
            0x8000_0001
        ),
        0,
        ".ftz: -subnormal → -0"
    );
    assert_eq!(
        cvt(Ty::S32, Ty::F32, md(Round::Rmi), 0x8000_0001),
        0xFFFF_FFFF
    );
}

#[test]
fn cvt_int_to_int() {
    let cases: &[(Ty, Ty, bool, u64, u64)] = &[
        (Ty::U8, Ty::S32, false, 0x12345, 0x45),
        (Ty::S8, Ty::S32, false, 0x80, 0x80),
        (Ty::U8, Ty::S32, true, 300, 255),
        (Ty::U8, Ty::S32, true, (-5i32) as u32 as u64, 0),
        (Ty::S8, Ty::S32, true, 200, 0x7F),
        (Ty::S8, Ty::S32, true, (-200i32) as u32 as u64, 0x80),
        (Ty::S32, Ty::S8, false, 0x80, 0xFFFF_FF80),
        (Ty::U32, Ty::S8, false, 0xFF, 0xFFFF_FFFF),
        (Ty::S32, Ty::U8, false, 0xFF, 0xFF),
        (Ty::U64, Ty::S32, false, 0xFFFF_FFFF, u64::MAX),
        (Ty::U64, Ty::U32, false, 0xFFFF_FFFF, 0xFFFF_FFFF),
        (Ty::S64, Ty::S16, false, 0x8000, 0xFFFF_FFFF_FFFF_8000),
        (Ty::U32, Ty::S32, true, 0xFFFF_FFFF, 0),
        (Ty::S32, Ty::U32, true, 0xFFFF_FFFF, 0x7FFF_FFFF),
        (Ty::U16, Ty::U32, true, 0x1_0000, 0xFFFF),
        (Ty::S32, Ty::S64, true, 0x1_0000_0000, 0x7FFF_FFFF),
        (Ty::S32, Ty::S64, false, 0x1_0000_0005, 5),
    ];
    for &(dty, aty, s, a, want) in cases {
        let m = if s { sat() } else { N };
        assert_eq!(
            cvt(dty, aty, m, a),
            want,
            "cvt{}.{}.{} {a:#x}",
            if s { ".sat" } else { "" },
            dty.name(),
            aty.name()
        );
    }
}

#[test]
fn cvt_int_to_float_rounding() {
    let s = |x: i32| x as u32 as u64;
    let cases: &[(Ty, Ty, Round, u64, u64)] = &[
        // 2^24 + 1 is halfway between 2^24 (even) and 2^24 + 2.
        (Ty::F32, Ty::S32, Round::Rn, 16_777_217, 0x4B80_0000),
        (Ty::F32, Ty::S32, Round::None, 16_777_217, 0x4B80_0000),
        (Ty::F32, Ty::S32, Round::Rp, 16_777_217, 0x4B80_0001),
        (Ty::F32, Ty::S32, Round::Rz, 16_777_219, 0x4B80_0001),
        (Ty::F32, Ty::S32, Round::Rn, 16_777_219, 0x4B80_0002),
        (Ty::F32, Ty::S32, Round::Rm, s(-16_777_217), 0xCB80_0001),
        (Ty::F32, Ty::S32, Round::Rz, s(-16_777_217), 0xCB80_0000),
        (Ty::F32, Ty::U32, Round::Rn, 0xFFFF_FFFF, 0x4F80_0000),
        (Ty::F32, Ty::U32, Round::Rz, 0xFFFF_FFFF, 0x4F7F_FFFF),
        (Ty::F32, Ty::S32, Round::Rn, 0xFFFF_FFFF, 0xBF80_0000),
        (Ty::F32, Ty::U32, Round::Rn, 0, 0),
        (
            Ty::F64,
            Ty::S64,
            Round::Rn,
            i64::MIN as u64,
            0xC3E0_0000_0000_0000,
        ),
        (Ty::F64, Ty::U64, Round::Rn, u64::MAX, 0x43F0_0000_0000_0000),
        (Ty::F64, Ty::U64, Round::Rz, u64::MAX, 0x43EF_FFFF_FFFF_FFFF),
        (Ty::F16, Ty::S32, Round::Rn, 2049, 0x6800),
        (Ty::F16, Ty::U32, Round::Rn, 65520, 0x7C00),
        (Ty::F16, Ty::U32, Round::Rn, 65519, 0x7BFF),
        (Ty::F16, Ty::U32, Round::Rz, 100_000, 0x7BFF),
        (Ty::F16, Ty::S32, Round::Rm, s(-100_000), 0xFC00),
    ];
    for &(dty, aty, r, a, want) in cases {
        assert_eq!(
            cvt(dty, aty, md(r), a),
            want,
            "cvt.{r:?}.{}.{} {a:#x}",
            dty.name(),
            aty.name()
        );
    }
}

#[test]
fn cvt_f64_to_f32_rounding_modes() {
    let cases: &[(f64, Round, u64)] = &[
        (0.1, Round::Rn, 0x3DCC_CCCD),
        (0.1, Round::Rz, 0x3DCC_CCCC),
        (0.1, Round::Rm, 0x3DCC_CCCC),
        (0.1, Round::Rp, 0x3DCC_CCCD),
        (-0.1, Round::Rn, 0xBDCC_CCCD),
        (-0.1, Round::Rz, 0xBDCC_CCCC),
        (-0.1, Round::Rm, 0xBDCC_CCCD),
        (-0.1, Round::Rp, 0xBDCC_CCCC),
        (1e39, Round::Rn, 0x7F80_0000),
        (1e39, Round::Rz, 0x7F7F_FFFF),
        (1e39, Round::Rm, 0x7F7F_FFFF),
        (1e39, Round::Rp, 0x7F80_0000),
        (-1e39, Round::Rp, 0xFF7F_FFFF),
        (1e-46, Round::Rn, 0),
        (1e-46, Round::Rp, 1),
        (-1e-46, Round::Rm, 0x8000_0001),
        (-1e-46, Round::Rn, 0x8000_0000),
        // 2^-149 · 1.5: halfway would be 1.5 ulp → rounds to 2 ulps (even).
        (1.5 * 2f64.powi(-149), Round::Rn, 2),
        (1.5 * 2f64.powi(-149), Round::Rz, 1),
        (f64::INFINITY, Round::Rz, 0x7F80_0000),
    ];
    for &(x, r, want) in cases {
        assert_eq!(
            cvt(Ty::F32, Ty::F64, md(r), d(x)),
            want,
            "cvt.{r:?}.f32.f64 {x:e}"
        );
    }
    assert_eq!(cvt(Ty::F32, Ty::F64, N, d(f64::NAN)), F32_NAN);
    assert_eq!(cvt(Ty::F64, Ty::F32, N, f(0.1)), d(0.1f32 as f64));
    assert_eq!(
        cvt(Ty::F64, Ty::F32, N, 1),
        d(2f64.powi(-149)),
        "f32 subnormal widens exactly"
    );
    assert_eq!(
        cvt(Ty::F64, Ty::F32, ftz(), 1),
        0,
        ".ftz flushes the f32 source"
    );
    assert_eq!(
        cvt(Ty::F32, Ty::F32, AluMods { sat: true, ..N }, f(1.5)),
        f(1.0)
    );
}

#[test]
fn cvt_round_to_integral_float() {
    let cases: &[(Round, f32, u64)] = &[
        (Round::Rni, 2.5, f(2.0)),
        (Round::Rni, 3.5, f(4.0)),
        (Round::Rni, -0.4, 0x8000_0000),
        (Round::Rmi, -0.5, f(-1.0)),
        (Round::Rpi, -0.5, 0x8000_0000),
        (Round::Rpi, 0.5, f(1.0)),
        (Round::Rzi, -7.9, f(-7.0)),
        (Round::Rpi, 1e30, f(1e30)),
    ];
    for &(r, x, want) in cases {
        assert_eq!(
            cvt(Ty::F32, Ty::F32, md(r), f(x)),
            want,
            "cvt.{r:?}.f32.f32 {x}"
        );
    }
}

#[test]
fn cvt_f16() {
    let up: &[(u64, u64)] = &[
        (0x3C00, 0x3F80_0000),
        (0x7BFF, 0x477F_E000),
        (0x0001, 0x3380_0000),
        (0x8000, 0x8000_0000),
        (0x7C00, 0x7F80_0000),
        (0xFC00, 0xFF80_0000),
        (0x7E00, F32_NAN),
        (0xC000, 0xC000_0000),
        (0x3555, 0x3EAA_A000),
    ];
    for &(h, want) in up {
        assert_eq!(cvt(Ty::F32, Ty::F16, N, h), want, "cvt.f32.f16 {h:#x}");
    }
    let down: &[(u64, Round, u64)] = &[
        (f(1.0), Round::Rn, 0x3C00),
        (f(65504.0), Round::Rn, 0x7BFF),
        (f(65536.0), Round::Rn, 0x7C00),
        (f(65536.0), Round::Rz, 0x7BFF),
        (0x3EAA_AAAB, Round::Rn, 0x3555),
        (0x3EAA_AAAB, Round::Rp, 0x3556),
        (0x3300_0000, Round::Rn, 0x0000),
        (0x32C0_0000, Round::Rn, 0x0000), // 0.375 ulp
        (0x3340_0000, Round::Rn, 0x0001), // 0.75 ulp
        (0x3380_0000, Round::Rn, 0x0001),
        (0x3300_0000, Round::Rp, 0x0001),
        (0xB300_0000, Round::Rm, 0x8001),
        (F32_NAN, Round::Rn, 0x7FFF),
    ];
    for &(x, r, want) in down {
        assert_eq!(
            cvt(Ty::F16, Ty::F32, md(r), x),
            want,
            "cvt.{r:?}.f16.f32 {x:#x}"
        );
    }
    // Every non-NaN half survives f16 → f32 → f16 and f16 → f64 → f16.
    for h in 0u64..=0xFFFF {
        let is_nan = (h >> 10) & 0x1F == 0x1F && h & 0x3FF != 0;
        if is_nan {
            continue;
        }
        let x = cvt(Ty::F32, Ty::F16, N, h);
        assert_eq!(
            cvt(Ty::F16, Ty::F32, md(Round::Rn), x),
            h,
            "round trip {h:#x}"
        );
        let y = cvt(Ty::F64, Ty::F16, N, h);
        assert_eq!(y, d(f32::from_bits(x as u32) as f64));
        assert_eq!(cvt(Ty::F16, Ty::F64, md(Round::Rz), y), h);
    }
}

// ---------------------------------------------------------------- float arithmetic

#[test]
fn add_sub_rounding_modes() {
    let one = f(1.0);
    let cases: &[(AluOp, Round, u64, u64, u64)] = &[
        // 1 + 2^-24: exactly halfway → even (1.0).
        (AluOp::Add, Round::Rn, one, 0x3380_0000, 0x3F80_0000),
        (AluOp::Add, Round::Rz, one, 0x3380_0000, 0x3F80_0000),
        (AluOp::Add, Round::Rm, one, 0x3380_0000, 0x3F80_0000),
        (AluOp::Add, Round::Rp, one, 0x3380_0000, 0x3F80_0001),
        // 1 + 1.5·2^-24 = 1 + 0.75 ulp.
        (AluOp::Add, Round::Rn, one, 0x33C0_0000, 0x3F80_0001),
        (AluOp::Add, Round::Rz, one, 0x33C0_0000, 0x3F80_0000),
        (AluOp::Add, Round::Rm, one, 0x33C0_0000, 0x3F80_0000),
        (AluOp::Add, Round::Rp, one, 0x33C0_0000, 0x3F80_0001),
        (AluOp::Add, Round::Rn, f(-1.0), 0xB3C0_0000, 0xBF80_0001),
        (AluOp::Add, Round::Rz, f(-1.0), 0xB3C0_0000, 0xBF80_0000),
        (AluOp::Add, Round::Rm, f(-1.0), 0xB3C0_0000, 0xBF80_0001),
        (AluOp::Add, Round::Rp, f(-1.0), 0xB3C0_0000, 0xBF80_0000),
        // 1 - 2^-25: halfway between 1 - 2^-24 (odd) and 1.0 (even).
        (AluOp::Sub, Round::Rn, one, 0x3300_0000, 0x3F80_0000),
        (AluOp::Sub, Round::Rz, one, 0x3300_0000, 0x3F7F_FFFF),
        (AluOp::Sub, Round::Rm, one, 0x3300_0000, 0x3F7F_FFFF),
        (AluOp::Sub, Round::Rp, one, 0x3300_0000, 0x3F80_0000),
        // Exact zero sums: +0 except when rounding down.
        (AluOp::Add, Round::Rn, one, f(-1.0), 0),
        (AluOp::Add, Round::Rm, one, f(-1.0), 0x8000_0000),
        (AluOp::Sub, Round::Rm, one, one, 0x8000_0000),
        (AluOp::Add, Round::Rz, 0x8000_0000, 0x8000_0000, 0x8000_0000),
        (AluOp::Add, Round::Rp, 0x8000_0000, 0, 0),
        // Overflow.
        (AluOp::Add, Round::Rn, 0x7F7F_FFFF, 0x7F7F_FFFF, 0x7F80_0000),
        (AluOp::Add, Round::Rz, 0x7F7F_FFFF, 0x7F7F_FFFF, 0x7F7F_FFFF),
        (AluOp::Add, Round::Rm, 0x7F7F_FFFF, 0x7F7F_FFFF, 0x7F7F_FFFF),
        (AluOp::Add, Round::Rm, 0xFF7F_FFFF, 0xFF7F_FFFF, 0xFF80_0000),
        // Subnormals are kept without .ftz.
        (AluOp::Add, Round::Rn, 1, 1, 2),
        (AluOp::Sub, Round::Rn, 0x0080_0000, 1, 0x007F_FFFF),
    ];
    for &(op, r, a, b, want) in cases {
        assert_eq!(
            alu(op, Ty::F32, Ty::F32, md(r), a, b, 0, 0),
            want,
            "{op:?}.{r:?}.f32 {a:#x} {b:#x}"
        );
    }
    let one = d(1.0);
    let e53 = d(2f64.powi(-53));
    assert_eq!(
        alu(AluOp::Add, Ty::F64, Ty::F64, md(Round::Rn), one, e53, 0, 0),
        one
    );
    assert_eq!(
        alu(AluOp::Add, Ty::F64, Ty::F64, md(Round::Rp), one, e53, 0, 0),
        0x3FF0_0000_0000_0001
    );
    assert_eq!(
        alu(AluOp::Sub, Ty::F64, Ty::F64, md(Round::Rz), one, e53, 0, 0),
        0x3FEF_FFFF_FFFF_FFFF
    );
    assert_eq!(
        alu(
            AluOp::Add,
            Ty::F64,
            Ty::F64,
            md(Round::Rm),
            one,
            d(-1.0),
            0,
            0
        ),
        0x8000_0000_0000_0000
    );
}

#[test]
fn mul_div_rounding_modes() {
    let x = 0x3F80_0001; // 1 + 2^-23; x² = 1 + 2^-22 + 2^-46
    let cases: &[(AluOp, Ty, Round, u64, u64, u64)] = &[
        (
            AluOp::Mul(MulMode::Lo),
            Ty::F32,
            Round::Rn,
            x,
            x,
            0x3F80_0002,
        ),
        (
            AluOp::Mul(MulMode::Lo),
            Ty::F32,
            Round::Rz,
            x,
            x,
            0x3F80_0002,
        ),
        (
            AluOp::Mul(MulMode::Lo),
            Ty::F32,
            Round::Rm,
            x,
            x,
            0x3F80_0002,
        ),
        (
            AluOp::Mul(MulMode::Lo),
            Ty::F32,
            Round::Rp,
            x,
            x,
            0x3F80_0003,
        ),
        (
            AluOp::Mul(MulMode::Lo),
            Ty::F32,
            Round::Rm,
            x | 0x8000_0000,
            x,
            0xBF80_0003,
        ),
        (
            AluOp::Mul(MulMode::Lo),
            Ty::F64,
            Round::Rn,
            0x3FF0_0000_0000_0001,
            0x3FF0_0000_0000_0001,
            0x3FF0_0000_0000_0002,
        ),
        (
            AluOp::Mul(MulMode::Lo),
            Ty::F64,
            Round::Rp,
            0x3FF0_0000_0000_0001,
            0x3FF0_0000_0000_0001,
            0x3FF0_0000_0000_0003,
        ),
        (
            AluOp::Mul(MulMode::Lo),
            Ty::F64,
            Round::Rz,
            0x3FF0_0000_0000_0001,
            0x3FF0_0000_0000_0001,
            0x3FF0_0000_0000_0002,
        ),
        // 2^-100 · 2^-30 = 2^-130: an f32 subnormal (bit 19).
        (
            AluOp::Mul(MulMode::Lo),
            Ty::F32,
            Round::Rn,
            f(2f32.powi(-100)),
            f(2f32.powi(-30)),
            0x0008_0000,
        ),
        (AluOp::Div, Ty::F32, Round::Rn, f(1.0), f(3.0), 0x3EAA_AAAB),
        (AluOp::Div, Ty::F32, Round::Rz, f(1.0), f(3.0), 0x3EAA_AAAA),
        (AluOp::Div, Ty::F32, Round::Rm, f(1.0), f(3.0), 0x3EAA_AAAA),
        (AluOp::Div, Ty::F32, Round::Rp, f(1.0), f(3.0), 0x3EAA_AAAB),
        (AluOp::Div, Ty::F32, Round::Rm, f(-1.0), f(3.0), 0xBEAA_AAAB),
        (AluOp::Div, Ty::F32, Round::Rp, f(-1.0), f(3.0), 0xBEAA_AAAA),
        (
            AluOp::Div,
            Ty::F64,
            Round::Rn,
            d(1.0),
            d(3.0),
            0x3FD5_5555_5555_5555,
        ),
        (
            AluOp::Div,
            Ty::F64,
            Round::Rp,
            d(1.0),
            d(3.0),
            0x3FD5_5555_5555_5556,
        ),
        (
            AluOp::Div,
            Ty::F64,
            Round::Rz,
            d(2.0),
            d(3.0),
            0x3FE5_5555_5555_5555,
        ),
        (
            AluOp::Div,
            Ty::F64,
            Round::Rn,
            d(2.0),
            d(3.0),
            0x3FE5_5555_5555_5555,
        ),
        (AluOp::Div, Ty::F32, Round::Rz, f(6.0), f(3.0), f(2.0)),
        (AluOp::Div, Ty::F32, Round::Rz, f(1.0), 0, 0x7F80_0000),
        (AluOp::Div, Ty::F32, Round::Rn, f(-1.0), 0, 0xFF80_0000),
        (AluOp::Div, Ty::F32, Round::Rn, 0, 0, F32_NAN),
        (AluOp::Div, Ty::F64, Round::Rz, 0, 0, F64_NAN),
    ];
    for &(op, ty, r, a, b, want) in cases {
        assert_eq!(
            alu(op, ty, ty, md(r), a, b, 0, 0),
            want,
            "{op:?}.{r:?}.{} {a:#x} {b:#x}",
            ty.name()
        );
    }
    let approx = AluMods { approx: true, ..N };
    assert_eq!(
        alu(AluOp::Div, Ty::F32, Ty::F32, approx, f(1.0), f(3.0), 0, 0),
        0x3EAA_AAAB,
        "div.approx computed exactly"
    );
}

#[test]
fn f16_arithmetic_and_f64_subnormal_rounding() {
    let h = |op: AluOp, r: Round, a: u64, b: u64| alu(op, Ty::F16, Ty::F16, md(r), a, b, 0, 0);
    // 1 + 2^-11 is halfway between 1.0 (0x3C00) and 1 + 2^-10 (0x3C01).
    assert_eq!(h(AluOp::Add, Round::Rn, 0x3C00, 0x1000), 0x3C00);
    assert_eq!(h(AluOp::Add, Round::Rp, 0x3C00, 0x1000), 0x3C01);
    assert_eq!(
        h(AluOp::Mul(MulMode::Lo), Round::Rn, 0x7BFF, 0x4000),
        0x7C00,
        "65504·2 overflows"
    );
    assert_eq!(
        h(AluOp::Mul(MulMode::Lo), Round::Rz, 0x7BFF, 0x4000),
        0x7BFF
    );
    assert_eq!(
        h(AluOp::Sub, Round::Rn, 0x0400, 0x0001),
        0x03FF,
        "f16 subnormal result"
    );
    // (1.5·2^-1000)·2^-74 = 1.5·2^-1074: halfway between the subnormals 1 and 2 (even).
    let (x, y) = (d(1.5 * 2f64.powi(-1000)), d(2f64.powi(-74)));
    let m = |r: Round| alu(AluOp::Mul(MulMode::Lo), Ty::F64, Ty::F64, md(r), x, y, 0, 0);
    assert_eq!(m(Round::Rn), 2);
    assert_eq!(m(Round::Rz), 1);
    assert_eq!(m(Round::Rm), 1);
    assert_eq!(m(Round::Rp), 2);
    // 2^-1075 exactly: half of the smallest subnormal, rounds to +0 (even) or up to 1.
    let t = d(2f64.powi(-1000));
    let u = d(2f64.powi(-75));
    assert_eq!(
        alu(
            AluOp::Mul(MulMode::Lo),
            Ty::F64,
            Ty::F64,
            md(Round::Rn),
            t,
            u,
            0,
            0
        ),
        0
    );
    assert_eq!(
        alu(
            AluOp::Mul(MulMode::Lo),
            Ty::F64,
            Ty::F64,
            md(Round::Rp),
            t,
            u,
            0,
            0
        ),
        1
    );
    assert_eq!(
        alu(AluOp::Div, Ty::F64, Ty::F64, md(Round::Rp), 1, d(3.0), 0, 0),
        1
    );
    assert_eq!(
        alu(AluOp::Div, Ty::F64, Ty::F64, md(Round::Rz), 1, d(3.0), 0, 0),
        0
    );
}

#[test]
fn fma_is_fused() {
    let x = 0x3F80_0001; // (1 + 2^-23)² - (1 + 2^-22) = 2^-46 exactly
    let fma = |ty: Ty, r: Round, a, b, c| alu(AluOp::Fma, ty, ty, md(r), a, b, c, 0);
    assert_eq!(fma(Ty::F32, Round::Rn, x, x, 0xBF80_0002), 0x2880_0000);
    assert_eq!(fma(Ty::F32, Round::Rz, x, x, 0xBF80_0002), 0x2880_0000);
    let unfused = alu(
        AluOp::Sub,
        Ty::F32,
        Ty::F32,
        N,
        alu(AluOp::Mul(MulMode::Lo), Ty::F32, Ty::F32, N, x, x, 0, 0),
        0x3F80_0002,
        0,
        0,
    );
    assert_eq!(unfused, 0, "the unfused sequence loses the 2^-46 term");
    let y = 0x3FF0_0000_0000_0001; // (1 + 2^-52)² - (1 + 2^-51) = 2^-104
    assert_eq!(
        fma(Ty::F64, Round::Rn, y, y, 0xBFF0_0000_0000_0002),
        0x3970_0000_0000_0000
    );
    assert_eq!(
        fma(Ty::F64, Round::Rm, y, y, 0xBFF0_0000_0000_0002),
        0x3970_0000_0000_0000
    );
    // Directed rounding of an inexact fma: x² + 0 = 1 + 2^-22 + 2^-46.
    assert_eq!(fma(Ty::F32, Round::Rz, x, x, 0), 0x3F80_0002);
    assert_eq!(fma(Ty::F32, Round::Rp, x, x, 0), 0x3F80_0003);
    assert_eq!(fma(Ty::F64, Round::Rp, y, y, 0), 0x3FF0_0000_0000_0003);
    assert_eq!(fma(Ty::F64, Round::Rz, y, y, 0), 0x3FF0_0000_0000_0002);
    // Signed zeros: 1·1 + (-1) is +0, or -0 when rounding down.
    assert_eq!(fma(Ty::F32, Round::Rn, f(1.0), f(1.0), f(-1.0)), 0);
    assert_eq!(
        fma(Ty::F32, Round::Rm, f(1.0), f(1.0), f(-1.0)),
        0x8000_0000
    );
    assert_eq!(
        fma(Ty::F32, Round::Rn, f(f32::INFINITY), 0, f(1.0)),
        F32_NAN
    );
    // mad.rn.f32 is the fused operation on sm_20+.
    assert_eq!(
        alu(
            AluOp::Mad(MulMode::Lo),
            Ty::F32,
            Ty::F32,
            md(Round::Rn),
            x,
            x,
            0xBF80_0002,
            0
        ),
        0x2880_0000
    );
}

#[test]
fn sqrt_rcp_and_approx_functions() {
    let u = |op: AluOp, ty: Ty, r: Round, a: u64| alu(op, ty, ty, md(r), a, 0, 0, 0);
    // f32 neighbours of √2: 0x3FB504F3 = 1.41421353… < √2 < 0x3FB504F4 = 1.41421365…
    assert_eq!(u(AluOp::Sqrt, Ty::F32, Round::Rn, f(2.0)), 0x3FB5_04F3);
    assert_eq!(u(AluOp::Sqrt, Ty::F32, Round::Rz, f(2.0)), 0x3FB5_04F3);
    assert_eq!(u(AluOp::Sqrt, Ty::F32, Round::Rp, f(2.0)), 0x3FB5_04F4);
    // f64: 0x3FF6A09E667F3BCD = 1.41421356237309514… > √2 = 1.41421356237309504…
    assert_eq!(
        u(AluOp::Sqrt, Ty::F64, Round::Rn, d(2.0)),
        0x3FF6_A09E_667F_3BCD
    );
    assert_eq!(
        u(AluOp::Sqrt, Ty::F64, Round::Rz, d(2.0)),
        0x3FF6_A09E_667F_3BCC
    );
    assert_eq!(
        u(AluOp::Sqrt, Ty::F64, Round::Rm, d(2.0)),
        0x3FF6_A09E_667F_3BCC
    );
    assert_eq!(
        u(AluOp::Sqrt, Ty::F64, Round::Rp, d(2.0)),
        0x3FF6_A09E_667F_3BCD
    );
    assert_eq!(u(AluOp::Sqrt, Ty::F32, Round::Rz, f(4.0)), f(2.0));
    assert_eq!(u(AluOp::Sqrt, Ty::F32, Round::Rn, f(-1.0)), F32_NAN);
    assert_eq!(u(AluOp::Sqrt, Ty::F32, Round::Rn, 0x8000_0000), 0x8000_0000);
    assert_eq!(
        u(AluOp::Sqrt, Ty::F32, Round::Rn, 1),
        f(2f32.powi(-149).sqrt())
    );
    assert_eq!(u(AluOp::Rcp, Ty::F32, Round::Rn, f(3.0)), 0x3EAA_AAAB);
    assert_eq!(u(AluOp::Rcp, Ty::F32, Round::Rz, f(3.0)), 0x3EAA_AAAA);
    assert_eq!(
        u(AluOp::Rcp, Ty::F64, Round::Rp, d(3.0)),
        0x3FD5_5555_5555_5556
    );
    assert_eq!(u(AluOp::Rcp, Ty::F32, Round::Rn, 0x8000_0000), 0xFF80_0000);
    let ap = |op: AluOp, a: u64| {
        alu(
            op,
            Ty::F32,
            Ty::F32,
            AluMods { approx: true, ..N },
            a,
            0,
            0,
            0,
        )
    };
    assert_eq!(ap(AluOp::Rsqrt, f(4.0)), f(0.5));
    assert_eq!(ap(AluOp::Rsqrt, 0), 0x7F80_0000);
    assert_eq!(ap(AluOp::Rsqrt, 0x8000_0000), 0xFF80_0000);
    assert_eq!(ap(AluOp::Rsqrt, f(-4.0)), F32_NAN);
    assert_eq!(ap(AluOp::Rsqrt, f(0.25)), f(2.0));
    assert_eq!(ap(AluOp::Rsqrt, f(2f32.powi(-126))), f(2f32.powi(63)));
    assert_eq!(
        ap(AluOp::Rsqrt, 1),
        f(2f32.sqrt() * 2f32.powi(74)),
        "rsqrt(2^-149) = √2·2^74"
    );
    assert_eq!(ap(AluOp::Rsqrt, f(f32::INFINITY)), 0);
    // 1/√2 = 0.70710678118…: f32 neighbours 0x3F3504F3 = 0.70710676908… and 0x3F3504F4 = 0.70710682868…
    assert_eq!(ap(AluOp::Rsqrt, f(2.0)), 0x3F35_04F3);
    assert_eq!(
        alu(
            AluOp::Rsqrt,
            Ty::F64,
            Ty::F64,
            AluMods { approx: true, ..N },
            d(4.0),
            0,
            0,
            0
        ),
        d(0.5)
    );
    assert_eq!(ap(AluOp::Sin, 0), 0);
    assert_eq!(ap(AluOp::Sin, f(std::f32::consts::FRAC_PI_2)), f(1.0));
    assert_eq!(ap(AluOp::Cos, 0), f(1.0));
    assert_eq!(ap(AluOp::Sin, f(f32::INFINITY)), F32_NAN);
    assert_eq!(ap(AluOp::Lg2, f(8.0)), f(3.0));
    assert_eq!(ap(AluOp::Lg2, 0), 0xFF80_0000);
    assert_eq!(ap(AluOp::Lg2, f(-1.0)), F32_NAN);
    assert_eq!(ap(AluOp::Ex2, f(3.0)), f(8.0));
    assert_eq!(ap(AluOp::Ex2, f(-1.0)), f(0.5));
    assert_eq!(ap(AluOp::Ex2, f(f32::NEG_INFINITY)), 0);
    assert_eq!(
        ap(AluOp::Ex2, f(-149.0)),
        1,
        "subnormal result kept without .ftz"
    );
    let apf = AluMods {
        approx: true,
        ftz: true,
        ..N
    };
    assert_eq!(
        alu(AluOp::Ex2, Ty::F32, Ty::F32, apf, f(-149.0), 0, 0, 0),
        0,
        ".ftz flushes the result"
    );
}

#[test]
fn f64_upper_word_approximations() {
    let af = AluMods {
        approx: true,
        ftz: true,
        ..N
    };
    let u = |op: AluOp, a: u64| alu(op, Ty::F64, Ty::F64, af, a, 0, 0, 0);
    // Only a[63:32] is used; the result's low word is zero.
    assert_eq!(u(AluOp::Rcp, d(4.0) | 0xFFFF_FFFF), d(0.25));
    assert_eq!(u(AluOp::Rcp, d(3.0)), 0x3FD5_5555_0000_0000);
    assert_eq!(u(AluOp::Rsqrt, d(4.0)), d(0.5));
    assert_eq!(u(AluOp::Rsqrt, d(2.0)), 0x3FE6_A09E_0000_0000);
    // Corner cases of the ISA tables.
    assert_eq!(
        u(AluOp::Rcp, 0x8000_0000_0000_0001),
        d(f64::NEG_INFINITY),
        "-subnormal → -Inf"
    );
    assert_eq!(
        u(AluOp::Rcp, 0x0000_0001_0000_0000),
        d(f64::INFINITY),
        "+subnormal → +Inf"
    );
    assert_eq!(u(AluOp::Rcp, d(f64::NEG_INFINITY)), d(-0.0));
    assert_eq!(u(AluOp::Rsqrt, 0x8000_0000_0000_0000), d(f64::NEG_INFINITY));
    assert_eq!(u(AluOp::Rsqrt, d(f64::INFINITY)), 0);
    assert_eq!(u(AluOp::Rsqrt, d(-1.0)), 0x7FFF_FFFF_0000_0000);
    assert_eq!(u(AluOp::Rcp, F64_NAN), 0x7FFF_FFFF_0000_0000);
    // Without .ftz, rcp.approx.f64 is computed exactly.
    let a = AluMods { approx: true, ..N };
    assert_eq!(
        alu(AluOp::Rcp, Ty::F64, Ty::F64, a, d(3.0), 0, 0, 0),
        0x3FD5_5555_5555_5555
    );
}

#[test]
fn ftz_sat_and_nan() {
    let a = |m: AluMods, x: u64, y: u64| alu(AluOp::Add, Ty::F32, Ty::F32, m, x, y, 0, 0);
    assert_eq!(a(ftz(), 1, 0), 0);
    assert_eq!(
        a(ftz(), 0x8000_0001, 0x8000_0000),
        0x8000_0000,
        "sign-preserving flush"
    );
    assert_eq!(a(N, 1, 0), 1);
    assert_eq!(
        alu(
            AluOp::Mul(MulMode::Lo),
            Ty::F32,
            Ty::F32,
            ftz(),
            f(2f32.powi(-100)),
            f(2f32.powi(-30)),
            0,
            0
        ),
        0
    );
    assert_eq!(
        alu(AluOp::Add, Ty::F64, Ty::F64, ftz(), 1, 0, 0, 0),
        1,
        ".ftz does not apply to f64"
    );
    assert_eq!(a(sat(), f(0.75), f(0.5)), f(1.0));
    assert_eq!(a(sat(), f(-2.0), f(1.0)), 0);
    assert_eq!(a(sat(), f(0.25), f(0.5)), f(0.75));
    assert_eq!(
        a(sat(), f(f32::INFINITY), f(f32::NEG_INFINITY)),
        0,
        "NaN saturates to +0"
    );
    assert_eq!(a(sat(), 0x8000_0000, 0x8000_0000), 0, "-0 saturates to +0");
    assert_eq!(a(N, 0x7FC0_0001, f(1.0)), F32_NAN);
    // f64 propagates NaN payloads (first NaN operand, quieted); generated NaNs are 0xFFF8….
    let a64 = |op: AluOp, a: u64, b: u64| alu(op, Ty::F64, Ty::F64, N, a, b, 0, 0);
    assert_eq!(
        a64(AluOp::Add, 0x7FF0_0000_0000_0001, d(1.0)),
        0x7FF8_0000_0000_0001
    );
    assert_eq!(
        a64(AluOp::Mul(MulMode::Lo), d(1.0), 0xFFF4_0000_0000_0000),
        0xFFFC_0000_0000_0000
    );
    assert_eq!(
        a64(AluOp::Sub, 0x7FF8_0000_0000_0002, 0x7FF8_0000_0000_0003),
        0x7FF8_0000_0000_0002
    );
    assert_eq!(
        a64(AluOp::Add, d(f64::INFINITY), d(f64::NEG_INFINITY)),
        F64_NAN
    );
    assert_eq!(
        a64(AluOp::Min, 0x7FF8_0000_0000_0005, 0x7FF8_0000_0000_0006),
        0x7FF8_0000_0000_0005
    );
    let fma64 = alu(
        AluOp::Fma,
        Ty::F64,
        Ty::F64,
        md(Round::Rz),
        d(1.0),
        d(2.0),
        0x7FF0_0000_0000_0009,
        0,
    );
    assert_eq!(fma64, 0x7FF8_0000_0000_0009);
    // The payload moves to the top of the f64 mantissa (IEEE widening keeps it). The
    // expectation is a constant: a host `as f64` is folded differently by the optimiser
    // (release builds drop the payload), so it cannot serve as the reference.
    assert_eq!(cvt(Ty::F64, Ty::F32, N, 0x7FC0_0001), 0x7FF8_0000_2000_0000);
    assert_eq!(cvt(Ty::F64, Ty::F16, N, 0xFE01), 0xFFF8_0400_0000_0000);
    assert_eq!(a(N, f(f32::INFINITY), f(1.0)), 0x7F80_0000);
}

#[test]
fn float_min_max_abs_neg_copysign() {
    let mm = |op: AluOp, ty: Ty, a: u64, b: u64| op2(op, ty, a, b);
    assert_eq!(mm(AluOp::Min, Ty::F32, F32_NAN, f(1.0)), f(1.0));
    assert_eq!(mm(AluOp::Max, Ty::F32, f(1.0), 0x7FC0_0000), f(1.0));
    assert_eq!(mm(AluOp::Min, Ty::F32, 0x7FC0_0000, 0xFFC0_0000), F32_NAN);
    // PTX ISA: "-0.0 < +0.0 here".
    assert_eq!(mm(AluOp::Min, Ty::F32, 0x8000_0000, 0), 0x8000_0000);
    assert_eq!(mm(AluOp::Min, Ty::F32, 0, 0x8000_0000), 0x8000_0000);
    assert_eq!(mm(AluOp::Max, Ty::F32, 0x8000_0000, 0), 0);
    assert_eq!(mm(AluOp::Max, Ty::F32, 0, 0x8000_0000), 0);
    assert_eq!(mm(AluOp::Max, Ty::F32, f(2.0), f(2.0)), f(2.0));
    assert_eq!(mm(AluOp::Min, Ty::F32, f(-1.0), f(2.0)), f(-1.0));
    assert_eq!(mm(AluOp::Max, Ty::F32, f(-1.0), f(2.0)), f(2.0));
    assert_eq!(mm(AluOp::Max, Ty::F64, d(-1.0), F64_NAN), d(-1.0));
    assert_eq!(
        mm(AluOp::Min, Ty::F64, d(f64::NEG_INFINITY), d(-1e308)),
        d(f64::NEG_INFINITY)
    );
    assert_eq!(op2(AluOp::Abs, Ty::F32, f(-2.0), 0), f(2.0));
    assert_eq!(op2(AluOp::Abs, Ty::F64, d(-0.0), 0), 0);
    assert_eq!(op2(AluOp::Neg, Ty::F32, 0, 0), 0x8000_0000);
    assert_eq!(op2(AluOp::Neg, Ty::F64, d(1.5), 0), d(-1.5));
    assert_eq!(op2(AluOp::Copysign, Ty::F32, f(-1.0), f(2.0)), f(-2.0));
    assert_eq!(op2(AluOp::Copysign, Ty::F32, f(1.0), f(-3.0)), f(3.0));
    assert_eq!(op2(AluOp::Copysign, Ty::F64, d(-0.0), d(7.0)), d(-7.0));
}

#[test]
fn testp_classes() {
    use TestpOp::*;
    let cases: &[(TestpOp, Ty, u64, u64)] = &[
        (Finite, Ty::F32, f(1.0), 1),
        (Finite, Ty::F32, 0, 1),
        (Finite, Ty::F32, 0x7F80_0000, 0),
        (Finite, Ty::F32, F32_NAN, 0),
        (Infinite, Ty::F32, 0x7F80_0000, 1),
        (Infinite, Ty::F32, 0xFF80_0000, 1),
        (Infinite, Ty::F32, f(1.0), 0),
        (Number, Ty::F32, 0xFF80_0000, 1),
        (Number, Ty::F32, 0x7FC0_0000, 0),
        (NotANumber, Ty::F32, 0x7F80_0001, 1),
        (NotANumber, Ty::F32, 0x7F80_0000, 0),
        (Normal, Ty::F32, f(1.0), 1),
        (Normal, Ty::F32, 0x0080_0000, 1),
        (Normal, Ty::F32, 0, 1), // "±0 are considered normal numbers"
        (Normal, Ty::F32, 0x8000_0000, 1),
        (Normal, Ty::F32, 1, 0),
        (Normal, Ty::F32, 0x7F80_0000, 0),
        (Subnormal, Ty::F32, 1, 1),
        (Subnormal, Ty::F32, 0x8000_0001, 1),
        (Subnormal, Ty::F32, 0x007F_FFFF, 1),
        (Subnormal, Ty::F32, 0, 0),
        (Subnormal, Ty::F32, 0x0080_0000, 0),
        (Subnormal, Ty::F64, 1, 1),
        (Subnormal, Ty::F64, 0x0010_0000_0000_0000, 0),
        (Normal, Ty::F64, d(-1e300), 1),
        (Infinite, Ty::F64, d(f64::INFINITY), 1),
    ];
    for &(t, ty, a, want) in cases {
        assert_eq!(
            op2(AluOp::Testp(t), ty, a, 0),
            want,
            "testp.{t:?}.{} {a:#x}",
            ty.name()
        );
    }
}

#[test]
fn cvta_windows() {
    let to = |space, a| {
        alu(
            AluOp::Cvta {
                space,
                to_generic: false,
            },
            Ty::U64,
            Ty::U64,
            N,
            a,
            0,
            0,
            0,
        )
    };
    let from = |space, a| {
        alu(
            AluOp::Cvta {
                space,
                to_generic: true,
            },
            Ty::U64,
            Ty::U64,
            N,
            a,
            0,
            0,
            0,
        )
    };
    assert_eq!(to(StateSpace::Shared, window::SHARED_BASE + 0x10), 0x10);
    assert_eq!(from(StateSpace::Shared, 0x10), window::SHARED_BASE + 0x10);
    assert_eq!(to(StateSpace::Local, window::LOCAL_BASE + 8), 8);
    assert_eq!(from(StateSpace::Local, 8), window::LOCAL_BASE + 8);
    assert_eq!(from(StateSpace::Const, 4), window::CONST_BASE + 4);
    // `cvta.param` (PTX 7.7): a kernel parameter's generic address, and back.
    assert_eq!(from(StateSpace::Param, 12), window::PARAM_BASE + 12);
    assert_eq!(to(StateSpace::Param, window::PARAM_BASE + 12), 12);
    assert_eq!(
        window::resolve(window::PARAM_BASE + 12),
        (StateSpace::Param, 12)
    );
    assert_eq!(to(StateSpace::Global, 0x12_3456), 0x12_3456);
    assert_eq!(from(StateSpace::Global, 0x12_3456), 0x12_3456);
    let s32 = alu(
        AluOp::Cvta {
            space: StateSpace::Shared,
            to_generic: true,
        },
        Ty::U32,
        Ty::U32,
        N,
        0x20,
        0,
        0,
        0,
    );
    assert_eq!(s32, (window::SHARED_BASE + 0x20) & 0xFFFF_FFFF);
}

// ---------------------------------------------------------------- comparisons

#[test]
fn compare_int_and_float() {
    use Cmp::*;
    let nan = F32_NAN;
    let cases: &[(Cmp, Ty, u64, u64, bool)] = &[
        (Lt, Ty::S32, 0xFFFF_FFFF, 1, true),
        (Lt, Ty::U32, 0xFFFF_FFFF, 1, false),
        (Lo, Ty::U32, 0xFFFF_FFFF, 1, false),
        (Hi, Ty::U32, 0xFFFF_FFFF, 1, true),
        (Hs, Ty::U32, 5, 5, true),
        (Ls, Ty::U32, 6, 5, false),
        (Lt, Ty::S16, 0x8000, 1, true),
        (Eq, Ty::U16, 0x1_0000, 0, true),
        (Ge, Ty::S64, 0, u64::MAX, true),
        (Ne, Ty::B32, 1, 2, true),
        (Eq, Ty::F32, nan, nan, false),
        (Ne, Ty::F32, nan, f(1.0), false),
        (Neu, Ty::F32, nan, f(1.0), true),
        (Equ, Ty::F32, nan, nan, true),
        (Equ, Ty::F32, f(1.0), f(2.0), false),
        (Lt, Ty::F32, nan, f(1.0), false),
        (Ltu, Ty::F32, nan, f(1.0), true),
        (Geu, Ty::F32, f(1.0), f(2.0), false),
        (Gtu, Ty::F32, f(3.0), f(2.0), true),
        (Leu, Ty::F32, f(2.0), nan, true),
        (Num, Ty::F32, f(1.0), f(2.0), true),
        (Num, Ty::F32, nan, f(2.0), false),
        (Nan, Ty::F32, f(1.0), nan, true),
        (Nan, Ty::F32, f(1.0), f(1.0), false),
        (Eq, Ty::F32, 0x8000_0000, 0, true),
        (Lt, Ty::F32, f(-1.0), f(0.5), true),
        (Gt, Ty::F64, d(1.0), d(-1.0), true),
        (Le, Ty::F64, F64_NAN, d(1.0), false),
    ];
    for &(cmp, ty, a, b, want) in cases {
        assert_eq!(
            compare(cmp, ty, a, b),
            want,
            "setp.{cmp:?}.{} {a:#x} {b:#x}",
            ty.name()
        );
    }
}

#[test]
fn setp_and_set_combinations() {
    assert_eq!(setp(Cmp::Lt, None, Ty::S32, 1, 2, 0), (true, false));
    assert_eq!(
        setp(Cmp::Lt, Some(BoolOp::And), Ty::S32, 1, 2, 0),
        (false, false)
    );
    assert_eq!(
        setp(Cmp::Lt, Some(BoolOp::And), Ty::S32, 1, 2, 1),
        (true, false)
    );
    assert_eq!(
        setp(Cmp::Lt, Some(BoolOp::Or), Ty::S32, 3, 2, 1),
        (true, true)
    );
    assert_eq!(
        setp(Cmp::Lt, Some(BoolOp::Or), Ty::S32, 3, 2, 0),
        (false, true)
    );
    assert_eq!(
        setp(Cmp::Lt, Some(BoolOp::Xor), Ty::S32, 1, 2, 1),
        (false, true)
    );
    assert_eq!(
        setp(Cmp::Lt, Some(BoolOp::Xor), Ty::S32, 3, 2, 1),
        (true, false)
    );
    assert_eq!(
        set(Cmp::Lt, None, Ty::U32, Ty::S32, 0xFFFF_FFFF, 0, 0),
        0xFFFF_FFFF
    );
    assert_eq!(
        set(Cmp::Lt, None, Ty::S32, Ty::S32, 0xFFFF_FFFF, 0, 0),
        0xFFFF_FFFF
    );
    assert_eq!(
        set(Cmp::Lt, None, Ty::F32, Ty::S32, 0xFFFF_FFFF, 0, 0),
        0x3F80_0000
    );
    assert_eq!(set(Cmp::Gt, None, Ty::F32, Ty::S32, 0xFFFF_FFFF, 0, 0), 0);
    assert_eq!(
        set(Cmp::Gt, Some(BoolOp::Or), Ty::U32, Ty::F32, 0, f(1.0), 1),
        0xFFFF_FFFF
    );
}

// ---------------------------------------------------------------- atomics

#[test]
fn atom_apply_all_ops() {
    use AtomOp::*;
    let cases: &[(AtomOp, Ty, u64, u64, u64, u64)] = &[
        (And, Ty::B32, 0xF0F0, 0xFF00, 0, 0xF000),
        (Or, Ty::B32, 0xF0F0, 0x0F00, 0, 0xFFF0),
        (Xor, Ty::B32, 0xFFFF, 0x0F0F, 0, 0xF0F0),
        (Exch, Ty::B32, 7, 9, 0, 9),
        (Exch, Ty::B64, 7, u64::MAX, 0, u64::MAX),
        (Add, Ty::U32, 0xFFFF_FFFF, 1, 0, 0),
        (Add, Ty::S32, 5, 0xFFFF_FFFE, 0, 3),
        (Add, Ty::U64, u64::MAX, 2, 0, 1),
        (Add, Ty::F32, f(1.5), f(2.25), 0, f(3.75)),
        (Add, Ty::F32, 1, 0, 0, 0), // atom.add.f32 flushes subnormals
        (Add, Ty::F64, d(0.1), d(0.2), 0, d(0.1 + 0.2)),
        (Add, Ty::F64, 1, 0, 0, 1),
        (Inc, Ty::U32, 5, 5, 0, 0),
        (Inc, Ty::U32, 3, 5, 0, 4),
        (Inc, Ty::U32, 6, 5, 0, 0),
        (Inc, Ty::U32, 0xFFFF_FFFF, 0xFFFF_FFFF, 0, 0),
        (Inc, Ty::U32, 0xFFFF_FFFE, 0xFFFF_FFFF, 0, 0xFFFF_FFFF),
        (Dec, Ty::U32, 0, 5, 0, 5),
        (Dec, Ty::U32, 6, 5, 0, 5),
        (Dec, Ty::U32, 3, 5, 0, 2),
        (Dec, Ty::U32, 5, 5, 0, 4),
        (Min, Ty::S32, 0xFFFF_FFFF, 1, 0, 0xFFFF_FFFF),
        (Min, Ty::U32, 0xFFFF_FFFF, 1, 0, 1),
        (Max, Ty::S32, 0xFFFF_FFFF, 1, 0, 1),
        (Max, Ty::U32, 0xFFFF_FFFF, 1, 0, 0xFFFF_FFFF),
        (Max, Ty::S64, i64::MIN as u64, 0, 0, 0),
        (Cas, Ty::B32, 7, 7, 9, 9),
        (Cas, Ty::B32, 7, 8, 9, 7),
        (Cas, Ty::B64, u64::MAX, u64::MAX, 1, 1),
    ];
    for &(op, ty, old, b, c, want) in cases {
        assert_eq!(
            atom_apply(op, ty, old, b, c),
            want,
            "atom.{op:?}.{} old={old:#x} b={b:#x} c={c:#x}",
            ty.name()
        );
    }
}

#[test]
fn atom_add_f32_subnormals_depend_on_space() {
    // ISA "atom": global atom.add.f32 flushes subnormals, shared keeps them.
    let g = atom_apply_in(StateSpace::Global, AtomOp::Add, Ty::F32, 1, 1, 0);
    let s = atom_apply_in(StateSpace::Shared, AtomOp::Add, Ty::F32, 1, 1, 0);
    assert_eq!((g, s), (0, 2));
    assert_eq!(
        atom_apply_in(StateSpace::Shared, AtomOp::Add, Ty::F32, f(1.0), f(2.0), 0),
        f(3.0)
    );
    assert_eq!(
        atom_apply_in(StateSpace::Shared, AtomOp::Inc, Ty::U32, 5, 5, 0),
        0
    );
}

// ---------------------------------------------------------------- loads and stores

#[test]
fn extend_load_and_truncate() {
    assert_eq!(extend_load(Ty::S8, 0xFF), u64::MAX);
    assert_eq!(extend_load(Ty::U8, 0xFF), 0xFF);
    assert_eq!(extend_load(Ty::S8, 0x7F), 0x7F);
    assert_eq!(extend_load(Ty::S16, 0x8000), 0xFFFF_FFFF_FFFF_8000);
    assert_eq!(extend_load(Ty::S32, 0x8000_0000), 0xFFFF_FFFF_8000_0000);
    assert_eq!(extend_load(Ty::U16, 0x1_2345), 0x2345);
    assert_eq!(extend_load(Ty::B32, 0xDEAD_BEEF), 0xDEAD_BEEF);
    assert_eq!(extend_load(Ty::F32, 0x1_3F80_0000), 0x3F80_0000);
    // Consumers read at their width: ld.s8 of 0xFF then add.s32 1 gives 0.
    assert_eq!(op2(AluOp::Add, Ty::S32, extend_load(Ty::S8, 0xFF), 1), 0);
    assert_eq!(truncate(Ty::U8, 0x1FF), 0xFF);
    assert_eq!(truncate(Ty::S16, u64::MAX), 0xFFFF);
    assert_eq!(truncate(Ty::B64, u64::MAX), u64::MAX);
    assert_eq!(truncate(Ty::Pred, 2), 1);
}

// ---------------------------------------------------------------- property tests

mod props {
    use super::*;
    use fermi_sim::thread::alu::softfloat::{self as sf, Mode};
    use proptest::prelude::*;

    const INT_TYS: [Ty; 11] = [
        Ty::B16,
        Ty::B32,
        Ty::B64,
        Ty::U8,
        Ty::U16,
        Ty::U32,
        Ty::U64,
        Ty::S8,
        Ty::S16,
        Ty::S32,
        Ty::S64,
    ];

    /// Reference read: Rust's `as` casts (independent of the crate's shift-based sign extension).
    fn rd(ty: Ty, v: u64) -> i128 {
        match ty {
            Ty::S8 => v as i8 as i128,
            Ty::S16 => v as i16 as i128,
            Ty::S32 => v as i32 as i128,
            Ty::S64 => v as i64 as i128,
            Ty::U8 | Ty::B8 => v as u8 as i128,
            Ty::U16 | Ty::B16 => v as u16 as i128,
            Ty::U32 | Ty::B32 => v as u32 as i128,
            _ => v as i128,
        }
    }
    /// Reference write: the value modulo 2^bits.
    fn wr(bits: u32, r: i128) -> u64 {
        if bits >= 64 {
            r as u64
        } else {
            r.rem_euclid(1i128 << bits) as u64
        }
    }
    /// Bits n..2n-1 of the exact product.
    fn hi(ty: Ty, a: u64, b: u64) -> u64 {
        let n = ty.bits();
        if ty.is_signed() {
            wr(n, (rd(ty, a) * rd(ty, b)) >> n)
        } else {
            wr(n, ((rd(ty, a) as u128 * rd(ty, b) as u128) >> n) as i128)
        }
    }

    proptest! {
        #[test]
        fn int_ops_match_i128(ti in 0usize..11, a in any::<u64>(), b in any::<u64>(), c in any::<u64>(), sh in 0u64..80) {
            let ty = INT_TYS[ti];
            let n = ty.bits();
            let (x, y, z) = (rd(ty, a), rd(ty, b), rd(ty, c));
            prop_assert_eq!(op2(AluOp::Add, ty, a, b), wr(n, x + y));
            prop_assert_eq!(op2(AluOp::Sub, ty, a, b), wr(n, x - y));
            prop_assert_eq!(op2(AluOp::Mul(MulMode::Lo), ty, a, b), wr(n, x.wrapping_mul(y)));
            prop_assert_eq!(op2(AluOp::Mul(MulMode::Hi), ty, a, b), hi(ty, a, b));
            prop_assert_eq!(op3(AluOp::Mad(MulMode::Lo), ty, a, b, c), wr(n, x.wrapping_mul(y).wrapping_add(z)));
            prop_assert_eq!(op3(AluOp::Mad(MulMode::Hi), ty, a, b, c), wr(n, hi(ty, a, b) as i128 + z));
            if n <= 32 {
                prop_assert_eq!(op2(AluOp::Mul(MulMode::Wide), ty, a, b), wr(2 * n, x * y));
                let cw = if n == 16 { c as u32 as u64 } else { c };
                prop_assert_eq!(op3(AluOp::Mad(MulMode::Wide), ty, a, b, cw), wr(2 * n, x * y + cw as i128));
            }
            if y != 0 {
                // Rust's / and % on i128 truncate toward zero, as PTX div/rem do.
                prop_assert_eq!(op2(AluOp::Div, ty, a, b), wr(n, x / y));
                prop_assert_eq!(op2(AluOp::Rem, ty, a, b), wr(n, x % y));
            }
            prop_assert_eq!(op2(AluOp::Min, ty, a, b), wr(n, x.min(y)));
            prop_assert_eq!(op2(AluOp::Max, ty, a, b), wr(n, x.max(y)));
            prop_assert_eq!(op3(AluOp::Sad, ty, a, b, c), wr(n, (x - y).abs() + z));
            if ty.is_signed() {
                prop_assert_eq!(op2(AluOp::Abs, ty, a, 0), wr(n, x.abs()));
                prop_assert_eq!(op2(AluOp::Neg, ty, a, 0), wr(n, -x));
                let s = alu(AluOp::Add, ty, ty, sat(), a, b, 0, 0);
                prop_assert_eq!(s, wr(n, (x + y).clamp(-(1i128 << (n - 1)), (1i128 << (n - 1)) - 1)));
            }
            // Shifts: an amount ≥ n behaves like n (shl/shr.u: 0, shr.s: sign fill).
            let k = sh.min(n as u64) as u32;
            let shl_ref = if k >= n { 0 } else { wr(n, x << k) };
            prop_assert_eq!(op2(AluOp::Shl, ty, a, sh), shl_ref);
            let shr_ref = if ty.is_signed() { wr(n, x >> k.min(n - 1)) } else if k >= n { 0 } else { wr(n, x >> k) };
            prop_assert_eq!(op2(AluOp::Shr, ty, a, sh), shr_ref);
            // Comparisons.
            let u = (wr(n, x) as i128, wr(n, y) as i128);
            prop_assert_eq!(compare(Cmp::Lt, ty, a, b), x < y);
            prop_assert_eq!(compare(Cmp::Ge, ty, a, b), x >= y);
            prop_assert_eq!(compare(Cmp::Eq, ty, a, b), x == y);
            prop_assert_eq!(compare(Cmp::Lo, ty, a, b), u.0 < u.1);
            prop_assert_eq!(compare(Cmp::Hs, ty, a, b), u.0 >= u.1);
            // cvt between every pair, with and without .sat.
            let dty = INT_TYS[(sh as usize) % 11];
            let dn = dty.bits();
            prop_assert_eq!(cvt(dty, ty, N, a), wr(dn, x));
            let (lo, hi_) = if dty.is_signed() { (-(1i128 << (dn - 1)), (1i128 << (dn - 1)) - 1) } else { (0, (1i128 << dn) - 1) };
            prop_assert_eq!(cvt(dty, ty, sat(), a), wr(dn, x.clamp(lo, hi_)));
        }

        #[test]
        fn int_to_float_matches_host(v in any::<i64>(), w in any::<u32>()) {
            prop_assert_eq!(cvt(Ty::F32, Ty::S64, N, v as u64), f(v as f32));
            prop_assert_eq!(cvt(Ty::F64, Ty::S64, N, v as u64), d(v as f64));
            prop_assert_eq!(cvt(Ty::F32, Ty::U64, N, v as u64), f(v as u64 as f32));
            prop_assert_eq!(cvt(Ty::F32, Ty::S32, N, w as u64), f(w as i32 as f32));
            // Directed: the largest f32 ≤ v and the smallest f32 ≥ v.
            let r = v as f32;
            let down = if r as f64 as i128 > v as i128 { r.next_down() } else { r };
            let up = if (r as f64 as i128) < v as i128 { r.next_up() } else { r };
            prop_assert_eq!(cvt(Ty::F32, Ty::S64, md(Round::Rm), v as u64), f(down));
            prop_assert_eq!(cvt(Ty::F32, Ty::S64, md(Round::Rp), v as u64), f(up));
            prop_assert_eq!(cvt(Ty::F32, Ty::S64, md(Round::Rz), v as u64), f(if v < 0 { up } else { down }));
        }

        #[test]
        fn float_to_int_matches_host(a in any::<u32>(), b in any::<u64>()) {
            // Rust's float→int `as` truncates, saturates and maps NaN to 0: PTX's cvt.rzi.
            // (except for NaN from f64 or into 64-bit types, see the hand-written cases).
            let (x, y) = (f32::from_bits(a), f64::from_bits(b));
            prop_assert_eq!(cvt(Ty::S32, Ty::F32, N, a as u64), x as i32 as u32 as u64);
            prop_assert_eq!(cvt(Ty::U16, Ty::F32, N, a as u64), x as u16 as u64);
            if !y.is_nan() {
                prop_assert_eq!(cvt(Ty::S64, Ty::F64, N, b), y as i64 as u64);
                prop_assert_eq!(cvt(Ty::U64, Ty::F64, N, b), y as u64);
                prop_assert_eq!(cvt(Ty::S32, Ty::F64, md(Round::Rmi), b), y.floor() as i32 as u32 as u64);
                prop_assert_eq!(cvt(Ty::S32, Ty::F64, md(Round::Rpi), b), y.ceil() as i32 as u32 as u64);
            }
            if !x.is_nan() {
                prop_assert_eq!(cvt(Ty::S64, Ty::F32, md(Round::Rni), a as u64), x.round_ties_even() as i64 as u64);
            }
            prop_assert_eq!(cvt(Ty::F32, Ty::F64, N, b), if y.is_nan() { F32_NAN } else { f(y as f32) });
        }

        /// The soft-float core in round-to-nearest agrees bit for bit with the host FPU.
        #[test]
        fn softfloat_rn_matches_host_f32(a in any::<u32>(), b in any::<u32>(), c in any::<u32>()) {
            let (x, y, z) = (f32::from_bits(a), f32::from_bits(b), f32::from_bits(c));
            let dec = |v: u32| sf::decode(sf::F32, v as u64);
            let chk = |got: u64, want: f32| if want.is_nan() { got == F32_NAN } else { got == f(want) };
            prop_assert!(chk(sf::pack(sf::F32, sf::add(dec(a), dec(b), Mode::Ne), Mode::Ne), x + y));
            prop_assert!(chk(sf::pack(sf::F32, sf::mul(dec(a), dec(b)), Mode::Ne), x * y));
            prop_assert!(chk(sf::pack(sf::F32, sf::div(dec(a), dec(b)), Mode::Ne), x / y));
            prop_assert!(chk(sf::pack(sf::F32, sf::sqrt(dec(a)), Mode::Ne), x.sqrt()));
            prop_assert!(chk(sf::pack(sf::F32, sf::fma(dec(a), dec(b), dec(c), Mode::Ne), Mode::Ne), x.mul_add(y, z)));
        }

        #[test]
        fn softfloat_rn_matches_host_f64(a in any::<u64>(), b in any::<u64>(), c in any::<u64>()) {
            let (x, y, z) = (f64::from_bits(a), f64::from_bits(b), f64::from_bits(c));
            let dec = |v: u64| sf::decode(sf::F64, v);
            let chk = |got: u64, want: f64| if want.is_nan() { got == F64_NAN } else { got == d(want) };
            prop_assert!(chk(sf::pack(sf::F64, sf::add(dec(a), dec(b), Mode::Ne), Mode::Ne), x + y));
            prop_assert!(chk(sf::pack(sf::F64, sf::mul(dec(a), dec(b)), Mode::Ne), x * y));
            prop_assert!(chk(sf::pack(sf::F64, sf::div(dec(a), dec(b)), Mode::Ne), x / y));
            prop_assert!(chk(sf::pack(sf::F64, sf::sqrt(dec(a)), Mode::Ne), x.sqrt()));
            prop_assert!(chk(sf::pack(sf::F64, sf::fma(dec(a), dec(b), dec(c), Mode::Ne), Mode::Ne), x.mul_add(y, z)));
            // Narrowing conversion.
            let n32 = sf::pack(sf::F32, dec(a), Mode::Ne);
            prop_assert_eq!(n32, if x.is_nan() { F32_NAN } else { f(x as f32) });
            // Results in mid-range exponents too (random bits are mostly huge or tiny).
            let (p, q) = ((a % 1000) as f64 / 7.0, (b % 997) as f64 / 3.0 - 100.0);
            prop_assert!(chk(sf::pack(sf::F64, sf::add(dec(d(p)), dec(d(q)), Mode::Ne), Mode::Ne), p + q));
            prop_assert!(chk(sf::pack(sf::F64, sf::div(dec(d(p)), dec(d(q))), Mode::Ne), p / q));
        }
    }

    /// Independent f16 decoding (by the format's definition, with powi).
    fn h2f(h: u16) -> f64 {
        let s = if h >> 15 == 1 { -1.0 } else { 1.0 };
        let (e, m) = ((h >> 10) & 31, (h & 1023) as f64);
        match e {
            0 => s * m * 2f64.powi(-24),
            31 if m == 0.0 => s * f64::INFINITY,
            31 => f64::NAN,
            _ => s * (1024.0 + m) * 2f64.powi(e as i32 - 25),
        }
    }

    /// Reference rounding of an exact (nonzero, finite) f64 value to f16 by searching the sorted
    /// table of all f16 values (±∞ included).
    fn f16_round(x: f64, mode: Round) -> u64 {
        static TAB: std::sync::OnceLock<Vec<(f64, u16)>> = std::sync::OnceLock::new();
        let tab = TAB.get_or_init(|| {
            let mut t: Vec<(f64, u16)> = (0..=0xFFFFu16)
                .filter(|&h| !h2f(h).is_nan() && h != 0x8000)
                .map(|h| (h2f(h), h))
                .collect();
            t.sort_by(|a, b| a.0.partial_cmp(&b.0).unwrap());
            t
        });
        let i = tab.partition_point(|&(v, _)| v <= x);
        let (lo, hi) = (tab[i - 1], tab[i.min(tab.len() - 1)]);
        if lo.0 == x {
            return lo.1 as u64;
        }
        let pick = match mode {
            Round::Rm => lo,
            Round::Rp => hi,
            Round::Rz => {
                if x > 0.0 {
                    lo
                } else {
                    hi
                }
            }
            _ => {
                // Overflow threshold: halfway between ±65504 and ±65536 (the next "virtual" value).
                let (l, h) = (
                    if lo.0.is_infinite() { -65536.0 } else { lo.0 },
                    if hi.0.is_infinite() { 65536.0 } else { hi.0 },
                );
                let mid = (l + h) / 2.0;
                if x < mid {
                    lo
                } else if x > mid {
                    hi
                } else if lo.1 & 1 == 0 && !lo.0.is_infinite() || hi.0.is_infinite() && x < 0.0 {
                    lo
                } else {
                    hi
                }
            }
        };
        // A result that rounds to zero keeps the sign of the exact value.
        if pick.0 == 0.0 && x < 0.0 {
            0x8000
        } else {
            pick.1 as u64
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        /// f16 add/mul in all directions against the table reference (both exact in f64).
        #[test]
        fn f16_arithmetic_matches_table(a in any::<u16>(), b in any::<u16>()) {
            let (x, y) = (h2f(a), h2f(b));
            prop_assume!(x.is_finite() && y.is_finite());
            for mode in [Round::Rn, Round::Rz, Round::Rm, Round::Rp] {
                let sum = x + y;
                if sum != 0.0 {
                    let got = alu(AluOp::Add, Ty::F16, Ty::F16, md(mode), a as u64, b as u64, 0, 0);
                    prop_assert_eq!(got, f16_round(sum, mode), "add {:?} {:#x} {:#x}", mode, a, b);
                }
                let p = x * y;
                if p != 0.0 {
                    let got = alu(AluOp::Mul(MulMode::Lo), Ty::F16, Ty::F16, md(mode), a as u64, b as u64, 0, 0);
                    prop_assert_eq!(got, f16_round(p, mode), "mul {:?} {:#x} {:#x}", mode, a, b);
                }
            }
        }
    }

    /// Directed rounding of an f64 `s` whose exact value is `s + e` with `e` of sign `sigma`,
    /// to f32 (reference, via the host's round-to-nearest cast and next_up/next_down).
    fn f32_dir(s: f64, sigma: f64, mode: Round) -> f32 {
        let r = s as f32;
        let down = if r as f64 > s || (r as f64 == s && sigma < 0.0) {
            r.next_down()
        } else {
            r
        };
        let up = if (r as f64) < s || (r as f64 == s && sigma > 0.0) {
            r.next_up()
        } else {
            r
        };
        match mode {
            Round::Rm => down,
            Round::Rp => up,
            _ => {
                if s > 0.0 {
                    down
                } else {
                    up
                }
            }
        }
    }

    fn f64_dir(s: f64, sigma: f64, mode: Round) -> f64 {
        let down = if sigma < 0.0 { s.next_down() } else { s };
        let up = if sigma > 0.0 { s.next_up() } else { s };
        match mode {
            Round::Rm => down,
            Round::Rp => up,
            _ => {
                if s > 0.0 {
                    down
                } else {
                    up
                }
            }
        }
    }

    /// Knuth's two-sum: the rounding error of s = a + b, exactly.
    fn two_sum(a: f64, b: f64) -> (f64, f64) {
        let s = a + b;
        let bb = s - a;
        (s, (a - (s - bb)) + (b - bb))
    }

    fn finite_f32() -> impl Strategy<Value = f32> {
        any::<u32>()
            .prop_map(f32::from_bits)
            .prop_filter("finite", |x| x.is_finite())
    }
    /// f64 values with moderate exponents, so the error terms of the references are exact.
    fn mid_f64() -> impl Strategy<Value = f64> {
        (any::<u64>(), -300i32..300).prop_map(|(m, e)| {
            f64::from_bits(m & 0x800F_FFFF_FFFF_FFFF | 0x3FF0_0000_0000_0000) * 2f64.powi(e)
        })
    }

    const DIRS: [Round; 3] = [Round::Rz, Round::Rm, Round::Rp];

    proptest! {
        /// rsqrt.f32 is correctly rounded: compare with 1/√x in f64 (error < 2^-50 relative)
        /// rounded to f32, skipping the rare operands whose result lies that close to a midpoint.
        #[test]
        fn rsqrt_f32_correctly_rounded(x in finite_f32()) {
            let x = x.abs();
            prop_assume!(x > 0.0);
            let y = 1.0 / (x as f64).sqrt();
            let r = y as f32;
            let mid = if (r as f64) < y { (r as f64 + r.next_up() as f64) / 2.0 } else { (r as f64 + r.next_down() as f64) / 2.0 };
            prop_assume!(((y - mid) / y).abs() > 1e-14);
            prop_assert_eq!(alu(AluOp::Rsqrt, Ty::F32, Ty::F32, AluMods { approx: true, ..N }, f(x), 0, 0, 0), f(r));
        }

        #[test]
        fn directed_f32_matches_exact_reference(x in finite_f32(), y in finite_f32(), z in finite_f32()) {
            let (a, b, c) = (x as f64, y as f64, z as f64);
            for mode in DIRS {
                let m = md(mode);
                let run = |op: AluOp, p: f32, q: f32, r: f32| alu(op, Ty::F32, Ty::F32, m, f(p), f(q), f(r), 0);
                let (s, e) = two_sum(a, b);
                if s != 0.0 && s.is_finite() {
                    prop_assert_eq!(run(AluOp::Add, x, y, 0.0), f(f32_dir(s, e, mode)), "add {:?} {} {}", mode, x, y);
                }
                let p = a * b; // exact: 48-bit product
                if p != 0.0 {
                    prop_assert_eq!(run(AluOp::Mul(MulMode::Lo), x, y, 0.0), f(f32_dir(p, 0.0, mode)), "mul {:?}", mode);
                }
                let (s, e) = two_sum(p, c);
                if s != 0.0 && s.is_finite() {
                    prop_assert_eq!(run(AluOp::Fma, x, y, z), f(f32_dir(s, e, mode)), "fma {:?} {} {} {}", mode, x, y, z);
                }
                if b != 0.0 && a != 0.0 {
                    let q = a / b;
                    let r = (-q).mul_add(b, a); // exact residual a - q·b
                    prop_assert_eq!(run(AluOp::Div, x, y, 0.0), f(f32_dir(q, r * b.signum(), mode)), "div {:?} {} {}", mode, x, y);
                }
                if a > 0.0 {
                    let s = a.sqrt();
                    let r = (-s).mul_add(s, a);
                    prop_assert_eq!(run(AluOp::Sqrt, x, 0.0, 0.0), f(f32_dir(s, r, mode)), "sqrt {:?} {}", mode, x);
                }
                let q = alu(AluOp::Cvt, Ty::F32, Ty::F64, m, d(a * 1.000_000_1), 0, 0, 0);
                let w = a * 1.000_000_1;
                if w != 0.0 {
                    prop_assert_eq!(q, f(f32_dir(w, 0.0, mode)), "cvt.f32.f64 {:?} {}", mode, w);
                }
            }
        }

        #[test]
        fn directed_f64_matches_exact_reference(a in mid_f64(), b in mid_f64(), c in mid_f64()) {
            for mode in DIRS {
                let m = md(mode);
                let run = |op: AluOp, p: f64, q: f64, r: f64| alu(op, Ty::F64, Ty::F64, m, d(p), d(q), d(r), 0);
                let (s, e) = two_sum(a, b);
                if s != 0.0 {
                    prop_assert_eq!(run(AluOp::Add, a, b, 0.0), d(f64_dir(s, e, mode)), "add {:?} {} {}", mode, a, b);
                }
                let p = a * b;
                let e = a.mul_add(b, -p);
                prop_assert_eq!(run(AluOp::Mul(MulMode::Lo), a, b, 0.0), d(f64_dir(p, e, mode)), "mul {:?} {} {}", mode, a, b);
                let q = a / b;
                let r = (-q).mul_add(b, a);
                prop_assert_eq!(run(AluOp::Div, a, b, 0.0), d(f64_dir(q, r * b.signum(), mode)), "div {:?} {} {}", mode, a, b);
                if a > 0.0 {
                    let s = a.sqrt();
                    let r = (-s).mul_add(s, a);
                    prop_assert_eq!(run(AluOp::Sqrt, a, 0.0, 0.0), d(f64_dir(s, r, mode)), "sqrt {:?} {}", mode, a);
                }
                // fma with c tiny relative to a·b: the exact value is p + e + c; with |c| far
                // below ulp(p)/2 the direction is the sign of e + c unless e = 0.
                let tiny = c.abs() * 2f64.powi(-800) * p.abs();
                if tiny != 0.0 && e == 0.0 {
                    let t = tiny.copysign(c);
                    prop_assert_eq!(run(AluOp::Fma, a, b, t), d(f64_dir(p, t, mode)), "fma {:?} {} {} {}", mode, a, b, t);
                }
            }
        }
    }
}

mod robustness {
    use super::*;
    use proptest::prelude::*;

    const TYS: [Ty; 16] = [
        Ty::B8,
        Ty::B16,
        Ty::B32,
        Ty::B64,
        Ty::U8,
        Ty::U16,
        Ty::U32,
        Ty::U64,
        Ty::S8,
        Ty::S16,
        Ty::S32,
        Ty::S64,
        Ty::F16,
        Ty::F32,
        Ty::F64,
        Ty::Pred,
    ];
    const ROUNDS: [Round; 9] = [
        Round::None,
        Round::Rn,
        Round::Rz,
        Round::Rm,
        Round::Rp,
        Round::Rni,
        Round::Rzi,
        Round::Rmi,
        Round::Rpi,
    ];

    fn ops() -> Vec<AluOp> {
        use AluOp::*;
        let mut v = vec![
            Add,
            Sub,
            Div,
            Rem,
            Abs,
            Neg,
            Min,
            Max,
            And,
            Or,
            Xor,
            Not,
            Cnot,
            Shl,
            Shr,
            Selp,
            Slct,
            Cvt,
            Fma,
            Sqrt,
            Rsqrt,
            Rcp,
            Sin,
            Cos,
            Lg2,
            Ex2,
            Popc,
            Clz,
            Brev,
            Bfe,
            Bfi,
            Prmt(0),
            Prmt(1),
            Prmt(6),
            Copysign,
            Sad,
            Lop3,
            Tanh,
            AddCarry,
            AddCarryOut,
            SubCarry,
            SubCarryOut,
            Pack(2),
            Pack(4),
        ];
        for x in [false, true] {
            v.extend([Bfind { shiftamt: x }, Bmsk { wrap: x }]);
            v.extend([
                Shf {
                    left: x,
                    wrap: false,
                },
                Shf {
                    left: x,
                    wrap: true,
                },
            ]);
        }
        for m in [MulMode::Lo, MulMode::Hi, MulMode::Wide] {
            v.extend([Mul(m), Mad(m), Mul24(m), Mad24(m)]);
        }
        for t in [
            TestpOp::Finite,
            TestpOp::Infinite,
            TestpOp::Number,
            TestpOp::NotANumber,
            TestpOp::Normal,
            TestpOp::Subnormal,
        ] {
            v.push(Testp(t));
        }
        for space in [
            StateSpace::Global,
            StateSpace::Local,
            StateSpace::Shared,
            StateSpace::Const,
            StateSpace::Param,
            StateSpace::Generic,
        ] {
            v.push(Isspacep(space));
            v.extend([
                Cvta {
                    space,
                    to_generic: true,
                },
                Cvta {
                    space,
                    to_generic: false,
                },
            ]);
        }
        v
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]
        /// Any operation on any type with any modifiers and operands returns a value (no panic),
        /// within the result width.
        #[test]
        fn every_op_every_type_is_total(oi in 0usize..256, t1 in 0usize..16, t2 in 0usize..16, ri in 0usize..9,
                                        flags in 0u8..32, a in any::<u64>(), b in any::<u64>(), c in any::<u64>(), e in any::<u64>()) {
            let ops = ops();
            let op = ops[oi % ops.len()];
            let (ty, ty2) = (TYS[t1], TYS[t2]);
            let mods = AluMods { round: ROUNDS[ri], sat: flags & 1 != 0, ftz: flags & 2 != 0, approx: flags & 4 != 0,
                                 nan: flags & 8 != 0, relu: flags & 16 != 0, ..AluMods::NONE };
            let r = alu(op, ty, ty2, mods, a, b, c, e);
            let width = match op {
                AluOp::Mul(MulMode::Wide) | AluOp::Mad(MulMode::Wide) => 2 * ty.bits(),
                AluOp::Testp(_) | AluOp::Isspacep(_) => 1,
                _ if ty == Ty::Pred => 1,
                AluOp::Mul24(_) | AluOp::Mad24(_) | AluOp::Popc | AluOp::Clz | AluOp::Bfind { .. } => 32,
                AluOp::Pack(n) => (n as u32 * ty.bits()).min(64),
                _ => ty.bits(),
            };
            if width < 64 {
                prop_assert!(r >> width == 0, "{:?}.{}.{} -> {:#x}", op, ty.name(), ty2.name(), r);
            }
            for cmp in [Cmp::Lt, Cmp::Ls, Cmp::Equ, Cmp::Nan] {
                let _ = setp(cmp, Some(BoolOp::Xor), ty, a, b, c);
                let s = set(cmp, None, ty2, ty, a, b, c);
                prop_assert!(s == 0 || s == truncate(ty2, u64::MAX) || ty2.is_float());
            }
            for aop in [AtomOp::And, AtomOp::Or, AtomOp::Xor, AtomOp::Cas, AtomOp::Exch, AtomOp::Add, AtomOp::Inc, AtomOp::Dec, AtomOp::Min, AtomOp::Max] {
                let r = atom_apply(aop, ty, a, b, c);
                prop_assert!(ty.bits() >= 64 || r >> ty.bits() == 0);
            }
            let _ = extend_load(ty, a);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Whole kernels: instructions whose result depends on the destination register or on the warp,
// run through the loader and the device. Expected values are written out from the PTX ISA text.

pub(crate) mod kernels {
    use fermi_sim::launch::manifest::{Manifest, Num};
    use fermi_sim::launch::results::Status;
    use fermi_sim::launch::run::{run_launch, RunSettings};
    use fermi_sim::launch::{prepare_with, Overrides};
    use fermi_sim::sched::RandomSched;
    use std::sync::Arc;

    /// Run `body` in a kernel of one block of `threads` threads with warps of `warp` lanes, after
    /// the module-scope `prelude`. The body sees `%t` (u32, the thread index) and must leave its
    /// result in `%res` (b64); each thread stores it to `out[tid]`. Returns `out` and the status.
    pub fn run_body(
        prelude: &str,
        decls: &str,
        body: &str,
        threads: u32,
        warp: u32,
        seed: u64,
    ) -> (Vec<u64>, Status) {
        let (out, st, _) = run_full(prelude, decls, body, threads, warp, seed);
        (out, st)
    }

    /// `run_body`, also returning the kinds of the run's diagnostics.
    pub fn run_full(
        prelude: &str,
        decls: &str,
        body: &str,
        threads: u32,
        warp: u32,
        seed: u64,
    ) -> (Vec<u64>, Status, Vec<String>) {
        let src = format!(
            ".version 8.0\n.target sm_80\n.address_size 64\n{prelude}\n\
             .visible .entry k(.param .u64 out)\n{{\n\
             .reg .b32 %t;\n.reg .b64 %res, %outp, %off;\n{decls}\n\
             ld.param.u64 %outp, [out];\ncvta.to.global.u64 %outp, %outp;\n\
             mov.u32 %t, %tid.x;\nmov.b64 %res, 0;\n{body}\n\
             mul.wide.u32 %off, %t, 8;\nadd.s64 %outp, %outp, %off;\n\
             st.global.u64 [%outp], %res;\nret;\n}}\n"
        );
        let module =
            fermi_sim::ptx::parse("k.ptx", &src).unwrap_or_else(|d| panic!("{d:?}\n{src}"));
        let prog = fermi_sim::program::load_with(&module, "k.ptx", &src, 0, Default::default())
            .unwrap_or_else(|d| panic!("{}\n{src}", d.first().unwrap().one_line("k.ptx")));
        let ron = format!(
            "(ptx: \"k.ptx\", kernel: \"k\", grid: (1, 1, 1), block: ({threads}, 1, 1), \
             buffers: {{ \"out\": (ty: U64, len: {threads}) }}, args: [Buffer(\"out\")], warp_size: {warp})"
        );
        let m = Manifest::parse(&ron, "k.launch.ron").unwrap();
        let cfg = fermi_sim::config::Config::gf100();
        let l = prepare_with(
            m,
            "k.launch.ron",
            cfg,
            Arc::new(prog),
            &Overrides::default(),
        )
        .unwrap();
        let r = run_launch(
            &l,
            &mut RandomSched::new(seed),
            RunSettings {
                seed,
                ..RunSettings::default()
            },
        );
        let out = r.buffers["out"]
            .iter()
            .map(|n| match n.0 {
                Num::U(v) => v,
                Num::I(v) => v as u64,
                Num::F(v) => v as u64,
            })
            .collect();
        (
            out,
            r.status,
            r.diagnostics
                .iter()
                .map(|d| d.kind.name().to_string())
                .collect(),
        )
    }

    /// `run_body` on one thread; its result.
    pub fn one(decls: &str, body: &str) -> u64 {
        one_in("", decls, body)
    }

    /// `one` after the module-scope `prelude`.
    pub fn one_in(prelude: &str, decls: &str, body: &str) -> u64 {
        let (out, st) = run_body(prelude, decls, body, 1, 32, 1);
        assert_eq!(st, Status::Completed, "{body}");
        out[0]
    }
}

/// PTX ISA "cvt": "For signed integer destination types, the result is sign-extended to the
/// destination register's width". `ld` does the same; these are the three cases of the ISA's
/// conversion table that narrow or widen into a wider register.
#[test]
fn signed_cvt_sign_extends_to_the_register_width() {
    let decls = ".reg .b32 %a, %b;\n.reg .b64 %w;";
    let out32 = "cvt.u64.u32 %res, %b;";
    let out64 = "mov.b64 %res, %w;";
    for (input, cvt, out, want) in [
        // cvt.s16.s8 of 0xc2 (-62) into a 32-bit register: 0xffffffc2.
        (0xc2u64, "cvt.s16.s8 %b, %a;", out32, 0xffff_ffc2u64),
        // cvt.s8.s32 of 0x1234_56c2 into a 32-bit register: low byte 0xc2, sign-extended.
        (0x1234_56c2, "cvt.s8.s32 %b, %a;", out32, 0xffff_ffc2),
        // cvt.s32.s8 into a 64-bit register: sign-extended to 64 bits.
        (0x80, "cvt.s32.s8 %w, %a;", out64, 0xffff_ffff_ffff_ff80),
        // Unsigned destinations zero-extend; a signed destination as wide as its register is
        // unchanged.
        (0xc2, "cvt.u16.u8 %b, %a;", out32, 0xc2),
        (0xc2, "cvt.s32.s8 %b, %a;", out32, 0xffff_ffc2),
        // .sat clamps to the destination type first: -300 → -128 as s8, in a 32-bit register.
        (
            (-300i64) as u32 as u64,
            "cvt.sat.s8.s32 %b, %a;",
            out32,
            0xffff_ff80,
        ),
    ] {
        let body = format!("mov.b32 %a, {input};\n{cvt}\n{out}");
        assert_eq!(kernels::one(decls, &body), want, "{cvt} of {input:#x}");
    }
}

/// PTX ISA "Initializers": a variable name in an initializer is the variable's address in its own
/// state space (what `mov` gives); `generic(name)` is its generic address.
#[test]
fn initializer_names_are_state_space_addresses_unless_generic() {
    let prelude = ".const .align 4 .u32 cvar = 7;\n.global .align 4 .u32 gvar = 9;\n\
                   .global .align 8 .u64 tbl[4] = {cvar, generic(cvar), gvar, generic(gvar)};";
    let decls = ".reg .b64 %a, %b, %c, %d, %m, %g;\n.reg .b32 %x, %y, %z;\n.reg .pred %p, %q;";
    let body = "ld.global.u64 %a, [tbl];\nld.global.u64 %b, [tbl+8];\n\
                mov.u64 %m, cvar;\ncvta.const.u64 %g, %m;\n\
                setp.eq.u64 %p, %a, %m;\nsetp.eq.u64 %q, %b, %g;\nand.pred %p, %p, %q;\n\
                ld.const.u32 %x, [%a];\nld.u32 %y, [%b];\n\
                ld.global.u64 %c, [tbl+16];\nld.global.u64 %d, [tbl+24];\nld.global.u32 %z, [%c];\n\
                setp.eq.u64 %q, %c, %d;\nand.pred %p, %p, %q;\n\
                selp.u64 %res, 1000, 0, %p;\ncvt.u64.u32 %c, %x;\nadd.u64 %res, %res, %c;\n\
                mul.lo.u32 %y, %y, 10;\nmul.lo.u32 %z, %z, 100;\nadd.u32 %y, %y, %z;\n\
                cvt.u64.u32 %c, %y;\nadd.u64 %res, %res, %c;";
    // 1000 (all four addresses as the ISA says) + 7 (const read) + 70 (generic read) + 900.
    assert_eq!(kernels::one_in(prelude, decls, body), 1977);
}

/// The ISA's `shfl.sync` pseudo-code for one lane, written out for the expected values:
/// returns the source lane (own lane when out of range).
fn shfl_src(mode: &str, lane: i64, b: i64, c: i64) -> i64 {
    let (cval, seg) = (c & 31, (c >> 8) & 31);
    let max = (lane & seg) | (cval & !seg);
    let min = lane & seg;
    let (j, ok) = match mode {
        "up" => (lane - b, lane - b >= max),
        "down" => (lane + b, lane + b <= max),
        "bfly" => (lane ^ b, (lane ^ b) <= max),
        _ => (min | (b & !seg), (min | (b & !seg)) <= max),
    };
    if ok {
        j
    } else {
        lane
    }
}

/// Warp-shuffle reductions (the shape every modern reduction kernel has), a broadcast, an
/// up-shift and segmented shuffles, checked lane by lane against the ISA pseudo-code.
#[test]
fn shfl_sync_follows_the_isa_pseudo_code() {
    let decls = ".reg .b32 %v, %w;\n.reg .pred %q;";
    // v = tid + 1; five shuffle-down steps with clamp 31.
    let mut body = String::from("add.u32 %v, %t, 1;\n");
    for o in [16, 8, 4, 2, 1] {
        body += &format!("shfl.sync.down.b32 %w, %v, {o}, 31, -1;\nadd.u32 %v, %v, %w;\n");
    }
    body += "cvt.u64.u32 %res, %v;";
    let (out, st) = kernels::run_body("", decls, &body, 32, 32, 3);
    assert_eq!(st, fermi_sim::launch::results::Status::Completed);
    let mut v: Vec<i64> = (1..=32).collect();
    for o in [16, 8, 4, 2, 1] {
        let w: Vec<i64> = (0..32)
            .map(|l| v[shfl_src("down", l, o, 31) as usize])
            .collect();
        v = (0..32).map(|l| v[l] + w[l]).collect();
    }
    assert_eq!(v[0], 528);
    assert_eq!(out, v.iter().map(|&x| x as u64).collect::<Vec<_>>());
    // Butterfly: every lane gets the sum.
    let mut body = String::from("add.u32 %v, %t, 1;\n");
    for o in [16, 8, 4, 2, 1] {
        body += &format!("shfl.sync.bfly.b32 %w, %v, {o}, 31, -1;\nadd.u32 %v, %v, %w;\n");
    }
    body += "cvt.u64.u32 %res, %v;";
    let (out, _) = kernels::run_body("", decls, &body, 32, 32, 1);
    assert_eq!(out, vec![528; 32]);
    // idx broadcast of lane 5; up by 3 with clamp 0 and the predicate; segments of 8 lanes
    // (c = 0x1807: segment mask 0x18, clamp 7) with idx 2.
    for (mode, b, c) in [
        ("idx", 5, 31),
        ("up", 3, 0),
        ("idx", 2, 0x1807),
        ("down", 3, 0x1807),
        ("bfly", 20, 31),
    ] {
        let body = format!(
            "mul.lo.u32 %v, %t, 7;\nshfl.sync.{mode}.b32 %w|%q, %v, {b}, {c}, -1;\n\
             selp.u32 %v, 1000, 0, %q;\nadd.u32 %w, %w, %v;\ncvt.u64.u32 %res, %w;"
        );
        let (out, _) = kernels::run_body("", decls, &body, 32, 32, 1);
        let want: Vec<u64> = (0..32)
            .map(|l| {
                let j = shfl_src(mode, l, b, c);
                (j * 7
                    + if j != l || {
                        let (cv, s) = (c & 31, (c >> 8) & 31);
                        let mx = (l & s) | (cv & !s);
                        match mode {
                            "up" => l - b >= mx,
                            "down" => l + b <= mx,
                            "bfly" => (l ^ b) <= mx,
                            _ => ((l & s) | (b & !s)) <= mx,
                        }
                    } {
                        1000
                    } else {
                        0
                    }) as u64
            })
            .collect();
        assert_eq!(out, want, "{mode} {b} {c:#x}");
    }
}

/// `vote.sync`, `activemask`, `match.sync`, `redux.sync` and the older `shfl` without a member
/// mask, with divergent lanes (only lanes below 10 take the branch).
#[test]
fn warp_collectives_with_divergent_lanes() {
    let decls = ".reg .b32 %v, %w, %m;\n.reg .pred %q, %r;\n.reg .b64 %x;";
    let run = |body: &str| kernels::run_body("", decls, body, 32, 32, 2).0;
    // Ballot of odd lanes; all lanes take part.
    let out = run("and.b32 %v, %t, 1;\nsetp.ne.u32 %q, %v, 0;\nvote.sync.ballot.b32 %w, %q, -1;\ncvt.u64.u32 %res, %w;");
    assert_eq!(out, vec![0xAAAA_AAAA; 32]);
    // activemask inside a branch taken by lanes 0-9.
    let out = run(
        "setp.lt.u32 %q, %t, 10;\n@!%q bra SKIP;\nactivemask.b32 %w;\ncvt.u64.u32 %res, %w;\nSKIP:",
    );
    let want: Vec<u64> = (0..32).map(|l| if l < 10 { 0x3ff } else { 0 }).collect();
    assert_eq!(out, want);
    // The same lanes with their own mask: redux.sync.add of tid, match.any of tid % 3.
    let out = run(
        "setp.lt.u32 %q, %t, 10;\n@!%q bra SKIP;\nactivemask.b32 %m;\n\
                   redux.sync.add.u32 %w, %t, %m;\ncvt.u64.u32 %res, %w;\nSKIP:",
    );
    let want: Vec<u64> = (0..32).map(|l| if l < 10 { 45 } else { 0 }).collect();
    assert_eq!(out, want);
    let out = run("rem.u32 %v, %t, 3;\nmatch.any.sync.b32 %w, %v, -1;\ncvt.u64.u32 %res, %w;");
    let want: Vec<u64> = (0..32u64)
        .map(|l| {
            (0..32u64)
                .filter(|k| k % 3 == l % 3)
                .fold(0, |m, k| m | 1 << k)
        })
        .collect();
    assert_eq!(out, want);
    // match.all: equal values everywhere → full mask and true; redux min/max signed.
    let out = run(
        "match.all.sync.b32 %w|%r, 7, -1;\nselp.u32 %v, 1, 0, %r;\ncvt.u64.u32 %res, %w;\n\
                   shl.b64 %res, %res, 1;\ncvt.u64.u32 %x, %v;\nadd.u64 %res, %res, %x;",
    );
    assert_eq!(out, vec![0x1_FFFF_FFFF; 32]);
    let out = run(
        "match.all.sync.b32 %w|%r, %t, -1;\nselp.u32 %v, 1, 0, %r;\ncvt.u64.u32 %res, %w;\n\
                   shl.b64 %res, %res, 1;\ncvt.u64.u32 %x, %v;\nadd.u64 %res, %res, %x;",
    );
    assert_eq!(out, vec![0; 32]);
    let out = run(
        "sub.s32 %v, %t, 5;\nredux.sync.min.s32 %w, %v, -1;\nredux.sync.max.s32 %m, %v, -1;\n\
                   add.s32 %w, %w, %m;\ncvt.s64.s32 %res, %w;",
    );
    assert_eq!(out, vec![(-5i64 + 26) as u64; 32]);
    // vote.sync.all and .any as predicates.
    let out = run("setp.lt.u32 %q, %t, 40;\nvote.sync.all.pred %r, %q, -1;\nselp.u32 %w, 1, 0, %r;\ncvt.u64.u32 %res, %w;");
    assert_eq!(out, vec![1; 32]);
    // The pre-Volta shfl (no member mask): lanes 0-9 rotate among themselves with idx.
    let out = run("setp.lt.u32 %q, %t, 10;\n@!%q bra SKIP;\nadd.u32 %v, %t, 1;\nrem.u32 %v, %v, 10;\n\
                   mul.lo.u32 %m, %t, 3;\nshfl.idx.b32 %w, %m, %v, 31;\ncvt.u64.u32 %res, %w;\nSKIP:");
    let want: Vec<u64> = (0..32)
        .map(|l| if l < 10 { ((l + 1) % 10) * 3 } else { 0 })
        .collect();
    assert_eq!(out, want);
}

/// A member lane that does not execute the collective in the same step, or a shuffle that reads a
/// lane that does not take part, is undefined in the PTX ISA: a `warp_sync` violation, never a
/// value. With one lane per warp a full-mask shuffle that reads another lane is one too.
#[test]
fn warp_collectives_outside_their_member_mask_are_violations() {
    use fermi_sim::launch::results::Status;
    let decls = ".reg .b32 %v, %w;\n.reg .pred %q;";
    // Divergent: lanes 0-15 run a full-mask shuffle.
    let body =
        "setp.lt.u32 %q, %t, 16;\n@!%q bra SKIP;\nshfl.sync.bfly.b32 %w, %t, 1, 31, -1;\nSKIP:";
    assert_eq!(
        kernels::run_body("", decls, body, 32, 32, 1).1,
        Status::Violation
    );
    // The same with the branch's own mask is fine, but reading lane 16 from lane 0 is not.
    let ok =
        "setp.lt.u32 %q, %t, 16;\n@!%q bra SKIP;\nshfl.sync.bfly.b32 %w, %t, 1, 31, 0xffff;\nSKIP:";
    assert_eq!(
        kernels::run_body("", decls, ok, 32, 32, 1).1,
        Status::Completed
    );
    let bad = "setp.lt.u32 %q, %t, 16;\n@!%q bra SKIP;\nshfl.sync.bfly.b32 %w, %t, 16, 31, 0xffff;\nSKIP:";
    assert_eq!(
        kernels::run_body("", decls, bad, 32, 32, 1).1,
        Status::Violation
    );
    // bar.warp.sync in a divergent branch.
    let body = "setp.lt.u32 %q, %t, 3;\n@%q bra SKIP;\nbar.warp.sync -1;\nSKIP:";
    assert_eq!(
        kernels::run_body("", decls, body, 32, 32, 1).1,
        Status::Violation
    );
    // Warp size 1: ballot and activemask see one lane; a shuffle of another lane is a violation.
    let (out, st) = kernels::run_body(
        "",
        decls,
        "activemask.b32 %w;\ncvt.u64.u32 %res, %w;",
        4,
        1,
        1,
    );
    assert_eq!((out, st), (vec![1; 4], Status::Completed));
    let body = "shfl.sync.down.b32 %w, %t, 1, 31, -1;";
    assert_eq!(
        kernels::run_body("", decls, body, 4, 1, 1).1,
        Status::Violation
    );
}

/// `elect.sync d|p, mask` (PTX ISA 8.0, sm_90): the leader is the lowest lane of the member mask
/// that takes part (the ISA asks only that a mask always elect the same lane); every lane gets
/// its number in `d` (`_` discards it) and only the leader's `p` is true. A lane outside its
/// own mask, or a member lane that does not take part, is a `warp_sync` violation, as for the
/// other `.sync` collectives.
#[test]
fn elect_sync_elects_the_lowest_member_lane() {
    use fermi_sim::launch::results::Status;
    let decls = ".reg .b32 %v, %w;\n.reg .pred %q, %e;";
    let leader = "selp.b32 %v, 1000, 0, %e;\nadd.u32 %w, %w, %v;\ncvt.u64.u32 %res, %w;";
    let body = format!("elect.sync %w|%e, -1;\n{leader}");
    let (out, st) = kernels::run_body("", decls, &body, 32, 32, 1);
    let want: Vec<u64> = (0..32).map(|l| if l == 0 { 1000 } else { 0 }).collect();
    assert_eq!((out, st), (want, Status::Completed));
    // The odd lanes, in a branch, with their own mask: lane 1 leads them.
    let body = format!(
        "and.b32 %v, %t, 1;\nsetp.eq.u32 %q, %v, 0;\nmov.u32 %w, 77;\n@%q bra SKIP;\n\
         elect.sync %w|%e, 0xaaaaaaaa;\n{leader}\nSKIP:\ncvt.u64.u32 %res, %w;"
    );
    let (out, st) = kernels::run_body("", decls, &body, 32, 32, 1);
    let want: Vec<u64> = (0..32)
        .map(|l| match l {
            1 => 1001,
            l if l % 2 == 1 => 1,
            _ => 77,
        })
        .collect();
    assert_eq!((out, st), (want, Status::Completed));
    // `_` discards the lane number; the predicate still names the leader.
    let body = "elect.sync _|%e, -1;\nselp.b32 %w, 5, 6, %e;\ncvt.u64.u32 %res, %w;";
    let (out, st) = kernels::run_body("", decls, body, 4, 4, 1);
    assert_eq!((out, st), (vec![5, 6, 6, 6], Status::Completed));
    // Lanes 0-15 elect over the full mask: lane 16 does not take part.
    let body = "setp.lt.u32 %q, %t, 16;\n@!%q bra SKIP;\nelect.sync %w|%e, -1;\nSKIP:";
    assert_eq!(
        kernels::run_body("", decls, body, 32, 32, 1).1,
        Status::Violation
    );
}

/// `griddepcontrol.wait` and `.launch_dependents` (programmatic dependent launch, sm_90) change
/// nothing: a stream here starts a grid only after the grids before it completed, and a
/// dependent grid's early start is a scheduling hint.
#[test]
fn griddepcontrol_changes_nothing() {
    use fermi_sim::launch::results::Status;
    let body = "griddepcontrol.wait;\nmul.lo.u32 %t, %t, 3;\ncvt.u64.u32 %res, %t;\ngriddepcontrol.launch_dependents;\ndiv.u32 %t, %t, 3;";
    let (out, st) = kernels::run_body("", "", body, 8, 32, 1);
    assert_eq!(
        (out, st),
        ((0..8).map(|t| 3 * t).collect(), Status::Completed)
    );
}

/// Extended-precision arithmetic (PTX ISA "add.cc", "addc", "sub.cc", "subc", "mad.cc",
/// "madc"): a 64-bit add, subtract and multiply done on 32-bit halves, as compilers emit them
/// for sm_20, against the host's 64-bit arithmetic.
#[test]
fn carry_arithmetic_chains_through_the_condition_code() {
    let decls = ".reg .b32 %al, %ah, %bl, %bh, %dl, %dh, %t0, %t1;\n.reg .b64 %x;";
    let split = |v: u64| (v as u32, (v >> 32) as u32);
    let join =
        "cvt.u64.u32 %res, %dl;\ncvt.u64.u32 %x, %dh;\nshl.b64 %x, %x, 32;\nor.b64 %res, %res, %x;";
    for (a, b) in [
        (0xFFFF_FFFF_u64, 1_u64),
        (0x1234_5678_9ABC_DEF0, 0x0FED_CBA9_8765_4321),
        (0, 1),
        (0x8000_0000_0000_0000, 0x8000_0000_0000_0000),
    ] {
        let ((al, ah), (bl, bh)) = (split(a), split(b));
        let load = format!(
            "mov.b32 %al, {al};\nmov.b32 %ah, {ah};\nmov.b32 %bl, {bl};\nmov.b32 %bh, {bh};\n"
        );
        let add = format!("{load}add.cc.u32 %dl, %al, %bl;\naddc.u32 %dh, %ah, %bh;\n{join}");
        assert_eq!(
            kernels::one(decls, &add),
            a.wrapping_add(b),
            "{a:#x} + {b:#x}"
        );
        let sub = format!("{load}sub.cc.u32 %dl, %al, %bl;\nsubc.u32 %dh, %ah, %bh;\n{join}");
        assert_eq!(
            kernels::one(decls, &sub),
            a.wrapping_sub(b),
            "{a:#x} - {b:#x}"
        );
        // Low 64 bits of a·b: lo = al·bl; hi = hi(al·bl) + al·bh + ah·bl (the carries of the
        // 32-bit adds fall off the top).
        let mul = format!(
            "{load}mul.lo.u32 %dl, %al, %bl;\nmul.hi.u32 %dh, %al, %bl;\n\
             mad.lo.cc.u32 %dh, %al, %bh, %dh;\nmadc.lo.u32 %t0, %ah, %bl, 0;\nadd.u32 %dh, %dh, %t0;\n{join}"
        );
        assert_eq!(
            kernels::one(decls, &mul),
            a.wrapping_mul(b),
            "{a:#x} * {b:#x}"
        );
    }
    // A subtraction's flag is the carry of `a + !b + 1` (1: no borrow), which `addc` adds:
    // NVIDIA's 128-bit division relies on it (tests/data/int128_div.launch.ron).
    for (a, b, carry) in [(5u32, 3u32, 1u64), (3, 5, 0), (7, 7, 1)] {
        let body = format!(
            "mov.b32 %al, {a};\nmov.b32 %bl, {b};\nsub.cc.u32 %dl, %al, %bl;\n\
             addc.u32 %dh, 0, 0;\ncvt.u64.u32 %res, %dh;"
        );
        assert_eq!(kernels::one(decls, &body), carry, "{a} - {b}");
    }
    // `subc` subtracts one more when the flag says a borrow happened (flag 0).
    let body = "mov.b32 %al, 0;\nmov.b32 %bl, 0;\nadd.cc.u32 %dl, %al, %bl;\n\
                subc.u32 %dh, 10, 3;\ncvt.u64.u32 %res, %dh;";
    assert_eq!(kernels::one(decls, body), 6);
    // The destination may be a source, and addc.cc passes the carry on (a 96-bit increment).
    let body = "mov.b32 %al, -1;\nmov.b32 %ah, -1;\nmov.b32 %bl, 5;\n\
                add.cc.u32 %al, %al, 1;\naddc.cc.u32 %ah, %ah, 0;\naddc.u32 %bl, %bl, 0;\n\
                cvt.u64.u32 %res, %bl;\nshl.b64 %res, %res, 32;\ncvt.u64.u32 %x, %ah;\nor.b64 %res, %res, %x;";
    assert_eq!(kernels::one(decls, body), 6 << 32);
}

/// `.v8` accesses (PTX 8.3: eight 32-bit elements at once) are eight consecutive scalar ones.
#[test]
fn v8_load_and_store() {
    let decls = ".reg .b32 %a<8>;\n.shared .align 32 .b32 sh[8];";
    let body =
        "mov.b32 %a0, 1;\nmov.b32 %a1, 2;\nmov.b32 %a2, 4;\nmov.b32 %a3, 8;\nmov.b32 %a4, 16;\n\
                mov.b32 %a5, 32;\nmov.b32 %a6, 64;\nmov.b32 %a7, 128;\n\
                st.shared.v8.b32 [sh], {%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7};\n\
                ld.shared.v8.b32 {%a7, %a6, %a5, %a4, %a3, %a2, %a1, %a0}, [sh];\n\
                shl.b32 %a1, %a1, 8;\nor.b32 %a0, %a0, %a1;\ncvt.u64.u32 %res, %a0;";
    // After the reversed load %a0 holds 128 and %a1 holds 64.
    assert_eq!(kernels::one(decls, body), 128 | 64 << 8);
}

/// Vector registers (PTX ISA "vector variables"): elements by `.x/.y/.z/.w` and their colour
/// synonyms `.r/.g/.b/.a`, whole vectors in `ld`/`st`/`mov`, `%v<N>` families, and a nested
/// scalar that hides an outer vector of the same name.
#[test]
fn vector_registers_and_element_selectors() {
    let decls = ".reg .v4 .b32 %v<2>;\n.reg .v2 .b64 %w;\n.reg .b32 %a;\n.reg .b64 %x;\n\
                 .shared .align 16 .b32 sh[4];";
    let body = "mov.b32 %v0.x, 1;\nmov.b32 %v0.g, 2;\nmov.b32 %v0.z, 3;\nmov.b32 %v0.a, 4;\n\
                st.shared.v4.b32 [sh], %v0;\nld.shared.v4.b32 %v1, [sh];\n\
                mov.v4.b32 %v0, %v1;\n\
                shl.b32 %a, %v0.w, 12;\nshl.b32 %v0.b, %v0.b, 8;\nshl.b32 %v0.y, %v0.y, 4;\n\
                or.b32 %a, %a, %v0.z;\nor.b32 %a, %a, %v0.y;\nor.b32 %a, %a, %v0.x;\n\
                mov.b64 %w.x, 0x10000;\ncvt.u64.u32 %w.y, %a;\n\
                {\n.reg .b64 %w;\nmov.b64 %w, 7;\n}\n\
                add.s64 %res, %w.x, %w.y;";
    assert_eq!(kernels::one(decls, body), 0x1_4321);
    // A `.v2` register as a whole: `mov.b64 %x, {lo, hi}` packs its two 32-bit elements.
    let decls = ".reg .v2 .b32 %p;";
    let body = "mov.b32 %p.x, 0x55667788;\nmov.b32 %p.y, 0x11223344;\nmov.b64 %res, %p;";
    assert_eq!(kernels::one(decls, body), 0x1122_3344_5566_7788);
}

/// Packed 16-bit integers (`.u16x2`/`.s16x2`, PTX 8.0 `add`, `sub`, `min`, `max`; NVRTC 12
/// emits them for sm_90): each half on its own, the carry never crossing into the other half.
#[test]
fn packed_sixteen_bit_integer_pairs() {
    let decls = ".reg .b32 %a, %b, %d;";
    let run = |ins: &str| {
        let body = format!(
            "mov.b32 %a, 0xFFFF8000;\nmov.b32 %b, 0x00017FFF;\n{ins}\ncvt.u64.u32 %res, %d;"
        );
        kernels::one(decls, &body) as u32
    };
    assert_eq!(run("add.u16x2 %d, %a, %b;"), 0x0000_FFFF);
    assert_eq!(run("sub.s16x2 %d, %a, %b;"), 0xFFFE_0001);
    assert_eq!(run("min.u16x2 %d, %a, %b;"), 0x0001_7FFF);
    assert_eq!(run("min.s16x2 %d, %a, %b;"), 0xFFFF_8000);
    assert_eq!(run("max.s16x2 %d, %a, %b;"), 0x0001_7FFF);
    assert_eq!(run("max.s16x2.relu %d, %a, 0xFFFF0005;"), 0x0000_0005);
}

/// Half-precision atomics as `cuda_fp16.h`'s `atomicAdd(__half*)` emits them
/// (`atom.add.noftz.f16`, and `.f16x2` per half): 32 threads add 1.0 (and 0.5) to shared
/// values; every order gives the same exact sums.
#[test]
fn half_precision_atomic_add() {
    let prelude = ".shared .align 4 .b16 h[2];";
    let decls = ".reg .b16 %x, %o;\n.reg .b32 %p, %q;\n.reg .b64 %a;\n.reg .pred %z;";
    let body =
        "mov.u64 %a, h;\nsetp.ne.u32 %z, %t, 0;\n@%z bra ADD;\nst.shared.b32 [%a], 0;\nADD:\n\
                bar.sync 0;\nmov.b16 %x, 0x3C00;\natom.shared.add.noftz.f16 %o, [%a], %x;\n\
                mov.b32 %p, 0x38003C00;\natom.shared.add.noftz.f16x2 %q, [%a], %p;\nbar.sync 0;\n\
                ld.shared.b32 %q, [%a];\ncvt.u64.u32 %res, %q;";
    for seed in 1..=3 {
        let (out, st) = kernels::run_body(prelude, decls, body, 32, 32, seed);
        assert_eq!(st, fermi_sim::launch::results::Status::Completed);
        // Low half: 32 × 1.0 + 32 × 1.0 = 64.0 (0x5400); high half: 32 × 0.5 = 16.0 (0x4C00).
        assert!(out.iter().all(|&v| v == 0x4C00_5400), "{out:x?}");
    }
}

/// `fns` (the ISA's four examples plus edges) and `szext` (PTX ISA "fns", "szext"), as
/// NVRTC 12 emits `fns` for `__fns`.
#[test]
fn fns_and_szext() {
    let decls = ".reg .b32 %d;";
    let run = |ins: &str| {
        let body = format!("{ins}\ncvt.u64.u32 %res, %d;");
        kernels::one(decls, &body) as u32
    };
    for (base, off, want) in [
        (3, 1, 3),
        (3, -1, 3),
        (2, 1, 3),
        (2, -1, 1),
        (2, 0, u32::MAX),
        (3, 0, 3),
    ] {
        assert_eq!(
            run(&format!("fns.b32 %d, 0xaaaaaaaa, {base}, {off};")),
            want,
            "{base} {off}"
        );
    }
    // The third set bit upwards from 0 in 0b1011_0100 is bit 5; none beyond the top.
    assert_eq!(run("fns.b32 %d, 0xb4, 0, 3;"), 5);
    assert_eq!(run("fns.b32 %d, 0xb4, 0, 5;"), u32::MAX);
    assert_eq!(run("fns.b32 %d, 0x80000001, 31, -2;"), 0);
    assert_eq!(run("szext.clamp.s32 %d, 0x1F0, 5;"), 0xFFFF_FFF0);
    assert_eq!(run("szext.clamp.u32 %d, 0x1F0, 5;"), 0x10);
    assert_eq!(run("szext.wrap.s32 %d, 0x1F0, 37;"), 0xFFFF_FFF0);
    assert_eq!(run("szext.clamp.s32 %d, 0x81234567, 40;"), 0x8123_4567);
    assert_eq!(run("szext.wrap.u32 %d, 0x1F0, 32;"), 0);
}

/// `cvt.pack` (PTX ISA "cvt.pack"): four `.s32` values saturated to `.u8` and packed in two
/// steps, the first result passed on as `c` (the ISA's own example), and the `.s16` pair.
#[test]
fn cvt_pack_saturates_and_packs() {
    let decls = ".reg .b32 %a, %b, %d;";
    let body = "mov.b32 %a, 300;\nmov.b32 %b, -5;\ncvt.pack.sat.u8.s32.b32 %d, %a, %b, 0;\n\
                cvt.pack.sat.u8.s32.b32 %d, 7, 200, %d;\ncvt.u64.u32 %res, %d;";
    assert_eq!(kernels::one(decls, body), 0xFF00_07C8);
    let body = "mov.b32 %a, -40000;\ncvt.pack.sat.s16.s32 %d, %a, 12;\ncvt.u64.u32 %res, %d;";
    assert_eq!(kernels::one(decls, body), 0x8000_000C);
}

/// The scalar video instructions as written in PTX (PTX ISA §9.7.18.1): byte and halfword
/// selectors on the sources, a merge into a part of `d`, a secondary operation, `vshl`'s
/// modes, `vmad` with negated operands and `.shr15`, `vset` with mixed signedness. Expected
/// values worked by hand from the ISA's pseudocode; the full semantics are unit-tested in
/// `thread::alu::video`.
#[test]
fn scalar_video_instructions_as_written() {
    let decls = ".reg .b32 %a, %b, %c, %d;";
    let run = |ins: &str| {
        let body = format!(
            "mov.b32 %a, 0x80F0017F;\nmov.b32 %b, 0x00030010;\nmov.b32 %c, 0xAABBCCDD;\n\
             mov.b32 %d, %c;\n{ins}\ncvt.u64.u32 %res, %d;"
        );
        kernels::one(decls, &body) as u32
    };
    // a.b3 = 0x80 (signed -128), b.h0 = 0x10 (16): -112 as a word.
    assert_eq!(run("vadd.s32.s32.u32 %d, %a.b3, %b.h0;") as i32, -112);
    // .sat into the merged byte d.b1: -112 fits a signed byte (0x90); the other bytes are c's.
    assert_eq!(
        run("vadd.s32.s32.u32.sat %d.b1, %a.b3, %b.h0, %c;"),
        0xAABB_90DD
    );
    // Unsigned a.b0 = 0x7F plus 0xF0 (a.b2) saturates at 0xFF in a byte.
    assert_eq!(
        run("vadd.u32.u32.u32.sat %d.b0, %a.b0, %a.b2, %c;"),
        0xAABB_CCFF
    );
    // Secondary .max with c read as signed: max(|1 - 3|, c) where c is negative.
    assert_eq!(run("vabsdiff.s32.s32.s32.max %d, %a.b1, %b.h1, %c;"), 2);
    // vshl of a.h0 = 0x017F by b = 0x30010: `.clamp` shifts by 32 (all out), `.wrap` by 16;
    // by b.h0 = 16 both agree.
    assert_eq!(run("vshl.u32.u32.u32.clamp %d, %a.h0, %b;"), 0);
    assert_eq!(run("vshl.u32.u32.u32.wrap %d, %a.h0, %b;"), 0x017F_0000);
    assert_eq!(run("vshl.u32.u32.u32.clamp %d, %a.h0, %b.h0;"), 0x017F_0000);
    // vmad: -(a.h0 * b.h1) + c = -(383 * 3) + 0xDD, and a - c.
    assert_eq!(
        run("vmad.s32.u32.u32 %d, -%a.h0, %b.h1, 0xDD;") as i32,
        -(383 * 3) + 0xDD
    );
    assert_eq!(
        run("vmad.s32.u32.u32 %d, %a.h0, 1, -%b;") as i32,
        383 - 0x30010
    );
    // vmad .shr15: (0x8000 * 4 + 0x7FFF) >> 15 = 4 (the low bits drop), and vset.u32.s32:
    // 0x80F0017F (unsigned) > -1 (signed).
    assert_eq!(
        run("mov.b32 %a, 0x8000;\nvmad.u32.u32.u32.shr15 %d, %a, 4, 0x7FFF;"),
        4
    );
    assert_eq!(run("vset.u32.s32.gt %d, %a, -1;"), 1);
    // vset with a merge into a halfword: (b.h1 == 3) = 1 into d.h1.
    assert_eq!(run("vset.u32.u32.eq %d.h1, %b.h1, 3, %c;"), 0x0001_CCDD);
}

/// `mov` with vector operands packs and unpacks (first element lowest), `bfind`, `isspacep`,
/// `WARP_SZ`; `prefetch` and `nanosleep` change nothing.
#[test]
fn vector_mov_bfind_isspacep_and_hints() {
    let decls = ".reg .b32 %a, %b, %c;\n.reg .b16 %h, %k;\n.reg .b64 %x, %y;\n.reg .pred %p;";
    let r = kernels::one(
        decls,
        "mov.b64 %x, 0x1122334455667788;\nmov.b64 {%a, %b}, %x;\n\
                                 mov.b64 %res, {%b, %a};",
    );
    assert_eq!(r, 0x5566_7788_1122_3344);
    let r = kernels::one(decls, "mov.b32 %a, 0xAABBCCDD;\nmov.b32 {%h, %k}, %a;\nmov.b32 %c, {%k, %h};\ncvt.u64.u32 %res, %c;");
    assert_eq!(r, 0xCCDD_AABB);
    let r = kernels::one(
        decls,
        "mov.b64 %x, 0x1122334455667788;\nmov.b64 {_, %b}, %x;\ncvt.u64.u32 %res, %b;",
    );
    assert_eq!(r, 0x1122_3344);
    // bfind: highest set bit; signed inputs below zero look for the highest clear bit; none: ~0.
    for (ins, v, want) in [
        ("bfind.u32", 0x0001_0000u64, 16u64),
        ("bfind.u32", 0, 0xFFFF_FFFF),
        ("bfind.s32", 0xFFFF_FFFF, 0xFFFF_FFFF),
        ("bfind.s32", 0xFFFF_FF00, 7),
        ("bfind.shiftamt.u32", 0x0001_0000, 15),
    ] {
        let body = format!("mov.b32 %a, {v};\n{ins} %c, %a;\ncvt.u64.u32 %res, %c;");
        assert_eq!(kernels::one(decls, &body), want, "{ins} {v:#x}");
    }
    let body = "mov.b64 %x, 0x1234;\nbfind.u64 %c, %x;\ncvt.u64.u32 %res, %c;";
    assert_eq!(kernels::one(decls, body), 12);
    // isspacep of the output pointer (global) and of a shared variable's generic address.
    let body = "cvta.shared.u64 %y, sh;\nisspacep.shared %p, %y;\nselp.u64 %res, 10, 0, %p;\n\
                isspacep.global %p, %y;\nselp.u64 %x, 100, 0, %p;\nadd.u64 %res, %res, %x;\n\
                isspacep.global %p, %outp;\nselp.u64 %x, 1000, 0, %p;\nadd.u64 %res, %res, %x;";
    let r = kernels::one_in(".shared .align 4 .b8 sh[16];", decls, body);
    assert_eq!(r, 1010);
    let body = "prefetch.global.L2 [%outp];\nnanosleep.u32 100;\nmov.u32 %a, WARP_SZ;\ncvt.u64.u32 %res, %a;";
    assert_eq!(kernels::one(decls, body), 32);
}

/// `trap` aborts: a `trap` violation with the line, exit status 4 (status `violation`).
#[test]
fn trap_is_a_located_violation() {
    use fermi_sim::launch::results::Status;
    let body = "setp.eq.u32 %p, %t, 3;\n@%p trap;\nmov.b64 %res, 1;";
    let (out, st, kinds) = kernels::run_full("", ".reg .pred %p;", body, 8, 32, 1);
    assert_eq!((st, kinds), (Status::Violation, vec!["trap".to_string()]));
    assert!(
        out.iter().all(|&v| v == 0),
        "no thread got past the trap step: {out:?}"
    );
}

/// `shf`, `lop3`, `bmsk` (PTX ISA "Logic and Shift"), `tanh.approx`, `min/max.NaN`, `fma.relu`:
/// expected values written out from the ISA text.
#[test]
fn post_fermi_integer_and_float_operations() {
    let shf = |left, wrap, a: u64, b: u64, c: u64| {
        alu(AluOp::Shf { left, wrap }, Ty::B32, Ty::B32, N, a, b, c, 0)
    };
    // Funnel shift of b:a = 0x89ABCDEF_01234567.
    assert_eq!(shf(true, true, 0x0123_4567, 0x89AB_CDEF, 8), 0xABCD_EF01);
    assert_eq!(shf(false, true, 0x0123_4567, 0x89AB_CDEF, 8), 0xEF01_2345);
    assert_eq!(
        shf(true, true, 0x0123_4567, 0x89AB_CDEF, 40),
        0xABCD_EF01,
        "wrap: 40 & 31 = 8"
    );
    assert_eq!(
        shf(true, false, 0x0123_4567, 0x89AB_CDEF, 40),
        0x0123_4567,
        "clamp: 32"
    );
    assert_eq!(shf(false, false, 0x0123_4567, 0x89AB_CDEF, 32), 0x89AB_CDEF);
    // A rotate: shf.l.wrap with a = b.
    assert_eq!(shf(true, true, 0x8000_0001, 0x8000_0001, 1), 0x0000_0003);
    let lop3 =
        |a: u64, b: u64, c: u64, lut: u64| alu(AluOp::Lop3, Ty::B32, Ty::B32, N, a, b, c, lut);
    let (a, b, c) = (0xF0F0_F0F0u64, 0xCCCC_CCCCu64, 0xAAAA_AAAAu64);
    assert_eq!(lop3(a, b, c, 0x96), a ^ b ^ c);
    assert_eq!(lop3(a, b, c, 0x80), a & b & c);
    assert_eq!(lop3(a, b, c, 0xFE), a | b | c);
    assert_eq!(lop3(a, b, c, 0xE8), (a & b) | (a & c) | (b & c), "majority");
    assert_eq!(lop3(a, b, c, 0x00), 0);
    let bmsk = |wrap, a: u64, b: u64| alu(AluOp::Bmsk { wrap }, Ty::B32, Ty::B32, N, a, b, 0, 0);
    assert_eq!(bmsk(false, 4, 8), 0x0000_0FF0);
    assert_eq!(bmsk(false, 28, 8), 0xF000_0000);
    assert_eq!(bmsk(false, 0, 40), 0xFFFF_FFFF);
    assert_eq!(bmsk(false, 33, 1), 0);
    assert_eq!(bmsk(true, 33, 1), 0x2, "wrap: 33 & 31 = 1");
    let tanh = alu(
        AluOp::Tanh,
        Ty::F32,
        Ty::F32,
        AluMods { approx: true, ..N },
        f(0.5),
        0,
        0,
        0,
    );
    assert!((f32::from_bits(tanh as u32) - 0.462_117_16).abs() < 1e-6);
    let nan = AluMods { nan: true, ..N };
    let qnan = f(f32::NAN);
    assert_eq!(
        alu(AluOp::Min, Ty::F32, Ty::F32, nan, qnan, f(1.0), 0, 0),
        0x7FFF_FFFF
    );
    assert_eq!(
        alu(AluOp::Min, Ty::F32, Ty::F32, N, qnan, f(1.0), 0, 0),
        f(1.0),
        "without .NaN the number wins"
    );
    assert_eq!(
        alu(AluOp::Max, Ty::F32, Ty::F32, nan, f(2.0), f(1.0), 0, 0),
        f(2.0)
    );
    let relu = AluMods {
        relu: true,
        round: Round::Rn,
        ..N
    };
    assert_eq!(
        alu(
            AluOp::Fma,
            Ty::F32,
            Ty::F32,
            relu,
            f(2.0),
            f(-3.0),
            f(1.0),
            0
        ),
        0
    );
    assert_eq!(
        alu(
            AluOp::Fma,
            Ty::F32,
            Ty::F32,
            relu,
            f(2.0),
            f(3.0),
            f(1.0),
            0
        ),
        f(7.0)
    );
    assert_eq!(
        alu(
            AluOp::Max,
            Ty::S32,
            Ty::S32,
            AluMods { relu: true, ..N },
            (-5i64) as u64,
            (-7i64) as u64,
            0,
            0
        ),
        0
    );
}

/// Half precision (PTX ISA "Half Precision Floating-Point Instructions"): `.f16x2`/`.bf16x2`
/// work on both 16-bit halves (element 0 in bits 0-15); `setp` on a pair sets `p` from the lower
/// halves and `q` from the upper; `cvt.rn.f16x2.f32 d, a, b` puts `a` in the upper half; `.ftz`
/// flushes `.f16` subnormals; a generated NaN is the canonical `0x7FFF`; bf16 rounds to nearest
/// even. Expected bits worked out by hand from the IEEE formats.
#[test]
fn half_precision_pairs_and_bfloat16() {
    let decls =
        ".reg .b32 %a, %b, %c, %d;\n.reg .b16 %h, %i, %j;\n.reg .f32 %f, %g;\n.reg .pred %p, %q;";
    let run = |body: &str| kernels::one(decls, body);
    let out32 = "cvt.u64.u32 %res, %d;";
    let out16 = "cvt.u64.u16 %res, %j;";
    // (1.0, 2.0) + (0.5, -2.0) = (1.5, 0.0): 0x3E00 low, 0x0000 high.
    let add = format!(
        "mov.b32 %a, 0x40003C00;\nmov.b32 %b, 0xC0003800;\nadd.rn.f16x2 %d, %a, %b;\n{out32}"
    );
    assert_eq!(run(&add), 0x0000_3E00);
    // fma per half: (2, 3) * (4, 0.5) + (1, -1) = (9, 0.5): 0x4880, 0x3800.
    let fma = format!(
        "mov.b32 %a, 0x42004000;\nmov.b32 %b, 0x38004400;\nmov.b32 %c, 0xBC003C00;\nfma.rn.f16x2 %d, %a, %b, %c;\n{out32}"
    );
    assert_eq!(run(&fma), 0x3800_4880);
    // setp on a pair: low 1.0 < 2.0 true, high 2.0 < 1.0 false.
    let setp = "mov.b32 %a, 0x40003C00;\nmov.b32 %b, 0x3C004000;\nsetp.lt.f16x2 %p|%q, %a, %b;\n\
                selp.u32 %d, 1, 0, %p;\nselp.u32 %c, 2, 0, %q;\nor.b32 %d, %d, %c;\ncvt.u64.u32 %res, %d;";
    assert_eq!(run(setp), 1);
    // set with a pair destination: 1.0 (0x3C00) where the comparison holds.
    let set = format!(
        "mov.b32 %a, 0x40003C00;\nmov.b32 %b, 0x3C004000;\nset.lt.f16x2.f16x2 %d, %a, %b;\n{out32}"
    );
    assert_eq!(run(&set), 0x0000_3C00);
    // cvt.rn.f16x2.f32 d, a, b: a (1.0) upper, b (-2.0) lower.
    let cvt = format!(
        "mov.f32 %f, 0f3F800000;\nmov.f32 %g, 0fC0000000;\ncvt.rn.f16x2.f32 %d, %f, %g;\n{out32}"
    );
    assert_eq!(run(&cvt), 0x3C00_C000);
    // .ftz flushes the f16 subnormal 0x0001 to +0; without it 0x0001 + 0x0001 = 0x0002.
    let sub = |ftz: &str| format!("mov.b16 %h, 0x0001;\nadd{ftz}.f16 %j, %h, %h;\n{out16}");
    assert_eq!(run(&sub("")), 2);
    assert_eq!(run(&sub(".ftz")), 0);
    // inf - inf on bf16 is the canonical NaN 0x7FFF.
    let nan = format!("mov.b16 %h, 0x7F80;\nsub.rn.bf16 %j, %h, %h;\n{out16}");
    assert_eq!(run(&nan), 0x7FFF);
    // bf16 rounding: 1 + 2^-8 is a tie between 1.0 and 1 + 2^-7: to even, 1.0 (0x3F80);
    // 1 + 3*2^-8 ties up to 1 + 2^-6 (0x3F82).
    let tie = |f: &str| format!("mov.f32 %f, {f};\ncvt.rn.bf16.f32 %j, %f;\n{out16}");
    assert_eq!(run(&tie("0f3F808000")), 0x3F80);
    assert_eq!(run(&tie("0f3F818000")), 0x3F82);
    // bf16 -> f32 is exact: 0xC0A0 = -5.0.
    let up = "mov.b16 %h, 0xC0A0;\ncvt.f32.bf16 %f, %h;\nmov.b32 %d, %f;\ncvt.u64.u32 %res, %d;";
    assert_eq!(run(up), 0xC0A0_0000);
    // min.NaN on a pair: a NaN half gives the canonical NaN, the other half the minimum.
    let min = format!(
        "mov.b32 %a, 0x7E004000;\nmov.b32 %b, 0x3C003C00;\nmin.NaN.f16x2 %d, %a, %b;\n{out32}"
    );
    assert_eq!(run(&min), 0x7FFF_3C00);
}

/// `dp4a`/`dp2a` (PTX ISA "Integer Arithmetic Instructions: dp4a, dp2a"), cache qualifiers of
/// PTX 7.4+ (hints: the value loaded and stored is unchanged), `createpolicy`, and the special
/// registers `%globaltimer`, `%total_smem_size`, `%dynamic_smem_size`.
#[test]
fn dot_products_cache_hints_and_more_special_registers() {
    let decls = ".reg .b32 %a, %b, %c, %d;\n.reg .b64 %p, %q;\n.shared .align 4 .b8 buf[64];";
    let run = |body: &str| kernels::one(decls, body);
    let out = "cvt.u64.u32 %res, %d;";
    // bytes of a: 1, 2, 3, 4; of b: 5, 6, 7, 8 → 5 + 12 + 21 + 32 = 70, plus c = 100.
    let dp4a = |t: &str| {
        format!("mov.b32 %a, 0x04030201;\nmov.b32 %b, 0x08070605;\nmov.b32 %c, 100;\ndp4a.{t} %d, %a, %b, %c;\n{out}")
    };
    assert_eq!(run(&dp4a("u32.u32")), 170);
    // signed bytes of b: 0xFF = -1 in every byte → -(1 + 2 + 3 + 4) + 100 = 90.
    let neg = format!("mov.b32 %a, 0x04030201;\nmov.b32 %b, 0xFFFFFFFF;\nmov.b32 %c, 100;\ndp4a.u32.s32 %d, %a, %b, %c;\n{out}");
    assert_eq!(run(&neg), 90);
    // unsigned, the same bytes are 255: 255 * 10 + 100.
    let pos = neg.replace("dp4a.u32.s32", "dp4a.u32.u32");
    assert_eq!(run(&pos), 2650);
    // dp2a: halfwords of a (3, -2 signed) times bytes 0-1 (lo) or 2-3 (hi) of b (1, 2, 3, 4).
    let dp2a = |m: &str| {
        format!("mov.b32 %a, 0xFFFE0003;\nmov.b32 %b, 0x04030201;\nmov.b32 %c, 10;\ndp2a.{m}.s32.u32 %d, %a, %b, %c;\n{out}")
    };
    assert_eq!(run(&dp2a("lo")), (10 + 3 - 4) as u64);
    assert_eq!(run(&dp2a("hi")), (10 + 9 - 8) as u64);
    // Cache hints change nothing: store and load back through them, with a policy operand.
    let hints = "createpolicy.fractional.L2::evict_last.b64 %q, 1.0;\n\
                 mov.u32 %a, 77;\nmov.u64 %p, buf;\ncvta.shared.u64 %p, %p;\n\
                 st.L1::no_allocate.L2::cache_hint.u32 [%p], %a, %q;\n\
                 ld.L1::evict_last.L2::256B.u32 %d, [%p];\n\
                 ld.L2::cache_hint.u32 %b, [%p], %q;\nadd.u32 %d, %d, %b;\n\
                 cvt.u32.u64 %b, %q;\nadd.u32 %d, %d, %b;\n\
                 discard.global.L2 [%p], 128;\napplypriority.global.L2::evict_normal [%p], 128;\n";
    assert_eq!(run(&format!("{hints}{out}")), 154);
    // %globaltimer counts up in nanoseconds; the block's shared memory is the static 64 bytes.
    let smem = format!("mov.u32 %a, %total_smem_size;\nmov.u32 %b, %dynamic_smem_size;\nmad.lo.u32 %d, %b, 1000, %a;\n{out}");
    assert_eq!(run(&smem), 64);
    let t =
        "mov.u64 %p, %globaltimer;\nmov.u32 %a, %globaltimer_lo;\nmov.u32 %b, %globaltimer_hi;\n\
             mov.b64 %q, {%a, %b};\nsetp.ge.u64 %r_ok, %q, %p;\n\
             selp.u32 %d, 1, 0, %r_ok;\n";
    let decls2 = format!("{decls}\n.reg .pred %r_ok;");
    assert_eq!(kernels::one(&decls2, &format!("{t}{out}")), 1);
}
