//! `fermi-sim merge FILES...`: combine the `--out` files of a sweep's shards
//! (`sweep --partition K/N --out FILE`) into the summary one sweep over the whole space prints
//! (docs/scale-out.md). A missing, repeated, truncated or foreign shard is named, exit status 2.
//! The shards are read line by line and merged by run number, so memory stays bounded by the
//! number of shards, whatever their size.

use crate::explore::sweep::{fold_records, RunRecord};
use std::io::BufRead;
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct MergeArgs {
    /// The shards' `--out` files (JSON Lines), in any order.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Print the summary as one JSON object, as `sweep --json`.
    #[arg(long)]
    pub json: bool,
}

/// Longest line a shard file may have (a record holds one run's final memory in hex).
const MAX_LINE: usize = 1 << 30;

/// One shard file being read: its header, shard number and the next record.
struct Shard {
    name: String,
    lines: std::io::Lines<std::io::BufReader<std::fs::File>>,
    line_no: usize,
    sweep: serde_json::Value,
    k: usize,
    n: usize,
    next: Option<RunRecord>,
    records: u64,
    secs: f64,
    ended: bool,
}

impl Shard {
    fn open(file: &PathBuf) -> Result<Shard, String> {
        let name = file.display().to_string();
        let f = std::fs::File::open(file).map_err(|e| format!("{name}: {e}"))?;
        let mut lines = std::io::BufReader::new(f).lines();
        let first = lines
            .next()
            .ok_or_else(|| format!("{name}: empty file"))?
            .map_err(|e| format!("{name}: {e}"))?;
        let head: serde_json::Value = serde_json::from_str(&first)
            .map_err(|e| format!("{name}:1: not a sweep shard (`sweep --out`): {e}"))?;
        let sweep = head
            .get("sweep")
            .cloned()
            .ok_or_else(|| format!("{name}:1: not a sweep shard: no `sweep` header"))?;
        let (k, n) = sweep["partition"]
            .as_array()
            .and_then(|p| Some((p.first()?.as_u64()? as usize, p.get(1)?.as_u64()? as usize)))
            .ok_or_else(|| format!("{name}:1: the header has no partition"))?;
        let mut s = Shard {
            name,
            lines,
            line_no: 1,
            sweep,
            k,
            n,
            next: None,
            records: 0,
            secs: 0.0,
            ended: false,
        };
        s.advance()?;
        Ok(s)
    }

    /// Read the next record (or the end line) into `next`.
    fn advance(&mut self) -> Result<(), String> {
        self.next = None;
        for l in self.lines.by_ref() {
            self.line_no += 1;
            let l = l.map_err(|e| format!("{}: {e}", self.name))?;
            if l.len() > MAX_LINE {
                return Err(format!("{}:{}: line too long", self.name, self.line_no));
            }
            if l.trim().is_empty() {
                continue;
            }
            let v: serde_json::Value = serde_json::from_str(&l)
                .map_err(|e| format!("{}:{}: {e}", self.name, self.line_no))?;
            if self.ended {
                return Err(format!(
                    "{}:{}: a line after the end line",
                    self.name, self.line_no
                ));
            }
            if let Some(e) = v.get("end") {
                if e["records"].as_u64() != Some(self.records) {
                    return Err(format!(
                        "{}: {} records, the end line says {}",
                        self.name, self.records, e["records"]
                    ));
                }
                self.secs = e["elapsed_s"].as_f64().unwrap_or(0.0);
                self.ended = true;
                continue;
            }
            self.records += 1;
            self.next = Some(
                serde_json::from_value(v)
                    .map_err(|e| format!("{}:{}: {e}", self.name, self.line_no))?,
            );
            return Ok(());
        }
        if !self.ended {
            return Err(format!(
                "{}: truncated (no end line): the shard did not finish",
                self.name
            ));
        }
        Ok(())
    }
}

pub fn main(a: MergeArgs) -> i32 {
    match merge(&a) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            2
        }
    }
}

/// The shards must come from one search (headers equal but for the shard number) and be
/// shards 1..=N, each once. `shards`: (file, header, K, N).
fn check_set(shards: &[(&str, &serde_json::Value, usize, usize)]) -> Result<(), String> {
    let same = |h: &serde_json::Value| {
        let mut v = h.clone();
        if let Some(o) = v.as_object_mut().and_then(|o| o.values_mut().next()) {
            o["partition"] = serde_json::Value::Null;
        }
        v
    };
    let (f0, h0, _, n) = shards[0];
    for &(f, h, _, m) in &shards[1..] {
        if same(h) != same(h0) || m != n {
            return Err(format!("{f0} and {f} come from different searches"));
        }
    }
    let mut problems = Vec::new();
    for k in 1..=n {
        let files: Vec<&str> = shards.iter().filter(|s| s.2 == k).map(|s| s.0).collect();
        match files.len() {
            0 => problems.push(format!("shard {k}/{n} is missing")),
            1 => {}
            c => problems.push(format!(
                "shard {k}/{n} is given {c} times ({})",
                files.join(", ")
            )),
        }
    }
    for s in shards.iter().filter(|s| s.2 == 0 || s.2 > n) {
        problems.push(format!("{}: shard {}/{n} is out of range", s.0, s.2));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\nerror: "))
    }
}

fn merge(a: &MergeArgs) -> Result<i32, String> {
    // Only regular files, as every other command reads: opening a FIFO would block until a
    // writer came, and reading a device need never end. Shards are streamed, so no size cap.
    for f in &a.files {
        crate::input::check_file(f, u64::MAX).map_err(|e| e.in_file(&f.display().to_string()))?;
    }
    // An exploration's shards are small (one results line each).
    let first =
        std::fs::File::open(&a.files[0]).map_err(|e| format!("{}: {e}", a.files[0].display()))?;
    let head = std::io::BufReader::new(first).lines().next();
    if head.is_some_and(|l| l.is_ok_and(|l| l.starts_with("{\"explore\""))) {
        return merge_explore(a);
    }
    let mut shards = a
        .files
        .iter()
        .map(Shard::open)
        .collect::<Result<Vec<_>, _>>()?;
    let heads: Vec<serde_json::Value> = shards
        .iter()
        .map(|s| serde_json::json!({ "sweep": s.sweep }))
        .collect();
    check_set(
        &shards
            .iter()
            .zip(&heads)
            .map(|(s, h)| (s.name.as_str(), h, s.k, s.n))
            .collect::<Vec<_>>(),
    )
    .map_err(|e| e.replace("different searches", "different sweeps"))?;
    let sweep = shards[0].sweep.clone();
    // Merge by run number: the shard whose next record has the smallest run goes first.
    let mut failed: Option<String> = None;
    let next = std::iter::from_fn(|| {
        if failed.is_some() {
            return None;
        }
        let i = shards
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.next.as_ref().map(|r| (r.run, i)))
            .min()?
            .1;
        let r = shards[i].next.take();
        if let Err(e) = shards[i].advance() {
            failed = Some(e.clone());
            return Some(Err(e));
        }
        r.map(Ok)
    });
    let s = fold_records(next)?;
    let secs = shards.iter().map(|s| s.secs).sum();
    let part = |i: usize| sweep["replay"][i].as_str().unwrap_or("").to_string();
    let replay = super::sweep::Replay {
        head: part(0),
        flags: part(1),
        tail: part(2),
    };
    let variants = sweep["variants"].as_u64().unwrap_or(1) as usize;
    Ok(super::sweep::report(
        &s,
        variants,
        secs,
        a.json,
        &|seed, args| replay.command(seed, args),
    ))
}

/// A final memory of the merged exploration: content key, printed line, terminal states, fewest
/// deviations.
type MergedFinal = (String, String, u64, u64);

/// Merge `explore --out` shards: the union of the final memories (by content, in shard order)
/// and of the failures (by status, kind and lines), and whether every shard was exhaustive.
fn merge_explore(a: &MergeArgs) -> Result<i32, String> {
    let mut shards = Vec::new();
    for f in &a.files {
        let name = f.display().to_string();
        let text = crate::input::read_text(f, 1 << 30).map_err(|e| e.in_file(&name))?;
        let vals: Vec<serde_json::Value> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(serde_json::from_str)
            .collect::<Result<_, _>>()
            .map_err(|e| format!("{name}: {e}"))?;
        let header = vals.first().filter(|v| v.get("explore").is_some()).cloned();
        let results = vals.iter().find_map(|v| v.get("results")).cloned();
        let ended = vals.iter().any(|v| v.get("end").is_some());
        let (Some(header), Some(results), true) = (header, results, ended) else {
            return Err(format!(
                "{name}: not a complete explore shard (header, results and end line)"
            ));
        };
        let part = &header["explore"]["partition"];
        let k = part[0].as_u64().unwrap_or(0) as usize;
        let n = part[1].as_u64().unwrap_or(0) as usize;
        shards.push((name, header, k, n, results));
    }
    check_set(
        &shards
            .iter()
            .map(|s| (s.0.as_str(), &s.1, s.2, s.3))
            .collect::<Vec<_>>(),
    )?;
    shards.sort_by_key(|s| s.2);
    let sum = |f: &str| {
        shards
            .iter()
            .map(|s| s.4[f].as_u64().unwrap_or(0))
            .sum::<u64>()
    };
    let exhaustive = shards
        .iter()
        .all(|s| s.4["exhaustive"].as_bool() == Some(true));
    let mut bounds: Vec<String> = Vec::new();
    let mut finals: Vec<MergedFinal> = Vec::new();
    let mut failures: Vec<serde_json::Value> = Vec::new();
    let id = |x: &serde_json::Value| (x["status"].clone(), x["kind"].clone(), x["lines"].clone());
    for s in &shards {
        for b in s.4["bounds_hit"].as_array().into_iter().flatten() {
            let b = b.as_str().unwrap_or("").to_string();
            if !bounds.contains(&b) {
                bounds.push(b);
            }
        }
        for m in s.4["final_memories"].as_array().into_iter().flatten() {
            let key = m["key"].as_str().unwrap_or("").to_string();
            let count = m["count"].as_u64().unwrap_or(0);
            let devs = m["deviations"].as_u64().unwrap_or(0);
            match finals.iter_mut().find(|f| f.0 == key) {
                Some(f) => {
                    f.2 += count;
                    f.3 = f.3.min(devs);
                }
                None => {
                    let line = m["line"].as_str().unwrap_or("").to_string();
                    finals.push((key, line, count, devs));
                }
            }
        }
        for f in s.4["failures"].as_array().into_iter().flatten() {
            if !failures.iter().any(|g| id(g) == id(f)) {
                failures.push(f.clone());
            }
        }
    }
    if a.json {
        let fm: Vec<serde_json::Value> = finals
            .iter()
            .map(|f| serde_json::json!({"buffers": f.1, "count": f.2, "deviations": f.3}))
            .collect();
        crate::outln!(
            "{}",
            serde_json::json!({
                "shards": shards.len(),
                "exhaustive": exhaustive,
                "bounds_hit": bounds,
                "states": sum("states"),
                "transitions": sum("transitions"),
                "distinct_final_memories": finals.len(),
                "final_memories": fm,
                "failures": failures,
            })
        );
    } else {
        crate::outln!(
            "merged {} explore shards: {} states, {} transitions (summed; shards may share states)",
            shards.len(),
            sum("states"),
            sum("transitions")
        );
        if exhaustive {
            crate::outln!("exhaustive: every schedule was covered (by the union of the shards)");
        } else {
            crate::outln!("exhaustive: no (bounds hit: {})", bounds.join(", "));
        }
        crate::outln!("distinct final memories: {}", finals.len());
        for (i, f) in finals.iter().enumerate().take(20) {
            crate::outln!(
                "  #{i}: {} terminal states, {} deviations  {}",
                f.2,
                f.3,
                f.1
            );
        }
        crate::outln!("failures: {}", failures.len());
        for f in &failures {
            crate::outln!(
                "  {} / {} at depth {} ({} choices), lines {:?}: {}",
                f["status"].as_str().unwrap_or(""),
                f["kind"].as_str().unwrap_or(""),
                f["depth"],
                f["choices_len"],
                f["lines"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|x| x.as_u64())
                    .collect::<Vec<_>>(),
                f["message"].as_str().unwrap_or("")
            );
        }
    }
    // As explore: 4 for a violation, 3 for a liveness failure, 0 otherwise.
    let code = |f: &serde_json::Value| {
        crate::verdict::Status::from_name(f["status"].as_str().unwrap_or(""))
            .map_or(3, |s| s.exit_code())
    };
    Ok(failures.iter().map(code).max().unwrap_or(0))
}
