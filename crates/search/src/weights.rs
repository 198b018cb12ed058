//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned on 507222 positions from 12254 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000-seed113.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.000000001, danger l2 0.000000001, score weight 0.5 on 507222 scored positions), K = 0.8363:
//! loss 0.057524 -> 0.049308, on 55923 positions of 1358 held-out games 0.155211 -> 0.149552.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(67, 96),     // material pawn
    w(342, 344),   // material knight
    w(360, 392),   // material bishop
    w(501, 636),   // material rook
    w(971, 1155),  // material queen
    w(0, 0),       // material king
    w(867, 913),   // material archbishop
    w(923, 1036),  // material chancellor
    w(1219, 1275), // material general
    w(756, 752),   // material consul
    w(-4, 3),      // 8 files, pawn, file 0 from the edge
    w(5, 6),       // 8 files, pawn, file 1 from the edge
    w(15, -3),     // 8 files, pawn, file 2 from the edge
    w(14, -8),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(1, 11),      // 8 files, knight, file 0 from the edge
    w(19, 13),     // 8 files, knight, file 1 from the edge
    w(25, 29),     // 8 files, knight, file 2 from the edge
    w(27, 41),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(8, 1),       // 8 files, bishop, file 0 from the edge
    w(13, 7),      // 8 files, bishop, file 1 from the edge
    w(8, 1),       // 8 files, bishop, file 2 from the edge
    w(-1, 1),      // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-32, 14),    // 8 files, rook, file 0 from the edge
    w(-15, 26),    // 8 files, rook, file 1 from the edge
    w(13, 16),     // 8 files, rook, file 2 from the edge
    w(20, 19),     // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(-10, -4),    // 8 files, queen, file 0 from the edge
    w(-13, 0),     // 8 files, queen, file 1 from the edge
    w(-6, 16),     // 8 files, queen, file 2 from the edge
    w(9, 23),      // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(24, -23),    // 8 files, king, file 0 from the edge
    w(27, 13),     // 8 files, king, file 1 from the edge
    w(5, 24),      // 8 files, king, file 2 from the edge
    w(-8, 22),     // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(6, 32),      // 8 files, archbishop, file 0 from the edge
    w(23, 29),     // 8 files, archbishop, file 1 from the edge
    w(31, 25),     // 8 files, archbishop, file 2 from the edge
    w(26, 4),      // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(0, -15),     // 8 files, chancellor, file 0 from the edge
    w(2, 30),      // 8 files, chancellor, file 1 from the edge
    w(21, 20),     // 8 files, chancellor, file 2 from the edge
    w(11, 36),     // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-7, 18),     // 8 files, general, file 0 from the edge
    w(-1, -6),     // 8 files, general, file 1 from the edge
    w(2, 21),      // 8 files, general, file 2 from the edge
    w(-1, 16),     // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-8, 3),      // 10 files, pawn, file 0 from the edge
    w(-1, 2),      // 10 files, pawn, file 1 from the edge
    w(-5, -2),     // 10 files, pawn, file 2 from the edge
    w(5, 3),       // 10 files, pawn, file 3 from the edge
    w(9, -9),      // 10 files, pawn, file 4 from the edge
    w(-13, -28),   // 10 files, knight, file 0 from the edge
    w(-2, -2),     // 10 files, knight, file 1 from the edge
    w(5, 5),       // 10 files, knight, file 2 from the edge
    w(14, 17),     // 10 files, knight, file 3 from the edge
    w(21, 12),     // 10 files, knight, file 4 from the edge
    w(11, 13),     // 10 files, bishop, file 0 from the edge
    w(1, 19),      // 10 files, bishop, file 1 from the edge
    w(8, 13),      // 10 files, bishop, file 2 from the edge
    w(6, 19),      // 10 files, bishop, file 3 from the edge
    w(7, 20),      // 10 files, bishop, file 4 from the edge
    w(-26, 12),    // 10 files, rook, file 0 from the edge
    w(-2, 11),     // 10 files, rook, file 1 from the edge
    w(17, 16),     // 10 files, rook, file 2 from the edge
    w(22, 21),     // 10 files, rook, file 3 from the edge
    w(19, 18),     // 10 files, rook, file 4 from the edge
    w(8, 14),      // 10 files, queen, file 0 from the edge
    w(4, 33),      // 10 files, queen, file 1 from the edge
    w(13, 40),     // 10 files, queen, file 2 from the edge
    w(14, 47),     // 10 files, queen, file 3 from the edge
    w(19, 50),     // 10 files, queen, file 4 from the edge
    w(29, -40),    // 10 files, king, file 0 from the edge
    w(54, 10),     // 10 files, king, file 1 from the edge
    w(34, 25),     // 10 files, king, file 2 from the edge
    w(-12, 30),    // 10 files, king, file 3 from the edge
    w(-30, 34),    // 10 files, king, file 4 from the edge
    w(-9, 1),      // 10 files, archbishop, file 0 from the edge
    w(-6, 8),      // 10 files, archbishop, file 1 from the edge
    w(1, 10),      // 10 files, archbishop, file 2 from the edge
    w(2, 5),       // 10 files, archbishop, file 3 from the edge
    w(7, 12),      // 10 files, archbishop, file 4 from the edge
    w(10, 21),     // 10 files, chancellor, file 0 from the edge
    w(6, 9),       // 10 files, chancellor, file 1 from the edge
    w(9, 27),      // 10 files, chancellor, file 2 from the edge
    w(18, 23),     // 10 files, chancellor, file 3 from the edge
    w(9, 48),      // 10 files, chancellor, file 4 from the edge
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
    w(7, 21),      // 8 files, pawn, rank 2
    w(3, 6),       // 8 files, pawn, rank 3
    w(14, 13),     // 8 files, pawn, rank 4
    w(24, 18),     // 8 files, pawn, rank 5
    w(11, 50),     // 8 files, pawn, rank 6
    w(34, 71),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(-16, -20),   // 8 files, knight, rank 1
    w(-9, 2),      // 8 files, knight, rank 2
    w(6, 11),      // 8 files, knight, rank 3
    w(34, 28),     // 8 files, knight, rank 4
    w(39, 31),     // 8 files, knight, rank 5
    w(30, 25),     // 8 files, knight, rank 6
    w(14, 30),     // 8 files, knight, rank 7
    w(-2, 10),     // 8 files, knight, rank 8
    w(0, -5),      // 8 files, bishop, rank 1
    w(9, -5),      // 8 files, bishop, rank 2
    w(11, 5),      // 8 files, bishop, rank 3
    w(11, -11),    // 8 files, bishop, rank 4
    w(10, -2),     // 8 files, bishop, rank 5
    w(9, 0),       // 8 files, bishop, rank 6
    w(4, 18),      // 8 files, bishop, rank 7
    w(-13, 21),    // 8 files, bishop, rank 8
    w(3, 10),      // 8 files, rook, rank 1
    w(-20, -6),    // 8 files, rook, rank 2
    w(-26, 16),    // 8 files, rook, rank 3
    w(3, 9),       // 8 files, rook, rank 4
    w(3, 21),      // 8 files, rook, rank 5
    w(23, 11),     // 8 files, rook, rank 6
    w(10, 15),     // 8 files, rook, rank 7
    w(-5, 6),      // 8 files, rook, rank 8
    w(-13, -13),   // 8 files, queen, rank 1
    w(4, 10),      // 8 files, queen, rank 2
    w(-8, 13),     // 8 files, queen, rank 3
    w(-14, 14),    // 8 files, queen, rank 4
    w(5, -2),      // 8 files, queen, rank 5
    w(8, 8),       // 8 files, queen, rank 6
    w(7, 11),      // 8 files, queen, rank 7
    w(-4, 1),      // 8 files, queen, rank 8
    w(2, -25),     // 8 files, king, rank 1
    w(-5, -1),     // 8 files, king, rank 2
    w(-38, 14),    // 8 files, king, rank 3
    w(-52, 19),    // 8 files, king, rank 4
    w(-61, 22),    // 8 files, king, rank 5
    w(-75, 32),    // 8 files, king, rank 6
    w(-87, 22),    // 8 files, king, rank 7
    w(-105, -11),  // 8 files, king, rank 8
    w(10, 11),     // 8 files, archbishop, rank 1
    w(14, 2),      // 8 files, archbishop, rank 2
    w(16, 21),     // 8 files, archbishop, rank 3
    w(30, 33),     // 8 files, archbishop, rank 4
    w(22, 14),     // 8 files, archbishop, rank 5
    w(16, 8),      // 8 files, archbishop, rank 6
    w(-1, 21),     // 8 files, archbishop, rank 7
    w(2, 4),       // 8 files, archbishop, rank 8
    w(2, 1),       // 8 files, chancellor, rank 1
    w(-7, 19),     // 8 files, chancellor, rank 2
    w(5, 16),      // 8 files, chancellor, rank 3
    w(2, 4),       // 8 files, chancellor, rank 4
    w(9, 23),      // 8 files, chancellor, rank 5
    w(36, 11),     // 8 files, chancellor, rank 6
    w(-1, 10),     // 8 files, chancellor, rank 7
    w(13, 13),     // 8 files, chancellor, rank 8
    w(-1, 16),     // 8 files, general, rank 1
    w(4, 1),       // 8 files, general, rank 2
    w(-7, 21),     // 8 files, general, rank 3
    w(-4, -2),     // 8 files, general, rank 4
    w(-18, 11),    // 8 files, general, rank 5
    w(7, 2),       // 8 files, general, rank 6
    w(25, 16),     // 8 files, general, rank 7
    w(11, 6),      // 8 files, general, rank 8
    w(0, 0),       // 8 files, consul, rank 1
    w(1, 1),       // 8 files, consul, rank 2
    w(2, 2),       // 8 files, consul, rank 3
    w(3, 3),       // 8 files, consul, rank 4
    w(3, 3),       // 8 files, consul, rank 5
    w(2, 2),       // 8 files, consul, rank 6
    w(1, 1),       // 8 files, consul, rank 7
    w(0, 0),       // 8 files, consul, rank 8
    w(0, 0),       // 10 files, pawn, rank 1
    w(0, 20),      // 10 files, pawn, rank 2
    w(-8, 1),      // 10 files, pawn, rank 3
    w(-1, 4),      // 10 files, pawn, rank 4
    w(2, 16),      // 10 files, pawn, rank 5
    w(12, 49),     // 10 files, pawn, rank 6
    w(40, 88),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-28, -29),   // 10 files, knight, rank 1
    w(-17, -12),   // 10 files, knight, rank 2
    w(0, 3),       // 10 files, knight, rank 3
    w(27, 16),     // 10 files, knight, rank 4
    w(32, 12),     // 10 files, knight, rank 5
    w(21, 22),     // 10 files, knight, rank 6
    w(10, 16),     // 10 files, knight, rank 7
    w(-12, -14),   // 10 files, knight, rank 8
    w(-1, -12),    // 10 files, bishop, rank 1
    w(22, -12),    // 10 files, bishop, rank 2
    w(14, 18),     // 10 files, bishop, rank 3
    w(11, 5),      // 10 files, bishop, rank 4
    w(7, 11),      // 10 files, bishop, rank 5
    w(8, 14),      // 10 files, bishop, rank 6
    w(-2, 28),     // 10 files, bishop, rank 7
    w(-21, 38),    // 10 files, bishop, rank 8
    w(5, 2),       // 10 files, rook, rank 1
    w(-25, 3),     // 10 files, rook, rank 2
    w(-7, 16),     // 10 files, rook, rank 3
    w(-7, 18),     // 10 files, rook, rank 4
    w(6, 10),      // 10 files, rook, rank 5
    w(11, 10),     // 10 files, rook, rank 6
    w(21, 10),     // 10 files, rook, rank 7
    w(29, 11),     // 10 files, rook, rank 8
    w(19, 8),      // 10 files, queen, rank 1
    w(22, 10),     // 10 files, queen, rank 2
    w(6, 28),      // 10 files, queen, rank 3
    w(-1, 49),     // 10 files, queen, rank 4
    w(-8, 33),     // 10 files, queen, rank 5
    w(13, 18),     // 10 files, queen, rank 6
    w(-3, 35),     // 10 files, queen, rank 7
    w(12, 8),      // 10 files, queen, rank 8
    w(18, -25),    // 10 files, king, rank 1
    w(8, 1),       // 10 files, king, rank 2
    w(-45, 5),     // 10 files, king, rank 3
    w(-65, 11),    // 10 files, king, rank 4
    w(-64, 26),    // 10 files, king, rank 5
    w(-73, 35),    // 10 files, king, rank 6
    w(-93, 35),    // 10 files, king, rank 7
    w(-106, -16),  // 10 files, king, rank 8
    w(3, -12),     // 10 files, archbishop, rank 1
    w(17, -22),    // 10 files, archbishop, rank 2
    w(6, 3),       // 10 files, archbishop, rank 3
    w(13, 26),     // 10 files, archbishop, rank 4
    w(14, 20),     // 10 files, archbishop, rank 5
    w(5, -7),      // 10 files, archbishop, rank 6
    w(-18, 21),    // 10 files, archbishop, rank 7
    w(-38, 16),    // 10 files, archbishop, rank 8
    w(-11, 0),     // 10 files, chancellor, rank 1
    w(-1, 29),     // 10 files, chancellor, rank 2
    w(-12, 29),    // 10 files, chancellor, rank 3
    w(-1, 5),      // 10 files, chancellor, rank 4
    w(-6, 23),     // 10 files, chancellor, rank 5
    w(21, 6),      // 10 files, chancellor, rank 6
    w(9, 28),      // 10 files, chancellor, rank 7
    w(62, 17),     // 10 files, chancellor, rank 8
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
    w(7, 4),       // mobility knight
    w(8, 5),       // mobility bishop
    w(4, 1),       // mobility rook
    w(4, 3),       // mobility queen
    w(0, 0),       // mobility king
    w(4, 9),       // mobility archbishop
    w(3, 8),       // mobility chancellor
    w(0, 8),       // mobility general
    w(1, 22),      // mobility consul
    w(0, 4),       // king attack
    w(6, -2),      // king shield
    w(28, 36),     // bishop pair
    w(-8, -10),    // doubled pawn
    w(-5, -12),    // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(8, 4),       // passed pawn, rank 2
    w(-11, 14),    // passed pawn, rank 3
    w(-19, 28),    // passed pawn, rank 4
    w(-3, 60),     // passed pawn, rank 5
    w(22, 92),     // passed pawn, rank 6
    w(75, 116),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(28, 5),      // rook on open file
    w(8, 8),       // rook on half-open file
    w(77, 21),     // pawn threat
    w(56, 25),     // threat by a lesser piece
    w(15, 24),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(47, -2),     // safe check, knight
    w(32, 17),     // safe check, bishop
    w(76, 4),      // safe check, rook
    w(37, 4),      // safe check, queen
    w(0, 0),       // safe check, king
    w(33, 12),     // safe check, archbishop
    w(52, 28),     // safe check, chancellor
    w(22, 4),      // safe check, general
    w(25, 5),      // safe check, consul
    w(3, 1),       // king zone attack, 1 attacker
    w(4, -3),      // king zone attack, 2 attackers
    w(8, -9),      // king zone attack, 3 attackers
    w(8, -12),     // king zone attack, 4 or more attackers
    w(7, 0),       // weak king zone square
    w(6, 33),      // open file at the enemy king
    w(7, 17),      // half-open file at the enemy king
    w(52, 22),     // tempo
    w(0, 12),      // passed pawn, enemy king's distance
    w(3, -7),      // passed pawn, own king's distance
    w(-14, -13),   // passed pawn, blocked
    w(1, 0),       // space
    w(20, 18),     // threat by a pawn push
    w(-4, 3),      // shelter, next file, no pawn
    w(7, -2),      // shelter, next file, rank 2
    w(-3, -11),    // shelter, next file, rank 3
    w(-5, -14),    // shelter, next file, rank 4
    w(-6, -10),    // shelter, next file, rank 5
    w(4, 4),       // shelter, next file, rank 6
    w(7, 31),      // shelter, next file, rank 7 or beyond
    w(-16, 1),     // shelter, king's file, no pawn
    w(20, 2),      // shelter, king's file, rank 2
    w(12, -1),     // shelter, king's file, rank 3
    w(-4, -9),     // shelter, king's file, rank 4
    w(-16, -6),    // shelter, king's file, rank 5
    w(0, 5),       // shelter, king's file, rank 6
    w(4, 9),       // shelter, king's file, rank 7 or beyond
    w(9, -6),      // storm, no pawn
    w(-30, -30),   // storm, rank 2
    w(31, -20),    // storm, rank 3
    w(11, -1),     // storm, rank 4
    w(4, 1),       // storm, rank 5
    w(-6, 9),      // storm, rank 6
    w(3, -3),      // storm, rank 7 or beyond
    w(0, 0),       // blocked storm, no pawn
    w(0, 0),       // blocked storm, rank 2
    w(10, 17),     // blocked storm, rank 3
    w(-5, -9),     // blocked storm, rank 4
    w(7, 13),      // blocked storm, rank 5
    w(-14, 22),    // blocked storm, rank 6
    w(-21, 6),     // blocked storm, rank 7 or beyond
    w(3, -4),      // flank attack
    w(-1, -54),    // king on a pawnless flank
    w(0, 0),       // phalanx pawn, rank 1
    w(5, -11),     // phalanx pawn, rank 2
    w(2, 0),       // phalanx pawn, rank 3
    w(6, 4),       // phalanx pawn, rank 4
    w(18, 28),     // phalanx pawn, rank 5
    w(39, 47),     // phalanx pawn, rank 6
    w(1, 13),      // phalanx pawn, rank 7
    w(0, 0),       // phalanx pawn, rank 8
    w(0, 0),       // supported pawn, rank 1
    w(0, 0),       // supported pawn, rank 2
    w(18, -2),     // supported pawn, rank 3
    w(5, 0),       // supported pawn, rank 4
    w(21, 16),     // supported pawn, rank 5
    w(42, 30),     // supported pawn, rank 6
    w(21, 5),      // supported pawn, rank 7
    w(0, 0),       // supported pawn, rank 8
    w(-1, -12),    // backward pawn
    w(0, 0),       // outpost, pawn
    w(23, 14),     // outpost, knight
    w(35, 20),     // outpost, bishop
    w(11, 13),     // outpost, rook
    w(12, 11),     // outpost, queen
    w(0, 0),       // outpost, king
    w(1, 6),       // outpost, archbishop
    w(-2, -11),    // outpost, chancellor
    w(-5, -24),    // outpost, general
    w(0, 0),       // outpost, consul
    w(0, 0),       // behind a pawn, pawn
    w(2, 20),      // behind a pawn, knight
    w(6, 16),      // behind a pawn, bishop
    w(-6, -18),    // behind a pawn, rook
    w(-7, 11),     // behind a pawn, queen
    w(0, 0),       // behind a pawn, king
    w(4, 17),      // behind a pawn, archbishop
    w(-5, 24),     // behind a pawn, chancellor
    w(-2, 18),     // behind a pawn, general
    w(0, 0),       // behind a pawn, consul
    w(0, 0),       // distance from the own king, pawn
    w(-9, -5),     // distance from the own king, knight
    w(-5, -3),     // distance from the own king, bishop
    w(0, 5),       // distance from the own king, rook
    w(0, 12),      // distance from the own king, queen
    w(0, 0),       // distance from the own king, king
    w(-3, 10),     // distance from the own king, archbishop
    w(-6, 17),     // distance from the own king, chancellor
    w(-6, 31),     // distance from the own king, general
    w(0, 0),       // distance from the own king, consul
    w(-3, -10),    // own pawns on the bishop's colour
    w(4, 16),      // threat by a minor piece, pawn
    w(32, 22),     // threat by a minor piece, knight
    w(-7, -10),    // threat by a minor piece, bishop
    w(15, -1),     // threat by a minor piece, rook
    w(9, -1),      // threat by a minor piece, queen
    w(0, 0),       // threat by a minor piece, king
    w(17, 8),      // threat by a minor piece, archbishop
    w(25, 2),      // threat by a minor piece, chancellor
    w(9, -2),      // threat by a minor piece, general
    w(0, 0),       // threat by a minor piece, consul
    w(3, 13),      // threat by a rook, pawn
    w(30, 18),     // threat by a rook, knight
    w(21, 16),     // threat by a rook, bishop
    w(7, 3),       // threat by a rook, rook
    w(24, 1),      // threat by a rook, queen
    w(0, 0),       // threat by a rook, king
    w(23, 11),     // threat by a rook, archbishop
    w(28, -1),     // threat by a rook, chancellor
    w(5, 1),       // threat by a rook, general
    w(0, 0),       // threat by a rook, consul
    w(6, -1),      // restricted square
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(80, 26),     // danger, 8 files: attacker, knight
    w(51, 6),      // danger, 8 files: attacker, bishop
    w(45, 22),     // danger, 8 files: attacker, rook
    w(39, 12),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(55, 37),     // danger, 8 files: attacker, archbishop
    w(34, 11),     // danger, 8 files: attacker, chancellor
    w(32, 19),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(26, -19),    // danger, 8 files: zone attack
    w(91, 21),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(59, 29),     // danger, 8 files: safe check, knight
    w(61, 25),     // danger, 8 files: safe check, bishop
    w(60, 23),     // danger, 8 files: safe check, rook
    w(54, 19),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(65, 28),     // danger, 8 files: safe check, archbishop
    w(70, 23),     // danger, 8 files: safe check, chancellor
    w(67, 24),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(51, -41),    // danger, 8 files: file without the king's pawns
    w(-37, 32),    // danger, 8 files: shield pawn
    w(21, 34),     // danger, 8 files: flank attack
    w(-12, 2),     // danger, 8 files: flank defense
    w(18, 32),     // danger, 8 files: unsafe check
    w(-78, -37),   // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(96, 70),     // danger, 10 files: attacker, knight
    w(47, 6),      // danger, 10 files: attacker, bishop
    w(59, 15),     // danger, 10 files: attacker, rook
    w(31, 35),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(42, 36),     // danger, 10 files: attacker, archbishop
    w(49, 29),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(22, -21),    // danger, 10 files: zone attack
    w(91, 17),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(78, 37),     // danger, 10 files: safe check, knight
    w(67, 34),     // danger, 10 files: safe check, bishop
    w(69, 46),     // danger, 10 files: safe check, rook
    w(81, 17),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(92, 37),     // danger, 10 files: safe check, archbishop
    w(87, 35),     // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(62, -82),    // danger, 10 files: file without the king's pawns
    w(-17, 7),     // danger, 10 files: shield pawn
    w(39, 42),     // danger, 10 files: flank attack
    w(-33, 0),     // danger, 10 files: flank defense
    w(24, 40),     // danger, 10 files: unsafe check
    w(-35, -27),   // danger, 10 files: bias
];
