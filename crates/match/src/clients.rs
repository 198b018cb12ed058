//! The runner's side of UCI and XBoard: set an engine up for a variant,
//! start games, and ask for moves against the clock.

use crate::engine_process::{EngineError, EngineProcess};
use shuffle_rules::{AnyPosition, Game, Variant};
use std::time::{Duration, Instant};

/// Which protocol an engine speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// UCI (with `UCI_Variant`).
    Uci,
    /// XBoard / CECP v2.
    Xboard,
}

/// How to start and configure one engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    /// The name in PGN and tables.
    pub name: String,
    /// The program.
    pub command: String,
    /// Its arguments.
    pub args: Vec<String>,
    /// Its protocol.
    pub protocol: Protocol,
    /// UCI options (`setoption`), or XBoard `option` settings.
    pub options: Vec<(String, String)>,
    /// Variant names this engine uses instead of the defaults.
    pub variant_names: Vec<(Variant, String)>,
    /// This engine's own depth limit per move: it replaces the match's and
    /// also holds on the clock, so that one match can pit an engine
    /// against itself a ply deeper.
    pub depth: Option<u32>,
    /// This engine's own node limit per move (UCI only), as `depth`.
    pub nodes: Option<u64>,
}

impl EngineSpec {
    /// The name this engine knows `variant` by: what the spec says, else
    /// the names Fairy-Stockfish and XBoard use (`caparandom`,
    /// `fischerandom`, XBoard's `normal`), else the id.
    pub fn variant_name(&self, variant: Variant) -> String {
        if let Some((_, name)) = self.variant_names.iter().find(|(v, _)| *v == variant) {
            return name.clone();
        }
        match (variant, self.protocol) {
            (Variant::Chess, Protocol::Xboard) => "normal".into(),
            (Variant::Chess960, _) => "fischerandom".into(),
            (Variant::Capablanca84000, _) => "caparandom".into(),
            (v, _) => v.id().into(),
        }
    }
}

/// The clocks and limits for one move request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    /// Time left on the mover's clock and the opponent's (`None`: no clock).
    pub clocks: Option<(Duration, Duration)>,
    /// Increment per move.
    pub increment: Duration,
    /// Moves to the next time control.
    pub moves_to_go: Option<u32>,
    /// Node limit per move.
    pub nodes: Option<u64>,
    /// Depth limit per move.
    pub depth: Option<u32>,
}

/// What an engine last said about its search for one move: kept with the
/// game so a match records how deep and how fast each engine searched,
/// which is what makes results from different machines comparable.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchReport {
    /// Score in centipawns from the engine's view; a mate in `n` moves is
    /// `100000 - n`, being mated in `n` is `-100000 + n`.
    pub score: Option<i32>,
    /// Depth of the last line with a score.
    pub depth: Option<u32>,
    /// Nodes searched for the move.
    pub nodes: Option<u64>,
}

impl SearchReport {
    /// Takes what a UCI `info` line says (not `info string`).
    fn read_uci_info(&mut self, words: &[&str]) {
        if words.get(1) == Some(&"string") {
            return;
        }
        let number = |key: &str| {
            let at = words.iter().position(|w| *w == key)?;
            words.get(at + 1)
        };
        if let Some(nodes) = number("nodes").and_then(|n| n.parse().ok()) {
            self.nodes = Some(nodes);
        }
        let Some(at) = words.iter().position(|w| *w == "score") else {
            return;
        };
        let value = words.get(at + 2).and_then(|n| n.parse::<i32>().ok());
        let score = match (words.get(at + 1), value) {
            (Some(&"cp"), Some(cp)) => cp,
            (Some(&"mate"), Some(n)) if n > 0 => 100_000 - n,
            (Some(&"mate"), Some(n)) => -100_000 - n,
            _ => return,
        };
        self.score = Some(score);
        self.depth = number("depth").and_then(|d| d.parse().ok()).or(self.depth);
    }

    /// Takes an XBoard thinking line (`depth score time nodes pv`), and
    /// ignores any other line.
    fn read_xboard_post(&mut self, words: &[&str]) {
        let [depth, score, _time, nodes, ..] = words else {
            return;
        };
        let Ok(depth) = depth.parse::<u32>() else {
            return;
        };
        self.depth = Some(depth);
        self.score = score.parse().ok().or(self.score);
        self.nodes = nodes.parse().ok().or(self.nodes);
    }
}

/// An engine's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineMove {
    /// The move as the engine wrote it.
    pub text: String,
    /// What the engine last reported about its search.
    pub report: SearchReport,
    /// The engine resigned instead of moving.
    pub resigned: bool,
}

/// A started engine, ready to play games.
pub struct Client {
    spec: EngineSpec,
    process: EngineProcess,
}

const HANDSHAKE: Duration = Duration::from_secs(10);

impl Client {
    /// Starts the engine and sets it up for `variant`.
    ///
    /// # Errors
    /// [`EngineError`] when it does not start or answer.
    pub fn start(spec: &EngineSpec, variant: Variant) -> Result<Self, EngineError> {
        let mut process = EngineProcess::spawn(&spec.command, &spec.args)?;
        let deadline = Instant::now() + HANDSHAKE;
        match spec.protocol {
            Protocol::Uci => {
                process.send("uci")?;
                process.read_until(deadline, |l| Ok((l == "uciok").then_some(())))?;
                // VariantPath must come before UCI_Variant names a variant it defines.
                for (name, value) in &spec.options {
                    process.send(&format!("setoption name {name} value {value}"))?;
                }
                if variant != Variant::Chess {
                    process.send(&format!(
                        "setoption name UCI_Variant value {}",
                        spec.variant_name(variant)
                    ))?;
                }
                process.send("isready")?;
                process.read_until(deadline, |l| Ok((l == "readyok").then_some(())))?;
            }
            Protocol::Xboard => {
                process.send("xboard")?;
                process.send("protover 2")?;
                // Engines without protover 2 never send done=1: give them a moment.
                let short = Instant::now() + Duration::from_secs(2);
                let _ = process.read_until(short.min(deadline), |l| {
                    Ok(l.contains("done=1").then_some(()))
                });
                for (name, value) in &spec.options {
                    process.send(&format!("option {name}={value}"))?;
                }
            }
        }
        Ok(Client {
            spec: spec.clone(),
            process,
        })
    }

    /// The engine's spec.
    pub fn spec(&self) -> &EngineSpec {
        &self.spec
    }

    /// Starts a new game from the game's start position.
    ///
    /// # Errors
    /// [`EngineError`] when the engine stops answering.
    pub fn new_game(&mut self, game: &Game, request: &MoveRequest) -> Result<(), EngineError> {
        let request = &self.own_limits(request);
        let variant = game.variant();
        match self.spec.protocol {
            Protocol::Uci => {
                self.process.send("ucinewgame")?;
                self.process.send("isready")?;
                self.process.read_until(Instant::now() + HANDSHAKE, |l| {
                    Ok((l == "readyok").then_some(()))
                })
            }
            Protocol::Xboard => {
                self.process.send("new")?;
                if variant != Variant::Chess {
                    self.process
                        .send(&format!("variant {}", self.spec.variant_name(variant)))?;
                }
                self.process.send("force")?;
                if !game.starts_from_classic_setup() {
                    self.process
                        .send(&format!("setboard {}", game.start().fen()))?;
                }
                if let Some((mine, _)) = request.clocks {
                    let seconds = mine.as_secs();
                    let base = format!("{}:{:02}", seconds / 60, seconds % 60);
                    let moves = request.moves_to_go.unwrap_or(0);
                    self.process.send(&format!(
                        "level {moves} {base} {}",
                        request.increment.as_secs_f64()
                    ))?;
                }
                if let Some(depth) = request.depth {
                    self.process.send(&format!("sd {depth}"))?;
                }
                self.process.send("post")?;
                Ok(())
            }
        }
    }

    /// Tells an XBoard engine the opponent's move (UCI engines get the whole
    /// game with each request).
    ///
    /// # Errors
    /// [`EngineError::Crashed`] when the engine no longer reads.
    pub fn opponent_moved(&mut self, text: &str) -> Result<(), EngineError> {
        match self.spec.protocol {
            Protocol::Uci => Ok(()),
            Protocol::Xboard => self.process.send(text),
        }
    }

    /// Asks for a move in the game's current position; waits until
    /// `deadline`.
    ///
    /// # Errors
    /// [`EngineError`]: a crash, a timeout, or an answer with no move.
    pub fn request_move(
        &mut self,
        game: &Game,
        request: &MoveRequest,
        deadline: Instant,
    ) -> Result<EngineMove, EngineError> {
        let request = &self.own_limits(request);
        match self.spec.protocol {
            Protocol::Uci => self.uci_move(game, request, deadline),
            Protocol::Xboard => self.xboard_move(request, deadline),
        }
    }

    /// `request` with this engine's own depth and node limits in place of
    /// the match's.
    fn own_limits(&self, request: &MoveRequest) -> MoveRequest {
        MoveRequest {
            depth: self.spec.depth.or(request.depth),
            nodes: self.spec.nodes.or(request.nodes),
            ..*request
        }
    }

    fn uci_move(
        &mut self,
        game: &Game,
        request: &MoveRequest,
        deadline: Instant,
    ) -> Result<EngineMove, EngineError> {
        let mut position = format!("position fen {}", game.start().fen());
        if !game.moves().is_empty() {
            position.push_str(" moves");
            let mut pos: AnyPosition = game.start().clone();
            for &mv in game.moves() {
                position.push(' ');
                position.push_str(&pos.uci(mv));
                pos = pos.play_unchecked(mv);
            }
        }
        self.process.send(&position)?;
        let mut go = "go".to_string();
        if let Some((mine, theirs)) = request.clocks {
            let white_to_move = game.position().turn() == shuffle_rules::Color::White;
            let (white, black) = if white_to_move {
                (mine, theirs)
            } else {
                (theirs, mine)
            };
            let inc = request.increment.as_millis();
            go.push_str(&format!(
                " wtime {} btime {} winc {inc} binc {inc}",
                white.as_millis(),
                black.as_millis()
            ));
            if let Some(n) = request.moves_to_go {
                go.push_str(&format!(" movestogo {n}"));
            }
        }
        if let Some(nodes) = request.nodes {
            go.push_str(&format!(" nodes {nodes}"));
        }
        if let Some(depth) = request.depth {
            go.push_str(&format!(" depth {depth}"));
        }
        self.process.send(&go)?;
        let mut report = SearchReport::default();
        self.process.read_until(deadline, |line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.first() {
                Some(&"info") => {
                    report.read_uci_info(&words);
                    Ok(None)
                }
                Some(&"bestmove") => match words.get(1) {
                    Some(text) => Ok(Some(EngineMove {
                        text: (*text).to_string(),
                        report,
                        resigned: false,
                    })),
                    None => Err(EngineError::Protocol("bestmove without a move".into())),
                },
                _ => Ok(None),
            }
        })
    }

    fn xboard_move(
        &mut self,
        request: &MoveRequest,
        deadline: Instant,
    ) -> Result<EngineMove, EngineError> {
        if let Some((mine, theirs)) = request.clocks {
            self.process
                .send(&format!("time {}", mine.as_millis() / 10))?;
            self.process
                .send(&format!("otim {}", theirs.as_millis() / 10))?;
        }
        self.process.send("go")?;
        let mut report = SearchReport::default();
        let answer = self.process.read_until(deadline, |line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["move", text, ..] => Ok(Some(EngineMove {
                    text: (*text).to_string(),
                    report,
                    resigned: false,
                })),
                ["resign", ..] => Ok(Some(EngineMove {
                    text: String::new(),
                    report,
                    resigned: true,
                })),
                _ => {
                    report.read_xboard_post(&words);
                    Ok(None)
                }
            }
        })?;
        // Back to force mode, so the engine does not answer the opponent's
        // move by itself.
        self.process.send("force")?;
        Ok(answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uci(lines: &[&str]) -> SearchReport {
        let mut report = SearchReport::default();
        for line in lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            report.read_uci_info(&words);
        }
        report
    }

    #[test]
    fn uci_info_lines_give_score_depth_and_nodes() {
        let report = uci(&[
            "info depth 16 seldepth 25 multipv 1 score cp 35 nodes 972179 nps 194163 time 5007 pv e2e4",
            "info depth 17 currmove e2e4 currmovenumber 1",
            "info string depth 99 score cp 7 nodes 1",
            "info nodes 980000 time 5100",
        ]);
        assert_eq!(report.score, Some(35));
        assert_eq!(report.depth, Some(16), "the depth of the last scored line");
        assert_eq!(report.nodes, Some(980_000));
    }

    #[test]
    fn uci_mate_scores_count_moves_from_the_limit() {
        assert_eq!(uci(&["info depth 9 score mate 3"]).score, Some(99_997));
        assert_eq!(uci(&["info depth 9 score mate -2"]).score, Some(-99_998));
        assert_eq!(uci(&["info depth 9 score cp"]).score, None, "no value");
    }

    #[test]
    fn xboard_thinking_lines_and_nothing_else() {
        let mut report = SearchReport::default();
        for line in ["12 -35 150 123456 e2e4 e7e5", "telluser 3 4 5 6", "9 x"] {
            let words: Vec<&str> = line.split_whitespace().collect();
            report.read_xboard_post(&words);
        }
        assert_eq!(
            (report.depth, report.score, report.nodes),
            (Some(12), Some(-35), Some(123_456))
        );
    }
}
