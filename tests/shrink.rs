//! Shrinking: a long failing choice list shrinks to a shorter one with the same
//! failure, which strict replay (`run --replay`) reproduces.

use fermi_sim::device::MemoryModel;
use fermi_sim::explore::shrink::{parse_choices, shrink, to_text};
use fermi_sim::launch::results::Status;
use fermi_sim::launch::run::{run_launch, RunSettings};
use fermi_sim::launch::{prepare, Overrides};
use fermi_sim::sched::{RandomSched, Recorder, ReplaySched};
use std::path::Path;

#[test]
fn livelock_choice_list_shrinks_and_replays() {
    let l = prepare(
        Path::new("ptx-samples/cuda/spinlock_naive-2.launch.ron"),
        &Overrides {
            max_steps: Some(300),
            ..Overrides::default()
        },
    )
    .unwrap();
    let mut rec = Recorder::new(RandomSched::new(5));
    let r = run_launch(&l, &mut rec, RunSettings::default());
    assert_eq!(r.status, Status::StepLimit);
    assert!(rec.log.len() > 50, "a long list: {}", rec.log.len());
    let s = shrink(&l, MemoryModel::Fermi, &rec.log, 100).expect("a failure");
    assert_eq!(s.failure.status, Status::StepLimit);
    assert!(
        s.choices.len() < rec.log.len() / 10,
        "{} choices",
        s.choices.len()
    );
    // The text round-trips and strict replay shows the same failure.
    let text = to_text(&s.choices);
    assert_eq!(parse_choices(&text).unwrap(), s.choices);
    let mut rep = ReplaySched::parse(&text).unwrap();
    let again = run_launch(&l, &mut rep, RunSettings::default());
    assert_eq!(again.status, Status::StepLimit);
}

#[test]
fn completed_run_is_not_a_counterexample() {
    let l = prepare(
        Path::new("tests/data/explore/race3.launch.ron"),
        &Overrides::default(),
    )
    .unwrap();
    let mut rec = Recorder::new(RandomSched::new(1));
    run_launch(&l, &mut rec, RunSettings::default());
    assert!(shrink(&l, MemoryModel::Fermi, &rec.log, 10).is_none());
}
