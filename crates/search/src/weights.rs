//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned on 391780 positions from 9574 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.000000001, danger l2 0.000000001, score weight 0.5 on 391780 scored positions), K = 0.8238:
//! loss 0.057040 -> 0.049694, on 43901 positions of 1063 held-out games 0.153115 -> 0.148412.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(73, 92),     // material pawn
    w(301, 329),   // material knight
    w(331, 367),   // material bishop
    w(491, 632),   // material rook
    w(962, 1173),  // material queen
    w(0, 0),       // material king
    w(855, 920),   // material archbishop
    w(901, 1041),  // material chancellor
    w(1204, 1291), // material general
    w(756, 752),   // material consul
    w(-5, 4),      // 8 files, pawn, file 0 from the edge
    w(8, 6),       // 8 files, pawn, file 1 from the edge
    w(19, -1),     // 8 files, pawn, file 2 from the edge
    w(17, -8),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(-1, 13),     // 8 files, knight, file 0 from the edge
    w(17, 14),     // 8 files, knight, file 1 from the edge
    w(27, 34),     // 8 files, knight, file 2 from the edge
    w(31, 43),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(8, 0),       // 8 files, bishop, file 0 from the edge
    w(17, 7),      // 8 files, bishop, file 1 from the edge
    w(13, 1),      // 8 files, bishop, file 2 from the edge
    w(7, 1),       // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-28, 22),    // 8 files, rook, file 0 from the edge
    w(-11, 32),    // 8 files, rook, file 1 from the edge
    w(13, 19),     // 8 files, rook, file 2 from the edge
    w(21, 21),     // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(-10, 12),    // 8 files, queen, file 0 from the edge
    w(-13, 8),     // 8 files, queen, file 1 from the edge
    w(-7, 20),     // 8 files, queen, file 2 from the edge
    w(9, 23),      // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(8, -23),     // 8 files, king, file 0 from the edge
    w(22, 13),     // 8 files, king, file 1 from the edge
    w(12, 24),     // 8 files, king, file 2 from the edge
    w(6, 21),      // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(5, 46),      // 8 files, archbishop, file 0 from the edge
    w(23, 35),     // 8 files, archbishop, file 1 from the edge
    w(32, 20),     // 8 files, archbishop, file 2 from the edge
    w(26, -2),     // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(-5, 3),      // 8 files, chancellor, file 0 from the edge
    w(0, 41),      // 8 files, chancellor, file 1 from the edge
    w(24, 19),     // 8 files, chancellor, file 2 from the edge
    w(15, 31),     // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-15, 41),    // 8 files, general, file 0 from the edge
    w(-7, 2),      // 8 files, general, file 1 from the edge
    w(0, 15),      // 8 files, general, file 2 from the edge
    w(0, 7),       // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-11, 3),     // 10 files, pawn, file 0 from the edge
    w(-5, -3),     // 10 files, pawn, file 1 from the edge
    w(-7, -3),     // 10 files, pawn, file 2 from the edge
    w(8, 9),       // 10 files, pawn, file 3 from the edge
    w(12, -14),    // 10 files, pawn, file 4 from the edge
    w(-30, -32),   // 10 files, knight, file 0 from the edge
    w(-13, -3),    // 10 files, knight, file 1 from the edge
    w(-5, -2),     // 10 files, knight, file 2 from the edge
    w(11, 9),      // 10 files, knight, file 3 from the edge
    w(19, 7),      // 10 files, knight, file 4 from the edge
    w(-3, 6),      // 10 files, bishop, file 0 from the edge
    w(-13, 11),    // 10 files, bishop, file 1 from the edge
    w(-4, 15),     // 10 files, bishop, file 2 from the edge
    w(4, 14),      // 10 files, bishop, file 3 from the edge
    w(3, 13),      // 10 files, bishop, file 4 from the edge
    w(-28, 15),    // 10 files, rook, file 0 from the edge
    w(-3, 9),      // 10 files, rook, file 1 from the edge
    w(12, 10),     // 10 files, rook, file 2 from the edge
    w(16, 15),     // 10 files, rook, file 3 from the edge
    w(15, 8),      // 10 files, rook, file 4 from the edge
    w(4, 32),      // 10 files, queen, file 0 from the edge
    w(3, 34),      // 10 files, queen, file 1 from the edge
    w(9, 35),      // 10 files, queen, file 2 from the edge
    w(14, 40),     // 10 files, queen, file 3 from the edge
    w(20, 35),     // 10 files, queen, file 4 from the edge
    w(0, -41),     // 10 files, king, file 0 from the edge
    w(43, 15),     // 10 files, king, file 1 from the edge
    w(41, 22),     // 10 files, king, file 2 from the edge
    w(1, 29),      // 10 files, king, file 3 from the edge
    w(-9, 35),     // 10 files, king, file 4 from the edge
    w(-12, 8),     // 10 files, archbishop, file 0 from the edge
    w(-8, 8),      // 10 files, archbishop, file 1 from the edge
    w(-2, 9),      // 10 files, archbishop, file 2 from the edge
    w(2, 5),       // 10 files, archbishop, file 3 from the edge
    w(4, 4),       // 10 files, archbishop, file 4 from the edge
    w(0, 22),      // 10 files, chancellor, file 0 from the edge
    w(0, 17),      // 10 files, chancellor, file 1 from the edge
    w(5, 21),      // 10 files, chancellor, file 2 from the edge
    w(18, 12),     // 10 files, chancellor, file 3 from the edge
    w(7, 38),      // 10 files, chancellor, file 4 from the edge
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
    w(7, 17),      // 8 files, pawn, rank 2
    w(13, 6),      // 8 files, pawn, rank 3
    w(14, 14),     // 8 files, pawn, rank 4
    w(29, 26),     // 8 files, pawn, rank 5
    w(5, 53),      // 8 files, pawn, rank 6
    w(33, 66),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(-3, -16),    // 8 files, knight, rank 1
    w(6, 4),       // 8 files, knight, rank 2
    w(14, 16),     // 8 files, knight, rank 3
    w(35, 36),     // 8 files, knight, rank 4
    w(31, 38),     // 8 files, knight, rank 5
    w(22, 24),     // 8 files, knight, rank 6
    w(1, 22),      // 8 files, knight, rank 7
    w(-7, 4),      // 8 files, knight, rank 8
    w(5, -8),      // 8 files, bishop, rank 1
    w(15, -4),     // 8 files, bishop, rank 2
    w(16, 7),      // 8 files, bishop, rank 3
    w(14, -7),     // 8 files, bishop, rank 4
    w(16, 3),      // 8 files, bishop, rank 5
    w(12, -1),     // 8 files, bishop, rank 6
    w(-2, 12),     // 8 files, bishop, rank 7
    w(-18, 18),    // 8 files, bishop, rank 8
    w(5, 7),       // 8 files, rook, rank 1
    w(-20, -11),   // 8 files, rook, rank 2
    w(-30, 13),    // 8 files, rook, rank 3
    w(-1, 12),     // 8 files, rook, rank 4
    w(11, 26),     // 8 files, rook, rank 5
    w(24, 16),     // 8 files, rook, rank 6
    w(15, 24),     // 8 files, rook, rank 7
    w(-4, 13),     // 8 files, rook, rank 8
    w(-7, -12),    // 8 files, queen, rank 1
    w(6, 7),       // 8 files, queen, rank 2
    w(-9, 11),     // 8 files, queen, rank 3
    w(-17, 15),    // 8 files, queen, rank 4
    w(1, 0),       // 8 files, queen, rank 5
    w(7, 12),      // 8 files, queen, rank 6
    w(8, 21),      // 8 files, queen, rank 7
    w(-3, 16),     // 8 files, queen, rank 8
    w(5, -23),     // 8 files, king, rank 1
    w(-2, 1),      // 8 files, king, rank 2
    w(-40, 15),    // 8 files, king, rank 3
    w(-55, 18),    // 8 files, king, rank 4
    w(-62, 21),    // 8 files, king, rank 5
    w(-75, 31),    // 8 files, king, rank 6
    w(-86, 19),    // 8 files, king, rank 7
    w(-105, -10),  // 8 files, king, rank 8
    w(20, 13),     // 8 files, archbishop, rank 1
    w(22, 0),      // 8 files, archbishop, rank 2
    w(20, 17),     // 8 files, archbishop, rank 3
    w(27, 33),     // 8 files, archbishop, rank 4
    w(15, 14),     // 8 files, archbishop, rank 5
    w(15, 10),     // 8 files, archbishop, rank 6
    w(-12, 28),    // 8 files, archbishop, rank 7
    w(0, 9),       // 8 files, archbishop, rank 8
    w(9, 4),       // 8 files, chancellor, rank 1
    w(3, 15),      // 8 files, chancellor, rank 2
    w(10, 8),      // 8 files, chancellor, rank 3
    w(1, -1),      // 8 files, chancellor, rank 4
    w(-1, 28),     // 8 files, chancellor, rank 5
    w(31, 16),     // 8 files, chancellor, rank 6
    w(-10, 20),    // 8 files, chancellor, rank 7
    w(15, 30),     // 8 files, chancellor, rank 8
    w(4, 25),      // 8 files, general, rank 1
    w(13, -7),     // 8 files, general, rank 2
    w(-5, 18),     // 8 files, general, rank 3
    w(-7, -3),     // 8 files, general, rank 4
    w(-32, 13),    // 8 files, general, rank 5
    w(-1, 0),      // 8 files, general, rank 6
    w(15, 26),     // 8 files, general, rank 7
    w(15, 15),     // 8 files, general, rank 8
    w(0, 0),       // 8 files, consul, rank 1
    w(1, 1),       // 8 files, consul, rank 2
    w(2, 2),       // 8 files, consul, rank 3
    w(3, 3),       // 8 files, consul, rank 4
    w(3, 3),       // 8 files, consul, rank 5
    w(2, 2),       // 8 files, consul, rank 6
    w(1, 1),       // 8 files, consul, rank 7
    w(0, 0),       // 8 files, consul, rank 8
    w(0, 0),       // 10 files, pawn, rank 1
    w(1, 15),      // 10 files, pawn, rank 2
    w(2, -2),      // 10 files, pawn, rank 3
    w(-2, 3),      // 10 files, pawn, rank 4
    w(4, 23),      // 10 files, pawn, rank 5
    w(5, 48),      // 10 files, pawn, rank 6
    w(31, 85),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-21, -30),   // 10 files, knight, rank 1
    w(-10, -21),   // 10 files, knight, rank 2
    w(-1, 1),      // 10 files, knight, rank 3
    w(22, 25),     // 10 files, knight, rank 4
    w(18, 15),     // 10 files, knight, rank 5
    w(6, 28),      // 10 files, knight, rank 6
    w(-11, -10),   // 10 files, knight, rank 7
    w(-15, -21),   // 10 files, knight, rank 8
    w(-6, -15),    // 10 files, bishop, rank 1
    w(24, -13),    // 10 files, bishop, rank 2
    w(10, 18),     // 10 files, bishop, rank 3
    w(7, 10),      // 10 files, bishop, rank 4
    w(1, 6),       // 10 files, bishop, rank 5
    w(6, 15),      // 10 files, bishop, rank 6
    w(-12, 12),    // 10 files, bishop, rank 7
    w(-38, 33),    // 10 files, bishop, rank 8
    w(5, -6),      // 10 files, rook, rank 1
    w(-29, -8),    // 10 files, rook, rank 2
    w(-11, 6),     // 10 files, rook, rank 3
    w(-20, 18),    // 10 files, rook, rank 4
    w(7, 2),       // 10 files, rook, rank 5
    w(-1, 13),     // 10 files, rook, rank 6
    w(18, 16),     // 10 files, rook, rank 7
    w(44, 16),     // 10 files, rook, rank 8
    w(25, -10),    // 10 files, queen, rank 1
    w(27, 4),      // 10 files, queen, rank 2
    w(1, 24),      // 10 files, queen, rank 3
    w(1, 42),      // 10 files, queen, rank 4
    w(-14, 32),    // 10 files, queen, rank 5
    w(12, 29),     // 10 files, queen, rank 6
    w(-18, 41),    // 10 files, queen, rank 7
    w(18, 16),     // 10 files, queen, rank 8
    w(12, -13),    // 10 files, king, rank 1
    w(1, 4),       // 10 files, king, rank 2
    w(-41, 6),     // 10 files, king, rank 3
    w(-63, 11),    // 10 files, king, rank 4
    w(-62, 23),    // 10 files, king, rank 5
    w(-71, 36),    // 10 files, king, rank 6
    w(-91, 36),    // 10 files, king, rank 7
    w(-106, -32),  // 10 files, king, rank 8
    w(14, -21),    // 10 files, archbishop, rank 1
    w(23, -17),    // 10 files, archbishop, rank 2
    w(11, -7),     // 10 files, archbishop, rank 3
    w(13, 12),     // 10 files, archbishop, rank 4
    w(3, 16),      // 10 files, archbishop, rank 5
    w(-11, 9),     // 10 files, archbishop, rank 6
    w(-27, 24),    // 10 files, archbishop, rank 7
    w(-36, 28),    // 10 files, archbishop, rank 8
    w(-6, 3),      // 10 files, chancellor, rank 1
    w(8, 17),      // 10 files, chancellor, rank 2
    w(-10, 19),    // 10 files, chancellor, rank 3
    w(5, -3),      // 10 files, chancellor, rank 4
    w(-16, 29),    // 10 files, chancellor, rank 5
    w(13, 13),     // 10 files, chancellor, rank 6
    w(-8, 26),     // 10 files, chancellor, rank 7
    w(52, 16),     // 10 files, chancellor, rank 8
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
    w(7, 6),       // mobility bishop
    w(5, 2),       // mobility rook
    w(4, 4),       // mobility queen
    w(0, 0),       // mobility king
    w(4, 11),      // mobility archbishop
    w(3, 11),      // mobility chancellor
    w(-1, 13),     // mobility general
    w(1, 22),      // mobility consul
    w(0, 4),       // king attack
    w(3, -3),      // king shield
    w(39, 22),     // bishop pair
    w(-14, -10),   // doubled pawn
    w(-8, -13),    // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(10, 5),      // passed pawn, rank 2
    w(-33, 19),    // passed pawn, rank 3
    w(-21, 26),    // passed pawn, rank 4
    w(-8, 55),     // passed pawn, rank 5
    w(29, 86),     // passed pawn, rank 6
    w(65, 108),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(30, 5),      // rook on open file
    w(11, 15),     // rook on half-open file
    w(75, 19),     // pawn threat
    w(61, 21),     // threat by a lesser piece
    w(17, 34),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(48, -5),     // safe check, knight
    w(36, 21),     // safe check, bishop
    w(79, 2),      // safe check, rook
    w(37, 4),      // safe check, queen
    w(0, 0),       // safe check, king
    w(32, 13),     // safe check, archbishop
    w(47, 20),     // safe check, chancellor
    w(21, 5),      // safe check, general
    w(25, 5),      // safe check, consul
    w(-3, 2),      // king zone attack, 1 attacker
    w(-1, -1),     // king zone attack, 2 attackers
    w(3, -8),      // king zone attack, 3 attackers
    w(5, -13),     // king zone attack, 4 or more attackers
    w(16, 0),      // weak king zone square
    w(9, 35),      // open file at the enemy king
    w(7, 20),      // half-open file at the enemy king
    w(50, 21),     // tempo
    w(1, 12),      // passed pawn, enemy king's distance
    w(3, -7),      // passed pawn, own king's distance
    w(-10, -15),   // passed pawn, blocked
    w(1, 1),       // space
    w(20, 25),     // threat by a pawn push
    w(-2, 2),      // shelter, next file, no pawn
    w(7, -5),      // shelter, next file, rank 2
    w(-1, -16),    // shelter, next file, rank 3
    w(-6, -15),    // shelter, next file, rank 4
    w(-10, -12),   // shelter, next file, rank 5
    w(-1, 8),      // shelter, next file, rank 6
    w(13, 38),     // shelter, next file, rank 7 or beyond
    w(-12, 0),     // shelter, king's file, no pawn
    w(24, -4),     // shelter, king's file, rank 2
    w(17, -6),     // shelter, king's file, rank 3
    w(-6, -9),     // shelter, king's file, rank 4
    w(-27, -11),   // shelter, king's file, rank 5
    w(4, 17),      // shelter, king's file, rank 6
    w(1, 14),      // shelter, king's file, rank 7 or beyond
    w(10, -9),     // storm, no pawn
    w(-43, -24),   // storm, rank 2
    w(36, -21),    // storm, rank 3
    w(11, 1),      // storm, rank 4
    w(7, -3),      // storm, rank 5
    w(-5, 5),      // storm, rank 6
    w(3, -7),      // storm, rank 7 or beyond
    w(0, 0),       // blocked storm, no pawn
    w(0, 0),       // blocked storm, rank 2
    w(18, 17),     // blocked storm, rank 3
    w(-2, -12),    // blocked storm, rank 4
    w(8, 9),       // blocked storm, rank 5
    w(-14, 24),    // blocked storm, rank 6
    w(-27, 20),    // blocked storm, rank 7 or beyond
    w(4, -4),      // flank attack
    w(-2, -54),    // king on a pawnless flank
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(88, 32),     // danger, 8 files: attacker, knight
    w(56, 7),      // danger, 8 files: attacker, bishop
    w(42, 18),     // danger, 8 files: attacker, rook
    w(37, 11),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(58, 41),     // danger, 8 files: attacker, archbishop
    w(30, 11),     // danger, 8 files: attacker, chancellor
    w(37, 18),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(33, -24),    // danger, 8 files: zone attack
    w(78, 17),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(58, 31),     // danger, 8 files: safe check, knight
    w(61, 23),     // danger, 8 files: safe check, bishop
    w(59, 23),     // danger, 8 files: safe check, rook
    w(51, 19),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(63, 25),     // danger, 8 files: safe check, archbishop
    w(73, 30),     // danger, 8 files: safe check, chancellor
    w(68, 23),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(66, -43),    // danger, 8 files: file without the king's pawns
    w(-35, 19),    // danger, 8 files: shield pawn
    w(21, 34),     // danger, 8 files: flank attack
    w(-13, 7),     // danger, 8 files: flank defense
    w(10, 40),     // danger, 8 files: unsafe check
    w(-68, -38),   // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(74, 74),     // danger, 10 files: attacker, knight
    w(39, 12),     // danger, 10 files: attacker, bishop
    w(69, 3),      // danger, 10 files: attacker, rook
    w(26, 47),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(60, 28),     // danger, 10 files: attacker, archbishop
    w(39, 26),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(37, -26),    // danger, 10 files: zone attack
    w(83, 16),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(74, 43),     // danger, 10 files: safe check, knight
    w(65, 32),     // danger, 10 files: safe check, bishop
    w(61, 38),     // danger, 10 files: safe check, rook
    w(75, 14),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(88, 37),     // danger, 10 files: safe check, archbishop
    w(88, 29),     // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(60, -69),    // danger, 10 files: file without the king's pawns
    w(-23, -6),    // danger, 10 files: shield pawn
    w(42, 41),     // danger, 10 files: flank attack
    w(-36, 2),     // danger, 10 files: flank defense
    w(14, 37),     // danger, 10 files: unsafe check
    w(-46, -32),   // danger, 10 files: bias
];
