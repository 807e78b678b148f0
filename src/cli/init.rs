//! `fermi-sim init FILE.ptx KERNEL`: a launch manifest to start from, written from the kernel's
//! `.param` list. Pointer parameters become buffers of one element per thread of the launch,
//! filled with zeros (their element type guessed from the first global access through the
//! pointer), 32-bit integer parameters the launch's thread count (the usual `n`), other scalars
//! zero; the file says what to edit.

use crate::launch::manifest::ElemTy;
use crate::program::env::ParamInfo;
use crate::program::ir::Ty;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct InitArgs {
    /// The PTX file.
    pub ptx: PathBuf,
    /// The kernel: its name in the PTX, or its demangled C++ name (`matmul<float>`).
    pub kernel: String,
    /// Blocks per dimension: `X`, `X,Y` or `X,Y,Z`.
    #[arg(long, default_value = "1")]
    pub grid: String,
    /// Threads per block: `X`, `X,Y` or `X,Y,Z`.
    #[arg(long, default_value = "32")]
    pub block: String,
    /// Write the manifest here (default: standard output); the `ptx` path is made relative to
    /// its folder.
    #[arg(short = 'o', long = "out")]
    pub out: Option<PathBuf>,
}

fn dims(s: &str, what: &str) -> Result<[u32; 3], String> {
    let parts: Vec<&str> = s.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("--{what} `{s}`: give X, X,Y or X,Y,Z"));
    }
    let mut d = [1u32; 3];
    for (i, p) in parts.iter().enumerate() {
        d[i] = p
            .parse::<u32>()
            .ok()
            .filter(|&v| v > 0)
            .ok_or_else(|| format!("--{what} `{s}`: `{p}` is not a positive whole number"))?;
    }
    Ok(d)
}

pub fn main(a: InitArgs) -> i32 {
    match manifest_text(&a) {
        Ok(text) => match &a.out {
            Some(p) => match super::output::AtomicFile::write_all(p, &text) {
                Ok(()) => {
                    eprintln!("wrote {}", p.display());
                    0
                }
                Err(e) => {
                    eprintln!("error: {}", super::write_error(e));
                    2
                }
            },
            None => {
                crate::out!("{text}");
                0
            }
        },
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}

/// The manifest's text.
pub fn manifest_text(a: &InitArgs) -> Result<String, String> {
    let grid = dims(&a.grid, "grid")?;
    let block = dims(&a.block, "block")?;
    // Read once: the loader takes the text, and so does the pointer-type guess.
    let src = crate::launch::read_ptx(&a.ptx)?;
    let prog = crate::launch::load_ptx_text(&a.ptx.display().to_string(), &src)?;
    let (_, func) = crate::program::names::find_kernel(&prog, &a.kernel)
        .map_err(|e| format!("{}: {e}", a.ptx.display()))?;
    let threads: u64 = grid.iter().chain(&block).map(|&d| d as u64).product();
    let body = kernel_body(&src, &func.name);
    let ptx = relative_ptx(&a.ptx, a.out.as_deref());

    let mut buffers = String::new();
    let mut args = Vec::new();
    let mut names = Vec::new();
    for (i, p) in func.params.iter().enumerate() {
        let name = short_param_name(&func.name, &p.name, i);
        let arg = match param_kind(p) {
            Kind::Pointer => {
                let ty = body
                    .and_then(|b| pointee(b, &p.name))
                    .unwrap_or(ElemTy::S32);
                let _ = writeln!(
                    buffers,
                    "        \"{name}\": (ty: {}, len: {threads}, fill: 0), // `{}`: set type, length and contents",
                    ty.name(),
                    p.name
                );
                format!("Buffer(\"{name}\")")
            }
            Kind::Scalar(t, v) if v == "N" => format!("{}({threads})", t.name()),
            Kind::Scalar(t, v) => format!("{}({v})", t.name()),
            Kind::Bytes(n) => {
                return Err(format!(
                    "parameter `{}` of `{}` is {n} bytes passed by value: write its argument by hand as a `Struct([..])` (docs/manifest.md)",
                    p.name, func.name
                ))
            }
        };
        args.push(arg);
        names.push(format!("\"{name}\""));
    }
    let d = |v: [u32; 3]| format!("({}, {}, {})", v[0], v[1], v[2]);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// Written by `fermi-sim init`: check every buffer's type and length, give the inputs'\n\
         // contents (`data`, `fill`, `iota` or `data_file`) and the results' `expected` values\n\
         // (docs/manifest.md). 32-bit integer arguments start as the thread count, {threads}."
    );
    let _ = writeln!(out, "(");
    let _ = writeln!(out, "    ptx: {:?},", ptx.display().to_string());
    let _ = writeln!(out, "    kernel: {:?},", func.name);
    let _ = writeln!(out, "    grid: {},", d(grid));
    let _ = writeln!(out, "    block: {},", d(block));
    let _ = writeln!(out, "    buffers: {{\n{buffers}    }},");
    let _ = writeln!(out, "    args: [{}],", args.join(", "));
    let _ = writeln!(out, "    arg_names: [{}],", names.join(", "));
    let _ = writeln!(out, ")");
    Ok(out)
}

enum Kind {
    Pointer,
    /// A scalar argument: its type and starting value.
    Scalar(ElemTy, String),
    Bytes(u64),
}

/// 64-bit integer parameters are taken as pointers (a `size_t` or `long` becomes a buffer the
/// user turns back into a `U64(..)`); the rest by type.
fn param_kind(p: &ParamInfo) -> Kind {
    let t = match p.ty {
        Some(t) => t,
        None => return Kind::Bytes(p.size),
    };
    let (ty, v) = match t {
        Ty::U64 | Ty::S64 | Ty::B64 => return Kind::Pointer,
        Ty::U32 | Ty::B32 => (ElemTy::U32, "N"),
        Ty::S32 => (ElemTy::S32, "N"),
        Ty::U16 | Ty::B16 => (ElemTy::U16, "0"),
        Ty::S16 => (ElemTy::S16, "0"),
        Ty::U8 | Ty::B8 => (ElemTy::U8, "0"),
        Ty::S8 => (ElemTy::S8, "0"),
        Ty::F32 => (ElemTy::F32, "0.0"),
        Ty::F64 => (ElemTy::F64, "0.0"),
        Ty::F16 => (ElemTy::F16, "0.0"),
        Ty::BF16 => (ElemTy::BF16, "0.0"),
        _ => return Kind::Bytes(p.size),
    };
    Kind::Scalar(ty, v.to_string())
}

/// `vadd_param_2` -> `p2` (compilers name parameters `KERNEL_param_N`); other names are kept
/// where they are plain identifiers.
fn short_param_name(kernel: &str, name: &str, i: usize) -> String {
    if name
        .strip_prefix(kernel)
        .is_some_and(|r| r.starts_with("_param_"))
        || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    {
        format!("p{i}")
    } else {
        name.to_string()
    }
}

fn relative_ptx(ptx: &Path, out: Option<&Path>) -> PathBuf {
    let Some(dir) = out
        .and_then(Path::parent)
        .filter(|d| !d.as_os_str().is_empty())
    else {
        return ptx.to_path_buf();
    };
    let (Ok(p), Ok(d)) = (std::path::absolute(ptx), std::path::absolute(dir)) else {
        return ptx.to_path_buf();
    };
    let pc: Vec<_> = p.components().collect();
    let dc: Vec<_> = d.components().collect();
    let common = pc.iter().zip(&dc).take_while(|(a, b)| a == b).count();
    let mut r = PathBuf::new();
    for _ in common..dc.len() {
        r.push("..");
    }
    for c in &pc[common..] {
        r.push(c);
    }
    r
}

/// The text of `.entry NAME (...) { ... }`, for the pointer-type guess.
fn kernel_body<'a>(src: &'a str, name: &str) -> Option<&'a str> {
    let at = src
        .match_indices(".entry")
        .map(|(i, _)| i)
        .find(|&i| src[i + 6..].trim_start().starts_with(name))?;
    let open = at + src[at..].find('{')?;
    let mut depth = 0;
    for (i, c) in src[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&src[open..open + i]);
                }
            }
            _ => {}
        }
    }
    None
}

/// The element type of the first global access through the pointer parameter `param`: the
/// registers its value flows into (any instruction reading one writes its destination; an
/// over-approximation good enough for a starting point), then the type of the first `ld`, `st`
/// or `atom` whose address is one of them.
fn pointee(body: &str, param: &str) -> Option<ElemTy> {
    // Statements as (opcode, operands), without comments, labels and guards.
    let stmts: Vec<(String, Vec<String>)> = body
        .split(';')
        .filter_map(|s| {
            let s: Vec<&str> = s
                .lines()
                .map(|l| l.split("//").next().unwrap_or(""))
                .collect();
            let s = s.join(" ");
            let s = s.trim().trim_start_matches('{').trim();
            let s = s.rsplit(':').next().unwrap_or("").trim();
            let words: Vec<&str> = s
                .split_whitespace()
                .skip_while(|w| w.starts_with('@'))
                .collect();
            let s = words.join(" ");
            let (op, rest) = s.split_once(' ')?;
            Some((
                op.to_string(),
                rest.split(',').map(|o| o.trim().to_string()).collect(),
            ))
        })
        .collect();
    let reg = |s: &str| -> Option<String> {
        let s = s.trim_start_matches('[').trim_end_matches(']');
        let r = s.split(['+', ' ']).next()?.trim();
        r.starts_with('%').then(|| r.to_string())
    };
    let mut tracked: Vec<String> = Vec::new();
    for _ in 0..2 {
        for (op, ops) in &stmts {
            let names_param = |a: &String| {
                a.trim_matches(|c| c == '[' || c == ']').split('+').next() == Some(param)
            };
            if op.starts_with("ld.param") && ops.get(1).is_some_and(names_param) {
                if let Some(d) = ops.first().and_then(|d| reg(d)) {
                    if !tracked.contains(&d) {
                        tracked.push(d);
                    }
                }
                continue;
            }
            let mem = ["ld.", "st.", "atom.", "red."]
                .iter()
                .any(|m| op.starts_with(m));
            if mem && !op.starts_with("ld.param") {
                let addr = ops.iter().find(|o| o.starts_with('['));
                if addr
                    .and_then(|a| reg(a))
                    .is_some_and(|r| tracked.contains(&r))
                {
                    let suffix = op.rsplit('.').next().unwrap_or("");
                    return Some(match suffix {
                        "f32" => ElemTy::F32,
                        "f64" => ElemTy::F64,
                        "u32" | "b32" => ElemTy::U32,
                        "s32" => ElemTy::S32,
                        "u64" | "b64" => ElemTy::U64,
                        "s64" => ElemTy::S64,
                        "u16" | "b16" => ElemTy::U16,
                        "s16" => ElemTy::S16,
                        "u8" | "b8" => ElemTy::U8,
                        "s8" => ElemTy::S8,
                        "f16" => ElemTy::F16,
                        _ => continue,
                    });
                }
                continue;
            }
            if ops
                .iter()
                .skip(1)
                .filter_map(|o| reg(o))
                .any(|r| tracked.contains(&r))
            {
                if let Some(d) = ops.first().and_then(|d| reg(d)) {
                    if !tracked.contains(&d) {
                        tracked.push(d);
                    }
                }
            }
        }
    }
    None
}
