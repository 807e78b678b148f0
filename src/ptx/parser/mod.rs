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
    // The dialect is that of the whole file: a `.version` anywhere makes it real PTX. Lex up to
    // the first one (the tokens read stay buffered for the parser); without one, the whole file
    // is read, so a lexer error anywhere in a thesis-dialect file comes before any syntax error.
    let mut toks = Tokens {
        lexer: lexer::Lexer::new(source),
        buf: std::collections::VecDeque::new(),
        base: 0,
        ended: false,
        lex_error: None,
    };
    let mut dialect = Dialect::Thesis;
    loop {
        let t = toks.lexer.next_token().map_err(wrap)?;
        toks.buf.push_back(t);
        if t.is_dot("version") {
            dialect = Dialect::Real;
            break;
        }
        if t.tok == Tok::Eof {
            toks.ended = true;
            break;
        }
    }
    toks.fill(LOOKAHEAD);
    let mut p = Parser {
        src: source,
        toks,
        pos: 0,
        dialect,
        depth: 0,
        header: None,
        item_start: None,
        broken: Vec::new(),
        names: Interner::default(),
    };
    let parsed = p.module();
    // A lexer error anywhere in the file is the only diagnostic, as if the file had been lexed
    // whole before parsing: finish lexing what the parse did not reach.
    if let Some(d) = p.toks.finish() {
        return Err(wrap(d));
    }
    let mut m = match parsed {
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

/// Tokens the parser may look at past the current one without reading more
/// ([`Parser::peek_at`]; the thesis dialect's dashed names look further, but a thesis-dialect
/// file is lexed whole).
const LOOKAHEAD: usize = 8;

/// The tokens of the file as the parser reads them: the current one, the one before it
/// ([`Parser::prev_span`]), up to [`LOOKAHEAD`] after it, and the rest of the current
/// top-level item back to its start until they are dropped in batches. Going back to the start
/// of an item whose tokens were dropped ([`Parser::recover`]) lexes them again.
pub(crate) struct Tokens<'s> {
    lexer: lexer::Lexer<'s>,
    buf: std::collections::VecDeque<Token<'s>>,
    /// The index in the file of `buf[0]`.
    base: usize,
    /// `buf` ends with the `Tok::Eof` token (after a lexer error: a stand-in one).
    ended: bool,
    /// The lexer's error, which ends the token stream.
    lex_error: Option<Diagnostic>,
}

impl<'s> Tokens<'s> {
    /// Make sure `buf` holds the token at index `upto` of the file, or ends.
    fn fill(&mut self, upto: usize) {
        while !self.ended && self.base + self.buf.len() <= upto {
            let t = match self.lexer.next_token() {
                Ok(t) => t,
                Err(d) => {
                    let stand_in = Token {
                        tok: Tok::Eof,
                        span: d.span,
                    };
                    self.lex_error.get_or_insert(d);
                    stand_in
                }
            };
            self.ended = t.tok == Tok::Eof;
            self.buf.push_back(t);
        }
    }
    /// The token at index `i`, or the last one when the stream ends before it.
    fn get(&self, i: usize) -> &Token<'s> {
        let k = i.saturating_sub(self.base).min(self.buf.len() - 1);
        &self.buf[k]
    }
    fn len_known(&self) -> usize {
        self.base + self.buf.len()
    }
    /// Drop the tokens before index `keep_from` (in batches, so that this is cheap per token).
    fn drop_before(&mut self, keep_from: usize) {
        if keep_from >= self.base + 4096 {
            let n = (keep_from - self.base).min(self.buf.len() - 1);
            self.buf.drain(..n);
            self.base += n;
        }
    }
    /// Go back to index `i`, whose token is `t`.
    fn rewind(&mut self, i: usize, t: &Token<'s>) {
        if i < self.base {
            self.lexer.restart_at(t);
            self.buf.clear();
            self.base = i;
            self.ended = false;
            self.fill(i + LOOKAHEAD);
        }
    }
    /// Lex the rest of the file; the lexer's error, if there was one.
    fn finish(&mut self) -> Option<Diagnostic> {
        while !self.ended && self.lex_error.is_none() {
            match self.lexer.next_token() {
                Ok(t) => self.ended = t.tok == Tok::Eof,
                Err(d) => self.lex_error = Some(d),
            }
        }
        self.lex_error.take()
    }
}

pub(crate) struct Parser<'s> {
    pub src: &'s str,
    /// The tokens around `pos`; `pos` never moves past the `Tok::Eof` at the end.
    pub toks: Tokens<'s>,
    pub pos: usize,
    pub dialect: Dialect,
    pub depth: u32,
    /// The header of the function being parsed, once its parameters are read (for a stub
    /// when its body does not parse, [`Parser::recover`]).
    pub header: Option<Function>,
    /// The index and first token of the top-level item being parsed (where
    /// [`Parser::recover`] goes back to), so that tokens before it may be dropped.
    pub item_start: Option<(usize, Token<'s>)>,
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
        self.toks.get(self.pos)
    }
    pub fn peek_at(&self, n: usize) -> &Token<'s> {
        debug_assert!(
            n <= LOOKAHEAD || self.toks.ended,
            "lookahead past the buffer"
        );
        self.toks.get(self.pos + n)
    }
    pub fn bump(&mut self) -> Token<'s> {
        let t = *self.peek();
        if self.pos + 1 < self.toks.len_known() {
            self.pos += 1;
            self.toks.fill(self.pos + LOOKAHEAD);
            // Keep two tokens before the current one (`prev_span` after a step back); an item
            // whose start was dropped is lexed again when the parse goes back to it.
            self.toks.drop_before(self.pos.saturating_sub(2));
        }
        t
    }
    /// Span of the token before the current one (the end of what was parsed so far).
    pub fn prev_span(&self) -> Span {
        self.toks.get(self.pos.saturating_sub(1)).span
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
            self.item_start = Some((start, t));
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
        if let Some((i, t)) = self.item_start.filter(|&(i, _)| i == start) {
            self.toks.rewind(i, &t);
        }
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
