//! Every command the README, `docs/*.md` and the sample folders' READMEs show runs here, and its output must match what the
//! page shows.
//!
//! An example is a fenced block whose info string is `console`:
//!
//! ````text
//! ```console
//! $ fermi-sim run ptx-samples/thesis/listing-6.2.launch.ron
//! ? 3
//! status: livelock (seed 1)
//! ...
//! ```
//! ````
//!
//! - `$ ` starts a command, run by `sh` with the built `fermi-sim` first on `PATH`, stderr joined
//!   to stdout, in a scratch folder that holds links to the repository's `ptx-samples`, `configs`,
//!   `tests`, `traces` and `docs`, and to every file of `docs/examples/` (so `bad.ptx` is there).
//!   Files a command writes stay in the scratch folder; a block's commands share one.
//! - `? N` right after the command is the exit status it must end with (default 0).
//! - The lines up to the next command are the expected output: `...` alone on a line stands for
//!   any number of lines, `[..]` for any text within a line (timings, rates). Trailing spaces do
//!   not count.
//!
//! A block tagged `console,no-run` is shown but not run (for commands that need another tool or
//! minutes); the test requires a reason on the line before the block. A `fermi-sim` command in
//! any other code block fails the test, so no example escapes.

use crate::common::root;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One command of a block, with what it must print and its exit status.
struct Example {
    line: usize,
    cmd: String,
    status: i32,
    expected: Vec<String>,
}

/// A `console` block: where it starts, whether it runs, its commands.
struct Block {
    file: PathBuf,
    line: usize,
    run: bool,
    examples: Vec<Example>,
}

/// The pages whose examples are tested: the README, `docs/*.md`, `ptx-samples/*/README.md`.
fn pages() -> Vec<PathBuf> {
    let mut v = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    // The sample folders' READMEs.
    for e in std::fs::read_dir(root().join("ptx-samples")).unwrap() {
        let p = e.unwrap().path().join("README.md");
        if p.is_file() {
            docs.push(p);
        }
    }
    docs.sort();
    v.extend(docs);
    v
}

/// The `console` blocks of a page; every other code block (fenced or indented) must not call
/// `fermi-sim`, or the returned error names it.
fn parse(file: &Path) -> Result<Vec<Block>, String> {
    let text = std::fs::read_to_string(file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let mut blocks = Vec::new();
    let mut i = 0;
    let mut prev_blank = true;
    while i < lines.len() {
        let l = lines[i];
        if let Some(info) = l.strip_prefix("```") {
            let start = i + 1;
            let mut end = start;
            while end < lines.len() && !lines[end].starts_with("```") {
                end += 1;
            }
            let body = &lines[start..end.min(lines.len())];
            let info = info.trim();
            if info == "console" || info == "console,no-run" {
                let run = info == "console";
                if !run && (i == 0 || lines[i - 1].trim().is_empty()) {
                    return Err(format!(
                        "{}:{}: a `console,no-run` block needs its reason on the line before it",
                        file.display(),
                        i + 1
                    ));
                }
                blocks.push(Block {
                    file: file.to_path_buf(),
                    line: start,
                    run,
                    examples: examples(body, start),
                });
            } else if let Some(k) = body.iter().position(|b| calls_us(b)) {
                return Err(format!(
                    "{}:{}: `fermi-sim` shown outside a `console` block: {}",
                    file.display(),
                    start + k + 1,
                    body[k]
                ));
            }
            i = end + 1;
            prev_blank = true;
            continue;
        }
        // An indented code block starts after a blank line.
        if prev_blank && l.starts_with("    ") && calls_us(l) {
            return Err(format!(
                "{}:{}: `fermi-sim` shown in an indented block; write it as a `console` block: {}",
                file.display(),
                i + 1,
                l.trim()
            ));
        }
        prev_blank = l.trim().is_empty() || (prev_blank && l.starts_with("    "));
        i += 1;
    }
    Ok(blocks)
}

/// Does this code line run the simulator?
fn calls_us(l: &str) -> bool {
    let t = l.trim_start().trim_start_matches("$ ");
    t.starts_with("fermi-sim ") || t == "fermi-sim"
}

/// The commands of one block; `first` is the 0-based line of its first body line.
fn examples(body: &[&str], first: usize) -> Vec<Example> {
    let mut out: Vec<Example> = Vec::new();
    for (k, l) in body.iter().enumerate() {
        if let Some(cmd) = l.strip_prefix("$ ") {
            out.push(Example {
                line: first + k + 1,
                cmd: cmd.to_string(),
                status: 0,
                expected: Vec::new(),
            });
        } else if let Some(e) = out.last_mut() {
            match l.strip_prefix("? ") {
                Some(s) if e.expected.is_empty() => {
                    e.status = s.trim().parse().expect("`? N` takes an exit status")
                }
                _ => e.expected.push(l.trim_end().to_string()),
            }
        }
    }
    out
}

/// Does `line` match `pat`, where `[..]` in `pat` stands for any text?
fn line_matches(pat: &str, line: &str) -> bool {
    let parts: Vec<&str> = pat.split("[..]").collect();
    if parts.len() == 1 {
        return pat == line;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !line.starts_with(first) || line.len() < first.len() + last.len() || !line.ends_with(last) {
        return false;
    }
    let mut rest = &line[first.len()..line.len() - last.len()];
    for p in &parts[1..parts.len() - 1] {
        match rest.find(p) {
            Some(at) => rest = &rest[at + p.len()..],
            None => return false,
        }
    }
    true
}

/// Do the output lines match the expected ones, `...` standing for any number of lines?
fn lines_match(exp: &[String], got: &[&str]) -> bool {
    match exp.first() {
        None => got.is_empty(),
        Some(e) if e == "..." => (0..=got.len()).any(|k| lines_match(&exp[1..], &got[k..])),
        Some(e) => !got.is_empty() && line_matches(e, got[0]) && lines_match(&exp[1..], &got[1..]),
    }
}

/// A scratch folder with links to what the examples read.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("doc-examples/{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for d in ["ptx-samples", "configs", "tests", "traces", "docs"] {
        std::os::unix::fs::symlink(root().join(d), dir.join(d)).unwrap();
    }
    for e in std::fs::read_dir(root().join("docs/examples")).unwrap() {
        let p = e.unwrap().path();
        std::os::unix::fs::symlink(&p, dir.join(p.file_name().unwrap())).unwrap();
    }
    dir
}

/// Run one block; returns a message per failing command.
fn run_block(b: &Block) -> Vec<String> {
    let rel = b.file.strip_prefix(root()).unwrap().display().to_string();
    let dir = scratch(&format!("{}-{}", rel.replace('/', "_"), b.line));
    let path = crate::common::path_with_binary();
    let mut fails = Vec::new();
    for e in &b.examples {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!("exec 2>&1; {}", e.cmd))
            .current_dir(&dir)
            .env("PATH", &path)
            .env_remove("RUST_LOG")
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let mut got: Vec<&str> = text.lines().map(|l| l.trim_end()).collect();
        // Trailing blank lines are invisible on the page.
        while got.last() == Some(&"") {
            got.pop();
        }
        let status = out.status.code().unwrap_or(-1);
        if status != e.status || !lines_match(&e.expected, &got) {
            fails.push(format!(
                "{rel}:{}: `{}` exited {status} (page: {}) and printed:\n{}\n--- the page shows:\n{}",
                e.line,
                e.cmd,
                e.status,
                got.join("\n"),
                e.expected.join("\n")
            ));
        }
    }
    fails
}

#[test]
fn pattern_matching() {
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert!(line_matches("a [..] c", "a bb c"));
    assert!(line_matches(
        "in [..]s ([..] runs/s)",
        "in 0.23s (4372 runs/s)"
    ));
    assert!(!line_matches("a [..] c", "a bb d"));
    assert!(!line_matches("ab[..]ba", "aba"));
    assert!(lines_match(&s(&["x", "...", "z"]), &["x", "y", "y", "z"]));
    assert!(lines_match(&s(&["x", "...", "z"]), &["x", "z"]));
    assert!(!lines_match(&s(&["x", "...", "z"]), &["x", "y"]));
    assert!(!lines_match(&s(&["x"]), &["x", "y"]));
}

#[test]
fn every_documented_command_prints_what_the_page_shows() {
    let mut blocks = Vec::new();
    let mut errors = Vec::new();
    for p in pages() {
        match parse(&p) {
            Ok(b) => blocks.extend(b),
            Err(e) => errors.push(e),
        }
    }
    let runnable: Vec<&Block> = blocks.iter().filter(|b| b.run).collect();
    assert!(
        runnable.iter().map(|b| b.examples.len()).sum::<usize>() >= 20,
        "the README and docs show at least 20 commands"
    );
    // Two workers: the blocks are independent.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let fails = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(b) = runnable.get(i) else { break };
                let f = run_block(b);
                fails.lock().unwrap().extend(f);
            });
        }
    });
    errors.extend(fails.into_inner().unwrap());
    assert!(errors.is_empty(), "{}", errors.join("\n\n"));
}
