//! The engine protocols: UCI as Fairy-Stockfish speaks it (with
//! `UCI_Variant`) and XBoard/CECP. Sessions read any `BufRead` and write any `Write`, so
//! tests run in memory; they only parse and format, the
//! [`shuffle_search::Engine`] does the work. GUI input never panics: what
//! cannot be understood is answered with `info string` and skipped.

#![warn(missing_docs)]

mod output;
mod uci;
mod xboard;

pub use output::{MemoryOutput, SharedOutput};
pub use uci::run_uci;
pub use xboard::run_xboard;

use shuffle_rules::{Game, Variant};
use std::io::{BufRead, Read, Write};

/// A new game from the variant's standard start; chess13440, which has
/// none, starts from setup 0 (what `position startpos` and XBoard's `new`
/// mean there).
pub(crate) fn start_game(variant: Variant) -> Game {
    let number = variant.classic_number().unwrap_or(0);
    Game::from_start_number(variant, number, number)
        .unwrap_or_else(|e| unreachable!("start numbers are in range: {e}"))
}

/// Runs XBoard if the first command is `xboard`, else UCI: what a GUI that
/// starts `shuffle` without arguments speaks first decides.
pub fn run_auto(mut input: impl BufRead, output: impl Write + Send + 'static) {
    let mut first = String::new();
    while first.trim().is_empty() {
        first.clear();
        match input.read_line(&mut first) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
    }
    let replay = std::io::Cursor::new(first.clone().into_bytes());
    if first.trim() == "xboard" {
        run_xboard(replay.chain(input), output);
    } else {
        run_uci(replay.chain(input), output);
    }
}

/// The engine's name as the protocols announce it.
pub const ENGINE_NAME: &str = concat!("Shuffle ", env!("CARGO_PKG_VERSION"));
/// The authors as the protocols announce them.
pub const ENGINE_AUTHOR: &str = "the Shuffle developers";
