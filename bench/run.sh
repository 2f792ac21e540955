#!/usr/bin/env bash
# Runs the JMH benchmarks and regenerates bench/RESULTS.md and bench/results.svg.
#
# Usage: bench/run.sh [--quick | --full] [--reading | --writing | --generation | --short-streams | --first-minute]
#                     [--build | --no-build]
#   --quick     (default) fewer sizes, iterations and forks: about 45 minutes on 2 cores
#               (writing about 36, reading about 8)
#   --full      every size of the paper's tables, longer iterations, more forks, 20 fresh JVMs per
#               first-class figure: hours on 2 cores
#   --reading   only the reading benchmarks; only the reading section of RESULTS.md
#               is rewritten, the rest is kept
#   --writing   only generation cost and marshalling; RESULTS.md keeps its reading section
#   --generation  only generation cost: steady state, the first class and the first N classes in a
#               fresh JVM (about 15 minutes); only the generation section of RESULTS.md is rewritten
#   --short-streams  only one message per fresh stream (ShortStreamBenchmark, JVM alone and mixed,
#               and its System.nanoTime cross-check): about 30 minutes; only the short-streams
#               section of RESULTS.md is rewritten
#   --first-minute  only the first minute of a fresh JVM (FirstMinuteRun: one JVM per measurement,
#               the JDK, Jumbo with defaults, with build-time marshallers and with a CDS archive,
#               Kryo and Fory; 5 JVMs each in quick mode, 31 in full, where a phase's median
#               otherwise moves by a fifth from run to run): about 1 and 4 minutes; only the
#               first-minute section is rewritten
#   --build     rebuild bench/target/benchmarks.jar (and the modules it needs) first
#   --no-build  use the jar as it is
# Without --build/--no-build the jar is rebuilt when it is missing or older than any source.
# JAVA_HOME chooses the JDK (default: the java on the PATH).
# Raw results (JMH JSON and logs, bytes.tsv, env.txt, reading-env.txt) go to bench/target/jmh/.
set -euo pipefail
script="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
cd "$(dirname "$script")/.."

mode=quick
build=auto
parts=all
for argument in "$@"; do
  case "$argument" in
    --quick) mode=quick ;;
    --full) mode=full ;;
    --reading) parts=reading ;;
    --writing) parts=writing ;;
    --short-streams) parts=short-streams ;;
    --first-minute) parts=first-minute ;;
    --generation) parts=generation ;;
    --build) build=yes ;;
    --no-build) build=no ;;
    -h|--help) sed -n '2,25p' "$script" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "run.sh: unknown option '$argument' (try --help)" >&2; exit 2 ;;
  esac
done

java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
jar=bench/target/benchmarks.jar
out=bench/target/jmh

stale() {
  [ ! -f "$jar" ] || [ -n "$(find pom.xml ./*/pom.xml ./*/src -newer "$jar" -type f -print -quit 2>/dev/null)" ]
}
if [ "$build" = yes ] || { [ "$build" = auto ] && stale; }; then
  echo "== building $jar"
  mvn -B -q -pl bench -am package -DskipTests
fi

if [ "$mode" = quick ]; then
  # Jumbo reaches steady state after 5-8 s of JIT compilation (lang/README.md, "Generation speed").
  generation_options=(-f 1 -wi 5 -w 2s -i 3 -r 1s)
  first_class_options=(-f 5 -p shape=nodeMarshaller)
  first_classes_options=(-f 3)
  cold_start_options=(-f 5)
  # A warm peer needs seconds before its JIT-compiled steady state (the heterogeneous graph's
  # Jumbo stream ran 2-7 ms/op in its first second, 0.9 ms/op after five): warm up for 6 s.
  # Eight short measured iterations rather than three long ones: the 99.9 % interval is Student's t
  # over the iterations, 31.6 with 3 of them, 5.4 with 8, so the ratios become readable.
  marshal_options=(-f 1 -wi 3 -w 2s -i 8 -r 500ms -p count=1000,20000 -p lists=10,200 -p copies=1 -p customers=100)
  polluted_options=(-f 1 -wi 3 -w 2s -i 8 -r 500ms)
  # Reading: the largest size of each workload only, and many short measured iterations rather
  # than three long ones, so that the 99.9 % intervals (Student's t over the iterations) are narrow
  # enough to read the ratios: about 8 s per benchmark, about 9 minutes in all.
  reading_benchmarks='(Dummy|DummyList|Heterogeneous|MediaContent|Collections|BusinessObjects)'
  reading_options=(-f 1 -wi 4 -w 1s -i 8 -r 300ms -p count=20000 -p lists=200 -p copies=1 -p customers=100)
  # Short streams: about 1 µs per invocation, so one-second iterations hold a million of them. Six
  # seconds of warm-up: a JVM's first generation waits for a million instances (2-4 s of messages),
  # and with three the measured iterations were still getting faster, by up to half.
  short_options=(-f 1 -wi 6 -w 1s -i 6 -r 1s)
  cross_check_rounds=40
else
  generation_options=(-f 2 -wi 6 -w 2s -i 5 -r 2s)
  first_class_options=(-f 20)
  first_classes_options=(-f 10)
  cold_start_options=(-f 20)
  marshal_options=(-f 1 -wi 3 -w 2s -i 5 -r 2s)
  polluted_options=(-f 1 -wi 3 -w 2s -i 5 -r 2s)
  reading_benchmarks='(Dummy|DummyList|MixedDummy|Heterogeneous|MediaContent|Collections|BusinessObjects)'
  reading_options=(-f 3 -wi 5 -w 1s -i 10 -r 500ms)
  short_options=(-f 2 -wi 5 -w 1s -i 10 -r 1s)
  cross_check_rounds=100
fi
# Forked JVMs run with the JVM's defaults (G1, default heap), as users run them: no -jvmArgsAppend.
jvm_options=()
commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- . ':(exclude)bench/RESULTS.md' ':(exclude)bench/results.svg' 2>/dev/null || echo ' (with uncommitted changes in the checkout)')"
command="bench/run.sh --$mode$([ "$parts" = all ] || echo " --$parts")"
machine="$(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo), load average at start $(cut -d' ' -f1-3 /proc/loadavg)"

if [ "$parts" = short-streams ]; then
  mkdir -p "$out"
  rm -f "$out"/short-streams*
  {
    echo "command=$command"
    echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "commit=$commit"
    echo "JDK=$("$java" -version 2>&1 | head -1)"
    echo "machine=$machine"
    echo "JMH=${short_options[*]} (forked JVMs: the JVM's defaults, G1 and default heap)"
  } > "$out/short-streams-env.txt"
  failures=0
  echo "== JMH: short streams, the JVM alone"
  "$java" -jar "$jar" 'dev\.jumbo\.bench\.marshal\.shortstream\.ShortStreamBenchmark\.' -p jvm=alone "${short_options[@]}" \
    -rf json -rff "$out/short-streams-alone.json" > "$out/short-streams-alone.log" 2>&1 || failures=$((failures + 1))
  echo "== JMH: short streams, a mixed JVM (the JDK's streams and Jumbo's)"
  "$java" -jar "$jar" 'dev\.jumbo\.bench\.marshal\.shortstream\.ShortStreamBenchmark\.' -p jvm=mixed -p peer=jdk,reflective,jumbo \
    "${short_options[@]}" -rf json -rff "$out/short-streams-mixed.json" > "$out/short-streams-mixed.log" 2>&1 || failures=$((failures + 1))
  echo "== cross-check: System.nanoTime, every peer interleaved in one JVM"
  "$java" -cp "$jar" dev.jumbo.bench.marshal.shortstream.ShortStreamCrossCheck "$cross_check_rounds" > "$out/short-streams-crosscheck.txt"
  cat "$out/short-streams-crosscheck.txt"
  echo "== report (short-streams section)"
  "$java" -cp "$jar" dev.jumbo.bench.report.Report --results "$out" --output bench --short-streams-only
  if grep -q '<failure>' "$out"/short-streams-*.log || [ "$failures" -gt 0 ]; then
    echo "run.sh: a short-stream benchmark failed: see $out/short-streams-*.log" >&2
    exit 1
  fi
  exit 0
fi

if [ "$parts" = first-minute ]; then
  mkdir -p "$out"
  rm -f "$out"/first-minute*
  jvms=5
  [ "$mode" = full ] && jvms=31
  {
    echo "command=$command"
    echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "commit=$commit"
    echo "JDK=$("$java" -version 2>&1 | head -1)"
    echo "machine=$machine"
    echo "JVMs=$jvms per peer (the JVM's defaults, G1 and default heap)"
  } > "$out/first-minute-env.txt"
  echo "== the first minute: $jvms fresh JVMs per peer, peers interleaved"
  "$java" -cp "$jar" dev.jumbo.bench.marshal.firstminute.FirstMinuteRun --jvms "$jvms" --tsv "$out/first-minute.tsv"
  echo "== report (first-minute section)"
  "$java" -cp "$jar" dev.jumbo.bench.report.Report --results "$out" --output bench --first-minute-only
  exit 0
fi

if [ "$parts" = reading ]; then
  # Keep the writing results of an earlier run: the report rewrites the reading section only.
  mkdir -p "$out"
  rm -f "$out"/reading*
elif [ "$parts" = generation ]; then
  # Keep the other parts' results (the first minute's, the short streams'), so that their
  # reports can be made again: the report rewrites the generation section only.
  mkdir -p "$out"
  rm -f "$out"/generation* "$out"/first-class* "$out"/env.txt "$out"/tools.log
else
  rm -rf "$out"
  mkdir -p "$out"
fi

failures=0
run_jmh() {
  local name=$1
  shift
  echo "== JMH: $name"
  "$java" -jar "$jar" "$@" -rf json -rff "$out/$name.json" > "$out/$name.log" 2>&1 || true
  # The summary lines; of the percentiles, only the median.
  # JMH may abbreviate the package (d.j.b.marshal...), so match on the mode column instead.
  awk '/^Benchmark +\(/ || / (avgt|sample|ss|thrpt) / { if ($1 !~ /:p[0-9]/ || $1 ~ /:p0\.50$/) print }' "$out/$name.log" || true
  local failed
  failed=$(grep -c '<failure>' "$out/$name.log" || true)
  if [ "$failed" -gt 0 ]; then
    echo "!! $failed benchmark(s) failed: see $out/$name.log" >&2
    failures=$((failures + failed))
  fi
}

if [ "$parts" = all ] || [ "$parts" = reading ]; then
  echo "== reading peers"
  read_peers=$("$java" -cp "$jar" dev.jumbo.bench.unmarshal.ReadPeerProbe 2> "$out/reading-probe.log")
  echo "available: $read_peers"
  sed 's/^/  /' "$out/reading-probe.log"
  warm_read_peers=$(echo "$read_peers" | tr ',' '\n' | grep -v -- '-fresh$' | paste -sd, -)
  {
    echo "command=$command"
    echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "commit=$commit"
    echo "JDK=$("$java" -version 2>&1 | head -1)"
    echo "machine=$machine"
    echo "JMH, reading=${reading_options[*]} (forked JVMs: the JVM's defaults, G1 and default heap)"
    echo "reading peers=$read_peers"
  } > "$out/reading-env.txt"
  run_jmh reading "dev\.jumbo\.bench\.unmarshal\.Read${reading_benchmarks}Benchmark\." -p peer="$read_peers" "${reading_options[@]}"
  # The hand-specialized reader, the limit, reads the Dummy streams and the lists only.
  run_jmh reading-hand 'dev\.jumbo\.bench\.unmarshal\.Read(Dummy|DummyList)Benchmark\.' -p peer=hand "${reading_options[@]}"
  run_jmh reading-polluted 'dev\.jumbo\.bench\.unmarshal\.ReadPollutedBenchmark\.' -p peer="$warm_read_peers" "${reading_options[@]}"
  run_jmh reading-polluted-hand 'dev\.jumbo\.bench\.unmarshal\.ReadPollutedBenchmark\.' -p peer=hand -p cell=dummy,lists "${reading_options[@]}"
  echo "== cross-check of the polluted reading: System.nanoTime, every peer interleaved in one JVM"
  "$java" -cp "$jar" dev.jumbo.bench.unmarshal.PollutedReadingCrossCheck > "$out/reading-polluted-crosscheck.txt" || failures=$((failures + 1))
  cat "$out/reading-polluted-crosscheck.txt"
  if [ "$parts" = reading ]; then
    echo "== report (reading section)"
    "$java" -cp "$jar" dev.jumbo.bench.report.Report --results "$out" --output bench --reading-only
    if [ "$failures" -gt 0 ]; then
      echo "run.sh: $failures benchmark(s) failed; their cells are missing from the report" >&2
      exit 1
    fi
    exit 0
  fi
fi

{
  echo "command=$command"
  echo "date=$(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "commit=$commit"
  echo "JDK=$("$java" -version 2>&1 | head -1)"
  echo "machine=$machine"
  echo "JMH, generation cost=${generation_options[*]}"
  echo "JMH, first class=${first_class_options[*]}"
  echo "JMH, first N classes=${first_classes_options[*]}"
  echo "JMH, marshalling=${marshal_options[*]}"
  echo "JMH, first stream in a fresh JVM=${cold_start_options[*]}"
  if [ ${#jvm_options[@]} -eq 0 ]; then
    echo "JMH, forked JVMs=the JVM's defaults (G1, default heap)"
  else
    echo "JMH, forked JVMs=${jvm_options[*]}"
  fi
} > "$out/env.txt"

if [ "$parts" != generation ]; then
  echo "== peers"
  peers=$("$java" -cp "$jar" dev.jumbo.bench.marshal.PeerProbe 2> "$out/probe.log")
  echo "available: $peers"
  sed 's/^/  /' "$out/probe.log"
  echo "peers=$peers" >> "$out/env.txt"
fi

echo "== generation tools"
tools=$("$java" -cp "$jar" dev.jumbo.bench.generation.GeneratorProbe 2> "$out/tools.log")
echo "available: $tools"
sed 's/^/  /' "$out/tools.log"
echo "generation tools=$tools" >> "$out/env.txt"

if [ "$parts" != generation ]; then
  echo "== bytes written (ByteCensus)"
  "$java" -cp "$jar" dev.jumbo.bench.marshal.ByteCensus "$out/bytes.tsv" "$peers"
fi

run_jmh generation "dev\.jumbo\.bench\.generation\.GenerationCost\.(${tools//,/|})\$" "${generation_options[@]}" "${jvm_options[@]}"
run_jmh first-class "dev\.jumbo\.bench\.generation\.FirstClassCost\.(${tools//,/|})\$" "${first_class_options[@]}" "${jvm_options[@]}"
run_jmh first-classes "dev\.jumbo\.bench\.generation\.FirstClassesCost\.(${tools//,/|})\$" "${first_classes_options[@]}" "${jvm_options[@]}"
if [ "$parts" = generation ]; then
  echo "== report (generation section)"
  "$java" -cp "$jar" dev.jumbo.bench.report.Report --results "$out" --output bench --generation-only
  [ "$failures" -gt 0 ] && { echo "run.sh: $failures benchmark(s) failed" >&2; exit 1; }
  exit 0
fi
# The hand-specialized writer writes the Dummy workload only: Table 1 runs with it, the rest without.
general_peers=$(echo "$peers" | tr ',' '\n' | grep -vx hand | paste -sd, -)
run_jmh marshal-dummy 'dev\.jumbo\.bench\.marshal\.DummyBenchmark\.' -p peer="$peers" "${marshal_options[@]}" "${jvm_options[@]}"
marshal_benchmarks='dev\.jumbo\.bench\.marshal\.(DummyList|MixedDummy|Heterogeneous|MediaContent|Collections|BusinessObjects)Benchmark\.'
if [[ ",$peers," == *",jumbo,"* ]]; then
  marshal_benchmarks='dev\.jumbo\.bench\.marshal\.(DummyList|MixedDummy|Heterogeneous|MediaContent|Collections|BusinessObjects|Threshold)Benchmark\.'
fi
run_jmh marshal "$marshal_benchmarks" -p peer="$general_peers" "${marshal_options[@]}" "${jvm_options[@]}"
warm_peers=$(echo "$general_peers" | tr ',' '\n' | grep -v -- '-fresh$' | grep -v -- '-t[0-9]' | paste -sd, -)
if [[ ",$peers," == *",jumbo,"* ]]; then
  run_jmh cold-start 'dev\.jumbo\.bench\.marshal\.ColdStartBenchmark\.' "${cold_start_options[@]}" "${jvm_options[@]}"
fi
run_jmh marshal-polluted 'dev\.jumbo\.bench\.marshal\.PollutedBenchmark\.' -p peer="$warm_peers" "${polluted_options[@]}" "${jvm_options[@]}"

echo "== report"
"$java" -cp "$jar" dev.jumbo.bench.report.Report --results "$out" --output bench
if [ "$failures" -gt 0 ]; then
  echo "run.sh: $failures benchmark(s) failed; their cells are missing from the report" >&2
  exit 1
fi
