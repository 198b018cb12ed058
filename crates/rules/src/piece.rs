//! Colours, roles (what a piece moves like) and pieces.

use std::ops::Not;

/// The side a piece belongs to, or the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Moves first; its pieces are written in upper case.
    White,
    /// Its pieces are written in lower case.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for White, 1 for Black: an index into per-colour tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `w` or `b`, as in FEN.
    pub const fn fen_char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// "White" or "Black".
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// What a piece moves like. Names follow the movement, not the variant's
/// name for the piece: chess13440's cardinal is an [`Role::Archbishop`], its
/// marshall a [`Role::Chancellor`]. Letters come from the [`crate::Variant`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Steps forward, captures diagonally, promotes on the last rank.
    Pawn,
    /// Leaps (1,2).
    Knight,
    /// Slides diagonally.
    Bishop,
    /// Slides orthogonally.
    Rook,
    /// Slides in all eight directions.
    Queen,
    /// Steps one square; must not be left in check.
    King,
    /// Bishop + knight (capablanca's archbishop, chess13440's cardinal).
    Archbishop,
    /// Rook + knight (capablanca's chancellor, chess13440's marshall).
    Chancellor,
    /// Queen + knight (chess13440's general).
    General,
    /// Up to three squares along queen lines, jumping a run of one or two
    /// pieces (RULES.md §2).
    Consul,
}

impl Role {
    /// Every role, in index order.
    pub const ALL: [Role; 10] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
        Role::Archbishop,
        Role::Chancellor,
        Role::General,
        Role::Consul,
    ];

    /// Index into per-role tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether the role includes the knight's leap.
    pub const fn leaps(self) -> bool {
        matches!(
            self,
            Role::Knight | Role::Archbishop | Role::Chancellor | Role::General
        )
    }

    /// Whether the role slides along diagonals.
    pub const fn slides_diagonally(self) -> bool {
        matches!(
            self,
            Role::Bishop | Role::Queen | Role::Archbishop | Role::General
        )
    }

    /// Whether the role slides along ranks and files.
    pub const fn slides_orthogonally(self) -> bool {
        matches!(
            self,
            Role::Rook | Role::Queen | Role::Chancellor | Role::General
        )
    }
}

/// A piece: a colour and a role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// How it moves.
    pub role: Role,
}

impl Piece {
    /// A piece of `color` moving like `role`.
    pub const fn new(color: Color, role: Role) -> Self {
        Piece { color, role }
    }
}
