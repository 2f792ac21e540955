#!/usr/bin/env bash
# Compares Jumbo's generation cost between two builds of bench/target/benchmarks.jar, for a
# change that must not slow generation (no shape may become more than 10 % slower).
# The two jars run in turn, ROUNDS times each (ABAB...), so that a drift of the machine's load
# falls on both; each run is GenerationCost.jumbo in JMH sample mode with FORKS forks.
#
# Usage: bench/compare-generation.sh BEFORE.jar AFTER.jar [ROUNDS] [FORKS]
#   (defaults: 2 rounds, 3 forks; shapes: the ones both jars know, nodeMarshaller and fiftyFields)
# Prints the median and mean µs per class of each run, then the after ÷ before ratios of the
# medians of all runs pooled. Make the before jar from a worktree of the older commit:
#   git worktree add /tmp/before OLD && (cd /tmp/before && mvn -B -q -pl bench -am package -DskipTests)
set -euo pipefail
before=$1
after=$2
rounds=${3:-2}
forks=${4:-3}
out=$(mktemp -d)
for round in $(seq 1 "$rounds"); do
  for side in before after; do
    jar=$before
    [ "$side" = after ] && jar=$after
    java -jar "$jar" 'GenerationCost.jumbo$' -p shape=nodeMarshaller,fiftyFields -f "$forks" -wi 5 -w 2s -i 5 -r 1s \
      -rf json -rff "$out/$side-$round.json" > "$out/$side-$round.log" 2>&1
    echo "== $side, round $round"
    grep -E 'jumbo(:p0.50)? ' "$out/$side-$round.log" | grep -E 'p0.50|sample ' | sed 's/^/  /'
  done
done
python3 - "$out" "$rounds" <<'PYTHON'
import json, sys, statistics
directory, rounds = sys.argv[1], int(sys.argv[2])
medians = {}
for side in ("before", "after"):
    for round_ in range(1, rounds + 1):
        for result in json.load(open(f"{directory}/{side}-{round_}.json")):
            shape = result["params"]["shape"]
            median = result["primaryMetric"]["scorePercentiles"]["50.0"]
            medians.setdefault((shape, side), []).append(median)
print("shape            before median µs   after median µs   after ÷ before")
for shape in sorted({shape for shape, _ in medians}):
    before = statistics.median(medians[(shape, "before")])
    after = statistics.median(medians[(shape, "after")])
    print(f"{shape:16} {before:17.1f} {after:17.1f} {after / before:15.2f}x")
PYTHON
