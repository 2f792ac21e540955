# Shared by jjavac and jjava (sourced, not run): finds the jars of the built reactor
# next to this script and sets JUMBO_ROOT, JUMBO_JAVA, JUMBO_COMPILER_CLASSPATH and
# JUMBO_RUNTIME_CLASSPATH. Exits with a message when the project has not been built.

JUMBO_ROOT=$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)
if [ -n "$JAVA_HOME" ]; then JUMBO_JAVA="$JAVA_HOME/bin/java"; else JUMBO_JAVA=java; fi

jumbo_jar() { # module directory, artifact id: the module's built jar, or nothing
  for candidate in "$JUMBO_ROOT/$1/target/$2"-*.jar; do
    case "$candidate" in *-sources.jar|*-javadoc.jar|*-tests.jar) continue ;; esac
    [ -f "$candidate" ] && { printf '%s' "$candidate"; return; }
  done
}

jumbo_compiler_jar=$(jumbo_jar compiler jumbo-compiler)
jumbo_lib="$JUMBO_ROOT/compiler/target/lib"
if [ -z "$jumbo_compiler_jar" ] || [ ! -d "$jumbo_lib" ]; then
  echo "$(basename "$0"): the Jumbo project has not been built yet; run this in $JUMBO_ROOT:" >&2
  echo "  mvn -B -DskipTests install" >&2
  exit 1
fi

JUMBO_COMPILER_CLASSPATH="$jumbo_compiler_jar"
for jar in "$jumbo_lib"/*.jar; do JUMBO_COMPILER_CLASSPATH="$JUMBO_COMPILER_CLASSPATH:$jar"; done

# The run time: jumbo-lang and its dependency ASM (copied next to the compiler), then the
# stdlib and marshal-gen jars when those modules have been built.
JUMBO_RUNTIME_CLASSPATH=
for jar in "$jumbo_lib"/jumbo-lang-*.jar "$jumbo_lib"/asm-[0-9]*.jar \
           "$(jumbo_jar stdlib jumbo-stdlib)" "$(jumbo_jar marshal-gen jumbo-marshal)"; do
  [ -f "$jar" ] && JUMBO_RUNTIME_CLASSPATH="${JUMBO_RUNTIME_CLASSPATH:+$JUMBO_RUNTIME_CLASSPATH:}$jar"
done
