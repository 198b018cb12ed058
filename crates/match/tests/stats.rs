//! The statistics against known values.

use shuffle_match::stats::{elo_from_score, erf, expected_score, Sprt, SprtResult, Tally};

fn close(a: f64, b: f64, tolerance: f64) -> bool {
    (a - b).abs() <= tolerance
}

#[test]
fn elo_and_expected_score_invert() {
    assert!(close(expected_score(0.0), 0.5, 1e-12));
    // 400 points is odds of ten to one.
    assert!(close(expected_score(400.0), 10.0 / 11.0, 1e-12));
    assert!(close(elo_from_score(0.75), 190.848_501_887, 1e-6));
    assert!(close(elo_from_score(expected_score(123.4)), 123.4, 1e-9));
}

#[test]
fn erf_known_values() {
    for (x, expected) in [
        (0.0, 0.0),
        (0.5, 0.520_499_877_8),
        (1.0, 0.842_700_792_9),
        (2.0, 0.995_322_265),
        (-1.0, -0.842_700_792_9),
    ] {
        assert!(close(erf(x), expected, 2e-7), "erf({x})");
    }
}

#[test]
fn elo_interval_and_los() {
    // 60 wins, 20 draws, 20 losses: score 0.7, +147.2 Elo.
    let t = Tally {
        wins: 60,
        draws: 20,
        losses: 20,
    };
    let (elo, low, high) = t.elo().expect("finite");
    assert!(close(elo, 147.2, 0.1), "{elo}");
    // sigma = sqrt(((60*0.09 + 20*0.04 + 20*0.49)/100)/100) = 0.04; the
    // interval 0.7 -/+ 1.96 sigma is 0.6216..0.7784 = +86.2..+218.3 Elo.
    assert!(
        close(low, 86.2, 0.1) && close(high, 218.3, 0.1),
        "{low} {high}"
    );
    // 38 wins, 2 losses: the score's upper bound passes 1, so Elo has no
    // finite upper bound.
    let (_, low, high) = Tally {
        wins: 38,
        draws: 0,
        losses: 2,
    }
    .elo()
    .expect("finite");
    assert!(low > 300.0 && high == f64::INFINITY, "{low} {high}");
    // LOS = Phi((60-20)/sqrt(80)) = Phi(4.47) ~ 0.999996.
    assert!(close(t.los(), 0.999_996_1, 1e-6), "{}", t.los());
    assert!(close(
        Tally {
            wins: 5,
            draws: 0,
            losses: 5
        }
        .los(),
        0.5,
        1e-8
    ));
    assert_eq!(
        Tally {
            wins: 3,
            draws: 0,
            losses: 0
        }
        .elo(),
        None,
        "a clean sweep has no finite Elo"
    );
}

#[test]
fn sprt_bounds_and_decisions() {
    let sprt = Sprt {
        elo0: 0.0,
        elo1: 10.0,
        alpha: 0.05,
        beta: 0.05,
    };
    let (lower, upper) = sprt.bounds();
    assert!(close(lower, -2.944_438_98, 1e-6) && close(upper, 2.944_438_98, 1e-6));
    // LLR by hand for 1000 wins, 1000 draws, 800 losses: s = 0.535714,
    // variance per game (1000*0.464286^2 + 1000*0.035714^2 + 800*0.535714^2)
    // / 2800 = 0.159439; s0 = 0.5, s1 = 0.514387: LLR = 2800 * 0.014387 *
    // (1.071429 - 1.014387) / (2 * 0.159439) = 7.206.
    let t = Tally {
        wins: 1000,
        draws: 1000,
        losses: 800,
    };
    assert!(close(t.llr(&sprt), 7.206, 0.002), "{}", t.llr(&sprt));
    assert_eq!(sprt.decide(t.llr(&sprt)), SprtResult::AcceptH1);
    let even = Tally {
        wins: 1000,
        draws: 1000,
        losses: 1000,
    };
    assert!(even.llr(&sprt) < 0.0);
    assert_eq!(sprt.decide(0.0), SprtResult::Continue);
    // A clean sweep still decides: 30 wins, nothing else.
    let sweep = Tally {
        wins: 30,
        draws: 0,
        losses: 0,
    };
    assert_eq!(
        sprt.decide(sweep.llr(&sprt)),
        SprtResult::AcceptH1,
        "{}",
        sweep.llr(&sprt)
    );
    assert_eq!(
        sprt.decide(
            Tally {
                wins: 0,
                draws: 0,
                losses: 30
            }
            .llr(&sprt)
        ),
        SprtResult::AcceptH0
    );
    let weaker = Tally {
        wins: 800,
        draws: 1000,
        losses: 1000,
    };
    assert_eq!(sprt.decide(weaker.llr(&sprt)), SprtResult::AcceptH0);
}
