//! A static picture of the timeline for papers and docs: the same colours, lanes and columns as
//! the page, as one SVG with no scripts. Equal neighbouring cells of a lane are merged into one
//! rectangle, so a long spin is a handful of shapes.

use super::html::html_escape;
use super::model::{LaneState, TraceModel};
use super::timeline::{Budget, Timeline};
use std::fmt::Write;

/// At most this many warps are drawn; the rest are counted in a note.
const MAX_WARPS: usize = 64;
const LABEL_W: f64 = 150.0;
const PLOT_W: f64 = 1000.0;

/// Render the static SVG timeline of a trace.
pub fn render_svg(m: &TraceModel) -> String {
    let t = Timeline::build(m, Budget::SVG);
    let lanes = t.lanes;
    let lane_h = (160 / lanes).clamp(3, 16) as f64;
    let cols = t.cols.max(1);
    let cw = PLOT_W / cols as f64;
    let depth_h = 14.0;
    let mark_h = 8.0;
    let warp_gap = 16.0;
    let shown = m.warps.len().min(MAX_WARPS);
    let row_h = mark_h + lanes as f64 * lane_h + 2.0 + depth_h + warp_gap;
    let top = 58.0;
    let legend_h = 40.0;
    let height = top + row_h * shown as f64 + legend_h + 10.0;
    let width = LABEL_W + PLOT_W + 20.0;
    let its = is_its(m);
    let max_depth = t
        .rows
        .iter()
        .flat_map(|r| r.depth.iter().copied())
        .max()
        .unwrap_or(0)
        .max(1) as f64;

    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" \
         viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"11\" \
         data-warps=\"{}\" data-lanes=\"{lanes}\">",
        m.warps.len()
    );
    let _ = writeln!(s, "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>");
    let title = format!(
        "{} — {} warp{} × {} lanes{}, {} warp steps{}",
        m.kernel
            .as_deref()
            .or(m.ptx_file.as_deref())
            .unwrap_or("trace"),
        m.warps.len(),
        if m.warps.len() == 1 { "" } else { "s" },
        lanes,
        if m.lane_count > lanes {
            format!(" (of {})", m.lane_count)
        } else {
            String::new()
        },
        m.total_steps,
        if t.bucket > 1 {
            format!(", 1 column = {} steps", t.bucket)
        } else {
            String::new()
        }
    );
    let _ = writeln!(
        s,
        "<text x=\"10\" y=\"18\" font-size=\"14\" font-weight=\"bold\">{}</text>",
        html_escape(&title)
    );
    // Step axis.
    let axis_y = top - 8.0;
    let every = nice_step((70.0 / cw).ceil() as u64);
    let mut c = 0u64;
    while (c as usize) < cols {
        let x = LABEL_W + c as f64 * cw;
        let _ = writeln!(
            s,
            "<line x1=\"{x:.1}\" y1=\"{:.1}\" x2=\"{x:.1}\" y2=\"{axis_y:.1}\" stroke=\"#566070\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" fill=\"#566070\" font-size=\"10\">{}</text>",
            axis_y - 5.0,
            x + 2.0,
            axis_y - 7.0,
            c * t.bucket
        );
        c += every;
    }
    let _ = writeln!(
        s,
        "<text x=\"10\" y=\"{:.1}\" fill=\"#566070\" font-size=\"10\">step →</text>",
        axis_y - 7.0
    );

    for (w, row) in t.rows.iter().enumerate().take(shown) {
        let y0 = top + w as f64 * row_h;
        let ly = y0 + mark_h;
        let _ = writeln!(
            s,
            "<g class=\"warp\" data-lanes=\"{lanes}\"><text x=\"10\" y=\"{:.1}\" font-weight=\"bold\">{}</text>\
             <text x=\"10\" y=\"{:.1}\" fill=\"#566070\" font-size=\"10\">{} steps</text>",
            ly + 11.0,
            html_escape(&m.warps[w].label),
            ly + 24.0,
            m.warps[w].steps.len()
        );
        // Lanes, run-length merged.
        for lane in 0..lanes {
            let mut c = 0;
            while c < cols {
                let st = t.cell(w, c, lane);
                let mut e = c + 1;
                while e < cols && t.cell(w, e, lane) == st {
                    e += 1;
                }
                let _ = write!(
                    s,
                    "<rect x=\"{:.2}\" y=\"{:.1}\" width=\"{:.2}\" height=\"{lane_h:.1}\" fill=\"{}\"/>",
                    LABEL_W + c as f64 * cw,
                    ly + lane as f64 * lane_h,
                    (e - c) as f64 * cw,
                    st.colour()
                );
                c = e;
            }
            if lanes <= 8 || lane % 8 == 0 || lane + 1 == lanes {
                let _ = write!(
                    s,
                    "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"9\" fill=\"#566070\" text-anchor=\"end\">lane {lane}</text>",
                    LABEL_W - 4.0,
                    ly + lane as f64 * lane_h + lane_h * 0.75
                );
            }
        }
        s.push('\n');
        // Steps of injected branching instructions (docs/design.md §2): small grey ticks.
        for c in 0..cols {
            if let Some(r) = row.reps[c] {
                if m.warps[w].steps[r.step_index].injected {
                    let _ = write!(
                        s,
                        "<rect x=\"{:.2}\" y=\"{:.1}\" width=\"{:.2}\" height=\"3\" fill=\"#9aa3ad\"/>",
                        LABEL_W + c as f64 * cw,
                        y0 + mark_h - 3.0,
                        cw.clamp(0.5, 3.0)
                    );
                }
            }
        }
        // Barrier waits and diagnostics.
        for b in m.barriers.iter().filter(|b| b.warp == w) {
            let a = t.col_of(b.wait_step);
            let e = b.release_step.map(|r| t.col_of(r) + 1).unwrap_or(cols);
            let _ = write!(
                s,
                "<rect x=\"{:.2}\" y=\"{:.1}\" width=\"{:.2}\" height=\"5\" fill=\"#e39b1b\"/>",
                LABEL_W + a as f64 * cw,
                y0 + 1.5,
                ((e.max(a + 1) - a) as f64 * cw).max(1.0)
            );
        }
        for d in m
            .diagnostics
            .iter()
            .filter(|d| d.warp.is_none() || d.warp == Some(w))
        {
            let x = LABEL_W + (t.col_of(d.step) as f64 + 0.5) * cw;
            let _ = write!(
                s,
                "<path d=\"M{:.1},{:.1} L{:.1},{:.1} L{x:.1},{:.1} Z\" fill=\"#d0021b\"><title>{}</title></path>\
                 <rect x=\"{:.1}\" y=\"{ly:.1}\" width=\"2\" height=\"{:.1}\" fill=\"#d0021b\"/>",
                x - 5.0,
                y0,
                x + 5.0,
                y0,
                y0 + mark_h,
                html_escape(&format!("{} at step {}: {}", d.kind, d.step, d.message)),
                x - 1.0,
                lanes as f64 * lane_h
            );
        }
        // Stack depth.
        let dy = ly + lanes as f64 * lane_h + 2.0;
        let _ = write!(
            s,
            "<rect x=\"{LABEL_W}\" y=\"{dy:.1}\" width=\"{PLOT_W}\" height=\"{depth_h}\" fill=\"#eef1f4\"/>"
        );
        let mut c = 0;
        while c < cols {
            let d = row.depth[c];
            let mut e = c + 1;
            while e < cols && row.depth[e] == d {
                e += 1;
            }
            if d > 0 {
                let h = ((depth_h - 1.0) * d as f64 / max_depth).max(2.0);
                let _ = write!(
                    s,
                    "<rect x=\"{:.2}\" y=\"{:.1}\" width=\"{:.2}\" height=\"{h:.1}\" fill=\"#8d9bb1\"/>",
                    LABEL_W + c as f64 * cw,
                    dy + depth_h - h,
                    (e - c) as f64 * cw
                );
            }
            c = e;
        }
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"9\" fill=\"#566070\" text-anchor=\"end\">{} ≤ {}</text></g>",
            LABEL_W - 4.0,
            dy + 10.0,
            if its { "call" } else { "stack" },
            max_depth
        );
    }
    let mut y = top + row_h * shown as f64;
    if m.warps.len() > shown {
        let _ = writeln!(
            s,
            "<text x=\"10\" y=\"{:.1}\" fill=\"#566070\">… {} more warps (see the HTML view)</text>",
            y - 4.0,
            m.warps.len() - shown
        );
    }
    // Legend: the states that occur, plus the marks.
    y += 12.0;
    let mut x = 10.0;
    let used = |st: LaneState| t.rows.iter().any(|r| r.cells.contains(&(st as u8)));
    let mut items: Vec<(&str, String)> = LaneState::ALL
        .iter()
        .filter(|&&st| used(st))
        .map(|&st| (st.colour(), st.label().to_string()))
        .collect();
    let injected = t.rows.iter().enumerate().any(|(w, r)| {
        r.reps
            .iter()
            .flatten()
            .any(|c| m.warps[w].steps[c.step_index].injected)
    });
    if injected {
        items.push(("#9aa3ad", "injected branching instruction".into()));
    }
    if !m.barriers.is_empty() {
        items.push(("#e39b1b", "barrier wait".into()));
    }
    if !m.diagnostics.is_empty() {
        items.push(("#d0021b", "diagnostic".into()));
    }
    items.push(("#8d9bb1", depth_label(m).into()));
    for (colour, label) in items {
        let w = 20.0 + label.chars().count() as f64 * 6.2;
        if x + w > width - 10.0 {
            x = 10.0;
            y += 16.0;
        }
        let _ = writeln!(
            s,
            "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"11\" height=\"11\" fill=\"{colour}\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\">{}</text>",
            y - 9.0,
            x + 15.0,
            y,
            html_escape(&label)
        );
        x += w + 12.0;
    }
    s.push_str("</svg>\n");
    s
}

fn nice_step(min: u64) -> u64 {
    let mut p = 1u64;
    loop {
        for m in [1, 2, 5] {
            if p * m >= min.max(1) {
                return p * m;
            }
        }
        p *= 10;
    }
}

/// The depth strip's legend: the token stack's depth, or under independent thread scheduling
/// (which has no token stack) the deepest call depth of a thread.
fn depth_label(m: &TraceModel) -> &'static str {
    if is_its(m) {
        "call depth (ITS)"
    } else {
        "stack depth"
    }
}

/// Whether the trace has steps under independent thread scheduling.
fn is_its(m: &TraceModel) -> bool {
    m.warps.iter().any(|w| w.steps.iter().any(|s| s.its))
}
