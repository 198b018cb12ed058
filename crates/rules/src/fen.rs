//! FEN: text -> [`Setup`] (syntax only) -> [`Position`] (validated), and
//! back (RULES.md §6). Accepts KQkq, X-FEN and Shredder-FEN castling fields
//! and 10-file ranks; writes Shredder letters for shuffle variants and KQkq
//! for fixed setups.

use crate::geometry::{Bitboard, Geometry, Square};
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::variant::Variant;
use std::fmt::Write as _;

/// A castling-field token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingToken {
    /// `K`/`k`: the outermost partner toward the h/j-file.
    KingSide,
    /// `Q`/`q`: the outermost partner toward the a-file.
    QueenSide,
    /// A file letter: the partner on that file (Shredder-FEN), from 0.
    File(u8),
}

/// A FEN read for its syntax only: nothing is checked against the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The variant whose piece letters were used.
    pub variant: Variant,
    /// Files of the board as written.
    pub files: u8,
    /// Pieces by `rank * files + file`.
    pub board: Vec<Option<Piece>>,
    /// Side to move.
    pub turn: Color,
    /// Castling tokens with their colour, in the order written.
    pub castling: Vec<(Color, CastlingToken)>,
    /// En passant square as (file, rank), both from 0.
    pub en_passant: Option<(u8, u8)>,
    /// Halfmove clock.
    pub halfmove_clock: u32,
    /// Fullmove number.
    pub fullmove_number: u32,
}

/// A FEN whose text does not parse: what is wrong and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenSyntaxError {
    /// Nothing given.
    #[error("the FEN is empty")]
    Empty,
    /// More than six fields.
    #[error("the FEN has {0} fields; expected at most 6 (board, side, castling, en passant, halfmove clock, fullmove number)")]
    TooManyFields(usize),
    /// Not eight ranks.
    #[error("the board has {0} ranks, expected 8")]
    RankCount(usize),
    /// A rank wider or narrower than the first.
    #[error("rank {rank} has {found} files, expected {expected}")]
    RankWidth {
        /// Rank number (1..8).
        rank: usize,
        /// Files found.
        found: usize,
        /// Files of rank 8.
        expected: usize,
    },
    /// A character that is neither a digit nor a piece of the variant.
    #[error("rank {rank}: '{found}' is not a {variant} piece letter or a digit")]
    BadPiece {
        /// Rank number (1..8).
        rank: usize,
        /// The character.
        found: char,
        /// The variant whose letters apply.
        variant: Variant,
    },
    /// A run of empty squares written as 0 or with a leading zero.
    #[error("rank {rank}: '{found}' is not a count of empty squares")]
    BadEmptyRun {
        /// Rank number (1..8).
        rank: usize,
        /// The digits.
        found: String,
    },
    /// Side to move neither `w` nor `b`.
    #[error("side to move is '{0}', expected 'w' or 'b'")]
    BadTurn(String),
    /// A character that is no castling token.
    #[error("castling field '{field}': '{found}' is not K, Q, a file letter or '-'")]
    BadCastling {
        /// The whole field.
        field: String,
        /// The character.
        found: char,
    },
    /// The en passant field is no square.
    #[error("en passant field '{0}' is neither '-' nor a square")]
    BadEnPassant(String),
    /// A clock that is not a number.
    #[error("{what} '{found}' is not a whole number")]
    BadClock {
        /// Which clock.
        what: &'static str,
        /// The text.
        found: String,
    },
}

/// A FEN that parses but is not a position Shuffle can play.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The board's width does not fit the variant.
    #[error("the board is {found} files wide, but {variant} is played on {expected}")]
    WrongWidth {
        /// The variant.
        variant: Variant,
        /// Files found.
        found: u8,
        /// Files the variant has.
        expected: u8,
    },
    /// A side without a king.
    #[error("{} has no king", .0.name())]
    NoKing(Color),
    /// A side with more than one king.
    #[error("{} has {count} kings", .color.name())]
    TooManyKings {
        /// Whose kings.
        color: Color,
        /// How many.
        count: u32,
    },
    /// A pawn on the first or last rank.
    #[error("a pawn stands on {0}, a back rank")]
    PawnOnBackRank(String),
    /// The side that just moved left its king in check.
    #[error("{} is in check but it is {}'s move", .0.name(), (!*.0).name())]
    OppositeCheck(Color),
    /// A castling right whose king is not on its back rank.
    #[error("castling right '{token}' but {}'s king is not on its back rank", .color.name())]
    CastlingWithoutKing {
        /// The token as written.
        token: char,
        /// Whose right.
        color: Color,
    },
    /// A castling right with no partner where it points.
    #[error("castling right '{token}' but {} has no {partner} there to castle with", .color.name())]
    CastlingWithoutPartner {
        /// The token as written.
        token: char,
        /// Whose right.
        color: Color,
        /// What may castle ("rook", "rook or marshall").
        partner: &'static str,
    },
    /// Two rights on the same side of one king.
    #[error("castling rights '{field}' give {} two partners on one side of the king", .color.name())]
    CastlingTwiceOnOneSide {
        /// The castling field as written.
        field: String,
        /// Whose rights.
        color: Color,
    },
}

/// Either error of [`Position::from_fen`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The text does not parse.
    #[error("invalid FEN: {0}")]
    Syntax(FenSyntaxError),
    /// The position is impossible or unsupported.
    #[error("impossible position: {0}")]
    Position(PositionError),
}

// Written out rather than `#[from]`, which would also make the inner error
// the `source()` and print its message twice in an error chain.
impl From<FenSyntaxError> for FenError {
    fn from(e: FenSyntaxError) -> Self {
        FenError::Syntax(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> Self {
        FenError::Position(e)
    }
}

impl Setup {
    /// Reads `fen` with `variant`'s piece letters. Missing trailing fields
    /// default to `w - - 0 1`.
    ///
    /// # Errors
    /// A [`FenSyntaxError`] that names the field and, for the board, the rank.
    pub fn parse(variant: Variant, fen: &str) -> Result<Setup, FenSyntaxError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.is_empty() {
            return Err(FenSyntaxError::Empty);
        }
        if fields.len() > 6 {
            return Err(FenSyntaxError::TooManyFields(fields.len()));
        }
        let (files, board) = parse_board(variant, fields[0])?;
        let turn = match fields.get(1).copied().unwrap_or("w") {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            other => return Err(FenSyntaxError::BadTurn(other.to_string())),
        };
        let castling = parse_castling(fields.get(2).copied().unwrap_or("-"), files)?;
        let en_passant = match fields.get(3).copied().unwrap_or("-") {
            "-" => None,
            text => Some(
                parse_square_text(text, files)
                    .ok_or_else(|| FenSyntaxError::BadEnPassant(text.to_string()))?,
            ),
        };
        let clock = |i: usize, what: &'static str, default: u32| -> Result<u32, FenSyntaxError> {
            fields.get(i).map_or(Ok(default), |t| {
                t.parse().map_err(|_| FenSyntaxError::BadClock {
                    what,
                    found: t.to_string(),
                })
            })
        };
        Ok(Setup {
            variant,
            files,
            board,
            turn,
            castling,
            en_passant,
            halfmove_clock: clock(4, "halfmove clock", 0)?,
            fullmove_number: clock(5, "fullmove number", 1)?.max(1),
        })
    }
}

fn parse_square_text(text: &str, files: u8) -> Option<(u8, u8)> {
    let mut chars = text.chars();
    let file = chars.next()?;
    let rank: u8 = chars.as_str().parse().ok()?;
    let file = u8::try_from((file as u32).checked_sub('a' as u32)?).ok()?;
    (file < files && (1..=8).contains(&rank) && !chars.as_str().starts_with('+'))
        .then(|| (file, rank - 1))
}

fn parse_board(variant: Variant, text: &str) -> Result<(u8, Vec<Option<Piece>>), FenSyntaxError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenSyntaxError::RankCount(ranks.len()));
    }
    let mut rows: Vec<Vec<Option<Piece>>> = Vec::with_capacity(8);
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 8 - i;
        let mut row = Vec::new();
        let mut chars = rank_text.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                let mut digits = c.to_string();
                while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                    digits.push(*d);
                    chars.next();
                }
                match digits.parse::<usize>() {
                    Ok(n) if n > 0 && !digits.starts_with('0') && n <= 16 => {
                        row.extend(std::iter::repeat_n(None, n))
                    }
                    _ => {
                        return Err(FenSyntaxError::BadEmptyRun {
                            rank,
                            found: digits,
                        })
                    }
                }
            } else if c == '~' {
                // Promoted-piece marker (some programs write it): no meaning here.
            } else {
                let role = variant.role(c).ok_or(FenSyntaxError::BadPiece {
                    rank,
                    found: c,
                    variant,
                })?;
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                row.push(Some(Piece::new(color, role)));
            }
        }
        if let Some(first) = rows.first() {
            if row.len() != first.len() {
                return Err(FenSyntaxError::RankWidth {
                    rank,
                    found: row.len(),
                    expected: first.len(),
                });
            }
        } else if row.is_empty() || row.len() > 16 {
            return Err(FenSyntaxError::RankWidth {
                rank,
                found: row.len(),
                expected: variant.files() as usize,
            });
        }
        rows.push(row);
    }
    let files = rows[0].len() as u8;
    let board = rows.into_iter().rev().flatten().collect();
    Ok((files, board))
}

fn parse_castling(field: &str, files: u8) -> Result<Vec<(Color, CastlingToken)>, FenSyntaxError> {
    if field == "-" {
        return Ok(Vec::new());
    }
    field
        .chars()
        .map(|c| {
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let token = match c.to_ascii_lowercase() {
                'k' => CastlingToken::KingSide,
                'q' => CastlingToken::QueenSide,
                f @ 'a'..='p' if (f as u8 - b'a') < files => CastlingToken::File(f as u8 - b'a'),
                _ => {
                    return Err(FenSyntaxError::BadCastling {
                        field: field.to_string(),
                        found: c,
                    })
                }
            };
            Ok((color, token))
        })
        .collect()
}

impl<G: Geometry> Position<G> {
    /// Reads a FEN of `variant`.
    ///
    /// # Errors
    /// [`FenError::Syntax`] for text that does not parse,
    /// [`FenError::Position`] for a position that cannot be played.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        Ok(Self::from_setup(&Setup::parse(variant, fen)?)?)
    }

    /// Validates a setup as a position of its variant.
    ///
    /// # Errors
    /// A [`PositionError`] that says what makes the position impossible.
    pub fn from_setup(setup: &Setup) -> Result<Self, PositionError> {
        let variant = setup.variant;
        if setup.files != G::FILES || variant.files() != G::FILES {
            return Err(PositionError::WrongWidth {
                variant,
                found: setup.files,
                expected: variant.files(),
            });
        }
        let mut pos = Position::<G>::empty(variant);
        for (i, piece) in setup.board.iter().enumerate() {
            if let Some(piece) = *piece {
                let sq = Square::from_index(i as u8);
                if piece.role == Role::Pawn
                    && (G::rank_of(sq) == 0 || G::rank_of(sq) == G::RANKS - 1)
                {
                    return Err(PositionError::PawnOnBackRank(G::square_name(sq)));
                }
                pos.put(sq, piece);
            }
        }
        for color in Color::ALL {
            match (pos.role_squares(Role::King) & pos.pieces(color)).count() {
                0 => return Err(PositionError::NoKing(color)),
                1 => {}
                count => return Err(PositionError::TooManyKings { color, count }),
            }
        }
        pos.turn = setup.turn;
        pos.halfmove_clock = setup.halfmove_clock;
        pos.fullmove_number = setup.fullmove_number;
        for &(color, token) in &setup.castling {
            let partner = pos.castling_partner(color, token)?;
            let king = pos.king_square(color);
            let same_side = (pos.castling & pos.pieces(color)).squares().any(|other| {
                (G::file_of(other) > G::file_of(king)) == (G::file_of(partner) > G::file_of(king))
                    && other != partner
            });
            if same_side {
                let field: String = setup
                    .castling
                    .iter()
                    .map(|&(c, t)| token_char(c, t))
                    .collect();
                return Err(PositionError::CastlingTwiceOnOneSide { field, color });
            }
            pos.castling |= G::Bitboard::from_square(partner);
        }
        if let Some((file, rank)) = setup.en_passant {
            pos.en_passant = pos.valid_en_passant(G::square(file, rank));
        }
        if pos.is_attacked_by(pos.turn, pos.king_square(!pos.turn), pos.occupied()) {
            return Err(PositionError::OppositeCheck(!pos.turn));
        }
        pos.checkers = pos.compute_checkers();
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// The square of the partner a castling token names.
    fn castling_partner(
        &self,
        color: Color,
        token: CastlingToken,
    ) -> Result<Square, PositionError> {
        let rank = Self::back_rank(color);
        let kings = self.role_squares(Role::King) & self.pieces(color) & G::rank_squares(rank);
        let Some(king) = kings.first() else {
            return Err(PositionError::CastlingWithoutKing {
                token: token_char(color, token),
                color,
            });
        };
        let is_partner = |file: u8| {
            self.piece_at(G::square(file, rank))
                .is_some_and(|p| p.color == color && self.variant.is_castling_partner(p.role))
        };
        let king_file = G::file_of(king);
        let found = match token {
            CastlingToken::KingSide => (king_file + 1..G::FILES).rev().find(|&f| is_partner(f)),
            CastlingToken::QueenSide => (0..king_file).find(|&f| is_partner(f)),
            CastlingToken::File(f) => (f != king_file && is_partner(f)).then_some(f),
        };
        found
            .map(|f| G::square(f, rank))
            .ok_or(PositionError::CastlingWithoutPartner {
                token: token_char(color, token),
                color,
                partner: if self.variant.is_castling_partner(Role::Chancellor) {
                    "rook or marshall"
                } else {
                    "rook"
                },
            })
    }

    /// `sq` if a pawn of the side to move could take en passant there: the
    /// square and the one behind it are empty and an enemy pawn stands in
    /// front of it.
    fn valid_en_passant(&self, sq: Square) -> Option<Square> {
        let (ep_rank, forward): (u8, i8) = match self.turn {
            Color::White => (G::RANKS - 3, 1),
            Color::Black => (2, -1),
        };
        let pawn = G::offset(sq, 0, -forward)?;
        let origin = G::offset(sq, 0, forward)?;
        let valid = G::rank_of(sq) == ep_rank
            && self.piece_at(sq).is_none()
            && self.piece_at(origin).is_none()
            && self.piece_at(pawn) == Some(Piece::new(!self.turn, Role::Pawn))
            && (G::pawn_attacks(!self.turn, sq)
                & self.role_squares(Role::Pawn)
                & self.pieces(self.turn))
            .any();
        valid.then_some(sq)
    }

    /// The FEN of the position (RULES.md §6).
    pub fn fen(&self) -> String {
        let mut fen = String::new();
        for rank in (0..G::RANKS).rev() {
            let mut empty = 0;
            for file in 0..G::FILES {
                match self.piece_at(G::square(file, rank)) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            let _ = write!(fen, "{empty}");
                            empty = 0;
                        }
                        let letter = self.variant.letter(piece.role).unwrap_or('?');
                        fen.push(match piece.color {
                            Color::White => letter,
                            Color::Black => letter.to_ascii_lowercase(),
                        });
                    }
                }
            }
            if empty > 0 {
                let _ = write!(fen, "{empty}");
            }
            if rank > 0 {
                fen.push('/');
            }
        }
        let _ = write!(fen, " {} {} ", self.turn.fen_char(), self.castling_field());
        match self.en_passant {
            Some(sq) => fen.push_str(&G::square_name(sq)),
            None => fen.push('-'),
        }
        let _ = write!(fen, " {} {}", self.halfmove_clock, self.fullmove_number);
        fen
    }

    /// The castling field: Shredder letters for shuffle variants; KQkq for
    /// fixed setups, with a file letter where the partner is not outermost.
    fn castling_field(&self) -> String {
        let mut field = String::new();
        for color in Color::ALL {
            let rank = Self::back_rank(color);
            let mut partners: Vec<Square> =
                (self.castling & self.pieces(color)).squares().collect();
            partners.reverse();
            for partner in partners {
                let file = G::file_of(partner);
                let token = if self.variant.is_shuffle() {
                    CastlingToken::File(file)
                } else {
                    let side = if file > G::file_of(self.king_square(color)) {
                        CastlingToken::KingSide
                    } else {
                        CastlingToken::QueenSide
                    };
                    let outermost =
                        self.castling_partner(color, side).ok() == Some(G::square(file, rank));
                    if outermost {
                        side
                    } else {
                        CastlingToken::File(file)
                    }
                };
                field.push(token_char(color, token));
            }
        }
        if field.is_empty() {
            field.push('-');
        }
        field
    }
}

fn token_char(color: Color, token: CastlingToken) -> char {
    let c = match token {
        CastlingToken::KingSide => 'k',
        CastlingToken::QueenSide => 'q',
        CastlingToken::File(f) => (b'a' + f) as char,
    };
    match color {
        Color::White => c.to_ascii_uppercase(),
        Color::Black => c,
    }
}
