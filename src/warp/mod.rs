//! Warp semantics (thesis §5.4, T:L1958-2355): lane masks, the execution state with its SIMT
//! branching token stack, the CRS rules and votes.

pub mod crs;
pub mod mask;
pub mod state;
pub mod step;
pub mod testkit;
