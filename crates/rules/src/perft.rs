//! Perft: the number of leaves of the legal-move tree (RULES.md §7).

use crate::geometry::Geometry;
use crate::moves::Move;
use crate::position::Position;

/// perft(depth), counting the last ply in bulk from the move list's length.
pub fn perft<G: Geometry>(pos: &Position<G>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| perft(&pos.play_unchecked(mv), depth - 1))
        .sum()
}

/// perft(depth - 1) below each legal move (depth >= 1), in generation order.
pub fn divide<G: Geometry>(pos: &Position<G>, depth: u32) -> Vec<(Move, u64)> {
    pos.legal_moves()
        .iter()
        .map(|&mv| (mv, perft(&pos.play_unchecked(mv), depth.saturating_sub(1))))
        .collect()
}
