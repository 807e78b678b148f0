//! The entry points [`load`] and [`load_per_function`] (with its owned form): each lowers a
//! syntax tree (`lower`, phases A-D) and finishes the program (`finish`, Step 6 on).

use super::*;

/// `load` (T:L1704-1716) with the default options.
pub fn load(
    module: &Module,
    file: &str,
    source: &str,
    prog_idx: ProgIdx,
) -> Result<ProgEnv, Diagnostics> {
    load_with(module, file, source, prog_idx, LoadOptions::default())
}

/// [`load_with`] with errors per function where they can be: when every error lies inside
/// function bodies, those functions are loaded with empty bodies and listed in
/// [`ProgEnv::unusable`] with their diagnostics, so the rest of the module stays usable (a kernel
/// that cannot reach them runs). An error outside any body (a module-level declaration) still
/// fails the whole load.
///
/// The items the parser skipped ([`Module::broken`]) are reported too: a function whose header
/// was read is unusable with its syntax error, anything else is listed in
/// [`ProgEnv::skipped`]. A failed load names them first.
pub fn load_per_function(
    module: &Module,
    file: &str,
    source: &str,
    prog_idx: ProgIdx,
    opts: LoadOptions,
) -> Result<ProgEnv, Diagnostics> {
    load_per_function_in(Cow::Borrowed(module), file, source, prog_idx, opts)
}

/// [`load_per_function`] of a syntax tree it may free: the lowering consumes the tree, each
/// instruction freed once translated, so the tree shrinks while the program grows and is gone
/// before Step 6. `module` must be what `crate::ptx::parse_recovering(file, source)` gives: when
/// a function's body fails to load, the module is parsed again for the per-function fall-back.
/// Same result as [`load_per_function`].
pub fn load_per_function_owned(
    module: Module,
    file: &str,
    source: &str,
    prog_idx: ProgIdx,
    opts: LoadOptions,
) -> Result<ProgEnv, Diagnostics> {
    load_per_function_in(Cow::Owned(module), file, source, prog_idx, opts)
}

fn load_per_function_in(
    mut module: Cow<'_, Module>,
    file: &str,
    source: &str,
    prog_idx: ProgIdx,
    opts: LoadOptions,
) -> Result<ProgEnv, Diagnostics> {
    let broken = match &mut module {
        Cow::Owned(m) => std::mem::take(&mut m.broken),
        Cow::Borrowed(m) => m.broken.clone(),
    };
    let mut env = match load_bodies_per_function(module, file, source, prog_idx, opts) {
        Ok(env) => env,
        Err(mut d) => {
            let broken = broken.iter().map(|b| b.diag.clone());
            d.items.splice(0..0, broken);
            return Err(d);
        }
    };
    for b in &broken {
        let fid = b
            .func
            .as_ref()
            .and_then(|n| env.funcs.iter().position(|g| &g.name == n));
        match fid {
            Some(f) => env.unusable.push((f as FuncId, b.diag.clone())),
            None => env.skipped.push(b.diag.clone()),
        }
    }
    env.unusable.sort_by_key(|(f, x)| (*f, x.span.start));
    Ok(env)
}

/// [`load_per_function`] for the items that parsed.
fn load_bodies_per_function(
    module: Cow<'_, Module>,
    file: &str,
    source: &str,
    prog_idx: ProgIdx,
    opts: LoadOptions,
) -> Result<ProgEnv, Diagnostics> {
    // An owned tree is consumed by the lowering (and so freed before Step 6); the fall-back
    // below then parses the source again, which gives the same tree.
    let (d, borrowed) = match module {
        Cow::Owned(m) => match lower(m, file, source, prog_idx, opts) {
            Ok(lowered) => return finish(lowered, opts),
            Err(d) => (d, None),
        },
        Cow::Borrowed(m) => match lower(m.clone(), file, source, prog_idx, opts) {
            Ok(lowered) => return finish(lowered, opts),
            Err(d) => (d, Some(m)),
        },
    };
    let module: Cow<'_, Module> = match borrowed {
        Some(m) => Cow::Borrowed(m),
        None => match crate::ptx::parse_recovering(file, source) {
            Ok(m) => Cow::Owned(m),
            Err(_) => return Err(d),
        },
    };
    let bodies: Vec<(usize, Span)> = module
        .items
        .iter()
        .enumerate()
        .filter_map(|(i, it)| match it {
            TopItem::Function(f) => f.body.as_ref().map(|b| (i, b.span)),
            _ => None,
        })
        .collect();
    let mut bad: std::collections::BTreeMap<usize, Vec<Diagnostic>> = Default::default();
    for item in &d.items {
        let at = item.span.start;
        match bodies.iter().find(|(_, b)| b.start <= at && at < b.end) {
            Some((i, _)) => bad.entry(*i).or_default().push(item.clone()),
            None => return Err(d),
        }
    }
    // Only bodies change, so the stubbed module still names every function as written.
    let mut stubbed = module.into_owned();
    for (&i, _) in bad.iter() {
        if let TopItem::Function(f) = &mut stubbed.items[i] {
            if let Some(b) = f.body.as_mut() {
                b.stmts.clear();
            }
        }
    }
    let names: Vec<Option<String>> = bad
        .keys()
        .map(|&i| match &stubbed.items[i] {
            TopItem::Function(f) => Some(f.name.name.to_string()),
            _ => None,
        })
        .collect();
    let Ok(mut env) = lower(stubbed, file, source, prog_idx, opts).and_then(|x| finish(x, opts))
    else {
        return Err(d);
    };
    for ((_, ds), name) in bad.into_iter().zip(names) {
        let Some(name) = name else {
            continue;
        };
        let Some(fid) = env.funcs.iter().position(|g| g.name == name) else {
            return Err(d);
        };
        env.unusable
            .extend(ds.into_iter().map(|x| (fid as FuncId, x)));
    }
    env.unusable.sort_by_key(|(f, x)| (*f, x.span.start));
    Ok(env)
}
