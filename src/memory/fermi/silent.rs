//! The silent rules of →M (T:L1343-1376): (evictL1), (evictL2), (wbL1), (wbL2) and (flush), the
//! whole-cache write-backs and flushes the device uses, and the priority side condition.

use super::{err, Action, FermiMemory, Sm, TAG_SHIFT};
use crate::memory::cache::CacheRes;
use crate::memory::{Completion, MemError, MemorySystem};
use crate::sched::{ChoiceKind, Scheduler};

impl FermiMemory {
    /// Invalidate every global L1 line of every SM (between dependent grids, T:L1376; ERR-4:
    /// in place, pinned lines kept). Global L1 lines are never dirty (T:L643).
    pub fn flush_l1(&mut self) {
        for sm in 0..self.sms.len() {
            self.flush_sm(sm);
        }
    }

    /// (flush) for one SM (T:L1370-1376), ERR-4 fix: global lines reset in place, pinned ones kept.
    pub(super) fn flush_sm(&mut self, sm: usize) {
        let l1 = &mut self.sms[sm].l1;
        for i in 0..l1.lines.len() {
            let cl = &l1.lines[i];
            if let Some(k) = cl.key() {
                if k >> TAG_SHIFT == 0 && !cl.pinned() && cl.dirty == 0 {
                    l1.silent_evict(i);
                }
            }
        }
    }

    /// Run macro steps until no operation is pending.
    pub fn drain(
        &mut self,
        sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError> {
        let mut rounds = 0u64;
        while self.pending() > 0 {
            self.macro_step(sched, done)?;
            rounds += 1;
            if rounds > 10_000_000 {
                return Err(err(
                    "memory operations made no progress in 10^7 macro steps",
                    None,
                ));
            }
        }
        Ok(())
    }

    /// Apply (wbL1) and (wbL2) to every dirty line until none is left (T:L1355-1368): afterwards
    /// DRAM holds every completed write (memory invariants 22). Only while no operation is pending.
    pub fn write_back_all(&mut self, sched: &mut dyn Scheduler) {
        for _ in 0..4 {
            self.wb_l2_all();
            for sm in 0..self.sms.len() {
                for i in 0..self.sms[sm].l1.lines.len() {
                    if self.sms[sm].l1.lines[i].dirty != 0 {
                        self.wb_l1(sm, i, sched);
                    }
                }
            }
            self.wb_l2_all();
            if self.sms.iter().all(|s| s.l1.dirty_lines() == 0) {
                break;
            }
        }
    }

    pub(super) fn wb_l2_all(&mut self) {
        for i in 0..self.l2.lines.len() {
            if self.l2.lines[i].dirty != 0 {
                self.wb_l2(i);
            }
        }
    }

    /// (wbL1) (T:L1355-1362): write the dirty bytes of L1 line `i` into L2 if L2 can take them at
    /// once; the L1 line becomes clean, pins and class kept. Returns whether it fired.
    pub(super) fn wb_l1(&mut self, sm: usize, i: usize, sched: &mut dyn Scheduler) -> bool {
        let l1 = &self.sms[sm].l1;
        let cl = &l1.lines[i];
        let (Some(key), mask) = (cl.key(), cl.dirty) else {
            return false;
        };
        let mut buf = [0u8; 128];
        let lb = self.line_bytes as usize;
        buf[..lb].copy_from_slice(l1.line_data(i));
        if self.l2.write_masked(key, mask, &buf[..lb], sched) != CacheRes::Done {
            return false;
        }
        self.sms[sm].l1.mark_clean(i);
        true
    }

    /// (wbL2) (T:L1364-1368): write the dirty bytes of L2 line `i` to DRAM; the line becomes clean.
    /// Only the dirty bytes are written (ERR-11: not MaxMemOpSize bytes).
    pub(super) fn wb_l2(&mut self, i: usize) {
        let cl = &self.l2.lines[i];
        let Some(key) = cl.key() else { return };
        let mask = cl.dirty;
        let data = self.l2.line_data(i);
        // One DRAM write per run of dirty bytes (a fully written line is one write, not 128).
        let mut j = 0usize;
        let lb = self.line_bytes as usize;
        while j < lb {
            let rest = mask >> j;
            if rest == 0 {
                break;
            }
            j += rest.trailing_zeros() as usize;
            let run = ((mask >> j).trailing_ones() as usize).min(lb - j);
            self.dram.write(key + j as u64, &data[j..j + run]);
            j += run;
        }
        self.l2.mark_clean(i);
    }

    /// Whether the op at pool index `i` has a highest priority (ERR-10: no other op is strictly
    /// greater; only volatile ops of one thread are ordered, earlier first, T:L1319-1331).
    pub(super) fn highest_prio(&self, i: usize) -> bool {
        let s = &self.pool[i].s;
        match s.vol() {
            None => true,
            Some(q) => {
                self.vol
                    .range((s.req.who, 0)..=(s.req.who, u64::MAX))
                    .next()
                    == Some(&(s.req.who, q))
            }
        }
    }

    /// Pick an SM satisfying `pred` (scheduler choice if several).
    pub(super) fn pick_sm(
        &self,
        sched: &mut dyn Scheduler,
        pred: impl Fn(&Sm) -> bool,
    ) -> Option<usize> {
        let n = self.sms.iter().filter(|s| pred(s)).count();
        if n == 0 {
            return None;
        }
        let k = if n == 1 {
            0
        } else {
            sched.choose(ChoiceKind::MemStep, n)
        };
        self.sms
            .iter()
            .enumerate()
            .filter(|(_, s)| pred(s))
            .nth(k)
            .map(|(i, _)| i)
    }

    /// Apply one silent rule (T:L1343-1376).
    pub(super) fn silent(&mut self, a: Action, sched: &mut dyn Scheduler) {
        self.stats.silent += 1;
        match a {
            // (evictL1) (T:L1346-1348)
            Action::EvictL1 => {
                if let Some(sm) = self.pick_sm(sched, |s| s.l1.has_evictable()) {
                    if let Some(i) = Self::pick_line(&self.sms[sm].l1, sched, |c, i| c.can_evict(i))
                    {
                        self.sms[sm].l1.silent_evict(i);
                    }
                }
            }
            // (evictL2) (T:L1351-1353)
            Action::EvictL2 => {
                if let Some(i) = Self::pick_line(&self.l2, sched, |c, i| c.can_evict(i)) {
                    self.l2.silent_evict(i);
                }
            }
            // (wbL1) (T:L1355-1362); not enabled for a line L2 cannot take now (a stutter here).
            Action::WbL1 => {
                if let Some(sm) = self.pick_sm(sched, |s| s.l1.dirty_lines() > 0) {
                    if let Some(i) =
                        Self::pick_line(&self.sms[sm].l1, sched, |c, i| c.lines[i].dirty != 0)
                    {
                        self.wb_l1(sm, i, sched);
                    }
                }
            }
            // (wbL2) (T:L1364-1368)
            Action::WbL2 => {
                if let Some(i) = Self::pick_line(&self.l2, sched, |c, i| c.lines[i].dirty != 0) {
                    self.wb_l2(i);
                }
            }
            // (flush) (T:L1370-1376)
            Action::Flush => {
                if let Some(sm) = self.pick_sm(sched, |s| s.l1.used_lines() > 0) {
                    self.flush_sm(sm);
                }
            }
            // (stall), deviation M13 (stall.rs)
            Action::Stall => {
                self.stall(sched);
            }
            Action::Stop | Action::Step(_) => {}
        }
    }
}
