//! `shuffle serve`: the web app.

use clap::Args;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

/// Where and how to serve.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address to listen on (0.0.0.0 to let other machines in).
    #[arg(long, default_value = "127.0.0.1")]
    host: IpAddr,
    /// Port (0: any free port).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// Folder for the games database [default: the user's data folder, shuffle/]
    #[arg(long)]
    data: Option<PathBuf>,
    /// Engine searches at once (games and analyses) [default: all cores]
    #[arg(long)]
    engines: Option<usize>,
    /// The longest an engine move may think, seconds.
    #[arg(long, default_value_t = 10)]
    max_move_seconds: u64,
}

/// Serves until Ctrl-C.
pub fn run(args: &ServeArgs) -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,tower_http=warn".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let data_dir = match &args.data {
        Some(dir) => dir.clone(),
        None => dirs::data_dir()
            .or_else(|| std::env::current_dir().ok())
            .ok_or_else(|| anyhow::anyhow!("no data folder: pass --data DIR"))?
            .join("shuffle"),
    };
    let mut engines = shuffle_web::EngineLimits::default();
    if let Some(n) = args.engines {
        engines.slots = n.max(1);
    }
    engines.max_move_time = Duration::from_secs(args.max_move_seconds.max(1));
    let config = shuffle_web::ServerConfig {
        addr: SocketAddr::new(args.host, args.port),
        data_dir,
        engines,
    };
    let runtime = tokio::runtime::Runtime::new()?;
    runtime
        .block_on(shuffle_web::serve(config))
        .map_err(|e| anyhow::anyhow!("{e}"))
}
