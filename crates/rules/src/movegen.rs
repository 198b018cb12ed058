//! Legal move generation.
//!
//! King moves are tested against attacks with the king lifted; castling and
//! en passant with the real attack test after the move. Other moves:
//! - out of check, slider pins keep pinned pieces on their pin line. An
//!   enemy consul can start attacking the king only if a move fills or
//!   empties one of the two squares between the king and a consul three
//!   squares away on a line (nearer, it would be giving check already), so
//!   moves touching those squares alone are tested for real;
//! - in check from sliders and leapers, evasions capture or block the
//!   checker; in check with an enemy consul on the board, whose checks no
//!   block may stop (RULES.md §2), every move is tested for real.

use crate::geometry::{Bitboard, Geometry, Square};
use crate::moves::{Move, MoveKind, MoveList};
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::variant::CastlingStyle;

impl<G: Geometry> Position<G> {
    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list
    }

    /// Appends every legal move to `list`.
    pub fn generate(&self, list: &mut MoveList) {
        self.generate_moves::<false>(list);
    }

    /// Every legal capture (en passant included) and promotion: the moves
    /// quiescence searches, without generating the quiet moves it would
    /// throw away.
    pub fn noisy_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate_noisy(&mut list);
        list
    }

    /// Appends every legal capture and promotion to `list`: `noisy_moves`
    /// for a caller that keeps its list in place (a list is kilobytes, and
    /// returning one copies it).
    pub fn generate_noisy(&self, list: &mut MoveList) {
        self.generate_moves::<true>(list);
    }

    /// Appends every legal move, or with `NOISY_ONLY` every legal capture
    /// and promotion, to `list`.
    fn generate_moves<const NOISY_ONLY: bool>(&self, list: &mut MoveList) {
        let us = self.turn;
        let them = !us;
        let king = self.king_square(us);
        // Squares pieces may move to, and pawns (which also promote by a
        // step to the last rank, the enemy's back rank).
        let (piece_mask, pawn_mask) = if NOISY_ONLY {
            let enemies = self.pieces(them);
            (enemies, enemies | G::rank_squares(Self::back_rank(them)))
        } else {
            (G::ALL, G::ALL)
        };
        self.king_steps(list, king, piece_mask);
        let enemy_consuls = self.role_squares(Role::Consul) & self.pieces(them);
        if self.checkers.any() && enemy_consuls.any() {
            let first = list.len();
            self.piece_moves(
                list,
                king,
                !self.pieces(us) & piece_mask,
                G::Bitboard::EMPTY,
            );
            self.pawn_moves(list, king, pawn_mask, G::Bitboard::EMPTY);
            self.keep_safe(list, first, king, G::ALL);
        } else {
            if self.checkers.more_than_one() {
                return;
            }
            let target = match self.checkers.first() {
                Some(checker) => G::Bitboard::from_square(checker) | G::between(king, checker),
                None => !self.pieces(us),
            };
            let pinned = self.pinned(king);
            let first = list.len();
            self.piece_moves(list, king, target & piece_mask, pinned);
            self.pawn_moves(list, king, target & pawn_mask, pinned);
            if enemy_consuls.any() {
                self.keep_safe(
                    list,
                    first,
                    king,
                    self.consul_run_squares(king, enemy_consuls),
                );
            }
        }
        self.en_passant_moves(list, king);
        if !NOISY_ONLY && self.checkers.is_empty() {
            self.castling_moves(list, king);
        }
    }

    /// Keeps the moves from `list[first..]` that leave the king safe, testing
    /// only those that start or end on `suspect` squares.
    fn keep_safe(&self, list: &mut MoveList, first: usize, king: Square, suspect: G::Bitboard) {
        let mut kept = first;
        for i in first..list.len() {
            let mv = list[i];
            let touches = suspect.contains(mv.from) || suspect.contains(mv.to);
            if !touches || self.king_safe_after(mv, king) {
                list[kept] = mv;
                kept += 1;
            }
        }
        list.truncate(kept);
    }

    /// The squares between `king` and each of `consuls` that stands three
    /// squares from it on a line: the only squares whose filling or emptying
    /// can turn such a consul's non-attack into an attack.
    fn consul_run_squares(&self, king: Square, consuls: G::Bitboard) -> G::Bitboard {
        let mut squares = G::Bitboard::EMPTY;
        for consul in (consuls & G::consul_attacks(king, G::ALL) & !G::king_attacks(king)).squares()
        {
            let between = G::between(king, consul);
            if between.count() == 2 {
                squares |= between;
            }
        }
        squares
    }

    /// Pieces of the side to move that shield their king from a slider.
    fn pinned(&self, king: Square) -> G::Bitboard {
        let them = self.pieces(!self.turn);
        let snipers = ((G::rook_attacks(king, G::Bitboard::EMPTY) & self.orthogonal_sliders())
            | (G::bishop_attacks(king, G::Bitboard::EMPTY) & self.diagonal_sliders()))
            & them;
        let occupied = self.occupied();
        let mut pinned = G::Bitboard::EMPTY;
        for sniper in snipers.squares() {
            let blockers = G::between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers;
            }
        }
        pinned & self.pieces(self.turn)
    }

    /// Whether the king on `king` is safe after the non-king move `mv`.
    fn king_safe_after(&self, mv: Move, king: Square) -> bool {
        let from = G::Bitboard::from_square(mv.from);
        let to = G::Bitboard::from_square(mv.to);
        let captured = match mv.kind {
            MoveKind::EnPassant => {
                G::Bitboard::from_square(G::square(G::file_of(mv.to), G::rank_of(mv.from)))
            }
            _ => to,
        };
        let occupied = ((self.occupied() ^ from) & !captured) | to;
        let attackers = self.attackers_to(king, occupied) & self.pieces(!self.turn) & !captured;
        attackers.is_empty()
    }

    fn king_steps(&self, list: &mut MoveList, king: Square, mask: G::Bitboard) {
        let them = !self.turn;
        let lifted = self.occupied() ^ G::Bitboard::from_square(king);
        for to in (G::king_attacks(king) & !self.pieces(self.turn) & mask).squares() {
            if !self.is_attacked_by(them, to, lifted) {
                list.push(Move::normal(king, to));
            }
        }
    }

    /// Moves of every piece but king and pawns to `target`, pinned pieces
    /// kept on the line through their king.
    fn piece_moves(
        &self,
        list: &mut MoveList,
        king: Square,
        target: G::Bitboard,
        pinned: G::Bitboard,
    ) {
        let ours = self.pieces(self.turn);
        let occupied = self.occupied();
        let push_all = |list: &mut MoveList, from: Square, targets: G::Bitboard| {
            for to in targets.squares() {
                list.push(Move::normal(from, to));
            }
        };
        let restrict = |from: Square, targets: G::Bitboard| {
            if pinned.contains(from) {
                targets & G::line(king, from)
            } else {
                targets
            }
        };
        for from in (self.leapers() & ours & !pinned).squares() {
            push_all(list, from, G::knight_attacks(from) & target);
        }
        for from in (self.diagonal_sliders() & ours).squares() {
            push_all(
                list,
                from,
                restrict(from, G::bishop_attacks(from, occupied) & target),
            );
        }
        for from in (self.orthogonal_sliders() & ours).squares() {
            push_all(
                list,
                from,
                restrict(from, G::rook_attacks(from, occupied) & target),
            );
        }
        for from in (self.role_squares(Role::Consul) & ours).squares() {
            let targets = restrict(from, G::consul_attacks(from, occupied) & target);
            if pinned.contains(from) {
                // A consul can jump over its pinner or its own king and still
                // stand on the pin line: test each move for real.
                for to in targets.squares() {
                    let mv = Move::normal(from, to);
                    if self.king_safe_after(mv, king) {
                        list.push(mv);
                    }
                }
            } else {
                push_all(list, from, targets);
            }
        }
    }

    /// Pawn steps, double steps, captures and promotions (not en passant).
    fn pawn_moves(
        &self,
        list: &mut MoveList,
        king: Square,
        target: G::Bitboard,
        pinned: G::Bitboard,
    ) {
        let us = self.turn;
        let (forward, start_rank, last_rank): (i8, u8, u8) = match us {
            Color::White => (1, 1, G::RANKS - 1),
            Color::Black => (-1, G::RANKS - 2, 0),
        };
        let occupied = self.occupied();
        let enemies = self.pieces(!us);
        for from in (self.role_squares(Role::Pawn) & self.pieces(us)).squares() {
            let allowed = if pinned.contains(from) {
                target & G::line(king, from)
            } else {
                target
            };
            let mut targets = G::pawn_attacks(us, from) & enemies;
            if let Some(one) = G::offset(from, 0, forward) {
                if !occupied.contains(one) {
                    targets |= G::Bitboard::from_square(one);
                    if G::rank_of(from) == start_rank {
                        if let Some(two) = G::offset(from, 0, 2 * forward) {
                            if !occupied.contains(two) {
                                targets |= G::Bitboard::from_square(two);
                            }
                        }
                    }
                }
            }
            for to in (targets & allowed).squares() {
                if G::rank_of(to) == last_rank {
                    for role in self.variant.promotion_roles() {
                        list.push(Move {
                            from,
                            to,
                            kind: MoveKind::Promotion(role),
                        });
                    }
                } else {
                    list.push(Move::normal(from, to));
                }
            }
        }
    }

    fn en_passant_moves(&self, list: &mut MoveList, king: Square) {
        let Some(to) = self.en_passant else { return };
        let takers = G::pawn_attacks(!self.turn, to)
            & self.role_squares(Role::Pawn)
            & self.pieces(self.turn);
        for from in takers.squares() {
            let mv = Move {
                from,
                to,
                kind: MoveKind::EnPassant,
            };
            if self.king_safe_after(mv, king) {
                list.push(mv);
            }
        }
    }

    /// Castling moves; called only when the side to move is not in check.
    fn castling_moves(&self, list: &mut MoveList, king: Square) {
        let us = self.turn;
        let them = !us;
        let rank = Self::back_rank(us);
        let occupied = self.occupied();
        let king_bit = G::Bitboard::from_square(king);
        let attacked = |sq: Square| self.is_attacked_by(them, sq, occupied);
        // Legal if the king is not attacked on its destination afterwards.
        let safe_after = |king_to: Square, rook: Square, rook_to: Square| {
            let after = (occupied ^ king_bit ^ G::Bitboard::from_square(rook))
                | G::Bitboard::from_square(king_to)
                | G::Bitboard::from_square(rook_to);
            !self.is_attacked_by(them, king_to, after)
        };
        for rook in (self.castling & self.pieces(us)).squares() {
            let toward_h = G::file_of(rook) > G::file_of(king);
            match self.variant.castling_style() {
                CastlingStyle::Standard => {
                    let (king_file, rook_file) = if toward_h {
                        (G::FILES - 2, G::FILES - 3)
                    } else {
                        (2, 3)
                    };
                    let king_to = G::square(king_file, rank);
                    let rook_to = G::square(rook_file, rank);
                    let rook_bit = G::Bitboard::from_square(rook);
                    let king_path = G::between(king, king_to) | G::Bitboard::from_square(king_to);
                    let rook_path = G::between(rook, rook_to) | G::Bitboard::from_square(rook_to);
                    if ((king_path | rook_path) & occupied & !king_bit & !rook_bit).any()
                        || king_path.squares().any(attacked)
                        || !safe_after(king_to, rook, rook_to)
                    {
                        continue;
                    }
                    list.push(Move {
                        from: king,
                        to: king_to,
                        kind: MoveKind::Castle { rook, rook_to },
                    });
                }
                CastlingStyle::Free {
                    king_may_land_on_corner,
                } => {
                    if (G::between(king, rook) & occupied).any() {
                        continue;
                    }
                    let step: i8 = if toward_h { 1 } else { -1 };
                    let mut king_to = king;
                    while king_to != rook {
                        king_to = G::offset(king_to, step, 0).unwrap_or(rook);
                        if attacked(king_to) {
                            break;
                        }
                        let corner =
                            G::file_of(king_to) == 0 || G::file_of(king_to) == G::FILES - 1;
                        if corner && !king_may_land_on_corner {
                            continue;
                        }
                        let mut rook_to = king_to;
                        while let Some(next) = G::offset(rook_to, -step, 0) {
                            rook_to = next;
                            if rook_to != king && occupied.contains(rook_to) {
                                break;
                            }
                            if safe_after(king_to, rook, rook_to) {
                                list.push(Move {
                                    from: king,
                                    to: king_to,
                                    kind: MoveKind::Castle { rook, rook_to },
                                });
                            }
                        }
                    }
                }
            }
        }
    }
}
