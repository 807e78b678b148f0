//! Seeing a run: a trace (JSON Lines, docs/design.md, "Interfaces") becomes a self-contained
//! HTML page — one timeline per warp (time across, lanes down, coloured by what each lane does),
//! stack depth, barrier waits, diagnostics, step details as the thesis figures print them
//! (T:L2029-2038) and a source pane coloured by execution counts — or a static SVG of the same
//! timeline. Long traces are aggregated in Rust ([`timeline`]) so the output stays small.

pub mod html;
pub mod model;
pub mod svg;
pub mod timeline;

pub use html::render_html;
pub use model::{read_trace, LaneState, TraceModel};
pub use svg::render_svg;
