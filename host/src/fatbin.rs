//! NVIDIA's fat-binary container, as a program passes it to `__cudaRegisterFatBinary`: a
//! wrapper (`__fatBinC_Wrapper_t`: magic 0x466243B1, version, pointer to the data, unused) whose
//! data is the container of the `.nv_fatbin` section: a 16-byte header (magic 0xBA55ED50,
//! version 1, header size 16, size of the entries that follow), then entries, each a header
//! (kind: 1 PTX, 2 ELF; header size; payload size; flags, compressed bit 0x2000; the virtual
//! architecture) followed by its payload.
//!
//! The entry header, as nvcc's `fatbinary` writes it (64 bytes, more for newer architectures:
//! the payload follows at the header's size): kind (u16, offset 0), header size (u32, 4), the
//! payload's size in the container (u64, 8: padded to 8 bytes), the compressed size (u32, 16),
//! the architecture (u32, 28), the flags (u64, 40) and the uncompressed size (u64, 56).
//! nvcc compresses entries by default (flag 0x2000) in LZ4's block format: sequences of a token
//! (high nibble: the literal count, low nibble: the match length less 4; 15 in either means
//! more bytes follow, each added, until one is not 255), the literals, and for each but the
//! last sequence a match: a 2-byte little-endian offset back into the output and the match
//! length. ([`lz4_block`] is this decoder.) Newer toolkits can also compress with Zstandard
//! (flag 0x8000, `-compress-mode=size`), which is not read here: the error says so.

/// Magic of `__fatBinC_Wrapper_t`.
pub const WRAPPER_MAGIC: u32 = 0x466243B1;
/// Magic of the container.
pub const FATBIN_MAGIC: u32 = 0xBA55ED50;
/// Entry kinds.
pub const KIND_PTX: u16 = 1;
pub const KIND_ELF: u16 = 2;
/// The entry flag of a payload compressed in LZ4's block format.
pub const FLAG_COMPRESSED: u64 = 0x2000;
/// The entry flag of a payload compressed with Zstandard.
pub const FLAG_ZSTD: u64 = 0x8000;

/// One entry of a container.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub kind: u16,
    /// The architecture (`70` for `compute_70` / `sm_70`).
    pub arch: u32,
    pub flags: u64,
    /// The payload as stored (compressed when `flags` says so: then its compressed bytes).
    pub payload: Vec<u8>,
    /// The size of the payload uncompressed (the header's; 0 when it is not compressed).
    pub uncompressed_size: u64,
}

impl Entry {
    pub fn compressed(&self) -> bool {
        self.flags & (FLAG_COMPRESSED | FLAG_ZSTD) != 0
    }

    /// The payload, decompressed where it is compressed; an error says why it cannot be.
    pub fn contents(&self) -> Result<std::borrow::Cow<'_, [u8]>, String> {
        let what = || {
            if self.kind == KIND_PTX {
                format!("the PTX entry (compute_{})", self.arch)
            } else {
                format!("the machine-code entry (sm_{})", self.arch)
            }
        };
        if self.flags & FLAG_ZSTD != 0 {
            return Err(format!(
                "{} is compressed with Zstandard, which is not supported: build the program with LZ4 compression (nvcc's default) or none (nvcc: -Xfatbin -compress-all=false, or -compress-mode=none)",
                what()
            ));
        }
        if self.flags & FLAG_COMPRESSED == 0 {
            return Ok(std::borrow::Cow::Borrowed(&self.payload));
        }
        if self.uncompressed_size > 1 << 32 {
            return Err(format!(
                "{} claims {} bytes uncompressed",
                what(),
                self.uncompressed_size
            ));
        }
        lz4_block(&self.payload, self.uncompressed_size as usize)
            .map(std::borrow::Cow::Owned)
            .map_err(|e| format!("{} does not decompress: {e}", what()))
    }
}

/// Decode one block of LZ4's block format (no frame) into exactly `size` bytes.
pub fn lz4_block(src: &[u8], size: usize) -> Result<Vec<u8>, String> {
    let mut out: Vec<u8> = Vec::with_capacity(size);
    let mut i = 0usize;
    let byte = |i: &mut usize| -> Result<u8, String> {
        let b = *src
            .get(*i)
            .ok_or_else(|| format!("the compressed data ends early (at byte {i})"))?;
        *i += 1;
        Ok(b)
    };
    // A length whose 4-bit start is 15 goes on in bytes, each added, until one is not 255.
    let more = |i: &mut usize, mut n: usize| -> Result<usize, String> {
        if n == 15 {
            loop {
                let b = byte(i)?;
                n += b as usize;
                if b != 255 {
                    break;
                }
            }
        }
        Ok(n)
    };
    while i < src.len() {
        let token = byte(&mut i)?;
        let lits = more(&mut i, (token >> 4) as usize)?;
        let lit = src
            .get(i..i + lits)
            .ok_or_else(|| format!("{lits} literals at byte {i} run past the compressed data"))?;
        if out.len() + lits > size {
            return Err(format!("the data decompresses to more than {size} bytes"));
        }
        out.extend_from_slice(lit);
        i += lits;
        if i == src.len() {
            break; // the last sequence has literals only
        }
        let off = byte(&mut i)? as usize | (byte(&mut i)? as usize) << 8;
        let len = more(&mut i, (token & 15) as usize)? + 4;
        if off == 0 || off > out.len() {
            return Err(format!(
                "a match at byte {i} refers {off} bytes back, before the start of the output ({} bytes)",
                out.len()
            ));
        }
        if out.len() + len > size {
            return Err(format!("the data decompresses to more than {size} bytes"));
        }
        // Byte by byte: a match may overlap the bytes it produces.
        let from = out.len() - off;
        for k in 0..len {
            let b = out[from + k];
            out.push(b);
        }
    }
    if out.len() != size {
        return Err(format!(
            "the data decompresses to {} bytes, the header says {size}",
            out.len()
        ));
    }
    Ok(out)
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
        if ehsize < 64 {
            return Err(format!(
                "entry at offset {o}: header size {ehsize} is below 64"
            ));
        }
        let csize = u32_at(data, o + 16).ok_or_else(|| at("header"))? as usize;
        let usize_ = u64_at(data, o + 56).ok_or_else(|| at("header"))?;
        let start = o + ehsize;
        let stop = start
            .checked_add(psize)
            .filter(|&s| s <= end)
            .ok_or_else(|| at("payload"))?;
        // A compressed payload is its compressed bytes; the rest is padding.
        let compressed = flags & (FLAG_COMPRESSED | FLAG_ZSTD) != 0;
        if compressed && csize > psize {
            return Err(format!(
                "entry at offset {o}: compressed size {csize} exceeds the payload's {psize} bytes"
            ));
        }
        let stored = if compressed { start + csize } else { stop };
        out.push(Entry {
            kind,
            arch,
            flags,
            payload: data[start..stored].to_vec(),
            uncompressed_size: if compressed { usize_ } else { 0 },
        });
        o = stop;
    }
    Ok(out)
}

/// The PTX text of the container's entries: of the PTX entries, the one of the highest
/// architecture (decompressed where it is compressed). An error says why there is none (no PTX
/// entry: machine code only; a compression that is not read).
pub fn ptx_of(entries: &[Entry]) -> Result<(u32, String), String> {
    let mut ptx: Vec<&Entry> = entries.iter().filter(|e| e.kind == KIND_PTX).collect();
    // Highest architecture first; the first that reads is taken, else the first one's error.
    ptx.sort_by_key(|e| std::cmp::Reverse(e.arch));
    let read = |e: &Entry| -> Result<(u32, String), String> {
        let bytes = e.contents()?;
        let text = bytes.split(|&b| b == 0).next().unwrap_or(&[]);
        let text = String::from_utf8(text.to_vec())
            .map_err(|_| format!("the PTX entry (compute_{}) is not UTF-8 text", e.arch))?;
        Ok((e.arch, text))
    };
    match ptx.first() {
        Some(first) => ptx
            .iter()
            .find_map(|e| read(e).ok())
            .map_or_else(|| read(first), Ok),
        None => Err(format!(
            "the fat binary holds no PTX ({} {}, all machine code: {}), and fermi-sim runs PTX; build it with PTX (nvcc: -gencode arch=compute_XX,code=compute_XX beside the code=sm_XX ones; clang: --cuda-include-ptx=sm_XX)",
            entries.len(),
            if entries.len() == 1 { "entry" } else { "entries" },
            entries
                .iter()
                .map(|e| format!("sm_{}", e.arch))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An entry as nvcc's `fatbinary` writes it: 64-byte header, payload padded to 8 bytes;
    /// `usize_` the uncompressed size of a compressed payload.
    fn entry(kind: u16, arch: u32, flags: u64, payload: &[u8], usize_: u64) -> Vec<u8> {
        let padded = payload.len().div_ceil(8) * 8;
        let compressed = flags & (FLAG_COMPRESSED | FLAG_ZSTD) != 0;
        let mut v = Vec::new();
        v.extend(kind.to_le_bytes());
        v.extend(0x0101u16.to_le_bytes());
        v.extend(64u32.to_le_bytes());
        v.extend((padded as u64).to_le_bytes());
        v.extend((if compressed { payload.len() as u32 } else { 0 }).to_le_bytes());
        v.extend([0u8; 4]);
        v.extend(4u16.to_le_bytes());
        v.extend(7u16.to_le_bytes());
        v.extend(arch.to_le_bytes());
        v.extend([0u8; 8]);
        v.extend(flags.to_le_bytes());
        v.extend([0u8; 8]);
        v.extend(usize_.to_le_bytes());
        assert_eq!(v.len(), 64);
        v.extend(payload);
        v.resize(64 + padded, 0);
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
    fn picks_the_highest_ptx() {
        let c = container(&[
            entry(KIND_ELF, 70, 0x11, b"\x7fELF....", 0),
            entry(KIND_PTX, 52, 0x11, b".version 7.0\0\0\0\0", 0),
            entry(KIND_PTX, 70, 0x11, b".version 8.0\0\0\0\0", 0),
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

    /// LZ4 block format, written by hand: "ab" then a match 2 back of 6 bytes (overlapping:
    /// "ababab"), then the literals "c!" of the last sequence.
    #[test]
    fn lz4_blocks_decode_with_overlapping_matches_and_long_lengths() {
        let src = [0x22, b'a', b'b', 2, 0, 0x20, b'c', b'!'];
        assert_eq!(
            lz4_block(&src, 10).unwrap(),
            b"abababab".iter().chain(b"c!").copied().collect::<Vec<_>>()
        );
        // 15 + 255 + 10 = 280 literals, then a match of 4 + 15 + 3 = 22 bytes 1 back.
        let mut src = vec![0xFF, 255, 10];
        src.extend(std::iter::repeat_n(b'x', 280));
        src.extend([1, 0, 3]);
        src.push(0x10);
        src.push(b'.');
        let out = lz4_block(&src, 280 + 22 + 1).unwrap();
        assert!(out[..302].iter().all(|&b| b == b'x') && out[302] == b'.');
        // Malformed data is an error, never a panic.
        assert!(lz4_block(&[0x22, b'a', b'b', 5, 0], 10)
            .unwrap_err()
            .contains("before the start"));
        assert!(lz4_block(&[0x50, b'a'], 5)
            .unwrap_err()
            .contains("run past"));
        assert!(lz4_block(&[0x22, b'a', b'b', 2, 0, 0x20, b'c', b'!'], 9)
            .unwrap_err()
            .contains("more than 9"));
        assert!(lz4_block(&[0x20, b'a', b'b'], 3)
            .unwrap_err()
            .contains("header says 3"));
        assert!(lz4_block(&[0xF0], 3).unwrap_err().contains("ends early"));
    }

    #[test]
    fn a_compressed_ptx_entry_is_decompressed() {
        let z = [0x22, b'a', b'b', 2, 0, 0x20, b'c', 0];
        let c = container(&[
            entry(KIND_ELF, 70, 0x11, b"\x7fELF....", 0),
            entry(KIND_PTX, 70, 0x11 | FLAG_COMPRESSED, &z, 10),
        ]);
        let e = parse(&c).unwrap();
        assert_eq!(e[1].payload, z, "the compressed bytes, without the padding");
        assert_eq!(ptx_of(&e).unwrap(), (70, "ababababc".to_string()));
    }

    #[test]
    fn zstd_and_missing_ptx_are_explained() {
        let c = container(&[entry(
            KIND_PTX,
            70,
            0x11 | FLAG_ZSTD,
            b"\x28\xb5\x2f\xfdzzzz",
            64,
        )]);
        let m = ptx_of(&parse(&c).unwrap()).unwrap_err();
        assert!(m.contains("Zstandard") && m.contains("compute_70"), "{m}");
        // A lower PTX that reads is taken over a higher one that does not.
        let c = container(&[
            entry(KIND_PTX, 70, 0x11 | FLAG_ZSTD, b"\x28\xb5\x2f\xfdzzzz", 64),
            entry(KIND_PTX, 52, 0x11, b".version 7.0\0", 0),
        ]);
        assert_eq!(ptx_of(&parse(&c).unwrap()).unwrap().0, 52);
        let c = container(&[
            entry(KIND_ELF, 70, 0x11, b"\x7fELF....", 0),
            entry(KIND_ELF, 80, 0x11, b"\x7fELF....", 0),
        ]);
        let m = ptx_of(&parse(&c).unwrap()).unwrap_err();
        assert!(m.contains("no PTX") && m.contains("sm_70, sm_80"), "{m}");
        assert!(
            m.contains("-gencode arch=compute_XX,code=compute_XX"),
            "{m}"
        );
    }

    /// A container of nvcc's, from PyPI's cuRAND 10.3.10 (libcurand.so.10's `.nv_fatbin`): 13
    /// machine-code entries and one LZ4-compressed PTX entry for compute_121 (57 bytes that
    /// decompress to 68), whose header is 80 bytes long.
    #[test]
    fn nvccs_compressed_ptx_decompresses() {
        let c = include_bytes!("../../tests/fixtures/curand_ptx_lz4.fatbin");
        assert_eq!(
            container_size(c[..16].try_into().unwrap()).unwrap(),
            c.len() as u64
        );
        let e = parse(c).unwrap();
        assert_eq!(e.len(), 14);
        assert_eq!(e.iter().filter(|e| e.kind == KIND_ELF).count(), 13);
        let p: Vec<&Entry> = e.iter().filter(|e| e.kind == KIND_PTX).collect();
        assert_eq!(p.len(), 1);
        assert!(p[0].flags & FLAG_COMPRESSED != 0);
        assert_eq!((p[0].payload.len(), p[0].uncompressed_size), (57, 68));
        let (arch, text) = ptx_of(&e).unwrap();
        assert_eq!(arch, 121);
        assert_eq!(
            text,
            "\n//\n//\n//\n//\n//\n//\n\n.version 8.8\n.target sm_121\n.address_size 64\n\n\n"
        );
    }

    #[test]
    fn truncated_containers_are_errors() {
        let mut c = container(&[entry(KIND_PTX, 70, 0x11, b".version 8.0\0\0\0\0", 0)]);
        c.truncate(c.len() - 4);
        assert!(parse(&c).unwrap_err().contains("entries follow"));
        assert!(parse(&[0u8; 16]).unwrap_err().contains("magic"));
        // A compressed size beyond the payload.
        let mut c = container(&[entry(KIND_PTX, 70, 0x11 | FLAG_COMPRESSED, b"\x10a\0", 1)]);
        c[16 + 16] = 200;
        assert!(parse(&c).unwrap_err().contains("compressed size 200"));
    }
}
