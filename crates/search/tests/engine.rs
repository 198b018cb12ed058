//! The engine facade across searches: what one search of a game learned
//! about quiet moves orders the next one's, and a new game forgets it; a
//! search stopped inside an iteration plays what that iteration found.

use shuffle_rules::{Game, Variant};
use shuffle_search::{Engine, Info, Limits, Options};
use std::sync::{Arc, Mutex};

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

/// A search stopped by its node limit inside an iteration plays a move
/// that iteration found better than the last completed one's best, and
/// reports that line at the unfinished depth; otherwise it plays the last
/// completed iteration's move. Node limits are exact, so the sweep finds
/// the same stops on every run.
#[test]
fn a_better_move_found_in_a_stopped_iteration_is_played() {
    // Middlegames of capablanca84000 games against Fairy-Stockfish in
    // which the best move changes inside some of the iterations.
    let games = [
        "2kr3r1q/pbpp3p1p/1pnn6/c4p1NP1/4p3P1/PPN1P5/1KPP3P2/3R2CBRQ w - - 1 19",
        "r1b1k2rq1/1pb2p1ppp/c1ppa1p3/2n4P2/2Pp2P1PP/4N3Q1/PBBPPP1A2/CR2K2R2 w HBh - 2 19",
    ]
    .map(|fen| Game::from_fen(Variant::Capablanca84000, fen).expect("a legal FEN"));
    let mut adopted = 0;
    for (game, nodes) in games
        .iter()
        .flat_map(|game| (3_500..=105_000).step_by(3_500).map(move |n| (game, n)))
    {
        let infos: Arc<Mutex<Vec<Info>>> = Arc::default();
        let sink = Arc::clone(&infos);
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let result = Engine::new(Options::default())
            .search(
                game,
                limits,
                Box::new(move |info| sink.lock().expect("lock").push(info.clone())),
            )
            .expect("a result");
        let infos = infos.lock().expect("lock");
        let completed = infos
            .iter()
            .rev()
            .find(|i| i.depth == result.depth)
            .expect("an info line for the completed depth");
        match infos.last().filter(|i| i.depth == result.depth + 1) {
            Some(found) => {
                adopted += 1;
                assert_eq!(result.best_move, found.pv.first().copied(), "{nodes} nodes");
                assert_ne!(found.pv.first(), completed.pv.first(), "{nodes} nodes");
            }
            None => assert_eq!(
                result.best_move,
                completed.pv.first().copied(),
                "{nodes} nodes"
            ),
        }
    }
    assert!(
        adopted > 0,
        "no stop in the sweep fell after a new best move"
    );
}
