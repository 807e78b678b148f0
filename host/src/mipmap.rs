//! Mipmapped arrays of the Runtime API (docs/host-api.md, "Mipmapped arrays"):
//! `cudaMallocMipmappedArray`, `cudaGetMipmappedArrayLevel`, `cudaFreeMipmappedArray`, and the
//! texture objects over them (`cudaResourceTypeMipmappedArray`, host/src/texture.rs).
//!
//! A mipmapped array is one device allocation holding its levels one after another, each
//! packed as an array is (x fastest, row after row); its handle is the allocation's address.
//! Each level is also an array (keyed by its address, as `cudaMallocArray`'s are), so the array
//! copies and surfaces work on a level; freeing a level with `cudaFreeArray` is refused. A
//! texture object over it is bound at each launch as a manifest texture with `levels`, which
//! lays the levels out the same way (fermi_sim::launch::textures).

use crate::err;
use crate::state::{with, State};
use crate::texture::{format_bytes, format_of, Array, ChannelFormatDesc, Extent};
use std::ffi::c_uint;

/// `cudaArrayLayered`.
const ARRAY_LAYERED: c_uint = 1;

/// A mipmapped array: its level 0 and the address of each level (level 0 first).
#[derive(Clone, Debug)]
pub(crate) struct Mipmapped {
    pub(crate) level0: Array,
    pub(crate) levels: Vec<u64>,
}

impl Mipmapped {
    pub(crate) fn layered(&self) -> bool {
        self.level0.flags & ARRAY_LAYERED != 0
    }
}

/// The extent of level `l` of an array of extent `e`: each dimension in use halved `l` times,
/// down to 1; the layers of a layered array (its depth) stay.
pub(crate) fn level_extent(e: Extent, layered: bool, l: u32) -> Extent {
    let half = |n: usize| if n == 0 { 0 } else { (n >> l).max(1) };
    Extent {
        width: half(e.width),
        height: half(e.height),
        depth: if layered { e.depth } else { half(e.depth) },
    }
}

/// The levels a full chain of an array of extent `e` has: 1 + floor(log2 of the largest
/// dimension that halves).
fn full_chain(e: Extent, layered: bool) -> u32 {
    let d = if layered { 0 } else { e.depth };
    let m = e.width.max(e.height).max(d).max(1);
    usize::BITS - m.leading_zeros()
}

impl State {
    /// The mipmapped array `m`, or the error for a handle that names none.
    pub(crate) fn mipmapped(&self, call: &str, m: u64) -> Result<&Mipmapped, i32> {
        self.tex.mipmapped.get(&m).ok_or_else(|| {
            eprintln!("fermi-sim: {call}: {m:#x} is not a mipmapped array of cudaMallocMipmappedArray (or it was freed already)");
            err::INVALID_RESOURCE_HANDLE
        })
    }

    /// The mipmapped array that array `a` is a level of, if any.
    pub(crate) fn level_owner(&self, a: u64) -> Option<u64> {
        self.tex
            .mipmapped
            .iter()
            .find(|(_, m)| m.levels.contains(&a))
            .map(|(&h, _)| h)
    }

    /// A new mipmapped array (`cudaMallocMipmappedArray`): `levels` clamped to [1, a full
    /// chain], as CUDA clamps it.
    pub(crate) fn malloc_mipmapped(
        &mut self,
        call: &str,
        desc: &ChannelFormatDesc,
        extent: Extent,
        levels: c_uint,
        flags: c_uint,
    ) -> Result<u64, i32> {
        let (format, channels) = format_of(call, desc)?;
        if flags & !ARRAY_LAYERED != 0 {
            eprintln!("fermi-sim: {call}: flags {flags:#x}: fermi-sim's mipmapped arrays take cudaArrayDefault or cudaArrayLayered");
            return Err(err::NOT_SUPPORTED);
        }
        let layered = flags & ARRAY_LAYERED != 0;
        if extent.width == 0 || extent.height == 0 && extent.depth != 0 && !layered {
            eprintln!(
                "fermi-sim: {call}: an extent of {}x{}x{}: a mipmapped array is at least 1 element wide, and a 3D one at least 1 high",
                extent.width, extent.height, extent.depth
            );
            return Err(err::INVALID_VALUE);
        }
        if layered && extent.depth == 0 {
            eprintln!(
                "fermi-sim: {call}: a layered mipmapped array has at least 1 layer (its depth)"
            );
            return Err(err::INVALID_VALUE);
        }
        let n = levels.clamp(1, full_chain(extent, layered));
        let elem = format_bytes(format) * channels as u64;
        let mut offsets = Vec::new();
        let mut total = Some(0u64);
        for l in 0..n {
            let e = level_extent(extent, layered, l);
            offsets.push(total.unwrap_or(0));
            let count = [e.width, e.height, e.depth]
                .iter()
                .try_fold(elem, |acc, &d| acc.checked_mul(d.max(1) as u64));
            total = total.zip(count).and_then(|(t, c)| t.checked_add(c));
        }
        let Some(base) = total.and_then(|b| self.malloc(b)) else {
            eprintln!(
                "fermi-sim: {call}: a mipmapped array of {}x{}x{} elements does not fit in device memory",
                extent.width, extent.height, extent.depth
            );
            return Err(err::MEMORY_ALLOCATION);
        };
        let mut addrs = Vec::new();
        for (l, off) in offsets.iter().enumerate() {
            let a = Array {
                format,
                channels,
                desc: *desc,
                extent: level_extent(extent, layered, l as u32),
                flags,
            };
            self.tex.arrays.insert(base + off, a);
            addrs.push(base + off);
        }
        let level0 = self.tex.arrays[&base];
        self.tex.mipmapped.insert(
            base,
            Mipmapped {
                level0,
                levels: addrs,
            },
        );
        Ok(base)
    }
}

#[no_mangle]
pub unsafe extern "C" fn cudaMallocMipmappedArray(
    out: *mut u64,
    desc: *const ChannelFormatDesc,
    extent: Extent,
    levels: c_uint,
    flags: c_uint,
) -> i32 {
    with(|st| {
        if out.is_null() || desc.is_null() {
            eprintln!("fermi-sim: cudaMallocMipmappedArray: a null pointer (the handle or the channel descriptor)");
            return err::INVALID_VALUE;
        }
        match st.malloc_mipmapped("cudaMallocMipmappedArray", &*desc, extent, levels, flags) {
            Ok(m) => {
                *out = m;
                err::SUCCESS
            }
            Err(e) => e,
        }
    })
}

#[no_mangle]
pub unsafe extern "C" fn cudaGetMipmappedArrayLevel(out: *mut u64, m: u64, level: c_uint) -> i32 {
    const CALL: &str = "cudaGetMipmappedArrayLevel";
    with(|st| {
        let mm = match st.mipmapped(CALL, m) {
            Ok(mm) => mm,
            Err(e) => return e,
        };
        let Some(&a) = mm.levels.get(level as usize) else {
            eprintln!(
                "fermi-sim: {CALL}: level {level} of a mipmapped array of {} levels (0 to {})",
                mm.levels.len(),
                mm.levels.len() - 1
            );
            return err::INVALID_VALUE;
        };
        if out.is_null() {
            return err::INVALID_VALUE;
        }
        *out = a;
        err::SUCCESS
    })
}

#[no_mangle]
pub extern "C" fn cudaFreeMipmappedArray(m: u64) -> i32 {
    const CALL: &str = "cudaFreeMipmappedArray";
    with(|st| {
        if m == 0 {
            return err::SUCCESS;
        }
        let levels = match st.mipmapped(CALL, m) {
            Ok(mm) => mm.levels.clone(),
            Err(e) => return e,
        };
        for a in levels {
            st.tex.arrays.remove(&a);
        }
        st.tex.mipmapped.remove(&m);
        st.free(CALL, m, &[None])
    })
}
