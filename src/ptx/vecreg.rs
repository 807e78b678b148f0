//! Vector registers (PTX ISA "vector variables"): `.reg .v4 .f32 %v;` declares one register of
//! four `.f32` elements, read and written element-wise as `%v.x` .. `%v.w` (or `.r .g .b .a`)
//! and as a whole, `%v`, by `ld`, `st` and `mov`. The thesis has no vectors (T:L1432 treats
//! `{a, b}` operands as sugar for scalar accesses), so neither do we: every element is a scalar
//! register named `%v.x` (the loader declares them), and this pass rewrites each whole-vector
//! operand `%v` into the vector operand `{%v.x, %v.y, %v.z, %v.w}` that `ld`/`st`/`mov`
//! already take. Old compilers (nvcc 1.x-3.x, Open64) emit these registers. A `.reg .v2`/`.v4`
//! parameter or result of a function is a vector register of its body too, and a whole-vector
//! operand inside a `call`'s `( )` lists is rewritten the same way, so the loader passes such an
//! argument element by element.
//!
//! Scoping follows the loader's: a declaration in a nested `{ }` block hides an outer one of the
//! same name until the block ends.

use super::ast::{Block, Ident, Module, Operand, Space, Stmt, TopItem, VarDecl};

/// The elements of a `.v2` / `.v4` register, in order.
const COMPONENTS: [char; 4] = ['x', 'y', 'z', 'w'];

/// One declared name, or a `%r<N>` family of names; `vector` is its width when it is a vector
/// register, `None` for a scalar register or a variable that hides an outer vector.
struct Entry {
    base: String,
    range: Option<u32>,
    vector: Option<u8>,
}

impl Entry {
    fn names(&self, name: &str) -> bool {
        match self.range {
            None => name == self.base,
            Some(n) => name.strip_prefix(self.base.as_str()).is_some_and(|d| {
                !d.is_empty()
                    && d.bytes().all(|b| b.is_ascii_digit())
                    && (d == "0" || !d.starts_with('0'))
                    && d.parse::<u32>().is_ok_and(|i| i < n)
            }),
        }
    }
}

#[derive(Default)]
struct Scopes {
    stack: Vec<Vec<Entry>>,
    /// Any vector register declared so far: until then there is nothing to hide or rewrite.
    any_vector: bool,
}

impl Scopes {
    fn declare(&mut self, d: &VarDecl) {
        let vector = if d.space == Space::Reg {
            d.vector
        } else {
            None
        };
        if vector.is_none() && !self.any_vector {
            return;
        }
        self.any_vector |= vector.is_some();
        let top = self.stack.last_mut().expect("a scope is open");
        for it in &d.items {
            top.push(Entry {
                base: it.name.name.to_string(),
                range: it.range,
                vector,
            });
        }
    }

    /// A `.reg .v2`/`.v4` parameter or result of a function.
    fn declare_one(&mut self, name: &str, width: u8) {
        self.any_vector = true;
        let top = self.stack.last_mut().expect("a scope is open");
        top.push(Entry {
            base: name.to_string(),
            range: None,
            vector: Some(width),
        });
    }

    fn hide(&mut self, name: &str) {
        if self.any_vector {
            let top = self.stack.last_mut().expect("a scope is open");
            top.push(Entry {
                base: name.to_string(),
                range: None,
                vector: None,
            });
        }
    }

    /// The width of the vector register `name` names here, if it names one.
    fn width(&self, name: &str) -> Option<u8> {
        if !self.any_vector {
            return None;
        }
        for scope in self.stack.iter().rev() {
            if let Some(e) = scope.iter().rev().find(|e| e.names(name)) {
                return e.vector;
            }
        }
        None
    }
}

/// Rewrite every whole-vector register operand of `m` into its `{elements}` vector operand.
pub fn expand(m: &mut Module) {
    let mut s = Scopes::default();
    s.stack.push(Vec::new());
    for item in &mut m.items {
        match item {
            TopItem::Var(d) => s.declare(d),
            TopItem::Stmt(st) => stmt(st, &mut s),
            TopItem::Function(f) => {
                let Some(body) = &mut f.body else { continue };
                s.stack.push(Vec::new());
                for p in f.returns.iter().chain(&f.params) {
                    match p.vector {
                        // `.func (.reg .v2 .u32 r) f(.reg .v4 .f32 p)`: a vector register too.
                        Some(n) if p.space == Space::Reg => s.declare_one(&p.name.name, n),
                        _ => s.hide(&p.name.name),
                    }
                }
                block(body, &mut s);
                s.stack.pop();
            }
            TopItem::Ignored(_) => {}
        }
    }
}

fn block(b: &mut Block, s: &mut Scopes) {
    s.stack.push(Vec::new());
    for st in &mut b.stmts {
        stmt(st, s);
    }
    s.stack.pop();
}

fn stmt(st: &mut Stmt, s: &mut Scopes) {
    match st {
        Stmt::Var(d) => s.declare(d),
        Stmt::Block(b) => block(b, s),
        Stmt::Instr(ins) => {
            for o in &mut ins.operands {
                operand(o, s);
            }
        }
        Stmt::Label(_) | Stmt::Directive(..) => {}
    }
}

/// A whole-vector register operand becomes its `{elements}`, also inside a `call`'s
/// parenthesised argument and result lists.
fn operand(o: &mut Operand, s: &Scopes) {
    let id = match o {
        Operand::Name(id) => id,
        Operand::List(v, _) => {
            v.iter_mut().for_each(|x| operand(x, s));
            return;
        }
        _ => return,
    };
    let Some(n) = s.width(&id.name) else { return };
    let elems = COMPONENTS[..n as usize]
        .iter()
        .map(|c| {
            Operand::Name(Ident {
                name: (format!("{}.{c}", id.name)).into(),
                span: id.span,
            })
        })
        .collect();
    *o = Operand::Vector(elems, id.span);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ops(src: &str) -> Vec<Vec<Operand>> {
        let m = crate::ptx::parse("t.ptx", src).expect("parses");
        let mut out = Vec::new();
        fn walk(stmts: &[Stmt], out: &mut Vec<Vec<Operand>>) {
            for st in stmts {
                match st {
                    Stmt::Instr(i) => out.push(i.operands.to_vec()),
                    Stmt::Block(b) => walk(&b.stmts, out),
                    _ => {}
                }
            }
        }
        for it in &m.items {
            if let TopItem::Function(f) = it {
                walk(&f.body.as_ref().unwrap().stmts, &mut out);
            }
        }
        out
    }

    fn names(o: &Operand) -> Vec<String> {
        match o {
            Operand::Name(i) => vec![i.name.to_string()],
            Operand::Vector(v, _) => v.iter().flat_map(names).collect(),
            _ => vec!["?".into()],
        }
    }

    const HEAD: &str = ".version 1.4\n.target sm_13\n.entry k(.param .u32 p)\n{\n";

    #[test]
    fn whole_vector_operands_become_element_lists_and_selectors_name_elements() {
        let o = ops(&format!(
            "{HEAD}.reg .v4 .f32 %v<2>;\n.reg .f32 %f;\n.reg .u32 %a;\n\
             ld.global.v4.f32 %v1, [%a];\nmov.f32 %f, %v1.a;\nmov.f32 %v0.r, %f;\n}}\n"
        ));
        assert_eq!(names(&o[0][0]), ["%v1.x", "%v1.y", "%v1.z", "%v1.w"]);
        assert_eq!(names(&o[1][1]), ["%v1.w"]);
        assert_eq!(names(&o[2][0]), ["%v0.x"]);
    }

    #[test]
    fn an_inner_scalar_hides_an_outer_vector_until_its_block_ends() {
        let o = ops(&format!(
            "{HEAD}.reg .v2 .u32 %v;\n.reg .u32 %a;\n\
             {{\n.reg .u32 %v;\nmov.u32 %a, %v;\n}}\nst.global.v2.u32 [%a], %v;\n}}\n"
        ));
        assert_eq!(names(&o[0][1]), ["%v"]);
        assert_eq!(names(&o[1][1]), ["%v.x", "%v.y"]);
    }

    #[test]
    fn vector_parameters_are_vectors_in_the_body_and_in_call_lists() {
        let o = ops(".version 7.0\n.target sm_70\n\
             .func (.reg .v2 .u32 r) f(.reg .v4 .f32 p, .param .v2 .u32 q)\n{\n\
             mov.f32 p.x, p.w;\ncall (r), f, (p, q);\nret;\n}\n");
        assert_eq!(names(&o[0][0]), ["p.x"]);
        assert_eq!(names(&o[0][1]), ["p.w"]);
        let Operand::List(rets, _) = &o[1][0] else {
            panic!("{:?}", o[1])
        };
        let Operand::List(args, _) = &o[1][2] else {
            panic!("{:?}", o[1])
        };
        assert_eq!(names(&rets[0]), ["r.x", "r.y"]);
        assert_eq!(names(&args[0]), ["p.x", "p.y", "p.z", "p.w"]);
        // A `.param` vector is a byte area, not a register: it stays a name.
        assert!(matches!(&args[1], Operand::Name(i) if i.name == "q"));
    }

    #[test]
    fn a_range_family_matches_only_its_own_members() {
        let e = Entry {
            base: "%v".into(),
            range: Some(12),
            vector: Some(2),
        };
        assert!(e.names("%v0") && e.names("%v11"));
        assert!(!e.names("%v12") && !e.names("%v01") && !e.names("%v") && !e.names("%vx"));
    }
}
