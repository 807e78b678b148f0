//! Reading a trace (JSON Lines, docs/design.md, "Interfaces") into a compact per-warp model.
//!
//! The reader is lenient: unknown fields and unknown event kinds are ignored, so that traces of
//! newer simulators still open. What it cannot make sense of (a malformed JSON line, a warp step
//! without an active mask, a mask character outside its alphabet) is an error that names the
//! line. Every lane of every step is classified once, at read time, into a [`LaneState`]: the
//! colour the timeline shows.

use serde::Deserialize;
use serde_json::Value;
use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;
use std::io::BufRead;

/// What a lane is doing after a warp step: the colour of one timeline cell.
///
/// An inactive but enabled lane is parked in the topmost token whose mask contains it, because
/// that is the token whose pop wakes it (the unwind function, T:L2228-2236); disabled lanes wait for
/// the break or call token that re-enables them (δ = break/return, T:L2246-2254), exited lanes never
/// come back (T:L2258).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum LaneState {
    /// In the active mask after the step: the lane executed this instruction.
    Active = 0,
    /// Inactive, enabled, woken by a diverge token (the other path of a branch).
    ParkedDiverge = 1,
    /// Inactive, enabled, woken by a sync token (reconvergence).
    ParkedSync = 2,
    /// Inactive, enabled, woken by a call token.
    ParkedCall = 3,
    /// Inactive, enabled, woken by a break token.
    ParkedBreak = 4,
    /// δ = break: waits for its loop's break token.
    DisabledBreak = 5,
    /// δ = return: waits for its call token.
    DisabledReturn = 6,
    /// δ = exit.
    Exited = 7,
    /// Inactive and enabled, but no token on the stack names it (not a state the thesis's rules
    /// reach from a consistent start; shown so that such traces are visible, not hidden).
    Idle = 8,
    /// No information: the warp has not stepped yet, or the lane is beyond this warp's masks.
    Absent = 9,
    /// Independent thread scheduling (docs/its.md): a live thread that did not step; it stands
    /// at its own pc (the details list every thread's pc).
    Waiting = 10,
}

impl LaneState {
    pub const COUNT: usize = 11;
    pub const ALL: [LaneState; LaneState::COUNT] = [
        LaneState::Active,
        LaneState::ParkedDiverge,
        LaneState::ParkedSync,
        LaneState::ParkedCall,
        LaneState::ParkedBreak,
        LaneState::DisabledBreak,
        LaneState::DisabledReturn,
        LaneState::Exited,
        LaneState::Idle,
        LaneState::Absent,
        LaneState::Waiting,
    ];
    pub fn from_code(c: u8) -> LaneState {
        LaneState::ALL
            .get(c as usize)
            .copied()
            .unwrap_or(LaneState::Absent)
    }
    /// Stable name (CSS class, legend, JSON).
    pub fn name(self) -> &'static str {
        match self {
            LaneState::Active => "active",
            LaneState::ParkedDiverge => "parked-diverge",
            LaneState::ParkedSync => "parked-sync",
            LaneState::ParkedCall => "parked-call",
            LaneState::ParkedBreak => "parked-break",
            LaneState::DisabledBreak => "disabled-break",
            LaneState::DisabledReturn => "disabled-return",
            LaneState::Exited => "exited",
            LaneState::Idle => "idle",
            LaneState::Absent => "absent",
            LaneState::Waiting => "waiting",
        }
    }
    /// Human label for the legend.
    pub fn label(self) -> &'static str {
        match self {
            LaneState::Active => "active (executed)",
            LaneState::ParkedDiverge => "parked in diverge token",
            LaneState::ParkedSync => "parked in sync token",
            LaneState::ParkedCall => "parked in call token",
            LaneState::ParkedBreak => "parked in break token",
            LaneState::DisabledBreak => "disabled: break (δ=b)",
            LaneState::DisabledReturn => "disabled: return (δ=r)",
            LaneState::Exited => "exited (δ=e)",
            LaneState::Idle => "inactive, no token",
            LaneState::Absent => "no data",
            LaneState::Waiting => "ITS: did not step (own pc)",
        }
    }
    /// Fill colour (shared by the HTML canvas and the SVG).
    pub fn colour(self) -> &'static str {
        match self {
            LaneState::Active => "#2e9d4f",
            LaneState::ParkedDiverge => "#f2a33a",
            LaneState::ParkedSync => "#5b8fd9",
            LaneState::ParkedCall => "#a66bd3",
            LaneState::ParkedBreak => "#e0cf45",
            LaneState::DisabledBreak => "#a0522d",
            LaneState::DisabledReturn => "#e07b9b",
            LaneState::Exited => "#555b66",
            LaneState::Idle => "#c9ccd1",
            LaneState::Absent => "#f1f2f4",
            LaneState::Waiting => "#4fb0b8",
        }
    }
}

/// Token kinds of the execution stack (T:L1938-1946).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Diverge,
    Sync,
    Call,
    Break,
}

impl TokenKind {
    fn parse(s: &str) -> Option<TokenKind> {
        match s {
            "diverge" => Some(TokenKind::Diverge),
            "sync" => Some(TokenKind::Sync),
            "call" => Some(TokenKind::Call),
            "break" | "brk" => Some(TokenKind::Break),
            _ => None,
        }
    }
    fn name(self) -> &'static str {
        match self {
            TokenKind::Diverge => "diverge",
            TokenKind::Sync => "sync",
            TokenKind::Call => "call",
            TokenKind::Break => "break",
        }
    }
    fn parked(self) -> LaneState {
        match self {
            TokenKind::Diverge => LaneState::ParkedDiverge,
            TokenKind::Sync => LaneState::ParkedSync,
            TokenKind::Call => LaneState::ParkedCall,
            TokenKind::Break => LaneState::ParkedBreak,
        }
    }
}

/// Which block a warp belongs to, as the trace wrote it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum BlockId {
    Linear(u64),
    Xyz([u64; 3]),
}

impl BlockId {
    pub fn label(&self) -> String {
        match self {
            BlockId::Linear(n) => format!("{n}"),
            BlockId::Xyz([x, y, z]) => format!("({x},{y},{z})"),
        }
    }
}

/// One warp step, compactly: strings are indices into [`TraceModel::strings`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepRec {
    pub step: u64,
    pub line: u32,
    pub rule: u32,
    /// The instruction text (from the trace, else the source line), interned.
    pub instr: u32,
    /// α after the step, lane 0 first, interned.
    pub active: u32,
    /// δ after the step, interned.
    pub disable: u32,
    /// The stack as the thesis figures print it (`(diverge, 01, 4) :: (sync, 11, 10)`, `ε`), interned.
    pub stack: u32,
    pub depth: u16,
    pub injected: bool,
    /// A step of a warp under independent thread scheduling: `active` holds the threads that
    /// stepped, `stack` the threads' pcs (`line 18: 0101 · line 21: 1010`), `depth` the deepest
    /// call depth of a thread.
    pub its: bool,
}

/// All steps of one warp; `lanes` holds `steps.len() * lane_count` lane-state codes, step-major.
#[derive(Clone, Debug, Default)]
pub struct WarpTrack {
    pub label: String,
    pub steps: Vec<StepRec>,
    pub lanes: Vec<u8>,
}

/// A barrier wait (`release` = None while the warp never got released within the trace).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BarrierWait {
    pub warp: usize,
    pub barrier: u64,
    pub wait_step: u64,
    pub release_step: Option<u64>,
}

/// A diagnostic event; `warp` is None when it names no single warp.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagEvent {
    pub step: u64,
    pub kind: String,
    pub message: String,
    pub lines: Vec<u32>,
    pub warp: Option<usize>,
}

/// How often a source line ran: warp steps, and lane executions (the lanes active before each of
/// those steps, i.e. the lanes that executed the instruction; α in the trace is the mask after).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LineStat {
    pub warp_steps: u64,
    pub lane_execs: u64,
}

/// A whole trace, read and classified.
#[derive(Clone, Debug, Default)]
pub struct TraceModel {
    pub ptx_file: Option<String>,
    pub kernel: Option<String>,
    pub grid: Option<[u64; 3]>,
    pub block: Option<[u64; 3]>,
    /// Lanes per warp: the header's `lanes`, widened to the longest mask seen.
    pub lane_count: usize,
    /// Lanes `0..shown_lanes` are drawn: the trailing lanes that no thread ever occupied (exited
    /// from a warp's first step without an exit rule, in every warp: a block smaller than the warp,
    /// T:L2496) are left out. Equals `lane_count` when every lane had a thread.
    pub shown_lanes: usize,
    /// Things the reader tolerated but the user should know (shown on the page).
    pub warnings: Vec<String>,
    /// PTX text (from the header, or set with [`TraceModel::set_source`]).
    pub source: Option<String>,
    /// Warps in display order (block, then warp index).
    pub warps: Vec<WarpTrack>,
    pub barriers: Vec<BarrierWait>,
    pub diagnostics: Vec<DiagEvent>,
    pub line_stats: BTreeMap<u32, LineStat>,
    pub strings: Vec<String>,
    /// Largest step number seen (0 for an empty trace).
    pub max_step: u64,
    pub total_steps: u64,
}

impl TraceModel {
    /// Use this PTX text for the source pane (e.g. read from the header's `ptx_file`).
    pub fn set_source(&mut self, text: String) {
        self.source = Some(text);
    }
    pub fn string(&self, i: u32) -> &str {
        self.strings
            .get(i as usize)
            .map(String::as_str)
            .unwrap_or("")
    }
    pub fn lane_state(&self, warp: usize, step_index: usize, lane: usize) -> LaneState {
        let w = &self.warps[warp];
        LaneState::from_code(w.lanes[step_index * self.lane_count + lane])
    }
}

// ---------------------------------------------------------------------------------------------
// Raw JSON shapes. Every field is optional so that unknown or partial events still deserialize;
// what is required is checked by hand with a message that says what is missing.

#[derive(Deserialize, Default)]
struct RawToken<'a> {
    #[serde(default, borrow)]
    kind: Option<Cow<'a, str>>,
    #[serde(default, borrow)]
    active: Option<Cow<'a, str>>,
    #[serde(default)]
    line: Option<i64>,
    #[serde(default)]
    pc: Option<i64>,
    #[serde(default)]
    depth: Option<u64>,
    #[serde(default, borrow)]
    lanes: Option<Cow<'a, str>>,
}

/// One line of the trace. Strings borrow from the line where they can (no escapes), so reading
/// a million steps does not allocate a million masks.
#[derive(Deserialize, Default)]
struct RawEvent<'a> {
    #[serde(default, borrow)]
    event: Option<Cow<'a, str>>,
    #[serde(default)]
    step: Option<u64>,
    #[serde(default)]
    block: Option<BlockId>,
    #[serde(default)]
    warp: Option<u64>,
    #[serde(default)]
    line: Option<i64>,
    #[serde(default, borrow)]
    rule: Option<Cow<'a, str>>,
    #[serde(default, borrow)]
    active: Option<Cow<'a, str>>,
    #[serde(default, borrow)]
    disable: Option<Cow<'a, str>>,
    #[serde(default, borrow)]
    stack: Option<Vec<RawToken<'a>>>,
    /// Independent thread scheduling: the threads' pcs after the step (groups).
    #[serde(default, borrow)]
    threads: Option<Vec<RawToken<'a>>>,
    #[serde(default)]
    diverged: Option<bool>,
    #[serde(default)]
    reconverged: Option<bool>,
    #[serde(default)]
    injected: Option<bool>,
    #[serde(default, borrow)]
    instr: Option<Cow<'a, str>>,
    #[serde(default)]
    barrier: Option<u64>,
    #[serde(default)]
    kind: Option<String>,
    #[serde(default)]
    message: Option<String>,
    #[serde(default)]
    lines: Option<Vec<i64>>,
    // header
    #[serde(default)]
    ptx_file: Option<String>,
    #[serde(default)]
    kernel: Option<String>,
    #[serde(default)]
    lanes: Option<u64>,
    #[serde(default)]
    source: Option<String>,
    /// Header: the grid's dimensions; warp steps of the simulator: the grid's id.
    #[serde(default)]
    grid: Option<GridField>,
}

/// `"grid"`: a list of dimensions (header) or a grid id (the simulator's warp and block events).
enum GridField {
    Id(u64),
    Dims(Vec<u64>),
}

impl<'de> Deserialize<'de> for GridField {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GridField, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = GridField;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a grid id or a list of grid dimensions")
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<GridField, E> {
                Ok(GridField::Id(n))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<GridField, A::Error> {
                let mut v = Vec::new();
                while let Some(c) = a.next_element::<u64>()? {
                    v.push(c);
                }
                Ok(GridField::Dims(v))
            }
        }
        d.deserialize_any(V)
    }
}

impl GridField {
    fn id(f: &Option<GridField>) -> u64 {
        match f {
            Some(GridField::Id(n)) => *n,
            _ => 0,
        }
    }
}

/// `"block"`: a linear block number or a list of 1 to 3 coordinates.
impl<'de> Deserialize<'de> for BlockId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<BlockId, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = BlockId;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a block number or a list of 1 to 3 block coordinates")
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<BlockId, E> {
                Ok(BlockId::Linear(n))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<BlockId, A::Error> {
                let mut xyz = [0u64; 3];
                let mut n = 0;
                while let Some(c) = a.next_element::<u64>()? {
                    if n == 3 {
                        return Err(serde::de::Error::invalid_length(4, &self));
                    }
                    xyz[n] = c;
                    n += 1;
                }
                if n == 0 {
                    return Err(serde::de::Error::invalid_length(0, &self));
                }
                Ok(BlockId::Xyz(xyz))
            }
        }
        d.deserialize_any(V)
    }
}

const KNOWN_EVENTS: [&str; 6] = [
    "header",
    "warp_step",
    "barrier_wait",
    "barrier_release",
    "barrier_complete",
    "diagnostic",
];

/// Largest warp the viewer accepts (docs/design.md §11: up to 1024 lanes in lock-step mode).
const MAX_LANES: usize = 1024;

struct Reader {
    m: TraceModel,
    interned: HashMap<String, u32>,
    /// (grid id, block, warp) → warp index.
    warp_index: BTreeMap<(u64, BlockId, u64), usize>,
    /// (grid id, block) of each warp.
    warp_block: Vec<(u64, BlockId)>,
    /// Lane states of each warp's steps (flat) and each step's lane count, before widening to
    /// the final lane count.
    raw_lanes: Vec<Vec<u8>>,
    raw_widths: Vec<Vec<u16>>,
    /// The printed stack of the current step (reused buffer).
    printed: String,
    /// Active lanes after each warp's previous step = the lanes that execute its next step.
    prev_active: Vec<Option<u64>>,
    open_waits: BTreeMap<(usize, u64), usize>,
    source_lines: Vec<String>,
    next_step: u64,
    header_lanes: usize,
    seen_step: bool,
}

/// Read a trace. Errors name the 1-based line of the file and what is wrong with it.
pub fn read_trace(reader: impl BufRead) -> Result<TraceModel, String> {
    let mut r = Reader {
        m: TraceModel::default(),
        interned: HashMap::new(),
        warp_index: BTreeMap::new(),
        warp_block: Vec::new(),
        raw_lanes: Vec::new(),
        raw_widths: Vec::new(),
        printed: String::new(),
        prev_active: Vec::new(),
        open_waits: BTreeMap::new(),
        source_lines: Vec::new(),
        next_step: 0,
        header_lanes: 0,
        seen_step: false,
    };
    r.intern(""); // index 0 = empty string
                  // A line that ends before its JSON does is forgiven only as the very last line: a simulator
                  // killed while writing leaves exactly that.
    let mut cut_off: Option<String> = None;
    for (i, line) in reader.lines().enumerate() {
        let no = i + 1;
        let line = line.map_err(|e| format!("line {no}: cannot read: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        if let Some(e) = cut_off.take() {
            return Err(e);
        }
        if let Err(e) = r.event(&line) {
            let eof = serde_json::from_str::<Value>(&line).is_err_and(|e| e.is_eof());
            if !eof {
                return Err(format!("line {no}: {e}"));
            }
            cut_off = Some(format!("line {no}: {e}"));
            r.m.warnings.push(format!(
                "line {no} is incomplete (trace cut off?) and was ignored"
            ));
        }
    }
    Ok(r.finish())
}

impl Reader {
    fn intern(&mut self, s: &str) -> u32 {
        if let Some(&i) = self.interned.get(s) {
            return i;
        }
        let i = self.m.strings.len() as u32;
        self.m.strings.push(s.to_string());
        self.interned.insert(s.to_string(), i);
        i
    }

    fn event(&mut self, line: &str) -> Result<(), String> {
        let ev: RawEvent = match serde_json::from_str(line) {
            Ok(ev) => ev,
            Err(e) => {
                // A field of an unknown event kind may have a shape we do not expect: skip it.
                if let Ok(v) = serde_json::from_str::<Value>(line) {
                    match v.get("event").and_then(Value::as_str) {
                        Some(k) if !KNOWN_EVENTS.contains(&k) => return Ok(()),
                        None if v.is_object() => return Ok(()),
                        _ => {}
                    }
                    if !v.is_object() {
                        return Err("expected a JSON object".into());
                    }
                }
                return Err(format!("invalid trace event: {e}"));
            }
        };
        match ev.event.as_deref() {
            Some("header") => self.header(ev),
            Some("warp_step") => self.warp_step(ev),
            Some("barrier_wait") | Some("barrier_release") => self.barrier(ev),
            Some("barrier_complete") => self.barrier_complete(ev),
            Some("diagnostic") => self.diagnostic(ev),
            _ => Ok(()),
        }
    }

    fn header(&mut self, ev: RawEvent) -> Result<(), String> {
        if self.seen_step {
            return Err("header after the first warp step".into());
        }
        if let Some(n) = ev.lanes {
            if n == 0 || n as usize > MAX_LANES {
                return Err(format!("header: lanes = {n}, expected 1..={MAX_LANES}"));
            }
            self.header_lanes = n as usize;
        }
        self.m.ptx_file = ev.ptx_file;
        self.m.kernel = ev.kernel;
        self.m.grid = match &ev.grid {
            Some(GridField::Dims(v)) => triple(v),
            _ => None,
        };
        self.m.block = match ev.block {
            Some(BlockId::Xyz(b)) => Some(b),
            Some(BlockId::Linear(n)) => Some([n, 1, 1]),
            None => None,
        };
        if let Some(src) = ev.source {
            self.source_lines = src.lines().map(str::to_string).collect();
            self.m.source = Some(src);
        }
        Ok(())
    }

    fn warp_of(&mut self, ev: &RawEvent) -> Result<usize, String> {
        let grid = GridField::id(&ev.grid);
        let block = ev.block.clone().unwrap_or(BlockId::Linear(0));
        let warp = ev.warp.unwrap_or(0);
        let key = (grid, block, warp);
        if let Some(&i) = self.warp_index.get(&key) {
            return Ok(i);
        }
        let i = self.m.warps.len();
        self.m.warps.push(WarpTrack {
            label: format!("block {} warp {}", key.1.label(), warp),
            ..WarpTrack::default()
        });
        self.warp_block.push((grid, key.1.clone()));
        self.raw_lanes.push(Vec::new());
        self.raw_widths.push(Vec::new());
        self.prev_active.push(None);
        self.warp_index.insert(key, i);
        Ok(i)
    }

    fn warp_step(&mut self, ev: RawEvent) -> Result<(), String> {
        self.seen_step = true;
        let active = ev.active.as_deref().ok_or("warp_step without \"active\"")?;
        let n = active.len();
        if n == 0 || n > MAX_LANES {
            return Err(format!(
                "\"active\" has {n} lanes, expected 1..={MAX_LANES}"
            ));
        }
        let disable = ev.disable.as_deref().unwrap_or("");
        if disable.len() > n {
            return Err(format!(
                "\"disable\" has {} lanes but \"active\" has {n}",
                disable.len()
            ));
        }
        let step = ev.step.unwrap_or(self.next_step);
        self.next_step = step + 1;
        let warp = self.warp_of(&ev)?;
        // A warp that steps again has passed any barrier it waited at.
        self.release_warp(warp, step);

        // Tokens: kind, mask, resume line; printed as the thesis figures do (T:L2029-2038).
        let stack = ev.stack.unwrap_or_default();
        let mut tokens: Vec<(TokenKind, &str)> = Vec::with_capacity(stack.len());
        let mut printed = std::mem::take(&mut self.printed);
        printed.clear();
        for (k, t) in stack.iter().enumerate() {
            let kind_s = t.kind.as_deref().unwrap_or("");
            let kind = TokenKind::parse(kind_s)
                .ok_or_else(|| format!("stack token {k}: unknown kind {kind_s:?}"))?;
            let mask = t.active.as_deref().unwrap_or("");
            check_mask(mask, "01", &format!("stack token {k} \"active\""))?;
            if k > 0 {
                printed.push_str(" :: ");
            }
            let _ = match t.line.or(t.pc) {
                Some(pc) => write!(printed, "({}, {}, {})", kind.name(), mask, pc),
                None => write!(printed, "({}, {}, ?)", kind.name(), mask),
            };
            tokens.push((kind, mask));
        }
        // Independent thread scheduling: no tokens; every thread's pc (and call depth) instead.
        let its = ev.threads.is_some();
        let mut its_depth = 0u64;
        if let Some(groups) = &ev.threads {
            printed.clear();
            for (k, g) in groups.iter().enumerate() {
                let mask = g.lanes.as_deref().unwrap_or("");
                check_mask(mask, "01", &format!("threads group {k} \"lanes\""))?;
                if k > 0 {
                    printed.push_str(" · ");
                }
                let line = g.line.or(g.pc).unwrap_or(0);
                let _ = write!(printed, "line {line}: {mask}");
                let d = g.depth.unwrap_or(0);
                if d > 0 {
                    let _ = write!(printed, " (call depth {d})");
                }
                its_depth = its_depth.max(d);
            }
            if groups.is_empty() {
                printed.push_str("every thread has exited");
            }
            if ev.diverged == Some(true) {
                printed.push_str(" — diverged");
            }
            if ev.reconverged == Some(true) {
                printed.push_str(" — reconverged");
            }
        }
        if printed.is_empty() {
            printed.push('ε');
        }
        check_mask(active, "01", "\"active\"")?;
        check_mask(disable, "0bre", "\"disable\"")?;

        // Classify each lane.
        let a = active.as_bytes();
        let d = disable.as_bytes();
        let codes = &mut self.raw_lanes[warp];
        let mut active_count = 0u64;
        for (lane, &al) in a.iter().enumerate() {
            let st = match (al, d.get(lane).copied().unwrap_or(b'0')) {
                (_, b'e') => LaneState::Exited,
                (_, b'b') => LaneState::DisabledBreak,
                (_, b'r') => LaneState::DisabledReturn,
                (b'1', _) => {
                    active_count += 1;
                    LaneState::Active
                }
                _ if its => LaneState::Waiting,
                _ => tokens
                    .iter()
                    .find(|(_, m)| m.as_bytes().get(lane) == Some(&b'1'))
                    .map(|(k, _)| k.parked())
                    .unwrap_or(LaneState::Idle),
            };
            codes.push(st as u8);
        }

        let line = ev.line.unwrap_or(0).clamp(0, u32::MAX as i64) as u32;
        let instr_text = match ev.instr {
            Some(s) => s.into_owned(),
            None => self
                .source_lines
                .get((line as usize).wrapping_sub(1))
                .map(|s| strip_comment(s).to_string())
                .unwrap_or_default(),
        };
        let rec = StepRec {
            step,
            line,
            rule: self.intern(ev.rule.as_deref().unwrap_or("")),
            instr: self.intern(&instr_text),
            active: self.intern(active),
            disable: self.intern(disable),
            stack: self.intern(&printed),
            depth: if its {
                its_depth.min(u16::MAX as u64) as u16
            } else {
                tokens.len().min(u16::MAX as usize) as u16
            },
            injected: ev.injected.unwrap_or(false),
            its,
        };
        self.m.warps[warp].steps.push(rec);
        // The simulator traces no barrier_wait: a `bar` step is the warp's arrival (Warp (comm)
        // with a barrier action, T:L2340); it waits until its block's barrier_complete.
        if ev.rule.as_deref() == Some("bar") {
            self.open_wait(warp, 0, step);
        }
        self.raw_widths[warp].push(n as u16);
        self.printed = printed;
        // The lanes that ran this line are those active before the step (the first step of a
        // warp has no "before": its own mask stands in).
        // Under ITS `active` is the threads that stepped: they ran it.
        let ran = if its {
            active_count
        } else {
            self.prev_active[warp].unwrap_or(active_count)
        };
        self.prev_active[warp] = Some(active_count);
        let s = self.m.line_stats.entry(line).or_default();
        s.warp_steps += 1;
        s.lane_execs += ran;
        self.m.max_step = self.m.max_step.max(step);
        self.m.total_steps += 1;
        Ok(())
    }

    fn barrier(&mut self, ev: RawEvent) -> Result<(), String> {
        let step = ev.step.ok_or("barrier event without \"step\"")?;
        let warp = self.warp_of(&ev)?;
        let barrier = ev.barrier.unwrap_or(0);
        self.m.max_step = self.m.max_step.max(step);
        if ev.event.as_deref() == Some("barrier_wait") {
            // A `bar` step may already have opened this wait (as barrier 0).
            if !self.open_waits.contains_key(&(warp, 0)) {
                self.open_wait(warp, barrier, step);
            }
        } else {
            let key = if self.open_waits.contains_key(&(warp, barrier)) {
                (warp, barrier)
            } else {
                (warp, 0)
            };
            if let Some(i) = self.open_waits.remove(&key) {
                self.m.barriers[i].release_step = Some(step);
            }
        }
        Ok(())
    }

    fn open_wait(&mut self, warp: usize, barrier: u64, step: u64) {
        if self.open_waits.contains_key(&(warp, barrier)) {
            return;
        }
        self.open_waits
            .insert((warp, barrier), self.m.barriers.len());
        self.m.barriers.push(BarrierWait {
            warp,
            barrier,
            wait_step: step,
            release_step: None,
        });
    }

    /// Close every open wait of `warp` at `step`.
    fn release_warp(&mut self, warp: usize, step: u64) {
        while let Some((&key, &i)) = self.open_waits.range((warp, 0)..=(warp, u64::MAX)).next() {
            self.open_waits.remove(&key);
            self.m.barriers[i].release_step = Some(step);
        }
    }

    /// `barrier_complete` of a block (the simulator's block event): all its waiting warps go on.
    fn barrier_complete(&mut self, ev: RawEvent) -> Result<(), String> {
        let step = ev.step.ok_or("barrier event without \"step\"")?;
        let key = (
            GridField::id(&ev.grid),
            ev.block.clone().unwrap_or(BlockId::Linear(0)),
        );
        self.m.max_step = self.m.max_step.max(step);
        let waiting: Vec<usize> = self.open_waits.keys().map(|&(w, _)| w).collect();
        for w in waiting {
            if self.warp_block[w] == key {
                self.release_warp(w, step);
            }
        }
        Ok(())
    }

    fn diagnostic(&mut self, ev: RawEvent) -> Result<(), String> {
        let warp = if ev.warp.is_some() || ev.block.is_some() {
            Some(self.warp_of(&ev)?)
        } else {
            None
        };
        let step = ev.step.unwrap_or(self.m.max_step);
        self.m.diagnostics.push(DiagEvent {
            step,
            kind: ev.kind.unwrap_or_else(|| "diagnostic".into()),
            message: ev.message.unwrap_or_default(),
            lines: ev
                .lines
                .unwrap_or_default()
                .into_iter()
                .filter(|&l| l > 0 && l <= u32::MAX as i64)
                .map(|l| l as u32)
                .collect(),
            warp,
        });
        self.m.max_step = self.m.max_step.max(step);
        Ok(())
    }

    /// Widen every warp to the common lane count, put warps in (block, warp) order.
    fn finish(mut self) -> TraceModel {
        let lanes = self
            .raw_widths
            .iter()
            .flatten()
            .map(|&n| n as usize)
            .max()
            .unwrap_or(0)
            .max(self.header_lanes)
            .max(1);
        self.m.lane_count = lanes;
        let widths = std::mem::take(&mut self.raw_widths);
        for (w, raw) in std::mem::take(&mut self.raw_lanes).into_iter().enumerate() {
            if widths[w].iter().all(|&n| n as usize == lanes) {
                self.m.warps[w].lanes = raw;
                continue;
            }
            let mut flat = Vec::with_capacity(widths[w].len() * lanes);
            let mut at = 0;
            for &n in &widths[w] {
                let n = n as usize;
                flat.extend_from_slice(&raw[at..at + n]);
                flat.extend(std::iter::repeat_n(LaneState::Absent as u8, lanes - n));
                at += n;
            }
            self.m.warps[w].lanes = flat;
        }
        self.m.shown_lanes = threadful_lanes(&self.m);
        // Several grids in one trace: say which grid a warp belongs to.
        let grids: std::collections::BTreeSet<u64> = self.warp_block.iter().map(|g| g.0).collect();
        if grids.len() > 1 {
            for (w, (g, _)) in self.warp_block.iter().enumerate() {
                self.m.warps[w].label = format!("grid {g} {}", self.m.warps[w].label);
            }
        }
        // Display order = key order; remap the warp indices of barriers and diagnostics.
        let order: Vec<usize> = self.warp_index.values().copied().collect();
        let mut new_of_old = vec![0; order.len()];
        for (new, &old) in order.iter().enumerate() {
            new_of_old[old] = new;
        }
        let mut old_warps: Vec<Option<WarpTrack>> = std::mem::take(&mut self.m.warps)
            .into_iter()
            .map(Some)
            .collect();
        self.m.warps = order
            .iter()
            .map(|&o| old_warps[o].take().unwrap_or_default())
            .collect();
        for b in &mut self.m.barriers {
            b.warp = new_of_old[b.warp];
        }
        for d in &mut self.m.diagnostics {
            d.warp = d.warp.map(|w| new_of_old[w]);
        }
        self.m
    }
}

/// 1 + the highest lane that some warp ran a thread in (see [`TraceModel::shown_lanes`]).
fn threadful_lanes(m: &TraceModel) -> usize {
    let n = m.lane_count;
    let mut threadless = vec![true; n];
    for w in &m.warps {
        let Some(first) = w.steps.first() else {
            continue;
        };
        // After an exit step, exited lanes may have had threads.
        let exit_rule = m.string(first.rule).starts_with("exit");
        for (lane, t) in threadless.iter_mut().enumerate() {
            if *t
                && (exit_rule
                    || w.lanes
                        .iter()
                        .skip(lane)
                        .step_by(n)
                        .any(|&c| c != LaneState::Exited as u8))
            {
                *t = false;
            }
        }
    }
    let shown = threadless.iter().rposition(|&t| !t).map_or(0, |l| l + 1);
    if shown == 0 {
        n
    } else {
        shown
    }
}

fn triple(v: &[u64]) -> Option<[u64; 3]> {
    match v {
        [x] => Some([*x, 1, 1]),
        [x, y] => Some([*x, *y, 1]),
        [x, y, z] => Some([*x, *y, *z]),
        _ => None,
    }
}

fn check_mask(s: &str, alphabet: &str, what: &str) -> Result<(), String> {
    match s.char_indices().find(|(_, c)| !alphabet.contains(*c)) {
        None => Ok(()),
        Some((i, c)) => Err(format!(
            "{what}: lane {i} is {c:?}, expected one of {alphabet:?}"
        )),
    }
}

/// The instruction text of a source line: without `//` comment and surrounding blanks.
fn strip_comment(s: &str) -> &str {
    s.split("//").next().unwrap_or("").trim()
}
