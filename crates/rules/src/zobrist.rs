//! Zobrist keys, fixed at compile time from a seeded SplitMix64 so that a
//! position's hash is the same in every build and every run.

use crate::geometry::Square;
use crate::piece::Piece;
use crate::start_position::SplitMix64;

/// Largest board: 10x8.
const SQUARES: usize = 80;

pub(crate) struct Keys {
    piece: [[u64; SQUARES]; 20],
    castling: [u64; SQUARES],
    en_passant_file: [u64; 10],
    pub(crate) black_to_move: u64,
}

const fn build() -> Keys {
    let mut rng = SplitMix64::new(0x5348_5546_464c_4531); // "SHUFFLE1"
    let mut piece = [[0; SQUARES]; 20];
    let mut castling = [0; SQUARES];
    let mut en_passant_file = [0; 10];
    let mut i = 0;
    while i < 20 {
        let mut s = 0;
        while s < SQUARES {
            piece[i][s] = rng.next();
            s += 1;
        }
        i += 1;
    }
    let mut s = 0;
    while s < SQUARES {
        castling[s] = rng.next();
        s += 1;
    }
    let mut f = 0;
    while f < 10 {
        en_passant_file[f] = rng.next();
        f += 1;
    }
    Keys {
        piece,
        castling,
        en_passant_file,
        black_to_move: rng.next(),
    }
}

pub(crate) static KEYS: Keys = build();

impl Keys {
    #[inline]
    pub(crate) fn piece(&self, piece: Piece, sq: Square) -> u64 {
        self.piece[piece.role.index() * 2 + piece.color.index()][sq.index()]
    }
    /// Key of a castling right whose partner stands on `sq`.
    #[inline]
    pub(crate) fn castling(&self, sq: Square) -> u64 {
        self.castling[sq.index()]
    }
    #[inline]
    pub(crate) fn en_passant(&self, file: u8) -> u64 {
        self.en_passant_file[file as usize]
    }
}
