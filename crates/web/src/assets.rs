//! The page's files, built into the binary: no Node.js to build or run.

use crate::api::AppState;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use std::sync::Arc;

const INDEX: &str = include_str!("../assets/index.html");
const APP_JS: &str = include_str!("../assets/app.js");
const PIECES_JS: &str = include_str!("../assets/pieces.js");
const STYLE: &str = include_str!("../assets/style.css");

fn file(content_type: &'static str, body: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
}

/// The page (for every client-side route) and its assets.
pub fn routes() -> Router<Arc<AppState>> {
    let page = || async { file("text/html; charset=utf-8", INDEX) };
    Router::new()
        .route("/", get(page))
        .route("/game/{id}", get(page))
        .route("/explorer", get(page))
        .route("/games", get(page))
        .route(
            "/assets/app.js",
            get(|| async { file("text/javascript; charset=utf-8", APP_JS) }),
        )
        .route(
            "/assets/pieces.js",
            get(|| async { file("text/javascript; charset=utf-8", PIECES_JS) }),
        )
        .route(
            "/assets/style.css",
            get(|| async { file("text/css; charset=utf-8", STYLE) }),
        )
}
