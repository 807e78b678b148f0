//! Syntax tree of a PTX module, as written (both dialects of docs/design.md §1), before any of the
//! code transformations of T:L1536-1700. Every node carries a [`Span`] so that the loader can
//! report file:line:col with the offending text.
//!
//! Instructions are kept *unclassified*: an opcode plus an unordered bag of `.modifier` words
//! plus operands. The loader (`crate::program`) classifies them into [`crate::program::ir::Instr`]
//! and reports unknown opcodes, wrong operand counts and types there. Parsing modifiers as a bag
//! accepts both `ld.param.u32` and the thesis' `ld .param .u32` without special cases.

pub use super::span::Span;

/// Which dialect a file is written in (docs/design.md §1). A file without `.version` is `Thesis`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Dialect {
    /// Real compiler output (nvcc, NVRTC, clang NVPTX): no `ssy/sync/preBrk/preRet/brk`.
    Real,
    /// The thesis' own notation: explicit branching instructions, untyped declarations,
    /// auto-declared registers, numeric (source-line) targets, top-level instructions forming
    /// an implicit `.entry main`.
    Thesis,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    pub name: Name,
    pub span: Span,
}

/// The text of an identifier, shared: the parser gives every occurrence of one word (`%r1`,
/// `add`, `u32`) the same allocation, so a big kernel holds each distinct name once and an
/// [`Ident`] is a pointer and a span (docs/performance.md, "Memory per PTX instruction").
/// Reads as a `&str`.
///
/// A thin pointer (8 bytes: the `Arc` holds a `Box<str>`), so that an [`Ident`] is 24 bytes.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Name(std::sync::Arc<Box<str>>);

impl Name {
    pub fn as_str(&self) -> &str {
        &self.0[..]
    }
}

impl std::ops::Deref for Name {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Name {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl std::borrow::Borrow<str> for Name {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl std::fmt::Debug for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl std::fmt::Display for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self.as_str(), f)
    }
}

impl From<&str> for Name {
    fn from(s: &str) -> Name {
        Name(std::sync::Arc::new(s.into()))
    }
}

impl From<String> for Name {
    fn from(s: String) -> Name {
        Name(std::sync::Arc::new(s.into_boxed_str()))
    }
}

impl From<Name> for String {
    fn from(n: Name) -> String {
        n.0.to_string()
    }
}

impl PartialEq<str> for Name {
    fn eq(&self, o: &str) -> bool {
        self.as_str() == o
    }
}

impl PartialEq<&str> for Name {
    fn eq(&self, o: &&str) -> bool {
        self.as_str() == *o
    }
}

impl PartialEq<String> for Name {
    fn eq(&self, o: &String) -> bool {
        self.as_str() == o.as_str()
    }
}

impl PartialEq<Name> for str {
    fn eq(&self, o: &Name) -> bool {
        self == o.as_str()
    }
}

impl PartialEq<Name> for &str {
    fn eq(&self, o: &Name) -> bool {
        *self == o.as_str()
    }
}

impl PartialEq<Name> for String {
    fn eq(&self, o: &Name) -> bool {
        self.as_str() == o.as_str()
    }
}

impl serde::Serialize for Name {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// Gives each distinct word one [`Name`] (see there); lives as long as one parse.
#[derive(Default)]
pub struct Interner<'s> {
    names: std::collections::HashMap<&'s str, Name>,
}

impl<'s> Interner<'s> {
    pub fn name(&mut self, s: &'s str) -> Name {
        self.names.entry(s).or_insert_with(|| Name::from(s)).clone()
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    pub dialect: Dialect,
    pub version: Option<(u32, u32, Span)>,
    pub target: Vec<Ident>,
    pub address_size: Option<(u32, Span)>,
    pub items: Vec<TopItem>,
    /// Top-level items of a real-PTX file the parser could not read and skipped
    /// ([`crate::ptx::parse_recovering`]); empty after [`crate::ptx::parse`], which fails instead.
    pub broken: Vec<Broken>,
}

/// A top-level item that does not parse: its diagnostic, and the name of the function it
/// defines when the function's header was read. Such a function stands in
/// [`Module::items`] with its header and an empty body, so that calls to it still resolve;
/// the loader marks it unusable with the diagnostic.
#[derive(Clone, Debug, PartialEq)]
pub struct Broken {
    pub func: Option<String>,
    pub diag: crate::ptx::diag::Diagnostic,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TopItem {
    /// Module-scope variable declaration (`.global`, `.const`, `.shared`, `.local`; `.reg` in the thesis dialect).
    Var(VarDecl),
    Function(Function),
    /// Instructions/labels at top level (thesis dialect only): the implicit `.entry main`.
    Stmt(Stmt),
    /// A directive that is accepted and ignored (`.file`, `.pragma`, `.section`, ...), kept for listings.
    /// Name without the dot; the span covers the whole directive.
    Ignored(Ident),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Linkage {
    pub visible: bool,
    pub external: bool,
    pub weak: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: Ident,
    pub is_entry: bool,
    pub linkage: Linkage,
    /// Return parameters of a `.func` (`.func (.param .b32 r) f(...)`).
    pub returns: Vec<Param>,
    pub params: Vec<Param>,
    /// Performance directives (`.maxntid`, `.reqntid`, `.minnctapersm`, `.maxnreg`, `.noreturn`)
    /// and cluster shapes (`.explicitcluster`, `.reqnctapercluster`, `.maxclusterrank`): accepted,
    /// kept.
    pub directives: Vec<Ident>,
    /// `None` for a declaration without body (`.extern .func f(...);`).
    pub body: Option<Block>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// `.param`, `.reg` or (thesis) `.local`.
    pub space: Space,
    pub ty: Option<Type>,
    pub align: Option<u32>,
    /// `.v2` / `.v4`: a vector parameter, `vector` elements of `ty` (size and default
    /// alignment both `vector` times the element's).
    pub vector: Option<u8>,
    /// `.ptr .global .align 4` attributes: accepted, ignored.
    pub ptr_attrs: Vec<Ident>,
    pub name: Ident,
    /// `[N]` array length (byte arrays of `.param .align 8 .b8 p[16]`).
    pub array: Option<u32>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Space {
    Reg,
    Sreg,
    Global,
    Const,
    Shared,
    Local,
    Param,
    Tex,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Type {
    B8,
    B16,
    B32,
    B64,
    B128,
    U8,
    U16,
    U32,
    U64,
    U128,
    S8,
    S16,
    S32,
    S64,
    F16,
    F16x2,
    BF16,
    BF16x2,
    U16x2,
    S16x2,
    F32,
    F64,
    Pred,
}

#[derive(Clone, Debug, PartialEq)]
pub struct VarDecl {
    pub space: Space,
    pub linkage: Linkage,
    pub align: Option<u32>,
    /// `.v2` / `.v4`.
    pub vector: Option<u8>,
    /// `None` only in the thesis dialect (untyped declarations).
    pub ty: Option<Type>,
    pub items: Vec<VarItem>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct VarItem {
    pub name: Ident,
    /// `%r<5>`: declares `%r0` .. `%r4` (PTX ISA "parameterized variable names").
    pub range: Option<u32>,
    /// Array dimensions; `Some(None)` is `[]` (size from the initialiser, or dynamic `.extern .shared`).
    pub dims: Vec<Option<u32>>,
    pub init: Option<Init>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    Expr(ConstExpr),
    List(Vec<Init>, Span),
}

/// PTX constant expressions (C precedence), folded at load time (Step 2, T:L1562).
#[derive(Clone, Debug, PartialEq)]
pub enum ConstExpr {
    Int(u64, Span),
    /// Float literal: decimal text, or `0f`/`0d` hex bits already decoded to f64.
    Float(f64, Span),
    /// A name (address of a variable / function in an initialiser, e.g. `{ foo, bar }`).
    Name(Ident),
    /// `generic(name)` in an initialiser: the variable's generic address (a bare name is its
    /// address in its own state space).
    Generic(Ident, Span),
    Unary(char, Box<ConstExpr>, Span),
    Binary(String, Box<ConstExpr>, Box<ConstExpr>, Span),
    Cond(Box<ConstExpr>, Box<ConstExpr>, Box<ConstExpr>, Span),
    /// `(.s64) e`, `(.u64) e`.
    Cast(Type, Box<ConstExpr>, Span),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    Label(Ident),
    Var(VarDecl),
    /// `{ ... }`: a nested scope (T:L1669), including nvcc/clang call-sequence and inline-asm blocks.
    Block(Block),
    Instr(Instruction),
    /// `.loc`, `.pragma`, `.callprototype` and other accepted directives inside a body. The
    /// `Ident` is the directive's name without the dot (`loc`, `pragma`, `callprototype`); for
    /// `proto: .callprototype ...;` its span is that of the prototype's name `proto`. The second
    /// span covers the whole directive.
    Directive(Ident, Span),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Guard {
    pub negated: bool,
    pub pred: Ident,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// Boxed: most instructions have none, and the tree holds every instruction of a module
    /// while it is loaded (docs/performance.md, "Memory per PTX instruction").
    pub guard: Option<Box<Guard>>,
    /// The opcode word (`add`, `bar`, `preRet`). The parser also emits the label lists
    /// `L: .branchtargets a, b;` / `.calltargets f, g;` (for `brx.idx` / indirect `call`) as an
    /// instruction whose opcode keeps its dot (`.branchtargets`) and whose operands are names.
    pub opcode: Ident,
    /// The `.word` modifiers in source order, without the dot (`["global", "u32"]`).
    pub mods: Box<[Ident]>,
    /// Thesis dialect numeric memory size (`ld .local 64 a, [addr]`), in the unit written
    /// (boxed: rare).
    pub size: Option<Box<(u32, Span)>>,
    pub operands: Box<[Operand]>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    /// A name: register, variable, label or function (resolved by the loader).
    Name(Ident),
    /// `!p`
    Not(Ident),
    /// `%tid.x` and friends; `name` without the dimension, `dim` = 'x' | 'y' | 'z' when present.
    Special {
        name: Ident,
        dim: Option<char>,
    },
    Int(IntLit, Span),
    Float(f64, Span),
    /// `0fXXXXXXXX` / `0dXXXXXXXXXXXXXXXX`: exact bits, width 4 or 8 bytes.
    FloatBits(u64, u8, Span),
    /// `[base + off]`, `[base]`, `[imm]`.
    Address {
        base: Option<Ident>,
        offset: i64,
        span: Span,
    },
    /// `{a, b, c, d}` vector operand.
    Vector(Vec<Operand>, Span),
    /// `p|q` dual destination of `setp`: the two names and the span of both (boxed, as this
    /// rare operand would make every operand 16 bytes bigger).
    Pair(Box<(Ident, Ident, Span)>),
    /// `(a, b)`: call return/argument lists.
    List(Vec<Operand>, Span),
    /// A constant expression that is not a plain literal (`a+4` outside brackets, `(N*4)`);
    /// boxed like `Pair`.
    Expr(Box<ConstExpr>),
}

/// The value of an integer operand, from -(2^64 - 1) to 2^64 - 1 (a literal, or a negated
/// one), in two 8-byte halves: an `i128` field would align every [`Operand`] to 16 bytes and
/// make it 16 bytes bigger. [`IntLit::get`] gives the value; it prints as the number.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct IntLit {
    lo: u64,
    hi: u64,
}

impl IntLit {
    pub fn get(self) -> i128 {
        ((u128::from(self.hi) << 64) | u128::from(self.lo)) as i128
    }
}

impl From<i128> for IntLit {
    fn from(v: i128) -> IntLit {
        IntLit {
            lo: v as u64,
            hi: ((v as u128) >> 64) as u64,
        }
    }
}

impl std::fmt::Debug for IntLit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&self.get(), f)
    }
}

impl std::fmt::Display for IntLit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.get(), f)
    }
}
