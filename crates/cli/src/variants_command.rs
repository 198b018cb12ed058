//! `shuffle variants`.

use shuffle_rules::{CastlingStyle, Variant};
use std::fmt::Write as _;

/// The table printed by `shuffle variants`.
pub(crate) fn table() -> String {
    let mut out = String::new();
    for v in Variant::ALL {
        let aliases = if v.aliases().is_empty() {
            "-".to_string()
        } else {
            v.aliases().join(", ")
        };
        let pieces: Vec<String> = v
            .pieces()
            .iter()
            .map(|&(r, c)| format!("{c}={}", v.piece_name(r)))
            .collect();
        let castling = match v.castling_style() {
            CastlingStyle::Standard => "chess960-style",
            CastlingStyle::Free {
                king_may_land_on_corner: true,
            } => "free (king may land in the corner)",
            CastlingStyle::Free {
                king_may_land_on_corner: false,
            } => "free (not into the corner)",
        };
        let setups = if v.is_shuffle() {
            format!("{} numbered setups", v.scheme().map_or(0, |s| s.count()))
        } else {
            format!(
                "fixed setup (number {} of {})",
                v.classic_number().unwrap_or(0),
                v.shuffle_family()
            )
        };
        let _ = writeln!(
            out,
            "{:<16} {}x8  K P {}  castling: {castling}; {setups}; aliases: {aliases}",
            v.id(),
            v.files(),
            pieces.join(" ")
        );
    }
    out
}
