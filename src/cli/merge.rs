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

fn merge(a: &MergeArgs) -> Result<i32, String> {
    let mut shards = a
        .files
        .iter()
        .map(Shard::open)
        .collect::<Result<Vec<_>, _>>()?;
    // Every shard must come from the same sweep: equal headers but for the shard number.
    let same = |s: &Shard| {
        let mut v = s.sweep.clone();
        v["partition"] = serde_json::Value::Null;
        v
    };
    for s in &shards[1..] {
        if same(s) != same(&shards[0]) || s.n != shards[0].n {
            return Err(format!(
                "{} and {} come from different sweeps",
                shards[0].name, s.name
            ));
        }
    }
    let n = shards[0].n;
    let mut problems = Vec::new();
    for k in 1..=n {
        let files: Vec<&str> = shards
            .iter()
            .filter(|s| s.k == k)
            .map(|s| s.name.as_str())
            .collect();
        match files.len() {
            0 => problems.push(format!("shard {k}/{n} is missing")),
            1 => {}
            c => problems.push(format!(
                "shard {k}/{n} is given {c} times ({})",
                files.join(", ")
            )),
        }
    }
    for s in shards.iter().filter(|s| s.k == 0 || s.k > n) {
        problems.push(format!("{}: shard {}/{n} is out of range", s.name, s.k));
    }
    if !problems.is_empty() {
        return Err(problems.join("\nerror: "));
    }
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
