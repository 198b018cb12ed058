//! The engine protocols: UCI as Fairy-Stockfish speaks it (with
//! `UCI_Variant`). Sessions read any `BufRead` and write any `Write`, so
//! tests run in memory; they only parse and format, the
//! [`shuffle_search::Engine`] does the work. GUI input never panics: what
//! cannot be understood is answered with `info string` and skipped.

#![warn(missing_docs)]

mod output;
mod uci;

pub use output::{MemoryOutput, SharedOutput};
pub use uci::run_uci;

/// The engine's name as the protocols announce it.
pub const ENGINE_NAME: &str = concat!("Shuffle ", env!("CARGO_PKG_VERSION"));
/// The authors as the protocols announce them.
pub const ENGINE_AUTHOR: &str = "the Shuffle developers";
