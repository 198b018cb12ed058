//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned on 507222 positions from 12254 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000-seed113.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.000000001, danger l2 0.000000001, score weight 0.5 on 507222 scored positions), K = 0.8363:
//! loss 0.057524 -> 0.049606, on 55923 positions of 1358 held-out games 0.155211 -> 0.149815.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(69, 95),     // material pawn
    w(335, 343),   // material knight
    w(361, 396),   // material bishop
    w(500, 638),   // material rook
    w(968, 1153),  // material queen
    w(0, 0),       // material king
    w(862, 911),   // material archbishop
    w(918, 1033),  // material chancellor
    w(1217, 1274), // material general
    w(756, 752),   // material consul
    w(-5, 3),      // 8 files, pawn, file 0 from the edge
    w(7, 6),       // 8 files, pawn, file 1 from the edge
    w(16, -3),     // 8 files, pawn, file 2 from the edge
    w(15, -8),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(4, 11),      // 8 files, knight, file 0 from the edge
    w(19, 13),     // 8 files, knight, file 1 from the edge
    w(24, 29),     // 8 files, knight, file 2 from the edge
    w(25, 40),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(9, 0),       // 8 files, bishop, file 0 from the edge
    w(14, 7),      // 8 files, bishop, file 1 from the edge
    w(8, 2),       // 8 files, bishop, file 2 from the edge
    w(0, 2),       // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-32, 14),    // 8 files, rook, file 0 from the edge
    w(-15, 27),    // 8 files, rook, file 1 from the edge
    w(12, 16),     // 8 files, rook, file 2 from the edge
    w(20, 20),     // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(-10, -3),    // 8 files, queen, file 0 from the edge
    w(-13, 0),     // 8 files, queen, file 1 from the edge
    w(-6, 15),     // 8 files, queen, file 2 from the edge
    w(9, 23),      // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(26, -24),    // 8 files, king, file 0 from the edge
    w(28, 13),     // 8 files, king, file 1 from the edge
    w(4, 24),      // 8 files, king, file 2 from the edge
    w(-10, 22),    // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(7, 33),      // 8 files, archbishop, file 0 from the edge
    w(23, 29),     // 8 files, archbishop, file 1 from the edge
    w(31, 24),     // 8 files, archbishop, file 2 from the edge
    w(24, 3),      // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(1, -14),     // 8 files, chancellor, file 0 from the edge
    w(2, 30),      // 8 files, chancellor, file 1 from the edge
    w(22, 19),     // 8 files, chancellor, file 2 from the edge
    w(11, 35),     // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-6, 18),     // 8 files, general, file 0 from the edge
    w(-2, -6),     // 8 files, general, file 1 from the edge
    w(1, 20),      // 8 files, general, file 2 from the edge
    w(-2, 15),     // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-9, 3),      // 10 files, pawn, file 0 from the edge
    w(0, 2),       // 10 files, pawn, file 1 from the edge
    w(-5, -2),     // 10 files, pawn, file 2 from the edge
    w(5, 3),       // 10 files, pawn, file 3 from the edge
    w(9, -9),      // 10 files, pawn, file 4 from the edge
    w(-11, -27),   // 10 files, knight, file 0 from the edge
    w(-3, -2),     // 10 files, knight, file 1 from the edge
    w(2, 5),       // 10 files, knight, file 2 from the edge
    w(11, 16),     // 10 files, knight, file 3 from the edge
    w(17, 11),     // 10 files, knight, file 4 from the edge
    w(10, 12),     // 10 files, bishop, file 0 from the edge
    w(1, 18),      // 10 files, bishop, file 1 from the edge
    w(8, 13),      // 10 files, bishop, file 2 from the edge
    w(6, 21),      // 10 files, bishop, file 3 from the edge
    w(7, 22),      // 10 files, bishop, file 4 from the edge
    w(-26, 12),    // 10 files, rook, file 0 from the edge
    w(-2, 11),     // 10 files, rook, file 1 from the edge
    w(17, 17),     // 10 files, rook, file 2 from the edge
    w(21, 21),     // 10 files, rook, file 3 from the edge
    w(20, 18),     // 10 files, rook, file 4 from the edge
    w(5, 16),      // 10 files, queen, file 0 from the edge
    w(3, 34),      // 10 files, queen, file 1 from the edge
    w(13, 40),     // 10 files, queen, file 2 from the edge
    w(14, 45),     // 10 files, queen, file 3 from the edge
    w(18, 49),     // 10 files, queen, file 4 from the edge
    w(31, -40),    // 10 files, king, file 0 from the edge
    w(56, 10),     // 10 files, king, file 1 from the edge
    w(33, 25),     // 10 files, king, file 2 from the edge
    w(-13, 31),    // 10 files, king, file 3 from the edge
    w(-31, 35),    // 10 files, king, file 4 from the edge
    w(-8, 2),      // 10 files, archbishop, file 0 from the edge
    w(-5, 8),      // 10 files, archbishop, file 1 from the edge
    w(0, 9),       // 10 files, archbishop, file 2 from the edge
    w(0, 5),       // 10 files, archbishop, file 3 from the edge
    w(4, 11),      // 10 files, archbishop, file 4 from the edge
    w(10, 22),     // 10 files, chancellor, file 0 from the edge
    w(5, 9),       // 10 files, chancellor, file 1 from the edge
    w(8, 26),      // 10 files, chancellor, file 2 from the edge
    w(17, 22),     // 10 files, chancellor, file 3 from the edge
    w(7, 48),      // 10 files, chancellor, file 4 from the edge
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
    w(4, 21),      // 8 files, pawn, rank 2
    w(2, 6),       // 8 files, pawn, rank 3
    w(16, 12),     // 8 files, pawn, rank 4
    w(25, 18),     // 8 files, pawn, rank 5
    w(12, 50),     // 8 files, pawn, rank 6
    w(34, 72),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(-12, -22),   // 8 files, knight, rank 1
    w(-5, 0),      // 8 files, knight, rank 2
    w(9, 9),       // 8 files, knight, rank 3
    w(33, 28),     // 8 files, knight, rank 4
    w(34, 33),     // 8 files, knight, rank 5
    w(27, 27),     // 8 files, knight, rank 6
    w(12, 30),     // 8 files, knight, rank 7
    w(-2, 10),     // 8 files, knight, rank 8
    w(-2, -7),     // 8 files, bishop, rank 1
    w(8, -6),      // 8 files, bishop, rank 2
    w(10, 6),      // 8 files, bishop, rank 3
    w(11, -9),     // 8 files, bishop, rank 4
    w(13, 0),      // 8 files, bishop, rank 5
    w(11, 0),      // 8 files, bishop, rank 6
    w(4, 18),      // 8 files, bishop, rank 7
    w(-12, 22),    // 8 files, bishop, rank 8
    w(1, 8),       // 8 files, rook, rank 1
    w(-20, -8),    // 8 files, rook, rank 2
    w(-27, 14),    // 8 files, rook, rank 3
    w(2, 10),      // 8 files, rook, rank 4
    w(4, 22),      // 8 files, rook, rank 5
    w(22, 14),     // 8 files, rook, rank 6
    w(13, 19),     // 8 files, rook, rank 7
    w(-4, 5),      // 8 files, rook, rank 8
    w(-10, -12),   // 8 files, queen, rank 1
    w(6, 10),      // 8 files, queen, rank 2
    w(-7, 13),     // 8 files, queen, rank 3
    w(-14, 14),    // 8 files, queen, rank 4
    w(3, -2),      // 8 files, queen, rank 5
    w(6, 8),       // 8 files, queen, rank 6
    w(6, 11),      // 8 files, queen, rank 7
    w(-4, 2),      // 8 files, queen, rank 8
    w(4, -25),     // 8 files, king, rank 1
    w(-5, -1),     // 8 files, king, rank 2
    w(-38, 14),    // 8 files, king, rank 3
    w(-52, 19),    // 8 files, king, rank 4
    w(-61, 23),    // 8 files, king, rank 5
    w(-75, 32),    // 8 files, king, rank 6
    w(-87, 21),    // 8 files, king, rank 7
    w(-105, -12),  // 8 files, king, rank 8
    w(16, 10),     // 8 files, archbishop, rank 1
    w(18, 1),      // 8 files, archbishop, rank 2
    w(19, 21),     // 8 files, archbishop, rank 3
    w(27, 34),     // 8 files, archbishop, rank 4
    w(16, 15),     // 8 files, archbishop, rank 5
    w(14, 8),      // 8 files, archbishop, rank 6
    w(-4, 21),     // 8 files, archbishop, rank 7
    w(3, 4),       // 8 files, archbishop, rank 8
    w(5, 2),       // 8 files, chancellor, rank 1
    w(-3, 18),     // 8 files, chancellor, rank 2
    w(8, 16),      // 8 files, chancellor, rank 3
    w(3, 3),       // 8 files, chancellor, rank 4
    w(5, 22),      // 8 files, chancellor, rank 5
    w(33, 11),     // 8 files, chancellor, rank 6
    w(-6, 10),     // 8 files, chancellor, rank 7
    w(13, 14),     // 8 files, chancellor, rank 8
    w(4, 16),      // 8 files, general, rank 1
    w(9, 1),       // 8 files, general, rank 2
    w(-5, 20),     // 8 files, general, rank 3
    w(-4, -1),     // 8 files, general, rank 4
    w(-24, 12),    // 8 files, general, rank 5
    w(2, 1),       // 8 files, general, rank 6
    w(21, 16),     // 8 files, general, rank 7
    w(12, 6),      // 8 files, general, rank 8
    w(0, 0),       // 8 files, consul, rank 1
    w(1, 1),       // 8 files, consul, rank 2
    w(2, 2),       // 8 files, consul, rank 3
    w(3, 3),       // 8 files, consul, rank 4
    w(3, 3),       // 8 files, consul, rank 5
    w(2, 2),       // 8 files, consul, rank 6
    w(1, 1),       // 8 files, consul, rank 7
    w(0, 0),       // 8 files, consul, rank 8
    w(0, 0),       // 10 files, pawn, rank 1
    w(-2, 21),     // 10 files, pawn, rank 2
    w(-9, 1),      // 10 files, pawn, rank 3
    w(0, 4),       // 10 files, pawn, rank 4
    w(3, 16),      // 10 files, pawn, rank 5
    w(13, 49),     // 10 files, pawn, rank 6
    w(40, 88),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-22, -31),   // 10 files, knight, rank 1
    w(-13, -14),   // 10 files, knight, rank 2
    w(1, 1),       // 10 files, knight, rank 3
    w(25, 16),     // 10 files, knight, rank 4
    w(27, 15),     // 10 files, knight, rank 5
    w(17, 23),     // 10 files, knight, rank 6
    w(6, 16),      // 10 files, knight, rank 7
    w(-15, -12),   // 10 files, knight, rank 8
    w(-3, -14),    // 10 files, bishop, rank 1
    w(20, -12),    // 10 files, bishop, rank 2
    w(13, 20),     // 10 files, bishop, rank 3
    w(12, 6),      // 10 files, bishop, rank 4
    w(11, 11),     // 10 files, bishop, rank 5
    w(9, 14),      // 10 files, bishop, rank 6
    w(-4, 28),     // 10 files, bishop, rank 7
    w(-23, 39),    // 10 files, bishop, rank 8
    w(3, 0),       // 10 files, rook, rank 1
    w(-26, 0),     // 10 files, rook, rank 2
    w(-10, 13),    // 10 files, rook, rank 3
    w(-7, 18),     // 10 files, rook, rank 4
    w(5, 12),      // 10 files, rook, rank 5
    w(10, 12),     // 10 files, rook, rank 6
    w(24, 15),     // 10 files, rook, rank 7
    w(32, 11),     // 10 files, rook, rank 8
    w(22, 8),      // 10 files, queen, rank 1
    w(25, 9),      // 10 files, queen, rank 2
    w(6, 28),      // 10 files, queen, rank 3
    w(-3, 48),     // 10 files, queen, rank 4
    w(-10, 32),    // 10 files, queen, rank 5
    w(10, 18),     // 10 files, queen, rank 6
    w(-5, 34),     // 10 files, queen, rank 7
    w(12, 8),      // 10 files, queen, rank 8
    w(17, -25),    // 10 files, king, rank 1
    w(7, 0),       // 10 files, king, rank 2
    w(-43, 5),     // 10 files, king, rank 3
    w(-65, 11),    // 10 files, king, rank 4
    w(-64, 26),    // 10 files, king, rank 5
    w(-73, 36),    // 10 files, king, rank 6
    w(-93, 35),    // 10 files, king, rank 7
    w(-106, -16),  // 10 files, king, rank 8
    w(10, -13),    // 10 files, archbishop, rank 1
    w(21, -23),    // 10 files, archbishop, rank 2
    w(9, 2),       // 10 files, archbishop, rank 3
    w(10, 25),     // 10 files, archbishop, rank 4
    w(7, 20),      // 10 files, archbishop, rank 5
    w(2, -6),      // 10 files, archbishop, rank 6
    w(-22, 22),    // 10 files, archbishop, rank 7
    w(-39, 17),    // 10 files, archbishop, rank 8
    w(-6, 1),      // 10 files, chancellor, rank 1
    w(3, 29),      // 10 files, chancellor, rank 2
    w(-9, 27),     // 10 files, chancellor, rank 3
    w(-1, 4),      // 10 files, chancellor, rank 4
    w(-11, 22),    // 10 files, chancellor, rank 5
    w(15, 5),      // 10 files, chancellor, rank 6
    w(2, 30),      // 10 files, chancellor, rank 7
    w(60, 17),     // 10 files, chancellor, rank 8
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
    w(8, 5),       // mobility knight
    w(7, 5),       // mobility bishop
    w(4, 0),       // mobility rook
    w(3, 4),       // mobility queen
    w(0, 0),       // mobility king
    w(4, 10),      // mobility archbishop
    w(3, 8),       // mobility chancellor
    w(0, 8),       // mobility general
    w(1, 22),      // mobility consul
    w(0, 4),       // king attack
    w(5, -2),      // king shield
    w(30, 37),     // bishop pair
    w(-8, -10),    // doubled pawn
    w(-5, -12),    // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(10, 3),      // passed pawn, rank 2
    w(-10, 14),    // passed pawn, rank 3
    w(-20, 28),    // passed pawn, rank 4
    w(-2, 60),     // passed pawn, rank 5
    w(21, 92),     // passed pawn, rank 6
    w(76, 116),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(27, 6),      // rook on open file
    w(8, 15),      // rook on half-open file
    w(76, 19),     // pawn threat
    w(62, 21),     // threat by a lesser piece
    w(16, 30),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(47, -3),     // safe check, knight
    w(30, 18),     // safe check, bishop
    w(76, 3),      // safe check, rook
    w(35, 4),      // safe check, queen
    w(0, 0),       // safe check, king
    w(31, 12),     // safe check, archbishop
    w(50, 29),     // safe check, chancellor
    w(20, 5),      // safe check, general
    w(25, 5),      // safe check, consul
    w(-1, 1),      // king zone attack, 1 attacker
    w(1, -3),      // king zone attack, 2 attackers
    w(5, -9),      // king zone attack, 3 attackers
    w(6, -12),     // king zone attack, 4 or more attackers
    w(10, 0),      // weak king zone square
    w(5, 33),      // open file at the enemy king
    w(6, 17),      // half-open file at the enemy king
    w(51, 21),     // tempo
    w(0, 12),      // passed pawn, enemy king's distance
    w(3, -7),      // passed pawn, own king's distance
    w(-14, -13),   // passed pawn, blocked
    w(1, 0),       // space
    w(21, 16),     // threat by a pawn push
    w(-4, 3),      // shelter, next file, no pawn
    w(6, -2),      // shelter, next file, rank 2
    w(-3, -11),    // shelter, next file, rank 3
    w(-5, -14),    // shelter, next file, rank 4
    w(-6, -10),    // shelter, next file, rank 5
    w(5, 3),       // shelter, next file, rank 6
    w(7, 31),      // shelter, next file, rank 7 or beyond
    w(-16, 1),     // shelter, king's file, no pawn
    w(20, 1),      // shelter, king's file, rank 2
    w(13, -1),     // shelter, king's file, rank 3
    w(-4, -10),    // shelter, king's file, rank 4
    w(-16, -6),    // shelter, king's file, rank 5
    w(0, 5),       // shelter, king's file, rank 6
    w(4, 9),       // shelter, king's file, rank 7 or beyond
    w(9, -6),      // storm, no pawn
    w(-31, -30),   // storm, rank 2
    w(31, -19),    // storm, rank 3
    w(11, -1),     // storm, rank 4
    w(4, 1),       // storm, rank 5
    w(-6, 9),      // storm, rank 6
    w(3, -3),      // storm, rank 7 or beyond
    w(0, 0),       // blocked storm, no pawn
    w(0, 0),       // blocked storm, rank 2
    w(10, 18),     // blocked storm, rank 3
    w(-4, -9),     // blocked storm, rank 4
    w(7, 12),      // blocked storm, rank 5
    w(-14, 22),    // blocked storm, rank 6
    w(-20, 6),     // blocked storm, rank 7 or beyond
    w(3, -4),      // flank attack
    w(0, -54),     // king on a pawnless flank
    w(0, 0),       // phalanx pawn, rank 1
    w(5, -11),     // phalanx pawn, rank 2
    w(3, -1),      // phalanx pawn, rank 3
    w(6, 5),       // phalanx pawn, rank 4
    w(17, 28),     // phalanx pawn, rank 5
    w(38, 47),     // phalanx pawn, rank 6
    w(1, 13),      // phalanx pawn, rank 7
    w(0, 0),       // phalanx pawn, rank 8
    w(0, 0),       // supported pawn, rank 1
    w(0, 0),       // supported pawn, rank 2
    w(20, -1),     // supported pawn, rank 3
    w(6, 2),       // supported pawn, rank 4
    w(22, 18),     // supported pawn, rank 5
    w(45, 32),     // supported pawn, rank 6
    w(22, 7),      // supported pawn, rank 7
    w(0, 0),       // supported pawn, rank 8
    w(-1, -12),    // backward pawn
    w(0, 0),       // outpost, pawn
    w(18, 15),     // outpost, knight
    w(35, 19),     // outpost, bishop
    w(12, 15),     // outpost, rook
    w(11, 11),     // outpost, queen
    w(0, 0),       // outpost, king
    w(-2, 7),      // outpost, archbishop
    w(-5, -11),    // outpost, chancellor
    w(-8, -25),    // outpost, general
    w(0, 0),       // outpost, consul
    w(0, 0),       // behind a pawn, pawn
    w(1, 20),      // behind a pawn, knight
    w(6, 16),      // behind a pawn, bishop
    w(-6, -18),    // behind a pawn, rook
    w(-7, 11),     // behind a pawn, queen
    w(0, 0),       // behind a pawn, king
    w(4, 18),      // behind a pawn, archbishop
    w(-4, 24),     // behind a pawn, chancellor
    w(-1, 18),     // behind a pawn, general
    w(0, 0),       // behind a pawn, consul
    w(0, 0),       // distance from the own king, pawn
    w(-9, -4),     // distance from the own king, knight
    w(-5, -3),     // distance from the own king, bishop
    w(1, 5),       // distance from the own king, rook
    w(0, 11),      // distance from the own king, queen
    w(0, 0),       // distance from the own king, king
    w(-3, 10),     // distance from the own king, archbishop
    w(-6, 17),     // distance from the own king, chancellor
    w(-7, 31),     // distance from the own king, general
    w(0, 0),       // distance from the own king, consul
    w(-3, -10),    // own pawns on the bishop's colour
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(84, 27),     // danger, 8 files: attacker, knight
    w(49, 8),      // danger, 8 files: attacker, bishop
    w(44, 23),     // danger, 8 files: attacker, rook
    w(37, 12),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(55, 38),     // danger, 8 files: attacker, archbishop
    w(33, 12),     // danger, 8 files: attacker, chancellor
    w(34, 19),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(27, -20),    // danger, 8 files: zone attack
    w(87, 21),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(59, 29),     // danger, 8 files: safe check, knight
    w(60, 25),     // danger, 8 files: safe check, bishop
    w(59, 23),     // danger, 8 files: safe check, rook
    w(53, 19),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(64, 29),     // danger, 8 files: safe check, archbishop
    w(70, 23),     // danger, 8 files: safe check, chancellor
    w(66, 24),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(57, -43),    // danger, 8 files: file without the king's pawns
    w(-34, 32),    // danger, 8 files: shield pawn
    w(24, 34),     // danger, 8 files: flank attack
    w(-13, 3),     // danger, 8 files: flank defense
    w(12, 34),     // danger, 8 files: unsafe check
    w(-76, -36),   // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(103, 73),    // danger, 10 files: attacker, knight
    w(49, 9),      // danger, 10 files: attacker, bishop
    w(59, 15),     // danger, 10 files: attacker, rook
    w(29, 34),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(42, 37),     // danger, 10 files: attacker, archbishop
    w(50, 29),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(23, -22),    // danger, 10 files: zone attack
    w(85, 16),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(78, 37),     // danger, 10 files: safe check, knight
    w(67, 34),     // danger, 10 files: safe check, bishop
    w(69, 46),     // danger, 10 files: safe check, rook
    w(80, 18),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(93, 37),     // danger, 10 files: safe check, archbishop
    w(88, 36),     // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(65, -84),    // danger, 10 files: file without the king's pawns
    w(-17, 8),     // danger, 10 files: shield pawn
    w(38, 43),     // danger, 10 files: flank attack
    w(-30, 0),     // danger, 10 files: flank defense
    w(22, 43),     // danger, 10 files: unsafe check
    w(-30, -26),   // danger, 10 files: bias
];
