//! Driver API streams and events: plain handles, since every call completes before it returns.
//! A file of its own: one concern of the Driver API (`mod.rs` has devices and contexts).

use super::*;

// ---- Streams and events ----

#[no_mangle]
pub unsafe extern "C" fn cuStreamCreate(s: *mut usize, _flags: c_uint) -> i32 {
    if s.is_null() {
        return cu::INVALID_VALUE;
    }
    *s = drv(|d| {
        let h = handle(d);
        d.streams.insert(h);
        h
    });
    cu::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuStreamCreateWithPriority(s: *mut usize, f: c_uint, _p: c_int) -> i32 {
    cuStreamCreate(s, f)
}

#[no_mangle]
pub extern "C" fn cuStreamDestroy_v2(s: usize) -> i32 {
    if drv(|d| d.streams.remove(&s)) {
        cu::SUCCESS
    } else {
        cu::INVALID_HANDLE
    }
}

#[no_mangle]
pub extern "C" fn cuStreamDestroy(s: usize) -> i32 {
    cuStreamDestroy_v2(s)
}

/// `cuStreamSynchronize`: work is done when its call returns; a failed launch's error, once.
#[no_mangle]
pub extern "C" fn cuStreamSynchronize(_s: usize) -> i32 {
    with_st(|st| st.sync())
}

/// `cuStreamQuery`: always done.
#[no_mangle]
pub extern "C" fn cuStreamQuery(_s: usize) -> i32 {
    cu::SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn cuEventCreate(e: *mut usize, _flags: c_uint) -> i32 {
    if e.is_null() {
        return cu::INVALID_VALUE;
    }
    *e = drv(|d| {
        let h = handle(d);
        d.events.insert(h, None);
        h
    });
    cu::SUCCESS
}

/// `cuEventRecord`: the host time of the call (everything before it has completed).
#[no_mangle]
pub extern "C" fn cuEventRecord(e: usize, _s: usize) -> i32 {
    drv(|d| match d.events.get_mut(&e) {
        Some(t) => {
            *t = Some(Instant::now());
            cu::SUCCESS
        }
        None => cu::INVALID_HANDLE,
    })
}

#[no_mangle]
pub extern "C" fn cuEventRecordWithFlags(e: usize, s: usize, _f: c_uint) -> i32 {
    cuEventRecord(e, s)
}

#[no_mangle]
pub extern "C" fn cuEventSynchronize(e: usize) -> i32 {
    drv(|d| match d.events.get(&e) {
        Some(_) => cu::SUCCESS,
        None => cu::INVALID_HANDLE,
    })
}

#[no_mangle]
pub extern "C" fn cuEventQuery(e: usize) -> i32 {
    cuEventSynchronize(e)
}

/// `cuEventElapsedTime`: the host (wall-clock) milliseconds between the two records, which
/// include the simulation of the launches between them.
#[no_mangle]
pub unsafe extern "C" fn cuEventElapsedTime(ms: *mut f32, a: usize, b: usize) -> i32 {
    let r = drv(|d| match (d.events.get(&a), d.events.get(&b)) {
        (Some(Some(x)), Some(Some(y))) => {
            Ok(y.saturating_duration_since(*x).as_secs_f32() * 1000.0)
        }
        (Some(_), Some(_)) => Err(cu::NOT_READY),
        _ => Err(cu::INVALID_HANDLE),
    });
    match r {
        Ok(t) => put(ms, t),
        Err(e) => e,
    }
}

#[no_mangle]
pub extern "C" fn cuEventDestroy_v2(e: usize) -> i32 {
    if drv(|d| d.events.remove(&e).is_some()) {
        cu::SUCCESS
    } else {
        cu::INVALID_HANDLE
    }
}

#[no_mangle]
pub extern "C" fn cuEventDestroy(e: usize) -> i32 {
    cuEventDestroy_v2(e)
}
