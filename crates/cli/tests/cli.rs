//! The `shuffle` binary's commands, output formats and errors.

use assert_cmd::Command;
use predicates::prelude::*;

fn shuffle() -> Command {
    Command::cargo_bin("shuffle").expect("binary built")
}

#[test]
fn perft_prints_nodes_last() {
    let out = shuffle()
        .args(["perft", "capablanca", "3"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).expect("utf-8");
    assert_eq!(text.lines().last(), Some("Nodes searched: 25228"));
}

#[test]
fn perft_divide_lists_root_moves_sorted() {
    let out = shuffle()
        .args([
            "perft",
            "consulchess",
            "2",
            "--fen",
            "5k4/10/10/10/10/10/10/5K3R w K - 0 1",
            "--divide",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).expect("utf-8");
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| l.contains(": ") && !l.starts_with("Nodes"))
        .collect();
    assert!(lines.contains(&"f1i1h1: 5"), "{text}");
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    let sum: u64 = lines
        .iter()
        .map(|l| {
            l.rsplit(' ')
                .next()
                .expect("count")
                .parse::<u64>()
                .expect("number")
        })
        .sum();
    assert_eq!(
        text.lines().last(),
        Some(format!("Nodes searched: {sum}").as_str())
    );
}

#[test]
fn perft_from_a_numbered_start() {
    shuffle()
        .args(["perft", "chess13440", "3", "--start", "12345"])
        .assert()
        .success()
        .stdout(predicate::str::ends_with("Nodes searched: 15140\n"));
}

#[test]
fn startpos_by_number_and_back() {
    shuffle()
        .args(["startpos", "capablanca84000", "12345"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "Number: 12345\nFEN: nbrqnkacbr/pppppppppp/10/10/10/10/PPPPPPPPPP/NBRQNKACBR w JCjc - 0 1\n",
        ))
        .stdout(predicate::str::contains("1  N B R Q N K A C B R\n   a b c d e f g h i j"));
    shuffle()
        .args(["startpos", "capablanca84000", "--fen", "NBRQNKACBR"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("Number: 12345\n"));
    shuffle()
        .args([
            "startpos",
            "consulchess42k",
            "--fen",
            "rkrqccnnbb/pppppppppp/10/10/10/10/PPPPPPPPPP/BBNNCCQRKR w JHca - 0 1",
        ])
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "Number: White 0, Black 41999\n",
        ));
}

#[test]
fn startpos_classic_random_dice_asymmetric() {
    shuffle()
        .args(["startpos", "consulchess"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("Number: 15683\n"));
    let first = shuffle()
        .args(["startpos", "chess13440", "--random", "--seed", "9"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let second = shuffle()
        .args(["startpos", "chess13440", "--random", "--seed", "9"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert_eq!(first, second);
    shuffle()
        .args(["startpos", "consulchess42k", "--dice", "1,1,1,1,1,1,1"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("Number: 0\n"));
    shuffle()
        .args(["startpos", "consulchess42k", "--white", "5", "--black", "7"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with("Number: White 5, Black 7\n"));
}

#[test]
fn errors_are_one_clear_line_and_fail() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["startpos", "consulchess42k", "--dice", "1,1,1,1,1,6,1"],
            "error: roll 6 (second consul) is 6: only 1 to 5 place it, so roll that die again\n",
        ),
        (
            &["startpos", "chess960", "960"],
            "error: chess960 start positions are numbered 0..959, not 960\n",
        ),
        (
            &["startpos", "capablanca84000", "--fen", "RNBQKBNRAA"],
            "error: a capablanca84000 back rank needs 1 archbishop(s), found 2\n",
        ),
        (
            &["perft", "chess", "1", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
            "error: impossible position: White has no king\n",
        ),
        (
            &[
                "perft",
                "capablanca",
                "1",
                "--fen",
                "11/10/10/10/10/10/10/10 w - - 0 1",
            ],
            "error: invalid FEN: rank 7 has 10 files, expected 11\n",
        ),
        (
            &["startpos", "chess13440"],
            "error: chess13440 has no standard setup: give a number, --random or --fen\n",
        ),
    ];
    for (args, message) in cases {
        shuffle().args(*args).assert().failure().stderr(*message);
    }
    shuffle()
        .args(["perft", "shogi", "1"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("unknown variant 'shogi'"));
}

#[test]
fn variants_lists_ids_aliases_and_letters() {
    shuffle()
        .arg("variants")
        .assert()
        .success()
        .stdout(predicate::str::contains("capablanca84000  10x8"))
        .stdout(predicate::str::contains("caparandom"))
        .stdout(predicate::str::contains("fischerandom"))
        .stdout(predicate::str::contains("M=marshall G=general"))
        .stdout(predicate::str::contains("C=consul"));
}

fn fixture(name: &str) -> String {
    format!("{}/../../testdata/pgn/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn moves_lists_uci_and_san_sorted_by_uci() {
    let out = shuffle()
        .args([
            "moves",
            "consulchess",
            "--fen",
            "5k4/10/10/10/10/10/10/5K3R w K - 0 1",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    assert!(lines.contains(&"f1i1h1 O-O-i-h"));
    assert!(lines.contains(&"j1j8 Rj8+"));
    shuffle()
        .args(["moves", "capablanca", "--moves", "e2e4", "e7e5", "Ci3"])
        .assert()
        .success()
        .stdout(predicate::str::contains("h8i6 Ci6\n"));
    shuffle()
        .args(["moves", "chess", "--moves", "e4", "e5", "Ke3"])
        .assert()
        .failure()
        .stderr("error: move 3 'Ke3': 'Ke3' is not legal here (legal moves of that kind: Ke2)\n");
}

/// `shuffle moves ... | head -1`: a reader that stops early ends the
/// listing quietly, with success, not with a panic.
#[test]
fn listings_end_quietly_when_the_reader_goes() {
    use std::process::{Command, Stdio};
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("shuffle"))
        .args(["perft", "capablanca", "2", "--divide"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("shuffle starts");
    // Close the pipe's only read end before the first line is written.
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("shuffle ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn pgn_check_counts_games_and_locates_errors() {
    shuffle()
        .args(["pgn", "check", &fixture("chess.pgn")])
        .assert()
        .success()
        .stdout("1 games, 0 errors\n");
    let out = shuffle()
        .args(["pgn", "check", &fixture("malformed.pgn")])
        .assert()
        .failure()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).expect("utf-8");
    assert!(text.ends_with("10 games, 8 errors\n"), "{text}");
    assert!(
        text.contains(
            "malformed.pgn:game 5, line 23, column 4: 'Rd1' is ambiguous: it could be Rad1, Rhd1\n"
        ),
        "{text}"
    );
    shuffle()
        .args(["pgn", "check", "/no/such/file.pgn"])
        .assert()
        .failure()
        .stderr(predicate::str::starts_with(
            "error: cannot read /no/such/file.pgn: ",
        ));
}

#[test]
fn pgn_convert_to_uci_and_san() {
    shuffle()
        .args(["pgn", "convert", &fixture("consulchess.pgn"), "--to", "uci"])
        .assert()
        .success()
        .stdout(concat!(
            "position fen rnbcqkcbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBCQKCBNR w KQkq - 0 1 ",
            "moves i1j3 i8j6 g1g3 g8g6 i2i3 i7i6 h1i2 h8i7 f1i1h1 f8g8f8\n"
        ));
    shuffle()
        .args(["pgn", "convert", &fixture("chess960.pgn"), "--to", "san"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "[StartNumber \"518\"]\n\n1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O O-O *\n",
        ));
}

#[test]
fn play_in_the_terminal_and_save_the_game() {
    let dir = std::env::temp_dir().join(format!("shuffle-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let pgn = dir.join("games.pgn");
    let _ = std::fs::remove_file(&pgn);
    let out = shuffle()
        .args(["play", "consulchess", "--depth", "2", "--pgn"])
        .arg(&pgn)
        .write_stdin("Nf6\nxyz\nd4\nundo\ne4\nflip\nresign\n")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).expect("utf-8");
    assert!(
        text.starts_with("Shuffle: consulchess #15683. You play White."),
        "{text}"
    );
    assert!(
        text.contains("'Nf6' is not legal here (legal moves of that kind: Na3, Nc3, Nh3, Nj3)"),
        "{text}"
    );
    assert!(text.contains("'xyz' is not SAN"), "{text}");
    assert!(text.contains("Shuffle plays "), "{text}");
    assert!(
        text.contains("   j i h g f e d c b a\n"),
        "flip shows Black's side: {text}"
    );
    assert!(text.contains("0-1 Black wins by resignation."), "{text}");
    let saved = std::fs::read_to_string(&pgn).expect("game saved");
    assert!(
        saved.contains("[Variant \"consulchess\"]") && saved.contains("[Result \"0-1\"]"),
        "{saved}"
    );
    assert!(saved.contains("\n1. e4 "), "the undone d4 is gone: {saved}");
    let games = shuffle_rules::read_pgn(&saved);
    assert_eq!(games.len(), 1);
    assert!(games[0].is_ok());
}

#[test]
fn play_refuses_bad_time_controls() {
    shuffle()
        .args(["play", "chess", "--time", "x+1"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("'x' is not a number of minutes"));
}

#[test]
fn serve_reports_a_port_in_use_and_a_bad_data_folder() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    let port = taken.local_addr().expect("address").port().to_string();
    let data = std::env::temp_dir().join(format!("shuffle-serve-{}", std::process::id()));
    shuffle()
        .args(["serve", "--port", &port, "--data"])
        .arg(&data)
        .assert()
        .failure()
        .stderr(predicate::str::contains(format!(
            "cannot listen on 127.0.0.1:{port}"
        )));
    let file = data.join("a-file");
    std::fs::write(&file, "not a folder").expect("write");
    shuffle()
        .args(["serve", "--port", "0", "--data"])
        .arg(&file)
        .assert()
        .failure()
        .stderr(predicate::str::contains("data folder"));
}

#[test]
fn tune_writes_a_weights_file_and_refuses_unusable_input() {
    let dir = std::env::temp_dir().join(format!("shuffle-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let out = dir.join("weights.rs");
    shuffle()
        .args(["tune", &fixture("chess.pgn"), &fixture("chess13440.pgn")])
        .args(["--epochs", "20", "--hold-out", "2", "--out"])
        .arg(&out)
        .assert()
        .success()
        .stderr(predicate::str::contains("K = "));
    let written = std::fs::read_to_string(&out).expect("written");
    assert!(written.contains("pub const WEIGHTS: [[Weight; COUNT]; WIDTHS] = ["));
    assert!(written.contains("// material archbishop"));
    // Both fixtures are 8x8 games: the 10-file table is the engine's own.
    assert!(written
        .contains("10 files: capablanca, capablanca84000, consulchess, consulchess42k: no games"));
    // A written file is a start for the next fit; a file of other things is not.
    shuffle()
        .args([
            "tune",
            &fixture("chess.pgn"),
            "--epochs",
            "1",
            "--debias",
            "--from",
        ])
        .arg(&out)
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "chess.pgn: scores favour the side to move by",
        ))
        .stderr(predicate::str::contains("(bias "));
    shuffle()
        .args([
            "tune",
            &fixture("chess.pgn"),
            "--from",
            &fixture("chess.pgn"),
        ])
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "chess.pgn: 0 weights, but the evaluation has",
        ));
    shuffle()
        .args(["tune", &fixture("capablanca.pgn")])
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "no quiet positions from games with a result",
        ));
    shuffle()
        .args(["tune", "no-such-file.pgn"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("cannot read no-such-file.pgn"));
    std::fs::remove_dir_all(&dir).ok();
}
