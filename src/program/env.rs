//! Program environments φ (thesis §5.1.2, T:L1468-1506):
//! `φ ∈ ProgEnv = InstrEnv × GuardEnv × LabelEnv × FuncEnv × LocalEnv × VarEnv × ProgIdx`.
//! Environments return `None` (⊥) on undefined input, which makes the semantics stuck (T:L1470).

use super::ir::{
    FuncId, Guard, Instr, Operand, ProgAddr, RegId, SReg, SrcInfo, StateSpace, Ty, VarId,
};
use crate::ptx::ast::Dialect;
use serde::Serialize;
use std::sync::Arc;

/// Program index (T:L1502): distinguishes loaded programs of a context.
pub type ProgIdx = u32;

/// What a variable evaluates to, V[[v]] (T:L1416, T:L1730).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum VarValue {
    /// A register address (T:L1728).
    Reg(RegId),
    /// An address in the variable's state space (module `.global`/`.const`/`.shared`/module `.local`,
    /// kernel `.param` bank offset).
    Addr(StateSpace, u64),
    /// A function-local `.local` variable: an offset in the frame of `func`, relative to `%stackBase`
    /// (LocalEnv, T:L1498, T:L1714). Defined only while `func` is on top of the call stack κ.
    Frame { func: FuncId, offset: u64 },
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VarInfo {
    /// Unique name after Step 7 renaming (T:L1700); `source_name` is the name as written.
    pub name: String,
    pub source_name: String,
    pub space: StateSpace,
    pub value: VarValue,
    pub ty: Option<Ty>,
    pub size: u64,
    pub align: u64,
    /// Initial bytes of `.global`/`.const` variables (Step 2 folded, written by `load`, T:L1716).
    pub init: Option<Vec<u8>>,
    /// Declaring function, `None` for module scope.
    pub func: Option<FuncId>,
    pub line: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RegInfo {
    pub name: String,
    pub source_name: String,
    pub ty: Option<Ty>,
    pub func: Option<FuncId>,
}

/// A kernel parameter in the per-grid parameter bank (docs/design.md §7).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ParamInfo {
    pub name: String,
    pub ty: Option<Ty>,
    pub size: u64,
    pub align: u64,
    pub offset: u64,
}

/// LocalEnv entry of one function (T:L1498): the frame of its function-local `.local` variables.
#[derive(Clone, Debug, PartialEq, Serialize, Default)]
pub struct Frame {
    pub size: u64,
    pub vars: Vec<(VarId, u64)>,
    /// Bytes at the start of the frame that hold a `.func`'s return values and parameters
    /// (0 for a kernel): what a caller's call sequence writes before the call.
    #[serde(skip)]
    pub params: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FuncInfo {
    pub name: String,
    pub is_kernel: bool,
    /// FuncEnv (T:L1488): first instruction of the body.
    pub entry: ProgAddr,
    /// One past the last instruction of the body.
    pub end: ProgAddr,
    /// Kernel parameters (empty for `.func`; their parameters became frame slots in Step 3).
    pub params: Vec<ParamInfo>,
    pub param_bytes: u64,
    pub frame: Frame,
    /// Bytes of static shared memory the kernel uses, and the offset where dynamic
    /// (`.extern .shared x[]`) shared memory starts.
    pub shared_bytes: u64,
    pub line: u32,
}

/// Bytes of the shared region reserved for the system in a block whose kernel reads a
/// `%reserved_smem_offset_*` register (sm_80+ reserves 1 KB; cooperative groups need 288 bytes
/// of it at `%reserved_smem_offset_1` for multi-warp tiles). It follows the block's own shared
/// memory; `_0` is its first half, `_1` its second.
pub const RESERVED_SHARED: u64 = 1024;

/// φ (T:L1506) plus the side tables the simulator needs (not part of φ in the thesis).
#[derive(Clone, Debug, Serialize)]
pub struct ProgEnv {
    pub prog_idx: ProgIdx,
    /// Program address of `instrs[0]`; nonzero so that a null or foreign address is ⊥.
    pub base: ProgAddr,
    /// InstrEnv (T:L1476).
    pub instrs: Vec<Instr>,
    /// GuardEnv (T:L1480), parallel to `instrs`.
    pub guards: Vec<Guard>,
    /// Source positions, parallel to `instrs`.
    pub src: Vec<SrcInfo>,
    /// LabelEnv (T:L1484), unique names after renaming, in source order.
    pub labels: Vec<(String, ProgAddr)>,
    /// FuncEnv + LocalEnv (T:L1488, T:L1498), in source order.
    pub funcs: Vec<FuncInfo>,
    /// VarEnv (T:L1492).
    pub vars: Vec<VarInfo>,
    /// One register-file slot per declared register (docs/design.md §6).
    pub regs: Vec<RegInfo>,
    /// `%stackBase` (Step 3, T:L1646), if the program uses frames.
    pub stack_base: Option<RegId>,
    /// Initial `%stackBase`: bytes of module-scope `.local` variables (T:L1646).
    pub initial_stack_base: u64,
    /// Bytes of local memory one thread needs (module `.local` + deepest frame chain; recursion: configurable bound).
    pub local_bytes: u64,
    /// Bytes of module `.global` variables, allocated from `window::GLOBAL_BASE`.
    pub global_bytes: u64,
    /// Bytes of module `.const` variables.
    pub const_bytes: u64,
    pub dialect: Dialect,
    pub file: String,
    #[serde(skip)]
    pub source: Arc<str>,
    /// Functions the loader could not make runnable (Step 6 failed on their control flow), with
    /// the located diagnostic. The rest of the module is usable; launching a kernel that can
    /// reach one of these reports its diagnostic.
    #[serde(skip)]
    pub unusable: Vec<(FuncId, crate::ptx::diag::Diagnostic)>,
    /// Top-level items that do not parse and define no function whose header was read (a
    /// declaration, a directive outside the subset, a function header): skipped by the parser
    /// ([`crate::ptx::parse_recovering`]), each with its located diagnostic.
    #[serde(skip)]
    pub skipped: Vec<crate::ptx::diag::Diagnostic>,
    /// The decoded instructions ([`super::decode`]), built on first use; `instrs` and `guards`
    /// must not change after the program has run.
    #[serde(skip)]
    pub decoded: std::sync::OnceLock<Vec<super::decoded::Decoded>>,
    /// [`ProgEnv::regs_of`], built on first use.
    #[serde(skip)]
    pub reg_uses: std::sync::OnceLock<Vec<smallvec::SmallVec<[RegId; 6]>>>,
    /// [`ProgEnv::cas_validated`], built on first use.
    #[serde(skip)]
    pub cas_reads: std::sync::OnceLock<Vec<bool>>,
    /// After [`ProgEnv::for_kernels`]: how many registers (numbered first) the launched
    /// kernels' functions have; `None`: the program keeps the loader's numbering.
    #[serde(skip)]
    pub kernel_regs: Option<usize>,
}

impl ProgEnv {
    /// InstrEnv lookup (T:L1476): ⊥ outside the program.
    #[inline]
    pub fn index(&self, pc: ProgAddr) -> Option<usize> {
        let i = pc.checked_sub(self.base)? as usize;
        (i < self.instrs.len()).then_some(i)
    }
    #[inline]
    pub fn instr(&self, pc: ProgAddr) -> Option<&Instr> {
        self.index(pc).map(|i| &self.instrs[i])
    }
    pub fn kernel(&self, name: &str) -> Option<(FuncId, &FuncInfo)> {
        self.funcs
            .iter()
            .enumerate()
            .find(|(_, f)| f.is_kernel && f.name == name)
            .map(|(i, f)| (i as FuncId, f))
    }
    /// The function whose body contains `pc`.
    pub fn func_at(&self, pc: ProgAddr) -> Option<(FuncId, &FuncInfo)> {
        self.funcs
            .iter()
            .enumerate()
            .find(|(_, f)| f.entry <= pc && pc < f.end)
            .map(|(i, f)| (i as FuncId, f))
    }
    /// Source line of the instruction at `pc` (0 if none).
    pub fn line(&self, pc: ProgAddr) -> u32 {
        self.index(pc).map(|i| self.src[i].line).unwrap_or(0)
    }
    /// The functions `kernel` can reach through direct calls (itself included); an indirect call
    /// may reach any function.
    pub fn reachable_funcs(&self, kernel: FuncId) -> Vec<FuncId> {
        let mut seen = vec![false; self.funcs.len()];
        let mut stack = vec![kernel];
        while let Some(f) = stack.pop() {
            let Some(info) = self.funcs.get(f as usize) else {
                continue;
            };
            if std::mem::replace(&mut seen[f as usize], true) {
                continue;
            }
            for pc in info.entry..info.end {
                match self.instr(pc) {
                    Some(Instr::Call {
                        target: super::ir::Operand::Func(g),
                    }) => stack.push(*g),
                    Some(Instr::Call { .. }) => stack.extend(0..self.funcs.len() as FuncId),
                    _ => {}
                }
            }
        }
        (0..self.funcs.len() as FuncId)
            .filter(|&f| seen[f as usize])
            .collect()
    }
    /// Shared bytes reserved for the system per block of `kernel`: [`RESERVED_SHARED`] when a
    /// function it can reach reads a `%reserved_smem_offset_*` register, else none (so other
    /// kernels' shared memory and occupancy are as they were).
    pub fn reserved_shared(&self, kernel: FuncId) -> u64 {
        let reads = |o: &Operand| matches!(o, Operand::SReg(SReg::ReservedSmem(_)));
        let uses = self.reachable_funcs(kernel).into_iter().any(|f| {
            let info = &self.funcs[f as usize];
            (info.entry..info.end).any(|pc| match self.instr(pc) {
                Some(Instr::Mov { src, .. }) => reads(src),
                Some(Instr::Alu { src, .. }) => src.iter().any(reads),
                _ => false,
            })
        });
        if uses {
            RESERVED_SHARED
        } else {
            0
        }
    }
    /// The first diagnostic of an unusable function that `kernel` can reach.
    pub fn unusable_from(&self, kernel: FuncId) -> Option<&crate::ptx::diag::Diagnostic> {
        if self.unusable.is_empty() {
            return None;
        }
        let reach = self.reachable_funcs(kernel);
        self.unusable
            .iter()
            .find(|(f, _)| reach.contains(f))
            .map(|(_, d)| d)
    }
    /// Program-address consistency (T:L2965-2967) of function `fi`: the first instruction whose
    /// branch or token target lies outside the function, or whose call target is no function,
    /// with a message.
    pub fn address_violation(&self, fi: usize) -> Option<(ProgAddr, String)> {
        use super::ir::Operand;
        let f = self.funcs.get(fi)?;
        let inside = |t: ProgAddr| f.entry <= t && t < f.end;
        for pc in f.entry..f.end {
            let Some(i) = self.instr(pc) else { continue };
            let bad = |what: &str, t: ProgAddr| {
                Some((
                    pc,
                    format!(
                        "{what} target {t} lies outside function `{}` (line {})",
                        f.name,
                        self.line(pc)
                    ),
                ))
            };
            let found = match i {
                Instr::Bra {
                    target: Operand::Label(t),
                } if !inside(*t) => bad("`bra`", *t),
                Instr::BrxIdx { targets, .. } => targets
                    .iter()
                    .find(|t| !inside(**t))
                    .and_then(|t| bad("`brx.idx`", *t)),
                Instr::Ssy { target } if !inside(*target) => bad("`ssy`", *target),
                Instr::PreBrk { target } if !inside(*target) => bad("`preBrk`", *target),
                Instr::PreRet { target } if !inside(*target) => bad("`preRet`", *target),
                Instr::Call {
                    target: Operand::Func(fid),
                } if (*fid as usize) >= self.funcs.len() => Some((
                    pc,
                    format!("`call` of an unknown function (line {})", self.line(pc)),
                )),
                _ => None,
            };
            if found.is_some() {
                return found;
            }
        }
        None
    }
    pub fn num_regs(&self) -> usize {
        self.regs.len()
    }
}

/// Initial contents of module variables: `(space, address, bytes)` (§5.1.3, T:L1716).
pub fn module_inits(prog: &ProgEnv) -> Vec<(StateSpace, u64, Vec<u8>)> {
    prog.vars
        .iter()
        .filter_map(|v| match (&v.init, v.value) {
            (Some(b), VarValue::Addr(space @ (StateSpace::Global | StateSpace::Const), a)) => {
                Some((space, a, b.clone()))
            }
            _ => None,
        })
        .collect()
}
