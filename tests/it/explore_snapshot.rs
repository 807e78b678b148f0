//! Device snapshots and fingerprints: equal runs give equal fingerprints step by
//! step, a clone replays identically, one changed register changes the fingerprint.

use fermi_sim::checks::runtime::CheckSet;
use fermi_sim::device::MemoryModel;
use fermi_sim::explore::{new_device, step};
use fermi_sim::launch::{prepare, Overrides};
use fermi_sim::sched::{RandomSched, Recorder, ReplaySched};
use std::path::Path;

fn launch(name: &str) -> fermi_sim::launch::Launch {
    prepare(
        Path::new(&format!("ptx-samples/cuda/{name}.launch.ron")),
        &Overrides::default(),
    )
    .expect("sample loads")
}

#[test]
fn same_seed_same_fingerprints_step_by_step() {
    let l = launch("race_sum");
    for mem in [MemoryModel::Flat, MemoryModel::Fermi] {
        let mut a = new_device(&l, mem, CheckSet::NONE);
        let mut b = new_device(&l, mem, CheckSet::NONE);
        let (mut sa, mut sb) = (RandomSched::new(7), RandomSched::new(7));
        let mut fps = std::collections::HashSet::new();
        let mut n = 0;
        while a.busy() && n < 400 {
            assert_eq!(a.fingerprint(), b.fingerprint(), "step {n}");
            fps.insert(a.fingerprint());
            assert_eq!(step(&mut a, &mut sa), step(&mut b, &mut sb));
            n += 1;
        }
        assert_eq!(a.fingerprint(), b.fingerprint());
        assert!(n > 5, "the run takes steps");
        // The state changes as the run proceeds: many distinct fingerprints.
        assert!(fps.len() > n / 2, "{} distinct of {n}", fps.len());
    }
}

#[test]
fn clone_replays_identically_and_register_change_shows() {
    let l = launch("race_sum");
    let mut a = new_device(&l, MemoryModel::Fermi, CheckSet::NONE);
    let mut s = RandomSched::new(3);
    for _ in 0..6 {
        step(&mut a, &mut s);
    }
    let mut b = a.clone();
    assert_eq!(a.fingerprint(), b.fingerprint());
    let mut rec = Recorder::new(RandomSched::new(11));
    for _ in 0..10 {
        step(&mut a, &mut rec);
    }
    let mut rep = ReplaySched::new(rec.log.clone());
    for _ in 0..10 {
        step(&mut b, &mut rep);
    }
    assert_eq!(rep.diverged, None);
    assert_eq!(a.fingerprint(), b.fingerprint());
    // Statistics do not count.
    b.core.stats.steps += 100;
    assert_eq!(a.fingerprint(), b.fingerprint());
    // One register of one lane does.
    let k = b.ctx_order[0];
    let gk = b.contexts[k].order[0];
    let w = b.contexts[k].grids[gk]
        .blocks
        .iter_mut()
        .find(|bl| !bl.warps.is_empty())
        .map(|bl| &mut bl.warps[0])
        .expect("an issued block");
    w.regs.write(0)[0] ^= 1;
    assert_ne!(a.fingerprint(), b.fingerprint());
}

/// The last warp of the last issued block of the first grid.
fn last_warp(d: &mut fermi_sim::device::Device) -> Option<&mut fermi_sim::warp::state::Warp> {
    let k = *d.ctx_order.first()?;
    let gk = *d.contexts[k].order.first()?;
    d.contexts[k].grids[gk]
        .blocks
        .iter_mut()
        .rfind(|bl| !bl.warps.is_empty())
        .and_then(|bl| bl.warps.last_mut())
}

/// A fingerprint computed from the previous state's warp hashes and device (what explore does
/// for a copied successor) equals the one computed from scratch at every step, and a change
/// the step did not make (one register bit of one lane, a pc) still shows when the hashes come
/// from the state before it.
#[test]
fn fingerprints_from_the_previous_state_equal_fresh_ones() {
    for name in ["race_sum", "reduce_shared", "recursive_fib", "gv_scan-64"] {
        let l = launch(name);
        for mem in [MemoryModel::Flat, MemoryModel::Fermi] {
            let mut dev = new_device(&l, mem, fermi_sim::explore::search::EXPLORE_CHECKS);
            let mut s = RandomSched::new(5);
            let (_, mut cache) = dev.fingerprint_cached();
            dev.mark_clean();
            let mut prev = dev.clone();
            let mut n = 0;
            while dev.busy() && n < 300 {
                step(&mut dev, &mut s);
                let mut c = Default::default();
                let fp = dev.fingerprint_since(&cache, Some(&prev), &mut c);
                assert_eq!(fp, dev.fingerprint(), "{name} {mem:?} step {n}");
                dev.mark_clean();
                let since = |m: &fermi_sim::device::Device| {
                    m.fingerprint_since(&c, Some(&dev), &mut Default::default())
                };
                if n % 7 == 0 {
                    let mut m = dev.clone();
                    if let Some(w) = last_warp(&mut m) {
                        let last = w.regs.len() - 1;
                        w.regs.write(last / w.lanes)[last] ^= 1 << 40;
                        assert_ne!(since(&m), fp, "{name} register");
                        let w = last_warp(&mut m).expect("still there");
                        w.regs.write(last / w.lanes)[last] ^= 1 << 40;
                        w.exec.pc += 1;
                        assert_ne!(since(&m), fp, "{name} pc");
                    }
                }
                prev = dev.clone();
                cache = c;
                n += 1;
            }
            assert!(n > 10, "{name} takes steps");
        }
    }
}

/// A fingerprint from the register files' record of writes (`fingerprint_since`, what explore
/// does) equals the fresh one at every step, whether the step ran on a copy of the earlier
/// state (its device given) or on the earlier state's own device (none given). Rows are reused,
/// not rehashed: a register changed and then forgotten by `mark_clean` keeps its stale hash.
#[test]
fn fingerprints_since_a_clean_state_equal_fresh_ones() {
    let mut forgotten = 0;
    for name in ["race_sum", "reduce_shared", "recursive_fib", "gv_scan-64"] {
        let l = launch(name);
        for mem in [MemoryModel::Flat, MemoryModel::Fermi] {
            let mut dev = new_device(&l, mem, fermi_sim::explore::search::EXPLORE_CHECKS);
            let mut s = RandomSched::new(9);
            let (_, mut cache) = dev.fingerprint_cached();
            dev.mark_clean();
            let mut n = 0;
            while dev.busy() && n < 300 {
                let mut out = Default::default();
                let fp = if n % 2 == 0 {
                    let mut next = dev.clone();
                    step(&mut next, &mut s);
                    let fp = next.fingerprint_since(&cache, Some(&dev), &mut out);
                    dev = next;
                    fp
                } else {
                    step(&mut dev, &mut s);
                    dev.fingerprint_since(&cache, None, &mut out)
                };
                assert_eq!(fp, dev.fingerprint(), "{name} {mem:?} step {n}");
                dev.mark_clean();
                cache = out;
                if n == 5 {
                    forgotten += forgotten_write_is_not_seen(name, &dev, &cache) as u32;
                }
                n += 1;
            }
            assert!(n > 10, "{name} takes steps");
        }
    }
    assert_eq!(forgotten, 8, "every launch and memory had a warp at step 5");
}

/// A write the record forgets is not seen (clean rows are not rehashed); a recorded one is.
/// False when the state has no warp.
fn forgotten_write_is_not_seen(
    name: &str,
    dev: &fermi_sim::device::Device,
    cache: &fermi_sim::device::snapshot::FpCache,
) -> bool {
    let mut m = dev.clone();
    let Some(w) = last_warp(&mut m) else {
        return false;
    };
    let last = w.regs.len() - 1;
    w.regs.write(last / w.lanes)[last] ^= 1 << 40;
    let mut out = Default::default();
    let seen = m.fingerprint_since(cache, None, &mut out);
    assert_eq!(seen, m.fingerprint(), "{name}: a recorded write shows");
    m.mark_clean();
    let w = last_warp(&mut m).expect("still there");
    w.regs.write(last / w.lanes)[last] ^= 1 << 40;
    w.regs.mark_clean();
    let stale = m.fingerprint_since(&out, None, &mut Default::default());
    assert_eq!(
        stale, seen,
        "{name}: a forgotten write keeps the row's hash"
    );
    assert_ne!(stale, m.fingerprint(), "{name}");
    true
}

/// `clone_from` into a recycled device (another state of the run, or a device of another
/// launch) gives the state `clone` gives: the same fingerprint, the same steps under the same
/// answers, and the same findings of the checks at the end.
#[test]
fn clone_from_into_a_recycled_device_equals_a_clone() {
    use fermi_sim::launch::run::check_findings;
    let checks = fermi_sim::explore::search::EXPLORE_CHECKS;
    for (name, other) in [("race_sum", "reduce_shared"), ("gv_scan-64", "race_sum")] {
        let l = launch(name);
        for mem in [MemoryModel::Flat, MemoryModel::Fermi] {
            let mut a = new_device(&l, mem, checks);
            let mut s = RandomSched::new(9);
            for _ in 0..8 {
                step(&mut a, &mut s);
            }
            // Targets: a later state of the same run, and a state of another launch.
            let mut later = a.clone();
            for _ in 0..40 {
                step(&mut later, &mut s);
            }
            let mut foreign = new_device(&launch(other), mem, checks);
            step(&mut foreign, &mut RandomSched::new(1));
            for mut r in [later, foreign] {
                // The memory environment and the checks are copied into the boxes already
                // there (same kinds), not replaced by new ones.
                let addr = |d: &fermi_sim::device::Device| {
                    let c = d
                        .core
                        .checks
                        .as_ref()
                        .map(|c| &**c as *const _ as *const u8);
                    (&*d.mem as *const _ as *const u8, c)
                };
                let before = addr(&r);
                r.clone_from(&a);
                assert_eq!(addr(&r), before, "{name} {mem:?}: boxes reused");
                let mut c = a.clone();
                assert_eq!(r.fingerprint(), c.fingerprint(), "{name} {mem:?}");
                let mut rec = Recorder::new(RandomSched::new(4));
                let mut n = 0;
                while c.busy() && n < 2000 {
                    step(&mut c, &mut rec);
                    n += 1;
                }
                let mut rep = ReplaySched::new(rec.log.clone());
                for _ in 0..n {
                    step(&mut r, &mut rep);
                }
                assert_eq!(rep.diverged, None, "{name} {mem:?}");
                assert_eq!(r.fingerprint(), c.fingerprint(), "{name} {mem:?}");
                assert_eq!(r.core.stats, c.core.stats, "{name} {mem:?}");
                let kinds = |d: &mut fermi_sim::device::Device| {
                    check_findings(d)
                        .into_iter()
                        .map(|x| (x.kind, x.message))
                        .collect::<Vec<_>>()
                };
                assert_eq!(kinds(&mut r), kinds(&mut c), "{name} {mem:?}");
            }
        }
    }
}
