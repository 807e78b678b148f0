//! The kernel's text as barrier synthesis sees it (docs/sync.md): the instructions of one
//! `.entry` body with their PTX lines and `.loc` source positions, its loops (back edges in
//! text order), the regions its conditional branches control, a uniformity analysis of the
//! branch predicates, and from these the program points where a `bar.sync 0` is uniform across
//! the block, with AutoSync's cost of a barrier there.
//!
//! Point `k` is "before instruction `k`": the barrier line goes immediately above the
//! instruction's line, below any label and `.loc` in front of it (so a barrier before the
//! first instruction of a loop body is inside the loop).

use std::collections::{BTreeMap, BTreeSet};

/// One instruction of the kernel body.
#[derive(Clone, Debug)]
pub struct Ins {
    /// 1-based PTX line.
    pub line: u32,
    /// The opcode with its modifiers (`ld.global.u32`).
    pub op: String,
    /// Guard predicate register (`@%p1`, `@!%p1`), without `@`/`!`.
    pub guard: Option<String>,
    /// Registers written.
    pub dsts: Vec<String>,
    /// Registers and special registers read (guard included).
    pub srcs: Vec<String>,
    /// Branch target label.
    pub target: Option<String>,
    /// The `.loc` in effect: (file index, source line).
    pub loc: Option<(u32, u32)>,
}

/// A set of points `lo..=hi` controlled by a loop or a conditional branch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    pub lo: usize,
    pub hi: usize,
    pub is_loop: bool,
    /// The instruction whose branch makes the region (a loop's back edge, an if's branch).
    pub branch: usize,
    /// Entered by some threads and not others (a thread-dependent predicate).
    pub divergent: bool,
}

impl Region {
    pub fn contains(&self, k: usize) -> bool {
        self.lo <= k && k <= self.hi
    }
}

/// The analysed kernel.
#[derive(Debug)]
pub struct Kernel {
    pub name: String,
    pub instrs: Vec<Ins>,
    /// `.file` index → file name.
    pub files: BTreeMap<u32, String>,
    /// Loops, then conditional regions.
    pub regions: Vec<Region>,
    /// Registers whose value may differ between the threads of a block.
    pub nonuniform: BTreeSet<String>,
    /// Instruction index by PTX line.
    pub by_line: BTreeMap<u32, usize>,
    /// Does the kernel call functions (`call`)? Barriers are never placed inside them.
    pub calls: bool,
}

/// Special registers whose value differs between the threads of one block.
fn special_nonuniform(r: &str) -> bool {
    let base = r.trim_start_matches('%');
    let base = base.split('.').next().unwrap_or(base);
    matches!(
        base,
        "tid"
            | "laneid"
            | "warpid"
            | "clock"
            | "clock64"
            | "smid"
            | "globaltimer"
            | "globaltimer_lo"
            | "globaltimer_hi"
    ) || base.starts_with("lanemask")
        || base.starts_with("pm")
}

/// A special register (`%tid`, `%ctaid.x`, `%clock`, ...): the loader's own list.
fn is_special(r: &str) -> bool {
    crate::program::classify::is_special_name(r)
}

/// The registers named in an operand (`%r1`, `%tid.x`, `[%rd1+8]`).
fn regs_in(s: &str) -> Vec<String> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let st = i;
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$') {
                i += 1;
            }
            let mut name = s[st..i].to_string();
            if is_special(&name)
                && i + 1 < b.len()
                && b[i] == b'.'
                && matches!(b[i + 1], b'x' | b'y' | b'z')
            {
                name.push_str(&s[i..i + 2]);
                i += 2;
            }
            if name.len() > 1 {
                out.push(name);
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Top-level comma split (not inside `{}`, `[]`, `()`).
fn split_operands(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '{' | '[' | '(' => depth += 1,
            '}' | ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(std::mem::take(&mut cur).trim().to_string());
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// Opcodes whose first operand is not a destination.
fn no_dst(op: &str) -> bool {
    let head = op.split('.').next().unwrap_or(op);
    matches!(
        head,
        "st" | "red"
            | "bar"
            | "barrier"
            | "bra"
            | "brx"
            | "ret"
            | "exit"
            | "membar"
            | "fence"
            | "prefetch"
            | "prefetchu"
            | "trap"
            | "brkpt"
            | "call"
            | "cp"
            | "mbarrier"
            | "nanosleep"
            | "pmevent"
    )
}

/// Find the `.entry NAME` body of `src`: the byte range inside its braces and the 1-based line
/// of its first byte. None when the file has no such entry.
pub fn entry_body(src: &str, name: &str) -> Option<(usize, usize)> {
    let mut from = 0;
    while let Some(p) = src[from..].find(".entry") {
        let at = from + p + ".entry".len();
        let rest = &src[at..];
        let trimmed = rest.trim_start();
        let id: String = trimmed
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || "_$.".contains(*c))
            .collect();
        from = at;
        if id != name {
            continue;
        }
        let open = at + rest.find('{')?;
        let mut depth = 0i32;
        for (i, c) in src[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some((open + 1, open + i));
                    }
                }
                _ => {}
            }
        }
        return None;
    }
    None
}

impl Kernel {
    /// Analyse the `.entry name` of PTX text `src`.
    pub fn parse(src: &str, name: &str) -> Result<Kernel, String> {
        let (start, end) =
            entry_body(src, name).ok_or_else(|| format!("no `.entry {name}` body in the PTX"))?;
        let mut files = BTreeMap::new();
        for l in src.lines() {
            let t = l.trim();
            if let Some(rest) = t.strip_prefix(".file") {
                let mut it = rest.split_whitespace();
                if let (Some(n), Some(f)) = (it.next().and_then(|n| n.parse().ok()), it.next()) {
                    let f = f.trim_matches(|c| c == '"' || c == ',');
                    files.insert(n, f.to_string());
                }
            }
        }
        let first_line = src[..start].matches('\n').count() as u32 + 1;
        let mut instrs: Vec<Ins> = Vec::new();
        let mut labels: BTreeMap<String, usize> = BTreeMap::new();
        let mut loc = None;
        let mut calls = false;
        for (n, raw) in src[start..end].split('\n').enumerate() {
            let line = first_line + n as u32;
            let mut t = raw.trim();
            if let Some(c) = t.find("//") {
                t = t[..c].trim();
            }
            if t.is_empty() || t == "{" || t == "}" {
                continue;
            }
            if let Some(rest) = t.strip_prefix(".loc") {
                let v: Vec<u32> = rest
                    .split_whitespace()
                    .take(2)
                    .filter_map(|x| x.trim_end_matches(',').parse().ok())
                    .collect();
                if v.len() == 2 {
                    loc = (v[1] != 0).then_some((v[0], v[1])).or(loc);
                }
                continue;
            }
            if t.starts_with('.') {
                continue; // declarations, .pragma
            }
            // Labels (possibly followed by an instruction on the same line).
            while let Some(c) = t.find(':') {
                let lab = t[..c].trim();
                if lab.is_empty()
                    || !lab
                        .chars()
                        .all(|ch| ch.is_ascii_alphanumeric() || "_$.%".contains(ch))
                {
                    break;
                }
                labels.insert(lab.to_string(), instrs.len());
                t = t[c + 1..].trim();
            }
            if t.is_empty() {
                continue;
            }
            // Multi-statement lines are rare in compiler output; each `;` ends one.
            for stmt in t.split(';').map(str::trim).filter(|s| !s.is_empty()) {
                let mut s = stmt;
                let mut guard = None;
                if let Some(r) = s.strip_prefix('@') {
                    let r = r.trim_start_matches('!');
                    let g: String = r.chars().take_while(|c| !c.is_whitespace()).collect();
                    s = r[g.len()..].trim();
                    guard = Some(g);
                }
                let op: String = s.chars().take_while(|c| !c.is_whitespace()).collect();
                let ops = split_operands(s[op.len()..].trim());
                let mut dsts = Vec::new();
                let mut srcs: Vec<String> = guard.iter().cloned().collect();
                let mut target = None;
                let head = op.split('.').next().unwrap_or("");
                if head == "bra" {
                    target = ops.first().cloned();
                } else if head == "call" {
                    calls = true;
                    for o in &ops {
                        srcs.extend(regs_in(o));
                    }
                } else {
                    for (i, o) in ops.iter().enumerate() {
                        if i == 0 && !no_dst(&op) {
                            dsts.extend(regs_in(o));
                        } else {
                            srcs.extend(regs_in(o));
                        }
                    }
                    // `ld.param` of a return value (after a call) is not a kernel parameter.
                    if op.starts_with("ld.param")
                        && ops.get(1).is_some_and(|a| !a.contains("_param_"))
                    {
                        srcs.push("%tid.x".into());
                    }
                }
                instrs.push(Ins {
                    line,
                    op,
                    guard,
                    dsts,
                    srcs,
                    target,
                    loc,
                });
            }
        }
        let by_line = instrs
            .iter()
            .enumerate()
            .rev()
            .map(|(i, x)| (x.line, i))
            .collect();
        let mut k = Kernel {
            name: name.to_string(),
            instrs,
            files,
            regions: Vec::new(),
            nonuniform: BTreeSet::new(),
            by_line,
            calls,
        };
        k.regions = k.structure(&labels);
        k.uniformity();
        Ok(k)
    }

    /// Loops (a branch to a label at or above it) and conditional regions (a conditional
    /// branch forward: the instructions it jumps over, extended to the targets of branches
    /// inside them that jump further: an if-else's `bra.uni` over the else part).
    fn structure(&self, labels: &BTreeMap<String, usize>) -> Vec<Region> {
        let mut loops: Vec<Region> = Vec::new();
        let mut conds = Vec::new();
        let target = |i: usize| -> Option<usize> {
            self.instrs[i]
                .target
                .as_ref()
                .and_then(|t| labels.get(t.as_str()).copied())
        };
        for (i, x) in self.instrs.iter().enumerate() {
            let Some(t) = target(i) else { continue };
            if t <= i {
                // One loop per header: the last back edge ends it.
                if let Some(l) = loops.iter_mut().find(|l| l.lo == t) {
                    if i > l.hi {
                        l.hi = i;
                        l.branch = i;
                    }
                } else {
                    loops.push(Region {
                        lo: t,
                        hi: i,
                        is_loop: true,
                        branch: i,
                        divergent: false,
                    });
                }
            } else if x.guard.is_some() && t > i + 1 {
                let (lo, mut hi) = (i + 1, t - 1);
                let mut k = lo;
                while k <= hi {
                    if let Some(u) = target(k) {
                        if u > hi + 1 && u < self.instrs.len() + 1 {
                            hi = u - 1;
                        }
                    }
                    k += 1;
                }
                conds.push(Region {
                    lo,
                    hi,
                    is_loop: false,
                    branch: i,
                    divergent: false,
                });
            }
        }
        loops.sort_by_key(|l| (l.lo, std::cmp::Reverse(l.hi)));
        loops.extend(conds);
        loops
    }

    /// Registers that may differ between threads: data flow from the thread-dependent special
    /// registers, atomics and warp collectives, and registers written under a divergent region
    /// (control dependence), to a fixed point; then which regions are divergent.
    fn uniformity(&mut self) {
        loop {
            let mut changed = false;
            self.mark_divergent();
            for (i, x) in self.instrs.iter().enumerate() {
                let head = x.op.split('.').next().unwrap_or("");
                let nu = x
                    .srcs
                    .iter()
                    .any(|r| self.nonuniform.contains(r) || special_nonuniform(r))
                    || matches!(
                        head,
                        "atom" | "shfl" | "vote" | "match" | "redux" | "activemask" | "call"
                    )
                    || self.regions.iter().any(|r| r.divergent && r.contains(i));
                if nu {
                    for d in &x.dsts {
                        changed |= self.nonuniform.insert(d.clone());
                    }
                }
            }
            if !changed {
                self.mark_divergent();
                return;
            }
        }
    }

    fn pred_nonuniform(&self, i: usize) -> bool {
        self.instrs[i]
            .guard
            .as_ref()
            .is_some_and(|g| self.nonuniform.contains(g) || special_nonuniform(g))
    }

    fn mark_divergent(&mut self) {
        let n = self.regions.len();
        for j in 0..n {
            let r = &self.regions[j];
            let mut d = self.pred_nonuniform(r.branch);
            if r.is_loop && !d {
                // A thread-dependent branch inside the loop that leaves it.
                d = (r.lo..=r.hi).any(|i| {
                    self.pred_nonuniform(i)
                        && self.instrs[i].target.is_some()
                        && self
                            .regions
                            .iter()
                            .any(|c| !c.is_loop && c.branch == i && c.hi > r.hi)
                });
            }
            self.regions[j].divergent = d;
        }
        // A thread-dependent `ret`/`exit`: every point after it is divergent.
        let n = self.instrs.len();
        if let Some(i) = (0..n).find(|&i| {
            let h = self.instrs[i].op.split('.').next().unwrap_or("");
            (h == "ret" || h == "exit") && self.pred_nonuniform(i)
        }) {
            if !self
                .regions
                .iter()
                .any(|r| !r.is_loop && r.branch == i && r.lo == i + 1)
            {
                self.regions.push(Region {
                    lo: i + 1,
                    hi: n.saturating_sub(1),
                    is_loop: false,
                    branch: i,
                    divergent: true,
                });
            }
        }
    }

    /// Indices of the regions containing point `k`.
    pub fn regions_at(&self, k: usize) -> BTreeSet<usize> {
        (0..self.regions.len())
            .filter(|&j| self.regions[j].contains(k))
            .collect()
    }

    /// Whether a barrier at point `k` is reached by all threads of the block or none.
    pub fn uniform_point(&self, k: usize) -> bool {
        k < self.instrs.len() && !self.regions.iter().any(|r| r.divergent && r.contains(k))
    }

    /// Loops and conditionals around point `k`.
    pub fn depth(&self, k: usize) -> (u32, u32) {
        let l = self
            .regions
            .iter()
            .filter(|r| r.is_loop && r.contains(k))
            .count() as u32;
        let c = self
            .regions
            .iter()
            .filter(|r| !r.is_loop && r.contains(k))
            .count() as u32;
        (l, c)
    }

    /// AutoSync's cost of a barrier at `k`: LC^loops × IC^conds, LC = 100, IC = 0.5.
    pub fn cost(&self, k: usize) -> f64 {
        let (l, c) = self.depth(k);
        100f64.powi(l as i32) * 0.5f64.powi(c as i32)
    }

    /// The loops containing both instructions, outermost first.
    pub fn common_loops(&self, a: usize, b: usize) -> Vec<usize> {
        let mut v: Vec<usize> = (0..self.regions.len())
            .filter(|&j| {
                let r = &self.regions[j];
                r.is_loop && r.contains(a) && r.contains(b)
            })
            .collect();
        v.sort_by_key(|&j| std::cmp::Reverse(self.regions[j].hi - self.regions[j].lo));
        v
    }

    /// "insert `__syncthreads()` before FILE:LINE" for point `k`, where the PTX has `.loc`.
    pub fn source_of(&self, k: usize) -> Option<(String, u32)> {
        let (f, l) = self.instrs.get(k)?.loc?;
        Some((
            self.files
                .get(&f)
                .cloned()
                .unwrap_or_else(|| format!("file{f}")),
            l,
        ))
    }
}
