//! What the registers and frame slots of one function hold, for the CAS-read analysis
//! (`mod.rs`): frame slots of addresses, the one definition of a register, canonical
//! registers and base + offset forms, values as integer functions of their leaves
//! ([`Func::same_value`]), reaching definitions and the same-address rule. A file of its own:
//! the value reasoning the data flow (`flow.rs`) asks, apart from the flow itself.

use super::*;

impl<'a> Func<'a> {
    /// The frame slot an address operand names, if it is a frame address.
    pub(super) fn slot(&self, addr: &Operand, bytes: u32) -> Option<(i64, u32)> {
        match *addr {
            Operand::Reg(r) => self.stack.get(&r).map(|&o| (o, bytes)),
            Operand::RegOff(r, k) => self.stack.get(&r).map(|&o| (o + k, bytes)),
            _ => None,
        }
    }

    /// The taint bits of the frame slots that lie wholly inside `x` (`x` itself among them).
    pub(super) fn within(&self, x: (i64, u32)) -> impl Iterator<Item = u32> + '_ {
        let n = self.prog.regs.len() as u32;
        self.slots.iter().enumerate().filter_map(move |(i, y)| {
            (x.0 <= y.0 && y.0 + y.1 as i64 <= x.0 + x.1 as i64).then_some(n + i as u32)
        })
    }

    /// Taint bits of the slots that overlap `x`.
    pub(super) fn overlapping(&self, x: (i64, u32)) -> impl Iterator<Item = u32> + '_ {
        let n = self.prog.regs.len() as u32;
        self.slots
            .iter()
            .enumerate()
            .filter_map(move |(i, y)| overlap(x, *y).then_some(n + i as u32))
    }

    /// The index of `r`'s definition if the function defines it exactly once.
    pub(super) fn only_def(&self, r: RegId) -> Option<usize> {
        if self.ndefs.get(&r).copied().unwrap_or(0) != 1 {
            return None;
        }
        self.instrs.iter().position(|i| defs(i).contains(&r))
    }

    /// The register a value was first computed in: through copies, and through a frame slot
    /// written once (unoptimised code reloads an address from its slot before each use).
    pub(super) fn canonical(&self, r: RegId, depth: u32) -> RegId {
        let Some(k) = self.only_def(r).filter(|_| depth <= 16) else {
            return r;
        };
        match &self.instrs[k] {
            Instr::Mov {
                src: Operand::Reg(x),
                ..
            } => self.canonical(*x, depth + 1),
            Instr::Ld { addr, ty, .. } => {
                let Some(x) = self.slot(addr, ty.bytes()) else {
                    return r;
                };
                let stores: Vec<&Instr> = self
                    .instrs
                    .iter()
                    .filter(|i| match i {
                        Instr::St { addr, ty, .. } => {
                            self.slot(addr, ty.bytes()).is_some_and(|y| overlap(x, y))
                        }
                        _ => false,
                    })
                    .collect();
                match stores.as_slice() {
                    [Instr::St {
                        addr,
                        ty,
                        src: Operand::Reg(v),
                        ..
                    }] if self.slot(addr, ty.bytes()) == Some(x) => self.canonical(*v, depth + 1),
                    _ => r,
                }
            }
            _ => r,
        }
    }

    /// A register as (base register, constant offset): through copies ([`Func::canonical`])
    /// and 64-bit additions of a constant to a register defined once. Optimised code loads
    /// `[%rd13+16]` and then CASes `[%rd103]` with `%rd103 = %rd13 + 16`.
    pub(super) fn base_offset(&self, r: RegId, depth: u32) -> (RegId, i64) {
        let c = self.canonical(r, depth);
        let Some(k) = self.only_def(c).filter(|_| depth <= 16) else {
            return (c, 0);
        };
        match &self.instrs[k] {
            Instr::Alu {
                op: AluOp::Add,
                ty,
                src: [Operand::Reg(b), Operand::Imm(k), ..],
                ..
            } if ty.bytes() == 8 => {
                let (base, off) = self.base_offset(*b, depth + 1);
                (base, off.wrapping_add(*k as i64))
            }
            _ => (c, 0),
        }
    }

    /// The value of register `r` at instruction `at` as a function of the function's opaque
    /// values (registers defined by what this does not model: loads, parameters, special
    /// registers, floats; or defined more than once with no single definition reaching their
    /// use), at the assignment of them that `seed` picks; `leaves` collects the opaque
    /// registers met. Integer `mov`, `add`, `sub`, `mul.lo`, `mul.wide`, `mad.lo`,
    /// `and`, `or`, `xor`, `shl`, `shr`, `cvt` and `cvta` to and from global are modelled.
    pub(super) fn value_at(
        &self,
        r: RegId,
        at: usize,
        seed: u64,
        depth: u32,
        leaves: &mut Vec<RegId>,
    ) -> u64 {
        let opaque = |leaves: &mut Vec<RegId>| {
            leaves.push(r);
            mix64(seed ^ (r as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        };
        if depth > 24 {
            return opaque(leaves);
        }
        // The definition that gives `r` its value at `at`: its only one, or the only one that
        // reaches `at` (optimised code reuses a register: `%r396 = %r119 & 3` for an address,
        // later the same register as a loop counter).
        let k = match self.ndefs.get(&r).copied().unwrap_or(0) {
            0 => None,
            1 => self.only_def(r),
            _ => self.reaching_def(r, at),
        };
        let Some(k) = k else {
            return opaque(leaves);
        };
        let def = &self.instrs[k];
        let val = |o: &Operand, leaves: &mut Vec<RegId>| match *o {
            Operand::Reg(x) => Some(self.value_at(x, k, seed, depth + 1, leaves)),
            Operand::Imm(k) => Some(k),
            _ => None,
        };
        match def {
            Instr::Mov { src, .. } => val(src, leaves).unwrap_or_else(|| opaque(leaves)),
            Instr::Alu {
                op,
                ty,
                ty2,
                src,
                mods,
                ..
            } => {
                // Saturating and sign-extending conversions are not modelled.
                let (Some((bits, signed)), false, 0) = (int_ty(*ty), mods.sat, mods.sext_to) else {
                    return opaque(leaves);
                };
                let (Some(a), b, c) = (val(&src[0], leaves), &src[1], &src[2]) else {
                    return opaque(leaves);
                };
                let two = |leaves: &mut Vec<RegId>| val(b, leaves);
                let v = match op {
                    AluOp::Add => two(leaves).map(|b| a.wrapping_add(b)),
                    AluOp::Sub => two(leaves).map(|b| a.wrapping_sub(b)),
                    AluOp::Mul(MulMode::Lo) => two(leaves).map(|b| a.wrapping_mul(b)),
                    AluOp::Mad(MulMode::Lo) => two(leaves)
                        .and_then(|b| val(c, leaves).map(|c| a.wrapping_mul(b).wrapping_add(c))),
                    AluOp::Mul(MulMode::Wide) => two(leaves)
                        .map(|b| extend(a, bits, signed).wrapping_mul(extend(b, bits, signed))),
                    AluOp::And => two(leaves).map(|b| a & b),
                    AluOp::Or => two(leaves).map(|b| a | b),
                    AluOp::Xor => two(leaves).map(|b| a ^ b),
                    AluOp::Shl => two(leaves).map(|b| if b >= bits as u64 { 0 } else { a << b }),
                    AluOp::Shr => two(leaves).map(|b| {
                        let s = b.min(bits as u64 - 1) as u32;
                        match (signed, b >= bits as u64) {
                            (false, true) => 0,
                            (false, false) => mask(a, bits) >> s,
                            (true, _) => (extend(a, bits, true) as i64 >> s) as u64,
                        }
                    }),
                    AluOp::Cvt => int_ty(*ty2).map(|(sb, ss)| extend(a, sb, ss)),
                    AluOp::Cvta {
                        space: StateSpace::Global,
                        ..
                    } => Some(a),
                    _ => None,
                };
                // `mul.wide` gives twice its operands' width.
                let width = if *op == AluOp::Mul(MulMode::Wide) {
                    2 * bits
                } else {
                    bits
                };
                v.map_or_else(|| opaque(leaves), |v| mask(v, width))
            }
            _ => opaque(leaves),
        }
    }

    /// Do two addresses, registers plus constants, the first used at instruction `from`, the
    /// second at `to`, agree as functions of their opaque values ([`Func::value_at`]) at eight
    /// random assignments? No opaque register may be defined between `from` and `to`
    /// ([`Func::redefined_between`]), so that both sides read the same values.
    pub(super) fn same_value(
        &self,
        (x, i): (RegId, i64),
        (y, j): (RegId, i64),
        (from, to): (usize, usize),
    ) -> bool {
        let mut leaves = Vec::new();
        let same = (1..=8u64).all(|seed| {
            let a = self
                .value_at(x, from, seed, 0, &mut leaves)
                .wrapping_add(i as u64);
            a == self
                .value_at(y, to, seed, 0, &mut leaves)
                .wrapping_add(j as u64)
        });
        if !same {
            return false;
        }
        // Every value both sides are built from must be the same at the read and at the
        // CAS: none is (re)defined in between.
        leaves.sort_unstable();
        leaves.dedup();
        leaves.is_empty() || !self.redefined_between(&leaves, from, to)
    }

    /// The one definition of `r` that reaches instruction `at` (every path from the function's
    /// entry to `at` passes it last among `r`'s definitions, unguarded), if there is one.
    pub(super) fn reaching_def(&self, r: RegId, at: usize) -> Option<usize> {
        if let Some(&d) = self.reaching.borrow().get(&(r, at)) {
            return d;
        }
        let n = self.instrs.len();
        let mut seen = vec![false; n];
        let mut work: Vec<usize> = self.pred.get(at)?.to_vec();
        let mut found: Option<usize> = None;
        let mut unique = at < n;
        while let Some(x) = work.pop() {
            if seen[x] {
                continue;
            }
            seen[x] = true;
            if defs(&self.instrs[x]).contains(&r) {
                if found.is_some_and(|f| f != x) {
                    unique = false;
                    break;
                }
                found = Some(x);
                if self.prog.guards[self.s + x] == Guard::Always {
                    continue;
                }
            }
            if x == 0 {
                // The entry, reached without a definition: `r` may be undefined there.
                unique = false;
                break;
            }
            work.extend(self.pred[x].iter().copied());
        }
        let d = found.filter(|_| unique);
        self.reaching.borrow_mut().insert((r, at), d);
        d
    }

    /// Is one of `regs` defined on a path from instruction `from` to instruction `to` that
    /// does not pass through `from` again? If not, each holds at `to` the value it held at
    /// `from` (a loop-carried index that changes only around the read: optimised code keeps
    /// `i % 4` in one register for the read of `cnt[4 + i % 4]` and the CAS after it).
    pub(super) fn redefined_between(&self, regs: &[RegId], from: usize, to: usize) -> bool {
        let n = self.instrs.len();
        if from >= n || to >= n {
            return true;
        }
        // Forward from `from`'s successors, and backward from `to`, neither through `from`.
        let mut fwd = vec![false; n];
        let mut work: Vec<usize> = self.succ[from].to_vec();
        while let Some(x) = work.pop() {
            if x != from && !fwd[x] {
                fwd[x] = true;
                work.extend(self.succ[x].iter().copied());
            }
        }
        let mut bwd = vec![false; n];
        let mut work = vec![to];
        while let Some(x) = work.pop() {
            if x != from && !bwd[x] {
                bwd[x] = true;
                work.extend(self.pred[x].iter().copied());
            }
        }
        (0..n).any(|x| fwd[x] && bwd[x] && defs(&self.instrs[x]).iter().any(|d| regs.contains(d)))
    }

    /// Do two address operands name the same address (module doc)?
    pub(super) fn same_address(&self, a: &Operand, b: &Operand, between: (usize, usize)) -> bool {
        let parts = |o: &Operand| match *o {
            Operand::Reg(r) => Some((r, 0)),
            Operand::RegOff(r, k) => Some((r, k)),
            _ => None,
        };
        match (parts(a), parts(b)) {
            (Some((x, i)), Some((y, j))) => {
                let (c, ci) = self.base_offset(x, 0);
                let (d, dj) = self.base_offset(y, 0);
                (c == d
                    && ci.wrapping_add(i) == dj.wrapping_add(j)
                    && self.ndefs.get(&c).copied().unwrap_or(0) <= 1)
                    || self.same_value((x, i), (y, j), between)
            }
            _ => a == b && matches!(a, Operand::Var(_) | Operand::VarOff(..)),
        }
    }
}
