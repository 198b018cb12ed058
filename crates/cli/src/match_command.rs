//! `shuffle match`: engine-vs-engine games with clocks, adjudication, PGN,
//! Elo and SPRT.

use anyhow::{bail, Context};
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use shuffle_match::clients::{EngineSpec, Protocol};
use shuffle_match::game::{Adjudication, MoveLimit, TimeControl, DEFAULT_MARGIN};
use shuffle_match::runner::{run_match, MatchConfig, Pairing, Standings};
use shuffle_match::stats::{Sprt, SprtResult};
use shuffle_rules::{read_pgn, Game, SplitMix64, Variant};
use std::path::PathBuf;
use std::time::Duration;

#[derive(Args)]
pub(crate) struct MatchArgs {
    /// An engine: name=N cmd=PATH [args="..."] [proto=uci|xboard]
    /// [depth=N] [nodes=N] (its own limits per move) [option.NAME=VALUE ...]
    /// [variant.ID=NAME ...] [ini=chess13440].
    /// cmd=self is this shuffle binary. Give two or more.
    /// (Each occurrence's words are read as one engine by `run`.)
    #[arg(long, required = true, num_args = 1.., action = clap::ArgAction::Append)]
    engine: Vec<String>,
    /// Variant id or alias.
    #[arg(long, value_parser = crate::parse_variant)]
    variant: Variant,
    /// Total games (pairs of games share an opening).
    #[arg(long, default_value_t = 2)]
    games: usize,
    /// Openings: random, all, N..M (numbers), a .epd file or a .pgn file.
    #[arg(long, default_value = "random")]
    starts: String,
    /// Random legal plies after each start (default: 0 in shuffle variants,
    /// 4 in fixed-setup ones so their games differ).
    #[arg(long)]
    opening_plies: Option<u32>,
    /// Seed for random openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Time control: [moves/]seconds[+increment], e.g. 40/60+0.5 or 10+0.1.
    #[arg(long, value_parser = parse_tc, conflicts_with_all = ["nodes", "depth"])]
    tc: Option<TimeControl>,
    /// Nodes per move instead of a clock.
    #[arg(long, conflicts_with = "depth")]
    nodes: Option<u64>,
    /// Depth per move instead of a clock.
    #[arg(long)]
    depth: Option<u32>,
    /// Milliseconds an engine may overrun its clock before it loses on time.
    #[arg(long, default_value_t = DEFAULT_MARGIN.as_millis() as u64)]
    margin: u64,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    concurrency: usize,
    /// Who plays whom with more than two engines.
    #[arg(long, value_enum, default_value_t = PairingArg::RoundRobin)]
    pairing: PairingArg,
    /// Stop on a decision: elo0=0 elo1=10 alpha=0.05 beta=0.05.
    #[arg(long, num_args = 1..)]
    sprt: Option<Vec<String>>,
    /// Resign adjudication: movecount=3 score=600.
    #[arg(long, num_args = 1..)]
    resign: Option<Vec<String>>,
    /// Draw adjudication: movenumber=40 movecount=8 score=10.
    #[arg(long, num_args = 1..)]
    draw: Option<Vec<String>>,
    /// PGN file the games are appended to.
    #[arg(long)]
    pgn: Option<PathBuf>,
    /// Continue a stopped run: skip the rounds already in --pgn.
    #[arg(long, requires = "pgn")]
    resume: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum PairingArg {
    RoundRobin,
    Gauntlet,
}

pub(crate) fn parse_tc(text: &str) -> Result<TimeControl, String> {
    let (moves, rest) = match text.split_once('/') {
        Some((m, rest)) => (
            Some(
                m.parse::<u32>()
                    .ok()
                    .filter(|m| *m > 0)
                    .ok_or(format!("'{m}' is not a number of moves"))?,
            ),
            rest,
        ),
        None => (None, text),
    };
    let (base, inc) = rest.split_once('+').unwrap_or((rest, "0"));
    let seconds = |t: &str| {
        t.parse::<f64>()
            .ok()
            .filter(|x| x.is_finite() && *x >= 0.0)
            .ok_or(format!("'{t}' is not a number of seconds"))
    };
    let base = seconds(base)?;
    if base <= 0.0 {
        return Err("the base time must be positive".into());
    }
    Ok(TimeControl {
        moves,
        base: Duration::from_secs_f64(base),
        increment: Duration::from_secs_f64(seconds(inc)?),
    })
}

/// `key=value` words as pairs.
fn pairs(words: &[String], what: &str) -> anyhow::Result<Vec<(String, String)>> {
    words
        .iter()
        .map(|w| {
            w.split_once('=')
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .with_context(|| format!("{what}: '{w}' is not key=value"))
        })
        .collect()
}

/// A positive per-move limit of `--engine` (`depth=N`, `nodes=N`).
fn limit<T: std::str::FromStr + Default + PartialOrd>(key: &str, value: &str) -> anyhow::Result<T> {
    match value.parse::<T>() {
        Ok(n) if n > T::default() => Ok(n),
        _ => bail!("--engine: {key}={value} is not a positive whole number"),
    }
}

/// The chess13440 definition for Fairy-Stockfish (`ini=chess13440`).
const CHESS13440_INI: &str = "[chess13440:chess]\namazon = g\nchancellor = m\narchbishop = c\npromotionPieceTypes = gmcqrbn\ncastlingRookPieces = rm\nchess960 = true\nstartFen = gqcbnmkr/pppppppp/8/8/8/8/PPPPPPPP/GQCBNMKR w HFhf - 0 1\n";

fn engine_spec(words: &[String], index: usize) -> anyhow::Result<EngineSpec> {
    let mut spec = EngineSpec {
        name: format!("engine{}", index + 1),
        command: String::new(),
        args: Vec::new(),
        protocol: Protocol::Uci,
        options: Vec::new(),
        variant_names: Vec::new(),
        depth: None,
        nodes: None,
    };
    for (key, value) in pairs(words, "--engine")? {
        match key.as_str() {
            "name" => spec.name = value,
            "cmd" if value == "self" => {
                spec.command = std::env::current_exe()?.display().to_string()
            }
            "cmd" => spec.command = value,
            "depth" => spec.depth = Some(limit(&key, &value)?),
            "nodes" => spec.nodes = Some(limit(&key, &value)?),
            "args" => spec.args = value.split_whitespace().map(String::from).collect(),
            "proto" => {
                spec.protocol = match value.as_str() {
                    "uci" => Protocol::Uci,
                    "xboard" | "cecp" => Protocol::Xboard,
                    other => bail!("--engine: proto '{other}' is not uci or xboard"),
                }
            }
            "ini" if value == "chess13440" => {
                let path = std::env::temp_dir()
                    .join(format!("shuffle-chess13440-{}.ini", std::process::id()));
                std::fs::write(&path, CHESS13440_INI)
                    .with_context(|| format!("cannot write {}", path.display()))?;
                spec.options
                    .insert(0, ("VariantPath".to_string(), path.display().to_string()));
            }
            _ => {
                if let Some(option) = key.strip_prefix("option.") {
                    spec.options.push((option.to_string(), value));
                } else if let Some(variant) = key.strip_prefix("variant.") {
                    spec.variant_names
                        .push((Variant::from_name(variant)?, value));
                } else {
                    bail!("--engine: unknown key '{key}' (name, cmd, args, proto, depth, nodes, option.X, variant.ID, ini)");
                }
            }
        }
    }
    if spec.command.is_empty() {
        bail!("--engine {}: cmd=PATH is missing", spec.name);
    }
    if spec.nodes.is_some() && spec.protocol == Protocol::Xboard {
        bail!(
            "--engine {}: XBoard has no node limit (nodes= is for UCI engines)",
            spec.name
        );
    }
    Ok(spec)
}

/// The openings `--starts` names.
fn openings(args: &MatchArgs) -> anyhow::Result<Vec<Game>> {
    let variant = args.variant;
    let count = variant.scheme().map_or(1, |s| s.count());
    let numbered = |n: u32| -> anyhow::Result<Game> {
        if variant.is_shuffle() {
            Ok(Game::from_start_number(variant, n, n)?)
        } else {
            Ok(Game::classic(variant)?)
        }
    };
    let mut rng = SplitMix64::new(args.seed);
    let mut starts: Vec<Game> = match args.starts.as_str() {
        "random" => (0..args.games.div_ceil(2).max(1))
            .map(|_| numbered(rng.below(u64::from(count)) as u32))
            .collect::<anyhow::Result<_>>()?,
        "all" => (0..count).map(numbered).collect::<anyhow::Result<_>>()?,
        text if text.ends_with(".epd") => crate::read_text(text)?
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|l| {
                Game::from_fen(variant, l.split(';').next().unwrap_or(l))
                    .map_err(anyhow::Error::from)
            })
            .collect::<anyhow::Result<_>>()?,
        text if text.ends_with(".pgn") => {
            let pgn = crate::read_text(text)?;
            read_pgn(&pgn)
                .into_iter()
                .map(|g| g.map(|g| g.game()).map_err(anyhow::Error::from))
                .collect::<anyhow::Result<_>>()?
        }
        range => {
            let (from, to) = range.split_once("..").with_context(|| {
                format!("--starts '{range}' is not random, all, N..M, a .epd or a .pgn file")
            })?;
            let (from, to): (u32, u32) = (from.parse()?, to.parse()?);
            (from..=to).map(numbered).collect::<anyhow::Result<_>>()?
        }
    };
    if starts.is_empty() {
        bail!("--starts {} gives no opening", args.starts);
    }
    let plies = args
        .opening_plies
        .unwrap_or(if variant.is_shuffle() { 0 } else { 4 });
    for game in &mut starts {
        for _ in 0..plies {
            let legal = game.position().legal_moves();
            if legal.is_empty() || game.outcome().is_some() {
                break;
            }
            game.play(legal[rng.below(legal.len() as u64) as usize])?;
        }
    }
    Ok(starts)
}

fn number(map: &[(String, String)], key: &str, default: f64) -> anyhow::Result<f64> {
    match map.iter().find(|(k, _)| k == key) {
        Some((_, v)) => v
            .parse()
            .with_context(|| format!("{key}={v} is not a number")),
        None => Ok(default),
    }
}

fn summary(standings: &Standings, engines: &[EngineSpec]) -> String {
    let t = standings.head_to_head;
    let mut text = format!("{} games", standings.finished);
    if engines.len() >= 2 && t.games() > 0 {
        text.push_str(&format!(
            ", {} vs {}: +{} ={} -{}",
            engines[0].name, engines[1].name, t.wins, t.draws, t.losses
        ));
        if let Some((elo, low, high)) = t.elo() {
            let bound = |x: f64| {
                if x.is_finite() {
                    format!("{x:+.0}")
                } else if x > 0.0 {
                    "+inf".into()
                } else {
                    "-inf".into()
                }
            };
            text.push_str(&format!(
                ", Elo {elo:+.1} (95%: {} to {})",
                bound(low),
                bound(high)
            ));
        }
        text.push_str(&format!(", LOS {:.1}%", t.los() * 100.0));
    }
    if let Some((llr, decision)) = standings.sprt {
        text.push_str(&format!(", LLR {llr:.2}"));
        match decision {
            SprtResult::AcceptH1 => text.push_str(" (H1 accepted)"),
            SprtResult::AcceptH0 => text.push_str(" (H0 accepted)"),
            SprtResult::Continue => {}
        }
    }
    text
}

/// Runs a match; `engine_groups` holds each `--engine` occurrence's words.
pub(crate) fn run(args: &MatchArgs, engine_groups: &[Vec<String>]) -> anyhow::Result<()> {
    debug_assert_eq!(
        engine_groups.iter().map(Vec::len).sum::<usize>(),
        args.engine.len()
    );
    let engines: Vec<EngineSpec> = engine_groups
        .iter()
        .enumerate()
        .map(|(i, w)| engine_spec(w, i))
        .collect::<anyhow::Result<_>>()?;
    if engines.len() < 2 {
        bail!("a match needs two or more --engine");
    }
    let limit = match (args.tc, args.nodes, args.depth) {
        (Some(tc), _, _) => MoveLimit::Clock(tc),
        (None, Some(n), _) => MoveLimit::Nodes(n),
        (None, None, Some(d)) => MoveLimit::Depth(d),
        (None, None, None) => bail!("give --tc, --nodes or --depth"),
    };
    let sprt = match &args.sprt {
        None => None,
        Some(words) => {
            let map = pairs(words, "--sprt")?;
            Some(Sprt {
                elo0: number(&map, "elo0", 0.0)?,
                elo1: number(&map, "elo1", 10.0)?,
                alpha: number(&map, "alpha", 0.05)?,
                beta: number(&map, "beta", 0.05)?,
            })
        }
    };
    let mut adjudication = Adjudication::default();
    if let Some(words) = &args.resign {
        let map = pairs(words, "--resign")?;
        adjudication.resign = Some((
            number(&map, "movecount", 3.0)? as u32,
            number(&map, "score", 600.0)? as i32,
        ));
    }
    if let Some(words) = &args.draw {
        let map = pairs(words, "--draw")?;
        adjudication.draw = Some((
            number(&map, "movenumber", 40.0)? as u32,
            number(&map, "movecount", 8.0)? as u32,
            number(&map, "score", 10.0)? as i32,
        ));
    }
    let config = MatchConfig {
        openings: openings(args)?,
        engines,
        games: args.games,
        limit,
        margin: Duration::from_millis(args.margin),
        concurrency: args.concurrency,
        pairing: match args.pairing {
            PairingArg::RoundRobin => Pairing::RoundRobin,
            PairingArg::Gauntlet => Pairing::Gauntlet,
        },
        adjudication,
        sprt,
        pgn: args.pgn.clone(),
        resume: args.resume,
        event: format!("shuffle match, {}", args.variant),
    };
    let bar = ProgressBar::new(config.games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games, ETA {eta} | {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let standings = run_match(&config, |s| {
        bar.set_position(s.finished as u64);
        bar.set_message(summary(s, &config.engines));
    })?;
    bar.finish_and_clear();
    println!("{}", summary(&standings, &config.engines));
    println!(
        "{:<24} {:>8} {:>6} {:>7} {:>6} {:>6}",
        "engine", "points", "games", "score", "depth", "knps"
    );
    for (i, engine) in config.engines.iter().enumerate() {
        let games = standings.played[i];
        let pct = if games > 0 {
            standings.points[i] / f64::from(games) * 100.0
        } else {
            0.0
        };
        let search = standings.search.get(i).copied().unwrap_or_default();
        let depth = search
            .mean_depth()
            .map_or("-".to_string(), |d| format!("{d:.1}"));
        let knps = search
            .nps()
            .map_or("-".to_string(), |n| format!("{:.0}", n / 1000.0));
        println!(
            "{:<24} {:>8.1} {:>6} {:>6.1}% {depth:>6} {knps:>6}",
            engine.name, standings.points[i], games, pct
        );
    }
    if standings.failures > 0 {
        println!(
            "{} games lost by a failure (crash, hang, time, illegal move): see the PGN",
            standings.failures
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(words: &str) -> anyhow::Result<EngineSpec> {
        let words: Vec<String> = words.split_whitespace().map(String::from).collect();
        engine_spec(&words, 0)
    }

    #[test]
    fn an_engine_takes_its_own_depth_and_node_limits() -> anyhow::Result<()> {
        let deep = spec("name=deep cmd=x depth=13")?;
        assert_eq!((deep.depth, deep.nodes), (Some(13), None));
        let counted = spec("name=counted cmd=x nodes=20000")?;
        assert_eq!((counted.depth, counted.nodes), (None, Some(20_000)));
        Ok(())
    }

    #[test]
    fn bad_limits_are_refused_with_the_reason() {
        for (words, says) in [
            ("cmd=x depth=0", "depth=0 is not a positive whole number"),
            (
                "cmd=x depth=deep",
                "depth=deep is not a positive whole number",
            ),
            ("cmd=x nodes=-5", "nodes=-5 is not a positive whole number"),
            ("cmd=x proto=xboard nodes=100", "XBoard has no node limit"),
        ] {
            let error = spec(words).err().map(|e| e.to_string()).unwrap_or_default();
            assert!(error.contains(says), "{words}: {error}");
        }
    }
}
