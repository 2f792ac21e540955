package dev.jumbo.lang.define;

import dev.jumbo.lang.Code;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * {@code -Djumbo.dump=DIR}: writes each generated class file and the fragment's {@code show()} text.
 * {@code show()} runs only when dumping: it costs more than a tenth of a definition.
 */
final class Dump {
    private Dump() {
    }

    static void write(Map<String, byte[]> classes, Code code) {
        String directory = System.getProperty("jumbo.dump");
        if (directory == null || directory.isEmpty()) {
            return;
        }
        try {
            boolean first = true;
            for (Map.Entry<String, byte[]> entry : classes.entrySet()) {
                Path file = Path.of(directory, entry.getKey() + ".class");
                Files.createDirectories(file.getParent());
                Files.write(file, entry.getValue());
                if (first) {
                    Files.writeString(Path.of(directory, entry.getKey() + ".java"), code.show(), StandardCharsets.UTF_8);
                    first = false;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the jumbo.dump of " + classes.keySet(), e);
        }
    }
}
