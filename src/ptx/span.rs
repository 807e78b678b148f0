//! Source positions. `Span` has a file of its own because both the syntax tree (`ast.rs`, whose
//! nodes carry spans) and the diagnostics (`diag.rs`, which point at spans and which the tree
//! holds for unparsable items) need it: here it is below both, and `ast` re-exports it.

/// Byte range into the source text, plus the 1-based line and column of its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct Span {
    pub start: u32,
    pub end: u32,
    pub line: u32,
    pub col: u32,
}
