#!/usr/bin/env python3
"""Single-thread bulk perft speed of Shuffle, side by side with Fairy-Stockfish.

Usage: scripts/perft_bench.py [--fsf PATH] [--repeat N]

Builds nothing: run `cargo build --release` first. Each position is timed as
a whole process run (best of --repeat), the same way for both programs, and
the node counts are printed so a mismatch shows. Fairy-Stockfish is a dev
tool here (Debian `fairy-stockfish`); it is never a dependency of Shuffle.

The ratios in the last columns convert the Debian 2020 build's speed to a
current Fairy-Stockfish's with the figures measured on this machine kind
(issue 2): current/Debian = 39.6/17.3 (capablanca), 13.1/15.4 (chess13440),
36/20.4 (chess).
"""
import argparse
import os
import shutil
import subprocess
import tempfile
import time

from uci_engine import FAIRY_STOCKFISH, SHUFFLE

# (label, shuffle variant, FSF UCI_Variant, FEN, depth, current/Debian FSF speed)
POSITIONS = [
    ("capablanca start", "capablanca", "capablanca",
     "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 5, 39.6 / 17.3),
    ("capablanca84000 middlegame", "capablanca84000", "caparandom",
     "r1ab1kbcnr/Bpp1p2pp1/2np1p3p/6N3/1P8/q4PCP2/P1PPP1P1PP/RNABQK3R w JAja - 1 8", 5, 39.6 / 17.3),
    ("chess13440 start (#0)", "chess13440", "chess13440",
     "gqcbnmkr/pppppppp/8/8/8/8/PPPPPPPP/GQCBNMKR w HFhf - 0 1", 5, 13.1 / 15.4),
    ("chess start", "chess", "chess",
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 36 / 20.4),
    ("consulchess start", "consulchess", None,
     "rnbcqkcbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBCQKCBNR w KQkq - 0 1", 5, None),
]

# The 2020 build knows one castling partner kind only: castling with the
# marshall is missing, so its chess13440 node count differs a little.
CHESS13440_INI = """[chess13440:chess]
amazon = g
chancellor = m
archbishop = c
promotionPieceTypes = gmcqrbn
chess960 = true
"""


def timed(cmd, stdin=None):
    start = time.perf_counter()
    out = subprocess.run(cmd, input=stdin, capture_output=True, text=True, check=True).stdout
    return time.perf_counter() - start, out


def nodes_of(output):
    for line in reversed(output.splitlines()):
        if line.startswith("Nodes searched"):
            return int(line.split(":")[1])
    raise RuntimeError("no 'Nodes searched' line in:\n" + output[-500:])


def shuffle_run(variant, fen, depth):
    seconds, out = timed([SHUFFLE, "perft", variant, str(depth), "--fen", fen])
    return seconds, nodes_of(out)


def fsf_run(fsf, ini, uci_variant, fen, depth):
    script = (f"setoption name VariantPath value {ini}\n"
              f"setoption name UCI_Variant value {uci_variant}\n"
              f"position fen {fen}\ngo perft {depth}\nquit\n")
    seconds, out = timed([fsf], stdin=script)
    return seconds, nodes_of(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fsf", default=shutil.which("fairy-stockfish") or FAIRY_STOCKFISH)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    have_fsf = os.path.exists(args.fsf)
    ini = tempfile.NamedTemporaryFile("w", suffix=".ini", delete=False)
    ini.write(CHESS13440_INI)
    ini.close()
    print(f"{'position':28} {'depth':>5} {'nodes':>12} {'Shuffle Mnps':>12} {'FSF-2020 Mnps':>13}"
          f" {'x FSF-2020':>10} {'x FSF-now':>9}")
    for label, variant, uci_variant, fen, depth, factor in POSITIONS:
        best = min(shuffle_run(variant, fen, depth) for _ in range(args.repeat))
        mnps = best[1] / best[0] / 1e6
        row = f"{label:28} {depth:>5} {best[1]:>12} {mnps:>12.1f}"
        if have_fsf and uci_variant:
            fsf = min(fsf_run(args.fsf, ini.name, uci_variant, fen, depth) for _ in range(args.repeat))
            fsf_mnps = fsf[1] / fsf[0] / 1e6
            note = "" if fsf[1] == best[1] else f"  (FSF counts {fsf[1]})"
            row += f" {fsf_mnps:>13.1f} {mnps / fsf_mnps:>10.2f} {mnps / (fsf_mnps * factor):>9.2f}{note}"
        print(row, flush=True)
    os.unlink(ini.name)


if __name__ == "__main__":
    main()
