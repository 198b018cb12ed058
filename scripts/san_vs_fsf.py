#!/usr/bin/env python3
"""Compare Shuffle's SAN with Fairy-Stockfish's (pyffish `get_san`).

Usage: scripts/san_vs_fsf.py [--playouts N] [--plies N] [--seed S]

For capablanca, capablanca84000 (Fairy-Stockfish: caparandom) and
chess13440 (a Fairy-Stockfish variant config written here), every legal
move of every position is written in SAN by both programs and compared,
keyed by UCI text. Positions: the perft vectors of those variants and
random playouts (moves drawn from Fairy-Stockfish's legal list) from random
numbered setups. A dev tool: needs `pip install pyffish` and a release
build (`cargo build --release`); it is not part of CI.
"""
import argparse
import os
import random
import subprocess
import sys

import pyffish as sf

from uci_engine import ROOT, SHUFFLE
PERFT = os.path.join(ROOT, "..", "shared", "perft", "public.epd")

CHESS13440 = """
[chess13440:chess]
amazon = g
chancellor = m
archbishop = c
promotionPieceTypes = gmcqrbn
castlingRookPieces = rm
chess960 = true
startFen = gqcbnmkr/pppppppp/8/8/8/8/PPPPPPPP/GQCBNMKR w HFhf - 0 1
"""

# Shuffle variant -> Fairy-Stockfish variant.
VARIANTS = {"capablanca": "capablanca", "capablanca84000": "caparandom", "chess13440": "chess13440"}


def shuffle_moves(variant, fen):
    out = subprocess.run([SHUFFLE, "moves", variant, "--fen", fen], capture_output=True, text=True, check=True).stdout
    return dict(line.split(" ", 1) for line in out.splitlines())


def shuffle_start_fen(variant, number):
    out = subprocess.run([SHUFFLE, "startpos", variant, str(number)], capture_output=True, text=True, check=True).stdout
    return next(line[5:] for line in out.splitlines() if line.startswith("FEN: "))


def fsf_moves(fsf_variant, fen):
    return {m: sf.get_san(fsf_variant, fen, m) for m in sf.legal_moves(fsf_variant, fen, [])}


def positions(playouts, plies, rng):
    for line in open(PERFT):
        if line.startswith("#") or not line.strip():
            continue
        variant, fen = line.split(";")[:2]
        if variant in VARIANTS:
            yield variant, fen
    counts = {"capablanca": None, "capablanca84000": 84000, "chess13440": 13440}
    for variant, count in counts.items():
        fsf_variant = VARIANTS[variant]
        for _ in range(playouts):
            fen = shuffle_start_fen(variant, rng.randrange(count)) if count else sf.start_fen(fsf_variant)
            moves = []
            for _ in range(plies):
                current = sf.get_fen(fsf_variant, fen, moves)
                yield variant, current
                legal = sf.legal_moves(fsf_variant, fen, moves)
                if not legal:
                    break
                moves.append(rng.choice(legal))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=10)
    parser.add_argument("--plies", type=int, default=80)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sf.load_variant_config(CHESS13440)
    rng = random.Random(args.seed)
    checked = {v: [0, 0] for v in VARIANTS}
    mismatches = []
    for variant, fen in positions(args.playouts, args.plies, rng):
        ours = shuffle_moves(variant, fen)
        theirs = fsf_moves(VARIANTS[variant], fen)
        checked[variant][0] += 1
        checked[variant][1] += len(theirs)
        if ours != theirs:
            only_ours = {m: s for m, s in ours.items() if theirs.get(m) != s}
            only_theirs = {m: s for m, s in theirs.items() if ours.get(m) != s}
            mismatches.append((variant, fen, only_ours, only_theirs))
    for variant, (n_positions, n_moves) in checked.items():
        print(f"{variant:16} {n_positions:6} positions {n_moves:8} moves")
    print(f"{len(mismatches)} positions differ")
    for variant, fen, ours, theirs in mismatches[:20]:
        print(f"  {variant} {fen}\n    Shuffle: {ours}\n    Fairy-Stockfish: {theirs}")
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
