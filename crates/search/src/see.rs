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

/// Whether the exchange value of `mv` for the side making it is at least
/// `threshold` centipawns. The exchange is played out only until the
/// answer is known: `result` is the answer if the side to capture next
/// stands pat, and `swap` what that side would have to win back to turn it.
/// (Every caller asks about a threshold, so no value is ever computed.)
pub fn see_ge<G: Geometry>(pos: &Position<G>, mv: Move, threshold: i32) -> bool {
    let to = mv.to;
    let to_bit = G::Bitboard::from_square(to);
    let mut occupied = pos.occupied() ^ G::Bitboard::from_square(mv.from);
    let (captured, on_square) = match mv.kind {
        MoveKind::Castle { .. } => return threshold <= 0,
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
    // Even unanswered, the capture falls short.
    let mut swap = captured - threshold;
    if swap < 0 {
        return false;
    }
    // Even if the mover is lost for nothing, the threshold holds.
    swap = on_square - swap;
    if swap <= 0 {
        return true;
    }
    let mut result = true;
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
        result = !result;
        swap = value(role) - swap;
        if swap < i32::from(result) {
            break;
        }
        occupied ^= G::Bitboard::from_square(from);
        side = !side;
    }
    result
}
