//! The engine facade across searches: what one search of a game learned
//! about quiet moves orders the next one's, and a new game forgets it.

use shuffle_rules::{Game, Variant};
use shuffle_search::{Engine, Limits, Options};

/// The nodes a depth-limited search of `game` takes.
fn nodes_to_depth(engine: &mut Engine, game: &Game, depth: u32) -> u64 {
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    engine
        .search(game, limits, Box::new(|_| {}))
        .expect("a result")
        .nodes
}

fn middlegame() -> Game {
    let mut game = Game::classic(Variant::Capablanca).expect("a classic setup");
    for mv in [
        "e2e4", "e7e5", "h1g3", "c8d6", "d2d4", "e5d4", "g3f5", "d6f5",
    ] {
        game.play_uci(mv).expect("legal");
    }
    game
}

#[test]
fn a_search_orders_its_moves_by_what_the_games_earlier_searches_learned() {
    let game = middlegame();
    let small_table = Options {
        hash_mb: 8,
        ..Options::default()
    };
    let fresh = nodes_to_depth(&mut Engine::new(small_table.clone()), &game, 9);

    let mut engine = Engine::new(small_table.clone());
    nodes_to_depth(&mut engine, &game, 9);
    engine.new_game();
    assert_eq!(
        nodes_to_depth(&mut engine, &game, 9),
        fresh,
        "a new game starts from an empty history and table"
    );

    // The same search again in the same game, with a new (empty) table of
    // the same size, so that only the history carries over: the tree
    // changes with it.
    let mut engine = Engine::new(Options::default());
    nodes_to_depth(&mut engine, &game, 9);
    engine.set_options(small_table);
    assert_ne!(nodes_to_depth(&mut engine, &game, 9), fresh);
}
