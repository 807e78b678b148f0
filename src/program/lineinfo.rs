//! CUDA source lines of PTX lines, from the `.file` / `.loc` debug directives that compilers
//! write with line information (clang `-g` / `-gline-tables-only`, NVRTC `-lineinfo`). The
//! loader accepts and ignores these directives (docs/design.md §1); this map reads them from
//! the PTX text so that a finding at a PTX line can name the source line `file.cu:LINE`.
//!
//! `.file N "name"` names file N (`.file N "dir" "name"` too: joined with `/`); `.loc F L C`
//! says that the instructions after it, up to the next `.loc` or the end of the function, come
//! from line L of file F (line 0: no source line).

use std::collections::BTreeMap;

/// PTX line (1-based) → (file index, source line), and the files by index.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineMap {
    files: BTreeMap<u32, String>,
    lines: Vec<Option<(u32, u32)>>,
}

impl LineMap {
    /// The map of a PTX text; empty when it has no `.loc` directives.
    pub fn new(ptx: &str) -> LineMap {
        let mut m = LineMap::default();
        let mut cur: Option<(u32, u32)> = None;
        for line in ptx.lines() {
            let t = line.trim_start();
            let mut words = t.split_whitespace();
            let first = words.next().unwrap_or("");
            let here = match first {
                ".file" => {
                    if let Some(i) = words.next().and_then(|w| w.parse::<u32>().ok()) {
                        let quoted: Vec<&str> = t.split('"').skip(1).step_by(2).collect();
                        let name = match quoted.as_slice() {
                            [] => None,
                            [n] => Some(n.to_string()),
                            [d, n, ..] if !d.is_empty() && !n.starts_with('/') => {
                                Some(format!("{}/{n}", d.trim_end_matches('/')))
                            }
                            [_, n, ..] => Some(n.to_string()),
                        };
                        if let Some(n) = name {
                            m.files.insert(i, n);
                        }
                    }
                    None
                }
                ".loc" => {
                    let num = |w: Option<&str>| {
                        w.and_then(|w| w.trim_end_matches(',').parse::<u32>().ok())
                    };
                    cur = match (num(words.next()), num(words.next())) {
                        (Some(f), Some(l)) if l > 0 => Some((f, l)),
                        _ => None,
                    };
                    None
                }
                _ if t.starts_with(".entry")
                    || t.starts_with(".func")
                    || t.starts_with(".visible")
                    || t.starts_with(".weak")
                    || t.starts_with(".extern") =>
                {
                    cur = None;
                    None
                }
                _ => cur,
            };
            m.lines.push(here);
        }
        m
    }

    /// Whether the PTX had any `.loc` line information.
    pub fn is_empty(&self) -> bool {
        self.lines.iter().all(Option::is_none)
    }

    /// `file:LINE` of PTX line `ptx_line` (1-based), where the debug information gives one.
    pub fn source(&self, ptx_line: u32) -> Option<String> {
        let (f, l) = (*self.lines.get((ptx_line as usize).checked_sub(1)?)?)?;
        let file = self.files.get(&f).map_or("?", String::as_str);
        Some(format!("{file}:{l}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instructions_take_the_last_loc_of_their_function() {
        let ptx = "\
.version 7.0
.file 1 \"/src/k.cu\"
.file 2 \"/usr/include\" \"math.h\"
.visible .entry k(
)
{
.loc 1 10 3
ld.global.u32 %r1, [%rd1];
.loc 2 7 0, function_name $L__info_string0, inlined_at 1 10 3
add.s32 %r2, %r1, 1;
.loc 1 0 0
ret;
}
.visible .entry j(
)
{
ret;
}
";
        let m = LineMap::new(ptx);
        assert!(!m.is_empty());
        assert_eq!(m.source(8).as_deref(), Some("/src/k.cu:10"));
        assert_eq!(m.source(10).as_deref(), Some("/usr/include/math.h:7"));
        // Line 0: no source line; a new function starts without one.
        assert_eq!(m.source(12), None);
        assert_eq!(m.source(17), None);
        assert_eq!(m.source(0), None);
        assert_eq!(m.source(999), None);
        assert!(LineMap::new(".version 7.0\nret;\n").is_empty());
    }
}
