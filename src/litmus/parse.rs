//! The litmus file format (docs/litmus.md): herd's PTX form, columns of instructions.

use std::collections::BTreeMap;

/// A located error in a litmus file (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LitmusError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

fn lerr(line: usize, col: usize, message: impl Into<String>) -> LitmusError {
    LitmusError {
        line,
        col,
        message: message.into(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    Global,
    Shared,
}

/// An initial value: a number, or the address of a location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Init {
    Num(i64),
    Addr(String),
}

/// One instruction of a thread, where it is in the file.
#[derive(Clone, Debug)]
pub struct Instr {
    pub text: String,
    pub line: usize,
    pub col: usize,
}

/// A thread's place: its CTA, its warp within the CTA and its SM.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub cta: usize,
    pub warp: usize,
    pub lane: usize,
}

/// What the condition and the histogram observe.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Obs {
    Reg(usize, String),
    Loc(String),
}

impl std::fmt::Display for Obs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Obs::Reg(t, r) => write!(f, "{t}:{r}"),
            Obs::Loc(l) => write!(f, "{l}"),
        }
    }
}

#[derive(Clone, Debug)]
pub enum Cond {
    True,
    Eq(Obs, i64),
    Not(Box<Cond>),
    And(Box<Cond>, Box<Cond>),
    Or(Box<Cond>, Box<Cond>),
}

impl Cond {
    pub fn eval(&self, v: &dyn Fn(&Obs) -> i64) -> bool {
        match self {
            Cond::True => true,
            Cond::Eq(o, n) => v(o) == *n,
            Cond::Not(c) => !c.eval(v),
            Cond::And(a, b) => a.eval(v) && b.eval(v),
            Cond::Or(a, b) => a.eval(v) || b.eval(v),
        }
    }
    fn obs(&self, out: &mut Vec<Obs>) {
        match self {
            Cond::True => {}
            Cond::Eq(o, _) => {
                if !out.contains(o) {
                    out.push(o.clone())
                }
            }
            Cond::Not(c) => c.obs(out),
            Cond::And(a, b) | Cond::Or(a, b) => {
                a.obs(out);
                b.obs(out)
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    Allowed,
    Forbidden,
}

/// A parsed litmus test.
#[derive(Clone, Debug)]
pub struct Litmus {
    pub arch: String,
    pub name: String,
    /// `key: value` lines between the name and the initial state (`expect` among them).
    pub meta: BTreeMap<String, String>,
    pub expect: Option<(Expect, String)>,
    /// Locations in order of first mention, with their space and initial value.
    pub locs: Vec<(String, Space, i64)>,
    /// Initial register values per thread.
    pub reg_init: Vec<BTreeMap<String, Init>>,
    pub threads: Vec<Vec<Instr>>,
    pub places: Vec<Place>,
    /// SM of each CTA.
    pub sm_of_cta: Vec<u32>,
    /// `~exists` (the condition is expected never to hold) or `exists`.
    pub negated: bool,
    pub cond: Cond,
    pub cond_text: String,
    /// Observed registers and locations: `locations [..]`, then the condition's.
    pub observed: Vec<Obs>,
}

/// Strip `(* .. *)` and `//` comments, keeping line and column positions (comment characters
/// become spaces).
fn strip_comments(text: &str) -> Result<String, LitmusError> {
    let mut out = String::with_capacity(text.len());
    let cs: Vec<char> = text.chars().collect();
    let (mut i, mut line, mut col) = (0, 1, 1);
    let mut open: Option<(usize, usize)> = None;
    while i < cs.len() {
        let c = cs[i];
        if open.is_none() && c == '(' && cs.get(i + 1) == Some(&'*') {
            open = Some((line, col));
        }
        if open.is_none() && c == '/' && cs.get(i + 1) == Some(&'/') {
            while i < cs.len() && cs[i] != '\n' {
                out.push(' ');
                i += 1;
            }
            continue;
        }
        if open.is_some() {
            let close = c == '*' && cs.get(i + 1) == Some(&')');
            if c == '\n' {
                out.push('\n');
                line += 1;
                col = 1;
            } else {
                out.push(' ');
                col += 1;
            }
            i += 1;
            if close {
                out.push(' ');
                i += 1;
                col += 1;
                open = None;
            }
            continue;
        }
        out.push(c);
        if c == '\n' {
            line += 1;
            col = 1;
        } else {
            col += 1;
        }
        i += 1;
    }
    if let Some((l, c)) = open {
        return Err(lerr(l, c, "comment `(*` is never closed with `*)`"));
    }
    Ok(out)
}

/// Deepest nesting of parentheses in a condition or a scope tree (their parsers recurse).
const MAX_NESTING: i64 = 64;

fn is_ident(s: &str) -> bool {
    let mut c = s.chars();
    matches!(c.next(), Some(x) if x.is_ascii_alphabetic() || x == '_')
        && c.all(|x| x.is_ascii_alphanumeric() || x == '_')
}

fn parse_int(s: &str) -> Option<i64> {
    let s = s.trim();
    let (neg, t) = match s.strip_prefix('-') {
        Some(t) => (true, t),
        None => (false, s),
    };
    let v = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        i64::from_str_radix(h, 16).ok()?
    } else {
        t.parse::<i64>().ok()?
    };
    Some(if neg { -v } else { v })
}

/// Column (1-based, in characters) of byte offset `b` of `line`.
fn col_of(line: &str, b: usize) -> usize {
    line[..b.min(line.len())].chars().count() + 1
}

/// The thread number of `P3` / `3`.
fn thread_id(s: &str) -> Option<usize> {
    let t = s.trim();
    let t = t.strip_prefix('P').unwrap_or(t);
    if t.is_empty() || !t.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    t.parse().ok()
}

pub fn parse(text: &str) -> Result<Litmus, LitmusError> {
    let clean = strip_comments(text)?;
    let lines: Vec<&str> = clean.lines().collect();
    let mut i = 0;
    let skip_blank = |i: &mut usize| {
        while *i < lines.len() && lines[*i].trim().is_empty() {
            *i += 1;
        }
    };
    skip_blank(&mut i);
    // Name line: ARCH NAME.
    let Some(first) = lines.get(i) else {
        return Err(lerr(
            1,
            1,
            "empty litmus file: expected a first line `PTX NAME`",
        ));
    };
    let words: Vec<&str> = first.split_whitespace().collect();
    if words.len() < 2 {
        return Err(lerr(
            i + 1,
            1,
            "expected the first line `PTX NAME` (the architecture, then the test's name)",
        ));
    }
    let arch = words[0].to_string();
    if !matches!(arch.as_str(), "PTX" | "GPU_PTX") {
        return Err(lerr(
            i + 1,
            1,
            format!("architecture `{arch}` is not supported: write `PTX` (or herd's `GPU_PTX`)"),
        ));
    }
    let name = words[1..].join(" ");
    i += 1;
    // Metadata: doc strings and `key: value` / `key = value` lines up to `{`.
    let mut meta = BTreeMap::new();
    let mut expect = None;
    loop {
        skip_blank(&mut i);
        let Some(l) = lines.get(i) else {
            return Err(lerr(i, 1, "expected the initial state `{ ... }`"));
        };
        let t = l.trim();
        if t.starts_with('{') {
            break;
        }
        if !t.starts_with('"') {
            let Some(sep) = t.find([':', '=']) else {
                return Err(lerr(
                    i + 1,
                    col_of(l, l.len() - l.trim_start().len()),
                    format!("expected `key: value` or the initial state `{{`, found `{t}`"),
                ));
            };
            let (k, v) = (
                t[..sep].trim().to_lowercase(),
                t[sep + 1..].trim().to_string(),
            );
            if k == "expect" {
                let (w, rest) = v.split_once(char::is_whitespace).unwrap_or((&v, ""));
                let e = match w.to_lowercase().as_str() {
                    "allowed" => Expect::Allowed,
                    "forbidden" => Expect::Forbidden,
                    _ => {
                        return Err(lerr(
                            i + 1,
                            col_of(l, l.find(&v).unwrap_or(0)),
                            format!(
                            "`expect` is `{w}`: write `allowed` or `forbidden`, then the source"
                        ),
                        ))
                    }
                };
                expect = Some((e, rest.trim().to_string()));
            }
            meta.insert(k, v);
        }
        i += 1;
    }
    // Initial state: everything up to the matching `}`.
    let (init_line, mut init) = (i, String::new());
    let mut positions = Vec::new();
    let mut closed = false;
    while i < lines.len() {
        let l = lines[i];
        let start = if i == init_line {
            l.find('{').unwrap() + 1
        } else {
            0
        };
        let end = l.find('}');
        let seg = &l[start..end.unwrap_or(l.len())];
        for (b, ch) in seg.char_indices() {
            init.push(ch);
            positions.push((i + 1, col_of(l, start + b)));
        }
        init.push(';');
        positions.push((i + 1, col_of(l, start + seg.len())));
        i += 1;
        if end.is_some() {
            closed = true;
            break;
        }
    }
    if !closed {
        return Err(lerr(
            init_line + 1,
            1,
            "the initial state `{` is never closed with `}`",
        ));
    }
    let mut locs: Vec<(String, Space, i64)> = Vec::new();
    let mut reg_init_raw: Vec<(usize, String, Init, usize, usize)> = Vec::new();
    let mut off = 0;
    for item in init.split(';') {
        let at = off + item.len() - item.trim_start().len();
        let (l, c) = positions.get(at).copied().unwrap_or((init_line + 1, 1));
        off += item.len() + 1;
        let item = item.trim();
        if item.is_empty() {
            continue;
        }
        // herd's `0:.reg .s32 r0` and `0:.reg .b64 r1 = x`.
        let (lhs, rhs) = match item.split_once('=') {
            Some((a, b)) => (a.trim(), Some(b.trim())),
            None => (item, None),
        };
        if let Some((t, reg)) = lhs.split_once(':') {
            let Some(t) = thread_id(t) else {
                return Err(lerr(
                    l,
                    c,
                    format!("`{lhs}`: expected THREAD:REGISTER, e.g. `0:r1`"),
                ));
            };
            let reg = reg.trim();
            let reg = if let Some(r) = reg.strip_prefix(".reg") {
                r.split_whitespace().last().unwrap_or("")
            } else {
                reg
            };
            if !is_ident(reg) {
                return Err(lerr(
                    l,
                    c,
                    format!("`{lhs}`: `{reg}` is not a register name"),
                ));
            }
            let v = match rhs {
                None => Init::Num(0),
                Some(v) => match parse_int(v) {
                    Some(n) => Init::Num(n),
                    None if is_ident(v) => Init::Addr(v.to_string()),
                    None => {
                        return Err(lerr(
                            l,
                            c,
                            format!("`{item}`: `{v}` is neither a number nor a location"),
                        ))
                    }
                },
            };
            reg_init_raw.push((t, reg.to_string(), v, l, c));
        } else {
            let loc = lhs.trim_start_matches('[').trim_end_matches(']').trim();
            if !is_ident(loc) {
                return Err(lerr(
                    l,
                    c,
                    format!("`{item}`: expected LOCATION=VALUE or THREAD:REGISTER=VALUE"),
                ));
            }
            let v = match rhs.map(parse_int) {
                None => 0,
                Some(Some(n)) => n,
                Some(None) => {
                    return Err(lerr(
                        l,
                        c,
                        format!("`{item}`: the initial value of a location must be a number"),
                    ))
                }
            };
            if locs.iter().any(|(n, _, _)| n == loc) {
                return Err(lerr(l, c, format!("location `{loc}` is initialised twice")));
            }
            locs.push((loc.to_string(), Space::Global, v));
        }
    }
    // Columns: a header `P0 | P1 ;`, then rows of instructions.
    skip_blank(&mut i);
    let Some(h) = lines.get(i) else {
        return Err(lerr(
            i,
            1,
            "expected the threads' header `P0 | P1 ;` after the initial state",
        ));
    };
    let hl = i + 1;
    let header: Vec<&str> = h.trim().trim_end_matches(';').split('|').collect();
    let mut hpos = 0;
    for (k, cell) in header.iter().enumerate() {
        let b = h[hpos..].find(cell.trim()).map(|x| x + hpos).unwrap_or(0);
        hpos = b + cell.trim().len();
        if thread_id(cell) != Some(k) || !cell.trim().starts_with('P') {
            return Err(lerr(
                hl,
                col_of(h, b),
                format!("thread header `{}`: expected `P{k}` (threads are numbered P0, P1, ... from left to right)", cell.trim()),
            ));
        }
    }
    let n = header.len();
    let mut threads: Vec<Vec<Instr>> = vec![Vec::new(); n];
    i += 1;
    let is_tail = |t: &str| {
        let w = t
            .split(|c: char| c.is_whitespace() || c == '(')
            .next()
            .unwrap_or("");
        matches!(
            w.to_lowercase().as_str(),
            "scopetree" | "exists" | "~exists" | "forall" | "locations"
        ) || t.starts_with("~exists")
            || t.starts_with("~ exists")
            || (t.contains(':')
                && !t.contains('|')
                && t.split(',').all(|p| {
                    p.split_once(':').is_some_and(|(a, b)| {
                        is_ident(a.trim()) && matches!(b.trim(), "global" | "shared")
                    })
                }))
    };
    while i < lines.len() {
        let l = lines[i];
        let t = l.trim();
        if t.is_empty() {
            i += 1;
            continue;
        }
        if is_tail(t) {
            break;
        }
        let body = match l.rfind(';') {
            Some(s) => &l[..s],
            None => {
                return Err(lerr(
                    i + 1,
                    col_of(l, l.len()),
                    "a row of instructions ends with `;`",
                ))
            }
        };
        let cells: Vec<&str> = body.split('|').collect();
        if cells.len() != n {
            return Err(lerr(
                i + 1,
                1,
                format!(
                    "this row has {} columns; the header names {n} threads",
                    cells.len()
                ),
            ));
        }
        let mut b = 0;
        for (k, cell) in cells.iter().enumerate() {
            let lead = cell.len() - cell.trim_start().len();
            let text = cell.trim();
            if !text.is_empty() {
                threads[k].push(Instr {
                    text: text.to_string(),
                    line: i + 1,
                    col: col_of(l, b + lead),
                });
            }
            b += cell.len() + 1;
        }
        i += 1;
    }
    // Tail: scope tree, location spaces, `locations [..]`, the condition.
    let mut tree: Option<(String, usize, usize)> = None;
    let mut cond_src: Option<(String, usize, usize, bool)> = None;
    let mut observed = Vec::new();
    while i < lines.len() {
        let l = lines[i];
        let t = l.trim();
        let c0 = col_of(l, l.len() - l.trim_start().len());
        if t.is_empty() {
            i += 1;
            continue;
        }
        let low = t.to_lowercase();
        if low.starts_with("scopetree") {
            // The tree may span lines: up to balanced parentheses.
            let mut s = t["scopetree".len()..].to_string();
            let depth = |s: &str| s.matches('(').count() as i64 - s.matches(')').count() as i64;
            while depth(&s) > 0 && i + 1 < lines.len() {
                i += 1;
                s.push(' ');
                s.push_str(lines[i].trim());
            }
            tree = Some((s, i + 1, c0));
        } else if low.starts_with("locations") {
            let inner = t["locations".len()..]
                .trim()
                .trim_start_matches('[')
                .trim_end_matches(']');
            for o in inner.split(';').map(str::trim).filter(|o| !o.is_empty()) {
                observed.push(parse_obs(o).ok_or_else(|| {
                    lerr(
                        i + 1,
                        c0,
                        format!("`{o}` in `locations`: expected THREAD:REGISTER or LOCATION"),
                    )
                })?);
            }
        } else if low.starts_with("exists")
            || low.starts_with("~exists")
            || low.starts_with("~ exists")
        {
            let neg = t.starts_with('~');
            let rest = &t[t.find("exists").unwrap() + 6..];
            let mut s = rest.to_string();
            i += 1;
            while i < lines.len() && !lines[i].trim().is_empty() {
                s.push(' ');
                s.push_str(lines[i].trim());
                i += 1;
            }
            cond_src = Some((s, i, c0, neg));
            continue;
        } else if low.starts_with("forall") {
            return Err(lerr(i + 1, c0, "`forall` conditions are not supported: write `exists` (or `~exists`) with the negated condition"));
        } else if t.contains(':') {
            for p in t.split(',') {
                let (a, b) = p.split_once(':').unwrap_or((p, ""));
                let (a, b) = (a.trim(), b.trim());
                let sp = match b {
                    "global" => Space::Global,
                    "shared" => Space::Shared,
                    _ => {
                        return Err(lerr(
                            i + 1,
                            c0,
                            format!("`{}`: a location's space is `global` or `shared`", p.trim()),
                        ))
                    }
                };
                match locs.iter_mut().find(|(n, _, _)| n == a) {
                    Some(x) => x.1 = sp,
                    None => locs.push((a.to_string(), sp, 0)),
                }
            }
        } else {
            return Err(lerr(i + 1, c0, format!("unexpected `{t}`: expected `ScopeTree (..)`, `x: global`, `locations [..]` or `exists (..)`")));
        }
        i += 1;
    }
    let Some((cs, cl, cc, negated)) = cond_src else {
        return Err(lerr(
            lines.len().max(1),
            1,
            "the test has no condition: end it with `exists (..)`",
        ));
    };
    for (text, l, c) in [
        (Some(&cs), cl, cc),
        (
            tree.as_ref().map(|t| &t.0),
            tree.as_ref().map_or(0, |t| t.1),
            tree.as_ref().map_or(0, |t| t.2),
        ),
    ] {
        let Some(text) = text else { continue };
        let (mut d, mut max) = (0i64, 0i64);
        for ch in text.chars() {
            d += match ch {
                '(' => 1,
                ')' => -1,
                _ => 0,
            };
            max = max.max(d);
        }
        if max > MAX_NESTING {
            return Err(lerr(
                l,
                c,
                format!("parentheses nested {max} deep; at most {MAX_NESTING} are accepted"),
            ));
        }
    }
    let cond = CondParser {
        s: cs.as_bytes(),
        p: 0,
        line: cl,
        col: cc,
    }
    .parse()?;
    cond.obs(&mut observed);
    let mut lt = Litmus {
        arch,
        name,
        meta,
        expect,
        locs,
        reg_init: vec![BTreeMap::new(); n],
        threads,
        places: Vec::new(),
        sm_of_cta: Vec::new(),
        negated,
        cond,
        cond_text: cs.trim().to_string(),
        observed,
    };
    for (t, r, v, l, c) in reg_init_raw {
        if t >= n {
            return Err(lerr(
                l,
                c,
                format!("thread {t} has no column (the test has {n} threads)"),
            ));
        }
        if let Init::Addr(a) = &v {
            if !lt.locs.iter().any(|(x, _, _)| x == a) {
                lt.locs.push((a.clone(), Space::Global, 0));
            }
        }
        lt.reg_init[t].insert(r, v);
    }
    for o in &lt.observed {
        match o {
            Obs::Reg(t, _) if *t >= n => {
                return Err(lerr(cl, cc, format!("`{o}`: thread {t} has no column (the test has {n} threads)")))
            }
            Obs::Loc(x) => match lt.locs.iter().find(|(y, _, _)| y == x) {
                None => lt.locs.push((x.clone(), Space::Global, 0)),
                Some((_, Space::Shared, _)) => {
                    return Err(lerr(cl, cc, format!("`{x}` is a shared location: its final value is not observable (shared memory ends with its block); observe a register instead")))
                }
                _ => {}
            },
            _ => {}
        }
    }
    for (x, sp, v) in &lt.locs {
        if *sp == Space::Shared && *v != 0 {
            return Err(lerr(
                init_line + 1,
                1,
                format!("shared location `{x}` starts at {v}: shared locations start at 0"),
            ));
        }
    }
    place(&mut lt, tree)?;
    Ok(lt)
}

fn parse_obs(s: &str) -> Option<Obs> {
    let s = s.trim();
    if let Some((t, r)) = s.split_once(':') {
        let t = thread_id(t)?;
        let r = r.trim();
        return is_ident(r).then(|| Obs::Reg(t, r.to_string()));
    }
    let s = s.trim_start_matches('[').trim_end_matches(']');
    is_ident(s).then(|| Obs::Loc(s.to_string()))
}

struct CondParser<'a> {
    s: &'a [u8],
    p: usize,
    line: usize,
    col: usize,
}

impl CondParser<'_> {
    fn err(&self, m: impl Into<String>) -> LitmusError {
        lerr(
            self.line,
            self.col,
            format!(
                "in the condition, at character {}: {}",
                self.p + 1,
                m.into()
            ),
        )
    }
    fn ws(&mut self) {
        while self.p < self.s.len() && self.s[self.p].is_ascii_whitespace() {
            self.p += 1;
        }
    }
    fn eat(&mut self, t: &str) -> bool {
        self.ws();
        if self.s[self.p..].starts_with(t.as_bytes()) {
            self.p += t.len();
            true
        } else {
            false
        }
    }
    fn parse(mut self) -> Result<Cond, LitmusError> {
        let c = self.or()?;
        self.ws();
        if self.p < self.s.len() {
            return Err(self.err(format!(
                "unexpected `{}`",
                String::from_utf8_lossy(&self.s[self.p..]).trim()
            )));
        }
        Ok(c)
    }
    fn or(&mut self) -> Result<Cond, LitmusError> {
        let mut a = self.and()?;
        while self.eat("\\/") {
            a = Cond::Or(Box::new(a), Box::new(self.and()?));
        }
        Ok(a)
    }
    fn and(&mut self) -> Result<Cond, LitmusError> {
        let mut a = self.atom()?;
        while self.eat("/\\") {
            a = Cond::And(Box::new(a), Box::new(self.atom()?));
        }
        Ok(a)
    }
    fn atom(&mut self) -> Result<Cond, LitmusError> {
        if self.eat("(") {
            let c = self.or()?;
            if !self.eat(")") {
                return Err(self.err("expected `)`"));
            }
            return Ok(c);
        }
        if self.eat("~") || self.eat("not ") {
            return Ok(Cond::Not(Box::new(self.atom()?)));
        }
        if self.eat("true") {
            return Ok(Cond::True);
        }
        self.ws();
        let st = self.p;
        while self.p < self.s.len() && !matches!(self.s[self.p], b'=' | b')' | b'/' | b'\\') {
            self.p += 1;
        }
        let lhs = String::from_utf8_lossy(&self.s[st..self.p]).to_string();
        let Some(o) = parse_obs(&lhs) else {
            self.p = st;
            return Err(self.err(format!(
                "expected THREAD:REGISTER=VALUE or LOCATION=VALUE, found `{}`",
                lhs.trim()
            )));
        };
        if !self.eat("=") {
            return Err(self.err(format!("expected `=` after `{}`", lhs.trim())));
        }
        self.ws();
        let st = self.p;
        while self.p < self.s.len()
            && (self.s[self.p].is_ascii_alphanumeric() || self.s[self.p] == b'-')
        {
            self.p += 1;
        }
        let v = String::from_utf8_lossy(&self.s[st..self.p]).to_string();
        let Some(n) = parse_int(&v) else {
            self.p = st;
            return Err(self.err(format!(
                "expected a number after `{}=`, found `{v}`",
                lhs.trim()
            )));
        };
        Ok(Cond::Eq(o, n))
    }
}

#[derive(Debug)]
enum Sx {
    Atom(String),
    List(Vec<Sx>),
}

fn sexp(s: &str, p: &mut usize) -> Option<Sx> {
    let b = s.as_bytes();
    while *p < b.len() && b[*p].is_ascii_whitespace() {
        *p += 1;
    }
    if *p >= b.len() {
        return None;
    }
    if b[*p] == b'(' {
        *p += 1;
        let mut v = Vec::new();
        loop {
            while *p < b.len() && b[*p].is_ascii_whitespace() {
                *p += 1;
            }
            if *p >= b.len() {
                return None;
            }
            if b[*p] == b')' {
                *p += 1;
                return Some(Sx::List(v));
            }
            v.push(sexp(s, p)?);
        }
    }
    let st = *p;
    while *p < b.len() && !b[*p].is_ascii_whitespace() && b[*p] != b'(' && b[*p] != b')' {
        *p += 1;
    }
    (st < *p).then(|| Sx::Atom(s[st..*p].to_string()))
}

/// Place the threads from the scope tree: CTAs are blocks, warps within them; `(sm ..)` groups
/// CTAs onto one SM. A CTA outside any `sm` gets an SM of its own; a thread outside any CTA a
/// CTA of its own; a thread outside any warp a warp of its own. Without a tree, every thread is
/// alone in its CTA, each CTA on its own SM.
fn place(lt: &mut Litmus, tree: Option<(String, usize, usize)>) -> Result<(), LitmusError> {
    let n = lt.threads.len();
    let mut places: Vec<Option<Place>> = vec![None; n];
    let mut sm_of_cta: Vec<u32> = Vec::new();
    let (l, c) = tree.as_ref().map(|t| (t.1, t.2)).unwrap_or((0, 0));
    struct St {
        ctas: usize,
        sms: u32,
        warps_in_cta: usize,
    }
    #[allow(clippy::too_many_arguments)] // the walk carries the scope tree's position as it descends
    fn walk(
        x: &Sx,
        level: u8, // 0 device, 1 sm, 2 cta, 3 warp
        cur: (Option<u32>, Option<usize>, Option<usize>),
        st: &mut St,
        places: &mut [Option<Place>],
        sm_of_cta: &mut Vec<u32>,
        lane: &mut usize,
        e: &dyn Fn(String) -> LitmusError,
    ) -> Result<(), LitmusError> {
        match x {
            Sx::Atom(a) => {
                let Some(t) = thread_id(a).filter(|_| a.starts_with('P')) else {
                    return Err(e(format!(
                        "`{a}` in the scope tree: expected a thread `P0`, .. or a list `(cta ..)`"
                    )));
                };
                if t >= places.len() {
                    return Err(e(format!(
                        "`{a}` in the scope tree: the test has {} threads",
                        places.len()
                    )));
                }
                if places[t].is_some() {
                    return Err(e(format!("`{a}` appears twice in the scope tree")));
                }
                let (sm, cta, warp) = cur;
                let cta = cta.unwrap_or_else(|| {
                    st.ctas += 1;
                    sm_of_cta.push(sm.unwrap_or_else(|| {
                        st.sms += 1;
                        st.sms - 1
                    }));
                    st.warps_in_cta = 0;
                    st.ctas - 1
                });
                let (warp, ln) = match warp {
                    Some(w) => {
                        *lane += 1;
                        (w, *lane - 1)
                    }
                    None => {
                        st.warps_in_cta += 1;
                        (st.warps_in_cta - 1, 0)
                    }
                };
                places[t] = Some(Place {
                    cta,
                    warp,
                    lane: ln,
                });
                Ok(())
            }
            Sx::List(v) => {
                let Some(Sx::Atom(k)) = v.first() else {
                    return Err(e(
                        "a list in the scope tree starts with its level: device, sm, cta or warp"
                            .into(),
                    ));
                };
                let (kl, mut cur) = (k.to_lowercase(), cur);
                let lv = match kl.as_str() {
                    "device" | "grid" | "kernel" | "system" => 0,
                    "sm" => 1,
                    "cta" | "block" => 2,
                    "warp" => 3,
                    _ => {
                        return Err(e(format!(
                            "scope `{k}`: expected device, kernel, sm, cta or warp"
                        )))
                    }
                };
                if lv != 0 && lv <= level {
                    return Err(e(format!(
                        "scope `{k}` inside a scope of the same or a narrower level"
                    )));
                }
                let mut ln = 0;
                match lv {
                    1 => {
                        st.sms += 1;
                        cur.0 = Some(st.sms - 1);
                    }
                    2 => {
                        st.ctas += 1;
                        sm_of_cta.push(cur.0.unwrap_or_else(|| {
                            st.sms += 1;
                            st.sms - 1
                        }));
                        st.warps_in_cta = 0;
                        cur.1 = Some(st.ctas - 1);
                    }
                    3 => {
                        if cur.1.is_none() {
                            st.ctas += 1;
                            sm_of_cta.push(cur.0.unwrap_or_else(|| {
                                st.sms += 1;
                                st.sms - 1
                            }));
                            st.warps_in_cta = 0;
                            cur.1 = Some(st.ctas - 1);
                        }
                        st.warps_in_cta += 1;
                        cur.2 = Some(st.warps_in_cta - 1);
                    }
                    _ => {}
                }
                let lane_ref = if lv == 3 { &mut ln } else { &mut *lane };
                for y in &v[1..] {
                    walk(y, lv.max(level), cur, st, places, sm_of_cta, lane_ref, e)?;
                }
                Ok(())
            }
        }
    }
    let mut st = St {
        ctas: 0,
        sms: 0,
        warps_in_cta: 0,
    };
    if let Some((s, _, _)) = &tree {
        let e = |m: String| lerr(l, c, format!("scope tree: {m}"));
        let mut p = 0;
        let Some(x) = sexp(s, &mut p) else {
            return Err(e("unbalanced parentheses".into()));
        };
        if !s[p..].trim().is_empty() {
            return Err(e(format!("unexpected `{}` after the tree", s[p..].trim())));
        }
        let mut lane = 0;
        walk(
            &x,
            0,
            (None, None, None),
            &mut st,
            &mut places,
            &mut sm_of_cta,
            &mut lane,
            &e,
        )?;
    }
    for (t, p) in places.iter_mut().enumerate() {
        if p.is_none() {
            if tree.is_some() {
                return Err(lerr(l, c, format!("scope tree: thread P{t} is missing")));
            }
            st.ctas += 1;
            st.sms += 1;
            sm_of_cta.push(st.sms - 1);
            *p = Some(Place {
                cta: st.ctas - 1,
                warp: 0,
                lane: 0,
            });
        }
    }
    lt.places = places.into_iter().map(Option::unwrap).collect();
    lt.sm_of_cta = sm_of_cta;
    Ok(())
}
