//! Where a buffer's initial contents come from besides a literal `data` list: `fill` (every
//! element the same), `iota` (a counting sequence) and `data_file` (a NumPy `.npy` file, or raw
//! little-endian bytes in the buffer's layout). Each is turned into the `data` list before the
//! launch is checked, so every later step sees one kind of buffer (docs/manifest.md, "Data from
//! files and generators").

use super::manifest::{decode, BufTy, BufferSpec, Elem, ElemTy, Manifest, Num};
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
        check_count(file, field, n)?;
        spec.data = Some(vec![v; n as usize]);
        spec.len = None;
    } else if let Some(start) = spec.iota.take() {
        let n = need_len("iota")?;
        check_count(file, field, n)?;
        let BufTy::Scalar(ty) = spec.ty else {
            return Err(err(
                file,
                &format!("{field}.iota"),
                "`iota` needs a scalar element type",
            ));
        };
        let step = spec.step.take().unwrap_or(Num::U(1));
        spec.data = Some(iota(ty, start, step, n));
        spec.len = None;
    } else if let Some(name) = spec.data_file.take() {
        let path = dir.join(&name);
        let f = format!("{field}.data_file");
        let data = read_data_file(&path, &spec.ty)
            .map_err(|e| err(file, &f, format!("`{}`: {e}", path.display())))?;
        if let Some(n) = spec.len {
            if n != data.len() as u64 {
                return Err(err(
                    file,
                    &f,
                    format!(
                        "`{}` holds {} elements, but `len` is {n}",
                        path.display(),
                        data.len()
                    ),
                ));
            }
        }
        spec.data = Some(data);
        spec.len = None;
    }
    Ok(())
}

/// Generated lists are held as manifest elements: bound them like a file.
fn check_count(file: &str, field: &str, n: u64) -> Result<(), InputError> {
    if n > MAX_DATA_FILE_BYTES {
        return Err(err(
            file,
            &format!("{field}.len"),
            format!("{n} elements are more than a buffer can hold here ({MAX_DATA_FILE_BYTES})"),
        ));
    }
    Ok(())
}

/// `start, start + step, ...` in the type's arithmetic: integers wrap as the type does (through
/// the same encoding `data` goes through), floats add in double precision.
fn iota(ty: ElemTy, start: Num, step: Num, n: u64) -> Vec<Elem> {
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
    (0..n)
        .map(|k| {
            if ty.is_float() {
                Elem::N(Num::F(as_f(start) + k as f64 * as_f(step)))
            } else {
                // Wrap to the type's width, then read back as the type's signedness.
                let v = as_i(start) + k as i128 * as_i(step);
                let bits = ty.bytes() as u32 * 8;
                let raw = (v as u128 & (u128::MAX >> (128 - bits))) as u64;
                Elem::N(decode(ty, &raw.to_le_bytes()[..ty.bytes()]))
            }
        })
        .collect()
}

/// The elements of a data file: a NumPy `.npy` file (any shape, read in its stored order; its
/// dtype must be the buffer's element type) or, for any other name, raw little-endian bytes in
/// the buffer's layout (a structure's padding included).
fn read_data_file(path: &Path, ty: &BufTy) -> Result<Vec<Elem>, String> {
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
        return read_npy(&bytes, ty);
    }
    let (fields, size, _) = ty.layout();
    if bytes.len() % size != 0 {
        return Err(format!(
            "{} bytes are not a whole number of {}-byte elements of {}",
            bytes.len(),
            size,
            ty.name()
        ));
    }
    Ok(bytes
        .chunks_exact(size)
        .map(|c| match ty {
            BufTy::Scalar(t) => Elem::N(decode(*t, c)),
            BufTy::Struct(_) => Elem::T(
                fields
                    .iter()
                    .map(|&(at, t)| decode(t, &c[at..at + t.bytes()]))
                    .collect(),
            ),
        })
        .collect())
}

fn read_npy(bytes: &[u8], ty: &BufTy) -> Result<Vec<Elem>, String> {
    let npy = npyz::NpyFile::new(bytes).map_err(|e| format!("not a NumPy .npy file: {e}"))?;
    let BufTy::Scalar(t) = ty else {
        return Err(format!(
            "a .npy file fills buffers of a scalar type, not {} (give a raw file in the structure's layout)",
            ty.name()
        ));
    };
    let dtype = npy.header().dtype().descr();
    let wrong = |e: std::io::Error| {
        format!(
            "its dtype {dtype} is not the buffer's type {} ({e})",
            t.name()
        )
    };
    fn all<T: npyz::Deserialize>(
        npy: npyz::NpyFile<&[u8]>,
        f: impl Fn(T) -> Num,
        wrong: impl Fn(std::io::Error) -> String,
    ) -> Result<Vec<Elem>, String> {
        let v: Vec<T> = npy.into_vec().map_err(wrong)?;
        Ok(v.into_iter().map(|x| Elem::N(f(x))).collect())
    }
    match t {
        ElemTy::U8 => all(npy, |x: u8| Num::U(x as u64), wrong),
        ElemTy::S8 => all(npy, |x: i8| Num::I(x as i64), wrong),
        ElemTy::U16 => all(npy, |x: u16| Num::U(x as u64), wrong),
        ElemTy::S16 => all(npy, |x: i16| Num::I(x as i64), wrong),
        ElemTy::U32 => all(npy, |x: u32| Num::U(x as u64), wrong),
        ElemTy::S32 => all(npy, |x: i32| Num::I(x as i64), wrong),
        ElemTy::U64 => all(npy, Num::U, wrong),
        ElemTy::S64 => all(npy, Num::I, wrong),
        ElemTy::F32 => all(npy, |x: f32| Num::F(x as f64), wrong),
        ElemTy::F64 => all(npy, Num::F, wrong),
        ElemTy::F16 | ElemTy::BF16 => Err(format!(
            "{} buffers are read from raw files, not .npy",
            t.name()
        )),
    }
}

/// A NumPy `.npy` file (format version 1.0, C order, one dimension) of a buffer's elements,
/// as `run --out-dir` writes it; `None` for types NumPy has no dtype for here (16-bit floats
/// and structures), which are written raw.
pub fn npy_bytes(ty: &BufTy, bytes: &[u8]) -> Option<Vec<u8>> {
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
    let n = bytes.len() / t.bytes();
    // The header (magic, version, length, dict) is padded with spaces to a multiple of 64
    // bytes and ends with a newline (NumPy format specification, version 1.0).
    let mut dict = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': ({n},), }}");
    let unpadded = 10 + dict.len() + 1;
    dict.push_str(&" ".repeat(unpadded.next_multiple_of(64) - unpadded));
    dict.push('\n');
    let mut out = Vec::with_capacity(10 + dict.len() + bytes.len());
    out.extend_from_slice(b"\x93NUMPY\x01\x00");
    out.extend_from_slice(&(dict.len() as u16).to_le_bytes());
    out.extend_from_slice(dict.as_bytes());
    out.extend_from_slice(bytes);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        }
    }

    #[test]
    fn fill_and_iota_give_the_lists_they_stand_for() {
        let mut s = spec(BufTy::Scalar(ElemTy::F32));
        s.len = Some(3);
        s.fill = Some(Elem::N(Num::F(1.5)));
        resolve_one(&mut s, Path::new("."), "m.ron", "buffers.a").unwrap();
        assert_eq!(s.data, Some(vec![Elem::N(Num::F(1.5)); 3]));
        assert_eq!(s.len, None);
        // Integers wrap as the type does: u8 from 254 by 1.
        let mut s = spec(BufTy::Scalar(ElemTy::U8));
        s.len = Some(4);
        s.iota = Some(Num::U(254));
        resolve_one(&mut s, Path::new("."), "m.ron", "buffers.a").unwrap();
        let got: Vec<String> = s.data.unwrap().iter().map(|e| e.to_string()).collect();
        assert_eq!(got, ["254", "255", "0", "1"]);
        let mut s = spec(BufTy::Scalar(ElemTy::S32));
        s.len = Some(3);
        s.iota = Some(Num::I(-2));
        s.step = Some(Num::I(-3));
        resolve_one(&mut s, Path::new("."), "m.ron", "buffers.a").unwrap();
        let got: Vec<String> = s.data.unwrap().iter().map(|e| e.to_string()).collect();
        assert_eq!(got, ["-2", "-5", "-8"]);
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
        numpy.extend([1i32, -2, 3].iter().flat_map(|x| x.to_le_bytes()));
        let ty = BufTy::Scalar(ElemTy::S32);
        let got: Vec<String> = read_npy(&numpy, &ty)
            .unwrap()
            .iter()
            .map(|e| e.to_string())
            .collect();
        assert_eq!(got, ["1", "-2", "3"]);
        let raw: Vec<u8> = [1i32, -2, 3].iter().flat_map(|x| x.to_le_bytes()).collect();
        assert_eq!(npy_bytes(&ty, &raw).unwrap(), numpy);
        // A dtype that is not the buffer's type is refused with both named.
        let e = read_npy(&numpy, &BufTy::Scalar(ElemTy::F32)).unwrap_err();
        assert!(e.contains("<i4") && e.contains("F32"), "{e}");
    }
}
