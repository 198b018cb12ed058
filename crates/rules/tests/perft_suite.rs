//! Every line of `../shared/perft/*.epd` (RULES.md §7 figures computed by
//! independent implementations). `cargo test` checks each depth whose node
//! count is at most `SHUFFLE_PERFT_MAX_NODES` (default 2,000,000); CI sets
//! it to 0 (no limit) and runs in release mode.

use shuffle_rules::{AnyPosition, Variant};
use std::path::PathBuf;

struct Case {
    origin: String,
    variant: Variant,
    fen: String,
    depths: Vec<(u32, u64)>,
}

fn perft_dir() -> PathBuf {
    std::env::var_os("SHUFFLE_PERFT_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/perft"))
}

fn load_cases() -> Vec<Case> {
    let dir = perft_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("perft vectors expected in {}: {e}", dir.display()))
        .map(|entry| entry.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "epd"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .epd files in {}", dir.display());
    let mut cases = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable .epd file");
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let origin = format!("{}:{}", file.display(), i + 1);
            let fields: Vec<&str> = line.split(';').map(str::trim).collect();
            let variant = Variant::from_name(fields[0]).unwrap_or_else(|e| panic!("{origin}: {e}"));
            let depths = fields[2..]
                .iter()
                .map(|f| {
                    let (d, n) = f
                        .strip_prefix('D')
                        .and_then(|f| f.split_once(' '))
                        .unwrap_or_else(|| panic!("{origin}: bad depth field {f}"));
                    (
                        d.parse().expect("depth"),
                        n.trim().parse().expect("node count"),
                    )
                })
                .collect();
            cases.push(Case {
                origin,
                variant,
                fen: fields[1].to_string(),
                depths,
            });
        }
    }
    cases
}

#[test]
fn perft_vectors() {
    let limit: u64 = std::env::var("SHUFFLE_PERFT_MAX_NODES")
        .ok()
        .map(|v| v.parse().expect("SHUFFLE_PERFT_MAX_NODES is a number"))
        .unwrap_or(2_000_000);
    let cases = load_cases();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    let checked = std::sync::atomic::AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(case) = cases.get(i) else { break };
                let pos = match AnyPosition::from_fen(case.variant, &case.fen) {
                    Ok(pos) => pos,
                    Err(e) => {
                        failures
                            .lock()
                            .expect("lock")
                            .push(format!("{}: {e}", case.origin));
                        continue;
                    }
                };
                for &(depth, expected) in &case.depths {
                    if limit != 0 && expected > limit {
                        break;
                    }
                    let found = pos.perft(depth);
                    checked.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if found != expected {
                        failures.lock().expect("lock").push(format!(
                            "{}: {} depth {depth}: expected {expected}, found {found}",
                            case.origin, case.fen
                        ));
                        break;
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().expect("lock");
    assert!(
        failures.is_empty(),
        "{} perft failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        checked.into_inner() >= cases.len() as u64,
        "every line checks at least depth 1"
    );
}
