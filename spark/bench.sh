#!/usr/bin/env bash
# The Spark benchmarks of jumbo-spark. Benchmarks, not tests: run them on a quiet machine.
#
#   spark/bench.sh jobs  [SparkJobBenchmark options]   real jobs on local[2]: a shuffle of 1,000,000 sales and
#                                                       a MEMORY_ONLY_SER cache, under java, kryo, kryo-registered, jumbo
#   spark/bench.sh micro [JMH options]                  the serializer micro-benchmark (JMH, SerializerBenchmark)
#   spark/bench.sh crosscheck [warm-up s] [rounds] [serializers]  its cross-check: System.nanoTime, every serializer
#                                                       interleaved in one JVM (SerializerCrossCheck)
#
# Smoke runs: spark/bench.sh jobs --records 20000 --runs 1 --warmups 0
#             spark/bench.sh micro -wi 1 -i 1 -w 1s -r 1s
# MVN_FLAGS (e.g. -o) is passed to the build; JAVA_HOME selects the JDK; SPARK_BENCH_HEAP the heap (default 8g).
set -euo pipefail
cd "$(dirname "$0")/.."

what=${1:-}
[ $# -gt 0 ] && shift
case "$what" in
  jobs|micro|crosscheck) ;;
  *) echo "usage: spark/bench.sh jobs|micro|crosscheck [options]" >&2; exit 2 ;;
esac

# Builds the reactor up to jumbo-spark's test classes (no install), and writes its test class path.
mvn -B -q ${MVN_FLAGS:-} -pl stdlib,marshal-gen,spark -am -DskipTests test-compile >&2
classpath="spark/target/test-classes:spark/target/classes:$(cat spark/target/test-classpath.txt)"
read -r -a jvm_options < spark/target/test-classes/spark-jvm-options.txt
export SPARK_LOCAL_IP=${SPARK_LOCAL_IP:-127.0.0.1}   # Spark binds to the loopback address only
java_bin=${JAVA_HOME:+$JAVA_HOME/bin/}java

case "$what" in
  jobs)  exec "$java_bin" "${jvm_options[@]}" -Xmx"${SPARK_BENCH_HEAP:-8g}" -Dspark.ui.enabled=false \
           -cp "$classpath" dev.jumbo.spark.bench.SparkJobBenchmark "$@" ;;
  micro) exec "$java_bin" "${jvm_options[@]}" -Xmx2g -cp "$classpath" org.openjdk.jmh.Main SerializerBenchmark "$@" ;;
  crosscheck) exec "$java_bin" "${jvm_options[@]}" -Xmx2g -cp "$classpath" dev.jumbo.spark.bench.SerializerCrossCheck "$@" ;;
esac
