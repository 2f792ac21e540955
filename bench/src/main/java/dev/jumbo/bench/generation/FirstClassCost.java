package dev.jumbo.bench.generation;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of the first class a fresh JVM generates: one invocation per forked JVM, nothing
 * warmed up before it. The tool itself is created inside the measured call, so loading and
 * initializing the tool's own classes (ASM, Janino, javac) is counted, as a program pays it.
 * Run it with many forks ({@code -f}); the report gives the mean, minimum and maximum.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1, batchSize = 1)
@Fork(10)
public class FirstClassCost {
    @Param({"nodeMarshaller"})
    public String shape;

    @Benchmark
    public Object asm() throws Exception {
        return new AsmGenerator().generate(ClassShape.fromParameter(shape), "First_asm");
    }

    @Benchmark
    public Object janino() throws Exception {
        return new JaninoGenerator().generate(ClassShape.fromParameter(shape), "First_janino");
    }

    @Benchmark
    public Object javac() throws Exception {
        return new JavacGenerator().generate(ClassShape.fromParameter(shape), "First_javac");
    }

    @Benchmark
    public Object jumbo() throws Exception {
        return new JumboGenerator().generate(ClassShape.fromParameter(shape), "First_jumbo");
    }
}
