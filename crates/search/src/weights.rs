//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results. Regenerate rather than edit; the
//! README's "Tuning the evaluation" says how and on which games.
//! Tuned on 391780 positions from 9574 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.0000001, danger l2 0.000000001), K = 0.8541:
//! loss 0.160124 -> 0.154756, on 43901 positions of 1063 held-out games 0.153470 -> 0.149143.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(68, 98),     // material pawn
    w(286, 297),   // material knight
    w(325, 319),   // material bishop
    w(491, 512),   // material rook
    w(941, 961),   // material queen
    w(0, 0),       // material king
    w(854, 850),   // material archbishop
    w(900, 906),   // material chancellor
    w(1249, 1252), // material general
    w(756, 752),   // material consul
    w(-8, 10),     // 8 files, pawn, file 0 from the edge
    w(12, 9),      // 8 files, pawn, file 1 from the edge
    w(11, 5),      // 8 files, pawn, file 2 from the edge
    w(16, -5),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(-6, 4),      // 8 files, knight, file 0 from the edge
    w(6, 2),       // 8 files, knight, file 1 from the edge
    w(15, 18),     // 8 files, knight, file 2 from the edge
    w(11, 19),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(-4, -1),     // 8 files, bishop, file 0 from the edge
    w(6, -3),      // 8 files, bishop, file 1 from the edge
    w(10, 4),      // 8 files, bishop, file 2 from the edge
    w(6, 4),       // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-8, 1),      // 8 files, rook, file 0 from the edge
    w(-4, 9),      // 8 files, rook, file 1 from the edge
    w(6, 4),       // 8 files, rook, file 2 from the edge
    w(10, 0),      // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(-2, 3),      // 8 files, queen, file 0 from the edge
    w(-7, 1),      // 8 files, queen, file 1 from the edge
    w(-4, 0),      // 8 files, queen, file 2 from the edge
    w(5, 3),       // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(16, -8),     // 8 files, king, file 0 from the edge
    w(26, 17),     // 8 files, king, file 1 from the edge
    w(0, 15),      // 8 files, king, file 2 from the edge
    w(6, 11),      // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(-2, 0),      // 8 files, archbishop, file 0 from the edge
    w(8, 6),       // 8 files, archbishop, file 1 from the edge
    w(18, 10),     // 8 files, archbishop, file 2 from the edge
    w(13, 10),     // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(-2, 0),      // 8 files, chancellor, file 0 from the edge
    w(1, 6),       // 8 files, chancellor, file 1 from the edge
    w(15, 8),      // 8 files, chancellor, file 2 from the edge
    w(8, 12),      // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-1, 1),      // 8 files, general, file 0 from the edge
    w(1, 4),       // 8 files, general, file 1 from the edge
    w(14, 9),      // 8 files, general, file 2 from the edge
    w(9, 12),      // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-9, 2),      // 10 files, pawn, file 0 from the edge
    w(-6, -2),     // 10 files, pawn, file 1 from the edge
    w(-11, -16),   // 10 files, pawn, file 2 from the edge
    w(7, 12),      // 10 files, pawn, file 3 from the edge
    w(20, -17),    // 10 files, pawn, file 4 from the edge
    w(-15, -10),   // 10 files, knight, file 0 from the edge
    w(-7, 1),      // 10 files, knight, file 1 from the edge
    w(-2, 2),      // 10 files, knight, file 2 from the edge
    w(13, 5),      // 10 files, knight, file 3 from the edge
    w(25, 10),     // 10 files, knight, file 4 from the edge
    w(13, -3),     // 10 files, bishop, file 0 from the edge
    w(-7, 0),      // 10 files, bishop, file 1 from the edge
    w(-3, 4),      // 10 files, bishop, file 2 from the edge
    w(0, 8),       // 10 files, bishop, file 3 from the edge
    w(6, 7),       // 10 files, bishop, file 4 from the edge
    w(-22, -1),    // 10 files, rook, file 0 from the edge
    w(-11, 3),     // 10 files, rook, file 1 from the edge
    w(9, 3),       // 10 files, rook, file 2 from the edge
    w(17, 6),      // 10 files, rook, file 3 from the edge
    w(10, 5),      // 10 files, rook, file 4 from the edge
    w(-3, 2),      // 10 files, queen, file 0 from the edge
    w(-11, 4),     // 10 files, queen, file 1 from the edge
    w(3, 3),       // 10 files, queen, file 2 from the edge
    w(12, 4),      // 10 files, queen, file 3 from the edge
    w(15, 7),      // 10 files, queen, file 4 from the edge
    w(25, -2),     // 10 files, king, file 0 from the edge
    w(32, 8),      // 10 files, king, file 1 from the edge
    w(22, 20),     // 10 files, king, file 2 from the edge
    w(0, 19),      // 10 files, king, file 3 from the edge
    w(-4, 16),     // 10 files, king, file 4 from the edge
    w(-3, -1),     // 10 files, archbishop, file 0 from the edge
    w(-1, 4),      // 10 files, archbishop, file 1 from the edge
    w(7, 8),       // 10 files, archbishop, file 2 from the edge
    w(9, 11),      // 10 files, archbishop, file 3 from the edge
    w(18, 15),     // 10 files, archbishop, file 4 from the edge
    w(-1, 0),      // 10 files, chancellor, file 0 from the edge
    w(1, 7),       // 10 files, chancellor, file 1 from the edge
    w(8, 10),      // 10 files, chancellor, file 2 from the edge
    w(20, 11),     // 10 files, chancellor, file 3 from the edge
    w(13, 16),     // 10 files, chancellor, file 4 from the edge
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
    w(5, 15),      // 8 files, pawn, rank 2
    w(4, 11),      // 8 files, pawn, rank 3
    w(14, 16),     // 8 files, pawn, rank 4
    w(26, 31),     // 8 files, pawn, rank 5
    w(20, 55),     // 8 files, pawn, rank 6
    w(24, 72),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(4, -5),      // 8 files, knight, rank 1
    w(6, 1),       // 8 files, knight, rank 2
    w(11, 10),     // 8 files, knight, rank 3
    w(7, 22),      // 8 files, knight, rank 4
    w(12, 21),     // 8 files, knight, rank 5
    w(9, 12),      // 8 files, knight, rank 6
    w(1, 5),       // 8 files, knight, rank 7
    w(0, -2),      // 8 files, knight, rank 8
    w(11, 0),      // 8 files, bishop, rank 1
    w(7, -5),      // 8 files, bishop, rank 2
    w(0, 5),       // 8 files, bishop, rank 3
    w(5, -3),      // 8 files, bishop, rank 4
    w(6, 9),       // 8 files, bishop, rank 5
    w(1, 2),       // 8 files, bishop, rank 6
    w(1, 6),       // 8 files, bishop, rank 7
    w(0, 0),       // 8 files, bishop, rank 8
    w(3, 2),       // 8 files, rook, rank 1
    w(9, -3),      // 8 files, rook, rank 2
    w(-9, 0),      // 8 files, rook, rank 3
    w(0, 2),       // 8 files, rook, rank 4
    w(1, 6),       // 8 files, rook, rank 5
    w(4, 8),       // 8 files, rook, rank 6
    w(1, 5),       // 8 files, rook, rank 7
    w(0, -1),      // 8 files, rook, rank 8
    w(-11, -2),    // 8 files, queen, rank 1
    w(1, 1),       // 8 files, queen, rank 2
    w(-6, 2),      // 8 files, queen, rank 3
    w(3, 2),       // 8 files, queen, rank 4
    w(6, 6),       // 8 files, queen, rank 5
    w(1, 3),       // 8 files, queen, rank 6
    w(4, 3),       // 8 files, queen, rank 7
    w(0, 0),       // 8 files, queen, rank 8
    w(2, -12),     // 8 files, king, rank 1
    w(-15, -2),    // 8 files, king, rank 2
    w(-31, 16),    // 8 files, king, rank 3
    w(-45, 17),    // 8 files, king, rank 4
    w(-60, 22),    // 8 files, king, rank 5
    w(-75, 19),    // 8 files, king, rank 6
    w(-90, 11),    // 8 files, king, rank 7
    w(-105, 0),    // 8 files, king, rank 8
    w(8, 0),       // 8 files, archbishop, rank 1
    w(6, 3),       // 8 files, archbishop, rank 2
    w(9, 9),       // 8 files, archbishop, rank 3
    w(12, 14),     // 8 files, archbishop, rank 4
    w(14, 11),     // 8 files, archbishop, rank 5
    w(8, 8),       // 8 files, archbishop, rank 6
    w(4, 4),       // 8 files, archbishop, rank 7
    w(0, 1),       // 8 files, archbishop, rank 8
    w(8, 1),       // 8 files, chancellor, rank 1
    w(-1, 4),      // 8 files, chancellor, rank 2
    w(10, 9),      // 8 files, chancellor, rank 3
    w(7, 11),      // 8 files, chancellor, rank 4
    w(9, 13),      // 8 files, chancellor, rank 5
    w(8, 9),       // 8 files, chancellor, rank 6
    w(4, 5),       // 8 files, chancellor, rank 7
    w(0, 1),       // 8 files, chancellor, rank 8
    w(4, 0),       // 8 files, general, rank 1
    w(11, 4),      // 8 files, general, rank 2
    w(4, 8),       // 8 files, general, rank 3
    w(7, 11),      // 8 files, general, rank 4
    w(7, 12),      // 8 files, general, rank 5
    w(9, 8),       // 8 files, general, rank 6
    w(5, 4),       // 8 files, general, rank 7
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
    w(-4, 15),     // 10 files, pawn, rank 2
    w(-6, 3),      // 10 files, pawn, rank 3
    w(1, 0),       // 10 files, pawn, rank 4
    w(9, 18),      // 10 files, pawn, rank 5
    w(19, 55),     // 10 files, pawn, rank 6
    w(25, 70),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-14, -11),   // 10 files, knight, rank 1
    w(-2, -4),     // 10 files, knight, rank 2
    w(6, 1),       // 10 files, knight, rank 3
    w(14, 9),      // 10 files, knight, rank 4
    w(15, 10),     // 10 files, knight, rank 5
    w(7, 11),      // 10 files, knight, rank 6
    w(1, 2),       // 10 files, knight, rank 7
    w(-2, -2),     // 10 files, knight, rank 8
    w(-17, -10),   // 10 files, bishop, rank 1
    w(15, 2),      // 10 files, bishop, rank 2
    w(4, 12),      // 10 files, bishop, rank 3
    w(1, 3),       // 10 files, bishop, rank 4
    w(0, 2),       // 10 files, bishop, rank 5
    w(6, 6),       // 10 files, bishop, rank 6
    w(3, 2),       // 10 files, bishop, rank 7
    w(0, 4),       // 10 files, bishop, rank 8
    w(10, -2),     // 10 files, rook, rank 1
    w(-15, -4),    // 10 files, rook, rank 2
    w(-5, 3),      // 10 files, rook, rank 3
    w(1, 6),       // 10 files, rook, rank 4
    w(6, 6),       // 10 files, rook, rank 5
    w(1, 5),       // 10 files, rook, rank 6
    w(2, 2),       // 10 files, rook, rank 7
    w(4, 2),       // 10 files, rook, rank 8
    w(8, 0),       // 10 files, queen, rank 1
    w(11, 3),      // 10 files, queen, rank 2
    w(-5, 2),      // 10 files, queen, rank 3
    w(1, 4),       // 10 files, queen, rank 4
    w(3, 4),       // 10 files, queen, rank 5
    w(3, 3),       // 10 files, queen, rank 6
    w(-3, 5),      // 10 files, queen, rank 7
    w(0, 0),       // 10 files, queen, rank 8
    w(-1, -1),     // 10 files, king, rank 1
    w(-15, 5),     // 10 files, king, rank 2
    w(-29, 9),     // 10 files, king, rank 3
    w(-45, 12),    // 10 files, king, rank 4
    w(-60, 20),    // 10 files, king, rank 5
    w(-75, 18),    // 10 files, king, rank 6
    w(-90, 9),     // 10 files, king, rank 7
    w(-105, 0),    // 10 files, king, rank 8
    w(5, -1),      // 10 files, archbishop, rank 1
    w(12, 3),      // 10 files, archbishop, rank 2
    w(4, 7),       // 10 files, archbishop, rank 3
    w(7, 11),      // 10 files, archbishop, rank 4
    w(6, 12),      // 10 files, archbishop, rank 5
    w(5, 8),       // 10 files, archbishop, rank 6
    w(0, 4),       // 10 files, archbishop, rank 7
    w(-1, 0),      // 10 files, archbishop, rank 8
    w(-3, 1),      // 10 files, chancellor, rank 1
    w(17, 8),      // 10 files, chancellor, rank 2
    w(2, 8),       // 10 files, chancellor, rank 3
    w(13, 12),     // 10 files, chancellor, rank 4
    w(6, 12),      // 10 files, chancellor, rank 5
    w(9, 7),       // 10 files, chancellor, rank 6
    w(5, 4),       // 10 files, chancellor, rank 7
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
    w(10, 5),      // mobility knight
    w(8, 6),       // mobility bishop
    w(5, 9),       // mobility rook
    w(5, 11),      // mobility queen
    w(0, 0),       // mobility king
    w(5, 10),      // mobility archbishop
    w(2, 14),      // mobility chancellor
    w(-3, 14),     // mobility general
    w(1, 22),      // mobility consul
    w(0, 4),       // king attack
    w(6, -9),      // king shield
    w(37, 35),     // bishop pair
    w(-7, -21),    // doubled pawn
    w(-4, -9),     // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(9, 10),      // passed pawn, rank 2
    w(-7, 9),      // passed pawn, rank 3
    w(0, 24),      // passed pawn, rank 4
    w(17, 56),     // passed pawn, rank 5
    w(32, 73),     // passed pawn, rank 6
    w(51, 100),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(27, 4),      // rook on open file
    w(12, 17),     // rook on half-open file
    w(42, 20),     // pawn threat
    w(38, 21),     // threat by a lesser piece
    w(17, 26),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(25, 3),      // safe check, knight
    w(26, 8),      // safe check, bishop
    w(27, 7),      // safe check, rook
    w(26, 5),      // safe check, queen
    w(0, 0),       // safe check, king
    w(26, 6),      // safe check, archbishop
    w(27, 8),      // safe check, chancellor
    w(24, 5),      // safe check, general
    w(25, 5),      // safe check, consul
    w(-3, 3),      // king zone attack, 1 attacker
    w(-3, 1),      // king zone attack, 2 attackers
    w(-1, -5),     // king zone attack, 3 attackers
    w(0, -2),      // king zone attack, 4 or more attackers
    w(6, 1),       // weak king zone square
    w(0, 3),       // open file at the enemy king
    w(-2, 1),      // half-open file at the enemy king
    w(14, 1),      // tempo
    w(0, 13),      // passed pawn, enemy king's distance
    w(3, -7),      // passed pawn, own king's distance
    w(-3, -8),     // passed pawn, blocked
    w(0, 0),       // space
    w(0, 0),       // threat by a pawn push
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(162, 63),    // danger, 8 files: attacker, knight
    w(28, -33),    // danger, 8 files: attacker, bishop
    w(2, 32),      // danger, 8 files: attacker, rook
    w(49, 20),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(96, 58),     // danger, 8 files: attacker, archbishop
    w(10, 18),     // danger, 8 files: attacker, chancellor
    w(55, 13),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(60, 12),     // danger, 8 files: zone attack
    w(79, 22),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(50, 25),     // danger, 8 files: safe check, knight
    w(59, 39),     // danger, 8 files: safe check, bishop
    w(60, 48),     // danger, 8 files: safe check, rook
    w(60, 32),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(65, 40),     // danger, 8 files: safe check, archbishop
    w(99, 56),     // danger, 8 files: safe check, chancellor
    w(52, 27),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(137, 73),    // danger, 8 files: file without the king's pawns
    w(22, 58),     // danger, 8 files: shield pawn
    w(-50, -6),    // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(84, 10),     // danger, 10 files: attacker, knight
    w(74, 54),     // danger, 10 files: attacker, bishop
    w(55, 10),     // danger, 10 files: attacker, rook
    w(60, 30),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(52, 28),     // danger, 10 files: attacker, archbishop
    w(86, 19),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(68, -43),    // danger, 10 files: zone attack
    w(98, 33),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(89, 8),      // danger, 10 files: safe check, knight
    w(76, 49),     // danger, 10 files: safe check, bishop
    w(106, 1),     // danger, 10 files: safe check, rook
    w(92, -6),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(114, 37),    // danger, 10 files: safe check, archbishop
    w(125, 18),    // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(78, 128),    // danger, 10 files: file without the king's pawns
    w(-25, -5),    // danger, 10 files: shield pawn
    w(7, -14),     // danger, 10 files: bias
];
