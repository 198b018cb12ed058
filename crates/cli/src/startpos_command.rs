//! `shuffle startpos`.

use anyhow::{bail, Context};
use clap::Args;
use shuffle_rules::{consulchess42k_from_dice, AnyPosition, Color, Role, SplitMix64, Variant};

#[derive(Args)]
pub(crate) struct StartposArgs {
    /// Variant id or alias (see `shuffle variants`).
    #[arg(value_parser = crate::parse_variant)]
    variant: Variant,
    /// The start position's number.
    #[arg(conflicts_with_all = ["random", "dice", "fen", "white"])]
    number: Option<u32>,
    /// Draw a number at random.
    #[arg(long, conflicts_with_all = ["dice", "fen", "white"])]
    random: bool,
    /// Seed for --random (the same seed draws the same number).
    #[arg(long, requires = "random")]
    seed: Option<u64>,
    /// consulchess42k: the seven dice rolls, e.g. 3,1,8,2,6,4,1.
    #[arg(long, value_delimiter = ',', num_args = 1.., conflicts_with_all = ["fen", "white"])]
    dice: Option<Vec<u8>>,
    /// Find the number of this setup: a FEN, or White's back rank (e.g. RNABQKBCNR).
    #[arg(long, conflicts_with = "white")]
    fen: Option<String>,
    /// Asymmetric setup: White's number (with --black).
    #[arg(long, requires = "black")]
    white: Option<u32>,
    /// Asymmetric setup: Black's number (with --white).
    #[arg(long, requires = "white")]
    black: Option<u32>,
}

pub(crate) fn run(args: &StartposArgs) -> anyhow::Result<()> {
    let variant = args.variant;
    let (white, black) = if let Some(fen) = &args.fen {
        numbers_of_setup(variant, fen)?
    } else if let Some(rolls) = &args.dice {
        if variant != Variant::Consulchess42k {
            bail!("--dice sets up consulchess42k positions, not {variant}");
        }
        let n = consulchess42k_from_dice(rolls)?;
        (n, n)
    } else if args.random {
        if !variant.is_shuffle() {
            bail!(
                "{variant} has one setup; draw from {} instead",
                variant.shuffle_family()
            );
        }
        let seed = args.seed.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64)
        });
        let count = variant.scheme().map_or(1, |s| s.count());
        let n = SplitMix64::new(seed).below(u64::from(count)) as u32;
        println!("Seed: {seed}");
        (n, n)
    } else if let (Some(w), Some(b)) = (args.white, args.black) {
        if variant != Variant::Consulchess42k {
            bail!("asymmetric setups (--white/--black) are a consulchess42k option");
        }
        (w, b)
    } else if let Some(n) = args.number {
        (n, n)
    } else {
        let n = variant.classic_number().with_context(|| {
            format!("{variant} has no standard setup: give a number, --random or --fen")
        })?;
        (n, n)
    };
    let pos = AnyPosition::start(variant, white, black)?;
    if white == black {
        println!("Number: {white}");
    } else {
        println!("Number: White {white}, Black {black}");
    }
    println!("FEN: {}", pos.fen());
    print!("{}", pos.diagram());
    Ok(())
}

/// The numbers of White's and Black's setups in a FEN or a back rank.
fn numbers_of_setup(variant: Variant, text: &str) -> anyhow::Result<(u32, u32)> {
    let scheme = variant
        .scheme()
        .context("variant has no numbering scheme")?;
    if !text.contains('/') {
        let rank = scheme.parse_back_rank(text.trim())?;
        let n = scheme.number(&rank)?;
        return Ok((n, n));
    }
    let pos = AnyPosition::from_fen(variant, text)?;
    let rank_of = |color: Color| -> Vec<Role> {
        let rank = match color {
            Color::White => 0,
            Color::Black => 7,
        };
        let board = pos.fen();
        let rows: Vec<&str> = board.split(' ').next().unwrap_or("").split('/').collect();
        let row = rows.get(7 - rank).copied().unwrap_or("");
        expand(variant, row)
    };
    let white = scheme
        .number(&rank_of(Color::White))
        .context("White's back rank is not a start setup")?;
    let black = scheme
        .number(&rank_of(Color::Black))
        .context("Black's back rank is not a start setup")?;
    Ok((white, black))
}

/// A FEN rank expanded to roles, `Pawn` standing for an empty square (which
/// no scheme accepts on a back rank).
fn expand(variant: Variant, row: &str) -> Vec<Role> {
    let mut roles = Vec::new();
    let mut digits = String::new();
    for c in row.chars().chain(std::iter::once('/')) {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let empty: usize = digits.parse().unwrap_or(0);
        roles.extend(std::iter::repeat_n(Role::Pawn, empty));
        digits.clear();
        if let Some(role) = variant.role(c) {
            roles.push(role);
        }
    }
    roles
}
