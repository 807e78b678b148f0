//! Instructions that load into more than one thing: warp collectives, carry chains
//! (`add.cc`/`addc`), vector moves and hidden registers.

use super::*;

impl Loader {
    /// Warp collectives after Fermi (PTX ISA 6.0+; `shfl` without `.sync` since PTX 3.0):
    /// `shfl{.sync}.mode.b32 d{|p}, a, b, c{, mask}`, `vote.sync.mode d, p, mask`,
    /// `activemask.b32 d`, `bar.warp.sync mask`, `match.{any,all}.sync.ty d{|p}, a, mask`,
    /// `redux.sync.op.ty d, a, mask`, `elect.sync d|p, mask` (`.sync` of `vote` and `.warp` of
    /// `bar` already taken).
    pub(super) fn collective(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        let ops = &ins.operands;
        let need = |s: &mut Self, what: &str, i: Option<usize>| {
            if i.is_none() {
                s.err(
                    codes::MISSING_TYPE,
                    format!("`{name}` needs {what}"),
                    ins.span,
                    "missing modifier",
                );
            }
            i
        };
        let sync = name == "vote" || name == "bar" || m.take("sync");
        m.take("aligned");
        let op = match name {
            "shfl" => {
                let i = need(
                    self,
                    "a mode (`.up`, `.down`, `.bfly`, `.idx`)",
                    m.take_any(&["up", "down", "bfly", "idx"]),
                )?;
                CollOp::Shfl([ShflMode::Up, ShflMode::Down, ShflMode::Bfly, ShflMode::Idx][i])
            }
            "vote" => {
                let i = need(
                    self,
                    "a mode (e.g. `.ballot`)",
                    m.take_any(&["all", "any", "uni", "ballot"]),
                )?;
                CollOp::Vote(
                    [
                        VoteMode::All,
                        VoteMode::Any,
                        VoteMode::Uni,
                        VoteMode::Ballot,
                    ][i],
                )
            }
            "activemask" => CollOp::ActiveMask,
            "elect" => CollOp::Elect,
            "bar" => {
                m.take("sync");
                CollOp::WarpSync
            }
            "match" => {
                let i = need(self, "`.any` or `.all`", m.take_any(&["any", "all"]))?;
                [CollOp::MatchAny, CollOp::MatchAll][i]
            }
            _ => {
                let i = need(
                    self,
                    "an operation (e.g. `.add`)",
                    m.take_any(&["add", "min", "max", "and", "or", "xor"]),
                )?;
                CollOp::Redux(
                    [
                        ReduxOp::Add,
                        ReduxOp::Min,
                        ReduxOp::Max,
                        ReduxOp::And,
                        ReduxOp::Or,
                        ReduxOp::Xor,
                    ][i],
                )
            }
        };
        if (name == "match" || name == "redux" || name == "elect") && !sync {
            self.err(
                codes::MISSING_TYPE,
                format!("`{name}` needs `.sync`"),
                ins.span,
                "missing `.sync`",
            );
            return None;
        }
        let ty = match op {
            CollOp::WarpSync | CollOp::Elect => Ty::B32,
            CollOp::Vote(VoteMode::Ballot) | CollOp::ActiveMask => {
                if m.tys.is_empty() {
                    Ty::B32
                } else {
                    self.ty1(ins, m)?
                }
            }
            CollOp::Vote(_) => {
                if m.tys.is_empty() {
                    Ty::Pred
                } else {
                    self.ty1(ins, m)?
                }
            }
            _ => self.ty1(ins, m)?,
        };
        self.finish(ins, m)?;
        // Operand counts: destination(s), sources, then the member mask of `.sync` forms.
        let (has_dst, nsrc) = match op {
            CollOp::Shfl(_) => (true, 3),
            CollOp::Vote(_) | CollOp::MatchAny | CollOp::MatchAll | CollOp::Redux(_) => (true, 1),
            CollOp::ActiveMask | CollOp::Elect => (true, 0),
            CollOp::WarpSync => (false, 0),
        };
        let n = has_dst as usize + nsrc + sync as usize;
        self.count(ins, &[n])?;
        let dty = match op {
            CollOp::Vote(VoteMode::Ballot) | CollOp::MatchAny | CollOp::MatchAll => Ty::B32,
            CollOp::Vote(_) => Ty::Pred,
            _ => ty,
        };
        let (dst, dst2) = if !has_dst {
            (None, None)
        } else {
            match &ops[0] {
                // `elect.sync _|p`: the sink `_` discards the leader's lane number.
                ast::Operand::Pair(dp) if op == CollOp::Elect && dp.0.name == "_" => {
                    (None, Some(self.reg_name(&dp.1, Some(Ty::Pred))?))
                }
                ast::Operand::Pair(dp)
                    if matches!(op, CollOp::Shfl(_) | CollOp::MatchAll | CollOp::Elect) =>
                {
                    (
                        Some(self.reg_name(&dp.0, Some(dty))?),
                        Some(self.reg_name(&dp.1, Some(Ty::Pred))?),
                    )
                }
                o => (Some(self.dst(o, dty)?), None),
            }
        };
        let first = has_dst as usize;
        let mut src = [Operand::None; 3];
        for i in 0..nsrc {
            let sty = match (op, i) {
                (CollOp::Vote(_), 0) => Ty::Pred,
                (CollOp::Shfl(_), 1 | 2) => Ty::B32,
                _ => ty,
            };
            src[i] = self.src(&ops[first + i], sty)?;
        }
        let mask = if sync {
            self.src(&ops[first + nsrc], Ty::B32)?
        } else {
            Operand::None
        };
        self.emit(
            Instr::Coll {
                op,
                ty,
                dst,
                dst2,
                a: src[0],
                b: src[1],
                c: src[2],
                mask,
            },
            g,
            ins.span,
            false,
        );
        Some(())
    }

    /// The state-space modifier `cvta` and `isspacep` need.
    pub(super) fn space_of(&mut self, ins: &ast::Instruction, m: &mut Mods) -> R<StateSpace> {
        const SPACES: [StateSpace; 5] = [
            StateSpace::Global,
            StateSpace::Shared,
            StateSpace::Local,
            StateSpace::Const,
            StateSpace::Param,
        ];
        match m.take_any(&["global", "shared", "local", "const", "param"]) {
            Some(i) => Some(SPACES[i]),
            None => {
                self.err(
                    codes::MISSING_TYPE,
                    format!("`{}` needs a state space (e.g. `.global`)", ins.opcode.name),
                    ins.span,
                    "no state space",
                );
                None
            }
        }
    }

    /// A register the loader adds to the current function (its name cannot clash with a PTX
    /// identifier); the same one on every use in the function.
    /// `mov`s that take effect at once, as the parts of one PTX instruction do (a vector `mov`,
    /// a call's arguments and results): a source register that an earlier `mov` of the list
    /// overwrites is first copied into a hidden register, so every `mov` reads the value from
    /// before the instruction.
    pub(super) fn parallel_movs(
        &mut self,
        movs: &[(RegId, Ty, Operand)],
        g: Guard,
        span: Span,
        injected: bool,
    ) {
        let mut srcs: Vec<Operand> = movs.iter().map(|m| m.2).collect();
        for (j, &(_, ty, src)) in movs.iter().enumerate() {
            let Some(r) = reads_reg(src) else { continue };
            if movs[..j].iter().any(|m| m.0 == r) {
                let t = self.hidden_reg(&format!("%mov.{}.{j}", ty.name()), ty);
                self.emit(Instr::Mov { ty, dst: t, src }, g, span, true);
                srcs[j] = Operand::Reg(t);
            }
        }
        for (&(dst, ty, _), src) in movs.iter().zip(srcs) {
            self.emit(Instr::Mov { ty, dst, src }, g, span, injected);
        }
    }

    pub(super) fn hidden_reg(&mut self, name: &str, ty: Ty) -> RegId {
        let f = self.cur_func;
        let root = self.funcs[f as usize].root;
        if let Some(Sym::Reg(r)) = self.lookup(root, name) {
            return r;
        }
        let id = ast::Ident {
            name: name.to_string().into(),
            span: Span::default(),
        };
        self.new_reg(root, &id, Some(ty), Some(f))
    }

    /// Carry arithmetic (PTX ISA "Extended-Precision Integer Arithmetic"): `add.cc`, `addc{.cc}`,
    /// `sub.cc`, `subc{.cc}`, `mad{.lo,.hi}.cc`, `madc{.lo,.hi}{.cc}`. The carry flag CC.CF is a
    /// hidden per-function register `%cc.flag`; `mad` first forms the product's half in
    /// `%cc.prod`. Lowered to: carry out into `%cc.next`, the sum into `d`, `%cc.next` into the
    /// flag; every part carries the guard, so `d` may be a source.
    pub(super) fn carry(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let name = ins.opcode.name.as_str();
        let ops = &ins.operands;
        let cin = name.ends_with('c');
        let cout = m.take("cc");
        let is_sub = name.starts_with("sub");
        let is_mad = name.starts_with("mad");
        let mode = if is_mad {
            match m.take_any(&["lo", "hi"]) {
                Some(i) => Some([MulMode::Lo, MulMode::Hi][i]),
                None => {
                    self.err(
                        codes::MISSING_TYPE,
                        format!("`{name}` needs `.lo` or `.hi`"),
                        ins.span,
                        "no mode",
                    );
                    return None;
                }
            }
        } else {
            None
        };
        let ty = self.ty1(ins, m)?;
        self.finish(ins, m)?;
        if !matches!(ty, Ty::U32 | Ty::S32 | Ty::U64 | Ty::S64) {
            self.err(
                codes::TYPE_MISMATCH,
                format!("type mismatch: `{name}` needs `.u32`, `.s32`, `.u64` or `.s64`"),
                ins.span,
                "type",
            );
            return None;
        }
        self.count(ins, &[if is_mad { 4 } else { 3 }])?;
        let dst = self.dst(&ops[0], ty)?;
        let a = self.src(&ops[1], ty)?;
        let b = self.src(&ops[2], ty)?;
        let flag = self.hidden_reg("%cc.flag", Ty::B32);
        // Without a carry in, an addition adds 0 and a subtraction `a + !b + 1`.
        let c_in = if cin {
            Operand::Reg(flag)
        } else {
            Operand::Imm(is_sub as u64)
        };
        let (x, y) = match mode {
            Some(mode) => {
                let c = self.src(&ops[3], ty)?;
                let t = self.hidden_reg(&format!("%cc.prod{}", ty.bits()), ty);
                self.alu(ins, AluOp::Mul(mode), ty, ty, AluMods::NONE, t, &[a, b], g);
                (Operand::Reg(t), c)
            }
            None => (a, b),
        };
        let (sum, out) = if is_sub {
            (AluOp::SubCarry, AluOp::SubCarryOut)
        } else {
            (AluOp::AddCarry, AluOp::AddCarryOut)
        };
        let next = cout.then(|| self.hidden_reg("%cc.next", Ty::B32));
        if let Some(n) = next {
            self.alu(ins, out, ty, ty, AluMods::NONE, n, &[x, y, c_in], g);
        }
        self.alu(ins, sum, ty, ty, AluMods::NONE, dst, &[x, y, c_in], g);
        if let Some(n) = next {
            self.emit(
                Instr::Mov {
                    ty: Ty::B32,
                    dst: flag,
                    src: Operand::Reg(n),
                },
                g,
                ins.span,
                true,
            );
        }
        Some(())
    }

    /// `mov.bN {a, b, …}, x` (unpack, element `i` = bits `i·w ..`) and `mov.bN x, {a, b, …}`
    /// (pack), as compilers emit them to split and join 64- and 32-bit values. `_` is a sink.
    pub(super) fn mov_vector(&mut self, ins: &ast::Instruction, m: &mut Mods, g: Guard) -> R<()> {
        let ops = &ins.operands;
        if let (ast::Operand::Vector(d, s), ast::Operand::Vector(v, _)) =
            (&ops[0], ops.get(1).unwrap_or(&ops[0]))
        {
            // `mov.v4.f32 %v0, %v1` between vector registers: one `mov` per element.
            // `.v8` too, the widest vector `ld`/`st` take (PTX 8.3 and later).
            let want = match m.take_any(&["v2", "v4", "v8"]) {
                Some(i) => 2 << i,
                None => 0,
            };
            let ty = self.ty1(ins, m)?;
            self.finish(ins, m)?;
            self.count(ins, &[2])?;
            if d.len() != want || v.len() != want {
                self.err(
                    codes::OPERAND_COUNT,
                    format!(
                        "`mov` between vectors needs `.v2`/`.v4`/`.v8` and both sides of that width, found {} and {}",
                        d.len(),
                        v.len()
                    ),
                    *s,
                    "vector",
                );
                return None;
            }
            // One instruction: every element is read before any is written, so
            // `mov.v2.u32 {a, b}, {b, a}` swaps.
            let mut movs = Vec::with_capacity(d.len());
            for (de, se) in d.iter().zip(v) {
                let dst = self.dst(de, ty)?;
                let src = self.src(se, ty)?;
                movs.push((dst, ty, src));
            }
            self.parallel_movs(&movs, g, ins.span, false);
            return Some(());
        }
        let ty = self.ty1(ins, m)?;
        self.finish(ins, m)?;
        self.count(ins, &[2])?;
        let (elems, span, unpack) = match (&ops[0], &ops[1]) {
            (ast::Operand::Vector(v, s), _) => (v, *s, true),
            (_, ast::Operand::Vector(v, s)) => (v, *s, false),
            _ => return None,
        };
        let n = elems.len();
        if !matches!(n, 2 | 4) || ty.bits() % n as u32 != 0 || ty.bits() / (n as u32) < 8 {
            self.err(
                codes::OPERAND_COUNT,
                format!(
                    "`mov.{}` with a vector needs 2 or 4 elements of at least 8 bits, found {n}",
                    ty.name()
                ),
                span,
                "vector",
            );
            return None;
        }
        let w = ty.bits() / n as u32;
        let ety = match w {
            8 => Ty::B8,
            16 => Ty::B16,
            _ => Ty::B32,
        };
        if unpack {
            let mut src = self.src(&ops[1], ty)?;
            // `mov.b64 {%r, _}, %r`-like: an element that overwrites the source before the
            // later elements are extracted from it reads a copy instead.
            if let Some(r) = reads_reg(src) {
                let mut clash = false;
                for e in &elems[..n - 1] {
                    if matches!(e, ast::Operand::Name(id) if id.name != "_") {
                        clash |= self.dst(e, ety)? == r;
                    }
                }
                if clash {
                    let t = self.hidden_reg(&format!("%mov.{}.src", ty.name()), ty);
                    self.emit(Instr::Mov { ty, dst: t, src }, g, ins.span, true);
                    src = Operand::Reg(t);
                }
            }
            let bty = if ty.bits() > 32 { Ty::U64 } else { Ty::U32 };
            for (i, e) in elems.iter().enumerate() {
                if matches!(e, ast::Operand::Name(id) if id.name == "_") {
                    continue;
                }
                let dst = self.dst(e, ety)?;
                let (pos, len) = (Operand::Imm(i as u64 * w as u64), Operand::Imm(w as u64));
                self.alu(
                    ins,
                    AluOp::Bfe,
                    bty,
                    bty,
                    AluMods::NONE,
                    dst,
                    &[src, pos, len],
                    g,
                );
            }
        } else {
            let dst = self.dst(&ops[0], ty)?;
            let mut srcs = Vec::with_capacity(n);
            for e in elems {
                srcs.push(self.src(e, ety)?);
            }
            self.alu(
                ins,
                AluOp::Pack(n as u8),
                ety,
                ety,
                AluMods::NONE,
                dst,
                &srcs,
                g,
            );
        }
        Some(())
    }
}

/// The register an operand reads, if any.
pub(super) fn reads_reg(o: Operand) -> Option<RegId> {
    match o {
        Operand::Reg(r) | Operand::NotReg(r) | Operand::RegOff(r, _) => Some(r),
        _ => None,
    }
}
