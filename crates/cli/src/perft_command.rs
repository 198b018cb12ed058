//! `shuffle perft`.

use anyhow::Context;
use clap::Args;
use shuffle_rules::{AnyPosition, Variant};
use std::io::Write;
use std::time::Instant;

#[derive(Args)]
pub(crate) struct PerftArgs {
    /// Variant id or alias (see `shuffle variants`).
    #[arg(value_parser = crate::parse_variant)]
    variant: Variant,
    /// Depth in plies.
    depth: u32,
    /// Start from this FEN.
    #[arg(long, conflicts_with = "start")]
    fen: Option<String>,
    /// Start from this numbered start position.
    #[arg(long)]
    start: Option<u32>,
    /// First print `<uci-move>: <count>` for every root move.
    #[arg(long)]
    divide: bool,
}

/// The position a command starts from: `--fen`, `--start N`, or the
/// variant's classic setup.
pub(crate) fn position(
    variant: Variant,
    fen: Option<&str>,
    start: Option<u32>,
) -> anyhow::Result<AnyPosition> {
    Ok(match (fen, start) {
        (Some(fen), _) => AnyPosition::from_fen(variant, fen)?,
        (None, Some(n)) => AnyPosition::start(variant, n, n)?,
        (None, None) => AnyPosition::classic(variant)
            .with_context(|| format!("no --fen or --start given for {variant}"))?,
    })
}

pub(crate) fn run(args: &PerftArgs) -> anyhow::Result<()> {
    let pos = position(args.variant, args.fen.as_deref(), args.start)?;
    let started = Instant::now();
    let mut out = std::io::stdout().lock();
    let nodes = if args.divide && args.depth > 0 {
        let mut lines = pos.divide(args.depth);
        lines.sort();
        for (mv, count) in &lines {
            writeln!(out, "{mv}: {count}")?;
        }
        writeln!(out)?;
        lines.iter().map(|(_, n)| n).sum()
    } else {
        pos.perft(args.depth)
    };
    let seconds = started.elapsed().as_secs_f64();
    eprintln!(
        "time {:.3} s, {:.1} Mnps",
        seconds,
        nodes as f64 / seconds.max(1e-9) / 1e6
    );
    writeln!(out, "Nodes searched: {nodes}")?;
    Ok(())
}
