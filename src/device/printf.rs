//! Device `printf` formatting: the CUDA runtime's `vprintf(format, buffer)` reads its arguments
//! from a buffer the compiler filled, each at the next offset aligned to its own size (`int`,
//! `char`, `short` as 4 bytes, `long`/`long long`/pointers as 8, `float` promoted to an 8-byte
//! `double`), so the format string alone says where each argument lies. Conversions and flags
//! are C's (`%[flags][width][.precision][length]conversion`), formatted as glibc does; the tests
//! compare with the C library's `snprintf`.

/// Where `vprintf` gets its arguments and strings from.
pub trait ArgSource {
    /// The next argument of `size` bytes (4 or 8), at the next offset aligned to `size`;
    /// `None` when it cannot be read.
    fn next(&mut self, size: usize) -> Option<u64>;
    /// The NUL-terminated string at `ptr` (without the NUL), `None` when it cannot be read.
    fn string(&mut self, ptr: u64) -> Option<Vec<u8>>;
}

/// A parsed conversion specification.
#[derive(Clone, Copy, Debug, Default)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: usize,
    precision: Option<usize>,
    /// 8-byte integer argument (`l`, `ll`, `j`, `z`, `t`, `q`).
    long: bool,
    /// `h` (2) or `hh` (1): the value is cut to that many bytes after reading an `int`.
    short: u8,
    conv: u8,
}

/// Longest width or precision honoured: a bound on the output of one conversion.
const MAX_FIELD: usize = 4096;

/// Format `fmt` with the arguments of `src`. Returns the text and the number of arguments
/// consumed (`vprintf`'s result), or an error message naming the problem.
pub fn format(fmt: &[u8], src: &mut dyn ArgSource) -> Result<(Vec<u8>, u32), String> {
    let mut out = Vec::new();
    let mut nargs = 0u32;
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        i += 1;
        if c != b'%' {
            out.push(c);
            continue;
        }
        let start = i - 1;
        let mut s = Spec::default();
        while let Some(&f) = fmt.get(i) {
            match f {
                b'-' => s.left = true,
                b'+' => s.plus = true,
                b' ' => s.space = true,
                b'#' => s.alt = true,
                b'0' => s.zero = true,
                _ => break,
            }
            i += 1;
        }
        let mut arg = |size: usize, nargs: &mut u32| -> Result<u64, String> {
            *nargs += 1;
            src.next(size)
                .ok_or_else(|| format!("argument {nargs} of the format cannot be read"))
        };
        if fmt.get(i) == Some(&b'*') {
            i += 1;
            let w = arg(4, &mut nargs)? as u32 as i32;
            if w < 0 {
                s.left = true;
            }
            s.width = (w.unsigned_abs() as usize).min(MAX_FIELD);
        } else {
            s.width = digits(fmt, &mut i).min(MAX_FIELD);
        }
        if fmt.get(i) == Some(&b'.') {
            i += 1;
            if fmt.get(i) == Some(&b'*') {
                i += 1;
                let p = arg(4, &mut nargs)? as u32 as i32;
                s.precision = (p >= 0).then_some((p as usize).min(MAX_FIELD));
            } else {
                s.precision = Some(digits(fmt, &mut i).min(MAX_FIELD));
            }
        }
        loop {
            match fmt.get(i) {
                Some(b'h') => s.short = if s.short == 2 { 1 } else { 2 },
                Some(b'l' | b'j' | b'z' | b't' | b'q') => s.long = true,
                Some(b'L') => {}
                _ => break,
            }
            i += 1;
        }
        let Some(&conv) = fmt.get(i) else {
            // An incomplete specification at the end is printed as it is.
            out.extend_from_slice(&fmt[start..]);
            break;
        };
        i += 1;
        s.conv = conv;
        match conv {
            b'%' => out.push(b'%'),
            b'd' | b'i' => {
                let v = arg(if s.long { 8 } else { 4 }, &mut nargs)?;
                let v = signed(v, &s);
                let (neg, mag) = (v < 0, v.unsigned_abs());
                let sign = sign_of(neg, &s);
                integer(&mut out, &s, sign, b"", &mag.to_string(), true);
            }
            b'u' | b'o' | b'x' | b'X' => {
                let v = arg(if s.long { 8 } else { 4 }, &mut nargs)?;
                let v = unsigned(v, &s);
                let digits = match conv {
                    b'u' => v.to_string(),
                    b'o' => format!("{v:o}"),
                    b'x' => format!("{v:x}"),
                    _ => format!("{v:X}"),
                };
                let mut s2 = s;
                let mut digits = digits;
                let prefix: &[u8] = match conv {
                    b'x' if s.alt && v != 0 => b"0x",
                    b'X' if s.alt && v != 0 => b"0X",
                    b'o' if s.alt => {
                        // `#o`: the first digit is 0, raising a given precision if needed
                        // (without one, a leading 0 digit, so that `0` padding still applies).
                        match s.precision {
                            Some(p) => {
                                let n = if v == 0 { 1 } else { digits.len() + 1 };
                                s2.precision = Some(p.max(n));
                            }
                            None if v != 0 => digits.insert(0, '0'),
                            None => {}
                        }
                        b""
                    }
                    _ => b"",
                };
                integer(&mut out, &s2, b"", prefix, &digits, true);
            }
            b'c' => {
                let v = arg(4, &mut nargs)?;
                pad(&mut out, &s, &[v as u8]);
            }
            b's' => {
                let p = arg(8, &mut nargs)?;
                let mut text = if p == 0 {
                    // glibc prints "(null)" unless the precision is too small for it.
                    if s.precision.is_some_and(|n| n < 6) {
                        Vec::new()
                    } else {
                        b"(null)".to_vec()
                    }
                } else {
                    src.string(p)
                        .ok_or_else(|| format!("the string of argument {nargs} cannot be read"))?
                };
                if let Some(n) = s.precision {
                    text.truncate(n);
                }
                pad(&mut out, &s, &text);
            }
            b'p' => {
                let p = arg(8, &mut nargs)?;
                if p == 0 {
                    pad(&mut out, &s, b"(nil)");
                } else {
                    let sign = sign_of(false, &s);
                    integer(&mut out, &s, sign, b"0x", &format!("{p:x}"), true);
                }
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                let v = f64::from_bits(arg(8, &mut nargs)?);
                float(&mut out, &s, v);
            }
            b'n' => {
                // Writing through the pointer is not supported by CUDA's printf: consumed, ignored.
                arg(8, &mut nargs)?;
            }
            _ => {
                // Not a conversion: printed as written.
                out.extend_from_slice(&fmt[start..i]);
            }
        }
    }
    Ok((out, nargs))
}

fn digits(fmt: &[u8], i: &mut usize) -> usize {
    let mut n = 0usize;
    while let Some(&d) = fmt.get(*i) {
        if !d.is_ascii_digit() {
            break;
        }
        n = n.saturating_mul(10).saturating_add((d - b'0') as usize);
        *i += 1;
    }
    n
}

fn signed(v: u64, s: &Spec) -> i64 {
    match (s.long, s.short) {
        (true, _) => v as i64,
        (false, 1) => v as u8 as i8 as i64,
        (false, 2) => v as u16 as i16 as i64,
        _ => v as u32 as i32 as i64,
    }
}

fn unsigned(v: u64, s: &Spec) -> u64 {
    match (s.long, s.short) {
        (true, _) => v,
        (false, 1) => v as u8 as u64,
        (false, 2) => v as u16 as u64,
        _ => v as u32 as u64,
    }
}

fn sign_of(neg: bool, s: &Spec) -> &'static [u8] {
    if neg {
        b"-"
    } else if s.plus {
        b"+"
    } else if s.space {
        b" "
    } else {
        b""
    }
}

/// An integer conversion: sign, prefix, digits raised to the precision (a zero value with
/// precision 0 prints no digits), padded to the width with spaces or, with `0` and no precision,
/// zeros after the prefix.
fn integer(out: &mut Vec<u8>, s: &Spec, sign: &[u8], prefix: &[u8], digits: &str, int: bool) {
    let mut body: Vec<u8> = Vec::new();
    let digits = digits.as_bytes();
    let zero_value = digits == b"0";
    let shown: &[u8] = if int && zero_value && s.precision == Some(0) {
        b""
    } else {
        digits
    };
    let prec = s.precision.unwrap_or(0);
    body.extend(std::iter::repeat_n(b'0', prec.saturating_sub(shown.len())));
    body.extend_from_slice(shown);
    let len = sign.len() + prefix.len() + body.len();
    let zero_pad = s.zero && !s.left && s.precision.is_none();
    if zero_pad && len < s.width {
        out.extend_from_slice(sign);
        out.extend_from_slice(prefix);
        out.extend(std::iter::repeat_n(b'0', s.width - len));
        out.extend_from_slice(&body);
        return;
    }
    let mut all = sign.to_vec();
    all.extend_from_slice(prefix);
    all.extend_from_slice(&body);
    pad(out, s, &all);
}

/// Pad `text` to the width with spaces (left or right justified).
fn pad(out: &mut Vec<u8>, s: &Spec, text: &[u8]) {
    let fill = s.width.saturating_sub(text.len());
    if !s.left {
        out.extend(std::iter::repeat_n(b' ', fill));
    }
    out.extend_from_slice(text);
    if s.left {
        out.extend(std::iter::repeat_n(b' ', fill));
    }
}

/// `%f %e %g %a` (and upper case) of a double, as glibc formats it.
fn float(out: &mut Vec<u8>, s: &Spec, v: f64) {
    let upper = s.conv.is_ascii_uppercase();
    let sign = sign_of(v.is_sign_negative(), s);
    if !v.is_finite() {
        let t = match (v.is_nan(), upper) {
            (true, false) => "nan",
            (true, true) => "NAN",
            (false, false) => "inf",
            (false, true) => "INF",
        };
        let mut all = sign.to_vec();
        all.extend_from_slice(t.as_bytes());
        pad(out, s, &all);
        return;
    }
    let a = v.abs();
    let (body, prefix): (String, &[u8]) = match s.conv.to_ascii_lowercase() {
        b'f' => (fixed(a, s.precision.unwrap_or(6), s.alt), b""),
        b'e' => (expo(a, s.precision.unwrap_or(6), s.alt), b""),
        b'g' => (general(a, s.precision.unwrap_or(6), s.alt), b""),
        _ => (
            hex(a, s.precision, s.alt),
            if upper { b"0X" } else { b"0x" },
        ),
    };
    let body = if upper {
        body.to_ascii_uppercase()
    } else {
        body
    };
    let len = sign.len() + prefix.len() + body.len();
    if s.zero && !s.left && len < s.width {
        out.extend_from_slice(sign);
        out.extend_from_slice(prefix);
        out.extend(std::iter::repeat_n(b'0', s.width - len));
        out.extend_from_slice(body.as_bytes());
        return;
    }
    let mut all = sign.to_vec();
    all.extend_from_slice(prefix);
    all.extend_from_slice(body.as_bytes());
    pad(out, s, &all);
}

/// `%.Pf` of a non-negative finite value (Rust's formatting is exact and rounds ties to even,
/// as glibc does in the default rounding mode).
fn fixed(a: f64, p: usize, alt: bool) -> String {
    let mut t = format!("{a:.p$}");
    if alt && p == 0 {
        t.push('.');
    }
    t
}

/// `%.Pe` of a non-negative finite value: mantissa, `e`, sign, at least two exponent digits.
fn expo(a: f64, p: usize, alt: bool) -> String {
    let (m, e) = split_exp(a, p);
    let mut t = m;
    if alt && p == 0 {
        t.push('.');
    }
    let (es, ev) = if e < 0 { ('-', -e) } else { ('+', e) };
    format!("{t}e{es}{ev:02}")
}

/// The mantissa digits and decimal exponent of `a` rounded to `p` digits after the point.
fn split_exp(a: f64, p: usize) -> (String, i32) {
    let t = format!("{a:.p$e}");
    let (m, e) = t.split_once('e').unwrap_or((&t, "0"));
    (m.to_string(), e.parse().unwrap_or(0))
}

/// `%.Pg`: `%e` or `%f` by the exponent after rounding to P significant digits; trailing zeros
/// (and a trailing point) removed unless `#`.
fn general(a: f64, p: usize, alt: bool) -> String {
    let p = p.max(1);
    let x = if a == 0.0 { 0 } else { split_exp(a, p - 1).1 };
    let mut t = if x < -4 || x >= p as i32 {
        expo(a, p - 1, alt)
    } else {
        fixed(a, (p as i32 - 1 - x) as usize, alt)
    };
    if !alt {
        let (num, exp) = match t.find('e') {
            Some(k) => (t[..k].to_string(), t[k..].to_string()),
            None => (t.clone(), String::new()),
        };
        let num = if num.contains('.') {
            num.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            num
        };
        t = num + &exp;
    }
    t
}

/// `%a` of a non-negative finite value as glibc prints it: `1.<hex>p±e` for normal numbers,
/// `0.<hex>p-1022` for subnormals; without a precision the fewest digits that are exact, with
/// one the mantissa rounded to nearest, ties to even.
fn hex(a: f64, prec: Option<usize>, alt: bool) -> String {
    let bits = a.to_bits();
    let (mut lead, mut frac, exp) = if a == 0.0 {
        (0u64, 0u64, 0i32)
    } else if (bits >> 52) == 0 {
        (0, bits & ((1 << 52) - 1), -1022)
    } else {
        (1, bits & ((1 << 52) - 1), ((bits >> 52) as i32) - 1023)
    };
    let digits = match prec {
        None => {
            let mut d = 13;
            while d > 0 && (frac >> (4 * (13 - d))) & 0xf == 0 {
                d -= 1;
            }
            d
        }
        Some(p) if p >= 13 => p,
        Some(p) => {
            let drop = 4 * (13 - p) as u32;
            let keep = frac >> drop;
            let rest = frac & ((1u64 << drop) - 1);
            let half = 1u64 << (drop - 1);
            let mut k = keep;
            // Ties go to an even last digit; with no digits after the point that is the leading one.
            let odd = if p == 0 { lead & 1 == 1 } else { keep & 1 == 1 };
            if rest > half || (rest == half && odd) {
                k += 1;
            }
            if k >> (4 * p) != 0 {
                // Carry into the leading digit.
                k &= (1u64 << (4 * p)) - 1;
                lead += 1;
            }
            frac = k << drop;
            p
        }
    };
    let mut t = lead.to_string();
    if digits > 0 || alt {
        t.push('.');
    }
    let all = format!("{frac:013x}");
    for k in 0..digits {
        t.push(all.as_bytes().get(k).map_or('0', |&b| b as char));
    }
    let (es, ev) = if exp < 0 { ('-', -exp) } else { ('+', exp) };
    format!("{t}p{es}{ev}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::ffi::{c_char, c_int, CString};

    extern "C" {
        fn snprintf(buf: *mut c_char, n: usize, fmt: *const c_char, ...) -> c_int;
    }

    /// An argument for both our formatter and the C library.
    #[derive(Clone, Debug)]
    enum Arg {
        I32(i32),
        I64(i64),
        F64(f64),
        Str(String),
    }

    struct Buf(Vec<Arg>, usize);

    impl ArgSource for Buf {
        fn next(&mut self, size: usize) -> Option<u64> {
            let a = self.0.get(self.1)?;
            self.1 += 1;
            Some(match a {
                Arg::I32(v) if size == 4 => *v as u32 as u64,
                Arg::I64(v) if size == 8 => *v as u64,
                Arg::F64(v) if size == 8 => v.to_bits(),
                Arg::Str(_) if size == 8 => 1 + self.1 as u64,
                _ => return None,
            })
        }
        fn string(&mut self, ptr: u64) -> Option<Vec<u8>> {
            match self.0.get(ptr as usize - 2)? {
                Arg::Str(s) => Some(s.as_bytes().to_vec()),
                _ => None,
            }
        }
    }

    fn ours(fmt: &str, args: &[Arg]) -> String {
        let (t, _) = format(fmt.as_bytes(), &mut Buf(args.to_vec(), 0)).unwrap();
        String::from_utf8(t).unwrap()
    }

    /// The C library's `snprintf` with one argument.
    fn c(fmt: &str, a: &Arg) -> String {
        let f = CString::new(fmt).unwrap();
        let mut buf = vec![0 as c_char; 8192];
        let n = unsafe {
            match a {
                Arg::I32(v) => snprintf(buf.as_mut_ptr(), buf.len(), f.as_ptr(), *v as c_int),
                Arg::I64(v) => snprintf(buf.as_mut_ptr(), buf.len(), f.as_ptr(), *v),
                Arg::F64(v) => snprintf(buf.as_mut_ptr(), buf.len(), f.as_ptr(), *v),
                Arg::Str(s) => {
                    let s = CString::new(s.as_str()).unwrap();
                    snprintf(buf.as_mut_ptr(), buf.len(), f.as_ptr(), s.as_ptr())
                }
            }
        };
        let bytes: Vec<u8> = buf[..n as usize].iter().map(|&b| b as u8).collect();
        String::from_utf8(bytes).unwrap()
    }

    fn spec() -> impl Strategy<Value = String> {
        (
            prop::collection::vec(prop::sample::select(vec!['-', '+', ' ', '#', '0']), 0..3),
            prop::option::of(0usize..25),
            prop::option::of(0usize..20),
        )
            .prop_map(|(flags, w, p)| {
                let mut s: String = flags.into_iter().collect();
                if let Some(w) = w {
                    s += &w.to_string();
                }
                if let Some(p) = p {
                    s += &format!(".{p}");
                }
                s
            })
    }

    fn float_value() -> impl Strategy<Value = f64> {
        prop_oneof![
            any::<f64>(),
            (-1e6f64..1e6),
            (-10i32..10).prop_map(|x| x as f64 * 0.5),
            prop::sample::select(vec![
                0.0,
                -0.0,
                f64::INFINITY,
                f64::NEG_INFINITY,
                f64::NAN,
                -f64::NAN,
                5e-324,
                2.2250738585072014e-308,
                f64::MAX,
                1e-5,
                0.0001,
                123456.5,
                9.9999996,
                0.5,
                2.5,
                1.0 / 3.0,
            ]),
        ]
    }

    /// Cases per property: 3000, or `PRINTF_CASES` for a long run.
    fn cases() -> u32 {
        std::env::var("PRINTF_CASES")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(3000)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(cases()))]
        #[test]
        fn ints_match_c(sp in spec(), conv in prop::sample::select(vec!["d", "i", "u", "x", "X", "o", "c", "hd", "hhx", "hu"]), v in any::<i32>()) {
            let f = format!("[%{sp}{conv}]");
            if conv == "c" && (v as u8 == 0 || v as u8 >= 0x80) { return Ok(()); }
            prop_assert_eq!(ours(&f, &[Arg::I32(v)]), c(&f, &Arg::I32(v)), "{}", f);
        }
        #[test]
        fn longs_match_c(sp in spec(), conv in prop::sample::select(vec!["ld", "lld", "lu", "lx", "llX", "lo", "zu"]), v in any::<i64>()) {
            let f = format!("[%{sp}{conv}]");
            prop_assert_eq!(ours(&f, &[Arg::I64(v)]), c(&f, &Arg::I64(v)), "{}", f);
        }
        #[test]
        fn doubles_match_c(sp in spec(), conv in prop::sample::select(vec!["f", "F", "e", "E", "g", "G", "a", "A"]), v in float_value()) {
            let f = format!("[%{sp}{conv}]");
            prop_assert_eq!(ours(&f, &[Arg::F64(v)]), c(&f, &Arg::F64(v)), "{}", f);
        }
        #[test]
        fn strings_match_c(sp in spec(), v in "[ -~]{0,12}") {
            let f = format!("[%{sp}s]");
            prop_assert_eq!(ours(&f, &[Arg::Str(v.clone())]), c(&f, &Arg::Str(v)), "{}", f);
        }
        #[test]
        fn pointers_match_c(w in prop::option::of(0usize..25), left in any::<bool>(), v in 1i64..i64::MAX) {
            let f = format!("[%{}{}p]", if left { "-" } else { "" }, w.map(|w| w.to_string()).unwrap_or_default());
            prop_assert_eq!(ours(&f, &[Arg::I64(v)]), c(&f, &Arg::I64(v)), "{}", f);
        }
    }

    #[test]
    fn several_arguments_and_literals() {
        let args = [
            Arg::I32(7),
            Arg::F64(1.5),
            Arg::Str("ok".into()),
            Arg::I64(-3),
        ];
        assert_eq!(
            ours("t=%d x=%.2f %s %ld 100%%\n", &args),
            "t=7 x=1.50 ok -3 100%\n"
        );
        let (_, n) = format(b"%d %f %s %ld", &mut Buf(args.to_vec(), 0)).unwrap();
        assert_eq!(n, 4);
        assert_eq!(ours("%", &[]), "%");
        assert_eq!(ours("%y", &[]), "%y");
        assert_eq!(
            ours(
                "%*d|%-*d|%.*f",
                &[
                    Arg::I32(5),
                    Arg::I32(42),
                    Arg::I32(4),
                    Arg::I32(1),
                    Arg::I32(2),
                    Arg::F64(0.125)
                ]
            ),
            "   42|1   |0.12"
        );
    }

    #[test]
    fn missing_argument_is_an_error() {
        let e = format(b"%d %d", &mut Buf(vec![Arg::I32(1)], 0)).unwrap_err();
        assert!(e.contains("argument 2"), "{e}");
    }
}
