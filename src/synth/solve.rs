//! The placement problem, solved exactly by branch and bound (docs/sync.md): each race offers
//! placement options (AutoSync's P variables: 0 intra-iteration, j an inter-iteration barrier
//! in the j-th shared loop), an assignment of options to a race asks for a barrier in each
//! chosen option's set of points, and the least total cost of the barriers wins. Assignments
//! the oracle refuted are excluded. The search is small: a handful of races, a few options
//! each, tens of points.

use std::collections::BTreeSet;

/// One race's placement problem.
#[derive(Clone, Debug)]
pub struct RaceOptions {
    /// Candidate points per option (index 0: intra-iteration; 1..=d: inter-iteration at loop
    /// depth j, outermost first).
    pub options: Vec<Vec<usize>>,
    /// The detector saw the race within one loop iteration (an intra-iteration barrier is needed).
    pub needs_intra: bool,
    /// The detector saw it across loop iterations (an inter-iteration barrier is needed).
    pub needs_inter: bool,
    /// Assignments the oracle refuted (option set as a bit mask).
    pub refuted: BTreeSet<u32>,
}

impl RaceOptions {
    /// The assignments still allowed, as bit masks over the options: at least one option, at
    /// most one inter-iteration option, consistent with what the detector saw.
    /// When what the detector saw rules out every assignment (its iteration count is the
    /// thread's backward branches, which the loader's reconvergence code can add to), it is
    /// not used.
    pub fn assignments(&self) -> Vec<u32> {
        let v = self.assignments_seen(true);
        if v.is_empty() {
            self.assignments_seen(false)
        } else {
            v
        }
    }

    fn assignments_seen(&self, seen: bool) -> Vec<u32> {
        let d = self.options.len().saturating_sub(1);
        let mut out = Vec::new();
        for intra in [true, false] {
            for inter in std::iter::once(None).chain((1..=d).rev().map(Some)) {
                if !intra && inter.is_none() {
                    continue;
                }
                if seen && self.needs_intra && !intra {
                    continue;
                }
                if seen && self.needs_inter && d > 0 && inter.is_none() {
                    continue;
                }
                let mask = u32::from(intra) | inter.map_or(0, |j| 1 << j);
                if self.refuted.contains(&mask) {
                    continue;
                }
                if (0..self.options.len())
                    .any(|o| mask & (1 << o) != 0 && self.options[o].is_empty())
                {
                    continue;
                }
                out.push(mask);
            }
        }
        out
    }
}

/// A least-cost placement: the points and each race's assignment.
#[derive(Clone, Debug)]
pub struct Solution {
    pub points: BTreeSet<usize>,
    pub masks: Vec<u32>,
    pub cost: f64,
}

/// Search budget (nodes) before giving up on optimality: the best placement found so far is
/// returned and flagged.
const NODES: u64 = 2_000_000;

pub struct Solver<'a> {
    pub races: &'a [RaceOptions],
    pub cost: &'a dyn Fn(usize) -> f64,
    pub nodes: u64,
    best: Option<Solution>,
}

impl<'a> Solver<'a> {
    pub fn new(races: &'a [RaceOptions], cost: &'a dyn Fn(usize) -> f64) -> Solver<'a> {
        Solver {
            races,
            cost,
            nodes: 0,
            best: None,
        }
    }

    /// The least-cost placement, None when no assignment is left for some race. The second
    /// value says the search ran out of budget (the placement is valid but maybe not least).
    pub fn solve(mut self) -> (Option<Solution>, bool) {
        let allowed: Vec<Vec<u32>> = self.races.iter().map(|r| r.assignments()).collect();
        if allowed.iter().any(|a| a.is_empty()) {
            return (None, false);
        }
        let mut masks = Vec::new();
        self.races_dfs(&allowed, 0, &mut masks, &mut Vec::new());
        let out = self.nodes >= NODES;
        (self.best, out)
    }

    fn races_dfs(
        &mut self,
        allowed: &[Vec<u32>],
        i: usize,
        masks: &mut Vec<u32>,
        clauses: &mut Vec<Vec<usize>>,
    ) {
        if self.nodes >= NODES {
            return;
        }
        // Bound: the cheapest hitting set of the clauses so far.
        let Some((points, cost)) = self.hitting(clauses) else {
            return;
        };
        if self.best.as_ref().is_some_and(|b| cost >= b.cost) {
            return;
        }
        if i == allowed.len() {
            self.best = Some(Solution {
                points,
                masks: masks.clone(),
                cost,
            });
            return;
        }
        for &m in &allowed[i] {
            let n = clauses.len();
            for (o, opt) in self.races[i].options.iter().enumerate() {
                if m & (1 << o) != 0 {
                    clauses.push(opt.clone());
                }
            }
            masks.push(m);
            self.races_dfs(allowed, i + 1, masks, clauses);
            masks.pop();
            clauses.truncate(n);
        }
    }

    /// Least-cost set of points meeting every clause (exact branch and bound).
    fn hitting(&mut self, clauses: &[Vec<usize>]) -> Option<(BTreeSet<usize>, f64)> {
        let mut best: Option<(BTreeSet<usize>, f64)> = None;
        let mut chosen = BTreeSet::new();
        self.hit_dfs(clauses, &mut chosen, 0.0, &mut best);
        best
    }

    fn hit_dfs(
        &mut self,
        clauses: &[Vec<usize>],
        chosen: &mut BTreeSet<usize>,
        cost: f64,
        best: &mut Option<(BTreeSet<usize>, f64)>,
    ) {
        self.nodes += 1;
        if self.nodes >= NODES {
            return;
        }
        let open: Vec<&Vec<usize>> = clauses
            .iter()
            .filter(|c| !c.iter().any(|p| chosen.contains(p)))
            .collect();
        let lower = open
            .iter()
            .map(|c| {
                c.iter()
                    .map(|&p| (self.cost)(p))
                    .fold(f64::INFINITY, f64::min)
            })
            .fold(0.0, f64::max);
        if best.as_ref().is_some_and(|b| cost + lower >= b.1) {
            return;
        }
        let Some(c) = open.iter().min_by_key(|c| c.len()) else {
            *best = Some((chosen.clone(), cost));
            return;
        };
        if c.is_empty() {
            return;
        }
        // Cheapest first; among equal costs the latest point (just before the second access).
        let mut order: Vec<usize> = (*c).clone();
        order.sort_by(|&x, &y| {
            (self.cost)(x)
                .partial_cmp(&(self.cost)(y))
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(y.cmp(&x))
        });
        for p in order {
            chosen.insert(p);
            let cp = (self.cost)(p);
            self.hit_dfs(clauses, chosen, cost + cp, best);
            chosen.remove(&p);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(options: Vec<Vec<usize>>) -> RaceOptions {
        RaceOptions {
            options,
            needs_intra: false,
            needs_inter: false,
            refuted: BTreeSet::new(),
        }
    }

    #[test]
    fn one_point_serves_two_races() {
        // Fig. 7: [1,2] and [2,3]: point 2 alone.
        let races = vec![opts(vec![vec![1, 2]]), opts(vec![vec![2, 3]])];
        let cost = |_p: usize| 1.0;
        let (s, out) = Solver::new(&races, &cost).solve();
        let s = s.unwrap();
        assert!(!out);
        assert_eq!(s.points.into_iter().collect::<Vec<_>>(), vec![2]);
        assert_eq!(s.cost, 1.0);
    }

    #[test]
    fn refuted_assignments_force_both_barriers() {
        // A loop race: intra at {3}, inter at {1, 5}; intra-only and inter-only refuted.
        let mut r = opts(vec![vec![3], vec![1, 5]]);
        r.refuted.insert(0b01);
        r.refuted.insert(0b10);
        let races = vec![r];
        let cost = |_p: usize| 100.0;
        let s = Solver::new(&races, &cost).solve().0.unwrap();
        assert_eq!(s.masks, vec![0b11]);
        assert_eq!(s.points.len(), 2);
        assert!(s.points.contains(&3));
    }

    #[test]
    fn cheaper_point_outside_the_loop_wins() {
        let races = vec![opts(vec![vec![2, 7]])];
        let cost = |p: usize| if p == 7 { 1.0 } else { 100.0 };
        let s = Solver::new(&races, &cost).solve().0.unwrap();
        assert_eq!(s.points.into_iter().collect::<Vec<_>>(), vec![7]);
    }

    #[test]
    fn no_option_left_is_unsat() {
        let mut r = opts(vec![vec![3]]);
        r.refuted.insert(1);
        assert!(Solver::new(&[r], &|_| 1.0).solve().0.is_none());
    }
}
