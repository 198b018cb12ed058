//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned on 391780 positions from 9574 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.0000001, danger l2 0.000000001, score weight 0.5 on 391780 scored positions), K = 0.8250:
//! loss 0.056961 -> 0.050383, on 43901 positions of 1063 held-out games 0.153250 -> 0.150436.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(68, 92),     // material pawn
    w(291, 298),   // material knight
    w(327, 319),   // material bishop
    w(492, 510),   // material rook
    w(958, 960),   // material queen
    w(0, 0),       // material king
    w(851, 849),   // material archbishop
    w(903, 906),   // material chancellor
    w(1243, 1251), // material general
    w(756, 752),   // material consul
    w(-8, 9),      // 8 files, pawn, file 0 from the edge
    w(10, 6),      // 8 files, pawn, file 1 from the edge
    w(10, 4),      // 8 files, pawn, file 2 from the edge
    w(15, -4),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(-8, 3),      // 8 files, knight, file 0 from the edge
    w(7, 2),       // 8 files, knight, file 1 from the edge
    w(15, 17),     // 8 files, knight, file 2 from the edge
    w(11, 17),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(-6, -1),     // 8 files, bishop, file 0 from the edge
    w(6, -3),      // 8 files, bishop, file 1 from the edge
    w(9, 4),       // 8 files, bishop, file 2 from the edge
    w(9, 4),       // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-4, 0),      // 8 files, rook, file 0 from the edge
    w(-3, 8),      // 8 files, rook, file 1 from the edge
    w(5, 4),       // 8 files, rook, file 2 from the edge
    w(7, -1),      // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(0, 3),       // 8 files, queen, file 0 from the edge
    w(-3, 2),      // 8 files, queen, file 1 from the edge
    w(0, -1),      // 8 files, queen, file 2 from the edge
    w(5, 3),       // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(14, -8),     // 8 files, king, file 0 from the edge
    w(29, 16),     // 8 files, king, file 1 from the edge
    w(3, 15),      // 8 files, king, file 2 from the edge
    w(2, 12),      // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(-3, 0),      // 8 files, archbishop, file 0 from the edge
    w(7, 5),       // 8 files, archbishop, file 1 from the edge
    w(14, 10),     // 8 files, archbishop, file 2 from the edge
    w(14, 11),     // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(0, 1),       // 8 files, chancellor, file 0 from the edge
    w(4, 6),       // 8 files, chancellor, file 1 from the edge
    w(13, 8),      // 8 files, chancellor, file 2 from the edge
    w(9, 12),      // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-3, 1),      // 8 files, general, file 0 from the edge
    w(-1, 4),      // 8 files, general, file 1 from the edge
    w(13, 8),      // 8 files, general, file 2 from the edge
    w(8, 12),      // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-8, 3),      // 10 files, pawn, file 0 from the edge
    w(-4, -1),     // 10 files, pawn, file 1 from the edge
    w(-2, -16),    // 10 files, pawn, file 2 from the edge
    w(4, 6),       // 10 files, pawn, file 3 from the edge
    w(16, -16),    // 10 files, pawn, file 4 from the edge
    w(-13, -9),    // 10 files, knight, file 0 from the edge
    w(-4, 1),      // 10 files, knight, file 1 from the edge
    w(2, 2),       // 10 files, knight, file 2 from the edge
    w(13, 6),      // 10 files, knight, file 3 from the edge
    w(21, 11),     // 10 files, knight, file 4 from the edge
    w(9, -4),      // 10 files, bishop, file 0 from the edge
    w(-3, 1),      // 10 files, bishop, file 1 from the edge
    w(-1, 5),      // 10 files, bishop, file 2 from the edge
    w(0, 8),       // 10 files, bishop, file 3 from the edge
    w(7, 7),       // 10 files, bishop, file 4 from the edge
    w(-16, -1),    // 10 files, rook, file 0 from the edge
    w(-10, 2),     // 10 files, rook, file 1 from the edge
    w(5, 3),       // 10 files, rook, file 2 from the edge
    w(14, 4),      // 10 files, rook, file 3 from the edge
    w(10, 6),      // 10 files, rook, file 4 from the edge
    w(-1, 2),      // 10 files, queen, file 0 from the edge
    w(-7, 4),      // 10 files, queen, file 1 from the edge
    w(4, 3),       // 10 files, queen, file 2 from the edge
    w(13, 3),      // 10 files, queen, file 3 from the edge
    w(14, 7),      // 10 files, queen, file 4 from the edge
    w(27, 1),      // 10 files, king, file 0 from the edge
    w(34, 7),      // 10 files, king, file 1 from the edge
    w(17, 20),     // 10 files, king, file 2 from the edge
    w(1, 19),      // 10 files, king, file 3 from the edge
    w(-3, 13),     // 10 files, king, file 4 from the edge
    w(-4, -1),     // 10 files, archbishop, file 0 from the edge
    w(1, 4),       // 10 files, archbishop, file 1 from the edge
    w(7, 8),       // 10 files, archbishop, file 2 from the edge
    w(10, 11),     // 10 files, archbishop, file 3 from the edge
    w(19, 15),     // 10 files, archbishop, file 4 from the edge
    w(-3, 0),      // 10 files, chancellor, file 0 from the edge
    w(3, 7),       // 10 files, chancellor, file 1 from the edge
    w(9, 10),      // 10 files, chancellor, file 2 from the edge
    w(16, 11),     // 10 files, chancellor, file 3 from the edge
    w(16, 16),     // 10 files, chancellor, file 4 from the edge
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
    w(5, 16),      // 8 files, pawn, rank 2
    w(4, 12),      // 8 files, pawn, rank 3
    w(12, 14),     // 8 files, pawn, rank 4
    w(21, 30),     // 8 files, pawn, rank 5
    w(21, 53),     // 8 files, pawn, rank 6
    w(24, 72),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(0, -5),      // 8 files, knight, rank 1
    w(5, 1),       // 8 files, knight, rank 2
    w(14, 11),     // 8 files, knight, rank 3
    w(7, 21),      // 8 files, knight, rank 4
    w(14, 21),     // 8 files, knight, rank 5
    w(8, 12),      // 8 files, knight, rank 6
    w(1, 4),       // 8 files, knight, rank 7
    w(0, -2),      // 8 files, knight, rank 8
    w(6, 0),       // 8 files, bishop, rank 1
    w(8, -5),      // 8 files, bishop, rank 2
    w(0, 5),       // 8 files, bishop, rank 3
    w(7, -2),      // 8 files, bishop, rank 4
    w(7, 9),       // 8 files, bishop, rank 5
    w(1, 3),       // 8 files, bishop, rank 6
    w(1, 5),       // 8 files, bishop, rank 7
    w(0, 0),       // 8 files, bishop, rank 8
    w(0, 1),       // 8 files, rook, rank 1
    w(9, -2),      // 8 files, rook, rank 2
    w(-6, -1),     // 8 files, rook, rank 3
    w(0, 2),       // 8 files, rook, rank 4
    w(1, 5),       // 8 files, rook, rank 5
    w(4, 8),       // 8 files, rook, rank 6
    w(1, 5),       // 8 files, rook, rank 7
    w(0, -1),      // 8 files, rook, rank 8
    w(-3, -2),     // 8 files, queen, rank 1
    w(1, 1),       // 8 files, queen, rank 2
    w(-5, 2),      // 8 files, queen, rank 3
    w(4, 3),       // 8 files, queen, rank 4
    w(5, 6),       // 8 files, queen, rank 5
    w(1, 3),       // 8 files, queen, rank 6
    w(3, 3),       // 8 files, queen, rank 7
    w(0, 0),       // 8 files, queen, rank 8
    w(2, -10),     // 8 files, king, rank 1
    w(-15, -1),    // 8 files, king, rank 2
    w(-31, 16),    // 8 files, king, rank 3
    w(-45, 17),    // 8 files, king, rank 4
    w(-60, 22),    // 8 files, king, rank 5
    w(-75, 19),    // 8 files, king, rank 6
    w(-90, 11),    // 8 files, king, rank 7
    w(-105, 0),    // 8 files, king, rank 8
    w(6, 0),       // 8 files, archbishop, rank 1
    w(5, 3),       // 8 files, archbishop, rank 2
    w(7, 8),       // 8 files, archbishop, rank 3
    w(12, 14),     // 8 files, archbishop, rank 4
    w(14, 11),     // 8 files, archbishop, rank 5
    w(8, 8),       // 8 files, archbishop, rank 6
    w(4, 4),       // 8 files, archbishop, rank 7
    w(0, 1),       // 8 files, archbishop, rank 8
    w(8, 1),       // 8 files, chancellor, rank 1
    w(1, 3),       // 8 files, chancellor, rank 2
    w(11, 9),      // 8 files, chancellor, rank 3
    w(8, 12),      // 8 files, chancellor, rank 4
    w(9, 12),      // 8 files, chancellor, rank 5
    w(8, 8),       // 8 files, chancellor, rank 6
    w(5, 5),       // 8 files, chancellor, rank 7
    w(0, 0),       // 8 files, chancellor, rank 8
    w(-3, 0),      // 8 files, general, rank 1
    w(9, 3),       // 8 files, general, rank 2
    w(5, 8),       // 8 files, general, rank 3
    w(8, 12),      // 8 files, general, rank 4
    w(9, 12),      // 8 files, general, rank 5
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
    w(2, 12),      // 10 files, pawn, rank 2
    w(-1, 4),      // 10 files, pawn, rank 3
    w(-1, 0),      // 10 files, pawn, rank 4
    w(6, 16),      // 10 files, pawn, rank 5
    w(19, 54),     // 10 files, pawn, rank 6
    w(25, 71),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-16, -10),   // 10 files, knight, rank 1
    w(0, -2),      // 10 files, knight, rank 2
    w(6, 2),       // 10 files, knight, rank 3
    w(16, 9),      // 10 files, knight, rank 4
    w(18, 11),     // 10 files, knight, rank 5
    w(7, 10),      // 10 files, knight, rank 6
    w(1, 3),       // 10 files, knight, rank 7
    w(-2, -1),     // 10 files, knight, rank 8
    w(-15, -8),    // 10 files, bishop, rank 1
    w(10, 3),      // 10 files, bishop, rank 2
    w(5, 10),      // 10 files, bishop, rank 3
    w(4, 5),       // 10 files, bishop, rank 4
    w(3, 2),       // 10 files, bishop, rank 5
    w(5, 5),       // 10 files, bishop, rank 6
    w(2, 1),       // 10 files, bishop, rank 7
    w(0, 4),       // 10 files, bishop, rank 8
    w(6, -1),      // 10 files, rook, rank 1
    w(-11, -3),    // 10 files, rook, rank 2
    w(-5, 2),      // 10 files, rook, rank 3
    w(2, 5),       // 10 files, rook, rank 4
    w(6, 6),       // 10 files, rook, rank 5
    w(2, 5),       // 10 files, rook, rank 6
    w(2, 1),       // 10 files, rook, rank 7
    w(4, 2),       // 10 files, rook, rank 8
    w(14, 0),      // 10 files, queen, rank 1
    w(9, 3),       // 10 files, queen, rank 2
    w(-4, 3),      // 10 files, queen, rank 3
    w(1, 3),       // 10 files, queen, rank 4
    w(3, 4),       // 10 files, queen, rank 5
    w(3, 3),       // 10 files, queen, rank 6
    w(-2, 5),      // 10 files, queen, rank 7
    w(0, 0),       // 10 files, queen, rank 8
    w(-1, -1),     // 10 files, king, rank 1
    w(-15, 5),     // 10 files, king, rank 2
    w(-29, 10),    // 10 files, king, rank 3
    w(-45, 13),    // 10 files, king, rank 4
    w(-60, 18),    // 10 files, king, rank 5
    w(-75, 17),    // 10 files, king, rank 6
    w(-90, 9),     // 10 files, king, rank 7
    w(-105, 1),    // 10 files, king, rank 8
    w(5, -1),      // 10 files, archbishop, rank 1
    w(10, 3),      // 10 files, archbishop, rank 2
    w(4, 8),       // 10 files, archbishop, rank 3
    w(9, 12),      // 10 files, archbishop, rank 4
    w(6, 12),      // 10 files, archbishop, rank 5
    w(6, 8),       // 10 files, archbishop, rank 6
    w(0, 4),       // 10 files, archbishop, rank 7
    w(-1, 0),      // 10 files, archbishop, rank 8
    w(0, 1),       // 10 files, chancellor, rank 1
    w(14, 8),      // 10 files, chancellor, rank 2
    w(2, 8),       // 10 files, chancellor, rank 3
    w(12, 13),     // 10 files, chancellor, rank 4
    w(8, 12),      // 10 files, chancellor, rank 5
    w(8, 7),       // 10 files, chancellor, rank 6
    w(4, 3),       // 10 files, chancellor, rank 7
    w(1, 0),       // 10 files, chancellor, rank 8
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
    w(9, 5),       // mobility knight
    w(8, 6),       // mobility bishop
    w(6, 7),       // mobility rook
    w(5, 11),      // mobility queen
    w(0, 0),       // mobility king
    w(5, 8),       // mobility archbishop
    w(3, 13),      // mobility chancellor
    w(-3, 7),      // mobility general
    w(1, 22),      // mobility consul
    w(0, 4),       // king attack
    w(8, -8),      // king shield
    w(37, 35),     // bishop pair
    w(-10, -20),   // doubled pawn
    w(-6, -9),     // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(5, 9),       // passed pawn, rank 2
    w(-6, 7),      // passed pawn, rank 3
    w(1, 24),      // passed pawn, rank 4
    w(17, 53),     // passed pawn, rank 5
    w(32, 73),     // passed pawn, rank 6
    w(51, 100),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(28, 3),      // rook on open file
    w(15, 18),     // rook on half-open file
    w(44, 20),     // pawn threat
    w(42, 20),     // threat by a lesser piece
    w(22, 23),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(26, 4),      // safe check, knight
    w(26, 7),      // safe check, bishop
    w(27, 7),      // safe check, rook
    w(26, 5),      // safe check, queen
    w(0, 0),       // safe check, king
    w(26, 6),      // safe check, archbishop
    w(27, 7),      // safe check, chancellor
    w(24, 5),      // safe check, general
    w(25, 5),      // safe check, consul
    w(-3, 2),      // king zone attack, 1 attacker
    w(-2, 1),      // king zone attack, 2 attackers
    w(1, -3),      // king zone attack, 3 attackers
    w(1, -1),      // king zone attack, 4 or more attackers
    w(4, 0),       // weak king zone square
    w(1, 5),       // open file at the enemy king
    w(1, 1),       // half-open file at the enemy king
    w(57, 17),     // tempo
    w(-1, 12),     // passed pawn, enemy king's distance
    w(3, -7),      // passed pawn, own king's distance
    w(-4, -9),     // passed pawn, blocked
    w(1, 2),       // space
    w(24, 20),     // threat by a pawn push
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
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(157, 34),    // danger, 8 files: attacker, knight
    w(42, 2),      // danger, 8 files: attacker, bishop
    w(24, 23),     // danger, 8 files: attacker, rook
    w(26, 17),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(81, 33),     // danger, 8 files: attacker, archbishop
    w(44, 24),     // danger, 8 files: attacker, chancellor
    w(50, 18),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(62, 15),     // danger, 8 files: zone attack
    w(80, 27),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(55, 30),     // danger, 8 files: safe check, knight
    w(63, 33),     // danger, 8 files: safe check, bishop
    w(64, 30),     // danger, 8 files: safe check, rook
    w(58, 25),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(68, 34),     // danger, 8 files: safe check, archbishop
    w(91, 40),     // danger, 8 files: safe check, chancellor
    w(61, 30),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(125, -4),    // danger, 8 files: file without the king's pawns
    w(25, 26),     // danger, 8 files: shield pawn
    w(0, 0),       // danger, 8 files: flank attack
    w(0, 0),       // danger, 8 files: flank defense
    w(0, 0),       // danger, 8 files: unsafe check
    w(-24, -42),   // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(111, 19),    // danger, 10 files: attacker, knight
    w(59, 46),     // danger, 10 files: attacker, bishop
    w(60, 7),      // danger, 10 files: attacker, rook
    w(51, 22),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(56, 24),     // danger, 10 files: attacker, archbishop
    w(87, 19),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(61, -35),    // danger, 10 files: zone attack
    w(97, 16),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(82, 18),     // danger, 10 files: safe check, knight
    w(71, 44),     // danger, 10 files: safe check, bishop
    w(103, 3),     // danger, 10 files: safe check, rook
    w(103, 6),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(106, 34),    // danger, 10 files: safe check, archbishop
    w(115, 22),    // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(82, 105),    // danger, 10 files: file without the king's pawns
    w(-6, -13),    // danger, 10 files: shield pawn
    w(0, 0),       // danger, 10 files: flank attack
    w(0, 0),       // danger, 10 files: flank defense
    w(0, 0),       // danger, 10 files: unsafe check
    w(-8, -22),    // danger, 10 files: bias
];
