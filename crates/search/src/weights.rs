//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned on 391780 positions from 9574 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.0000001, danger l2 0.000000001, score weight 0.5 on 391780 scored positions), K = 0.8238:
//! loss 0.056784 -> 0.049834, on 43901 positions of 1063 held-out games 0.153115 -> 0.149946.

use crate::evaluate::{terms::COUNT, w, Weight};

/// One weight per term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [Weight; COUNT] = [
    w(68, 92),     // material pawn
    w(290, 298),   // material knight
    w(327, 319),   // material bishop
    w(493, 510),   // material rook
    w(959, 960),   // material queen
    w(0, 0),       // material king
    w(850, 849),   // material archbishop
    w(903, 906),   // material chancellor
    w(1243, 1251), // material general
    w(756, 752),   // material consul
    w(-8, 9),      // 8 files, pawn, file 0 from the edge
    w(9, 6),       // 8 files, pawn, file 1 from the edge
    w(10, 4),      // 8 files, pawn, file 2 from the edge
    w(15, -4),     // 8 files, pawn, file 3 from the edge
    w(16, 0),      // 8 files, pawn, file 4 from the edge
    w(-7, 3),      // 8 files, knight, file 0 from the edge
    w(7, 2),       // 8 files, knight, file 1 from the edge
    w(14, 17),     // 8 files, knight, file 2 from the edge
    w(11, 17),     // 8 files, knight, file 3 from the edge
    w(16, 16),     // 8 files, knight, file 4 from the edge
    w(-6, -1),     // 8 files, bishop, file 0 from the edge
    w(6, -3),      // 8 files, bishop, file 1 from the edge
    w(8, 4),       // 8 files, bishop, file 2 from the edge
    w(9, 4),       // 8 files, bishop, file 3 from the edge
    w(8, 8),       // 8 files, bishop, file 4 from the edge
    w(-4, 0),      // 8 files, rook, file 0 from the edge
    w(-2, 8),      // 8 files, rook, file 1 from the edge
    w(4, 5),       // 8 files, rook, file 2 from the edge
    w(6, -1),      // 8 files, rook, file 3 from the edge
    w(4, 4),       // 8 files, rook, file 4 from the edge
    w(0, 3),       // 8 files, queen, file 0 from the edge
    w(-2, 2),      // 8 files, queen, file 1 from the edge
    w(0, -1),      // 8 files, queen, file 2 from the edge
    w(5, 3),       // 8 files, queen, file 3 from the edge
    w(4, 4),       // 8 files, queen, file 4 from the edge
    w(12, -9),     // 8 files, king, file 0 from the edge
    w(24, 15),     // 8 files, king, file 1 from the edge
    w(6, 16),      // 8 files, king, file 2 from the edge
    w(6, 12),      // 8 files, king, file 3 from the edge
    w(-3, 24),     // 8 files, king, file 4 from the edge
    w(-3, 0),      // 8 files, archbishop, file 0 from the edge
    w(7, 5),       // 8 files, archbishop, file 1 from the edge
    w(14, 10),     // 8 files, archbishop, file 2 from the edge
    w(14, 11),     // 8 files, archbishop, file 3 from the edge
    w(16, 16),     // 8 files, archbishop, file 4 from the edge
    w(1, 1),       // 8 files, chancellor, file 0 from the edge
    w(4, 6),       // 8 files, chancellor, file 1 from the edge
    w(13, 8),      // 8 files, chancellor, file 2 from the edge
    w(9, 11),      // 8 files, chancellor, file 3 from the edge
    w(16, 16),     // 8 files, chancellor, file 4 from the edge
    w(-3, 1),      // 8 files, general, file 0 from the edge
    w(0, 3),       // 8 files, general, file 1 from the edge
    w(13, 9),      // 8 files, general, file 2 from the edge
    w(8, 12),      // 8 files, general, file 3 from the edge
    w(16, 16),     // 8 files, general, file 4 from the edge
    w(0, 0),       // 8 files, consul, file 0 from the edge
    w(1, 1),       // 8 files, consul, file 1 from the edge
    w(2, 2),       // 8 files, consul, file 2 from the edge
    w(3, 3),       // 8 files, consul, file 3 from the edge
    w(4, 4),       // 8 files, consul, file 4 from the edge
    w(-7, 3),      // 10 files, pawn, file 0 from the edge
    w(-4, 0),      // 10 files, pawn, file 1 from the edge
    w(-2, -15),    // 10 files, pawn, file 2 from the edge
    w(5, 7),       // 10 files, pawn, file 3 from the edge
    w(16, -16),    // 10 files, pawn, file 4 from the edge
    w(-13, -9),    // 10 files, knight, file 0 from the edge
    w(-3, 1),      // 10 files, knight, file 1 from the edge
    w(2, 2),       // 10 files, knight, file 2 from the edge
    w(13, 6),      // 10 files, knight, file 3 from the edge
    w(20, 11),     // 10 files, knight, file 4 from the edge
    w(9, -4),      // 10 files, bishop, file 0 from the edge
    w(-3, 1),      // 10 files, bishop, file 1 from the edge
    w(-2, 4),      // 10 files, bishop, file 2 from the edge
    w(0, 8),       // 10 files, bishop, file 3 from the edge
    w(7, 7),       // 10 files, bishop, file 4 from the edge
    w(-15, 0),     // 10 files, rook, file 0 from the edge
    w(-10, 3),     // 10 files, rook, file 1 from the edge
    w(5, 4),       // 10 files, rook, file 2 from the edge
    w(14, 4),      // 10 files, rook, file 3 from the edge
    w(10, 6),      // 10 files, rook, file 4 from the edge
    w(-1, 1),      // 10 files, queen, file 0 from the edge
    w(-7, 4),      // 10 files, queen, file 1 from the edge
    w(4, 3),       // 10 files, queen, file 2 from the edge
    w(13, 3),      // 10 files, queen, file 3 from the edge
    w(14, 7),      // 10 files, queen, file 4 from the edge
    w(26, 2),      // 10 files, king, file 0 from the edge
    w(29, 6),      // 10 files, king, file 1 from the edge
    w(18, 21),     // 10 files, king, file 2 from the edge
    w(2, 19),      // 10 files, king, file 3 from the edge
    w(-1, 13),     // 10 files, king, file 4 from the edge
    w(-4, -1),     // 10 files, archbishop, file 0 from the edge
    w(1, 4),       // 10 files, archbishop, file 1 from the edge
    w(7, 8),       // 10 files, archbishop, file 2 from the edge
    w(10, 11),     // 10 files, archbishop, file 3 from the edge
    w(19, 15),     // 10 files, archbishop, file 4 from the edge
    w(-3, 0),      // 10 files, chancellor, file 0 from the edge
    w(3, 7),       // 10 files, chancellor, file 1 from the edge
    w(9, 10),      // 10 files, chancellor, file 2 from the edge
    w(16, 11),     // 10 files, chancellor, file 3 from the edge
    w(15, 16),     // 10 files, chancellor, file 4 from the edge
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
    w(4, 16),      // 8 files, pawn, rank 2
    w(6, 11),      // 8 files, pawn, rank 3
    w(12, 14),     // 8 files, pawn, rank 4
    w(20, 30),     // 8 files, pawn, rank 5
    w(21, 53),     // 8 files, pawn, rank 6
    w(24, 72),     // 8 files, pawn, rank 7
    w(28, 98),     // 8 files, pawn, rank 8
    w(1, -5),      // 8 files, knight, rank 1
    w(6, 1),       // 8 files, knight, rank 2
    w(13, 11),     // 8 files, knight, rank 3
    w(7, 21),      // 8 files, knight, rank 4
    w(13, 21),     // 8 files, knight, rank 5
    w(8, 11),      // 8 files, knight, rank 6
    w(1, 5),       // 8 files, knight, rank 7
    w(0, -2),      // 8 files, knight, rank 8
    w(7, 1),       // 8 files, bishop, rank 1
    w(8, -5),      // 8 files, bishop, rank 2
    w(-1, 5),      // 8 files, bishop, rank 3
    w(7, -2),      // 8 files, bishop, rank 4
    w(7, 9),       // 8 files, bishop, rank 5
    w(1, 3),       // 8 files, bishop, rank 6
    w(1, 5),       // 8 files, bishop, rank 7
    w(0, 0),       // 8 files, bishop, rank 8
    w(0, 2),       // 8 files, rook, rank 1
    w(10, -2),     // 8 files, rook, rank 2
    w(-5, 0),      // 8 files, rook, rank 3
    w(0, 1),       // 8 files, rook, rank 4
    w(1, 5),       // 8 files, rook, rank 5
    w(4, 7),       // 8 files, rook, rank 6
    w(1, 5),       // 8 files, rook, rank 7
    w(0, -1),      // 8 files, rook, rank 8
    w(-1, -2),     // 8 files, queen, rank 1
    w(2, 1),       // 8 files, queen, rank 2
    w(-5, 2),      // 8 files, queen, rank 3
    w(4, 3),       // 8 files, queen, rank 4
    w(5, 5),       // 8 files, queen, rank 5
    w(1, 3),       // 8 files, queen, rank 6
    w(3, 2),       // 8 files, queen, rank 7
    w(0, 0),       // 8 files, queen, rank 8
    w(5, -9),      // 8 files, king, rank 1
    w(-17, -1),    // 8 files, king, rank 2
    w(-31, 16),    // 8 files, king, rank 3
    w(-45, 16),    // 8 files, king, rank 4
    w(-60, 21),    // 8 files, king, rank 5
    w(-75, 18),    // 8 files, king, rank 6
    w(-90, 11),    // 8 files, king, rank 7
    w(-105, 0),    // 8 files, king, rank 8
    w(8, 0),       // 8 files, archbishop, rank 1
    w(6, 3),       // 8 files, archbishop, rank 2
    w(4, 8),       // 8 files, archbishop, rank 3
    w(12, 14),     // 8 files, archbishop, rank 4
    w(14, 11),     // 8 files, archbishop, rank 5
    w(8, 8),       // 8 files, archbishop, rank 6
    w(5, 4),       // 8 files, archbishop, rank 7
    w(0, 1),       // 8 files, archbishop, rank 8
    w(10, 1),      // 8 files, chancellor, rank 1
    w(2, 3),       // 8 files, chancellor, rank 2
    w(10, 9),      // 8 files, chancellor, rank 3
    w(8, 11),      // 8 files, chancellor, rank 4
    w(8, 12),      // 8 files, chancellor, rank 5
    w(8, 8),       // 8 files, chancellor, rank 6
    w(5, 5),       // 8 files, chancellor, rank 7
    w(0, 0),       // 8 files, chancellor, rank 8
    w(-1, 0),      // 8 files, general, rank 1
    w(11, 4),      // 8 files, general, rank 2
    w(3, 8),       // 8 files, general, rank 3
    w(7, 11),      // 8 files, general, rank 4
    w(8, 12),      // 8 files, general, rank 5
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
    w(1, 13),      // 10 files, pawn, rank 2
    w(0, 4),       // 10 files, pawn, rank 3
    w(0, 0),       // 10 files, pawn, rank 4
    w(5, 17),      // 10 files, pawn, rank 5
    w(18, 54),     // 10 files, pawn, rank 6
    w(25, 71),     // 10 files, pawn, rank 7
    w(28, 98),     // 10 files, pawn, rank 8
    w(-15, -10),   // 10 files, knight, rank 1
    w(-1, -2),     // 10 files, knight, rank 2
    w(4, 2),       // 10 files, knight, rank 3
    w(16, 9),      // 10 files, knight, rank 4
    w(18, 11),     // 10 files, knight, rank 5
    w(7, 10),      // 10 files, knight, rank 6
    w(1, 3),       // 10 files, knight, rank 7
    w(-2, -1),     // 10 files, knight, rank 8
    w(-15, -8),    // 10 files, bishop, rank 1
    w(10, 3),      // 10 files, bishop, rank 2
    w(5, 10),      // 10 files, bishop, rank 3
    w(5, 4),       // 10 files, bishop, rank 4
    w(3, 2),       // 10 files, bishop, rank 5
    w(5, 5),       // 10 files, bishop, rank 6
    w(2, 1),       // 10 files, bishop, rank 7
    w(0, 4),       // 10 files, bishop, rank 8
    w(6, 0),       // 10 files, rook, rank 1
    w(-9, -3),     // 10 files, rook, rank 2
    w(-4, 2),      // 10 files, rook, rank 3
    w(1, 5),       // 10 files, rook, rank 4
    w(5, 6),       // 10 files, rook, rank 5
    w(1, 5),       // 10 files, rook, rank 6
    w(2, 1),       // 10 files, rook, rank 7
    w(4, 2),       // 10 files, rook, rank 8
    w(15, 0),      // 10 files, queen, rank 1
    w(11, 4),      // 10 files, queen, rank 2
    w(-4, 3),      // 10 files, queen, rank 3
    w(-1, 3),      // 10 files, queen, rank 4
    w(2, 3),       // 10 files, queen, rank 5
    w(3, 3),       // 10 files, queen, rank 6
    w(-2, 5),      // 10 files, queen, rank 7
    w(0, 0),       // 10 files, queen, rank 8
    w(1, 0),       // 10 files, king, rank 1
    w(-16, 6),     // 10 files, king, rank 2
    w(-30, 9),     // 10 files, king, rank 3
    w(-45, 12),    // 10 files, king, rank 4
    w(-60, 18),    // 10 files, king, rank 5
    w(-75, 17),    // 10 files, king, rank 6
    w(-90, 9),     // 10 files, king, rank 7
    w(-105, 1),    // 10 files, king, rank 8
    w(6, 0),       // 10 files, archbishop, rank 1
    w(11, 3),      // 10 files, archbishop, rank 2
    w(2, 8),       // 10 files, archbishop, rank 3
    w(10, 12),     // 10 files, archbishop, rank 4
    w(6, 12),      // 10 files, archbishop, rank 5
    w(5, 8),       // 10 files, archbishop, rank 6
    w(0, 4),       // 10 files, archbishop, rank 7
    w(-1, 0),      // 10 files, archbishop, rank 8
    w(1, 1),       // 10 files, chancellor, rank 1
    w(14, 8),      // 10 files, chancellor, rank 2
    w(2, 8),       // 10 files, chancellor, rank 3
    w(11, 13),     // 10 files, chancellor, rank 4
    w(7, 12),      // 10 files, chancellor, rank 5
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
    w(9, 4),       // mobility knight
    w(7, 6),       // mobility bishop
    w(4, 7),       // mobility rook
    w(4, 11),      // mobility queen
    w(0, 0),       // mobility king
    w(4, 7),       // mobility archbishop
    w(2, 12),      // mobility chancellor
    w(-4, 6),      // mobility general
    w(1, 22),      // mobility consul
    w(0, 4),       // king attack
    w(11, -8),     // king shield
    w(37, 35),     // bishop pair
    w(-13, -21),   // doubled pawn
    w(-7, -9),     // isolated pawn
    w(0, 0),       // passed pawn, rank 1
    w(5, 10),      // passed pawn, rank 2
    w(-6, 8),      // passed pawn, rank 3
    w(1, 24),      // passed pawn, rank 4
    w(16, 53),     // passed pawn, rank 5
    w(32, 73),     // passed pawn, rank 6
    w(51, 100),    // passed pawn, rank 7
    w(0, 0),       // passed pawn, rank 8
    w(28, 3),      // rook on open file
    w(15, 19),     // rook on half-open file
    w(44, 20),     // pawn threat
    w(43, 20),     // threat by a lesser piece
    w(22, 22),     // hanging piece
    w(0, 0),       // safe check, pawn
    w(26, 3),      // safe check, knight
    w(26, 7),      // safe check, bishop
    w(27, 6),      // safe check, rook
    w(26, 4),      // safe check, queen
    w(0, 0),       // safe check, king
    w(26, 6),      // safe check, archbishop
    w(27, 6),      // safe check, chancellor
    w(24, 5),      // safe check, general
    w(25, 5),      // safe check, consul
    w(-5, 2),      // king zone attack, 1 attacker
    w(-4, 0),      // king zone attack, 2 attackers
    w(0, -3),      // king zone attack, 3 attackers
    w(1, -1),      // king zone attack, 4 or more attackers
    w(4, -2),      // weak king zone square
    w(0, 8),       // open file at the enemy king
    w(-1, 0),      // half-open file at the enemy king
    w(58, 17),     // tempo
    w(0, 12),      // passed pawn, enemy king's distance
    w(2, -7),      // passed pawn, own king's distance
    w(-4, -10),    // passed pawn, blocked
    w(1, 1),       // space
    w(25, 21),     // threat by a pawn push
    w(-2, 0),      // shelter, next file, no pawn
    w(6, 4),       // shelter, next file, rank 2
    w(-3, -3),     // shelter, next file, rank 3
    w(-4, -2),     // shelter, next file, rank 4
    w(0, -2),      // shelter, next file, rank 5
    w(1, 1),       // shelter, next file, rank 6
    w(0, 2),       // shelter, next file, rank 7 or beyond
    w(-7, -2),     // shelter, king's file, no pawn
    w(12, 0),      // shelter, king's file, rank 2
    w(4, 2),       // shelter, king's file, rank 3
    w(-5, -1),     // shelter, king's file, rank 4
    w(-4, -2),     // shelter, king's file, rank 5
    w(0, 1),       // shelter, king's file, rank 6
    w(0, 0),       // shelter, king's file, rank 7 or beyond
    w(4, -3),      // storm, no pawn
    w(0, -1),      // storm, rank 2
    w(1, 0),       // storm, rank 3
    w(3, 0),       // storm, rank 4
    w(1, -1),      // storm, rank 5
    w(-7, 1),      // storm, rank 6
    w(-3, 0),      // storm, rank 7 or beyond
    w(0, 0),       // blocked storm, no pawn
    w(0, 0),       // blocked storm, rank 2
    w(1, 1),       // blocked storm, rank 3
    w(-1, -2),     // blocked storm, rank 4
    w(3, 2),       // blocked storm, rank 5
    w(-1, 3),      // blocked storm, rank 6
    w(-2, 0),      // blocked storm, rank 7 or beyond
    w(2, -3),      // flank attack
    w(0, -7),      // king on a pawnless flank
    w(0, 0),       // danger, 8 files: attacker, pawn
    w(152, 61),    // danger, 8 files: attacker, knight
    w(43, -13),    // danger, 8 files: attacker, bishop
    w(32, 34),     // danger, 8 files: attacker, rook
    w(11, 5),      // danger, 8 files: attacker, queen
    w(0, 0),       // danger, 8 files: attacker, king
    w(66, 53),     // danger, 8 files: attacker, archbishop
    w(22, 16),     // danger, 8 files: attacker, chancellor
    w(11, 0),      // danger, 8 files: attacker, general
    w(40, 20),     // danger, 8 files: attacker, consul
    w(11, -21),    // danger, 8 files: zone attack
    w(79, 24),     // danger, 8 files: weak zone square
    w(0, 0),       // danger, 8 files: safe check, pawn
    w(55, 26),     // danger, 8 files: safe check, knight
    w(60, 32),     // danger, 8 files: safe check, bishop
    w(62, 34),     // danger, 8 files: safe check, rook
    w(56, 7),      // danger, 8 files: safe check, queen
    w(0, 0),       // danger, 8 files: safe check, king
    w(60, 35),     // danger, 8 files: safe check, archbishop
    w(83, 41),     // danger, 8 files: safe check, chancellor
    w(44, 21),     // danger, 8 files: safe check, general
    w(60, 30),     // danger, 8 files: safe check, consul
    w(98, -20),    // danger, 8 files: file without the king's pawns
    w(23, 12),     // danger, 8 files: shield pawn
    w(21, 31),     // danger, 8 files: flank attack
    w(-4, 2),      // danger, 8 files: flank defense
    w(10, 37),     // danger, 8 files: unsafe check
    w(-56, -32),   // danger, 8 files: bias
    w(0, 0),       // danger, 10 files: attacker, pawn
    w(105, 51),    // danger, 10 files: attacker, knight
    w(62, 13),     // danger, 10 files: attacker, bishop
    w(79, 10),     // danger, 10 files: attacker, rook
    w(23, 59),     // danger, 10 files: attacker, queen
    w(0, 0),       // danger, 10 files: attacker, king
    w(39, 19),     // danger, 10 files: attacker, archbishop
    w(46, 25),     // danger, 10 files: attacker, chancellor
    w(40, 20),     // danger, 10 files: attacker, general
    w(40, 20),     // danger, 10 files: attacker, consul
    w(21, -38),    // danger, 10 files: zone attack
    w(96, 31),     // danger, 10 files: weak zone square
    w(0, 0),       // danger, 10 files: safe check, pawn
    w(83, 29),     // danger, 10 files: safe check, knight
    w(65, 42),     // danger, 10 files: safe check, bishop
    w(94, 30),     // danger, 10 files: safe check, rook
    w(94, 1),      // danger, 10 files: safe check, queen
    w(0, 0),       // danger, 10 files: safe check, king
    w(101, 37),    // danger, 10 files: safe check, archbishop
    w(109, 31),    // danger, 10 files: safe check, chancellor
    w(60, 30),     // danger, 10 files: safe check, general
    w(60, 30),     // danger, 10 files: safe check, consul
    w(65, -32),    // danger, 10 files: file without the king's pawns
    w(-8, -16),    // danger, 10 files: shield pawn
    w(26, 43),     // danger, 10 files: flank attack
    w(-16, -5),    // danger, 10 files: flank defense
    w(22, 27),     // danger, 10 files: unsafe check
    w(-4, -27),    // danger, 10 files: bias
];
