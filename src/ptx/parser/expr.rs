//! PTX constant expressions with C precedence (PTX ISA "Constant Expressions"), used by
//! initialisers (folded at load time, Step 2, T:L1562) and by operands such as `x+4`.
//! Precedence climbing: one recursion per binary level, bounded by [`super::MAX_DEPTH`].

use super::decl::type_of;
use super::{join, PResult, Parser};
use crate::ptx::ast::{ConstExpr, Ident};
use crate::ptx::lexer::Tok;

/// Binding power of a binary operator (higher binds tighter).
fn prec(op: &str) -> Option<u8> {
    Some(match op {
        "*" | "/" | "%" => 10,
        "+" | "-" => 9,
        "<<" | ">>" => 8,
        "<" | ">" | "<=" | ">=" => 7,
        "==" | "!=" => 6,
        "&" => 5,
        "^" => 4,
        "|" => 3,
        "&&" => 2,
        "||" => 1,
        _ => return None,
    })
}

pub(crate) fn is_binary_op(op: &str) -> bool {
    prec(op).is_some()
}

pub(crate) fn span_of(e: &ConstExpr) -> crate::ptx::ast::Span {
    match e {
        ConstExpr::Int(_, s) | ConstExpr::Float(_, s) => *s,
        ConstExpr::Name(i) => i.span,
        ConstExpr::Generic(_, s) => *s,
        ConstExpr::Unary(_, _, s)
        | ConstExpr::Binary(_, _, _, s)
        | ConstExpr::Cond(_, _, _, s)
        | ConstExpr::Cast(_, _, s) => *s,
    }
}

impl<'s> Parser<'s> {
    /// expr ::= binary [`?` expr `:` expr]
    pub(crate) fn expr(&mut self) -> PResult<ConstExpr> {
        let lhs = self.unary()?;
        self.expr_from(lhs)
    }

    /// Continue an expression whose first operand is already parsed (operands like `x+4`).
    pub(crate) fn expr_from(&mut self, lhs: ConstExpr) -> PResult<ConstExpr> {
        self.enter()?;
        let c = self.binary_rest(lhs, 0)?;
        let r = if self.eat_punct("?") {
            let a = self.expr()?;
            self.expect_punct(":", "`:` of the conditional expression")?;
            let b = self.expr()?;
            let s = join(span_of(&c), span_of(&b));
            ConstExpr::Cond(Box::new(c), Box::new(a), Box::new(b), s)
        } else {
            c
        };
        self.leave();
        Ok(r)
    }

    fn binary_rest(&mut self, mut lhs: ConstExpr, min: u8) -> PResult<ConstExpr> {
        loop {
            let op = match self.peek().tok {
                Tok::Punct(p) => p,
                _ => return Ok(lhs),
            };
            let Some(p) = prec(op).filter(|&p| p >= min) else {
                return Ok(lhs);
            };
            self.bump();
            self.enter()?;
            let first = self.unary()?;
            let rhs = self.binary_rest(first, p + 1)?;
            self.leave();
            let s = join(span_of(&lhs), span_of(&rhs));
            lhs = ConstExpr::Binary(op.to_string(), Box::new(lhs), Box::new(rhs), s);
        }
    }

    /// unary ::= (`-`|`+`|`!`|`~`) unary | `(` type `)` unary | `(` expr `)` | literal | name
    pub(crate) fn unary(&mut self) -> PResult<ConstExpr> {
        let t = *self.peek();
        match &t.tok {
            Tok::Punct(op @ ("-" | "!" | "~" | "+")) => {
                self.bump();
                self.enter()?;
                let e = self.unary()?;
                self.leave();
                if *op == "+" {
                    return Ok(e);
                }
                let s = join(t.span, span_of(&e));
                Ok(ConstExpr::Unary(
                    op.chars().next().unwrap_or('-'),
                    Box::new(e),
                    s,
                ))
            }
            Tok::Punct("(") => {
                self.bump();
                self.enter()?;
                let cast = match &self.peek().tok {
                    Tok::Dot(w) => Some(type_of(w)),
                    _ => None,
                };
                let r = if let Some(ty) = cast {
                    let Some(ty) = ty else {
                        return Err(self.expected("a type such as `.s64` in the cast"));
                    };
                    self.bump();
                    self.expect_punct(")", "`)` after the cast type")?;
                    let e = self.unary()?;
                    let s = join(t.span, span_of(&e));
                    ConstExpr::Cast(ty, Box::new(e), s)
                } else {
                    let e = self.expr()?;
                    self.expect_punct(")", "`)`")?;
                    e
                };
                self.leave();
                Ok(r)
            }
            Tok::Int(v, _) => {
                self.bump();
                Ok(ConstExpr::Int(*v, t.span))
            }
            Tok::Float(f) => {
                self.bump();
                Ok(ConstExpr::Float(*f, t.span))
            }
            Tok::FloatBits(bits, w) => {
                self.bump();
                let f = if *w == 4 {
                    f32::from_bits(*bits as u32) as f64
                } else {
                    f64::from_bits(*bits)
                };
                Ok(ConstExpr::Float(f, t.span))
            }
            Tok::Ident if self.text(&t) == "generic" && self.peek_at(1).is_punct("(") => {
                self.bump();
                self.bump();
                let n = *self.peek();
                if !matches!(n.tok, Tok::Ident) {
                    return Err(self.expected("a variable name inside `generic( )`"));
                }
                self.bump();
                let id = Ident {
                    name: self.names.name(n.text(self.src)),
                    span: n.span,
                };
                self.expect_punct(")", "`)`")?;
                Ok(ConstExpr::Generic(id, t.span))
            }
            Tok::Ident => {
                self.bump();
                Ok(ConstExpr::Name(Ident {
                    name: self.names.name(t.text(self.src)),
                    span: t.span,
                }))
            }
            _ => Err(self.expected("a constant expression")),
        }
    }
}
