//! Static evaluation, in centipawns from the side to move's view: material,
//! piece-square terms built from the board's shape, mobility, king safety,
//! pawn structure and the bishop pair, tapered between middlegame and
//! endgame by the material left.

use shuffle_rules::{Bitboard, Color, Geometry, Position, Role};

/// Material value of each role in centipawns. Fairy values follow
/// H. G. Muller's measurements for Capablanca pieces (archbishop a little
/// below chancellor, both a little below the queen); the general is queen +
/// knight; the consul, a queen limited to three squares that can jump runs,
/// sits between rook and queen. To be tuned on the engine's own games.
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

/// Non-pawn material of both sides above which the game counts as a pure
/// middlegame, and below which as a pure endgame.
const MIDDLEGAME_MATERIAL: i32 = 6000;
const ENDGAME_MATERIAL: i32 = 1500;

const BISHOP_PAIR: i32 = 40;
const TEMPO: i32 = 10;
const DOUBLED_PAWN: i32 = 12;
const ISOLATED_PAWN: i32 = 12;
/// Passed-pawn bonus by ranks advanced (0 = start rank).
const PASSED_PAWN: [i32; 8] = [0, 5, 12, 22, 38, 62, 100, 0];

/// Mobility weight per attacked square not held by an own piece.
const fn mobility_weight(role: Role) -> i32 {
    match role {
        Role::Knight | Role::Bishop => 4,
        Role::Rook | Role::Archbishop | Role::Consul => 3,
        Role::Chancellor => 2,
        Role::Queen | Role::General => 1,
        Role::Pawn | Role::King => 0,
    }
}

/// Weight of a piece attacking the enemy king's zone. Knight leaps and
/// consul jumps cannot be blocked, so compounds weigh more than sliders.
const fn king_attack_weight(role: Role) -> i32 {
    match role {
        Role::Knight | Role::Bishop => 2,
        Role::Rook => 3,
        Role::Consul | Role::Archbishop => 4,
        Role::Queen | Role::Chancellor => 5,
        Role::General => 6,
        Role::Pawn | Role::King => 0,
    }
}

/// How central a square is: 0 in a corner, largest in the centre.
fn centrality<G: Geometry>(file: i32, rank: i32) -> i32 {
    let files = i32::from(G::FILES);
    let ranks = i32::from(G::RANKS);
    (files - 1 - (2 * file - (files - 1)).abs()) / 2
        + (ranks - 1 - (2 * rank - (ranks - 1)).abs()) / 2
}

/// Attacks of a piece of `role` on `sq` with `occupied` in the way.
#[inline]
pub fn attacks<G: Geometry>(
    role: Role,
    color: Color,
    sq: shuffle_rules::Square,
    occupied: G::Bitboard,
) -> G::Bitboard {
    let mut a = G::Bitboard::EMPTY;
    match role {
        Role::Pawn => return G::pawn_attacks(color, sq),
        Role::King => return G::king_attacks(sq),
        Role::Consul => return G::consul_attacks(sq, occupied),
        _ => {}
    }
    if role.leaps() {
        a |= G::knight_attacks(sq);
    }
    if role.slides_diagonally() {
        a |= G::bishop_attacks(sq, occupied);
    }
    if role.slides_orthogonally() {
        a |= G::rook_attacks(sq, occupied);
    }
    a
}

/// Middlegame and endgame scores of one side, before tapering.
#[derive(Default, Clone, Copy)]
struct Split {
    mg: i32,
    eg: i32,
}

impl Split {
    fn add(&mut self, mg: i32, eg: i32) {
        self.mg += mg;
        self.eg += eg;
    }
}

/// The evaluation of `pos` for the side to move.
pub fn evaluate<G: Geometry>(pos: &Position<G>) -> i32 {
    let occupied = pos.occupied();
    let mut side = [Split::default(); 2];
    let mut non_pawn_material = 0;
    for color in Color::ALL {
        let us = color.index();
        let them = !color;
        let ours = pos.pieces(color);
        let forward = |rank: u8| -> i32 {
            match color {
                Color::White => i32::from(rank),
                Color::Black => i32::from(G::RANKS - 1 - rank),
            }
        };
        let enemy_king = pos.king_square(them);
        let king_zone = G::king_attacks(enemy_king) | G::Bitboard::from_square(enemy_king);
        let (mut attack_units, mut attackers) = (0, 0);
        for role in Role::ALL {
            let squares = pos.role_squares(role) & ours;
            if squares.is_empty() {
                continue;
            }
            let material = value(role) * squares.count() as i32;
            side[us].add(material, material);
            if role != Role::Pawn && role != Role::King {
                non_pawn_material += material;
            }
            for sq in squares.squares() {
                let (file, rank) = (i32::from(G::file_of(sq)), forward(G::rank_of(sq)));
                let central = centrality::<G>(file, rank);
                match role {
                    Role::Pawn => {
                        let centre_file =
                            i32::from(G::FILES - 1 - (2 * G::file_of(sq)).abs_diff(G::FILES - 1))
                                / 2;
                        side[us].add(rank * 4 + centre_file * rank.min(3) * 2, rank * rank * 2);
                    }
                    Role::King => {
                        let edge_file = (2 * file - (i32::from(G::FILES) - 1)).abs();
                        side[us].add(-rank * 15 + edge_file * 3, central * 6);
                    }
                    _ => {
                        let weight = if role.leaps() {
                            4
                        } else if role == Role::Bishop {
                            2
                        } else {
                            1
                        };
                        side[us].add(central * weight, central * weight);
                        let targets = attacks::<G>(role, color, sq, occupied);
                        let mobility = (targets & !ours).count() as i32 * mobility_weight(role);
                        side[us].add(mobility, mobility);
                        if (targets & king_zone).any() {
                            attack_units += king_attack_weight(role);
                            attackers += 1;
                        }
                    }
                }
            }
        }
        if attackers >= 2 {
            let danger = (attack_units * attack_units * 2).min(600);
            side[us].add(danger, danger / 4);
        }
        if (pos.role_squares(Role::Bishop) & ours).more_than_one() {
            side[us].add(BISHOP_PAIR, BISHOP_PAIR);
        }
        let structure = pawn_structure(pos, color, forward);
        side[us].add(structure.mg, structure.eg);
    }
    let phase = ((non_pawn_material - ENDGAME_MATERIAL) * 256
        / (MIDDLEGAME_MATERIAL - ENDGAME_MATERIAL))
        .clamp(0, 256);
    let white = side[0];
    let black = side[1];
    let mg = white.mg - black.mg;
    let eg = white.eg - black.eg;
    let score = (mg * phase + eg * (256 - phase)) / 256;
    TEMPO
        + match pos.turn() {
            Color::White => score,
            Color::Black => -score,
        }
}

/// Doubled, isolated and passed pawns of `color`.
fn pawn_structure<G: Geometry>(
    pos: &Position<G>,
    color: Color,
    forward: impl Fn(u8) -> i32,
) -> Split {
    let pawns = pos.role_squares(Role::Pawn);
    let ours = pawns & pos.pieces(color);
    let theirs = pawns & pos.pieces(!color);
    let mut split = Split::default();
    let mut per_file = [0i32; 16];
    for sq in ours.squares() {
        per_file[G::file_of(sq) as usize] += 1;
    }
    for sq in ours.squares() {
        let file = G::file_of(sq) as usize;
        let neighbours = (if file > 0 { per_file[file - 1] } else { 0 }) + per_file[file + 1];
        if neighbours == 0 {
            split.add(-ISOLATED_PAWN, -ISOLATED_PAWN);
        }
        let rank = forward(G::rank_of(sq));
        let blocked_or_guarded = theirs
            .squares()
            .any(|t| G::file_of(t).abs_diff(G::file_of(sq)) <= 1 && forward(G::rank_of(t)) > rank);
        if !blocked_or_guarded {
            let bonus = PASSED_PAWN[rank.clamp(0, 7) as usize];
            split.add(bonus / 2, bonus);
        }
    }
    for &n in &per_file {
        if n > 1 {
            split.add(-DOUBLED_PAWN * (n - 1), -DOUBLED_PAWN * (n - 1));
        }
    }
    split
}
