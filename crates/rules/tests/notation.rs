//! FEN and UCI text: what is accepted, what is written, and the exact error
//! for bad input. Arbitrary text never panics (proptest).

use proptest::prelude::*;
use shuffle_rules::{AnyPosition, UciMove, Variant};

fn fen_error(variant: Variant, fen: &str) -> String {
    AnyPosition::from_fen(variant, fen)
        .expect_err("invalid")
        .to_string()
}

#[test]
fn fen_syntax_errors_say_what_and_where() {
    let capa = Variant::Capablanca;
    assert_eq!(
        fen_error(
            capa,
            "rnabqkbcnr/pppppppppp/11/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
        ),
        "invalid FEN: rank 6 has 11 files, expected 10"
    );
    assert_eq!(
        fen_error(capa, "10/10/10/10/10/10/10 w - - 0 1"),
        "invalid FEN: the board has 7 ranks, expected 8"
    );
    assert_eq!(
        fen_error(
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1"
        ),
        "invalid FEN: rank 1: 'A' is not a chess piece letter or a digit"
    );
    assert_eq!(
        fen_error(
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x - - 0 1"
        ),
        "invalid FEN: side to move is 'x', expected 'w' or 'b'"
    );
    assert_eq!(
        fen_error(
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KX - 0 1"
        ),
        "invalid FEN: castling field 'KX': 'X' is not K, Q, a file letter or '-'"
    );
    assert_eq!(
        fen_error(
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - e9 0 1"
        ),
        "invalid FEN: en passant field 'e9' is neither '-' nor a square"
    );
    assert_eq!(
        fen_error(
            Variant::Chess,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - x 1"
        ),
        "invalid FEN: halfmove clock 'x' is not a whole number"
    );
    assert_eq!(
        fen_error(Variant::Chess, "   "),
        "invalid FEN: the FEN is empty"
    );
    assert_eq!(
        fen_error(
            Variant::Chess,
            "rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
        ),
        "invalid FEN: rank 6: '0' is not a count of empty squares"
    );
}

#[test]
fn impossible_positions_say_what_is_wrong() {
    let chess = Variant::Chess;
    assert_eq!(
        fen_error(chess, "8/8/8/8/8/8/8/4K3 w - - 0 1"),
        "impossible position: Black has no king"
    );
    assert_eq!(
        fen_error(chess, "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
        "impossible position: White has 2 kings"
    );
    assert_eq!(
        fen_error(chess, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"),
        "impossible position: a pawn stands on a1, a back rank"
    );
    assert_eq!(
        fen_error(chess, "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"),
        "impossible position: Black is in check but it is White's move"
    );
    assert_eq!(
        fen_error(chess, "4k3/8/8/8/8/8/8/R3K3 w K - 0 1"),
        "impossible position: castling right 'K' but White has no rook there to castle with"
    );
    assert_eq!(
        fen_error(chess, "4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1"),
        "impossible position: castling right 'K' but White's king is not on its back rank"
    );
    assert_eq!(
        fen_error(Variant::Chess960, "4k3/8/8/8/8/8/8/4KR1R w HF - 0 1"),
        "impossible position: castling rights 'HF' give White two partners on one side of the king"
    );
    assert_eq!(
        fen_error(Variant::Chess13440, "4k3/8/8/8/8/8/8/4K1N1 w G - 0 1"),
        "impossible position: castling right 'G' but White has no rook or marshall there to castle with"
    );
    assert_eq!(
        fen_error(Variant::Capablanca, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        "impossible position: the board is 8 files wide, but capablanca is played on 10"
    );
}

#[test]
fn castling_fields_in_and_out() {
    // KQkq, X-FEN and Shredder letters all read; fixed setups write KQkq,
    // shuffle variants write Shredder letters.
    let start = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w";
    for field in ["KQkq", "JAja", "AJaj"] {
        let capa = AnyPosition::from_fen(Variant::Capablanca, &format!("{start} {field} - 0 1"))
            .expect("valid");
        assert_eq!(capa.fen(), format!("{start} KQkq - 0 1"));
        let random =
            AnyPosition::from_fen(Variant::Capablanca84000, &format!("{start} {field} - 0 1"))
                .expect("valid");
        assert_eq!(random.fen(), format!("{start} JAja - 0 1"));
    }
    // A fixed setup writes a file letter where the partner is not outermost.
    let inner =
        AnyPosition::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/1R2K1RR w G - 0 1").expect("valid");
    assert_eq!(inner.fen(), "4k3/8/8/8/8/8/8/1R2K1RR w G - 0 1");
    let outer =
        AnyPosition::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/1R2K1RR w HB - 0 1").expect("valid");
    assert_eq!(outer.fen(), "4k3/8/8/8/8/8/8/1R2K1RR w KQ - 0 1");
    // chess13440: K means the outermost rook or marshall.
    let m = AnyPosition::from_fen(Variant::Chess13440, "4k3/8/8/8/8/8/8/M3K2R w KQ - 0 1")
        .expect("valid");
    assert_eq!(m.fen(), "4k3/8/8/8/8/8/8/M3K2R w HA - 0 1");
}

#[test]
fn en_passant_written_only_when_a_pawn_can_take() {
    let chess = Variant::Chess;
    let none = AnyPosition::from_fen(
        chess,
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    )
    .expect("valid");
    assert_eq!(
        none.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    let ready = AnyPosition::from_fen(
        chess,
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3",
    )
    .expect("valid");
    assert!(ready.fen().contains(" e3 "));
    let played = AnyPosition::from_fen(
        chess,
        "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3",
    )
    .expect("valid")
    .play_uci("e2e4")
    .expect("legal");
    assert_eq!(
        played.fen(),
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"
    );
    assert!(played.legal_uci().contains(&"d4e3".to_string()));
}

#[test]
fn castling_in_both_uci_notations() {
    // Classic variants write the king's move; shuffle variants king takes rook.
    let capa = AnyPosition::from_fen(
        Variant::Capablanca,
        "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1",
    )
    .expect("valid");
    assert!(capa.legal_uci().contains(&"f1i1".to_string()));
    let by_rook = capa.play_uci("f1j1").expect("king takes rook accepted");
    let by_king = capa.play_uci("f1i1").expect("king's move accepted");
    assert_eq!(by_rook, by_king);
    assert_eq!(by_king.fen(), "r4k3r/10/10/10/10/10/10/R6RK1 b kq - 1 1");
    let random = AnyPosition::from_fen(
        Variant::Capablanca84000,
        "r4k3r/10/10/10/10/10/10/R4K3R w JAja - 0 1",
    )
    .expect("valid");
    assert!(random.legal_uci().contains(&"f1j1".to_string()));
    assert_eq!(
        random.play_uci("f1i1").expect("accepted").fen(),
        "r4k3r/10/10/10/10/10/10/R6RK1 b ja - 1 1"
    );
    // In chess960 a king step to g1 is a king step, not a castling.
    let c960 =
        AnyPosition::from_fen(Variant::Chess960, "4k3/8/8/8/8/8/8/5K1R w H - 0 1").expect("valid");
    let step = c960.play_uci("f1g1").expect("legal");
    assert_eq!(step.fen(), "4k3/8/8/8/8/8/8/6KR b - - 1 1");
}

#[test]
fn uci_errors_say_why() {
    let pos = AnyPosition::classic(Variant::Capablanca).expect("classic");
    let err = |text: &str| pos.play_uci(text).expect_err("rejected").to_string();
    assert_eq!(
        err("e2"),
        "'e2' is not a UCI move: expected two squares (or three for a free castling)"
    );
    assert_eq!(err("e2e4!"), "'e2e4!' is not a UCI move: expected from-square, to-square and an optional promotion letter or rook square");
    assert_eq!(
        err("e3e4"),
        "'e3e4' is not legal here: no white piece on e3"
    );
    assert_eq!(
        err("e2e5"),
        "'e2e5' is not legal here: the white piece on e2 cannot move so"
    );
    assert_eq!(
        err("k2k4"),
        "'k2k4' is not legal here: k2 is not on a 10x8 board"
    );
    assert_eq!(
        err("e2e4z"),
        "'e2e4z' is not legal here: 'z' is not a capablanca promotion piece"
    );
    let promo = AnyPosition::from_fen(
        Variant::Capablanca84000,
        "4k5/P9/10/10/10/10/10/4K5 w - - 0 1",
    )
    .expect("valid");
    assert_eq!(
        promo
            .play_uci("a7a8")
            .expect_err("needs letter")
            .to_string(),
        "'a7a8' is not legal here: a promotion needs the piece letter"
    );
    assert!(promo.play_uci("a7a8a").is_ok(), "promote to archbishop");
    assert!(promo.play_uci("a7a8k").is_err(), "never to a king");
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
        for variant in Variant::ALL {
            let _ = AnyPosition::from_fen(variant, &text);
        }
        if let Ok(mv) = text.parse::<UciMove>() {
            let _ = AnyPosition::classic(Variant::Consulchess).expect("classic").play_uci(&mv.to_string());
        }
    }

    #[test]
    fn fen_like_text_never_panics(
        board in "[rnbqkpacmgRNBQKPACMG1-9/]{0,90}",
        rest in "( [wb]( [KQkqA-Ja-j-]{1,5}( [a-j][1-8]| -)?)?)?"
    ) {
        let fen = format!("{board}{rest}");
        for variant in Variant::ALL {
            if let Ok(pos) = AnyPosition::from_fen(variant, &fen) {
                // Whatever parses writes a FEN that parses to the same position.
                let again = AnyPosition::from_fen(variant, &pos.fen()).expect("own FEN");
                prop_assert_eq!(again, pos);
            }
        }
    }

    #[test]
    fn uci_like_text_never_panics(text in "[a-l][0-9]{1,2}[a-l][0-9]{1,2}([a-l][0-9]{1,2}|[a-z])?") {
        for variant in Variant::ALL {
            let pos = AnyPosition::start(variant, variant.classic_number().unwrap_or(0), variant.classic_number().unwrap_or(0)).expect("start");
            let _ = pos.play_uci(&text);
        }
    }
}

/// Found by fuzzing: rank 0 in the en passant field overflowed.
#[test]
fn en_passant_rank_zero_is_a_syntax_error() {
    assert_eq!(
        fen_error(Variant::Chess, "4k3/8/8/8/8/8/8/4K3 b - u0 0 1"),
        "invalid FEN: en passant field 'u0' is neither '-' nor a square"
    );
    assert_eq!(
        fen_error(Variant::Chess, "4k3/8/8/8/8/8/8/4K3 b - \u{121}3 0 1"),
        "invalid FEN: en passant field '\u{121}3' is neither '-' nor a square"
    );
}

#[test]
fn move_bits_round_trip() {
    for variant in Variant::ALL {
        let fens = [
            "r3k2r/1P6/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1",
            "r3k4r/1P8/10/3pP5/10/10/6p3/R3K4R w KQkq d6 0 1",
        ];
        let fen = if variant.files() == 8 {
            fens[0]
        } else {
            fens[1]
        };
        let Ok(pos) = AnyPosition::from_fen(variant, fen) else {
            continue;
        };
        for mv in pos.legal_moves() {
            assert_eq!(shuffle_rules::Move::from_bits(mv.to_bits()), Some(mv));
            assert!(mv.to_bits() < 1 << 30);
        }
    }
}
