//! The memory invariants, checked after transitions in debug builds (incrementally on touched
//! lines, or as a full scan).

use super::{banks, err, pinners, FermiMemory, TAG_SHIFT};
use crate::memory::lang::Level;
use crate::memory::MemError;

impl FermiMemory {
    /// The memory invariants after one transition: items 1-6 on the lines changed since
    /// the last check, item 8 on every SM (the full scan is `check_full`).
    pub fn check_now(&mut self) -> Result<(), MemError> {
        let mut buf = std::mem::take(&mut self.touched_buf);
        let r = self.check_touched(&mut buf);
        self.touched_buf = buf;
        r
    }

    pub(super) fn check_touched(&mut self, buf: &mut Vec<u32>) -> Result<(), MemError> {
        let fail = |m: String| err(format!("memory invariant violated: {m}"), None);
        self.l2.take_touched(buf);
        let pinners = |level: Level, sm: usize| {
            let pool = &self.pool;
            move |k: u64| pinners(pool, level, sm, k)
        };
        self.l2
            .check_lines(
                "L2",
                &pinners(Level::L2, 0),
                buf.iter().map(|&i| i as usize),
            )
            .map_err(fail)?;
        for p in 0..self.sms.len() {
            self.sms[p].l1.take_touched(buf);
            let sm = &self.sms[p];
            sm.l1
                .check_lines(
                    &format!("L1 of SM {p}"),
                    &pinners(Level::L1, p),
                    buf.iter().map(|&i| i as usize),
                )
                .map_err(fail)?;
            for &i in buf.iter() {
                let cl = &sm.l1.lines[i as usize];
                if cl.dirty != 0 && cl.key().is_some_and(|k| k >> TAG_SHIFT != 1) {
                    return Err(fail(format!("L1 of SM {p} holds a dirty non-local line")));
                }
            }
        }
        self.check_full_locks()
    }

    /// Item 8: lock bits are exactly the banks of the shared atomics between lock and unlock.
    pub(super) fn check_full_locks(&self) -> Result<(), MemError> {
        for (p, sm) in self.sms.iter().enumerate() {
            let held = self
                .pool
                .iter()
                .filter(|o| o.s.locked && o.s.req.sm as usize == p)
                .fold(0u32, |m, o| m | banks(o.s.req.addr, o.s.req.size as u32));
            if held != sm.locks {
                let m = format!(
                    "memory invariant violated: SM {p}: bank locks {:#x} but held {held:#x}",
                    sm.locks
                );
                return Err(err(m, None));
            }
        }
        Ok(())
    }

    /// Switch the line tracking of the incremental check on or off with `check_invariants`.
    pub(super) fn sync_tracking(&mut self) {
        let t = self.check_invariants;
        if self.l2.track != t {
            self.l2.track = t;
            for sm in &mut self.sms {
                sm.l1.track = t;
            }
        }
    }

    /// The memory invariants (items 1-6, 8) over the whole environment, all lines.
    pub fn check_full(&self) -> Result<(), MemError> {
        let fail = |m: String| err(format!("memory invariant violated: {m}"), None);
        let pool = &self.pool;
        self.l2
            .check("L2", &|k| pinners(pool, Level::L2, 0, k))
            .map_err(fail)?;
        for (p, sm) in self.sms.iter().enumerate() {
            sm.l1
                .check(&format!("L1 of SM {p}"), &|k| {
                    pinners(pool, Level::L1, p, k)
                })
                .map_err(fail)?;
            // Item 6: global writes never dirty L1; only local lines are ever dirty in L1 (T:L643).
            if sm
                .l1
                .lines
                .iter()
                .any(|cl| cl.dirty != 0 && cl.key().is_some_and(|k| k >> TAG_SHIFT != 1))
            {
                return Err(fail(format!("L1 of SM {p} holds a dirty non-local line")));
            }
            // Item 8: lock bits are exactly the banks of the shared atomics between lock and unlock.
            let held = self
                .pool
                .iter()
                .filter(|o| o.s.locked && o.s.req.sm as usize == p)
                .fold(0u32, |m, o| m | banks(o.s.req.addr, o.s.req.size as u32));
            if held != sm.locks {
                return Err(fail(format!(
                    "SM {p}: bank locks {:#x} but held {held:#x}",
                    sm.locks
                )));
            }
        }
        Ok(())
    }
}
