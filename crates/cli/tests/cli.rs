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
