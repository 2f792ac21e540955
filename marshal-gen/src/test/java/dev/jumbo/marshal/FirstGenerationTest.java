package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A JVM's first background generation waits for {@link Options#FIRST_GENERATION_MARK} instances
 * through the reflective path: a fresh JVM's first streams generate nothing and load nothing of
 * lang, however far past the threshold a class goes; past the mark, generation comes.
 */
class FirstGenerationTest {
    @Test
    void aFreshJvmGeneratesNothingBeforeTheMarkAndGeneratesAfterIt() throws Exception {
        ChildJvm child = ChildJvm.run(List.of("-Xlog:class+load=info:stdout"), FirstGenerationProbe.class.getName());

        String stdout = child.stdout();
        int beforeMark = stdout.indexOf("[first generation] after 120000 instances: marshaller no, unmarshallers 0");
        assertTrue(beforeMark >= 0, () -> lines(stdout, "[first generation]"));
        assertFalse(stdout.substring(0, beforeMark).contains("[class,load] dev.jumbo.lang."),
                "lang loaded before the mark");
        assertTrue(stdout.contains("[first generation] past the mark: marshaller yes, unmarshallers 1"),
                () -> lines(stdout, "[first generation]"));
    }

    private static String lines(String text, String prefix) {
        return text.lines().filter(line -> line.startsWith(prefix)).toList().toString();
    }
}
