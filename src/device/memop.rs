//! memOp (T:L2752-2762): thread memory actions → memory requests with physical addresses.
//! Generic addresses resolve through the windows of docs/design.md §5; shared addresses get the block's
//! offset `so`, local addresses the thread's `lo`, parameter addresses the grid's bank. Every
//! access is bounds-checked against the allocations of the launch, so that a kernel indexing past
//! a buffer is a diagnostic, not a silent write or a crash.

use crate::block::ThreadBlock;
use crate::grid::Grid;
use crate::memory::{MemReq, ThreadRef};
use crate::program::env::ProgEnv;
use crate::program::ir::{window, ProgAddr, StateSpace};
use crate::warp::step::ThreadMemAct;

/// One global allocation: a launch buffer, a module `.global` variable, a `malloc`'d block or
/// the grid-synchronisation workspace, with the red zone that is kept free on either side of
/// it (docs/checks.md, "Out-of-bounds accesses").
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Region {
    pub start: u64,
    pub end: u64,
    /// What the diagnostics call it: "buffer `a`", "`.global` variable `g`", ...
    pub name: String,
    /// Bytes before `start` and after `end` that no allocation may use.
    pub red_zone: u64,
}

impl Region {
    pub fn new(start: u64, end: u64, name: impl Into<String>, red_zone: u64) -> Region {
        Region {
            start,
            end,
            name: name.into(),
            red_zone,
        }
    }
}

pub use crate::program::ir::window::red_zone;

/// Where an allocation of `bytes` bytes goes after one that ends at `prev_end` with red zone
/// `prev_red`: past both red zones (the previous one's and its own), aligned to `align`.
pub fn place_after(prev_end: u64, prev_red: u64, bytes: u64, min: u64, align: u64) -> u64 {
    prev_end
        .saturating_add(prev_red)
        .saturating_add(red_zone(bytes, min))
        .next_multiple_of(align)
}

/// The valid address ranges of a launch.
#[derive(Clone, Debug, Default)]
pub struct Bounds {
    /// Global allocations, sorted by start. Shared between the snapshots of a search (device
    /// `malloc` and `free` change it, through `Arc::make_mut`).
    pub global: std::sync::Arc<Vec<Region>>,
    pub const_bytes: u64,
    pub param_bytes: u64,
    pub local_bytes: u64,
}

/// Why memOp has no result for an access.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemOpError {
    /// Resolved state space and the address in it.
    pub space: StateSpace,
    pub addr: u64,
    pub size: u32,
    pub message: String,
    /// The allocation the access is reported against (global accesses): its name, start and
    /// bytes.
    pub allocation: Option<(String, u64, u64)>,
    /// A misaligned access (inside bounds): the alignment it needed.
    pub misaligned: Option<u32>,
}

/// Resolve a generic address through the windows (docs/design.md §5); other spaces are unchanged.
pub fn resolve(space: StateSpace, addr: u64) -> (StateSpace, u64) {
    if space != StateSpace::Generic {
        return (space, addr);
    }
    window::resolve(addr)
}

fn space_name(s: StateSpace) -> &'static str {
    match s {
        StateSpace::Global => "global",
        StateSpace::Local => "local",
        StateSpace::Shared => "shared",
        StateSpace::Const => "const",
        StateSpace::Param => "param",
        StateSpace::Generic => "generic",
    }
}

/// memOp for one thread memory action (T:L2760): resolve, bounds-check, alignment-check, add
/// offsets. `align` is the alignment the access needs: its size, or a vector access's total size
/// for its first element ([`access_align`]); 1 for the runtime's own reads. The PTX ISA leaves a
/// misaligned access undefined, so it is refused here, before either memory sees it.
#[inline(always)]
pub fn mem_op(
    a: &ThreadMemAct,
    pc: ProgAddr,
    grid: &Grid,
    block: &ThreadBlock,
    warp: u32,
    bounds: &Bounds,
    align: u32,
) -> Result<MemReq, MemOpError> {
    let (space, addr) = resolve(a.space, a.addr);
    let size = a.ty.bytes();
    let end = addr.checked_add(size as u64);
    let oob = |limit: u64, what: &str| MemOpError {
        space,
        addr,
        size,
        message: format!(
            "{} bytes at {} address {addr:#x} lie outside {what} ({limit} bytes)",
            size,
            space_name(space)
        ) + &beside(addr, size, limit),
        allocation: None,
        misaligned: None,
    };
    let phys = match space {
        StateSpace::Global | StateSpace::Generic => {
            let ok =
                end.is_some_and(|e| bounds.global.iter().any(|r| addr >= r.start && e <= r.end));
            if !ok {
                let near = nearest(&bounds.global, addr, size);
                return Err(MemOpError {
                    space,
                    addr,
                    size,
                    message: format!(
                        "{size} bytes at global address {addr:#x} lie outside every allocation{}",
                        near.map(|r| format!(
                            ": {} {} ({} bytes at {:#x})",
                            relation(addr, size, r.start, r.end),
                            r.name,
                            r.end - r.start,
                            r.start
                        ))
                        .unwrap_or_default()
                    ),
                    allocation: near.map(|r| (r.name.clone(), r.start, r.end - r.start)),
                    misaligned: None,
                });
            }
            addr
        }
        StateSpace::Shared => {
            if end.is_none_or(|e| e > block.shared_bytes) {
                return Err(oob(block.shared_bytes, "the block's shared memory"));
            }
            block.so + addr
        }
        StateSpace::Local => {
            if end.is_none_or(|e| e > bounds.local_bytes) {
                return Err(oob(bounds.local_bytes, "the thread's local memory"));
            }
            let lo = block.warps[warp as usize]
                .threads
                .get(a.lane as usize)
                .map(|t| t.lo)
                .unwrap_or(0);
            lo + addr
        }
        StateSpace::Const => {
            if end.is_none_or(|e| e > bounds.const_bytes) {
                return Err(oob(bounds.const_bytes, "the module's constant memory"));
            }
            addr
        }
        StateSpace::Param => {
            if end.is_none_or(|e| e > bounds.param_bytes) {
                return Err(oob(bounds.param_bytes, "the kernel's parameter bank"));
            }
            grid.param_base + addr
        }
    };
    if align > 1 && !addr.is_multiple_of(align as u64) {
        let vector = if align > size {
            format!(" (the first element of a {align}-byte vector access)")
        } else {
            String::new()
        };
        return Err(MemOpError {
            space,
            addr,
            size,
            message: format!(
                "{size}-byte access{vector} at {} address {addr:#x} is not aligned to {align} bytes ({addr:#x} mod {align} = {})",
                space_name(space),
                addr % align as u64
            ),
            allocation: None,
            misaligned: Some(align),
        });
    }
    Ok(MemReq {
        kind: a.kind,
        space,
        cop: a.cop,
        volatile: a.volatile,
        ty: a.ty,
        addr: phys,
        size: size as u8,
        value: a.value,
        value2: a.value2,
        sm: block.sm.unwrap_or(0),
        who: ThreadRef {
            grid: grid.gid,
            block: block.linear,
            warp,
            lane: a.lane,
        },
        dst: a.dst,
        pc,
    })
}

/// The alignment the access of the instruction at `pc` needs: a vector access's total bytes for
/// its first element, else the access's size.
#[inline]
pub fn access_align(prog: &ProgEnv, pc: ProgAddr, size: u32) -> u32 {
    prog.index(pc)
        .map(|i| prog.src[i].vec_bytes as u32)
        .filter(|&v| v > size)
        .unwrap_or(size)
}

/// How an access of `size` bytes at `addr` that is not inside `[start, end)` lies to it:
/// "N bytes past the end of" (N: how far its last byte reaches beyond the end), "N bytes before
/// the start of" (N: how far before the start its first byte is), or "overlapping" when it
/// covers the whole allocation and more.
fn relation(addr: u64, size: u32, start: u64, end: u64) -> String {
    let last = addr.saturating_add(size as u64);
    if addr < start && last > end {
        "covering all of and more than".into()
    } else if addr < start {
        format!("{} bytes before the start of", start - addr)
    } else {
        format!("{} bytes past the end of", last - end)
    }
}

/// The part of a message that says where a bad access lies to a space of `limit` bytes that
/// starts at 0 (the block's shared memory, the thread's local memory): past its end, or before
/// its start (an address that is a small negative offset, as `p[-1]` gives, as a 32- or 64-bit
/// integer).
fn beside(addr: u64, size: u32, limit: u64) -> String {
    const NEAR: u64 = 1 << 20;
    let below = if addr >= u64::MAX - NEAR {
        Some(u64::MAX - addr + 1)
    } else if (u32::MAX as u64 - NEAR..=u32::MAX as u64).contains(&addr) {
        Some(u32::MAX as u64 - addr + 1)
    } else {
        None
    };
    match below {
        Some(n) => format!(": {n} bytes before its start"),
        None => format!(
            ": {} bytes past its end",
            addr.saturating_add(size as u64).saturating_sub(limit)
        ),
    }
}

/// The allocation a bad global access is reported against: the one whose red zone it touches
/// (red zones of neighbours do not overlap, [`place_after`]), else the nearest one.
fn nearest(regions: &[Region], addr: u64, size: u32) -> Option<&Region> {
    let last = addr.saturating_add(size as u64);
    let dist = |r: &Region| {
        if last <= r.start {
            r.start - addr
        } else if addr >= r.end {
            last - r.end
        } else {
            0
        }
    };
    // An access that overlaps an allocation but runs over its start or end.
    if let Some(r) = regions.iter().find(|r| addr < r.end && last > r.start) {
        return Some(r);
    }
    regions
        .iter()
        .find(|r| {
            (last <= r.start && r.start - addr <= r.red_zone)
                || (addr >= r.end && last - r.end <= r.red_zone)
        })
        .or_else(|| regions.iter().min_by_key(|r| dist(r)))
}

/// Is the instruction at `pc` in `prog`? (Used by reports.)
pub fn line_of(prog: &ProgEnv, pc: ProgAddr) -> u32 {
    prog.line(pc)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::MemKind;
    use crate::program::ir::{CacheOp, Ty};

    #[test]
    fn generic_windows() {
        assert_eq!(
            resolve(StateSpace::Generic, window::SHARED_BASE + 8),
            (StateSpace::Shared, 8)
        );
        assert_eq!(
            resolve(StateSpace::Generic, window::LOCAL_BASE),
            (StateSpace::Local, 0)
        );
        assert_eq!(
            resolve(StateSpace::Generic, 0x20_0000),
            (StateSpace::Global, 0x20_0000)
        );
        assert_eq!(resolve(StateSpace::Shared, 4), (StateSpace::Shared, 4));
    }

    #[test]
    fn bounds_and_offsets() {
        use crate::grid::{new_grid, ProgConf};
        let conf = ProgConf {
            entry: 0,
            grid: [1, 1, 1],
            block: [2, 1, 1],
            warp_size: 2,
            shared_per_block: 64,
            reserved_shared: 0,
            local_per_thread: 0,
            grid_sync: 0,
        };
        let mut g = new_grid(3, 0, conf, 0x2_0000);
        let b = &mut g.blocks[0];
        b.so = 0x100;
        b.shared_bytes = 64;
        b.sm = Some(1);
        b.warps = vec![crate::warp::testkit::bare_warp(0, 2, 4)];
        let bounds = Bounds {
            global: vec![
                Region::new(0x10_0000, 0x10_0010, "buffer `a`", 16),
                Region::new(0x10_0820, 0x10_0830, "buffer `b`", 2048),
            ]
            .into(),
            const_bytes: 0,
            param_bytes: 16,
            local_bytes: 0,
        };
        let act = |space, addr| ThreadMemAct {
            lane: 1,
            kind: MemKind::Load,
            space,
            cop: CacheOp::Default,
            volatile: false,
            ty: Ty::U32,
            addr,
            value: 0,
            value2: 0,
            dst: Some(2),
        };
        let g = &g;
        let b = &g.blocks[0];
        let r = mem_op(
            &act(StateSpace::Generic, window::SHARED_BASE + 60),
            7,
            g,
            b,
            0,
            &bounds,
            4,
        )
        .unwrap();
        assert_eq!(
            (r.space, r.addr, r.sm, r.who.grid, r.who.lane, r.pc),
            (StateSpace::Shared, 0x13c, 1, 3, 1, 7)
        );
        let e = mem_op(&act(StateSpace::Shared, 61), 7, g, b, 0, &bounds, 1).unwrap_err();
        assert_eq!(
            e.message,
            "4 bytes at shared address 0x3d lie outside the block's shared memory (64 bytes): 1 bytes past its end"
        );
        // shared[-2] with a 32-bit address: before the start.
        let e = mem_op(
            &act(StateSpace::Shared, 0xffff_fff8),
            7,
            g,
            b,
            0,
            &bounds,
            1,
        )
        .unwrap_err();
        assert_eq!(
            e.message,
            "4 bytes at shared address 0xfffffff8 lie outside the block's shared memory (64 bytes): 8 bytes before its start"
        );
        assert_eq!(
            mem_op(&act(StateSpace::Param, 12), 7, g, b, 0, &bounds, 1)
                .unwrap()
                .addr,
            0x2_000c
        );
        assert!(mem_op(&act(StateSpace::Global, 0x10_000c), 7, g, b, 0, &bounds, 4).is_ok());
        // Inside `a` but not 4-byte aligned; an aligned element of a 16-byte vector that is not.
        let e = mem_op(&act(StateSpace::Global, 0x10_0001), 7, g, b, 0, &bounds, 4).unwrap_err();
        assert_eq!(e.misaligned, Some(4));
        assert_eq!(
            e.message,
            "4-byte access at global address 0x100001 is not aligned to 4 bytes (0x100001 mod 4 = 1)"
        );
        let e = mem_op(&act(StateSpace::Global, 0x10_0004), 7, g, b, 0, &bounds, 16).unwrap_err();
        assert_eq!(e.misaligned, Some(16));
        assert!(mem_op(&act(StateSpace::Global, 0x10_0000), 7, g, b, 0, &bounds, 16).is_ok());
        let e = mem_op(&act(StateSpace::Global, 0x10_0010), 7, g, b, 0, &bounds, 1).unwrap_err();
        assert_eq!(e.message, "4 bytes at global address 0x100010 lie outside every allocation: 4 bytes past the end of buffer `a` (16 bytes at 0x100000)");
        assert_eq!(e.allocation, Some(("buffer `a`".into(), 0x10_0000, 16)));
        // In the gap between `a` (red zone 16 bytes) and `b` (2048): the red zone it lies in
        // names the allocation, even where the other one is nearer.
        let e = mem_op(&act(StateSpace::Global, 0x10_0030), 7, g, b, 0, &bounds, 1).unwrap_err();
        assert!(
            e.message
                .ends_with(": 2032 bytes before the start of buffer `b` (16 bytes at 0x100820)"),
            "{}",
            e.message
        );
        // Straddling an end: how far the access reaches past it.
        let e = mem_op(&act(StateSpace::Global, 0x10_082e), 7, g, b, 0, &bounds, 1).unwrap_err();
        assert!(
            e.message
                .ends_with(": 2 bytes past the end of buffer `b` (16 bytes at 0x100820)"),
            "{}",
            e.message
        );
    }
}
