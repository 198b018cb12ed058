#!/usr/bin/env python3
"""How soon each build finds the replies that refuted a player's moves.

Usage: scripts/refutations.py GAMES.pgn --player NAME [--engine CMD]...
           [--nodes N] [--variant V] [--option NAME=VALUE]...

In every game NAME lost, the first move of NAME's, made while its own
score (the match runner's `{score/depth time}` comments) was above -1.50,
after which that score fell by 0.70 or more while the opponent's reply
scored +1.30 or more for the opponent, is taken as a miss: the opponent
saw what NAME did not. Each engine (default: Shuffle's release build)
searches the position after that move with `go nodes N` and reports the
depth and node count from which its best move was the opponent's reply to
the end ("-" if it never settled on it). One line a miss: the game, NAME's
move and score then, the reply, and each engine's depth/nodes; then how
many each engine found. A game without a score for every move is skipped,
since its scores would not line up. A pruning that hides tactics finds
fewer of them, and later (README, "Strength": the ProbCut trial). A dev
tool: needs a release build (`cargo build --release`).
"""
import argparse

from analyze_game import SHUFFLE, file_variant, parse_options, read_games
from annotate_scores import SCORE_COMMENT, split_pgn
from uci_engine import UciEngine

STILL_PLAYABLE = -1.50
FALL = 0.70
OPPONENT_SAW = 1.30


def pawns(text):
    """A comment's score in pawns, mates as +-100."""
    if "M" in text:
        return -100.0 if text.startswith("-") else 100.0
    return float(text)


def read_scores(pgn):
    """Each game's move scores in order, from the mover's view."""
    with open(pgn, encoding="utf-8") as f:
        games = split_pgn(f.read())
    return [
        [pawns(m.group(0)[1:].split("/")[0]) for m in SCORE_COMMENT.finditer(movetext)]
        for _, movetext in games
    ]


def first_miss(scores, mine):
    """The ply of the first move of ours (plies of parity `mine`) that a
    miss follows, or None."""
    ours = [ply for ply in range(len(scores)) if ply % 2 == mine]
    for ply, after in zip(ours, ours[1:]):
        fell = scores[ply] > STILL_PLAYABLE and scores[after] - scores[ply] <= -FALL
        if fell and scores[ply + 1] >= OPPONENT_SAW:
            return ply
    return None


def settled_on(engine, position, reply, nodes):
    """The depth and node count from which `reply` was the best move to the
    end of a `go nodes` search, or None."""
    engine.send(position)
    engine.send(f"go nodes {nodes}")
    since = None
    for words in engine.read_until("bestmove"):
        if words[:1] != ["info"] or "pv" not in words or "depth" not in words:
            continue
        best = words[words.index("pv") + 1]
        if best != reply:
            since = None
        elif since is None:
            since = (words[words.index("depth") + 1], words[words.index("nodes") + 1])
    return since


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pgn")
    parser.add_argument("--player", required=True)
    parser.add_argument("--engine", action="append", default=[])
    parser.add_argument("--nodes", type=int, default=3_000_000)
    parser.add_argument("--variant")
    parser.add_argument("--option", action="append", default=[])
    args = parser.parse_args()
    games = read_games(args.pgn)
    scores = read_scores(args.pgn)
    variant = args.variant or file_variant(games) or "chess"
    options = parse_options(args.option)
    engines = [UciEngine(cmd, options, variant) for cmd in args.engine or [SHUFFLE]]
    found = [0] * len(engines)
    misses = 0
    for number, ((tags, head, moves, white_first), game_scores) in enumerate(zip(games, scores), 1):
        white = tags.get("White") == args.player
        if not white and tags.get("Black") != args.player:
            continue
        if tags.get("Result") != ("0-1" if white else "1-0"):
            continue
        if len(game_scores) != len(moves):
            print(f"game {number}: {len(game_scores)} scores for {len(moves)} moves, skipped")
            continue
        mine = 0 if white == white_first else 1
        ply = first_miss(game_scores, mine)
        if ply is None:
            continue
        misses += 1
        position = f"{head} moves {' '.join(moves[: ply + 1])}"
        cells = []
        for i, engine in enumerate(engines):
            engine.send("ucinewgame")
            since = settled_on(engine, position, moves[ply + 1], args.nodes)
            found[i] += since is not None
            cells.append(f"{since[0]}/{since[1]}" if since else "-")
        print(
            f"game {number}: {moves[ply]} at {game_scores[ply]:+.2f}, reply {moves[ply + 1]}"
            f" ({game_scores[ply + 1]:+.2f}): " + " ".join(cells),
            flush=True,
        )
    for engine, count in zip(engines, found):
        print(f"{engine.name}: found {count} of {misses}")
        engine.quit()


if __name__ == "__main__":
    main()
