//! Squares, bitboards and the two board geometries (8x8 on `u64`, 10x8 on
//! `u128`). Attack tables are built at compile time, one set per geometry, so
//! the hot path never asks which board it is on.

use crate::piece::{Color, Role};
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
    /// The set as bits, square `i` at bit `i` (for hashing a set).
    fn bits(self) -> u128;
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
            #[inline]
            fn bits(self) -> u128 {
                self as u128
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
    /// Every square of the first file (`a`): shifted up by `f`, file `f`.
    const A_FILE: Self::Bitboard;

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

    /// Squares a piece of `role` and `color` on `sq` attacks with
    /// `occupied` in the way.
    #[inline]
    fn piece_attacks(
        role: Role,
        color: Color,
        sq: Square,
        occupied: Self::Bitboard,
    ) -> Self::Bitboard {
        match role {
            Role::Pawn => Self::pawn_attacks(color, sq),
            Role::King => Self::king_attacks(sq),
            Role::Consul => Self::consul_attacks(sq, occupied),
            _ => compound_attacks(
                role,
                || Self::knight_attacks(sq),
                || Self::bishop_attacks(sq, occupied),
                || Self::rook_attacks(sq, occupied),
            ),
        }
    }

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

/// The attacks of a knight, bishop or rook compound `role` (any role but
/// pawn, king and consul): the union of the parts it has, each computed
/// only if it has it.
#[inline(always)]
pub fn compound_attacks<B: Bitboard>(
    role: Role,
    leaps: impl FnOnce() -> B,
    diagonals: impl FnOnce() -> B,
    orthogonals: impl FnOnce() -> B,
) -> B {
    let mut a = B::EMPTY;
    if role.leaps() {
        a |= leaps();
    }
    if role.slides_diagonally() {
        a |= diagonals();
    }
    if role.slides_orthogonally() {
        a |= orthogonals();
    }
    a
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
            static RAYS: [[B; SQUARES]; 8] = rays();
            static LINES: ([[B; SQUARES]; SQUARES], [[B; SQUARES]; SQUARES]) = lines();
            pub(super) static BETWEEN: &[[B; SQUARES]; SQUARES] = &LINES.0;
            pub(super) static LINE: &[[B; SQUARES]; SQUARES] = &LINES.1;
            static CONSUL: ([B; SQUARES], [[B; SQUARES]; 8], [[B; SQUARES]; 8]) = consul();
            pub(super) static CONSUL_NEAR: &[B; SQUARES] = &CONSUL.0;
            pub(super) static CONSUL_FAR: &[[B; SQUARES]; 8] = &CONSUL.1;
            pub(super) static CONSUL_MIDDLE: &[[B; SQUARES]; 8] = &CONSUL.2;

            // Slider attacks by line lookups ("kindergarten" bitboards):
            // one multiplication gathers a line's occupancy into a small
            // index, and one table gives the squares attacked along it.
            // Only the inner ranks 1..=6 and files 1..=FILES-2 can block
            // beyond themselves; shifted down a rank, ranks 1..=6 fit in a
            // u64 on both boards (60 bits on 10 files).

            /// Index bits of a line's inner files.
            const INNER_FILES: usize = (1 << (FILES - 2)) - 1;
            /// One bit at the start of each of the six lowest rows. As a
            /// mask: the first file's inner ranks, shifted down a rank. As a
            /// multiplier: stacks six rows onto the sixth.
            const SIX_ROWS: u64 = {
                let mut p = 0;
                let mut k = 0;
                while k < 6 {
                    p |= 1 << (FILES * k);
                    k += 1;
                }
                p
            };
            /// Copies one row onto all eight.
            const ROW_TO_ALL: B = {
                let mut p: B = 0;
                let mut k = 0;
                while k < RANKS {
                    p |= 1 << (FILES * k);
                    k += 1;
                }
                p
            };
            /// Moves the bit of row k of the first file to bit 58 + k. No
            /// two partial products meet, so nothing carries.
            const FILE_GATHER: u64 = {
                let mut m = 0;
                let mut k = 0;
                while k < 6 {
                    m |= 1 << (58 + k - FILES * k);
                    k += 1;
                }
                m
            };

            /// `[f][inner]`: the files a slider on file `f` attacks along a
            /// line whose inner files hold pieces where `inner` has bits
            /// (bit g-1 for file g), as bit g for file g.
            const fn line_attacks() -> [[u16; 256]; FILES as usize] {
                let mut table = [[0; 256]; FILES as usize];
                let mut f = 0;
                while f < FILES {
                    let mut inner = 0;
                    while inner <= INNER_FILES {
                        let occupied = inner << 1;
                        let mut attacks = 0;
                        let mut g = f + 1;
                        while g < FILES {
                            attacks |= 1 << g;
                            if occupied >> g & 1 == 1 {
                                break;
                            }
                            g += 1;
                        }
                        let mut g = f - 1;
                        while g >= 0 {
                            attacks |= 1 << g;
                            if occupied >> g & 1 == 1 {
                                break;
                            }
                            g -= 1;
                        }
                        table[f as usize][inner] = attacks;
                        inner += 1;
                    }
                    f += 1;
                }
                table
            }
            /// `[r][inner]`: a slider's attacks along the first file from
            /// rank `r` when ranks 1..=6 hold pieces where `inner` has bits.
            const fn file_attacks() -> [[B; 64]; 8] {
                let mut table = [[0; 64]; 8];
                let mut r = 0;
                while r < RANKS {
                    let mut inner = 0;
                    while inner < 64 {
                        let occupied = inner << 1;
                        let mut attacks = 0;
                        let mut g = r + 1;
                        while g < RANKS {
                            attacks |= bit(0, g);
                            if occupied >> g & 1 == 1 {
                                break;
                            }
                            g += 1;
                        }
                        let mut g = r - 1;
                        while g >= 0 {
                            attacks |= bit(0, g);
                            if occupied >> g & 1 == 1 {
                                break;
                            }
                            g -= 1;
                        }
                        table[r as usize][inner as usize] = attacks;
                        inner += 1;
                    }
                    r += 1;
                }
                table
            }

            /// What the line lookups need of a square.
            #[derive(Clone, Copy)]
            pub(super) struct SquareLines {
                file: u8,
                rank: u8,
                /// The two diagonals through the square, the square left out.
                diagonals: [B; 2],
                /// Their squares (the square's own too) on ranks 1..=6,
                /// shifted down a rank.
                inner: [u64; 2],
            }
            const fn square_lines() -> [SquareLines; SQUARES] {
                let none = SquareLines { file: 0, rank: 0, diagonals: [0; 2], inner: [0; 2] };
                let mut table = [none; SQUARES];
                let inner_ranks: B = ((1 as B) << (6 * FILES)) - 1;
                let mut s = 0;
                while s < SQUARES {
                    let mut l = 0;
                    while l < 2 {
                        // Directions 2 and 6, then 3 and 7: the two halves
                        // of each diagonal.
                        let line = RAYS[2 + l][s] | RAYS[6 + l][s];
                        table[s].diagonals[l] = line;
                        table[s].inner[l] = (((line | (1 << s)) >> FILES) & inner_ranks) as u64;
                        l += 1;
                    }
                    table[s].file = (s as i32 % FILES) as u8;
                    table[s].rank = (s as i32 / FILES) as u8;
                    s += 1;
                }
                table
            }
            static LINE_ATTACKS: [[u16; 256]; FILES as usize] = line_attacks();
            static FILE_ATTACKS: [[B; 64]; 8] = file_attacks();
            static SQUARE_LINES: [SquareLines; SQUARES] = square_lines();

            /// Bishop attacks from `s`: each diagonal's occupancy on ranks
            /// 1..=6 stacked onto one row gives the occupied files, whose
            /// attacked files spread back onto every row meet the diagonal.
            #[inline(always)]
            pub(super) fn bishop(s: usize, occupied: B) -> B {
                let lines = &SQUARE_LINES[s];
                let below = (occupied >> FILES) as u64;
                let mut attacks = 0;
                let mut l = 0;
                while l < 2 {
                    let stacked = (below & lines.inner[l]).wrapping_mul(SIX_ROWS);
                    let files = (stacked >> (5 * FILES + 1)) as usize & INNER_FILES;
                    let along = LINE_ATTACKS[lines.file as usize][files] as B;
                    attacks |= along.wrapping_mul(ROW_TO_ALL) & lines.diagonals[l];
                    l += 1;
                }
                attacks
            }
            /// Rook attacks from `s`: its rank's inner files read off
            /// directly, its file's inner ranks gathered onto the top bits.
            #[inline(always)]
            pub(super) fn rook(s: usize, occupied: B) -> B {
                let lines = &SQUARE_LINES[s];
                let (file, rank) = (lines.file as usize, lines.rank as usize);
                let row = FILES as usize * rank;
                let inner = ((occupied >> row) as u64 >> 1) as usize & INNER_FILES;
                let along_rank = (LINE_ATTACKS[file][inner] as B) << row;
                let column = ((occupied >> (FILES as usize + file)) as u64) & SIX_ROWS;
                let ranks = (column.wrapping_mul(FILE_GATHER) >> 58) as usize;
                along_rank | FILE_ATTACKS[rank][ranks] << file
            }
        }

        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name;

        impl Geometry for $name {
            type Bitboard = $bits;
            const FILES: u8 = $files;
            const ALL: $bits = <$bits>::MAX >> (<$bits>::BITS as usize - $module::SQUARES);
            const A_FILE: $bits = {
                let mut file = 0;
                let mut rank = 0;
                while rank < 8 {
                    file |= 1 << (rank * $files);
                    rank += 1;
                }
                file
            };

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
                $module::bishop(sq.index(), occupied)
            }
            #[inline]
            fn rook_attacks(sq: Square, occupied: $bits) -> $bits {
                $module::rook(sq.index(), occupied)
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
