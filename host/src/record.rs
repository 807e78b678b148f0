//! `fermi-sim exec --record DIR` (docs/host-api.md): each launch written as a launch manifest
//! that `fermi-sim run` replays and `fermi-sim test` checks. In DIR:
//!
//! - `module-M.ptx`: the PTX of module M, once;
//! - `launch-N-KERNEL.launch.ron`: launch N: kernel, grid, block, dynamic shared memory, every
//!   allocation as a `U8` buffer at its own device address (`addr`), the module's variables as
//!   `symbols`, the arguments (pointers into an allocation as `Buffer(NAME, OFFSET)`, the others
//!   as their bytes), the settings (`test: (seeds, memory, checks)`, `warp_size`, `max_steps`,
//!   `config`) and, with `--record-expect`, this run's results as `expected`;
//! - `launch-N-KERNEL.ADDR.bin`: the contents of an allocation (or variable) that is not all
//!   zeros at launch time (raw bytes, read by `data_file`);
//! - `launch-N-KERNEL.result.json`: the results of the launch in this run, as `run --json`
//!   prints them.

use crate::launch::launch_file_stem;
use crate::state::State;
use fermi_sim::launch::results::RunResult;
use fermi_sim::launch::Launch;
use fermi_sim::program::env::VarValue;
use fermi_sim::program::ir::StateSpace;
use std::fmt::Write as _;
use std::path::Path;

/// Write launch number `st.launches` (prepared as `l`, of kernel `kernel` of module `mi`, its
/// results `r`) into the recording folder.
pub(crate) fn write(
    st: &mut State,
    mi: usize,
    kernel: &str,
    l: &Launch,
    r: &RunResult,
) -> Result<(), String> {
    let Some(dir) = st.opts.record_dir.clone() else {
        return Ok(());
    };
    let io = |p: &Path, e: std::io::Error| format!("cannot write `{}`: {e}", p.display());
    std::fs::create_dir_all(&dir).map_err(|e| io(&dir, e))?;
    let ptx = format!("module-{mi}.ptx");
    if st.recorded.insert(mi) {
        let p = dir.join(&ptx);
        std::fs::write(&p, l.prog.source.as_bytes()).map_err(|e| io(&p, e))?;
    }
    let stem = launch_file_stem(st.launches, kernel);
    let q = |s: &str| format!("{s:?}");
    let mut m = String::new();
    let memory_flat = st.memory == fermi_sim::device::MemoryModel::Flat;
    let mut checks: Vec<String> = std::env::var("FERMI_SIM_CHECK")
        .unwrap_or_default()
        .split(',')
        .map(|c| c.trim().to_string())
        .filter(|c| !c.is_empty())
        .collect();
    if st.opts.strict_races {
        checks.push("strict-races".into());
    }
    let mut replay = format!("fermi-sim run {stem}.launch.ron --seed {}", r.seed);
    if memory_flat {
        replay.push_str(" --memory flat");
    }
    if !checks.is_empty() {
        let _ = write!(replay, " --check {}", checks.join(","));
    }
    let _ = writeln!(
        m,
        "// Launch {} of kernel `{}`, recorded by `fermi-sim exec --record`. Replay:\n//   {replay}",
        st.launches,
        fermi_sim::program::names::demangled(kernel).unwrap_or_else(|| kernel.to_string()),
    );
    let _ = writeln!(m, "(");
    let _ = writeln!(m, "    ptx: {},", q(&ptx));
    let _ = writeln!(m, "    kernel: {},", q(kernel));
    let tri = |t: [u32; 3]| format!("({}, {}, {})", t[0], t[1], t[2]);
    let _ = writeln!(m, "    grid: {},", tri(l.grid));
    let _ = writeln!(m, "    block: {},", tri(l.block));
    let _ = writeln!(m, "    dynamic_shared: {},", l.manifest.dynamic_shared);
    // Contents: `len` for zeros (or, for a variable before its first launch, its
    // initializer), else a raw file.
    let contents = |b: &fermi_sim::launch::BufAlloc| -> Result<String, String> {
        if b.init.iter().all(|&x| x == 0) {
            return Ok(format!("len: {}", b.len));
        }
        let f = format!("{stem}.{:#x}.bin", b.addr);
        let p = dir.join(&f);
        std::fs::write(&p, &b.init).map_err(|e| io(&p, e))?;
        Ok(format!("data_file: {}", q(&f)))
    };
    let is_symbol = |n: &str| l.manifest.symbols.contains_key(n);
    let _ = writeln!(m, "    buffers: {{");
    for b in l.buffers.iter().filter(|b| !is_symbol(&b.name)) {
        let c = contents(b)?;
        let _ = writeln!(
            m,
            "        {}: (ty: U8, addr: {}, {c}),",
            q(&b.name),
            b.addr
        );
    }
    let _ = writeln!(m, "    }},");
    // Module-scope variables; function-scope ones cannot be named in a manifest.
    let module_scope = |n: &str| {
        l.prog.vars.iter().any(|v| {
            v.func.is_none()
                && (v.source_name == n || v.name == n)
                && matches!(v.value, VarValue::Addr(StateSpace::Global, _))
        })
    };
    let _ = writeln!(m, "    symbols: {{");
    for b in l.buffers.iter().filter(|b| is_symbol(&b.name)) {
        if !module_scope(&b.name) {
            continue;
        }
        let c = if b.init.is_empty() {
            format!("len: {}", b.len)
        } else {
            contents(b)?
        };
        let _ = writeln!(m, "        {}: (ty: U8, {c}),", q(&b.name));
    }
    let _ = writeln!(m, "    }},");
    // Texture objects (texture.rs), under the handles the arguments hold.
    if !l.manifest.textures.is_empty() {
        let _ = writeln!(m, "    textures: {{");
        for (name, t) in &l.manifest.textures {
            let a = t.address;
            let _ = writeln!(
                m,
                "        {}: (buffer: {}, dims: ({}, {}, {}), format: ({:?}, {}), filter: {:?}, address: ({:?}, {:?}, {:?}), normalized: {}, offset: {}, pitch: {}, handle: {}{}),",
                q(name),
                q(&t.buffer),
                t.dims.0,
                t.dims.1,
                t.dims.2,
                t.format.0,
                t.format.1,
                t.filter,
                a.0,
                a.1,
                a.2,
                t.normalized,
                t.offset,
                t.pitch,
                t.handle.map_or("None".into(), |h| format!("Some({h})")),
                t.extra_ron()
            );
        }
        let _ = writeln!(m, "    }},");
    }
    // Surface objects and references (surface.rs).
    if !l.manifest.surfaces.is_empty() {
        let _ = writeln!(m, "    surfaces: {{");
        for (name, t) in &l.manifest.surfaces {
            let _ = writeln!(
                m,
                "        {}: (buffer: {}, dims: ({}, {}, {}), format: ({:?}, {}), layers: {}, offset: {}, pitch: {}, handle: {}),",
                q(name),
                q(&t.buffer),
                t.dims.0,
                t.dims.1,
                t.dims.2,
                t.format.0,
                t.format.1,
                t.layers,
                t.offset,
                t.pitch,
                t.handle.map_or("None".into(), |h| format!("Some({h})"))
            );
        }
        let _ = writeln!(m, "    }},");
    }
    // Arguments: from the parameter bank, each parameter's bytes.
    let f = &l.prog.funcs[l.entry as usize];
    let mut args = Vec::new();
    for p in &f.params {
        let bytes = &l.params[p.offset as usize..(p.offset + p.size) as usize];
        let ptr = (p.size == 8)
            .then(|| u64::from_le_bytes(bytes.try_into().expect("8 bytes")))
            .and_then(|a| {
                l.buffers
                    .iter()
                    .filter(|b| !is_symbol(&b.name))
                    .find(|b| b.addr <= a && a <= b.addr + b.len)
                    .map(|b| (b.name.clone(), a - b.addr))
            });
        args.push(match ptr {
            Some((n, off)) => format!("Buffer({}, {off})", q(&n)),
            None => format!(
                "Bytes([{}])",
                bytes
                    .iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        });
    }
    let _ = writeln!(m, "    args: [{}],", args.join(", "));
    if let Some(w) = st.opts.warp_size {
        let _ = writeln!(m, "    warp_size: {w},");
    }
    if let Some(s) = st.opts.max_steps {
        let _ = writeln!(m, "    max_steps: {s},");
    }
    if let Some(c) = &st.opts.config_path {
        let c = c.canonicalize().unwrap_or_else(|_| c.clone());
        let _ = writeln!(m, "    config: {},", q(&c.display().to_string()));
    }
    let _ = writeln!(
        m,
        "    test: (seeds: \"{}..{}\", memory: [{}], checks: [{}]),",
        r.seed,
        r.seed.wrapping_add(1),
        if memory_flat { "Flat" } else { "Fermi" },
        checks.iter().map(|c| q(c)).collect::<Vec<_>>().join(", ")
    );
    if st.opts.record_expect {
        // As `expected_status` states it: the liveness outcome, `completed` for a run whose
        // only diagnostics are the checks' findings.
        let only_findings = r.status == fermi_sim::launch::results::Status::Violation
            && r.diagnostics.iter().all(|d| d.kind.is_finding());
        let status = if only_findings {
            "completed"
        } else {
            r.status.name()
        };
        let _ = writeln!(m, "    expected_status: {},", q(status));
        let mut kinds: Vec<&str> = Vec::new();
        for d in &r.diagnostics {
            if !kinds.contains(&d.kind.name()) {
                kinds.push(d.kind.name());
            }
        }
        let _ = writeln!(
            m,
            "    expected_diagnostics: [{}],",
            kinds.iter().map(|k| q(k)).collect::<Vec<_>>().join(", ")
        );
        let _ = writeln!(m, "    expected: {{");
        for (n, out) in &r.buffers {
            if is_symbol(n) && !module_scope(n) {
                continue;
            }
            let _ = writeln!(
                m,
                "        {}: [{}],",
                q(n),
                out.bytes
                    .iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        let _ = writeln!(m, "    }},");
    }
    let _ = writeln!(m, ")");
    let p = dir.join(format!("{stem}.launch.ron"));
    std::fs::write(&p, m).map_err(|e| io(&p, e))?;
    let p = dir.join(format!("{stem}.result.json"));
    let json = serde_json::to_string(r).map_err(|e| e.to_string())?;
    std::fs::write(&p, json + "\n").map_err(|e| io(&p, e))?;
    Ok(())
}
