//! The instruction dispatch of phase C: one PTX instruction to the program environment's
//! instructions (Steps 2 and 4 per instruction, T:L1591-1597, T:L1661).

use super::*;

impl Loader {
    /// Translate one instruction (phase C). Errors are collected; the instruction is skipped.
    pub(in crate::program) fn translate(&mut self, ins: &ast::Instruction, k: usize) {
        self.relaxed_width = matches!(
            ins.opcode.name.as_str(),
            "ld" | "ldu" | "st" | "cvt" | "suld" | "sust"
        );
        let _ = self.translate_inner(ins, k);
        self.relaxed_width = false;
        self.policy_operand = false;
    }

    pub(super) fn translate_inner(&mut self, ins: &ast::Instruction, k: usize) -> R<()> {
        let g = self.guard(ins)?;
        let name = ins.opcode.name.as_str();
        let mut m = Mods::new(ins);
        // `.uni` is a performance hint on bra/call/ret (T:L1434); on `vote` it is the mode.
        if name != "vote" {
            m.take("uni");
        }
        let ops = &ins.operands;
        self.policy_operand = m.take_cache_hints();
        if name == "cp" && m.has("async") && !m.has("bulk") {
            if m.has("mbarrier") {
                return self.cp_async_mbarrier(ins, &mut m, g);
            }
            return self.cp_async(ins, &mut m, g);
        }
        if name == "mbarrier" {
            return self.mbarrier(ins, &mut m, g);
        }
        if matches!(name, "tex" | "tld4" | "txq") {
            return self.texture(ins, &mut m, g);
        }
        if matches!(name, "suld" | "sust" | "suq") {
            return self.surface(ins, &mut m, g);
        }
        if let Some(why) = unsupported_opcode(name) {
            self.err(
                codes::UNSUPPORTED,
                format!("unsupported instruction `{name}`: {why}"),
                ins.opcode.span,
                "unsupported",
            );
            return None;
        }
        if (matches!(name, "add" | "sub" | "mad") && m.has("cc"))
            || matches!(name, "addc" | "subc" | "madc")
        {
            return self.carry(ins, &mut m, g);
        }
        if name == "cvt" && m.has("pack") {
            return self.cvt_pack(ins, &mut m, g);
        }
        if name == "cvt" && (m.has("e4m3x2") || m.has("e5m2x2")) {
            return self.cvt_fp8(ins, &mut m, g);
        }
        if let Some(n) = alu_arity(name) {
            return self.data_op(ins, &mut m, n, g);
        }
        if let Some((op, lanes)) = video::video_opcode(name) {
            return self.video(ins, &mut m, g, op, lanes);
        }
        let order = memory_order(name, &mut m);
        if let Some(level) = order.before {
            self.emit(Instr::Membar { level }, g, ins.span, true);
        }
        match name {
            "mov" if ops.iter().any(|o| matches!(o, ast::Operand::Vector(..))) => {
                self.mov_vector(ins, &mut m, g)?
            }
            "mov" => {
                self.count(ins, &[2])?;
                let ty = self.ty1(ins, &m)?;
                self.finish(ins, &m)?;
                let dst = self.dst(&ops[0], ty)?;
                let src = self.src(&ops[1], ty)?;
                // Step 3: the address of a frame variable is `%stackBase + offset` (clang's
                // `mov.u64 %SPL, __local_depot0`, T:L1714); the thesis dialect keeps the offset.
                if let (Operand::Var(v), Dialect::Real) = (src, self.dialect) {
                    if let VarValue::Frame { offset, .. } = self.vars[v as usize].value {
                        let sb = self.sb?;
                        self.alu(
                            ins,
                            AluOp::Add,
                            ty,
                            ty,
                            AluMods::NONE,
                            dst,
                            &[Operand::Reg(sb), Operand::Imm(offset)],
                            g,
                        );
                        return Some(());
                    }
                }
                self.emit(Instr::Mov { ty, dst, src }, g, ins.span, false);
            }
            "setp" | "set" => {
                let is_set = name == "set";
                let cmp = m.take_any(&CMPS).map(|i| Cmp::ALL[i]);
                let bop = m
                    .take_any(&["and", "or", "xor"])
                    .map(|i| [BoolOp::And, BoolOp::Or, BoolOp::Xor][i]);
                // `.ftz` is accepted; comparisons are computed exactly (docs/design.md §6).
                m.take("ftz");
                let cmp = match cmp {
                    Some(c) => c,
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            format!("`{name}` needs a comparison (e.g. `.lt`)"),
                            ins.span,
                            "no comparison",
                        );
                        return None;
                    }
                };
                let (dty, ty) = if is_set {
                    (self.ty_at(ins, &m, 0)?, self.ty_at(ins, &m, 1)?)
                } else {
                    let t = self.ty1(ins, &m)?;
                    (Ty::Pred, t)
                };
                self.finish(ins, &m)?;
                self.count(ins, if bop.is_some() { &[4] } else { &[3] })?;
                let a = self.src(&ops[1], ty)?;
                let b = self.src(&ops[2], ty)?;
                let c = if bop.is_some() {
                    self.src(&ops[3], Ty::Pred)?
                } else {
                    Operand::None
                };
                if is_set {
                    let dst = self.dst(&ops[0], dty)?;
                    self.emit(
                        Instr::Set {
                            cmp,
                            bop,
                            dty,
                            ty,
                            dst,
                            a,
                            b,
                            c,
                        },
                        g,
                        ins.span,
                        false,
                    );
                } else {
                    let (dst, dst2) = match &ops[0] {
                        ast::Operand::Pair(pq) => (
                            self.reg_name(&pq.0, Some(Ty::Pred))?,
                            Some(self.reg_name(&pq.1, Some(Ty::Pred))?),
                        ),
                        o => (self.dst(o, Ty::Pred)?, None),
                    };
                    self.emit(
                        Instr::Setp {
                            cmp,
                            bop,
                            ty,
                            dst,
                            dst2,
                            a,
                            b,
                            c,
                        },
                        g,
                        ins.span,
                        false,
                    );
                }
            }
            "ld" | "ldu" | "st" => self.mem(ins, &mut m, name == "st", order.strong, g)?,
            "atom" | "red" => {
                let is_red = name == "red";
                let ss = match m.take_any(&["global", "shared"]) {
                    Some(0) => StateSpace::Global,
                    Some(_) => StateSpace::Shared,
                    None => StateSpace::Generic,
                };
                const AOPS: [&str; 10] = [
                    "and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min", "max",
                ];
                const AVALS: [AtomOp; 10] = [
                    AtomOp::And,
                    AtomOp::Or,
                    AtomOp::Xor,
                    AtomOp::Cas,
                    AtomOp::Exch,
                    AtomOp::Add,
                    AtomOp::Inc,
                    AtomOp::Dec,
                    AtomOp::Min,
                    AtomOp::Max,
                ];
                // `.noftz` (f16/bf16 `add`): our half-precision add never flushes subnormals.
                m.take("noftz");
                let op = match m.take_any(&AOPS) {
                    Some(i) => AVALS[i],
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            format!("`{name}` needs an operation (e.g. `.add`)"),
                            ins.span,
                            "no operation",
                        );
                        return None;
                    }
                };
                let ty = self.ty1(ins, &m)?;
                self.finish(ins, &m)?;
                let n = if is_red {
                    2
                } else if op == AtomOp::Cas {
                    4
                } else {
                    3
                };
                self.count(ins, &[n])?;
                let base = if is_red { 0 } else { 1 };
                let dst = if is_red {
                    None
                } else {
                    Some(self.dst(&ops[0], ty)?)
                };
                let a = self.addr(&ops[base])?;
                let b = self.src(&ops[base + 1], ty)?;
                let c = if op == AtomOp::Cas {
                    self.src(&ops[base + 2], ty)?
                } else {
                    Operand::None
                };
                let ss = if a.frame { StateSpace::Local } else { ss };
                self.emit(
                    Instr::Atom {
                        ss,
                        op,
                        ty,
                        dst,
                        addr: a.op,
                        b,
                        c,
                    },
                    g,
                    ins.span,
                    false,
                );
            }
            "shfl" | "activemask" | "match" | "redux" | "elect" => {
                return self.collective(ins, &mut m, g)
            }
            "bar" if m.take("warp") => return self.collective(ins, &mut m, g),
            "vote" if m.take("sync") => return self.collective(ins, &mut m, g),
            "vote" => {
                let mode = match m.take_any(&["all", "any", "uni", "ballot"]) {
                    Some(i) => [
                        VoteMode::All,
                        VoteMode::Any,
                        VoteMode::Uni,
                        VoteMode::Ballot,
                    ][i],
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            "`vote` needs a mode (e.g. `.any`)",
                            ins.span,
                            "no mode",
                        );
                        return None;
                    }
                };
                let ty = self.ty1(ins, &m)?;
                self.finish(ins, &m)?;
                self.count(ins, &[2])?;
                let dst = self.dst(&ops[0], ty)?;
                let pred = self.src(&ops[1], Ty::Pred)?;
                self.emit(Instr::Vote { mode, dst, pred }, g, ins.span, false);
            }
            "bar" | "barrier" => {
                m.take("aligned");
                m.take("cta");
                let kind = match m.take_any(&["sync", "arrive", "red"]) {
                    Some(0) | None => BarKind::Sync,
                    Some(1) => BarKind::Arrive,
                    _ => match m.take_any(&["and", "or", "popc"]) {
                        Some(i) => BarKind::Red([BarRed::And, BarRed::Or, BarRed::Popc][i]),
                        None => {
                            self.err(
                                codes::MISSING_TYPE,
                                "`bar.red` needs an operation (`.and`, `.or`, `.popc`)",
                                ins.span,
                                "no operation",
                            );
                            return None;
                        }
                    },
                };
                match kind {
                    BarKind::Sync | BarKind::Arrive => {
                        self.finish(ins, &m)?;
                        self.count(ins, if kind == BarKind::Sync { &[1, 2] } else { &[2] })?;
                        let barrier = self.src(&ops[0], Ty::U32)?;
                        let count = match ops.get(1) {
                            Some(o) => self.src(o, Ty::U32)?,
                            None => Operand::None,
                        };
                        self.emit(
                            Instr::Bar {
                                kind,
                                barrier,
                                count,
                                dst: None,
                                pred: Operand::None,
                            },
                            g,
                            ins.span,
                            false,
                        );
                    }
                    BarKind::Red(_) => {
                        let ty = self.ty1(ins, &m)?;
                        self.finish(ins, &m)?;
                        self.count(ins, &[3, 4])?;
                        let dst = self.dst(&ops[0], ty)?;
                        let barrier = self.src(&ops[1], Ty::U32)?;
                        let count = if ops.len() == 4 {
                            self.src(&ops[2], Ty::U32)?
                        } else {
                            Operand::None
                        };
                        let pred = self.src(&ops[ops.len() - 1], Ty::Pred)?;
                        self.emit(
                            Instr::Bar {
                                kind,
                                barrier,
                                count,
                                dst: Some(dst),
                                pred,
                            },
                            g,
                            ins.span,
                            false,
                        );
                    }
                }
            }
            // `fence{.sc,.acq_rel}{.scope}` (PTX 6.0): a fence of the scope's level. Proxy and
            // cluster-barrier fences of later GPUs order things Fermi does not have.
            // Hints without an effect on values: a prefetch brings a line closer, nanosleep
            // delays the thread by some time (any schedule may do that). Nothing is emitted.
            // Hints that change no result: nothing to execute. `discard` makes the line's data
            // undefined; keeping the old data is one of the values it allows.
            // `pmevent` signals a performance-monitor event (`__prof_trigger`): no effect here.
            // `griddepcontrol` (PTX 7.8, sm_90, programmatic dependent launch): `.wait` waits for
            // the grids this one depends on, which a stream here completes (and whose memory it
            // makes visible, the L1 flush between dependent grids) before this grid starts;
            // `.launch_dependents` only lets a dependent grid be scheduled early.
            "prefetch" | "prefetchu" | "nanosleep" | "applypriority" | "discard" | "pmevent"
            | "griddepcontrol" => {
                m.take_any(&["wait", "launch_dependents"]);
                m.take("mask");
                m.take_any(&["global", "local"]);
                m.take_any(&["L1", "L2"]);
                m.tys.clear();
                self.finish(ins, &m)?;
            }
            // A cache policy is an opaque 64-bit value only `.L2::cache_hint` reads: zero.
            "createpolicy" => {
                m.take_any(&["fractional", "range", "cvt"]);
                let ty = self.ty1(ins, &m)?;
                self.finish(ins, &m)?;
                let dst = self.dst(&ops[0], ty)?;
                self.emit(
                    Instr::Mov {
                        ty,
                        dst,
                        src: Operand::Imm(0),
                    },
                    g,
                    ins.span,
                    false,
                );
            }
            "trap" => {
                self.finish(ins, &m)?;
                self.count(ins, &[0])?;
                self.emit(Instr::Trap, g, ins.span, false);
            }
            "isspacep" => {
                let space = self.space_of(ins, &mut m)?;
                m.take("cta");
                self.finish(ins, &m)?;
                self.count(ins, &[2])?;
                let dst = self.dst(&ops[0], Ty::Pred)?;
                let a = self.src(&ops[1], Ty::B64)?;
                self.alu(
                    ins,
                    AluOp::Isspacep(space),
                    Ty::B64,
                    Ty::B64,
                    AluMods::NONE,
                    dst,
                    &[a],
                    g,
                );
            }
            "fence" => {
                m.take_any(&["sc", "acq_rel"]);
                let level = scope_level(&mut m);
                self.finish(ins, &m)?;
                self.count(ins, &[0])?;
                self.emit(Instr::Membar { level }, g, ins.span, false);
            }
            "membar" => {
                let level = match m.take_any(&["cta", "gl", "sys"]) {
                    Some(i) => [MembarLevel::Cta, MembarLevel::Gl, MembarLevel::Sys][i],
                    None => {
                        self.err(
                            codes::MISSING_TYPE,
                            "`membar` needs a level (`.cta`, `.gl`, `.sys`)",
                            ins.span,
                            "no level",
                        );
                        return None;
                    }
                };
                self.finish(ins, &m)?;
                self.count(ins, &[0])?;
                self.emit(Instr::Membar { level }, g, ins.span, false);
            }
            "bra" => {
                self.finish(ins, &m)?;
                self.count(ins, &[1])?;
                let target = match &ops[0] {
                    // A register target (thesis `bra r`, Listing 5.6); undeclared names that are
                    // no label are auto-declared registers in the thesis dialect.
                    ast::Operand::Name(id)
                        if self.lookup(self.cur_scope, &id.name).is_some()
                            || (self.dialect == Dialect::Thesis
                                && self.lookup_label(self.cur_scope, &id.name).is_none()) =>
                    {
                        Operand::Reg(self.reg_name(id, None)?)
                    }
                    o => Operand::Label(self.target(o)?),
                };
                self.emit(Instr::Bra { target }, g, ins.span, false);
            }
            "ret" | "exit" => {
                self.finish(ins, &m)?;
                self.count(ins, &[0])?;
                // Step 5 (T:L1665): `ret` in an `.entry` is `exit`.
                let is_entry = self.funcs[self.cur_func as usize].is_entry;
                let i = if name == "exit" || is_entry {
                    Instr::Exit
                } else {
                    Instr::Ret
                };
                self.emit(i, g, ins.span, false);
            }
            "ssy" | "preBrk" => {
                self.finish(ins, &m)?;
                self.count(ins, &[1])?;
                let t = self.target(&ops[0])?;
                let i = if name == "ssy" {
                    Instr::Ssy { target: t }
                } else {
                    Instr::PreBrk { target: t }
                };
                self.emit(i, g, ins.span, false);
            }
            "preRet" => {
                self.finish(ins, &m)?;
                self.count(ins, &[0, 1])?;
                let t = match ops.first() {
                    Some(o) => self.target(o)?,
                    None => {
                        let here = self.instrs.len();
                        self.new_label(
                            "after-call".into(),
                            false,
                            LTarget::AfterCall(here, ins.span),
                        )
                    }
                };
                self.emit(Instr::PreRet { target: t }, g, ins.span, false);
            }
            "sync" | "brk" | "break" => {
                self.finish(ins, &m)?;
                self.count(ins, &[0])?;
                let i = if name == "sync" {
                    Instr::Sync
                } else {
                    Instr::Brk
                };
                self.emit(i, g, ins.span, false);
            }
            "call" => self.call(ins, &mut m, k, g)?,
            "brx" => {
                // `brx.idx index, table` with `table: .branchtargets L0, L1, ...;`.
                if !m.take("idx") {
                    self.err(
                        codes::MISSING_TYPE,
                        "`brx` needs `.idx`",
                        ins.span,
                        "brx.idx",
                    );
                    return None;
                }
                self.finish(ins, &m)?;
                self.count(ins, &[2])?;
                let index = self.src(&ops[0], Ty::U32)?;
                let table = match &ops[1] {
                    ast::Operand::Name(id) => self
                        .lookup_label(self.cur_scope, &id.name)
                        .and_then(|l| self.tables.get(&l).cloned()),
                    _ => None,
                };
                let (scope, tab) = match table {
                    Some(t) => t,
                    None => {
                        self.err(
                            codes::UNDEFINED_LABEL,
                            "`brx.idx` needs a `.branchtargets` table label",
                            op_span(&ops[1]),
                            "no table",
                        );
                        return None;
                    }
                };
                let saved = self.cur_scope;
                self.cur_scope = scope;
                let targets: Option<Vec<u32>> =
                    tab.operands.iter().map(|o| self.target(o)).collect();
                self.cur_scope = saved;
                let targets = targets?.into_boxed_slice();
                self.emit(Instr::BrxIdx { index, targets }, g, ins.span, false);
            }
            _ => {
                self.err(
                    codes::UNKNOWN_OPCODE,
                    format!("unknown opcode `{name}`"),
                    ins.opcode.span,
                    "not a PTX instruction of the subset",
                );
                return None;
            }
        }
        if let Some(level) = order.after {
            self.emit(Instr::Membar { level }, g, ins.span, true);
        }
        Some(())
    }
}
