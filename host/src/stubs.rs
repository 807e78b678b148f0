//! Every other function of CUDA 12's `cuda_runtime_api.h`: it names itself once on stderr
//! and returns `cudaErrorNotSupported`. Written by host/gen_stubs.py from the header; do not
//! edit, run the script again.

use crate::err;
use crate::state::with;
use std::collections::BTreeSet;
use std::sync::Mutex;

/// A call of a function the library does not support.
fn not_supported(name: &'static str) -> i32 {
    static SAID: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let first = SAID.lock().map(|mut s| s.insert(name)).unwrap_or(true);
    if first {
        eprintln!("fermi-sim: {name} is not supported");
    }
    with(|_| err::NOT_SUPPORTED)
}

macro_rules! stubs {
    ($($name:ident)*) => {$(
        #[no_mangle]
        pub extern "C" fn $name() -> i32 {
            not_supported(stringify!($name))
        }
    )*};
}

// 203 functions.
stubs! {
    cudaArrayGetMemoryRequirements
    cudaArrayGetPlane
    cudaCtxResetPersistingL2Cache
    cudaDestroyExternalMemory
    cudaDestroyExternalSemaphore
    cudaDeviceCanAccessPeer
    cudaDeviceDisablePeerAccess
    cudaDeviceEnablePeerAccess
    cudaDeviceFlushGPUDirectRDMAWrites
    cudaDeviceGetByPCIBusId
    cudaDeviceGetDefaultMemPool
    cudaDeviceGetGraphMemAttribute
    cudaDeviceGetMemPool
    cudaDeviceGetNvSciSyncAttributes
    cudaDeviceGetP2PAttribute
    cudaDeviceGetSharedMemConfig
    cudaDeviceGetStreamPriorityRange
    cudaDeviceGraphMemTrim
    cudaDeviceRegisterAsyncNotification
    cudaDeviceSetGraphMemAttribute
    cudaDeviceSetMemPool
    cudaDeviceSetSharedMemConfig
    cudaDeviceUnregisterAsyncNotification
    cudaEventElapsedTime_v2
    cudaExternalMemoryGetMappedBuffer
    cudaExternalMemoryGetMappedMipmappedArray
    cudaFreeAsync
    cudaFuncGetName
    cudaFuncGetParamInfo
    cudaFuncSetSharedMemConfig
    cudaGetDriverEntryPoint
    cudaGetDriverEntryPointByVersion
    cudaGetExportTable
    cudaGetFuncBySymbol
    cudaGetKernel
    cudaGetTextureObjectResourceViewDesc
    cudaGraphAddChildGraphNode
    cudaGraphAddDependencies
    cudaGraphAddDependencies_v2
    cudaGraphAddEmptyNode
    cudaGraphAddExternalSemaphoresSignalNode
    cudaGraphAddExternalSemaphoresWaitNode
    cudaGraphAddHostNode
    cudaGraphAddKernelNode
    cudaGraphAddMemAllocNode
    cudaGraphAddMemFreeNode
    cudaGraphAddMemcpyNode
    cudaGraphAddMemsetNode
    cudaGraphAddNode
    cudaGraphAddNode_v2
    cudaGraphChildGraphNodeGetGraph
    cudaGraphClone
    cudaGraphConditionalHandleCreate
    cudaGraphCreate
    cudaGraphDebugDotPrint
    cudaGraphDestroy
    cudaGraphDestroyNode
    cudaGraphExecDestroy
    cudaGraphExecExternalSemaphoresSignalNodeSetParams
    cudaGraphExecExternalSemaphoresWaitNodeSetParams
    cudaGraphExecGetFlags
    cudaGraphExecHostNodeSetParams
    cudaGraphExecKernelNodeSetParams
    cudaGraphExecMemcpyNodeSetParams
    cudaGraphExecMemsetNodeSetParams
    cudaGraphExecNodeSetParams
    cudaGraphExecUpdate
    cudaGraphExternalSemaphoresSignalNodeGetParams
    cudaGraphExternalSemaphoresSignalNodeSetParams
    cudaGraphExternalSemaphoresWaitNodeGetParams
    cudaGraphExternalSemaphoresWaitNodeSetParams
    cudaGraphGetEdges
    cudaGraphGetEdges_v2
    cudaGraphGetNodes
    cudaGraphGetRootNodes
    cudaGraphHostNodeGetParams
    cudaGraphHostNodeSetParams
    cudaGraphInstantiate
    cudaGraphInstantiateWithFlags
    cudaGraphInstantiateWithParams
    cudaGraphKernelNodeCopyAttributes
    cudaGraphKernelNodeGetAttribute
    cudaGraphKernelNodeGetParams
    cudaGraphKernelNodeSetAttribute
    cudaGraphKernelNodeSetParams
    cudaGraphLaunch
    cudaGraphMemAllocNodeGetParams
    cudaGraphMemFreeNodeGetParams
    cudaGraphMemcpyNodeGetParams
    cudaGraphMemcpyNodeSetParams
    cudaGraphMemsetNodeGetParams
    cudaGraphMemsetNodeSetParams
    cudaGraphNodeFindInClone
    cudaGraphNodeGetDependencies
    cudaGraphNodeGetDependencies_v2
    cudaGraphNodeGetDependentNodes
    cudaGraphNodeGetDependentNodes_v2
    cudaGraphNodeGetEnabled
    cudaGraphNodeGetType
    cudaGraphNodeSetEnabled
    cudaGraphNodeSetParams
    cudaGraphReleaseUserObject
    cudaGraphRemoveDependencies
    cudaGraphRemoveDependencies_v2
    cudaGraphRetainUserObject
    cudaGraphicsMapResources
    cudaGraphicsResourceGetMappedMipmappedArray
    cudaGraphicsResourceGetMappedPointer
    cudaGraphicsResourceSetMapFlags
    cudaGraphicsSubResourceGetMappedArray
    cudaGraphicsUnmapResources
    cudaGraphicsUnregisterResource
    cudaImportExternalMemory
    cudaImportExternalSemaphore
    cudaInitDevice
    cudaIpcCloseMemHandle
    cudaIpcGetEventHandle
    cudaIpcGetMemHandle
    cudaIpcOpenEventHandle
    cudaIpcOpenMemHandle
    cudaKernelSetAttributeForDevice
    cudaLaunchCooperativeKernelMultiDevice
    cudaLaunchKernelExC
    cudaLibraryEnumerateKernels
    cudaLibraryGetGlobal
    cudaLibraryGetKernel
    cudaLibraryGetKernelCount
    cudaLibraryGetManaged
    cudaLibraryGetUnifiedFunction
    cudaLibraryLoadData
    cudaLibraryLoadFromFile
    cudaLibraryUnload
    cudaMalloc3D
    cudaMallocAsync
    cudaMallocFromPoolAsync
    cudaMemAdvise_v2
    cudaMemPoolCreate
    cudaMemPoolDestroy
    cudaMemPoolExportPointer
    cudaMemPoolExportToShareableHandle
    cudaMemPoolGetAccess
    cudaMemPoolGetAttribute
    cudaMemPoolImportFromShareableHandle
    cudaMemPoolImportPointer
    cudaMemPoolSetAccess
    cudaMemPoolSetAttribute
    cudaMemPoolTrimTo
    cudaMemPrefetchAsync_v2
    cudaMemRangeGetAttribute
    cudaMemRangeGetAttributes
    cudaMemcpy2DArrayToArray
    cudaMemcpy2DFromArrayAsync
    cudaMemcpy2DToArrayAsync
    cudaMemcpy3D
    cudaMemcpy3DAsync
    cudaMemcpy3DBatchAsync
    cudaMemcpy3DPeer
    cudaMemcpy3DPeerAsync
    cudaMemcpyArrayToArray
    cudaMemcpyBatchAsync
    cudaMemcpyFromArrayAsync
    cudaMemcpyPeer
    cudaMemcpyPeerAsync
    cudaMemcpyToArrayAsync
    cudaMemset3D
    cudaMemset3DAsync
    cudaMipmappedArrayGetMemoryRequirements
    cudaOccupancyAvailableDynamicSMemPerBlock
    cudaOccupancyMaxActiveClusters
    cudaOccupancyMaxPotentialClusterSize
    cudaSetDoubleForDevice
    cudaSetDoubleForHost
    cudaSetValidDevices
    cudaSignalExternalSemaphoresAsync
    cudaSignalExternalSemaphoresAsync_v2
    cudaStreamAttachMemAsync
    cudaStreamBeginCapture
    cudaStreamBeginCaptureToGraph
    cudaStreamCopyAttributes
    cudaStreamEndCapture
    cudaStreamGetAttribute
    cudaStreamGetCaptureInfo
    cudaStreamGetCaptureInfo_v2
    cudaStreamGetCaptureInfo_v3
    cudaStreamGetDevice
    cudaStreamGetFlags
    cudaStreamGetId
    cudaStreamGetPriority
    cudaStreamIsCapturing
    cudaStreamSetAttribute
    cudaStreamUpdateCaptureDependencies
    cudaStreamUpdateCaptureDependencies_v2
    cudaThreadExchangeStreamCaptureMode
    cudaThreadExit
    cudaThreadGetCacheConfig
    cudaThreadGetLimit
    cudaThreadSetCacheConfig
    cudaThreadSetLimit
    cudaUserObjectCreate
    cudaUserObjectRelease
    cudaUserObjectRetain
    cudaWaitExternalSemaphoresAsync
    cudaWaitExternalSemaphoresAsync_v2
}
