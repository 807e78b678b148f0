//! Graph algorithms on one function's control-flow graph, nodes numbered by position and
//! `EXIT` standing for leaving the function: reverse postorder, (post)dominators (Cooper, Harvey,
//! Kennedy), regions and natural loops.

use std::collections::{BTreeSet, VecDeque};

/// The virtual exit node: a successor that leaves the function (or, for reconvergence, a lane's
/// path that ends in `ret`, `exit` or `brk`).
pub const EXIT: usize = usize::MAX;

/// Predecessor lists of `succ` (edges to `EXIT` left out).
pub fn preds(succ: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let mut p = vec![Vec::new(); succ.len()];
    for (v, s) in succ.iter().enumerate() {
        for &w in s {
            if w != EXIT {
                p[w].push(v);
            }
        }
    }
    p
}

/// Which nodes the entry (node 0) reaches.
pub fn reachable(succ: &[Vec<usize>]) -> Vec<bool> {
    let mut seen = vec![false; succ.len()];
    for v in reverse_postorder(succ) {
        seen[v] = true;
    }
    seen
}

/// Reverse postorder of the nodes reachable from node 0.
pub fn reverse_postorder(succ: &[Vec<usize>]) -> Vec<usize> {
    if succ.is_empty() {
        return vec![];
    }
    reverse_postorder_from(succ, 0)
}

/// Reverse postorder of the nodes reachable from `root` in `adj` (edges to `EXIT` ignored).
fn reverse_postorder_from(adj: &[Vec<usize>], root: usize) -> Vec<usize> {
    let mut seen = vec![false; adj.len()];
    let mut post = Vec::with_capacity(adj.len());
    let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
    seen[root] = true;
    while let Some(&mut (v, ref mut i)) = stack.last_mut() {
        if *i < adj[v].len() {
            let w = adj[v][*i];
            *i += 1;
            if w != EXIT && !seen[w] {
                seen[w] = true;
                stack.push((w, 0));
            }
        } else {
            post.push(v);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Immediate dominators from node 0 (Cooper, Harvey, Kennedy). `usize::MAX` = unreachable.
pub fn dominators(succ: &[Vec<usize>]) -> Vec<usize> {
    let n = succ.len();
    let rpo = reverse_postorder(succ);
    let mut order = vec![usize::MAX; n];
    for (i, &v) in rpo.iter().enumerate() {
        order[v] = i;
    }
    let mut preds = vec![Vec::new(); n];
    for (v, s) in succ.iter().enumerate() {
        for &w in s {
            if w != EXIT {
                preds[w].push(v);
            }
        }
    }
    idom_iterate(&rpo, &order, &preds)
}

fn idom_iterate(rpo: &[usize], order: &[usize], preds: &[Vec<usize>]) -> Vec<usize> {
    let n = order.len();
    let mut idom = vec![usize::MAX; n];
    if rpo.is_empty() {
        return idom;
    }
    idom[rpo[0]] = rpo[0];
    let intersect = |idom: &[usize], mut a: usize, mut b: usize| {
        while a != b {
            while order[a] > order[b] {
                a = idom[a];
            }
            while order[b] > order[a] {
                b = idom[b];
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &v in &rpo[1..] {
            let mut new = usize::MAX;
            for &p in &preds[v] {
                if order[p] == usize::MAX || idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX {
                    p
                } else {
                    intersect(&idom, p, new)
                };
            }
            if new != usize::MAX && idom[v] != new {
                idom[v] = new;
                changed = true;
            }
        }
    }
    idom
}

pub fn dominates(idom: &[usize], a: usize, mut b: usize) -> bool {
    loop {
        if a == b {
            return true;
        }
        let p = idom[b];
        if p == usize::MAX || p == b {
            return false;
        }
        b = p;
    }
}

/// Immediate post-dominators with a virtual exit node; `EXIT` if only the exit post-dominates,
/// `usize::MAX` if the node cannot reach the exit (endless loop).
pub fn immediate_postdominators(succ: &[Vec<usize>]) -> Vec<usize> {
    let n = succ.len();
    let x = n; // virtual exit
               // Reverse graph: edges w -> v for v -> w; exit -> v for v -> EXIT.
    let mut rsucc = vec![Vec::new(); n + 1];
    let mut rpred = vec![Vec::new(); n + 1];
    for (v, s) in succ.iter().enumerate() {
        for &w in s {
            let w = if w == EXIT { x } else { w };
            rsucc[w].push(v);
            rpred[v].push(w);
        }
    }
    // RPO of the reverse graph from the virtual exit.
    let post = reverse_postorder_from(&rsucc, x);
    let mut order = vec![usize::MAX; n + 1];
    for (i, &v) in post.iter().enumerate() {
        order[v] = i;
    }
    let ip = idom_iterate(&post, &order, &rpred);
    (0..n)
        .map(|v| {
            if ip[v] == usize::MAX {
                usize::MAX
            } else if ip[v] == x {
                EXIT
            } else {
                ip[v]
            }
        })
        .collect()
}

/// Nodes reachable from `b`'s successors without passing through `r` (and not the exit).
pub fn region(succ: &[Vec<usize>], b: usize, r: usize) -> BTreeSet<usize> {
    let mut seen = BTreeSet::new();
    let mut q: VecDeque<usize> = succ[b]
        .iter()
        .copied()
        .filter(|&s| s != EXIT && s != r)
        .collect();
    while let Some(v) = q.pop_front() {
        if !seen.insert(v) {
            continue;
        }
        for &w in &succ[v] {
            if w != EXIT && w != r && !seen.contains(&w) {
                q.push_back(w);
            }
        }
    }
    seen
}

/// Natural loop of back edge `u -> h`: `h` plus all nodes reaching `u` without passing `h`.
pub fn loop_body(succ: &[Vec<usize>], h: usize, u: usize) -> BTreeSet<usize> {
    let n = succ.len();
    let mut preds = vec![Vec::new(); n];
    for (v, s) in succ.iter().enumerate() {
        for &w in s {
            if w != EXIT {
                preds[w].push(v);
            }
        }
    }
    let mut body = BTreeSet::new();
    body.insert(h);
    let mut stack = vec![u];
    while let Some(v) = stack.pop() {
        if body.insert(v) {
            stack.extend(preds[v].iter().copied());
        }
    }
    body
}
