//! Any text as PGN: never a panic; every game read writes PGN that reads
//! back to the same moves, annotations and variations, and writing it again
//! gives the same text. (Only a comment holding both '}' and a line break
//! changes form: PGN can write it only as several ';' comments.)
#![no_main]

use libfuzzer_sys::fuzz_target;
use shuffle_rules::{read_pgn, Line, PgnGame};

fn read_one(text: &str) -> PgnGame {
    let mut games = read_pgn(text);
    assert_eq!(games.len(), 1, "{text}");
    games.pop().and_then(Result::ok).expect("own PGN reads")
}

/// The line without its comments' text: moves, NAGs, variations.
fn shape(line: &Line) -> Vec<(shuffle_rules::Move, Vec<u8>, Vec<Vec<shuffle_rules::Move>>)> {
    line.moves
        .iter()
        .map(|m| {
            (
                m.mv,
                m.nags.clone(),
                m.variations
                    .iter()
                    .map(|v| v.moves.iter().map(|m| m.mv).collect())
                    .collect(),
            )
        })
        .collect()
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for game in read_pgn(text).into_iter().flatten() {
        let written = game.to_pgn();
        let again = read_one(&written);
        assert_eq!(shape(&again.mainline), shape(&game.mainline));
        let multiline_brace = |l: &Line| {
            l.comments_before
                .iter()
                .chain(l.moves.iter().flat_map(|m| &m.comments))
                .any(|c| c.contains('}') && c.contains('\n'))
        };
        if !multiline_brace(&game.mainline) {
            assert_eq!(again.mainline, game.mainline);
        }
        assert_eq!(again.to_pgn(), written, "writing is stable");
    }
});
