//! How long to think on a clock: a move's share of the clock, and how much
//! of it to use as the iterations come in. The share is scaled the way
//! Stockfish 11 (and so Fairy-Stockfish) scales it: a falling score, a best
//! move that keeps changing, and a best move that has held for many
//! iterations move the stopping point from a quarter of the share to
//! several times it.

use shuffle_rules::Move;
use std::time::Duration;

/// The time for one move from the clock: `(share, hard)`. Without
/// `movestogo` a move's share is a 20th of the clock, which spends more
/// while the game is still open and less once it is decided and the clock
/// has run down. No new iteration starts once the elapsed time passes the
/// share scaled by [`TimeTrend::share_to_use`]; the search stops at `hard`.
pub fn time_budget(
    remaining: Duration,
    increment: Duration,
    moves_to_go: Option<u32>,
    overhead: Duration,
) -> (Duration, Duration) {
    let usable = remaining
        .saturating_sub(overhead)
        .max(Duration::from_millis(5));
    let moves = moves_to_go.unwrap_or(20).clamp(1, 40);
    let share = (usable / moves + increment * 3 / 4).min(usable / 2);
    let hard = (share * 3)
        .min(usable * 2 / 5)
        .max(Duration::from_millis(5));
    (share, hard)
}

/// What one search tells the next one, two plies later, about time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LastSearch {
    /// The game's length in positions when it searched.
    pub positions: usize,
    /// Its best score.
    pub score: i32,
    /// Its stable-best-move divisor: 1.94 when its best move held for ten
    /// iterations and so saved time, part of which the next move may use.
    pub time_reduction: f64,
}

/// What the completed iterations of one search found so far.
#[derive(Clone, Debug)]
pub struct TimeTrend {
    /// The game's length in positions.
    positions: usize,
    /// The last search's score and time reduction, if it was this side's
    /// previous move.
    last_score: Option<i32>,
    last_reduction: f64,
    /// The best scores of the last four iterations, oldest at `next`.
    recent: [Option<i32>; 4],
    next: usize,
    /// Changes of the best move at the root, older iterations' halved.
    best_move_changes: f64,
    /// The last iteration's best move, and for how many iterations it held.
    best_move: Move,
    stable_iterations: u32,
    /// This search's stable-best-move factor so far.
    time_reduction: f64,
}

impl TimeTrend {
    /// A trend for a search of a game `positions` long whose root moves
    /// come `first_move` first, after `last`.
    pub fn new(positions: usize, first_move: Move, last: Option<LastSearch>) -> Self {
        let previous = last.filter(|l| l.positions + 2 == positions);
        let last_score = previous.map(|l| l.score);
        TimeTrend {
            positions,
            last_score,
            last_reduction: previous.map_or(1.0, |l| l.time_reduction),
            recent: [last_score; 4],
            next: 0,
            best_move_changes: 0.0,
            best_move: first_move,
            stable_iterations: 0,
            time_reduction: 1.0,
        }
    }

    /// After a completed iteration that scored `score` with `best_move`,
    /// which changed `changes` times during the iteration: the part of the
    /// share to use before starting no new
    /// iteration. About half while nothing happens; up to half as much
    /// again when the score fell since the last move or over the last four
    /// iterations; one more part per change of best move (each iteration
    /// halves the older ones); about half as much once the best move has
    /// held for ten iterations, and more after a move that saved time.
    pub fn share_to_use(&mut self, score: i32, best_move: Move, changes: u32) -> f64 {
        if best_move == self.best_move {
            self.stable_iterations += 1;
        } else {
            (self.best_move, self.stable_iterations) = (best_move, 0);
        }
        // Stockfish weighs a fall by 6 per internal unit, and its pawn is
        // 213 units to our 100 centipawns.
        let fall = |before: Option<i32>| f64::from(before.map_or(0, |b| b - score)) * 12.8;
        let falling_eval = ((332.0 + fall(self.last_score) + fall(self.recent[self.next])) / 704.0)
            .clamp(0.5, 1.5);
        self.recent[self.next] = Some(score);
        self.next = (self.next + 1) % self.recent.len();
        self.time_reduction = if self.stable_iterations >= 10 {
            1.94
        } else {
            0.91
        };
        let reduction = (1.41 + self.last_reduction) / (2.27 * self.time_reduction);
        self.best_move_changes = self.best_move_changes / 2.0 + f64::from(changes);
        falling_eval * reduction * (1.0 + self.best_move_changes)
    }

    /// What this search, ending with `score`, tells the next.
    pub fn last_search(&self, score: i32) -> LastSearch {
        LastSearch {
            positions: self.positions,
            score,
            time_reduction: self.time_reduction,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shuffle_rules::Square;

    /// A move, told apart from others by `to`.
    fn mv(to: u8) -> Move {
        Move::normal(Square::from_index(0), Square::from_index(to))
    }

    fn steady(positions: usize, last: Option<LastSearch>) -> f64 {
        let mut trend = TimeTrend::new(positions, mv(1), last);
        (0..5).fold(0.0, |_, _| trend.share_to_use(20, mv(1), 0))
    }

    #[test]
    fn a_quiet_search_uses_about_half_the_share() {
        let share = steady(10, None);
        assert!((0.5..0.6).contains(&share), "{share}");
    }

    #[test]
    fn a_score_that_fell_since_the_last_move_stretches_the_share() {
        let last = LastSearch {
            positions: 8,
            score: 80,
            time_reduction: 0.91,
        };
        let fallen = steady(10, Some(last));
        assert!(fallen > 1.5 * steady(10, None), "{fallen}");
        let not_ours = steady(11, Some(last));
        assert_eq!(
            not_ours,
            steady(10, None),
            "only this side's last move counts"
        );
    }

    #[test]
    fn changes_of_best_move_stretch_the_share_and_fade() {
        let mut trend = TimeTrend::new(10, mv(1), None);
        let calm = trend.clone().share_to_use(20, mv(1), 0);
        let changed = trend.share_to_use(20, mv(1), 2);
        assert!((changed / calm - 3.0).abs() < 1e-9, "{changed} {calm}");
        let after = trend.share_to_use(20, mv(1), 0);
        assert!((after / calm - 2.0).abs() < 1e-9, "{after} {calm}");
    }

    #[test]
    fn a_long_held_best_move_saves_time_and_the_next_move_gets_some() {
        let mut trend = TimeTrend::new(10, mv(1), None);
        let held = (0..12).fold(0.0, |_, _| trend.share_to_use(20, mv(1), 0));
        assert!(held < 0.3, "{held}");
        let next = steady(12, Some(trend.last_search(20)));
        assert!(next > steady(12, None), "{next}");
        let moved = trend.share_to_use(20, mv(2), 0);
        assert!(
            moved > 2.0 * held,
            "a new best move starts the count again: {moved}"
        );
    }

    #[test]
    fn a_move_without_movestogo_gets_a_twentieth_of_the_clock() {
        let ms = Duration::from_millis;
        let (share, hard) = time_budget(ms(10_030), ms(100), None, ms(30));
        assert_eq!(share, ms(500 + 75));
        assert_eq!(hard, ms(3 * (500 + 75)));
        let (share, _) = time_budget(ms(10_030), ms(100), Some(10), ms(30));
        assert_eq!(share, ms(1_000 + 75), "movestogo sets the share");
    }

    #[test]
    fn the_hard_limit_keeps_most_of_the_clock() {
        for ms in [10, 100, 1_000, 60_000] {
            let remaining = Duration::from_millis(ms);
            let increment = Duration::from_millis(ms / 50);
            let overhead = Duration::from_millis(30);
            let (share, hard) = time_budget(remaining, increment, None, overhead);
            assert!(share / 2 <= hard, "{ms} ms");
            let usable = remaining.saturating_sub(overhead);
            assert!(
                hard <= (usable * 2 / 5).max(Duration::from_millis(5)),
                "{ms} ms"
            );
        }
    }
}
