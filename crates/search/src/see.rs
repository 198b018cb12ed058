//! Static exchange evaluation: the material balance of the capture sequence
//! on one square, each side recapturing with its least valuable attacker
//! and free to stop. Attackers are recomputed from the occupancy after each
//! capture, so pieces revealed behind others (and consul jumps, which
//! depend on what stands in between) are counted as they appear.

use crate::evaluate::value;
use shuffle_rules::{Bitboard, Geometry, Move, MoveKind, Position, Role};

/// Roles from least to most valuable, the order attackers are used in.
pub(crate) const BY_VALUE: [Role; 10] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Consul,
    Role::Archbishop,
    Role::Chancellor,
    Role::Queen,
    Role::General,
    Role::King,
];

/// The exchange value of `mv` for the side making it, in centipawns.
pub fn see<G: Geometry>(pos: &Position<G>, mv: Move) -> i32 {
    let to = mv.to;
    let to_bit = G::Bitboard::from_square(to);
    let mut occupied = pos.occupied() ^ G::Bitboard::from_square(mv.from);
    let (captured, mut on_square) = match mv.kind {
        MoveKind::Castle { .. } => return 0,
        MoveKind::EnPassant => {
            occupied ^= G::Bitboard::from_square(G::square(G::file_of(to), G::rank_of(mv.from)));
            (value(Role::Pawn), value(Role::Pawn))
        }
        MoveKind::Promotion(role) => {
            let taken = pos.piece_at(to).map_or(0, |p| value(p.role));
            (taken + value(role) - value(Role::Pawn), value(role))
        }
        MoveKind::Normal => (
            pos.piece_at(to).map_or(0, |p| value(p.role)),
            pos.piece_at(mv.from).map_or(0, |p| value(p.role)),
        ),
    };
    let mut gains = [0i32; 40];
    gains[0] = captured;
    let mut depth = 0;
    let mut side = !pos.turn();
    loop {
        let attackers = pos.attackers_to(to, occupied) & occupied & !to_bit;
        let ours = attackers & pos.pieces(side);
        let Some((role, from)) = BY_VALUE
            .iter()
            .find_map(|&r| (ours & pos.role_squares(r)).first().map(|sq| (r, sq)))
        else {
            break;
        };
        // The king may only take last: not into the other side's attackers.
        if role == Role::King && (attackers & pos.pieces(!side)).any() {
            break;
        }
        if depth + 1 >= gains.len() {
            break;
        }
        depth += 1;
        // What this side gains by taking, if the exchange stopped after it.
        // (No early exit: the usual "neither choice pays" cut keeps only the
        // sign of the result, and ordering wants the value.)
        gains[depth] = on_square - gains[depth - 1];
        occupied ^= G::Bitboard::from_square(from);
        on_square = value(role);
        side = !side;
    }
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}
