package dev.jumbo.bench.generation;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The steady-state cost of building and defining one class at run time, which the generation
 * targets bound (at most 2× hand-written ASM, at least 10× faster than Janino).
 * Every peer is a method of this one class, so that every ratio comes from one JMH run.
 * Each invocation builds a new class under a new name: nothing is cached between invocations.
 * Sample mode, so that the report can give the median as well as the mean.
 *
 * <p>{@code jumbo()} needs lang's {@code Code.defineClass(Lookup)}; run.sh leaves out the methods
 * whose tool {@link GeneratorProbe} finds not working.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class GenerationCost {
    @Param({"nodeMarshaller", "fiftyFields", "heldOutMarshaller"})
    public String shape;

    private ClassShape classShape;
    private final ClassNames names = new ClassNames();
    private AsmGenerator asmGenerator;
    private JaninoGenerator janinoGenerator;
    private JavacGenerator javacGenerator;
    private JumboGenerator jumboGenerator;

    @Setup
    public void setUp() {
        classShape = ClassShape.fromParameter(shape);
        asmGenerator = new AsmGenerator();
        janinoGenerator = new JaninoGenerator();
        javacGenerator = new JavacGenerator();
        jumboGenerator = new JumboGenerator();
    }

    @Benchmark
    public Object asm() throws Exception {
        return asmGenerator.generate(classShape, names.next(classShape, "asm"));
    }

    @Benchmark
    public Object janino() throws Exception {
        return janinoGenerator.generate(classShape, names.next(classShape, "janino"));
    }

    @Benchmark
    public Object javac() throws Exception {
        return javacGenerator.generate(classShape, names.next(classShape, "javac"));
    }

    @Benchmark
    public Object jumbo() throws Exception {
        return jumboGenerator.generate(classShape, names.next(classShape, "jumbo"));
    }
}
