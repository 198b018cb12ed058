//! `shuffle play`: a game against the engine in the terminal. Moves in SAN
//! or UCI; `undo`, `flip`, `hint`, `moves`, `resign`, `quit`; the game is
//! appended to a PGN file at the end.

use crate::perft_command::position;
use anyhow::Context;
use clap::{Args, ValueEnum};
use shuffle_rules::{Color, Game, Outcome, PgnGame, SplitMix64, Variant, WinReason};
use shuffle_search::{Clock, Engine, Limits, Options};
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

#[derive(Args)]
pub(crate) struct PlayArgs {
    /// Variant id or alias (see `shuffle variants`).
    #[arg(value_parser = crate::parse_variant)]
    variant: Variant,
    /// Start from this numbered setup.
    #[arg(long, conflicts_with_all = ["fen", "random"])]
    start: Option<u32>,
    /// Start from a random numbered setup.
    #[arg(long, conflicts_with = "fen")]
    random: bool,
    /// Start from this FEN.
    #[arg(long)]
    fen: Option<String>,
    /// The side you play.
    #[arg(long, value_enum, default_value_t = Side::White)]
    color: Side,
    /// Clock for each side: minutes+increment seconds, e.g. 5+2 (or 0.5+1).
    #[arg(long, value_parser = parse_time_control, conflicts_with = "depth")]
    time: Option<(Duration, Duration)>,
    /// Engine searches to this depth (default without --time: 1 s a move).
    #[arg(long)]
    depth: Option<u32>,
    /// PGN file the game is appended to.
    #[arg(long, default_value = "shuffle-games.pgn")]
    pgn: PathBuf,
}

#[derive(Clone, Copy, ValueEnum)]
enum Side {
    White,
    Black,
}

fn parse_time_control(text: &str) -> Result<(Duration, Duration), String> {
    let (base, inc) = text.split_once('+').unwrap_or((text, "0"));
    let minutes: f64 = base
        .parse()
        .map_err(|_| format!("'{base}' is not a number of minutes"))?;
    let seconds: f64 = inc
        .parse()
        .map_err(|_| format!("'{inc}' is not a number of seconds"))?;
    if !(minutes > 0.0 && minutes.is_finite() && seconds >= 0.0 && seconds.is_finite()) {
        return Err("the time must be positive and the increment not negative".to_string());
    }
    Ok((
        Duration::from_secs_f64(minutes * 60.0),
        Duration::from_secs_f64(seconds),
    ))
}

const HELP: &str = "Enter moves in SAN (Nf3, O-O, O-O-i-h, a8=A) or UCI (g1f3). Commands: undo, flip, hint, moves, resign, quit, help.";

pub(crate) fn run(args: &PlayArgs) -> anyhow::Result<()> {
    let stdin = std::io::stdin();
    play(args, stdin.lock(), std::io::stdout())
}

fn play(args: &PlayArgs, mut input: impl BufRead, mut out: impl Write) -> anyhow::Result<()> {
    let variant = args.variant;
    let mut game = if args.random {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        let n = variant.random_start_number(&mut SplitMix64::new(seed));
        Game::from_start_number(variant, n, n)?
    } else if let Some(fen) = &args.fen {
        Game::new(position(variant, Some(fen), None)?)
    } else {
        let n = match args.start {
            Some(n) => n,
            None => variant.classic_number().context(format!(
                "{variant} has no standard setup: give --start N, --random or --fen"
            ))?,
        };
        Game::from_start_number(variant, n, n)?
    };
    let human = match args.color {
        Side::White => Color::White,
        Side::Black => Color::Black,
    };
    let mut view = human;
    let mut engine = Engine::new(Options::default());
    let mut clocks = args.time.map(|(base, _)| [base, base]);
    let increment = args.time.map_or(Duration::ZERO, |(_, inc)| inc);
    let number = game.start_number().map_or(String::new(), |(w, b)| {
        if w == b {
            format!(" #{w}")
        } else {
            format!(" #{w}/{b}")
        }
    });
    writeln!(
        out,
        "Shuffle: {variant}{number}. You play {}. {HELP}",
        human.name()
    )?;
    let mut quit = false;
    let mut redraw = true;
    while game.outcome().is_none() && !quit {
        if redraw {
            show(&mut out, &game, view, clocks)?;
        }
        redraw = true;
        let turn = game.position().turn();
        if turn != human {
            let limits = engine_limits(args.depth, clocks, increment, turn);
            let started = Instant::now();
            let result = engine
                .search(&game, limits, Box::new(|_| {}))
                .context("the engine stopped")?;
            charge(&mut clocks, turn, started.elapsed(), increment, &mut game);
            if let (Some(mv), None) = (result.best_move, game.outcome()) {
                let san = game.position().san(mv);
                game.play(mv)?;
                writeln!(out, "Shuffle plays {san}")?;
            }
            continue;
        }
        write!(out, "Your move ({}): ", human.name())?;
        out.flush()?;
        let started = Instant::now();
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            writeln!(out)?;
            break;
        }
        let text = line.trim();
        // Only moves, undo and flip change the picture.
        redraw = matches!(text, "undo" | "flip");
        match text {
            "" => {}
            "quit" | "exit" => quit = true,
            "help" => writeln!(out, "{HELP}")?,
            "flip" => view = !view,
            "resign" => game.declare(Outcome::Win {
                winner: !human,
                reason: WinReason::Resignation,
            }),
            "undo" => {
                // Take back the engine's reply and your move.
                let plies = if game.position().turn() == human {
                    2
                } else {
                    1
                };
                if game.moves().len() < plies {
                    writeln!(out, "Nothing to undo.")?;
                } else {
                    for _ in 0..plies {
                        game.undo();
                    }
                }
            }
            "moves" => {
                let pos = game.position();
                let mut sans: Vec<String> = pos.legal_moves().iter().map(|&m| pos.san(m)).collect();
                sans.sort();
                writeln!(out, "{}", sans.join(" "))?;
            }
            "hint" => {
                let limits = Limits {
                    depth: Some(args.depth.unwrap_or(8).min(8)),
                    movetime: Some(Duration::from_millis(500)),
                    ..Limits::default()
                };
                if let Some(mv) = engine
                    .search(&game, limits, Box::new(|_| {}))
                    .and_then(|r| r.best_move)
                {
                    writeln!(out, "Hint: {}", game.position().san(mv))?;
                }
            }
            _ => {
                let pos = game.position().clone();
                match pos
                    .parse_san(text)
                    .or_else(|san_error| pos.parse_uci(text).map_err(|_| san_error))
                {
                    Ok(mv) => {
                        charge(&mut clocks, human, started.elapsed(), increment, &mut game);
                        if game.outcome().is_none() {
                            game.play(mv)?;
                        }
                        redraw = true;
                    }
                    Err(e) => writeln!(out, "{e}")?,
                }
            }
        }
    }
    show(&mut out, &game, view, clocks)?;
    let outcome = game.outcome();
    writeln!(
        out,
        "{}",
        outcome.map_or("Game unfinished.".to_string(), |o| format!(
            "{} {o}.",
            o.result()
        ))
    )?;
    save(&game, human, args, &mut out)
}

/// Takes the time used from the mover's clock (adding the increment); a
/// clock that runs out loses the game.
fn charge(
    clocks: &mut Option<[Duration; 2]>,
    side: Color,
    used: Duration,
    increment: Duration,
    game: &mut Game,
) {
    if let Some(clocks) = clocks {
        let left = &mut clocks[side.index()];
        if used >= *left {
            *left = Duration::ZERO;
            game.declare(Outcome::Win {
                winner: !side,
                reason: WinReason::TimeForfeit,
            });
        } else {
            *left = *left - used + increment;
        }
    }
}

fn engine_limits(
    depth: Option<u32>,
    clocks: Option<[Duration; 2]>,
    increment: Duration,
    side: Color,
) -> Limits {
    match (depth, clocks) {
        (Some(d), _) => Limits {
            depth: Some(d),
            ..Limits::default()
        },
        (None, Some(clocks)) => Limits {
            clock: Some(Clock {
                remaining: clocks[side.index()],
                increment,
                moves_to_go: None,
            }),
            ..Limits::default()
        },
        (None, None) => Limits {
            movetime: Some(Duration::from_secs(1)),
            ..Limits::default()
        },
    }
}

fn show(
    out: &mut impl Write,
    game: &Game,
    view: Color,
    clocks: Option<[Duration; 2]>,
) -> std::io::Result<()> {
    writeln!(out)?;
    write!(out, "{}", game.position().diagram_for(view))?;
    if let (Some(san), [.., before, _]) = (game.sans().last(), game.positions()) {
        let dots = if before.turn() == Color::White {
            "."
        } else {
            "..."
        };
        writeln!(out, "Last move: {}{dots} {san}", before.fullmove_number())?;
    }
    if let Some([white, black]) = clocks {
        let clock = |d: Duration| format!("{}:{:02}", d.as_secs() / 60, d.as_secs() % 60);
        writeln!(
            out,
            "Clocks: White {}  Black {}",
            clock(white),
            clock(black)
        )?;
    }
    if game.position().is_check() && game.outcome().is_none() {
        writeln!(out, "Check!")?;
    }
    Ok(())
}

/// Appends the game to the PGN file.
fn save(game: &Game, human: Color, args: &PlayArgs, out: &mut impl Write) -> anyhow::Result<()> {
    let (white, black) = match human {
        Color::White => ("Player", "Shuffle"),
        Color::Black => ("Shuffle", "Player"),
    };
    let mut tags: Vec<(String, String)> = vec![
        ("Event".into(), "Shuffle terminal game".into()),
        ("Site".into(), "Terminal".into()),
        ("Date".into(), today()),
        ("White".into(), white.into()),
        ("Black".into(), black.into()),
    ];
    if let Some((base, inc)) = args.time {
        tags.push((
            "TimeControl".into(),
            format!("{}+{}", base.as_secs(), inc.as_secs()),
        ));
    }
    let text = PgnGame::from_game(game, &tags).to_pgn();
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.pgn)
        .with_context(|| format!("cannot write the game to {}", args.pgn.display()))?;
    file.write_all(text.as_bytes())
        .with_context(|| format!("cannot write the game to {}", args.pgn.display()))?;
    writeln!(out, "Game saved to {}", args.pgn.display())?;
    Ok(())
}

/// Today's date as PGN writes it (UTC).
fn today() -> String {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    shuffle_rules::pgn_date(seconds as i64)
}
