//! Any text as SAN in a position reached by a few legal moves: never a
//! panic, and SAN that resolves names a legal move whose own SAN reads back
//! to it.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((mut pos, text)) = common::start(data) else {
        return;
    };
    for word in text.split_whitespace().take(64) {
        if let Ok(mv) = pos.parse_san(word) {
            assert!(pos.legal_moves().contains(&mv));
            assert_eq!(pos.parse_san(&pos.san(mv)), Ok(mv));
            pos = pos.play_unchecked(mv);
        }
    }
});
