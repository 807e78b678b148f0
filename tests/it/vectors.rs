//! Vector registers and vector operands (PTX ISA "Vectors", "mov", "ld", "call"): one
//! instruction reads every element before it writes any, element selectors read and write single
//! elements of every element type, and `.reg .v2`/`.v4` function parameters and results are
//! passed as vectors. Each expected value is worked out by hand in the comment above it.

use crate::alu::kernels::one_in;
use fermi_sim::program;

/// `mov.v4` with overlapping sides, as ZLUDA's `vector_extract` test has it (measured on NVIDIA
/// GPUs: the input 1, 2, 3, 4 comes out as 3, 4, 1, 2).
#[test]
fn a_vector_mov_reads_all_elements_before_writing_any() {
    let decls = ".reg .u16 %e<4>;\n.reg .v4 .u16 %v;";
    let body = "mov.u16 %e0, 1;\nmov.u16 %e1, 2;\nmov.u16 %e2, 3;\nmov.u16 %e3, 4;\n\
                mov.v4.u16 %v, {%e1, %e2, %e3, %e0};\n\
                mov.v4.u16 {%e2, %e3, %e0, %e1}, %v;\n\
                mov.v4.u16 {%e3, %e0, %e1, %e2}, {%e2, %e3, %e0, %e1};\n\
                mov.b64 %res, {%e0, %e1, %e2, %e3};";
    // v = (2, 3, 4, 1); then e2 = 2, e3 = 3, e0 = 4, e1 = 1; then at once e3 = e2 = 2,
    // e0 = e3 = 3, e1 = e0 = 4, e2 = e1 = 1. Element 0 in the low bits: 3, 4, 1, 2.
    assert_eq!(one_in("", decls, body), 0x0002_0001_0004_0003);
    // A swap, and a vector register rotated in place through its own elements.
    let decls = ".reg .b32 %a, %b;\n.reg .v4 .b16 %v;";
    let body = "mov.b32 %a, 5;\nmov.b32 %b, 6;\nmov.v2.b32 {%a, %b}, {%b, %a};\n\
                mov.v4.b16 %v, {1, 2, 3, 4};\nmov.v4.b16 {%v.y, %v.z, %v.w, %v.x}, %v;\n\
                mov.b64 %res, %v;\nmul.lo.u32 %a, %a, 10;\nadd.u32 %a, %a, %b;\n\
                cvt.u64.u32 %b_, %a;\nshl.b64 %b_, %b_, 48;\nxor.b64 %res, %res, %b_;";
    // Swap: a = 6, b = 5, so a*10 + b = 65 (0x41). Rotation of (1, 2, 3, 4): y = 1, z = 2,
    // w = 3, x = 4, packed 0x0003_0002_0001_0004; 0x41 << 48 xored into the top halfword.
    let decls = format!("{decls}\n.reg .b64 %b_;");
    assert_eq!(
        one_in("", &decls, body),
        0x0003_0002_0001_0004 ^ (0x41 << 48)
    );
}

/// `ld.v2` whose first element is its own address register: the address is read once, for the
/// whole access, so the second element comes from the old address + 8.
#[test]
fn a_vector_load_into_its_address_register_reads_the_old_address() {
    let prelude = ".shared .align 16 .b64 sh[2];";
    let decls = ".reg .b64 %a, %b, %x, %y;";
    let body = "mov.u64 %a, sh;\nmov.b64 %x, 7;\nmov.b64 %y, 9;\n\
                st.shared.v2.u64 [%a], {%x, %y};\n\
                ld.shared.v2.u64 {%a, %b}, [%a];\nmul.lo.u64 %res, %a, 16;\n\
                add.u64 %res, %res, %b;";
    // a = 7, b = 9: 7 * 16 + 9.
    assert_eq!(one_in(prelude, decls, body), 121);
}

/// Element selectors of `.v4` and `.v2` registers of several element types: loaded as a whole,
/// read one element at a time (`.x .y .z .w` and `.r .g .b .a`).
#[test]
fn elements_of_every_type_are_extracted() {
    let prelude = ".shared .align 16 .b8 sh[16];";
    // Bytes 0..16 are 0xF0, 0xF1, .., 0xFF.
    let fill = "mov.u64 %p, sh;\nmov.b32 %w, 0xF3F2F1F0;\nst.shared.b32 [%p], %w;\n\
                mov.b32 %w, 0xF7F6F5F4;\nst.shared.b32 [%p+4], %w;\n\
                mov.b32 %w, 0xFBFAF9F8;\nst.shared.b32 [%p+8], %w;\n\
                mov.b32 %w, 0xFFFEFDFC;\nst.shared.b32 [%p+12], %w;\n";
    let decls = ".reg .u64 %p;\n.reg .b32 %w;\n.reg .v4 .u8 %c;\n.reg .v4 .s16 %s;\n\
                 .reg .v4 .u32 %u;\n.reg .v2 .s64 %d;";
    let run = |tail: &str| one_in(prelude, decls, &format!("{fill}{tail}"));
    // `.v4 .u8`: element w is byte 3, zero-extended.
    assert_eq!(
        run("ld.shared.v4.u8 %c, [%p];\ncvt.u64.u8 %res, %c.w;"),
        0xF3
    );
    // `.v4 .s16`: element z (`.b`) is bytes 4-5, 0xF5F4, sign-extended.
    assert_eq!(
        run("ld.shared.v4.s16 %s, [%p];\ncvt.s64.s16 %res, %s.b;"),
        0xFFFF_FFFF_FFFF_F5F4
    );
    // `.v4 .u32`: element a (= w) is bytes 12-15; r (= x) is bytes 0-3.
    assert_eq!(
        run("ld.shared.v4.u32 %u, [%p];\nsub.u32 %w, %u.a, %u.r;\ncvt.u64.u32 %res, %w;"),
        0xFFFE_FDFC - 0xF3F2_F1F0
    );
    // `.v2 .s64`: y is bytes 8-15.
    assert_eq!(
        run("ld.shared.v2.s64 %d, [%p];\nmov.s64 %res, %d.y;"),
        0xFFFE_FDFC_FBFA_F9F8
    );
    // `.v4 .f32` elements through the colour names: (1.5 + 2.25) * 4 = 15.
    let decls = ".reg .v4 .f32 %f;\n.reg .f32 %g;";
    let body = "mov.v4.f32 %f, {0f3FC00000, 0f40100000, 0f40800000, 0f00000000};\n\
                add.f32 %g, %f.r, %f.g;\nmul.f32 %g, %g, %f.b;\ncvt.rzi.u64.f32 %res, %g;";
    assert_eq!(one_in("", decls, body), 15);
}

/// Writes to single elements leave the others alone, and the whole vector sees them.
#[test]
fn element_writes_update_only_their_element() {
    let prelude = ".shared .align 16 .b16 sh[4];";
    let decls = ".reg .v4 .b16 %v;\n.reg .u64 %p;\n.reg .b16 %e<4>;";
    let body = "mov.v4.b16 %v, {0x11, 0x22, 0x33, 0x44};\nmov.b16 %v.z, 0x99;\n\
                add.u16 %v.w, %v.w, 1;\nmov.b16 %v.r, %v.a;\n\
                mov.u64 %p, sh;\nst.shared.v4.b16 [%p], %v;\n\
                ld.shared.v4.b16 {%e0, %e1, %e2, %e3}, [%p];\n\
                mov.b64 %res, {%e0, %e1, %e2, %e3};";
    // z = 0x99, w = 0x45, x = w = 0x45, y unchanged 0x22.
    assert_eq!(one_in(prelude, decls, body), 0x0045_0099_0022_0045);
}

/// A `.func` with a `.reg .v2 .u32` parameter and result, called with a vector register on
/// both sides, as ZLUDA's `vector` test (measured on NVIDIA GPUs: 1, 2 gives 3, 3).
#[test]
fn vector_register_parameters_and_results() {
    let prelude = ".func (.reg .v2 .u32 r) sum2(.reg .v2 .u32 p)\n{\n\
                   .reg .v2 .u32 t;\n.reg .u32 a;\n\
                   add.u32 a, p.x, p.y;\nmov.u32 t.x, a;\nmov.u32 t.y, a;\n\
                   mov.v2.u32 r, t;\nret;\n}";
    let decls = ".reg .v2 .u32 %v;";
    let body = "mov.v2.u32 %v, {1, 2};\ncall (%v), sum2, (%v);\nmov.b64 %res, %v;";
    assert_eq!(one_in(prelude, decls, body), 0x0000_0003_0000_0003);
}

/// `.reg .v4 .f32` parameter and result next to a scalar parameter, passed with `{a, b, c, d}`
/// element lists; a `.param .v4 .u32` parameter and a `.param .v2 .u32` result passed from and
/// to vector registers.
#[test]
fn v4_parameters_in_registers_and_in_param_space() {
    let prelude = ".func (.reg .v4 .f32 r) scale(.reg .v4 .f32 p, .reg .f32 k)\n{\n\
                   mul.f32 r.x, p.x, k;\nmul.f32 r.y, p.y, k;\nmul.f32 r.z, p.z, k;\n\
                   mul.f32 r.w, p.w, k;\nret;\n}";
    let decls = ".reg .f32 %a, %b, %c, %d, %k;\n.reg .u16 %h<4>;";
    let body = "mov.f32 %a, 0f3FC00000;\nmov.f32 %b, 0f40200000;\nmov.f32 %c, 0f40600000;\n\
                mov.f32 %d, 0f40900000;\nmov.f32 %k, 0f40000000;\n\
                call ({%d, %c, %b, %a}), scale, ({%a, %b, %c, %d}, %k);\n\
                cvt.rzi.u16.f32 %h0, %a;\ncvt.rzi.u16.f32 %h1, %b;\n\
                cvt.rzi.u16.f32 %h2, %c;\ncvt.rzi.u16.f32 %h3, %d;\n\
                mov.b64 %res, {%h0, %h1, %h2, %h3};";
    // p = (1.5, 2.5, 3.5, 4.5) * 2 = (3, 5, 7, 9), returned into (d, c, b, a): a = 9, b = 7,
    // c = 5, d = 3.
    assert_eq!(one_in(prelude, decls, body), 0x0003_0005_0007_0009);
    let prelude = ".func (.param .v2 .u32 r) mix(.param .v4 .u32 p)\n{\n\
                   .reg .u32 a, b, c, d;\n\
                   ld.param.v4.u32 {a, b, c, d}, [p];\nadd.u32 a, a, b;\nmul.lo.u32 c, c, d;\n\
                   st.param.v2.u32 [r], {a, c};\nret;\n}";
    let decls = ".reg .v4 .u32 %v;\n.reg .v2 .u32 %o;";
    let body = "mov.v4.u32 %v, {3, 4, 5, 6};\ncall (%o), mix, (%v);\nmov.b64 %res, %o;";
    // (3 + 4, 5 * 6) = (7, 30).
    assert_eq!(one_in(prelude, decls, body), (30 << 32) | 7);
}

/// A recursive function that passes its own vector parameter's elements crosswise: the call's
/// arguments are read before any parameter register is written.
#[test]
fn a_self_call_can_pass_its_parameter_elements_crosswise() {
    let prelude = ".func (.reg .v2 .u32 r) rev(.reg .v2 .u32 p, .reg .u32 n)\n{\n\
                   .reg .pred z;\n.reg .u32 m;\n\
                   setp.eq.u32 z, n, 0;\n@z bra DONE;\nsub.u32 m, n, 1;\n\
                   call (r), rev, ({p.y, p.x}, m);\nret;\n\
                   DONE:\nmov.v2.u32 r, p;\nret;\n}";
    let decls = ".reg .v2 .u32 %v;\n.reg .u32 %n;";
    let run = |n: u32| {
        let body = format!(
            "mov.v2.u32 %v, {{1, 2}};\nmov.u32 %n, {n};\ncall (%v), rev, (%v, %n);\n\
             mov.b64 %res, %v;"
        );
        one_in(prelude, decls, &body)
    };
    // Each level swaps: an odd number of swaps gives (2, 1), an even one (1, 2).
    assert_eq!(run(3), (1 << 32) | 2);
    assert_eq!(run(4), (2 << 32) | 1);
}

/// A call whose operand does not match a vector parameter's width is refused with a located
/// diagnostic naming the widths.
#[test]
fn a_vector_parameter_needs_a_vector_of_its_width() {
    let head = ".version 7.0\n.target sm_70\n.address_size 64\n\
                .func (.reg .v2 .u32 r) f(.reg .v4 .u32 p)\n{\nret;\n}\n\
                .entry k()\n{\n.reg .v2 .u32 %a;\n.reg .v4 .u32 %b;\n.reg .u32 %s;\n";
    for (call, col, want) in [
        (
            "call (%a), f, (%a);",
            16,
            "this parameter is a `.v4` vector; the call passes a vector of 2",
        ),
        (
            "call (%a), f, (%s);",
            16,
            "this parameter is a `.v4` vector; pass a `.v4` vector register",
        ),
        (
            "call (%b), f, (%b);",
            7,
            "this result is a `.v2` vector; the call passes a vector of 4",
        ),
    ] {
        let src = format!("{head}{call}\nret;\n}}\n");
        let e = program::load_str("k.ptx", &src).unwrap_err();
        let line = e.items[0].one_line("k.ptx");
        assert!(
            line.contains(&format!("k.ptx:13:{col}:"))
                && line.contains("E0115")
                && line.contains(want),
            "{call}: {line}"
        );
    }
}
