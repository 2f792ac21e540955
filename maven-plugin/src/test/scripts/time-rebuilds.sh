#!/usr/bin/env bash
# Times jumbo:compile on a generated project of N .jjava files (default 100), after timing
# `mvn validate` alone (Maven's own start-up, the floor of any run):
#   1. a first build (everything compiled),
#   2. an unchanged rebuild (the figure in maven-plugin/README.md),
#   3. a rebuild after editing the last file (which nothing depends on).
# Each file has a quote and refers to the previous file, so the project is a chain.
#
# Needs the plugin and the Jumbo modules in ~/.m2 first: `mvn -B -DskipTests install` at the root.
# Usage: maven-plugin/src/test/scripts/time-rebuilds.sh [N]
set -euo pipefail

module=$(cd "$(dirname "$0")/../../.." && pwd)
files=${1:-100}
version=$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' "$module/pom.xml" | head -1)
project="$module/target/rebuild-timing"

rm -rf "$project"
mkdir -p "$project/src/main/jjava/timing"
cat > "$project/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>dev.jumbo</groupId>
    <artifactId>jumbo-parent</artifactId>
    <version>$version</version>
    <relativePath/>
  </parent>
  <groupId>dev.jumbo.timing</groupId>
  <artifactId>rebuild-timing</artifactId>
  <version>1.0</version>
  <dependencies>
    <dependency><groupId>dev.jumbo</groupId><artifactId>jumbo-lang</artifactId><version>$version</version></dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin><groupId>dev.jumbo</groupId><artifactId>jumbo-maven-plugin</artifactId><version>$version</version></plugin>
    </plugins>
  </build>
</project>
POM

for ((index = 0; index < files; index++)); do
  name=$(printf 'Unit%03d' "$index")
  if ((index == 0)); then previous="0"; else previous="$(printf 'Unit%03d' $((index - 1))).value()"; fi
  cat > "$project/src/main/jjava/timing/$name.jjava" <<JJAVA
package timing;

import dev.jumbo.lang.Code;

public final class $name {

  private $name() {}

  public static int value() {
    return $previous + $index;
  }

  public static Code printValue() {
    return \$< System.out.println(\`Int(value())); >\$;
  }
}
JJAVA
done

timed() {
  local label=$1 goal=${2:-jumbo:compile}
  local start end
  start=$(date +%s%N)
  mvn -B -o -f "$project/pom.xml" "$goal" > "$project/$label.log" 2>&1 || { cat "$project/$label.log"; exit 1; }
  end=$(date +%s%N)
  printf '%-22s %6d ms\n' "$label" $(((end - start) / 1000000))
}

echo "project: $files .jjava files, $(java -version 2>&1 | head -1)"
timed maven-alone validate   # the floor: Maven starting and reading the POM, no goal run
timed first-build
timed unchanged-rebuild
grep -q 'Nothing to compile - all sources are up to date' "$project/unchanged-rebuild.log" \
  || { echo "the unchanged rebuild compiled something:"; cat "$project/unchanged-rebuild.log"; exit 1; }
echo "  of which the goal's own up-to-date check: $(sed -n 's/.*checked in \([0-9]*\) ms.*/\1/p' "$project/unchanged-rebuild.log") ms"
last=$(printf 'Unit%03d' $((files - 1)))
sed -i "s/return \(.*\) + $((files - 1));/return \1 + $((files - 1)) + 1;/" "$project/src/main/jjava/timing/$last.jjava"
timed one-file-edited
