//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results. Regenerate rather than edit; the
//! README's "Tuning the evaluation" says how and on which games.
//! The start of the fits on Fairy-Stockfish's games (`shuffle tune --from`): the
//! weights fitted on Shuffle's own games (commit 6484552), with the king-safety
//! terms added since at their starting values (safe checks 25 and 5, the other
//! linear terms 0, the king-danger counts hand-set as the README says), and the
//! pawn-structure and piece-placement terms added later (phalanx, supported and
//! backward pawns, outposts, pieces behind pawns, distance from the own king,
//! pawns on the bishop's colour) at 0.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(72, 98),     // material pawn
    w(293, 299),   // material knight
    w(323, 316),   // material bishop
    w(494, 500),   // material rook
    w(950, 954),   // material queen
    w(0, 0),       // material king
    w(845, 849),   // material archbishop
    w(907, 905),   // material chancellor
    w(1254, 1252), // material general
    w(756, 752),   // material consul
    w(-9, 15),     // 8 files, pawn, file 0 from the edge
    w(10, 4),      // 8 files, pawn, file 1 from the edge
    w(-2, 6),      // 8 files, pawn, file 2 from the edge
    w(21, -1),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(-6, 3),      // 8 files, knight, file 0 from the edge
    w(8, 2),       // 8 files, knight, file 1 from the edge
    w(17, 16),     // 8 files, knight, file 2 from the edge
    w(1, 13),      // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(-9, -2),     // 8 files, bishop, file 0 from the edge
    w(2, -5),      // 8 files, bishop, file 1 from the edge
    w(9, 5),       // 8 files, bishop, file 2 from the edge
    w(16, 7),      // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(4, -1),      // 8 files, rook, file 0 from the edge
    w(-1, 6),      // 8 files, rook, file 1 from the edge
    w(2, 5),       // 8 files, rook, file 2 from the edge
    w(0, -4),      // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(1, 3),       // 8 files, queen, file 0 from the edge
    w(0, 2),       // 8 files, queen, file 1 from the edge
    w(1, -1),      // 8 files, queen, file 2 from the edge
    w(1, 2),       // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(13, -8),     // 8 files, king, file 0 from the edge
    w(25, 19),     // 8 files, king, file 1 from the edge
    w(3, 13),      // 8 files, king, file 2 from the edge
    w(7, 11),      // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(-2, -1),     // 8 files, archbishop, file 0 from the edge
    w(3, 4),       // 8 files, archbishop, file 1 from the edge
    w(7, 9),       // 8 files, archbishop, file 2 from the edge
    w(13, 11),     // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(5, 1),       // 8 files, chancellor, file 0 from the edge
    w(6, 5),       // 8 files, chancellor, file 1 from the edge
    w(8, 8),       // 8 files, chancellor, file 2 from the edge
    w(7, 11),      // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(5, 1),       // 8 files, general, file 0 from the edge
    w(1, 4),       // 8 files, general, file 1 from the edge
    w(16, 9),      // 8 files, general, file 2 from the edge
    w(6, 12),      // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-4, 5),      // 10 files, pawn, file 0 from the edge
    w(-5, 5),      // 10 files, pawn, file 1 from the edge
    w(3, -26),     // 10 files, pawn, file 2 from the edge
    w(-4, 7),      // 10 files, pawn, file 3 from the edge
    w(26, -17),    // 10 files, pawn, file 4 from the edge
    w(-7, -7),     // 10 files, knight, file 0 from the edge
    w(-1, 2),      // 10 files, knight, file 1 from the edge
    w(6, 4),       // 10 files, knight, file 2 from the edge
    w(12, 6),      // 10 files, knight, file 3 from the edge
    w(17, 13),     // 10 files, knight, file 4 from the edge
    w(13, -4),     // 10 files, bishop, file 0 from the edge
    w(2, 0),       // 10 files, bishop, file 1 from the edge
    w(-5, 3),      // 10 files, bishop, file 2 from the edge
    w(-12, 7),     // 10 files, bishop, file 3 from the edge
    w(8, 6),       // 10 files, bishop, file 4 from the edge
    w(-4, -3),     // 10 files, rook, file 0 from the edge
    w(-13, 2),     // 10 files, rook, file 1 from the edge
    w(-1, 3),      // 10 files, rook, file 2 from the edge
    w(13, 2),      // 10 files, rook, file 3 from the edge
    w(10, 7),      // 10 files, rook, file 4 from the edge
    w(-3, 0),      // 10 files, queen, file 0 from the edge
    w(-11, 3),     // 10 files, queen, file 1 from the edge
    w(3, 2),       // 10 files, queen, file 2 from the edge
    w(13, 2),      // 10 files, queen, file 3 from the edge
    w(11, 7),      // 10 files, queen, file 4 from the edge
    w(32, 9),      // 10 files, king, file 0 from the edge
    w(20, 0),      // 10 files, king, file 1 from the edge
    w(12, 22),     // 10 files, king, file 2 from the edge
    w(7, 19),      // 10 files, king, file 3 from the edge
    w(4, 10),      // 10 files, king, file 4 from the edge
    w(-4, -1),     // 10 files, archbishop, file 0 from the edge
    w(2, 4),       // 10 files, archbishop, file 1 from the edge
    w(7, 8),       // 10 files, archbishop, file 2 from the edge
    w(10, 12),     // 10 files, archbishop, file 3 from the edge
    w(23, 16),     // 10 files, archbishop, file 4 from the edge
    w(-5, 0),      // 10 files, chancellor, file 0 from the edge
    w(5, 7),       // 10 files, chancellor, file 1 from the edge
    w(10, 10),     // 10 files, chancellor, file 2 from the edge
    w(13, 11),     // 10 files, chancellor, file 3 from the edge
    w(21, 16),     // 10 files, chancellor, file 4 from the edge
    w(0, 0),       // 10 files, general, file 0 from the edge
    w(4, 4),       // 10 files, general, file 1 from the edge
    w(8, 8),       // 10 files, general, file 2 from the edge
    w(12, 12),     // 10 files, general, file 3 from the edge
    w(16, 16),     // 10 files, general, file 4 from the edge
    w(2, 1),       // 10 files, consul, file 0 from the edge
    w(4, 1),       // 10 files, consul, file 1 from the edge
    w(3, 3),       // 10 files, consul, file 2 from the edge
    w(8, 3),       // 10 files, consul, file 3 from the edge
    w(-1, 5),      // 10 files, consul, file 4 from the edge
    w(0, 0),       // 8 files, pawn, rank 1
    w(9, 14),      // 8 files, pawn, rank 2
    w(6, 12),      // 8 files, pawn, rank 3
    w(12, 20),     // 8 files, pawn, rank 4
    w(9, 36),      // 8 files, pawn, rank 5
    w(21, 51),     // 8 files, pawn, rank 6
    w(24, 73),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(3, -4),      // 8 files, knight, rank 1
    w(6, 1),       // 8 files, knight, rank 2
    w(13, 10),     // 8 files, knight, rank 3
    w(1, 19),      // 8 files, knight, rank 4
    w(12, 19),     // 8 files, knight, rank 5
    w(8, 11),      // 8 files, knight, rank 6
    w(1, 4),       // 8 files, knight, rank 7
    w(0, -2),      // 8 files, knight, rank 8
    w(15, 2),      // 8 files, bishop, rank 1
    w(8, -6),      // 8 files, bishop, rank 2
    w(-7, 4),      // 8 files, bishop, rank 3
    w(7, -1),      // 8 files, bishop, rank 4
    w(6, 10),      // 8 files, bishop, rank 5
    w(1, 3),       // 8 files, bishop, rank 6
    w(1, 5),       // 8 files, bishop, rank 7
    w(0, -1),      // 8 files, bishop, rank 8
    w(-7, 0),      // 8 files, rook, rank 1
    w(14, 0),      // 8 files, rook, rank 2
    w(-2, -1),     // 8 files, rook, rank 3
    w(0, 1),       // 8 files, rook, rank 4
    w(0, 3),       // 8 files, rook, rank 5
    w(4, 7),       // 8 files, rook, rank 6
    w(1, 3),       // 8 files, rook, rank 7
    w(0, -1),      // 8 files, rook, rank 8
    w(1, -2),      // 8 files, queen, rank 1
    w(-2, 0),      // 8 files, queen, rank 2
    w(-5, 2),      // 8 files, queen, rank 3
    w(6, 3),       // 8 files, queen, rank 4
    w(5, 6),       // 8 files, queen, rank 5
    w(1, 3),       // 8 files, queen, rank 6
    w(3, 2),       // 8 files, queen, rank 7
    w(0, 0),       // 8 files, queen, rank 8
    w(7, -4),      // 8 files, king, rank 1
    w(-20, -5),    // 8 files, king, rank 2
    w(-31, 17),    // 8 files, king, rank 3
    w(-45, 16),    // 8 files, king, rank 4
    w(-60, 21),    // 8 files, king, rank 5
    w(-75, 17),    // 8 files, king, rank 6
    w(-90, 10),    // 8 files, king, rank 7
    w(-105, 0),    // 8 files, king, rank 8
    w(2, 0),       // 8 files, archbishop, rank 1
    w(4, 3),       // 8 files, archbishop, rank 2
    w(0, 8),       // 8 files, archbishop, rank 3
    w(11, 13),     // 8 files, archbishop, rank 4
    w(15, 11),     // 8 files, archbishop, rank 5
    w(8, 8),       // 8 files, archbishop, rank 6
    w(5, 4),       // 8 files, archbishop, rank 7
    w(0, 1),       // 8 files, archbishop, rank 8
    w(9, 1),       // 8 files, chancellor, rank 1
    w(0, 3),       // 8 files, chancellor, rank 2
    w(10, 9),      // 8 files, chancellor, rank 3
    w(9, 12),      // 8 files, chancellor, rank 4
    w(9, 12),      // 8 files, chancellor, rank 5
    w(7, 8),       // 8 files, chancellor, rank 6
    w(5, 5),       // 8 files, chancellor, rank 7
    w(0, 0),       // 8 files, chancellor, rank 8
    w(5, 0),       // 8 files, general, rank 1
    w(11, 4),      // 8 files, general, rank 2
    w(3, 8),       // 8 files, general, rank 3
    w(9, 12),      // 8 files, general, rank 4
    w(11, 12),     // 8 files, general, rank 5
    w(9, 8),       // 8 files, general, rank 6
    w(4, 4),       // 8 files, general, rank 7
    w(0, 0),       // 8 files, general, rank 8
    w(0, 0),       // 8 files, consul, rank 1
    w(1, 1),       // 8 files, consul, rank 2
    w(2, 2),       // 8 files, consul, rank 3
    w(3, 3),       // 8 files, consul, rank 4
    w(3, 3),       // 8 files, consul, rank 5
    w(2, 2),       // 8 files, consul, rank 6
    w(1, 1),       // 8 files, consul, rank 7
    w(0, 0),       // 8 files, consul, rank 8
    w(0, 0),       // 10 files, pawn, rank 1
    w(-2, 8),      // 10 files, pawn, rank 2
    w(3, 8),       // 10 files, pawn, rank 3
    w(7, 0),       // 10 files, pawn, rank 4
    w(9, 15),      // 10 files, pawn, rank 5
    w(18, 55),     // 10 files, pawn, rank 6
    w(24, 69),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-10, -8),    // 10 files, knight, rank 1
    w(4, 1),       // 10 files, knight, rank 2
    w(10, 4),      // 10 files, knight, rank 3
    w(10, 7),      // 10 files, knight, rank 4
    w(17, 11),     // 10 files, knight, rank 5
    w(6, 9),       // 10 files, knight, rank 6
    w(1, 4),       // 10 files, knight, rank 7
    w(-2, -1),     // 10 files, knight, rank 8
    w(-19, -9),    // 10 files, bishop, rank 1
    w(-1, 4),      // 10 files, bishop, rank 2
    w(7, 9),       // 10 files, bishop, rank 3
    w(6, 4),       // 10 files, bishop, rank 4
    w(7, 2),       // 10 files, bishop, rank 5
    w(5, 4),       // 10 files, bishop, rank 6
    w(4, 1),       // 10 files, bishop, rank 7
    w(1, 3),       // 10 files, bishop, rank 8
    w(-2, -1),     // 10 files, rook, rank 1
    w(-2, -2),     // 10 files, rook, rank 2
    w(-3, 1),      // 10 files, rook, rank 3
    w(4, 4),       // 10 files, rook, rank 4
    w(5, 7),       // 10 files, rook, rank 5
    w(1, 4),       // 10 files, rook, rank 6
    w(1, -2),      // 10 files, rook, rank 7
    w(3, 2),       // 10 files, rook, rank 8
    w(10, 0),      // 10 files, queen, rank 1
    w(4, 3),       // 10 files, queen, rank 2
    w(-4, 2),      // 10 files, queen, rank 3
    w(0, 2),       // 10 files, queen, rank 4
    w(4, 3),       // 10 files, queen, rank 5
    w(2, 2),       // 10 files, queen, rank 6
    w(-1, 4),      // 10 files, queen, rank 7
    w(0, 0),       // 10 files, queen, rank 8
    w(1, 2),       // 10 files, king, rank 1
    w(-17, 5),     // 10 files, king, rank 2
    w(-29, 11),    // 10 files, king, rank 3
    w(-45, 12),    // 10 files, king, rank 4
    w(-60, 17),    // 10 files, king, rank 5
    w(-75, 16),    // 10 files, king, rank 6
    w(-90, 8),     // 10 files, king, rank 7
    w(-105, 1),    // 10 files, king, rank 8
    w(6, 0),       // 10 files, archbishop, rank 1
    w(9, 4),       // 10 files, archbishop, rank 2
    w(2, 8),       // 10 files, archbishop, rank 3
    w(12, 12),     // 10 files, archbishop, rank 4
    w(8, 12),      // 10 files, archbishop, rank 5
    w(6, 8),       // 10 files, archbishop, rank 6
    w(2, 4),       // 10 files, archbishop, rank 7
    w(0, 0),       // 10 files, archbishop, rank 8
    w(1, 1),       // 10 files, chancellor, rank 1
    w(15, 8),      // 10 files, chancellor, rank 2
    w(5, 8),       // 10 files, chancellor, rank 3
    w(11, 13),     // 10 files, chancellor, rank 4
    w(9, 12),      // 10 files, chancellor, rank 5
    w(8, 7),       // 10 files, chancellor, rank 6
    w(4, 3),       // 10 files, chancellor, rank 7
    w(0, 0),       // 10 files, chancellor, rank 8
    w(0, 0),       // 10 files, general, rank 1
    w(4, 4),       // 10 files, general, rank 2
    w(8, 8),       // 10 files, general, rank 3
    w(12, 12),     // 10 files, general, rank 4
    w(12, 12),     // 10 files, general, rank 5
    w(8, 8),       // 10 files, general, rank 6
    w(4, 4),       // 10 files, general, rank 7
    w(0, 0),       // 10 files, general, rank 8
    w(12, -1),     // 10 files, consul, rank 1
    w(-3, 1),      // 10 files, consul, rank 2
    w(0, 2),       // 10 files, consul, rank 3
    w(0, 3),       // 10 files, consul, rank 4
    w(3, 4),       // 10 files, consul, rank 5
    w(6, 3),       // 10 files, consul, rank 6
    w(-1, 1),      // 10 files, consul, rank 7
    w(0, 0),       // 10 files, consul, rank 8
    w(0, 0),       // mobility pawn
    w(5, -2),      // mobility knight
    w(4, 0),       // mobility bishop
    w(4, 7),       // mobility rook
    w(4, 10),      // mobility queen
    w(0, 0),       // mobility king
    w(2, 6),       // mobility archbishop
    w(0, 12),      // mobility chancellor
    w(-1, 27),     // mobility general
    w(1, 22),      // mobility consul
    w(6, 5),       // king attack
    w(17, -15),    // king shield
    w(34, 35),     // bishop pair
    w(-14, -23),   // doubled pawn
    w(3, -2),      // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(5, 13),      // passed pawn, rank 2
    w(-1, 9),      // passed pawn, rank 3
    w(6, 29),      // passed pawn, rank 4
    w(19, 55),     // passed pawn, rank 5
    w(30, 70),     // passed pawn, rank 6
    w(50, 99),     // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(24, 3),      // rook on open file
    w(21, 17),     // rook on half-open file
    w(33, 20),     // pawn threat
    w(30, 20),     // threat by a lesser piece
    w(25, 15),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(25, 5),      // safe check, knight
    w(25, 5),      // safe check, bishop
    w(25, 5),      // safe check, rook
    w(25, 5),      // safe check, queen
    w(0, 0),       // safe check, king
    w(25, 5),      // safe check, archbishop
    w(25, 5),      // safe check, chancellor
    w(25, 5),      // safe check, general
    w(25, 5),      // safe check, consul
    w(0, 0),       // king zone attack, 1 attacker
    w(0, 0),       // king zone attack, 2 attackers
    w(0, 0),       // king zone attack, 3 attackers
    w(0, 0),       // king zone attack, 4 or more attackers
    w(0, 0),       // weak king zone square
    w(0, 0),       // open file at the enemy king
    w(0, 0),       // half-open file at the enemy king
    w(7, -3),      // tempo
    w(0, 0),       // passed pawn, enemy king's distance
    w(0, 0),       // passed pawn, own king's distance
    w(0, 0),       // passed pawn, blocked
    w(2, 0),       // space
    w(20, 20),     // threat by a pawn push
    w(0, 0),       // shelter, next file, no pawn
    w(0, 0),       // shelter, next file, rank 2
    w(0, 0),       // shelter, next file, rank 3
    w(0, 0),       // shelter, next file, rank 4
    w(0, 0),       // shelter, next file, rank 5
    w(0, 0),       // shelter, next file, rank 6
    w(0, 0),       // shelter, next file, rank 7 or beyond
    w(0, 0),       // shelter, king's file, no pawn
    w(0, 0),       // shelter, king's file, rank 2
    w(0, 0),       // shelter, king's file, rank 3
    w(0, 0),       // shelter, king's file, rank 4
    w(0, 0),       // shelter, king's file, rank 5
    w(0, 0),       // shelter, king's file, rank 6
    w(0, 0),       // shelter, king's file, rank 7 or beyond
    w(0, 0),       // storm, no pawn
    w(0, 0),       // storm, rank 2
    w(0, 0),       // storm, rank 3
    w(0, 0),       // storm, rank 4
    w(0, 0),       // storm, rank 5
    w(0, 0),       // storm, rank 6
    w(0, 0),       // storm, rank 7 or beyond
    w(0, 0),       // blocked storm, no pawn
    w(0, 0),       // blocked storm, rank 2
    w(0, 0),       // blocked storm, rank 3
    w(0, 0),       // blocked storm, rank 4
    w(0, 0),       // blocked storm, rank 5
    w(0, 0),       // blocked storm, rank 6
    w(0, 0),       // blocked storm, rank 7 or beyond
    w(0, 0),       // flank attack
    w(0, 0),       // king on a pawnless flank
    w(0, 0),       // phalanx pawn, rank 1
    w(0, 0),       // phalanx pawn, rank 2
    w(0, 0),       // phalanx pawn, rank 3
    w(0, 0),       // phalanx pawn, rank 4
    w(0, 0),       // phalanx pawn, rank 5
    w(0, 0),       // phalanx pawn, rank 6
    w(0, 0),       // phalanx pawn, rank 7
    w(0, 0),       // phalanx pawn, rank 8
    w(0, 0),       // supported pawn, rank 1
    w(0, 0),       // supported pawn, rank 2
    w(0, 0),       // supported pawn, rank 3
    w(0, 0),       // supported pawn, rank 4
    w(0, 0),       // supported pawn, rank 5
    w(0, 0),       // supported pawn, rank 6
    w(0, 0),       // supported pawn, rank 7
    w(0, 0),       // supported pawn, rank 8
    w(0, 0),       // backward pawn
    w(0, 0),       // outpost, pawn
    w(0, 0),       // outpost, knight
    w(0, 0),       // outpost, bishop
    w(0, 0),       // outpost, rook
    w(0, 0),       // outpost, queen
    w(0, 0),       // outpost, king
    w(0, 0),       // outpost, archbishop
    w(0, 0),       // outpost, chancellor
    w(0, 0),       // outpost, general
    w(0, 0),       // outpost, consul
    w(0, 0),       // behind a pawn, pawn
    w(0, 0),       // behind a pawn, knight
    w(0, 0),       // behind a pawn, bishop
    w(0, 0),       // behind a pawn, rook
    w(0, 0),       // behind a pawn, queen
    w(0, 0),       // behind a pawn, king
    w(0, 0),       // behind a pawn, archbishop
    w(0, 0),       // behind a pawn, chancellor
    w(0, 0),       // behind a pawn, general
    w(0, 0),       // behind a pawn, consul
    w(0, 0),       // distance from the own king, pawn
    w(0, 0),       // distance from the own king, knight
    w(0, 0),       // distance from the own king, bishop
    w(0, 0),       // distance from the own king, rook
    w(0, 0),       // distance from the own king, queen
    w(0, 0),       // distance from the own king, king
    w(0, 0),       // distance from the own king, archbishop
    w(0, 0),       // distance from the own king, chancellor
    w(0, 0),       // distance from the own king, general
    w(0, 0),       // distance from the own king, consul
    w(0, 0),       // own pawns on the bishop's colour
    w(0, 0),       // threat by a minor piece, pawn
    w(0, 0),       // threat by a minor piece, knight
    w(0, 0),       // threat by a minor piece, bishop
    w(0, 0),       // threat by a minor piece, rook
    w(0, 0),       // threat by a minor piece, queen
    w(0, 0),       // threat by a minor piece, king
    w(0, 0),       // threat by a minor piece, archbishop
    w(0, 0),       // threat by a minor piece, chancellor
    w(0, 0),       // threat by a minor piece, general
    w(0, 0),       // threat by a minor piece, consul
    w(0, 0),       // threat by a rook, pawn
    w(0, 0),       // threat by a rook, knight
    w(0, 0),       // threat by a rook, bishop
    w(0, 0),       // threat by a rook, rook
    w(0, 0),       // threat by a rook, queen
    w(0, 0),       // threat by a rook, king
    w(0, 0),       // threat by a rook, archbishop
    w(0, 0),       // threat by a rook, chancellor
    w(0, 0),       // threat by a rook, general
    w(0, 0),       // threat by a rook, consul
    w(0, 0),       // restricted square
    w(0, 0),       // passed pawn, free way
    w(0, 0),       // passed pawn, way covered by own pawns
    w(0, 0),       // passed pawn, own file safe
    w(0, 0),       // passed pawn, stop square safe
    w(0, 0),       // passed pawn, stop square defended
    w(0, 0),       // threat by the king
    w(0, 0),       // weak piece defended by a queen
    w(0, 0),       // rook trapped by its king
    w(0, 0),       // knight on queen
    w(0, 0),       // slider on queen
    w(0, 0),       // rook on queen file
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(40, 20),     // danger, 8 files: attacker, knight
    w(40, 20),     // danger, 8 files: attacker, bishop
    w(40, 20),     // danger, 8 files: attacker, rook
    w(40, 20),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(40, 20),     // danger, 8 files: attacker, archbishop
    w(40, 20),     // danger, 8 files: attacker, chancellor
    w(40, 20),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(20, 10),     // danger, 8 files: zone attack
    w(40, 20),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(60, 30),     // danger, 8 files: safe check, knight
    w(60, 30),     // danger, 8 files: safe check, bishop
    w(60, 30),     // danger, 8 files: safe check, rook
    w(60, 30),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(60, 30),     // danger, 8 files: safe check, archbishop
    w(60, 30),     // danger, 8 files: safe check, chancellor
    w(60, 30),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(30, 15),     // danger, 8 files: file without the king's pawns
    w(-30, -15),   // danger, 8 files: shield pawn
    w(4, 4),       // danger, 8 files: flank attack
    w(-4, -4),     // danger, 8 files: flank defense
    w(40, 20),     // danger, 8 files: unsafe check
    w(-100, -50),  // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(40, 20),     // danger, 10 files: attacker, knight
    w(40, 20),     // danger, 10 files: attacker, bishop
    w(40, 20),     // danger, 10 files: attacker, rook
    w(40, 20),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(40, 20),     // danger, 10 files: attacker, archbishop
    w(40, 20),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(20, 10),     // danger, 10 files: zone attack
    w(40, 20),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(60, 30),     // danger, 10 files: safe check, knight
    w(60, 30),     // danger, 10 files: safe check, bishop
    w(60, 30),     // danger, 10 files: safe check, rook
    w(60, 30),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(60, 30),     // danger, 10 files: safe check, archbishop
    w(60, 30),     // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(30, 15),     // danger, 10 files: file without the king's pawns
    w(-30, -15),   // danger, 10 files: shield pawn
    w(4, 4),       // danger, 10 files: flank attack
    w(-4, -4),     // danger, 10 files: flank defense
    w(40, 20),     // danger, 10 files: unsafe check
    w(-100, -50),  // danger, 10 files: bias
];
