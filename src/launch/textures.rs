//! Texture bindings of a launch manifest (`textures`, docs/manifest.md "Textures"): each names a
//! buffer, its dimensions, element format and sampler. A texture whose name is a `.texref` of
//! the module binds that texture reference (its handle is the reference's address); any other
//! is a texture object, passed to the kernel as the argument `Texture("name")`.

use super::manifest::{Arg, InputError, Manifest};
pub use super::texture_spec::*;
use super::BufAlloc;
use crate::device::surface::Surface;
use crate::device::texture::{AddrMode, ChanKind, Filter, Level, MipSampler, Texture};
use crate::program::env::{ProgEnv, VarValue};
use crate::program::ir::StateSpace;

fn err(file: &str, field: &str, message: impl Into<String>) -> InputError {
    InputError {
        file: file.into(),
        field: field.into(),
        message: message.into(),
    }
}

/// The address of module `.texref` `name`, if the module declares one.
fn texref(prog: &ProgEnv, name: &str) -> Option<u64> {
    prog.vars
        .iter()
        .filter(|v| v.func.is_none() && (v.source_name == name || v.name == name))
        .find_map(|v| match v.value {
            VarValue::Addr(StateSpace::Global, a) => Some(a),
            _ => None,
        })
}

/// The handle of texture object `name` of the manifest, if it names one.
pub fn object_handle(m: &Manifest, prog: &ProgEnv, name: &str) -> Option<u64> {
    let objs = m.textures.iter().map(|(k, t)| (k, t.handle));
    handle_in(objs, prog, name, OBJECT_BASE)
}

/// The handle of object `name` among `objs` (each name with the handle the manifest gives it):
/// the one given, or else `base` plus its position among the objects given none; none for a
/// module's reference (bound by name) or a name not in the list.
fn handle_in<'a>(
    objs: impl Iterator<Item = (&'a String, Option<u64>)>,
    prog: &ProgEnv,
    name: &str,
    base: u64,
) -> Option<u64> {
    if texref(prog, name).is_some() {
        return None;
    }
    let mut i = 0;
    for (k, h) in objs {
        if k == name {
            return Some(h.unwrap_or(base + i));
        }
        if h.is_none() && texref(prog, k).is_none() {
            i += 1;
        }
    }
    None
}

/// The argument `a` with texture objects replaced by their handles (`U64`).
pub fn lower_arg(a: &Arg, m: &Manifest, prog: &ProgEnv) -> Result<Arg, String> {
    Ok(match a {
        Arg::Texture(name) => Arg::U64(object_handle(m, prog, name).ok_or_else(|| {
            format!("`Texture({name:?})` names no texture object of `textures` (a `.texref` is bound by name, not passed)")
        })?),
        Arg::Surface(name) => Arg::U64(surface_handle(m, prog, name).ok_or_else(|| {
            format!("`Surface({name:?})` names no surface object of `surfaces` (a `.surfref` is bound by name, not passed)")
        })?),
        Arg::Struct(v) => Arg::Struct(
            v.iter()
                .map(|x| lower_arg(x, m, prog))
                .collect::<Result<_, _>>()?,
        ),
        _ => a.clone(),
    })
}

/// What textures and surfaces have in common: the global buffer `buffer`, the channel type and a
/// number of channels (1, 2 or 4; `what` has them), and dimensions of at least 1 each.
fn element<'b>(
    file: &str,
    field: &str,
    buffers: &'b [BufAlloc],
    buffer: &str,
    format: (Format, u8),
    dims: (u32, u32, u32),
    what: &str,
) -> Result<(&'b BufAlloc, ChanKind, [u32; 3]), InputError> {
    let Some(b) = buffers
        .iter()
        .find(|b| b.name == buffer && b.space == StateSpace::Global)
    else {
        return Err(err(
            file,
            &format!("{field}.buffer"),
            format!("no buffer named `{buffer}`"),
        ));
    };
    let kind = match format.0 {
        Format::F32 => ChanKind::F32,
        Format::F16 => ChanKind::F16,
        Format::S32 => ChanKind::S32,
        Format::U32 => ChanKind::U32,
        Format::S16 => ChanKind::S16,
        Format::U16 => ChanKind::U16,
        Format::S8 => ChanKind::S8,
        Format::U8 => ChanKind::U8,
    };
    if !matches!(format.1, 1 | 2 | 4) {
        return Err(err(
            file,
            &format!("{field}.format"),
            format!("{} channels: {what} has 1, 2 or 4", format.1),
        ));
    }
    let dims = [dims.0, dims.1, dims.2];
    if dims.contains(&0) {
        return Err(err(
            file,
            &format!("{field}.dims"),
            "every dimension is at least 1",
        ));
    }
    Ok((b, kind, dims))
}

/// The bytes of buffer `b` from `offset` on.
fn bytes_from(b: &BufAlloc, offset: u64) -> u64 {
    b.len
        .saturating_mul(b.ty.bytes() as u64)
        .saturating_sub(offset)
}

/// " from offset N" for a binding that does not start at its buffer's start.
fn from_offset(offset: u64) -> String {
    if offset == 0 {
        String::new()
    } else {
        format!(" from offset {offset}")
    }
}

/// The textures of a launch, by handle, checked against its buffers.
pub fn resolve(
    m: &Manifest,
    prog: &ProgEnv,
    buffers: &[BufAlloc],
    file: &str,
) -> Result<Vec<(u64, Texture)>, InputError> {
    let mut out = Vec::new();
    for (name, t) in &m.textures {
        let field = format!("textures.{name}");
        let handle = match texref(prog, name) {
            Some(a) => a,
            None => object_handle(m, prog, name).unwrap_or(OBJECT_BASE),
        };
        let (b, kind, dims) = element(
            file,
            &field,
            buffers,
            &t.buffer,
            t.format,
            t.dims,
            "a texture",
        )?;
        let addr = |a: AddrSpec| match a {
            AddrSpec::Clamp => AddrMode::Clamp,
            AddrSpec::Wrap => AddrMode::Wrap,
            AddrSpec::Mirror => AddrMode::Mirror,
            AddrSpec::Border => AddrMode::Border,
        };
        let row = (dims[0] as u64).saturating_mul(t.format.1 as u64 * kind.bytes());
        if t.pitch != 0 && t.pitch < row {
            return Err(err(
                file,
                &format!("{field}.pitch"),
                format!("{} bytes from row to row, but a row has {row}", t.pitch),
            ));
        }
        let filter = |f: FilterSpec| match f {
            FilterSpec::Point => Filter::Point,
            FilterSpec::Linear => Filter::Linear,
        };
        let mut tex = Texture {
            base: b.addr.saturating_add(t.offset),
            pitch: t.pitch,
            dims,
            kind,
            channels: t.format.1,
            filter: filter(t.filter),
            address: [addr(t.address.0), addr(t.address.1), addr(t.address.2)],
            normalized: t.normalized,
            levels: Vec::new(),
            mip: MipSampler {
                filter: filter(t.mipmap_filter),
                bias: t.lod_bias,
                min: t.min_lod,
                max: t.max_lod,
            },
            read_normalized: t.read_mode == ReadSpec::NormalizedFloat,
            border: [t.border.0, t.border.1, t.border.2, t.border.3],
        };
        let mip = mip_levels(file, &field, t, &tex)?;
        let have = bytes_from(b, t.offset);
        let total = mip.last().map_or(tex.bytes(), |l| {
            let (w, h, d) = (l.dims[0] as u64, l.dims[1] as u64, l.dims[2] as u64);
            (l.base - tex.base).saturating_add(w * h * d * tex.elem_bytes())
        });
        tex.levels = mip;
        if total > have && !tex.levels.is_empty() {
            return Err(err(
                file,
                &format!("{field}.levels"),
                format!(
                    "{} levels from {}x{}x{} texels of {} bytes are {total} bytes; buffer `{}` has {have}{}",
                    t.levels,
                    dims[0],
                    dims[1],
                    dims[2],
                    tex.elem_bytes(),
                    t.buffer,
                    from_offset(t.offset)
                ),
            ));
        }
        if tex.bytes() > have {
            return Err(err(
                file,
                &format!("{field}.dims"),
                format!(
                    "{}x{}x{} texels of {} bytes are {} bytes; buffer `{}` has {have}{}",
                    dims[0],
                    dims[1],
                    dims[2],
                    tex.elem_bytes(),
                    tex.bytes(),
                    t.buffer,
                    from_offset(t.offset)
                ),
            ));
        }
        out.push((handle, tex));
    }
    Ok(out)
}

/// The mipmap levels after the first of texture `t` (level 0 resolved as `tex`), each packed
/// right after the one before; checked: a count from 1 to the levels a full chain has, packed
/// rows, and a level-of-detail range that is a range of numbers.
fn mip_levels(
    file: &str,
    field: &str,
    t: &TextureSpec,
    tex: &Texture,
) -> Result<Vec<Level>, InputError> {
    let (w, h, d) = t.dims;
    let spatial = match (t.layered, d) {
        (true, 1) => w,
        (true, _) => w.max(h),
        _ => w.max(h).max(d),
    };
    let full = 32 - spatial.max(1).leading_zeros();
    if t.levels == 0 || t.levels > full {
        return Err(err(
            file,
            &format!("{field}.levels"),
            format!(
                "{} levels: a texture of {w}x{h}x{d} texels{} has 1 to {full} (each level halves the dimensions down to 1)",
                t.levels,
                if t.layered { " (layered)" } else { "" }
            ),
        ));
    }
    let nums = [t.lod_bias, t.min_lod, t.max_lod];
    if nums.iter().any(|x| x.is_nan()) || t.min_lod > t.max_lod {
        return Err(err(
            file,
            field,
            format!(
                "lod_bias {:?}, min_lod {:?}, max_lod {:?}: numbers, and min_lod at most max_lod",
                t.lod_bias, t.min_lod, t.max_lod
            ),
        ));
    }
    if t.levels > 1 && t.pitch != 0 {
        return Err(err(
            file,
            &format!("{field}.pitch"),
            "a mipmapped texture has packed rows (pitch 0)",
        ));
    }
    let mut out = Vec::new();
    let mut at = tex.base.saturating_add(tex.bytes());
    for l in 1..t.levels {
        let (lw, lh, ld) = t.level_dims(l);
        out.push(Level {
            base: at,
            dims: [lw, lh, ld],
        });
        let n = (lw as u64) * (lh as u64) * (ld as u64);
        at = at.saturating_add(n.saturating_mul(tex.elem_bytes()));
    }
    Ok(out)
}

/// The handle of surface object `name` of the manifest, if it names one.
pub fn surface_handle(m: &Manifest, prog: &ProgEnv, name: &str) -> Option<u64> {
    let objs = m.surfaces.iter().map(|(k, t)| (k, t.handle));
    handle_in(objs, prog, name, SURFACE_BASE)
}

/// The surfaces of a launch (`surfaces`, docs/manifest.md "Surfaces"), by handle, checked
/// against its buffers: a `.surfref` of the module under its address, any other name as a
/// surface object.
pub fn resolve_surfaces(
    m: &Manifest,
    prog: &ProgEnv,
    buffers: &[BufAlloc],
    file: &str,
) -> Result<Vec<(u64, Surface)>, InputError> {
    let mut out = Vec::new();
    for (name, t) in &m.surfaces {
        let field = format!("surfaces.{name}");
        if m.textures.contains_key(name) {
            return Err(err(file, &field, "a texture has the same name"));
        }
        let handle = match texref(prog, name) {
            Some(a) => a,
            None => surface_handle(m, prog, name).unwrap_or(SURFACE_BASE),
        };
        let (b, kind, dims) = element(
            file,
            &field,
            buffers,
            &t.buffer,
            t.format,
            t.dims,
            "a surface element",
        )?;
        let s = Surface {
            base: b.addr.saturating_add(t.offset),
            pitch: t.pitch,
            dims,
            chan_bytes: kind.bytes() as u8,
            cl_type: kind.cl_type(),
            channels: t.format.1,
            layers: t.layers,
        };
        if t.pitch != 0 && t.pitch < s.width_bytes() {
            return Err(err(
                file,
                &format!("{field}.pitch"),
                format!(
                    "{} bytes from row to row, but a row has {}",
                    t.pitch,
                    s.width_bytes()
                ),
            ));
        }
        let have = bytes_from(b, t.offset);
        if s.bytes() > have {
            return Err(err(
                file,
                &format!("{field}.dims"),
                format!(
                    "{}x{}x{} elements of {} bytes{} are {} bytes; buffer `{}` has {have}{}",
                    dims[0],
                    dims[1],
                    dims[2],
                    s.elem_bytes(),
                    if t.layers > 0 {
                        format!(" in {} layers", t.layers)
                    } else {
                        String::new()
                    },
                    s.bytes(),
                    t.buffer,
                    from_offset(t.offset)
                ),
            ));
        }
        out.push((handle, s));
    }
    Ok(out)
}
