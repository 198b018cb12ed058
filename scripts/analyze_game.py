#!/usr/bin/env python3
"""Score every position of one game with one or more UCI engines.

Usage: scripts/analyze_game.py GAMES.pgn [--game N] [--variant V]
           [--movetime MS] [--engine CMD]... [--option NAME=VALUE]...

Prints one line a ply: the ply, the move played, and for each engine its
best move and its score in centipawns from White's view (mates as
+-100000). Where two engines' scores part, one of them misjudges the
position; this is how the king-safety gap against Fairy-Stockfish was found
(README, "Strength"). The game is read with `shuffle pgn convert --to uci`;
the variant is the file's first Variant tag unless given (Fairy-Stockfish knows
capablanca84000 as `caparandom`, which Shuffle also accepts). Options such
as `VariantPath=chess13440.ini` are sent to every engine before the variant.
A dev tool: needs a release build (`cargo build --release`).
"""
import argparse
import re
import subprocess
import sys

from uci_engine import SHUFFLE, UciEngine
MATE = 100000


def analyse(engine, position, limit):
    """The best move, and the last reported score (from the mover's view)
    and its depth, after `go <limit>` (such as `movetime 60` or `depth 4`)."""
    engine.send(position)
    engine.send(f"go {limit}")
    lines = engine.read_until("bestmove")
    score, depth = None, None
    for words in lines:
        if words[:1] == ["info"] and "score" in words and "multipv" not in words[:3]:
            kind, value = words[words.index("score") + 1 : words.index("score") + 3]
            score = int(value) if kind == "cp" else (MATE if int(value) > 0 else -MATE)
            depth = int(words[words.index("depth") + 1]) if "depth" in words else depth
    return lines[-1][1], score, depth


def analyse_fresh(engine, position, limit):
    """`analyse` after `ucinewgame`, so that no search sees another's table."""
    engine.new_game()
    return analyse(engine, position, limit)


def read_positions(path):
    """The lines of a positions file as `decided_at.py --positions` writes
    them, each as (colour, UCI `position` line); exits on a bad line."""
    with open(path, encoding="utf-8") as f:
        lines = [line.split(None, 1) for line in f if line.strip()]
    if any(len(line) != 2 or line[0] not in ("white", "black") for line in lines):
        sys.exit(f"{path}: every line must be 'white|black position ...'")
    return [(colour, position.strip()) for colour, position in lines]


def read_games(pgn):
    """The file's games, each as its tags, the `position` line's head, the
    moves in UCI and whether White moves first. The moves are read with
    `shuffle pgn convert --to uci`; exits on a game it cannot read, since
    a game left out would shift the numbering."""
    with open(pgn, encoding="utf-8") as f:
        tags, in_tags = [], False
        for line in f:
            pair = re.match(r'\[(\w+) "([^"]*)"\]', line)
            if pair and not in_tags:
                tags.append({})
            if pair:
                tags[-1][pair.group(1)] = pair.group(2)
            in_tags = bool(pair)
    run = subprocess.run([SHUFFLE, "pgn", "convert", "--to", "uci", pgn], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(run.stderr.strip())
    lines = run.stdout.splitlines()
    if len(tags) != len(lines):
        sys.exit(f"{pgn}: {len(tags)} tag sections for {len(lines)} games")
    games = []
    for game_tags, line in zip(tags, lines):
        head, _, moves = line.partition(" moves ")
        games.append((game_tags, head, moves.split(), head.split()[3] == "w"))  # "position fen <board> <side> ..."
    return games


def file_variant(games):
    """The first Variant tag of the file's games, or None."""
    return next((tags["Variant"] for tags, *_ in games if "Variant" in tags), None)


def parse_options(texts):
    """NAME=VALUE pairs; exits on one without `=`."""
    if any("=" not in o for o in texts):
        sys.exit("--option takes NAME=VALUE, e.g. --option VariantPath=chess13440.ini")
    return [tuple(o.split("=", 1)) for o in texts]


def score_game(engines, game, movetime):
    """For each ply of `game` (from `read_games`): the ply, the move played
    from there ("-" at the end) and, by engine, its best move and its score
    from White's view (None if it gave none)."""
    _, head, moves, white_to_move = game
    for ply in range(len(moves) + 1):
        position = f"{head} moves {' '.join(moves[:ply])}" if ply else head
        white_sign = 1 if white_to_move == (ply % 2 == 0) else -1
        results = []
        for engine in engines:
            best, score, _ = analyse(engine, position, f"movetime {movetime}")
            results.append((best, score * white_sign if score is not None else None))
        yield ply, (moves[ply] if ply < len(moves) else "-"), results


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pgn")
    parser.add_argument("--game", type=int, default=1, help="which game of the file, from 1")
    parser.add_argument("--variant", help="UCI_Variant to send (default: the Variant tag)")
    parser.add_argument("--movetime", type=int, default=1000, help="milliseconds a position")
    parser.add_argument("--engine", action="append", help="engine command (default: Shuffle)")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE for every engine")
    args = parser.parse_args()

    games = read_games(args.pgn)
    if not 1 <= args.game <= len(games):
        sys.exit(f"{args.pgn} has {len(games)} games; --game {args.game} is not one of them")
    options = parse_options(args.option)
    engines = [UciEngine(cmd, options, args.variant or file_variant(games) or "chess") for cmd in (args.engine or [SHUFFLE])]

    print("ply played " + " ".join(f"{e.name}:best {e.name}:white" for e in engines))
    for ply, played, results in score_game(engines, games[args.game - 1], args.movetime):
        columns = [f"{best} {'?' if score is None else score}" for best, score in results]
        print(ply, played, " ".join(columns), flush=True)
    for engine in engines:
        engine.quit()


if __name__ == "__main__":
    main()
