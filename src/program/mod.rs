//! Program environments (thesis §5.1.2-5.1.3, T:L1468-1716): the loaded instruction set in [`ir`],
//! the environments φ in [`env`].

pub mod env;
pub mod ir;
pub mod load;
