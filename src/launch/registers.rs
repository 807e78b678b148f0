//! Final registers as results of a launch (docs/manifest.md, "Final registers"): the manifest's
//! `registers`, `register_threads` and `expected_registers` checked against the kernel, the
//! device's watch ([`crate::device::final_regs`]) set up for the run, and its values turned into
//! results.

use super::manifest::{self, BufTy, ElemTy, InputError, Manifest};
use super::results::{BufferOut, RegistersOut};
use super::Launch;
use crate::device::final_regs::FinalRegs;
use crate::device::Device;
use crate::program::env::ProgEnv;
use crate::program::ir::{FuncId, RegId, Ty};

/// At most this many values (reported threads × registers): a run keeps them all.
pub const MAX_REGISTER_VALUES: u64 = 1 << 22;

/// The registers a launch reports, resolved against its kernel.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Watch {
    /// Each register: its name as the results call it, its number in the launch's program and
    /// the type its values are read as.
    pub regs: Vec<(String, RegId, ElemTy)>,
    /// The reported threads (global linear indices); `None`: all of them.
    pub threads: Option<Vec<u64>>,
    /// Threads in the grid.
    pub total: u64,
}

fn err(file: &str, field: &str, message: impl Into<String>) -> InputError {
    InputError {
        file: file.into(),
        field: field.into(),
        message: message.into(),
    }
}

/// The element type a register of PTX type `ty` is reported as: its own, `.b` types unsigned,
/// predicates as 0 or 1 (`U8`), packed pairs as their 32 bits, untyped (thesis) registers as 64.
fn elem_of(ty: Option<Ty>) -> ElemTy {
    match ty {
        Some(Ty::B8 | Ty::U8 | Ty::Pred) => ElemTy::U8,
        Some(Ty::S8) => ElemTy::S8,
        Some(Ty::B16 | Ty::U16) => ElemTy::U16,
        Some(Ty::S16) => ElemTy::S16,
        Some(Ty::F16) => ElemTy::F16,
        Some(Ty::BF16) => ElemTy::BF16,
        Some(Ty::B32 | Ty::U32 | Ty::F16x2 | Ty::BF16x2 | Ty::U16x2 | Ty::S16x2) => ElemTy::U32,
        Some(Ty::S32) => ElemTy::S32,
        Some(Ty::F32) => ElemTy::F32,
        Some(Ty::B64 | Ty::U64) | None => ElemTy::U64,
        Some(Ty::S64) => ElemTy::S64,
        Some(Ty::F64) => ElemTy::F64,
    }
}

fn elem_by_name(s: &str) -> Option<ElemTy> {
    use ElemTy::*;
    [U8, S8, U16, S16, U32, S32, U64, S64, F32, F64, F16, BF16]
        .into_iter()
        .find(|t| t.name() == s)
}

/// Check the manifest's `registers`, `register_threads` and `expected_registers` against kernel
/// `entry` of `prog` (a grid of `blocks` blocks of `per_block` threads). Errors name the field.
pub fn resolve(
    m: &Manifest,
    file: &str,
    prog: &ProgEnv,
    entry: FuncId,
    blocks: u64,
    per_block: u64,
) -> Result<Watch, InputError> {
    let total = blocks.saturating_mul(per_block);
    if m.registers.is_empty() {
        if m.register_threads.is_some() {
            return Err(err(
                file,
                "register_threads",
                "`registers` names no register to report",
            ));
        }
        if let Some(k) = m.expected_registers.keys().next() {
            return Err(err(
                file,
                "expected_registers",
                format!("`{k}` is not one of `registers` (which names none)"),
            ));
        }
        return Ok(Watch::default());
    }
    let kernel = prog
        .funcs
        .get(entry as usize)
        .map_or("", |f| f.name.as_str());
    let mut regs: Vec<(String, RegId, ElemTy)> = Vec::with_capacity(m.registers.len());
    for (i, spec) in m.registers.iter().enumerate() {
        let field = format!("registers[{i}]");
        let (name, ty) = match spec.split_once(':') {
            Some((n, t)) => {
                let t = t.trim();
                let ty = elem_by_name(t).ok_or_else(|| {
                    err(
                        file,
                        &field,
                        format!(
                            "`{}` is not a type (U8 S8 U16 S16 U32 S32 U64 S64 F32 F64 F16 BF16)",
                            crate::input::excerpt(t, 40)
                        ),
                    )
                })?;
                (n.trim(), Some(ty))
            }
            None => (spec.trim(), None),
        };
        if regs.iter().any(|r| r.0 == name) {
            return Err(err(
                file,
                &field,
                format!("register `{name}` is named twice"),
            ));
        }
        // The kernel's own registers (and module-scope ones), by the name written or, for a
        // name declared in several nested scopes, by the loader's unique name.
        let mine = |f: Option<FuncId>| f.is_none_or(|f| f == entry);
        let by = |unique: bool| -> Vec<(usize, &crate::program::env::RegInfo)> {
            prog.regs
                .iter()
                .enumerate()
                .filter(|(_, r)| {
                    mine(r.func)
                        && if unique {
                            r.name == name
                        } else {
                            r.source_name == name
                        }
                })
                .collect()
        };
        // The loader's unique name first (`%x` is the first declaration, `%x#1` the next).
        let exact = by(true);
        let found = if exact.len() == 1 { exact } else { by(false) };
        let (id, info) = match found.as_slice() {
            [one] => *one,
            [] => {
                let mut known: Vec<&str> = prog
                    .regs
                    .iter()
                    .filter(|r| mine(r.func) && r.name != "%stackBase")
                    .map(|r| r.source_name.as_str())
                    .collect();
                known.dedup();
                let shown = if known.len() > 12 {
                    format!("{}, ... ({} in all)", known[..12].join(", "), known.len())
                } else {
                    known.join(", ")
                };
                return Err(err(
                    file,
                    &field,
                    format!(
                        "kernel `{kernel}` declares no register `{}` (its registers: {shown})",
                        crate::input::excerpt(name, 60)
                    ),
                ));
            }
            many => {
                let names: Vec<&str> = many.iter().map(|(_, r)| r.name.as_str()).collect();
                return Err(err(
                    file,
                    &field,
                    format!(
                        "kernel `{kernel}` declares `{name}` in {} nested scopes: name one of {}",
                        many.len(),
                        names.join(", ")
                    ),
                ));
            }
        };
        regs.push((
            name.to_string(),
            id as RegId,
            ty.unwrap_or(elem_of(info.ty)),
        ));
    }
    if let Some(t) = &m.register_threads {
        if t.is_empty() {
            return Err(err(
                file,
                "register_threads",
                "no thread given (leave the field out to report every thread)",
            ));
        }
        let mut seen = std::collections::BTreeSet::new();
        for (i, &g) in t.iter().enumerate() {
            if g >= total {
                return Err(err(
                    file,
                    &format!("register_threads[{i}]"),
                    format!(
                        "thread {g} is not in the grid, which has {total} threads (0..{total})"
                    ),
                ));
            }
            if !seen.insert(g) {
                return Err(err(
                    file,
                    &format!("register_threads[{i}]"),
                    format!("thread {g} is given twice"),
                ));
            }
        }
    }
    let slots = m
        .register_threads
        .as_ref()
        .map_or(total, |t| t.len() as u64);
    let values = slots.saturating_mul(regs.len() as u64);
    if values > MAX_REGISTER_VALUES {
        return Err(err(
            file,
            "registers",
            format!(
                "{} registers of {slots} threads are {values} values, more than the {MAX_REGISTER_VALUES} a run reports: choose threads with `register_threads`",
                regs.len()
            ),
        ));
    }
    for (name, want) in &m.expected_registers {
        let field = format!("expected_registers.{name}");
        let Some(&(_, _, ty)) = regs.iter().find(|r| &r.0 == name) else {
            return Err(err(
                file,
                &field,
                format!("`{name}` is not one of `registers`"),
            ));
        };
        if want.data.len() as u64 != slots {
            return Err(err(
                file,
                &field,
                format!(
                    "{} values given, one per reported thread: {slots}",
                    want.data.len()
                ),
            ));
        }
        let mut scratch = Vec::new();
        for (i, v) in want.data.iter().enumerate() {
            scratch.clear();
            let fits = match v {
                manifest::Elem::N(_) if ty.is_float() => Ok(()),
                _ => manifest::encode_elem(&BufTy::Scalar(ty), v, &mut scratch),
            };
            fits.map_err(|e| err(file, &format!("{field}[{i}]"), e))?;
        }
        if let Some(t) = &want.tol {
            super::validate::check_tolerance(file, &field, "the register", &BufTy::Scalar(ty), t)?;
        }
    }
    Ok(Watch {
        regs,
        threads: m.register_threads.clone(),
        total,
    })
}

/// Set up the device's watch for launch `l` (grid 0), when its manifest names registers.
pub fn watch(l: &Launch, dev: &mut Device) {
    let w = &l.registers;
    if w.regs.is_empty() {
        return;
    }
    dev.core.final_regs = Some(Box::new(FinalRegs::new(
        0,
        w.regs.iter().map(|r| r.1).collect(),
        l.block.iter().map(|&d| d as u64).product(),
        l.warp_size as u64,
        w.threads.as_deref(),
        w.total,
    )));
}

/// The final registers of a run that has ended on `dev` (empty when none were asked for).
pub fn collect(l: &Launch, dev: &mut Device) -> RegistersOut {
    let Some(mut f) = dev.core.final_regs.take() else {
        return RegistersOut::default();
    };
    // Threads of blocks still resident (a run that did not complete).
    for &k in &dev.ctx_order {
        let ctx = &dev.contexts[k];
        for gk in ctx.order.iter().copied() {
            let g = &ctx.grids[gk];
            if g.gid == f.gid {
                f.run_ended(g.blocks.iter());
            }
        }
    }
    let w = &l.registers;
    let threads: Vec<u64> = match &w.threads {
        Some(t) => t.clone(),
        None => (0..w.total).collect(),
    };
    let n = w.regs.len();
    let regs = w
        .regs
        .iter()
        .enumerate()
        .map(|(k, (name, _, ty))| {
            let size = ty.bytes();
            let mut bytes = Vec::with_capacity(threads.len() * size);
            for slot in 0..threads.len() {
                let v = f.values[slot * n + k];
                bytes.extend_from_slice(&v.to_le_bytes()[..size]);
            }
            (
                name.clone(),
                BufferOut {
                    ty: BufTy::Scalar(*ty),
                    bytes,
                },
            )
        })
        .collect();
    let not_exited = threads
        .iter()
        .zip(&f.exited)
        .filter(|(_, e)| !**e)
        .map(|(t, _)| *t)
        .collect();
    RegistersOut {
        regs,
        threads,
        not_exited,
    }
}
