//! Systematic exploration (stub).
pub struct ExploreOptions;
pub struct ExploreReport;
pub fn explore() {}
