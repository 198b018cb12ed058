//! `shuffle survey report`: a survey CSV as an HTML page with SVG plots
//! (plotters): the distribution of scores, the most and least balanced
//! setups, mean score by piece and file, the classic setup's rank and a
//! sortable table of every row.

use anyhow::{bail, Context};
use clap::Args;
use plotters::prelude::*;
use shuffle_rules::Variant;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Scores beyond this (mates) count as this in means and plots.
const CLAMP_CP: i32 = 1500;
/// A setup within this many centipawns of 0 counts as balanced.
const BALANCED_CP: i32 = 25;
/// How many setups each "most/least balanced" list shows.
const LIST_LEN: usize = 10;

#[derive(Args)]
pub(crate) struct ReportArgs {
    /// A survey CSV (from `survey run` or `survey merge`).
    file: PathBuf,
    /// The folder for index.html and the SVG plots.
    #[arg(long)]
    out: PathBuf,
    /// Base URL of a running `shuffle serve`, for links to its explorer.
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    explorer: String,
}

/// One surveyed setup.
#[derive(Clone, Debug, PartialEq)]
struct Row {
    number: u32,
    back_rank: String,
    score: i32,
    best: String,
    depth: u32,
    /// Self-play games and White's points in them (`--games`).
    games: Option<(u32, f64)>,
}

impl Row {
    fn clamped(&self) -> i32 {
        self.score.clamp(-CLAMP_CP, CLAMP_CP)
    }
}

fn parse_rows(path: &Path) -> anyhow::Result<Vec<Row>> {
    let (_, rows) = crate::survey_command::read_rows(path)?;
    rows.values()
        .enumerate()
        .map(|(i, line)| {
            let f: Vec<&str> = line.split(',').collect();
            let field = |k: usize| f.get(k).copied().unwrap_or("");
            let context = || format!("{}: row {}", path.display(), i + 2);
            Ok(Row {
                number: field(0).parse().with_context(context)?,
                back_rank: field(1).to_string(),
                score: field(2).parse().with_context(context)?,
                best: field(3).to_string(),
                depth: field(4).parse().with_context(context)?,
                games: match (field(7).parse(), field(8).parse()) {
                    (Ok(games), Ok(points)) => Some((games, points)),
                    _ => None,
                },
            })
        })
        .collect()
}

/// The shuffle variant whose numbering the rows follow.
fn infer_variant(rows: &[Row]) -> anyhow::Result<Variant> {
    let first = rows.first().context("the survey file has no rows")?;
    Variant::ALL
        .into_iter()
        .filter(|v| v.is_shuffle())
        .find(|v| {
            v.scheme().is_some_and(|s| {
                s.parse_back_rank(&first.back_rank)
                    .and_then(|rank| s.number(&rank))
                    .is_ok_and(|n| n == first.number)
            })
        })
        .with_context(|| {
            format!(
                "setup {} '{}' is no shuffle variant's",
                first.number, first.back_rank
            )
        })
}

/// Summary figures of the scores.
struct Stats {
    mean: f64,
    median: i32,
    stdev: f64,
    balanced: f64,
    white_better: f64,
}

fn stats(rows: &[Row]) -> Stats {
    let n = rows.len() as f64;
    let scores: Vec<i32> = rows.iter().map(Row::clamped).collect();
    let mean = scores.iter().map(|&s| f64::from(s)).sum::<f64>() / n;
    let var = scores
        .iter()
        .map(|&s| (f64::from(s) - mean).powi(2))
        .sum::<f64>()
        / n;
    let mut sorted = scores.clone();
    sorted.sort_unstable();
    let share = |f: &dyn Fn(i32) -> bool| scores.iter().filter(|&&s| f(s)).count() as f64 / n;
    Stats {
        mean,
        median: sorted[sorted.len() / 2],
        stdev: var.sqrt(),
        balanced: share(&|s| s.abs() <= BALANCED_CP),
        white_better: share(&|s| s > 0),
    }
}

/// Mean score by piece letter and file: `(letter, [(mean, count); files])`.
fn by_file(rows: &[Row], files: usize) -> Vec<(char, Vec<(f64, usize)>)> {
    let mut letters: Vec<char> = rows.iter().flat_map(|r| r.back_rank.chars()).collect();
    letters.sort_unstable();
    letters.dedup();
    letters
        .into_iter()
        .map(|letter| {
            let cells = (0..files)
                .map(|file| {
                    let scores: Vec<i32> = rows
                        .iter()
                        .filter(|r| r.back_rank.chars().nth(file) == Some(letter))
                        .map(Row::clamped)
                        .collect();
                    let mean = if scores.is_empty() {
                        f64::NAN
                    } else {
                        scores.iter().map(|&s| f64::from(s)).sum::<f64>() / scores.len() as f64
                    };
                    (mean, scores.len())
                })
                .collect();
            (letter, cells)
        })
        .collect()
}

fn histogram_svg(rows: &[Row]) -> anyhow::Result<String> {
    let scores: Vec<i32> = rows.iter().map(Row::clamped).collect();
    let mut sorted = scores.clone();
    sorted.sort_unstable();
    // Bins of 10 cp over the middle 99.8% (the rest piles into the end bins).
    let lo = sorted[sorted.len() / 1000].div_euclid(10) * 10;
    let hi = (sorted[sorted.len() - 1 - sorted.len() / 1000].div_euclid(10) + 1) * 10;
    let bin = |s: i32| s.clamp(lo, hi - 1).div_euclid(10) * 10;
    let mut counts = std::collections::BTreeMap::new();
    for &s in &scores {
        *counts.entry(bin(s)).or_insert(0u32) += 1;
    }
    let top = counts.values().copied().max().unwrap_or(1);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (760, 380)).into_drawing_area();
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .caption("Distribution of start-position scores", ("sans-serif", 20))
            .margin(12)
            .x_label_area_size(44)
            .y_label_area_size(56)
            .build_cartesian_2d((lo..hi).step(10).into_segmented(), 0u32..top + top / 10 + 1)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_desc("score in centipawns, White's view (bins of 10)")
            .y_desc("setups")
            .draw()?;
        chart.draw_series(
            Histogram::vertical(&chart)
                .style(RGBColor(47, 111, 221).filled())
                .margin(1)
                .data(counts.iter().map(|(&b, &c)| (b, c))),
        )?;
        root.present()?;
    }
    Ok(svg)
}

const PALETTE: [RGBColor; 8] = [
    RGBColor(47, 111, 221),
    RGBColor(214, 84, 60),
    RGBColor(46, 160, 67),
    RGBColor(150, 80, 190),
    RGBColor(230, 150, 30),
    RGBColor(30, 170, 170),
    RGBColor(120, 120, 120),
    RGBColor(200, 60, 140),
];

fn by_file_svg(table: &[(char, Vec<(f64, usize)>)], files: usize) -> anyhow::Result<String> {
    let means = table
        .iter()
        .flat_map(|(_, cells)| cells.iter().map(|c| c.0))
        .filter(|m| m.is_finite());
    let (min, max) = means.fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), m| {
        (a.min(m), b.max(m))
    });
    let (min, max) = if min <= max { (min, max) } else { (0.0, 0.0) };
    let pad = ((max - min) * 0.1).max(1.0);
    // Room above the lines for the legend.
    let top = max + pad + (max - min + 2.0 * pad) * 0.9;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (760, 420)).into_drawing_area();
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .caption("Mean score by the file of each piece", ("sans-serif", 20))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .build_cartesian_2d(-0.5f64..files as f64 - 0.5, (min - pad)..top)?;
        chart
            .configure_mesh()
            .x_labels(files)
            .x_label_formatter(&|x| {
                let f = x.round();
                if (x - f).abs() < 1e-6 && (0.0..26.0).contains(&f) {
                    char::from(b'a' + f as u8).to_string()
                } else {
                    String::new()
                }
            })
            .x_desc("file of the piece (White's back rank)")
            .y_desc("mean score, cp (White's view)")
            .draw()?;
        for (i, (letter, cells)) in table.iter().enumerate() {
            let color = PALETTE[i % PALETTE.len()];
            let points: Vec<(f64, f64)> = cells
                .iter()
                .enumerate()
                .filter(|(_, c)| c.0.is_finite())
                .map(|(f, c)| (f as f64, c.0))
                .collect();
            chart
                .draw_series(LineSeries::new(points.clone(), color.stroke_width(2)))?
                .label(letter.to_string())
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 18, y)], color.stroke_width(3))
                });
            chart.draw_series(
                points
                    .into_iter()
                    .map(|p| Circle::new(p, 3, color.filled())),
            )?;
        }
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .draw()?;
        root.present()?;
    }
    Ok(svg)
}

/// A back rank as a strip of squares with the piece letters.
fn strip_svg(rank: &str) -> String {
    let mut svg = format!(
        "<svg class=\"strip\" viewBox=\"0 0 {} 24\" width=\"{}\" height=\"24\">",
        rank.len() * 24,
        rank.len() * 24
    );
    for (i, c) in rank.chars().enumerate() {
        let fill = if i % 2 == 0 { "#b58863" } else { "#f0d9b5" };
        let _ = write!(
            svg,
            "<rect x=\"{}\" y=\"0\" width=\"24\" height=\"24\" fill=\"{fill}\"/>\
             <text x=\"{}\" y=\"17\" text-anchor=\"middle\" font-weight=\"700\" font-family=\"sans-serif\" font-size=\"15\">{c}</text>",
            i * 24,
            i * 24 + 12
        );
    }
    svg.push_str("</svg>");
    svg
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The page.
fn html(variant: Variant, rows: &[Row], explorer: &str, plots: (&str, &str)) -> String {
    let s = stats(rows);
    let count = variant.scheme().map_or(0, |sc| sc.count());
    let depths = {
        let (lo, hi) = rows
            .iter()
            .fold((u32::MAX, 0), |(a, b), r| (a.min(r.depth), b.max(r.depth)));
        if lo == hi {
            format!("depth {lo}")
        } else {
            format!("depths {lo}–{hi}")
        }
    };
    let link = |n: u32| {
        format!(
            "<a href=\"{}/explorer?variant={}&amp;number={n}\">{n}</a>",
            escape(explorer.trim_end_matches('/')),
            variant.id()
        )
    };
    let list = |title: &str, picked: Vec<&Row>| {
        let mut out = format!("<h3>{title}</h3><table><tr><th>No.</th><th>Setup</th><th>Score</th><th>Best move</th></tr>");
        for r in picked {
            let _ = write!(
                out,
                "<tr><td>{}</td><td>{}</td><td>{:+}</td><td>{}</td></tr>",
                link(r.number),
                strip_svg(&r.back_rank),
                r.score,
                escape(&r.best)
            );
        }
        out.push_str("</table>");
        out
    };
    let mut by_balance: Vec<&Row> = rows.iter().collect();
    by_balance.sort_by_key(|r| (r.score.abs(), r.number));
    let mut by_score: Vec<&Row> = rows.iter().collect();
    by_score.sort_by_key(|r| (r.score, r.number));
    let classic = match variant.classic_number() {
        None => format!("{} has no classic setup.", variant.id()),
        Some(n) => match by_balance.iter().position(|r| r.number == n) {
            None => format!("The classic setup (No. {n}) is not in this file."),
            Some(i) => {
                let r = by_balance[i];
                let above = rows.iter().filter(|x| x.score > r.score).count();
                format!(
                    "The classic setup, No. {} ({}), scores <b>{:+} cp</b>: {} of {} setups are more balanced, \
                     and it favours White more than {:.1}% of them.",
                    link(n),
                    r.back_rank,
                    r.score,
                    i,
                    rows.len(),
                    100.0 * (rows.len() - 1 - above) as f64 / rows.len() as f64
                )
            }
        },
    };
    let (games, points) = rows
        .iter()
        .filter_map(|r| r.games)
        .fold((0u32, 0.0f64), |(g, p), (rg, rp)| (g + rg, p + rp));
    let self_play = if games == 0 {
        String::new()
    } else {
        format!(
            "<p>Self-play: in {games} games from these setups (colours swapped in pairs), \
             White scored <b>{:.1}%</b>.</p>",
            100.0 * points / f64::from(games)
        )
    };
    let files = variant.files() as usize;
    let table = by_file(rows, files);
    let mut heat = String::from("<table class=\"heat\"><tr><th>piece</th>");
    for f in 0..files {
        let _ = write!(heat, "<th>{}</th>", char::from(b'a' + f as u8));
    }
    heat.push_str("</tr>");
    for (letter, cells) in &table {
        let _ = write!(heat, "<tr><th>{letter}</th>");
        for (mean, n) in cells {
            if mean.is_finite() {
                let t = ((mean - s.mean) / 30.0).clamp(-1.0, 1.0);
                let color = if t >= 0.0 {
                    format!("rgba(47,111,221,{:.2})", t * 0.6)
                } else {
                    format!("rgba(214,84,60,{:.2})", -t * 0.6)
                };
                let _ = write!(
                    heat,
                    "<td style=\"background:{color}\" title=\"{n} setups\">{mean:+.1}</td>"
                );
            } else {
                heat.push_str("<td></td>");
            }
        }
        heat.push_str("</tr>");
    }
    heat.push_str("</table>");
    let data: Vec<String> = rows
        .iter()
        .map(|r| {
            format!(
                "[{},\"{}\",{},\"{}\",{}]",
                r.number,
                escape(&r.back_rank),
                r.score,
                escape(&r.best),
                r.depth
            )
        })
        .collect();
    format!(
        r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shuffle survey: {id}</title>
<style>
body {{ font: 15px/1.45 system-ui, sans-serif; max-width: 1100px; margin: 1rem auto; padding: 0 1rem; color: #1d1d1f; }}
table {{ border-collapse: collapse; margin: .4rem 0 1rem; }}
th, td {{ border: 1px solid #ddd; padding: .2rem .5rem; text-align: right; }}
th {{ background: #f0f0f0; }}
.strip {{ display: block; }}
.figures td {{ text-align: left; }}
#rows th {{ cursor: pointer; }}
.plots svg {{ max-width: 100%; height: auto; }}
</style></head><body>
<h1>Which {id} setups are balanced?</h1>
<p>{n} of {count} setups, each searched by Shuffle {ver} from the start position to {depths};
scores in centipawns from White's view (mates counted as ±{clamp}).</p>
<table class="figures">
<tr><td>mean</td><td><b>{mean:+.1}</b></td></tr>
<tr><td>median</td><td>{median:+}</td></tr>
<tr><td>standard deviation</td><td>{stdev:.1}</td></tr>
<tr><td>balanced (|score| ≤ {bal} cp)</td><td>{balanced:.1}%</td></tr>
<tr><td>White better (score &gt; 0)</td><td>{white:.1}%</td></tr>
</table>
<p>{classic}</p>
{self_play}
<div class="plots">{hist}</div>
<h2>Most and least balanced</h2>
{most}{white_best}{black_best}
<h2>Mean score by the file of each piece</h2>
<p>Each cell: the mean score of the setups with that piece on that file (blue: above the overall mean, red: below).</p>
{heat}
<div class="plots">{files_plot}</div>
<h2>Every setup</h2>
<p>Click a heading to sort; the number links to the web app's explorer.</p>
<table id="rows"><thead><tr><th data-k="0">No.</th><th data-k="1">Setup</th><th data-k="2">Score</th><th data-k="3">Best move</th><th data-k="4">Depth</th></tr></thead><tbody></tbody></table>
<button id="more">Show more</button>
<script>
const rows = [{data}];
const base = {explorer_js};
let key = 0, dir = 1, shown = 0;
const body = document.querySelector('#rows tbody');
function render(reset) {{
  if (reset) {{ rows.sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : 0)); body.innerHTML = ''; shown = 0; }}
  const html = rows.slice(shown, shown + 500).map(r => `<tr><td><a href="${{base}}/explorer?variant={id}&number=${{r[0]}}">${{r[0]}}</a></td><td>${{r[1]}}</td><td>${{r[2] > 0 ? '+' : ''}}${{r[2]}}</td><td>${{r[3]}}</td><td>${{r[4]}}</td></tr>`).join('');
  body.insertAdjacentHTML('beforeend', html);
  shown = Math.min(rows.length, shown + 500);
  document.getElementById('more').hidden = shown >= rows.length;
}}
document.querySelectorAll('#rows th').forEach(th => th.addEventListener('click', () => {{
  const k = Number(th.dataset.k); dir = k === key ? -dir : 1; key = k; render(true);
}}));
document.getElementById('more').addEventListener('click', () => render(false));
render(true);
</script>
</body></html>
"#,
        id = variant.id(),
        n = rows.len(),
        ver = env!("CARGO_PKG_VERSION"),
        clamp = CLAMP_CP,
        mean = s.mean,
        median = s.median,
        stdev = s.stdev,
        bal = BALANCED_CP,
        balanced = 100.0 * s.balanced,
        white = 100.0 * s.white_better,
        hist = plots.0,
        files_plot = plots.1,
        most = list(
            "Most balanced",
            by_balance.iter().take(LIST_LEN).copied().collect()
        ),
        white_best = list(
            "Highest scores (best for White)",
            by_score.iter().rev().take(LIST_LEN).copied().collect()
        ),
        black_best = list(
            "Lowest scores (best for Black)",
            by_score.iter().take(LIST_LEN).copied().collect()
        ),
        data = data.join(","),
        explorer_js = js_string(explorer.trim_end_matches('/')),
    )
}

/// A JavaScript string literal.
fn js_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '<' => out.push_str("\\u003c"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Writes `index.html`, `scores.svg` and `by-file.svg` into `--out`.
pub(crate) fn run(args: &ReportArgs) -> anyhow::Result<()> {
    let rows = parse_rows(&args.file)?;
    if rows.is_empty() {
        bail!("{} has no rows to report", args.file.display());
    }
    let variant = infer_variant(&rows)?;
    let hist = histogram_svg(&rows)?;
    let files = variant.files() as usize;
    let by_file_plot = by_file_svg(&by_file(&rows, files), files)?;
    std::fs::create_dir_all(&args.out)
        .with_context(|| format!("cannot create {}", args.out.display()))?;
    let write = |name: &str, text: &str| {
        let path = args.out.join(name);
        std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))
    };
    write("scores.svg", &hist)?;
    write("by-file.svg", &by_file_plot)?;
    write(
        "index.html",
        &html(variant, &rows, &args.explorer, (&hist, &by_file_plot)),
    )?;
    let s = stats(&rows);
    println!(
        "{}: {} setups, mean {:+.1} cp, {:.1}% balanced; report in {}",
        variant.id(),
        rows.len(),
        s.mean,
        100.0 * s.balanced,
        args.out.join("index.html").display()
    );
    Ok(())
}
