//! Static exchange evaluation against hand-worked exchanges.

use shuffle_rules::{Board10, Board8, Geometry, Position, UciMove, Variant};
use shuffle_search::see_ge;

/// The exchange value of the move `uci` in `fen` on the board `G`: the
/// largest threshold `see_ge` accepts, found by bisection.
fn see_of<G: Geometry>(variant: Variant, fen: &str, uci: &str) -> i32 {
    let pos = Position::<G>::from_fen(variant, fen).expect("valid");
    let mv = uci
        .parse::<UciMove>()
        .expect("uci")
        .to_move(&pos)
        .expect("legal");
    let (mut accepted, mut refused) = (-10_000, 10_000);
    assert!(see_ge(&pos, mv, accepted) && !see_ge(&pos, mv, refused));
    while refused - accepted > 1 {
        let middle = (accepted + refused) / 2;
        if see_ge(&pos, mv, middle) {
            accepted = middle;
        } else {
            refused = middle;
        }
    }
    accepted
}

fn see8(variant: Variant, fen: &str, uci: &str) -> i32 {
    see_of::<Board8>(variant, fen, uci)
}

fn see10(variant: Variant, fen: &str, uci: &str) -> i32 {
    see_of::<Board10>(variant, fen, uci)
}

#[test]
fn simple_exchanges() {
    // Pawn takes a knight defended by a pawn: +310 - 100.
    assert_eq!(
        see8(
            Variant::Chess,
            "4k3/8/3p4/4n3/3P4/8/8/4K3 w - - 0 1",
            "d4e5"
        ),
        210
    );
    // Rook takes a pawn defended by a pawn: +100 - 500.
    assert_eq!(
        see8(
            Variant::Chess,
            "4k3/8/3p4/4p3/8/8/8/4R1K1 w - - 0 1",
            "e1e5"
        ),
        -400
    );
    // An undefended pawn.
    assert_eq!(
        see8(Variant::Chess, "4k3/8/8/4p3/8/8/8/4R1K1 w - - 0 1", "e1e5"),
        100
    );
    // A quiet move risks nothing it does not capture... unless attacked.
    assert_eq!(
        see8(Variant::Chess, "3k4/8/8/8/8/8/8/4R1K1 w - - 0 1", "e1e4"),
        0
    );
}

#[test]
fn x_rays_count_as_they_appear() {
    // Re2xe5, Re7xe5, Re1xe5 (revealed behind e2): a pawn up.
    assert_eq!(
        see8(
            Variant::Chess,
            "4k3/4r3/8/4p3/8/8/4R3/4R1K1 w - - 0 1",
            "e2e5"
        ),
        100
    );
}

#[test]
fn the_king_does_not_take_into_attack() {
    // Qxe5 Kxe5 would walk into the rook on e1... but here the king
    // recaptures only if nothing else attacks: black king d6, white rook e1.
    assert_eq!(
        see8(
            Variant::Chess,
            "8/8/3k4/4p3/8/8/4Q3/4R1K1 w - - 0 1",
            "e2e5"
        ),
        100
    );
}

#[test]
fn a_consul_recaptures_over_a_run() {
    // The consul on e8 guards e5 over the pawns e7-e6: Nxe5 Cxe5 loses the
    // knight for a pawn. A slider-only attack test would call it +100.
    assert_eq!(
        see10(
            Variant::Consulchess,
            "4c4k/4p5/4p5/4p5/10/3N6/10/K9 w - - 0 1",
            "d3e5"
        ),
        -210
    );
}

#[test]
fn compound_pieces_attack_by_leap() {
    // The archbishop on c6 guards e5 by its knight leap: Rxe5 Axe5.
    assert_eq!(
        see10(
            Variant::Capablanca,
            "9k/10/2a7/4p5/10/10/10/K3R5 w - - 0 1",
            "e1e5"
        ),
        -400
    );
}
