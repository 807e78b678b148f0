//! The warp domain (thesis §5.4, T:L1958-2002): warp state, execution state, the branching token
//! stack and the disable mask.

use super::mask::{LaneMask, RegLanes};
use super::regs::Regs;
use crate::program::ir::{ProgAddr, RegId};
use crate::thread::Thread;
use serde::Serialize;

/// `WarpState = {active, completed}` (T:L1966).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum WarpState {
    Active,
    Completed,
}

/// `DisableState = {enabled, break, return, exit}` (T:L1990-1992), as one lane mask per non-enabled
/// state (a lane is in at most one of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize)]
pub struct DisableMask {
    pub brk: LaneMask,
    pub ret: LaneMask,
    pub exit: LaneMask,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Disable {
    Enabled,
    Break,
    Return,
    Exit,
}

impl DisableMask {
    pub fn get(&self, lane: usize) -> Disable {
        if self.exit.get(lane) {
            Disable::Exit
        } else if self.ret.get(lane) {
            Disable::Return
        } else if self.brk.get(lane) {
            Disable::Break
        } else {
            Disable::Enabled
        }
    }
    /// Lanes whose state is not `enabled`.
    pub fn disabled(&self) -> LaneMask {
        self.brk.or(&self.ret).or(&self.exit)
    }
    /// The figures' notation: `0` enabled, `b` break, `r` return, `e` exit; lane 0 first.
    pub fn to_string_n(&self, n: usize) -> String {
        (0..n)
            .map(|l| match self.get(l) {
                Disable::Enabled => '0',
                Disable::Break => 'b',
                Disable::Return => 'r',
                Disable::Exit => 'e',
            })
            .collect()
    }
}

/// `TokenType = {sync, diverge, call, break}` (T:L1996).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum TokenKind {
    Sync,
    Diverge,
    Call,
    Break,
}

impl TokenKind {
    pub fn name(self) -> &'static str {
        match self {
            TokenKind::Sync => "sync",
            TokenKind::Diverge => "diverge",
            TokenKind::Call => "call",
            TokenKind::Break => "break",
        }
    }
}

/// `ExecToken = TokenType × ActiveMask × ProgAddr` (T:L1996).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Token {
    pub kind: TokenKind,
    pub mask: LaneMask,
    pub pc: ProgAddr,
}

/// `ExecState = ProgAddr × ActiveMask × DisableMask × ExecToken*` (T:L2002). The stack's top is
/// the **last** element.
///
/// `repr(C)`, the stack's header before the masks: it shares a cache line with the pc and the
/// first word of the active mask, which every warp step reads, instead of lying behind four
/// 1024-lane masks (the checks read it before and after every step).
#[derive(Debug, PartialEq, Eq)]
#[repr(C)]
pub struct ExecState {
    pub pc: ProgAddr,
    pub stack: Vec<Token>,
    pub active: LaneMask,
    pub disable: DisableMask,
}
crate::reuse::clone_reusing!(ExecState {
    pc,
    stack,
    active,
    disable
});

/// `Warp = WarpState × ExecState × BarrierIdx* × Thread^WarpSize` (T:L1974), plus the warp's slice
/// of the register file (the thesis keeps registers in the memory environment, T:L1734; we store
/// them structure-of-arrays beside the warp: `regs[reg * lanes + lane]`).
#[derive(Debug)]
// `repr(C)`: the fields a warp step reads first (state, counters, lane count, the register
// file's pointer, pc and the first word of the active mask) share the struct's first cache
// line; a step touches a warp that is usually cold (hundreds of resident warps).
#[repr(C)]
pub struct Warp {
    pub state: WarpState,
    /// Barriers this warp waits on, as a bit set over `BarrierIdx` (T:L1972).
    pub barriers: u16,
    /// Index of this warp in its block.
    pub index: u32,
    /// Number of (register, lane) pairs set in `blocked`, kept by the warp step and
    /// `complete`: 0 tells the decoded fast path that no register can be blocked without
    /// looking (code that sets `blocked` directly leaves it alone; only the fast path reads it,
    /// and debug builds compare).
    pub blocked_count: u32,
    /// Number of threads with a membar level (`Thread::membar` is `Some`), so that
    /// canBeScheduled need not scan the threads (docs/performance.md, "Deviations"). Kept by
    /// the warp step (membar/bar), updMemBar and [`Warp::recount_membar`], which whoever sets
    /// `Thread::membar` directly must call; `can_be_scheduled` checks it in debug builds.
    pub membar_count: u32,
    /// Number of lanes (the configured warp size; dummy lanes of a partial warp included, T:L2004).
    pub lanes: usize,
    pub regs: Regs,
    pub exec: ExecState,
    /// Per register: lanes whose register is blocked by a pending memory operation (T:L1734, T:L2630).
    pub blocked: RegLanes,
    /// Pending memory operations per lane (for membar, T:L2764).
    pub pending_ops: Vec<u32>,
    pub threads: Vec<Thread>,
    /// Independent thread scheduling (docs/its.md): every thread's own execution state;
    /// `None` under the thesis' SIMT scheduling (the default).
    pub its: Option<Box<ItsState>>,
}
crate::reuse::clone_reusing!(Warp {
    state,
    barriers,
    index,
    blocked_count,
    membar_count,
    lanes,
    regs,
    exec,
    blocked,
    pending_ops,
    threads,
    its
});

impl Warp {
    /// Recompute [`Warp::membar_count`] from the threads.
    pub fn recount_membar(&mut self) {
        self.membar_count = self.threads.iter().filter(|t| t.membar.is_some()).count() as u32;
    }
    /// The warp's control state as words, for state fingerprints (explore's and the livelock
    /// detector's): state, barriers, index, lane count, pc, masks, token stack, blocked
    /// registers, pending operations and every thread's κ and membar level, each list preceded by
    /// its length (the per-lane lists as runs that add up to it) so that no two states give the
    /// same words. Masks contribute the words of the
    /// warp's lanes only (no bit beyond them is ever set). The registers are left out: hash
    /// `regs` beside the words, as one slice. One bulk write replaces a hasher call per field
    /// and per thread.
    pub fn state_words(&self, out: &mut Vec<u64>) {
        let e = &self.exec;
        out.extend([
            self.state as u64 | (self.barriers as u64) << 8 | (self.index as u64) << 32,
            self.lanes as u64,
            e.pc as u64 | (e.stack.len() as u64) << 32,
            self.threads.len() as u64 | (self.blocked.regs() as u64) << 32,
            self.pending_ops.len() as u64,
        ]);
        let n = e.active.words_in(self.lanes).len();
        // Word by word: a mask is one or two words, shorter than a copy call.
        out.reserve(4 * n + self.blocked.words().len() + e.stack.len() * (n + 1));
        for m in [&e.active, &e.disable.brk, &e.disable.ret, &e.disable.exit] {
            m.words()[..n].iter().for_each(|&w| out.push(w));
        }
        for t in &e.stack {
            out.push(t.kind as u64 | (t.pc as u64) << 8);
            t.mask.words()[..n].iter().for_each(|&w| out.push(w));
        }
        // The blocked table holds the same `n` words per register.
        out.extend_from_slice(self.blocked.words());
        // Per-lane lists as runs of equal entries (count, entry): the lanes of a warp mostly
        // agree, and a run costs two words where 32 lanes cost 32.
        let mut i = 0;
        while i < self.pending_ops.len() {
            let v = self.pending_ops[i];
            let n = self.pending_ops[i..]
                .iter()
                .take_while(|&&x| x == v)
                .count();
            out.push(n as u64 | (v as u64) << 32);
            i += n;
        }
        let mut i = 0;
        while i < self.threads.len() {
            let t = &self.threads[i];
            let n = self.threads[i..]
                .iter()
                // element-wise: stacks are a frame or two deep, shorter than a memcmp call
                .take_while(|u| u.membar == t.membar && u.call_stack.iter().eq(&t.call_stack))
                .count();
            let membar = t.membar.map_or(0, |m| m as u64 + 1);
            out.push(n as u64 | (t.call_stack.len() as u64) << 32 | membar << 48);
            out.extend(t.call_stack.iter().map(|&f| f as u64));
            i += n;
        }
        if let Some(its) = &self.its {
            its.state_words(self.lanes, out);
        }
    }
    /// Equal to `o` in everything [`Warp::state_words`] covers (all but the registers).
    pub fn same_control(&self, o: &Warp) -> bool {
        self.state == o.state
            && self.barriers == o.barriers
            && self.index == o.index
            && self.lanes == o.lanes
            && self.exec == o.exec
            && self.blocked == o.blocked
            && self.pending_ops == o.pending_ops
            && self.threads.len() == o.threads.len()
            && self
                .threads
                .iter()
                .zip(&o.threads)
                .all(|(a, b)| a.call_stack == b.call_stack && a.membar == b.membar)
            && match (&self.its, &o.its) {
                (None, None) => true,
                (Some(a), Some(b)) => a.same(b),
                _ => false,
            }
    }
    #[inline]
    pub fn reg(&self, r: RegId, lane: usize) -> u64 {
        self.regs[r as usize * self.lanes + lane]
    }
    #[inline]
    pub fn set_reg(&mut self, r: RegId, lane: usize, v: u64) {
        let i = r as usize * self.lanes + lane;
        self.regs.write(r as usize)[i] = v;
    }
}

/// The per-thread state of a warp under independent thread scheduling (docs/its.md; the
/// rules are in `its.rs`).
#[derive(Clone, Debug)]
pub struct ItsState {
    /// Per lane: the thread's own execution state, that of a one-lane warp (pc, token stack,
    /// disable mask in which every other lane is `exit`).
    pub threads: Vec<ExecState>,
    /// Retired threads (`exit`), dummy lanes included.
    pub done: LaneMask,
    /// Lanes the (partial) warp does not have (T:L2004): retired from the start.
    pub dummies: LaneMask,
    /// Per lane: the barriers (`bar.sync`/`bar.red`) the thread waits on; a bit counts only
    /// while the warp's `barriers` still has it (the block clears that when the barrier ends).
    pub bar_wait: Vec<u16>,
    /// The lanes of the last `bar.warp.sync` whose memory ordering is still in force: none of
    /// them runs until every one of them has completed the memory operations it issued before
    /// it (the PTX ISA: the barrier "guarantees memory ordering among threads participating in
    /// barrier"). Under SIMT the warp's membar count holds the whole warp back; under ITS each
    /// lane's membar level is its own, so without this a lane whose own stores had landed would
    /// read a participant's word before that participant's store.
    pub fence: LaneMask,
    /// Bookkeeping, not part of the semantic state (fingerprints leave it out): steps of this
    /// warp, the step at which each lane last ran, and the lanes of the last step.
    pub tick: u64,
    pub last_run: Vec<u64>,
    pub last_group: LaneMask,
}

impl ItsState {
    /// The semantic state as words (for fingerprints, beside [`Warp::state_words`]): per lane
    /// its pc, disable state, token stack and barrier waits; the retired lanes.
    pub fn state_words(&self, lanes: usize, out: &mut Vec<u64>) {
        let n = self.done.words_in(lanes).len();
        out.push(0x175 << 32 | self.threads.len() as u64);
        out.extend_from_slice(&self.done.words()[..n]);
        out.extend_from_slice(&self.fence.words()[..n]);
        for (l, e) in self.threads.iter().enumerate() {
            let own = |m: &LaneMask| m.get(l) as u64;
            out.push(
                e.pc as u64
                    | (e.stack.len() as u64) << 32
                    | own(&e.disable.brk) << 56
                    | own(&e.disable.ret) << 57
                    | own(&e.active) << 58
                    | (self.bar_wait[l] as u64) << 40,
            );
            for t in &e.stack {
                out.push(t.kind as u64 | (t.pc as u64) << 8 | (t.mask.get(l) as u64) << 40);
            }
        }
    }

    /// Equal in everything [`ItsState::state_words`] covers.
    pub fn same(&self, o: &ItsState) -> bool {
        self.threads == o.threads
            && self.done == o.done
            && self.dummies == o.dummies
            && self.bar_wait == o.bar_wait
    }
}
