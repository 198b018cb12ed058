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
import os
import re
import subprocess
import sys

from uci_engine import UciEngine

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHUFFLE = os.path.join(ROOT, "target", "release", "shuffle")
MATE = 100000


def analyse(engine, position, movetime):
    """The best move and the last reported score, from the mover's view."""
    engine.send(position)
    engine.send(f"go movetime {movetime}")
    lines = engine.read_until("bestmove")
    score = None
    for words in lines:
        if words[:1] == ["info"] and "score" in words and "multipv" not in words[:3]:
            kind, value = words[words.index("score") + 1 : words.index("score") + 3]
            score = int(value) if kind == "cp" else (MATE if int(value) > 0 else -MATE)
    return lines[-1][1], score


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pgn")
    parser.add_argument("--game", type=int, default=1, help="which game of the file, from 1")
    parser.add_argument("--variant", help="UCI_Variant to send (default: the Variant tag)")
    parser.add_argument("--movetime", type=int, default=1000, help="milliseconds a position")
    parser.add_argument("--engine", action="append", help="engine command (default: Shuffle)")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE for every engine")
    args = parser.parse_args()

    with open(args.pgn, encoding="utf-8") as f:
        tag = re.search(r'^\[Variant "([^"]*)"\]', f.read(), re.MULTILINE)
    run = subprocess.run(
        [SHUFFLE, "pgn", "convert", "--to", "uci", args.pgn], capture_output=True, text=True
    )
    if run.returncode != 0:
        sys.exit(run.stderr.strip())  # a game left out would shift the numbering
    converted = run.stdout.splitlines()
    if not 1 <= args.game <= len(converted):
        sys.exit(f"{args.pgn} has {len(converted)} games; --game {args.game} is not one of them")
    variant = args.variant or (tag.group(1) if tag else "chess")
    head, _, moves = converted[args.game - 1].partition(" moves ")
    moves = moves.split()
    white_to_move = head.split()[3] == "w"  # "position fen <board> <side> ..."
    if any("=" not in o for o in args.option):
        sys.exit("--option takes NAME=VALUE, e.g. --option VariantPath=chess13440.ini")
    options = [tuple(o.split("=", 1)) for o in args.option]
    engines = [UciEngine(cmd, options, variant) for cmd in (args.engine or [SHUFFLE])]

    print("ply played " + " ".join(f"{e.name}:best {e.name}:white" for e in engines))
    for ply in range(len(moves) + 1):
        position = f"{head} moves {' '.join(moves[:ply])}" if ply else head
        white_sign = 1 if white_to_move == (ply % 2 == 0) else -1
        columns = []
        for engine in engines:
            best, score = analyse(engine, position, args.movetime)
            columns += [best, str(score * white_sign) if score is not None else "?"]
        played = moves[ply] if ply < len(moves) else "-"
        print(ply, played, " ".join(columns), flush=True)
    for engine in engines:
        engine.quit()


if __name__ == "__main__":
    main()
