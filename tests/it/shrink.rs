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

#[test]
fn shrink_without_out_writes_into_the_current_folder() {
    // Never next to the manifest (the samples folder stays clean): `NAME.shrunk.txt` in the
    // folder the command runs in.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("shrink-cwd");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let manifest = crate::common::root().join("ptx-samples/cuda/spinlock_naive-2.launch.ron");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_fermi-sim"))
        .args(["shrink", manifest.to_str().unwrap(), "--seed", "3"])
        .args(["--max-steps", "600", "--memory", "flat"])
        .current_dir(&dir)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(3), "{text}");
    assert!(
        text.contains("written to spinlock_naive-2.shrunk.txt"),
        "{text}"
    );
    let list = std::fs::read_to_string(dir.join("spinlock_naive-2.shrunk.txt")).unwrap();
    assert!(parse_choices(&list).is_ok());
    assert!(!manifest
        .with_file_name("spinlock_naive-2.shrunk.txt")
        .exists());
    assert!(!manifest.with_extension("shrunk.txt").exists());
}
