//! Output that can fail fails loudly (docs/design.md, "Interfaces"; README, exit statuses).
//!
//! Standard output: every command prints through [`out!`](crate::out) and
//! [`outln!`](crate::outln), which never panic; the first failed write is kept and
//! [`finish`] turns it into `error: standard output: ...` and exit status 2 (a reader that closed
//! the pipe early, `fermi-sim ... | head`, ends the output quietly instead).
//!
//! Files: [`AtomicFile`] writes under a temporary name in the file's folder and renames it over
//! the file only when everything was written, so a failed or killed command leaves no half file
//! and two commands writing one file cannot interleave: the last to finish wins with a whole file.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The first failed write to standard output of this command.
static STDOUT_ERROR: Mutex<Option<io::Error>> = Mutex::new(None);

/// Write to standard output; a failure is kept for [`finish`] and later writes are skipped.
pub fn print_fmt(args: std::fmt::Arguments) {
    let mut e = STDOUT_ERROR.lock().unwrap_or_else(|p| p.into_inner());
    if e.is_some() {
        return;
    }
    if let Err(x) = io::stdout().lock().write_fmt(args) {
        *e = Some(x);
    }
}

/// Write bytes to standard output, as [`print_fmt`].
pub fn print_bytes(b: &[u8]) {
    let mut e = STDOUT_ERROR.lock().unwrap_or_else(|p| p.into_inner());
    if e.is_some() {
        return;
    }
    if let Err(x) = io::stdout().lock().write_all(b) {
        *e = Some(x);
    }
}

/// Write `v` as one line of JSON to standard output, as [`print_fmt`]: serialised straight into
/// a buffered writer, without the whole text in memory first (a `--json` result of large
/// buffers is tens of megabytes).
pub fn print_json<T: serde::Serialize>(v: &T) {
    let mut e = STDOUT_ERROR.lock().unwrap_or_else(|p| p.into_inner());
    if e.is_some() {
        return;
    }
    /// Keeps the first failed write's own error (serde_json's wraps it).
    struct Keep<W: Write> {
        w: W,
        error: Option<io::Error>,
    }
    impl<W: Write> Write for Keep<W> {
        fn write(&mut self, b: &[u8]) -> io::Result<usize> {
            self.w.write(b).inspect_err(|x| {
                self.error
                    .get_or_insert_with(|| io::Error::new(x.kind(), x.to_string()));
            })
        }
        fn flush(&mut self) -> io::Result<()> {
            self.w.flush().inspect_err(|x| {
                self.error
                    .get_or_insert_with(|| io::Error::new(x.kind(), x.to_string()));
            })
        }
    }
    let stdout = io::stdout();
    let mut w = BufWriter::with_capacity(
        1 << 16,
        Keep {
            w: stdout.lock(),
            error: None,
        },
    );
    let r = serde_json::to_writer(&mut w, v);
    let r2 = w.write_all(b"\n").and_then(|_| w.flush());
    // Flushed above (or failed): what is left in the buffer is not written again.
    let error = w.into_parts().0.error;
    if let Some(x) = error {
        *e = Some(x);
    } else if let Err(x) = r {
        // Not a write error: the value does not serialise (never for the results printed).
        *e = Some(io::Error::other(x.to_string()));
    } else if let Err(x) = r2 {
        *e = Some(x);
    }
}

/// Flush standard output; `true` when it (still) works.
pub fn flush() -> bool {
    let mut e = STDOUT_ERROR.lock().unwrap_or_else(|p| p.into_inner());
    if e.is_none() {
        if let Err(x) = io::stdout().lock().flush() {
            *e = Some(x);
        }
    }
    e.is_none()
}

/// The exit status of a command that returned `status`: flushes standard output; a failed write
/// is reported (`error: standard output: ...`) and gives 2, a closed pipe ends quietly.
pub fn finish(status: i32) -> i32 {
    flush();
    let e = STDOUT_ERROR
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .take();
    match e {
        None => status,
        Some(e) if e.kind() == io::ErrorKind::BrokenPipe => status,
        Some(e) => {
            eprintln!("error: standard output: {e}");
            2
        }
    }
}

/// `print!` that never panics (see the module).
#[macro_export]
macro_rules! out {
    ($($t:tt)*) => { $crate::cli::output::print_fmt(format_args!($($t)*)) };
}

/// `println!` that never panics (see the module).
#[macro_export]
macro_rules! outln {
    () => { $crate::cli::output::print_bytes(b"\n") };
    ($($t:tt)*) => {{
        $crate::cli::output::print_fmt(format_args!($($t)*));
        $crate::cli::output::print_bytes(b"\n");
    }};
}

/// A failed write of an output file: `FILE: cannot write: OS error`.
#[derive(Debug)]
pub struct WriteError {
    pub path: PathBuf,
    pub error: io::Error,
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}: cannot write: {}", self.path.display(), self.error)
    }
}

/// An output file written under a temporary name in its folder (`.NAME.PID.partial`) and
/// renamed over NAME by [`AtomicFile::commit`]; dropped without a commit, the temporary file
/// is removed unless [`AtomicFile::keep_partial`] was asked for.
pub struct AtomicFile {
    path: PathBuf,
    /// The temporary file; `None` when `path` is not a regular file (`/dev/stdout`, a pipe),
    /// which is written directly.
    tmp: Option<PathBuf>,
    w: Option<BufWriter<File>>,
    /// The first failed write (later ones are skipped).
    error: Option<io::Error>,
    keep: bool,
}

/// The temporary name of `path` for process `pid`.
pub fn partial_name(path: &Path, pid: u32) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    path.with_file_name(format!(".{name}.{pid}.partial"))
}

impl AtomicFile {
    /// Create the temporary file next to `path`.
    pub fn create(path: &Path) -> Result<AtomicFile, WriteError> {
        // A device or a pipe (`/dev/stdout`, `/dev/full`, `<(...)`) is written where it is:
        // nothing may be renamed over it.
        let special = std::fs::metadata(path).is_ok_and(|m| !m.is_file());
        let tmp = (!special).then(|| partial_name(path, std::process::id()));
        let f = File::create(tmp.as_deref().unwrap_or(path)).map_err(|error| WriteError {
            path: path.to_path_buf(),
            error,
        })?;
        Ok(AtomicFile {
            path: path.to_path_buf(),
            tmp,
            w: Some(BufWriter::new(f)),
            error: None,
            keep: false,
        })
    }

    /// The file this one becomes.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The temporary file being written (the file itself for a device or a pipe).
    pub fn partial(&self) -> &Path {
        self.tmp.as_deref().unwrap_or(&self.path)
    }

    /// Leave the temporary file in place if this one is dropped without a commit.
    pub fn keep_partial(&mut self) {
        self.keep = true;
    }

    /// The first write error so far.
    pub fn failed(&self) -> Option<WriteError> {
        self.error.as_ref().map(|e| WriteError {
            path: self.path.clone(),
            error: io::Error::new(e.kind(), e.to_string()),
        })
    }

    /// Push what was written so far to the file (a killed process leaves it there).
    pub fn flush_now(&mut self) {
        if self.error.is_none() {
            if let Some(w) = &mut self.w {
                if let Err(e) = w.flush() {
                    self.error = Some(e);
                }
            }
        }
    }

    /// Flush, sync and rename over the target; any write error of the file's life is returned
    /// (and the temporary file removed).
    pub fn commit(mut self) -> Result<(), WriteError> {
        let w = self.w.take().expect("committed once");
        let r = match self.error.take() {
            Some(e) => Err(e),
            None => w
                .into_inner()
                .map_err(|e| e.into_error())
                .and_then(|f| match &self.tmp {
                    Some(t) => f.sync_all().and_then(|_| std::fs::rename(t, &self.path)),
                    None => Ok(()),
                }),
        };
        r.map_err(|error| {
            if let Some(t) = &self.tmp {
                let _ = std::fs::remove_file(t);
            }
            WriteError {
                path: self.path.clone(),
                error,
            }
        })
    }

    /// Write `text` as the whole of `path` (atomically).
    pub fn write_all(path: &Path, text: impl AsRef<[u8]>) -> Result<(), WriteError> {
        let mut f = AtomicFile::create(path)?;
        let _ = f.write(text.as_ref());
        f.commit()
    }
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if let Some(e) = &self.error {
            return Err(io::Error::new(e.kind(), e.to_string()));
        }
        let w = self.w.as_mut().expect("not committed");
        match w.write_all(buf) {
            Ok(()) => Ok(buf.len()),
            Err(e) => {
                let r = io::Error::new(e.kind(), e.to_string());
                self.error = Some(e);
                Err(r)
            }
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        self.flush_now();
        match &self.error {
            Some(e) => Err(io::Error::new(e.kind(), e.to_string())),
            None => Ok(()),
        }
    }
}

impl Drop for AtomicFile {
    fn drop(&mut self) {
        if let (Some(t), Some(_), false) = (&self.tmp, &self.w, self.keep) {
            let _ = std::fs::remove_file(t);
        }
    }
}

/// A shared [`AtomicFile`] that can be handed to the engine as a `Box<dyn Write>` (a trace) and
/// committed by the command afterwards.
#[derive(Clone)]
pub struct SharedFile(pub std::sync::Arc<Mutex<Option<AtomicFile>>>);

impl SharedFile {
    pub fn create(path: &Path) -> Result<SharedFile, WriteError> {
        Ok(SharedFile(std::sync::Arc::new(Mutex::new(Some(
            AtomicFile::create(path)?,
        )))))
    }

    /// Commit the file (see [`AtomicFile::commit`]).
    pub fn commit(&self) -> Result<(), WriteError> {
        let f = self
            .0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take()
            .expect("committed once");
        f.commit()
    }
}

impl Write for SharedFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match &mut *self.0.lock().unwrap_or_else(|p| p.into_inner()) {
            Some(f) => f.write(buf),
            None => Err(io::Error::other("file already committed")),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match &mut *self.0.lock().unwrap_or_else(|p| p.into_inner()) {
            Some(f) => f.flush(),
            None => Ok(()),
        }
    }
}
