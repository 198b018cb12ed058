//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results. Regenerate rather than edit; the
//! README's "Tuning the evaluation" says how and on which games.
//! Tuned on 109520 positions from 2676 games of fairy-stockfish-capablanca84000.pgn (2000 epochs, rate 0.5, l2 0.0000001), K = 0.8563:
//! loss 0.171353 -> 0.164950, on 12660 positions of 297 held-out games 0.170654 -> 0.165722.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(73, 103),    // material pawn
    w(284, 287),   // material knight
    w(328, 320),   // material bishop
    w(490, 510),   // material rook
    w(948, 962),   // material queen
    w(0, 0),       // material king
    w(839, 848),   // material archbishop
    w(894, 905),   // material chancellor
    w(1254, 1252), // material general
    w(756, 752),   // material consul
    w(-9, 15),     // 8 files, pawn, file 0 from the edge
    w(10, 4),      // 8 files, pawn, file 1 from the edge
    w(-2, 6),      // 8 files, pawn, file 2 from the edge
    w(21, -1),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(-6, 3),      // 8 files, knight, file 0 from the edge
    w(8, 2),       // 8 files, knight, file 1 from the edge
    w(17, 16),     // 8 files, knight, file 2 from the edge
    w(1, 13),      // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(-9, -2),     // 8 files, bishop, file 0 from the edge
    w(2, -5),      // 8 files, bishop, file 1 from the edge
    w(9, 5),       // 8 files, bishop, file 2 from the edge
    w(16, 7),      // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(4, -1),      // 8 files, rook, file 0 from the edge
    w(-1, 6),      // 8 files, rook, file 1 from the edge
    w(2, 5),       // 8 files, rook, file 2 from the edge
    w(0, -4),      // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(1, 3),       // 8 files, queen, file 0 from the edge
    w(0, 2),       // 8 files, queen, file 1 from the edge
    w(1, -1),      // 8 files, queen, file 2 from the edge
    w(1, 2),       // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(13, -8),     // 8 files, king, file 0 from the edge
    w(25, 19),     // 8 files, king, file 1 from the edge
    w(3, 13),      // 8 files, king, file 2 from the edge
    w(7, 11),      // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(-2, -1),     // 8 files, archbishop, file 0 from the edge
    w(3, 4),       // 8 files, archbishop, file 1 from the edge
    w(7, 9),       // 8 files, archbishop, file 2 from the edge
    w(13, 11),     // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(5, 1),       // 8 files, chancellor, file 0 from the edge
    w(6, 5),       // 8 files, chancellor, file 1 from the edge
    w(8, 8),       // 8 files, chancellor, file 2 from the edge
    w(7, 11),      // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(5, 1),       // 8 files, general, file 0 from the edge
    w(1, 4),       // 8 files, general, file 1 from the edge
    w(16, 9),      // 8 files, general, file 2 from the edge
    w(6, 12),      // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(3, 3),       // 10 files, pawn, file 0 from the edge
    w(1, 5),       // 10 files, pawn, file 1 from the edge
    w(-15, -13),   // 10 files, pawn, file 2 from the edge
    w(12, 10),     // 10 files, pawn, file 3 from the edge
    w(16, -26),    // 10 files, pawn, file 4 from the edge
    w(-16, -14),   // 10 files, knight, file 0 from the edge
    w(-17, -6),    // 10 files, knight, file 1 from the edge
    w(-5, 5),      // 10 files, knight, file 2 from the edge
    w(25, 11),     // 10 files, knight, file 3 from the edge
    w(32, 10),     // 10 files, knight, file 4 from the edge
    w(5, -1),      // 10 files, bishop, file 0 from the edge
    w(-5, 0),      // 10 files, bishop, file 1 from the edge
    w(-1, 7),      // 10 files, bishop, file 2 from the edge
    w(9, 3),       // 10 files, bishop, file 3 from the edge
    w(4, 7),       // 10 files, bishop, file 4 from the edge
    w(-26, 2),     // 10 files, rook, file 0 from the edge
    w(-15, 4),     // 10 files, rook, file 1 from the edge
    w(11, 2),      // 10 files, rook, file 2 from the edge
    w(21, 5),      // 10 files, rook, file 3 from the edge
    w(10, 7),      // 10 files, rook, file 4 from the edge
    w(-5, 3),      // 10 files, queen, file 0 from the edge
    w(-10, 4),     // 10 files, queen, file 1 from the edge
    w(5, 5),       // 10 files, queen, file 2 from the edge
    w(5, 5),       // 10 files, queen, file 3 from the edge
    w(16, 6),      // 10 files, queen, file 4 from the edge
    w(24, -4),     // 10 files, king, file 0 from the edge
    w(40, 4),      // 10 files, king, file 1 from the edge
    w(24, 20),     // 10 files, king, file 2 from the edge
    w(-6, 24),     // 10 files, king, file 3 from the edge
    w(-7, 16),     // 10 files, king, file 4 from the edge
    w(1, -1),      // 10 files, archbishop, file 0 from the edge
    w(-3, 4),      // 10 files, archbishop, file 1 from the edge
    w(9, 9),       // 10 files, archbishop, file 2 from the edge
    w(9, 11),      // 10 files, archbishop, file 3 from the edge
    w(17, 15),     // 10 files, archbishop, file 4 from the edge
    w(-1, 1),      // 10 files, chancellor, file 0 from the edge
    w(1, 6),       // 10 files, chancellor, file 1 from the edge
    w(8, 10),      // 10 files, chancellor, file 2 from the edge
    w(19, 12),     // 10 files, chancellor, file 3 from the edge
    w(4, 16),      // 10 files, chancellor, file 4 from the edge
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
    w(9, 14),      // 8 files, pawn, rank 2
    w(6, 12),      // 8 files, pawn, rank 3
    w(12, 20),     // 8 files, pawn, rank 4
    w(9, 36),      // 8 files, pawn, rank 5
    w(21, 51),     // 8 files, pawn, rank 6
    w(24, 73),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(3, -4),      // 8 files, knight, rank 1
    w(6, 1),       // 8 files, knight, rank 2
    w(13, 10),     // 8 files, knight, rank 3
    w(1, 19),      // 8 files, knight, rank 4
    w(12, 19),     // 8 files, knight, rank 5
    w(8, 11),      // 8 files, knight, rank 6
    w(1, 4),       // 8 files, knight, rank 7
    w(0, -2),      // 8 files, knight, rank 8
    w(15, 2),      // 8 files, bishop, rank 1
    w(8, -6),      // 8 files, bishop, rank 2
    w(-7, 4),      // 8 files, bishop, rank 3
    w(7, -1),      // 8 files, bishop, rank 4
    w(6, 10),      // 8 files, bishop, rank 5
    w(1, 3),       // 8 files, bishop, rank 6
    w(1, 5),       // 8 files, bishop, rank 7
    w(0, -1),      // 8 files, bishop, rank 8
    w(-7, 0),      // 8 files, rook, rank 1
    w(14, 0),      // 8 files, rook, rank 2
    w(-2, -1),     // 8 files, rook, rank 3
    w(0, 1),       // 8 files, rook, rank 4
    w(0, 3),       // 8 files, rook, rank 5
    w(4, 7),       // 8 files, rook, rank 6
    w(1, 3),       // 8 files, rook, rank 7
    w(0, -1),      // 8 files, rook, rank 8
    w(1, -2),      // 8 files, queen, rank 1
    w(-2, 0),      // 8 files, queen, rank 2
    w(-5, 2),      // 8 files, queen, rank 3
    w(6, 3),       // 8 files, queen, rank 4
    w(5, 6),       // 8 files, queen, rank 5
    w(1, 3),       // 8 files, queen, rank 6
    w(3, 2),       // 8 files, queen, rank 7
    w(0, 0),       // 8 files, queen, rank 8
    w(7, -4),      // 8 files, king, rank 1
    w(-20, -5),    // 8 files, king, rank 2
    w(-31, 17),    // 8 files, king, rank 3
    w(-45, 16),    // 8 files, king, rank 4
    w(-60, 21),    // 8 files, king, rank 5
    w(-75, 17),    // 8 files, king, rank 6
    w(-90, 10),    // 8 files, king, rank 7
    w(-105, 0),    // 8 files, king, rank 8
    w(2, 0),       // 8 files, archbishop, rank 1
    w(4, 3),       // 8 files, archbishop, rank 2
    w(0, 8),       // 8 files, archbishop, rank 3
    w(11, 13),     // 8 files, archbishop, rank 4
    w(15, 11),     // 8 files, archbishop, rank 5
    w(8, 8),       // 8 files, archbishop, rank 6
    w(5, 4),       // 8 files, archbishop, rank 7
    w(0, 1),       // 8 files, archbishop, rank 8
    w(9, 1),       // 8 files, chancellor, rank 1
    w(0, 3),       // 8 files, chancellor, rank 2
    w(10, 9),      // 8 files, chancellor, rank 3
    w(9, 12),      // 8 files, chancellor, rank 4
    w(9, 12),      // 8 files, chancellor, rank 5
    w(7, 8),       // 8 files, chancellor, rank 6
    w(5, 5),       // 8 files, chancellor, rank 7
    w(0, 0),       // 8 files, chancellor, rank 8
    w(5, 0),       // 8 files, general, rank 1
    w(11, 4),      // 8 files, general, rank 2
    w(3, 8),       // 8 files, general, rank 3
    w(9, 12),      // 8 files, general, rank 4
    w(11, 12),     // 8 files, general, rank 5
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
    w(-4, 9),      // 10 files, pawn, rank 2
    w(-7, 11),     // 10 files, pawn, rank 3
    w(-1, -11),    // 10 files, pawn, rank 4
    w(24, 16),     // 10 files, pawn, rank 5
    w(17, 57),     // 10 files, pawn, rank 6
    w(30, 79),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-14, -12),   // 10 files, knight, rank 1
    w(-4, -9),     // 10 files, knight, rank 2
    w(4, 3),       // 10 files, knight, rank 3
    w(17, 9),      // 10 files, knight, rank 4
    w(15, 13),     // 10 files, knight, rank 5
    w(10, 14),     // 10 files, knight, rank 6
    w(3, 0),       // 10 files, knight, rank 7
    w(-4, -3),     // 10 files, knight, rank 8
    w(-11, -9),    // 10 files, bishop, rank 1
    w(11, 3),      // 10 files, bishop, rank 2
    w(14, 9),      // 10 files, bishop, rank 3
    w(-2, 4),      // 10 files, bishop, rank 4
    w(-5, 2),      // 10 files, bishop, rank 5
    w(10, 5),      // 10 files, bishop, rank 6
    w(2, 1),       // 10 files, bishop, rank 7
    w(-3, 5),      // 10 files, bishop, rank 8
    w(10, -5),     // 10 files, rook, rank 1
    w(-16, -6),    // 10 files, rook, rank 2
    w(-6, 4),      // 10 files, rook, rank 3
    w(2, 13),      // 10 files, rook, rank 4
    w(5, 5),       // 10 files, rook, rank 5
    w(-1, 8),      // 10 files, rook, rank 6
    w(6, 3),       // 10 files, rook, rank 7
    w(3, 3),       // 10 files, rook, rank 8
    w(4, -1),      // 10 files, queen, rank 1
    w(7, 3),       // 10 files, queen, rank 2
    w(-4, 5),      // 10 files, queen, rank 3
    w(1, 3),       // 10 files, queen, rank 4
    w(5, 4),       // 10 files, queen, rank 5
    w(7, 5),       // 10 files, queen, rank 6
    w(-6, 6),      // 10 files, queen, rank 7
    w(0, 0),       // 10 files, queen, rank 8
    w(3, -1),      // 10 files, king, rank 1
    w(-17, 6),     // 10 files, king, rank 2
    w(-30, 8),     // 10 files, king, rank 3
    w(-46, 10),    // 10 files, king, rank 4
    w(-60, 20),    // 10 files, king, rank 5
    w(-75, 19),    // 10 files, king, rank 6
    w(-90, 10),    // 10 files, king, rank 7
    w(-105, -1),   // 10 files, king, rank 8
    w(12, -1),     // 10 files, archbishop, rank 1
    w(6, 3),       // 10 files, archbishop, rank 2
    w(4, 7),       // 10 files, archbishop, rank 3
    w(7, 11),      // 10 files, archbishop, rank 4
    w(4, 13),      // 10 files, archbishop, rank 5
    w(9, 9),       // 10 files, archbishop, rank 6
    w(-2, 4),      // 10 files, archbishop, rank 7
    w(-1, 0),      // 10 files, archbishop, rank 8
    w(-9, -1),     // 10 files, chancellor, rank 1
    w(18, 9),      // 10 files, chancellor, rank 2
    w(-6, 8),      // 10 files, chancellor, rank 3
    w(14, 12),     // 10 files, chancellor, rank 4
    w(4, 12),      // 10 files, chancellor, rank 5
    w(9, 7),       // 10 files, chancellor, rank 6
    w(6, 5),       // 10 files, chancellor, rank 7
    w(3, 1),       // 10 files, chancellor, rank 8
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
    w(11, 5),      // mobility knight
    w(9, 7),       // mobility bishop
    w(5, 9),       // mobility rook
    w(3, 11),      // mobility queen
    w(0, 0),       // mobility king
    w(4, 1),       // mobility archbishop
    w(2, 10),      // mobility chancellor
    w(-1, 27),     // mobility general
    w(1, 22),      // mobility consul
    w(1, 6),       // king attack
    w(10, -3),     // king shield
    w(39, 39),     // bishop pair
    w(-7, -21),    // doubled pawn
    w(-5, 2),      // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(2, 2),       // passed pawn, rank 2
    w(-11, 1),     // passed pawn, rank 3
    w(6, 33),      // passed pawn, rank 4
    w(24, 63),     // passed pawn, rank 5
    w(35, 79),     // passed pawn, rank 6
    w(56, 109),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(26, 4),      // rook on open file
    w(11, 12),     // rook on half-open file
    w(44, 20),     // pawn threat
    w(44, 21),     // threat by a lesser piece
    w(18, 20),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(30, 5),      // safe check, knight
    w(28, 9),      // safe check, bishop
    w(31, 6),      // safe check, rook
    w(33, 2),      // safe check, queen
    w(0, 0),       // safe check, king
    w(33, 7),      // safe check, archbishop
    w(34, 11),     // safe check, chancellor
    w(25, 5),      // safe check, general
    w(25, 5),      // safe check, consul
    w(2, 1),       // king zone attack, 1 attacker
    w(10, 4),      // king zone attack, 2 attackers
    w(16, -3),     // king zone attack, 3 attackers
    w(12, -2),     // king zone attack, 4 or more attackers
    w(21, -2),     // weak king zone square
    w(5, 4),       // open file at the enemy king
    w(2, -10),     // half-open file at the enemy king
    w(16, 1),      // tempo
];
