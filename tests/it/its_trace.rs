//! Traces under independent thread scheduling (docs/its.md, "Traces"): `fermi-sim trace
//! --scheduling its` prints, per step, which threads stepped at which pc and where every thread
//! stands after it; `run --trace` writes the same as JSON Lines and `fermi-sim view` draws it.
//! The kernel is `tests/data/its/diverge.ptx`: four threads, an if/else on `tid & 1`, a store.
//! Its loaded program (`fermi-sim check`), the addresses the expectations below use:
//!
//! ```text
//! 0x100 L13 ld.param   0x101 L14 mov   0x102 L15 and   0x103 L16 setp
//! 0x104 L17 ssy 0x10f (injected)       0x105 L17 @%p1 bra EVEN (0x108)
//! 0x106 L18 mov %r3, 1                 0x107 L19 bra 0x10e
//! 0x108 L21 mov %r3, 2                 0x109 L17 bra 0x10e (injected)
//! 0x10a L23 mul.wide   0x10b L24 add   0x10c L25 st.global   0x10d L26 exit
//! 0x10e L17 sync (injected)            0x10f L17 bra DONE (0x10a) (injected)
//! ```

use std::process::Command;

const M: &str = "tests/data/its/diverge.launch.ron";

fn sim(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn tmp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("fermi-its-trace-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

/// The choices seed 1 makes (`--record`; an ITS recording says so in its first line), which
/// the expected table is derived from. Per warp
/// step the ITS scheduler asks (src/warp/its.rs `choose`): which pc group (`IndirectTarget n`
/// over the groups by ascending pc, asked only when there are several), then, for a group of
/// two or more threads, whole or one (`IndirectTarget 4`: 3 = one thread), and which one
/// (`IndirectTarget n` over the group's threads).
const SEED1_CHOICES: &str = "\
# scheduling: its
IssueBlock 15 6
IndirectTarget 4 2
IndirectTarget 4 0
IndirectTarget 4 2
IndirectTarget 4 0
IndirectTarget 4 2
IndirectTarget 4 1
IndirectTarget 2 1
IndirectTarget 4 1
IndirectTarget 2 1
IndirectTarget 4 2
IndirectTarget 2 1
IndirectTarget 4 3
IndirectTarget 2 0
IndirectTarget 3 0
IndirectTarget 4 1
IndirectTarget 3 0
IndirectTarget 4 2
IndirectTarget 2 1
IndirectTarget 2 1
IndirectTarget 4 0
IndirectTarget 2 1
IndirectTarget 4 0
IndirectTarget 4 2
IndirectTarget 4 1
IndirectTarget 4 3
IndirectTarget 4 3
IndirectTarget 2 0
IndirectTarget 4 3
IndirectTarget 3 0
IndirectTarget 2 0
IndirectTarget 4 0
IndirectTarget 4 1
";

/// Derived by hand from [`SEED1_CHOICES`] and the program above, step by step:
/// - steps 1-5 (lines 13-16, the injected ssy): one group, all four threads; the whole/one
///   answers 2 0 2 0 2 say "whole".
/// - step 6, `@%p1 bra EVEN` (answer 1: whole): the even threads 0, 2 jump to 0x108 (line 21),
///   the odd ones fall through to 0x106 (line 18): **diverge**.
/// - step 7: groups 0x106 {1,3}, 0x108 {0,2}; answer 1 picks {0,2}, whole: `mov %r3, 2`, to 0x109.
/// - step 8: groups 0x106, 0x109; 1 picks {0,2}, whole (2): the injected `bra` to 0x10e (`sync`).
/// - step 9: 1 picks {0,2} at the sync, 3 = one thread, 0 = thread 0: it passes its own sync
///   to 0x10f; thread 2 stays at 0x10e (two groups on line 17: their addresses are printed).
/// - step 10: groups 0x106 {1,3}, 0x10e {2}, 0x10f {0}; 0 picks {1,3}, whole: `mov %r3, 1`.
/// - step 11: 0 picks {1,3} at 0x107, whole: `bra` to 0x10e, where thread 2 waits:
///   **reconverge** (0x10e {1,2,3}).
/// - step 12: groups 0x10e {1,2,3}, 0x10f {0}; 1 picks thread 0 (one thread: no further
///   question): `bra DONE`, to 0x10a (line 23).
/// - step 13: 1 picks {1,2,3} at the sync, whole: to 0x10f.
/// - step 14: 1 picks {1,2,3}, whole: `bra DONE` joins thread 0 at 0x10a: **reconverge**.
/// - steps 15, 16 (lines 23, 24): one group, whole (2, 1).
/// - step 17, the store (line 25): one group; 3 = one thread, 3 = thread 3, which goes on to
///   the exit (0x10d, line 26).
/// - step 18: groups 0x10c {0,1,2}, 0x10d {3}; 0 picks {0,1,2}, 3 = one, 0 = thread 0: it
///   joins thread 3 at the exit: **reconverge**.
/// - step 19: 0 picks {1,2} at the store, whole (0): all four at the exit: **reconverge**.
/// - step 20: one group (whole, 1): every thread exits; no live thread is left (`-`).
const SEED1_TABLE: &str = "\
pc\tstepped\tdisable\tthreads\tschedule
13\t1111\t0000\t(14,1111)\t
14\t1111\t0000\t(15,1111)\t
15\t1111\t0000\t(16,1111)\t
16\t1111\t0000\t(17*,1111)\t
17*\t1111\t0000\t(17,1111)\t
17\t1111\t0000\t(18,0101) (21,1010)\tdiverge
21\t1010\t0000\t(18,0101) (17*,1010)\t
17*\t1010\t0000\t(18,0101) (17*,1010)\t
17*\t1000\t0000\t(18,0101) (17*@0x10e,0010) (17*@0x10f,1000)\t
18\t0101\t0000\t(19,0101) (17*@0x10e,0010) (17*@0x10f,1000)\t
19\t0101\t0000\t(17*@0x10e,0111) (17*@0x10f,1000)\treconverge
17*\t1000\t0000\t(23,1000) (17*,0111)\t
17*\t0111\t0000\t(23,1000) (17*,0111)\t
17*\t0111\t0000\t(23,1111)\treconverge
23\t1111\t0000\t(24,1111)\t
24\t1111\t0000\t(25,1111)\t
25\t0001\t0000\t(25,1110) (26,0001)\t
25\t1000\t0000\t(25,0110) (26,1001)\treconverge
25\t0110\t0000\t(26,1111)\treconverge
26\t1111\teeee\t-\t
status: completed
";

const FLAGS: [&str; 6] = ["--seed", "1", "--memory", "flat", "--warp-size", "4"];

#[test]
fn its_trace_table_shows_each_threads_pc_divergence_and_reconvergence() {
    let rec = tmp("seed1.choices");
    let mut args = vec![
        "trace",
        M,
        "--warp",
        "0:0",
        "--scheduling",
        "its",
        "--record",
        rec.to_str().unwrap(),
    ];
    args.extend(FLAGS);
    let (code, out, err) = sim(&args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read_to_string(&rec).unwrap(), SEED1_CHOICES);
    assert_eq!(out, SEED1_TABLE);
}

#[test]
fn its_jsonl_trace_has_thread_groups_and_the_viewer_reads_them() {
    let t = tmp("its.jsonl");
    let mut args = vec![
        "run",
        M,
        "--scheduling",
        "its",
        "--trace",
        t.to_str().unwrap(),
    ];
    args.extend(FLAGS);
    let (code, _, err) = sim(&args);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&t).unwrap();
    let steps: Vec<&str> = text.lines().filter(|l| l.contains("warp_step")).collect();
    assert_eq!(steps.len(), 20);
    // Step 6 (the branch) and step 9 (thread 0 alone at the injected sync), exactly.
    assert_eq!(
        steps[5],
        r#"{"event":"warp_step","step":6,"grid":0,"block":[0,0,0],"warp":0,"line":17,"rule":"bra_uni","active":"1111","disable":"0000","stack":[],"threads":[{"line":18,"pc":262,"depth":0,"lanes":"0101"},{"line":21,"pc":264,"depth":0,"lanes":"1010"}],"diverged":true}"#
    );
    assert_eq!(
        steps[8],
        r#"{"event":"warp_step","step":9,"grid":0,"block":[0,0,0],"warp":0,"line":17,"rule":"sync","active":"1000","disable":"0000","stack":[],"injected":true,"threads":[{"line":18,"pc":262,"depth":0,"lanes":"0101"},{"line":17,"pc":270,"depth":0,"lanes":"0010","injected":true},{"line":17,"pc":271,"depth":0,"lanes":"1000","injected":true}]}"#
    );
    // The viewer: threads that stepped are active, the others wait at their own pc.
    use fermi_sim::view::LaneState;
    let m = fermi_sim::view::read_trace(std::io::BufReader::new(std::fs::File::open(&t).unwrap()))
        .unwrap();
    assert_eq!(m.warps.len(), 1);
    let states = |i: usize| -> Vec<LaneState> { (0..4).map(|l| m.lane_state(0, i, l)).collect() };
    use LaneState::{Active, Exited, Waiting};
    assert_eq!(states(5), [Active, Active, Active, Active]);
    assert_eq!(states(6), [Active, Waiting, Active, Waiting]);
    assert_eq!(states(8), [Active, Waiting, Waiting, Waiting]);
    assert_eq!(states(19), [Exited, Exited, Exited, Exited]);
    let w = &m.warps[0];
    assert!(w.steps[8].its);
    assert_eq!(
        m.string(w.steps[8].stack),
        "line 18: 0101 · line 17: 0010 · line 17: 1000"
    );
    assert_eq!(
        m.string(w.steps[5].stack),
        "line 18: 0101 · line 21: 1010 — diverged"
    );
    assert_eq!(
        m.string(w.steps[10].stack),
        "line 17: 0111 · line 17: 1000 — reconverged"
    );
    // Line 25 (the store) ran for 1 + 1 + 2 threads in three steps (the threads that stepped).
    let s = m.line_stats[&25];
    assert_eq!((s.warp_steps, s.lane_execs), (3, 4));
    // The page marks its steps as ITS (a 12th element) and the SVG's depth strip is the call
    // depth.
    let html = fermi_sim::view::render_html(&m);
    assert!(
        html.contains(",0,0,1,6,1]"),
        "step 6's record ends in count, first step, ITS"
    );
    let svg = fermi_sim::view::render_svg(&m);
    assert!(svg.contains("call depth (ITS)"));
    assert!(svg.contains(LaneState::Waiting.label()));
}

/// The SIMT trace of the same launch is byte for byte what it was before ITS traces existed
/// (`tests/data/its/diverge-simt.jsonl`, written by the simulator before this change).
#[test]
fn simt_trace_is_unchanged() {
    let t = tmp("simt.jsonl");
    let mut args = vec!["run", M, "--trace", t.to_str().unwrap()];
    args.extend(FLAGS);
    let (code, _, err) = sim(&args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        std::fs::read_to_string(&t).unwrap(),
        std::fs::read_to_string("tests/data/its/diverge-simt.jsonl").unwrap()
    );
}
