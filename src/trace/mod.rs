//! Warp traces (docs/design.md, "Interfaces"): one [`WarpStepEvent`] per warp step, written as a JSON
//! Lines object with `"event": "warp_step"`, and the table of the thesis's figures (T:L2027,
//! T:L2079): `pc active disable stack`, state after the step, stack top first.

use crate::program::env::ProgEnv;
use crate::warp::state::Warp;
use crate::warp::step::StepOutcome;
use serde::Serialize;

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
}

impl WarpStepEvent {
    /// Build the event of a step that executed `out.pc` and left the warp in state `w`.
    pub fn new(prog: &ProgEnv, block: [u32; 3], w: &Warp, out: &StepOutcome) -> WarpStepEvent {
        let n = w.lanes;
        let src = prog.index(out.pc).and_then(|i| prog.src.get(i).copied());
        WarpStepEvent {
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
        }
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
