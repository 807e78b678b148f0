//! Unit tests of `FermiMemory`: each program's micro steps and each rule, tied to its thesis lines.
use super::*;
use crate::memory::cache::EvClass;
use crate::memory::{Completion, MemKind, MemorySystem};
use crate::program::ir::{AtomOp, CacheOp, MembarLevel, Ty};
use crate::sched::{ChoiceKind, Scheduler};

struct First;
impl Scheduler for First {
    fn choose(&mut self, _: ChoiceKind, _: usize) -> usize {
        0
    }
}

const G: u64 = crate::program::ir::window::GLOBAL_BASE;

fn who(t: u32) -> ThreadRef {
    ThreadRef {
        grid: 0,
        block: 0,
        warp: 0,
        lane: t,
    }
}

fn req(kind: MemKind, space: StateSpace, addr: u64, value: u64, sm: u32) -> MemReq {
    MemReq {
        kind,
        space,
        cop: CacheOp::Default,
        volatile: false,
        ty: Ty::U32,
        addr,
        size: 4,
        value,
        value2: 0,
        sm,
        who: who(sm),
        dst: if kind == MemKind::Store {
            None
        } else {
            Some(1)
        },
        pc: 0,
    }
}

/// A memory running the thesis's programs as listed (the micro-step counts these tests check);
/// [`fused`] runs them with their register tails fused (deviation M12, the default).
fn mem(sms: u32) -> FermiMemory {
    let mut c = Config::tiny();
    c.num_sms = sms;
    c.fused_register_tails = false;
    // The environment as listed: no per-location order of a thread's operations (that is
    // deviation D2, tested below with [`located`]); volatile ops ordered by ERR-10.
    c.mem_order = crate::config::MemOrder::Thesis;
    let mut m = FermiMemory::new(&c);
    m.check_invariants = true;
    m
}

/// [`fused`] with the default per-location order of one thread's operations (D2, M9).
fn located(sms: u32) -> FermiMemory {
    let mut c = Config::tiny();
    c.num_sms = sms;
    assert_eq!(c.mem_order, crate::config::MemOrder::Location);
    let mut m = FermiMemory::new(&c);
    m.check_invariants = true;
    m
}

/// Step `mid` until it ends; returns the number of micro steps and its completion.
fn run(m: &mut FermiMemory, mid: MemOpIdx) -> (u32, Completion) {
    let mut done = Vec::new();
    let mut n = 0;
    while m.op_pc(mid).is_some() {
        assert!(m
            .apply(Transition::Step(mid), &mut First, &mut done)
            .unwrap());
        n += 1;
        assert!(n < 50);
    }
    (n, done.pop().unwrap())
}

/// `hash_state` of `m` through the standard hasher.
fn state_hash(m: &FermiMemory) -> u64 {
    use std::hash::Hasher;
    let mut s = std::collections::hash_map::DefaultHasher::new();
    m.hash_state(&mut s);
    s.finish()
}

/// Take the write-back of SM 0's dirty local line at `addr` from L1 to L2; whether it applied.
fn wb_l1_local(m: &mut FermiMemory, addr: u64) -> bool {
    let t = Transition::WbL1 {
        sm: 0,
        space: StateSpace::Local,
        addr,
    };
    m.apply(t, &mut First, &mut Vec::new()).unwrap()
}

fn key(m: &FermiMemory, space: StateSpace, a: u64) -> u64 {
    m.line_of(space, a).unwrap().0
}

#[test]
fn p4_1_store_discards_l1_then_writes_l2_dirty_and_lazily_reaches_dram() {
    // P4.1 (T:L627-643): two micro steps; L1 never written; L2 dirty, class normal.
    let mut m = mem(1);
    let ld = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    run(&mut m, ld);
    let k = key(&m, StateSpace::Global, G);
    assert!(m.l1(0).find(k).is_some());
    let st = m
        .try_issue(&req(MemKind::Store, StateSpace::Global, G, 0xdead_beef, 0))
        .unwrap();
    let mut done = Vec::new();
    m.apply(Transition::Step(st), &mut First, &mut done)
        .unwrap();
    assert!(m.l1(0).find(k).is_none(), "µ1 discards the L1 copy");
    assert!(done.is_empty());
    m.apply(Transition::Step(st), &mut First, &mut done)
        .unwrap();
    assert_eq!(done.len(), 1);
    let i = m.l2().find(k).unwrap();
    assert_eq!(m.l2().lines[i].dirty, 0b1111);
    assert_eq!(m.l2().lines[i].class, EvClass::Normal);
    assert!(
        m.l1(0).find(k).is_none(),
        "global stores never allocate in L1 (T:L643)"
    );
    assert_eq!(
        m.dram_read(StateSpace::Global, G, 4),
        vec![0; 4],
        "DRAM waits for (wbL2)"
    );
    assert_eq!(
        m.host_read(StateSpace::Global, G, 4),
        0xdead_beefu32.to_le_bytes()
    );
    assert!(m
        .apply(
            Transition::WbL2 {
                space: StateSpace::Global,
                addr: G
            },
            &mut First,
            &mut done
        )
        .unwrap());
    assert_eq!(
        m.dram_read(StateSpace::Global, G, 4),
        0xdead_beefu32.to_le_bytes()
    );
    assert_eq!(m.l2().lines[i].dirty, 0);
}

#[test]
fn p4_2_load_miss_takes_seven_micro_steps_l2_hit_five_l1_hit_three() {
    // P4.2 (T:L1184-1226): micro-step boundaries at each yield.
    let mut m = mem(1);
    m.host_write(StateSpace::Global, G, &[7, 0, 0, 0]);
    let a = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    let (n, c) = run(&mut m, a);
    assert_eq!((n, c.value, c.dst), (7, 7, Some(1)));
    let b = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    assert_eq!(run(&mut m, b).0, 3);
    let k = key(&m, StateSpace::Global, G);
    let mut done = Vec::new();
    assert!(m
        .apply(
            Transition::EvictL1 {
                sm: 0,
                space: StateSpace::Global,
                addr: G
            },
            &mut First,
            &mut done
        )
        .unwrap());
    let c2 = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    assert_eq!(run(&mut m, c2).0, 5);
    // Lines end valid and unpinned.
    for cache in [m.l1(0), m.l2()] {
        let i = cache.find(k).unwrap();
        assert_eq!(cache.lines[i].valid & 0b1111, 0b1111);
        assert!(!cache.lines[i].pinned());
    }
}

fn fused(sms: u32) -> FermiMemory {
    let mut m = mem(sms);
    m.fused_tails = true;
    m
}

#[test]
fn m12_fused_register_tails_take_fewer_micro_steps_with_the_same_results() {
    // Deviation M12: `writeToRegs; yield; releaseRegs` run in the micro step of the statement
    // before them. A load miss, an L2 hit and an L1 hit take 5, 3 and 1 micro steps instead
    // of 7, 5 and 3; a register write one instead of two; a store one instead of two in local
    // memory. Every completion carries the same register and value as the literal program's.
    let loads = |m: &mut FermiMemory| {
        m.host_write(StateSpace::Global, G, &[7, 0, 0, 0]);
        let mut out = Vec::new();
        for evict_l1 in [false, false, true] {
            if evict_l1 {
                let t = Transition::EvictL1 {
                    sm: 0,
                    space: StateSpace::Global,
                    addr: G,
                };
                assert!(m.apply(t, &mut First, &mut Vec::new()).unwrap());
            }
            let a = m
                .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
                .unwrap();
            out.push(run(m, a));
        }
        let w = m.issue_reg_write(who(3), 0, 17, 0x1234);
        out.push(run(m, w));
        let st = m
            .try_issue(&req(MemKind::Store, StateSpace::Local, 64, 5, 0))
            .unwrap();
        let (n, c) = {
            let mut done = Vec::new();
            let mut n = 0;
            while m.op_pc(st).is_some() {
                m.apply(Transition::Step(st), &mut First, &mut done)
                    .unwrap();
                n += 1;
            }
            (n, done.pop().unwrap())
        };
        out.push((n, c));
        out
    };
    let literal = loads(&mut mem(1));
    let fused = loads(&mut fused(1));
    let steps = |v: &[(u32, Completion)]| v.iter().map(|x| x.0).collect::<Vec<_>>();
    assert_eq!(steps(&literal), [7, 3, 5, 2, 2]);
    assert_eq!(steps(&fused), [5, 1, 3, 1, 1]);
    for (l, f) in literal.iter().zip(&fused) {
        assert_eq!(l.1, f.1);
    }
    assert_eq!(literal[0].1.value, 7);
}

#[test]
fn a_write_back_writes_every_dirty_run_of_an_l2_line_and_nothing_else() {
    // (wbL2) (T:L1364-1368) with per-byte dirty flags (M1): bytes 0, 8-11 and 127 of a line
    // are stored, the rest of the line holds other data in DRAM that the write-back must keep.
    let mut m = mem(1);
    let lb = m.line_bytes as u64;
    let base = G + 4 * lb;
    m.host_write(StateSpace::Global, base, &vec![0xee; lb as usize]);
    let mut store = |addr: u64, size: u8, value: u64| {
        let mut r = req(MemKind::Store, StateSpace::Global, addr, value, 0);
        r.size = size;
        r.ty = if size == 1 { Ty::U8 } else { Ty::U32 };
        let a = m.try_issue(&r).unwrap();
        run(&mut m, a);
    };
    store(base, 1, 0x11);
    store(base + 8, 4, 0x4433_2211);
    store(base + lb - 1, 1, 0x99);
    assert_eq!(
        m.dram_read(StateSpace::Global, base, lb as usize),
        vec![0xee; lb as usize]
    );
    let t = Transition::WbL2 {
        space: StateSpace::Global,
        addr: base,
    };
    assert!(m.apply(t, &mut First, &mut Vec::new()).unwrap());
    let mut want = vec![0xee; lb as usize];
    want[0] = 0x11;
    want[8..12].copy_from_slice(&[0x11, 0x22, 0x33, 0x44]);
    want[lb as usize - 1] = 0x99;
    assert_eq!(m.dram_read(StateSpace::Global, base, lb as usize), want);
}

#[test]
fn l1_hit_does_not_touch_l2() {
    // With a valid L1 line P4.2 goes straight to its line 22.
    let mut m = mem(1);
    let a = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    run(&mut m, a);
    let mut done = Vec::new();
    assert!(m
        .apply(
            Transition::EvictL2 {
                space: StateSpace::Global,
                addr: G
            },
            &mut First,
            &mut done
        )
        .unwrap());
    let b = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    run(&mut m, b);
    assert_eq!(m.l2().used_lines(), 0);
}

#[test]
fn p4_3_local_store_dirties_l1_with_class_first_and_reaches_l2_by_write_back() {
    // P4.3 (T:L1228-1239).
    let mut m = mem(1);
    let mut r = req(MemKind::Store, StateSpace::Local, 0x100, 42, 0);
    r.cop = CacheOp::Cg;
    let a = m.try_issue(&r).unwrap();
    assert_eq!(run(&mut m, a).0, 2);
    let k = key(&m, StateSpace::Local, 0x100);
    let i = m.l1(0).find(k).unwrap();
    assert_eq!(
        (m.l1(0).lines[i].dirty, m.l1(0).lines[i].class),
        (0b1111, EvClass::First)
    );
    assert!(m.l2().find(k).is_none());
    assert!(wb_l1_local(&mut m, 0x100));
    assert_eq!(m.l1(0).lines[i].dirty, 0);
    assert_eq!(m.l2().lines[m.l2().find(k).unwrap()].dirty, 0b1111);
    // A load of the same thread hits L1 and sees the store.
    let b = m
        .try_issue(&req(MemKind::Load, StateSpace::Local, 0x100, 0, 0))
        .unwrap();
    assert_eq!(run(&mut m, b).1.value, 42);
}

#[test]
fn p4_4_global_atomic_returns_the_old_value_and_leaves_l2_dirty_normal() {
    // P4.4 (T:L1241-1272), ERR-5 extension; item 19: the original value is returned.
    let mut m = mem(1);
    m.host_write(StateSpace::Global, G, &5u32.to_le_bytes());
    let ld = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    run(&mut m, ld);
    let a = m
        .try_issue(&req(
            MemKind::Atomic(AtomOp::Add),
            StateSpace::Global,
            G,
            3,
            0,
        ))
        .unwrap();
    let (n, c) = run(&mut m, a);
    assert_eq!((n, c.value), (4, 5)); // evictL1 | RMW on the cached L2 line | writeToRegs | end
    let k = key(&m, StateSpace::Global, G);
    assert!(m.l1(0).find(k).is_none(), "evictL1 removed the stale copy");
    let i = m.l2().find(k).unwrap();
    // 5 → 8 changes byte 0 only; equal bytes stay clean (T:L717-719 per byte).
    assert_eq!(
        (m.l2().lines[i].dirty, m.l2().lines[i].class),
        (0b0001, EvClass::Normal)
    );
    assert_eq!(m.host_read(StateSpace::Global, G, 4), 8u32.to_le_bytes());
    // Miss path: evictL1, reserveL2, readMem, updateL2, RMW, writeToRegs, end.
    let b = m
        .try_issue(&req(
            MemKind::Atomic(AtomOp::Exch),
            StateSpace::Global,
            G + 8,
            9,
            0,
        ))
        .unwrap();
    assert_eq!(
        run(&mut m, b),
        (
            7,
            Completion {
                who: who(0),
                dst: Some(1),
                value: 0
            }
        )
    );
}

#[test]
fn p4_5_shared_atomic_locks_its_banks_and_a_plain_store_can_be_lost() {
    // P4.5 (T:L1274-1300) : plain stores ignore the locks.
    let mut m = mem(1);
    let a = m
        .try_issue(&req(
            MemKind::Atomic(AtomOp::Add),
            StateSpace::Shared,
            8,
            1,
            0,
        ))
        .unwrap();
    let b = m
        .try_issue(&req(
            MemKind::Atomic(AtomOp::Add),
            StateSpace::Shared,
            8,
            1,
            0,
        ))
        .unwrap();
    let mut done = Vec::new();
    m.apply(Transition::Step(a), &mut First, &mut done).unwrap(); // lock; readMem
    assert_eq!(m.shared_locks(0), 1 << 2); // word 2 → bank 2
    m.apply(Transition::Step(b), &mut First, &mut done).unwrap();
    assert_eq!(m.op_pc(b), Some(0), "the second atomic waits on the lock");
    let st = m
        .try_issue(&req(MemKind::Store, StateSpace::Shared, 8, 50, 0))
        .unwrap();
    run(&mut m, st);
    for _ in 0..4 {
        m.apply(Transition::Step(a), &mut First, &mut done).unwrap();
    }
    assert_eq!(m.shared_locks(0), 0);
    assert_eq!(
        m.host_read(StateSpace::Shared, 8, 4),
        1u32.to_le_bytes(),
        "the store of 50 was lost"
    );
    assert_eq!(run(&mut m, b).1.value, 1);
    assert_eq!(m.host_read(StateSpace::Shared, 8, 4), 2u32.to_le_bytes());
    assert_eq!(banks(0, 8), 0b11);
    assert_eq!(banks(128, 4), 1); // word 32 wraps to bank 0
}

#[test]
fn p4_6_register_write_completes_after_two_micro_steps() {
    // P4.6 (T:L1302-1313).
    let mut m = mem(1);
    let a = m.issue_reg_write(who(3), 0, 17, 0x1234);
    assert_eq!(
        run(&mut m, a),
        (
            2,
            Completion {
                who: who(3),
                dst: Some(17),
                value: 0x1234
            }
        )
    );
}

#[test]
fn loads_extend_per_type_and_stores_truncate_to_their_size() {
    let mut m = mem(1);
    let mut st = req(MemKind::Store, StateSpace::Global, G, 0x1_2345, 0);
    st.size = 2;
    st.ty = Ty::U16;
    let a = m.try_issue(&st).unwrap();
    run(&mut m, a);
    assert_eq!(
        m.host_read(StateSpace::Global, G, 4),
        vec![0x45, 0x23, 0, 0]
    );
    m.host_write(StateSpace::Global, G + 8, &[0xff]);
    let mut ld = req(MemKind::Load, StateSpace::Global, G + 8, 0, 0);
    ld.size = 1;
    ld.ty = Ty::S8;
    let b = m.try_issue(&ld).unwrap();
    assert_eq!(run(&mut m, b).1.value, u64::MAX);
    ld.ty = Ty::U8;
    let c = m.try_issue(&ld).unwrap();
    assert_eq!(run(&mut m, c).1.value, 0xff);
}

#[test]
fn volatile_ops_of_one_thread_run_in_issue_order() {
    // ERR-10: the later volatile op takes no micro step while the earlier lives.
    let mut m = mem(1);
    let mut r1 = req(MemKind::Store, StateSpace::Global, G, 1, 0);
    r1.volatile = true;
    let mut r2 = req(MemKind::Load, StateSpace::Global, G, 0, 0);
    r2.volatile = true;
    let a = m.try_issue(&r1).unwrap();
    let b = m.try_issue(&r2).unwrap();
    let mut other = req(MemKind::Load, StateSpace::Global, G + 4, 0, 0);
    other.volatile = true;
    other.who = who(9);
    let c = m.try_issue(&other).unwrap();
    let mut done = Vec::new();
    assert!(!m.apply(Transition::Step(b), &mut First, &mut done).unwrap());
    assert!(
        m.apply(Transition::Step(c), &mut First, &mut done).unwrap(),
        "other threads are not ordered"
    );
    run(&mut m, a);
    assert_eq!(run(&mut m, b).1.value, 1);
}

#[test]
fn a_later_op_on_the_same_bytes_waits_when_one_of_them_writes() {
    // D2 (per location): the load of the address the thread just stored to is held outside the
    // pool until the store ended, then reads the stored value. Loads of one address and
    // accesses to other addresses are not held.
    let mut m = located(1);
    let st = m
        .try_issue(&req(MemKind::Store, StateSpace::Global, G, 5, 0))
        .unwrap();
    let ld = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    let ld2 = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    let other = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G + 4, 0, 0))
        .unwrap();
    assert_eq!(m.pending(), 4);
    assert_eq!(m.pending_mids(), vec![st, other], "both loads of G wait");
    assert!(!m.membar_reached(who(0), MembarLevel::Cta));
    let mut done = Vec::new();
    assert!(!m
        .apply(Transition::Step(ld), &mut First, &mut done)
        .unwrap());
    run(&mut m, st);
    // Both loads entered the pool, unordered with each other.
    assert_eq!(m.pending_mids(), vec![other, ld, ld2]);
    assert_eq!(run(&mut m, ld2).1.value, 5);
    assert_eq!(run(&mut m, ld).1.value, 5);
    // A store after a load of the same bytes waits for the load (it must not see the store).
    let l3 = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    let mut st3 = req(MemKind::Store, StateSpace::Global, G, 9, 0);
    st3.size = 2;
    st3.ty = Ty::U16;
    st3.addr = G + 2;
    let s3 = m.try_issue(&st3).unwrap();
    assert!(!m.pending_mids().contains(&s3), "overlapping bytes: held");
    assert_eq!(run(&mut m, l3).1.value, 5);
    assert!(m.pending_mids().contains(&s3));
    run(&mut m, s3);
    run(&mut m, other);
    assert_eq!(m.pending(), 0);
    assert!(m.membar_reached(who(0), MembarLevel::Cta));
}

#[test]
fn the_order_is_kept_per_warp_between_instructions_not_within_one() {
    // Warp-synchronous code (a volatile shared reduction without __syncwarp) reads in one
    // instruction what another lane of its warp stored in the previous one: the warp's later
    // access to the same bytes waits. Two lanes' stores to one address in one instruction are
    // not ordered with each other.
    let mut m = located(1);
    let mut st = req(MemKind::Store, StateSpace::Shared, 0, 3, 0);
    st.who = who(1);
    let mut st2 = st;
    st2.who = who(2);
    st2.value = 4;
    m.issue(&[st, st2]);
    let mut ld = req(MemKind::Load, StateSpace::Shared, 0, 0, 0);
    ld.who = who(0);
    m.issue(&[ld]);
    let mids = m.pending_mids();
    assert_eq!(
        mids.len(),
        2,
        "both stores in the pool, the load held: {mids:?}"
    );
    assert_eq!(m.pending(), 3);
    let mut done = Vec::new();
    // The second lane's store may go first.
    run(&mut m, mids[1]);
    assert_eq!(m.pending_mids(), vec![mids[0]]);
    run(&mut m, mids[0]);
    m.drain(&mut First, &mut done).unwrap();
    assert_eq!(done.iter().find(|c| c.dst.is_some()).unwrap().value, 3);
}

#[test]
fn volatile_ops_of_one_thread_are_ordered_per_location() {
    // M9 (per location): volatile loads of one address by one thread keep their order, volatile
    // accesses to different addresses do not.
    let mut m = located(1);
    let vol = |kind, addr| {
        let mut r = req(kind, StateSpace::Shared, addr, 1, 0);
        r.volatile = true;
        r
    };
    let x = m.try_issue(&vol(MemKind::Store, 0)).unwrap();
    let y = m.try_issue(&vol(MemKind::Store, 4)).unwrap();
    let ry = m.try_issue(&vol(MemKind::Load, 4)).unwrap();
    let ry2 = m.try_issue(&vol(MemKind::Load, 4)).unwrap();
    assert_eq!(m.pending_mids(), vec![x, y]);
    run(&mut m, y);
    assert_eq!(m.pending_mids(), vec![x, ry]);
    assert_eq!(run(&mut m, ry).1.value, 1);
    assert_eq!(
        m.pending_mids(),
        vec![x, ry2],
        "the second volatile load waited"
    );
    run(&mut m, ry2);
    run(&mut m, x);
    // Non-volatile loads of one address are not ordered with each other.
    let a = m
        .try_issue(&req(MemKind::Load, StateSpace::Shared, 0, 0, 0))
        .unwrap();
    let b = m
        .try_issue(&req(MemKind::Load, StateSpace::Shared, 0, 0, 0))
        .unwrap();
    assert_eq!(m.pending_mids(), vec![a, b]);
}

/// Answers 0 to the first choice of each macro step (the silent-rule offer), the last option
/// to the second (the empty stop where it is offered), 0 after that (stop once offered).
struct OfferThenLast(u32);
impl Scheduler for OfferThenLast {
    fn choose(&mut self, _: ChoiceKind, n: usize) -> usize {
        self.0 += 1;
        if self.0 == 2 {
            n - 1
        } else {
            0
        }
    }
}

#[test]
fn m8_a_macro_step_may_be_empty_but_not_twice_in_a_row() {
    // The thesis allows a macro step without micro steps; fermi-sim offers the stop before the
    // first one with the silent rules (last option), never right after an empty macro step.
    for empty in [true, false] {
        let mut m = located(1);
        m.empty_steps = empty;
        m.silent_odds = 16;
        // Without (stall) (M13), which would hold the load and leave nothing to step.
        m.stall_steps = 0;
        m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
            .unwrap();
        let mut done = Vec::new();
        let mut steps = Vec::new();
        for _ in 0..4 {
            let before = m.stats.micro_steps + m.stats.silent;
            m.macro_step(&mut OfferThenLast(0), &mut done).unwrap();
            steps.push(m.stats.micro_steps + m.stats.silent - before);
        }
        if empty {
            assert_eq!(steps[0], 0, "{steps:?}");
            assert!(steps[1] > 0, "no two empty macro steps in a row: {steps:?}");
            assert_eq!(steps[2], 0, "{steps:?}");
            assert!(done.is_empty(), "the load is still pending");
        } else {
            assert!(steps.iter().all(|&n| n > 0), "{steps:?}");
        }
    }
}

#[test]
fn m8_with_empty_steps_in_a_row_the_memory_may_stand_still_for_ever() {
    // `Config::empty_steps_in_a_row` (litmus --explore): the literal macro step, which may leave
    // the pending load alone in every macro step; the default reading steps it every second one
    // (the test above).
    let mut m = located(1);
    m.empty_steps = true;
    m.empty_in_a_row = true;
    m.silent_odds = 16;
    m.stall_steps = 0;
    m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    let mut done = Vec::new();
    for _ in 0..6 {
        let before = m.stats.micro_steps + m.stats.silent;
        m.macro_step(&mut OfferThenLast(0), &mut done).unwrap();
        assert_eq!(
            m.stats.micro_steps + m.stats.silent,
            before,
            "an empty macro step"
        );
    }
    assert!(done.is_empty(), "the load is still pending");
    assert_eq!(m.pending(), 1);
}

/// Never stops a macro step: the operation after the stop option (answer 1). On a fresh memory
/// with one pending operation the first transition offers that operation alone (no line to
/// evict or write back, no stop yet), so the scheduler is not asked there.
struct StepOn;
impl Scheduler for StepOn {
    fn choose(&mut self, _: ChoiceKind, n: usize) -> usize {
        1.min(n - 1)
    }
}

#[test]
fn a_macro_step_takes_at_most_max_transitions() {
    // `Config::max_macro_transitions` (1 in litmus --explore): a policy that never stops takes
    // one micro step per macro step; the default bound lets it finish the load in one.
    for (max, steps_per_macro) in [(1u32, 1u64), (4096, 0)] {
        let mut m = located(1);
        m.max_transitions = max;
        m.stall_steps = 0;
        m.silent_odds = 1;
        m.empty_steps = false;
        m.try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
            .unwrap();
        let mut done = Vec::new();
        let before = m.stats.micro_steps;
        m.macro_step(&mut StepOn, &mut done).unwrap();
        let took = m.stats.micro_steps - before;
        if steps_per_macro == 1 {
            assert_eq!(took, 1, "one transition");
            assert!(done.is_empty(), "a load needs more than one micro step");
        } else {
            assert!(took > 1, "{took}");
            assert_eq!(done.len(), 1, "the load completed in one macro step");
        }
    }
}

#[test]
fn m13_a_stalled_operation_waits_its_hold_and_keeps_its_place() {
    // (stall) holds an operation for `stall_steps` macro steps: the warp's later store to
    // another address lands first, a later load of the stalled store's address still waits
    // for it (and reads it), and the thread's fence waits for it.
    let mut m = located(1);
    m.stall_steps = 3;
    let st = |addr, v| req(MemKind::Store, StateSpace::Shared, addr, v, 0);
    let x = m.try_issue(&st(0, 1)).unwrap();
    let y = m.try_issue(&st(4, 2)).unwrap();
    let _load_x = m
        .try_issue(&req(MemKind::Load, StateSpace::Shared, 0, 0, 0))
        .unwrap();
    assert!(m
        .apply(Transition::Stall(x), &mut First, &mut Vec::new())
        .unwrap());
    assert_eq!(m.pending_mids(), vec![y], "x stalled, the load of x held");
    assert_eq!(m.pending(), 3);
    let mut done = Vec::new();
    let shared = |m: &mut FermiMemory| m.host_read(StateSpace::Shared, 0, 8);
    m.macro_step(&mut First, &mut done).unwrap(); // y lands; the hold: 3 -> 2
    assert_eq!(shared(&mut m), [0, 0, 0, 0, 2, 0, 0, 0], "y before x");
    m.macro_step(&mut First, &mut done).unwrap(); // 2 -> 1, nothing to step
    assert_eq!(m.stats.micro_steps, 1);
    assert!(
        !m.membar_reached(who(0), MembarLevel::Cta),
        "the fence waits"
    );
    m.macro_step(&mut First, &mut done).unwrap(); // 1 -> 0: x is back and lands
    assert_eq!(shared(&mut m)[0], 1);
    m.drain(&mut First, &mut done).unwrap();
    assert_eq!(done.iter().find(|c| c.dst.is_some()).unwrap().value, 1);
    assert!(m.membar_reached(who(0), MembarLevel::Cta));
    // An operation that holds a line (a load between its L2 reservation and the fill) is not
    // stalled, nor is anything without a hold (`stall_steps: 0`).
    let ld = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    m.apply(Transition::Step(ld), &mut First, &mut done)
        .unwrap();
    assert_eq!(m.op_pc(ld).map(|pc| pc > 0), Some(true));
    assert!(!m
        .apply(Transition::Stall(ld), &mut First, &mut done)
        .unwrap());
    m.drain(&mut First, &mut done).unwrap();
    m.stall_steps = 0;
    let z = m.try_issue(&st(8, 3)).unwrap();
    assert!(!m
        .apply(Transition::Stall(z), &mut First, &mut done)
        .unwrap());
}

#[test]
fn bad_requests_surface_as_errors_not_hangs() {
    // T:L858: stores to const memory and misaligned accesses are ⊥.
    let mut m = mem(1);
    assert!(m
        .try_issue(&req(MemKind::Store, StateSpace::Const, 0, 1, 0))
        .is_err());
    assert!(m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G + 2, 0, 0))
        .is_err());
    assert!(m
        .try_issue(&req(MemKind::Load, StateSpace::Shared, 1 << 20, 0, 0))
        .is_err());
    assert!(m
        .try_issue(&req(
            MemKind::Atomic(AtomOp::Add),
            StateSpace::Local,
            0,
            1,
            0
        ))
        .is_err());
    m.issue(&[req(MemKind::Store, StateSpace::Param, 0, 1, 0)]);
    assert!(m.macro_step(&mut First, &mut Vec::new()).is_err());
}

#[test]
fn proposed_programs_for_cs_lu_cv_wt_and_const() {
    let mut m = mem(1);
    // ld.global.cs: evict-first in L1 and L2.
    let mut r = req(MemKind::Load, StateSpace::Global, G, 0, 0);
    r.cop = CacheOp::Cs;
    let a = m.try_issue(&r).unwrap();
    run(&mut m, a);
    let k = key(&m, StateSpace::Global, G);
    assert_eq!(
        m.l1(0).lines[m.l1(0).find(k).unwrap()].class,
        EvClass::First
    );
    assert_eq!(m.l2().lines[m.l2().find(k).unwrap()].class, EvClass::First);
    // st.global.wt writes DRAM at once.
    let mut w = req(MemKind::Store, StateSpace::Global, G + 16, 6, 0);
    w.cop = CacheOp::Wt;
    let b = m.try_issue(&w).unwrap();
    run(&mut m, b);
    assert_eq!(m.dram_read(StateSpace::Global, G + 16, 1), vec![6]);
    // ld.local.lu discards the L1 line after reading it.
    let st = m
        .try_issue(&req(MemKind::Store, StateSpace::Local, 0x40, 3, 0))
        .unwrap();
    run(&mut m, st);
    let mut lu = req(MemKind::Load, StateSpace::Local, 0x40, 0, 0);
    lu.cop = CacheOp::Lu;
    let c = m.try_issue(&lu).unwrap();
    assert_eq!(run(&mut m, c).1.value, 3);
    assert!(m.l1(0).find(key(&m, StateSpace::Local, 0x40)).is_none());
    // ld.const / ld.param read DRAM without caches.
    m.host_write(StateSpace::Param, 0, &[9, 0, 0, 0]);
    let d = m
        .try_issue(&req(MemKind::Load, StateSpace::Param, 0, 0, 0))
        .unwrap();
    assert_eq!(
        run(&mut m, d),
        (
            3,
            Completion {
                who: who(0),
                dst: Some(1),
                value: 9
            }
        )
    ); // readMem | writeToRegs | end
    assert_eq!(m.l2().find(key(&m, StateSpace::Param, 0)), None);
}

#[test]
fn cg_load_reads_l2_only_and_cs_store_marks_l2_evict_first() {
    // Ld.global.cg never allocates in L1 (miss: reserveL2 | readMem |
    // updateL2 readL2 | writeToRegs | end); st.global.cs = P4.1 with classifyFirstL2.
    let mut m = mem(1);
    m.host_write(StateSpace::Global, G, &[3, 0, 0, 0]);
    let mut r = req(MemKind::Load, StateSpace::Global, G, 0, 0);
    r.cop = CacheOp::Cg;
    let a = m.try_issue(&r).unwrap();
    assert_eq!(run(&mut m, a).0, 5);
    let k = key(&m, StateSpace::Global, G);
    assert!(m.l1(0).find(k).is_none());
    let b = m.try_issue(&r).unwrap();
    // L2 hit: readL2 | writeToRegs | end.
    assert_eq!(
        run(&mut m, b),
        (
            3,
            Completion {
                who: who(0),
                dst: Some(1),
                value: 3
            }
        )
    );
    let mut w = req(MemKind::Store, StateSpace::Global, G + 4, 1, 0);
    w.cop = CacheOp::Cs;
    let c = m.try_issue(&w).unwrap();
    assert_eq!(run(&mut m, c).0, 2);
    let i = m.l2().find(key(&m, StateSpace::Global, G + 4)).unwrap();
    assert_eq!(m.l2().lines[i].class, EvClass::First);
}

#[test]
fn state_hash_ignores_op_ids_but_sees_data_and_progress() {
    let h = state_hash;
    let mut m = mem(1);
    let a = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    let snap = m.clone();
    let h0 = h(&m);
    let mut done = Vec::new();
    m.apply(Transition::Step(a), &mut First, &mut done).unwrap();
    assert_ne!(h(&m), h0, "a micro step changes the state");
    run(&mut m, a);
    // The same load again from the same cache state: same state up to the op id.
    let mut m2 = m.clone();
    let b = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    let c = m2
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    assert_eq!(b, c, "a clone continues the same id sequence");
    assert_eq!(h(&m), h(&m2));
    let st = m2
        .try_issue(&req(MemKind::Store, StateSpace::Global, G, 9, 0))
        .unwrap();
    run(&mut m2, st);
    run(&mut m2, c);
    run(&mut m, b);
    assert_ne!(h(&m), h(&m2), "different data, different hash");
    assert_eq!(h(&snap), h0, "a clone is a snapshot");
}

#[test]
fn cv_load_bypasses_a_stale_l1_copy() {
    let mut m = mem(2);
    let a = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 1))
        .unwrap();
    run(&mut m, a);
    let st = m
        .try_issue(&req(MemKind::Store, StateSpace::Global, G, 5, 0))
        .unwrap();
    run(&mut m, st);
    let b = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 1))
        .unwrap();
    assert_eq!(
        run(&mut m, b).1.value,
        0,
        "plain load: stale L1 hit (T:L377)"
    );
    let mut cv = req(MemKind::Load, StateSpace::Global, G, 0, 1);
    cv.cop = CacheOp::Cv;
    let c = m.try_issue(&cv).unwrap();
    assert_eq!(run(&mut m, c).1.value, 5);
}

#[test]
fn flush_drops_global_l1_lines_and_keeps_local_ones() {
    // (flush) T:L1370-1376 with the ERR-4 fix.
    let mut m = mem(1);
    for (sp, a) in [(StateSpace::Global, G), (StateSpace::Local, 0x80)] {
        let x = m.try_issue(&req(MemKind::Load, sp, a, 0, 0)).unwrap();
        run(&mut m, x);
    }
    m.flush_l1();
    assert!(m.l1(0).find(key(&m, StateSpace::Global, G)).is_none());
    assert!(m.l1(0).find(key(&m, StateSpace::Local, 0x80)).is_some());
}

#[test]
fn reservation_backpressure_with_a_one_line_l1() {
    // ReserveL1 keeps yielding while the only line is pinned (T:L723, T:L713-715).
    let mut c = Config::tiny();
    c.l1_bytes = c.line_bytes;
    let mut m = FermiMemory::new(&c);
    m.check_invariants = true;
    let a = m
        .try_issue(&req(MemKind::Load, StateSpace::Local, 0, 0, 0))
        .unwrap();
    let b = m
        .try_issue(&req(MemKind::Load, StateSpace::Local, 0x1000, 0, 0))
        .unwrap();
    let mut done = Vec::new();
    m.apply(Transition::Step(a), &mut First, &mut done).unwrap(); // a reserves and pins the only line
    for _ in 0..3 {
        m.apply(Transition::Step(b), &mut First, &mut done).unwrap();
        assert_eq!(m.op_pc(b), Some(1), "reserveL1 retries");
    }
    run(&mut m, a); // a reads and unpins
    assert_eq!(run(&mut m, b).1.value, 0);
}

#[test]
fn a_refused_reservation_writes_back_a_dirty_line_of_its_set_first() {
    // make_room: the (wbL1) that frees the only (dirty) line is taken right before the retry.
    let mut c = Config::tiny();
    c.l1_bytes = c.line_bytes;
    c.l2_bytes = c.line_bytes;
    let mut m = FermiMemory::new(&c);
    m.check_invariants = true;
    let st = m
        .try_issue(&req(MemKind::Store, StateSpace::Local, 0, 1, 0))
        .unwrap();
    run(&mut m, st);
    let ld = m
        .try_issue(&req(MemKind::Load, StateSpace::Local, 0x1000, 0, 0))
        .unwrap();
    let mut done = Vec::new();
    m.apply(Transition::Step(ld), &mut First, &mut done)
        .unwrap();
    assert_eq!(
        m.op_pc(ld),
        Some(3),
        "reserveL1 succeeded after the write-back (past its yield)"
    );
    assert_eq!(m.l1(0).dirty_lines(), 0);
    // The one-line L2 holds the written-back line dirty; the load's reserveL2 writes it to DRAM.
    assert_eq!(run(&mut m, ld).1.value, 0);
    assert_eq!(m.dram_read(StateSpace::Local, 0, 1), vec![1]);
    assert_eq!(m.host_read(StateSpace::Local, 0, 1), vec![1]);
}

#[test]
fn host_copy_sees_dirty_l1_and_l2_data_and_write_back_all_reaches_dram() {
    // docs/design.md §7: host copies go through the coherent view.
    let mut m = mem(1);
    let a = m
        .try_issue(&req(MemKind::Store, StateSpace::Local, 0, 11, 0))
        .unwrap();
    let b = m
        .try_issue(&req(MemKind::Store, StateSpace::Global, G, 22, 0))
        .unwrap();
    run(&mut m, a);
    run(&mut m, b);
    assert_eq!(m.host_read(StateSpace::Local, 0, 1), vec![11]);
    assert_eq!(m.host_read(StateSpace::Global, G, 1), vec![22]);
    assert_eq!(m.dram_read(StateSpace::Local, 0, 1), vec![0]);
    m.write_back_all(&mut First);
    assert_eq!(m.dram_read(StateSpace::Local, 0, 1), vec![11]);
    assert_eq!(m.dram_read(StateSpace::Global, G, 1), vec![22]);
    // host_write keeps cached copies coherent.
    m.host_write(StateSpace::Global, G, &[33]);
    let c = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    assert_eq!(run(&mut m, c).1.value, 33);
}

#[test]
fn a_store_into_a_reserved_line_wins_over_the_pending_fill() {
    // T:L745-747, T:L760, T:L1222: ld.local.ca reserves its L1 line, then a
    // st.local of the same thread writes it; the load returns the stored value, updateL1 is a no-op.
    let mut m = mem(1);
    m.host_write(StateSpace::Local, 0x20, &[1, 0, 0, 0]);
    let ld = m
        .try_issue(&req(MemKind::Load, StateSpace::Local, 0x20, 0, 0))
        .unwrap();
    let mut done = Vec::new();
    m.apply(Transition::Step(ld), &mut First, &mut done)
        .unwrap(); // reserveL1
    let st = m
        .try_issue(&req(MemKind::Store, StateSpace::Local, 0x20, 2, 0))
        .unwrap();
    run(&mut m, st);
    assert_eq!(run(&mut m, ld).1.value, 2);
    let k = key(&m, StateSpace::Local, 0x20);
    let i = m.l1(0).find(k).unwrap();
    // All four stored bytes were invalid (reserved) when written, so all are dirty (T:L719), and
    // the fill left them alone (T:L760).
    assert_eq!(m.l1(0).lines[i].dirty & 0b1111, 0b1111);
    assert_eq!(&m.l1(0).line_data(i)[0..4], &[2, 0, 0, 0]);
}

#[test]
fn host_copies_use_the_coherent_view() {
    // Deviation D8 (docs/design.md §7): the host's copy-in and copy-out are outside the
    // thesis; they see and update the newest bytes, whichever level holds them.
    let mut m = mem(1);
    let ld = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    run(&mut m, ld);
    let k = key(&m, StateSpace::Global, G);
    assert!(m.l1(0).find(k).is_some(), "the line is cached in L1");
    // Copy-in overwrites DRAM and the cached copies: a load that hits L1 sees the host's data.
    m.host_write(StateSpace::Global, G, &7u32.to_le_bytes());
    assert_eq!(m.dram_read(StateSpace::Global, G, 4), 7u32.to_le_bytes());
    let ld = m
        .try_issue(&req(MemKind::Load, StateSpace::Global, G, 0, 0))
        .unwrap();
    let (steps, c) = run(&mut m, ld);
    assert_eq!((steps, c.value), (3, 7), "an L1 hit with the host's value");
    // Copy-out reads a device store that is still a dirty L2 line, not yet in DRAM.
    let st = m
        .try_issue(&req(MemKind::Store, StateSpace::Global, G, 9, 0))
        .unwrap();
    run(&mut m, st);
    assert_eq!(m.dram_read(StateSpace::Global, G, 4), 7u32.to_le_bytes());
    assert_eq!(m.host_read(StateSpace::Global, G, 4), 9u32.to_le_bytes());
}

#[test]
fn state_hash_sees_local_values_but_not_where_settled_local_lines_sit() {
    // docs/memory.md, "State hashing": a settled local line hashes as its newest bytes; its
    // placement (dirty in L1, written back to L2, to DRAM) is invisible to every program.
    let h = state_hash;
    let mut m = mem(1);
    let a = m
        .try_issue(&req(MemKind::Store, StateSpace::Local, 0x100, 42, 0))
        .unwrap();
    run(&mut m, a);
    let dirty_in_l1 = h(&m);
    let mut wb = m.clone();
    assert!(wb_l1_local(&mut wb, 0x100));
    assert_eq!(h(&wb), dirty_in_l1, "written back to L2: same values");
    let mut all = m.clone();
    all.write_back_all(&mut First);
    assert_eq!(h(&all), dirty_in_l1, "written back to DRAM: same values");
    // A different local value is a different state.
    let mut other = mem(1);
    let b = other
        .try_issue(&req(MemKind::Store, StateSpace::Local, 0x100, 43, 0))
        .unwrap();
    run(&mut other, b);
    assert_ne!(h(&other), dirty_in_l1);
    // A global line's placement stays part of the state (another SM may hold a stale copy).
    let mut g = mem(1);
    let c = g
        .try_issue(&req(MemKind::Store, StateSpace::Global, G, 5, 0))
        .unwrap();
    run(&mut g, c);
    let mut g2 = g.clone();
    g2.write_back_all(&mut First);
    assert_ne!(h(&g2), h(&g), "a global line written back is another state");
    // An unsettled local line (a load's pending fill) is hashed exactly.
    let mut p = m.clone();
    let d = p
        .try_issue(&req(MemKind::Load, StateSpace::Local, 0x900, 0, 0))
        .unwrap();
    let before = h(&p);
    p.apply(Transition::Step(d), &mut First, &mut Vec::new())
        .unwrap();
    assert_ne!(h(&p), before, "a reservation is part of the state");
}

/// Deviation D2's per-location order costs the same per request however many requests are in
/// flight: 16 warps of 32 lanes issue k = 2, 8 and 32 uncoalesced loads per lane (1,024, 4,096
/// and 16,384 loads in flight) before any completes, then each lane stores to the word of its
/// first load (the store waits for that load). Every load is alone on its word, so issuing one
/// compares it with nothing and ending it with itself; each store is compared with its lane's
/// first load at issue, and that load's end compares two (load and store) and releases the store,
/// whose end compares one: 512 (k + 3) comparisons for 512 (k + 1) requests, whatever the
/// schedule. A list per warp compared each request with all of the warp's live operations
/// (about 32 k / 2 on average).
#[test]
fn the_order_costs_the_same_per_request_however_many_are_in_flight() {
    let lane_req = |kind, w: u32, lane: u32, line: u64| MemReq {
        who: ThreadRef {
            grid: 0,
            block: w / 8,
            warp: w % 8,
            lane,
        },
        sm: w / 8,
        ..req(kind, StateSpace::Global, G + line * 128, 7, 0)
    };
    for k in [2u64, 8, 32] {
        let mut m = FermiMemory::new(&Config::gf100());
        // The invariant check scans the pool after every transition: quadratic here.
        m.check_invariants = false;
        assert!(m.loc_order);
        let mut sched = crate::sched::RandomSched::new(3);
        let mut n = 0u64;
        for j in 0..k {
            for w in 0..16 {
                let g: Vec<MemReq> = (0..32)
                    .map(|l| lane_req(MemKind::Load, w, l, (w * 32 + l) as u64 + j * 512))
                    .collect();
                m.issue(&g);
                n += 32;
            }
        }
        for w in 0..16 {
            let g: Vec<MemReq> = (0..32)
                .map(|l| lane_req(MemKind::Store, w, l, (w * 32 + l) as u64))
                .collect();
            m.issue(&g);
            n += 32;
        }
        assert_eq!((m.pending() as u64, m.stats.peak_pending), (n, n));
        assert_eq!(
            m.held.len(),
            512,
            "every store waits for its lane's first load"
        );
        let mut done = Vec::new();
        m.drain(&mut sched, &mut done).unwrap();
        assert_eq!((done.len() as u64, m.stats.completed), (n, n));
        assert_eq!(
            m.stats.order_checks,
            512 * (k + 3),
            "{} loads in flight",
            512 * k
        );
    }
}
