package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What a probe's {@code main} printed in a child JVM of this test run's JDK and class path, for
 * settings that hold once per JVM (system properties such as {@code dev.jumbo.marshal.allowUnsafe}).
 * A non-zero exit fails the test, with the probe's stderr.
 */
public record ChildJvm(String stdout, String stderr) {
    public static ChildJvm run(List<String> options, String mainClass) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(options);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        Process process = new ProcessBuilder(command).start();
        byte[] stdout = process.getInputStream().readAllBytes();
        byte[] stderr = process.getErrorStream().readAllBytes();
        assertEquals(0, process.waitFor(), new String(stderr, StandardCharsets.UTF_8));
        return new ChildJvm(new String(stdout, StandardCharsets.UTF_8), new String(stderr, StandardCharsets.UTF_8));
    }
}
