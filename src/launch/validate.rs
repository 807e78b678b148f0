//! The checks `prepare_with` (`mod.rs`) makes on a manifest before anything is allocated:
//! the memory footprint and the blocks one SM holds, the grid and block sizes, cooperative
//! launches, tolerances, expected statuses and diagnostic kinds, and the `test` section. Each
//! fails with a located `InputError` (exit status 2). A file of its own: they read the manifest
//! and the configuration only, apart from building the launch.

use super::*;

/// The limits that keep a launch's memory bounded before anything is allocated: threads per
/// grid, registers per thread, and an estimate of what the run holds (per-block bookkeeping for
/// every block, registers of every resident thread, the buffers and their initial contents)
/// against `memory_budget_bytes`.
/// `slots`: the thread slots a block occupies (whole warps of `warp_size`).
pub(super) fn check_footprint(
    file: &str,
    config: &Config,
    prog: &ProgEnv,
    m: &Manifest,
    (blocks, threads_per_block, slots): (u64, u64, u64),
    warp_size: u32,
) -> Result<(), InputError> {
    let grid_threads = blocks.saturating_mul(threads_per_block);
    if grid_threads > config.max_grid_threads || blocks > u32::MAX as u64 {
        return Err(err(
            file,
            "grid",
            format!(
                "{blocks} blocks of {threads_per_block} threads are {grid_threads} threads, above max_grid_threads = {} of config `{}`",
                config.max_grid_threads, config.name
            ),
        ));
    }
    let nregs = prog.warp_regs() as u64;
    if nregs > config.max_regs_per_thread as u64 {
        return Err(err(
            file,
            "ptx",
            format!(
                "the launched kernels' functions declare {nregs} registers, above max_regs_per_thread = {} of config `{}` (every thread keeps all of them)",
                config.max_regs_per_thread, config.name
            ),
        ));
    }
    let warp = warp_size.max(1) as u64;
    let warps_per_block = slots / warp;
    let resident_blocks =
        blocks.min(config.num_sms as u64 * blocks_per_sm(config, slots, 0).max(1));
    let resident_warps = resident_blocks * warps_per_block;
    let per_reg = 8 * warp + std::mem::size_of::<crate::warp::mask::LaneMask>() as u64;
    let mut buffers = 0u64;
    for (name, b) in &m.buffers {
        let n = b.init_len().unwrap_or(b.len.unwrap_or(0));
        buffers = buffers.saturating_add(n.saturating_mul(b.ty.bytes() as u64));
        if buffers > config.global_mem_bytes {
            return Err(err(
                file,
                &format!("buffers.{name}"),
                format!(
                    "{n} elements of {} bytes bring the buffers to {buffers} bytes, above global_mem_bytes = {} of config `{}`",
                    b.ty.bytes(),
                    config.global_mem_bytes,
                    config.name
                ),
            ));
        }
    }
    let estimate = blocks
        .saturating_mul(std::mem::size_of::<crate::block::ThreadBlock>() as u64)
        .saturating_add(resident_warps.saturating_mul(nregs).saturating_mul(per_reg))
        .saturating_add(buffers.saturating_mul(2));
    if estimate > config.memory_budget_bytes {
        return Err(err(
            file,
            "grid",
            format!(
                "this launch would hold about {} MiB ({blocks} blocks, {resident_warps} resident warps of {nregs} registers, {buffers} bytes of buffers), above memory_budget_bytes = {} of config `{}`",
                estimate >> 20,
                config.memory_budget_bytes,
                config.name
            ),
        ));
    }
    Ok(())
}

/// Blocks one SM holds at once: limited by its block slots, its thread slots (`slots` per
/// block) and its shared memory (`shared_per_block`, 0 for no limit), as block issue allocates
/// them (`context::issue_blocks`).
pub(super) fn blocks_per_sm(config: &Config, slots: u64, shared_per_block: u64) -> u64 {
    let by_threads = config.max_resident_threads as u64 / slots.max(1);
    let by_shared = (config.shared_mem_per_sm as u64)
        .checked_div(shared_per_block)
        .unwrap_or(u64::MAX);
    by_threads
        .min(by_shared)
        .min(config.max_resident_blocks as u64)
}

/// Tolerances are for float values: a buffer without a float field takes none, and each given
/// must be a number at least 0.
/// `field` names the expectation, `what` the values (`the buffer`, `the register`).
pub(super) fn check_tolerance(
    file: &str,
    field: &str,
    what: &str,
    ty: &BufTy,
    t: &manifest::Tolerance,
) -> Result<(), InputError> {
    if !ty.has_float() {
        return Err(err(
            file,
            field,
            format!(
                "tolerances are for float values, but {what} is {} (its values must match exactly)",
                ty.name()
            ),
        ));
    }
    for (k, v) in [("abs", t.abs), ("rel", t.rel)] {
        if let Some(v) = v.filter(|v| !(*v >= 0.0 && v.is_finite())) {
            return Err(err(
                file,
                &format!("{field}.{k}"),
                format!("{v} is not a finite number at least 0"),
            ));
        }
    }
    Ok(())
}

/// Bytes of the grid-synchronisation workspace (CUDA's is a barrier counter and a generation).
pub const GRID_SYNC_BYTES: u64 = 16;

/// A cooperative launch runs only if every block can be resident at once (CUDA refuses it with
/// `cudaErrorCooperativeLaunchTooLarge`): otherwise `this_grid().sync()` would wait for blocks
/// that cannot start until others finish.
pub(super) fn check_cooperative(
    file: &str,
    config: &Config,
    blocks: u64,
    slots: u64,
    shared_per_block: u64,
) -> Result<(), InputError> {
    let per_sm = blocks_per_sm(config, slots, shared_per_block);
    let resident = per_sm * config.num_sms as u64;
    if blocks > resident {
        return Err(err(
            file,
            "cooperative",
            format!(
                "a cooperative launch needs all {blocks} blocks resident at once, but config `{}` holds {resident} ({per_sm} per SM on {} SMs)",
                config.name, config.num_sms
            ),
        ));
    }
    Ok(())
}

/// The grid's or block's dimensions (`field`) of a launch of `kernel`: each at least 1 (the CUDA
/// runtime refuses a launch of zero blocks or zero threads per block with
/// `cudaErrorInvalidConfiguration`, which host code that skips error checks never sees: the
/// kernel just does not run) and at most the config's maximum.
pub(super) fn check_dims(
    file: &str,
    field: &str,
    d: [u32; 3],
    max: [u32; 3],
    cfg: &str,
    kernel: &str,
) -> Result<(), InputError> {
    for (i, n) in ["x", "y", "z"].iter().enumerate() {
        if d[i] == 0 {
            let what = if field == "grid" {
                "blocks"
            } else {
                "threads per block"
            };
            return Err(err(
                file,
                field,
                format!(
                    "dimension {n} is 0: the CUDA runtime refuses this launch of kernel `{kernel}` with zero {what} (cudaErrorInvalidConfiguration); every dimension must be at least 1"
                ),
            ));
        }
        if d[i] > max[i] {
            return Err(err(
                file,
                field,
                format!(
                    "dimension {n} = {} exceeds the maximum {} of config `{cfg}`",
                    d[i], max[i]
                ),
            ));
        }
    }
    Ok(())
}

/// An `expected_status` names a status a run can end with.
pub(super) fn check_status(file: &str, field: &str, s: Option<&str>) -> Result<(), InputError> {
    match s {
        Some(s) if results::Status::from_name(s).is_none() => Err(err(
            file,
            field,
            format!(
                "unknown status `{}` (statuses: {})",
                crate::input::excerpt(s, 60),
                results::Status::ALL.map(|x| x.name()).join(", ")
            ),
        )),
        _ => Ok(()),
    }
}

/// Every kind of an `expected_diagnostics` list is one a run can report.
pub(super) fn check_kinds(
    file: &str,
    field: &str,
    kinds: Option<&[String]>,
) -> Result<(), InputError> {
    for (i, k) in kinds.into_iter().flatten().enumerate() {
        if !results::is_known_kind(k) {
            return Err(err(
                file,
                &format!("{field}[{i}]"),
                format!(
                    "unknown diagnostic kind `{}` (kinds: {})",
                    crate::input::excerpt(k, 60),
                    results::Kind::ALL.map(results::Kind::name).join(", ")
                ),
            ));
        }
    }
    Ok(())
}

/// The `test` section: seeds that parse, expectations that name real statuses and kinds.
pub(super) fn check_test_spec(
    file: &str,
    t: Option<&manifest::TestSpec>,
) -> Result<(), InputError> {
    let Some(t) = t else { return Ok(()) };
    let seeds = manifest::parse_seeds(&t.seeds).map_err(|m| err(file, "test.seeds", m))?;
    if seeds.is_empty() {
        return Err(err(file, "test.seeds", "no seeds in the range"));
    }
    // A bound on the cases of one manifest, so a typo cannot start billions of runs.
    let cases = (seeds.end - seeds.start)
        .saturating_mul(t.warp_sizes.len().max(1) as u64)
        .saturating_mul(t.memory.len().max(1) as u64);
    if cases > MAX_TEST_CASES {
        return Err(err(
            file,
            "test",
            format!("{cases} cases (seeds × warp sizes × memory models); at most {MAX_TEST_CASES}"),
        ));
    }
    for (i, mode) in t.modes.iter().enumerate() {
        let f = format!("test.modes[{i}]");
        check_status(
            file,
            &format!("{f}.expected_status"),
            mode.expected_status.as_deref(),
        )?;
        check_kinds(
            file,
            &format!("{f}.expected_diagnostics"),
            mode.expected_diagnostics.as_deref(),
        )?;
    }
    Ok(())
}

/// The most test cases one manifest may ask for.
pub const MAX_TEST_CASES: u64 = 100_000;
