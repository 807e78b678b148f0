//! Property test: random race-free sequences of loads, stores and atomics from several threads on
//! several SMs, under a random seeded schedule of the memory environment, end with the memory a
//! sequentially consistent execution gives.
//!
//! Race freedom by construction: each thread owns some global, local and shared words that only it
//! reads and writes (plain accesses, any cache operator or volatile); other words are only touched
//! by atomics (global ones by all threads, shared ones by the threads of one SM). A thread issues
//! its next request when the previous one has completed, as a thread blocked on its registers would.

use fermi_sim::config::Config;
use fermi_sim::memory::{Completion, FermiMemory, MemKind, MemReq, MemorySystem, ThreadRef};
use fermi_sim::program::ir::{window::GLOBAL_BASE as G, AtomOp, CacheOp, StateSpace, Ty};
use fermi_sim::sched::{ChoiceKind, Scheduler};
use proptest::prelude::*;
use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;

struct Rand(ChaCha8Rng);
impl Scheduler for Rand {
    fn choose(&mut self, _: ChoiceKind, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
}

#[derive(Clone, Copy, Debug)]
enum Op {
    /// Plain access to an owned word: (space 0..3, slot 0..3, store value or None = load, cop, volatile).
    Own {
        space: u8,
        slot: u8,
        store: Option<u32>,
        cop: u8,
        volatile: bool,
    },
    /// Atomic on a shared-by-all word: (global?, slot 0..2, op, operand).
    Atom {
        global: bool,
        slot: u8,
        add: u32,
        exch: bool,
    },
}

fn op_strategy() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (
            prop_oneof![4 => Just(0u8), 1 => Just(1u8), 1 => Just(2u8)],
            0u8..2,
            proptest::option::of(1u32..1000),
            prop_oneof![4 => Just(0u8), 1 => 1u8..6],
            prop::bool::weighted(0.15),
        )
            .prop_map(|(space, slot, store, cop, volatile)| Op::Own { space, slot, store, cop, volatile }),
        2 => (any::<bool>(), 0u8..2, 1u32..5, prop::bool::weighted(0.1))
            .prop_map(|(global, slot, add, exch)| Op::Atom { global, slot, add, exch }),
    ]
}

const COPS: [CacheOp; 6] = [
    CacheOp::Default,
    CacheOp::Ca,
    CacheOp::Cg,
    CacheOp::Cs,
    CacheOp::Cv,
    CacheOp::Wt,
];

fn space_of(s: u8) -> StateSpace {
    [StateSpace::Global, StateSpace::Local, StateSpace::Shared][s as usize]
}

/// Address of thread `t`'s owned word.
fn own_addr(t: u32, space: u8, slot: u8) -> u64 {
    match space {
        0 => G + 0x1000 + 0x20 * t as u64 + 4 * slot as u64,
        1 => 0x800 * t as u64 + 4 * slot as u64,
        _ => 0x40 + 0x10 * t as u64 + 4 * slot as u64,
    }
}

fn atom_addr(global: bool, slot: u8) -> u64 {
    if global {
        G + 4 * slot as u64
    } else {
        4 * slot as u64
    }
}

fn request(t: u32, sm: u32, op: Op) -> MemReq {
    let who = ThreadRef {
        grid: 0,
        block: sm,
        warp: 0,
        lane: t,
    };
    let base = MemReq {
        kind: MemKind::Load,
        space: StateSpace::Global,
        cop: CacheOp::Default,
        volatile: false,
        ty: Ty::U32,
        addr: 0,
        size: 4,
        value: 0,
        value2: 0,
        sm,
        who,
        dst: Some(t),
        pc: 0,
    };
    match op {
        Op::Own {
            space,
            slot,
            store,
            cop,
            volatile,
        } => {
            let sp = space_of(space);
            // `.lu`/`.cs` loads of local memory discard dirty data by definition; not race-free use.
            let cop = if sp == StateSpace::Local && COPS[cop as usize] == CacheOp::Cs {
                CacheOp::Default
            } else {
                COPS[cop as usize]
            };
            MemReq {
                kind: if store.is_some() {
                    MemKind::Store
                } else {
                    MemKind::Load
                },
                space: sp,
                cop,
                volatile,
                addr: own_addr(t, space, slot),
                value: store.unwrap_or(0) as u64,
                dst: if store.is_some() { None } else { Some(t) },
                ..base
            }
        }
        Op::Atom {
            global,
            slot,
            add,
            exch,
        } => MemReq {
            kind: MemKind::Atomic(if exch { AtomOp::Exch } else { AtomOp::Add }),
            space: if global {
                StateSpace::Global
            } else {
                StateSpace::Shared
            },
            addr: atom_addr(global, slot),
            value: add as u64,
            ..base
        },
    }
}

fn run(
    threads: &[Vec<Op>],
    sms: u32,
    seed: u64,
    tiny_caches: bool,
    literal: bool,
) -> Result<(), TestCaseError> {
    let mut cfg = Config::tiny();
    cfg.num_sms = sms;
    if tiny_caches {
        cfg.l1_bytes = 2 * cfg.line_bytes;
        cfg.l2_bytes = 4 * cfg.line_bytes;
    }
    let mut m = FermiMemory::new(&cfg);
    m.check_invariants = true;
    // The literal thesis: (flush) and the other silent rules may fire before any transition.
    m.silent_flush = literal;
    m.silent_first_only = !literal;
    let mut sched = Rand(ChaCha8Rng::seed_from_u64(seed));
    let n = threads.len();
    let sm_of = |t: usize| t as u32 % sms;
    // Sequential reference for owned words, and the atomic words' (old, op) pairs.
    let mut reference: BTreeMap<(u8, u64, u32), u32> = BTreeMap::new();
    let mut atom_log: BTreeMap<(bool, u64, u32), Vec<(u64, Op)>> = BTreeMap::new();
    let mut next = vec![0usize; n];
    let mut busy: Vec<Option<Op>> = vec![None; n];
    let mut done: Vec<Completion> = Vec::new();
    let mut rounds = 0;
    loop {
        for t in 0..n {
            if busy[t].is_none() && next[t] < threads[t].len() {
                let op = threads[t][next[t]];
                next[t] += 1;
                busy[t] = Some(op);
                m.issue(&[request(t as u32, sm_of(t), op)]);
            }
        }
        if busy.iter().all(|b| b.is_none()) {
            break;
        }
        done.clear();
        m.macro_step(&mut sched, &mut done)
            .map_err(|e| TestCaseError::fail(e.message))?;
        for c in &done {
            let t = c.who.lane as usize;
            let op = busy[t]
                .take()
                .ok_or_else(|| TestCaseError::fail("completion of an idle thread"))?;
            match op {
                Op::Own {
                    space,
                    slot,
                    store: Some(v),
                    ..
                } => {
                    reference.insert((space, own_addr(t as u32, space, slot), sm_of(t)), v);
                }
                Op::Own {
                    space,
                    slot,
                    store: None,
                    ..
                } => {
                    let want = reference
                        .get(&(space, own_addr(t as u32, space, slot), sm_of(t)))
                        .copied()
                        .unwrap_or(0);
                    prop_assert_eq!(c.value, want as u64, "thread {} load of its own word", t);
                }
                Op::Atom { global, slot, .. } => {
                    let sm = if global { 0 } else { sm_of(t) };
                    atom_log
                        .entry((global, atom_addr(global, slot), sm))
                        .or_default()
                        .push((c.value, op));
                }
            }
        }
        rounds += 1;
        prop_assert!(rounds < 200_000, "no progress");
    }
    m.check_full().map_err(|e| TestCaseError::fail(e.message))?;
    // Final memory through the coherent view equals the reference.
    for (&(space, a, sm), &v) in &reference {
        let got = if space == 2 {
            // Shared memory is per SM; host_read shows SM 0, so read it back with a load.
            let r = MemReq {
                sm,
                dst: Some(0),
                who: ThreadRef {
                    grid: 9,
                    block: 0,
                    warp: 0,
                    lane: 0,
                },
                ..request(
                    0,
                    sm,
                    Op::Own {
                        space,
                        slot: 0,
                        store: None,
                        cop: 0,
                        volatile: false,
                    },
                )
            };
            let r = MemReq { addr: a, ..r };
            m.issue(&[r]);
            let mut d = Vec::new();
            m.drain(&mut sched, &mut d)
                .map_err(|e| TestCaseError::fail(e.message))?;
            d[0].value as u32
        } else {
            u32::from_le_bytes(m.host_read(space_of(space), a, 4).try_into().unwrap())
        };
        prop_assert_eq!(got, v, "final value of owned word {:#x}", a);
    }
    // Atomics: the returned old values chain into one sequential order ending in the final value.
    for (&(global, a, sm), log) in &atom_log {
        let final_v = if global {
            u32::from_le_bytes(m.host_read(StateSpace::Global, a, 4).try_into().unwrap()) as u64
        } else {
            let r = MemReq {
                addr: a,
                space: StateSpace::Shared,
                who: ThreadRef {
                    grid: 9,
                    block: 0,
                    warp: 0,
                    lane: 0,
                },
                ..request(
                    0,
                    sm,
                    Op::Own {
                        space: 2,
                        slot: 0,
                        store: None,
                        cop: 0,
                        volatile: false,
                    },
                )
            };
            m.issue(&[r]);
            let mut d = Vec::new();
            m.drain(&mut sched, &mut d)
                .map_err(|e| TestCaseError::fail(e.message))?;
            d[0].value
        };
        prop_assert!(
            linearizable(log, final_v),
            "atomics on {:#x} (sm {}) not linearizable: {:?} final {}",
            a,
            sm,
            log,
            final_v
        );
    }
    Ok(())
}

/// Is there an order of the logged atomics, starting from 0, in which each returns the value the
/// previous left, ending in `final_v`? (Backtracking; logs are short.)
fn linearizable(log: &[(u64, Op)], final_v: u64) -> bool {
    fn go(cur: u64, left: &mut Vec<(u64, Op)>, final_v: u64) -> bool {
        if left.is_empty() {
            return cur == final_v;
        }
        for i in 0..left.len() {
            if left[i].0 == cur {
                let (old, op) = left.remove(i);
                let new = match op {
                    Op::Atom {
                        add, exch: true, ..
                    } => add as u64,
                    Op::Atom { add, .. } => (old + add as u64) & 0xffff_ffff,
                    _ => unreachable!(),
                };
                if go(new, left, final_v) {
                    return true;
                }
                left.insert(i, (old, op));
            }
        }
        false
    }
    go(0, &mut log.to_vec(), final_v)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn race_free_programs_end_sequentially_consistent(
        threads in prop::collection::vec(prop::collection::vec(op_strategy(), 1..16), 2..6),
        sms in 1u32..4,
        seed in any::<u64>(),
        tiny in any::<bool>(),
        literal in any::<bool>(),
    ) {
        run(&threads, sms, seed, tiny, literal)?;
    }
}
