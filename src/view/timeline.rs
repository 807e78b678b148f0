//! Aggregating a trace into timeline columns. Time runs across in global step numbers; one column
//! covers `bucket` consecutive steps. With few steps a column is one step; with more (a spinning
//! warp runs for millions) steps are bucketed so that the page stays small: each lane shows its
//! most frequent state in the bucket, the stack depth its maximum, and the detail view the last
//! step of the warp in the bucket. A warp that did not step inside a column keeps the state of its
//! previous step (its warp state does not change while other warps run).

use super::model::{LaneState, TraceModel};

/// Limits of one rendering: at most `max_cols` columns, at most `max_cells` lane cells and
/// `max_records` per-column step records over all warps.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub max_cols: usize,
    pub max_cells: usize,
    pub max_records: usize,
}

impl Budget {
    /// The interactive page: up to 4000 columns, at most about 4 MB in all (1.5 M lane cells
    /// of one byte, 50 k step records of about 40 bytes).
    pub const HTML: Budget = Budget {
        max_cols: 4000,
        max_cells: 1_500_000,
        max_records: 50_000,
    };
    /// The static picture: fewer columns, it is read at print size.
    pub const SVG: Budget = Budget {
        max_cols: 1000,
        max_cells: 400_000,
        max_records: 0,
    };
}

/// One column of one warp: the step shown in the detail view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColumnRep {
    /// Index into the warp's `steps` (the last step of the warp in this column).
    pub step_index: usize,
    /// First step number of the warp in this column.
    pub first_step: u64,
    /// How many steps of the warp fell into this column.
    pub count: u32,
}

/// One warp's row of the timeline.
#[derive(Clone, Debug, Default)]
pub struct WarpRow {
    /// `cols * lanes` lane-state codes, column-major.
    pub cells: Vec<u8>,
    /// Largest stack depth in each column.
    pub depth: Vec<u16>,
    /// Detail record of each column (None: the warp did not step in it).
    pub reps: Vec<Option<ColumnRep>>,
}

#[derive(Clone, Debug, Default)]
pub struct Timeline {
    /// Steps per column (≥ 1).
    pub bucket: u64,
    pub cols: usize,
    pub lanes: usize,
    pub rows: Vec<WarpRow>,
}

impl Timeline {
    /// The column a step number falls into.
    pub fn col_of(&self, step: u64) -> usize {
        ((step / self.bucket) as usize).min(self.cols.saturating_sub(1))
    }

    /// Aggregate `m` within `budget`.
    pub fn build(m: &TraceModel, budget: Budget) -> Timeline {
        let lanes = m.shown_lanes.clamp(1, m.lane_count.max(1));
        let warps = m.warps.len().max(1);
        let mut max_cols = budget.max_cols.min(budget.max_cells / (warps * lanes));
        if budget.max_records > 0 {
            max_cols = max_cols.min(budget.max_records / warps);
        }
        let max_cols = max_cols.max(1) as u64;
        let span = m.max_step.saturating_add(1);
        let bucket = span.div_ceil(max_cols).max(1);
        let cols = span.div_ceil(bucket) as usize;
        let mut t = Timeline {
            bucket,
            cols,
            lanes,
            rows: Vec::with_capacity(m.warps.len()),
        };
        for w in 0..m.warps.len() {
            let row = t.build_row(m, w);
            t.rows.push(row);
        }
        t
    }

    fn build_row(&self, m: &TraceModel, w: usize) -> WarpRow {
        let lanes = self.lanes;
        let track = &m.warps[w];
        let mut row = WarpRow {
            cells: vec![LaneState::Absent as u8; self.cols * lanes],
            depth: vec![0; self.cols],
            reps: vec![None; self.cols],
        };
        // Steps in step order (a trace writer emits them so; sort defensively, stably).
        let mut order: Vec<usize> = (0..track.steps.len()).collect();
        if track.steps.windows(2).any(|p| p[0].step > p[1].step) {
            order.sort_by_key(|&i| track.steps[i].step);
        }
        let mut counts = vec![[0u32; LaneState::COUNT]; lanes];
        let mut last: Option<usize> = None; // step index whose state carries forward
        let mut filled_to = 0usize; // columns < filled_to are final
        let mut k = 0;
        while k < order.len() {
            let col = self.col_of(track.steps[order[k]].step);
            // Carry the previous state through columns without steps of this warp.
            if let Some(prev) = last {
                for c in filled_to..col {
                    self.put_step(&mut row, m, w, c, prev);
                    row.depth[c] = track.steps[prev].depth;
                }
            }
            // Count the states of all steps of this warp in `col`.
            for c in counts.iter_mut() {
                *c = [0; LaneState::COUNT];
            }
            let first = k;
            let mut depth = 0u16;
            while k < order.len() && self.col_of(track.steps[order[k]].step) == col {
                let i = order[k];
                let at = i * m.lane_count;
                let codes = &track.lanes[at..at + lanes];
                for (lane, &c) in codes.iter().enumerate() {
                    counts[lane][c as usize] += 1;
                }
                depth = depth.max(track.steps[i].depth);
                k += 1;
            }
            for (lane, cnt) in counts.iter().enumerate() {
                // Most frequent state; ties go to the lower code (active first).
                let mut best = 0;
                for s in 1..LaneState::COUNT {
                    if cnt[s] > cnt[best] {
                        best = s;
                    }
                }
                row.cells[col * lanes + lane] = best as u8;
            }
            row.depth[col] = depth;
            let last_i = order[k - 1];
            row.reps[col] = Some(ColumnRep {
                step_index: last_i,
                first_step: track.steps[order[first]].step,
                count: (k - first) as u32,
            });
            last = Some(last_i);
            filled_to = col + 1;
        }
        if let Some(prev) = last {
            for c in filled_to..self.cols {
                self.put_step(&mut row, m, w, c, prev);
                row.depth[c] = track.steps[prev].depth;
            }
        }
        row
    }

    fn put_step(&self, row: &mut WarpRow, m: &TraceModel, w: usize, col: usize, i: usize) {
        let l = self.lanes;
        let at = i * m.lane_count;
        row.cells[col * l..(col + 1) * l].copy_from_slice(&m.warps[w].lanes[at..at + l]);
    }

    /// The state of `lane` in `col` of warp row `w`.
    pub fn cell(&self, w: usize, col: usize, lane: usize) -> LaneState {
        LaneState::from_code(self.rows[w].cells[col * self.lanes + lane])
    }
}
