//! Reading RON text (manifests, configs) with located errors: the input error type, `parse_ron`
//! (ron's errors turned into messages that name the field and the line and column), line and
//! column of a byte offset, and the lexical scan for a key given twice in a map. A file of its
//! own: it knows RON's text, not the manifest's fields (`manifest.rs` re-exports it).

use std::fmt;

/// A problem with the input: which field and what is wrong. Exit status 2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The file the problem is in.
    pub file: String,
    /// The field (`grid`, `args[2]`, `buffers.a`, ...) or `-` for syntax errors.
    pub field: String,
    pub message: String,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field == "-" {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}: field `{}`: {}", self.file, self.field, self.message)
        }
    }
}

impl std::error::Error for InputError {}

/// The deepest bracket nesting a manifest or config may have (ron's default limit, stated
/// here so that the message can name it).
pub const MAX_NESTING: usize = 128;

/// Parse RON text into `T`, turning ron's errors into messages that name the field.
pub fn parse_ron<T: serde::de::DeserializeOwned>(text: &str, file: &str) -> Result<T, InputError> {
    parse_ron_for(text, text, &|at| at, file)
}

/// [`parse_ron`] of `text`, made from `original` by replacing parts of it (`launch::ron_lists`);
/// `original_offset` gives the offset in `original` of an offset in `text`, where errors are
/// placed.
pub fn parse_ron_for<T: serde::de::DeserializeOwned>(
    text: &str,
    original: &str,
    original_offset: &dyn Fn(usize) -> usize,
    file: &str,
) -> Result<T, InputError> {
    // Optional fields are written bare (`len: 4`, not `len: Some(4)`).
    let opts = ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .with_recursion_limit(MAX_NESTING);
    opts.from_str::<T>(text).map_err(|e| {
        let at = original_offset(ron_offset(text, e.position.line, e.position.col));
        let (line, col) = line_col(original, at);
        let pos = format!("{line}:{col}");
        match &e.code {
            ron::Error::NoSuchStructField {
                expected, found, ..
            } => InputError {
                file: file.into(),
                field: found.clone(),
                message: format!(
                    "unknown field at {pos}; expected one of: {}",
                    expected.join(", ")
                ),
            },
            ron::Error::MissingStructField { field, .. } => InputError {
                file: file.into(),
                field: (*field).into(),
                message: "missing".into(),
            },
            ron::Error::DuplicateStructField { field, .. } => InputError {
                file: file.into(),
                field: (*field).into(),
                message: format!("given twice (at {pos})"),
            },
            // ron's own text suggests a Rust crate; the user needs the place and the limit.
            ron::Error::ExceededRecursionLimit => InputError {
                file: file.into(),
                field: "-".into(),
                message: format!(
                    "nesting deeper than {MAX_NESTING} levels at {pos}: a manifest or config needs a few levels of brackets; look for unclosed or runaway `(`, `[` or `{{`"
                ),
            },
            code => InputError {
                file: file.into(),
                field: "-".into(),
                message: format!("malformed RON at {pos}: {code}"),
            },
        }
    })
}

/// The byte offset of ron's error position: ron counts lines by `\n` only and columns in
/// bytes from 1, so a file with lone `\r` line ends is one long line to it.
fn ron_offset(text: &str, line: usize, col: usize) -> usize {
    let start = if line <= 1 {
        0
    } else {
        text.match_indices('\n')
            .nth(line - 2)
            .map_or(text.len(), |(i, _)| i + 1)
    };
    let mut at = (start + col.saturating_sub(1)).min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// 1-based line and column (in characters) of the byte offset `at` of `text`. A line ends at
/// `\n`, `\r\n` or a lone `\r` (old Mac line endings).
pub fn line_col(text: &str, at: usize) -> (usize, usize) {
    let (mut line, mut col) = (1, 1);
    let mut it = text[..at.min(text.len())].chars().peekable();
    while let Some(c) = it.next() {
        match c {
            '\r' if it.peek() == Some(&'\n') => {}
            '\r' | '\n' => {
                line += 1;
                col = 1;
            }
            _ => col += 1,
        }
    }
    (line, col)
}

/// The first key given twice in a `{ "k": v, ... }` map that is the value of one of `fields`
/// (at any depth): `(field, key, byte offset of the first, of the second)`. A lexical scan:
/// strings (with escapes, raw strings), comments and brackets are skipped properly; text that
/// is not RON gives `None`, and the parser reports it.
pub fn duplicate_map_key(text: &str, fields: &[&str]) -> Option<(String, String, usize, usize)> {
    let b = text.as_bytes();
    let n = b.len();
    // Open brackets: (byte, index into `maps` when it is a watched map).
    let mut stack: Vec<(u8, Option<usize>)> = Vec::new();
    // Watched maps: field name and the keys seen (key, offset).
    let mut maps: Vec<(String, Vec<(String, usize)>)> = Vec::new();
    // The last identifier followed by `:` (a field name) waiting for its value.
    let mut pending_field: Option<String> = None;
    let mut last_ident: Option<String> = None;
    let mut i = 0;
    let skip_ws = |mut j: usize| -> usize {
        loop {
            while j < n && (b[j] as char).is_ascii_whitespace() {
                j += 1;
            }
            if j + 1 < n && b[j] == b'/' && b[j + 1] == b'/' {
                while j < n && b[j] != b'\n' && b[j] != b'\r' {
                    j += 1;
                }
            } else if j + 1 < n && b[j] == b'/' && b[j + 1] == b'*' {
                j += 2;
                while j + 1 < n && !(b[j] == b'*' && b[j + 1] == b'/') {
                    j += 1;
                }
                j = (j + 2).min(n);
            } else {
                return j;
            }
        }
    };
    while i < n {
        i = skip_ws(i);
        if i >= n {
            break;
        }
        let c = b[i];
        match c {
            b'"' | b'r' if c == b'"' || (i + 1 < n && (b[i + 1] == b'"' || b[i + 1] == b'#')) => {
                // A string: plain with escapes, or raw `r#"..."#`.
                let start = i;
                let mut s = String::new();
                if c == b'"' {
                    i += 1;
                    let mut bytes = Vec::new();
                    while i < n && b[i] != b'"' {
                        if b[i] == b'\\' && i + 1 < n {
                            bytes.push(b[i + 1]);
                            i += 2;
                        } else {
                            bytes.push(b[i]);
                            i += 1;
                        }
                    }
                    s = String::from_utf8_lossy(&bytes).into_owned();
                    i += 1;
                } else {
                    let mut j = i + 1;
                    let mut hashes = 0;
                    while j < n && b[j] == b'#' {
                        hashes += 1;
                        j += 1;
                    }
                    if j >= n || b[j] != b'"' {
                        // an identifier starting with `r`
                        i = start;
                        let e = ident_end(b, i);
                        last_ident = Some(text[i..e].to_string());
                        i = e;
                        continue;
                    }
                    j += 1;
                    let body = j;
                    loop {
                        if j >= n {
                            return None;
                        }
                        if b[j] == b'"'
                            && b[j + 1..]
                                .iter()
                                .take(hashes)
                                .filter(|&&h| h == b'#')
                                .count()
                                == hashes
                        {
                            break;
                        }
                        j += 1;
                    }
                    s.push_str(&text[body..j]);
                    i = j + 1 + hashes;
                }
                last_ident = None;
                // A key of a watched map: the string is followed by `:` inside the map.
                if let Some(&(b'{', Some(m))) = stack.last() {
                    let k = skip_ws(i);
                    if k < n && b[k] == b':' {
                        let keys = &mut maps[m].1;
                        if let Some(&(_, first)) = keys.iter().find(|(x, _)| *x == s) {
                            return Some((maps[m].0.clone(), s, first, start));
                        }
                        keys.push((s, start));
                    }
                }
                pending_field = None;
            }
            b'\'' => {
                // a char literal
                i += 1;
                while i < n && b[i] != b'\'' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                pending_field = None;
            }
            b'(' | b'[' | b'{' => {
                let watched = (c == b'{')
                    .then(|| pending_field.take())
                    .flatten()
                    .filter(|f| fields.contains(&f.as_str()))
                    .map(|f| {
                        maps.push((f, Vec::new()));
                        maps.len() - 1
                    });
                stack.push((c, watched));
                pending_field = None;
                last_ident = None;
                i += 1;
            }
            b')' | b']' | b'}' => {
                stack.pop();
                pending_field = None;
                last_ident = None;
                i += 1;
            }
            b':' => {
                pending_field = last_ident.take();
                i += 1;
            }
            _ if c == b'_' || c.is_ascii_alphabetic() => {
                let e = ident_end(b, i);
                // `Some(...)` around a value keeps the field waiting.
                if &text[i..e] != "Some" {
                    last_ident = Some(text[i..e].to_string());
                    if pending_field.is_some() {
                        pending_field = None;
                    }
                }
                i = e;
            }
            _ => {
                last_ident = None;
                if c == b',' {
                    pending_field = None;
                }
                i += 1;
            }
        }
    }
    None
}

fn ident_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && (b[i] == b'_' || b[i].is_ascii_alphanumeric()) {
        i += 1;
    }
    i
}
