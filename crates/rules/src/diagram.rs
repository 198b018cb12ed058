//! A plain-text board diagram.

use crate::geometry::Geometry;
use crate::piece::Color;
use crate::position::Position;

impl<G: Geometry> Position<G> {
    /// The board as text, rank 8 on top, with file letters and rank numbers;
    /// White's pieces upper case, Black's lower case, `.` for empty.
    pub fn diagram(&self) -> String {
        let mut out = String::new();
        for rank in (0..G::RANKS).rev() {
            out.push_str(&format!("{} ", rank + 1));
            for file in 0..G::FILES {
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
        for file in 0..G::FILES {
            out.push(' ');
            out.push((b'a' + file) as char);
        }
        out.push('\n');
        out
    }
}
