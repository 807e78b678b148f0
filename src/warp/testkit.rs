//! Helpers for tests and small tools: a [`ProgEnv`] built by hand from `(line, guard, instr)`
//! rows (until the loader is used), and a single-warp driver that steps one warp to completion,
//! completing memory actions at once.

use super::state::{Warp, WarpState};
use super::step::{complete, warp_step, StepCtx, StepOutcome, Stuck, ThreadBarAct, ThreadMemAct};
use crate::checks::safety::ShadowWarp;
use crate::program::env::{FuncInfo, ProgEnv, RegInfo};
use crate::program::ir::{Guard, Instr, Operand, ProgAddr, SrcInfo};
use crate::sched::{ChoiceKind, Scheduler};
use crate::thread::expr::SRegCtx;
use crate::trace::WarpStepEvent;
use std::sync::Arc;

/// Program address of `instrs[0]` in hand-built programs.
pub const BASE: ProgAddr = 0x100;

/// A hand-built program. Branch targets (ssy/preBrk/preRet/bra labels/brx tables/`Operand::Label`)
/// are written as SOURCE LINES and mapped to the address of the first instruction at or after that
/// line, so a label line maps to the instruction after the label, as in the listings.
pub struct HandProg {
    pub prog: ProgEnv,
    lines: Vec<u32>,
}

impl HandProg {
    /// `rows`: instructions in address order with their listing line; `funcs`: (name, first line,
    /// last line, is_kernel); `nregs`: number of registers.
    pub fn new(
        rows: Vec<(u32, Guard, Instr)>,
        funcs: &[(&str, u32, u32, bool)],
        nregs: usize,
    ) -> HandProg {
        let lines: Vec<u32> = rows.iter().map(|r| r.0).collect();
        let at = |l: u32| -> ProgAddr {
            BASE + lines.iter().position(|&x| x >= l).unwrap_or(lines.len()) as ProgAddr
        };
        let map_op = |o: Operand| match o {
            Operand::Label(l) => Operand::Label(at(l)),
            o => o,
        };
        let mut instrs = Vec::new();
        let mut guards = Vec::new();
        let mut src = Vec::new();
        for (line, g, i) in rows {
            let i = match i {
                Instr::Ssy { target } => Instr::Ssy { target: at(target) },
                Instr::PreBrk { target } => Instr::PreBrk { target: at(target) },
                Instr::PreRet { target } => Instr::PreRet { target: at(target) },
                Instr::Bra { target } => Instr::Bra {
                    target: map_op(target),
                },
                Instr::BrxIdx { index, targets } => Instr::BrxIdx {
                    index,
                    targets: targets.iter().map(|&t| at(t)).collect(),
                },
                Instr::Mov { ty, dst, src } => Instr::Mov {
                    ty,
                    dst,
                    src: map_op(src),
                },
                i => i,
            };
            instrs.push(i);
            guards.push(g);
            src.push(SrcInfo {
                line,
                col: 1,
                injected: false,
                ordered: false,
                vec_bytes: 0,
            });
        }
        let funcs = funcs
            .iter()
            .map(|&(name, first, last, k)| FuncInfo {
                name: name.into(),
                is_kernel: k,
                entry: at(first),
                end: at(last + 1),
                params: vec![],
                param_bytes: 0,
                frame: Default::default(),
                shared_bytes: 0,
                line: first,
            })
            .collect();
        let regs = (0..nregs)
            .map(|i| RegInfo {
                name: format!("%r{i}"),
                source_name: format!("%r{i}"),
                ty: None,
                func: None,
            })
            .collect();
        let prog = ProgEnv {
            prog_idx: 0,
            base: BASE,
            instrs,
            guards,
            src,
            labels: vec![],
            funcs,
            vars: vec![],
            regs,
            stack_base: None,
            initial_stack_base: 0,
            local_bytes: 0,
            global_bytes: 0,
            const_bytes: 0,
            dialect: crate::ptx::ast::Dialect::Thesis,
            file: "hand-built".into(),
            source: Arc::from(""),
            unusable: Vec::new(),
            skipped: Vec::new(),
            decoded: Default::default(),
            reg_uses: Default::default(),
            cas_reads: Default::default(),
            kernel_regs: None,
        };
        HandProg { prog, lines }
    }

    /// Address of the first instruction at or after `line`.
    pub fn addr(&self, line: u32) -> ProgAddr {
        BASE + self
            .lines
            .iter()
            .position(|&x| x >= line)
            .unwrap_or(self.lines.len()) as ProgAddr
    }
}

/// A scheduler that answers from a script (then 0), recording what it was asked.
#[derive(Default, Debug)]
pub struct Scripted {
    pub answers: Vec<usize>,
    pub asked: Vec<(ChoiceKind, usize)>,
}

impl Scheduler for Scripted {
    fn choose(&mut self, kind: ChoiceKind, n: usize) -> usize {
        self.asked.push((kind, n));
        if self.answers.is_empty() {
            0
        } else {
            self.answers.remove(0).min(n.saturating_sub(1))
        }
    }
}

/// The result of [`run_warp`].
pub struct Run {
    pub events: Vec<WarpStepEvent>,
    pub outcomes: Vec<StepOutcome>,
    pub mem: Vec<ThreadMemAct>,
    pub bars: Vec<ThreadBarAct>,
    pub stuck: Option<Stuck>,
    /// The first violation the safety check ([`crate::checks::safety`]) found.
    pub safety: Option<String>,
}

/// Step one warp (block 0) until it completes, gets stuck, or `max_steps` pass. Memory actions
/// complete at once with `load(act)` as the value; barrier waits are released at once; membar
/// levels are cleared when the thread has no pending operation. The safety check runs after
/// every step.
pub fn run_warp(
    prog: &ProgEnv,
    w: &mut Warp,
    sched: &mut dyn Scheduler,
    max_steps: usize,
    load: &mut dyn FnMut(&ThreadMemAct) -> u64,
) -> Run {
    let block_dim = [w.lanes as u32, 1, 1];
    run_warp_in(prog, w, block_dim, sched, max_steps, load)
}

/// [`run_warp`] for a warp of a block of `block_dim` threads (`%ntid`).
pub fn run_warp_in(
    prog: &ProgEnv,
    w: &mut Warp,
    block_dim: [u32; 3],
    sched: &mut dyn Scheduler,
    max_steps: usize,
    load: &mut dyn FnMut(&ThreadMemAct) -> u64,
) -> Run {
    let mut run = Run {
        events: vec![],
        outcomes: vec![],
        mem: vec![],
        bars: vec![],
        stuck: None,
        safety: None,
    };
    let mut shadow = ShadowWarp::new(w);
    let mut mem_out = Vec::new();
    let mut bar_out = Vec::new();
    for step in 0..max_steps {
        if w.state == WarpState::Completed {
            break;
        }
        mem_out.clear();
        bar_out.clear();
        let mut cx = StepCtx {
            prog,
            params: &[],
            sregs: SRegCtx {
                block_idx: [0; 3],
                block_dim,
                grid_dim: [1, 1, 1],
                grid_id: 0,
                sm: 0,
                num_sms: 1,
                warp_index: 0,
                warps_per_block: 1,
                clock: step as u64,
                shared_bytes: 0,
                static_shared: 0,
                reserved_shared: 0,
                grid_sync: 0,
            },
            sched: &mut *sched,
            mem_out: &mut mem_out,
            bar_out: &mut bar_out,
            rt_out: &mut Vec::new(),
        };
        shadow.before_step(w, prog);
        match warp_step(w, &mut cx) {
            Ok(out) => {
                if run.safety.is_none() {
                    run.safety = shadow.after_step(w, prog);
                }
                run.events.push(WarpStepEvent::new(prog, [0; 3], w, &out));
                run.outcomes.push(out);
            }
            Err(s) => {
                run.stuck = Some(s);
                break;
            }
        }
        for m in &mem_out {
            let v = load(m);
            complete(w, m.lane as usize, m.dst, v);
        }
        for b in &bar_out {
            if b.dst.is_some() {
                complete(w, b.lane as usize, b.dst, b.pred.unwrap_or(false) as u64);
            }
        }
        w.barriers = 0;
        for (l, t) in w.threads.iter_mut().enumerate() {
            if w.pending_ops[l] == 0 {
                t.membar = None;
            }
        }
        w.recount_membar();
        run.mem.extend_from_slice(&mem_out);
        run.bars.extend_from_slice(&bar_out);
    }
    run
}

/// An active warp at position `index` of `lanes` lanes with `regs` zeroed registers (none
/// blocked), all lanes active, no threads: what block-step and lane-loop tests read and write.
pub fn bare_warp(index: u32, lanes: usize, regs: usize) -> Warp {
    Warp {
        state: WarpState::Active,
        exec: super::state::ExecState {
            pc: 0,
            active: super::mask::LaneMask::first(lanes),
            disable: super::state::DisableMask::default(),
            stack: Vec::new(),
        },
        barriers: 0,
        threads: Vec::new(),
        lanes,
        index,
        regs: vec![0; regs * lanes].into(),
        blocked: super::mask::RegLanes::new(regs, lanes),
        pending_ops: vec![0; lanes],
        blocked_count: 0,
        membar_count: 0,
        its: None,
    }
}

/// An executing-lane mask for the lane-loop tests: every other one full (the range loop), the
/// rest random (the bit-scanning loop).
pub fn random_exec(s: &mut u64, lanes: usize) -> super::mask::LaneMask {
    if crate::testrand::xorshift(s).is_multiple_of(2) {
        return super::mask::LaneMask::first(lanes);
    }
    let bits = crate::testrand::xorshift(s);
    let mut m = super::mask::LaneMask::EMPTY;
    (0..lanes.min(64))
        .filter(|l| bits >> l & 1 == 1)
        .for_each(|l| m.set(l));
    m
}
