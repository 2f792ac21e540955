package dev.jumbo.marshal.reading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The JVM-wide filters, in child JVMs (they are set once per JVM): {@code jdk.serialFilter} and
 * the JEP 415 filter factory {@code jdk.serialFilterFactory} ({@link LoggingFilterFactory}, whose
 * calls are logged and compared), with and without a stream filter set by the case. Every named
 * graph is read by the JDK and each candidate ({@link JvmWideFilterProbe}); all must agree.
 */
class JvmWideFilterTest {
    private static String run(String property, String mode) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add(property);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(JvmWideFilterProbe.class.getName());
        command.add(mode);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the probe did not end");
        String text = new String(output, StandardCharsets.UTF_8);
        System.out.print(text.lines().filter(line -> line.startsWith("[jvm-wide filter]")).map(line -> line + "\n").findFirst().orElse(""));
        assertEquals(0, process.exitValue(), "readers disagree under " + property + " (" + mode + "):\n" + text);
        return text;
    }

    @Test
    void theJvmWideFilterRejectsAsTheJdkDoes() throws Exception {
        String output = run("-Djdk.serialFilter=maxdepth=3;maxrefs=40;!dev.jumbo.marshal.conformance.WriteObjectGraphs*", "plain");
        assertTrue(output.contains("SAME_EXCEPTION"), "the JVM-wide filter rejected nothing:\n" + output);
    }

    @Test
    void aStreamFilterReplacesTheJvmWideOne() throws Exception {
        run("-Djdk.serialFilter=maxdepth=3", "recorded");
    }

    @Test
    void theFilterFactoryIsCalledAsTheJdkCallsIt() throws Exception {
        run("-Djdk.serialFilterFactory=" + LoggingFilterFactory.class.getName(), "plain");
        run("-Djdk.serialFilterFactory=" + LoggingFilterFactory.class.getName(), "recorded");
    }
}
