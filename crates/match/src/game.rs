//! One game between two engines: the runner keeps the clocks, checks every
//! move with the rules crate, and adjudicates by rule (and optionally by
//! score). Crashes, hangs, timeouts and illegal moves lose the game and are
//! recorded.

use crate::clients::{Client, EngineMove, EngineSpec, MoveRequest, SearchReport};
use crate::engine_process::EngineError;
use shuffle_rules::{Color, Game, Outcome};
use std::time::{Duration, Instant};

/// A clock: `moves` per `base` (`None`: the whole game), plus `increment`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Moves per period, if the clock is refilled.
    pub moves: Option<u32>,
    /// Time per period.
    pub base: Duration,
    /// Added after each move.
    pub increment: Duration,
}

impl TimeControl {
    /// The PGN `TimeControl` tag value (`40/60+0.5` style, in seconds).
    pub fn pgn(&self) -> String {
        let base = trim_float(self.base.as_secs_f64());
        let inc = trim_float(self.increment.as_secs_f64());
        let moves = self.moves.map_or(String::new(), |m| format!("{m}/"));
        if self.increment.is_zero() {
            format!("{moves}{base}")
        } else {
            format!("{moves}{base}+{inc}")
        }
    }
}

fn trim_float(x: f64) -> String {
    let text = format!("{x:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// What limits each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveLimit {
    /// Chess clocks.
    Clock(TimeControl),
    /// A node count per move.
    Nodes(u64),
    /// A depth per move.
    Depth(u32),
}

/// Adjudication by the engines' scores (both optional).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Adjudication {
    /// Resign for a side when, `moves` times in a row, its engine scores at
    /// most -`score` and the opponent's at least `score`.
    pub resign: Option<(u32, i32)>,
    /// Draw after move `after` when, `moves` times in a row, both engines
    /// score within `score` of zero.
    pub draw: Option<(u32, u32, i32)>,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: &'static str,
    /// The PGN `Termination` value.
    pub termination: &'static str,
    /// Words for a person (written as a comment in the PGN).
    pub reason: String,
}

/// One move an engine made: what it said of its search, and the time it
/// took by the runner's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveStats {
    /// The side that moved.
    pub side: Color,
    /// The engine's last report.
    pub report: SearchReport,
    /// Wall-clock time from the request to the answer.
    pub time: Duration,
}

impl MoveStats {
    /// The move's PGN comment as Cute Chess writes it: score in pawns from
    /// the mover's view, depth, time (`+0.35/14 0.82s`, `-M3/20 0.1s`);
    /// what the engine did not report is left out.
    pub fn comment(&self) -> String {
        let time = format!("{}s", trim_float(self.time.as_secs_f64()));
        let Some(score) = self.report.score else {
            return time;
        };
        let score = match score {
            s if s > 90_000 => format!("+M{}", 100_000 - s),
            s if s < -90_000 => format!("-M{}", 100_000 + s),
            s => format!("{:+.2}", f64::from(s) / 100.0),
        };
        match self.report.depth {
            Some(depth) => format!("{score}/{depth} {time}"),
            None => format!("{score} {time}"),
        }
    }
}

/// A finished game.
pub struct GameRecord {
    /// The moves and positions.
    pub game: Game,
    /// One entry per move the engines made (after the opening's moves).
    pub stats: Vec<MoveStats>,
    /// How it ended.
    pub result: GameResult,
}

/// Time an engine may use beyond its clock before it loses on time.
pub const DEFAULT_MARGIN: Duration = Duration::from_millis(200);
/// Longest wait for one move under a node or depth limit.
const UNCLOCKED_MOVE: Duration = Duration::from_secs(120);

fn win(winner: Color, termination: &'static str, reason: String) -> GameResult {
    GameResult {
        result: if winner == Color::White { "1-0" } else { "0-1" },
        termination,
        reason,
    }
}

/// The game is lost by the engine playing `color`, which failed before
/// the first move.
fn failed_at_start(spec: &EngineSpec, color: Color, what: &str, error: &EngineError) -> GameResult {
    win(
        !color,
        "abandoned",
        format!("{} ({}) {what}: {error}", spec.name, color.name()),
    )
}

fn by_rule(outcome: Outcome) -> GameResult {
    let mut reason = outcome.to_string();
    if let Some(first) = reason.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    GameResult {
        result: outcome.result(),
        termination: outcome.termination(),
        reason,
    }
}

/// Plays `start` (a game, possibly with opening moves) to the end between
/// `white` and `black`.
pub fn play_game(
    start: &Game,
    white: &EngineSpec,
    black: &EngineSpec,
    limit: MoveLimit,
    margin: Duration,
    adjudication: Adjudication,
) -> GameRecord {
    let mut game = start.clone();
    let specs = [white, black];
    let mut clients: Vec<Client> = Vec::with_capacity(2);
    for color in Color::ALL {
        match Client::start(specs[color.index()], game.variant()) {
            Ok(client) => clients.push(client),
            Err(e) => {
                let result = failed_at_start(specs[color.index()], color, "could not start", &e);
                return GameRecord {
                    game,
                    stats: Vec::new(),
                    result,
                };
            }
        }
    }
    let (time_control, nodes, depth) = match limit {
        MoveLimit::Clock(tc) => (Some(tc), None, None),
        MoveLimit::Nodes(n) => (None, Some(n), None),
        MoveLimit::Depth(d) => (None, None, Some(d)),
    };
    let mut clocks = time_control.map(|tc| [tc.base, tc.base]);
    let moves_to_go = |moves_made: usize| {
        time_control
            .and_then(|tc| tc.moves)
            .map(|m| m - (moves_made as u32 % m))
    };
    for color in Color::ALL {
        let request = MoveRequest {
            clocks: clocks.map(|c| (c[color.index()], c[(!color).index()])),
            increment: time_control.map_or(Duration::ZERO, |tc| tc.increment),
            moves_to_go: moves_to_go(0),
            nodes,
            depth,
        };
        let setup = clients[color.index()]
            .new_game(&Game::new(game.start().clone()), &request)
            .and_then(|()| {
                // XBoard engines follow the opening moves in force mode.
                let mut pos = game.start().clone();
                for &mv in game.moves() {
                    clients[color.index()].opponent_moved(&pos.uci(mv))?;
                    pos = pos.play_unchecked(mv);
                }
                Ok(())
            });
        if let Err(e) = setup {
            let result = failed_at_start(specs[color.index()], color, "failed at the start", &e);
            return GameRecord {
                game,
                stats: Vec::new(),
                result,
            };
        }
    }
    let mut scores: [Vec<i32>; 2] = [Vec::new(), Vec::new()];
    let mut stats = Vec::new();
    let result = loop {
        if let Some(outcome) = game.outcome() {
            break by_rule(outcome);
        }
        let side = game.position().turn();
        let name = &specs[side.index()].name;
        let made = game.moves().len() / 2;
        let request = MoveRequest {
            clocks: clocks.map(|c| (c[side.index()], c[(!side).index()])),
            increment: time_control.map_or(Duration::ZERO, |tc| tc.increment),
            moves_to_go: moves_to_go(made),
            nodes,
            depth,
        };
        let allowed = clocks.map_or(UNCLOCKED_MOVE, |c| c[side.index()] + margin);
        let asked = Instant::now();
        let answer = clients[side.index()].request_move(&game, &request, asked + allowed);
        let used = asked.elapsed();
        let EngineMove {
            text,
            report,
            resigned,
        } = match answer {
            Ok(answer) => answer,
            Err(EngineError::Timeout) => {
                break win(
                    !side,
                    "time forfeit",
                    format!("{name} ({}) did not move in time", side.name()),
                )
            }
            Err(e) => {
                break win(
                    !side,
                    "abandoned",
                    format!("{name} ({}) failed: {e}", side.name()),
                )
            }
        };
        if resigned {
            break win(!side, "normal", format!("{name} ({}) resigns", side.name()));
        }
        if let Some(c) = clocks.as_mut() {
            if used > c[side.index()] + margin {
                break win(
                    !side,
                    "time forfeit",
                    format!("{name} ({}) lost on time", side.name()),
                );
            }
            let tc = time_control.unwrap_or(TimeControl {
                moves: None,
                base: Duration::ZERO,
                increment: Duration::ZERO,
            });
            let left = &mut c[side.index()];
            *left = left.saturating_sub(used) + tc.increment;
            if let Some(m) = tc.moves {
                if (made + 1) as u32 % m == 0 {
                    *left += tc.base;
                }
            }
        }
        let pos = game.position().clone();
        let Some(mv) = pos
            .parse_uci(&text)
            .ok()
            .or_else(|| pos.parse_san(&text).ok())
        else {
            break win(
                !side,
                "rules infraction",
                format!("{name} ({}) played an illegal move: {text}", side.name()),
            );
        };
        if game.play(mv).is_err() {
            break win(
                !side,
                "rules infraction",
                format!("{name} ({}) played an illegal move: {text}", side.name()),
            );
        }
        stats.push(MoveStats {
            side,
            report,
            time: used,
        });
        let canonical = pos.uci(mv);
        if let Err(e) = clients[(!side).index()].opponent_moved(&canonical) {
            let other = &specs[(!side).index()].name;
            break win(
                side,
                "abandoned",
                format!("{other} ({}) failed: {e}", (!side).name()),
            );
        }
        if let Some(s) = report.score {
            scores[side.index()].push(s);
        }
        if let Some(result) = adjudicate(&adjudication, &scores, game.moves().len(), side) {
            break result;
        }
    };
    GameRecord {
        game,
        stats,
        result,
    }
}

/// Adjudication by score after `side` moved.
fn adjudicate(
    rules: &Adjudication,
    scores: &[Vec<i32>; 2],
    plies: usize,
    side: Color,
) -> Option<GameResult> {
    let last = |c: Color, n: usize| -> Option<&[i32]> {
        let s = &scores[c.index()];
        (s.len() >= n).then(|| &s[s.len() - n..])
    };
    if let Some((moves, score)) = rules.resign {
        for loser in [side, !side] {
            let n = moves as usize;
            if let (Some(bad), Some(good)) = (last(loser, n), last(!loser, n)) {
                if bad.iter().all(|&s| s <= -score) && good.iter().all(|&s| s >= score) {
                    return Some(win(
                        !loser,
                        "adjudication",
                        format!("{} is lost by both engines' scores", loser.name()),
                    ));
                }
            }
        }
    }
    if let Some((after, moves, score)) = rules.draw {
        let n = moves as usize;
        if plies / 2 >= after as usize {
            if let (Some(a), Some(b)) = (last(Color::White, n), last(Color::Black, n)) {
                if a.iter().chain(b).all(|s| s.abs() <= score) {
                    return Some(GameResult {
                        result: "1/2-1/2",
                        termination: "adjudication",
                        reason: "Drawn by both engines' scores".into(),
                    });
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn comment(score: Option<i32>, depth: Option<u32>, millis: u64) -> String {
        MoveStats {
            side: Color::White,
            report: SearchReport {
                score,
                depth,
                nodes: None,
            },
            time: Duration::from_millis(millis),
        }
        .comment()
    }

    #[test]
    fn comments_are_written_as_cute_chess_writes_them() {
        assert_eq!(comment(Some(35), Some(14), 820), "+0.35/14 0.82s");
        assert_eq!(comment(Some(-120), Some(9), 1500), "-1.20/9 1.5s");
        assert_eq!(comment(Some(0), Some(1), 3), "+0.00/1 0.003s");
        assert_eq!(comment(Some(99_997), Some(20), 100), "+M3/20 0.1s");
        assert_eq!(comment(Some(-99_998), Some(20), 100), "-M2/20 0.1s");
        assert_eq!(comment(Some(50), None, 2000), "+0.50 2s");
        assert_eq!(comment(None, Some(5), 250), "0.25s");
    }
}
