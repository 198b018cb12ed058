//! Any text as SAN in a position reached by a few legal moves: never a
//! panic, and SAN that resolves names a legal move whose own SAN reads back
//! to it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shuffle_rules::{AnyPosition, Variant};

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let variant = Variant::ALL[selector as usize % Variant::ALL.len()];
    let number = variant.classic_number().unwrap_or(u32::from(selector) * 37);
    let Ok(mut pos) = AnyPosition::start(variant, number, number) else { return };
    for word in text.split_whitespace().take(64) {
        if let Ok(mv) = pos.parse_san(word) {
            assert!(pos.legal_moves().contains(&mv));
            assert_eq!(pos.parse_san(&pos.san(mv)), Ok(mv));
            pos = pos.play_unchecked(mv);
        }
    }
});
