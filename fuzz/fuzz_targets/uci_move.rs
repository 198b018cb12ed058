//! Any text as a UCI move in a position reached by a few legal moves: never
//! a panic, and a move that resolves is one of the legal moves.
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
