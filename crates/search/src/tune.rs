//! Texel tuning: fit the evaluation's weights to the results of games (the
//! engine's own, or another engine's). Each quiet position of a game is a
//! sample labelled with the game's result, blended with an engine's score
//! of the position where its move carries one (`blend_scores`); the
//! weights minimise the squared error between that target and
//! `sigmoid(K * eval)` over all samples, with `K` fitted first so that the
//! starting weights' scale is kept. The evaluation is linear in its
//! weights but for the squared king danger (`evaluate::trace`), whose
//! gradient the chain rule gives, so the gradient is exact and a few
//! thousand full-batch Adam steps take minutes.

use crate::evaluate::{self, terms, Weight, PHASE_MAX};
use crate::search::is_quiet;
use crate::see::see_ge;
use shuffle_rules::{white_points, with_position, Color, Geometry, PgnGame, Position, Variant};

/// Plies at the start of a game whose positions are not used: the random
/// opening moves of self-play and the book-like start tell little.
const SKIPPED_PLIES: usize = 8;

/// One labelled position: its non-zero term counts (White's minus
/// Black's), each side's non-zero king-danger counts, its phase and
/// White's expected result (the game's, or blended with an engine's score
/// by `blend_scores`), and that engine's score of it in centipawns from
/// White's side if the game's comments give one. Terms are indexed as in
/// a table of `WEIGHTS`, the one `table` names.
#[derive(Clone, Debug)]
pub struct Sample {
    counts: Vec<(u16, i16)>,
    danger: [Vec<(u16, i16)>; 2],
    phase: i32,
    result: f64,
    engine_score: Option<f64>,
    table: usize,
}

/// The non-zero entries of `counts`, whose first is term `first`.
fn sparse(counts: &[i32], first: usize) -> Vec<(u16, i16)> {
    counts
        .iter()
        .enumerate()
        .filter(|(_, &count)| count != 0)
        .map(|(term, &count)| {
            (
                (first + term) as u16,
                count.clamp(-i32::from(i16::MAX), i32::from(i16::MAX)) as i16,
            )
        })
        .collect()
}

/// `entries` (term, count) times their weights: (middlegame, endgame).
fn weighted_sum(entries: &[(u16, i16)], weights: &[[f64; 2]]) -> [f64; 2] {
    let mut sum = [0.0; 2];
    for &(term, count) in entries {
        let weight = weights[usize::from(term)];
        sum[0] += f64::from(count) * weight[0];
        sum[1] += f64::from(count) * weight[1];
    }
    sum
}

/// White's and Black's signs in a score from White's view.
const SIGNS: [f64; 2] = [1.0, -1.0];

/// The score of a king-danger sum, as `evaluate::danger_score` but
/// unrounded, and its derivative.
fn danger_score(danger: f64) -> (f64, f64) {
    let danger = danger.max(0.0);
    let scale = f64::from(evaluate::DANGER_SCALE);
    (danger * danger / scale, 2.0 * danger / scale)
}

impl Sample {
    /// The sample of a traced position with White's `result`.
    fn new(trace: &evaluate::Trace, result: f64) -> Sample {
        Sample {
            counts: sparse(&trace.counts, 0),
            danger: [0, 1].map(|side| sparse(&trace.danger[side], terms::DANGER)),
            phase: trace.phase,
            result,
            engine_score: None,
            table: trace.table,
        }
    }

    /// The table of `WEIGHTS` that scores this position: each board
    /// width's is fitted on its own positions.
    pub fn table(&self) -> usize {
        self.table
    }

    /// The phase as a fraction: 1 in the middlegame, 0 in the endgame.
    fn phase(&self) -> f64 {
        f64::from(self.phase) / f64::from(PHASE_MAX)
    }

    /// White's and Black's king-danger sums (middlegame, endgame) under
    /// `weights`.
    fn dangers(&self, weights: &[[f64; 2]]) -> [[f64; 2]; 2] {
        [0, 1].map(|side| weighted_sum(&self.danger[side], weights))
    }

    /// White's score under `weights`, as a float.
    fn score(&self, weights: &[[f64; 2]]) -> f64 {
        self.score_with(weights, &self.dangers(weights))
    }

    /// White's score under `weights` with the king-danger sums `dangers`.
    fn score_with(&self, weights: &[[f64; 2]], dangers: &[[f64; 2]; 2]) -> f64 {
        let mut score = weighted_sum(&self.counts, weights);
        for (danger, sign) in dangers.iter().zip(SIGNS) {
            for j in 0..2 {
                score[j] += sign * danger_score(danger[j]).0;
            }
        }
        score[0] * self.phase() + score[1] * (1.0 - self.phase())
    }
}

/// The quiet positions of `game`, labelled with its result: not in check,
/// the move played neither a capture nor a promotion, and no capture that
/// wins material by static exchange. A game without a result gives none.
/// A move's comment `+0.35/4` (Cute Chess's form: the mover's score in
/// pawns, then the depth) is kept as the engine's score of the position
/// before it, less `bias` (the scorer's favour to the side to move, from
/// `side_to_move_bias`).
pub fn samples(game: &PgnGame, bias: f64) -> Vec<Sample> {
    let Some(result) = white_points(&game.result) else {
        return Vec::new();
    };
    let mut samples = Vec::new();
    let mut position = game.start.clone();
    for (ply, played) in game.mainline.moves.iter().enumerate() {
        if ply >= SKIPPED_PLIES {
            let sample = with_position!(&position, p => quiet_sample(p, played.mv, result));
            let white = if position.turn() == Color::White {
                1.0
            } else {
                -1.0
            };
            samples.extend(sample.map(|sample| Sample {
                engine_score: comment_score(&played.comments).map(|score| white * (score - bias)),
                ..sample
            }));
        }
        position = position.play_unchecked(played.mv);
    }
    samples
}

/// The score in a move's comments written as Cute Chess does, `+0.35/4`
/// or `-1.20/12 0.31s`: in centipawns, from the mover's side.
fn comment_score(comments: &[String]) -> Option<f64> {
    comments.iter().find_map(|comment| {
        let (score, depth) = comment.split_whitespace().next()?.split_once('/')?;
        depth.parse::<u32>().ok()?;
        let pawns: f64 = score.parse().ok()?;
        pawns.is_finite().then_some(pawns * 100.0)
    })
}

/// Scores further from zero than this, in centipawns, do not measure the
/// side to move's bias: they say who wins more than by how much.
const BIAS_WINDOW: f64 = 300.0;

/// How far the score comments in `games` favour the side to move, in
/// centipawns, and on how many pairs of consecutive scores: each pair's
/// two scores, each from its mover's side, would cancel if the scorer
/// were fair, so their mean is the bias. Fairy-Stockfish's depth-8
/// scores favour the mover by about half a pawn; learnt as it stands,
/// that bias goes into the tempo weight. `(0, 0)` without a pair.
pub fn side_to_move_bias<'a>(games: impl IntoIterator<Item = &'a PgnGame>) -> (f64, usize) {
    let mut sum = 0.0;
    let mut pairs = 0;
    for game in games {
        let scores: Vec<Option<f64>> = game
            .mainline
            .moves
            .iter()
            .map(|played| comment_score(&played.comments))
            .collect();
        for pair in scores.windows(2) {
            if let [Some(first), Some(second)] = *pair {
                if first.abs() <= BIAS_WINDOW && second.abs() <= BIAS_WINDOW {
                    sum += (first + second) / 2.0;
                    pairs += 1;
                }
            }
        }
    }
    if pairs == 0 {
        (0.0, 0)
    } else {
        (sum / pairs as f64, pairs)
    }
}

/// Blends every sample's result with the engine's score of its position,
/// where there is one: `weight` times the score's expected result at `k`
/// plus the rest times the game's result. A game's result says who won,
/// which Fairy-Stockfish's games against itself rarely owe to what both
/// sides see alike; the score says what the scoring engine sees in the
/// position, so the evaluation can learn it. Returns how many samples
/// had a score.
pub fn blend_scores(samples: &mut [Sample], k: f64, weight: f64) -> usize {
    let mut scored = 0;
    for sample in samples.iter_mut() {
        if let Some(score) = sample.engine_score {
            sample.result = weight * sigmoid(k, score) + (1.0 - weight) * sample.result;
            scored += 1;
        }
    }
    scored
}

fn quiet_sample<G: Geometry>(
    pos: &Position<G>,
    played: shuffle_rules::Move,
    result: f64,
) -> Option<Sample> {
    let quiet = !pos.is_check()
        && is_quiet(pos, played)
        && pos
            .legal_moves()
            .iter()
            .all(|&mv| is_quiet(pos, mv) || !see_ge(pos, mv, 1));
    if !quiet {
        return None;
    }
    Some(Sample::new(&evaluate::trace(pos), result))
}

/// The logistic curve from a centipawn score to an expected result.
fn sigmoid(k: f64, score: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * score / 400.0))
}

/// Mean squared error of `weights` on `samples`.
pub fn loss(samples: &[Sample], weights: &[[f64; 2]], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| (s.result - sigmoid(k, s.score(weights))).powi(2))
        .sum();
    total / samples.len() as f64
}

/// The `K` that fits `weights` best: a golden-section search on 0.1..4.
pub fn fit_k(samples: &[Sample], weights: &[[f64; 2]]) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (0.1, 4.0);
    for _ in 0..40 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if loss(samples, weights, a) < loss(samples, weights, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// Weights as floats, for the optimiser.
pub fn to_floats(weights: &[Weight]) -> Vec<[f64; 2]> {
    weights
        .iter()
        .map(|w| [f64::from(w.mg), f64::from(w.eg)])
        .collect()
}

/// Weights rounded to whole centipawns.
pub fn to_weights(floats: &[[f64; 2]]) -> Vec<Weight> {
    floats
        .iter()
        .map(|f| evaluate::w(f[0].round() as i32, f[1].round() as i32))
        .collect()
}

/// The gradient at `weights` of the mean squared error plus the priors'
/// strengths (`Settings`) times the squared distance from `prior`.
fn gradient(
    samples: &[Sample],
    weights: &[[f64; 2]],
    prior: &[[f64; 2]],
    k: f64,
    settings: &Settings,
) -> Vec<[f64; 2]> {
    let mut gradient = vec![[0.0; 2]; weights.len()];
    let scale = 2.0 * k * 10f64.ln() / 400.0 / samples.len().max(1) as f64;
    // `factor` times each entry's count, added to its term's gradient.
    let mut add = |entries: &[(u16, i16)], factor: [f64; 2]| {
        for &(term, count) in entries {
            let g = &mut gradient[usize::from(term)];
            for j in 0..2 {
                g[j] += factor[j] * f64::from(count);
            }
        }
    };
    for s in samples {
        let dangers = s.dangers(weights);
        let expected = sigmoid(k, s.score_with(weights, &dangers));
        let error = scale * (expected - s.result) * expected * (1.0 - expected);
        let by_phase = [error * s.phase(), error * (1.0 - s.phase())];
        add(&s.counts, by_phase);
        for ((entries, danger), sign) in s.danger.iter().zip(dangers).zip(SIGNS) {
            let slope = danger.map(|d| sign * danger_score(d).1);
            add(entries, [by_phase[0] * slope[0], by_phase[1] * slope[1]]);
        }
    }
    for (term, ((g, w), p)) in gradient.iter_mut().zip(weights).zip(prior).enumerate() {
        let l2 = if term >= terms::DANGER {
            settings.danger_l2
        } else if term >= terms::PST_SQUARE {
            settings.square_l2
        } else {
            settings.l2
        };
        for j in 0..2 {
            g[j] += 2.0 * l2 * (w[j] - p[j]);
        }
    }
    gradient
}

/// How the optimiser steps.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Full-batch Adam steps.
    pub epochs: usize,
    /// Step size in centipawns.
    pub rate: f64,
    /// Pull of every weight towards where it started, so that terms the
    /// games rarely show (an archbishop on the rim in an 8x8 endgame) keep
    /// their prior: this times the squared distance is added to the loss.
    pub l2: f64,
    /// The same for the king-danger weights, whose start is a guess and
    /// whose slope is small while the danger is.
    pub danger_l2: f64,
    /// The same for the piece-square weights by square, which the games
    /// show far more thinly than those by file or by rank.
    pub square_l2: f64,
}

/// Adam steps on the full batch from `weights`. `progress` sees the epoch
/// and the weights every 100 epochs.
pub fn optimise(
    samples: &[Sample],
    weights: &mut [[f64; 2]],
    k: f64,
    settings: Settings,
    mut progress: impl FnMut(usize, &[[f64; 2]]),
) {
    let prior = weights.to_vec();
    let (beta1, beta2, epsilon) = (0.9f64, 0.999f64, 1e-8);
    let mut first = vec![[0.0; 2]; weights.len()];
    let mut second = vec![[0.0; 2]; weights.len()];
    for epoch in 1..=settings.epochs {
        let gradient = gradient(samples, weights, &prior, k, &settings);
        let (correction1, correction2) = (
            1.0 - beta1.powi(epoch as i32),
            1.0 - beta2.powi(epoch as i32),
        );
        for i in 0..weights.len() {
            for j in 0..2 {
                let g = gradient[i][j];
                first[i][j] = beta1 * first[i][j] + (1.0 - beta1) * g;
                second[i][j] = beta2 * second[i][j] + (1.0 - beta2) * g * g;
                let step =
                    (first[i][j] / correction1) / ((second[i][j] / correction2).sqrt() + epsilon);
                weights[i][j] -= settings.rate * step;
            }
        }
        if epoch % 100 == 0 || epoch == settings.epochs {
            progress(epoch, weights);
        }
    }
}

/// The Rust source of `weights.rs` for `tables`, one for each board width
/// (`terms::WIDTHS`), one named line a term.
pub fn weights_source(tables: &[[Weight; terms::COUNT]], provenance: &str) -> String {
    let mut out = String::from(
        "//! Evaluation weights (middlegame, endgame), written by `shuffle tune`:\n\
         //! Texel tuning on game results and engine scores. Regenerate rather\n\
         //! than edit; the README's \"Tuning the evaluation\" says how and on\n\
         //! which games.\n",
    );
    for line in provenance.lines() {
        out.push_str(&format!("//! {line}\n"));
    }
    out.push_str(
        "\nuse crate::evaluate::terms::{COUNT, WIDTHS};\n\
         use crate::evaluate::{w, Weight};\n\n\
         /// One table for each board width (`terms::WIDTHS`), one weight per\n\
         /// term of `evaluate::terms`.\n\
         #[rustfmt::skip]\n\
         pub const WEIGHTS: [[Weight; COUNT]; WIDTHS] = [\n",
    );
    for (index, weights) in tables.iter().enumerate() {
        out.push_str(&format!("    // {}\n    [\n", table_name(index)));
        for (term, weight) in weights.iter().enumerate() {
            let call = format!("w({}, {}),", weight.mg, weight.eg);
            out.push_str(&format!(
                "        {call:<14} // {}\n",
                evaluate::term_name(term)
            ));
        }
        out.push_str("    ],\n");
    }
    out.push_str("];\n");
    out
}

/// What table `table` of `WEIGHTS` is for: its width and variants.
pub fn table_name(table: usize) -> String {
    let files = terms::TABLE_FILES[table];
    let variants: Vec<&str> = Variant::ALL
        .iter()
        .filter(|variant| variant.files() == files)
        .map(|variant| variant.id())
        .collect();
    format!("{files} files: {}", variants.join(", "))
}

/// The tables of `source`, a weights file as `weights_source` writes it:
/// one `w(mg, eg),` a line, in term order, table after table. The error
/// names the line that is not a weight, or says how many weights were
/// found.
pub fn parse_weights_source(source: &str) -> Result<Vec<[Weight; terms::COUNT]>, String> {
    let mut weights = Vec::new();
    for (index, line) in source.lines().enumerate() {
        let Some(call) = line.trim_start().strip_prefix("w(") else {
            continue;
        };
        let pair = call
            .split_once(')')
            .and_then(|(pair, _)| pair.split_once(','))
            .and_then(|(mg, eg)| Some((mg.trim().parse().ok()?, eg.trim().parse().ok()?)));
        match pair {
            Some((mg, eg)) => weights.push(evaluate::w(mg, eg)),
            None => {
                return Err(format!(
                    "line {}: not a weight `w(mg, eg)`: {line}",
                    index + 1
                ))
            }
        }
    }
    if weights.len() != terms::WIDTHS * terms::COUNT {
        return Err(format!(
            "{} weights, but the evaluation has {} tables of {} terms",
            weights.len(),
            terms::WIDTHS,
            terms::COUNT
        ));
    }
    Ok(weights
        .chunks_exact(terms::COUNT)
        .map(|table| table.try_into().expect("chunks of COUNT"))
        .collect())
}

/// Samples of every game in `games`, each with its scorer's bias (see
/// `samples`), and the number of games used.
pub fn samples_of_games<'a>(
    games: impl IntoIterator<Item = (&'a PgnGame, f64)>,
) -> (Vec<Sample>, usize) {
    let mut all = Vec::new();
    let mut used = 0;
    for (game, bias) in games {
        let samples = samples(game, bias);
        if !samples.is_empty() {
            used += 1;
        }
        all.extend(samples);
    }
    (all, used)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluate::WEIGHTS;
    use shuffle_rules::{read_pgn, AnyPosition, Role, SplitMix64};

    /// The table of `traces`' positions.
    const TEN_FILES: usize = evaluate::table(10);

    /// Positions from random play in capablanca84000.
    fn traces() -> Vec<evaluate::Trace> {
        let mut rng = SplitMix64::new(5);
        let mut traces = Vec::new();
        for game in 0..40 {
            let mut pos = AnyPosition::start(Variant::Capablanca84000, game * 997, game * 997)
                .expect("in range");
            for _ in 0..60 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                pos = pos.play_unchecked(legal[rng.below(legal.len() as u64) as usize]);
                traces.push(with_position!(&pos, p => evaluate::trace(p)));
            }
        }
        traces
    }

    #[test]
    fn recovers_a_changed_weight() {
        // Label positions with the expected result under weights whose
        // knight is worth 150 more; tuning from the engine's weights must
        // find most of that difference.
        let knight = terms::MATERIAL + Role::Knight.index();
        let mut truth = to_floats(&WEIGHTS[TEN_FILES]);
        truth[knight][0] += 150.0;
        truth[knight][1] += 150.0;
        let k = 1.0;
        let samples: Vec<Sample> = traces()
            .into_iter()
            .map(|t| {
                let mut sample = Sample::new(&t, 0.0);
                sample.result = sigmoid(k, sample.score(&truth));
                sample
            })
            .collect();
        let mut weights = to_floats(&WEIGHTS[TEN_FILES]);
        let before = loss(&samples, &weights, k);
        let settings = Settings {
            epochs: 600,
            rate: 2.0,
            l2: 0.0,
            danger_l2: 0.0,
            square_l2: 0.0,
        };
        optimise(&samples, &mut weights, k, settings, |_, _| {});
        let after = loss(&samples, &weights, k);
        assert!(after < before / 10.0, "loss {before} -> {after}");
        // A knight's worth is its material plus its square terms, so
        // compare scores rather than the one weight.
        let error = |w: &[[f64; 2]]| -> f64 {
            samples
                .iter()
                .map(|s| (s.score(w) - s.score(&truth)).abs())
                .sum::<f64>()
                / samples.len() as f64
        };
        let start = to_floats(&WEIGHTS[TEN_FILES]);
        assert!(
            error(&weights) < error(&start) / 4.0,
            "{} -> {}",
            error(&start),
            error(&weights)
        );
        assert!((fit_k(&samples, &truth) - k).abs() < 0.01);
    }

    #[test]
    fn the_gradient_is_the_slope_of_the_loss() {
        // Against finite differences, for linear terms and for the squared
        // king danger alike, at weights where some positions are in danger.
        let mut weights = to_floats(&WEIGHTS[TEN_FILES]);
        weights[terms::DANGER_BIAS] = [-20.0, -10.0];
        let samples: Vec<Sample> = traces()
            .iter()
            .enumerate()
            .map(|(i, t)| Sample::new(t, [0.0, 0.5, 1.0][i % 3]))
            .collect();
        assert!(samples.iter().any(|s| {
            let [white, black] = s.dangers(&weights);
            white[0] > 0.0 && black[0] > 0.0
        }));
        let k = 1.0;
        let no_prior = Settings {
            epochs: 0,
            rate: 0.0,
            l2: 0.0,
            danger_l2: 0.0,
            square_l2: 0.0,
        };
        let gradient = gradient(&samples, &weights, &weights, k, &no_prior);
        let knight = terms::MATERIAL + Role::Knight.index();
        let rook_attacker = terms::DANGER_ATTACKER + Role::Rook.index();
        for term in [
            knight,
            terms::DANGER_ZONE_ATTACK,
            rook_attacker,
            terms::DANGER_BIAS,
        ] {
            for j in 0..2 {
                let h = 1e-3;
                let (mut up, mut down) = (weights.clone(), weights.clone());
                up[term][j] += h;
                down[term][j] -= h;
                let slope = (loss(&samples, &up, k) - loss(&samples, &down, k)) / (2.0 * h);
                let tolerance = 1e-4 * slope.abs().max(1e-7);
                assert!(
                    (gradient[term][j] - slope).abs() <= tolerance,
                    "{} ({j}): {} against {slope}",
                    evaluate::term_name(term),
                    gradient[term][j]
                );
            }
        }
    }

    #[test]
    fn each_prior_pulls_only_its_own_weights() {
        let samples: Vec<Sample> = traces()
            .iter()
            .take(50)
            .map(|t| Sample::new(t, 0.5))
            .collect();
        let prior = to_floats(&WEIGHTS[TEN_FILES]);
        let weights: Vec<[f64; 2]> = prior.iter().map(|p| [p[0] + 10.0, p[1] - 10.0]).collect();
        let settings = |[l2, danger_l2, square_l2]: [f64; 3]| Settings {
            epochs: 0,
            rate: 0.0,
            l2,
            danger_l2,
            square_l2,
        };
        let free = gradient(&samples, &weights, &prior, 1.0, &settings([0.0; 3]));
        let pulled = gradient(
            &samples,
            &weights,
            &prior,
            1.0,
            &settings([1e-3, 1e-5, 1e-4]),
        );
        for (term, (free, pulled)) in free.iter().zip(&pulled).enumerate() {
            let l2 = match term {
                t if t >= terms::DANGER => 1e-5,
                t if t >= terms::PST_SQUARE => 1e-4,
                _ => 1e-3,
            };
            for (j, distance) in [10.0, -10.0].into_iter().enumerate() {
                let pull = pulled[j] - free[j];
                assert!(
                    (pull - 2.0 * l2 * distance).abs() < 1e-12,
                    "term {term}: {pull}"
                );
            }
        }
    }

    #[test]
    fn a_weights_file_reads_back_as_the_weights_it_was_written_from() {
        let source = weights_source(&WEIGHTS, "a provenance line");
        assert_eq!(parse_weights_source(&source), Ok(WEIGHTS.to_vec()));
        let short = source.replacen("        w(", "        // w(", 1);
        assert_eq!(
            parse_weights_source(&short),
            Err(format!(
                "{} weights, but the evaluation has {} tables of {} terms",
                terms::WIDTHS * terms::COUNT - 1,
                terms::WIDTHS,
                terms::COUNT
            ))
        );
        let broken = source.replacen("        w(", "        w(x", 1);
        let error = parse_weights_source(&broken).expect_err("a broken line");
        assert!(error.starts_with("line 16: not a weight"), "{error}");
    }

    #[test]
    fn only_decided_games_give_samples_labelled_with_their_result() {
        let moves = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Nc3 d5 8. exd5 Nxd5 9. O-O Be6";
        for (result, label) in [
            ("1-0", Some(1.0)),
            ("0-1", Some(0.0)),
            ("1/2-1/2", Some(0.5)),
            ("*", None),
        ] {
            let text = format!("[Variant \"chess\"]\n[Result \"{result}\"]\n\n{moves} {result}\n");
            let game = read_pgn(&text).remove(0).expect("a good game");
            let samples = samples(&game, 0.0);
            match label {
                Some(label) => {
                    // Plies 9.. are used; those in check (6... Bb4+) or
                    // before a capture are not.
                    assert!(
                        !samples.is_empty() && samples.len() < 10,
                        "{}",
                        samples.len()
                    );
                    assert!(samples.iter().all(|s| s.result == label));
                }
                None => assert!(samples.is_empty()),
            }
        }
    }

    #[test]
    fn comment_scores_are_read_as_cute_chess_writes_them() {
        let score = |text: &str| comment_score(&[text.to_string()]);
        assert_eq!(score("+0.35/4"), Some(35.0));
        assert_eq!(score("-1.20/12 0.31s"), Some(-120.0));
        assert_eq!(score("+1000.00/4"), Some(100_000.0));
        assert_eq!(score("White wins by checkmate"), None);
        assert_eq!(score("+0.35"), None, "no depth");
        assert_eq!(score("book/2"), None);
        let both = ["a note".to_string(), "-0.50/9".to_string()];
        assert_eq!(comment_score(&both), Some(-50.0));
    }

    #[test]
    fn scores_are_kept_from_whites_side_and_blended_into_the_target() {
        // 5. O-O (White, +0.40) and 5... Nf6 (Black, -0.60: White +0.60)
        // are both quiet and past the skipped plies.
        let text = "[Variant \"chess\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 \
                    4. c3 d6 5. O-O {+0.40/4} Nf6 {-0.60/4} 6. h3 1-0\n";
        let game = read_pgn(text).remove(0).expect("a good game");
        let mut samples = samples(&game, 0.0);
        let scores: Vec<Option<f64>> = samples.iter().map(|s| s.engine_score).collect();
        assert_eq!(scores, [Some(40.0), Some(60.0), None]);
        let k = 1.0;
        assert_eq!(blend_scores(&mut samples, k, 0.5), 2);
        assert_eq!(samples[0].result, 0.5 * sigmoid(k, 40.0) + 0.5);
        assert_eq!(samples[2].result, 1.0, "no score, the result alone");
        let debiased: Vec<Option<f64>> = super::samples(&game, 10.0)
            .iter()
            .map(|s| s.engine_score)
            .collect();
        assert_eq!(
            debiased,
            [Some(30.0), Some(70.0), None],
            "the bias is taken from each mover's score"
        );
    }

    #[test]
    fn the_bias_is_the_mean_of_consecutive_movers_scores() {
        // Pairs: (+40, -20) and (-20, +30) count, means 10 and 5; the
        // pairs with +5.00 are past the window, and 6. h3 has no score.
        let text = "[Variant \"chess\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 {+0.40/8} \
                    Bc5 {-0.20/8} 4. c3 {+0.30/8} d6 {+5.00/8} 5. O-O {-4.00/8} Nf6 {+0.10/8} \
                    6. h3 1-0\n";
        let game = read_pgn(text).remove(0).expect("a good game");
        assert_eq!(side_to_move_bias([&game]), (7.5, 2));
        assert_eq!(side_to_move_bias([]), (0.0, 0));
    }
}
