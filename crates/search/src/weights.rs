//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned on 507222 positions from 12254 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000-seed113.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.000000001, danger l2 0.000000001, score weight 0.5 on 507222 scored positions), K = 0.8363:
//! loss 0.057524 -> 0.049119, on 55923 positions of 1358 held-out games 0.155211 -> 0.149497.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(67, 92),     // material pawn
    w(342, 344),   // material knight
    w(361, 392),   // material bishop
    w(501, 635),   // material rook
    w(972, 1153),  // material queen
    w(0, 0),       // material king
    w(867, 913),   // material archbishop
    w(923, 1034),  // material chancellor
    w(1220, 1276), // material general
    w(756, 752),   // material consul
    w(-4, 2),      // 8 files, pawn, file 0 from the edge
    w(5, 4),       // 8 files, pawn, file 1 from the edge
    w(15, -3),     // 8 files, pawn, file 2 from the edge
    w(14, -9),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(1, 11),      // 8 files, knight, file 0 from the edge
    w(19, 12),     // 8 files, knight, file 1 from the edge
    w(25, 28),     // 8 files, knight, file 2 from the edge
    w(27, 40),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(8, 0),       // 8 files, bishop, file 0 from the edge
    w(13, 6),      // 8 files, bishop, file 1 from the edge
    w(8, 2),       // 8 files, bishop, file 2 from the edge
    w(-1, 1),      // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-32, 14),    // 8 files, rook, file 0 from the edge
    w(-14, 26),    // 8 files, rook, file 1 from the edge
    w(13, 16),     // 8 files, rook, file 2 from the edge
    w(20, 19),     // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(-10, -3),    // 8 files, queen, file 0 from the edge
    w(-12, -1),    // 8 files, queen, file 1 from the edge
    w(-6, 15),     // 8 files, queen, file 2 from the edge
    w(9, 23),      // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(24, -22),    // 8 files, king, file 0 from the edge
    w(27, 11),     // 8 files, king, file 1 from the edge
    w(5, 24),      // 8 files, king, file 2 from the edge
    w(-8, 21),     // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(6, 33),      // 8 files, archbishop, file 0 from the edge
    w(23, 28),     // 8 files, archbishop, file 1 from the edge
    w(31, 24),     // 8 files, archbishop, file 2 from the edge
    w(26, 6),      // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(0, -15),     // 8 files, chancellor, file 0 from the edge
    w(2, 30),      // 8 files, chancellor, file 1 from the edge
    w(21, 20),     // 8 files, chancellor, file 2 from the edge
    w(11, 35),     // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-7, 18),     // 8 files, general, file 0 from the edge
    w(-1, -5),     // 8 files, general, file 1 from the edge
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
    w(-5, -1),     // 10 files, pawn, file 2 from the edge
    w(5, 3),       // 10 files, pawn, file 3 from the edge
    w(9, -9),      // 10 files, pawn, file 4 from the edge
    w(-13, -28),   // 10 files, knight, file 0 from the edge
    w(-2, -3),     // 10 files, knight, file 1 from the edge
    w(5, 6),       // 10 files, knight, file 2 from the edge
    w(14, 17),     // 10 files, knight, file 3 from the edge
    w(21, 13),     // 10 files, knight, file 4 from the edge
    w(11, 12),     // 10 files, bishop, file 0 from the edge
    w(1, 18),      // 10 files, bishop, file 1 from the edge
    w(8, 13),      // 10 files, bishop, file 2 from the edge
    w(6, 19),      // 10 files, bishop, file 3 from the edge
    w(7, 20),      // 10 files, bishop, file 4 from the edge
    w(-26, 12),    // 10 files, rook, file 0 from the edge
    w(-2, 12),     // 10 files, rook, file 1 from the edge
    w(17, 16),     // 10 files, rook, file 2 from the edge
    w(21, 21),     // 10 files, rook, file 3 from the edge
    w(19, 17),     // 10 files, rook, file 4 from the edge
    w(8, 15),      // 10 files, queen, file 0 from the edge
    w(4, 34),      // 10 files, queen, file 1 from the edge
    w(13, 39),     // 10 files, queen, file 2 from the edge
    w(14, 47),     // 10 files, queen, file 3 from the edge
    w(19, 50),     // 10 files, queen, file 4 from the edge
    w(29, -39),    // 10 files, king, file 0 from the edge
    w(55, 9),      // 10 files, king, file 1 from the edge
    w(34, 25),     // 10 files, king, file 2 from the edge
    w(-12, 30),    // 10 files, king, file 3 from the edge
    w(-30, 35),    // 10 files, king, file 4 from the edge
    w(-9, 0),      // 10 files, archbishop, file 0 from the edge
    w(-6, 8),      // 10 files, archbishop, file 1 from the edge
    w(1, 10),      // 10 files, archbishop, file 2 from the edge
    w(2, 5),       // 10 files, archbishop, file 3 from the edge
    w(6, 11),      // 10 files, archbishop, file 4 from the edge
    w(10, 21),     // 10 files, chancellor, file 0 from the edge
    w(6, 9),       // 10 files, chancellor, file 1 from the edge
    w(9, 28),      // 10 files, chancellor, file 2 from the edge
    w(18, 22),     // 10 files, chancellor, file 3 from the edge
    w(8, 47),      // 10 files, chancellor, file 4 from the edge
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
    w(7, 24),      // 8 files, pawn, rank 2
    w(3, 8),       // 8 files, pawn, rank 3
    w(14, 15),     // 8 files, pawn, rank 4
    w(24, 20),     // 8 files, pawn, rank 5
    w(11, 50),     // 8 files, pawn, rank 6
    w(33, 59),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(-16, -22),   // 8 files, knight, rank 1
    w(-9, 1),      // 8 files, knight, rank 2
    w(6, 11),      // 8 files, knight, rank 3
    w(34, 28),     // 8 files, knight, rank 4
    w(38, 32),     // 8 files, knight, rank 5
    w(31, 27),     // 8 files, knight, rank 6
    w(14, 31),     // 8 files, knight, rank 7
    w(-2, 8),      // 8 files, knight, rank 8
    w(0, -7),      // 8 files, bishop, rank 1
    w(9, -6),      // 8 files, bishop, rank 2
    w(11, 5),      // 8 files, bishop, rank 3
    w(10, -11),    // 8 files, bishop, rank 4
    w(10, -1),     // 8 files, bishop, rank 5
    w(9, 1),       // 8 files, bishop, rank 6
    w(4, 18),      // 8 files, bishop, rank 7
    w(-12, 21),    // 8 files, bishop, rank 8
    w(3, 8),       // 8 files, rook, rank 1
    w(-20, -9),    // 8 files, rook, rank 2
    w(-26, 13),    // 8 files, rook, rank 3
    w(2, 10),      // 8 files, rook, rank 4
    w(3, 23),      // 8 files, rook, rank 5
    w(23, 12),     // 8 files, rook, rank 6
    w(10, 16),     // 8 files, rook, rank 7
    w(-5, 8),      // 8 files, rook, rank 8
    w(-13, -14),   // 8 files, queen, rank 1
    w(4, 8),       // 8 files, queen, rank 2
    w(-8, 12),     // 8 files, queen, rank 3
    w(-14, 16),    // 8 files, queen, rank 4
    w(6, -2),      // 8 files, queen, rank 5
    w(8, 9),       // 8 files, queen, rank 6
    w(7, 11),      // 8 files, queen, rank 7
    w(-3, 2),      // 8 files, queen, rank 8
    w(3, -23),     // 8 files, king, rank 1
    w(-4, 0),      // 8 files, king, rank 2
    w(-38, 17),    // 8 files, king, rank 3
    w(-52, 22),    // 8 files, king, rank 4
    w(-60, 23),    // 8 files, king, rank 5
    w(-75, 30),    // 8 files, king, rank 6
    w(-87, 17),    // 8 files, king, rank 7
    w(-105, -15),  // 8 files, king, rank 8
    w(10, 11),     // 8 files, archbishop, rank 1
    w(14, 1),      // 8 files, archbishop, rank 2
    w(16, 22),     // 8 files, archbishop, rank 3
    w(30, 33),     // 8 files, archbishop, rank 4
    w(22, 16),     // 8 files, archbishop, rank 5
    w(17, 8),      // 8 files, archbishop, rank 6
    w(-1, 19),     // 8 files, archbishop, rank 7
    w(3, 5),       // 8 files, archbishop, rank 8
    w(2, 0),       // 8 files, chancellor, rank 1
    w(-7, 18),     // 8 files, chancellor, rank 2
    w(5, 15),      // 8 files, chancellor, rank 3
    w(2, 4),       // 8 files, chancellor, rank 4
    w(9, 23),      // 8 files, chancellor, rank 5
    w(36, 13),     // 8 files, chancellor, rank 6
    w(-1, 8),      // 8 files, chancellor, rank 7
    w(12, 14),     // 8 files, chancellor, rank 8
    w(-1, 16),     // 8 files, general, rank 1
    w(4, 0),       // 8 files, general, rank 2
    w(-7, 21),     // 8 files, general, rank 3
    w(-4, -1),     // 8 files, general, rank 4
    w(-18, 12),    // 8 files, general, rank 5
    w(7, 2),       // 8 files, general, rank 6
    w(25, 17),     // 8 files, general, rank 7
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
    w(0, 23),      // 10 files, pawn, rank 2
    w(-8, 3),      // 10 files, pawn, rank 3
    w(-1, 6),      // 10 files, pawn, rank 4
    w(2, 18),      // 10 files, pawn, rank 5
    w(12, 47),     // 10 files, pawn, rank 6
    w(39, 81),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-28, -31),   // 10 files, knight, rank 1
    w(-17, -13),   // 10 files, knight, rank 2
    w(0, 2),       // 10 files, knight, rank 3
    w(27, 15),     // 10 files, knight, rank 4
    w(32, 13),     // 10 files, knight, rank 5
    w(22, 23),     // 10 files, knight, rank 6
    w(10, 17),     // 10 files, knight, rank 7
    w(-12, -13),   // 10 files, knight, rank 8
    w(-1, -14),    // 10 files, bishop, rank 1
    w(22, -12),    // 10 files, bishop, rank 2
    w(14, 18),     // 10 files, bishop, rank 3
    w(10, 6),      // 10 files, bishop, rank 4
    w(7, 11),      // 10 files, bishop, rank 5
    w(8, 15),      // 10 files, bishop, rank 6
    w(-2, 28),     // 10 files, bishop, rank 7
    w(-21, 36),    // 10 files, bishop, rank 8
    w(6, -2),      // 10 files, rook, rank 1
    w(-24, -1),    // 10 files, rook, rank 2
    w(-7, 13),     // 10 files, rook, rank 3
    w(-7, 20),     // 10 files, rook, rank 4
    w(5, 13),      // 10 files, rook, rank 5
    w(10, 12),     // 10 files, rook, rank 6
    w(20, 13),     // 10 files, rook, rank 7
    w(29, 13),     // 10 files, rook, rank 8
    w(19, 7),      // 10 files, queen, rank 1
    w(22, 9),      // 10 files, queen, rank 2
    w(6, 28),      // 10 files, queen, rank 3
    w(-1, 48),     // 10 files, queen, rank 4
    w(-8, 33),     // 10 files, queen, rank 5
    w(13, 18),     // 10 files, queen, rank 6
    w(-3, 32),     // 10 files, queen, rank 7
    w(12, 12),     // 10 files, queen, rank 8
    w(18, -22),    // 10 files, king, rank 1
    w(8, 4),       // 10 files, king, rank 2
    w(-45, 9),     // 10 files, king, rank 3
    w(-66, 13),    // 10 files, king, rank 4
    w(-64, 27),    // 10 files, king, rank 5
    w(-73, 34),    // 10 files, king, rank 6
    w(-93, 29),    // 10 files, king, rank 7
    w(-106, -22),  // 10 files, king, rank 8
    w(4, -13),     // 10 files, archbishop, rank 1
    w(17, -23),    // 10 files, archbishop, rank 2
    w(6, 3),       // 10 files, archbishop, rank 3
    w(13, 26),     // 10 files, archbishop, rank 4
    w(13, 18),     // 10 files, archbishop, rank 5
    w(5, -7),      // 10 files, archbishop, rank 6
    w(-19, 23),    // 10 files, archbishop, rank 7
    w(-38, 17),    // 10 files, archbishop, rank 8
    w(-11, -3),    // 10 files, chancellor, rank 1
    w(-1, 27),     // 10 files, chancellor, rank 2
    w(-12, 28),    // 10 files, chancellor, rank 3
    w(-1, 4),      // 10 files, chancellor, rank 4
    w(-7, 23),     // 10 files, chancellor, rank 5
    w(21, 8),      // 10 files, chancellor, rank 6
    w(10, 29),     // 10 files, chancellor, rank 7
    w(62, 19),     // 10 files, chancellor, rank 8
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
    w(8, 4),       // mobility bishop
    w(4, 0),       // mobility rook
    w(4, 3),       // mobility queen
    w(0, 0),       // mobility king
    w(4, 9),       // mobility archbishop
    w(3, 8),       // mobility chancellor
    w(0, 8),       // mobility general
    w(1, 22),      // mobility consul
    w(0, 4),       // king attack
    w(6, -1),      // king shield
    w(28, 35),     // bishop pair
    w(-8, -9),     // doubled pawn
    w(-5, -13),    // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(7, 6),       // passed pawn, rank 2
    w(-11, 15),    // passed pawn, rank 3
    w(-19, 21),    // passed pawn, rank 4
    w(-4, 35),     // passed pawn, rank 5
    w(20, 57),     // passed pawn, rank 6
    w(74, 98),     // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(28, 10),     // rook on open file
    w(9, 4),       // rook on half-open file
    w(77, 23),     // pawn threat
    w(56, 28),     // threat by a lesser piece
    w(15, 25),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(47, -1),     // safe check, knight
    w(32, 16),     // safe check, bishop
    w(76, 4),      // safe check, rook
    w(36, 5),      // safe check, queen
    w(0, 0),       // safe check, king
    w(33, 15),     // safe check, archbishop
    w(52, 29),     // safe check, chancellor
    w(22, 5),      // safe check, general
    w(25, 5),      // safe check, consul
    w(3, 1),       // king zone attack, 1 attacker
    w(4, -3),      // king zone attack, 2 attackers
    w(8, -9),      // king zone attack, 3 attackers
    w(8, -13),     // king zone attack, 4 or more attackers
    w(7, -1),      // weak king zone square
    w(6, 31),      // open file at the enemy king
    w(7, 18),      // half-open file at the enemy king
    w(52, 24),     // tempo
    w(-1, 11),     // passed pawn, enemy king's distance
    w(2, -7),      // passed pawn, own king's distance
    w(-6, -2),     // passed pawn, blocked
    w(1, 1),       // space
    w(20, 17),     // threat by a pawn push
    w(-4, 6),      // shelter, next file, no pawn
    w(7, 0),       // shelter, next file, rank 2
    w(-2, -9),     // shelter, next file, rank 3
    w(-4, -11),    // shelter, next file, rank 4
    w(-6, -10),    // shelter, next file, rank 5
    w(4, 0),       // shelter, next file, rank 6
    w(7, 25),      // shelter, next file, rank 7 or beyond
    w(-16, 3),     // shelter, king's file, no pawn
    w(20, 3),      // shelter, king's file, rank 2
    w(13, 1),      // shelter, king's file, rank 3
    w(-4, -8),     // shelter, king's file, rank 4
    w(-15, -7),    // shelter, king's file, rank 5
    w(-1, 2),      // shelter, king's file, rank 6
    w(4, 6),       // shelter, king's file, rank 7 or beyond
    w(9, -6),      // storm, no pawn
    w(-31, -33),   // storm, rank 2
    w(32, -9),     // storm, rank 3
    w(11, 4),      // storm, rank 4
    w(4, 0),       // storm, rank 5
    w(-6, 8),      // storm, rank 6
    w(3, -4),      // storm, rank 7 or beyond
    w(0, 0),       // blocked storm, no pawn
    w(0, 0),       // blocked storm, rank 2
    w(11, 19),     // blocked storm, rank 3
    w(-5, -9),     // blocked storm, rank 4
    w(7, 13),      // blocked storm, rank 5
    w(-14, 19),    // blocked storm, rank 6
    w(-22, -1),    // blocked storm, rank 7 or beyond
    w(3, -4),      // flank attack
    w(0, -53),     // king on a pawnless flank
    w(0, 0),       // phalanx pawn, rank 1
    w(5, -11),     // phalanx pawn, rank 2
    w(2, 0),       // phalanx pawn, rank 3
    w(6, 3),       // phalanx pawn, rank 4
    w(17, 21),     // phalanx pawn, rank 5
    w(30, 34),     // phalanx pawn, rank 6
    w(0, 6),       // phalanx pawn, rank 7
    w(0, 0),       // phalanx pawn, rank 8
    w(0, 0),       // supported pawn, rank 1
    w(0, 0),       // supported pawn, rank 2
    w(18, -2),     // supported pawn, rank 3
    w(5, 1),       // supported pawn, rank 4
    w(21, 17),     // supported pawn, rank 5
    w(42, 35),     // supported pawn, rank 6
    w(20, 11),     // supported pawn, rank 7
    w(0, 0),       // supported pawn, rank 8
    w(-1, -15),    // backward pawn
    w(0, 0),       // outpost, pawn
    w(23, 14),     // outpost, knight
    w(35, 19),     // outpost, bishop
    w(11, 9),      // outpost, rook
    w(11, 10),     // outpost, queen
    w(0, 0),       // outpost, king
    w(1, 5),       // outpost, archbishop
    w(-2, -12),    // outpost, chancellor
    w(-5, -24),    // outpost, general
    w(0, 0),       // outpost, consul
    w(0, 0),       // behind a pawn, pawn
    w(2, 20),      // behind a pawn, knight
    w(6, 17),      // behind a pawn, bishop
    w(-6, -16),    // behind a pawn, rook
    w(-7, 11),     // behind a pawn, queen
    w(0, 0),       // behind a pawn, king
    w(4, 17),      // behind a pawn, archbishop
    w(-5, 23),     // behind a pawn, chancellor
    w(-2, 19),     // behind a pawn, general
    w(0, 0),       // behind a pawn, consul
    w(0, 0),       // distance from the own king, pawn
    w(-9, -5),     // distance from the own king, knight
    w(-5, -3),     // distance from the own king, bishop
    w(0, 4),       // distance from the own king, rook
    w(0, 11),      // distance from the own king, queen
    w(0, 0),       // distance from the own king, king
    w(-3, 10),     // distance from the own king, archbishop
    w(-6, 16),     // distance from the own king, chancellor
    w(-7, 31),     // distance from the own king, general
    w(0, 0),       // distance from the own king, consul
    w(-3, -9),     // own pawns on the bishop's colour
    w(4, 17),      // threat by a minor piece, pawn
    w(32, 22),     // threat by a minor piece, knight
    w(-7, -10),    // threat by a minor piece, bishop
    w(15, -1),     // threat by a minor piece, rook
    w(9, 0),       // threat by a minor piece, queen
    w(0, 0),       // threat by a minor piece, king
    w(17, 8),      // threat by a minor piece, archbishop
    w(25, 2),      // threat by a minor piece, chancellor
    w(9, -2),      // threat by a minor piece, general
    w(0, 0),       // threat by a minor piece, consul
    w(3, 12),      // threat by a rook, pawn
    w(30, 20),     // threat by a rook, knight
    w(21, 16),     // threat by a rook, bishop
    w(7, 1),       // threat by a rook, rook
    w(24, 1),      // threat by a rook, queen
    w(0, 0),       // threat by a rook, king
    w(23, 11),     // threat by a rook, archbishop
    w(28, 0),      // threat by a rook, chancellor
    w(5, 1),       // threat by a rook, general
    w(0, 0),       // threat by a rook, consul
    w(6, 0),       // restricted square
    w(4, 12),      // passed pawn, free way
    w(4, 8),       // passed pawn, way covered by own pawns
    w(8, 8),       // passed pawn, own file safe
    w(4, 3),       // passed pawn, stop square safe
    w(4, 4),       // passed pawn, stop square defended
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(80, 26),     // danger, 8 files: attacker, knight
    w(51, 6),      // danger, 8 files: attacker, bishop
    w(45, 22),     // danger, 8 files: attacker, rook
    w(38, 11),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(55, 37),     // danger, 8 files: attacker, archbishop
    w(34, 12),     // danger, 8 files: attacker, chancellor
    w(33, 19),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(26, -18),    // danger, 8 files: zone attack
    w(90, 23),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(59, 29),     // danger, 8 files: safe check, knight
    w(61, 25),     // danger, 8 files: safe check, bishop
    w(60, 24),     // danger, 8 files: safe check, rook
    w(55, 23),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(65, 30),     // danger, 8 files: safe check, archbishop
    w(70, 24),     // danger, 8 files: safe check, chancellor
    w(67, 24),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(50, -43),    // danger, 8 files: file without the king's pawns
    w(-37, 35),    // danger, 8 files: shield pawn
    w(21, 34),     // danger, 8 files: flank attack
    w(-12, 2),     // danger, 8 files: flank defense
    w(18, 33),     // danger, 8 files: unsafe check
    w(-78, -36),   // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(96, 69),     // danger, 10 files: attacker, knight
    w(47, 6),      // danger, 10 files: attacker, bishop
    w(58, 13),     // danger, 10 files: attacker, rook
    w(30, 35),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(42, 36),     // danger, 10 files: attacker, archbishop
    w(49, 30),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(22, -19),    // danger, 10 files: zone attack
    w(91, 17),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(78, 38),     // danger, 10 files: safe check, knight
    w(67, 34),     // danger, 10 files: safe check, bishop
    w(69, 46),     // danger, 10 files: safe check, rook
    w(79, 20),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(92, 38),     // danger, 10 files: safe check, archbishop
    w(87, 36),     // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(61, -83),    // danger, 10 files: file without the king's pawns
    w(-16, 8),     // danger, 10 files: shield pawn
    w(40, 42),     // danger, 10 files: flank attack
    w(-33, -1),    // danger, 10 files: flank defense
    w(24, 41),     // danger, 10 files: unsafe check
    w(-36, -26),   // danger, 10 files: bias
];
