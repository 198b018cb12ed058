//! `shuffle moves`: the legal moves of a position in UCI and SAN.

use crate::perft_command::position;
use clap::Args;
use shuffle_rules::Variant;
use std::io::Write;

#[derive(Args)]
pub(crate) struct MovesArgs {
    /// Variant id or alias (see `shuffle variants`).
    #[arg(value_parser = crate::parse_variant)]
    variant: Variant,
    /// Start from this FEN.
    #[arg(long, conflicts_with = "start")]
    fen: Option<String>,
    /// Start from this numbered start position.
    #[arg(long)]
    start: Option<u32>,
    /// Moves to play first, each in UCI or SAN.
    #[arg(long, num_args = 1..)]
    moves: Vec<String>,
}

pub(crate) fn run(args: &MovesArgs) -> anyhow::Result<()> {
    let mut pos = position(args.variant, args.fen.as_deref(), args.start)?;
    for (i, text) in args.moves.iter().enumerate() {
        let mv = pos
            .parse_uci(text)
            .or_else(|uci_error| {
                pos.parse_san(text)
                    .map_err(|san_error| (uci_error, san_error))
            })
            .map_err(|(uci, san)| {
                anyhow::anyhow!(
                    "move {} '{text}': {}",
                    i + 1,
                    if text.chars().nth(1).is_some_and(|c| c.is_ascii_digit()) && text.len() >= 4 {
                        uci.to_string()
                    } else {
                        san.to_string()
                    }
                )
            })?;
        pos = pos.play_unchecked(mv);
    }
    let legal = pos.legal_moves();
    let mut lines: Vec<(String, String)> =
        legal.iter().map(|&m| (pos.uci(m), pos.san(m))).collect();
    lines.sort();
    let mut out = std::io::stdout().lock();
    for (uci, san) in lines {
        writeln!(out, "{uci} {san}")?;
    }
    Ok(())
}
