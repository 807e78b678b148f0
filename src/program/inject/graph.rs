//! Graph algorithms on one function's control-flow graph, nodes numbered by position and
//! `EXIT` standing for leaving the function: reverse postorder, (post)dominators (Cooper, Harvey,
//! Kennedy), regions and natural loops.

use std::collections::{BTreeSet, VecDeque};

/// The virtual exit node: a successor that leaves the function (or, for reconvergence, a lane's
/// path that ends in `ret`, `exit` or `brk`).
pub const EXIT: usize = usize::MAX;

/// Adjacency lists of a graph in two vectors (compressed rows): node `v`'s list is
/// `to[start[v]..start[v + 1]]`. A `Vec<Vec<usize>>` costs a vector and a heap block for
/// every node (some 70 bytes when the list has one entry); this costs 8 bytes a node and 8 an
/// edge, which is what keeps Step 6's graphs small beside the program.
#[derive(Clone, Debug, Default)]
pub struct Adj {
    start: Vec<usize>,
    to: Vec<usize>,
}

impl Adj {
    /// An empty graph with room for `nodes` lists.
    pub fn with_capacity(nodes: usize) -> Adj {
        let mut start = Vec::with_capacity(nodes + 1);
        start.push(0);
        Adj {
            start,
            to: Vec::with_capacity(nodes + nodes / 4),
        }
    }

    /// Append the next node's list.
    pub fn push(&mut self, list: impl IntoIterator<Item = usize>) {
        self.to.extend(list);
        self.start.push(self.to.len());
    }

    /// `n` lists holding the `edges` (from, to) in the order given: each list in the order its
    /// edges come (what pushing each edge onto its list would give).
    fn from_edges<I: Iterator<Item = (usize, usize)>>(n: usize, edges: impl Fn() -> I) -> Adj {
        let mut start = vec![0usize; n + 1];
        for (v, _) in edges() {
            start[v + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut to = vec![0usize; start[n]];
        for (v, w) in edges() {
            to[fill[v]] = w;
            fill[v] += 1;
        }
        Adj { start, to }
    }

    pub fn len(&self) -> usize {
        self.start.len() - 1
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every node's list, in node order.
    pub fn iter(&self) -> impl Iterator<Item = &[usize]> + '_ {
        (0..self.len()).map(move |v| &self[v])
    }
}

impl std::ops::Index<usize> for Adj {
    type Output = [usize];
    fn index(&self, v: usize) -> &[usize] {
        &self.to[self.start[v]..self.start[v + 1]]
    }
}

/// Predecessor lists of `succ` (edges to `EXIT` left out).
pub fn preds(succ: &Adj) -> Adj {
    let edges = || {
        succ.iter()
            .enumerate()
            .flat_map(|(v, s)| s.iter().filter(|&&w| w != EXIT).map(move |&w| (w, v)))
    };
    Adj::from_edges(succ.len(), edges)
}

/// Which nodes the entry (node 0) reaches.
pub fn reachable(succ: &Adj) -> Vec<bool> {
    let mut seen = vec![false; succ.len()];
    for v in reverse_postorder(succ) {
        seen[v] = true;
    }
    seen
}

/// Reverse postorder of the nodes reachable from node 0.
pub fn reverse_postorder(succ: &Adj) -> Vec<usize> {
    if succ.is_empty() {
        return vec![];
    }
    reverse_postorder_from(succ, 0)
}

/// Reverse postorder of the nodes reachable from `root` in `adj` (edges to `EXIT` ignored).
fn reverse_postorder_from(adj: &Adj, root: usize) -> Vec<usize> {
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
pub fn dominators(succ: &Adj) -> Vec<usize> {
    let n = succ.len();
    let rpo = reverse_postorder(succ);
    let mut order = vec![usize::MAX; n];
    for (i, &v) in rpo.iter().enumerate() {
        order[v] = i;
    }
    idom_iterate(&rpo, &order, &preds(succ))
}

fn idom_iterate(rpo: &[usize], order: &[usize], preds: &Adj) -> Vec<usize> {
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
pub fn immediate_postdominators(succ: &Adj) -> Vec<usize> {
    let n = succ.len();
    let x = n; // virtual exit
               // Reverse graph: edges w -> v for v -> w; exit -> v for v -> EXIT.
    let edges = || {
        succ.iter()
            .enumerate()
            .flat_map(move |(v, s)| s.iter().map(move |&w| (v, if w == EXIT { x } else { w })))
    };
    let rsucc = Adj::from_edges(n + 1, || edges().map(|(v, w)| (w, v)));
    let rpred = Adj::from_edges(n + 1, edges);
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
pub fn region(succ: &Adj, b: usize, r: usize) -> BTreeSet<usize> {
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
pub fn loop_body(succ: &Adj, h: usize, u: usize) -> BTreeSet<usize> {
    let preds = preds(succ);
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
