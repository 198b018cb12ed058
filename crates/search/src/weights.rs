//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned on 391780 positions from 9574 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.000000001, danger l2 0.000000001, score weight 0.5 on 391780 scored positions), K = 0.8238:
//! loss 0.056784 -> 0.048241, on 43901 positions of 1063 held-out games 0.153115 -> 0.149808.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(70, 92),     // material pawn
    w(298, 326),   // material knight
    w(326, 366),   // material bishop
    w(485, 627),   // material rook
    w(963, 1164),  // material queen
    w(0, 0),       // material king
    w(845, 915),   // material archbishop
    w(893, 1034),  // material chancellor
    w(1192, 1287), // material general
    w(756, 752),   // material consul
    w(-4, 4),      // 8 files, pawn, file 0 from the edge
    w(8, 5),       // 8 files, pawn, file 1 from the edge
    w(19, -1),     // 8 files, pawn, file 2 from the edge
    w(16, -8),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(-4, 9),      // 8 files, knight, file 0 from the edge
    w(17, 12),     // 8 files, knight, file 1 from the edge
    w(27, 31),     // 8 files, knight, file 2 from the edge
    w(32, 42),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(7, -2),      // 8 files, bishop, file 0 from the edge
    w(17, 5),      // 8 files, bishop, file 1 from the edge
    w(13, 0),      // 8 files, bishop, file 2 from the edge
    w(8, 1),       // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-28, 20),    // 8 files, rook, file 0 from the edge
    w(-13, 29),    // 8 files, rook, file 1 from the edge
    w(11, 17),     // 8 files, rook, file 2 from the edge
    w(20, 19),     // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(-9, 9),      // 8 files, queen, file 0 from the edge
    w(-13, 9),     // 8 files, queen, file 1 from the edge
    w(-5, 17),     // 8 files, queen, file 2 from the edge
    w(9, 20),      // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(6, -23),     // 8 files, king, file 0 from the edge
    w(24, 13),     // 8 files, king, file 1 from the edge
    w(14, 24),     // 8 files, king, file 2 from the edge
    w(4, 21),      // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(4, 45),      // 8 files, archbishop, file 0 from the edge
    w(23, 35),     // 8 files, archbishop, file 1 from the edge
    w(32, 20),     // 8 files, archbishop, file 2 from the edge
    w(27, -3),     // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(-5, 6),      // 8 files, chancellor, file 0 from the edge
    w(1, 38),      // 8 files, chancellor, file 1 from the edge
    w(25, 16),     // 8 files, chancellor, file 2 from the edge
    w(17, 30),     // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-18, 38),    // 8 files, general, file 0 from the edge
    w(-11, 0),     // 8 files, general, file 1 from the edge
    w(-3, 15),     // 8 files, general, file 2 from the edge
    w(-3, 9),      // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-11, 3),     // 10 files, pawn, file 0 from the edge
    w(-5, -4),     // 10 files, pawn, file 1 from the edge
    w(-7, -1),     // 10 files, pawn, file 2 from the edge
    w(7, 8),       // 10 files, pawn, file 3 from the edge
    w(11, -14),    // 10 files, pawn, file 4 from the edge
    w(-31, -30),   // 10 files, knight, file 0 from the edge
    w(-12, -4),    // 10 files, knight, file 1 from the edge
    w(-5, -1),     // 10 files, knight, file 2 from the edge
    w(10, 12),     // 10 files, knight, file 3 from the edge
    w(17, 8),      // 10 files, knight, file 4 from the edge
    w(-4, 5),      // 10 files, bishop, file 0 from the edge
    w(-12, 13),    // 10 files, bishop, file 1 from the edge
    w(-4, 16),     // 10 files, bishop, file 2 from the edge
    w(2, 15),      // 10 files, bishop, file 3 from the edge
    w(1, 14),      // 10 files, bishop, file 4 from the edge
    w(-28, 15),    // 10 files, rook, file 0 from the edge
    w(-3, 9),      // 10 files, rook, file 1 from the edge
    w(13, 10),     // 10 files, rook, file 2 from the edge
    w(16, 16),     // 10 files, rook, file 3 from the edge
    w(14, 10),     // 10 files, rook, file 4 from the edge
    w(4, 34),      // 10 files, queen, file 0 from the edge
    w(3, 33),      // 10 files, queen, file 1 from the edge
    w(7, 35),      // 10 files, queen, file 2 from the edge
    w(14, 40),     // 10 files, queen, file 3 from the edge
    w(19, 33),     // 10 files, queen, file 4 from the edge
    w(1, -39),     // 10 files, king, file 0 from the edge
    w(42, 14),     // 10 files, king, file 1 from the edge
    w(40, 23),     // 10 files, king, file 2 from the edge
    w(1, 29),      // 10 files, king, file 3 from the edge
    w(-9, 33),     // 10 files, king, file 4 from the edge
    w(-14, 7),     // 10 files, archbishop, file 0 from the edge
    w(-10, 7),     // 10 files, archbishop, file 1 from the edge
    w(-5, 11),     // 10 files, archbishop, file 2 from the edge
    w(0, 1),       // 10 files, archbishop, file 3 from the edge
    w(3, 5),       // 10 files, archbishop, file 4 from the edge
    w(-3, 22),     // 10 files, chancellor, file 0 from the edge
    w(-3, 17),     // 10 files, chancellor, file 1 from the edge
    w(3, 23),      // 10 files, chancellor, file 2 from the edge
    w(16, 12),     // 10 files, chancellor, file 3 from the edge
    w(5, 33),      // 10 files, chancellor, file 4 from the edge
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
    w(6, 16),      // 8 files, pawn, rank 2
    w(11, 6),      // 8 files, pawn, rank 3
    w(15, 14),     // 8 files, pawn, rank 4
    w(30, 25),     // 8 files, pawn, rank 5
    w(6, 54),      // 8 files, pawn, rank 6
    w(33, 67),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(-6, -17),    // 8 files, knight, rank 1
    w(3, 1),       // 8 files, knight, rank 2
    w(13, 15),     // 8 files, knight, rank 3
    w(37, 36),     // 8 files, knight, rank 4
    w(33, 36),     // 8 files, knight, rank 5
    w(23, 22),     // 8 files, knight, rank 6
    w(-2, 21),     // 8 files, knight, rank 7
    w(-4, 4),      // 8 files, knight, rank 8
    w(3, -9),      // 8 files, bishop, rank 1
    w(15, -3),     // 8 files, bishop, rank 2
    w(16, 7),      // 8 files, bishop, rank 3
    w(15, -6),     // 8 files, bishop, rank 4
    w(16, 4),      // 8 files, bishop, rank 5
    w(13, -2),     // 8 files, bishop, rank 6
    w(-3, 9),      // 8 files, bishop, rank 7
    w(-19, 15),    // 8 files, bishop, rank 8
    w(2, 6),       // 8 files, rook, rank 1
    w(-21, -12),   // 8 files, rook, rank 2
    w(-28, 11),    // 8 files, rook, rank 3
    w(1, 10),      // 8 files, rook, rank 4
    w(12, 24),     // 8 files, rook, rank 5
    w(18, 15),     // 8 files, rook, rank 6
    w(14, 23),     // 8 files, rook, rank 7
    w(-4, 12),     // 8 files, rook, rank 8
    w(-5, -12),    // 8 files, queen, rank 1
    w(7, 6),       // 8 files, queen, rank 2
    w(-5, 11),     // 8 files, queen, rank 3
    w(-13, 13),    // 8 files, queen, rank 4
    w(2, 1),       // 8 files, queen, rank 5
    w(4, 9),       // 8 files, queen, rank 6
    w(6, 22),      // 8 files, queen, rank 7
    w(-7, 13),     // 8 files, queen, rank 8
    w(1, -24),     // 8 files, king, rank 1
    w(-1, 1),      // 8 files, king, rank 2
    w(-34, 15),    // 8 files, king, rank 3
    w(-56, 19),    // 8 files, king, rank 4
    w(-62, 20),    // 8 files, king, rank 5
    w(-75, 26),    // 8 files, king, rank 6
    w(-87, 23),    // 8 files, king, rank 7
    w(-105, -9),   // 8 files, king, rank 8
    w(18, 12),     // 8 files, archbishop, rank 1
    w(21, -1),     // 8 files, archbishop, rank 2
    w(18, 16),     // 8 files, archbishop, rank 3
    w(25, 38),     // 8 files, archbishop, rank 4
    w(16, 11),     // 8 files, archbishop, rank 5
    w(18, 8),      // 8 files, archbishop, rank 6
    w(-13, 27),    // 8 files, archbishop, rank 7
    w(6, 10),      // 8 files, archbishop, rank 8
    w(9, 7),       // 8 files, chancellor, rank 1
    w(2, 17),      // 8 files, chancellor, rank 2
    w(10, 6),      // 8 files, chancellor, rank 3
    w(2, -3),      // 8 files, chancellor, rank 4
    w(0, 25),      // 8 files, chancellor, rank 5
    w(31, 17),     // 8 files, chancellor, rank 6
    w(-9, 22),     // 8 files, chancellor, rank 7
    w(16, 24),     // 8 files, chancellor, rank 8
    w(0, 22),      // 8 files, general, rank 1
    w(7, -5),      // 8 files, general, rank 2
    w(-7, 20),     // 8 files, general, rank 3
    w(-8, -1),     // 8 files, general, rank 4
    w(-31, 14),    // 8 files, general, rank 5
    w(3, -1),      // 8 files, general, rank 6
    w(12, 22),     // 8 files, general, rank 7
    w(14, 13),     // 8 files, general, rank 8
    w(0, 0),       // 8 files, consul, rank 1
    w(1, 1),       // 8 files, consul, rank 2
    w(2, 2),       // 8 files, consul, rank 3
    w(3, 3),       // 8 files, consul, rank 4
    w(3, 3),       // 8 files, consul, rank 5
    w(2, 2),       // 8 files, consul, rank 6
    w(1, 1),       // 8 files, consul, rank 7
    w(0, 0),       // 8 files, consul, rank 8
    w(0, 0),       // 10 files, pawn, rank 1
    w(0, 14),      // 10 files, pawn, rank 2
    w(2, 0),       // 10 files, pawn, rank 3
    w(-1, 3),      // 10 files, pawn, rank 4
    w(4, 23),      // 10 files, pawn, rank 5
    w(4, 47),      // 10 files, pawn, rank 6
    w(29, 85),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-22, -28),   // 10 files, knight, rank 1
    w(-10, -19),   // 10 files, knight, rank 2
    w(-2, 1),      // 10 files, knight, rank 3
    w(23, 25),     // 10 files, knight, rank 4
    w(18, 16),     // 10 files, knight, rank 5
    w(7, 26),      // 10 files, knight, rank 6
    w(-9, -9),     // 10 files, knight, rank 7
    w(-16, -19),   // 10 files, knight, rank 8
    w(-7, -13),    // 10 files, bishop, rank 1
    w(23, -11),    // 10 files, bishop, rank 2
    w(10, 17),     // 10 files, bishop, rank 3
    w(8, 11),      // 10 files, bishop, rank 4
    w(2, 8),       // 10 files, bishop, rank 5
    w(4, 14),      // 10 files, bishop, rank 6
    w(-15, 11),    // 10 files, bishop, rank 7
    w(-37, 32),    // 10 files, bishop, rank 8
    w(4, -3),      // 10 files, rook, rank 1
    w(-30, -6),    // 10 files, rook, rank 2
    w(-11, 7),     // 10 files, rook, rank 3
    w(-16, 16),    // 10 files, rook, rank 4
    w(5, 1),       // 10 files, rook, rank 5
    w(1, 14),      // 10 files, rook, rank 6
    w(16, 16),     // 10 files, rook, rank 7
    w(44, 16),     // 10 files, rook, rank 8
    w(25, -10),    // 10 files, queen, rank 1
    w(26, 6),      // 10 files, queen, rank 2
    w(2, 30),      // 10 files, queen, rank 3
    w(1, 42),      // 10 files, queen, rank 4
    w(-17, 30),    // 10 files, queen, rank 5
    w(11, 28),     // 10 files, queen, rank 6
    w(-17, 35),    // 10 files, queen, rank 7
    w(17, 15),     // 10 files, queen, rank 8
    w(10, -13),    // 10 files, king, rank 1
    w(0, 4),       // 10 files, king, rank 2
    w(-38, 7),     // 10 files, king, rank 3
    w(-61, 12),    // 10 files, king, rank 4
    w(-63, 23),    // 10 files, king, rank 5
    w(-71, 33),    // 10 files, king, rank 6
    w(-90, 32),    // 10 files, king, rank 7
    w(-106, -26),  // 10 files, king, rank 8
    w(12, -19),    // 10 files, archbishop, rank 1
    w(21, -16),    // 10 files, archbishop, rank 2
    w(9, -3),      // 10 files, archbishop, rank 3
    w(9, 14),      // 10 files, archbishop, rank 4
    w(2, 12),      // 10 files, archbishop, rank 5
    w(-11, 7),     // 10 files, archbishop, rank 6
    w(-31, 23),    // 10 files, archbishop, rank 7
    w(-30, 23),    // 10 files, archbishop, rank 8
    w(-4, 3),      // 10 files, chancellor, rank 1
    w(6, 16),      // 10 files, chancellor, rank 2
    w(-10, 20),    // 10 files, chancellor, rank 3
    w(5, -4),      // 10 files, chancellor, rank 4
    w(-18, 27),    // 10 files, chancellor, rank 5
    w(3, 14),      // 10 files, chancellor, rank 6
    w(-3, 26),     // 10 files, chancellor, rank 7
    w(49, 13),     // 10 files, chancellor, rank 8
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
    w(5, 2),       // mobility rook
    w(4, 4),       // mobility queen
    w(0, 0),       // mobility king
    w(4, 11),      // mobility archbishop
    w(3, 11),      // mobility chancellor
    w(0, 10),      // mobility general
    w(1, 22),      // mobility consul
    w(0, 4),       // king attack
    w(3, -3),      // king shield
    w(37, 25),     // bishop pair
    w(-14, -10),   // doubled pawn
    w(-8, -13),    // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(9, 4),       // passed pawn, rank 2
    w(-31, 17),    // passed pawn, rank 3
    w(-19, 25),    // passed pawn, rank 4
    w(-6, 55),     // passed pawn, rank 5
    w(29, 90),     // passed pawn, rank 6
    w(64, 110),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(29, 5),      // rook on open file
    w(12, 17),     // rook on half-open file
    w(79, 20),     // pawn threat
    w(66, 17),     // threat by a lesser piece
    w(23, 37),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(49, -4),     // safe check, knight
    w(38, 20),     // safe check, bishop
    w(81, 3),      // safe check, rook
    w(41, 3),      // safe check, queen
    w(0, 0),       // safe check, king
    w(38, 10),     // safe check, archbishop
    w(52, 14),     // safe check, chancellor
    w(22, 5),      // safe check, general
    w(25, 5),      // safe check, consul
    w(-3, 1),      // king zone attack, 1 attacker
    w(0, -2),      // king zone attack, 2 attackers
    w(4, -9),      // king zone attack, 3 attackers
    w(6, -12),     // king zone attack, 4 or more attackers
    w(17, -1),     // weak king zone square
    w(4, 32),      // open file at the enemy king
    w(5, 19),      // half-open file at the enemy king
    w(72, 33),     // tempo
    w(1, 12),      // passed pawn, enemy king's distance
    w(3, -7),      // passed pawn, own king's distance
    w(-10, -17),   // passed pawn, blocked
    w(1, 1),       // space
    w(26, 26),     // threat by a pawn push
    w(-3, 2),      // shelter, next file, no pawn
    w(9, -4),      // shelter, next file, rank 2
    w(0, -16),     // shelter, next file, rank 3
    w(-6, -13),    // shelter, next file, rank 4
    w(-9, -10),    // shelter, next file, rank 5
    w(0, 6),       // shelter, next file, rank 6
    w(10, 34),     // shelter, next file, rank 7 or beyond
    w(-12, -2),    // shelter, king's file, no pawn
    w(24, -4),     // shelter, king's file, rank 2
    w(17, -7),     // shelter, king's file, rank 3
    w(-7, -7),     // shelter, king's file, rank 4
    w(-28, -9),    // shelter, king's file, rank 5
    w(7, 15),      // shelter, king's file, rank 6
    w(-1, 15),     // shelter, king's file, rank 7 or beyond
    w(10, -8),     // storm, no pawn
    w(-38, -27),   // storm, rank 2
    w(35, -23),    // storm, rank 3
    w(11, 0),      // storm, rank 4
    w(7, -3),      // storm, rank 5
    w(-5, 5),      // storm, rank 6
    w(3, -7),      // storm, rank 7 or beyond
    w(0, 0),       // blocked storm, no pawn
    w(0, 0),       // blocked storm, rank 2
    w(17, 19),     // blocked storm, rank 3
    w(-3, -11),    // blocked storm, rank 4
    w(7, 10),      // blocked storm, rank 5
    w(-14, 25),    // blocked storm, rank 6
    w(-29, 19),    // blocked storm, rank 7 or beyond
    w(4, -4),      // flank attack
    w(-2, -56),    // king on a pawnless flank
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(78, 32),     // danger, 8 files: attacker, knight
    w(51, 10),     // danger, 8 files: attacker, bishop
    w(43, 18),     // danger, 8 files: attacker, rook
    w(29, 13),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(60, 41),     // danger, 8 files: attacker, archbishop
    w(35, 11),     // danger, 8 files: attacker, chancellor
    w(41, 18),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(32, -17),    // danger, 8 files: zone attack
    w(73, 20),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(57, 31),     // danger, 8 files: safe check, knight
    w(60, 23),     // danger, 8 files: safe check, bishop
    w(60, 23),     // danger, 8 files: safe check, rook
    w(51, 18),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(61, 26),     // danger, 8 files: safe check, archbishop
    w(67, 26),     // danger, 8 files: safe check, chancellor
    w(65, 25),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(63, -44),    // danger, 8 files: file without the king's pawns
    w(-31, 20),    // danger, 8 files: shield pawn
    w(18, 31),     // danger, 8 files: flank attack
    w(-10, 7),     // danger, 8 files: flank defense
    w(20, 36),     // danger, 8 files: unsafe check
    w(-69, -39),   // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(63, 68),     // danger, 10 files: attacker, knight
    w(42, 13),     // danger, 10 files: attacker, bishop
    w(67, 8),      // danger, 10 files: attacker, rook
    w(24, 44),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(65, 26),     // danger, 10 files: attacker, archbishop
    w(40, 27),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(33, -20),    // danger, 10 files: zone attack
    w(81, 19),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(74, 44),     // danger, 10 files: safe check, knight
    w(64, 32),     // danger, 10 files: safe check, bishop
    w(63, 40),     // danger, 10 files: safe check, rook
    w(76, 16),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(84, 36),     // danger, 10 files: safe check, archbishop
    w(85, 29),     // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(55, -66),    // danger, 10 files: file without the king's pawns
    w(-26, 2),     // danger, 10 files: shield pawn
    w(40, 37),     // danger, 10 files: flank attack
    w(-33, 2),     // danger, 10 files: flank defense
    w(19, 33),     // danger, 10 files: unsafe check
    w(-53, -33),   // danger, 10 files: bias
];
