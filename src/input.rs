//! Reading input files (PTX, manifests, configs, traces) with the guards every entry point
//! needs: only regular files (a directory, `/dev/zero` or a FIFO is refused before reading), at
//! most a size cap (checked before and while reading, so a growing file cannot exceed it), and
//! text that is UTF-8 (an invalid byte is reported as `file:line:col`, as every other input
//! error is located, with the byte's value and offset).

use std::fmt;
use std::io::Read;
use std::path::Path;

/// Largest PTX file read (bytes). Real modules are a few MiB; NVRTC's largest are ~100 MiB.
pub const MAX_PTX_BYTES: u64 = 256 << 20;
/// Largest manifest or trace read (bytes): inline buffer data can be large.
pub const MAX_MANIFEST_BYTES: u64 = 256 << 20;
/// Largest config read (bytes).
pub const MAX_CONFIG_BYTES: u64 = 1 << 20;

/// Why an input file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    NotFound,
    /// A directory, device, FIFO or socket.
    NotRegular(&'static str),
    TooLarge {
        size: u64,
        limit: u64,
    },
    /// The first byte that is not UTF-8: its file, 1-based line and column (in characters),
    /// byte offset and value.
    InvalidUtf8 {
        file: String,
        line: usize,
        col: usize,
        offset: usize,
        byte: u8,
    },
    Io(String),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::NotFound => write!(f, "not found"),
            ReadError::NotRegular(what) => write!(f, "{what}, not a regular file"),
            ReadError::TooLarge { size, limit } => write!(
                f,
                "{} bytes or more, above the limit of {limit} bytes for this kind of input",
                size
            ),
            ReadError::InvalidUtf8 {
                file,
                line,
                col,
                offset,
                byte,
            } => write!(
                f,
                "{file}:{line}:{col}: not UTF-8 text: invalid byte {byte:#04x} (byte offset {offset})"
            ),
            ReadError::Io(e) => write!(f, "{e}"),
        }
    }
}

fn io(e: std::io::Error) -> ReadError {
    match e.kind() {
        std::io::ErrorKind::NotFound => ReadError::NotFound,
        _ => ReadError::Io(e.to_string()),
    }
}

/// Whether `path` is a regular file of at most `limit` bytes (for readers that stream).
pub fn check_file(path: &Path, limit: u64) -> Result<(), ReadError> {
    let meta = std::fs::metadata(path).map_err(io)?;
    if !meta.is_file() {
        let what = if meta.is_dir() {
            "a directory"
        } else {
            "a device, FIFO or socket"
        };
        return Err(ReadError::NotRegular(what));
    }
    if meta.len() > limit {
        return Err(ReadError::TooLarge {
            size: meta.len(),
            limit,
        });
    }
    Ok(())
}

/// The text of the regular file `path`, at most `limit` bytes.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    check_file(path, limit)?;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .map_err(io)?
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            size: bytes.len() as u64,
            limit,
        });
    }
    text(bytes, &path.display().to_string())
}

impl ReadError {
    /// The message for a file named `name`: a located error (`file:line:col: ...`) as it is,
    /// any other prefixed with the name.
    pub fn in_file(&self, name: &str) -> String {
        match self {
            ReadError::InvalidUtf8 { .. } => self.to_string(),
            _ => format!("{name}: {self}"),
        }
    }
}

/// `bytes` (of the file `file`) as UTF-8 text, or where the first invalid byte is.
pub fn text(bytes: Vec<u8>, file: &str) -> Result<String, ReadError> {
    String::from_utf8(bytes).map_err(|e| {
        let offset = e.utf8_error().valid_up_to();
        let byte = e.as_bytes()[offset];
        let good = &e.as_bytes()[..offset];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = good.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        let col = std::str::from_utf8(&good[line_start..]).map_or(1, |s| s.chars().count() + 1);
        ReadError::InvalidUtf8 {
            file: file.to_string(),
            line,
            col,
            offset,
            byte,
        }
    })
}

/// At most `max` characters of `s`, with `…` and the number of characters left out when cut:
/// messages quote input, and input can be a megabyte on one line.
pub fn excerpt(s: &str, max: usize) -> String {
    let n = s.chars().count();
    if n <= max {
        return s.to_string();
    }
    let head: String = s.chars().take(max).collect();
    format!("{head}… ({} more characters)", n - max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_directories_devices_and_oversized_files() {
        let dir = std::env::temp_dir();
        assert!(matches!(
            read_text(&dir, 10),
            Err(ReadError::NotRegular("a directory"))
        ));
        if Path::new("/dev/zero").exists() {
            assert!(matches!(
                read_text(Path::new("/dev/zero"), 10),
                Err(ReadError::NotRegular(_))
            ));
        }
        let p = dir.join(format!("fermi-sim-input-{}.txt", std::process::id()));
        std::fs::write(&p, "0123456789abc").unwrap();
        assert_eq!(
            read_text(&p, 10),
            Err(ReadError::TooLarge {
                size: 13,
                limit: 10
            })
        );
        assert_eq!(read_text(&p, 13).unwrap(), "0123456789abc");
        std::fs::remove_file(&p).unwrap();
        assert_eq!(
            read_text(&dir.join("no-such-file-here"), 10),
            Err(ReadError::NotFound)
        );
    }

    #[test]
    fn invalid_utf8_is_located() {
        let e = text(b"ab\ncd\xffe".to_vec(), "f.ptx").unwrap_err();
        assert_eq!(
            e,
            ReadError::InvalidUtf8 {
                file: "f.ptx".into(),
                line: 2,
                col: 3,
                offset: 5,
                byte: 0xff
            }
        );
        // Located as every other input error is: `file:line:col`.
        assert_eq!(
            e.to_string(),
            "f.ptx:2:3: not UTF-8 text: invalid byte 0xff (byte offset 5)"
        );
        assert_eq!(e.in_file("f.ptx"), e.to_string());
        assert_eq!(ReadError::NotFound.in_file("f.ptx"), "f.ptx: not found");
        assert_eq!(excerpt("abcdef", 3), "abc… (3 more characters)");
        assert_eq!(excerpt("abc", 3), "abc");
    }
}
