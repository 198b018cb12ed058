//! `bench`: a fixed set of positions of every variant searched to a fixed
//! depth on one thread, each by a fresh engine. The node total is the
//! search's signature: a commit that changes it changes search behaviour
//! and says `Bench: <nodes>` in its message.

use crate::engine::{Engine, Limits, Options};
use shuffle_rules::{Game, Variant};
use std::time::{Duration, Instant};

/// The default bench depth.
pub const BENCH_DEPTH: u32 = 8;

/// Start positions and middlegames of every variant.
const POSITIONS: &[(Variant, &str)] = &[
    (
        Variant::Chess,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        Variant::Chess,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    (
        Variant::Chess960,
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    ),
    (
        Variant::Capablanca,
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
    ),
    (
        Variant::Capablanca,
        "r1ab1kbcnr/Bpp1p2pp1/2np1p3p/6N3/1P8/q4PCP2/P1PPP1P1PP/RNABQK3R w KQkq - 1 8",
    ),
    (
        Variant::Capablanca84000,
        "nbrqnkacbr/pppppppppp/10/10/10/10/PPPPPPPPPP/NBRQNKACBR w JCjc - 0 1",
    ),
    (
        Variant::Capablanca84000,
        "rn1b1kbcnr/1p2ppppp1/p2pa5/2pP1q3p/1P5P2/P2A2P3/2P1PP2PP/RN1BQKBCNR w JAja c6 0 8",
    ),
    (
        Variant::Consulchess,
        "rnbcqkcbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBCQKCBNR w KQkq - 0 1",
    ),
    (
        Variant::Consulchess,
        "r1b1qkcbnr/p1p2pp1p1/1pnpp2p1p/7C2/10/c1N1P1C1PN/PPPP1PPPBP/R1B1QK3R w KQkq - 0 9",
    ),
    (
        Variant::Consulchess42k,
        "cbrnqckrbn/pppppppppp/10/10/10/10/PPPPPPPPPP/CBRNQCKRBN w HChc - 0 1",
    ),
    (
        Variant::Consulchess42k,
        "cq1crnnbkr/pppbpppp1p/8p1/3p6/1P6P1/PQ8/2PPPPPP1P/C1BCRNNBKR b JEje - 1 4",
    ),
    (
        Variant::Chess13440,
        "rgbkqmcn/pppppppp/8/8/8/8/PPPPPPPP/RGBKQMCN w FAfa - 0 1",
    ),
    (
        Variant::Chess13440,
        "gq3mkr/ppppbppp/3cpn2/8/8/3CPN2/PPPPBPPP/GQ3MKR w HFhf - 4 5",
    ),
    (Variant::Chess, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
];

/// What a bench run measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchReport {
    /// Nodes searched over all positions: the signature.
    pub nodes: u64,
    /// Wall time.
    pub elapsed: Duration,
    /// Positions searched.
    pub positions: usize,
}

impl BenchReport {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)) as u64
    }
}

/// Searches every bench position to `depth` on one thread. The time is
/// the searches' alone: clearing each fresh engine's table is not search.
pub fn bench(depth: u32) -> BenchReport {
    let mut elapsed = Duration::ZERO;
    let mut nodes = 0;
    for &(variant, fen) in POSITIONS {
        let game =
            Game::from_fen(variant, fen).unwrap_or_else(|e| unreachable!("bench FEN {fen}: {e}"));
        let mut engine = Engine::new(Options {
            hash_mb: 16,
            threads: 1,
            ..Options::default()
        });
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let started = Instant::now();
        if let Some(result) = engine.search(&game, limits, Box::new(|_| {})) {
            nodes += result.nodes;
        }
        elapsed += started.elapsed();
    }
    BenchReport {
        nodes,
        elapsed,
        positions: POSITIONS.len(),
    }
}
