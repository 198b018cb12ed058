//! Any text as a FEN of any variant: never a panic; whatever parses writes
//! a FEN that parses back to the same position, and its moves all play.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shuffle_rules::{AnyPosition, Variant};

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let variant = Variant::ALL[selector as usize % Variant::ALL.len()];
    if let Ok(pos) = AnyPosition::from_fen(variant, text) {
        let again = AnyPosition::from_fen(variant, &pos.fen()).expect("own FEN parses");
        assert_eq!(again, pos);
        for mv in pos.legal_uci() {
            pos.play_uci(&mv).expect("own move plays");
        }
    }
});
