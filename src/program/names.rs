//! Kernel names as a person writes them: C++ compilers mangle the names of kernels that are not
//! `extern "C"` (`_Z6matmulIfEvPT_S1_i` for `matmul<float>`), and PTX keeps only the mangled
//! name. A kernel can be named by its mangled name, by its demangled signature
//! (`void matmul<float>(float*, float*, int)`), or by that without the return type and the
//! parameter list (`matmul<float>`).

use super::env::{FuncInfo, ProgEnv};
use super::ir::FuncId;

/// The demangled name of an Itanium-mangled symbol, or `None` for a name that is not one.
pub fn demangled(name: &str) -> Option<String> {
    if !name.starts_with("_Z") {
        return None;
    }
    cpp_demangle::Symbol::new(name).ok()?.demangle().ok()
}

/// A demangled signature without its parameter list and return type: `matmul<float>` for
/// `void matmul<float>(float*, int)`, `ns::k` for `ns::k(int)`.
pub fn short_name(sig: &str) -> &str {
    // The parameter list is the last top-level parenthesised group.
    let mut depth = 0i32;
    let mut open = None;
    for (i, c) in sig.char_indices().rev() {
        match c {
            ')' => depth += 1,
            '(' => {
                depth -= 1;
                if depth == 0 {
                    open = Some(i);
                    break;
                }
            }
            _ => {}
        }
    }
    let base = &sig[..open.unwrap_or(sig.len())];
    // A return type (templates carry one) ends at the last space outside angle brackets.
    let mut angle = 0i32;
    let mut start = 0;
    for (i, c) in base.char_indices() {
        match c {
            '<' => angle += 1,
            '>' => angle -= 1,
            ' ' if angle == 0 => start = i + 1,
            _ => {}
        }
    }
    &base[start..]
}

/// The kernel `name` names: the kernel of that exact name, else the one kernel whose demangled
/// signature or short name is `name`. The error says why none is taken and lists the kernels.
pub fn find_kernel<'a>(prog: &'a ProgEnv, name: &str) -> Result<(FuncId, &'a FuncInfo), String> {
    if let Some(k) = prog.kernel(name) {
        return Ok(k);
    }
    let kernels = || {
        prog.funcs
            .iter()
            .enumerate()
            .filter(|(_, f)| f.is_kernel)
            .map(|(i, f)| (i as FuncId, f))
    };
    let hits: Vec<(FuncId, &FuncInfo)> = kernels()
        .filter(|(_, f)| demangled(&f.name).is_some_and(|d| d == name || short_name(&d) == name))
        .collect();
    let listing = || {
        kernels()
            .map(|(_, f)| match demangled(&f.name) {
                Some(d) => format!("`{}` ({d})", f.name),
                None => format!("`{}`", f.name),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    match hits.as_slice() {
        [one] => Ok(*one),
        [] => Err(format!(
            "no kernel `{name}`; the module's kernels: {}",
            listing()
        )),
        _ => Err(format!(
            "`{name}` names {} kernels; give the mangled name of one: {}",
            hits.len(),
            hits.iter()
                .map(|(_, f)| format!("`{}`", f.name))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demangled_and_short_names() {
        let d = demangled("_Z6matmulIfEvPT_S1_i").unwrap();
        assert_eq!(d, "void matmul<float>(float*, float*, int)");
        assert_eq!(short_name(&d), "matmul<float>");
        let d = demangled("_ZN2ns6kernelEPii").unwrap();
        assert_eq!(d, "ns::kernel(int*, int)");
        assert_eq!(short_name(&d), "ns::kernel");
        assert_eq!(demangled("vadd"), None);
        assert_eq!(short_name("vadd"), "vadd");
    }
}
