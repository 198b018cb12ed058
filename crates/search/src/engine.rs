//! The engine facade. It knows no protocol text: callers set options, give
//! a game and limits, and get `Info` reports and a `SearchResult` through
//! callbacks. Searches run on their own threads (Lazy SMP: helpers share
//! the transposition table), so `go` returns at once and `stop` works.

use crate::search::{MoveHistory, RootMove, Score, Searcher, Stopper, INFINITE, MATE, MAX_PLY};
use crate::time_management::{time_budget, LastSearch, TimeTrend};
use crate::transposition_table::TranspositionTable;
use shuffle_rules::{AnyPosition, Board10, Board8, Game, Geometry, Move, Position, SplitMix64};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

/// Engine settings (the UCI options).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Transposition table size in MiB.
    pub hash_mb: usize,
    /// Search threads.
    pub threads: usize,
    /// Principal variations to report.
    pub multipv: usize,
    /// Time kept back per move for communication.
    pub move_overhead: Duration,
    /// 0 (weakest) to 20 (full strength).
    pub skill_level: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            hash_mb: 16,
            threads: 1,
            multipv: 1,
            move_overhead: Duration::from_millis(30),
            skill_level: 20,
        }
    }
}

/// A side's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left.
    pub remaining: Duration,
    /// Added after each move.
    pub increment: Duration,
    /// Moves until the next time control, if any.
    pub moves_to_go: Option<u32>,
}

/// What ends a search (any of them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Maximum depth.
    pub depth: Option<u32>,
    /// Maximum nodes (all threads).
    pub nodes: Option<u64>,
    /// Fixed time for this move.
    pub movetime: Option<Duration>,
    /// The side to move's clock.
    pub clock: Option<Clock>,
    /// Stop when a mate in this many moves is found.
    pub mate: Option<u32>,
    /// Search until `stop`.
    pub infinite: bool,
    /// Pondering: search until `stop` or `ponderhit` (which starts the clock).
    pub ponder: bool,
    /// Only these root moves (empty: all).
    pub searchmoves: Vec<Move>,
}

/// A progress report from the main search thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// The depth of the iteration that found this line: the last completed
    /// one, or for a move found better in an iteration that was stopped,
    /// that iteration's.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// 1-based index of this line among the multi-PV lines.
    pub multipv: usize,
    /// The line's score.
    pub score: Score,
    /// Nodes so far (all threads).
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// Transposition table fill, permille.
    pub hashfull: u32,
    /// Time since the search started.
    pub time: Duration,
    /// The principal variation.
    pub pv: Vec<Move>,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` when there is no legal move.
    pub best_move: Option<Move>,
    /// The expected reply, to ponder on.
    pub ponder: Option<Move>,
    /// The best line's score.
    pub score: Score,
    /// Depth completed.
    pub depth: u32,
    /// Nodes searched (all threads).
    pub nodes: u64,
}

/// Receives progress reports.
pub type InfoCallback = Box<dyn FnMut(&Info) + Send>;
/// Receives the result when the search ends.
pub type DoneCallback = Box<dyn FnOnce(&SearchResult) + Send>;

struct Running {
    stopper: Arc<Stopper>,
    ponder_budget: Option<(Duration, Duration)>,
    /// The result, each thread's move history and what the time manager
    /// learned, for the next search.
    handle: JoinHandle<(SearchResult, Vec<Box<MoveHistory>>, Option<LastSearch>)>,
}

/// The engine: options, the transposition table, what the search threads
/// learned about quiet moves so far this game, and the running search.
pub struct Engine {
    options: Options,
    table: Arc<TranspositionTable>,
    /// One a search thread, main thread first; empty after a new game.
    histories: Vec<Box<MoveHistory>>,
    /// The last search's score and time saving, for the time manager.
    last_search: Option<LastSearch>,
    running: Option<Running>,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new(Options::default())
    }
}

impl Engine {
    /// An engine with these options.
    pub fn new(options: Options) -> Self {
        let table = Arc::new(TranspositionTable::new(options.hash_mb));
        Engine {
            options,
            table,
            histories: Vec::new(),
            last_search: None,
            running: None,
        }
    }

    /// The current options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Changes the options (waits for a running search to end first); a new
    /// hash size allocates a new, empty table.
    pub fn set_options(&mut self, options: Options) {
        self.wait();
        if options.hash_mb != self.options.hash_mb {
            self.table = Arc::new(TranspositionTable::new(options.hash_mb));
        }
        self.options = options;
    }

    /// Forgets what earlier searches learned.
    pub fn new_game(&mut self) {
        self.wait();
        self.table.clear();
        self.histories.clear();
        self.last_search = None;
    }

    /// Whether a search is running.
    pub fn is_searching(&self) -> bool {
        self.running
            .as_ref()
            .is_some_and(|r| !r.handle.is_finished())
    }

    /// Starts searching the game's current position; returns at once.
    /// `on_info` gets progress reports, `on_done` the result (which
    /// [`Engine::wait`] returns too).
    pub fn start(
        &mut self,
        game: &Game,
        limits: Limits,
        on_info: InfoCallback,
        on_done: DoneCallback,
    ) {
        self.wait();
        let stopper = Arc::new(Stopper::new(limits.nodes));
        let budget = limits.clock.map(|c| {
            time_budget(
                c.remaining,
                c.increment,
                c.moves_to_go,
                self.options.move_overhead,
            )
        });
        let fixed = limits.movetime.map(|t| {
            let t = t
                .saturating_sub(self.options.move_overhead)
                .max(Duration::from_millis(1));
            (t, t)
        });
        let timing = fixed.or(budget);
        let ponder_budget = if limits.ponder { timing } else { None };
        if let (Some((soft, hard)), false) = (timing, limits.ponder) {
            stopper.set_deadlines(soft, hard);
        }
        let hashes: Vec<u64> = game.positions().iter().map(AnyPosition::hash).collect();
        let mut histories = std::mem::take(&mut self.histories);
        histories.resize_with(self.options.threads.max(1), MoveHistory::new);
        let root = game.position().clone();
        let last_search = self.last_search;
        let table = Arc::clone(&self.table);
        let options = self.options.clone();
        let thread_stopper = Arc::clone(&stopper);
        let handle = std::thread::spawn(move || {
            let job = Job {
                table: &table,
                stopper: &thread_stopper,
                options: &options,
                limits: &limits,
                hashes,
                last_search,
            };
            let (result, histories, last_search) = match root {
                AnyPosition::Eight(p) => job.run::<Board8>(&p, histories, on_info),
                AnyPosition::Ten(p) => job.run::<Board10>(&p, histories, on_info),
            };
            on_done(&result);
            (result, histories, last_search)
        });
        self.running = Some(Running {
            stopper,
            ponder_budget,
            handle,
        });
    }

    /// Asks a running search to stop (it still reports its result).
    pub fn stop(&self) {
        if let Some(running) = &self.running {
            running.stopper.flag.store(true, Ordering::Relaxed);
        }
    }

    /// The opponent played the move pondered on: the search goes on, now
    /// against the clock.
    pub fn ponderhit(&mut self) {
        if let Some(running) = &mut self.running {
            match running.ponder_budget.take() {
                Some((soft, hard)) => running.stopper.set_deadlines(soft, hard),
                None => running.stopper.flag.store(true, Ordering::Relaxed),
            }
        }
    }

    /// Waits for the running search, if any, and returns its result.
    pub fn wait(&mut self) -> Option<SearchResult> {
        let running = self.running.take()?;
        let (result, histories, last_search) = running.handle.join().ok()?;
        self.histories = histories;
        self.last_search = last_search;
        Some(result)
    }

    /// Searches and waits for the result.
    pub fn search(
        &mut self,
        game: &Game,
        limits: Limits,
        on_info: InfoCallback,
    ) -> Option<SearchResult> {
        self.start(game, limits, on_info, Box::new(|_| {}));
        self.wait()
    }
}

/// Everything one search needs, borrowed by its threads.
struct Job<'a> {
    table: &'a TranspositionTable,
    stopper: &'a Stopper,
    options: &'a Options,
    limits: &'a Limits,
    /// The hashes of the game's positions, the root's last.
    hashes: Vec<u64>,
    /// What the last search told the time manager.
    last_search: Option<LastSearch>,
}

impl Job<'_> {
    /// Searches `root` with one thread for each of `histories`; returns the
    /// result, the histories as the threads left them, and (if there was a
    /// move to search) what the time manager tells the next search.
    fn run<G: Geometry>(
        &self,
        root: &Position<G>,
        histories: Vec<Box<MoveHistory>>,
        mut on_info: InfoCallback,
    ) -> (SearchResult, Vec<Box<MoveHistory>>, Option<LastSearch>) {
        self.table.new_search();
        let mut roots: Vec<RootMove> = root
            .legal_moves()
            .iter()
            .filter(|m| self.limits.searchmoves.is_empty() || self.limits.searchmoves.contains(m))
            .map(|&mv| RootMove {
                mv,
                score: -MATE,
                pv: vec![mv],
                seldepth: 0,
            })
            .collect();
        if roots.is_empty() {
            self.wait_for_stop();
            let score = if root.is_check() {
                Score::Mate(0)
            } else {
                Score::Centipawns(0)
            };
            let result = SearchResult {
                best_move: None,
                ponder: None,
                score,
                depth: 0,
                nodes: 0,
            };
            return (result, histories, None);
        }
        let skill = self.options.skill_level.min(20);
        let max_depth = self
            .limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 1)
            .clamp(1, MAX_PLY as u32 - 1);
        let max_depth = if skill < 20 {
            max_depth.min(1 + u32::from(skill) / 3)
        } else {
            max_depth
        };
        let lines = if skill < 20 {
            self.options.multipv.max(4)
        } else {
            self.options.multipv
        }
        .clamp(1, roots.len());
        let mut completed: Option<(u32, Vec<RootMove>)> = None;
        let mut trend = TimeTrend::new(self.hashes.len(), roots[0].mv, self.last_search);
        let mut given = histories.into_iter();
        let main_history = given.next().unwrap_or_else(MoveHistory::new);
        let mut histories = Vec::new();
        std::thread::scope(|scope| {
            let helpers: Vec<_> = given
                .enumerate()
                .map(|(index, history)| {
                    let helper = index + 1;
                    let mut helper_roots = roots.clone();
                    scope.spawn(move || {
                        let mut searcher = Searcher::<G>::new(
                            self.table,
                            self.stopper,
                            self.hashes.clone(),
                            history,
                        );
                        searcher.interruptible = true;
                        let mut depth = 1 + (helper % 2) as i32;
                        while !self.stopper.stopped() && depth < MAX_PLY as i32 {
                            searcher.search_root(
                                root,
                                &mut helper_roots,
                                0,
                                depth,
                                -MATE - 1,
                                MATE + 1,
                            );
                            depth += 1;
                        }
                        searcher.flush_nodes();
                        searcher.into_history()
                    })
                })
                .collect();
            let mut searcher =
                Searcher::<G>::new(self.table, self.stopper, self.hashes.clone(), main_history);
            // A clock's share stretches when the best move changes or the
            // score falls, and shrinks while the best move holds.
            let on_clock = self.limits.movetime.is_none();
            for depth in 1..=max_depth {
                if lines == 1 {
                    // Only the moves this iteration finds better than the
                    // first will have a score, so that a stop inside it
                    // can tell them from the last iteration's (the order
                    // stays: the sort is stable).
                    for later in &mut roots[1..] {
                        later.score = -INFINITE;
                    }
                }
                for line in 0..lines {
                    self.aspiration(&mut searcher, root, &mut roots, line, depth as i32);
                    if self.stopper.stopped() && searcher.interruptible {
                        break;
                    }
                    searcher.flush_nodes();
                    on_info(&self.info(&roots[line], line, depth));
                }
                if self.stopper.stopped() && searcher.interruptible {
                    // A move that beat the last iteration's best before the
                    // stop is played, as Stockfish does: the stop mostly
                    // comes when such a move makes an iteration run long.
                    if let Some((_, best)) = completed.as_mut().filter(|(_, best)| {
                        lines == 1 && roots[0].mv != best[0].mv && roots[0].score > -INFINITE
                    }) {
                        *best = roots.clone();
                        on_info(&self.info(&roots[0], 0, depth));
                    }
                    break;
                }
                completed = Some((depth, roots.clone()));
                searcher.interruptible = true;
                let best = roots[0].score;
                let mate_found = self
                    .limits
                    .mate
                    .is_some_and(|n| best >= MATE - 2 * n as i32);
                // A lone reply is played at once on a clock, as Stockfish
                // does; a fixed move time (one `searchmoves` move to
                // analyse, say) is spent in full.
                let one_reply = roots.len() == 1 && on_clock && self.stopper.has_deadline();
                let share = trend.share_to_use(best, roots[0].mv, searcher.best_move_changes);
                searcher.best_move_changes = 0;
                let percent = if on_clock {
                    (share * 100.0) as u64
                } else {
                    100
                };
                if mate_found || one_reply || self.stopper.soft_passed(percent) {
                    break;
                }
            }
            searcher.flush_nodes();
            self.wait_for_stop();
            self.stopper.flag.store(true, Ordering::Relaxed);
            histories.push(searcher.into_history());
            for helper in helpers {
                // A helper's panic is the search's, as when the scope joined it.
                histories.push(
                    helper
                        .join()
                        .unwrap_or_else(|p| std::panic::resume_unwind(p)),
                );
            }
        });
        let (depth, roots) = completed.unwrap_or((0, roots));
        let chosen = if skill < 20 {
            pick_weaker(&roots[..lines], skill, root.hash())
        } else {
            &roots[0]
        };
        let result = SearchResult {
            best_move: Some(chosen.mv),
            ponder: chosen.pv.get(1).copied(),
            score: Score::from_internal(chosen.score),
            depth,
            nodes: self.stopper.nodes.load(Ordering::Relaxed),
        };
        (result, histories, Some(trend.last_search(roots[0].score)))
    }

    /// Searches root line `line` at `depth` inside aspiration windows
    /// around its last score (`aspiration_windows`).
    fn aspiration<G: Geometry>(
        &self,
        searcher: &mut Searcher<G>,
        root: &Position<G>,
        roots: &mut [RootMove],
        line: usize,
        depth: i32,
    ) {
        let previous = roots[line].score;
        aspiration_windows(previous, depth, |searched, alpha, beta| {
            let score = searcher.search_root(root, roots, line, searched, alpha, beta);
            (!(self.stopper.stopped() && searcher.interruptible)).then_some(score)
        });
    }

    fn info(&self, root: &RootMove, line: usize, depth: u32) -> Info {
        let nodes = self.stopper.nodes.load(Ordering::Relaxed);
        let millis = self.stopper.elapsed_ms();
        Info {
            depth,
            seldepth: root.seldepth as u32,
            multipv: line + 1,
            score: Score::from_internal(root.score),
            nodes,
            nps: nodes * 1000 / millis.max(1),
            hashfull: self.table.hashfull(),
            time: Duration::from_millis(millis),
            pv: root.pv.clone(),
        }
    }

    /// In `infinite` and `ponder` searches the result waits for `stop` (or
    /// `ponderhit`), as UCI requires.
    fn wait_for_stop(&self) {
        if self.limits.infinite || self.limits.ponder {
            while !self.stopper.stopped() && !self.stopper.has_deadline() {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
    }
}

/// Calls `search(depth, alpha, beta)` (`None`: stopped) in a window
/// around `previous`, the last iteration's score, until the score falls
/// inside it, widening the window on each fail low or high. Each fail high
/// in a row searches a ply shallower, as Stockfish 11 does: the move that
/// beat the window is most likely good, and a shallower search confirms
/// it sooner; a fail low searches at full depth again.
fn aspiration_windows(
    previous: i32,
    depth: i32,
    mut search: impl FnMut(i32, i32, i32) -> Option<i32>,
) {
    let mut delta = 25;
    let (mut alpha, mut beta) = if depth >= 4 && previous.abs() < MATE - 1000 {
        (previous - delta, previous + delta)
    } else {
        (-MATE - 1, MATE + 1)
    };
    let mut fail_highs = 0;
    while let Some(score) = search((depth - fail_highs).max(1), alpha, beta) {
        if score <= alpha {
            beta = (alpha + beta) / 2;
            alpha = (score - delta).max(-MATE - 1);
            fail_highs = 0;
        } else if score >= beta {
            beta = (score + delta).min(MATE + 1);
            fail_highs += 1;
        } else {
            return;
        }
        delta += delta;
    }
}

/// A weaker player's choice among the best lines: each line's score plus a
/// random bonus that grows as the skill falls, drawn from the position's
/// hash so the same position gives the same choice.
fn pick_weaker(lines: &[RootMove], skill: u8, seed: u64) -> &RootMove {
    let mut rng = SplitMix64::new(seed);
    let spread = (20 - u64::from(skill)) * 15 + 1;
    lines
        .iter()
        .max_by_key(|r| r.score + rng.below(spread) as i32)
        .unwrap_or(&lines[0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use shuffle_rules::Variant;

    fn search_to_depth(engine: &mut Engine, game: &Game, depth: u32) {
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let result = engine.search(game, limits, Box::new(|_| {}));
        assert!(result.and_then(|r| r.best_move).is_some());
    }

    /// The (depth, alpha, beta) of each search `aspiration_windows` makes
    /// when the searches return `scores` in turn.
    fn windows(previous: i32, depth: i32, scores: &[i32]) -> Vec<(i32, i32, i32)> {
        let mut calls = Vec::new();
        let mut scores = scores.iter().copied();
        aspiration_windows(previous, depth, |d, alpha, beta| {
            calls.push((d, alpha, beta));
            scores.next()
        });
        calls
    }

    #[test]
    fn each_fail_high_in_a_row_searches_a_ply_shallower_until_a_fail_low() {
        assert_eq!(
            windows(0, 10, &[300, 400, -200, 500, 10]),
            [
                (10, -25, 25),
                (9, -25, 325),
                (8, -25, 450),
                (10, -300, 212),
                (9, -300, 700),
            ]
        );
        // Never below depth 1; a stop ends the windows at once.
        let depths: Vec<i32> = windows(0, 4, &[100, 200, 400, 800, 1600])
            .iter()
            .map(|&(depth, _, _)| depth)
            .collect();
        assert_eq!(depths, [4, 3, 2, 1, 1, 1]);
        // Shallow searches and mate scores take the whole window.
        assert_eq!(windows(0, 3, &[0]), [(3, -MATE - 1, MATE + 1)]);
        assert_eq!(windows(MATE - 10, 9, &[0]), [(9, -MATE - 1, MATE + 1)]);
    }

    #[test]
    fn each_search_thread_hands_its_history_back_until_a_new_game() {
        let game = Game::classic(Variant::Capablanca).expect("a classic setup");
        let mut engine = Engine::new(Options {
            threads: 2,
            ..Options::default()
        });
        assert!(engine.histories.is_empty());
        search_to_depth(&mut engine, &game, 6);
        assert_eq!(engine.histories.len(), 2, "main thread and helper");
        engine.set_options(Options::default());
        search_to_depth(&mut engine, &game, 6);
        assert_eq!(engine.histories.len(), 1, "one thread again");
        engine.new_game();
        assert!(engine.histories.is_empty());
    }

    #[test]
    fn the_time_manager_hears_of_the_last_search_until_a_new_game() {
        let game = Game::classic(Variant::Capablanca).expect("a classic setup");
        let mut engine = Engine::default();
        search_to_depth(&mut engine, &game, 4);
        let last = engine.last_search.expect("a searched move");
        assert_eq!(last.positions, game.positions().len());
        assert!(last.score.abs() < 200, "an even start: {}", last.score);
        engine.new_game();
        assert!(engine.last_search.is_none());
    }
}
