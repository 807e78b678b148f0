//! `fermi-sim view TRACE.jsonl -o run.html | --svg out.svg`: a trace as a self-contained HTML page
//! or a static SVG timeline (the rendering lives in `crate::view`).

use std::io::BufReader;
use std::path::{Path, PathBuf};

/// Render `trace` to HTML (`out`) and/or SVG (`svg`); `ptx` supplies the source pane when the
/// trace has no header. Returns the exit status (2 on bad input).
pub fn view(
    trace: &Path,
    out: Option<&PathBuf>,
    svg: Option<&PathBuf>,
    ptx: Option<&PathBuf>,
) -> i32 {
    let name = trace.display();
    if let Err(e) = crate::input::check_file(trace, crate::input::MAX_MANIFEST_BYTES) {
        eprintln!("error: {name}: cannot read: {e}");
        return 2;
    }
    let file = match std::fs::File::open(trace) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {name}: cannot read: {e}");
            return 2;
        }
    };
    let mut m = match crate::view::read_trace(BufReader::new(file)) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("error: {name}: {e}");
            return 2;
        }
    };
    if let Some(p) = ptx {
        match crate::input::read_text(p, crate::input::MAX_PTX_BYTES) {
            Ok(s) => m.set_source(s),
            Err(e) => {
                eprintln!("error: {}", e.in_file(&p.display().to_string()));
                return 2;
            }
        }
    }
    let default_out;
    let out = match (out, svg) {
        (None, None) => {
            default_out = trace.with_extension("html");
            Some(&default_out)
        }
        (o, _) => o,
    };
    for (path, text) in [
        (out, out.map(|_| crate::view::render_html(&m))),
        (svg, svg.map(|_| crate::view::render_svg(&m))),
    ] {
        if let (Some(p), Some(t)) = (path, text) {
            if let Err(e) = super::output::AtomicFile::write_all(p, t) {
                eprintln!("error: {e}");
                return 2;
            }
            eprintln!("wrote {}", p.display());
        }
    }
    0
}
