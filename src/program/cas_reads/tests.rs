//! Unit tests of the CAS-read analysis: loaded PTX whose reads must or must not count as
//! validated, each with the reason.

use super::*;

/// A CAS loop whose first read is at the top of kernel `k`; `CALLS` is replaced by the code
/// that computes the CAS's result `%rd4` from the address `%rd1`, the value read `%rd2` and
/// the new value `%rd3` (the functions below are what a debug build calls).
const MODULE: &str = r#"
.version 7.0
.target sm_80
.address_size 64

.func (.param .b64 r) cas_wrap(.param .b64 p, .param .b64 c, .param .b64 v)
{
    .reg .b64 %rd<5>;
    ld.param.u64 %rd1, [p];
    ld.param.u64 %rd2, [c];
    ld.param.u64 %rd3, [v];
    atom.global.cas.b64 %rd4, [%rd1], %rd2, %rd3;
    st.param.b64 [r], %rd4;
    ret;
}

.func (.param .b64 r) cas_outer(.param .b64 p, .param .b64 c, .param .b64 v)
{
    .reg .b64 %rd<5>;
    ld.param.u64 %rd1, [p];
    ld.param.u64 %rd2, [c];
    ld.param.u64 %rd3, [v];
    {
    .param .b64 a0;
    .param .b64 a1;
    .param .b64 a2;
    .param .b64 rv;
    st.param.b64 [a0], %rd1;
    st.param.b64 [a1], %rd2;
    st.param.b64 [a2], %rd3;
    call (rv), cas_wrap, (a0, a1, a2);
    ld.param.b64 %rd4, [rv];
    }
    st.param.b64 [r], %rd4;
    ret;
}

.func (.param .b64 r) ident(.param .b64 x)
{
    .reg .b64 %rd<2>;
    ld.param.u64 %rd1, [x];
    st.param.b64 [r], %rd1;
    ret;
}

.func (.param .b32 r) max32(.param .b32 x, .param .b32 y)
{
    .reg .b32 %r<4>;
    ld.param.u32 %r1, [x];
    ld.param.u32 %r2, [y];
    max.s32 %r3, %r1, %r2;
    st.param.b32 [r], %r3;
    ret;
}

.func (.param .b32 r) inner(.param .b32 y)
{
    .reg .b32 %r<3>;
    ld.param.u32 %r1, [y];
    add.u32 %r2, %r1, 1;
    st.param.b32 [r], %r2;
    ret;
}

.func (.param .b32 r) outer1(.param .b32 x)
{
    .reg .b32 %r<3>;
    ld.param.u32 %r1, [x];
    {
    .param .b32 y0;
    .param .b32 yr;
    st.param.b32 [y0], %r1;
    call (yr), inner, (y0);
    ld.param.b32 %r2, [yr];
    }
    st.param.b32 [r], %r2;
    ret;
}

.func leak(.param .b64 q, .param .b64 x)
{
    .reg .b64 %rd<3>;
    ld.param.u64 %rd1, [q];
    ld.param.u64 %rd2, [x];
    st.global.u64 [%rd1], %rd2;
    ret;
}

.visible .entry k(.param .u64 pp, .param .u64 qq)
{
    .reg .pred %p<2>;
    .reg .b32 %r<3>;
    .reg .b64 %rd<8>;
    ld.param.u64 %rd1, [pp];
    ld.param.u64 %rd5, [qq];
    ld.global.u64 %rd2, [%rd1];
$loop:
    add.u64 %rd3, %rd2, 1;
    CALLS
    setp.ne.u64 %p1, %rd4, %rd2;
    mov.u64 %rd2, %rd4;
    @%p1 bra $loop;
    ret;
}
"#;

/// `{ a0 = A; a1 = B; a2 = %rd3; %rd4 = F(a0, a1, a2) }`.
fn call3(f: &str, a: &str, b: &str) -> String {
    format!(
        "{{ .param .b64 a0; .param .b64 a1; .param .b64 a2; .param .b64 rv;
        st.param.b64 [a0], {a}; st.param.b64 [a1], {b}; st.param.b64 [a2], %rd3;
        call (rv), {f}, (a0, a1, a2); ld.param.b64 %rd4, [rv]; }}"
    )
}

/// Is the read at the top of `k` CAS-validated when the loop's body is `calls`?
fn validated(calls: &str) -> bool {
    first_read_validated(&MODULE.replace("CALLS", calls))
}

/// Is the first global read of kernel `k` of module `src` CAS-validated?
fn first_read_validated(src: &str) -> bool {
    let prog = crate::program::load::load_str("cas.ptx", src).expect("loads");
    let (_, k) = prog.kernel("k").expect("kernel k");
    let s = prog.index(k.entry).expect("body");
    let read = (s..prog.instrs.len())
        .find(|&i| {
            matches!(
                prog.instrs[i],
                Instr::Ld {
                    ss: StateSpace::Global,
                    ..
                }
            )
        })
        .expect("the read");
    cas_validated_reads(&prog)[read]
}

#[test]
fn a_cas_in_called_functions_validates_the_read() {
    // The CAS one and two calls deep, as a debug build calls atomicCAS's wrappers.
    assert!(validated(&call3("cas_wrap", "%rd1", "%rd2")));
    assert!(validated(&call3("cas_outer", "%rd1", "%rd2")));
    // The address copied before the call is still the read's address.
    assert!(validated(&format!(
        "mov.b64 %rd6, %rd1; {}",
        call3("cas_outer", "%rd6", "%rd2")
    )));
    // The value passes through a called function that returns it (a bit cast).
    let through = "{ .param .b64 x0; .param .b64 xr; st.param.b64 [x0], %rd2;
        call (xr), ident, (x0); ld.param.b64 %rd7, [xr]; }";
    assert!(validated(&format!(
        "{through} {}",
        call3("cas_outer", "%rd1", "%rd7")
    )));
}

#[test]
fn stale_argument_slots_of_an_earlier_call_do_not_flow_into_the_next_one() {
    // After the CAS wrapper's call, its compare slot still holds the value read; the next
    // call's callee `outer1` keeps its own call of `inner` there (its frame starts where
    // the wrapper's did), and `inner` returns its result in those bytes. `outer1` is
    // passed only its parameter, so its result, stored to memory, does not carry the value.
    let later = "{ .param .b32 o0; .param .b32 orv; cvt.u32.u64 %r1, %rd5;
        st.param.b32 [o0], %r1; call (orv), outer1, (o0); ld.param.b32 %r2, [orv]; }
        st.global.u32 [%rd5], %r2;";
    let cas = call3("cas_wrap", "%rd1", "%rd2");
    let src = MODULE.replace("CALLS", &format!("{cas} {later}"));
    let prog = crate::program::load::load_str("cas.ptx", &src).expect("loads");
    // The layout that makes the case: `inner`'s return slot lies in the compare slot.
    let frame = |name: &str| {
        let f = prog
            .funcs
            .iter()
            .find(|f| f.name == name)
            .expect("function");
        f.frame
            .vars
            .iter()
            .map(|&(v, o)| (prog.vars[v as usize].source_name.clone(), o))
            .collect::<Vec<_>>()
    };
    let at = |fr: &[(String, u64)], n: &str| fr.iter().find(|x| x.0 == n).map(|x| x.1);
    let (kf, of) = (frame("k"), frame("outer1"));
    let (a1, o0) = (at(&kf, "a1").unwrap(), at(&kf, "o0").unwrap());
    let (x, yr) = (at(&of, "x").unwrap(), at(&of, "yr").unwrap());
    let yr_in_k = o0 - x + yr;
    assert!(a1 <= yr_in_k && yr_in_k + 4 <= a1 + 8, "{kf:?} {of:?}");
    assert!(first_read_validated(&src));
    // The value itself passed to `outer1` and stored still ends the analysis.
    let leaked = later.replace("cvt.u32.u64 %r1, %rd5", "cvt.u32.u64 %r1, %rd2");
    assert!(!validated(&format!("{cas} {leaked}")));
}

#[test]
fn an_argument_slot_reused_by_the_next_call_holds_the_new_argument() {
    // A debug build's `atomicCAS(a, old, max(v, old))`: the call of `max` passes the value
    // in 4-byte slots; the next call's 8-byte address argument is stored over the same
    // frame bytes, so the value is no longer in them when the CAS wrapper is called.
    let narrow = "{ .param .b32 n0; .param .b32 n1; .param .b32 nr; cvt.u32.u64 %r1, %rd2;
        st.param.b32 [n0], %r1; st.param.b32 [n1], %r1; call (nr), max32, (n0, n1);
        ld.param.b32 %r2, [nr]; }";
    let src = MODULE.replace(
        "CALLS",
        &format!("{narrow} {}", call3("cas_outer", "%rd1", "%rd2")),
    );
    let prog = crate::program::load::load_str("cas.ptx", &src).expect("loads");
    let (_, k) = prog.kernel("k").expect("kernel k");
    let f = Func::new(
        &prog,
        prog.index(k.entry).unwrap(),
        prog.index(k.end - 1).unwrap() + 1,
    );
    // The layout that makes the case: a 4-byte slot of the first call inside an 8-byte slot
    // of the second.
    assert!(
        f.slots.iter().any(|&(o, b)| b == 4
            && f.slots
                .iter()
                .any(|&(o2, b2)| b2 == 8 && o2 <= o && o + 4 <= o2 + 8)),
        "{:?}",
        f.slots
    );
    assert!(validated(&format!(
        "{narrow} {}",
        call3("cas_outer", "%rd1", "%rd2")
    )));
}

#[test]
fn a_call_that_leaks_the_value_or_a_cas_elsewhere_does_not() {
    // The CAS is on another address (the second parameter's).
    assert!(!validated(&call3("cas_outer", "%rd5", "%rd2")));
    // The value read is the new value, not the compare operand.
    assert!(!validated(&format!(
        "mov.b64 %rd3, %rd2; {}",
        call3("cas_outer", "%rd1", "%rd6")
    )));
    // A called function stores the value to memory before the CAS.
    let leak = "{ .param .b64 l0; .param .b64 l1; st.param.b64 [l0], %rd5;
        st.param.b64 [l1], %rd2; call leak, (l0, l1); }";
    assert!(!validated(&format!(
        "{leak} {}",
        call3("cas_outer", "%rd1", "%rd2")
    )));
    // No CAS at all: the value only passes through a function.
    assert!(!validated(
        "{ .param .b64 x0; .param .b64 xr; st.param.b64 [x0], %rd2;
        call (xr), ident, (x0); ld.param.b64 %rd4, [xr]; }"
    ));
}

/// The start of the kernels below: `%rd2` a global address, `%r1` a value from a parameter.
const KERNEL_HEAD: &str = ".version 7.0
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p0, .param .u32 p1)
{
.reg .b32 %r<10>;
.reg .b64 %rd<10>;
.reg .pred %p<3>;
ld.param.u64 %rd1, [p0];
cvta.to.global.u64 %rd2, %rd1;
ld.param.u32 %r1, [p1];
";

/// A kernel whose plain read of `[LOAD]` feeds a CAS loop on `[CAS]`, both computed by `ADDR`.
fn inline_cas(addr: &str, load: &str, cas: &str) -> bool {
    let src = format!(
        "{KERNEL_HEAD}    {addr}
ld.global.u32 %r2, [{load}];
L1:
max.u32 %r3, %r1, %r2;
atom.global.cas.b32 %r4, [{cas}], %r2, %r3;
setp.ne.s32 %p1, %r2, %r4;
mov.u32 %r2, %r4;
@%p1 bra L1;
ret;
}}
"
    );
    first_read_validated(&src)
}

#[test]
fn an_address_computed_twice_is_the_same_address() {
    // Optimised code reads [%rd2+16] and CASes [%rd3], %rd3 = %rd2 + 16.
    assert!(inline_cas("add.s64 %rd3, %rd2, 16;", "%rd2+16", "%rd3"));
    assert!(!inline_cas("add.s64 %rd3, %rd2, 20;", "%rd2+16", "%rd3"));
    // `&cnt[4 + x % 4]` rematerialised in two forms: ((x << 2) & 12) + 16 and
    // ((x & 3) | 4) * 4 from the base.
    let two_forms = |or: u32| {
        format!(
            "shl.b32 %r5, %r1, 2; cvt.u64.u32 %rd4, %r5; and.b64 %rd5, %rd4, 12;
             add.s64 %rd6, %rd2, %rd5; and.b32 %r6, %r1, 3; or.b32 %r7, %r6, {or};
             mul.wide.u32 %rd7, %r7, 4; add.s64 %rd8, %rd2, %rd7;"
        )
    };
    assert!(inline_cas(&two_forms(4), "%rd6+16", "%rd8"));
    // One element further: another address, the race stays a race.
    assert!(!inline_cas(&two_forms(5), "%rd6+16", "%rd8"));
    // Different opaque values do not name one address.
    assert!(!inline_cas(
        "add.s64 %rd3, %rd2, 16; ld.global.u64 %rd9, [%rd2]; ld.global.u64 %rd9, [%rd9];",
        "%rd3",
        "%rd9"
    ));
}

/// Kernel `k`: an outer loop that steps the index `%r1`, a read of `cnt[4 + %r1 % 4]`
/// and a CAS loop on the same element computed in the other form; `inner` is placed in
/// the CAS loop's address computation, `after` after the loop.
fn loop_carried(inner: &str, after: &str) -> String {
    format!(
        "{KERNEL_HEAD}    mov.u32 %r8, 0;
OUTER:
add.u32 %r1, %r1, 1;
shl.b32 %r5, %r1, 2;
cvt.u64.u32 %rd4, %r5;
and.b64 %rd5, %rd4, 12;
add.s64 %rd6, %rd2, %rd5;
ld.global.u32 %r2, [%rd6+16];
L1:
and.b32 %r6, %r1, 3;
{inner}
or.b32 %r7, %r6, 4;
mul.wide.u32 %rd7, %r7, 4;
add.s64 %rd8, %rd2, %rd7;
max.u32 %r3, %r8, %r2;
atom.global.cas.b32 %r4, [%rd8], %r2, %r3;
setp.ne.s32 %p1, %r2, %r4;
mov.u32 %r2, %r4;
@%p1 bra L1;
{after}
add.u32 %r8, %r8, 1;
setp.lt.u32 %p2, %r8, 4;
@%p2 bra OUTER;
ret;
}}
"
    )
}

#[test]
fn a_loop_carried_index_names_one_address_until_it_changes() {
    // `%r1` is defined twice (the parameter, the outer loop's step): both addresses are
    // functions of it, and no definition lies between the read and the CAS.
    assert!(first_read_validated(&loop_carried("", "")));
    // Stepped inside the CAS loop: the CAS may name another element than the read.
    assert!(!first_read_validated(&loop_carried(
        "add.u32 %r1, %r1, 1;",
        ""
    )));
    // A register of the CAS's address reused after the loop (as a counter): the
    // definition that reaches the address is the one that counts.
    assert!(first_read_validated(&loop_carried(
        "",
        "add.u32 %r6, %r6, 1;"
    )));
    // Changed, on some paths, before the address reads it: another value.
    assert!(!first_read_validated(&loop_carried(
        "@%p1 add.u32 %r6, %r6, 1;",
        ""
    )));
}
