//! The PTX front end (thesis §2.3.3, §5.1.1, T:L385-433, T:L1388-1466): a nom parser for both
//! dialects of docs/design.md §1 into the syntax tree of [`ast`], with diagnostics in [`diag`].

pub mod ast;
pub mod diag;
pub mod lexer;
pub mod parser;
mod span;
pub mod vecreg;

pub use parser::{parse, parse_recovering};
