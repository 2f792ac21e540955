package dev.jumbo.bench.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FirstMinuteSectionTest {
    @TempDir
    Path results;

    @Test
    void rendersEachPhaseAsARatioToTheJdkAndJudgesTheTargets() throws IOException {
        Path file = results.resolve(FirstMinuteSection.FILE);
        Files.writeString(file, String.join("\n",
                "jdk\tdummies-write\t100.000\t90.000\t120.000",
                "jdk\tdummies-read\t100.000\t90.000\t120.000",
                "jdk\tmessages-write\t80.000\t70.000\t90.000",
                "jdk\tmessages-read\t80.000\t70.000\t90.000",
                "jumbo\tdummies-write\t200.000\t190.000\t220.000",
                "jumbo\tdummies-read\t50.000\t45.000\t60.000",
                "jumbo\tmessages-write\t100.000\t90.000\t110.000",
                "jumbo\tmessages-read\t40.000\t35.000\t45.000", ""));

        FirstMinuteSection section = FirstMinuteSection.read(file, Map.of("command", "bench/run.sh --first-minute"));
        String text = section.render();

        assertTrue(section.measured());
        assertTrue(text.startsWith(FirstMinuteSection.HEADING), text);
        assertTrue(text.contains("| dummies-write | 100.0 (90.0–120.0) 1.00× | 200.0 (190.0–220.0) 0.50× |"), text);
        assertTrue(text.contains("| ≥ 0.8× the JDK with the defaults, no JVM flag | JDK ÷ Jumbo, dummies-write | 0.50× | **missed** |"), text);
        assertTrue(text.contains("| ≥ 0.8× the JDK with the defaults, no JVM flag | JDK ÷ Jumbo, messages-write | 0.80× | met |"), text);
        assertTrue(text.contains("| ≥ 1.0× the JDK with build-time marshallers | JDK ÷ Jumbo + build-time marshallers, dummies-read | not measured | – |"), text);
    }

    @Test
    void withoutResultsNothingIsMeasured() throws IOException {
        FirstMinuteSection section = FirstMinuteSection.read(results.resolve(FirstMinuteSection.FILE), Map.of());

        assertFalse(section.measured());
    }
}
