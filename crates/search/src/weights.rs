//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results. Regenerate rather than edit; the
//! README's "Tuning the evaluation" says how and on which games.
//! Tuned on 173141 positions from 4219 games of fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.0000001), K = 0.8723:
//! loss 0.161638 -> 0.155415, on 20400 positions of 469 held-out games 0.161191 -> 0.156313.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(80, 100),    // material pawn
    w(287, 293),   // material knight
    w(332, 324),   // material bishop
    w(491, 509),   // material rook
    w(945, 962),   // material queen
    w(0, 0),       // material king
    w(849, 850),   // material archbishop
    w(899, 905),   // material chancellor
    w(1245, 1251), // material general
    w(756, 752),   // material consul
    w(-7, 11),     // 8 files, pawn, file 0 from the edge
    w(18, 8),      // 8 files, pawn, file 1 from the edge
    w(15, 9),      // 8 files, pawn, file 2 from the edge
    w(13, -9),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(-11, 5),     // 8 files, knight, file 0 from the edge
    w(4, 3),       // 8 files, knight, file 1 from the edge
    w(17, 17),     // 8 files, knight, file 2 from the edge
    w(14, 20),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(0, 0),       // 8 files, bishop, file 0 from the edge
    w(6, 0),       // 8 files, bishop, file 1 from the edge
    w(3, 4),       // 8 files, bishop, file 2 from the edge
    w(10, 5),      // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-5, -2),     // 8 files, rook, file 0 from the edge
    w(-9, 6),      // 8 files, rook, file 1 from the edge
    w(4, 4),       // 8 files, rook, file 2 from the edge
    w(15, -1),     // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(-9, 2),      // 8 files, queen, file 0 from the edge
    w(-5, 0),      // 8 files, queen, file 1 from the edge
    w(-1, 0),      // 8 files, queen, file 2 from the edge
    w(9, 4),       // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(18, -5),     // 8 files, king, file 0 from the edge
    w(29, 11),     // 8 files, king, file 1 from the edge
    w(-2, 15),     // 8 files, king, file 2 from the edge
    w(3, 14),      // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(1, 0),       // 8 files, archbishop, file 0 from the edge
    w(9, 6),       // 8 files, archbishop, file 1 from the edge
    w(9, 11),      // 8 files, archbishop, file 2 from the edge
    w(14, 11),     // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(2, 1),       // 8 files, chancellor, file 0 from the edge
    w(8, 5),       // 8 files, chancellor, file 1 from the edge
    w(6, 7),       // 8 files, chancellor, file 2 from the edge
    w(10, 13),     // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-4, 2),      // 8 files, general, file 0 from the edge
    w(1, 3),       // 8 files, general, file 1 from the edge
    w(14, 8),      // 8 files, general, file 2 from the edge
    w(8, 12),      // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-1, 5),      // 10 files, pawn, file 0 from the edge
    w(-1, 4),      // 10 files, pawn, file 1 from the edge
    w(-15, -15),   // 10 files, pawn, file 2 from the edge
    w(8, 10),      // 10 files, pawn, file 3 from the edge
    w(15, -24),    // 10 files, pawn, file 4 from the edge
    w(-14, -12),   // 10 files, knight, file 0 from the edge
    w(-15, -4),    // 10 files, knight, file 1 from the edge
    w(-5, 2),      // 10 files, knight, file 2 from the edge
    w(21, 7),      // 10 files, knight, file 3 from the edge
    w(28, 8),      // 10 files, knight, file 4 from the edge
    w(7, -2),      // 10 files, bishop, file 0 from the edge
    w(-3, 1),      // 10 files, bishop, file 1 from the edge
    w(-1, 6),      // 10 files, bishop, file 2 from the edge
    w(7, 5),       // 10 files, bishop, file 3 from the edge
    w(5, 7),       // 10 files, bishop, file 4 from the edge
    w(-22, 1),     // 10 files, rook, file 0 from the edge
    w(-15, 4),     // 10 files, rook, file 1 from the edge
    w(10, 3),      // 10 files, rook, file 2 from the edge
    w(20, 5),      // 10 files, rook, file 3 from the edge
    w(10, 7),      // 10 files, rook, file 4 from the edge
    w(-4, 2),      // 10 files, queen, file 0 from the edge
    w(-9, 4),      // 10 files, queen, file 1 from the edge
    w(6, 4),       // 10 files, queen, file 2 from the edge
    w(7, 4),       // 10 files, queen, file 3 from the edge
    w(16, 7),      // 10 files, queen, file 4 from the edge
    w(26, -2),     // 10 files, king, file 0 from the edge
    w(37, 4),      // 10 files, king, file 1 from the edge
    w(21, 20),     // 10 files, king, file 2 from the edge
    w(-4, 23),     // 10 files, king, file 3 from the edge
    w(-5, 14),     // 10 files, king, file 4 from the edge
    w(-1, -1),     // 10 files, archbishop, file 0 from the edge
    w(-3, 4),      // 10 files, archbishop, file 1 from the edge
    w(8, 8),       // 10 files, archbishop, file 2 from the edge
    w(8, 11),      // 10 files, archbishop, file 3 from the edge
    w(17, 14),     // 10 files, archbishop, file 4 from the edge
    w(-2, 1),      // 10 files, chancellor, file 0 from the edge
    w(2, 6),       // 10 files, chancellor, file 1 from the edge
    w(9, 10),      // 10 files, chancellor, file 2 from the edge
    w(18, 11),     // 10 files, chancellor, file 3 from the edge
    w(8, 16),      // 10 files, chancellor, file 4 from the edge
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
    w(4, 10),      // 8 files, pawn, rank 2
    w(8, 6),       // 8 files, pawn, rank 3
    w(24, 25),     // 8 files, pawn, rank 4
    w(19, 33),     // 8 files, pawn, rank 5
    w(19, 54),     // 8 files, pawn, rank 6
    w(25, 72),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(2, -5),      // 8 files, knight, rank 1
    w(9, 0),       // 8 files, knight, rank 2
    w(12, 9),      // 8 files, knight, rank 3
    w(7, 23),      // 8 files, knight, rank 4
    w(9, 23),      // 8 files, knight, rank 5
    w(9, 14),      // 8 files, knight, rank 6
    w(1, 5),       // 8 files, knight, rank 7
    w(0, -1),      // 8 files, knight, rank 8
    w(6, 0),       // 8 files, bishop, rank 1
    w(6, -6),      // 8 files, bishop, rank 2
    w(6, 7),       // 8 files, bishop, rank 3
    w(3, -2),      // 8 files, bishop, rank 4
    w(9, 10),      // 8 files, bishop, rank 5
    w(1, 4),       // 8 files, bishop, rank 6
    w(2, 6),       // 8 files, bishop, rank 7
    w(0, 0),       // 8 files, bishop, rank 8
    w(1, -3),      // 8 files, rook, rank 1
    w(7, -1),      // 8 files, rook, rank 2
    w(-3, -2),     // 8 files, rook, rank 3
    w(-2, 2),      // 8 files, rook, rank 4
    w(1, 8),       // 8 files, rook, rank 5
    w(4, 6),       // 8 files, rook, rank 6
    w(1, 5),       // 8 files, rook, rank 7
    w(0, -2),      // 8 files, rook, rank 8
    w(-12, -5),    // 8 files, queen, rank 1
    w(-3, 3),      // 8 files, queen, rank 2
    w(-2, 1),      // 8 files, queen, rank 3
    w(5, 3),       // 8 files, queen, rank 4
    w(9, 5),       // 8 files, queen, rank 5
    w(1, 3),       // 8 files, queen, rank 6
    w(4, 4),       // 8 files, queen, rank 7
    w(-1, -1),     // 8 files, queen, rank 8
    w(1, -13),     // 8 files, king, rank 1
    w(-13, 0),     // 8 files, king, rank 2
    w(-32, 11),    // 8 files, king, rank 3
    w(-45, 19),    // 8 files, king, rank 4
    w(-60, 26),    // 8 files, king, rank 5
    w(-75, 21),    // 8 files, king, rank 6
    w(-90, 11),    // 8 files, king, rank 7
    w(-105, -1),   // 8 files, king, rank 8
    w(9, 0),       // 8 files, archbishop, rank 1
    w(4, 3),       // 8 files, archbishop, rank 2
    w(6, 9),       // 8 files, archbishop, rank 3
    w(13, 14),     // 8 files, archbishop, rank 4
    w(12, 12),     // 8 files, archbishop, rank 5
    w(8, 9),       // 8 files, archbishop, rank 6
    w(4, 5),       // 8 files, archbishop, rank 7
    w(1, 1),       // 8 files, archbishop, rank 8
    w(5, 0),       // 8 files, chancellor, rank 1
    w(-3, 5),      // 8 files, chancellor, rank 2
    w(16, 9),      // 8 files, chancellor, rank 3
    w(9, 11),      // 8 files, chancellor, rank 4
    w(10, 12),     // 8 files, chancellor, rank 5
    w(9, 9),       // 8 files, chancellor, rank 6
    w(4, 5),       // 8 files, chancellor, rank 7
    w(1, 1),       // 8 files, chancellor, rank 8
    w(7, 0),       // 8 files, general, rank 1
    w(8, 4),       // 8 files, general, rank 2
    w(1, 8),       // 8 files, general, rank 3
    w(7, 11),      // 8 files, general, rank 4
    w(5, 12),      // 8 files, general, rank 5
    w(8, 8),       // 8 files, general, rank 6
    w(6, 4),       // 8 files, general, rank 7
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
    w(-5, 10),     // 10 files, pawn, rank 2
    w(-8, 11),     // 10 files, pawn, rank 3
    w(-4, -9),     // 10 files, pawn, rank 4
    w(20, 17),     // 10 files, pawn, rank 5
    w(17, 57),     // 10 files, pawn, rank 6
    w(28, 76),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-13, -11),   // 10 files, knight, rank 1
    w(-3, -6),     // 10 files, knight, rank 2
    w(4, 0),       // 10 files, knight, rank 3
    w(15, 7),      // 10 files, knight, rank 4
    w(14, 10),     // 10 files, knight, rank 5
    w(8, 12),      // 10 files, knight, rank 6
    w(2, 1),       // 10 files, knight, rank 7
    w(-3, -2),     // 10 files, knight, rank 8
    w(-13, -8),    // 10 files, bishop, rank 1
    w(10, 4),      // 10 files, bishop, rank 2
    w(13, 9),      // 10 files, bishop, rank 3
    w(0, 4),       // 10 files, bishop, rank 4
    w(-2, 2),      // 10 files, bishop, rank 5
    w(9, 5),       // 10 files, bishop, rank 6
    w(2, 1),       // 10 files, bishop, rank 7
    w(-2, 5),      // 10 files, bishop, rank 8
    w(9, -3),      // 10 files, rook, rank 1
    w(-13, -5),    // 10 files, rook, rank 2
    w(-5, 3),      // 10 files, rook, rank 3
    w(2, 10),      // 10 files, rook, rank 4
    w(5, 5),       // 10 files, rook, rank 5
    w(0, 7),       // 10 files, rook, rank 6
    w(4, 2),       // 10 files, rook, rank 7
    w(3, 3),       // 10 files, rook, rank 8
    w(7, 0),       // 10 files, queen, rank 1
    w(8, 3),       // 10 files, queen, rank 2
    w(-3, 4),      // 10 files, queen, rank 3
    w(1, 3),       // 10 files, queen, rank 4
    w(4, 4),       // 10 files, queen, rank 5
    w(5, 4),       // 10 files, queen, rank 6
    w(-4, 6),      // 10 files, queen, rank 7
    w(0, 0),       // 10 files, queen, rank 8
    w(4, 2),       // 10 files, king, rank 1
    w(-18, 5),     // 10 files, king, rank 2
    w(-30, 8),     // 10 files, king, rank 3
    w(-46, 11),    // 10 files, king, rank 4
    w(-60, 19),    // 10 files, king, rank 5
    w(-75, 18),    // 10 files, king, rank 6
    w(-90, 9),     // 10 files, king, rank 7
    w(-105, 0),    // 10 files, king, rank 8
    w(11, -1),     // 10 files, archbishop, rank 1
    w(6, 3),       // 10 files, archbishop, rank 2
    w(3, 6),       // 10 files, archbishop, rank 3
    w(8, 11),      // 10 files, archbishop, rank 4
    w(4, 12),      // 10 files, archbishop, rank 5
    w(7, 8),       // 10 files, archbishop, rank 6
    w(-1, 4),      // 10 files, archbishop, rank 7
    w(-1, 0),      // 10 files, archbishop, rank 8
    w(-6, 0),      // 10 files, chancellor, rank 1
    w(18, 8),      // 10 files, chancellor, rank 2
    w(-3, 8),      // 10 files, chancellor, rank 3
    w(13, 12),     // 10 files, chancellor, rank 4
    w(5, 12),      // 10 files, chancellor, rank 5
    w(9, 7),       // 10 files, chancellor, rank 6
    w(5, 4),       // 10 files, chancellor, rank 7
    w(2, 1),       // 10 files, chancellor, rank 8
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
    w(12, 8),      // mobility knight
    w(9, 7),       // mobility bishop
    w(5, 10),      // mobility rook
    w(4, 12),      // mobility queen
    w(0, 0),       // mobility king
    w(4, 7),       // mobility archbishop
    w(3, 11),      // mobility chancellor
    w(-4, 12),     // mobility general
    w(1, 22),      // mobility consul
    w(1, 4),       // king attack
    w(7, -7),      // king shield
    w(39, 38),     // bishop pair
    w(-10, -19),   // doubled pawn
    w(-4, -4),     // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(7, 6),       // passed pawn, rank 2
    w(-7, 5),      // passed pawn, rank 3
    w(4, 27),      // passed pawn, rank 4
    w(25, 59),     // passed pawn, rank 5
    w(35, 77),     // passed pawn, rank 6
    w(55, 105),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(29, 8),      // rook on open file
    w(12, 8),      // rook on half-open file
    w(42, 20),     // pawn threat
    w(41, 21),     // threat by a lesser piece
    w(18, 23),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(28, 5),      // safe check, knight
    w(27, 10),     // safe check, bishop
    w(29, 7),      // safe check, rook
    w(33, 6),      // safe check, queen
    w(0, 0),       // safe check, king
    w(30, 8),      // safe check, archbishop
    w(33, 12),     // safe check, chancellor
    w(25, 4),      // safe check, general
    w(25, 5),      // safe check, consul
    w(3, 4),       // king zone attack, 1 attacker
    w(10, 4),      // king zone attack, 2 attackers
    w(16, -3),     // king zone attack, 3 attackers
    w(14, -1),     // king zone attack, 4 or more attackers
    w(17, -1),     // weak king zone square
    w(7, 11),      // open file at the enemy king
    w(5, -6),      // half-open file at the enemy king
    w(14, 1),      // tempo
];
