//! Any text as a UCI move in a position reached by a few legal moves: never
//! a panic, and a move that resolves is one of the legal moves.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((mut pos, text)) = common::start(data) else {
        return;
    };
    for word in text.split_whitespace().take(64) {
        if let Ok(next) = pos.play_uci(word) {
            let legal = pos.legal_uci();
            assert!(
                legal.iter().any(|m| pos.play_uci(m).as_ref() == Ok(&next)),
                "{word} played a move that is not in the legal list"
            );
            pos = next;
        }
    }
});
