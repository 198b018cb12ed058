//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned with 2000 epochs, rate 0.5, l2 0.000000001, danger l2 0.000000001, score weight 0.5, scores less their file's side-to-move bias; every 10th game of each board width held out.
//! 8 files: chess, chess960, chess13440: 393571 positions from 9574 games of fairy-stockfish-chess13440-seed106.pgn (bias 44.5 cp), fairy-stockfish-chess13440-seed116.pgn (bias 44.1 cp), fairy-stockfish-chess13440-seed146.pgn (bias 42.7 cp), fairy-stockfish-chess13440.pgn (bias 42.9 cp) (393571 scored), K = 0.8725:
//! loss 0.052774 -> 0.044786, on 44203 positions of 1058 held-out games 0.154334 -> 0.148405.
//! 10 files: capablanca, capablanca84000, consulchess, consulchess42k: 555961 positions from 13406 games of fairy-stockfish-capablanca84000-seed105.pgn (bias 50.0 cp), fairy-stockfish-capablanca84000-seed113.pgn (bias 48.5 cp), fairy-stockfish-capablanca84000-seed117.pgn (bias 50.8 cp), fairy-stockfish-capablanca84000-seed142.pgn (bias 49.9 cp), fairy-stockfish-capablanca84000.pgn (bias 49.9 cp) (555961 scored), K = 0.8312:
//! loss 0.058956 -> 0.051606, on 60636 positions of 1481 held-out games 0.166640 -> 0.160213.

use crate::evaluate::terms::{COUNT, WIDTHS};
use crate::evaluate::{w, Weight};

/// One table for each board width (`terms::WIDTHS`), one weight per
/// term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [[Weight; COUNT]; WIDTHS] = [
    // 8 files: chess, chess960, chess13440
    [
        w(63, 87),     // material pawn
        w(324, 342),   // material knight
        w(355, 383),   // material bishop
        w(486, 598),   // material rook
        w(968, 1096),  // material queen
        w(0, 0),       // material king
        w(895, 902),   // material archbishop
        w(933, 989),   // material chancellor
        w(1214, 1320), // material general
        w(756, 752),   // material consul
        w(-6, 3),      // pawn, file 0 from the edge
        w(-1, 7),      // pawn, file 1 from the edge
        w(8, 5),       // pawn, file 2 from the edge
        w(9, -2),      // pawn, file 3 from the edge
        w(16, 0),      // pawn, file 4 from the edge
        w(-3, -2),     // knight, file 0 from the edge
        w(13, 10),     // knight, file 1 from the edge
        w(16, 29),     // knight, file 2 from the edge
        w(25, 40),     // knight, file 3 from the edge
        w(16, 16),     // knight, file 4 from the edge
        w(12, 9),      // bishop, file 0 from the edge
        w(15, 19),     // bishop, file 1 from the edge
        w(13, 19),     // bishop, file 2 from the edge
        w(10, 25),     // bishop, file 3 from the edge
        w(8, 8),       // bishop, file 4 from the edge
        w(-26, 26),    // rook, file 0 from the edge
        w(-3, 28),     // rook, file 1 from the edge
        w(12, 22),     // rook, file 2 from the edge
        w(15, 28),     // rook, file 3 from the edge
        w(4, 4),       // rook, file 4 from the edge
        w(-5, 21),     // queen, file 0 from the edge
        w(-4, 32),     // queen, file 1 from the edge
        w(7, 46),      // queen, file 2 from the edge
        w(22, 48),     // queen, file 3 from the edge
        w(4, 4),       // queen, file 4 from the edge
        w(12, -15),    // king, file 0 from the edge
        w(28, 8),      // king, file 1 from the edge
        w(12, 22),     // king, file 2 from the edge
        w(-4, 20),     // king, file 3 from the edge
        w(-3, 24),     // king, file 4 from the edge
        w(6, 32),      // archbishop, file 0 from the edge
        w(15, 16),     // archbishop, file 1 from the edge
        w(27, 13),     // archbishop, file 2 from the edge
        w(22, 14),     // archbishop, file 3 from the edge
        w(16, 16),     // archbishop, file 4 from the edge
        w(11, 6),      // chancellor, file 0 from the edge
        w(8, 31),      // chancellor, file 1 from the edge
        w(15, 30),     // chancellor, file 2 from the edge
        w(19, 43),     // chancellor, file 3 from the edge
        w(16, 16),     // chancellor, file 4 from the edge
        w(-11, 26),    // general, file 0 from the edge
        w(0, 22),      // general, file 1 from the edge
        w(-1, 23),     // general, file 2 from the edge
        w(0, 24),      // general, file 3 from the edge
        w(16, 16),     // general, file 4 from the edge
        w(0, 0),       // consul, file 0 from the edge
        w(1, 1),       // consul, file 1 from the edge
        w(2, 2),       // consul, file 2 from the edge
        w(3, 3),       // consul, file 3 from the edge
        w(4, 4),       // consul, file 4 from the edge
        w(0, 0),       // pawn, rank 1
        w(13, 26),     // pawn, rank 2
        w(3, 22),      // pawn, rank 3
        w(10, 22),     // pawn, rank 4
        w(11, 28),     // pawn, rank 5
        w(2, 36),      // pawn, rank 6
        w(34, 60),     // pawn, rank 7
        w(28, 98),     // pawn, rank 8
        w(-24, -22),   // knight, rank 1
        w(-13, 1),     // knight, rank 2
        w(3, 18),      // knight, rank 3
        w(26, 28),     // knight, rank 4
        w(29, 32),     // knight, rank 5
        w(39, 29),     // knight, rank 6
        w(10, 29),     // knight, rank 7
        w(4, -14),     // knight, rank 8
        w(5, -2),      // bishop, rank 1
        w(24, -2),     // bishop, rank 2
        w(24, 6),      // bishop, rank 3
        w(19, 9),      // bishop, rank 4
        w(14, 13),     // bishop, rank 5
        w(5, 14),      // bishop, rank 6
        w(-6, 16),     // bishop, rank 7
        w(-22, 30),    // bishop, rank 8
        w(7, 12),      // rook, rank 1
        w(-19, 2),     // rook, rank 2
        w(0, 6),       // rook, rank 3
        w(-14, 15),    // rook, rank 4
        w(17, 19),     // rook, rank 5
        w(18, 18),     // rook, rank 6
        w(-13, 24),    // rook, rank 7
        w(6, 13),      // rook, rank 8
        w(-13, 2),     // queen, rank 1
        w(-5, 16),     // queen, rank 2
        w(-9, 39),     // queen, rank 3
        w(-17, 37),    // queen, rank 4
        w(11, 13),     // queen, rank 5
        w(17, 31),     // queen, rank 6
        w(10, 18),     // queen, rank 7
        w(33, 0),      // queen, rank 8
        w(11, -6),     // king, rank 1
        w(1, 12),      // king, rank 2
        w(-34, 21),    // king, rank 3
        w(-60, 28),    // king, rank 4
        w(-65, 21),    // king, rank 5
        w(-77, 30),    // king, rank 6
        w(-87, 0),     // king, rank 7
        w(-107, -34),  // king, rank 8
        w(0, -9),      // archbishop, rank 1
        w(12, 1),      // archbishop, rank 2
        w(13, 15),     // archbishop, rank 3
        w(23, 39),     // archbishop, rank 4
        w(20, 25),     // archbishop, rank 5
        w(33, 19),     // archbishop, rank 6
        w(-3, 17),     // archbishop, rank 7
        w(-5, -6),     // archbishop, rank 8
        w(3, 11),      // chancellor, rank 1
        w(-8, 1),      // chancellor, rank 2
        w(5, 16),      // chancellor, rank 3
        w(9, 8),       // chancellor, rank 4
        w(15, 23),     // chancellor, rank 5
        w(27, 28),     // chancellor, rank 6
        w(2, 19),      // chancellor, rank 7
        w(21, 28),     // chancellor, rank 8
        w(8, 16),      // general, rank 1
        w(12, 4),      // general, rank 2
        w(0, 36),      // general, rank 3
        w(3, 8),       // general, rank 4
        w(-29, 22),    // general, rank 5
        w(7, -3),      // general, rank 6
        w(-1, 20),     // general, rank 7
        w(12, 13),     // general, rank 8
        w(0, 0),       // consul, rank 1
        w(1, 1),       // consul, rank 2
        w(2, 2),       // consul, rank 3
        w(3, 3),       // consul, rank 4
        w(3, 3),       // consul, rank 5
        w(2, 2),       // consul, rank 6
        w(1, 1),       // consul, rank 7
        w(0, 0),       // consul, rank 8
        w(0, 0),       // mobility pawn
        w(7, 0),       // mobility knight
        w(5, 2),       // mobility bishop
        w(5, 2),       // mobility rook
        w(4, 2),       // mobility queen
        w(0, 0),       // mobility king
        w(2, 5),       // mobility archbishop
        w(3, 7),       // mobility chancellor
        w(0, 3),       // mobility general
        w(1, 22),      // mobility consul
        w(0, 3),       // king attack
        w(2, 3),       // king shield
        w(34, 35),     // bishop pair
        w(-6, -6),     // doubled pawn
        w(-9, -11),    // isolated pawn
        w(0, 0),       // passed pawn, rank 1
        w(9, 4),       // passed pawn, rank 2
        w(0, 12),      // passed pawn, rank 3
        w(-14, 18),    // passed pawn, rank 4
        w(6, 29),      // passed pawn, rank 5
        w(45, 63),     // passed pawn, rank 6
        w(60, 86),     // passed pawn, rank 7
        w(0, 0),       // passed pawn, rank 8
        w(40, 2),      // rook on open file
        w(12, -18),    // rook on half-open file
        w(74, 21),     // pawn threat
        w(51, 25),     // threat by a lesser piece
        w(15, 21),     // hanging piece
        w(0, 0),       // safe check, pawn
        w(33, -6),     // safe check, knight
        w(33, 3),      // safe check, bishop
        w(49, 3),      // safe check, rook
        w(33, -4),     // safe check, queen
        w(0, 0),       // safe check, king
        w(20, 4),      // safe check, archbishop
        w(40, 29),     // safe check, chancellor
        w(16, 10),     // safe check, general
        w(25, 5),      // safe check, consul
        w(2, 4),       // king zone attack, 1 attacker
        w(1, 2),       // king zone attack, 2 attackers
        w(2, -4),      // king zone attack, 3 attackers
        w(6, -7),      // king zone attack, 4 or more attackers
        w(-3, -6),     // weak king zone square
        w(19, 25),     // open file at the enemy king
        w(8, 12),      // half-open file at the enemy king
        w(32, -1),     // tempo
        w(3, 7),       // passed pawn, enemy king's distance
        w(0, -5),      // passed pawn, own king's distance
        w(-4, 2),      // passed pawn, blocked
        w(2, 1),       // space
        w(18, 14),     // threat by a pawn push
        w(-1, 5),      // shelter, next file, no pawn
        w(5, -4),      // shelter, next file, rank 2
        w(2, -7),      // shelter, next file, rank 3
        w(-11, -11),   // shelter, next file, rank 4
        w(-13, -10),   // shelter, next file, rank 5
        w(23, -11),    // shelter, next file, rank 6
        w(-4, 38),     // shelter, next file, rank 7 or beyond
        w(-16, 7),     // shelter, king's file, no pawn
        w(14, -9),     // shelter, king's file, rank 2
        w(7, -3),      // shelter, king's file, rank 3
        w(-8, -10),    // shelter, king's file, rank 4
        w(-33, 2),     // shelter, king's file, rank 5
        w(36, -12),    // shelter, king's file, rank 6
        w(0, 25),      // shelter, king's file, rank 7 or beyond
        w(0, -6),      // storm, no pawn
        w(-5, -21),    // storm, rank 2
        w(24, -4),     // storm, rank 3
        w(14, -1),     // storm, rank 4
        w(-5, -2),     // storm, rank 5
        w(-16, -3),    // storm, rank 6
        w(-3, 1),      // storm, rank 7 or beyond
        w(0, 0),       // blocked storm, no pawn
        w(0, 0),       // blocked storm, rank 2
        w(26, 27),     // blocked storm, rank 3
        w(-6, -13),    // blocked storm, rank 4
        w(-9, 2),      // blocked storm, rank 5
        w(-26, 7),     // blocked storm, rank 6
        w(6, 13),      // blocked storm, rank 7 or beyond
        w(3, -3),      // flank attack
        w(-10, -26),   // king on a pawnless flank
        w(0, 0),       // phalanx pawn, rank 1
        w(1, 1),       // phalanx pawn, rank 2
        w(6, 1),       // phalanx pawn, rank 3
        w(9, 4),       // phalanx pawn, rank 4
        w(20, 17),     // phalanx pawn, rank 5
        w(3, 18),      // phalanx pawn, rank 6
        w(1, 1),       // phalanx pawn, rank 7
        w(0, 0),       // phalanx pawn, rank 8
        w(0, 0),       // supported pawn, rank 1
        w(0, 0),       // supported pawn, rank 2
        w(17, -7),     // supported pawn, rank 3
        w(10, -8),     // supported pawn, rank 4
        w(13, 10),     // supported pawn, rank 5
        w(42, 41),     // supported pawn, rank 6
        w(-6, 38),     // supported pawn, rank 7
        w(0, 0),       // supported pawn, rank 8
        w(-16, -17),   // backward pawn
        w(0, 0),       // outpost, pawn
        w(19, 12),     // outpost, knight
        w(44, 16),     // outpost, bishop
        w(-17, 12),    // outpost, rook
        w(-8, 2),      // outpost, queen
        w(0, 0),       // outpost, king
        w(-2, 26),     // outpost, archbishop
        w(14, -11),    // outpost, chancellor
        w(0, -50),     // outpost, general
        w(0, 0),       // outpost, consul
        w(0, 0),       // behind a pawn, pawn
        w(5, 16),      // behind a pawn, knight
        w(5, 18),      // behind a pawn, bishop
        w(-7, -13),    // behind a pawn, rook
        w(-3, -13),    // behind a pawn, queen
        w(0, 0),       // behind a pawn, king
        w(8, 34),      // behind a pawn, archbishop
        w(-3, 22),     // behind a pawn, chancellor
        w(-4, 26),     // behind a pawn, general
        w(0, 0),       // behind a pawn, consul
        w(0, 0),       // distance from the own king, pawn
        w(-6, -4),     // distance from the own king, knight
        w(0, 0),       // distance from the own king, bishop
        w(1, 3),       // distance from the own king, rook
        w(2, 9),       // distance from the own king, queen
        w(0, 0),       // distance from the own king, king
        w(-4, 3),      // distance from the own king, archbishop
        w(-8, 14),     // distance from the own king, chancellor
        w(-4, 33),     // distance from the own king, general
        w(0, 0),       // distance from the own king, consul
        w(-9, -16),    // own pawns on the bishop's colour
        w(3, 14),      // threat by a minor piece, pawn
        w(44, 26),     // threat by a minor piece, knight
        w(-20, -13),   // threat by a minor piece, bishop
        w(21, -9),     // threat by a minor piece, rook
        w(10, -2),     // threat by a minor piece, queen
        w(0, 0),       // threat by a minor piece, king
        w(19, 9),      // threat by a minor piece, archbishop
        w(27, -5),     // threat by a minor piece, chancellor
        w(11, -2),     // threat by a minor piece, general
        w(0, 0),       // threat by a minor piece, consul
        w(2, 19),      // threat by a rook, pawn
        w(40, 16),     // threat by a rook, knight
        w(29, 14),     // threat by a rook, bishop
        w(20, 2),      // threat by a rook, rook
        w(0, -4),      // threat by a rook, queen
        w(0, 0),       // threat by a rook, king
        w(7, 4),       // threat by a rook, archbishop
        w(25, 5),      // threat by a rook, chancellor
        w(1, 3),       // threat by a rook, general
        w(0, 0),       // threat by a rook, consul
        w(5, 0),       // restricted square
        w(-6, 13),     // passed pawn, free way
        w(0, 9),       // passed pawn, way covered by own pawns
        w(15, 7),      // passed pawn, own file safe
        w(-1, 5),      // passed pawn, stop square safe
        w(3, 4),       // passed pawn, stop square defended
        w(-3, 21),     // threat by the king
        w(-2, -9),     // weak piece defended by a queen
        w(-10, -17),   // rook trapped by its king
        w(11, -6),     // knight on queen
        w(12, 16),     // slider on queen
        w(7, 13),      // rook on queen file
        w(0, 0),       // danger: attacker, pawn
        w(145, 40),    // danger: attacker, knight
        w(66, -1),     // danger: attacker, bishop
        w(78, 17),     // danger: attacker, rook
        w(28, 18),     // danger: attacker, queen
        w(0, 0),       // danger: attacker, king
        w(72, 37),     // danger: attacker, archbishop
        w(48, 4),      // danger: attacker, chancellor
        w(36, 30),     // danger: attacker, general
        w(40, 20),     // danger: attacker, consul
        w(17, -38),    // danger: zone attack
        w(110, 46),    // danger: weak zone square
        w(0, 0),       // danger: safe check, pawn
        w(70, 51),     // danger: safe check, knight
        w(61, 30),     // danger: safe check, bishop
        w(70, 23),     // danger: safe check, rook
        w(55, 33),     // danger: safe check, queen
        w(0, 0),       // danger: safe check, king
        w(77, 32),     // danger: safe check, archbishop
        w(81, 26),     // danger: safe check, chancellor
        w(56, 31),     // danger: safe check, general
        w(60, 30),     // danger: safe check, consul
        w(72, -58),    // danger: file without the king's pawns
        w(-26, 36),    // danger: shield pawn
        w(22, 32),     // danger: flank attack
        w(-16, -1),    // danger: flank defense
        w(29, 33),     // danger: unsafe check
        w(4, -17),     // danger: bias
    ],
    // 10 files: capablanca, capablanca84000, consulchess, consulchess42k
    [
        w(64, 107),    // material pawn
        w(334, 353),   // material knight
        w(357, 396),   // material bishop
        w(520, 630),   // material rook
        w(990, 1159),  // material queen
        w(0, 0),       // material king
        w(861, 895),   // material archbishop
        w(927, 1031),  // material chancellor
        w(1254, 1252), // material general
        w(756, 752),   // material consul
        w(-10, -6),    // pawn, file 0 from the edge
        w(-2, 1),      // pawn, file 1 from the edge
        w(-1, -3),     // pawn, file 2 from the edge
        w(7, 1),       // pawn, file 3 from the edge
        w(13, -10),    // pawn, file 4 from the edge
        w(-5, -13),    // knight, file 0 from the edge
        w(8, 8),       // knight, file 1 from the edge
        w(15, 18),     // knight, file 2 from the edge
        w(22, 29),     // knight, file 3 from the edge
        w(28, 29),     // knight, file 4 from the edge
        w(11, 12),     // bishop, file 0 from the edge
        w(5, 20),      // bishop, file 1 from the edge
        w(10, 16),     // bishop, file 2 from the edge
        w(6, 20),      // bishop, file 3 from the edge
        w(8, 24),      // bishop, file 4 from the edge
        w(-15, 26),    // rook, file 0 from the edge
        w(5, 24),      // rook, file 1 from the edge
        w(13, 28),     // rook, file 2 from the edge
        w(16, 33),     // rook, file 3 from the edge
        w(12, 31),     // rook, file 4 from the edge
        w(8, 25),      // queen, file 0 from the edge
        w(6, 36),      // queen, file 1 from the edge
        w(11, 43),     // queen, file 2 from the edge
        w(14, 56),     // queen, file 3 from the edge
        w(15, 58),     // queen, file 4 from the edge
        w(46, -36),    // king, file 0 from the edge
        w(60, 6),      // king, file 1 from the edge
        w(25, 26),     // king, file 2 from the edge
        w(-21, 29),    // king, file 3 from the edge
        w(-35, 35),    // king, file 4 from the edge
        w(8, -1),      // archbishop, file 0 from the edge
        w(8, 9),       // archbishop, file 1 from the edge
        w(10, 21),     // archbishop, file 2 from the edge
        w(12, 27),     // archbishop, file 3 from the edge
        w(17, 28),     // archbishop, file 4 from the edge
        w(12, 21),     // chancellor, file 0 from the edge
        w(10, 16),     // chancellor, file 1 from the edge
        w(11, 39),     // chancellor, file 2 from the edge
        w(19, 39),     // chancellor, file 3 from the edge
        w(12, 54),     // chancellor, file 4 from the edge
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
        w(0, 18),      // pawn, rank 2
        w(-11, 2),     // pawn, rank 3
        w(0, 4),       // pawn, rank 4
        w(5, 22),      // pawn, rank 5
        w(13, 39),     // pawn, rank 6
        w(45, 79),     // pawn, rank 7
        w(28, 98),     // pawn, rank 8
        w(-19, -26),   // knight, rank 1
        w(-9, -4),     // knight, rank 2
        w(9, 8),       // knight, rank 3
        w(34, 22),     // knight, rank 4
        w(34, 21),     // knight, rank 5
        w(26, 28),     // knight, rank 6
        w(13, 29),     // knight, rank 7
        w(-13, 3),     // knight, rank 8
        w(-2, -2),     // bishop, rank 1
        w(18, -3),     // bishop, rank 2
        w(13, 15),     // bishop, rank 3
        w(15, 5),      // bishop, rank 4
        w(12, 4),      // bishop, rank 5
        w(15, 16),     // bishop, rank 6
        w(-8, 32),     // bishop, rank 7
        w(-18, 31),    // bishop, rank 8
        w(0, 10),      // rook, rank 1
        w(-23, 5),     // rook, rank 2
        w(-8, 12),     // rook, rank 3
        w(-11, 28),    // rook, rank 4
        w(-2, 25),     // rook, rank 5
        w(15, 23),     // rook, rank 6
        w(26, 19),     // rook, rank 7
        w(36, 22),     // rook, rank 8
        w(10, 22),     // queen, rank 1
        w(17, 12),     // queen, rank 2
        w(1, 31),      // queen, rank 3
        w(-7, 49),     // queen, rank 4
        w(-5, 31),     // queen, rank 5
        w(13, 29),     // queen, rank 6
        w(6, 36),      // queen, rank 7
        w(19, 12),     // queen, rank 8
        w(16, -25),    // king, rank 1
        w(9, 2),       // king, rank 2
        w(-45, 7),     // king, rank 3
        w(-66, 11),    // king, rank 4
        w(-72, 21),    // king, rank 5
        w(-69, 27),    // king, rank 6
        w(-87, 34),    // king, rank 7
        w(-106, -6),   // king, rank 8
        w(13, -15),    // archbishop, rank 1
        w(24, -17),    // archbishop, rank 2
        w(14, 4),      // archbishop, rank 3
        w(22, 45),     // archbishop, rank 4
        w(18, 33),     // archbishop, rank 5
        w(18, -8),     // archbishop, rank 6
        w(-19, 33),    // archbishop, rank 7
        w(-29, 19),    // archbishop, rank 8
        w(-8, -4),     // chancellor, rank 1
        w(2, 38),      // chancellor, rank 2
        w(-9, 29),     // chancellor, rank 3
        w(1, 17),      // chancellor, rank 4
        w(-4, 35),     // chancellor, rank 5
        w(25, 10),     // chancellor, rank 6
        w(4, 32),      // chancellor, rank 7
        w(62, 22),     // chancellor, rank 8
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
        w(7, 5),       // mobility bishop
        w(3, 0),       // mobility rook
        w(4, 5),       // mobility queen
        w(0, 0),       // mobility king
        w(4, 9),       // mobility archbishop
        w(3, 7),       // mobility chancellor
        w(-1, 27),     // mobility general
        w(1, 22),      // mobility consul
        w(0, 4),       // king attack
        w(8, 3),       // king shield
        w(25, 25),     // bishop pair
        w(-8, -22),    // doubled pawn
        w(-6, -14),    // isolated pawn
        w(0, 0),       // passed pawn, rank 1
        w(7, 5),       // passed pawn, rank 2
        w(-6, 11),     // passed pawn, rank 3
        w(-12, 22),    // passed pawn, rank 4
        w(-5, 34),     // passed pawn, rank 5
        w(13, 72),     // passed pawn, rank 6
        w(71, 109),    // passed pawn, rank 7
        w(0, 0),       // passed pawn, rank 8
        w(25, 8),      // rook on open file
        w(10, 9),      // rook on half-open file
        w(78, 29),     // pawn threat
        w(54, 28),     // threat by a lesser piece
        w(16, 19),     // hanging piece
        w(0, 0),       // safe check, pawn
        w(43, -1),     // safe check, knight
        w(21, 21),     // safe check, bishop
        w(83, 3),      // safe check, rook
        w(30, -3),     // safe check, queen
        w(0, 0),       // safe check, king
        w(29, 9),      // safe check, archbishop
        w(45, 29),     // safe check, chancellor
        w(25, 5),      // safe check, general
        w(25, 5),      // safe check, consul
        w(3, -1),      // king zone attack, 1 attacker
        w(3, -3),      // king zone attack, 2 attackers
        w(4, -8),      // king zone attack, 3 attackers
        w(3, -10),     // king zone attack, 4 or more attackers
        w(2, 0),       // weak king zone square
        w(4, 34),      // open file at the enemy king
        w(0, 15),      // half-open file at the enemy king
        w(30, 5),      // tempo
        w(-2, 10),     // passed pawn, enemy king's distance
        w(3, -6),      // passed pawn, own king's distance
        w(-6, -3),     // passed pawn, blocked
        w(1, 0),       // space
        w(21, 19),     // threat by a pawn push
        w(-4, 5),      // shelter, next file, no pawn
        w(8, 4),       // shelter, next file, rank 2
        w(-3, -4),     // shelter, next file, rank 3
        w(-5, -7),     // shelter, next file, rank 4
        w(-2, -2),     // shelter, next file, rank 5
        w(-3, 1),      // shelter, next file, rank 6
        w(8, 3),       // shelter, next file, rank 7 or beyond
        w(-10, 3),     // shelter, king's file, no pawn
        w(22, 2),      // shelter, king's file, rank 2
        w(16, -1),     // shelter, king's file, rank 3
        w(-3, -1),     // shelter, king's file, rank 4
        w(-7, -11),    // shelter, king's file, rank 5
        w(-20, 0),     // shelter, king's file, rank 6
        w(3, 8),       // shelter, king's file, rank 7 or beyond
        w(0, -9),      // storm, no pawn
        w(-21, -13),   // storm, rank 2
        w(39, -2),     // storm, rank 3
        w(4, 4),       // storm, rank 4
        w(-1, -3),     // storm, rank 5
        w(-9, 5),      // storm, rank 6
        w(0, -4),      // storm, rank 7 or beyond
        w(0, 0),       // blocked storm, no pawn
        w(0, 0),       // blocked storm, rank 2
        w(18, 39),     // blocked storm, rank 3
        w(-9, -11),    // blocked storm, rank 4
        w(-1, 6),      // blocked storm, rank 5
        w(-22, 19),    // blocked storm, rank 6
        w(1, -30),     // blocked storm, rank 7 or beyond
        w(3, -5),      // flank attack
        w(-2, -64),    // king on a pawnless flank
        w(0, 0),       // phalanx pawn, rank 1
        w(5, -12),     // phalanx pawn, rank 2
        w(4, -7),      // phalanx pawn, rank 3
        w(8, 6),       // phalanx pawn, rank 4
        w(15, 18),     // phalanx pawn, rank 5
        w(26, 44),     // phalanx pawn, rank 6
        w(0, 2),       // phalanx pawn, rank 7
        w(0, 0),       // phalanx pawn, rank 8
        w(0, 0),       // supported pawn, rank 1
        w(0, 0),       // supported pawn, rank 2
        w(20, -3),     // supported pawn, rank 3
        w(9, 1),       // supported pawn, rank 4
        w(20, 8),      // supported pawn, rank 5
        w(50, 34),     // supported pawn, rank 6
        w(35, 13),     // supported pawn, rank 7
        w(0, 0),       // supported pawn, rank 8
        w(4, -25),     // backward pawn
        w(0, 0),       // outpost, pawn
        w(25, 15),     // outpost, knight
        w(24, 34),     // outpost, bishop
        w(14, 4),      // outpost, rook
        w(4, 29),      // outpost, queen
        w(0, 0),       // outpost, king
        w(-4, 11),     // outpost, archbishop
        w(3, -15),     // outpost, chancellor
        w(0, 0),       // outpost, general
        w(0, 0),       // outpost, consul
        w(0, 0),       // behind a pawn, pawn
        w(0, 21),      // behind a pawn, knight
        w(5, 9),       // behind a pawn, bishop
        w(-10, -10),   // behind a pawn, rook
        w(-5, 17),     // behind a pawn, queen
        w(0, 0),       // behind a pawn, king
        w(0, 12),      // behind a pawn, archbishop
        w(-7, -3),     // behind a pawn, chancellor
        w(0, 0),       // behind a pawn, general
        w(0, 0),       // behind a pawn, consul
        w(0, 0),       // distance from the own king, pawn
        w(-9, -6),     // distance from the own king, knight
        w(-6, -3),     // distance from the own king, bishop
        w(-3, 5),      // distance from the own king, rook
        w(-1, 12),     // distance from the own king, queen
        w(0, 0),       // distance from the own king, king
        w(-5, 15),     // distance from the own king, archbishop
        w(-7, 20),     // distance from the own king, chancellor
        w(0, 0),       // distance from the own king, general
        w(0, 0),       // distance from the own king, consul
        w(1, -10),     // own pawns on the bishop's colour
        w(3, 15),      // threat by a minor piece, pawn
        w(27, 31),     // threat by a minor piece, knight
        w(-2, 1),      // threat by a minor piece, bishop
        w(16, 6),      // threat by a minor piece, rook
        w(10, -7),     // threat by a minor piece, queen
        w(0, 0),       // threat by a minor piece, king
        w(14, 5),      // threat by a minor piece, archbishop
        w(23, -3),     // threat by a minor piece, chancellor
        w(0, 0),       // threat by a minor piece, general
        w(0, 0),       // threat by a minor piece, consul
        w(0, 17),      // threat by a rook, pawn
        w(26, 23),     // threat by a rook, knight
        w(29, 13),     // threat by a rook, bishop
        w(4, 6),       // threat by a rook, rook
        w(17, -3),     // threat by a rook, queen
        w(0, 0),       // threat by a rook, king
        w(14, 13),     // threat by a rook, archbishop
        w(22, 3),      // threat by a rook, chancellor
        w(0, 0),       // threat by a rook, general
        w(0, 0),       // threat by a rook, consul
        w(5, 1),       // restricted square
        w(6, 11),      // passed pawn, free way
        w(7, 7),       // passed pawn, way covered by own pawns
        w(4, 6),       // passed pawn, own file safe
        w(4, 2),       // passed pawn, stop square safe
        w(4, 3),       // passed pawn, stop square defended
        w(16, 20),     // threat by the king
        w(-4, 5),      // weak piece defended by a queen
        w(-16, -22),   // rook trapped by its king
        w(9, -1),      // knight on queen
        w(16, 2),      // slider on queen
        w(14, 10),     // rook on queen file
        w(0, 0),       // danger: attacker, pawn
        w(124, 67),    // danger: attacker, knight
        w(79, -10),    // danger: attacker, bishop
        w(72, 13),     // danger: attacker, rook
        w(41, 35),     // danger: attacker, queen
        w(0, 0),       // danger: attacker, king
        w(42, 60),     // danger: attacker, archbishop
        w(51, 38),     // danger: attacker, chancellor
        w(40, 20),     // danger: attacker, general
        w(40, 20),     // danger: attacker, consul
        w(19, -22),    // danger: zone attack
        w(83, 26),     // danger: weak zone square
        w(0, 0),       // danger: safe check, pawn
        w(81, 45),     // danger: safe check, knight
        w(66, 36),     // danger: safe check, bishop
        w(71, 51),     // danger: safe check, rook
        w(100, 16),    // danger: safe check, queen
        w(0, 0),       // danger: safe check, king
        w(92, 42),     // danger: safe check, archbishop
        w(106, 44),    // danger: safe check, chancellor
        w(60, 30),     // danger: safe check, general
        w(60, 30),     // danger: safe check, consul
        w(75, -104),   // danger: file without the king's pawns
        w(-19, 32),    // danger: shield pawn
        w(30, 43),     // danger: flank attack
        w(-21, -2),    // danger: flank defense
        w(24, 42),     // danger: unsafe check
        w(9, -10),     // danger: bias
    ],
];
