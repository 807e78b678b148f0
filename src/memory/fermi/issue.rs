//! Issuing memory operations into the pool ⟨η | op⃗⟩ (T:L846-883): a request becomes a memory
//! program with its implicit state Σ, register writes and their release, and the fence check.

use super::{err, tracked_lo, FermiMemory, LocKey, MemOp, Sigma, Tracked, NO_VOL, TAG_SHIFT};
use crate::memory::cache::MemOpIdx;
use crate::memory::programs::{select, Prog};
use crate::memory::{extend, MemError, MemKind, MemReq, ThreadRef};
use crate::program::ir::{CacheOp, MembarLevel, RegId, StateSpace, Ty};

impl FermiMemory {
    /// Add one operation; `Err` for requests no program serves or out-of-range addresses (⊥, T:L846-883).
    pub fn try_issue(&mut self, req: &MemReq) -> Result<MemOpIdx, MemError> {
        let size = req.size as u32;
        if !matches!(size, 1 | 2 | 4 | 8) || !req.addr.is_multiple_of(size as u64) {
            return Err(err(
                format!(
                    "bad access size {size} or misaligned address {:#x}",
                    req.addr
                ),
                Some(*req),
            ));
        }
        if req.sm as usize >= self.sms.len() {
            return Err(err(format!("no SM {}", req.sm), Some(*req)));
        }
        let prog = select(
            req.kind,
            req.space,
            req.cop,
            req.volatile,
            req.dst.is_some(),
        )
        .map_err(|m| err(m, Some(*req)))?;
        let (key, off) = match req.space {
            StateSpace::Shared => {
                if req.addr + size as u64 > self.sms[0].shared.len() as u64 {
                    return Err(err(
                        format!("shared address {:#x} out of range", req.addr),
                        Some(*req),
                    ));
                }
                (req.addr, 0)
            }
            _ => {
                if req.addr >> TAG_SHIFT != 0 {
                    return Err(err(
                        format!("address {:#x} out of range", req.addr),
                        Some(*req),
                    ));
                }
                self.line_of(req.space, req.addr)
                    .ok_or_else(|| err("no such state space", Some(*req)))?
            }
        };
        let mid = self.next_mid;
        self.next_mid += 1;
        let vol_seq = if req.volatile && !self.loc_order {
            let s = self.next_vol;
            self.next_vol += 1;
            self.vol.insert((req.who, s));
            Some(s)
        } else {
            None
        };
        let v = if req.kind == MemKind::Store {
            extend(req.value, size, Ty::U64)
        } else {
            0
        };
        let s = Sigma {
            req: *req,
            mid,
            key,
            off,
            v,
            v_in1: req.value,
            result: 0,
            has_result: false,
            pins: [false; 2],
            locked: false,
            vol_seq: vol_seq.unwrap_or(NO_VOL),
        };
        let op = MemOp { prog, pc: 0, s };
        if self.loc_order {
            let lo = tracked_lo(req, key, off);
            if !self.in_group {
                self.groups += 1;
            }
            let t = Tracked {
                mid,
                group: self.groups,
                lo,
                size: size as u8,
                write: req.kind != MemKind::Load,
                vol: req.volatile,
                held: false,
            };
            let spare = &mut self.spare_locs;
            let list = (self.by_loc.entry(LocKey::of(&req.who, lo)))
                .or_insert_with(|| spare.pop().unwrap_or_default());
            self.stats.order_checks += list.len() as u64;
            let held = list.iter().any(|e| e.orders(&t));
            list.push(Tracked { held, ..t });
            if held {
                self.held.insert(mid, op);
                return Ok(mid);
            }
        }
        self.pool.push(op);
        Ok(mid)
    }

    /// Operation `mid` of `who`, whose first byte is `lo` ([`Tracked::lo`]), ended: drop it
    /// from its word's list and move every held operation of the warp that no earlier live one
    /// orders into the pool, in issue order. Only operations on its word can be released: a
    /// held one waits for an earlier live one on overlapping bytes, and bytes overlap only
    /// within one word; so this releases what a pass over all of the warp's live operations
    /// would, in the same order.
    pub(super) fn release(&mut self, who: ThreadRef, mid: MemOpIdx, lo: u64) {
        let k = LocKey::of(&who, lo);
        let Some(list) = self.by_loc.get_mut(&k) else {
            return;
        };
        self.stats.order_checks += list.len() as u64;
        let Some(p) = list.iter().position(|e| e.mid == mid) else {
            return;
        };
        list.remove(p);
        if list.is_empty() {
            if let Some(v) = self.by_loc.remove(&k) {
                self.spare_locs.push(v);
            }
            return;
        }
        if self.held.is_empty() {
            return;
        }
        for j in p..list.len() {
            if list[j].held && !list[..j].iter().any(|e| e.orders(&list[j])) {
                list[j].held = false;
                if let Some(op) = self.held.remove(&list[j].mid) {
                    self.pool.push(op);
                }
            }
        }
    }

    /// P4.6 (T:L1302-1313): a register write as a memory operation. The device normally writes ALU
    /// results at once (the documented fast path of docs/design.md §10); this is the literal route.
    pub fn issue_reg_write(&mut self, who: ThreadRef, sm: u32, dst: RegId, value: u64) -> MemOpIdx {
        let req = MemReq {
            kind: MemKind::Load,
            space: StateSpace::Shared,
            cop: CacheOp::Default,
            volatile: false,
            ty: Ty::B64,
            addr: 0,
            size: 8,
            value,
            value2: 0,
            sm,
            who,
            dst: Some(dst),
            pc: 0,
        };
        let mid = self.next_mid;
        self.next_mid += 1;
        let s = Sigma {
            req,
            mid,
            key: 0,
            off: 0,
            v: value,
            v_in1: 0,
            result: 0,
            has_result: false,
            pins: [false; 2],
            locked: false,
            vol_seq: NO_VOL,
        };
        self.pool.push(MemOp {
            prog: Prog::RegWrite,
            pc: 0,
            s,
        });
        mid
    }

    /// Whether thread `who` has no operation in flight: the condition under which `updMemBar`
    /// (abstract, T:L2764) resets its membar level. Every level waits for all of the thread's
    /// operations, because a finished operation has reached L2 or shared memory, the points of
    /// coherence of its level (docs/design.md §9, docs/memory.md).
    pub fn membar_reached(&self, who: ThreadRef, _level: MembarLevel) -> bool {
        !self
            .pool
            .iter()
            .chain(self.held.values())
            .chain(self.stalled_ops().map(|(o, _)| o))
            .any(|op| op.s.req.who == who && op.prog != Prog::RegWrite)
    }
}
