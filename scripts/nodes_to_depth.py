#!/usr/bin/env python3
"""Count the nodes each engine spends to reach each search depth.

Usage: scripts/nodes_to_depth.py POSITIONS --depth D [--plies 20,40]
           [--variant V] [--engine CMD]... [--option NAME=VALUE]...

POSITIONS is a file of UCI `position` lines (`#` starts a comment), such
as testdata/positions/*-middlegames.txt, or a PGN file, whose distinct
games give their positions after the given plies (read with `shuffle pgn
convert --to uci`). The script sends each engine `ucinewgame`, the
position and `go depth D`, and sums, per depth, the nodes each engine
reports on its last `info depth` line of that depth. It prints one row a
depth: the summed nodes and the growth from the depth before (the
effective branching factor) for every engine.

Engines count depth differently, so the nodes at one depth say little
across engines; the branching factor says how selective each search is.
Between two builds of Shuffle the same numbers say what a pruning or
reduction change buys before any games are played (README, "Strength").
A dev tool: needs a release build (`cargo build --release`).
"""
import argparse
import sys

from analyze_game import read_games
from uci_engine import SHUFFLE, UciEngine


def nodes_per_depth(engine, position, depth):
    """The nodes reported at the end of each depth, as {depth: nodes}."""
    engine.new_game()
    engine.send(position)
    engine.send(f"go depth {depth}")
    nodes = {}
    for words in engine.read_until("bestmove"):
        if words[:1] == ["info"] and "depth" in words and "nodes" in words and "pv" in words:
            d = int(words[words.index("depth") + 1])
            nodes[d] = int(words[words.index("nodes") + 1])
    return nodes


def positions(path, plies):
    """The `position` commands of a position file, or of a PGN file's
    distinct games after each of `plies`."""
    if not path.endswith(".pgn"):
        with open(path) as f:
            return [line.strip() for line in f if line.startswith("position")]
    seen, result = set(), []
    for _, head, moves, _ in read_games(path):
        if (head, tuple(moves)) in seen:
            continue
        seen.add((head, tuple(moves)))
        for ply in plies:
            if ply < len(moves):
                result.append(f"{head} moves {' '.join(moves[:ply])}")
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("positions")
    parser.add_argument("--depth", type=int, required=True)
    parser.add_argument("--plies", default="20,40")
    parser.add_argument("--variant", default="caparandom")
    parser.add_argument("--engine", action="append", default=[])
    parser.add_argument("--option", action="append", default=[])
    args = parser.parse_args()
    options = [tuple(o.split("=", 1)) for o in args.option]
    commands = args.engine or [SHUFFLE]
    engines = [UciEngine(c, options, args.variant) for c in commands]
    todo = positions(args.positions, [int(p) for p in args.plies.split(",")])
    totals = [{} for _ in engines]
    for i, position in enumerate(todo):
        for engine, total in zip(engines, totals):
            for depth, nodes in nodes_per_depth(engine, position, args.depth).items():
                count, summed = total.get(depth, (0, 0))
                total[depth] = (count + 1, summed + nodes)
        print(f"position {i + 1}/{len(todo)} done", file=sys.stderr)
    for engine in engines:
        engine.quit()
    header = "depth" + "".join(f"{e.name:>24}" for e in engines)
    print(f"{len(todo)} positions; nodes summed over positions that reached the depth, and growth")
    print(header)
    for depth in range(1, args.depth + 1):
        row = f"{depth:>5}"
        for total in totals:
            count, summed = total.get(depth, (0, 0))
            before = total.get(depth - 1, (0, 0))[1]
            growth = f"{summed / before:.2f}" if before and count == len(todo) else "-"
            row += f"{summed:>14} ({count:>2}) {growth:>5}"
        print(row)


if __name__ == "__main__":
    main()
