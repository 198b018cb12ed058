//! The transposition table: one entry per bucket, shared by all search
//! threads without locks. Each entry is two `AtomicU64`: the data, and the
//! key XOR the data XOR the static evaluation (in the low 16 bits). The top
//! 48 bits of the key are checked, so a torn write reads as a miss.

use shuffle_rules::Move;
use std::sync::atomic::{AtomicU64, Ordering};

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact score.
    Exact,
    /// At least this score (a beta cutoff).
    Lower,
    /// At most this score (no move raised alpha).
    Upper,
}

impl Bound {
    /// What a search's best score `best` bounds, given the window it was
    /// searched with (`original_alpha`, `beta`).
    pub fn of(best: i32, original_alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }

    /// Whether a stored `score` of this kind decides a search of the
    /// window (`alpha`, `beta`) without searching.
    pub fn settles(self, score: i32, alpha: i32, beta: i32) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        }
    }
}

/// An entry read back from the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The best move found, if any (check it is legal before use).
    pub best_move: Option<Move>,
    /// The score, relative to the node (see `search::score_to_table`).
    pub score: i32,
    /// Remaining depth of the search that stored it.
    pub depth: i32,
    /// What the score bounds.
    pub bound: Bound,
    /// The static evaluation of the position, if it was not in check.
    pub eval: Option<i32>,
}

struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// A fixed-size table of search results keyed by position hash.
pub struct TranspositionTable {
    slots: Vec<Slot>,
    generation: AtomicU64,
}

const NO_MOVE: u64 = (1 << 30) - 1;
/// The stored evaluation of a position in check (which has none).
const NO_EVAL: i16 = i16::MIN;
/// The bits of the check word that hold the evaluation.
const EVAL_BITS: u64 = 0xffff;

/// The check word's bits beyond `key ^ data`: the stored evaluation's when
/// the slot holds `key`'s position (only the top 48 bits of the key are
/// compared), `None` otherwise.
fn unmask(check: u64, data: u64, key: u64) -> Option<u64> {
    let rest = check ^ data ^ key;
    (rest & !EVAL_BITS == 0).then_some(rest)
}

/// `value` clamped to 16 signed bits, as the low 16 bits of a word.
fn pack16(value: i32) -> u64 {
    u64::from(value.clamp(-32_767, 32_767) as i16 as u16)
}

impl TranspositionTable {
    /// A table of about `megabytes` MiB (at least one entry).
    pub fn new(megabytes: usize) -> Self {
        let count = (megabytes.max(1) * 1024 * 1024 / std::mem::size_of::<Slot>()).max(1);
        let slots = (0..count)
            .map(|_| Slot {
                check: AtomicU64::new(0),
                data: AtomicU64::new(0),
            })
            .collect();
        TranspositionTable {
            slots,
            generation: AtomicU64::new(0),
        }
    }

    /// Forgets every entry.
    pub fn clear(&self) {
        for slot in &self.slots {
            slot.check.store(0, Ordering::Relaxed);
            slot.data.store(0, Ordering::Relaxed);
        }
    }

    /// Marks the start of a new search: older entries are replaced first.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    fn slot(&self, key: u64) -> &Slot {
        &self.slots[((u128::from(key) * self.slots.len() as u128) >> 64) as usize]
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let slot = self.slot(key);
        let data = slot.data.load(Ordering::Relaxed);
        if data == 0 {
            return None;
        }
        let eval = unmask(slot.check.load(Ordering::Relaxed), data, key)? as u16 as i16;
        let bits = data & NO_MOVE;
        let bound = match (data >> 46) & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            best_move: if bits == NO_MOVE {
                None
            } else {
                Move::from_bits(bits as u32)
            },
            score: i32::from(((data >> 30) & 0xffff) as u16 as i16),
            depth: ((data >> 48) & 0xff) as i32 - 1,
            bound,
            eval: (eval != NO_EVAL).then_some(i32::from(eval)),
        })
    }

    /// Stores a result and the position's static evaluation, replacing an
    /// entry of another position unless that one is from this search and
    /// deeper.
    pub fn store(
        &self,
        key: u64,
        best_move: Option<Move>,
        score: i32,
        depth: i32,
        bound: Bound,
        eval: Option<i32>,
    ) {
        let slot = self.slot(key);
        let generation = self.generation.load(Ordering::Relaxed) & 0xff;
        let old = slot.data.load(Ordering::Relaxed);
        let same = unmask(slot.check.load(Ordering::Relaxed), old, key).is_some();
        let old_depth = ((old >> 48) & 0xff) as i32 - 1;
        if old != 0 && !same && (old >> 56) == generation && old_depth > depth {
            return;
        }
        // Keep the old move when this result has none for the same position.
        let move_bits = match best_move {
            Some(m) => u64::from(m.to_bits()),
            None if same => old & NO_MOVE,
            None => NO_MOVE,
        };
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let data = move_bits
            | pack16(score) << 30
            | bound_bits << 46
            | ((depth.clamp(-1, 254) + 1) as u64) << 48
            | generation << 56;
        let eval_bits = eval.map_or(u64::from(NO_EVAL as u16), pack16);
        slot.data.store(data, Ordering::Relaxed);
        slot.check.store(key ^ data ^ eval_bits, Ordering::Relaxed);
    }

    /// Permille of a sample of entries written in this search.
    pub fn hashfull(&self) -> u32 {
        let generation = self.generation.load(Ordering::Relaxed) & 0xff;
        let sample = self.slots.len().min(1000);
        let used = self.slots[..sample]
            .iter()
            .filter(|s| {
                let d = s.data.load(Ordering::Relaxed);
                d != 0 && d >> 56 == generation
            })
            .count();
        (used * 1000 / sample.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shuffle_rules::Square;

    #[test]
    fn an_entry_reads_back_with_its_evaluation() {
        let table = TranspositionTable::new(1);
        let key = 0x1234_5678_9abc_def0;
        let mv = Move::normal(Square::from_index(12), Square::from_index(28));
        table.store(key, Some(mv), -250, 7, Bound::Lower, Some(-31));
        let entry = table.probe(key).expect("stored entry");
        assert_eq!(
            entry,
            Entry {
                best_move: Some(mv),
                score: -250,
                depth: 7,
                bound: Bound::Lower,
                eval: Some(-31),
            }
        );
        // A key of the same slot (chosen by the top 16 bits here) misses.
        assert_eq!(table.probe(key ^ (1 << 40)), None);
    }

    #[test]
    fn a_position_in_check_is_stored_without_evaluation() {
        let table = TranspositionTable::new(1);
        let key = 0xfedc_ba98_7654_3210;
        table.store(key, None, 0, 0, Bound::Upper, None);
        let entry = table.probe(key).expect("stored entry");
        assert_eq!((entry.best_move, entry.eval), (None, None));
        // Evaluations beyond the 16 bits are clamped, not wrapped.
        table.store(key, None, 0, 0, Bound::Upper, Some(40_000));
        assert_eq!(table.probe(key).and_then(|e| e.eval), Some(32_767));
    }
}
