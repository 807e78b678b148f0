//! Diagnostics for bad input, rendered in the style of rustc (file:line:col, the source line and a
//! caret under the offending text) with `codespan-reporting`. Every error of the front end and the
//! loader is one [`Diagnostic`]; nothing panics on bad input.

use super::span::Span;
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{
    self,
    termcolor::{Ansi, NoColor},
    Config,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

/// One finding about an input file.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Diagnostic {
    pub severity: Severity,
    /// Stable code, e.g. `E0101`; tests match on it. Codes are listed in `docs/diagnostics.md`.
    pub code: &'static str,
    /// One line a person can act on, e.g. "undefined label `ENDLOOP`".
    pub message: String,
    pub span: Span,
    /// Text under the caret, e.g. "no label of this name in scope".
    pub label: String,
    /// Extra lines: why (thesis reference), what to do.
    pub notes: Vec<String>,
}

/// Longest message kept (characters): messages quote the input, and an identifier can be a
/// megabyte long.
const MAX_MESSAGE: usize = 400;
/// Longest source line shown under a diagnostic; a longer one is shown as an excerpt around
/// the offending text.
const MAX_LINE: usize = 300;

impl Diagnostic {
    pub fn error(code: &'static str, message: impl Into<String>, span: Span) -> Self {
        let message = message.into();
        let message = if message.len() > MAX_MESSAGE {
            crate::input::excerpt(&message, MAX_MESSAGE)
        } else {
            message
        };
        Diagnostic {
            severity: Severity::Error,
            code,
            message,
            span,
            label: String::new(),
            notes: Vec::new(),
        }
    }
    pub fn warning(code: &'static str, message: impl Into<String>, span: Span) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Self::error(code, message, span)
        }
    }
    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        self
    }
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// `file:line:col: error[E0101]: message` — the one-line form used in JSON and logs.
    pub fn one_line(&self, file: &str) -> String {
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        };
        format!(
            "{file}:{}:{}: {sev}[{}]: {}",
            self.span.line, self.span.col, self.code, self.message
        )
    }

    /// Full rustc-style rendering with the source line and a caret under the offending text.
    pub fn render(&self, file: &str, source: &str) -> String {
        self.render_in(file, source, false)
    }

    /// [`Diagnostic::render`], with rustc's colours (ANSI escapes) when `color` is set: for a
    /// terminal, never for text that is stored or compared.
    pub fn render_in(&self, file: &str, source: &str, color: bool) -> String {
        let start = (self.span.start as usize).min(source.len());
        let end = (self.span.end as usize).clamp(start, source.len());
        if let Some(short) = self.render_long_line(file, source, start, end) {
            return short;
        }
        let f = SimpleFile::new(file, source);
        let cs = match self.severity {
            Severity::Error => CsDiagnostic::error(),
            Severity::Warning => CsDiagnostic::warning(),
            Severity::Note => CsDiagnostic::note(),
        }
        .with_code(self.code)
        .with_message(&self.message)
        .with_labels(vec![
            Label::primary((), start..end).with_message(&self.label)
        ])
        .with_notes(self.notes.clone());
        let config = Config::default();
        let bytes = if color {
            let mut out = Ansi::new(Vec::new());
            if term::emit(&mut out, &config, &f, &cs).is_err() {
                return self.one_line(file);
            }
            out.into_inner()
        } else {
            let mut out = NoColor::new(Vec::new());
            if term::emit(&mut out, &config, &f, &cs).is_err() {
                return self.one_line(file);
            }
            out.into_inner()
        };
        String::from_utf8_lossy(&bytes).into_owned()
    }

    /// The one-line form plus an excerpt of the offending text, when its source line is too
    /// long to print whole.
    fn render_long_line(
        &self,
        file: &str,
        source: &str,
        start: usize,
        end: usize,
    ) -> Option<String> {
        let floor = |mut i: usize| {
            while !source.is_char_boundary(i) {
                i -= 1;
            }
            i
        };
        let (start, end) = (floor(start), floor(end));
        let line_start = source[..start].rfind('\n').map_or(0, |p| p + 1);
        let line_end = source[start..]
            .find('\n')
            .map_or(source.len(), |p| start + p);
        if line_end - line_start <= MAX_LINE {
            return None;
        }
        let text = crate::input::excerpt(&source[start..end.max(start)], 80);
        Some(format!(
            "{}\n  | (a source line of {} bytes; the offending text: `{text}`)\n",
            self.one_line(file),
            line_end - line_start
        ))
    }
}

/// The result of loading a file that failed: at least one error, in source order.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostics {
    pub file: String,
    pub source: String,
    pub items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn render(&self) -> String {
        self.render_in(false)
    }
    /// [`Diagnostics::render`], coloured when `color` is set ([`Diagnostic::render_in`]).
    pub fn render_in(&self, color: bool) -> String {
        self.items
            .iter()
            .map(|d| d.render_in(&self.file, &self.source, color))
            .collect::<Vec<_>>()
            .join("")
    }
    pub fn first(&self) -> Option<&Diagnostic> {
        self.items.first()
    }
}

impl std::fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render())
    }
}

impl std::error::Error for Diagnostics {}

/// Stable diagnostic codes of the parser (E00xx); listed with examples in `docs/diagnostics.md`.
pub mod codes {
    /// Syntax error: "syntax error: expected X, found `Y`".
    pub const SYNTAX: &str = "E0001";
    /// Unterminated `/* */` comment.
    pub const UNTERMINATED: &str = "E0002";
    /// A `{` (function body, scope, initialiser, `.section`) that is never closed.
    pub const UNCLOSED_BLOCK: &str = "E0003";
    /// Malformed number literal (`0xZZ`, `09`, `0f3F80`).
    pub const BAD_NUMBER: &str = "E0004";
    /// A directive or state space outside the supported subset (`.tex`, `.surfref`, `.alias`, ...).
    pub const UNSUPPORTED_DIRECTIVE: &str = "E0005";
    /// An instruction or declaration that ends without `;`.
    pub const MISSING_SEMI: &str = "E0006";
    /// A character that starts no PTX token.
    pub const UNEXPECTED_CHAR: &str = "E0007";
    /// A string literal not closed on its line.
    pub const UNTERMINATED_STRING: &str = "E0008";
    /// Nesting (scopes, expressions, initialisers) deeper than the parser's limit.
    pub const TOO_DEEP: &str = "E0009";
    /// A construct of the thesis dialect (untyped declaration, top-level instruction) in a file with `.version`.
    pub const DIALECT: &str = "E0010";
    /// A number that does not fit where it is used (e.g. an array size above 2^32-1).
    pub const OUT_OF_RANGE: &str = "E0011";
    /// Well-formed PTX syntax outside the subset (texture operands `[t, {x, y}]`, T:L1424).
    pub const UNSUPPORTED_SYNTAX: &str = "E0012";
}
