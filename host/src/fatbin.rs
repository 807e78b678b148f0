//! NVIDIA's fat-binary container, as a program passes it to `__cudaRegisterFatBinary`: a
//! wrapper (`__fatBinC_Wrapper_t`: magic 0x466243B1, version, pointer to the data, unused) whose
//! data is the container of the `.nv_fatbin` section: a 16-byte header (magic 0xBA55ED50,
//! version 1, header size 16, size of the entries that follow), then entries, each a header
//! (kind: 1 PTX, 2 ELF; header size; payload size; flags, compressed bit 0x2000; the virtual
//! architecture) followed by its payload.

/// Magic of `__fatBinC_Wrapper_t`.
pub const WRAPPER_MAGIC: u32 = 0x466243B1;
/// Magic of the container.
pub const FATBIN_MAGIC: u32 = 0xBA55ED50;
/// Entry kinds.
pub const KIND_PTX: u16 = 1;
pub const KIND_ELF: u16 = 2;
/// The entry flag of a compressed payload.
pub const FLAG_COMPRESSED: u64 = 0x2000;

/// One entry of a container.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub kind: u16,
    /// The architecture (`70` for `compute_70` / `sm_70`).
    pub arch: u32,
    pub flags: u64,
    /// The payload as stored (compressed when `flags` says so).
    pub payload: Vec<u8>,
}

impl Entry {
    pub fn compressed(&self) -> bool {
        self.flags & FLAG_COMPRESSED != 0
    }
}

fn u16_at(b: &[u8], o: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(o..o + 2)?.try_into().ok()?))
}
fn u32_at(b: &[u8], o: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(o..o + 4)?.try_into().ok()?))
}
fn u64_at(b: &[u8], o: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(o..o + 8)?.try_into().ok()?))
}

/// The size of the container starting at `head` (its 16-byte header included), read from its
/// header; an error when the header is not a container's.
pub fn container_size(head: &[u8; 16]) -> Result<u64, String> {
    let magic = u32_at(head, 0).unwrap_or(0);
    if magic != FATBIN_MAGIC {
        return Err(format!(
            "the fat binary's data does not start with the container magic 0x{FATBIN_MAGIC:08X} (found 0x{magic:08X})"
        ));
    }
    let hsize = u16_at(head, 6).unwrap_or(0) as u64;
    let size = u64_at(head, 8).unwrap_or(0);
    Ok(hsize.saturating_add(size))
}

/// The entries of the container `data` (header included).
pub fn parse(data: &[u8]) -> Result<Vec<Entry>, String> {
    let magic = u32_at(data, 0).ok_or("the fat binary is shorter than its 16-byte header")?;
    if magic != FATBIN_MAGIC {
        return Err(format!(
            "the fat binary's data does not start with the container magic 0x{FATBIN_MAGIC:08X} (found 0x{magic:08X})"
        ));
    }
    let hsize = u16_at(data, 6).ok_or("truncated header")? as usize;
    let size = u64_at(data, 8).ok_or("truncated header")? as usize;
    let end = hsize
        .checked_add(size)
        .filter(|&e| e <= data.len())
        .ok_or_else(|| {
            format!(
                "the container says {size} bytes of entries follow its header, but {} do",
                data.len().saturating_sub(hsize)
            )
        })?;
    let mut out = Vec::new();
    let mut o = hsize;
    while o < end {
        let at = |what: &str| format!("entry at offset {o}: truncated {what}");
        let kind = u16_at(data, o).ok_or_else(|| at("header"))?;
        let ehsize = u32_at(data, o + 4).ok_or_else(|| at("header"))? as usize;
        let psize = u64_at(data, o + 8).ok_or_else(|| at("header"))? as usize;
        let arch = u32_at(data, o + 28).ok_or_else(|| at("header"))?;
        let flags = u64_at(data, o + 40).ok_or_else(|| at("header"))?;
        if ehsize < 16 {
            return Err(format!(
                "entry at offset {o}: header size {ehsize} is below 16"
            ));
        }
        let start = o + ehsize;
        let stop = start
            .checked_add(psize)
            .filter(|&s| s <= end)
            .ok_or_else(|| at("payload"))?;
        out.push(Entry {
            kind,
            arch,
            flags,
            payload: data[start..stop].to_vec(),
        });
        o = stop;
    }
    Ok(out)
}

/// The PTX text of the container's entries: of the PTX entries, the one of the highest
/// architecture. An error says why there is none (no PTX entry; only compressed ones).
pub fn ptx_of(entries: &[Entry]) -> Result<(u32, String), String> {
    let ptx: Vec<&Entry> = entries.iter().filter(|e| e.kind == KIND_PTX).collect();
    let plain = ptx
        .iter()
        .filter(|e| !e.compressed())
        .max_by_key(|e| e.arch);
    match plain {
        Some(e) => {
            let text = e.payload.split(|&b| b == 0).next().unwrap_or(&[]);
            let text = String::from_utf8(text.to_vec())
                .map_err(|_| format!("the PTX entry (compute_{}) is not UTF-8 text", e.arch))?;
            Ok((e.arch, text))
        }
        None if !ptx.is_empty() => Err(format!(
            "the fat binary's PTX entries ({}) are compressed, which is not supported yet: build the program with uncompressed PTX (nvcc: -Xfatbin -compress-all=false, or --no-compress)",
            ptx.iter()
                .map(|e| format!("compute_{}", e.arch))
                .collect::<Vec<_>>()
                .join(", ")
        )),
        None => Err(format!(
            "the fat binary holds no PTX ({} entries, all machine code); build it with PTX (clang: --cuda-include-ptx=sm_XX, nvcc: -gencode arch=compute_XX,code=compute_XX)",
            entries.len()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(kind: u16, arch: u32, flags: u64, payload: &[u8]) -> Vec<u8> {
        let mut v = Vec::new();
        v.extend(kind.to_le_bytes());
        v.extend(0x0101u16.to_le_bytes());
        v.extend(64u32.to_le_bytes());
        v.extend((payload.len() as u64).to_le_bytes());
        v.extend([0u8; 8]);
        v.extend(4u16.to_le_bytes());
        v.extend(7u16.to_le_bytes());
        v.extend(arch.to_le_bytes());
        v.extend([0u8; 8]);
        v.extend(flags.to_le_bytes());
        v.extend([0u8; 16]);
        assert_eq!(v.len(), 64);
        v.extend(payload);
        v
    }

    fn container(entries: &[Vec<u8>]) -> Vec<u8> {
        let body: Vec<u8> = entries.concat();
        let mut v = Vec::new();
        v.extend(FATBIN_MAGIC.to_le_bytes());
        v.extend(1u16.to_le_bytes());
        v.extend(16u16.to_le_bytes());
        v.extend((body.len() as u64).to_le_bytes());
        v.extend(body);
        v
    }

    #[test]
    fn picks_the_highest_uncompressed_ptx() {
        let c = container(&[
            entry(KIND_ELF, 70, 0x11, b"\x7fELF...."),
            entry(KIND_PTX, 52, 0x11, b".version 7.0\0\0\0\0"),
            entry(KIND_PTX, 70, 0x11, b".version 8.0\0\0\0\0"),
        ]);
        let e = parse(&c).unwrap();
        assert_eq!(e.len(), 3);
        assert_eq!(e[0].kind, KIND_ELF);
        assert_eq!(ptx_of(&e).unwrap(), (70, ".version 8.0".to_string()));
        assert_eq!(
            container_size(c[..16].try_into().unwrap()).unwrap(),
            c.len() as u64
        );
    }

    #[test]
    fn compressed_and_missing_ptx_are_explained() {
        let c = container(&[entry(KIND_PTX, 70, 0x11 | FLAG_COMPRESSED, b"zzzzzzzz")]);
        let m = ptx_of(&parse(&c).unwrap()).unwrap_err();
        assert!(m.contains("compressed") && m.contains("compute_70"), "{m}");
        let c = container(&[entry(KIND_ELF, 70, 0x11, b"\x7fELF....")]);
        let m = ptx_of(&parse(&c).unwrap()).unwrap_err();
        assert!(m.contains("no PTX"), "{m}");
    }

    #[test]
    fn truncated_containers_are_errors() {
        let mut c = container(&[entry(KIND_PTX, 70, 0x11, b".version 8.0\0\0\0\0")]);
        c.truncate(c.len() - 4);
        assert!(parse(&c).unwrap_err().contains("entries follow"));
        assert!(parse(&[0u8; 16]).unwrap_err().contains("magic"));
    }
}
