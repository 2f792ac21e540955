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
 * Generation as an application meets it: the first N classes a fresh JVM generates, N = 1, 10,
 * 100 and 1,000, while the tool's own code still runs interpreted or in C1. One invocation per
 * forked JVM generates, defines and instantiates N new classes of one shape; the tool is created
 * inside the measured call, so loading and initializing its classes counts, as a program pays it.
 * Run it with several forks ({@code -f}); the report gives the mean, minimum and maximum, and
 * each tool's time ÷ ASM's. The steady state ({@link GenerationCost}) is what no application
 * reaches in its first thousand classes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1, batchSize = 1)
@Fork(5)
public class FirstClassesCost {
    @Param({"1", "10", "100", "1000"})
    public int count;

    @Param({"nodeMarshaller", "fiftyFields", "heldOutMarshaller"})
    public String shape;

    @Benchmark
    public Object asm() throws Exception {
        return generate(new AsmGenerator(), "First_asm_");
    }

    @Benchmark
    public Object janino() throws Exception {
        return generate(new JaninoGenerator(), "First_janino_");
    }

    @Benchmark
    public Object javac() throws Exception {
        return generate(new JavacGenerator(), "First_javac_");
    }

    @Benchmark
    public Object jumbo() throws Exception {
        return generate(new JumboGenerator(), "First_jumbo_");
    }

    private Object generate(ClassGenerator generator, String prefix) throws Exception {
        ClassShape classShape = ClassShape.fromParameter(shape);
        Object last = null;
        for (int index = 0; index < count; index++) {
            last = generator.generate(classShape, prefix + index);
        }
        return last;
    }
}
