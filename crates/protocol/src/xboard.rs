//! XBoard / CECP (protocol version 2). Coordinate moves (`e2e4`, `b7b8a`,
//! free castling `f1i1h1`), castling also as `O-O`/`O-O-O` and as the
//! king's move; `Illegal move: …` and `Error (…): …` replies; thinking
//! output with `post`; analysis mode.

use crate::output::SharedOutput;
use crate::start_game;
use crate::ENGINE_NAME;
use shuffle_rules::{AnyPosition, CastlingNotation, Color, Game, Move, Outcome, Variant};
use shuffle_search::{Clock, Engine, Info, Limits, Score, SearchResult};
use std::io::{BufRead, Write};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Mutex;
use std::time::Duration;

/// Our variants as XBoard knows them (its own names where it has them).
const XBOARD_NAMES: [(&str, Variant); 7] = [
    ("normal", Variant::Chess),
    ("fischerandom", Variant::Chess960),
    ("capablanca", Variant::Capablanca),
    ("caparandom", Variant::Capablanca84000),
    ("consulchess", Variant::Consulchess),
    ("consulchess42k", Variant::Consulchess42k),
    ("chess13440", Variant::Chess13440),
];

/// For variants XBoard does not know: its `setup` piece-to-char table
/// (slots P N B R Q F E A C W M O H I J G D V L S U K), board and parent,
/// and `piece` descriptions (Betza) of the fairy pieces it can express. The
/// consul's jumps over runs have no Betza form: with a consul variant
/// XBoard's legality test must be off.
fn setup_lines(variant: Variant, start_fen: &str) -> Vec<String> {
    let (table, board, pieces): (&str, &str, &[&str]) = match variant {
        Variant::Consulchess | Variant::Consulchess42k => {
            ("PNBRQ..........C.....K", "10x8+0_fairy", &[])
        }
        Variant::Chess13440 => (
            "PNBRQ..CM......G.....K",
            "8x8+0_fairy",
            &["piece C& BN", "piece M& RN", "piece G& QN"],
        ),
        _ => return Vec::new(),
    };
    let mut lines = vec![format!(
        "setup ({table}{}) {board} {start_fen}",
        table.to_ascii_lowercase()
    )];
    lines.extend(pieces.iter().map(|p| p.to_string()));
    lines
}

/// How the engine's clock runs.
#[derive(Clone, Copy, Default)]
struct TimeControl {
    moves_per_session: u32,
    increment: Duration,
    seconds_per_move: Option<Duration>,
    depth: Option<u32>,
    remaining: Option<Duration>,
}

struct Session {
    out: SharedOutput,
    engine: Engine,
    variant: Variant,
    game: Game,
    /// The side the engine plays; `None` in force mode.
    engine_color: Option<Color>,
    post: bool,
    analyzing: bool,
    time: TimeControl,
    moves_done: Sender<(u64, Move)>,
    moves_played: Receiver<(u64, Move)>,
}

/// Runs an XBoard session until `quit` or the end of input.
pub fn run_xboard(input: impl BufRead, output: impl Write + Send + 'static) {
    let (moves_done, moves_played) = channel();
    let variant = Variant::Chess;
    let mut session = Session {
        out: SharedOutput::new(output),
        engine: Engine::default(),
        variant,
        game: start_game(variant),
        engine_color: Some(Color::Black),
        post: false,
        analyzing: false,
        time: TimeControl::default(),
        moves_done,
        moves_played,
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        session.apply_engine_moves();
        if !session.command(line.trim()) {
            break;
        }
    }
    if session.analyzing {
        session.engine.stop();
    }
    session.engine.wait();
    session.apply_engine_moves();
}

impl Session {
    /// Plays the moves the engine announced since the last command.
    fn apply_engine_moves(&mut self) {
        while let Ok((root_hash, mv)) = self.moves_played.try_recv() {
            if self.game.position().hash() == root_hash && self.game.play(mv).is_ok() {
                self.announce_result();
            }
        }
    }

    /// Stops a search; a stopped game search still plays its move.
    fn halt(&mut self) {
        self.engine.stop();
        self.engine.wait();
        self.apply_engine_moves();
    }

    /// Stops a search without playing its move (the position changes).
    fn abort(&mut self) {
        self.engine.stop();
        self.engine.wait();
        while self.moves_played.try_recv().is_ok() {}
    }

    fn error(&self, kind: &str, text: &str) {
        self.out.line(&format!("Error ({kind}): {text}"));
    }

    fn announce_result(&self) {
        if let Some(outcome) = self.game.outcome() {
            self.out.line(&format!(
                "{} {{{}}}",
                outcome.result(),
                outcome_text(outcome)
            ));
        }
    }

    /// Handles one line; returns false on `quit`.
    fn command(&mut self, line: &str) -> bool {
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else {
            return true;
        };
        let args: Vec<&str> = words.collect();
        let arg = args.first().copied().unwrap_or("");
        match command {
            "xboard" | "accepted" | "rejected" | "random" | "computer" | "name" | "rating"
            | "ics" | "draw" | "bk" | "easy" | "hard" => {}
            "protover" => self.features(),
            "new" => {
                self.abort();
                self.engine.new_game();
                self.game = start_game(self.variant);
                self.engine_color = Some(Color::Black);
                self.time.depth = None;
            }
            "variant" => {
                self.abort();
                match XBOARD_NAMES
                    .iter()
                    .find(|(n, _)| *n == arg)
                    .map(|&(_, v)| v)
                    .or_else(|| Variant::from_name(arg).ok())
                {
                    Some(variant) => {
                        self.variant = variant;
                        self.game = start_game(variant);
                        for line in setup_lines(variant, &self.game.start().fen()) {
                            self.out.line(&line);
                        }
                    }
                    None => self.error("unknown variant", arg),
                }
            }
            "setboard" => {
                self.abort();
                let fen = args.join(" ");
                match Game::from_fen(self.variant, &fen) {
                    Ok(game) => self.game = game,
                    Err(e) => self
                        .out
                        .line(&format!("tellusererror Illegal position: {e}")),
                }
                self.restart_analysis();
            }
            "force" => {
                self.abort();
                self.engine_color = None;
            }
            "result" => {
                self.abort();
                self.engine_color = None;
            }
            "go" => {
                self.halt();
                self.engine_color = Some(self.game.position().turn());
                self.think();
            }
            "playother" => {
                self.halt();
                self.engine_color = Some(!self.game.position().turn());
            }
            "?" => self.halt(),
            "usermove" => self.user_move(arg),
            "time" => {
                self.time.remaining = arg
                    .parse::<u64>()
                    .ok()
                    .map(|cs| Duration::from_millis(cs * 10))
            }
            "otim" | "hint" => {}
            "post" => self.post = true,
            "nopost" => self.post = false,
            "level" => self.level(&args),
            "st" => {
                self.time.seconds_per_move = arg
                    .parse::<f64>()
                    .ok()
                    .filter(|s| s.is_finite() && *s > 0.0)
                    .map(Duration::from_secs_f64)
            }
            "sd" => self.time.depth = arg.parse().ok(),
            "ping" => self.out.line(&format!("pong {arg}")),
            "undo" | "remove" => {
                self.abort();
                let plies = if command == "undo" { 1 } else { 2 };
                for _ in 0..plies {
                    self.game.undo();
                }
                self.restart_analysis();
            }
            "analyze" => {
                self.abort();
                self.analyzing = true;
                self.engine_color = None;
                self.think();
            }
            "exit" => {
                self.abort();
                self.analyzing = false;
            }
            "." => {}
            "memory" | "cores" => match arg.parse::<usize>() {
                Ok(n) => {
                    self.abort();
                    let mut options = self.engine.options().clone();
                    if command == "memory" {
                        options.hash_mb = n.clamp(1, 65536);
                    } else {
                        options.threads = n.clamp(1, 256);
                    }
                    self.engine.set_options(options);
                }
                Err(_) => self.error("bad number", line),
            },
            "edit" => self.error("not supported", "edit; use setboard"),
            "quit" => {
                self.abort();
                return false;
            }
            _ => self.user_move(command),
        }
        true
    }

    fn features(&self) {
        let names: Vec<&str> = XBOARD_NAMES.iter().map(|(n, _)| *n).collect();
        self.out.line(&format!(
            "feature ping=1 setboard=1 playother=1 san=0 usermove=1 time=1 draw=0 sigint=0 sigterm=0 reuse=1 analyze=1 colors=0 memory=1 smp=1 debug=1 myname=\"{ENGINE_NAME}\" variants=\"{}\"",
            names.join(",")
        ));
        self.out.line("feature done=1");
    }

    /// `level MPS BASE INC`: BASE in minutes or minutes:seconds, INC in seconds.
    fn level(&mut self, args: &[&str]) {
        let (Some(mps), Some(base), Some(inc)) = (args.first(), args.get(1), args.get(2)) else {
            return self.error("bad level", &args.join(" "));
        };
        let base_seconds = match base.split_once(':') {
            Some((m, s)) => m
                .parse::<f64>()
                .ok()
                .zip(s.parse::<f64>().ok())
                .map(|(m, s)| m * 60.0 + s),
            None => base.parse::<f64>().ok().map(|m| m * 60.0),
        };
        match (mps.parse::<u32>(), base_seconds, inc.parse::<f64>()) {
            (Ok(mps), Some(base), Ok(inc))
                if base >= 0.0 && inc >= 0.0 && base.is_finite() && inc.is_finite() =>
            {
                self.time.moves_per_session = mps;
                self.time.increment = Duration::from_secs_f64(inc);
                self.time.remaining = Some(Duration::from_secs_f64(base));
                self.time.seconds_per_move = None;
            }
            _ => self.error("bad level", &args.join(" ")),
        }
    }

    fn user_move(&mut self, text: &str) {
        self.abort_analysis_search();
        let pos = self.game.position().clone();
        let mv = pos
            .parse_uci(text)
            .ok()
            .or_else(|| pos.parse_san(text).ok());
        match mv {
            Some(mv) if self.game.play(mv).is_ok() => {
                self.announce_result();
                let engine_to_move = self.engine_color == Some(self.game.position().turn());
                if self.analyzing || (engine_to_move && self.game.outcome().is_none()) {
                    self.think();
                }
            }
            _ if looks_like_a_move(text) => {
                self.out.line(&format!("Illegal move: {text}"));
                self.restart_analysis();
            }
            _ => self.error("unknown command", text),
        }
    }

    fn abort_analysis_search(&mut self) {
        if self.analyzing {
            self.abort();
        } else {
            self.apply_engine_moves();
        }
    }

    fn restart_analysis(&mut self) {
        if self.analyzing {
            self.think();
        }
    }

    /// Starts a search of the current position: to play (a `move` follows)
    /// or, in analysis mode, until the next command.
    fn think(&mut self) {
        if self.game.position().legal_moves().is_empty() {
            return self.announce_result();
        }
        let mut limits = Limits {
            depth: self.time.depth,
            ..Limits::default()
        };
        if self.analyzing {
            limits.infinite = true;
        } else if let Some(per_move) = self.time.seconds_per_move {
            limits.movetime = Some(per_move);
        } else if let Some(remaining) = self.time.remaining {
            let played = self.game.moves().len() as u32 / 2;
            let moves_to_go = (self.time.moves_per_session > 0)
                .then(|| self.time.moves_per_session - played % self.time.moves_per_session);
            limits.clock = Some(Clock {
                remaining,
                increment: self.time.increment,
                moves_to_go,
            });
        } else if limits.depth.is_none() {
            limits.movetime = Some(Duration::from_secs(5));
        }
        let root = self.game.position().clone();
        let notation = CastlingNotation::default_for(self.variant);
        let post = self.post || self.analyzing;
        let info_out = self.out.clone();
        let info_root = root.clone();
        let on_info = Box::new(move |info: &Info| {
            if post {
                info_out.line(&thinking_line(info, &info_root, notation));
            }
        });
        let done_out = self.out.clone();
        let sender = Mutex::new(self.moves_done.clone());
        let analyzing = self.analyzing;
        let on_done = Box::new(move |result: &SearchResult| {
            if analyzing {
                return;
            }
            if let Some(mv) = result.best_move {
                // Queue the move for the session before the GUI can answer it.
                if let Ok(sender) = sender.lock() {
                    let _ = sender.send((root.hash(), mv));
                }
                done_out.line(&format!("move {}", root.uci_with(mv, notation)));
            }
        });
        self.engine.start(&self.game, limits, on_info, on_done);
    }
}

/// Whether an unknown word is a move attempt (answered `Illegal move`)
/// rather than an unknown command: a square-like digit or a castling.
fn looks_like_a_move(text: &str) -> bool {
    text.starts_with("O-O") || text.starts_with("0-0") || text.chars().any(|c| c.is_ascii_digit())
}

fn outcome_text(outcome: Outcome) -> String {
    let text = outcome.to_string();
    let mut chars = text.chars();
    chars.next().map_or(text.clone(), |c| {
        c.to_uppercase().collect::<String>() + chars.as_str()
    })
}

/// `depth score time(cs) nodes pv`; mates as 100000 + moves.
fn thinking_line(info: &Info, root: &AnyPosition, notation: CastlingNotation) -> String {
    let score = match info.score {
        Score::Centipawns(cp) => cp,
        Score::Mate(n) if n > 0 => 100_000 + n,
        Score::Mate(n) => -100_000 + n,
    };
    let pv: Vec<String> = info
        .pv
        .iter()
        .map(|&m| root.uci_with(m, notation))
        .collect();
    format!(
        "{} {score} {} {} {}",
        info.depth,
        info.time.as_millis() / 10,
        info.nodes,
        pv.join(" ")
    )
}
