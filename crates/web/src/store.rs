//! Games on disk: one SQLite file, written before a move is acknowledged.
//!
//! A game is its settings (one `games` row) plus its moves (one `moves` row
//! each, with both clocks after the move). WAL journaling keeps every
//! committed move through a crash or kill of the server.

use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;
use std::sync::Mutex;

/// What the database failed at.
#[derive(Debug, thiserror::Error)]
#[error("database: {0}")]
pub struct StoreError(#[from] rusqlite::Error);

/// How a game's opponent plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Opponent {
    /// Shuffle plays one side.
    Engine,
    /// Two players at one screen.
    Local,
    /// Two players, each with a secret link.
    Remote,
}

impl Opponent {
    fn as_str(self) -> &'static str {
        match self {
            Opponent::Engine => "engine",
            Opponent::Local => "local",
            Opponent::Remote => "remote",
        }
    }

    fn parse(text: &str) -> Opponent {
        match text {
            "engine" => Opponent::Engine,
            "remote" => Opponent::Remote,
            _ => Opponent::Local,
        }
    }
}

/// A game's settings: everything but its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The public id (the watch link).
    pub id: String,
    /// Unix milliseconds.
    pub created_ms: i64,
    /// Variant id.
    pub variant: String,
    /// The start position.
    pub start_fen: String,
    /// White's and Black's start numbers, when the game began from one.
    pub numbers: Option<(u32, u32)>,
    /// Who plays the other side.
    pub opponent: Opponent,
    /// The engine's side, `"white"` or `"black"` (engine games).
    pub engine_color: Option<String>,
    /// Engine skill 0..=20.
    pub engine_level: u8,
    /// Engine think time per move, milliseconds (games without a clock).
    pub engine_movetime_ms: u32,
    /// The secret that lets White move.
    pub white_token: String,
    /// The secret that lets Black move.
    pub black_token: String,
    /// Clock: initial time and increment, milliseconds.
    pub clock: Option<(i64, i64)>,
    /// An ending the rules do not see: `resign:<winner>`, `time:<winner>`,
    /// `agreement`.
    pub declared: Option<String>,
}

/// One stored move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    /// The move in UCI notation.
    pub uci: String,
    /// White's and Black's clocks after the move, milliseconds.
    pub clocks: Option<(i64, i64)>,
    /// Unix milliseconds.
    pub played_ms: i64,
}

/// The database.
pub struct Store {
    conn: Mutex<Connection>,
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    created_ms INTEGER NOT NULL,
    variant TEXT NOT NULL,
    start_fen TEXT NOT NULL,
    white_number INTEGER,
    black_number INTEGER,
    opponent TEXT NOT NULL,
    engine_color TEXT,
    engine_level INTEGER NOT NULL,
    engine_movetime_ms INTEGER NOT NULL,
    white_token TEXT NOT NULL,
    black_token TEXT NOT NULL,
    clock_initial_ms INTEGER,
    clock_increment_ms INTEGER,
    declared TEXT
);
CREATE TABLE IF NOT EXISTS moves (
    game_id TEXT NOT NULL REFERENCES games(id),
    ply INTEGER NOT NULL,
    uci TEXT NOT NULL,
    white_ms INTEGER,
    black_ms INTEGER,
    played_ms INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
);
CREATE INDEX IF NOT EXISTS games_by_time ON games(created_ms);
";

impl Store {
    /// Opens (or creates) the database file.
    ///
    /// # Errors
    /// When the file cannot be opened or the schema not created.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.execute_batch(SCHEMA)?;
        Ok(Store {
            conn: Mutex::new(conn),
        })
    }

    /// An in-memory database, for tests.
    ///
    /// # Errors
    /// When SQLite cannot start.
    pub fn in_memory() -> Result<Store, StoreError> {
        let conn = Connection::open_in_memory()?;
        conn.execute_batch(SCHEMA)?;
        Ok(Store {
            conn: Mutex::new(conn),
        })
    }

    fn with<T>(&self, f: impl FnOnce(&Connection) -> rusqlite::Result<T>) -> Result<T, StoreError> {
        // A panic while holding the lock cannot leave SQLite inconsistent
        // (statements are atomic), so a poisoned lock is still usable.
        let conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        Ok(f(&conn)?)
    }

    /// Stores a new game.
    ///
    /// # Errors
    /// On a database failure.
    pub fn create(&self, g: &GameRecord) -> Result<(), StoreError> {
        self.with(|c| {
            c.execute(
                "INSERT INTO games VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15)",
                params![
                    g.id,
                    g.created_ms,
                    g.variant,
                    g.start_fen,
                    g.numbers.map(|n| n.0),
                    g.numbers.map(|n| n.1),
                    g.opponent.as_str(),
                    g.engine_color,
                    g.engine_level,
                    g.engine_movetime_ms,
                    g.white_token,
                    g.black_token,
                    g.clock.map(|c| c.0),
                    g.clock.map(|c| c.1),
                    g.declared,
                ],
            )
            .map(drop)
        })
    }

    /// Appends the move played at `ply` (0 = White's first).
    ///
    /// # Errors
    /// On a database failure, or when that ply is already stored.
    pub fn add_move(&self, id: &str, ply: usize, mv: &MoveRecord) -> Result<(), StoreError> {
        self.with(|c| {
            c.execute(
                "INSERT INTO moves VALUES (?1,?2,?3,?4,?5,?6)",
                params![
                    id,
                    ply as i64,
                    mv.uci,
                    mv.clocks.map(|c| c.0),
                    mv.clocks.map(|c| c.1),
                    mv.played_ms
                ],
            )
            .map(drop)
        })
    }

    /// Deletes the moves from `ply` on (a takeback).
    ///
    /// # Errors
    /// On a database failure.
    pub fn truncate(&self, id: &str, ply: usize) -> Result<(), StoreError> {
        self.with(|c| {
            c.execute(
                "DELETE FROM moves WHERE game_id = ?1 AND ply >= ?2",
                params![id, ply as i64],
            )
            .map(drop)
        })
    }

    /// Records (or clears) an ending the rules do not see.
    ///
    /// # Errors
    /// On a database failure.
    pub fn set_declared(&self, id: &str, declared: Option<&str>) -> Result<(), StoreError> {
        self.with(|c| {
            c.execute(
                "UPDATE games SET declared = ?2 WHERE id = ?1",
                params![id, declared],
            )
            .map(drop)
        })
    }

    /// A game and its moves, or `None` for an unknown id.
    ///
    /// # Errors
    /// On a database failure.
    pub fn load(&self, id: &str) -> Result<Option<(GameRecord, Vec<MoveRecord>)>, StoreError> {
        self.with(|c| {
            let Some(record) = c
                .query_row("SELECT * FROM games WHERE id = ?1", [id], game_from_row)
                .optional()?
            else {
                return Ok(None);
            };
            let mut stmt = c.prepare(
                "SELECT uci, white_ms, black_ms, played_ms FROM moves WHERE game_id = ?1 ORDER BY ply",
            )?;
            let moves = stmt
                .query_map([id], |row| {
                    let white: Option<i64> = row.get(1)?;
                    let black: Option<i64> = row.get(2)?;
                    Ok(MoveRecord {
                        uci: row.get(0)?,
                        clocks: white.zip(black),
                        played_ms: row.get(3)?,
                    })
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(Some((record, moves)))
        })
    }

    /// The newest games, newest first: settings and move count.
    ///
    /// # Errors
    /// On a database failure.
    pub fn recent(&self, limit: usize) -> Result<Vec<(GameRecord, usize)>, StoreError> {
        self.with(|c| {
            let mut stmt = c.prepare(
                "SELECT g.*, (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id)
                 FROM games g ORDER BY created_ms DESC, id LIMIT ?1",
            )?;
            let rows = stmt
                .query_map([limit as i64], |row| {
                    let count: i64 = row.get(15)?;
                    Ok((game_from_row(row)?, count as usize))
                })?
                .collect();
            rows
        })
    }
}

fn game_from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<GameRecord> {
    let white: Option<u32> = row.get("white_number")?;
    let black: Option<u32> = row.get("black_number")?;
    let initial: Option<i64> = row.get("clock_initial_ms")?;
    let increment: Option<i64> = row.get("clock_increment_ms")?;
    let opponent: String = row.get("opponent")?;
    Ok(GameRecord {
        id: row.get("id")?,
        created_ms: row.get("created_ms")?,
        variant: row.get("variant")?,
        start_fen: row.get("start_fen")?,
        numbers: white.zip(black),
        opponent: Opponent::parse(&opponent),
        engine_color: row.get("engine_color")?,
        engine_level: row.get("engine_level")?,
        engine_movetime_ms: row.get("engine_movetime_ms")?,
        white_token: row.get("white_token")?,
        black_token: row.get("black_token")?,
        clock: initial.zip(increment),
        declared: row.get("declared")?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(id: &str, created_ms: i64) -> GameRecord {
        GameRecord {
            id: id.into(),
            created_ms,
            variant: "chess".into(),
            start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            numbers: Some((518, 518)),
            opponent: Opponent::Remote,
            engine_color: None,
            engine_level: 20,
            engine_movetime_ms: 1000,
            white_token: "w".into(),
            black_token: "b".into(),
            clock: Some((60_000, 1_000)),
            declared: None,
        }
    }

    #[test]
    fn a_game_survives_reopening_the_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("games.sqlite");
        {
            let store = Store::open(&path).expect("open");
            store.create(&record("g1", 5)).expect("create");
            for (ply, uci) in ["e2e4", "e7e5", "g1f3"].iter().enumerate() {
                let mv = MoveRecord {
                    uci: (*uci).into(),
                    clocks: Some((60_000 - ply as i64, 59_000)),
                    played_ms: 10 + ply as i64,
                };
                store.add_move("g1", ply, &mv).expect("move");
            }
            store.truncate("g1", 2).expect("takeback");
            store
                .set_declared("g1", Some("resign:white"))
                .expect("declare");
        }
        let store = Store::open(&path).expect("reopen");
        let (game, moves) = store.load("g1").expect("load").expect("stored");
        let mut expected = record("g1", 5);
        expected.declared = Some("resign:white".into());
        assert_eq!(game, expected);
        let ucis: Vec<_> = moves.iter().map(|m| m.uci.as_str()).collect();
        assert_eq!(ucis, ["e2e4", "e7e5"]);
        assert_eq!(moves[1].clocks, Some((59_999, 59_000)));
        assert!(store.load("nope").expect("load").is_none());
    }

    #[test]
    fn a_ply_is_stored_once_and_recent_lists_newest_first() {
        let store = Store::in_memory().expect("memory");
        store.create(&record("old", 1)).expect("create");
        store.create(&record("new", 2)).expect("create");
        let mv = MoveRecord {
            uci: "e2e4".into(),
            clocks: None,
            played_ms: 3,
        };
        store.add_move("old", 0, &mv).expect("first");
        assert!(store.add_move("old", 0, &mv).is_err(), "ply 0 twice");
        let recent = store.recent(10).expect("recent");
        let ids: Vec<_> = recent.iter().map(|(g, n)| (g.id.as_str(), *n)).collect();
        assert_eq!(ids, [("new", 0), ("old", 1)]);
    }
}
