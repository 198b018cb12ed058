//! A position of any variant, its board chosen once at run time. Commands
//! dispatch here once and then run generic code on the concrete board.

use crate::fen::FenError;
use crate::geometry::{Board10, Board8};
use crate::moves::{Move, MoveList};
use crate::perft;
use crate::position::Position;
use crate::san::SanError;
use crate::start_position::StartPositionError;
use crate::uci_move::{UciMove, UciMoveError};
use crate::variant::Variant;

/// A position on an 8x8 or a 10x8 board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyPosition {
    /// chess, chess960, chess13440.
    Eight(Position<Board8>),
    /// capablanca*, consulchess*.
    Ten(Position<Board10>),
}

/// Runs `$body` with `$p` bound to the concrete position.
#[macro_export]
macro_rules! with_position {
    ($any:expr, $p:ident => $body:expr) => {
        match $any {
            $crate::AnyPosition::Eight($p) => $body,
            $crate::AnyPosition::Ten($p) => $body,
        }
    };
}

/// Why a start position cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    /// The number is not a setup of the scheme.
    #[error(transparent)]
    Number(#[from] StartPositionError),
    /// A fixed-setup variant given another number.
    #[error("{variant} has one setup, number {classic} of the {family} scheme; use {family} for other numbers")]
    FixedSetup {
        /// The variant.
        variant: Variant,
        /// Its setup's number.
        classic: u32,
        /// The shuffle variant with the scheme.
        family: Variant,
    },
    /// chess13440 has no classic setup to default to.
    #[error("{0} has no standard setup: give a start number")]
    NoClassicSetup(Variant),
}

impl AnyPosition {
    /// Reads a FEN of `variant`.
    ///
    /// # Errors
    /// [`FenError`] for bad text or an impossible position.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        Ok(match variant.files() {
            8 => AnyPosition::Eight(Position::from_fen(variant, fen)?),
            _ => AnyPosition::Ten(Position::from_fen(variant, fen)?),
        })
    }

    /// The start position with White's setup `white` and Black's `black`
    /// (equal unless asymmetric), numbered in the variant's scheme.
    ///
    /// # Errors
    /// [`StartError`] for a number outside the scheme, or any number but the
    /// classic one in a fixed-setup variant.
    pub fn start(variant: Variant, white: u32, black: u32) -> Result<Self, StartError> {
        Self::from_fen(variant, &start_fen(variant, white, black)?)
            .map_err(|e| unreachable!("start positions are valid: {e}"))
    }

    /// The variant's standard start position (its classic setup).
    ///
    /// # Errors
    /// [`StartError::NoClassicSetup`] for chess13440.
    pub fn classic(variant: Variant) -> Result<Self, StartError> {
        let n = variant
            .classic_number()
            .ok_or(StartError::NoClassicSetup(variant))?;
        Self::start(variant, n, n)
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        with_position!(self, p => p.variant())
    }
    /// The FEN.
    pub fn fen(&self) -> String {
        with_position!(self, p => p.fen())
    }
    /// The Zobrist hash.
    pub fn hash(&self) -> u64 {
        with_position!(self, p => p.hash())
    }
    /// Every legal move in UCI text, in generation order.
    pub fn legal_uci(&self) -> Vec<String> {
        with_position!(self, p => p.legal_moves().iter().map(|&m| p.uci(m)).collect())
    }
    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        with_position!(self, p => p.legal_moves())
    }
    /// The move in UCI text (castling as the variant writes it).
    pub fn uci(&self, mv: Move) -> String {
        with_position!(self, p => p.uci(mv))
    }
    /// The move in UCI text with the given castling notation.
    pub fn uci_with(&self, mv: Move, notation: crate::CastlingNotation) -> String {
        with_position!(self, p => p.uci_with(mv, notation))
    }
    /// The move in SAN.
    pub fn san(&self, mv: Move) -> String {
        with_position!(self, p => p.san(mv))
    }
    /// The legal move named by UCI text.
    ///
    /// # Errors
    /// [`UciMoveError`] for malformed text or an illegal move.
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciMoveError> {
        let parsed: UciMove = text.parse()?;
        with_position!(self, p => parsed.to_move(p))
    }
    /// The legal move named by SAN text.
    ///
    /// # Errors
    /// [`SanError`] when no legal move, or more than one, matches.
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        with_position!(self, p => p.parse_san(text))
    }
    /// The position after `mv`, which must be one of [`AnyPosition::legal_moves`].
    #[must_use]
    pub fn play_unchecked(&self, mv: Move) -> Self {
        match self {
            AnyPosition::Eight(p) => AnyPosition::Eight(p.play_unchecked(mv)),
            AnyPosition::Ten(p) => AnyPosition::Ten(p.play_unchecked(mv)),
        }
    }
    /// The move number (from 1, incremented after Black moves).
    pub fn fullmove_number(&self) -> u32 {
        with_position!(self, p => p.fullmove_number())
    }
    /// The side to move.
    pub fn turn(&self) -> crate::Color {
        with_position!(self, p => p.turn())
    }
    /// Plays a move given in UCI text.
    ///
    /// # Errors
    /// [`UciMoveError`] for malformed text or an illegal move.
    pub fn play_uci(&self, text: &str) -> Result<Self, UciMoveError> {
        Ok(match self {
            AnyPosition::Eight(p) => AnyPosition::Eight(p.play_uci(text)?),
            AnyPosition::Ten(p) => AnyPosition::Ten(p.play_uci(text)?),
        })
    }
    /// perft(depth).
    pub fn perft(&self, depth: u32) -> u64 {
        with_position!(self, p => perft::perft(p, depth))
    }
    /// perft(depth - 1) below each legal move, as UCI text.
    pub fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        with_position!(self, p => perft::divide(p, depth).into_iter().map(|(m, n)| (p.uci(m), n)).collect())
    }
    /// A board diagram with coordinates, White at the bottom.
    pub fn diagram(&self) -> String {
        with_position!(self, p => p.diagram())
    }
    /// A board diagram with coordinates, `side` at the bottom.
    pub fn diagram_for(&self, side: crate::Color) -> String {
        with_position!(self, p => p.diagram_for(side))
    }
    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        with_position!(self, p => p.is_check())
    }
}

/// The FEN of the start position with White's setup `white` and Black's
/// `black` in the variant's scheme, all castling rights given.
///
/// # Errors
/// As [`AnyPosition::start`].
pub fn start_fen(variant: Variant, white: u32, black: u32) -> Result<String, StartError> {
    let scheme = variant
        .scheme()
        .ok_or(StartError::NoClassicSetup(variant))?;
    if let (false, Some(classic)) = (variant.is_shuffle(), variant.classic_number()) {
        if white != classic || black != classic {
            return Err(StartError::FixedSetup {
                variant,
                classic,
                family: variant.shuffle_family(),
            });
        }
    }
    let files = variant.files() as usize;
    let rank_text = |number: u32, upper: bool| -> Result<(String, String), StartError> {
        let rank = scheme.back_rank(u64::from(number))?;
        let mut pieces = String::new();
        let mut castling = String::new();
        for (file, &role) in rank.iter().enumerate().rev() {
            if variant.is_castling_partner(role) {
                castling.push((b'a' + file as u8) as char);
            }
        }
        for &role in &rank {
            pieces.push(variant.letter(role).unwrap_or('?'));
        }
        if upper {
            Ok((pieces, castling.to_ascii_uppercase()))
        } else {
            Ok((pieces.to_ascii_lowercase(), castling))
        }
    };
    let (white_rank, white_castling) = rank_text(white, true)?;
    let (black_rank, black_castling) = rank_text(black, false)?;
    let pawns = "p".repeat(files);
    let empty = files.to_string();
    Ok(format!(
        "{black_rank}/{pawns}/{empty}/{empty}/{empty}/{empty}/{}/{white_rank} w {white_castling}{black_castling} - 0 1",
        pawns.to_ascii_uppercase()
    ))
}
