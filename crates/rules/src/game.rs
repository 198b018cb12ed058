//! A game: a start position, the moves played (with their SAN), undo, and
//! how the game ended (RULES.md §3), by rule or by a player.

use crate::any_position::{AnyPosition, StartError};
use crate::fen::FenError;
use crate::geometry::{Bitboard, Geometry};
use crate::moves::Move;
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::san::SanError;
use crate::uci_move::UciMoveError;
use crate::variant::Variant;
use crate::with_position;
use std::fmt;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

/// Why a side won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser is checkmated.
    Checkmate,
    /// The loser resigned.
    Resignation,
    /// The loser ran out of time.
    TimeForfeit,
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// 100 plies without a capture or a pawn move.
    FiftyMoves,
    /// The same position (pieces, side, castling and en passant rights) for
    /// the third time.
    Repetition,
    /// Neither side has a pawn, and each has at most one bishop or one
    /// knight besides its king.
    InsufficientMaterial,
    /// The players agreed.
    Agreement,
}

impl Outcome {
    /// The PGN result: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(self) -> &'static str {
        match self {
            Outcome::Win {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Win {
                winner: Color::Black,
                ..
            } => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }

    /// The PGN `Termination` tag value.
    pub fn termination(self) -> &'static str {
        match self {
            Outcome::Win {
                reason: WinReason::TimeForfeit,
                ..
            } => "time forfeit",
            _ => "normal",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outcome::Win { winner, reason } => {
                let how = match reason {
                    WinReason::Checkmate => "by checkmate",
                    WinReason::Resignation => "by resignation",
                    WinReason::TimeForfeit => "on time",
                };
                write!(f, "{} wins {how}", winner.name())
            }
            Outcome::Draw(reason) => f.write_str(match reason {
                DrawReason::Stalemate => "draw by stalemate",
                DrawReason::FiftyMoves => "draw by the 50-move rule",
                DrawReason::Repetition => "draw by threefold repetition",
                DrawReason::InsufficientMaterial => "draw by insufficient material",
                DrawReason::Agreement => "draw by agreement",
            }),
        }
    }
}

/// A move that cannot be played in a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// SAN that names no legal move (or several).
    #[error(transparent)]
    San(#[from] SanError),
    /// UCI text that names no legal move.
    #[error(transparent)]
    Uci(#[from] UciMoveError),
    /// A move that is not legal in the current position.
    #[error("that move is not legal in this position")]
    Illegal,
    /// The game is already over.
    #[error("the game is over: {0}")]
    Over(Outcome),
}

impl<G: Geometry> Position<G> {
    /// Whether neither side can mate by RULES.md §3: no pawns, and each side
    /// has at most one bishop or one knight besides its king.
    pub fn is_insufficient_material(&self) -> bool {
        if self.role_squares(Role::Pawn).any() {
            return false;
        }
        Color::ALL.into_iter().all(|color| {
            let others = self.pieces(color) & !self.role_squares(Role::King);
            others.is_empty()
                || (!others.more_than_one()
                    && (others
                        & (self.role_squares(Role::Bishop) | self.role_squares(Role::Knight)))
                    .any())
        })
    }
}

/// A game of some variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start_number: Option<(u32, u32)>,
    /// `positions[0]` is the start; `positions[i + 1]` follows `moves[i]`.
    positions: Vec<AnyPosition>,
    moves: Vec<Move>,
    sans: Vec<String>,
    /// An ending the rules do not see (resignation, time, agreement).
    declared: Option<Outcome>,
}

impl Game {
    /// A game from any position.
    pub fn new(start: AnyPosition) -> Game {
        Game {
            start_number: None,
            positions: vec![start],
            moves: Vec::new(),
            sans: Vec::new(),
            declared: None,
        }
    }

    /// A game from the numbered start position (White's and Black's numbers).
    ///
    /// # Errors
    /// [`StartError`] for a number outside the variant's scheme.
    pub fn from_start_number(variant: Variant, white: u32, black: u32) -> Result<Game, StartError> {
        let mut game = Game::new(AnyPosition::start(variant, white, black)?);
        game.start_number = Some((white, black));
        Ok(game)
    }

    /// A game from the variant's classic setup.
    ///
    /// # Errors
    /// [`StartError::NoClassicSetup`] for chess13440.
    pub fn classic(variant: Variant) -> Result<Game, StartError> {
        let n = variant
            .classic_number()
            .ok_or(StartError::NoClassicSetup(variant))?;
        Game::from_start_number(variant, n, n)
    }

    /// A game from a FEN.
    ///
    /// # Errors
    /// [`FenError`] for a bad FEN.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Game, FenError> {
        Ok(Game::new(AnyPosition::from_fen(variant, fen)?))
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.start().variant()
    }
    /// The start position.
    pub fn start(&self) -> &AnyPosition {
        &self.positions[0]
    }
    /// White's and Black's start numbers, when the game began from a
    /// numbered setup.
    pub fn start_number(&self) -> Option<(u32, u32)> {
        self.start_number
    }
    /// Whether the start is the variant's one classic setup (a PGN needs no
    /// FEN for it).
    pub fn starts_from_classic_setup(&self) -> bool {
        let classic = self.variant().classic_number();
        !self.variant().is_shuffle()
            && classic.is_some()
            && self.start_number == classic.map(|n| (n, n))
    }
    /// The current position.
    pub fn position(&self) -> &AnyPosition {
        self.positions.last().unwrap_or(&self.positions[0])
    }
    /// Every position from the start to the current one.
    pub fn positions(&self) -> &[AnyPosition] {
        &self.positions
    }
    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    /// The SAN of each move played.
    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// How the game ended, if it has: a declared ending, else by rule.
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared.or_else(|| self.outcome_by_rule())
    }

    /// The ending the rules give: checkmate, stalemate, insufficient
    /// material, 50-move rule, threefold repetition (in that order).
    pub fn outcome_by_rule(&self) -> Option<Outcome> {
        let pos = self.position();
        let (no_moves, check, insufficient, halfmove) = with_position!(pos, p => (
            p.legal_moves().is_empty(),
            p.is_check(),
            p.is_insufficient_material(),
            p.halfmove_clock()
        ));
        let to_move = with_position!(pos, p => p.turn());
        if no_moves && check {
            return Some(Outcome::Win {
                winner: !to_move,
                reason: WinReason::Checkmate,
            });
        }
        if no_moves {
            return Some(Outcome::Draw(DrawReason::Stalemate));
        }
        if insufficient {
            return Some(Outcome::Draw(DrawReason::InsufficientMaterial));
        }
        if halfmove >= 100 {
            return Some(Outcome::Draw(DrawReason::FiftyMoves));
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        None
    }

    /// How often the current position has stood on the board, counting
    /// back only as far as the last capture or pawn move.
    pub fn repetitions(&self) -> usize {
        let current = self.position();
        let reversible = with_position!(current, p => p.halfmove_clock()) as usize;
        let hash = current.hash();
        self.positions
            .iter()
            .rev()
            .take(reversible + 1)
            .step_by(2)
            .filter(|p| p.hash() == hash)
            .count()
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`GameError::Over`] after the game ended, [`GameError::Illegal`] for
    /// a move that is not legal here.
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        self.check_not_over()?;
        let pos = self.position();
        let legal = pos.legal_moves();
        if !legal.contains(&mv) {
            return Err(GameError::Illegal);
        }
        let san = pos.san(mv);
        let next = pos.play_unchecked(mv);
        self.positions.push(next);
        self.moves.push(mv);
        self.sans.push(san);
        Ok(())
    }

    /// Plays a move given in SAN; returns it.
    ///
    /// # Errors
    /// As [`Game::play`], or [`GameError::San`] for SAN naming no one move.
    pub fn play_san(&mut self, text: &str) -> Result<Move, GameError> {
        self.check_not_over()?;
        let mv = self.position().parse_san(text)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// Plays a move given in UCI text; returns it.
    ///
    /// # Errors
    /// As [`Game::play`], or [`GameError::Uci`] for bad UCI text.
    pub fn play_uci(&mut self, text: &str) -> Result<Move, GameError> {
        self.check_not_over()?;
        let mv = self.position().parse_uci(text)?;
        self.play(mv)?;
        Ok(mv)
    }

    fn check_not_over(&self) -> Result<(), GameError> {
        self.outcome()
            .map_or(Ok(()), |outcome| Err(GameError::Over(outcome)))
    }

    /// Takes back the last move (and any declared ending); returns it.
    pub fn undo(&mut self) -> Option<Move> {
        self.declared = None;
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.sans.pop();
        Some(mv)
    }

    /// Ends the game by resignation, time or agreement (a result the rules
    /// do not see).
    pub fn declare(&mut self, outcome: Outcome) {
        self.declared = Some(outcome);
    }
}
