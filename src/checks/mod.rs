//! Checks of thesis chapter 6 and the GPUVerify papers: control-flow consistency, safety,
//! liveness, barrier divergence and data races.

pub mod cfc;
pub mod safety;
