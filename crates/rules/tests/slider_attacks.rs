//! The slider attacks (line lookups) against a plain walk from the square,
//! on random occupancies of both boards.

use proptest::prelude::*;
use shuffle_rules::{Bitboard, Board10, Board8, Geometry, Square};

/// The squares a slider on `from` attacks along `steps`, walked one square
/// at a time until the first occupied one (which is attacked).
fn walk<G: Geometry>(from: Square, occupied: G::Bitboard, steps: &[(i8, i8)]) -> G::Bitboard {
    let mut attacks = G::Bitboard::EMPTY;
    for &(df, dr) in steps {
        let mut sq = from;
        while let Some(next) = G::offset(sq, df, dr) {
            attacks |= G::Bitboard::from_square(next);
            if occupied.contains(next) {
                break;
            }
            sq = next;
        }
    }
    attacks
}

const ROOK: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP: [(i8, i8); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

fn check<G: Geometry>(square: u8, occupied: G::Bitboard) {
    let sq = Square::from_index(square);
    assert_eq!(
        G::rook_attacks(sq, occupied),
        walk::<G>(sq, occupied, &ROOK),
        "rook on {}",
        G::square_name(sq)
    );
    assert_eq!(
        G::bishop_attacks(sq, occupied),
        walk::<G>(sq, occupied, &BISHOP),
        "bishop on {}",
        G::square_name(sq)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn sliders_on_the_8x8_board_attack_what_a_walk_reaches(square in 0u8..64, a: u64, b: u64) {
        // An AND of two random words: about a quarter of the squares filled.
        check::<Board8>(square, a & b);
        check::<Board8>(square, a | b);
    }

    #[test]
    fn sliders_on_the_10x8_board_attack_what_a_walk_reaches(
        square in 0u8..80, a: u128, b: u128,
    ) {
        let occupied = a & b & Board10::ALL;
        check::<Board10>(square, occupied);
        check::<Board10>(square, (a | b) & Board10::ALL);
    }
}

#[test]
fn sliders_on_every_square_of_an_empty_and_a_full_board() {
    for square in 0..64 {
        check::<Board8>(square, 0);
        check::<Board8>(square, Board8::ALL);
    }
    for square in 0..80 {
        check::<Board10>(square, 0);
        check::<Board10>(square, Board10::ALL);
    }
}

/// `A_FILE` shifted by a file is that file's squares, on both boards.
fn files_from_a_file<G: Geometry>() {
    for file in 0..G::FILES {
        let by_name = (0..G::SQUARES)
            .map(Square::from_index)
            .filter(|&sq| G::file_of(sq) == file)
            .fold(G::Bitboard::EMPTY, |b, sq| b | G::Bitboard::from_square(sq));
        assert_eq!(G::A_FILE.shift_up(u32::from(file)), by_name, "file {file}");
    }
}

#[test]
fn a_file_shifts_to_every_file() {
    files_from_a_file::<Board8>();
    files_from_a_file::<Board10>();
}
