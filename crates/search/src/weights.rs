//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned on 391780 positions from 9574 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.000000001, danger l2 0.000000001, score weight 0.5 on 391780 scored positions), K = 0.8238:
//! loss 0.057040 -> 0.049095, on 43901 positions of 1063 held-out games 0.153115 -> 0.147819.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(67, 95),     // material pawn
    w(331, 333),   // material knight
    w(357, 403),   // material bishop
    w(496, 632),   // material rook
    w(969, 1156),  // material queen
    w(0, 0),       // material king
    w(868, 914),   // material archbishop
    w(918, 1023),  // material chancellor
    w(1219, 1279), // material general
    w(756, 752),   // material consul
    w(-5, 4),      // 8 files, pawn, file 0 from the edge
    w(8, 7),       // 8 files, pawn, file 1 from the edge
    w(17, -1),     // 8 files, pawn, file 2 from the edge
    w(15, -8),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(6, 14),      // 8 files, knight, file 0 from the edge
    w(21, 15),     // 8 files, knight, file 1 from the edge
    w(25, 30),     // 8 files, knight, file 2 from the edge
    w(27, 41),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(13, -1),     // 8 files, bishop, file 0 from the edge
    w(18, 7),      // 8 files, bishop, file 1 from the edge
    w(12, 3),      // 8 files, bishop, file 2 from the edge
    w(4, 4),       // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-30, 19),    // 8 files, rook, file 0 from the edge
    w(-13, 31),    // 8 files, rook, file 1 from the edge
    w(15, 20),     // 8 files, rook, file 2 from the edge
    w(22, 23),     // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(-11, 0),     // 8 files, queen, file 0 from the edge
    w(-13, 5),     // 8 files, queen, file 1 from the edge
    w(-6, 23),     // 8 files, queen, file 2 from the edge
    w(9, 31),      // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(25, -24),    // 8 files, king, file 0 from the edge
    w(27, 13),     // 8 files, king, file 1 from the edge
    w(5, 25),      // 8 files, king, file 2 from the edge
    w(-8, 22),     // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(7, 39),      // 8 files, archbishop, file 0 from the edge
    w(23, 32),     // 8 files, archbishop, file 1 from the edge
    w(31, 25),     // 8 files, archbishop, file 2 from the edge
    w(24, 2),      // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(0, -10),     // 8 files, chancellor, file 0 from the edge
    w(2, 37),      // 8 files, chancellor, file 1 from the edge
    w(23, 25),     // 8 files, chancellor, file 2 from the edge
    w(12, 40),     // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-6, 21),     // 8 files, general, file 0 from the edge
    w(-1, -7),     // 8 files, general, file 1 from the edge
    w(1, 23),      // 8 files, general, file 2 from the edge
    w(-1, 16),     // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-9, 2),      // 10 files, pawn, file 0 from the edge
    w(-5, -2),     // 10 files, pawn, file 1 from the edge
    w(-8, -3),     // 10 files, pawn, file 2 from the edge
    w(7, 10),      // 10 files, pawn, file 3 from the edge
    w(12, -14),    // 10 files, pawn, file 4 from the edge
    w(-15, -26),   // 10 files, knight, file 0 from the edge
    w(-4, 0),      // 10 files, knight, file 1 from the edge
    w(-2, -3),     // 10 files, knight, file 2 from the edge
    w(10, 9),      // 10 files, knight, file 3 from the edge
    w(15, 8),      // 10 files, knight, file 4 from the edge
    w(6, 7),       // 10 files, bishop, file 0 from the edge
    w(-5, 17),     // 10 files, bishop, file 1 from the edge
    w(1, 21),      // 10 files, bishop, file 2 from the edge
    w(5, 23),      // 10 files, bishop, file 3 from the edge
    w(4, 23),      // 10 files, bishop, file 4 from the edge
    w(-29, 10),    // 10 files, rook, file 0 from the edge
    w(-4, 6),      // 10 files, rook, file 1 from the edge
    w(16, 9),      // 10 files, rook, file 2 from the edge
    w(19, 17),     // 10 files, rook, file 3 from the edge
    w(16, 13),     // 10 files, rook, file 4 from the edge
    w(4, 12),      // 10 files, queen, file 0 from the edge
    w(3, 28),      // 10 files, queen, file 1 from the edge
    w(10, 33),     // 10 files, queen, file 2 from the edge
    w(17, 46),     // 10 files, queen, file 3 from the edge
    w(22, 43),     // 10 files, queen, file 4 from the edge
    w(27, -44),    // 10 files, king, file 0 from the edge
    w(56, 13),     // 10 files, king, file 1 from the edge
    w(37, 23),     // 10 files, king, file 2 from the edge
    w(-16, 31),    // 10 files, king, file 3 from the edge
    w(-29, 37),    // 10 files, king, file 4 from the edge
    w(-5, -1),     // 10 files, archbishop, file 0 from the edge
    w(-4, 5),      // 10 files, archbishop, file 1 from the edge
    w(0, 8),       // 10 files, archbishop, file 2 from the edge
    w(2, 8),       // 10 files, archbishop, file 3 from the edge
    w(4, 9),       // 10 files, archbishop, file 4 from the edge
    w(9, 6),       // 10 files, chancellor, file 0 from the edge
    w(5, 9),       // 10 files, chancellor, file 1 from the edge
    w(7, 21),      // 10 files, chancellor, file 2 from the edge
    w(19, 15),     // 10 files, chancellor, file 3 from the edge
    w(5, 44),      // 10 files, chancellor, file 4 from the edge
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
    w(8, 23),      // 8 files, pawn, rank 2
    w(4, 12),      // 8 files, pawn, rank 3
    w(16, 14),     // 8 files, pawn, rank 4
    w(28, 19),     // 8 files, pawn, rank 5
    w(8, 51),      // 8 files, pawn, rank 6
    w(32, 66),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(-10, -19),   // 8 files, knight, rank 1
    w(-4, 2),      // 8 files, knight, rank 2
    w(10, 9),      // 8 files, knight, rank 3
    w(34, 28),     // 8 files, knight, rank 4
    w(36, 33),     // 8 files, knight, rank 5
    w(28, 26),     // 8 files, knight, rank 6
    w(13, 31),     // 8 files, knight, rank 7
    w(-3, 13),     // 8 files, knight, rank 8
    w(1, -7),      // 8 files, bishop, rank 1
    w(11, -5),     // 8 files, bishop, rank 2
    w(13, 7),      // 8 files, bishop, rank 3
    w(13, -7),     // 8 files, bishop, rank 4
    w(16, 1),      // 8 files, bishop, rank 5
    w(13, 0),      // 8 files, bishop, rank 6
    w(5, 16),      // 8 files, bishop, rank 7
    w(-13, 19),    // 8 files, bishop, rank 8
    w(3, 10),      // 8 files, rook, rank 1
    w(-20, -7),    // 8 files, rook, rank 2
    w(-27, 17),    // 8 files, rook, rank 3
    w(3, 12),      // 8 files, rook, rank 4
    w(8, 24),      // 8 files, rook, rank 5
    w(25, 16),     // 8 files, rook, rank 6
    w(14, 21),     // 8 files, rook, rank 7
    w(-5, 7),      // 8 files, rook, rank 8
    w(-9, -10),    // 8 files, queen, rank 1
    w(7, 14),      // 8 files, queen, rank 2
    w(-7, 17),     // 8 files, queen, rank 3
    w(-15, 19),    // 8 files, queen, rank 4
    w(2, 1),       // 8 files, queen, rank 5
    w(7, 10),      // 8 files, queen, rank 6
    w(6, 13),      // 8 files, queen, rank 7
    w(-5, 2),      // 8 files, queen, rank 8
    w(5, -25),     // 8 files, king, rank 1
    w(-4, -1),     // 8 files, king, rank 2
    w(-39, 14),    // 8 files, king, rank 3
    w(-53, 19),    // 8 files, king, rank 4
    w(-61, 23),    // 8 files, king, rank 5
    w(-75, 33),    // 8 files, king, rank 6
    w(-86, 22),    // 8 files, king, rank 7
    w(-105, -12),  // 8 files, king, rank 8
    w(15, 13),     // 8 files, archbishop, rank 1
    w(18, 1),      // 8 files, archbishop, rank 2
    w(18, 22),     // 8 files, archbishop, rank 3
    w(26, 36),     // 8 files, archbishop, rank 4
    w(17, 15),     // 8 files, archbishop, rank 5
    w(15, 7),      // 8 files, archbishop, rank 6
    w(-5, 24),     // 8 files, archbishop, rank 7
    w(4, 5),       // 8 files, archbishop, rank 8
    w(6, 5),       // 8 files, chancellor, rank 1
    w(-2, 22),     // 8 files, chancellor, rank 2
    w(8, 17),      // 8 files, chancellor, rank 3
    w(2, 3),       // 8 files, chancellor, rank 4
    w(3, 26),      // 8 files, chancellor, rank 5
    w(35, 12),     // 8 files, chancellor, rank 6
    w(-9, 13),     // 8 files, chancellor, rank 7
    w(15, 19),     // 8 files, chancellor, rank 8
    w(4, 19),      // 8 files, general, rank 1
    w(10, 0),      // 8 files, general, rank 2
    w(-5, 23),     // 8 files, general, rank 3
    w(-5, -3),     // 8 files, general, rank 4
    w(-25, 11),    // 8 files, general, rank 5
    w(1, -1),      // 8 files, general, rank 6
    w(21, 19),     // 8 files, general, rank 7
    w(14, 7),      // 8 files, general, rank 8
    w(0, 0),       // 8 files, consul, rank 1
    w(1, 1),       // 8 files, consul, rank 2
    w(2, 2),       // 8 files, consul, rank 3
    w(3, 3),       // 8 files, consul, rank 4
    w(3, 3),       // 8 files, consul, rank 5
    w(2, 2),       // 8 files, consul, rank 6
    w(1, 1),       // 8 files, consul, rank 7
    w(0, 0),       // 8 files, consul, rank 8
    w(0, 0),       // 10 files, pawn, rank 1
    w(1, 22),      // 10 files, pawn, rank 2
    w(-7, 4),      // 10 files, pawn, rank 3
    w(0, 2),       // 10 files, pawn, rank 4
    w(4, 16),      // 10 files, pawn, rank 5
    w(8, 45),      // 10 files, pawn, rank 6
    w(32, 84),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-26, -27),   // 10 files, knight, rank 1
    w(-19, -22),   // 10 files, knight, rank 2
    w(-3, -2),     // 10 files, knight, rank 3
    w(21, 20),     // 10 files, knight, rank 4
    w(24, 12),     // 10 files, knight, rank 5
    w(12, 28),     // 10 files, knight, rank 6
    w(7, 0),       // 10 files, knight, rank 7
    w(-2, -12),    // 10 files, knight, rank 8
    w(-7, -14),    // 10 files, bishop, rank 1
    w(21, -12),    // 10 files, bishop, rank 2
    w(9, 22),      // 10 files, bishop, rank 3
    w(8, 13),      // 10 files, bishop, rank 4
    w(2, 9),       // 10 files, bishop, rank 5
    w(8, 21),      // 10 files, bishop, rank 6
    w(0, 19),      // 10 files, bishop, rank 7
    w(-27, 38),    // 10 files, bishop, rank 8
    w(3, -1),      // 10 files, rook, rank 1
    w(-28, -5),    // 10 files, rook, rank 2
    w(-6, 8),      // 10 files, rook, rank 3
    w(-16, 18),    // 10 files, rook, rank 4
    w(7, 1),       // 10 files, rook, rank 5
    w(-1, 11),     // 10 files, rook, rank 6
    w(18, 13),     // 10 files, rook, rank 7
    w(42, 11),     // 10 files, rook, rank 8
    w(23, -9),     // 10 files, queen, rank 1
    w(29, 8),      // 10 files, queen, rank 2
    w(5, 30),      // 10 files, queen, rank 3
    w(2, 46),      // 10 files, queen, rank 4
    w(-10, 31),    // 10 files, queen, rank 5
    w(12, 21),     // 10 files, queen, rank 6
    w(-19, 32),    // 10 files, queen, rank 7
    w(16, 6),      // 10 files, queen, rank 8
    w(13, -14),    // 10 files, king, rank 1
    w(4, 4),       // 10 files, king, rank 2
    w(-43, 6),     // 10 files, king, rank 3
    w(-64, 12),    // 10 files, king, rank 4
    w(-62, 23),    // 10 files, king, rank 5
    w(-71, 36),    // 10 files, king, rank 6
    w(-91, 37),    // 10 files, king, rank 7
    w(-106, -32),  // 10 files, king, rank 8
    w(11, -21),    // 10 files, archbishop, rank 1
    w(20, -17),    // 10 files, archbishop, rank 2
    w(12, -6),     // 10 files, archbishop, rank 3
    w(12, 14),     // 10 files, archbishop, rank 4
    w(7, 17),      // 10 files, archbishop, rank 5
    w(-7, 10),     // 10 files, archbishop, rank 6
    w(-19, 16),    // 10 files, archbishop, rank 7
    w(-32, 25),    // 10 files, archbishop, rank 8
    w(-6, 1),      // 10 files, chancellor, rank 1
    w(6, 20),      // 10 files, chancellor, rank 2
    w(-9, 22),     // 10 files, chancellor, rank 3
    w(6, -1),      // 10 files, chancellor, rank 4
    w(-13, 25),    // 10 files, chancellor, rank 5
    w(18, 10),     // 10 files, chancellor, rank 6
    w(-1, 18),     // 10 files, chancellor, rank 7
    w(53, 9),      // 10 files, chancellor, rank 8
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
    w(9, 6),       // mobility knight
    w(7, 4),       // mobility bishop
    w(4, 1),       // mobility rook
    w(4, 2),       // mobility queen
    w(0, 0),       // mobility king
    w(4, 10),      // mobility archbishop
    w(3, 9),       // mobility chancellor
    w(0, 8),       // mobility general
    w(1, 22),      // mobility consul
    w(0, 4),       // king attack
    w(5, -3),      // king shield
    w(39, 30),     // bishop pair
    w(-9, -14),    // doubled pawn
    w(-3, -12),    // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(14, 2),      // passed pawn, rank 2
    w(-25, 14),    // passed pawn, rank 3
    w(-20, 23),    // passed pawn, rank 4
    w(-7, 52),     // passed pawn, rank 5
    w(27, 84),     // passed pawn, rank 6
    w(66, 107),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(29, 4),      // rook on open file
    w(9, 14),      // rook on half-open file
    w(76, 16),     // pawn threat
    w(62, 22),     // threat by a lesser piece
    w(15, 31),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(50, -4),     // safe check, knight
    w(34, 17),     // safe check, bishop
    w(79, 2),      // safe check, rook
    w(37, 4),      // safe check, queen
    w(0, 0),       // safe check, king
    w(31, 14),     // safe check, archbishop
    w(46, 21),     // safe check, chancellor
    w(20, 5),      // safe check, general
    w(25, 5),      // safe check, consul
    w(-2, 2),      // king zone attack, 1 attacker
    w(0, -2),      // king zone attack, 2 attackers
    w(5, -10),     // king zone attack, 3 attackers
    w(6, -16),     // king zone attack, 4 or more attackers
    w(14, 0),      // weak king zone square
    w(4, 34),      // open file at the enemy king
    w(5, 17),      // half-open file at the enemy king
    w(51, 21),     // tempo
    w(2, 12),      // passed pawn, enemy king's distance
    w(3, -7),      // passed pawn, own king's distance
    w(-11, -13),   // passed pawn, blocked
    w(1, 1),       // space
    w(19, 21),     // threat by a pawn push
    w(-2, 3),      // shelter, next file, no pawn
    w(7, -6),      // shelter, next file, rank 2
    w(-3, -16),    // shelter, next file, rank 3
    w(-6, -14),    // shelter, next file, rank 4
    w(-9, -12),    // shelter, next file, rank 5
    w(-1, 7),      // shelter, next file, rank 6
    w(13, 39),     // shelter, next file, rank 7 or beyond
    w(-11, 0),     // shelter, king's file, no pawn
    w(24, -4),     // shelter, king's file, rank 2
    w(16, -5),     // shelter, king's file, rank 3
    w(-4, -8),     // shelter, king's file, rank 4
    w(-27, -13),   // shelter, king's file, rank 5
    w(1, 16),      // shelter, king's file, rank 6
    w(0, 14),      // shelter, king's file, rank 7 or beyond
    w(9, -9),      // storm, no pawn
    w(-42, -23),   // storm, rank 2
    w(36, -27),    // storm, rank 3
    w(11, 1),      // storm, rank 4
    w(8, -3),      // storm, rank 5
    w(-6, 7),      // storm, rank 6
    w(2, -6),      // storm, rank 7 or beyond
    w(0, 0),       // blocked storm, no pawn
    w(0, 0),       // blocked storm, rank 2
    w(15, 20),     // blocked storm, rank 3
    w(0, -13),     // blocked storm, rank 4
    w(6, 10),      // blocked storm, rank 5
    w(-15, 21),    // blocked storm, rank 6
    w(-24, 23),    // blocked storm, rank 7 or beyond
    w(3, -4),      // flank attack
    w(-2, -56),    // king on a pawnless flank
    w(0, 0),       // phalanx pawn, rank 1
    w(5, -8),      // phalanx pawn, rank 2
    w(4, -6),      // phalanx pawn, rank 3
    w(7, 3),       // phalanx pawn, rank 4
    w(16, 26),     // phalanx pawn, rank 5
    w(40, 53),     // phalanx pawn, rank 6
    w(1, 14),      // phalanx pawn, rank 7
    w(0, 0),       // phalanx pawn, rank 8
    w(0, 0),       // supported pawn, rank 1
    w(0, 0),       // supported pawn, rank 2
    w(19, -5),     // supported pawn, rank 3
    w(10, -4),     // supported pawn, rank 4
    w(21, 23),     // supported pawn, rank 5
    w(37, 31),     // supported pawn, rank 6
    w(18, 18),     // supported pawn, rank 7
    w(0, 0),       // supported pawn, rank 8
    w(-2, -12),    // backward pawn
    w(0, 0),       // outpost, pawn
    w(13, 17),     // outpost, knight
    w(31, 18),     // outpost, bishop
    w(-3, 19),     // outpost, rook
    w(18, 10),     // outpost, queen
    w(0, 0),       // outpost, king
    w(2, 6),       // outpost, archbishop
    w(0, -7),      // outpost, chancellor
    w(-9, -31),    // outpost, general
    w(0, 0),       // outpost, consul
    w(0, 0),       // behind a pawn, pawn
    w(3, 19),      // behind a pawn, knight
    w(5, 14),      // behind a pawn, bishop
    w(-7, -20),    // behind a pawn, rook
    w(-8, 7),      // behind a pawn, queen
    w(0, 0),       // behind a pawn, king
    w(3, 19),      // behind a pawn, archbishop
    w(-4, 11),     // behind a pawn, chancellor
    w(-1, 20),     // behind a pawn, general
    w(0, 0),       // behind a pawn, consul
    w(0, 0),       // distance from the own king, pawn
    w(-9, -3),     // distance from the own king, knight
    w(-5, -1),     // distance from the own king, bishop
    w(1, 5),       // distance from the own king, rook
    w(0, 13),      // distance from the own king, queen
    w(0, 0),       // distance from the own king, king
    w(-4, 9),      // distance from the own king, archbishop
    w(-5, 16),     // distance from the own king, chancellor
    w(-7, 33),     // distance from the own king, general
    w(0, 0),       // distance from the own king, consul
    w(-3, -14),    // own pawns on the bishop's colour
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(90, 27),     // danger, 8 files: attacker, knight
    w(50, 6),      // danger, 8 files: attacker, bishop
    w(42, 20),     // danger, 8 files: attacker, rook
    w(36, 13),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(57, 40),     // danger, 8 files: attacker, archbishop
    w(30, 13),     // danger, 8 files: attacker, chancellor
    w(34, 19),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(28, -22),    // danger, 8 files: zone attack
    w(83, 20),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(58, 30),     // danger, 8 files: safe check, knight
    w(60, 23),     // danger, 8 files: safe check, bishop
    w(59, 25),     // danger, 8 files: safe check, rook
    w(52, 21),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(64, 27),     // danger, 8 files: safe check, archbishop
    w(75, 30),     // danger, 8 files: safe check, chancellor
    w(68, 23),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(71, -43),    // danger, 8 files: file without the king's pawns
    w(-35, 27),    // danger, 8 files: shield pawn
    w(22, 34),     // danger, 8 files: flank attack
    w(-12, 2),     // danger, 8 files: flank defense
    w(12, 38),     // danger, 8 files: unsafe check
    w(-69, -35),   // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(71, 68),     // danger, 10 files: attacker, knight
    w(38, 11),     // danger, 10 files: attacker, bishop
    w(70, 6),      // danger, 10 files: attacker, rook
    w(27, 46),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(58, 29),     // danger, 10 files: attacker, archbishop
    w(40, 25),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(34, -23),    // danger, 10 files: zone attack
    w(84, 18),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(73, 42),     // danger, 10 files: safe check, knight
    w(66, 34),     // danger, 10 files: safe check, bishop
    w(62, 38),     // danger, 10 files: safe check, rook
    w(75, 14),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(88, 38),     // danger, 10 files: safe check, archbishop
    w(87, 29),     // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(64, -64),    // danger, 10 files: file without the king's pawns
    w(-28, -2),    // danger, 10 files: shield pawn
    w(42, 40),     // danger, 10 files: flank attack
    w(-34, -1),    // danger, 10 files: flank defense
    w(15, 37),     // danger, 10 files: unsafe check
    w(-51, -31),   // danger, 10 files: bias
];
