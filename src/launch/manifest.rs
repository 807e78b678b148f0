//! Launch manifests (docs/design.md, "Interfaces"): which PTX file and kernel to run, the grid, the
//! buffers and the kernel arguments, plus optional expectations and settings. RON, with unknown
//! fields rejected so that typos do not go unnoticed.

use crate::thread::alu::softfloat as sf;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;

// Reading RON text with located errors is in `ron_text.rs`; the manifest's names stay here.
use super::elems::{elem_list, lifted_elem, with_lifted, ElemList};
pub use super::elems::{Elem, Num};
pub use super::ron_text::{duplicate_map_key, line_col, parse_ron, InputError, MAX_NESTING};

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

/// The element type of a buffer: a scalar, or a C structure of scalar fields
/// (`Struct([S32, F32])`), laid out as a C compiler lays it out: each field at the next offset
/// aligned to its size, the size rounded up to the largest field's.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(from = "TyRepr", into = "TyRepr")]
pub enum BufTy {
    Scalar(ElemTy),
    Struct(Vec<ElemTy>),
}

/// How a buffer type is written: an element type's name, or `Struct([..])`.
#[derive(Clone, Debug, Deserialize, serde::Serialize)]
enum TyRepr {
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
    F16,
    BF16,
    Struct(Vec<ElemTy>),
}

impl From<TyRepr> for BufTy {
    fn from(r: TyRepr) -> BufTy {
        BufTy::Scalar(match r {
            TyRepr::U8 => ElemTy::U8,
            TyRepr::S8 => ElemTy::S8,
            TyRepr::U16 => ElemTy::U16,
            TyRepr::S16 => ElemTy::S16,
            TyRepr::U32 => ElemTy::U32,
            TyRepr::S32 => ElemTy::S32,
            TyRepr::U64 => ElemTy::U64,
            TyRepr::S64 => ElemTy::S64,
            TyRepr::F32 => ElemTy::F32,
            TyRepr::F64 => ElemTy::F64,
            TyRepr::F16 => ElemTy::F16,
            TyRepr::BF16 => ElemTy::BF16,
            TyRepr::Struct(f) => return BufTy::Struct(f),
        })
    }
}

impl From<BufTy> for TyRepr {
    fn from(t: BufTy) -> TyRepr {
        match t {
            BufTy::Struct(f) => TyRepr::Struct(f),
            BufTy::Scalar(e) => match e {
                ElemTy::U8 => TyRepr::U8,
                ElemTy::S8 => TyRepr::S8,
                ElemTy::U16 => TyRepr::U16,
                ElemTy::S16 => TyRepr::S16,
                ElemTy::U32 => TyRepr::U32,
                ElemTy::S32 => TyRepr::S32,
                ElemTy::U64 => TyRepr::U64,
                ElemTy::S64 => TyRepr::S64,
                ElemTy::F32 => TyRepr::F32,
                ElemTy::F64 => TyRepr::F64,
                ElemTy::F16 => TyRepr::F16,
                ElemTy::BF16 => TyRepr::BF16,
            },
        }
    }
}

impl From<ElemTy> for BufTy {
    fn from(e: ElemTy) -> BufTy {
        BufTy::Scalar(e)
    }
}

impl BufTy {
    /// The fields and their byte offsets (one field at 0 for a scalar), the size of an element
    /// (padding included) and its alignment, by C's rules: each field at the next multiple of
    /// its size, the size a multiple of the largest field size.
    pub fn layout(&self) -> (Vec<(usize, ElemTy)>, usize, usize) {
        match self {
            BufTy::Scalar(e) => (vec![(0, *e)], e.bytes(), e.bytes()),
            BufTy::Struct(fields) => {
                let mut at = 0usize;
                let mut align = 1;
                let mut out = Vec::with_capacity(fields.len());
                for &f in fields {
                    at = at.next_multiple_of(f.bytes());
                    out.push((at, f));
                    at += f.bytes();
                    align = align.max(f.bytes());
                }
                (out, at.next_multiple_of(align).max(1), align)
            }
        }
    }
    /// Bytes per element.
    pub fn bytes(&self) -> usize {
        match self {
            BufTy::Scalar(e) => e.bytes(),
            BufTy::Struct(_) => self.layout().1,
        }
    }
    /// Has a floating-point field.
    pub fn has_float(&self) -> bool {
        match self {
            BufTy::Scalar(e) => e.is_float(),
            BufTy::Struct(f) => f.iter().any(|e| e.is_float()),
        }
    }
    pub fn name(&self) -> String {
        match self {
            BufTy::Scalar(e) => e.name().to_string(),
            BufTy::Struct(f) => format!(
                "Struct([{}])",
                f.iter().map(|e| e.name()).collect::<Vec<_>>().join(", ")
            ),
        }
    }
}

/// Encode one element of type `ty` (appended to `out`, padding zeroed).
pub fn encode_elem(ty: &BufTy, e: &Elem, out: &mut Vec<u8>) -> Result<(), String> {
    match (ty, e) {
        (BufTy::Scalar(t), Elem::N(n)) => encode(*t, *n, out),
        (BufTy::Scalar(t), Elem::T(_)) => Err(format!(
            "{e} is a tuple, but the type is {} (tuples are for `Struct` buffers)",
            t.name()
        )),
        (BufTy::Struct(_), Elem::N(_)) => Err(format!(
            "{e} is a number, but the type is {}: give each element as a tuple of its fields",
            ty.name()
        )),
        (BufTy::Struct(fields), Elem::T(v)) => {
            if v.len() != fields.len() {
                return Err(format!(
                    "{e} has {} value{}, but {} has {} field{}",
                    v.len(),
                    if v.len() == 1 { "" } else { "s" },
                    ty.name(),
                    fields.len(),
                    if fields.len() == 1 { "" } else { "s" }
                ));
            }
            let (layout, size, _) = ty.layout();
            let base = out.len();
            out.resize(base + size, 0);
            let mut tmp = Vec::with_capacity(8);
            for (i, ((off, t), n)) in layout.iter().zip(v).enumerate() {
                tmp.clear();
                encode(*t, *n, &mut tmp).map_err(|m| format!("field {i}: {m}"))?;
                out[base + off..base + off + tmp.len()].copy_from_slice(&tmp);
            }
            Ok(())
        }
    }
}

/// Decode one element of type `ty` from its bytes (for results).
pub fn decode_elem(ty: &BufTy, b: &[u8]) -> Elem {
    match ty {
        BufTy::Scalar(t) => Elem::N(decode(*t, b)),
        BufTy::Struct(_) => {
            let (layout, _, _) = ty.layout();
            Elem::T(
                layout
                    .iter()
                    .map(|(off, t)| decode(*t, &b[*off..*off + t.bytes()]))
                    .collect(),
            )
        }
    }
}

/// One device buffer: initial `data`, or `len` zero-filled elements (our extension).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BufferSpec {
    pub ty: BufTy,
    #[serde(default, deserialize_with = "elem_list")]
    pub data: Option<Vec<Elem>>,
    #[serde(default)]
    pub len: Option<u64>,
    /// `len` elements, each this value.
    #[serde(default)]
    pub fill: Option<Elem>,
    /// `len` elements counting from this value by `step` (default 1).
    #[serde(default)]
    pub iota: Option<Num>,
    #[serde(default)]
    pub step: Option<Num>,
    /// The elements from a file, relative to the manifest: NumPy `.npy`, or raw little-endian
    /// bytes in the buffer's layout (`launch::sources`).
    #[serde(default)]
    pub data_file: Option<String>,
    /// A fixed device address for a buffer (`fermi-sim exec --record` keeps the program's own
    /// allocation addresses, which pointers in memory and arguments hold); refused on a symbol.
    #[serde(default)]
    pub addr: Option<u64>,
    /// The initial contents already in the buffer's layout, as `fill`, `iota` and `data_file`
    /// give them (`launch::sources::resolve`): a file's bytes go into the buffer as they are,
    /// without a number object per element. Never written in a manifest.
    #[serde(skip)]
    pub raw: Option<Vec<u8>>,
}

impl BufferSpec {
    /// The number of elements of the initial contents (`data` or `raw`), if it has any.
    pub fn init_len(&self) -> Option<u64> {
        match (&self.data, &self.raw) {
            (Some(d), _) => Some(d.len() as u64),
            (None, Some(r)) => Some((r.len() / self.ty.bytes()) as u64),
            (None, None) => None,
        }
    }
}

/// A kernel argument.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub enum Arg {
    /// The device address of a buffer, or of its element N (`Buffer("data", 16)`: C's
    /// `d_data + 16`, counted in the buffer's elements).
    Buffer(String, #[serde(default)] u64),
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
    /// The handle of a texture object of the manifest's `textures` (docs/manifest.md).
    Texture(String),
    /// The handle of a surface object of the manifest's `surfaces` (docs/manifest.md).
    Surface(String),
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Buffer(s, 0) => write!(f, "Buffer({s:?})"),
            Arg::Buffer(s, n) => write!(f, "Buffer({s:?}, {n})"),
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
            Arg::Texture(s) => write!(f, "Texture({s:?})"),
            Arg::Surface(s) => write!(f, "Surface({s:?})"),
        }
    }
}

impl Arg {
    /// Scalar bytes and whether the value is a float (`None` for buffers).
    pub fn scalar(&self) -> Option<(Vec<u8>, bool)> {
        Some(match self {
            Arg::Buffer(..)
            | Arg::Struct(_)
            | Arg::Bytes(_)
            | Arg::Texture(_)
            | Arg::Surface(_) => return None,
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
    /// Textures bound to buffers, by `.texref` name or as texture objects (docs/manifest.md,
    /// "Textures").
    #[serde(default)]
    pub textures: BTreeMap<String, super::texture_spec::TextureSpec>,
    /// Surfaces bound to buffers, by `.surfref` name or as surface objects (docs/manifest.md,
    /// "Surfaces").
    #[serde(default)]
    pub surfaces: BTreeMap<String, super::texture_spec::SurfaceSpec>,
    #[serde(default)]
    pub args: Vec<Arg>,
    /// Names of the arguments, in order (the CUDA parameter names, which PTX does not keep), for
    /// `--arg NAME=VALUE`; optional.
    #[serde(default)]
    pub arg_names: Vec<String>,
    #[serde(default)]
    pub description: String,
    /// Expected final contents of some buffers or symbols, each a list or `(data: [..], abs:
    /// A, rel: R, ulps: U)` with tolerances.
    #[serde(default)]
    pub expected: BTreeMap<String, Expected>,
    #[serde(default)]
    pub expected_status: Option<String>,
    #[serde(default)]
    pub expected_diagnostics: Option<Vec<String>>,
    /// Registers of the kernel whose final values the run reports per thread, each `NAME` or
    /// `NAME: TYPE` (docs/manifest.md, "Final registers").
    #[serde(default)]
    pub registers: Vec<String>,
    /// The threads whose final registers are reported, by global linear index, in this order;
    /// absent: every thread of the grid.
    #[serde(default)]
    pub register_threads: Option<Vec<u64>>,
    /// Expected final values of some of `registers`, one per reported thread, compared like
    /// `expected`.
    #[serde(default)]
    pub expected_registers: BTreeMap<String, Expected>,
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
    /// Overrides the config's `sm_of_block`: block `i` runs on SM `sm_of_block[i]`
    /// (docs/manifest.md, "Placing blocks on SMs").
    #[serde(default)]
    pub sm_of_block: Option<Vec<u32>>,
    /// A cooperative launch (`cudaLaunchCooperativeKernel`): every block must be resident at
    /// once, and the grid gets the workspace `this_grid().sync()` uses.
    #[serde(default)]
    pub cooperative: bool,
    /// How `fermi-sim test` runs this manifest (docs/testing.md); absent: seed 1, the manifest's
    /// warp size, the thesis memory model.
    #[serde(default)]
    pub test: Option<TestSpec>,
    /// What differs when the launch runs under independent thread scheduling (`--scheduling
    /// its`, docs/its.md): replaces the expectations above for such runs.
    #[serde(default)]
    pub its: Option<ItsExpect>,
    /// Grids launched after this one, in order, on the same buffers (docs/manifest.md,
    /// "Several launches").
    #[serde(default)]
    pub launches: Vec<NextLaunch>,
}

/// The expectations of a launch under independent thread scheduling where they differ from
/// those under the SIMT stack (docs/manifest.md, "Under independent thread scheduling").
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ItsExpect {
    /// Why the launch behaves differently under ITS (required: a difference needs a reason).
    pub why: String,
    /// Replaces `expected_status` (and the `test.modes` entries' status); `a|b` accepts either
    /// (a status that depends on the schedule).
    #[serde(default)]
    pub expected_status: Option<String>,
    /// Replaces `expected_diagnostics` (and the `test.modes` entries' diagnostics).
    #[serde(default)]
    pub expected_diagnostics: Option<Vec<String>>,
    /// Buffers whose expected contents differ under ITS: they replace those of `expected`.
    #[serde(default)]
    pub expected: BTreeMap<String, Expected>,
    /// Buffers of `expected` whose results under ITS depend on the schedule (the code relies on
    /// lanes running together): not compared.
    #[serde(default)]
    pub unchecked: Vec<String>,
    /// The seeds of the ITS cases of `fermi-sim test` (default: `test.seeds`).
    #[serde(default)]
    pub seeds: Option<String>,
}

/// The expected final contents of a buffer: its elements, and the tolerances of its float
/// values (none given: the default comparison, docs/manifest.md).
#[derive(Clone, Debug, PartialEq)]
pub struct Expected {
    pub data: Vec<Elem>,
    pub tol: Option<Tolerance>,
}

/// How far a float result may be from its expected value (docs/manifest.md, "Tolerances"): it
/// passes when it equals it or is within any one of the tolerances given.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Tolerance {
    /// |result - expected| <= abs.
    pub abs: Option<f64>,
    /// |result - expected| <= rel * |expected|.
    pub rel: Option<f64>,
    /// At most this many values of the buffer's float type lie between the result and the
    /// expected value rounded to that type (1 = neighbours).
    pub ulps: Option<u64>,
}

impl fmt::Display for Tolerance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut v = Vec::new();
        if let Some(a) = self.abs {
            v.push(format!("abs {a:e}"));
        }
        if let Some(r) = self.rel {
            v.push(format!("rel {r:e}"));
        }
        if let Some(u) = self.ulps {
            v.push(format!("ulps {u}"));
        }
        write!(f, "{}", v.join(", "))
    }
}

/// A field name of a struct-like value (RON reads it as an identifier).
struct Key(String);

impl<'de> Deserialize<'de> for Key {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Key, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = Key;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "a field name")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Key, E> {
                Ok(Key(v.to_string()))
            }
        }
        d.deserialize_identifier(V)
    }
}

impl<'de> Deserialize<'de> for Expected {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Expected, D::Error> {
        struct V;
        const FIELDS: &[&str] = &["data", "abs", "rel", "ulps"];
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Expected;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(
                    f,
                    "a list of values or `(data: [..], abs: A, rel: R, ulps: U)`"
                )
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<Expected, A::Error> {
                let mut data = Vec::new();
                while let Some(e) = a.next_element::<Elem>()? {
                    data.push(e);
                }
                Ok(Expected { data, tol: None })
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Expected, E> {
                match super::elems::take_lifted(s) {
                    Some(data) => Ok(Expected { data, tol: None }),
                    None => Err(E::invalid_type(serde::de::Unexpected::Str(s), &self)),
                }
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<Expected, A::Error> {
                use serde::de::Error;
                let mut data = None;
                let mut tol = Tolerance::default();
                while let Some(Key(k)) = a.next_key::<Key>()? {
                    match k.as_str() {
                        "data" if data.is_none() => data = Some(a.next_value::<ElemList>()?.0),
                        "abs" if tol.abs.is_none() => tol.abs = Some(a.next_value()?),
                        "rel" if tol.rel.is_none() => tol.rel = Some(a.next_value()?),
                        "ulps" if tol.ulps.is_none() => tol.ulps = Some(a.next_value()?),
                        "data" => return Err(A::Error::duplicate_field("data")),
                        "abs" => return Err(A::Error::duplicate_field("abs")),
                        "rel" => return Err(A::Error::duplicate_field("rel")),
                        "ulps" => return Err(A::Error::duplicate_field("ulps")),
                        other => return Err(A::Error::unknown_field(other, FIELDS)),
                    }
                }
                let data = data.ok_or_else(|| A::Error::missing_field("data"))?;
                Ok(Expected {
                    data,
                    tol: Some(tol),
                })
            }
        }
        d.deserialize_any(V)
    }
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

impl Manifest {
    /// What a later launch (`launches[i]`) shares with this manifest: the program, config and
    /// buffers (their sizes only: a later launch uses the buffers the first one filled), none
    /// of the lists that grow with the manifest (`launches`, `expected`, buffer contents), so
    /// that preparing N later launches copies nothing N times. The kernel, sizes and arguments
    /// are the caller's to fill in.
    pub fn later_launch_base(&self) -> Manifest {
        let sized = |b: &BufferSpec| BufferSpec {
            ty: b.ty.clone(),
            data: None,
            len: Some(b.len.unwrap_or_else(|| b.init_len().unwrap_or(0))),
            fill: None,
            iota: None,
            step: None,
            data_file: None,
            addr: None,
            raw: None,
        };
        Manifest {
            ptx: self.ptx.clone(),
            kernel: String::new(),
            grid: self.grid,
            block: self.block,
            buffers: self
                .buffers
                .iter()
                .map(|(k, b)| (k.clone(), sized(b)))
                .collect(),
            // Written once, before the first grid, as the host does.
            symbols: BTreeMap::new(),
            textures: self.textures.clone(),
            surfaces: self.surfaces.clone(),
            args: Vec::new(),
            arg_names: Vec::new(),
            description: String::new(),
            expected: BTreeMap::new(),
            expected_status: None,
            expected_diagnostics: None,
            registers: Vec::new(),
            register_threads: None,
            expected_registers: BTreeMap::new(),
            expected_printf: None,
            config: self.config.clone(),
            max_steps: self.max_steps,
            dynamic_shared: 0,
            warp_size: self.warp_size,
            sm_of_block: self.sm_of_block.clone(),
            cooperative: false,
            test: None,
            its: None,
            launches: Vec::new(),
        }
    }

    pub fn parse(text: &str, file: &str) -> Result<Manifest, InputError> {
        // Long lists of plain numbers are read by a scan of their own (`ron_lists`); the rest
        // of the text, the same length, goes to the parser.
        let lifted = super::ron_lists::lift(text, lifted_elem);
        let scanned = lifted.as_ref().map_or(text, |l| l.text.as_str());
        let at = |x: usize| lifted.as_ref().map_or(x, |l| l.original_offset(x));
        if let Some((field, key, first, second)) = duplicate_map_key(scanned, &MAP_FIELDS) {
            let (first, second) = (at(first), at(second));
            let (l1, c1) = line_col(text, first);
            let (l2, c2) = line_col(text, second);
            return Err(InputError {
                file: file.into(),
                field: format!("{field}.{key}"),
                message: format!(
                    "key `{key}` given twice, at {l1}:{c1} and at {l2}:{c2} (one would silently replace the other): rename or remove one"
                ),
            });
        }
        match lifted {
            None => parse_ron(text, file),
            Some(mut l) => {
                let lists = std::mem::take(&mut l.lists);
                with_lifted(lists, || {
                    super::ron_text::parse_ron_for(&l.text, text, &|x| l.original_offset(x), file)
                })
            }
        }
    }
}

/// The manifest's fields that are maps keyed by name: a key given twice in one is refused
/// ([`duplicate_map_key`]), where deserialising would keep only the last.
const MAP_FIELDS: [&str; 5] = [
    "buffers",
    "symbols",
    "expected",
    "expected_registers",
    "surfaces",
];

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
            &vec![
                Elem::N(Num::F(0.0)),
                Elem::N(Num::F(0.5)),
                Elem::N(Num::U(1))
            ]
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

    /// Long lists of plain numbers are read by `ron_lists`, not the parser: the same elements,
    /// and errors after them are placed where they are in the file.
    #[test]
    fn long_lists_read_fast_give_the_same_manifest_and_positions() {
        let list: Vec<String> = (0..100)
            .map(|i| format!("{}", i as f64 / 4.0 - 3.0))
            .collect();
        let list = format!("[{}]", list.join(",\n  "));
        let text = format!(
            "(ptx: \"a\", kernel: \"k\", grid: (1,1,1), block: (1,1,1),\n buffers: {{\"a\": (ty: F32, data: {list}), \"b\": (ty: U8, data: [7, 1, 255,  0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21])}},\n expected: {{\"a\": {list}, \"b\": (data: {list}, abs: 0.5)}})"
        );
        let fast = Manifest::parse(&text, "m.ron").unwrap();
        // The parser's own reading of the same lists: with a comment, nothing is lifted.
        let slow = Manifest::parse(&format!("{text} // as written"), "m.ron").unwrap();
        assert!(super::super::ron_lists::lift(&text, |p| p).is_some());
        assert!(super::super::ron_lists::lift(&format!("{text} //"), |p| p).is_none());
        assert_eq!(fast, slow);
        let a = fast.buffers["a"].data.as_ref().unwrap();
        assert_eq!(
            (a.len(), &a[1], &a[12]),
            (100, &Elem::N(Num::F(-2.75)), &Elem::N(Num::U(0)))
        );
        assert_eq!(fast.expected["b"].data.len(), 100);
        assert_eq!(fast.expected["b"].tol.as_ref().unwrap().abs, Some(0.5));
        // An unknown field after the lists (line 102 of the text, after two lists of 100 lines)
        // and a key given twice after them: at their places in the file.
        let bad = text.replace("abs: 0.5", "abz: 0.5");
        let line = bad.lines().position(|l| l.contains("abz")).unwrap() + 1;
        let e = Manifest::parse(&bad, "m.ron").unwrap_err();
        assert!(
            e.message.contains(&format!("at {line}:")),
            "{e} (line {line})"
        );
        let twice = text.replace("\"b\": (data:", "\"a\": (data:");
        let e = Manifest::parse(&twice, "m.ron").unwrap_err();
        let second = twice.rfind("\"a\": (data:").unwrap();
        let (l2, c2) = line_col(&twice, second);
        assert!(
            e.message.ends_with(&format!(
                "and at {l2}:{c2} (one would silently replace the other): rename or remove one"
            )),
            "{e}"
        );
    }

    /// `Buffer("d")` is the buffer's address as before; `Buffer("d", 16)` its element 16.
    #[test]
    fn buffer_arguments_take_an_element_offset() {
        let m = Manifest::parse(
            r#"(ptx: "a", kernel: "k", grid: (1,1,1), block: (1,1,1),
                args: [Buffer("d"), Buffer("d", 16), Struct([Buffer("d", 2), S32(1)])])"#,
            "m.ron",
        )
        .unwrap();
        assert_eq!(m.args[0], Arg::Buffer("d".into(), 0));
        assert_eq!(m.args[1], Arg::Buffer("d".into(), 16));
        assert_eq!(
            m.args[2],
            Arg::Struct(vec![Arg::Buffer("d".into(), 2), Arg::S32(1)])
        );
        assert_eq!(m.args[0].to_string(), "Buffer(\"d\")");
        assert_eq!(m.args[1].to_string(), "Buffer(\"d\", 16)");
    }

    /// Structures are laid out as C lays them out: `struct { char; double; short; }` has its
    /// double at 8, its short at 16 and size 24; `struct { int; int; }` is 8 bytes.
    #[test]
    fn structure_buffers_follow_c_layout() {
        let t = BufTy::Struct(vec![ElemTy::S8, ElemTy::F64, ElemTy::S16]);
        assert_eq!(
            t.layout(),
            (
                vec![(0, ElemTy::S8), (8, ElemTy::F64), (16, ElemTy::S16)],
                24,
                8
            )
        );
        let node = BufTy::Struct(vec![ElemTy::S32, ElemTy::S32]);
        assert_eq!(node.bytes(), 8);
        assert_eq!(BufTy::Struct(vec![ElemTy::F32, ElemTy::U8]).bytes(), 8);
        assert_eq!(BufTy::Struct(vec![ElemTy::U16, ElemTy::U8]).bytes(), 4);
        let mut v = Vec::new();
        encode_elem(
            &t,
            &Elem::T(vec![Num::I(-1), Num::F(0.5), Num::U(7)]),
            &mut v,
        )
        .unwrap();
        let mut want = vec![0xffu8, 0, 0, 0, 0, 0, 0, 0];
        want.extend_from_slice(&0.5f64.to_le_bytes());
        want.extend_from_slice(&[7, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(v, want);
        assert_eq!(
            decode_elem(&t, &v),
            Elem::T(vec![Num::I(-1), Num::F(0.5), Num::I(7)])
        );
        assert_eq!(
            encode_elem(&node, &Elem::T(vec![Num::U(1)]), &mut v).unwrap_err(),
            "(1) has 1 value, but Struct([S32, S32]) has 2 fields"
        );
        assert_eq!(
            encode_elem(&node, &Elem::N(Num::U(1)), &mut v).unwrap_err(),
            "1 is a number, but the type is Struct([S32, S32]): give each element as a tuple of its fields"
        );
        let m = Manifest::parse(
            r#"(ptx: "a", kernel: "k", grid: (1,1,1), block: (1,1,1),
                buffers: { "nodes": (ty: Struct([S32, S32]), data: [(0, 2), (2, 1)]), "x": (ty: F32, data: [1.5]) },
                expected: { "nodes": [(0, 2), (2, 1)] })"#,
            "m.ron",
        )
        .unwrap();
        assert_eq!(m.buffers["nodes"].ty, node);
        assert_eq!(m.buffers["x"].ty, BufTy::Scalar(ElemTy::F32));
        assert_eq!(
            m.buffers["nodes"].data.as_ref().unwrap()[1],
            Elem::T(vec![Num::U(2), Num::U(1)])
        );
        assert_eq!(m.expected["nodes"].data.len(), 2);
    }

    /// `expected` takes a plain list (no tolerances: the default comparison) or the data with
    /// tolerances; a misspelt tolerance is an unknown field.
    #[test]
    fn expected_takes_a_list_or_data_with_tolerances() {
        let m = Manifest::parse(
            r#"(ptx: "a", kernel: "k", grid: (1,1,1), block: (1,1,1),
                expected: { "a": [1, 2.5], "b": (data: [0.1], abs: 1e-5, rel: 1e-4, ulps: 4), "c": (ulps: 0, data: [3]) })"#,
            "m.ron",
        )
        .unwrap();
        assert_eq!(
            m.expected["a"],
            Expected {
                data: vec![Elem::N(Num::U(1)), Elem::N(Num::F(2.5))],
                tol: None
            }
        );
        assert_eq!(
            m.expected["b"].tol,
            Some(Tolerance {
                abs: Some(1e-5),
                rel: Some(1e-4),
                ulps: Some(4)
            })
        );
        assert_eq!(m.expected["c"].tol.unwrap().ulps, Some(0));
        let e = Manifest::parse(
            r#"(ptx: "a", kernel: "k", grid: (1,1,1), block: (1,1,1),
                expected: { "b": (data: [0.1], absolute: 1e-5) })"#,
            "m.ron",
        )
        .unwrap_err();
        assert_eq!(e.field, "absolute");
        assert!(
            e.message.contains("expected one of: data, abs, rel, ulps"),
            "{e}"
        );
        let e = Manifest::parse(
            r#"(ptx: "a", kernel: "k", grid: (1,1,1), block: (1,1,1),
                expected: { "b": (abs: 1e-5) })"#,
            "m.ron",
        )
        .unwrap_err();
        assert_eq!(e.to_string(), "m.ron: field `data`: missing");
    }
}
