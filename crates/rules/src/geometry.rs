//! Squares, bitboards and the two board geometries (8x8 on `u64`, 10x8 on
//! `u128`). Attack tables are built at compile time, one set per geometry, so
//! the hot path never asks which board it is on.

use crate::piece::Color;
use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A square, as its bit index `rank * FILES + file` in its geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square with bit index `index`.
    #[inline]
    pub const fn from_index(index: u8) -> Self {
        Square(index)
    }

    /// The bit index, for table look-ups.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A set of squares, one bit per square.
pub trait Bitboard:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    /// No square.
    const EMPTY: Self;
    /// The set holding just `sq`.
    fn from_square(sq: Square) -> Self;
    /// Whether `sq` is in the set.
    fn contains(self, sq: Square) -> bool;
    /// Whether the set has no square.
    fn is_empty(self) -> bool;
    /// Whether the set has at least one square.
    #[inline]
    fn any(self) -> bool {
        !self.is_empty()
    }
    /// Number of squares.
    fn count(self) -> u32;
    /// Whether the set has two or more squares.
    fn more_than_one(self) -> bool;
    /// The lowest square, if any.
    fn first(self) -> Option<Square>;
    /// The highest square, if any.
    fn last(self) -> Option<Square>;
    /// Every square shifted `n` indices up (`<<`).
    fn shift_up(self, n: u32) -> Self;
    /// Every square shifted `n` indices down (`>>`).
    fn shift_down(self, n: u32) -> Self;
    /// The squares, lowest first.
    #[inline]
    fn squares(self) -> Squares<Self> {
        Squares(self)
    }
    /// The set without its lowest square.
    fn without_first(self) -> Self;
}

/// Iterator over the squares of a bitboard, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct Squares<B>(B);

impl<B: Bitboard> Iterator for Squares<B> {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = self.0.first()?;
        self.0 = self.0.without_first();
        Some(sq)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}

impl<B: Bitboard> ExactSizeIterator for Squares<B> {}

macro_rules! impl_bitboard {
    ($t:ty) => {
        impl Bitboard for $t {
            const EMPTY: Self = 0;
            #[inline]
            fn from_square(sq: Square) -> Self {
                1 << sq.0
            }
            #[inline]
            fn contains(self, sq: Square) -> bool {
                self >> sq.0 & 1 != 0
            }
            #[inline]
            fn is_empty(self) -> bool {
                self == 0
            }
            #[inline]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn more_than_one(self) -> bool {
                self & self.wrapping_sub(1) != 0
            }
            #[inline]
            fn first(self) -> Option<Square> {
                (self != 0).then(|| Square(self.trailing_zeros() as u8))
            }
            #[inline]
            fn last(self) -> Option<Square> {
                (self != 0).then(|| Square((<$t>::BITS - 1 - self.leading_zeros()) as u8))
            }
            #[inline]
            fn shift_up(self, n: u32) -> Self {
                self << n
            }
            #[inline]
            fn shift_down(self, n: u32) -> Self {
                self >> n
            }
            #[inline]
            fn without_first(self) -> Self {
                self & self.wrapping_sub(1)
            }
        }
    };
}
impl_bitboard!(u64);
impl_bitboard!(u128);

/// A board shape: its size and its attack tables.
pub trait Geometry: Copy + Debug + Default + Eq + Hash + Send + Sync + 'static {
    /// The bitboard wide enough for the board.
    type Bitboard: Bitboard;
    /// Number of files (8 or 10).
    const FILES: u8;
    /// Number of ranks (8).
    const RANKS: u8 = 8;
    /// Number of squares.
    const SQUARES: u8 = Self::FILES * Self::RANKS;
    /// Every square of the board.
    const ALL: Self::Bitboard;

    /// Squares a knight on `sq` attacks.
    fn knight_attacks(sq: Square) -> Self::Bitboard;
    /// Squares a king on `sq` attacks.
    fn king_attacks(sq: Square) -> Self::Bitboard;
    /// Squares a pawn of `color` on `sq` attacks.
    fn pawn_attacks(color: Color, sq: Square) -> Self::Bitboard;
    /// Squares a bishop on `sq` attacks with `occupied` in the way.
    fn bishop_attacks(sq: Square, occupied: Self::Bitboard) -> Self::Bitboard;
    /// Squares a rook on `sq` attacks with `occupied` in the way.
    fn rook_attacks(sq: Square, occupied: Self::Bitboard) -> Self::Bitboard;
    /// Squares a consul on `sq` attacks: distance 1 or 2 along a queen line
    /// always, distance 3 when the two squares between are both empty or both
    /// occupied (RULES.md §2).
    fn consul_attacks(sq: Square, occupied: Self::Bitboard) -> Self::Bitboard;
    /// Squares strictly between `a` and `b` when they share a line, else none.
    fn between(a: Square, b: Square) -> Self::Bitboard;
    /// The whole line through `a` and `b` (edge to edge) when they share one,
    /// else none.
    fn line(a: Square, b: Square) -> Self::Bitboard;

    /// The square on `file` and `rank` (both from 0).
    #[inline]
    fn square(file: u8, rank: u8) -> Square {
        debug_assert!(file < Self::FILES && rank < Self::RANKS);
        Square(rank * Self::FILES + file)
    }
    /// The file of `sq`, from 0.
    #[inline]
    fn file_of(sq: Square) -> u8 {
        sq.0 % Self::FILES
    }
    /// The rank of `sq`, from 0.
    #[inline]
    fn rank_of(sq: Square) -> u8 {
        sq.0 / Self::FILES
    }
    /// Every square of `rank` (from 0).
    fn rank_squares(rank: u8) -> Self::Bitboard {
        (0..Self::FILES).fold(Self::Bitboard::EMPTY, |b, f| {
            b | Self::Bitboard::from_square(Self::square(f, rank))
        })
    }
    /// The square `sq` shifted by `df` files and `dr` ranks, if on the board.
    fn offset(sq: Square, df: i8, dr: i8) -> Option<Square> {
        let f = Self::file_of(sq) as i8 + df;
        let r = Self::rank_of(sq) as i8 + dr;
        ((0..Self::FILES as i8).contains(&f) && (0..Self::RANKS as i8).contains(&r))
            .then(|| Self::square(f as u8, r as u8))
    }
    /// The square's name, such as `j1`.
    fn square_name(sq: Square) -> String {
        format!(
            "{}{}",
            (b'a' + Self::file_of(sq)) as char,
            Self::rank_of(sq) + 1
        )
    }
    /// Parses a square name such as `j1`; `None` if it is not on this board.
    fn parse_square(name: &str) -> Option<Square> {
        let mut chars = name.chars();
        let file = chars.next()?;
        let rank: u8 = chars.as_str().parse().ok()?;
        if !file.is_ascii_lowercase() || chars.as_str().starts_with('+') {
            return None;
        }
        let file = file as u8 - b'a';
        (file < Self::FILES && (1..=Self::RANKS).contains(&rank))
            .then(|| Self::square(file, rank - 1))
    }
}

/// Builds one geometry's compile-time tables and its `Geometry` impl.
macro_rules! geometry {
    ($(#[$doc:meta])* $name:ident, $module:ident, $bits:ty, $files:expr) => {
        mod $module {
            pub(super) type B = $bits;
            const FILES: i32 = $files;
            const RANKS: i32 = 8;
            pub(super) const SQUARES: usize = (FILES * RANKS) as usize;
            /// Directions as (file, rank) steps; the first four increase the
            /// bit index, the last four decrease it.
            const DIRECTIONS: [(i32, i32); 8] =
                [(0, 1), (1, 0), (1, 1), (-1, 1), (0, -1), (-1, 0), (-1, -1), (1, -1)];

            const fn on_board(f: i32, r: i32) -> bool {
                f >= 0 && f < FILES && r >= 0 && r < RANKS
            }
            const fn bit(f: i32, r: i32) -> B {
                1 << (r * FILES + f)
            }
            const fn leaper(steps: &[(i32, i32)]) -> [B; SQUARES] {
                let mut table = [0; SQUARES];
                let mut s = 0;
                while s < SQUARES {
                    let (f, r) = (s as i32 % FILES, s as i32 / FILES);
                    let mut i = 0;
                    while i < steps.len() {
                        let (df, dr) = steps[i];
                        if on_board(f + df, r + dr) {
                            table[s] |= bit(f + df, r + dr);
                        }
                        i += 1;
                    }
                    s += 1;
                }
                table
            }
            const fn rays() -> [[B; SQUARES]; 8] {
                let mut table = [[0; SQUARES]; 8];
                let mut d = 0;
                while d < 8 {
                    let (df, dr) = DIRECTIONS[d];
                    let mut s = 0;
                    while s < SQUARES {
                        let (mut f, mut r) = (s as i32 % FILES + df, s as i32 / FILES + dr);
                        while on_board(f, r) {
                            table[d][s] |= bit(f, r);
                            f += df;
                            r += dr;
                        }
                        s += 1;
                    }
                    d += 1;
                }
                table
            }
            /// `(between, line)` for every pair of squares.
            const fn lines() -> ([[B; SQUARES]; SQUARES], [[B; SQUARES]; SQUARES]) {
                let mut between = [[0; SQUARES]; SQUARES];
                let mut line = [[0; SQUARES]; SQUARES];
                let mut a = 0;
                while a < SQUARES {
                    let mut d = 0;
                    while d < 8 {
                        let (df, dr) = DIRECTIONS[d];
                        let whole = RAYS[d][a] | RAYS[(d + 4) % 8][a] | (1 << a);
                        let (mut f, mut r) = (a as i32 % FILES + df, a as i32 / FILES + dr);
                        let mut passed: B = 0;
                        while on_board(f, r) {
                            let b = (r * FILES + f) as usize;
                            between[a][b] = passed;
                            line[a][b] = whole;
                            passed |= bit(f, r);
                            f += df;
                            r += dr;
                        }
                        d += 1;
                    }
                    a += 1;
                }
                (between, line)
            }
            /// Consul geometry: the squares at distance 1 and 2 (always
            /// attacked) and, per direction, the distance-3 square with the
            /// two squares between it and the consul.
            const fn consul() -> ([B; SQUARES], [[B; SQUARES]; 8], [[B; SQUARES]; 8]) {
                let mut near = [0; SQUARES];
                let mut far = [[0; SQUARES]; 8];
                let mut middle = [[0; SQUARES]; 8];
                let mut s = 0;
                while s < SQUARES {
                    let (f, r) = (s as i32 % FILES, s as i32 / FILES);
                    let mut d = 0;
                    while d < 8 {
                        let (df, dr) = DIRECTIONS[d];
                        if on_board(f + df, r + dr) {
                            near[s] |= bit(f + df, r + dr);
                        }
                        if on_board(f + 2 * df, r + 2 * dr) {
                            near[s] |= bit(f + 2 * df, r + 2 * dr);
                        }
                        if on_board(f + 3 * df, r + 3 * dr) {
                            far[d][s] = bit(f + 3 * df, r + 3 * dr);
                            middle[d][s] = bit(f + df, r + dr) | bit(f + 2 * df, r + 2 * dr);
                        }
                        d += 1;
                    }
                    s += 1;
                }
                (near, far, middle)
            }

            pub(super) static KNIGHT: [B; SQUARES] =
                leaper(&[(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]);
            pub(super) static KING: [B; SQUARES] =
                leaper(&[(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]);
            pub(super) static PAWN: [[B; SQUARES]; 2] =
                [leaper(&[(-1, 1), (1, 1)]), leaper(&[(-1, -1), (1, -1)])];
            pub(super) static RAYS: [[B; SQUARES]; 8] = rays();
            static LINES: ([[B; SQUARES]; SQUARES], [[B; SQUARES]; SQUARES]) = lines();
            pub(super) static BETWEEN: &[[B; SQUARES]; SQUARES] = &LINES.0;
            pub(super) static LINE: &[[B; SQUARES]; SQUARES] = &LINES.1;
            static CONSUL: ([B; SQUARES], [[B; SQUARES]; 8], [[B; SQUARES]; 8]) = consul();
            pub(super) static CONSUL_NEAR: &[B; SQUARES] = &CONSUL.0;
            pub(super) static CONSUL_FAR: &[[B; SQUARES]; 8] = &CONSUL.1;
            pub(super) static CONSUL_MIDDLE: &[[B; SQUARES]; 8] = &CONSUL.2;

            /// Attacks along direction `d`, which increases the bit index.
            #[inline(always)]
            pub(super) fn ray_up(d: usize, s: usize, occupied: B) -> B {
                let ray = RAYS[d][s];
                let blockers = ray & occupied;
                if blockers == 0 {
                    ray
                } else {
                    ray ^ RAYS[d][blockers.trailing_zeros() as usize]
                }
            }
            /// Attacks along direction `d`, which decreases the bit index.
            #[inline(always)]
            pub(super) fn ray_down(d: usize, s: usize, occupied: B) -> B {
                let ray = RAYS[d][s];
                let blockers = ray & occupied;
                if blockers == 0 {
                    ray
                } else {
                    ray ^ RAYS[d][(B::BITS - 1 - blockers.leading_zeros()) as usize]
                }
            }
        }

        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name;

        impl Geometry for $name {
            type Bitboard = $bits;
            const FILES: u8 = $files;
            const ALL: $bits = <$bits>::MAX >> (<$bits>::BITS as usize - $module::SQUARES);

            #[inline]
            fn knight_attacks(sq: Square) -> $bits {
                $module::KNIGHT[sq.index()]
            }
            #[inline]
            fn king_attacks(sq: Square) -> $bits {
                $module::KING[sq.index()]
            }
            #[inline]
            fn pawn_attacks(color: Color, sq: Square) -> $bits {
                $module::PAWN[color.index()][sq.index()]
            }
            #[inline]
            fn bishop_attacks(sq: Square, occupied: $bits) -> $bits {
                let s = sq.index();
                $module::ray_up(2, s, occupied)
                    | $module::ray_up(3, s, occupied)
                    | $module::ray_down(6, s, occupied)
                    | $module::ray_down(7, s, occupied)
            }
            #[inline]
            fn rook_attacks(sq: Square, occupied: $bits) -> $bits {
                let s = sq.index();
                $module::ray_up(0, s, occupied)
                    | $module::ray_up(1, s, occupied)
                    | $module::ray_down(4, s, occupied)
                    | $module::ray_down(5, s, occupied)
            }
            #[inline]
            fn consul_attacks(sq: Square, occupied: $bits) -> $bits {
                let s = sq.index();
                let mut attacks = $module::CONSUL_NEAR[s];
                for d in 0..8 {
                    let middle = $module::CONSUL_MIDDLE[d][s];
                    let filled = occupied & middle;
                    if filled == 0 || filled == middle {
                        attacks |= $module::CONSUL_FAR[d][s];
                    }
                }
                attacks
            }
            #[inline]
            fn between(a: Square, b: Square) -> $bits {
                $module::BETWEEN[a.index()][b.index()]
            }
            #[inline]
            fn line(a: Square, b: Square) -> $bits {
                $module::LINE[a.index()][b.index()]
            }
        }
    };
}

geometry!(
    /// The 8x8 board (chess, chess960, chess13440) on a `u64`.
    Board8, board8, u64, 8
);
geometry!(
    /// The 10x8 board (capablanca*, consulchess*) on a `u128`.
    Board10, board10, u128, 10
);
