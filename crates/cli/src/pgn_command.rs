//! `shuffle pgn check` and `shuffle pgn convert`.

use crate::read_text;
use clap::{Args, Subcommand, ValueEnum};
use shuffle_rules::{read_pgn, PgnGame};
use std::io::Write;
use std::path::PathBuf;

#[derive(Subcommand)]
pub(crate) enum PgnCommand {
    /// Validate a PGN file: every game read, every error located.
    Check {
        /// The PGN file.
        file: PathBuf,
    },
    /// Re-emit the games' main lines as UCI or SAN moves.
    Convert(ConvertArgs),
}

#[derive(Args)]
pub(crate) struct ConvertArgs {
    /// The PGN file.
    file: PathBuf,
    /// The notation to write.
    #[arg(long, value_enum)]
    to: Notation,
}

#[derive(Clone, Copy, ValueEnum)]
enum Notation {
    /// One game a line as a UCI command: `position fen <start> moves <uci>...`
    /// (the start is kept, as a shuffle game needs it).
    Uci,
    /// PGN with SAN moves, as Shuffle writes it.
    San,
}

pub(crate) fn run(command: &PgnCommand) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    match command {
        PgnCommand::Check { file } => {
            let games = read_pgn(&read_text(file)?);
            let errors: Vec<String> = games
                .iter()
                .filter_map(|g| g.as_ref().err())
                .map(ToString::to_string)
                .collect();
            for error in &errors {
                writeln!(out, "{}:{error}", file.display())?;
            }
            writeln!(out, "{} games, {} errors", games.len(), errors.len())?;
            if errors.is_empty() {
                Ok(())
            } else {
                Err(anyhow::anyhow!(
                    "{} of {} games in {} have errors",
                    errors.len(),
                    games.len(),
                    file.display()
                ))
            }
        }
        PgnCommand::Convert(args) => {
            let mut errors = 0;
            for game in read_pgn(&read_text(&args.file)?) {
                match game {
                    Ok(game) => write!(out, "{}", convert(&game, args.to))?,
                    Err(e) => {
                        errors += 1;
                        eprintln!("{}:{e}", args.file.display());
                    }
                }
            }
            if errors > 0 {
                anyhow::bail!("{errors} games could not be read and were left out");
            }
            Ok(())
        }
    }
}

fn convert(game: &PgnGame, to: Notation) -> String {
    match to {
        Notation::San => game.to_pgn(),
        Notation::Uci => {
            let replayed = game.game();
            let mut pos = game.start.clone();
            let mut words = Vec::new();
            for &mv in replayed.moves() {
                words.push(pos.uci(mv));
                pos = pos.play_unchecked(mv);
            }
            format!(
                "position fen {} moves {}\n",
                game.start.fen(),
                words.join(" ")
            )
        }
    }
}
