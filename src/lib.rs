//! fermi-sim: an executable formal semantics of NVIDIA Fermi CUDA after Habermaier (2011).
