//! The forward data flow of the CAS-read analysis (`mod.rs`): where the value of a read goes
//! in its function and, through argument slots, in the functions it calls (their summaries),
//! and which CAS it may reach. A file of its own: the analysis' transfer function, apart from
//! the value reasoning it asks (`values.rs`).

use super::*;

impl<'a> Func<'a> {
    /// The forward taint analysis of a value (module doc): `None` when it reaches a use other
    /// than a data operation, an operand of a CAS it may validate, or a branch decision.
    pub(super) fn flow(&self, an: &Analysis<'a>, start: Start<'_>, depth: u32) -> Option<Reach> {
        let n = self.instrs.len();
        let w = self.words;
        // Tainted registers and frame slots at the entry of each instruction.
        let mut inn = vec![0u64; n * w];
        let mut queued = vec![false; n];
        let mut work: Vec<usize> = Vec::new();
        let mut reach = Reach::default();
        let load = match start {
            Start::Load(l) => {
                let Instr::Ld { addr, ss, dst, .. } = &self.instrs[l] else {
                    return None;
                };
                let mut out = vec![0u64; w];
                set(&mut out, *dst);
                for &x in &self.succ[l] {
                    join(&mut inn[x * w..(x + 1) * w], &out);
                    if !queued[x] {
                        queued[x] = true;
                        work.push(x);
                    }
                }
                Some((l, addr, *ss, *dst))
            }
            Start::Entry(slots) => {
                if n == 0 {
                    reach.ret = slots.to_vec();
                    return Some(reach);
                }
                for &x in slots {
                    for b in self.overlapping(x) {
                        set(&mut inn[..w], b);
                    }
                }
                queued[0] = true;
                work.push(0);
                None
            }
        };
        let read = load.map(|(l, addr, ss, _)| (l, addr, ss));
        // The caller clears the slots it passed and keeps those the summary returns. An input
        // slot that lies wholly inside one of this function's slots is tracked by that slot's
        // bit (set at entry, cleared only by a store that covers the slot). Any other input
        // may still hold the value at the return, whatever this function stores.
        let untouched: Vec<Slot> = match start {
            Start::Entry(slots) => slots
                .iter()
                .filter(|&&x| {
                    !self
                        .slots
                        .iter()
                        .any(|y| y.0 <= x.0 && x.0 + x.1 as i64 <= y.0 + y.1 as i64)
                })
                .copied()
                .collect(),
            Start::Load(_) => Vec::new(),
        };
        while let Some(k) = work.pop() {
            queued[k] = false;
            let taint = inn[k * w..(k + 1) * w].to_vec();
            let tainted = |o: &Operand| operand_reg(self.prog, o).is_some_and(|r| get(&taint, r));
            let guard = match self.prog.guards[self.s + k] {
                Guard::If(r) | Guard::IfNot(r) => get(&taint, r),
                Guard::Always => false,
            };
            let i = &self.instrs[k];
            // A use the value must not reach: anything but the cases below.
            let forbidden = || guard || uses(self.prog, i).iter().any(|&r| get(&taint, r));
            // Does the value reach a data operation (which then carries it)?
            let mut carries = guard;
            // Frame slots a call leaves holding the value, and the slots it was passed (which
            // hold the value afterwards only where the called function leaves it there).
            let mut returned: Vec<u32> = Vec::new();
            let mut passed: Vec<u32> = Vec::new();
            match i {
                Instr::Alu { src, .. } => carries |= src.iter().any(tainted),
                Instr::Setp { a, b, c, .. } | Instr::Set { a, b, c, .. } => {
                    carries |= [a, b, c].into_iter().any(tainted)
                }
                Instr::Mov { src, .. } => carries |= tainted(src),
                Instr::Atom {
                    op: AtomOp::Cas,
                    ss,
                    addr,
                    b,
                    c,
                    ..
                } => match self.cas_target(read, addr, *ss, k) {
                    Some(t) => {
                        if guard || tainted(addr) {
                            return None;
                        }
                        // The new value may derive from the value read.
                        if tainted(b) || tainted(c) {
                            reach.note_cas(t, *ss, tainted(b));
                        }
                    }
                    None if forbidden() => return None,
                    None => {}
                },
                Instr::Call { target } => {
                    if forbidden() {
                        return None;
                    }
                    let held: Vec<Slot> = self.held(&taint).collect();
                    if !held.is_empty() {
                        let d = self.frame_shift(k);
                        // The slots at or above the shift are the called function's frame. It
                        // reads only its parameter area before writing; the rest holds stale
                        // slots of earlier call sequences (the compare operand of an earlier
                        // `atomicCAS` call, say), which it overwrites before any read.
                        let params = match (target, d) {
                            (Operand::Func(g), Some(_)) => an
                                .prog
                                .funcs
                                .get(*g as usize)
                                .map(|f| f.frame.params as i64),
                            _ => None,
                        };
                        let passed_slots: Vec<Slot> = held
                            .iter()
                            .filter(|x| match (d, params) {
                                (Some(d), Some(p)) => x.0 + x.1 as i64 > d && x.0 < d + p,
                                (Some(d), None) => x.0 + x.1 as i64 > d,
                                (None, _) => true,
                            })
                            .copied()
                            .collect();
                        let args: Vec<Slot> = passed_slots
                            .iter()
                            .map(|&(o, b)| (o - d.unwrap_or(0), b))
                            .collect();
                        if !args.is_empty() {
                            let (Operand::Func(g), Some(d)) = (target, d) else {
                                return None;
                            };
                            if args.iter().any(|x| x.0 < 0) {
                                return None;
                            }
                            let callee = an.summary(*g as usize, args, depth + 1)?;
                            for u in &callee.cas {
                                // The address the caller passed in the slot.
                                let r = self.arg_store(k, (u.slot.0 + d, u.slot.1))?;
                                if get(&taint, r) {
                                    return None;
                                }
                                let t =
                                    self.cas_target(read, &Operand::RegOff(r, u.off), u.ss, k)?;
                                reach.note_cas(t, u.ss, u.compare);
                            }
                            for &(o, b) in &callee.ret {
                                returned.extend(self.overlapping((o + d, b)));
                            }
                            // What the called function overwrote in the slots it was passed
                            // no longer holds the value (later call sequences reuse them, as
                            // return slots, say).
                            for &x in &passed_slots {
                                passed.extend(self.within(x));
                            }
                        }
                    }
                }
                Instr::Bra {
                    target: Operand::Label(_),
                } => {}
                // The frame's own slots carry the value like registers.
                Instr::St { addr, src, ty, .. } if self.slot(addr, ty.bytes()).is_some() => {
                    if guard || tainted(addr) {
                        return None;
                    }
                    carries |= tainted(src);
                }
                Instr::Ld { addr, ty, .. } if self.slot(addr, ty.bytes()).is_some() => {
                    if guard || tainted(addr) {
                        return None;
                    }
                    let x = self.slot(addr, ty.bytes()).expect("a frame slot");
                    carries |= self.overlapping(x).any(|b| get(&taint, b));
                }
                // A called function returns the value in the slots that hold it.
                Instr::Ret if load.is_none() => {
                    reach.ret.extend(self.held(&taint));
                    reach.ret.extend_from_slice(&untouched);
                }
                Instr::Ssy { .. }
                | Instr::Sync
                | Instr::PreBrk { .. }
                | Instr::PreRet { .. }
                | Instr::Brk
                | Instr::Ret
                | Instr::Exit
                | Instr::Membar { .. } => {
                    // A guard here decides control flow only (the loop's exit test may be a
                    // guarded `brk` after the loader's transformations).
                }
                _ if forbidden() => return None,
                _ => {}
            }
            // Transfer: the instruction's definitions are tainted when it carries the value
            // (data operations), untainted otherwise (a load's or a CAS's result comes from
            // memory).
            let mut next = taint;
            if let Instr::St { addr, ty, .. } = i {
                if let Some(x) = self.slot(addr, ty.bytes()) {
                    // The slot, and every slot wholly inside it, now holds the stored bytes
                    // only (slots it partly overlaps keep what they had, as they may still
                    // hold tainted bytes). Call sequences reuse the same frame bytes for the
                    // arguments of successive calls at other sizes: a 4-byte argument of one
                    // call lies inside an 8-byte address argument of the next.
                    for b in self.within(x) {
                        if carries {
                            set(&mut next, b);
                        } else {
                            clear(&mut next, b);
                        }
                    }
                }
            }
            for b in passed {
                clear(&mut next, b);
            }
            for b in returned {
                set(&mut next, b);
            }
            let from_slot =
                matches!(i, Instr::Ld { addr, ty, .. } if self.slot(addr, ty.bytes()).is_some());
            let at_load = load.is_some_and(|(l, ..)| l == k);
            for d in defs(i) {
                let data = from_slot
                    || matches!(
                        i,
                        Instr::Alu { .. }
                            | Instr::Setp { .. }
                            | Instr::Set { .. }
                            | Instr::Mov { .. }
                    );
                if data && carries {
                    set(&mut next, d);
                } else if !(at_load && load.is_some_and(|(.., dst)| dst == d)) {
                    clear(&mut next, d);
                }
            }
            if let Some((l, .., dst)) = load {
                if l == k {
                    set(&mut next, dst);
                }
            }
            for &x in &self.succ[k] {
                let slot = &mut inn[x * w..(x + 1) * w];
                if join(slot, &next) && !queued[x] {
                    queued[x] = true;
                    work.push(x);
                }
            }
        }
        reach.ret.sort_unstable();
        reach.ret.dedup();
        Some(reach)
    }

    /// The frame slots whose taint bits are set.
    pub(super) fn held<'t>(&'t self, taint: &'t [u64]) -> impl Iterator<Item = Slot> + 't {
        let base = self.prog.regs.len() as u32;
        (0..self.slots.len())
            .filter(move |&x| get(taint, base + x as u32))
            .map(|x| self.slots[x])
    }

    /// Which CAS a CAS on `addr` is to the flow: the read's own (a load's flow: the same
    /// address, in a compatible state space), or one on an address passed in a frame slot (a
    /// call's flow). `None`: a CAS the value must not reach.
    pub(super) fn cas_target(
        &self,
        read: Option<(usize, &Operand, StateSpace)>,
        addr: &Operand,
        ss: StateSpace,
        at: usize,
    ) -> Option<CasTarget> {
        match read {
            Some((l, laddr, lss)) => (self.same_address(addr, laddr, (l, at))
                && (ss == lss || ss == StateSpace::Generic || lss == StateSpace::Generic))
                .then_some(CasTarget::Read),
            None => {
                let (r, off) = match *addr {
                    Operand::Reg(r) => (r, 0),
                    Operand::RegOff(r, k) => (r, k),
                    _ => return None,
                };
                Some(CasTarget::Slot(self.origin(r)?, off))
            }
        }
    }

    /// The frame slot whose value at entry `r` holds: its one definition (through copies)
    /// loads a slot the function never stores (a parameter).
    pub(super) fn origin(&self, r: RegId) -> Option<(i64, u32)> {
        let c = self.canonical(r, 0);
        let Instr::Ld { addr, ty, .. } = &self.instrs[self.only_def(c)?] else {
            return None;
        };
        let x = self.slot(addr, ty.bytes())?;
        let stored = self.instrs.iter().any(|i| {
            matches!(i, Instr::St { addr, ty, .. }
                if self.slot(addr, ty.bytes()).is_some_and(|y| overlap(x, y)))
        });
        (!stored).then_some(x)
    }

    /// The frame shift of the call at `k`: the constant the lowered call sequence adds to
    /// `%stackBase` before it (the called function's frame starts there).
    pub(super) fn frame_shift(&self, k: usize) -> Option<i64> {
        let sb = self.prog.stack_base?;
        let mut j = k.checked_sub(1)?;
        while matches!(self.instrs[j], Instr::PreRet { .. }) {
            j = j.checked_sub(1)?;
        }
        match &self.instrs[j] {
            Instr::Alu {
                op: AluOp::Add,
                dst,
                src: [Operand::Reg(b), Operand::Imm(d), ..],
                ..
            } if *dst == sb && *b == sb => Some(*d as i64),
            _ => None,
        }
    }

    /// The register the straight-line code before the call at `k` stores into frame slot `x`
    /// (an argument), if an unguarded store of a register is the last write to it.
    pub(super) fn arg_store(&self, k: usize, x: (i64, u32)) -> Option<RegId> {
        let mut j = k;
        while j > 0 && !self.entered[j] {
            j -= 1;
            match &self.instrs[j] {
                Instr::St { addr, ty, src, .. } => {
                    let Some(y) = self.slot(addr, ty.bytes()) else {
                        continue;
                    };
                    if y == x && self.prog.guards[self.s + j] == Guard::Always {
                        return match *src {
                            Operand::Reg(r) => Some(r),
                            _ => None,
                        };
                    }
                    if overlap(x, y) {
                        return None;
                    }
                }
                Instr::Call { .. } => return None,
                _ => {}
            }
        }
        None
    }
}
