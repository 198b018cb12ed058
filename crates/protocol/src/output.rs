//! Output shared between the command loop and the search thread.

use std::io::Write;
use std::sync::{Arc, Mutex};

/// A writer several threads print whole lines to.
pub struct SharedOutput(Arc<Mutex<Box<dyn Write + Send>>>);

impl Clone for SharedOutput {
    fn clone(&self) -> Self {
        SharedOutput(Arc::clone(&self.0))
    }
}

impl SharedOutput {
    /// Wraps a writer.
    pub fn new(writer: impl Write + Send + 'static) -> Self {
        SharedOutput(Arc::new(Mutex::new(Box::new(writer))))
    }

    /// Writes one line and flushes it. A closed output (the GUI went away)
    /// is not an error worth stopping for: the session ends on end of input.
    pub fn line(&self, text: &str) {
        let mut writer = match self.0.lock() {
            Ok(w) => w,
            Err(poisoned) => poisoned.into_inner(),
        };
        let _ = writeln!(writer, "{text}");
        let _ = writer.flush();
    }
}

/// An in-memory output for tests: a shared, growable buffer.
#[derive(Clone, Default)]
pub struct MemoryOutput(pub Arc<Mutex<Vec<u8>>>);

impl Write for MemoryOutput {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| std::io::Error::other("poisoned"))?
            .extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl MemoryOutput {
    /// Everything written so far.
    pub fn text(&self) -> String {
        self.0
            .lock()
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .unwrap_or_default()
    }
}
