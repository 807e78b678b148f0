//! The verdicts of a run, shared by the layers that produce them (device, checks) and the one
//! that reports them (launch): the status, diagnostics and their kinds, statistics, `printf`
//! records. It depends on nothing, so every layer can use it.

use serde::Serialize;

/// Diagnostic kinds of findings that do not end a run (the run completes, status `violation`).
pub const FINDING_KINDS: [&str; 4] = [
    "barrier_divergence",
    "data_race",
    "intra_warp_race",
    "benign_race",
];
/// Findings reported as warnings: they do not make a completed run a violation (intra-warp
/// races, common in warp-synchronous code; races that cannot change a result, docs/checks.md).
pub const WARNING_KINDS: [&str; 2] = ["intra_warp_race", "benign_race"];

/// Is `kind` a warning (reported, but the status stays `completed`)?
pub fn is_warning(kind: &str) -> bool {
    WARNING_KINDS.contains(&kind)
}
/// Kinds the default checks report (`--expect` verifies them when a manifest lists them).
pub const DEFAULT_KINDS: [&str; 3] = ["barrier_divergence", "livelock", "safety_violation"];

/// The text one `printf` call printed, and who printed it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PrintRecord {
    pub grid: u32,
    pub block: [u32; 3],
    pub thread: [u32; 3],
    #[serde(skip)]
    pub block_linear: u32,
    #[serde(skip)]
    pub thread_linear: u32,
    /// PTX line of the call.
    pub line: u32,
    pub text: String,
}

/// `printf` records the device's buffer had no room for (config `printf_fifo_bytes`, the CUDA
/// limit `cudaLimitPrintfFifoSize`): the oldest records are overwritten, as on the device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PrintfDropped {
    /// Records dropped.
    pub records: u64,
    /// Bytes of their text.
    pub bytes: u64,
    /// The buffer's size in bytes.
    pub buffer_bytes: u64,
}

impl PrintfDropped {
    /// The line shown after the `printf` output.
    pub fn message(&self) -> String {
        format!(
            "{} printf records ({} bytes) dropped: the printf buffer holds {} (config printf_fifo_bytes)",
            self.records,
            self.bytes,
            human_bytes(self.buffer_bytes)
        )
    }
}

/// `n` bytes as `1 MiB`, `4 KiB` or `100 bytes`.
pub fn human_bytes(n: u64) -> String {
    if n >= 1 << 30 && n.is_multiple_of(1 << 30) {
        format!("{} GiB", n >> 30)
    } else if n >= 1 << 20 && n.is_multiple_of(1 << 20) {
        format!("{} MiB", n >> 20)
    } else if n >= 1 << 10 && n.is_multiple_of(1 << 10) {
        format!("{} KiB", n >> 10)
    } else {
        format!("{n} bytes")
    }
}

/// Final verdict of a run (docs/design.md, "Interfaces", §12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Completed,
    Deadlock,
    Livelock,
    StepLimit,
    Violation,
}

impl Status {
    pub const ALL: [Status; 5] = [
        Status::Completed,
        Status::Deadlock,
        Status::Livelock,
        Status::StepLimit,
        Status::Violation,
    ];
    /// The status named `name` (`completed`, `deadlock`, ...).
    pub fn from_name(name: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.name() == name)
    }
    pub fn name(self) -> &'static str {
        match self {
            Status::Completed => "completed",
            Status::Deadlock => "deadlock",
            Status::Livelock => "livelock",
            Status::StepLimit => "step_limit",
            Status::Violation => "violation",
        }
    }
    /// The exit status of several runs or findings: the worst one's (a violation before a
    /// liveness failure before completion; 0 for none).
    pub fn worst_exit_code(statuses: impl IntoIterator<Item = Status>) -> i32 {
        statuses
            .into_iter()
            .map(Status::exit_code)
            .max()
            .unwrap_or(0)
    }
    /// Exit status: 0 completed, 3 liveness failure, 4 violation (2 = bad input, before any run).
    pub fn exit_code(self) -> i32 {
        match self {
            Status::Completed => 0,
            Status::Deadlock | Status::Livelock | Status::StepLimit => 3,
            Status::Violation => 4,
        }
    }
}

/// One finding of a run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Diag {
    /// `deadlock`, `out_of_bounds`, `stuck`, `inconsistent_barrier`, `step_limit`, ...
    pub kind: String,
    pub message: String,
    /// PTX source lines involved.
    pub lines: Vec<u32>,
    #[serde(skip_serializing_if = "serde_json::Value::is_null")]
    pub details: serde_json::Value,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Device steps (§5.8.3 exec).
    pub steps: u64,
    pub warp_instructions: u64,
    pub thread_instructions: u64,
    pub memory_requests: u64,
    pub barriers_completed: u64,
    pub blocks_issued: u64,
    /// Scheduler decisions with more than one candidate.
    pub choices: u64,
}

/// Diagnostic kinds this build can produce (expectations of other kinds are the checks' business).
pub const DEVICE_KINDS: [&str; 12] = [
    "deadlock",
    "out_of_bounds",
    "misaligned",
    "stuck",
    "warp_sync",
    "trap",
    "inconsistent_barrier",
    "step_limit",
    "assert",
    "extern_call",
    "heap",
    "runtime",
];

/// The diagnostic kinds besides the device's: the memory environment's and the checks'.
pub const CHECK_KINDS: [&str; 8] = [
    "memory",
    "barrier_divergence",
    "livelock",
    "safety_violation",
    "control_flow_consistency",
    "data_race",
    "intra_warp_race",
    "benign_race",
];

/// Whether a run can report diagnostics of kind `k` (a manifest's `expected_diagnostics` must
/// name such kinds).
pub fn is_known_kind(k: &str) -> bool {
    DEVICE_KINDS.contains(&k) || CHECK_KINDS.contains(&k)
}
