"""A UCI engine process for the dev scripts, spoken to line by line."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The release build of this checkout, the engine the scripts default to.
SHUFFLE = os.path.join(ROOT, "target", "release", "shuffle")
# Debian's `fairy-stockfish` package, the reference the scripts compare with.
FAIRY_STOCKFISH = "/usr/games/fairy-stockfish"


class UciEngine:
    """Starts `command`, sends it `options` and the variant, and waits ready."""

    def __init__(self, command, options, variant):
        self.name = os.path.basename(command.split()[0])
        self.proc = subprocess.Popen(
            command.split(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.send("uci")
        self.read_until("uciok")
        for name, value in options + [("UCI_Variant", variant)]:
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.read_until("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def new_game(self):
        """`ucinewgame`, waiting until the engine is ready: a fresh hash
        table, so that a result does not depend on what came before."""
        self.send("ucinewgame")
        self.send("isready")
        self.read_until("readyok")

    def read_until(self, token):
        """The lines, as lists of words, up to one that starts with `token`."""
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                sys.exit(f"{self.name} quit while we waited for {token}")
            lines.append(line.split())
            if lines[-1] and lines[-1][0] == token:
                return lines

    def quit(self):
        self.send("quit")
        self.proc.wait()
