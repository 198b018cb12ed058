//! Static evaluation, in centipawns from the side to move's view: material,
//! piece-square terms per board width, safe mobility, king safety (zone
//! attacks by the number of attackers, weak zone squares, open files at the
//! king, pawn shield, safe checks by piece kind, and a king danger that
//! squares its weighted counts), pawn structure, rooks on open files,
//! threats (by pawns, by lesser pieces, on undefended pieces) and the
//! bishop pair, tapered between middlegame and endgame by the material left.
//!
//! Every term is a count times a tuned weight from `weights.rs`; the king
//! danger's weighted counts are summed per side and squared. The same code
//! either sums the weights (`evaluate`) or records the counts (`trace`), so
//! the tuner (`tune.rs`) fits exactly what the engine scores.

use crate::see::BY_VALUE;
use shuffle_rules::{compound_attacks, Bitboard, Color, Geometry, Position, Role, Square};

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
    /// Board widths with their own piece-square terms: 8 and 10 files.
    pub const WIDTHS: usize = 2;

    /// Material, by role.
    pub const MATERIAL: usize = 0;
    /// Piece-square term by file: by width, role, distance from the edge.
    pub const PST_FILE: usize = MATERIAL + ROLES;
    /// Piece-square term by rank: by width, role, rank.
    pub const PST_RANK: usize = PST_FILE + WIDTHS * ROLES * FILE_BUCKETS;
    /// Per square attacked that is neither own nor covered by an enemy
    /// pawn, by role.
    pub const MOBILITY: usize = PST_RANK + WIDTHS * ROLES * RANKS;
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
    /// King danger, the one nonlinear term. For each attacking side and
    /// phase the weighted sum of the danger counts below is squared (over
    /// `DANGER_SCALE`) and scored when positive, so that the parts of an
    /// attack weigh more together than apart. First count: pieces that
    /// attack the enemy king's wide zone, by role.
    pub const DANGER_ATTACKER: usize = PASSER_BLOCKED + 1;
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
    /// Danger count: always 1, so that its weight sets the threshold below
    /// which nothing is scored.
    pub const DANGER_BIAS: usize = DANGER_SHIELD + 1;
    /// The danger counts are the weights from here on, in one block for
    /// each board width: 8 files (the indices above), then 10 files. A
    /// king is attacked differently on a wider board with more pieces.
    pub const DANGER: usize = DANGER_ATTACKER;
    /// Danger counts of one board width.
    pub const DANGER_PER_WIDTH: usize = DANGER_BIAS + 1 - DANGER;
    /// Number of danger counts, all widths.
    pub const DANGER_TERMS: usize = WIDTHS * DANGER_PER_WIDTH;
    /// Number of weights.
    pub const COUNT: usize = DANGER + DANGER_TERMS;
}

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
    let width = |i: usize| if i == 0 { 8 } else { 10 };
    match index {
        i if i < PST_FILE => format!("material {}", role(i - MATERIAL)),
        i if i < PST_RANK => {
            let i = i - PST_FILE;
            let (wr, bucket) = (i / FILE_BUCKETS, i % FILE_BUCKETS);
            format!(
                "{} files, {}, file {} from the edge",
                width(wr / ROLES),
                role(wr % ROLES),
                bucket
            )
        }
        i if i < MOBILITY => {
            let i = i - PST_RANK;
            let (wr, rank) = (i / RANKS, i % RANKS);
            format!(
                "{} files, {}, rank {}",
                width(wr / ROLES),
                role(wr % ROLES),
                rank + 1
            )
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
        i if i < COUNT => {
            let (block, term) = (
                (i - DANGER) / DANGER_PER_WIDTH,
                (i - DANGER) % DANGER_PER_WIDTH,
            );
            let what = match DANGER + term {
                t if t < DANGER_ZONE_ATTACK => format!("attacker, {}", role(t - DANGER_ATTACKER)),
                DANGER_ZONE_ATTACK => "zone attack".into(),
                DANGER_WEAK_ZONE => "weak zone square".into(),
                t if t < DANGER_OPEN_FILE => format!("safe check, {}", role(t - DANGER_SAFE_CHECK)),
                DANGER_OPEN_FILE => "file without the king's pawns".into(),
                DANGER_SHIELD => "shield pawn".into(),
                _ => "bias".into(),
            };
            format!("danger, {} files: {what}", width(block))
        }
        _ => format!("unknown term {index}"),
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
    /// The two piece-square terms (by file, by rank) of `color`'s piece
    /// of `role` on `sq`.
    #[inline(always)]
    fn piece_square<G: Geometry>(&mut self, color: Color, role: Role, sq: Square) {
        let files = usize::from(G::FILES);
        let terms = piece_square_terms(files, color.index(), role.index(), sq.index());
        for term in terms {
            self.add(color, term, 1);
        }
    }
}

/// The indices of the piece-square terms (by file, by rank) of a piece of
/// role `role` and colour `color` (indices) on square `sq` of a board with
/// `files` files.
const fn piece_square_terms(files: usize, color: usize, role: usize, sq: usize) -> [usize; 2] {
    use terms::*;
    let width = (files == 10) as usize;
    let (file, rank) = (sq % files, sq / files);
    let from_edge = if file < files - 1 - file {
        file
    } else {
        files - 1 - file
    };
    let rank = if color == 0 { rank } else { 7 - rank };
    let block = width * ROLES + role;
    [
        PST_FILE + block * FILE_BUCKETS + from_edge,
        PST_RANK + block * RANKS + rank,
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
static PACKED_WEIGHTS: [Packed; terms::COUNT] = {
    let mut table = [Packed(0); terms::COUNT];
    let mut term = 0;
    while term < terms::COUNT {
        table[term] = Packed::new(WEIGHTS[term]);
        term += 1;
    }
    table
};

/// Both piece-square weights of every piece on every square, summed at
/// compile time, `[width][color][role][square]`: one lookup a piece.
static PIECE_SQUARES: [[[[Packed; 80]; terms::ROLES]; 2]; terms::WIDTHS] = {
    let mut table = [[[[Packed(0); 80]; terms::ROLES]; 2]; terms::WIDTHS];
    let mut width = 0;
    while width < terms::WIDTHS {
        let files = if width == 0 { 8 } else { 10 };
        let mut color = 0;
        while color < 2 {
            let mut role = 0;
            while role < terms::ROLES {
                let mut sq = 0;
                while sq < files * 8 {
                    let [by_file, by_rank] = piece_square_terms(files, color, role, sq);
                    let (a, b) = (WEIGHTS[by_file], WEIGHTS[by_rank]);
                    table[width][color][role][sq] = Packed::new(w(a.mg + b.mg, a.eg + b.eg));
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

/// Sums the weights of `WEIGHTS` for each side.
#[derive(Default)]
struct Sum {
    side: [Packed; 2],
    danger: [Packed; 2],
}

impl Terms for Sum {
    #[inline(always)]
    fn add(&mut self, color: Color, term: usize, count: i32) {
        self.side[color.index()].add(PACKED_WEIGHTS[term], count);
    }

    #[inline(always)]
    fn piece_square<G: Geometry>(&mut self, color: Color, role: Role, sq: Square) {
        let width = usize::from(G::FILES == 10);
        let weight = PIECE_SQUARES[width][color.index()][role.index()][sq.index()];
        self.side[color.index()].add(weight, 1);
    }

    #[inline(always)]
    fn danger(&mut self, color: Color, term: usize, count: i32) {
        self.danger[color.index()].add(PACKED_WEIGHTS[term], count);
    }
}

impl Sum {
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
    /// White's score under `weights`, as the engine would taper it (summed
    /// plainly, part by part, so that it also checks the engine's packed
    /// sums).
    pub fn white_score(&self, weights: &[Weight]) -> i32 {
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

fn taper(score: Weight, phase: i32) -> i32 {
    (score.mg * phase + score.eg * (PHASE_MAX - phase)) / PHASE_MAX
}

/// The evaluation of `pos` for the side to move.
pub fn evaluate<G: Geometry>(pos: &Position<G>) -> i32 {
    let mut sum = Sum::default();
    let phase = count_terms(pos, &mut sum);
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
    };
    trace.phase = count_terms(pos, &mut trace);
    trace
}

/// Counts every term of `pos` into `t` and returns the phase.
fn count_terms<G: Geometry, T: Terms>(pos: &Position<G>, t: &mut T) -> i32 {
    use terms::*;
    let occupied = pos.occupied();
    let pawns = pos.role_squares(Role::Pawn);
    let width = usize::from(G::FILES == 10);
    // This board width's block of danger counts.
    let danger = width * DANGER_PER_WIDTH;
    let mut pawn_attacks = [G::Bitboard::EMPTY; 2];
    let mut pawns_on_file = [[0i32; 16]; 2];
    for color in Color::ALL {
        for sq in (pawns & pos.pieces(color)).squares() {
            pawn_attacks[color.index()] |= G::pawn_attacks(color, sq);
            pawns_on_file[color.index()][usize::from(G::file_of(sq))] += 1;
        }
    }
    let mut non_pawn_material = 0;
    // Squares each side attacks, for hanging pieces; the same without the
    // king's attacks, for weak squares of its zone; and squares from which
    // each role can check, for safe checks.
    let mut attacked = [G::Bitboard::EMPTY; 2];
    let mut guarded = [G::Bitboard::EMPTY; 2];
    let mut checks = [[G::Bitboard::EMPTY; ROLES]; 2];
    let wide_zones = Color::ALL.map(|color| wide_king_zone::<G>(pos.king_square(color), color));
    let shields = Color::ALL.map(|color| king_shield(pos, color));
    for color in Color::ALL {
        let us = color.index();
        let them = !color;
        let ours = pos.pieces(color);
        let relative_rank = |sq: Square| -> usize {
            let rank = G::rank_of(sq);
            usize::from(match color {
                Color::White => rank,
                Color::Black => G::RANKS - 1 - rank,
            })
        };
        let enemy_king = pos.king_square(them);
        let king_zone = G::king_attacks(enemy_king) | G::Bitboard::from_square(enemy_king);
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
        for role in Role::ALL {
            let squares = pos.role_squares(role) & ours;
            if squares.is_empty() {
                continue;
            }
            let r = role.index();
            let count = squares.count() as i32;
            let worth_more = more_valuable[r];
            // Where a piece of this role would give check.
            let checking = king_attackers.of(role);
            t.add(color, MATERIAL + r, count);
            if role != Role::Pawn && role != Role::King {
                non_pawn_material += value(role) * count;
            }
            for sq in squares.squares() {
                t.piece_square::<G>(color, role, sq);
                if role == Role::Pawn || role == Role::King {
                    continue;
                }
                let targets = G::piece_attacks(role, color, sq, occupied);
                guarded[us] |= targets;
                checks[us][r] |= targets & checking & !ours;
                t.add(
                    color,
                    MOBILITY + r,
                    (targets & mobility_area).count() as i32,
                );
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
                    t.danger(color, danger + DANGER_ATTACKER + r, 1);
                }
                if role == Role::Rook {
                    let file = usize::from(G::file_of(sq));
                    if let Some(term) = open_file_term(
                        pawns_on_file[us][file],
                        pawns_on_file[them.index()][file],
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
        t.danger(color, danger + DANGER_ZONE_ATTACK, zone_attacks);
        t.danger(color, danger + DANGER_SHIELD, shields[them.index()]);
        t.danger(color, danger + DANGER_BIAS, 1);
        attacked[us] = guarded[us] | G::king_attacks(pos.king_square(color));
        t.add(color, KING_SHIELD, shields[us]);
        let king_file = i32::from(G::file_of(enemy_king));
        for file in (king_file - 1).max(0)..=(king_file + 1).min(i32::from(G::FILES) - 1) {
            let file = file as usize;
            if let Some(term) = open_file_term(
                pawns_on_file[them.index()][file],
                pawns_on_file[us][file],
                [KING_OPEN_FILE, KING_HALF_OPEN_FILE],
            ) {
                t.add(color, term, 1);
                t.danger(color, danger + DANGER_OPEN_FILE, 1);
            }
        }
        if (pos.role_squares(Role::Bishop) & ours).more_than_one() {
            t.add(color, BISHOP_PAIR, 1);
        }
        let threatened = pos.pieces(them) & !pawns & !pos.role_squares(Role::King);
        t.add(
            color,
            PAWN_THREAT,
            (pawn_attacks[us] & threatened).count() as i32,
        );
        pawn_structure(pos, color, &pawns_on_file[us], relative_rank, t);
    }
    for color in Color::ALL {
        let them = !color;
        let hanging = pos.pieces(them)
            & !pos.role_squares(Role::King)
            & attacked[color.index()]
            & !attacked[them.index()];
        t.add(color, terms::HANGING, hanging.count() as i32);
        for role in Role::ALL {
            let safe_checks = checks[color.index()][role.index()] & !attacked[them.index()];
            let count = safe_checks.count() as i32;
            t.add(color, terms::SAFE_CHECK + role.index(), count);
            t.danger(color, danger + DANGER_SAFE_CHECK + role.index(), count);
        }
        let weak = wide_zones[them.index()] & attacked[color.index()] & !guarded[them.index()];
        let count = weak.count() as i32;
        t.add(color, terms::WEAK_KING_ZONE, count);
        t.danger(color, danger + DANGER_WEAK_ZONE, count);
    }
    t.add(pos.turn(), TEMPO, 1);
    ((non_pawn_material - ENDGAME_MATERIAL) * PHASE_MAX / (MIDDLEGAME_MATERIAL - ENDGAME_MATERIAL))
        .clamp(0, PHASE_MAX)
}

/// The term a file earns when `pawns` (the side it is open for) has none on
/// it: `open` if `other_pawns` has none either, else `half_open`. Rooks ask
/// with their own pawns, the files at the enemy king with the defender's.
fn open_file_term(pawns: i32, other_pawns: i32, [open, half_open]: [usize; 2]) -> Option<usize> {
    match (pawns, other_pawns) {
        (0, 0) => Some(open),
        (0, _) => Some(half_open),
        _ => None,
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

/// The number of king moves from `a` to `b`.
fn king_distance<G: Geometry>(a: Square, b: Square) -> i32 {
    let files = G::file_of(a).abs_diff(G::file_of(b));
    let ranks = G::rank_of(a).abs_diff(G::rank_of(b));
    i32::from(files.max(ranks))
}

/// Doubled and isolated pawns of `color`, and passed pawns with the kings'
/// distances to their next square.
fn pawn_structure<G: Geometry, T: Terms>(
    pos: &Position<G>,
    color: Color,
    per_file: &[i32; 16],
    relative_rank: impl Fn(Square) -> usize,
    t: &mut T,
) {
    use terms::*;
    let pawns = pos.role_squares(Role::Pawn);
    let ours = pawns & pos.pieces(color);
    let theirs = pawns & pos.pieces(!color);
    let ahead = forward(color);
    // By file, shifted by one so that every file has two neighbours: the
    // highest rank of an enemy pawn, counted from `color`'s side.
    let mut highest_theirs = [i32::MIN; 18];
    for sq in theirs.squares() {
        let high = &mut highest_theirs[usize::from(G::file_of(sq)) + 1];
        *high = (*high).max(relative_rank(sq) as i32);
    }
    for sq in ours.squares() {
        let file = usize::from(G::file_of(sq));
        let neighbours = (if file > 0 { per_file[file - 1] } else { 0 }) + per_file[file + 1];
        if neighbours == 0 {
            t.add(color, ISOLATED_PAWN, 1);
        }
        let rank = relative_rank(sq);
        let stopped = highest_theirs[file..=file + 2]
            .iter()
            .any(|&high| high > rank as i32);
        if !stopped {
            t.add(color, PASSED_PAWN + rank, 1);
            let advance = rank as i32 - 2;
            if advance > 0 {
                if let Some(stop) = G::offset(sq, 0, ahead) {
                    let distance = |king: Square| king_distance::<G>(king, stop).min(5);
                    let [own, enemy] = [color, !color].map(|c| distance(pos.king_square(c)));
                    t.add(color, PASSER_ENEMY_KING, advance * enemy);
                    t.add(color, PASSER_OWN_KING, advance * own);
                    if pos.occupied().contains(stop) {
                        t.add(color, PASSER_BLOCKED, advance);
                    }
                }
            }
        }
    }
    for &n in per_file {
        if n > 1 {
            t.add(color, DOUBLED_PAWN, n - 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
