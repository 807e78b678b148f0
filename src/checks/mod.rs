//! Checks of thesis chapter 6 and the GPUVerify papers: control-flow consistency, safety,
//! liveness, barrier divergence and data races (`docs/checks.md`).

pub mod barrier_div;
pub mod cfc;
pub mod livelock;
pub mod races;
pub mod runtime;
pub mod safety;
