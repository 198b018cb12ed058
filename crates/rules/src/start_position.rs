//! Numbered start positions (RULES.md §4): number <-> back rank as a pure
//! function of the number, the 42k dice procedure, and seeded random draws.

use crate::piece::Role;
use crate::variant::Variant;

/// One placement step of a scheme; each takes one mixed-radix digit.
#[derive(Clone, Copy, Debug)]
pub enum Step {
    /// On the k-th light-squared file (b, d, f, ...).
    Light(Role),
    /// On the k-th dark-squared file (a, c, e, ...).
    Dark(Role),
    /// On the k-th free file.
    Single(Role),
    /// Two of the role on the k-th pair of free files.
    Pair(Role),
}

/// What fills the last three free files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tail {
    /// Rook, king, rook.
    RookKingRook,
    /// One more digit: 0 = marshall, king, rook; 1 = rook, king, marshall.
    MarshallKingRookOrReverse,
}

/// A numbering scheme: placement steps, least significant digit first.
#[derive(Debug)]
pub struct Scheme {
    /// The variant whose ids and letters the scheme uses.
    pub variant: Variant,
    /// Number of files of the back rank.
    pub files: u8,
    /// The placement steps in order.
    pub steps: &'static [Step],
    /// How the last three free files are filled.
    pub tail: Tail,
}

/// Scharnagl's Chess960 numbering (RULES.md §4.4).
pub const CHESS960: Scheme = Scheme {
    variant: Variant::Chess960,
    files: 8,
    steps: &[
        Step::Light(Role::Bishop),
        Step::Dark(Role::Bishop),
        Step::Single(Role::Queen),
        Step::Pair(Role::Knight),
    ],
    tail: Tail::RookKingRook,
};

/// The Capablanca84000 numbering (RULES.md §4.1).
pub const CAPABLANCA84000: Scheme = Scheme {
    variant: Variant::Capablanca84000,
    files: 10,
    steps: &[
        Step::Light(Role::Bishop),
        Step::Dark(Role::Bishop),
        Step::Single(Role::Archbishop),
        Step::Single(Role::Chancellor),
        Step::Single(Role::Queen),
        Step::Pair(Role::Knight),
    ],
    tail: Tail::RookKingRook,
};

/// The Consulchess 42k numbering (RULES.md §4.2).
pub const CONSULCHESS42K: Scheme = Scheme {
    variant: Variant::Consulchess42k,
    files: 10,
    steps: &[
        Step::Light(Role::Bishop),
        Step::Dark(Role::Bishop),
        Step::Pair(Role::Knight),
        Step::Pair(Role::Consul),
        Step::Single(Role::Queen),
    ],
    tail: Tail::RookKingRook,
};

/// The Chess13440 numbering (RULES.md §4.3).
pub const CHESS13440: Scheme = Scheme {
    variant: Variant::Chess13440,
    files: 8,
    steps: &[
        Step::Single(Role::General),
        Step::Single(Role::Queen),
        Step::Single(Role::Archbishop),
        Step::Single(Role::Bishop),
        Step::Single(Role::Knight),
    ],
    tail: Tail::MarshallKingRookOrReverse,
};

/// Why a number or a back rank is not a setup of a scheme.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StartPositionError {
    /// The number is outside `0..count`.
    #[error("{variant} start positions are numbered 0..{}, not {number}", count - 1)]
    OutOfRange {
        /// The scheme's variant.
        variant: Variant,
        /// The number given.
        number: u64,
        /// How many setups the scheme has.
        count: u32,
    },
    /// The back rank has the wrong number of files.
    #[error("a {variant} back rank has {expected} files, not {found}")]
    WrongWidth {
        /// The scheme's variant.
        variant: Variant,
        /// Files expected.
        expected: u8,
        /// Files found.
        found: usize,
    },
    /// A square holds something that is not one of White's pieces.
    #[error("'{0}' is not a {1} piece letter")]
    BadLetter(char, Variant),
    /// Wrong number of one kind of piece.
    #[error("a {variant} back rank needs {expected} {piece}(s), found {found}")]
    PieceCount {
        /// The scheme's variant.
        variant: Variant,
        /// The piece's name.
        piece: &'static str,
        /// How many the scheme places.
        expected: usize,
        /// How many were found.
        found: usize,
    },
    /// Both bishops stand on squares of one colour.
    #[error("the bishops must stand on squares of opposite colours")]
    BishopsOnOneColour,
    /// The king does not stand between its two castling partners.
    #[error("the king must stand between {0}")]
    KingNotBetween(&'static str),
}

/// The pair of free-file indices `(i, j)`, `i < j`, numbered `index` in
/// lexicographic order among `k` free files.
fn pair_from_index(mut index: usize, k: usize) -> (usize, usize) {
    for i in 0..k {
        let with_i = k - 1 - i;
        if index < with_i {
            return (i, i + 1 + index);
        }
        index -= with_i;
    }
    unreachable!("pair index checked against the radix")
}

/// The lexicographic index of the pair `(i, j)`, `i < j`, among `k` files.
fn pair_index(i: usize, j: usize, k: usize) -> usize {
    (0..i).map(|a| k - 1 - a).sum::<usize>() + (j - i - 1)
}

impl Scheme {
    /// The radix of each digit, the tail's included.
    fn radices(&self) -> impl Iterator<Item = usize> + '_ {
        let half = self.files as usize / 2;
        let mut free = self.files as usize;
        let tail = match self.tail {
            Tail::RookKingRook => 1,
            Tail::MarshallKingRookOrReverse => 2,
        };
        self.steps
            .iter()
            .map(move |step| match step {
                Step::Light(_) | Step::Dark(_) => {
                    free -= 1;
                    half
                }
                Step::Single(_) => {
                    free -= 1;
                    free + 1
                }
                Step::Pair(_) => {
                    free -= 2;
                    (free + 2) * (free + 1) / 2
                }
            })
            .chain(std::iter::once(tail))
    }

    /// How many setups the scheme numbers.
    pub fn count(&self) -> u32 {
        self.radices().product::<usize>() as u32
    }

    /// White's back rank, a-file first, for setup `number`.
    ///
    /// # Errors
    /// [`StartPositionError::OutOfRange`] when `number >= self.count()`.
    pub fn back_rank(&self, number: u64) -> Result<Vec<Role>, StartPositionError> {
        let count = self.count();
        if number >= u64::from(count) {
            return Err(StartPositionError::OutOfRange {
                variant: self.variant,
                number,
                count,
            });
        }
        let mut n = number as usize;
        let mut digit = |radix: usize| {
            let d = n % radix;
            n /= radix;
            d
        };
        let mut rank: Vec<Option<Role>> = vec![None; self.files as usize];
        let free = |rank: &[Option<Role>]| -> Vec<usize> {
            (0..rank.len()).filter(|&f| rank[f].is_none()).collect()
        };
        for (step, radix) in self.steps.iter().zip(self.radices()) {
            let d = digit(radix);
            match *step {
                Step::Light(role) => rank[2 * d + 1] = Some(role),
                Step::Dark(role) => rank[2 * d] = Some(role),
                Step::Single(role) => {
                    let file = free(&rank)[d];
                    rank[file] = Some(role);
                }
                Step::Pair(role) => {
                    let files = free(&rank);
                    let (i, j) = pair_from_index(d, files.len());
                    rank[files[i]] = Some(role);
                    rank[files[j]] = Some(role);
                }
            }
        }
        let last = free(&rank);
        let tail = match (self.tail, digit(2)) {
            (Tail::RookKingRook, _) => [Role::Rook, Role::King, Role::Rook],
            (Tail::MarshallKingRookOrReverse, 0) => [Role::Chancellor, Role::King, Role::Rook],
            (Tail::MarshallKingRookOrReverse, _) => [Role::Rook, Role::King, Role::Chancellor],
        };
        for (&f, role) in last.iter().zip(tail) {
            rank[f] = Some(role);
        }
        Ok(rank.into_iter().map(|r| r.unwrap_or(Role::Pawn)).collect())
    }

    /// The number of White's back rank `rank` (a-file first).
    ///
    /// # Errors
    /// A [`StartPositionError`] naming the scheme rule the rank breaks.
    pub fn number(&self, rank: &[Role]) -> Result<u32, StartPositionError> {
        let variant = self.variant;
        if rank.len() != self.files as usize {
            return Err(StartPositionError::WrongWidth {
                variant,
                expected: self.files,
                found: rank.len(),
            });
        }
        self.check_counts(rank)?;
        let mut placed = vec![false; rank.len()];
        let free_before =
            |placed: &[bool], file: usize| placed[..file].iter().filter(|p| !**p).count();
        let files_of = |role: Role, placed: &[bool]| -> Vec<usize> {
            (0..rank.len())
                .filter(|&f| rank[f] == role && !placed[f])
                .collect()
        };
        let (mut number, mut weight) = (0usize, 1usize);
        for (step, radix) in self.steps.iter().zip(self.radices()) {
            let digit = match *step {
                Step::Light(role) | Step::Dark(role) => {
                    let parity = usize::from(matches!(step, Step::Light(_)));
                    let file = files_of(role, &placed)
                        .into_iter()
                        .find(|f| f % 2 == parity)
                        .ok_or(StartPositionError::BishopsOnOneColour)?;
                    placed[file] = true;
                    file / 2
                }
                Step::Single(role) => {
                    let file = files_of(role, &placed)[0];
                    let d = free_before(&placed, file);
                    placed[file] = true;
                    d
                }
                Step::Pair(role) => {
                    let files = files_of(role, &placed);
                    let k = placed.iter().filter(|p| !**p).count();
                    let d = pair_index(
                        free_before(&placed, files[0]),
                        free_before(&placed, files[1]),
                        k,
                    );
                    placed[files[0]] = true;
                    placed[files[1]] = true;
                    d
                }
            };
            number += digit * weight;
            weight *= radix;
        }
        let last: Vec<Role> = (0..rank.len())
            .filter(|&f| !placed[f])
            .map(|f| rank[f])
            .collect();
        let tail_digit = match (self.tail, last.as_slice()) {
            (Tail::RookKingRook, [Role::Rook, Role::King, Role::Rook]) => 0,
            (Tail::RookKingRook, _) => return Err(StartPositionError::KingNotBetween("the rooks")),
            (Tail::MarshallKingRookOrReverse, [Role::Chancellor, Role::King, Role::Rook]) => 0,
            (Tail::MarshallKingRookOrReverse, [Role::Rook, Role::King, Role::Chancellor]) => 1,
            (Tail::MarshallKingRookOrReverse, _) => {
                return Err(StartPositionError::KingNotBetween(
                    "the rook and the marshall",
                ))
            }
        };
        Ok((number + tail_digit * weight) as u32)
    }

    /// Checks that the rank holds exactly the scheme's pieces.
    fn check_counts(&self, rank: &[Role]) -> Result<(), StartPositionError> {
        let mut expected = [0usize; Role::ALL.len()];
        for step in self.steps {
            match *step {
                Step::Light(r) | Step::Dark(r) | Step::Single(r) => expected[r.index()] += 1,
                Step::Pair(r) => expected[r.index()] += 2,
            }
        }
        expected[Role::King.index()] += 1;
        match self.tail {
            Tail::RookKingRook => expected[Role::Rook.index()] += 2,
            Tail::MarshallKingRookOrReverse => {
                expected[Role::Rook.index()] += 1;
                expected[Role::Chancellor.index()] += 1;
            }
        }
        for role in Role::ALL {
            let found = rank.iter().filter(|&&r| r == role).count();
            if found != expected[role.index()] {
                return Err(StartPositionError::PieceCount {
                    variant: self.variant,
                    piece: self.variant.piece_name(role),
                    expected: expected[role.index()],
                    found,
                });
            }
        }
        Ok(())
    }

    /// Parses a back rank written in the variant's letters (either case).
    ///
    /// # Errors
    /// [`StartPositionError::BadLetter`] for a letter that is no piece.
    pub fn parse_back_rank(&self, text: &str) -> Result<Vec<Role>, StartPositionError> {
        text.chars()
            .map(|c| {
                self.variant
                    .role(c)
                    .ok_or(StartPositionError::BadLetter(c, self.variant))
            })
            .collect()
    }

    /// Writes a back rank in upper-case letters of the scheme's variant.
    pub fn write_back_rank(&self, rank: &[Role]) -> String {
        rank.iter()
            .map(|&r| self.variant.letter(r).unwrap_or('?'))
            .collect()
    }
}

/// Why a sequence of 42k dice rolls sets up no position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DiceError {
    /// Not seven rolls.
    #[error("the 42k dice procedure takes 7 rolls, not {0}")]
    Count(usize),
    /// A number the die does not have.
    #[error("roll {roll} ({what}) is {value}, but a {sides}-sided die shows 1 to {sides}")]
    NotOnDie {
        /// 1-based roll number.
        roll: usize,
        /// What the roll places.
        what: &'static str,
        /// The value given.
        value: u8,
        /// The die's sides.
        sides: u8,
    },
    /// A value that the procedure says to roll again.
    #[error("roll {roll} ({what}) is {value}: only 1 to {max} place it, so roll that die again")]
    RollAgain {
        /// 1-based roll number.
        roll: usize,
        /// What the roll places.
        what: &'static str,
        /// The value given.
        value: u8,
        /// The highest usable value.
        max: u8,
    },
}

/// The Consulchess 42k setup from the seven dice rolls of RULES.md §4.2:
/// returns its number.
///
/// # Errors
/// [`DiceError`] for a wrong count, an impossible value or a value that must
/// be rolled again.
pub fn consulchess42k_from_dice(rolls: &[u8]) -> Result<u32, DiceError> {
    // (what the roll places, sides of the die, highest usable value)
    const ROLLS: [(&str, u8, u8); 7] = [
        ("light-squared bishop", 6, 5),
        ("dark-squared bishop", 6, 5),
        ("first knight", 8, 8),
        ("second knight", 8, 7),
        ("first consul", 6, 6),
        ("second consul", 6, 5),
        ("queen", 6, 4),
    ];
    if rolls.len() != ROLLS.len() {
        return Err(DiceError::Count(rolls.len()));
    }
    for (i, (&value, &(what, sides, max))) in rolls.iter().zip(ROLLS.iter()).enumerate() {
        if value == 0 || value > sides {
            return Err(DiceError::NotOnDie {
                roll: i + 1,
                what,
                value,
                sides,
            });
        }
        if value > max {
            return Err(DiceError::RollAgain {
                roll: i + 1,
                what,
                value,
                max,
            });
        }
    }
    let mut rank: Vec<Option<Role>> = vec![None; 10];
    rank[2 * (rolls[0] as usize - 1) + 1] = Some(Role::Bishop);
    rank[2 * (rolls[1] as usize - 1)] = Some(Role::Bishop);
    let roles = [
        Role::Knight,
        Role::Knight,
        Role::Consul,
        Role::Consul,
        Role::Queen,
    ];
    for (&roll, role) in rolls[2..].iter().zip(roles) {
        let file = (0..10)
            .filter(|&f| rank[f].is_none())
            .nth(roll as usize - 1)
            .unwrap_or_else(|| unreachable!("rolls are checked against the free files"));
        rank[file] = Some(role);
    }
    for (f, role) in (0..10)
        .filter(|&f| rank[f].is_none())
        .collect::<Vec<_>>()
        .into_iter()
        .zip([Role::Rook, Role::King, Role::Rook])
    {
        rank[f] = Some(role);
    }
    let rank: Vec<Role> = rank.into_iter().flatten().collect();
    Ok(CONSULCHESS42K
        .number(&rank)
        .unwrap_or_else(|e| unreachable!("dice always give a 42k setup: {e}")))
}

/// A small seeded generator (SplitMix64): a draw is a pure function of the
/// seed, so a bug report can name it.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator starting from `seed`.
    pub const fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    #[allow(clippy::should_implement_trait)]
    pub const fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform number below `bound` (> 0), without modulo bias.
    pub fn below(&mut self, bound: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % bound;
        loop {
            let x = self.next();
            if x < zone {
                return x % bound;
            }
        }
    }
}
