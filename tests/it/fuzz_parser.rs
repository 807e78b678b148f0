//! Robustness of the parser: mutated real sample files (byte flips, deletions, insertions of
//! PTX tokens, truncation) and random token soup must never panic or hang, and every error
//! must point inside the source with a line/column that matches its byte offset.

use fermi_sim::ptx::parse;
use proptest::prelude::*;
use std::path::Path;

/// Sample files the mutations start from (real clang output and thesis listings).
fn seeds() -> &'static [String] {
    static SEEDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    SEEDS.get_or_init(load_seeds)
}

fn load_seeds() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx-samples");
    let mut out = Vec::new();
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/parser");
    let dirs = [
        root.join("cuda"),
        root.join("thesis"),
        root.join("thesis/derived"),
        data,
    ];
    for dir in dirs {
        let Ok(rd) = std::fs::read_dir(dir) else {
            continue;
        };
        let mut paths: Vec<_> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for p in paths {
            if p.extension().is_some_and(|e| e == "ptx") {
                if let Ok(s) = std::fs::read_to_string(&p) {
                    out.push(s);
                }
            }
        }
    }
    out.push(
        include_str!("parser.rs")
            .lines()
            .filter(|l| l.starts_with('\t'))
            .collect::<Vec<_>>()
            .join("\n"),
    );
    out
}

const TOKENS: &[&str] = &[
    ".version",
    "4.2",
    ".target",
    "sm_20",
    ".entry",
    ".func",
    ".param",
    ".reg",
    ".global",
    ".shared",
    ".local",
    ".const",
    ".u32",
    ".b8",
    ".pred",
    ".align",
    "8",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ",",
    ";",
    ":",
    "@",
    "!",
    "|",
    "+",
    "-",
    "*",
    "<",
    ">",
    "=",
    "%r1",
    "%rd2",
    "%p1",
    "%tid.x",
    "%tid",
    ".x",
    "add",
    "ld",
    "st",
    "setp",
    ".eq",
    "bra",
    "call",
    "ret",
    "exit",
    "ssy",
    "preRet",
    "L1",
    "PATH-1",
    "0x1F",
    "0f3F800000",
    "0d3FF0000000000000",
    "1.5e-3",
    "017",
    "09",
    "0xZZ",
    "/*",
    "*/",
    "//",
    "\"",
    "\"s\"",
    ".loc",
    ".file",
    ".section",
    ".pragma",
    ".callprototype",
    "_",
    ".branchtargets",
    "...",
    ".tex",
    "\n",
    " ",
    "\t",
    "é",
    "\u{0}",
    "$L__BB0_1",
    ".maxntid",
    ".extern",
    ".visible",
    "?",
    "~",
    "<<",
];

#[derive(Debug, Clone)]
enum Mutation {
    Flip(usize, u8),
    Delete(usize, usize),
    Insert(usize, usize),
    Truncate(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(p, b)| Mutation::Flip(p, b)),
        (any::<usize>(), 1usize..40).prop_map(|(p, n)| Mutation::Delete(p, n)),
        (any::<usize>(), 0..TOKENS.len()).prop_map(|(p, t)| Mutation::Insert(p, t)),
        any::<usize>().prop_map(Mutation::Truncate),
    ]
}

fn apply(src: &str, muts: &[Mutation]) -> String {
    let mut b = src.as_bytes().to_vec();
    for m in muts {
        let n = b.len().max(1);
        match *m {
            Mutation::Flip(p, x) => {
                if !b.is_empty() {
                    b[p % n] ^= x;
                }
            }
            Mutation::Delete(p, k) => {
                let s = p % n;
                let e = (s + k).min(b.len());
                if s < e {
                    b.drain(s..e);
                }
            }
            Mutation::Insert(p, t) => {
                let s = p % (b.len() + 1);
                b.splice(s..s, TOKENS[t].bytes());
            }
            Mutation::Truncate(p) => b.truncate(p % n),
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// Parse and check the error's position against an independent line/column count.
fn check(src: &str) -> Result<(), TestCaseError> {
    if let Err(d) = parse("f.ptx", src) {
        prop_assert_eq!(d.items.len(), 1);
        let sp = d.items[0].span;
        let (s, e) = (sp.start as usize, sp.end as usize);
        prop_assert!(
            s <= e && e <= src.len(),
            "span {:?} outside source of {} bytes",
            sp,
            src.len()
        );
        prop_assert!(src.is_char_boundary(s) && src.is_char_boundary(e));
        let before = &src[..s];
        let line = before.matches('\n').count() as u32 + 1;
        let col = before.rsplit('\n').next().unwrap_or("").chars().count() as u32 + 1;
        prop_assert_eq!((sp.line, sp.col), (line, col));
        let _ = d.render();
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_samples_never_panic(seed in any::<usize>(), muts in prop::collection::vec(mutation(), 1..8)) {
        let seeds = seeds();
        let src = apply(&seeds[seed % seeds.len()], &muts);
        check(&src)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn token_soup_never_panics(toks in prop::collection::vec((0..TOKENS.len(), 0..3usize), 0..120)) {
        let mut s = String::new();
        for (t, sep) in toks {
            s.push_str(TOKENS[t]);
            s.push_str([" ", "", "\n"][sep]);
        }
        check(&s)?;
    }

    #[test]
    fn arbitrary_text_never_panics(s in "\\PC{0,200}") {
        check(&s)?;
    }
}

/// Deep nesting is an error value, not a stack overflow.
#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    for (open, close) in [("{", "}"), ("(", ")")] {
        let n = 100_000;
        let src = format!(
            ".entry k() {{ mov.u32 %r1, {}1{}; }}",
            open.repeat(n),
            close.repeat(n)
        );
        let e = parse("deep.ptx", &src).unwrap_err();
        assert_eq!(
            e.items[0].code,
            "E0009",
            "{}",
            e.items[0].one_line("deep.ptx")
        );
    }
    let src = format!(".entry k() {}", "{".repeat(100_000));
    assert_eq!(parse("deep.ptx", &src).unwrap_err().items[0].code, "E0009");
    let src = format!(".global .u32 a[1] = {}1;", "{".repeat(100_000));
    assert_eq!(parse("deep.ptx", &src).unwrap_err().items[0].code, "E0009");
    let src = format!(".global .u32 a = {}1;", "-".repeat(100_000));
    assert_eq!(parse("deep.ptx", &src).unwrap_err().items[0].code, "E0009");
}
