//! Recursive-descent parser over the tokens of [`super::lexer`] into [`super::ast`]. One token of
//! lookahead almost everywhere (a few bounded peeks), so parsing is linear in the input; nesting
//! is bounded ([`MAX_DEPTH`]) so hostile input cannot overflow the stack. In [`parse`] the first
//! error stops the parse and becomes the single [`Diagnostic`] of the result; in
//! [`parse_recovering`] a top-level item of a real-PTX file that does not parse is skipped to its
//! end and recorded ([`Module::broken`]), and the parse goes on with the next item.

pub(crate) mod decl;
mod expr;
pub mod stmt;

use super::ast::{Block, Broken, Dialect, Function, Ident, Interner, Module, Span, TopItem};
use super::diag::{codes, Diagnostic, Diagnostics};
use super::lexer::{self, Tok, Token};

pub(crate) type PResult<T> = Result<T, Diagnostic>;

/// Deepest nesting of scopes, initialisers and expressions accepted.
pub const MAX_DEPTH: u32 = 200;

/// Parse a PTX file. A file without `.version` is in the thesis dialect (docs/design.md §1 (b)).
/// Errors are values: the first syntax error, with file, line, column and a caret.
pub fn parse(file: &str, source: &str) -> Result<Module, Diagnostics> {
    let first = |d: Diagnostic| Diagnostics {
        file: file.to_string(),
        source: source.to_string(),
        items: vec![d],
    };
    match parse_recovering(file, source) {
        Ok(m) if m.broken.is_empty() => Ok(m),
        Ok(mut m) => Err(first(m.broken.swap_remove(0).diag)),
        // The items skipped before the error that stopped the parse come first.
        Err(mut d) => Err(first(d.items.swap_remove(0))),
    }
}

/// [`parse`], except that in a real-PTX file a top-level item (a function, a declaration, a
/// directive) that does not parse does not sink the others: it is skipped to its end, its
/// diagnostic is kept in [`Module::broken`], and a function whose header was read stays in the
/// module with an empty body (the loader marks it unusable, `program::load_per_function`).
/// Errors that stop everything: the lexer's, a file of 4 GiB or more, a malformed `.version`,
/// `.target` or `.address_size`, and any syntax error of a thesis-dialect file (top-level
/// instructions have no item to skip to the end of); the diagnostics of the items skipped
/// before such an error come first in the result.
pub fn parse_recovering(file: &str, source: &str) -> Result<Module, Diagnostics> {
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
        header: None,
        broken: Vec::new(),
        names: Interner::default(),
    };
    let mut m = match p.module() {
        Ok(m) => m,
        Err(d) => {
            let mut all = wrap(d);
            all.items.splice(0..0, p.broken.drain(..).map(|b| b.diag));
            return Err(all);
        }
    };
    m.broken = std::mem::take(&mut p.broken);
    super::vecreg::expand(&mut m);
    Ok(m)
}

pub(crate) struct Parser<'s> {
    pub src: &'s str,
    /// Always ends with `Tok::Eof`; `pos` never moves past it.
    pub toks: Vec<Token<'s>>,
    pub pos: usize,
    pub dialect: Dialect,
    pub depth: u32,
    /// The header of the function being parsed, once its parameters are read (for a stub
    /// when its body does not parse, [`Parser::recover`]).
    pub header: Option<Function>,
    /// The top-level items skipped so far ([`Module::broken`] once the parse ends).
    pub broken: Vec<Broken>,
    /// One shared [`Name`] per distinct identifier.
    pub names: Interner<'s>,
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
    pub fn peek(&self) -> &Token<'s> {
        &self.toks[self.pos]
    }
    pub fn peek_at(&self, n: usize) -> &Token<'s> {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }
    pub fn bump(&mut self) -> Token<'s> {
        let t = self.toks[self.pos];
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
    pub fn expect_punct(&mut self, p: &str, what: &str) -> PResult<Token<'s>> {
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
                name: self.names.name(t.text(self.src)),
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
            broken: Vec::new(),
        };
        loop {
            let t = *self.peek();
            let start = self.pos;
            self.header = None;
            match &t.tok {
                Tok::Eof => return Ok(m),
                Tok::Dot(w) => match *w {
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
                    _ => match self.top_directive() {
                        Ok(item) => m.items.push(item),
                        Err(d) => self.recover(&mut m, start, d)?,
                    },
                },
                Tok::Punct("}") => {
                    let d = Diagnostic::error(codes::SYNTAX, "syntax error: unmatched `}`", t.span)
                        .with_label("no `{` is open here");
                    self.recover(&mut m, start, d)?;
                }
                Tok::Ident | Tok::Punct("@") | Tok::Punct("{") if self.dialect == Dialect::Real => {
                    let d = Diagnostic::error(
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
                    );
                    self.recover(&mut m, start, d)?;
                }
                _ => {
                    if self.dialect == Dialect::Real {
                        let d = self.expected("a directive (`.entry`, `.func`, a declaration)");
                        self.recover(&mut m, start, d)?;
                        continue;
                    }
                    m.items.push(TopItem::Stmt(self.stmt()?));
                }
            }
        }
    }

    /// A top-level item starting at token `start` failed with `d`: in a real-PTX file, skip to
    /// its end ([`Parser::skip_item`]), record it in [`Parser::broken`] (the module's
    /// [`Module::broken`] once the parse ends) and put a function whose header was read in `m`
    /// with an empty body. In a thesis-dialect file, `Err(d)`.
    fn recover(&mut self, m: &mut Module, start: usize, d: Diagnostic) -> PResult<()> {
        if self.dialect != Dialect::Real {
            return Err(d);
        }
        self.depth = 0;
        self.pos = start;
        self.skip_item();
        let func = self.header.take().map(|mut f| {
            let name = f.name.name.to_string();
            f.span = join(f.span, self.prev_span());
            if !f.linkage.external {
                f.body = Some(Block {
                    stmts: Vec::new(),
                    span: f.span,
                });
            }
            m.items.push(TopItem::Function(f));
            name
        });
        self.broken.push(Broken { func, diag: d });
        Ok(())
    }

    /// Move past the top-level item that starts at the current token: up to and including the
    /// `;` that ends it outside braces, or the `}` that closes its outermost brace (and a `;`
    /// right after it, which ends an initialiser). Inside braces, a directive that only starts a
    /// top-level item (`.entry`, `.func`, `.visible`, `.weak`, `.version`, `.target`) ends the
    /// skip before it, so an unclosed body does not swallow the functions after it. Always moves
    /// at least one token (until the end of the file).
    fn skip_item(&mut self) {
        let mut depth = 0u32;
        loop {
            let t = self.peek();
            match &t.tok {
                Tok::Eof => return,
                Tok::Dot(w)
                    if depth > 0
                        && matches!(
                            *w,
                            "entry" | "func" | "visible" | "weak" | "version" | "target"
                        ) =>
                {
                    return;
                }
                Tok::Punct("{") => depth += 1,
                Tok::Punct("}") => {
                    self.bump();
                    if depth <= 1 {
                        self.eat_punct(";");
                        return;
                    }
                    depth -= 1;
                    continue;
                }
                Tok::Punct(";") if depth == 0 => {
                    self.bump();
                    return;
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// `.version 4.2`: the lexer reads `4.2` as one float token, so split its text.
    fn version(&mut self) -> PResult<(u32, u32, Span)> {
        let start = self.bump().span;
        let t = *self.peek();
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
