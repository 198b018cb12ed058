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
