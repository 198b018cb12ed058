//! Engine work on a bounded pool: at most `slots` searches at once, each on
//! a blocking thread with its own small hash table, each with a time cap.

use shuffle_rules::Game;
use shuffle_search::{Engine, Info, Limits, Options, SearchResult};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, OwnedSemaphorePermit, Semaphore};

/// The engine's hash table per search, in MiB.
const HASH_MB: usize = 16;

/// Limits on engine work.
#[derive(Clone, Debug)]
pub struct EngineLimits {
    /// Searches at once (games and analyses together).
    pub slots: usize,
    /// The longest a game move may think.
    pub max_move_time: Duration,
    /// The longest one analysis runs.
    pub max_analysis_time: Duration,
}

impl Default for EngineLimits {
    fn default() -> Self {
        EngineLimits {
            slots: std::thread::available_parallelism().map_or(2, |n| n.get()),
            max_move_time: Duration::from_secs(10),
            max_analysis_time: Duration::from_secs(60),
        }
    }
}

/// The pool.
pub struct EnginePool {
    limits: EngineLimits,
    slots: Arc<Semaphore>,
}

/// Stops an analysis when dropped (the page closed the stream).
pub struct AnalysisGuard(Arc<AtomicBool>);

impl Drop for AnalysisGuard {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl EnginePool {
    /// A pool with these limits.
    pub fn new(limits: EngineLimits) -> EnginePool {
        let slots = Arc::new(Semaphore::new(limits.slots.max(1)));
        EnginePool { limits, slots }
    }

    /// The limits.
    pub fn limits(&self) -> &EngineLimits {
        &self.limits
    }

    /// Finds a move for the game, waiting for a free slot; think time is
    /// capped at the pool's maximum.
    pub async fn best_move(
        &self,
        game: Game,
        mut limits: Limits,
        skill: u8,
    ) -> Option<SearchResult> {
        let cap = self.limits.max_move_time;
        match &mut limits.clock {
            // The clock budget decides, from at most 20 capped moves' time.
            Some(clock) => clock.remaining = clock.remaining.min(cap * 20),
            None => limits.movetime = Some(limits.movetime.map_or(cap, |t| t.min(cap))),
        }
        let _slot = Arc::clone(&self.slots).acquire_owned().await.ok()?;
        tokio::task::spawn_blocking(move || {
            let options = Options {
                hash_mb: HASH_MB,
                skill_level: skill,
                ..Options::default()
            };
            Engine::new(options).search(&game, limits, Box::new(|_| {}))
        })
        .await
        .ok()
        .flatten()
    }

    /// Starts an analysis if a slot is free: progress arrives on the
    /// receiver until the time cap, or until the guard is dropped.
    pub fn analyse(
        &self,
        game: Game,
        multipv: usize,
        time: Duration,
    ) -> Option<(mpsc::UnboundedReceiver<Info>, AnalysisGuard)> {
        let slot: OwnedSemaphorePermit = Arc::clone(&self.slots).try_acquire_owned().ok()?;
        let stop = Arc::new(AtomicBool::new(false));
        let guard = AnalysisGuard(Arc::clone(&stop));
        let (sender, receiver) = mpsc::unbounded_channel();
        let time = time.min(self.limits.max_analysis_time);
        tokio::task::spawn_blocking(move || {
            let _slot = slot;
            let options = Options {
                hash_mb: HASH_MB,
                multipv: multipv.clamp(1, 5),
                ..Options::default()
            };
            let mut engine = Engine::new(options);
            let limits = Limits {
                movetime: Some(time),
                ..Limits::default()
            };
            let on_info = Box::new(move |info: &Info| {
                let _ = sender.send(info.clone());
            });
            engine.start(&game, limits, on_info, Box::new(|_| {}));
            while engine.is_searching() {
                if stop.load(Ordering::Relaxed) {
                    engine.stop();
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            engine.wait();
        });
        Some((receiver, guard))
    }
}
