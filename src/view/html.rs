//! The interactive page: one self-contained HTML file (CSS, JS and data inline, nothing fetched).
//! The trace is aggregated here, in Rust ([`Timeline`]), so the page carries at most a few MB
//! however long the run was; the script draws the lanes on canvases.

use super::model::{LaneState, TraceModel};
use super::timeline::{Budget, Timeline};
use serde::Serialize;
use std::collections::HashMap;

const CSS: &str = include_str!("assets/view.css");
const JS: &str = include_str!("assets/view.js");

#[derive(Serialize)]
struct StateJs {
    name: &'static str,
    label: &'static str,
    colour: &'static str,
}

#[derive(Serialize)]
struct WarpJs {
    label: String,
    /// Lane-state codes as digits, column-major (`cols * lanes` characters).
    cells: String,
    depth: Vec<u16>,
    /// Per column: 0 (no step of this warp), else
    /// `[step, line, rule, instr, active, disable, stack, depth, injected, count, first_step]`,
    /// and a 12th element 1 for a step under independent thread scheduling (`stack` then holds
    /// the threads' pcs)
    /// with strings as indices into `strings`.
    reps: Vec<serde_json::Value>,
    steps: usize,
}

#[derive(Serialize)]
struct BarrierJs {
    warp: usize,
    barrier: u64,
    wait_step: u64,
    release_step: Option<u64>,
    wait_col: usize,
    release_col: Option<usize>,
}

#[derive(Serialize)]
struct DiagJs<'a> {
    step: u64,
    col: usize,
    kind: &'a str,
    message: &'a str,
    lines: &'a [u32],
    warp: Option<usize>,
}

#[derive(Serialize)]
struct PageData<'a> {
    kernel: Option<&'a str>,
    ptx_file: Option<&'a str>,
    grid: Option<[u64; 3]>,
    block: Option<[u64; 3]>,
    /// Lanes drawn (see `TraceModel::shown_lanes`).
    lanes: usize,
    /// Lanes of the warp (mask length).
    warp_lanes: usize,
    warnings: &'a [String],
    bucket: u64,
    cols: usize,
    max_step: u64,
    total_steps: u64,
    states: Vec<StateJs>,
    strings: Vec<String>,
    warps: Vec<WarpJs>,
    barriers: Vec<BarrierJs>,
    diagnostics: Vec<DiagJs<'a>>,
    source: Vec<&'a str>,
    /// `[line, warp steps, lane executions]`, by line.
    line_stats: Vec<[u64; 3]>,
}

/// Only the strings the page refers to, renumbered in first-use order (deterministic).
struct StringTable<'a> {
    m: &'a TraceModel,
    map: HashMap<u32, u32>,
    out: Vec<String>,
}

impl StringTable<'_> {
    fn id(&mut self, i: u32) -> u32 {
        if let Some(&j) = self.map.get(&i) {
            return j;
        }
        let j = self.out.len() as u32;
        self.out.push(self.m.string(i).to_string());
        self.map.insert(i, j);
        j
    }
}

/// Render the interactive HTML page of a trace.
pub fn render_html(m: &TraceModel) -> String {
    let t = Timeline::build(m, Budget::HTML);
    let data = page_data(m, &t);
    let json = serde_json::to_string(&data).unwrap_or_else(|_| "{}".into());
    // Inside <script>, "</" could end the element early; JSON allows "<\/".
    let json = json.replace("</", "<\\/");
    let title = html_escape(&format!(
        "fermi-sim: {}",
        m.kernel
            .as_deref()
            .or(m.ptx_file.as_deref())
            .unwrap_or("trace")
    ));
    let mut out = String::with_capacity(json.len() + CSS.len() + JS.len() + 1024);
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str(&format!(
        "<title>{title}</title>\n<style>\n{CSS}</style>\n</head>\n"
    ));
    out.push_str("<body>\n<div id=\"app\">\n");
    out.push_str(&format!("<header id=\"top\"><h1>{title}</h1><div id=\"summary\"></div><div id=\"legend\"></div><div id=\"zoom\"></div></header>\n"));
    out.push_str("<main><section id=\"left\"><div id=\"timeline\" data-rendered=\"0\"></div>");
    out.push_str("<div id=\"details\"><p class=\"hint\">Hover over the timeline to see a step; click to pin it.</p></div>");
    out.push_str("<div id=\"diaglist\"></div></section>");
    out.push_str("<aside id=\"source\"></aside></main>\n");
    out.push_str("<noscript>This page needs JavaScript to draw the timeline (nothing is loaded from the network).</noscript>\n</div>\n");
    out.push_str("<script id=\"trace-data\" type=\"application/json\">");
    out.push_str(&json);
    out.push_str("</script>\n<script>\n");
    out.push_str(JS);
    out.push_str("</script>\n</body>\n</html>\n");
    out
}

fn page_data<'a>(m: &'a TraceModel, t: &Timeline) -> PageData<'a> {
    let mut st = StringTable {
        m,
        map: HashMap::new(),
        out: Vec::new(),
    };
    let mut warps = Vec::with_capacity(t.rows.len());
    for (w, row) in t.rows.iter().enumerate() {
        let track = &m.warps[w];
        let cells: String = row.cells.iter().map(|&c| (b'0' + c) as char).collect();
        let reps = row
            .reps
            .iter()
            .map(|r| match r {
                None => serde_json::Value::from(0),
                Some(r) => {
                    let s = &track.steps[r.step_index];
                    let mut v = serde_json::json!([
                        s.step,
                        s.line,
                        st.id(s.rule),
                        st.id(s.instr),
                        st.id(s.active),
                        st.id(s.disable),
                        st.id(s.stack),
                        s.depth,
                        s.injected as u8,
                        r.count,
                        r.first_step
                    ]);
                    // Independent thread scheduling: a 12th element, 1 (SIMT pages unchanged).
                    if s.its {
                        if let Some(a) = v.as_array_mut() {
                            a.push(1.into());
                        }
                    }
                    v
                }
            })
            .collect();
        warps.push(WarpJs {
            label: track.label.clone(),
            cells,
            depth: row.depth.clone(),
            reps,
            steps: track.steps.len(),
        });
    }
    PageData {
        kernel: m.kernel.as_deref(),
        ptx_file: m.ptx_file.as_deref(),
        grid: m.grid,
        block: m.block,
        lanes: t.lanes,
        warp_lanes: m.lane_count,
        warnings: &m.warnings,
        bucket: t.bucket,
        cols: t.cols,
        max_step: m.max_step,
        total_steps: m.total_steps,
        states: LaneState::ALL
            .iter()
            .map(|s| StateJs {
                name: s.name(),
                label: s.label(),
                colour: s.colour(),
            })
            .collect(),
        strings: st.out,
        warps,
        barriers: m
            .barriers
            .iter()
            .map(|b| BarrierJs {
                warp: b.warp,
                barrier: b.barrier,
                wait_step: b.wait_step,
                release_step: b.release_step,
                wait_col: t.col_of(b.wait_step),
                release_col: b.release_step.map(|s| t.col_of(s)),
            })
            .collect(),
        diagnostics: m
            .diagnostics
            .iter()
            .map(|d| DiagJs {
                step: d.step,
                col: t.col_of(d.step),
                kind: &d.kind,
                message: &d.message,
                lines: &d.lines,
                warp: d.warp,
            })
            .collect(),
        source: m
            .source
            .as_deref()
            .map(|s| s.lines().collect())
            .unwrap_or_default(),
        line_stats: m
            .line_stats
            .iter()
            .map(|(&l, s)| [l as u64, s.warp_steps, s.lane_execs])
            .collect(),
    }
}

pub(crate) fn html_escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            _ => o.push(c),
        }
    }
    o
}
