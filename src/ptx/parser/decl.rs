//! Directives and declarations: functions (`.entry`/`.func` with parameter lists and performance
//! directives), variables (`.reg .global .const .shared .local .param`, untyped in the thesis
//! dialect, T:L1564-1594), initialisers, and the hint-only directives docs/design.md §1 accepts
//! (`.file .loc .section .pragma`).

use super::{join, PResult, Parser};
use crate::ptx::ast::{
    Dialect, Function, Ident, Init, Linkage, Param, Space, TopItem, Type, VarDecl, VarItem,
};
use crate::ptx::diag::{codes, Diagnostic};
use crate::ptx::lexer::Tok;

/// The PTX type named by a `.word`, if any (`.u128` only exists in the thesis, Listing 5.3).
pub(crate) fn type_of(w: &str) -> Option<Type> {
    Some(match w {
        "b8" => Type::B8,
        "b16" => Type::B16,
        "b32" => Type::B32,
        "b64" => Type::B64,
        "b128" => Type::B128,
        "u8" => Type::U8,
        "u16" => Type::U16,
        "u32" => Type::U32,
        "u64" => Type::U64,
        "u128" => Type::U128,
        "s8" => Type::S8,
        "s16" => Type::S16,
        "s32" => Type::S32,
        "s64" => Type::S64,
        "f16" => Type::F16,
        "f16x2" => Type::F16x2,
        "bf16" => Type::BF16,
        "bf16x2" => Type::BF16x2,
        "u16x2" => Type::U16x2,
        "s16x2" => Type::S16x2,
        "f32" => Type::F32,
        "f64" => Type::F64,
        "pred" => Type::Pred,
        _ => return None,
    })
}

/// State spaces that can start a variable declaration.
pub(crate) fn space_of(w: &str) -> Option<Space> {
    Some(match w {
        "reg" => Space::Reg,
        "global" => Space::Global,
        "const" => Space::Const,
        "shared" => Space::Shared,
        "local" => Space::Local,
        "param" => Space::Param,
        _ => return None,
    })
}

/// Texture/surface declarations are outside the subset: no texture memory (T:L1424).
pub(crate) fn is_texture_space(w: &str) -> bool {
    matches!(w, "tex" | "texref" | "surfref" | "samplerref")
}

/// Directives between a function's signature and its body: performance tuning and, since PTX
/// 7.8 (sm_90), a kernel's thread-block-cluster shape (`__cluster_dims__`). Accepted and kept,
/// with no effect: a cluster's blocks run as independent blocks (the cluster instructions and
/// special registers themselves are outside the subset, each a located diagnostic).
const PERF: [&str; 11] = [
    "maxntid",
    "reqntid",
    "minnctapersm",
    "maxnctapersm",
    "maxnreg",
    "noreturn",
    "pragma",
    "explicitcluster",
    "reqnctapercluster",
    "maxclusterrank",
    "blocksareclusters",
];

/// The directives of [`PERF`] that take no numbers.
const PERF_FLAGS: [&str; 3] = ["noreturn", "explicitcluster", "blocksareclusters"];

impl<'s> Parser<'s> {
    /// A module-scope directive other than the header: functions, variables, hint directives.
    pub(crate) fn top_directive(&mut self) -> PResult<TopItem> {
        let t = *self.peek();
        let Tok::Dot(w) = &t.tok else {
            return Err(self.expected("a directive"));
        };
        match *w {
            "file" | "loc" | "section" | "pragma" => Ok(TopItem::Ignored(self.hint_directive()?)),
            _ => {
                let linkage = self.linkage();
                let t2 = *self.peek();
                match &t2.tok {
                    Tok::Dot(w) if *w == "entry" || *w == "func" => {
                        Ok(TopItem::Function(self.function(linkage, t.span)?))
                    }
                    // `.tex .u32 t;`: the old form of `.global .texref t;` (var_decl).
                    Tok::Dot(w) if space_of(w).is_some() || *w == "tex" => {
                        Ok(TopItem::Var(self.var_decl(linkage, t.span)?))
                    }
                    Tok::Dot(w) => Err(self.unsupported(w)),
                    _ => Err(self.expected(
                        "`.entry`, `.func` or a state space after the linkage directive",
                    )),
                }
            }
        }
    }

    /// E0005 for a directive outside the subset, at the current token.
    pub(crate) fn unsupported(&self, w: &str) -> Diagnostic {
        let t = self.peek();
        let d = Diagnostic::error(
            codes::UNSUPPORTED_DIRECTIVE,
            format!("unsupported directive `.{w}`"),
            t.span,
        );
        if is_texture_space(w) {
            d.with_label("not in the thesis subset (T:L1424)")
                .with_note("the thesis models no texture or surface memory (T:L1424)")
        } else {
            d.with_label("not supported by fermi-sim")
        }
    }

    /// `.visible .extern .weak .common` in any order.
    pub(crate) fn linkage(&mut self) -> Linkage {
        let mut l = Linkage::default();
        loop {
            match &self.peek().tok {
                Tok::Dot(w) if *w == "visible" => l.visible = true,
                Tok::Dot(w) if *w == "extern" => l.external = true,
                Tok::Dot(w) if *w == "weak" || *w == "common" => l.weak = true,
                _ => return l,
            }
            self.bump();
        }
    }

    /// `.file`, `.loc`, `.section`, `.pragma`: accepted and ignored (docs/design.md §1), checked for shape.
    pub(crate) fn hint_directive(&mut self) -> PResult<Ident> {
        let t = self.bump();
        let Tok::Dot(w) = &t.tok else {
            return Err(self.expected("a directive"));
        };
        let line = t.span.line;
        match *w {
            // .file 1 "k.cu" [, timestamp, size]
            "file" => {
                self.uint("a file number")?;
                if !matches!(self.peek().tok, Tok::Str(_)) {
                    return Err(self.expected("a file name string"));
                }
                self.bump();
                self.rest_of_line(line);
            }
            // .loc 1 3 1 [, function_name $L__info_string0, inlined_at 1 2 3]
            "loc" => {
                for what in ["a file number", "a line number", "a column number"] {
                    self.uint(what)?;
                }
                self.rest_of_line(line);
            }
            // .section .debug_info { ... }: debug information, skipped as balanced braces.
            "section" => {
                match self.peek().tok {
                    Tok::Dot(_) | Tok::Ident => {
                        self.bump();
                    }
                    _ => return Err(self.expected("a section name")),
                }
                let open = self.expect_punct("{", "`{` after the section name")?;
                let mut depth = 1u32;
                while depth > 0 {
                    let n = self.bump();
                    match n.tok {
                        Tok::Eof => {
                            return Err(Diagnostic::error(
                                codes::UNCLOSED_BLOCK,
                                "unclosed `.section` block",
                                open.span,
                            )
                            .with_label("this `{` is never closed"))
                        }
                        Tok::Punct("{") => depth += 1,
                        Tok::Punct("}") => depth -= 1,
                        _ => {}
                    }
                }
            }
            // .pragma "nounroll";
            _ => {
                loop {
                    if !matches!(self.peek().tok, Tok::Str(_)) {
                        return Err(self.expected("a string after `.pragma`"));
                    }
                    self.bump();
                    if !self.eat_punct(",") {
                        break;
                    }
                }
                self.semi()?;
            }
        }
        Ok(Ident {
            name: (*w).into(),
            span: join(t.span, self.prev_span()),
        })
    }

    /// Skip the trailing attributes of `.loc`/`.file` on the same source line (names, numbers,
    /// strings, commas), and an optional `;`.
    fn rest_of_line(&mut self, line: u32) {
        loop {
            let t = self.peek();
            let attr = matches!(
                t.tok,
                Tok::Ident | Tok::Int(..) | Tok::Str(_) | Tok::Punct(",") | Tok::Punct(";")
            );
            if t.span.line != line || !attr {
                return;
            }
            let semi = t.is_punct(";");
            self.bump();
            if semi {
                return;
            }
        }
    }

    /// Expect `;`; if the next token is on a later line (or closes the scope) report E0006
    /// "missing `;`" at the end of what was parsed, otherwise a syntax error.
    pub(crate) fn semi(&mut self) -> PResult<()> {
        if self.eat_punct(";") {
            return Ok(());
        }
        let prev = self.prev_span();
        let t = self.peek();
        if t.span.line > prev.line || matches!(t.tok, Tok::Eof | Tok::Punct("}")) {
            let text = self
                .src
                .get(prev.start as usize..prev.end as usize)
                .unwrap_or("");
            return Err(Diagnostic::error(
                codes::MISSING_SEMI,
                format!("missing `;` after `{text}`"),
                prev,
            )
            .with_label("expected `;` after this"));
        }
        Err(self.expected("`;`"))
    }

    /// function ::= (`.entry` | `.func` [`(` param `)`]) name [`(` params `)`] {perf} (body | `;`)
    fn function(&mut self, linkage: Linkage, start: crate::ptx::ast::Span) -> PResult<Function> {
        let kw = self.bump();
        let is_entry = kw.is_dot("entry");
        let returns = if !is_entry && self.at_punct("(") {
            self.params()?
        } else {
            Vec::new()
        };
        let name = self.ident(if is_entry {
            "a kernel name after `.entry`"
        } else {
            "a function name after `.func`"
        })?;
        let params = if self.at_punct("(") {
            self.params()?
        } else {
            Vec::new()
        };
        // What a stub of this function needs if the rest does not parse (`Parser::recover`).
        self.header = Some(Function {
            name: name.clone(),
            is_entry,
            linkage,
            returns: returns.clone(),
            params: params.clone(),
            directives: Vec::new(),
            body: None,
            span: join(start, self.prev_span()),
        });
        let mut directives = Vec::new();
        while let Tok::Dot(w) = &self.peek().tok {
            if !PERF.contains(w) {
                let w = *w;
                return Err(self.unsupported(w));
            }
            let d = self.bump();
            let name = w_of(&d.tok);
            if name == "pragma" {
                self.pos -= 1;
                directives.push(self.hint_directive()?);
                continue;
            }
            if !PERF_FLAGS.contains(&name.as_str()) {
                loop {
                    self.uint("a number")?;
                    if !self.eat_punct(",") {
                        break;
                    }
                }
            }
            directives.push(Ident {
                name: name.into(),
                span: join(d.span, self.prev_span()),
            });
        }
        let body = if self.eat_punct(";") {
            None
        } else if self.at_punct("{") {
            Some(self.block()?)
        } else {
            return Err(self.expected("`{` or `;` after the function header"));
        };
        Ok(Function {
            name,
            is_entry,
            linkage,
            returns,
            params,
            directives,
            body,
            span: join(start, self.prev_span()),
        })
    }

    /// `(` [param {`,` param}] `)`
    pub(crate) fn params(&mut self) -> PResult<Vec<Param>> {
        self.expect_punct("(", "`(`")?;
        let mut v = Vec::new();
        if self.eat_punct(")") {
            return Ok(v);
        }
        loop {
            v.push(self.param()?);
            if self.eat_punct(")") {
                return Ok(v);
            }
            self.expect_punct(",", "`,` or `)` in the parameter list")?;
        }
    }

    /// param ::= (`.param`|`.reg`|`.local`) {`.align` N | `.v2` | `.v4` | `.ptr` | space | type} name [`[` N `]`]
    fn param(&mut self) -> PResult<Param> {
        let t = *self.peek();
        let space = match &t.tok {
            Tok::Dot(w) if *w == "param" => Space::Param,
            Tok::Dot(w) if *w == "reg" => Space::Reg,
            Tok::Dot(w) if *w == "local" => Space::Local,
            _ => return Err(self.expected("`.param` or `.reg` at the start of a parameter")),
        };
        self.bump();
        let (mut ty, mut align, mut ptr_attrs, mut vector) = (None, None, Vec::new(), None);
        while let Tok::Dot(w) = &self.peek().tok {
            let w = *w;
            if w == "align" {
                self.bump();
                align = Some(self.uint("an alignment")?.0);
            } else if w == "v2" || w == "v4" {
                self.bump();
                vector = Some(if w == "v2" { 2 } else { 4 });
            } else if let Some(tt) = type_of(w) {
                ty = Some(tt);
                self.bump();
            } else if w == "ptr" || matches!(w, "global" | "shared" | "local" | "const") {
                let d = self.bump();
                ptr_attrs.push(Ident {
                    name: w.into(),
                    span: d.span,
                });
            } else {
                return Err(
                    self.expected("a type, `.v2`/`.v4`, `.align` or `.ptr` in the parameter")
                );
            }
        }
        let name = self.ident("a parameter name")?;
        if ty.is_none() && self.dialect == Dialect::Real {
            return Err(self.untyped(name.span));
        }
        let array = if self.eat_punct("[") {
            let n = self.uint("an array length")?.0;
            self.expect_punct("]", "`]`")?;
            Some(n)
        } else {
            None
        };
        Ok(Param {
            space,
            ty,
            align,
            vector,
            ptr_attrs,
            name,
            array,
            span: join(t.span, self.prev_span()),
        })
    }

    fn untyped(&self, span: crate::ptx::ast::Span) -> Diagnostic {
        Diagnostic::error(codes::DIALECT, "declaration without a type", span)
            .with_label("expected a type such as `.u32` before this name")
            .with_note("untyped declarations are the thesis dialect, only for files without `.version` (docs/design.md §1)")
    }

    /// var_decl ::= space {`.align` N | `.v2` | `.v4` | `.ptr` | type} item {`,` item} `;`
    /// The current token is the state space; `linkage` was already consumed from `start`.
    pub(crate) fn var_decl(
        &mut self,
        linkage: Linkage,
        start: crate::ptx::ast::Span,
    ) -> PResult<VarDecl> {
        let t = self.bump();
        // `.tex .u32 t;` (module scope; PTX before ISA 1.5's `.texref`) declares a texture
        // reference, as `.global .texref t;` does: the type names none of its contents.
        let old_tex = w_of(&t.tok) == "tex";
        let space = if old_tex {
            Space::Global
        } else {
            space_of(&w_of(&t.tok)).ok_or_else(|| self.expected("a state space"))?
        };
        let (mut ty, mut align, mut vector) = (None, None, None);
        while let Tok::Dot(w) = &self.peek().tok {
            let w = *w;
            match w {
                _ if old_tex && type_of(w).is_some() => {
                    ty = Some(Type::B64);
                    self.bump();
                }
                "align" => {
                    self.bump();
                    align = Some(self.uint("an alignment")?.0);
                }
                "v2" | "v4" => {
                    vector = Some(if w == "v2" { 2 } else { 4 });
                    self.bump();
                }
                "ptr" => {
                    self.bump();
                }
                // `.global .texref t;` (and `.samplerref`, `.surfref`) declares an opaque handle:
                // accepted as an 8-byte global, so a module that declares textures still loads;
                // the texture instructions that would use it stay outside the subset (T:L1424).
                "texref" | "samplerref" | "surfref" => {
                    ty = Some(Type::B64);
                    self.bump();
                }
                _ if is_texture_space(w) => return Err(self.unsupported(w)),
                _ => match type_of(w) {
                    Some(tt) => {
                        ty = Some(tt);
                        self.bump();
                    }
                    None => return Err(self.expected("a type such as `.u32`")),
                },
            }
        }
        let mut items = Vec::new();
        loop {
            items.push(self.var_item()?);
            if ty.is_none() && self.dialect == Dialect::Real {
                return Err(self.untyped(items[0].name.span));
            }
            if !self.eat_punct(",") {
                break;
            }
        }
        self.semi()?;
        Ok(VarDecl {
            space,
            linkage,
            align,
            vector,
            ty,
            items,
            span: join(start, self.prev_span()),
        })
    }

    /// item ::= name [`<` N `>`] {`[` [N] `]`} [`=` init]
    fn var_item(&mut self) -> PResult<VarItem> {
        let name = self.ident("a variable name")?;
        let range = if self.eat_punct("<") {
            let n = self.uint("a register count")?.0;
            self.expect_punct(">", "`>`")?;
            Some(n)
        } else {
            None
        };
        let mut dims = Vec::new();
        while self.eat_punct("[") {
            if self.eat_punct("]") {
                dims.push(None);
            } else {
                dims.push(Some(self.uint("an array length")?.0));
                self.expect_punct("]", "`]`")?;
            }
        }
        let init = if self.eat_punct("=") {
            Some(self.init()?)
        } else {
            None
        };
        Ok(VarItem {
            span: join(name.span, self.prev_span()),
            name,
            range,
            dims,
            init,
        })
    }

    /// init ::= const_expr | `{` init {`,` init} `}`
    fn init(&mut self) -> PResult<Init> {
        if !self.at_punct("{") {
            return Ok(Init::Expr(self.expr()?));
        }
        let open = self.bump();
        self.enter()?;
        let mut v = Vec::new();
        if !self.at_punct("}") {
            loop {
                if self.peek().tok == Tok::Eof {
                    return Err(Diagnostic::error(
                        codes::UNCLOSED_BLOCK,
                        "unclosed initialiser list",
                        open.span,
                    )
                    .with_label("this `{` is never closed"));
                }
                v.push(self.init()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct("}", "`,` or `}` in the initialiser list")?;
        self.leave();
        Ok(Init::List(v, join(open.span, self.prev_span())))
    }
}

/// The word of a `Tok::Dot`, or "".
pub(crate) fn w_of(t: &Tok) -> String {
    match t {
        Tok::Dot(w) => w.to_string(),
        _ => String::new(),
    }
}
