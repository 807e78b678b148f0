//! The numbers and elements of a manifest's buffers as written (`Num`, `Elem`) and how they are
//! read: by visitors of their own, and for long lists of plain numbers by `ron_lists`' scan,
//! whose lists the element-list deserialiser takes back for their markers (docs/performance.md,
//! "Loading data"). `manifest.rs` re-exports the types.

use super::ron_lists::Plain;
use serde::Deserialize;
use std::fmt;

/// A number as written in the manifest: a non-negative integer is `U`, a negative one `I`, a
/// number with a point or an exponent (or `inf`, `NaN`) `F`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    U(u64),
    I(i64),
    F(f64),
}

// Numbers and elements are read by visitors of their own, not as untagged enums: serde's
// untagged enums buffer each value and try the variants in turn, building (and formatting) an
// error for every variant that does not match, which made a list of a million floats cost a
// million error messages (docs/performance.md, "Loading data"). The visitors accept what the
// untagged enums accepted and build nothing per element besides the element.
struct NumVisitor;

impl<'de> serde::de::Visitor<'de> for NumVisitor {
    type Value = Num;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a number")
    }
    fn visit_u64<E>(self, v: u64) -> Result<Num, E> {
        Ok(Num::U(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Num, E> {
        Ok(signed(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Num, E> {
        Ok(Num::F(v))
    }
}

/// A signed integer as read: `+5` arrives as one and is the unsigned 5.
fn signed(v: i64) -> Num {
    if v >= 0 {
        Num::U(v as u64)
    } else {
        Num::I(v)
    }
}

impl<'de> Deserialize<'de> for Num {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Num, D::Error> {
        d.deserialize_any(NumVisitor)
    }
}

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Num::U(v) => write!(f, "{v}"),
            Num::I(v) => write!(f, "{v}"),
            Num::F(v) => write!(f, "{v:?}"),
        }
    }
}

/// One element of a buffer as written: a number, or a structure's fields as a tuple
/// (`(0, 3)`, or a list `[0, 3]`).
#[derive(Clone, Debug, PartialEq)]
pub enum Elem {
    N(Num),
    T(Vec<Num>),
}

impl<'de> Deserialize<'de> for Elem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Elem, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Elem;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a number or a tuple of numbers")
            }
            fn visit_u64<E>(self, v: u64) -> Result<Elem, E> {
                Ok(Elem::N(Num::U(v)))
            }
            fn visit_i64<E>(self, v: i64) -> Result<Elem, E> {
                Ok(Elem::N(signed(v)))
            }
            fn visit_f64<E>(self, v: f64) -> Result<Elem, E> {
                Ok(Elem::N(Num::F(v)))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut s: A) -> Result<Elem, A::Error> {
                let mut v = Vec::with_capacity(s.size_hint().unwrap_or(0).min(16));
                while let Some(n) = s.next_element::<Num>()? {
                    v.push(n);
                }
                Ok(Elem::T(v))
            }
        }
        d.deserialize_any(V)
    }
}

impl fmt::Display for Elem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Elem::N(n) => write!(f, "{n}"),
            Elem::T(v) => {
                let x: Vec<String> = v.iter().map(|n| n.to_string()).collect();
                write!(f, "({})", x.join(", "))
            }
        }
    }
}

thread_local! {
    /// The lists `ron_lists` lifted from the manifest being parsed on this thread, by marker
    /// number; each is taken once.
    static LIFTED: std::cell::RefCell<Vec<Option<Vec<Elem>>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Run `f` (the parse of a lifted text) with `lists` where [`ElemList`] finds them.
pub(super) fn with_lifted<T>(lists: Vec<Vec<Elem>>, f: impl FnOnce() -> T) -> T {
    LIFTED.with(|l| *l.borrow_mut() = lists.into_iter().map(Some).collect());
    let r = f();
    LIFTED.with(|l| l.borrow_mut().clear());
    r
}

/// The list a marker string stands for (taken: each is used once), or `None` if `s` is no
/// marker of the text being parsed.
pub(super) fn take_lifted(s: &str) -> Option<Vec<Elem>> {
    let k = super::ron_lists::marker(s)?;
    LIFTED.with(|l| l.borrow_mut().get_mut(k).and_then(Option::take))
}

/// A list of elements as a manifest gives it: a RON list, or the marker of a list
/// `ron_lists` read.
pub(super) struct ElemList(pub(super) Vec<Elem>);

impl<'de> Deserialize<'de> for ElemList {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ElemList, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = ElemList;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list of elements")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut a: A,
            ) -> Result<ElemList, A::Error> {
                let mut v = Vec::with_capacity(a.size_hint().unwrap_or(0));
                while let Some(e) = a.next_element::<Elem>()? {
                    v.push(e);
                }
                Ok(ElemList(v))
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<ElemList, E> {
                take_lifted(s)
                    .map(ElemList)
                    .ok_or_else(|| E::invalid_type(serde::de::Unexpected::Str(s), &self))
            }
        }
        d.deserialize_any(V)
    }
}

/// A `data` list: RON's, or one `ron_lists` read.
pub(super) fn elem_list<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<Vec<Elem>>, D::Error> {
    Option::<ElemList>::deserialize(d).map(|o| o.map(|l| l.0))
}

/// A number `ron_lists` read, as an element.
pub(super) fn lifted_elem(p: Plain) -> Elem {
    Elem::N(match p {
        Plain::U(v) => Num::U(v),
        Plain::I(v) => Num::I(v),
        Plain::F(v) => Num::F(v),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_numbers_are_read_as_the_parser_reads_them() {
        // Each token once in a long list (read by `ron_lists`) and once alone (by the parser,
        // through `Num`'s visitor).
        for t in [
            "0",
            "7",
            "007",
            "18446744073709551615",
            "-1",
            "-0",
            "-9223372036854775808",
            "1.5",
            "-0.0",
            "0.1",
            "123456789.000000001",
        ] {
            let text = format!("(data: [{}])", vec![t; 40].join(", "));
            let l = super::super::ron_lists::lift(&text, |p| p).expect("lifted");
            let Elem::N(fast) = lifted_elem(l.lists[0][0]) else {
                unreachable!()
            };
            let ron: Num = ron::from_str(t).unwrap();
            assert_eq!(format!("{fast:?}"), format!("{ron:?}"), "{t}");
            if let (Num::F(a), Num::F(b)) = (fast, ron) {
                assert_eq!(a.to_bits(), b.to_bits(), "{t}");
            }
        }
        // Markers are taken once, and only while a lifted text is parsed.
        let r = with_lifted(vec![vec![Elem::N(Num::U(3))]], || {
            (
                take_lifted("\u{1}0"),
                take_lifted("\u{1}0"),
                take_lifted("\u{1}1"),
                take_lifted("0"),
            )
        });
        assert_eq!(r, (Some(vec![Elem::N(Num::U(3))]), None, None, None));
        assert_eq!(take_lifted("\u{1}0"), None);
    }
}
