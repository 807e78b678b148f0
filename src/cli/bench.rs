//! `fermi-sim bench`: one child process per (kernel, policy) so that each row's peak
//! memory is its own; `--in-process` runs everything here instead (peak memory then accumulates).

use crate::bench::{mode_policies, render_table, run_row, Row, KERNELS, MODES, POLICIES};

#[derive(clap::Args, Debug, Clone)]
pub struct BenchArgs {
    /// Small sizes (a CI smoke test).
    #[arg(long)]
    pub quick: bool,
    /// Only this kernel (vadd, matmul, collatz, reduce, spinlock, explore).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Only this policy (random, round-robin); without it each mode runs its own policies
    /// (default: both, flat: round-robin, fast: random).
    #[arg(long)]
    pub policy: Option<String>,
    /// Only this configuration: `default` (the thesis memory model, default checks), `flat`
    /// (`--memory flat --check none`) or `fast` (`--fast`).
    #[arg(long)]
    pub mode: Option<String>,
    /// Seed of the random policy.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print the rows as one JSON array.
    #[arg(long)]
    pub json: bool,
    /// Run every row in this process (no child processes).
    #[arg(long)]
    pub in_process: bool,
    /// Internal: run exactly one (kernel, policy) and print its row as JSON.
    #[arg(long, hide = true)]
    pub single: bool,
}

fn child_row(a: &BenchArgs, kernel: &str, mode: &str, policy: &str) -> Option<Row> {
    let exe = std::env::current_exe().ok()?;
    let mut cmd = std::process::Command::new(exe);
    cmd.args([
        "bench",
        "--single",
        "--kernel",
        kernel,
        "--mode",
        mode,
        "--policy",
        policy,
        "--seed",
        &a.seed.to_string(),
    ]);
    if a.quick {
        cmd.arg("--quick");
    }
    let out = cmd.stderr(std::process::Stdio::inherit()).output().ok()?;
    serde_json::from_slice(&out.stdout).ok()
}

/// Entry point of `fermi-sim bench`; returns the exit status (0, or 1 if a result was wrong,
/// 2 for bad arguments).
pub fn main(a: &BenchArgs) -> i32 {
    let kernels: Vec<&str> = match &a.kernel {
        Some(k) if KERNELS.contains(&k.as_str()) => vec![k.as_str()],
        Some(k) => {
            eprintln!(
                "error: unknown kernel `{k}` (one of {})",
                KERNELS.join(", ")
            );
            return 2;
        }
        None => KERNELS.to_vec(),
    };
    if let Some(p) = a.policy.as_deref().filter(|p| !POLICIES.contains(p)) {
        eprintln!(
            "error: unknown policy `{p}` (one of {})",
            POLICIES.join(", ")
        );
        return 2;
    }
    let modes: Vec<&str> = match &a.mode {
        Some(m) if MODES.contains(&m.as_str()) => vec![m.as_str()],
        Some(m) => {
            eprintln!("error: unknown mode `{m}` (one of {})", MODES.join(", "));
            return 2;
        }
        None => MODES.to_vec(),
    };
    // (kernel, mode, policy) in table order; the explorer enumerates every schedule on its own
    // memory, so it has one row.
    let mut plan: Vec<(&str, &str, &str)> = Vec::new();
    for &k in &kernels {
        for &m in &modes {
            let policies: Vec<&str> = match &a.policy {
                Some(p) => vec![p.as_str()],
                None => mode_policies(m).to_vec(),
            };
            for p in policies {
                if k == "explore" && plan.iter().any(|r| r.0 == k) {
                    continue;
                }
                plan.push((k, m, p));
            }
        }
    }
    if a.single {
        let Some(&(k, m, p)) = plan.first() else {
            return 2;
        };
        let row = run_row(k, m, p, a.quick, a.seed);
        crate::outln!("{}", serde_json::to_string(&row).expect("rows serialise"));
        return 0;
    }
    let mut rows = Vec::new();
    if !a.json {
        // Rows appear as they finish (the full run takes minutes), each printed once.
        crate::out!("{}", render_table(&[]));
    }
    for (k, m, p) in plan {
        let row = if a.in_process {
            None
        } else {
            child_row(a, k, m, p)
        };
        let row = row.unwrap_or_else(|| run_row(k, m, p, a.quick, a.seed));
        if !a.json {
            crate::out!(
                "{}",
                render_table(std::slice::from_ref(&row))
                    .lines()
                    .nth(1)
                    .map(|l| format!("{l}\n"))
                    .unwrap_or_default()
            );
            super::output::flush();
        }
        rows.push(row);
    }
    if a.json {
        crate::outln!("{}", serde_json::to_string(&rows).expect("rows serialise"));
    } else {
        crate::outln!(
            "thr-i/cpu = simulated thread instructions per CPU second of the device run; \
             slowdown = simulated CPU time / native Rust CPU time of the same work; peak = VmHWM of the process that ran the row"
        );
    }
    let wrong = rows.iter().any(|r| !r.status.is_empty() && !r.correct);
    if wrong {
        1
    } else {
        0
    }
}
