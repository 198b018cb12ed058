//! Alpha-beta search for one thread: iterative deepening with aspiration
//! windows, principal variation search, transposition table (in quiescence
//! too), quiescence, extension of checks that keep material or are
//! discovered, of captures into an endgame and of singular table moves,
//! null-move pruning, ProbCut, reverse futility pruning, futility,
//! late-move and SEE pruning, internal iterative reduction, late-move
//! reductions steered by history and by the replies' cutoffs, killer,
//! counter-move, history, continuation-history and capture-history
//! ordering, a static evaluation corrected by what searches found for
//! its pawn structure, piece placement and last two moves, mate-distance
//! scores, draws by repetition and the 50-move rule, multi-PV at the root.
//! Generic over the board: nothing here asks which variant it plays.

use crate::evaluate::{evaluate_cached, non_pawn_key, pawn_key, value, PawnCache};
use crate::see::see_ge;
use crate::transposition_table::{Bound, Entry, TranspositionTable};
use arrayvec::ArrayVec;
use shuffle_rules::{
    Bitboard, Color, Geometry, Move, MoveKind, MoveList, Position, Role, MAX_MOVES,
};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Scores at or beyond this mean a forced mate.
pub const MATE: i32 = 32_000;
/// Scores beyond this are mate scores.
pub const MATE_BOUND: i32 = MATE - 1_000;
pub(crate) const INFINITE: i32 = 32_001;
/// Deepest ply the search goes to.
pub const MAX_PLY: usize = 128;

/// A score as the protocols show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns from the side to move's view.
    Centipawns(i32),
    /// Mate in this many moves (negative: being mated).
    Mate(i32),
}

impl Score {
    /// The protocol score of an internal score.
    pub fn from_internal(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            Score::Mate(-(MATE + score) / 2)
        } else {
            Score::Centipawns(score)
        }
    }
}

/// A mate score made relative to the node before storing it.
fn score_to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score made relative to the root again.
fn score_from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// When a search must stop, shared by every thread of one search.
pub struct Stopper {
    /// Set by `stop`, by the main thread when it finishes, or on time.
    pub flag: AtomicBool,
    /// Nodes searched by all threads.
    pub nodes: AtomicU64,
    /// Stop once this many nodes are searched (all threads).
    pub node_limit: Option<u64>,
    /// When the search started.
    pub started: Instant,
    /// Milliseconds after `started` at which to stop at once (`u64::MAX`:
    /// never). Atomic so that `ponderhit` can set it mid-search.
    pub hard_ms: AtomicU64,
    /// Milliseconds after `started` at which the move's time share ends
    /// (`u64::MAX`: none); `soft_passed` scales it to tell whether to
    /// start another iteration.
    pub soft_ms: AtomicU64,
    /// Milliseconds after `started` at which the deadlines were set.
    deadlines_set_ms: AtomicU64,
}

impl Stopper {
    /// A stopper with a node limit and no deadline yet.
    pub fn new(node_limit: Option<u64>) -> Self {
        Stopper {
            flag: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            node_limit,
            started: Instant::now(),
            hard_ms: AtomicU64::new(u64::MAX),
            soft_ms: AtomicU64::new(u64::MAX),
            deadlines_set_ms: AtomicU64::new(0),
        }
    }
    /// Sets the deadlines, counted from now.
    pub fn set_deadlines(&self, soft: Duration, hard: Duration) {
        let now = self.elapsed_ms();
        self.deadlines_set_ms.store(now, Ordering::Relaxed);
        self.soft_ms
            .store(now + soft.as_millis() as u64, Ordering::Relaxed);
        self.hard_ms
            .store(now + hard.as_millis() as u64, Ordering::Relaxed);
    }
    /// Whether the soft deadline has passed, with the time from setting it
    /// scaled to `percent`.
    pub fn soft_passed(&self, percent: u64) -> bool {
        // One load of each word: `ponderhit` may set the deadlines meanwhile,
        // and a soft deadline read before its start must not underflow.
        let soft = self.soft_ms.load(Ordering::Relaxed);
        if soft == u64::MAX {
            return false;
        }
        let set = self.deadlines_set_ms.load(Ordering::Relaxed);
        self.elapsed_ms() >= set + soft.saturating_sub(set) * percent / 100
    }
    /// Whether the deadlines are set: a clock or `movetime` search, or a
    /// ponder search after `ponderhit`.
    pub fn has_deadline(&self) -> bool {
        self.soft_ms.load(Ordering::Relaxed) != u64::MAX
    }
    /// Milliseconds since the search started.
    pub fn elapsed_ms(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }
    /// Whether the search should stop.
    pub fn stopped(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }
}

/// One root move and what the last iteration found for it.
#[derive(Clone, Debug)]
pub struct RootMove {
    /// The move.
    pub mv: Move,
    /// Its score in the last completed search of it (or -INFINITE).
    pub score: i32,
    /// The principal variation starting with it.
    pub pv: Vec<Move>,
    /// Deepest ply reached below it.
    pub seldepth: usize,
}

/// How quiet moves fared in earlier cutoffs, for move ordering and
/// reductions. Each search thread has one, kept from move to move of a game
/// (the engine clears them for a new game).
pub struct MoveHistory {
    /// By side, from and to square.
    butterfly: [[[i32; 80]; 80]; 2],
    /// How good a quiet move (piece and target) was after a move
    /// `CONTINUATION_PLIES` before it, indexed by both moves'
    /// `continuation_key`s.
    continuation: Box<[i16]>,
    /// The quiet move that last refuted each move (by `continuation_key`).
    counter: Box<[Option<Move>]>,
    /// How good a capture or promotion was, by `capture_key`: the moving
    /// piece, the target and the kind captured.
    capture: Box<[i16]>,
    /// How far searches found the static evaluation off, in 1/256
    /// centipawn, as the sum of four entries (`correction_indices`): by
    /// side to move and the pawn structure, White's other pieces, Black's,
    /// and by the last two moves. The evaluation misjudges some structures
    /// and placements, and what a move just changed, and the search
    /// corrects it.
    correction: Box<[i16]>,
}

/// Keys (pawn structures, one side's piece placements) a correction table
/// tells apart, per side to move.
const CORRECTION_ENTRIES: usize = 16_384;
/// Moves the correction by the last two moves tells apart: the continuation
/// keys, and one for no move (before the root, or a null move).
const CORRECTION_MOVES: usize = CONTINUATION_KEYS + 1;
/// Where the correction by the last two moves starts, after the three
/// tables by placement.
const CORRECTION_BY_MOVES: usize = 3 * 2 * CORRECTION_ENTRIES;
/// Correction entries are in this fraction of a centipawn.
const CORRECTION_GRAIN: i32 = 256;
/// The largest correction, about 1.25 pawns, in `CORRECTION_GRAIN`s.
const CORRECTION_CAP: i32 = 32_000;

impl MoveHistory {
    /// An empty history.
    pub fn new() -> Box<Self> {
        Box::new(MoveHistory {
            butterfly: [[[0; 80]; 80]; 2],
            continuation: vec![0; CONTINUATION_KEYS * CONTINUATION_KEYS].into_boxed_slice(),
            counter: vec![None; CONTINUATION_KEYS].into_boxed_slice(),
            capture: vec![0; CONTINUATION_KEYS * CAPTURED_KINDS].into_boxed_slice(),
            correction: vec![0; CORRECTION_BY_MOVES + CORRECTION_MOVES * CORRECTION_MOVES]
                .into_boxed_slice(),
        })
    }

    /// Moves the continuation histories of quiet move `key` after each of
    /// the `previous` moves by `delta`.
    fn teach_continuation(
        &mut self,
        previous: [Option<usize>; CONTINUATION_PLIES.len()],
        key: usize,
        delta: i32,
    ) {
        for p in previous.into_iter().flatten() {
            let c = &mut self.continuation[p * CONTINUATION_KEYS + key];
            *c = gravity(i32::from(*c), delta) as i16;
        }
    }
}

/// Search state of one thread.
pub struct Searcher<'a, G: Geometry> {
    table: &'a TranspositionTable,
    stopper: &'a Stopper,
    /// Nodes searched by this thread not yet added to the shared count.
    local_nodes: u64,
    /// Nodes searched by this thread in this search.
    pub nodes: u64,
    /// Hashes of the game's positions and of the current search path.
    history_hashes: Vec<u64>,
    killers: [[Option<Move>; 2]; MAX_PLY + 1],
    history: Box<MoveHistory>,
    /// The evaluation's pawn terms of the structures this thread met.
    pawns: PawnCache<G>,
    /// The `continuation_key` of the move played at each ply of the current
    /// path (`None` for a null move).
    played: [Option<usize>; MAX_PLY + 2],
    /// Whether the move played at each ply of the current path is quiet,
    /// and whether it was the one expected to be best there (the first
    /// tried or the first killer): how a node teaches the move before it.
    /// Left false at the root: root moves learn no history.
    played_quiet: [bool; MAX_PLY + 2],
    played_expected: [bool; MAX_PLY + 2],
    /// The static evaluation at each ply of the current path (-INFINITE in
    /// check), to tell whether the side to move is improving.
    static_evals: [i32; MAX_PLY + 2],
    /// The move left out at each ply of the current path while testing
    /// whether the table's move is singular.
    excluded: [Option<Move>; MAX_PLY + 2],
    /// Beta cutoffs at each ply since the node two plies up began its
    /// moves (two for a node without a table move), as Stockfish 16's
    /// `cutoffCnt`: where the replies keep refuting, late moves are likely
    /// refuted too.
    cutoffs: [u32; MAX_PLY + 2],
    pv: Vec<Vec<Move>>,
    seldepth: usize,
    reductions: [[u8; 64]; 64],
    /// How often a move other than the first became best at the root, for
    /// the time manager (which resets it).
    pub best_move_changes: u32,
    /// Whether a stop request is honoured: not before depth 1 is complete,
    /// so that even a search stopped at once answers with a searched move.
    pub interruptible: bool,
    _board: std::marker::PhantomData<G>,
}

impl<'a, G: Geometry> Searcher<'a, G> {
    /// A searcher over the game whose earlier positions hashed to
    /// `game_hashes` (oldest first, the root's included last), ordering
    /// quiet moves by what `history` learned in earlier searches.
    pub fn new(
        table: &'a TranspositionTable,
        stopper: &'a Stopper,
        game_hashes: Vec<u64>,
        history: Box<MoveHistory>,
    ) -> Self {
        let mut reductions = [[0u8; 64]; 64];
        for (depth, row) in reductions.iter_mut().enumerate().skip(1) {
            for (index, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.75 + (depth as f64).ln() * (index as f64).ln() / 1.75) as u8;
            }
        }
        Searcher {
            table,
            stopper,
            local_nodes: 0,
            nodes: 0,
            history_hashes: game_hashes,
            killers: [[None; 2]; MAX_PLY + 1],
            history,
            pawns: PawnCache::default(),
            played: [None; MAX_PLY + 2],
            played_quiet: [false; MAX_PLY + 2],
            played_expected: [false; MAX_PLY + 2],
            static_evals: [-INFINITE; MAX_PLY + 2],
            excluded: [None; MAX_PLY + 2],
            cutoffs: [0; MAX_PLY + 2],
            pv: vec![Vec::new(); MAX_PLY + 2],
            seldepth: 0,
            reductions,
            best_move_changes: 0,
            interruptible: false,
            _board: std::marker::PhantomData,
        }
    }

    /// What this search learned about quiet moves, for the next search.
    pub fn into_history(self) -> Box<MoveHistory> {
        self.history
    }

    /// The late-move reduction table's entry for the move at `index` of a
    /// node of `depth`, before the adjustments for the node and the move.
    fn base_reduction(&self, depth: i32, index: usize) -> i32 {
        i32::from(self.reductions[(depth.max(0) as usize).min(63)][index.min(63)])
    }

    /// Counts a node; returns whether the search must stop.
    #[inline]
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        self.local_nodes += 1;
        if let Some(limit) = self.stopper.node_limit {
            // Node limits are exact, so `go nodes N` is reproducible.
            let total = self.stopper.nodes.load(Ordering::Relaxed) + self.local_nodes;
            if total >= limit {
                self.stopper.flag.store(true, Ordering::Relaxed);
            }
        }
        if self.local_nodes >= 1024 {
            self.flush_nodes();
            if self.stopper.elapsed_ms() >= self.stopper.hard_ms.load(Ordering::Relaxed) {
                self.stopper.flag.store(true, Ordering::Relaxed);
            }
        }
        self.should_stop()
    }

    /// Whether the search must stop now.
    #[inline]
    fn should_stop(&self) -> bool {
        self.interruptible && self.stopper.stopped()
    }

    /// Adds this thread's uncounted nodes to the shared count.
    pub fn flush_nodes(&mut self) {
        self.stopper
            .nodes
            .fetch_add(self.local_nodes, Ordering::Relaxed);
        self.local_nodes = 0;
    }

    fn is_repetition(&self, pos: &Position<G>, ply: usize) -> bool {
        let reversible = pos.halfmove_clock() as usize;
        let len = self.history_hashes.len();
        // The current position is the last entry; look at earlier ones with
        // the same side to move, within the reversible stretch.
        let hash = pos.hash();
        let mut count = 0;
        let mut back = 2;
        while back <= reversible && back < len {
            if self.history_hashes[len - 1 - back] == hash {
                // Inside the search tree one repetition is a draw; before the
                // root it takes two (the game's own threefold rule).
                if back < ply + 1 {
                    return true;
                }
                count += 1;
                if count >= 2 {
                    return true;
                }
            }
            back += 2;
        }
        false
    }

    /// Searches the root moves `roots[first..]` to `depth` and sorts them by
    /// score; returns the best score (meaningless if stopped).
    pub fn search_root(
        &mut self,
        pos: &Position<G>,
        roots: &mut [RootMove],
        first: usize,
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut best = -INFINITE;
        // The root's grandchildren count their cutoffs afresh.
        self.cutoffs[2] = 0;
        // Two plies down, "improving" compares with the root's evaluation.
        self.static_evals[0] = if pos.is_check() {
            -INFINITE
        } else {
            let raw_eval = self.evaluate(pos);
            self.corrected(&self.correction_indices(pos, 0), raw_eval)
        };
        for (index, root) in roots[first..].iter_mut().enumerate() {
            let mv = root.mv;
            self.seldepth = 0;
            self.played[0] = continuation_key(pos, mv);
            let next = pos.play_unchecked(mv);
            self.history_hashes.push(next.hash());
            let new_depth = depth - 1 + check_extension(pos, mv, &next);
            let score = if index == 0 {
                -self.search(&next, new_depth, 1, -beta, -alpha, true)
            } else {
                // Late quiet root moves (sorted by the last iteration's
                // scores) are reduced as at a PV node, and searched again
                // at full depth if they beat alpha.
                let reduction = if depth >= 3 && index >= 3 && is_quiet(pos, mv) && !next.is_check()
                {
                    (self.base_reduction(depth, index) - 1).clamp(0, new_depth - 1)
                } else {
                    0
                };
                let mut s = -self.search(&next, new_depth - reduction, 1, -alpha - 1, -alpha, true);
                if s > alpha && reduction > 0 {
                    s = -self.search(&next, new_depth, 1, -alpha - 1, -alpha, true);
                }
                if s > alpha && s < beta {
                    -self.search(&next, new_depth, 1, -beta, -alpha, true)
                } else {
                    s
                }
            };
            self.history_hashes.pop();
            if self.should_stop() {
                break;
            }
            if index == 0 || score > alpha {
                root.score = score;
                root.seldepth = self.seldepth;
                root.pv.clear();
                root.pv.push(mv);
                root.pv.extend_from_slice(&self.pv[1]);
            } else {
                root.score = -INFINITE;
            }
            if score > best {
                best = score;
            }
            if score > alpha {
                alpha = score;
                if index > 0 {
                    self.best_move_changes += 1;
                }
                if score >= beta {
                    break;
                }
            }
        }
        roots[first..].sort_by_key(|r| std::cmp::Reverse(r.score));
        best
    }

    /// Negamax alpha-beta with principal variation search.
    fn search(
        &mut self,
        pos: &Position<G>,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        null_allowed: bool,
    ) -> i32 {
        self.pv[ply].clear();
        // A leaf is counted once, as the quiescence node it becomes.
        if depth > 0 && self.count_node() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        let pv_node = beta - alpha > 1;
        if self.is_repetition(pos, ply) || pos.halfmove_clock() >= 100 {
            return 0;
        }
        if ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        // Mate distance pruning.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let in_check = pos.is_check();
        if depth <= 0 {
            return self.quiescence(pos, ply, alpha, beta);
        }
        let key = pos.hash();
        let excluded = self.excluded[ply];
        let entry = self.table.probe(key);
        let tt_move = entry.and_then(|e| e.best_move);
        if let Some(e) = entry {
            let score = score_from_table(e.score, ply);
            if !pv_node
                && excluded.is_none()
                && e.depth >= depth
                && e.bound.settles(score, alpha, beta)
            {
                return score;
            }
        }
        // The evaluation as computed (and stored), and as the correction
        // history adjusts it for pruning.
        let correction_at = self.correction_indices(pos, ply);
        let (raw_eval, static_eval) = if in_check {
            (-INFINITE, -INFINITE)
        } else {
            let raw_eval = self.cached_eval(pos, entry);
            (raw_eval, self.corrected(&correction_at, raw_eval))
        };
        self.static_evals[ply] = static_eval;
        // Improving: the static evaluation rose since our previous move (or
        // that position was in check), so pruning can be less eager.
        let improving = !in_check && (ply < 2 || static_eval > self.static_evals[ply - 2]);
        if !pv_node && !in_check && excluded.is_none() {
            // Reverse futility pruning: far above beta near the leaves.
            let margin = 90 * (depth - i32::from(improving));
            if depth <= 6 && static_eval - margin >= beta && beta.abs() < MATE_BOUND {
                return static_eval;
            }
            // Razoring: a ply from the leaves and far below alpha, only a
            // capture can help, so quiescence decides.
            if depth == 1 && static_eval + 400 <= alpha {
                return self.quiescence_of_counted_node(pos, ply, alpha, beta);
            }
            // Null move: if passing still fails high, so will a real move.
            let us = pos.turn();
            let big_pieces =
                pos.pieces(us) & !pos.role_squares(Role::Pawn) & !pos.role_squares(Role::King);
            if null_allowed && depth >= 3 && static_eval >= beta && big_pieces.any() {
                let reduction = 3 + depth / 4;
                self.played[ply] = None;
                self.played_quiet[ply] = false;
                let next = pos.play_null();
                self.history_hashes.push(next.hash());
                let score = -self.search(
                    &next,
                    depth - 1 - reduction,
                    ply + 1,
                    -beta,
                    -beta + 1,
                    false,
                );
                self.history_hashes.pop();
                if self.should_stop() {
                    return 0;
                }
                if score >= beta {
                    return if score >= MATE_BOUND { beta } else { score };
                }
            }
            // ProbCut: a good capture whose search four plies shallower
            // beats beta by a margin would very likely fail high at full
            // depth too. Quiescence screens each capture first.
            if depth >= 5 && beta.abs() < MATE_BOUND {
                if let Some(score) =
                    self.probcut(pos, depth, ply, beta, static_eval, tt_move, improving)
                {
                    return score;
                }
            }
        }
        // Internal iterative reduction: without a table move the ordering
        // is poor, so search shallower; the next iteration will have one.
        if tt_move.is_none() && depth >= 4 && excluded.is_none() {
            depth -= 1;
        }
        let mut picker = MovePicker::new(tt_move);
        pos.generate(&mut picker.moves);
        if picker.moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let original_alpha = alpha;
        let mut best_score = -INFINITE;
        let mut best_move = None;
        self.cutoffs[ply + 2] = 0;
        let mut quiets_tried: ArrayVec<Move, MAX_MOVES> = ArrayVec::new();
        let mut captures_tried: ArrayVec<Move, MAX_MOVES> = ArrayVec::new();
        let late_move_count = (4 + depth * depth) / if improving { 1 } else { 2 };
        let tt_capture = tt_move.is_some_and(|mv| !is_quiet(pos, mv));
        for index in 0..picker.moves.len() {
            let (mv, key) = picker.pick(index, self, pos, ply);
            if Some(mv) == excluded {
                continue;
            }
            let quiet = is_quiet(pos, mv);
            // Singular extension: the table's move is searched one ply
            // deeper when every other move fails well below its stored
            // score; when another move also reaches beta, the node is cut;
            // when only the table's move does, it is searched a ply less.
            let mut singular = 0;
            if let Some(e) = entry.filter(|e| {
                Some(mv) == tt_move
                    && excluded.is_none()
                    && depth >= 6
                    && e.depth >= depth - 3
                    && e.bound != Bound::Upper
                    && e.score.abs() < MATE_BOUND
            }) {
                let tt_score = score_from_table(e.score, ply);
                let singular_beta = tt_score - 2 * depth;
                self.excluded[ply] = Some(mv);
                let score = self.search(
                    pos,
                    (depth - 1) / 2,
                    ply,
                    singular_beta - 1,
                    singular_beta,
                    false,
                );
                self.excluded[ply] = None;
                if self.should_stop() {
                    return 0;
                }
                if score < singular_beta {
                    singular = 1;
                } else if singular_beta >= beta {
                    return singular_beta;
                } else if tt_score >= beta {
                    singular = -1;
                }
            }
            // Near the leaves, quiet moves that cannot lift a hopeless eval
            // to alpha at the depth their late-move reduction would leave
            // them (futility), quiet moves late in the order (late-move
            // pruning) and moves that lose material in the exchange (SEE)
            // are skipped, unless they give check. A move is played only
            // when it may check and would be skipped otherwise, or when it
            // is searched.
            let mut played = None;
            if !pv_node && !in_check && index > 0 && best_score > -MATE_BOUND {
                let skip = if quiet {
                    // The depth this move would be searched to after its
                    // late-move reduction.
                    let lmr_depth = depth - 1 - self.base_reduction(depth, index);
                    (lmr_depth <= 5 && static_eval + 120 * lmr_depth.max(1) + 60 <= alpha)
                        || (depth <= 4 && quiets_tried.len() as i32 >= late_move_count)
                        || (depth <= 5 && !see_ge(pos, mv, -30 * depth * depth))
                } else {
                    depth <= 5 && key < 0 && !see_ge(pos, mv, -100 * depth)
                };
                if skip
                    && !(pos.may_give_check(mv) && played.insert(pos.play_unchecked(mv)).is_check())
                {
                    if quiet {
                        quiets_tried.push(mv);
                    }
                    continue;
                }
            }
            let next = &*played.get_or_insert_with(|| pos.play_unchecked(mv));
            let gives_check = next.is_check();
            self.played[ply] = continuation_key(pos, mv);
            self.played_quiet[ply] = quiet;
            self.played_expected[ply] = index == 0 || self.killers[ply][0] == Some(mv);
            self.history_hashes.push(next.hash());
            let extension = if singular > 0 {
                singular
            } else {
                check_extension(pos, mv, next).max(last_capture_extension(pos, mv, next)) + singular
            };
            let new_depth = depth - 1 + extension;
            let score = if index == 0 {
                -self.search(next, new_depth, ply + 1, -beta, -alpha, true)
            } else {
                let mut reduction = 0;
                if depth >= 3 && index >= 3 && quiet && !in_check && !gives_check {
                    reduction = self.base_reduction(depth, index);
                    reduction -= i32::from(pv_node);
                    reduction += i32::from(!improving);
                    // When the table's move is a capture, a quiet move is
                    // less likely to be best: a ply more, as in Stockfish 11.
                    reduction += i32::from(tt_capture);
                    // The replies to the moves before it kept cutting off.
                    reduction += i32::from(self.cutoffs[ply + 1] > 3);
                    // Killers, the counter move and moves with a good
                    // history are reduced less, moves with a bad history more.
                    if self.killers[ply].contains(&Some(mv)) || self.counter_move(ply) == Some(mv) {
                        reduction -= 1;
                    } else {
                        reduction -= history_reduction(self.quiet_history(pos, mv, ply));
                    }
                    reduction = reduction.clamp(0, new_depth - 1);
                }
                let mut s = -self.search(
                    next,
                    new_depth - reduction,
                    ply + 1,
                    -alpha - 1,
                    -alpha,
                    true,
                );
                if s > alpha && reduction > 0 {
                    s = -self.search(next, new_depth, ply + 1, -alpha - 1, -alpha, true);
                }
                if s > alpha && s < beta {
                    s = -self.search(next, new_depth, ply + 1, -beta, -alpha, true);
                }
                s
            };
            self.history_hashes.pop();
            if self.should_stop() {
                return 0;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = Some(mv);
                    alpha = score;
                    self.update_pv(ply, mv);
                    if score >= beta {
                        self.cutoffs[ply] += 1 + u32::from(tt_move.is_none());
                        if quiet {
                            self.reward_quiet(pos, mv, &quiets_tried, depth, ply);
                            self.reward_capture(pos, None, &captures_tried, depth);
                        } else {
                            self.reward_capture(pos, Some(mv), &captures_tried, depth);
                        }
                        break;
                    }
                }
            }
            if quiet {
                quiets_tried.push(mv);
            } else {
                captures_tried.push(mv);
            }
        }
        if excluded.is_some() {
            // The result is not this position's, so it is not stored; with
            // the excluded move the only legal one, nothing else reaches alpha.
            return if best_score == -INFINITE {
                alpha
            } else {
                best_score
            };
        }
        // The quiet move that led here learns from this node's result, as in
        // Stockfish 11: the expected move is punished when refuted, any
        // quiet move rewarded when nothing here reached alpha.
        if ply > 0 && self.played_quiet[ply - 1] {
            if best_score >= beta && self.played_expected[ply - 1] {
                self.teach_previous_move(ply, -history_bonus(depth + 1));
            } else if best_move.is_none() && (depth >= 3 || pv_node) {
                self.teach_previous_move(ply, history_bonus(depth));
            }
        }
        let bound = Bound::of(best_score, original_alpha, beta);
        // A quiet result (no capture decided it) that the bound pins on
        // the right side of the static evaluation says how far it was off.
        if !in_check
            && best_move.is_none_or(|mv| is_quiet(pos, mv))
            && best_score.abs() < MATE_BOUND
            && !(bound == Bound::Lower && best_score <= static_eval)
            && !(bound == Bound::Upper && best_score >= static_eval)
        {
            self.update_correction(&correction_at, best_score - raw_eval, depth);
        }
        self.table.store(
            key,
            best_move,
            score_to_table(best_score, ply),
            depth,
            bound,
            (!in_check).then_some(raw_eval),
        );
        best_score
    }

    /// The ProbCut step of `search` at a null-window node not in check:
    /// the score of the first of up to three captures (or promotions) that
    /// win by SEE what lifts `static_eval` to `beta + margin`, and still
    /// beat `beta + margin` when searched four plies shallower.
    #[allow(clippy::too_many_arguments)]
    fn probcut(
        &mut self,
        pos: &Position<G>,
        depth: i32,
        ply: usize,
        beta: i32,
        static_eval: i32,
        tt_move: Option<Move>,
        improving: bool,
    ) -> Option<i32> {
        const TRIES: usize = 3;
        let probcut_beta = beta + 150 - 40 * i32::from(improving);
        let mut picker = MovePicker::new(tt_move);
        pos.generate_noisy(&mut picker.moves);
        let mut tried = 0;
        for index in 0..picker.moves.len() {
            if tried == TRIES {
                break;
            }
            let (mv, _) = picker.pick(index, self, pos, ply);
            if !see_ge(pos, mv, probcut_beta - static_eval) {
                continue;
            }
            tried += 1;
            let next = pos.play_unchecked(mv);
            self.played[ply] = continuation_key(pos, mv);
            self.played_quiet[ply] = false;
            self.history_hashes.push(next.hash());
            let mut score = -self.quiescence(&next, ply + 1, -probcut_beta, -probcut_beta + 1);
            if score >= probcut_beta {
                score = -self.search(
                    &next,
                    depth - 4,
                    ply + 1,
                    -probcut_beta,
                    -probcut_beta + 1,
                    true,
                );
            }
            self.history_hashes.pop();
            if self.should_stop() {
                return Some(0);
            }
            if score >= probcut_beta {
                return Some(score);
            }
        }
        None
    }

    /// Captures and promotions only (all moves in check) until the position
    /// is quiet.
    fn quiescence(&mut self, pos: &Position<G>, ply: usize, alpha: i32, beta: i32) -> i32 {
        self.pv[ply].clear();
        if self.count_node() {
            return 0;
        }
        self.quiescence_of_counted_node(pos, ply, alpha, beta)
    }

    /// `quiescence` of a node the main search has already counted (razoring
    /// hands its node over), so that each node is counted once.
    fn quiescence_of_counted_node(
        &mut self,
        pos: &Position<G>,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY {
            return self.evaluate(pos);
        }
        // Any stored result bounds this one: quiescence is depth 0.
        let key = pos.hash();
        let entry = self.table.probe(key);
        if let Some(e) = entry {
            let score = score_from_table(e.score, ply);
            if beta - alpha == 1 && e.bound.settles(score, alpha, beta) {
                return score;
            }
        }
        let original_alpha = alpha;
        let in_check = pos.is_check();
        let mut best = -INFINITE;
        let raw_eval = (!in_check).then(|| self.cached_eval(pos, entry));
        let stand_pat =
            raw_eval.map(|eval| self.corrected(&self.correction_indices(pos, ply), eval));
        if let Some(stand_pat) = stand_pat {
            if stand_pat >= beta {
                // Stored so that a revisit is settled by the table alone,
                // at depth -1 so that any searched result replaces it.
                if entry.is_none() {
                    self.table.store(
                        key,
                        None,
                        score_to_table(stand_pat, ply),
                        -1,
                        Bound::Lower,
                        raw_eval,
                    );
                }
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
        }
        // Out of check only captures and promotions are generated, so a
        // stalemate is not seen here (as in most engines): it is rare at
        // the leaves and costs a full generation to detect.
        let mut picker = MovePicker::new(entry.and_then(|e| e.best_move));
        if in_check {
            pos.generate(&mut picker.moves);
            if picker.moves.is_empty() {
                return -MATE + ply as i32;
            }
        } else {
            pos.generate_noisy(&mut picker.moves);
        }
        let mut best_move = None;
        for index in 0..picker.moves.len() {
            let (mv, key) = picker.pick(index, self, pos, ply);
            if !in_check {
                // Delta pruning: even winning this piece cannot reach alpha.
                let gain = captured_value(pos, mv)
                    + mv.promotion().map_or(0, |r| value(r) - value(Role::Pawn));
                if best + gain + 200 <= alpha {
                    continue;
                }
                // A capture that loses material in the exchange is not tried.
                // Out of check every move here is a capture or promotion,
                // whose ordering key is negative exactly when its SEE is
                // (unless it is the table's move, which is tried anyway).
                if key < 0 {
                    continue;
                }
            }
            let next = pos.play_unchecked(mv);
            let score = -self.quiescence(&next, ply + 1, -beta, -alpha);
            if self.should_stop() {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                    self.update_pv(ply, mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        let bound = Bound::of(best, original_alpha, beta);
        self.table.store(
            key,
            best_move,
            score_to_table(best, ply),
            0,
            bound,
            raw_eval,
        );
        best
    }

    /// The static evaluation of `pos`.
    fn evaluate(&mut self, pos: &Position<G>) -> i32 {
        evaluate_cached(pos, &mut self.pawns)
    }

    /// The static evaluation, read from the table's entry when it has one.
    fn cached_eval(&mut self, pos: &Position<G>, entry: Option<Entry>) -> i32 {
        match entry.and_then(|e| e.eval) {
            Some(eval) => eval,
            None => self.evaluate(pos),
        }
    }

    /// `raw_eval` adjusted by what searches found for the position's
    /// correction entries (`correction_indices`).
    fn corrected(&self, indices: &[usize; 4], raw_eval: i32) -> i32 {
        let correction = self.correction(indices);
        (raw_eval + correction / CORRECTION_GRAIN).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// The sum of the correction entries at `indices`, in 1/256 centipawn,
    /// capped as one entry is.
    fn correction(&self, indices: &[usize; 4]) -> i32 {
        let sum: i32 = indices
            .iter()
            .map(|&i| i32::from(self.history.correction[i]))
            .sum();
        sum.clamp(-CORRECTION_CAP, CORRECTION_CAP)
    }

    /// Moves the correction at `indices` towards `error` (search result
    /// less raw evaluation), the more the deeper the search was: each entry
    /// takes a share of what their sum misses, so that pawns and pieces
    /// learn together what neither explains alone.
    fn update_correction(&mut self, indices: &[usize; 4], error: i32, depth: i32) {
        const SCALE: i32 = 1024;
        let weight = ((depth + 1) * (depth + 1)).min(128);
        let target = (error * CORRECTION_GRAIN).clamp(-CORRECTION_CAP, CORRECTION_CAP);
        let step = (target - self.correction(indices)) * weight / SCALE;
        for &i in indices {
            let entry = &mut self.history.correction[i];
            *entry = (i32::from(*entry) + step).clamp(-CORRECTION_CAP, CORRECTION_CAP) as i16;
        }
    }

    /// The principal variation at `ply` becomes `mv` followed by the one
    /// found below it.
    fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply].clear();
        head[ply].push(mv);
        head[ply].extend_from_slice(&tail[0]);
    }

    /// Ordering keys, one a move into `keys`: the table's move, winning
    /// captures by MVV-LVA and promotions, killers, the counter move, then
    /// quiet history.
    fn order(
        &self,
        pos: &Position<G>,
        moves: &[Move],
        tt_move: Option<Move>,
        ply: usize,
        keys: &mut Keys,
    ) {
        let counter = self.counter_move(ply);
        let rows = self.continuation_rows(ply);
        keys.extend(moves.iter().map(|&mv| {
            if Some(mv) == tt_move {
                return TT_MOVE_KEY;
            }
            if !is_quiet(pos, mv) {
                let attacker = pos.piece_at(mv.from).map_or(0, |p| value(p.role));
                let promotion = mv.promotion().map_or(0, value);
                // Capture history weighs up to about five pawns of victim.
                let history =
                    capture_key(pos, mv).map_or(0, |key| i32::from(self.history.capture[key]) / 2);
                let mvv_lva =
                    captured_value(pos, mv) * 16 + promotion * 16 - attacker / 8 + history;
                // Captures that lose material come after the quiet moves.
                return if see_ge(pos, mv, 0) {
                    1_000_000 + mvv_lva
                } else {
                    -1_000_000 + mvv_lva
                };
            }
            if self.killers[ply][0] == Some(mv) {
                900_000
            } else if self.killers[ply][1] == Some(mv) {
                800_000
            } else if counter == Some(mv) {
                700_000
            } else {
                self.history_in(rows, ORDERING_WEIGHTS, pos, mv)
            }
        }));
    }

    /// How well quiet `mv` did before, as late-move reductions weigh it:
    /// its from-to history plus its continuation histories after the moves
    /// one, two and four plies back (Stockfish 11's `statScore`).
    fn quiet_history(&self, pos: &Position<G>, mv: Move, ply: usize) -> i32 {
        self.history_in(self.continuation_rows(ply), REDUCTION_WEIGHTS, pos, mv)
    }

    /// The continuation histories after the moves `CONTINUATION_PLIES`
    /// before `ply`, found once for all the moves of a node.
    fn continuation_rows(&self, ply: usize) -> [&[i16]; CONTINUATION_PLIES.len()] {
        self.continued_moves(ply).map(|previous| {
            previous.map_or(&[][..], |p| {
                &self.history.continuation[p * CONTINUATION_KEYS..][..CONTINUATION_KEYS]
            })
        })
    }

    /// `mv`'s from-to history plus its entries in the node's
    /// `continuation_rows`, each times its weight.
    fn history_in(
        &self,
        rows: [&[i16]; CONTINUATION_PLIES.len()],
        weights: [i32; CONTINUATION_PLIES.len()],
        pos: &Position<G>,
        mv: Move,
    ) -> i32 {
        let side = pos.turn().index();
        let mut score = self.history.butterfly[side][mv.from.index()][mv.to.index()];
        if let Some(key) = continuation_key(pos, mv) {
            for (row, weight) in rows.into_iter().zip(weights) {
                score += weight * row.get(key).map_or(0, |&h| i32::from(h));
            }
        }
        score
    }

    /// The quiet move that last refuted the move played just before `ply`.
    fn counter_move(&self, ply: usize) -> Option<Move> {
        self.played_back(ply, 1)
            .and_then(|p| self.history.counter[p])
    }

    /// The correction-history entries of `pos`, reached at `ply`: by its
    /// side to move and pawn structure (`pawn_key`), White's other pieces
    /// and Black's (`non_pawn_key`), each key modulo the entries of its
    /// table, and by the two moves that led to it.
    fn correction_indices(&self, pos: &Position<G>, ply: usize) -> [usize; 4] {
        let keys = [
            pawn_key(pos),
            non_pawn_key(pos, Color::White),
            non_pawn_key(pos, Color::Black),
        ];
        let entries = CORRECTION_ENTRIES as u64;
        let side = pos.turn().index();
        let [last, before] = self
            .previous_moves(ply)
            .map(|key| key.unwrap_or(CONTINUATION_KEYS));
        std::array::from_fn(|table| match keys.get(table) {
            Some(key) => (table * 2 + side) * CORRECTION_ENTRIES + (key % entries) as usize,
            None => CORRECTION_BY_MOVES + before * CORRECTION_MOVES + last,
        })
    }

    /// The continuation key of the move played `n` plies before `ply`.
    fn played_back(&self, ply: usize, n: usize) -> Option<usize> {
        ply.checked_sub(n).and_then(|p| self.played[p])
    }

    /// The continuation keys of the moves one and two plies before `ply`.
    fn previous_moves(&self, ply: usize) -> [Option<usize>; 2] {
        [self.played_back(ply, 1), self.played_back(ply, 2)]
    }

    /// The continuation keys of the moves `CONTINUATION_PLIES` before `ply`.
    fn continued_moves(&self, ply: usize) -> [Option<usize>; CONTINUATION_PLIES.len()] {
        CONTINUATION_PLIES.map(|n| self.played_back(ply, n))
    }

    /// Rewards capture (or promotion) `best` that cut a node of `depth`
    /// off, if it was one, and punishes the captures tried before the
    /// move that did.
    fn reward_capture(
        &mut self,
        pos: &Position<G>,
        best: Option<Move>,
        tried: &[Move],
        depth: i32,
    ) {
        let bonus = history_bonus(depth);
        let mut update = |m: Move, delta: i32| {
            if let Some(key) = capture_key(pos, m) {
                let h = &mut self.history.capture[key];
                *h = gravity(i32::from(*h), delta) as i16;
            }
        };
        if let Some(mv) = best {
            update(mv, bonus);
        }
        for &m in tried {
            update(m, -bonus);
        }
    }

    fn reward_quiet(
        &mut self,
        pos: &Position<G>,
        mv: Move,
        tried: &[Move],
        depth: i32,
        ply: usize,
    ) {
        if self.killers[ply][0] != Some(mv) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(mv);
        }
        let side = pos.turn().index();
        let bonus = history_bonus(depth);
        if let Some(p) = self.played_back(ply, 1) {
            self.history.counter[p] = Some(mv);
        }
        let previous = self.continued_moves(ply);
        let mut update = |m: Move, delta: i32| {
            let h = &mut self.history.butterfly[side][m.from.index()][m.to.index()];
            *h = gravity(*h, delta);
            if let Some(key) = continuation_key(pos, m) {
                self.history.teach_continuation(previous, key, delta);
            }
        };
        update(mv, bonus);
        for &m in tried {
            update(m, -bonus);
        }
    }

    /// Moves the continuation histories of the move played just before
    /// `ply` by `delta`.
    fn teach_previous_move(&mut self, ply: usize, delta: i32) {
        if let Some(key) = self.played_back(ply, 1) {
            let previous = self.continued_moves(ply - 1);
            self.history.teach_continuation(previous, key, delta);
        }
    }
}

/// A history entry `h` after a bonus (or malus) `delta`: it moves towards
/// ±16,384 by `delta`'s share of the remaining distance, so entries stay
/// bounded.
fn gravity(h: i32, delta: i32) -> i32 {
    h + delta - h * delta.abs() / 16_384
}

/// The history bonus of a quiet move that cut a node of `depth` off, and
/// the malus of the quiet moves tried before it. Large against the
/// entries' bound of 16,384 (a quarter of it from depth 12), as in
/// Stockfish: an entry follows what the last few cutoffs said rather than
/// summing the whole search, and so stays current across the searches of a
/// game.
fn history_bonus(depth: i32) -> i32 {
    (17 * depth * depth + 134 * depth - 134).clamp(0, 4_000)
}

/// Plies less (more, when negative) a late quiet move is reduced for its
/// quiet history: one for each 16,384 above 4,000, so that a move with no
/// history is reduced as the table says and one that keeps failing is
/// reduced up to four plies more.
fn history_reduction(history: i32) -> i32 {
    (history - 4_000) / 16_384
}

/// How many plies back the moves are that continuation history follows
/// (Stockfish 11's): a quiet move's worth after the opponent's last move,
/// the own move before it, and the own moves two and three moves back.
const CONTINUATION_PLIES: [usize; 4] = [1, 2, 4, 6];
/// How much each of those continuation histories weighs against the
/// from-to history in move ordering, and in late-move reductions (as in
/// Stockfish 11).
const ORDERING_WEIGHTS: [i32; CONTINUATION_PLIES.len()] = [2, 2, 2, 1];
const REDUCTION_WEIGHTS: [i32; CONTINUATION_PLIES.len()] = [1, 1, 1, 0];

/// Number of continuation keys: coloured pieces (two colours of ten roles)
/// times squares (at most 80).
const CONTINUATION_KEYS: usize = 2 * 10 * 80;

/// The moving piece and its target square as one index below
/// `CONTINUATION_KEYS`, the way continuation history tells moves apart.
fn continuation_key<G: Geometry>(pos: &Position<G>, mv: Move) -> Option<usize> {
    let piece = pos.piece_at(mv.from)?;
    Some((piece.color.index() * 10 + piece.role.index()) * 80 + mv.to.index())
}

/// Kinds a capture history entry tells apart: the ten roles, and nothing
/// (a promotion without capture).
const CAPTURED_KINDS: usize = 11;

/// The capture-history index of capture or promotion `mv`.
fn capture_key<G: Geometry>(pos: &Position<G>, mv: Move) -> Option<usize> {
    let captured = match mv.kind {
        MoveKind::EnPassant => Role::Pawn.index(),
        _ => pos
            .piece_at(mv.to)
            .map_or(CAPTURED_KINDS - 1, |p| p.role.index()),
    };
    Some(continuation_key(pos, mv)? * CAPTURED_KINDS + captured)
}

/// Ordering keys of a move list, on the stack (no allocation per node).
type Keys = ArrayVec<i32, MAX_MOVES>;

/// The ordering key of the table's move.
const TT_MOVE_KEY: i32 = 2_000_000;

/// A node's moves in search order, best key first. The table's move comes
/// first before the others are keyed: it often cuts the node alone, and
/// keying costs a static exchange a capture and a history lookup a quiet.
struct MovePicker {
    /// The node's moves; the caller generates them into it.
    moves: MoveList,
    /// The keys of `moves[..keys.len()]`.
    keys: Keys,
    tt_move: Option<Move>,
}

impl MovePicker {
    fn new(tt_move: Option<Move>) -> Self {
        MovePicker {
            moves: MoveList::new(),
            keys: Keys::new(),
            tt_move,
        }
    }

    /// The move to search at `index` (each index once, in order) and its
    /// key. The moves before `index` stay where they were handed out.
    fn pick<G: Geometry>(
        &mut self,
        index: usize,
        searcher: &Searcher<G>,
        pos: &Position<G>,
        ply: usize,
    ) -> (Move, i32) {
        if index == 0 {
            let first = self
                .tt_move
                .and_then(|t| self.moves.iter().position(|&m| m == t));
            if let Some(first) = first {
                self.moves.swap(0, first);
                self.keys.push(TT_MOVE_KEY);
                return (self.moves[0], TT_MOVE_KEY);
            }
        }
        if self.keys.len() < self.moves.len() {
            let from = self.keys.len();
            searcher.order(pos, &self.moves[from..], self.tt_move, ply, &mut self.keys);
        }
        // A selection sort done lazily, since a cutoff often comes after
        // the first few moves. The first of the best keys, found in two
        // passes that the compiler vectorizes.
        let rest = &self.keys[index..];
        let top = rest.iter().copied().max().unwrap_or(i32::MIN);
        let best = index + rest.iter().position(|&k| k == top).unwrap_or(0);
        self.keys.swap(index, best);
        self.moves.swap(index, best);
        (self.moves[index], self.keys[index])
    }
}

fn captured_value<G: Geometry>(pos: &Position<G>, mv: Move) -> i32 {
    match mv.kind {
        MoveKind::EnPassant => value(Role::Pawn),
        MoveKind::Castle { .. } => 0,
        _ => pos.piece_at(mv.to).map_or(0, |p| value(p.role)),
    }
}

/// Neither a capture nor a promotion.
pub(crate) fn is_quiet<G: Geometry>(pos: &Position<G>, mv: Move) -> bool {
    match mv.kind {
        MoveKind::Normal => pos.piece_at(mv.to).is_none(),
        MoveKind::Castle { .. } => true,
        MoveKind::Promotion(_) | MoveKind::EnPassant => false,
    }
}

/// One ply more for a check that does not lose material by static
/// exchange: with compound pieces checks are many, and a check that
/// throws the piece away rarely needs the extra depth. A discovered
/// check is extended whatever the moved piece risks, as in Stockfish:
/// the piece it uncovers is the one that checks.
fn check_extension<G: Geometry>(pos: &Position<G>, mv: Move, next: &Position<G>) -> i32 {
    let discovered = || (next.checkers() & !G::Bitboard::from_square(mv.to)).any();
    i32::from(next.is_check() && (see_ge(pos, mv, 0) || discovered()))
}

/// One ply more for a capture of a piece that leaves at most two rooks'
/// worth of pieces on the board (Stockfish 11's "last captures"): the
/// endgame it goes into is decided by what follows.
fn last_capture_extension<G: Geometry>(pos: &Position<G>, mv: Move, next: &Position<G>) -> i32 {
    let pieces_left = || {
        Role::ALL
            .iter()
            .filter(|&&role| role != Role::Pawn && role != Role::King)
            .map(|&role| next.role_squares(role).count() as i32 * value(role))
            .sum::<i32>()
    };
    i32::from(captured_value(pos, mv) > value(Role::Pawn) && pieces_left() <= 2 * value(Role::Rook))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shuffle_rules::{Board8, UciMove, Variant};

    fn chess(fen: &str) -> Position<Board8> {
        Position::from_fen(Variant::Chess, fen).expect("valid FEN")
    }

    fn uci(pos: &Position<Board8>, text: &str) -> Move {
        let mv: UciMove = text.parse().expect("UCI move");
        mv.to_move(pos).expect("legal move")
    }

    /// A searcher with its own empty table and no node limit; the table
    /// and the stopper are leaked, as a test's searcher needs them for
    /// its whole life.
    fn searcher() -> Searcher<'static, Board8> {
        let table = Box::leak(Box::new(TranspositionTable::new(1)));
        let stopper = Box::leak(Box::new(Stopper::new(None)));
        Searcher::new(table, stopper, Vec::new(), MoveHistory::new())
    }

    #[test]
    fn checks_that_keep_material_and_discovered_checks_are_extended() {
        let extension = |fen: &str, mv: &str| {
            let pos = chess(fen);
            let mv = uci(&pos, mv);
            check_extension(&pos, mv, &pos.play_unchecked(mv))
        };
        let discovered = "4k3/8/1p6/8/4N3/8/8/4R1K1 w - - 0 1";
        assert_eq!(
            extension(discovered, "e4c5"),
            1,
            "uncovers the rook, knight lost"
        );
        assert_eq!(extension(discovered, "e4g3"), 1, "uncovers the rook");
        assert_eq!(extension(discovered, "g1f2"), 0, "no check");
        let direct = "4k3/6p1/8/8/4N3/8/8/6K1 w - - 0 1";
        assert_eq!(extension(direct, "e4d6"), 1, "safe check");
        assert_eq!(extension(direct, "e4f6"), 0, "check that loses the knight");
    }

    #[test]
    fn captures_of_a_piece_into_an_endgame_are_extended() {
        let extension = |fen: &str, mv: &str| {
            let pos = chess(fen);
            let mv = uci(&pos, mv);
            last_capture_extension(&pos, mv, &pos.play_unchecked(mv))
        };
        let light = "4k3/8/2n5/8/4B3/8/4R3/4K3 w - - 0 1";
        assert_eq!(extension(light, "e4c6"), 1, "a rook and a bishop stay");
        let two_rooks = "4k3/r7/2n5/8/4B3/8/4R3/4K3 w - - 0 1";
        assert_eq!(
            extension(two_rooks, "e4c6"),
            0,
            "two rooks and a bishop stay"
        );
        let pawn = "4k3/8/2p5/8/4B3/8/8/4K3 w - - 0 1";
        assert_eq!(extension(pawn, "e4c6"), 0, "a pawn is not a piece");
    }

    #[test]
    fn the_correction_history_learns_an_error_for_pawns_pieces_moves_and_side_to_move() {
        let mut searcher = searcher();
        let start = chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let other_pawns = chess("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
        let other_everything =
            chess("rnbqkb1r/pppppppp/5n2/8/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1");
        let black_to_move = chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        // Learnt at the root (no moves before it); the others are met two
        // plies down, after two moves, unless said otherwise.
        let start_at = searcher.correction_indices(&start, 0);
        searcher.played[0] = continuation_key(&start, uci(&start, "g1f3"));
        searcher.played[1] = continuation_key(&black_to_move, uci(&black_to_move, "g8f6"));
        let correction = |searcher: &Searcher<Board8>, pos: &Position<Board8>, ply: usize| {
            searcher.corrected(&searcher.correction_indices(pos, ply), 10) - 10
        };
        assert_eq!(correction(&searcher, &start, 0), 0, "nothing learnt yet");
        searcher.update_correction(&start_at, 60, 8);
        let after_one = correction(&searcher, &start, 0);
        assert!(
            after_one > 0 && after_one < 60,
            "one result moves it a little: {after_one}"
        );
        for _ in 0..200 {
            searcher.update_correction(&start_at, 60, 12);
        }
        let learnt = correction(&searcher, &start, 0);
        assert!(
            (58..=60).contains(&learnt),
            "many deep results settle it: {learnt}"
        );
        let after_moves = correction(&searcher, &start, 2);
        assert!(
            after_moves > 0 && after_moves < learnt,
            "the same position after other moves shares most of it: {after_moves}"
        );
        let shared = correction(&searcher, &other_pawns, 2);
        assert!(
            shared > 0 && shared < after_moves,
            "the same pieces on other pawns share less: {shared}"
        );
        assert_eq!(
            correction(&searcher, &other_everything, 2),
            0,
            "other pawns, other pieces on both sides, other moves"
        );
        let same_moves = correction(&searcher, &other_everything, 0);
        assert!(
            same_moves > 0 && same_moves < shared,
            "another position after the same moves shares a little: {same_moves}"
        );
        assert_eq!(
            correction(&searcher, &black_to_move, 2),
            0,
            "other side to move"
        );
        for _ in 0..200 {
            searcher.update_correction(&start_at, -5_000, 12);
        }
        let bounded = correction(&searcher, &start, 0);
        assert!(
            (-128..-100).contains(&bounded),
            "a lost position's error is capped: {bounded}"
        );
    }

    #[test]
    fn a_soft_deadline_read_across_a_ponderhit_does_not_underflow() {
        let stopper = Stopper::new(None);
        assert!(!stopper.soft_passed(100), "no deadline yet");
        // The words as a reader may see them while `set_deadlines` runs:
        // the new start, the old soft deadline before it.
        stopper.deadlines_set_ms.store(60_000, Ordering::Relaxed);
        stopper.soft_ms.store(50, Ordering::Relaxed);
        assert!(!stopper.soft_passed(200));
        stopper.set_deadlines(Duration::ZERO, Duration::from_secs(60));
        assert!(stopper.soft_passed(100));
    }

    #[test]
    fn the_tables_move_comes_first_and_the_rest_are_keyed_only_when_needed() {
        let searcher = searcher();
        let pos = chess("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        let tt_move = uci(&pos, "a2a3");
        let mut picker = MovePicker::new(Some(tt_move));
        pos.generate(&mut picker.moves);
        let count = picker.moves.len();
        assert_eq!(picker.pick(0, &searcher, &pos, 0), (tt_move, TT_MOVE_KEY));
        assert_eq!(picker.keys.len(), 1, "no other move keyed yet");
        let mut handed_out = vec![tt_move];
        let mut keys = Vec::new();
        for index in 1..count {
            let (mv, key) = picker.pick(index, &searcher, &pos, 0);
            handed_out.push(mv);
            keys.push(key);
        }
        assert!(keys.windows(2).all(|k| k[0] >= k[1]), "best key first");
        handed_out.sort_by_key(|m| pos.uci(*m));
        let mut all = pos.legal_moves().to_vec();
        all.sort_by_key(|m| pos.uci(*m));
        assert_eq!(handed_out, all, "every move once");
        // The best capture (winning material by exchange) leads the rest.
        assert_eq!(pos.uci(picker.moves[1]), "e2a6");
    }

    #[test]
    fn a_leaf_reached_by_the_main_search_is_counted_once() {
        let mut searcher = searcher();
        let start = chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        searcher.search(&start, 0, 1, -INFINITE, INFINITE, true);
        assert_eq!(searcher.nodes, 1, "no captures: one quiescence node");
    }

    #[test]
    fn a_stand_pat_cutoff_is_stored_for_the_next_visit() {
        let mut searcher = searcher();
        let start = chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let eval = searcher.evaluate(&start);
        assert_eq!(searcher.quiescence(&start, 1, -501, -500), eval);
        let entry = searcher
            .table
            .probe(start.hash())
            .expect("the cutoff was stored");
        assert_eq!(
            (entry.best_move, entry.score, entry.bound, entry.eval),
            (None, eval, Bound::Lower, Some(eval))
        );
    }

    #[test]
    fn a_cutoff_counts_twice_without_a_table_move_and_grandchildren_start_afresh() {
        let mut searcher = searcher();
        // The knight takes the undefended queen: the first move cuts off.
        let hanging = chess("4k3/8/8/3q4/8/4N3/8/4K3 w - - 0 1");
        let eval = searcher.evaluate(&hanging);
        searcher.cutoffs[3] = 5;
        searcher.search(&hanging, 1, 1, eval, eval + 1, true);
        assert_eq!(searcher.cutoffs[1], 2, "one cutoff, no table move");
        assert_eq!(searcher.cutoffs[3], 0, "counted afresh below this node");
        // With the table's move now known, a cutoff a ply deeper (which
        // the stored one does not settle) counts once.
        searcher.search(&hanging, 2, 1, eval, eval + 1, true);
        assert_eq!(searcher.cutoffs[1], 3);
    }

    #[test]
    fn a_razored_node_is_counted_once() {
        let mut searcher = searcher();
        // White to move is a queen down with no capture: at depth 1 with
        // alpha far above the evaluation, razoring hands the node to
        // quiescence, which finds nothing to search.
        let pos = chess("3qk3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1");
        assert!(searcher.evaluate(&pos) + 400 <= 0);
        searcher.search(&pos, 1, 1, -1, 0, true);
        assert_eq!(searcher.nodes, 1, "one node, razored");
    }

    #[test]
    fn two_plies_down_improving_compares_with_the_roots_evaluation() {
        let mut searcher = searcher();
        let start = chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let mut roots: Vec<RootMove> = start
            .legal_moves()
            .into_iter()
            .map(|mv| RootMove {
                mv,
                score: -INFINITE,
                pv: Vec::new(),
                seldepth: 0,
            })
            .collect();
        searcher.search_root(&start, &mut roots, 0, 2, -INFINITE, INFINITE);
        // Without it, every node two plies down would count as improving.
        assert_eq!(searcher.static_evals[0], crate::evaluate::evaluate(&start));
    }

    #[test]
    fn a_capture_that_cut_nodes_off_is_tried_before_an_equal_one() {
        let mut searcher = searcher();
        // Two knights can take the d5 and f5 pawns, neither defended.
        let pos = chess("4k3/8/8/3p1p2/8/4N3/8/4K3 w - - 0 1");
        let first_capture = |searcher: &Searcher<Board8>| {
            let mut picker = MovePicker::new(None);
            pos.generate(&mut picker.moves);
            picker.pick(0, searcher, &pos, 0).0
        };
        let (takes_d5, takes_f5) = (uci(&pos, "e3d5"), uci(&pos, "e3f5"));
        let favourite = if first_capture(&searcher) == takes_d5 {
            takes_f5
        } else {
            takes_d5
        };
        let other = if favourite == takes_d5 {
            takes_f5
        } else {
            takes_d5
        };
        searcher.reward_capture(&pos, Some(favourite), &[other], 6);
        assert_eq!(first_capture(&searcher), favourite);
        // A quiet cutoff after both captures punishes them both.
        let entry = |searcher: &Searcher<Board8>, mv| {
            searcher.history.capture[capture_key(&pos, mv).expect("a piece moves")]
        };
        let before = [favourite, other].map(|mv| entry(&searcher, mv));
        searcher.reward_capture(&pos, None, &[favourite, other], 6);
        let after = [favourite, other].map(|mv| entry(&searcher, mv));
        assert!(after[0] < before[0] && after[1] < before[1] && after[1] < 0);
    }

    #[test]
    fn probcut_cuts_only_on_a_capture_that_wins_the_margin_at_reduced_depth() {
        let mut searcher = searcher();
        // The knight takes the undefended queen: far above a beta at the
        // static evaluation.
        let hanging = chess("4k3/8/8/3q4/8/4N3/8/4K3 w - - 0 1");
        let eval = searcher.evaluate(&hanging);
        let cut = searcher.probcut(&hanging, 6, 0, eval, eval, None, false);
        assert!(cut.is_some_and(|score| score >= eval + 150), "{cut:?}");
        // Winning a pawn is not enough over a beta a pawn above the evaluation.
        let pawn = chess("4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1");
        let eval = searcher.evaluate(&pawn);
        assert_eq!(
            searcher.probcut(&pawn, 6, 0, eval + 100, eval, None, false),
            None
        );
    }

    #[test]
    fn a_cutoff_teaches_the_histories_after_the_own_moves_two_and_three_moves_back() {
        let mut searcher = searcher();
        let start = chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let [d4, e4, nf3] = ["d2d4", "e2e4", "g1f3"].map(|m| uci(&start, m));
        // At ply 6, d4 was played six plies back and e4 four; the plies
        // between were null moves.
        searcher.played[0] = continuation_key(&start, d4);
        searcher.played[2] = continuation_key(&start, e4);
        searcher.reward_quiet(&start, nf3, &[], 3, 6);
        // Its killer slot would key it above any history.
        searcher.killers[6] = [None; 2];
        let bonus = history_bonus(3);
        let ordering_key = |searcher: &Searcher<Board8>, ply| {
            let mut keys = Keys::new();
            searcher.order(&start, &[nf3], None, ply, &mut keys);
            keys[0]
        };
        // From-to history, twice the entry after e4, once the one after d4.
        assert_eq!(ordering_key(&searcher, 6), 4 * bonus);
        // Reductions weigh the entry after e4 only, and that once.
        assert_eq!(searcher.quiet_history(&start, nf3, 6), 2 * bonus);
        // A ply later neither move is four or six plies back.
        assert_eq!(ordering_key(&searcher, 7), bonus);
    }

    #[test]
    fn a_quiet_cutoff_becomes_the_counter_move_wherever_its_move_comes_again() {
        let mut searcher = searcher();
        let start = chess("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let e4 = uci(&start, "e2e4");
        let after = start.play_unchecked(e4);
        let nf6 = uci(&after, "g8f6");
        searcher.played[0] = continuation_key(&start, e4);
        searcher.reward_quiet(&after, nf6, &[], 3, 1);
        // A cutoff with nothing played before it gives ...d5 far more
        // history, but no counter-move slot.
        let d5 = uci(&after, "d7d5");
        searcher.reward_quiet(&after, d5, &[], 20, 5);
        // Three plies deeper the same white move (the piece and its target)
        // is answered first by its counter among the quiet moves.
        searcher.played[2] = searcher.played[0];
        assert_eq!(searcher.counter_move(3), Some(nf6));
        let moves = after.legal_moves();
        let mut keys = Keys::new();
        searcher.order(&after, &moves, None, 3, &mut keys);
        let best_quiet = moves
            .iter()
            .zip(&keys)
            .max_by_key(|(_, &key)| key)
            .map(|(&mv, _)| mv);
        assert_eq!(best_quiet, Some(nf6));
        assert_eq!(
            searcher.counter_move(5),
            None,
            "no move was played at ply 4"
        );
    }

    #[test]
    fn a_node_teaches_the_quiet_move_that_led_to_it() {
        let before = chess("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        let nf3 = uci(&before, "g1f3");
        let after_nf3 = before.play_unchecked(nf3);
        // The continuation entry of Black's move after Nf3, once a search
        // one ply deep of the position it leads to has run in `window`.
        let taught = |black: &str, expected: bool, window: (i32, i32)| {
            let mut searcher = searcher();
            let mv = uci(&after_nf3, black);
            let key = continuation_key(&after_nf3, mv).expect("a piece moves");
            searcher.played[0] = continuation_key(&before, nf3);
            searcher.played[1] = Some(key);
            searcher.played_quiet[1] = true;
            searcher.played_expected[1] = expected;
            let (alpha, beta) = window;
            searcher.search(&after_nf3.play_unchecked(mv), 1, 2, alpha, beta, true);
            let row = searcher.played[0].expect("a piece moved");
            i32::from(searcher.history.continuation[row * CONTINUATION_KEYS + key])
        };
        // ...Qg5 loses the queen to Nxg5: refuted, and punished only when
        // it was the move expected to be best.
        assert_eq!(taught("d8g5", true, (399, 400)), -history_bonus(2));
        assert_eq!(taught("d8g5", false, (399, 400)), 0);
        // After ...Nc6 White has nothing near two pawns up: the move is
        // rewarded at a principal-variation node.
        assert_eq!(taught("b8c6", false, (200, 300)), history_bonus(1));
    }

    #[test]
    fn history_bonuses_grow_with_depth_and_steer_reductions_by_whole_plies() {
        let bonuses: Vec<i32> = (1..=30).map(history_bonus).collect();
        assert!(bonuses.windows(2).all(|b| b[0] <= b[1]));
        assert_eq!((bonuses[0], bonuses[29]), (17, 4_000));
        // Four entries (butterfly and three continuation rows) at their
        // bound of 16,384 each, good or bad.
        assert_eq!(history_reduction(4 * 16_384), 3);
        assert_eq!(history_reduction(0), 0);
        assert_eq!(history_reduction(-4 * 16_384), -4);
    }
}
