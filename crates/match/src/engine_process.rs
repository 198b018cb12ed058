//! A child engine process: lines to its standard input, lines from its
//! standard output through a reader thread, so every read can have a
//! deadline (a hung engine times out; a dead one is seen at once).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// What went wrong with an engine.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// It could not be started.
    #[error("cannot start '{command}': {reason}")]
    Start {
        /// The command.
        command: String,
        /// Why.
        reason: String,
    },
    /// It exited or closed its output.
    #[error("the engine died")]
    Crashed,
    /// It did not answer in time.
    #[error("the engine did not answer in time")]
    Timeout,
    /// It answered something that cannot be used.
    #[error("{0}")]
    Protocol(String),
}

/// A running engine process.
pub struct EngineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl EngineProcess {
    /// Starts `command` with `args`.
    ///
    /// # Errors
    /// [`EngineError::Start`] when the process cannot be started.
    pub fn spawn(command: &str, args: &[String]) -> Result<Self, EngineError> {
        let start_error = |reason: String| EngineError::Start {
            command: command.to_string(),
            reason,
        };
        let mut child = Command::new(command)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| start_error(e.to_string()))?;
        let stdin = child
            .stdin
            .take()
            .ok_or_else(|| start_error("no standard input".into()))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| start_error("no standard output".into()))?;
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(EngineProcess {
            child,
            stdin,
            lines,
        })
    }

    /// Sends one line.
    ///
    /// # Errors
    /// [`EngineError::Crashed`] when the engine no longer reads.
    pub fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|_| EngineError::Crashed)
    }

    /// Reads lines until `accept` returns a value, or the deadline passes.
    ///
    /// # Errors
    /// [`EngineError::Timeout`] at the deadline, [`EngineError::Crashed`]
    /// when the output closes, or what `accept` returns.
    pub fn read_until<T>(
        &mut self,
        deadline: Instant,
        mut accept: impl FnMut(&str) -> Result<Option<T>, EngineError>,
    ) -> Result<T, EngineError> {
        loop {
            let wait = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(wait) {
                Ok(line) => {
                    if let Some(value) = accept(line.trim())? {
                        return Ok(value);
                    }
                }
                Err(RecvTimeoutError::Timeout) => return Err(EngineError::Timeout),
                Err(RecvTimeoutError::Disconnected) => return Err(EngineError::Crashed),
            }
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(300);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
