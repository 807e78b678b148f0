//! `libcudart.so.12` of fermi-sim (docs/host-api.md): the CUDA Runtime API functions a simple
//! program calls, on the simulator's launch machinery. A program linked against NVIDIA's
//! runtime loads this library instead when it comes first in `LD_LIBRARY_PATH`
//! (`fermi-sim exec -- PROGRAM`).
//!
//! Device memory is kept here between launches: every `cudaMalloc` allocation is a buffer at a
//! device address of its own, with its contents. A launch builds the device of the launch
//! (`fermi_sim::launch::run`), copies every allocation in through the coherent view, starts the
//! grid (context (start)), runs it to completion under the seeded scheduler and the run-time
//! checks, and copies every allocation back out: a later `cudaMemcpy` sees the results.
//! Launches are synchronous, so `cudaDeviceSynchronize` has nothing left to wait for.
//!
//! Safety: every exported function takes its pointers under the CUDA Runtime API's contract
//! for that function (valid for the sizes it names), as NVIDIA's library does.
#![allow(clippy::missing_safety_doc)]

mod device;
mod driver;
mod driver_stubs;
pub mod fatbin;
mod launch;
pub mod memory;
mod mipmap;
mod opts;
mod record;
mod register;
mod runtime;
mod state;
mod streams;
mod stubs;
mod surface;
mod symver;
mod texture;

pub use device::*;
pub use driver::*;
pub use driver_stubs::*;
pub use memory::*;
pub use register::*;
pub use runtime::*;
pub use state::{ALLOC_ALIGN, ALLOC_BASE};
pub use streams::*;
pub use texture::*;

use std::ffi::{c_uint, CStr};

/// `cudaError_t` values (CUDA 12).
pub mod err {
    pub const SUCCESS: i32 = 0;
    pub const INVALID_VALUE: i32 = 1;
    pub const MEMORY_ALLOCATION: i32 = 2;
    pub const INITIALIZATION: i32 = 3;
    pub const INVALID_CONFIGURATION: i32 = 9;
    pub const INVALID_PITCH_VALUE: i32 = 12;
    pub const INVALID_SYMBOL: i32 = 13;
    pub const INVALID_DEVICE_POINTER: i32 = 17;
    pub const INVALID_MEMCPY_DIRECTION: i32 = 21;
    pub const INVALID_DEVICE_FUNCTION: i32 = 98;
    pub const INVALID_DEVICE: i32 = 101;
    pub const NO_KERNEL_IMAGE: i32 = 209;
    pub const UNSUPPORTED_LIMIT: i32 = 215;
    pub const INVALID_RESOURCE_HANDLE: i32 = 400;
    pub const NOT_READY: i32 = 600;
    pub const COOPERATIVE_LAUNCH_TOO_LARGE: i32 = 720;
    pub const HOST_MEMORY_ALREADY_REGISTERED: i32 = 712;
    pub const HOST_MEMORY_NOT_REGISTERED: i32 = 713;
    pub const LAUNCH_FAILURE: i32 = 719;
    pub const NOT_SUPPORTED: i32 = 801;
    pub const UNKNOWN: i32 = 999;
}

/// The name and description of an error code (`cudaGetErrorName`, `cudaGetErrorString`).
pub(crate) fn error_text(e: i32) -> (&'static CStr, &'static CStr) {
    match e {
        err::SUCCESS => (c"cudaSuccess", c"no error"),
        err::INVALID_VALUE => (c"cudaErrorInvalidValue", c"invalid argument"),
        err::MEMORY_ALLOCATION => (c"cudaErrorMemoryAllocation", c"out of memory"),
        err::INITIALIZATION => (c"cudaErrorInitializationError", c"initialization error"),
        err::INVALID_CONFIGURATION => (
            c"cudaErrorInvalidConfiguration",
            c"invalid configuration argument",
        ),
        err::INVALID_PITCH_VALUE => (c"cudaErrorInvalidPitchValue", c"invalid pitch argument"),
        err::INVALID_SYMBOL => (c"cudaErrorInvalidSymbol", c"invalid device symbol"),
        err::HOST_MEMORY_ALREADY_REGISTERED => (
            c"cudaErrorHostMemoryAlreadyRegistered",
            c"part or all of the requested memory range is already mapped",
        ),
        err::HOST_MEMORY_NOT_REGISTERED => (
            c"cudaErrorHostMemoryNotRegistered",
            c"pointer does not correspond to a registered memory region",
        ),
        err::NOT_SUPPORTED => (c"cudaErrorNotSupported", c"operation not supported"),
        err::INVALID_DEVICE_POINTER => {
            (c"cudaErrorInvalidDevicePointer", c"invalid device pointer")
        }
        err::INVALID_MEMCPY_DIRECTION => (
            c"cudaErrorInvalidMemcpyDirection",
            c"invalid copy direction for memcpy",
        ),
        err::INVALID_DEVICE_FUNCTION => (
            c"cudaErrorInvalidDeviceFunction",
            c"invalid device function",
        ),
        err::INVALID_DEVICE => (c"cudaErrorInvalidDevice", c"invalid device ordinal"),
        err::NO_KERNEL_IMAGE => (
            c"cudaErrorNoKernelImageForDevice",
            c"no kernel image is available for execution on the device",
        ),
        err::LAUNCH_FAILURE => (c"cudaErrorLaunchFailure", c"unspecified launch failure"),
        err::UNSUPPORTED_LIMIT => (
            c"cudaErrorUnsupportedLimit",
            c"limit is not supported on this architecture",
        ),
        err::INVALID_RESOURCE_HANDLE => (
            c"cudaErrorInvalidResourceHandle",
            c"invalid resource handle",
        ),
        err::NOT_READY => (c"cudaErrorNotReady", c"device not ready"),
        err::COOPERATIVE_LAUNCH_TOO_LARGE => (
            c"cudaErrorCooperativeLaunchTooLarge",
            c"too many blocks in cooperative launch",
        ),
        _ => (c"cudaErrorUnknown", c"unknown error"),
    }
}

/// `dim3`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dim3 {
    pub x: c_uint,
    pub y: c_uint,
    pub z: c_uint,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_names() {
        assert_eq!(error_text(719).0, c"cudaErrorLaunchFailure");
        assert_eq!(error_text(0).1, c"no error");
        assert_eq!(error_text(12345).0, c"cudaErrorUnknown");
    }
}
