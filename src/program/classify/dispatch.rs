//! The instruction dispatch of phase C: one PTX instruction to the program environment's
//! instructions (Steps 2 and 4 per instruction, T:L1591-1597, T:L1661).
//!
//! One `match` on the opcode, one arm per opcode, grouped by the chapters of the PTX ISA's
//! instruction set (§9.7). Every arm names its opcode and calls the loader of its chapter; the
//! forms of one opcode (`add.cc`, `cvt.pack`, `bar.warp.sync`, `vote.sync`, bulk `cp`) are told
//! apart inside that loader, never by the order of the arms. `grep '"add" =>'` finds where an
//! opcode is loaded.

use super::data::{mul_mode, prmt_mode};
use super::*;

// The messages of the instructions outside the subset (T:L1424), with the PTX version and target
// that introduced them.
const SURFACE: &str = "surface reductions and `istypep` are not modelled (T:L1424; `suld`, `sust` and `suq` are, docs/texture.md)";
const DEBUG: &str = "debugging instructions are not modelled (T:L1424)";
const WMMA: &str = "tensor-core instructions (PTX 6.0, sm_70) are outside the supported subset";
const MMA: &str = "tensor-core instructions (PTX 6.4, sm_70) are outside the supported subset";
const MATRIX_LOAD: &str =
    "matrix load instructions (PTX 6.5/7.8, sm_75) are outside the supported subset";
const MATRIX_STORE: &str =
    "matrix store instructions (PTX 7.8, sm_90) are outside the supported subset";
const WGMMA: &str =
    "warpgroup tensor-core instructions (PTX 8.0, sm_90a) are outside the supported subset";
pub(super) const BULK_COPY: &str = "bulk asynchronous copies (`cp.async.bulk`, `cp.reduce.async.bulk`, PTX 8.0, sm_90) are outside the supported subset";
const STACK: &str = "dynamic stack allocation (PTX 7.3, sm_52) is outside the supported subset";
const SM90: &str = "this instruction of sm_90 and later (PTX 7.8+) is outside the supported subset";

impl Loader {
    /// Translate one instruction (phase C). Errors are collected; the instruction is skipped.
    pub(in crate::program) fn translate(&mut self, ins: &ast::Instruction, k: usize) {
        self.relaxed_width = matches!(
            ins.opcode.name.as_str(),
            "ld" | "ldu" | "st" | "cvt" | "suld" | "sust"
        );
        let _ = self.translate_inner(ins, k);
        self.relaxed_width = false;
        self.policy_operand = false;
    }

    pub(super) fn translate_inner(&mut self, ins: &ast::Instruction, k: usize) -> R<()> {
        let g = self.guard(ins)?;
        let name = ins.opcode.name.as_str();
        let mut m = Mods::new(ins);
        let m = &mut m;
        // `.uni` is a performance hint on bra/call/ret (T:L1434); on `vote` it is the mode.
        if name != "vote" {
            m.take("uni");
        }
        self.policy_operand = m.take_cache_hints();
        match name {
            // Integer arithmetic (§9.7.1; `add`, `sub`, `mul`, `mad`, `div`, `abs`, `neg`, `min`,
            // `max` of a float type are the floating-point instructions of §9.7.3) and extended
            // precision arithmetic (§9.7.2).
            "add" => self.add_sub_mad(ins, m, g, 2, |_| AluOp::Add),
            "sub" => self.add_sub_mad(ins, m, g, 2, |_| AluOp::Sub),
            "mul" => self.dop_by(ins, m, g, 2, |_, _, m| Some(AluOp::Mul(mul_mode(m)))),
            "mad" => self.add_sub_mad(ins, m, g, 3, |m| AluOp::Mad(mul_mode(m))),
            "mul24" => self.dop_by(ins, m, g, 2, |_, _, m| Some(AluOp::Mul24(mul_mode(m)))),
            "mad24" => self.dop_by(ins, m, g, 3, |_, _, m| Some(AluOp::Mad24(mul_mode(m)))),
            "sad" => self.dop(ins, m, g, 3, AluOp::Sad),
            "div" => self.dop(ins, m, g, 2, AluOp::Div),
            "rem" => self.dop(ins, m, g, 2, AluOp::Rem),
            "abs" => self.dop(ins, m, g, 1, AluOp::Abs),
            "neg" => self.dop(ins, m, g, 1, AluOp::Neg),
            "min" => self.dop(ins, m, g, 2, AluOp::Min),
            "max" => self.dop(ins, m, g, 2, AluOp::Max),
            "popc" => self.dop(ins, m, g, 1, AluOp::Popc),
            "clz" => self.dop(ins, m, g, 1, AluOp::Clz),
            "bfind" => self.dop_by(ins, m, g, 1, |_, _, m| {
                Some(AluOp::Bfind {
                    shiftamt: m.take("shiftamt"),
                })
            }),
            "fns" => self.dop(ins, m, g, 3, AluOp::Fns),
            "brev" => self.dop(ins, m, g, 1, AluOp::Brev),
            "bfe" => self.dop(ins, m, g, 3, AluOp::Bfe),
            "bfi" => self.dop(ins, m, g, 4, AluOp::Bfi),
            "szext" => self.dop_by(ins, m, g, 2, Self::szext_op),
            "bmsk" => self.dop_by(ins, m, g, 2, |_, _, m| {
                Some(AluOp::Bmsk {
                    wrap: m.take_any(&["wrap", "clamp"]) == Some(0),
                })
            }),
            "dp4a" => self.dop(ins, m, g, 3, AluOp::Dp4a),
            "dp2a" => self.dop_by(ins, m, g, 3, Self::dp2a_op),
            "addc" => self.carry(ins, m, g),
            "subc" => self.carry(ins, m, g),
            "madc" => self.carry(ins, m, g),

            // Floating point (§9.7.3; half precision §9.7.4 is the same opcodes on `.f16`/`.bf16`
            // types).
            "testp" => self.dop_by(ins, m, g, 1, Self::testp_op),
            "copysign" => self.dop(ins, m, g, 2, AluOp::Copysign),
            "fma" => self.dop(ins, m, g, 3, AluOp::Fma),
            "rcp" => self.dop(ins, m, g, 1, AluOp::Rcp),
            "sqrt" => self.dop(ins, m, g, 1, AluOp::Sqrt),
            "rsqrt" => self.dop(ins, m, g, 1, AluOp::Rsqrt),
            "sin" => self.dop(ins, m, g, 1, AluOp::Sin),
            "cos" => self.dop(ins, m, g, 1, AluOp::Cos),
            "lg2" => self.dop(ins, m, g, 1, AluOp::Lg2),
            "ex2" => self.dop(ins, m, g, 1, AluOp::Ex2),
            "tanh" => self.dop(ins, m, g, 1, AluOp::Tanh),

            // Comparison and selection (§9.7.6).
            "set" => self.setp_set(ins, m, g),
            "setp" => self.setp_set(ins, m, g),
            "selp" => self.dop(ins, m, g, 3, AluOp::Selp),
            "slct" => self.dop(ins, m, g, 3, AluOp::Slct),

            // Logic and shift (§9.7.8).
            "and" => self.dop(ins, m, g, 2, AluOp::And),
            "or" => self.dop(ins, m, g, 2, AluOp::Or),
            "xor" => self.dop(ins, m, g, 2, AluOp::Xor),
            "not" => self.dop(ins, m, g, 1, AluOp::Not),
            "cnot" => self.dop(ins, m, g, 1, AluOp::Cnot),
            "lop3" => self.dop(ins, m, g, 4, AluOp::Lop3),
            "shf" => self.dop_by(ins, m, g, 3, Self::shf_op),
            "shl" => self.dop(ins, m, g, 2, AluOp::Shl),
            "shr" => self.dop(ins, m, g, 2, AluOp::Shr),

            // Data movement and conversion (§9.7.9).
            "mov" => self.mov(ins, m, g),
            "shfl" => self.collective(ins, m, g),
            "prmt" => self.dop_by(ins, m, g, 3, |_, _, m| Some(prmt_mode(m))),
            "ld" => self.ordered(ins, m, g, |s, m, strong| s.mem(ins, m, false, strong, g)),
            "ldu" => self.ordered(ins, m, g, |s, m, strong| s.mem(ins, m, false, strong, g)),
            "st" => self.ordered(ins, m, g, |s, m, strong| s.mem(ins, m, true, strong, g)),
            "prefetch" => self.hint(ins, m, g),
            "prefetchu" => self.hint(ins, m, g),
            "applypriority" => self.hint(ins, m, g),
            "discard" => self.hint(ins, m, g),
            "createpolicy" => self.createpolicy(ins, m, g),
            "isspacep" => self.isspacep(ins, m, g),
            "cvta" => self.dop_by(ins, m, g, 1, Self::cvta_op),
            "cvt" => self.cvt(ins, m, g),
            "cp" => self.cp(ins, m, g),
            "mapa" => self.unsupported(ins, SM90),
            "getctarank" => self.unsupported(ins, SM90),
            "tensormap" => self.unsupported(ins, SM90),

            // Texture and surface (§9.7.10, §9.7.11).
            "tex" => self.texture(ins, m, g),
            "tld4" => self.texture(ins, m, g),
            "txq" => self.texture(ins, m, g),
            "istypep" => self.unsupported(ins, SURFACE),
            "suld" => self.surface(ins, m, g),
            "sust" => self.surface(ins, m, g),
            "sured" => self.unsupported(ins, SURFACE),
            "suq" => self.surface(ins, m, g),

            // Control flow (§9.7.12) and the thesis dialect's branching instructions
            // (docs/design.md §1).
            "bra" => self.bra(ins, m, g),
            "brx" => self.brx(ins, m, g),
            "call" => self.call(ins, m, k, g),
            "ret" => self.ret_exit(ins, m, g),
            "exit" => self.ret_exit(ins, m, g),
            "ssy" => self.ssy_prebrk(ins, m, g),
            "preBrk" => self.ssy_prebrk(ins, m, g),
            "preRet" => self.preret(ins, m, g),
            "sync" => self.sync_brk(ins, m, g),
            "brk" => self.sync_brk(ins, m, g),
            "break" => self.sync_brk(ins, m, g),

            // Parallel synchronisation and communication (§9.7.13).
            "bar" => self.bar_any(ins, m, g),
            "barrier" => self.bar(ins, m, g),
            "membar" => self.membar(ins, m, g),
            "fence" => self.fence(ins, m, g),
            "atom" => self.ordered(ins, m, g, |s, m, _| s.atom(ins, m, g)),
            "red" => self.ordered(ins, m, g, |s, m, _| s.atom(ins, m, g)),
            "vote" => self.vote_any(ins, m, g),
            "match" => self.collective(ins, m, g),
            "activemask" => self.collective(ins, m, g),
            "redux" => self.collective(ins, m, g),
            "elect" => self.collective(ins, m, g),
            "griddepcontrol" => self.hint(ins, m, g),
            "mbarrier" => self.mbarrier(ins, m, g),
            "multimem" => self.unsupported(ins, SM90),
            "clusterlaunchcontrol" => self.unsupported(ins, SM90),

            // Warp-level matrix multiply-accumulate (§9.7.14-16) and stack manipulation (§9.7.17).
            "wmma" => self.unsupported(ins, WMMA),
            "mma" => self.unsupported(ins, MMA),
            "ldmatrix" => self.unsupported(ins, MATRIX_LOAD),
            "movmatrix" => self.unsupported(ins, MATRIX_LOAD),
            "stmatrix" => self.unsupported(ins, MATRIX_STORE),
            "wgmma" => self.unsupported(ins, WGMMA),
            "tcgen05" => self.unsupported(ins, SM90),
            "alloca" => self.unsupported(ins, STACK),
            "stacksave" => self.unsupported(ins, STACK),
            "stackrestore" => self.unsupported(ins, STACK),

            // Video (§9.7.18): scalar, then the SIMD forms on two halfwords and four bytes (the
            // comparison of `vset` is filled in from its modifiers).
            "vadd" => self.video(ins, m, g, VideoOp::Add, 1),
            "vsub" => self.video(ins, m, g, VideoOp::Sub, 1),
            "vabsdiff" => self.video(ins, m, g, VideoOp::Absdiff, 1),
            "vmin" => self.video(ins, m, g, VideoOp::Min, 1),
            "vmax" => self.video(ins, m, g, VideoOp::Max, 1),
            "vshl" => self.video(ins, m, g, VideoOp::Shl, 1),
            "vshr" => self.video(ins, m, g, VideoOp::Shr, 1),
            "vmad" => self.video(ins, m, g, VideoOp::Mad, 1),
            "vset" => self.video(ins, m, g, VideoOp::Set(Cmp::Eq), 1),
            "vadd2" => self.video(ins, m, g, VideoOp::Add, 2),
            "vsub2" => self.video(ins, m, g, VideoOp::Sub, 2),
            "vavrg2" => self.video(ins, m, g, VideoOp::Avrg, 2),
            "vabsdiff2" => self.video(ins, m, g, VideoOp::Absdiff, 2),
            "vmin2" => self.video(ins, m, g, VideoOp::Min, 2),
            "vmax2" => self.video(ins, m, g, VideoOp::Max, 2),
            "vset2" => self.video(ins, m, g, VideoOp::Set(Cmp::Eq), 2),
            "vadd4" => self.video(ins, m, g, VideoOp::Add, 4),
            "vsub4" => self.video(ins, m, g, VideoOp::Sub, 4),
            "vavrg4" => self.video(ins, m, g, VideoOp::Avrg, 4),
            "vabsdiff4" => self.video(ins, m, g, VideoOp::Absdiff, 4),
            "vmin4" => self.video(ins, m, g, VideoOp::Min, 4),
            "vmax4" => self.video(ins, m, g, VideoOp::Max, 4),
            "vset4" => self.video(ins, m, g, VideoOp::Set(Cmp::Eq), 4),

            // Miscellaneous (§9.7.19).
            "trap" => self.trap(ins, m, g),
            "nanosleep" => self.hint(ins, m, g),
            "pmevent" => self.hint(ins, m, g),
            "brkpt" => self.unsupported(ins, DEBUG),
            "setmaxnreg" => self.unsupported(ins, SM90),

            _ => {
                self.err(
                    codes::UNKNOWN_OPCODE,
                    format!("unknown opcode `{name}`"),
                    ins.opcode.span,
                    "not a PTX instruction of the subset",
                );
                None
            }
        }
    }

    /// A data operation whose operation `op` reads modifiers of its own (`mul.wide`, `shf.l`,
    /// `testp.finite`, ...) before [`Loader::dop`] takes the common ones.
    fn dop_by(
        &mut self,
        ins: &ast::Instruction,
        m: &mut Mods,
        g: Guard,
        nsrc: usize,
        op: fn(&mut Self, &ast::Instruction, &mut Mods) -> R<AluOp>,
    ) -> R<()> {
        let op = op(self, ins, m)?;
        self.dop(ins, m, g, nsrc, op)
    }

    /// An instruction outside the subset (T:L1424), with the reason.
    pub(super) fn unsupported(&mut self, ins: &ast::Instruction, why: &str) -> R<()> {
        let name = ins.opcode.name.as_str();
        self.err(
            codes::UNSUPPORTED,
            format!("unsupported instruction `{name}`: {why}"),
            ins.opcode.span,
            "unsupported",
        );
        None
    }

    /// `ld`, `ldu`, `st`, `atom`, `red` with their memory-order qualifiers (docs/memory.md,
    /// "Memory-model qualifiers"): `load` loads the access (told whether it is strong) between
    /// the fences the order asks for.
    fn ordered(
        &mut self,
        ins: &ast::Instruction,
        m: &mut Mods,
        g: Guard,
        load: impl FnOnce(&mut Self, &mut Mods, bool) -> R<()>,
    ) -> R<()> {
        let order = memory_order(m);
        if let Some(level) = order.before {
            self.emit(Instr::Membar { level }, g, ins.span, true);
        }
        load(self, m, order.strong)?;
        if let Some(level) = order.after {
            self.emit(Instr::Membar { level }, g, ins.span, true);
        }
        Some(())
    }
}
