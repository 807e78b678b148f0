//! Shared-memory layout per kernel.
//!
//! The loader gives every `.shared` variable of a module an offset in one module-wide layout, in
//! declaration order. A block, though, holds only the shared variables its kernel can name (in
//! its own body or in a function it can call): a module of several kernels with a tile each
//! would otherwise give every block the sum of all tiles, refuse a launch that fits on the
//! hardware ("needs 61440 bytes ... allows 49152") and lower occupancy. This pass lays the
//! static variables out again so that each kernel's variables are packed from offset 0, the
//! way the hardware's per-kernel allocation does; a variable that several kernels name gets one
//! offset that is free in each of them. The dynamic (`extern .shared`) variables start after the
//! static variables of every kernel that names them, aligned to the largest dynamic alignment.
//!
//! Variables keep their identities, and instructions name them by id (`Operand::Var`), which
//! is resolved to an address when a function is decoded or an operand evaluated: changing a
//! variable's offset here relocates every use.

use super::env::{ProgEnv, VarValue};
use super::ir::{align_up, for_each_instr_reg, FuncId, Instr, Operand, StateSpace, VarId};

/// The shared variables each function names (its instructions' operands) or declares.
fn named_by_func(env: &ProgEnv) -> Vec<Vec<VarId>> {
    let is_shared = |v: VarId| {
        env.vars
            .get(v as usize)
            .is_some_and(|x| x.space == StateSpace::Shared)
    };
    let mut out = vec![Vec::new(); env.funcs.len()];
    for (fi, f) in env.funcs.iter().enumerate() {
        let mut vs: Vec<VarId> = Vec::new();
        let reg = |_: &mut Vec<VarId>, _| {};
        let op = |vs: &mut Vec<VarId>, o: &Operand| {
            if let Operand::Var(v) | Operand::VarOff(v, _) = *o {
                if is_shared(v) {
                    vs.push(v);
                }
            }
        };
        for pc in f.entry..f.end {
            let Some(i) = env.index(pc) else { continue };
            let instr: &Instr = &env.instrs[i];
            for_each_instr_reg!(instr, &mut vs, reg, op);
        }
        for (v, x) in env.vars.iter().enumerate() {
            if x.func == Some(fi as FuncId) && x.space == StateSpace::Shared {
                vs.push(v as VarId);
            }
        }
        vs.sort_unstable();
        vs.dedup();
        out[fi] = vs;
    }
    out
}

/// Lay out the shared variables per kernel (module doc) and set every function's
/// `shared_bytes` (where a block of it starts its dynamic shared memory). `dynamic`: the
/// `extern .shared` variables with their alignments.
pub fn layout(env: &mut ProgEnv, dynamic: &[(VarId, u64)]) {
    let named = named_by_func(env);
    let kernels: Vec<FuncId> = (0..env.funcs.len() as FuncId)
        .filter(|&f| env.funcs[f as usize].is_kernel)
        .collect();
    // Per variable: the kernels that can name it, as indices into `kernels`.
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); env.vars.len()];
    for (ki, &k) in kernels.iter().enumerate() {
        let mut vs: Vec<VarId> = env
            .reachable_funcs(k)
            .into_iter()
            .flat_map(|f| named[f as usize].iter().copied())
            .collect();
        vs.sort_unstable();
        vs.dedup();
        for v in vs {
            users[v as usize].push(ki);
        }
    }
    let is_dyn = |v: usize| dynamic.iter().any(|&(d, _)| d as usize == v);
    // Static variables in declaration order, each at the lowest aligned offset that overlaps
    // no variable placed before it in a kernel they share.
    let mut placed: Vec<(usize, u64, u64)> = Vec::new(); // (var, start, end)
    let mut end_of = vec![0u64; kernels.len()];
    for v in 0..env.vars.len() {
        let x = &env.vars[v];
        if x.space != StateSpace::Shared || is_dyn(v) {
            continue;
        }
        let (size, align) = (x.size, x.align.max(1));
        let mine = &users[v];
        let conflicts: Vec<(u64, u64)> = placed
            .iter()
            .filter(|(w, _, _)| users[*w].iter().any(|k| mine.contains(k)))
            .map(|&(_, s, e)| (s, e))
            .collect();
        let fits = |o: u64| {
            let e = o.saturating_add(size);
            conflicts.iter().all(|&(s, ce)| e <= s || o >= ce)
        };
        let start = std::iter::once(0)
            .chain(conflicts.iter().map(|&(_, e)| align_up(e, align)))
            .filter(|&o| fits(o))
            .min()
            .unwrap_or(0);
        let end = start.saturating_add(size);
        env.vars[v].value = VarValue::Addr(StateSpace::Shared, start);
        placed.push((v, start, end));
        for &k in mine {
            end_of[k] = end_of[k].max(end);
        }
    }
    let dyn_align = dynamic.iter().map(|&(_, a)| a).max().unwrap_or(1);
    let mut base: Vec<u64> = end_of.iter().map(|&e| align_up(e, dyn_align)).collect();
    // A dynamic variable starts after the static variables of every kernel naming it; those
    // kernels' dynamic memory starts there too.
    // Until nothing moves: raising one kernel's start can move another variable it names.
    for _ in 0..=dynamic.len() {
        let mut moved = false;
        for &(d, _) in dynamic {
            let ks = &users[d as usize];
            let at = ks.iter().map(|&k| base[k]).max().unwrap_or(0);
            moved |= env.vars[d as usize].value != VarValue::Addr(StateSpace::Shared, at);
            env.vars[d as usize].value = VarValue::Addr(StateSpace::Shared, at);
            for &k in ks {
                base[k] = base[k].max(at);
            }
        }
        if !moved {
            break;
        }
    }
    let widest = base.iter().copied().max().unwrap_or(0);
    for f in env.funcs.iter_mut() {
        f.shared_bytes = widest;
    }
    for (ki, &k) in kernels.iter().enumerate() {
        env.funcs[k as usize].shared_bytes = base[ki];
    }
}
