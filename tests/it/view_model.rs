//! Reading traces: lane classification against the thesis figures, leniency, error messages.

use crate::view_common;

use fermi_sim::view::model::BlockId;
use fermi_sim::view::{read_trace, LaneState::*};
use view_common::read_fixture;

fn read(s: &str) -> Result<fermi_sim::view::TraceModel, String> {
    read_trace(std::io::Cursor::new(s.as_bytes()))
}

#[test]
fn figure_5_2_lanes_are_active_or_parked_in_the_waking_token() {
    let m = read_fixture("fig-5.2.jsonl");
    assert_eq!(m.lane_count, 2);
    assert_eq!(m.warps.len(), 1);
    assert_eq!(m.kernel.as_deref(), Some("listing-5.5"));
    let w = &m.warps[0];
    assert_eq!(w.steps.len(), 9);
    // Row "3 10 (diverge, 01, 4) :: (sync, 11, 10)" (T:L2032): thread 2 waits for the diverge token.
    assert_eq!(m.lane_state(0, 2, 0), Active);
    assert_eq!(m.lane_state(0, 2, 1), ParkedDiverge);
    assert_eq!(
        m.string(w.steps[2].stack),
        "(diverge, 01, 4) :: (sync, 11, 10)"
    );
    assert_eq!(w.steps[2].depth, 2);
    // Row "9 01 (sync, 11, 10)": thread 1 is inactive and only the sync token names it.
    assert_eq!(m.lane_state(0, 4, 0), ParkedSync);
    assert_eq!(m.lane_state(0, 4, 1), Active);
    // Row "10 11 ε".
    assert_eq!(m.string(w.steps[8].stack), "ε");
    assert_eq!(m.lane_state(0, 8, 0), Active);
    // No "instr" in the trace: the source line stands in, without its comment.
    assert_eq!(m.string(w.steps[2].instr), "@p bra DIVERGE;");
    assert_eq!(m.string(w.steps[2].rule), "bra_guard");
}

#[test]
fn line_counts_use_the_lanes_that_executed_the_line() {
    let m = read_fixture("fig-5.2.jsonl");
    // Line 3 ran once with both lanes (α before the branch = 11, after = 10).
    let l3 = m.line_stats[&3];
    assert_eq!((l3.warp_steps, l3.lane_execs), (1, 2));
    // Line 9 (sync) ran twice, each time by one lane (α before = 10, then 01).
    let l9 = m.line_stats[&9];
    assert_eq!((l9.warp_steps, l9.lane_execs), (2, 2));
    // Line 10 ran once by both lanes.
    let l10 = m.line_stats[&10];
    assert_eq!((l10.warp_steps, l10.lane_execs), (1, 2));
    assert!(!m.line_stats.contains_key(&6));
}

#[test]
fn figure_5_4_disabled_and_exited_lanes_without_header() {
    let m = read_fixture("fig-5.4.jsonl");
    assert_eq!(m.lane_count, 3, "lane count comes from the masks");
    assert_eq!(m.warps[0].label, "block 0 warp 0");
    assert_eq!(
        m.warps[0].steps.len(),
        12,
        "the unknown event kind is ignored"
    );
    // Row "7 001 0r0 (diverge,100,4) (sync,111,10) (call,111,18)" (T:L2123).
    assert_eq!(m.lane_state(0, 3, 0), ParkedDiverge);
    assert_eq!(m.lane_state(0, 3, 1), DisabledReturn);
    assert_eq!(m.lane_state(0, 3, 2), Active);
    // Row "9 101 0r0 (call,111,18)".
    assert_eq!(m.lane_state(0, 7, 1), DisabledReturn);
    // Last row: exit_uni, all lanes e.
    for lane in 0..3 {
        assert_eq!(m.lane_state(0, 11, lane), Exited);
    }
}

#[test]
fn spin_lock_lane_0_waits_in_break_lane_1_spins() {
    let m = read_fixture("spinlock.jsonl");
    let w = &m.warps[0];
    assert_eq!(m.lane_state(0, 2, 0), Active);
    for i in 3..w.steps.len() {
        assert_eq!(m.lane_state(0, i, 0), DisabledBreak, "step {i}");
        assert_eq!(m.lane_state(0, i, 1), Active, "step {i}");
        assert_eq!(m.string(w.steps[i].stack), "(break, 11, 16)");
    }
    assert_eq!(m.diagnostics.len(), 1);
    let d = &m.diagnostics[0];
    assert_eq!(d.kind, "livelock");
    assert_eq!(d.lines, vec![11, 12, 13, 14]);
    assert_eq!(d.warp, Some(0));
    assert_eq!(d.step, 48);
    // 1 + 12 iterations through line 11.
    assert_eq!(m.line_stats[&11].warp_steps, 12);
}

#[test]
fn inactive_lane_parks_in_topmost_token_that_names_it() {
    // Top token (diverge, 01) does not name lane 0; the sync token below does. Lane 2 is named
    // by no token at all; lane 3's mask is missing from every token (shorter token masks).
    let t = r#"{"event":"warp_step","step":0,"warp":0,"line":1,"active":"0000","disable":"0000","stack":[{"kind":"diverge","active":"01","line":4},{"kind":"sync","active":"11","line":9},{"kind":"break","active":"1101","line":12}]}"#;
    let m = read(t).unwrap();
    assert_eq!(m.lane_state(0, 0, 0), ParkedSync);
    assert_eq!(m.lane_state(0, 0, 1), ParkedDiverge);
    assert_eq!(m.lane_state(0, 0, 2), Idle);
    assert_eq!(m.lane_state(0, 0, 3), ParkedBreak);
}

#[test]
fn warps_are_ordered_by_block_then_warp_and_events_follow() {
    let t = concat!(
        r#"{"event":"warp_step","step":0,"block":[1,0,0],"warp":0,"line":1,"active":"1","disable":"0","stack":[]}"#,
        "\n",
        r#"{"event":"warp_step","step":1,"block":[0,0,0],"warp":1,"line":1,"active":"1","disable":"0","stack":[]}"#,
        "\n",
        r#"{"event":"barrier_wait","step":2,"block":[1,0,0],"warp":0,"barrier":0}"#,
        "\n",
        r#"{"event":"warp_step","step":3,"block":[0,0,0],"warp":0,"line":1,"active":"1","disable":"0","stack":[]}"#,
        "\n",
        r#"{"event":"barrier_release","step":5,"block":[1,0,0],"warp":0,"barrier":0}"#,
        "\n",
        r#"{"event":"diagnostic","step":4,"kind":"data_race","message":"m","lines":[1],"block":[0,0,0],"warp":1}"#,
        "\n",
    );
    let m = read(t).unwrap();
    let labels: Vec<&str> = m.warps.iter().map(|w| w.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "block (0,0,0) warp 0",
            "block (0,0,0) warp 1",
            "block (1,0,0) warp 0"
        ]
    );
    assert_eq!(m.barriers.len(), 1);
    assert_eq!(m.barriers[0].warp, 2);
    assert_eq!(
        (m.barriers[0].wait_step, m.barriers[0].release_step),
        (2, Some(5))
    );
    assert_eq!(m.diagnostics[0].warp, Some(1));
    assert_eq!(m.max_step, 5);
    assert_eq!(m.total_steps, 3);
}

#[test]
fn header_lanes_widen_short_masks_with_absent_lanes() {
    let t = concat!(
        r#"{"event":"header","lanes":4}"#,
        "\n",
        r#"{"event":"warp_step","line":1,"active":"10","disable":"0e"}"#,
        "\n",
        r#"{"event":"warp_step","line":2,"active":"11"}"#,
        "\n",
        r#"{"event":"warp_step","line":3,"active":"0111","disable":"e000"}"#,
        "\n",
    );
    let m = read(t).unwrap();
    assert_eq!(m.lane_count, 4);
    assert_eq!(m.lane_state(0, 0, 1), Exited);
    assert_eq!(m.lane_state(0, 0, 3), Absent);
    assert_eq!(m.lane_state(0, 1, 2), Absent);
    assert_eq!(m.lane_state(0, 2, 0), Exited);
    assert_eq!(m.lane_state(0, 2, 3), Active);
    // Missing step numbers count up; a missing block is block 0.
    assert_eq!(m.warps[0].steps[1].step, 1);
    assert_eq!(m.warps[0].label, "block 0 warp 0");
    let _ = BlockId::Linear(0);
}

#[test]
fn unknown_events_and_fields_are_ignored() {
    let t = concat!(
        r#"{"event":"memory_op","line":"not a number","stack":"x"}"#,
        "\n",
        r#"{"no_event":true}"#,
        "\n",
        "\n",
        r#"{"event":"warp_step","step":7,"line":3,"active":"1","new_field":[1,2]}"#,
        "\n",
    );
    let m = read(t).unwrap();
    assert_eq!(m.total_steps, 1);
    assert_eq!(m.max_step, 7);
}

#[test]
fn errors_name_the_line_and_the_problem() {
    let ok = r#"{"event":"warp_step","line":1,"active":"11","disable":"00"}"#;
    let cases: &[(&str, &str)] = &[
        ("{not json", "line 2: invalid trace event"),
        (
            r#"{"event":"warp_step","line":1}"#,
            "line 2: warp_step without \"active\"",
        ),
        (
            r#"{"event":"warp_step","active":"1x"}"#,
            "line 2: \"active\": lane 1 is 'x'",
        ),
        (
            r#"{"event":"warp_step","active":"11","disable":"0q"}"#,
            "line 2: \"disable\": lane 1 is 'q'",
        ),
        (
            r#"{"event":"warp_step","active":"11","disable":"000"}"#,
            "line 2: \"disable\" has 3 lanes",
        ),
        (
            r#"{"event":"warp_step","active":"11","stack":[{"kind":"loop","active":"11"}]}"#,
            "line 2: stack token 0: unknown kind \"loop\"",
        ),
        (
            r#"{"event":"warp_step","active":"11","block":"b"}"#,
            "line 2: invalid trace event: invalid type: string \"b\", expected a block number or a list of 1 to 3 block coordinates",
        ),
        (
            r#"{"event":"warp_step","active":"11","block":[1,2,3,4]}"#,
            "line 2: invalid trace event: invalid length 4, expected a block number",
        ),
        (
            r#"{"event":"warp_step","active":"11","block":[]}"#,
            "line 2: invalid trace event: invalid length 0, expected a block number",
        ),
        (
            r#"{"event":"warp_step","active":"11","step":-1}"#,
            "line 2: invalid trace event",
        ),
        (
            r#"{"event":"header","lanes":4}"#,
            "line 2: header after the first warp step",
        ),
        ("[1,2]", "line 2: expected a JSON object"),
        (
            r#"{"event":"barrier_wait","warp":0}"#,
            "line 2: barrier event without \"step\"",
        ),
    ];
    for (bad, want) in cases {
        let text = format!("{ok}\n{bad}\n{ok}\n");
        let err = read(&text).expect_err(bad);
        assert!(
            err.starts_with(want),
            "{bad}: got {err:?}, want prefix {want:?}"
        );
    }
    let err = read("{\"event\":\"header\",\"lanes\":0}\n").unwrap_err();
    assert_eq!(err, "line 1: header: lanes = 0, expected 1..=1024");
}

/// The simulator's own trace (src/device/trace.rs on the integration branch): warp steps carry a
/// numeric grid id, barriers show as `bar` steps and block-level `barrier_complete` events.
#[test]
fn simulator_trace_format_with_grid_ids_and_barrier_complete() {
    let t = concat!(
        r#"{"event":"block_issue","step":0,"grid":0,"block":[0,0,0],"sm":0}"#,
        "\n",
        r#"{"event":"warp_step","step":1,"grid":0,"block":[0,0,0],"warp":0,"line":5,"rule":"bar","active":"11","disable":"00","stack":[]}"#,
        "\n",
        r#"{"event":"warp_step","step":2,"grid":0,"block":[0,0,0],"warp":1,"line":5,"rule":"bar","active":"11","disable":"00","stack":[]}"#,
        "\n",
        r#"{"event":"barrier_complete","step":3,"grid":0,"block":[0,0,0],"sm":0}"#,
        "\n",
        r#"{"event":"warp_step","step":4,"grid":0,"block":[0,0,0],"warp":1,"line":6,"rule":"mem","active":"11","disable":"00","stack":[],"injected":true}"#,
        "\n",
        r#"{"event":"warp_step","step":5,"grid":0,"block":[1,0,0],"warp":0,"line":5,"rule":"bar","active":"11","disable":"00","stack":[]}"#,
        "\n",
        r#"{"event":"warp_step","step":9,"grid":0,"block":[1,0,0],"warp":0,"line":6,"rule":"next","active":"11","disable":"00","stack":[]}"#,
        "\n",
        r#"{"event":"block_complete","step":10,"grid":0,"block":[0,0,0],"sm":0}"#,
        "\n",
    );
    let m = read(t).unwrap();
    assert_eq!(m.warps.len(), 3);
    assert_eq!(
        m.warps[0].label, "block (0,0,0) warp 0",
        "one grid: no grid prefix"
    );
    let waits: Vec<(usize, u64, Option<u64>)> = m
        .barriers
        .iter()
        .map(|b| (b.warp, b.wait_step, b.release_step))
        .collect();
    // Block (0,0,0): both warps released by barrier_complete at step 3; block (1,0,0)'s warp
    // by its own next step (9).
    assert_eq!(
        waits,
        vec![(0, 1, Some(3)), (1, 2, Some(3)), (2, 5, Some(9))]
    );
    assert!(m.warps[1].steps[1].injected);

    // Two grids: warps are told apart and labelled with their grid.
    let t2 = concat!(
        r#"{"event":"warp_step","step":0,"grid":1,"block":[0,0,0],"warp":0,"active":"1"}"#,
        "\n",
        r#"{"event":"warp_step","step":1,"grid":0,"block":[0,0,0],"warp":0,"active":"1"}"#,
        "\n",
    );
    let m = read(t2).unwrap();
    let labels: Vec<&str> = m.warps.iter().map(|w| w.label.as_str()).collect();
    assert_eq!(
        labels,
        ["grid 0 block (0,0,0) warp 0", "grid 1 block (0,0,0) warp 0"]
    );
}

#[test]
fn lanes_without_threads_are_left_out() {
    // A block of 2 threads in a 4-lane warp: lanes 2 and 3 are exited from the first step on
    // (not by an exit rule), in every warp.
    let t = concat!(
        r#"{"event":"warp_step","step":0,"warp":0,"rule":"preBrk","active":"1100","disable":"00ee"}"#,
        "\n",
        r#"{"event":"warp_step","step":1,"warp":0,"rule":"brk_div","active":"0100","disable":"b0ee"}"#,
        "\n",
        r#"{"event":"warp_step","step":2,"warp":1,"rule":"next","active":"1000","disable":"0eee"}"#,
        "\n",
    );
    let m = read(t).unwrap();
    assert_eq!(
        (m.lane_count, m.shown_lanes),
        (4, 2),
        "warp 0 had threads in lanes 0-1"
    );
    let tl =
        fermi_sim::view::timeline::Timeline::build(&m, fermi_sim::view::timeline::Budget::HTML);
    assert_eq!(tl.lanes, 2);
    assert_eq!(tl.cell(0, 1, 0), DisabledBreak);
    assert_eq!(
        tl.cell(1, 2, 1),
        Exited,
        "warp 1's lane 1 never had a thread, shown as exited"
    );
    // A warp whose first step is an exit: its lanes had threads.
    let t = r#"{"event":"warp_step","step":0,"rule":"exit_uni","active":"000","disable":"eee"}"#;
    let m = read(t).unwrap();
    assert_eq!((m.lane_count, m.shown_lanes), (3, 3));
}

#[test]
fn a_cut_off_last_line_is_a_warning_elsewhere_an_error() {
    let ok = r#"{"event":"warp_step","line":1,"active":"11","disable":"00"}"#;
    let cut = r#"{"event":"warp_step","line":1,"active":"1"#;
    let m = read(&format!("{ok}\n{ok}\n{cut}")).unwrap();
    assert_eq!(m.total_steps, 2);
    assert_eq!(
        m.warnings,
        vec!["line 3 is incomplete (trace cut off?) and was ignored"]
    );
    let err = read(&format!("{ok}\n{cut}\n{ok}\n")).unwrap_err();
    assert!(
        err.starts_with("line 2: invalid trace event: EOF while parsing"),
        "{err}"
    );
}

/// The first 40 lines the simulator (device branch, `fermi-sim run listing-6.2.launch.ron
/// --trace`) wrote for the spin lock: a 32-lane warp running a block of 2 threads.
#[test]
fn simulator_spin_lock_trace() {
    let m = read_fixture("spinlock-sim.jsonl");
    assert_eq!((m.lane_count, m.shown_lanes), (32, 2));
    assert_eq!(m.warps.len(), 1);
    assert_eq!(m.warps[0].steps.len(), 39, "block_issue is not a warp step");
    // Step 9: `@p break` (line 13), lane 0 breaks.
    let i = m.warps[0].steps.iter().position(|s| s.step == 9).unwrap();
    assert_eq!(m.warps[0].steps[i].line, 13);
    assert_eq!(m.lane_state(0, i, 0), DisabledBreak);
    assert_eq!(m.lane_state(0, i, 1), Active);
    assert_eq!(m.lane_state(0, i, 2), Exited);
    let mask = format!("1{}", "1".to_string() + &"0".repeat(30));
    assert_eq!(
        m.string(m.warps[0].steps[i].stack),
        format!("(break, {mask}, 18)")
    );
}

mod never_panics {
    use super::read;
    use fermi_sim::view::{render_html, render_svg};
    use proptest::prelude::*;

    const LINES: [&str; 5] = [
        r#"{"event":"header","lanes":3,"source":"a\nb\nc"}"#,
        r#"{"event":"warp_step","step":2,"block":[0,1],"warp":1,"line":2,"rule":"bar","active":"101","disable":"0e0","stack":[{"kind":"diverge","active":"010","line":3}]}"#,
        r#"{"event":"barrier_complete","step":5,"grid":0,"block":[0,1]}"#,
        r#"{"event":"diagnostic","step":4,"kind":"data_race","lines":[1,2],"warp":1}"#,
        r#"{"event":"warp_step","step":9,"active":"1","disable":"b","stack":[{"kind":"break","active":"1","line":1}]}"#,
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        /// Lines cut short or with one byte replaced: an error or a model, and a model renders.
        #[test]
        fn mangled_traces_never_panic(
            picks in proptest::collection::vec((0usize..5, 0usize..400, any::<u8>(), any::<bool>()), 0..8)
        ) {
            let mut text = String::new();
            for (k, at, byte, cut) in picks {
                let mut l = LINES[k].as_bytes().to_vec();
                let at = at % l.len();
                if cut { l.truncate(at) } else if byte.is_ascii() { l[at] = byte }
                text.push_str(&String::from_utf8_lossy(&l));
                text.push('\n');
            }
            if let Ok(m) = read(&text) {
                let h = render_html(&m);
                prop_assert!(h.ends_with("</html>\n"));
                prop_assert!(render_svg(&m).ends_with("</svg>\n"));
            }
        }
    }
}
