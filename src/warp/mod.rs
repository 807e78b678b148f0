//! Warp semantics (thesis §5.4, T:L1958-2355): lane masks, the execution state with its SIMT
//! branching token stack, the CRS rules and votes.
//!
//! - [`mask`] (`crate::lanemask`): lane masks; [`state`]: the warp domain (T:L1958-2002);
//! - [`crs`]: uni/taken/notTaken/enable/updExecState/unwind and the CRS rules (T:L2146-2291);
//! - [`step`]: the warp rules (bra)/(comm)/(mem) with votes (T:L2293-2355), `new_warp`,
//!   `can_be_scheduled` (T:L2630), `complete`;
//! - [`testkit`]: hand-built programs and a single-warp driver for tests.

mod coll;
pub mod crs;
pub mod fastpath;
pub mod its;
mod lanemap;
mod lanes;
mod outcome;
/// Lane masks live below the thread layer (the thread rules read blocked-register masks);
/// `warp::mask` names them here as before.
pub use crate::lanemask as mask;
pub mod regs;
pub mod state;
pub mod step;
pub mod testkit;
