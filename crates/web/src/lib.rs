//! Shuffle's web app: one process serving the page (embedded in the
//! binary) and a JSON API, with games in SQLite.
//!
//! The rules crate decides every legal move, so the page and the engine
//! never disagree; the engine runs on a bounded pool.

#![warn(missing_docs)]

mod api;
mod assets;
mod engine_pool;
mod live;
mod store;
mod survey;

pub use api::{AppState, MAX_LOADED};
pub use engine_pool::{EngineLimits, EnginePool};
pub use store::{Store, StoreError};
pub use survey::Survey;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Router;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

/// The largest request body accepted (a long PGN fits).
pub const MAX_BODY: usize = 1 << 20;

/// What `shuffle serve` was asked for.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Address and port to listen on.
    pub addr: SocketAddr,
    /// Folder of the database (and of `survey/*.csv`).
    pub data_dir: PathBuf,
    /// Engine limits.
    pub engines: EngineLimits,
}

/// An API error: a status and a message, sent as `{"error": message}`.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    message: String,
}

impl ApiError {
    fn new(status: StatusCode, message: String) -> Self {
        ApiError { status, message }
    }
    fn bad_request(message: String) -> Self {
        Self::new(StatusCode::BAD_REQUEST, message)
    }
    fn not_found(message: String) -> Self {
        Self::new(StatusCode::NOT_FOUND, message)
    }
    fn conflict(message: String) -> Self {
        Self::new(StatusCode::CONFLICT, message)
    }
    fn unauthorized() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            "this needs the player's token (Authorization: Bearer <token>)".into(),
        )
    }
    fn forbidden_token() -> Self {
        Self::new(
            StatusCode::FORBIDDEN,
            "that token plays no side of this game".into(),
        )
    }
    fn busy() -> Self {
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "every engine is busy; try again in a moment".into(),
        )
    }
    fn internal(message: String) -> Self {
        tracing::error!("{message}");
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, message)
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        ApiError::internal(e.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::json!({ "error": self.message });
        (self.status, axum::Json(body)).into_response()
    }
}

/// The whole app: page, assets and API.
pub fn app(state: Arc<AppState>) -> Router {
    api::routes()
        .merge(assets::routes())
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY))
        .with_state(state)
}

/// Opens the database under the data folder, binds, prints the URL and
/// serves until Ctrl-C.
///
/// # Errors
/// When the folder, the database or the address cannot be had.
pub async fn serve(config: ServerConfig) -> Result<(), Box<dyn std::error::Error>> {
    std::fs::create_dir_all(&config.data_dir)
        .map_err(|e| format!("data folder {}: {e}", config.data_dir.display()))?;
    let db = config.data_dir.join("games.sqlite");
    let store = Store::open(&db).map_err(|e| format!("{}: {e}", db.display()))?;
    let survey = Survey::load(Some(&config.data_dir.join("survey")));
    let state = AppState::new(store, EnginePool::new(config.engines.clone()), survey);
    let listener = tokio::net::TcpListener::bind(config.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
    let addr = listener.local_addr()?;
    println!("Shuffle is at http://{addr}/  (games in {})", db.display());
    tracing::info!("listening on {addr}");
    axum::serve(listener, app(state))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await?;
    Ok(())
}
