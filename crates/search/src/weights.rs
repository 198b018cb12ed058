//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned on 616561 positions from 14940 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000-seed113.pgn, fairy-stockfish-capablanca84000-seed117.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.000000001, danger l2 0.000000001, score weight 0.5 on 616561 scored positions), K = 0.8328:
//! loss 0.057984 -> 0.049731, on 67890 positions of 1656 held-out games 0.158088 -> 0.152303.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(66, 94),     // material pawn
    w(344, 351),   // material knight
    w(361, 393),   // material bishop
    w(511, 637),   // material rook
    w(972, 1159),  // material queen
    w(0, 0),       // material king
    w(868, 908),   // material archbishop
    w(922, 1032),  // material chancellor
    w(1220, 1272), // material general
    w(756, 752),   // material consul
    w(-3, 1),      // 8 files, pawn, file 0 from the edge
    w(5, 4),       // 8 files, pawn, file 1 from the edge
    w(16, -4),     // 8 files, pawn, file 2 from the edge
    w(14, -10),    // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(1, 10),      // 8 files, knight, file 0 from the edge
    w(19, 11),     // 8 files, knight, file 1 from the edge
    w(25, 28),     // 8 files, knight, file 2 from the edge
    w(27, 39),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(8, -2),      // 8 files, bishop, file 0 from the edge
    w(14, 5),      // 8 files, bishop, file 1 from the edge
    w(8, 1),       // 8 files, bishop, file 2 from the edge
    w(-1, 1),      // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-25, 14),    // 8 files, rook, file 0 from the edge
    w(-9, 25),     // 8 files, rook, file 1 from the edge
    w(11, 15),     // 8 files, rook, file 2 from the edge
    w(16, 18),     // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(-10, -4),    // 8 files, queen, file 0 from the edge
    w(-12, -3),    // 8 files, queen, file 1 from the edge
    w(-6, 12),     // 8 files, queen, file 2 from the edge
    w(8, 20),      // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(27, -23),    // 8 files, king, file 0 from the edge
    w(27, 11),     // 8 files, king, file 1 from the edge
    w(3, 25),      // 8 files, king, file 2 from the edge
    w(-8, 22),     // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(8, 27),      // 8 files, archbishop, file 0 from the edge
    w(23, 25),     // 8 files, archbishop, file 1 from the edge
    w(30, 22),     // 8 files, archbishop, file 2 from the edge
    w(25, 6),      // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(1, -15),     // 8 files, chancellor, file 0 from the edge
    w(3, 28),      // 8 files, chancellor, file 1 from the edge
    w(21, 19),     // 8 files, chancellor, file 2 from the edge
    w(10, 34),     // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-6, 16),     // 8 files, general, file 0 from the edge
    w(-1, -4),     // 8 files, general, file 1 from the edge
    w(1, 19),      // 8 files, general, file 2 from the edge
    w(-1, 16),     // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-9, 2),      // 10 files, pawn, file 0 from the edge
    w(-3, 2),      // 10 files, pawn, file 1 from the edge
    w(-4, 1),      // 10 files, pawn, file 2 from the edge
    w(4, 6),       // 10 files, pawn, file 3 from the edge
    w(9, -8),      // 10 files, pawn, file 4 from the edge
    w(-14, -21),   // 10 files, knight, file 0 from the edge
    w(-1, -3),     // 10 files, knight, file 1 from the edge
    w(6, 7),       // 10 files, knight, file 2 from the edge
    w(15, 17),     // 10 files, knight, file 3 from the edge
    w(21, 17),     // 10 files, knight, file 4 from the edge
    w(10, 11),     // 10 files, bishop, file 0 from the edge
    w(2, 19),      // 10 files, bishop, file 1 from the edge
    w(8, 16),      // 10 files, bishop, file 2 from the edge
    w(4, 22),      // 10 files, bishop, file 3 from the edge
    w(8, 23),      // 10 files, bishop, file 4 from the edge
    w(-16, 14),    // 10 files, rook, file 0 from the edge
    w(4, 12),      // 10 files, rook, file 1 from the edge
    w(15, 18),     // 10 files, rook, file 2 from the edge
    w(16, 21),     // 10 files, rook, file 3 from the edge
    w(14, 17),     // 10 files, rook, file 4 from the edge
    w(7, 24),      // 10 files, queen, file 0 from the edge
    w(7, 34),      // 10 files, queen, file 1 from the edge
    w(14, 40),     // 10 files, queen, file 2 from the edge
    w(14, 47),     // 10 files, queen, file 3 from the edge
    w(15, 55),     // 10 files, queen, file 4 from the edge
    w(31, -41),    // 10 files, king, file 0 from the edge
    w(59, 6),      // 10 files, king, file 1 from the edge
    w(30, 25),     // 10 files, king, file 2 from the edge
    w(-15, 31),    // 10 files, king, file 3 from the edge
    w(-29, 39),    // 10 files, king, file 4 from the edge
    w(-7, -6),     // 10 files, archbishop, file 0 from the edge
    w(-5, 7),      // 10 files, archbishop, file 1 from the edge
    w(-1, 13),     // 10 files, archbishop, file 2 from the edge
    w(3, 10),      // 10 files, archbishop, file 3 from the edge
    w(6, 18),      // 10 files, archbishop, file 4 from the edge
    w(11, 15),     // 10 files, chancellor, file 0 from the edge
    w(8, 12),      // 10 files, chancellor, file 1 from the edge
    w(9, 28),      // 10 files, chancellor, file 2 from the edge
    w(14, 34),     // 10 files, chancellor, file 3 from the edge
    w(9, 39),      // 10 files, chancellor, file 4 from the edge
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
    w(5, 22),      // 8 files, pawn, rank 2
    w(2, 8),       // 8 files, pawn, rank 3
    w(14, 16),     // 8 files, pawn, rank 4
    w(25, 20),     // 8 files, pawn, rank 5
    w(13, 47),     // 8 files, pawn, rank 6
    w(33, 60),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(-17, -22),   // 8 files, knight, rank 1
    w(-9, 0),      // 8 files, knight, rank 2
    w(7, 11),      // 8 files, knight, rank 3
    w(35, 28),     // 8 files, knight, rank 4
    w(39, 32),     // 8 files, knight, rank 5
    w(30, 27),     // 8 files, knight, rank 6
    w(14, 30),     // 8 files, knight, rank 7
    w(-2, 7),      // 8 files, knight, rank 8
    w(-1, -7),     // 8 files, bishop, rank 1
    w(9, -5),      // 8 files, bishop, rank 2
    w(11, 6),      // 8 files, bishop, rank 3
    w(10, -11),    // 8 files, bishop, rank 4
    w(11, -2),     // 8 files, bishop, rank 5
    w(9, 0),       // 8 files, bishop, rank 6
    w(5, 16),      // 8 files, bishop, rank 7
    w(-10, 19),    // 8 files, bishop, rank 8
    w(3, 7),       // 8 files, rook, rank 1
    w(-20, -9),    // 8 files, rook, rank 2
    w(-25, 14),    // 8 files, rook, rank 3
    w(3, 10),      // 8 files, rook, rank 4
    w(5, 22),      // 8 files, rook, rank 5
    w(23, 12),     // 8 files, rook, rank 6
    w(11, 16),     // 8 files, rook, rank 7
    w(-2, 7),      // 8 files, rook, rank 8
    w(-14, -15),   // 8 files, queen, rank 1
    w(4, 6),       // 8 files, queen, rank 2
    w(-7, 10),     // 8 files, queen, rank 3
    w(-13, 13),    // 8 files, queen, rank 4
    w(5, -2),      // 8 files, queen, rank 5
    w(8, 8),       // 8 files, queen, rank 6
    w(7, 11),      // 8 files, queen, rank 7
    w(-2, 3),      // 8 files, queen, rank 8
    w(3, -20),     // 8 files, king, rank 1
    w(-6, 2),      // 8 files, king, rank 2
    w(-37, 18),    // 8 files, king, rank 3
    w(-51, 22),    // 8 files, king, rank 4
    w(-60, 21),    // 8 files, king, rank 5
    w(-75, 28),    // 8 files, king, rank 6
    w(-88, 16),    // 8 files, king, rank 7
    w(-105, -15),  // 8 files, king, rank 8
    w(10, 9),      // 8 files, archbishop, rank 1
    w(13, 2),      // 8 files, archbishop, rank 2
    w(15, 21),     // 8 files, archbishop, rank 3
    w(30, 32),     // 8 files, archbishop, rank 4
    w(22, 14),     // 8 files, archbishop, rank 5
    w(17, 7),      // 8 files, archbishop, rank 6
    w(1, 16),      // 8 files, archbishop, rank 7
    w(3, 3),       // 8 files, archbishop, rank 8
    w(3, 0),       // 8 files, chancellor, rank 1
    w(-6, 18),     // 8 files, chancellor, rank 2
    w(6, 16),      // 8 files, chancellor, rank 3
    w(3, 5),       // 8 files, chancellor, rank 4
    w(8, 22),      // 8 files, chancellor, rank 5
    w(33, 13),     // 8 files, chancellor, rank 6
    w(0, 7),       // 8 files, chancellor, rank 7
    w(12, 11),     // 8 files, chancellor, rank 8
    w(-1, 14),     // 8 files, general, rank 1
    w(5, 1),       // 8 files, general, rank 2
    w(-6, 19),     // 8 files, general, rank 3
    w(-4, 0),      // 8 files, general, rank 4
    w(-18, 11),    // 8 files, general, rank 5
    w(7, 3),       // 8 files, general, rank 6
    w(23, 15),     // 8 files, general, rank 7
    w(10, 5),      // 8 files, general, rank 8
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
    w(-7, 3),      // 10 files, pawn, rank 3
    w(-1, 9),      // 10 files, pawn, rank 4
    w(3, 20),      // 10 files, pawn, rank 5
    w(10, 49),     // 10 files, pawn, rank 6
    w(36, 84),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-26, -29),   // 10 files, knight, rank 1
    w(-16, -8),    // 10 files, knight, rank 2
    w(2, 3),       // 10 files, knight, rank 3
    w(28, 14),     // 10 files, knight, rank 4
    w(31, 15),     // 10 files, knight, rank 5
    w(22, 20),     // 10 files, knight, rank 6
    w(6, 18),      // 10 files, knight, rank 7
    w(-12, -8),    // 10 files, knight, rank 8
    w(-1, -8),     // 10 files, bishop, rank 1
    w(20, -3),     // 10 files, bishop, rank 2
    w(14, 14),     // 10 files, bishop, rank 3
    w(12, 8),      // 10 files, bishop, rank 4
    w(11, 9),      // 10 files, bishop, rank 5
    w(7, 17),      // 10 files, bishop, rank 6
    w(-11, 31),    // 10 files, bishop, rank 7
    w(-16, 29),    // 10 files, bishop, rank 8
    w(3, 1),       // 10 files, rook, rank 1
    w(-21, 2),     // 10 files, rook, rank 2
    w(-6, 5),      // 10 files, rook, rank 3
    w(-12, 18),    // 10 files, rook, rank 4
    w(-2, 14),     // 10 files, rook, rank 5
    w(15, 17),     // 10 files, rook, rank 6
    w(26, 13),     // 10 files, rook, rank 7
    w(33, 14),     // 10 files, rook, rank 8
    w(15, 17),     // 10 files, queen, rank 1
    w(23, 10),     // 10 files, queen, rank 2
    w(6, 27),      // 10 files, queen, rank 3
    w(-4, 47),     // 10 files, queen, rank 4
    w(-5, 34),     // 10 files, queen, rank 5
    w(12, 19),     // 10 files, queen, rank 6
    w(0, 36),      // 10 files, queen, rank 7
    w(12, 12),     // 10 files, queen, rank 8
    w(19, -27),    // 10 files, king, rank 1
    w(8, 4),       // 10 files, king, rank 2
    w(-42, 8),     // 10 files, king, rank 3
    w(-70, 13),    // 10 files, king, rank 4
    w(-70, 23),    // 10 files, king, rank 5
    w(-70, 31),    // 10 files, king, rank 6
    w(-90, 33),    // 10 files, king, rank 7
    w(-106, -13),  // 10 files, king, rank 8
    w(4, -15),     // 10 files, archbishop, rank 1
    w(17, -26),    // 10 files, archbishop, rank 2
    w(6, 4),       // 10 files, archbishop, rank 3
    w(14, 38),     // 10 files, archbishop, rank 4
    w(10, 20),     // 10 files, archbishop, rank 5
    w(8, -9),      // 10 files, archbishop, rank 6
    w(-22, 23),    // 10 files, archbishop, rank 7
    w(-35, 15),    // 10 files, archbishop, rank 8
    w(-9, -4),     // 10 files, chancellor, rank 1
    w(1, 34),      // 10 files, chancellor, rank 2
    w(-11, 23),    // 10 files, chancellor, rank 3
    w(-1, 8),      // 10 files, chancellor, rank 4
    w(-4, 26),     // 10 files, chancellor, rank 5
    w(26, 3),      // 10 files, chancellor, rank 6
    w(7, 24),      // 10 files, chancellor, rank 7
    w(51, 24),     // 10 files, chancellor, rank 8
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
    w(6, 4),       // mobility knight
    w(8, 4),       // mobility bishop
    w(3, 0),       // mobility rook
    w(4, 4),       // mobility queen
    w(0, 0),       // mobility king
    w(4, 9),       // mobility archbishop
    w(3, 8),       // mobility chancellor
    w(0, 8),       // mobility general
    w(1, 22),      // mobility consul
    w(0, 4),       // king attack
    w(7, 0),       // king shield
    w(27, 22),     // bishop pair
    w(-8, -14),    // doubled pawn
    w(-6, -12),    // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(8, 6),       // passed pawn, rank 2
    w(-8, 15),     // passed pawn, rank 3
    w(-15, 22),    // passed pawn, rank 4
    w(-5, 38),     // passed pawn, rank 5
    w(17, 63),     // passed pawn, rank 6
    w(72, 101),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(30, 9),      // rook on open file
    w(9, 5),       // rook on half-open file
    w(77, 26),     // pawn threat
    w(57, 30),     // threat by a lesser piece
    w(15, 23),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(41, -2),     // safe check, knight
    w(26, 15),     // safe check, bishop
    w(77, 5),      // safe check, rook
    w(37, 1),      // safe check, queen
    w(0, 0),       // safe check, king
    w(31, 9),      // safe check, archbishop
    w(49, 30),     // safe check, chancellor
    w(22, 4),      // safe check, general
    w(25, 5),      // safe check, consul
    w(3, 0),       // king zone attack, 1 attacker
    w(4, -3),      // king zone attack, 2 attackers
    w(6, -8),      // king zone attack, 3 attackers
    w(7, -11),     // king zone attack, 4 or more attackers
    w(6, 0),       // weak king zone square
    w(8, 31),      // open file at the enemy king
    w(6, 18),      // half-open file at the enemy king
    w(52, 25),     // tempo
    w(-1, 10),     // passed pawn, enemy king's distance
    w(2, -6),      // passed pawn, own king's distance
    w(-7, -1),     // passed pawn, blocked
    w(1, 0),       // space
    w(20, 17),     // threat by a pawn push
    w(-2, 5),      // shelter, next file, no pawn
    w(9, 2),       // shelter, next file, rank 2
    w(-2, -7),     // shelter, next file, rank 3
    w(-2, -12),    // shelter, next file, rank 4
    w(-5, -7),     // shelter, next file, rank 5
    w(-4, 1),      // shelter, next file, rank 6
    w(5, 18),      // shelter, next file, rank 7 or beyond
    w(-10, 3),     // shelter, king's file, no pawn
    w(21, -1),     // shelter, king's file, rank 2
    w(14, 1),      // shelter, king's file, rank 3
    w(-2, -7),     // shelter, king's file, rank 4
    w(-15, -8),    // shelter, king's file, rank 5
    w(-12, 4),     // shelter, king's file, rank 6
    w(3, 8),       // shelter, king's file, rank 7 or beyond
    w(6, -6),      // storm, no pawn
    w(-20, -24),   // storm, rank 2
    w(33, -6),     // storm, rank 3
    w(8, 2),       // storm, rank 4
    w(1, -3),      // storm, rank 5
    w(-8, 6),      // storm, rank 6
    w(2, -5),      // storm, rank 7 or beyond
    w(0, 0),       // blocked storm, no pawn
    w(0, 0),       // blocked storm, rank 2
    w(16, 27),     // blocked storm, rank 3
    w(-9, -10),    // blocked storm, rank 4
    w(5, 7),       // blocked storm, rank 5
    w(-19, 20),    // blocked storm, rank 6
    w(-16, -7),    // blocked storm, rank 7 or beyond
    w(3, -4),      // flank attack
    w(-6, -58),    // king on a pawnless flank
    w(0, 0),       // phalanx pawn, rank 1
    w(6, -9),      // phalanx pawn, rank 2
    w(3, -1),      // phalanx pawn, rank 3
    w(6, 5),       // phalanx pawn, rank 4
    w(16, 22),     // phalanx pawn, rank 5
    w(27, 29),     // phalanx pawn, rank 6
    w(0, 3),       // phalanx pawn, rank 7
    w(0, 0),       // phalanx pawn, rank 8
    w(0, 0),       // supported pawn, rank 1
    w(0, 0),       // supported pawn, rank 2
    w(18, 0),      // supported pawn, rank 3
    w(6, 1),       // supported pawn, rank 4
    w(20, 14),     // supported pawn, rank 5
    w(44, 33),     // supported pawn, rank 6
    w(20, 7),      // supported pawn, rank 7
    w(0, 0),       // supported pawn, rank 8
    w(2, -21),     // backward pawn
    w(0, 0),       // outpost, pawn
    w(24, 14),     // outpost, knight
    w(34, 25),     // outpost, bishop
    w(8, 8),       // outpost, rook
    w(8, 14),      // outpost, queen
    w(0, 0),       // outpost, king
    w(-3, 9),      // outpost, archbishop
    w(7, -10),     // outpost, chancellor
    w(-6, -21),    // outpost, general
    w(0, 0),       // outpost, consul
    w(0, 0),       // behind a pawn, pawn
    w(0, 16),      // behind a pawn, knight
    w(5, 14),      // behind a pawn, bishop
    w(-8, -10),    // behind a pawn, rook
    w(-6, 13),     // behind a pawn, queen
    w(0, 0),       // behind a pawn, king
    w(2, 20),      // behind a pawn, archbishop
    w(-5, 18),     // behind a pawn, chancellor
    w(-2, 16),     // behind a pawn, general
    w(0, 0),       // behind a pawn, consul
    w(0, 0),       // distance from the own king, pawn
    w(-9, -6),     // distance from the own king, knight
    w(-5, -2),     // distance from the own king, bishop
    w(-2, 4),      // distance from the own king, rook
    w(-1, 10),     // distance from the own king, queen
    w(0, 0),       // distance from the own king, king
    w(-4, 12),     // distance from the own king, archbishop
    w(-7, 18),     // distance from the own king, chancellor
    w(-7, 30),     // distance from the own king, general
    w(0, 0),       // distance from the own king, consul
    w(-2, -9),     // own pawns on the bishop's colour
    w(3, 18),      // threat by a minor piece, pawn
    w(30, 25),     // threat by a minor piece, knight
    w(-6, -7),     // threat by a minor piece, bishop
    w(13, 1),      // threat by a minor piece, rook
    w(12, -2),     // threat by a minor piece, queen
    w(0, 0),       // threat by a minor piece, king
    w(13, 7),      // threat by a minor piece, archbishop
    w(25, 0),      // threat by a minor piece, chancellor
    w(9, -1),      // threat by a minor piece, general
    w(0, 0),       // threat by a minor piece, consul
    w(3, 13),      // threat by a rook, pawn
    w(29, 18),     // threat by a rook, knight
    w(21, 18),     // threat by a rook, bishop
    w(8, 2),       // threat by a rook, rook
    w(25, 1),      // threat by a rook, queen
    w(0, 0),       // threat by a rook, king
    w(18, 10),     // threat by a rook, archbishop
    w(25, 1),      // threat by a rook, chancellor
    w(4, 1),       // threat by a rook, general
    w(0, 0),       // threat by a rook, consul
    w(6, 1),       // restricted square
    w(7, 12),      // passed pawn, free way
    w(8, 8),       // passed pawn, way covered by own pawns
    w(4, 7),       // passed pawn, own file safe
    w(4, 3),       // passed pawn, stop square safe
    w(4, 4),       // passed pawn, stop square defended
    w(18, 19),     // threat by the king
    w(-3, 3),      // weak piece defended by a queen
    w(-15, -20),   // rook trapped by its king
    w(0, 0),       // knight on queen
    w(0, 0),       // slider on queen
    w(0, 0),       // rook on queen file
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(79, 27),     // danger, 8 files: attacker, knight
    w(51, 6),      // danger, 8 files: attacker, bishop
    w(44, 21),     // danger, 8 files: attacker, rook
    w(39, 12),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(54, 35),     // danger, 8 files: attacker, archbishop
    w(34, 13),     // danger, 8 files: attacker, chancellor
    w(32, 19),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(28, -15),    // danger, 8 files: zone attack
    w(87, 22),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(60, 31),     // danger, 8 files: safe check, knight
    w(61, 26),     // danger, 8 files: safe check, bishop
    w(60, 22),     // danger, 8 files: safe check, rook
    w(56, 27),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(66, 33),     // danger, 8 files: safe check, archbishop
    w(69, 24),     // danger, 8 files: safe check, chancellor
    w(65, 25),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(51, -41),    // danger, 8 files: file without the king's pawns
    w(-34, 34),    // danger, 8 files: shield pawn
    w(20, 35),     // danger, 8 files: flank attack
    w(-11, 3),     // danger, 8 files: flank defense
    w(17, 30),     // danger, 8 files: unsafe check
    w(-81, -36),   // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(115, 66),    // danger, 10 files: attacker, knight
    w(53, -2),     // danger, 10 files: attacker, bishop
    w(52, 7),      // danger, 10 files: attacker, rook
    w(40, 35),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(43, 48),     // danger, 10 files: attacker, archbishop
    w(53, 35),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(22, -16),    // danger, 10 files: zone attack
    w(90, 21),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(81, 45),     // danger, 10 files: safe check, knight
    w(65, 35),     // danger, 10 files: safe check, bishop
    w(69, 43),     // danger, 10 files: safe check, rook
    w(86, 14),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(92, 37),     // danger, 10 files: safe check, archbishop
    w(89, 42),     // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(64, -87),    // danger, 10 files: file without the king's pawns
    w(-17, 13),    // danger, 10 files: shield pawn
    w(32, 43),     // danger, 10 files: flank attack
    w(-25, -2),    // danger, 10 files: flank defense
    w(23, 40),     // danger, 10 files: unsafe check
    w(-27, -29),   // danger, 10 files: bias
];
