//! A match: games between pairs of engines (round robin or gauntlet), each
//! opening played twice with colours swapped, `concurrency` games at a time.
//! Each finished game is appended to the PGN file at once, so a stopped run
//! loses nothing and `resume` continues it.

use crate::clients::EngineSpec;
use crate::game::{play_game, Adjudication, GameRecord, MoveLimit, MoveStats};
use crate::stats::{Sprt, SprtResult, Tally};
use shuffle_rules::{read_pgn, white_points, Color, Game, PgnGame};
use std::collections::HashSet;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::channel;
use std::time::Duration;

/// Who plays whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pairing {
    /// Every engine against every other.
    RoundRobin,
    /// The first engine against each of the others.
    Gauntlet,
}

/// Everything a match needs.
pub struct MatchConfig {
    /// The engines (two or more).
    pub engines: Vec<EngineSpec>,
    /// Start positions (with any opening moves); each is played twice.
    pub openings: Vec<Game>,
    /// Total games.
    pub games: usize,
    /// What limits each move.
    pub limit: MoveLimit,
    /// Time beyond the clock before a loss on time.
    pub margin: Duration,
    /// Games played at once.
    pub concurrency: usize,
    /// Round robin or gauntlet.
    pub pairing: Pairing,
    /// Adjudication by score.
    pub adjudication: Adjudication,
    /// Stop when the test decides (first two engines).
    pub sprt: Option<Sprt>,
    /// Where games are appended.
    pub pgn: Option<PathBuf>,
    /// Skip the games already in `pgn`.
    pub resume: bool,
    /// The PGN `Event` tag.
    pub event: String,
}

/// The standings so far.
#[derive(Clone, Debug, Default)]
pub struct Standings {
    /// Games finished (resumed ones included).
    pub finished: usize,
    /// Points of each engine (by index).
    pub points: Vec<f64>,
    /// Games of each engine.
    pub played: Vec<u32>,
    /// The first pair's results from the first engine's view.
    pub head_to_head: Tally,
    /// The SPRT's log-likelihood ratio and decision, if one runs.
    pub sprt: Option<(f64, SprtResult)>,
    /// Games lost by a failure (crash, hang, timeout, illegal move).
    pub failures: u32,
    /// How deep and fast each engine (by index) searched in the games
    /// played in this run (resumed games are not counted).
    pub search: Vec<SearchTally>,
}

/// Sums over one engine's moves, for its mean depth and speed.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchTally {
    /// Moves with a reported depth.
    pub moves_with_depth: u64,
    /// Sum of the reported depths.
    pub depth_sum: u64,
    /// Nodes of the moves that reported them.
    pub nodes: u64,
    /// Thinking time of those same moves.
    pub seconds: f64,
}

impl SearchTally {
    fn add(&mut self, stats: &MoveStats) {
        if let Some(depth) = stats.report.depth {
            self.moves_with_depth += 1;
            self.depth_sum += u64::from(depth);
        }
        if let Some(nodes) = stats.report.nodes {
            self.nodes += nodes;
            self.seconds += stats.time.as_secs_f64();
        }
    }

    /// The mean reported depth.
    pub fn mean_depth(&self) -> Option<f64> {
        (self.moves_with_depth > 0).then(|| self.depth_sum as f64 / self.moves_with_depth as f64)
    }

    /// Nodes per second over the moves that reported nodes.
    pub fn nps(&self) -> Option<f64> {
        (self.seconds > 0.0).then(|| self.nodes as f64 / self.seconds)
    }
}

/// One game's place in the schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Slot {
    white: usize,
    black: usize,
    opening: usize,
}

fn pairs(count: usize, pairing: Pairing) -> Vec<(usize, usize)> {
    match pairing {
        Pairing::Gauntlet => (1..count).map(|i| (0, i)).collect(),
        Pairing::RoundRobin => (0..count)
            .flat_map(|a| (a + 1..count).map(move |b| (a, b)))
            .collect(),
    }
}

/// Game `index` (from 0): pairs of games share an opening with colours
/// swapped; pairs cycle through the engine pairs, then the openings.
fn slot(index: usize, pairs: &[(usize, usize)], openings: usize) -> Slot {
    let round = index / 2;
    let (a, b) = pairs[round % pairs.len()];
    let opening = (round / pairs.len()) % openings.max(1);
    if index % 2 == 0 {
        Slot {
            white: a,
            black: b,
            opening,
        }
    } else {
        Slot {
            white: b,
            black: a,
            opening,
        }
    }
}

impl Standings {
    fn record(
        &mut self,
        engines: &[EngineSpec],
        white: usize,
        black: usize,
        result: &str,
        failure: bool,
        sprt: Option<&Sprt>,
    ) {
        self.finished += 1;
        // A game without a result (a failure) counts as a draw.
        let w = white_points(result).unwrap_or(0.5);
        let b = 1.0 - w;
        self.points[white] += w;
        self.points[black] += b;
        self.played[white] += 1;
        self.played[black] += 1;
        self.failures += u32::from(failure);
        if engines.len() >= 2 && [white, black].contains(&0) && [white, black].contains(&1) {
            let first = if white == 0 { w } else { b };
            let tally = &mut self.head_to_head;
            match first {
                x if x > 0.75 => tally.wins += 1,
                x if x < 0.25 => tally.losses += 1,
                _ => tally.draws += 1,
            }
            if let Some(sprt) = sprt {
                let llr = tally.llr(sprt);
                // The test decides where it first crosses a bound; games
                // still running then are counted but do not undo it.
                let decision = match self.sprt {
                    Some((_, decided @ (SprtResult::AcceptH0 | SprtResult::AcceptH1))) => decided,
                    _ => sprt.decide(llr),
                };
                self.sprt = Some((llr, decision));
            }
        }
    }
}

/// The PGN tags of a finished game.
fn tags(
    config: &MatchConfig,
    index: usize,
    slot: Slot,
    record: &GameRecord,
) -> Vec<(String, String)> {
    let mut tags = vec![
        ("Event".to_string(), config.event.clone()),
        ("Site".to_string(), "shuffle match".to_string()),
        ("Round".to_string(), (index + 1).to_string()),
        ("White".to_string(), config.engines[slot.white].name.clone()),
        ("Black".to_string(), config.engines[slot.black].name.clone()),
        (
            "Termination".to_string(),
            record.result.termination.to_string(),
        ),
    ];
    match config.limit {
        MoveLimit::Clock(tc) => tags.push(("TimeControl".to_string(), tc.pgn())),
        MoveLimit::Nodes(n) => tags.push(("TimeControl".to_string(), format!("nodes={n}"))),
        MoveLimit::Depth(d) => tags.push(("TimeControl".to_string(), format!("depth={d}"))),
    }
    tags
}

fn to_pgn(config: &MatchConfig, index: usize, slot: Slot, record: &GameRecord) -> String {
    let mut pgn = PgnGame::from_game(&record.game, &tags(config, index, slot, record));
    pgn.result = record.result.result.to_string();
    let opening = pgn.mainline.moves.len().saturating_sub(record.stats.len());
    for (node, stats) in pgn.mainline.moves[opening..].iter_mut().zip(&record.stats) {
        node.comments.push(stats.comment());
    }
    match pgn.mainline.moves.last_mut() {
        Some(last) => last.comments.push(record.result.reason.clone()),
        None => pgn
            .mainline
            .comments_before
            .push(record.result.reason.clone()),
    }
    pgn.to_pgn()
}

/// Rounds already in the PGN file, and the standings they give.
fn resume_from(config: &MatchConfig, standings: &mut Standings) -> std::io::Result<HashSet<usize>> {
    let mut done = HashSet::new();
    let Some(path) = config.pgn.as_ref().filter(|_| config.resume) else {
        return Ok(done);
    };
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(done),
        Err(e) => return Err(e),
    };
    let index_of = |name: &str| config.engines.iter().position(|e| e.name == name);
    for game in read_pgn(&text).into_iter().flatten() {
        let round = game
            .tag("Round")
            .and_then(|r| r.parse::<usize>().ok())
            .filter(|r| *r >= 1);
        let (Some(round), Some(white), Some(black)) = (
            round,
            game.tag("White").and_then(index_of),
            game.tag("Black").and_then(index_of),
        ) else {
            continue;
        };
        if done.insert(round - 1) {
            let failure = matches!(
                game.tag("Termination"),
                Some("abandoned" | "rules infraction" | "time forfeit")
            );
            standings.record(
                &config.engines,
                white,
                black,
                &game.result,
                failure,
                config.sprt.as_ref(),
            );
        }
    }
    Ok(done)
}

/// Runs the match; `progress` sees the standings after every game (and
/// once at the start). Returns the final standings.
///
/// # Errors
/// An I/O error reading or writing the PGN file.
pub fn run_match(
    config: &MatchConfig,
    mut progress: impl FnMut(&Standings),
) -> std::io::Result<Standings> {
    let mut standings = Standings {
        points: vec![0.0; config.engines.len()],
        played: vec![0; config.engines.len()],
        search: vec![SearchTally::default(); config.engines.len()],
        ..Standings::default()
    };
    let done = resume_from(config, &mut standings)?;
    progress(&standings);
    let mut file = match &config.pgn {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)?,
        ),
        None => None,
    };
    let pairs = pairs(config.engines.len(), config.pairing);
    let todo: Vec<usize> = (0..config.games).filter(|i| !done.contains(i)).collect();
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(matches!(
        standings.sprt,
        Some((_, SprtResult::AcceptH0 | SprtResult::AcceptH1))
    ));
    let (sender, receiver) = channel::<(usize, Slot, GameRecord)>();
    std::thread::scope(|scope| -> std::io::Result<()> {
        for _ in 0..config.concurrency.max(1) {
            let sender = sender.clone();
            let (todo, next, stop, pairs) = (&todo, &next, &stop, &pairs);
            scope.spawn(move || loop {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let Some(&index) = todo.get(next.fetch_add(1, Ordering::Relaxed)) else {
                    break;
                };
                let slot = slot(index, pairs, config.openings.len());
                let start = &config.openings[slot.opening];
                let record = play_game(
                    start,
                    &config.engines[slot.white],
                    &config.engines[slot.black],
                    config.limit,
                    config.margin,
                    config.adjudication,
                );
                if sender.send((index, slot, record)).is_err() {
                    break;
                }
            });
        }
        drop(sender);
        for (index, slot, record) in receiver {
            if let Some(file) = file.as_mut() {
                file.write_all(to_pgn(config, index, slot, &record).as_bytes())?;
                file.flush()?;
            }
            let failure = matches!(
                record.result.termination,
                "abandoned" | "rules infraction" | "time forfeit"
            );
            standings.record(
                &config.engines,
                slot.white,
                slot.black,
                record.result.result,
                failure,
                config.sprt.as_ref(),
            );
            for stats in &record.stats {
                let engine = if stats.side == Color::White {
                    slot.white
                } else {
                    slot.black
                };
                standings.search[engine].add(stats);
            }
            if matches!(
                standings.sprt,
                Some((_, SprtResult::AcceptH0 | SprtResult::AcceptH1))
            ) {
                stop.store(true, Ordering::Relaxed);
            }
            progress(&standings);
        }
        Ok(())
    })?;
    Ok(standings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clients::Protocol;

    #[test]
    fn an_sprt_decision_sticks() {
        let spec = |name: &str| EngineSpec {
            name: name.into(),
            command: String::new(),
            args: Vec::new(),
            protocol: Protocol::Uci,
            options: Vec::new(),
            variant_names: Vec::new(),
            depth: None,
            nodes: None,
        };
        let engines = [spec("a"), spec("b")];
        let sprt = Sprt {
            elo0: 0.0,
            elo1: 10.0,
            alpha: 0.05,
            beta: 0.05,
        };
        let mut standings = Standings {
            points: vec![0.0; 2],
            played: vec![0; 2],
            ..Standings::default()
        };
        while !matches!(standings.sprt, Some((_, SprtResult::AcceptH1))) {
            standings.record(&engines, 0, 1, "1-0", false, Some(&sprt));
        }
        // A game that was still running loses: the LLR drops, the decision stays.
        let before = standings.sprt.map(|(llr, _)| llr).unwrap_or_default();
        standings.record(&engines, 0, 1, "0-1", false, Some(&sprt));
        let (after, decision) = standings.sprt.expect("running");
        assert!(after < before);
        assert_eq!(decision, SprtResult::AcceptH1);
    }
}
