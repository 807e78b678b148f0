//! The golden traces of `traces/thesis/*.txt` replayed on the REAL listing files, loaded by the
//! parser and loader (the hand-built versions are in `golden_traces.rs`).

use fermi_sim::program::env::ProgEnv;
use fermi_sim::trace::render_table;
use fermi_sim::warp::state::{Warp, WarpState};
use fermi_sim::warp::step::{new_warp, Rule};
use fermi_sim::warp::testkit::{run_warp, Run, Scripted};

fn load(file: &str) -> ProgEnv {
    let path = format!("{}/ptx-samples/thesis/{file}", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap();
    let m = fermi_sim::ptx::parse(file, &src).unwrap_or_else(|d| panic!("{file}: {:?}", d.items));
    fermi_sim::program::load::load(&m, file, &src, 0)
        .unwrap_or_else(|d| panic!("{file}: {:?}", d.items))
}

fn golden(name: &str) -> (String, usize) {
    let path = format!("{}/traces/thesis/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let body: String = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| format!("{l}\n"))
        .collect();
    let rows = body.lines().count() - 1;
    (body, rows)
}

fn reg(p: &ProgEnv, name: &str) -> u32 {
    p.regs
        .iter()
        .position(|r| r.source_name == name)
        .unwrap_or_else(|| panic!("no register {name}")) as u32
}

/// Address of the (non-injected) instruction at listing line `line`.
fn at_line(p: &ProgEnv, line: u32) -> u64 {
    (p.base as usize
        + p.src
            .iter()
            .position(|s| s.line == line && !s.injected)
            .unwrap()) as u64
}

fn warp(p: &ProgEnv, lanes: usize) -> Warp {
    let (k, _) = p.kernel("main").expect("kernel main");
    new_warp(p, k, 0, lanes, lanes, 0, [lanes as u32, 1, 1], 0, 0)
}

fn set(p: &ProgEnv, w: &mut Warp, name: &str, vals: &[u64]) {
    let r = reg(p, name);
    for (l, v) in vals.iter().enumerate() {
        w.set_reg(r, l, *v);
    }
}

fn run(p: &ProgEnv, w: &mut Warp, answers: Vec<usize>) -> Run {
    let mut s = Scripted {
        answers,
        asked: vec![],
    };
    let r = run_warp(p, w, &mut s, 200, &mut |_| 0);
    assert!(r.stuck.is_none(), "stuck: {:?}", r.stuck);
    assert_eq!(w.state, WarpState::Completed);
    assert_eq!(r.safety, None);
    r
}

fn check(name: &str, r: &Run, lanes: usize, skip: usize, tail: &[Rule]) {
    let (gold, rows) = golden(name);
    let got = render_table(&r.events[skip..skip + rows], lanes);
    assert_eq!(got, gold, "{name}: got\n{got}");
    let rest: Vec<Rule> = r.outcomes[skip + rows..].iter().map(|o| o.rule).collect();
    assert_eq!(rest, tail, "{name}: steps after the table");
}

#[test]
fn figure_5_2_loaded() {
    let p = load("listing-5.5.ptx");
    let mut w = warp(&p, 2);
    set(&p, &mut w, "a", &[1, 1]);
    set(&p, &mut w, "b", &[1, 2]);
    set(&p, &mut w, "d", &[1, 1]);
    let r = run(&p, &mut w, vec![]);
    check("fig-5.2", &r, 2, 0, &[Rule::ExitUni]);
    // the appended exit (Step 5) is injected: its trace event says so
    assert_eq!(r.events.last().unwrap().injected, Some(true));
    assert_eq!(r.events[0].injected, None);
}

#[test]
fn figure_5_3_loaded() {
    let p = load("listing-5.6.ptx");
    let mut w = warp(&p, 4);
    let (p1, p2, p3) = (at_line(&p, 4), at_line(&p, 7), at_line(&p, 10));
    set(&p, &mut w, "r", &[p3, p2, p1, p2]);
    set(&p, &mut w, "d", &[1, 1, 1, 1]);
    let r = run(&p, &mut w, vec![1, 1]);
    check("fig-5.3", &r, 4, 0, &[Rule::ExitUni]);
}

#[test]
fn figure_5_4_loaded() {
    let p = load("listing-5.7.ptx");
    let mut w = warp(&p, 3);
    set(&p, &mut w, "a", &[1, 3, 4]);
    set(&p, &mut w, "b", &[2, 3, 4]);
    set(&p, &mut w, "p2", &[0, 1, 0]);
    set(&p, &mut w, "d", &[1, 1, 1]);
    let r = run(&p, &mut w, vec![]);
    assert_eq!(
        (r.outcomes[0].rule, r.outcomes[1].rule),
        (Rule::PreRet, Rule::CallUni)
    );
    check("fig-5.4", &r, 3, 2, &[Rule::ExitUni]);
}

#[test]
fn derived_d1_loaded() {
    let p = load("derived/d1-both-paths-return.ptx");
    let mut w = warp(&p, 2);
    let r = run(&p, &mut w, vec![]);
    check("d1", &r, 2, 0, &[]);
}

#[test]
fn derived_d2_loaded() {
    let p = load("derived/d2-loop-break.ptx");
    let mut w = warp(&p, 2);
    let r = run(&p, &mut w, vec![]);
    check("d2", &r, 2, 0, &[]);
}

#[test]
fn derived_d3_loaded() {
    let p = load("derived/d3-conditional-call.ptx");
    let mut w = warp(&p, 2);
    let r = run(&p, &mut w, vec![]);
    check("d3", &r, 2, 0, &[]);
}
