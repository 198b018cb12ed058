//! Moves as UCI long algebraic text (RULES.md §6): parsed without a
//! position into a [`UciMove`], then resolved against a position's legal
//! moves with [`UciMove::to_move`].

use crate::geometry::Geometry;
use crate::moves::{Move, MoveKind};
use crate::position::Position;
use crate::variant::CastlingStyle;
use std::fmt;
use std::str::FromStr;

/// How Chess960-style castling is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingNotation {
    /// The king's own move, `e1g1` (classic variants without UCI_Chess960).
    KingToDestination,
    /// King takes own rook, `e1h1` (shuffle variants, UCI_Chess960).
    KingTakesRook,
}

impl CastlingNotation {
    /// How `variant` writes castling by default: king takes rook in the
    /// shuffle variants, the king's own move in the fixed setups.
    pub fn default_for(variant: crate::Variant) -> Self {
        if variant.is_shuffle() {
            CastlingNotation::KingTakesRook
        } else {
            CastlingNotation::KingToDestination
        }
    }
}

/// A square as written: file and rank from 0, not yet checked against a board.
type Coords = (u8, u8);

/// A move as written, not yet checked against a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UciMove {
    from: Coords,
    to: Coords,
    /// Free castling's rook destination (`f1i1h1`).
    rook_to: Option<Coords>,
    /// Promotion letter, lower case.
    promotion: Option<char>,
}

/// Text that is not a UCI move, or a move that is not legal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UciMoveError {
    /// The text does not have the form of a move.
    #[error("'{text}' is not a UCI move: {reason}")]
    Syntax {
        /// The text.
        text: String,
        /// What is wrong.
        reason: &'static str,
    },
    /// Well-formed, but not a legal move here.
    #[error("'{text}' is not legal here: {reason}")]
    Illegal {
        /// The text.
        text: String,
        /// Why.
        reason: String,
    },
}

fn write_coords(f: &mut fmt::Formatter<'_>, (file, rank): Coords) -> fmt::Result {
    write!(f, "{}{}", (b'a' + file) as char, rank + 1)
}

impl fmt::Display for UciMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_coords(f, self.from)?;
        write_coords(f, self.to)?;
        if let Some(rook_to) = self.rook_to {
            write_coords(f, rook_to)?;
        }
        if let Some(p) = self.promotion {
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl FromStr for UciMove {
    type Err = UciMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let syntax = |reason| UciMoveError::Syntax {
            text: text.to_string(),
            reason,
        };
        if !text.is_ascii() {
            return Err(syntax("only ASCII letters and digits are allowed"));
        }
        let bytes = text.as_bytes();
        let mut squares = Vec::with_capacity(3);
        let mut i = 0;
        while i < bytes.len()
            && bytes[i].is_ascii_lowercase()
            && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)
        {
            let file = bytes[i] - b'a';
            let mut j = i + 1;
            while j < bytes.len() && bytes[j].is_ascii_digit() {
                j += 1;
            }
            let rank: u8 = text[i + 1..j]
                .parse()
                .map_err(|_| syntax("rank number too large"))?;
            if rank == 0 || rank > 16 {
                return Err(syntax("rank out of range"));
            }
            squares.push((file, rank - 1));
            i = j;
        }
        let promotion = match &bytes[i..] {
            [] => None,
            [p] if p.is_ascii_alphabetic() => Some(p.to_ascii_lowercase() as char),
            _ => return Err(syntax(
                "expected from-square, to-square and an optional promotion letter or rook square",
            )),
        };
        match (squares.as_slice(), promotion) {
            ([from, to], _) => Ok(UciMove {
                from: *from,
                to: *to,
                rook_to: None,
                promotion,
            }),
            ([from, to, rook_to], None) => Ok(UciMove {
                from: *from,
                to: *to,
                rook_to: Some(*rook_to),
                promotion,
            }),
            ([_, _, _], Some(_)) => Err(syntax("a castling move takes no promotion letter")),
            _ => Err(syntax(
                "expected two squares (or three for a free castling)",
            )),
        }
    }
}

impl UciMove {
    /// The legal move of `pos` that this text names. Accepts castling both
    /// as the king's move and as king takes rook; an exact normal move wins
    /// over a castling written the other way.
    ///
    /// # Errors
    /// [`UciMoveError::Illegal`] when no legal move matches, saying why.
    pub fn to_move<G: Geometry>(&self, pos: &Position<G>) -> Result<Move, UciMoveError> {
        let illegal = |reason: String| UciMoveError::Illegal {
            text: self.to_string(),
            reason,
        };
        let square = |(file, rank): Coords| {
            (file < G::FILES && rank < G::RANKS)
                .then(|| G::square(file, rank))
                .ok_or_else(|| {
                    illegal(format!(
                        "{}{} is not on a {}x{} board",
                        (b'a' + file) as char,
                        rank + 1,
                        G::FILES,
                        G::RANKS
                    ))
                })
        };
        let from = square(self.from)?;
        let to = square(self.to)?;
        let rook_to = self.rook_to.map(square).transpose()?;
        let variant = pos.variant();
        let promotion = match self.promotion {
            None => None,
            Some(letter) => Some(
                variant
                    .role(letter)
                    .filter(|role| variant.promotion_roles().any(|r| r == *role))
                    .ok_or_else(|| {
                        illegal(format!("'{letter}' is not a {variant} promotion piece"))
                    })?,
            ),
        };
        match pos.piece_at(from) {
            Some(piece) if piece.color == pos.turn() => {}
            _ => {
                return Err(illegal(format!(
                    "no {} piece on {}",
                    pos.turn().name().to_lowercase(),
                    G::square_name(from)
                )))
            }
        }
        let legal = pos.legal_moves();
        let found = legal.iter().copied().find(|m| {
            m.from == from
                && match (m.kind, rook_to, promotion) {
                    (MoveKind::Normal | MoveKind::EnPassant, None, None) => m.to == to,
                    (MoveKind::Promotion(role), None, Some(p)) => m.to == to && role == p,
                    (MoveKind::Castle { rook_to: r, .. }, Some(rt), None) => m.to == to && r == rt,
                    _ => false,
                }
        });
        let standard = variant.castling_style() == CastlingStyle::Standard;
        let castle = || {
            legal.iter().copied().find(|m| match m.kind {
                MoveKind::Castle { rook, .. } => {
                    standard
                        && rook_to.is_none()
                        && promotion.is_none()
                        && m.from == from
                        && (rook == to || m.to == to)
                }
                _ => false,
            })
        };
        found.or_else(castle).ok_or_else(|| {
            let reason = if promotion.is_none()
                && legal
                    .iter()
                    .any(|m| m.from == from && m.to == to && m.promotion().is_some())
            {
                "a promotion needs the piece letter".to_string()
            } else if rook_to.is_none()
                && !standard
                && legal
                    .iter()
                    .any(|m| m.from == from && m.to == to && m.is_castle())
            {
                "a free castling names the rook's destination too, as in f1i1h1".to_string()
            } else {
                format!(
                    "the {} piece on {} cannot move so",
                    pos.turn().name().to_lowercase(),
                    G::square_name(from)
                )
            };
            illegal(reason)
        })
    }
}

impl<G: Geometry> Position<G> {
    /// The move in UCI text, castling written as the variant does by default.
    pub fn uci(&self, mv: Move) -> String {
        self.uci_with(mv, CastlingNotation::default_for(self.variant()))
    }

    /// The move in UCI text with the given castling notation.
    pub fn uci_with(&self, mv: Move, notation: CastlingNotation) -> String {
        let mut text = G::square_name(mv.from);
        match mv.kind {
            MoveKind::Castle { rook, rook_to } => match self.variant().castling_style() {
                CastlingStyle::Free { .. } => {
                    text.push_str(&G::square_name(mv.to));
                    text.push_str(&G::square_name(rook_to));
                }
                CastlingStyle::Standard => text.push_str(&G::square_name(match notation {
                    CastlingNotation::KingToDestination => mv.to,
                    CastlingNotation::KingTakesRook => rook,
                })),
            },
            MoveKind::Promotion(role) => {
                text.push_str(&G::square_name(mv.to));
                text.push(
                    self.variant()
                        .letter(role)
                        .unwrap_or('?')
                        .to_ascii_lowercase(),
                );
            }
            MoveKind::Normal | MoveKind::EnPassant => text.push_str(&G::square_name(mv.to)),
        }
        text
    }

    /// Resolves and plays UCI text.
    ///
    /// # Errors
    /// [`UciMoveError`] for malformed text or an illegal move.
    pub fn play_uci(&self, text: &str) -> Result<Self, UciMoveError> {
        let mv = text.parse::<UciMove>()?.to_move(self)?;
        Ok(self.play_unchecked(mv))
    }

    /// Plays `mv` if it is legal.
    ///
    /// # Errors
    /// [`UciMoveError::Illegal`] when `mv` is not a legal move here.
    pub fn play(&self, mv: Move) -> Result<Self, UciMoveError> {
        if self.legal_moves().contains(&mv) {
            Ok(self.play_unchecked(mv))
        } else {
            Err(UciMoveError::Illegal {
                text: self.uci(mv),
                reason: "not a legal move in this position".to_string(),
            })
        }
    }
}
