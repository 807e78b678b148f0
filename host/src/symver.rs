//! The symbol versions of the runtime's functions: `NAME@@libcudart.so.12` (the default, what
//! programs built against CUDA 12 ask for) and `NAME@libcudart.so.11.0` (CUDA 11's), for every
//! exported `cuda*`/`__cuda*` function; host/build.rs finds them and writes the directives.
//! Not in unit-test builds: an executable has no version nodes to bind them to.

#[cfg(not(test))]
std::arch::global_asm!(include_str!(concat!(env!("OUT_DIR"), "/symver.s")));
