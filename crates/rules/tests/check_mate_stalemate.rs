//! Check, checkmate and stalemate on both boards.

use shuffle_rules::{with_position, AnyPosition, Variant};

fn state(variant: Variant, fen: &str) -> (bool, bool, bool) {
    let pos = AnyPosition::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    with_position!(&pos, p => (p.is_check(), p.is_checkmate(), p.is_stalemate()))
}

#[test]
fn fools_mate() {
    let mut pos = AnyPosition::classic(Variant::Chess).expect("classic");
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        pos = pos.play_uci(mv).expect("legal");
    }
    assert!(pos.legal_uci().is_empty());
    assert_eq!(state(Variant::Chess, &pos.fen()), (true, true, false));
}

#[test]
fn stalemate_is_not_mate() {
    assert_eq!(
        state(Variant::Chess, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
        (false, false, true)
    );
    // King j8: the rook on i1 holds the i-file, the king on j6 holds j7.
    assert_eq!(
        state(Variant::Capablanca, "9k/10/9K/10/10/10/10/8R1 b - - 0 1"),
        (false, false, true)
    );
    // An archbishop on h7 instead would check j8 by its knight leap: mate.
    assert_eq!(
        state(Variant::Capablanca, "9k/7A2/8K1/10/10/10/10/10 b - - 0 1"),
        (true, true, false)
    );
}

#[test]
fn consul_mate_over_a_run_of_pawns() {
    // The consul on j5 checks j8 over j6-j7; the rook on i1 covers i7 and i8.
    assert_eq!(
        state(Variant::Consulchess, "9k/9p/9p/9C/10/10/10/K7R1 b - - 0 1"),
        (true, true, false)
    );
    // Without the rook the king walks out.
    assert_eq!(
        state(Variant::Consulchess, "9k/9p/9p/9C/10/10/10/K9 b - - 0 1"),
        (true, false, false)
    );
}

#[test]
fn compound_piece_mates() {
    // Chess13440: the general on h6 checks along the h-file, covers g8 with
    // its knight leap; the king on g6 covers g7 and h7.
    assert_eq!(
        state(Variant::Chess13440, "7k/8/6KG/8/8/8/8/8 b - - 0 1"),
        (true, true, false)
    );
    // Capablanca archbishop (B+N) checks by a knight leap: only flight helps.
    assert_eq!(
        state(Variant::Capablanca, "9k/10/8A1/10/10/10/10/K9 b - - 0 1"),
        (true, false, false)
    );
}
