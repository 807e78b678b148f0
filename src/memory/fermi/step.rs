//! The macro step (T:L1378) and its named transitions (step)/(end): `apply`, `run_op`, and the
//! `MemorySystem` face the device drives, with host copies through the coherent view.

use super::{err, tag, Action, FermiMemory, Transition, TAG_SHIFT};
use crate::memory::cache::{range_mask, MemOpIdx};
use crate::memory::{Completion, MemError, MemReq, MemorySystem};
use crate::program::ir::StateSpace;
use crate::sched::{ChoiceKind, Scheduler};

impl FermiMemory {
    /// Fire one named transition if it is enabled; `Ok(false)` if it is not (the side condition
    /// fails, the op is unknown or not of highest priority).
    pub fn apply(
        &mut self,
        t: Transition,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<bool, MemError> {
        self.sync_tracking();
        let fired = match t {
            Transition::Step(mid) => match self.pool.iter().position(|o| o.s.mid == mid) {
                Some(i) if self.highest_prio(i) => {
                    self.micro_step(i, sched, done)?;
                    true
                }
                _ => false,
            },
            Transition::EvictL1 { sm, space, addr } => {
                let Some((key, _)) = self.line_of(space, addr) else {
                    return Ok(false);
                };
                let Some(l1) = self.sms.get_mut(sm as usize).map(|s| &mut s.l1) else {
                    return Ok(false);
                };
                match l1.find(key) {
                    Some(i) if l1.can_evict(i) => {
                        l1.silent_evict(i);
                        true
                    }
                    _ => false,
                }
            }
            Transition::EvictL2 { space, addr } => {
                let Some((key, _)) = self.line_of(space, addr) else {
                    return Ok(false);
                };
                match self.l2.find(key) {
                    Some(i) if self.l2.can_evict(i) => {
                        self.l2.silent_evict(i);
                        true
                    }
                    _ => false,
                }
            }
            Transition::WbL1 { sm, space, addr } => {
                let Some((key, _)) = self.line_of(space, addr) else {
                    return Ok(false);
                };
                match self.sms.get(sm as usize).and_then(|s| s.l1.find(key)) {
                    Some(i) if self.sms[sm as usize].l1.lines[i].dirty != 0 => {
                        self.wb_l1(sm as usize, i, sched)
                    }
                    _ => false,
                }
            }
            Transition::WbL2 { space, addr } => {
                let Some((key, _)) = self.line_of(space, addr) else {
                    return Ok(false);
                };
                match self.l2.find(key) {
                    Some(i) if self.l2.lines[i].dirty != 0 => {
                        self.wb_l2(i);
                        true
                    }
                    _ => false,
                }
            }
            Transition::Flush { sm } => {
                if (sm as usize) < self.sms.len() {
                    self.flush_sm(sm as usize);
                    true
                } else {
                    false
                }
            }
            Transition::Stall(mid) => self.stall_mid(mid),
        };
        if fired && self.check_invariants {
            self.check_now()?;
        }
        Ok(fired)
    }

    /// Run the op `mid` alone until it completes (a schedule in which its micro steps come one
    /// after the other). `Err` if it cannot finish without other transitions.
    pub fn run_op(
        &mut self,
        mid: MemOpIdx,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError> {
        for _ in 0..64 {
            if !self.pool.iter().any(|o| o.s.mid == mid) {
                return Ok(());
            }
            if !self.apply(Transition::Step(mid), sched, done)? {
                break;
            }
        }
        Err(err(
            format!("operation {mid} cannot finish on its own"),
            None,
        ))
    }
}

impl MemorySystem for FermiMemory {
    fn flush_l1(&mut self) {
        FermiMemory::flush_l1(self)
    }
    fn box_clone(&self) -> Box<dyn MemorySystem> {
        Box::new(self.clone())
    }
    fn copy_into(&self, dst: &mut Box<dyn MemorySystem>) {
        crate::memory::copy_into_box(self, dst);
    }
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
    fn hash_into(&self, mut h: &mut dyn std::hash::Hasher) {
        self.hash_state(&mut h);
    }
    fn set_canonical_hash(&mut self, on: bool) {
        self.canonical_hash = on;
    }
    fn issue(&mut self, group: &[MemReq]) {
        self.groups += 1;
        self.in_group = true;
        for r in group {
            if let Err(e) = self.try_issue(r) {
                self.error.get_or_insert(e);
            }
        }
        self.in_group = false;
        self.stats.peak_pending = self.stats.peak_pending.max(self.pending() as u64);
    }

    fn pending(&self) -> usize {
        self.pool.len() + self.held.len() + self.stalled.len()
    }

    /// A macro step (T:L1378): the scheduler picks one enabled →M transition at a time, or stops.
    /// Stopping is offered only after at least one micro step while ops are pending (progress).
    fn macro_step(
        &mut self,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.stats.macro_steps += 1;
        self.sync_tracking();
        if !self.stalled.is_empty() {
            self.tick_stalls();
        }
        let was_empty = std::mem::take(&mut self.last_empty);
        let mut taken = 0u32;
        let mut stepped = false;
        loop {
            // A search may end the step here if it ran the rest from an equal point before.
            if sched.merge_point(&|| self.point_key(done, taken, stepped, was_empty)) {
                return Ok(());
            }
            let n_ops = self.pool.len();
            let stop = n_ops == 0 || stepped;
            // Eligible ops: all of them unless volatile ops impose an order.
            let all_eligible = self.vol.is_empty();
            if !all_eligible {
                let mut el = std::mem::take(&mut self.eligible);
                el.clear();
                el.extend((0..n_ops).filter(|&i| self.highest_prio(i)));
                self.eligible = el;
            }
            let n_steps = if all_eligible {
                n_ops
            } else {
                self.eligible.len()
            };
            // All silent rules share one option, so that background evictions and write-backs
            // do not crowd out the operations; a second choice picks the rule.
            let mut cats = [Action::Stop; 6];
            let mut nc = 0;
            let silent_ok = (!self.silent_first_only || taken == 0 || n_ops == 0)
                && (self.silent_odds <= 1
                    || taken > 0
                    || sched.choose(ChoiceKind::MemStep, self.silent_odds as usize) == 0);
            if silent_ok {
                let mut add = |ok: bool, a: Action| {
                    if ok {
                        cats[nc] = a;
                        nc += 1;
                    }
                };
                add(
                    self.sms.iter().any(|s| s.l1.has_evictable()),
                    Action::EvictL1,
                );
                add(self.l2.has_evictable(), Action::EvictL2);
                add(
                    self.sms.iter().any(|s| s.l1.dirty_lines() > 0),
                    Action::WbL1,
                );
                add(self.l2.dirty_lines() > 0, Action::WbL2);
                add(
                    self.silent_flush && self.sms.iter().any(|s| s.l1.used_lines() > 0),
                    Action::Flush,
                );
                add(self.stall_steps > 0 && n_ops > 0, Action::Stall);
            }
            // Deviation M8 relaxed: an empty macro step (stop before the first micro step) is
            // offered, as the last option, where silent rules are offered, but not twice in a
            // row while operations are pending (so every second macro step steps one).
            let empty = self.empty_steps && taken == 0 && n_ops > 0 && silent_ok && !was_empty;
            let n = stop as usize + n_steps + (nc > 0) as usize + empty as usize;
            if n == 0 || (n == 1 && stop) || taken >= self.max_transitions {
                break;
            }
            let mut c = if n == 1 {
                0
            } else {
                sched.choose(ChoiceKind::MemStep, n)
            };
            if stop {
                if c == 0 {
                    break;
                }
                c -= 1;
            }
            if empty && c == n_steps + (nc > 0) as usize {
                self.last_empty = !self.empty_in_a_row;
                return Ok(());
            }
            let a = if c < n_steps {
                Action::Step(if all_eligible { c } else { self.eligible[c] })
            } else if nc == 1 {
                cats[0]
            } else {
                cats[sched.choose(ChoiceKind::MemStep, nc)]
            };
            match a {
                Action::Step(i) => {
                    self.micro_step(i, sched, done)?;
                    stepped = true;
                }
                other => self.silent(other, sched),
            }
            taken += 1;
            if self.check_invariants {
                self.check_now()?;
            }
        }
        Ok(())
    }

    fn host_write(&mut self, space: StateSpace, addr: u64, bytes: &[u8]) {
        if space == StateSpace::Shared {
            for sm in &mut self.sms {
                let a = addr as usize;
                if let Some(dst) = sm.shared.get_mut(a..a + bytes.len()) {
                    dst.copy_from_slice(bytes);
                    sm.shared_hi = sm.shared_hi.max(a + bytes.len());
                }
            }
            return;
        }
        let Some(t) = tag(space) else { return };
        let base = (t << TAG_SHIFT) | addr;
        self.dram.write(base, bytes);
        // Keep every cached copy coherent with the host's data (docs/design.md §7).
        let lb = self.line_bytes as u64;
        let mut k = 0usize;
        while k < bytes.len() {
            let a = base + k as u64;
            let (key, off) = (a & !(lb - 1), (a & (lb - 1)) as u32);
            let len = ((lb - off as u64) as usize).min(bytes.len() - k);
            self.l2.host_overwrite(key, off, &bytes[k..k + len]);
            for sm in &mut self.sms {
                sm.l1.host_overwrite(key, off, &bytes[k..k + len]);
            }
            k += len;
        }
    }

    fn host_read(&mut self, space: StateSpace, addr: u64, len: usize) -> Vec<u8> {
        let mut out = vec![0u8; len];
        if space == StateSpace::Shared {
            if let Some(src) = self.sms[0].shared.get(addr as usize..addr as usize + len) {
                out.copy_from_slice(src);
            }
            return out;
        }
        let Some(t) = tag(space) else { return out };
        let base = (t << TAG_SHIFT) | addr;
        self.dram.read(base, &mut out);
        // Coherent view: valid L2 bytes, then dirty (local) L1 bytes, are newer than DRAM.
        // One line lookup per line and cache, not per byte (the per-byte lookups were
        // 16 % of a 1M-thread vector add); the same bytes win as in a per-byte pass.
        let lb = self.line_bytes as u64;
        let mut k = 0usize;
        while k < len {
            let a = base + k as u64;
            let (key, j0) = (a & !(lb - 1), (a & (lb - 1)) as usize);
            let n = ((lb as usize) - j0).min(len - k);
            let chunk = &mut out[k..k + n];
            if let Some(i) = self.l2.find(key) {
                let (valid, data) = (self.l2.lines[i].valid, self.l2.line_data(i));
                let range = range_mask(j0 as u32, n as u32);
                if valid & range == range {
                    chunk.copy_from_slice(&data[j0..j0 + n]);
                } else {
                    for (d, o) in chunk.iter_mut().enumerate() {
                        if valid & (1u128 << (j0 + d)) != 0 {
                            *o = data[j0 + d];
                        }
                    }
                }
            }
            // Only local lines are ever dirty in an L1 (memory invariant 6, T:L643): the L1s
            // of every SM are searched for local memory only.
            let l1s = if tag(StateSpace::Local) == Some(t) {
                &self.sms[..]
            } else {
                &[]
            };
            for sm in l1s {
                if let Some(i) = sm.l1.find(key) {
                    let (dirty, data) = (sm.l1.lines[i].dirty, sm.l1.line_data(i));
                    for (d, o) in chunk.iter_mut().enumerate() {
                        if dirty & (1u128 << (j0 + d)) != 0 {
                            *o = data[j0 + d];
                        }
                    }
                }
            }
            k += n;
        }
        out
    }
}
