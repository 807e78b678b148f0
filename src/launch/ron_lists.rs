//! The fast path for long literal lists of numbers in a manifest (docs/performance.md, "Loading
//! data"). RON's own parser reads a number in a value of unknown type by first trying it as an
//! identifier, which builds (and frees) an error with a copy of the text for every element: a
//! list of a million floats took half a second. Before the text goes to the parser, each list of
//! plain numbers in a place where the manifest has element lists (a `data: [...]` field, a value
//! of the `expected` map) is read here, number by number, and replaced in the text by a short
//! marker string; the element-list deserialisers (`manifest::ElemList`) take the list back for
//! the marker. [`Lifted::original_offset`] places the parser's positions of errors elsewhere in the
//! original text.
//!
//! Only lists whose every element is a plain decimal number (`-`, digits, an optional fraction;
//! no exponent, `+`, underscores, hex, `inf` or `NaN`), separated by commas and spaces, tabs or
//! line ends, are taken; anything else (tuples, comments, other literals) is left to the parser.
//! A plain number is read as the parser reads it: a fraction makes it a float (`F`), a
//! non-negative integer is `U`, a negative one `I` (`-0` is the unsigned 0), and an integer that
//! does not fit 64 bits leaves its list to the parser.

/// A plain number as the parser reads it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Plain {
    U(u64),
    I(i64),
    F(f64),
}

/// The smallest list (in bytes of text, brackets included) worth lifting: shorter ones are
/// parsed as they are.
const MIN_BYTES: usize = 64;

/// The first byte of a marker string: a byte a manifest's strings do not hold.
pub const MARK: char = '\u{1}';

/// The number of the list a marker string stands for.
pub fn marker(s: &str) -> Option<usize> {
    s.strip_prefix(MARK)?.parse().ok()
}

/// A manifest's text with its long lists of numbers taken out.
pub struct Lifted<T> {
    /// The text with a marker string in place of each list.
    pub text: String,
    /// The lists, by marker number.
    pub lists: Vec<Vec<T>>,
    /// `(offset in text, offset in the original)` just after each marker.
    after: Vec<(usize, usize)>,
}

impl<T> Lifted<T> {
    /// The byte offset in the original text of byte `at` of the lifted text (outside markers).
    pub fn original_offset(&self, at: usize) -> usize {
        match self.after.partition_point(|&(t, _)| t <= at) {
            0 => at,
            k => {
                let (t, o) = self.after[k - 1];
                o + (at - t)
            }
        }
    }
}

/// The lists taken out of `text` (each number made an element by `elem`) and the text with
/// markers in their place; `None` when there is no list worth lifting (or the text is not one
/// this scan understands).
pub fn lift<T>(text: &str, elem: impl Fn(Plain) -> T) -> Option<Lifted<T>> {
    let b = text.as_bytes();
    let n = b.len();
    // Open brackets; `true` for the `{` of the `expected` map.
    let mut stack: Vec<(u8, bool)> = Vec::new();
    // What precedes a `:` waiting for its value: a field name, or a string key.
    #[derive(Clone, Copy, PartialEq)]
    enum Before<'a> {
        Nothing,
        Ident(&'a str),
        Str,
    }
    let mut last = Before::Nothing;
    let mut colon = Before::Nothing;
    let mut out = String::new();
    // Bytes of `text` before this offset are in `out`.
    let mut copied = 0;
    let mut after = Vec::new();
    let mut lists: Vec<Vec<T>> = Vec::new();
    let mut i = 0;
    while i < n {
        let c = b[i];
        match c {
            b' ' | b'\t' | b'\n' | b'\r' => i += 1,
            b'/' => return None, // comments: left to the parser
            b'"' => {
                i += 1;
                while i < n && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                last = Before::Str;
                colon = Before::Nothing;
            }
            b'\'' => return None,
            b'r' if i + 1 < n && (b[i + 1] == b'"' || b[i + 1] == b'#') => return None,
            b'(' | b'{' => {
                let expected = c == b'{' && colon == Before::Ident("expected");
                stack.push((c, expected));
                last = Before::Nothing;
                colon = Before::Nothing;
                i += 1;
            }
            b'[' => {
                let wanted = colon == Before::Ident("data")
                    || (colon == Before::Str && stack.last() == Some(&(b'{', true)));
                let numbers = if wanted { numbers(b, i, &elem) } else { None };
                match numbers {
                    Some((v, end)) if end - i >= MIN_BYTES => {
                        out.push_str(&text[copied..i]);
                        out.push_str(&format!("\"{MARK}{}\"", lists.len()));
                        after.push((out.len(), end));
                        copied = end;
                        lists.push(v);
                        i = end;
                    }
                    _ => {
                        stack.push((c, false));
                        i += 1;
                    }
                }
                last = Before::Nothing;
                colon = Before::Nothing;
            }
            b')' | b']' | b'}' => {
                stack.pop();
                last = Before::Nothing;
                colon = Before::Nothing;
                i += 1;
            }
            b':' => {
                colon = last;
                last = Before::Nothing;
                i += 1;
            }
            _ if c == b'_' || c.is_ascii_alphabetic() => {
                let s = i;
                while i < n && (b[i] == b'_' || b[i].is_ascii_alphanumeric()) {
                    i += 1;
                }
                // `Some(...)` keeps what it wraps in its place.
                if &text[s..i] != "Some" {
                    last = Before::Ident(&text[s..i]);
                    colon = Before::Nothing;
                }
            }
            _ => {
                last = Before::Nothing;
                colon = Before::Nothing;
                i += 1;
            }
        }
    }
    if lists.is_empty() {
        return None;
    }
    out.push_str(&text[copied..]);
    Some(Lifted {
        text: out,
        lists,
        after,
    })
}

/// The plain numbers of the list opening at `b[at] == b'['` and the offset after its `]`, or
/// `None` if it holds anything else.
fn numbers<T>(b: &[u8], at: usize, elem: &impl Fn(Plain) -> T) -> Option<(Vec<T>, usize)> {
    let ws = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | b'\r');
    // As many elements as commas up to the closing bracket (plus one), when the list is plain.
    let close = at + b[at..].iter().position(|&c| c == b']')?;
    let mut v = Vec::with_capacity(b[at..close].iter().filter(|&&c| c == b',').count() + 1);
    let mut i = at + 1;
    loop {
        while i < b.len() && ws(b[i]) {
            i += 1;
        }
        if *b.get(i)? == b']' {
            return Some((v, i + 1));
        }
        let s = i;
        while i < b.len() && matches!(b[i], b'0'..=b'9' | b'-' | b'.') {
            i += 1;
        }
        v.push(elem(number(&b[s..i])?));
        while i < b.len() && ws(b[i]) {
            i += 1;
        }
        match *b.get(i)? {
            b',' => i += 1,
            b']' => return Some((v, i + 1)),
            _ => return None,
        }
    }
}

/// A plain decimal number as the parser reads it, or `None` for anything else.
fn number(t: &[u8]) -> Option<Plain> {
    let digits = |x: &[u8]| !x.is_empty() && x.iter().all(u8::is_ascii_digit);
    let (neg, body) = match t.split_first()? {
        (b'-', rest) => (true, rest),
        _ => (false, t),
    };
    // ASCII digits, `-` and `.` only (checked by the caller's scan and below).
    let s = std::str::from_utf8(t).ok()?;
    match body.iter().position(|&c| c == b'.') {
        Some(p) if digits(&body[..p]) && digits(&body[p + 1..]) => s.parse().ok().map(Plain::F),
        Some(_) => None,
        None if !digits(body) => None,
        None if neg => s
            .parse::<i64>()
            .ok()
            .map(|v| if v == 0 { Plain::U(0) } else { Plain::I(v) }),
        None => s.parse().ok().map(Plain::U),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_numbers_and_the_rest() {
        assert_eq!(number(b"007"), Some(Plain::U(7)));
        assert_eq!(number(b"-0"), Some(Plain::U(0)));
        assert_eq!(number(b"-12"), Some(Plain::I(-12)));
        assert_eq!(number(b"-0.25"), Some(Plain::F(-0.25)));
        // Not plain: left to the parser.
        for t in [
            "",
            "-",
            "1.",
            ".5",
            "1e5",
            "+1",
            "1_0",
            "0x1f",
            "18446744073709551616",
            "-9223372036854775809",
            "1.2.3",
            "--1",
            "1-",
        ] {
            assert_eq!(number(t.as_bytes()), None, "{t}");
        }
    }

    #[test]
    fn only_long_plain_lists_in_element_places_are_lifted() {
        let long: Vec<String> = (0..40).map(|i| format!("{i}.5")).collect();
        let list = format!("[{}]", long.join(", "));
        let text = format!(
            "(buffers: {{\"a\": (ty: F32, data: {list}), \"t\": (ty: Struct([S32]), data: [(1), (2)])}},\n args: [Bytes({list})],\n expected: {{\"a\": {list}, \"b\": (data:\n{list}, abs: 0.5)}},\n // end\n)"
        );
        // A comment anywhere: no lifting at all.
        assert!(lift(&text, |p| p).is_none());
        let text = text.replace(" // end\n", "");
        let l = lift(&text, |p| p).unwrap();
        let (out, lists) = (&l.text, &l.lists);
        // `data:` of a buffer, the `expected` map's list and the `data:` of its tolerance form;
        // not the argument's bytes.
        assert_eq!(lists.len(), 3);
        assert!(lists.iter().all(|l| l.len() == 40 && l[1] == Plain::F(1.5)));
        assert!(out.contains("Bytes([0.5, 1.5"));
        assert!(out.contains("data: \"\u{1}0\"), \"t\""));
        assert_eq!(marker("\u{1}0"), Some(0));
        assert_eq!(out.len(), text.len() - 3 * list.len() + 3 * 4);
        // Offsets after a marker are placed in the original: `args` and the `abs` after the
        // last list.
        for word in ["args", "abs", ")"] {
            let at = out.rfind(word).unwrap();
            assert_eq!(l.original_offset(at), text.rfind(word).unwrap(), "{word}");
        }
        assert_eq!(l.original_offset(3), 3);
        // A list with anything but plain numbers stays.
        let text = format!("(data: [{}, 1e5])", long.join(", "));
        assert!(lift(&text, |p| p).is_none());
    }
}
