fn main() {
    std::process::exit(fermi_sim::cli::main_with(std::env::args().collect()));
}
