//! Shuffle's engine: evaluation, search and the `Engine` facade that both
//! protocols (UCI, XBoard) drive. Generic over the board; one dispatch per
//! search.

#![warn(missing_docs)]

mod bench;
mod engine;
pub mod evaluate;
mod search;
mod see;
mod time_management;
mod transposition_table;
pub mod tune;
mod weights;

pub use bench::{bench, BenchReport, BENCH_DEPTH};
pub use engine::{Clock, DoneCallback, Engine, Info, InfoCallback, Limits, Options, SearchResult};
pub use search::{Score, MATE};
pub use see::see_ge;
pub use time_management::time_budget;
pub use transposition_table::{Bound, Entry, TranspositionTable};
