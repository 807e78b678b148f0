//! End to end in a real browser: render traces to HTML, open them in headless Chromium, check the
//! DOM the page's script built (warp rows, lanes) and take screenshots. They need `/usr/bin/chromium`
//! (Debian package `chromium`), so `cargo test` lists them as ignored, with that reason, and
//! `.ci/run` installs Chromium and runs them (`cargo test --test it view_browser -- --ignored`);
//! run that way without Chromium, they fail.
//! Set `VIEW_SCREENSHOT_DIR` to keep the screenshots (docs/img/spinlock.png comes from here).

use crate::view_common;

use fermi_sim::view::{read_trace, render_html, TraceModel};
use std::path::{Path, PathBuf};
use std::process::Command;
use view_common::{read_fixture, synthetic};

const CHROMIUM: &str = "/usr/bin/chromium";

fn chromium_available() -> bool {
    assert!(
        Path::new(CHROMIUM).exists(),
        "{CHROMIUM} is missing: install the Debian package `chromium` (apt-get install -y chromium)"
    );
    true
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("fermi-sim-view-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn chromium(dir: &Path, extra: &[String], url: &str) -> std::process::Output {
    let profile = dir.join(format!(
        "profile-{}",
        extra.len() + extra.first().map_or(0, |e| e.len())
    ));
    Command::new(CHROMIUM)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--window-size=1400,900",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(extra)
        .arg(url)
        .output()
        .expect("chromium runs")
}

/// Render, dump the DOM, screenshot. Returns (DOM, screenshot path).
fn open(m: &TraceModel, name: &str) -> (String, PathBuf) {
    let dir = scratch(name);
    let page = dir.join(format!("{name}.html"));
    std::fs::write(&page, render_html(m)).unwrap();
    let url = format!("file://{}", page.display());
    let out = chromium(&dir, &["--dump-dom".to_string()], &url);
    let dom = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success() && !dom.is_empty(),
        "chromium --dump-dom failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let png = dir.join(format!("{name}.png"));
    let out = chromium(&dir, &[format!("--screenshot={}", png.display())], &url);
    assert!(
        out.status.success(),
        "chromium --screenshot failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&png).expect("screenshot written");
    assert_eq!(&bytes[1..4], b"PNG");
    assert!(
        bytes.len() > 10_000,
        "screenshot has content ({} bytes)",
        bytes.len()
    );
    if let Some(keep) = std::env::var_os("VIEW_SCREENSHOT_DIR") {
        std::fs::copy(&png, Path::new(&keep).join(format!("{name}.png"))).unwrap();
    }
    (dom, png)
}

/// The attributes the page's script writes on `#timeline` once it has drawn.
fn timeline_attr(dom: &str, attr: &str) -> String {
    let start = dom.find("id=\"timeline\"").expect("timeline element");
    let tag_end = start + dom[start..].find('>').unwrap();
    let tag = &dom[start..tag_end];
    let key = format!("{attr}=\"");
    let i = tag
        .find(&key)
        .unwrap_or_else(|| panic!("{attr} missing in {tag}"))
        + key.len();
    tag[i..i + tag[i..].find('"').unwrap()].to_string()
}

#[test]
#[ignore = "needs Chromium (apt-get install chromium); .ci/run runs it"]
fn spin_lock_renders_one_warp_of_two_lanes() {
    if !chromium_available() {
        return;
    }
    let m = read_fixture("spinlock.jsonl");
    let (dom, _) = open(&m, "spinlock");
    assert_eq!(
        timeline_attr(&dom, "data-rendered"),
        "1",
        "the script ran to the end"
    );
    assert_eq!(timeline_attr(&dom, "data-warps"), "1");
    assert_eq!(timeline_attr(&dom, "data-lanes"), "2");
    assert_eq!(timeline_attr(&dom, "data-cols"), "49");
    assert_eq!(dom.matches("class=\"warp\"").count(), 1);
    assert_eq!(dom.matches("<canvas class=\"lanes\"").count(), 1);
    // The source pane has every PTX line, the diagnostic is listed.
    assert_eq!(dom.matches("class=\"src-line").count(), 20);
    assert!(dom.contains("class=\"src-line diag\" data-line=\"11\""));
    assert!(dom.contains("<b>livelock</b>"));
}

#[test]
#[ignore = "needs Chromium (apt-get install chromium); .ci/run runs it"]
fn two_warps_of_32_lanes_with_a_barrier() {
    if !chromium_available() {
        return;
    }
    let text = synthetic(2, 32, 40);
    let m = read_trace(std::io::Cursor::new(text.as_bytes())).unwrap();
    let (dom, _) = open(&m, "two-warps");
    assert_eq!(timeline_attr(&dom, "data-warps"), "2");
    assert_eq!(timeline_attr(&dom, "data-lanes"), "32");
    assert_eq!(dom.matches("class=\"warp\" data-warp=").count(), 2);
    assert_eq!(
        dom.matches("data-lanes=\"32\"").count(),
        3,
        "timeline + 2 warp rows"
    );
}

#[test]
#[ignore = "needs Chromium (apt-get install chromium); .ci/run runs it"]
fn large_trace_opens() {
    if !chromium_available() {
        return;
    }
    let text = synthetic(1, 32, 50_000);
    let m = read_trace(std::io::Cursor::new(text.as_bytes())).unwrap();
    let (dom, _) = open(&m, "large");
    assert_eq!(timeline_attr(&dom, "data-rendered"), "1");
    assert_eq!(timeline_attr(&dom, "data-cols"), "3847");
}

#[test]
#[ignore = "needs Chromium (apt-get install chromium); .ci/run runs it"]
fn many_warps_are_drawn_lazily() {
    if !chromium_available() {
        return;
    }
    let text = synthetic(64, 32, 50);
    let m = read_trace(std::io::Cursor::new(text.as_bytes())).unwrap();
    let (dom, _) = open(&m, "many-warps");
    assert_eq!(timeline_attr(&dom, "data-rendered"), "1");
    assert_eq!(timeline_attr(&dom, "data-warps"), "64");
    assert_eq!(dom.matches("class=\"warp\" data-warp=").count(), 64);
}

/// Real simulator output: a 32-lane warp running 2 threads shows 2 lanes, and the details panel
/// (opened on the diagnostic's step) prints masks cut to those lanes, as the thesis figures do.
#[test]
#[ignore = "needs Chromium (apt-get install chromium); .ci/run runs it"]
fn simulator_trace_shows_the_threads_lanes() {
    if !chromium_available() {
        return;
    }
    let mut text = std::fs::read_to_string(view_common::fixture("spinlock-sim.jsonl")).unwrap();
    text.push_str(
        r#"{"event":"diagnostic","step":9,"kind":"livelock","message":"m","lines":[11],"block":[0,0,0],"warp":0}"#,
    );
    let m = read_trace(std::io::Cursor::new(text.as_bytes())).unwrap();
    let (dom, _) = open(&m, "sim");
    assert_eq!(timeline_attr(&dom, "data-lanes"), "2");
    assert!(dom.contains("lanes 2–31 never had a thread"));
    assert!(dom.contains("<td><code>01</code></td>"), "α cut to 2 lanes");
    assert!(dom.contains("<td><code>b0</code></td>"), "δ cut to 2 lanes");
    assert!(
        dom.contains("<code>(break, 11, 18)</code>"),
        "token mask cut to 2 lanes"
    );
}
