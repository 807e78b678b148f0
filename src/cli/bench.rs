//! `fermi-sim bench`: one child process per (kernel, policy) so that each row's peak
//! memory is its own; `--in-process` runs everything here instead (peak memory then accumulates).

use crate::bench::{render_table, run_row, Row, KERNELS, POLICIES};

#[derive(clap::Args, Debug, Clone)]
pub struct BenchArgs {
    /// Small sizes (a CI smoke test).
    #[arg(long)]
    pub quick: bool,
    /// Only this kernel (vadd, matmul, collatz, reduce, spinlock, explore).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Only this policy (random, round-robin).
    #[arg(long)]
    pub policy: Option<String>,
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

fn child_row(a: &BenchArgs, kernel: &str, policy: &str) -> Option<Row> {
    let exe = std::env::current_exe().ok()?;
    let mut cmd = std::process::Command::new(exe);
    cmd.args([
        "bench",
        "--single",
        "--kernel",
        kernel,
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
    let policies: Vec<&str> = match &a.policy {
        Some(p) if POLICIES.contains(&p.as_str()) => vec![p.as_str()],
        Some(p) => {
            eprintln!(
                "error: unknown policy `{p}` (one of {})",
                POLICIES.join(", ")
            );
            return 2;
        }
        None => POLICIES.to_vec(),
    };
    if a.single {
        let row = run_row(kernels[0], policies[0], a.quick, a.seed);
        println!("{}", serde_json::to_string(&row).expect("rows serialise"));
        return 0;
    }
    let mut rows = Vec::new();
    for k in &kernels {
        for p in &policies {
            let row = if a.in_process {
                None
            } else {
                child_row(a, k, p)
            };
            let row = row.unwrap_or_else(|| run_row(k, p, a.quick, a.seed));
            if !a.json {
                // Rows appear as they finish (the full run takes minutes).
                eprint!(
                    "{}",
                    render_table(std::slice::from_ref(&row))
                        .lines()
                        .nth(1)
                        .map(|l| format!("{l}\n"))
                        .unwrap_or_default()
                );
            }
            rows.push(row);
        }
    }
    if a.json {
        println!("{}", serde_json::to_string(&rows).expect("rows serialise"));
    } else {
        print!("{}", render_table(&rows));
        println!(
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
