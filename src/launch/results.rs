//! Results of a run: status, final buffers, statistics and diagnostics; the `--json` object and
//! the comparison with a manifest's expectations.

use super::manifest::{decode, decode_elem, BufTy, Elem, ElemTy, Expected, Num, Tolerance};
use super::Launch;
use serde::Serialize;
use std::collections::BTreeMap;

pub use crate::verdict::{
    is_known_kind, is_warning, Diag, Kind, PrintRecord, PrintfDropped, Stats, Status, CHECK_KINDS,
    DEFAULT_KINDS, DEVICE_KINDS, FINDING_KINDS, WARNING_KINDS,
};

/// What `--json` prints: `status`, `seed`, `replay`, `buffers`, `stats`, `diagnostics`,
/// `printf`, `printf_dropped`, `mismatches`. A run that replayed a choice list has `"seed": null` and `"replay":
/// FILE` (its schedule came from the file); other runs have no `replay`.
#[derive(Clone, Debug, PartialEq)]
pub struct RunResult {
    pub status: Status,
    /// The random policy's seed (not the schedule's origin when `replay` is set).
    pub seed: u64,
    pub buffers: BTreeMap<String, BufferOut>,
    pub stats: Stats,
    pub diagnostics: Vec<Diag>,
    /// What device `printf` printed, ordered by grid, block and thread (docs/runtime.md).
    pub printf: Vec<PrintRecord>,
    /// `printf` records the buffer had no room for (config `printf_fifo_bytes`).
    pub printf_dropped: Option<PrintfDropped>,
    /// Differences from the manifest's expectations (only with `--expect`).
    pub mismatches: Option<Vec<String>>,
    /// The choice list the run replayed (`run --replay FILE`), which replaces the seed.
    pub replay: Option<String>,
    /// The final registers the manifest asked for (`registers`), in its order.
    pub registers: RegistersOut,
}

/// Final registers of a run (docs/manifest.md, "Final registers"): per register (in the
/// manifest's order) its value in each reported thread, as a list of the register's type, and
/// the reported threads that had not exited when the run ended.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RegistersOut {
    pub regs: Vec<(String, BufferOut)>,
    /// The reported threads (global linear indices), in the order of the values.
    pub threads: Vec<u64>,
    /// Those of them that had not exited: their values are the ones at the end of the run.
    pub not_exited: Vec<u64>,
}

/// The registers as a JSON object, in the manifest's order.
struct RegsJson<'a>(&'a [(String, BufferOut)]);

impl Serialize for RegsJson<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl Serialize for RunResult {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut m = s.serialize_struct("RunResult", 11)?;
        m.serialize_field("status", &self.status)?;
        m.serialize_field("seed", &self.replay.is_none().then_some(self.seed))?;
        match &self.replay {
            Some(f) => m.serialize_field("replay", f)?,
            None => m.skip_field("replay")?,
        }
        m.serialize_field("buffers", &self.buffers)?;
        if self.registers.regs.is_empty() {
            m.skip_field("registers")?;
        } else {
            m.serialize_field("registers", &RegsJson(&self.registers.regs))?;
        }
        if self.registers.not_exited.is_empty() {
            m.skip_field("registers_not_exited")?;
        } else {
            m.serialize_field("registers_not_exited", &self.registers.not_exited)?;
        }
        m.serialize_field("stats", &self.stats)?;
        m.serialize_field("diagnostics", &self.diagnostics)?;
        if self.printf.is_empty() {
            m.skip_field("printf")?;
        } else {
            m.serialize_field("printf", &self.printf)?;
        }
        match &self.printf_dropped {
            Some(d) => m.serialize_field("printf_dropped", d)?,
            None => m.skip_field("printf_dropped")?,
        }
        match &self.mismatches {
            Some(x) => m.serialize_field("mismatches", x)?,
            None => m.skip_field("mismatches")?,
        }
        m.end()
    }
}

/// A buffer's final contents as the device left them: element type and bytes. Elements are
/// decoded when read, so that a run's result costs the buffer's bytes, not a number object per
/// element. Serialises as the JSON array of its elements.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferOut {
    pub ty: BufTy,
    pub bytes: Vec<u8>,
}

impl BufferOut {
    /// Elements (structures count one each).
    pub fn len(&self) -> usize {
        self.bytes.len() / self.ty.bytes()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Element `i`: a number, or a structure's fields.
    pub fn elem(&self, i: usize) -> Option<Elem> {
        let n = self.ty.bytes();
        self.bytes
            .get(i * n..(i + 1) * n)
            .map(|c| decode_elem(&self.ty, c))
    }
    /// The elements in order (a structure's as a tuple of its fields).
    pub fn elems(&self) -> impl Iterator<Item = Elem> + '_ {
        self.bytes
            .chunks_exact(self.ty.bytes())
            .map(|c| decode_elem(&self.ty, c))
    }
    /// Scalar `i`: element `i` of a scalar buffer; of a structure buffer, the `i`-th field in
    /// element order (all fields of element 0, then of element 1, ...).
    pub fn get(&self, i: usize) -> Option<JsonNum> {
        self.iter().nth(i)
    }
    /// The scalars in order (of a structure buffer: every element's fields in turn).
    pub fn iter(&self) -> Box<dyn Iterator<Item = JsonNum> + '_> {
        match &self.ty {
            BufTy::Scalar(t) => {
                let t = *t;
                Box::new(
                    self.bytes
                        .chunks_exact(t.bytes())
                        .map(move |c| JsonNum(decode(t, c))),
                )
            }
            BufTy::Struct(_) => {
                let (layout, size, _) = self.ty.layout();
                Box::new(self.bytes.chunks_exact(size).flat_map(move |c| {
                    layout
                        .clone()
                        .into_iter()
                        .map(move |(off, t)| JsonNum(decode(t, &c[off..off + t.bytes()])))
                }))
            }
        }
    }
}

impl Serialize for BufferOut {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // One loop per element type, without a number object per element: the JSON of a
        // million-element buffer is written at the speed of the number formatting.
        fn seq<S: serde::Serializer, const N: usize, T: Serialize>(
            s: S,
            bytes: &[u8],
            f: impl Fn([u8; N]) -> T,
        ) -> Result<S::Ok, S::Error> {
            s.collect_seq(
                bytes
                    .chunks_exact(N)
                    .map(|c| f(c.try_into().expect("N bytes"))),
            )
        }
        let b = &self.bytes[..];
        match self.ty {
            // As `JsonNum`: integers exact, floats as the shortest decimal of their double.
            BufTy::Scalar(ElemTy::U8) => seq(s, b, u8::from_le_bytes),
            BufTy::Scalar(ElemTy::S8) => seq(s, b, i8::from_le_bytes),
            BufTy::Scalar(ElemTy::U16) => seq(s, b, u16::from_le_bytes),
            BufTy::Scalar(ElemTy::S16) => seq(s, b, i16::from_le_bytes),
            BufTy::Scalar(ElemTy::U32) => seq(s, b, u32::from_le_bytes),
            BufTy::Scalar(ElemTy::S32) => seq(s, b, i32::from_le_bytes),
            BufTy::Scalar(ElemTy::U64) => seq(s, b, u64::from_le_bytes),
            BufTy::Scalar(ElemTy::S64) => seq(s, b, i64::from_le_bytes),
            BufTy::Scalar(ElemTy::F32) => seq(s, b, |x| f32::from_le_bytes(x) as f64),
            BufTy::Scalar(ElemTy::F64) => seq(s, b, f64::from_le_bytes),
            BufTy::Scalar(_) => s.collect_seq(self.iter()),
            // A structure as the array of its fields.
            BufTy::Struct(_) => s.collect_seq(self.elems().map(|e| match e {
                Elem::T(v) => v.into_iter().map(JsonNum).collect::<Vec<_>>(),
                Elem::N(n) => vec![JsonNum(n)],
            })),
        }
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

fn as_f64(n: Num) -> f64 {
    match n {
        Num::U(v) => v as f64,
        Num::I(v) => v as f64,
        Num::F(v) => v,
    }
}

/// How many values of float type `ty` lie from `want` (rounded to `ty`) to `got` (a value of
/// `ty`): 0 for the same value (+0 and -0 alike), 1 for neighbours; infinite when one is NaN.
pub fn ulps_between(ty: ElemTy, want: f64, got: f64) -> f64 {
    if want.is_nan() || got.is_nan() {
        return if want.is_nan() && got.is_nan() {
            0.0
        } else {
            f64::INFINITY
        };
    }
    // Sign-magnitude bits mapped onto a line where neighbouring floats differ by 1.
    let line = |bits: u64, width: u32| -> i128 {
        let sign = 1u64 << (width - 1);
        if bits & sign != 0 {
            -((bits & !sign) as i128)
        } else {
            bits as i128
        }
    };
    let (a, b) = match ty {
        ElemTy::F32 => (
            line((want as f32).to_bits() as u64, 32),
            line((got as f32).to_bits() as u64, 32),
        ),
        ElemTy::F16 => (
            line(super::manifest::f64_to_f16(want) as u64, 16),
            line(super::manifest::f64_to_f16(got) as u64, 16),
        ),
        ElemTy::BF16 => (
            line(super::manifest::f64_to_bf16(want) as u64, 16),
            line(super::manifest::f64_to_bf16(got) as u64, 16),
        ),
        _ => (line(want.to_bits(), 64), line(got.to_bits(), 64)),
    };
    (a - b).unsigned_abs() as f64
}

/// Whether float `got` of type `ty` passes for `want` under tolerance `t` (docs/manifest.md,
/// "Tolerances"): both NaN, equal once `want` is rounded to `ty`, or within any one of the
/// tolerances given. Also the errors: absolute, relative (to |want|) and in ulps.
fn within(ty: ElemTy, want: f64, got: f64, t: &Tolerance) -> (bool, [f64; 3]) {
    let ulps = ulps_between(ty, want, got);
    let d = (got - want).abs();
    let d = if d.is_nan() { f64::INFINITY } else { d };
    let rel = if d == 0.0 { 0.0 } else { d / want.abs() };
    let ok = ulps == 0.0
        || t.abs.is_some_and(|a| d <= a)
        || t.rel.is_some_and(|r| d <= r * want.abs())
        || t.ulps.is_some_and(|u| ulps <= u as f64);
    (ok, [d, rel, ulps])
}

fn num_eq(ty: ElemTy, want: Num, got: Num) -> bool {
    let f = as_f64;
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

/// The mismatches of buffer `name` (of type `ty`) with its expectation: without tolerances the
/// first five elements that differ; with them, how many elements fall outside and the worst
/// one (the largest error in ulps, the first of equals), with its value, the expected value and
/// its errors.
fn compare_buffer(
    name: &str,
    ty: &BufTy,
    want: &super::manifest::Expected,
    got: &BufferOut,
) -> Vec<String> {
    compare_elems(name, ty, want, got, &|i| format!("{name}[{i}]"))
}

/// [`compare_buffer`] with element `i` called `label(i)` in messages.
fn compare_elems(
    name: &str,
    ty: &BufTy,
    want: &super::manifest::Expected,
    got: &BufferOut,
    label: &dyn Fn(usize) -> String,
) -> Vec<String> {
    let mut out = Vec::new();
    let (layout, _, _) = ty.layout();
    let fields = |e: &Elem| -> Vec<Num> {
        match e {
            Elem::N(n) => vec![*n],
            Elem::T(v) => v.clone(),
        }
    };
    // Element `i`, field `k`: what it is called in messages.
    let at = |i: usize, k: usize| match ty {
        BufTy::Scalar(_) => label(i),
        BufTy::Struct(_) => format!("{}.{k}", label(i)),
    };
    let mut bad: Vec<usize> = Vec::new();
    // With tolerances: (ulps, element, field, got, want, errors) of the worst.
    let mut worst: Option<(f64, usize, usize, Num, Num, [f64; 3])> = None;
    for (i, w) in want.data.iter().enumerate() {
        let g = got.elem(i).map(|e| fields(&e)).unwrap_or_default();
        let w = fields(w);
        let mut ok = g.len() == w.len();
        for (k, ((_, t), (&wv, &gv))) in layout.iter().zip(w.iter().zip(&g)).enumerate() {
            match &want.tol {
                Some(tol) if t.is_float() => {
                    let (pass, errs) = within(*t, as_f64(wv), as_f64(gv), tol);
                    if !pass {
                        ok = false;
                        if worst.as_ref().is_none_or(|x| errs[2] > x.0) {
                            worst = Some((errs[2], i, k, gv, wv, errs));
                        }
                    }
                }
                _ => ok &= num_eq(*t, wv, gv),
            }
        }
        if !ok {
            bad.push(i);
        }
    }
    if bad.is_empty() {
        return out;
    }
    match (&want.tol, worst) {
        (Some(tol), Some((_, i, k, g, w, [d, rel, ulps]))) => out.push(format!(
            "{name}: {} of {} elements outside the tolerance ({tol}); worst {}: got {g}, expected {w}, error {d:e} (relative {rel:e}, {ulps} ulps)",
            bad.len(),
            want.data.len(),
            at(i, k)
        )),
        _ => {
            for &i in bad.iter().take(5) {
                let g = got.elem(i).map_or("nothing".to_string(), |e| e.to_string());
                out.push(format!("{}: expected {}, got {g}", label(i), want.data[i]));
            }
            if bad.len() > 5 {
                out.push(format!("{name}: {} more mismatching elements", bad.len() - 5));
            }
        }
    }
    out
}

/// Compare a result with the manifest's `expected`, `expected_status` and `expected_diagnostics`.
/// Under independent thread scheduling the manifest's `its` section replaces what it gives.
pub fn compare(launch: &Launch, r: &RunResult) -> Vec<String> {
    let m = &launch.manifest;
    let its = its_expect(launch);
    compare_with(
        launch,
        r,
        its.and_then(|i| i.expected_status.as_deref())
            .or(m.expected_status.as_deref()),
        its.and_then(|i| i.expected_diagnostics.as_deref())
            .or(m.expected_diagnostics.as_deref()),
    )
}

/// The manifest's `its` section when the launch runs under independent thread scheduling.
pub fn its_expect(launch: &Launch) -> Option<&crate::launch::manifest::ItsExpect> {
    if launch.config.scheduling == crate::config::Scheduling::Its {
        launch.manifest.its.as_ref()
    } else {
        None
    }
}

/// The expected buffers of a run of the launch: the manifest's `expected`, under ITS with
/// `its.expected` replacing some and without the `its.unchecked` ones.
pub fn expected_buffers(launch: &Launch) -> Vec<(&String, &Expected)> {
    let m = &launch.manifest;
    match its_expect(launch) {
        None => m.expected.iter().collect(),
        Some(its) => {
            let mut v: Vec<(&String, &Expected)> = m
                .expected
                .iter()
                .filter(|(k, _)| !its.unchecked.contains(k) && !its.expected.contains_key(*k))
                .chain(its.expected.iter())
                .collect();
            v.sort_by(|a, b| a.0.cmp(b.0));
            v
        }
    }
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
    let only_findings =
        r.status == Status::Violation && r.diagnostics.iter().all(|d| d.kind.is_finding());
    let got = if only_findings {
        "completed"
    } else {
        r.status.name()
    };
    match expected_status {
        // `a|b`: any of them (an `its` section's status that depends on the schedule).
        Some(s) if !s.split('|').any(|x| x == got) => {
            out.push(format!("status: expected {s}, got {got}"))
        }
        // Expected results are the results of a completed run: without an expected status, a
        // run that did not complete does not match them (it used to pass unnoticed).
        None if got != "completed"
            && (!expected_buffers(launch).is_empty()
                || m.expected_printf.is_some()
                || !m.expected_registers.is_empty()) =>
        {
            out.push(format!(
                "status: expected completed (the manifest gives expected results), got {got}"
            ))
        }
        _ => {}
    }
    if r.status == Status::Completed || only_findings {
        for (name, want) in expected_buffers(launch) {
            let Some(b) = launch.buffers.iter().find(|b| &b.name == name) else {
                continue;
            };
            let Some(got) = r.buffers.get(name) else {
                continue;
            };
            out.extend(compare_buffer(name, &b.ty, want, got));
        }
        for (name, got) in &r.registers.regs {
            let Some(want) = m.expected_registers.get(name) else {
                continue;
            };
            let threads = &r.registers.threads;
            let label = |i: usize| match threads.get(i) {
                Some(t) => format!("{name} of thread {t}"),
                None => format!("{name}[{i}]"),
            };
            out.extend(compare_elems(name, &got.ty, want, got, &label));
        }
    }
    if let Some(want) = &m.expected_printf {
        let got: String = r.printf.iter().map(|p| p.text.as_str()).collect();
        if &got != want {
            out.push(format!("printf output: expected {want:?}, got {got:?}"));
        }
    }
    if let Some(kinds) = expected_diagnostics {
        let listed = kinds.iter().filter_map(|k| Kind::from_name(k));
        for k in listed.filter(|k| DEVICE_KINDS.contains(k) || DEFAULT_KINDS.contains(k)) {
            if !r.diagnostics.iter().any(|d| d.kind == k) {
                out.push(format!("diagnostic `{k}` expected but not reported"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Ulps count the floats of the buffer's type between two values: neighbours are 1 apart,
    /// the two smallest subnormals of opposite sign 2, +0 and -0 none; NaN is infinitely far
    /// from a number and none from another NaN.
    #[test]
    fn ulps_count_the_floats_between() {
        let up = f32::from_bits(1f32.to_bits() + 1) as f64;
        assert_eq!(ulps_between(ElemTy::F32, 1.0, up), 1.0);
        let tiny = f32::from_bits(1) as f64;
        assert_eq!(ulps_between(ElemTy::F32, -tiny, tiny), 2.0);
        assert_eq!(ulps_between(ElemTy::F32, 0.0, -0.0), 0.0);
        assert_eq!(ulps_between(ElemTy::F32, f64::NAN, f64::NAN), 0.0);
        assert_eq!(ulps_between(ElemTy::F32, 1.0, f64::NAN), f64::INFINITY);
        // The expected value is rounded to the type first: 0.1 is 0 ulps from f32(0.1).
        assert_eq!(ulps_between(ElemTy::F32, 0.1, 0.1f32 as f64), 0.0);
        assert_eq!(ulps_between(ElemTy::F64, 1.0, 1.0 + f64::EPSILON), 1.0);
        assert_eq!(ulps_between(ElemTy::F16, 1.0, 1.0 + 2f64.powi(-10)), 1.0);
        // Passing: equal, or within any one tolerance given.
        let t = Tolerance {
            abs: Some(1e-3),
            rel: None,
            ulps: Some(2),
        };
        assert!(within(ElemTy::F32, 100.0, 100.0005, &t).0); // abs
        assert!(!within(ElemTy::F32, 100.0, 100.01, &t).0);
        assert!(within(ElemTy::F32, 1e6, 1e6 + 0.125, &t).0); // 2 ulps of 1e6 (0.0625 each)
        assert!(!within(ElemTy::F32, f64::INFINITY, 1e38, &t).0);
        assert!(within(ElemTy::F32, f64::INFINITY, f64::INFINITY, &t).0);
    }
}
