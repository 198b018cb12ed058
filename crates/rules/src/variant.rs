//! The seven variants as data: board width, piece letters, promotions,
//! castling style, notation and start-position scheme. Names and aliases
//! resolve to a variant here and nowhere else.

use crate::piece::Role;
use crate::start_position::{Scheme, SplitMix64};
use std::fmt;
use std::str::FromStr;

/// A variant of RULES.md §1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// Standard chess.
    Chess,
    /// Chess960 (Fischer random chess), Scharnagl numbering.
    Chess960,
    /// Capablanca chess, 10x8, standard setup.
    Capablanca,
    /// Capablanca chess with 84,000 numbered setups.
    Capablanca84000,
    /// Consulchess, 10x8 with consuls and free castling, classic setup.
    Consulchess,
    /// Consulchess with 42,000 numbered setups.
    Consulchess42k,
    /// 8x8 with general, marshall and cardinal; 13,440 numbered setups.
    Chess13440,
}

/// How a variant castles (RULES.md §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingStyle {
    /// Chess960-style: king and partner end on the parent game's squares.
    Standard,
    /// Free castling: king and rook jump over each other to chosen squares.
    Free {
        /// Whether the king may land on the a- or j-file.
        king_may_land_on_corner: bool,
    },
}

/// The error for a variant name that names no variant.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant '{0}' (known: chess, chess960, capablanca, capablanca84000, consulchess, consulchess42k, chess13440; aliases: fischerandom, caparandom)")]
pub struct UnknownVariant(pub String);

impl Variant {
    /// Every variant, parents first.
    pub const ALL: [Variant; 7] = [
        Variant::Chess,
        Variant::Chess960,
        Variant::Capablanca,
        Variant::Capablanca84000,
        Variant::Consulchess,
        Variant::Consulchess42k,
        Variant::Chess13440,
    ];

    /// The identifier of RULES.md §1 (CLI, `UCI_Variant`, PGN `Variant`).
    pub const fn id(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Chess960 => "chess960",
            Variant::Capablanca => "capablanca",
            Variant::Capablanca84000 => "capablanca84000",
            Variant::Consulchess => "consulchess",
            Variant::Consulchess42k => "consulchess42k",
            Variant::Chess13440 => "chess13440",
        }
    }

    /// Other names accepted for the variant (what other programs send).
    pub const fn aliases(self) -> &'static [&'static str] {
        match self {
            Variant::Chess => &["standard", "normal"],
            Variant::Chess960 => &["fischerandom", "fischerrandom", "960"],
            Variant::Capablanca84000 => &["caparandom", "capablancarandom", "capablanca960"],
            _ => &[],
        }
    }

    /// Resolves an id or alias, ignoring case, spaces, hyphens and underscores.
    ///
    /// # Errors
    /// [`UnknownVariant`] when the name matches no variant.
    pub fn from_name(name: &str) -> Result<Variant, UnknownVariant> {
        let key: String = name
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_'))
            .flat_map(char::to_lowercase)
            .collect();
        Variant::ALL
            .into_iter()
            .find(|v| v.id() == key || v.aliases().contains(&key.as_str()))
            .ok_or_else(|| UnknownVariant(name.to_string()))
    }

    /// Number of files: 8 or 10.
    pub const fn files(self) -> u8 {
        match self {
            Variant::Chess | Variant::Chess960 | Variant::Chess13440 => 8,
            _ => 10,
        }
    }

    /// Whether the variant starts from a numbered shuffle: it writes
    /// Shredder-FEN castling and king-takes-rook UCI castling.
    pub const fn is_shuffle(self) -> bool {
        !matches!(
            self,
            Variant::Chess | Variant::Capablanca | Variant::Consulchess
        )
    }

    /// The pieces besides king and pawn, with their upper-case letters.
    pub const fn pieces(self) -> &'static [(Role, char)] {
        use Role::*;
        match self {
            Variant::Chess | Variant::Chess960 => {
                &[(Queen, 'Q'), (Rook, 'R'), (Bishop, 'B'), (Knight, 'N')]
            }
            Variant::Capablanca | Variant::Capablanca84000 => &[
                (Queen, 'Q'),
                (Rook, 'R'),
                (Bishop, 'B'),
                (Knight, 'N'),
                (Archbishop, 'A'),
                (Chancellor, 'C'),
            ],
            Variant::Consulchess | Variant::Consulchess42k => &[
                (Queen, 'Q'),
                (Rook, 'R'),
                (Bishop, 'B'),
                (Knight, 'N'),
                (Consul, 'C'),
            ],
            Variant::Chess13440 => &[
                (Queen, 'Q'),
                (Rook, 'R'),
                (Bishop, 'B'),
                (Knight, 'N'),
                (Archbishop, 'C'),
                (Chancellor, 'M'),
                (General, 'G'),
            ],
        }
    }

    /// The upper-case letter of `role` in this variant, if the variant has it.
    pub fn letter(self, role: Role) -> Option<char> {
        match role {
            Role::King => Some('K'),
            Role::Pawn => Some('P'),
            _ => self
                .pieces()
                .iter()
                .find(|(r, _)| *r == role)
                .map(|&(_, c)| c),
        }
    }

    /// The English name of `role` in this variant ("cardinal" in chess13440,
    /// "archbishop" in capablanca).
    pub fn piece_name(self, role: Role) -> &'static str {
        match (self, role) {
            (_, Role::Pawn) => "pawn",
            (_, Role::Knight) => "knight",
            (_, Role::Bishop) => "bishop",
            (_, Role::Rook) => "rook",
            (_, Role::Queen) => "queen",
            (_, Role::King) => "king",
            (Variant::Chess13440, Role::Archbishop) => "cardinal",
            (Variant::Chess13440, Role::Chancellor) => "marshall",
            (_, Role::Archbishop) => "archbishop",
            (_, Role::Chancellor) => "chancellor",
            (_, Role::General) => "general",
            (_, Role::Consul) => "consul",
        }
    }

    /// The role written with `letter` (either case) in this variant.
    pub fn role(self, letter: char) -> Option<Role> {
        match letter.to_ascii_uppercase() {
            'K' => Some(Role::King),
            'P' => Some(Role::Pawn),
            upper => self
                .pieces()
                .iter()
                .find(|&&(_, c)| c == upper)
                .map(|&(r, _)| r),
        }
    }

    /// The roles a pawn may promote to, strongest first.
    pub fn promotion_roles(self) -> impl Iterator<Item = Role> {
        self.pieces().iter().map(|&(r, _)| r)
    }

    /// How castling works (RULES.md §5).
    pub const fn castling_style(self) -> CastlingStyle {
        match self {
            Variant::Consulchess => CastlingStyle::Free {
                king_may_land_on_corner: false,
            },
            Variant::Consulchess42k => CastlingStyle::Free {
                king_may_land_on_corner: true,
            },
            _ => CastlingStyle::Standard,
        }
    }

    /// Whether `role` may be a castling partner (a rook; in chess13440 also
    /// the marshall).
    pub const fn is_castling_partner(self, role: Role) -> bool {
        matches!(role, Role::Rook)
            || matches!((self, role), (Variant::Chess13440, Role::Chancellor))
    }

    /// The numbering scheme of the variant's start positions: its own for
    /// shuffle variants, the shuffle family's for the fixed parents.
    pub const fn scheme(self) -> Option<&'static Scheme> {
        use crate::start_position::{CAPABLANCA84000, CHESS13440, CHESS960, CONSULCHESS42K};
        match self {
            Variant::Chess | Variant::Chess960 => Some(&CHESS960),
            Variant::Capablanca | Variant::Capablanca84000 => Some(&CAPABLANCA84000),
            Variant::Consulchess | Variant::Consulchess42k => Some(&CONSULCHESS42K),
            Variant::Chess13440 => Some(&CHESS13440),
        }
    }

    /// The number of the classic setup in the variant's scheme (the only
    /// setup of a fixed variant); `None` for chess13440, which has none.
    pub const fn classic_number(self) -> Option<u32> {
        match self {
            Variant::Chess | Variant::Chess960 => Some(518),
            Variant::Capablanca | Variant::Capablanca84000 => Some(45666),
            Variant::Consulchess | Variant::Consulchess42k => Some(15683),
            Variant::Chess13440 => None,
        }
    }

    /// A start number drawn with `rng`: any setup of a shuffle variant, the
    /// classic one of a fixed variant.
    pub fn random_start_number(self, rng: &mut SplitMix64) -> u32 {
        match (self.is_shuffle(), self.classic_number()) {
            (false, Some(classic)) => classic,
            _ => rng.below(u64::from(self.scheme().map_or(1, Scheme::count))) as u32,
        }
    }

    /// The shuffle variant whose scheme numbers this one's setups (itself
    /// for a shuffle variant).
    pub const fn shuffle_family(self) -> Variant {
        match self {
            Variant::Chess => Variant::Chess960,
            Variant::Capablanca => Variant::Capablanca84000,
            Variant::Consulchess => Variant::Consulchess42k,
            v => v,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::from_name(s)
    }
}
