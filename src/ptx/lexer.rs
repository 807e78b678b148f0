//! Tokens of PTX (both dialects of docs/design.md §1), produced by small `nom` parsers over a
//! `nom_locate` span so that every token knows its byte range and 1-based line/column
//! (column in characters). Whitespace and comments (`//`, `/* */`) are dropped here; the parser
//! reads them one at a time from a [`Lexer`] and keeps only the few it looks at, which keeps it
//! linear (no backtracking over characters) and its memory small.

use super::ast::Span;
use super::diag::{codes, Diagnostic};
use nom::branch::alt;
use nom::bytes::complete::{tag, take_until, take_while, take_while1};
use nom::character::complete::{char as ch, satisfy};
use nom::combinator::recognize;
use nom::sequence::{pair, preceded};
use nom::IResult;
use nom_locate::LocatedSpan;

type In<'a> = LocatedSpan<&'a str>;

/// What a token is. Texts are not stored: `Token::span` slices the source.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Tok<'s> {
    /// Identifier (`add`, `%r1`, `$L__BB0_1`, `_`).
    Ident,
    /// `.word`: a directive or modifier; the payload is the word without the dot.
    Dot(&'s str),
    /// Integer literal: value, and whether it had the `U` suffix.
    Int(u64, bool),
    /// Decimal float literal (`1.5`, `1e-3`).
    Float(f64),
    /// `0fXXXXXXXX` / `0dXXXXXXXXXXXXXXXX`: bits and width in bytes.
    FloatBits(u64, u8),
    /// String literal, contents without quotes (escapes kept verbatim).
    Str(&'s str),
    /// Punctuation and operators (`,`, `;`, `<<`, `...`).
    Punct(&'static str),
    Eof,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Token<'s> {
    pub tok: Tok<'s>,
    pub span: Span,
}

impl<'s> Token<'s> {
    /// The source text of the token (empty at end of file).
    pub fn text<'a>(&self, src: &'a str) -> &'a str {
        src.get(self.span.start as usize..self.span.end as usize)
            .unwrap_or("")
    }
    pub fn is_punct(&self, p: &str) -> bool {
        matches!(self.tok, Tok::Punct(q) if q == p)
    }
    pub fn is_dot(&self, w: &str) -> bool {
        matches!(self.tok, Tok::Dot(d) if d == w)
    }
}

/// Multi-character operators first so that `<<` wins over `<`.
const PUNCTS: [&str; 33] = [
    "...", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", ",", ";", ":", "(", ")", "[", "]", "{",
    "}", "<", ">", "@", "!", "|", "+", "-", "*", "/", "%", "~", "&", "^", "=", "?",
];

fn span_of(start: &In, end: &In) -> Span {
    Span {
        start: start.location_offset() as u32,
        end: end.location_offset() as u32,
        line: start.location_line(),
        col: start.get_utf8_column() as u32,
    }
}

/// Character columns computed incrementally from the previous token (nom_locate's
/// `get_utf8_column` rescans the line, which is quadratic on one very long line).
struct Cols<'a> {
    src: &'a str,
    off: usize,
    col: u32,
}

impl Cols<'_> {
    fn span(&mut self, start: &In, end: &In) -> Span {
        let off = start.location_offset();
        let seg = self.src.get(self.off..off).unwrap_or("");
        match seg.rfind('\n') {
            Some(nl) => self.col = seg[nl + 1..].chars().count() as u32 + 1,
            None => self.col += seg.chars().count() as u32,
        }
        self.off = off;
        Span {
            start: off as u32,
            end: end.location_offset() as u32,
            line: start.location_line(),
            col: self.col,
        }
    }
}

fn is_follow(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$'
}

/// Whitespace and `//` comments (a `/*` comment is handled by the caller, which can report it
/// unterminated).
fn skip_ws(i: In) -> IResult<In, ()> {
    let (mut i, _) =
        take_while(|c: char| c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\x0c')(i)?;
    loop {
        if i.fragment().starts_with("//") {
            let (r, _) = take_while(|c: char| c != '\n')(i)?;
            let (r, _) = take_while(|c: char| c.is_whitespace())(r)?;
            i = r;
        } else {
            return Ok((i, ()));
        }
    }
}

/// PTX identifier: `[a-zA-Z][a-zA-Z0-9_$]*` or `[_$%][a-zA-Z0-9_$]*` (a lone `_` is the sink
/// of `.callprototype` and vector operands).
fn ident(i: In) -> IResult<In, In> {
    alt((
        recognize(pair(
            satisfy(|c| c.is_ascii_alphabetic()),
            take_while(is_follow),
        )),
        recognize(pair(
            satisfy(|c| c == '_' || c == '$'),
            take_while(is_follow),
        )),
        recognize(pair(ch('%'), take_while1(is_follow))),
    ))(i)
}

/// `.word` (directive or modifier).
/// Modifiers may start with digits when a letter follows (`tex.2d`, `.3d`); `.5` is not a word.
fn dotword(i: In) -> IResult<In, In> {
    preceded(
        ch('.'),
        recognize(pair(
            pair(
                pair(
                    take_while(|c: char| c.is_ascii_digit()),
                    satisfy(|c| c.is_ascii_alphabetic() || c == '_'),
                ),
                take_while(is_follow),
            ),
            // Qualified modifiers of PTX 7.4+: `.L1::no_allocate`, `.L2::128B`, `.level::cache_hint`.
            nom::multi::many0(pair(tag("::"), take_while1(is_follow))),
        )),
    )(i)
}

/// The maximal text of a number: alphanumerics, a fraction and a signed exponent. Validation
/// is done by [`classify_number`] so that `0xZZ` is one bad literal, not two tokens.
fn number_text(i: In) -> IResult<In, In> {
    let start = i;
    let (mut r, head) = recognize(pair(satisfy(|c| c.is_ascii_digit()), take_while(is_follow)))(i)?;
    let h = *head.fragment();
    let hexish = h.len() > 1
        && matches!(
            &h[..2],
            "0x" | "0X" | "0f" | "0F" | "0d" | "0D" | "0b" | "0B"
        );
    if !hexish {
        if let Ok((r2, _)) = recognize(pair(
            ch::<In, nom::error::Error<In>>('.'),
            take_while(is_follow),
        ))(r)
        {
            // `1.5` but not `%tid.x`-like dotwords (numbers never precede those).
            r = r2;
        }
        let so_far = &start.fragment()[..r.location_offset() - start.location_offset()];
        if so_far.ends_with(['e', 'E'])
            && so_far[..so_far.len() - 1]
                .chars()
                .all(|c| c.is_ascii_digit() || c == '.')
        {
            if let Ok((r3, _)) = recognize(pair(
                alt((ch::<In, nom::error::Error<In>>('+'), ch('-'))),
                take_while1(|c: char| c.is_ascii_digit()),
            ))(r)
            {
                r = r3;
            }
        }
    }
    let len = r.location_offset() - start.location_offset();
    let (rest, text) = nom::bytes::complete::take(len)(start)?;
    Ok((rest, text))
}

/// Decode a number's text (PTX ISA "Integer/Floating-point constants"); `None` if malformed.
pub fn classify_number(t: &str) -> Option<Tok<'_>> {
    let (body, unsigned) = match t.strip_suffix('U') {
        Some(b) if !b.is_empty() => (b, true),
        _ => (t, false),
    };
    let low = body.to_ascii_lowercase();
    if let Some(h) = low.strip_prefix("0x") {
        return (!h.is_empty() && h.len() <= 16 && h.chars().all(|c| c.is_ascii_hexdigit()))
            .then(|| Tok::Int(u64::from_str_radix(h, 16).unwrap_or(0), unsigned));
    }
    if let Some(b) = low.strip_prefix("0b") {
        return (!b.is_empty() && b.len() <= 64 && b.chars().all(|c| c == '0' || c == '1'))
            .then(|| Tok::Int(u64::from_str_radix(b, 2).unwrap_or(0), unsigned));
    }
    if !unsigned {
        if let Some(h) = low.strip_prefix("0f") {
            return (h.len() == 8 && h.chars().all(|c| c.is_ascii_hexdigit()))
                .then(|| Tok::FloatBits(u64::from_str_radix(h, 16).unwrap_or(0), 4));
        }
        if let Some(h) = low.strip_prefix("0d") {
            return (h.len() == 16 && h.chars().all(|c| c.is_ascii_hexdigit()))
                .then(|| Tok::FloatBits(u64::from_str_radix(h, 16).unwrap_or(0), 8));
        }
    }
    if body.chars().all(|c| c.is_ascii_digit()) {
        if body.len() > 1 && body.starts_with('0') {
            return u64::from_str_radix(&body[1..], 8)
                .ok()
                .map(|v| Tok::Int(v, unsigned));
        }
        return body.parse::<u64>().ok().map(|v| Tok::Int(v, unsigned));
    }
    if unsigned {
        return None;
    }
    // Decimal float: digits, optional fraction, optional exponent; nothing else.
    let ok = body
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-'));
    if ok && (body.contains('.') || body.contains(['e', 'E'])) {
        return body
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite())
            .map(Tok::Float);
    }
    None
}

fn string_lit(i: In) -> IResult<In, In> {
    recognize(pair(
        ch('"'),
        pair(
            nom::multi::many0_count(alt((
                recognize(pair(ch('\\'), satisfy(|c| c != '\n'))),
                recognize(satisfy(|c| c != '"' && c != '\\' && c != '\n')),
            ))),
            ch('"'),
        ),
    ))(i)
}

fn punct(i: In) -> IResult<In, &'static str> {
    for p in PUNCTS {
        if let Ok((r, _)) = tag::<&str, In, nom::error::Error<In>>(p)(i) {
            return Ok((r, p));
        }
    }
    Err(nom::Err::Error(nom::error::Error::new(
        i,
        nom::error::ErrorKind::Tag,
    )))
}

/// Split `source` into tokens, ending with one `Tok::Eof`. Errors: unterminated comment
/// (E0002), bad number literal (E0004), unterminated string (E0008), unexpected character (E0007).
pub fn lex(source: &str) -> Result<Vec<Token<'_>>, Diagnostic> {
    let mut lexer = Lexer::new(source);
    let mut toks = Vec::new();
    loop {
        let t = lexer.next_token()?;
        toks.push(t);
        if t.tok == Tok::Eof {
            return Ok(toks);
        }
    }
}

/// The tokens of [`lex`] one at a time, so that a parser can keep only the few it looks at
/// (the whole list of a large file costs some 40 bytes a token, nine tokens an instruction).
pub struct Lexer<'s> {
    src: &'s str,
    i: In<'s>,
    cols: Cols<'s>,
}

impl<'s> Lexer<'s> {
    pub fn new(source: &'s str) -> Self {
        let mut i = In::new(source);
        // A UTF-8 byte-order mark (editors on Windows) is not part of the program.
        if let Ok((r, _)) = tag::<&str, In, nom::error::Error<In>>("\u{feff}")(i) {
            i = r;
        }
        Lexer {
            src: source,
            i,
            cols: Cols {
                src: source,
                off: 0,
                col: 1,
            },
        }
    }

    /// Go back to the start of a token this lexer returned before: the next token is `t` again.
    pub fn restart_at(&mut self, t: &Token) {
        let off = (t.span.start as usize).min(self.src.len());
        let frag = self.src.get(off..).unwrap_or("");
        // SAFETY: `frag` is the tail of the source this span was made from, starting at byte
        // `off`, and `t.span.line` is the line of that byte (the lexer computed both), so every
        // position nom_locate derives by moving back from `frag` lies inside the source.
        self.i = unsafe { In::new_from_raw_offset(off, t.span.line, frag, ()) };
        self.cols.off = off;
        self.cols.col = t.span.col;
    }

    /// The next token; `Tok::Eof` at the end, and again on every later call.
    pub fn next_token(&mut self) -> Result<Token<'s>, Diagnostic> {
        let mut i = self.i;
        let cols = &mut self.cols;
        loop {
            i = match skip_ws(i) {
                Ok((r, ())) => r,
                Err(_) => i,
            };
            let frag = *i.fragment();
            if frag.starts_with("/*") {
                match preceded(
                    tag::<&str, In, nom::error::Error<In>>("/*"),
                    take_until("*/"),
                )(i)
                {
                    Ok((r, _)) => {
                        i = nom::bytes::complete::take::<usize, In, nom::error::Error<In>>(2usize)(
                            r,
                        )
                        .map(|p| p.0)
                        .unwrap_or(r);
                        continue;
                    }
                    Err(_) => {
                        let (r, _) =
                            nom::bytes::complete::take::<usize, In, nom::error::Error<In>>(2usize)(
                                i,
                            )
                            .unwrap_or((i, i));
                        return Err(Diagnostic::error(
                            codes::UNTERMINATED,
                            "unterminated block comment",
                            span_of(&i, &r),
                        )
                        .with_label("this `/*` has no matching `*/`"));
                    }
                }
            }
            let Some(c) = frag.chars().next() else {
                self.i = i;
                return Ok(Token {
                    tok: Tok::Eof,
                    span: cols.span(&i, &i),
                });
            };
            let start = i;
            let (rest, tok) = if c.is_ascii_digit() {
                let (r, text) = number_text(i).map_err(|_| bad_char(&i, c))?;
                match classify_number(text.fragment()) {
                    Some(t) => (r, t),
                    None => {
                        return Err(Diagnostic::error(
                            codes::BAD_NUMBER,
                            format!("bad number literal `{}`", text.fragment()),
                            span_of(&start, &r),
                        )
                        .with_label("not a valid integer or floating-point constant")
                        .with_note(
                            "PTX constants: decimal `12`, hex `0x1F`, octal `017`, binary `0b101`, optional `U`; \
                             floats `1.5`, `1e-3`, `0f3F800000` (8 hex digits), `0d3FF0000000000000` (16)",
                        ))
                    }
                }
            } else if c == '"' {
                match string_lit(i) {
                    Ok((r, text)) => {
                        let f = text.fragment();
                        (r, Tok::Str(&f[1..f.len() - 1]))
                    }
                    Err(_) => {
                        let (r, _) =
                            nom::bytes::complete::take::<usize, In, nom::error::Error<In>>(1usize)(
                                i,
                            )
                            .unwrap_or((i, i));
                        return Err(Diagnostic::error(
                            codes::UNTERMINATED_STRING,
                            "unterminated string literal",
                            span_of(&i, &r),
                        )
                        .with_label("this `\"` is not closed on the same line"));
                    }
                }
            } else if let Ok((r, _)) = ident(i) {
                (r, Tok::Ident)
            } else if let Ok((r, w)) = dotword(i) {
                (r, Tok::Dot(w.fragment()))
            } else if let Ok((r, p)) = punct(i) {
                (r, Tok::Punct(p))
            } else if c == '.' {
                let (r, _) = tag::<&str, In, nom::error::Error<In>>(".")(i).unwrap_or((i, i));
                (r, Tok::Punct("."))
            } else {
                return Err(bad_char(&i, c));
            };
            self.i = rest;
            return Ok(Token {
                tok,
                span: cols.span(&start, &rest),
            });
        }
    }
}

fn bad_char(i: &In, c: char) -> Diagnostic {
    let mut sp = span_of(i, i);
    sp.end = sp.start + c.len_utf8() as u32;
    Diagnostic::error(
        codes::UNEXPECTED_CHAR,
        format!("unexpected character `{}`", c.escape_debug()),
        sp,
    )
    .with_label("not part of any PTX token")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok<'_>> {
        lex(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn numbers() {
        assert_eq!(classify_number("0x1F"), Some(Tok::Int(31, false)));
        assert_eq!(classify_number("017"), Some(Tok::Int(15, false)));
        assert_eq!(classify_number("0b101U"), Some(Tok::Int(5, true)));
        assert_eq!(
            classify_number("0f3F800000"),
            Some(Tok::FloatBits(0x3F80_0000, 4))
        );
        assert_eq!(classify_number("1.5e-3"), Some(Tok::Float(0.0015)));
        assert_eq!(classify_number("09"), None);
        assert_eq!(classify_number("0x"), None);
        assert_eq!(classify_number("0f3F80"), None);
        assert_eq!(classify_number("12abc"), None);
    }

    #[test]
    fn tokens_and_positions() {
        let t = lex("add.s32 %r1, -5; // c\n/* x */ $L1:").unwrap();
        assert_eq!(t[0].tok, Tok::Ident);
        assert_eq!(t[1].tok, Tok::Dot("s32"));
        assert_eq!(t[4].tok, Tok::Punct("-"));
        assert_eq!(t[5].tok, Tok::Int(5, false));
        assert_eq!((t[7].span.line, t[7].span.col), (2, 9));
        assert_eq!(kinds("1e-3+x")[0], Tok::Float(0.001));
        assert_eq!(kinds("a<<2")[1], Tok::Punct("<<"));
        assert_eq!(kinds("tex.2d.v4")[1..3], [Tok::Dot("2d"), Tok::Dot("v4")]);
        assert_eq!(kinds(".5")[..2], [Tok::Punct("."), Tok::Int(5, false)]);
    }

    #[test]
    fn byte_order_mark_is_skipped() {
        let t = lex("\u{feff}ret;").unwrap();
        assert_eq!(
            (t[0].tok, t[0].span.start, t[0].span.col),
            (Tok::Ident, 3, 2)
        );
    }

    #[test]
    fn unicode_column_counts_chars() {
        let e = lex("// é\n  é").unwrap_err();
        assert_eq!(
            (e.span.line, e.span.col, e.code),
            (2, 3, codes::UNEXPECTED_CHAR)
        );
        let e = lex("\"äé x").unwrap_err();
        assert_eq!(e.code, codes::UNTERMINATED_STRING);
        assert_eq!(lex("/* x").unwrap_err().code, codes::UNTERMINATED);
    }
}
