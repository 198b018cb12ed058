//! Fast self-play in every variant from random numbered setups: every move
//! the engine chooses is played through the rules crate's checked
//! `Game::play`, so an illegal move fails the test. `SHUFFLE_SELF_PLAY_GAMES`
//! sets the games per variant (default 8; CI plays more), and
//! `SHUFFLE_SHOW_ENDINGS` prints each game.

use shuffle_rules::{Game, SplitMix64, Variant};
use shuffle_search::{Engine, Limits, Options};

fn games_per_variant() -> u64 {
    std::env::var("SHUFFLE_SELF_PLAY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8)
}

fn play_games(variant: Variant) {
    let mut finished = 0;
    let mut plies = 0;
    for i in 0..games_per_variant() {
        let mut rng = SplitMix64::new(i * 7 + variant as u64);
        let number = variant.random_start_number(&mut rng);
        let mut game = Game::from_start_number(variant, number, number).expect("in range");
        // Two random opening plies, so fixed setups give different games.
        for _ in 0..2 {
            let legal = game.position().legal_moves();
            game.play(legal[rng.below(legal.len() as u64) as usize])
                .expect("legal");
        }
        let mut engine = Engine::new(Options {
            hash_mb: 1,
            ..Options::default()
        });
        while game.outcome().is_none() && game.moves().len() < 160 {
            let nodes = 200 + rng.below(400);
            let result = engine
                .search(
                    &game,
                    Limits {
                        nodes: Some(nodes),
                        ..Limits::default()
                    },
                    Box::new(|_| {}),
                )
                .expect("a result");
            let mv = result
                .best_move
                .expect("a legal move exists while the game is on");
            game.play(mv).unwrap_or_else(|e| {
                panic!(
                    "{variant} #{number}: engine move {mv:?} rejected: {e}\n{}",
                    game.position().fen()
                )
            });
            plies += 1;
        }
        if std::env::var_os("SHUFFLE_SHOW_ENDINGS").is_some() {
            eprintln!(
                "{variant} #{number}: {:?} after {} plies: {}",
                game.outcome(),
                game.moves().len(),
                game.sans().join(" ")
            );
        }
        finished += usize::from(game.outcome().is_some());
    }
    assert!(plies > 0);
    eprintln!(
        "{variant}: {} games, {plies} plies, {finished} finished by rule",
        games_per_variant()
    );
}

#[test]
fn self_play_chess() {
    play_games(Variant::Chess);
}
#[test]
fn self_play_chess960() {
    play_games(Variant::Chess960);
}
#[test]
fn self_play_capablanca() {
    play_games(Variant::Capablanca);
}
#[test]
fn self_play_capablanca84000() {
    play_games(Variant::Capablanca84000);
}
#[test]
fn self_play_consulchess() {
    play_games(Variant::Consulchess);
}
#[test]
fn self_play_consulchess42k() {
    play_games(Variant::Consulchess42k);
}
#[test]
fn self_play_chess13440() {
    play_games(Variant::Chess13440);
}
