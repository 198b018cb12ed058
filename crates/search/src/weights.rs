//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned on 725319 positions from 17610 games of fairy-stockfish-capablanca84000-seed105.pgn, fairy-stockfish-capablanca84000-seed113.pgn, fairy-stockfish-capablanca84000-seed117.pgn, fairy-stockfish-capablanca84000.pgn, fairy-stockfish-chess13440-seed106.pgn, fairy-stockfish-chess13440-seed116.pgn, fairy-stockfish-chess13440.pgn (2000 epochs, rate 0.5, l2 0.000000001, danger l2 0.000000001, score weight 0.5 on 725319 scored positions), K = 0.8351:
//! loss 0.057341 -> 0.049158, on 80469 positions of 1954 held-out games 0.155634 -> 0.150423.

use crate::evaluate::terms::{COUNT, WIDTHS};
use crate::evaluate::{w, Weight};

/// One table for each board width (`terms::WIDTHS`), one weight per
/// term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [[Weight; COUNT]; WIDTHS] = [
    // 8 files: chess, chess960, chess13440
    [
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
        w(-3, -3),     // pawn, file 0 from the edge
        w(6, 3),       // pawn, file 1 from the edge
        w(15, -2),     // pawn, file 2 from the edge
        w(13, -6),     // pawn, file 3 from the edge
        w(16, 0),      // pawn, file 4 from the edge
        w(2, 6),       // knight, file 0 from the edge
        w(16, 14),     // knight, file 1 from the edge
        w(23, 29),     // knight, file 2 from the edge
        w(27, 42),     // knight, file 3 from the edge
        w(16, 16),     // knight, file 4 from the edge
        w(6, 4),       // bishop, file 0 from the edge
        w(15, 10),     // bishop, file 1 from the edge
        w(10, 3),      // bishop, file 2 from the edge
        w(1, 11),      // bishop, file 3 from the edge
        w(8, 8),       // bishop, file 4 from the edge
        w(-22, 17),    // rook, file 0 from the edge
        w(-9, 27),     // rook, file 1 from the edge
        w(9, 16),      // rook, file 2 from the edge
        w(11, 23),     // rook, file 3 from the edge
        w(4, 4),       // rook, file 4 from the edge
        w(-13, -3),    // queen, file 0 from the edge
        w(-14, 9),     // queen, file 1 from the edge
        w(-4, 11),     // queen, file 2 from the edge
        w(10, 19),     // queen, file 3 from the edge
        w(4, 4),       // queen, file 4 from the edge
        w(21, -19),    // king, file 0 from the edge
        w(26, 10),     // king, file 1 from the edge
        w(8, 21),      // king, file 2 from the edge
        w(-7, 22),     // king, file 3 from the edge
        w(-3, 24),     // king, file 4 from the edge
        w(13, 27),     // archbishop, file 0 from the edge
        w(25, 20),     // archbishop, file 1 from the edge
        w(31, 6),      // archbishop, file 2 from the edge
        w(26, 3),      // archbishop, file 3 from the edge
        w(16, 16),     // archbishop, file 4 from the edge
        w(7, -7),      // chancellor, file 0 from the edge
        w(7, 29),      // chancellor, file 1 from the edge
        w(17, 20),     // chancellor, file 2 from the edge
        w(15, 34),     // chancellor, file 3 from the edge
        w(16, 16),     // chancellor, file 4 from the edge
        w(-11, 15),    // general, file 0 from the edge
        w(-2, 5),      // general, file 1 from the edge
        w(1, 23),      // general, file 2 from the edge
        w(-1, 15),     // general, file 3 from the edge
        w(16, 16),     // general, file 4 from the edge
        w(0, 0),       // consul, file 0 from the edge
        w(1, 1),       // consul, file 1 from the edge
        w(2, 2),       // consul, file 2 from the edge
        w(3, 3),       // consul, file 3 from the edge
        w(4, 4),       // consul, file 4 from the edge
        w(0, 0),       // pawn, rank 1
        w(8, 25),      // pawn, rank 2
        w(4, 11),      // pawn, rank 3
        w(13, 16),     // pawn, rank 4
        w(18, 27),     // pawn, rank 5
        w(14, 39),     // pawn, rank 6
        w(37, 57),     // pawn, rank 7
        w(28, 98),     // pawn, rank 8
        w(-21, -16),   // knight, rank 1
        w(-10, -3),    // knight, rank 2
        w(7, 14),      // knight, rank 3
        w(32, 29),     // knight, rank 4
        w(39, 31),     // knight, rank 5
        w(32, 29),     // knight, rank 6
        w(11, 31),     // knight, rank 7
        w(2, 0),       // knight, rank 8
        w(4, -11),     // bishop, rank 1
        w(10, -8),     // bishop, rank 2
        w(15, 4),      // bishop, rank 3
        w(13, -5),     // bishop, rank 4
        w(15, 5),      // bishop, rank 5
        w(5, 10),      // bishop, rank 6
        w(-5, 15),     // bishop, rank 7
        w(-12, 28),    // bishop, rank 8
        w(5, 6),       // rook, rank 1
        w(-30, -2),    // rook, rank 2
        w(-6, 7),      // rook, rank 3
        w(-9, 13),     // rook, rank 4
        w(4, 20),      // rook, rank 5
        w(26, 14),     // rook, rank 6
        w(-2, 24),     // rook, rank 7
        w(6, 8),       // rook, rank 8
        w(-17, -17),   // queen, rank 1
        w(-2, 7),      // queen, rank 2
        w(-7, 15),     // queen, rank 3
        w(-17, 20),    // queen, rank 4
        w(8, -1),      // queen, rank 5
        w(7, 8),       // queen, rank 6
        w(12, 4),      // queen, rank 7
        w(1, 8),       // queen, rank 8
        w(3, -11),     // king, rank 1
        w(-2, 3),      // king, rank 2
        w(-34, 17),    // king, rank 3
        w(-54, 21),    // king, rank 4
        w(-60, 20),    // king, rank 5
        w(-77, 30),    // king, rank 6
        w(-89, 13),    // king, rank 7
        w(-105, -21),  // king, rank 8
        w(9, 10),      // archbishop, rank 1
        w(13, -1),     // archbishop, rank 2
        w(14, 21),     // archbishop, rank 3
        w(25, 29),     // archbishop, rank 4
        w(20, 10),     // archbishop, rank 5
        w(32, 7),      // archbishop, rank 6
        w(0, 6),       // archbishop, rank 7
        w(6, -1),      // archbishop, rank 8
        w(3, 3),       // chancellor, rank 1
        w(-9, 7),      // chancellor, rank 2
        w(2, 13),      // chancellor, rank 3
        w(10, 8),      // chancellor, rank 4
        w(15, 24),     // chancellor, rank 5
        w(27, 17),     // chancellor, rank 6
        w(9, 14),      // chancellor, rank 7
        w(11, 14),     // chancellor, rank 8
        w(1, 14),      // general, rank 1
        w(6, -2),      // general, rank 2
        w(-4, 29),     // general, rank 3
        w(-4, 3),      // general, rank 4
        w(-21, 19),    // general, rank 5
        w(13, 4),      // general, rank 6
        w(13, 10),     // general, rank 7
        w(8, 4),       // general, rank 8
        w(0, 0),       // consul, rank 1
        w(1, 1),       // consul, rank 2
        w(2, 2),       // consul, rank 3
        w(3, 3),       // consul, rank 4
        w(3, 3),       // consul, rank 5
        w(2, 2),       // consul, rank 6
        w(1, 1),       // consul, rank 7
        w(0, 0),       // consul, rank 8
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
        w(0, 0),       // danger: attacker, pawn
        w(79, 38),     // danger: attacker, knight
        w(52, 9),      // danger: attacker, bishop
        w(59, 17),     // danger: attacker, rook
        w(39, 17),     // danger: attacker, queen
        w(0, 0),       // danger: attacker, king
        w(48, 30),     // danger: attacker, archbishop
        w(38, 9),      // danger: attacker, chancellor
        w(26, 22),     // danger: attacker, general
        w(40, 20),     // danger: attacker, consul
        w(19, -15),    // danger: zone attack
        w(98, 23),     // danger: weak zone square
        w(0, 0),       // danger: safe check, pawn
        w(62, 36),     // danger: safe check, knight
        w(61, 25),     // danger: safe check, bishop
        w(61, 21),     // danger: safe check, rook
        w(55, 23),     // danger: safe check, queen
        w(0, 0),       // danger: safe check, king
        w(67, 30),     // danger: safe check, archbishop
        w(73, 27),     // danger: safe check, chancellor
        w(65, 28),     // danger: safe check, general
        w(60, 30),     // danger: safe check, consul
        w(51, -43),    // danger: file without the king's pawns
        w(-36, 35),    // danger: shield pawn
        w(28, 30),     // danger: flank attack
        w(-19, 1),     // danger: flank defense
        w(24, 32),     // danger: unsafe check
        w(-72, -30),   // danger: bias
    ],
    // 10 files: capablanca, capablanca84000, consulchess, consulchess42k
    [
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
        w(-8, 2),      // pawn, file 0 from the edge
        w(-3, 2),      // pawn, file 1 from the edge
        w(-4, 1),      // pawn, file 2 from the edge
        w(4, 6),       // pawn, file 3 from the edge
        w(9, -8),      // pawn, file 4 from the edge
        w(-15, -23),   // knight, file 0 from the edge
        w(-1, -4),     // knight, file 1 from the edge
        w(7, 8),       // knight, file 2 from the edge
        w(15, 17),     // knight, file 3 from the edge
        w(22, 18),     // knight, file 4 from the edge
        w(9, 7),       // bishop, file 0 from the edge
        w(2, 15),      // bishop, file 1 from the edge
        w(8, 12),      // bishop, file 2 from the edge
        w(5, 18),      // bishop, file 3 from the edge
        w(8, 18),      // bishop, file 4 from the edge
        w(-16, 11),    // rook, file 0 from the edge
        w(4, 9),       // rook, file 1 from the edge
        w(15, 15),     // rook, file 2 from the edge
        w(16, 18),     // rook, file 3 from the edge
        w(14, 14),     // rook, file 4 from the edge
        w(6, 22),      // queen, file 0 from the edge
        w(6, 30),      // queen, file 1 from the edge
        w(14, 36),     // queen, file 2 from the edge
        w(15, 43),     // queen, file 3 from the edge
        w(17, 50),     // queen, file 4 from the edge
        w(27, -39),    // king, file 0 from the edge
        w(57, 6),      // king, file 1 from the edge
        w(30, 25),     // king, file 2 from the edge
        w(-13, 30),    // king, file 3 from the edge
        w(-27, 38),    // king, file 4 from the edge
        w(-7, -4),     // archbishop, file 0 from the edge
        w(-5, 9),      // archbishop, file 1 from the edge
        w(-1, 17),     // archbishop, file 2 from the edge
        w(2, 15),      // archbishop, file 3 from the edge
        w(5, 23),      // archbishop, file 4 from the edge
        w(10, 10),     // chancellor, file 0 from the edge
        w(7, 9),       // chancellor, file 1 from the edge
        w(8, 26),      // chancellor, file 2 from the edge
        w(12, 32),     // chancellor, file 3 from the edge
        w(8, 36),      // chancellor, file 4 from the edge
        w(0, 0),       // general, file 0 from the edge
        w(4, 4),       // general, file 1 from the edge
        w(8, 8),       // general, file 2 from the edge
        w(12, 12),     // general, file 3 from the edge
        w(16, 16),     // general, file 4 from the edge
        w(2, 1),       // consul, file 0 from the edge
        w(4, 1),       // consul, file 1 from the edge
        w(3, 3),       // consul, file 2 from the edge
        w(8, 3),       // consul, file 3 from the edge
        w(-1, 5),      // consul, file 4 from the edge
        w(0, 0),       // pawn, rank 1
        w(2, 19),      // pawn, rank 2
        w(-6, 6),      // pawn, rank 3
        w(0, 7),       // pawn, rank 4
        w(3, 21),      // pawn, rank 5
        w(8, 44),      // pawn, rank 6
        w(34, 86),     // pawn, rank 7
        w(28, 98),     // pawn, rank 8
        w(-25, -31),   // knight, rank 1
        w(-14, -9),    // knight, rank 2
        w(3, 3),       // knight, rank 3
        w(28, 14),     // knight, rank 4
        w(31, 17),     // knight, rank 5
        w(22, 21),     // knight, rank 6
        w(5, 18),      // knight, rank 7
        w(-13, -8),    // knight, rank 8
        w(-1, -9),     // bishop, rank 1
        w(20, -5),     // bishop, rank 2
        w(15, 12),     // bishop, rank 3
        w(12, 5),      // bishop, rank 4
        w(11, 6),      // bishop, rank 5
        w(7, 14),      // bishop, rank 6
        w(-12, 28),    // bishop, rank 7
        w(-15, 25),    // bishop, rank 8
        w(4, -1),      // rook, rank 1
        w(-19, 0),     // rook, rank 2
        w(-5, 3),      // rook, rank 3
        w(-11, 17),    // rook, rank 4
        w(-2, 12),     // rook, rank 5
        w(13, 16),     // rook, rank 6
        w(25, 11),     // rook, rank 7
        w(31, 11),     // rook, rank 8
        w(13, 14),     // queen, rank 1
        w(21, 8),      // queen, rank 2
        w(6, 24),      // queen, rank 3
        w(-4, 44),     // queen, rank 4
        w(-3, 31),     // queen, rank 5
        w(14, 17),     // queen, rank 6
        w(3, 33),      // queen, rank 7
        w(10, 11),     // queen, rank 8
        w(17, -24),    // king, rank 1
        w(7, 6),       // king, rank 2
        w(-42, 7),     // king, rank 3
        w(-67, 12),    // king, rank 4
        w(-68, 22),    // king, rank 5
        w(-71, 30),    // king, rank 6
        w(-90, 31),    // king, rank 7
        w(-106, -12),  // king, rank 8
        w(2, -13),     // archbishop, rank 1
        w(15, -23),    // archbishop, rank 2
        w(5, 7),       // archbishop, rank 3
        w(12, 39),     // archbishop, rank 4
        w(9, 24),      // archbishop, rank 5
        w(8, -4),      // archbishop, rank 6
        w(-21, 24),    // archbishop, rank 7
        w(-31, 15),    // archbishop, rank 8
        w(-10, -6),    // chancellor, rank 1
        w(1, 31),      // chancellor, rank 2
        w(-10, 20),    // chancellor, rank 3
        w(-1, 7),      // chancellor, rank 4
        w(-5, 24),     // chancellor, rank 5
        w(25, 3),      // chancellor, rank 6
        w(7, 20),      // chancellor, rank 7
        w(47, 21),     // chancellor, rank 8
        w(0, 0),       // general, rank 1
        w(4, 4),       // general, rank 2
        w(8, 8),       // general, rank 3
        w(12, 12),     // general, rank 4
        w(12, 12),     // general, rank 5
        w(8, 8),       // general, rank 6
        w(4, 4),       // general, rank 7
        w(0, 0),       // general, rank 8
        w(12, -1),     // consul, rank 1
        w(-3, 1),      // consul, rank 2
        w(0, 2),       // consul, rank 3
        w(0, 3),       // consul, rank 4
        w(3, 4),       // consul, rank 5
        w(6, 3),       // consul, rank 6
        w(-1, 1),      // consul, rank 7
        w(0, 0),       // consul, rank 8
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
        w(0, 0),       // danger: attacker, pawn
        w(110, 61),    // danger: attacker, knight
        w(49, -3),     // danger: attacker, bishop
        w(51, 6),      // danger: attacker, rook
        w(41, 33),     // danger: attacker, queen
        w(0, 0),       // danger: attacker, king
        w(42, 46),     // danger: attacker, archbishop
        w(51, 32),     // danger: attacker, chancellor
        w(40, 20),     // danger: attacker, general
        w(40, 20),     // danger: attacker, consul
        w(24, -17),    // danger: zone attack
        w(91, 22),     // danger: weak zone square
        w(0, 0),       // danger: safe check, pawn
        w(79, 46),     // danger: safe check, knight
        w(65, 35),     // danger: safe check, bishop
        w(69, 42),     // danger: safe check, rook
        w(83, 17),     // danger: safe check, queen
        w(0, 0),       // danger: safe check, king
        w(89, 39),     // danger: safe check, archbishop
        w(85, 40),     // danger: safe check, chancellor
        w(60, 30),     // danger: safe check, general
        w(60, 30),     // danger: safe check, consul
        w(58, -79),    // danger: file without the king's pawns
        w(-17, 9),     // danger: shield pawn
        w(33, 42),     // danger: flank attack
        w(-26, -1),    // danger: flank defense
        w(23, 40),     // danger: unsafe check
        w(-39, -33),   // danger: bias
    ],
];
