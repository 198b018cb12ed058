//! XBoard sessions in memory: handshake, variants with setup, setboard,
//! usermove and engine replies, illegal-move and error replies, undo,
//! analysis, auto-detection.

use shuffle_protocol::{run_auto, run_xboard, MemoryOutput};
use shuffle_rules::{AnyPosition, Variant};

fn session(input: &str) -> String {
    let out = MemoryOutput::default();
    run_xboard(input.as_bytes(), out.clone());
    out.text()
}

fn engine_move(text: &str) -> String {
    let line = text
        .lines()
        .rev()
        .find(|l| l.starts_with("move "))
        .unwrap_or_else(|| panic!("no move in {text}"));
    line[5..].to_string()
}

#[test]
fn handshake_announces_features_and_variants() {
    let text = session("xboard\nprotover 2\n");
    let features = text.lines().next().expect("a features line");
    for feature in [
        "ping=1",
        "setboard=1",
        "usermove=1",
        "analyze=1",
        "myname=\"Shuffle ",
    ] {
        assert!(features.contains(feature), "{feature} missing: {features}");
    }
    assert!(
        features.contains("variants=\"normal,fischerandom,capablanca,caparandom,consulchess,consulchess42k,chess13440\""),
        "{features}"
    );
    assert_eq!(text.lines().nth(1), Some("feature done=1"));
}

#[test]
fn variants_xboard_does_not_know_are_described() {
    let text = session("variant chess13440\nvariant capablanca\nvariant nosuch\n");
    assert_eq!(
        text,
        "setup (PNBRQ..CM......G.....Kpnbrq..cm......g.....k) 8x8+0_fairy gqcbnmkr/pppppppp/8/8/8/8/PPPPPPPP/GQCBNMKR w HFhf - 0 1\n\
         piece C& BN\npiece M& RN\npiece G& QN\n\
         Error (unknown variant): nosuch\n"
    );
}

#[test]
fn plays_a_reply_after_a_user_move() {
    let text = session("new\nvariant caparandom\nsd 3\nusermove e2e4\n");
    let reply = engine_move(&text);
    let pos = AnyPosition::classic(Variant::Capablanca84000)
        .expect("classic")
        .play_uci("e2e4")
        .expect("legal");
    assert!(pos.play_uci(&reply).is_ok(), "engine replied {reply}");
}

#[test]
fn illegal_moves_and_unknown_commands() {
    let text = session("new\nforce\ne2e5\nfoo\nusermove e1g1\nlevel x\nping 7\n");
    assert_eq!(
        text,
        "Illegal move: e2e5\nError (unknown command): foo\nIllegal move: e1g1\nError (bad level): x\npong 7\n"
    );
}

#[test]
fn setboard_castling_forms_and_undo() {
    // Chess960-style castling as O-O, as the king's move and as king takes rook.
    for castle in ["O-O", "e1g1", "e1h1"] {
        let text = session(&format!(
            "new\nforce\nsetboard 4k3/8/8/8/8/8/8/4K2R w K - 0 1\n{castle}\nsd 2\ngo\n"
        ));
        assert!(!text.contains("Illegal"), "{castle}: {text}");
        let reply = engine_move(&text);
        let after =
            AnyPosition::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/5RK1 b - - 1 1").expect("valid");
        assert!(after.play_uci(&reply).is_ok(), "{castle}: reply {reply}");
    }
    // Free castling in Consulchess, then undo it and castle differently.
    let text = session("variant consulchess\nforce\nsetboard 5k4/10/10/10/10/10/10/5K3R w K - 0 1\nf1i1h1\nundo\nf1g1a1\nsd 2\ngo\n");
    let reply = engine_move(&text);
    let after = AnyPosition::from_fen(Variant::Consulchess, "5k4/10/10/10/10/10/10/R5K3 b - - 1 1")
        .expect("valid");
    assert!(after.play_uci(&reply).is_ok(), "reply {reply} in {text}");
    assert!(session("setboard 8/8/8/8/8/8/8/8 w - - 0 1\n")
        .starts_with("tellusererror Illegal position: "));
}

#[test]
fn announces_mate_after_its_move() {
    let text = session("force\nsetboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\nsd 3\ngo\nping 1\n");
    assert!(text.contains("move d1d8\n"), "{text}");
    assert!(text.contains("1-0 {White wins by checkmate}\n"), "{text}");
}

#[test]
fn analysis_prints_thinking_until_exit() {
    let text = session("force\nanalyze\n.\nexit\n");
    assert!(
        text.lines()
            .any(|l| l.split_whitespace().count() >= 5 && l.starts_with('1')),
        "{text}"
    );
    assert!(!text.contains("move "), "analysis plays no move: {text}");
}

#[test]
fn auto_detects_the_protocol() {
    let out = MemoryOutput::default();
    run_auto("xboard\nprotover 2\n".as_bytes(), out.clone());
    assert!(out.text().starts_with("feature "));
    let out = MemoryOutput::default();
    run_auto("\nuci\n".as_bytes(), out.clone());
    assert!(out.text().starts_with("id name Shuffle"));
}
