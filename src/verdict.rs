//! The verdicts of a run, shared by the layers that produce them (device, checks) and the one
//! that reports them (launch): the status, diagnostics and their kinds, statistics, `printf`
//! records. It depends on nothing, so every layer can use it.

use serde::Serialize;

/// What a diagnostic of a run reports: one kind per way a run can fail or a check can find
/// fault. Serialised (`--json`, traces, explore and sweep reports) as its snake-case name
/// (`data_race`, `out_of_bounds`, ...), the names docs/checks.md ("Diagnostic kinds") lists and
/// a manifest's `expected_diagnostics` uses. Ordered by name, as the names were.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// No warp can make progress and the device is not done (T:L2644).
    Deadlock,
    /// An access outside every allocation (or in a red zone).
    OutOfBounds,
    /// An access not aligned to its size.
    Misaligned,
    /// No rule applies to a warp (⊥).
    Stuck,
    /// A warp collective outside its member mask.
    WarpSync,
    /// `trap` executed.
    Trap,
    /// The warps of a block wait at different barriers or with different counts.
    InconsistentBarrier,
    /// The step budget ran out.
    StepLimit,
    /// A failed device `assert`.
    Assert,
    /// A call of a function the module does not define.
    ExternCall,
    /// A bad `malloc`/`free` of the device heap.
    Heap,
    /// A run-time library call that cannot be carried out.
    Runtime,
    /// A texture fetch or query that cannot be carried out.
    Texture,
    /// The memory environment refused a transition.
    Memory,
    /// Threads of a block reach a barrier in divergent control flow.
    BarrierDivergence,
    /// A repeated state in which no warp makes progress.
    Livelock,
    /// The safety shadow's invariant broken (docs/checks.md).
    SafetyViolation,
    /// Control-flow consistency broken.
    ControlFlowConsistency,
    /// Two unordered conflicting accesses of different warps.
    DataRace,
    /// Two unordered conflicting accesses of lanes of one warp (a warning).
    IntraWarpRace,
    /// A race that cannot change a result (a warning).
    BenignRace,
}

impl Kind {
    /// Every kind: the device's ([`DEVICE_KINDS`]), then the memory environment's and the
    /// checks' ([`CHECK_KINDS`]), one list made of the two.
    pub const ALL: [Kind; DEVICE_KINDS.len() + CHECK_KINDS.len()] = {
        let mut all = [Kind::Deadlock; DEVICE_KINDS.len() + CHECK_KINDS.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = if i < DEVICE_KINDS.len() {
                DEVICE_KINDS[i]
            } else {
                CHECK_KINDS[i - DEVICE_KINDS.len()]
            };
            i += 1;
        }
        all
    };

    /// The name output shows and manifests use (the serialised form).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Deadlock => "deadlock",
            Kind::OutOfBounds => "out_of_bounds",
            Kind::Misaligned => "misaligned",
            Kind::Stuck => "stuck",
            Kind::WarpSync => "warp_sync",
            Kind::Trap => "trap",
            Kind::InconsistentBarrier => "inconsistent_barrier",
            Kind::StepLimit => "step_limit",
            Kind::Assert => "assert",
            Kind::ExternCall => "extern_call",
            Kind::Heap => "heap",
            Kind::Runtime => "runtime",
            Kind::Texture => "texture",
            Kind::Memory => "memory",
            Kind::BarrierDivergence => "barrier_divergence",
            Kind::Livelock => "livelock",
            Kind::SafetyViolation => "safety_violation",
            Kind::ControlFlowConsistency => "control_flow_consistency",
            Kind::DataRace => "data_race",
            Kind::IntraWarpRace => "intra_warp_race",
            Kind::BenignRace => "benign_race",
        }
    }

    /// The kind named `name`.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// A warning: reported, but a completed run stays `completed`.
    pub fn is_warning(self) -> bool {
        WARNING_KINDS.contains(&self)
    }

    /// A finding of a check that does not end the run.
    pub fn is_finding(self) -> bool {
        FINDING_KINDS.contains(&self)
    }

    /// One of the data-race kinds (`data_race`, `intra_warp_race`, `benign_race`).
    pub fn is_race(self) -> bool {
        matches!(
            self,
            Kind::DataRace | Kind::IntraWarpRace | Kind::BenignRace
        )
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Padded like a string (`{k:<24}` in tables).
        f.pad(self.name())
    }
}

impl PartialOrd for Kind {
    fn partial_cmp(&self, other: &Kind) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Kind {
    /// By name, so that reports sorted by kind keep the order they had when kinds were names.
    fn cmp(&self, other: &Kind) -> std::cmp::Ordering {
        self.name().cmp(other.name())
    }
}

/// A kind equals its name (`d.kind == "data_race"`).
impl PartialEq<str> for Kind {
    fn eq(&self, other: &str) -> bool {
        self.name() == other
    }
}

impl PartialEq<&str> for Kind {
    fn eq(&self, other: &&str) -> bool {
        self.name() == *other
    }
}

impl PartialEq<String> for Kind {
    fn eq(&self, other: &String) -> bool {
        self.name() == other
    }
}

/// Diagnostic kinds of findings that do not end a run (the run completes, status `violation`).
pub const FINDING_KINDS: [Kind; 4] = [
    Kind::BarrierDivergence,
    Kind::DataRace,
    Kind::IntraWarpRace,
    Kind::BenignRace,
];
/// Findings reported as warnings: they do not make a completed run a violation (intra-warp
/// races, common in warp-synchronous code; races that cannot change a result, docs/checks.md).
pub const WARNING_KINDS: [Kind; 2] = [Kind::IntraWarpRace, Kind::BenignRace];

/// Is `kind` a warning (reported, but the status stays `completed`)?
pub fn is_warning(kind: Kind) -> bool {
    kind.is_warning()
}
/// Kinds the default checks report (`--expect` verifies them when a manifest lists them).
pub const DEFAULT_KINDS: [Kind; 3] = [
    Kind::BarrierDivergence,
    Kind::Livelock,
    Kind::SafetyViolation,
];

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
    pub kind: Kind,
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

/// Diagnostic kinds the device reports (expectations of other kinds are the checks' business).
pub const DEVICE_KINDS: [Kind; 13] = [
    Kind::Deadlock,
    Kind::OutOfBounds,
    Kind::Misaligned,
    Kind::Stuck,
    Kind::WarpSync,
    Kind::Trap,
    Kind::InconsistentBarrier,
    Kind::StepLimit,
    Kind::Assert,
    Kind::ExternCall,
    Kind::Heap,
    Kind::Runtime,
    Kind::Texture,
];

/// The diagnostic kinds besides the device's: the memory environment's and the checks'.
pub const CHECK_KINDS: [Kind; 8] = [
    Kind::Memory,
    Kind::BarrierDivergence,
    Kind::Livelock,
    Kind::SafetyViolation,
    Kind::ControlFlowConsistency,
    Kind::DataRace,
    Kind::IntraWarpRace,
    Kind::BenignRace,
];

/// Whether a run can report diagnostics of kind `k` (a manifest's `expected_diagnostics` must
/// name such kinds).
pub fn is_known_kind(k: &str) -> bool {
    Kind::from_name(k).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_serialises_to_its_name() {
        for k in Kind::ALL {
            assert_eq!(serde_json::to_value(k).unwrap(), k.name());
            assert_eq!(Kind::from_name(k.name()), Some(k));
            assert_eq!(serde_json::from_value::<Kind>(k.name().into()).unwrap(), k);
        }
        // `ALL` is the device's and the checks' lists together: no kind is in both.
        let mut names: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Kind::ALL.len());
    }

    #[test]
    fn each_kind_is_the_one_docs_checks_lists() {
        // The table of docs/checks.md, "Diagnostic kinds": one row per kind, its JSON name in
        // backquotes in the first column, in the order of `Kind::ALL`.
        // Read when the test runs (the docs are not part of a build).
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/checks.md");
        let doc = std::fs::read_to_string(path).expect("docs/checks.md");
        let at = doc
            .find("## Diagnostic kinds")
            .expect("docs/checks.md has a section on the kinds");
        let names: Vec<&str> = doc[at..]
            .lines()
            .skip_while(|l| !l.starts_with("| `"))
            .take_while(|l| l.starts_with("| `"))
            .map(|l| l[3..].split('`').next().unwrap())
            .collect();
        let want: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(names, want);
        // Independently of `name`: the literal names the JSON output has always used.
        let json: Vec<String> = [
            Kind::OutOfBounds,
            Kind::DataRace,
            Kind::ControlFlowConsistency,
        ]
        .iter()
        .map(|k| serde_json::to_string(k).unwrap())
        .collect();
        assert_eq!(
            json,
            [
                r#""out_of_bounds""#,
                r#""data_race""#,
                r#""control_flow_consistency""#
            ]
        );
    }

    #[test]
    fn kinds_order_by_name() {
        let mut v = Kind::ALL.to_vec();
        v.sort();
        let names: Vec<&str> = v.iter().map(|k| k.name()).collect();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(names, sorted);
    }
}
