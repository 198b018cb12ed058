//! A plain-text board diagram.

use crate::geometry::Geometry;
use crate::piece::Color;
use crate::position::Position;

impl<G: Geometry> Position<G> {
    /// The board as text, rank 8 on top, with file letters and rank numbers;
    /// White's pieces upper case, Black's lower case, `.` for empty.
    pub fn diagram(&self) -> String {
        self.diagram_for(Color::White)
    }

    /// The board as text seen from `side` (its pieces at the bottom).
    pub fn diagram_for(&self, side: Color) -> String {
        let ranks: Vec<u8> = match side {
            Color::White => (0..G::RANKS).rev().collect(),
            Color::Black => (0..G::RANKS).collect(),
        };
        let files: Vec<u8> = match side {
            Color::White => (0..G::FILES).collect(),
            Color::Black => (0..G::FILES).rev().collect(),
        };
        let mut out = String::new();
        for &rank in &ranks {
            out.push_str(&format!("{} ", rank + 1));
            for &file in &files {
                let c = match self.piece_at(G::square(file, rank)) {
                    None => '.',
                    Some(p) => {
                        let letter = self.variant().letter(p.role).unwrap_or('?');
                        if p.color == Color::White {
                            letter
                        } else {
                            letter.to_ascii_lowercase()
                        }
                    }
                };
                out.push(' ');
                out.push(c);
            }
            out.push('\n');
        }
        out.push_str("  ");
        for &file in &files {
            out.push(' ');
            out.push((b'a' + file) as char);
        }
        out.push('\n');
        out
    }
}
