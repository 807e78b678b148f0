//! The operands and lane loops of the decoded fast path's monomorphic loops (`fastpath.rs`):
//! `Opnd` (a register's first slot or a constant), the `each_lane!` loop and `map2`/`map3`,
//! which apply one operation, given as a closure the compiler inlines, to every executing lane.
//! The machinery only: what an operation computes is the ALU's (`crate::thread::alu`).

use super::state::Warp;
use crate::lanemask::LaneMask;
use crate::program::decode::Src;

/// An operand the monomorphic loops read: a register's first slot (register × lanes) or a
/// constant.
#[derive(Clone, Copy)]
pub(super) enum Opnd {
    Reg(usize),
    Imm(u64),
}

pub(super) fn opnd(s: Src, n: usize) -> Option<Opnd> {
    match s {
        Src::Reg(r) => Some(Opnd::Reg(r as usize * n)),
        Src::Imm(c) => Some(Opnd::Imm(c)),
        _ => None,
    }
}

/// The register file of one warp for one lane loop, read and written without a bounds check
/// per lane. [`LaneRegs::new`] checks once per step that lanes `0..n` of every register the
/// loop touches lie in the file, and `each_lane!` visits lanes below `n` only, so every access
/// of a loop is in bounds; what the check per access cost was a third of the integer loops'
/// instructions (two compares and branches per operand and lane; docs/performance.md, round
/// 22). A pointer, not a slice: the destination may be one of the sources (`add r1, r1, 1`),
/// which each lane reads before it writes, as the indexed loops did.
struct LaneRegs<'a> {
    p: *mut u64,
    #[cfg(debug_assertions)]
    len: usize,
    _regs: std::marker::PhantomData<&'a mut [u64]>,
}

impl<'a> LaneRegs<'a> {
    /// The file `regs`, for a loop over lanes `0..n` of the registers whose first slots are
    /// `bases`. Panics (as an indexed loop would) if one of them ends beyond the file.
    #[inline(always)]
    fn new(regs: &'a mut [u64], n: usize, bases: [usize; 4]) -> Self {
        // Written out: `Iterator::max` was not inlined (a call per step).
        let top = bases[0].max(bases[1]).max(bases[2].max(bases[3]));
        assert!(
            top.saturating_add(n) <= regs.len(),
            "a register of the lane loop lies outside the warp's file"
        );
        LaneRegs {
            #[cfg(debug_assertions)]
            len: regs.len(),
            p: regs.as_mut_ptr(),
            _regs: std::marker::PhantomData,
        }
    }

    /// The value at `i`.
    ///
    /// # Safety
    /// `i` is `base + l` for one of the `bases` given to [`LaneRegs::new`] and a lane `l < n`.
    #[inline(always)]
    unsafe fn get(&self, i: usize) -> u64 {
        #[cfg(debug_assertions)]
        assert!(i < self.len);
        // SAFETY: in bounds by the caller's contract and the check of `new`.
        unsafe { *self.p.add(i) }
    }

    /// Write `v` at `i`.
    ///
    /// # Safety
    /// As for [`LaneRegs::get`].
    #[inline(always)]
    unsafe fn set(&mut self, i: usize, v: u64) {
        #[cfg(debug_assertions)]
        assert!(i < self.len);
        // SAFETY: in bounds by the caller's contract and the check of `new`.
        unsafe { *self.p.add(i) = v }
    }
}

/// The first slot of a register operand (0 for a constant, which reads no slot).
fn base(o: Opnd) -> usize {
    match o {
        Opnd::Reg(x) => x,
        Opnd::Imm(_) => 0,
    }
}

/// Run `$body` with `$l` bound to every executing lane of a warp of `$n` lanes, ascending, and
/// below `$n` (the lane loops' accesses rely on it: [`LaneRegs`]): a full first word of lanes
/// runs as a plain range, a partial one scans the bits of that one word (no iterator state over
/// the mask's other words), and a warp of more than 64 lanes scans the mask. A macro, not a
/// function taking a closure: the loops stay plain loops (a closure cost 4 % more instructions
/// on the collatz bench).
macro_rules! each_lane {
    ($exec:expr, $n:expr, |$l:ident| $body:expr) => {{
        let (exec, n): (&LaneMask, usize) = ($exec, $n);
        if n <= 64 {
            let bits = exec.low_bits();
            let all = $crate::lanemask::low_mask(n);
            if bits == all {
                for $l in 0..n {
                    $body;
                }
            } else {
                // A warp's masks hold no lane at or beyond `n`; the `& all` makes it plain.
                debug_assert_eq!(bits & !all, 0, "a lane beyond the warp");
                let mut m = bits & all;
                while m != 0 {
                    let $l = m.trailing_zeros() as usize;
                    m &= m - 1;
                    $body;
                }
            }
        } else {
            for $l in exec.lanes_of(n) {
                // Ascending: no lane beyond the warp follows.
                if $l >= n {
                    break;
                }
                $body;
            }
        }
    }};
}

/// `dst[l] = f(a[l], b[l])` for every executing lane `l` (`each_lane!`) of register `dst`.
#[inline(always)]
pub(super) fn map2(
    w: &mut Warp,
    exec: &LaneMask,
    dst: usize,
    a: Opnd,
    b: Opnd,
    f: impl Fn(u64, u64) -> u64,
) {
    let n = w.lanes;
    let out = dst * n;
    let mut r = LaneRegs::new(w.regs.write(dst), n, [out, base(a), base(b), 0]);
    // SAFETY (every block below): `l < n` (`each_lane!`), and `out`, `x`, `y` are bases checked
    // by `LaneRegs::new`.
    match (a, b) {
        (Opnd::Reg(x), Opnd::Reg(y)) => {
            each_lane!(exec, n, |l| unsafe {
                r.set(out + l, f(r.get(x + l), r.get(y + l)))
            })
        }
        (Opnd::Reg(x), Opnd::Imm(c)) => {
            each_lane!(exec, n, |l| unsafe { r.set(out + l, f(r.get(x + l), c)) })
        }
        (Opnd::Imm(c), Opnd::Reg(y)) => {
            each_lane!(exec, n, |l| unsafe { r.set(out + l, f(c, r.get(y + l))) })
        }
        (Opnd::Imm(c), Opnd::Imm(d)) => {
            let v = f(c, d);
            each_lane!(exec, n, |l| unsafe { r.set(out + l, v) })
        }
    }
}

/// The same with three operands (`mad`, `selp`, `fma`). The frequent operand kinds (all
/// registers: `selp`, `fma`; a register and two constants: `mad.lo d, a, 3, 1`) have loops of
/// their own, so that the kind is not tested per lane.
#[inline(always)]
pub(super) fn map3(
    w: &mut Warp,
    exec: &LaneMask,
    dst: usize,
    a: Opnd,
    b: Opnd,
    c: Opnd,
    f: impl Fn(u64, u64, u64) -> u64,
) {
    let n = w.lanes;
    let out = dst * n;
    let mut r = LaneRegs::new(w.regs.write(dst), n, [out, base(a), base(b), base(c)]);
    // SAFETY (every block below): as in `map2`.
    match (a, b, c) {
        (Opnd::Reg(x), Opnd::Reg(y), Opnd::Reg(z)) => each_lane!(exec, n, |l| unsafe {
            r.set(out + l, f(r.get(x + l), r.get(y + l), r.get(z + l)))
        }),
        (Opnd::Reg(x), Opnd::Imm(y), Opnd::Imm(z)) => {
            each_lane!(exec, n, |l| unsafe {
                r.set(out + l, f(r.get(x + l), y, z))
            })
        }
        _ => {
            // Called only inside `each_lane!` below, with its lane `l < n`.
            let rd = |o: Opnd, r: &LaneRegs<'_>, l: usize| match o {
                Opnd::Reg(x) => unsafe { r.get(x + l) },
                Opnd::Imm(c) => c,
            };
            each_lane!(exec, n, |l| {
                let v = f(rd(a, &r, l), rd(b, &r, l), rd(c, &r, l));
                unsafe { r.set(out + l, v) }
            })
        }
    }
}
