//! The transposition table: buckets of four entries (one cache line),
//! shared by all search threads without locks. Each entry is two
//! `AtomicU64`: the data, and the key XOR the data XOR the static evaluation
//! (in the low 16 bits). The top 48 bits of the key are checked, so a torn
//! write reads as a miss.

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

#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    fn clear(&self) {
        self.check.store(0, Ordering::Relaxed);
        self.data.store(0, Ordering::Relaxed);
    }
}

/// Entries per bucket: four 16-byte entries fill a 64-byte cache line.
const BUCKET_SIZE: usize = 4;

/// The entries a key may be stored in, aligned so one probe reads one line.
#[derive(Default)]
#[repr(align(64))]
struct Bucket([Slot; BUCKET_SIZE]);

/// A fixed-size table of search results keyed by position hash.
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
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

/// The remaining depth stored in a data word.
fn depth_of(data: u64) -> i32 {
    ((data >> 48) & 0xff) as i32 - 1
}

/// How many searches ago a data word was written (the generation wraps at 256).
fn age_of(data: u64, generation: u64) -> i32 {
    (generation.wrapping_sub(data >> 56) & 0xff) as i32
}

/// The entry a matching slot's data word and evaluation bits describe.
fn decode(data: u64, eval_bits: u64) -> Entry {
    let eval = eval_bits as u16 as i16;
    let bits = data & NO_MOVE;
    let bound = match (data >> 46) & 3 {
        1 => Bound::Exact,
        2 => Bound::Lower,
        _ => Bound::Upper,
    };
    Entry {
        best_move: if bits == NO_MOVE {
            None
        } else {
            Move::from_bits(bits as u32)
        },
        score: i32::from(((data >> 30) & 0xffff) as u16 as i16),
        depth: depth_of(data),
        bound,
        eval: (eval != NO_EVAL).then_some(i32::from(eval)),
    }
}

/// `value` clamped to 16 signed bits, as the low 16 bits of a word.
fn pack16(value: i32) -> u64 {
    u64::from(value.clamp(-32_767, 32_767) as i16 as u16)
}

impl TranspositionTable {
    /// A table of about `megabytes` MiB (at least one bucket).
    pub fn new(megabytes: usize) -> Self {
        let count = (megabytes.max(1) * 1024 * 1024 / std::mem::size_of::<Bucket>()).max(1);
        TranspositionTable {
            buckets: (0..count).map(|_| Bucket::default()).collect(),
            generation: AtomicU64::new(0),
        }
    }

    /// Forgets every entry.
    pub fn clear(&self) {
        self.buckets.iter().flat_map(|b| &b.0).for_each(Slot::clear);
    }

    /// Marks the start of a new search: older entries are replaced first.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    fn bucket(&self, key: u64) -> &Bucket {
        &self.buckets[((u128::from(key) * self.buckets.len() as u128) >> 64) as usize]
    }

    /// The slot of `key`'s bucket that holds its position, with the slot's
    /// data word and evaluation bits.
    fn own_slot(&self, key: u64) -> Option<(&Slot, u64, u64)> {
        self.bucket(key).0.iter().find_map(|slot| {
            let data = slot.data.load(Ordering::Relaxed);
            let rest = unmask(slot.check.load(Ordering::Relaxed), data, key)?;
            (data != 0).then_some((slot, data, rest))
        })
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.own_slot(key).map(|(_, data, rest)| decode(data, rest))
    }

    /// The least valuable slot of `key`'s bucket: an empty one, else the one
    /// with the least depth, counting 8 plies off per search of age.
    fn victim(&self, key: u64, generation: u64) -> &Slot {
        let value = |slot: &&Slot| {
            let data = slot.data.load(Ordering::Relaxed);
            if data == 0 {
                i32::MIN
            } else {
                depth_of(data) - 8 * age_of(data, generation)
            }
        };
        let slots = &self.bucket(key).0;
        slots.iter().min_by_key(value).unwrap_or(&slots[0])
    }

    /// Stores a result and the position's static evaluation. The position's
    /// own entry is updated unless it is much deeper and this result is only
    /// a bound; otherwise the bucket's least valuable entry (empty, then
    /// oldest and shallowest) is replaced.
    pub fn store(
        &self,
        key: u64,
        best_move: Option<Move>,
        score: i32,
        depth: i32,
        bound: Bound,
        eval: Option<i32>,
    ) {
        let generation = self.generation.load(Ordering::Relaxed) & 0xff;
        // The slot to write, and the move bits it keeps when this result
        // has no move: the old move of the same position, none otherwise.
        let (slot, kept_move) = match self.own_slot(key) {
            Some((_, old, _)) if bound != Bound::Exact && depth_of(old) - 4 >= depth => return,
            Some((slot, old, _)) => (slot, old & NO_MOVE),
            None => (self.victim(key, generation), NO_MOVE),
        };
        let move_bits = best_move.map_or(kept_move, |m| u64::from(m.to_bits()));
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
        let sample = self.buckets.len().min(250);
        let used = self.buckets[..sample]
            .iter()
            .flat_map(|b| &b.0)
            .filter(|s| {
                let d = s.data.load(Ordering::Relaxed);
                d != 0 && d >> 56 == generation
            })
            .count();
        (used * 1000 / (sample * BUCKET_SIZE).max(1)) as u32
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
        // A key of the same bucket (chosen by the top 14 bits here) misses.
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

    /// Keys that share one bucket (of a 1 MiB table, whose bucket is
    /// chosen by the top 14 bits) but differ in the checked bits.
    fn bucket_mates(count: u64) -> Vec<u64> {
        (1..=count)
            .map(|i| 0x0abc_0000_0000_1111 ^ (i << 20))
            .collect()
    }

    #[test]
    fn a_bucket_holds_four_positions() {
        let table = TranspositionTable::new(1);
        let keys = bucket_mates(4);
        for (depth, &key) in keys.iter().enumerate() {
            table.store(key, None, 10, depth as i32, Bound::Exact, Some(0));
        }
        for (depth, &key) in keys.iter().enumerate() {
            assert_eq!(table.probe(key).map(|e| e.depth), Some(depth as i32));
        }
    }

    #[test]
    fn a_full_bucket_gives_up_its_shallowest_entry_then_its_oldest() {
        let table = TranspositionTable::new(1);
        let keys = bucket_mates(6);
        for (&key, depth) in keys[..4].iter().zip([5, 2, 7, 9]) {
            table.store(key, None, 10, depth, Bound::Exact, Some(0));
        }
        table.store(keys[4], None, 10, 1, Bound::Exact, Some(0));
        let kept: Vec<bool> = keys[..5]
            .iter()
            .map(|&k| table.probe(k).is_some())
            .collect();
        assert_eq!(kept, [true, false, true, true, true]);
        // A search later, old entries count 8 plies less: the old depth-5
        // entry (worth -3) goes before the refreshed depth-2 one.
        table.new_search();
        table.store(keys[4], None, 10, 2, Bound::Exact, Some(0));
        table.store(keys[5], None, 10, 0, Bound::Exact, Some(0));
        let kept: Vec<bool> = keys.iter().map(|&k| table.probe(k).is_some()).collect();
        assert_eq!(kept, [false, false, true, true, true, true]);
    }

    #[test]
    fn a_shallow_bound_does_not_overwrite_a_deep_entry_of_its_position() {
        let table = TranspositionTable::new(1);
        let key = 0x1357_9bdf_0246_8ace;
        table.store(key, None, 120, 10, Bound::Lower, Some(5));
        table.store(key, None, -40, 6, Bound::Upper, Some(5));
        assert_eq!(
            table.probe(key).map(|e| (e.score, e.depth)),
            Some((120, 10))
        );
        // A bound three plies shallower, or an exact score, replaces it.
        table.store(key, None, 80, 7, Bound::Upper, Some(5));
        assert_eq!(table.probe(key).map(|e| (e.score, e.depth)), Some((80, 7)));
        table.store(key, None, 30, 1, Bound::Exact, Some(5));
        assert_eq!(table.probe(key).map(|e| (e.score, e.depth)), Some((30, 1)));
    }
}
