//! A program renumbered for the kernels one launch runs: the registers of the functions those
//! kernels can reach come first, so that a warp's register file holds only them.
//!
//! Registers are numbered module-wide by the loader (one register-file slot per declared
//! register, docs/design.md §6), so a module of forty kernels gives every warp of every one of
//! them the registers of all forty: hundreds of kilobytes per warp to zero, copy and hash for
//! the livelock detector. The renumbering is a bijection on register ids applied to every place
//! a program names a register (instructions, guards, register variables, `%stackBase`, the
//! register table), so the program computes exactly what it computed before; a warp then holds
//! the first [`ProgEnv::warp_regs`] registers, the only ones the launched kernels can name.

use super::env::{ProgEnv, VarValue};
use super::ir::{FuncId, Guard, Instr, Operand, RegId};

impl ProgEnv {
    /// Registers a warp holds: all of them, or after [`ProgEnv::for_kernels`] those of the
    /// launched kernels, which are numbered first.
    pub fn warp_regs(&self) -> usize {
        self.kernel_regs.unwrap_or(self.regs.len())
    }

    /// This program renumbered for `kernels` (the kernels of one manifest: its launch and the
    /// later ones), or `None` when every register is theirs already or the program was
    /// renumbered before. A kernel that can make an indirect call reaches every function
    /// ([`ProgEnv::reachable_funcs`]), so it keeps every register.
    pub fn for_kernels(&self, kernels: &[FuncId]) -> Option<ProgEnv> {
        if self.kernel_regs.is_some() {
            return None;
        }
        let n = self.regs.len();
        let mut reach = vec![false; self.funcs.len()];
        for &k in kernels {
            for f in self.reachable_funcs(k) {
                reach[f as usize] = true;
            }
        }
        // Registers declared at module scope or in a reachable function, and any register a
        // reachable instruction names.
        let mut keep: Vec<bool> = self
            .regs
            .iter()
            .map(|r| {
                r.func
                    .is_none_or(|f| reach.get(f as usize).copied().unwrap_or(true))
            })
            .collect();
        for (fi, f) in self.funcs.iter().enumerate() {
            if !reach[fi] {
                continue;
            }
            for pc in f.entry..f.end {
                if let Some(i) = self.index(pc) {
                    super::decode::for_each_reg(self, &self.instrs[i], self.guards[i], |r| {
                        if let Some(k) = keep.get_mut(r as usize) {
                            *k = true;
                        }
                    });
                }
            }
        }
        let kept = keep.iter().filter(|&&k| k).count();
        // Nothing to gain when the kept registers are a prefix already.
        if keep[..kept].iter().all(|&k| k) {
            return None;
        }
        // new id of each old id: the kept ones first, each group in the old order.
        let mut new_id = vec![0 as RegId; n];
        let (mut a, mut b) = (0usize, kept);
        for (old, &k) in keep.iter().enumerate() {
            let slot = if k { &mut a } else { &mut b };
            new_id[old] = *slot as RegId;
            *slot += 1;
        }
        let map = |r: &mut RegId| {
            if let Some(&x) = new_id.get(*r as usize) {
                *r = x;
            }
        };
        let mut p = self.clone();
        for i in &mut p.instrs {
            for_each_reg_mut(i, map);
        }
        for g in &mut p.guards {
            if let Guard::If(r) | Guard::IfNot(r) = g {
                map(r);
            }
        }
        for v in &mut p.vars {
            if let VarValue::Reg(r) = &mut v.value {
                map(r);
            }
        }
        if let Some(r) = &mut p.stack_base {
            map(r);
        }
        let mut regs = vec![None; n];
        for (old, info) in self.regs.iter().enumerate() {
            regs[new_id[old] as usize] = Some(info.clone());
        }
        p.regs = regs.into_iter().map(|r| r.expect("a bijection")).collect();
        p.kernel_regs = Some(kept);
        // The caches were built for the old numbering.
        p.decoded = Default::default();
        p.reg_uses = Default::default();
        p.cas_reads = Default::default();
        Some(p)
    }
}

/// Call `f` on every register the instruction names, mutably: the registers
/// [`super::decode::for_each_reg`] visits, except those of register variables (`Operand::Var`),
/// which live in the variable table.
fn for_each_reg_mut(instr: &mut Instr, mut f: impl FnMut(&mut RegId)) {
    fn reg(f: &mut dyn FnMut(&mut RegId), r: &mut RegId) {
        f(r)
    }
    fn op(f: &mut dyn FnMut(&mut RegId), o: &mut Operand) {
        if let Operand::Reg(r) | Operand::NotReg(r) | Operand::RegOff(r, _) = o {
            f(r)
        }
    }
    let f: &mut dyn FnMut(&mut RegId) = &mut f;
    super::ir::for_each_instr_reg!(instr, f, reg, op);
}

#[cfg(test)]
mod tests {
    use crate::program::ir::{Instr, Operand};

    const MODULE: &str = r#"
.version 7.0
.target sm_80
.address_size 64

.func (.param .b32 r) twice(.param .b32 x)
{
    .reg .b32 %t<2>;
    ld.param.u32 %t0, [x];
    add.s32 %t1, %t0, %t0;
    st.param.b32 [r], %t1;
    ret;
}

.visible .entry big(.param .u64 out)
{
    .reg .b32 %b<40>;
    .reg .b64 %bd<2>;
    mov.u32 %b39, 7;
    ld.param.u64 %bd1, [out];
    st.global.u32 [%bd1], %b39;
    ret;
}

.visible .entry small(.param .u64 out)
{
    .reg .pred %p<2>;
    .reg .b32 %s<3>;
    .reg .b64 %sd<2>;
    ld.param.u64 %sd1, [out];
    mov.u32 %s1, %tid.x;
    setp.lt.u32 %p1, %s1, 3;
    @%p1 bra $done;
    { .param .b32 a; .param .b32 v; st.param.b32 [a], %s1; call (v), twice, (a); ld.param.b32 %s2, [v]; }
    st.global.u32 [%sd1], %s2;
$done:
    ret;
}
"#;

    #[test]
    fn a_kernel_keeps_the_registers_of_its_functions_numbered_first() {
        let prog = crate::program::load::load_str("k.ptx", MODULE).expect("loads");
        let (small, _) = prog.kernel("small").unwrap();
        let p = prog
            .for_kernels(&[small])
            .expect("big's registers are left out");
        assert_eq!(p.regs.len(), prog.regs.len());
        let names = |q: &crate::program::env::ProgEnv| -> Vec<String> {
            q.regs[..q.warp_regs()]
                .iter()
                .map(|r| r.source_name.clone())
                .collect()
        };
        let kept = names(&p);
        // small's and twice's registers (and %stackBase for the call), none of big's.
        for r in ["%s1", "%s2", "%sd1", "%p1", "%t0", "%t1"] {
            assert!(kept.iter().any(|k| k == r), "{r} missing from {kept:?}");
        }
        assert!(kept.iter().all(|k| !k.starts_with("%b")), "{kept:?}");
        assert!(p.warp_regs() < 20, "{}", p.warp_regs());
        // The same instructions with their registers renamed: every register an instruction of
        // `small` names is one a warp holds, and it names the register of the same source name.
        let (_, f) = p.kernel("small").unwrap();
        for pc in f.entry..f.end {
            let i = p.index(pc).unwrap();
            crate::program::decode::for_each_reg(&p, &p.instrs[i], p.guards[i], |r| {
                assert!((r as usize) < p.warp_regs());
            });
            crate::program::decode::for_each_reg(&prog, &prog.instrs[i], prog.guards[i], |r| {
                let name = &prog.regs[r as usize].name;
                assert!(p.regs[..p.warp_regs()].iter().any(|x| &x.name == name));
            });
        }
        assert_eq!(
            p.stack_base.map(|r| p.regs[r as usize].name.clone()),
            prog.stack_base.map(|r| prog.regs[r as usize].name.clone())
        );
        // Renumbered once: a later launch's kernels share the program as it is.
        assert!(p.for_kernels(&[small]).is_none());
        // Both kernels: nothing is left out, nothing to renumber.
        let (big, _) = prog.kernel("big").unwrap();
        assert!(prog.for_kernels(&[big, small]).is_none());
    }

    #[test]
    fn an_indirect_call_keeps_every_register() {
        let src = MODULE.replace(
            "call (v), twice, (a);",
            "mov.u64 %sd0, twice; call (v), %sd0, (a), proto;",
        )
        .replace(
            ".visible .entry small(.param .u64 out)\n{",
            ".visible .entry small(.param .u64 out)\n{\n    proto: .callprototype (.param .b32 _) _ (.param .b32 _);",
        );
        let prog = crate::program::load::load_str("k.ptx", &src).expect("loads");
        let (small, f) = prog.kernel("small").unwrap();
        assert!((f.entry..f.end).any(|pc| matches!(
            prog.instr(pc),
            Some(Instr::Call {
                target: Operand::Reg(_)
            })
        )));
        assert!(prog.for_kernels(&[small]).is_none());
    }
}
