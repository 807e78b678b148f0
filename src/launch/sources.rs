//! Where a buffer's initial contents come from besides a literal `data` list: `fill` (every
//! element the same), `iota` (a counting sequence) and `data_file` (a NumPy `.npy` file, or raw
//! little-endian bytes in the buffer's layout). Each is turned into the buffer's initial bytes
//! (`BufferSpec::raw`) before the launch is checked, without a number object per element: a
//! file's bytes go into the buffer as they are (docs/manifest.md, "Data from files and
//! generators"; docs/performance.md, "Loading data").

use super::manifest::{encode, encode_elem, BufTy, BufferSpec, ElemTy, Manifest, Num};
use super::{err, InputError};
use std::path::Path;

/// Files larger than this are refused before they are read (the default device has 1.5 GiB).
pub const MAX_DATA_FILE_BYTES: u64 = 1 << 31;

/// Replace every buffer's and symbol's `fill`, `iota` or `data_file` by the `data` it stands
/// for. `dir` is the manifest's folder (data files are relative to it), `file` its name.
pub fn resolve(mut m: Manifest, dir: &Path, file: &str) -> Result<Manifest, InputError> {
    for (kind, map) in [("buffers", &mut m.buffers), ("symbols", &mut m.symbols)] {
        for (name, spec) in map.iter_mut() {
            resolve_one(spec, dir, file, &format!("{kind}.{name}"))?;
        }
    }
    Ok(m)
}

fn resolve_one(
    spec: &mut BufferSpec,
    dir: &Path,
    file: &str,
    field: &str,
) -> Result<(), InputError> {
    let given = [
        spec.data.is_some(),
        spec.fill.is_some(),
        spec.iota.is_some(),
        spec.data_file.is_some(),
    ];
    if given.iter().filter(|&&g| g).count() > 1 {
        return Err(err(
            file,
            field,
            "give one of `data`, `fill`, `iota` and `data_file`",
        ));
    }
    if spec.step.is_some() && spec.iota.is_none() {
        return Err(err(
            file,
            &format!("{field}.step"),
            "`step` goes with `iota`",
        ));
    }
    let need_len = |what: &str| {
        spec.len.ok_or_else(|| {
            err(
                file,
                field,
                format!("`{what}` needs `len`, the number of elements"),
            )
        })
    };
    if let Some(v) = spec.fill.take() {
        let n = need_len("fill")?;
        check_count(file, field, n, &spec.ty)?;
        let mut one = Vec::with_capacity(spec.ty.bytes());
        encode_elem(&spec.ty, &v, &mut one).map_err(|e| err(file, &format!("{field}.fill"), e))?;
        spec.raw = Some(one.repeat(n as usize));
        spec.len = None;
    } else if let Some(start) = spec.iota.take() {
        let n = need_len("iota")?;
        check_count(file, field, n, &spec.ty)?;
        let BufTy::Scalar(ty) = spec.ty else {
            return Err(err(
                file,
                &format!("{field}.iota"),
                "`iota` needs a scalar element type",
            ));
        };
        let step = spec.step.take().unwrap_or(Num::U(1));
        spec.raw = Some(iota(ty, start, step, n));
        spec.len = None;
    } else if let Some(name) = spec.data_file.take() {
        let path = dir.join(&name);
        let f = format!("{field}.data_file");
        let data = read_data_file(&path, &spec.ty)
            .map_err(|e| err(file, &f, format!("`{}`: {e}", path.display())))?;
        let n = (data.len() / spec.ty.bytes()) as u64;
        if let Some(len) = spec.len {
            if len != n {
                return Err(err(
                    file,
                    &f,
                    format!(
                        "`{}` holds {n} elements, but `len` is {len}",
                        path.display(),
                    ),
                ));
            }
        }
        spec.raw = Some(data);
        spec.len = None;
    }
    Ok(())
}

/// Generated contents are bounded like a file.
fn check_count(file: &str, field: &str, n: u64, ty: &BufTy) -> Result<(), InputError> {
    if n.saturating_mul(ty.bytes() as u64) > MAX_DATA_FILE_BYTES {
        return Err(err(
            file,
            &format!("{field}.len"),
            format!(
                "{n} elements are more than a buffer can hold here ({MAX_DATA_FILE_BYTES} bytes)"
            ),
        ));
    }
    Ok(())
}

/// `start, start + step, ...` in the type's arithmetic: integers wrap as the type does (through
/// the same encoding `data` goes through), floats add in double precision.
fn iota(ty: ElemTy, start: Num, step: Num, n: u64) -> Vec<u8> {
    let as_f = |x: Num| match x {
        Num::U(u) => u as f64,
        Num::I(i) => i as f64,
        Num::F(f) => f,
    };
    let as_i = |x: Num| match x {
        Num::U(u) => u as i128,
        Num::I(i) => i as i128,
        Num::F(f) => f as i128,
    };
    let size = ty.bytes();
    let mut out = Vec::with_capacity(n as usize * size);
    for k in 0..n {
        if ty.is_float() {
            let v = Num::F(as_f(start) + k as f64 * as_f(step));
            encode(ty, v, &mut out).expect("a float encodes as any float type");
        } else {
            // Wrap to the type's width: the low bytes of the two's complement.
            let v = as_i(start) + k as i128 * as_i(step);
            out.extend_from_slice(&v.to_le_bytes()[..size]);
        }
    }
    out
}

/// The bytes of a data file in the buffer's layout: a NumPy `.npy` file (any shape, read in
/// its stored order; its dtype must be the buffer's element type) or, for any other name, raw
/// little-endian bytes in the buffer's layout (a structure's padding included), taken as they
/// are.
fn read_data_file(path: &Path, ty: &BufTy) -> Result<Vec<u8>, String> {
    let meta = std::fs::metadata(path).map_err(|e| format!("cannot read it: {e}"))?;
    if !meta.is_file() {
        return Err("not a regular file".into());
    }
    if meta.len() > MAX_DATA_FILE_BYTES {
        return Err(format!(
            "{} bytes, more than the {MAX_DATA_FILE_BYTES} a data file may have",
            meta.len()
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read it: {e}"))?;
    if path.extension().is_some_and(|e| e == "npy") {
        return read_npy(bytes, ty);
    }
    let size = ty.bytes();
    if bytes.len() % size != 0 {
        return Err(format!(
            "{} bytes are not a whole number of {}-byte elements of {}",
            bytes.len(),
            size,
            ty.name()
        ));
    }
    Ok(bytes)
}

/// The elements of a `.npy` file as little-endian bytes of the buffer's type. A file whose
/// dtype is that type stored little-endian (what NumPy writes on every common machine) is
/// copied as it is, bytes after the header; others (big-endian dtypes) go through `npyz`,
/// element by element.
fn read_npy(mut bytes: Vec<u8>, ty: &BufTy) -> Result<Vec<u8>, String> {
    let npy = npyz::NpyFile::new(&bytes[..]).map_err(|e| format!("not a NumPy .npy file: {e}"))?;
    let BufTy::Scalar(t) = ty else {
        return Err(format!(
            "a .npy file fills buffers of a scalar type, not {} (give a raw file in the structure's layout)",
            ty.name()
        ));
    };
    let dtype = npy.header().dtype().descr();
    let native = match t {
        ElemTy::U8 => "u1",
        ElemTy::S8 => "i1",
        ElemTy::U16 => "u2",
        ElemTy::S16 => "i2",
        ElemTy::U32 => "u4",
        ElemTy::S32 => "i4",
        ElemTy::U64 => "u8",
        ElemTy::S64 => "i8",
        ElemTy::F32 => "f4",
        ElemTy::F64 => "f8",
        ElemTy::F16 | ElemTy::BF16 => {
            return Err(format!(
                "{} buffers are read from raw files, not .npy",
                t.name()
            ))
        }
    };
    let little = dtype == format!("'<{native}'")
        || (t.bytes() == 1 && (dtype == format!("'|{native}'") || dtype == format!("'>{native}'")));
    let want = npy.len().saturating_mul(t.bytes() as u64);
    let rest = npy.into_inner().len() as u64;
    if little && rest >= want {
        // The data follows the header; a longer file's tail is not read, as by `npyz`.
        let at = bytes.len() - rest as usize;
        bytes.truncate(at + want as usize);
        bytes.drain(..at);
        return Ok(bytes);
    }
    let npy = npyz::NpyFile::new(&bytes[..]).map_err(|e| format!("not a NumPy .npy file: {e}"))?;
    let wrong = |e: std::io::Error| {
        format!(
            "its dtype {dtype} is not the buffer's type {} ({e})",
            t.name()
        )
    };
    fn all<T: npyz::Deserialize>(
        npy: npyz::NpyFile<&[u8]>,
        ty: ElemTy,
        f: impl Fn(T) -> Num,
        wrong: impl Fn(std::io::Error) -> String,
    ) -> Result<Vec<u8>, String> {
        let v: Vec<T> = npy.into_vec().map_err(wrong)?;
        let mut out = Vec::with_capacity(v.len() * ty.bytes());
        for x in v {
            encode(ty, f(x), &mut out).expect("a value of the type encodes as the type");
        }
        Ok(out)
    }
    match t {
        ElemTy::U8 => all(npy, *t, |x: u8| Num::U(x as u64), wrong),
        ElemTy::S8 => all(npy, *t, |x: i8| Num::I(x as i64), wrong),
        ElemTy::U16 => all(npy, *t, |x: u16| Num::U(x as u64), wrong),
        ElemTy::S16 => all(npy, *t, |x: i16| Num::I(x as i64), wrong),
        ElemTy::U32 => all(npy, *t, |x: u32| Num::U(x as u64), wrong),
        ElemTy::S32 => all(npy, *t, |x: i32| Num::I(x as i64), wrong),
        ElemTy::U64 => all(npy, *t, Num::U, wrong),
        ElemTy::S64 => all(npy, *t, Num::I, wrong),
        ElemTy::F32 => all(npy, *t, |x: f32| Num::F(x as f64), wrong),
        ElemTy::F64 => all(npy, *t, Num::F, wrong),
        ElemTy::F16 | ElemTy::BF16 => unreachable!("refused above"),
    }
}

/// A NumPy `.npy` file (format version 1.0, C order, one dimension) of a buffer's elements,
/// as `run --out-dir` writes it; `None` for types NumPy has no dtype for here (16-bit floats
/// and structures), which are written raw.
pub fn npy_bytes(ty: &BufTy, bytes: &[u8]) -> Option<Vec<u8>> {
    let mut out = npy_header(ty, bytes.len())?;
    out.extend_from_slice(bytes);
    Some(out)
}

/// The header [`npy_bytes`] puts before `len` bytes of elements (the file is the header, then
/// the bytes as they are).
pub fn npy_header(ty: &BufTy, len: usize) -> Option<Vec<u8>> {
    let BufTy::Scalar(t) = ty else { return None };
    let descr = match t {
        ElemTy::U8 => "|u1",
        ElemTy::S8 => "|i1",
        ElemTy::U16 => "<u2",
        ElemTy::S16 => "<i2",
        ElemTy::U32 => "<u4",
        ElemTy::S32 => "<i4",
        ElemTy::U64 => "<u8",
        ElemTy::S64 => "<i8",
        ElemTy::F32 => "<f4",
        ElemTy::F64 => "<f8",
        ElemTy::F16 => "<f2",
        ElemTy::BF16 => return None,
    };
    let n = len / t.bytes();
    // The header (magic, version, length, dict) is padded with spaces to a multiple of 64
    // bytes and ends with a newline (NumPy format specification, version 1.0).
    let mut dict = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': ({n},), }}");
    let unpadded = 10 + dict.len() + 1;
    dict.push_str(&" ".repeat(unpadded.next_multiple_of(64) - unpadded));
    dict.push('\n');
    let mut out = Vec::with_capacity(10 + dict.len() + len);
    out.extend_from_slice(b"\x93NUMPY\x01\x00");
    out.extend_from_slice(&(dict.len() as u16).to_le_bytes());
    out.extend_from_slice(dict.as_bytes());
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launch::manifest::Elem;

    fn spec(ty: BufTy) -> BufferSpec {
        BufferSpec {
            ty,
            data: None,
            len: None,
            fill: None,
            iota: None,
            step: None,
            data_file: None,
            addr: None,
            raw: None,
        }
    }

    /// The numbers a buffer's raw bytes hold, as text.
    fn shown(s: &BufferSpec) -> Vec<String> {
        let raw = s.raw.as_ref().expect("resolved to bytes");
        raw.chunks_exact(s.ty.bytes())
            .map(|c| crate::launch::manifest::decode_elem(&s.ty, c).to_string())
            .collect()
    }

    #[test]
    fn fill_and_iota_give_the_lists_they_stand_for() {
        let mut s = spec(BufTy::Scalar(ElemTy::F32));
        s.len = Some(3);
        s.fill = Some(Elem::N(Num::F(1.5)));
        resolve_one(&mut s, Path::new("."), "m.ron", "buffers.a").unwrap();
        assert_eq!(
            s.raw,
            Some([1.5f32; 3].iter().flat_map(|x| x.to_le_bytes()).collect())
        );
        assert_eq!((s.len, s.init_len()), (None, Some(3)));
        // Integers wrap as the type does: u8 from 254 by 1.
        let mut s = spec(BufTy::Scalar(ElemTy::U8));
        s.len = Some(4);
        s.iota = Some(Num::U(254));
        resolve_one(&mut s, Path::new("."), "m.ron", "buffers.a").unwrap();
        assert_eq!(shown(&s), ["254", "255", "0", "1"]);
        let mut s = spec(BufTy::Scalar(ElemTy::S32));
        s.len = Some(3);
        s.iota = Some(Num::I(-2));
        s.step = Some(Num::I(-3));
        resolve_one(&mut s, Path::new("."), "m.ron", "buffers.a").unwrap();
        assert_eq!(shown(&s), ["-2", "-5", "-8"]);
        // Floats count in double precision and are rounded to the type once.
        let mut s = spec(BufTy::Scalar(ElemTy::F32));
        s.len = Some(3);
        s.iota = Some(Num::F(0.1));
        s.step = Some(Num::F(0.2));
        resolve_one(&mut s, Path::new("."), "m.ron", "buffers.a").unwrap();
        let want: Vec<u8> = [0.1f64, 0.1 + 0.2, 0.1 + 2.0 * 0.2]
            .iter()
            .flat_map(|x| (*x as f32).to_le_bytes())
            .collect();
        assert_eq!(s.raw, Some(want));
        // A structure's fill is laid out with its padding zeroed.
        let mut s = spec(BufTy::Struct(vec![ElemTy::U8, ElemTy::S32]));
        s.len = Some(2);
        s.fill = Some(Elem::T(vec![Num::U(7), Num::I(-1)]));
        resolve_one(&mut s, Path::new("."), "m.ron", "buffers.a").unwrap();
        let one = [7u8, 0, 0, 0, 0xff, 0xff, 0xff, 0xff];
        assert_eq!(s.raw, Some([one, one].concat()));
        // A fill value that does not fit the type names the field.
        let mut s = spec(BufTy::Scalar(ElemTy::U8));
        s.len = Some(2);
        s.fill = Some(Elem::N(Num::U(256)));
        let e = resolve_one(&mut s, Path::new("."), "m.ron", "buffers.a").unwrap_err();
        assert!(
            e.to_string().contains("buffers.a.fill") && e.to_string().contains("256"),
            "{e}"
        );
    }

    #[test]
    fn two_sources_or_a_missing_len_are_errors_naming_the_field() {
        let mut s = spec(BufTy::Scalar(ElemTy::S32));
        s.fill = Some(Elem::N(Num::I(0)));
        let e = resolve_one(&mut s, Path::new("."), "m.ron", "buffers.a").unwrap_err();
        assert!(
            e.to_string().contains("buffers.a") && e.to_string().contains("needs `len`"),
            "{e}"
        );
        let mut s = spec(BufTy::Scalar(ElemTy::S32));
        s.len = Some(2);
        s.fill = Some(Elem::N(Num::I(0)));
        s.data = Some(vec![]);
        let e = resolve_one(&mut s, Path::new("."), "m.ron", "buffers.a").unwrap_err();
        assert!(e.to_string().contains("give one of"), "{e}");
    }

    #[test]
    fn npy_files_written_are_read_back() {
        // Independently of the writer: NumPy's own bytes for np.array([1, -2, 3], dtype='<i4').
        let mut numpy =
            b"\x93NUMPY\x01\x00v\x00{'descr': '<i4', 'fortran_order': False, 'shape': (3,), }"
                .to_vec();
        numpy.resize(10 + 118 - 1, b' ');
        numpy.push(b'\n');
        let raw: Vec<u8> = [1i32, -2, 3].iter().flat_map(|x| x.to_le_bytes()).collect();
        numpy.extend(&raw);
        let ty = BufTy::Scalar(ElemTy::S32);
        assert_eq!(read_npy(numpy.clone(), &ty).unwrap(), raw);
        assert_eq!(npy_bytes(&ty, &raw).unwrap(), numpy);
        // A dtype that is not the buffer's type is refused with both named.
        let e = read_npy(numpy.clone(), &BufTy::Scalar(ElemTy::F32)).unwrap_err();
        assert!(e.contains("<i4") && e.contains("F32"), "{e}");
        // Too few bytes for the shape: refused, not padded.
        let e = read_npy(numpy[..numpy.len() - 1].to_vec(), &ty).unwrap_err();
        assert!(e.contains("<i4"), "{e}");
        // A big-endian file is read element by element into the same little-endian bytes.
        let mut big = numpy[..128].to_vec();
        big[21] = b'>';
        assert_eq!(&big[20..25], b"'>i4'");
        big.extend([1i32, -2, 3].iter().flat_map(|x| x.to_be_bytes()));
        assert_eq!(read_npy(big, &ty).unwrap(), raw);
    }
}
