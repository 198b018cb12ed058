//! Match statistics: score, Elo difference with a 95% interval, likelihood
//! of superiority, and the sequential probability ratio test (the
//! generalised SPRT of Fishtest, on the logistic Elo model with a
//! trinomial variance).

/// Wins, draws and losses from the first engine's view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games the first engine won.
    pub wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Games the first engine lost.
    pub losses: u32,
}

/// The expected score of a player `elo` points stronger.
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference that gives expected score `score` (0 < score < 1).
pub fn elo_from_score(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// Bounds of an SPRT: stop when the log-likelihood ratio leaves them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// Elo of the null hypothesis.
    pub elo0: f64,
    /// Elo of the alternative hypothesis.
    pub elo1: f64,
    /// False positive rate.
    pub alpha: f64,
    /// False negative rate.
    pub beta: f64,
}

/// What an SPRT concluded so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SprtResult {
    /// Keep playing.
    Continue,
    /// H1 accepted: the first engine is at least `elo1` stronger.
    AcceptH1,
    /// H0 accepted: it is at most `elo0` stronger.
    AcceptH0,
}

impl Sprt {
    /// Lower and upper log-likelihood bounds.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The decision at log-likelihood ratio `llr`.
    pub fn decide(&self, llr: f64) -> SprtResult {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            SprtResult::AcceptH1
        } else if llr <= lower {
            SprtResult::AcceptH0
        } else {
            SprtResult::Continue
        }
    }
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points per game of the first engine.
    pub fn score(&self) -> f64 {
        let n = f64::from(self.games());
        if n == 0.0 {
            return 0.5;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / n
    }

    /// Per-game variance of the score.
    fn variance(&self) -> f64 {
        let n = f64::from(self.games());
        let s = self.score();
        (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n
    }

    /// The Elo difference with the bounds of its 95% interval (from the
    /// score's normal interval; a bound past a score of 0 or 1 is
    /// infinite). `None` until a result other than a win or other than a
    /// loss makes the estimate finite.
    pub fn elo(&self) -> Option<(f64, f64, f64)> {
        let n = f64::from(self.games());
        let s = self.score();
        if n == 0.0 || s <= 0.0 || s >= 1.0 {
            return None;
        }
        let sigma = (self.variance() / n).sqrt();
        let bound = |p: f64| {
            if p <= 0.0 {
                f64::NEG_INFINITY
            } else if p >= 1.0 {
                f64::INFINITY
            } else {
                elo_from_score(p)
            }
        };
        Some((
            elo_from_score(s),
            bound(s - 1.959_964 * sigma),
            bound(s + 1.959_964 * sigma),
        ))
    }

    /// Likelihood of superiority: the probability that the first engine is
    /// the stronger, from wins and losses (draws carry no information).
    pub fn los(&self) -> f64 {
        let (w, l) = (f64::from(self.wins), f64::from(self.losses));
        if w + l == 0.0 {
            return 0.5;
        }
        0.5 * (1.0 + erf((w - l) / (2.0 * (w + l)).sqrt()))
    }

    /// Log-likelihood ratio of H1 (`elo1`) over H0 (`elo0`) by the normal
    /// approximation: N (s1 - s0) (2 s - s0 - s1) / (2 var). A run of one
    /// result only (a clean sweep) has no variance: then the variance is
    /// estimated with half a game added to each outcome.
    pub fn llr(&self, sprt: &Sprt) -> f64 {
        let n = f64::from(self.games());
        if n == 0.0 {
            return 0.0;
        }
        let mut variance = self.variance();
        if variance <= 0.0 {
            let s = self.score();
            let (w, d, l) = (
                f64::from(self.wins) + 0.5,
                f64::from(self.draws) + 0.5,
                f64::from(self.losses) + 0.5,
            );
            variance =
                (w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s.powi(2)) / (w + d + l);
        }
        let (s0, s1) = (expected_score(sprt.elo0), expected_score(sprt.elo1));
        n * (s1 - s0) * (2.0 * self.score() - s0 - s1) / (2.0 * variance)
    }
}

/// The error function (Abramowitz-Stegun 7.1.26, |error| < 1.5e-7).
pub fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    if x >= 0.0 {
        y
    } else {
        -y
    }
}
