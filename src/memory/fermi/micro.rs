//! Micro steps: B⟦·⟧ (T:L947-959) and O⟦·⟧ (T:L973-1123) on a memory program's state Σ, the
//! statement rules of →Op (T:L1148-1178) that make one micro step of an operation (the rule
//! (step), T:L1339-1341), and the cache line and room choices they make.

use super::{banks, cached_space, err, tracked_lo, FermiMemory, MemOp, Sigma};
use crate::memory::atom::aop;
use crate::memory::cache::{Cache, CacheRes, EvClass};
use crate::memory::lang::{BExp, Level, OpExp, Step, YieldAction};
use crate::memory::{extend, Completion, MemError, MemKind};
use crate::program::ir::StateSpace;
use crate::sched::{ChoiceKind, Scheduler};

impl FermiMemory {
    pub(super) fn cache(&mut self, level: Level, sm: usize) -> &mut Cache {
        match level {
            Level::L1 => &mut self.sms[sm].l1,
            Level::L2 => &mut self.l2,
        }
    }

    /// B⟦·⟧ (T:L947-959): instantaneous, no side effects. `isCached` is defined for device states
    /// with a cache operator and (ERR-5) global atomic states; anything else is ⊥.
    pub(super) fn eval_b(&self, b: &BExp, s: &Sigma) -> Result<bool, MemError> {
        Ok(match b {
            BExp::True => true,
            BExp::False => false,
            BExp::Not(x) => !self.eval_b(x, s)?,
            BExp::And(x, y) => self.eval_b(x, s)? & self.eval_b(y, s)?,
            BExp::Or(x, y) => self.eval_b(x, s)? | self.eval_b(y, s)?,
            BExp::IsCached(level) => self.is_cached(*level, s)?,
        })
    }

    /// B⟦isCachedL1⟧ / B⟦isCachedL2⟧ (T:L953-957).
    #[inline]
    pub(super) fn is_cached(&self, level: Level, s: &Sigma) -> Result<bool, MemError> {
        cached_space(s)?;
        Ok(match level {
            Level::L1 => self.sms[s.req.sm as usize].l1.is_cached(s.key, s.mask()),
            Level::L2 => self.l2.is_cached(s.key, s.mask()),
        })
    }

    /// O⟦·⟧ (T:L973-1123): one operational expression. `Yield` = deferred (op2, T:L1178).
    /// Inlined into each arm of the micro step's dispatch, where `e` is a constant: the
    /// dispatch on the decoded statement is the only one.
    #[inline(always)]
    pub(super) fn eval_op(
        &mut self,
        e: OpExp,
        s: &mut Sigma,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<YieldAction, MemError> {
        let sm = s.req.sm as usize;
        let size = s.req.size as u32;
        let atomic = matches!(s.req.kind, MemKind::Atomic(_));
        let fail = |m: &str, s: &Sigma| err(format!("stuck: {m} ({e:?})"), Some(s.req));
        let res = |r: CacheRes, s: &Sigma| match r {
            CacheRes::Done => Ok(YieldAction::Continue),
            CacheRes::Retry => Ok(YieldAction::Yield),
            CacheRes::Fail(m) => Err(fail(m, s)),
        };
        match e {
            // readMem (T:L1007-1015): read_device / read_shared, η unchanged.
            OpExp::ReadMem => {
                let mut b = [0u8; 8];
                if s.req.space == StateSpace::Shared {
                    let a = s.req.addr as usize;
                    b[..size as usize].copy_from_slice(&self.sms[sm].shared[a..a + size as usize]);
                } else {
                    self.dram
                        .read(s.key + s.off as u64, &mut b[..size as usize]);
                }
                s.v = u64::from_le_bytes(b);
            }
            // writeMem (T:L1017-1025): write_device (never const, T:L858) / write_shared (locks ignored).
            OpExp::WriteMem => {
                let val = if atomic { s.v_in1 } else { s.v };
                let b = val.to_le_bytes();
                match s.req.space {
                    StateSpace::Shared => {
                        let a = s.req.addr as usize;
                        let m = &mut self.sms[sm];
                        m.shared[a..a + size as usize].copy_from_slice(&b[..size as usize]);
                        m.shared_hi = m.shared_hi.max(a + size as usize);
                    }
                    StateSpace::Global | StateSpace::Local => {
                        self.dram.write(s.key + s.off as u64, &b[..size as usize])
                    }
                    _ => return Err(fail("write_device to read-only memory", s)),
                }
            }
            // atomOp (T:L1027-1032): v_out unchanged, v_in1 := aop(v_out, b, c).
            OpExp::AtomOp => {
                let MemKind::Atomic(op) = s.req.kind else {
                    return Err(fail("atomOp outside an atomic", s));
                };
                s.v_in1 = aop(s.req.space, op, s.req.ty, s.v, s.req.value, s.req.value2);
            }
            // releaseRegs (T:L1034-1046): the registers become ready; the device learns it here.
            OpExp::ReleaseRegs => done.push(Completion {
                who: s.req.who,
                dst: s.req.dst,
                value: s.written().unwrap_or(0),
            }),
            // writeToRegs (T:L1048-1055): df writes the destination; it does not unblock.
            OpExp::WriteToRegs => {
                if s.req.dst.is_none() {
                    return Err(fail("writeToRegs without a decomposition function", s));
                }
                s.result = extend(s.v, size, s.req.ty);
                s.has_result = true;
            }
            // D⟦lock⟧ with lock_op (T:L1057-1067): all banks or none; else yield with no change.
            OpExp::Lock | OpExp::Unlock => {
                if !(atomic && s.req.space == StateSpace::Shared) {
                    return Err(fail("lock/unlock outside a shared atomic", s));
                }
                let banks = banks(s.req.addr, size);
                let l = &mut self.sms[sm].locks;
                if e == OpExp::Unlock {
                    *l &= !banks; // unlock (T:L1069-1075)
                    s.locked = false;
                } else if *l & banks != 0 {
                    return Ok(YieldAction::Yield);
                } else {
                    *l |= banks;
                    s.locked = true;
                }
            }
            // D⟦readL1⟧ / D⟦readL2⟧ (T:L986-987): L1_op (T:L1085) or L2_op (T:L1087) applied to
            // readCache_op (T:L1091): the line's bytes into σ.v, or yield while not valid.
            OpExp::Read(level) => {
                cached_space(s)?;
                let mut b = [0u8; 8];
                let r = self.cache(level, sm).read(
                    s.key,
                    s.off,
                    size,
                    &mut s.pins[level as usize],
                    &mut b,
                );
                if r == CacheRes::Done {
                    s.v = u64::from_le_bytes(b);
                }
                return res(r, s);
            }
            // D⟦writeL1⟧ / D⟦writeL2⟧ (T:L988-989): L1_op / L2_op with writeCache_op (T:L1091):
            // write the bytes, dirty; yield while no line can take them (deviation M7 first
            // writes back a dirty line of the set).
            OpExp::Write(level) => {
                cached_space(s)?;
                let val = if atomic { s.v_in1 } else { s.v };
                let b = val.to_le_bytes();
                let mut r = self
                    .cache(level, sm)
                    .write(s.key, s.off, &b[..size as usize], sched);
                if r == CacheRes::Retry && self.make_room(level, sm, s.key, sched) {
                    r = self
                        .cache(level, sm)
                        .write(s.key, s.off, &b[..size as usize], sched);
                }
                return res(r, s);
            }
            // D⟦reserveL1⟧ / D⟦reserveL2⟧ (T:L990-991) with reserve_op (T:L1093-1098): pin a line
            // for the op (continue) or yield when none is free.
            OpExp::Reserve(level) => {
                cached_space(s)?;
                let (key, mask, pin) = (s.key, s.mask(), &mut s.pins[level as usize]);
                let mut r = self.cache(level, sm).reserve(key, mask, Some(pin), sched);
                if r == CacheRes::Retry && self.make_room(level, sm, key, sched) {
                    r = self.cache(level, sm).reserve(key, mask, Some(pin), sched);
                }
                return res(r, s);
            }
            // D⟦updateL1⟧ / D⟦updateL2⟧ (T:L992-993) with update_op (T:L1101-1103): fill the
            // reserved line with σ.v.
            OpExp::Update(level) => {
                cached_space(s)?;
                let b = s.v.to_le_bytes();
                let r = self
                    .cache(level, sm)
                    .update(s.key, s.off, &b[..size as usize]);
                return res(r, s);
            }
            // D⟦evictL1⟧ / D⟦evictL2⟧ (T:L994-995) with evict_op (T:L1105-1110): drop the line,
            // or yield while it cannot go.
            OpExp::Evict(level) => {
                cached_space(s)?;
                let r = self.cache(level, sm).evict(s.key, s.mask());
                return res(r, s);
            }
            // D⟦discardL1⟧ / D⟦discardL2⟧ (T:L996-997) with discard_op (T:L1113-1118): invalidate
            // the line's bytes, or yield.
            OpExp::Discard(level) => {
                cached_space(s)?;
                let r = self.cache(level, sm).discard(s.key, s.mask());
                return res(r, s);
            }
            // D⟦classifyFirstL1/L2⟧, D⟦classifyNormalL1/L2⟧ (T:L998-1001) with classify_op
            // (T:L1121-1123): set the line's eviction class.
            OpExp::Classify(level, first) => {
                cached_space(s)?;
                let c = if first {
                    EvClass::First
                } else {
                    EvClass::Normal
                };
                let r = self.cache(level, sm).classify(s.key, c);
                return res(r, s);
            }
        }
        Ok(YieldAction::Continue)
    }

    /// One micro step of the op at pool index `i`: (step) if it yields, (end) if it ends
    /// (T:L1339-1341). Runs statements until a yield (explicit or deferred) or `end;`.
    ///
    /// The statement rules of →Op (T:L1148-1178) run on the compiled program
    /// (`memory::lang::compile`): (nop) T:L1150 leaves no instruction; (seq₁), (seq₂), (seq₃)
    /// T:L1162-1166 are the program counter moving on (a yield or `end;` stops the micro step,
    /// `continue` runs the next statement); (if_tt) / (if_ff) T:L1170-1172 are `JumpIfNot`
    /// after B⟦·⟧; (op₁) T:L1176 is an operation returning `continue`, (op₂) T:L1178 one
    /// returning `yield` (the pc stays, so the operation runs again next micro step).
    pub(super) fn micro_step(
        &mut self,
        i: usize,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError> {
        // The op advances in place: the pool is moved out (a pointer move) while its statements
        // run, since no statement reads or extends the pool.
        let mut pool = std::mem::take(&mut self.pool);
        let r = self.micro_step_in(&mut pool, i, sched, done);
        debug_assert!(self.pool.is_empty(), "a memory statement touched the pool");
        self.pool = pool;
        if let Some((who, mid, lo)) = self.ended.take() {
            self.release(who, mid, lo);
        }
        r
    }

    pub(super) fn micro_step_in(
        &mut self,
        pool: &mut Vec<MemOp>,
        i: usize,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError> {
        let op = &mut pool[i];
        let steps = op.prog.steps(self.fused_tails);
        self.stats.micro_steps += 1;
        loop {
            // (op₁) T:L1176 / (op₂) T:L1178: an operation that continues moves on; a deferred
            // one ends the micro step on its own statement, to run again next time.
            macro_rules! op {
                ($e:expr) => {
                    match self.eval_op($e, &mut op.s, sched, done)? {
                        YieldAction::Continue => op.pc += 1,
                        _ => break,
                    }
                };
            }
            use Level::{L1, L2};
            match steps[op.pc as usize] {
                Step::ReadMem => op!(OpExp::ReadMem),
                Step::WriteMem => op!(OpExp::WriteMem),
                Step::AtomOp => op!(OpExp::AtomOp),
                Step::ReleaseRegs => op!(OpExp::ReleaseRegs),
                Step::WriteToRegs => op!(OpExp::WriteToRegs),
                Step::Lock => op!(OpExp::Lock),
                Step::Unlock => op!(OpExp::Unlock),
                Step::ReadL1 => op!(OpExp::Read(L1)),
                Step::ReadL2 => op!(OpExp::Read(L2)),
                Step::WriteL1 => op!(OpExp::Write(L1)),
                Step::WriteL2 => op!(OpExp::Write(L2)),
                Step::ReserveL1 => op!(OpExp::Reserve(L1)),
                Step::ReserveL2 => op!(OpExp::Reserve(L2)),
                Step::UpdateL1 => op!(OpExp::Update(L1)),
                Step::UpdateL2 => op!(OpExp::Update(L2)),
                Step::EvictL1 => op!(OpExp::Evict(L1)),
                Step::EvictL2 => op!(OpExp::Evict(L2)),
                Step::DiscardL1 => op!(OpExp::Discard(L1)),
                Step::DiscardL2 => op!(OpExp::Discard(L2)),
                Step::ClassifyFirstL1 => op!(OpExp::Classify(L1, true)),
                Step::ClassifyFirstL2 => op!(OpExp::Classify(L2, true)),
                Step::ClassifyNormalL1 => op!(OpExp::Classify(L1, false)),
                Step::ClassifyNormalL2 => op!(OpExp::Classify(L2, false)),
                // (yield) T:L1154, with (seq₁) T:L1162 resuming after it.
                Step::Yield => {
                    op.pc += 1;
                    break;
                }
                // (end) T:L1158, with (seq₂) T:L1164: the program ends.
                Step::End => {
                    if self.check_invariants {
                        // A finished op pins nothing (memory invariant 4).
                        if op.s.pins != [false; 2] {
                            return Err(err(
                                "memory invariant violated: a finished op still pins a line",
                                Some(op.s.req),
                            ));
                        }
                    }
                    if let Some(q) = op.s.vol() {
                        self.vol.remove(&(op.s.req.who, q));
                    }
                    if self.loc_order {
                        let lo = tracked_lo(&op.s.req, op.s.key, op.s.off);
                        self.ended = Some((op.s.req.who, op.s.mid, lo));
                    }
                    pool.swap_remove(i);
                    self.stats.completed += 1;
                    return Ok(());
                }
                // (if_tt) T:L1170 / (if_ff) T:L1172, for `if (!isCachedL1/L2)`: (if_ff) jumps.
                Step::JumpIfCached(level, t) => {
                    op.pc = if self.is_cached(level, &op.s)? {
                        t
                    } else {
                        op.pc + 1
                    };
                }
                // (if_tt) T:L1170 / (if_ff) T:L1172, any other condition.
                Step::JumpIfNot(b, t) => {
                    op.pc = if self.eval_b(b, &op.s)? { op.pc + 1 } else { t };
                }
                Step::Jump(t) => op.pc = t,
            }
        }
        Ok(())
    }

    /// Pick a line of `cache` satisfying `pred`: the scheduler names a start index, the first
    /// candidate from there (cyclically) is taken. Every candidate can be picked; one choice only.
    pub(super) fn pick_line(
        cache: &Cache,
        sched: &mut dyn Scheduler,
        pred: impl Fn(&Cache, usize) -> bool,
    ) -> Option<usize> {
        let n = cache.lines.len();
        // Every rule's predicate holds of used lines only (an unused line is clean, unpinned
        // and keyless): the candidates are among the few used ones, in index order.
        let cands: smallvec::SmallVec<[usize; 16]> = cache
            .used_indices()
            .into_iter()
            .filter(|&i| pred(cache, i))
            .collect();
        debug_assert!((0..n).filter(|&i| pred(cache, i)).eq(cands.iter().copied()));
        let start = if n > 1 {
            sched.choose_among(ChoiceKind::MemStep, n, &cands)
        } else {
            0
        };
        // The first candidate from `start` on, cyclically.
        cands
            .iter()
            .copied()
            .find(|&i| i >= start)
            .or_else(|| cands.first().copied())
    }

    /// Make room in the set of `key` after a refused `reserve`/`write` (T:L723): write back the
    /// set's first dirty line ((wbL1), preceded by a (wbL2) in L2 if L2 cannot take it; (wbL2) for
    /// L2). A documented fast path (docs/design.md §10) equal to the schedule that takes these silent
    /// rules right before this micro step: a refusable reserve/write is the first statement of its
    /// micro step in every program, and the order of write-backs is not observable in any value.
    /// It makes reservation back-pressure resolve under any policy. Returns whether a line was
    /// written back; if every line of the set is pinned, the op retries until an unpin.
    pub(super) fn make_room(
        &mut self,
        level: Level,
        sm: usize,
        key: u64,
        sched: &mut dyn Scheduler,
    ) -> bool {
        match level {
            Level::L2 => {
                let Some(i) = self
                    .l2
                    .set_lines(key)
                    .find(|&i| self.l2.lines[i].dirty != 0)
                else {
                    return false;
                };
                self.wb_l2(i);
            }
            Level::L1 => {
                let l1 = &self.sms[sm].l1;
                let Some(i) = l1.set_lines(key).find(|&i| l1.lines[i].dirty != 0) else {
                    return false;
                };
                let Some(k1) = l1.lines[i].key() else {
                    return false;
                };
                let written = self.wb_l1(sm, i, sched)
                    || (self.make_room(Level::L2, sm, k1, sched) && self.wb_l1(sm, i, sched));
                if !written {
                    return false;
                }
            }
        }
        self.stats.silent += 1;
        true
    }
}
