//! Statements of function bodies (and of the thesis' top level): nested scopes (T:L1669),
//! labels, declarations, hint directives and instructions `[@[!]p] opcode {.mod} [size]
//! operands ;` with the opcode's modifiers as an unordered bag (T:L1466 grammar, thesis
//! spacing `ld .param .u32` included).

use super::decl::{is_texture_space, space_of, w_of};
use super::{join, PResult, Parser};
use crate::ptx::ast::{Block, ConstExpr, Dialect, Guard, Ident, Instruction, Operand, Stmt};
use crate::ptx::diag::{codes, Diagnostic};
use crate::ptx::lexer::Tok;

/// Special registers (PTX ISA §10); only `%tid %ntid %ctaid %nctaid` are in the thesis subset
/// (T:L1402-1406), the loader rejects the rest. Those with a `.x/.y/.z` dimension first.
const SPECIAL_DIM: [&str; 4] = ["%tid", "%ntid", "%ctaid", "%nctaid"];
const SPECIAL: [&str; 25] = [
    "%laneid",
    "%warpid",
    "%nwarpid",
    "%smid",
    "%nsmid",
    "%gridid",
    "%clock",
    "%clock64",
    "%clock_hi",
    "%lanemask_eq",
    "%lanemask_le",
    "%lanemask_lt",
    "%lanemask_ge",
    "%lanemask_gt",
    "%globaltimer",
    "%globaltimer_lo",
    "%globaltimer_hi",
    "%total_smem_size",
    "%dynamic_smem_size",
    "%aggr_smem_size",
    "%reserved_smem_offset_begin",
    "%reserved_smem_offset_end",
    "%reserved_smem_offset_cap",
    "%reserved_smem_offset_0",
    "%reserved_smem_offset_1",
];

/// The element a vector selector names: `x y z w`, or the synonyms `r g b a`.
pub(crate) fn selector_letter(w: &str) -> Option<char> {
    Some(match w {
        "x" | "r" => 'x',
        "y" | "g" => 'y',
        "z" | "b" => 'z',
        "w" | "a" => 'w',
        _ => return None,
    })
}

/// A video instruction's operand selector: `.b` and byte digits 0-7 or `.h` and halfword
/// digits 0-3 (`.b0`, `.h1`, `.b3210`, `.h32`).
pub fn is_video_selector(w: &str) -> bool {
    let (max, rest) = match w.as_bytes().first() {
        Some(b'b') => (b'7', &w[1..]),
        Some(b'h') => (b'3', &w[1..]),
        _ => return false,
    };
    (1..=4).contains(&rest.len()) && rest.bytes().all(|d| (b'0'..=max).contains(&d))
}

/// `%pm0..%pm7`, `%pm0_64`, `%envreg0..31` are special too.
fn is_special(name: &str) -> bool {
    if SPECIAL_DIM.contains(&name) || SPECIAL.contains(&name) {
        return true;
    }
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    if let Some(r) = name.strip_prefix("%pm") {
        return digits(r.strip_suffix("_64").unwrap_or(r));
    }
    name.strip_prefix("%envreg").is_some_and(digits)
}

/// Opcodes after which the thesis writes a numeric memory size (`ld .local 64 a, [addr]`, T:L1573).
const SIZED: [&str; 5] = ["ld", "st", "ldu", "atom", "red"];

impl<'s> Parser<'s> {
    /// block ::= `{` {stmt} `}`
    pub(crate) fn block(&mut self) -> PResult<Block> {
        let open = self.expect_punct("{", "`{`")?;
        self.enter()?;
        let mut stmts = Vec::new();
        loop {
            match self.peek().tok {
                Tok::Punct("}") => break,
                Tok::Eof => {
                    return Err(Diagnostic::error(
                        codes::UNCLOSED_BLOCK,
                        "unclosed block: `{` without `}`",
                        open.span,
                    )
                    .with_label("this `{` is never closed"))
                }
                _ => stmts.push(self.stmt()?),
            }
        }
        let close = self.bump();
        self.leave();
        stmts.shrink_to_fit();
        Ok(Block {
            stmts,
            span: join(open.span, close.span),
        })
    }

    /// stmt ::= block | label `:` | declaration | hint directive | [guard] instruction
    pub(crate) fn stmt(&mut self) -> PResult<Stmt> {
        let t = *self.peek();
        match &t.tok {
            Tok::Punct("{") => Ok(Stmt::Block(self.block()?)),
            Tok::Punct("@") => Ok(Stmt::Instr(self.instruction()?)),
            Tok::Dot(w) => {
                let w = *w;
                match w {
                    "loc" | "file" | "pragma" => {
                        let d = self.hint_directive()?;
                        let span = d.span;
                        Ok(Stmt::Directive(d, span))
                    }
                    "branchtargets" | "calltargets" => Ok(Stmt::Instr(self.target_list(w)?)),
                    _ if space_of(w).is_some() => {
                        Ok(Stmt::Var(self.var_decl(Default::default(), t.span)?))
                    }
                    "visible" | "extern" | "weak" | "common" => {
                        let linkage = self.linkage();
                        match &self.peek().tok {
                            Tok::Dot(w2) if space_of(w2).is_some() => {
                                Ok(Stmt::Var(self.var_decl(linkage, t.span)?))
                            }
                            Tok::Dot(w2) => {
                                let w2 = *w2;
                                Err(self.unsupported(w2))
                            }
                            _ => Err(self.expected("a state space after the linkage directive")),
                        }
                    }
                    _ if is_texture_space(w) => Err(self.unsupported(w)),
                    _ => Err(self.unsupported(w)),
                }
            }
            Tok::Ident => {
                if let Some(label) = self.label()? {
                    // `prototype_0 : .callprototype (...) _ (...);` declares a call signature.
                    if self.peek().is_dot("callprototype") {
                        return self.callprototype(label);
                    }
                    return Ok(Stmt::Label(label));
                }
                Ok(Stmt::Instr(self.instruction()?))
            }
            _ => Err(self.expected("an instruction, a label, a declaration or `}`")),
        }
    }

    /// `name :` (thesis dialect: also `PATH-1:`, Listing 5.6 T:L2050-2068). Consumes nothing
    /// unless it is a label.
    fn label(&mut self) -> PResult<Option<Ident>> {
        if self.peek_at(1).is_punct(":") {
            let t = self.bump();
            self.bump();
            return Ok(Some(Ident {
                name: self.names.name(t.text(self.src)),
                span: t.span,
            }));
        }
        if self.dialect == Dialect::Thesis {
            let n = self.dashed_len();
            if n > 1 && self.peek_at(n).is_punct(":") {
                let id = self.dashed(n);
                self.bump();
                return Ok(Some(id));
            }
        }
        Ok(None)
    }

    /// Number of tokens of a thesis name with dashes starting here (`PATH-1` is 3 tokens, all
    /// adjacent); 1 for a plain identifier.
    fn dashed_len(&self) -> usize {
        let mut n = 1;
        loop {
            let (a, dash, b) = (self.peek_at(n - 1), self.peek_at(n), self.peek_at(n + 1));
            let adjacent = a.span.end == dash.span.start && dash.span.end == b.span.start;
            if adjacent && dash.is_punct("-") && matches!(b.tok, Tok::Ident | Tok::Int(..)) {
                n += 2;
            } else {
                return n;
            }
        }
    }

    /// Consume `n` tokens of a dashed name and return it as one identifier.
    fn dashed(&mut self, n: usize) -> Ident {
        let first = self.peek().span;
        for _ in 0..n {
            self.bump();
        }
        let span = join(first, self.prev_span());
        Ident {
            name: self
                .names
                .name(&self.src[span.start as usize..span.end as usize]),
            span,
        }
    }

    /// `label: .callprototype [(.param ...)] _ (.param ...) ;`: accepted, kept as a directive
    /// (only its name matters: it is the last operand of an indirect `call`).
    fn callprototype(&mut self, label: Ident) -> PResult<Stmt> {
        let kw = self.bump();
        if self.at_punct("(") {
            self.params()?;
        }
        self.ident("`_` in the prototype")?;
        if self.at_punct("(") {
            self.params()?;
        }
        while let Tok::Dot(w) = &self.peek().tok {
            if *w != "noreturn" {
                let w = *w;
                return Err(self.unsupported(w));
            }
            self.bump();
        }
        self.semi()?;
        let span = join(label.span, self.prev_span());
        Ok(Stmt::Directive(
            Ident {
                name: w_of(&kw.tok).into(),
                span: label.span,
            },
            span,
        ))
    }

    /// `.branchtargets L1, L2;` / `.calltargets f, g;` (after a label): kept as an instruction
    /// whose opcode is the directive with its dot, operands the names, for `brx.idx`.
    fn target_list(&mut self, w: &str) -> PResult<Instruction> {
        let kw = self.bump();
        let mut operands = Vec::new();
        loop {
            operands.push(Operand::Name(self.ident("a label name")?));
            if !self.eat_punct(",") {
                break;
            }
        }
        self.semi()?;
        Ok(Instruction {
            guard: None,
            opcode: Ident {
                name: format!(".{w}").into(),
                span: kw.span,
            },
            mods: Box::default(),
            size: None,
            operands: operands.into_boxed_slice(),
            span: join(kw.span, self.prev_span()),
        })
    }

    /// instruction ::= [`@` [`!`] pred] opcode {`.mod`} [size] [operand {`,` operand}] `;`
    pub(crate) fn instruction(&mut self) -> PResult<Instruction> {
        let start = self.peek().span;
        let guard = if self.at_punct("@") {
            let at = self.bump();
            let negated = self.eat_punct("!");
            let pred = self.ident("a predicate register after `@`")?;
            Some(Box::new(Guard {
                negated,
                span: join(at.span, pred.span),
                pred,
            }))
        } else {
            None
        };
        let opcode = self.ident(if guard.is_some() {
            "an opcode after the guard"
        } else {
            "an opcode"
        })?;
        let mut mods = Vec::new();
        // Modifiers sit on the opcode's line (a `.word` on the next line starts a new statement).
        while matches!(self.peek().tok, Tok::Dot(_))
            && self.peek().span.line == self.prev_span().line
        {
            let t = self.bump();
            let Tok::Dot(w) = t.tok else {
                unreachable!("the loop condition saw a `.word`")
            };
            mods.push(Ident {
                name: self.names.name(w),
                span: t.span,
            });
        }
        let size = match self.peek().tok {
            Tok::Int(v, _)
                if SIZED.contains(&opcode.name.as_str())
                    && !matches!(self.peek_at(1).tok, Tok::Punct(";" | ",") | Tok::Eof) =>
            {
                let t = self.bump();
                let v = u32::try_from(v).map_err(|_| {
                    Diagnostic::error(
                        codes::OUT_OF_RANGE,
                        format!("memory size `{}` is too large", self.text(&t)),
                        t.span,
                    )
                    .with_label("expected a size in bytes")
                })?;
                Some(Box::new((v, t.span)))
            }
            _ => None,
        };
        let mut operands = Vec::new();
        if !self.at_punct(";") && !self.starts_next_statement() {
            loop {
                if self.at_operand_end() {
                    break;
                }
                operands.push(self.operand()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.instr_end()?;
        // The module keeps every instruction until it is loaded: no spare capacity per
        // instruction (pushing leaves room for 4 of each; a boxed slice has none).
        Ok(Instruction {
            guard,
            opcode,
            mods: mods.into_boxed_slice(),
            size,
            operands: operands.into_boxed_slice(),
            span: join(start, self.prev_span()),
        })
    }

    /// On a later line than the opcode: `@p`, `.directive`, `label:` or `opcode.mod` begin the next statement,
    /// so the current one lacks its `;` (operands of a multi-line `call` never look like that).
    fn starts_next_statement(&self) -> bool {
        let t = self.peek();
        if t.span.line == self.prev_span().line {
            return false;
        }
        let next = self.peek_at(1);
        match t.tok {
            Tok::Punct("@") | Tok::Dot(_) => true,
            Tok::Ident => {
                next.is_punct(":")
                    || (matches!(next.tok, Tok::Dot(_)) && next.span.start == t.span.end)
            }
            _ => false,
        }
    }

    /// True where no operand can start and the statement has evidently ended (`}` / EOF /
    /// a token on a new line after the opcode would be a missing `;`, reported by `instr_end`).
    fn at_operand_end(&self) -> bool {
        matches!(self.peek().tok, Tok::Punct("}") | Tok::Eof)
    }

    /// `;` after an instruction: missing-`;` (E0006) when the next token starts a new line.
    fn instr_end(&mut self) -> PResult<()> {
        if self.at_punct(";") {
            self.bump();
            return Ok(());
        }
        let prev = self.prev_span();
        let t = self.peek();
        if t.span.line > prev.line || matches!(t.tok, Tok::Eof | Tok::Punct("}")) {
            return self.semi();
        }
        Err(self.expected("`,` or `;` after the operand"))
    }

    /// operand ::= `[` address `]` | `{` operands `}` | `(` operands `)` | `!` name
    ///           | sreg | name [`|` name] | const_expr
    pub(crate) fn operand(&mut self) -> PResult<Operand> {
        let t = *self.peek();
        match &t.tok {
            Tok::Punct("[") => self.address(),
            // `(.s64) x` is a cast: an expression, not a call list.
            Tok::Punct("(") if matches!(self.peek_at(1).tok, Tok::Dot(_)) => {
                Ok(simplify(self.expr()?))
            }
            Tok::Punct(open @ ("{" | "(")) => {
                let close = if *open == "{" { "}" } else { ")" };
                self.bump();
                self.enter()?;
                let mut v = Vec::new();
                if !self.at_punct(close) {
                    loop {
                        v.push(self.operand()?);
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                let what = if close == "}" {
                    "`,` or `}` in the vector operand"
                } else {
                    "`,` or `)` in the list"
                };
                let end = self.expect_punct(close, what)?;
                self.leave();
                let s = join(t.span, end.span);
                if close == ")" && v.len() == 1 && self.at_binary_op() {
                    // `(2+3)*4`: a parenthesised expression that continues.
                    if let Some(e) = v.pop().and_then(as_expr) {
                        return Ok(simplify(self.expr_from(e)?));
                    }
                }
                Ok(if close == "}" {
                    Operand::Vector(v, s)
                } else {
                    Operand::List(v, s)
                })
            }
            Tok::Punct("!") => {
                self.bump();
                Ok(Operand::Not(self.ident("a predicate after `!`")?))
            }
            Tok::FloatBits(bits, w) if self.operand_ends_at(1) => {
                self.bump();
                Ok(Operand::FloatBits(*bits, *w, t.span))
            }
            Tok::Ident => {
                let name = self.text(&t);
                if is_special(name) {
                    return self.special();
                }
                let id = if self.dialect == Dialect::Thesis {
                    let n = self.dashed_len();
                    self.dashed(n)
                } else {
                    self.bump();
                    Ident {
                        name: self.names.name(t.text(self.src)),
                        span: t.span,
                    }
                };
                let id = self.element_selector(id);
                if self.at_punct("|") {
                    self.bump();
                    let q = self.ident("a second predicate after `|`")?;
                    let span = join(id.span, q.span);
                    return Ok(Operand::Pair(Box::new((id, q, span))));
                }
                if self.operand_ends_at(0) {
                    return Ok(Operand::Name(id));
                }
                let e = self.expr_from(ConstExpr::Name(id))?;
                Ok(simplify(e))
            }
            // `-%r3` and `-%r3.h0`: a negated register (`vmad`'s sources), kept as `-name`.
            Tok::Punct("-") if self.negated_register_ahead() => {
                self.bump();
                let r = *self.peek();
                self.bump();
                let id = Ident {
                    name: self.names.name(r.text(self.src)),
                    span: r.span,
                };
                let id = self.element_selector(id);
                let span = join(t.span, id.span);
                Ok(Operand::Expr(Box::new(ConstExpr::Unary(
                    '-',
                    Box::new(ConstExpr::Name(id)),
                    span,
                ))))
            }
            Tok::Int(..) | Tok::Float(_) | Tok::FloatBits(..) | Tok::Punct("-" | "~" | "+") => {
                let e = self.expr()?;
                Ok(simplify(e))
            }
            Tok::Punct("@") => Err(Diagnostic::error(
                codes::SYNTAX,
                "syntax error: stray `@` in operand position",
                t.span,
            )
            .with_label("a guard `@p` must precede the opcode")),
            _ => Err(self.expected("an operand")),
        }
    }

    /// Is the current token a binary operator of constant expressions?
    fn at_binary_op(&self) -> bool {
        matches!(self.peek().tok, Tok::Punct(p) if super::expr::is_binary_op(p))
    }

    /// At `-`, is a register name (with an optional adjacent selector) the whole operand?
    fn negated_register_ahead(&self) -> bool {
        let (minus, r) = (self.peek(), self.peek_at(1));
        if r.tok != Tok::Ident || r.span.start != minus.span.end || !self.text(r).starts_with('%') {
            return false;
        }
        match &self.peek_at(2).tok {
            Tok::Dot(_) => self.operand_ends_at(3),
            _ => self.operand_ends_at(2),
        }
    }

    /// Is the token `n` ahead one that ends an operand?
    fn operand_ends_at(&self, n: usize) -> bool {
        matches!(
            self.peek_at(n).tok,
            Tok::Punct("," | ";" | "}" | ")" | "]") | Tok::Eof
        )
    }

    /// `%v1.x`: an element of a vector register (PTX ISA "vector variables"). The selector is
    /// the adjacent `.x/.y/.z/.w` word, or its colour synonym `.r/.g/.b/.a`; the element is
    /// the scalar register named `%v1.x` (see `ptx::vecreg`, which declares and expands them).
    /// The byte and halfword selectors of the video instructions (`%r1.b0`, `%r2.h10`,
    /// `%r3.b7654`) stay in the name too; the loader splits them off for those instructions.
    fn element_selector(&mut self, id: Ident) -> Ident {
        let next = self.peek();
        let Tok::Dot(w) = &next.tok else { return id };
        if next.span.start != id.span.end {
            return id;
        }
        let sel = match selector_letter(w) {
            Some(c) => c.to_string(),
            None if is_video_selector(w) => w.to_string(),
            None => return id,
        };
        let end = self.bump().span;
        Ident {
            name: format!("{}.{sel}", id.name).into(),
            span: join(id.span, end),
        }
    }

    /// `%tid.x`: the dimension is the adjacent `.x`/`.y`/`.z` word.
    fn special(&mut self) -> PResult<Operand> {
        let t = self.bump();
        let name = Ident {
            name: self.names.name(t.text(self.src)),
            span: t.span,
        };
        let next = *self.peek();
        let dim = match &next.tok {
            Tok::Dot(w) if next.span.start == t.span.end => {
                let d = match *w {
                    "x" => 'x',
                    "y" => 'y',
                    "z" => 'z',
                    _ => return Err(self.expected("a dimension `.x`, `.y` or `.z`")),
                };
                self.bump();
                Some(d)
            }
            _ => None,
        };
        Ok(Operand::Special { name, dim })
    }

    /// address ::= `[` name [(`+`|`-`) [`-`] int] `]` | `[` [`-`] int `]`
    fn address(&mut self) -> PResult<Operand> {
        let open = self.bump();
        let base = if self.peek().tok == Tok::Ident {
            Some(self.ident("an address")?)
        } else {
            None
        };
        if let (Some(b), true) = (&base, self.at_punct(",")) {
            // `[tex, {x, y}]` (or `[tex, sampler, {x, y}]`): a texture operand, kept as a
            // list of the handle and the coordinates (docs/texture.md); the loader checks its
            // shape.
            let mut v = vec![Operand::Name(b.clone())];
            while self.eat_punct(",") {
                v.push(self.operand()?);
            }
            let close = self.expect_punct("]", "`]` closing the texture operand")?;
            return Ok(Operand::List(v, join(open.span, close.span)));
        }
        let mut sign: i128 = 1;
        let mut have_sign = false;
        while let Tok::Punct(p @ ("+" | "-")) = self.peek().tok {
            if base.is_none() && p == "+" {
                break;
            }
            if p == "-" {
                sign = -sign;
            }
            have_sign = true;
            self.bump();
        }
        let offset = match self.peek().tok {
            Tok::Int(v, _) if base.is_none() || have_sign => {
                let t = self.bump();
                let off = sign * v as i128;
                i64::try_from(off).map_err(|_| {
                    Diagnostic::error(
                        codes::OUT_OF_RANGE,
                        "address offset does not fit in 64 bits",
                        t.span,
                    )
                    .with_label("offset too large")
                })?
            }
            _ if base.is_some() && !have_sign => 0,
            _ => {
                return Err(self.expected(if base.is_some() {
                    "an integer offset"
                } else {
                    "an address"
                }))
            }
        };
        let close = self.expect_punct("]", "`]` closing the address")?;
        Ok(Operand::Address {
            base,
            offset,
            span: join(open.span, close.span),
        })
    }
}

/// The constant expression an operand stands for, if it is one.
fn as_expr(o: Operand) -> Option<ConstExpr> {
    Some(match o {
        Operand::Int(v, s) if v.get() < 0 => ConstExpr::Unary(
            '-',
            Box::new(ConstExpr::Int(v.get().unsigned_abs() as u64, s)),
            s,
        ),
        Operand::Int(v, s) => ConstExpr::Int(v.get() as u64, s),
        Operand::Float(f, s) => ConstExpr::Float(f, s),
        Operand::FloatBits(b, w, s) => ConstExpr::Float(
            if w == 4 {
                f32::from_bits(b as u32) as f64
            } else {
                f64::from_bits(b)
            },
            s,
        ),
        Operand::Name(i) => ConstExpr::Name(i),
        Operand::Expr(e) => *e,
        _ => return None,
    })
}

/// Plain literals and names as their own operand kinds; anything else stays an expression.
fn simplify(e: ConstExpr) -> Operand {
    match e {
        ConstExpr::Int(v, s) => Operand::Int(i128::from(v).into(), s),
        ConstExpr::Float(f, s) => Operand::Float(f, s),
        ConstExpr::Name(i) => Operand::Name(i),
        ConstExpr::Unary('-', inner, s) => match *inner {
            ConstExpr::Int(v, _) => Operand::Int((-i128::from(v)).into(), s),
            ConstExpr::Float(f, _) => Operand::Float(-f, s),
            other => Operand::Expr(Box::new(ConstExpr::Unary('-', Box::new(other), s))),
        },
        other => Operand::Expr(Box::new(other)),
    }
}
