//! PGN: read and write games with tags, comments, NAGs and recursive
//! variations, several games per text (RULES.md §6). Reading never stops at
//! a bad game: each game is a `Result`, and an error names the game, line
//! and column.

use crate::any_position::{start_fen, AnyPosition};
use crate::game::Game;
use crate::moves::Move;
use crate::variant::Variant;
use std::fmt;

/// The seven tags every PGN game carries, in their order.
pub const SEVEN_TAG_ROSTER: [&str; 7] =
    ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Tags Shuffle writes from the start position itself.
const START_TAGS: [&str; 4] = ["Variant", "SetUp", "FEN", "StartNumber"];

/// A game read from (or to be written as) PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Tags in the order read (the seven tag roster included).
    pub tags: Vec<(String, String)>,
    /// The start position.
    pub start: AnyPosition,
    /// White's and Black's start numbers, for a numbered setup.
    pub start_number: Option<(u32, u32)>,
    /// The main line with its annotations.
    pub mainline: Line,
    /// The game termination marker: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

/// A sequence of moves: the main line or a variation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// Comments before the first move.
    pub comments_before: Vec<String>,
    /// The moves.
    pub moves: Vec<PgnMove>,
}

/// A move with what annotates it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnMove {
    /// The move.
    pub mv: Move,
    /// Numeric annotation glyphs (`$1`; `!` is read as `$1`, `?` as `$2`...).
    pub nags: Vec<u8>,
    /// Comments after the move.
    pub comments: Vec<String>,
    /// Alternatives to this move, each from the position before it.
    pub variations: Vec<Line>,
}

/// The PGN `Date` (`YYYY.MM.DD`, UTC) of a Unix time in seconds.
pub fn pgn_date(unix_seconds: i64) -> String {
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = unix_seconds.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// A game that could not be read: where, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {game}, line {line}, column {column}: {message}")]
pub struct PgnError {
    /// 1-based game number in the text.
    pub game: usize,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (characters).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Location {
    line: usize,
    column: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Tag(String, String),
    Comment(String),
    Open,
    Close,
    Nag(u8),
    MoveNumber,
    Result(String),
    San(String),
    /// Text the lexer could not read; it ends the game it is in.
    Bad(String),
    /// A tag the lexer could not read: still part of the tag section.
    BadTag(String),
}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// White's points for a PGN result: 1, 0 or 0.5; `None` for `*` or
/// anything else (a game without a result).
pub fn white_points(result: &str) -> Option<f64> {
    match result {
        "1-0" => Some(1.0),
        "0-1" => Some(0.0),
        "1/2-1/2" => Some(0.5),
        _ => None,
    }
}

/// `!` `?` `!!` `??` `!?` `?!` as NAGs 1..6.
fn suffix_nag(suffix: &str) -> Option<u8> {
    Some(match suffix {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

struct Lexer {
    chars: Vec<char>,
    at: usize,
    here: Location,
}

impl Lexer {
    fn new(text: &str) -> Self {
        Lexer {
            chars: text.chars().collect(),
            at: 0,
            here: Location { line: 1, column: 1 },
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        if c == '\n' {
            self.here = Location {
                line: self.here.line + 1,
                column: 1,
            };
        } else {
            self.here.column += 1;
        }
        Some(c)
    }

    fn rest_of_line(&mut self) -> String {
        let mut text = String::new();
        while let Some(c) = self.peek().filter(|&c| c != '\n') {
            text.push(c);
            self.bump();
        }
        text
    }

    fn tokens(mut self) -> Vec<(Token, Location)> {
        let mut out = Vec::new();
        while let Some(c) = self.peek() {
            let start = self.here;
            if c.is_whitespace() {
                self.bump();
                continue;
            }
            if c == '%' && start.column == 1 {
                self.rest_of_line();
                continue;
            }
            let token = match c {
                '[' => self.tag(),
                '{' => {
                    self.bump();
                    let mut text = String::new();
                    loop {
                        match self.bump() {
                            Some('}') => break Token::Comment(text.trim().to_string()),
                            Some(c) => text.push(c),
                            None => {
                                break Token::Bad(
                                    "comment '{' is never closed with '}'".to_string(),
                                )
                            }
                        }
                    }
                }
                ';' => {
                    self.bump();
                    Token::Comment(self.rest_of_line().trim().to_string())
                }
                '(' => {
                    self.bump();
                    Token::Open
                }
                ')' => {
                    self.bump();
                    Token::Close
                }
                '}' | ']' => {
                    self.bump();
                    Token::Bad(format!("'{c}' without a matching opening bracket"))
                }
                '$' => {
                    self.bump();
                    let mut digits = String::new();
                    while let Some(d) = self.peek().filter(char::is_ascii_digit) {
                        digits.push(d);
                        self.bump();
                    }
                    digits.parse().map_or_else(
                        |_| Token::Bad(format!("'${digits}' is not a NAG ($0 to $255)")),
                        Token::Nag,
                    )
                }
                _ => {
                    let mut word = String::new();
                    while let Some(c) = self
                        .peek()
                        .filter(|c| !c.is_whitespace() && !"{}()[];$".contains(*c))
                    {
                        word.push(c);
                        self.bump();
                        // "12.e4": the move number ends at its dots.
                        if c == '.'
                            && word.chars().all(|c| c.is_ascii_digit() || c == '.')
                            && self.peek() != Some('.')
                        {
                            break;
                        }
                    }
                    self.word(word, start, &mut out);
                    continue;
                }
            };
            out.push((token, start));
        }
        out
    }

    fn word(&self, word: String, at: Location, out: &mut Vec<(Token, Location)>) {
        if RESULTS.contains(&word.as_str()) {
            out.push((Token::Result(word), at));
        } else if word.starts_with(|c: char| c.is_ascii_digit())
            && word
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .chars()
                .all(|c| c == '.')
        {
            out.push((Token::MoveNumber, at));
        } else if let Some(nag) = suffix_nag(&word) {
            out.push((Token::Nag(nag), at));
        } else {
            let san = word.trim_end_matches(['!', '?']);
            let suffix = &word[san.len()..];
            out.push((Token::San(san.to_string()), at));
            if !suffix.is_empty() {
                let nag = suffix_nag(suffix).map_or_else(
                    || Token::Bad(format!("'{suffix}' is not an annotation")),
                    Token::Nag,
                );
                out.push((nag, at));
            }
        }
    }

    /// `[Name "value"]`, with `\"` and `\\` escapes in the value.
    fn tag(&mut self) -> Token {
        self.bump();
        let mut name = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        {
            name.push(c);
            self.bump();
        }
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if name.is_empty() || self.peek() != Some('"') {
            self.rest_of_line();
            return Token::BadTag("a tag is [Name \"value\"]".to_string());
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('\\') => match self.bump() {
                    Some(c) if c != '\n' => value.push(c),
                    _ => {
                        return Token::BadTag(format!(
                            "tag {name}: the value is not closed with '\"'"
                        ))
                    }
                },
                Some('"') => break,
                Some('\n') | None => {
                    return Token::BadTag(format!("tag {name}: the value is not closed with '\"'"))
                }
                Some(c) => value.push(c),
            }
        }
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
        if self.peek() != Some(']') {
            self.rest_of_line();
            return Token::BadTag(format!("tag {name}: expected ']' after the value"));
        }
        self.bump();
        Token::Tag(name, value)
    }
}

/// Reads every game of a PGN text. Each is `Ok` or an error that says
/// where the game went wrong; later games are read all the same.
pub fn read_pgn(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    let tokens = Lexer::new(text).tokens();
    let mut games = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let start = i;
        while matches!(tokens.get(i), Some((Token::Tag(..) | Token::BadTag(_), _))) {
            i += 1;
        }
        while let Some((token, _)) = tokens.get(i) {
            i += 1;
            match token {
                Token::Result(_) => break,
                Token::Tag(..) => {
                    i -= 1;
                    break;
                }
                _ => {}
            }
        }
        let number = games.len() + 1;
        games.push(
            GameReader {
                tokens: &tokens[start..i],
                at: 0,
                number,
            }
            .game(),
        );
    }
    games
}

struct GameReader<'a> {
    tokens: &'a [(Token, Location)],
    at: usize,
    number: usize,
}

impl GameReader<'_> {
    fn error(&self, at: Location, message: impl Into<String>) -> PgnError {
        PgnError {
            game: self.number,
            line: at.line,
            column: at.column,
            message: message.into(),
        }
    }

    fn first_location(&self) -> Location {
        self.tokens
            .first()
            .map_or(Location { line: 1, column: 1 }, |t| t.1)
    }

    fn game(mut self) -> Result<PgnGame, PgnError> {
        let mut tags = Vec::new();
        let mut tag_at = Vec::new();
        while let Some((token, at)) = self.tokens.get(self.at) {
            match token {
                Token::Tag(name, value) => {
                    tags.push((name.clone(), value.clone()));
                    tag_at.push(*at);
                }
                Token::BadTag(message) => return Err(self.error(*at, message.clone())),
                _ => break,
            }
            self.at += 1;
        }
        let at_tag = |name: &str| {
            tags.iter()
                .position(|(n, _)| n == name)
                .map_or(self.first_location(), |i| tag_at[i])
        };
        let value = |name: &str| {
            tags.iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        let variant = match value("Variant") {
            None => Variant::Chess,
            Some(name) => Variant::from_name(name)
                .map_err(|e| self.error(at_tag("Variant"), e.to_string()))?,
        };
        let start_number = match value("StartNumber") {
            None => None,
            Some(text) => Some(parse_start_number(text).ok_or_else(|| {
                self.error(
                    at_tag("StartNumber"),
                    format!("StartNumber '{text}' is not a number or White/Black numbers"),
                )
            })?),
        };
        let start = match (value("FEN"), start_number) {
            (Some(fen), _) => {
                let pos = AnyPosition::from_fen(variant, fen)
                    .map_err(|e| self.error(at_tag("FEN"), e.to_string()))?;
                if let Some((white, black)) = start_number {
                    let numbered = start_fen(variant, white, black)
                        .map_err(|e| self.error(at_tag("StartNumber"), e.to_string()))?;
                    if numbered.split(' ').next() != fen.split(' ').next() {
                        return Err(self.error(
                            at_tag("StartNumber"),
                            "the StartNumber and FEN tags give different setups",
                        ));
                    }
                }
                pos
            }
            (None, Some((white, black))) => AnyPosition::start(variant, white, black)
                .map_err(|e| self.error(at_tag("StartNumber"), e.to_string()))?,
            (None, None) => AnyPosition::classic(variant).map_err(|_| {
                self.error(
                    self.first_location(),
                    format!("a {variant} game needs a FEN or a StartNumber tag"),
                )
            })?,
        };
        let start_number = start_number.or_else(|| {
            let classic = variant.classic_number()?;
            (value("FEN").is_none()).then_some((classic, classic))
        });
        let (mainline, result) = self.line(start.clone(), 0)?;
        Ok(PgnGame {
            tags,
            start,
            start_number,
            mainline,
            result: result.unwrap_or_else(|| "*".to_string()),
        })
    }

    /// Reads moves from `pos` until `)` (in a variation) or the result.
    fn line(
        &mut self,
        mut pos: AnyPosition,
        depth: usize,
    ) -> Result<(Line, Option<String>), PgnError> {
        let mut line = Line::default();
        let mut before_last: Option<AnyPosition> = None;
        loop {
            let Some((token, at)) = self.tokens.get(self.at) else {
                if depth > 0 {
                    let at = self.tokens.last().map_or(self.first_location(), |t| t.1);
                    return Err(self.error(at, "a variation '(' is never closed with ')'"));
                }
                return Ok((line, None));
            };
            let at = *at;
            self.at += 1;
            match token {
                Token::San(text) => {
                    let mv = pos
                        .parse_san(text)
                        .map_err(|e| self.error(at, e.to_string()))?;
                    line.moves.push(PgnMove {
                        mv,
                        nags: Vec::new(),
                        comments: Vec::new(),
                        variations: Vec::new(),
                    });
                    let next = pos.play_unchecked(mv);
                    before_last = Some(std::mem::replace(&mut pos, next));
                }
                Token::MoveNumber => {}
                Token::Nag(nag) => match line.moves.last_mut() {
                    Some(last) => last.nags.push(*nag),
                    None => return Err(self.error(at, "an annotation before any move")),
                },
                Token::Comment(text) => match line.moves.last_mut() {
                    Some(last) => last.comments.push(text.clone()),
                    None => line.comments_before.push(text.clone()),
                },
                Token::Open => {
                    let Some(from) = before_last.clone() else {
                        return Err(self.error(at, "a variation '(' before any move"));
                    };
                    let (variation, _) = self.line(from, depth + 1)?;
                    let empty = variation.moves.is_empty() && variation.comments_before.is_empty();
                    if let (Some(last), false) = (line.moves.last_mut(), empty) {
                        last.variations.push(variation);
                    }
                }
                Token::Close if depth > 0 => return Ok((line, None)),
                Token::Close => return Err(self.error(at, "')' without a '(' before it")),
                Token::Result(result) if depth == 0 => return Ok((line, Some(result.clone()))),
                Token::Result(_) => {
                    return Err(self.error(
                        at,
                        "the game ends inside a variation: a '(' is never closed",
                    ))
                }
                Token::Tag(name, _) => {
                    return Err(self.error(at, format!("tag {name} among the moves")))
                }
                Token::Bad(message) | Token::BadTag(message) => {
                    return Err(self.error(at, message.clone()))
                }
            }
        }
    }
}

fn parse_start_number(text: &str) -> Option<(u32, u32)> {
    match text.split_once('/') {
        Some((white, black)) => Some((white.trim().parse().ok()?, black.trim().parse().ok()?)),
        None => {
            let n = text.trim().parse().ok()?;
            Some((n, n))
        }
    }
}

impl PgnGame {
    /// A PGN game of `game`'s main line with the given tags (the seven tag
    /// roster defaults to `?`; the result comes from the game's outcome).
    pub fn from_game(game: &Game, tags: &[(String, String)]) -> PgnGame {
        let result = game.outcome().map_or("*", |o| o.result()).to_string();
        let mut tags: Vec<(String, String)> = tags.to_vec();
        if let Some(outcome) = game.outcome() {
            if !tags.iter().any(|(n, _)| n == "Termination") {
                tags.push(("Termination".to_string(), outcome.termination().to_string()));
            }
        }
        let moves = game
            .moves()
            .iter()
            .map(|&mv| PgnMove {
                mv,
                nags: Vec::new(),
                comments: Vec::new(),
                variations: Vec::new(),
            })
            .collect();
        PgnGame {
            tags,
            start: game.start().clone(),
            start_number: game.start_number(),
            mainline: Line {
                comments_before: Vec::new(),
                moves,
            },
            result,
        }
    }

    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    /// The main line as a [`Game`].
    pub fn game(&self) -> Game {
        let mut game = match self.start_number {
            Some((white, black)) => Game::from_start_number(self.variant(), white, black)
                .unwrap_or_else(|_| Game::new(self.start.clone())),
            None => Game::new(self.start.clone()),
        };
        for m in &self.mainline.moves {
            if game.play(m.mv).is_err() {
                break; // Only after a rule ended the game (say, a fourth repetition).
            }
        }
        game
    }

    /// Whether the start is the variant's classic setup (no FEN needed).
    fn classic_start(&self) -> bool {
        let classic = self.variant().classic_number();
        !self.variant().is_shuffle()
            && classic.is_some()
            && self.start_number == classic.map(|n| (n, n))
    }

    /// The game as PGN text, lines wrapped at 80 columns.
    pub fn to_pgn(&self) -> String {
        let mut out = String::new();
        for name in SEVEN_TAG_ROSTER {
            let default = match name {
                "Date" => "????.??.??",
                "Result" => self.result.as_str(),
                _ => "?",
            };
            let value = if name == "Result" {
                default
            } else {
                self.tag(name).unwrap_or(default)
            };
            push_tag(&mut out, name, value);
        }
        let variant = self.variant();
        if variant != Variant::Chess {
            push_tag(&mut out, "Variant", variant.id());
        }
        if !self.classic_start() {
            push_tag(&mut out, "SetUp", "1");
            push_tag(&mut out, "FEN", &self.start.fen());
        }
        if let (Some((white, black)), true) = (self.start_number, variant.is_shuffle()) {
            let number = if white == black {
                white.to_string()
            } else {
                format!("{white}/{black}")
            };
            push_tag(&mut out, "StartNumber", &number);
        }
        for (name, value) in &self.tags {
            if !SEVEN_TAG_ROSTER.contains(&name.as_str()) && !START_TAGS.contains(&name.as_str()) {
                push_tag(&mut out, name, value);
            }
        }
        out.push('\n');
        let mut words = Vec::new();
        write_line(&mut words, &self.mainline, &self.start);
        words.push(self.result.clone());
        let mut width = 0;
        for word in words {
            if width > 0 && width + 1 + word.chars().count() > 80 {
                out.push('\n');
                width = 0;
            } else if width > 0 {
                out.push(' ');
                width += 1;
            }
            width += word.chars().count();
            out.push_str(&word);
            if word.ends_with('\n') {
                width = 0; // A ';' comment runs to the end of its line.
            }
        }
        out.push_str("\n\n");
        out
    }
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{escaped}\"]\n"));
}

/// A comment as PGN words. Braces cannot hold a '}', so such a comment is
/// written as ';' comments (one per line of it), each ending its line.
fn comment(text: &str) -> Vec<String> {
    if text.contains('}') {
        text.lines().map(|line| format!(";{line}\n")).collect()
    } else {
        vec![format!("{{{text}}}")]
    }
}

/// The words of a line from `pos`: move numbers, SAN, NAGs, comments and
/// variations.
fn write_line(words: &mut Vec<String>, line: &Line, start: &AnyPosition) {
    words.extend(line.comments_before.iter().flat_map(|c| comment(c)));
    let mut pos = start.clone();
    let mut need_number = true;
    for m in &line.moves {
        let (number, white) = (pos.fullmove_number(), pos.turn() == crate::Color::White);
        let san = pos.san(m.mv);
        words.push(match (white, need_number) {
            (true, _) => format!("{number}. {san}"),
            (false, true) => format!("{number}... {san}"),
            (false, false) => san,
        });
        words.extend(m.nags.iter().map(|n| format!("${n}")));
        words.extend(m.comments.iter().flat_map(|c| comment(c)));
        for variation in &m.variations {
            let mut inner = Vec::new();
            write_line(&mut inner, variation, &pos);
            if let Some(first) = inner.first_mut() {
                first.insert(0, '(');
            }
            if let Some(last) = inner.last_mut() {
                last.push(')');
            }
            words.extend(inner);
        }
        need_number = !m.comments.is_empty() || !m.variations.is_empty();
        pos = pos.play_unchecked(m.mv);
    }
}

impl fmt::Display for PgnGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pgn())
    }
}
