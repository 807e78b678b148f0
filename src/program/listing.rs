//! The listing of a loaded program for `fermi-sim check FILE.ptx`: every kernel
//! and function with instruction addresses, source lines, guards, the instruction in PTX-like
//! notation, resolved targets (label names and addresses), injected instructions marked, and the
//! register, variable and frame tables. Deterministic: no hash-map iteration.

use super::env::{ProgEnv, VarValue};
use super::ir::*;
use std::collections::BTreeMap;
use std::fmt::Write;

fn reg(env: &ProgEnv, r: RegId) -> String {
    env.regs
        .get(r as usize)
        .map(|x| x.name.clone())
        .unwrap_or_else(|| format!("r?{r}"))
}

fn var(env: &ProgEnv, v: VarId) -> String {
    env.vars
        .get(v as usize)
        .map(|x| x.name.clone())
        .unwrap_or_else(|| format!("v?{v}"))
}

fn target(env: &ProgEnv, names: &BTreeMap<ProgAddr, Vec<String>>, a: ProgAddr) -> String {
    match names.get(&a).and_then(|n| n.first()) {
        Some(n) => format!("{n} ({a:#x})"),
        None => format!("{a:#x} (line {})", env.line(a)),
    }
}

fn sreg(s: SReg) -> String {
    let d = |d: Dim| match d {
        Dim::X => "x",
        Dim::Y => "y",
        Dim::Z => "z",
    };
    match s {
        SReg::Tid(x) => format!("%tid.{}", d(x)),
        SReg::Ntid(x) => format!("%ntid.{}", d(x)),
        SReg::Ctaid(x) => format!("%ctaid.{}", d(x)),
        SReg::Nctaid(x) => format!("%nctaid.{}", d(x)),
        SReg::TotalSmemSize => "%total_smem_size".into(),
        SReg::DynamicSmemSize => "%dynamic_smem_size".into(),
        SReg::AggrSmemSize => "%aggr_smem_size".into(),
        SReg::ReservedSmem(r) => match r {
            ReservedSmem::Begin => "%reserved_smem_offset_begin".into(),
            ReservedSmem::End => "%reserved_smem_offset_end".into(),
            ReservedSmem::Cap => "%reserved_smem_offset_cap".into(),
            ReservedSmem::Part(i) => format!("%reserved_smem_offset_{i}"),
        },
        other => format!("%{}", format!("{other:?}").to_lowercase()),
    }
}

/// One operand in PTX-like notation.
pub fn operand(env: &ProgEnv, names: &BTreeMap<ProgAddr, Vec<String>>, o: Operand) -> String {
    match o {
        Operand::None => "_".into(),
        Operand::Reg(r) => reg(env, r),
        Operand::NotReg(r) => format!("!{}", reg(env, r)),
        Operand::Imm(x) if x < 0x1_0000 => format!("{x}"),
        Operand::Imm(x) => format!("{x:#x}"),
        Operand::RegOff(r, c) => format!("{}{c:+}", reg(env, r)),
        Operand::Var(v) => var(env, v),
        Operand::VarOff(v, c) => format!("{}{c:+}", var(env, v)),
        Operand::Label(a) => target(env, names, a),
        Operand::Func(f) => env
            .funcs
            .get(f as usize)
            .map(|x| format!("{} ({:#x})", x.name, x.entry))
            .unwrap_or_default(),
        Operand::SReg(s) => sreg(s),
    }
}

fn ss(s: StateSpace) -> &'static str {
    match s {
        StateSpace::Global => ".global",
        StateSpace::Local => ".local",
        StateSpace::Shared => ".shared",
        StateSpace::Const => ".const",
        StateSpace::Param => ".param",
        StateSpace::Generic => "",
    }
}

fn lower<T: std::fmt::Debug>(x: T) -> String {
    format!("{x:?}").to_lowercase()
}

/// One instruction in PTX-like notation (without guard).
pub fn instr_text(env: &ProgEnv, names: &BTreeMap<ProgAddr, Vec<String>>, i: &Instr) -> String {
    let o = |x: Operand| operand(env, names, x);
    let cop = |c: CacheOp| {
        if c == CacheOp::Default {
            String::new()
        } else {
            format!(".{}", lower(c))
        }
    };
    let vol = |v: bool| if v { ".volatile" } else { "" };
    match i {
        Instr::Alu {
            op,
            ty,
            ty2,
            mods,
            dst,
            src,
        } => {
            let mut name = match op {
                AluOp::Mul(m) => format!("mul.{}", lower(m)),
                AluOp::Mad(m) => format!("mad.{}", lower(m)),
                AluOp::Mul24(m) => format!("mul24.{}", lower(m)),
                AluOp::Mad24(m) => format!("mad24.{}", lower(m)),
                AluOp::Testp(t) => format!("testp.{}", lower(t)),
                AluOp::Bfind { shiftamt } => {
                    format!("bfind{}", if *shiftamt { ".shiftamt" } else { "" })
                }
                AluOp::Isspacep(space) => format!("isspacep{}", ss(*space)),
                AluOp::Pack(n) => format!("pack.v{n}"),
                AluOp::Cvta { space, to_generic } => {
                    format!("cvta{}{}", if *to_generic { "" } else { ".to" }, ss(*space))
                }
                other => lower(other),
            };
            if mods.round != Round::None {
                write!(name, ".{}", lower(mods.round)).ok();
            }
            if mods.approx {
                name.push_str(".approx");
            }
            if mods.ftz {
                name.push_str(".ftz");
            }
            if mods.sat {
                name.push_str(".sat");
            }
            write!(name, ".{}", ty.name()).ok();
            if matches!(op, AluOp::Cvt | AluOp::Slct) {
                write!(name, ".{}", ty2.name()).ok();
            }
            let args: Vec<String> = src
                .iter()
                .filter(|s| **s != Operand::None)
                .map(|s| o(*s))
                .collect();
            format!("{name} {}, {}", reg(env, *dst), args.join(", "))
        }
        Instr::Setp {
            cmp,
            bop,
            ty,
            dst,
            dst2,
            a,
            b,
            c,
        } => {
            let d = match dst2 {
                Some(q) => format!("{}|{}", reg(env, *dst), reg(env, *q)),
                None => reg(env, *dst),
            };
            let bo = bop.map(|b| format!(".{}", lower(b))).unwrap_or_default();
            let cc = if *c != Operand::None {
                format!(", {}", o(*c))
            } else {
                String::new()
            };
            format!(
                "setp.{}{bo}.{} {d}, {}, {}{cc}",
                lower(cmp),
                ty.name(),
                o(*a),
                o(*b)
            )
        }
        Instr::Set {
            cmp,
            bop,
            dty,
            ty,
            dst,
            a,
            b,
            c,
        } => {
            let bo = bop.map(|b| format!(".{}", lower(b))).unwrap_or_default();
            let cc = if *c != Operand::None {
                format!(", {}", o(*c))
            } else {
                String::new()
            };
            format!(
                "set.{}{bo}.{}.{} {}, {}, {}{cc}",
                lower(cmp),
                dty.name(),
                ty.name(),
                reg(env, *dst),
                o(*a),
                o(*b)
            )
        }
        Instr::Mov { ty, dst, src } => format!("mov.{} {}, {}", ty.name(), reg(env, *dst), o(*src)),
        Instr::Ld {
            ss: s,
            cop: c,
            volatile,
            ty,
            dst,
            addr,
        } => {
            format!(
                "ld{}{}{}.{} {}, [{}]",
                vol(*volatile),
                ss(*s),
                cop(*c),
                ty.name(),
                reg(env, *dst),
                o(*addr)
            )
        }
        Instr::St {
            ss: s,
            cop: c,
            volatile,
            ty,
            addr,
            src,
        } => {
            format!(
                "st{}{}{}.{} [{}], {}",
                vol(*volatile),
                ss(*s),
                cop(*c),
                ty.name(),
                o(*addr),
                o(*src)
            )
        }
        Instr::Atom {
            ss: s,
            op,
            ty,
            dst,
            addr,
            b,
            c,
        } => {
            let cc = if *c != Operand::None {
                format!(", {}", o(*c))
            } else {
                String::new()
            };
            match dst {
                Some(d) => format!(
                    "atom{}.{}.{} {}, [{}], {}{cc}",
                    ss(*s),
                    lower(op),
                    ty.name(),
                    reg(env, *d),
                    o(*addr),
                    o(*b)
                ),
                None => format!(
                    "red{}.{}.{} [{}], {}{cc}",
                    ss(*s),
                    lower(op),
                    ty.name(),
                    o(*addr),
                    o(*b)
                ),
            }
        }
        Instr::Vote { mode, dst, pred } => {
            format!("vote.{} {}, {}", lower(mode), reg(env, *dst), o(*pred))
        }
        Instr::Coll {
            op,
            ty,
            dst,
            dst2,
            a,
            b,
            c,
            mask,
        } => {
            let name = match op {
                CollOp::Shfl(m) => format!("shfl.{}", lower(m)),
                CollOp::Vote(m) => format!("vote.{}", lower(m)),
                CollOp::ActiveMask => "activemask".to_string(),
                CollOp::WarpSync => "bar.warp".to_string(),
                CollOp::MatchAny => "match.any".to_string(),
                CollOp::MatchAll => "match.all".to_string(),
                CollOp::Redux(r) => format!("redux.{}", lower(r)),
                CollOp::Elect => "elect".to_string(),
            };
            let sync = if *mask != Operand::None { ".sync" } else { "" };
            let mut args = Vec::new();
            match (dst, dst2) {
                (Some(d), Some(p)) => args.push(format!("{}|{}", reg(env, *d), reg(env, *p))),
                (Some(d), None) => args.push(reg(env, *d)),
                _ => {}
            }
            for x in [a, b, c, mask] {
                if *x != Operand::None {
                    args.push(o(*x));
                }
            }
            format!("{name}{sync}.{} {}", ty.name(), args.join(", "))
        }
        Instr::Bar {
            kind,
            barrier,
            count,
            dst,
            pred,
        } => {
            let k = match kind {
                BarKind::Sync => "sync".to_string(),
                BarKind::Arrive => "arrive".to_string(),
                BarKind::Red(r) => format!("red.{}", lower(r)),
            };
            let mut args = Vec::new();
            if let Some(d) = dst {
                args.push(reg(env, *d));
            }
            args.push(o(*barrier));
            if *count != Operand::None {
                args.push(o(*count));
            }
            if *pred != Operand::None {
                args.push(o(*pred));
            }
            format!("bar.{k} {}", args.join(", "))
        }
        Instr::Membar { level } => format!("membar.{}", lower(level)),
        Instr::Trap => "trap".to_string(),
        Instr::Runtime { func, args, dst } => {
            let name = match func {
                RtFunc::Missing(f) => env.funcs.get(*f as usize).map_or("?", |f| f.name.as_str()),
                f => f.name(),
            };
            let ret = dst
                .map(|d| format!("({}), ", reg(env, d)))
                .unwrap_or_default();
            let a: Vec<String> = args
                .iter()
                .filter(|x| **x != Operand::None)
                .map(|x| o(*x))
                .collect();
            format!("call.runtime {ret}{name}, ({})", a.join(", "))
        }
        Instr::Bra { target: t } => format!("bra {}", o(*t)),
        Instr::BrxIdx { index, targets } => {
            let t: Vec<String> = targets.iter().map(|a| target(env, names, *a)).collect();
            format!("brx.idx {}, [{}]", o(*index), t.join(", "))
        }
        Instr::Call { target: t } => format!("call {}", o(*t)),
        Instr::Ret => "ret".into(),
        Instr::Exit => "exit".into(),
        Instr::Ssy { target: t } => format!("ssy {}", target(env, names, *t)),
        Instr::Sync => "sync".into(),
        Instr::PreBrk { target: t } => format!("preBrk {}", target(env, names, *t)),
        Instr::PreRet { target: t } => format!("preRet {}", target(env, names, *t)),
        Instr::Brk => "brk".into(),
    }
}

fn guard(env: &ProgEnv, g: Guard) -> String {
    match g {
        Guard::Always => String::new(),
        Guard::If(r) => format!("@{}", reg(env, r)),
        Guard::IfNot(r) => format!("@!{}", reg(env, r)),
    }
}

/// Label names by address (LabelEnv inverted), for listings and traces.
pub fn label_names(env: &ProgEnv) -> BTreeMap<ProgAddr, Vec<String>> {
    let mut m: BTreeMap<ProgAddr, Vec<String>> = BTreeMap::new();
    for (n, a) in &env.labels {
        m.entry(*a).or_default().push(n.clone());
    }
    m
}

/// The listing of `fermi-sim check`.
pub fn listing(env: &ProgEnv) -> String {
    let names = label_names(env);
    let mut s = String::new();
    let dialect = match env.dialect {
        crate::ptx::ast::Dialect::Real => "real",
        crate::ptx::ast::Dialect::Thesis => "thesis",
    };
    writeln!(
        s,
        "// {}: {} instructions, base {:#x}, dialect {dialect}",
        env.file,
        env.instrs.len(),
        env.base
    )
    .ok();
    for (fi, f) in env.funcs.iter().enumerate() {
        writeln!(
            s,
            "\n{} {}  // func {fi}, line {}, {:#x}..{:#x}, frame {} bytes",
            if f.is_kernel { ".entry" } else { ".func" },
            f.name,
            f.line,
            f.entry,
            f.end,
            f.frame.size
        )
        .ok();
        for p in &f.params {
            writeln!(
                s,
                "    // param {} .{} size {} @ param+{}",
                p.name,
                p.ty.map(|t| t.name()).unwrap_or("b64"),
                p.size,
                p.offset
            )
            .ok();
        }
        for (v, off) in &f.frame.vars {
            writeln!(s, "    // frame {} @ %stackBase+{off}", var(env, *v)).ok();
        }
        for pc in f.entry..f.end {
            let Some(i) = env.index(pc) else { continue };
            if let Some(ls) = names.get(&pc) {
                for l in ls {
                    writeln!(s, "  {l}:").ok();
                }
            }
            let src = env.src[i];
            let text = format!(
                "{} {};",
                guard(env, env.guards[i]),
                instr_text(env, &names, &env.instrs[i])
            );
            let mark = if src.injected { "  // injected" } else { "" };
            writeln!(
                s,
                "    {pc:#06x}  L{:<4} {}{mark}",
                src.line,
                text.trim_start()
            )
            .ok();
        }
        if let Some(ls) = names.get(&f.end) {
            for l in ls {
                writeln!(s, "  {l}:  // end").ok();
            }
        }
    }
    writeln!(s, "\n// registers ({})", env.regs.len()).ok();
    for (i, r) in env.regs.iter().enumerate() {
        let scope = r
            .func
            .and_then(|f| env.funcs.get(f as usize))
            .map(|f| f.name.as_str())
            .unwrap_or("module");
        let sb = if env.stack_base == Some(i as RegId) {
            "  (%stackBase)"
        } else {
            ""
        };
        writeln!(
            s,
            "//   r{i:<4} {:<16} .{:<5} {scope}{sb}",
            r.name,
            r.ty.map(|t| t.name()).unwrap_or("-")
        )
        .ok();
    }
    writeln!(s, "// variables ({})", env.vars.len()).ok();
    for (i, v) in env.vars.iter().enumerate() {
        let at = match v.value {
            VarValue::Reg(r) => format!("reg r{r}"),
            VarValue::Addr(sp, a) => format!("{}+{a:#x}", ss(sp)),
            VarValue::Frame { func, offset } => {
                format!(
                    "frame of {} +{offset}",
                    env.funcs
                        .get(func as usize)
                        .map(|f| f.name.as_str())
                        .unwrap_or("?")
                )
            }
        };
        let init = match &v.init {
            Some(b) => format!(
                " init [{}]",
                b.iter()
                    .map(|x| format!("{x:02x}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            None => String::new(),
        };
        writeln!(
            s,
            "//   v{i:<4} {:<24} {:<8} size {} align {} @ {at}{init}",
            v.name,
            ss(v.space),
            v.size,
            v.align
        )
        .ok();
    }
    writeln!(
        s,
        "// memory: global {} bytes, const {} bytes, local {} bytes/thread (initial %stackBase {})",
        env.global_bytes, env.const_bytes, env.local_bytes, env.initial_stack_base
    )
    .ok();
    s
}
