#!/usr/bin/env bash
# A fake UCI engine for the match runner's tests. $1 picks the behaviour:
#   e4       plays e2e4 (then a2a3, b2b3, ...) whatever the position
#   fools    as White walks into the fool's mate: f2f3, g2g4
#   mater    as Black mates the fool: e7e5, d8h4
#   illegal  answers every go with a1a1
#   crash    exits when asked for a move
#   slow     takes 3 seconds before answering
#   limits   plays as e4, reporting the go line's depth as its depth and
#            its node limit as its nodes
#   silent   never finishes the handshake
mode=$1
n=0
while read -r line; do
    case "$line" in
        uci) echo "id name fake-$mode"; [ "$mode" = silent ] || echo uciok ;;
        isready) echo readyok ;;
        go*)
            n=$((n + 1))
            case "$mode" in
                limits)
                    words=($line); depth=0; nodes=0
                    for i in "${!words[@]}"; do
                        case "${words[$i]}" in
                            depth) depth=${words[$((i + 1))]} ;;
                            nodes) nodes=${words[$((i + 1))]} ;;
                        esac
                    done
                    echo "info depth $depth score cp 0 nodes $nodes" ;&
                e4) moves=(e2e4 a2a3 b2b3 c2c3 h2h3 g2g3); echo "bestmove ${moves[$((n - 1))]:-a3a4}" ;;
                fools) moves=(f2f3 g2g4 a2a3 b2b3); echo "info depth 1 score cp -500 nodes 20"; echo "info string depth 7 score cp 1"; echo "bestmove ${moves[$((n - 1))]}" ;;
                mater) moves=(e7e5 d8h4 a7a6); echo "info depth 1 score cp 500 nodes 30"; echo "info depth 2 currmove e7e5"; echo "bestmove ${moves[$((n - 1))]}" ;;
                illegal) echo "bestmove a1a1" ;;
                crash) exit 3 ;;
                slow) sleep 3; echo "bestmove e2e4" ;;
            esac
            ;;
        quit) exit 0 ;;
    esac
done
