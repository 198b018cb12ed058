#!/usr/bin/env bash
# A fake XBoard engine for the match runner's tests. $1 picks the behaviour:
#   resign  resigns when asked to move
#   e4      plays e2e4 (then a2a3, ...) when asked to move
mode=$1
n=0
while read -r line; do
    case "$line" in
        "protover 2") echo "feature myname=\"fake-$mode\" done=1" ;;
        go)
            n=$((n + 1))
            case "$mode" in
                resign) echo "resign" ;;
                e4) moves=(e2e4 a2a3 b2b3); echo "1 25 0 10 e2e4"; echo "move ${moves[$((n - 1))]:-h2h3}" ;;
            esac
            ;;
        quit) exit 0 ;;
    esac
done
