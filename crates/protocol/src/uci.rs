//! UCI, as Fairy-Stockfish speaks it: `UCI_Variant` lists every variant id
//! and the aliases `caparandom` and `fischerandom`; a variant change is
//! confirmed with `info string variant <id> files <F> ranks <R> startpos
//! <FEN>`.

use crate::output::SharedOutput;
use crate::start_game;
use crate::{ENGINE_AUTHOR, ENGINE_NAME};
use shuffle_rules::{with_position, AnyPosition, CastlingNotation, Color, Game, Move, Variant};
use shuffle_search::evaluate::{self, Breakdown, Weight, PARTS, PHASE_MAX};
use shuffle_search::{Clock, Engine, Info, Limits, Options, Score, SearchResult};
use std::io::{BufRead, Write};
use std::time::Duration;

/// Names `UCI_Variant` accepts besides the ids (what Cute Chess sends).
const EXTRA_VARIANT_NAMES: [&str; 2] = ["caparandom", "fischerandom"];

struct Session {
    out: SharedOutput,
    engine: Engine,
    variant: Variant,
    chess960: bool,
    game: Game,
    /// Whether the last search ends by itself (a depth, node, time or mate
    /// limit), as opposed to running until `stop`.
    bounded: bool,
}

/// Runs a UCI session until `quit` or the end of input.
pub fn run_uci(input: impl BufRead, output: impl Write + Send + 'static) {
    let out = SharedOutput::new(output);
    let variant = Variant::Chess;
    let mut session = Session {
        out,
        engine: Engine::default(),
        variant,
        chess960: false,
        game: start_game(variant),
        bounded: true,
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        if !session.command(line.trim()) {
            session.engine.stop();
            break;
        }
    }
    // End of input: let a search that ends by itself finish and report; stop
    // one that would wait for `stop` forever.
    if !session.bounded {
        session.engine.stop();
    }
    session.engine.wait();
}

impl Session {
    fn info_string(&self, text: &str) {
        self.out.line(&format!("info string {text}"));
    }

    fn notation(&self) -> CastlingNotation {
        if self.chess960 {
            CastlingNotation::KingTakesRook
        } else {
            CastlingNotation::default_for(self.variant)
        }
    }

    /// Handles one line; returns false on `quit`.
    fn command(&mut self, line: &str) -> bool {
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else {
            return true;
        };
        let rest: Vec<&str> = words.collect();
        if matches!(command, "go" | "setoption" | "ucinewgame") && self.engine.is_searching() {
            // GUIs stop a search before these; if one did not, do it for it
            // rather than wait behind a search that may never end.
            self.engine.stop();
            self.engine.wait();
        }
        match command {
            "uci" => self.uci(),
            "isready" => self.out.line("readyok"),
            "setoption" => self.setoption(&rest),
            "ucinewgame" => {
                self.engine.new_game();
                self.game = start_game(self.variant);
            }
            "position" => self.position(&rest),
            "go" => self.go(&rest),
            "stop" => self.engine.stop(),
            "ponderhit" => self.engine.ponderhit(),
            "quit" => return false,
            "d" => {
                let pos = self.game.position();
                self.out
                    .line(&format!("{}Fen: {}", pos.diagram(), pos.fen()));
            }
            "eval" => {
                let pos = self.game.position();
                let parts = with_position!(pos, p => evaluate::breakdown(p));
                self.out.line(&eval_table(&parts));
            }
            other => self.info_string(&format!("unknown command '{other}'")),
        }
        true
    }

    fn uci(&self) {
        let defaults = Options::default();
        let mut variants: Vec<&str> = Variant::ALL.iter().map(|v| v.id()).collect();
        variants.extend(EXTRA_VARIANT_NAMES);
        let combo: String = variants.iter().map(|v| format!(" var {v}")).collect();
        for line in [
            format!("id name {ENGINE_NAME}"),
            format!("id author {ENGINE_AUTHOR}"),
            format!(
                "option name Hash type spin default {} min 1 max 65536",
                defaults.hash_mb
            ),
            format!(
                "option name Threads type spin default {} min 1 max 256",
                defaults.threads
            ),
            format!(
                "option name MultiPV type spin default {} min 1 max 256",
                defaults.multipv
            ),
            format!(
                "option name Move Overhead type spin default {} min 0 max 5000",
                defaults.move_overhead.as_millis()
            ),
            format!(
                "option name Skill Level type spin default {} min 0 max 20",
                defaults.skill_level
            ),
            "option name Ponder type check default false".to_string(),
            "option name UCI_Chess960 type check default false".to_string(),
            format!("option name UCI_Variant type combo default chess{combo}"),
            "uciok".to_string(),
        ] {
            self.out.line(&line);
        }
    }

    fn setoption(&mut self, args: &[&str]) {
        // setoption name <name words> [value <value words>]
        let (Some(0), value_at) = (
            args.iter().position(|w| w.eq_ignore_ascii_case("name")),
            args.iter().position(|w| w.eq_ignore_ascii_case("value")),
        ) else {
            return self.info_string("setoption needs 'name <option> [value <value>]'");
        };
        let name = args[1..value_at.unwrap_or(args.len())].join(" ");
        let value = value_at
            .map(|i| args[i + 1..].join(" "))
            .unwrap_or_default();
        let mut options = self.engine.options().clone();
        let number = |max: u64| -> Result<u64, String> {
            value
                .parse::<u64>()
                .ok()
                .filter(|n| *n <= max)
                .ok_or_else(|| format!("option {name}: '{value}' is not a number from 0 to {max}"))
        };
        let result: Result<(), String> = match name.to_ascii_lowercase().as_str() {
            "hash" => number(65536).map(|n| options.hash_mb = (n as usize).max(1)),
            "threads" => number(256).map(|n| options.threads = (n as usize).max(1)),
            "multipv" => number(256).map(|n| options.multipv = (n as usize).max(1)),
            "move overhead" => {
                number(5000).map(|n| options.move_overhead = Duration::from_millis(n))
            }
            "skill level" => number(20).map(|n| options.skill_level = n as u8),
            "ponder" => Ok(()),
            "uci_chess960" => match value.to_ascii_lowercase().parse::<bool>() {
                Ok(on) => {
                    self.chess960 = on;
                    Ok(())
                }
                Err(_) => Err(format!(
                    "option UCI_Chess960: '{value}' is not true or false"
                )),
            },
            "uci_variant" => match Variant::from_name(&value) {
                Ok(variant) => {
                    self.variant = variant;
                    self.game = start_game(variant);
                    let start = self.game.start().fen();
                    self.info_string(&format!(
                        "variant {} files {} ranks 8 startpos {start}",
                        value.to_ascii_lowercase(),
                        variant.files()
                    ));
                    Ok(())
                }
                Err(e) => Err(e.to_string()),
            },
            _ => Err(format!("unknown option '{name}'")),
        };
        match result {
            Ok(()) => self.engine.set_options(options),
            Err(e) => self.info_string(&e),
        }
    }

    fn position(&mut self, args: &[&str]) {
        let moves_at = args
            .iter()
            .position(|&w| w == "moves")
            .unwrap_or(args.len());
        let game = match args.first() {
            Some(&"startpos") => Ok(start_game(self.variant)),
            Some(&"fen") => {
                let fen = args[1..moves_at].join(" ");
                Game::from_fen(self.variant, &fen).map_err(|e| format!("position fen {fen}: {e}"))
            }
            _ => Err("position needs 'startpos' or 'fen <FEN>'".to_string()),
        };
        let mut game = match game {
            Ok(game) => game,
            Err(e) => return self.info_string(&format!("{e}; position unchanged")),
        };
        let moves = &args[(moves_at + 1).min(args.len())..];
        for (i, text) in moves.iter().enumerate() {
            if let Err(e) = game
                .position()
                .parse_uci(text)
                .map_err(|e| e.to_string())
                .and_then(|mv| game.play(mv).map_err(|e| e.to_string()))
            {
                let ignored = moves.len() - i;
                self.info_string(&format!(
                    "move {} '{text}': {e}; ignoring it and the {} move(s) after it",
                    i + 1,
                    ignored - 1
                ));
                break;
            }
        }
        self.game = game;
    }

    fn go(&mut self, args: &[&str]) {
        if args.first() == Some(&"perft") {
            return self.perft(args.get(1).copied());
        }
        let mut limits = Limits::default();
        let (mut white, mut black) = (None::<Duration>, None::<Duration>);
        let (mut white_inc, mut black_inc) = (Duration::ZERO, Duration::ZERO);
        let mut moves_to_go = None;
        let mut i = 0;
        let mut bad = Vec::new();
        let position = self.game.position().clone();
        while i < args.len() {
            let key = args[i];
            let value = args.get(i + 1).copied().unwrap_or("");
            let millis = || {
                value
                    .parse::<i64>()
                    .ok()
                    .map(|ms| Duration::from_millis(ms.max(0) as u64))
            };
            let mut takes_value = true;
            let ok = match key {
                "wtime" => millis().map(|d| white = Some(d)).is_some(),
                "btime" => millis().map(|d| black = Some(d)).is_some(),
                "winc" => millis().map(|d| white_inc = d).is_some(),
                "binc" => millis().map(|d| black_inc = d).is_some(),
                "movestogo" => value.parse().ok().map(|n| moves_to_go = Some(n)).is_some(),
                "movetime" => millis().map(|d| limits.movetime = Some(d)).is_some(),
                "depth" => value.parse().ok().map(|n| limits.depth = Some(n)).is_some(),
                "nodes" => value.parse().ok().map(|n| limits.nodes = Some(n)).is_some(),
                "mate" => value.parse().ok().map(|n| limits.mate = Some(n)).is_some(),
                "infinite" | "ponder" => {
                    takes_value = false;
                    if key == "infinite" {
                        limits.infinite = true;
                    } else {
                        limits.ponder = true;
                    }
                    true
                }
                "searchmoves" => {
                    takes_value = false;
                    while let Some(mv) = args.get(i + 1).and_then(|t| position.parse_uci(t).ok()) {
                        limits.searchmoves.push(mv);
                        i += 1;
                    }
                    true
                }
                _ => {
                    takes_value = false;
                    false
                }
            };
            if !ok {
                bad.push(if takes_value {
                    format!("{key} {value}")
                } else {
                    key.to_string()
                });
            }
            i += if takes_value { 2 } else { 1 };
        }
        if !bad.is_empty() {
            self.info_string(&format!("go: ignoring '{}'", bad.join("', '")));
        }
        let (time, increment) = match position.turn() {
            Color::White => (white, white_inc),
            Color::Black => (black, black_inc),
        };
        limits.clock = time.map(|remaining| Clock {
            remaining,
            increment,
            moves_to_go,
        });
        self.bounded = !limits.infinite
            && !limits.ponder
            && (limits.depth.is_some()
                || limits.nodes.is_some()
                || limits.movetime.is_some()
                || limits.clock.is_some()
                || limits.mate.is_some());
        let info_out = self.out.clone();
        let done_out = self.out.clone();
        let notation = self.notation();
        let root = position.clone();
        let on_info = Box::new(move |info: &Info| info_out.line(&info_line(info, &root, notation)));
        let on_done = Box::new(move |result: &SearchResult| {
            done_out.line(&bestmove_line(result, &position, notation))
        });
        self.engine.start(&self.game, limits, on_info, on_done);
    }

    fn perft(&mut self, depth: Option<&str>) {
        let Some(depth) = depth.and_then(|d| d.parse::<u32>().ok()) else {
            return self.info_string("go perft needs a depth");
        };
        let pos = self.game.position();
        let mut total = 0;
        for (mv, nodes) in pos.divide(depth.max(1)) {
            total += nodes;
            self.out.line(&format!("{mv}: {nodes}"));
        }
        self.out.line(&format!("\nNodes searched: {total}\n"));
    }
}

/// The evaluation by part and side in pawns, laid out as Stockfish's
/// `eval` table, so that the two engines' views of a position compare
/// line by line.
fn eval_table(breakdown: &Breakdown) -> String {
    let pawns = |cp: i32| format!("{:5.2}", f64::from(cp) / 100.0);
    let pair = |score: Weight| format!("{} {}", pawns(score.mg), pawns(score.eg));
    let rule = " ------------+-------------+-------------+------------";
    let mut lines = vec![
        "     Term    |    White    |    Black    |    Total   ".to_string(),
        "             |   MG    EG  |   MG    EG  |   MG    EG ".to_string(),
        rule.to_string(),
    ];
    for (name, [white, black]) in PARTS.iter().zip(breakdown.parts) {
        let total = Weight {
            mg: white.mg - black.mg,
            eg: white.eg - black.eg,
        };
        lines.push(format!(
            " {name:>11} | {} | {} | {}",
            pair(white),
            pair(black),
            pair(total)
        ));
    }
    lines.push(rule.to_string());
    lines.push(format!(
        " {:>11} |  ----  ---- |  ----  ---- | {}",
        "Total",
        pair(breakdown.total())
    ));
    lines.push(format!(
        "\nTotal evaluation: {:.2} (white side) [phase {} of {PHASE_MAX}]",
        f64::from(breakdown.white_score()) / 100.0,
        breakdown.phase
    ));
    lines.join("\n")
}

fn score_text(score: Score) -> String {
    match score {
        Score::Centipawns(cp) => format!("cp {cp}"),
        Score::Mate(n) => format!("mate {n}"),
    }
}

fn moves_text(moves: &[Move], root: &AnyPosition, notation: CastlingNotation) -> String {
    moves
        .iter()
        .map(|&m| root.uci_with(m, notation))
        .collect::<Vec<_>>()
        .join(" ")
}

fn info_line(info: &Info, root: &AnyPosition, notation: CastlingNotation) -> String {
    format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.multipv,
        score_text(info.score),
        info.nodes,
        info.nps,
        info.hashfull,
        info.time.as_millis(),
        moves_text(&info.pv, root, notation)
    )
}

fn bestmove_line(result: &SearchResult, root: &AnyPosition, notation: CastlingNotation) -> String {
    match (result.best_move, result.ponder) {
        (None, _) => "bestmove (none)".to_string(),
        (Some(best), None) => format!("bestmove {}", root.uci_with(best, notation)),
        (Some(best), Some(ponder)) => format!(
            "bestmove {} ponder {}",
            root.uci_with(best, notation),
            root.uci_with(ponder, notation)
        ),
    }
}
