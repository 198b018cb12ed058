//! A game being played: rules, clocks, draw offers and what the page sees.

use crate::store::{GameRecord, MoveRecord, Opponent};
use crate::ApiError;
use serde::Serialize;
use shuffle_rules::{
    AnyPosition, Board10, Board8, Color, DrawReason, Game, Geometry, Move, MoveKind, Outcome,
    Square, Variant, WinReason,
};

/// Which sides a request may move for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// One side.
    Side(Color),
    /// Both (a game at one screen).
    Both,
}

impl Seat {
    /// Whether the seat may act for `color`.
    pub fn controls(self, color: Color) -> bool {
        self == Seat::Both || self == Seat::Side(color)
    }

    fn name(self) -> &'static str {
        match self {
            Seat::Side(c) => color_id(c),
            Seat::Both => "both",
        }
    }
}

/// A loaded game.
pub struct LiveGame {
    /// Its settings.
    pub record: GameRecord,
    /// Its moves with clocks and times.
    pub moves: Vec<MoveRecord>,
    /// The rules' view of it.
    pub game: Game,
    /// The side whose draw offer stands.
    pub draw_offer: Option<Color>,
    /// Bumped on every change; the page long-polls on it.
    pub version: u64,
    /// Whether the engine is searching its move.
    pub engine_thinking: bool,
    /// The engine's last score, centipawns from its own view.
    pub engine_score: Option<i32>,
}

/// Parses a stored declared ending.
pub fn parse_declared(text: &str) -> Option<Outcome> {
    let win = |reason, winner: &str| {
        let winner = match winner {
            "white" => Color::White,
            "black" => Color::Black,
            _ => return None,
        };
        Some(Outcome::Win { winner, reason })
    };
    match text.split_once(':') {
        Some(("resign", w)) => win(WinReason::Resignation, w),
        Some(("time", w)) => win(WinReason::TimeForfeit, w),
        _ if text == "agreement" => Some(Outcome::Draw(DrawReason::Agreement)),
        _ => None,
    }
}

/// The stored form of a declared ending.
fn write_declared(outcome: Outcome) -> Option<String> {
    match outcome {
        Outcome::Win {
            winner,
            reason: WinReason::Resignation,
        } => Some(format!("resign:{}", color_id(winner))),
        Outcome::Win {
            winner,
            reason: WinReason::TimeForfeit,
        } => Some(format!("time:{}", color_id(winner))),
        Outcome::Draw(DrawReason::Agreement) => Some("agreement".into()),
        _ => None,
    }
}

/// The API's name of a colour: `white` or `black`.
pub fn color_id(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Unix time in milliseconds.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// The name of `sq` on the variant's board.
pub fn square_name(variant: Variant, sq: Square) -> String {
    if variant.files() == 8 {
        Board8::square_name(sq)
    } else {
        Board10::square_name(sq)
    }
}

/// The game's start: by number when it has one (so PGN keeps it).
pub fn start_game(
    variant: Variant,
    fen: &str,
    numbers: Option<(u32, u32)>,
) -> Result<Game, String> {
    match numbers {
        Some((white, black)) => {
            Game::from_start_number(variant, white, black).map_err(|e| e.to_string())
        }
        None => Game::from_fen(variant, fen).map_err(|e| e.to_string()),
    }
}

impl LiveGame {
    /// Rebuilds a stored game by replaying its moves.
    ///
    /// # Errors
    /// When the stored game no longer makes sense (a corrupt row).
    pub fn restore(record: GameRecord, moves: Vec<MoveRecord>) -> Result<LiveGame, String> {
        let variant = Variant::from_name(&record.variant).map_err(|e| e.to_string())?;
        let mut game = start_game(variant, &record.start_fen, record.numbers)?;
        for (ply, m) in moves.iter().enumerate() {
            game.play_uci(&m.uci)
                .map_err(|e| format!("stored move {} ({}): {e}", ply + 1, m.uci))?;
        }
        if let Some(outcome) = record.declared.as_deref().and_then(parse_declared) {
            game.declare(outcome);
        }
        Ok(LiveGame::new(record, moves, game))
    }

    /// A game from its settings, its stored moves and the rules' game that
    /// those moves give.
    pub fn new(record: GameRecord, moves: Vec<MoveRecord>, game: Game) -> LiveGame {
        LiveGame {
            record,
            moves,
            game,
            draw_offer: None,
            version: 1,
            engine_thinking: false,
            engine_score: None,
        }
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.game.variant()
    }

    /// The seat a token holds, if any.
    pub fn seat(&self, token: Option<&str>) -> Option<Seat> {
        let token = token?;
        let white = token == self.record.white_token;
        let black = token == self.record.black_token;
        match (white, black) {
            (true, true) => Some(Seat::Both),
            (true, false) => Some(Seat::Side(Color::White)),
            (false, true) => Some(Seat::Side(Color::Black)),
            (false, false) => None,
        }
    }

    /// The engine's colour in an engine game.
    pub fn engine_color(&self) -> Option<Color> {
        match self.record.engine_color.as_deref() {
            Some("white") if self.record.opponent == Opponent::Engine => Some(Color::White),
            Some("black") if self.record.opponent == Opponent::Engine => Some(Color::Black),
            _ => None,
        }
    }

    /// Whether the engine should move now.
    pub fn engine_to_move(&self) -> bool {
        self.game.outcome().is_none() && self.engine_color() == Some(self.game.position().turn())
    }

    /// Both clocks at `now`: the side to move's runs from the previous move
    /// (from White's first move on; the first move is free).
    pub fn clocks_at(&self, now: i64) -> Option<(i64, i64)> {
        let (initial, _) = self.record.clock?;
        let (mut white, mut black) = self
            .moves
            .last()
            .and_then(|m| m.clocks)
            .unwrap_or((initial, initial));
        if let (Some(last), None) = (self.moves.last(), self.game.outcome()) {
            let elapsed = (now - last.played_ms).max(0);
            match self.game.position().turn() {
                Color::White => white -= elapsed,
                Color::Black => black -= elapsed,
            }
        }
        Some((white, black))
    }

    /// Ends the game on time if the side to move's flag fell; returns the
    /// declared ending to store.
    pub fn check_flag(&mut self, now: i64) -> Option<String> {
        let (white, black) = self.clocks_at(now)?;
        let loser = self.game.position().turn();
        let left = if loser == Color::White { white } else { black };
        if left > 0 {
            return None;
        }
        self.declare(Outcome::Win {
            winner: !loser,
            reason: WinReason::TimeForfeit,
        })
    }

    /// Declares an ending the rules do not see; returns its stored form.
    pub fn declare(&mut self, outcome: Outcome) -> Option<String> {
        self.game.declare(outcome);
        self.draw_offer = None;
        self.version += 1;
        write_declared(outcome)
    }

    /// Plays a move (UCI or SAN) for the side to move; returns what to
    /// store. The caller stores it, then commits with [`LiveGame::commit`].
    ///
    /// # Errors
    /// A 409 when the game is over, a 400 for an illegal or unreadable move.
    pub fn prepare_move(&self, text: &str, now: i64) -> Result<(Move, MoveRecord), ApiError> {
        if let Some(outcome) = self.game.outcome() {
            return Err(ApiError::conflict(format!("the game is over: {outcome}")));
        }
        let pos = self.game.position();
        let mv = pos
            .parse_uci(text)
            .or_else(|_| pos.parse_san(text))
            .map_err(|e| ApiError::bad_request(format!("move '{text}': {e}")))?;
        let clocks = self.clocks_at(now).map(|(mut white, mut black)| {
            let increment = self.record.clock.map_or(0, |c| c.1);
            match pos.turn() {
                Color::White => white += increment,
                Color::Black => black += increment,
            }
            (white, black)
        });
        let record = MoveRecord {
            uci: pos.uci(mv),
            clocks,
            played_ms: now,
        };
        Ok((mv, record))
    }

    /// Applies a move that [`LiveGame::prepare_move`] checked and the store
    /// accepted.
    pub fn commit(&mut self, mv: Move, record: MoveRecord) {
        let mover = self.game.position().turn();
        if self.game.play(mv).is_ok() {
            self.moves.push(record);
            if self.draw_offer == Some(!mover) {
                self.draw_offer = None; // Playing on declines the offer.
            }
            self.version += 1;
        }
    }

    /// Takes back `plies` moves.
    pub fn take_back(&mut self, plies: usize) {
        for _ in 0..plies {
            if self.game.undo().is_some() {
                self.moves.pop();
            }
        }
        self.draw_offer = None;
        self.version += 1;
    }

    /// What the page sees, for the holder of `seat`.
    pub fn view(&self, seat: Option<Seat>, now: i64) -> GameView {
        let variant = self.variant();
        let pos = self.game.position();
        let outcome = self.game.outcome();
        let legal_moves = if outcome.is_none() {
            pos.legal_moves()
                .iter()
                .map(|&mv| MoveView::new(variant, pos, mv))
                .collect()
        } else {
            Vec::new()
        };
        let r = &self.record;
        GameView {
            id: r.id.clone(),
            variant: variant.id(),
            created_ms: r.created_ms,
            numbers: r.numbers,
            opponent: r.opponent,
            engine: self.engine_color().map(|color| EngineView {
                color: color_id(color),
                level: r.engine_level,
                movetime_ms: r.engine_movetime_ms,
                thinking: self.engine_thinking,
            }),
            clock: r.clock.map(|(initial, increment)| ClockView {
                initial_ms: initial,
                increment_ms: increment,
            }),
            clocks: self.clocks_at(now).map(|(white, black)| ClocksView {
                white_ms: white.max(0),
                black_ms: black.max(0),
                running: (outcome.is_none() && !self.moves.is_empty())
                    .then(|| color_id(pos.turn())),
            }),
            moves: self
                .moves
                .iter()
                .zip(self.game.sans())
                .map(|(m, san)| PlayedMove {
                    uci: m.uci.clone(),
                    san: san.clone(),
                })
                .collect(),
            fens: self.game.positions().iter().map(AnyPosition::fen).collect(),
            turn: color_id(pos.turn()),
            check: pos.is_check(),
            legal_moves,
            result: outcome.map(|o| o.result()),
            reason: outcome.map(|o| o.to_string()),
            draw_offer: self.draw_offer.map(color_id),
            you: seat.map(Seat::name),
            version: self.version,
        }
    }
}

/// A game as the API returns it.
#[derive(Serialize)]
pub struct GameView {
    id: String,
    variant: &'static str,
    created_ms: i64,
    /// White's and Black's start numbers.
    numbers: Option<(u32, u32)>,
    opponent: Opponent,
    engine: Option<EngineView>,
    clock: Option<ClockView>,
    clocks: Option<ClocksView>,
    moves: Vec<PlayedMove>,
    /// The position before each move and after the last.
    fens: Vec<String>,
    turn: &'static str,
    check: bool,
    legal_moves: Vec<MoveView>,
    result: Option<&'static str>,
    reason: Option<String>,
    draw_offer: Option<&'static str>,
    /// The seat of the request's token: "white", "black", "both" or null.
    you: Option<&'static str>,
    version: u64,
}

#[derive(Serialize)]
struct EngineView {
    color: &'static str,
    level: u8,
    movetime_ms: u32,
    thinking: bool,
}

#[derive(Serialize)]
struct ClockView {
    initial_ms: i64,
    increment_ms: i64,
}

#[derive(Serialize)]
struct ClocksView {
    white_ms: i64,
    black_ms: i64,
    running: Option<&'static str>,
}

#[derive(Serialize)]
struct PlayedMove {
    uci: String,
    san: String,
}

/// A legal move with what the board needs to offer it.
#[derive(Serialize)]
pub struct MoveView {
    uci: String,
    san: String,
    from: String,
    /// The moving piece's destination (the king's, for castling).
    to: String,
    /// The promotion letter (upper case).
    promotion: Option<char>,
    /// The castling partner's square and destination.
    rook: Option<String>,
    rook_to: Option<String>,
}

impl MoveView {
    fn new(variant: Variant, pos: &AnyPosition, mv: Move) -> MoveView {
        let name = |sq| square_name(variant, sq);
        let (rook, rook_to) = match mv.kind {
            MoveKind::Castle { rook, rook_to } => (Some(name(rook)), Some(name(rook_to))),
            _ => (None, None),
        };
        MoveView {
            uci: pos.uci(mv),
            san: pos.san(mv),
            from: name(mv.from),
            to: name(mv.to),
            promotion: mv.promotion().and_then(|r| variant.letter(r)),
            rook,
            rook_to,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn live(clock: Option<(i64, i64)>) -> LiveGame {
        let record = GameRecord {
            id: "g".into(),
            created_ms: 0,
            variant: "chess".into(),
            start_fen: String::new(),
            numbers: Some((518, 518)),
            opponent: Opponent::Local,
            engine_color: None,
            engine_level: 20,
            engine_movetime_ms: 500,
            white_token: "t".into(),
            black_token: "t".into(),
            clock,
            declared: None,
        };
        LiveGame::restore(record, Vec::new()).expect("restore")
    }

    fn play(g: &mut LiveGame, text: &str, now: i64) {
        let (mv, rec) = g.prepare_move(text, now).expect("legal");
        g.commit(mv, rec);
    }

    #[test]
    fn clocks_run_from_the_first_move_and_add_the_increment() {
        let mut g = live(Some((10_000, 1_000)));
        assert_eq!(
            g.clocks_at(5_000),
            Some((10_000, 10_000)),
            "not running yet"
        );
        play(&mut g, "e4", 5_000);
        assert_eq!(g.clocks_at(7_000), Some((11_000, 8_000)));
        play(&mut g, "e7e5", 7_000);
        assert_eq!(g.clocks_at(7_500), Some((10_500, 9_000)));
        assert!(g.check_flag(17_000).is_none(), "White has 1 s left");
        assert_eq!(g.check_flag(18_500).as_deref(), Some("time:black"));
        assert_eq!(g.game.outcome().map(|o| o.result()), Some("0-1"));
        assert!(g.prepare_move("Nf3", 18_500).is_err(), "over");
    }

    #[test]
    fn a_local_token_holds_both_seats_and_declared_endings_round_trip() {
        let g = live(None);
        assert_eq!(g.seat(Some("t")), Some(Seat::Both));
        assert_eq!(g.seat(Some("x")), None);
        assert_eq!(g.seat(None), None);
        for text in ["resign:white", "time:black", "agreement"] {
            let outcome = parse_declared(text).expect("known");
            assert_eq!(write_declared(outcome).as_deref(), Some(text));
        }
        assert_eq!(parse_declared("resign:green"), None);
    }

    #[test]
    fn the_view_lists_free_castlings_with_both_destinations() {
        let record = GameRecord {
            variant: "consulchess".into(),
            start_fen: "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1".into(),
            numbers: None,
            ..live(None).record
        };
        let mut g = LiveGame::restore(record, Vec::new()).expect("restore");
        let view = serde_json::to_value(g.view(None, 0)).expect("json");
        let castles: Vec<_> = view["legal_moves"]
            .as_array()
            .expect("moves")
            .iter()
            .filter(|m| m["rook_to"].is_string())
            .collect();
        assert_eq!(castles.len(), 40, "RULES.md 5.2");
        let hc = castles
            .iter()
            .find(|m| m["san"] == "O-O-h-c")
            .expect("O-O-h-c");
        assert_eq!(
            (&hc["from"], &hc["to"], &hc["rook"], &hc["rook_to"]),
            (&"f1".into(), &"h1".into(), &"j1".into(), &"c1".into())
        );
        play(&mut g, "O-O-h-c", 0);
        let view = serde_json::to_value(g.view(None, 0)).expect("json");
        assert_eq!(view["fens"].as_array().map(Vec::len), Some(2));
        assert_eq!(view["moves"][0]["san"], "O-O-h-c");
        assert_eq!(view["turn"], "black");
    }
}
