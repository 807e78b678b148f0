//! Warp traces (docs/design.md, "Interfaces"): one [`WarpStepEvent`] per warp step, written as a JSON
//! Lines object with `"event": "warp_step"`, and the table of the thesis's figures (T:L2027,
//! T:L2079): `pc active disable stack`, state after the step, stack top first.

use crate::program::env::ProgEnv;
use crate::program::ir::ProgAddr;
use crate::warp::mask::LaneMask;
use crate::warp::state::{Disable, Warp};
use crate::warp::step::StepOutcome;
use serde::Serialize;
use std::collections::BTreeMap;

/// One stack token as traced: `{"kind", "active", "line"}`, `line` = source line of its resume pc.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TokenEvent {
    pub kind: &'static str,
    pub active: String,
    pub line: u32,
}

/// One warp step, state after the step. Field order is the JSON order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WarpStepEvent {
    pub event: &'static str,
    pub block: [u32; 3],
    pub warp: u32,
    /// Source line of the executed instruction (for injected instructions: of the instruction they
    /// were injected for).
    pub line: u32,
    pub rule: &'static str,
    /// Active mask after the step, lane 0 first.
    pub active: String,
    /// `0` enabled, `b` break, `r` return, `e` exit, lane 0 first.
    pub disable: String,
    /// Tokens, top first.
    pub stack: Vec<TokenEvent>,
    /// Present (true) only for instructions the loader injected (docs/design.md §2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub injected: Option<bool>,
    /// Independent thread scheduling only (docs/its.md): every live thread's pc and call depth
    /// after the step, threads that share both in one group, by pc. (`active` is then the
    /// threads that stepped, `disable` each thread's own state, and `stack` is empty.)
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threads: Option<Vec<ThreadsEvent>>,
    /// Independent thread scheduling only: present (true) when the threads that stepped went
    /// to different pcs (the schedule let them diverge).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diverged: Option<bool>,
    /// Independent thread scheduling only: present (true) when a thread that stepped joined
    /// threads that did not step, at their pc (the schedule let them reconverge).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reconverged: Option<bool>,
}

/// Threads of an ITS warp that stand at one pc with one call depth: `{"line", "pc", "depth",
/// "lanes"}` (and `"injected": true` where the pc is an instruction the loader injected).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ThreadsEvent {
    pub line: u32,
    /// The program address (the loader's, as `fermi-sim check` lists them): threads at two
    /// instructions of one source line (an injected one beside the line's own) are told apart.
    pub pc: ProgAddr,
    pub depth: u32,
    pub lanes: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub injected: Option<bool>,
}

/// What an ITS warp step shows instead of the SIMT warp state (docs/its.md, "Traces"): the
/// threads that stepped, each thread's disable state, the thread groups after the step, and
/// whether the step diverged or reconverged threads. `None` for a SIMT warp.
pub struct ItsStep {
    pub stepped: String,
    pub disable: String,
    pub threads: Vec<ThreadsEvent>,
    pub diverged: bool,
    pub reconverged: bool,
}

/// [`ItsStep`] of warp `w` after a step that executed `pc`, masks cut to `n` lanes.
pub fn its_step(prog: &ProgEnv, w: &Warp, pc: ProgAddr, n: usize) -> Option<ItsStep> {
    let its = w.its.as_deref()?;
    let n = n.min(w.lanes);
    let stepped = its.last_group;
    let mut disable = String::with_capacity(n);
    for l in 0..n {
        disable.push(if its.done.get(l) {
            'e'
        } else {
            match its.threads[l].disable.get(l) {
                Disable::Break => 'b',
                Disable::Return => 'r',
                _ => '0',
            }
        });
    }
    // Live threads by (pc, call depth), in that order.
    let mut groups: BTreeMap<(ProgAddr, u32), LaneMask> = BTreeMap::new();
    for l in (0..n).filter(|&l| !its.done.get(l)) {
        // κ holds the kernel's own frame first: depth 0 in the kernel, 1 in a function it calls.
        let depth = w
            .threads
            .get(l)
            .map_or(0, |t| t.call_stack.len().saturating_sub(1) as u32);
        groups.entry((its.threads[l].pc, depth)).or_default().set(l);
    }
    let live_stepped = stepped.and_not(&its.done);
    let mut to: Vec<ProgAddr> = live_stepped
        .lanes()
        .filter(|&l| l < n)
        .map(|l| its.threads[l].pc)
        .collect();
    to.sort_unstable();
    to.dedup();
    let others = LaneMask::first(n).and_not(&its.done).and_not(&stepped);
    let reconverged = to
        .iter()
        .any(|&p| p != pc && others.lanes().any(|l| its.threads[l].pc == p));
    let threads = groups
        .into_iter()
        .map(|((p, depth), m)| ThreadsEvent {
            line: prog.line(p),
            pc: p,
            depth,
            lanes: m.to_string_n(n),
            injected: prog
                .index(p)
                .and_then(|i| prog.src.get(i))
                .filter(|s| s.injected)
                .map(|_| true),
        })
        .collect();
    Some(ItsStep {
        stepped: stepped.to_string_n(n),
        disable,
        threads,
        diverged: to.len() > 1,
        reconverged,
    })
}

impl WarpStepEvent {
    /// Build the event of a step that executed `out.pc` and left the warp in state `w`.
    pub fn new(prog: &ProgEnv, block: [u32; 3], w: &Warp, out: &StepOutcome) -> WarpStepEvent {
        let n = w.lanes;
        let src = prog.index(out.pc).and_then(|i| prog.src.get(i).copied());
        let its = its_step(prog, w, out.pc, n);
        let mut e = WarpStepEvent {
            event: "warp_step",
            block,
            warp: w.index,
            line: src.map(|s| s.line).unwrap_or(0),
            rule: out.rule.name(),
            active: w.exec.active.to_string_n(n),
            disable: w.exec.disable.to_string_n(n),
            stack: w
                .exec
                .stack
                .iter()
                .rev()
                .map(|t| TokenEvent {
                    kind: t.kind.name(),
                    active: t.mask.to_string_n(n),
                    line: prog.line(t.pc),
                })
                .collect(),
            injected: src.filter(|s| s.injected).map(|_| true),
            threads: None,
            diverged: None,
            reconverged: None,
        };
        if let Some(i) = its {
            e.active = i.stepped;
            e.disable = i.disable;
            e.stack.clear();
            e.threads = Some(i.threads);
            e.diverged = i.diverged.then_some(true);
            e.reconverged = i.reconverged.then_some(true);
        }
        e
    }

    /// The JSON Lines object (no trailing newline).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Write the event as one JSON Lines record (object + `\n`).
    pub fn write_jsonl(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        serde_json::to_writer(&mut *out, self)?;
        out.write_all(b"\n")
    }
}

fn first(s: &str, lanes: usize) -> &str {
    match s.char_indices().nth(lanes) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}

/// The golden-table format of `traces/thesis/*.txt`: a header `pc\tactive\tdisable\tstack`, then
/// one tab-separated row per step with masks cut to the first `lanes` lanes and stack tokens
/// `(kind,mask,line)` separated by one space, `ε` for an empty stack. Every line ends in `\n`.
/// The warp's steps in the layout of the thesis' figures (pc, α, δ, stack top first; T:L2027);
/// injected instructions are marked `*`.
pub fn render_table(events: &[WarpStepEvent], lanes: usize) -> String {
    if events.iter().any(|e| e.threads.is_some()) {
        return render_its_table(events, lanes);
    }
    let mut out = String::from("pc\tactive\tdisable\tstack\n");
    for e in events {
        let stack = if e.stack.is_empty() {
            "ε".to_string()
        } else {
            e.stack
                .iter()
                .map(|t| format!("({},{},{})", t.kind, first(&t.active, lanes), t.line))
                .collect::<Vec<_>>()
                .join(" ")
        };
        // An instruction the loader injected (docs/design.md §2) shows the line it was injected for,
        // marked with `*`.
        let mark = if e.injected == Some(true) { "*" } else { "" };
        out.push_str(&format!(
            "{}{mark}\t{}\t{}\t{}\n",
            e.line,
            first(&e.active, lanes),
            first(&e.disable, lanes),
            stack
        ));
    }
    out
}

/// The table of an ITS warp (docs/its.md, "Traces"): per step the pc (line) the chosen threads
/// ran, the threads that stepped, each thread's disable state (`e` retired), the live threads
/// after the step as `(line,lanes)` groups by pc (`(line,lanes,depth)` at a call depth above
/// 0; `*` marks an injected instruction, `@0x10e` the address where two groups share a line), and `diverge` / `reconverge` where the step split the
/// threads that ran or joined them to others.
pub fn render_its_table(events: &[WarpStepEvent], lanes: usize) -> String {
    let mut out = String::from("pc\tstepped\tdisable\tthreads\tschedule\n");
    for e in events {
        let groups = e.threads.as_deref().unwrap_or_default();
        let threads = if groups.is_empty() {
            "-".to_string()
        } else {
            groups
                .iter()
                .map(|g| {
                    let star = if g.injected == Some(true) { "*" } else { "" };
                    // Two groups on one line: say which instruction of it.
                    let at = if groups.iter().filter(|h| h.line == g.line).count() > 1 {
                        format!("@{:#x}", g.pc)
                    } else {
                        String::new()
                    };
                    let m = first(&g.lanes, lanes);
                    if g.depth > 0 {
                        format!("({}{star}{at},{m},{})", g.line, g.depth)
                    } else {
                        format!("({}{star}{at},{m})", g.line)
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut sched = Vec::new();
        if e.diverged == Some(true) {
            sched.push("diverge");
        }
        if e.reconverged == Some(true) {
            sched.push("reconverge");
        }
        let mark = if e.injected == Some(true) { "*" } else { "" };
        out.push_str(&format!(
            "{}{mark}\t{}\t{}\t{threads}\t{}\n",
            e.line,
            first(&e.active, lanes),
            first(&e.disable, lanes),
            sched.join(" ")
        ));
    }
    out
}
