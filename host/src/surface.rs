//! Surfaces (docs/host-api.md, "Surfaces"; docs/texture.md, "Surfaces"): surface objects over
//! CUDA arrays (`cudaCreateSurfaceObject`, `cuSurfObjectCreate`) and a module's surface
//! references bound to arrays with the Driver API (`cuModuleGetSurfRef`, `cuSurfRefSetArray`).
//! At each launch every live object, and every reference of the launched module that has an
//! array, becomes an entry of the launch manifest's `surfaces` over the allocation that holds
//! the array, under the object's handle or the reference's address.

use crate::err;
use crate::state::{with, State};
use crate::texture::{Array, ResourceDesc};
use fermi_sim::launch::texture_spec::{SurfaceSpec, SURFACE_BASE};
use fermi_sim::launch::Launch;
use fermi_sim::program::ir::StateSpace;
use std::ffi::c_int;

/// `cudaArrayLayered`.
const ARRAY_LAYERED: u32 = 1;

/// A surface reference (Driver API): a module's `.surfref` variable and the array bound to it.
#[derive(Clone, Debug)]
pub(crate) struct SurfRef {
    pub(crate) module: usize,
    pub(crate) name: String,
    pub(crate) array: Option<u64>,
}

/// The handle of the first surface reference.
pub(crate) const SURF_REF_BASE: u64 = 0x5352_0000_0000_0001;

/// An array seen as a surface: dims in elements and layers (0: not layered).
fn surface_shape(a: &Array) -> ((u32, u32, u32), u32) {
    let e = a.extent;
    let c = |n: usize| n.clamp(1, u32::MAX as usize) as u32;
    if a.flags & ARRAY_LAYERED != 0 {
        // A layered array's depth counts its layers.
        ((c(e.width), c(e.height), 1), c(e.depth))
    } else {
        ((c(e.width), c(e.height), c(e.depth)), 0)
    }
}

impl State {
    /// A new surface object over array `array` (`cudaCreateSurfaceObject`).
    pub(crate) fn create_surface(&mut self, call: &str, array: u64) -> Result<u64, i32> {
        self.array(call, array)?;
        let h = SURFACE_BASE + self.tex.surfaces_created;
        self.tex.surfaces_created += 1;
        self.tex.surfaces.insert(h, array);
        Ok(h)
    }

    pub(crate) fn destroy_surface(&mut self, call: &str, h: u64) -> Result<(), i32> {
        match self.tex.surfaces.remove(&h) {
            Some(_) => Ok(()),
            None => {
                eprintln!(
                    "fermi-sim: {call}: {h:#x} is not a surface object (or it was destroyed)"
                );
                Err(err::INVALID_VALUE)
            }
        }
    }

    /// The binding of array `a` as launch `l`'s surface `handle` (None: the reference's own
    /// address), over the buffer that holds it.
    fn surface_entry(&self, l: &Launch, a: u64, handle: Option<u64>) -> Option<SurfaceSpec> {
        let arr = self.tex.arrays.get(&a)?;
        let (dims, layers) = surface_shape(arr);
        let elem = crate::texture::format_bytes(arr.format) * arr.channels as u64;
        let bytes = elem * dims.0 as u64 * dims.1 as u64 * dims.2 as u64 * layers.max(1) as u64;
        let b = l.buffers.iter().find(|b| {
            b.space == StateSpace::Global
                && a >= b.addr
                && a.saturating_add(bytes) <= b.addr + b.len * b.ty.bytes() as u64
        })?;
        Some(SurfaceSpec {
            buffer: b.name.clone(),
            dims,
            format: (arr.format, arr.channels),
            layers,
            offset: a - b.addr,
            pitch: 0,
            handle,
        })
    }

    /// Bind every surface object, and the surface references of module `mi` that have an
    /// array, to launch `l` (prepared, with its buffers).
    pub(crate) fn bind_surfaces(&self, mi: usize, l: &mut Launch) {
        for (&h, &a) in &self.tex.surfaces {
            match self.surface_entry(l, a, Some(h)) {
                Some(s) => {
                    l.manifest.surfaces.insert(format!("surf{h:#x}"), s);
                }
                None => eprintln!(
                    "fermi-sim: surface object {h:#x}: its array {a:#x} was freed; the launch does not bind it"
                ),
            }
        }
        for r in self.tex.surf_refs.values().filter(|r| r.module == mi) {
            let Some(a) = r.array else { continue };
            match self.surface_entry(l, a, None) {
                Some(s) => {
                    l.manifest.surfaces.insert(r.name.clone(), s);
                }
                None => eprintln!(
                    "fermi-sim: surface reference `{}`: its array was destroyed; the launch does not bind it",
                    r.name
                ),
            }
        }
    }
}

/// `cudaCreateSurfaceObject`: a surface object over a CUDA array (resource type 0, the only one
/// CUDA allows for surfaces).
#[no_mangle]
pub unsafe extern "C" fn cudaCreateSurfaceObject(obj: *mut u64, res: *const ResourceDesc) -> i32 {
    const CALL: &str = "cudaCreateSurfaceObject";
    with(|st| {
        if obj.is_null() || res.is_null() {
            return err::INVALID_VALUE;
        }
        let res = &*res;
        if res.res_type != 0 {
            eprintln!(
                "fermi-sim: {CALL}: resource type {} is not an array (a surface views a CUDA array, type 0)",
                res.res_type
            );
            return err::INVALID_VALUE;
        }
        // SAFETY: `res_type` 0 names the array member.
        match st.create_surface(CALL, res.res.array) {
            Ok(h) => {
                *obj = h;
                0
            }
            Err(e) => e,
        }
    })
}

#[no_mangle]
pub extern "C" fn cudaDestroySurfaceObject(obj: u64) -> i32 {
    with(
        |st| match st.destroy_surface("cudaDestroySurfaceObject", obj) {
            Ok(()) => 0,
            Err(e) => e,
        },
    )
}

/// `cudaGetSurfaceObjectResourceDesc`: the array the object views.
#[no_mangle]
pub unsafe extern "C" fn cudaGetSurfaceObjectResourceDesc(out: *mut ResourceDesc, obj: u64) -> i32 {
    with(|st| {
        if out.is_null() {
            return err::INVALID_VALUE;
        }
        let Some(&a) = st.tex.surfaces.get(&obj) else {
            eprintln!(
                "fermi-sim: cudaGetSurfaceObjectResourceDesc: {obj:#x} is not a surface object"
            );
            return err::INVALID_VALUE;
        };
        let mut d: ResourceDesc = std::mem::zeroed();
        d.res_type = 0 as c_int;
        d.res.array = a;
        *out = d;
        0
    })
}
