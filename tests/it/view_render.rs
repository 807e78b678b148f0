//! Timeline aggregation, HTML and SVG output, and the size/time bound of large traces.

use crate::view_common;

use fermi_sim::view::timeline::{Budget, Timeline};
use fermi_sim::view::{read_trace, render_html, render_svg, LaneState};
use std::time::Instant;
use view_common::{read_fixture, synthetic};

fn read(s: &str) -> fermi_sim::view::TraceModel {
    read_trace(std::io::Cursor::new(s.as_bytes())).unwrap()
}

#[test]
fn small_trace_has_one_column_per_step_and_carries_state_between_steps() {
    // Two warps interleaved: warp 0 steps at 0, 2, 4; warp 1 at 1, 3, 5.
    let m = read(&synthetic(2, 4, 3));
    let t = Timeline::build(&m, Budget::HTML);
    assert_eq!((t.bucket, t.cols, t.lanes), (1, 6, 4));
    // Warp 0, step 4 = its 3rd step (k = 2): even lanes active, odd lanes parked in diverge.
    assert_eq!(t.cell(0, 4, 0), LaneState::Active);
    assert_eq!(t.cell(0, 4, 1), LaneState::ParkedDiverge);
    // Column 5: warp 0 did not step, it keeps that state; no detail record of its own.
    assert_eq!(t.cell(0, 5, 1), LaneState::ParkedDiverge);
    assert!(t.rows[0].reps[5].is_none());
    assert_eq!(t.rows[0].reps[4].unwrap().count, 1);
    // Warp 1 has not started in column 0.
    assert_eq!(t.cell(1, 0, 0), LaneState::Absent);
    assert_eq!(t.rows[1].depth, vec![0, 1, 1, 1, 1, 2]);
    // Warp 0's second step (column 2) is the injected ssy.
    let r = t.rows[0].reps[2].unwrap();
    assert!(m.warps[0].steps[r.step_index].injected);
    assert!(!m.warps[0].steps[t.rows[0].reps[4].unwrap().step_index].injected);
}

#[test]
fn buckets_show_the_most_frequent_state_and_the_deepest_stack() {
    // 1 warp, 2 lanes, 1000 steps: per 4-step round, lane 1 is active 3 times, parked once.
    let m = read(&synthetic(1, 2, 1000));
    let budget = Budget {
        max_cols: 10,
        max_cells: 1_000_000,
        max_records: 1_000_000,
    };
    let t = Timeline::build(&m, budget);
    assert_eq!((t.bucket, t.cols), (100, 10));
    for c in 0..10 {
        assert_eq!(t.cell(0, c, 1), LaneState::Active);
        assert_eq!(t.rows[0].depth[c], 2);
        let r = t.rows[0].reps[c].unwrap();
        assert_eq!(
            (r.count, r.first_step, r.step_index),
            (100, c as u64 * 100, c * 100 + 99)
        );
    }
    // The cell budget wins over the column budget: 2 lanes × 1 warp, 40 cells → 20 columns.
    let t = Timeline::build(
        &m,
        Budget {
            max_cols: 1000,
            max_cells: 40,
            max_records: 1000,
        },
    );
    assert_eq!((t.bucket, t.cols), (50, 20));
}

#[test]
fn html_is_self_contained_and_carries_the_timeline() {
    let m = read_fixture("spinlock.jsonl");
    let h = render_html(&m);
    assert!(h.starts_with("<!DOCTYPE html>"));
    assert!(!h.contains("<link"), "no external style sheets");
    assert!(!h.contains(" src="), "no external scripts or images");
    assert!(!h.contains("http://") && !h.contains("https://"));
    assert!(h.contains("id=\"trace-data\""));
    // The lane cells of the spin lock, column-major, 2 lanes: 3 steps "00" (both active), then
    // lane 0 disabled-break (5) and lane 1 active (0) for the remaining 46 steps.
    let cells = format!("\"cells\":\"{}{}\"", "00".repeat(3), "50".repeat(46));
    assert!(h.contains(&cells), "cells of the spin lock");
    assert!(h.contains("(break, 11, 16)"));
    assert!(h.contains("\"kind\":\"livelock\""));
    assert!(h.contains("atom .global .cas .u32 r, lock, 1, 0;"));
}

#[test]
fn html_survives_script_closing_tags_in_the_trace() {
    let t = r#"{"event":"header","kernel":"k</script><b>","source":"// </script><script>alert(1)</script>"}
{"event":"warp_step","line":1,"active":"1","instr":"</script>"}"#;
    let h = render_html(&read(t));
    assert_eq!(
        h.matches("</script>").count(),
        2,
        "only the page's own script ends"
    );
    assert!(h.contains("<title>fermi-sim: k&lt;/script&gt;&lt;b&gt;</title>"));
}

#[test]
fn svg_of_the_spin_lock_merges_runs() {
    let m = read_fixture("spinlock.jsonl");
    let s = render_svg(&m);
    assert!(s.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(s.trim_end().ends_with("</svg>"));
    assert!(s.contains("data-warps=\"1\" data-lanes=\"2\""));
    // Lane 0: active run + disabled-break run; lane 1: one active run; plus one legend swatch each.
    let brk = format!("fill=\"{}\"", LaneState::DisabledBreak.colour());
    let act = format!("fill=\"{}\"", LaneState::Active.colour());
    assert_eq!(s.matches(&brk).count(), 2);
    assert_eq!(s.matches(&act).count(), 3);
    assert!(s.contains("livelock at step 48"));
    assert!(
        !s.contains(LaneState::ParkedDiverge.colour()),
        "unused states stay out of the legend"
    );
}

#[test]
fn empty_trace_renders() {
    let m = read("");
    assert!(render_html(&m).contains("\"warps\":[]"));
    assert!(render_svg(&m).contains("data-warps=\"0\""));
}

/// 200k warp steps (32 lanes, one spinning warp plus a second warp): bounded output, fast.
/// The 1M-step measurement is `large_trace_1m` below (ignored; run it in release).
#[test]
fn large_trace_is_aggregated_to_a_small_page() {
    large(2, 100_000, 20.0);
}

/// Many warps: the cell and record budgets shrink the columns, the page stays a few MB.
#[test]
fn many_warps_stay_within_the_page_budget() {
    let m = read(&synthetic(64, 32, 2000));
    let t = Timeline::build(&m, Budget::HTML);
    // min(4000 cols, 1.5M cells / (64 × 32), 50k records / 64) = 732 columns of 175 steps.
    assert_eq!((t.cols, t.bucket), (732, 175));
    let h = render_html(&m);
    assert!(h.len() < 4_500_000, "html {} bytes", h.len());
    println!("64 warps × 2000 steps: html {} KB", h.len() / 1000);
}

#[test]
#[ignore = "measurement: cargo test --release --test it view_render:: -- --ignored --nocapture"]
fn large_trace_1m() {
    large(1, 1_000_000, 5.0);
}

fn large(warps: usize, steps_per_warp: usize, max_secs: f64) {
    let text = synthetic(warps, 32, steps_per_warp);
    let t0 = Instant::now();
    let m = read_trace(std::io::Cursor::new(text.as_bytes())).unwrap();
    let t_read = t0.elapsed().as_secs_f64();
    let h = render_html(&m);
    let t_html = t0.elapsed().as_secs_f64() - t_read;
    let s = render_svg(&m);
    let total = t0.elapsed().as_secs_f64();
    println!(
        "{} steps ({} MB JSONL): read {t_read:.2}s, html {t_html:.2}s ({} KB), svg {} KB, total {total:.2}s",
        warps * steps_per_warp,
        text.len() / 1_000_000,
        h.len() / 1000,
        s.len() / 1000
    );
    assert_eq!(m.total_steps as usize, warps * steps_per_warp);
    assert!(h.len() < 4_000_000, "html {} bytes", h.len());
    assert!(s.len() < 2_000_000, "svg {} bytes", s.len());
    assert!(total < max_secs, "took {total:.2}s");
    let t = Timeline::build(&m, Budget::HTML);
    assert!(t.cols <= 4000 && t.bucket > 1);
    if let Some(dir) = std::env::var_os("VIEW_OUT_DIR") {
        let name = format!("large-{}.html", warps * steps_per_warp);
        std::fs::write(std::path::Path::new(&dir).join(name), &h).unwrap();
    }
}

/// Tool, not a test: writes the spin-lock SVG and HTML to `VIEW_OUT_DIR` (docs/img/spinlock.svg
/// comes from here).
#[test]
#[ignore = "tool: VIEW_OUT_DIR=docs/img cargo test --test it view_render::write_spinlock -- --ignored"]
fn write_spinlock_outputs() {
    let dir = std::env::var_os("VIEW_OUT_DIR").expect("set VIEW_OUT_DIR");
    let m = read_fixture("spinlock.jsonl");
    let dir = std::path::Path::new(&dir);
    std::fs::write(dir.join("spinlock.svg"), render_svg(&m)).unwrap();
    std::fs::write(dir.join("spinlock.html"), render_html(&m)).unwrap();
    let m = read(&synthetic(2, 32, 40));
    std::fs::write(dir.join("two-warps.svg"), render_svg(&m)).unwrap();
}

/// The data the page's script reads: per-column step records index the string table.
#[test]
fn page_data_records_the_step_as_the_thesis_prints_it() {
    let m = read_fixture("spinlock.jsonl");
    let h = render_html(&m);
    let open = "<script id=\"trace-data\" type=\"application/json\">";
    let i = h.find(open).unwrap() + open.len();
    let j = i + h[i..].find("</script>").unwrap();
    let d: serde_json::Value = serde_json::from_str(&h[i..j]).unwrap();
    assert_eq!(
        (
            d["lanes"].as_u64(),
            d["cols"].as_u64(),
            d["bucket"].as_u64()
        ),
        (Some(2), Some(49), Some(1))
    );
    let s = |v: &serde_json::Value| {
        d["strings"][v.as_u64().unwrap() as usize]
            .as_str()
            .unwrap()
            .to_string()
    };
    // Step 3: `@p break` at line 13, rule brk_div, α = 01, δ = b0, τ = (break, 11, 16).
    let r = &d["warps"][0]["reps"][3];
    assert_eq!((r[0].as_u64(), r[1].as_u64()), (Some(3), Some(13)));
    assert_eq!(s(&r[2]), "brk_div");
    assert_eq!(s(&r[3]), "@p break;");
    assert_eq!(
        (s(&r[4]), s(&r[5]), s(&r[6])),
        ("01".into(), "b0".into(), "(break, 11, 16)".into())
    );
    assert_eq!(d["diagnostics"][0]["col"].as_u64(), Some(48));
    // Line 11 ran 12 times: once with both lanes, 11 times with lane 1 alone.
    let l11 = d["line_stats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l[0] == 11)
        .unwrap();
    assert_eq!((l11[1].as_u64(), l11[2].as_u64()), (Some(12), Some(13)));
    // Same trace, same bytes.
    assert_eq!(h, render_html(&read_fixture("spinlock.jsonl")));
    assert_eq!(render_svg(&m), render_svg(&read_fixture("spinlock.jsonl")));
}

#[test]
fn svg_marks_injected_steps() {
    // 8 steps of one warp: steps 1 and 5 are the injected ssy; 2 ticks + 1 legend swatch.
    let s = render_svg(&read(&synthetic(1, 2, 8)));
    assert_eq!(s.matches("fill=\"#9aa3ad\"").count(), 3);
    assert!(s.contains("injected branching instruction"));
    // The spin lock (thesis notation, nothing injected) has none.
    assert!(!render_svg(&read_fixture("spinlock.jsonl")).contains("#9aa3ad"));
}

/// Tool, not a test: renders a trace file to `render.html` / `render.svg` until the CLI lands.
#[test]
#[ignore = "tool: VIEW_RENDER=in.jsonl,out_dir cargo test --test it view_render::render_a_trace -- --ignored"]
fn render_a_trace_file() {
    let spec = std::env::var("VIEW_RENDER").expect("set VIEW_RENDER=in.jsonl,out_dir");
    let (input, dir) = spec.split_once(',').unwrap();
    let f = std::fs::File::open(input).unwrap();
    let m = read_trace(std::io::BufReader::new(f)).unwrap();
    let dir = std::path::Path::new(dir);
    std::fs::write(dir.join("render.html"), render_html(&m)).unwrap();
    std::fs::write(dir.join("render.svg"), render_svg(&m)).unwrap();
}

#[test]
fn outputs_draw_only_the_lanes_that_had_threads() {
    let m = read_fixture("spinlock-sim.jsonl");
    let s = render_svg(&m);
    assert!(s.contains("1 warp × 2 lanes (of 32), 39 warp steps"));
    assert!(s.contains("data-lanes=\"2\""));
    assert!(
        !s.contains(LaneState::Exited.colour()),
        "no exited lanes drawn"
    );
    let h = render_html(&m);
    assert!(h.contains("\"lanes\":2,\"warp_lanes\":32"));
}
