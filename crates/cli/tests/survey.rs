//! `shuffle survey`: a resumed run gives the same rows as an uninterrupted
//! one, shards merge into the full range, merge refuses gaps and doubles.

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::PathBuf;

fn shuffle() -> Command {
    Command::cargo_bin("shuffle").expect("binary built")
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("shuffle-survey-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

/// The rows without the timing column, which differs run to run.
fn rows(path: &PathBuf) -> Vec<String> {
    std::fs::read_to_string(path)
        .expect("written")
        .lines()
        .map(|l| l.rsplit_once(',').map_or(l, |(head, _)| head).to_string())
        .collect()
}

fn run(args: &[&str], out: &PathBuf) {
    shuffle()
        .args(["survey", "run", "chess13440", "--depth", "3"])
        .args(args)
        .arg("--out")
        .arg(out)
        .assert()
        .success();
}

#[test]
fn resumed_run_equals_uninterrupted() {
    let whole = temp("whole.csv");
    run(&["--range", "100..107"], &whole);
    let lines = rows(&whole);
    assert_eq!(
        lines[0],
        "number,back_rank,score_cp,best_move_san,depth,nodes"
    );
    assert_eq!(lines.len(), 9);
    assert!(lines[1].starts_with("100,"), "{lines:?}");
    // An interrupted run: the header and three finished rows.
    let partial = temp("partial.csv");
    let text = std::fs::read_to_string(&whole).expect("written");
    std::fs::write(
        &partial,
        text.lines().take(4).collect::<Vec<_>>().join("\n") + "\n",
    )
    .expect("write");
    run(&["--range", "100..107", "--resume"], &partial);
    assert_eq!(rows(&partial), lines);
    // Without --resume an existing file is refused, not overwritten.
    shuffle()
        .args([
            "survey",
            "run",
            "chess13440",
            "--depth",
            "3",
            "--range",
            "100..107",
            "--out",
        ])
        .arg(&partial)
        .assert()
        .failure()
        .stderr(predicate::str::contains("exists: use --resume"));
}

#[test]
fn shards_merge_into_the_full_range() {
    let whole = temp("full.csv");
    run(&["--range", "0..8"], &whole);
    let shards: Vec<PathBuf> = (0..3).map(|i| temp(&format!("shard{i}.csv"))).collect();
    for (i, shard) in shards.iter().enumerate() {
        run(&["--range", "0..8", "--shard", &format!("{i}/3")], shard);
    }
    let merged = temp("merged.csv");
    shuffle()
        .args(["survey", "merge"])
        .args(&shards)
        .args(["--variant", "chess13440", "--range", "0..8", "--out"])
        .arg(&merged)
        .assert()
        .success()
        .stdout("9 setups merged into ".to_string() + &merged.display().to_string() + "\n");
    assert_eq!(rows(&merged), rows(&whole));
    // A missing shard, and a shard given twice.
    shuffle()
        .args(["survey", "merge"])
        .args(&shards[..2])
        .args(["--variant", "chess13440", "--range", "0..8", "--out"])
        .arg(temp("gap.csv"))
        .assert()
        .failure()
        .stderr("error: 3 numbers of 0..8 are missing: 2, 5, 8\n");
    shuffle()
        .args(["survey", "merge"])
        .arg(&shards[0])
        .arg(&shards[0])
        .args(["--variant", "chess13440", "--range", "0..8", "--out"])
        .arg(temp("double.csv"))
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "number 0 appears in more than one file",
        ));
}

#[test]
fn bad_arguments_are_refused() {
    let out = temp("bad.csv");
    for (args, message) in [
        (
            vec!["--range", "5..2"],
            "--range 5..2 is not within 0..13439",
        ),
        (vec!["--shard", "3/3"], "--shard 3/3: I must be below K"),
    ] {
        shuffle()
            .args(["survey", "run", "chess13440", "--depth", "2"])
            .args(&args)
            .arg("--out")
            .arg(&out)
            .assert()
            .failure()
            .stderr(predicate::str::contains(message));
    }
    shuffle()
        .args(["survey", "run", "capablanca", "--depth", "2", "--out"])
        .arg(&out)
        .assert()
        .failure()
        .stderr(predicate::str::contains("capablanca has one setup"));
}

/// The report of a small fixture: figures, plots, lists and the table.
#[test]
fn report_from_a_fixture() {
    let fixture = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata/survey/chess960-500-539-d5.csv");
    let out = temp("report");
    let _ = std::fs::remove_dir_all(&out);
    shuffle()
        .args(["survey", "report"])
        .arg(&fixture)
        .arg("--out")
        .arg(&out)
        .assert()
        .success()
        .stdout(predicate::str::starts_with("chess960: 40 setups, mean "));
    let html = std::fs::read_to_string(out.join("index.html")).expect("index.html");
    for needle in [
        "Which chess960 setups are balanced?",
        "40 of 960 setups",
        "The classic setup, No. <a href=\"http://127.0.0.1:8080/explorer?variant=chess960&amp;number=518\">518</a> (RNBQKBNR)",
        "Most balanced",
        "Mean score by the file of each piece",
        "<svg",
        "const rows = [[500,\"",
    ] {
        assert!(html.contains(needle), "{needle}");
    }
    // The mean printed is the mean of the fixture's scores.
    let text = std::fs::read_to_string(&fixture).expect("fixture");
    let scores: Vec<f64> = text
        .lines()
        .skip(1)
        .map(|l| {
            l.split(',')
                .nth(2)
                .and_then(|s| s.parse().ok())
                .expect("score")
        })
        .collect();
    let mean = scores.iter().sum::<f64>() / scores.len() as f64;
    assert!(
        html.contains(&format!("<b>{mean:+.1}</b>")),
        "mean {mean:+.1}"
    );
    for plot in ["scores.svg", "by-file.svg"] {
        let svg = std::fs::read_to_string(out.join(plot)).expect(plot);
        assert!(svg.starts_with("<svg") && svg.contains("</svg>"), "{plot}");
    }
    let by_file = std::fs::read_to_string(out.join("by-file.svg")).expect("plot");
    let by_file: String = by_file.chars().filter(|c| !c.is_whitespace()).collect();
    assert!(
        by_file.contains(">Q</text>") && by_file.contains(">N</text>"),
        "the legend names the pieces"
    );
}

#[test]
fn report_refuses_files_it_cannot_read() {
    let header = "number,back_rank,score_cp,best_move_san,depth,nodes,seconds\n";
    for (name, rows, message) in [
        ("empty.csv", "", "no rows"),
        (
            "wrong.csv",
            "7,RNBQKBNR,10,e4,5,100,0.1\n",
            "no shuffle variant",
        ),
    ] {
        let file = temp(name);
        std::fs::write(&file, format!("{header}{rows}")).expect("write");
        shuffle()
            .args(["survey", "report"])
            .arg(&file)
            .args(["--out", "/tmp/shuffle-never"])
            .assert()
            .failure()
            .stderr(predicate::str::contains(message));
    }
}

/// `--games`: self-play pairs through the match machinery add two columns
/// that the report reads.
#[test]
fn self_play_games_add_columns() {
    let out = temp("games.csv");
    shuffle()
        .args([
            "survey",
            "run",
            "chess13440",
            "--depth",
            "2",
            "--range",
            "5..5",
        ])
        .args([
            "--games",
            "1",
            "--game-tc",
            "0.5+0.01",
            "--threads",
            "1",
            "--out",
        ])
        .arg(&out)
        .assert()
        .success();
    let text = std::fs::read_to_string(&out).expect("written");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "number,back_rank,score_cp,best_move_san,depth,nodes,seconds,games,white_points"
    );
    let fields: Vec<&str> = lines[1].split(',').collect();
    assert_eq!((fields[0], fields[7]), ("5", "2"), "{}", lines[1]);
    let points: f64 = fields[8].parse().expect("points");
    assert!((0.0..=2.0).contains(&points) && (points * 2.0).fract() == 0.0);
    // Resuming without --games would mix columns: refused.
    shuffle()
        .args([
            "survey",
            "run",
            "chess13440",
            "--depth",
            "2",
            "--range",
            "5..6",
            "--resume",
            "--out",
        ])
        .arg(&out)
        .assert()
        .failure()
        .stderr(predicate::str::contains("--games"));
    let report = temp("games-report");
    shuffle()
        .args(["survey", "report"])
        .arg(&out)
        .arg("--out")
        .arg(&report)
        .assert()
        .success();
    let html = std::fs::read_to_string(report.join("index.html")).expect("report");
    assert!(
        html.contains("Self-play: in 2 games"),
        "report mentions the games"
    );
}
