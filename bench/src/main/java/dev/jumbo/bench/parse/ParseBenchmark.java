package dev.jumbo.bench.parse;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ParserConfiguration.LanguageLevel;
import com.github.javaparser.ast.CompilationUnit;
import dev.jumbo.grammar.JumboParsing;
import dev.jumbo.grammar.JumboParser;
import java.util.Arrays;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Parse throughput over the {@code .java} files of {@code java.base}: the Jumbo ANTLR grammar
 * (through {@link JumboParsing}, as the compiler uses it) next to JavaParser at its newest
 * language level. One operation parses the next file, round robin; the {@code lines} counter
 * is the result to read, in lines per second.
 *
 * <p>Run: {@code java -jar bench/target/benchmarks.jar ParseBenchmark -f 1 -wi 2 -i 3}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 10)
@Measurement(iterations = 5, time = 10)
@Fork(value = 1, jvmArgsAppend = {"-Xss8m", "-Xmx4g"})
public class ParseBenchmark {

    /** The corpus, read once per trial. */
    @State(Scope.Benchmark)
    public static class Corpus {
        JavaBaseSources sources;
        JavaParser javaParser;
        LanguageLevel javaParserLevel;

        @Setup(Level.Trial)
        public void load() {
            sources = JavaBaseSources.load();
            javaParserLevel = newestLanguageLevel();
            javaParser = new JavaParser(new ParserConfiguration().setLanguageLevel(javaParserLevel));
            System.out.printf("%n%d files, %d lines from %s; JavaParser language level %s%n",
                sources.size(), sources.totalLines, sources.archive, javaParserLevel);
        }
    }

    /** Which file comes next, and the lines parsed so far (reported by JMH per second). */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Progress {
        int next;
        public long lines;

        int advance(Corpus corpus) {
            int index = next;
            next = (next + 1) % corpus.sources.size();
            lines += corpus.sources.lineCounts.get(index);
            return index;
        }
    }

    @Benchmark
    public JumboParser.CompilationUnitContext jumboAntlr(Corpus corpus, Progress progress) {
        int index = progress.advance(corpus);
        dev.jumbo.grammar.ParseResult<JumboParser.CompilationUnitContext> result =
            JumboParsing.parseCompilationUnit(corpus.sources.texts.get(index), corpus.sources.names.get(index));
        if (result.hasErrors()) {
            throw new IllegalStateException(result.errors().get(0).toString());
        }
        return result.tree();
    }

    @Benchmark
    public CompilationUnit javaParser(Corpus corpus, Progress progress) {
        int index = progress.advance(corpus);
        ParseResult<CompilationUnit> result = corpus.javaParser.parse(corpus.sources.texts.get(index));
        return result.getResult().orElse(null);
    }

    /** The highest final (non-preview) {@code JAVA_n} level this JavaParser knows. */
    static LanguageLevel newestLanguageLevel() {
        return Arrays.stream(LanguageLevel.values())
            .filter(level -> level.name().matches("JAVA_\\d+"))
            .max(Comparator.comparingInt(level -> Integer.parseInt(level.name().substring("JAVA_".length()))))
            .orElseThrow();
    }
}
