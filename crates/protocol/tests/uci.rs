//! UCI sessions in memory: handshake, variants, scripted games in every
//! variant, malformed input, reproducible `go nodes`.

use shuffle_protocol::{run_uci, MemoryOutput};
use shuffle_rules::{AnyPosition, Variant};

fn session(input: &str) -> String {
    let out = MemoryOutput::default();
    run_uci(input.as_bytes(), out.clone());
    out.text()
}

#[test]
fn handshake_lists_every_variant_and_alias() {
    let text = session("uci\n");
    assert!(text.starts_with("id name Shuffle "), "{text}");
    assert!(text.trim_end().ends_with("uciok"));
    let combo = text
        .lines()
        .find(|l| l.starts_with("option name UCI_Variant type combo default chess"))
        .expect("combo");
    for name in Variant::ALL
        .iter()
        .map(|v| v.id())
        .chain(["caparandom", "fischerandom"])
    {
        assert!(
            combo.contains(&format!(" var {name}")),
            "{name} missing from {combo}"
        );
    }
    for option in [
        "Hash",
        "Threads",
        "MultiPV",
        "Move Overhead",
        "Skill Level",
        "UCI_Chess960",
        "Ponder",
    ] {
        assert!(
            text.contains(&format!("option name {option} type")),
            "{option}"
        );
    }
}

#[test]
fn variant_change_is_confirmed() {
    let text = session("setoption name UCI_Variant value caparandom\nsetoption name UCI_Variant value consulchess\n");
    assert_eq!(
        text,
        "info string variant caparandom files 10 ranks 8 startpos rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1\n\
         info string variant consulchess files 10 ranks 8 startpos rnbcqkcbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBCQKCBNR w KQkq - 0 1\n"
    );
}

fn bestmove(text: &str) -> String {
    let line = text
        .lines()
        .rev()
        .find(|l| l.starts_with("bestmove "))
        .unwrap_or_else(|| panic!("no bestmove in {text}"));
    line.split_whitespace().nth(1).expect("move").to_string()
}

#[test]
fn scripted_game_in_every_variant() {
    for variant in Variant::ALL {
        let number = variant.classic_number().unwrap_or(0);
        let mut pos = AnyPosition::start(variant, number, number).expect("start");
        let mut moves: Vec<String> = Vec::new();
        for _ in 0..6 {
            let script = format!(
                "setoption name UCI_Variant value {variant}\nposition startpos moves {}\ngo depth 3\n",
                moves.join(" ")
            );
            let text = session(&script);
            assert!(!text.contains("info string move"), "{variant}: {text}");
            let mv = bestmove(&text);
            if mv == "(none)" {
                break;
            }
            pos = pos
                .play_uci(&mv)
                .unwrap_or_else(|e| panic!("{variant}: engine played {mv}: {e}"));
            moves.push(mv);
        }
        assert!(
            moves.len() == 6 || pos.legal_moves().is_empty(),
            "{variant}: {moves:?}"
        );
    }
}

#[test]
fn malformed_input_gets_info_string_and_the_session_goes_on() {
    let text = session(
        "blah\n\
         setoption name Hash value lots\n\
         setoption name NoSuchOption value 1\n\
         setoption name UCI_Variant value shogi\n\
         setoption\n\
         position fen rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n\
         position startpos moves e2e4 e7e5 e1e3 g8f6\n\
         position\n\
         go depth x\n\
         go perft\n\
         isready\n",
    );
    let expected = [
        "info string unknown command 'blah'",
        "info string option Hash: 'lots' is not a number from 0 to 65536",
        "info string unknown option 'NoSuchOption'",
        "info string unknown variant 'shogi' (known: chess, chess960, capablanca, capablanca84000, consulchess, consulchess42k, chess13440; aliases: fischerandom, caparandom)",
        "info string setoption needs 'name <option> [value <value>]'",
        "info string position fen rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1: invalid FEN: rank 6 has 9 files, expected 8; position unchanged",
        "info string move 3 'e1e3': 'e1e3' is not legal here: the white piece on e1 cannot move so; ignoring it and the 1 move(s) after it",
        "info string position needs 'startpos' or 'fen <FEN>'; position unchanged",
        "info string go: ignoring 'depth x'",
    ];
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("info depth"))
        .collect();
    assert_eq!(&lines[..expected.len()], expected);
    // The go without a usable limit searches until the next go stops it.
    assert!(lines[expected.len()].starts_with("bestmove "), "{text}");
    assert_eq!(
        &lines[expected.len() + 1..],
        ["info string go perft needs a depth", "readyok"]
    );
}

#[test]
fn illegal_move_keeps_the_moves_before_it() {
    let text = session("position startpos moves e2e4 e7e5 e1e3\nd\n");
    assert!(
        text.contains("Fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
        "{text}"
    );
}

#[test]
fn same_go_nodes_twice_gives_the_same_output() {
    let script = "setoption name UCI_Variant value capablanca\nucinewgame\nposition startpos moves e2e4\ngo nodes 30000\n";
    let strip = |text: String| -> Vec<String> {
        text.lines()
            .map(|l| {
                let mut words: Vec<&str> = l.split_whitespace().collect();
                for key in ["nps", "time"] {
                    if let Some(i) = words.iter().position(|w| *w == key) {
                        words.drain(i..i + 2);
                    }
                }
                words.join(" ")
            })
            .collect()
    };
    let first = strip(session(script));
    let second = strip(session(script));
    assert_eq!(first, second);
    assert!(first.iter().any(|l| l.starts_with("bestmove")));
    let nodes: Vec<u64> = first
        .iter()
        .filter_map(|l| {
            l.split_whitespace()
                .skip_while(|w| *w != "nodes")
                .nth(1)
                .and_then(|n| n.parse().ok())
        })
        .collect();
    assert!(nodes.iter().all(|&n| n <= 30000), "{nodes:?}");
}

#[test]
fn castling_notation_follows_uci_chess960() {
    let fen = "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1\nd\n";
    assert!(session(fen).contains("Fen: r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"));
    let chess960 = format!("setoption name UCI_Chess960 value true\n{fen}");
    assert!(
        session(&chess960).contains("Fen: r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"),
        "king's move still accepted"
    );
    let searched = session("setoption name UCI_Chess960 value true\nposition fen 4k3/8/8/8/8/8/8/4K2R w K - 0 1\ngo searchmoves e1h1 depth 2\n");
    assert_eq!(bestmove(&searched), "e1h1");
}

/// The depth of the last `info` line with a score.
fn last_depth(text: &str) -> u32 {
    let line = text
        .lines()
        .rfind(|l| l.starts_with("info depth") && l.contains(" score "))
        .unwrap_or_else(|| panic!("no scored info line in {text}"));
    line.split_whitespace()
        .nth(2)
        .and_then(|d| d.parse().ok())
        .expect("depth")
}

#[test]
fn one_searchmoves_move_is_analysed_for_the_whole_move_time_but_played_at_once_on_a_clock() {
    let analysed = session("position startpos\ngo movetime 300 searchmoves e2e4\n");
    assert_eq!(bestmove(&analysed), "e2e4");
    assert!(last_depth(&analysed) > 3, "{analysed}");
    let played = session("position startpos\ngo wtime 60000 btime 60000 searchmoves e2e4\n");
    assert_eq!(bestmove(&played), "e2e4");
    assert_eq!(last_depth(&played), 1, "{played}");
}

#[test]
fn go_perft_divides() {
    let text = session("setoption name UCI_Variant value consulchess\nposition fen 5k4/10/10/10/10/10/10/5K3R w K - 0 1\ngo perft 2\n");
    assert!(text.contains("f1i1h1: 5\n"), "{text}");
    assert!(text.contains("\nNodes searched: 160\n"), "{text}");
}

#[test]
fn eval_prints_the_parts_and_the_engines_score() {
    let fen = "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let text = session(&format!("position fen {fen}\neval\nisready\n"));
    let parts: Vec<&str> = text.lines().filter(|l| l.contains('|')).collect();
    // Header, units, one row a part and the total.
    assert_eq!(
        parts.len(),
        2 + shuffle_search::evaluate::PARTS.len() + 1,
        "{text}"
    );
    let pos = AnyPosition::from_fen(Variant::Chess, fen).expect("legal");
    let score = shuffle_rules::with_position!(&pos, p => shuffle_search::evaluate::evaluate(p));
    let expected = format!(
        "Total evaluation: {:.2} (white side)",
        f64::from(score) / 100.0
    );
    assert!(text.contains(&expected), "{expected} in {text}");
    assert!(text.ends_with("readyok\n"), "{text}");
}

#[test]
fn mate_and_stalemate_roots() {
    let mated = session(
        "position fen rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\ngo depth 3\n",
    );
    assert_eq!(bestmove(&mated), "(none)");
    let mates = session("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\ngo depth 4\n");
    assert_eq!(bestmove(&mates), "d1d8");
    assert!(mates.contains("score mate 1"), "{mates}");
}

#[test]
fn a_new_go_stops_an_infinite_search() {
    let text = session("go infinite\ngo depth 2\n");
    assert_eq!(
        text.lines().filter(|l| l.starts_with("bestmove")).count(),
        2,
        "{text}"
    );
}
