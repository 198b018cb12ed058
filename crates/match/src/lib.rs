//! Matches between engines in every Shuffle variant: UCI and XBoard
//! clients, clocks kept by the runner, every move checked by the rules
//! crate, adjudication, PGN, Elo and SPRT.

#![warn(missing_docs)]

pub mod clients;
pub mod engine_process;
pub mod game;
pub mod runner;
pub mod stats;
