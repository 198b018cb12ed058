//! Game outcomes by rule (RULES.md §3), declared endings, undo.

use shuffle_rules::{DrawReason, Game, GameError, Outcome, Variant, WinReason};

fn play(game: &mut Game, sans: &str) {
    for san in sans.split_whitespace() {
        game.play_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
    }
}

#[test]
fn checkmate_ends_the_game() {
    let mut game = Game::classic(Variant::Chess).expect("classic");
    play(&mut game, "f3 e5 g4 Qh4#");
    let outcome = game.outcome().expect("over");
    assert_eq!(
        outcome,
        Outcome::Win {
            winner: shuffle_rules::Color::Black,
            reason: WinReason::Checkmate
        }
    );
    assert_eq!(outcome.result(), "0-1");
    assert_eq!(outcome.to_string(), "Black wins by checkmate");
    assert_eq!(game.sans(), ["f3", "e5", "g4", "Qh4#"]);
    assert!(matches!(game.play_san("a3"), Err(GameError::Over(_))));
}

#[test]
fn stalemate_and_insufficient_material() {
    let stalemate =
        Game::from_fen(Variant::Capablanca, "9k/10/9K/10/10/10/10/8R1 b - - 0 1").expect("valid");
    assert_eq!(
        stalemate.outcome(),
        Some(Outcome::Draw(DrawReason::Stalemate))
    );
    let draws = [
        (Variant::Chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        (Variant::Chess, "4k3/8/8/8/8/8/8/2B1K1n1 w - - 0 1"),
        (
            Variant::Capablanca84000,
            "4k5/10/10/10/10/10/10/4K1B3 w - - 0 1",
        ),
    ];
    for (variant, fen) in draws {
        let game = Game::from_fen(variant, fen).expect("valid");
        assert_eq!(
            game.outcome(),
            Some(Outcome::Draw(DrawReason::InsufficientMaterial)),
            "{fen}"
        );
    }
    let playable = [
        (Variant::Chess, "4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1"),
        (Variant::Chess, "4k3/8/8/8/8/8/7p/4K3 w - - 0 1"),
        (Variant::Capablanca, "4k5/10/10/10/10/10/10/4K1A3 w - - 0 1"),
        (
            Variant::Consulchess,
            "4k5/10/10/10/10/10/10/4K1C3 w - - 0 1",
        ),
        (Variant::Chess13440, "4k3/8/8/8/8/8/8/4KM2 w - - 0 1"),
    ];
    for (variant, fen) in playable {
        assert_eq!(
            Game::from_fen(variant, fen).expect("valid").outcome(),
            None,
            "{fen}"
        );
    }
}

#[test]
fn threefold_repetition_counts_rights() {
    let mut game = Game::classic(Variant::Chess).expect("classic");
    play(&mut game, "Nf3 Nf6 Ng1 Ng8");
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    play(&mut game, "Nf3 Nf6 Ng1 Ng8");
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));

    // Same pieces, but the rooks' trip cost both sides their castling right.
    let mut rights = Game::classic(Variant::Chess).expect("classic");
    play(&mut rights, "Nf3 Nf6 Rg1 Rg8 Rh1 Rh8");
    assert_eq!(rights.repetitions(), 1);
    play(&mut rights, "Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6");
    assert_eq!(
        rights.outcome(),
        Some(Outcome::Draw(DrawReason::Repetition))
    );
}

#[test]
fn en_passant_right_makes_a_different_position() {
    // After d5 White may take en passant; once that right is gone the same
    // pieces make a new position.
    let mut game =
        Game::from_fen(Variant::Chess, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1").expect("valid");
    play(&mut game, "d5 Ke2 Ke7 Ke1 Ke8");
    assert_eq!(
        game.repetitions(),
        1,
        "d5 with the en passant right is not the same"
    );
}

#[test]
fn fifty_moves_unless_mate() {
    let mut game =
        Game::from_fen(Variant::Chess, "7k/8/8/8/8/8/8/R5K1 w - - 99 80").expect("valid");
    play(&mut game, "Kf2");
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::FiftyMoves)));
    let mut mate =
        Game::from_fen(Variant::Chess, "7k/8/6K1/8/8/8/8/R7 w - - 99 80").expect("valid");
    play(&mut mate, "Ra8#");
    assert!(matches!(
        mate.outcome(),
        Some(Outcome::Win {
            reason: WinReason::Checkmate,
            ..
        })
    ));
}

#[test]
fn undo_and_declared_endings() {
    let mut game =
        Game::from_start_number(Variant::Capablanca84000, 12345, 12345).expect("in range");
    assert_eq!(game.start_number(), Some((12345, 12345)));
    let start = game.position().clone();
    play(&mut game, "e4 e5");
    game.declare(Outcome::Win {
        winner: shuffle_rules::Color::White,
        reason: WinReason::Resignation,
    });
    assert_eq!(game.outcome().map(Outcome::result), Some("1-0"));
    assert!(game.undo().is_some());
    assert_eq!(game.outcome(), None, "undo takes back the resignation too");
    assert!(game.undo().is_some());
    assert_eq!(game.undo(), None);
    assert_eq!(game.position(), &start);
    assert!(game.sans().is_empty());
}
