//! Results of a run: status, final buffers, statistics and diagnostics; the `--json` object and
//! the comparison with a manifest's expectations.

use super::manifest::{decode, ElemTy, Num};
use super::Launch;
use serde::Serialize;
use std::collections::BTreeMap;

pub use crate::verdict::{
    is_known_kind, is_warning, Diag, PrintRecord, Stats, Status, CHECK_KINDS, DEFAULT_KINDS,
    DEVICE_KINDS, FINDING_KINDS, WARNING_KINDS,
};

/// What `--json` prints.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RunResult {
    pub status: Status,
    pub seed: u64,
    pub buffers: BTreeMap<String, BufferOut>,
    pub stats: Stats,
    pub diagnostics: Vec<Diag>,
    /// What device `printf` printed, ordered by grid, block and thread (docs/runtime.md).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub printf: Vec<PrintRecord>,
    /// Differences from the manifest's expectations (only with `--expect`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mismatches: Option<Vec<String>>,
}

/// A buffer's final contents as the device left them: element type and bytes. Elements are
/// decoded when read, so that a run's result costs the buffer's bytes, not a number object per
/// element. Serialises as the JSON array of its elements.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferOut {
    pub ty: ElemTy,
    pub bytes: Vec<u8>,
}

impl BufferOut {
    pub fn len(&self) -> usize {
        self.bytes.len() / self.ty.bytes()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Element `i`.
    pub fn get(&self, i: usize) -> Option<JsonNum> {
        let n = self.ty.bytes();
        self.bytes
            .get(i * n..(i + 1) * n)
            .map(|c| JsonNum(decode(self.ty, c)))
    }
    /// The elements in order.
    pub fn iter(&self) -> impl Iterator<Item = JsonNum> + '_ {
        self.bytes
            .chunks_exact(self.ty.bytes())
            .map(|c| JsonNum(decode(self.ty, c)))
    }
}

impl Serialize for BufferOut {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// A number in the JSON output (integers exact, floats as shortest round-trip decimals).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JsonNum(pub Num);

impl Serialize for JsonNum {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Num::U(v) => s.serialize_u64(v),
            Num::I(v) => s.serialize_i64(v),
            Num::F(v) => s.serialize_f64(v),
        }
    }
}

fn num_eq(ty: ElemTy, want: Num, got: Num) -> bool {
    let f = |n: Num| match n {
        Num::U(v) => v as f64,
        Num::I(v) => v as f64,
        Num::F(v) => v,
    };
    if matches!(ty, ElemTy::F16 | ElemTy::BF16) {
        // Exact: the expected number rounds to the same 16-bit float (every NaN alike).
        let (a, b) = (f(want), f(got));
        let mut x = Vec::new();
        let mut y = Vec::new();
        (a.is_nan() && b.is_nan())
            || (super::manifest::encode(ty, want, &mut x).is_ok()
                && super::manifest::encode(ty, got, &mut y).is_ok()
                && x == y)
    } else if ty.is_float() {
        let (a, b) = (f(want), f(got));
        // f32 results may differ from an independently computed double reference in the last
        // place of the single-precision result.
        let tol = if ty == ElemTy::F32 { 1e-5 } else { 1e-12 };
        (a.is_nan() && b.is_nan()) || a == b || (a - b).abs() <= tol * a.abs().max(1.0)
    } else {
        let mut x = Vec::new();
        let mut y = Vec::new();
        super::manifest::encode(ty, want, &mut x).is_ok()
            && super::manifest::encode(ty, got, &mut y).is_ok()
            && x == y
    }
}

/// Compare a result with the manifest's `expected`, `expected_status` and `expected_diagnostics`.
pub fn compare(launch: &Launch, r: &RunResult) -> Vec<String> {
    let m = &launch.manifest;
    compare_with(
        launch,
        r,
        m.expected_status.as_deref(),
        m.expected_diagnostics.as_deref(),
    )
}

/// [`compare`] with the status and diagnostics expected given (a test mode's own), the
/// manifest's `expected` buffers and `expected_printf` as they are.
pub fn compare_with(
    launch: &Launch,
    r: &RunResult,
    expected_status: Option<&str>,
    expected_diagnostics: Option<&[String]>,
) -> Vec<String> {
    let mut out = Vec::new();
    let m = &launch.manifest;
    // A run that completed but where a check found something is `violation`; its liveness
    // outcome (what `expected_status` states) is `completed`.
    let only_findings = r.status == Status::Violation
        && r.diagnostics
            .iter()
            .all(|d| FINDING_KINDS.contains(&d.kind.as_str()));
    let got = if only_findings {
        "completed"
    } else {
        r.status.name()
    };
    match expected_status {
        Some(s) if s != got => out.push(format!("status: expected {s}, got {got}")),
        // Expected results are the results of a completed run: without an expected status, a
        // run that did not complete does not match them (it used to pass unnoticed).
        None if got != "completed" && (!m.expected.is_empty() || m.expected_printf.is_some()) => {
            out.push(format!(
                "status: expected completed (the manifest gives expected results), got {got}"
            ))
        }
        _ => {}
    }
    if r.status == Status::Completed || only_findings {
        for (name, want) in &m.expected {
            let Some(b) = launch.buffers.iter().find(|b| &b.name == name) else {
                continue;
            };
            let got = &r.buffers[name];
            let at = |i: usize| got.get(i).map_or(Num::U(0), |n| n.0);
            let bad: Vec<usize> = (0..want.len())
                .filter(|&i| !num_eq(b.ty, want[i], at(i)))
                .collect();
            for &i in bad.iter().take(5) {
                out.push(format!("{name}[{i}]: expected {}, got {}", want[i], at(i)));
            }
            if bad.len() > 5 {
                out.push(format!(
                    "{name}: {} more mismatching elements",
                    bad.len() - 5
                ));
            }
        }
    }
    if let Some(want) = &m.expected_printf {
        let got: String = r.printf.iter().map(|p| p.text.as_str()).collect();
        if &got != want {
            out.push(format!("printf output: expected {want:?}, got {got:?}"));
        }
    }
    if let Some(kinds) = expected_diagnostics {
        for k in kinds
            .iter()
            .filter(|k| DEVICE_KINDS.contains(&k.as_str()) || DEFAULT_KINDS.contains(&k.as_str()))
        {
            if !r.diagnostics.iter().any(|d| &d.kind == k) {
                out.push(format!("diagnostic `{k}` expected but not reported"));
            }
        }
    }
    out
}
