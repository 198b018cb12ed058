//! The match runner against scripted fake engines (tests/fake_engines):
//! every failure is handled and scored, games are written as PGN, a run
//! resumes, concurrency keeps every game, SPRT stops early.

use shuffle_match::clients::{EngineSpec, Protocol};
use shuffle_match::game::{play_game, Adjudication, GameRecord, MoveLimit, TimeControl};
use shuffle_match::runner::{run_match, MatchConfig, Pairing};
use shuffle_match::stats::{Sprt, SprtResult};
use shuffle_rules::{read_pgn, Game, Variant};
use std::time::Duration;

fn fake(protocol: Protocol, mode: &str) -> EngineSpec {
    let script = match protocol {
        Protocol::Uci => "uci.sh",
        Protocol::Xboard => "xboard.sh",
    };
    EngineSpec {
        name: mode.to_string(),
        command: format!("{}/tests/fake_engines/{script}", env!("CARGO_MANIFEST_DIR")),
        args: vec![mode.to_string()],
        protocol,
        options: Vec::new(),
        variant_names: Vec::new(),
        depth: None,
        nodes: None,
    }
}

fn chess() -> Game {
    Game::classic(Variant::Chess).expect("classic")
}

const NODES: MoveLimit = MoveLimit::Nodes(1000);

/// A game from the chess start without adjudication.
fn play(white: &EngineSpec, black: &EngineSpec, limit: MoveLimit) -> GameRecord {
    play_game(
        &chess(),
        white,
        black,
        limit,
        Duration::from_millis(200),
        Adjudication::default(),
    )
}

fn result(white: &EngineSpec, black: &EngineSpec, limit: MoveLimit) -> (String, String, String) {
    let record = play(white, black, limit);
    (
        record.result.result.to_string(),
        record.result.termination.to_string(),
        record.result.reason,
    )
}

#[test]
fn checkmate_by_rule() {
    let (result, termination, reason) = result(
        &fake(Protocol::Uci, "fools"),
        &fake(Protocol::Uci, "mater"),
        NODES,
    );
    assert_eq!(
        (result.as_str(), termination.as_str(), reason.as_str()),
        ("0-1", "normal", "Black wins by checkmate")
    );
}

#[test]
fn illegal_move_loses() {
    let (result, termination, reason) = result(
        &fake(Protocol::Uci, "e4"),
        &fake(Protocol::Uci, "illegal"),
        NODES,
    );
    assert_eq!(result, "1-0");
    assert_eq!(termination, "rules infraction");
    assert_eq!(reason, "illegal (Black) played an illegal move: a1a1");
}

#[test]
fn crash_loses() {
    let (result, termination, reason) = result(
        &fake(Protocol::Uci, "crash"),
        &fake(Protocol::Uci, "e4"),
        NODES,
    );
    assert_eq!(
        (result.as_str(), termination.as_str()),
        ("0-1", "abandoned")
    );
    assert_eq!(reason, "crash (White) failed: the engine died");
}

#[test]
fn slow_engine_loses_on_time() {
    let tc = TimeControl {
        moves: None,
        base: Duration::from_millis(500),
        increment: Duration::ZERO,
    };
    let (result, termination, _) = result(
        &fake(Protocol::Uci, "slow"),
        &fake(Protocol::Uci, "e4"),
        MoveLimit::Clock(tc),
    );
    assert_eq!(
        (result.as_str(), termination.as_str()),
        ("0-1", "time forfeit")
    );
}

#[test]
fn silent_engine_loses_at_the_start() {
    let (result, termination, reason) = result(
        &fake(Protocol::Uci, "e4"),
        &fake(Protocol::Uci, "silent"),
        NODES,
    );
    assert_eq!(
        (result.as_str(), termination.as_str()),
        ("1-0", "abandoned")
    );
    assert!(
        reason.starts_with("silent (Black) could not start: "),
        "{reason}"
    );
}

#[test]
fn missing_program_loses_at_the_start() {
    let mut missing = fake(Protocol::Uci, "e4");
    missing.command = "/no/such/engine".into();
    let (result, termination, reason) = result(&missing, &fake(Protocol::Uci, "e4"), NODES);
    assert_eq!(
        (result.as_str(), termination.as_str()),
        ("0-1", "abandoned")
    );
    assert!(
        reason.contains("cannot start '/no/such/engine'"),
        "{reason}"
    );
}

#[test]
fn xboard_engines_move_and_resign() {
    let (result, termination, reason) = result(
        &fake(Protocol::Xboard, "e4"),
        &fake(Protocol::Xboard, "resign"),
        NODES,
    );
    assert_eq!(
        (result.as_str(), termination.as_str(), reason.as_str()),
        ("1-0", "normal", "resign (Black) resigns")
    );
}

#[test]
fn xboard_thinking_lines_are_kept_with_the_move() {
    let record = play(
        &fake(Protocol::Xboard, "e4"),
        &fake(Protocol::Xboard, "resign"),
        NODES,
    );
    let report = record.stats[0].report;
    assert_eq!(
        (report.depth, report.score, report.nodes),
        (Some(1), Some(25), Some(10))
    );
}

#[test]
fn an_engines_own_limits_replace_the_matchs_and_hold_on_the_clock() {
    let limited = |depth, nodes| EngineSpec {
        depth,
        nodes,
        ..fake(Protocol::Uci, "limits")
    };
    let first_report = |white: &EngineSpec, limit| {
        let record = play(white, &fake(Protocol::Uci, "illegal"), limit);
        let report = record.stats[0].report;
        (report.depth, report.nodes)
    };
    let clock = MoveLimit::Clock(TimeControl {
        moves: None,
        base: Duration::from_secs(10),
        increment: Duration::ZERO,
    });
    assert_eq!(
        first_report(&limited(Some(13), None), MoveLimit::Depth(11)),
        (Some(13), Some(0)),
        "depth=13 over --depth 11"
    );
    assert_eq!(
        first_report(&limited(None, Some(5000)), NODES),
        (Some(0), Some(5000)),
        "nodes=5000 over --nodes 1000"
    );
    assert_eq!(
        first_report(&limited(Some(7), None), clock),
        (Some(7), Some(0)),
        "depth=7 on the clock"
    );
    assert_eq!(
        first_report(&limited(None, None), MoveLimit::Depth(11)),
        (Some(11), Some(0)),
        "the match's own limit without one of the engine's"
    );
}

#[test]
fn resign_adjudication_by_score() {
    let rules = Adjudication {
        resign: Some((1, 400)),
        draw: None,
    };
    let record = play_game(
        &chess(),
        &fake(Protocol::Uci, "fools"),
        &fake(Protocol::Uci, "mater"),
        NODES,
        Duration::from_millis(200),
        rules,
    );
    assert_eq!(record.result.termination, "adjudication");
    assert_eq!(record.result.result, "0-1");
    assert_eq!(
        record.game.moves().len(),
        2,
        "after one score from each side"
    );
}

fn config(engines: Vec<EngineSpec>, games: usize, pgn: Option<std::path::PathBuf>) -> MatchConfig {
    MatchConfig {
        engines,
        openings: vec![chess()],
        games,
        limit: NODES,
        margin: Duration::from_millis(200),
        concurrency: 1,
        pairing: Pairing::RoundRobin,
        adjudication: Adjudication::default(),
        sprt: None,
        pgn,
        resume: false,
        event: "test".into(),
    }
}

fn temp_pgn(name: &str) -> std::path::PathBuf {
    let path =
        std::env::temp_dir().join(format!("shuffle-match-{name}-{}.pgn", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

#[test]
fn pgn_written_then_resumed() {
    let path = temp_pgn("resume");
    let engines = vec![fake(Protocol::Uci, "e4"), fake(Protocol::Uci, "illegal")];
    let first = run_match(&config(engines.clone(), 4, Some(path.clone())), |_| {}).expect("runs");
    assert_eq!(first.finished, 4);
    assert_eq!(
        first.head_to_head.wins, 4,
        "the illegal engine loses every game"
    );
    let mut more = config(engines, 6, Some(path.clone()));
    more.resume = true;
    let second = run_match(&more, |_| {}).expect("runs");
    assert_eq!(second.finished, 6);
    assert_eq!(second.points, vec![6.0, 0.0]);
    let text = std::fs::read_to_string(&path).expect("written");
    let games: Vec<_> = read_pgn(&text)
        .into_iter()
        .map(|g| g.expect("valid PGN"))
        .collect();
    let rounds: Vec<&str> = games
        .iter()
        .map(|g| g.tag("Round").expect("round"))
        .collect();
    assert_eq!(rounds, ["1", "2", "3", "4", "5", "6"]);
    assert_eq!(games[1].tag("White"), Some("illegal"), "colours alternate");
    assert_eq!(games[1].tag("Termination"), Some("rules infraction"));
    assert!(games[1]
        .mainline
        .comments_before
        .iter()
        .any(|c| c.contains("illegal move: a1a1")));
    let _ = std::fs::remove_file(&path);
}

#[test]
fn each_engine_move_is_commented_with_its_search() {
    let path = temp_pgn("comments");
    let engines = vec![fake(Protocol::Uci, "fools"), fake(Protocol::Uci, "mater")];
    let standings = run_match(&config(engines, 1, Some(path.clone())), |_| {}).expect("runs");
    let text = std::fs::read_to_string(&path).expect("written");
    let _ = std::fs::remove_file(&path);
    let game = read_pgn(&text)
        .into_iter()
        .next()
        .expect("one game")
        .expect("valid PGN");
    let comments: Vec<&str> = game
        .mainline
        .moves
        .iter()
        .map(|m| m.comments.first().map_or("", String::as_str))
        .collect();
    // Score from the mover's view in pawns, then the depth of that score
    // (not of the later line without one), then the time.
    let expected = ["-5.00/1 ", "+5.00/1 ", "-5.00/1 ", "+5.00/1 "];
    assert_eq!(comments.len(), expected.len(), "{comments:?}");
    for (comment, start) in comments.iter().zip(expected) {
        assert!(
            comment.starts_with(start) && comment.ends_with('s'),
            "{comment}"
        );
    }
    let [fools, mater] = [standings.search[0], standings.search[1]];
    assert_eq!((fools.mean_depth(), fools.nodes), (Some(1.0), 40));
    assert_eq!((mater.mean_depth(), mater.nodes), (Some(1.0), 60));
    assert!(fools.nps().is_some_and(|n| n > 0.0));
}

#[test]
fn concurrency_keeps_every_game() {
    let mut c = config(
        vec![fake(Protocol::Uci, "e4"), fake(Protocol::Uci, "illegal")],
        7,
        None,
    );
    c.concurrency = 3;
    let standings = run_match(&c, |_| {}).expect("runs");
    assert_eq!(standings.finished, 7);
    assert_eq!(standings.played, vec![7, 7]);
}

#[test]
fn sprt_stops_when_decided() {
    let mut c = config(
        vec![fake(Protocol::Uci, "e4"), fake(Protocol::Uci, "illegal")],
        200,
        None,
    );
    c.sprt = Some(Sprt {
        elo0: 0.0,
        elo1: 10.0,
        alpha: 0.05,
        beta: 0.05,
    });
    let standings = run_match(&c, |_| {}).expect("runs");
    assert!(
        matches!(standings.sprt, Some((_, SprtResult::AcceptH1))),
        "{:?}",
        standings.sprt
    );
    assert!(
        standings.finished < 200,
        "stopped after {}",
        standings.finished
    );
}

#[test]
fn gauntlet_pairs_the_first_engine_with_each_other() {
    let engines = vec![
        fake(Protocol::Uci, "e4"),
        fake(Protocol::Uci, "illegal"),
        fake(Protocol::Uci, "crash"),
    ];
    let mut c = config(engines, 8, None);
    c.pairing = Pairing::Gauntlet;
    let standings = run_match(&c, |_| {}).expect("runs");
    assert_eq!(standings.played, vec![8, 4, 4]);
}
