//! Litmus tests (docs/litmus.md): a herd-style PTX litmus file becomes one launch of the engine
//! whose threads branch on their id to their instruction lists; runs over seeds (or a systematic
//! search) give the histogram of final states and whether the `exists` condition is reachable.
//! Sits above `launch` and `explore`; the CLI (`fermi-sim litmus`) sits above it.

pub mod parse;
pub mod translate;

use crate::config::Config;
use crate::device::MemoryModel;
use crate::launch::manifest::{Arg, BufferSpec, ElemTy, Manifest, Num};
use crate::launch::results::{RunResult, Status};
use crate::launch::run::{run_launch, RunSettings};
use crate::launch::{Launch, Overrides};
use crate::sched::Scheduler;
pub use parse::{Expect, Litmus, LitmusError, Obs};
use std::collections::BTreeMap;
use std::sync::Arc;

/// A litmus test ready to run.
pub struct Prepared {
    pub test: Litmus,
    pub kernel: translate::Kernel,
    pub launch: Launch,
}

/// Parse, translate and prepare a litmus test's launch on `config` (with its `sm_of_block` set
/// from the scope tree). Errors are located in the litmus file.
pub fn prepare(text: &str, file: &str, config: Config) -> Result<Prepared, LitmusError> {
    prepare_variant(text, file, config, Variant::Seeds)
}

/// The launch the systematic search explores (`litmus --explore`, and `--replay` of its
/// schedules; docs/litmus.md, "Exhaustive search"): no delay warps; instead every SM may stand
/// still in any device step (`Config::warp_stalls`, the empty warp selection the thesis allows),
/// which gives the test's threads every relative pace the delay warps give and more; and only
/// the SMs the scope tree uses (an SM that never holds a block holds no line and no warp).
pub fn prepare_explore(text: &str, file: &str, config: Config) -> Result<Prepared, LitmusError> {
    prepare_variant(text, file, config, Variant::Explore)
}

/// The search's launch as it was before operations in transit became unbounded: the config's
/// bounded (stall) holds and no empty macro steps in a row. For differential tests: every final
/// state it reaches, [`prepare_explore`]'s launch reaches too (docs/explore.md).
pub fn prepare_explore_bounded(
    text: &str,
    file: &str,
    config: Config,
) -> Result<Prepared, LitmusError> {
    prepare_variant(text, file, config, Variant::ExploreBounded)
}

/// Which launch [`prepare_variant`] builds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Variant {
    /// Seeds: delay warps, the config as given.
    Seeds,
    /// The search's: warp stalls, only the used SMs, operations in transit for any number of
    /// macro steps (`stall_steps: 0`, `empty_steps_in_a_row`).
    Explore,
    /// The search's with the config's bounded (stall) holds.
    ExploreBounded,
}

fn prepare_variant(
    text: &str,
    file: &str,
    mut config: Config,
    variant: Variant,
) -> Result<Prepared, LitmusError> {
    let explore = variant != Variant::Seeds;
    let test = parse::parse(text)?;
    if test.threads.iter().all(|t| t.is_empty()) {
        return Err(LitmusError {
            line: 1,
            col: 1,
            message: "the test has no instructions".into(),
        });
    }
    let sms = test.sm_of_cta.iter().max().map_or(1, |m| m + 1);
    if sms > config.num_sms {
        return Err(LitmusError {
            line: 1,
            col: 1,
            message: format!(
                "the scope tree places CTAs on {sms} SMs; config `{}` has {}",
                config.name, config.num_sms
            ),
        });
    }
    let kernel = if explore {
        config.warp_stalls = true;
        config.num_sms = sms;
        if variant == Variant::Explore {
            // An operation may stay in flight for any number of macro steps (the thesis' macro
            // step may leave it alone): a superset of every bounded hold of (stall), with no
            // hold counter in the state (docs/explore.md, "Operations in transit, unbounded").
            config.stall_steps = 0;
            config.empty_macro_steps = true;
            config.empty_steps_in_a_row = true;
            // One transition per macro step: a longer macro step is that many device steps
            // with every SM standing still after the first ("One transition per macro step").
            config.max_macro_transitions = 1;
        }
        translate::translate_with(&test, 0)?
    } else {
        translate::translate(&test)?
    };
    let gen = format!("{file} (generated kernel)");
    let locate = |d: &crate::ptx::diag::Diagnostic| {
        let (line, col) = kernel
            .origin
            .range(..=d.span.line as usize)
            .next_back()
            .map(|(_, p)| *p)
            .unwrap_or((1, 1));
        LitmusError {
            line,
            col,
            message: format!("this instruction does not load as PTX: {}", d.message),
        }
    };
    let first = |ds: crate::ptx::diag::Diagnostics| match ds.first() {
        Some(d) => locate(d),
        None => LitmusError {
            line: 1,
            col: 1,
            message: "the generated kernel does not load".into(),
        },
    };
    let module = crate::ptx::parse_recovering(&gen, &kernel.ptx).map_err(first)?;
    let prog = crate::program::load_per_function(&module, &gen, &kernel.ptx, 0, Default::default())
        .map_err(first)?;
    if let Some(d) = prog
        .unusable
        .iter()
        .map(|(_, d)| d)
        .chain(&prog.skipped)
        .next()
    {
        return Err(locate(d));
    }
    config.sm_of_block = test.sm_of_cta.clone();
    config.warp_size = translate::WARP as u32;
    let mut mem_data = vec![Num::I(0); kernel.mem_len];
    for &(i, v) in &kernel.mem_init {
        mem_data[i] = Num::I(v);
    }
    let spec = |ty: ElemTy, data: Option<Vec<Num>>, len: usize| BufferSpec {
        ty: ty.into(),
        data: data.map(|d| {
            d.into_iter()
                .map(crate::launch::manifest::Elem::N)
                .collect()
        }),
        len: Some(len as u64),
        fill: None,
        iota: None,
        step: None,
        data_file: None,
        addr: None,
        raw: None,
    };
    let mut buffers = BTreeMap::new();
    let has_init = !kernel.mem_init.is_empty();
    buffers.insert(
        "mem".to_string(),
        if has_init {
            BufferSpec {
                len: None,
                ..spec(ElemTy::S32, Some(mem_data), kernel.mem_len)
            }
        } else {
            spec(ElemTy::S32, None, kernel.mem_len)
        },
    );
    buffers.insert("res".to_string(), spec(ElemTy::S64, None, kernel.res_len));
    let m = Manifest {
        ptx: gen.clone(),
        kernel: "litmus".into(),
        grid: (kernel.grid as u32, 1, 1),
        block: (kernel.block as u32, 1, 1),
        buffers,
        symbols: BTreeMap::new(),
        textures: BTreeMap::new(),
        surfaces: BTreeMap::new(),
        args: vec![Arg::Buffer("mem".into(), 0), Arg::Buffer("res".into(), 0)],
        arg_names: vec!["mem".into(), "res".into()],
        description: test.name.clone(),
        expected: BTreeMap::new(),
        expected_status: None,
        expected_diagnostics: None,
        registers: Vec::new(),
        register_threads: None,
        expected_registers: Default::default(),
        expected_printf: None,
        config: None,
        max_steps: None,
        dynamic_shared: 0,
        warp_size: Some(translate::WARP as u32),
        sm_of_block: Some(test.sm_of_cta.clone()),
        cooperative: false,
        test: None,
        its: None,
        launches: Vec::new(),
    };
    let launch =
        crate::launch::prepare_with(m, file, config, Arc::new(prog), &Overrides::default())
            .map_err(|e| LitmusError {
                line: 1,
                col: 1,
                message: format!("the test cannot be launched: {}", e.message),
            })?;
    Ok(Prepared {
        test,
        kernel,
        launch,
    })
}

/// A final state: the value of each observed register and location, in `observed` order.
pub type Outcome = Vec<i64>;

impl Prepared {
    /// The outcome of a run's final buffers.
    pub fn outcome(
        &self,
        buffers: &BTreeMap<String, crate::launch::results::BufferOut>,
    ) -> Outcome {
        let word = |b: &str, i: usize, n: usize| -> i64 {
            let bytes = buffers.get(b).map(|x| x.bytes.as_slice()).unwrap_or(&[]);
            let c = bytes.get(i * n..(i + 1) * n).unwrap_or(&[0; 8][..n]);
            if n == 8 {
                i64::from_le_bytes(c.try_into().unwrap())
            } else {
                i32::from_le_bytes(c.try_into().unwrap()) as i64
            }
        };
        self.test
            .observed
            .iter()
            .map(|o| {
                let slot = self
                    .kernel
                    .slots
                    .iter()
                    .find(|(x, _)| x == o)
                    .map(|s| s.1)
                    .unwrap_or(0);
                match o {
                    Obs::Reg(..) => word("res", slot, 8),
                    Obs::Loc(_) => word("mem", slot, 4),
                }
            })
            .collect()
    }

    /// Whether an outcome satisfies the condition (without the `~` of `~exists`).
    pub fn satisfies(&self, o: &Outcome) -> bool {
        let obs = &self.test.observed;
        self.test
            .cond
            .eval(&|x: &Obs| obs.iter().position(|y| y == x).map_or(0, |i| o[i]))
    }

    /// An outcome as herd prints it: `0:r1=1; x=2;`.
    pub fn show(&self, o: &Outcome) -> String {
        let v: Vec<String> = self
            .test
            .observed
            .iter()
            .zip(o)
            .map(|(x, v)| format!("{x}={v};"))
            .collect();
        v.join(" ")
    }

    /// One run under `sched`.
    pub fn run(&self, sched: &mut dyn Scheduler, seed: u64, memory: MemoryModel) -> RunResult {
        run_launch(
            &self.launch,
            sched,
            RunSettings {
                seed,
                memory,
                ..RunSettings::default()
            },
        )
    }
}

/// A row of the histogram.
#[derive(Clone, Debug)]
pub struct Row {
    /// `None` for runs that did not complete (their status instead).
    pub outcome: Option<Outcome>,
    pub status: Status,
    pub count: u64,
    /// First seed (or final memory index of a search) that gave it.
    pub first: u64,
}

/// Runs of seeds `seeds`: the histogram, in outcome order (incomplete runs last).
pub fn sweep(p: &Prepared, seeds: std::ops::RangeInclusive<u64>, memory: MemoryModel) -> Vec<Row> {
    let mut h: BTreeMap<(u8, Option<Outcome>, String), Row> = BTreeMap::new();
    for seed in seeds {
        let mut s = crate::sched::RandomSched::new(seed);
        let r = p.run(&mut s, seed, memory);
        let done = r.status == Status::Completed;
        let outcome = done.then(|| p.outcome(&r.buffers));
        let key = (
            u8::from(!done),
            outcome.clone(),
            r.status.name().to_string(),
        );
        h.entry(key)
            .or_insert(Row {
                outcome,
                status: r.status,
                count: 0,
                first: seed,
            })
            .count += 1;
    }
    h.into_values().collect()
}
