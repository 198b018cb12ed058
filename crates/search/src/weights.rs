//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results. Regenerate rather than edit; the
//! README's "Tuning the evaluation" says how and on which games.
//! Tuned on 283761 positions from 6902 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.0000001), K = 0.8535:
//! loss 0.164740 -> 0.159969, on 32264 positions of 765 held-out games 0.161611 -> 0.157604.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(72, 105),    // material pawn
    w(283, 294),   // material knight
    w(326, 320),   // material bishop
    w(490, 510),   // material rook
    w(944, 961),   // material queen
    w(0, 0),       // material king
    w(849, 849),   // material archbishop
    w(900, 906),   // material chancellor
    w(1249, 1251), // material general
    w(756, 752),   // material consul
    w(-7, 11),     // 8 files, pawn, file 0 from the edge
    w(16, 6),      // 8 files, pawn, file 1 from the edge
    w(12, 8),      // 8 files, pawn, file 2 from the edge
    w(15, -8),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(-10, 4),     // 8 files, knight, file 0 from the edge
    w(5, 3),       // 8 files, knight, file 1 from the edge
    w(18, 17),     // 8 files, knight, file 2 from the edge
    w(11, 18),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(-3, -1),     // 8 files, bishop, file 0 from the edge
    w(5, -2),      // 8 files, bishop, file 1 from the edge
    w(5, 4),       // 8 files, bishop, file 2 from the edge
    w(12, 6),      // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-2, -2),     // 8 files, rook, file 0 from the edge
    w(-6, 6),      // 8 files, rook, file 1 from the edge
    w(3, 4),       // 8 files, rook, file 2 from the edge
    w(10, -1),     // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(-5, 2),      // 8 files, queen, file 0 from the edge
    w(-3, 1),      // 8 files, queen, file 1 from the edge
    w(0, 0),       // 8 files, queen, file 2 from the edge
    w(6, 4),       // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(16, -6),     // 8 files, king, file 0 from the edge
    w(28, 14),     // 8 files, king, file 1 from the edge
    w(-1, 14),     // 8 files, king, file 2 from the edge
    w(5, 13),      // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(0, -1),      // 8 files, archbishop, file 0 from the edge
    w(7, 5),       // 8 files, archbishop, file 1 from the edge
    w(8, 10),      // 8 files, archbishop, file 2 from the edge
    w(14, 11),     // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(3, 1),       // 8 files, chancellor, file 0 from the edge
    w(8, 5),       // 8 files, chancellor, file 1 from the edge
    w(6, 7),       // 8 files, chancellor, file 2 from the edge
    w(9, 12),      // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-1, 2),      // 8 files, general, file 0 from the edge
    w(1, 3),       // 8 files, general, file 1 from the edge
    w(15, 8),      // 8 files, general, file 2 from the edge
    w(8, 12),      // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-10, 6),     // 10 files, pawn, file 0 from the edge
    w(-5, 0),      // 10 files, pawn, file 1 from the edge
    w(-13, -14),   // 10 files, pawn, file 2 from the edge
    w(8, 12),      // 10 files, pawn, file 3 from the edge
    w(20, -16),    // 10 files, pawn, file 4 from the edge
    w(-16, -11),   // 10 files, knight, file 0 from the edge
    w(-8, 0),      // 10 files, knight, file 1 from the edge
    w(-3, 1),      // 10 files, knight, file 2 from the edge
    w(14, 5),      // 10 files, knight, file 3 from the edge
    w(26, 9),      // 10 files, knight, file 4 from the edge
    w(12, -3),     // 10 files, bishop, file 0 from the edge
    w(-9, 0),      // 10 files, bishop, file 1 from the edge
    w(-3, 4),      // 10 files, bishop, file 2 from the edge
    w(2, 6),       // 10 files, bishop, file 3 from the edge
    w(6, 6),       // 10 files, bishop, file 4 from the edge
    w(-25, 0),     // 10 files, rook, file 0 from the edge
    w(-11, 3),     // 10 files, rook, file 1 from the edge
    w(11, 4),      // 10 files, rook, file 2 from the edge
    w(17, 7),      // 10 files, rook, file 3 from the edge
    w(10, 5),      // 10 files, rook, file 4 from the edge
    w(-3, 2),      // 10 files, queen, file 0 from the edge
    w(-12, 4),     // 10 files, queen, file 1 from the edge
    w(2, 3),       // 10 files, queen, file 2 from the edge
    w(11, 4),      // 10 files, queen, file 3 from the edge
    w(16, 7),      // 10 files, queen, file 4 from the edge
    w(23, -5),     // 10 files, king, file 0 from the edge
    w(34, 8),      // 10 files, king, file 1 from the edge
    w(24, 19),     // 10 files, king, file 2 from the edge
    w(-1, 20),     // 10 files, king, file 3 from the edge
    w(-5, 18),     // 10 files, king, file 4 from the edge
    w(-3, -1),     // 10 files, archbishop, file 0 from the edge
    w(0, 4),       // 10 files, archbishop, file 1 from the edge
    w(8, 8),       // 10 files, archbishop, file 2 from the edge
    w(10, 11),     // 10 files, archbishop, file 3 from the edge
    w(18, 15),     // 10 files, archbishop, file 4 from the edge
    w(-1, 1),      // 10 files, chancellor, file 0 from the edge
    w(0, 7),       // 10 files, chancellor, file 1 from the edge
    w(6, 10),      // 10 files, chancellor, file 2 from the edge
    w(20, 10),     // 10 files, chancellor, file 3 from the edge
    w(11, 17),     // 10 files, chancellor, file 4 from the edge
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
    w(7, 6),       // 8 files, pawn, rank 3
    w(24, 23),     // 8 files, pawn, rank 4
    w(18, 34),     // 8 files, pawn, rank 5
    w(20, 53),     // 8 files, pawn, rank 6
    w(25, 72),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(1, -5),      // 8 files, knight, rank 1
    w(8, 1),       // 8 files, knight, rank 2
    w(13, 10),     // 8 files, knight, rank 3
    w(5, 22),      // 8 files, knight, rank 4
    w(11, 22),     // 8 files, knight, rank 5
    w(9, 13),      // 8 files, knight, rank 6
    w(1, 5),       // 8 files, knight, rank 7
    w(0, -2),      // 8 files, knight, rank 8
    w(8, 0),       // 8 files, bishop, rank 1
    w(6, -6),      // 8 files, bishop, rank 2
    w(2, 6),       // 8 files, bishop, rank 3
    w(5, -2),      // 8 files, bishop, rank 4
    w(8, 10),      // 8 files, bishop, rank 5
    w(1, 4),       // 8 files, bishop, rank 6
    w(2, 6),       // 8 files, bishop, rank 7
    w(0, 0),       // 8 files, bishop, rank 8
    w(-2, -1),     // 8 files, rook, rank 1
    w(9, -1),      // 8 files, rook, rank 2
    w(-3, -1),     // 8 files, rook, rank 3
    w(-1, 2),      // 8 files, rook, rank 4
    w(1, 6),       // 8 files, rook, rank 5
    w(4, 6),       // 8 files, rook, rank 6
    w(1, 4),       // 8 files, rook, rank 7
    w(0, -1),      // 8 files, rook, rank 8
    w(-8, -3),     // 8 files, queen, rank 1
    w(-3, 2),      // 8 files, queen, rank 2
    w(-3, 2),      // 8 files, queen, rank 3
    w(6, 3),       // 8 files, queen, rank 4
    w(7, 6),       // 8 files, queen, rank 5
    w(1, 3),       // 8 files, queen, rank 6
    w(4, 3),       // 8 files, queen, rank 7
    w(-1, 0),      // 8 files, queen, rank 8
    w(3, -11),     // 8 files, king, rank 1
    w(-15, -1),    // 8 files, king, rank 2
    w(-31, 13),    // 8 files, king, rank 3
    w(-45, 18),    // 8 files, king, rank 4
    w(-60, 24),    // 8 files, king, rank 5
    w(-75, 19),    // 8 files, king, rank 6
    w(-90, 10),    // 8 files, king, rank 7
    w(-105, -1),   // 8 files, king, rank 8
    w(7, 0),       // 8 files, archbishop, rank 1
    w(3, 3),       // 8 files, archbishop, rank 2
    w(4, 8),       // 8 files, archbishop, rank 3
    w(12, 14),     // 8 files, archbishop, rank 4
    w(13, 11),     // 8 files, archbishop, rank 5
    w(8, 8),       // 8 files, archbishop, rank 6
    w(5, 4),       // 8 files, archbishop, rank 7
    w(0, 1),       // 8 files, archbishop, rank 8
    w(7, 0),       // 8 files, chancellor, rank 1
    w(-2, 4),      // 8 files, chancellor, rank 2
    w(14, 8),      // 8 files, chancellor, rank 3
    w(9, 11),      // 8 files, chancellor, rank 4
    w(9, 12),      // 8 files, chancellor, rank 5
    w(8, 8),       // 8 files, chancellor, rank 6
    w(4, 5),       // 8 files, chancellor, rank 7
    w(0, 0),       // 8 files, chancellor, rank 8
    w(7, 0),       // 8 files, general, rank 1
    w(9, 4),       // 8 files, general, rank 2
    w(1, 8),       // 8 files, general, rank 3
    w(8, 11),      // 8 files, general, rank 4
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
    w(-6, 16),     // 10 files, pawn, rank 2
    w(-8, 2),      // 10 files, pawn, rank 3
    w(-1, -1),     // 10 files, pawn, rank 4
    w(8, 20),      // 10 files, pawn, rank 5
    w(23, 58),     // 10 files, pawn, rank 6
    w(27, 74),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-14, -12),   // 10 files, knight, rank 1
    w(-3, -7),     // 10 files, knight, rank 2
    w(5, 0),       // 10 files, knight, rank 3
    w(14, 11),     // 10 files, knight, rank 4
    w(14, 10),     // 10 files, knight, rank 5
    w(7, 12),      // 10 files, knight, rank 6
    w(0, 2),       // 10 files, knight, rank 7
    w(-2, -2),     // 10 files, knight, rank 8
    w(-17, -10),   // 10 files, bishop, rank 1
    w(17, 1),      // 10 files, bishop, rank 2
    w(4, 12),      // 10 files, bishop, rank 3
    w(0, 3),       // 10 files, bishop, rank 4
    w(-2, 2),      // 10 files, bishop, rank 5
    w(6, 5),       // 10 files, bishop, rank 6
    w(3, 2),       // 10 files, bishop, rank 7
    w(0, 5),       // 10 files, bishop, rank 8
    w(11, -3),     // 10 files, rook, rank 1
    w(-18, -5),    // 10 files, rook, rank 2
    w(-5, 3),      // 10 files, rook, rank 3
    w(0, 7),       // 10 files, rook, rank 4
    w(7, 6),       // 10 files, rook, rank 5
    w(1, 6),       // 10 files, rook, rank 6
    w(2, 3),       // 10 files, rook, rank 7
    w(4, 3),       // 10 files, rook, rank 8
    w(6, -1),      // 10 files, queen, rank 1
    w(11, 3),      // 10 files, queen, rank 2
    w(-6, 2),      // 10 files, queen, rank 3
    w(1, 4),       // 10 files, queen, rank 4
    w(3, 4),       // 10 files, queen, rank 5
    w(4, 3),       // 10 files, queen, rank 6
    w(-3, 5),      // 10 files, queen, rank 7
    w(0, 0),       // 10 files, queen, rank 8
    w(0, -4),      // 10 files, king, rank 1
    w(-15, 4),     // 10 files, king, rank 2
    w(-30, 8),     // 10 files, king, rank 3
    w(-45, 12),    // 10 files, king, rank 4
    w(-60, 21),    // 10 files, king, rank 5
    w(-75, 20),    // 10 files, king, rank 6
    w(-90, 11),    // 10 files, king, rank 7
    w(-105, 0),    // 10 files, king, rank 8
    w(5, -1),      // 10 files, archbishop, rank 1
    w(13, 3),      // 10 files, archbishop, rank 2
    w(5, 7),       // 10 files, archbishop, rank 3
    w(7, 11),      // 10 files, archbishop, rank 4
    w(6, 12),      // 10 files, archbishop, rank 5
    w(5, 8),       // 10 files, archbishop, rank 6
    w(0, 4),       // 10 files, archbishop, rank 7
    w(-1, 0),      // 10 files, archbishop, rank 8
    w(-4, 0),      // 10 files, chancellor, rank 1
    w(16, 8),      // 10 files, chancellor, rank 2
    w(-1, 8),      // 10 files, chancellor, rank 3
    w(13, 12),     // 10 files, chancellor, rank 4
    w(6, 13),      // 10 files, chancellor, rank 5
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
    w(10, 5),      // mobility knight
    w(7, 7),       // mobility bishop
    w(5, 8),       // mobility rook
    w(5, 11),      // mobility queen
    w(0, 0),       // mobility king
    w(4, 10),      // mobility archbishop
    w(3, 13),      // mobility chancellor
    w(-4, 14),     // mobility general
    w(1, 22),      // mobility consul
    w(1, 4),       // king attack
    w(10, -9),     // king shield
    w(37, 34),     // bishop pair
    w(-7, -24),    // doubled pawn
    w(-3, -5),     // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(8, 7),       // passed pawn, rank 2
    w(-10, 6),     // passed pawn, rank 3
    w(2, 28),      // passed pawn, rank 4
    w(24, 62),     // passed pawn, rank 5
    w(37, 77),     // passed pawn, rank 6
    w(54, 104),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(27, 7),      // rook on open file
    w(12, 14),     // rook on half-open file
    w(42, 20),     // pawn threat
    w(39, 21),     // threat by a lesser piece
    w(18, 26),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(28, 3),      // safe check, knight
    w(28, 9),      // safe check, bishop
    w(29, 8),      // safe check, rook
    w(29, 5),      // safe check, queen
    w(0, 0),       // safe check, king
    w(31, 8),      // safe check, archbishop
    w(31, 9),      // safe check, chancellor
    w(24, 4),      // safe check, general
    w(25, 5),      // safe check, consul
    w(2, 3),       // king zone attack, 1 attacker
    w(7, 1),       // king zone attack, 2 attackers
    w(13, -4),     // king zone attack, 3 attackers
    w(12, -2),     // king zone attack, 4 or more attackers
    w(20, 1),      // weak king zone square
    w(5, 8),       // open file at the enemy king
    w(4, -1),      // half-open file at the enemy king
    w(14, 0),      // tempo
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(41, 20),     // danger, 8 files: attacker, knight
    w(41, 20),     // danger, 8 files: attacker, bishop
    w(41, 20),     // danger, 8 files: attacker, rook
    w(41, 20),     // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(41, 20),     // danger, 8 files: attacker, archbishop
    w(41, 20),     // danger, 8 files: attacker, chancellor
    w(40, 20),     // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(35, 10),     // danger, 8 files: zone attack
    w(45, 20),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(60, 30),     // danger, 8 files: safe check, knight
    w(60, 30),     // danger, 8 files: safe check, bishop
    w(60, 30),     // danger, 8 files: safe check, rook
    w(61, 30),     // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(61, 30),     // danger, 8 files: safe check, archbishop
    w(61, 30),     // danger, 8 files: safe check, chancellor
    w(60, 30),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(34, 14),     // danger, 8 files: file without the king's pawns
    w(-29, -14),   // danger, 8 files: shield pawn
    w(-98, -50),   // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(41, 20),     // danger, 10 files: attacker, knight
    w(41, 20),     // danger, 10 files: attacker, bishop
    w(41, 20),     // danger, 10 files: attacker, rook
    w(41, 20),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(41, 20),     // danger, 10 files: attacker, archbishop
    w(41, 20),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(35, 10),     // danger, 10 files: zone attack
    w(45, 20),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(60, 30),     // danger, 10 files: safe check, knight
    w(60, 30),     // danger, 10 files: safe check, bishop
    w(60, 30),     // danger, 10 files: safe check, rook
    w(61, 30),     // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(61, 30),     // danger, 10 files: safe check, archbishop
    w(61, 30),     // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(34, 14),     // danger, 10 files: file without the king's pawns
    w(-29, -14),   // danger, 10 files: shield pawn
    w(-98, -50),   // danger, 10 files: bias
];
