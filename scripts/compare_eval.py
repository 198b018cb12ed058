#!/usr/bin/env python3
"""Compare two engines' static evaluations part by part over positions.

Usage: scripts/compare_eval.py POSITIONS [--engine CMD]... --variant V
           [--option NAME=VALUE]...

POSITIONS holds one position a line: the colour whose side to take
(`white` or `black`) and a UCI `position` line, as `decided_at.py
--positions` writes them. Every engine (default: Fairy-Stockfish, then
Shuffle's release build) is sent each position and `eval`, and its table
(Stockfish's layout, which Shuffle's `eval` follows) is read. Prints, per
engine, each part's total (middlegame and endgame, in pawns) averaged over
the positions from that colour's side, and the average final evaluation.
Parts with the same name mean about the same; where one engine has a part
the other lacks (Fairy-Stockfish's Space, Shuffle's King danger), the
difference shows what one sees and the other does not. Positions in check
are skipped: Stockfish prints no table for them. A dev tool.
"""
import argparse
import sys

from analyze_game import parse_options, read_positions
from uci_engine import FAIRY_STOCKFISH, SHUFFLE, UciEngine


def eval_table(engine, position):
    """The part rows of the engine's `eval` as {name: (mg, eg)} of the Total
    column from White's side, and the final evaluation; None in check."""
    engine.send(position)
    engine.send("eval")
    parts = {}
    while True:
        for words in engine.read_until("Total"):
            if "|" not in words:
                continue
            name = " ".join(words[: words.index("|")])
            total = words[-2:]
            if name and name != "Term" and "----" not in total:
                parts[name] = tuple(float(x) for x in total)
        if words[1:2] == ["evaluation:"]:
            return (None, None) if words[2] == "none" else (parts, float(words[2]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("positions")
    parser.add_argument("--engine", action="append", help="engine command (default: Fairy-Stockfish and Shuffle)")
    parser.add_argument("--variant", required=True, help="UCI_Variant to send (caparandom for capablanca84000)")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE for every engine")
    args = parser.parse_args()

    lines = read_positions(args.positions)
    commands = args.engine or [FAIRY_STOCKFISH, SHUFFLE]
    engines = [UciEngine(cmd, parse_options(args.option), args.variant) for cmd in commands]

    sums = [{} for _ in engines]
    finals = [0.0 for _ in engines]
    used = 0
    for colour, position in lines:
        sign = 1 if colour == "white" else -1
        tables = [eval_table(engine, position) for engine in engines]
        if any(parts is None for parts, _ in tables):
            continue
        used += 1
        for k, (parts, final) in enumerate(tables):
            finals[k] += sign * final
            for name, (mg, eg) in parts.items():
                old = sums[k].get(name, (0.0, 0.0))
                sums[k][name] = (old[0] + sign * mg, old[1] + sign * eg)
    for engine in engines:
        engine.quit()
    if not used:
        sys.exit("no position outside check to compare")
    print(f"{used} positions, averages in pawns from the given colour's side")
    for engine, parts, final in zip(engines, sums, finals):
        print(f"\n{engine.name}:   MG     EG")
        for name, (mg, eg) in parts.items():
            print(f"  {name:>13} {mg / used:6.2f} {eg / used:6.2f}")
        print(f"  {'evaluation':>13} {final / used:6.2f}")


if __name__ == "__main__":
    main()
