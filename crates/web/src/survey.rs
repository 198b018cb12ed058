//! Start-position survey results (`shuffle survey run` CSV files) for the
//! explorer: the repository's own runs are built in, and any
//! `<variant>*.csv` under `<data>/survey/` adds to them.

use serde::Serialize;
use shuffle_rules::Variant;
use std::collections::HashMap;
use std::path::Path;

/// The survey runs shipped with Shuffle.
const BUILT_IN: &[(&str, &str)] = &[
    (
        "chess13440",
        include_str!("../../../data/survey/chess13440-d10.csv"),
    ),
    (
        "capablanca84000",
        include_str!("../../../data/survey/capablanca84000-d9-shard0of19.csv"),
    ),
];

/// One setup's survey row.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SurveyRow {
    /// White's view, centipawns.
    pub score_cp: i32,
    /// The engine's first move.
    pub best_move_san: String,
    /// The search depth.
    pub depth: u32,
}

/// Survey rows by variant and setup number.
#[derive(Default)]
pub struct Survey {
    rows: HashMap<(Variant, u32), SurveyRow>,
}

impl Survey {
    /// The built-in runs plus the CSV files in `dir` (missing dir: none).
    pub fn load(dir: Option<&Path>) -> Survey {
        let mut survey = Survey::default();
        for (variant, text) in BUILT_IN {
            survey.add(variant, text);
        }
        let files = dir.and_then(|d| std::fs::read_dir(d).ok());
        for entry in files.into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let variant = Variant::ALL.into_iter().find(|v| name.starts_with(v.id()));
            if let (Some(v), true) = (variant, name.ends_with(".csv")) {
                match std::fs::read_to_string(entry.path()) {
                    Ok(text) => survey.add(v.id(), &text),
                    Err(e) => tracing::warn!("survey file {name}: {e}"),
                }
            }
        }
        survey
    }

    /// Adds the rows of one CSV text (unreadable rows are skipped).
    fn add(&mut self, variant: &str, text: &str) {
        let Ok(variant) = Variant::from_name(variant) else {
            return;
        };
        let mut lines = text.lines();
        let header: Vec<&str> = lines.next().unwrap_or("").split(',').collect();
        let column = |name: &str| header.iter().position(|h| *h == name);
        let (Some(number), Some(score), Some(best), Some(depth)) = (
            column("number"),
            column("score_cp"),
            column("best_move_san"),
            column("depth"),
        ) else {
            tracing::warn!("a {} survey file without the survey columns", variant.id());
            return;
        };
        for line in lines {
            let fields: Vec<&str> = line.split(',').collect();
            let field = |i: usize| fields.get(i).copied().unwrap_or("");
            if let (Ok(n), Ok(score_cp), Ok(depth)) = (
                field(number).parse(),
                field(score).parse(),
                field(depth).parse(),
            ) {
                let row = SurveyRow {
                    score_cp,
                    best_move_san: field(best).to_string(),
                    depth,
                };
                self.rows.insert((variant, n), row);
            }
        }
    }

    /// The row of a setup, if surveyed.
    pub fn row(&self, variant: Variant, number: u32) -> Option<&SurveyRow> {
        self.rows.get(&(variant.shuffle_family(), number))
    }

    /// How many setups of the variant have rows.
    pub fn count(&self, variant: Variant) -> usize {
        let family = variant.shuffle_family();
        self.rows.keys().filter(|(v, _)| *v == family).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_read_by_header_and_bad_rows_skipped() {
        let mut survey = Survey::default();
        survey.add(
            "chess13440",
            "number,back_rank,score_cp,best_move_san,depth,nodes,seconds\n\
             7,GQCBNMKR,-12,Nf3,9,1000,0.1\nx,broken\n8,QGCBNMKR,30,c4,9,1,0.1\n",
        );
        let row = survey.row(Variant::Chess13440, 7).expect("row 7");
        assert_eq!(
            (row.score_cp, row.best_move_san.as_str(), row.depth),
            (-12, "Nf3", 9)
        );
        assert_eq!(survey.count(Variant::Chess13440), 2);
        assert!(survey.row(Variant::Chess13440, 9).is_none());
    }
}
