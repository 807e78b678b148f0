//! The memory programs of §4.5 (T:L1180-1313) in the thesis's listing syntax, plus the programs the
//! fermi-sim adds for the cases the thesis leaves open (docs/design.md §9, docs/memory.md),
//! and the choice of program for a request (part of the abstract `memOp`, T:L2760).

use super::lang::{compile, decode, fuse_register_tail, parse, Ins, Step};
use super::MemKind;
use crate::program::ir::{CacheOp, StateSpace};
use std::sync::OnceLock;

/// Every program the environment runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Prog {
    /// P4.1 `st.global.wb` (T:L627-643); also `.cg`, volatile and default global stores.
    StGlobalWb,
    /// P4.2 `ld.global.ca` / `ld.local.ca` (T:L1184-1226); also default and local loads.
    LdCa,
    /// P4.3 `st.local.cg` (T:L1228-1239); also `st.local.cs` (ERR-14: thesis reading kept).
    StLocalCg,
    /// P4.4 `atom.global` (T:L1241-1272) with the ERR-5 extension of the cache ops to σ_a.
    AtomGlobal,
    /// P4.5 `atom.shared` (T:L1274-1300).
    AtomShared,
    /// P4.6 register write (T:L1302-1313).
    RegWrite,
    /// Not in the thesis: `ld.global.cg`: L2 only.
    LdCg,
    /// Not in the thesis: `ld.global.cs` / `ld.global.lu`: P4.2 with evict-first classes.
    LdGlobalCs,
    /// Not in the thesis: `ld.local.lu` / `ld.local.cs`: P4.2 that discards the L1 line after the read.
    LdLocalLu,
    /// Not in the thesis: `ld.global.cv` and volatile global loads: drop L1, read the coherent L2.
    LdCv,
    /// Not in the thesis: `st.global.cs`: P4.1 with class first.
    StGlobalCs,
    /// Not in the thesis: `st.global.wt`: P4.1 that also writes DRAM.
    StGlobalWt,
    /// Not in the thesis: `st.local.wb` (default local store): write L1, class normal.
    StLocalWb,
    /// Not in the thesis: `ld.shared`.
    LdShared,
    /// Not in the thesis: `st.shared`.
    StShared,
    /// Not in the thesis: `ld.const` / `ld.param`: no caches modelled (T:L597).
    LdConst,
    /// Not in the thesis: `red.global`: P4.4 without the register write.
    RedGlobal,
    /// Not in the thesis: `red.shared`: P4.5 without the register write.
    RedShared,
}

impl Prog {
    pub const ALL: [Prog; 18] = [
        Prog::StGlobalWb,
        Prog::LdCa,
        Prog::StLocalCg,
        Prog::AtomGlobal,
        Prog::AtomShared,
        Prog::RegWrite,
        Prog::LdCg,
        Prog::LdGlobalCs,
        Prog::LdLocalLu,
        Prog::LdCv,
        Prog::StGlobalCs,
        Prog::StGlobalWt,
        Prog::StLocalWb,
        Prog::LdShared,
        Prog::StShared,
        Prog::LdConst,
        Prog::RedGlobal,
        Prog::RedShared,
    ];

    /// The program text.
    pub fn source(self) -> &'static str {
        match self {
            Prog::StGlobalWb => "discardL1; yield; writeL2; classifyNormalL2; releaseRegs; end;",
            Prog::LdCa => {
                "if (!isCachedL1) {
                   reserveL1; yield;
                   if (!isCachedL2) { reserveL2; yield; readMem; yield; updateL2; }
                   readL2; yield;
                   updateL1;
                 }
                 readL1; yield; writeToRegs; yield; releaseRegs; end;"
            }
            Prog::StLocalCg => "writeL1; classifyFirstL1; yield; releaseRegs; end;",
            Prog::AtomGlobal => {
                "evictL1; yield;
                 if (!isCachedL2) { reserveL2; classifyNormalL2; yield; readMem; yield; updateL2; yield; }
                 readL2; atomOp; writeL2; yield;
                 writeToRegs; yield; releaseRegs; end;"
            }
            Prog::AtomShared => {
                "lock; readMem; yield; atomOp; yield; writeMem; yield; unlock; yield;
                 writeToRegs; yield; releaseRegs; end;"
            }
            Prog::RegWrite => "writeToRegs; yield; releaseRegs; end;",
            Prog::LdCg => {
                "if (!isCachedL2) { reserveL2; yield; readMem; yield; updateL2; }
                 readL2; yield; writeToRegs; yield; releaseRegs; end;"
            }
            Prog::LdGlobalCs => {
                "if (!isCachedL1) {
                   reserveL1; classifyFirstL1; yield;
                   if (!isCachedL2) { reserveL2; classifyFirstL2; yield; readMem; yield; updateL2; }
                   readL2; yield;
                   updateL1;
                 }
                 readL1; yield; writeToRegs; yield; releaseRegs; end;"
            }
            Prog::LdLocalLu => {
                "if (!isCachedL1) {
                   reserveL1; yield;
                   if (!isCachedL2) { reserveL2; yield; readMem; yield; updateL2; }
                   readL2; yield;
                   updateL1;
                 }
                 readL1; discardL1; yield; writeToRegs; yield; releaseRegs; end;"
            }
            Prog::LdCv => {
                "evictL1; yield;
                 if (!isCachedL2) { reserveL2; yield; readMem; yield; updateL2; }
                 readL2; yield; writeToRegs; yield; releaseRegs; end;"
            }
            Prog::StGlobalCs => "discardL1; yield; writeL2; classifyFirstL2; releaseRegs; end;",
            Prog::StGlobalWt => "discardL1; yield; writeL2; writeMem; classifyNormalL2; releaseRegs; end;",
            Prog::StLocalWb => "writeL1; classifyNormalL1; yield; releaseRegs; end;",
            Prog::LdShared => "readMem; yield; writeToRegs; yield; releaseRegs; end;",
            Prog::StShared => "writeMem; yield; releaseRegs; end;",
            Prog::LdConst => "readMem; yield; writeToRegs; yield; releaseRegs; end;",
            Prog::RedGlobal => {
                "evictL1; yield;
                 if (!isCachedL2) { reserveL2; classifyNormalL2; yield; readMem; yield; updateL2; yield; }
                 readL2; atomOp; writeL2; yield;
                 releaseRegs; end;"
            }
            Prog::RedShared => "lock; readMem; yield; atomOp; yield; writeMem; yield; unlock; yield; releaseRegs; end;",
        }
    }

    /// The compiled code (parsed once per process): the listing as written, or with its
    /// register tail fused into the micro step before it (`fused`, deviation M12).
    pub fn code(self, fused: bool) -> &'static [Ins] {
        static CODE: OnceLock<[Vec<Vec<Ins>>; 2]> = OnceLock::new();
        let all = CODE.get_or_init(|| {
            [false, true].map(|fused| {
                Prog::ALL
                    .iter()
                    .map(|p| {
                        let s = parse(p.source()).expect("built-in program parses");
                        let s = if fused { fuse_register_tail(s) } else { s };
                        compile(&s).expect("built-in program compiles")
                    })
                    .collect()
            })
        });
        &all[fused as usize][self as usize]
    }

    /// The decoded code a micro step runs ([`Step`]), statement for statement as [`Prog::code`].
    /// The table holds the slices themselves (leaked once per process), so a micro step finds
    /// its program with one load instead of two dependent ones.
    pub fn steps(self, fused: bool) -> &'static [Step] {
        static STEPS: OnceLock<[[&'static [Step]; Prog::ALL.len()]; 2]> = OnceLock::new();
        let all = STEPS.get_or_init(|| {
            [false, true].map(|fused| Prog::ALL.map(|p| &*decode(p.code(fused)).leak()))
        });
        all[fused as usize][self as usize]
    }
}

/// Pick the program of a request (the program selection of `memOp`, T:L2760, docs/memory.md).
/// `Err` for requests no program serves (stores to constant memory, atomics on local memory, ...).
pub fn select(
    kind: MemKind,
    space: StateSpace,
    cop: CacheOp,
    volatile: bool,
    has_dst: bool,
) -> Result<Prog, String> {
    use CacheOp as C;
    use StateSpace as S;
    Ok(match (kind, space) {
        (MemKind::Load, S::Global) if volatile => Prog::LdCv,
        (MemKind::Load, S::Global) => match cop {
            C::Cg => Prog::LdCg,
            C::Cs | C::Lu => Prog::LdGlobalCs,
            C::Cv => Prog::LdCv,
            _ => Prog::LdCa,
        },
        (MemKind::Load, S::Local) => match cop {
            C::Lu | C::Cs => Prog::LdLocalLu,
            _ => Prog::LdCa,
        },
        (MemKind::Load, S::Shared) => Prog::LdShared,
        (MemKind::Load, S::Const | S::Param) => Prog::LdConst,
        (MemKind::Store, S::Global) if volatile => Prog::StGlobalWb,
        (MemKind::Store, S::Global) => match cop {
            C::Cs => Prog::StGlobalCs,
            C::Wt => Prog::StGlobalWt,
            _ => Prog::StGlobalWb,
        },
        (MemKind::Store, S::Local) => match cop {
            C::Cg | C::Cs => Prog::StLocalCg,
            _ => Prog::StLocalWb,
        },
        (MemKind::Store, S::Shared) => Prog::StShared,
        (MemKind::Atomic(_), S::Global) => {
            if has_dst {
                Prog::AtomGlobal
            } else {
                Prog::RedGlobal
            }
        }
        (MemKind::Atomic(_), S::Shared) => {
            if has_dst {
                Prog::AtomShared
            } else {
                Prog::RedShared
            }
        }
        (_, S::Generic) => {
            return Err("generic address reached the memory system (resolve it first)".into())
        }
        (MemKind::Store, S::Const | S::Param) => {
            return Err("store to read-only memory (T:L858)".into())
        }
        (MemKind::Atomic(_), _) => {
            return Err("atomics exist only for .global and .shared (T:L787)".into())
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::program::ir::AtomOp;

    #[test]
    fn every_builtin_program_compiles_and_ends() {
        for p in Prog::ALL {
            for fused in [false, true] {
                assert_eq!(p.code(fused).last(), Some(&Ins::End), "{p:?}");
                assert_eq!(p.steps(fused).len(), p.code(fused).len(), "{p:?}");
                // Every condition of the built-in programs is `!isCachedL1` or `!isCachedL2`.
                assert!(
                    !p.steps(fused)
                        .iter()
                        .any(|s| matches!(s, Step::JumpIfNot(..))),
                    "{p:?}"
                );
            }
        }
    }

    #[test]
    fn selection_follows_the_thesis_and_the_documented_table() {
        let s = |k, sp, c, v, d| select(k, sp, c, v, d).unwrap();
        use CacheOp as C;
        use StateSpace as S;
        assert_eq!(
            s(MemKind::Store, S::Global, C::Default, false, false),
            Prog::StGlobalWb
        );
        assert_eq!(s(MemKind::Load, S::Global, C::Ca, false, true), Prog::LdCa);
        assert_eq!(
            s(MemKind::Load, S::Local, C::Default, false, true),
            Prog::LdCa
        );
        assert_eq!(
            s(MemKind::Store, S::Local, C::Cg, false, false),
            Prog::StLocalCg
        );
        assert_eq!(
            s(
                MemKind::Atomic(AtomOp::Add),
                S::Global,
                C::Default,
                false,
                true
            ),
            Prog::AtomGlobal
        );
        assert_eq!(
            s(
                MemKind::Atomic(AtomOp::Add),
                S::Shared,
                C::Default,
                false,
                false
            ),
            Prog::RedShared
        );
        assert_eq!(s(MemKind::Load, S::Global, C::Ca, true, true), Prog::LdCv);
        assert_eq!(
            s(MemKind::Load, S::Param, C::Default, false, true),
            Prog::LdConst
        );
        assert!(select(MemKind::Store, S::Const, C::Default, false, false).is_err());
        assert!(select(
            MemKind::Atomic(AtomOp::Add),
            S::Local,
            C::Default,
            false,
            true
        )
        .is_err());
    }
}
