//! Driver API error names and texts, `cuGetExportTable` and `cuGetProcAddress` with its table
//! of versioned entry points. A file of its own: the Driver API's lookup of itself, apart from
//! the calls it hands out (`mod.rs` has devices and contexts).

use super::*;

// ---- Errors ----

pub(super) fn result_name(e: i32) -> Option<&'static CStr> {
    CU_RESULTS.iter().find(|r| r.0 == e).map(|r| r.1)
}

/// The description of a result: its name's words ("CUDA_ERROR_NOT_READY": "not ready").
pub(super) fn result_text(e: i32) -> Option<&'static CStr> {
    static TEXTS: std::sync::OnceLock<Vec<(i32, CString)>> = std::sync::OnceLock::new();
    let t = TEXTS.get_or_init(|| {
        CU_RESULTS
            .iter()
            .map(|(v, n)| {
                let s = match *v {
                    0 => "no error".to_string(),
                    719 => "unspecified launch failure".to_string(),
                    _ => n
                        .to_string_lossy()
                        .trim_start_matches("CUDA_ERROR_")
                        .replace('_', " ")
                        .to_lowercase(),
                };
                (*v, CString::new(s).expect("no NUL"))
            })
            .collect()
    });
    t.iter().find(|x| x.0 == e).map(|x| x.1.as_c_str())
}

#[no_mangle]
pub unsafe extern "C" fn cuGetErrorName(e: i32, s: *mut *const c_char) -> i32 {
    match result_name(e) {
        Some(n) => put(s, n.as_ptr()),
        None => {
            let _ = put(s, std::ptr::null());
            cu::INVALID_VALUE
        }
    }
}

#[no_mangle]
pub unsafe extern "C" fn cuGetErrorString(e: i32, s: *mut *const c_char) -> i32 {
    match result_text(e) {
        Some(n) => put(s, n.as_ptr()),
        None => {
            let _ = put(s, std::ptr::null());
            cu::INVALID_VALUE
        }
    }
}

// ---- Entry points ----

/// `cuGetExportTable` (the private tables NVIDIA's own libraries exchange): none here.
/// NVIDIA's NVRTC looks it up in `libcuda.so.1` when that library is loadable, and crashes
/// when the symbol is missing; with this answer it compiles as without a driver.
#[no_mangle]
pub unsafe extern "C" fn cuGetExportTable(table: *mut *const c_void, _id: *const c_void) -> i32 {
    if !table.is_null() {
        *table = std::ptr::null();
    }
    cu::NOT_SUPPORTED
}

/// The functions `cuGetProcAddress` hands out: base name, the CUDA version from which this
/// variant is the one a caller of that version gets, and the function.
pub(super) fn proc_table() -> Vec<(&'static str, c_int, usize)> {
    macro_rules! t {
        ($($name:literal $ver:literal $f:expr;)*) => { vec![$(($name, $ver, $f as usize)),*] };
    }
    t! {
        "cuInit" 2000 cuInit as extern "C" fn(c_uint) -> i32;
        "cuDriverGetVersion" 2020 cuDriverGetVersion as unsafe extern "C" fn(_) -> _;
        "cuDeviceGet" 2000 cuDeviceGet as unsafe extern "C" fn(_, _) -> _;
        "cuDeviceGetCount" 2000 cuDeviceGetCount as unsafe extern "C" fn(_) -> _;
        "cuDeviceGetName" 2000 cuDeviceGetName as unsafe extern "C" fn(_, _, _) -> _;
        "cuDeviceGetAttribute" 2000 cuDeviceGetAttribute as unsafe extern "C" fn(_, _, _) -> _;
        "cuDeviceTotalMem" 2000 cuDeviceTotalMem as unsafe extern "C" fn(_, _) -> _;
        "cuDeviceTotalMem" 3020 cuDeviceTotalMem_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuDeviceComputeCapability" 2000 cuDeviceComputeCapability as unsafe extern "C" fn(_, _, _) -> _;
        "cuDeviceGetUuid" 9020 cuDeviceGetUuid as unsafe extern "C" fn(_, _) -> _;
        "cuDeviceGetUuid" 11040 cuDeviceGetUuid_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuDevicePrimaryCtxRetain" 7000 cuDevicePrimaryCtxRetain as unsafe extern "C" fn(_, _) -> _;
        "cuDevicePrimaryCtxRelease" 7000 cuDevicePrimaryCtxRelease as extern "C" fn(_) -> _;
        "cuDevicePrimaryCtxRelease" 11000 cuDevicePrimaryCtxRelease_v2 as extern "C" fn(_) -> _;
        "cuDevicePrimaryCtxReset" 7000 cuDevicePrimaryCtxReset as extern "C" fn(_) -> _;
        "cuDevicePrimaryCtxReset" 11000 cuDevicePrimaryCtxReset_v2 as extern "C" fn(_) -> _;
        "cuDevicePrimaryCtxSetFlags" 7000 cuDevicePrimaryCtxSetFlags as extern "C" fn(_, _) -> _;
        "cuDevicePrimaryCtxSetFlags" 11000 cuDevicePrimaryCtxSetFlags_v2 as extern "C" fn(_, _) -> _;
        "cuDevicePrimaryCtxGetState" 7000 cuDevicePrimaryCtxGetState as unsafe extern "C" fn(_, _, _) -> _;
        "cuCtxCreate" 3020 cuCtxCreate_v2 as unsafe extern "C" fn(_, _, _) -> _;
        "cuCtxCreate" 11040 cuCtxCreate_v3 as unsafe extern "C" fn(_, _, _, _, _) -> _;
        "cuCtxCreate" 12050 cuCtxCreate_v4 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuCtxDestroy" 4000 cuCtxDestroy_v2 as extern "C" fn(_) -> _;
        "cuCtxPushCurrent" 4000 cuCtxPushCurrent_v2 as extern "C" fn(_) -> _;
        "cuCtxPopCurrent" 4000 cuCtxPopCurrent_v2 as unsafe extern "C" fn(_) -> _;
        "cuCtxSetCurrent" 4000 cuCtxSetCurrent as extern "C" fn(_) -> _;
        "cuCtxGetCurrent" 4000 cuCtxGetCurrent as unsafe extern "C" fn(_) -> _;
        "cuCtxGetDevice" 2000 cuCtxGetDevice as unsafe extern "C" fn(_) -> _;
        "cuCtxSynchronize" 2000 cuCtxSynchronize as extern "C" fn() -> _;
        "cuCtxGetApiVersion" 3020 cuCtxGetApiVersion as unsafe extern "C" fn(_, _) -> _;
        "cuModuleLoad" 2000 cuModuleLoad as unsafe extern "C" fn(_, _) -> _;
        "cuModuleLoadData" 2000 cuModuleLoadData as unsafe extern "C" fn(_, _) -> _;
        "cuModuleLoadDataEx" 2010 cuModuleLoadDataEx as unsafe extern "C" fn(_, _, _, _, _) -> _;
        "cuModuleLoadFatBinary" 2000 cuModuleLoadFatBinary as unsafe extern "C" fn(_, _) -> _;
        "cuModuleUnload" 2000 cuModuleUnload as extern "C" fn(_) -> _;
        "cuModuleGetFunction" 2000 cuModuleGetFunction as unsafe extern "C" fn(_, _, _) -> _;
        "cuModuleGetGlobal" 2000 cuModuleGetGlobal as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuModuleGetGlobal" 3020 cuModuleGetGlobal_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuMemAlloc" 2000 cuMemAlloc as unsafe extern "C" fn(_, _) -> _;
        "cuMemAlloc" 3020 cuMemAlloc_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuMemFree" 3020 cuMemFree_v2 as extern "C" fn(_) -> _;
        "cuMemGetInfo" 3020 cuMemGetInfo_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuMemAllocHost" 3020 cuMemAllocHost_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuMemFreeHost" 2000 cuMemFreeHost as unsafe extern "C" fn(_) -> _;
        "cuMemcpyHtoD" 3020 cuMemcpyHtoD_v2 as unsafe extern "C" fn(_, _, _) -> _;
        "cuMemcpyDtoH" 3020 cuMemcpyDtoH_v2 as unsafe extern "C" fn(_, _, _) -> _;
        "cuMemcpyDtoD" 3020 cuMemcpyDtoD_v2 as unsafe extern "C" fn(_, _, _) -> _;
        "cuMemcpyHtoDAsync" 3020 cuMemcpyHtoDAsync_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuMemcpyDtoHAsync" 3020 cuMemcpyDtoHAsync_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuMemcpyDtoDAsync" 3020 cuMemcpyDtoDAsync_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuMemcpy" 4000 cuMemcpy as unsafe extern "C" fn(_, _, _) -> _;
        "cuMemcpyAsync" 4000 cuMemcpyAsync as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuMemsetD8" 3020 cuMemsetD8_v2 as extern "C" fn(_, _, _) -> _;
        "cuMemsetD16" 3020 cuMemsetD16_v2 as extern "C" fn(_, _, _) -> _;
        "cuMemsetD32" 3020 cuMemsetD32_v2 as extern "C" fn(_, _, _) -> _;
        "cuMemsetD8Async" 3020 cuMemsetD8Async as extern "C" fn(_, _, _, _) -> _;
        "cuMemsetD16Async" 3020 cuMemsetD16Async as extern "C" fn(_, _, _, _) -> _;
        "cuMemsetD32Async" 3020 cuMemsetD32Async as extern "C" fn(_, _, _, _) -> _;
        "cuPointerGetAttribute" 4000 cuPointerGetAttribute as unsafe extern "C" fn(_, _, _) -> _;
        "cuLaunchKernel" 4000 cuLaunchKernel as unsafe extern "C" fn(_, _, _, _, _, _, _, _, _, _, _) -> _;
        "cuLaunchKernelEx" 11060 cuLaunchKernelEx as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuFuncGetAttribute" 2020 cuFuncGetAttribute as unsafe extern "C" fn(_, _, _) -> _;
        "cuFuncSetAttribute" 9000 cuFuncSetAttribute as extern "C" fn(_, _, _) -> _;
        "cuFuncSetCacheConfig" 3000 cuFuncSetCacheConfig as extern "C" fn(_, _) -> _;
        "cuStreamCreate" 2000 cuStreamCreate as unsafe extern "C" fn(_, _) -> _;
        "cuStreamCreateWithPriority" 5050 cuStreamCreateWithPriority as unsafe extern "C" fn(_, _, _) -> _;
        "cuStreamDestroy" 4000 cuStreamDestroy_v2 as extern "C" fn(_) -> _;
        "cuStreamSynchronize" 2000 cuStreamSynchronize as extern "C" fn(_) -> _;
        "cuStreamQuery" 2000 cuStreamQuery as extern "C" fn(_) -> _;
        "cuEventCreate" 2000 cuEventCreate as unsafe extern "C" fn(_, _) -> _;
        "cuEventRecord" 2000 cuEventRecord as extern "C" fn(_, _) -> _;
        "cuEventRecordWithFlags" 11010 cuEventRecordWithFlags as extern "C" fn(_, _, _) -> _;
        "cuEventSynchronize" 2000 cuEventSynchronize as extern "C" fn(_) -> _;
        "cuEventQuery" 2000 cuEventQuery as extern "C" fn(_) -> _;
        "cuEventElapsedTime" 2000 cuEventElapsedTime as unsafe extern "C" fn(_, _, _) -> _;
        "cuEventDestroy" 4000 cuEventDestroy_v2 as extern "C" fn(_) -> _;
        "cuLinkCreate" 6050 cuLinkCreate_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuLinkAddData" 6050 cuLinkAddData_v2 as unsafe extern "C" fn(_, _, _, _, _, _, _, _) -> _;
        "cuLinkAddFile" 6050 cuLinkAddFile_v2 as unsafe extern "C" fn(_, _, _, _, _, _) -> _;
        "cuLinkComplete" 5050 cuLinkComplete as unsafe extern "C" fn(_, _, _) -> _;
        "cuLinkDestroy" 5050 cuLinkDestroy as extern "C" fn(_) -> _;
        "cuLibraryLoadData" 12000 cuLibraryLoadData as unsafe extern "C" fn(_, _, _, _, _, _, _, _) -> _;
        "cuLibraryLoadFromFile" 12000 cuLibraryLoadFromFile as unsafe extern "C" fn(_, _, _, _, _, _, _, _) -> _;
        "cuLibraryUnload" 12000 cuLibraryUnload as extern "C" fn(_) -> _;
        "cuLibraryGetModule" 12000 cuLibraryGetModule as unsafe extern "C" fn(_, _) -> _;
        "cuLibraryGetKernel" 12000 cuLibraryGetKernel as unsafe extern "C" fn(_, _, _) -> _;
        "cuLibraryGetGlobal" 12000 cuLibraryGetGlobal as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuKernelGetFunction" 12000 cuKernelGetFunction as unsafe extern "C" fn(_, _) -> _;
        "cuKernelGetLibrary" 12050 cuKernelGetLibrary as unsafe extern "C" fn(_, _) -> _;
        "cuKernelGetAttribute" 12000 cuKernelGetAttribute as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuKernelSetAttribute" 12000 cuKernelSetAttribute as extern "C" fn(_, _, _, _) -> _;
        "cuKernelSetCacheConfig" 12000 cuKernelSetCacheConfig as extern "C" fn(_, _, _) -> _;
        "cuKernelGetName" 12030 cuKernelGetName as unsafe extern "C" fn(_, _) -> _;
        "cuFuncGetName" 12030 cuFuncGetName as unsafe extern "C" fn(_, _) -> _;
        "cuKernelGetParamInfo" 12040 cuKernelGetParamInfo as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuFuncGetParamInfo" 12040 cuFuncGetParamInfo as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuGetErrorName" 6000 cuGetErrorName as unsafe extern "C" fn(_, _) -> _;
        "cuGetErrorString" 6000 cuGetErrorString as unsafe extern "C" fn(_, _) -> _;
        "cuGetProcAddress" 11030 cuGetProcAddress as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuGetProcAddress" 12000 cuGetProcAddress_v2 as unsafe extern "C" fn(_, _, _, _, _) -> _;
        "cuTexObjectCreate" 5000 cuTexObjectCreate as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuTexObjectDestroy" 5000 cuTexObjectDestroy as extern "C" fn(_) -> _;
        "cuTexObjectGetResourceDesc" 5000 cuTexObjectGetResourceDesc as unsafe extern "C" fn(_, _) -> _;
        "cuTexObjectGetTextureDesc" 5000 cuTexObjectGetTextureDesc as unsafe extern "C" fn(_, _) -> _;
        "cuArrayCreate" 3020 cuArrayCreate_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuArrayGetDescriptor" 3020 cuArrayGetDescriptor_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuArrayDestroy" 2000 cuArrayDestroy as extern "C" fn(_) -> _;
        "cuMemcpyHtoA" 3020 cuMemcpyHtoA_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuMemcpyAtoH" 3020 cuMemcpyAtoH_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuModuleGetTexRef" 2000 cuModuleGetTexRef as unsafe extern "C" fn(_, _, _) -> _;
        "cuTexRefSetAddress" 3020 cuTexRefSetAddress_v2 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuTexRefSetAddress2D" 4010 cuTexRefSetAddress2D_v3 as unsafe extern "C" fn(_, _, _, _) -> _;
        "cuTexRefSetArray" 2000 cuTexRefSetArray as extern "C" fn(_, _, _) -> _;
        "cuTexRefSetFormat" 2000 cuTexRefSetFormat as extern "C" fn(_, _, _) -> _;
        "cuTexRefSetAddressMode" 2000 cuTexRefSetAddressMode as extern "C" fn(_, _, _) -> _;
        "cuTexRefSetFilterMode" 2000 cuTexRefSetFilterMode as extern "C" fn(_, _) -> _;
        "cuTexRefSetFlags" 2000 cuTexRefSetFlags as extern "C" fn(_, _) -> _;
        "cuTexRefGetAddress" 3020 cuTexRefGetAddress_v2 as unsafe extern "C" fn(_, _) -> _;
        "cuTexRefGetArray" 2000 cuTexRefGetArray as unsafe extern "C" fn(_, _) -> _;
        "cuTexRefGetAddressMode" 2000 cuTexRefGetAddressMode as unsafe extern "C" fn(_, _, _) -> _;
        "cuTexRefGetFilterMode" 2000 cuTexRefGetFilterMode as unsafe extern "C" fn(_, _) -> _;
        "cuTexRefGetFlags" 2000 cuTexRefGetFlags as unsafe extern "C" fn(_, _) -> _;
        "cuTexRefGetFormat" 2000 cuTexRefGetFormat as unsafe extern "C" fn(_, _, _) -> _;
        "cuSurfObjectCreate" 5000 cuSurfObjectCreate as unsafe extern "C" fn(_, _) -> _;
        "cuSurfObjectDestroy" 5000 cuSurfObjectDestroy as extern "C" fn(_) -> _;
        "cuSurfObjectGetResourceDesc" 5000 cuSurfObjectGetResourceDesc as unsafe extern "C" fn(_, _) -> _;
        "cuModuleGetSurfRef" 3000 cuModuleGetSurfRef as unsafe extern "C" fn(_, _, _) -> _;
        "cuSurfRefSetArray" 3000 cuSurfRefSetArray as extern "C" fn(_, _, _) -> _;
        "cuSurfRefGetArray" 3000 cuSurfRefGetArray as unsafe extern "C" fn(_, _) -> _;
    }
}

/// The function a caller of CUDA version `version` gets for `symbol`: the newest variant not
/// newer than `version`. A name with its `_vN` suffix is resolved as its base name. Any other
/// name of `cuda.h` gets its stub (driver_stubs.rs). `Err(2)` when every variant is newer,
/// `Err(1)` for a name `cuda.h` does not have.
pub(crate) fn proc_address(symbol: &str, version: c_int) -> Result<usize, c_int> {
    let table = proc_table();
    let base = |s: &str| -> Option<String> {
        let (b, v) = s.rsplit_once("_v")?;
        v.parse::<u32>().ok().map(|_| b.to_string())
    };
    let name = if table.iter().any(|t| t.0 == symbol) {
        symbol.to_string()
    } else {
        match base(symbol) {
            Some(b) if table.iter().any(|t| t.0 == b) => b,
            _ => return crate::driver_stubs::stub_for(symbol).ok_or(1),
        }
    };
    let variants: Vec<_> = table.iter().filter(|t| t.0 == name).collect();
    if variants.is_empty() {
        return Err(1);
    }
    variants
        .iter()
        .filter(|t| t.1 <= version)
        .max_by_key(|t| t.1)
        .map(|t| t.2)
        .ok_or(2)
}

/// `cuGetProcAddress_v2` (CUDA 12): `symbolStatus` gets 0 (found), 1 (not found) or 2 (the
/// version asked for is older than every variant).
#[no_mangle]
pub unsafe extern "C" fn cuGetProcAddress_v2(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    version: c_int,
    _flags: u64,
    status: *mut c_int,
) -> i32 {
    if symbol.is_null() || pfn.is_null() {
        return cu::INVALID_VALUE;
    }
    let s = CStr::from_ptr(symbol).to_string_lossy();
    let r = proc_address(&s, version);
    *pfn = r.map_or(std::ptr::null_mut(), |p| p as *mut c_void);
    if !status.is_null() {
        *status = r.err().unwrap_or(0);
    }
    match r {
        Ok(_) => cu::SUCCESS,
        Err(_) => cu::NOT_FOUND,
    }
}

/// `cuGetProcAddress` (CUDA 11.3's, without the status).
#[no_mangle]
pub unsafe extern "C" fn cuGetProcAddress(
    symbol: *const c_char,
    pfn: *mut *mut c_void,
    version: c_int,
    flags: u64,
) -> i32 {
    cuGetProcAddress_v2(symbol, pfn, version, flags, std::ptr::null_mut())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proc_addresses_resolve_versions() {
        let f = |n, v| proc_address(n, v);
        assert_eq!(
            f("cuMemAlloc", 12000),
            Ok(cuMemAlloc_v2 as *const () as usize)
        );
        assert_eq!(
            f("cuMemAlloc_v2", 12000),
            Ok(cuMemAlloc_v2 as *const () as usize)
        );
        assert_eq!(f("cuMemAlloc", 2000), Ok(cuMemAlloc as *const () as usize));
        assert_eq!(
            f("cuCtxCreate", 11000),
            Ok(cuCtxCreate_v2 as *const () as usize)
        );
        assert_eq!(
            f("cuCtxCreate", 12000),
            Ok(cuCtxCreate_v3 as *const () as usize)
        );
        assert_eq!(
            f("cuCtxCreate", 12090),
            Ok(cuCtxCreate_v4 as *const () as usize)
        );
        assert_eq!(f("cuCtxCreate", 3000), Err(2));
        assert_eq!(
            f("cuGraphCreate", 12000),
            Ok(crate::driver_stubs::cuGraphCreate as *const () as usize)
        );
        assert_eq!(f("cuNoSuchFunction", 12000), Err(1));
    }

    #[test]
    fn result_names_and_texts() {
        assert_eq!(result_name(719), Some(c"CUDA_ERROR_LAUNCH_FAILED"));
        assert_eq!(result_name(801), Some(c"CUDA_ERROR_NOT_SUPPORTED"));
        assert_eq!(result_text(600), Some(c"not ready"));
        assert_eq!(result_name(12345), None);
    }
}
