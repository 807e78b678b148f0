//! The loader's declarations (T:L1464, T:L1714): registers get a register address each, memory
//! variables an address in their state space or a frame offset, and `.global`/`.const`
//! variables their initial bytes (Step 2 for initialisers, T:L1716). A file of its own: one
//! concern of the loader, the largest after the translation itself.

use super::*;

/// Largest memory variable the loader lays out (larger ones are a diagnostic, not an allocation).
const MAX_VAR_BYTES: u64 = 1 << 28;

impl Loader {
    /// Declarations (T:L1464 "handled by preprocessing", T:L1714): registers get a register
    /// address each, memory variables an address in their state space or a frame offset.
    pub(super) fn declare(&mut self, d: &VarDecl, scope: u32, func: Option<FuncId>) {
        if d.space != Space::Reg && d.ty.is_none() && self.dialect == Dialect::Real {
            self.err(
                codes::MISSING_TYPE,
                "declaration needs a type (e.g. `.u32`)",
                d.span,
                "no type",
            );
            return;
        }
        match d.space {
            Space::Sreg | Space::Tex => {
                self.err(
                    codes::UNSUPPORTED,
                    "unsupported state space: textures and special registers cannot be declared (T:L1424)",
                    d.span,
                    "unsupported",
                );
                return;
            }
            Space::Reg => {
                // A vector register `.reg .v4 .f32 %v` is four scalar registers `%v.x` .. `%v.w`
                // (PTX ISA "vector variables"); `ptx::vecreg` rewrote every whole-vector use into
                // `{%v.x, ..}`, so the loader only declares the elements.
                let comps: &[&str] = match d.vector {
                    None => &[""],
                    Some(2) => &[".x", ".y"],
                    Some(4) => &[".x", ".y", ".z", ".w"],
                    Some(n) => {
                        self.err(
                            codes::UNSUPPORTED,
                            format!("unsupported vector width `.v{n}` for a register"),
                            d.span,
                            "vector",
                        );
                        return;
                    }
                };
                let ty = match d.ty {
                    Some(t) => match ir_ty(t) {
                        Some(t) => Some(t),
                        None => {
                            self.err(
                                codes::UNSUPPORTED,
                                format!("unsupported register type `.{t:?}`").to_lowercase(),
                                d.span,
                                "type",
                            );
                            return;
                        }
                    },
                    None => None,
                };
                for it in &d.items {
                    let count = u64::from(it.range.unwrap_or(1)) * comps.len() as u64;
                    if self.regs.len() as u64 + count > MAX_MODULE_REGS as u64 {
                        self.err(
                            codes::TOO_MANY_REGISTERS,
                            format!(
                                "this declares {count} registers, more than the {MAX_MODULE_REGS} a module may declare in all (every thread keeps each register)"
                            ),
                            it.span,
                            "too many registers",
                        );
                        return;
                    }
                    if !it.dims.is_empty() || it.init.is_some() {
                        self.err(
                            codes::UNSUPPORTED,
                            "register arrays and initialisers are not supported",
                            it.span,
                            "here",
                        );
                        continue;
                    }
                    for i in 0..it.range.unwrap_or(1) {
                        let name = match it.range {
                            Some(_) => format!("{}{}", it.name.name, i),
                            None => it.name.name.to_string(),
                        };
                        for c in comps {
                            let id = ast::Ident {
                                name: format!("{name}{c}").into(),
                                span: it.name.span,
                            };
                            self.new_reg(scope, &id, ty, func);
                        }
                    }
                }
                return;
            }
            _ => {}
        }
        let vec = d.vector.unwrap_or(1) as u64;
        if !matches!(vec, 1 | 2 | 4) {
            self.err(
                codes::UNSUPPORTED,
                format!("unsupported vector width `.v{vec}`"),
                d.span,
                "vector",
            );
            return;
        }
        let elem = elem_bytes(d.ty) * vec;
        let align = d.align.map(|a| a as u64).unwrap_or(elem).max(1);
        for it in &d.items {
            let mut count = 1u64;
            let mut dynamic = false;
            for (k, dim) in it.dims.iter().enumerate() {
                match dim {
                    Some(n) => count = count.saturating_mul(*n as u64),
                    None => match (&it.init, k) {
                        (Some(ast::Init::List(l, _)), 0) => {
                            count = count.saturating_mul(l.len() as u64)
                        }
                        _ => {
                            dynamic = true;
                            count = 0;
                        }
                    },
                }
            }
            let size = elem.saturating_mul(count);
            if size > MAX_VAR_BYTES {
                self.err(
                    codes::UNSUPPORTED,
                    format!(
                        "variable `{}` is too large ({size} bytes, at most {MAX_VAR_BYTES})",
                        it.name.name
                    ),
                    it.span,
                    "too large",
                );
                continue;
            }
            let ty = d.ty.and_then(ir_ty);
            let line = it.span.line;
            let mut info = VarInfo {
                name: self.unique(&it.name.name),
                source_name: it.name.name.to_string(),
                space: StateSpace::Global,
                value: VarValue::Addr(StateSpace::Global, 0),
                ty,
                size,
                align,
                init: None,
                func,
                line,
            };
            if it.init.is_some() && !matches!(d.space, Space::Global | Space::Const) {
                self.err(
                    codes::UNSUPPORTED,
                    "only `.global` and `.const` variables can have initialisers",
                    it.span,
                    "initialiser",
                );
            }
            match (d.space, func) {
                (Space::Global, _) => {
                    // Red zones between the module's variables (window::MODULE_RED_ZONE).
                    let red = window::red_zone(size, window::MODULE_RED_ZONE);
                    let gap = self.global_red.map_or(0, |r| r.saturating_add(red));
                    self.global_red = Some(red);
                    let off = align_up(self.global_next.saturating_add(gap), align);
                    self.global_next = off.saturating_add(size);
                    info.value = VarValue::Addr(StateSpace::Global, window::GLOBAL_BASE + off);
                    info.init = self.init_bytes(it, d.ty, size);
                }
                (Space::Const, _) => {
                    let off = align_up(self.const_next, align);
                    self.const_next = off.saturating_add(size);
                    info.space = StateSpace::Const;
                    info.value = VarValue::Addr(StateSpace::Const, off);
                    info.init = self.init_bytes(it, d.ty, size);
                }
                (Space::Shared, _) => {
                    info.space = StateSpace::Shared;
                    if dynamic {
                        let id = self.new_var(info, scope, &it.name);
                        self.dyn_shared.push((id, align));
                        continue;
                    }
                    // Offsets per kernel come after loading (`shared_layout`).
                    info.value = VarValue::Addr(StateSpace::Shared, 0);
                }
                (Space::Local, None) => {
                    let off = align_up(self.local_next, align);
                    self.local_next = off.saturating_add(size);
                    info.space = StateSpace::Local;
                    info.value = VarValue::Addr(StateSpace::Local, off);
                }
                (Space::Local, Some(f)) => {
                    info.space = StateSpace::Local;
                    info.value = VarValue::Frame { func: f, offset: 0 };
                    let id = self.new_var(info, scope, &it.name);
                    self.funcs[f as usize].locals.push(id);
                    continue;
                }
                (Space::Param, Some(f)) => {
                    info.space = StateSpace::Local;
                    info.value = VarValue::Frame { func: f, offset: 0 };
                    let id = self.new_var(info, scope, &it.name);
                    self.funcs[f as usize].callseq.push((id, None));
                    continue;
                }
                (Space::Param, None) => {
                    self.err(
                        codes::UNSUPPORTED,
                        "`.param` variables at module scope are not supported",
                        it.span,
                        "here",
                    );
                    continue;
                }
                (Space::Reg | Space::Sreg | Space::Tex, _) => continue,
            }
            if dynamic && d.space != Space::Shared {
                self.err(
                    codes::UNSUPPORTED,
                    "arrays without size are only allowed for `.extern .shared`",
                    it.span,
                    "no size",
                );
            }
            self.new_var(info, scope, &it.name);
        }
    }

    /// Step 2 for initialisers and T:L1716: the initial bytes of a `.global`/`.const` variable.
    pub(super) fn init_bytes(
        &mut self,
        it: &ast::VarItem,
        ty: Option<ast::Type>,
        size: u64,
    ) -> Option<Vec<u8>> {
        let init = it.init.as_ref()?;
        let mut flat = Vec::new();
        fn flatten<'b>(i: &'b ast::Init, out: &mut Vec<&'b ast::ConstExpr>) {
            match i {
                ast::Init::Expr(e) => out.push(e),
                ast::Init::List(l, _) => l.iter().for_each(|x| flatten(x, out)),
            }
        }
        flatten(init, &mut flat);
        let ety = ty.and_then(ir_ty).unwrap_or(Ty::B64);
        let eb = elem_bytes(ty) as usize;
        let mut bytes = vec![0u8; size as usize];
        // PTX ISA "Initializers": a bare variable name is its address in its own state space (the
        // value `mov` gives); `generic(x)` is its generic address. Global addresses are the same
        // in both views (docs/design.md §5).
        let mut vars: Vec<(String, u64)> = Vec::new();
        for v in &self.vars {
            let (own, generic) = match v.value {
                VarValue::Addr(StateSpace::Global, a) => (Some(a), a),
                VarValue::Addr(StateSpace::Const, a) => (Some(a), window::CONST_BASE + a),
                VarValue::Addr(StateSpace::Shared, a) => (None, window::SHARED_BASE + a),
                _ => continue,
            };
            if let Some(a) = own {
                vars.push((v.source_name.clone(), a));
            }
            vars.push((format!("generic({})", v.source_name), generic));
        }
        for (k, e) in flat.iter().enumerate() {
            // A function's name is its address (`call` through a register reaches it): a
            // placeholder now, patched after layout (`init_relocs`).
            if let ast::ConstExpr::Name(id) = e {
                if let Some(&f) = self.func_by_name.get(id.name.as_str()) {
                    if !vars.iter().any(|(s, _)| s == &id.name) {
                        self.init_relocs_pending
                            .push(((k * eb) as u64, f, eb.min(8)));
                        continue;
                    }
                }
            }
            let v = consts::fold(e, &mut |n| {
                vars.iter().find(|(s, _)| s == n).map(|(_, a)| *a as i128)
            });
            let v = match v {
                Ok(v) => v,
                Err(d) => {
                    self.errs.push(d);
                    return None;
                }
            };
            let bits = match consts::encode(v, ety) {
                Ok(b) => b,
                Err(m) => {
                    self.err(
                        codes::TYPE_MISMATCH,
                        format!("type mismatch in initialiser: {m}"),
                        it.span,
                        "initialiser",
                    );
                    return None;
                }
            };
            let at = k * eb;
            if at + eb > bytes.len() {
                self.err(
                    codes::CONST_EXPR,
                    "too many initialisers",
                    it.span,
                    "initialiser",
                );
                return None;
            }
            let le = bits.to_le_bytes();
            bytes[at..at + eb.min(8)].copy_from_slice(&le[..eb.min(8)]);
        }
        Some(bytes)
    }
}
