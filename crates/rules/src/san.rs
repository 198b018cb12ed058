//! Standard algebraic notation (RULES.md §6) with each variant's letters,
//! `O-O`/`O-O-O` for Chess960-style castling and `O-O-<king file>-<rook
//! file>` for free castling. Writing gives minimal disambiguation (file,
//! then rank, then both) and `+`/`#`; reading is forgiving wherever the text
//! still names one legal move.

use crate::geometry::Geometry;
use crate::moves::{Move, MoveKind, MoveList};
use crate::piece::Role;
use crate::position::Position;
use crate::variant::CastlingStyle;

/// SAN text that names no legal move, or more than one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SanError {
    /// The text is not SAN.
    #[error("'{text}' is not SAN: {reason}")]
    Syntax {
        /// The text.
        text: String,
        /// What is wrong.
        reason: &'static str,
    },
    /// No legal move matches.
    #[error("'{text}' is not legal here{}", candidates_note(.candidates, " (legal moves of that kind: ", ")"))]
    Illegal {
        /// The text.
        text: String,
        /// Legal moves of the same piece kind, in SAN (may be empty).
        candidates: Vec<String>,
    },
    /// Several legal moves match.
    #[error("'{text}' is ambiguous{}", candidates_note(.candidates, ": it could be ", ""))]
    Ambiguous {
        /// The text.
        text: String,
        /// The matching moves, in SAN.
        candidates: Vec<String>,
    },
}

fn candidates_note(candidates: &[String], before: &str, after: &str) -> String {
    if candidates.is_empty() {
        String::new()
    } else {
        format!("{before}{}{after}", candidates.join(", "))
    }
}

/// What a SAN text asks for, before it is matched to a legal move.
#[derive(Debug, Default)]
struct SanPattern {
    role: Option<Role>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: (u8, u8),
    promotion: Option<Role>,
}

impl<G: Geometry> Position<G> {
    /// The move in SAN, with `+` or `#`.
    pub fn san(&self, mv: Move) -> String {
        self.san_in(mv, &self.legal_moves())
    }

    /// The move in SAN given this position's legal moves (saves generating
    /// them again when writing many moves of one position).
    pub fn san_in(&self, mv: Move, legal: &MoveList) -> String {
        let mut san = self.san_body(mv, legal);
        let after = self.play_unchecked(mv);
        if after.is_check() {
            san.push(if after.legal_moves().is_empty() {
                '#'
            } else {
                '+'
            });
        }
        san
    }

    fn san_body(&self, mv: Move, legal: &MoveList) -> String {
        let file = |sq| (b'a' + G::file_of(sq)) as char;
        if let MoveKind::Castle { rook, rook_to } = mv.kind {
            return match self.variant.castling_style() {
                CastlingStyle::Free { .. } => format!("O-O-{}-{}", file(mv.to), file(rook_to)),
                CastlingStyle::Standard if G::file_of(rook) > G::file_of(mv.from) => {
                    "O-O".to_string()
                }
                CastlingStyle::Standard => "O-O-O".to_string(),
            };
        }
        let role = self.piece_at(mv.from).map_or(Role::Pawn, |p| p.role);
        let capture = self.piece_at(mv.to).is_some() || mv.kind == MoveKind::EnPassant;
        let mut san = String::new();
        if role == Role::Pawn {
            if capture {
                san.push(file(mv.from));
            }
        } else {
            san.push(self.variant.letter(role).unwrap_or('?'));
            let rivals: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| {
                    m.to == mv.to
                        && m.from != mv.from
                        && !m.is_castle()
                        && self.piece_at(m.from).map(|p| p.role) == Some(role)
                })
                .collect();
            if !rivals.is_empty() {
                let same_file = rivals
                    .iter()
                    .any(|m| G::file_of(m.from) == G::file_of(mv.from));
                let same_rank = rivals
                    .iter()
                    .any(|m| G::rank_of(m.from) == G::rank_of(mv.from));
                if !same_file {
                    san.push(file(mv.from));
                } else if !same_rank {
                    san.push_str(&(G::rank_of(mv.from) + 1).to_string());
                } else {
                    san.push_str(&G::square_name(mv.from));
                }
            }
        }
        if capture {
            san.push('x');
        }
        san.push_str(&G::square_name(mv.to));
        if let MoveKind::Promotion(promoted) = mv.kind {
            san.push('=');
            san.push(self.variant.letter(promoted).unwrap_or('?'));
        }
        san
    }

    /// The legal move that SAN `text` names. Accepts missing or extra `+`,
    /// `#`, `x`, `=`, annotation marks (`!`, `?`), redundant disambiguation,
    /// digit zeros in castling, and a lower-case promotion letter.
    ///
    /// # Errors
    /// [`SanError`]: not SAN, no legal move matches (with the legal moves of
    /// that piece kind), or several match (with the candidates).
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let legal = self.legal_moves();
        let syntax = |reason| SanError::Syntax {
            text: text.to_string(),
            reason,
        };
        let core = text
            .trim()
            .trim_end_matches(['+', '#', '!', '?'])
            .trim_end_matches("e.p.")
            .trim();
        if core.is_empty() {
            return Err(syntax("empty"));
        }
        let matches: Vec<Move> = if core.starts_with(['O', '0', 'o']) && core.contains('-') {
            self.match_castling(core, &legal).ok_or_else(|| {
                syntax("castling is O-O, O-O-O or (free castling) O-O-<king file>-<rook file>")
            })?
        } else {
            let pattern = self.san_pattern(core).ok_or_else(|| {
                syntax("expected [piece][from file][from rank][x]<square>[=promotion]")
            })?;
            let matching = |any_promotion: bool| -> Vec<Move> {
                legal
                    .iter()
                    .copied()
                    .filter(|&m| {
                        let role = self.piece_at(m.from).map_or(Role::Pawn, |p| p.role);
                        !m.is_castle()
                            && role == pattern.role.unwrap_or(Role::Pawn)
                            && (G::file_of(m.to), G::rank_of(m.to)) == pattern.to
                            && pattern.from_file.is_none_or(|f| f == G::file_of(m.from))
                            && pattern.from_rank.is_none_or(|r| r == G::rank_of(m.from))
                            && (m.promotion() == pattern.promotion || any_promotion)
                    })
                    .collect()
            };
            let exact = matching(false);
            // "e8" for a promotion: ambiguous among the promotion pieces.
            if exact.is_empty() && pattern.promotion.is_none() {
                matching(true)
            } else {
                exact
            }
        };
        match matches.as_slice() {
            [mv] => Ok(*mv),
            [] => Err(SanError::Illegal {
                text: text.to_string(),
                candidates: self.same_kind_moves(core, &legal),
            }),
            several => Err(SanError::Ambiguous {
                text: text.to_string(),
                candidates: several.iter().map(|&m| self.san_in(m, &legal)).collect(),
            }),
        }
    }

    /// Castling moves that a castling text names, or `None` if it is no
    /// castling text.
    fn match_castling(&self, core: &str, legal: &MoveList) -> Option<Vec<Move>> {
        let parts: Vec<String> = core.split('-').map(|p| p.to_ascii_lowercase()).collect();
        let is_o = |p: &str| p == "o" || p == "0";
        if parts.len() < 2 || !is_o(&parts[0]) || !is_o(&parts[1]) {
            return None;
        }
        let file = |p: &str| -> Option<u8> {
            let c = p.chars().next()?;
            (p.len() == 1 && c.is_ascii_lowercase() && c != 'o' && (c as u8 - b'a') < G::FILES)
                .then(|| c as u8 - b'a')
        };
        let castles = legal.iter().copied().filter(|m| m.is_castle());
        let toward_h = |m: &Move| match m.kind {
            MoveKind::Castle { rook, .. } => G::file_of(rook) > G::file_of(m.from),
            _ => false,
        };
        Some(match parts.as_slice() {
            [_, _] => castles.filter(|m| toward_h(m)).collect(),
            [_, _, third] if is_o(third) => castles.filter(|m| !toward_h(m)).collect(),
            [_, _, king, rook] => {
                let (king, rook) = (file(king)?, file(rook)?);
                castles
                    .filter(|m| match m.kind {
                        MoveKind::Castle { rook_to, .. } => {
                            G::file_of(m.to) == king && G::file_of(rook_to) == rook
                        }
                        _ => false,
                    })
                    .collect()
            }
            _ => return None,
        })
    }

    /// Reads the non-castling SAN forms.
    fn san_pattern(&self, core: &str) -> Option<SanPattern> {
        // 'x', ':', '-' and '=' never stand for a file (files run a..j), so
        // dropping them keeps the meaning and admits "e2-e4", "exd5", "e8=Q".
        let mut chars: Vec<char> = core
            .chars()
            .filter(|c| !matches!(c, 'x' | ':' | '-' | '='))
            .collect();
        let mut pattern = SanPattern::default();
        if let Some(&first) = chars.first() {
            if first.is_ascii_uppercase() {
                pattern.role = Some(self.variant.role(first)?).filter(|r| *r != Role::Pawn);
                chars.remove(0);
            }
        }
        // A promotion letter follows the destination's rank digit.
        if chars.len() >= 3
            && chars[chars.len() - 1].is_ascii_alphabetic()
            && chars[chars.len() - 2].is_ascii_digit()
        {
            let letter = chars.pop()?;
            pattern.promotion = Some(
                self.variant
                    .role(letter)
                    .filter(|r| !matches!(r, Role::Pawn | Role::King))?,
            );
        }
        let file_of = |c: char| {
            (c.is_ascii_lowercase() && (c as u8 - b'a') < G::FILES).then(|| c as u8 - b'a')
        };
        let rank_of = |c: char| {
            c.to_digit(10)
                .filter(|d| (1..=u32::from(G::RANKS)).contains(d))
                .map(|d| d as u8 - 1)
        };
        let rank = rank_of(chars.pop()?)?;
        let file = file_of(chars.pop()?)?;
        pattern.to = (file, rank);
        match chars.as_slice() {
            [] => {}
            [c] if c.is_ascii_digit() => pattern.from_rank = Some(rank_of(*c)?),
            [c] => pattern.from_file = Some(file_of(*c)?),
            [f, r] => {
                pattern.from_file = Some(file_of(*f)?);
                pattern.from_rank = Some(rank_of(*r)?);
            }
            _ => return None,
        }
        Some(pattern)
    }

    /// SAN of the legal moves of the piece kind a text starts with (pawn
    /// moves for a lower-case start), for an "illegal" error's hint.
    fn same_kind_moves(&self, core: &str, legal: &MoveList) -> Vec<String> {
        let role = match core.chars().next() {
            Some(c) if c.is_ascii_uppercase() && !matches!(c, 'O') => self.variant.role(c),
            Some(c) if c.is_ascii_lowercase() => Some(Role::Pawn),
            _ => None,
        };
        let mut moves: Vec<String> = legal
            .iter()
            .filter(|m| {
                !m.is_castle() && role.is_some() && self.piece_at(m.from).map(|p| p.role) == role
            })
            .map(|&m| self.san_in(m, legal))
            .collect();
        if role.is_none() || core.starts_with(['O', '0']) {
            moves = legal
                .iter()
                .filter(|m| m.is_castle())
                .map(|&m| self.san_in(m, legal))
                .collect();
        }
        moves.sort();
        moves
    }
}
