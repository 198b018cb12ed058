#!/usr/bin/env python3
"""Find where each lost game was decided, and what the loser thought then.

Usage: scripts/decided_at.py GAMES.pgn --player NAME [--judge CMD]
           [--engine CMD] [--movetime MS] [--games N] [--variant V]
           [--option NAME=VALUE]... [--positions FILE]

For every game that NAME lost, the judge (default: Fairy-Stockfish) and
the engine (default: Shuffle's release build) score each position for
`--movetime` ms (`analyze_game.py` does the scoring). A game counts as
decided at the first position whose judge score, from NAME's side, is
-200 or worse and never again above -100. One line a game: its number,
NAME's colour, its plies, the ply it was decided at, the move that led
there, the judge's score before and after that move, and the engine's
score there; then the medians. When the engine still scores about even
where the judge sees a lost game, its evaluation or its search misses
what decided it (README, "Strength"). `--positions` writes each decided
position as NAME's colour and a UCI `position` line, for
`compare_eval.py`. A dev tool, like the judge.
"""
import argparse
import statistics

from analyze_game import file_variant, parse_options, read_games, score_game
from uci_engine import FAIRY_STOCKFISH, SHUFFLE, UciEngine

LOST = -200
NEVER_ABOVE = -100


def decided_ply(judge_scores):
    """The index of the first score at `LOST` or worse after which none is
    above `NEVER_ABOVE`, or None."""
    for k, score in enumerate(judge_scores):
        if score <= LOST and all(s <= NEVER_ABOVE for s in judge_scores[k:]):
            return k
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pgn")
    parser.add_argument("--player", required=True, help="the White/Black tag of the side to study")
    parser.add_argument("--judge", default=FAIRY_STOCKFISH, help="judge engine command")
    parser.add_argument("--engine", default=SHUFFLE, help="the player's engine command")
    parser.add_argument("--movetime", type=int, default=60, help="milliseconds a position")
    parser.add_argument("--games", type=int, help="stop after this many lost games")
    parser.add_argument("--variant", help="UCI_Variant to send (default: the Variant tag)")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE for both engines")
    parser.add_argument("--positions", help="write the decided positions here, one a line")
    args = parser.parse_args()

    games = read_games(args.pgn)
    options = parse_options(args.option)
    variant = args.variant or file_variant(games) or "chess"
    engines = [UciEngine(cmd, options, variant) for cmd in (args.judge, args.engine)]

    plies, own_scores, studied, decided = [], [], 0, []
    print("game colour plies decided_at move judge_before judge_after engine")
    for number, game in enumerate(games, 1):
        white, result = game[0].get("White"), game[0].get("Result")
        lost = {"1-0": white != args.player, "0-1": white == args.player}.get(result, False)
        if not lost:
            continue
        if args.games is not None and studied == args.games:
            break
        studied += 1
        sign = 1 if white == args.player else -1
        rows = [
            (played, [None if s is None else s * sign for _, s in results])
            for _, played, results in score_game(engines, game, args.movetime)
        ]
        judge = [scores[0] if scores[0] is not None else 0 for _, scores in rows]
        ply = decided_ply(judge)
        colour = "white" if sign == 1 else "black"
        if ply is None:
            print(number, colour, len(rows) - 1, "-", flush=True)
            continue
        move = rows[ply - 1][0] if ply else "-"
        before = judge[ply - 1] if ply else "-"
        own = rows[ply][1][1]
        print(number, colour, len(rows) - 1, ply, move, before, judge[ply], own, flush=True)
        plies.append(ply)
        _, head, moves, _ = game
        decided.append(f"{colour} {head} moves {' '.join(moves[:ply])}" if ply else f"{colour} {head}")
        if own is not None:
            own_scores.append(own)
    for engine in engines:
        engine.quit()
    if args.positions:
        with open(args.positions, "w", encoding="utf-8") as f:
            f.writelines(line + "\n" for line in decided)
    if plies:
        print(f"{len(plies)} of {studied} lost games decided; median ply {statistics.median(plies)},"
              f" the engine's median score there {statistics.median(own_scores) if own_scores else '?'}")


if __name__ == "__main__":
    main()
