//! A legal position of some variant on some board: pieces, side to move,
//! castling rights, en passant square, clocks, Zobrist hash and checkers.
//! Moves are played by copy-make: `play_unchecked` returns a new position and
//! leaves the old one untouched, so "undo" is keeping the old one.

use crate::geometry::{compound_attacks, Bitboard, Geometry, Square};
use crate::moves::{Move, MoveKind};
use crate::piece::{Color, Piece, Role};
use crate::variant::Variant;
use crate::zobrist::KEYS;

/// Squares of the largest board; the mailbox is sized for it.
pub(crate) const MAX_SQUARES: usize = 80;

/// A position of `variant` on the board `G`. Built only from a validated
/// setup (`Position::from_setup`) or by playing moves, so it always has one
/// king per side and the side not to move is not in check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position<G: Geometry> {
    pub(crate) variant: Variant,
    pub(crate) board: [Option<Piece>; MAX_SQUARES],
    pub(crate) by_role: [G::Bitboard; Role::ALL.len()],
    pub(crate) by_color: [G::Bitboard; 2],
    /// Squares of the partners that keep a castling right.
    pub(crate) castling: G::Bitboard,
    /// Set only when a pawn of the side to move attacks it.
    pub(crate) en_passant: Option<Square>,
    pub(crate) turn: Color,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
    pub(crate) hash: u64,
    pub(crate) checkers: G::Bitboard,
}

impl<G: Geometry> Position<G> {
    /// An empty board (no kings: not a legal position until filled and
    /// checked).
    pub(crate) fn empty(variant: Variant) -> Self {
        Position {
            variant,
            board: [None; MAX_SQUARES],
            by_role: [G::Bitboard::EMPTY; Role::ALL.len()],
            by_color: [G::Bitboard::EMPTY; 2],
            castling: G::Bitboard::EMPTY,
            en_passant: None,
            turn: Color::White,
            halfmove_clock: 0,
            fullmove_number: 1,
            hash: 0,
            checkers: G::Bitboard::EMPTY,
        }
    }

    /// The variant being played.
    pub fn variant(&self) -> Variant {
        self.variant
    }
    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }
    /// Squares holding a piece of `color`.
    #[inline]
    pub fn pieces(&self, color: Color) -> G::Bitboard {
        self.by_color[color.index()]
    }
    /// Squares holding a piece of `role`, either colour.
    #[inline]
    pub fn role_squares(&self, role: Role) -> G::Bitboard {
        self.by_role[role.index()]
    }
    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> G::Bitboard {
        self.by_color[0] | self.by_color[1]
    }
    /// The square of `color`'s king.
    #[inline]
    pub fn king_square(&self, color: Color) -> Square {
        let kings = self.by_role[Role::King.index()] & self.by_color[color.index()];
        debug_assert!(kings.count() == 1, "a position has one king per side");
        kings.first().unwrap_or(Square::from_index(0))
    }
    /// Squares of the partners that keep a castling right (both colours).
    pub fn castling_partners(&self) -> G::Bitboard {
        self.castling
    }
    /// The en passant square, when a pawn of the side to move can take there.
    pub fn en_passant_square(&self) -> Option<Square> {
        self.en_passant
    }
    /// Plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }
    /// The move number, starting at 1, incremented after Black moves.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }
    /// The Zobrist hash, kept incrementally.
    pub fn hash(&self) -> u64 {
        self.hash
    }
    /// Pieces giving check to the side to move.
    pub fn checkers(&self) -> G::Bitboard {
        self.checkers
    }
    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers.any()
    }
    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.legal_moves().is_empty()
    }
    /// Whether the side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.legal_moves().is_empty()
    }

    /// The rank (from 0) where `color`'s pieces start.
    #[inline]
    pub(crate) fn back_rank(color: Color) -> u8 {
        match color {
            Color::White => 0,
            Color::Black => G::RANKS - 1,
        }
    }

    #[inline]
    fn pieces_of(&self, color: Color, role: Role) -> G::Bitboard {
        self.by_role[role.index()] & self.by_color[color.index()]
    }
    /// Pieces (either colour) with a bishop's slide.
    #[inline]
    pub(crate) fn diagonal_sliders(&self) -> G::Bitboard {
        let r = &self.by_role;
        r[Role::Bishop.index()]
            | r[Role::Queen.index()]
            | r[Role::Archbishop.index()]
            | r[Role::General.index()]
    }
    /// Pieces (either colour) with a rook's slide.
    #[inline]
    pub(crate) fn orthogonal_sliders(&self) -> G::Bitboard {
        let r = &self.by_role;
        r[Role::Rook.index()]
            | r[Role::Queen.index()]
            | r[Role::Chancellor.index()]
            | r[Role::General.index()]
    }
    /// Pieces (either colour) with a knight's leap.
    #[inline]
    pub(crate) fn leapers(&self) -> G::Bitboard {
        let r = &self.by_role;
        r[Role::Knight.index()]
            | r[Role::Archbishop.index()]
            | r[Role::Chancellor.index()]
            | r[Role::General.index()]
    }

    /// Pieces of either colour that attack `sq` with `occupied` as the
    /// board's occupancy (pieces still on their squares in the position but
    /// missing from `occupied` count as attackers: mask them out).
    #[inline]
    pub fn attackers_to(&self, sq: Square, occupied: G::Bitboard) -> G::Bitboard {
        let r = &self.by_role;
        let mut attackers = (G::knight_attacks(sq) & self.leapers())
            | (G::king_attacks(sq) & r[Role::King.index()])
            | (G::pawn_attacks(Color::White, sq) & self.pieces_of(Color::Black, Role::Pawn))
            | (G::pawn_attacks(Color::Black, sq) & self.pieces_of(Color::White, Role::Pawn))
            | (G::bishop_attacks(sq, occupied) & self.diagonal_sliders())
            | (G::rook_attacks(sq, occupied) & self.orthogonal_sliders());
        let consuls = r[Role::Consul.index()];
        if consuls.any() {
            attackers |= G::consul_attacks(sq, occupied) & consuls;
        }
        attackers
    }

    /// Whether a piece of `color` attacks `sq` with `occupied` as occupancy.
    #[inline]
    pub(crate) fn is_attacked_by(&self, color: Color, sq: Square, occupied: G::Bitboard) -> bool {
        (self.attackers_to(sq, occupied) & self.by_color[color.index()]).any()
    }

    /// Puts `piece` on the empty square `sq`, updating the hash.
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert!(self.board[sq.index()].is_none());
        let bit = G::Bitboard::from_square(sq);
        self.board[sq.index()] = Some(piece);
        self.by_role[piece.role.index()] |= bit;
        self.by_color[piece.color.index()] |= bit;
        self.hash ^= KEYS.piece(piece, sq);
    }

    /// Removes and returns the piece on `sq`, updating the hash.
    #[inline]
    pub(crate) fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.board[sq.index()].take()?;
        let bit = G::Bitboard::from_square(sq);
        self.by_role[piece.role.index()] ^= bit;
        self.by_color[piece.color.index()] ^= bit;
        self.hash ^= KEYS.piece(piece, sq);
        Some(piece)
    }

    /// The hash computed from scratch; equals [`Position::hash`] always.
    pub fn compute_hash(&self) -> u64 {
        let mut hash = 0;
        for sq in G::ALL.squares() {
            if let Some(piece) = self.piece_at(sq) {
                hash ^= KEYS.piece(piece, sq);
            }
        }
        for sq in self.castling.squares() {
            hash ^= KEYS.castling(sq);
        }
        if let Some(ep) = self.en_passant {
            hash ^= KEYS.en_passant(G::file_of(ep));
        }
        if self.turn == Color::Black {
            hash ^= KEYS.black_to_move;
        }
        hash
    }

    /// Checkers of the side to move, computed from the board; equals
    /// [`Position::checkers`] always.
    pub fn compute_checkers(&self) -> G::Bitboard {
        self.attackers_to(self.king_square(self.turn), self.occupied())
            & self.by_color[(!self.turn).index()]
    }

    /// The en passant square left by a pawn of `mover` that stepped from
    /// `from` to `to`, if a pawn of the other side stands ready to take there.
    fn en_passant_after_double_step(
        &self,
        mover: Color,
        from: Square,
        to: Square,
    ) -> Option<Square> {
        let passed = Square::from_index(((from.index() + to.index()) / 2) as u8);
        let takers = G::pawn_attacks(mover, passed) & self.pieces_of(!mover, Role::Pawn);
        takers.any().then_some(passed)
    }

    /// The position with the other side to move and nothing else changed
    /// but the en passant right (a "null move", for search). The side to
    /// move must not be in check.
    #[must_use]
    pub fn play_null(&self) -> Self {
        debug_assert!(!self.is_check(), "no null move in check");
        let mut next = *self;
        if let Some(ep) = next.en_passant.take() {
            next.hash ^= KEYS.en_passant(G::file_of(ep));
        }
        next.turn = !self.turn;
        next.hash ^= KEYS.black_to_move;
        next.halfmove_clock += 1;
        next.checkers = G::Bitboard::EMPTY;
        next
    }

    /// Whether `mv` (legal here) may give check: false only when it surely
    /// does not, so that a search can prune a move without playing it to
    /// find out. A move checks by its piece from its target, by uncovering
    /// a line through its origin (or through a pawn taken en passant), or
    /// by castling's partner; and a consul of the mover can be set off by
    /// any change on its runs, so with one on the board (or a pawn
    /// promoting to one) every move may.
    pub fn may_give_check(&self, mv: Move) -> bool {
        let us = self.turn;
        let king = self.king_square(!us);
        let role = match mv.kind {
            MoveKind::Normal => match self.piece_at(mv.from) {
                Some(piece) => piece.role,
                None => return true,
            },
            MoveKind::Promotion(role) => role,
            MoveKind::EnPassant | MoveKind::Castle { .. } => return true,
        };
        if self.pieces_of(us, Role::Consul).any() || G::line(king, mv.from).any() {
            return true;
        }
        // The origin is off every line through the king, so leaving it
        // opens none of them: only the piece itself can check, from `to`.
        let occupied = self.occupied() | G::Bitboard::from_square(mv.to);
        let attacks = match role {
            Role::Pawn => G::pawn_attacks(us, mv.to),
            Role::King => G::Bitboard::EMPTY,
            Role::Consul => return true,
            _ => compound_attacks(
                role,
                || G::knight_attacks(mv.to),
                || G::bishop_attacks(mv.to, occupied),
                || G::rook_attacks(mv.to, occupied),
            ),
        };
        attacks.contains(king)
    }

    /// The position after `mv`, which must be legal here (a move from
    /// [`Position::legal_moves`]); anything else gives a wrong position.
    /// Use [`Position::play`] for moves that have not been checked.
    #[must_use]
    #[inline(always)]
    pub fn play_unchecked(&self, mv: Move) -> Self {
        debug_assert!(self.legal_moves().contains(&mv), "illegal move {mv:?}");
        // Inlined, so that the copy is made where the caller keeps it and
        // the move is made there, not in a copy returned by value (one
        // copy of the position a move instead of two).
        let mut next = *self;
        next.make_move(mv);
        next
    }

    /// Makes legal `mv` on this position (see [`Position::play_unchecked`]).
    fn make_move(&mut self, mv: Move) {
        let castling_before = self.castling;
        let us = self.turn;
        if let Some(ep) = self.en_passant.take() {
            self.hash ^= KEYS.en_passant(G::file_of(ep));
        }
        self.halfmove_clock += 1;
        match mv.kind {
            MoveKind::Normal => {
                let piece = self.remove(mv.from).unwrap_or(Piece::new(us, Role::Pawn));
                if self.remove(mv.to).is_some() {
                    self.halfmove_clock = 0;
                }
                self.put(mv.to, piece);
                match piece.role {
                    Role::Pawn => {
                        self.halfmove_clock = 0;
                        if G::rank_of(mv.from).abs_diff(G::rank_of(mv.to)) == 2 {
                            self.en_passant = self.en_passant_after_double_step(us, mv.from, mv.to);
                        }
                    }
                    Role::King => self.castling &= !G::rank_squares(Self::back_rank(us)),
                    _ => {}
                }
            }
            MoveKind::Promotion(role) => {
                self.remove(mv.from);
                self.remove(mv.to);
                self.put(mv.to, Piece::new(us, role));
                self.halfmove_clock = 0;
            }
            MoveKind::EnPassant => {
                self.remove(mv.from);
                let captured = G::square(G::file_of(mv.to), G::rank_of(mv.from));
                self.remove(captured);
                self.put(mv.to, Piece::new(us, Role::Pawn));
                self.halfmove_clock = 0;
            }
            MoveKind::Castle { rook, rook_to } => {
                let king = self.remove(mv.from).unwrap_or(Piece::new(us, Role::King));
                let partner = self.remove(rook).unwrap_or(Piece::new(us, Role::Rook));
                self.put(mv.to, king);
                self.put(rook_to, partner);
                self.castling &= !G::rank_squares(Self::back_rank(us));
            }
        }
        // A partner that moves or is captured loses its right.
        self.castling &= !(G::Bitboard::from_square(mv.from) | G::Bitboard::from_square(mv.to));
        for sq in (castling_before ^ self.castling).squares() {
            self.hash ^= KEYS.castling(sq);
        }
        if let Some(ep) = self.en_passant {
            self.hash ^= KEYS.en_passant(G::file_of(ep));
        }
        if us == Color::Black {
            self.fullmove_number += 1;
        }
        self.turn = !us;
        self.hash ^= KEYS.black_to_move;
        self.checkers = self.compute_checkers();
    }
}
