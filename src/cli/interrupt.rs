//! Ctrl-C (SIGINT) during `sweep` and `explore`: the first one sets a flag that the search and
//! the sweep's workers poll, so the command stops starting work, prints its partial report,
//! writes its `--out` file and exits with status 130; a second Ctrl-C ends the process at once.

use std::sync::atomic::{AtomicBool, Ordering};

/// Set by the signal handler.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// The exit status of an interrupted command (128 + SIGINT, as shells report it).
pub const EXIT_INTERRUPTED: i32 = 130;

#[cfg(unix)]
extern "C" fn on_sigint(_: libc::c_int) {
    // Only an atomic store: async-signal-safe.
    INTERRUPTED.store(true, Ordering::SeqCst);
}

/// Install the handler (once per command) and give the flag it sets.
pub fn install() -> &'static AtomicBool {
    #[cfg(unix)]
    // SAFETY: the handler only stores into an atomic; SA_RESETHAND gives the second SIGINT its
    // default action (the process ends).
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = on_sigint as extern "C" fn(libc::c_int) as usize;
        sa.sa_flags = libc::SA_RESETHAND | libc::SA_RESTART;
        libc::sigemptyset(&mut sa.sa_mask);
        libc::sigaction(libc::SIGINT, &sa, std::ptr::null_mut());
    }
    &INTERRUPTED
}

/// Whether a SIGINT arrived.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}
