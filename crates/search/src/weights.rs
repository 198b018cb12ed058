//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results and engine scores. Regenerate rather
//! than edit; the README's "Tuning the evaluation" says how and on
//! which games.
//! Tuned with 2000 epochs, rate 0.5, l2 0.000000001, danger l2 0.000000001, square l2 0.0000001, score weight 0.5, scores less their file's side-to-move bias; every 10th game of each board width held out.
//! 8 files: chess, chess960, chess13440: 393571 positions from 9574 games of fairy-stockfish-chess13440-seed106.pgn (bias 44.5 cp), fairy-stockfish-chess13440-seed116.pgn (bias 44.1 cp), fairy-stockfish-chess13440-seed146.pgn (bias 42.7 cp), fairy-stockfish-chess13440.pgn (bias 42.9 cp) (393571 scored), K = 0.8725:
//! loss 0.052774 -> 0.044579, on 44203 positions of 1058 held-out games 0.154334 -> 0.148349.
//! 10 files: capablanca, capablanca84000, consulchess, consulchess42k: 555961 positions from 13406 games of fairy-stockfish-capablanca84000-seed105.pgn (bias 50.0 cp), fairy-stockfish-capablanca84000-seed113.pgn (bias 48.5 cp), fairy-stockfish-capablanca84000-seed117.pgn (bias 50.8 cp), fairy-stockfish-capablanca84000-seed142.pgn (bias 49.9 cp), fairy-stockfish-capablanca84000.pgn (bias 49.9 cp) (555961 scored), K = 0.8312:
//! loss 0.058956 -> 0.051489, on 60636 positions of 1481 held-out games 0.166640 -> 0.160170.

use crate::evaluate::terms::{COUNT, WIDTHS};
use crate::evaluate::{w, Weight};

/// One table for each board width (`terms::WIDTHS`), one weight per
/// term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [[Weight; COUNT]; WIDTHS] = [
    // 8 files: chess, chess960, chess13440
    [
        w(64, 84),     // material pawn
        w(324, 340),   // material knight
        w(354, 381),   // material bishop
        w(486, 596),   // material rook
        w(966, 1096),  // material queen
        w(0, 0),       // material king
        w(894, 902),   // material archbishop
        w(933, 990),   // material chancellor
        w(1212, 1320), // material general
        w(756, 752),   // material consul
        w(-4, 3),      // pawn, file 0 from the edge
        w(-2, 7),      // pawn, file 1 from the edge
        w(8, 4),       // pawn, file 2 from the edge
        w(10, -4),     // pawn, file 3 from the edge
        w(16, 0),      // pawn, file 4 from the edge
        w(-1, -3),     // knight, file 0 from the edge
        w(11, 9),      // knight, file 1 from the edge
        w(15, 29),     // knight, file 2 from the edge
        w(26, 40),     // knight, file 3 from the edge
        w(16, 16),     // knight, file 4 from the edge
        w(11, 8),      // bishop, file 0 from the edge
        w(15, 19),     // bishop, file 1 from the edge
        w(13, 18),     // bishop, file 2 from the edge
        w(10, 25),     // bishop, file 3 from the edge
        w(8, 8),       // bishop, file 4 from the edge
        w(-26, 25),    // rook, file 0 from the edge
        w(-2, 28),     // rook, file 1 from the edge
        w(11, 21),     // rook, file 2 from the edge
        w(13, 28),     // rook, file 3 from the edge
        w(4, 4),       // rook, file 4 from the edge
        w(-5, 21),     // queen, file 0 from the edge
        w(-4, 31),     // queen, file 1 from the edge
        w(7, 46),      // queen, file 2 from the edge
        w(21, 49),     // queen, file 3 from the edge
        w(4, 4),       // queen, file 4 from the edge
        w(12, -15),    // king, file 0 from the edge
        w(27, 8),      // king, file 1 from the edge
        w(11, 22),     // king, file 2 from the edge
        w(-2, 20),     // king, file 3 from the edge
        w(-3, 24),     // king, file 4 from the edge
        w(6, 32),      // archbishop, file 0 from the edge
        w(15, 16),     // archbishop, file 1 from the edge
        w(26, 14),     // archbishop, file 2 from the edge
        w(22, 15),     // archbishop, file 3 from the edge
        w(16, 16),     // archbishop, file 4 from the edge
        w(11, 6),      // chancellor, file 0 from the edge
        w(7, 30),      // chancellor, file 1 from the edge
        w(15, 30),     // chancellor, file 2 from the edge
        w(18, 43),     // chancellor, file 3 from the edge
        w(16, 16),     // chancellor, file 4 from the edge
        w(-11, 25),    // general, file 0 from the edge
        w(-1, 22),     // general, file 1 from the edge
        w(-1, 23),     // general, file 2 from the edge
        w(0, 24),      // general, file 3 from the edge
        w(16, 16),     // general, file 4 from the edge
        w(0, 0),       // consul, file 0 from the edge
        w(1, 1),       // consul, file 1 from the edge
        w(2, 2),       // consul, file 2 from the edge
        w(3, 3),       // consul, file 3 from the edge
        w(4, 4),       // consul, file 4 from the edge
        w(0, 0),       // pawn, rank 1
        w(14, 29),     // pawn, rank 2
        w(3, 22),      // pawn, rank 3
        w(9, 20),      // pawn, rank 4
        w(11, 25),     // pawn, rank 5
        w(2, 33),      // pawn, rank 6
        w(34, 62),     // pawn, rank 7
        w(28, 98),     // pawn, rank 8
        w(-23, -22),   // knight, rank 1
        w(-12, 1),     // knight, rank 2
        w(3, 18),      // knight, rank 3
        w(26, 28),     // knight, rank 4
        w(29, 31),     // knight, rank 5
        w(39, 29),     // knight, rank 6
        w(11, 29),     // knight, rank 7
        w(3, -15),     // knight, rank 8
        w(6, -2),      // bishop, rank 1
        w(24, -2),     // bishop, rank 2
        w(24, 6),      // bishop, rank 3
        w(18, 9),      // bishop, rank 4
        w(14, 12),     // bishop, rank 5
        w(4, 13),      // bishop, rank 6
        w(-6, 16),     // bishop, rank 7
        w(-21, 29),    // bishop, rank 8
        w(7, 12),      // rook, rank 1
        w(-19, 2),     // rook, rank 2
        w(0, 6),       // rook, rank 3
        w(-15, 15),    // rook, rank 4
        w(17, 19),     // rook, rank 5
        w(18, 17),     // rook, rank 6
        w(-13, 24),    // rook, rank 7
        w(6, 13),      // rook, rank 8
        w(-13, 2),     // queen, rank 1
        w(-4, 17),     // queen, rank 2
        w(-8, 39),     // queen, rank 3
        w(-17, 37),    // queen, rank 4
        w(10, 13),     // queen, rank 5
        w(16, 30),     // queen, rank 6
        w(10, 17),     // queen, rank 7
        w(32, 0),      // queen, rank 8
        w(11, -7),     // king, rank 1
        w(1, 12),      // king, rank 2
        w(-34, 21),    // king, rank 3
        w(-60, 27),    // king, rank 4
        w(-65, 22),    // king, rank 5
        w(-77, 30),    // king, rank 6
        w(-87, 1),     // king, rank 7
        w(-107, -34),  // king, rank 8
        w(1, -8),      // archbishop, rank 1
        w(12, 1),      // archbishop, rank 2
        w(13, 14),     // archbishop, rank 3
        w(23, 40),     // archbishop, rank 4
        w(19, 25),     // archbishop, rank 5
        w(33, 18),     // archbishop, rank 6
        w(-3, 17),     // archbishop, rank 7
        w(-6, -7),     // archbishop, rank 8
        w(3, 10),      // chancellor, rank 1
        w(-7, 1),      // chancellor, rank 2
        w(5, 17),      // chancellor, rank 3
        w(9, 8),       // chancellor, rank 4
        w(14, 23),     // chancellor, rank 5
        w(27, 27),     // chancellor, rank 6
        w(2, 19),      // chancellor, rank 7
        w(21, 28),     // chancellor, rank 8
        w(8, 16),      // general, rank 1
        w(11, 5),      // general, rank 2
        w(1, 36),      // general, rank 3
        w(2, 8),       // general, rank 4
        w(-30, 22),    // general, rank 5
        w(5, -3),      // general, rank 6
        w(-1, 20),     // general, rank 7
        w(12, 12),     // general, rank 8
        w(0, 0),       // consul, rank 1
        w(1, 1),       // consul, rank 2
        w(2, 2),       // consul, rank 3
        w(3, 3),       // consul, rank 4
        w(3, 3),       // consul, rank 5
        w(2, 2),       // consul, rank 6
        w(1, 1),       // consul, rank 7
        w(0, 0),       // consul, rank 8
        w(0, 0),       // mobility pawn
        w(8, 0),       // mobility knight
        w(5, 2),       // mobility bishop
        w(5, 2),       // mobility rook
        w(4, 2),       // mobility queen
        w(0, 0),       // mobility king
        w(3, 5),       // mobility archbishop
        w(3, 7),       // mobility chancellor
        w(1, 3),       // mobility general
        w(1, 22),      // mobility consul
        w(0, 3),       // king attack
        w(3, 3),       // king shield
        w(34, 35),     // bishop pair
        w(-7, -6),     // doubled pawn
        w(-10, -11),   // isolated pawn
        w(0, 0),       // passed pawn, rank 1
        w(8, 4),       // passed pawn, rank 2
        w(-1, 13),     // passed pawn, rank 3
        w(-15, 20),    // passed pawn, rank 4
        w(4, 30),      // passed pawn, rank 5
        w(45, 65),     // passed pawn, rank 6
        w(60, 88),     // passed pawn, rank 7
        w(0, 0),       // passed pawn, rank 8
        w(40, 3),      // rook on open file
        w(12, -17),    // rook on half-open file
        w(74, 21),     // pawn threat
        w(51, 25),     // threat by a lesser piece
        w(15, 21),     // hanging piece
        w(0, 0),       // safe check, pawn
        w(34, -6),     // safe check, knight
        w(33, 3),      // safe check, bishop
        w(49, 3),      // safe check, rook
        w(34, -5),     // safe check, queen
        w(0, 0),       // safe check, king
        w(21, 4),      // safe check, archbishop
        w(41, 28),     // safe check, chancellor
        w(16, 10),     // safe check, general
        w(25, 5),      // safe check, consul
        w(2, 3),       // king zone attack, 1 attacker
        w(1, 2),       // king zone attack, 2 attackers
        w(2, -4),      // king zone attack, 3 attackers
        w(6, -7),      // king zone attack, 4 or more attackers
        w(-3, -5),     // weak king zone square
        w(20, 25),     // open file at the enemy king
        w(8, 12),      // half-open file at the enemy king
        w(32, -1),     // tempo
        w(3, 7),       // passed pawn, enemy king's distance
        w(0, -5),      // passed pawn, own king's distance
        w(-4, 2),      // passed pawn, blocked
        w(2, 3),       // space
        w(18, 13),     // threat by a pawn push
        w(-1, 5),      // shelter, next file, no pawn
        w(5, -6),      // shelter, next file, rank 2
        w(3, -7),      // shelter, next file, rank 3
        w(-11, -10),   // shelter, next file, rank 4
        w(-13, -9),    // shelter, next file, rank 5
        w(22, -10),    // shelter, next file, rank 6
        w(-4, 37),     // shelter, next file, rank 7 or beyond
        w(-15, 7),     // shelter, king's file, no pawn
        w(13, -10),    // shelter, king's file, rank 2
        w(7, -3),      // shelter, king's file, rank 3
        w(-7, -9),     // shelter, king's file, rank 4
        w(-33, 2),     // shelter, king's file, rank 5
        w(36, -11),    // shelter, king's file, rank 6
        w(0, 24),      // shelter, king's file, rank 7 or beyond
        w(0, -6),      // storm, no pawn
        w(-5, -22),    // storm, rank 2
        w(24, -4),     // storm, rank 3
        w(13, -1),     // storm, rank 4
        w(-4, -1),     // storm, rank 5
        w(-15, -3),    // storm, rank 6
        w(-4, 0),      // storm, rank 7 or beyond
        w(0, 0),       // blocked storm, no pawn
        w(0, 0),       // blocked storm, rank 2
        w(26, 28),     // blocked storm, rank 3
        w(-7, -13),    // blocked storm, rank 4
        w(-10, 3),     // blocked storm, rank 5
        w(-25, 7),     // blocked storm, rank 6
        w(6, 13),      // blocked storm, rank 7 or beyond
        w(3, -3),      // flank attack
        w(-10, -26),   // king on a pawnless flank
        w(0, 0),       // phalanx pawn, rank 1
        w(-1, 1),      // phalanx pawn, rank 2
        w(5, 1),       // phalanx pawn, rank 3
        w(10, 5),      // phalanx pawn, rank 4
        w(20, 17),     // phalanx pawn, rank 5
        w(4, 19),      // phalanx pawn, rank 6
        w(1, 1),       // phalanx pawn, rank 7
        w(0, 0),       // phalanx pawn, rank 8
        w(0, 0),       // supported pawn, rank 1
        w(0, 0),       // supported pawn, rank 2
        w(15, -6),     // supported pawn, rank 3
        w(10, -7),     // supported pawn, rank 4
        w(15, 11),     // supported pawn, rank 5
        w(42, 42),     // supported pawn, rank 6
        w(-5, 38),     // supported pawn, rank 7
        w(0, 0),       // supported pawn, rank 8
        w(-17, -16),   // backward pawn
        w(0, 0),       // outpost, pawn
        w(19, 11),     // outpost, knight
        w(45, 15),     // outpost, bishop
        w(-16, 13),    // outpost, rook
        w(-7, 2),      // outpost, queen
        w(0, 0),       // outpost, king
        w(-1, 25),     // outpost, archbishop
        w(14, -11),    // outpost, chancellor
        w(1, -50),     // outpost, general
        w(0, 0),       // outpost, consul
        w(0, 0),       // behind a pawn, pawn
        w(6, 16),      // behind a pawn, knight
        w(5, 18),      // behind a pawn, bishop
        w(-6, -14),    // behind a pawn, rook
        w(-3, -13),    // behind a pawn, queen
        w(0, 0),       // behind a pawn, king
        w(8, 33),      // behind a pawn, archbishop
        w(-2, 22),     // behind a pawn, chancellor
        w(-3, 25),     // behind a pawn, general
        w(0, 0),       // behind a pawn, consul
        w(0, 0),       // distance from the own king, pawn
        w(-6, -4),     // distance from the own king, knight
        w(0, -1),      // distance from the own king, bishop
        w(1, 3),       // distance from the own king, rook
        w(2, 9),       // distance from the own king, queen
        w(0, 0),       // distance from the own king, king
        w(-4, 3),      // distance from the own king, archbishop
        w(-8, 14),     // distance from the own king, chancellor
        w(-4, 33),     // distance from the own king, general
        w(0, 0),       // distance from the own king, consul
        w(-9, -16),    // own pawns on the bishop's colour
        w(3, 14),      // threat by a minor piece, pawn
        w(44, 27),     // threat by a minor piece, knight
        w(-19, -13),   // threat by a minor piece, bishop
        w(21, -9),     // threat by a minor piece, rook
        w(11, -3),     // threat by a minor piece, queen
        w(0, 0),       // threat by a minor piece, king
        w(19, 9),      // threat by a minor piece, archbishop
        w(27, -5),     // threat by a minor piece, chancellor
        w(11, -2),     // threat by a minor piece, general
        w(0, 0),       // threat by a minor piece, consul
        w(2, 19),      // threat by a rook, pawn
        w(40, 16),     // threat by a rook, knight
        w(28, 14),     // threat by a rook, bishop
        w(21, 2),      // threat by a rook, rook
        w(1, -3),      // threat by a rook, queen
        w(0, 0),       // threat by a rook, king
        w(7, 4),       // threat by a rook, archbishop
        w(25, 5),      // threat by a rook, chancellor
        w(1, 3),       // threat by a rook, general
        w(0, 0),       // threat by a rook, consul
        w(5, 1),       // restricted square
        w(-6, 13),     // passed pawn, free way
        w(0, 9),       // passed pawn, way covered by own pawns
        w(15, 7),      // passed pawn, own file safe
        w(-1, 5),      // passed pawn, stop square safe
        w(3, 5),       // passed pawn, stop square defended
        w(-3, 20),     // threat by the king
        w(-1, -9),     // weak piece defended by a queen
        w(-9, -17),    // rook trapped by its king
        w(11, -6),     // knight on queen
        w(12, 16),     // slider on queen
        w(7, 12),      // rook on queen file
        w(0, 0),       // pawn, file 0 from the edge, rank 1
        w(-2, -6),     // pawn, file 0 from the edge, rank 2
        w(-2, -1),     // pawn, file 0 from the edge, rank 3
        w(3, 4),       // pawn, file 0 from the edge, rank 4
        w(2, 4),       // pawn, file 0 from the edge, rank 5
        w(-1, 2),      // pawn, file 0 from the edge, rank 6
        w(0, -3),      // pawn, file 0 from the edge, rank 7
        w(0, 0),       // pawn, file 0 from the edge, rank 8
        w(0, 0),       // pawn, file 1 from the edge, rank 1
        w(2, -2),      // pawn, file 1 from the edge, rank 2
        w(2, -2),      // pawn, file 1 from the edge, rank 3
        w(-6, 1),      // pawn, file 1 from the edge, rank 4
        w(1, 2),       // pawn, file 1 from the edge, rank 5
        w(0, 0),       // pawn, file 1 from the edge, rank 6
        w(0, 1),       // pawn, file 1 from the edge, rank 7
        w(0, 0),       // pawn, file 1 from the edge, rank 8
        w(0, 0),       // pawn, file 2 from the edge, rank 1
        w(3, 5),       // pawn, file 2 from the edge, rank 2
        w(-2, -1),     // pawn, file 2 from the edge, rank 3
        w(-1, -2),     // pawn, file 2 from the edge, rank 4
        w(-1, -1),     // pawn, file 2 from the edge, rank 5
        w(1, -2),      // pawn, file 2 from the edge, rank 6
        w(0, 1),       // pawn, file 2 from the edge, rank 7
        w(0, 0),       // pawn, file 2 from the edge, rank 8
        w(0, 0),       // pawn, file 3 from the edge, rank 1
        w(-4, 3),      // pawn, file 3 from the edge, rank 2
        w(1, 4),       // pawn, file 3 from the edge, rank 3
        w(3, -2),      // pawn, file 3 from the edge, rank 4
        w(-1, -5),     // pawn, file 3 from the edge, rank 5
        w(0, 0),       // pawn, file 3 from the edge, rank 6
        w(0, 1),       // pawn, file 3 from the edge, rank 7
        w(0, 0),       // pawn, file 3 from the edge, rank 8
        w(0, 0),       // pawn, file 4 from the edge, rank 1
        w(0, 0),       // pawn, file 4 from the edge, rank 2
        w(0, 0),       // pawn, file 4 from the edge, rank 3
        w(0, 0),       // pawn, file 4 from the edge, rank 4
        w(0, 0),       // pawn, file 4 from the edge, rank 5
        w(0, 0),       // pawn, file 4 from the edge, rank 6
        w(0, 0),       // pawn, file 4 from the edge, rank 7
        w(0, 0),       // pawn, file 4 from the edge, rank 8
        w(0, 0),       // knight, file 0 from the edge, rank 1
        w(0, -1),      // knight, file 0 from the edge, rank 2
        w(-3, -1),     // knight, file 0 from the edge, rank 3
        w(0, 0),       // knight, file 0 from the edge, rank 4
        w(2, 1),       // knight, file 0 from the edge, rank 5
        w(0, 1),       // knight, file 0 from the edge, rank 6
        w(0, 0),       // knight, file 0 from the edge, rank 7
        w(0, 0),       // knight, file 0 from the edge, rank 8
        w(-3, -1),     // knight, file 1 from the edge, rank 1
        w(0, 0),       // knight, file 1 from the edge, rank 2
        w(5, 0),       // knight, file 1 from the edge, rank 3
        w(0, 1),       // knight, file 1 from the edge, rank 4
        w(-2, 0),      // knight, file 1 from the edge, rank 5
        w(0, 0),       // knight, file 1 from the edge, rank 6
        w(0, 0),       // knight, file 1 from the edge, rank 7
        w(0, 0),       // knight, file 1 from the edge, rank 8
        w(2, 0),       // knight, file 2 from the edge, rank 1
        w(1, 0),       // knight, file 2 from the edge, rank 2
        w(-3, 1),      // knight, file 2 from the edge, rank 3
        w(0, -1),      // knight, file 2 from the edge, rank 4
        w(-1, 0),      // knight, file 2 from the edge, rank 5
        w(0, 0),       // knight, file 2 from the edge, rank 6
        w(0, 0),       // knight, file 2 from the edge, rank 7
        w(0, 0),       // knight, file 2 from the edge, rank 8
        w(1, 1),       // knight, file 3 from the edge, rank 1
        w(-2, 0),      // knight, file 3 from the edge, rank 2
        w(0, 0),       // knight, file 3 from the edge, rank 3
        w(-1, 0),      // knight, file 3 from the edge, rank 4
        w(1, 0),       // knight, file 3 from the edge, rank 5
        w(0, 0),       // knight, file 3 from the edge, rank 6
        w(0, 0),       // knight, file 3 from the edge, rank 7
        w(0, 0),       // knight, file 3 from the edge, rank 8
        w(0, 0),       // knight, file 4 from the edge, rank 1
        w(0, 0),       // knight, file 4 from the edge, rank 2
        w(0, 0),       // knight, file 4 from the edge, rank 3
        w(0, 0),       // knight, file 4 from the edge, rank 4
        w(0, 0),       // knight, file 4 from the edge, rank 5
        w(0, 0),       // knight, file 4 from the edge, rank 6
        w(0, 0),       // knight, file 4 from the edge, rank 7
        w(0, 0),       // knight, file 4 from the edge, rank 8
        w(3, 1),       // bishop, file 0 from the edge, rank 1
        w(-2, -1),     // bishop, file 0 from the edge, rank 2
        w(0, -1),      // bishop, file 0 from the edge, rank 3
        w(-1, 0),      // bishop, file 0 from the edge, rank 4
        w(1, 0),       // bishop, file 0 from the edge, rank 5
        w(0, 0),       // bishop, file 0 from the edge, rank 6
        w(0, 1),       // bishop, file 0 from the edge, rank 7
        w(0, 0),       // bishop, file 0 from the edge, rank 8
        w(-2, -1),     // bishop, file 1 from the edge, rank 1
        w(2, 0),       // bishop, file 1 from the edge, rank 2
        w(2, 1),       // bishop, file 1 from the edge, rank 3
        w(-2, 0),      // bishop, file 1 from the edge, rank 4
        w(0, 0),       // bishop, file 1 from the edge, rank 5
        w(0, -1),      // bishop, file 1 from the edge, rank 6
        w(0, 0),       // bishop, file 1 from the edge, rank 7
        w(0, 0),       // bishop, file 1 from the edge, rank 8
        w(-1, -1),     // bishop, file 2 from the edge, rank 1
        w(-1, 1),      // bishop, file 2 from the edge, rank 2
        w(0, 1),       // bishop, file 2 from the edge, rank 3
        w(2, -1),      // bishop, file 2 from the edge, rank 4
        w(0, 0),       // bishop, file 2 from the edge, rank 5
        w(0, 1),       // bishop, file 2 from the edge, rank 6
        w(0, 0),       // bishop, file 2 from the edge, rank 7
        w(0, 0),       // bishop, file 2 from the edge, rank 8
        w(1, 1),       // bishop, file 3 from the edge, rank 1
        w(1, 1),       // bishop, file 3 from the edge, rank 2
        w(-2, -1),     // bishop, file 3 from the edge, rank 3
        w(1, 1),       // bishop, file 3 from the edge, rank 4
        w(-1, 0),      // bishop, file 3 from the edge, rank 5
        w(0, 0),       // bishop, file 3 from the edge, rank 6
        w(0, -1),      // bishop, file 3 from the edge, rank 7
        w(0, 0),       // bishop, file 3 from the edge, rank 8
        w(0, 0),       // bishop, file 4 from the edge, rank 1
        w(0, 0),       // bishop, file 4 from the edge, rank 2
        w(0, 0),       // bishop, file 4 from the edge, rank 3
        w(0, 0),       // bishop, file 4 from the edge, rank 4
        w(0, 0),       // bishop, file 4 from the edge, rank 5
        w(0, 0),       // bishop, file 4 from the edge, rank 6
        w(0, 0),       // bishop, file 4 from the edge, rank 7
        w(0, 0),       // bishop, file 4 from the edge, rank 8
        w(-2, -1),     // rook, file 0 from the edge, rank 1
        w(1, 0),       // rook, file 0 from the edge, rank 2
        w(1, 1),       // rook, file 0 from the edge, rank 3
        w(1, 0),       // rook, file 0 from the edge, rank 4
        w(0, 1),       // rook, file 0 from the edge, rank 5
        w(0, 1),       // rook, file 0 from the edge, rank 6
        w(-1, -1),     // rook, file 0 from the edge, rank 7
        w(0, 0),       // rook, file 0 from the edge, rank 8
        w(-2, 1),      // rook, file 1 from the edge, rank 1
        w(1, -1),      // rook, file 1 from the edge, rank 2
        w(1, 0),       // rook, file 1 from the edge, rank 3
        w(0, 0),       // rook, file 1 from the edge, rank 4
        w(0, 0),       // rook, file 1 from the edge, rank 5
        w(0, 0),       // rook, file 1 from the edge, rank 6
        w(0, 0),       // rook, file 1 from the edge, rank 7
        w(0, 1),       // rook, file 1 from the edge, rank 8
        w(1, 1),       // rook, file 2 from the edge, rank 1
        w(-1, 0),      // rook, file 2 from the edge, rank 2
        w(-1, 0),      // rook, file 2 from the edge, rank 3
        w(1, 1),       // rook, file 2 from the edge, rank 4
        w(1, 0),       // rook, file 2 from the edge, rank 5
        w(0, -1),      // rook, file 2 from the edge, rank 6
        w(0, 0),       // rook, file 2 from the edge, rank 7
        w(0, 0),       // rook, file 2 from the edge, rank 8
        w(3, 0),       // rook, file 3 from the edge, rank 1
        w(-1, 1),      // rook, file 3 from the edge, rank 2
        w(0, 0),       // rook, file 3 from the edge, rank 3
        w(-1, -1),     // rook, file 3 from the edge, rank 4
        w(0, 0),       // rook, file 3 from the edge, rank 5
        w(0, 0),       // rook, file 3 from the edge, rank 6
        w(0, 1),       // rook, file 3 from the edge, rank 7
        w(0, 0),       // rook, file 3 from the edge, rank 8
        w(0, 0),       // rook, file 4 from the edge, rank 1
        w(0, 0),       // rook, file 4 from the edge, rank 2
        w(0, 0),       // rook, file 4 from the edge, rank 3
        w(0, 0),       // rook, file 4 from the edge, rank 4
        w(0, 0),       // rook, file 4 from the edge, rank 5
        w(0, 0),       // rook, file 4 from the edge, rank 6
        w(0, 0),       // rook, file 4 from the edge, rank 7
        w(0, 0),       // rook, file 4 from the edge, rank 8
        w(-2, -1),     // queen, file 0 from the edge, rank 1
        w(0, 0),       // queen, file 0 from the edge, rank 2
        w(0, 0),       // queen, file 0 from the edge, rank 3
        w(0, 1),       // queen, file 0 from the edge, rank 4
        w(1, 0),       // queen, file 0 from the edge, rank 5
        w(0, 0),       // queen, file 0 from the edge, rank 6
        w(0, 0),       // queen, file 0 from the edge, rank 7
        w(0, 0),       // queen, file 0 from the edge, rank 8
        w(-1, 0),      // queen, file 1 from the edge, rank 1
        w(0, 0),       // queen, file 1 from the edge, rank 2
        w(1, 0),       // queen, file 1 from the edge, rank 3
        w(0, 0),       // queen, file 1 from the edge, rank 4
        w(0, 0),       // queen, file 1 from the edge, rank 5
        w(0, 0),       // queen, file 1 from the edge, rank 6
        w(0, 0),       // queen, file 1 from the edge, rank 7
        w(0, 0),       // queen, file 1 from the edge, rank 8
        w(2, 0),       // queen, file 2 from the edge, rank 1
        w(0, 1),       // queen, file 2 from the edge, rank 2
        w(0, 0),       // queen, file 2 from the edge, rank 3
        w(0, 0),       // queen, file 2 from the edge, rank 4
        w(-1, 0),      // queen, file 2 from the edge, rank 5
        w(0, 0),       // queen, file 2 from the edge, rank 6
        w(0, 0),       // queen, file 2 from the edge, rank 7
        w(0, 0),       // queen, file 2 from the edge, rank 8
        w(1, 1),       // queen, file 3 from the edge, rank 1
        w(0, -1),      // queen, file 3 from the edge, rank 2
        w(-1, 0),      // queen, file 3 from the edge, rank 3
        w(-1, 0),      // queen, file 3 from the edge, rank 4
        w(0, 0),       // queen, file 3 from the edge, rank 5
        w(0, 0),       // queen, file 3 from the edge, rank 6
        w(0, 0),       // queen, file 3 from the edge, rank 7
        w(0, 0),       // queen, file 3 from the edge, rank 8
        w(0, 0),       // queen, file 4 from the edge, rank 1
        w(0, 0),       // queen, file 4 from the edge, rank 2
        w(0, 0),       // queen, file 4 from the edge, rank 3
        w(0, 0),       // queen, file 4 from the edge, rank 4
        w(0, 0),       // queen, file 4 from the edge, rank 5
        w(0, 0),       // queen, file 4 from the edge, rank 6
        w(0, 0),       // queen, file 4 from the edge, rank 7
        w(0, 0),       // queen, file 4 from the edge, rank 8
        w(-1, -2),     // king, file 0 from the edge, rank 1
        w(1, 1),       // king, file 0 from the edge, rank 2
        w(0, 1),       // king, file 0 from the edge, rank 3
        w(0, 0),       // king, file 0 from the edge, rank 4
        w(0, 0),       // king, file 0 from the edge, rank 5
        w(0, 0),       // king, file 0 from the edge, rank 6
        w(0, 0),       // king, file 0 from the edge, rank 7
        w(0, 0),       // king, file 0 from the edge, rank 8
        w(0, 0),       // king, file 1 from the edge, rank 1
        w(1, 0),       // king, file 1 from the edge, rank 2
        w(0, -1),      // king, file 1 from the edge, rank 3
        w(0, 0),       // king, file 1 from the edge, rank 4
        w(0, 0),       // king, file 1 from the edge, rank 5
        w(0, 0),       // king, file 1 from the edge, rank 6
        w(0, 0),       // king, file 1 from the edge, rank 7
        w(0, 0),       // king, file 1 from the edge, rank 8
        w(1, 2),       // king, file 2 from the edge, rank 1
        w(-1, -1),     // king, file 2 from the edge, rank 2
        w(0, -1),      // king, file 2 from the edge, rank 3
        w(0, 0),       // king, file 2 from the edge, rank 4
        w(0, 0),       // king, file 2 from the edge, rank 5
        w(0, 0),       // king, file 2 from the edge, rank 6
        w(0, 0),       // king, file 2 from the edge, rank 7
        w(0, 0),       // king, file 2 from the edge, rank 8
        w(0, 0),       // king, file 3 from the edge, rank 1
        w(0, 0),       // king, file 3 from the edge, rank 2
        w(0, 0),       // king, file 3 from the edge, rank 3
        w(0, 1),       // king, file 3 from the edge, rank 4
        w(0, 0),       // king, file 3 from the edge, rank 5
        w(0, 0),       // king, file 3 from the edge, rank 6
        w(0, 0),       // king, file 3 from the edge, rank 7
        w(0, 0),       // king, file 3 from the edge, rank 8
        w(0, 0),       // king, file 4 from the edge, rank 1
        w(0, 0),       // king, file 4 from the edge, rank 2
        w(0, 0),       // king, file 4 from the edge, rank 3
        w(0, 0),       // king, file 4 from the edge, rank 4
        w(0, 0),       // king, file 4 from the edge, rank 5
        w(0, 0),       // king, file 4 from the edge, rank 6
        w(0, 0),       // king, file 4 from the edge, rank 7
        w(0, 0),       // king, file 4 from the edge, rank 8
        w(-2, 0),      // archbishop, file 0 from the edge, rank 1
        w(0, 0),       // archbishop, file 0 from the edge, rank 2
        w(0, 0),       // archbishop, file 0 from the edge, rank 3
        w(1, 0),       // archbishop, file 0 from the edge, rank 4
        w(2, 0),       // archbishop, file 0 from the edge, rank 5
        w(0, 0),       // archbishop, file 0 from the edge, rank 6
        w(0, 0),       // archbishop, file 0 from the edge, rank 7
        w(0, 0),       // archbishop, file 0 from the edge, rank 8
        w(0, 0),       // archbishop, file 1 from the edge, rank 1
        w(-1, 0),      // archbishop, file 1 from the edge, rank 2
        w(0, 0),       // archbishop, file 1 from the edge, rank 3
        w(1, 0),       // archbishop, file 1 from the edge, rank 4
        w(0, 0),       // archbishop, file 1 from the edge, rank 5
        w(0, 0),       // archbishop, file 1 from the edge, rank 6
        w(0, 0),       // archbishop, file 1 from the edge, rank 7
        w(0, 0),       // archbishop, file 1 from the edge, rank 8
        w(2, 0),       // archbishop, file 2 from the edge, rank 1
        w(2, 0),       // archbishop, file 2 from the edge, rank 2
        w(-1, 0),      // archbishop, file 2 from the edge, rank 3
        w(-1, 0),      // archbishop, file 2 from the edge, rank 4
        w(-2, 0),      // archbishop, file 2 from the edge, rank 5
        w(0, 0),       // archbishop, file 2 from the edge, rank 6
        w(0, 0),       // archbishop, file 2 from the edge, rank 7
        w(0, 0),       // archbishop, file 2 from the edge, rank 8
        w(0, 0),       // archbishop, file 3 from the edge, rank 1
        w(-1, 0),      // archbishop, file 3 from the edge, rank 2
        w(1, 0),       // archbishop, file 3 from the edge, rank 3
        w(-1, 0),      // archbishop, file 3 from the edge, rank 4
        w(0, 0),       // archbishop, file 3 from the edge, rank 5
        w(0, 0),       // archbishop, file 3 from the edge, rank 6
        w(0, 0),       // archbishop, file 3 from the edge, rank 7
        w(0, 0),       // archbishop, file 3 from the edge, rank 8
        w(0, 0),       // archbishop, file 4 from the edge, rank 1
        w(0, 0),       // archbishop, file 4 from the edge, rank 2
        w(0, 0),       // archbishop, file 4 from the edge, rank 3
        w(0, 0),       // archbishop, file 4 from the edge, rank 4
        w(0, 0),       // archbishop, file 4 from the edge, rank 5
        w(0, 0),       // archbishop, file 4 from the edge, rank 6
        w(0, 0),       // archbishop, file 4 from the edge, rank 7
        w(0, 0),       // archbishop, file 4 from the edge, rank 8
        w(-4, 0),      // chancellor, file 0 from the edge, rank 1
        w(0, 0),       // chancellor, file 0 from the edge, rank 2
        w(3, 0),       // chancellor, file 0 from the edge, rank 3
        w(2, 0),       // chancellor, file 0 from the edge, rank 4
        w(-1, 0),      // chancellor, file 0 from the edge, rank 5
        w(0, 0),       // chancellor, file 0 from the edge, rank 6
        w(0, 0),       // chancellor, file 0 from the edge, rank 7
        w(0, 0),       // chancellor, file 0 from the edge, rank 8
        w(0, 0),       // chancellor, file 1 from the edge, rank 1
        w(-1, 0),      // chancellor, file 1 from the edge, rank 2
        w(0, 0),       // chancellor, file 1 from the edge, rank 3
        w(-1, 0),      // chancellor, file 1 from the edge, rank 4
        w(1, 0),       // chancellor, file 1 from the edge, rank 5
        w(0, 0),       // chancellor, file 1 from the edge, rank 6
        w(0, 0),       // chancellor, file 1 from the edge, rank 7
        w(0, 0),       // chancellor, file 1 from the edge, rank 8
        w(0, 0),       // chancellor, file 2 from the edge, rank 1
        w(1, 0),       // chancellor, file 2 from the edge, rank 2
        w(1, 0),       // chancellor, file 2 from the edge, rank 3
        w(0, 0),       // chancellor, file 2 from the edge, rank 4
        w(-1, 0),      // chancellor, file 2 from the edge, rank 5
        w(0, 0),       // chancellor, file 2 from the edge, rank 6
        w(0, 0),       // chancellor, file 2 from the edge, rank 7
        w(0, 0),       // chancellor, file 2 from the edge, rank 8
        w(4, 0),       // chancellor, file 3 from the edge, rank 1
        w(0, 1),       // chancellor, file 3 from the edge, rank 2
        w(-4, 0),      // chancellor, file 3 from the edge, rank 3
        w(0, 0),       // chancellor, file 3 from the edge, rank 4
        w(0, 0),       // chancellor, file 3 from the edge, rank 5
        w(0, 0),       // chancellor, file 3 from the edge, rank 6
        w(0, 0),       // chancellor, file 3 from the edge, rank 7
        w(0, 0),       // chancellor, file 3 from the edge, rank 8
        w(0, 0),       // chancellor, file 4 from the edge, rank 1
        w(0, 0),       // chancellor, file 4 from the edge, rank 2
        w(0, 0),       // chancellor, file 4 from the edge, rank 3
        w(0, 0),       // chancellor, file 4 from the edge, rank 4
        w(0, 0),       // chancellor, file 4 from the edge, rank 5
        w(0, 0),       // chancellor, file 4 from the edge, rank 6
        w(0, 0),       // chancellor, file 4 from the edge, rank 7
        w(0, 0),       // chancellor, file 4 from the edge, rank 8
        w(-3, 0),      // general, file 0 from the edge, rank 1
        w(0, 0),       // general, file 0 from the edge, rank 2
        w(2, 0),       // general, file 0 from the edge, rank 3
        w(0, 0),       // general, file 0 from the edge, rank 4
        w(1, 0),       // general, file 0 from the edge, rank 5
        w(0, 0),       // general, file 0 from the edge, rank 6
        w(0, 0),       // general, file 0 from the edge, rank 7
        w(0, 0),       // general, file 0 from the edge, rank 8
        w(-2, 0),      // general, file 1 from the edge, rank 1
        w(-1, 0),      // general, file 1 from the edge, rank 2
        w(3, 0),       // general, file 1 from the edge, rank 3
        w(0, 0),       // general, file 1 from the edge, rank 4
        w(0, 0),       // general, file 1 from the edge, rank 5
        w(0, 0),       // general, file 1 from the edge, rank 6
        w(0, 0),       // general, file 1 from the edge, rank 7
        w(0, 0),       // general, file 1 from the edge, rank 8
        w(4, 0),       // general, file 2 from the edge, rank 1
        w(-3, 0),      // general, file 2 from the edge, rank 2
        w(-1, 0),      // general, file 2 from the edge, rank 3
        w(0, 0),       // general, file 2 from the edge, rank 4
        w(-1, 0),      // general, file 2 from the edge, rank 5
        w(0, 0),       // general, file 2 from the edge, rank 6
        w(0, 0),       // general, file 2 from the edge, rank 7
        w(0, 0),       // general, file 2 from the edge, rank 8
        w(1, 0),       // general, file 3 from the edge, rank 1
        w(4, 0),       // general, file 3 from the edge, rank 2
        w(-4, 0),      // general, file 3 from the edge, rank 3
        w(-1, 0),      // general, file 3 from the edge, rank 4
        w(0, 0),       // general, file 3 from the edge, rank 5
        w(0, 0),       // general, file 3 from the edge, rank 6
        w(0, 0),       // general, file 3 from the edge, rank 7
        w(0, 0),       // general, file 3 from the edge, rank 8
        w(0, 0),       // general, file 4 from the edge, rank 1
        w(0, 0),       // general, file 4 from the edge, rank 2
        w(0, 0),       // general, file 4 from the edge, rank 3
        w(0, 0),       // general, file 4 from the edge, rank 4
        w(0, 0),       // general, file 4 from the edge, rank 5
        w(0, 0),       // general, file 4 from the edge, rank 6
        w(0, 0),       // general, file 4 from the edge, rank 7
        w(0, 0),       // general, file 4 from the edge, rank 8
        w(0, 0),       // consul, file 0 from the edge, rank 1
        w(0, 0),       // consul, file 0 from the edge, rank 2
        w(0, 0),       // consul, file 0 from the edge, rank 3
        w(0, 0),       // consul, file 0 from the edge, rank 4
        w(0, 0),       // consul, file 0 from the edge, rank 5
        w(0, 0),       // consul, file 0 from the edge, rank 6
        w(0, 0),       // consul, file 0 from the edge, rank 7
        w(0, 0),       // consul, file 0 from the edge, rank 8
        w(0, 0),       // consul, file 1 from the edge, rank 1
        w(0, 0),       // consul, file 1 from the edge, rank 2
        w(0, 0),       // consul, file 1 from the edge, rank 3
        w(0, 0),       // consul, file 1 from the edge, rank 4
        w(0, 0),       // consul, file 1 from the edge, rank 5
        w(0, 0),       // consul, file 1 from the edge, rank 6
        w(0, 0),       // consul, file 1 from the edge, rank 7
        w(0, 0),       // consul, file 1 from the edge, rank 8
        w(0, 0),       // consul, file 2 from the edge, rank 1
        w(0, 0),       // consul, file 2 from the edge, rank 2
        w(0, 0),       // consul, file 2 from the edge, rank 3
        w(0, 0),       // consul, file 2 from the edge, rank 4
        w(0, 0),       // consul, file 2 from the edge, rank 5
        w(0, 0),       // consul, file 2 from the edge, rank 6
        w(0, 0),       // consul, file 2 from the edge, rank 7
        w(0, 0),       // consul, file 2 from the edge, rank 8
        w(0, 0),       // consul, file 3 from the edge, rank 1
        w(0, 0),       // consul, file 3 from the edge, rank 2
        w(0, 0),       // consul, file 3 from the edge, rank 3
        w(0, 0),       // consul, file 3 from the edge, rank 4
        w(0, 0),       // consul, file 3 from the edge, rank 5
        w(0, 0),       // consul, file 3 from the edge, rank 6
        w(0, 0),       // consul, file 3 from the edge, rank 7
        w(0, 0),       // consul, file 3 from the edge, rank 8
        w(0, 0),       // consul, file 4 from the edge, rank 1
        w(0, 0),       // consul, file 4 from the edge, rank 2
        w(0, 0),       // consul, file 4 from the edge, rank 3
        w(0, 0),       // consul, file 4 from the edge, rank 4
        w(0, 0),       // consul, file 4 from the edge, rank 5
        w(0, 0),       // consul, file 4 from the edge, rank 6
        w(0, 0),       // consul, file 4 from the edge, rank 7
        w(0, 0),       // consul, file 4 from the edge, rank 8
        w(0, 0),       // danger: attacker, pawn
        w(142, 39),    // danger: attacker, knight
        w(66, -2),     // danger: attacker, bishop
        w(78, 17),     // danger: attacker, rook
        w(28, 18),     // danger: attacker, queen
        w(0, 0),       // danger: attacker, king
        w(71, 37),     // danger: attacker, archbishop
        w(48, 4),      // danger: attacker, chancellor
        w(36, 30),     // danger: attacker, general
        w(40, 20),     // danger: attacker, consul
        w(15, -38),    // danger: zone attack
        w(110, 46),    // danger: weak zone square
        w(0, 0),       // danger: safe check, pawn
        w(70, 51),     // danger: safe check, knight
        w(61, 30),     // danger: safe check, bishop
        w(70, 24),     // danger: safe check, rook
        w(56, 34),     // danger: safe check, queen
        w(0, 0),       // danger: safe check, king
        w(77, 32),     // danger: safe check, archbishop
        w(81, 26),     // danger: safe check, chancellor
        w(56, 31),     // danger: safe check, general
        w(60, 30),     // danger: safe check, consul
        w(71, -58),    // danger: file without the king's pawns
        w(-26, 35),    // danger: shield pawn
        w(23, 31),     // danger: flank attack
        w(-17, -1),    // danger: flank defense
        w(30, 32),     // danger: unsafe check
        w(1, -18),     // danger: bias
    ],
    // 10 files: capablanca, capablanca84000, consulchess, consulchess42k
    [
        w(62, 105),    // material pawn
        w(332, 351),   // material knight
        w(355, 395),   // material bishop
        w(519, 629),   // material rook
        w(989, 1158),  // material queen
        w(0, 0),       // material king
        w(860, 895),   // material archbishop
        w(925, 1031),  // material chancellor
        w(1254, 1252), // material general
        w(756, 752),   // material consul
        w(-8, -6),     // pawn, file 0 from the edge
        w(-3, 0),      // pawn, file 1 from the edge
        w(-2, -3),     // pawn, file 2 from the edge
        w(6, 1),       // pawn, file 3 from the edge
        w(12, -11),    // pawn, file 4 from the edge
        w(-4, -13),    // knight, file 0 from the edge
        w(7, 8),       // knight, file 1 from the edge
        w(13, 18),     // knight, file 2 from the edge
        w(22, 29),     // knight, file 3 from the edge
        w(28, 29),     // knight, file 4 from the edge
        w(10, 12),     // bishop, file 0 from the edge
        w(6, 20),      // bishop, file 1 from the edge
        w(9, 16),      // bishop, file 2 from the edge
        w(6, 19),      // bishop, file 3 from the edge
        w(9, 24),      // bishop, file 4 from the edge
        w(-15, 26),    // rook, file 0 from the edge
        w(4, 23),      // rook, file 1 from the edge
        w(13, 27),     // rook, file 2 from the edge
        w(15, 33),     // rook, file 3 from the edge
        w(12, 31),     // rook, file 4 from the edge
        w(7, 26),      // queen, file 0 from the edge
        w(7, 36),      // queen, file 1 from the edge
        w(11, 42),     // queen, file 2 from the edge
        w(13, 56),     // queen, file 3 from the edge
        w(14, 59),     // queen, file 4 from the edge
        w(46, -35),    // king, file 0 from the edge
        w(59, 6),      // king, file 1 from the edge
        w(25, 26),     // king, file 2 from the edge
        w(-21, 28),    // king, file 3 from the edge
        w(-35, 35),    // king, file 4 from the edge
        w(8, -1),      // archbishop, file 0 from the edge
        w(7, 9),       // archbishop, file 1 from the edge
        w(9, 22),      // archbishop, file 2 from the edge
        w(12, 27),     // archbishop, file 3 from the edge
        w(16, 28),     // archbishop, file 4 from the edge
        w(13, 21),     // chancellor, file 0 from the edge
        w(9, 16),      // chancellor, file 1 from the edge
        w(11, 39),     // chancellor, file 2 from the edge
        w(18, 39),     // chancellor, file 3 from the edge
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
        w(2, 18),      // pawn, rank 2
        w(-10, 2),     // pawn, rank 3
        w(-2, 3),      // pawn, rank 4
        w(3, 21),      // pawn, rank 5
        w(12, 39),     // pawn, rank 6
        w(45, 79),     // pawn, rank 7
        w(28, 98),     // pawn, rank 8
        w(-19, -26),   // knight, rank 1
        w(-9, -4),     // knight, rank 2
        w(9, 7),       // knight, rank 3
        w(35, 22),     // knight, rank 4
        w(34, 21),     // knight, rank 5
        w(26, 28),     // knight, rank 6
        w(14, 29),     // knight, rank 7
        w(-14, 3),     // knight, rank 8
        w(-2, -2),     // bishop, rank 1
        w(17, -3),     // bishop, rank 2
        w(12, 15),     // bishop, rank 3
        w(14, 5),      // bishop, rank 4
        w(12, 4),      // bishop, rank 5
        w(14, 16),     // bishop, rank 6
        w(-7, 31),     // bishop, rank 7
        w(-18, 31),    // bishop, rank 8
        w(0, 10),      // rook, rank 1
        w(-22, 5),     // rook, rank 2
        w(-8, 12),     // rook, rank 3
        w(-11, 28),    // rook, rank 4
        w(-1, 25),     // rook, rank 5
        w(14, 23),     // rook, rank 6
        w(25, 19),     // rook, rank 7
        w(36, 22),     // rook, rank 8
        w(10, 22),     // queen, rank 1
        w(17, 12),     // queen, rank 2
        w(1, 31),      // queen, rank 3
        w(-7, 49),     // queen, rank 4
        w(-5, 31),     // queen, rank 5
        w(13, 29),     // queen, rank 6
        w(6, 35),      // queen, rank 7
        w(19, 12),     // queen, rank 8
        w(17, -25),    // king, rank 1
        w(9, 2),       // king, rank 2
        w(-46, 7),     // king, rank 3
        w(-66, 11),    // king, rank 4
        w(-72, 21),    // king, rank 5
        w(-69, 27),    // king, rank 6
        w(-87, 34),    // king, rank 7
        w(-106, -6),   // king, rank 8
        w(13, -14),    // archbishop, rank 1
        w(24, -17),    // archbishop, rank 2
        w(14, 4),      // archbishop, rank 3
        w(22, 45),     // archbishop, rank 4
        w(17, 33),     // archbishop, rank 5
        w(17, -7),     // archbishop, rank 6
        w(-19, 32),    // archbishop, rank 7
        w(-30, 19),    // archbishop, rank 8
        w(-8, -5),     // chancellor, rank 1
        w(3, 38),      // chancellor, rank 2
        w(-8, 30),     // chancellor, rank 3
        w(1, 17),      // chancellor, rank 4
        w(-4, 34),     // chancellor, rank 5
        w(24, 10),     // chancellor, rank 6
        w(2, 31),      // chancellor, rank 7
        w(61, 22),     // chancellor, rank 8
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
        w(4, 4),       // mobility queen
        w(0, 0),       // mobility king
        w(4, 9),       // mobility archbishop
        w(3, 7),       // mobility chancellor
        w(-1, 27),     // mobility general
        w(1, 22),      // mobility consul
        w(0, 4),       // king attack
        w(9, 3),       // king shield
        w(26, 25),     // bishop pair
        w(-7, -22),    // doubled pawn
        w(-6, -14),    // isolated pawn
        w(0, 0),       // passed pawn, rank 1
        w(7, 5),       // passed pawn, rank 2
        w(-6, 11),     // passed pawn, rank 3
        w(-12, 23),    // passed pawn, rank 4
        w(-5, 36),     // passed pawn, rank 5
        w(13, 73),     // passed pawn, rank 6
        w(71, 109),    // passed pawn, rank 7
        w(0, 0),       // passed pawn, rank 8
        w(25, 8),      // rook on open file
        w(10, 10),     // rook on half-open file
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
        w(3, -4),      // king zone attack, 2 attackers
        w(4, -9),      // king zone attack, 3 attackers
        w(3, -10),     // king zone attack, 4 or more attackers
        w(1, 0),       // weak king zone square
        w(4, 34),      // open file at the enemy king
        w(0, 15),      // half-open file at the enemy king
        w(30, 5),      // tempo
        w(-2, 10),     // passed pawn, enemy king's distance
        w(3, -6),      // passed pawn, own king's distance
        w(-6, -3),     // passed pawn, blocked
        w(1, 1),       // space
        w(21, 19),     // threat by a pawn push
        w(-4, 5),      // shelter, next file, no pawn
        w(7, 5),       // shelter, next file, rank 2
        w(-3, -4),     // shelter, next file, rank 3
        w(-5, -7),     // shelter, next file, rank 4
        w(-2, -2),     // shelter, next file, rank 5
        w(-2, 0),      // shelter, next file, rank 6
        w(8, 3),       // shelter, next file, rank 7 or beyond
        w(-10, 3),     // shelter, king's file, no pawn
        w(21, 2),      // shelter, king's file, rank 2
        w(16, -1),     // shelter, king's file, rank 3
        w(-3, -1),     // shelter, king's file, rank 4
        w(-7, -10),    // shelter, king's file, rank 5
        w(-20, 0),     // shelter, king's file, rank 6
        w(3, 7),       // shelter, king's file, rank 7 or beyond
        w(0, -9),      // storm, no pawn
        w(-20, -14),   // storm, rank 2
        w(39, -2),     // storm, rank 3
        w(5, 4),       // storm, rank 4
        w(0, -3),      // storm, rank 5
        w(-9, 6),      // storm, rank 6
        w(-1, -4),     // storm, rank 7 or beyond
        w(0, 0),       // blocked storm, no pawn
        w(0, 0),       // blocked storm, rank 2
        w(18, 38),     // blocked storm, rank 3
        w(-10, -11),   // blocked storm, rank 4
        w(-1, 6),      // blocked storm, rank 5
        w(-22, 19),    // blocked storm, rank 6
        w(1, -29),     // blocked storm, rank 7 or beyond
        w(3, -5),      // flank attack
        w(-2, -64),    // king on a pawnless flank
        w(0, 0),       // phalanx pawn, rank 1
        w(5, -11),     // phalanx pawn, rank 2
        w(4, -7),      // phalanx pawn, rank 3
        w(8, 6),       // phalanx pawn, rank 4
        w(15, 18),     // phalanx pawn, rank 5
        w(26, 44),     // phalanx pawn, rank 6
        w(0, 2),       // phalanx pawn, rank 7
        w(0, 0),       // phalanx pawn, rank 8
        w(0, 0),       // supported pawn, rank 1
        w(0, 0),       // supported pawn, rank 2
        w(20, -2),     // supported pawn, rank 3
        w(9, 1),       // supported pawn, rank 4
        w(21, 8),      // supported pawn, rank 5
        w(50, 34),     // supported pawn, rank 6
        w(35, 13),     // supported pawn, rank 7
        w(0, 0),       // supported pawn, rank 8
        w(4, -26),     // backward pawn
        w(0, 0),       // outpost, pawn
        w(25, 15),     // outpost, knight
        w(23, 34),     // outpost, bishop
        w(14, 4),      // outpost, rook
        w(4, 28),      // outpost, queen
        w(0, 0),       // outpost, king
        w(-4, 11),     // outpost, archbishop
        w(3, -15),     // outpost, chancellor
        w(0, 0),       // outpost, general
        w(0, 0),       // outpost, consul
        w(0, 0),       // behind a pawn, pawn
        w(0, 21),      // behind a pawn, knight
        w(5, 9),       // behind a pawn, bishop
        w(-9, -11),    // behind a pawn, rook
        w(-5, 17),     // behind a pawn, queen
        w(0, 0),       // behind a pawn, king
        w(0, 12),      // behind a pawn, archbishop
        w(-6, -3),     // behind a pawn, chancellor
        w(0, 0),       // behind a pawn, general
        w(0, 0),       // behind a pawn, consul
        w(0, 0),       // distance from the own king, pawn
        w(-9, -6),     // distance from the own king, knight
        w(-6, -3),     // distance from the own king, bishop
        w(-2, 5),      // distance from the own king, rook
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
        w(15, 6),      // threat by a minor piece, rook
        w(10, -7),     // threat by a minor piece, queen
        w(0, 0),       // threat by a minor piece, king
        w(14, 5),      // threat by a minor piece, archbishop
        w(23, -3),     // threat by a minor piece, chancellor
        w(0, 0),       // threat by a minor piece, general
        w(0, 0),       // threat by a minor piece, consul
        w(-1, 17),     // threat by a rook, pawn
        w(26, 23),     // threat by a rook, knight
        w(29, 13),     // threat by a rook, bishop
        w(4, 6),       // threat by a rook, rook
        w(16, -3),     // threat by a rook, queen
        w(0, 0),       // threat by a rook, king
        w(14, 13),     // threat by a rook, archbishop
        w(22, 2),      // threat by a rook, chancellor
        w(0, 0),       // threat by a rook, general
        w(0, 0),       // threat by a rook, consul
        w(5, 1),       // restricted square
        w(6, 11),      // passed pawn, free way
        w(7, 7),       // passed pawn, way covered by own pawns
        w(4, 6),       // passed pawn, own file safe
        w(4, 2),       // passed pawn, stop square safe
        w(4, 3),       // passed pawn, stop square defended
        w(16, 19),     // threat by the king
        w(-4, 5),      // weak piece defended by a queen
        w(-16, -22),   // rook trapped by its king
        w(9, -1),      // knight on queen
        w(16, 2),      // slider on queen
        w(14, 10),     // rook on queen file
        w(0, 0),       // pawn, file 0 from the edge, rank 1
        w(-4, -2),     // pawn, file 0 from the edge, rank 2
        w(0, -1),      // pawn, file 0 from the edge, rank 3
        w(2, 0),       // pawn, file 0 from the edge, rank 4
        w(2, 4),       // pawn, file 0 from the edge, rank 5
        w(0, 0),       // pawn, file 0 from the edge, rank 6
        w(0, -1),      // pawn, file 0 from the edge, rank 7
        w(0, 0),       // pawn, file 0 from the edge, rank 8
        w(0, 0),       // pawn, file 1 from the edge, rank 1
        w(0, -2),      // pawn, file 1 from the edge, rank 2
        w(2, 0),       // pawn, file 1 from the edge, rank 3
        w(-2, 2),      // pawn, file 1 from the edge, rank 4
        w(1, 1),       // pawn, file 1 from the edge, rank 5
        w(0, -1),      // pawn, file 1 from the edge, rank 6
        w(0, 0),       // pawn, file 1 from the edge, rank 7
        w(0, 0),       // pawn, file 1 from the edge, rank 8
        w(0, 0),       // pawn, file 2 from the edge, rank 1
        w(3, -1),      // pawn, file 2 from the edge, rank 2
        w(-2, -2),     // pawn, file 2 from the edge, rank 3
        w(-1, 1),      // pawn, file 2 from the edge, rank 4
        w(-1, 0),      // pawn, file 2 from the edge, rank 5
        w(0, 1),       // pawn, file 2 from the edge, rank 6
        w(0, 0),       // pawn, file 2 from the edge, rank 7
        w(0, 0),       // pawn, file 2 from the edge, rank 8
        w(0, 0),       // pawn, file 3 from the edge, rank 1
        w(2, 2),       // pawn, file 3 from the edge, rank 2
        w(-1, 0),      // pawn, file 3 from the edge, rank 3
        w(0, -2),      // pawn, file 3 from the edge, rank 4
        w(-1, -1),     // pawn, file 3 from the edge, rank 5
        w(0, 0),       // pawn, file 3 from the edge, rank 6
        w(0, 1),       // pawn, file 3 from the edge, rank 7
        w(0, 0),       // pawn, file 3 from the edge, rank 8
        w(0, 0),       // pawn, file 4 from the edge, rank 1
        w(-1, 2),      // pawn, file 4 from the edge, rank 2
        w(1, 3),       // pawn, file 4 from the edge, rank 3
        w(1, -1),      // pawn, file 4 from the edge, rank 4
        w(-1, -4),     // pawn, file 4 from the edge, rank 5
        w(-1, 0),      // pawn, file 4 from the edge, rank 6
        w(1, 0),       // pawn, file 4 from the edge, rank 7
        w(0, 0),       // pawn, file 4 from the edge, rank 8
        w(0, 0),       // knight, file 0 from the edge, rank 1
        w(1, 0),       // knight, file 0 from the edge, rank 2
        w(-1, -1),     // knight, file 0 from the edge, rank 3
        w(2, 0),       // knight, file 0 from the edge, rank 4
        w(-1, 0),      // knight, file 0 from the edge, rank 5
        w(0, 0),       // knight, file 0 from the edge, rank 6
        w(0, 1),       // knight, file 0 from the edge, rank 7
        w(0, 0),       // knight, file 0 from the edge, rank 8
        w(-1, 0),      // knight, file 1 from the edge, rank 1
        w(-1, 0),      // knight, file 1 from the edge, rank 2
        w(2, 0),       // knight, file 1 from the edge, rank 3
        w(2, 1),       // knight, file 1 from the edge, rank 4
        w(-1, 0),      // knight, file 1 from the edge, rank 5
        w(0, 0),       // knight, file 1 from the edge, rank 6
        w(-1, 0),      // knight, file 1 from the edge, rank 7
        w(0, 0),       // knight, file 1 from the edge, rank 8
        w(2, 0),       // knight, file 2 from the edge, rank 1
        w(-2, 0),      // knight, file 2 from the edge, rank 2
        w(1, 0),       // knight, file 2 from the edge, rank 3
        w(0, 0),       // knight, file 2 from the edge, rank 4
        w(0, -1),      // knight, file 2 from the edge, rank 5
        w(0, 0),       // knight, file 2 from the edge, rank 6
        w(0, 0),       // knight, file 2 from the edge, rank 7
        w(0, 0),       // knight, file 2 from the edge, rank 8
        w(0, 0),       // knight, file 3 from the edge, rank 1
        w(0, -1),      // knight, file 3 from the edge, rank 2
        w(-2, 0),      // knight, file 3 from the edge, rank 3
        w(0, 0),       // knight, file 3 from the edge, rank 4
        w(2, 0),       // knight, file 3 from the edge, rank 5
        w(0, 0),       // knight, file 3 from the edge, rank 6
        w(0, 0),       // knight, file 3 from the edge, rank 7
        w(0, 0),       // knight, file 3 from the edge, rank 8
        w(-1, 0),      // knight, file 4 from the edge, rank 1
        w(3, 1),       // knight, file 4 from the edge, rank 2
        w(0, 0),       // knight, file 4 from the edge, rank 3
        w(-3, -1),     // knight, file 4 from the edge, rank 4
        w(0, 1),       // knight, file 4 from the edge, rank 5
        w(0, 0),       // knight, file 4 from the edge, rank 6
        w(1, 0),       // knight, file 4 from the edge, rank 7
        w(0, 0),       // knight, file 4 from the edge, rank 8
        w(2, -1),      // bishop, file 0 from the edge, rank 1
        w(-2, 0),      // bishop, file 0 from the edge, rank 2
        w(-1, 0),      // bishop, file 0 from the edge, rank 3
        w(-1, 0),      // bishop, file 0 from the edge, rank 4
        w(0, 1),       // bishop, file 0 from the edge, rank 5
        w(0, 1),       // bishop, file 0 from the edge, rank 6
        w(1, 0),       // bishop, file 0 from the edge, rank 7
        w(0, 0),       // bishop, file 0 from the edge, rank 8
        w(-2, -1),     // bishop, file 1 from the edge, rank 1
        w(2, 1),       // bishop, file 1 from the edge, rank 2
        w(1, -1),      // bishop, file 1 from the edge, rank 3
        w(-1, 0),      // bishop, file 1 from the edge, rank 4
        w(0, 1),       // bishop, file 1 from the edge, rank 5
        w(1, 1),       // bishop, file 1 from the edge, rank 6
        w(0, 0),       // bishop, file 1 from the edge, rank 7
        w(0, 0),       // bishop, file 1 from the edge, rank 8
        w(4, 1),       // bishop, file 2 from the edge, rank 1
        w(0, 0),       // bishop, file 2 from the edge, rank 2
        w(-2, 1),      // bishop, file 2 from the edge, rank 3
        w(-1, 0),      // bishop, file 2 from the edge, rank 4
        w(-1, 0),      // bishop, file 2 from the edge, rank 5
        w(0, 0),       // bishop, file 2 from the edge, rank 6
        w(0, 0),       // bishop, file 2 from the edge, rank 7
        w(0, 0),       // bishop, file 2 from the edge, rank 8
        w(0, 0),       // bishop, file 3 from the edge, rank 1
        w(0, -1),      // bishop, file 3 from the edge, rank 2
        w(1, 0),       // bishop, file 3 from the edge, rank 3
        w(-1, 0),      // bishop, file 3 from the edge, rank 4
        w(2, 0),       // bishop, file 3 from the edge, rank 5
        w(-1, -1),     // bishop, file 3 from the edge, rank 6
        w(0, 1),       // bishop, file 3 from the edge, rank 7
        w(0, 0),       // bishop, file 3 from the edge, rank 8
        w(-4, 0),      // bishop, file 4 from the edge, rank 1
        w(0, 1),       // bishop, file 4 from the edge, rank 2
        w(2, 0),       // bishop, file 4 from the edge, rank 3
        w(3, 0),       // bishop, file 4 from the edge, rank 4
        w(0, 0),       // bishop, file 4 from the edge, rank 5
        w(0, 0),       // bishop, file 4 from the edge, rank 6
        w(0, 0),       // bishop, file 4 from the edge, rank 7
        w(0, 0),       // bishop, file 4 from the edge, rank 8
        w(-1, 0),      // rook, file 0 from the edge, rank 1
        w(-1, 0),      // rook, file 0 from the edge, rank 2
        w(2, 0),       // rook, file 0 from the edge, rank 3
        w(1, 0),       // rook, file 0 from the edge, rank 4
        w(0, 0),       // rook, file 0 from the edge, rank 5
        w(0, 1),       // rook, file 0 from the edge, rank 6
        w(0, 0),       // rook, file 0 from the edge, rank 7
        w(0, 0),       // rook, file 0 from the edge, rank 8
        w(0, 0),       // rook, file 1 from the edge, rank 1
        w(0, 0),       // rook, file 1 from the edge, rank 2
        w(1, 0),       // rook, file 1 from the edge, rank 3
        w(0, 0),       // rook, file 1 from the edge, rank 4
        w(-1, 0),      // rook, file 1 from the edge, rank 5
        w(0, 0),       // rook, file 1 from the edge, rank 6
        w(0, 0),       // rook, file 1 from the edge, rank 7
        w(0, 0),       // rook, file 1 from the edge, rank 8
        w(1, 0),       // rook, file 2 from the edge, rank 1
        w(0, 0),       // rook, file 2 from the edge, rank 2
        w(-1, -1),     // rook, file 2 from the edge, rank 3
        w(0, 0),       // rook, file 2 from the edge, rank 4
        w(0, 0),       // rook, file 2 from the edge, rank 5
        w(0, 0),       // rook, file 2 from the edge, rank 6
        w(0, 0),       // rook, file 2 from the edge, rank 7
        w(0, 0),       // rook, file 2 from the edge, rank 8
        w(1, 1),       // rook, file 3 from the edge, rank 1
        w(0, 0),       // rook, file 3 from the edge, rank 2
        w(-1, 1),      // rook, file 3 from the edge, rank 3
        w(0, 0),       // rook, file 3 from the edge, rank 4
        w(0, 0),       // rook, file 3 from the edge, rank 5
        w(0, -1),      // rook, file 3 from the edge, rank 6
        w(1, 0),       // rook, file 3 from the edge, rank 7
        w(0, 0),       // rook, file 3 from the edge, rank 8
        w(0, -1),      // rook, file 4 from the edge, rank 1
        w(0, 0),       // rook, file 4 from the edge, rank 2
        w(0, 0),       // rook, file 4 from the edge, rank 3
        w(0, 1),       // rook, file 4 from the edge, rank 4
        w(0, 0),       // rook, file 4 from the edge, rank 5
        w(0, 0),       // rook, file 4 from the edge, rank 6
        w(0, 0),       // rook, file 4 from the edge, rank 7
        w(0, 0),       // rook, file 4 from the edge, rank 8
        w(0, 0),       // queen, file 0 from the edge, rank 1
        w(1, 0),       // queen, file 0 from the edge, rank 2
        w(-1, 0),      // queen, file 0 from the edge, rank 3
        w(0, 0),       // queen, file 0 from the edge, rank 4
        w(0, 0),       // queen, file 0 from the edge, rank 5
        w(0, 0),       // queen, file 0 from the edge, rank 6
        w(0, 0),       // queen, file 0 from the edge, rank 7
        w(0, 0),       // queen, file 0 from the edge, rank 8
        w(-3, 0),      // queen, file 1 from the edge, rank 1
        w(1, 0),       // queen, file 1 from the edge, rank 2
        w(0, 0),       // queen, file 1 from the edge, rank 3
        w(1, 0),       // queen, file 1 from the edge, rank 4
        w(1, 0),       // queen, file 1 from the edge, rank 5
        w(0, 0),       // queen, file 1 from the edge, rank 6
        w(0, 0),       // queen, file 1 from the edge, rank 7
        w(0, 0),       // queen, file 1 from the edge, rank 8
        w(1, 0),       // queen, file 2 from the edge, rank 1
        w(-1, 0),      // queen, file 2 from the edge, rank 2
        w(0, 0),       // queen, file 2 from the edge, rank 3
        w(0, 0),       // queen, file 2 from the edge, rank 4
        w(0, 0),       // queen, file 2 from the edge, rank 5
        w(0, 0),       // queen, file 2 from the edge, rank 6
        w(0, 0),       // queen, file 2 from the edge, rank 7
        w(0, 0),       // queen, file 2 from the edge, rank 8
        w(1, 0),       // queen, file 3 from the edge, rank 1
        w(0, 0),       // queen, file 3 from the edge, rank 2
        w(0, 0),       // queen, file 3 from the edge, rank 3
        w(-1, 0),      // queen, file 3 from the edge, rank 4
        w(0, 0),       // queen, file 3 from the edge, rank 5
        w(0, 0),       // queen, file 3 from the edge, rank 6
        w(0, 0),       // queen, file 3 from the edge, rank 7
        w(0, 0),       // queen, file 3 from the edge, rank 8
        w(1, 0),       // queen, file 4 from the edge, rank 1
        w(-1, 0),      // queen, file 4 from the edge, rank 2
        w(1, 0),       // queen, file 4 from the edge, rank 3
        w(0, 0),       // queen, file 4 from the edge, rank 4
        w(-1, 0),      // queen, file 4 from the edge, rank 5
        w(0, 0),       // queen, file 4 from the edge, rank 6
        w(0, 0),       // queen, file 4 from the edge, rank 7
        w(0, 0),       // queen, file 4 from the edge, rank 8
        w(-1, -1),     // king, file 0 from the edge, rank 1
        w(1, 0),       // king, file 0 from the edge, rank 2
        w(0, 0),       // king, file 0 from the edge, rank 3
        w(0, 0),       // king, file 0 from the edge, rank 4
        w(0, 0),       // king, file 0 from the edge, rank 5
        w(0, 0),       // king, file 0 from the edge, rank 6
        w(0, 0),       // king, file 0 from the edge, rank 7
        w(0, 0),       // king, file 0 from the edge, rank 8
        w(1, 0),       // king, file 1 from the edge, rank 1
        w(0, 0),       // king, file 1 from the edge, rank 2
        w(0, 0),       // king, file 1 from the edge, rank 3
        w(0, 0),       // king, file 1 from the edge, rank 4
        w(0, 0),       // king, file 1 from the edge, rank 5
        w(0, 0),       // king, file 1 from the edge, rank 6
        w(0, 0),       // king, file 1 from the edge, rank 7
        w(0, 0),       // king, file 1 from the edge, rank 8
        w(0, 1),       // king, file 2 from the edge, rank 1
        w(-1, -1),     // king, file 2 from the edge, rank 2
        w(0, 0),       // king, file 2 from the edge, rank 3
        w(0, 0),       // king, file 2 from the edge, rank 4
        w(0, 0),       // king, file 2 from the edge, rank 5
        w(0, 0),       // king, file 2 from the edge, rank 6
        w(0, 0),       // king, file 2 from the edge, rank 7
        w(0, 0),       // king, file 2 from the edge, rank 8
        w(0, -1),      // king, file 3 from the edge, rank 1
        w(0, 1),       // king, file 3 from the edge, rank 2
        w(0, 0),       // king, file 3 from the edge, rank 3
        w(0, 0),       // king, file 3 from the edge, rank 4
        w(0, 0),       // king, file 3 from the edge, rank 5
        w(0, 0),       // king, file 3 from the edge, rank 6
        w(0, 0),       // king, file 3 from the edge, rank 7
        w(0, 0),       // king, file 3 from the edge, rank 8
        w(0, 1),       // king, file 4 from the edge, rank 1
        w(0, 0),       // king, file 4 from the edge, rank 2
        w(0, 0),       // king, file 4 from the edge, rank 3
        w(0, 0),       // king, file 4 from the edge, rank 4
        w(0, 0),       // king, file 4 from the edge, rank 5
        w(0, 0),       // king, file 4 from the edge, rank 6
        w(0, 0),       // king, file 4 from the edge, rank 7
        w(0, 0),       // king, file 4 from the edge, rank 8
        w(-2, 0),      // archbishop, file 0 from the edge, rank 1
        w(0, 0),       // archbishop, file 0 from the edge, rank 2
        w(-1, 0),      // archbishop, file 0 from the edge, rank 3
        w(1, 0),       // archbishop, file 0 from the edge, rank 4
        w(1, 0),       // archbishop, file 0 from the edge, rank 5
        w(1, 0),       // archbishop, file 0 from the edge, rank 6
        w(0, 0),       // archbishop, file 0 from the edge, rank 7
        w(0, 0),       // archbishop, file 0 from the edge, rank 8
        w(-1, 0),      // archbishop, file 1 from the edge, rank 1
        w(0, 0),       // archbishop, file 1 from the edge, rank 2
        w(1, 0),       // archbishop, file 1 from the edge, rank 3
        w(1, 0),       // archbishop, file 1 from the edge, rank 4
        w(-1, 0),      // archbishop, file 1 from the edge, rank 5
        w(0, 0),       // archbishop, file 1 from the edge, rank 6
        w(0, 0),       // archbishop, file 1 from the edge, rank 7
        w(0, 0),       // archbishop, file 1 from the edge, rank 8
        w(0, 0),       // archbishop, file 2 from the edge, rank 1
        w(-1, 0),      // archbishop, file 2 from the edge, rank 2
        w(3, 0),       // archbishop, file 2 from the edge, rank 3
        w(0, 0),       // archbishop, file 2 from the edge, rank 4
        w(-1, 0),      // archbishop, file 2 from the edge, rank 5
        w(0, 0),       // archbishop, file 2 from the edge, rank 6
        w(0, 0),       // archbishop, file 2 from the edge, rank 7
        w(0, 0),       // archbishop, file 2 from the edge, rank 8
        w(2, 0),       // archbishop, file 3 from the edge, rank 1
        w(0, 0),       // archbishop, file 3 from the edge, rank 2
        w(-1, 0),      // archbishop, file 3 from the edge, rank 3
        w(-1, 0),      // archbishop, file 3 from the edge, rank 4
        w(0, 0),       // archbishop, file 3 from the edge, rank 5
        w(0, 0),       // archbishop, file 3 from the edge, rank 6
        w(0, 0),       // archbishop, file 3 from the edge, rank 7
        w(0, 0),       // archbishop, file 3 from the edge, rank 8
        w(1, 0),       // archbishop, file 4 from the edge, rank 1
        w(1, 0),       // archbishop, file 4 from the edge, rank 2
        w(-1, 0),      // archbishop, file 4 from the edge, rank 3
        w(0, 0),       // archbishop, file 4 from the edge, rank 4
        w(0, 0),       // archbishop, file 4 from the edge, rank 5
        w(0, 0),       // archbishop, file 4 from the edge, rank 6
        w(0, 0),       // archbishop, file 4 from the edge, rank 7
        w(0, 0),       // archbishop, file 4 from the edge, rank 8
        w(-4, 0),      // chancellor, file 0 from the edge, rank 1
        w(-1, 0),      // chancellor, file 0 from the edge, rank 2
        w(3, 0),       // chancellor, file 0 from the edge, rank 3
        w(1, 0),       // chancellor, file 0 from the edge, rank 4
        w(0, 0),       // chancellor, file 0 from the edge, rank 5
        w(0, 0),       // chancellor, file 0 from the edge, rank 6
        w(1, 0),       // chancellor, file 0 from the edge, rank 7
        w(0, 0),       // chancellor, file 0 from the edge, rank 8
        w(-1, 0),      // chancellor, file 1 from the edge, rank 1
        w(-1, 0),      // chancellor, file 1 from the edge, rank 2
        w(3, 0),       // chancellor, file 1 from the edge, rank 3
        w(0, 0),       // chancellor, file 1 from the edge, rank 4
        w(0, 0),       // chancellor, file 1 from the edge, rank 5
        w(0, 0),       // chancellor, file 1 from the edge, rank 6
        w(-1, 0),      // chancellor, file 1 from the edge, rank 7
        w(0, 0),       // chancellor, file 1 from the edge, rank 8
        w(0, 0),       // chancellor, file 2 from the edge, rank 1
        w(0, 0),       // chancellor, file 2 from the edge, rank 2
        w(-1, 0),      // chancellor, file 2 from the edge, rank 3
        w(0, 0),       // chancellor, file 2 from the edge, rank 4
        w(1, 0),       // chancellor, file 2 from the edge, rank 5
        w(0, 0),       // chancellor, file 2 from the edge, rank 6
        w(0, 0),       // chancellor, file 2 from the edge, rank 7
        w(0, 0),       // chancellor, file 2 from the edge, rank 8
        w(3, 0),       // chancellor, file 3 from the edge, rank 1
        w(2, 0),       // chancellor, file 3 from the edge, rank 2
        w(-3, 0),      // chancellor, file 3 from the edge, rank 3
        w(-1, 0),      // chancellor, file 3 from the edge, rank 4
        w(0, 0),       // chancellor, file 3 from the edge, rank 5
        w(0, 0),       // chancellor, file 3 from the edge, rank 6
        w(0, 0),       // chancellor, file 3 from the edge, rank 7
        w(0, 0),       // chancellor, file 3 from the edge, rank 8
        w(2, 0),       // chancellor, file 4 from the edge, rank 1
        w(0, 0),       // chancellor, file 4 from the edge, rank 2
        w(-2, 0),      // chancellor, file 4 from the edge, rank 3
        w(0, 0),       // chancellor, file 4 from the edge, rank 4
        w(-1, 0),      // chancellor, file 4 from the edge, rank 5
        w(0, 0),       // chancellor, file 4 from the edge, rank 6
        w(0, 0),       // chancellor, file 4 from the edge, rank 7
        w(0, 0),       // chancellor, file 4 from the edge, rank 8
        w(0, 0),       // general, file 0 from the edge, rank 1
        w(0, 0),       // general, file 0 from the edge, rank 2
        w(0, 0),       // general, file 0 from the edge, rank 3
        w(0, 0),       // general, file 0 from the edge, rank 4
        w(0, 0),       // general, file 0 from the edge, rank 5
        w(0, 0),       // general, file 0 from the edge, rank 6
        w(0, 0),       // general, file 0 from the edge, rank 7
        w(0, 0),       // general, file 0 from the edge, rank 8
        w(0, 0),       // general, file 1 from the edge, rank 1
        w(0, 0),       // general, file 1 from the edge, rank 2
        w(0, 0),       // general, file 1 from the edge, rank 3
        w(0, 0),       // general, file 1 from the edge, rank 4
        w(0, 0),       // general, file 1 from the edge, rank 5
        w(0, 0),       // general, file 1 from the edge, rank 6
        w(0, 0),       // general, file 1 from the edge, rank 7
        w(0, 0),       // general, file 1 from the edge, rank 8
        w(0, 0),       // general, file 2 from the edge, rank 1
        w(0, 0),       // general, file 2 from the edge, rank 2
        w(0, 0),       // general, file 2 from the edge, rank 3
        w(0, 0),       // general, file 2 from the edge, rank 4
        w(0, 0),       // general, file 2 from the edge, rank 5
        w(0, 0),       // general, file 2 from the edge, rank 6
        w(0, 0),       // general, file 2 from the edge, rank 7
        w(0, 0),       // general, file 2 from the edge, rank 8
        w(0, 0),       // general, file 3 from the edge, rank 1
        w(0, 0),       // general, file 3 from the edge, rank 2
        w(0, 0),       // general, file 3 from the edge, rank 3
        w(0, 0),       // general, file 3 from the edge, rank 4
        w(0, 0),       // general, file 3 from the edge, rank 5
        w(0, 0),       // general, file 3 from the edge, rank 6
        w(0, 0),       // general, file 3 from the edge, rank 7
        w(0, 0),       // general, file 3 from the edge, rank 8
        w(0, 0),       // general, file 4 from the edge, rank 1
        w(0, 0),       // general, file 4 from the edge, rank 2
        w(0, 0),       // general, file 4 from the edge, rank 3
        w(0, 0),       // general, file 4 from the edge, rank 4
        w(0, 0),       // general, file 4 from the edge, rank 5
        w(0, 0),       // general, file 4 from the edge, rank 6
        w(0, 0),       // general, file 4 from the edge, rank 7
        w(0, 0),       // general, file 4 from the edge, rank 8
        w(0, 0),       // consul, file 0 from the edge, rank 1
        w(0, 0),       // consul, file 0 from the edge, rank 2
        w(0, 0),       // consul, file 0 from the edge, rank 3
        w(0, 0),       // consul, file 0 from the edge, rank 4
        w(0, 0),       // consul, file 0 from the edge, rank 5
        w(0, 0),       // consul, file 0 from the edge, rank 6
        w(0, 0),       // consul, file 0 from the edge, rank 7
        w(0, 0),       // consul, file 0 from the edge, rank 8
        w(0, 0),       // consul, file 1 from the edge, rank 1
        w(0, 0),       // consul, file 1 from the edge, rank 2
        w(0, 0),       // consul, file 1 from the edge, rank 3
        w(0, 0),       // consul, file 1 from the edge, rank 4
        w(0, 0),       // consul, file 1 from the edge, rank 5
        w(0, 0),       // consul, file 1 from the edge, rank 6
        w(0, 0),       // consul, file 1 from the edge, rank 7
        w(0, 0),       // consul, file 1 from the edge, rank 8
        w(0, 0),       // consul, file 2 from the edge, rank 1
        w(0, 0),       // consul, file 2 from the edge, rank 2
        w(0, 0),       // consul, file 2 from the edge, rank 3
        w(0, 0),       // consul, file 2 from the edge, rank 4
        w(0, 0),       // consul, file 2 from the edge, rank 5
        w(0, 0),       // consul, file 2 from the edge, rank 6
        w(0, 0),       // consul, file 2 from the edge, rank 7
        w(0, 0),       // consul, file 2 from the edge, rank 8
        w(0, 0),       // consul, file 3 from the edge, rank 1
        w(0, 0),       // consul, file 3 from the edge, rank 2
        w(0, 0),       // consul, file 3 from the edge, rank 3
        w(0, 0),       // consul, file 3 from the edge, rank 4
        w(0, 0),       // consul, file 3 from the edge, rank 5
        w(0, 0),       // consul, file 3 from the edge, rank 6
        w(0, 0),       // consul, file 3 from the edge, rank 7
        w(0, 0),       // consul, file 3 from the edge, rank 8
        w(0, 0),       // consul, file 4 from the edge, rank 1
        w(0, 0),       // consul, file 4 from the edge, rank 2
        w(0, 0),       // consul, file 4 from the edge, rank 3
        w(0, 0),       // consul, file 4 from the edge, rank 4
        w(0, 0),       // consul, file 4 from the edge, rank 5
        w(0, 0),       // consul, file 4 from the edge, rank 6
        w(0, 0),       // consul, file 4 from the edge, rank 7
        w(0, 0),       // consul, file 4 from the edge, rank 8
        w(0, 0),       // danger: attacker, pawn
        w(124, 67),    // danger: attacker, knight
        w(78, -11),    // danger: attacker, bishop
        w(71, 13),     // danger: attacker, rook
        w(39, 36),     // danger: attacker, queen
        w(0, 0),       // danger: attacker, king
        w(42, 60),     // danger: attacker, archbishop
        w(51, 38),     // danger: attacker, chancellor
        w(40, 20),     // danger: attacker, general
        w(40, 20),     // danger: attacker, consul
        w(18, -21),    // danger: zone attack
        w(84, 26),     // danger: weak zone square
        w(0, 0),       // danger: safe check, pawn
        w(81, 45),     // danger: safe check, knight
        w(66, 36),     // danger: safe check, bishop
        w(71, 51),     // danger: safe check, rook
        w(101, 16),    // danger: safe check, queen
        w(0, 0),       // danger: safe check, king
        w(92, 42),     // danger: safe check, archbishop
        w(106, 44),    // danger: safe check, chancellor
        w(60, 30),     // danger: safe check, general
        w(60, 30),     // danger: safe check, consul
        w(76, -104),   // danger: file without the king's pawns
        w(-17, 32),    // danger: shield pawn
        w(30, 43),     // danger: flank attack
        w(-21, -2),    // danger: flank defense
        w(24, 41),     // danger: unsafe check
        w(8, -10),     // danger: bias
    ],
];
