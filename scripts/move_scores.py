#!/usr/bin/env python3
"""How engines score a lost game's move and a reference engine's choice, at equal depth.

Usage: scripts/move_scores.py POSITIONS [--reference CMD] [--engine CMD]...
           [--movetime MS] [--played MOVE,...] --variant V
           [--option NAME=VALUE]...

POSITIONS is what `decided_at.py --positions` writes. As in
`second_look.py`, the move that decided each game is taken off again
(`--played` keeps only the positions whose deciding move is listed). The
reference engine (default: Fairy-Stockfish) searches the position for
`--movetime` ms (default 10000) and names its move. Where that is not
the game's move, each engine (default: the reference, then Shuffle's
release build) searches the position for the same time, to learn the
depth it reaches (the reference's own search serves for its command),
and then scores each of the two moves alone to that depth (`go depth D
searchmoves M`, each after `ucinewgame`). An engine
that scores the reference's move higher would have chosen it had it
searched it fully: its move ordering or pruning hid the move. One that
scores the game's move higher keeps it by what it evaluates or cannot
see at that depth. A dev tool.
"""
import argparse

from analyze_game import analyse_fresh, parse_options, read_positions
from second_look import before_last_move
from uci_engine import FAIRY_STOCKFISH, SHUFFLE, UciEngine


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("positions")
    parser.add_argument("--reference", default=FAIRY_STOCKFISH, help="engine whose move is compared")
    parser.add_argument("--engine", action="append", help="engine command (default: the reference and Shuffle)")
    parser.add_argument("--movetime", type=int, default=10000, help="milliseconds a search")
    parser.add_argument("--played", help="only positions decided by these moves, comma-separated")
    parser.add_argument("--variant", required=True, help="UCI_Variant to send (caparandom for capablanca84000)")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE for every engine")
    args = parser.parse_args()

    wanted = set(args.played.split(",")) if args.played else None
    options = parse_options(args.option)
    reference = UciEngine(args.reference, options, args.variant)
    commands = args.engine or [args.reference, SHUFFLE]
    engines = [UciEngine(cmd, options, args.variant) for cmd in commands]

    prefers_reference = [0] * len(engines)
    compared = 0
    for _, position in read_positions(args.positions):
        before, played = before_last_move(position)
        if before is None or (wanted and played not in wanted):
            continue
        choice, _, reference_depth = analyse_fresh(reference, before, f"movetime {args.movetime}")
        if choice == played:
            print(f"{played}: the reference plays it too", flush=True)
            continue
        compared += 1
        row = [f"{played} (reference {choice}):"]
        for k, (command, engine) in enumerate(zip(commands, engines)):
            # The reference's own search above already says how deep it gets.
            if command == args.reference:
                best, depth = choice, reference_depth
            else:
                best, _, depth = analyse_fresh(engine, before, f"movetime {args.movetime}")
            limit = f"depth {depth}"
            _, game_score, _ = analyse_fresh(engine, before, f"{limit} searchmoves {played}")
            _, choice_score, _ = analyse_fresh(engine, before, f"{limit} searchmoves {choice}")
            prefers_reference[k] += choice_score > game_score
            row.append(f"{engine.name} plays {best}, at depth {depth} game {game_score} reference {choice_score};")
        print(" ".join(row), flush=True)
    for engine in [reference] + engines:
        engine.quit()
    print(f"{compared} positions where the reference plays another move; it scores higher at equal depth for:")
    for engine, count in zip(engines, prefers_reference):
        print(f"  {engine.name}: {count}")


if __name__ == "__main__":
    main()
