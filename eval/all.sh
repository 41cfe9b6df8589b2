#!/usr/bin/env bash
# Scores every label set against the corpus that eval/build-corpus.sh builds:
#   bash eval/all.sh TAG [CORPUS]     → CORPUS/ev-TAG/<set>.txt, and a line of means per set
# The seventh and ninth sets (blind7, blind9) are sealed: only their mean rows are kept, never their per-repository rows.
set -euo pipefail
TAG=${1:?usage: bash eval/all.sh TAG [CORPUS]}
cd "$(dirname "$0")/.."
CORPUS=${2:-$(pwd)/../corpus}
npm run -s build
OUT=$CORPUS/ev-$TAG
mkdir -p "$OUT"
score() {
  local set=$1 labels=$2
  [ -d "$CORPUS/$set/src" ] || { echo "no $CORPUS/$set/src: run eval/build-corpus.sh" >&2; return 0; }
  if [ "$set" = blind7 ] || [ "$set" = blind9 ]; then
    node dist/eval/run.js --repos "$CORPUS/$set/src" --labels "$labels" 2>/dev/null | awk '/^mean/' > "$OUT/$set.txt"
  else
    node dist/eval/run.js --repos "$CORPUS/$set/src" --labels "$labels" > "$OUT/$set.txt" 2>"$OUT/$set.err"
  fi
}
score calib eval/labels &
score holdout eval/labels-holdout
wait
for n in "" 2 3 4 5 6 7 8 9 10 11; do score blind$n eval/labels-blind$n & [ -z "$n" ] || [ $((n % 2)) = 0 ] && wait; done
wait
for f in "$OUT"/*.txt; do printf '%-8s ' "$(basename "$f" .txt)"; awk '/^mean/{print; exit}' "$f"; done
