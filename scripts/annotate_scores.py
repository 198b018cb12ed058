#!/usr/bin/env python3
"""Write a UCI engine's score of every position into a PGN's move comments.

Usage: scripts/annotate_scores.py GAMES.pgn --out OUT.pgn [--engine CMD]
           [--depth D] [--skip N] [--variant V] [--option NAME=VALUE]...
           [--jobs J]

Each move gets the comment `{+0.35/4}`, as Cute Chess writes them: the
engine's score of the position before the move, in pawns from the mover's
side, and the search depth (mates as +-1000.00). Moves of the first
`--skip` plies, captures, promotions and moves from check get no comment:
`shuffle tune` uses none of those positions. `shuffle tune --score-weight`
then fits the evaluation partly to these scores, so that it learns what
the scoring engine (by default Fairy-Stockfish, a dev tool) sees in a
position and not only who won the game (README, "Tuning the
evaluation"). Games are split over `--jobs` engine processes; the output
keeps their order, and each game starts with `ucinewgame`, so a rerun
gives the same scores. A score comment already in the file (this
script's, or the one `shuffle match` writes with the move's time) is
replaced, so a deeper run can score a file again and the scores all come
from one engine at one depth; other comments are kept, after the score.
"""
import argparse
import multiprocessing
import re

from analyze_game import analyse, parse_options, read_games
from uci_engine import FAIRY_STOCKFISH, UciEngine

TOKEN = re.compile(r"\{[^}]*\}|\d+\.(?:\.\.)?|\S+")
RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}
# A score as this script writes it, `{+0.35/8}`, or as `shuffle match` and
# Cute Chess write them, with the time after it: `{-1.20/9 0.021s}`,
# `{+M5/9 0.1s}`.
SCORE_COMMENT = re.compile(r"\{[+-](?:\d+\.\d+|M\d+)/\d+(?: [\d.]+s)?\}")


def wants_score(san, previous):
    """Whether `shuffle tune` could use the position before `san`."""
    return not any(c in san for c in "x=") and not (previous and previous[-1] in "+#")


def annotate_game(args_and_game):
    """The game's movetext with score comments."""
    settings, (tags_text, movetext), (_, head, moves, _) = args_and_game
    engine = annotate_game.engine
    # A fresh hash table for each game, so that its scores do not depend on
    # which games the same process scored before.
    engine.new_game()
    out, ply, previous = [], 0, None
    for token in TOKEN.findall(movetext):
        if SCORE_COMMENT.fullmatch(token):
            continue
        out.append(token)
        is_move = not (token.startswith("{") or token[0].isdigit() or token.startswith("$") or token in RESULTS)
        if not is_move:
            continue
        if ply >= settings["skip"] and wants_score(token, previous) and ply < len(moves):
            position = f"{head} moves {' '.join(moves[:ply])}" if ply else head
            _, score, _ = analyse(engine, position, f"depth {settings['depth']}")
            if score is not None:
                out.append("{%+.2f/%d}" % (score / 100, settings["depth"]))
        previous, ply = token, ply + 1
    return tags_text + "\n\n" + wrap(" ".join(out)) + "\n"


def wrap(text, width=79):
    """PGN movetext in lines of at most `width` characters."""
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return "\n".join(lines + [line])


def start_engine(command, options, variant):
    annotate_game.engine = UciEngine(command, options, variant)


def split_pgn(text):
    """Each game's tag section and movetext."""
    games, tags, moves = [], [], []
    for line in text.splitlines():
        if line.startswith("["):
            if moves:
                games.append(("\n".join(tags), " ".join(moves)))
                tags, moves = [], []
            tags.append(line)
        elif line.strip():
            moves.append(line.strip())
    if tags:
        games.append(("\n".join(tags), " ".join(moves)))
    return games


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pgn")
    parser.add_argument("--out", required=True)
    parser.add_argument("--engine", default=FAIRY_STOCKFISH, help="scoring engine command")
    parser.add_argument("--depth", type=int, default=4, help="search depth a position")
    parser.add_argument("--skip", type=int, default=8, help="plies at the start left without scores")
    parser.add_argument("--variant", default="caparandom", help="UCI_Variant to send")
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE for the engine")
    parser.add_argument("--jobs", type=int, default=2, help="engine processes")
    args = parser.parse_args()

    with open(args.pgn, encoding="utf-8") as f:
        texts = split_pgn(f.read())
    games = read_games(args.pgn)
    if len(texts) != len(games):
        raise SystemExit(f"{args.pgn}: {len(texts)} games as text, {len(games)} read")
    settings = {"depth": args.depth, "skip": args.skip}
    work = [(settings, text, game) for text, game in zip(texts, games)]
    init = (args.engine, parse_options(args.option), args.variant)
    with multiprocessing.Pool(args.jobs, initializer=start_engine, initargs=init) as pool, open(
        args.out, "w", encoding="utf-8"
    ) as out:
        for number, annotated in enumerate(pool.imap(annotate_game, work, chunksize=8), 1):
            out.write(annotated + "\n")
            if number % 100 == 0:
                print(f"{number} of {len(work)} games", flush=True)


if __name__ == "__main__":
    main()
