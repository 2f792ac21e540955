#!/bin/sh
# bench/cds-recipe.sh [JAVA_HOME ...]: runs the README's class-data-sharing recipes end to end on
# each JDK given (default: $JAVA_HOME, else the java on the PATH) and fails on a crash, a wrong
# result, or a warning the README does not list. Per JDK feature version:
#   17+  an AppCDS archive from a class list (-XX:DumpLoadedClassList, -Xshare:dump)
#   19+  a dynamic archive kept up to date by the JVM (-XX:+AutoCreateSharedArchive)
#   25+  the ahead-of-time cache (-XX:AOTCacheOutput, then -XX:AOTCache)
#   17   a dynamic archive written at a run's exit (-XX:ArchiveClassesAtExit)
#   25   the AOT cache with its classes linked ahead of time (AOTClassLinking, the default)
# Each recipe runs two programs of bench/cds/src: FirstDummy (marshal-gen's first stream, a
# marshaller generated) and LambdaGenerator (a user's own generator whose class holds a lambda).
#
# Needs a built checkout (mvn -B -DskipTests package or install): the jars under
# compiler/target/lib, stdlib/target and marshal-gen/target of JUMBO_ROOT (default: this
# repository). Example: bench/cds-recipe.sh /usr/lib/jvm/java-17-openjdk-amd64 /usr/lib/jvm/jdk-25
# Exit status 0 when every recipe passed, 1 otherwise. About 1 minute per JDK.
set -u

here=$(cd "$(dirname "$0")" && pwd)
jumbo=${JUMBO_ROOT:-$(cd "$here/.." && pwd)}
work=$(mktemp -d "${TMPDIR:-/tmp}/cds-recipe.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# The run time as bin/jjava puts it on the class path, after the programs' jar.
runtime=
for jar in "$jumbo"/compiler/target/lib/jumbo-lang-*.jar "$jumbo"/compiler/target/lib/asm-[0-9]*.jar \
           "$jumbo"/stdlib/target/jumbo-stdlib-*[0-9T].jar "$jumbo"/marshal-gen/target/jumbo-marshal-*[0-9T].jar; do
  [ -f "$jar" ] || { echo "cds-recipe: no $jar; build $jumbo first (mvn -B -DskipTests package)" >&2; exit 1; }
  runtime="$runtime:$jar"
done

# The programs, compiled once for Java 17 into a jar: -Xshare:dump refuses a class path with a
# non-empty directory on it, so an archived application is always run from jars.
"$jumbo/bin/jjavac" -d "$work/classes" "$here/cds/src" || { echo "cds-recipe: jjavac failed" >&2; exit 1; }
(cd "$work/classes" && "${JAVA_HOME:+$JAVA_HOME/bin/}jar" cf "$work/programs.jar" .) || exit 1
cp="$work/programs.jar$runtime"

expected() { # program: the one line it prints
  case "$1" in
    cds.FirstDummy) echo "FirstDummy: 600128 bytes, the JDK's bytes: true" ;;
    cds.LambdaGenerator) echo "LambdaGenerator: add3(4) = 7" ;;
  esac
}

# The warnings the README lists as expected while an archive is written on JDK 19+: classes left
# out of it because they were linked with the old verifier (ASM's class files are version 49), which load from the jars as without an
# archive, and the JDK's own JFR event classes, which no archive holds.
excluded='^\[[0-9.]+s\]\[warning\]\[(cds|aot)\] (Skipping ((org/objectweb/asm|dev/jumbo/lang/emit)/[A-Za-z0-9$]+: (Old class has been linked|Unlinked class not supported by AOT(Configuration|ClassLinking)|super class org/objectweb/asm/[A-Za-z]+ is excluded)|jdk/internal/event/[A-Za-z]+: (JFR event class|Not in loaded state))|Pre JDK 6 class not supported by CDS: 49\.0 (org/objectweb/asm/[A-Za-z0-9$]+|jdk/internal/reflect/Generated[A-Za-z0-9]+))$'

# check LABEL ALLOW_EXCLUDED PROGRAM JAVA OPTIONS...: runs the program; fails on a non-zero exit, a
# crash report, a missing result line, or a warning or error line (other than those listed above
# when ALLOW_EXCLUDED is yes).
check() {
  label=$1 allow=$2 program=$3; shift 3
  out="$work/out.txt"
  (cd "$work" && "$@" -cp "$cp" "$program") >"$out" 2>&1
  status=$?
  problems=$(grep -E '\]\[(warning|error) *\]|^#|Exception|Error' "$out")
  [ "$allow" = yes ] && problems=$(printf '%s\n' "$problems" | grep -v -E "$excluded")
  problems=$(printf '%s\n' "$problems" | grep -v -E '^$')
  if [ $status -ne 0 ] || [ -n "$problems" ] || ! grep -q -x -F "$(expected "$program")" "$out" \
     || ls "$work"/hs_err_pid*.log >/dev/null 2>&1; then
    fail "$label: $program exited $status"; printf '%s\n' "$problems" | sed 's/^/    /' | head -15
    rm -f "$work"/hs_err_pid*.log
    return 1
  fi
  echo "ok: $label: $program"
}

for home in "${@:-${JAVA_HOME:-}}"; do
  java=${home:+$home/bin/}java
  feature=$("$java" -version 2>&1 | sed -n -E '1s/.*version "(1\.)?([0-9]+).*/\2/p')
  echo "== $java (JDK $feature)"
  for program in cds.FirstDummy cds.LambdaGenerator; do
    name=${program#cds.}
    rm -f "$work"/*.jsa "$work"/*.aot "$work"/*.classlist "$work"/*.conf

    # AppCDS from a class list (JDK 17 and 18): record, drop the lambda proxies of classes the dump
    # cannot load (generated ones) and the JDK's generated method-handle species, dump, then run
    # on the archive.
    if [ "$feature" -lt 19 ]; then
    check "JDK $feature AppCDS: class list" no "$program" "$java" -XX:DumpLoadedClassList="$work/$name.classlist"
    awk '/^@lambda-proxy / { if ($2 in listed) print; next }
         /^java\/lang\/invoke\/BoundMethodHandle\$Species_/ { next }
         !/^[#@]/ { listed[$1] = 1 } { print }' "$work/$name.classlist" >"$work/$name.kept.classlist"
    dump="$work/dump.txt"
    (cd "$work" && "$java" -Xshare:dump -XX:SharedClassListFile="$name.kept.classlist" \
        -XX:SharedArchiveFile="$name.jsa" -cp "$cp") >"$dump" 2>&1
    if [ $? -ne 0 ] || grep -q -E '\[(warning|error) *\]' "$dump"; then
      fail "JDK $feature AppCDS: -Xshare:dump for $program"; grep -E '\[(warning|error)' "$dump" | head -15
    else
      for run in 1 2 3; do
        check "JDK $feature AppCDS run $run" no "$program" "$java" -XX:SharedArchiveFile="$name.jsa" -Xshare:on || break
      done
    fi
    fi

    if [ "$feature" -ge 19 ]; then # the JVM writes the archive at the first exit, then maps it
      for run in 1 2 3; do
        allow=no; [ $run = 1 ] && allow=yes
        check "JDK $feature AutoCreateSharedArchive run $run" $allow "$program" "$java" \
          -XX:+AutoCreateSharedArchive -XX:SharedArchiveFile="$name.auto.jsa" || break
      done
      grep -q 'Skipping' "$work/out.txt" && fail "JDK $feature AutoCreateSharedArchive: rewritten on a later run"
    fi

    if [ "$feature" -ge 25 ]; then # a training run that writes the cache at its exit, then runs on it
      check "JDK $feature AOT cache: training" yes "$program" "$java" \
        -XX:AOTCacheOutput="$name.aot" -XX:-AOTClassLinking &&
      for run in 1 2 3; do
        check "JDK $feature AOT cache run $run" no "$program" "$java" -XX:AOTCache="$name.aot" -XX:AOTMode=on || break
      done
    fi

    # JDK 17 and 18: a dynamic archive written at the exit of a run (-XX:ArchiveClassesAtExit).
    if [ "$feature" -lt 19 ]; then
      check "JDK $feature dynamic archive: recording run" yes "$program" "$java" -XX:ArchiveClassesAtExit="$name.dynamic.jsa" &&
      for run in 1 2 3; do
        check "JDK $feature dynamic archive run $run" no "$program" "$java" -XX:SharedArchiveFile="$name.dynamic.jsa" || break
      done
    fi
    # JDK 25: the AOT cache with its classes linked ahead of time (AOTClassLinking, the default),
    # the README's recipe; the one above keeps them unlinked.
    if [ "$feature" -ge 25 ]; then
      check "JDK $feature AOT cache, classes linked: training" yes "$program" "$java" -XX:AOTCacheOutput="$name.linked.aot" &&
      for run in 1 2 3; do
        check "JDK $feature AOT cache, classes linked, run $run" no "$program" "$java" -XX:AOTCache="$name.linked.aot" -XX:AOTMode=on || break
      done
    fi
  done
done

[ $failures -eq 0 ] && echo "cds-recipe: every recipe passed" || echo "cds-recipe: $failures failed"
[ $failures -eq 0 ]
