//! The JSON API under `/api/` (documented in `docs/api.md`).

use crate::engine_pool::EnginePool;
use crate::live::{color_id, now_ms, parse_declared, GameView, LiveGame, Seat};
use crate::store::{GameRecord, MoveRecord, Opponent, Store};
use crate::survey::{Survey, SurveyRow};
use crate::ApiError;
use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Path, Query, Request, State};
use axum::http::{header, HeaderMap};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use serde::{Deserialize, Serialize};
use shuffle_rules::{
    consulchess42k_from_dice, pgn_date, read_pgn, AnyPosition, CastlingStyle, Color, DrawReason,
    Game, Outcome, PgnGame, Role, SplitMix64, Variant, WinReason,
};
use shuffle_search::{Clock, Info, Limits, Score};
use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::watch;

/// How long a long-poll for a change waits before answering unchanged.
const LONG_POLL: Duration = Duration::from_secs(25);
/// The most games `GET /api/games` lists.
const LIST_LIMIT: usize = 100;
/// Loaded games kept in memory; past this, games nobody is using are
/// dropped (they are stored, and load again on the next request).
pub const MAX_LOADED: usize = 5_000;

/// Everything the handlers share.
pub struct AppState {
    store: Store,
    games: Mutex<HashMap<String, Arc<Slot>>>,
    engines: EnginePool,
    survey: Survey,
}

/// A loaded game and the channel that announces its changes.
struct Slot {
    game: tokio::sync::Mutex<LiveGame>,
    changed: watch::Sender<u64>,
}

impl AppState {
    /// The state of a server.
    pub fn new(store: Store, engines: EnginePool, survey: Survey) -> Arc<AppState> {
        Arc::new(AppState {
            store,
            games: Mutex::new(HashMap::new()),
            engines,
            survey,
        })
    }

    /// How many games are loaded in memory.
    pub fn loaded_games(&self) -> usize {
        self.cache().len()
    }

    fn cache(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Slot>>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The game with this id, loaded from the store on first use.
    async fn slot(self: &Arc<Self>, id: &str) -> Result<Arc<Slot>, ApiError> {
        if let Some(slot) = self.cache().get(id) {
            return Ok(Arc::clone(slot));
        }
        let (record, moves) = self
            .store
            .load(id)?
            .ok_or_else(|| ApiError::not_found(format!("no game '{id}'")))?;
        let live = LiveGame::restore(record, moves).map_err(ApiError::internal)?;
        Ok(self.keep(id, live))
    }

    /// Keeps a loaded game in memory (past [`MAX_LOADED`] games nobody is
    /// using are dropped first) and lets the engine move if it is its turn.
    fn keep(self: &Arc<Self>, id: &str, live: LiveGame) -> Arc<Slot> {
        let engine_to_move = live.engine_to_move();
        let slot = Arc::new(Slot {
            changed: watch::Sender::new(live.version),
            game: tokio::sync::Mutex::new(live),
        });
        let slot = {
            let mut cache = self.cache();
            if cache.len() >= MAX_LOADED {
                cache.retain(|_, s| Arc::strong_count(s) > 1);
            }
            Arc::clone(cache.entry(id.to_string()).or_insert(slot))
        };
        if engine_to_move {
            self.spawn_engine_move(Arc::clone(&slot));
        }
        slot
    }

    /// Lets the engine answer if it is its turn (in the background).
    fn spawn_engine_move(self: &Arc<Self>, slot: Arc<Slot>) {
        let state = Arc::clone(self);
        tokio::spawn(async move {
            let (game, version, limits, skill, id) = {
                let mut live = slot.game.lock().await;
                if !live.engine_to_move() || live.engine_thinking {
                    return;
                }
                live.engine_thinking = true;
                let limits = engine_limits(&live, now_ms());
                let record = &live.record;
                (
                    live.game.clone(),
                    live.version,
                    limits,
                    record.engine_level,
                    record.id.clone(),
                )
            };
            let result = state.engines.best_move(game, limits, skill).await;
            let mut live = slot.game.lock().await;
            live.engine_thinking = false;
            let Some(result) = result.filter(|_| live.version == version) else {
                return; // Taken back or ended meanwhile.
            };
            live.engine_score = match result.score {
                Score::Centipawns(cp) => Some(cp),
                Score::Mate(n) => Some(if n > 0 { 10_000 } else { -10_000 }),
            };
            let now = now_ms();
            if let Some(declared) = live.check_flag(now) {
                state.persist_declared(&id, Some(&declared));
            } else if let Some(mv) = result.best_move {
                let uci = live.game.position().uci(mv);
                match live.prepare_move(&uci, now) {
                    Ok((mv, record)) => {
                        let ply = live.moves.len();
                        match state.store.add_move(&id, ply, &record) {
                            Ok(()) => live.commit(mv, record),
                            Err(e) => tracing::error!("game {id}: engine move not stored: {e}"),
                        }
                    }
                    Err(e) => tracing::error!("game {id}: engine move {uci}: {}", e.message),
                }
            }
            live.version += 1;
            slot.changed.send_replace(live.version);
        });
    }

    fn persist_declared(&self, id: &str, declared: Option<&str>) {
        if let Err(e) = self.store.set_declared(id, declared) {
            tracing::error!("game {id}: ending not stored: {e}");
        }
    }
}

/// The engine's limits for its move: its clock, or its think time.
fn engine_limits(live: &LiveGame, now: i64) -> Limits {
    let turn = live.game.position().turn();
    match (live.clocks_at(now), live.record.clock) {
        (Some((white, black)), Some((_, increment))) => {
            let left = if turn == Color::White { white } else { black };
            Limits {
                clock: Some(Clock {
                    remaining: Duration::from_millis(left.max(1) as u64),
                    increment: Duration::from_millis(increment.max(0) as u64),
                    moves_to_go: None,
                }),
                ..Limits::default()
            }
        }
        _ => Limits {
            movetime: Some(Duration::from_millis(u64::from(
                live.record.engine_movetime_ms,
            ))),
            ..Limits::default()
        },
    }
}

/// The API routes.
pub fn routes() -> Router<Arc<AppState>> {
    Router::new()
        .route("/api/variants", get(variants))
        .route("/api/setup", get(setup))
        .route("/api/games", get(list_games).post(create_game))
        .route("/api/games/{id}", get(get_game))
        .route("/api/games/{id}/moves", post(play_move))
        .route("/api/games/{id}/takeback", post(take_back))
        .route("/api/games/{id}/resign", post(resign))
        .route("/api/games/{id}/draw", post(draw))
        .route("/api/games/{id}/pgn", get(pgn))
        .route("/api/analysis", get(analysis))
        .fallback(|| async { ApiError::not_found("no such API endpoint".to_string()) })
}

/// A JSON body whose rejections are API errors (JSON with a message).
pub struct Body<T>(T);

impl<T: serde::de::DeserializeOwned, S: Send + Sync> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(Body(value)),
            Err(rejection) => Err(rejection_error(&rejection)),
        }
    }
}

fn rejection_error(rejection: &JsonRejection) -> ApiError {
    ApiError {
        status: rejection.status(),
        message: rejection.body_text(),
    }
}

/// The token of `Authorization: Bearer <token>`.
fn token(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

fn parse_variant(name: &str) -> Result<Variant, ApiError> {
    Variant::from_name(name).map_err(|e| ApiError::bad_request(e.to_string()))
}

// ---------------------------------------------------------------- variants

#[derive(Serialize)]
struct VariantView {
    id: &'static str,
    files: u8,
    shuffle: bool,
    /// How many numbered setups the variant's scheme has.
    setups: u32,
    classic_number: Option<u32>,
    free_castling: bool,
    pieces: Vec<PieceView>,
    promotions: Vec<char>,
    /// Setups with survey results.
    surveyed: usize,
}

/// The figure the page draws for a role (the same figure whatever the
/// variant calls it: a chess13440 cardinal looks like an archbishop).
fn figure(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
        Role::Archbishop => "archbishop",
        Role::Chancellor => "chancellor",
        Role::General => "general",
        Role::Consul => "consul",
    }
}

#[derive(Serialize)]
struct PieceView {
    letter: char,
    role: &'static str,
    name: &'static str,
}

async fn variants(State(state): State<Arc<AppState>>) -> axum::Json<Vec<VariantView>> {
    let views = Variant::ALL
        .into_iter()
        .map(|v| {
            let roles = [Role::King, Role::Pawn]
                .into_iter()
                .chain(v.pieces().iter().map(|&(r, _)| r));
            VariantView {
                id: v.id(),
                files: v.files(),
                shuffle: v.is_shuffle(),
                setups: v.scheme().map_or(1, |s| s.count()),
                classic_number: v.classic_number(),
                free_castling: matches!(v.castling_style(), CastlingStyle::Free { .. }),
                pieces: roles
                    .filter_map(|r| {
                        Some(PieceView {
                            letter: v.letter(r)?,
                            role: figure(r),
                            name: v.piece_name(r),
                        })
                    })
                    .collect(),
                promotions: v.promotion_roles().filter_map(|r| v.letter(r)).collect(),
                surveyed: state.survey.count(v),
            }
        })
        .collect();
    axum::Json(views)
}

// ------------------------------------------------------------------- setup

/// How a game's start is chosen.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartChoice {
    /// White's setup number (and Black's, unless `black_number`).
    number: Option<u32>,
    /// Black's setup number, for an asymmetric start.
    black_number: Option<u32>,
    /// A random setup.
    #[serde(default)]
    random: bool,
    /// Consulchess 42k: the seven dice rolls, such as `"3411324"`.
    dice: Option<String>,
    /// Any position.
    fen: Option<String>,
}

/// A resolved start: the numbers (if numbered) and the game.
fn resolve_start(
    variant: Variant,
    choice: &StartChoice,
) -> Result<(Option<(u32, u32)>, Game), ApiError> {
    if let Some(fen) = &choice.fen {
        let game =
            Game::from_fen(variant, fen).map_err(|e| ApiError::bad_request(format!("FEN: {e}")))?;
        return Ok((None, game));
    }
    let numbers = match (variant.is_shuffle(), variant.classic_number()) {
        (false, Some(classic)) => (classic, classic),
        _ => {
            let count = variant.scheme().map_or(1, |s| s.count());
            let white = if let Some(dice) = &choice.dice {
                if variant != Variant::Consulchess42k {
                    return Err(ApiError::bad_request(
                        "dice set up consulchess42k only".into(),
                    ));
                }
                let rolls = dice
                    .chars()
                    .filter(|c| !c.is_whitespace() && *c != ',')
                    .map(|c| c.to_digit(10).map(|d| d as u8))
                    .collect::<Option<Vec<u8>>>()
                    .ok_or_else(|| ApiError::bad_request(format!("dice '{dice}': digits only")))?;
                consulchess42k_from_dice(&rolls)
                    .map_err(|e| ApiError::bad_request(e.to_string()))?
            } else if choice.random || choice.number.is_none() {
                SplitMix64::new(uuid::Uuid::new_v4().as_u64_pair().0).below(u64::from(count)) as u32
            } else {
                choice.number.unwrap_or(0)
            };
            (white, choice.black_number.unwrap_or(white))
        }
    };
    let game = Game::from_start_number(variant, numbers.0, numbers.1)
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
    Ok((Some(numbers), game))
}

/// `StartChoice` as query parameters (serde cannot flatten typed fields
/// out of a query string).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SetupQuery {
    variant: String,
    number: Option<u32>,
    black_number: Option<u32>,
    #[serde(default)]
    random: bool,
    dice: Option<String>,
}

#[derive(Serialize)]
struct SetupView {
    variant: &'static str,
    numbers: Option<(u32, u32)>,
    /// White's and Black's back ranks, a-file first, in upper case.
    back_ranks: Option<(String, String)>,
    fen: String,
    survey: Option<SurveyRow>,
    /// Whether this is the parent game's setup (standard Capablanca...).
    classic: bool,
}

async fn setup(
    State(state): State<Arc<AppState>>,
    query: Result<Query<SetupQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<axum::Json<SetupView>, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::bad_request(e.body_text()))?;
    let variant = parse_variant(&query.variant)?;
    let choice = StartChoice {
        number: query.number,
        black_number: query.black_number,
        random: query.random,
        dice: query.dice,
        fen: None,
    };
    let (numbers, game) = resolve_start(variant, &choice)?;
    let back_ranks = numbers.and_then(|(w, b)| {
        let scheme = variant.scheme()?;
        let write = |n: u32| Some(scheme.write_back_rank(&scheme.back_rank(u64::from(n)).ok()?));
        Some((write(w)?, write(b)?))
    });
    let survey = numbers
        .filter(|(w, b)| w == b)
        .and_then(|(w, _)| state.survey.row(variant, w).cloned());
    Ok(axum::Json(SetupView {
        variant: variant.id(),
        numbers,
        back_ranks,
        fen: game.position().fen(),
        survey,
        classic: numbers.is_some() && numbers == variant.classic_number().map(|n| (n, n)),
    }))
}

// ------------------------------------------------------------------- games

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGame {
    /// Required unless `pgn` names it.
    variant: Option<String>,
    #[serde(default)]
    start: StartChoice,
    /// A PGN game to continue (its first game; tags give the variant).
    pgn: Option<String>,
    #[serde(default = "local")]
    opponent: Opponent,
    /// The creator's side: "white", "black" or "random" (engine and invite games).
    color: Option<String>,
    /// Engine skill, 0..=20.
    level: Option<u8>,
    /// Engine think time per move without a clock.
    movetime_ms: Option<u32>,
    clock: Option<ClockChoice>,
}

fn local() -> Opponent {
    Opponent::Local
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClockChoice {
    /// Each side's time, seconds.
    initial_s: u32,
    /// Added after each move, seconds.
    #[serde(default)]
    increment_s: u32,
}

#[derive(Serialize)]
struct Created {
    game: GameView,
    /// The creator's secret (both sides' in a game at one screen).
    token: String,
    /// The secret for the invited player (invite games).
    invite_token: Option<String>,
}

fn new_token() -> String {
    uuid::Uuid::new_v4().simple().to_string()
}

async fn create_game(
    State(state): State<Arc<AppState>>,
    Body(new): Body<NewGame>,
) -> Result<(axum::http::StatusCode, axum::Json<Created>), ApiError> {
    let (variant, numbers, game) = match &new.pgn {
        Some(text) => {
            let pgn: PgnGame = read_pgn(text)
                .into_iter()
                .next()
                .ok_or_else(|| ApiError::bad_request("the PGN holds no game".into()))?
                .map_err(|e| ApiError::bad_request(format!("PGN: {e}")))?;
            let game = pgn.game();
            (game.variant(), game.start_number(), game)
        }
        None => {
            let name = new
                .variant
                .as_deref()
                .ok_or_else(|| ApiError::bad_request("'variant' is missing".into()))?;
            let variant = parse_variant(name)?;
            let (numbers, game) = resolve_start(variant, &new.start)?;
            (variant, numbers, game)
        }
    };
    let creator = match new.color.as_deref() {
        None | Some("white") => Color::White,
        Some("black") => Color::Black,
        Some("random") => {
            if uuid::Uuid::new_v4().as_u64_pair().0 & 1 == 0 {
                Color::White
            } else {
                Color::Black
            }
        }
        Some(other) => {
            return Err(ApiError::bad_request(format!(
                "color '{other}': white, black or random"
            )))
        }
    };
    let level = new.level.unwrap_or(20);
    if level > 20 {
        return Err(ApiError::bad_request(format!("level {level}: 0 to 20")));
    }
    let movetime = new.movetime_ms.unwrap_or(1000);
    let max = state.engines.limits().max_move_time.as_millis() as u32;
    if !(10..=max).contains(&movetime) {
        return Err(ApiError::bad_request(format!(
            "movetime_ms {movetime}: 10 to {max}"
        )));
    }
    let clock = match &new.clock {
        Some(c) if c.initial_s == 0 || c.initial_s > 3 * 3600 || c.increment_s > 600 => {
            return Err(ApiError::bad_request(
                "clock: initial_s 1 to 10800, increment_s 0 to 600".into(),
            ))
        }
        Some(c) => Some((
            i64::from(c.initial_s) * 1000,
            i64::from(c.increment_s) * 1000,
        )),
        None => None,
    };
    let token = new_token();
    let other = new_token();
    let (white_token, black_token) = match (new.opponent, creator) {
        (Opponent::Local, _) => (token.clone(), token.clone()),
        (_, Color::White) => (token.clone(), other.clone()),
        (_, Color::Black) => (other.clone(), token.clone()),
    };
    let now = now_ms();
    let record = GameRecord {
        id: new_token()[..12].to_string(),
        created_ms: now,
        variant: variant.id().to_string(),
        start_fen: game.start().fen(),
        numbers,
        opponent: new.opponent,
        engine_color: (new.opponent == Opponent::Engine).then(|| color_id(!creator).to_string()),
        engine_level: level,
        engine_movetime_ms: movetime,
        white_token,
        black_token,
        clock,
        declared: None,
    };
    state.store.create(&record)?;
    let moves: Vec<MoveRecord> = game
        .moves()
        .iter()
        .zip(game.positions())
        .map(|(mv, pos)| MoveRecord {
            uci: pos.uci(*mv),
            clocks: None,
            played_ms: now,
        })
        .collect();
    for (ply, mv) in moves.iter().enumerate() {
        state.store.add_move(&record.id, ply, mv)?;
    }
    let id = record.id.clone();
    let slot = state.keep(&id, LiveGame::new(record, moves, game));
    let live = slot.game.lock().await;
    let seat = live.seat(Some(&token));
    let created = Created {
        game: live.view(seat, now),
        token,
        invite_token: (new.opponent == Opponent::Remote).then_some(other),
    };
    tracing::info!("game {id}: {} {:?} created", variant.id(), new.opponent);
    Ok((axum::http::StatusCode::CREATED, axum::Json(created)))
}

#[derive(Serialize)]
struct GameSummary {
    id: String,
    variant: String,
    created_ms: i64,
    opponent: Opponent,
    numbers: Option<(u32, u32)>,
    moves: usize,
    result: Option<&'static str>,
}

async fn list_games(
    State(state): State<Arc<AppState>>,
) -> Result<axum::Json<Vec<GameSummary>>, ApiError> {
    let recent = state.store.recent(LIST_LIMIT)?;
    let summaries = recent
        .into_iter()
        .map(|(record, moves)| {
            let result = match state.cache().get(&record.id) {
                Some(slot) => slot.game.try_lock().ok().and_then(|g| g.game.outcome()),
                None => None,
            }
            .map(Outcome::result);
            GameSummary {
                id: record.id,
                variant: record.variant,
                created_ms: record.created_ms,
                opponent: record.opponent,
                numbers: record.numbers,
                moves,
                result: result.or_else(|| {
                    let declared = record.declared.as_deref().and_then(parse_declared);
                    declared.map(Outcome::result)
                }),
            }
        })
        .collect();
    Ok(axum::Json(summaries))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GetGame {
    /// Answer only once the game's version is past this (long-poll).
    after: Option<u64>,
}

async fn get_game(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    query: Result<Query<GetGame>, axum::extract::rejection::QueryRejection>,
) -> Result<axum::Json<GameView>, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::bad_request(e.body_text()))?;
    let slot = state.slot(&id).await?;
    if let Some(after) = query.after {
        let mut changes = slot.changed.subscribe();
        let _ = tokio::time::timeout(LONG_POLL, changes.wait_for(|v| *v > after)).await;
    }
    let mut live = slot.game.lock().await;
    let now = now_ms();
    if let Some(declared) = live.check_flag(now) {
        state.persist_declared(&id, Some(&declared));
        slot.changed.send_replace(live.version);
    }
    let seat = live.seat(token(&headers));
    Ok(axum::Json(live.view(seat, now)))
}

/// The game locked for a player's action, with the player's seat.
async fn seat_for<'a>(
    slot: &'a Slot,
    headers: &HeaderMap,
) -> Result<(tokio::sync::MutexGuard<'a, LiveGame>, Seat), ApiError> {
    let live = slot.game.lock().await;
    let seat = match token(headers) {
        None => return Err(ApiError::unauthorized()),
        Some(t) => live.seat(Some(t)).ok_or_else(ApiError::forbidden_token)?,
    };
    Ok((live, seat))
}

/// Like [`seat_for`], for an action that needs the game still in play.
async fn seat_in_play<'a>(
    slot: &'a Slot,
    headers: &HeaderMap,
) -> Result<(tokio::sync::MutexGuard<'a, LiveGame>, Seat), ApiError> {
    let (live, seat) = seat_for(slot, headers).await?;
    if let Some(outcome) = live.game.outcome() {
        return Err(ApiError::conflict(format!("the game is over: {outcome}")));
    }
    Ok((live, seat))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayMove {
    /// UCI (`e2e4`, `f1i1h1`) or SAN (`e4`, `O-O-h-c`).
    #[serde(rename = "move")]
    mv: String,
}

async fn play_move(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Body(body): Body<PlayMove>,
) -> Result<axum::Json<GameView>, ApiError> {
    let slot = state.slot(&id).await?;
    let (mut live, seat) = seat_for(&slot, &headers).await?;
    let now = now_ms();
    if let Some(declared) = live.check_flag(now) {
        state.persist_declared(&id, Some(&declared));
        slot.changed.send_replace(live.version);
        return Err(ApiError::conflict("time is up: the game is over".into()));
    }
    let turn = live.game.position().turn();
    if !seat.controls(turn) || live.engine_color() == Some(turn) {
        return Err(ApiError::conflict(format!(
            "it is {}'s turn, not yours",
            color_id(turn)
        )));
    }
    let (mv, record) = live.prepare_move(&body.mv, now)?;
    let ply = live.moves.len();
    state.store.add_move(&id, ply, &record)?;
    live.commit(mv, record);
    slot.changed.send_replace(live.version);
    if live.engine_to_move() {
        state.spawn_engine_move(Arc::clone(&slot));
    }
    Ok(axum::Json(live.view(Some(seat), now)))
}

async fn take_back(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<axum::Json<GameView>, ApiError> {
    let slot = state.slot(&id).await?;
    let (mut live, seat) = seat_for(&slot, &headers).await?;
    let plies = match (live.record.opponent, live.engine_color()) {
        (Opponent::Remote, _) => {
            return Err(ApiError::conflict("invite games have no takebacks".into()))
        }
        (Opponent::Engine, Some(engine)) => {
            let moves = live.moves.len();
            // Back to the player's turn before their last move.
            let last_by_engine = moves > 0 && live.game.positions()[moves - 1].turn() == engine;
            if last_by_engine {
                2
            } else {
                1
            }
        }
        _ => 1,
    };
    let keep = live
        .moves
        .len()
        .checked_sub(plies)
        .ok_or_else(|| ApiError::conflict("no move of yours to take back".into()))?;
    state.store.truncate(&id, keep)?;
    state.store.set_declared(&id, None)?;
    live.take_back(plies);
    slot.changed.send_replace(live.version);
    if live.engine_to_move() {
        state.spawn_engine_move(Arc::clone(&slot));
    }
    Ok(axum::Json(live.view(Some(seat), now_ms())))
}

/// The side a seat acts for: its own, or the side to move at one screen.
fn acting_side(live: &LiveGame, seat: Seat) -> Color {
    match seat {
        Seat::Side(color) => color,
        Seat::Both => live.game.position().turn(),
    }
}

async fn resign(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<axum::Json<GameView>, ApiError> {
    let slot = state.slot(&id).await?;
    let (mut live, seat) = seat_in_play(&slot, &headers).await?;
    let loser = acting_side(&live, seat);
    let declared = live.declare(Outcome::Win {
        winner: !loser,
        reason: WinReason::Resignation,
    });
    state.store.set_declared(&id, declared.as_deref())?;
    slot.changed.send_replace(live.version);
    Ok(axum::Json(live.view(Some(seat), now_ms())))
}

/// Offers a draw, or accepts the opponent's offer. The engine accepts when
/// its last search found it is not better.
async fn draw(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<axum::Json<GameView>, ApiError> {
    let slot = state.slot(&id).await?;
    let (mut live, seat) = seat_in_play(&slot, &headers).await?;
    let side = acting_side(&live, seat);
    let agreed = match live.record.opponent {
        Opponent::Local => true,
        Opponent::Engine => live.engine_score.is_some_and(|cp| cp <= 0),
        Opponent::Remote => live.draw_offer == Some(!side),
    };
    if agreed {
        let declared = live.declare(Outcome::Draw(DrawReason::Agreement));
        state.store.set_declared(&id, declared.as_deref())?;
    } else if live.record.opponent == Opponent::Remote {
        live.draw_offer = Some(side);
        live.version += 1;
    } else {
        return Err(ApiError::conflict("Shuffle declines the draw".into()));
    }
    slot.changed.send_replace(live.version);
    Ok(axum::Json(live.view(Some(seat), now_ms())))
}

async fn pgn(
    State(state): State<Arc<AppState>>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let slot = state.slot(&id).await?;
    let live = slot.game.lock().await;
    let player = |color: Color| match live.engine_color() {
        Some(c) if c == color => format!("Shuffle level {}", live.record.engine_level),
        _ => "Player".to_string(),
    };
    let tags = [
        ("Event", "Shuffle web game".to_string()),
        ("Site", "Shuffle".to_string()),
        ("Date", pgn_date(live.record.created_ms.div_euclid(1000))),
        ("White", player(Color::White)),
        ("Black", player(Color::Black)),
    ]
    .map(|(n, v)| (n.to_string(), v));
    let text = PgnGame::from_game(&live.game, &tags).to_pgn();
    let disposition = format!("attachment; filename=\"shuffle-{id}.pgn\"");
    Ok((
        [
            (
                header::CONTENT_TYPE,
                "application/x-chess-pgn; charset=utf-8".to_string(),
            ),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        text,
    )
        .into_response())
}

// ---------------------------------------------------------------- analysis

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AnalysisQuery {
    variant: String,
    fen: String,
    /// Lines to show, 1 to 5.
    multipv: Option<usize>,
    /// How long to think, seconds (capped by the server).
    seconds: Option<u64>,
}

#[derive(Serialize)]
struct AnalysisLine {
    depth: u32,
    multipv: usize,
    /// Centipawns from White's view (mates as ±(100000 − moves)).
    score_cp: i32,
    /// Mate in this many moves, White's view (negative: Black mates).
    mate: Option<i32>,
    nodes: u64,
    nps: u64,
    time_ms: u64,
    san: Vec<String>,
    uci: Vec<String>,
}

/// Streams engine analysis as server-sent events: `info` events with one
/// line each, then `done`. Closing the stream stops the engine.
async fn analysis(
    State(state): State<Arc<AppState>>,
    query: Result<Query<AnalysisQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::bad_request(e.body_text()))?;
    let variant = parse_variant(&query.variant)?;
    let game = Game::from_fen(variant, &query.fen)
        .map_err(|e| ApiError::bad_request(format!("FEN: {e}")))?;
    if game.outcome().is_some() {
        return Err(ApiError::bad_request(
            "the position has no legal move to analyse".into(),
        ));
    }
    let root = game.position().clone();
    let seconds = query.seconds.unwrap_or(30).clamp(1, 3600);
    let Some((infos, guard)) = state.engines.analyse(
        game,
        query.multipv.unwrap_or(1),
        Duration::from_secs(seconds),
    ) else {
        return Err(ApiError::busy());
    };
    // Dropping the stream (the page closed it) drops the guard: the engine stops.
    let stream = futures_util::stream::unfold(Some((infos, root, guard)), |state| async move {
        let (mut infos, root, guard) = state?;
        match infos.recv().await {
            Some(info) => {
                let event = Event::default()
                    .event("info")
                    .json_data(analysis_line(&root, &info))
                    .unwrap_or_else(|_| Event::default().comment("unserialisable line"));
                Some((Ok::<_, Infallible>(event), Some((infos, root, guard))))
            }
            None => Some((Ok(Event::default().event("done").data("done")), None)),
        }
    });
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response())
}

fn analysis_line(root: &AnyPosition, info: &Info) -> AnalysisLine {
    let mut pos = root.clone();
    let (mut san, mut uci) = (Vec::new(), Vec::new());
    for &mv in &info.pv {
        san.push(pos.san(mv));
        uci.push(pos.uci(mv));
        pos = pos.play_unchecked(mv);
    }
    let sign = if root.turn() == Color::White { 1 } else { -1 };
    let (score_cp, mate) = match info.score {
        Score::Centipawns(cp) => (sign * cp, None),
        Score::Mate(n) => (sign * n.signum() * (100_000 - n.abs()), Some(sign * n)),
    };
    AnalysisLine {
        depth: info.depth,
        multipv: info.multipv,
        score_cp,
        mate,
        nodes: info.nodes,
        nps: info.nps,
        time_ms: info.time.as_millis() as u64,
        san,
        uci,
    }
}
