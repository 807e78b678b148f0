//! Sweeps beyond one machine (docs/scale-out.md): shards run as separate processes and their
//! merge equals the single sweep apart from the timing line; bad shard sets are refused; the
//! Slurm scripts run locally; the Kubernetes Job, the GNU parallel script and the Dockerfile
//! are checked.

use crate::common::root;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_fermi-sim")
}

fn scratch(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("scale-out-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn text(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The summary without its first (timing) line.
fn body(s: &str) -> String {
    s.lines().skip(1).collect::<Vec<_>>().join("\n")
}

/// Run `sweep` with `args` in N shards as N processes at once, merge them, and compare with the
/// single sweep.
fn shards_merge_to_the_single_sweep(name: &str, args: &[&str], n: usize) {
    let dir = scratch(name);
    let single = Command::new(bin())
        .arg("sweep")
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    let children: Vec<_> = (1..=n)
        .map(|k| {
            Command::new(bin())
                .arg("sweep")
                .args(args)
                .args(["--partition", &format!("{k}/{n}"), "--out"])
                .arg(dir.join(format!("shard-{k}.jsonl")))
                .current_dir(root())
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut c in children {
        let st = c.wait().unwrap();
        assert_ne!(st.code(), Some(2), "a shard failed");
    }
    // In reverse order: the merge orders by run number, not by file.
    let files: Vec<PathBuf> = (1..=n)
        .rev()
        .map(|k| dir.join(format!("shard-{k}.jsonl")))
        .collect();
    let merged = Command::new(bin())
        .arg("merge")
        .args(&files)
        .output()
        .unwrap();
    assert_eq!(
        merged.status.code(),
        single.status.code(),
        "{}",
        text(&merged)
    );
    assert_eq!(body(&text(&merged)), body(&text(&single)));
    assert!(text(&single).lines().count() > 4, "{}", text(&single));
    // --json too, timing aside.
    let mut j1: serde_json::Value = serde_json::from_slice(
        &Command::new(bin())
            .arg("sweep")
            .args(args)
            .arg("--json")
            .current_dir(root())
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    let mut j2: serde_json::Value = serde_json::from_slice(
        &Command::new(bin())
            .arg("merge")
            .args(&files)
            .arg("--json")
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    j1["elapsed_s"] = serde_json::Value::Null;
    j2["elapsed_s"] = serde_json::Value::Null;
    assert_eq!(j1, j2);
}

#[test]
fn shards_of_a_seed_sweep_merge_to_the_single_sweep() {
    shards_merge_to_the_single_sweep(
        "seeds",
        &[
            "ptx-samples/cuda/race_sum.launch.ron",
            "--seeds",
            "0..150",
            "--jobs",
            "1",
        ],
        4,
    );
}

#[test]
fn shards_of_an_argument_sweep_merge_to_the_single_sweep() {
    shards_merge_to_the_single_sweep(
        "args",
        &[
            "ptx-samples/cuda/benign_races-shift.launch.ron",
            "--seeds",
            "1..3",
            "--arg",
            "offset=0..40",
            "--check",
            "races",
            "--memory",
            "flat",
            "--jobs",
            "1",
        ],
        3,
    );
}

#[test]
fn lost_repeated_truncated_and_foreign_shards_are_refused() {
    let dir = scratch("bad");
    let m = "ptx-samples/cuda/stale_read-plain.launch.ron";
    let shard = |k: usize, n: usize, seeds: &str| {
        let f = dir.join(format!("s{k}-{n}-{seeds}.jsonl"));
        let o = Command::new(bin())
            .args([
                "sweep",
                m,
                "--seeds",
                seeds,
                "--partition",
                &format!("{k}/{n}"),
                "--out",
            ])
            .arg(&f)
            .current_dir(root())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0));
        f
    };
    let (a, b, c) = (
        shard(1, 3, "0..30"),
        shard(2, 3, "0..30"),
        shard(3, 3, "0..30"),
    );
    let merge = |files: &[&PathBuf]| {
        let o = Command::new(bin())
            .arg("merge")
            .args(files)
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    assert_eq!(merge(&[&a, &b, &c]).0, Some(0));
    let (code, err) = merge(&[&a, &c]);
    assert_eq!(code, Some(2));
    assert!(err.contains("shard 2/3 is missing"), "{err}");
    let (code, err) = merge(&[&a, &b, &b, &c]);
    assert_eq!(code, Some(2));
    assert!(err.contains("shard 2/3 is given 2 times"), "{err}");
    // A shard whose task died: no end line.
    let t = dir.join("truncated.jsonl");
    let full = std::fs::read_to_string(&b).unwrap();
    let cut: Vec<&str> = full.lines().collect();
    std::fs::write(&t, cut[..cut.len() - 3].join("\n")).unwrap();
    let (code, err) = merge(&[&a, &t, &c]);
    assert_eq!(code, Some(2));
    assert!(err.contains("truncated"), "{err}");
    // A shard of another sweep.
    let other = shard(2, 3, "0..31");
    let (code, err) = merge(&[&a, &other, &c]);
    assert_eq!(code, Some(2));
    assert!(err.contains("different sweeps"), "{err}");
    let (code, err) = merge(&[&root().join("README.md")]);
    assert_eq!(code, Some(2));
    assert!(err.contains("not a sweep shard"), "{err}");
}

#[test]
fn the_slurm_scripts_run_locally() {
    let dir = scratch("slurm");
    let path = crate::common::path_with_binary();
    let m = root().join("ptx-samples/cuda/race_sum.launch.ron");
    for k in 1..=3 {
        let o = Command::new("bash")
            .arg(root().join("docs/scale-out/slurm-sweep.sh"))
            .current_dir(&dir)
            .env("PATH", &path)
            .env("MANIFEST", &m)
            .env("SEEDS", "0..60")
            .env("SLURM_ARRAY_TASK_ID", k.to_string())
            .env("SLURM_ARRAY_TASK_COUNT", "3")
            .env("SLURM_CPUS_PER_TASK", "1")
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    }
    let o = Command::new("bash")
        .arg(root().join("docs/scale-out/slurm-merge.sh"))
        .current_dir(&dir)
        .env("PATH", &path)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let single = Command::new(bin())
        .args(["sweep", m.to_str().unwrap(), "--seeds", "0..60"])
        .output()
        .unwrap();
    let merged = std::fs::read_to_string(dir.join("shards/summary.txt")).unwrap();
    assert_eq!(body(&merged), body(&text(&single)));
}

#[test]
fn the_kubernetes_job_parallel_script_and_dockerfile_are_well_formed() {
    use yaml_rust2::YamlLoader;
    let y = std::fs::read_to_string(root().join("docs/scale-out/k8s-indexed-job.yaml")).unwrap();
    let doc = &YamlLoader::load_from_str(&y).unwrap()[0];
    assert_eq!(doc["kind"].as_str(), Some("Job"));
    let spec = &doc["spec"];
    assert_eq!(spec["completionMode"].as_str(), Some("Indexed"));
    let c = &spec["template"]["spec"]["containers"][0];
    let shards = c["env"][0]["value"].as_str().unwrap();
    assert_eq!(
        spec["completions"]
            .as_i64()
            .map(|n| n.to_string())
            .as_deref(),
        Some(shards)
    );
    let script = c["args"][0].as_str().unwrap();
    assert!(
        script.contains("JOB_COMPLETION_INDEX + 1") && script.contains("--partition"),
        "{script}"
    );
    for sh in ["parallel.sh", "slurm-sweep.sh", "slurm-merge.sh"] {
        let o = Command::new("bash")
            .arg("-n")
            .arg(root().join("docs/scale-out").join(sh))
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{sh}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
    // Every path the Dockerfile copies from the repository exists; it builds with the lock file.
    let d = std::fs::read_to_string(root().join("Dockerfile")).unwrap();
    assert!(d.contains("cargo build --release --locked"));
    let mut copied: Vec<String> = Vec::new();
    for l in d
        .lines()
        .filter(|l| l.starts_with("COPY ") && !l.contains("--from"))
    {
        let parts: Vec<&str> = l.split_whitespace().collect();
        for src in &parts[1..parts.len() - 1] {
            let matches = glob_files(src);
            assert!(
                !matches.is_empty(),
                "Dockerfile copies {src}, which matches nothing"
            );
            copied.push(src.to_string());
        }
    }
    // Every file the build embeds (include_str!, include_bytes!) is in the image's build
    // context: copied by the Dockerfile and not left out by .dockerignore.
    let ignore = std::fs::read_to_string(root().join(".dockerignore")).unwrap();
    let kept: Vec<&str> = ignore.lines().filter_map(|l| l.strip_prefix('!')).collect();
    assert!(
        ignore.lines().any(|l| l == "*"),
        ".dockerignore keeps only what it names"
    );
    let covered = |rel: &str, pats: &[&str]| {
        pats.iter().any(|p| {
            let p = p.trim_end_matches('/');
            rel == p || rel.starts_with(&format!("{p}/")) || glob_match(p, rel)
        })
    };
    let copied: Vec<&str> = copied.iter().map(String::as_str).collect();
    for f in crate::common::files_under(&[root().join("src")], ".rs") {
        let text = std::fs::read_to_string(&f).unwrap();
        for arg in ["include_str!(\"", "include_bytes!(\""]
            .iter()
            .flat_map(|m| text.split(m).skip(1))
            .filter_map(|s| s.split('"').next())
        {
            let path = f.parent().unwrap().join(arg);
            let path = std::fs::canonicalize(&path)
                .unwrap_or_else(|e| panic!("{}: {arg}: {e}", f.display()));
            let rel = path
                .strip_prefix(std::fs::canonicalize(root()).unwrap())
                .unwrap()
                .to_string_lossy()
                .into_owned();
            assert!(
                covered(&rel, &copied) && covered(&rel, &kept),
                "{} embeds {rel}, which the Dockerfile or .dockerignore leaves out of the image build",
                f.display()
            );
        }
    }
}

/// `pattern` with at most one `*`, in its last path component.
fn glob_match(pattern: &str, path: &str) -> bool {
    match pattern.split_once('*') {
        Some((pre, post)) => {
            path.starts_with(pre)
                && path.ends_with(post)
                && path.len() >= pre.len() + post.len()
                && !path[pre.len()..path.len() - post.len()].contains('/')
        }
        None => pattern == path,
    }
}

/// The repository files a COPY source names (a path, or a pattern with `*` in its last part).
fn glob_files(src: &str) -> Vec<PathBuf> {
    if !src.contains('*') {
        let p = root().join(src);
        return if p.exists() { vec![p] } else { Vec::new() };
    }
    let (dir, _) = src.rsplit_once('/').unwrap_or((".", src));
    std::fs::read_dir(root().join(dir))
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| {
                    let rel = p
                        .strip_prefix(root())
                        .unwrap()
                        .to_string_lossy()
                        .into_owned();
                    glob_match(src, &rel)
                })
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn explore_shards_cover_the_whole_search() {
    // Three shards of an exhaustive search: every shard leaves out part of the tree, and the
    // merged final memories and failures are the single search's.
    let dir = scratch("explore");
    let args = [
        "explore",
        "tests/data/explore/race3.launch.ron",
        "--config",
        "configs/tiny.ron",
    ];
    let single = Command::new(bin())
        .args(args)
        .arg("--json")
        .current_dir(root())
        .output()
        .unwrap();
    let single: serde_json::Value = serde_json::from_slice(&single.stdout).unwrap();
    let mut files = Vec::new();
    for k in 1..=3 {
        let f = dir.join(format!("e{k}.jsonl"));
        let o = Command::new(bin())
            .args(args)
            .args(["--json", "--partition", &format!("{k}/3"), "--out"])
            .arg(&f)
            .current_dir(root())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(4));
        let shard: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert!(
            shard["states"].as_u64() < single["states"].as_u64(),
            "shard {k} searched only part of the tree"
        );
        files.push(f);
    }
    let o = Command::new(bin())
        .arg("merge")
        .args(&files)
        .arg("--json")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(4));
    let merged: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(merged["exhaustive"], true);
    let lines = |v: &serde_json::Value, key: &str, f: &dyn Fn(&serde_json::Value) -> String| {
        let mut x: Vec<String> = v[key].as_array().unwrap().iter().map(f).collect();
        x.sort();
        x
    };
    let single_mem = lines(&single, "final_memories", &|m| {
        let mut b = std::collections::BTreeMap::new();
        for (k, v) in m["buffers"].as_object().unwrap() {
            let xs: Vec<String> = v
                .as_array()
                .unwrap()
                .iter()
                .take(8)
                .map(|n| n.to_string())
                .collect();
            b.insert(k.clone(), format!("{k}=[{}]", xs.join(",")));
        }
        b.into_values().collect::<Vec<_>>().join(" ")
    });
    let merged_mem = lines(&merged, "final_memories", &|m| {
        m["buffers"].as_str().unwrap().to_string()
    });
    assert_eq!(single_mem, merged_mem);
    assert_eq!(single_mem.len(), 7);
    let single_fail = lines(&single, "diagnostics", &|f| {
        format!("{} {}", f["diagnostic"]["kind"], f["diagnostic"]["lines"])
    });
    let merged_fail = lines(&merged, "failures", &|f| {
        format!("{} {}", f["kind"], f["lines"])
    });
    assert_eq!(single_fail, merged_fail);
    // A lost explore shard is named too.
    let o = Command::new(bin())
        .arg("merge")
        .args(&files[..2])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("shard 3/3 is missing"));
}

/// The image of the committed `Dockerfile` builds and runs a sample. It needs a Docker daemon
/// that can reach crates.io, which CI does not have, so it runs only on request:
/// `cargo test --test it -- --ignored dockerfile`. Without a daemon it fails (it does not skip).
#[test]
#[ignore = "needs a Docker daemon: cargo test --test it -- --ignored dockerfile"]
fn dockerfile_builds_an_image_that_runs_a_sample() {
    let tag = "fermi-sim-dockerfile-test:latest";
    // Host networking: builds need crates.io, and a daemon without a bridge network has only
    // that; on a daemon with one it changes nothing.
    let build = Command::new("docker")
        .args(["build", "--network", "host", "-t", tag, "."])
        .current_dir(root())
        .output()
        .expect("docker is not installed");
    assert!(
        build.status.success(),
        "docker build failed:\n{}",
        String::from_utf8_lossy(&build.stderr)
    );
    let samples = root().join("ptx-samples");
    let run = Command::new("docker")
        .args(["run", "--rm", "--network", "none", "-v"])
        .arg(format!("{}:/work/ptx-samples:ro", samples.display()))
        .args([tag, "fermi-sim", "run", "ptx-samples/cuda/vadd.launch.ron"])
        .output()
        .unwrap();
    let out = text(&run);
    assert!(
        run.status.success(),
        "{out}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    // Exit status 0: completed, with the manifest's expected results.
    assert!(out.starts_with("status: completed (seed 1)"), "{out}");
    // The configs are in the image where the Dockerfile puts them.
    let cfg = Command::new("docker")
        .args([
            "run",
            "--rm",
            "--network",
            "none",
            tag,
            "ls",
            "/usr/local/share/fermi-sim/configs",
        ])
        .output()
        .unwrap();
    assert!(text(&cfg).contains("gf100.ron"), "{}", text(&cfg));
}
