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

/// The valid address ranges of a launch.
#[derive(Clone, Debug, Default)]
pub struct Bounds {
    /// Global allocations `(start, end, name)`, sorted by start. Shared between the snapshots
    /// of a search (device `malloc` and `free` change it, through `Arc::make_mut`).
    pub global: std::sync::Arc<Vec<(u64, u64, String)>>,
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

/// memOp for one thread memory action (T:L2760): resolve, bounds-check, add offsets.
#[inline(always)]
pub fn mem_op(
    a: &ThreadMemAct,
    pc: ProgAddr,
    grid: &Grid,
    block: &ThreadBlock,
    warp: u32,
    bounds: &Bounds,
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
        ),
    };
    let phys = match space {
        StateSpace::Global | StateSpace::Generic => {
            let ok =
                end.is_some_and(|e| bounds.global.iter().any(|&(s, t, _)| addr >= s && e <= t));
            if !ok {
                return Err(MemOpError {
                    space,
                    addr,
                    size,
                    message: format!(
                        "{size} bytes at global address {addr:#x} lie outside every allocation{}",
                        nearest(bounds, addr)
                    ),
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

/// Name the allocation closest to a bad global address (helps to see "one past the end").
fn nearest(b: &Bounds, addr: u64) -> String {
    let best = b.global.iter().min_by_key(|&&(s, e, _)| {
        if addr < s {
            s - addr
        } else {
            addr.saturating_sub(e - 1)
        }
    });
    match best {
        Some((s, e, name)) if addr >= *e => format!(" ({} bytes past the end of {name})", addr - e),
        Some((s, _, name)) if addr < *s => format!(" ({} bytes before {name})", s - addr),
        _ => String::new(),
    }
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
            global: vec![(0x10_0000, 0x10_0010, "buffer `a`".into())].into(),
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
        )
        .unwrap();
        assert_eq!(
            (r.space, r.addr, r.sm, r.who.grid, r.who.lane, r.pc),
            (StateSpace::Shared, 0x13c, 1, 3, 1, 7)
        );
        let e = mem_op(&act(StateSpace::Shared, 61), 7, g, b, 0, &bounds).unwrap_err();
        assert_eq!(
            e.message,
            "4 bytes at shared address 0x3d lie outside the block's shared memory (64 bytes)"
        );
        assert_eq!(
            mem_op(&act(StateSpace::Param, 12), 7, g, b, 0, &bounds)
                .unwrap()
                .addr,
            0x2_000c
        );
        assert!(mem_op(&act(StateSpace::Global, 0x10_000c), 7, g, b, 0, &bounds).is_ok());
        let e = mem_op(&act(StateSpace::Global, 0x10_0010), 7, g, b, 0, &bounds).unwrap_err();
        assert_eq!(e.message, "4 bytes at global address 0x100010 lie outside every allocation (0 bytes past the end of buffer `a`)");
    }
}
