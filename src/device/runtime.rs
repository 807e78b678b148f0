//! The CUDA runtime's device functions (docs/runtime.md): `vprintf` (device `printf`),
//! `__assertfail` (`assert`), `malloc` and `free`, which PTX calls as `.extern` functions
//! without a body. A thread's call ([`Instr::Runtime`](crate::program::ir::Instr::Runtime)) hands
//! its argument values to the device in its warp step; after the step the device carries it out:
//! it reads the format string and argument buffer through the coherent view of memory (the
//! call's `membar.cta` has made the thread's own stores complete), records the output, and
//! writes the result register like a load's completion.

use super::memop::{mem_op, Bounds, Region};
use super::printf::{self, ArgSource};
use crate::block::ThreadBlock;
use crate::grid::{Grid, GridKey};
use crate::memory::{MemKind, MemorySystem};
use crate::program::env::ProgEnv;
use crate::program::ir::{CacheOp, ProgAddr, RtFunc, StateSpace, Ty};
use crate::verdict::{Diag, Kind, PrintfDropped};
use crate::warp::step::{ThreadMemAct, ThreadRtAct};
use serde_json::json;
use std::collections::{BTreeMap, VecDeque};

/// A runtime call of this step: grid, block index, warp, instruction and the thread's act.
#[derive(Clone, Debug)]
pub struct RtCall {
    pub grid: GridKey,
    pub block: u32,
    pub warp: u32,
    pub pc: ProgAddr,
    pub act: ThreadRtAct,
}

pub use crate::verdict::PrintRecord;

/// The device heap of `malloc`/`free`: a range of global memory above every allocation of the
/// launch, handed out in address order from a bump pointer (freed space is not reused, so a
/// stale pointer never aliases a new block). Each block has red zones on either side like a
/// launch buffer (`red_zone_bytes` of the config), which take address space but not heap space:
/// `next` counts the heap's bytes as if blocks lay 16 bytes apart, `at` is where the next
/// block's red zone starts. Live blocks are in the bounds, so an access past a block or after
/// `free` is an out-of-bounds diagnostic.
#[derive(Clone, Debug, Default, Hash)]
pub struct Heap {
    pub base: u64,
    pub size: u64,
    pub next: u64,
    /// The address past the last block's red zone.
    pub at: u64,
    /// The config's `red_zone_bytes`.
    pub red_zone_min: u64,
    /// Live blocks: start → length.
    pub live: BTreeMap<u64, u64>,
}

/// Alignment of `malloc` results (CUDA guarantees 16 bytes), and the gap after each block.
const HEAP_ALIGN: u64 = 16;
/// Longest string `%s` or an assertion message reads.
const MAX_STRING: usize = 1 << 16;

impl Heap {
    /// A heap of `size` bytes above the highest global allocation of `bounds` and its red
    /// zone, whose blocks have red zones of at least `red_zone_min` bytes.
    pub fn above(bounds: &Bounds, size: u64, red_zone_min: u64) -> Heap {
        let top = bounds
            .global
            .iter()
            .map(|r| r.end.saturating_add(r.red_zone))
            .max()
            .unwrap_or(crate::program::ir::window::GLOBAL_BASE);
        let base = top.next_multiple_of(1 << 20);
        Heap {
            base,
            size,
            next: base,
            at: base,
            red_zone_min,
            live: BTreeMap::new(),
        }
    }
}

/// The runtime's state in the device.
#[derive(Clone, Debug, Default)]
pub struct RtState {
    /// Calls of the current step, carried out after it.
    pub calls: Vec<RtCall>,
    /// What `printf` printed, in the order of the calls, as far as the buffer holds it.
    pub printed: PrintBuf,
    pub heap: Heap,
    /// Bound textures and the texture cache (docs/texture.md).
    pub tex: super::texture::TexState,
    /// Bound surfaces by handle (a surface reference's address, or a surface object).
    pub surfaces: std::collections::BTreeMap<u64, super::surface::Surface>,
}

/// Bookkeeping the simulator counts per `printf` record besides its text, so that a flood of
/// empty records is bounded by the buffer too.
pub const PRINTF_RECORD_OVERHEAD: u64 = 16;

/// The device's `printf` buffer (config `printf_fifo_bytes`, CUDA's `cudaLimitPrintfFifoSize`):
/// it holds records up to its size, each counted as its text plus
/// [`PRINTF_RECORD_OVERHEAD`]; when a new record does not fit, the oldest ones are overwritten
/// (the CUDA programming guide: the buffer is circular and older output is overwritten), and
/// counted as dropped.
#[derive(Clone, Debug, Default)]
pub struct PrintBuf {
    pub records: VecDeque<PrintRecord>,
    /// Bytes the records take (text plus overhead).
    pub bytes: u64,
    /// The buffer's size.
    pub limit: u64,
    pub dropped_records: u64,
    /// Bytes of the dropped records' text.
    pub dropped_bytes: u64,
}

impl PrintBuf {
    pub fn new(limit: u64) -> PrintBuf {
        PrintBuf {
            limit,
            ..Default::default()
        }
    }
    fn cost(r: &PrintRecord) -> u64 {
        r.text.len() as u64 + PRINTF_RECORD_OVERHEAD
    }
    /// Record `r`, overwriting the oldest records while the buffer is over its size (a record
    /// larger than the whole buffer is dropped itself).
    pub fn push(&mut self, r: PrintRecord) {
        self.bytes += Self::cost(&r);
        self.records.push_back(r);
        while self.bytes > self.limit {
            let Some(old) = self.records.pop_front() else {
                break;
            };
            self.bytes -= Self::cost(&old);
            self.dropped_records += 1;
            self.dropped_bytes += old.text.len() as u64;
        }
    }
    /// What was dropped, `None` when nothing was.
    pub fn dropped(&self) -> Option<PrintfDropped> {
        (self.dropped_records > 0).then_some(PrintfDropped {
            records: self.dropped_records,
            bytes: self.dropped_bytes,
            buffer_bytes: self.limit,
        })
    }
}

/// Reads for one thread: generic or state-space addresses resolved and bounds-checked like the
/// thread's own loads, then read through the coherent view.
struct ThreadMem<'a> {
    mem: &'a mut dyn MemorySystem,
    grid: &'a Grid,
    block: &'a ThreadBlock,
    warp: u32,
    lane: u32,
    pc: ProgAddr,
    bounds: &'a Bounds,
}

impl ThreadMem<'_> {
    fn read(&mut self, addr: u64, ty: Ty) -> Result<u64, String> {
        let a = ThreadMemAct {
            lane: self.lane,
            kind: MemKind::Load,
            space: StateSpace::Generic,
            cop: CacheOp::Default,
            volatile: false,
            ty,
            addr,
            value: 0,
            value2: 0,
            dst: None,
        };
        let r = mem_op(
            &a,
            self.pc,
            self.grid,
            self.block,
            self.warp,
            self.bounds,
            1,
        )
        .map_err(|e| e.message)?;
        let bytes = self.mem.host_read(r.space, r.addr, ty.bytes() as usize);
        let mut v = [0u8; 8];
        v[..bytes.len()].copy_from_slice(&bytes);
        Ok(u64::from_le_bytes(v))
    }

    fn string(&mut self, ptr: u64) -> Result<Vec<u8>, String> {
        let mut s = Vec::new();
        loop {
            let b = self.read(ptr.wrapping_add(s.len() as u64), Ty::U8)? as u8;
            if b == 0 || s.len() >= MAX_STRING {
                return Ok(s);
            }
            s.push(b);
        }
    }
}

/// `vprintf`'s argument buffer.
struct PrintfArgs<'a, 'b> {
    m: &'a mut ThreadMem<'b>,
    buf: u64,
    off: u64,
    error: Option<String>,
}

impl ArgSource for PrintfArgs<'_, '_> {
    fn next(&mut self, size: usize) -> Option<u64> {
        let size = size as u64;
        self.off = self.off.next_multiple_of(size);
        let ty = if size == 8 { Ty::U64 } else { Ty::U32 };
        let r = self.m.read(self.buf.wrapping_add(self.off), ty);
        self.off += size;
        r.map_err(|e| self.error = Some(e)).ok()
    }
    fn string(&mut self, ptr: u64) -> Option<Vec<u8>> {
        self.m.string(ptr).map_err(|e| self.error = Some(e)).ok()
    }
}

/// What carrying out a call gives: the result register's value, or a diagnostic that ends the run.
pub enum Outcome {
    Value(u64),
    Stop(Diag),
}

/// Carry out one call. `mem` is the memory environment; `printed` and `heap` the runtime state.
#[allow(clippy::too_many_arguments)]
pub fn carry_out(
    call: &RtCall,
    prog: &ProgEnv,
    grid: &Grid,
    block: &ThreadBlock,
    mem: &mut dyn MemorySystem,
    bounds: &mut Bounds,
    printed: &mut PrintBuf,
    heap: &mut Heap,
    tex: &mut super::texture::TexState,
    surfaces: &std::collections::BTreeMap<u64, super::surface::Surface>,
) -> Outcome {
    let a = &call.act;
    let line = prog.line(call.pc);
    let w = &block.warps[call.warp as usize];
    let tid = w.threads.get(a.lane as usize).map_or([0; 3], |t| t.tid);
    let who = format!(
        "thread ({},{},{}) of block ({},{},{})",
        tid[0], tid[1], tid[2], block.bid[0], block.bid[1], block.bid[2]
    );
    let details = json!({
        "grid": grid.gid, "block": block.bid, "thread": tid, "warp": call.warp, "lane": a.lane,
    });
    let stop = |kind: Kind, message: String| {
        Outcome::Stop(Diag {
            kind,
            message,
            lines: vec![line],
            details: details.clone(),
        })
    };
    let b = &bounds.clone();
    let mut m = ThreadMem {
        mem,
        grid,
        block,
        warp: call.warp,
        lane: a.lane,
        pc: call.pc,
        bounds: b,
    };
    match a.func {
        RtFunc::Printf => {
            if a.args[0] == 0 {
                return Outcome::Value(-1i32 as u32 as u64);
            }
            let fmt = match m.string(a.args[0]) {
                Ok(f) => f,
                Err(e) => {
                    return stop(
                        Kind::Runtime,
                        format!(
                            "printf by {who} at line {line}: the format string cannot be read: {e}"
                        ),
                    )
                }
            };
            let mut src = PrintfArgs {
                m: &mut m,
                buf: a.args[1],
                off: 0,
                error: None,
            };
            match printf::format(&fmt, &mut src) {
                Ok((text, n)) => {
                    let dims = grid.conf.block;
                    printed.push(PrintRecord {
                        grid: grid.gid,
                        block: block.bid,
                        thread: tid,
                        block_linear: block.linear,
                        thread_linear: tid[0] + dims[0] * (tid[1] + dims[1] * tid[2]),
                        line,
                        text: String::from_utf8_lossy(&text).into_owned(),
                    });
                    Outcome::Value(n as u64)
                }
                Err(e) => stop(
                    Kind::Runtime,
                    format!(
                        "printf by {who} at line {line}: {e}{}",
                        src.error.map(|x| format!(" ({x})")).unwrap_or_default()
                    ),
                ),
            }
        }
        RtFunc::AssertFail => {
            let mut text = |p: u64| {
                m.string(p)
                    .map(|s| String::from_utf8_lossy(&s).into_owned())
                    .unwrap_or_else(|_| "?".into())
            };
            let (msg, file, func) = (text(a.args[0]), text(a.args[1]), text(a.args[3]));
            let src_line = a.args[2] as u32;
            stop(
                Kind::Assert,
                format!(
                    "{file}:{src_line}: {func}: block: [{},{},{}], thread: [{},{},{}] Assertion `{msg}` failed (PTX line {line})",
                    block.bid[0], block.bid[1], block.bid[2], tid[0], tid[1], tid[2]
                ),
            )
        }
        RtFunc::Malloc => {
            let size = a.args[0];
            let start = heap.next.next_multiple_of(HEAP_ALIGN);
            let end = start.checked_add(size.max(1));
            // The block's address: past the red zone of the block before it and its own.
            let red = super::memop::red_zone(size, heap.red_zone_min);
            let addr = heap.at.saturating_add(red).next_multiple_of(HEAP_ALIGN);
            let after = addr
                .saturating_add(size)
                .saturating_add(red.max(HEAP_ALIGN));
            match end {
                Some(e)
                    if size > 0
                        && e <= heap.base + heap.size
                        && after <= crate::program::ir::window::SHARED_BASE =>
                {
                    heap.next = e + HEAP_ALIGN;
                    heap.at = after;
                    heap.live.insert(addr, size);
                    let at = bounds.global.partition_point(|x| x.start < addr);
                    std::sync::Arc::make_mut(&mut bounds.global).insert(
                        at,
                        Region::new(
                            addr,
                            addr + size,
                            format!("malloc'd block at {addr:#x}"),
                            red,
                        ),
                    );
                    Outcome::Value(addr)
                }
                // Out of heap (config `heap_bytes`), of the address space below the shared
                // window, or size 0: NULL, as on the device.
                _ => Outcome::Value(0),
            }
        }
        RtFunc::Free => {
            let p = a.args[0];
            if p == 0 {
                return Outcome::Value(0);
            }
            if heap.live.remove(&p).is_none() {
                return stop(
                    Kind::Heap,
                    format!("free by {who} at line {line}: {p:#x} is not a live block that malloc returned"),
                );
            }
            std::sync::Arc::make_mut(&mut bounds.global).retain(|x| x.start != p);
            Outcome::Value(0)
        }
        RtFunc::Missing(_) => stop(Kind::ExternCall, format!("{who} calls a missing function")),
        RtFunc::Tex(spec) => {
            let sm = block.sm.unwrap_or(0);
            match super::texture::fetch(tex, m.mem, grid.gid, sm, &spec, &a.args) {
                Ok(v) => Outcome::Value(v),
                Err(e) => stop(
                    Kind::Texture,
                    format!("{} by {who} at line {line}: {e}", a.func.name()),
                ),
            }
        }
        RtFunc::Txq(field) => match super::texture::query(tex, field, a.args[0]) {
            Ok(v) => Outcome::Value(v),
            Err(e) => stop(Kind::Texture, format!("txq by {who} at line {line}: {e}")),
        },
        // Only accesses outside a surface under `.zero` come here (the others are memory
        // operations, docs/texture.md): a load reads 0, a store is dropped.
        RtFunc::Surf(_) => Outcome::Value(0),
        RtFunc::Suq(field) => match super::surface::query(surfaces, field, a.args[0]) {
            Ok(v) => Outcome::Value(v),
            Err(e) => stop(Kind::Texture, format!("{e} (by {who} at line {line})")),
        },
    }
}

/// The `printf` output of a run in its deterministic order: by grid, block and thread (linear
/// indices), each thread's calls in the order it made them.
pub fn ordered(printed: &PrintBuf) -> Vec<PrintRecord> {
    let mut v: Vec<PrintRecord> = printed.records.iter().cloned().collect();
    v.sort_by_key(|r| (r.grid, r.block_linear, r.thread_linear));
    v
}
