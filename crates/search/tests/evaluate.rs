//! The evaluation against itself: the tuner's linear trace gives exactly the
//! engine's score, the pawn cache changes no score, colour-mirrored
//! positions score the same, and the weights file is what the tuner writes.

use shuffle_rules::{with_position, AnyPosition, Board10, Board8, SplitMix64, Variant};
use shuffle_search::evaluate::{
    breakdown, evaluate, evaluate_cached, trace, PawnCache, PARTS, WEIGHTS,
};
use shuffle_search::tune::weights_source;

/// Positions of random games in every variant from random setups.
fn random_positions() -> Vec<AnyPosition> {
    let mut positions = Vec::new();
    let mut rng = SplitMix64::new(2026);
    for variant in Variant::ALL {
        for _ in 0..6 {
            let number = variant.random_start_number(&mut rng);
            let mut pos = AnyPosition::start(variant, number, number).expect("in range");
            for _ in 0..120 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                pos = pos.play_unchecked(legal[rng.below(legal.len() as u64) as usize]);
                positions.push(pos.clone());
            }
        }
    }
    positions
}

#[test]
fn trace_gives_the_engines_score_from_its_boards_table_alone() {
    use shuffle_search::evaluate::{table, terms::COUNT, Weight};
    for pos in random_positions() {
        let (score, traced) = with_position!(&pos, p => (evaluate(p), trace(p)));
        assert_eq!(traced.table, table(pos.variant().files()));
        // Whatever the other board width's table holds.
        let mut tables = WEIGHTS;
        tables[1 - traced.table] = [Weight { mg: 77, eg: -55 }; COUNT];
        let white = traced.white_score(&tables);
        let expected = match pos.turn() {
            shuffle_rules::Color::White => white,
            shuffle_rules::Color::Black => -white,
        };
        assert_eq!(score, expected, "{}", pos.fen());
    }
}

#[test]
fn breakdown_sums_to_the_engines_score() {
    for pos in random_positions() {
        let (score, parts) = with_position!(&pos, p => (evaluate(p), breakdown(p)));
        let white = parts.white_score();
        let expected = match pos.turn() {
            shuffle_rules::Color::White => white,
            shuffle_rules::Color::Black => -white,
        };
        assert_eq!(score, expected, "{}", pos.fen());
    }
}

#[test]
fn breakdown_puts_each_term_in_its_part() {
    use shuffle_search::evaluate::terms::{MATERIAL, TEMPO};
    // White has an extra knight; Black is to move.
    let fen = "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";
    let pos = AnyPosition::from_fen(Variant::Chess, fen).expect("legal");
    let parts = with_position!(&pos, p => breakdown(p)).parts;
    let part = |name: &str| parts[PARTS.iter().position(|&p| p == name).expect(name)];
    let [white, black] = part("Material");
    let weights = &WEIGHTS[shuffle_search::evaluate::table(8)];
    let knight = weights[MATERIAL + shuffle_rules::Role::Knight.index()];
    assert_eq!(
        (white.mg - black.mg, white.eg - black.eg),
        (knight.mg, knight.eg)
    );
    let [white, black] = part("Tempo");
    assert_eq!((white, black), (Default::default(), weights[TEMPO]));
}

#[test]
fn the_pawn_cache_changes_no_score() {
    // One cache per board size for all the positions, so that entries are
    // found, missed and replaced.
    let mut eight = PawnCache::<Board8>::default();
    let mut ten = PawnCache::<Board10>::default();
    let positions = random_positions();
    // Twice: the second pass finds most structures cached.
    for pos in positions.iter().chain(&positions) {
        let (plain, cached) = match pos {
            AnyPosition::Eight(p) => (evaluate(p), evaluate_cached(p, &mut eight)),
            AnyPosition::Ten(p) => (evaluate(p), evaluate_cached(p, &mut ten)),
        };
        assert_eq!(cached, plain, "{}", pos.fen());
    }
}

/// `fen` with the board turned upside down and the colours swapped.
fn mirror(fen: &str) -> String {
    let fields: Vec<&str> = fen.split(' ').collect();
    let swap_case = |s: &str| -> String {
        s.chars()
            .map(|c| {
                if c.is_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                }
            })
            .collect()
    };
    let board: Vec<String> = fields[0].split('/').rev().map(swap_case).collect();
    let turn = if fields[1] == "w" { "b" } else { "w" };
    let en_passant = match fields[3] {
        "-" => "-".to_string(),
        square => {
            let (file, rank) = square.split_at(1);
            let rank: u32 = rank.parse().expect("a rank");
            format!("{file}{}", 9 - rank)
        }
    };
    format!(
        "{} {turn} {} {en_passant} {}",
        board.join("/"),
        swap_case(fields[2]),
        fields[4..].join(" ")
    )
}

/// White's minus Black's count of `term` in a chess position.
fn count(fen: &str, term: usize) -> i32 {
    let pos = AnyPosition::from_fen(Variant::Chess, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    with_position!(&pos, p => trace(p)).counts[term]
}

#[test]
fn threats_count_attacks_on_more_valuable_and_undefended_pieces() {
    use shuffle_search::evaluate::terms::{HANGING, THREAT_BY_LESSER};
    // The knight on e3 attacks the rook on d5, which nothing defends.
    let knight_on_rook = "4k3/8/8/3r4/8/4N3/8/4K3 w - - 0 1";
    assert_eq!(count(knight_on_rook, THREAT_BY_LESSER), 1);
    assert_eq!(count(knight_on_rook, HANGING), 1);
    // Defended by the pawn on c6: still threatened, no longer hanging.
    let defended = "4k3/8/2p5/3r4/8/4N3/8/4K3 w - - 0 1";
    assert_eq!(count(defended, THREAT_BY_LESSER), 1);
    assert_eq!(count(defended, HANGING), 0);
    // A rook attacking an undefended knight hangs it without a threat by
    // a lesser piece.
    let rook_on_knight = "4k3/8/8/R2n4/8/8/8/4K3 w - - 0 1";
    assert_eq!(count(rook_on_knight, THREAT_BY_LESSER), 0);
    assert_eq!(count(rook_on_knight, HANGING), 1);
}

#[test]
fn threats_by_minors_and_rooks_count_by_the_victims_kind() {
    use shuffle_rules::Role;
    use shuffle_search::evaluate::terms::{THREAT_BY_MINOR, THREAT_BY_ROOK};
    let (pawn, knight, rook) = (Role::Pawn.index(), Role::Knight.index(), Role::Rook.index());
    // A knight's attack on a piece counts however it is defended.
    let on_rook = "4k3/8/8/3r4/8/4N3/8/4K3 w - - 0 1";
    assert_eq!(count(on_rook, THREAT_BY_MINOR + rook), 1);
    let defended = "4k3/8/2p5/3r4/8/4N3/8/4K3 w - - 0 1";
    assert_eq!(count(defended, THREAT_BY_MINOR + rook), 1);
    // On a pawn only when no pawn defends it.
    let on_pawn = "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1";
    assert_eq!(count(on_pawn, THREAT_BY_MINOR + pawn), 1);
    let chain = "4k3/8/2p5/3p4/8/4N3/8/4K3 w - - 0 1";
    assert_eq!(count(chain, THREAT_BY_MINOR + pawn), 0);
    // A rook's attack counts on weak victims only.
    let rook_on_knight = "4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1";
    assert_eq!(count(rook_on_knight, THREAT_BY_ROOK + knight), 1);
    let pawn_defends = "4k3/8/2p5/3n4/8/8/8/3RK3 w - - 0 1";
    assert_eq!(count(pawn_defends, THREAT_BY_ROOK + knight), 0);
}

#[test]
fn restricted_squares_are_attacked_by_both_and_not_strongly_defended() {
    use shuffle_search::evaluate::terms::RESTRICTED;
    // Both rooks attack a8 and b1; b3 also, but White's pawn on c2
    // defends it strongly, so it restricts Black and not White.
    let fen = "1r5k/8/8/8/8/8/2P5/R6K w - - 0 1";
    assert_eq!(count(fen, RESTRICTED), 3 - 2);
}

#[test]
fn kings_threaten_weak_pieces_and_queens_tied_to_them_count() {
    use shuffle_search::evaluate::terms::{THREAT_BY_KING, WEAK_QUEEN_PROTECTION};
    // The king on e1 attacks the pawn on d2, which nothing defends; with
    // a pawn on c3 defending it, it is not weak.
    assert_eq!(count("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", THREAT_BY_KING), 1);
    assert_eq!(
        count("4k3/8/8/8/8/2p5/3p4/4K3 w - - 0 1", THREAT_BY_KING),
        0
    );
    // The rook on e8 attacks the knight on e4, which only the queen on
    // d3 defends; a pawn on d3 would defend it strongly.
    let tied = "4r1k1/8/8/8/4N3/3Q4/8/6K1 w - - 0 1";
    assert_eq!(count(tied, WEAK_QUEEN_PROTECTION), 1);
    let pawn = "4r1k1/8/8/8/4N3/3P4/8/3Q2K1 w - - 0 1";
    assert_eq!(count(pawn, WEAK_QUEEN_PROTECTION), 0);
}

#[test]
fn rooks_shut_in_by_their_king_count_twice_without_castling() {
    use shuffle_search::evaluate::terms::TRAPPED_ROOK;
    // h1 has only g1 beside the king on f1, and White cannot castle.
    assert_eq!(count("4k3/8/8/8/8/8/6PP/5K1R w - - 0 1", TRAPPED_ROOK), 2);
    // With the right to castle still there, once.
    assert_eq!(count("4k3/8/8/8/8/8/6PP/4K2R w K - 0 1", TRAPPED_ROOK), 1);
    // The king on the right half does not shut in the rook on a1; on
    // the left half it does.
    assert_eq!(count("4k3/8/8/8/8/8/PP6/R3K3 w - - 0 1", TRAPPED_ROOK), 0);
    assert_eq!(count("4k3/8/8/8/8/8/PP6/R2K4 w - - 0 1", TRAPPED_ROOK), 2);
}

#[test]
fn safe_squares_to_attack_a_queen_from_count() {
    use shuffle_search::evaluate::terms::{KNIGHT_ON_QUEEN, ROOK_ON_QUEEN_FILE, SLIDER_ON_QUEEN};
    // From c3 the knight on b1 would attack the queen on d5; a pawn on d4
    // guards c3.
    assert_eq!(
        count("4k3/8/8/3q4/8/8/8/1N2K3 w - - 0 1", KNIGHT_ON_QUEEN),
        1
    );
    assert_eq!(
        count("4k3/8/8/3q4/3p4/8/8/1N2K3 w - - 0 1", KNIGHT_ON_QUEEN),
        0
    );
    // From g5 the bishop on c1 would attack the queen on h4; the knight
    // on f3 backs it up, so the square is safe enough. Alone the bishop
    // counts nothing.
    assert_eq!(
        count("k7/8/8/8/7q/5N2/8/K1B5 w - - 0 1", SLIDER_ON_QUEEN),
        1
    );
    assert_eq!(count("k7/8/8/8/7q/8/8/K1B5 w - - 0 1", SLIDER_ON_QUEEN), 0);
    // A rook on the queen's file, and one beside it.
    assert_eq!(
        count("k7/3q4/8/8/8/8/8/K2R4 w - - 0 1", ROOK_ON_QUEEN_FILE),
        1
    );
    assert_eq!(
        count("k7/3q4/8/8/8/8/8/K3R3 w - - 0 1", ROOK_ON_QUEEN_FILE),
        0
    );
}

#[test]
fn pawn_push_threats_count_pieces_a_safe_push_would_attack() {
    use shuffle_search::evaluate::terms::PAWN_PUSH_THREAT;
    // d2-d4 would fork the knight on c5 and the bishop on e5, but the
    // bishop attacks d4 and nothing defends it.
    let unsafe_push = "4k3/8/8/2n1b3/8/8/3P4/4K3 w - - 0 1";
    assert_eq!(count(unsafe_push, PAWN_PUSH_THREAT), 0);
    // The knight on b3 defends d4: both pieces count.
    let defended = "4k3/8/8/2n1b3/8/1N6/3P4/4K3 w - - 0 1";
    assert_eq!(count(defended, PAWN_PUSH_THREAT), 2);
    // A piece on d3 stops both pushes.
    let blocked = "4k3/8/8/2n1b3/8/1N1N4/3P4/4K3 w - - 0 1";
    assert_eq!(count(blocked, PAWN_PUSH_THREAT), 0);
}

#[test]
fn space_counts_safe_central_squares_behind_the_pawns() {
    use shuffle_search::evaluate::terms::SPACE;
    // At the start each side has the 8 squares c3-f4 (the second rank
    // holds its pawns). After 1. e4 White gains e2, and e3 and e2 count
    // twice, being behind the e-pawn and unattacked, while Black loses d5
    // and f5 to the pawn: 10 against 6, times 15 pieces squared over 64,
    // 35 against 21.
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(count(start, SPACE), 0);
    let e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    assert_eq!(count(e4, SPACE), 35 - 21);
}

#[test]
fn passed_pawns_count_king_distances_and_blockers_by_advance() {
    use shuffle_search::evaluate::terms::{PASSER_BLOCKED, PASSER_ENEMY_KING, PASSER_OWN_KING};
    // The pawn on e6 is three ranks past its third: its square ahead, e7,
    // is four king moves from a8 and six (counted as five) from e1.
    let free = "k7/8/4P3/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(count(free, PASSER_ENEMY_KING), 3 * 4);
    assert_eq!(count(free, PASSER_OWN_KING), 3 * 5);
    assert_eq!(count(free, PASSER_BLOCKED), 0);
    let blocked = "k7/4n3/4P3/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(count(blocked, PASSER_BLOCKED), 3);
    // A pawn on its third rank or lower counts none of these.
    let early = "k7/8/8/8/8/4P3/8/4K3 w - - 0 1";
    assert_eq!(count(early, PASSER_ENEMY_KING), 0);
}

#[test]
fn passed_pawns_grade_their_way_by_its_safety() {
    use shuffle_search::evaluate::terms::{PASSER_PATH, PASSER_STOP_DEFENDED};
    let grade = |fen: &str| -> Vec<i32> { (0..=4).map(|g| count(fen, PASSER_PATH + g)).collect() };
    // e6 (5 r - 13 = 12 on the sixth rank): nothing of Black's on or
    // attacking d7-f8.
    assert_eq!(grade("k7/8/4P3/8/8/8/8/4K3 w - - 0 1"), [12, 0, 0, 0, 0]);
    // The knight on g5 attacks f7 and h7, which the pawns cover: both
    // have only squares covered by own pawns in the way.
    assert_eq!(
        grade("k7/8/4P1P1/6n1/8/8/8/4K3 w - - 0 1"),
        [0, 24, 0, 0, 0]
    );
    // The bishop on h5 attacks f7 and e8 (the pawn's file) but not e7.
    assert_eq!(grade("k7/8/4P3/7b/8/8/8/4K3 w - - 0 1"), [0, 0, 0, 12, 0]);
    // The knight on h7 attacks f8 and not the pawn's file.
    assert_eq!(grade("k7/7n/4P3/8/8/8/8/4K3 w - - 0 1"), [0, 0, 12, 0, 0]);
    // A knight on d6 attacks e8 too; a knight on f5 attacks e7, the stop
    // square.
    assert_eq!(grade("k7/8/3nP3/8/8/8/8/4K3 w - - 0 1"), [0, 0, 0, 12, 0]);
    assert_eq!(grade("k7/8/4P3/5n2/8/8/8/4K3 w - - 0 1"), [0; 5]);
    // A rook behind the pawn sees through it: every square ahead is
    // unsafe.
    assert_eq!(grade("k7/8/4P3/8/8/8/7K/4r3 w - - 0 1"), [0; 5]);
    // A blocked passer has no way.
    assert_eq!(grade("k7/4n3/4P3/8/8/8/8/4K3 w - - 0 1"), [0; 5]);
    // The stop square is defended by an own rook behind the pawn, or by
    // an attack on it; a pawn on its fifth rank weighs 7.
    assert_eq!(
        count("k7/8/4P3/8/8/8/7K/4R3 w - - 0 1", PASSER_STOP_DEFENDED),
        12
    );
    assert_eq!(
        count("k7/8/8/3KP3/8/8/8/8 w - - 0 1", PASSER_STOP_DEFENDED),
        7
    );
    assert_eq!(
        count("k7/8/4P3/8/8/8/8/4K3 w - - 0 1", PASSER_STOP_DEFENDED),
        0
    );
}

#[test]
fn pawns_side_by_side_and_defended_count_by_rank() {
    use shuffle_search::evaluate::terms::{PHALANX_PAWN, SUPPORTED_PAWN};
    // d4 and e4 stand side by side on the fourth rank; f3 defends e4.
    let centre = "4k3/8/8/8/3PP3/5P2/8/4K3 w - - 0 1";
    assert_eq!(count(centre, PHALANX_PAWN + 3), 2);
    assert_eq!(count(centre, SUPPORTED_PAWN + 3), 1);
    assert_eq!(count(centre, SUPPORTED_PAWN + 2), 0);
    // Apart, neither counts.
    let apart = "4k3/8/8/8/3P1P2/8/8/4K3 w - - 0 1";
    assert_eq!(count(apart, PHALANX_PAWN + 3), 0);
    assert_eq!(count(apart, SUPPORTED_PAWN + 3), 0);
}

#[test]
fn backward_pawns_cannot_be_defended_and_cannot_step_up() {
    use shuffle_search::evaluate::terms::BACKWARD_PAWN;
    // d2's neighbour on c4 is too far ahead to defend it, and the pawn on
    // e4 attacks d3.
    let backward = "4k3/8/8/8/2P1p3/8/3P4/4K3 w - - 0 1";
    assert_eq!(count(backward, BACKWARD_PAWN), 1);
    // From c3 the neighbour is a step away: d2-d3 brings them side by side.
    let neighbour_near = "4k3/8/8/8/4p3/2P5/3P4/4K3 w - - 0 1";
    assert_eq!(count(neighbour_near, BACKWARD_PAWN), 0);
    // Nothing stops d2 from stepping up.
    let free = "4k3/8/8/8/2P5/8/3P4/4K3 w - - 0 1";
    assert_eq!(count(free, BACKWARD_PAWN), 0);
    // Without a neighbour the pawn is isolated, not backward.
    let isolated = "4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1";
    assert_eq!(count(isolated, BACKWARD_PAWN), 0);
}

#[test]
fn outposts_are_defended_squares_no_enemy_pawn_can_reach() {
    use shuffle_rules::Role;
    use shuffle_search::evaluate::terms::OUTPOST;
    let knight = OUTPOST + Role::Knight.index();
    // c4 defends the knight on d5, and no black pawn can come to attack it.
    let outpost = "4k3/8/8/3N4/2P5/8/8/4K3 w - - 0 1";
    assert_eq!(count(outpost, knight), 1);
    // e7-e6 would attack d5.
    let reachable = "4k3/4p3/8/3N4/2P5/8/8/4K3 w - - 0 1";
    assert_eq!(count(reachable, knight), 0);
    // A black pawn already past the knight cannot come back.
    let passed_by = "4k3/8/8/3N4/2P1p3/8/8/4K3 w - - 0 1";
    assert_eq!(count(passed_by, knight), 1);
    // Undefended, or on the own half, it is no outpost.
    let undefended = "4k3/8/8/3N4/8/8/8/4K3 w - - 0 1";
    assert_eq!(count(undefended, knight), 0);
    let own_half = "4k3/8/8/8/8/3N4/2P5/4K3 w - - 0 1";
    assert_eq!(count(own_half, knight), 0);
}

#[test]
fn pieces_count_pawns_before_them_and_their_kings_distance() {
    use shuffle_rules::Role;
    use shuffle_search::evaluate::terms::{BEHIND_PAWN, KING_PROTECTOR};
    let knight = Role::Knight.index();
    // The knight on d3 is behind its own pawn; on d4, behind Black's.
    let own = "4k3/8/8/8/3P4/3N4/8/4K3 w - - 0 1";
    assert_eq!(count(own, BEHIND_PAWN + knight), 1);
    let enemy = "4k3/8/8/3p4/3N4/8/8/4K3 w - - 0 1";
    assert_eq!(count(enemy, BEHIND_PAWN + knight), 1);
    let free = "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1";
    assert_eq!(count(free, BEHIND_PAWN + knight), 0);
    // A pawn behind the knight does not count; Black's knight on d5 is
    // behind its pawn on d4 (counts are White's minus Black's).
    let pawn_behind = "4k3/8/8/8/3N4/3P4/8/4K3 w - - 0 1";
    assert_eq!(count(pawn_behind, BEHIND_PAWN + knight), 0);
    let black = "4k3/8/8/3n4/3p4/8/8/4K3 w - - 0 1";
    assert_eq!(count(black, BEHIND_PAWN + knight), -1);
    // d4 is three king moves from e1.
    assert_eq!(count(free, KING_PROTECTOR + knight), 3);
}

#[test]
fn bishops_count_own_pawns_on_their_colour() {
    use shuffle_search::evaluate::terms::BISHOP_PAWNS;
    // c1 and d2 are dark squares, e2 a light one; Black's pawns do not count.
    let dark = "4k3/3p4/8/8/8/8/3PP3/2B1K3 w - - 0 1";
    assert_eq!(count(dark, BISHOP_PAWNS), 1);
    // On f1, a light square, the bishop counts e2.
    let light = "4k3/8/8/8/8/8/3PP3/4KB2 w - - 0 1";
    assert_eq!(count(light, BISHOP_PAWNS), 1);
    let both = "4k3/8/8/8/8/8/3PP3/2B1KB2 w - - 0 1";
    assert_eq!(count(both, BISHOP_PAWNS), 2);
}

#[test]
fn safe_checks_are_checking_squares_the_defence_does_not_cover() {
    use shuffle_rules::Role;
    use shuffle_search::evaluate::terms::SAFE_CHECK;
    let rook = SAFE_CHECK + Role::Rook.index();
    let queen = SAFE_CHECK + Role::Queen.index();
    // Of the rook's squares only a8 checks the king on e8; nothing guards it.
    assert_eq!(count("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", rook), 1);
    // A knight on b6 guards a8.
    assert_eq!(count("4k3/8/1n6/8/8/8/8/R3K3 w - - 0 1", rook), 0);
    // The queen on d1 checks from d8 and d7 (next to the king, so
    // guarded), from a4 and h5 on the king's diagonals and from e2 on its
    // file: three safe checks.
    assert_eq!(count("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", queen), 3);
    assert_eq!(count("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", rook), 0);
}

#[test]
fn king_zone_attacks_are_bucketed_by_attackers() {
    use shuffle_search::evaluate::terms::{KING_ZONE_ATTACK, WEAK_KING_ZONE};
    // The rook on a7 hits d7, e7 and f7 of the black king's wide zone (its
    // square, its neighbours, and d6, e6, f6 two ranks before it): three
    // attacks by one attacker, on squares only the king defends.
    let rook = "4k3/R7/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(count(rook, KING_ZONE_ATTACK), 3);
    assert_eq!(count(rook, KING_ZONE_ATTACK + 1), 0);
    assert_eq!(count(rook, WEAK_KING_ZONE), 3);
    // A knight on g4 joins with f6 (two ranks before the king): four
    // attacks by two attackers. A black knight on d8 defends f7.
    let two = "3nk3/R7/8/8/6N1/8/8/4K3 w - - 0 1";
    assert_eq!(count(two, KING_ZONE_ATTACK), 0);
    assert_eq!(count(two, KING_ZONE_ATTACK + 1), 4);
    assert_eq!(count(two, WEAK_KING_ZONE), 3);
}

#[test]
fn files_at_the_king_count_open_and_half_open() {
    use shuffle_search::evaluate::terms::{KING_HALF_OPEN_FILE, KING_OPEN_FILE};
    // Black's king on g8 with pawns on f7 and h7: the g-file is open; White's
    // king on b1 has pawns on all three of its files.
    let open = "6k1/5p1p/8/8/8/8/PPP5/1K6 w - - 0 1";
    assert_eq!(count(open, KING_OPEN_FILE), 1);
    assert_eq!(count(open, KING_HALF_OPEN_FILE), 0);
    // A white pawn on g4: the g-file at Black's king holds only a white
    // pawn, half-open for White.
    let half = "6k1/5p1p/8/8/6P1/8/PPP5/1K6 w - - 0 1";
    assert_eq!(count(half, KING_OPEN_FILE), 0);
    assert_eq!(count(half, KING_HALF_OPEN_FILE), 1);
}

/// The shelter term of a file next to the king's, by rank bucket.
fn next_file(bucket: usize) -> usize {
    shuffle_search::evaluate::terms::SHELTER + bucket
}

/// The shelter term of the king's own file, by rank bucket.
fn kings_file(bucket: usize) -> usize {
    use shuffle_search::evaluate::terms::{SHELTER, SHELTER_RANKS};
    SHELTER + SHELTER_RANKS + bucket
}

#[test]
fn shelter_counts_the_rearmost_pawn_before_the_king_on_each_of_its_files() {
    // White's king on g1 behind f2, g3 and h2; Black's on a8 behind a7 and
    // b6, with no pawn on c (its files are a, b and c).
    let fen = "k7/p7/1p6/8/8/6P1/5P1P/6K1 w - - 0 1";
    assert_eq!(count(fen, next_file(1)), 2);
    assert_eq!(count(fen, kings_file(2)), 1);
    assert_eq!(count(fen, kings_file(1)), -1);
    assert_eq!(count(fen, next_file(2)), -1);
    assert_eq!(count(fen, next_file(0)), -1);
    // With the king on g3 the pawn on h2 is behind it and shelters nothing.
    let ahead = "k7/p7/1p6/8/8/6K1/7P/8 w - - 0 1";
    assert_eq!(count(ahead, next_file(0)), 2 - 1);
    assert_eq!(count(ahead, kings_file(0)), 1);
}

#[test]
fn a_king_that_may_castle_counts_the_better_shelter_of_its_castling_square() {
    // White's king on e1 has only f2 before it; on g1, where it castles,
    // it would have f2, g2 and h2. Black's king has no pawns at all.
    let may_castle = "4k3/8/8/8/8/8/5PPP/4K2R w K - 0 1";
    assert_eq!(count(may_castle, kings_file(1)), 1);
    assert_eq!(count(may_castle, next_file(1)), 2);
    let may_not = "4k3/8/8/8/8/8/5PPP/4K2R w - - 0 1";
    assert_eq!(count(may_not, kings_file(1)), 0);
    assert_eq!(count(may_not, next_file(1)), 1);
    // With the castling square no better sheltered, the king's own counts.
    let worse = "4k3/8/8/8/8/8/3PPP2/4K2R w K - 0 1";
    assert_eq!(count(worse, kings_file(1)), 1);
    assert_eq!(count(worse, next_file(1)), 2);
}

#[test]
fn storms_count_the_foremost_enemy_pawn_blocked_or_not() {
    use shuffle_search::evaluate::terms::{STORM, STORM_BLOCKED};
    // No pawn storms either king: three empty files each.
    let calm = "k7/p7/1p6/8/8/6P1/5P1P/6K1 w - - 0 1";
    assert_eq!(count(calm, STORM), 0);
    // Black's h-pawn on h4 storms White's king on g1, free to go on.
    let free = "k7/p7/1p6/8/7p/6P1/5P1P/6K1 w - - 0 1";
    assert_eq!(count(free, STORM + 3), -1);
    assert_eq!(count(free, STORM), 3 - 2);
    // On h3 it stands right before the pawn on h2: blocked.
    let blocked = "k7/p7/1p6/8/8/6Pp/5P1P/6K1 w - - 0 1";
    assert_eq!(count(blocked, STORM + 2), 0);
    assert_eq!(count(blocked, STORM_BLOCKED + 2), -1);
}

#[test]
fn flank_attacks_count_attacked_squares_of_the_kings_camp_twice_when_doubled() {
    use shuffle_search::evaluate::terms::*;
    // Black's king on g8 has the flank e to h, ranks 8 to 4. The rook on
    // a7 attacks e7, f7, g7 and h7 there, the knight on h5 g7, f6 and f4:
    // six squares, g7 twice. Black's king defends f8, h8, f7, g7 and h7;
    // White's king d1, f1, d2, e2 and f2 of its flank (c to g, ranks 1 to
    // 5), and the knight g3 and f4.
    let fen = "6k1/R7/8/7N/8/8/8/4K3 w - - 0 1";
    assert_eq!(count(fen, FLANK_ATTACK), 7);
    assert_eq!(danger(fen, DANGER_FLANK_ATTACK), [7, 0]);
    assert_eq!(danger(fen, DANGER_FLANK_DEFENSE), [5, 7]);
    // Both kings stand on flanks without pawns.
    assert_eq!(count(fen, PAWNLESS_FLANK), 0);
    // White's king on a1 has none on a to c, Black's on g8 has three.
    let pawnless = "6k1/5ppp/8/8/8/8/8/K7 w - - 0 1";
    assert_eq!(count(pawnless, PAWNLESS_FLANK), 1);
}

#[test]
fn unsafe_checks_are_checking_squares_the_defence_covers() {
    use shuffle_search::evaluate::terms::DANGER_UNSAFE_CHECK;
    // The rook checks from a8; a knight on b6 covers it.
    assert_eq!(
        danger("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", DANGER_UNSAFE_CHECK),
        [0, 0]
    );
    assert_eq!(
        danger("4k3/8/1n6/8/8/8/8/R3K3 w - - 0 1", DANGER_UNSAFE_CHECK),
        [1, 0]
    );
}

/// White's and Black's danger counts of `term` as attackers.
fn danger(fen: &str, term: usize) -> [i32; 2] {
    let pos = AnyPosition::from_fen(Variant::Chess, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let trace = with_position!(&pos, p => trace(p));
    trace
        .danger
        .map(|counts| counts[term - shuffle_search::evaluate::terms::DANGER])
}

#[test]
fn king_danger_counts_each_attackers_share() {
    use shuffle_rules::Role;
    use shuffle_search::evaluate::terms::*;
    // The rook on a7 and the knight on g4 attack Black's wide zone (four
    // attacks, three weak squares); the knight on d8 attacks nothing of
    // White's. Of Black's king's files only f has a black pawn, which
    // shields it; White's king has no pawns at all.
    let fen = "3nk3/R4p1p/8/8/6N1/8/8/4K3 w - - 0 1";
    let rook = DANGER_ATTACKER + Role::Rook.index();
    let knight = DANGER_ATTACKER + Role::Knight.index();
    assert_eq!(danger(fen, rook), [1, 0]);
    assert_eq!(danger(fen, knight), [1, 0]);
    assert_eq!(danger(fen, DANGER_ZONE_ATTACK), [4, 0]);
    assert_eq!(danger(fen, DANGER_SHIELD), [1, 0]);
    assert_eq!(danger(fen, DANGER_OPEN_FILE), [2, 3]);
    assert_eq!(danger(fen, DANGER_BIAS), [1, 1]);
    // The linear counts of the same things stay where they were.
    assert_eq!(count(fen, WEAK_KING_ZONE), danger(fen, DANGER_WEAK_ZONE)[0]);
    assert_eq!(count(fen, DANGER_BIAS), 0);
}

#[test]
fn mirrored_positions_score_the_same() {
    for pos in random_positions() {
        let mirrored = AnyPosition::from_fen(pos.variant(), &mirror(&pos.fen()))
            .unwrap_or_else(|e| panic!("{}: {e}", mirror(&pos.fen())));
        let score = with_position!(&pos, p => evaluate(p));
        let mirrored_score = with_position!(&mirrored, p => evaluate(p));
        assert_eq!(
            score,
            mirrored_score,
            "{} against {}",
            pos.fen(),
            mirrored.fen()
        );
    }
}

#[test]
fn weights_file_is_the_tuners_output() {
    let file = include_str!("../src/weights.rs");
    let provenance: Vec<&str> = file
        .lines()
        .take_while(|line| line.starts_with("//!"))
        .skip(4)
        .map(|line| line.trim_start_matches("//! "))
        .collect();
    assert_eq!(weights_source(&WEIGHTS, &provenance.join("\n")), file);
}
