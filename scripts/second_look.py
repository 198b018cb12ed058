#!/usr/bin/env python3
"""Whether engines given more time still play the moves that lost games.

Usage: scripts/second_look.py POSITIONS [--engine CMD]... [--movetime MS,...]
           --variant V [--option NAME=VALUE]...

POSITIONS is what `decided_at.py --positions` writes: a colour and a UCI
`position` line a line, the position right after the move that decided a
lost game. That move is taken off again, and each engine (default:
Shuffle's release build, then Fairy-Stockfish) searches the position
before it for each `--movetime` (default 500,2000,8000 ms), after
`ucinewgame`. One line a position: the move played in the game, then
each engine's best move and last reported depth for each time, `*`
marking the game's move. Last, how often each engine at each time chose
the game's move. A move
that more time does not change is one the search will not find deeper; a
move the judge of `decided_at.py` disliked but that the stronger engine
also plays at the same time says more about the judge than the player.
A dev tool.
"""
import argparse
import sys

from analyze_game import analyse_fresh, parse_options, read_positions
from uci_engine import FAIRY_STOCKFISH, SHUFFLE, UciEngine


def before_last_move(position):
    """The `position` line without its last move, and that move."""
    words = position.split()
    if "moves" not in words or words[-1] == "moves":
        return None, None
    rest = words[:-1]
    if rest[-1] == "moves":
        rest.pop()
    return " ".join(rest), words[-1]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("positions")
    parser.add_argument("--engine", action="append", help="engine command (default: Shuffle and Fairy-Stockfish)")
    parser.add_argument("--movetime", default="500,2000,8000", help="milliseconds, comma-separated")
    parser.add_argument("--variant", required=True, help="UCI_Variant to send (caparandom for capablanca84000)")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE for every engine")
    args = parser.parse_args()

    try:
        times = [int(t) for t in args.movetime.split(",")]
    except ValueError:
        sys.exit(f"--movetime takes milliseconds separated by commas, not {args.movetime!r}")
    lines = read_positions(args.positions)
    commands = args.engine or [SHUFFLE, FAIRY_STOCKFISH]
    engines = [UciEngine(cmd, parse_options(args.option), args.variant) for cmd in commands]

    same = [[0] * len(times) for _ in engines]
    studied = 0
    for _, position in lines:
        before, played = before_last_move(position)
        if before is None:
            continue
        studied += 1
        row = [played]
        for k, engine in enumerate(engines):
            for t, movetime in enumerate(times):
                move, _, depth = analyse_fresh(engine, before, f"movetime {movetime}")
                same[k][t] += move == played
                row.append(f"{move}{'*' if move == played else ''}/{depth}")
        print(" ".join(row), flush=True)
    for engine in engines:
        engine.quit()
    print(f"{studied} positions; the game's move chosen:")
    for engine, counts in zip(engines, same):
        print(f"  {engine.name}: " + ", ".join(f"{c} at {t} ms" for c, t in zip(counts, times)))


if __name__ == "__main__":
    main()
