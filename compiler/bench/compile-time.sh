#!/bin/sh
# Measures the compile time of a 10,000-line .jjava tree (100 files x 100 lines) with
# bin/jjavac, next to javac on the Java that jjavac translated it to (same release, same
# class path), each in a fresh JVM. Run from the repository root after
# `mvn -B -DskipTests install`:   compiler/bench/compile-time.sh [FILES] [RUNS]
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
files=${1:-100}
runs=${2:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
java "$root/compiler/bench/GenerateTree.java" "$work/src" "$files"
lines=$(cat "$work"/src/bench/*.jjava | wc -l)
lang=$(ls "$root"/compiler/target/lib/jumbo-lang-*.jar)

now() { date +%s%N; }
best_jjavac=; best_javac=
run=1
while [ "$run" -le "$runs" ]; do
  rm -rf "$work/out" "$work/gen" "$work/javac-out"
  start=$(now)
  "$root/bin/jjavac" -d "$work/out" -s "$work/gen" "$work/src"
  jjavac_ms=$(( ($(now) - start) / 1000000 ))
  start=$(now)
  javac --release 17 -encoding UTF-8 -cp "$lang" -d "$work/javac-out" $(find "$work/gen" -name '*.java')
  javac_ms=$(( ($(now) - start) / 1000000 ))
  echo "run $run: jjavac ${jjavac_ms} ms, javac on the translated Java ${javac_ms} ms"
  [ -z "$best_jjavac" ] || [ "$jjavac_ms" -lt "$best_jjavac" ] && best_jjavac=$jjavac_ms
  [ -z "$best_javac" ] || [ "$javac_ms" -lt "$best_javac" ] && best_javac=$javac_ms
  run=$((run + 1))
done
echo "$lines lines of .jjava in $files files: jjavac best ${best_jjavac} ms; javac on the translated Java best ${best_javac} ms"
