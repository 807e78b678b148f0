//! Memory instructions (`ld`, `st`, `atom`, `red`, T:L1899-1908; `cp.async` and `mbarrier`, lowered
//! onto them) and calls of the CUDA runtime
//! (`vprintf`, `__assertfail`, `malloc`, `free`).

use super::*;

/// The address operand `a` moved `off` bytes on (the elements of a vector access, the pieces of
/// an asynchronous copy).
fn offset(a: Operand, off: u64) -> Operand {
    let o = off as i64;
    match a {
        _ if off == 0 => a,
        Operand::Reg(r) => Operand::RegOff(r, o),
        Operand::RegOff(r, c) => Operand::RegOff(r, c.wrapping_add(o)),
        Operand::Var(v) => Operand::VarOff(v, o),
        Operand::VarOff(v, c) => Operand::VarOff(v, c.wrapping_add(o)),
        Operand::Imm(x) => Operand::Imm(x.wrapping_add(off)),
        op => op,
    }
}

impl Loader {
    /// `ld/st` (T:L1902-1910): state space, cache operator, volatility, type; `.v2/.v4` lowered
    /// to consecutive scalar accesses (deviation, T:L1432 treats vectors as sugar).
    /// `strong`: the access has a memory-model order (`memory_order`): it is volatile, and
    /// marked `ordered` (an atomic load or store, [`crate::program::ir::SrcInfo::ordered`]).
    pub(super) fn mem(
        &mut self,
        ins: &ast::Instruction,
        m: &mut Mods,
        is_st: bool,
        strong: bool,
        g: Guard,
    ) -> R<()> {
        let ops = &ins.operands;
        let ss = match m.take_any(&["global", "local", "shared", "const", "param"]) {
            Some(i) => [
                StateSpace::Global,
                StateSpace::Local,
                StateSpace::Shared,
                StateSpace::Const,
                StateSpace::Param,
            ][i],
            None => StateSpace::Generic,
        };
        let cop = match m.take_any(&["ca", "cg", "cs", "lu", "cv", "wb", "wt"]) {
            Some(i) => [
                CacheOp::Ca,
                CacheOp::Cg,
                CacheOp::Cs,
                CacheOp::Lu,
                CacheOp::Cv,
                CacheOp::Wb,
                CacheOp::Wt,
            ][i],
            None => CacheOp::Default,
        };
        let volatile = m.take("volatile") || strong;
        m.take("weak");
        if !is_st && matches!(ss, StateSpace::Global | StateSpace::Generic) {
            // `ld.global.nc`: a read through the non-coherent read-only path; the data does not
            // change during the kernel, so the ordinary load reads the same value.
            m.take("nc");
        }
        // `.v8` (PTX 8.3, 32-bit elements of a 256-bit global access) like `.v2`/`.v4`.
        let vec = match m.take_any(&["v2", "v4", "v8"]) {
            Some(i) => 2 << i,
            None => 1,
        };
        let ty = match (ins.size.as_deref().copied(), m.tys.is_empty()) {
            // Thesis numeric MemOpSize is in bytes (T:L607).
            (Some((n, span)), true) => match n {
                1 => Ty::B8,
                2 => Ty::B16,
                4 => Ty::B32,
                8 => Ty::B64,
                _ => {
                    self.err(codes::UNSUPPORTED, format!("memory operation size {n} not supported: registers hold at most 8 bytes"), span, "size in bytes");
                    return None;
                }
            },
            _ => self.ty1(ins, m)?,
        };
        self.finish(ins, m)?;
        self.count(ins, &[2])?;
        let (data, a) = if is_st {
            (&ops[1], &ops[0])
        } else {
            (&ops[0], &ops[1])
        };
        let a = self.addr(a)?;
        let ss = if a.frame {
            StateSpace::Local
        } else if a.kparam && ss == StateSpace::Generic {
            StateSpace::Param
        } else {
            ss
        };
        let elems: Vec<&ast::Operand> = match data {
            ast::Operand::Vector(v, s) => {
                if v.len() != vec {
                    self.err(
                        codes::OPERAND_COUNT,
                        format!("`.v{vec}` needs {vec} elements, found {}", v.len()),
                        *s,
                        "vector",
                    );
                    return None;
                }
                v.iter().collect()
            }
            o => {
                if vec != 1 {
                    self.err(
                        codes::OPERAND_KIND,
                        format!("`.v{vec}` needs a vector operand `{{...}}`"),
                        op_span(o),
                        "not a vector",
                    );
                    return None;
                }
                vec![o]
            }
        };
        // A vector load is one access: an element that overwrites the address register before
        // the later elements are loaded (`ld.v2.u64 {%rd1, %rd2}, [%rd1]`) is loaded into a
        // hidden register and moved into place after the last element.
        let base = super::special::reads_reg(a.op);
        let mut late: Vec<(RegId, RegId)> = Vec::new();
        for (i, e) in elems.iter().enumerate() {
            let addr = offset(a.op, i as u64 * ty.bytes() as u64);
            if is_st {
                let src = self.src(e, ty)?;
                let k = self.emit(
                    Instr::St {
                        ss,
                        cop,
                        volatile,
                        ty,
                        addr,
                        src,
                    },
                    g,
                    ins.span,
                    false,
                );
                self.src[k].ordered = strong;
                if i == 0 && vec > 1 {
                    self.src[k].vec_bytes = (vec as u32 * ty.bytes()) as u8;
                }
            } else {
                let mut dst = self.dst(e, ty)?;
                if Some(dst) == base && i + 1 < elems.len() {
                    let t = self.hidden_reg(&format!("%ld.{}.{i}", ty.name()), ty);
                    late.push((dst, t));
                    dst = t;
                }
                let k = self.emit(
                    Instr::Ld {
                        ss,
                        cop,
                        volatile,
                        ty,
                        dst,
                        addr,
                    },
                    g,
                    ins.span,
                    false,
                );
                self.src[k].ordered = strong;
                if i == 0 && vec > 1 {
                    self.src[k].vec_bytes = (vec as u32 * ty.bytes()) as u8;
                }
            }
        }
        for (dst, t) in late {
            let src = Operand::Reg(t);
            self.emit(Instr::Mov { ty, dst, src }, g, ins.span, true);
        }
        Some(())
    }

    /// `cp`: `cp.async` (not bulk) is lowered here; the bulk copies are outside the subset.
    pub(super) fn cp(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        if !m.has("async") || m.has("bulk") {
            return self.unsupported(ins, super::dispatch::BULK_COPY);
        }
        if m.has("mbarrier") {
            return self.cp_async_mbarrier(ins, m, g);
        }
        self.cp_async(ins, m, g)
    }

    /// The asynchronous copies of PTX 7.0 (sm_80; `cuda::memcpy_async`, `cooperative_groups::
    /// memcpy_async`, `cuda::pipeline`), lowered to synchronous code (docs/deviations.md, "cp.async"):
    ///
    /// - `cp.async.{ca,cg}.shared{::cta}.global [d], [s], cp-size{, src-size}`: the first
    ///   `src-size` bytes (default `cp-size`, an immediate) of `[s]` are loaded into hidden
    ///   registers (the widest aligned pieces) and stored at `[d]`, the rest of the `cp-size`
    ///   bytes as zeros;
    /// - `cp.async.commit_group`: nothing (every copy is issued in program order already);
    /// - `cp.async.wait_group N` and `cp.async.wait_all`: `membar.cta`, which waits until the
    ///   thread's own operations, the copies' stores among them, have completed (deviation M11).
    ///
    /// A `src-size` in a register is copied byte by byte, each byte's load guarded by `i <
    /// src-size`. With the `ignore-src` predicate operand, the loads run only where it is false
    /// and the copy stores zeros where it is true. The bulk and `mbarrier` forms are reported as
    /// unsupported.
    pub(super) fn cp_async(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        m.take("async");
        if m.take("commit_group") {
            self.finish(ins, m)?;
            self.count(ins, &[0])?;
            return Some(());
        }
        if m.take("wait_group") || m.take("wait_all") {
            self.finish(ins, m)?;
            self.count(ins, &[0, 1])?;
            if let Some(o) = ops.first() {
                if !matches!(o, ast::Operand::Int(..)) {
                    self.err(
                        codes::OPERAND_KIND,
                        "`cp.async.wait_group` takes an integer constant",
                        op_span(o),
                        "not a constant",
                    );
                    return None;
                }
            }
            self.emit(
                Instr::Membar {
                    level: MembarLevel::Cta,
                },
                g,
                ins.span,
                false,
            );
            return Some(());
        }
        let cop = match m.take_any(&["ca", "cg"]) {
            Some(0) => CacheOp::Ca,
            Some(_) => CacheOp::Cg,
            None => {
                self.err(
                    codes::UNSUPPORTED,
                    "unsupported instruction `cp.async`: only the `.ca`/`.cg` copies from global to shared memory, `commit_group`, `wait_group` and `wait_all` are modelled (not the `mbarrier` and bulk forms)",
                    ins.opcode.span,
                    "unsupported form",
                );
                return None;
            }
        };
        if m.take_any(&["shared", "shared::cta"]).is_none() || !m.take("global") {
            self.err(
                codes::UNSUPPORTED,
                "`cp.async` copies from `.global` to `.shared` memory (`cp.async.ca.shared.global`)",
                ins.opcode.span,
                "state spaces",
            );
            return None;
        }
        self.finish(ins, m)?;
        let n = ops.len() - usize::from(self.policy_operand);
        if !(3..=4).contains(&n) {
            self.count(ins, &[3, 4])?;
        }
        let size = match &ops[2] {
            ast::Operand::Int(v, _) if matches!(v.get(), 4 | 8 | 16) => v.get() as u64,
            o => {
                self.err(
                    codes::OPERAND_KIND,
                    "`cp.async` copies 4, 8 or 16 bytes (cp-size)",
                    op_span(o),
                    "cp-size",
                );
                return None;
            }
        };
        // src-size: a constant, or a 32-bit register (`cp.async ..., 16, %r`: CUTLASS's
        // zero-fill, `__pipeline_memcpy_async` with a run-time zfill).
        let mut run_time = None;
        let mut ignore_src = None;
        let src_size = match ops.get(3).filter(|_| n == 4) {
            None => size,
            // The ignore-src predicate: when true, the copy writes zeros only.
            Some(ast::Operand::Name(id))
                if matches!(
                    self.lookup(self.cur_scope, &id.name),
                    Some(Sym::Reg(r)) if self.regs[r as usize].ty == Some(Ty::Pred)
                ) =>
            {
                if let Some(Sym::Reg(r)) = self.lookup(self.cur_scope, &id.name) {
                    ignore_src = Some(r);
                }
                size
            }
            Some(ast::Operand::Int(v, _)) if (0..=size as i128).contains(&v.get()) => {
                v.get() as u64
            }
            Some(o @ ast::Operand::Name(id))
                if !matches!(
                    self.lookup(self.cur_scope, &id.name),
                    Some(Sym::Reg(r)) if self.regs[r as usize].ty == Some(Ty::Pred)
                ) =>
            {
                run_time = Some(self.src(o, Ty::U32)?);
                0
            }
            Some(o) => {
                self.err(
                    codes::UNSUPPORTED,
                    "unsupported `cp.async` operand: src-size must be 4, 8 or 16 bytes at most, as a constant or a 32-bit register, or the ignore-src operand a predicate register",
                    op_span(o),
                    "src-size",
                );
                return None;
            }
        };
        let dst = self.addr(&ops[0])?;
        let src = self.addr(&ops[1])?;
        if let Some(n) = run_time {
            // Byte by byte: byte i is copied when i < src-size, else it is 0. The predicate is
            // cleared first, so that a false guard leaves every load and store undone.
            let q = self.hidden_reg("%cp.async.p", Ty::Pred);
            let v = self.hidden_reg("%cp.async.b8", Ty::B8);
            for i in 0..size {
                let mov = |me: &mut Self, ty, dst, guard| {
                    me.emit(
                        Instr::Mov {
                            ty,
                            dst,
                            src: Operand::Imm(0),
                        },
                        guard,
                        ins.span,
                        false,
                    );
                };
                mov(self, Ty::Pred, q, Guard::Always);
                self.emit(
                    Instr::Setp {
                        cmp: Cmp::Lt,
                        bop: None,
                        ty: Ty::U32,
                        dst: q,
                        dst2: None,
                        a: Operand::Imm(i),
                        b: n,
                        c: Operand::None,
                    },
                    g,
                    ins.span,
                    false,
                );
                self.emit(
                    Instr::Ld {
                        ss: StateSpace::Global,
                        cop,
                        volatile: false,
                        ty: Ty::B8,
                        dst: v,
                        addr: offset(src.op, i),
                    },
                    Guard::If(q),
                    ins.span,
                    false,
                );
                mov(self, Ty::B8, v, Guard::IfNot(q));
                self.emit(
                    Instr::St {
                        ss: StateSpace::Shared,
                        cop: CacheOp::Default,
                        volatile: false,
                        ty: Ty::B8,
                        addr: offset(dst.op, i),
                        src: Operand::Reg(v),
                    },
                    g,
                    ins.span,
                    false,
                );
            }
            return Some(());
        }
        // With ignore-src, the loads run only under `q = guard && !ignore-src` (q cleared first,
        // then set under the instruction's guard), and a piece not loaded is zero.
        let load_guard = match ignore_src {
            None => g,
            Some(p) => {
                let q = self.hidden_reg("%cp.async.p", Ty::Pred);
                for (src, guard) in [(Operand::Imm(0), Guard::Always), (Operand::NotReg(p), g)] {
                    self.emit(
                        Instr::Mov {
                            ty: Ty::Pred,
                            dst: q,
                            src,
                        },
                        guard,
                        ins.span,
                        false,
                    );
                }
                Guard::If(q)
            }
        };
        // The widest aligned pieces (8, 4, 2 or 1 bytes) that stay on one side of src-size;
        // zeros past it.
        let mut off = 0;
        while off < size {
            let fits = |p: u64| {
                off % p == 0 && (off + p <= src_size || (off >= src_size && off + p <= size))
            };
            let piece = [8, 4, 2, 1].into_iter().find(|&p| fits(p)).unwrap_or(1);
            let (ty, name) = match piece {
                8 => (Ty::B64, "%cp.async.b64"),
                4 => (Ty::B32, "%cp.async.b32"),
                2 => (Ty::B16, "%cp.async.b16"),
                _ => (Ty::B8, "%cp.async.b8"),
            };
            let value = if off < src_size {
                let r = self.hidden_reg(name, ty);
                self.emit(
                    Instr::Ld {
                        ss: StateSpace::Global,
                        cop,
                        volatile: false,
                        ty,
                        dst: r,
                        addr: offset(src.op, off),
                    },
                    load_guard,
                    ins.span,
                    false,
                );
                if let (Some(_), Guard::If(q)) = (ignore_src, load_guard) {
                    self.emit(
                        Instr::Mov {
                            ty,
                            dst: r,
                            src: Operand::Imm(0),
                        },
                        Guard::IfNot(q),
                        ins.span,
                        false,
                    );
                }
                Operand::Reg(r)
            } else {
                Operand::Imm(0)
            };
            self.emit(
                Instr::St {
                    ss: StateSpace::Shared,
                    cop: CacheOp::Default,
                    volatile: false,
                    ty,
                    addr: offset(dst.op, off),
                    src: value,
                },
                g,
                ins.span,
                false,
            );
            off += piece;
        }
        Some(())
    }

    /// `cp.async.mbarrier.arrive{.noinc}{.shared{::cta}}.b64 [a]`: an arrive-on operation on the
    /// barrier object at `a` once the thread's earlier copies have completed. They have (each
    /// copy completes where it stands, P18), so:
    /// - with `.noinc`, it is an arrival: `mbarrier.arrive.b64 _, [a]`;
    /// - without, the pending count the instruction increments is decremented by that arrival
    ///   at once, which changes nothing: an atomic read of the object (which still has to be a
    ///   barrier object's address).
    pub(super) fn cp_async_mbarrier(
        &mut self,
        ins: &ast::Instruction,
        m: &mut Mods,
        g: Guard,
    ) -> R<()> {
        m.take("async");
        m.take("mbarrier");
        let ss = if m.take_any(&["shared", "shared::cta"]).is_some() {
            StateSpace::Shared
        } else {
            StateSpace::Generic
        };
        let noinc = m.take("noinc");
        if !m.take("arrive") || m.tys.iter().any(|t| !matches!(t.0, ast::Type::B64)) {
            self.err(
                codes::UNSUPPORTED,
                "unsupported instruction `cp.async.mbarrier`: only `cp.async.mbarrier.arrive{.noinc}{.shared}.b64 [addr]` is modelled",
                ins.opcode.span,
                "unsupported form",
            );
            return None;
        }
        m.tys.clear();
        self.finish(ins, m)?;
        self.count(ins, &[1])?;
        let a = self.addr(&ins.operands[0])?;
        let (op, b) = if noinc {
            (AtomOp::MbarArrive, Operand::Imm(1))
        } else {
            (AtomOp::Or, Operand::Imm(0))
        };
        self.emit(
            Instr::Atom {
                ss,
                op,
                ty: Ty::B64,
                dst: None,
                addr: a.op,
                b,
                c: Operand::None,
            },
            g,
            ins.span,
            false,
        );
        Some(())
    }

    /// The asynchronous barriers of PTX 7.0 (sm_80; `cuda::barrier`, `cuda::pipeline` with a
    /// block scope), lowered onto the 64-bit barrier object in memory (layout at
    /// [`crate::thread::alu::MBAR_PHASE`]; docs/deviations.md, P19):
    ///
    /// - `mbarrier.init.b64 [a], count`: an atomic exchange writing `count | count << 32`
    ///   (phase 0); every access to the object is atomic, as the PTX memory model has them;
    /// - `mbarrier.arrive{_drop}{.noComplete}.b64 state, [a]{, count}`: an atomic
    ///   ([`AtomOp::MbarArrive`]) whose result, the old object, is the state token. With
    ///   `.noComplete` the arrival must not complete the phase (the ISA leaves it undefined when
    ///   it does); here it is the ordinary arrival, which then completes it;
    /// - `mbarrier.test_wait{.parity}.b64 p, [a], state|parity` (and `try_wait`, which may
    ///   return false as `test_wait` does): an atomic read (`or` 0) of the object and `p` =
    ///   its phase differs from the token's (from `parity`);
    /// - `mbarrier.pending_count.b64 n, state`: the token's pending count;
    /// - `mbarrier.inval.b64 [a]`: an atomic exchange writing 0.
    ///
    /// The `.release`/`.acquire`/`.relaxed` and `.cta` qualifiers change nothing (a thread's
    /// operations complete in order, and atomics synchronise). `expect_tx`/`complete_tx` and the cluster forms stay unsupported.
    pub(super) fn mbarrier(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        let ss = if m.take_any(&["shared", "shared::cta"]).is_some() {
            StateSpace::Shared
        } else {
            StateSpace::Generic
        };
        m.take_any(&["release", "acquire", "relaxed"]);
        m.take("cta");
        let kind = m.take_any(&[
            "init",
            "inval",
            "arrive",
            "arrive_drop",
            "test_wait",
            "try_wait",
            "pending_count",
        ]);
        let parity = m.take("parity");
        let no_complete = m.take("noComplete");
        let unsupported = |me: &mut Self, what: &str| {
            me.err(
                codes::UNSUPPORTED,
                format!("unsupported instruction `mbarrier`: {what} is outside the supported subset (init, inval, arrive, arrive_drop, test_wait, try_wait, pending_count on a CTA-scope barrier are modelled)"),
                ins.opcode.span,
                "unsupported form",
            );
        };
        let Some(kind) = kind else {
            unsupported(self, "this form");
            return None;
        };
        if no_complete && !matches!(kind, 2 | 3) {
            unsupported(self, "`.noComplete` other than on `arrive`");
            return None;
        }
        if m.tys.iter().any(|t| !matches!(t.0, ast::Type::B64)) {
            unsupported(self, "a type other than `.b64`");
            return None;
        }
        m.tys.clear();
        if let Some((w, _)) = m.leftover() {
            unsupported(self, &format!("`.{w}`"));
            return None;
        }
        let t = self.hidden_reg("%mbarrier.t", Ty::B64);
        let sink = |o: &ast::Operand| matches!(o, ast::Operand::Name(id) if id.name == "_");
        match kind {
            // init, inval
            0 | 1 => {
                self.count(ins, if kind == 0 { &[2] } else { &[1] })?;
                let a = self.addr(&ops[0])?;
                let value = if kind == 1 {
                    Operand::Imm(0)
                } else {
                    match self.src(&ops[1], Ty::U32)? {
                        Operand::Imm(c) => {
                            Operand::Imm((c & 0x7fff_ffff) | (c & 0x7fff_ffff) << 32)
                        }
                        count => {
                            let c = self.hidden_reg("%mbarrier.c", Ty::B64);
                            self.emit(
                                Instr::Alu {
                                    op: AluOp::Cvt,
                                    ty: Ty::U64,
                                    ty2: Ty::U32,
                                    mods: AluMods::NONE,
                                    dst: c,
                                    src: [count, Operand::None, Operand::None, Operand::None],
                                },
                                g,
                                ins.span,
                                false,
                            );
                            self.emit(
                                Instr::Alu {
                                    op: AluOp::Shl,
                                    ty: Ty::B64,
                                    ty2: Ty::B64,
                                    mods: AluMods::NONE,
                                    dst: t,
                                    src: [
                                        Operand::Reg(c),
                                        Operand::Imm(32),
                                        Operand::None,
                                        Operand::None,
                                    ],
                                },
                                g,
                                ins.span,
                                false,
                            );
                            self.emit(
                                Instr::Alu {
                                    op: AluOp::Or,
                                    ty: Ty::B64,
                                    ty2: Ty::B64,
                                    mods: AluMods::NONE,
                                    dst: t,
                                    src: [
                                        Operand::Reg(t),
                                        Operand::Reg(c),
                                        Operand::None,
                                        Operand::None,
                                    ],
                                },
                                g,
                                ins.span,
                                false,
                            );
                            Operand::Reg(t)
                        }
                    }
                };
                // An atomic exchange without result: every access to the object is atomic, as
                // the PTX memory model has mbarrier operations (no race with arrivals).
                self.emit(
                    Instr::Atom {
                        ss,
                        op: AtomOp::Exch,
                        ty: Ty::B64,
                        dst: None,
                        addr: a.op,
                        b: value,
                        c: Operand::None,
                    },
                    g,
                    ins.span,
                    false,
                );
            }
            // arrive, arrive_drop
            2 | 3 => {
                self.count(ins, &[2, 3])?;
                let dst = if sink(&ops[0]) {
                    None
                } else {
                    Some(self.dst(&ops[0], Ty::B64)?)
                };
                let a = self.addr(&ops[1])?;
                let count = match ops.get(2) {
                    Some(o) => self.src(o, Ty::U32)?,
                    None => Operand::Imm(1),
                };
                let op = if kind == 2 {
                    AtomOp::MbarArrive
                } else {
                    AtomOp::MbarArriveDrop
                };
                self.emit(
                    Instr::Atom {
                        ss,
                        op,
                        ty: Ty::B64,
                        dst,
                        addr: a.op,
                        b: count,
                        c: Operand::None,
                    },
                    g,
                    ins.span,
                    false,
                );
            }
            // test_wait, try_wait (a suspend-time hint is ignored)
            4 | 5 => {
                self.count(ins, if kind == 5 { &[3, 4] } else { &[3] })?;
                let p = self.dst(&ops[0], Ty::Pred)?;
                let a = self.addr(&ops[1])?;
                // An atomic read (`or` with 0) of the object.
                self.emit(
                    Instr::Atom {
                        ss,
                        op: AtomOp::Or,
                        ty: Ty::B64,
                        dst: Some(t),
                        addr: a.op,
                        b: Operand::Imm(0),
                        c: Operand::None,
                    },
                    g,
                    ins.span,
                    false,
                );
                let alu = |me: &mut Self, op: AluOp, a: Operand, b: Operand| {
                    me.emit(
                        Instr::Alu {
                            op,
                            ty: Ty::B64,
                            ty2: Ty::B64,
                            mods: AluMods::NONE,
                            dst: t,
                            src: [a, b, Operand::None, Operand::None],
                        },
                        g,
                        ins.span,
                        false,
                    );
                };
                if parity {
                    // The phase with parity `parity` has completed: the current parity differs.
                    let par = self.src(&ops[2], Ty::U32)?;
                    alu(self, AluOp::Shr, Operand::Reg(t), Operand::Imm(63));
                    alu(self, AluOp::Xor, Operand::Reg(t), par);
                    alu(self, AluOp::And, Operand::Reg(t), Operand::Imm(1));
                } else {
                    // The token's phase has completed: the current phase differs.
                    let state = self.src(&ops[2], Ty::B64)?;
                    alu(self, AluOp::Xor, Operand::Reg(t), state);
                    alu(self, AluOp::Shr, Operand::Reg(t), Operand::Imm(63));
                }
                self.emit(
                    Instr::Setp {
                        cmp: Cmp::Ne,
                        bop: None,
                        ty: Ty::B64,
                        dst: p,
                        dst2: None,
                        a: Operand::Reg(t),
                        b: Operand::Imm(0),
                        c: Operand::None,
                    },
                    g,
                    ins.span,
                    false,
                );
            }
            // pending_count
            _ => {
                self.count(ins, &[2])?;
                let d = self.dst(&ops[0], Ty::U32)?;
                let state = self.src(&ops[1], Ty::B64)?;
                self.emit(
                    Instr::Alu {
                        op: AluOp::Cvt,
                        ty: Ty::U32,
                        ty2: Ty::U64,
                        mods: AluMods::NONE,
                        dst: d,
                        src: [state, Operand::None, Operand::None, Operand::None],
                    },
                    g,
                    ins.span,
                    false,
                );
            }
        }
        Some(())
    }

    /// A call of an `.extern` function without a body (docs/runtime.md): the CUDA runtime's
    /// `vprintf`, `__assertfail`, `malloc`, `free`, or a function nobody provides, which is an
    /// error only when a thread reaches the call. Lowered to: each argument's value into a
    /// hidden register (a load where the argument is a call-sequence `.param` variable),
    /// `membar.cta` so that the thread's own stores (the `printf` argument buffer) have
    /// completed when the device reads memory, [`Instr::Runtime`], and the result into the
    /// return variable. Every part carries the call's guard.
    pub(super) fn runtime_call(
        &mut self,
        ins: &ast::Instruction,
        f: FuncId,
        name: &str,
        rets: Option<&[ast::Operand]>,
        args: Option<&[ast::Operand]>,
        g: Guard,
    ) -> R<()> {
        let func = RtFunc::by_name(name, f);
        let (rets, args) = (rets.unwrap_or(&[]), args.unwrap_or(&[]));
        let (want_args, want_rets) = match func {
            RtFunc::Printf => (2, 1),
            RtFunc::AssertFail => (5, 0),
            RtFunc::Malloc => (1, 1),
            RtFunc::Free => (1, 0),
            RtFunc::Missing(_)
            | RtFunc::Tex(_)
            | RtFunc::Txq(_)
            | RtFunc::Surf(_)
            | RtFunc::Suq(_) => (args.len(), rets.len()),
        };
        if args.len() != want_args || rets.len() > want_rets {
            self.err(
                codes::CALL_ARGS,
                format!(
                    "`{name}` takes {want_args} argument(s) and returns {want_rets} value(s), the call passes {} and expects {}",
                    args.len(),
                    rets.len()
                ),
                ins.span,
                "argument mismatch",
            );
            return None;
        }
        let span = ins.span;
        let mut ops = [Operand::None; 4];
        // `__assertfail`'s fifth argument (the character size, always 1) is not needed.
        for (i, a) in args.iter().take(4).enumerate() {
            ops[i] = self.call_value(a, &format!("%rt.arg{i}"), g, span)?;
        }
        self.emit(
            Instr::Membar {
                level: MembarLevel::Cta,
            },
            g,
            span,
            true,
        );
        let ret = rets.first();
        let ret_var = ret.and_then(|r| self.frame_var(r));
        let dst = match (ret, &ret_var) {
            (None, _) => None,
            (Some(_), Some(_)) => Some(self.hidden_reg("%rt.ret", Ty::B64)),
            (Some(r), None) => Some(self.dst(r, Ty::B64)?),
        };
        self.emit(
            Instr::Runtime {
                func,
                args: ops,
                dst,
            },
            g,
            span,
            false,
        );
        if let (Some(r), Some(addr), Some(d)) = (ret, ret_var, dst) {
            let ty = self.var_ty(r);
            self.emit(local_st(ty, addr, Operand::Reg(d)), g, span, true);
        }
        Some(())
    }
}
