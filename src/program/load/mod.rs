//! `load` (T:L1704-1716) together with the code transformations of T:L1536-1700 that it needs:
//! Step 3 stack frames and calls (T:L1598-1659, docs/design.md §4), Step 5 terminators (T:L1663-1665),
//! Step 7 scoping and renaming (T:L1669-1700). Step 2 is in [`super::consts`], the classification
//! of single instructions (Steps 2 and 4 per instruction) in [`super::classify`]. Step 6 is
//! [`super::inject`].
//!
//! Phases: (A) declarations and scopes of every function, flattened to a list of labels and
//! instructions; (B) the call graph and the frame layout; (C) translation into `ir::Instr`;
//! (D) terminators, label resolution, environment tables.
//!
//! This file holds the loader's tables, its scopes and symbols, phases A, C and D and the entry
//! points; the declarations of variables with their initial bytes are in `declare.rs`, and the
//! frame layout of phase B in `frames.rs`.

// The phases index the loader's tables by function and label number while they mutate the
// loader (`self`), which an iterator over the same tables would borrow.
#![allow(clippy::needless_range_loop)]

use super::codes;
use super::consts;
use super::env::*;
use super::ir::*;
use crate::ptx::ast::{self, Dialect, Module, Space, Span, Stmt, TopItem, VarDecl};
use crate::ptx::diag::{Diagnostic, Diagnostics};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;

mod declare;
mod entry;
mod frames;

pub use entry::{load, load_per_function, load_per_function_owned};

/// Options of `load` that are not part of the thesis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoadOptions {
    /// Program address of the first instruction (nonzero, so a null pointer is ⊥).
    pub base: ProgAddr,
    /// Frames assumed for a recursive call chain when sizing local memory (`local_bytes`).
    pub recursion_depth: u64,
    /// Run Step 6 ([`super::inject`]) on the result. Off only for tests and listings of the
    /// untransformed branches.
    pub inject: bool,
}

impl Default for LoadOptions {
    fn default() -> Self {
        LoadOptions {
            base: 0x100,
            recursion_depth: 64,
            inject: true,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Sym {
    Reg(RegId),
    Var(VarId),
}

pub(super) struct Scope {
    parent: Option<u32>,
    /// name → (declaration sequence number, symbol).
    names: HashMap<String, (u32, Sym)>,
    labels: HashMap<String, u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LTarget {
    Unset,
    /// Index into the instruction vector.
    At(usize),
    /// Thesis numeric target: the instruction on this source line.
    Line(u32, Span),
    /// Thesis `preRet` without label: the instruction after the next `call` from this index.
    AfterCall(usize, Span),
}

pub(super) struct LabelDef {
    pub name: String,
    pub named: bool,
    pub target: LTarget,
}

pub(super) enum Flat {
    /// (scope, declaration sequence number at this point, statement): the statement is
    /// `Stmts::blocks[.0][.1]`, an instruction until phase C takes it.
    Instr(u32, u32, (u32, u32)),
    Label(u32),
}

/// The statements of every body, moved out of the syntax tree: one list per function body
/// and per nested block. Phase A reads them in place, phase C takes each instruction by value
/// and frees it once translated, and a function's lists are freed once it is translated, so
/// the tree shrinks while the program grows instead of living beside all of it.
pub(super) struct Stmts {
    pub blocks: Vec<Vec<Stmt>>,
}

impl Stmts {
    /// The instruction a [`Flat::Instr`] names.
    pub fn instr(&self, at: (u32, u32)) -> &ast::Instruction {
        match &self.blocks[at.0 as usize][at.1 as usize] {
            Stmt::Instr(i) => i,
            _ => unreachable!("a flattened instruction is an instruction until phase C"),
        }
    }

    /// Take the instruction a [`Flat::Instr`] names (phase C, once).
    fn take(&mut self, at: (u32, u32)) -> Option<ast::Instruction> {
        let s = &mut self.blocks[at.0 as usize][at.1 as usize];
        let empty = Stmt::Block(ast::Block {
            stmts: Vec::new(),
            span: Span::default(),
        });
        match std::mem::replace(s, empty) {
            Stmt::Instr(i) => Some(i),
            _ => None,
        }
    }
}

/// A parameter or return slot of a function (Step 3 frame layout, T:L1648-1653).
#[derive(Clone, Copy, Debug)]
pub(super) struct Slot {
    pub sym: Sym,
    pub ty: Option<Ty>,
    pub offset: u64,
    /// Elements of a `.v2`/`.v4` parameter (1 for a scalar): a vector `.reg` parameter is that
    /// many consecutive registers from `sym`, a vector `.param` that many elements of `ty`.
    pub lanes: u8,
}

pub(super) struct CallSite {
    /// `None`: an indirect call with parameters; any function with a body may be the target.
    pub callee: Option<FuncId>,
    pub recursive: bool,
    /// Bytes of the argument area of an indirect call (its own signature's layout).
    pub area: u64,
}

pub(super) struct Func {
    pub name: String,
    pub is_entry: bool,
    pub has_body: bool,
    pub span: Span,
    pub root: u32,
    /// Its statement list in [`Stmts::blocks`] (phase A), and the blocks it and its nested
    /// blocks take there.
    pub body: u32,
    pub blocks: std::ops::Range<u32>,
    pub flat: Vec<Flat>,
    pub rets: Vec<Slot>,
    pub params: Vec<Slot>,
    /// Bytes of the return and parameter slots (offset 0 up).
    pub param_area: u64,
    /// Function-local `.local` variables (frame offsets after the parameter area).
    pub locals: Vec<VarId>,
    /// Call-sequence `.param` variables declared in the body: (var, offset relative to the outgoing area).
    pub callseq: Vec<(VarId, Option<u64>)>,
    /// Registers declared in the body (spilled around recursive calls, T:L1598-1600).
    pub regs: Vec<RegId>,
    /// The registers of `regs` that the body mentions: spilled around recursive calls.
    pub spill: Vec<RegId>,
    pub spill_base: u64,
    /// K of T:L1651: where the callees' frames start (`add %stackBase, K`).
    pub out_base: u64,
    pub frame_size: u64,
    pub calls: HashMap<usize, CallSite>,
    pub kparams: Vec<ParamInfo>,
    pub param_bytes: u64,
    pub entry: usize,
    pub end: usize,
}

pub(super) struct Loader {
    pub dialect: Dialect,
    /// Thesis-dialect program that carries its own branching instructions: taken as written.
    pub explicit: bool,
    pub errs: Vec<Diagnostic>,
    pub scopes: Vec<Scope>,
    pub regs: Vec<RegInfo>,
    pub vars: Vec<VarInfo>,
    pub funcs: Vec<Func>,
    pub func_by_name: HashMap<String, FuncId>,
    pub labels: Vec<LabelDef>,
    used_names: HashMap<String, u32>,
    used_labels: HashMap<String, u32>,
    pub instrs: Vec<Instr>,
    pub guards: Vec<Guard>,
    pub src: Vec<SrcInfo>,
    pub sb: Option<RegId>,
    pub global_next: u64,
    /// The red zone of the last `.global` variable placed (`None` before the first).
    pub global_red: Option<u64>,
    pub const_next: u64,
    pub local_next: u64,
    dyn_shared: Vec<(VarId, u64)>,
    pub opts: LoadOptions,
    /// Current function and scope while translating.
    pub cur_func: FuncId,
    pub cur_scope: u32,
    /// Declaration sequence number at the instruction being translated (Step 7).
    pub cur_seq: u32,
    decl_seq: u32,
    /// Operand width check relaxed to "at least the instruction type" (`ld`, `st`, `cvt`).
    pub relaxed_width: bool,
    /// Function names in initialisers (tables of function pointers): `(var, byte offset,
    /// function, bytes)`, patched with the function's program address once the program is laid
    /// out; `init_relocs_pending` holds those of the variable being declared.
    pub init_relocs: Vec<(VarId, u64, FuncId, usize)>,
    pub init_relocs_pending: Vec<(u64, FuncId, usize)>,
    /// The instruction being translated ends in a cache-policy operand (`.L2::cache_hint`).
    pub policy_operand: bool,
    /// `.branchtargets` tables by their label.
    pub tables: HashMap<u32, (u32, std::rc::Rc<ast::Instruction>)>,
}

/// 1-based line and column of a byte offset.
pub(super) fn line_col(source: &str, offset: usize) -> (u32, u32) {
    let off = offset.min(source.len());
    let before = &source.as_bytes()[..off];
    let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
    let col = off
        - before
            .iter()
            .rposition(|&b| b == b'\n')
            .map(|p| p + 1)
            .unwrap_or(0);
    (line, col as u32 + 1)
}

/// Step 4 (T:L1661) keeps types inside operations; this maps a declared type to `ir::Ty`.
pub(super) fn ir_ty(t: ast::Type) -> Option<Ty> {
    use ast::Type as T;
    Some(match t {
        T::B8 => Ty::B8,
        T::B16 => Ty::B16,
        T::B32 => Ty::B32,
        T::B64 => Ty::B64,
        T::U8 => Ty::U8,
        T::U16 => Ty::U16,
        T::U32 => Ty::U32,
        T::U64 => Ty::U64,
        T::S8 => Ty::S8,
        T::S16 => Ty::S16,
        T::S32 => Ty::S32,
        T::S64 => Ty::S64,
        T::F16 => Ty::F16,
        T::F16x2 => Ty::F16x2,
        T::BF16 => Ty::BF16,
        T::BF16x2 => Ty::BF16x2,
        T::U16x2 => Ty::U16x2,
        T::S16x2 => Ty::S16x2,
        T::F32 => Ty::F32,
        T::F64 => Ty::F64,
        T::Pred => Ty::Pred,
        T::B128 | T::U128 => return None,
    })
}

/// Most registers one module may declare (counting every element of `%r<N>` and of vectors).
/// PTX registers are virtual and the simulator keeps all of them for every thread, so the bound
/// is on memory, not on the hardware's register file; compilers' largest modules use a few
/// ten thousand.
pub const MAX_MODULE_REGS: usize = 1 << 20;

/// Bytes of one element of a declared memory type (thesis `.u128` = 16 bytes, untyped = 8).
fn elem_bytes(t: Option<ast::Type>) -> u64 {
    use ast::Type as T;
    match t {
        None => 8,
        Some(T::B128 | T::U128) => 16,
        Some(t) => ir_ty(t).map(|t| t.bytes() as u64).unwrap_or(8),
    }
}

impl Loader {
    pub(super) fn err(
        &mut self,
        code: &'static str,
        msg: impl Into<String>,
        span: Span,
        label: &str,
    ) {
        self.errs
            .push(Diagnostic::error(code, msg, span).with_label(label));
    }

    fn new_scope(&mut self, parent: Option<u32>) -> u32 {
        self.scopes.push(Scope {
            parent,
            names: HashMap::new(),
            labels: HashMap::new(),
        });
        (self.scopes.len() - 1) as u32
    }

    /// Step 7 (T:L1700): program-unique names; the first keeps its source name.
    fn unique(&mut self, name: &str) -> String {
        next_unique(&mut self.used_names, name)
    }

    /// The same for labels, which have a name space of their own.
    fn unique_label(&mut self, name: &str) -> String {
        next_unique(&mut self.used_labels, name)
    }

    /// Step 7 scoping (T:L1669-1700): a use binds to the innermost declaration that textually
    /// precedes it (Listing 5.4: line 9 uses the `r` of line 3, line 15 the `r` of line 12, even
    /// though execution skips line 12). A name used before any declaration binds to the innermost
    /// later one.
    pub(super) fn lookup(&self, scope: u32, name: &str) -> Option<Sym> {
        let mut s = Some(scope);
        let mut later = None;
        while let Some(i) = s {
            let sc = self.scopes.get(i as usize)?;
            if let Some(&(seq, x)) = sc.names.get(name) {
                if seq <= self.cur_seq {
                    return Some(x);
                }
                later = later.or(Some(x));
            }
            s = sc.parent;
        }
        later
    }

    /// Step 7 for labels: inner labels hide outer ones (Listing 5.4 line 16 → line 20).
    pub(super) fn lookup_label(&self, scope: u32, name: &str) -> Option<u32> {
        let mut s = Some(scope);
        while let Some(i) = s {
            let sc = self.scopes.get(i as usize)?;
            if let Some(x) = sc.labels.get(name) {
                return Some(*x);
            }
            s = sc.parent;
        }
        None
    }

    pub(super) fn new_label(&mut self, name: String, named: bool, target: LTarget) -> u32 {
        self.labels.push(LabelDef {
            name,
            named,
            target,
        });
        (self.labels.len() - 1) as u32
    }

    fn bind(&mut self, scope: u32, name: &ast::Ident, sym: Sym) {
        let sc = &mut self.scopes[scope as usize];
        if sc.names.contains_key(name.name.as_str()) {
            self.err(
                codes::DUPLICATE_DECL,
                format!("duplicate declaration of `{}`", name.name),
                name.span,
                "already declared in this scope",
            );
            return;
        }
        self.decl_seq += 1;
        sc.names.insert(name.name.to_string(), (self.decl_seq, sym));
    }

    pub(super) fn new_reg(
        &mut self,
        scope: u32,
        name: &ast::Ident,
        ty: Option<Ty>,
        func: Option<FuncId>,
    ) -> RegId {
        let id = self.regs.len() as RegId;
        let unique = self.unique(&name.name);
        self.regs.push(RegInfo {
            name: unique,
            source_name: name.name.to_string(),
            ty,
            func,
        });
        self.bind(scope, name, Sym::Reg(id));
        if let Some(f) = func {
            if let Some(fs) = self.funcs.get_mut(f as usize) {
                fs.regs.push(id);
            }
        }
        id
    }

    /// Thesis dialect (docs/design.md §1 (b)): a register used but not declared is declared, untyped,
    /// in the function's outermost scope.
    pub(super) fn auto_reg(&mut self, name: &ast::Ident) -> RegId {
        let f = self.cur_func;
        let root = self.funcs[f as usize].root;
        self.new_reg(root, name, None, Some(f))
    }

    fn new_var(&mut self, info: VarInfo, scope: u32, name: &ast::Ident) -> VarId {
        let id = self.vars.len() as VarId;
        self.vars.push(info);
        for (off, f, n) in std::mem::take(&mut self.init_relocs_pending) {
            self.init_relocs.push((id, off, f, n));
        }
        self.bind(scope, name, Sym::Var(id));
        id
    }

    /// Phase A: declarations and labels of a block, flattened (T:L1669: `{ }` opens a scope).
    fn walk(&mut self, f: FuncId, st: &mut Stmts, b: u32, scope: u32, out: &mut Vec<Flat>) {
        for k in 0..st.blocks[b as usize].len() {
            match &mut st.blocks[b as usize][k] {
                Stmt::Label(id) => {
                    if self.scopes[scope as usize]
                        .labels
                        .contains_key(id.name.as_str())
                    {
                        self.err(
                            codes::DUPLICATE_LABEL,
                            format!("duplicate label `{}`", id.name),
                            id.span,
                            "already defined in this scope",
                        );
                        continue;
                    }
                    let name = self.unique_label(&id.name);
                    let l = self.new_label(name, true, LTarget::Unset);
                    self.scopes[scope as usize]
                        .labels
                        .insert(id.name.to_string(), l);
                    out.push(Flat::Label(l));
                }
                Stmt::Var(d) => self.declare(d, scope, Some(f)),
                Stmt::Block(blk) => {
                    let inner = self.new_scope(Some(scope));
                    let stmts = std::mem::take(&mut blk.stmts);
                    let nb = st.blocks.len() as u32;
                    st.blocks.push(stmts);
                    self.walk(f, st, nb, inner, out);
                }
                Stmt::Instr(i)
                    if matches!(i.opcode.name.as_str(), ".branchtargets" | ".calltargets") =>
                {
                    // `L: .branchtargets A, B;` is a table for `brx.idx`, not an instruction.
                    match out.last() {
                        Some(Flat::Label(l)) => {
                            let l = *l;
                            let empty = Stmt::Block(ast::Block {
                                stmts: Vec::new(),
                                span: Span::default(),
                            });
                            let s = std::mem::replace(&mut st.blocks[b as usize][k], empty);
                            if let Stmt::Instr(i) = s {
                                self.tables.insert(l, (scope, std::rc::Rc::new(i)));
                            }
                        }
                        _ => {
                            let (name, span) = (i.opcode.name.to_string(), i.span);
                            self.err(
                                codes::OPERAND_KIND,
                                format!("`{name}` needs a label"),
                                span,
                                "no label",
                            )
                        }
                    }
                }
                Stmt::Instr(_) => out.push(Flat::Instr(scope, self.decl_seq, (b, k as u32))),
                Stmt::Directive(..) => {}
            }
        }
    }

    /// The callee of a `call` statement, if it names a function (phase B).
    pub(super) fn call_parts(
        ins: &ast::Instruction,
    ) -> (
        Option<&[ast::Operand]>,
        Option<&ast::Operand>,
        Option<&[ast::Operand]>,
    ) {
        let ops = &ins.operands;
        let mut i = 0;
        let rets = match ops.first() {
            Some(ast::Operand::List(l, _)) => {
                i = 1;
                Some(l.as_slice())
            }
            _ => None,
        };
        let target = ops.get(i);
        let args = match ops.get(i + 1) {
            Some(ast::Operand::List(l, _)) => Some(l.as_slice()),
            _ => None,
        };
        (rets, target, args)
    }

    /// Step 5 (T:L1663-1665): an unguarded `ret`/`exit` ends every function, also after a
    /// trailing label (whose address must be an instruction, T:L1712); in an `.entry` it is
    /// `exit`, so that the last instruction any thread executes is `exit`.
    fn terminate(&mut self, fi: usize, entry: usize, span: Span) {
        let end = self.instrs.len();
        let last_ok = end > entry
            && matches!(self.instrs[end - 1], Instr::Ret | Instr::Exit)
            && self.guards[end - 1] == Guard::Always;
        let label_at_end = self.labels.iter().any(|d| d.target == LTarget::At(end));
        if self.funcs[fi].has_body && (!last_ok || label_at_end) {
            let t = if self.funcs[fi].is_entry {
                Instr::Exit
            } else {
                Instr::Ret
            };
            self.emit(t, Guard::Always, span, true);
        }
    }

    /// LabelEnv (T:L1484), load step 3 (T:L1712): every label denotes the address of the
    /// instruction after it; thesis numeric targets the instruction on that source line; a
    /// label-less `preRet` the instruction after the next `call`.
    fn label_addresses(&mut self, base: ProgAddr) -> Vec<ProgAddr> {
        let mut addr_of: Vec<ProgAddr> = vec![0; self.labels.len()];
        for i in 0..self.labels.len() {
            let idx = match self.labels[i].target {
                LTarget::At(x) => Some(x),
                LTarget::Line(line, span) => {
                    let found = self.src.iter().position(|s| s.line == line && !s.injected);
                    if found.is_none() {
                        self.errs.push(
                            Diagnostic::error(
                                codes::BAD_LINE_TARGET,
                                format!("no instruction on line {line}"),
                                span,
                            )
                            .with_label("numeric targets name the instruction on that source line"),
                        );
                    }
                    found
                }
                LTarget::AfterCall(from, span) => {
                    let found = self
                        .instrs
                        .iter()
                        .skip(from)
                        .position(|x| matches!(x, Instr::Call { .. }))
                        .map(|p| from + p + 1);
                    if found.is_none() {
                        self.errs.push(Diagnostic::error(
                            codes::UNDEFINED_LABEL,
                            "`preRet` without a label needs a following `call`",
                            span,
                        ));
                    }
                    found
                }
                LTarget::Unset => None,
            };
            addr_of[i] = base + idx.unwrap_or(0) as ProgAddr;
        }
        addr_of
    }

    /// Registers declared in function `f` that its instructions mention (the spill set of
    /// T:L1598-1600: registers that are never mentioned need no preservation).
    fn used_regs(&mut self, f: usize, st: &Stmts) -> Vec<RegId> {
        fn names<'b>(o: &'b ast::Operand, out: &mut Vec<&'b str>) {
            match o {
                ast::Operand::Name(i) | ast::Operand::Not(i) => out.push(&i.name),
                ast::Operand::Address { base: Some(i), .. } => out.push(&i.name),
                ast::Operand::Pair(ab) => {
                    out.push(&ab.0.name);
                    out.push(&ab.1.name);
                }
                ast::Operand::Vector(v, _) | ast::Operand::List(v, _) => {
                    v.iter().for_each(|x| names(x, out))
                }
                ast::Operand::Expr(e) => {
                    if let ast::ConstExpr::Binary(_, a, _, _) = &**e {
                        if let ast::ConstExpr::Name(i) = &**a {
                            out.push(&i.name);
                        }
                    }
                }
                _ => {}
            }
        }
        let mut used = vec![false; self.regs.len()];
        for k in 0..self.funcs[f].flat.len() {
            let (scope, seq, ins) = match self.funcs[f].flat[k] {
                Flat::Instr(s, q, at) => (s, q, st.instr(at)),
                _ => continue,
            };
            self.cur_seq = seq;
            let mut ns: Vec<&str> = Vec::new();
            ins.operands.iter().for_each(|o| names(o, &mut ns));
            if let Some(g) = &ins.guard {
                ns.push(&g.pred.name);
            }
            for n in ns {
                if let Some(Sym::Reg(r)) = self.lookup(scope, n) {
                    used[r as usize] = true;
                }
            }
        }
        self.funcs[f]
            .regs
            .iter()
            .copied()
            .filter(|r| used[*r as usize])
            .collect()
    }

    pub(super) fn emit(&mut self, instr: Instr, guard: Guard, span: Span, injected: bool) -> usize {
        self.instrs.push(instr);
        self.guards.push(guard);
        self.src.push(SrcInfo {
            line: span.line,
            col: span.col,
            injected,
            ordered: false,
            vec_bytes: 0,
        });
        self.instrs.len() - 1
    }
}

/// Instructions translated between two [`release_freed_memory`] calls.
const TRIM_EVERY: usize = 1 << 16;

/// Hand the heap's free pages back to the system. Phase C frees each instruction's lists
/// as it translates them, but those small blocks lie below the live ones, where the allocator
/// does not return memory by itself; without this the program's tables would grow beside
/// memory that is free but still resident. (glibc only; elsewhere a no-op.)
fn release_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `malloc_trim` only returns free memory of the allocator to the system.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Whether a thesis-dialect module carries its own branching instructions (docs/design.md §2: such
/// code is taken as written; otherwise Step 6 injects them, thesis README note 2).
fn has_explicit_branching(m: &Module) -> bool {
    fn stmt(s: &Stmt) -> bool {
        match s {
            Stmt::Instr(i) => matches!(
                i.opcode.name.as_str(),
                "ssy" | "sync" | "preBrk" | "preRet" | "brk" | "break"
            ),
            Stmt::Block(b) => b.stmts.iter().any(stmt),
            _ => false,
        }
    }
    m.items.iter().any(|it| match it {
        TopItem::Stmt(s) => stmt(s),
        TopItem::Function(f) => f
            .body
            .as_ref()
            .map(|b| b.stmts.iter().any(stmt))
            .unwrap_or(false),
        _ => false,
    })
}

/// `load` (T:L1704-1716): code transformations Steps 2-5 and 7, then instruction addresses,
/// GuardEnv, LabelEnv, FuncEnv, LocalEnv, VarEnv and the initial bytes of variables; Step 6
/// ([`super::inject`]) runs on the result unless the program carries its own branching instructions.
///
/// Any error fails the whole load, except that a function Step 6 cannot handle is listed in
/// [`ProgEnv::unusable`]; [`load_per_function`] is the lenient form the launcher uses.
pub fn load_with(
    module: &Module,
    file: &str,
    source: &str,
    prog_idx: ProgIdx,
    opts: LoadOptions,
) -> Result<ProgEnv, Diagnostics> {
    finish(lower(module.clone(), file, source, prog_idx, opts)?, opts)
}

/// What [`lower`] hands to [`finish`]: the program, and the function addresses and dynamic
/// shared variables that are filled in once Step 6 has placed every function.
struct Lowered {
    env: ProgEnv,
    init_relocs: Vec<(VarId, u64, FuncId, usize)>,
    dyn_shared: Vec<(VarId, u64)>,
}

/// The part of [`load_with`] that reads the syntax tree (every error of a load comes from
/// here); [`finish`] needs only its result, so an owned tree can be freed in between.
fn lower(
    mut module: Module,
    file: &str,
    source: &str,
    prog_idx: ProgIdx,
    opts: LoadOptions,
) -> Result<Lowered, Diagnostics> {
    let explicit = module.dialect == Dialect::Thesis && has_explicit_branching(&module);
    // The bodies' statements leave the tree (Stmts): each function body's list, in item
    // order, then the thesis' top-level statements other than variable declarations (the
    // implicit `main`; its declarations are declared at module scope below).
    let mut st = Stmts { blocks: Vec::new() };
    let mut top: Vec<Stmt> = Vec::new();
    for it in module.items.iter_mut() {
        match it {
            TopItem::Function(f) => st.blocks.push(
                f.body
                    .as_mut()
                    .map(|b| std::mem::take(&mut b.stmts))
                    .unwrap_or_default(),
            ),
            TopItem::Stmt(s) if !matches!(s, Stmt::Var(_)) => {
                let empty = Stmt::Block(ast::Block {
                    stmts: Vec::new(),
                    span: Span::default(),
                });
                top.push(std::mem::replace(s, empty));
            }
            _ => {}
        }
    }
    let first_top_span = top.iter().find_map(|s| match s {
        Stmt::Instr(i) => Some(i.span),
        Stmt::Label(id) => Some(id.span),
        _ => None,
    });
    let top_block = st.blocks.len() as u32;
    st.blocks.push(top);
    let module = &module;
    let mut l = Loader {
        dialect: module.dialect,
        explicit,
        errs: Vec::new(),
        scopes: Vec::new(),
        regs: Vec::new(),
        vars: Vec::new(),
        funcs: Vec::new(),
        func_by_name: HashMap::new(),
        labels: Vec::new(),
        used_names: HashMap::new(),
        used_labels: HashMap::new(),
        instrs: Vec::new(),
        guards: Vec::new(),
        src: Vec::new(),
        sb: None,
        global_next: 0,
        global_red: None,
        const_next: 0,
        local_next: 0,
        dyn_shared: Vec::new(),
        opts,
        cur_func: 0,
        cur_scope: 0,
        cur_seq: 0,
        decl_seq: 0,
        tables: HashMap::new(),
        relaxed_width: false,
        init_relocs: Vec::new(),
        init_relocs_pending: Vec::new(),
        policy_operand: false,
    };
    let fail = |l: Loader, file: &str| {
        let mut items = l.errs;
        items.sort_by_key(|d| (d.span.line, d.span.col, d.span.start));
        Diagnostics {
            file: file.to_string(),
            source: source.to_string(),
            items,
        }
    };
    let module_scope = l.new_scope(None);

    // Functions in source order; the thesis' top-level statements form an implicit `.entry main`
    // placed where the first of them appears. `order` holds each one's statement list too.
    let mut order: Vec<Option<&ast::Function>> = Vec::new(); // None = implicit main
    let mut lists: Vec<u32> = Vec::new();
    let mut seen_top = false;
    for it in &module.items {
        match it {
            TopItem::Function(f) => {
                order.push(Some(f));
                lists.push(lists.iter().filter(|&&b| b != top_block).count() as u32);
            }
            TopItem::Stmt(_) => {
                if !seen_top {
                    order.push(None);
                    lists.push(top_block);
                }
                seen_top = true;
            }
            _ => {}
        }
    }
    // Module-scope `%stackBase` of the thesis (Listing 5.2) is the stack base register.
    for (fi, f) in order.iter().enumerate() {
        let (name, is_entry, has_body, span) = match f {
            Some(f) => (
                f.name.name.to_string(),
                f.is_entry,
                f.body.is_some(),
                f.span,
            ),
            None => (
                "main".to_string(),
                true,
                true,
                first_top_span.unwrap_or_default(),
            ),
        };
        if let Some(&prev) = l.func_by_name.get(&name) {
            let prev_body = l.funcs[prev as usize].has_body;
            if prev_body && has_body {
                l.err(
                    codes::DUPLICATE_FUNCTION,
                    format!("duplicate function `{name}`"),
                    span,
                    "defined twice",
                );
            }
        }
        let root = l.new_scope(Some(module_scope));
        let body = lists[fi];
        l.funcs.push(Func {
            name: name.clone(),
            is_entry,
            has_body,
            span,
            root,
            body,
            blocks: 0..0,
            flat: Vec::new(),
            rets: Vec::new(),
            params: Vec::new(),
            param_area: 0,
            locals: Vec::new(),
            callseq: Vec::new(),
            regs: Vec::new(),
            spill: Vec::new(),
            spill_base: 0,
            out_base: 0,
            frame_size: 0,
            calls: HashMap::new(),
            kparams: Vec::new(),
            param_bytes: 0,
            entry: 0,
            end: 0,
        });
        // A definition replaces an earlier declaration of the same name.
        match l.func_by_name.get(&name) {
            Some(&prev) if l.funcs[prev as usize].has_body || !has_body => {}
            _ => {
                l.func_by_name.insert(name, fi as FuncId);
            }
        }
    }
    // Module-scope variables first (they are visible in every function).
    for it in &module.items {
        match it {
            TopItem::Var(d) => l.declare(d, module_scope, None),
            TopItem::Stmt(Stmt::Var(d)) => l.declare(d, module_scope, None),
            _ => {}
        }
    }
    if let Some(Sym::Reg(r)) = l.lookup(module_scope, "%stackBase") {
        l.sb = Some(r);
    }
    for (fi, f) in order.iter().enumerate() {
        if let Some(f) = f {
            l.layout_signature(fi as FuncId, f);
        }
    }
    for fi in 0..l.funcs.len() {
        let root = l.funcs[fi].root;
        let body = l.funcs[fi].body;
        let first_nested = st.blocks.len() as u32;
        let mut flat = Vec::new();
        l.walk(fi as FuncId, &mut st, body, root, &mut flat);
        l.funcs[fi].flat = flat;
        l.funcs[fi].blocks = first_nested..st.blocks.len() as u32;
    }
    l.layout_frames(&st);
    let needs_frames = l
        .funcs
        .iter()
        .any(|f| f.frame_size > 0 || !f.calls.is_empty());
    if l.sb.is_none() && needs_frames {
        let id = l.regs.len() as RegId;
        let unique = l.unique("%stackBase");
        l.regs.push(RegInfo {
            name: unique,
            source_name: "%stackBase".into(),
            ty: Some(Ty::U64),
            func: None,
        });
        l.sb = Some(id);
    }

    // Phase C: translation.
    let mut translated = 0usize;
    for fi in 0..l.funcs.len() {
        l.cur_func = fi as FuncId;
        let entry = l.instrs.len();
        l.funcs[fi].entry = entry;
        let flat = std::mem::take(&mut l.funcs[fi].flat);
        for (k, item) in flat.iter().enumerate() {
            match *item {
                Flat::Label(id) => l.labels[id as usize].target = LTarget::At(l.instrs.len()),
                Flat::Instr(scope, seq, at) => {
                    l.cur_scope = scope;
                    l.cur_seq = seq;
                    // Taken by value: its operand and modifier lists are freed once translated.
                    if let Some(ins) = st.take(at) {
                        l.translate(&ins, k);
                    }
                    translated += 1;
                    if translated.is_multiple_of(TRIM_EVERY) {
                        release_freed_memory();
                    }
                }
            }
        }
        drop(flat);
        // The function's statement lists are spent.
        let body = l.funcs[fi].body as usize;
        st.blocks[body] = Vec::new();
        for b in l.funcs[fi].blocks.clone() {
            st.blocks[b as usize] = Vec::new();
        }
        let end_span = match order[fi] {
            Some(f) => {
                let end_off = f.body.as_ref().map(|b| b.span.end).unwrap_or(f.span.end) as usize;
                let (line, col) = line_col(source, end_off.saturating_sub(1));
                Span {
                    start: end_off.saturating_sub(1) as u32,
                    end: end_off as u32,
                    line,
                    col,
                }
            }
            None => l
                .src
                .last()
                .map(|s| Span {
                    line: s.line,
                    col: s.col,
                    ..Span::default()
                })
                .unwrap_or_default(),
        };
        l.terminate(fi, entry, end_span);
        l.funcs[fi].end = l.instrs.len();
    }

    // Phase D: labels → addresses (T:L1712).
    let base = opts.base;
    let addr_of = l.label_addresses(base);
    if !l.errs.is_empty() {
        return Err(fail(l, file));
    }
    for ins in l.instrs.iter_mut() {
        // Every label id becomes its program address (load step 3, T:L1712).
        super::inject::map_targets(ins, &mut |id| {
            addr_of.get(id as usize).copied().unwrap_or(0)
        });
    }

    // Environments.
    let initial_stack_base = align_up(l.local_next, 16);
    let mut memo = vec![None; l.funcs.len()];
    let mut visiting = vec![false; l.funcs.len()];
    let mut deepest = 0;
    for f in 0..l.funcs.len() {
        if l.funcs[f].is_entry {
            deepest = deepest.max(l.depth(f, &mut memo, &mut visiting));
        }
    }
    let funcs: Vec<FuncInfo> = l
        .funcs
        .iter()
        .enumerate()
        .map(|(fi, f)| {
            let mut vars: Vec<(VarId, u64)> = l
                .vars
                .iter()
                .enumerate()
                .filter_map(|(i, v)| match v.value {
                    VarValue::Frame { func, offset } if func as usize == fi => {
                        Some((i as VarId, offset))
                    }
                    _ => None,
                })
                .collect();
            vars.sort_by_key(|&(v, o)| (o, v));
            FuncInfo {
                name: f.name.clone(),
                is_kernel: f.is_entry,
                entry: base + f.entry as ProgAddr,
                end: base + f.end as ProgAddr,
                params: f.kparams.clone(),
                param_bytes: f.param_bytes,
                frame: Frame {
                    size: f.frame_size,
                    vars,
                    params: f.param_area,
                },
                // Set per kernel by `shared_layout` below.
                shared_bytes: 0,
                line: f.span.line,
            }
        })
        .collect();
    let labels: Vec<(String, ProgAddr)> = l
        .labels
        .iter()
        .zip(addr_of.iter())
        .filter(|(d, _)| d.named)
        .map(|(d, a)| (d.name.clone(), *a))
        .collect();
    let env = ProgEnv {
        prog_idx,
        base,
        instrs: l.instrs,
        guards: l.guards,
        src: l.src,
        labels,
        funcs,
        vars: l.vars,
        regs: l.regs,
        stack_base: l.sb,
        initial_stack_base,
        local_bytes: initial_stack_base + deepest,
        global_bytes: l.global_next,
        const_bytes: l.const_next,
        dialect: module.dialect,
        file: file.to_string(),
        source: Arc::from(source),
        unusable: Vec::new(),
        skipped: Vec::new(),
        decoded: Default::default(),
        reg_uses: Default::default(),
        cas_reads: Default::default(),
        kernel_regs: None,
    };
    Ok(Lowered {
        env,
        init_relocs: l.init_relocs,
        dyn_shared: l.dyn_shared,
    })
}

/// The rest of [`load_with`] after [`lower`]: Step 6, function addresses in initialisers, the
/// shared-memory layout and the program-address consistency check.
fn finish(lowered: Lowered, opts: LoadOptions) -> Result<ProgEnv, Diagnostics> {
    let Lowered {
        mut env,
        init_relocs,
        dyn_shared,
    } = lowered;
    if opts.inject {
        // Step 6 per function: a function it cannot handle is kept as written and marked
        // unusable; launching a kernel that reaches it reports the diagnostic.
        env.unusable = super::inject::inject(&mut env)
            .into_iter()
            .map(|(fi, d)| (fi as FuncId, d))
            .collect();
    }
    // Function addresses in initialisers, now that Step 6 has placed every function.
    for (v, off, f, n) in init_relocs {
        let addr = env.funcs[f as usize].entry;
        if let Some(init) = env.vars[v as usize].init.as_mut() {
            let at = off as usize;
            if let Some(dst) = init.get_mut(at..at + n) {
                dst.copy_from_slice(&u64::from(addr).to_le_bytes()[..n]);
            }
        }
    }
    // Each kernel's shared variables from offset 0 (the module-wide layout above summed them).
    super::shared_layout::layout(&mut env, &dyn_shared);
    // Program-address consistency (T:L2965-2967) of every usable function, checked once here.
    for fi in 0..env.funcs.len() {
        if env.unusable.iter().any(|(f, _)| *f as usize == fi) {
            continue;
        }
        if let Some((pc, msg)) = env.address_violation(fi) {
            let i = env.index(pc).unwrap_or(0);
            let (line, col) = (env.src[i].line, env.src[i].col);
            let d = Diagnostic::error(
                codes::ADDRESS,
                format!("program-address consistency (T:L2965-2967): {msg}"),
                super::inject::span_at(&env.source, line, col),
            );
            env.unusable.push((fi as FuncId, d));
        }
    }
    Ok(env)
}

/// Parse and load a PTX source text (program index 0).
pub fn load_str(file: &str, source: &str) -> Result<ProgEnv, Diagnostics> {
    let module = crate::ptx::parse(file, source)?;
    let lowered = lower(module, file, source, 0, LoadOptions::default())?;
    finish(lowered, LoadOptions::default())
}

/// Read, parse and load a PTX file with errors per function ([`load_per_function`]), as the
/// launcher and `fermi-sim check` do.
pub fn load_file_per_function(path: &std::path::Path) -> Result<ProgEnv, Diagnostics> {
    let file = path.display().to_string();
    let source = crate::input::read_text(path, crate::input::MAX_PTX_BYTES)
        .map_err(|e| io_error(&file, e))?;
    let module = crate::ptx::parse_recovering(&file, &source)?;
    load_per_function_owned(module, &file, &source, 0, LoadOptions::default())
}

fn io_error(file: &str, e: crate::input::ReadError) -> Diagnostics {
    // A byte that is not UTF-8 is located where it is, as a parse error would be.
    let (message, span) = match &e {
        crate::input::ReadError::InvalidUtf8 {
            line, col, offset, ..
        } => {
            let at = format!("{file}:{line}:{col}: ");
            let text = e.to_string();
            (
                text.strip_prefix(&at).unwrap_or(&text).to_string(),
                Span {
                    start: *offset as u32,
                    end: *offset as u32,
                    line: *line as u32,
                    col: *col as u32,
                },
            )
        }
        _ => (format!("cannot read `{file}`: {e}"), Span::default()),
    };
    Diagnostics {
        file: file.to_string(),
        source: String::new(),
        items: vec![Diagnostic::error(codes::IO, message, span)],
    }
}

/// Read, parse and load a PTX file; an I/O error becomes diagnostic `E0117`.
pub fn load_file(path: &std::path::Path) -> Result<ProgEnv, Diagnostics> {
    let file = path.display().to_string();
    let source = crate::input::read_text(path, crate::input::MAX_PTX_BYTES)
        .map_err(|e| io_error(&file, e))?;
    load_str(&file, &source)
}

/// `name` the first time `used` sees it, then `name#1`, `name#2`, ...
fn next_unique(used: &mut HashMap<String, u32>, name: &str) -> String {
    let n = used.entry(name.to_string()).or_insert(0);
    *n += 1;
    if *n == 1 {
        name.to_string()
    } else {
        format!("{name}#{}", *n - 1)
    }
}
