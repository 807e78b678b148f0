//! The CI recipes of `docs/ci.md`: both files are valid YAML of the expected shape, the page
//! shows them as they are, and their `fermi-sim` commands work on a folder of passing kernels.

use crate::common::root;
use std::path::Path;
use std::process::Command;
use yaml_rust2::{Yaml, YamlLoader};

fn load(name: &str) -> (String, Yaml) {
    let text = std::fs::read_to_string(root().join("docs/ci").join(name)).unwrap();
    let mut docs = YamlLoader::load_from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(docs.len(), 1, "{name}: one document");
    (text, docs.remove(0))
}

/// Run one shell command of a recipe where `kernels` is a folder of passing kernels; returns
/// the exit status and the scratch folder.
fn run_here(name: &str, cmd: &str) -> (i32, std::path::PathBuf) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("ci-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::os::unix::fs::symlink(root().join("tests/data/suite/passing"), dir.join("kernels"))
        .unwrap();
    let path = crate::common::path_with_binary();
    let st = Command::new("sh")
        .args(["-c", cmd])
        .current_dir(&dir)
        .env("PATH", path)
        .output()
        .unwrap();
    (st.status.code().unwrap_or(-1), dir)
}

/// The JUnit report a recipe's command wrote: 9 passing cases, no failure.
fn check_report(dir: &Path, file: &str) {
    let text = std::fs::read_to_string(dir.join(file)).expect("the report is written");
    let doc = roxmltree::Document::parse(&text).unwrap();
    assert_eq!(doc.root_element().attribute("tests"), Some("9"));
    assert_eq!(doc.root_element().attribute("failures"), Some("0"));
}

#[test]
fn docs_page_shows_the_recipe_files_verbatim() {
    let page = std::fs::read_to_string(root().join("docs/ci.md")).unwrap();
    for f in ["github-actions.yml", "gitlab-ci.yml"] {
        let text = std::fs::read_to_string(root().join("docs/ci").join(f)).unwrap();
        assert!(
            page.contains(&format!("```yaml\n{text}```")),
            "{f} differs from docs/ci.md"
        );
    }
}

#[test]
fn github_actions_workflow() {
    let (_, y) = load("github-actions.yml");
    assert!(y["on"].as_vec().is_some() || !y["on"].is_badvalue());
    let job = &y["jobs"]["fermi-sim"];
    assert_eq!(job["runs-on"].as_str(), Some("ubuntu-latest"));
    let steps = job["steps"].as_vec().expect("steps");
    let runs: Vec<&str> = steps.iter().filter_map(|s| s["run"].as_str()).collect();
    assert!(
        runs.iter().any(|r| r.starts_with("cargo install")),
        "{runs:?}"
    );
    let upload = steps
        .iter()
        .find(|s| {
            s["uses"]
                .as_str()
                .is_some_and(|u| u.starts_with("actions/upload-artifact"))
        })
        .expect("the report is uploaded");
    assert_eq!(upload["if"].as_str(), Some("always()"));
    let report = upload["with"]["path"].as_str().unwrap();
    let ours: Vec<&&str> = runs
        .iter()
        .filter(|r| r.starts_with("fermi-sim "))
        .collect();
    assert_eq!(ours.len(), 1);
    assert!(ours[0].contains(&format!("--junit {report}")));
    let (code, dir) = run_here("github", ours[0]);
    assert_eq!(code, 0);
    check_report(&dir, report);
}

#[test]
fn gitlab_ci_job() {
    let (_, y) = load("gitlab-ci.yml");
    let job = &y["fermi-sim"];
    let script = job["script"].as_vec().expect("script");
    let report = job["artifacts"]["reports"]["junit"]
        .as_str()
        .expect("junit report");
    assert_eq!(job["artifacts"]["when"].as_str(), Some("always"));
    let ours: Vec<&str> = script
        .iter()
        .filter_map(|s| s.as_str())
        .filter(|s| s.starts_with("fermi-sim "))
        .collect();
    assert_eq!(ours.len(), 1);
    let (code, dir) = run_here("gitlab", ours[0]);
    assert_eq!(code, 0);
    check_report(&dir, report);
}
