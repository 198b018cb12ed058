//! Moves and move lists.

use crate::geometry::Square;
use crate::piece::Role;

/// A move on the board of some position. It is meaningful only in the
/// position it was generated for (or resolved in).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The moving piece's square (the king's, for castling).
    pub from: Square,
    /// Where the moving piece lands (the king's destination, for castling).
    pub to: Square,
    /// What else happens.
    pub kind: MoveKind,
}

/// What kind of move it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A plain move or capture, pawn double steps included.
    Normal,
    /// A pawn reaching the last rank becomes this role.
    Promotion(Role),
    /// A pawn takes the pawn that just passed `to`.
    EnPassant,
    /// The king castles with the partner on `rook`, which lands on `rook_to`.
    Castle {
        /// The partner's square before the move.
        rook: Square,
        /// The partner's square after the move.
        rook_to: Square,
    },
}

impl Move {
    /// A plain move.
    pub const fn normal(from: Square, to: Square) -> Self {
        Move {
            from,
            to,
            kind: MoveKind::Normal,
        }
    }

    /// Whether the move is a castling.
    pub const fn is_castle(self) -> bool {
        matches!(self.kind, MoveKind::Castle { .. })
    }

    /// The promotion role, if the move promotes.
    pub const fn promotion(self) -> Option<Role> {
        match self.kind {
            MoveKind::Promotion(role) => Some(role),
            _ => None,
        }
    }
}

impl Move {
    /// The move in 30 bits (for transposition tables): from, to, kind and
    /// its squares or role. Round-trips through [`Move::from_bits`].
    pub const fn to_bits(self) -> u32 {
        let (kind, a, b) = match self.kind {
            MoveKind::Normal => (0, 0, 0),
            MoveKind::Promotion(role) => (1, role as u32, 0),
            MoveKind::EnPassant => (2, 0, 0),
            MoveKind::Castle { rook, rook_to } => (3, rook.index() as u32, rook_to.index() as u32),
        };
        self.from.index() as u32 | (self.to.index() as u32) << 7 | kind << 14 | a << 16 | b << 23
    }

    /// The move encoded by [`Move::to_bits`]; `None` for bits no move has.
    /// A decoded move still has to be checked against a position's legal
    /// moves before it is played.
    pub fn from_bits(bits: u32) -> Option<Move> {
        let square = |shift: u32| Square::from_index(((bits >> shift) & 0x7f) as u8);
        let (from, to) = (square(0), square(7));
        let kind = match (bits >> 14) & 3 {
            0 => MoveKind::Normal,
            1 => MoveKind::Promotion(*Role::ALL.get(((bits >> 16) & 0x7f) as usize)?),
            2 => MoveKind::EnPassant,
            _ => MoveKind::Castle {
                rook: square(16),
                rook_to: square(23),
            },
        };
        Some(Move { from, to, kind })
    }
}

/// Upper bound on the legal moves of any position here; with free castling
/// and compound promotions 10x8 positions can exceed chess's 218.
pub const MAX_MOVES: usize = 1024;

/// A list of moves on the stack.
pub type MoveList = arrayvec::ArrayVec<Move, MAX_MOVES>;
