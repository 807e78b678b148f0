//! Classification of single instructions (Step 1 checks, Step 2 immediates, Step 4 types,
//! T:L1560-1661) into `ir::Instr`, with the PTX ISA type semantics of docs/design.md §6, and the
//! Step 3 lowering of `call` (T:L1598-1659, docs/design.md §4).

use super::codes;
use super::consts::{self, Value};
use super::env::VarValue;
use super::ir::*;
use super::load::{LTarget, Loader, Sym};
use crate::ptx::ast::{self, Dialect, Span};

mod call;
mod compare;
mod control;
mod convert;
mod data;
mod dispatch;
mod memory;
mod movement;
mod operands;
mod special;
mod surface;
mod sync;
mod texture;
mod video;

/// Modifier bag of one instruction (ast: modifiers are unordered words).
pub(super) struct Mods<'a> {
    pub tys: Vec<(ast::Type, Span)>,
    words: Vec<(&'a str, Span, bool)>,
}

impl<'a> Mods<'a> {
    fn new(ins: &'a ast::Instruction) -> Self {
        let mut tys = Vec::new();
        let mut words = Vec::new();
        for m in &ins.mods {
            let w = m.name.trim_start_matches('.');
            match crate::ptx::parser::decl::type_of(w) {
                Some(t) => tys.push((t, m.span)),
                None => words.push((w, m.span, false)),
            }
        }
        Mods { tys, words }
    }
    /// Whether an unconsumed word is present (without consuming it).
    fn has(&self, w: &str) -> bool {
        self.words.iter().any(|x| !x.2 && x.0 == w)
    }
    /// Consume a word if present.
    fn take(&mut self, w: &str) -> bool {
        for x in self.words.iter_mut() {
            if !x.2 && x.0 == w {
                x.2 = true;
                return true;
            }
        }
        false
    }
    /// Consume the cache qualifiers of PTX 7.4+ (`.L1::evict_last`, `.L1::no_allocate`,
    /// `.L2::128B`, `.L2::cache_hint`, ...): hints that change no result (docs/memory.md).
    /// Returns whether `.L2::cache_hint` was among them: it adds a cache-policy operand.
    fn take_cache_hints(&mut self) -> bool {
        let mut policy = false;
        for x in self.words.iter_mut() {
            if !x.2 && (x.0.starts_with("L1::") || x.0.starts_with("L2::")) {
                x.2 = true;
                policy |= x.0 == "L2::cache_hint";
            }
        }
        policy
    }
    /// Consume the first word of `set`, returning its index in `set`.
    fn take_any(&mut self, set: &[&str]) -> Option<usize> {
        for x in self.words.iter_mut() {
            if !x.2 {
                if let Some(i) = set.iter().position(|s| *s == x.0) {
                    x.2 = true;
                    return Some(i);
                }
            }
        }
        None
    }
    fn leftover(&self) -> Option<(&'a str, Span)> {
        self.words.iter().find(|x| !x.2).map(|x| (x.0, x.1))
    }
}

const ROUNDS: [&str; 8] = ["rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi"];
const ROUND_VALS: [Round; 8] = [
    Round::Rn,
    Round::Rz,
    Round::Rm,
    Round::Rp,
    Round::Rni,
    Round::Rzi,
    Round::Rmi,
    Round::Rpi,
];
const CMPS: [&str; 18] = [
    "eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ", "neu", "ltu", "leu", "gtu",
    "geu", "num", "nan",
];

/// The memory-model qualifiers of PTX 6.0+ on `ld`, `st`, `atom`, `red` and `fence`, mapped onto
/// what the thesis has (docs/memory.md, "Memory-model qualifiers"): a `.relaxed`, `.acquire`,
/// `.release` or `.mmio` `ld`/`st` is volatile (the ISA: `ld.volatile` is `ld.relaxed.sys`);
/// acquire adds a `membar` of the scope's level after the access, release one before it,
/// `.acq_rel` both. Scopes: `.cta` → `membar.cta`, `.cluster`/`.gpu` → `membar.gl`, `.sys` (the
/// default) → `membar.sys`.
struct Order {
    strong: bool,
    before: Option<MembarLevel>,
    after: Option<MembarLevel>,
}

/// The `membar` level of a scope qualifier (`.sys` when there is none).
fn scope_level(m: &mut Mods) -> MembarLevel {
    match m.take_any(&["cta", "cluster", "gpu", "sys"]) {
        Some(0) => MembarLevel::Cta,
        Some(1 | 2) => MembarLevel::Gl,
        _ => MembarLevel::Sys,
    }
}

fn memory_order(m: &mut Mods) -> Order {
    let none = Order {
        strong: false,
        before: None,
        after: None,
    };
    let sem = m.take_any(&["relaxed", "acquire", "release", "acq_rel", "mmio"]);
    let level = scope_level(m);
    let Some(sem) = sem else {
        return none;
    };
    Order {
        strong: true,
        before: matches!(sem, 2 | 3).then_some(level),
        after: matches!(sem, 1 | 3).then_some(level),
    }
}

/// A plain `st.local` (frame slots, spills, call arguments).
fn local_st(ty: Ty, addr: Operand, src: Operand) -> Instr {
    Instr::St {
        ss: StateSpace::Local,
        cop: CacheOp::Default,
        volatile: false,
        ty,
        addr,
        src,
    }
}

/// A plain `ld.local` (frame slots, spills, call results).
fn local_ld(ty: Ty, dst: RegId, addr: Operand) -> Instr {
    Instr::Ld {
        ss: StateSpace::Local,
        cop: CacheOp::Default,
        volatile: false,
        ty,
        dst,
        addr,
    }
}

fn op_span(o: &ast::Operand) -> Span {
    match o {
        ast::Operand::Name(i) | ast::Operand::Not(i) => i.span,
        ast::Operand::Special { name, .. } => name.span,
        ast::Operand::Int(_, s)
        | ast::Operand::Float(_, s)
        | ast::Operand::FloatBits(_, _, s)
        | ast::Operand::Address { span: s, .. }
        | ast::Operand::Vector(_, s)
        | ast::Operand::List(_, s) => *s,
        ast::Operand::Pair(pq) => pq.2,
        ast::Operand::Expr(e) => expr_span(e),
    }
}

fn expr_span(e: &ast::ConstExpr) -> Span {
    match e {
        ast::ConstExpr::Int(_, s) | ast::ConstExpr::Float(_, s) => *s,
        ast::ConstExpr::Name(i) => i.span,
        ast::ConstExpr::Generic(_, s) => *s,
        ast::ConstExpr::Unary(_, _, s)
        | ast::ConstExpr::Binary(_, _, _, s)
        | ast::ConstExpr::Cond(_, _, _, s)
        | ast::ConstExpr::Cast(_, _, s) => *s,
    }
}

fn int_like(t: Ty) -> bool {
    !t.is_float() && t != Ty::Pred
}

/// PTX operand type rules, "reasonable" version: a register's declared type must be of the same
/// kind (predicate / float / integer-or-bits) as the instruction type; bit types match anything
/// of the same kind; float registers must have the instruction's width.
/// PTX ISA "operand type checking": the register must have the instruction type's size (`ld`,
/// `st` and `cvt` allow wider registers, `relaxed`); bit types match any kind of that size.
fn compatible(reg: Ty, ins: Ty, relaxed: bool) -> bool {
    if reg == ins {
        return true;
    }
    if (reg == Ty::Pred) != (ins == Ty::Pred) {
        return false;
    }
    let size_ok = if relaxed {
        reg.bytes() >= ins.bytes()
    } else {
        reg.bytes() == ins.bytes()
    };
    if !size_ok {
        return false;
    }
    let bits = |t: Ty| matches!(t, Ty::B8 | Ty::B16 | Ty::B32 | Ty::B64);
    if bits(reg) || bits(ins) {
        return true;
    }
    if reg.is_float() || ins.is_float() {
        return reg.is_float() && ins.is_float();
    }
    true
}

fn sreg(name: &str, dim: Option<char>) -> Result<SReg, String> {
    let n = name.trim_start_matches('%');
    let d = match dim {
        Some('x') => Some(Dim::X),
        Some('y') => Some(Dim::Y),
        Some('z') => Some(Dim::Z),
        Some(c) => return Err(format!("unknown dimension `.{c}`")),
        None => None,
    };
    let need = |f: fn(Dim) -> SReg| {
        d.map(f)
            .ok_or_else(|| format!("`%{n}` needs a dimension (`%{n}.x`)"))
    };
    Ok(match n {
        "tid" => need(SReg::Tid)?,
        "ntid" => need(SReg::Ntid)?,
        "ctaid" => need(SReg::Ctaid)?,
        "nctaid" => need(SReg::Nctaid)?,
        _ if d.is_some() => return Err(format!("`%{n}` has no dimensions")),
        "laneid" => SReg::LaneId,
        "warpid" => SReg::WarpId,
        "nwarpid" => SReg::NWarpId,
        "smid" => SReg::SmId,
        "nsmid" => SReg::NSmId,
        "gridid" => SReg::GridId,
        "clock" => SReg::Clock,
        "clock64" => SReg::Clock64,
        "globaltimer" => SReg::GlobalTimer,
        "globaltimer_lo" => SReg::GlobalTimerLo,
        "globaltimer_hi" => SReg::GlobalTimerHi,
        "total_smem_size" => SReg::TotalSmemSize,
        "dynamic_smem_size" => SReg::DynamicSmemSize,
        "aggr_smem_size" => SReg::AggrSmemSize,
        "reserved_smem_offset_begin" => SReg::ReservedSmem(ReservedSmem::Begin),
        "reserved_smem_offset_end" => SReg::ReservedSmem(ReservedSmem::End),
        "reserved_smem_offset_cap" => SReg::ReservedSmem(ReservedSmem::Cap),
        "reserved_smem_offset_0" => SReg::ReservedSmem(ReservedSmem::Part(0)),
        "reserved_smem_offset_1" => SReg::ReservedSmem(ReservedSmem::Part(1)),
        "lanemask_eq" => SReg::LanemaskEq,
        "lanemask_lt" => SReg::LanemaskLt,
        "lanemask_le" => SReg::LanemaskLe,
        "lanemask_gt" => SReg::LanemaskGt,
        "lanemask_ge" => SReg::LanemaskGe,
        _ if n.starts_with("envreg") => match n["envreg".len()..].parse::<u8>() {
            Ok(i) if i < 32 => SReg::EnvReg(i),
            _ => {
                return Err(format!(
                    "unsupported special register `%{n}` (`%envreg0` .. `%envreg31`)"
                ))
            }
        },
        _ if n.starts_with("pm") => {
            return Err(format!(
            "unsupported special register `%{n}`: performance-monitoring counters are not modelled"
        ))
        }
        _ => return Err(format!("unsupported special register `%{n}`")),
    })
}

/// Whether `n` (with or without `%`, with or without a `.x` component) names a PTX special
/// register.
pub(crate) fn is_special_name(n: &str) -> bool {
    let n = n.trim_start_matches('%');
    let base = n.split('.').next().unwrap_or("");
    matches!(
        base,
        "tid"
            | "ntid"
            | "ctaid"
            | "nctaid"
            | "laneid"
            | "warpid"
            | "nwarpid"
            | "smid"
            | "nsmid"
            | "gridid"
            | "clock"
            | "clock64"
            | "globaltimer"
            | "globaltimer_lo"
            | "globaltimer_hi"
            | "total_smem_size"
            | "dynamic_smem_size"
            | "aggr_smem_size"
    ) || base.starts_with("lanemask_")
        || base.starts_with("reserved_smem_offset_")
        || base.starts_with("pm")
        || base.starts_with("envreg")
}

/// A resolved address operand and the state space it implies (frame variables live in `.local`).
struct Addr {
    op: Operand,
    frame: bool,
    kparam: bool,
}

type R<T> = Option<T>;
