//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:
//! Texel tuning on game results. Regenerate rather than edit; the
//! README's "Tuning the evaluation" says how and on which games.
//! The start of the fits on Fairy-Stockfish's games (`shuffle tune --from`): the
//! weights fitted on Shuffle's own games (commit 6484552), with the king-safety
//! terms added since at their starting values (safe checks 25 and 5, the other
//! linear terms 0, the king-danger counts hand-set as the README says), and the
//! pawn-structure and piece-placement terms added later (phalanx, supported and
//! backward pawns, outposts, pieces behind pawns, distance from the own king,
//! pawns on the bishop's colour) at 0.
//! Split into one table for each board width when each width got its own
//! weights: each table holds that width's piece-square and danger weights
//! and the shared terms' starting values.

use crate::evaluate::terms::{COUNT, WIDTHS};
use crate::evaluate::{w, Weight};

/// One table for each board width (`terms::WIDTHS`), one weight per
/// term of `evaluate::terms`.
#[rustfmt::skip]
pub const WEIGHTS: [[Weight; COUNT]; WIDTHS] = [
    // 8 files: chess, chess960, chess13440
    [
        w(72, 98),     // material pawn
        w(293, 299),   // material knight
        w(323, 316),   // material bishop
        w(494, 500),   // material rook
        w(950, 954),   // material queen
        w(0, 0),       // material king
        w(845, 849),   // material archbishop
        w(907, 905),   // material chancellor
        w(1254, 1252), // material general
        w(756, 752),   // material consul
        w(-9, 15),     // pawn, file 0 from the edge
        w(10, 4),      // pawn, file 1 from the edge
        w(-2, 6),      // pawn, file 2 from the edge
        w(21, -1),     // pawn, file 3 from the edge
        w(16, 0),      // pawn, file 4 from the edge
        w(-6, 3),      // knight, file 0 from the edge
        w(8, 2),       // knight, file 1 from the edge
        w(17, 16),     // knight, file 2 from the edge
        w(1, 13),      // knight, file 3 from the edge
        w(16, 16),     // knight, file 4 from the edge
        w(-9, -2),     // bishop, file 0 from the edge
        w(2, -5),      // bishop, file 1 from the edge
        w(9, 5),       // bishop, file 2 from the edge
        w(16, 7),      // bishop, file 3 from the edge
        w(8, 8),       // bishop, file 4 from the edge
        w(4, -1),      // rook, file 0 from the edge
        w(-1, 6),      // rook, file 1 from the edge
        w(2, 5),       // rook, file 2 from the edge
        w(0, -4),      // rook, file 3 from the edge
        w(4, 4),       // rook, file 4 from the edge
        w(1, 3),       // queen, file 0 from the edge
        w(0, 2),       // queen, file 1 from the edge
        w(1, -1),      // queen, file 2 from the edge
        w(1, 2),       // queen, file 3 from the edge
        w(4, 4),       // queen, file 4 from the edge
        w(13, -8),     // king, file 0 from the edge
        w(25, 19),     // king, file 1 from the edge
        w(3, 13),      // king, file 2 from the edge
        w(7, 11),      // king, file 3 from the edge
        w(-3, 24),     // king, file 4 from the edge
        w(-2, -1),     // archbishop, file 0 from the edge
        w(3, 4),       // archbishop, file 1 from the edge
        w(7, 9),       // archbishop, file 2 from the edge
        w(13, 11),     // archbishop, file 3 from the edge
        w(16, 16),     // archbishop, file 4 from the edge
        w(5, 1),       // chancellor, file 0 from the edge
        w(6, 5),       // chancellor, file 1 from the edge
        w(8, 8),       // chancellor, file 2 from the edge
        w(7, 11),      // chancellor, file 3 from the edge
        w(16, 16),     // chancellor, file 4 from the edge
        w(5, 1),       // general, file 0 from the edge
        w(1, 4),       // general, file 1 from the edge
        w(16, 9),      // general, file 2 from the edge
        w(6, 12),      // general, file 3 from the edge
        w(16, 16),     // general, file 4 from the edge
        w(0, 0),       // consul, file 0 from the edge
        w(1, 1),       // consul, file 1 from the edge
        w(2, 2),       // consul, file 2 from the edge
        w(3, 3),       // consul, file 3 from the edge
        w(4, 4),       // consul, file 4 from the edge
        w(0, 0),       // pawn, rank 1
        w(9, 14),      // pawn, rank 2
        w(6, 12),      // pawn, rank 3
        w(12, 20),     // pawn, rank 4
        w(9, 36),      // pawn, rank 5
        w(21, 51),     // pawn, rank 6
        w(24, 73),     // pawn, rank 7
        w(28, 98),     // pawn, rank 8
        w(3, -4),      // knight, rank 1
        w(6, 1),       // knight, rank 2
        w(13, 10),     // knight, rank 3
        w(1, 19),      // knight, rank 4
        w(12, 19),     // knight, rank 5
        w(8, 11),      // knight, rank 6
        w(1, 4),       // knight, rank 7
        w(0, -2),      // knight, rank 8
        w(15, 2),      // bishop, rank 1
        w(8, -6),      // bishop, rank 2
        w(-7, 4),      // bishop, rank 3
        w(7, -1),      // bishop, rank 4
        w(6, 10),      // bishop, rank 5
        w(1, 3),       // bishop, rank 6
        w(1, 5),       // bishop, rank 7
        w(0, -1),      // bishop, rank 8
        w(-7, 0),      // rook, rank 1
        w(14, 0),      // rook, rank 2
        w(-2, -1),     // rook, rank 3
        w(0, 1),       // rook, rank 4
        w(0, 3),       // rook, rank 5
        w(4, 7),       // rook, rank 6
        w(1, 3),       // rook, rank 7
        w(0, -1),      // rook, rank 8
        w(1, -2),      // queen, rank 1
        w(-2, 0),      // queen, rank 2
        w(-5, 2),      // queen, rank 3
        w(6, 3),       // queen, rank 4
        w(5, 6),       // queen, rank 5
        w(1, 3),       // queen, rank 6
        w(3, 2),       // queen, rank 7
        w(0, 0),       // queen, rank 8
        w(7, -4),      // king, rank 1
        w(-20, -5),    // king, rank 2
        w(-31, 17),    // king, rank 3
        w(-45, 16),    // king, rank 4
        w(-60, 21),    // king, rank 5
        w(-75, 17),    // king, rank 6
        w(-90, 10),    // king, rank 7
        w(-105, 0),    // king, rank 8
        w(2, 0),       // archbishop, rank 1
        w(4, 3),       // archbishop, rank 2
        w(0, 8),       // archbishop, rank 3
        w(11, 13),     // archbishop, rank 4
        w(15, 11),     // archbishop, rank 5
        w(8, 8),       // archbishop, rank 6
        w(5, 4),       // archbishop, rank 7
        w(0, 1),       // archbishop, rank 8
        w(9, 1),       // chancellor, rank 1
        w(0, 3),       // chancellor, rank 2
        w(10, 9),      // chancellor, rank 3
        w(9, 12),      // chancellor, rank 4
        w(9, 12),      // chancellor, rank 5
        w(7, 8),       // chancellor, rank 6
        w(5, 5),       // chancellor, rank 7
        w(0, 0),       // chancellor, rank 8
        w(5, 0),       // general, rank 1
        w(11, 4),      // general, rank 2
        w(3, 8),       // general, rank 3
        w(9, 12),      // general, rank 4
        w(11, 12),     // general, rank 5
        w(9, 8),       // general, rank 6
        w(4, 4),       // general, rank 7
        w(0, 0),       // general, rank 8
        w(0, 0),       // consul, rank 1
        w(1, 1),       // consul, rank 2
        w(2, 2),       // consul, rank 3
        w(3, 3),       // consul, rank 4
        w(3, 3),       // consul, rank 5
        w(2, 2),       // consul, rank 6
        w(1, 1),       // consul, rank 7
        w(0, 0),       // consul, rank 8
        w(0, 0),       // mobility pawn
        w(5, -2),      // mobility knight
        w(4, 0),       // mobility bishop
        w(4, 7),       // mobility rook
        w(4, 10),      // mobility queen
        w(0, 0),       // mobility king
        w(2, 6),       // mobility archbishop
        w(0, 12),      // mobility chancellor
        w(-1, 27),     // mobility general
        w(1, 22),      // mobility consul
        w(6, 5),       // king attack
        w(17, -15),    // king shield
        w(34, 35),     // bishop pair
        w(-14, -23),   // doubled pawn
        w(3, -2),      // isolated pawn
        w(0, 0),       // passed pawn, rank 1
        w(5, 13),      // passed pawn, rank 2
        w(-1, 9),      // passed pawn, rank 3
        w(6, 29),      // passed pawn, rank 4
        w(19, 55),     // passed pawn, rank 5
        w(30, 70),     // passed pawn, rank 6
        w(50, 99),     // passed pawn, rank 7
        w(0, 0),       // passed pawn, rank 8
        w(24, 3),      // rook on open file
        w(21, 17),     // rook on half-open file
        w(33, 20),     // pawn threat
        w(30, 20),     // threat by a lesser piece
        w(25, 15),     // hanging piece
        w(0, 0),       // safe check, pawn
        w(25, 5),      // safe check, knight
        w(25, 5),      // safe check, bishop
        w(25, 5),      // safe check, rook
        w(25, 5),      // safe check, queen
        w(0, 0),       // safe check, king
        w(25, 5),      // safe check, archbishop
        w(25, 5),      // safe check, chancellor
        w(25, 5),      // safe check, general
        w(25, 5),      // safe check, consul
        w(0, 0),       // king zone attack, 1 attacker
        w(0, 0),       // king zone attack, 2 attackers
        w(0, 0),       // king zone attack, 3 attackers
        w(0, 0),       // king zone attack, 4 or more attackers
        w(0, 0),       // weak king zone square
        w(0, 0),       // open file at the enemy king
        w(0, 0),       // half-open file at the enemy king
        w(7, -3),      // tempo
        w(0, 0),       // passed pawn, enemy king's distance
        w(0, 0),       // passed pawn, own king's distance
        w(0, 0),       // passed pawn, blocked
        w(2, 0),       // space
        w(20, 20),     // threat by a pawn push
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
        w(0, 0),       // phalanx pawn, rank 1
        w(0, 0),       // phalanx pawn, rank 2
        w(0, 0),       // phalanx pawn, rank 3
        w(0, 0),       // phalanx pawn, rank 4
        w(0, 0),       // phalanx pawn, rank 5
        w(0, 0),       // phalanx pawn, rank 6
        w(0, 0),       // phalanx pawn, rank 7
        w(0, 0),       // phalanx pawn, rank 8
        w(0, 0),       // supported pawn, rank 1
        w(0, 0),       // supported pawn, rank 2
        w(0, 0),       // supported pawn, rank 3
        w(0, 0),       // supported pawn, rank 4
        w(0, 0),       // supported pawn, rank 5
        w(0, 0),       // supported pawn, rank 6
        w(0, 0),       // supported pawn, rank 7
        w(0, 0),       // supported pawn, rank 8
        w(0, 0),       // backward pawn
        w(0, 0),       // outpost, pawn
        w(0, 0),       // outpost, knight
        w(0, 0),       // outpost, bishop
        w(0, 0),       // outpost, rook
        w(0, 0),       // outpost, queen
        w(0, 0),       // outpost, king
        w(0, 0),       // outpost, archbishop
        w(0, 0),       // outpost, chancellor
        w(0, 0),       // outpost, general
        w(0, 0),       // outpost, consul
        w(0, 0),       // behind a pawn, pawn
        w(0, 0),       // behind a pawn, knight
        w(0, 0),       // behind a pawn, bishop
        w(0, 0),       // behind a pawn, rook
        w(0, 0),       // behind a pawn, queen
        w(0, 0),       // behind a pawn, king
        w(0, 0),       // behind a pawn, archbishop
        w(0, 0),       // behind a pawn, chancellor
        w(0, 0),       // behind a pawn, general
        w(0, 0),       // behind a pawn, consul
        w(0, 0),       // distance from the own king, pawn
        w(0, 0),       // distance from the own king, knight
        w(0, 0),       // distance from the own king, bishop
        w(0, 0),       // distance from the own king, rook
        w(0, 0),       // distance from the own king, queen
        w(0, 0),       // distance from the own king, king
        w(0, 0),       // distance from the own king, archbishop
        w(0, 0),       // distance from the own king, chancellor
        w(0, 0),       // distance from the own king, general
        w(0, 0),       // distance from the own king, consul
        w(0, 0),       // own pawns on the bishop's colour
        w(0, 0),       // threat by a minor piece, pawn
        w(0, 0),       // threat by a minor piece, knight
        w(0, 0),       // threat by a minor piece, bishop
        w(0, 0),       // threat by a minor piece, rook
        w(0, 0),       // threat by a minor piece, queen
        w(0, 0),       // threat by a minor piece, king
        w(0, 0),       // threat by a minor piece, archbishop
        w(0, 0),       // threat by a minor piece, chancellor
        w(0, 0),       // threat by a minor piece, general
        w(0, 0),       // threat by a minor piece, consul
        w(0, 0),       // threat by a rook, pawn
        w(0, 0),       // threat by a rook, knight
        w(0, 0),       // threat by a rook, bishop
        w(0, 0),       // threat by a rook, rook
        w(0, 0),       // threat by a rook, queen
        w(0, 0),       // threat by a rook, king
        w(0, 0),       // threat by a rook, archbishop
        w(0, 0),       // threat by a rook, chancellor
        w(0, 0),       // threat by a rook, general
        w(0, 0),       // threat by a rook, consul
        w(0, 0),       // restricted square
        w(0, 0),       // passed pawn, free way
        w(0, 0),       // passed pawn, way covered by own pawns
        w(0, 0),       // passed pawn, own file safe
        w(0, 0),       // passed pawn, stop square safe
        w(0, 0),       // passed pawn, stop square defended
        w(0, 0),       // threat by the king
        w(0, 0),       // weak piece defended by a queen
        w(0, 0),       // rook trapped by its king
        w(0, 0),       // knight on queen
        w(0, 0),       // slider on queen
        w(0, 0),       // rook on queen file
        w(0, 0),       // pawn, file 0 from the edge, rank 1
        w(0, 0),       // pawn, file 0 from the edge, rank 2
        w(0, 0),       // pawn, file 0 from the edge, rank 3
        w(0, 0),       // pawn, file 0 from the edge, rank 4
        w(0, 0),       // pawn, file 0 from the edge, rank 5
        w(0, 0),       // pawn, file 0 from the edge, rank 6
        w(0, 0),       // pawn, file 0 from the edge, rank 7
        w(0, 0),       // pawn, file 0 from the edge, rank 8
        w(0, 0),       // pawn, file 1 from the edge, rank 1
        w(0, 0),       // pawn, file 1 from the edge, rank 2
        w(0, 0),       // pawn, file 1 from the edge, rank 3
        w(0, 0),       // pawn, file 1 from the edge, rank 4
        w(0, 0),       // pawn, file 1 from the edge, rank 5
        w(0, 0),       // pawn, file 1 from the edge, rank 6
        w(0, 0),       // pawn, file 1 from the edge, rank 7
        w(0, 0),       // pawn, file 1 from the edge, rank 8
        w(0, 0),       // pawn, file 2 from the edge, rank 1
        w(0, 0),       // pawn, file 2 from the edge, rank 2
        w(0, 0),       // pawn, file 2 from the edge, rank 3
        w(0, 0),       // pawn, file 2 from the edge, rank 4
        w(0, 0),       // pawn, file 2 from the edge, rank 5
        w(0, 0),       // pawn, file 2 from the edge, rank 6
        w(0, 0),       // pawn, file 2 from the edge, rank 7
        w(0, 0),       // pawn, file 2 from the edge, rank 8
        w(0, 0),       // pawn, file 3 from the edge, rank 1
        w(0, 0),       // pawn, file 3 from the edge, rank 2
        w(0, 0),       // pawn, file 3 from the edge, rank 3
        w(0, 0),       // pawn, file 3 from the edge, rank 4
        w(0, 0),       // pawn, file 3 from the edge, rank 5
        w(0, 0),       // pawn, file 3 from the edge, rank 6
        w(0, 0),       // pawn, file 3 from the edge, rank 7
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
        w(0, 0),       // knight, file 0 from the edge, rank 2
        w(0, 0),       // knight, file 0 from the edge, rank 3
        w(0, 0),       // knight, file 0 from the edge, rank 4
        w(0, 0),       // knight, file 0 from the edge, rank 5
        w(0, 0),       // knight, file 0 from the edge, rank 6
        w(0, 0),       // knight, file 0 from the edge, rank 7
        w(0, 0),       // knight, file 0 from the edge, rank 8
        w(0, 0),       // knight, file 1 from the edge, rank 1
        w(0, 0),       // knight, file 1 from the edge, rank 2
        w(0, 0),       // knight, file 1 from the edge, rank 3
        w(0, 0),       // knight, file 1 from the edge, rank 4
        w(0, 0),       // knight, file 1 from the edge, rank 5
        w(0, 0),       // knight, file 1 from the edge, rank 6
        w(0, 0),       // knight, file 1 from the edge, rank 7
        w(0, 0),       // knight, file 1 from the edge, rank 8
        w(0, 0),       // knight, file 2 from the edge, rank 1
        w(0, 0),       // knight, file 2 from the edge, rank 2
        w(0, 0),       // knight, file 2 from the edge, rank 3
        w(0, 0),       // knight, file 2 from the edge, rank 4
        w(0, 0),       // knight, file 2 from the edge, rank 5
        w(0, 0),       // knight, file 2 from the edge, rank 6
        w(0, 0),       // knight, file 2 from the edge, rank 7
        w(0, 0),       // knight, file 2 from the edge, rank 8
        w(0, 0),       // knight, file 3 from the edge, rank 1
        w(0, 0),       // knight, file 3 from the edge, rank 2
        w(0, 0),       // knight, file 3 from the edge, rank 3
        w(0, 0),       // knight, file 3 from the edge, rank 4
        w(0, 0),       // knight, file 3 from the edge, rank 5
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
        w(0, 0),       // bishop, file 0 from the edge, rank 1
        w(0, 0),       // bishop, file 0 from the edge, rank 2
        w(0, 0),       // bishop, file 0 from the edge, rank 3
        w(0, 0),       // bishop, file 0 from the edge, rank 4
        w(0, 0),       // bishop, file 0 from the edge, rank 5
        w(0, 0),       // bishop, file 0 from the edge, rank 6
        w(0, 0),       // bishop, file 0 from the edge, rank 7
        w(0, 0),       // bishop, file 0 from the edge, rank 8
        w(0, 0),       // bishop, file 1 from the edge, rank 1
        w(0, 0),       // bishop, file 1 from the edge, rank 2
        w(0, 0),       // bishop, file 1 from the edge, rank 3
        w(0, 0),       // bishop, file 1 from the edge, rank 4
        w(0, 0),       // bishop, file 1 from the edge, rank 5
        w(0, 0),       // bishop, file 1 from the edge, rank 6
        w(0, 0),       // bishop, file 1 from the edge, rank 7
        w(0, 0),       // bishop, file 1 from the edge, rank 8
        w(0, 0),       // bishop, file 2 from the edge, rank 1
        w(0, 0),       // bishop, file 2 from the edge, rank 2
        w(0, 0),       // bishop, file 2 from the edge, rank 3
        w(0, 0),       // bishop, file 2 from the edge, rank 4
        w(0, 0),       // bishop, file 2 from the edge, rank 5
        w(0, 0),       // bishop, file 2 from the edge, rank 6
        w(0, 0),       // bishop, file 2 from the edge, rank 7
        w(0, 0),       // bishop, file 2 from the edge, rank 8
        w(0, 0),       // bishop, file 3 from the edge, rank 1
        w(0, 0),       // bishop, file 3 from the edge, rank 2
        w(0, 0),       // bishop, file 3 from the edge, rank 3
        w(0, 0),       // bishop, file 3 from the edge, rank 4
        w(0, 0),       // bishop, file 3 from the edge, rank 5
        w(0, 0),       // bishop, file 3 from the edge, rank 6
        w(0, 0),       // bishop, file 3 from the edge, rank 7
        w(0, 0),       // bishop, file 3 from the edge, rank 8
        w(0, 0),       // bishop, file 4 from the edge, rank 1
        w(0, 0),       // bishop, file 4 from the edge, rank 2
        w(0, 0),       // bishop, file 4 from the edge, rank 3
        w(0, 0),       // bishop, file 4 from the edge, rank 4
        w(0, 0),       // bishop, file 4 from the edge, rank 5
        w(0, 0),       // bishop, file 4 from the edge, rank 6
        w(0, 0),       // bishop, file 4 from the edge, rank 7
        w(0, 0),       // bishop, file 4 from the edge, rank 8
        w(0, 0),       // rook, file 0 from the edge, rank 1
        w(0, 0),       // rook, file 0 from the edge, rank 2
        w(0, 0),       // rook, file 0 from the edge, rank 3
        w(0, 0),       // rook, file 0 from the edge, rank 4
        w(0, 0),       // rook, file 0 from the edge, rank 5
        w(0, 0),       // rook, file 0 from the edge, rank 6
        w(0, 0),       // rook, file 0 from the edge, rank 7
        w(0, 0),       // rook, file 0 from the edge, rank 8
        w(0, 0),       // rook, file 1 from the edge, rank 1
        w(0, 0),       // rook, file 1 from the edge, rank 2
        w(0, 0),       // rook, file 1 from the edge, rank 3
        w(0, 0),       // rook, file 1 from the edge, rank 4
        w(0, 0),       // rook, file 1 from the edge, rank 5
        w(0, 0),       // rook, file 1 from the edge, rank 6
        w(0, 0),       // rook, file 1 from the edge, rank 7
        w(0, 0),       // rook, file 1 from the edge, rank 8
        w(0, 0),       // rook, file 2 from the edge, rank 1
        w(0, 0),       // rook, file 2 from the edge, rank 2
        w(0, 0),       // rook, file 2 from the edge, rank 3
        w(0, 0),       // rook, file 2 from the edge, rank 4
        w(0, 0),       // rook, file 2 from the edge, rank 5
        w(0, 0),       // rook, file 2 from the edge, rank 6
        w(0, 0),       // rook, file 2 from the edge, rank 7
        w(0, 0),       // rook, file 2 from the edge, rank 8
        w(0, 0),       // rook, file 3 from the edge, rank 1
        w(0, 0),       // rook, file 3 from the edge, rank 2
        w(0, 0),       // rook, file 3 from the edge, rank 3
        w(0, 0),       // rook, file 3 from the edge, rank 4
        w(0, 0),       // rook, file 3 from the edge, rank 5
        w(0, 0),       // rook, file 3 from the edge, rank 6
        w(0, 0),       // rook, file 3 from the edge, rank 7
        w(0, 0),       // rook, file 3 from the edge, rank 8
        w(0, 0),       // rook, file 4 from the edge, rank 1
        w(0, 0),       // rook, file 4 from the edge, rank 2
        w(0, 0),       // rook, file 4 from the edge, rank 3
        w(0, 0),       // rook, file 4 from the edge, rank 4
        w(0, 0),       // rook, file 4 from the edge, rank 5
        w(0, 0),       // rook, file 4 from the edge, rank 6
        w(0, 0),       // rook, file 4 from the edge, rank 7
        w(0, 0),       // rook, file 4 from the edge, rank 8
        w(0, 0),       // queen, file 0 from the edge, rank 1
        w(0, 0),       // queen, file 0 from the edge, rank 2
        w(0, 0),       // queen, file 0 from the edge, rank 3
        w(0, 0),       // queen, file 0 from the edge, rank 4
        w(0, 0),       // queen, file 0 from the edge, rank 5
        w(0, 0),       // queen, file 0 from the edge, rank 6
        w(0, 0),       // queen, file 0 from the edge, rank 7
        w(0, 0),       // queen, file 0 from the edge, rank 8
        w(0, 0),       // queen, file 1 from the edge, rank 1
        w(0, 0),       // queen, file 1 from the edge, rank 2
        w(0, 0),       // queen, file 1 from the edge, rank 3
        w(0, 0),       // queen, file 1 from the edge, rank 4
        w(0, 0),       // queen, file 1 from the edge, rank 5
        w(0, 0),       // queen, file 1 from the edge, rank 6
        w(0, 0),       // queen, file 1 from the edge, rank 7
        w(0, 0),       // queen, file 1 from the edge, rank 8
        w(0, 0),       // queen, file 2 from the edge, rank 1
        w(0, 0),       // queen, file 2 from the edge, rank 2
        w(0, 0),       // queen, file 2 from the edge, rank 3
        w(0, 0),       // queen, file 2 from the edge, rank 4
        w(0, 0),       // queen, file 2 from the edge, rank 5
        w(0, 0),       // queen, file 2 from the edge, rank 6
        w(0, 0),       // queen, file 2 from the edge, rank 7
        w(0, 0),       // queen, file 2 from the edge, rank 8
        w(0, 0),       // queen, file 3 from the edge, rank 1
        w(0, 0),       // queen, file 3 from the edge, rank 2
        w(0, 0),       // queen, file 3 from the edge, rank 3
        w(0, 0),       // queen, file 3 from the edge, rank 4
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
        w(0, 0),       // king, file 0 from the edge, rank 1
        w(0, 0),       // king, file 0 from the edge, rank 2
        w(0, 0),       // king, file 0 from the edge, rank 3
        w(0, 0),       // king, file 0 from the edge, rank 4
        w(0, 0),       // king, file 0 from the edge, rank 5
        w(0, 0),       // king, file 0 from the edge, rank 6
        w(0, 0),       // king, file 0 from the edge, rank 7
        w(0, 0),       // king, file 0 from the edge, rank 8
        w(0, 0),       // king, file 1 from the edge, rank 1
        w(0, 0),       // king, file 1 from the edge, rank 2
        w(0, 0),       // king, file 1 from the edge, rank 3
        w(0, 0),       // king, file 1 from the edge, rank 4
        w(0, 0),       // king, file 1 from the edge, rank 5
        w(0, 0),       // king, file 1 from the edge, rank 6
        w(0, 0),       // king, file 1 from the edge, rank 7
        w(0, 0),       // king, file 1 from the edge, rank 8
        w(0, 0),       // king, file 2 from the edge, rank 1
        w(0, 0),       // king, file 2 from the edge, rank 2
        w(0, 0),       // king, file 2 from the edge, rank 3
        w(0, 0),       // king, file 2 from the edge, rank 4
        w(0, 0),       // king, file 2 from the edge, rank 5
        w(0, 0),       // king, file 2 from the edge, rank 6
        w(0, 0),       // king, file 2 from the edge, rank 7
        w(0, 0),       // king, file 2 from the edge, rank 8
        w(0, 0),       // king, file 3 from the edge, rank 1
        w(0, 0),       // king, file 3 from the edge, rank 2
        w(0, 0),       // king, file 3 from the edge, rank 3
        w(0, 0),       // king, file 3 from the edge, rank 4
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
        w(0, 0),       // archbishop, file 0 from the edge, rank 1
        w(0, 0),       // archbishop, file 0 from the edge, rank 2
        w(0, 0),       // archbishop, file 0 from the edge, rank 3
        w(0, 0),       // archbishop, file 0 from the edge, rank 4
        w(0, 0),       // archbishop, file 0 from the edge, rank 5
        w(0, 0),       // archbishop, file 0 from the edge, rank 6
        w(0, 0),       // archbishop, file 0 from the edge, rank 7
        w(0, 0),       // archbishop, file 0 from the edge, rank 8
        w(0, 0),       // archbishop, file 1 from the edge, rank 1
        w(0, 0),       // archbishop, file 1 from the edge, rank 2
        w(0, 0),       // archbishop, file 1 from the edge, rank 3
        w(0, 0),       // archbishop, file 1 from the edge, rank 4
        w(0, 0),       // archbishop, file 1 from the edge, rank 5
        w(0, 0),       // archbishop, file 1 from the edge, rank 6
        w(0, 0),       // archbishop, file 1 from the edge, rank 7
        w(0, 0),       // archbishop, file 1 from the edge, rank 8
        w(0, 0),       // archbishop, file 2 from the edge, rank 1
        w(0, 0),       // archbishop, file 2 from the edge, rank 2
        w(0, 0),       // archbishop, file 2 from the edge, rank 3
        w(0, 0),       // archbishop, file 2 from the edge, rank 4
        w(0, 0),       // archbishop, file 2 from the edge, rank 5
        w(0, 0),       // archbishop, file 2 from the edge, rank 6
        w(0, 0),       // archbishop, file 2 from the edge, rank 7
        w(0, 0),       // archbishop, file 2 from the edge, rank 8
        w(0, 0),       // archbishop, file 3 from the edge, rank 1
        w(0, 0),       // archbishop, file 3 from the edge, rank 2
        w(0, 0),       // archbishop, file 3 from the edge, rank 3
        w(0, 0),       // archbishop, file 3 from the edge, rank 4
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
        w(0, 0),       // chancellor, file 0 from the edge, rank 1
        w(0, 0),       // chancellor, file 0 from the edge, rank 2
        w(0, 0),       // chancellor, file 0 from the edge, rank 3
        w(0, 0),       // chancellor, file 0 from the edge, rank 4
        w(0, 0),       // chancellor, file 0 from the edge, rank 5
        w(0, 0),       // chancellor, file 0 from the edge, rank 6
        w(0, 0),       // chancellor, file 0 from the edge, rank 7
        w(0, 0),       // chancellor, file 0 from the edge, rank 8
        w(0, 0),       // chancellor, file 1 from the edge, rank 1
        w(0, 0),       // chancellor, file 1 from the edge, rank 2
        w(0, 0),       // chancellor, file 1 from the edge, rank 3
        w(0, 0),       // chancellor, file 1 from the edge, rank 4
        w(0, 0),       // chancellor, file 1 from the edge, rank 5
        w(0, 0),       // chancellor, file 1 from the edge, rank 6
        w(0, 0),       // chancellor, file 1 from the edge, rank 7
        w(0, 0),       // chancellor, file 1 from the edge, rank 8
        w(0, 0),       // chancellor, file 2 from the edge, rank 1
        w(0, 0),       // chancellor, file 2 from the edge, rank 2
        w(0, 0),       // chancellor, file 2 from the edge, rank 3
        w(0, 0),       // chancellor, file 2 from the edge, rank 4
        w(0, 0),       // chancellor, file 2 from the edge, rank 5
        w(0, 0),       // chancellor, file 2 from the edge, rank 6
        w(0, 0),       // chancellor, file 2 from the edge, rank 7
        w(0, 0),       // chancellor, file 2 from the edge, rank 8
        w(0, 0),       // chancellor, file 3 from the edge, rank 1
        w(0, 0),       // chancellor, file 3 from the edge, rank 2
        w(0, 0),       // chancellor, file 3 from the edge, rank 3
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
        w(40, 20),     // danger: attacker, knight
        w(40, 20),     // danger: attacker, bishop
        w(40, 20),     // danger: attacker, rook
        w(40, 20),     // danger: attacker, queen
        w(0, 0),       // danger: attacker, king
        w(40, 20),     // danger: attacker, archbishop
        w(40, 20),     // danger: attacker, chancellor
        w(40, 20),     // danger: attacker, general
        w(40, 20),     // danger: attacker, consul
        w(20, 10),     // danger: zone attack
        w(40, 20),     // danger: weak zone square
        w(0, 0),       // danger: safe check, pawn
        w(60, 30),     // danger: safe check, knight
        w(60, 30),     // danger: safe check, bishop
        w(60, 30),     // danger: safe check, rook
        w(60, 30),     // danger: safe check, queen
        w(0, 0),       // danger: safe check, king
        w(60, 30),     // danger: safe check, archbishop
        w(60, 30),     // danger: safe check, chancellor
        w(60, 30),     // danger: safe check, general
        w(60, 30),     // danger: safe check, consul
        w(30, 15),     // danger: file without the king's pawns
        w(-30, -15),   // danger: shield pawn
        w(4, 4),       // danger: flank attack
        w(-4, -4),     // danger: flank defense
        w(40, 20),     // danger: unsafe check
        w(-100, -50),  // danger: bias
    ],
    // 10 files: capablanca, capablanca84000, consulchess, consulchess42k
    [
        w(72, 98),     // material pawn
        w(293, 299),   // material knight
        w(323, 316),   // material bishop
        w(494, 500),   // material rook
        w(950, 954),   // material queen
        w(0, 0),       // material king
        w(845, 849),   // material archbishop
        w(907, 905),   // material chancellor
        w(1254, 1252), // material general
        w(756, 752),   // material consul
        w(-4, 5),      // pawn, file 0 from the edge
        w(-5, 5),      // pawn, file 1 from the edge
        w(3, -26),     // pawn, file 2 from the edge
        w(-4, 7),      // pawn, file 3 from the edge
        w(26, -17),    // pawn, file 4 from the edge
        w(-7, -7),     // knight, file 0 from the edge
        w(-1, 2),      // knight, file 1 from the edge
        w(6, 4),       // knight, file 2 from the edge
        w(12, 6),      // knight, file 3 from the edge
        w(17, 13),     // knight, file 4 from the edge
        w(13, -4),     // bishop, file 0 from the edge
        w(2, 0),       // bishop, file 1 from the edge
        w(-5, 3),      // bishop, file 2 from the edge
        w(-12, 7),     // bishop, file 3 from the edge
        w(8, 6),       // bishop, file 4 from the edge
        w(-4, -3),     // rook, file 0 from the edge
        w(-13, 2),     // rook, file 1 from the edge
        w(-1, 3),      // rook, file 2 from the edge
        w(13, 2),      // rook, file 3 from the edge
        w(10, 7),      // rook, file 4 from the edge
        w(-3, 0),      // queen, file 0 from the edge
        w(-11, 3),     // queen, file 1 from the edge
        w(3, 2),       // queen, file 2 from the edge
        w(13, 2),      // queen, file 3 from the edge
        w(11, 7),      // queen, file 4 from the edge
        w(32, 9),      // king, file 0 from the edge
        w(20, 0),      // king, file 1 from the edge
        w(12, 22),     // king, file 2 from the edge
        w(7, 19),      // king, file 3 from the edge
        w(4, 10),      // king, file 4 from the edge
        w(-4, -1),     // archbishop, file 0 from the edge
        w(2, 4),       // archbishop, file 1 from the edge
        w(7, 8),       // archbishop, file 2 from the edge
        w(10, 12),     // archbishop, file 3 from the edge
        w(23, 16),     // archbishop, file 4 from the edge
        w(-5, 0),      // chancellor, file 0 from the edge
        w(5, 7),       // chancellor, file 1 from the edge
        w(10, 10),     // chancellor, file 2 from the edge
        w(13, 11),     // chancellor, file 3 from the edge
        w(21, 16),     // chancellor, file 4 from the edge
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
        w(-2, 8),      // pawn, rank 2
        w(3, 8),       // pawn, rank 3
        w(7, 0),       // pawn, rank 4
        w(9, 15),      // pawn, rank 5
        w(18, 55),     // pawn, rank 6
        w(24, 69),     // pawn, rank 7
        w(28, 98),     // pawn, rank 8
        w(-10, -8),    // knight, rank 1
        w(4, 1),       // knight, rank 2
        w(10, 4),      // knight, rank 3
        w(10, 7),      // knight, rank 4
        w(17, 11),     // knight, rank 5
        w(6, 9),       // knight, rank 6
        w(1, 4),       // knight, rank 7
        w(-2, -1),     // knight, rank 8
        w(-19, -9),    // bishop, rank 1
        w(-1, 4),      // bishop, rank 2
        w(7, 9),       // bishop, rank 3
        w(6, 4),       // bishop, rank 4
        w(7, 2),       // bishop, rank 5
        w(5, 4),       // bishop, rank 6
        w(4, 1),       // bishop, rank 7
        w(1, 3),       // bishop, rank 8
        w(-2, -1),     // rook, rank 1
        w(-2, -2),     // rook, rank 2
        w(-3, 1),      // rook, rank 3
        w(4, 4),       // rook, rank 4
        w(5, 7),       // rook, rank 5
        w(1, 4),       // rook, rank 6
        w(1, -2),      // rook, rank 7
        w(3, 2),       // rook, rank 8
        w(10, 0),      // queen, rank 1
        w(4, 3),       // queen, rank 2
        w(-4, 2),      // queen, rank 3
        w(0, 2),       // queen, rank 4
        w(4, 3),       // queen, rank 5
        w(2, 2),       // queen, rank 6
        w(-1, 4),      // queen, rank 7
        w(0, 0),       // queen, rank 8
        w(1, 2),       // king, rank 1
        w(-17, 5),     // king, rank 2
        w(-29, 11),    // king, rank 3
        w(-45, 12),    // king, rank 4
        w(-60, 17),    // king, rank 5
        w(-75, 16),    // king, rank 6
        w(-90, 8),     // king, rank 7
        w(-105, 1),    // king, rank 8
        w(6, 0),       // archbishop, rank 1
        w(9, 4),       // archbishop, rank 2
        w(2, 8),       // archbishop, rank 3
        w(12, 12),     // archbishop, rank 4
        w(8, 12),      // archbishop, rank 5
        w(6, 8),       // archbishop, rank 6
        w(2, 4),       // archbishop, rank 7
        w(0, 0),       // archbishop, rank 8
        w(1, 1),       // chancellor, rank 1
        w(15, 8),      // chancellor, rank 2
        w(5, 8),       // chancellor, rank 3
        w(11, 13),     // chancellor, rank 4
        w(9, 12),      // chancellor, rank 5
        w(8, 7),       // chancellor, rank 6
        w(4, 3),       // chancellor, rank 7
        w(0, 0),       // chancellor, rank 8
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
        w(5, -2),      // mobility knight
        w(4, 0),       // mobility bishop
        w(4, 7),       // mobility rook
        w(4, 10),      // mobility queen
        w(0, 0),       // mobility king
        w(2, 6),       // mobility archbishop
        w(0, 12),      // mobility chancellor
        w(-1, 27),     // mobility general
        w(1, 22),      // mobility consul
        w(6, 5),       // king attack
        w(17, -15),    // king shield
        w(34, 35),     // bishop pair
        w(-14, -23),   // doubled pawn
        w(3, -2),      // isolated pawn
        w(0, 0),       // passed pawn, rank 1
        w(5, 13),      // passed pawn, rank 2
        w(-1, 9),      // passed pawn, rank 3
        w(6, 29),      // passed pawn, rank 4
        w(19, 55),     // passed pawn, rank 5
        w(30, 70),     // passed pawn, rank 6
        w(50, 99),     // passed pawn, rank 7
        w(0, 0),       // passed pawn, rank 8
        w(24, 3),      // rook on open file
        w(21, 17),     // rook on half-open file
        w(33, 20),     // pawn threat
        w(30, 20),     // threat by a lesser piece
        w(25, 15),     // hanging piece
        w(0, 0),       // safe check, pawn
        w(25, 5),      // safe check, knight
        w(25, 5),      // safe check, bishop
        w(25, 5),      // safe check, rook
        w(25, 5),      // safe check, queen
        w(0, 0),       // safe check, king
        w(25, 5),      // safe check, archbishop
        w(25, 5),      // safe check, chancellor
        w(25, 5),      // safe check, general
        w(25, 5),      // safe check, consul
        w(0, 0),       // king zone attack, 1 attacker
        w(0, 0),       // king zone attack, 2 attackers
        w(0, 0),       // king zone attack, 3 attackers
        w(0, 0),       // king zone attack, 4 or more attackers
        w(0, 0),       // weak king zone square
        w(0, 0),       // open file at the enemy king
        w(0, 0),       // half-open file at the enemy king
        w(7, -3),      // tempo
        w(0, 0),       // passed pawn, enemy king's distance
        w(0, 0),       // passed pawn, own king's distance
        w(0, 0),       // passed pawn, blocked
        w(2, 0),       // space
        w(20, 20),     // threat by a pawn push
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
        w(0, 0),       // phalanx pawn, rank 1
        w(0, 0),       // phalanx pawn, rank 2
        w(0, 0),       // phalanx pawn, rank 3
        w(0, 0),       // phalanx pawn, rank 4
        w(0, 0),       // phalanx pawn, rank 5
        w(0, 0),       // phalanx pawn, rank 6
        w(0, 0),       // phalanx pawn, rank 7
        w(0, 0),       // phalanx pawn, rank 8
        w(0, 0),       // supported pawn, rank 1
        w(0, 0),       // supported pawn, rank 2
        w(0, 0),       // supported pawn, rank 3
        w(0, 0),       // supported pawn, rank 4
        w(0, 0),       // supported pawn, rank 5
        w(0, 0),       // supported pawn, rank 6
        w(0, 0),       // supported pawn, rank 7
        w(0, 0),       // supported pawn, rank 8
        w(0, 0),       // backward pawn
        w(0, 0),       // outpost, pawn
        w(0, 0),       // outpost, knight
        w(0, 0),       // outpost, bishop
        w(0, 0),       // outpost, rook
        w(0, 0),       // outpost, queen
        w(0, 0),       // outpost, king
        w(0, 0),       // outpost, archbishop
        w(0, 0),       // outpost, chancellor
        w(0, 0),       // outpost, general
        w(0, 0),       // outpost, consul
        w(0, 0),       // behind a pawn, pawn
        w(0, 0),       // behind a pawn, knight
        w(0, 0),       // behind a pawn, bishop
        w(0, 0),       // behind a pawn, rook
        w(0, 0),       // behind a pawn, queen
        w(0, 0),       // behind a pawn, king
        w(0, 0),       // behind a pawn, archbishop
        w(0, 0),       // behind a pawn, chancellor
        w(0, 0),       // behind a pawn, general
        w(0, 0),       // behind a pawn, consul
        w(0, 0),       // distance from the own king, pawn
        w(0, 0),       // distance from the own king, knight
        w(0, 0),       // distance from the own king, bishop
        w(0, 0),       // distance from the own king, rook
        w(0, 0),       // distance from the own king, queen
        w(0, 0),       // distance from the own king, king
        w(0, 0),       // distance from the own king, archbishop
        w(0, 0),       // distance from the own king, chancellor
        w(0, 0),       // distance from the own king, general
        w(0, 0),       // distance from the own king, consul
        w(0, 0),       // own pawns on the bishop's colour
        w(0, 0),       // threat by a minor piece, pawn
        w(0, 0),       // threat by a minor piece, knight
        w(0, 0),       // threat by a minor piece, bishop
        w(0, 0),       // threat by a minor piece, rook
        w(0, 0),       // threat by a minor piece, queen
        w(0, 0),       // threat by a minor piece, king
        w(0, 0),       // threat by a minor piece, archbishop
        w(0, 0),       // threat by a minor piece, chancellor
        w(0, 0),       // threat by a minor piece, general
        w(0, 0),       // threat by a minor piece, consul
        w(0, 0),       // threat by a rook, pawn
        w(0, 0),       // threat by a rook, knight
        w(0, 0),       // threat by a rook, bishop
        w(0, 0),       // threat by a rook, rook
        w(0, 0),       // threat by a rook, queen
        w(0, 0),       // threat by a rook, king
        w(0, 0),       // threat by a rook, archbishop
        w(0, 0),       // threat by a rook, chancellor
        w(0, 0),       // threat by a rook, general
        w(0, 0),       // threat by a rook, consul
        w(0, 0),       // restricted square
        w(0, 0),       // passed pawn, free way
        w(0, 0),       // passed pawn, way covered by own pawns
        w(0, 0),       // passed pawn, own file safe
        w(0, 0),       // passed pawn, stop square safe
        w(0, 0),       // passed pawn, stop square defended
        w(0, 0),       // threat by the king
        w(0, 0),       // weak piece defended by a queen
        w(0, 0),       // rook trapped by its king
        w(0, 0),       // knight on queen
        w(0, 0),       // slider on queen
        w(0, 0),       // rook on queen file
        w(0, 0),       // pawn, file 0 from the edge, rank 1
        w(0, 0),       // pawn, file 0 from the edge, rank 2
        w(0, 0),       // pawn, file 0 from the edge, rank 3
        w(0, 0),       // pawn, file 0 from the edge, rank 4
        w(0, 0),       // pawn, file 0 from the edge, rank 5
        w(0, 0),       // pawn, file 0 from the edge, rank 6
        w(0, 0),       // pawn, file 0 from the edge, rank 7
        w(0, 0),       // pawn, file 0 from the edge, rank 8
        w(0, 0),       // pawn, file 1 from the edge, rank 1
        w(0, 0),       // pawn, file 1 from the edge, rank 2
        w(0, 0),       // pawn, file 1 from the edge, rank 3
        w(0, 0),       // pawn, file 1 from the edge, rank 4
        w(0, 0),       // pawn, file 1 from the edge, rank 5
        w(0, 0),       // pawn, file 1 from the edge, rank 6
        w(0, 0),       // pawn, file 1 from the edge, rank 7
        w(0, 0),       // pawn, file 1 from the edge, rank 8
        w(0, 0),       // pawn, file 2 from the edge, rank 1
        w(0, 0),       // pawn, file 2 from the edge, rank 2
        w(0, 0),       // pawn, file 2 from the edge, rank 3
        w(0, 0),       // pawn, file 2 from the edge, rank 4
        w(0, 0),       // pawn, file 2 from the edge, rank 5
        w(0, 0),       // pawn, file 2 from the edge, rank 6
        w(0, 0),       // pawn, file 2 from the edge, rank 7
        w(0, 0),       // pawn, file 2 from the edge, rank 8
        w(0, 0),       // pawn, file 3 from the edge, rank 1
        w(0, 0),       // pawn, file 3 from the edge, rank 2
        w(0, 0),       // pawn, file 3 from the edge, rank 3
        w(0, 0),       // pawn, file 3 from the edge, rank 4
        w(0, 0),       // pawn, file 3 from the edge, rank 5
        w(0, 0),       // pawn, file 3 from the edge, rank 6
        w(0, 0),       // pawn, file 3 from the edge, rank 7
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
        w(0, 0),       // knight, file 0 from the edge, rank 2
        w(0, 0),       // knight, file 0 from the edge, rank 3
        w(0, 0),       // knight, file 0 from the edge, rank 4
        w(0, 0),       // knight, file 0 from the edge, rank 5
        w(0, 0),       // knight, file 0 from the edge, rank 6
        w(0, 0),       // knight, file 0 from the edge, rank 7
        w(0, 0),       // knight, file 0 from the edge, rank 8
        w(0, 0),       // knight, file 1 from the edge, rank 1
        w(0, 0),       // knight, file 1 from the edge, rank 2
        w(0, 0),       // knight, file 1 from the edge, rank 3
        w(0, 0),       // knight, file 1 from the edge, rank 4
        w(0, 0),       // knight, file 1 from the edge, rank 5
        w(0, 0),       // knight, file 1 from the edge, rank 6
        w(0, 0),       // knight, file 1 from the edge, rank 7
        w(0, 0),       // knight, file 1 from the edge, rank 8
        w(0, 0),       // knight, file 2 from the edge, rank 1
        w(0, 0),       // knight, file 2 from the edge, rank 2
        w(0, 0),       // knight, file 2 from the edge, rank 3
        w(0, 0),       // knight, file 2 from the edge, rank 4
        w(0, 0),       // knight, file 2 from the edge, rank 5
        w(0, 0),       // knight, file 2 from the edge, rank 6
        w(0, 0),       // knight, file 2 from the edge, rank 7
        w(0, 0),       // knight, file 2 from the edge, rank 8
        w(0, 0),       // knight, file 3 from the edge, rank 1
        w(0, 0),       // knight, file 3 from the edge, rank 2
        w(0, 0),       // knight, file 3 from the edge, rank 3
        w(0, 0),       // knight, file 3 from the edge, rank 4
        w(0, 0),       // knight, file 3 from the edge, rank 5
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
        w(0, 0),       // bishop, file 0 from the edge, rank 1
        w(0, 0),       // bishop, file 0 from the edge, rank 2
        w(0, 0),       // bishop, file 0 from the edge, rank 3
        w(0, 0),       // bishop, file 0 from the edge, rank 4
        w(0, 0),       // bishop, file 0 from the edge, rank 5
        w(0, 0),       // bishop, file 0 from the edge, rank 6
        w(0, 0),       // bishop, file 0 from the edge, rank 7
        w(0, 0),       // bishop, file 0 from the edge, rank 8
        w(0, 0),       // bishop, file 1 from the edge, rank 1
        w(0, 0),       // bishop, file 1 from the edge, rank 2
        w(0, 0),       // bishop, file 1 from the edge, rank 3
        w(0, 0),       // bishop, file 1 from the edge, rank 4
        w(0, 0),       // bishop, file 1 from the edge, rank 5
        w(0, 0),       // bishop, file 1 from the edge, rank 6
        w(0, 0),       // bishop, file 1 from the edge, rank 7
        w(0, 0),       // bishop, file 1 from the edge, rank 8
        w(0, 0),       // bishop, file 2 from the edge, rank 1
        w(0, 0),       // bishop, file 2 from the edge, rank 2
        w(0, 0),       // bishop, file 2 from the edge, rank 3
        w(0, 0),       // bishop, file 2 from the edge, rank 4
        w(0, 0),       // bishop, file 2 from the edge, rank 5
        w(0, 0),       // bishop, file 2 from the edge, rank 6
        w(0, 0),       // bishop, file 2 from the edge, rank 7
        w(0, 0),       // bishop, file 2 from the edge, rank 8
        w(0, 0),       // bishop, file 3 from the edge, rank 1
        w(0, 0),       // bishop, file 3 from the edge, rank 2
        w(0, 0),       // bishop, file 3 from the edge, rank 3
        w(0, 0),       // bishop, file 3 from the edge, rank 4
        w(0, 0),       // bishop, file 3 from the edge, rank 5
        w(0, 0),       // bishop, file 3 from the edge, rank 6
        w(0, 0),       // bishop, file 3 from the edge, rank 7
        w(0, 0),       // bishop, file 3 from the edge, rank 8
        w(0, 0),       // bishop, file 4 from the edge, rank 1
        w(0, 0),       // bishop, file 4 from the edge, rank 2
        w(0, 0),       // bishop, file 4 from the edge, rank 3
        w(0, 0),       // bishop, file 4 from the edge, rank 4
        w(0, 0),       // bishop, file 4 from the edge, rank 5
        w(0, 0),       // bishop, file 4 from the edge, rank 6
        w(0, 0),       // bishop, file 4 from the edge, rank 7
        w(0, 0),       // bishop, file 4 from the edge, rank 8
        w(0, 0),       // rook, file 0 from the edge, rank 1
        w(0, 0),       // rook, file 0 from the edge, rank 2
        w(0, 0),       // rook, file 0 from the edge, rank 3
        w(0, 0),       // rook, file 0 from the edge, rank 4
        w(0, 0),       // rook, file 0 from the edge, rank 5
        w(0, 0),       // rook, file 0 from the edge, rank 6
        w(0, 0),       // rook, file 0 from the edge, rank 7
        w(0, 0),       // rook, file 0 from the edge, rank 8
        w(0, 0),       // rook, file 1 from the edge, rank 1
        w(0, 0),       // rook, file 1 from the edge, rank 2
        w(0, 0),       // rook, file 1 from the edge, rank 3
        w(0, 0),       // rook, file 1 from the edge, rank 4
        w(0, 0),       // rook, file 1 from the edge, rank 5
        w(0, 0),       // rook, file 1 from the edge, rank 6
        w(0, 0),       // rook, file 1 from the edge, rank 7
        w(0, 0),       // rook, file 1 from the edge, rank 8
        w(0, 0),       // rook, file 2 from the edge, rank 1
        w(0, 0),       // rook, file 2 from the edge, rank 2
        w(0, 0),       // rook, file 2 from the edge, rank 3
        w(0, 0),       // rook, file 2 from the edge, rank 4
        w(0, 0),       // rook, file 2 from the edge, rank 5
        w(0, 0),       // rook, file 2 from the edge, rank 6
        w(0, 0),       // rook, file 2 from the edge, rank 7
        w(0, 0),       // rook, file 2 from the edge, rank 8
        w(0, 0),       // rook, file 3 from the edge, rank 1
        w(0, 0),       // rook, file 3 from the edge, rank 2
        w(0, 0),       // rook, file 3 from the edge, rank 3
        w(0, 0),       // rook, file 3 from the edge, rank 4
        w(0, 0),       // rook, file 3 from the edge, rank 5
        w(0, 0),       // rook, file 3 from the edge, rank 6
        w(0, 0),       // rook, file 3 from the edge, rank 7
        w(0, 0),       // rook, file 3 from the edge, rank 8
        w(0, 0),       // rook, file 4 from the edge, rank 1
        w(0, 0),       // rook, file 4 from the edge, rank 2
        w(0, 0),       // rook, file 4 from the edge, rank 3
        w(0, 0),       // rook, file 4 from the edge, rank 4
        w(0, 0),       // rook, file 4 from the edge, rank 5
        w(0, 0),       // rook, file 4 from the edge, rank 6
        w(0, 0),       // rook, file 4 from the edge, rank 7
        w(0, 0),       // rook, file 4 from the edge, rank 8
        w(0, 0),       // queen, file 0 from the edge, rank 1
        w(0, 0),       // queen, file 0 from the edge, rank 2
        w(0, 0),       // queen, file 0 from the edge, rank 3
        w(0, 0),       // queen, file 0 from the edge, rank 4
        w(0, 0),       // queen, file 0 from the edge, rank 5
        w(0, 0),       // queen, file 0 from the edge, rank 6
        w(0, 0),       // queen, file 0 from the edge, rank 7
        w(0, 0),       // queen, file 0 from the edge, rank 8
        w(0, 0),       // queen, file 1 from the edge, rank 1
        w(0, 0),       // queen, file 1 from the edge, rank 2
        w(0, 0),       // queen, file 1 from the edge, rank 3
        w(0, 0),       // queen, file 1 from the edge, rank 4
        w(0, 0),       // queen, file 1 from the edge, rank 5
        w(0, 0),       // queen, file 1 from the edge, rank 6
        w(0, 0),       // queen, file 1 from the edge, rank 7
        w(0, 0),       // queen, file 1 from the edge, rank 8
        w(0, 0),       // queen, file 2 from the edge, rank 1
        w(0, 0),       // queen, file 2 from the edge, rank 2
        w(0, 0),       // queen, file 2 from the edge, rank 3
        w(0, 0),       // queen, file 2 from the edge, rank 4
        w(0, 0),       // queen, file 2 from the edge, rank 5
        w(0, 0),       // queen, file 2 from the edge, rank 6
        w(0, 0),       // queen, file 2 from the edge, rank 7
        w(0, 0),       // queen, file 2 from the edge, rank 8
        w(0, 0),       // queen, file 3 from the edge, rank 1
        w(0, 0),       // queen, file 3 from the edge, rank 2
        w(0, 0),       // queen, file 3 from the edge, rank 3
        w(0, 0),       // queen, file 3 from the edge, rank 4
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
        w(0, 0),       // king, file 0 from the edge, rank 1
        w(0, 0),       // king, file 0 from the edge, rank 2
        w(0, 0),       // king, file 0 from the edge, rank 3
        w(0, 0),       // king, file 0 from the edge, rank 4
        w(0, 0),       // king, file 0 from the edge, rank 5
        w(0, 0),       // king, file 0 from the edge, rank 6
        w(0, 0),       // king, file 0 from the edge, rank 7
        w(0, 0),       // king, file 0 from the edge, rank 8
        w(0, 0),       // king, file 1 from the edge, rank 1
        w(0, 0),       // king, file 1 from the edge, rank 2
        w(0, 0),       // king, file 1 from the edge, rank 3
        w(0, 0),       // king, file 1 from the edge, rank 4
        w(0, 0),       // king, file 1 from the edge, rank 5
        w(0, 0),       // king, file 1 from the edge, rank 6
        w(0, 0),       // king, file 1 from the edge, rank 7
        w(0, 0),       // king, file 1 from the edge, rank 8
        w(0, 0),       // king, file 2 from the edge, rank 1
        w(0, 0),       // king, file 2 from the edge, rank 2
        w(0, 0),       // king, file 2 from the edge, rank 3
        w(0, 0),       // king, file 2 from the edge, rank 4
        w(0, 0),       // king, file 2 from the edge, rank 5
        w(0, 0),       // king, file 2 from the edge, rank 6
        w(0, 0),       // king, file 2 from the edge, rank 7
        w(0, 0),       // king, file 2 from the edge, rank 8
        w(0, 0),       // king, file 3 from the edge, rank 1
        w(0, 0),       // king, file 3 from the edge, rank 2
        w(0, 0),       // king, file 3 from the edge, rank 3
        w(0, 0),       // king, file 3 from the edge, rank 4
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
        w(0, 0),       // archbishop, file 0 from the edge, rank 1
        w(0, 0),       // archbishop, file 0 from the edge, rank 2
        w(0, 0),       // archbishop, file 0 from the edge, rank 3
        w(0, 0),       // archbishop, file 0 from the edge, rank 4
        w(0, 0),       // archbishop, file 0 from the edge, rank 5
        w(0, 0),       // archbishop, file 0 from the edge, rank 6
        w(0, 0),       // archbishop, file 0 from the edge, rank 7
        w(0, 0),       // archbishop, file 0 from the edge, rank 8
        w(0, 0),       // archbishop, file 1 from the edge, rank 1
        w(0, 0),       // archbishop, file 1 from the edge, rank 2
        w(0, 0),       // archbishop, file 1 from the edge, rank 3
        w(0, 0),       // archbishop, file 1 from the edge, rank 4
        w(0, 0),       // archbishop, file 1 from the edge, rank 5
        w(0, 0),       // archbishop, file 1 from the edge, rank 6
        w(0, 0),       // archbishop, file 1 from the edge, rank 7
        w(0, 0),       // archbishop, file 1 from the edge, rank 8
        w(0, 0),       // archbishop, file 2 from the edge, rank 1
        w(0, 0),       // archbishop, file 2 from the edge, rank 2
        w(0, 0),       // archbishop, file 2 from the edge, rank 3
        w(0, 0),       // archbishop, file 2 from the edge, rank 4
        w(0, 0),       // archbishop, file 2 from the edge, rank 5
        w(0, 0),       // archbishop, file 2 from the edge, rank 6
        w(0, 0),       // archbishop, file 2 from the edge, rank 7
        w(0, 0),       // archbishop, file 2 from the edge, rank 8
        w(0, 0),       // archbishop, file 3 from the edge, rank 1
        w(0, 0),       // archbishop, file 3 from the edge, rank 2
        w(0, 0),       // archbishop, file 3 from the edge, rank 3
        w(0, 0),       // archbishop, file 3 from the edge, rank 4
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
        w(0, 0),       // chancellor, file 0 from the edge, rank 1
        w(0, 0),       // chancellor, file 0 from the edge, rank 2
        w(0, 0),       // chancellor, file 0 from the edge, rank 3
        w(0, 0),       // chancellor, file 0 from the edge, rank 4
        w(0, 0),       // chancellor, file 0 from the edge, rank 5
        w(0, 0),       // chancellor, file 0 from the edge, rank 6
        w(0, 0),       // chancellor, file 0 from the edge, rank 7
        w(0, 0),       // chancellor, file 0 from the edge, rank 8
        w(0, 0),       // chancellor, file 1 from the edge, rank 1
        w(0, 0),       // chancellor, file 1 from the edge, rank 2
        w(0, 0),       // chancellor, file 1 from the edge, rank 3
        w(0, 0),       // chancellor, file 1 from the edge, rank 4
        w(0, 0),       // chancellor, file 1 from the edge, rank 5
        w(0, 0),       // chancellor, file 1 from the edge, rank 6
        w(0, 0),       // chancellor, file 1 from the edge, rank 7
        w(0, 0),       // chancellor, file 1 from the edge, rank 8
        w(0, 0),       // chancellor, file 2 from the edge, rank 1
        w(0, 0),       // chancellor, file 2 from the edge, rank 2
        w(0, 0),       // chancellor, file 2 from the edge, rank 3
        w(0, 0),       // chancellor, file 2 from the edge, rank 4
        w(0, 0),       // chancellor, file 2 from the edge, rank 5
        w(0, 0),       // chancellor, file 2 from the edge, rank 6
        w(0, 0),       // chancellor, file 2 from the edge, rank 7
        w(0, 0),       // chancellor, file 2 from the edge, rank 8
        w(0, 0),       // chancellor, file 3 from the edge, rank 1
        w(0, 0),       // chancellor, file 3 from the edge, rank 2
        w(0, 0),       // chancellor, file 3 from the edge, rank 3
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
        w(40, 20),     // danger: attacker, knight
        w(40, 20),     // danger: attacker, bishop
        w(40, 20),     // danger: attacker, rook
        w(40, 20),     // danger: attacker, queen
        w(0, 0),       // danger: attacker, king
        w(40, 20),     // danger: attacker, archbishop
        w(40, 20),     // danger: attacker, chancellor
        w(40, 20),     // danger: attacker, general
        w(40, 20),     // danger: attacker, consul
        w(20, 10),     // danger: zone attack
        w(40, 20),     // danger: weak zone square
        w(0, 0),       // danger: safe check, pawn
        w(60, 30),     // danger: safe check, knight
        w(60, 30),     // danger: safe check, bishop
        w(60, 30),     // danger: safe check, rook
        w(60, 30),     // danger: safe check, queen
        w(0, 0),       // danger: safe check, king
        w(60, 30),     // danger: safe check, archbishop
        w(60, 30),     // danger: safe check, chancellor
        w(60, 30),     // danger: safe check, general
        w(60, 30),     // danger: safe check, consul
        w(30, 15),     // danger: file without the king's pawns
        w(-30, -15),   // danger: shield pawn
        w(4, 4),       // danger: flank attack
        w(-4, -4),     // danger: flank defense
        w(40, 20),     // danger: unsafe check
        w(-100, -50),  // danger: bias
    ],
];
