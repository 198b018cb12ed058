//! Tactics every variant's engine must find within a node budget: forced
//! mates (a consul check over a run of pieces, a mate by free castling) and
//! winning combinations (compound-piece forks, promotion to a compound
//! piece). Each mate's principal variation is replayed and must end in
//! checkmate.

use shuffle_rules::{Game, Variant};
use shuffle_search::{Engine, Limits, Options, Score};

const NODE_BUDGET: u64 = 2_000_000;

fn search(variant: Variant, fen: &str, depth: u32) -> (String, Score, Vec<String>, Game) {
    let game = Game::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mut engine = Engine::new(Options::default());
    let limits = Limits {
        depth: Some(depth),
        nodes: Some(NODE_BUDGET),
        ..Limits::default()
    };
    let pv = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let sink = std::sync::Arc::clone(&pv);
    let result = engine
        .search(
            &game,
            limits,
            Box::new(move |info| *sink.lock().expect("lock") = info.pv.clone()),
        )
        .expect("a result");
    let pos = game.position();
    let best = result.best_move.expect("a move");
    let pv: Vec<String> = {
        let moves = pv.lock().expect("lock").clone();
        let mut replay = game.clone();
        moves
            .iter()
            .map(|&m| {
                let text = replay.position().uci(m);
                replay
                    .play(m)
                    .unwrap_or_else(|e| panic!("pv move {text} illegal: {e}"));
                text
            })
            .collect()
    };
    let mut after = game.clone();
    for text in &pv {
        after.play_uci(text).expect("replays");
    }
    (pos.uci(best), result.score, pv, after)
}

fn assert_mate(variant: Variant, fen: &str, depth: u32, moves: i32, first: &str) {
    let (best, score, pv, after) = search(variant, fen, depth);
    assert_eq!(score, Score::Mate(moves), "{variant} {fen}: pv {pv:?}");
    assert_eq!(best, first, "{variant} {fen}: pv {pv:?}");
    assert!(
        matches!(
            after.outcome(),
            Some(shuffle_rules::Outcome::Win {
                reason: shuffle_rules::WinReason::Checkmate,
                ..
            })
        ),
        "{variant} {fen}: pv {pv:?} does not end in mate"
    );
}

#[test]
fn back_rank_mate_chess() {
    assert_mate(
        Variant::Chess,
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        4,
        1,
        "d1d8",
    );
}

#[test]
fn queen_and_king_mate_in_two_chess960() {
    // Kb6 and Qg1 box the king in; any quiet first move must lead to mate.
    let (_, score, pv, after) = search(Variant::Chess960, "k7/8/1K6/8/8/8/8/6Q1 w - - 0 1", 6);
    assert!(
        matches!(score, Score::Mate(n) if n <= 2),
        "{score:?} {pv:?}"
    );
    assert!(after.outcome().is_some(), "{pv:?}");
}

#[test]
fn consul_mates_over_a_run() {
    // Black king j8 behind its pawns j7-j6, the rook holds the i-file; the
    // consul checks over the run (j5) or from two squares away (xj6).
    let (best, score, pv, after) = search(
        Variant::Consulchess,
        "9k/9p/9p/10/9C/10/10/K7R1 w - - 0 1",
        4,
    );
    assert_eq!(score, Score::Mate(1), "{pv:?}");
    assert!(best == "j4j5" || best == "j4j6", "{best}");
    assert!(after.outcome().is_some());
}

#[test]
fn free_castling_mates() {
    // Only O-O-i-h (king h1 to i1, rook j1 to h1) opens the h-file.
    assert_mate(
        Variant::Consulchess,
        "6rkr1/6p1p1/5N4/10/10/10/10/7K1R w K - 0 1",
        3,
        1,
        "h1i1h1",
    );
}

#[test]
fn chancellor_fork_wins_the_queen() {
    // Cc7+ forks king e8 and queen a8 with its knight leaps.
    let (best, _, pv, _) = search(
        Variant::Capablanca,
        "q3k5/10/10/1C8/10/10/10/4K5 w - - 0 1",
        6,
    );
    assert_eq!(best, "b5c7", "{pv:?}");
}

#[test]
fn archbishop_fork_capablanca84000() {
    // Ad6+ forks king e8 (bishop line) and rook b7 (knight leap).
    let (best, _, pv, _) = search(
        Variant::Capablanca84000,
        "4k5/1r8/10/10/2A7/10/10/4K5 w - - 0 1",
        6,
    );
    assert_eq!(best, "c4d6", "{pv:?}");
}

#[test]
fn general_mates_alone_chess13440() {
    // Gf6#: the knight leap checks e8, the queen lines cover d8, d7, e7, f7
    // and f8 (a fork on c7 would only win the rook).
    assert_mate(
        Variant::Chess13440,
        "r3k3/1p6/8/3G4/8/8/8/4K3 w - - 0 1",
        4,
        1,
        "d5f6",
    );
}

#[test]
fn promotes_to_the_general() {
    let (best, _, pv, _) = search(Variant::Chess13440, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", 5);
    assert_eq!(best, "a7a8g", "{pv:?}");
}

#[test]
fn consulchess42k_takes_a_hanging_queen_over_a_run() {
    // The consul on a1 jumps the run a2-a3 to take the queen on a4.
    let (best, _, pv, _) = search(
        Variant::Consulchess42k,
        "4k5/10/10/10/q9/P9/P9/C3K5 w - - 0 1",
        4,
    );
    assert_eq!(best, "a1a4", "{pv:?}");
}
