//! Streams and events (docs/host-api.md), in simulated time.
//!
//! There is one device and launches run to completion when they are called, in call order: by
//! the time a call returns, all the work of every stream issued before it is done. So a stream
//! orders nothing that is not ordered already, a stream or event is always complete (`Query`
//! says `cudaSuccess`, `Synchronize` returns at once with a failed launch's error), a callback
//! or host function runs when it is enqueued, and waiting on an event has nothing to wait for.
//!
//! Time is simulated: the clock counts the device steps of every launch so far (one step per
//! cycle of the device's clock, `device::CLOCK_KHZ`). An event records the clock when it is
//! recorded; `cudaEventElapsedTime` is the difference in milliseconds, steps / kHz. It depends
//! on the launches between the two records and their seeds only, never on the host's time.

use crate::device::CLOCK_KHZ;
use crate::err;
use crate::state::with;
use std::collections::BTreeMap;
use std::ffi::{c_int, c_uint, c_void};

/// `cudaEventDisableTiming`.
const EVENT_DISABLE_TIMING: c_uint = 2;

#[derive(Default)]
pub(crate) struct Streams {
    /// Device steps of all launches so far: the simulated clock.
    pub(crate) steps: u64,
    /// Streams created and not destroyed, by handle (handles are small numbers above the
    /// special ones: 0 the legacy default stream, 1 `cudaStreamLegacy`, 2 `cudaStreamPerThread`).
    streams: BTreeMap<usize, c_uint>,
    /// Events by handle: their flags and the clock when last recorded.
    events: BTreeMap<usize, (c_uint, Option<u64>)>,
    next: usize,
}

impl Streams {
    fn handle(&mut self) -> usize {
        // Handles start at 0x100, above the special streams, and are never reused.
        self.next = self.next.max(0xff) + 1;
        self.next
    }

    fn is_stream(&self, s: *mut c_void) -> bool {
        (s as usize) <= 2 || self.streams.contains_key(&(s as usize))
    }
}

/// `cudaStreamAddCallback`'s callback type.
pub type StreamCallback = Option<unsafe extern "C" fn(*mut c_void, i32, *mut c_void)>;
/// `cudaLaunchHostFunc`'s function type.
pub type HostFn = Option<unsafe extern "C" fn(*mut c_void)>;

// ---- Streams ----

#[no_mangle]
pub unsafe extern "C" fn cudaStreamCreateWithPriority(
    stream: *mut *mut c_void,
    flags: c_uint,
    _priority: c_int,
) -> i32 {
    if stream.is_null() || flags > 1 {
        return with(|_| err::INVALID_VALUE);
    }
    let mut h = 0;
    let e = with(|st| {
        h = st.streams.handle();
        st.streams.streams.insert(h, flags);
        err::SUCCESS
    });
    if e == err::SUCCESS {
        *stream = h as *mut c_void;
    }
    e
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamCreateWithFlags(stream: *mut *mut c_void, flags: c_uint) -> i32 {
    cudaStreamCreateWithPriority(stream, flags, 0)
}

#[no_mangle]
pub unsafe extern "C" fn cudaStreamCreate(stream: *mut *mut c_void) -> i32 {
    cudaStreamCreateWithPriority(stream, 0, 0)
}

#[no_mangle]
pub extern "C" fn cudaStreamDestroy(stream: *mut c_void) -> i32 {
    with(|st| match st.streams.streams.remove(&(stream as usize)) {
        Some(_) => err::SUCCESS,
        None => err::INVALID_RESOURCE_HANDLE,
    })
}

/// `cudaStreamSynchronize`: the stream's work is done; a failed launch's error, once.
#[no_mangle]
pub extern "C" fn cudaStreamSynchronize(stream: *mut c_void) -> i32 {
    with(|st| {
        if !st.streams.is_stream(stream) {
            return err::INVALID_RESOURCE_HANDLE;
        }
        st.sync()
    })
}

/// `cudaStreamQuery`: always complete (launches run to completion when called).
#[no_mangle]
pub extern "C" fn cudaStreamQuery(stream: *mut c_void) -> i32 {
    with(|st| {
        if !st.streams.is_stream(stream) {
            return err::INVALID_RESOURCE_HANDLE;
        }
        st.pending
    })
}

/// `cudaStreamWaitEvent`: the event's work is already done; nothing to wait for.
#[no_mangle]
pub extern "C" fn cudaStreamWaitEvent(
    stream: *mut c_void,
    event: *mut c_void,
    _flags: c_uint,
) -> i32 {
    with(|st| {
        if !st.streams.is_stream(stream) || !st.streams.events.contains_key(&(event as usize)) {
            return err::INVALID_RESOURCE_HANDLE;
        }
        err::SUCCESS
    })
}

/// `cudaStreamAddCallback`: the stream's work is done, so the callback runs now, with the
/// stream's status (a failed launch's error, or `cudaSuccess`).
#[no_mangle]
pub unsafe extern "C" fn cudaStreamAddCallback(
    stream: *mut c_void,
    callback: StreamCallback,
    user: *mut c_void,
    flags: c_uint,
) -> i32 {
    let mut status = err::SUCCESS;
    let e = with(|st| {
        if !st.streams.is_stream(stream) {
            return err::INVALID_RESOURCE_HANDLE;
        }
        if callback.is_none() || flags != 0 {
            return err::INVALID_VALUE;
        }
        status = st.pending;
        err::SUCCESS
    });
    if e == err::SUCCESS {
        // Outside the library's lock: the callback may not call CUDA, but must not deadlock
        // if it does.
        if let Some(f) = callback {
            f(stream, status, user);
        }
    }
    e
}

/// `cudaLaunchHostFunc`: runs the function now (the stream's earlier work is done).
#[no_mangle]
pub unsafe extern "C" fn cudaLaunchHostFunc(
    stream: *mut c_void,
    f: HostFn,
    user: *mut c_void,
) -> i32 {
    let e = with(|st| {
        if !st.streams.is_stream(stream) {
            return err::INVALID_RESOURCE_HANDLE;
        }
        if f.is_none() {
            return err::INVALID_VALUE;
        }
        err::SUCCESS
    });
    if e == err::SUCCESS {
        if let Some(f) = f {
            f(user);
        }
    }
    e
}

// ---- Events ----

#[no_mangle]
pub unsafe extern "C" fn cudaEventCreateWithFlags(event: *mut *mut c_void, flags: c_uint) -> i32 {
    // cudaEventBlockingSync 1, DisableTiming 2, Interprocess 4 (which needs DisableTiming).
    if event.is_null() || flags > 7 || (flags & 4 != 0 && flags & 2 == 0) {
        return with(|_| err::INVALID_VALUE);
    }
    let mut h = 0;
    let e = with(|st| {
        h = st.streams.handle();
        st.streams.events.insert(h, (flags, None));
        err::SUCCESS
    });
    if e == err::SUCCESS {
        *event = h as *mut c_void;
    }
    e
}

#[no_mangle]
pub unsafe extern "C" fn cudaEventCreate(event: *mut *mut c_void) -> i32 {
    cudaEventCreateWithFlags(event, 0)
}

#[no_mangle]
pub extern "C" fn cudaEventDestroy(event: *mut c_void) -> i32 {
    with(|st| match st.streams.events.remove(&(event as usize)) {
        Some(_) => err::SUCCESS,
        None => err::INVALID_RESOURCE_HANDLE,
    })
}

/// `cudaEventRecord`: the event takes the simulated clock now (after every launch so far).
#[no_mangle]
pub extern "C" fn cudaEventRecord(event: *mut c_void, stream: *mut c_void) -> i32 {
    with(|st| {
        if !st.streams.is_stream(stream) {
            return err::INVALID_RESOURCE_HANDLE;
        }
        let now = st.streams.steps;
        match st.streams.events.get_mut(&(event as usize)) {
            Some(e) => {
                e.1 = Some(now);
                err::SUCCESS
            }
            None => err::INVALID_RESOURCE_HANDLE,
        }
    })
}

#[no_mangle]
pub extern "C" fn cudaEventRecordWithFlags(
    event: *mut c_void,
    stream: *mut c_void,
    _flags: c_uint,
) -> i32 {
    cudaEventRecord(event, stream)
}

/// `cudaEventSynchronize`: complete already; a failed launch's error, once.
#[no_mangle]
pub extern "C" fn cudaEventSynchronize(event: *mut c_void) -> i32 {
    with(|st| {
        if !st.streams.events.contains_key(&(event as usize)) {
            return err::INVALID_RESOURCE_HANDLE;
        }
        st.sync()
    })
}

#[no_mangle]
pub extern "C" fn cudaEventQuery(event: *mut c_void) -> i32 {
    with(|st| {
        if !st.streams.events.contains_key(&(event as usize)) {
            return err::INVALID_RESOURCE_HANDLE;
        }
        st.pending
    })
}

/// `cudaEventElapsedTime`: milliseconds of simulated time between the two records.
#[no_mangle]
pub unsafe extern "C" fn cudaEventElapsedTime(
    ms: *mut f32,
    start: *mut c_void,
    end: *mut c_void,
) -> i32 {
    let mut t = 0f32;
    let e = with(|st| {
        if ms.is_null() {
            return err::INVALID_VALUE;
        }
        let ev = &st.streams.events;
        match (ev.get(&(start as usize)), ev.get(&(end as usize))) {
            (Some(&(f0, Some(a))), Some(&(f1, Some(b))))
                if (f0 | f1) & EVENT_DISABLE_TIMING == 0 =>
            {
                t = elapsed_ms(a, b);
                err::SUCCESS
            }
            _ => err::INVALID_RESOURCE_HANDLE,
        }
    });
    if e == err::SUCCESS {
        *ms = t;
    }
    e
}

/// Milliseconds from clock value `a` to `b` (negative when `b` was recorded first).
pub(crate) fn elapsed_ms(a: u64, b: u64) -> f32 {
    ((b as f64 - a as f64) / CLOCK_KHZ as f64) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elapsed_time_is_steps_over_the_clock() {
        // 1,150,000 kHz: 2,300,000 steps are 2 ms.
        assert_eq!(elapsed_ms(100, 100 + 2 * CLOCK_KHZ as u64), 2.0);
        assert!(elapsed_ms(10, 5) < 0.0);
    }
}
