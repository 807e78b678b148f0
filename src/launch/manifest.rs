//! Launch manifests (docs/design.md, "Interfaces"): which PTX file and kernel to run, the grid, the
//! buffers and the kernel arguments, plus optional expectations and settings. RON, with unknown
//! fields rejected so that typos do not go unnoticed.

use crate::thread::alu::softfloat as sf;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;

/// Element and scalar types of buffers and arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, serde::Serialize)]
pub enum ElemTy {
    U8,
    S8,
    U16,
    S16,
    U32,
    S32,
    U64,
    S64,
    F32,
    F64,
    /// IEEE binary16 (`__half`): written and printed as numbers, stored rounded to nearest even.
    F16,
    /// bfloat16 (`__nv_bfloat16`), likewise.
    BF16,
}

impl ElemTy {
    pub fn bytes(self) -> usize {
        match self {
            ElemTy::U8 | ElemTy::S8 => 1,
            ElemTy::U16 | ElemTy::S16 | ElemTy::F16 | ElemTy::BF16 => 2,
            ElemTy::U32 | ElemTy::S32 | ElemTy::F32 => 4,
            ElemTy::U64 | ElemTy::S64 | ElemTy::F64 => 8,
        }
    }
    pub fn is_float(self) -> bool {
        matches!(self, ElemTy::F32 | ElemTy::F64 | ElemTy::F16 | ElemTy::BF16)
    }
    pub fn name(self) -> &'static str {
        match self {
            ElemTy::U8 => "U8",
            ElemTy::S8 => "S8",
            ElemTy::U16 => "U16",
            ElemTy::S16 => "S16",
            ElemTy::U32 => "U32",
            ElemTy::S32 => "S32",
            ElemTy::U64 => "U64",
            ElemTy::S64 => "S64",
            ElemTy::F32 => "F32",
            ElemTy::F64 => "F64",
            ElemTy::F16 => "F16",
            ElemTy::BF16 => "BF16",
        }
    }
}

/// A number as written in the manifest.
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum Num {
    U(u64),
    I(i64),
    F(f64),
}

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Num::U(v) => write!(f, "{v}"),
            Num::I(v) => write!(f, "{v}"),
            Num::F(v) => write!(f, "{v:?}"),
        }
    }
}

/// Encode `n` as little-endian bytes of type `ty` (appended to `out`); an error says why it does
/// not fit.
pub fn encode(ty: ElemTy, n: Num, out: &mut Vec<u8>) -> Result<(), String> {
    let int = |lo: i128, hi: i128| -> Result<i128, String> {
        let v = match n {
            Num::U(v) => v as i128,
            Num::I(v) => v as i128,
            Num::F(_) => {
                return Err(format!(
                    "{n} is not an integer, but the type is {}",
                    ty.name()
                ))
            }
        };
        if v < lo || v > hi {
            return Err(format!("{n} does not fit {}", ty.name()));
        }
        Ok(v)
    };
    let float = || match n {
        Num::U(v) => v as f64,
        Num::I(v) => v as f64,
        Num::F(v) => v,
    };
    match ty {
        ElemTy::U8 => out.push(int(0, u8::MAX as i128)? as u8),
        ElemTy::S8 => out.push(int(i8::MIN as i128, i8::MAX as i128)? as i8 as u8),
        ElemTy::U16 => out.extend_from_slice(&(int(0, u16::MAX as i128)? as u16).to_le_bytes()),
        ElemTy::S16 => {
            out.extend_from_slice(&(int(i16::MIN as i128, i16::MAX as i128)? as i16).to_le_bytes())
        }
        ElemTy::U32 => out.extend_from_slice(&(int(0, u32::MAX as i128)? as u32).to_le_bytes()),
        ElemTy::S32 => {
            out.extend_from_slice(&(int(i32::MIN as i128, i32::MAX as i128)? as i32).to_le_bytes())
        }
        ElemTy::U64 => out.extend_from_slice(&(int(0, u64::MAX as i128)? as u64).to_le_bytes()),
        ElemTy::S64 => {
            out.extend_from_slice(&(int(i64::MIN as i128, i64::MAX as i128)? as i64).to_le_bytes())
        }
        ElemTy::F32 => out.extend_from_slice(&(float() as f32).to_le_bytes()),
        ElemTy::F64 => out.extend_from_slice(&float().to_le_bytes()),
        ElemTy::F16 => out.extend_from_slice(&f64_to_f16(float()).to_le_bytes()),
        ElemTy::BF16 => out.extend_from_slice(&f64_to_bf16(float()).to_le_bytes()),
    }
    Ok(())
}

/// The 16-bit float of format `f` nearest to `x` (ties to even), rounded once from the f64
/// written in the manifest, by the ALU's exact soft-float core.
fn narrow_float(x: f64, f: sf::Fmt) -> u16 {
    sf::pack(f, sf::decode(sf::F64, x.to_bits()), sf::Mode::Ne) as u16
}

/// The value of a 16-bit float's bits of format `f` (exact in f64).
fn widen_float(b: u16, f: sf::Fmt) -> f64 {
    f64::from_bits(sf::pack(sf::F64, sf::decode(f, b as u64), sf::Mode::Ne))
}

/// IEEE binary16 bits of `x`, rounded to nearest even.
pub fn f64_to_f16(x: f64) -> u16 {
    narrow_float(x, sf::F16)
}

/// bfloat16 bits of `x`, rounded to nearest even.
pub fn f64_to_bf16(x: f64) -> u16 {
    narrow_float(x, sf::BF16)
}

/// Decode one element (for results).
pub fn decode(ty: ElemTy, b: &[u8]) -> Num {
    let mut w = [0u8; 8];
    w[..b.len()].copy_from_slice(b);
    let u = u64::from_le_bytes(w);
    match ty {
        ElemTy::U8 | ElemTy::U16 | ElemTy::U32 | ElemTy::U64 => Num::U(u),
        ElemTy::S8 => Num::I(u as u8 as i8 as i64),
        ElemTy::S16 => Num::I(u as u16 as i16 as i64),
        ElemTy::S32 => Num::I(u as u32 as i32 as i64),
        ElemTy::S64 => Num::I(u as i64),
        ElemTy::F32 => Num::F(f32::from_bits(u as u32) as f64),
        ElemTy::F64 => Num::F(f64::from_bits(u)),
        ElemTy::F16 => Num::F(widen_float(u as u16, sf::F16)),
        ElemTy::BF16 => Num::F(widen_float(u as u16, sf::BF16)),
    }
}

/// One device buffer: initial `data`, or `len` zero-filled elements (our extension).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BufferSpec {
    pub ty: ElemTy,
    #[serde(default)]
    pub data: Option<Vec<Num>>,
    #[serde(default)]
    pub len: Option<u64>,
}

/// A kernel argument.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub enum Arg {
    /// The device address of a buffer.
    Buffer(String),
    U8(u8),
    S8(i8),
    U16(u16),
    S16(i16),
    U32(u32),
    S32(i32),
    U64(u64),
    S64(i64),
    F32(f32),
    F64(f64),
    /// A `__half` / `__nv_bfloat16` argument, written as a number (rounded to nearest even).
    F16(f64),
    BF16(f64),
    /// A structure passed by value (`.param .align A .b8 p[N]`): the fields in order, each at
    /// the next offset aligned to its own size (nested structures to their largest field), as a
    /// C compiler lays them out; the size rounded up to the largest alignment must be N.
    Struct(Vec<Arg>),
    /// Raw bytes of a by-value parameter, exactly as many as it has.
    Bytes(Vec<u8>),
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Buffer(s) => write!(f, "Buffer({s:?})"),
            Arg::U8(v) => write!(f, "U8({v})"),
            Arg::S8(v) => write!(f, "S8({v})"),
            Arg::U16(v) => write!(f, "U16({v})"),
            Arg::S16(v) => write!(f, "S16({v})"),
            Arg::U32(v) => write!(f, "U32({v})"),
            Arg::S32(v) => write!(f, "S32({v})"),
            Arg::U64(v) => write!(f, "U64({v})"),
            Arg::S64(v) => write!(f, "S64({v})"),
            Arg::F32(v) => write!(f, "F32({v:?})"),
            Arg::F64(v) => write!(f, "F64({v:?})"),
            Arg::F16(v) => write!(f, "F16({v:?})"),
            Arg::BF16(v) => write!(f, "BF16({v:?})"),
            Arg::Struct(v) => {
                let fields: Vec<String> = v.iter().map(|a| a.to_string()).collect();
                write!(f, "Struct([{}])", fields.join(", "))
            }
            Arg::Bytes(v) => write!(f, "Bytes(<{} bytes>)", v.len()),
        }
    }
}

impl Arg {
    /// Scalar bytes and whether the value is a float (`None` for buffers).
    pub fn scalar(&self) -> Option<(Vec<u8>, bool)> {
        Some(match self {
            Arg::Buffer(_) | Arg::Struct(_) | Arg::Bytes(_) => return None,
            Arg::U8(v) => (v.to_le_bytes().to_vec(), false),
            Arg::S8(v) => (v.to_le_bytes().to_vec(), false),
            Arg::U16(v) => (v.to_le_bytes().to_vec(), false),
            Arg::S16(v) => (v.to_le_bytes().to_vec(), false),
            Arg::U32(v) => (v.to_le_bytes().to_vec(), false),
            Arg::S32(v) => (v.to_le_bytes().to_vec(), false),
            Arg::U64(v) => (v.to_le_bytes().to_vec(), false),
            Arg::S64(v) => (v.to_le_bytes().to_vec(), false),
            Arg::F32(v) => (v.to_le_bytes().to_vec(), true),
            Arg::F64(v) => (v.to_le_bytes().to_vec(), true),
            Arg::F16(v) => (f64_to_f16(*v).to_le_bytes().to_vec(), true),
            Arg::BF16(v) => (f64_to_bf16(*v).to_le_bytes().to_vec(), true),
        })
    }
}

/// A launch manifest (docs/design.md, "Interfaces"); paths are relative to the manifest's folder.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    pub ptx: String,
    pub kernel: String,
    pub grid: (u32, u32, u32),
    pub block: (u32, u32, u32),
    #[serde(default)]
    pub buffers: BTreeMap<String, BufferSpec>,
    /// Contents of module-scope `.global` and `.const` variables written before the grid
    /// starts, by name (`cudaMemcpyToSymbol`); read back after the run like buffers.
    #[serde(default)]
    pub symbols: BTreeMap<String, BufferSpec>,
    #[serde(default)]
    pub args: Vec<Arg>,
    /// Names of the arguments, in order (the CUDA parameter names, which PTX does not keep), for
    /// `--arg NAME=VALUE`; optional.
    #[serde(default)]
    pub arg_names: Vec<String>,
    #[serde(default)]
    pub description: String,
    /// Expected final contents of some buffers or symbols.
    #[serde(default)]
    pub expected: BTreeMap<String, Vec<Num>>,
    #[serde(default)]
    pub expected_status: Option<String>,
    #[serde(default)]
    pub expected_diagnostics: Option<Vec<String>>,
    /// Expected device `printf` output: every call's text, ordered by grid, block and thread.
    #[serde(default)]
    pub expected_printf: Option<String>,
    /// Config file (RON), relative to the manifest.
    #[serde(default)]
    pub config: Option<String>,
    #[serde(default)]
    pub max_steps: Option<u64>,
    /// Bytes of dynamic (`extern __shared__`) shared memory per block.
    #[serde(default)]
    pub dynamic_shared: u64,
    /// Overrides the config's warp size (docs/design.md §11; 0 = block size).
    #[serde(default)]
    pub warp_size: Option<u32>,
    /// A cooperative launch (`cudaLaunchCooperativeKernel`): every block must be resident at
    /// once, and the grid gets the workspace `this_grid().sync()` uses.
    #[serde(default)]
    pub cooperative: bool,
    /// How `fermi-sim test` runs this manifest (docs/testing.md); absent: seed 1, the manifest's
    /// warp size, the thesis memory model.
    #[serde(default)]
    pub test: Option<TestSpec>,
    /// Grids launched after this one, in order, on the same buffers (docs/manifest.md,
    /// "Several launches").
    #[serde(default)]
    pub launches: Vec<NextLaunch>,
}

/// A later launch of a manifest: its kernel, sizes and arguments.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NextLaunch {
    pub kernel: String,
    pub grid: (u32, u32, u32),
    pub block: (u32, u32, u32),
    #[serde(default)]
    pub args: Vec<Arg>,
    #[serde(default)]
    pub dynamic_shared: u64,
    /// The stream (0 is the manifest's own launch's): a launch starts when the launch before it
    /// in its stream completed (and its memory operations); launches of different streams run at
    /// the same time.
    #[serde(default)]
    pub stream: u32,
}

/// The test cases of a manifest: every seed × warp size × memory model is one case.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TestSpec {
    /// Seeds `A..B` (end exclusive) or `N` (= `0..N`), as `sweep --seeds`; default `1..2`.
    #[serde(default = "default_test_seeds")]
    pub seeds: String,
    /// Warp sizes (0 = block size); empty: the manifest's (or the config's) own.
    #[serde(default)]
    pub warp_sizes: Vec<u32>,
    /// Memory models; empty: `[Fermi]`.
    #[serde(default)]
    pub memory: Vec<TestMemory>,
    /// Expectations that differ in some modes: the first entry that matches a case replaces
    /// the manifest's `expected_status` and `expected_diagnostics` for it.
    #[serde(default)]
    pub modes: Vec<ModeExpect>,
    /// Checks besides the default set, as `run --check` (`races`, `all`, ...).
    #[serde(default)]
    pub checks: Vec<String>,
    /// Report every case of the manifest as skipped, with this reason.
    #[serde(default)]
    pub skip: Option<String>,
}

fn default_test_seeds() -> String {
    "1..2".into()
}

/// A memory model in a manifest's `test` section.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
pub enum TestMemory {
    Fermi,
    Flat,
}

/// Expectations for the cases of one mode (unset fields match every case).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModeExpect {
    #[serde(default)]
    pub warp_size: Option<u32>,
    #[serde(default)]
    pub memory: Option<TestMemory>,
    #[serde(default)]
    pub expected_status: Option<String>,
    #[serde(default)]
    pub expected_diagnostics: Option<Vec<String>>,
}

/// Parse `A..B` (end exclusive) or a single number `N` (= `0..N`).
pub fn parse_seeds(s: &str) -> Result<std::ops::Range<u64>, String> {
    let bad = || format!("expected seeds as `A..B` or `N`, found `{s}`");
    match s.split_once("..") {
        Some((a, b)) => {
            let a: u64 = a.trim().parse().map_err(|_| bad())?;
            let b: u64 = b.trim().parse().map_err(|_| bad())?;
            if b < a {
                return Err(bad());
            }
            Ok(a..b)
        }
        None => Ok(0..s.trim().parse().map_err(|_| bad())?),
    }
}

/// A problem with the input: which field and what is wrong. Exit status 2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The file the problem is in.
    pub file: String,
    /// The field (`grid`, `args[2]`, `buffers.a`, ...) or `-` for syntax errors.
    pub field: String,
    pub message: String,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field == "-" {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}: field `{}`: {}", self.file, self.field, self.message)
        }
    }
}

impl std::error::Error for InputError {}

/// Parse RON text into `T`, turning ron's errors into messages that name the field.
pub fn parse_ron<T: serde::de::DeserializeOwned>(text: &str, file: &str) -> Result<T, InputError> {
    // Optional fields are written bare (`len: 4`, not `len: Some(4)`).
    let opts =
        ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    opts.from_str::<T>(text).map_err(|e| {
        let pos = format!("{}:{}", e.position.line, e.position.col);
        match &e.code {
            ron::Error::NoSuchStructField {
                expected, found, ..
            } => InputError {
                file: file.into(),
                field: found.clone(),
                message: format!(
                    "unknown field at {pos}; expected one of: {}",
                    expected.join(", ")
                ),
            },
            ron::Error::MissingStructField { field, .. } => InputError {
                file: file.into(),
                field: (*field).into(),
                message: "missing".into(),
            },
            ron::Error::DuplicateStructField { field, .. } => InputError {
                file: file.into(),
                field: (*field).into(),
                message: format!("given twice (at {pos})"),
            },
            code => InputError {
                file: file.into(),
                field: "-".into(),
                message: format!("malformed RON at {pos}: {code}"),
            },
        }
    })
}

impl Manifest {
    pub fn parse(text: &str, file: &str) -> Result<Manifest, InputError> {
        parse_ron(text, file)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every 16-bit pattern but the NaNs is a number that converts back to itself; f32 inputs
    /// round as the loader's own f32 conversions (written independently) round them; the
    /// boundary cases of binary16 round to even.
    #[test]
    fn sixteen_bit_floats_round_to_nearest_even() {
        for b in 0..=u16::MAX {
            for (ty, back) in [
                (ElemTy::F16, f64_to_f16 as fn(f64) -> u16),
                (ElemTy::BF16, f64_to_bf16),
            ] {
                let Num::F(v) = decode(ty, &b.to_le_bytes()) else {
                    panic!("a float")
                };
                if !v.is_nan() {
                    assert_eq!(back(v), b, "{ty:?} {b:#06x} = {v}");
                }
            }
        }
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..200_000 {
            let f = f32::from_bits(crate::testrand::xorshift(&mut seed) as u32);
            if f.is_nan() {
                continue;
            }
            let x = f as f64;
            assert_eq!(
                f64_to_f16(x),
                crate::program::consts::f32_to_f16(f),
                "{f:e}"
            );
            assert_eq!(
                f64_to_bf16(x),
                crate::program::consts::f32_to_bf16(f),
                "{f:e}"
            );
        }
        let tiny = 2f64.powi(-24); // the smallest binary16 subnormal
        for (x, bits) in [
            (65504.0, 0x7bff),
            (65519.99, 0x7bff),
            (65520.0, 0x7c00), // the tie between 65504 and 65536 goes to the even 65536: infinity
            (tiny / 2.0, 0x0000),
            (tiny * 1.5, 0x0002),
            (-tiny, 0x8001),
            (2f64.powi(-14) - tiny / 2.0, 0x0400), // rounds up to the smallest normal
            (1.0 + 2f64.powi(-11), 0x3c00),        // tie: even
            (1.0 + 3.0 * 2f64.powi(-11), 0x3c02),  // tie: even
            (f64::NEG_INFINITY, 0xfc00),
        ] {
            assert_eq!(f64_to_f16(x), bits, "{x:e}");
        }
        assert!(f64_to_f16(f64::NAN) & 0x7c00 == 0x7c00 && f64_to_f16(f64::NAN) & 0x3ff != 0);
    }

    #[test]
    fn parses_the_interface_example() {
        let m = Manifest::parse(
            r#"(
                ptx: "vadd.ptx", kernel: "vadd", grid: (3, 1, 1), block: (100, 1, 1),
                buffers: { "a": (ty: F32, data: [0.0, 0.5, 1]), "n": (ty: U32, data: [3]), "c": (ty: S32, len: 4) },
                args: [Buffer("a"), Buffer("c"), S32(-290), F32(2.0)],
            )"#,
            "m.ron",
        )
        .unwrap();
        assert_eq!(m.grid, (3, 1, 1));
        assert_eq!(
            m.buffers["a"].data.as_ref().unwrap(),
            &vec![Num::F(0.0), Num::F(0.5), Num::U(1)]
        );
        assert_eq!(m.buffers["c"].len, Some(4));
        assert_eq!(m.args[2], Arg::S32(-290));
        assert_eq!(m.dynamic_shared, 0);
    }

    #[test]
    fn encode_checks_ranges() {
        let mut v = Vec::new();
        encode(ElemTy::S16, Num::I(-2), &mut v).unwrap();
        assert_eq!(v, vec![0xfe, 0xff]);
        assert_eq!(
            encode(ElemTy::U8, Num::U(300), &mut v).unwrap_err(),
            "300 does not fit U8"
        );
        assert_eq!(
            encode(ElemTy::U32, Num::I(-1), &mut v).unwrap_err(),
            "-1 does not fit U32"
        );
        assert_eq!(
            encode(ElemTy::S32, Num::F(1.5), &mut v).unwrap_err(),
            "1.5 is not an integer, but the type is S32"
        );
        assert_eq!(decode(ElemTy::S8, &[0xff]), Num::I(-1));
        assert_eq!(decode(ElemTy::F32, &2.5f32.to_le_bytes()), Num::F(2.5));
    }

    #[test]
    fn errors_name_the_field() {
        let e = Manifest::parse(
            r#"(ptx: "a", kernel: "k", grid: (1,1,1), block: (1,1,1), gird: 3)"#,
            "m.ron",
        )
        .unwrap_err();
        assert_eq!(e.field, "gird");
        assert!(
            e.to_string()
                .starts_with("m.ron: field `gird`: unknown field at 1:"),
            "{e}"
        );
        let e =
            Manifest::parse(r#"(ptx: "a", grid: (1,1,1), block: (1,1,1))"#, "m.ron").unwrap_err();
        assert_eq!(e.to_string(), "m.ron: field `kernel`: missing");
        let e = Manifest::parse(r#"(ptx: "a" kernel: "k")"#, "m.ron").unwrap_err();
        assert_eq!(
            e.to_string(),
            "m.ron: malformed RON at 1:11: Expected comma"
        );
    }
}
