//! Static evaluation, in centipawns from the side to move's view: material,
//! piece-square terms, safe mobility, king safety (zone
//! attacks by the number of attackers, weak zone squares, open files at the
//! king, pawn shield, pawn shelter and storm by rank, flank attacks, safe
//! checks by piece kind, and a king danger that squares its weighted
//! counts), pawn structure (doubled, isolated, backward, side by side,
//! defended, passed; a passer's kings' distances, blocker and how safe
//! its way is), rooks on open files and rooks shut in by their king,
//! outposts, pieces behind pawns,
//! pieces' distance from their king, pawns on a bishop's colour,
//! threats (by pawns, by lesser pieces, by minor pieces and rooks by the
//! victim's kind, by the king, on undefended pieces, by safe pawn pushes;
//! weak pieces a queen must defend; safe squares from which a knight or a
//! slider would attack a queen), rooks on a queen's file, squares both
//! sides attack that the enemy does not defend strongly, space and the
//! bishop pair, tapered between middlegame and endgame by the material
//! left. `breakdown` sums them by part for `eval`.
//!
//! Every term is a count times a tuned weight from `weights.rs`, whose
//! table for the board's width (`terms::WIDTHS`) is fitted on games of
//! that width; the king
//! danger's weighted counts are summed per side and squared. The same code
//! either sums the weights (`evaluate`) or records the counts (`trace`), so
//! the tuner (`tune.rs`) fits exactly what the engine scores. The terms
//! that only the pawns decide are summed once per pawn structure and kept
//! in a `PawnCache` that each search thread owns (`evaluate_cached`).

use crate::see::BY_VALUE;
use shuffle_rules::{compound_attacks, Bitboard, Color, Geometry, Position, Role, Square};
use std::marker::PhantomData;

pub use crate::weights::WEIGHTS;

/// Material value of each role in centipawns, for move ordering, static
/// exchange evaluation and the game phase. Fairy values follow H. G.
/// Muller's measurements for Capablanca pieces (archbishop a little below
/// chancellor, both a little below the queen); the general is queen +
/// knight; the consul, a queen limited to three squares that can jump runs,
/// sits between rook and queen. The evaluation's own, tuned material
/// values are `terms::MATERIAL` in `weights.rs`.
pub const fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 310,
        Role::Bishop => 330,
        Role::Rook => 500,
        Role::Queen => 950,
        Role::King => 0,
        Role::Archbishop => 850,
        Role::Chancellor => 900,
        Role::General => 1250,
        Role::Consul => 750,
    }
}

/// The index into `WEIGHTS` of the table for boards of `files` files:
/// the inverse of `terms::TABLE_FILES`.
pub const fn table(files: u8) -> usize {
    (files == terms::TABLE_FILES[1]) as usize
}

/// A weight or a score split into middlegame and endgame parts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Weight {
    /// Middlegame part, centipawns.
    pub mg: i32,
    /// Endgame part, centipawns.
    pub eg: i32,
}

/// Shorthand for the weight tables.
pub const fn w(mg: i32, eg: i32) -> Weight {
    Weight { mg, eg }
}

/// Where each term's weights start in `WEIGHTS`; a term with several
/// weights is indexed by the quantities its comment names.
pub mod terms {
    /// Roles, in `Role::ALL` order.
    pub const ROLES: usize = 10;
    /// Distances from the nearest edge file: 0..5 on 10 files, 0..4 on 8.
    pub const FILE_BUCKETS: usize = 5;
    /// Ranks counted from the side's own back rank.
    pub const RANKS: usize = 8;
    /// Board widths, each with its own table of weights: 8 files
    /// (chess, chess960, chess13440), then 10 (the Capablanca and consul
    /// variants). A piece's worth, its best squares and a king's danger
    /// differ on a wider board with more pieces.
    pub const WIDTHS: usize = 2;
    /// The board width of each table, in files.
    pub const TABLE_FILES: [u8; WIDTHS] = [8, 10];

    /// Material, by role.
    pub const MATERIAL: usize = 0;
    /// Piece-square term by file: by role, distance from the edge.
    pub const PST_FILE: usize = MATERIAL + ROLES;
    /// Piece-square term by rank: by role, rank.
    pub const PST_RANK: usize = PST_FILE + ROLES * FILE_BUCKETS;
    /// Per square attacked that is neither own nor covered by an enemy
    /// pawn, by role.
    pub const MOBILITY: usize = PST_RANK + ROLES * RANKS;
    /// Attack on the enemy king's zone: (attack units², capped) / 4.
    pub const KING_ATTACK: usize = MOBILITY + ROLES;
    /// Per own pawn on the two ranks before the king, within one file.
    pub const KING_SHIELD: usize = KING_ATTACK + 1;
    /// Two or more bishops.
    pub const BISHOP_PAIR: usize = KING_SHIELD + 1;
    /// Per pawn beyond the first on a file.
    pub const DOUBLED_PAWN: usize = BISHOP_PAIR + 1;
    /// Per pawn without own pawns on the neighbouring files.
    pub const ISOLATED_PAWN: usize = DOUBLED_PAWN + 1;
    /// Per passed pawn, by rank.
    pub const PASSED_PAWN: usize = ISOLATED_PAWN + 1;
    /// Per rook on a file without pawns.
    pub const ROOK_OPEN_FILE: usize = PASSED_PAWN + RANKS;
    /// Per rook on a file with enemy pawns only.
    pub const ROOK_HALF_OPEN_FILE: usize = ROOK_OPEN_FILE + 1;
    /// Per enemy piece (not pawn, not king) attacked by an own pawn.
    pub const PAWN_THREAT: usize = ROOK_HALF_OPEN_FILE + 1;
    /// Per attack of an own piece on a more valuable enemy piece.
    pub const THREAT_BY_LESSER: usize = PAWN_THREAT + 1;
    /// Per enemy piece or pawn (not the king) attacked and not defended.
    pub const HANGING: usize = THREAT_BY_LESSER + 1;
    /// Per square from which an own piece can check the enemy king and
    /// that no enemy piece attacks, by role.
    pub const SAFE_CHECK: usize = HANGING + 1;
    /// Buckets of the number of pieces attacking the enemy king's zone:
    /// 1, 2, 3, 4 and more.
    pub const ZONE_ATTACKER_BUCKETS: usize = 4;
    /// Per attack of an own piece on a square of the enemy king's wide
    /// zone (its square, its neighbours and the three squares two ranks
    /// before it), by how many pieces attack that zone: an attack weighs
    /// more the more pieces join it.
    pub const KING_ZONE_ATTACK: usize = SAFE_CHECK + ROLES;
    /// Per square of the enemy king's wide zone that own pieces attack and
    /// that no enemy piece but the king defends.
    pub const WEAK_KING_ZONE: usize = KING_ZONE_ATTACK + ZONE_ATTACKER_BUCKETS;
    /// Per file at or next to the enemy king without any pawn.
    pub const KING_OPEN_FILE: usize = WEAK_KING_ZONE + 1;
    /// Per file at or next to the enemy king with own pawns only.
    pub const KING_HALF_OPEN_FILE: usize = KING_OPEN_FILE + 1;
    /// The side to move.
    pub const TEMPO: usize = KING_HALF_OPEN_FILE + 1;
    /// Per passed pawn, the enemy king's distance (in king moves, at most
    /// 5) to the square in front of it, times the pawn's advance past its
    /// third rank: a king far from an advanced passer cannot catch it.
    pub const PASSER_ENEMY_KING: usize = TEMPO + 1;
    /// The same with the own king's distance, which escorts the pawn.
    pub const PASSER_OWN_KING: usize = PASSER_ENEMY_KING + 1;
    /// Per passed pawn whose square in front is occupied, times its
    /// advance.
    pub const PASSER_BLOCKED: usize = PASSER_OWN_KING + 1;
    /// Space: per safe square of the own central files on the own second
    /// to fourth ranks (no own pawn, no enemy pawn attacks it), counted
    /// twice when it lies at most three ranks behind an own pawn and no
    /// enemy piece attacks it, times the own pieces less one, squared,
    /// over `SPACE_SCALE`: room behind the pawns matters while the board
    /// is full.
    pub const SPACE: usize = PASSER_BLOCKED + 1;
    /// Per enemy piece (not pawn) that an own pawn would attack after a
    /// safe push: a step, or two from its start rank, onto an empty
    /// square that no enemy pawn attacks and that the enemy does not
    /// attack or we defend.
    pub const PAWN_PUSH_THREAT: usize = SPACE + 1;
    /// Buckets of a pawn's rank on a file of the king's shelter: 0 when
    /// there is none, else its rank from its own side (the second rank is
    /// 1), 6 and beyond together.
    pub const SHELTER_RANKS: usize = 7;
    /// Pawn shelter, as Stockfish scores it: on each of three files (the
    /// king's and its neighbours; for a king on an edge file, that file and
    /// the next two), by the rank of the rearmost own pawn there that is
    /// not behind the king. First the other files, then the king's own.
    pub const SHELTER: usize = PAWN_PUSH_THREAT + 1;
    /// Pawn storm, for the attacker: on each shelter file, by the rank
    /// (from the defender's side) of the attacker's foremost pawn there
    /// not behind the king, unless it is blocked by a defender's pawn.
    pub const STORM: usize = SHELTER + 2 * SHELTER_RANKS;
    /// The same for a storming pawn that stands right before a defender's
    /// pawn: it opens no file, but a pawn on the third rank still holds
    /// squares at the king.
    pub const STORM_BLOCKED: usize = STORM + SHELTER_RANKS;
    /// Per square of the enemy king's flank (the king's file and up to two
    /// files either side, within its five ranks from its own side) that
    /// own pieces attack, and again for each such square attacked twice.
    pub const FLANK_ATTACK: usize = STORM_BLOCKED + SHELTER_RANKS;
    /// A king on a flank with no pawns at all.
    pub const PAWNLESS_FLANK: usize = FLANK_ATTACK + 1;
    /// Per pawn with an own pawn beside it on its rank, by rank: side by
    /// side they guard both squares before them.
    pub const PHALANX_PAWN: usize = PAWNLESS_FLANK + 1;
    /// Per pawn that an own pawn defends, by rank.
    pub const SUPPORTED_PAWN: usize = PHALANX_PAWN + RANKS;
    /// Per backward pawn: one with own pawns on a neighbouring file but
    /// none level with it or behind it there (none can ever defend it),
    /// whose step forward an enemy pawn attacks or blocks.
    pub const BACKWARD_PAWN: usize = SUPPORTED_PAWN + RANKS;
    /// Per piece on an outpost, by role: on its fourth to sixth rank,
    /// defended by an own pawn, where no enemy pawn can ever attack it.
    pub const OUTPOST: usize = BACKWARD_PAWN + 1;
    /// Per piece with a pawn (of either side) right before it, by role:
    /// the pawn shields it from attacks along its file.
    pub const BEHIND_PAWN: usize = OUTPOST + ROLES;
    /// Per piece, its distance in king moves from its own king, by role.
    pub const KING_PROTECTOR: usize = BEHIND_PAWN + ROLES;
    /// Per bishop, the own pawns on squares of its colour: they block it
    /// and leave the other colour's squares weak.
    pub const BISHOP_PAWNS: usize = KING_PROTECTOR + ROLES;
    /// Per enemy piece a knight or bishop attacks, by the victim's role:
    /// pieces (not pawns) whatever defends them, pawns only when weak (no
    /// enemy pawn defends them, nor two pieces where one of ours attacks).
    pub const THREAT_BY_MINOR: usize = BISHOP_PAWNS + 1;
    /// Per weak enemy piece or pawn a rook attacks, by the victim's role.
    pub const THREAT_BY_ROOK: usize = THREAT_BY_MINOR + ROLES;
    /// Per square both sides attack that the enemy does not defend
    /// strongly (with a pawn, or twice where we attack once): squares its
    /// pieces cannot use freely.
    pub const RESTRICTED: usize = THREAT_BY_ROOK + ROLES;
    /// Per passed pawn past its third rank whose square in front is
    /// empty, by how safe its way is (as Stockfish grades it): no enemy
    /// piece on or attack of the squares ahead on its own and the next
    /// files; only squares our pawns cover; its own file safe; the square
    /// in front safe. Times `passer_weight`, which grows faster than the
    /// advance: the nearer the last rank, the more a free way is worth.
    pub const PASSER_PATH: usize = RESTRICTED + 1;
    /// Per passed pawn as `PASSER_PATH` whose square in front we attack
    /// or that has an own rook-moving piece behind it.
    pub const PASSER_STOP_DEFENDED: usize = PASSER_PATH + PASSER_PATH_GRADES;
    /// The grades of `PASSER_PATH`; a passer in none of them counts nothing.
    pub const PASSER_PATH_GRADES: usize = 4;
    /// Per weak enemy piece or pawn (as `THREAT_BY_ROOK`) our king attacks.
    pub const THREAT_BY_KING: usize = PASSER_STOP_DEFENDED + 1;
    /// Per weak own piece or pawn (attacked, not strongly defended) that
    /// an own queen or general defends: it ties the strongest piece down.
    pub const WEAK_QUEEN_PROTECTION: usize = THREAT_BY_KING + 1;
    /// Per rook with at most three safe squares between its king and the
    /// nearer edge of the board, counted twice when its side can no
    /// longer castle: the king shuts it in.
    pub const TRAPPED_ROOK: usize = WEAK_QUEEN_PROTECTION + 1;
    /// Per safe square (neither ours nor attacked by an enemy pawn, not
    /// strongly defended) our knights attack from which a knight would
    /// attack an enemy queen or general.
    pub const KNIGHT_ON_QUEEN: usize = TRAPPED_ROOK + 1;
    /// Per safe square as `KNIGHT_ON_QUEEN` that we attack twice and from
    /// which one of our bishops or rooks attacking it would attack an enemy
    /// queen or general along its line.
    pub const SLIDER_ON_QUEEN: usize = KNIGHT_ON_QUEEN + 1;
    /// Per rook on a file with a queen or general of either side.
    pub const ROOK_ON_QUEEN_FILE: usize = SLIDER_ON_QUEEN + 1;
    /// Piece-square term by square: by role, distance from the edge and
    /// rank, on top of the file and rank terms, for what they cannot say
    /// apart (a knight on the rim is worse on the back rank than in the
    /// enemy camp).
    pub const PST_SQUARE: usize = ROOK_ON_QUEEN_FILE + 1;
    /// King danger, the one nonlinear term. For each attacking side and
    /// phase the weighted sum of the danger counts below is squared (over
    /// `DANGER_SCALE`) and scored when positive, so that the parts of an
    /// attack weigh more together than apart. First count: pieces that
    /// attack the enemy king's wide zone, by role.
    pub const DANGER_ATTACKER: usize = PST_SQUARE + ROLES * FILE_BUCKETS * RANKS;
    /// Danger count: attacks on the wide zone.
    pub const DANGER_ZONE_ATTACK: usize = DANGER_ATTACKER + ROLES;
    /// Danger count: weak squares of the wide zone (as `WEAK_KING_ZONE`).
    pub const DANGER_WEAK_ZONE: usize = DANGER_ZONE_ATTACK + 1;
    /// Danger count: safe checks, by role (as `SAFE_CHECK`).
    pub const DANGER_SAFE_CHECK: usize = DANGER_WEAK_ZONE + 1;
    /// Danger count: files at or next to the enemy king without its pawns.
    pub const DANGER_OPEN_FILE: usize = DANGER_SAFE_CHECK + ROLES;
    /// Danger count: the enemy king's shield pawns (as `KING_SHIELD`).
    pub const DANGER_SHIELD: usize = DANGER_OPEN_FILE + 1;
    /// Danger count: flank attacks (as `FLANK_ATTACK`).
    pub const DANGER_FLANK_ATTACK: usize = DANGER_SHIELD + 1;
    /// Danger count: squares of the king's flank its own pieces defend.
    pub const DANGER_FLANK_DEFENSE: usize = DANGER_FLANK_ATTACK + 1;
    /// Danger count: squares from which an own piece could check the
    /// enemy king but the enemy attacks (checks that are not safe).
    pub const DANGER_UNSAFE_CHECK: usize = DANGER_FLANK_DEFENSE + 1;
    /// Danger count: always 1, so that its weight sets the threshold below
    /// which nothing is scored.
    pub const DANGER_BIAS: usize = DANGER_UNSAFE_CHECK + 1;
    /// The danger counts are the weights from here on.
    pub const DANGER: usize = DANGER_ATTACKER;
    /// Number of danger counts.
    pub const DANGER_TERMS: usize = DANGER_BIAS + 1 - DANGER;
    /// Number of weights of one board width.
    pub const COUNT: usize = DANGER + DANGER_TERMS;
}

/// The divisor of the space term's count: 16 pieces on a side make a
/// safe square count 3.5, 20 pieces 5.6.
pub const SPACE_SCALE: i32 = 64;

/// The divisor of the squared king danger: a danger sum of 640 scores 100.
pub const DANGER_SCALE: i32 = 4096;

/// The score of a king-danger sum: its square over `DANGER_SCALE` when
/// positive, else nothing.
pub fn danger_score(danger: i32) -> i32 {
    let danger = danger.max(0);
    danger * danger / DANGER_SCALE
}

/// A readable name for weight `index`, for the generated weights file.
pub fn term_name(index: usize) -> String {
    use terms::*;
    let role = |i: usize| format!("{:?}", Role::ALL[i]).to_lowercase();
    match index {
        i if i < PST_FILE => format!("material {}", role(i - MATERIAL)),
        i if i < PST_RANK => {
            let i = i - PST_FILE;
            let (r, bucket) = (i / FILE_BUCKETS, i % FILE_BUCKETS);
            format!("{}, file {bucket} from the edge", role(r))
        }
        i if i < MOBILITY => {
            let i = i - PST_RANK;
            format!("{}, rank {}", role(i / RANKS), i % RANKS + 1)
        }
        i if i < KING_ATTACK => format!("mobility {}", role(i - MOBILITY)),
        KING_ATTACK => "king attack".into(),
        KING_SHIELD => "king shield".into(),
        BISHOP_PAIR => "bishop pair".into(),
        DOUBLED_PAWN => "doubled pawn".into(),
        ISOLATED_PAWN => "isolated pawn".into(),
        i if i < ROOK_OPEN_FILE => format!("passed pawn, rank {}", i - PASSED_PAWN + 1),
        ROOK_OPEN_FILE => "rook on open file".into(),
        ROOK_HALF_OPEN_FILE => "rook on half-open file".into(),
        PAWN_THREAT => "pawn threat".into(),
        THREAT_BY_LESSER => "threat by a lesser piece".into(),
        HANGING => "hanging piece".into(),
        i if i < KING_ZONE_ATTACK => format!("safe check, {}", role(i - SAFE_CHECK)),
        i if i < WEAK_KING_ZONE => {
            let attackers = i - KING_ZONE_ATTACK + 1;
            let count = match attackers {
                1 => "1 attacker".to_string(),
                ZONE_ATTACKER_BUCKETS => format!("{attackers} or more attackers"),
                _ => format!("{attackers} attackers"),
            };
            format!("king zone attack, {count}")
        }
        WEAK_KING_ZONE => "weak king zone square".into(),
        KING_OPEN_FILE => "open file at the enemy king".into(),
        KING_HALF_OPEN_FILE => "half-open file at the enemy king".into(),
        TEMPO => "tempo".into(),
        PASSER_ENEMY_KING => "passed pawn, enemy king's distance".into(),
        PASSER_OWN_KING => "passed pawn, own king's distance".into(),
        PASSER_BLOCKED => "passed pawn, blocked".into(),
        SPACE => "space".into(),
        PAWN_PUSH_THREAT => "threat by a pawn push".into(),
        i if i < STORM => {
            let i = i - SHELTER;
            let file = if i < SHELTER_RANKS {
                "next file"
            } else {
                "king's file"
            };
            format!("shelter, {file}, {}", shelter_rank(i % SHELTER_RANKS))
        }
        i if i < STORM_BLOCKED => format!("storm, {}", shelter_rank(i - STORM)),
        i if i < FLANK_ATTACK => format!("blocked storm, {}", shelter_rank(i - STORM_BLOCKED)),
        FLANK_ATTACK => "flank attack".into(),
        PAWNLESS_FLANK => "king on a pawnless flank".into(),
        i if i < SUPPORTED_PAWN => format!("phalanx pawn, rank {}", i - PHALANX_PAWN + 1),
        i if i < BACKWARD_PAWN => format!("supported pawn, rank {}", i - SUPPORTED_PAWN + 1),
        BACKWARD_PAWN => "backward pawn".into(),
        i if i < BEHIND_PAWN => format!("outpost, {}", role(i - OUTPOST)),
        i if i < KING_PROTECTOR => format!("behind a pawn, {}", role(i - BEHIND_PAWN)),
        i if i < BISHOP_PAWNS => {
            format!("distance from the own king, {}", role(i - KING_PROTECTOR))
        }
        BISHOP_PAWNS => "own pawns on the bishop's colour".into(),
        i if i < THREAT_BY_ROOK => {
            format!("threat by a minor piece, {}", role(i - THREAT_BY_MINOR))
        }
        i if i < RESTRICTED => format!("threat by a rook, {}", role(i - THREAT_BY_ROOK)),
        RESTRICTED => "restricted square".into(),
        i if i < PASSER_STOP_DEFENDED => format!(
            "passed pawn, {}",
            [
                "free way",
                "way covered by own pawns",
                "own file safe",
                "stop square safe"
            ][i - PASSER_PATH]
        ),
        PASSER_STOP_DEFENDED => "passed pawn, stop square defended".into(),
        THREAT_BY_KING => "threat by the king".into(),
        WEAK_QUEEN_PROTECTION => "weak piece defended by a queen".into(),
        TRAPPED_ROOK => "rook trapped by its king".into(),
        KNIGHT_ON_QUEEN => "knight on queen".into(),
        SLIDER_ON_QUEEN => "slider on queen".into(),
        ROOK_ON_QUEEN_FILE => "rook on queen file".into(),
        i if i < DANGER_ATTACKER => {
            let i = i - PST_SQUARE;
            let (r, square) = (i / (FILE_BUCKETS * RANKS), i % (FILE_BUCKETS * RANKS));
            let (bucket, rank) = (square / RANKS, square % RANKS);
            format!(
                "{}, file {bucket} from the edge, rank {}",
                role(r),
                rank + 1
            )
        }
        i if i < COUNT => {
            let what = match i {
                t if t < DANGER_ZONE_ATTACK => format!("attacker, {}", role(t - DANGER_ATTACKER)),
                DANGER_ZONE_ATTACK => "zone attack".into(),
                DANGER_WEAK_ZONE => "weak zone square".into(),
                t if t < DANGER_OPEN_FILE => format!("safe check, {}", role(t - DANGER_SAFE_CHECK)),
                DANGER_OPEN_FILE => "file without the king's pawns".into(),
                DANGER_SHIELD => "shield pawn".into(),
                DANGER_FLANK_ATTACK => "flank attack".into(),
                DANGER_FLANK_DEFENSE => "flank defense".into(),
                DANGER_UNSAFE_CHECK => "unsafe check".into(),
                _ => "bias".into(),
            };
            format!("danger: {what}")
        }
        _ => format!("unknown term {index}"),
    }
}

/// The name of shelter rank bucket `bucket`.
fn shelter_rank(bucket: usize) -> String {
    match bucket {
        0 => "no pawn".into(),
        b if b + 1 == terms::SHELTER_RANKS => format!("rank {} or beyond", b + 1),
        b => format!("rank {}", b + 1),
    }
}

/// Non-pawn material of both sides above which the game counts as a pure
/// middlegame, and below which as a pure endgame.
const MIDDLEGAME_MATERIAL: i32 = 6000;
const ENDGAME_MATERIAL: i32 = 1500;

/// The game phase: 256 in the middlegame, 0 in the endgame.
pub const PHASE_MAX: i32 = 256;

/// Attack units a piece brings to the enemy king's zone. Knight leaps and
/// consul jumps cannot be blocked, so compounds weigh more than sliders.
const fn king_attack_units(role: Role) -> i32 {
    match role {
        Role::Knight | Role::Bishop => 2,
        Role::Rook => 3,
        Role::Consul | Role::Archbishop => 4,
        Role::Queen | Role::Chancellor => 5,
        Role::General => 6,
        Role::Pawn | Role::King => 0,
    }
}

/// The squares from which a piece of each role would attack one square,
/// from its knight leaps and lines computed once for all roles. Every
/// attack is symmetric (a consul's too: its far squares depend only on
/// the two squares between).
struct AttackersOf<G: Geometry> {
    square: Square,
    occupied: G::Bitboard,
    leaps: G::Bitboard,
    diagonals: G::Bitboard,
    orthogonals: G::Bitboard,
}

impl<G: Geometry> AttackersOf<G> {
    fn new(square: Square, occupied: G::Bitboard) -> Self {
        AttackersOf {
            square,
            occupied,
            leaps: G::knight_attacks(square),
            diagonals: G::bishop_attacks(square, occupied),
            orthogonals: G::rook_attacks(square, occupied),
        }
    }

    /// Where a piece of `role` would attack the square from (nowhere for
    /// pawns and kings, which give no checks worth counting here).
    fn of(&self, role: Role) -> G::Bitboard {
        match role {
            Role::Pawn | Role::King => G::Bitboard::EMPTY,
            Role::Consul => G::consul_attacks(self.square, self.occupied),
            _ => compound_attacks(role, || self.leaps, || self.diagonals, || self.orthogonals),
        }
    }
}

/// What the evaluation does with each term: sum its weight or count it.
trait Terms {
    /// `count` times term `term` for `color`.
    fn add(&mut self, color: Color, term: usize, count: i32);
    /// `count` times danger count `term` for `color`, the attacker.
    fn danger(&mut self, color: Color, term: usize, count: i32);
    /// The three piece-square terms (by file, by rank, by square) of
    /// `color`'s piece of `role` on `sq`.
    #[inline(always)]
    fn piece_square<G: Geometry>(&mut self, color: Color, role: Role, sq: Square) {
        let files = usize::from(G::FILES);
        let terms = piece_square_terms(files, color.index(), role.index(), sq.index());
        for term in terms {
            self.add(color, term, 1);
        }
    }
}

/// The indices of the piece-square terms (by file, by rank, by square) of
/// a piece of role `role` and colour `color` (indices) on square `sq` of a
/// board with `files` files.
const fn piece_square_terms(files: usize, color: usize, role: usize, sq: usize) -> [usize; 3] {
    use terms::*;
    let (file, rank) = (sq % files, sq / files);
    let from_edge = if file < files - 1 - file {
        file
    } else {
        files - 1 - file
    };
    let rank = if color == 0 { rank } else { 7 - rank };
    [
        PST_FILE + role * FILE_BUCKETS + from_edge,
        PST_RANK + role * RANKS + rank,
        PST_SQUARE + (role * FILE_BUCKETS + from_edge) * RANKS + rank,
    ]
}

/// A weight or a sum of weights in one integer, the endgame part in the
/// high half (as Stockfish's `Score`), so that adding a term is one
/// multiply-add, not two. Exact while the middlegame part stays within
/// `i32`, which no sum of weights comes near.
#[derive(Clone, Copy, Default)]
struct Packed(i64);

impl Packed {
    const fn new(weight: Weight) -> Self {
        Packed(((weight.eg as i64) << 32) + weight.mg as i64)
    }

    #[inline(always)]
    fn add(&mut self, weight: Packed, count: i32) {
        self.0 += weight.0 * i64::from(count);
    }

    fn unpack(self) -> Weight {
        // The low half is the middlegame part, its sign borrowed from the
        // high half.
        let mg = self.0 as i32;
        w(mg, ((self.0 - i64::from(mg)) >> 32) as i32)
    }
}

/// `WEIGHTS`, packed.
static PACKED_WEIGHTS: [[Packed; terms::COUNT]; terms::WIDTHS] = {
    let mut tables = [[Packed(0); terms::COUNT]; terms::WIDTHS];
    let mut width = 0;
    while width < terms::WIDTHS {
        let mut term = 0;
        while term < terms::COUNT {
            tables[width][term] = Packed::new(WEIGHTS[width][term]);
            term += 1;
        }
        width += 1;
    }
    tables
};

/// The three piece-square weights of every piece on every square, summed at
/// compile time, `[width][color][role][square]`: one lookup a piece.
static PIECE_SQUARES: [[[[Packed; 80]; terms::ROLES]; 2]; terms::WIDTHS] = {
    let mut table = [[[[Packed(0); 80]; terms::ROLES]; 2]; terms::WIDTHS];
    let mut width = 0;
    while width < terms::WIDTHS {
        let files = terms::TABLE_FILES[width] as usize;
        let weights = &WEIGHTS[width];
        let mut color = 0;
        while color < 2 {
            let mut role = 0;
            while role < terms::ROLES {
                let mut sq = 0;
                while sq < files * 8 {
                    let [by_file, by_rank, by_square] = piece_square_terms(files, color, role, sq);
                    let (a, b, c) = (weights[by_file], weights[by_rank], weights[by_square]);
                    let sum = w(a.mg + b.mg + c.mg, a.eg + b.eg + c.eg);
                    table[width][color][role][sq] = Packed::new(sum);
                    sq += 1;
                }
                role += 1;
            }
            color += 1;
        }
        width += 1;
    }
    table
};

/// Sums the weights of `WEIGHTS` for each side, from the table of `G`'s
/// width.
struct Sum<G> {
    side: [Packed; 2],
    danger: [Packed; 2],
    geometry: PhantomData<G>,
}

impl<G: Geometry> Default for Sum<G> {
    fn default() -> Self {
        Sum {
            side: Default::default(),
            danger: Default::default(),
            geometry: PhantomData,
        }
    }
}

impl<G: Geometry> Terms for Sum<G> {
    #[inline(always)]
    fn add(&mut self, color: Color, term: usize, count: i32) {
        self.side[color.index()].add(PACKED_WEIGHTS[table(G::FILES)][term], count);
    }

    #[inline(always)]
    fn piece_square<H: Geometry>(&mut self, color: Color, role: Role, sq: Square) {
        let weight = PIECE_SQUARES[table(H::FILES)][color.index()][role.index()][sq.index()];
        self.side[color.index()].add(weight, 1);
    }

    #[inline(always)]
    fn danger(&mut self, color: Color, term: usize, count: i32) {
        self.danger[color.index()].add(PACKED_WEIGHTS[table(G::FILES)][term], count);
    }
}

impl<G> Sum<G> {
    /// White's score minus Black's, each with its king danger squared.
    fn total(&self) -> Weight {
        let [white, black] = [0, 1].map(|side| {
            let (linear, danger) = (self.side[side].unpack(), self.danger[side].unpack());
            w(
                linear.mg + danger_score(danger.mg),
                linear.eg + danger_score(danger.eg),
            )
        });
        w(white.mg - black.mg, white.eg - black.eg)
    }
}

/// The counts of every term in a position and its phase: the evaluation
/// as a function of the weights, linear but for the king danger.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    /// White's count minus Black's, by term (zero for the danger counts).
    pub counts: Vec<i32>,
    /// Each side's danger counts as the attacker, from `terms::DANGER` on.
    pub danger: [Vec<i32>; 2],
    /// 0 (endgame) ..= `PHASE_MAX` (middlegame).
    pub phase: i32,
    /// The table of `WEIGHTS` that scores the position (`table`).
    pub table: usize,
}

impl Terms for Trace {
    fn add(&mut self, color: Color, term: usize, count: i32) {
        self.counts[term] += match color {
            Color::White => count,
            Color::Black => -count,
        };
    }

    fn danger(&mut self, color: Color, term: usize, count: i32) {
        self.danger[color.index()][term - terms::DANGER] += count;
    }
}

impl Trace {
    /// White's score under `weights`, one table for each board width, as
    /// the engine would taper it (summed plainly, part by part, so that it
    /// also checks the engine's packed sums).
    pub fn white_score(&self, weights: &[[Weight; terms::COUNT]]) -> i32 {
        let weights = &weights[self.table];
        let dot = |counts: &[i32], weights: &[Weight]| {
            counts
                .iter()
                .zip(weights)
                .fold(w(0, 0), |sum, (&count, weight)| {
                    w(sum.mg + weight.mg * count, sum.eg + weight.eg * count)
                })
        };
        let linear = dot(&self.counts, weights);
        let [white, black] = [0, 1].map(|side| dot(&self.danger[side], &weights[terms::DANGER..]));
        let part = |linear: i32, white: i32, black: i32| {
            linear + danger_score(white) - danger_score(black)
        };
        taper(
            w(
                part(linear.mg, white.mg, black.mg),
                part(linear.eg, white.eg, black.eg),
            ),
            self.phase,
        )
    }
}

/// The parts of the evaluation that `eval` prints, in the order and, where
/// they mean the same, with the names of Stockfish's `eval`: every term
/// belongs to one.
pub const PARTS: [&str; 11] = [
    "Material",
    "PSQT",
    "Pawns",
    "Passed",
    "Pieces",
    "Mobility",
    "King safety",
    "King danger",
    "Threats",
    "Space",
    "Tempo",
];

/// The part (index into `PARTS`) of term `term`.
fn part_of(term: usize) -> usize {
    use terms::*;
    match term {
        t if t < PST_FILE => 0,
        t if t < MOBILITY => 1,
        DOUBLED_PAWN | ISOLATED_PAWN | BACKWARD_PAWN => 2,
        t if (PHALANX_PAWN..BACKWARD_PAWN).contains(&t) => 2,
        t if (PASSED_PAWN..ROOK_OPEN_FILE).contains(&t) => 3,
        PASSER_ENEMY_KING | PASSER_OWN_KING | PASSER_BLOCKED => 3,
        t if (PASSER_PATH..=PASSER_STOP_DEFENDED).contains(&t) => 3,
        BISHOP_PAIR | ROOK_OPEN_FILE | ROOK_HALF_OPEN_FILE => 4,
        t if (OUTPOST..=BISHOP_PAWNS).contains(&t) => 4,
        t if t < KING_ATTACK => 5,
        KING_ATTACK | KING_SHIELD => 6,
        t if (SAFE_CHECK..=KING_HALF_OPEN_FILE).contains(&t) => 6,
        t if (SHELTER..=PAWNLESS_FLANK).contains(&t) => 6,
        t if t >= DANGER => 7,
        PAWN_THREAT | THREAT_BY_LESSER | HANGING | PAWN_PUSH_THREAT => 8,
        t if (THREAT_BY_MINOR..=RESTRICTED).contains(&t) => 8,
        THREAT_BY_KING | WEAK_QUEEN_PROTECTION => 8,
        KNIGHT_ON_QUEEN | SLIDER_ON_QUEEN => 8,
        TRAPPED_ROOK | ROOK_ON_QUEEN_FILE => 4,
        t if (PST_SQUARE..DANGER).contains(&t) => 1,
        SPACE => 9,
        _ => 10,
    }
}

/// The evaluation split into its `PARTS`, each side's share apart: what a
/// player or engine author reads to see why the engine likes a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breakdown {
    /// By part, White's and Black's sums of weights.
    pub parts: [[Weight; 2]; PARTS.len()],
    /// 0 (endgame) ..= `PHASE_MAX` (middlegame).
    pub phase: i32,
}

impl Breakdown {
    /// White's sum minus Black's, over every part.
    pub fn total(&self) -> Weight {
        self.parts.iter().fold(w(0, 0), |sum, [white, black]| {
            w(sum.mg + white.mg - black.mg, sum.eg + white.eg - black.eg)
        })
    }

    /// White's score, tapered by the phase: the engine's evaluation from
    /// White's side.
    pub fn white_score(&self) -> i32 {
        taper(self.total(), self.phase)
    }
}

/// Each side's own counts of every term, for `breakdown`.
struct SideCounts {
    counts: [Vec<i32>; 2],
}

impl Terms for SideCounts {
    fn add(&mut self, color: Color, term: usize, count: i32) {
        self.counts[color.index()][term] += count;
    }

    fn danger(&mut self, color: Color, term: usize, count: i32) {
        self.counts[color.index()][term] += count;
    }
}

/// The evaluation of `pos` by part and side.
pub fn breakdown<G: Geometry>(pos: &Position<G>) -> Breakdown {
    let mut sides = SideCounts {
        counts: [vec![0; terms::COUNT], vec![0; terms::COUNT]],
    };
    let pawns = pawn_entry(pos, &mut sides);
    let phase = count_terms(pos, &pawns, &mut sides);
    let mut parts = [[w(0, 0); 2]; PARTS.len()];
    for (side, counts) in sides.counts.iter().enumerate() {
        let mut danger = w(0, 0);
        for (term, (&count, weight)) in counts.iter().zip(&WEIGHTS[table(G::FILES)]).enumerate() {
            let (mg, eg) = (weight.mg * count, weight.eg * count);
            if term >= terms::DANGER {
                danger = w(danger.mg + mg, danger.eg + eg);
            } else {
                let part = &mut parts[part_of(term)][side];
                *part = w(part.mg + mg, part.eg + eg);
            }
        }
        parts[part_of(terms::DANGER)][side] = w(danger_score(danger.mg), danger_score(danger.eg));
    }
    Breakdown { parts, phase }
}

fn taper(score: Weight, phase: i32) -> i32 {
    (score.mg * phase + score.eg * (PHASE_MAX - phase)) / PHASE_MAX
}

/// The evaluation of `pos` for the side to move.
pub fn evaluate<G: Geometry>(pos: &Position<G>) -> i32 {
    let mut sum = Sum::default();
    let pawns = pawn_entry(pos, &mut sum);
    finish(pos, sum, &pawns)
}

/// `evaluate`, with the pawns' terms looked up in `cache`.
pub fn evaluate_cached<G: Geometry>(pos: &Position<G>, cache: &mut PawnCache<G>) -> i32 {
    let pawns = cache.get(pos);
    let sum = Sum {
        side: pawns.score,
        ..Sum::default()
    };
    finish(pos, sum, pawns)
}

/// The score of `sum`, which holds the pawns' terms, once the other terms
/// are added, for the side to move.
#[inline(always)]
fn finish<G: Geometry>(pos: &Position<G>, mut sum: Sum<G>, pawns: &PawnEntry<G::Bitboard>) -> i32 {
    let phase = count_terms(pos, pawns, &mut sum);
    let score = taper(sum.total(), phase);
    match pos.turn() {
        Color::White => score,
        Color::Black => -score,
    }
}

/// The term counts of `pos`.
pub fn trace<G: Geometry>(pos: &Position<G>) -> Trace {
    let mut trace = Trace {
        counts: vec![0; terms::COUNT],
        danger: [vec![0; terms::DANGER_TERMS], vec![0; terms::DANGER_TERMS]],
        phase: 0,
        table: table(G::FILES),
    };
    let pawns = pawn_entry(pos, &mut trace);
    trace.phase = count_terms(pos, &pawns, &mut trace);
    trace
}

/// A hash of both sides' pawns: zero without pawns.
pub(crate) fn pawn_key<G: Geometry>(pos: &Position<G>) -> u64 {
    let pawns = pos.role_squares(Role::Pawn);
    pawn_sets_key(
        pawns & pos.pieces(Color::White),
        pawns & pos.pieces(Color::Black),
    )
}

/// The `pawn_key` of White's pawns on `white` and Black's on `black`.
fn pawn_sets_key<B: Bitboard>(white: B, black: B) -> u64 {
    set_hash(white, 0x9E37_79B9_7F4A_7C15) ^ set_hash(black, 0xC2B2_AE3D_27D4_EB4F).rotate_left(23)
}

/// A hash of where `color`'s pieces other than pawns (king included)
/// stand: zero without them.
pub(crate) fn non_pawn_key<G: Geometry>(pos: &Position<G>, color: Color) -> u64 {
    let own = pos.pieces(color);
    // `Role::ALL` begins with the pawn.
    Role::ALL[1..].iter().fold(0, |key, &role| {
        // A distinct odd multiplier a role, so that two roles swapping
        // squares change the key.
        let k = 0x9E37_79B9_7F4A_7C15 ^ (role.index() as u64).wrapping_mul(0xD6E8_FEB8_6659_FD92);
        key ^ set_hash(pos.role_squares(role) & own, k | 1)
    })
}

/// The squares of `set` mixed by the multiplier `k` into 64 bits.
fn set_hash<B: Bitboard>(set: B, k: u64) -> u64 {
    // The high word (squares 64 on, 16 at most) is spread over all 64
    // bits before it is folded in, so that no two sets a few moves apart
    // fold alike.
    let bits = set.bits();
    let folded = bits as u64 ^ ((bits >> 64) as u64).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    let h = folded.wrapping_mul(k);
    h ^ h >> 32
}

/// What the pawns alone decide, computed once for a pawn structure, and
/// the kings' shelters, computed again when a king or castling right
/// changes: the other king-dependent pawn terms (shields, passers' king
/// distances and blockers) are counted at each evaluation from it.
#[derive(Clone, Copy, Default)]
struct PawnEntry<B> {
    /// `pawn_key` of the structure.
    key: u64,
    /// By side, the squares its pawns attack.
    attacks: [B; 2],
    /// By side, its passed pawns.
    passed: [B; 2],
    /// By side, bit `f` set when it has a pawn on file `f`.
    files: [u16; 2],
    /// By side, the squares of its space area (`space_squares`) that no own
    /// pawn stands on and no enemy pawn attacks.
    space_safe: [B; 2],
    /// By side, those of `space_safe` up to three ranks behind an own pawn.
    space_behind: [B; 2],
    /// By side, its pawns on their start rank, which may step twice.
    unmoved: [B; 2],
    /// By side, its outpost squares (`terms::OUTPOST`).
    outposts: [B; 2],
    /// By side and square colour (`square_colour`), its pawns.
    pawns_on_colour: [[u8; 2]; 2],
    /// By side, the weights of the terms `pawn_entry` counts (its pawns'
    /// material, piece-square, structure and passed-by-rank terms; left
    /// zero by `pawn_entry`, filled by the cache).
    score: [Packed; 2],
    /// By side, what its king's square and the pawns decide, for the king
    /// squares and castling partners below: kings and rights change in few
    /// moves of a search.
    kings: [KingPawns<B>; 2],
    /// The king squares (by index) `kings` was computed for; both on one
    /// square before it is.
    king_squares: [u8; 2],
    /// The castling partners `kings` was computed for.
    castling: B,
}

/// What a king's square and the pawns decide.
#[derive(Clone, Copy, Default)]
struct KingPawns<B> {
    /// The king's shelter and storm terms (`shelter`).
    shelter: Shelter,
    /// Its flank within its camp (`king_flank`, `camp`).
    flank: B,
    /// Whether its flank has no pawns at all.
    pawnless_flank: bool,
}

/// A king's shelter and storm terms: for each of the three files at it,
/// its own shelter term and the enemy's storm term.
type Shelter = [[u16; 2]; 3];

impl<B: Bitboard> PawnEntry<B> {
    /// Computes `kings` unless it is computed for `pos`'s kings and
    /// castling rights.
    fn update_kings<G: Geometry<Bitboard = B>>(&mut self, pos: &Position<G>) {
        let squares = Color::ALL.map(|color| pos.king_square(color).index() as u8);
        if self.king_squares != squares || self.castling != pos.castling_partners() {
            self.kings = Color::ALL.map(|color| {
                let flank = king_flank::<G>(pos.king_square(color));
                KingPawns {
                    shelter: shelter(pos, color),
                    flank: flank & camp::<G>(color),
                    pawnless_flank: (flank & pos.role_squares(Role::Pawn)).is_empty(),
                }
            });
            self.king_squares = squares;
            self.castling = pos.castling_partners();
        }
    }
}

impl<B> PawnEntry<B> {
    /// Whether `color` has a pawn on `file`.
    fn has_pawn(&self, color: Color, file: usize) -> bool {
        self.files[color.index()] >> file & 1 != 0
    }
}

/// Pawn structures seen by one search thread, by `pawn_key`: the pawns
/// change in few moves of a search, so most evaluations find theirs here.
pub struct PawnCache<G: Geometry> {
    entries: Box<[PawnEntry<G::Bitboard>]>,
}

/// Entries of a `PawnCache`, a power of two.
const PAWN_CACHE_ENTRIES: usize = 8_192;

impl<G: Geometry> Default for PawnCache<G> {
    /// An empty cache. Its zeroed entries already hold the right answer
    /// for the one structure whose key is zero, no pawns at all.
    fn default() -> Self {
        PawnCache {
            entries: vec![PawnEntry::default(); PAWN_CACHE_ENTRIES].into_boxed_slice(),
        }
    }
}

impl<G: Geometry> PawnCache<G> {
    /// The entry of `pos`'s pawns, computed if it is not here.
    fn get(&mut self, pos: &Position<G>) -> &PawnEntry<G::Bitboard> {
        let key = pawn_key(pos);
        let entry = &mut self.entries[key as usize & (PAWN_CACHE_ENTRIES - 1)];
        if entry.key != key {
            let mut sum = Sum::<G>::default();
            *entry = pawn_entry(pos, &mut sum);
            entry.key = key;
            entry.score = sum.side;
        }
        entry.update_kings(pos);
        entry
    }
}

/// Counts the terms that only the pawns decide into `t` and returns what
/// the other terms need to know of the pawns.
fn pawn_entry<G: Geometry, T: Terms>(pos: &Position<G>, t: &mut T) -> PawnEntry<G::Bitboard> {
    use terms::*;
    let pawns = pos.role_squares(Role::Pawn);
    let mut entry = PawnEntry::default();
    let mut per_file = [[0i32; 16]; 2];
    for color in Color::ALL {
        let us = color.index();
        for sq in (pawns & pos.pieces(color)).squares() {
            entry.attacks[us] |= G::pawn_attacks(color, sq);
            per_file[us][usize::from(G::file_of(sq))] += 1;
            entry.pawns_on_colour[us][square_colour::<G>(sq)] += 1;
            entry.files[us] |= 1 << G::file_of(sq);
        }
    }
    for color in Color::ALL {
        let us = color.index();
        let ours = pawns & pos.pieces(color);
        let theirs = pawns & pos.pieces(!color);
        let (safe, behind) = space_squares::<G>(color, ours, entry.attacks[1 - us]);
        entry.space_safe[us] = safe;
        entry.space_behind[us] = behind;
        entry.unmoved[us] = ours & G::rank_squares(relative_rank_index::<G>(color, 1));
        t.add(color, MATERIAL + Role::Pawn.index(), ours.count() as i32);
        // By file, shifted by one so that every file has two neighbours:
        // the highest rank of an enemy pawn and the lowest of an own pawn,
        // counted from `color`'s side.
        let mut highest_theirs = [i32::MIN; 18];
        for sq in theirs.squares() {
            let high = &mut highest_theirs[usize::from(G::file_of(sq)) + 1];
            *high = (*high).max(relative_rank::<G>(color, sq) as i32);
        }
        let mut lowest_ours = [i32::MAX; 18];
        for sq in ours.squares() {
            let low = &mut lowest_ours[usize::from(G::file_of(sq)) + 1];
            *low = (*low).min(relative_rank::<G>(color, sq) as i32);
        }
        // No enemy pawn on a neighbouring file stands beyond `rank`, so
        // none can ever attack that rank on `file`.
        let out_of_reach = |file: usize, rank: usize| {
            highest_theirs[file] <= rank as i32 && highest_theirs[file + 2] <= rank as i32
        };
        for rank in 3..=5 {
            for file in 0..G::FILES {
                let sq = G::square(file, relative_rank_index::<G>(color, rank as u8));
                if entry.attacks[us].contains(sq) && out_of_reach(usize::from(file), rank) {
                    entry.outposts[us] |= G::Bitboard::from_square(sq);
                }
            }
        }
        let per_file = &per_file[us];
        for sq in ours.squares() {
            t.piece_square::<G>(color, Role::Pawn, sq);
            let file = usize::from(G::file_of(sq));
            let neighbours = (if file > 0 { per_file[file - 1] } else { 0 }) + per_file[file + 1];
            let rank = relative_rank::<G>(color, sq);
            if neighbours == 0 {
                t.add(color, ISOLATED_PAWN, 1);
            } else {
                // A neighbour a rank ahead still lets the pawn step up
                // beside it.
                let cannot_be_defended =
                    lowest_ours[file] > rank as i32 + 1 && lowest_ours[file + 2] > rank as i32 + 1;
                let stop = G::offset(sq, 0, forward(color));
                let stopped = stop.is_some_and(|stop| {
                    entry.attacks[1 - us].contains(stop) || theirs.contains(stop)
                });
                if cannot_be_defended && stopped {
                    t.add(color, BACKWARD_PAWN, 1);
                }
            }
            let mut beside = [-1, 1].into_iter().filter_map(|df| G::offset(sq, df, 0));
            if beside.any(|next| ours.contains(next)) {
                t.add(color, PHALANX_PAWN + rank, 1);
            }
            if (G::pawn_attacks(!color, sq) & ours).any() {
                t.add(color, SUPPORTED_PAWN + rank, 1);
            }
            let stopped = highest_theirs[file..=file + 2]
                .iter()
                .any(|&high| high > rank as i32);
            if !stopped {
                t.add(color, PASSED_PAWN + rank, 1);
                entry.passed[us] |= G::Bitboard::from_square(sq);
            }
        }
        for &n in per_file {
            if n > 1 {
                t.add(color, DOUBLED_PAWN, n - 1);
            }
        }
    }
    entry.update_kings(pos);
    entry
}

/// The rank of `sq` counted from `color`'s side, 0 to 7.
fn relative_rank<G: Geometry>(color: Color, sq: Square) -> usize {
    // Counting from either side is its own inverse.
    usize::from(relative_rank_index::<G>(color, G::rank_of(sq)))
}

/// Counts every term of `pos` but the pawns' own (`pawns`) into `t` and
/// returns the phase.
fn count_terms<G: Geometry, T: Terms>(
    pos: &Position<G>,
    pawns: &PawnEntry<G::Bitboard>,
    t: &mut T,
) -> i32 {
    use terms::*;
    let occupied = pos.occupied();
    let pawn_attacks = pawns.attacks;
    let all_pawns = pos.role_squares(Role::Pawn);
    let mut non_pawn_material = 0;
    // Squares each side attacks, for hanging pieces; the same without the
    // king's attacks, for weak squares of its zone; and squares from which
    // each role can check, for safe checks.
    let mut attacked = [G::Bitboard::EMPTY; 2];
    let mut guarded = [G::Bitboard::EMPTY; 2];
    // Squares each side attacks twice or more (a pawn and a piece, two
    // pieces, or a piece and the king).
    let mut doubled = [G::Bitboard::EMPTY; 2];
    let mut checks = [[G::Bitboard::EMPTY; ROLES]; 2];
    // Squares each side's knights, bishops, rooks and queens or generals
    // attack.
    let mut by_knight = [G::Bitboard::EMPTY; 2];
    let mut by_bishop = [G::Bitboard::EMPTY; 2];
    let mut by_rook = [G::Bitboard::EMPTY; 2];
    let mut by_queen = [G::Bitboard::EMPTY; 2];
    let wide_zones = Color::ALL.map(|color| wide_king_zone::<G>(pos.king_square(color), color));
    let shields = Color::ALL.map(|color| king_shield(pos, color));
    let king_attacks = Color::ALL.map(|color| G::king_attacks(pos.king_square(color)));
    let queens = pos.role_squares(Role::Queen) | pos.role_squares(Role::General);
    for color in Color::ALL {
        let us = color.index();
        let them = !color;
        let ours = pos.pieces(color);
        let enemy_king = pos.king_square(them);
        let king_zone = king_attacks[them.index()] | G::Bitboard::from_square(enemy_king);
        let wide_zone = wide_zones[them.index()];
        let king_attackers = AttackersOf::<G>::new(enemy_king, occupied);
        let mobility_area = !ours & !pawn_attacks[them.index()];
        let (mut attack_units, mut attackers) = (0, 0);
        let (mut zone_attacks, mut zone_attackers) = (0, 0);
        // Enemy pieces worth more than each role (never the king).
        let mut more_valuable = [G::Bitboard::EMPTY; ROLES];
        let mut above = G::Bitboard::EMPTY;
        for role in BY_VALUE.into_iter().rev().skip(1) {
            more_valuable[role.index()] = above;
            above |= pos.role_squares(role) & pos.pieces(them);
        }
        guarded[us] = pawn_attacks[us];
        // Squares right behind a pawn (of either side), seen from `color`.
        let behind_pawns = forward_shift::<G>(them, all_pawns);
        let king = pos.king_square(color);
        let can_castle = (pos.castling_partners() & ours).any();
        for role in Role::ALL {
            let squares = pos.role_squares(role) & ours;
            // The pawns' own terms are in `pawns`.
            if squares.is_empty() || role == Role::Pawn {
                continue;
            }
            if role == Role::King {
                t.piece_square::<G>(color, role, king);
                continue;
            }
            let r = role.index();
            let count = squares.count() as i32;
            let worth_more = more_valuable[r];
            // Where a piece of this role would give check.
            let checking = king_attackers.of(role);
            t.add(color, MATERIAL + r, count);
            t.add(
                color,
                OUTPOST + r,
                (squares & pawns.outposts[us]).count() as i32,
            );
            t.add(
                color,
                BEHIND_PAWN + r,
                (squares & behind_pawns).count() as i32,
            );
            non_pawn_material += value(role) * count;
            for sq in squares.squares() {
                t.piece_square::<G>(color, role, sq);
                t.add(color, KING_PROTECTOR + r, king_distance::<G>(sq, king));
                if role == Role::Bishop {
                    let same_colour = pawns.pawns_on_colour[us][square_colour::<G>(sq)];
                    t.add(color, BISHOP_PAWNS, i32::from(same_colour));
                }
                let targets = G::piece_attacks(role, color, sq, occupied);
                match role {
                    Role::Knight => by_knight[us] |= targets,
                    Role::Bishop => by_bishop[us] |= targets,
                    Role::Rook => by_rook[us] |= targets,
                    Role::Queen | Role::General => by_queen[us] |= targets,
                    _ => {}
                }
                doubled[us] |= guarded[us] & targets;
                guarded[us] |= targets;
                checks[us][r] |= targets & checking & !ours;
                let mobility = (targets & mobility_area).count() as i32;
                t.add(color, MOBILITY + r, mobility);
                if role == Role::Rook && mobility <= 3 && shut_in_by_king::<G>(sq, king) {
                    t.add(color, TRAPPED_ROOK, 1 + i32::from(!can_castle));
                }
                t.add(
                    color,
                    THREAT_BY_LESSER,
                    (targets & worth_more).count() as i32,
                );
                if (targets & king_zone).any() {
                    attack_units += king_attack_units(role);
                    attackers += 1;
                }
                let hits = (targets & wide_zone).count() as i32;
                if hits > 0 {
                    zone_attacks += hits;
                    zone_attackers += 1;
                    t.danger(color, DANGER_ATTACKER + r, 1);
                }
                if role == Role::Rook {
                    let file = usize::from(G::file_of(sq));
                    if queens
                        .squares()
                        .any(|queen| usize::from(G::file_of(queen)) == file)
                    {
                        t.add(color, ROOK_ON_QUEEN_FILE, 1);
                    }
                    if let Some(term) = open_file_term(
                        pawns.has_pawn(color, file),
                        pawns.has_pawn(them, file),
                        [ROOK_OPEN_FILE, ROOK_HALF_OPEN_FILE],
                    ) {
                        t.add(color, term, 1);
                    }
                }
            }
        }
        if attackers >= 2 {
            t.add(
                color,
                KING_ATTACK,
                (attack_units * attack_units).min(300) / 4,
            );
        }
        if zone_attackers > 0 {
            let bucket = zone_attackers.min(ZONE_ATTACKER_BUCKETS) - 1;
            t.add(color, KING_ZONE_ATTACK + bucket, zone_attacks);
        }
        t.danger(color, DANGER_ZONE_ATTACK, zone_attacks);
        t.danger(color, DANGER_SHIELD, shields[them.index()]);
        t.danger(color, DANGER_BIAS, 1);
        doubled[us] |= guarded[us] & king_attacks[us];
        attacked[us] = guarded[us] | king_attacks[us];
        t.add(color, KING_SHIELD, shields[us]);
        let king_file = i32::from(G::file_of(enemy_king));
        for file in (king_file - 1).max(0)..=(king_file + 1).min(i32::from(G::FILES) - 1) {
            let file = file as usize;
            if let Some(term) = open_file_term(
                pawns.has_pawn(them, file),
                pawns.has_pawn(color, file),
                [KING_OPEN_FILE, KING_HALF_OPEN_FILE],
            ) {
                t.add(color, term, 1);
                t.danger(color, DANGER_OPEN_FILE, 1);
            }
        }
        if (pos.role_squares(Role::Bishop) & ours).more_than_one() {
            t.add(color, BISHOP_PAIR, 1);
        }
        let threatened =
            pos.pieces(them) & !pos.role_squares(Role::Pawn) & !pos.role_squares(Role::King);
        t.add(
            color,
            PAWN_THREAT,
            (pawn_attacks[us] & threatened).count() as i32,
        );
    }
    for color in Color::ALL {
        let them = !color;
        let (us, theirs) = (color.index(), them.index());
        let enemies = pos.pieces(them) & !pos.role_squares(Role::King);
        let hanging = enemies & attacked[us] & !attacked[theirs];
        t.add(color, terms::HANGING, hanging.count() as i32);
        let strongly_defended = pawn_attacks[theirs] | (doubled[theirs] & !doubled[us]);
        let weak_enemies = enemies & !strongly_defended & attacked[us];
        let by_minor = by_knight[us] | by_bishop[us];
        let minor_victims = (enemies & !all_pawns | weak_enemies) & by_minor;
        for sq in minor_victims.squares() {
            t.add(color, THREAT_BY_MINOR + role_on(pos, sq), 1);
        }
        for sq in (weak_enemies & by_rook[us]).squares() {
            t.add(color, THREAT_BY_ROOK + role_on(pos, sq), 1);
        }
        t.add(
            color,
            THREAT_BY_KING,
            (weak_enemies & king_attacks[us]).count() as i32,
        );
        t.add(
            them,
            WEAK_QUEEN_PROTECTION,
            (weak_enemies & by_queen[theirs]).count() as i32,
        );
        // Safe squares from which to attack the enemy's strongest pieces.
        let safe = !pos.pieces(color) & !strongly_defended;
        for sq in (queens & pos.pieces(them)).squares() {
            let knight_hits = G::knight_attacks(sq);
            t.add(
                color,
                KNIGHT_ON_QUEEN,
                (knight_hits & by_knight[us] & safe).count() as i32,
            );
            let diagonal = G::bishop_attacks(sq, occupied) & by_bishop[us];
            let straight = G::rook_attacks(sq, occupied) & by_rook[us];
            t.add(
                color,
                SLIDER_ON_QUEEN,
                ((diagonal | straight) & safe & doubled[us]).count() as i32,
            );
        }
        let restricted = attacked[theirs] & !strongly_defended & attacked[us];
        t.add(color, RESTRICTED, restricted.count() as i32);
        passed_pawns(pos, color, pawns, attacked, t);
        let mut unsafe_checks = G::Bitboard::EMPTY;
        for role in Role::ALL {
            let role_checks = checks[us][role.index()];
            let safe_checks = role_checks & !attacked[theirs];
            unsafe_checks |= role_checks & attacked[theirs];
            let count = safe_checks.count() as i32;
            t.add(color, terms::SAFE_CHECK + role.index(), count);
            t.danger(color, DANGER_SAFE_CHECK + role.index(), count);
        }
        t.danger(color, DANGER_UNSAFE_CHECK, unsafe_checks.count() as i32);
        let enemy_king = &pawns.kings[theirs];
        if enemy_king.pawnless_flank {
            t.add(them, PAWNLESS_FLANK, 1);
        }
        let flank = enemy_king.flank;
        let flank_attacks = flank & attacked[us];
        let count = (flank_attacks.count() + (flank_attacks & doubled[us]).count()) as i32;
        t.add(color, FLANK_ATTACK, count);
        t.danger(color, DANGER_FLANK_ATTACK, count);
        let defended = (flank & attacked[theirs]).count() as i32;
        t.danger(color, DANGER_FLANK_DEFENSE, defended);
        for [own, storm] in enemy_king.shelter {
            t.add(them, usize::from(own), 1);
            t.add(color, usize::from(storm), 1);
        }
        let weak = wide_zones[theirs] & attacked[us] & !guarded[theirs];
        let count = weak.count() as i32;
        t.add(color, terms::WEAK_KING_ZONE, count);
        t.danger(color, DANGER_WEAK_ZONE, count);
        let safe = !attacked[theirs] | attacked[us];
        t.add(
            color,
            terms::PAWN_PUSH_THREAT,
            pawn_push_threats(pos, color, pawns, safe & !pawn_attacks[theirs]),
        );
        let bonus =
            pawns.space_safe[us].count() + (pawns.space_behind[us] & !attacked[theirs]).count();
        let weight = pos.pieces(color).count() as i32 - 1;
        t.add(
            color,
            terms::SPACE,
            bonus as i32 * weight * weight / SPACE_SCALE,
        );
    }
    t.add(pos.turn(), TEMPO, 1);
    ((non_pawn_material - ENDGAME_MATERIAL) * PHASE_MAX / (MIDDLEGAME_MATERIAL - ENDGAME_MATERIAL))
        .clamp(0, PHASE_MAX)
}

/// How many enemy pieces (not pawns) `color`'s pawns would attack after a
/// push (a step, or two from the start rank) onto an empty square of
/// `safe`.
fn pawn_push_threats<G: Geometry>(
    pos: &Position<G>,
    color: Color,
    pawns: &PawnEntry<G::Bitboard>,
    safe: G::Bitboard,
) -> i32 {
    let empty = !pos.occupied();
    let own_pawns = pos.role_squares(Role::Pawn) & pos.pieces(color);
    let step = |squares: G::Bitboard| forward_shift::<G>(color, squares) & empty;
    let single = step(own_pawns);
    let double = step(step(pawns.unmoved[color.index()]));
    let mut targets = G::Bitboard::EMPTY;
    for to in ((single | double) & safe).squares() {
        targets |= G::pawn_attacks(color, to);
    }
    let pieces = pos.pieces(!color) & !pos.role_squares(Role::Pawn);
    (targets & pieces).count() as i32
}

/// `squares` moved a rank towards `color`'s enemy. A square moved off
/// the board may leave a bit above the board's squares: callers mask the
/// result with on-board squares (no pawn steps off the board, as none
/// stands on the last rank).
fn forward_shift<G: Geometry>(color: Color, squares: G::Bitboard) -> G::Bitboard {
    let rank = u32::from(G::FILES);
    match color {
        Color::White => squares.shift_up(rank),
        Color::Black => squares.shift_down(rank),
    }
}

/// The rank index (from White's side, from 0) of `color`'s relative rank
/// `rank`.
fn relative_rank_index<G: Geometry>(color: Color, rank: u8) -> u8 {
    match color {
        Color::White => rank,
        Color::Black => G::RANKS - 1 - rank,
    }
}

/// `color`'s space area, as Stockfish has it: the central files (all but
/// two at each edge) on its second to fourth ranks. Returns the area's
/// squares that none of its pawns (`own_pawns`) stands on and no enemy
/// pawn attacks (`pawn_attacked`), and those of them up to three ranks
/// behind one of its pawns.
fn space_squares<G: Geometry>(
    color: Color,
    own_pawns: G::Bitboard,
    pawn_attacked: G::Bitboard,
) -> (G::Bitboard, G::Bitboard) {
    let mut area = G::Bitboard::EMPTY;
    for rank in 1..=3 {
        for file in 2..G::FILES - 2 {
            let sq = G::square(file, relative_rank_index::<G>(color, rank));
            area |= G::Bitboard::from_square(sq);
        }
    }
    let safe = area & !own_pawns & !pawn_attacked;
    // Shifted back towards the own side: squares off the board fall
    // outside the area.
    let back = |squares: G::Bitboard| forward_shift::<G>(!color, squares);
    let behind = back(own_pawns) | back(back(own_pawns)) | back(back(back(own_pawns)));
    (safe, safe & behind)
}

/// The term a file earns when `pawns` (the side it is open for) has none on
/// it: `open` if `other_pawns` has none either, else `half_open`. Rooks ask
/// with their own pawns, the files at the enemy king with the defender's.
fn open_file_term(pawns: bool, other_pawns: bool, [open, half_open]: [usize; 2]) -> Option<usize> {
    match (pawns, other_pawns) {
        (false, false) => Some(open),
        (false, true) => Some(half_open),
        (true, _) => None,
    }
}

/// The rank step towards the enemy for `color`'s pawns.
fn forward(color: Color) -> i8 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// The wide zone of `color`'s king on `king`: its square, its neighbours
/// and the three squares two ranks before it, where attacks prepare mates.
fn wide_king_zone<G: Geometry>(king: Square, color: Color) -> G::Bitboard {
    let ahead = 2 * forward(color);
    let mut zone = G::king_attacks(king) | G::Bitboard::from_square(king);
    for df in -1..=1 {
        if let Some(sq) = G::offset(king, df, ahead) {
            zone |= G::Bitboard::from_square(sq);
        }
    }
    zone
}

/// Own pawns on the two ranks in front of `color`'s king, within a file.
fn king_shield<G: Geometry>(pos: &Position<G>, color: Color) -> i32 {
    let king = pos.king_square(color);
    let own_pawns = pos.role_squares(Role::Pawn) & pos.pieces(color);
    let ahead = forward(color);
    let mut shield = 0;
    for df in -1..=1 {
        for steps in 1..=2 {
            if G::offset(king, df, ahead * steps).is_some_and(|sq| own_pawns.contains(sq)) {
                shield += 1;
            }
        }
    }
    shield
}

/// Counts the shelter of `color`'s king and the storm against it (the
/// `SHELTER`, `STORM` and `STORM_BLOCKED` terms). While it may castle, the
/// king counts its castling square's instead when more of the files there
/// have an own pawn on the second or third rank: as in Stockfish, the
/// pawns it will castle behind shelter it already. (The choice uses no
/// weights, so the tuner's counts do not depend on the weights it fits.)
fn shelter<G: Geometry>(pos: &Position<G>, color: Color) -> Shelter {
    let king = pos.king_square(color);
    let mut best = shelter_terms(pos, color, king);
    let partners = pos.castling_partners() & pos.pieces(color);
    if partners.any() {
        let shielded = |terms: &Shelter| {
            let near = |term: u16| {
                matches!(
                    (usize::from(term) - terms::SHELTER) % terms::SHELTER_RANKS,
                    1 | 2
                )
            };
            terms.iter().filter(|&&[own, _]| near(own)).count()
        };
        let mut most = shielded(&best);
        for partner in partners.squares() {
            // Where the king castles on a Chess960-style board, and a
            // square a free castling can reach too.
            let toward_h = G::file_of(partner) > G::file_of(king);
            let file = if toward_h { G::FILES - 2 } else { 2 };
            let castled = shelter_terms(pos, color, G::square(file, G::rank_of(king)));
            if shielded(&castled) > most {
                (best, most) = (castled, shielded(&castled));
            }
        }
    }
    best
}

/// The shelter and storm terms of `color`'s king were it on `king`: for
/// each of its three files, the shelter term (`color`'s) and the storm
/// term (the enemy's).
fn shelter_terms<G: Geometry>(pos: &Position<G>, color: Color, king: Square) -> Shelter {
    use terms::*;
    let king_file = G::file_of(king);
    // The squares on the king's rank and before it.
    let behind = first_ranks::<G>(color, relative_rank::<G>(color, king) as u32);
    let pawns = pos.role_squares(Role::Pawn) & !behind;
    let [own_pawns, enemy_pawns] = [color, !color].map(|side| pawns & pos.pieces(side));
    // The rank, from `color`'s side, of the pawn of `pawns` nearest it.
    let nearest = |pawns: G::Bitboard| {
        let sq = match color {
            Color::White => pawns.first(),
            Color::Black => pawns.last(),
        };
        sq.map(|sq| relative_rank::<G>(color, sq))
    };
    let bucket = |rank: Option<usize>| rank.map_or(0, |rank| rank.min(SHELTER_RANKS - 1));
    // The three files, kept on the board.
    let first = king_file.clamp(1, G::FILES - 2) - 1;
    [0, 1, 2].map(|i| {
        let file = first + i;
        let squares = G::A_FILE.shift_up(u32::from(file));
        let own = nearest(own_pawns & squares);
        let storm = nearest(enemy_pawns & squares);
        let own_file = usize::from(file == king_file);
        let blocked = own.is_some_and(|own| storm == Some(own + 1));
        let storm_term = if blocked { STORM_BLOCKED } else { STORM };
        // Term indices are below `COUNT`, a few hundred.
        [
            SHELTER + own_file * SHELTER_RANKS + bucket(own),
            storm_term + bucket(storm),
        ]
        .map(|term| term as u16)
    })
}

/// The files of the flank of a king on `king`: its own and up to two on
/// either side.
fn king_flank<G: Geometry>(king: Square) -> G::Bitboard {
    let file = G::file_of(king);
    let (first, last) = (file.saturating_sub(2), (file + 2).min(G::FILES - 1));
    (first..=last).fold(G::Bitboard::EMPTY, |files, f| {
        files | G::A_FILE.shift_up(u32::from(f))
    })
}

/// Whether a rook on `rook` stands between the king on `king` and the
/// edge of the board nearer the king (or on the king's file, on the
/// king's right half), where the king blocks its way out.
fn shut_in_by_king<G: Geometry>(rook: Square, king: Square) -> bool {
    let king_file = G::file_of(king);
    (king_file < G::FILES / 2) == (G::file_of(rook) < king_file)
}

/// `color`'s camp: the five ranks from its own side.
fn camp<G: Geometry>(color: Color) -> G::Bitboard {
    first_ranks::<G>(color, 5)
}

/// The `ranks` ranks nearest `color`'s side (none for 0).
fn first_ranks<G: Geometry>(color: Color, ranks: u32) -> G::Bitboard {
    let beyond = ranks * u32::from(G::FILES);
    match color {
        Color::White => G::ALL & !G::ALL.shift_up(beyond),
        Color::Black => G::ALL & !G::ALL.shift_down(beyond),
    }
}

/// The role index of the piece on `sq`, which holds one.
fn role_on<G: Geometry>(pos: &Position<G>, sq: Square) -> usize {
    pos.piece_at(sq).map_or(0, |piece| piece.role.index())
}

/// The colour of `sq`: 0 for a1's, 1 for the other.
fn square_colour<G: Geometry>(sq: Square) -> usize {
    usize::from((G::file_of(sq) + G::rank_of(sq)) & 1)
}

/// The number of king moves from `a` to `b`.
fn king_distance<G: Geometry>(a: Square, b: Square) -> i32 {
    let files = G::file_of(a).abs_diff(G::file_of(b));
    let ranks = G::rank_of(a).abs_diff(G::rank_of(b));
    i32::from(files.max(ranks))
}

/// The terms of `color`'s passed pawns that depend on the other pieces:
/// the kings' distances to the square before each, whether a piece stands
/// on it, and if not how safe the pawn's way is (`attacked`: the squares
/// each side attacks).
fn passed_pawns<G: Geometry, T: Terms>(
    pos: &Position<G>,
    color: Color,
    pawns: &PawnEntry<G::Bitboard>,
    attacked: [G::Bitboard; 2],
    t: &mut T,
) {
    use terms::*;
    let (us, them) = (color.index(), (!color).index());
    if pawns.passed[us].is_empty() {
        return;
    }
    let occupied = pos.occupied();
    let rook_movers = Role::ALL
        .into_iter()
        .filter(|role| role.slides_orthogonally())
        .fold(G::Bitboard::EMPTY, |set, role| set | pos.role_squares(role));
    for sq in pawns.passed[us].squares() {
        let rank = relative_rank::<G>(color, sq);
        let advance = rank as i32 - 2;
        if advance <= 0 {
            continue;
        }
        let Some(stop) = G::offset(sq, 0, forward(color)) else {
            continue;
        };
        let distance = |king: Square| king_distance::<G>(king, stop).min(5);
        let [own, enemy] = [color, !color].map(|c| distance(pos.king_square(c)));
        t.add(color, PASSER_ENEMY_KING, advance * enemy);
        t.add(color, PASSER_OWN_KING, advance * own);
        if occupied.contains(stop) {
            t.add(color, PASSER_BLOCKED, advance);
            continue;
        }
        let own_file = G::A_FILE.shift_up(u32::from(G::file_of(sq)));
        let way = own_file & !first_ranks::<G>(color, rank as u32 + 1);
        let last_file = G::A_FILE.shift_up(u32::from(G::FILES) - 1);
        // The way and the squares beside it (a shift by one square wraps
        // to the next rank at the board's edge, and may leave it).
        let beside = (way.shift_up(1) & !G::A_FILE) | (way.shift_down(1) & !last_file);
        let span = way | (beside & G::ALL);
        // The rook-moving piece right behind the pawn on its file, if
        // any, sees through it along the way.
        let behind = G::rook_attacks(sq, occupied) & own_file & !way & rook_movers;
        let mut unsafe_squares = span;
        if (behind & pos.pieces(!color)).is_empty() {
            unsafe_squares &= attacked[them] | pos.pieces(!color);
        }
        let grade = if unsafe_squares.is_empty() {
            Some(0)
        } else if (unsafe_squares & !pawns.attacks[us]).is_empty() {
            Some(1)
        } else if (unsafe_squares & way).is_empty() {
            Some(2)
        } else if !unsafe_squares.contains(stop) {
            Some(3)
        } else {
            None
        };
        let weight = passer_weight(rank);
        if let Some(grade) = grade {
            t.add(color, PASSER_PATH + grade, weight);
        }
        if (behind & pos.pieces(color)).any() || attacked[us].contains(stop) {
            t.add(color, PASSER_STOP_DEFENDED, weight);
        }
    }
}

/// The weight of a passed pawn's way terms by its rank from its own side
/// (3 to 6): Stockfish's 5 r - 13, 2 to 17.
fn passer_weight(rank: usize) -> i32 {
    5 * rank as i32 - 13
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every set of one or two pawns of a side, and every pair of one
    /// pawn each, on 80 squares.
    fn small_structures() -> Vec<(u128, u128)> {
        let one = |sq: u32| 1u128 << sq;
        let mut sets = Vec::new();
        for a in 0..80 {
            sets.push((one(a), 0));
            sets.push((0, one(a)));
            for b in 0..80 {
                sets.push((one(a), one(b)));
                if b > a {
                    sets.push((one(a) | one(b), 0));
                    sets.push((0, one(a) | one(b)));
                }
            }
        }
        sets
    }

    #[test]
    fn small_pawn_structures_have_distinct_keys() {
        let structures = small_structures();
        let keys: std::collections::HashSet<u64> = structures
            .iter()
            .map(|&(white, black)| pawn_sets_key(white, black))
            .collect();
        assert_eq!(keys.len(), structures.len());
        assert_eq!(pawn_sets_key(0u128, 0u128), 0, "no pawns, the zeroed entry");
    }

    #[test]
    fn non_pawn_keys_tell_placements_apart_and_ignore_pawns_and_the_other_side() {
        let pos = |fen: &str| {
            Position::<shuffle_rules::Board10>::from_fen(shuffle_rules::Variant::Capablanca, fen)
                .expect("valid FEN")
        };
        let start = pos("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
        let white_key = non_pawn_key(&start, Color::White);
        let pawn_moved =
            pos("rnabqkbcnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNABQKBCNR b KQkq - 0 1");
        assert_eq!(non_pawn_key(&pawn_moved, Color::White), white_key, "pawns");
        let black_moved =
            pos("rnabqkbc1r/pppppppppp/8n1/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
        assert_eq!(
            non_pawn_key(&black_moved, Color::White),
            white_key,
            "Black's pieces"
        );
        assert_ne!(
            non_pawn_key(&black_moved, Color::Black),
            non_pawn_key(&start, Color::Black)
        );
        // Archbishop and chancellor swapped: same squares, other roles.
        let swapped = pos("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNCBQKBANR w KQkq - 0 1");
        assert_ne!(non_pawn_key(&swapped, Color::White), white_key, "roles");
        let kings = pos("4k5/10/10/10/10/10/10/4K5 w - - 0 1");
        assert_ne!(non_pawn_key(&kings, Color::White), 0, "the king counts");
    }

    #[test]
    fn packed_sums_unpack_to_the_plain_sums_whatever_the_signs() {
        let parts = [-40_000, -301, -1, 0, 1, 77, 32_768, 1_000_000];
        for mg in parts {
            for eg in parts {
                let weight = w(mg, eg);
                assert_eq!(Packed::new(weight).unpack(), weight);
                let mut sum = Packed::new(w(5, -7));
                sum.add(Packed::new(weight), -3);
                assert_eq!(sum.unpack(), w(5 - 3 * mg, -7 - 3 * eg), "{mg} {eg}");
            }
        }
    }
}
