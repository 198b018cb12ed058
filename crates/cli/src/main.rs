//! `shuffle`: the command-line face of Shuffle.

mod match_command;
mod moves_command;
mod perft_command;
mod pgn_command;
mod play_command;
mod serve_command;
mod startpos_command;
mod survey_command;
mod survey_report;
mod tune_command;
mod variants_command;

use anyhow::Context;
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use shuffle_rules::Variant;
use std::io::Write;
use std::process::ExitCode;

/// Engine and toolkit for shuffle-start chess variants. Without a command
/// it speaks UCI, or XBoard if the first line is `xboard`, on standard
/// input and output, as GUIs start engines.
#[derive(Parser)]
#[command(name = "shuffle", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Speak UCI on standard input and output.
    Uci,
    /// Speak XBoard (CECP) on standard input and output.
    Xboard,
    /// Count the leaves of the legal-move tree (bulk-counted perft).
    Perft(perft_command::PerftArgs),
    /// Show a numbered start position, or find the number of a setup.
    Startpos(startpos_command::StartposArgs),
    /// List the variants, their aliases, boards and piece letters.
    Variants,
    /// List the legal moves of a position, `<uci> <san>` a line.
    Moves(moves_command::MovesArgs),
    /// Search fixed positions of every variant to a fixed depth; prints
    /// `<nodes> nodes <nps> nps` last (the node count is the search's signature).
    Bench {
        /// Depth.
        #[arg(default_value_t = shuffle_search::BENCH_DEPTH)]
        depth: u32,
    },
    /// Play engine-vs-engine games: clocks, adjudication, PGN, Elo, SPRT.
    Match(match_command::MatchArgs),
    /// Play a game against the engine in the terminal.
    Play(play_command::PlayArgs),
    /// Evaluate start positions of a shuffle variant (run, merge).
    #[command(subcommand)]
    Survey(survey_command::SurveyCommand),
    /// Check or convert PGN files.
    #[command(subcommand)]
    Pgn(pgn_command::PgnCommand),
    /// Serve the web app: play and analyse in the browser.
    Serve(serve_command::ServeArgs),
    /// Tune the evaluation's weights on games (Texel tuning); writes weights.rs.
    Tune(tune_command::TuneArgs),
}

/// The text of the file at `path`; the error names the file.
pub(crate) fn read_text(path: impl AsRef<std::path::Path>) -> anyhow::Result<String> {
    let path = path.as_ref();
    std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))
}

/// Parses a variant id or alias for clap.
pub(crate) fn parse_variant(name: &str) -> Result<Variant, String> {
    Variant::from_name(name).map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    let matches = Cli::command().get_matches();
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let result = match cli.command {
        // No command: the GUI's first line says which protocol it speaks.
        None => {
            shuffle_protocol::run_auto(std::io::stdin().lock(), std::io::stdout());
            Ok(())
        }
        Some(Command::Uci) => {
            shuffle_protocol::run_uci(std::io::stdin().lock(), std::io::stdout());
            Ok(())
        }
        Some(Command::Xboard) => {
            shuffle_protocol::run_xboard(std::io::stdin().lock(), std::io::stdout());
            Ok(())
        }
        Some(Command::Perft(args)) => perft_command::run(&args),
        Some(Command::Startpos(args)) => startpos_command::run(&args),
        Some(Command::Moves(args)) => moves_command::run(&args),
        Some(Command::Play(args)) => play_command::run(&args),
        Some(Command::Survey(command)) => survey_command::run(&command),
        Some(Command::Serve(args)) => serve_command::run(&args),
        Some(Command::Tune(args)) => tune_command::run(&args),
        Some(Command::Match(args)) => {
            // The derive flattens --engine's words; its occurrences group them.
            let groups: Vec<Vec<String>> = matches
                .subcommand_matches("match")
                .and_then(|m| m.get_occurrences::<String>("engine"))
                .map(|occurrences| occurrences.map(|words| words.cloned().collect()).collect())
                .unwrap_or_default();
            match_command::run(&args, &groups)
        }
        Some(Command::Pgn(command)) => pgn_command::run(&command),
        Some(Command::Bench { depth }) => {
            let report = shuffle_search::bench(depth);
            eprintln!(
                "{} positions, depth {depth}, {:.2} s",
                report.positions,
                report.elapsed.as_secs_f64()
            );
            println!("{} nodes {} nps", report.nodes, report.nps());
            Ok(())
        }
        Some(Command::Variants) => std::io::stdout()
            .write_all(variants_command::table().as_bytes())
            .map_err(Into::into),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader stopped early (`shuffle moves ... | head`): not an error.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Whether `error` is a write to a pipe whose reader has gone.
fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error
        .downcast_ref::<std::io::Error>()
        .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
}
