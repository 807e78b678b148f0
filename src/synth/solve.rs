//! The placement problem, solved exactly as a 0-1 program (docs/sync.md): each race offers
//! placement options (AutoSync's P variables: 0 intra-iteration, j an inter-iteration barrier
//! in the j-th shared loop), an assignment of options to a race asks for a barrier in each
//! chosen option's set of points, and the least total cost of the barriers wins. Assignments
//! the oracle refuted are excluded. The problems are small: a handful of races, a few options
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

pub struct Solver<'a> {
    pub races: &'a [RaceOptions],
    pub cost: &'a dyn Fn(usize) -> f64,
}

impl<'a> Solver<'a> {
    pub fn new(races: &'a [RaceOptions], cost: &'a dyn Fn(usize) -> f64) -> Solver<'a> {
        Solver { races, cost }
    }

    /// The least-cost placement, None when no assignment is left for some race. The second
    /// value says the placement is valid but maybe not least: the 0-1 solver failed, and every
    /// race got the points of its first allowed assignment.
    pub fn solve(self) -> (Option<Solution>, bool) {
        let allowed: Vec<Vec<u32>> = self.races.iter().map(|r| r.assignments()).collect();
        if allowed.iter().any(|a| a.is_empty()) {
            return (None, false);
        }
        match self.ilp(&allowed) {
            Some(points) => (Some(self.solution(&allowed, points)), false),
            None => {
                let mut points = BTreeSet::new();
                for (r, a) in self.races.iter().zip(&allowed) {
                    for (o, opt) in r.options.iter().enumerate() {
                        if a[0] & (1 << o) != 0 {
                            points.extend(opt.iter().copied());
                        }
                    }
                }
                (Some(self.solution(&allowed, points)), true)
            }
        }
    }

    /// The points, each race's first allowed assignment they serve, and their cost.
    fn solution(&self, allowed: &[Vec<u32>], points: BTreeSet<usize>) -> Solution {
        let masks = self
            .races
            .iter()
            .zip(allowed)
            .map(|(r, a)| {
                *a.iter()
                    .find(|&&m| {
                        r.options.iter().enumerate().all(|(o, opt)| {
                            m & (1 << o) == 0 || opt.iter().any(|p| points.contains(p))
                        })
                    })
                    .unwrap_or(&a[0])
            })
            .collect();
        let cost = points.iter().map(|&p| (self.cost)(p)).sum();
        Solution {
            points,
            masks,
            cost,
        }
    }

    /// The 0-1 program of docs/sync.md, solved exactly by `good_lp` with the pure-Rust `microlp`
    /// backend: x_p says a barrier is at candidate point p, y_{r,a} that race r takes allowed
    /// assignment a; each race takes one assignment, each option of a taken assignment needs a
    /// barrier among its points, and the total cost is least. None when the solver fails.
    fn ilp(&self, allowed: &[Vec<u32>]) -> Option<BTreeSet<usize>> {
        use good_lp::{microlp, variable, Expression, ProblemVariables, SolverModel, Variable};
        let cands: BTreeSet<usize> = self
            .races
            .iter()
            .flat_map(|r| r.options.iter().flatten().copied())
            .collect();
        let mut vars = ProblemVariables::new();
        let x: std::collections::BTreeMap<usize, Variable> = cands
            .iter()
            .map(|&p| (p, vars.add(variable().binary())))
            .collect();
        let y: Vec<Vec<Variable>> = allowed
            .iter()
            .map(|a| a.iter().map(|_| vars.add(variable().binary())).collect())
            .collect();
        // Costs are scaled so that the least is 1 (the kernel's costs, 100^loops * 0.5^conds,
        // are all multiples of the least, so distinct totals differ by at least 1). Tie-break:
        // among placements of equal cost the later points win (just above the second access,
        // as the former branch and bound chose): each point's coefficient loses
        // eps * (p + 1), with eps so small that all of them together stay below 1/4 and never
        // outweigh a real cost difference.
        let least = cands
            .iter()
            .map(|&p| (self.cost)(p))
            .filter(|&c| c > 0.0)
            .fold(f64::INFINITY, f64::min);
        let scale = if least.is_finite() { least } else { 1.0 };
        let eps = 0.25 / cands.iter().map(|&p| (p + 1) as f64).sum::<f64>().max(1.0);
        let objective: Expression = x
            .iter()
            .map(|(&p, &v)| ((self.cost)(p) / scale - eps * (p + 1) as f64) * v)
            .sum();
        let mut model = vars.minimise(objective).using(microlp);
        for (r, (race, masks)) in self.races.iter().zip(allowed).enumerate() {
            let one: Expression = y[r].iter().copied().sum();
            model = model.with(one.eq(1));
            for (i, &m) in masks.iter().enumerate() {
                for (o, opt) in race.options.iter().enumerate() {
                    if m & (1 << o) != 0 {
                        let hit: Expression = opt.iter().map(|p| x[p]).sum();
                        model = model.with(Expression::from(y[r][i]).leq(hit));
                    }
                }
            }
        }
        let sol = model.solve().ok()?;
        use good_lp::Solution as _;
        Some(
            x.iter()
                .filter(|(_, &v)| sol.value(v) > 0.5)
                .map(|(&p, _)| p)
                .collect(),
        )
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
    fn among_equal_costs_the_later_point_wins() {
        // Points 2, 4 and 9 cost the same: the latest, 9, just above the second access.
        let races = vec![opts(vec![vec![4, 2, 9]])];
        let s = Solver::new(&races, &|_| 50.0).solve().0.unwrap();
        assert_eq!(s.points.into_iter().collect::<Vec<_>>(), vec![9]);
        // Two races served by one point or by two: one point, the later of the shared ones.
        let races = vec![opts(vec![vec![1, 3, 6]]), opts(vec![vec![3, 6, 8]])];
        let (s, out) = Solver::new(&races, &|_| 1.0).solve();
        let s = s.unwrap();
        assert!(!out);
        assert_eq!(s.points.into_iter().collect::<Vec<_>>(), vec![6]);
        assert_eq!(s.cost, 1.0);
    }

    #[test]
    fn no_option_left_is_unsat() {
        let mut r = opts(vec![vec![3]]);
        r.refuted.insert(1);
        assert!(Solver::new(&[r], &|_| 1.0).solve().0.is_none());
    }
}
