//! The JUnit XML report of `fermi-sim test --junit FILE`, as GitHub Actions, GitLab and Jenkins
//! read it: one `<testsuite>` per manifest, one `<testcase>` per case, `<failure>` with the
//! mismatches, `<skipped>` with the reason.

use super::{tally, CaseResult, Outcome};

/// Escape text for an XML attribute or element.
fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&apos;"),
            // Characters XML 1.0 cannot carry at all.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => o.push('\u{fffd}'),
            c => o.push(c),
        }
    }
    o
}

/// The report for `results` (in their order; consecutive cases of one manifest form a suite).
pub fn report(results: &[CaseResult]) -> String {
    let (_, failed, skipped) = tally(results);
    let total: f64 = results.iter().map(|r| r.seconds).sum();
    let mut x = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    x.push_str(&format!(
        "<testsuites name=\"fermi-sim\" tests=\"{}\" failures=\"{failed}\" errors=\"0\" skipped=\"{skipped}\" time=\"{total:.3}\">\n",
        results.len()
    ));
    let mut i = 0;
    while i < results.len() {
        let m = &results[i].case.manifest;
        let j = i + results[i..]
            .iter()
            .take_while(|r| &r.case.manifest == m)
            .count();
        let suite = &results[i..j];
        let (_, f, s) = tally(suite);
        let t: f64 = suite.iter().map(|r| r.seconds).sum();
        let name = esc(&m.display().to_string());
        x.push_str(&format!(
            "  <testsuite name=\"{name}\" tests=\"{}\" failures=\"{f}\" errors=\"0\" skipped=\"{s}\" time=\"{t:.3}\">\n",
            suite.len()
        ));
        for r in suite {
            let c = &r.case;
            let full = c.name();
            let short = full.strip_prefix(&m.display().to_string()).unwrap_or(&full);
            x.push_str(&format!(
                "    <testcase name=\"{}\" classname=\"{name}\" time=\"{:.3}\"",
                esc(short.trim()),
                r.seconds
            ));
            match &r.outcome {
                Outcome::Passed => x.push_str("/>\n"),
                Outcome::Skipped(why) => x.push_str(&format!(
                    ">\n      <skipped message=\"{}\"/>\n    </testcase>\n",
                    esc(why)
                )),
                Outcome::Failed(why) => {
                    let first = why.first().map_or("", String::as_str);
                    let body = format!("{}\nreplay: {}", why.join("\n"), c.replay());
                    x.push_str(&format!(
                        ">\n      <failure message=\"{}\" type=\"mismatch\">{}</failure>\n    </testcase>\n",
                        esc(first),
                        esc(&body)
                    ));
                }
            }
        }
        x.push_str("  </testsuite>\n");
        i = j;
    }
    x.push_str("</testsuites>\n");
    x
}

#[cfg(test)]
mod tests {
    use super::esc;

    #[test]
    fn escapes_markup_and_characters_xml_cannot_hold() {
        assert_eq!(
            esc("a<b & \"c\" 'd'>\u{1}\t\n"),
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;\u{fffd}\t\n"
        );
    }
}
