//! Exact move lists for the consul (RULES.md §2) and free castling
//! (RULES.md §5.2), derived by hand from the rules text.

use shuffle_rules::{Board10, Geometry, Position, Variant};

fn position(variant: Variant, fen: &str) -> Position<Board10> {
    Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Sorted UCI moves of the piece on `from`.
fn moves_from(pos: &Position<Board10>, from: &str) -> Vec<String> {
    let sq = Board10::parse_square(from).expect("square");
    let mut moves: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from == sq)
        .map(|&m| pos.uci(m))
        .collect();
    moves.sort();
    moves
}

fn list(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

/// The consul on e4 reaches 3 squares along every line but north, where the
/// case under test sits; `north` lists the north moves expected.
fn consul_e4(ranks_5_to_7: [&str; 3], north: &str) {
    let fen = format!(
        "9k/{}/{}/{}/4C5/10/10/K9 w - - 0 1",
        ranks_5_to_7[2], ranks_5_to_7[1], ranks_5_to_7[0]
    );
    let pos = position(Variant::Consulchess, &fen);
    let others = "e4e3 e4e2 e4e1 e4f4 e4g4 e4h4 e4d4 e4c4 e4b4 e4f5 e4g6 e4h7 e4d5 e4c6 e4b7 e4f3 e4g2 e4h1 e4d3 e4c2 e4b1";
    assert_eq!(
        moves_from(&pos, "e4"),
        list(&format!("{others} {north}")),
        "{fen}"
    );
}

#[test]
fn consul_slides_up_to_three_squares() {
    consul_e4(["10", "10", "10"], "e4e5 e4e6 e4e7");
}

#[test]
fn consul_jumps_over_one() {
    // Own pawn on e5: e6 is reached over it; e7 is not (occupied, then empty).
    consul_e4(["4P5", "10", "10"], "e4e6");
}

#[test]
fn consul_jumps_over_two_and_captures_on_landing() {
    // e5 own, e6 enemy: takes e6 over one piece, or e7 over the run e5-e6.
    consul_e4(["4P5", "4p5", "4n5"], "e4e6 e4e7");
}

#[test]
fn consul_refuses_empty_then_occupied() {
    // e5 empty, e6 own pawn: e7 (enemy knight) is not reachable.
    consul_e4(["10", "4P5", "4n5"], "e4e5");
}

#[test]
fn consul_refuses_occupied_then_empty() {
    // e5 own pawn, e6 empty: e7 (enemy knight) is not reachable.
    consul_e4(["4P5", "10", "4n5"], "e4e6");
}

#[test]
fn consul_check_over_a_run_cannot_be_blocked() {
    // Black king e7 in check from the consul on e4 over its own pawns e5-e6:
    // nothing can interpose, nothing can take the consul; only the king moves.
    let pos = position(
        Variant::Consulchess,
        "10/4k5/4p5/4p5/4C5/10/10/K9 b - - 0 1",
    );
    assert!(pos.is_check());
    let mut all: Vec<String> = pos.legal_moves().iter().map(|&m| pos.uci(m)).collect();
    all.sort();
    assert_eq!(all, list("e7d8 e7e8 e7f8 e7d7 e7f7 e7d6 e7f6"));
}

#[test]
fn consul_check_from_two_away_cannot_be_blocked() {
    // King e6, consul e4: the rook's a5-e5 would block a slider, not a
    // consul. Stepping back to e7 is still in check: e5-e6 empty once the
    // king has left.
    let pos = position(Variant::Consulchess, "10/10/4k5/r9/4C5/10/10/9K b - - 0 1");
    assert!(pos.is_check());
    let mut all: Vec<String> = pos.legal_moves().iter().map(|&m| pos.uci(m)).collect();
    all.sort();
    assert_eq!(all, list("e6d6 e6d7 e6f6 e6f7"));
}

#[test]
fn consul_pin_that_no_slider_makes() {
    // Consul c1, pawn c2, black king c4 (RULES.md §2): a black knight
    // arriving on c3 completes the run c2-c3 and exposes its own king.
    let pos = position(
        Variant::Consulchess,
        "10/10/10/1n8/2k7/10/2P7/2C6K b - - 0 1",
    );
    assert!(!pos.is_check());
    assert_eq!(moves_from(&pos, "b5"), list("b5a3 b5a7 b5c7 b5d6 b5d4"));
    assert_eq!(moves_from(&pos, "c4"), list("c4b4 c4d4 c4c5 c4d5"));
}

#[test]
fn pinned_consul_cannot_jump_over_its_pinner() {
    // White king a1, consul b2, black bishop c3: the consul is pinned on the
    // diagonal. Jumping over the bishop to d4 keeps it on the pin line but
    // leaves the bishop attacking a1; taking the bishop is legal.
    let pos = position(Variant::Consulchess, "9k/10/10/10/10/2b7/1C8/K9 w - - 0 1");
    assert_eq!(moves_from(&pos, "b2"), list("b2c3"));
}

fn castlings(pos: &Position<Board10>) -> Vec<String> {
    let mut v: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.is_castle())
        .map(|&m| pos.uci(m))
        .collect();
    v.sort();
    v
}

#[test]
fn free_castling_counts_of_the_rules() {
    // Classic king on f1, rest of the back rank empty.
    let only_j = position(Variant::Consulchess, "5k4/10/10/10/10/10/10/5K3R w K - 0 1");
    let expected_j: Vec<String> = [('g', "abcdef"), ('h', "abcdefg"), ('i', "abcdefgh")]
        .iter()
        .flat_map(|&(k, rooks)| rooks.chars().map(move |r| format!("f1{k}1{r}1")))
        .collect();
    assert_eq!(castlings(&only_j), list(&expected_j.join(" ")));
    assert_eq!(castlings(&only_j).len(), 21);
    let only_a = position(Variant::Consulchess, "5k4/10/10/10/10/10/10/R4K4 w Q - 0 1");
    assert_eq!(castlings(&only_a).len(), 26, "{:?}", castlings(&only_a));
    assert!(castlings(&only_a).contains(&"f1b1j1".to_string()));
    assert!(
        !castlings(&only_a).iter().any(|m| m.starts_with("f1a1")),
        "no corner landing in consulchess"
    );
    let both = "5k4/10/10/10/10/10/10/R4K3R w KQ - 0 1";
    assert_eq!(castlings(&position(Variant::Consulchess, both)).len(), 40);
    assert_eq!(
        castlings(&position(Variant::Consulchess42k, both)).len(),
        56
    );
}

#[test]
fn free_castling_king_path_must_not_be_attacked() {
    // A black rook on h8 attacks h1: the king may stop on g1 only.
    let pos = position(
        Variant::Consulchess,
        "5k1r2/10/10/10/10/10/10/5K3R w K - 0 1",
    );
    assert_eq!(
        castlings(&pos),
        list("f1g1a1 f1g1b1 f1g1c1 f1g1d1 f1g1e1 f1g1f1")
    );
    // An attacked rook destination does not matter (b8 rook attacks b1).
    let pos = position(
        Variant::Consulchess,
        "1r3k4/10/10/10/10/10/10/5K3R w K - 0 1",
    );
    assert_eq!(castlings(&pos).len(), 21);
    // In check: no castling at all.
    let pos = position(
        Variant::Consulchess,
        "5r2k1/10/10/10/10/10/10/5K3R w K - 0 1",
    );
    assert!(castlings(&pos).is_empty());
}

#[test]
fn free_castling_blocked_squares() {
    // A knight on c1 stops the rook's landing beyond it and the a-side castling.
    let pos = position(
        Variant::Consulchess,
        "5k4/10/10/10/10/10/10/R1N2K3R w KQ - 0 1",
    );
    let expected: Vec<String> = [('g', "def"), ('h', "defg"), ('i', "defgh")]
        .iter()
        .flat_map(|&(k, rooks)| rooks.chars().map(move |r| format!("f1{k}1{r}1")))
        .collect();
    assert_eq!(castlings(&pos), list(&expected.join(" ")));
}

#[test]
fn free_castling_king_next_to_its_rook() {
    // King i1, rook j1: in 42k the king may land on j1, the rook anywhere
    // from i1 down to a1; consulchess forbids the corner, so no castling.
    let fen = "5k4/10/10/10/10/10/10/8KR w K - 0 1";
    let expected = "i1j1a1 i1j1b1 i1j1c1 i1j1d1 i1j1e1 i1j1f1 i1j1g1 i1j1h1 i1j1i1";
    assert_eq!(
        castlings(&position(Variant::Consulchess42k, fen)),
        list(expected)
    );
    assert!(castlings(&position(Variant::Consulchess, fen)).is_empty());
}

#[test]
fn free_castling_result_and_notation() {
    let pos = position(Variant::Consulchess, "5k4/10/10/10/10/10/10/5K3R w K - 0 1");
    let after = pos.play_uci("f1i1h1").expect("legal castling");
    assert_eq!(after.fen(), "5k4/10/10/10/10/10/10/7RK1 b - - 1 1");
    let err = pos.play_uci("f1i1").expect_err("needs the rook square");
    assert!(
        err.to_string().contains("names the rook's destination"),
        "{err}"
    );
}
