//! `--trace FILE.jsonl` (docs/design.md, "Interfaces"): one JSON object per line; each warp step with the
//! warp state after the step in the notation of the thesis' figures (T:L2027, T:L2079).

use crate::block::{StepRecord, ThreadBlock};
use crate::grid::Grid;
use crate::program::env::ProgEnv;
use crate::trace::WarpStepEvent;
use std::io::Write;

pub struct TraceWriter {
    out: Option<std::io::BufWriter<Box<dyn Write>>>,
    /// `(linear block, warp)` whose steps are also kept as [`WarpStepEvent`]s (`fermi-sim trace`).
    pub watch: Option<(u32, u32)>,
    pub events: Vec<WarpStepEvent>,
    lanes: usize,
    line: String,
    pub failed: bool,
}

impl TraceWriter {
    pub fn new(w: Option<Box<dyn Write>>, lanes: usize, watch: Option<(u32, u32)>) -> TraceWriter {
        TraceWriter {
            out: w.map(std::io::BufWriter::new),
            watch,
            events: Vec::new(),
            lanes,
            line: String::new(),
            failed: false,
        }
    }

    fn emit(&mut self) {
        self.line.push('\n');
        if let Some(o) = &mut self.out {
            if o.write_all(self.line.as_bytes()).is_err() {
                self.failed = true;
            }
        }
        self.line.clear();
    }

    /// A warp step: block, warp, source line, rule, active mask, disable mask, token stack (top first).
    pub fn warp_step(
        &mut self,
        step: u64,
        prog: &ProgEnv,
        grid: &Grid,
        b: &ThreadBlock,
        s: &StepRecord,
    ) {
        use std::fmt::Write as _;
        let w = &b.warps[s.warp as usize];
        if self.watch == Some((b.linear, s.warp)) {
            self.events
                .push(WarpStepEvent::new(prog, b.bid, w, &s.outcome));
        }
        if self.out.is_none() {
            return;
        }
        let n = self.lanes.min(w.lanes);
        let idx = prog.index(s.outcome.pc);
        let (line, injected) = idx
            .map(|i| (prog.src[i].line, prog.src[i].injected))
            .unwrap_or((0, false));
        // Under independent thread scheduling: the threads that stepped, each thread's state,
        // no token stack, and every thread's pc and call depth (docs/its.md, "Traces").
        let its = crate::trace::its_step(prog, w, s.outcome.pc, n);
        let (active, disable) = match &its {
            Some(i) => (i.stepped.clone(), i.disable.clone()),
            None => (w.exec.active.to_string_n(n), w.exec.disable.to_string_n(n)),
        };
        let l = &mut self.line;
        let _ = write!(
            l,
            r#"{{"event":"warp_step","step":{step},"grid":{},"block":[{},{},{}],"warp":{},"line":{line},"rule":"{}","active":"{active}","disable":"{disable}","stack":["#,
            grid.gid,
            b.bid[0],
            b.bid[1],
            b.bid[2],
            s.warp,
            s.outcome.rule.name(),
        );
        let tokens = if its.is_some() {
            &[][..]
        } else {
            &w.exec.stack[..]
        };
        for (i, t) in tokens.iter().rev().enumerate() {
            if i > 0 {
                l.push(',');
            }
            let _ = write!(
                l,
                r#"{{"kind":"{}","active":"{}","line":{}}}"#,
                t.kind.name(),
                t.mask.to_string_n(n),
                prog.line(t.pc)
            );
        }
        l.push(']');
        if injected {
            l.push_str(r#","injected":true"#);
        }
        if let Some(i) = its {
            let _ = write!(
                l,
                r#","threads":{}"#,
                serde_json::to_string(&i.threads).unwrap_or_default()
            );
            if i.diverged {
                l.push_str(r#","diverged":true"#);
            }
            if i.reconverged {
                l.push_str(r#","reconverged":true"#);
            }
        }
        l.push('}');
        self.emit();
    }

    /// Block-level events: `block_issue`, `block_complete`, `barrier_complete`.
    pub fn block_event(&mut self, step: u64, event: &str, grid: &Grid, b: &ThreadBlock) {
        use std::fmt::Write as _;
        if self.out.is_none() {
            return;
        }
        let _ = write!(
            self.line,
            r#"{{"event":"{event}","step":{step},"grid":{},"block":[{},{},{}],"sm":{}}}"#,
            grid.gid,
            b.bid[0],
            b.bid[1],
            b.bid[2],
            b.sm.map(|s| s as i64).unwrap_or(-1)
        );
        self.emit();
    }

    /// First line of a trace: what ran, with the PTX source, so that a viewer needs nothing else
    /// (`fermi-sim view`).
    pub fn header(
        &mut self,
        prog: &crate::program::env::ProgEnv,
        kernel: &str,
        lanes: u32,
        grid: [u32; 3],
        block: [u32; 3],
    ) {
        if self.out.is_none() {
            return;
        }
        let v = serde_json::json!({
            "event": "header",
            "ptx_file": prog.file,
            "kernel": kernel,
            "lanes": lanes,
            "grid": grid,
            "block": block,
            "source": &*prog.source,
        });
        self.line = v.to_string();
        self.emit();
    }

    /// A diagnostic at the step where it fired (`fermi-sim view` marks it on the timeline).
    pub fn diagnostic(&mut self, step: u64, d: &crate::verdict::Diag) {
        if self.out.is_none() {
            return;
        }
        let mut v = serde_json::json!({
            "event": "diagnostic",
            "step": step,
            "kind": d.kind,
            "message": d.message,
            "lines": d.lines,
        });
        for key in ["block", "warp"] {
            if let Some(x) = d.details.get(key) {
                v[key] = x.clone();
            }
        }
        self.line = v.to_string();
        self.emit();
    }

    pub fn finish(&mut self) {
        if self.out.as_mut().is_some_and(|o| o.flush().is_err()) {
            self.failed = true;
        }
    }
}
