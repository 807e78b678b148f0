//! Phase B of the loader, Step 3 (T:L1598-1659, docs/design.md §4): the frame layout of each
//! function's signature, the call graph with its recursion (SCCs), the binding of call-sequence
//! `.param` variables and the frame sizes. A file of its own: the loader's phase that works on
//! the whole module's call structure rather than on single statements.

use super::*;

impl Loader {
    /// Step 3 frame layout of a function's signature (T:L1648-1653): the return slot at offset 0,
    /// the parameters after it. `.entry` parameters go to the parameter bank instead (docs/design.md §7,
    /// T:L1657).
    pub(super) fn layout_signature(&mut self, f: FuncId, fun: &ast::Function) {
        let root = self.funcs[f as usize].root;
        let mut off = 0u64;
        let mut slots = Vec::new();
        for (is_ret, p) in fun
            .returns
            .iter()
            .map(|p| (true, p))
            .chain(fun.params.iter().map(|p| (false, p)))
        {
            let ty = p.ty.and_then(ir_ty);
            if p.ty.is_none() && self.dialect == Dialect::Real {
                self.err(
                    codes::MISSING_TYPE,
                    "parameter needs a type (e.g. `.u32`)",
                    p.span,
                    "no type",
                );
            }
            // A `.v2`/`.v4` parameter is that many elements, aligned to its whole size.
            let elem = elem_bytes(p.ty) * p.vector.unwrap_or(1) as u64;
            let size = elem * p.array.unwrap_or(1).max(1) as u64;
            let align = p.align.map(|a| a as u64).unwrap_or(elem).max(1);
            if fun.is_entry {
                if p.space != Space::Param {
                    self.err(
                        codes::UNSUPPORTED,
                        "kernel parameters must be `.param`",
                        p.span,
                        "here",
                    );
                    continue;
                }
                let o = align_up(off, align);
                off = o + size;
                let fs = &mut self.funcs[f as usize];
                fs.kparams.push(ParamInfo {
                    name: p.name.name.to_string(),
                    ty,
                    size,
                    align,
                    offset: o,
                });
                let info = VarInfo {
                    name: String::new(),
                    source_name: p.name.name.to_string(),
                    space: StateSpace::Param,
                    value: VarValue::Addr(StateSpace::Param, o),
                    ty,
                    size,
                    align,
                    init: None,
                    func: Some(f),
                    line: p.span.line,
                };
                let name = self.unique(&p.name.name);
                self.new_var(VarInfo { name, ..info }, root, &p.name);
                continue;
            }
            let lanes = match (p.vector, p.array) {
                (Some(n), None) => n,
                (None, _) => 1,
                (Some(_), Some(_)) if p.space == Space::Reg => {
                    self.err(
                        codes::UNSUPPORTED,
                        "a vector `.reg` parameter cannot be an array",
                        p.span,
                        "array",
                    );
                    continue;
                }
                // A `.param` vector array is a plain byte area.
                (Some(_), Some(_)) => 1,
            };
            let sym = match p.space {
                // A `.reg .v4 .f32 %p` parameter is four registers `%p.x` .. `%p.w` (as a vector
                // register declared in a body is, `ptx::vecreg`), created consecutively.
                Space::Reg if lanes > 1 => {
                    let mut first = None;
                    for c in &["x", "y", "z", "w"][..lanes as usize] {
                        let id = ast::Ident {
                            name: (format!("{}.{c}", p.name.name)).into(),
                            span: p.name.span,
                        };
                        let r = self.new_reg(root, &id, ty, Some(f));
                        first.get_or_insert(r);
                    }
                    Sym::Reg(first.expect("two or four elements"))
                }
                Space::Reg => Sym::Reg(self.new_reg(root, &p.name, ty, Some(f))),
                Space::Param | Space::Local => {
                    let o = align_up(off, align);
                    off = o + size;
                    let info = VarInfo {
                        name: self.unique(&p.name.name),
                        source_name: p.name.name.to_string(),
                        space: StateSpace::Local,
                        value: VarValue::Frame { func: f, offset: o },
                        ty,
                        size,
                        align,
                        init: None,
                        func: Some(f),
                        line: p.span.line,
                    };
                    Sym::Var(self.new_var(info, root, &p.name))
                }
                _ => {
                    self.err(
                        codes::UNSUPPORTED,
                        "function parameters must be `.param`, `.reg` or `.local`",
                        p.span,
                        "here",
                    );
                    continue;
                }
            };
            let offset = match sym {
                Sym::Var(v) => match self.vars[v as usize].value {
                    VarValue::Frame { offset, .. } => offset,
                    _ => 0,
                },
                Sym::Reg(_) => 0,
            };
            slots.push((
                is_ret,
                Slot {
                    sym,
                    ty,
                    offset,
                    lanes,
                },
            ));
        }
        let fs = &mut self.funcs[f as usize];
        if fun.is_entry {
            fs.param_bytes = off;
        } else {
            fs.param_area = off;
        }
        for (is_ret, s) in slots {
            if is_ret {
                fs.rets.push(s);
            } else {
                fs.params.push(s);
            }
        }
    }

    /// Phase B: call graph, recursion (SCCs), call-sequence `.param` binding and frame layout
    /// (Step 3, T:L1598-1659).
    pub(super) fn layout_frames(&mut self, st: &Stmts) {
        let n = self.funcs.len();
        // Call sites and edges.
        let mut edges: Vec<Vec<FuncId>> = vec![Vec::new(); n];
        let targets: Vec<FuncId> = (0..n as FuncId)
            .filter(|&g| self.funcs[g as usize].has_body && !self.funcs[g as usize].is_entry)
            .collect();
        for f in 0..n {
            for k in 0..self.funcs[f].flat.len() {
                let (scope, ins) = match self.funcs[f].flat[k] {
                    Flat::Instr(s, q, at) => {
                        self.cur_seq = q;
                        (s, st.instr(at))
                    }
                    _ => continue,
                };
                if ins.opcode.name != "call" {
                    continue;
                }
                let (rets, target, args) = Self::call_parts(ins);
                if let Some(ast::Operand::Name(id)) = target {
                    if self.lookup(scope, &id.name).is_some() {
                        // Indirect call through a register: with parameters it gets a frame
                        // area and, conservatively, every function with a body as a target.
                        if rets.is_some_and(|r| !r.is_empty())
                            || args.is_some_and(|a| !a.is_empty())
                        {
                            edges[f].extend(targets.iter().copied());
                            self.funcs[f].calls.insert(
                                k,
                                CallSite {
                                    callee: None,
                                    recursive: false,
                                    area: 0,
                                },
                            );
                        }
                        continue;
                    }
                    if let Some(&g) = self.func_by_name.get(id.name.as_str()) {
                        edges[f].push(g);
                        self.funcs[f].calls.insert(
                            k,
                            CallSite {
                                callee: Some(g),
                                recursive: false,
                                area: 0,
                            },
                        );
                    }
                }
            }
        }
        // reach[f][g]: g reachable from f in one or more calls.
        let mut reach = vec![vec![false; n]; n];
        for (f, row) in reach.iter_mut().enumerate() {
            let mut stack: Vec<FuncId> = edges[f].clone();
            while let Some(g) = stack.pop() {
                if !row[g as usize] {
                    row[g as usize] = true;
                    stack.extend(edges[g as usize].iter().copied());
                }
            }
        }
        for f in 0..n {
            let keys: Vec<usize> = self.funcs[f].calls.keys().copied().collect();
            for k in keys {
                let rec = match self.funcs[f].calls[&k].callee {
                    Some(g) => reach[g as usize][f],
                    None => targets.iter().any(|&g| reach[g as usize][f]),
                };
                if let Some(c) = self.funcs[f].calls.get_mut(&k) {
                    c.recursive = rec;
                }
            }
        }
        // Bind call-sequence `.param` variables named in calls to the callee's slot offsets.
        for f in 0..n {
            let mut binds: Vec<(VarId, u64)> = Vec::new();
            let mut ks: Vec<usize> = self.funcs[f].calls.keys().copied().collect();
            ks.sort_unstable();
            for k in ks {
                let callee = self.funcs[f].calls[&k].callee;
                let (scope, ins) = match self.funcs[f].flat[k] {
                    Flat::Instr(s, q, at) => {
                        self.cur_seq = q;
                        (s, st.instr(at))
                    }
                    _ => continue,
                };
                let (rets, _, args) = Self::call_parts(ins);
                let ops = rets.unwrap_or(&[]).iter().chain(args.unwrap_or(&[]));
                let Some(g) = callee else {
                    // Indirect: the call's own signature, laid out as `layout_signature` lays
                    // out a function's (results, then parameters, each at its alignment).
                    let mut off = 0u64;
                    for op in ops {
                        if let ast::Operand::Name(id) = op {
                            if let Some(Sym::Var(v)) = self.lookup(scope, &id.name) {
                                let vi = &self.vars[v as usize];
                                let o = align_up(off, vi.align.max(1));
                                off = o.saturating_add(vi.size);
                                binds.push((v, o));
                            }
                        }
                    }
                    if let Some(c) = self.funcs[f].calls.get_mut(&k) {
                        c.area = off;
                    }
                    continue;
                };
                let g = g as usize;
                let slots = self.funcs[g].rets.iter().chain(self.funcs[g].params.iter());
                for (op, slot) in ops.zip(slots) {
                    if let ast::Operand::Name(id) = op {
                        if let Some(Sym::Var(v)) = self.lookup(scope, &id.name) {
                            binds.push((v, slot.offset));
                        }
                    }
                }
            }
            for (v, off) in binds {
                if let Some(e) = self.funcs[f].callseq.iter_mut().find(|(x, _)| *x == v) {
                    if e.1.is_none() {
                        e.1 = Some(off);
                    }
                }
            }
        }
        // Frame layout: [returns, parameters | locals | unbound call-sequence params | spill | outgoing].
        for f in 0..n {
            let mut off = self.funcs[f].param_area;
            let locals: Vec<VarId> = self.funcs[f]
                .locals
                .iter()
                .copied()
                .chain(
                    self.funcs[f]
                        .callseq
                        .iter()
                        .filter(|(_, o)| o.is_none())
                        .map(|(v, _)| *v),
                )
                .collect();
            for v in locals {
                let vi = &mut self.vars[v as usize];
                let o = align_up(off, vi.align);
                off = o.saturating_add(vi.size);
                vi.value = VarValue::Frame {
                    func: f as FuncId,
                    offset: o,
                };
            }
            let recursive = self.funcs[f].calls.values().any(|c| c.recursive);
            let spill_base = align_up(off, 8);
            if recursive {
                let used = self.used_regs(f, st);
                self.funcs[f].spill = used;
            }
            let spill_n = self.funcs[f].spill.len() as u64;
            let out_base = align_up(spill_base + 8 * spill_n, 16);
            let out_size = self.funcs[f]
                .calls
                .values()
                .map(|c| match c.callee {
                    Some(g) => self.funcs[g as usize].param_area,
                    None => c.area,
                })
                .max()
                .unwrap_or(0);
            let bound: Vec<(VarId, u64)> = self.funcs[f]
                .callseq
                .iter()
                .filter_map(|(v, o)| o.map(|o| (*v, o)))
                .collect();
            for (v, o) in bound {
                self.vars[v as usize].value = VarValue::Frame {
                    func: f as FuncId,
                    offset: out_base + o,
                };
            }
            let fs = &mut self.funcs[f];
            fs.spill_base = spill_base;
            fs.out_base = out_base;
            fs.frame_size = if fs.calls.is_empty() {
                align_up(off, 16)
            } else {
                align_up(out_base + out_size, 16)
            };
        }
    }

    /// Bytes of local memory a call chain from `f` needs (K of each caller plus the deepest frame);
    /// a recursive function counts `recursion_depth` frames.
    pub(super) fn depth(
        &self,
        f: usize,
        memo: &mut Vec<Option<u64>>,
        visiting: &mut Vec<bool>,
    ) -> u64 {
        if let Some(d) = memo[f] {
            return d;
        }
        if visiting[f] {
            // Recursion: bound the chain by the configured depth.
            return self.funcs[f].frame_size.max(self.funcs[f].out_base)
                * self.opts.recursion_depth;
        }
        visiting[f] = true;
        let fs = &self.funcs[f];
        let mut d = fs.frame_size;
        let mut ks: Vec<usize> = fs.calls.keys().copied().collect();
        ks.sort_unstable();
        for k in ks {
            let c = &fs.calls[&k];
            let callees: Vec<usize> = match c.callee {
                Some(g) => vec![g as usize],
                // An indirect call may reach any function with a body.
                None => (0..self.funcs.len())
                    .filter(|&g| self.funcs[g].has_body && !self.funcs[g].is_entry)
                    .collect(),
            };
            for g in callees {
                let sub = self.depth(g, memo, visiting);
                d = d.max(fs.out_base.saturating_add(sub));
            }
        }
        visiting[f] = false;
        memo[f] = Some(d);
        d
    }
}
