//! The decoded fast path of the warp step (T:L2323-2355) for the instructions of
//! [`crate::program::decode`]: the guard is evaluated as one lane mask, and the operation runs in a
//! tight loop over the executing lanes on the warp's structure-of-arrays registers.
//!
//! It computes what the per-lane rules compute: a lane executes iff it is active and its guard
//! holds (Exec_tt / Exec_ff, T:L1954-1956), each executing lane's RegReq is written at once as on
//! the slow path (docs/design.md §10), and the flow actions go to the same CRS rules. Where the
//! slow path could end in ⊥ (a register blocked by a pending memory operation for an active lane,
//! T:L1734), the fast path declines and the slow path runs, so that the run reports the same
//! stuck state with the same message.

use super::lanemap::{map2, map3, opnd, Opnd};
use super::mask::LaneMask;
use super::state::Warp;
use crate::program::decode::{Decoded, Src};
use crate::program::ir::{
    AluMods, AluOp, AluOp as A, Cmp, Guard, MulMode, RegId, Round, StateSpace, Ty,
};
use crate::thread::alu;
use crate::thread::expr::{sreg_value, SRegCtx};
use crate::thread::rules::canon;

/// No register `decoded` reads (guard included) is blocked for an active lane: the only way the
/// decoded instructions can be ⊥. Inline for the usual warp without a blocked register.
#[inline(always)]
pub(super) fn reads_unblocked(w: &Warp, guard: Guard, d: &Decoded) -> bool {
    if w.blocked_count == 0 {
        debug_assert!(w.blocked.is_clear(), "blocked_count out of date");
        return true;
    }
    reads_unblocked_slow(w, guard, d)
}

/// [`reads_unblocked`] of a warp with some register blocked.
#[inline(never)]
fn reads_unblocked_slow(w: &Warp, guard: Guard, d: &Decoded) -> bool {
    if guard_blocked(w, guard) {
        return false;
    }
    let active = &w.exec.active;
    let free = |r: RegId| w.blocked.intersects(r as usize, active) != Some(true);
    let srcs: &[Src] = match d {
        Decoded::Alu { src, .. } => src,
        Decoded::Setp { src, .. } | Decoded::Set { src, .. } => src,
        Decoded::Mov { src, .. } => std::slice::from_ref(src),
        Decoded::Mem { addr, val, .. } => {
            return [addr, val].iter().filter_map(|s| s.reg()).all(free);
        }
        Decoded::Flow(_) | Decoded::Other => &[],
    };
    srcs.iter().filter_map(|s| s.reg()).all(free)
}

/// The guard's register (if any) is blocked for an active lane: evaluating the guard is ⊥.
pub fn guard_blocked(w: &Warp, guard: Guard) -> bool {
    if w.blocked_count == 0 {
        return false;
    }
    match guard {
        Guard::Always => false,
        Guard::If(r) | Guard::IfNot(r) => {
            w.blocked.intersects(r as usize, &w.exec.active) != Some(false)
        }
    }
}

/// The executing lanes: active lanes whose guard holds (B[[φ_guardEnv(pc)]], T:L1954). The
/// guard register must exist and not be blocked for an active lane ([`guard_blocked`]).
/// Inline (a call per warp step cost as much as an unguarded instruction's mask): the wider
/// warps' loop is out of line.
#[inline]
pub fn exec_mask(w: &Warp, guard: Guard) -> LaneMask {
    if w.lanes <= 64 {
        // The one word that holds every lane: no copy of the whole active mask.
        return LaneMask::from_low_bits(exec_word(w, guard));
    }
    exec_mask_wide(w, guard)
}

/// [`exec_mask`] of a warp of more than 64 lanes.
#[inline(never)]
fn exec_mask_wide(w: &Warp, guard: Guard) -> LaneMask {
    let active = w.exec.active;
    let (r, want) = match guard {
        Guard::Always => return active,
        Guard::If(r) => (r, true),
        Guard::IfNot(r) => (r, false),
    };
    let base = r as usize * w.lanes;
    let mut m = LaneMask::EMPTY;
    for lane in active.lanes_of(w.lanes) {
        if (w.regs[base + lane] != 0) == want {
            m.set(lane);
        }
    }
    m
}

/// [`exec_mask`] of a warp of at most 64 lanes, as the word of lanes 0-63: the same lanes,
/// visited in the same order.
#[inline(always)]
fn exec_word(w: &Warp, guard: Guard) -> u64 {
    let active = w.exec.active.low_bits();
    match guard {
        Guard::Always => active,
        Guard::If(r) => guarded_word(w, active, r, true),
        Guard::IfNot(r) => guarded_word(w, active, r, false),
    }
}

/// The lanes of `active` whose predicate `r` is `want` (a warp of at most 64 lanes).
#[inline(never)]
fn guarded_word(w: &Warp, active: u64, r: RegId, want: bool) -> u64 {
    let base = r as usize * w.lanes;
    // The lanes whose predicate is true, without a branch per lane; then the wanted ones.
    let mut set = 0u64;
    let mut a = active;
    while a != 0 {
        let lane = a.trailing_zeros() as usize;
        a &= a - 1;
        set |= ((w.regs[base + lane] != 0) as u64) << lane;
    }
    if want {
        set
    } else {
        active & !set
    }
}

/// E[[e]] for a decoded operand of `lane`.
#[inline(always)]
pub(super) fn read(w: &Warp, s: Src, lane: usize, sregs: &SRegCtx) -> u64 {
    match s {
        Src::Reg(r) => w.regs[r as usize * w.lanes + lane],
        Src::NotReg(r) => (w.regs[r as usize * w.lanes + lane] == 0) as u64,
        Src::RegOff(r, c) => w.regs[r as usize * w.lanes + lane].wrapping_add(c as u64),
        Src::Imm(c) => c,
        Src::SReg(s) => sreg_value(s, &w.threads[lane], sregs),
    }
}

/// Run a decoded ALU-like instruction (`Alu`, `Setp`, `Set`, `Mov`) for its executing lanes.
/// `None`: the fast path does not apply (use the thread rules). `Some(wrote)`: done, `wrote`
/// says whether some lane executed it (rule (mem) rather than CRS (next)). `sregs` builds the
/// special registers' values; it is called only by the loops that may read one (the
/// monomorphic loops take registers and constants only), so that a step that reads none does
/// not build them.
pub(super) fn run_local(
    w: &mut Warp,
    guard: Guard,
    d: &Decoded,
    sregs: &dyn Fn() -> SRegCtx,
) -> Option<bool> {
    if matches!(d, Decoded::Mem { .. } | Decoded::Flow(_) | Decoded::Other)
        || !reads_unblocked(w, guard, d)
    {
        return None;
    }
    let exec = exec_mask(w, guard);
    let n = w.lanes;
    match *d {
        Decoded::Alu {
            op,
            ty,
            ty2,
            mods,
            dst,
            src,
        } => {
            if alu_loop(w, &exec, op, ty, &mods, dst, &src) {
                return Some(!exec.is_empty_of(n));
            }
            let out = dst as usize * n;
            let sregs = &sregs();
            w.regs.mark(dst as usize);
            // One loop per frequent operation, each calling `alu::alu` with that operation as a
            // constant, so that the operation is dispatched once per warp step instead of once
            // per lane; the result is the same function's.
            macro_rules! lanes {
                ($f:path, $op:expr) => {
                    for lane in exec.lanes_of(n) {
                        let v = $f(
                            $op,
                            ty,
                            ty2,
                            mods,
                            read(w, src[0], lane, sregs),
                            read(w, src[1], lane, sregs),
                            read(w, src[2], lane, sregs),
                            read(w, src[3], lane, sregs),
                        );
                        w.regs.marked_mut()[out + lane] = v;
                    }
                };
            }
            match op {
                A::Add => lanes!(alu::alu_inline, A::Add),
                A::Sub => lanes!(alu::alu_inline, A::Sub),
                A::And => lanes!(alu::alu_inline, A::And),
                A::Or => lanes!(alu::alu_inline, A::Or),
                A::Xor => lanes!(alu::alu_inline, A::Xor),
                A::Shl => lanes!(alu::alu_inline, A::Shl),
                A::Shr => lanes!(alu::alu_inline, A::Shr),
                A::Selp => lanes!(alu::alu_inline, A::Selp),
                A::Mul(MulMode::Lo) => lanes!(alu::alu_inline, A::Mul(MulMode::Lo)),
                A::Mul(MulMode::Wide) => lanes!(alu::alu_inline, A::Mul(MulMode::Wide)),
                A::Mad(MulMode::Lo) => lanes!(alu::alu_inline, A::Mad(MulMode::Lo)),
                A::Cvt => lanes!(alu::alu_inline, A::Cvt),
                // The rest through the out-of-line function (one copy of its code).
                _ => lanes!(alu::alu, op),
            }
        }
        Decoded::Setp {
            cmp,
            bop,
            ty,
            dst,
            dst2,
            src,
        } => {
            if bop.is_none() && dst2.is_none() && setp_loop(w, &exec, cmp, ty, dst, &src) {
                return Some(!exec.is_empty_of(n));
            }
            let sregs = &sregs();
            w.regs.mark(dst as usize);
            if let Some(d2) = dst2 {
                w.regs.mark(d2 as usize);
            }
            for lane in exec.lanes_of(n) {
                let (p, q) = alu::setp(
                    cmp,
                    bop,
                    ty,
                    read(w, src[0], lane, sregs),
                    read(w, src[1], lane, sregs),
                    read(w, src[2], lane, sregs),
                );
                let regs = w.regs.marked_mut();
                regs[dst as usize * n + lane] = p as u64;
                if let Some(d2) = dst2 {
                    regs[d2 as usize * n + lane] = q as u64;
                }
            }
        }
        Decoded::Set {
            cmp,
            bop,
            dty,
            ty,
            dst,
            src,
        } => {
            let sregs = &sregs();
            w.regs.mark(dst as usize);
            for lane in exec.lanes_of(n) {
                let v = alu::set(
                    cmp,
                    bop,
                    dty,
                    ty,
                    read(w, src[0], lane, sregs),
                    read(w, src[1], lane, sregs),
                    read(w, src[2], lane, sregs),
                );
                w.regs.marked_mut()[dst as usize * n + lane] = v;
            }
        }
        Decoded::Mov { ty, dst, src } => {
            // A special register with one value for the whole warp is read once (from lane 0,
            // instead of every lane's thread), then moved like a constant.
            let src = match (src, w.threads.first()) {
                (Src::SReg(s), Some(t)) if s.uniform() => Src::Imm(sreg_value(s, t, &sregs())),
                _ => src,
            };
            if mov_loop(w, &exec, ty, dst, src) {
                return Some(!exec.is_empty_of(n));
            }
            let sregs = &sregs();
            w.regs.mark(dst as usize);
            for lane in exec.lanes_of(n) {
                let v = canon(ty, read(w, src, lane, sregs));
                w.regs.marked_mut()[dst as usize * n + lane] = v;
            }
        }
        Decoded::Mem { .. } | Decoded::Flow(_) | Decoded::Other => return None,
    }
    Some(!exec.is_empty_of(n))
}

// The monomorphic lane loops. The frequent (operation, type, modifiers) combinations of the
// decoded fast path each get a loop of their own in which all three are constants: the loop
// body is the ALU's one definition of the operation (`alu::alu_inline`, `alu::setp`, `canon`),
// instantiated with those constants, so the compiler folds the dispatch on the operation, the
// type and every modifier out of the loop and leaves the operation's own arithmetic (a
// `wrapping_add` on 32 bits for `add.s32`). Nothing here says what an operation computes: a
// binding only names which instances exist (wasmi binds its fast handlers to its one spec
// function the same way; Spike compiles one instruction body into its fast and logged loops).
// Any other combination returns `false` and takes the generic loops of `run_local`, which call
// the same functions with the type and modifiers as values.

/// Expand `$body` once per type of the list, with `$t` a constant of that type; `return false`
/// for a type not in the list.
macro_rules! for_ty {
    ($ty:expr, [$($T:ident),*], |$t:ident| $body:expr) => {
        match $ty {
            $(Ty::$T => {
                const $t: Ty = Ty::$T;
                $body
            })*
            _ => return false,
        }
    };
}

/// Expand `$body` once per comparison, with `$c` a constant.
macro_rules! for_cmp {
    ($cmp:expr, |$c:ident| $body:expr) => {
        for_cmp!(@ $cmp, $c, $body, Eq Ne Lt Le Gt Ge Lo Ls Hi Hs Equ Neu Ltu Leu Gtu Geu Num Nan)
    };
    (@ $cmp:expr, $c:ident, $body:expr, $($C:ident)*) => {
        match $cmp {
            $(Cmp::$C => {
                const $c: Cmp = Cmp::$C;
                $body
            })*
        }
    };
}

/// The float modifiers the loops cover: round to nearest (no modifier or `.rn`), `.ftz` or not;
/// no `.sat`, `.relu`, `.NaN` or `.approx`. `$body` runs with `$m` a constant equal to `mods`.
macro_rules! for_float_mods {
    ($mods:expr, |$m:ident| $body:expr) => {{
        const NONE: AluMods = AluMods::NONE;
        const RN: AluMods = AluMods {
            round: Round::Rn,
            ..NONE
        };
        const FTZ: AluMods = AluMods { ftz: true, ..NONE };
        const RN_FTZ: AluMods = AluMods { ftz: true, ..RN };
        let mods: AluMods = $mods;
        if mods == NONE {
            const $m: AluMods = NONE;
            $body
        } else if mods == RN {
            const $m: AluMods = RN;
            $body
        } else if mods == FTZ {
            const $m: AluMods = FTZ;
            $body
        } else if mods == RN_FTZ {
            const $m: AluMods = RN_FTZ;
            $body
        } else {
            return false;
        }
    }};
}

/// `dop` (T:L1843) on the executing lanes through a monomorphic loop, if one is bound for the
/// operation, type and modifiers (`true`); else nothing is written (`false`).
fn alu_loop(
    w: &mut Warp,
    exec: &LaneMask,
    op: AluOp,
    ty: Ty,
    mods: &AluMods,
    dst: RegId,
    src: &[Src; 4],
) -> bool {
    let n = w.lanes;
    let (Some(a), Some(b)) = (opnd(src[0], n), opnd(src[1], n)) else {
        return false;
    };
    let out = dst as usize;
    // One loop of `$op` at the type constant `T` with the modifier constant `M`.
    macro_rules! two {
        ($op:expr, $T:ident, $M:expr) => {
            map2(w, exec, out, a, b, |x, y| {
                alu::alu_inline($op, $T, $T, $M, x, y, 0, 0)
            })
        };
    }
    macro_rules! three {
        ($op:expr, $T:ident, $M:expr) => {{
            let Some(c) = opnd(src[2], n) else {
                return false;
            };
            map3(w, exec, out, a, b, c, |x, y, z| {
                alu::alu_inline($op, $T, $T, $M, x, y, z, 0)
            })
        }};
    }
    const NONE: AluMods = AluMods::NONE;
    match op {
        _ if ty.is_float() => match op {
            A::Add => for_float_mods!(*mods, |M| for_ty!(ty, [F32, F64], |T| two!(A::Add, T, M))),
            A::Sub => for_float_mods!(*mods, |M| for_ty!(ty, [F32, F64], |T| two!(A::Sub, T, M))),
            A::Mul(m) => {
                for_float_mods!(*mods, |M| for_ty!(ty, [F32, F64], |T| two!(
                    A::Mul(m),
                    T,
                    M
                )))
            }
            A::Mad(m) => {
                for_float_mods!(*mods, |M| for_ty!(ty, [F32, F64], |T| three!(
                    A::Mad(m),
                    T,
                    M
                )))
            }
            A::Fma => for_float_mods!(*mods, |M| for_ty!(ty, [F32, F64], |T| three!(A::Fma, T, M))),
            _ => return false,
        },
        _ if *mods != NONE => return false,
        A::Add => for_ty!(ty, [B32, U32, S32, B64, U64, S64], |T| two!(
            A::Add,
            T,
            NONE
        )),
        A::Sub => for_ty!(ty, [B32, U32, S32, B64, U64, S64], |T| two!(
            A::Sub,
            T,
            NONE
        )),
        A::And => for_ty!(ty, [B32, U32, S32, B64, U64, S64, Pred], |T| two!(
            A::And,
            T,
            NONE
        )),
        A::Or => for_ty!(ty, [B32, U32, S32, B64, U64, S64, Pred], |T| two!(
            A::Or,
            T,
            NONE
        )),
        A::Xor => for_ty!(ty, [B32, U32, S32, B64, U64, S64, Pred], |T| two!(
            A::Xor,
            T,
            NONE
        )),
        A::Shl => for_ty!(ty, [B32, U32, S32, B64, U64, S64], |T| two!(
            A::Shl,
            T,
            NONE
        )),
        A::Shr => for_ty!(ty, [B32, U32, S32, B64, U64, S64], |T| two!(
            A::Shr,
            T,
            NONE
        )),
        A::Mul(MulMode::Lo) => for_ty!(ty, [B32, U32, S32, B64, U64, S64], |T| two!(
            A::Mul(MulMode::Lo),
            T,
            NONE
        )),
        A::Mul(MulMode::Wide) => for_ty!(ty, [U32, S32], |T| two!(A::Mul(MulMode::Wide), T, NONE)),
        A::Mad(MulMode::Lo) => for_ty!(ty, [B32, U32, S32, B64, U64, S64], |T| three!(
            A::Mad(MulMode::Lo),
            T,
            NONE
        )),
        A::Selp => for_ty!(ty, [B32, U32, S32, B64, U64, S64], |T| three!(
            A::Selp,
            T,
            NONE
        )),
        A::Cvta { space, to_generic } => for_ty!(ty, [U32, B32, U64, B64], |T| two!(
            A::Cvta { space, to_generic },
            T,
            NONE
        )),
        _ => return false,
    }
    true
}

/// `setp.cmp.ty p, a, b` without `.bop` and without a second destination (T:L1924) through a
/// monomorphic loop of [`alu::setp`] for 32- and 64-bit integers, `.f32` and `.f64`.
fn setp_loop(w: &mut Warp, exec: &LaneMask, cmp: Cmp, ty: Ty, dst: RegId, src: &[Src; 3]) -> bool {
    let n = w.lanes;
    let (Some(a), Some(b)) = (opnd(src[0], n), opnd(src[1], n)) else {
        return false;
    };
    let out = dst as usize;
    for_ty!(ty, [B32, U32, S32, B64, U64, S64, F32, F64], |T| for_cmp!(
        cmp,
        |C| map2(w, exec, out, a, b, |x, y| alu::setp(C, None, T, x, y, 0).0
            as u64)
    ));
    true
}

/// `mov.ty d, a` from a register or a constant (the (mov) rule, T:L1916: [`canon`] of the
/// value) through a monomorphic loop for 32- and 64-bit types and predicates.
fn mov_loop(w: &mut Warp, exec: &LaneMask, ty: Ty, dst: RegId, src: Src) -> bool {
    let n = w.lanes;
    let Some(a) = opnd(src, n) else {
        return false;
    };
    let out = dst as usize;
    let z = Opnd::Imm(0);
    for_ty!(
        ty,
        [B32, U32, S32, F32, B64, U64, S64, F64, Pred],
        |T| map2(w, exec, out, a, z, |x, _| canon(T, x))
    );
    true
}

/// A decoded load of the kernel's parameter bank (`ld.param` of a kernel parameter) for its
/// executing lanes, read from `params` (the grid's bank) and written at once like an ALU result.
/// `Some(wrote)` when done, as [`run_local`] has it.
///
/// Deviation W10 (docs/deviations.md). The bank is written before the grid's first step and is
/// read-only while the grid runs (a store to it is refused), so the value is the one the load's
/// memory program (`readMem; yield; writeToRegs; yield; releaseRegs`) reads whenever it runs:
/// the step equals the schedule in which the memory environment runs that program right after
/// the issue, with the register write completing at once (W2). Constant memory, which the thesis
/// calls transparent for the same reason (T:L597), may be written by the host between grids
/// and still goes through the memory environment.
///
/// `None`, with nothing changed, for any other instruction, for a register blocked for an active
/// lane (the slow path reports ⊥) and when some executing lane's bytes are not all in `params`
/// or are misaligned (the memory environment serves the load and reports what is wrong).
pub(super) fn run_param_load(
    w: &mut Warp,
    guard: Guard,
    d: &Decoded,
    params: &[u8],
    sregs: &dyn Fn() -> SRegCtx,
) -> Option<bool> {
    let Decoded::Mem {
        ss: StateSpace::Param,
        ty,
        dst: Some(dst),
        addr,
        ..
    } = *d
    else {
        return None;
    };
    if params.is_empty()
        || !reads_unblocked(w, guard, d)
        || (w.blocked_count != 0
            && w.blocked.intersects(dst as usize, &w.exec.active) != Some(false))
    {
        return None;
    }
    let exec = exec_mask(w, guard);
    let out = dst as usize * w.lanes;
    // A parameter named in the instruction (the usual `ld.param.u64 %rd1, [k_param_0]`): one
    // value for every lane.
    if let Src::Imm(a) = addr {
        let v = param_value(params, a, ty)?;
        let regs = w.regs.write(dst as usize);
        for lane in exec.lanes_of(w.lanes) {
            regs[out + lane] = v;
        }
        return Some(!exec.is_empty_of(w.lanes));
    }
    // Every lane's value first, so that a declined load leaves the registers as they were.
    let sregs = &sregs();
    let vals: smallvec::SmallVec<[(usize, u64); 64]> = exec
        .lanes_of(w.lanes)
        .map(|lane| Some((lane, param_value(params, read(w, addr, lane, sregs), ty)?)))
        .collect::<Option<_>>()?;
    let regs = w.regs.write(dst as usize);
    for (lane, v) in vals {
        regs[out + lane] = v;
    }
    Some(!exec.is_empty_of(w.lanes))
}

/// The value a load of type `ty` at offset `addr` of the parameter bank `params` writes to its
/// register (zero- or sign-extended as the memory environment's `writeToRegs` does), or `None`
/// when its bytes are not all in `params` or the offset is not a multiple of the size.
pub(super) fn param_value(params: &[u8], addr: u64, ty: crate::program::ir::Ty) -> Option<u64> {
    let size = ty.bytes() as usize;
    let a = usize::try_from(addr).ok().filter(|a| a % size == 0)?;
    let src = params.get(a..a.checked_add(size)?)?;
    let mut b = [0u8; 8];
    b.get_mut(..size)?.copy_from_slice(src);
    Some(crate::memory::extend(
        u64::from_le_bytes(b),
        size as u32,
        ty,
    ))
}

/// The lanes that take a decoded uniform flow instruction, or `None` when the guard register is
/// blocked for an active lane (the slow path reports ⊥).
pub(super) fn flow_lanes(w: &Warp, guard: Guard) -> Option<LaneMask> {
    (!guard_blocked(w, guard)).then(|| exec_mask(w, guard))
}

/// The thread rule's flow action for a decoded uniform flow instruction ((bra), (ssy), (preBrk),
/// (preRet), (sync), (break), (exit); T:L1849-1869).
pub fn flow_act(u: crate::program::decode::UniformFlow) -> crate::thread::rules::FlowAct {
    use crate::program::decode::UniformFlow as U;
    use crate::thread::rules::FlowAct as F;
    match u {
        U::Bra(t) => F::Bra(t),
        U::Ssy(t) => F::Ssy(t),
        U::PreBrk(t) => F::PreBrk(t),
        U::PreRet(t) => F::PreRet(t),
        U::Sync => F::Sync,
        U::Brk => F::Break,
        U::Exit => F::Exit,
    }
}

#[cfg(test)]
#[path = "fastpath_tests.rs"]
mod tests;
