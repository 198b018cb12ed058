//! `shuffle tune`: Texel-tune the evaluation's weights on PGN games and
//! write them as a new `weights.rs`.

use crate::read_text;
use anyhow::Context;
use clap::Args;
use shuffle_rules::{read_pgn, PgnGame};
use shuffle_search::evaluate::{self, terms, Weight, WEIGHTS};
use shuffle_search::tune;
use std::io::Write;
use std::path::PathBuf;

#[derive(Args)]
pub(crate) struct TuneArgs {
    /// PGN files of games with results (e.g. from `shuffle match`).
    #[arg(required = true)]
    pgn: Vec<PathBuf>,
    /// Full-batch optimiser steps.
    #[arg(long, default_value_t = 2000)]
    epochs: usize,
    /// Step size in centipawns.
    #[arg(long, default_value_t = 0.5)]
    rate: f64,
    /// Pull towards the starting weights: this times the squared distance
    /// in centipawns is added to the mean squared error.
    #[arg(long, default_value_t = 1e-7)]
    l2: f64,
    /// The same pull for the king-danger weights.
    #[arg(long, default_value_t = 1e-7)]
    danger_l2: f64,
    /// The same pull for the piece-square weights by square.
    #[arg(long, default_value_t = 1e-7)]
    square_l2: f64,
    /// Share of the target that is the scoring engine's view of the
    /// position rather than the game's result, for positions whose move
    /// carries a score comment (`+0.35/4`, as Cute Chess and
    /// scripts/annotate_scores.py write them). The held-out loss stays
    /// against results alone.
    #[arg(long, default_value_t = 0.0)]
    score_weight: f64,
    /// Take from each score comment its file's side-to-move bias: the
    /// mean of consecutive plies' scores, each from its mover's side,
    /// which a fair scorer keeps near zero. Without it the tempo weight
    /// learns the scorer's bias.
    #[arg(long)]
    debias: bool,
    /// Every Nth game is held out to measure the fit on unseen games.
    #[arg(long, default_value_t = 10)]
    hold_out: usize,
    /// Start from the weights in this file (a weights.rs as the tuner
    /// writes it) instead of the engine's own, e.g. to reproduce a fit.
    #[arg(long)]
    from: Option<PathBuf>,
    /// Where to write the new weights file (Rust source); standard output
    /// if not given. The engine's own is crates/search/src/weights.rs.
    #[arg(long)]
    out: Option<PathBuf>,
}

pub(crate) fn run(args: &TuneArgs) -> anyhow::Result<()> {
    anyhow::ensure!(args.hold_out >= 2, "--hold-out must be at least 2");
    anyhow::ensure!(
        (0.0..=1.0).contains(&args.score_weight),
        "--score-weight must be from 0 to 1"
    );
    // Each game with the index of its file.
    let mut games = Vec::new();
    let mut unreadable = 0;
    for (file, path) in args.pgn.iter().enumerate() {
        for game in read_pgn(&read_text(path)?) {
            match game {
                Ok(game) => games.push((file, game)),
                Err(_) => unreadable += 1,
            }
        }
    }
    eprintln!("{} games read ({unreadable} unreadable)", games.len());
    let biases: Vec<f64> = (0..args.pgn.len())
        .map(|file| {
            let of_file = games.iter().filter(|(f, _)| *f == file);
            let (bias, pairs) = tune::side_to_move_bias(of_file.map(|(_, game)| game));
            eprintln!(
                "{}: scores favour the side to move by {bias:.1} cp on {pairs} pairs",
                args.pgn[file].display()
            );
            if args.debias {
                bias
            } else {
                0.0
            }
        })
        .collect();
    let mut tables = match &args.from {
        Some(path) => tune::parse_weights_source(&read_text(path)?)
            .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?,
        None => WEIGHTS.to_vec(),
    };
    let mut fits = Vec::new();
    for (table, weights) in tables.iter_mut().enumerate() {
        let of_table: Vec<_> = games
            .iter()
            .filter(|(_, game)| evaluate::table(game.start.variant().files()) == table)
            .collect();
        fits.push(fit_table(args, table, &of_table, &biases, weights));
    }
    anyhow::ensure!(
        fits.iter().any(Option::is_some),
        "no quiet positions from games with a result"
    );
    let mut provenance = format!(
        "Tuned with {} epochs, rate {}, l2 {}, danger l2 {}, square l2 {}, score weight {}{}; \
         every {}th game of each board width held out.",
        args.epochs,
        args.rate,
        args.l2,
        args.danger_l2,
        args.square_l2,
        args.score_weight,
        if args.debias {
            ", scores less their file's side-to-move bias"
        } else {
            ""
        },
        args.hold_out
    );
    for (table, fit) in fits.iter().enumerate() {
        let fit = fit
            .as_deref()
            .unwrap_or("no games; the weights it started from.");
        provenance.push_str(&format!("\n{}: {fit}", tune::table_name(table)));
    }
    eprintln!("{provenance}");
    let source = tune::weights_source(&tables, &provenance);
    match &args.out {
        Some(path) => std::fs::write(path, source)
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => std::io::stdout().lock().write_all(source.as_bytes())?,
    }
    Ok(())
}

/// Fits the table `table` of `weights` on `games` (with their files'
/// indices), all of that table's board width, with each file's score bias
/// in `biases`, and says on what and how well; `None` if they give no
/// position to fit on.
fn fit_table(
    args: &TuneArgs,
    table: usize,
    games: &[&(usize, PgnGame)],
    biases: &[f64],
    weights: &mut [Weight; terms::COUNT],
) -> Option<String> {
    let (train_games, held_games): (Vec<_>, Vec<_>) = games
        .iter()
        .map(|&&(file, ref game)| (game, biases[file]))
        .enumerate()
        .partition(|(i, _)| (i + 1) % args.hold_out != 0);
    let (mut train, train_used) =
        tune::samples_of_games(train_games.into_iter().map(|(_, game)| game));
    let (held, held_used) = tune::samples_of_games(held_games.into_iter().map(|(_, game)| game));
    let name = tune::table_name(table);
    eprintln!(
        "{name}: {} positions from {train_used} games to tune on, {} from {held_used} held out",
        train.len(),
        held.len()
    );
    if train.is_empty() {
        return None;
    }
    let mut floats = tune::to_floats(weights);
    let k = tune::fit_k(&train, &floats);
    let scored = tune::blend_scores(&mut train, k, args.score_weight);
    eprintln!(
        "{scored} of {} positions to tune on have an engine's score",
        train.len()
    );
    let losses = |weights: &[[f64; 2]]| {
        (
            tune::loss(&train, weights, k),
            tune::loss(&held, weights, k),
        )
    };
    let (train_before, held_before) = losses(&floats);
    eprintln!("K = {k:.4}; loss {train_before:.6}, held out {held_before:.6}");
    tune::optimise(
        &train,
        &mut floats,
        k,
        tune::Settings {
            epochs: args.epochs,
            rate: args.rate,
            l2: args.l2,
            danger_l2: args.danger_l2,
            square_l2: args.square_l2,
        },
        |epoch, weights| {
            let (train, held) = losses(weights);
            eprintln!("epoch {epoch}: loss {train:.6}, held out {held:.6}");
        },
    );
    let tuned = tune::to_weights(&floats);
    let (train_after, held_after) = losses(&tune::to_floats(&tuned));
    weights.copy_from_slice(&tuned);
    // The games stand in their files' order.
    let mut indices: Vec<usize> = games.iter().map(|(file, _)| *file).collect();
    indices.dedup();
    let files: Vec<String> = indices
        .iter()
        .map(|&file| {
            let path = &args.pgn[file];
            let name = match path.file_name() {
                Some(name) => name.to_string_lossy().into_owned(),
                None => path.display().to_string(),
            };
            if args.debias {
                format!("{name} (bias {:.1} cp)", biases[file])
            } else {
                name
            }
        })
        .collect();
    Some(format!(
        "{} positions from {train_used} games of {} ({scored} scored), K = {k:.4}:\n\
         loss {train_before:.6} -> {train_after:.6}, on {} positions of {held_used} held-out games {held_before:.6} -> {held_after:.6}.",
        train.len(),
        files.join(", "),
        held.len(),
    ))
}
