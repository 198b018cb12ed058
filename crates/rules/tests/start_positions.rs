//! Start-position numbering (RULES.md §4): test vectors, the SHA-256 of each
//! whole table, setup -> number inverting number -> setup, refusals, dice.

use sha2::{Digest, Sha256};
use shuffle_rules::{
    consulchess42k_from_dice, start_fen, AnyPosition, DiceError, Scheme, SplitMix64,
    StartPositionError, Variant, CAPABLANCA84000, CHESS13440, CHESS960, CONSULCHESS42K,
};

fn back_rank(scheme: &Scheme, n: u64) -> String {
    scheme.write_back_rank(&scheme.back_rank(n).expect("number in range"))
}

#[test]
fn test_vectors() {
    let vectors: &[(&Scheme, u64, &str)] = &[
        (&CHESS960, 518, "RNBQKBNR"),
        (&CHESS960, 0, "BBQNNRKR"),
        (&CHESS960, 959, "RKRNNQBB"),
        (&CAPABLANCA84000, 45533, "RNBQCKABNR"),
        (&CAPABLANCA84000, 45666, "RNABQKBCNR"),
        (&CAPABLANCA84000, 0, "BBACQNNRKR"),
        (&CAPABLANCA84000, 83999, "RKRNNQCABB"),
        // The description's worked example says NBRQNKACRB; RULES.md §4.1 erratum.
        (&CAPABLANCA84000, 12345, "NBRQNKACBR"),
        (&CONSULCHESS42K, 0, "BBNNCCQRKR"),
        (&CONSULCHESS42K, 12345, "CBRNQCKRBN"),
        (&CONSULCHESS42K, 15683, "RNBCQKCBNR"),
        (&CONSULCHESS42K, 41999, "RKRQCCNNBB"),
        (&CHESS13440, 0, "GQCBNMKR"),
        (&CHESS13440, 1, "QGCBNMKR"),
        (&CHESS13440, 12345, "RGBKQMCN"),
        (&CHESS13440, 13439, "RKMNBCQG"),
    ];
    for &(scheme, n, rank) in vectors {
        assert_eq!(back_rank(scheme, n), rank, "{} {n}", scheme.variant);
        let parsed = scheme.parse_back_rank(rank).expect("letters");
        assert_eq!(
            u64::from(scheme.number(&parsed).expect("a setup")),
            n,
            "{} {rank}",
            scheme.variant
        );
    }
}

#[test]
fn whole_tables_hash_and_invert() {
    let tables: [(&Scheme, u32, &str); 4] = [
        (
            &CHESS960,
            960,
            "8fd318356adde1188ca51eb86b9e22228725dd28605cc2ea08f158691e2dd7d8",
        ),
        (
            &CAPABLANCA84000,
            84000,
            "a7b37dd3758260d9836d4dbc15a494092d17ce2eb8408a06948eba988b0c8930",
        ),
        (
            &CONSULCHESS42K,
            42000,
            "9915bbbb5f9b90d7b6cf94c02c4a92b0020de379d770eb83f36ddf6e654183cf",
        ),
        (
            &CHESS13440,
            13440,
            "f35790c9785ff7ff77aab94418404838183b1b7b86a341fffe2cebd11201a1b4",
        ),
    ];
    for (scheme, count, digest) in tables {
        assert_eq!(scheme.count(), count);
        let mut sha = Sha256::new();
        let mut seen = std::collections::HashSet::new();
        for n in 0..count {
            let rank = scheme.back_rank(u64::from(n)).expect("in range");
            sha.update(format!("{n} {}\n", scheme.write_back_rank(&rank)));
            assert_eq!(scheme.number(&rank), Ok(n), "{} {n}", scheme.variant);
            assert!(seen.insert(rank), "{} {n} repeats a setup", scheme.variant);
        }
        let found: String = sha.finalize().iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(found, digest, "{} table", scheme.variant);
    }
}

#[test]
fn setups_outside_a_scheme_are_refused_with_the_rule() {
    let refuse = |scheme: &Scheme, rank: &str| {
        let roles = scheme.parse_back_rank(rank).expect("letters");
        scheme.number(&roles).expect_err("not in the scheme")
    };
    assert_eq!(
        refuse(&CHESS960, "RNBQKNBR"),
        StartPositionError::BishopsOnOneColour
    );
    assert_eq!(
        refuse(&CHESS960, "KRNBBQNR"),
        StartPositionError::KingNotBetween("the rooks")
    );
    assert_eq!(
        refuse(&CHESS13440, "GQCBNKMR"),
        StartPositionError::KingNotBetween("the rook and the marshall")
    );
    assert!(matches!(
        refuse(&CAPABLANCA84000, "RNBQKBNRAA"),
        StartPositionError::PieceCount {
            piece: "archbishop",
            expected: 1,
            found: 2,
            ..
        }
    ));
    assert!(matches!(
        CONSULCHESS42K.number(
            &CONSULCHESS42K
                .parse_back_rank("RNBCQKCBN")
                .expect("letters")
        ),
        Err(StartPositionError::WrongWidth {
            expected: 10,
            found: 9,
            ..
        })
    ));
    assert_eq!(
        CHESS960.parse_back_rank("RNBAKBNR"),
        Err(StartPositionError::BadLetter('A', Variant::Chess960))
    );
    let err = CHESS960.back_rank(960).expect_err("out of range");
    assert_eq!(
        err.to_string(),
        "chess960 start positions are numbered 0..959, not 960"
    );
}

#[test]
fn dice_procedure() {
    // Light bishop on the 1st light square (b), dark on the 1st dark (a),
    // knights on the 1st and 1st remaining free squares, and so on.
    let n = consulchess42k_from_dice(&[1, 1, 1, 1, 1, 1, 1]).expect("valid rolls");
    assert_eq!(back_rank(&CONSULCHESS42K, u64::from(n)), "BBNNCCQRKR");
    assert_eq!(n, 0);
    // Two knight rolls in either order give the same setup. Bishops on d and
    // e leave a b c f g h i j: rolls 3 then 5 put knights on c, then h (5th
    // of a b f g h i j); rolls 6 then 3 put them on h, then c.
    let a = consulchess42k_from_dice(&[2, 3, 3, 5, 1, 1, 1]).expect("valid");
    let b = consulchess42k_from_dice(&[2, 3, 6, 3, 1, 1, 1]).expect("valid");
    assert_eq!(&back_rank(&CONSULCHESS42K, u64::from(a))[2..3], "N");
    assert_eq!(a, b);
    assert_eq!(
        consulchess42k_from_dice(&[1, 6, 1, 1, 1, 1, 1]),
        Err(DiceError::RollAgain {
            roll: 2,
            what: "dark-squared bishop",
            value: 6,
            max: 5
        })
    );
    assert_eq!(
        consulchess42k_from_dice(&[1, 1, 1, 8, 1, 1, 1]),
        Err(DiceError::RollAgain {
            roll: 4,
            what: "second knight",
            value: 8,
            max: 7
        })
    );
    assert_eq!(
        consulchess42k_from_dice(&[1, 1, 1, 1, 1, 1, 5]),
        Err(DiceError::RollAgain {
            roll: 7,
            what: "queen",
            value: 5,
            max: 4
        })
    );
    assert_eq!(
        consulchess42k_from_dice(&[1, 1, 9, 1, 1, 1, 1]),
        Err(DiceError::NotOnDie {
            roll: 3,
            what: "first knight",
            value: 9,
            sides: 8
        })
    );
    assert_eq!(consulchess42k_from_dice(&[1, 1]), Err(DiceError::Count(2)));
    // Every valid roll sequence gives a setup; all 42,000 are reachable.
    let mut reached = std::collections::HashSet::new();
    for r in 0..5u32 * 5 * 8 * 7 * 6 * 5 * 4 {
        let mut x = r;
        let mut roll = |max: u32| {
            let v = x % max + 1;
            x /= max;
            v as u8
        };
        let rolls = [
            roll(5),
            roll(5),
            roll(8),
            roll(7),
            roll(6),
            roll(5),
            roll(4),
        ];
        reached.insert(consulchess42k_from_dice(&rolls).expect("valid rolls"));
    }
    assert_eq!(reached.len(), 42_000);
}

#[test]
fn start_fens_and_asymmetric_setups() {
    let capablanca = AnyPosition::classic(Variant::Capablanca).expect("classic");
    assert_eq!(
        capablanca.fen(),
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
    );
    let chess13440 = AnyPosition::start(Variant::Chess13440, 0, 0).expect("in range");
    assert_eq!(
        chess13440.fen(),
        "gqcbnmkr/pppppppp/8/8/8/8/PPPPPPPP/GQCBNMKR w HFhf - 0 1"
    );
    assert_eq!(
        start_fen(Variant::Consulchess42k, 0, 41999).expect("in range"),
        "rkrqccnnbb/pppppppppp/10/10/10/10/PPPPPPPPPP/BBNNCCQRKR w JHca - 0 1"
    );
    assert!(AnyPosition::start(Variant::Chess, 0, 0).is_err());
    assert!(AnyPosition::classic(Variant::Chess13440).is_err());
}

#[test]
fn seeded_draws_are_reproducible_and_in_range() {
    let draw = |seed| SplitMix64::new(seed).below(84_000);
    assert_eq!(draw(42), draw(42));
    let mut rng = SplitMix64::new(1);
    let mut counts = [0u32; 10];
    for _ in 0..100_000 {
        counts[rng.below(10) as usize] += 1;
    }
    assert!(
        counts.iter().all(|&c| (9_000..11_000).contains(&c)),
        "{counts:?}"
    );
}

#[test]
fn random_start_numbers_are_the_classic_setup_or_in_range() {
    let mut rng = SplitMix64::new(3);
    for variant in Variant::ALL {
        let numbers: Vec<u32> = (0..50)
            .map(|_| variant.random_start_number(&mut rng))
            .collect();
        match (variant.is_shuffle(), variant.classic_number()) {
            (false, Some(classic)) => assert!(numbers.iter().all(|&n| n == classic)),
            _ => {
                let count = variant.scheme().expect("a scheme").count();
                assert!(numbers.iter().all(|&n| n < count), "{variant}");
                assert!(
                    numbers.iter().any(|&n| n != numbers[0]),
                    "{variant} always gives {}",
                    numbers[0]
                );
            }
        }
    }
}
