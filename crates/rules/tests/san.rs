//! SAN writing (letters, disambiguation, captures, promotions, castling,
//! check and mate) and forgiving reading with exact errors.

use shuffle_rules::{AnyPosition, SanError, Variant};

fn pos(variant: Variant, fen: &str) -> AnyPosition {
    AnyPosition::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// SAN of the move given in UCI.
fn san(p: &AnyPosition, uci: &str) -> String {
    let mv = p.parse_uci(uci).unwrap_or_else(|e| panic!("{e}"));
    p.san(mv)
}

/// UCI of the move given in SAN.
fn read(p: &AnyPosition, text: &str) -> Result<String, SanError> {
    p.parse_san(text).map(|m| p.uci(m))
}

#[test]
fn writes_minimal_disambiguation() {
    let rooks = pos(Variant::Chess, "4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
    assert_eq!(san(&rooks, "a1d1"), "Rad1");
    assert_eq!(san(&rooks, "h1d1"), "Rhd1");
    let file = pos(Variant::Chess, "4k3/8/8/R7/8/8/4K3/R7 w - - 0 1");
    assert_eq!(san(&file, "a1a3"), "R1a3");
    assert_eq!(san(&file, "a5a3"), "R5a3");
    let queens = pos(Variant::Chess, "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
    assert_eq!(san(&queens, "a1b2"), "Qa1b2");
    assert_eq!(san(&queens, "a3b2"), "Q3b2"); // The rank suffices once the file is shared.
    assert_eq!(san(&queens, "c1b2"), "Qcb2");
    // A rival that cannot legally move (pinned) does not count.
    let pinned = pos(Variant::Chess, "4k3/8/8/8/1b6/8/3N4/1N2K3 w - - 0 1");
    assert_eq!(san(&pinned, "b1c3"), "Nc3");
}

#[test]
fn writes_variant_letters_captures_and_promotions() {
    let capa = AnyPosition::classic(Variant::Capablanca).expect("classic");
    assert_eq!(san(&capa, "c1d3"), "Ad3"); // The archbishop leaps like a knight.
    assert_eq!(san(&capa, "h1i3"), "Ci3");
    let promo = pos(
        Variant::Capablanca84000,
        "1r2k5/P9/10/10/10/10/10/4K5 w - - 0 1",
    );
    assert_eq!(san(&promo, "a7a8a"), "a8=A");
    assert_eq!(san(&promo, "a7b8c"), "axb8=C+");
    let c13440 = pos(Variant::Chess13440, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for (uci, text) in [
        ("a7a8g", "a8=G+"),
        ("a7a8m", "a8=M+"),
        ("a7a8c", "a8=C"),
        ("a7a8q", "a8=Q+"),
    ] {
        assert_eq!(san(&c13440, uci), text);
    }
    let ep = pos(Variant::Chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    assert_eq!(san(&ep, "e5d6"), "exd6");
}

#[test]
fn writes_castling_check_and_mate() {
    let capa = pos(
        Variant::Capablanca,
        "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1",
    );
    assert_eq!(san(&capa, "f1i1"), "O-O");
    assert_eq!(san(&capa, "f1c1"), "O-O-O");
    let consul = pos(Variant::Consulchess, "5k4/10/10/10/10/10/10/5K3R w K - 0 1");
    assert_eq!(san(&consul, "f1i1h1"), "O-O-i-h");
    assert_eq!(san(&consul, "f1i1f1"), "O-O-i-f+");
    let mut fools = AnyPosition::classic(Variant::Chess).expect("classic");
    for mv in ["f2f3", "e7e5", "g2g4"] {
        fools = fools.play_uci(mv).expect("legal");
    }
    assert_eq!(san(&fools, "d8h4"), "Qh4#");
}

#[test]
fn reads_forgiving_forms() {
    let start = AnyPosition::classic(Variant::Chess).expect("classic");
    for text in ["Nf3", "Nf3+", "Nf3!?", "Ngf3", "Ng1f3", "Ng1-f3", "N1f3"] {
        assert_eq!(read(&start, text).as_deref(), Ok("g1f3"), "{text}");
    }
    for text in ["e4", "e2e4", "e2-e4", "Pe4"] {
        assert_eq!(read(&start, text).as_deref(), Ok("e2e4"), "{text}");
    }
    let capture = pos(Variant::Chess, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    for text in ["exd5", "ed5", "e:d5", "exd5+"] {
        assert_eq!(read(&capture, text).as_deref(), Ok("e4d5"), "{text}");
    }
    let capa = pos(
        Variant::Capablanca,
        "r4k3r/1P8/10/10/10/10/10/R4K3R w KQkq - 0 1",
    );
    for text in ["O-O", "0-0", "o-o"] {
        assert_eq!(read(&capa, text).as_deref(), Ok("f1i1"), "{text}");
    }
    assert_eq!(read(&capa, "0-0-0").as_deref(), Ok("f1c1"));
    for text in ["b8=C", "b8C", "b8c"] {
        assert_eq!(read(&capa, text).as_deref(), Ok("b7b8c"), "{text}");
    }
    for text in ["bxa8=C", "ba8c", "bxa8C+"] {
        assert_eq!(read(&capa, text).as_deref(), Ok("b7a8c"), "{text}");
    }
    let consul = pos(
        Variant::Consulchess42k,
        "5k4/10/10/10/10/10/10/5K3R w J - 0 1",
    );
    for text in ["O-O-i-h", "0-0-i-h", "O-O-I-H", "O-O-i-h+"] {
        assert_eq!(read(&consul, text).as_deref(), Ok("f1i1h1"), "{text}");
    }
}

#[test]
fn errors_list_the_candidates() {
    let rooks = pos(Variant::Chess, "4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
    assert_eq!(
        rooks.parse_san("Rd1").map(|_| ()),
        Err(SanError::Ambiguous {
            text: "Rd1".into(),
            candidates: vec!["Rad1".into(), "Rhd1".into()]
        })
    );
    let start = AnyPosition::classic(Variant::Chess).expect("classic");
    assert_eq!(
        start
            .parse_san("Nf6")
            .map(|_| ())
            .expect_err("illegal")
            .to_string(),
        "'Nf6' is not legal here (legal moves of that kind: Na3, Nc3, Nf3, Nh3)"
    );
    assert_eq!(
        start
            .parse_san("Zz9")
            .map(|_| ())
            .expect_err("bad")
            .to_string(),
        "'Zz9' is not SAN: expected [piece][from file][from rank][x]<square>[=promotion]"
    );
    let promo = pos(Variant::Chess, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        promo
            .parse_san("a8")
            .map(|_| ())
            .expect_err("ambiguous")
            .to_string(),
        "'a8' is ambiguous: it could be a8=Q+, a8=R+, a8=B, a8=N"
    );
    let consul = pos(Variant::Consulchess, "5k4/10/10/10/10/10/10/5K3R w K - 0 1");
    let err = consul
        .parse_san("O-O")
        .map(|_| ())
        .expect_err("free castling needs squares");
    assert!(
        matches!(&err, SanError::Ambiguous { candidates, .. } if candidates.len() == 21),
        "{err}"
    );
    assert!(
        matches!(consul.parse_san("O-O-j-a"), Err(SanError::Illegal { .. })),
        "no corner in consulchess"
    );
    assert!(matches!(
        consul.parse_san("O-O-x"),
        Err(SanError::Syntax { .. })
    ));
}
