//! A plain, slow, obviously-correct move generator written separately from
//! the library's: a mailbox of (file, rank) cells, every move made on a copy
//! of the board and kept when the mover's king is not attacked. It shares
//! only the variant's data (letters, promotions, castling style) with the
//! library.

use shuffle_rules::{CastlingStyle, Color, Geometry, Position, Role, Variant};

type Cell = Option<(Color, Role)>;

#[derive(Clone)]
pub struct Board {
    variant: Variant,
    files: i32,
    cells: Vec<Cell>,
    turn: Color,
    /// Castling partners' squares.
    castling: Vec<(i32, i32)>,
    en_passant: Option<(i32, i32)>,
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

fn name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

impl Board {
    pub fn from_position<G: Geometry>(pos: &Position<G>) -> Board {
        let files = G::FILES as i32;
        let mut cells = vec![None; (files * 8) as usize];
        for r in 0..8 {
            for f in 0..files {
                cells[(r * files + f) as usize] = pos
                    .piece_at(G::square(f as u8, r as u8))
                    .map(|p| (p.color, p.role));
            }
        }
        let coords = |sq| (G::file_of(sq) as i32, G::rank_of(sq) as i32);
        Board {
            variant: pos.variant(),
            files,
            cells,
            turn: pos.turn(),
            castling: shuffle_rules::Bitboard::squares(pos.castling_partners())
                .map(coords)
                .collect(),
            en_passant: pos.en_passant_square().map(coords),
        }
    }

    fn on_board(&self, f: i32, r: i32) -> bool {
        (0..self.files).contains(&f) && (0..8).contains(&r)
    }
    fn at(&self, f: i32, r: i32) -> Cell {
        self.cells[(r * self.files + f) as usize]
    }
    fn set(&mut self, f: i32, r: i32, cell: Cell) {
        self.cells[(r * self.files + f) as usize] = cell;
    }

    /// Squares the piece on (f, r) attacks, whatever stands there.
    fn attacks_from(&self, f: i32, r: i32) -> Vec<(i32, i32)> {
        let Some((color, role)) = self.at(f, r) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let leap = |steps: &[(i32, i32)], out: &mut Vec<(i32, i32)>| {
            for &(df, dr) in steps {
                if self.on_board(f + df, r + dr) {
                    out.push((f + df, r + dr));
                }
            }
        };
        let slide = |dirs: &[(i32, i32)], out: &mut Vec<(i32, i32)>| {
            for &(df, dr) in dirs {
                let (mut x, mut y) = (f + df, r + dr);
                while self.on_board(x, y) {
                    out.push((x, y));
                    if self.at(x, y).is_some() {
                        break;
                    }
                    x += df;
                    y += dr;
                }
            }
        };
        match role {
            Role::Pawn => {
                let dr = if color == Color::White { 1 } else { -1 };
                leap(&[(-1, dr), (1, dr)], &mut out);
            }
            Role::King => leap(&KING, &mut out),
            Role::Consul => {
                for &(df, dr) in &KING {
                    for d in 1..=3 {
                        let (x, y) = (f + d * df, r + d * dr);
                        if !self.on_board(x, y) {
                            break;
                        }
                        let between: Vec<bool> = (1..d)
                            .map(|i| self.at(f + i * df, r + i * dr).is_some())
                            .collect();
                        if between.iter().all(|&b| b) || between.iter().all(|&b| !b) {
                            out.push((x, y));
                        }
                    }
                }
            }
            _ => {
                if role.leaps() {
                    leap(&KNIGHT, &mut out);
                }
                if role.slides_diagonally() {
                    slide(&DIAGONAL, &mut out);
                }
                if role.slides_orthogonally() {
                    slide(&ORTHOGONAL, &mut out);
                }
            }
        }
        out
    }

    fn attacked_by(&self, color: Color, target: (i32, i32)) -> bool {
        (0..8).any(|r| {
            (0..self.files).any(|f| {
                matches!(self.at(f, r), Some((c, _)) if c == color)
                    && self.attacks_from(f, r).contains(&target)
            })
        })
    }

    fn king(&self, color: Color) -> (i32, i32) {
        for r in 0..8 {
            for f in 0..self.files {
                if self.at(f, r) == Some((color, Role::King)) {
                    return (f, r);
                }
            }
        }
        panic!("no king");
    }

    fn in_check_after(&self, next: &Board) -> bool {
        next.attacked_by(!self.turn, next.king(self.turn))
    }

    /// Every legal move as UCI text, sorted.
    pub fn legal_moves(&self) -> Vec<String> {
        let us = self.turn;
        let mut moves = Vec::new();
        let back = if us == Color::White { 0 } else { 7 };
        let last = 7 - back;
        for r in 0..8 {
            for f in 0..self.files {
                let Some((color, role)) = self.at(f, r) else {
                    continue;
                };
                if color != us {
                    continue;
                }
                let mut targets: Vec<(i32, i32)> = Vec::new();
                if role == Role::Pawn {
                    let dr = if us == Color::White { 1 } else { -1 };
                    if self.on_board(f, r + dr) && self.at(f, r + dr).is_none() {
                        targets.push((f, r + dr));
                        if r == back + dr && self.at(f, r + 2 * dr).is_none() {
                            targets.push((f, r + 2 * dr));
                        }
                    }
                    for (x, y) in self.attacks_from(f, r) {
                        if matches!(self.at(x, y), Some((c, _)) if c != us) {
                            targets.push((x, y));
                        }
                        if self.en_passant == Some((x, y)) {
                            let mut next = self.clone();
                            next.set(x, y, next.at(f, r));
                            next.set(f, r, None);
                            next.set(x, r, None);
                            if !self.in_check_after(&next) {
                                moves.push(format!("{}{}", name(f, r), name(x, y)));
                            }
                        }
                    }
                } else {
                    targets = self
                        .attacks_from(f, r)
                        .into_iter()
                        .filter(|&(x, y)| !matches!(self.at(x, y), Some((c, _)) if c == us))
                        .collect();
                }
                for (x, y) in targets {
                    let mut next = self.clone();
                    next.set(x, y, next.at(f, r));
                    next.set(f, r, None);
                    if self.in_check_after(&next) {
                        continue;
                    }
                    if role == Role::Pawn && y == last {
                        for promo in self.variant.promotion_roles() {
                            let letter = self
                                .variant
                                .letter(promo)
                                .expect("letter")
                                .to_ascii_lowercase();
                            moves.push(format!("{}{}{letter}", name(f, r), name(x, y)));
                        }
                    } else {
                        moves.push(format!("{}{}", name(f, r), name(x, y)));
                    }
                }
            }
        }
        self.castlings(&mut moves);
        moves.sort();
        moves
    }

    fn castlings(&self, moves: &mut Vec<String>) {
        let us = self.turn;
        let back = if us == Color::White { 0 } else { 7 };
        let (k, _) = self.king(us);
        if self.attacked_by(!us, (k, back)) {
            return;
        }
        for &(p, rank) in &self.castling {
            if rank != back || !matches!(self.at(p, rank), Some((c, _)) if c == us) {
                continue;
            }
            let dir = if p > k { 1 } else { -1 };
            // (king destination, partner destination) pairs allowed by style.
            let mut pairs = Vec::new();
            match self.variant.castling_style() {
                CastlingStyle::Standard => {
                    pairs.push(if dir == 1 {
                        (self.files - 2, self.files - 3)
                    } else {
                        (2, 3)
                    });
                }
                CastlingStyle::Free {
                    king_may_land_on_corner,
                } => {
                    let mut kd = k + dir;
                    loop {
                        let corner = kd == 0 || kd == self.files - 1;
                        if king_may_land_on_corner || !corner {
                            let mut rd = kd - dir;
                            while (0..self.files).contains(&rd) {
                                pairs.push((kd, rd));
                                rd -= dir;
                            }
                        }
                        if kd == p {
                            break;
                        }
                        kd += dir;
                    }
                }
            }
            for (kd, pd) in pairs {
                let lo = k.min(kd).min(p).min(pd);
                let hi = k.max(kd).max(p).max(pd);
                let span_ok = match self.variant.castling_style() {
                    CastlingStyle::Free { .. } => {
                        (lo..=hi).all(|x| x == k || x == p || self.at(x, back).is_none())
                    }
                    CastlingStyle::Standard => {
                        let clear = |a: i32, b: i32| {
                            (a.min(b)..=a.max(b))
                                .all(|x| x == k || x == p || self.at(x, back).is_none())
                        };
                        clear(k, kd) && clear(p, pd)
                    }
                };
                if !span_ok {
                    continue;
                }
                let path_safe = (k.min(kd)..=k.max(kd)).all(|x| !self.attacked_by(!us, (x, back)));
                if !path_safe {
                    continue;
                }
                let mut next = self.clone();
                let king = next.at(k, back);
                let partner = next.at(p, back);
                next.set(k, back, None);
                next.set(p, back, None);
                next.set(kd, back, king);
                next.set(pd, back, partner);
                if self.in_check_after(&next) {
                    continue;
                }
                let text = match self.variant.castling_style() {
                    CastlingStyle::Free { .. } => {
                        format!("{}{}{}", name(k, back), name(kd, back), name(pd, back))
                    }
                    CastlingStyle::Standard if self.variant.is_shuffle() => {
                        format!("{}{}", name(k, back), name(p, back))
                    }
                    CastlingStyle::Standard => format!("{}{}", name(k, back), name(kd, back)),
                };
                moves.push(text);
            }
        }
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.attacked_by(!self.turn, self.king(self.turn))
    }
}
