//! Every API endpoint, with its error cases, through the real router.

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use serde_json::{json, Value};
use shuffle_web::{app, AppState, EngineLimits, EnginePool, Store, Survey, MAX_LOADED};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use tower::ServiceExt;

fn server_with(store: Store, slots: usize) -> Router {
    let limits = EngineLimits {
        slots,
        max_move_time: Duration::from_secs(2),
        max_analysis_time: Duration::from_secs(5),
    };
    app(AppState::new(
        store,
        EnginePool::new(limits),
        Survey::load(None),
    ))
}

fn server() -> Router {
    server_with(Store::in_memory().expect("sqlite"), 2)
}

fn server_on(path: &Path) -> Router {
    server_with(Store::open(path).expect("sqlite file"), 2)
}

/// One request; the body parsed as JSON when it is JSON, else as a string.
async fn call(
    app: &Router,
    method: &str,
    uri: &str,
    body: Option<Value>,
    token: Option<&str>,
) -> (StatusCode, Value) {
    let mut request = Request::builder().method(method).uri(uri);
    if let Some(t) = token {
        request = request.header(header::AUTHORIZATION, format!("Bearer {t}"));
    }
    let body = match body {
        Some(b) => {
            request = request.header(header::CONTENT_TYPE, "application/json");
            Body::from(b.to_string())
        }
        None => Body::empty(),
    };
    raw(app, request.body(body).expect("request")).await
}

async fn raw(app: &Router, request: Request<Body>) -> (StatusCode, Value) {
    let response = app.clone().oneshot(request).await.expect("response");
    let status = response.status();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (status, value)
}

/// A player's action without a body: `takeback`, `draw` or `resign`.
async fn act(app: &Router, id: &str, action: &str, token: &str) -> (StatusCode, Value) {
    let uri = format!("/api/games/{id}/{action}");
    call(app, "POST", &uri, None, Some(token)).await
}

async fn create(app: &Router, body: Value) -> (String, String, Value) {
    let (status, created) = call(app, "POST", "/api/games", Some(body), None).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let id = created["game"]["id"].as_str().expect("id").to_string();
    let token = created["token"].as_str().expect("token").to_string();
    (id, token, created)
}

fn error_of(value: &Value) -> &str {
    value["error"]
        .as_str()
        .unwrap_or_else(|| panic!("no error message in {value}"))
}

#[tokio::test]
async fn variants_describe_boards_pieces_and_setups() {
    let app = server();
    let (status, list) = call(&app, "GET", "/api/variants", None, None).await;
    assert_eq!(status, StatusCode::OK);
    let list = list.as_array().expect("array");
    assert_eq!(list.len(), 7);
    let capa = list
        .iter()
        .find(|v| v["id"] == "capablanca84000")
        .expect("capablanca84000");
    assert_eq!(
        (capa["files"].as_u64(), capa["setups"].as_u64()),
        (Some(10), Some(84_000))
    );
    assert_eq!(capa["promotions"], json!(["Q", "R", "B", "N", "A", "C"]));
    let consul = list
        .iter()
        .find(|v| v["id"] == "consulchess42k")
        .expect("42k");
    assert_eq!(consul["free_castling"], true);
    let c13440 = list
        .iter()
        .find(|v| v["id"] == "chess13440")
        .expect("13440");
    let cardinal = c13440["pieces"]
        .as_array()
        .expect("pieces")
        .iter()
        .find(|p| p["letter"] == "C")
        .expect("C");
    assert_eq!(
        (&cardinal["role"], &cardinal["name"]),
        (&json!("archbishop"), &json!("cardinal"))
    );
}

#[tokio::test]
async fn setups_by_number_dice_asymmetry_and_their_errors() {
    let app = server();
    let (status, s) = call(
        &app,
        "GET",
        "/api/setup?variant=capablanca84000&number=45666",
        None,
        None,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(s["back_ranks"][0], "RNABQKBCNR");
    assert_eq!(s["classic"], true);
    let (_, s) = call(
        &app,
        "GET",
        "/api/setup?variant=consulchess42k&dice=3411324",
        None,
        None,
    )
    .await;
    assert_eq!(s["numbers"], json!([35017, 35017]));
    let (_, s) = call(
        &app,
        "GET",
        "/api/setup?variant=chess960&number=0&black_number=959",
        None,
        None,
    )
    .await;
    assert_eq!(s["numbers"], json!([0, 959]));
    assert_ne!(s["back_ranks"][0], s["back_ranks"][1]);
    let (_, s) = call(
        &app,
        "GET",
        "/api/setup?variant=chess13440&random=true",
        None,
        None,
    )
    .await;
    assert!(s["numbers"][0].as_u64().is_some_and(|n| n < 13_440));
    // The built-in survey: chess13440 complete, so every setup has its row.
    let (_, s) = call(
        &app,
        "GET",
        "/api/setup?variant=chess13440&number=1548",
        None,
        None,
    )
    .await;
    assert_eq!(
        (&s["survey"]["score_cp"], &s["survey"]["best_move_san"]),
        (&json!(81), &json!("Ma3"))
    );
    let (_, s) = call(&app, "GET", "/api/setup?variant=chess&number=3", None, None).await;
    assert_eq!(
        s["numbers"],
        json!([518, 518]),
        "a fixed variant keeps its classic setup"
    );

    for (uri, needle) in [
        ("/api/setup?variant=capablanca84000&number=84000", "84000"),
        ("/api/setup?variant=consulchess42k&dice=9911324", "roll 1"),
        ("/api/setup?variant=consulchess42k&dice=341", "7 rolls"),
        (
            "/api/setup?variant=chess960&dice=3411324",
            "consulchess42k only",
        ),
        ("/api/setup?variant=shogi", "unknown variant"),
        ("/api/setup?number=3", "variant"),
        ("/api/setup?variant=chess960&number=minus", "number"),
    ] {
        let (status, e) = call(&app, "GET", uri, None, None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}");
        assert!(error_of(&e).contains(needle), "{uri}: {e}");
    }
}

#[tokio::test]
async fn a_game_at_one_screen_moves_both_sides_and_refuses_bad_requests() {
    let app = server();
    let (id, token, created) = create(
        &app,
        json!({"variant": "capablanca84000", "start": {"number": 45666}}),
    )
    .await;
    assert_eq!(created["game"]["you"], "both");
    assert_eq!(created["invite_token"], Value::Null);
    let moves_uri = format!("/api/games/{id}/moves");

    let (status, view) = call(
        &app,
        "POST",
        &moves_uri,
        Some(json!({"move": "e2e4"})),
        Some(&token),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{view}");
    let (status, view) = call(
        &app,
        "POST",
        &moves_uri,
        Some(json!({"move": "Nc6"})),
        Some(&token),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(
        view["moves"],
        json!([{"uci": "e2e4", "san": "e4"}, {"uci": "b8c6", "san": "Nc6"}])
    );
    assert_eq!(view["fens"].as_array().map(Vec::len), Some(3));

    let cases = [
        (
            Some(json!({"move": "e4e5"})),
            Some("nope"),
            StatusCode::FORBIDDEN,
            "token",
        ),
        (
            Some(json!({"move": "d2d4"})),
            None,
            StatusCode::UNAUTHORIZED,
            "token",
        ),
        (
            Some(json!({"move": "e4e6"})),
            Some(token.as_str()),
            StatusCode::BAD_REQUEST,
            "e4e6",
        ),
        (
            Some(json!({"move": "Qh9"})),
            Some(token.as_str()),
            StatusCode::BAD_REQUEST,
            "Qh9",
        ),
        (
            Some(json!({"mv": "d2d4"})),
            Some(token.as_str()),
            StatusCode::UNPROCESSABLE_ENTITY,
            "move",
        ),
        (
            Some(json!({"move": 42})),
            Some(token.as_str()),
            StatusCode::UNPROCESSABLE_ENTITY,
            "move",
        ),
    ];
    for (body, tok, expected, needle) in cases {
        let (status, e) = call(&app, "POST", &moves_uri, body.clone(), tok).await;
        assert_eq!(status, expected, "{body:?}: {e}");
        assert!(error_of(&e).contains(needle), "{body:?}: {e}");
    }
    let bad_json = Request::post(&moves_uri)
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .body(Body::from("{\"move\": "))
        .expect("request");
    let (status, e) = raw(&app, bad_json).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    let huge = json!({"move": "x".repeat(2 << 20)});
    let (status, e) = call(&app, "POST", &moves_uri, Some(huge), Some(&token)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{e}");
    let (status, e) = call(
        &app,
        "POST",
        "/api/games/unknown/moves",
        Some(json!({"move": "e4"})),
        Some(&token),
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(error_of(&e).contains("unknown"));
    let (status, _) = call(&app, "GET", "/api/nothing", None, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let (_, view) = call(&app, "GET", &format!("/api/games/{id}"), None, None).await;
    assert_eq!(
        view["moves"].as_array().map(Vec::len),
        Some(2),
        "refused requests changed nothing"
    );
    assert_eq!(view["you"], Value::Null);

    // Takeback (one ply at one screen), then the draw both players agree on.
    let (status, view) = act(&app, &id, "takeback", &token).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(1));
    let (_, view) = act(&app, &id, "draw", &token).await;
    assert_eq!(
        (&view["result"], &view["reason"]),
        (&json!("1/2-1/2"), &json!("draw by agreement"))
    );
    let (status, e) = call(
        &app,
        "POST",
        &moves_uri,
        Some(json!({"move": "Nc6"})),
        Some(&token),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(error_of(&e).contains("over"));
    let (status, _) = act(&app, &id, "resign", &token).await;
    assert_eq!(status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn invite_games_give_each_side_its_own_secret() {
    let app = server();
    let (id, white, created) = create(
        &app,
        json!({"variant": "consulchess", "opponent": "remote", "color": "white", "clock": {"initial_s": 300, "increment_s": 2}}),
    )
    .await;
    let black = created["invite_token"]
        .as_str()
        .expect("invite")
        .to_string();
    assert_eq!(created["game"]["you"], "white");
    let moves_uri = format!("/api/games/{id}/moves");
    let (status, e) = call(
        &app,
        "POST",
        &moves_uri,
        Some(json!({"move": "e2e4"})),
        Some(&black),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "Black may not move White's pieces"
    );
    assert!(error_of(&e).contains("white's turn"));
    let (status, _) = call(
        &app,
        "POST",
        &moves_uri,
        Some(json!({"move": "e2e4"})),
        Some(&white),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let (status, view) = call(
        &app,
        "POST",
        &moves_uri,
        Some(json!({"move": "e7e5"})),
        Some(&black),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(view["you"], "black");
    assert_eq!(view["clocks"]["running"], "white");
    assert!(
        view["clocks"]["black_ms"]
            .as_i64()
            .is_some_and(|ms| ms > 300_000),
        "increment added"
    );
    let (status, e) = act(&app, &id, "takeback", &white).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(error_of(&e).contains("takeback"));

    // A draw offer stands until the other side accepts it.
    let (_, view) = act(&app, &id, "draw", &white).await;
    assert_eq!(
        (&view["draw_offer"], &view["result"]),
        (&json!("white"), &Value::Null)
    );
    let (_, view) = act(&app, &id, "draw", &white).await;
    assert_eq!(
        view["result"],
        Value::Null,
        "offering twice is no agreement"
    );
    let (_, view) = act(&app, &id, "draw", &black).await;
    assert_eq!(view["result"], "1/2-1/2");

    let (status, watched) = call(&app, "GET", &format!("/api/games/{id}"), None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(watched["you"], Value::Null);
    assert_eq!(watched["legal_moves"], json!([]));
}

#[tokio::test]
async fn the_engine_answers_and_a_long_poll_sees_it() {
    let app = server();
    let (id, token, created) = create(
        &app,
        json!({"variant": "chess13440", "start": {"number": 7}, "opponent": "engine", "color": "black", "level": 20, "movetime_ms": 50}),
    )
    .await;
    assert_eq!(created["game"]["engine"]["color"], "white");
    let version = created["game"]["version"].as_u64().expect("version");
    let (_, view) = call(
        &app,
        "GET",
        &format!("/api/games/{id}?after={version}"),
        None,
        Some(&token),
    )
    .await;
    let view = if view["moves"].as_array().is_some_and(Vec::is_empty) {
        let v = view["version"].as_u64().expect("version");
        call(
            &app,
            "GET",
            &format!("/api/games/{id}?after={v}"),
            None,
            Some(&token),
        )
        .await
        .1
    } else {
        view
    };
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(1), "{view}");
    assert_eq!(view["turn"], "black");
    let reply = view["legal_moves"][0]["uci"]
        .as_str()
        .expect("a legal move")
        .to_string();
    let moves_uri = format!("/api/games/{id}/moves");
    let (status, view) = call(
        &app,
        "POST",
        &moves_uri,
        Some(json!({"move": reply})),
        Some(&token),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{view}");
    // The engine's turn: the player cannot move for it.
    let (status, _) = call(
        &app,
        "POST",
        &moves_uri,
        Some(json!({"move": "a2a3"})),
        Some(&token),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
    // Takeback while it thinks (or after) returns to the player's turn.
    let (status, view) = act(&app, &id, "takeback", &token).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["turn"], "black");
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(1));
    let (_, view) = act(&app, &id, "resign", &token).await;
    assert_eq!(
        (&view["result"], &view["reason"]),
        (&json!("1-0"), &json!("White wins by resignation"))
    );
    let (status, pgn) = call(&app, "GET", &format!("/api/games/{id}/pgn"), None, None).await;
    assert_eq!(status, StatusCode::OK);
    let pgn = pgn.as_str().expect("text");
    for needle in [
        "[Variant \"chess13440\"]",
        "[White \"Shuffle level 20\"]",
        "[Result \"1-0\"]",
        "1. ",
    ] {
        assert!(pgn.contains(needle), "{needle} in {pgn}");
    }
}

#[tokio::test]
async fn creating_checks_every_setting() {
    let app = server();
    for (body, needle) in [
        (json!({}), "variant"),
        (
            json!({"variant": "capablanca84000", "start": {"number": 99999}}),
            "99999",
        ),
        (json!({"variant": "chess", "color": "green"}), "green"),
        (
            json!({"variant": "chess", "opponent": "engine", "level": 21}),
            "level",
        ),
        (
            json!({"variant": "chess", "opponent": "engine", "movetime_ms": 999_999}),
            "movetime",
        ),
        (
            json!({"variant": "chess", "clock": {"initial_s": 0}}),
            "clock",
        ),
        (
            json!({"variant": "chess", "start": {"fen": "8/8/8 w"}}),
            "FEN",
        ),
        (
            json!({"pgn": "1. e4 e5 2. Qh5 Ke7 3. Qxe5+ Kf6 4. Qz9"}),
            "line 1",
        ),
        (json!({"pgn": ""}), "no game"),
    ] {
        let (status, e) = call(&app, "POST", "/api/games", Some(body.clone()), None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {e}");
        assert!(error_of(&e).contains(needle), "{body}: {e}");
    }
    let (status, e) = call(
        &app,
        "POST",
        "/api/games",
        Some(json!({"variant": "chess", "spin": 1})),
        None,
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(error_of(&e).contains("spin"));
}

#[tokio::test]
async fn imports_continue_a_pgn_or_a_fen() {
    let app = server();
    let pgn = "[Variant \"capablanca84000\"]\n[StartNumber \"45666\"]\n\n1. e4 e5 2. Nh3 *\n";
    let (id, _, created) = create(&app, json!({"pgn": pgn})).await;
    assert_eq!(created["game"]["variant"], "capablanca84000");
    assert_eq!(created["game"]["numbers"], json!([45666, 45666]));
    assert_eq!(created["game"]["turn"], "black");
    let (_, view) = call(&app, "GET", &format!("/api/games/{id}"), None, None).await;
    assert_eq!(view["moves"].as_array().map(Vec::len), Some(3));
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let (_, _, created) = create(&app, json!({"variant": "chess", "start": {"fen": fen}})).await;
    assert_eq!(created["game"]["fens"][0], fen);
    assert_eq!(created["game"]["numbers"], Value::Null);
}

#[tokio::test]
async fn games_survive_a_restart_of_the_server() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("games.sqlite");
    let (id, token) = {
        let app = server_on(&db);
        let (id, token, _) =
            create(&app, json!({"variant": "chess960", "start": {"number": 0}})).await;
        for mv in ["e4", "e5", "Nc3"] {
            let (status, _) = call(
                &app,
                "POST",
                &format!("/api/games/{id}/moves"),
                Some(json!({"move": mv})),
                Some(&token),
            )
            .await;
            assert_eq!(status, StatusCode::OK);
        }
        (id, token)
    };
    let app = server_on(&db);
    let (status, view) = call(&app, "GET", &format!("/api/games/{id}"), None, Some(&token)).await;
    assert_eq!(status, StatusCode::OK);
    let sans: Vec<_> = view["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["san"].clone())
        .collect();
    assert_eq!(sans, [json!("e4"), json!("e5"), json!("Nc3")]);
    assert_eq!(view["you"], "both");
    let (_, list) = call(&app, "GET", "/api/games", None, None).await;
    assert_eq!(list[0]["id"], json!(id));
    assert_eq!(list[0]["moves"], 3);
}

#[tokio::test]
async fn games_nobody_uses_leave_memory_and_load_again() {
    let state = AppState::new(
        Store::in_memory().expect("sqlite"),
        EnginePool::new(EngineLimits::default()),
        Survey::default(),
    );
    let app = app(Arc::clone(&state));
    let (first, token, _) = create(&app, json!({"variant": "chess"})).await;
    for _ in 0..MAX_LOADED {
        create(&app, json!({"variant": "chess"})).await;
    }
    assert!(
        state.loaded_games() < MAX_LOADED,
        "{} loaded",
        state.loaded_games()
    );
    let (status, view) = call(
        &app,
        "POST",
        &format!("/api/games/{first}/moves"),
        Some(json!({"move": "e4"})),
        Some(&token),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{view}");
}

#[tokio::test]
async fn a_flag_falls_and_ends_the_game() {
    let app = server();
    let (id, token, _) = create(&app, json!({"variant": "chess", "clock": {"initial_s": 1}})).await;
    let moves_uri = format!("/api/games/{id}/moves");
    let (status, _) = call(
        &app,
        "POST",
        &moves_uri,
        Some(json!({"move": "e4"})),
        Some(&token),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let (status, e) = call(
        &app,
        "POST",
        &moves_uri,
        Some(json!({"move": "e5"})),
        Some(&token),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert!(error_of(&e).contains("time"));
    let (_, view) = call(&app, "GET", &format!("/api/games/{id}"), None, None).await;
    assert_eq!(
        (&view["result"], &view["reason"]),
        (&json!("1-0"), &json!("White wins on time"))
    );
}

#[tokio::test]
async fn analysis_streams_lines_and_the_pool_has_a_bound() {
    let app = server_with(Store::in_memory().expect("sqlite"), 1);
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 3";
    let uri = format!(
        "/api/analysis?variant=chess&seconds=1&multipv=2&fen={}",
        fen.replace(' ', "%20")
    );
    let request = |uri: &str| Request::get(uri).body(Body::empty()).expect("request");
    let first = app.clone().oneshot(request(&uri)).await.expect("response");
    assert_eq!(first.status(), StatusCode::OK);
    let (status, e) = raw(&app, request(&uri)).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "one slot, taken");
    assert!(error_of(&e).contains("busy"));
    let bytes = first
        .into_body()
        .collect()
        .await
        .expect("stream")
        .to_bytes();
    let text = String::from_utf8_lossy(&bytes);
    assert!(text.contains("event: info"), "{text}");
    assert!(
        text.contains("\"san\":[\"Qxf7#\"]"),
        "mate in one found: {text}"
    );
    assert!(text.contains("\"mate\":1"), "{text}");
    assert!(text.trim_end().ends_with("data: done"), "{text}");

    for (uri, status) in [
        (
            "/api/analysis?variant=chess&fen=nonsense",
            StatusCode::BAD_REQUEST,
        ),
        ("/api/analysis?variant=chess", StatusCode::BAD_REQUEST),
        (
            "/api/analysis?variant=chess&fen=7k/5Q2/6K1/8/8/8/8/8%20b%20-%20-%200%201",
            StatusCode::BAD_REQUEST,
        ),
    ] {
        let (got, e) = raw(&app, request(uri)).await;
        assert_eq!(got, status, "{uri}: {e}");
        error_of(&e);
    }
}

#[tokio::test]
async fn the_page_and_its_assets_are_built_in() {
    let app = server();
    for (uri, needle) in [
        ("/", "<title>Shuffle</title>"),
        ("/game/abc", "/assets/app.js"),
        ("/explorer", "<main"),
        ("/assets/app.js", "import { pieceSvg }"),
        ("/assets/pieces.js", "pieceSvg"),
        ("/assets/style.css", ".board"),
    ] {
        let (status, body) = call(&app, "GET", uri, None, None).await;
        assert_eq!(status, StatusCode::OK, "{uri}");
        assert!(body.as_str().is_some_and(|b| b.contains(needle)), "{uri}");
    }
}
