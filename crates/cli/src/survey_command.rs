//! `shuffle survey`: evaluate every start position of a shuffle variant
//! with the engine, in shards that merge without coordination.

use anyhow::{bail, Context};
use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use shuffle_match::clients::{EngineSpec, Protocol};
use shuffle_match::game::{play_game, Adjudication, MoveLimit, TimeControl, DEFAULT_MARGIN};
use shuffle_rules::{white_points, Game, Variant};
use shuffle_search::{Engine, Limits, Options, Score};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

const HEADER: &str = "number,back_rank,score_cp,best_move_san,depth,nodes,seconds";
/// The columns `--games` adds.
const GAME_COLUMNS: &str = ",games,white_points";

#[derive(Subcommand)]
pub(crate) enum SurveyCommand {
    /// Evaluate start positions and write one CSV row each.
    Run(RunArgs),
    /// Join shard files into one, checking that none is missing or doubled.
    Merge(MergeArgs),
    /// Write an HTML report with SVG plots of a survey file.
    Report(crate::survey_report::ReportArgs),
}

#[derive(Args)]
pub(crate) struct RunArgs {
    /// A shuffle variant (chess960, capablanca84000, consulchess42k, chess13440).
    #[arg(value_parser = crate::parse_variant)]
    variant: Variant,
    /// Search depth per setup.
    #[arg(long, conflicts_with = "nodes")]
    depth: Option<u32>,
    /// Node budget per setup.
    #[arg(long)]
    nodes: Option<u64>,
    /// Numbers A..B (inclusive); default all.
    #[arg(long)]
    range: Option<String>,
    /// Shard I/K: the numbers n with n mod K = I (I from 0).
    #[arg(long)]
    shard: Option<String>,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// The CSV file (rows are added as they finish).
    #[arg(long)]
    out: PathBuf,
    /// Keep the rows already in --out and evaluate only the others.
    #[arg(long)]
    resume: bool,
    /// Also play G self-play game pairs per setup (colours swapped) and
    /// record White's points: columns games, white_points.
    #[arg(long)]
    games: Option<u32>,
    /// The self-play games' time control, [moves/]seconds[+increment].
    #[arg(long, default_value = "2+0.02", value_parser = crate::match_command::parse_tc)]
    game_tc: TimeControl,
}

#[derive(Args)]
pub(crate) struct MergeArgs {
    /// Shard files.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// The merged file.
    #[arg(long)]
    out: PathBuf,
    /// The variant, to check that every number is present.
    #[arg(long, value_parser = crate::parse_variant)]
    variant: Variant,
    /// Numbers A..B that must be present (default: all of the variant's).
    #[arg(long)]
    range: Option<String>,
}

pub(crate) fn run(command: &SurveyCommand) -> anyhow::Result<()> {
    match command {
        SurveyCommand::Run(args) => survey(args),
        SurveyCommand::Merge(args) => merge(args),
        SurveyCommand::Report(args) => crate::survey_report::run(args),
    }
}

fn parse_range(text: Option<&str>, count: u32) -> anyhow::Result<(u32, u32)> {
    let Some(text) = text else {
        return Ok((0, count - 1));
    };
    let (a, b) = text
        .split_once("..")
        .with_context(|| format!("--range '{text}' is not A..B"))?;
    let (a, b): (u32, u32) = (
        a.trim().parse().context("--range start")?,
        b.trim().parse().context("--range end")?,
    );
    if a > b || b >= count {
        bail!("--range {a}..{b} is not within 0..{}", count - 1);
    }
    Ok((a, b))
}

/// The rows of a survey CSV by number (header checked), and whether it has
/// the self-play columns.
pub(crate) fn read_rows(path: &Path) -> anyhow::Result<(bool, BTreeMap<u32, String>)> {
    let text = crate::read_text(path)?;
    let mut rows = BTreeMap::new();
    let mut games = false;
    for (i, line) in text.lines().enumerate() {
        if i == 0 {
            games = line == format!("{HEADER}{GAME_COLUMNS}");
            if line != HEADER && !games {
                bail!(
                    "{}: the first line is not the survey header '{HEADER}[{GAME_COLUMNS}]'",
                    path.display()
                );
            }
            continue;
        }
        if line.trim().is_empty() {
            continue;
        }
        let number: u32 = line
            .split(',')
            .next()
            .unwrap_or("")
            .parse()
            .with_context(|| format!("{}:{}: no number", path.display(), i + 1))?;
        if rows.insert(number, line.to_string()).is_some() {
            bail!(
                "{}:{}: number {number} appears twice",
                path.display(),
                i + 1
            );
        }
    }
    Ok((games, rows))
}

/// Writes rows sorted by number, through a temporary file so a crash never
/// leaves a half-written file.
fn write_sorted(path: &Path, games: bool, rows: &BTreeMap<u32, String>) -> anyhow::Result<()> {
    let temp = path.with_extension("csv.tmp");
    let mut text = String::from(HEADER);
    if games {
        text.push_str(GAME_COLUMNS);
    }
    text.push('\n');
    for row in rows.values() {
        text.push_str(row);
        text.push('\n');
    }
    std::fs::write(&temp, text).with_context(|| format!("cannot write {}", temp.display()))?;
    std::fs::rename(&temp, path).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}

fn survey(args: &RunArgs) -> anyhow::Result<()> {
    let variant = args.variant;
    let scheme = variant
        .scheme()
        .filter(|_| variant.is_shuffle())
        .with_context(|| format!("{variant} has one setup: survey a shuffle variant"))?;
    let (from, to) = parse_range(args.range.as_deref(), scheme.count())?;
    let (index, shards) = match &args.shard {
        None => (0, 1),
        Some(text) => {
            let (i, k) = text
                .split_once('/')
                .with_context(|| format!("--shard '{text}' is not I/K"))?;
            let (i, k): (u32, u32) = (i.parse()?, k.parse()?);
            if k == 0 || i >= k {
                bail!("--shard {i}/{k}: I must be below K");
            }
            (i, k)
        }
    };
    if args.depth.is_none() && args.nodes.is_none() {
        bail!("give --depth or --nodes");
    }
    let with_games = args.games.is_some();
    let done = if args.resume && args.out.exists() {
        let (games, rows) = read_rows(&args.out)?;
        if games != with_games {
            bail!(
                "{} was {} --games: resume it the same way",
                args.out.display(),
                if games { "run with" } else { "run without" }
            );
        }
        rows
    } else {
        BTreeMap::new()
    };
    if !args.resume && args.out.exists() {
        bail!(
            "{} exists: use --resume to continue it, or another --out",
            args.out.display()
        );
    }
    let todo: Vec<u32> = (from..=to)
        .filter(|n| n % shards == index && !done.contains_key(n))
        .collect();
    // Rows go to the file as they finish, so an interrupted run keeps them.
    write_sorted(&args.out, with_games, &done)?;
    let file = Mutex::new(std::fs::OpenOptions::new().append(true).open(&args.out)?);
    let rows = Mutex::new(done);
    let next = AtomicUsize::new(0);
    let bar = ProgressBar::new(todo.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} setups, {per_sec}, ETA {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let limits = Limits {
        depth: args.depth,
        nodes: args.nodes,
        ..Limits::default()
    };
    std::thread::scope(|scope| -> anyhow::Result<()> {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| -> anyhow::Result<()> {
                    let mut engine = Engine::new(Options {
                        hash_mb: 16,
                        threads: 1,
                        ..Options::default()
                    });
                    while let Some(&number) = todo.get(next.fetch_add(1, Ordering::Relaxed)) {
                        let game = Game::from_start_number(variant, number, number)?;
                        let rank = scheme.write_back_rank(&scheme.back_rank(u64::from(number))?);
                        engine.new_game();
                        let started = Instant::now();
                        let result = engine
                            .search(&game, limits.clone(), Box::new(|_| {}))
                            .context("the engine stopped")?;
                        let score = match result.score {
                            Score::Centipawns(cp) => cp,
                            Score::Mate(n) if n > 0 => 32_000 - n,
                            Score::Mate(n) => -32_000 - n,
                        };
                        let san = result
                            .best_move
                            .map_or(String::new(), |m| game.position().san(m));
                        let mut row = format!(
                            "{number},{rank},{score},{san},{},{},{:.3}",
                            result.depth,
                            result.nodes,
                            started.elapsed().as_secs_f64()
                        );
                        if let Some(pairs) = args.games {
                            let points = self_play(&game, pairs, args.game_tc)?;
                            row.push_str(&format!(",{},{points}", 2 * pairs));
                        }
                        {
                            let mut file = file
                                .lock()
                                .map_err(|_| anyhow::anyhow!("a worker failed"))?;
                            writeln!(file, "{row}")?;
                            file.flush()?;
                        }
                        rows.lock()
                            .map_err(|_| anyhow::anyhow!("a worker failed"))?
                            .insert(number, row);
                        bar.inc(1);
                    }
                    Ok(())
                })
            })
            .collect();
        for worker in workers {
            worker
                .join()
                .map_err(|_| anyhow::anyhow!("a survey worker panicked"))??;
        }
        Ok(())
    })?;
    bar.finish_and_clear();
    let rows = rows
        .into_inner()
        .map_err(|_| anyhow::anyhow!("a worker failed"))?;
    write_sorted(&args.out, with_games, &rows)?;
    println!("{} setups in {}", rows.len(), args.out.display());
    Ok(())
}

/// Plays `pairs` game pairs of Shuffle against itself from the setup, each
/// colour once per pair (timing noise varies the games), through the match
/// machinery; returns White's points.
fn self_play(start: &Game, pairs: u32, tc: TimeControl) -> anyhow::Result<f64> {
    let spec = EngineSpec {
        name: "Shuffle".into(),
        command: std::env::current_exe()?.display().to_string(),
        args: vec!["uci".into()],
        protocol: Protocol::Uci,
        options: vec![("Hash".into(), "16".into()), ("Threads".into(), "1".into())],
        variant_names: Vec::new(),
        depth: None,
        nodes: None,
    };
    // Usual adjudication: lost after 3 moves at -600, drawn after move 40
    // when 8 moves in a row stay within 10 cp.
    let adjudication = Adjudication {
        resign: Some((3, 600)),
        draw: Some((40, 8, 10)),
    };
    let mut points = 0.0;
    for _ in 0..2 * pairs {
        let record = play_game(
            start,
            &spec,
            &spec,
            MoveLimit::Clock(tc),
            DEFAULT_MARGIN,
            adjudication,
        );
        let Some(white) = white_points(record.result.result) else {
            bail!("a self-play game failed: {}", record.result.reason);
        };
        points += white;
    }
    Ok(points)
}

fn merge(args: &MergeArgs) -> anyhow::Result<()> {
    let count = args
        .variant
        .scheme()
        .filter(|_| args.variant.is_shuffle())
        .map(|s| s.count())
        .context("merge needs a shuffle variant")?;
    let (from, to) = parse_range(args.range.as_deref(), count)?;
    let mut all = BTreeMap::new();
    let mut with_games = None;
    for file in &args.files {
        let (games, rows) = read_rows(file)?;
        if *with_games.get_or_insert(games) != games {
            bail!(
                "{} has other columns than the files before it",
                file.display()
            );
        }
        for (number, row) in rows {
            if all.insert(number, row).is_some() {
                bail!(
                    "number {number} appears in more than one file (again in {})",
                    file.display()
                );
            }
        }
    }
    let missing: Vec<u32> = (from..=to).filter(|n| !all.contains_key(n)).collect();
    if !missing.is_empty() {
        let shown: Vec<String> = missing.iter().take(10).map(u32::to_string).collect();
        bail!(
            "{} numbers of {from}..{to} are missing: {}{}",
            missing.len(),
            shown.join(", "),
            if missing.len() > 10 { ", ..." } else { "" }
        );
    }
    if let Some((&outside, _)) = all.iter().find(|(n, _)| !(from..=to).contains(*n)) {
        bail!("number {outside} is outside {from}..{to}");
    }
    write_sorted(&args.out, with_games.unwrap_or(false), &all)?;
    println!("{} setups merged into {}", all.len(), args.out.display());
    Ok(())
}
