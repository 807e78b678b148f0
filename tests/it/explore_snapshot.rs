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
    w.regs[0] ^= 1;
    assert_ne!(a.fingerprint(), b.fingerprint());
}
