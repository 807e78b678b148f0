//! Classification of single instructions (Step 1 checks, Step 2 immediates, Step 4 types,
//! T:L1560-1661) into `ir::Instr`, with the PTX ISA type semantics of docs/design.md §6, and the
//! Step 3 lowering of `call` (T:L1598-1659, docs/design.md §4).

use super::codes;
use super::consts::{self, Value};
use super::env::VarValue;
use super::ir::*;
use super::load::{LTarget, Loader, Sym};
use crate::ptx::ast::{self, Dialect, Span};

mod convert;
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
const CMP_VALS: [Cmp; 18] = [
    Cmp::Eq,
    Cmp::Ne,
    Cmp::Lt,
    Cmp::Le,
    Cmp::Gt,
    Cmp::Ge,
    Cmp::Lo,
    Cmp::Ls,
    Cmp::Hi,
    Cmp::Hs,
    Cmp::Equ,
    Cmp::Neu,
    Cmp::Ltu,
    Cmp::Leu,
    Cmp::Gtu,
    Cmp::Geu,
    Cmp::Num,
    Cmp::Nan,
];

/// Operand kinds of the data operations: (opcode, number of sources).
fn alu_arity(op: &str) -> Option<usize> {
    Some(match op {
        "add" | "sub" | "mul" | "mul24" | "div" | "rem" | "min" | "max" | "and" | "or" | "xor"
        | "shl" | "shr" | "copysign" => 2,
        "mad" | "mad24" | "fma" | "sad" | "selp" | "slct" | "bfe" | "prmt" | "dp4a" | "dp2a" => 3,
        "bfi" => 4,
        "bfind" => 1,
        "shf" => 3,
        "lop3" => 4,
        "bmsk" | "szext" => 2,
        "fns" => 3,
        "tanh" => 1,
        "abs" | "neg" | "not" | "cnot" | "popc" | "clz" | "brev" | "sqrt" | "rsqrt" | "rcp"
        | "sin" | "cos" | "lg2" | "ex2" | "cvt" | "cvta" | "testp" => 1,
        _ => return None,
    })
}

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

fn memory_order(name: &str, m: &mut Mods) -> Order {
    let none = Order {
        strong: false,
        before: None,
        after: None,
    };
    if !matches!(name, "ld" | "ldu" | "st" | "atom" | "red") {
        return none;
    }
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

/// Instructions outside the subset that deserve a specific message (T:L1424): the real PTX
/// opcodes fermi-sim does not model, with the PTX version and target that introduced them.
fn unsupported_opcode(op: &str) -> Option<&'static str> {
    Some(match op {
        "tex" | "tld4" | "txq" | "suld" | "sust" | "sured" | "suq" | "istypep" => {
            "texture and surface instructions are not modelled (T:L1424)"
        }
        "brkpt" => "debugging instructions are not modelled (T:L1424)",
        "wmma" => "tensor-core instructions (PTX 6.0, sm_70) are outside the supported subset",
        "mma" => "tensor-core instructions (PTX 6.4, sm_70) are outside the supported subset",
        "ldmatrix" | "movmatrix" => {
            "matrix load instructions (PTX 6.5/7.8, sm_75) are outside the supported subset"
        }
        "stmatrix" => "matrix store instructions (PTX 7.8, sm_90) are outside the supported subset",
        "wgmma" => "warpgroup tensor-core instructions (PTX 8.0, sm_90a) are outside the supported subset",
        "cp" => "asynchronous copies (`cp.async`, PTX 7.0, sm_80; bulk copies PTX 8.0, sm_90) are outside the supported subset",
        "mbarrier" => "asynchronous barriers (PTX 7.0, sm_80) are outside the supported subset",
        "alloca" | "stacksave" | "stackrestore" => {
            "dynamic stack allocation (PTX 7.3, sm_52) is outside the supported subset"
        }
        "mapa" | "getctarank" | "griddepcontrol" | "elect" | "setmaxnreg" | "multimem"
        | "tensormap" | "clusterlaunchcontrol" | "tcgen05" => {
            "this instruction of sm_90 and later (PTX 7.8+) is outside the supported subset"
        }
        _ => return None,
    })
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

/// Replace every label id in an instruction by its program address (load step 3, T:L1712).
pub(super) fn map_labels(ins: &mut Instr, f: &dyn Fn(u32) -> ProgAddr) {
    super::inject::map_targets(ins, &mut |l| f(l));
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
        | ast::Operand::Pair(_, _, s)
        | ast::Operand::List(_, s) => *s,
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

fn is_special_name(n: &str) -> bool {
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
    ) || base.starts_with("lanemask_")
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

impl<'a> Loader<'a> {
    fn count(&mut self, ins: &ast::Instruction, allowed: &[usize]) -> R<()> {
        // A trailing cache-policy operand (`.L2::cache_hint`) is not counted.
        let n = ins.operands.len() - usize::from(self.policy_operand).min(ins.operands.len());
        if allowed.contains(&n) {
            return Some(());
        }
        let what = match allowed {
            [a] => format!("{a}"),
            [a, b] => format!("{a} or {b}"),
            _ => allowed
                .iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        };
        let noun = if allowed == [1] {
            "operand"
        } else {
            "operands"
        };
        self.err(
            codes::OPERAND_COUNT,
            format!("`{}` takes {what} {noun}, found {n}", ins.opcode.name),
            ins.span,
            "wrong number of operands",
        );
        None
    }

    fn finish(&mut self, ins: &ast::Instruction, m: &Mods) -> R<()> {
        if let Some((w, span)) = m.leftover() {
            self.err(
                codes::UNKNOWN_MODIFIER,
                format!("unsupported modifier `.{w}` on `{}`", ins.opcode.name),
                span,
                "not supported here",
            );
            return None;
        }
        Some(())
    }

    /// The instruction type; thesis-dialect instructions without type are `.b64` (docs/design.md §1 (b)).
    fn ty_at(&mut self, ins: &ast::Instruction, m: &Mods, k: usize) -> R<Ty> {
        match m.tys.get(k) {
            Some((t, span)) => match super::load::ir_ty(*t) {
                Some(t) => Some(t),
                None => {
                    self.err(
                        codes::UNSUPPORTED,
                        format!("unsupported type `.{}`", format!("{t:?}").to_lowercase()),
                        *span,
                        "type",
                    );
                    None
                }
            },
            None if self.dialect == Dialect::Thesis => Some(Ty::B64),
            None => {
                let e = if k == 0 { "a type" } else { "a second type" };
                self.err(
                    codes::MISSING_TYPE,
                    format!("`{}` needs {e} (e.g. `.u32`)", ins.opcode.name),
                    ins.span,
                    "missing type",
                );
                None
            }
        }
    }

    fn ty1(&mut self, ins: &ast::Instruction, m: &Mods) -> R<Ty> {
        if m.tys.len() > 1 {
            self.err(
                codes::UNSUPPORTED,
                format!(
                    "`{}` takes one type, found {}",
                    ins.opcode.name,
                    m.tys.len()
                ),
                ins.span,
                "types",
            );
            return None;
        }
        self.ty_at(ins, m, 0)
    }

    fn guard(&mut self, ins: &ast::Instruction) -> R<Guard> {
        let g = match &ins.guard {
            None => return Some(Guard::Always),
            Some(g) => g,
        };
        let r = self.reg_name(&g.pred, Some(Ty::Pred))?;
        Some(if g.negated {
            Guard::IfNot(r)
        } else {
            Guard::If(r)
        })
    }

    /// A name that must be a register.
    fn reg_name(&mut self, id: &ast::Ident, ty: Option<Ty>) -> R<RegId> {
        match self.lookup(self.cur_scope, &id.name) {
            Some(Sym::Reg(r)) => {
                if let (Some(rt), Some(t)) = (self.regs[r as usize].ty, ty) {
                    if !compatible(rt, t, self.relaxed_width) {
                        self.err(
                            codes::TYPE_MISMATCH,
                            format!(
                                "type mismatch: `{}` is `.{}`, the instruction needs `.{}`",
                                id.name,
                                rt.name(),
                                t.name()
                            ),
                            id.span,
                            "wrong register type",
                        );
                        return None;
                    }
                }
                Some(r)
            }
            Some(Sym::Var(_)) => {
                self.err(
                    codes::OPERAND_KIND,
                    format!("expected a register, found variable `{}`", id.name),
                    id.span,
                    "not a register",
                );
                None
            }
            None => {
                if self.lookup_label(self.cur_scope, &id.name).is_some() {
                    self.err(
                        codes::OPERAND_KIND,
                        format!("expected a register, found label `{}`", id.name),
                        id.span,
                        "not a register",
                    );
                    return None;
                }
                if self.func_by_name.contains_key(&id.name) {
                    self.err(
                        codes::OPERAND_KIND,
                        format!("expected a register, found function `{}`", id.name),
                        id.span,
                        "not a register",
                    );
                    return None;
                }
                if self.dialect == Dialect::Thesis && !is_special_name(&id.name) {
                    return Some(self.auto_reg(id));
                }
                self.undeclared(id);
                None
            }
        }
    }

    fn undeclared(&mut self, id: &ast::Ident) {
        if id.name.starts_with('%') {
            self.err(
                codes::UNDECLARED,
                format!("undeclared register `{}`", id.name),
                id.span,
                "not declared in this scope",
            );
        } else {
            self.err(
                codes::UNDECLARED,
                format!("undeclared identifier `{}`", id.name),
                id.span,
                "not declared in this scope",
            );
        }
    }

    /// A destination operand: a register.
    fn dst(&mut self, o: &ast::Operand, ty: Ty) -> R<RegId> {
        match o {
            ast::Operand::Name(id) => self.reg_name(id, Some(ty)),
            _ => {
                self.err(
                    codes::OPERAND_KIND,
                    "expected a destination register",
                    op_span(o),
                    "not a register",
                );
                None
            }
        }
    }

    fn imm(&mut self, v: Value, ty: Ty, span: Span) -> R<Operand> {
        match consts::encode(v, ty) {
            Ok(b) => Some(Operand::Imm(b)),
            Err(m) => {
                self.err(
                    codes::TYPE_MISMATCH,
                    format!("type mismatch: {m}"),
                    span,
                    "immediate",
                );
                None
            }
        }
    }

    /// A source operand (Expr, T:L1722) of type `ty`: register, `!p`, immediate (Step 2),
    /// special register, variable (its address, T:L1744), label, function.
    fn src(&mut self, o: &ast::Operand, ty: Ty) -> R<Operand> {
        match o {
            // `WARP_SZ`: the PTX ISA's run-time constant for the number of threads in a warp,
            // 32 on every NVIDIA GPU (docs/alu.md: also with `--warp-size`).
            ast::Operand::Name(id)
                if id.name == "WARP_SZ" && self.lookup(self.cur_scope, &id.name).is_none() =>
            {
                self.imm(Value::Int(32), ty, id.span)
            }
            ast::Operand::Name(id) => self.name_value(id, Some(ty)),
            ast::Operand::Not(id) => Some(Operand::NotReg(self.reg_name(id, None)?)),
            ast::Operand::Special { name, dim } => match sreg(&name.name, *dim) {
                Ok(s) => Some(Operand::SReg(s)),
                Err(m) => {
                    self.err(codes::SPECIAL_REGISTER, m, name.span, "special register");
                    None
                }
            },
            ast::Operand::Int(v, s) => self.imm(Value::Int(*v), ty, *s),
            ast::Operand::Float(f, s) => self.imm(Value::Float(*f), ty, *s),
            ast::Operand::FloatBits(b, w, s) => self.imm(Value::Bits(*b, *w), ty, *s),
            ast::Operand::Expr(e) => {
                // `var+c` / `var-c` outside brackets: an address plus a constant (T:L1722 `Var + Const`).
                if let ast::ConstExpr::Binary(op, a, b, span) = e {
                    if let (ast::ConstExpr::Name(id), "+" | "-") = (&**a, op.as_str()) {
                        let c = match consts::fold(b, &mut |_| None) {
                            Ok(Value::Int(c)) => c as i64,
                            _ => {
                                self.err(
                                    codes::CONST_EXPR,
                                    "expected an integer offset",
                                    *span,
                                    "offset",
                                );
                                return None;
                            }
                        };
                        let c = if op == "-" { c.wrapping_neg() } else { c };
                        return match self.name_value(id, None)? {
                            Operand::Reg(r) => Some(Operand::RegOff(r, c)),
                            Operand::Var(v) => Some(Operand::VarOff(v, c)),
                            _ => {
                                self.err(
                                    codes::OPERAND_KIND,
                                    "this operand cannot have an offset",
                                    *span,
                                    "offset",
                                );
                                None
                            }
                        };
                    }
                }
                match consts::fold(e, &mut |_| None) {
                    Ok(v) => self.imm(v, ty, expr_span(e)),
                    Err(d) => {
                        self.errs.push(d);
                        None
                    }
                }
            }
            // Load step 1 erases `[ ]` (T:L1708): `add addr, %stackBase, [p0]` (Listing 5.2).
            ast::Operand::Address { base, offset, span } => match base {
                None => self.imm(Value::Int(*offset as i128), ty, *span),
                Some(id) => {
                    let v = self.name_value(id, None)?;
                    Some(match (v, *offset) {
                        (v, 0) => v,
                        (Operand::Reg(r), c) => Operand::RegOff(r, c),
                        (Operand::Var(x), c) => Operand::VarOff(x, c),
                        _ => {
                            self.err(
                                codes::OPERAND_KIND,
                                "this operand cannot have an offset",
                                *span,
                                "offset",
                            );
                            return None;
                        }
                    })
                }
            },
            ast::Operand::Vector(_, s) => {
                self.err(
                    codes::UNSUPPORTED,
                    "vector operands `{...}` are only supported in `ld`/`st` (T:L1432)",
                    *s,
                    "vector",
                );
                None
            }
            ast::Operand::Pair(_, _, s) => {
                self.err(
                    codes::OPERAND_KIND,
                    "`p|q` is only allowed as the destination of `setp`",
                    *s,
                    "pair",
                );
                None
            }
            ast::Operand::List(_, s) => {
                self.err(
                    codes::OPERAND_KIND,
                    "parameter lists are only allowed in `call`",
                    *s,
                    "list",
                );
                None
            }
        }
    }

    fn name_value(&mut self, id: &ast::Ident, ty: Option<Ty>) -> R<Operand> {
        match self.lookup(self.cur_scope, &id.name) {
            Some(Sym::Reg(_)) => Some(Operand::Reg(self.reg_name(id, ty)?)),
            Some(Sym::Var(v)) => Some(Operand::Var(v)),
            None => {
                if let Some(l) = self.lookup_label(self.cur_scope, &id.name) {
                    return Some(Operand::Label(l));
                }
                if let Some(&f) = self.func_by_name.get(&id.name) {
                    return Some(Operand::Func(f));
                }
                if is_special_name(&id.name) {
                    let (n, d) = match id.name.rsplit_once('.') {
                        Some((n, d)) if d.len() == 1 => (n, d.chars().next()),
                        _ => (id.name.as_str(), None),
                    };
                    return match sreg(n, d) {
                        Ok(s) => Some(Operand::SReg(s)),
                        Err(m) => {
                            self.err(codes::SPECIAL_REGISTER, m, id.span, "special register");
                            None
                        }
                    };
                }
                if self.dialect == Dialect::Thesis {
                    return Some(Operand::Reg(self.auto_reg(id)));
                }
                self.undeclared(id);
                None
            }
        }
    }

    /// The address operand of `ld/st/atom` (`[e]` erased, T:L1708). Function-local `.local` and
    /// `.param` variables are frame offsets (T:L1714); the access adds `%stackBase` (Step 3,
    /// T:L1633), so they become `[%stackBase + offset]`.
    fn addr(&mut self, o: &ast::Operand) -> R<Addr> {
        let (base, off, span) = match o {
            ast::Operand::Address { base, offset, span } => (base.as_ref(), *offset, *span),
            ast::Operand::Name(id) => (Some(id), 0, id.span),
            ast::Operand::Int(v, _) => {
                return Some(Addr {
                    op: Operand::Imm(*v as u64),
                    frame: false,
                    kparam: false,
                })
            }
            _ => {
                self.err(
                    codes::OPERAND_KIND,
                    "expected an address `[...]`",
                    op_span(o),
                    "not an address",
                );
                return None;
            }
        };
        let id = match base {
            None => {
                return Some(Addr {
                    op: Operand::Imm(off as u64),
                    frame: false,
                    kparam: false,
                })
            }
            Some(id) => id,
        };
        match self.lookup(self.cur_scope, &id.name) {
            Some(Sym::Reg(r)) => Some(Addr {
                op: if off == 0 {
                    Operand::Reg(r)
                } else {
                    Operand::RegOff(r, off)
                },
                frame: false,
                kparam: false,
            }),
            Some(Sym::Var(v)) => {
                let vi = &self.vars[v as usize];
                match vi.value {
                    VarValue::Frame { offset, .. } => {
                        let sb = self.sb?;
                        Some(Addr {
                            op: Operand::RegOff(sb, (offset as i64).wrapping_add(off)),
                            frame: true,
                            kparam: false,
                        })
                    }
                    VarValue::Addr(ss, _) => Some(Addr {
                        op: if off == 0 {
                            Operand::Var(v)
                        } else {
                            Operand::VarOff(v, off)
                        },
                        frame: false,
                        kparam: ss == StateSpace::Param,
                    }),
                    VarValue::Reg(_) => None,
                }
            }
            None => {
                if self.lookup_label(self.cur_scope, &id.name).is_some()
                    || self.func_by_name.contains_key(&id.name)
                {
                    self.err(
                        codes::OPERAND_KIND,
                        format!("expected an address, found `{}`", id.name),
                        span,
                        "not an address",
                    );
                    return None;
                }
                if self.dialect == Dialect::Thesis {
                    let r = self.auto_reg(id);
                    return Some(Addr {
                        op: if off == 0 {
                            Operand::Reg(r)
                        } else {
                            Operand::RegOff(r, off)
                        },
                        frame: false,
                        kparam: false,
                    });
                }
                self.undeclared(id);
                None
            }
        }
    }

    /// A label target (`bra L`, `ssy L`); thesis numeric targets are source lines.
    fn target(&mut self, o: &ast::Operand) -> R<u32> {
        match o {
            ast::Operand::Name(id) => match self.lookup_label(self.cur_scope, &id.name) {
                Some(l) => Some(l),
                None => {
                    self.err(
                        codes::UNDEFINED_LABEL,
                        format!("undefined label `{}`", id.name),
                        id.span,
                        "no label of this name in scope",
                    );
                    None
                }
            },
            ast::Operand::Int(n, s)
                if self.dialect == Dialect::Thesis && *n > 0 && *n < u32::MAX as i128 =>
            {
                Some(self.new_label(format!("line{n}"), false, LTarget::Line(*n as u32, *s)))
            }
            _ => {
                self.err(
                    codes::OPERAND_KIND,
                    "expected a label",
                    op_span(o),
                    "not a label",
                );
                None
            }
        }
    }

    /// Translate one instruction (phase C). Errors are collected; the instruction is skipped.
    pub(super) fn translate(&mut self, ins: &'a ast::Instruction, k: usize) {
        self.relaxed_width = matches!(ins.opcode.name.as_str(), "ld" | "ldu" | "st" | "cvt");
        let _ = self.translate_inner(ins, k);
        self.relaxed_width = false;
        self.policy_operand = false;
    }

    #[allow(clippy::too_many_arguments)]
    fn alu(
        &mut self,
        ins: &ast::Instruction,
        op: AluOp,
        ty: Ty,
        ty2: Ty,
        mods: AluMods,
        dst: RegId,
        srcs: &[Operand],
        g: Guard,
    ) {
        let mut src = [Operand::None; 4];
        for (i, s) in srcs.iter().enumerate().take(4) {
            src[i] = *s;
        }
        self.emit(
            Instr::Alu {
                op,
                ty,
                ty2,
                mods,
                dst,
                src,
            },
            g,
            ins.span,
            false,
        );
    }

    /// Warp collectives after Fermi (PTX ISA 6.0+; `shfl` without `.sync` since PTX 3.0):
    /// `shfl{.sync}.mode.b32 d{|p}, a, b, c{, mask}`, `vote.sync.mode d, p, mask`,
    /// `activemask.b32 d`, `bar.warp.sync mask`, `match.{any,all}.sync.ty d{|p}, a, mask`,
    /// `redux.sync.op.ty d, a, mask` (`.sync` of `vote` and `.warp` of `bar` already taken).
    fn collective(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        let ops = &ins.operands;
        let need = |s: &mut Self, what: &str, i: Option<usize>| {
            if i.is_none() {
                s.err(
                    codes::MISSING_TYPE,
                    format!("`{name}` needs {what}"),
                    ins.span,
                    "missing modifier",
                );
            }
            i
        };
        let sync = name == "vote" || name == "bar" || m.take("sync");
        m.take("aligned");
        let op = match name {
            "shfl" => {
                let i = need(
                    self,
                    "a mode (`.up`, `.down`, `.bfly`, `.idx`)",
                    m.take_any(&["up", "down", "bfly", "idx"]),
                )?;
                CollOp::Shfl([ShflMode::Up, ShflMode::Down, ShflMode::Bfly, ShflMode::Idx][i])
            }
            "vote" => {
                let i = need(
                    self,
                    "a mode (e.g. `.ballot`)",
                    m.take_any(&["all", "any", "uni", "ballot"]),
                )?;
                CollOp::Vote(
                    [
                        VoteMode::All,
                        VoteMode::Any,
                        VoteMode::Uni,
                        VoteMode::Ballot,
                    ][i],
                )
            }
            "activemask" => CollOp::ActiveMask,
            "bar" => {
                m.take("sync");
                CollOp::WarpSync
            }
            "match" => {
                let i = need(self, "`.any` or `.all`", m.take_any(&["any", "all"]))?;
                [CollOp::MatchAny, CollOp::MatchAll][i]
            }
            _ => {
                let i = need(
                    self,
                    "an operation (e.g. `.add`)",
                    m.take_any(&["add", "min", "max", "and", "or", "xor"]),
                )?;
                CollOp::Redux(
                    [
                        ReduxOp::Add,
                        ReduxOp::Min,
                        ReduxOp::Max,
                        ReduxOp::And,
                        ReduxOp::Or,
                        ReduxOp::Xor,
                    ][i],
                )
            }
        };
        if (name == "match" || name == "redux") && !sync {
            self.err(
                codes::MISSING_TYPE,
                format!("`{name}` needs `.sync`"),
                ins.span,
                "missing `.sync`",
            );
            return None;
        }
        let ty = match op {
            CollOp::WarpSync => Ty::B32,
            CollOp::Vote(VoteMode::Ballot) | CollOp::ActiveMask => {
                if m.tys.is_empty() {
                    Ty::B32
                } else {
                    self.ty1(ins, m)?
                }
            }
            CollOp::Vote(_) => {
                if m.tys.is_empty() {
                    Ty::Pred
                } else {
                    self.ty1(ins, m)?
                }
            }
            _ => self.ty1(ins, m)?,
        };
        self.finish(ins, m)?;
        // Operand counts: destination(s), sources, then the member mask of `.sync` forms.
        let (has_dst, nsrc) = match op {
            CollOp::Shfl(_) => (true, 3),
            CollOp::Vote(_) | CollOp::MatchAny | CollOp::MatchAll | CollOp::Redux(_) => (true, 1),
            CollOp::ActiveMask => (true, 0),
            CollOp::WarpSync => (false, 0),
        };
        let n = has_dst as usize + nsrc + sync as usize;
        self.count(ins, &[n])?;
        let dty = match op {
            CollOp::Vote(VoteMode::Ballot) | CollOp::MatchAny | CollOp::MatchAll => Ty::B32,
            CollOp::Vote(_) => Ty::Pred,
            _ => ty,
        };
        let (dst, dst2) = if !has_dst {
            (None, None)
        } else {
            match &ops[0] {
                ast::Operand::Pair(d, p, _) if matches!(op, CollOp::Shfl(_) | CollOp::MatchAll) => {
                    (
                        Some(self.reg_name(d, Some(dty))?),
                        Some(self.reg_name(p, Some(Ty::Pred))?),
                    )
                }
                o => (Some(self.dst(o, dty)?), None),
            }
        };
        let first = has_dst as usize;
        let mut src = [Operand::None; 3];
        for i in 0..nsrc {
            let sty = match (op, i) {
                (CollOp::Vote(_), 0) => Ty::Pred,
                (CollOp::Shfl(_), 1 | 2) => Ty::B32,
                _ => ty,
            };
            src[i] = self.src(&ops[first + i], sty)?;
        }
        let mask = if sync {
            self.src(&ops[first + nsrc], Ty::B32)?
        } else {
            Operand::None
        };
        self.emit(
            Instr::Coll {
                op,
                ty,
                dst,
                dst2,
                a: src[0],
                b: src[1],
                c: src[2],
                mask,
            },
            g,
            ins.span,
            false,
        );
        Some(())
    }

    /// The state-space modifier `cvta` and `isspacep` need.
    fn space_of(&mut self, ins: &ast::Instruction, m: &mut Mods) -> R<StateSpace> {
        const SPACES: [StateSpace; 5] = [
            StateSpace::Global,
            StateSpace::Shared,
            StateSpace::Local,
            StateSpace::Const,
            StateSpace::Param,
        ];
        match m.take_any(&["global", "shared", "local", "const", "param"]) {
            Some(i) => Some(SPACES[i]),
            None => {
                self.err(
                    codes::MISSING_TYPE,
                    format!("`{}` needs a state space (e.g. `.global`)", ins.opcode.name),
                    ins.span,
                    "no state space",
                );
                None
            }
        }
    }

    /// A register the loader adds to the current function (its name cannot clash with a PTX
    /// identifier); the same one on every use in the function.
    fn hidden_reg(&mut self, name: &str, ty: Ty) -> RegId {
        let f = self.cur_func;
        let root = self.funcs[f as usize].root;
        if let Some(Sym::Reg(r)) = self.lookup(root, name) {
            return r;
        }
        let id = ast::Ident {
            name: name.to_string(),
            span: Span::default(),
        };
        self.new_reg(root, &id, Some(ty), Some(f))
    }

    /// Carry arithmetic (PTX ISA "Extended-Precision Integer Arithmetic"): `add.cc`, `addc{.cc}`,
    /// `sub.cc`, `subc{.cc}`, `mad{.lo,.hi}.cc`, `madc{.lo,.hi}{.cc}`. The carry flag CC.CF is a
    /// hidden per-function register `%cc.flag`; `mad` first forms the product's half in
    /// `%cc.prod`. Lowered to: carry out into `%cc.next`, the sum into `d`, `%cc.next` into the
    /// flag; every part carries the guard, so `d` may be a source.
    fn carry(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        let ops = &ins.operands;
        let cin = name.ends_with('c');
        let cout = m.take("cc");
        let is_sub = name.starts_with("sub");
        let is_mad = name.starts_with("mad");
        let mode = if is_mad {
            match m.take_any(&["lo", "hi"]) {
                Some(i) => Some([MulMode::Lo, MulMode::Hi][i]),
                None => {
                    self.err(
                        codes::MISSING_TYPE,
                        format!("`{name}` needs `.lo` or `.hi`"),
                        ins.span,
                        "no mode",
                    );
                    return None;
                }
            }
        } else {
            None
        };
        let ty = self.ty1(ins, m)?;
        self.finish(ins, m)?;
        if !matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64) {
            self.err(
                codes::TYPE_MISMATCH,
                format!("type mismatch: `{name}` needs `.u32`, `.s32`, `.u64` or `.s64`"),
                ins.span,
                "type",
            );
            return None;
        }
        self.count(ins, &[if is_mad { 4 } else { 3 }])?;
        let dst = self.dst(&ops[0], ty)?;
        let a = self.src(&ops[1], ty)?;
        let b = self.src(&ops[2], ty)?;
        let flag = self.hidden_reg("%cc.flag", Ty::B32);
        let c_in = if cin {
            Operand::Reg(flag)
        } else {
            Operand::Imm(0)
        };
        let (x, y) = match mode {
            Some(mode) => {
                let c = self.src(&ops[3], ty)?;
                let t = self.hidden_reg(&format!("%cc.prod{}", ty.bits()), ty);
                self.alu(ins, AluOp::Mul(mode), ty, ty, AluMods::NONE, t, &[a, b], g);
                (Operand::Reg(t), c)
            }
            None => (a, b),
        };
        let (sum, out) = if is_sub {
            (AluOp::SubBorrow, AluOp::SubBorrowOut)
        } else {
            (AluOp::AddCarry, AluOp::AddCarryOut)
        };
        let next = cout.then(|| self.hidden_reg("%cc.next", Ty::B32));
        if let Some(n) = next {
            self.alu(ins, out, ty, ty, AluMods::NONE, n, &[x, y, c_in], g);
        }
        self.alu(ins, sum, ty, ty, AluMods::NONE, dst, &[x, y, c_in], g);
        if let Some(n) = next {
            self.emit(
                Instr::Mov {
                    ty: Ty::B32,
                    dst: flag,
                    src: Operand::Reg(n),
                },
                g,
                ins.span,
                true,
            );
        }
        Some(())
    }

    /// `mov.bN {a, b, …}, x` (unpack, element `i` = bits `i·w ..`) and `mov.bN x, {a, b, …}`
    /// (pack), as compilers emit them to split and join 64- and 32-bit values. `_` is a sink.
    fn mov_vector(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        if let (ast::Operand::Vector(d, s), ast::Operand::Vector(v, _)) =
            (&ops[0], ops.get(1).unwrap_or(&ops[0]))
        {
            // `mov.v4.f32 %v0, %v1` between vector registers: one `mov` per element.
            let want = match m.take_any(&["v2", "v4"]) {
                Some(0) => 2,
                Some(_) => 4,
                None => 0,
            };
            let ty = self.ty1(ins, m)?;
            self.finish(ins, m)?;
            self.count(ins, &[2])?;
            if d.len() != want || v.len() != want {
                self.err(
                    codes::OPERAND_COUNT,
                    format!(
                        "`mov` between vectors needs `.v2`/`.v4` and both sides of that width, found {} and {}",
                        d.len(),
                        v.len()
                    ),
                    *s,
                    "vector",
                );
                return None;
            }
            for (de, se) in d.iter().zip(v) {
                let dst = self.dst(de, ty)?;
                let src = self.src(se, ty)?;
                self.emit(Instr::Mov { ty, dst, src }, g, ins.span, false);
            }
            return Some(());
        }
        let ty = self.ty1(ins, m)?;
        self.finish(ins, m)?;
        self.count(ins, &[2])?;
        let (elems, span, unpack) = match (&ops[0], &ops[1]) {
            (ast::Operand::Vector(v, s), _) => (v, *s, true),
            (_, ast::Operand::Vector(v, s)) => (v, *s, false),
            _ => return None,
        };
        let n = elems.len();
        if !matches!(n, 2 | 4) || ty.bits() % n as u32 != 0 || ty.bits() / (n as u32) < 8 {
            self.err(
                codes::OPERAND_COUNT,
                format!(
                    "`mov.{}` with a vector needs 2 or 4 elements of at least 8 bits, found {n}",
                    ty.name()
                ),
                span,
                "vector",
            );
            return None;
        }
        let w = ty.bits() / n as u32;
        let ety = match w {
            8 => Ty::B8,
            16 => Ty::B16,
            _ => Ty::B32,
        };
        if unpack {
            let src = self.src(&ops[1], ty)?;
            let bty = if ty.bits() > 32 { Ty::U64 } else { Ty::U32 };
            for (i, e) in elems.iter().enumerate() {
                if matches!(e, ast::Operand::Name(id) if id.name == "_") {
                    continue;
                }
                let dst = self.dst(e, ety)?;
                let (pos, len) = (Operand::Imm(i as u64 * w as u64), Operand::Imm(w as u64));
                self.alu(
                    ins,
                    AluOp::Bfe,
                    bty,
                    bty,
                    AluMods::NONE,
                    dst,
                    &[src, pos, len],
                    g,
                );
            }
        } else {
            let dst = self.dst(&ops[0], ty)?;
            let mut srcs = Vec::with_capacity(n);
            for e in elems {
                srcs.push(self.src(e, ety)?);
            }
            self.alu(
                ins,
                AluOp::Pack(n as u8),
                ety,
                ety,
                AluMods::NONE,
                dst,
                &srcs,
                g,
            );
        }
        Some(())
    }

    fn translate_inner(&mut self, ins: &'a ast::Instruction, k: usize) -> R<()> {
        let g = self.guard(ins)?;
        let name = ins.opcode.name.as_str();
        let mut m = Mods::new(ins);
        // `.uni` is a performance hint on bra/call/ret (T:L1434); on `vote` it is the mode.
        if name != "vote" {
            m.take("uni");
        }
        let ops = &ins.operands;
        self.policy_operand = m.take_cache_hints();
        if let Some(why) = unsupported_opcode(name) {
            self.err(
                codes::UNSUPPORTED,
                format!("unsupported instruction `{name}`: {why}"),
                ins.opcode.span,
                "unsupported",
            );
            return None;
        }
        if (matches!(name, "add" | "sub" | "mad") && m.has("cc"))
            || matches!(name, "addc" | "subc" | "madc")
        {
            return self.carry(ins, &mut m, g);
        }
        if name == "cvt" && m.has("pack") {
            return self.cvt_pack(ins, &mut m, g);
        }
        if name == "cvt" && (m.has("e4m3x2") || m.has("e5m2x2")) {
            return self.cvt_fp8(ins, &mut m, g);
        }
        if let Some(n) = alu_arity(name) {
            return self.data_op(ins, &mut m, n, g);
        }
        if let Some((op, lanes)) = video::video_opcode(name) {
            return self.video(ins, &mut m, g, op, lanes);
        }
        let order = memory_order(name, &mut m);
        if let Some(level) = order.before {
            self.emit(Instr::Membar { level }, g, ins.span, true);
        }
        match name {
            "mov" if ops.iter().any(|o| matches!(o, ast::Operand::Vector(..))) => {
                self.mov_vector(ins, &mut m, g)?
            }
            "mov" => {
                self.count(ins, &[2])?;
                let ty = self.ty1(ins, &m)?;
                self.finish(ins, &m)?;
                let dst = self.dst(&ops[0], ty)?;
                let src = self.src(&ops[1], ty)?;
                // Step 3: the address of a frame variable is `%stackBase + offset` (clang's
                // `mov.u64 %SPL, __local_depot0`, T:L1714); the thesis dialect keeps the offset.
                if let (Operand::Var(v), Dialect::Real) = (src, self.dialect) {
                    if let VarValue::Frame { offset, .. } = self.vars[v as usize].value {
                        let sb = self.sb?;
                        self.alu(
                            ins,
                            AluOp::Add,
                            ty,
                            ty,
                            AluMods::NONE,
                            dst,
                            &[Operand::Reg(sb), Operand::Imm(offset)],
                            g,
                        );
                        return Some(());
                    }
                }
                self.emit(Instr::Mov { ty, dst, src }, g, ins.span, false);
            }
            "setp" | "set" => {
                let is_set = name == "set";
                let cmp = m.take_any(&CMPS).map(|i| CMP_VALS[i]);
                let bop = m
                    .take_any(&["and", "or", "xor"])
                    .map(|i| [BoolOp::And, BoolOp::Or, BoolOp::Xor][i]);
                // `.ftz` is accepted; comparisons are computed exactly (docs/design.md §6).
                m.take("ftz");
                let cmp = match cmp {
                    Some(c) => c,
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            format!("`{name}` needs a comparison (e.g. `.lt`)"),
                            ins.span,
                            "no comparison",
                        );
                        return None;
                    }
                };
                let (dty, ty) = if is_set {
                    (self.ty_at(ins, &m, 0)?, self.ty_at(ins, &m, 1)?)
                } else {
                    let t = self.ty1(ins, &m)?;
                    (Ty::Pred, t)
                };
                self.finish(ins, &m)?;
                self.count(ins, if bop.is_some() { &[4] } else { &[3] })?;
                let a = self.src(&ops[1], ty)?;
                let b = self.src(&ops[2], ty)?;
                let c = if bop.is_some() {
                    self.src(&ops[3], Ty::Pred)?
                } else {
                    Operand::None
                };
                if is_set {
                    let dst = self.dst(&ops[0], dty)?;
                    self.emit(
                        Instr::Set {
                            cmp,
                            bop,
                            dty,
                            ty,
                            dst,
                            a,
                            b,
                            c,
                        },
                        g,
                        ins.span,
                        false,
                    );
                } else {
                    let (dst, dst2) = match &ops[0] {
                        ast::Operand::Pair(p, q, _) => (
                            self.reg_name(p, Some(Ty::Pred))?,
                            Some(self.reg_name(q, Some(Ty::Pred))?),
                        ),
                        o => (self.dst(o, Ty::Pred)?, None),
                    };
                    self.emit(
                        Instr::Setp {
                            cmp,
                            bop,
                            ty,
                            dst,
                            dst2,
                            a,
                            b,
                            c,
                        },
                        g,
                        ins.span,
                        false,
                    );
                }
            }
            "ld" | "ldu" | "st" => self.mem(ins, &mut m, name == "st", order.strong, g)?,
            "atom" | "red" => {
                let is_red = name == "red";
                let ss = match m.take_any(&["global", "shared"]) {
                    Some(0) => StateSpace::Global,
                    Some(_) => StateSpace::Shared,
                    None => StateSpace::Generic,
                };
                const AOPS: [&str; 10] = [
                    "and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min", "max",
                ];
                const AVALS: [AtomOp; 10] = [
                    AtomOp::And,
                    AtomOp::Or,
                    AtomOp::Xor,
                    AtomOp::Cas,
                    AtomOp::Exch,
                    AtomOp::Add,
                    AtomOp::Inc,
                    AtomOp::Dec,
                    AtomOp::Min,
                    AtomOp::Max,
                ];
                // `.noftz` (f16/bf16 `add`): our half-precision add never flushes subnormals.
                m.take("noftz");
                let op = match m.take_any(&AOPS) {
                    Some(i) => AVALS[i],
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            format!("`{name}` needs an operation (e.g. `.add`)"),
                            ins.span,
                            "no operation",
                        );
                        return None;
                    }
                };
                let ty = self.ty1(ins, &m)?;
                self.finish(ins, &m)?;
                let n = if is_red {
                    2
                } else if op == AtomOp::Cas {
                    4
                } else {
                    3
                };
                self.count(ins, &[n])?;
                let base = if is_red { 0 } else { 1 };
                let dst = if is_red {
                    None
                } else {
                    Some(self.dst(&ops[0], ty)?)
                };
                let a = self.addr(&ops[base])?;
                let b = self.src(&ops[base + 1], ty)?;
                let c = if op == AtomOp::Cas {
                    self.src(&ops[base + 2], ty)?
                } else {
                    Operand::None
                };
                let ss = if a.frame { StateSpace::Local } else { ss };
                self.emit(
                    Instr::Atom {
                        ss,
                        op,
                        ty,
                        dst,
                        addr: a.op,
                        b,
                        c,
                    },
                    g,
                    ins.span,
                    false,
                );
            }
            "shfl" | "activemask" | "match" | "redux" => return self.collective(ins, &mut m, g),
            "bar" if m.take("warp") => return self.collective(ins, &mut m, g),
            "vote" if m.take("sync") => return self.collective(ins, &mut m, g),
            "vote" => {
                let mode = match m.take_any(&["all", "any", "uni", "ballot"]) {
                    Some(i) => [
                        VoteMode::All,
                        VoteMode::Any,
                        VoteMode::Uni,
                        VoteMode::Ballot,
                    ][i],
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            "`vote` needs a mode (e.g. `.any`)",
                            ins.span,
                            "no mode",
                        );
                        return None;
                    }
                };
                let ty = self.ty1(ins, &m)?;
                self.finish(ins, &m)?;
                self.count(ins, &[2])?;
                let dst = self.dst(&ops[0], ty)?;
                let pred = self.src(&ops[1], Ty::Pred)?;
                self.emit(Instr::Vote { mode, dst, pred }, g, ins.span, false);
            }
            "bar" | "barrier" => {
                m.take("aligned");
                m.take("cta");
                let kind = match m.take_any(&["sync", "arrive", "red"]) {
                    Some(0) | None => BarKind::Sync,
                    Some(1) => BarKind::Arrive,
                    _ => match m.take_any(&["and", "or", "popc"]) {
                        Some(i) => BarKind::Red([BarRed::And, BarRed::Or, BarRed::Popc][i]),
                        None => {
                            self.err(
                                codes::MISSING_TYPE,
                                "`bar.red` needs an operation (`.and`, `.or`, `.popc`)",
                                ins.span,
                                "no operation",
                            );
                            return None;
                        }
                    },
                };
                match kind {
                    BarKind::Sync | BarKind::Arrive => {
                        self.finish(ins, &m)?;
                        self.count(ins, if kind == BarKind::Sync { &[1, 2] } else { &[2] })?;
                        let barrier = self.src(&ops[0], Ty::U32)?;
                        let count = match ops.get(1) {
                            Some(o) => self.src(o, Ty::U32)?,
                            None => Operand::None,
                        };
                        self.emit(
                            Instr::Bar {
                                kind,
                                barrier,
                                count,
                                dst: None,
                                pred: Operand::None,
                            },
                            g,
                            ins.span,
                            false,
                        );
                    }
                    BarKind::Red(_) => {
                        let ty = self.ty1(ins, &m)?;
                        self.finish(ins, &m)?;
                        self.count(ins, &[3, 4])?;
                        let dst = self.dst(&ops[0], ty)?;
                        let barrier = self.src(&ops[1], Ty::U32)?;
                        let count = if ops.len() == 4 {
                            self.src(&ops[2], Ty::U32)?
                        } else {
                            Operand::None
                        };
                        let pred = self.src(&ops[ops.len() - 1], Ty::Pred)?;
                        self.emit(
                            Instr::Bar {
                                kind,
                                barrier,
                                count,
                                dst: Some(dst),
                                pred,
                            },
                            g,
                            ins.span,
                            false,
                        );
                    }
                }
            }
            // `fence{.sc,.acq_rel}{.scope}` (PTX 6.0): a fence of the scope's level. Proxy and
            // cluster-barrier fences of later GPUs order things Fermi does not have.
            // Hints without an effect on values: a prefetch brings a line closer, nanosleep
            // delays the thread by some time (any schedule may do that). Nothing is emitted.
            // Hints that change no result: nothing to execute. `discard` makes the line's data
            // undefined; keeping the old data is one of the values it allows.
            // `pmevent` signals a performance-monitor event (`__prof_trigger`): no effect here.
            "prefetch" | "prefetchu" | "nanosleep" | "applypriority" | "discard" | "pmevent" => {
                m.take("mask");
                m.take_any(&["global", "local"]);
                m.take_any(&["L1", "L2"]);
                m.tys.clear();
                self.finish(ins, &m)?;
            }
            // A cache policy is an opaque 64-bit value only `.L2::cache_hint` reads: zero.
            "createpolicy" => {
                m.take_any(&["fractional", "range", "cvt"]);
                let ty = self.ty1(ins, &m)?;
                self.finish(ins, &m)?;
                let dst = self.dst(&ops[0], ty)?;
                self.emit(
                    Instr::Mov {
                        ty,
                        dst,
                        src: Operand::Imm(0),
                    },
                    g,
                    ins.span,
                    false,
                );
            }
            "trap" => {
                self.finish(ins, &m)?;
                self.count(ins, &[0])?;
                self.emit(Instr::Trap, g, ins.span, false);
            }
            "isspacep" => {
                let space = self.space_of(ins, &mut m)?;
                m.take("cta");
                self.finish(ins, &m)?;
                self.count(ins, &[2])?;
                let dst = self.dst(&ops[0], Ty::Pred)?;
                let a = self.src(&ops[1], Ty::B64)?;
                self.alu(
                    ins,
                    AluOp::Isspacep(space),
                    Ty::B64,
                    Ty::B64,
                    AluMods::NONE,
                    dst,
                    &[a],
                    g,
                );
            }
            "fence" => {
                m.take_any(&["sc", "acq_rel"]);
                let level = scope_level(&mut m);
                self.finish(ins, &m)?;
                self.count(ins, &[0])?;
                self.emit(Instr::Membar { level }, g, ins.span, false);
            }
            "membar" => {
                let level = match m.take_any(&["cta", "gl", "sys"]) {
                    Some(i) => [MembarLevel::Cta, MembarLevel::Gl, MembarLevel::Sys][i],
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            "`membar` needs a level (`.cta`, `.gl`, `.sys`)",
                            ins.span,
                            "no level",
                        );
                        return None;
                    }
                };
                self.finish(ins, &m)?;
                self.count(ins, &[0])?;
                self.emit(Instr::Membar { level }, g, ins.span, false);
            }
            "bra" => {
                self.finish(ins, &m)?;
                self.count(ins, &[1])?;
                let target = match &ops[0] {
                    // A register target (thesis `bra r`, Listing 5.6); undeclared names that are
                    // no label are auto-declared registers in the thesis dialect.
                    ast::Operand::Name(id)
                        if self.lookup(self.cur_scope, &id.name).is_some()
                            || (self.dialect == Dialect::Thesis
                                && self.lookup_label(self.cur_scope, &id.name).is_none()) =>
                    {
                        Operand::Reg(self.reg_name(id, None)?)
                    }
                    o => Operand::Label(self.target(o)?),
                };
                self.emit(Instr::Bra { target }, g, ins.span, false);
            }
            "ret" | "exit" => {
                self.finish(ins, &m)?;
                self.count(ins, &[0])?;
                // Step 5 (T:L1665): `ret` in an `.entry` is `exit`.
                let is_entry = self.funcs[self.cur_func as usize].is_entry;
                let i = if name == "exit" || is_entry {
                    Instr::Exit
                } else {
                    Instr::Ret
                };
                self.emit(i, g, ins.span, false);
            }
            "ssy" | "preBrk" => {
                self.finish(ins, &m)?;
                self.count(ins, &[1])?;
                let t = self.target(&ops[0])?;
                let i = if name == "ssy" {
                    Instr::Ssy { target: t }
                } else {
                    Instr::PreBrk { target: t }
                };
                self.emit(i, g, ins.span, false);
            }
            "preRet" => {
                self.finish(ins, &m)?;
                self.count(ins, &[0, 1])?;
                let t = match ops.first() {
                    Some(o) => self.target(o)?,
                    None => {
                        let here = self.instrs.len();
                        self.new_label(
                            "after-call".into(),
                            false,
                            LTarget::AfterCall(here, ins.span),
                        )
                    }
                };
                self.emit(Instr::PreRet { target: t }, g, ins.span, false);
            }
            "sync" | "brk" | "break" => {
                self.finish(ins, &m)?;
                self.count(ins, &[0])?;
                let i = if name == "sync" {
                    Instr::Sync
                } else {
                    Instr::Brk
                };
                self.emit(i, g, ins.span, false);
            }
            "call" => self.call(ins, &mut m, k, g)?,
            "brx" => {
                // `brx.idx index, table` with `table: .branchtargets L0, L1, ...;`.
                if !m.take("idx") {
                    self.err(
                        codes::MISSING_TYPE,
                        "`brx` needs `.idx`",
                        ins.span,
                        "brx.idx",
                    );
                    return None;
                }
                self.finish(ins, &m)?;
                self.count(ins, &[2])?;
                let index = self.src(&ops[0], Ty::U32)?;
                let table = match &ops[1] {
                    ast::Operand::Name(id) => self
                        .lookup_label(self.cur_scope, &id.name)
                        .and_then(|l| self.tables.get(&l).copied()),
                    _ => None,
                };
                let (scope, tab) = match table {
                    Some(t) => t,
                    None => {
                        self.err(
                            codes::UNDEFINED_LABEL,
                            "`brx.idx` needs a `.branchtargets` table label",
                            op_span(&ops[1]),
                            "no table",
                        );
                        return None;
                    }
                };
                let saved = self.cur_scope;
                self.cur_scope = scope;
                let targets: Option<Vec<u32>> =
                    tab.operands.iter().map(|o| self.target(o)).collect();
                self.cur_scope = saved;
                let targets = targets?.into_boxed_slice();
                self.emit(Instr::BrxIdx { index, targets }, g, ins.span, false);
            }
            _ => {
                self.err(
                    codes::UNKNOWN_OPCODE,
                    format!("unknown opcode `{name}`"),
                    ins.opcode.span,
                    "not a PTX instruction of the subset",
                );
                return None;
            }
        }
        if let Some(level) = order.after {
            self.emit(Instr::Membar { level }, g, ins.span, true);
        }
        Some(())
    }

    /// Data operations (`dop`, T:L1466, T:L1843) with their PTX types (docs/design.md §6).
    fn data_op(&mut self, ins: &ast::Instruction, m: &mut Mods, nsrc: usize, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        let ops = &ins.operands;
        let mut mods = AluMods::NONE;
        if let Some(i) = m.take_any(&ROUNDS) {
            mods.round = ROUND_VALS[i];
        }
        mods.sat = m.take("sat");
        mods.ftz = m.take("ftz");
        if matches!(name, "min" | "max") {
            mods.nan = m.take("NaN");
        }
        if matches!(name, "fma" | "min" | "max") {
            mods.relu = m.take("relu");
        }
        mods.approx = m.take("approx") | m.take("full");
        let mode = |m: &mut Mods| {
            m.take_any(&["lo", "hi", "wide"])
                .map(|i| [MulMode::Lo, MulMode::Hi, MulMode::Wide][i])
        };
        let mut ty2 = None;
        let op = match name {
            "add" => AluOp::Add,
            "sub" => AluOp::Sub,
            // Integer `mul`/`mad` without mode (Listing 2.2) is `.lo`.
            "mul" => AluOp::Mul(mode(m).unwrap_or(MulMode::Lo)),
            "mad" => AluOp::Mad(mode(m).unwrap_or(MulMode::Lo)),
            "mul24" => AluOp::Mul24(mode(m).unwrap_or(MulMode::Lo)),
            "mad24" => AluOp::Mad24(mode(m).unwrap_or(MulMode::Lo)),
            "div" => AluOp::Div,
            "rem" => AluOp::Rem,
            "abs" => AluOp::Abs,
            "neg" => AluOp::Neg,
            "min" => AluOp::Min,
            "max" => AluOp::Max,
            "and" => AluOp::And,
            "or" => AluOp::Or,
            "xor" => AluOp::Xor,
            "not" => AluOp::Not,
            "cnot" => AluOp::Cnot,
            "shl" => AluOp::Shl,
            "shr" => AluOp::Shr,
            "selp" => AluOp::Selp,
            "slct" => AluOp::Slct,
            "cvt" => AluOp::Cvt,
            "fma" => AluOp::Fma,
            "sqrt" => AluOp::Sqrt,
            "rsqrt" => AluOp::Rsqrt,
            "rcp" => AluOp::Rcp,
            "sin" => AluOp::Sin,
            "cos" => AluOp::Cos,
            "lg2" => AluOp::Lg2,
            "ex2" => AluOp::Ex2,
            "popc" => AluOp::Popc,
            "shf" => {
                let left = match m.take_any(&["l", "r"]) {
                    Some(i) => i == 0,
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            "`shf` needs `.l` or `.r`",
                            ins.span,
                            "no direction",
                        );
                        return None;
                    }
                };
                let wrap = match m.take_any(&["wrap", "clamp"]) {
                    Some(i) => i == 0,
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            "`shf` needs `.wrap` or `.clamp`",
                            ins.span,
                            "no mode",
                        );
                        return None;
                    }
                };
                AluOp::Shf { left, wrap }
            }
            "lop3" => AluOp::Lop3,
            "bmsk" => AluOp::Bmsk {
                wrap: m.take_any(&["wrap", "clamp"]) == Some(0),
            },
            "tanh" => AluOp::Tanh,
            "fns" => AluOp::Fns,
            "szext" => AluOp::Szext {
                wrap: match m.take_any(&["wrap", "clamp"]) {
                    Some(i) => i == 0,
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            "`szext` needs `.wrap` or `.clamp`",
                            ins.span,
                            "no mode",
                        );
                        return None;
                    }
                },
            },
            "bfind" => AluOp::Bfind {
                shiftamt: m.take("shiftamt"),
            },
            "clz" => AluOp::Clz,
            "brev" => AluOp::Brev,
            "bfe" => AluOp::Bfe,
            "bfi" => AluOp::Bfi,
            "prmt" => AluOp::Prmt,
            "copysign" => AluOp::Copysign,
            "sad" => AluOp::Sad,
            "dp4a" => AluOp::Dp4a,
            "dp2a" => match m.take_any(&["lo", "hi"]) {
                Some(i) => AluOp::Dp2a { hi: i == 1 },
                None => {
                    self.err(
                        codes::MISSING_TYPE,
                        "`dp2a` needs `.lo` or `.hi`",
                        ins.span,
                        "no mode",
                    );
                    return None;
                }
            },
            "testp" => {
                const T: [&str; 6] = [
                    "finite",
                    "infinite",
                    "number",
                    "notanumber",
                    "normal",
                    "subnormal",
                ];
                const V: [TestpOp; 6] = [
                    TestpOp::Finite,
                    TestpOp::Infinite,
                    TestpOp::Number,
                    TestpOp::NotANumber,
                    TestpOp::Normal,
                    TestpOp::Subnormal,
                ];
                match m.take_any(&T) {
                    Some(i) => AluOp::Testp(V[i]),
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            "`testp` needs a test (e.g. `.finite`)",
                            ins.span,
                            "no test",
                        );
                        return None;
                    }
                }
            }
            "cvta" => {
                let to = m.take("to");
                let space = self.space_of(ins, m)?;
                AluOp::Cvta {
                    space,
                    to_generic: !to,
                }
            }
            _ => return None,
        };
        // Types: `cvt.d.a`, `set.d.a`, `slct.d.c`: two types; all others one.
        let two = matches!(
            op,
            AluOp::Cvt | AluOp::Slct | AluOp::Dp4a | AluOp::Dp2a { .. }
        );
        let ty = if two {
            self.ty_at(ins, m, 0)?
        } else {
            self.ty1(ins, m)?
        };
        if two {
            ty2 = Some(self.ty_at(ins, m, 1)?);
            if m.tys.len() > 2 {
                self.err(
                    codes::UNSUPPORTED,
                    format!("`{name}` takes two types, found {}", m.tys.len()),
                    ins.span,
                    "types",
                );
                return None;
            }
        }
        // `cvt.rn.f16x2.f32 d, a, b` packs two conversions (a into the upper half).
        let nsrc = if op == AluOp::Cvt && ty.half_elem().is_some() {
            2
        } else {
            nsrc
        };
        if matches!(op, AluOp::Mul(MulMode::Wide) | AluOp::Mad(MulMode::Wide))
            && !matches!(ty, Ty::U16 | Ty::S16 | Ty::U32 | Ty::S32)
        {
            self.err(
                codes::TYPE_MISMATCH,
                format!(
                    "type mismatch: `.wide` needs a 16- or 32-bit integer type, found `.{}`",
                    ty.name()
                ),
                ins.span,
                "type",
            );
            return None;
        }
        if ty.is_float()
            && matches!(
                op,
                AluOp::And
                    | AluOp::Or
                    | AluOp::Xor
                    | AluOp::Not
                    | AluOp::Cnot
                    | AluOp::Shl
                    | AluOp::Shr
                    | AluOp::Rem
                    | AluOp::Popc
                    | AluOp::Clz
                    | AluOp::Brev
                    | AluOp::Bfe
                    | AluOp::Bfi
                    | AluOp::Prmt
                    | AluOp::Shf { .. }
                    | AluOp::Lop3
                    | AluOp::Bmsk { .. }
                    | AluOp::Fns
                    | AluOp::Szext { .. }
                    | AluOp::Bfind { .. }
                    | AluOp::Mul24(_)
                    | AluOp::Mad24(_)
                    | AluOp::Sad
            )
            || (int_like(ty)
                && matches!(
                    op,
                    AluOp::Fma
                        | AluOp::Sqrt
                        | AluOp::Rsqrt
                        | AluOp::Rcp
                        | AluOp::Sin
                        | AluOp::Cos
                        | AluOp::Lg2
                        | AluOp::Ex2
                        | AluOp::Copysign
                        | AluOp::Tanh
                        | AluOp::Testp(_)
                ))
        {
            self.err(
                codes::TYPE_MISMATCH,
                format!(
                    "type mismatch: `{name}` is not defined for `.{}`",
                    ty.name()
                ),
                ins.span,
                "type",
            );
            return None;
        }
        self.finish(ins, m)?;
        self.count(ins, &[nsrc + 1])?;
        let wide = matches!(op, AluOp::Mul(MulMode::Wide) | AluOp::Mad(MulMode::Wide));
        let wide_ty = |t: Ty| match t {
            Ty::U16 => Ty::U32,
            Ty::S16 => Ty::S32,
            Ty::U32 => Ty::U64,
            _ => Ty::S64,
        };
        let dty = match op {
            _ if wide => wide_ty(ty),
            AluOp::Testp(_) => Ty::Pred,
            AluOp::Popc | AluOp::Clz | AluOp::Bfind { .. } => Ty::U32,
            AluOp::Slct => ty,
            _ => ty,
        };
        let dst = self.dst(&ops[0], dty)?;
        let mut srcs = [Operand::None; 4];
        for i in 0..nsrc {
            // Per-position source types (PTX ISA): shift amounts, bit positions and lengths are
            // `.u32`; selp's selector is a predicate; slct's selector has the second type; cvt's
            // source the second type; mad.wide's addend the wide type.
            let sty = match (op, i) {
                (AluOp::Shl | AluOp::Shr, 1) => Ty::U32,
                (AluOp::Bfe, 1 | 2) | (AluOp::Bfi, 2 | 3) => Ty::U32,
                (AluOp::Selp, 2) => Ty::Pred,
                (AluOp::Slct, 2) => ty2.unwrap_or(Ty::S32),
                (AluOp::Cvt, _) => ty2.unwrap_or(ty),
                (AluOp::Mad(MulMode::Wide), 2) => wide_ty(ty),
                (AluOp::Prmt, 2) => Ty::B32,
                (AluOp::Shf { .. }, 2) | (AluOp::Bmsk { .. }, _) | (AluOp::Szext { .. }, 1) => {
                    Ty::U32
                }
                (AluOp::Fns, 1) => Ty::U32,
                (AluOp::Fns, 2) => Ty::S32,
                (AluOp::Lop3, 3) => Ty::B32,
                (AluOp::Cvta { .. }, _) => ty,
                _ => ty,
            };
            srcs[i] = self.src(&ops[i + 1], sty)?;
        }
        let ty2 = ty2.unwrap_or(ty);
        if op == AluOp::Cvt && ty.is_signed() && !ty.is_float() {
            // The ISA sign-extends a signed `cvt` result to the destination register's width.
            if let Some(rt) = self.regs[dst as usize].ty {
                if rt != Ty::Pred && rt.bits() > ty.bits() {
                    mods.sext_to = rt.bits() as u8;
                }
            }
        }
        self.alu(ins, op, ty, ty2, mods, dst, &srcs[..nsrc], g);
        Some(())
    }

    /// `ld/st` (T:L1902-1910): state space, cache operator, volatility, type; `.v2/.v4` lowered
    /// to consecutive scalar accesses (deviation, T:L1432 treats vectors as sugar).
    /// `strong`: the access has a memory-model order (`memory_order`) and is volatile.
    fn mem(
        &mut self,
        ins: &ast::Instruction,
        m: &mut Mods,
        is_st: bool,
        strong: bool,
        g: Guard,
    ) -> R<()> {
        let ops = &ins.operands;
        let ss = match m.take_any(&["global", "local", "shared", "const", "param"]) {
            Some(i) => [
                StateSpace::Global,
                StateSpace::Local,
                StateSpace::Shared,
                StateSpace::Const,
                StateSpace::Param,
            ][i],
            None => StateSpace::Generic,
        };
        let cop = match m.take_any(&["ca", "cg", "cs", "lu", "cv", "wb", "wt"]) {
            Some(i) => [
                CacheOp::Ca,
                CacheOp::Cg,
                CacheOp::Cs,
                CacheOp::Lu,
                CacheOp::Cv,
                CacheOp::Wb,
                CacheOp::Wt,
            ][i],
            None => CacheOp::Default,
        };
        let volatile = m.take("volatile") || strong;
        m.take("weak");
        if !is_st && matches!(ss, StateSpace::Global | StateSpace::Generic) {
            // `ld.global.nc`: a read through the non-coherent read-only path; the data does not
            // change during the kernel, so the ordinary load reads the same value.
            m.take("nc");
        }
        // `.v8` (PTX 8.3, 32-bit elements of a 256-bit global access) like `.v2`/`.v4`.
        let vec = match m.take_any(&["v2", "v4", "v8"]) {
            Some(i) => 2 << i,
            None => 1,
        };
        let ty = match (ins.size, m.tys.is_empty()) {
            // Thesis numeric MemOpSize is in bytes (T:L607).
            (Some((n, span)), true) => match n {
                1 => Ty::B8,
                2 => Ty::B16,
                4 => Ty::B32,
                8 => Ty::B64,
                _ => {
                    self.err(codes::UNSUPPORTED, format!("memory operation size {n} not supported: registers hold at most 8 bytes"), span, "size in bytes");
                    return None;
                }
            },
            _ => self.ty1(ins, m)?,
        };
        self.finish(ins, m)?;
        self.count(ins, &[2])?;
        let (data, a) = if is_st {
            (&ops[1], &ops[0])
        } else {
            (&ops[0], &ops[1])
        };
        let a = self.addr(a)?;
        let ss = if a.frame {
            StateSpace::Local
        } else if a.kparam && ss == StateSpace::Generic {
            StateSpace::Param
        } else {
            ss
        };
        let elems: Vec<&ast::Operand> = match data {
            ast::Operand::Vector(v, s) => {
                if v.len() != vec {
                    self.err(
                        codes::OPERAND_COUNT,
                        format!("`.v{vec}` needs {vec} elements, found {}", v.len()),
                        *s,
                        "vector",
                    );
                    return None;
                }
                v.iter().collect()
            }
            o => {
                if vec != 1 {
                    self.err(
                        codes::OPERAND_KIND,
                        format!("`.v{vec}` needs a vector operand `{{...}}`"),
                        op_span(o),
                        "not a vector",
                    );
                    return None;
                }
                vec![o]
            }
        };
        for (i, e) in elems.iter().enumerate() {
            let off = (i as u64 * ty.bytes() as u64) as i64;
            let addr = match (a.op, off) {
                (op, 0) => op,
                (Operand::Reg(r), o) => Operand::RegOff(r, o),
                (Operand::RegOff(r, c), o) => Operand::RegOff(r, c.wrapping_add(o)),
                (Operand::Var(v), o) => Operand::VarOff(v, o),
                (Operand::VarOff(v, c), o) => Operand::VarOff(v, c.wrapping_add(o)),
                (Operand::Imm(x), o) => Operand::Imm(x.wrapping_add(o as u64)),
                (op, _) => op,
            };
            if is_st {
                let src = self.src(e, ty)?;
                self.emit(
                    Instr::St {
                        ss,
                        cop,
                        volatile,
                        ty,
                        addr,
                        src,
                    },
                    g,
                    ins.span,
                    false,
                );
            } else {
                let dst = self.dst(e, ty)?;
                self.emit(
                    Instr::Ld {
                        ss,
                        cop,
                        volatile,
                        ty,
                        dst,
                        addr,
                    },
                    g,
                    ins.span,
                    false,
                );
            }
        }
        Some(())
    }

    /// A call of an `.extern` function without a body (docs/runtime.md): the CUDA runtime's
    /// `vprintf`, `__assertfail`, `malloc`, `free`, or a function nobody provides, which is an
    /// error only when a thread reaches the call. Lowered to: each argument's value into a
    /// hidden register (a load where the argument is a call-sequence `.param` variable),
    /// `membar.cta` so that the thread's own stores (the `printf` argument buffer) have
    /// completed when the device reads memory, [`Instr::Runtime`], and the result into the
    /// return variable. Every part carries the call's guard.
    fn runtime_call(
        &mut self,
        ins: &ast::Instruction,
        f: FuncId,
        name: &str,
        rets: Option<&[ast::Operand]>,
        args: Option<&[ast::Operand]>,
        g: Guard,
    ) -> R<()> {
        let func = RtFunc::by_name(name, f);
        let (rets, args) = (rets.unwrap_or(&[]), args.unwrap_or(&[]));
        let (want_args, want_rets) = match func {
            RtFunc::Printf => (2, 1),
            RtFunc::AssertFail => (5, 0),
            RtFunc::Malloc => (1, 1),
            RtFunc::Free => (1, 0),
            RtFunc::Missing(_) => (args.len(), rets.len()),
        };
        if args.len() != want_args || rets.len() > want_rets {
            self.err(
                codes::CALL_ARGS,
                format!(
                    "`{name}` takes {want_args} argument(s) and returns {want_rets} value(s), the call passes {} and expects {}",
                    args.len(),
                    rets.len()
                ),
                ins.span,
                "argument mismatch",
            );
            return None;
        }
        let span = ins.span;
        let mut ops = [Operand::None; 4];
        // `__assertfail`'s fifth argument (the character size, always 1) is not needed.
        for (i, a) in args.iter().take(4).enumerate() {
            ops[i] = self.call_value(a, &format!("%rt.arg{i}"), g, span)?;
        }
        self.emit(
            Instr::Membar {
                level: MembarLevel::Cta,
            },
            g,
            span,
            true,
        );
        let ret = rets.first();
        let ret_var = ret.and_then(|r| self.frame_var(r));
        let dst = match (ret, &ret_var) {
            (None, _) => None,
            (Some(_), Some(_)) => Some(self.hidden_reg("%rt.ret", Ty::B64)),
            (Some(r), None) => Some(self.dst(r, Ty::B64)?),
        };
        self.emit(
            Instr::Runtime {
                func,
                args: ops,
                dst,
            },
            g,
            span,
            false,
        );
        if let (Some(r), Some(addr), Some(d)) = (ret, ret_var, dst) {
            let ty = self.var_ty(r);
            self.emit(local_st(ty, addr, Operand::Reg(d)), g, span, true);
        }
        Some(())
    }

    /// The frame address of a call operand that names a function-local `.param` or `.local`
    /// variable (a call-sequence parameter), `None` for registers and constants.
    fn frame_var(&mut self, o: &ast::Operand) -> Option<Operand> {
        let ast::Operand::Name(id) = o else {
            return None;
        };
        match self.lookup(self.cur_scope, &id.name) {
            Some(Sym::Var(v)) if matches!(self.vars[v as usize].value, VarValue::Frame { .. }) => {
                self.addr(o).map(|a| a.op)
            }
            _ => None,
        }
    }

    /// The declared type of the variable a call operand names (`.b64` when it has none).
    fn var_ty(&mut self, o: &ast::Operand) -> Ty {
        match o {
            ast::Operand::Name(id) => match self.lookup(self.cur_scope, &id.name) {
                Some(Sym::Var(v)) => self.vars[v as usize].ty.unwrap_or(Ty::B64),
                _ => Ty::B64,
            },
            _ => Ty::B64,
        }
    }

    /// The value of a call argument for [`Instr::Runtime`]: registers and constants as they are,
    /// a `.param` variable loaded into the hidden register `hidden`.
    fn call_value(&mut self, a: &ast::Operand, hidden: &str, g: Guard, span: Span) -> R<Operand> {
        let Some(addr) = self.frame_var(a) else {
            return self.src(a, Ty::B64);
        };
        let ty = self.var_ty(a);
        let dst = self.hidden_reg(hidden, Ty::B64);
        self.emit(local_ld(ty, dst, addr), g, span, true);
        Some(Operand::Reg(dst))
    }

    /// Step 3 call lowering (T:L1598-1659, Listing 5.2 lines 17-22, docs/design.md §4):
    /// arguments into the callee's slots at `%stackBase + K + offset`, spills around recursive
    /// calls, `add %stackBase, K`, `preRet L_after` (T:L2266-2268), `call f`,
    /// `L_after: sub %stackBase, K`, reloads, results out of the return slots; every injected
    /// instruction carries the call's guard (T:L1655).
    fn call(&mut self, ins: &'a ast::Instruction, m: &mut Mods, k: usize, g: Guard) -> R<()> {
        self.finish(ins, m)?;
        let (rets, target, args) = Self::call_parts(ins);
        let target = match target {
            Some(t) => t,
            None => {
                self.err(
                    codes::OPERAND_COUNT,
                    "`call` needs a target function",
                    ins.span,
                    "no target",
                );
                return None;
            }
        };
        let id = match target {
            ast::Operand::Name(id) => id,
            o => {
                self.err(
                    codes::OPERAND_KIND,
                    "expected a function name or a register",
                    op_span(o),
                    "not a function",
                );
                return None;
            }
        };
        // Indirect call through a register (thesis `call e`, T:L1851).
        let (callee, target) = if let Some(Sym::Reg(_)) = self.lookup(self.cur_scope, &id.name) {
            let r = self.reg_name(id, None)?;
            if rets.is_none_or(|r| r.is_empty()) && args.is_none_or(|a| a.is_empty()) {
                if !self.explicit {
                    let after = self.new_label("after-call".into(), false, LTarget::Unset);
                    self.emit(Instr::PreRet { target: after }, g, ins.span, true);
                    self.emit(
                        Instr::Call {
                            target: Operand::Reg(r),
                        },
                        g,
                        ins.span,
                        false,
                    );
                    self.labels[after as usize].target = LTarget::At(self.instrs.len());
                } else {
                    self.emit(
                        Instr::Call {
                            target: Operand::Reg(r),
                        },
                        g,
                        ins.span,
                        false,
                    );
                }
                return Some(());
            }
            // With parameters: the frame layout bound the call-sequence `.param` variables to
            // the slots of the call's own signature (load.rs, `layout_frames`), which is the
            // callee's when it matches the prototype.
            let all = rets.unwrap_or(&[]).iter().chain(args.unwrap_or(&[]));
            if let Some(o) = all.clone().find(|o| !self.bound_callseq(o)) {
                self.err(
                    codes::UNSUPPORTED,
                    "an indirect call passes its arguments and results in call-sequence `.param` variables",
                    op_span(o),
                    "not a `.param` variable of the call sequence",
                );
                return None;
            }
            (None, Operand::Reg(r))
        } else {
            let f = match self.func_by_name.get(&id.name) {
                Some(&f) => f,
                None => {
                    self.err(
                        codes::UNDEFINED_FUNCTION,
                        format!("undefined function `{}`", id.name),
                        id.span,
                        "no function of this name",
                    );
                    return None;
                }
            };
            if !self.funcs[f as usize].has_body {
                return self.runtime_call(ins, f, &id.name, rets, args, g);
            }
            if self.funcs[f as usize].is_entry {
                self.err(
                    codes::UNDEFINED_FUNCTION,
                    format!(
                        "cannot call kernel `{}`: `.entry` functions are not callable",
                        id.name
                    ),
                    id.span,
                    "kernel",
                );
                return None;
            }
            (Some(f), Operand::Func(f))
        };
        let rets = rets.unwrap_or(&[]);
        let args = args.unwrap_or(&[]);
        if let Some(f) = callee {
            let (nr, np) = (
                self.funcs[f as usize].rets.len(),
                self.funcs[f as usize].params.len(),
            );
            // Thesis code after Step 3 (Listing 5.2) calls without arguments: the caller wrote them.
            let pre_lowered = self.dialect == Dialect::Thesis && rets.is_empty() && args.is_empty();
            if !pre_lowered && (rets.len() != nr || args.len() != np) {
                self.err(
                    codes::CALL_ARGS,
                    format!("`{}` takes {np} argument(s) and returns {nr} value(s), the call passes {} and expects {}", id.name, args.len(), rets.len()),
                    ins.span,
                    "argument mismatch",
                );
                return None;
            }
        }
        let cur = self.cur_func as usize;
        let recursive = self.funcs[cur]
            .calls
            .get(&k)
            .map(|c| c.recursive)
            .unwrap_or(false);
        let kk = self.funcs[cur].out_base;
        let sb = self.sb?;
        let span = ins.span;
        // Register preservation around recursive calls (T:L1598-1600), before the arguments are
        // passed (a `.reg` parameter of a self-call is the caller's own register).
        let spill: Vec<RegId> = if recursive {
            self.funcs[cur].spill.clone()
        } else {
            Vec::new()
        };
        let spill_base = self.funcs[cur].spill_base;
        for (j, r) in spill.iter().enumerate() {
            let addr = Operand::RegOff(sb, (spill_base + 8 * j as u64) as i64);
            self.emit(local_st(Ty::B64, addr, Operand::Reg(*r)), g, span, true);
        }
        // Arguments that are not call-sequence `.param` variables: store them into the slot.
        if let Some(f) = callee {
            for (i, a) in args.iter().enumerate() {
                let slot = self.funcs[f as usize].params[i];
                self.pass_value(a, slot, kk, sb, g, span, false)?;
            }
        }
        let add = |op| Instr::Alu {
            op,
            ty: Ty::U64,
            ty2: Ty::U64,
            mods: AluMods::NONE,
            dst: sb,
            src: [
                Operand::Reg(sb),
                Operand::Imm(kk),
                Operand::None,
                Operand::None,
            ],
        };
        if !self.explicit {
            self.emit(add(AluOp::Add), g, span, true);
            let after = self.new_label("after-call".into(), false, LTarget::Unset);
            self.emit(Instr::PreRet { target: after }, g, span, true);
            self.emit(Instr::Call { target }, g, span, false);
            self.labels[after as usize].target = LTarget::At(self.instrs.len());
            self.emit(add(AluOp::Sub), g, span, true);
        } else {
            // Thesis code with explicit branching instructions manages `%stackBase` itself (Listing 5.2).
            self.emit(Instr::Call { target }, g, span, false);
        }
        // Results in `.reg` slots are moved out before the reloads (which restore the callee's
        // registers when it is the caller itself) and their destinations are not reloaded.
        let mut keep: Vec<RegId> = Vec::new();
        let ret_slots: Vec<super::load::Slot> = callee
            .map(|f| self.funcs[f as usize].rets.clone())
            .unwrap_or_default();
        for (r, &slot) in rets.iter().zip(&ret_slots) {
            if let Sym::Reg(_) = slot.sym {
                self.pass_value(r, slot, kk, sb, g, span, true)?;
                if let ast::Operand::Name(id) = r {
                    if let Some(Sym::Reg(d)) = self.lookup(self.cur_scope, &id.name) {
                        keep.push(d);
                    }
                }
            }
        }
        for (j, r) in spill.iter().enumerate() {
            if keep.contains(r) {
                continue;
            }
            let addr = Operand::RegOff(sb, (spill_base + 8 * j as u64) as i64);
            let ld = local_ld(Ty::B64, *r, addr);
            self.emit(ld, g, span, true);
        }
        for (r, &slot) in rets.iter().zip(&ret_slots) {
            if let Sym::Var(_) = slot.sym {
                self.pass_value(r, slot, kk, sb, g, span, true)?;
            }
        }
        Some(())
    }

    /// Whether a call operand is a call-sequence `.param` variable of this function that the frame
    /// layout bound to a slot (the caller wrote or reads it in place).
    fn bound_callseq(&mut self, o: &ast::Operand) -> bool {
        let ast::Operand::Name(id) = o else {
            return false;
        };
        let Some(Sym::Var(v)) = self.lookup(self.cur_scope, &id.name) else {
            return false;
        };
        let VarValue::Frame { func, .. } = self.vars[v as usize].value else {
            return false;
        };
        func == self.cur_func
            && self.funcs[func as usize]
                .callseq
                .iter()
                .any(|(x, b)| *x == v && b.is_some())
    }

    /// One argument (or result, `out`) of a call: call-sequence `.param` variables were bound to
    /// the callee's slot in the frame layout and need nothing here; registers and immediates are
    /// stored into (loaded from) the slot, or moved for `.reg` parameters.
    #[allow(clippy::too_many_arguments)]
    fn pass_value(
        &mut self,
        o: &ast::Operand,
        slot: super::load::Slot,
        kk: u64,
        sb: RegId,
        g: Guard,
        span: Span,
        out: bool,
    ) -> R<()> {
        if self.bound_callseq(o) {
            return Some(());
        }
        let ty = slot.ty.unwrap_or(Ty::B64);
        match slot.sym {
            Sym::Reg(preg) => {
                if out {
                    let d = self.dst(o, ty)?;
                    self.emit(
                        Instr::Mov {
                            ty,
                            dst: d,
                            src: Operand::Reg(preg),
                        },
                        g,
                        span,
                        true,
                    );
                } else {
                    let s = self.src(o, ty)?;
                    self.emit(
                        Instr::Mov {
                            ty,
                            dst: preg,
                            src: s,
                        },
                        g,
                        span,
                        true,
                    );
                }
            }
            Sym::Var(_) => {
                let addr = Operand::RegOff(sb, (kk + slot.offset) as i64);
                if out {
                    let d = self.dst(o, ty)?;
                    self.emit(local_ld(ty, d, addr), g, span, true);
                } else {
                    let s = self.src(o, ty)?;
                    self.emit(local_st(ty, addr, s), g, span, true);
                }
            }
        }
        Some(())
    }
}
