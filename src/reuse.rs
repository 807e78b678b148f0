//! `Clone` whose `clone_from` reuses the target's allocations. `explore` recycles the devices
//! of states it has finished with: copying a state into one of them with `clone_from` keeps
//! every register file, mask table and thread vector already allocated there, where a derived
//! `clone_from` drops the target and allocates a whole new copy (allocation was a fifth of
//! `explore`'s time, docs/performance.md).

/// `impl Clone` for a struct with named fields: `clone` clones each field, `clone_from` calls
/// each field's `clone_from` (vectors reuse their buffers and recurse into their elements).
/// Both name every field, so a field added to the struct but not here fails to compile.
macro_rules! clone_reusing {
    ($ty:ident { $($f:ident),* $(,)? }) => {
        impl Clone for $ty {
            fn clone(&self) -> Self {
                $ty { $($f: self.$f.clone()),* }
            }
            fn clone_from(&mut self, src: &Self) {
                let $ty { $($f),* } = self;
                $( $f.clone_from(&src.$f); )*
            }
        }
    };
}
pub(crate) use clone_reusing;
