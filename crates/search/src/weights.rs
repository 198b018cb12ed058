//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned on 725319 positions from 17610 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000-seed113.pgn, fairy-stockfish-capablanca84000-seed117.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440-seed116.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.000000001, danger l2 0.000000001, score weight 0.5 on 725319 scored positions), K = 0.8351:
//! loss 0.057341 -> 0.049158, on 80469 positions of 1954 held-out games 0.155634 -> 0.150423.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(66, 96),     // material pawn
    w(342, 354),   // material knight
    w(364, 396),   // material bishop
    w(506, 633),   // material rook
    w(972, 1150),  // material queen
    w(0, 0),       // material king
    w(874, 902),   // material archbishop
    w(927, 1024),  // material chancellor
    w(1213, 1285), // material general
    w(756, 752),   // material consul
    w(-3, -3),     // 8 files, pawn, file 0 from the edge
    w(6, 3),       // 8 files, pawn, file 1 from the edge
    w(15, -2),     // 8 files, pawn, file 2 from the edge
    w(13, -6),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(2, 6),       // 8 files, knight, file 0 from the edge
    w(16, 14),     // 8 files, knight, file 1 from the edge
    w(23, 29),     // 8 files, knight, file 2 from the edge
    w(27, 42),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(6, 4),       // 8 files, bishop, file 0 from the edge
    w(15, 10),     // 8 files, bishop, file 1 from the edge
    w(10, 3),      // 8 files, bishop, file 2 from the edge
    w(1, 11),      // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-22, 17),    // 8 files, rook, file 0 from the edge
    w(-9, 27),     // 8 files, rook, file 1 from the edge
    w(9, 16),      // 8 files, rook, file 2 from the edge
    w(11, 23),     // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(-13, -3),    // 8 files, queen, file 0 from the edge
    w(-14, 9),     // 8 files, queen, file 1 from the edge
    w(-4, 11),     // 8 files, queen, file 2 from the edge
    w(10, 19),     // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(21, -19),    // 8 files, king, file 0 from the edge
    w(26, 10),     // 8 files, king, file 1 from the edge
    w(8, 21),      // 8 files, king, file 2 from the edge
    w(-7, 22),     // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(13, 27),     // 8 files, archbishop, file 0 from the edge
    w(25, 20),     // 8 files, archbishop, file 1 from the edge
    w(31, 6),      // 8 files, archbishop, file 2 from the edge
    w(26, 3),      // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(7, -7),      // 8 files, chancellor, file 0 from the edge
    w(7, 29),      // 8 files, chancellor, file 1 from the edge
    w(17, 20),     // 8 files, chancellor, file 2 from the edge
    w(15, 34),     // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-11, 15),    // 8 files, general, file 0 from the edge
    w(-2, 5),      // 8 files, general, file 1 from the edge
    w(1, 23),      // 8 files, general, file 2 from the edge
    w(-1, 15),     // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-8, 2),      // 10 files, pawn, file 0 from the edge
    w(-3, 2),      // 10 files, pawn, file 1 from the edge
    w(-4, 1),      // 10 files, pawn, file 2 from the edge
    w(4, 6),       // 10 files, pawn, file 3 from the edge
    w(9, -8),      // 10 files, pawn, file 4 from the edge
    w(-15, -23),   // 10 files, knight, file 0 from the edge
    w(-1, -4),     // 10 files, knight, file 1 from the edge
    w(7, 8),       // 10 files, knight, file 2 from the edge
    w(15, 17),     // 10 files, knight, file 3 from the edge
    w(22, 18),     // 10 files, knight, file 4 from the edge
    w(9, 7),       // 10 files, bishop, file 0 from the edge
    w(2, 15),      // 10 files, bishop, file 1 from the edge
    w(8, 12),      // 10 files, bishop, file 2 from the edge
    w(5, 18),      // 10 files, bishop, file 3 from the edge
    w(8, 18),      // 10 files, bishop, file 4 from the edge
    w(-16, 11),    // 10 files, rook, file 0 from the edge
    w(4, 9),       // 10 files, rook, file 1 from the edge
    w(15, 15),     // 10 files, rook, file 2 from the edge
    w(16, 18),     // 10 files, rook, file 3 from the edge
    w(14, 14),     // 10 files, rook, file 4 from the edge
    w(6, 22),      // 10 files, queen, file 0 from the edge
    w(6, 30),      // 10 files, queen, file 1 from the edge
    w(14, 36),     // 10 files, queen, file 2 from the edge
    w(15, 43),     // 10 files, queen, file 3 from the edge
    w(17, 50),     // 10 files, queen, file 4 from the edge
    w(27, -39),    // 10 files, king, file 0 from the edge
    w(57, 6),      // 10 files, king, file 1 from the edge
    w(30, 25),     // 10 files, king, file 2 from the edge
    w(-13, 30),    // 10 files, king, file 3 from the edge
    w(-27, 38),    // 10 files, king, file 4 from the edge
    w(-7, -4),     // 10 files, archbishop, file 0 from the edge
    w(-5, 9),      // 10 files, archbishop, file 1 from the edge
    w(-1, 17),     // 10 files, archbishop, file 2 from the edge
    w(2, 15),      // 10 files, archbishop, file 3 from the edge
    w(5, 23),      // 10 files, archbishop, file 4 from the edge
    w(10, 10),     // 10 files, chancellor, file 0 from the edge
    w(7, 9),       // 10 files, chancellor, file 1 from the edge
    w(8, 26),      // 10 files, chancellor, file 2 from the edge
    w(12, 32),     // 10 files, chancellor, file 3 from the edge
    w(8, 36),      // 10 files, chancellor, file 4 from the edge
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
    w(8, 25),      // 8 files, pawn, rank 2
    w(4, 11),      // 8 files, pawn, rank 3
    w(13, 16),     // 8 files, pawn, rank 4
    w(18, 27),     // 8 files, pawn, rank 5
    w(14, 39),     // 8 files, pawn, rank 6
    w(37, 57),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(-21, -16),   // 8 files, knight, rank 1
    w(-10, -3),    // 8 files, knight, rank 2
    w(7, 14),      // 8 files, knight, rank 3
    w(32, 29),     // 8 files, knight, rank 4
    w(39, 31),     // 8 files, knight, rank 5
    w(32, 29),     // 8 files, knight, rank 6
    w(11, 31),     // 8 files, knight, rank 7
    w(2, 0),       // 8 files, knight, rank 8
    w(4, -11),     // 8 files, bishop, rank 1
    w(10, -8),     // 8 files, bishop, rank 2
    w(15, 4),      // 8 files, bishop, rank 3
    w(13, -5),     // 8 files, bishop, rank 4
    w(15, 5),      // 8 files, bishop, rank 5
    w(5, 10),      // 8 files, bishop, rank 6
    w(-5, 15),     // 8 files, bishop, rank 7
    w(-12, 28),    // 8 files, bishop, rank 8
    w(5, 6),       // 8 files, rook, rank 1
    w(-30, -2),    // 8 files, rook, rank 2
    w(-6, 7),      // 8 files, rook, rank 3
    w(-9, 13),     // 8 files, rook, rank 4
    w(4, 20),      // 8 files, rook, rank 5
    w(26, 14),     // 8 files, rook, rank 6
    w(-2, 24),     // 8 files, rook, rank 7
    w(6, 8),       // 8 files, rook, rank 8
    w(-17, -17),   // 8 files, queen, rank 1
    w(-2, 7),      // 8 files, queen, rank 2
    w(-7, 15),     // 8 files, queen, rank 3
    w(-17, 20),    // 8 files, queen, rank 4
    w(8, -1),      // 8 files, queen, rank 5
    w(7, 8),       // 8 files, queen, rank 6
    w(12, 4),      // 8 files, queen, rank 7
    w(1, 8),       // 8 files, queen, rank 8
    w(3, -11),     // 8 files, king, rank 1
    w(-2, 3),      // 8 files, king, rank 2
    w(-34, 17),    // 8 files, king, rank 3
    w(-54, 21),    // 8 files, king, rank 4
    w(-60, 20),    // 8 files, king, rank 5
    w(-77, 30),    // 8 files, king, rank 6
    w(-89, 13),    // 8 files, king, rank 7
    w(-105, -21),  // 8 files, king, rank 8
    w(9, 10),      // 8 files, archbishop, rank 1
    w(13, -1),     // 8 files, archbishop, rank 2
    w(14, 21),     // 8 files, archbishop, rank 3
    w(25, 29),     // 8 files, archbishop, rank 4
    w(20, 10),     // 8 files, archbishop, rank 5
    w(32, 7),      // 8 files, archbishop, rank 6
    w(0, 6),       // 8 files, archbishop, rank 7
    w(6, -1),      // 8 files, archbishop, rank 8
    w(3, 3),       // 8 files, chancellor, rank 1
    w(-9, 7),      // 8 files, chancellor, rank 2
    w(2, 13),      // 8 files, chancellor, rank 3
    w(10, 8),      // 8 files, chancellor, rank 4
    w(15, 24),     // 8 files, chancellor, rank 5
    w(27, 17),     // 8 files, chancellor, rank 6
    w(9, 14),      // 8 files, chancellor, rank 7
    w(11, 14),     // 8 files, chancellor, rank 8
    w(1, 14),      // 8 files, general, rank 1
    w(6, -2),      // 8 files, general, rank 2
    w(-4, 29),     // 8 files, general, rank 3
    w(-4, 3),      // 8 files, general, rank 4
    w(-21, 19),    // 8 files, general, rank 5
    w(13, 4),      // 8 files, general, rank 6
    w(13, 10),     // 8 files, general, rank 7
    w(8, 4),       // 8 files, general, rank 8
    w(0, 0),       // 8 files, consul, rank 1
    w(1, 1),       // 8 files, consul, rank 2
    w(2, 2),       // 8 files, consul, rank 3
    w(3, 3),       // 8 files, consul, rank 4
    w(3, 3),       // 8 files, consul, rank 5
    w(2, 2),       // 8 files, consul, rank 6
    w(1, 1),       // 8 files, consul, rank 7
    w(0, 0),       // 8 files, consul, rank 8
    w(0, 0),       // 10 files, pawn, rank 1
    w(2, 19),      // 10 files, pawn, rank 2
    w(-6, 6),      // 10 files, pawn, rank 3
    w(0, 7),       // 10 files, pawn, rank 4
    w(3, 21),      // 10 files, pawn, rank 5
    w(8, 44),      // 10 files, pawn, rank 6
    w(34, 86),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-25, -31),   // 10 files, knight, rank 1
    w(-14, -9),    // 10 files, knight, rank 2
    w(3, 3),       // 10 files, knight, rank 3
    w(28, 14),     // 10 files, knight, rank 4
    w(31, 17),     // 10 files, knight, rank 5
    w(22, 21),     // 10 files, knight, rank 6
    w(5, 18),      // 10 files, knight, rank 7
    w(-13, -8),    // 10 files, knight, rank 8
    w(-1, -9),     // 10 files, bishop, rank 1
    w(20, -5),     // 10 files, bishop, rank 2
    w(15, 12),     // 10 files, bishop, rank 3
    w(12, 5),      // 10 files, bishop, rank 4
    w(11, 6),      // 10 files, bishop, rank 5
    w(7, 14),      // 10 files, bishop, rank 6
    w(-12, 28),    // 10 files, bishop, rank 7
    w(-15, 25),    // 10 files, bishop, rank 8
    w(4, -1),      // 10 files, rook, rank 1
    w(-19, 0),     // 10 files, rook, rank 2
    w(-5, 3),      // 10 files, rook, rank 3
    w(-11, 17),    // 10 files, rook, rank 4
    w(-2, 12),     // 10 files, rook, rank 5
    w(13, 16),     // 10 files, rook, rank 6
    w(25, 11),     // 10 files, rook, rank 7
    w(31, 11),     // 10 files, rook, rank 8
    w(13, 14),     // 10 files, queen, rank 1
    w(21, 8),      // 10 files, queen, rank 2
    w(6, 24),      // 10 files, queen, rank 3
    w(-4, 44),     // 10 files, queen, rank 4
    w(-3, 31),     // 10 files, queen, rank 5
    w(14, 17),     // 10 files, queen, rank 6
    w(3, 33),      // 10 files, queen, rank 7
    w(10, 11),     // 10 files, queen, rank 8
    w(17, -24),    // 10 files, king, rank 1
    w(7, 6),       // 10 files, king, rank 2
    w(-42, 7),     // 10 files, king, rank 3
    w(-67, 12),    // 10 files, king, rank 4
    w(-68, 22),    // 10 files, king, rank 5
    w(-71, 30),    // 10 files, king, rank 6
    w(-90, 31),    // 10 files, king, rank 7
    w(-106, -12),  // 10 files, king, rank 8
    w(2, -13),     // 10 files, archbishop, rank 1
    w(15, -23),    // 10 files, archbishop, rank 2
    w(5, 7),       // 10 files, archbishop, rank 3
    w(12, 39),     // 10 files, archbishop, rank 4
    w(9, 24),      // 10 files, archbishop, rank 5
    w(8, -4),      // 10 files, archbishop, rank 6
    w(-21, 24),    // 10 files, archbishop, rank 7
    w(-31, 15),    // 10 files, archbishop, rank 8
    w(-10, -6),    // 10 files, chancellor, rank 1
    w(1, 31),      // 10 files, chancellor, rank 2
    w(-10, 20),    // 10 files, chancellor, rank 3
    w(-1, 7),      // 10 files, chancellor, rank 4
    w(-5, 24),     // 10 files, chancellor, rank 5
    w(25, 3),      // 10 files, chancellor, rank 6
    w(7, 20),      // 10 files, chancellor, rank 7
    w(47, 21),     // 10 files, chancellor, rank 8
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
    w(6, 2),       // mobility knight
    w(7, 4),       // mobility bishop
    w(3, 1),       // mobility rook
    w(4, 4),       // mobility queen
    w(0, 0),       // mobility king
    w(4, 8),       // mobility archbishop
    w(3, 7),       // mobility chancellor
    w(0, 6),       // mobility general
    w(1, 22),      // mobility consul
    w(0, 4),       // king attack
    w(6, -1),      // king shield
    w(28, 23),     // bishop pair
    w(-8, -13),    // doubled pawn
    w(-7, -11),    // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(6, 7),       // passed pawn, rank 2
    w(-6, 11),     // passed pawn, rank 3
    w(-17, 22),    // passed pawn, rank 4
    w(-7, 36),     // passed pawn, rank 5
    w(22, 69),     // passed pawn, rank 6
    w(73, 100),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(30, 7),      // rook on open file
    w(9, 0),       // rook on half-open file
    w(77, 22),     // pawn threat
    w(56, 28),     // threat by a lesser piece
    w(15, 23),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(42, -3),     // safe check, knight
    w(26, 14),     // safe check, bishop
    w(76, 4),      // safe check, rook
    w(37, -1),     // safe check, queen
    w(0, 0),       // safe check, king
    w(31, 8),      // safe check, archbishop
    w(49, 32),     // safe check, chancellor
    w(18, 10),     // safe check, general
    w(25, 5),      // safe check, consul
    w(3, 1),       // king zone attack, 1 attacker
    w(4, -2),      // king zone attack, 2 attackers
    w(6, -7),      // king zone attack, 3 attackers
    w(7, -10),     // king zone attack, 4 or more attackers
    w(5, -1),      // weak king zone square
    w(12, 29),     // open file at the enemy king
    w(8, 16),      // half-open file at the enemy king
    w(52, 24),     // tempo
    w(0, 9),       // passed pawn, enemy king's distance
    w(2, -6),      // passed pawn, own king's distance
    w(-6, 0),      // passed pawn, blocked
    w(1, 0),       // space
    w(20, 16),     // threat by a pawn push
    w(-1, 5),      // shelter, next file, no pawn
    w(8, 0),       // shelter, next file, rank 2
    w(-2, -8),     // shelter, next file, rank 3
    w(-3, -9),     // shelter, next file, rank 4
    w(-6, -7),     // shelter, next file, rank 5
    w(3, -3),      // shelter, next file, rank 6
    w(2, 22),      // shelter, next file, rank 7 or beyond
    w(-9, 3),      // shelter, king's file, no pawn
    w(23, -4),     // shelter, king's file, rank 2
    w(13, -2),     // shelter, king's file, rank 3
    w(-4, -3),     // shelter, king's file, rank 4
    w(-19, -5),    // shelter, king's file, rank 5
    w(-6, 2),      // shelter, king's file, rank 6
    w(2, 10),      // shelter, king's file, rank 7 or beyond
    w(4, -6),      // storm, no pawn
    w(-12, -17),   // storm, rank 2
    w(30, -2),     // storm, rank 3
    w(9, 0),       // storm, rank 4
    w(-1, -4),     // storm, rank 5
    w(-10, 2),     // storm, rank 6
    w(0, -5),      // storm, rank 7 or beyond
    w(0, 0),       // blocked storm, no pawn
    w(0, 0),       // blocked storm, rank 2
    w(21, 23),     // blocked storm, rank 3
    w(-11, -10),   // blocked storm, rank 4
    w(4, 9),       // blocked storm, rank 5
    w(-25, 15),    // blocked storm, rank 6
    w(-8, -6),     // blocked storm, rank 7 or beyond
    w(4, -4),      // flank attack
    w(-7, -51),    // king on a pawnless flank
    w(0, 0),       // phalanx pawn, rank 1
    w(4, -8),      // phalanx pawn, rank 2
    w(3, -2),      // phalanx pawn, rank 3
    w(6, 7),       // phalanx pawn, rank 4
    w(15, 21),     // phalanx pawn, rank 5
    w(26, 24),     // phalanx pawn, rank 6
    w(0, 2),       // phalanx pawn, rank 7
    w(0, 0),       // phalanx pawn, rank 8
    w(0, 0),       // supported pawn, rank 1
    w(0, 0),       // supported pawn, rank 2
    w(18, -3),     // supported pawn, rank 3
    w(7, 1),       // supported pawn, rank 4
    w(18, 14),     // supported pawn, rank 5
    w(44, 37),     // supported pawn, rank 6
    w(16, 15),     // supported pawn, rank 7
    w(0, 0),       // supported pawn, rank 8
    w(1, -20),     // backward pawn
    w(0, 0),       // outpost, pawn
    w(23, 13),     // outpost, knight
    w(35, 26),     // outpost, bishop
    w(9, 2),       // outpost, rook
    w(6, 15),      // outpost, queen
    w(0, 0),       // outpost, king
    w(-7, 13),     // outpost, archbishop
    w(11, -11),    // outpost, chancellor
    w(-6, -18),    // outpost, general
    w(0, 0),       // outpost, consul
    w(0, 0),       // behind a pawn, pawn
    w(0, 17),      // behind a pawn, knight
    w(5, 15),      // behind a pawn, bishop
    w(-8, -10),    // behind a pawn, rook
    w(-6, 11),     // behind a pawn, queen
    w(0, 0),       // behind a pawn, king
    w(3, 22),      // behind a pawn, archbishop
    w(-5, 14),     // behind a pawn, chancellor
    w(-3, 20),     // behind a pawn, general
    w(0, 0),       // behind a pawn, consul
    w(0, 0),       // distance from the own king, pawn
    w(-9, -6),     // distance from the own king, knight
    w(-5, -2),     // distance from the own king, bishop
    w(-1, 4),      // distance from the own king, rook
    w(0, 9),       // distance from the own king, queen
    w(0, 0),       // distance from the own king, king
    w(-5, 10),     // distance from the own king, archbishop
    w(-7, 19),     // distance from the own king, chancellor
    w(-5, 39),     // distance from the own king, general
    w(0, 0),       // distance from the own king, consul
    w(-4, -10),    // own pawns on the bishop's colour
    w(3, 17),      // threat by a minor piece, pawn
    w(31, 25),     // threat by a minor piece, knight
    w(-7, -6),     // threat by a minor piece, bishop
    w(16, -3),     // threat by a minor piece, rook
    w(8, -3),      // threat by a minor piece, queen
    w(0, 0),       // threat by a minor piece, king
    w(13, 7),      // threat by a minor piece, archbishop
    w(25, 0),      // threat by a minor piece, chancellor
    w(9, -1),      // threat by a minor piece, general
    w(0, 0),       // threat by a minor piece, consul
    w(3, 13),      // threat by a rook, pawn
    w(30, 21),     // threat by a rook, knight
    w(22, 17),     // threat by a rook, bishop
    w(11, 3),      // threat by a rook, rook
    w(13, -3),     // threat by a rook, queen
    w(0, 0),       // threat by a rook, king
    w(16, 8),      // threat by a rook, archbishop
    w(26, 2),      // threat by a rook, chancellor
    w(0, 2),       // threat by a rook, general
    w(0, 0),       // threat by a rook, consul
    w(5, 1),       // restricted square
    w(6, 12),      // passed pawn, free way
    w(7, 8),       // passed pawn, way covered by own pawns
    w(4, 8),       // passed pawn, own file safe
    w(4, 3),       // passed pawn, stop square safe
    w(4, 4),       // passed pawn, stop square defended
    w(14, 19),     // threat by the king
    w(-2, 0),      // weak piece defended by a queen
    w(-15, -17),   // rook trapped by its king
    w(10, 0),      // knight on queen
    w(16, 7),      // slider on queen
    w(14, 10),     // rook on queen file
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(79, 38),     // danger, 8 files: attacker, knight
    w(52, 9),      // danger, 8 files: attacker, bishop
    w(59, 17),     // danger, 8 files: attacker, rook
    w(39, 17),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(48, 30),     // danger, 8 files: attacker, archbishop
    w(38, 9),      // danger, 8 files: attacker, chancellor
    w(26, 22),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(19, -15),    // danger, 8 files: zone attack
    w(98, 23),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(62, 36),     // danger, 8 files: safe check, knight
    w(61, 25),     // danger, 8 files: safe check, bishop
    w(61, 21),     // danger, 8 files: safe check, rook
    w(55, 23),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(67, 30),     // danger, 8 files: safe check, archbishop
    w(73, 27),     // danger, 8 files: safe check, chancellor
    w(65, 28),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(51, -43),    // danger, 8 files: file without the king's pawns
    w(-36, 35),    // danger, 8 files: shield pawn
    w(28, 30),     // danger, 8 files: flank attack
    w(-19, 1),     // danger, 8 files: flank defense
    w(24, 32),     // danger, 8 files: unsafe check
    w(-72, -30),   // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(110, 61),    // danger, 10 files: attacker, knight
    w(49, -3),     // danger, 10 files: attacker, bishop
    w(51, 6),      // danger, 10 files: attacker, rook
    w(41, 33),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(42, 46),     // danger, 10 files: attacker, archbishop
    w(51, 32),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(24, -17),    // danger, 10 files: zone attack
    w(91, 22),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(79, 46),     // danger, 10 files: safe check, knight
    w(65, 35),     // danger, 10 files: safe check, bishop
    w(69, 42),     // danger, 10 files: safe check, rook
    w(83, 17),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(89, 39),     // danger, 10 files: safe check, archbishop
    w(85, 40),     // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(58, -79),    // danger, 10 files: file without the king's pawns
    w(-17, 9),     // danger, 10 files: shield pawn
    w(33, 42),     // danger, 10 files: flank attack
    w(-26, -1),    // danger, 10 files: flank defense
    w(23, 40),     // danger, 10 files: unsafe check
    w(-39, -33),   // danger, 10 files: bias
];
