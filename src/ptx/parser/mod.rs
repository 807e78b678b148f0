//! Recursive-descent parser over the tokens of [`super::lexer`] into [`super::ast`]. One token of
//! lookahead almost everywhere (a few bounded peeks), so parsing is linear in the input; nesting
//! is bounded ([`MAX_DEPTH`]) so hostile input cannot overflow the stack. The first error stops
//! the parse and becomes the single [`Diagnostic`] of the result.

pub(crate) mod decl;
mod expr;
pub mod stmt;

use super::ast::{Dialect, Ident, Module, Span, TopItem};
use super::diag::{codes, Diagnostic, Diagnostics};
use super::lexer::{self, Tok, Token};

pub(crate) type PResult<T> = Result<T, Diagnostic>;

/// Deepest nesting of scopes, initialisers and expressions accepted.
pub const MAX_DEPTH: u32 = 200;

/// Parse a PTX file. A file without `.version` is in the thesis dialect (docs/design.md §1 (b)).
/// Errors are values: the first syntax error, with file, line, column and a caret.
pub fn parse(file: &str, source: &str) -> Result<Module, Diagnostics> {
    let wrap = |d: Diagnostic| Diagnostics {
        file: file.to_string(),
        source: source.to_string(),
        items: vec![d],
    };
    if source.len() >= u32::MAX as usize {
        return Err(wrap(Diagnostic::error(
            codes::OUT_OF_RANGE,
            "file too large (4 GiB or more)",
            Span::default(),
        )));
    }
    let toks = lexer::lex(source).map_err(wrap)?;
    let dialect = if toks.iter().any(|t| t.is_dot("version")) {
        Dialect::Real
    } else {
        Dialect::Thesis
    };
    let mut p = Parser {
        src: source,
        toks,
        pos: 0,
        dialect,
        depth: 0,
    };
    let mut m = p.module().map_err(wrap)?;
    super::vecreg::expand(&mut m);
    Ok(m)
}

pub(crate) struct Parser<'s> {
    pub src: &'s str,
    /// Always ends with `Tok::Eof`; `pos` never moves past it.
    pub toks: Vec<Token>,
    pub pos: usize,
    pub dialect: Dialect,
    pub depth: u32,
}

/// Span from the start of `a` to the end of `b`.
pub(crate) fn join(a: Span, b: Span) -> Span {
    Span {
        start: a.start,
        end: b.end.max(a.start),
        line: a.line,
        col: a.col,
    }
}

impl<'s> Parser<'s> {
    pub fn peek(&self) -> &Token {
        &self.toks[self.pos]
    }
    pub fn peek_at(&self, n: usize) -> &Token {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }
    pub fn bump(&mut self) -> Token {
        let t = self.toks[self.pos].clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    /// Span of the token before the current one (the end of what was parsed so far).
    pub fn prev_span(&self) -> Span {
        self.toks[self.pos.saturating_sub(1)].span
    }
    pub fn text(&self, t: &Token) -> &'s str {
        t.text(self.src)
    }
    pub fn at_punct(&self, p: &str) -> bool {
        self.peek().is_punct(p)
    }
    pub fn eat_punct(&mut self, p: &str) -> bool {
        let hit = self.at_punct(p);
        if hit {
            self.bump();
        }
        hit
    }
    /// Describe a token for "found ..." in messages.
    pub fn describe(&self, t: &Token) -> String {
        match t.tok {
            Tok::Eof => "end of file".to_string(),
            _ => format!("`{}`", self.text(t)),
        }
    }
    /// "syntax error: expected {what}, found `x`" at the current token.
    pub fn expected(&self, what: &str) -> Diagnostic {
        let t = self.peek();
        Diagnostic::error(
            codes::SYNTAX,
            format!("syntax error: expected {what}, found {}", self.describe(t)),
            t.span,
        )
        .with_label(format!("expected {what}"))
    }
    pub fn expect_punct(&mut self, p: &str, what: &str) -> PResult<Token> {
        if self.at_punct(p) {
            Ok(self.bump())
        } else {
            Err(self.expected(what))
        }
    }
    pub fn ident(&mut self, what: &str) -> PResult<Ident> {
        if self.peek().tok == Tok::Ident {
            let t = self.bump();
            Ok(Ident {
                name: self.text(&t).to_string(),
                span: t.span,
            })
        } else {
            Err(self.expected(what))
        }
    }
    /// An unsigned integer literal that must fit in `u32`.
    pub fn uint(&mut self, what: &str) -> PResult<(u32, Span)> {
        match self.peek().tok {
            Tok::Int(v, _) => {
                let t = self.bump();
                u32::try_from(v).map(|v| (v, t.span)).map_err(|_| {
                    Diagnostic::error(
                        codes::OUT_OF_RANGE,
                        format!("number `{}` is too large here", self.text(&t)),
                        t.span,
                    )
                    .with_label(format!("expected {what} below 2^32"))
                })
            }
            _ => Err(self.expected(what)),
        }
    }
    /// Enter one nesting level (scope, initialiser list, parenthesis); error past [`MAX_DEPTH`].
    pub fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let t = self.peek();
            return Err(Diagnostic::error(
                codes::TOO_DEEP,
                format!("nesting deeper than {MAX_DEPTH} levels"),
                t.span,
            )
            .with_label("too deeply nested"));
        }
        Ok(())
    }
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// module ::= { header | directive | declaration | function | stmt (thesis) } EOF
    fn module(&mut self) -> PResult<Module> {
        let mut m = Module {
            dialect: self.dialect,
            version: None,
            target: Vec::new(),
            address_size: None,
            items: Vec::new(),
        };
        loop {
            let t = self.peek().clone();
            match &t.tok {
                Tok::Eof => return Ok(m),
                Tok::Dot(w) => match w.as_str() {
                    "version" => m.version = Some(self.version()?),
                    "target" => {
                        self.bump();
                        loop {
                            m.target.push(self.ident("a target name such as `sm_20`")?);
                            if !self.eat_punct(",") {
                                break;
                            }
                        }
                    }
                    "address_size" => {
                        self.bump();
                        let (v, s) = self.uint("an address size (32 or 64)")?;
                        m.address_size = Some((v, join(t.span, s)));
                    }
                    _ => m.items.push(self.top_directive()?),
                },
                Tok::Punct("}") => {
                    return Err(Diagnostic::error(
                        codes::SYNTAX,
                        "syntax error: unmatched `}`",
                        t.span,
                    )
                    .with_label("no `{` is open here"))
                }
                Tok::Ident | Tok::Punct("@") | Tok::Punct("{") if self.dialect == Dialect::Real => {
                    return Err(Diagnostic::error(
                        codes::DIALECT,
                        format!(
                            "instruction or label outside a function: {}",
                            self.describe(&t)
                        ),
                        t.span,
                    )
                    .with_label("expected `.entry`, `.func` or a declaration")
                    .with_note(
                        "top-level instructions are the thesis dialect (implicit `.entry main`), \
                         which is only used for files without `.version` (docs/design.md §1)",
                    ));
                }
                _ => {
                    if self.dialect == Dialect::Real {
                        return Err(self.expected("a directive (`.entry`, `.func`, a declaration)"));
                    }
                    m.items.push(TopItem::Stmt(self.stmt()?));
                }
            }
        }
    }

    /// `.version 4.2`: the lexer reads `4.2` as one float token, so split its text.
    fn version(&mut self) -> PResult<(u32, u32, Span)> {
        let start = self.bump().span;
        let t = self.peek().clone();
        let text = self.text(&t);
        let parsed = match t.tok {
            Tok::Float(_) => text
                .split_once('.')
                .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?))),
            _ => None,
        };
        match parsed {
            Some((a, b)) => {
                self.bump();
                Ok((a, b, join(start, t.span)))
            }
            None => Err(self.expected("a version `major.minor` such as `4.2`")),
        }
    }
}
