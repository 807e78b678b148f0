//! A warp's register file with a record of the registers written since it was last marked
//! clean.
//!
//! Registers are stored structure-of-arrays, `[reg * lanes + lane]` (docs/design.md). Reading
//! goes through `Deref` to the slice. Writing needs a method that names the register written, so
//! the compiler finds every writer: the record cannot miss a write.
//!
//! The record serves the explorer's fingerprints. A state's fingerprint hashes every register
//! row. A successor's step writes one or two rows, and the rows it did not write keep their
//! hashes from the state it was stepped from, without comparing the rows with that state's
//! (which may no longer exist: the explorer steps a state's last successor in place).

use std::ops::Deref;

/// The register file and the registers written since [`Regs::mark_clean`], as a set of
/// register numbers modulo 64 (register `r` may have been written when bit `r % 64` is set; a
/// register that shares a bit with a written one is only rehashed, never reused wrongly).
#[derive(Debug, Default)]
pub struct Regs {
    vals: Vec<u64>,
    written: u64,
}

impl Deref for Regs {
    type Target = [u64];
    #[inline(always)]
    fn deref(&self) -> &[u64] {
        &self.vals
    }
}

/// Equal values (the record of writes is not part of the state).
impl PartialEq for Regs {
    fn eq(&self, o: &Regs) -> bool {
        self.vals == o.vals
    }
}

impl Clone for Regs {
    fn clone(&self) -> Regs {
        Regs {
            vals: self.vals.clone(),
            written: self.written,
        }
    }
    /// In place (an explored state's copy keeps its buffer).
    fn clone_from(&mut self, src: &Regs) {
        self.vals.clone_from(&src.vals);
        self.written = src.written;
    }
}

/// A new register file: every register counts as written.
impl From<Vec<u64>> for Regs {
    fn from(vals: Vec<u64>) -> Regs {
        Regs {
            vals,
            written: u64::MAX,
        }
    }
}

impl Regs {
    /// Record that register `r` is (about to be) written.
    #[inline(always)]
    pub fn mark(&mut self, r: usize) {
        self.written |= 1u64 << (r & 63);
    }

    /// Every value, mutable, for a caller that has [`Regs::mark`]ed every register it writes
    /// (a loop over lanes that reads other registers of the same warp between writes).
    #[inline(always)]
    pub fn marked_mut(&mut self) -> &mut [u64] {
        &mut self.vals
    }

    /// Register `r` is written: every value, mutable (the caller writes register `r` only).
    #[inline(always)]
    pub fn write(&mut self, r: usize) -> &mut [u64] {
        self.mark(r);
        &mut self.vals
    }

    /// Resize to `n` values, all zero, as a new register file (every register written).
    pub fn reset(&mut self, n: usize) {
        self.vals.clear();
        self.vals.resize(n, 0);
        self.written = u64::MAX;
    }

    /// Whether register `r` may have been written since [`Regs::mark_clean`].
    #[inline]
    pub fn written(&self, r: usize) -> bool {
        self.written & (1u64 << (r & 63)) != 0
    }

    /// Forget the writes so far: the current values are the base of the next record.
    #[inline]
    pub fn mark_clean(&mut self) {
        self.written = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_are_recorded_per_register_until_marked_clean() {
        let mut r = Regs::from(vec![0; 4 * 2]);
        assert!(r.written(0) && r.written(3), "a new file counts as written");
        r.mark_clean();
        assert!((0..64).all(|i| !r.written(i)));
        r.write(2)[2 * 2 + 1] = 7;
        assert!(r.written(2) && !r.written(1) && !r.written(3));
        assert_eq!(r[5], 7);
        let copy = r.clone();
        assert!(
            copy.written(2) && !copy.written(0),
            "a copy keeps the record"
        );
        r.mark(65);
        assert!(
            r.written(1),
            "65 shares register 1's bit: both count as written"
        );
        assert!(!r.written(0) && !r.written(3));
        r.reset(3);
        assert_eq!(&r[..], &[0, 0, 0]);
        assert!(r.written(1), "a reset file counts as written");
        assert_eq!(Regs::from(vec![1, 2]), copy_of(&[1, 2]));
    }

    fn copy_of(v: &[u64]) -> Regs {
        let mut r = Regs::from(v.to_vec());
        r.mark_clean();
        r
    }
}
