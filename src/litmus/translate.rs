//! A litmus test as one kernel (docs/litmus.md, "Translation"): every thread of the grid reads
//! its linear id and branches to its instruction list; the rest return at once. Each location
//! lies in a line of its own; at its end a thread stores its observed registers to `res`.

use super::parse::{Init, Litmus, LitmusError, Obs, Space};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Bytes between two global locations: one cache line of the GF100 config.
pub const LOC_STRIDE: u64 = 128;
/// Lanes per warp of a litmus launch.
pub const WARP: usize = 32;
/// Delay warps per CTA, besides the test's warps: two, the GF100's `warps_per_step`, so that an
/// SM always has more warps that can step than it steps at once.
pub const DELAY_WARPS: usize = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Ty {
    B32,
    B64,
    Pred,
}

impl Ty {
    fn decl(self) -> &'static str {
        match self {
            Ty::B32 => ".b32",
            Ty::B64 => ".b64",
            Ty::Pred => ".pred",
        }
    }
}

/// The generated kernel and what reads its results.
pub struct Kernel {
    pub ptx: String,
    /// Litmus (line, column) of each generated line that holds a test's instruction.
    pub origin: BTreeMap<usize, (usize, usize)>,
    pub grid: usize,
    pub block: usize,
    /// Element of `res` (S64) of each observed register; element of `mem` (S32) of each
    /// observed location.
    pub slots: Vec<(Obs, usize)>,
    pub mem_len: usize,
    /// Initial contents of `mem` (nonzero elements).
    pub mem_init: Vec<(usize, i64)>,
    pub res_len: usize,
}

/// Identifier runs of an operand string, with byte ranges; runs that start with a digit (numbers,
/// `0f3F80..`), follow `.` or `%` (types, special registers) are not identifiers.
fn idents(s: &str) -> Vec<(usize, usize)> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_alphanumeric() || c == b'_' || c == b'$' {
            let st = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$') {
                i += 1;
            }
            let prev = if st > 0 { b[st - 1] } else { b' ' };
            if !b[st].is_ascii_digit() && prev != b'.' && prev != b'%' {
                out.push((st, i));
            }
        } else {
            i += 1;
        }
    }
    out
}

/// An instruction split: label, guard, opcode, operands (text after the opcode).
struct Split<'a> {
    label: Option<&'a str>,
    guard: Option<(bool, &'a str)>,
    op: &'a str,
    rest: &'a str,
}

fn split(text: &str) -> Split<'_> {
    let mut t = text.trim().trim_end_matches(';').trim();
    let mut label = None;
    if let Some((a, b)) = t.split_once(':') {
        if !a.contains(char::is_whitespace) && !a.contains('[') && !a.is_empty() {
            label = Some(a.trim());
            t = b.trim();
        }
    }
    let mut guard = None;
    if let Some(g) = t.strip_prefix('@') {
        let (p, r) = g.split_once(char::is_whitespace).unwrap_or((g, ""));
        guard = Some(match p.strip_prefix('!') {
            Some(q) => (true, q),
            None => (false, p),
        });
        t = r.trim();
    }
    let (op, rest) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
    Split {
        label,
        guard,
        op,
        rest: rest.trim(),
    }
}

fn op_width(op: &str) -> Ty {
    let last = op.split('.').rev().find(|p| {
        p.len() >= 2
            && matches!(p.as_bytes()[0], b'b' | b'u' | b's' | b'f')
            && p[1..].chars().all(|c| c.is_ascii_digit())
    });
    match last {
        Some(p) if p.ends_with("64") => Ty::B64,
        _ => Ty::B32,
    }
}

pub fn translate(lt: &Litmus) -> Result<Kernel, LitmusError> {
    translate_with(lt, DELAY_WARPS)
}

/// [`translate`] with `delay` delay warps per CTA (0: none; the systematic search lets SMs stall
/// instead, `Config::warp_stalls`).
pub fn translate_with(lt: &Litmus, delay: usize) -> Result<Kernel, LitmusError> {
    let loc_index: BTreeMap<&str, usize> = lt
        .locs
        .iter()
        .enumerate()
        .map(|(i, (n, _, _))| (n.as_str(), i))
        .collect();
    let space: BTreeMap<&str, Space> = lt.locs.iter().map(|(n, s, _)| (n.as_str(), *s)).collect();
    let glob: Vec<&str> = lt
        .locs
        .iter()
        .filter(|l| l.1 == Space::Global)
        .map(|l| l.0.as_str())
        .collect();
    let gslot = |x: &str| glob.iter().position(|g| *g == x).unwrap() * (LOC_STRIDE as usize / 4);
    // Register types per thread.
    let mut regs: Vec<BTreeMap<String, Ty>> = vec![BTreeMap::new(); lt.threads.len()];
    for (t, code) in lt.threads.iter().enumerate() {
        for (r, v) in &lt.reg_init[t] {
            let ty = if matches!(v, Init::Addr(_)) {
                Ty::B64
            } else {
                Ty::B32
            };
            let e = regs[t].entry(r.clone()).or_insert(ty);
            *e = (*e).max(ty);
        }
        for ins in code {
            let s = split(&ins.text);
            if s.op.is_empty() {
                continue;
            }
            let bra = s.op == "bra" || s.op.starts_with("bra.");
            if let Some((_, g)) = s.guard {
                regs[t].insert(g.to_string(), Ty::Pred);
            }
            let w = op_width(s.op);
            let setp = s.op.starts_with("setp");
            for (k, (a, b)) in idents(s.rest).into_iter().enumerate() {
                let id = &s.rest[a..b];
                if loc_index.contains_key(id) || bra {
                    continue;
                }
                let in_brackets =
                    s.rest[..a].matches('[').count() > s.rest[..a].matches(']').count();
                let ty = if setp && k == 0 || regs[t].get(id) == Some(&Ty::Pred) {
                    Ty::Pred
                } else if in_brackets {
                    Ty::B64
                } else {
                    w
                };
                let e = regs[t].entry(id.to_string()).or_insert(ty);
                if (*e == Ty::Pred) != (ty == Ty::Pred) {
                    return Err(LitmusError {
                        line: ins.line,
                        col: ins.col,
                        message: format!(
                            "P{t}: `{id}` is used both as a predicate and as a value register"
                        ),
                    });
                }
                *e = (*e).max(ty);
            }
        }
    }
    for o in &lt.observed {
        if let Obs::Reg(t, r) = o {
            regs[*t].entry(r.clone()).or_insert(Ty::B32);
        }
    }
    let mut ptx = String::new();
    let mut origin = BTreeMap::new();
    let line = |p: &String| p.matches('\n').count() + 1;
    ptx.push_str(".version 2.3\n.target sm_20\n.address_size 64\n\n");
    for (x, sp, _) in &lt.locs {
        if *sp == Space::Shared {
            writeln!(ptx, ".shared .align 4 .b32 sh_{x};").unwrap();
        }
    }
    ptx.push_str(".visible .entry litmus(.param .u64 p_mem, .param .u64 p_res)\n{\n");
    ptx.push_str("\t.reg .pred %lp;\n\t.reg .b32 %li<3>;\n\t.reg .b64 %lm<4>;\n\t.reg .b64 %lt;\n");
    for x in lt.locs.iter().map(|l| &l.0) {
        writeln!(ptx, "\t.reg .b64 %g_{x};\n\t.reg .b64 %a_{x};").unwrap();
    }
    for (t, rs) in regs.iter().enumerate() {
        for (r, ty) in rs {
            writeln!(ptx, "\t.reg {} %t{t}_{r};", ty.decl()).unwrap();
        }
    }
    ptx.push_str("\tld.param.u64 %lm0, [p_mem];\n\tcvta.to.global.u64 %lm1, %lm0;\n");
    ptx.push_str("\tld.param.u64 %lm2, [p_res];\n\tcvta.to.global.u64 %lm3, %lm2;\n");
    for (x, sp, _) in &lt.locs {
        match sp {
            Space::Global => {
                let off = gslot(x) * 4;
                writeln!(
                    ptx,
                    "\tadd.s64 %g_{x}, %lm1, {off};\n\tadd.s64 %a_{x}, %lm0, {off};"
                )
                .unwrap();
            }
            Space::Shared => {
                writeln!(
                    ptx,
                    "\tmov.u64 %g_{x}, sh_{x};\n\tcvta.shared.u64 %a_{x}, %g_{x};"
                )
                .unwrap();
            }
        }
    }
    let warps = lt.places.iter().map(|p| p.warp + 1).max().unwrap_or(1);
    // Delay warps after the test's warps (docs/litmus.md, "Delay warps").
    let block = (warps + delay) * WARP;
    let grid = lt.sm_of_cta.len().max(1);
    ptx.push_str("\tmov.u32 %li0, %tid.x;\n\tmov.u32 %li1, %ctaid.x;\n");
    writeln!(ptx, "\tmad.lo.u32 %li2, %li1, {block}, %li0;").unwrap();
    for (t, p) in lt.places.iter().enumerate() {
        let lin = p.cta * block + p.warp * WARP + p.lane;
        writeln!(ptx, "\tsetp.eq.u32 %lp, %li2, {lin};\n\t@%lp bra $T{t};").unwrap();
    }
    // Lane 0 of each delay warp spins for a while: while more warps of an SM can step than
    // `warps_per_step`, which steps is a scheduler choice, so the test's threads start and
    // run at different paces.
    let longest = lt.threads.iter().map(Vec::len).max().unwrap_or(0);
    let spins = 2 * (longest + lt.threads.len()) + 8;
    if delay == 0 {
        ptx.push_str("\tret;\n");
    } else {
        writeln!(
            ptx,
            "\tsetp.lt.u32 %lp, %li0, {};\n\t@%lp ret;",
            warps * WARP
        )
        .unwrap();
        writeln!(
            ptx,
            "\tand.b32 %li1, %li0, {};\n\tsetp.ne.u32 %lp, %li1, 0;\n\t@%lp ret;",
            WARP - 1
        )
        .unwrap();
        writeln!(ptx, "\tmov.u32 %li1, {spins};\n$Delay:\n\tsub.u32 %li1, %li1, 1;\n\tsetp.ne.u32 %lp, %li1, 0;\n\t@%lp bra $Delay;").unwrap();
        ptx.push_str("\tret;\n");
    }
    let mut slots = Vec::new();
    let mut res_len = 0;
    for (t, code) in lt.threads.iter().enumerate() {
        writeln!(ptx, "$T{t}:").unwrap();
        // Every thread starts its code after the same number of steps: the threads tested
        // after it in the dispatch chain took two more steps per test.
        for _ in 0..2 * (lt.threads.len() - 1 - t) {
            ptx.push_str("\tmov.u32 %li0, %li0;\n");
        }
        for (r, ty) in &regs[t] {
            match (ty, lt.reg_init[t].get(r)) {
                (Ty::Pred, _) => {}
                (_, Some(Init::Addr(a))) => writeln!(ptx, "\tmov.b64 %t{t}_{r}, %a_{a};").unwrap(),
                (ty, v) => {
                    let n = match v {
                        Some(Init::Num(n)) => *n,
                        _ => 0,
                    };
                    writeln!(ptx, "\tmov{} %t{t}_{r}, {n};", ty.decl()).unwrap()
                }
            }
        }
        for ins in code {
            let s = split(&ins.text);
            let bra = s.op == "bra" || s.op.starts_with("bra.");
            let explicit = [".global", ".shared", ".local", ".param", ".const"]
                .iter()
                .find(|sp| s.op.contains(*sp));
            let mut out = String::new();
            if let Some(lb) = s.label {
                write!(out, "$T{t}_{lb}: ").unwrap();
            }
            if let Some((neg, g)) = s.guard {
                write!(out, "@{}%t{t}_{g} ", if neg { "!" } else { "" }).unwrap();
            }
            out.push_str(s.op);
            out.push(' ');
            let mut last = 0;
            for (a, b) in idents(s.rest) {
                out.push_str(&s.rest[last..a]);
                let id = &s.rest[a..b];
                let in_brackets =
                    s.rest[..a].matches('[').count() > s.rest[..a].matches(']').count();
                if bra {
                    write!(out, "$T{t}_{id}").unwrap();
                } else if let Some(sp) = space.get(id) {
                    match (in_brackets, explicit, sp) {
                        (true, Some(&".shared"), Space::Shared) => write!(out, "sh_{id}").unwrap(),
                        (true, Some(&".global"), Space::Global) => write!(out, "%g_{id}").unwrap(),
                        (true, Some(e), _) => {
                            return Err(LitmusError {
                                line: ins.line,
                                col: ins.col,
                                message: format!("P{t}: `{}` accesses location `{id}` through the {} space, but `{id}` is {}", ins.text, &e[1..], if *sp == Space::Shared { "shared" } else { "global" }),
                            })
                        }
                        _ => write!(out, "%a_{id}").unwrap(),
                    }
                } else {
                    write!(out, "%t{t}_{id}").unwrap();
                }
                last = b;
            }
            out.push_str(&s.rest[last..]);
            if s.op.is_empty() {
                // A label alone.
                out = format!("$T{t}_{}:", s.label.unwrap_or("_"));
            } else {
                out.push(';');
            }
            origin.insert(line(&ptx), (ins.line, ins.col));
            writeln!(ptx, "\t{out}").unwrap();
        }
        // The thread's end: its observed registers into `res`.
        for o in &lt.observed {
            if let Obs::Reg(ot, r) = o {
                if *ot != t {
                    continue;
                }
                let slot = res_len;
                res_len += 1;
                slots.push((o.clone(), slot));
                let reg = format!("%t{t}_{r}");
                match regs[t][r] {
                    Ty::Pred => writeln!(ptx, "\tselp.s64 %lt, 1, 0, {reg};").unwrap(),
                    Ty::B32 => writeln!(ptx, "\tcvt.s64.s32 %lt, {reg};").unwrap(),
                    Ty::B64 => writeln!(ptx, "\tmov.b64 %lt, {reg};").unwrap(),
                }
                writeln!(ptx, "\tst.global.s64 [%lm3+{}], %lt;", slot * 8).unwrap();
            }
        }
        ptx.push_str("\tret;\n");
    }
    ptx.push_str("}\n");
    for o in &lt.observed {
        if let Obs::Loc(x) = o {
            slots.push((o.clone(), gslot(x)));
        }
    }
    let mem_init = lt
        .locs
        .iter()
        .filter(|l| l.1 == Space::Global && l.2 != 0)
        .map(|l| (gslot(&l.0), l.2))
        .collect();
    Ok(Kernel {
        ptx,
        origin,
        grid,
        block,
        slots,
        mem_len: glob.len().max(1) * (LOC_STRIDE as usize / 4),
        mem_init,
        res_len: res_len.max(1),
    })
}
