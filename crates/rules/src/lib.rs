//! The rules of Shuffle's variants (RULES.md): chess, chess960, capablanca,
//! capablanca84000, consulchess, consulchess42k and chess13440.
//!
//! Text becomes a [`Setup`] (syntax), a setup becomes a [`Position`]
//! (validated); positions generate legal moves and play them by copy-make.
//! The board size is a type parameter ([`Board8`] on `u64`, [`Board10`] on
//! `u128`); [`AnyPosition`] picks it once at run time.
//!
//! ```
//! use shuffle_rules::{AnyPosition, Variant};
//! let pos = AnyPosition::start(Variant::Capablanca84000, 45666, 45666).unwrap();
//! assert!(pos.fen().starts_with("rnabqkbcnr/"));
//! assert_eq!(pos.perft(2), 784);
//! ```

#![warn(missing_docs)]

mod any_position;
mod diagram;
mod fen;
mod game;
mod geometry;
mod movegen;
mod moves;
mod perft;
mod pgn;
mod piece;
mod position;
mod san;
mod start_position;
mod uci_move;
mod variant;
mod zobrist;

pub use any_position::{start_fen, AnyPosition, StartError};
pub use fen::{CastlingToken, FenError, FenSyntaxError, PositionError, Setup};
pub use game::{DrawReason, Game, GameError, Outcome, WinReason};
pub use geometry::{compound_attacks, Bitboard, Board10, Board8, Geometry, Square, Squares};
pub use moves::{Move, MoveKind, MoveList, MAX_MOVES};
pub use perft::{divide, perft};
pub use pgn::{
    pgn_date, read_pgn, white_points, Line, PgnError, PgnGame, PgnMove, SEVEN_TAG_ROSTER,
};
pub use piece::{Color, Piece, Role};
pub use position::Position;
pub use san::SanError;
pub use start_position::{
    consulchess42k_from_dice, DiceError, Scheme, SplitMix64, StartPositionError, Step, Tail,
    CAPABLANCA84000, CHESS13440, CHESS960, CONSULCHESS42K,
};
pub use uci_move::{CastlingNotation, UciMove, UciMoveError};
pub use variant::{CastlingStyle, UnknownVariant, Variant};
