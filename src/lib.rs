//! fermi-sim: an executable formal semantics of NVIDIA Fermi CUDA after Habermaier, "The Model of
//! Computation of CUDA and its Formal Semantics" (2011). The module tree follows the thesis:
//! PTX front end → program environments → thread → warp → block → grid → context → device, with the
//! memory environment of chapter 4, the scheduler resolving every nondeterministic choice, the
//! checks of chapter 6, traces and the command line.

pub mod bench;
pub mod block;
pub mod checks;
pub mod cli;
pub mod config;
pub mod context;
pub mod device;
pub mod explore;
pub mod fasthash;
pub mod grid;
pub mod input;
pub mod lanemask;
pub mod launch;
pub mod litmus;
pub mod memory;
pub mod observe;
pub mod ops;
pub mod program;
pub mod ptx;
mod reuse;
pub mod sched;
pub mod suite;
pub mod synth;
#[doc(hidden)]
pub mod testrand;
pub mod thread;
pub mod trace;
pub mod verdict;
pub mod view;
pub mod warp;
