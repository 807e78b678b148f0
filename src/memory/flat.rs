//! `FlatMemory`: a trivial [`MemorySystem`] without caches. Every request completes in the first
//! macro step after it was issued, in issue order. This is one legal schedule of the thesis
//! memory model (each operation runs to completion in a single macro step, T:L1378) and lets the
//! device be tested without the full cache model (`FermiMemory`).

use super::{Completion, MemError, MemKind, MemReq, MemorySystem};
use crate::program::ir::{AtomOp, StateSpace, Ty};
use crate::sched::Scheduler;
use std::cell::Cell;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

const PAGE: u64 = 4096;

/// A page's key: (state space, SM for shared memory, page number).
type Key = (u8, u32, u64);

/// Sparse byte-addressed memory per state space (lookups only; never iterated).
///
/// Pages are shared copy-on-write between clones (`explore` snapshots copy the device per
/// transition), and each page caches the hash `hash_into` feeds for it until the
/// page is written.
#[derive(Default)]
pub struct FlatMemory {
    /// Key -> position in `store`. Looked up only (hashing sorts the keys), so the fast
    /// deterministic hasher serves.
    index: HashMap<Key, u32, crate::fasthash::FastBuild>,
    /// The pages, in creation order; pages are never removed, so a position stays valid.
    store: Vec<Arc<Page>>,
    /// The keys of `index` with their positions, sorted by key (the order `hash_into` feeds
    /// them in); a key is added once, when its page is created.
    keys: Vec<(Key, u32)>,
    /// The page looked up last: the lanes of one request group mostly hit one page, so most
    /// lookups skip the hash map. A position is valid in every copy of the memory.
    last: Cell<Option<(Key, u32)>>,
    pending: Vec<MemReq>,
    /// The hash of every page, in key order, until the next write: a state's successors that
    /// wrote nothing reuse it instead of visiting every page.
    contents: OnceLock<u128>,
}
crate::reuse::clone_reusing!(FlatMemory {
    index,
    store,
    keys,
    last,
    pending,
    contents
});

#[derive(Clone)]
struct Page {
    bytes: [u8; PAGE as usize],
    /// `None` = all zero (hashes like an absent page); else a 128-bit hash of the bytes.
    hash: OnceLock<Option<u128>>,
}

impl Page {
    fn zero() -> Arc<Page> {
        Arc::new(Page {
            bytes: [0; PAGE as usize],
            hash: OnceLock::new(),
        })
    }
    /// The page for writing: unshared, hash forgotten.
    fn for_write(p: &mut Arc<Page>) -> &mut [u8; PAGE as usize] {
        let p = Arc::make_mut(p);
        p.hash = OnceLock::new();
        &mut p.bytes
    }
    fn hash(&self) -> Option<u128> {
        *self.hash.get_or_init(|| {
            use std::hash::Hasher;
            if self.bytes.iter().all(|&b| b == 0) {
                return None;
            }
            let mut h = crate::fasthash::Fp128::new();
            h.write(&self.bytes);
            Some(h.finish128())
        })
    }
}

fn space_key(s: StateSpace) -> u8 {
    match s {
        StateSpace::Global | StateSpace::Generic => 0,
        StateSpace::Local => 1,
        StateSpace::Shared => 2,
        StateSpace::Const => 3,
        StateSpace::Param => 4,
    }
}

/// The key of page `page` of `space` as SM `sm` sees it: shared memory is per SM (T:L586), every
/// other space is device-wide.
#[inline]
fn page_key(space: StateSpace, sm: u32, page: u64) -> Key {
    let k = space_key(space);
    (k, if k == 2 { sm } else { 0 }, page)
}

impl FlatMemory {
    pub fn new() -> FlatMemory {
        FlatMemory::default()
    }

    /// The position of page `key` in `store`, if it exists.
    #[inline]
    fn find(&self, key: Key) -> Option<u32> {
        if let Some((k, i)) = self.last.get() {
            if k == key {
                return Some(i);
            }
        }
        let i = *self.index.get(&key)?;
        self.last.set(Some((key, i)));
        Some(i)
    }

    /// The position of page `key`, created (zero) if absent.
    fn find_or_create(&mut self, key: Key) -> u32 {
        if let Some(i) = self.find(key) {
            return i;
        }
        let i = self.store.len() as u32;
        self.store.push(Page::zero());
        self.index.insert(key, i);
        let at = self.keys.partition_point(|x| x.0 < key);
        self.keys.insert(at, (key, i));
        self.last.set(Some((key, i)));
        i
    }

    /// Copy `out.len()` bytes from `addr`: one page lookup per page touched.
    fn read(&self, space: StateSpace, sm: u32, addr: u64, out: &mut [u8]) {
        for (pg, off, r) in super::dram::page_chunks(addr, out.len(), PAGE) {
            let dst = &mut out[r];
            match self.find(page_key(space, sm, pg)) {
                Some(i) => dst.copy_from_slice(&self.store[i as usize].bytes[off..off + dst.len()]),
                None => dst.fill(0),
            }
        }
    }

    /// Write `bytes` at `addr`: one page lookup per page touched.
    fn write(&mut self, space: StateSpace, sm: u32, addr: u64, bytes: &[u8]) {
        self.contents = OnceLock::new();
        let off = (addr % PAGE) as usize;
        if off + bytes.len() <= PAGE as usize {
            // Within one page (every aligned access).
            let i = self.find_or_create(page_key(space, sm, addr / PAGE));
            Page::for_write(&mut self.store[i as usize])[off..off + bytes.len()]
                .copy_from_slice(bytes);
            return;
        }
        for (pg, off, r) in super::dram::page_chunks(addr, bytes.len(), PAGE) {
            let i = self.find_or_create(page_key(space, sm, pg));
            Page::for_write(&mut self.store[i as usize])[off..off + r.len()]
                .copy_from_slice(&bytes[r]);
        }
    }

    /// A value of `size` (at most 8) bytes at `addr`, little-endian.
    fn read_u64(&self, space: StateSpace, sm: u32, addr: u64, size: usize) -> u64 {
        let mut b = [0u8; 8];
        let off = (addr % PAGE) as usize;
        if off + size <= PAGE as usize && size <= 8 {
            // Within one page (every aligned access): one lookup, a copy of constant length
            // for the common sizes.
            if let Some(i) = self.find(page_key(space, sm, addr / PAGE)) {
                let src = &self.store[i as usize].bytes[off..];
                match size {
                    4 => b[..4].copy_from_slice(&src[..4]),
                    8 => b.copy_from_slice(&src[..8]),
                    n => b[..n].copy_from_slice(&src[..n]),
                }
            }
            return u64::from_le_bytes(b);
        }
        self.read(space, sm, addr, &mut b[..size]);
        u64::from_le_bytes(b)
    }

    /// Execute one request at once; returns the value for the destination register.
    fn execute(&mut self, r: &MemReq) -> u64 {
        let size = r.size as usize;
        match r.kind {
            MemKind::Load => super::extend(
                self.read_u64(r.space, r.sm, r.addr, size),
                size as u32,
                r.ty,
            ),
            MemKind::Store => {
                self.write(r.space, r.sm, r.addr, &r.value.to_le_bytes()[..size]);
                0
            }
            MemKind::Atomic(op) => {
                let old = self.read_u64(r.space, r.sm, r.addr, size);
                let new = atomic_apply(op, r.ty, old, r.value, r.value2);
                self.write(r.space, r.sm, r.addr, &new.to_le_bytes()[..size]);
                old
            }
        }
    }
}

fn mask(ty: Ty, v: u64) -> u64 {
    match ty.bytes() {
        1 => v & 0xff,
        2 => v & 0xffff,
        4 => v & 0xffff_ffff,
        _ => v,
    }
}

/// The new memory value of an atomic (PTX ISA `atom`): `a` old value, `b`, `c` operands.
pub fn atomic_apply(op: AtomOp, ty: Ty, a: u64, b: u64, c: u64) -> u64 {
    let r = match (op, ty) {
        (AtomOp::And, _) => a & b,
        (AtomOp::Or, _) => a | b,
        (AtomOp::Xor, _) => a ^ b,
        (AtomOp::Exch, _) => b,
        (AtomOp::MbarArrive, _) => crate::ops::mbar_arrive(a, b, false),
        (AtomOp::MbarArriveDrop, _) => crate::ops::mbar_arrive(a, b, true),
        (AtomOp::Cas, _) => {
            if mask(ty, a) == mask(ty, b) {
                c
            } else {
                a
            }
        }
        (AtomOp::Add, Ty::F32) => {
            (f32::from_bits(a as u32) + f32::from_bits(b as u32)).to_bits() as u64
        }
        (AtomOp::Add, Ty::F64) => (f64::from_bits(a) + f64::from_bits(b)).to_bits(),
        (AtomOp::Add, _) => a.wrapping_add(b),
        // inc/dec are unsigned 32-bit with wrap-around bound b (PTX ISA).
        (AtomOp::Inc, _) => {
            let (a, b) = (a as u32, b as u32);
            (if a >= b { 0 } else { a + 1 }) as u64
        }
        (AtomOp::Dec, _) => {
            let (a, b) = (a as u32, b as u32);
            (if a == 0 || a > b { b } else { a - 1 }) as u64
        }
        (AtomOp::Min | AtomOp::Max, _) => {
            let less = match ty {
                Ty::S32 => (a as i32) < (b as i32),
                Ty::S64 => (a as i64) < (b as i64),
                Ty::F32 => f32::from_bits(a as u32) < f32::from_bits(b as u32),
                Ty::F64 => f64::from_bits(a) < f64::from_bits(b),
                _ => mask(ty, a) < mask(ty, b),
            };
            if (op == AtomOp::Min) == less {
                a
            } else {
                b
            }
        }
    };
    mask(ty, r)
}

impl MemorySystem for FlatMemory {
    fn box_clone(&self) -> Box<dyn MemorySystem> {
        Box::new(self.clone())
    }
    fn copy_into(&self, dst: &mut Box<dyn MemorySystem>) {
        super::copy_into_box(self, dst);
    }
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
    fn hash_into(&self, mut h: &mut dyn std::hash::Hasher) {
        use std::hash::Hash;
        let contents = self.contents.get_or_init(|| {
            // Pages in key order (the map is only looked up elsewhere); all-zero pages equal
            // absent ones.
            debug_assert_eq!(self.keys.len(), self.store.len());
            let mut c = crate::fasthash::Fp128::new();
            for &(k, i) in &self.keys {
                // The page's cached hash stands for its bytes (equal pages, equal hashes).
                if let Some(d) = self.store[i as usize].hash() {
                    k.hash(&mut c);
                    d.hash(&mut c);
                }
            }
            c.finish128()
        });
        contents.hash(&mut h);
        for r in &self.pending {
            super::hash_req(r, h);
        }
    }
    fn issue(&mut self, group: &[MemReq]) {
        self.pending.extend_from_slice(group);
    }
    fn drains_each_step(&self) -> bool {
        true
    }
    fn pending(&self) -> usize {
        self.pending.len()
    }
    fn macro_step(
        &mut self,
        _sched: &mut dyn Scheduler,
        done: &mut Vec<Completion>,
    ) -> Result<(), MemError> {
        let reqs = std::mem::take(&mut self.pending);
        for r in &reqs {
            let value = self.execute(r);
            done.push(Completion {
                who: r.who,
                dst: r.dst,
                value,
            });
        }
        // Give the buffer back so that the next step does not allocate.
        self.pending = reqs;
        self.pending.clear();
        Ok(())
    }
    fn host_write(&mut self, space: StateSpace, addr: u64, bytes: &[u8]) {
        self.write(space, 0, addr, bytes);
    }
    fn host_read(&mut self, space: StateSpace, addr: u64, len: usize) -> Vec<u8> {
        let mut v = vec![0; len];
        self.read(space, 0, addr, &mut v);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::ThreadRef;
    use crate::program::ir::CacheOp;
    use crate::sched::RoundRobin;

    fn req(kind: MemKind, ty: Ty, addr: u64, value: u64, value2: u64) -> MemReq {
        MemReq {
            kind,
            space: StateSpace::Global,
            cop: CacheOp::Default,
            volatile: false,
            ty,
            addr,
            size: ty.bytes() as u8,
            value,
            value2,
            sm: 0,
            who: ThreadRef {
                grid: 0,
                block: 0,
                warp: 0,
                lane: 0,
            },
            dst: Some(1),
            pc: 0,
        }
    }

    #[test]
    fn store_load_atomics_in_issue_order() {
        let mut m = FlatMemory::new();
        let mut done = Vec::new();
        m.issue(&[
            req(MemKind::Store, Ty::U32, 0x1000, 5, 0),
            req(MemKind::Atomic(AtomOp::Add), Ty::U32, 0x1000, 3, 0),
            req(MemKind::Atomic(AtomOp::Cas), Ty::U32, 0x1000, 8, 42),
            req(MemKind::Load, Ty::U32, 0x1000, 0, 0),
            req(MemKind::Store, Ty::U8, 0x2000, 0xff, 0),
            req(MemKind::Load, Ty::S8, 0x2000, 0, 0),
        ]);
        assert_eq!(m.pending(), 6);
        m.macro_step(&mut RoundRobin::new(), &mut done).unwrap();
        assert_eq!(m.pending(), 0);
        let vals: Vec<u64> = done.iter().map(|c| c.value).collect();
        // store; add returns old 5 (mem 8); cas(8==8) returns 8, writes 42; load 42; store; ld.s8 0xff = -1
        // (sign-extended to 64 bits, as the Fermi memory model does).
        assert_eq!(vals, vec![0, 5, 8, 42, 0, u64::MAX]);
        assert_eq!(
            m.host_read(StateSpace::Global, 0x1000, 4),
            vec![42, 0, 0, 0]
        );
        assert_eq!(
            m.host_read(StateSpace::Shared, 0x1000, 4),
            vec![0; 4],
            "spaces are separate"
        );
    }

    #[test]
    fn accesses_across_a_page_boundary() {
        let mut m = FlatMemory::new();
        m.host_write(
            StateSpace::Global,
            0x0ffc,
            &0x1122_3344_5566_7788u64.to_le_bytes(),
        );
        assert_eq!(
            m.host_read(StateSpace::Global, 0x1000, 4),
            vec![0x44, 0x33, 0x22, 0x11]
        );
        assert_eq!(
            m.read_u64(StateSpace::Global, 0, 0x0ffc, 8),
            0x1122_3344_5566_7788
        );
        assert_eq!(
            m.read_u64(StateSpace::Global, 0, 0x9000, 8),
            0,
            "untouched memory reads 0"
        );
        // Within one page, every size (the single-lookup path).
        for (addr, size, want) in [
            (0x0ffc, 4, 0x5566_7788),
            (0x0ffd, 1, 0x77),
            (0x0ffe, 2, 0x5566),
            (0x1000, 4, 0x1122_3344),
            (0x1001, 3, 0x11_2233),
            (0x0ff8, 8, 0x5566_7788_0000_0000),
        ] {
            assert_eq!(
                m.read_u64(StateSpace::Global, 0, addr, size),
                want,
                "{addr:#x}"
            );
        }
    }

    #[test]
    fn atomic_ops_follow_the_ptx_isa() {
        assert_eq!(atomic_apply(AtomOp::Inc, Ty::U32, 3, 3, 0), 0);
        assert_eq!(atomic_apply(AtomOp::Inc, Ty::U32, 2, 3, 0), 3);
        assert_eq!(atomic_apply(AtomOp::Dec, Ty::U32, 0, 7, 0), 7);
        assert_eq!(
            atomic_apply(AtomOp::Min, Ty::S32, (-2i32) as u32 as u64, 1, 0),
            (-2i32) as u32 as u64
        );
        assert_eq!(
            atomic_apply(AtomOp::Max, Ty::U32, 0xffff_fffe, 1, 0),
            0xffff_fffe
        );
        assert_eq!(
            atomic_apply(
                AtomOp::Add,
                Ty::F32,
                1.5f32.to_bits() as u64,
                2.0f32.to_bits() as u64,
                0
            ),
            3.5f32.to_bits() as u64
        );
        assert_eq!(atomic_apply(AtomOp::Add, Ty::U32, 0xffff_ffff, 1, 0), 0);
    }
}
