//! Device configuration (thesis Fig. 3.2, T:L566-591), read from RON (`configs/gf100.ron` is the
//! GTX 480 / GF100 default). Switches back to the literal thesis where fermi-sim deviates (docs/deviations.md).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BarrierExit {
    /// Exited warps do not arrive at barriers (T:L2496, docs/design.md §8 default).
    Thesis,
    /// A completed warp counts as arrived, as on real GPUs.
    Hardware,
}

/// What a completing barrier waits for besides the arrival count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BarrierFence {
    /// The barrier completes only when the implied `.cta` memory barriers (T:L1885) of all
    /// arrived warps completed, so that every participant sees the others' prior accesses (the
    /// PTX ISA's guarantee; default, see docs/deviations.md).
    Participants,
    /// Literal thesis: each thread waits only for its own fence; a warp may pass the barrier and
    /// read shared data whose stores by other warps are still in flight.
    Thesis,
}

/// Order of one thread's memory operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MemOrder {
    /// Per location (default, docs/deviations.md D2): a thread's operation waits only for its
    /// own earlier operations on overlapping bytes where one of the two writes (or both are
    /// volatile); fences wait for all of them. A thread sees its own writes, writes to one
    /// location stay in order, everything else is unordered (as on Fermi).
    Location,
    /// A thread's next memory operation enters the memory environment only after its earlier
    /// ones completed (the former default: every thread sequential).
    Thread,
    /// Literal thesis (T:L2762): non-volatile operations of one thread are unordered, so a load
    /// may overtake the same thread's earlier store to the same address.
    Thesis,
}

/// How the threads of a warp are scheduled (docs/its.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Scheduling {
    /// The thesis' SIMT semantics (default): one pc per warp, the branching token stack.
    #[default]
    Simt,
    /// Independent thread scheduling (Volta and later): a pc and call stack per thread; a warp
    /// step runs one instruction for threads of the warp at the same pc.
    Its,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BarInfoMode {
    /// Relaxed barInfo (errata B2, docs/design.md §8 default).
    Relaxed,
    /// The literal barInfo of T:L2409-2422: same-step sync+arrive on one barrier is stuck.
    Literal,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub name: String,
    /// WarpSize (T:L571); 1 = interleaving semantics, block size = lock-step (docs/design.md §11).
    /// 0 means "the block size" (whole-block lock-step).
    pub warp_size: u32,
    /// NumProcessors (T:L575).
    pub num_sms: u32,
    /// NumConWarps (T:L577): warps stepped per SM per step.
    pub warps_per_step: u32,
    /// MaxResidentBlocks (T:L572).
    pub max_resident_blocks: u32,
    /// MaxResidentThreads (T:L573).
    pub max_resident_threads: u32,
    /// MaxThreadsPerBlock (T:L568).
    pub max_threads_per_block: u32,
    /// MaxBlockSize (T:L570).
    pub max_block: [u32; 3],
    /// MaxGridSize (T:L569). The z limit is 65535, not the thesis' 1: the thesis quotes CUDA 3.2,
    /// and CUDA 4.0 gave compute capability 2.x three-dimensional grids (docs/deviations.md D14).
    pub max_grid: [u32; 3],
    /// NumBarrierIndices (T:L574).
    pub num_barriers: u32,
    /// NumConKernels (T:L578).
    pub max_concurrent_grids: u32,
    /// RegFileSize per SM, in registers (T:L587).
    pub reg_file_size: u32,
    /// SharedMemSize per SM in bytes (T:L586: 16 or 48 KB, the rest of 64 KB is L1).
    pub shared_mem_per_sm: u32,
    /// L1 data cache bytes per SM.
    pub l1_bytes: u32,
    /// L2 bytes (shared by all SMs).
    pub l2_bytes: u32,
    /// Cache line bytes.
    pub line_bytes: u32,
    pub l1_assoc: u32,
    pub l2_assoc: u32,
    /// LocalMemSize per thread (T:L583).
    pub local_mem_per_thread: u32,
    /// ConstMemSize (T:L584).
    pub const_mem_bytes: u32,
    /// Step budget: a run that takes more device steps ends with `step_limit`.
    pub max_steps: u64,
    pub barrier_exit: BarrierExit,
    pub barinfo: BarInfoMode,
    pub barrier_fence: BarrierFence,
    /// `bar.warp.sync` orders the memory accesses of the warp's lanes, as the PTX ISA says:
    /// the warp waits until their earlier operations have completed (default). `false`: it
    /// synchronises execution only, like the thesis's votes (docs/deviations.md, W11).
    pub warp_sync_fence: bool,
    pub mem_order: MemOrder,
    /// SIMT (the thesis, default) or independent thread scheduling (docs/its.md). Under ITS
    /// the memory operations of one thread are kept in order per thread (`mem_order` is read
    /// as `Thread`): the lanes of a warp no longer step together.
    pub scheduling: Scheduling,
    /// SM placement of blocks: block `i` (linear index, of every grid) is issued only to SM
    /// `sm_of_block[i]`, waiting until it has room; blocks past the list go to any SM with
    /// room (a scheduler choice, T:L2614). Empty (default): every block goes anywhere.
    pub sm_of_block: Vec<u32>,
    /// Bytes of the device heap for `malloc` (the CUDA default limit is 8 MiB).
    pub heap_bytes: u64,
    /// Bytes of the device `printf` buffer (`cudaLimitPrintfFifoSize`, CUDA's default 1 MiB):
    /// when a kernel prints more, the oldest records are dropped and the run says how many
    /// (docs/runtime.md).
    pub printf_fifo_bytes: u64,
    /// Device memory for the manifest's buffers (the GTX 480 has 1.5 GiB).
    pub global_mem_bytes: u64,
    /// The least red zone kept free before and after every global allocation (launch buffers,
    /// `malloc` blocks): an allocation of n bytes gets the larger of this and n / 8, so that an
    /// access just past one allocation is out of bounds instead of inside its neighbour
    /// (docs/checks.md). 0 places allocations back to back.
    pub red_zone_bytes: u64,
    /// Registers a kernel may declare per thread, counted over the functions it can call.
    /// PTX registers are virtual (the assembler allocates Fermi's 63 hardware registers), so the
    /// bound is on what the simulator keeps per thread: 8 bytes each.
    pub max_regs_per_thread: u32,
    /// Threads in one grid (blocks × threads per block).
    pub max_grid_threads: u64,
    /// What one launch may hold in the simulator's memory, estimated before anything is
    /// allocated (block bookkeeping, registers of resident threads, buffers).
    pub memory_budget_bytes: u64,
    /// Deviation M5: offer the silent (flush) rule of the memory environment in macro steps
    /// (T:L1370-1376, the literal reading). Off by default: the device flushes L1 between
    /// dependent grids, the guarantee the rule models.
    pub silent_flush: bool,
    /// Deviation M6: offer silent evictions and write-backs only as the first transition of a
    /// macro step while operations are pending (`false`: before every transition, literal).
    pub silent_first_only: bool,
    /// Deviation M6b: silent rules are offered in a macro step only when a separate scheduler
    /// choice among this many options picks 0 (1: always offered, literal).
    pub silent_odds: u32,
    /// Deviation M8: a macro step may stop before its first micro step (an empty macro step, as
    /// the thesis allows) when silent rules are offered in it (`silent_odds`), but never two in
    /// a row while operations are pending (progress). `false`: every macro step with pending
    /// operations takes a micro step.
    pub empty_macro_steps: bool,
    /// Empty macro steps in a row: with `empty_macro_steps`, a macro step may stop before its
    /// first micro step wherever silent rules are offered, also right after an empty one (the
    /// thesis' macro step, T:L1378, which may leave every operation alone for any number of
    /// steps). `false` (default): never two in a row while operations are pending (progress under
    /// a random policy). The litmus command's `--explore` turns it on, with `stall_steps: 0`: an
    /// operation left alone for any number of macro steps covers every hold of (stall)
    /// (docs/explore.md, "Operations in transit, unbounded").
    pub empty_steps_in_a_row: bool,
    /// →M transitions one macro step takes at most (the thesis: any number; the next macro step
    /// continues where this one stopped). Default 4096. The litmus command's `--explore` sets
    /// 1: with warp stalls on every SM, a macro step of k transitions is k device steps of one
    /// transition each, the warps standing still in all but the first (docs/explore.md, "One
    /// transition per macro step").
    pub max_macro_transitions: u32,
    /// Deviation M13: the memory's silent rule (stall) holds one pending operation that holds no
    /// cache line or lock for this many macro steps, as a busy queue between an SM and an L2
    /// slice (or a shared-memory bank) holds a request while later ones go ahead. 0: never.
    pub stall_steps: u32,
    /// scheduleWarp may pick fewer warps than it could, down to none (T:L2634: any subset of at
    /// most NumConWarps, so a warp can stand still while others and the memory move on): before
    /// an SM's selection of k warps, one choice (`ChoiceKind::DeviceRule`, k + 1 options) says
    /// how many of them stay out (0: none). `false` (default): an SM with schedulable warps
    /// steps `min(warps_per_step, schedulable)` of them. The litmus command's `--explore` turns
    /// it on (docs/litmus.md).
    pub warp_stalls: bool,
    /// Deviation W10: a load of the kernel's parameter bank (`ld.param` of a kernel parameter)
    /// reads the bank at once in the warp step, like an ALU instruction, instead of going
    /// through the memory environment (`false`: through the memory environment, as a constant
    /// load). The bank does not change while its grid runs, so the value is the same.
    pub direct_param_loads: bool,
    /// Deviation M12: a memory program's register tail (`writeToRegs`, `releaseRegs`) runs in the
    /// micro step of the statement before it (`false`: the literal programs, with a `yield`
    /// before each). Those statements touch only the issuing thread's blocked registers, which
    /// nothing can read until the release, so no schedule can tell the two apart.
    pub fused_register_tails: bool,
}

/// Largest `num_sms`.
pub const MAX_SMS: u32 = 1024;
/// Largest L1 or L2 (caches are allocated when the memory system is built).
pub const MAX_CACHE_BYTES: u64 = 1 << 30;
/// Bytes the simulator keeps per cache line besides its data: the line's state and its key
/// (`memory::cache` checks that its structures fit in it).
pub const CACHE_LINE_OVERHEAD: u64 = 96;
/// Largest `global_mem_bytes`.
pub const MAX_GLOBAL_MEM_BYTES: u64 = 1 << 40;

impl Default for Config {
    fn default() -> Self {
        Config::gf100()
    }
}

impl Config {
    /// GF100 / GTX 480 with 48 KB shared memory and 16 KB L1 (T:L566-591).
    pub fn gf100() -> Config {
        Config {
            name: "gf100".into(),
            warp_size: 32,
            num_sms: 15,
            warps_per_step: 2,
            max_resident_blocks: 8,
            max_resident_threads: 1536,
            max_threads_per_block: 1024,
            max_block: [1024, 1024, 64],
            max_grid: [65535, 65535, 65535],
            num_barriers: 16,
            max_concurrent_grids: 16,
            reg_file_size: 32768,
            shared_mem_per_sm: 48 * 1024,
            l1_bytes: 16 * 1024,
            l2_bytes: 768 * 1024,
            line_bytes: 128,
            l1_assoc: 4,
            l2_assoc: 16,
            local_mem_per_thread: 512 * 1024,
            const_mem_bytes: 64 * 1024,
            max_steps: 50_000_000,
            barrier_exit: BarrierExit::Thesis,
            barinfo: BarInfoMode::Relaxed,
            barrier_fence: BarrierFence::Participants,
            warp_sync_fence: true,
            mem_order: MemOrder::Location,
            scheduling: Scheduling::Simt,
            sm_of_block: Vec::new(),
            heap_bytes: 8 << 20,
            printf_fifo_bytes: 1 << 20,
            global_mem_bytes: 1536 << 20,
            red_zone_bytes: 1024,
            max_regs_per_thread: 1 << 16,
            max_grid_threads: 1 << 24,
            memory_budget_bytes: 4 << 30,
            silent_flush: false,
            silent_first_only: true,
            silent_odds: 16,
            empty_macro_steps: true,
            empty_steps_in_a_row: false,
            max_macro_transitions: 4096,
            stall_steps: 24,
            warp_stalls: false,
            direct_param_loads: true,
            fused_register_tails: true,
        }
    }
    /// One SM, tiny caches: for tests that want evictions and contention.
    pub fn tiny() -> Config {
        Config {
            name: "tiny".into(),
            num_sms: 1,
            l1_bytes: 512,
            l2_bytes: 2048,
            line_bytes: 32,
            l1_assoc: 2,
            l2_assoc: 4,
            max_steps: 2_000_000,
            ..Config::gf100()
        }
    }

    /// Check every field against what the simulator can run: a zero count would only end in a
    /// deadlock or a violation, a cache geometry must divide into sets, and sizes must stay
    /// within what is allocated up front. The error names the field.
    /// Bytes the Fermi memory environment allocates when it is built, in three parts: every
    /// SM's L1, every SM's shared memory, the L2 (each cache line with its bookkeeping,
    /// [`CACHE_LINE_OVERHEAD`]). Saturating: the fields may be anything before validation.
    pub fn memory_env_parts(&self) -> (u64, u64, u64) {
        let line = (self.line_bytes as u64).max(1);
        let cache = |bytes: u32| {
            let bytes = (bytes as u64).max(line);
            bytes.saturating_add((bytes / line).saturating_mul(CACHE_LINE_OVERHEAD))
        };
        let sms = self.num_sms as u64;
        (
            sms.saturating_mul(cache(self.l1_bytes)),
            sms.saturating_mul(self.shared_mem_per_sm as u64),
            cache(self.l2_bytes),
        )
    }

    pub fn validate(&self) -> Result<(), (&'static str, String)> {
        let range = |field: &'static str, v: u64, lo: u64, hi: u64| {
            if v < lo || v > hi {
                Err((
                    field,
                    format!("`{field}` is {v} but must be between {lo} and {hi}"),
                ))
            } else {
                Ok(())
            }
        };
        range(
            "warp_size",
            self.warp_size as u64,
            0,
            crate::lanemask::MAX_LANES as u64,
        )?;
        range("num_sms", self.num_sms as u64, 1, MAX_SMS as u64)?;
        if let Some((i, sm)) = self
            .sm_of_block
            .iter()
            .enumerate()
            .find(|(_, &sm)| sm >= self.num_sms)
        {
            return Err((
                "sm_of_block",
                format!(
                    "block {i} is placed on SM {sm}, but the device has {} SMs (0 ..= {})",
                    self.num_sms,
                    self.num_sms - 1
                ),
            ));
        }
        range(
            "warps_per_step",
            self.warps_per_step as u64,
            1,
            u32::MAX as u64,
        )?;
        range(
            "max_resident_blocks",
            self.max_resident_blocks as u64,
            1,
            1 << 16,
        )?;
        range(
            "max_resident_threads",
            self.max_resident_threads as u64,
            1,
            1 << 20,
        )?;
        range(
            "max_threads_per_block",
            self.max_threads_per_block as u64,
            1,
            1 << 20,
        )?;
        for d in self.max_block {
            range("max_block", d as u64, 1, u32::MAX as u64)?;
        }
        for d in self.max_grid {
            range("max_grid", d as u64, 1, u32::MAX as u64)?;
        }
        range("num_barriers", self.num_barriers as u64, 1, 1024)?;
        range(
            "max_concurrent_grids",
            self.max_concurrent_grids as u64,
            1,
            1024,
        )?;
        range(
            "shared_mem_per_sm",
            self.shared_mem_per_sm as u64,
            0,
            1 << 30,
        )?;
        range("line_bytes", self.line_bytes as u64, 4, 4096)?;
        if !self.line_bytes.is_power_of_two() {
            return Err((
                "line_bytes",
                format!(
                    "`line_bytes` is {} but must be a power of two",
                    self.line_bytes
                ),
            ));
        }
        range("l1_assoc", self.l1_assoc as u64, 1, 1 << 16)?;
        range("l2_assoc", self.l2_assoc as u64, 1, 1 << 16)?;
        for (field, bytes, assoc) in [
            ("l1_bytes", self.l1_bytes, self.l1_assoc),
            ("l2_bytes", self.l2_bytes, self.l2_assoc),
        ] {
            let set = self.line_bytes as u64 * assoc as u64;
            range(field, bytes as u64, set, MAX_CACHE_BYTES)?;
            if !(bytes as u64).is_multiple_of(set) {
                return Err((
                    field,
                    format!(
                        "`{field}` is {bytes} but must be a multiple of line_bytes × associativity = {set}"
                    ),
                ));
            }
        }
        if self.l1_bytes > self.l2_bytes {
            return Err((
                "l1_bytes",
                format!(
                    "the L1 ({} bytes) is larger than the L2 ({} bytes)",
                    self.l1_bytes, self.l2_bytes
                ),
            ));
        }
        range("max_steps", self.max_steps, 1, u64::MAX)?;
        range("heap_bytes", self.heap_bytes, 0, 1 << 40)?;
        range("printf_fifo_bytes", self.printf_fifo_bytes, 0, 1 << 30)?;
        range("red_zone_bytes", self.red_zone_bytes, 0, 1 << 24)?;
        range(
            "global_mem_bytes",
            self.global_mem_bytes,
            1,
            MAX_GLOBAL_MEM_BYTES,
        )?;
        range(
            "max_regs_per_thread",
            self.max_regs_per_thread as u64,
            1,
            1 << 20,
        )?;
        range("max_grid_threads", self.max_grid_threads, 1, u64::MAX)?;
        range(
            "memory_budget_bytes",
            self.memory_budget_bytes,
            1 << 20,
            u64::MAX,
        )?;
        // The caches and shared memories are allocated when the memory environment is built:
        // within the documented ranges they can reach terabytes (1,024 SMs with 1 GiB L1s).
        let (l1s, shared, l2) = self.memory_env_parts();
        let env = l1s.saturating_add(shared).saturating_add(l2);
        if env > self.memory_budget_bytes {
            let field = if l2 >= l1s && l2 >= shared {
                "l2_bytes"
            } else if l1s >= shared {
                "l1_bytes"
            } else {
                "shared_mem_per_sm"
            };
            return Err((
                field,
                format!(
                    "the memory environment would allocate about {} MiB before any launch ({} SMs × (L1 of l1_bytes = {} + shared_mem_per_sm = {}) + L2 of l2_bytes = {}, with {} bytes of bookkeeping per {}-byte line), above memory_budget_bytes = {}",
                    env >> 20,
                    self.num_sms,
                    self.l1_bytes,
                    self.shared_mem_per_sm,
                    self.l2_bytes,
                    CACHE_LINE_OVERHEAD,
                    self.line_bytes,
                    self.memory_budget_bytes
                ),
            ));
        }
        range("silent_odds", self.silent_odds as u64, 1, 1 << 20)?;
        range("stall_steps", self.stall_steps as u64, 0, 1 << 20)?;
        range(
            "max_macro_transitions",
            self.max_macro_transitions as u64,
            1,
            1 << 20,
        )?;
        Ok(())
    }
}
