//! Surfaces (docs/texture.md, "Surfaces"): bound views of device buffers that kernels read and
//! write with `suld.b` and `sust.b`. A surface access is an ordinary global load or store of
//! the memory model once its address is known: the device computes the address from the
//! binding and the coordinates after the warp step (`surface_access`) and hands the access to
//! memOp like any other, so the race check and the caches see it as one.

use crate::program::ir::{SuqField, SurfOob, SurfSpec};

/// A bound surface: `dims` elements (width, height, depth; 1 for unused dimensions) of
/// `channels` channels of `chan_bytes` bytes each (of the OpenCL channel type `cl_type`, as
/// `txq` reports it) at `base`, rows `pitch` bytes apart (0: packed), and `layers` layers of
/// that shape one after another (0: not a layered surface).
#[derive(Clone, Debug, PartialEq)]
pub struct Surface {
    pub base: u64,
    pub pitch: u64,
    pub dims: [u32; 3],
    pub chan_bytes: u8,
    pub cl_type: u32,
    pub channels: u8,
    pub layers: u32,
}

impl Surface {
    pub fn elem_bytes(&self) -> u64 {
        self.chan_bytes as u64 * self.channels as u64
    }
    /// Bytes of a row's elements (the x extent `suld.b` addresses).
    pub fn width_bytes(&self) -> u64 {
        self.elem_bytes() * self.dims[0].max(1) as u64
    }
    pub fn row_bytes(&self) -> u64 {
        if self.pitch == 0 {
            self.width_bytes()
        } else {
            self.pitch
        }
    }
    /// Bytes from one layer to the next.
    pub fn layer_bytes(&self) -> u64 {
        self.row_bytes() * self.dims[1].max(1) as u64 * self.dims[2].max(1) as u64
    }
    /// Bytes from the first element to past the last one's end.
    pub fn bytes(&self) -> u64 {
        let slices = (self.dims[1].max(1) as u64)
            .saturating_mul(self.dims[2].max(1) as u64)
            .saturating_mul(self.layers.max(1) as u64);
        self.row_bytes()
            .saturating_mul(slices - 1)
            .saturating_add(self.width_bytes())
    }
}

/// The coordinates of a surface access from its arguments (docs in `RtFunc::Surf`): the layer
/// (arrays) and x (in bytes), y, z.
fn coords(spec: &SurfSpec, args: &[u64; 4]) -> (Option<i64>, [i64; 3]) {
    let n = spec.dims as usize + usize::from(spec.array);
    let mut c = [0i64; 3];
    c[0] = args[1] as u32 as i32 as i64;
    if n >= 2 {
        c[1] = (args[1] >> 32) as u32 as i32 as i64;
    }
    if n >= 3 {
        c[2] = args[2] as u32 as i32 as i64;
    }
    if spec.array {
        (Some(c[0]), [c[1], c[2], 0])
    } else {
        (None, c)
    }
}

/// Where a surface access goes: `Ok(Some(address))` of this component, `Ok(None)` for an
/// access outside the surface under `.zero` (a load reads 0, a store is dropped), or the error
/// (an unbound handle; outside the surface under `.trap`).
pub fn surface_access(
    surfaces: &std::collections::BTreeMap<u64, Surface>,
    spec: &SurfSpec,
    args: &[u64; 4],
) -> Result<Option<u64>, String> {
    let op = if spec.store { "sust" } else { "suld" };
    let Some(s) = surfaces.get(&args[0]) else {
        return Err(format!(
            "{op} on handle {:#x}, which names no bound surface (docs/texture.md, \"Surfaces\")",
            args[0]
        ));
    };
    let (layer, mut c) = coords(spec, args);
    let size = spec.bytes as i64 * spec.vec as i64;
    let extent = [
        s.width_bytes() as i64,
        s.dims[1].max(1) as i64,
        s.dims[2].max(1) as i64,
    ];
    let used = spec.dims as usize;
    let layers = s.layers.max(1) as i64;
    let mut outside = Vec::new();
    if c[0] < 0 || c[0] + size > extent[0] {
        outside.push(format!(
            "x = {} (bytes {}..{} of a row of {})",
            c[0],
            c[0],
            c[0] + size,
            extent[0]
        ));
    }
    for (d, name) in [(1, "y"), (2, "z")] {
        if d < used && (c[d] < 0 || c[d] >= extent[d]) {
            outside.push(format!("{name} = {} (of {})", c[d], extent[d]));
        }
    }
    let mut l = layer.unwrap_or(0);
    if layer.is_some() && (l < 0 || l >= layers) {
        outside.push(format!("layer {l} (of {layers})"));
    }
    if !outside.is_empty() {
        match spec.oob {
            SurfOob::Trap => {
                return Err(format!(
                    "{op}.trap outside the surface ({}x{}x{} elements of {} bytes{}): {}",
                    s.dims[0],
                    s.dims[1],
                    s.dims[2],
                    s.elem_bytes(),
                    if s.layers > 0 {
                        format!(", {} layers", s.layers)
                    } else {
                        String::new()
                    },
                    outside.join(", ")
                ))
            }
            SurfOob::Zero => return Ok(None),
            SurfOob::Clamp => {
                // The nearest location of the access's size.
                c[0] = c[0].clamp(0, (extent[0] - size).max(0));
                for d in 1..used {
                    c[d] = c[d].clamp(0, extent[d] - 1);
                }
                l = l.clamp(0, layers - 1);
            }
        }
    }
    let at = s.base
        + l as u64 * s.layer_bytes()
        + (c[2] as u64 * s.dims[1].max(1) as u64 + c[1] as u64) * s.row_bytes()
        + c[0] as u64
        + spec.comp as u64 * spec.bytes as u64;
    Ok(Some(at))
}

/// `suq`: a bound surface's attribute (width, height and depth in elements; the OpenCL channel
/// type and order, as for `txq`; `memory_layout` 1, linear).
pub fn query(
    surfaces: &std::collections::BTreeMap<u64, Surface>,
    field: SuqField,
    handle: u64,
) -> Result<u64, String> {
    let Some(s) = surfaces.get(&handle) else {
        return Err(format!(
            "suq on handle {handle:#x}, which names no bound surface (docs/texture.md, \"Surfaces\")"
        ));
    };
    Ok(match field {
        SuqField::Width => s.dims[0],
        SuqField::Height => s.dims[1],
        SuqField::Depth => s.dims[2],
        SuqField::ChannelDataType => s.cl_type,
        SuqField::ChannelOrder => match s.channels {
            1 => 0x10B0,
            2 => 0x10B2,
            _ => 0x10B5,
        },
        SuqField::ArraySize => s.layers.max(1),
        SuqField::MemoryLayout => 1,
    } as u64)
}
