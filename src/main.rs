fn main() {
    // Printing into a closed pipe (`fermi-sim trace ... | head`) ends the process quietly, as
    // command-line tools do, instead of panicking on the failed write.
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    std::process::exit(fermi_sim::cli::main_with(std::env::args().collect()));
}
