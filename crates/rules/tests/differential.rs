//! Differential and property tests over random playouts in every variant:
//! the fast generator against the plain one in `reference/`, and the
//! invariants of a position (incremental hash equals a fresh one, FEN
//! round-trips to an equal position, UCI and SAN text resolve to the same
//! move, SAN is unique, playing a move leaves the original untouched, the
//! noisy-move generator gives exactly the legal captures and promotions,
//! every move that checks is one `may_give_check` admits).
//!
//! `SHUFFLE_PLAYOUTS` sets the playouts per variant (default 60).

mod reference;

use shuffle_rules::{AnyPosition, Geometry, MoveKind, Position, SplitMix64, UciMove, Variant};

fn playouts() -> u64 {
    std::env::var("SHUFFLE_PLAYOUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60)
}

/// Checks everything at one position; returns the number of legal moves.
fn check_position<G: Geometry>(pos: &Position<G>, context: &str) -> usize {
    let legal = pos.legal_moves();
    let mut fast: Vec<String> = legal.iter().map(|&m| pos.uci(m)).collect();
    fast.sort();
    let mut noisy: Vec<String> = pos.noisy_moves().iter().map(|&m| pos.uci(m)).collect();
    noisy.sort();
    let mut wanted: Vec<String> = legal
        .iter()
        .filter(|m| match m.kind {
            MoveKind::Normal => pos.piece_at(m.to).is_some(),
            MoveKind::Castle { .. } => false,
            MoveKind::Promotion(_) | MoveKind::EnPassant => true,
        })
        .map(|&m| pos.uci(m))
        .collect();
    wanted.sort();
    assert_eq!(
        noisy,
        wanted,
        "{context}: noisy moves are not the legal captures and promotions at {}",
        pos.fen()
    );
    let board = reference::Board::from_position(pos);
    let plain = board.legal_moves();
    assert_eq!(fast, plain, "{context}: move lists differ at {}", pos.fen());
    assert_eq!(
        pos.is_check(),
        board.in_check(),
        "{context}: check differs at {}",
        pos.fen()
    );

    assert_eq!(
        pos.hash(),
        pos.compute_hash(),
        "{context}: incremental hash at {}",
        pos.fen()
    );
    if !pos.is_check() {
        let null = pos.play_null();
        assert_eq!(
            null.hash(),
            null.compute_hash(),
            "{context}: null-move hash at {}",
            pos.fen()
        );
        assert_eq!(
            null.compute_checkers(),
            null.checkers(),
            "{context}: null move leaves {} in check",
            pos.fen()
        );
    }
    let reread = Position::<G>::from_fen(pos.variant(), &pos.fen()).expect("own FEN parses");
    assert_eq!(&reread, pos, "{context}: FEN round trip of {}", pos.fen());

    let before = *pos;
    let mut sans = std::collections::HashSet::new();
    for &mv in &legal {
        let san = pos.san_in(mv, &legal);
        assert_eq!(
            pos.parse_san(&san),
            Ok(mv),
            "{context}: SAN {san} at {}",
            pos.fen()
        );
        assert!(
            sans.insert(san.clone()),
            "{context}: SAN {san} names two moves at {}",
            pos.fen()
        );
        let text = pos.uci(mv);
        let parsed: UciMove = text.parse().expect("own UCI parses");
        assert_eq!(
            parsed.to_move(pos),
            Ok(mv),
            "{context}: UCI {text} at {}",
            pos.fen()
        );
        let after = pos.play_unchecked(mv);
        assert!(
            !after.is_check() || pos.may_give_check(mv),
            "{context}: {text} checks but may_give_check says no at {}",
            pos.fen()
        );
    }
    assert_eq!(&before, pos, "playing moves changed the position");
    legal.len()
}

fn playout<G: Geometry>(start: Position<G>, seed: u64, plies: usize) -> usize {
    let mut rng = SplitMix64::new(seed);
    let mut pos = start;
    let mut checked = 0;
    for ply in 0..plies {
        let context = format!("{} seed {seed} ply {ply}", pos.variant());
        let n = check_position(&pos, &context);
        checked += 1;
        if n == 0 {
            break;
        }
        let moves = pos.legal_moves();
        pos = pos.play_unchecked(moves[rng.below(n as u64) as usize]);
    }
    checked
}

fn run_variant(variant: Variant) {
    let count = variant.scheme().map_or(1, |s| s.count());
    let mut checked = 0;
    for i in 0..playouts() {
        let seed = 0x5EED_0000 + i * 7919 + variant as u64;
        let number = if variant.is_shuffle() {
            SplitMix64::new(seed).below(u64::from(count)) as u32
        } else {
            variant
                .classic_number()
                .expect("fixed variants have a classic setup")
        };
        let start = AnyPosition::start(variant, number, number).expect("valid number");
        checked += match start {
            AnyPosition::Eight(p) => playout(p, seed, 160),
            AnyPosition::Ten(p) => playout(p, seed, 160),
        };
    }
    assert!(
        checked as u64 >= playouts() * 20,
        "{variant}: only {checked} positions checked"
    );
}

#[test]
fn differential_chess() {
    run_variant(Variant::Chess);
}
#[test]
fn differential_chess960() {
    run_variant(Variant::Chess960);
}
#[test]
fn differential_capablanca() {
    run_variant(Variant::Capablanca);
}
#[test]
fn differential_capablanca84000() {
    run_variant(Variant::Capablanca84000);
}
#[test]
fn differential_consulchess() {
    run_variant(Variant::Consulchess);
}
#[test]
fn differential_consulchess42k() {
    run_variant(Variant::Consulchess42k);
}
#[test]
fn differential_chess13440() {
    run_variant(Variant::Chess13440);
}

/// The perft vectors' positions too: they hold the hand-picked tricky cases
/// (en passant, promotions, castling through attacks, consul runs).
#[test]
fn differential_from_perft_positions() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/perft/public.epd");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    for (i, line) in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .enumerate()
    {
        let mut fields = line.split(';');
        let variant = Variant::from_name(fields.next().expect("variant")).expect("known variant");
        let fen = fields.next().expect("fen");
        for seed in 0..4 {
            match AnyPosition::from_fen(variant, fen).expect("valid FEN") {
                AnyPosition::Eight(p) => playout(p, i as u64 * 100 + seed, 60),
                AnyPosition::Ten(p) => playout(p, i as u64 * 100 + seed, 60),
            };
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
    /// The same checks from proptest-chosen variant, setup and seed, so a
    /// failure shrinks to a small reproducible case.
    #[test]
    fn random_playout_invariants(variant in 0..Variant::ALL.len(), number in 0u32..84_000, seed: u64) {
        let variant = Variant::ALL[variant];
        let count = variant.scheme().map_or(1, |s| s.count());
        let number = variant.classic_number().filter(|_| !variant.is_shuffle()).unwrap_or(number % count);
        match AnyPosition::start(variant, number, number).expect("valid number") {
            AnyPosition::Eight(p) => playout(p, seed, 40),
            AnyPosition::Ten(p) => playout(p, seed, 40),
        };
    }
}
