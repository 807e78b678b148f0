//! Program environments (thesis §5.1.2-5.1.3, T:L1468-1716): the loaded instruction set in [`ir`],
//! the environments φ in [`env`], the code transformations and `load` in [`load`] (with
//! [`classify`] for single instructions and [`consts`] for Step 2), Step 6 in [`inject`], and the
//! human-readable [`listing`] of `fermi-sim check`.

pub mod cas_reads;
pub(crate) mod classify;
pub mod codes;
pub mod consts;
pub mod decode;
mod decoded;
pub mod env;
pub mod inject;
pub mod ir;
mod kernel_regs;
pub mod lineinfo;
pub mod listing;
pub mod load;
pub mod names;
mod shared_layout;

pub use listing::listing;
pub use load::{
    load, load_file, load_file_per_function, load_per_function, load_per_function_owned, load_str,
    load_with, LoadOptions,
};

#[cfg(test)]
mod tests;
