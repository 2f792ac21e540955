package dev.jumbo.compiler.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version printed by {@code jjavac --version}: the Maven project version, filtered in at build time. */
public final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"jjavac " + projectVersion() + " (Java " + Runtime.version() + ")"};
    }

    /** The project version from {@code version.properties}, or {@code unknown} outside a build. */
    public static String projectVersion() {
        try (InputStream stream = VersionProvider.class.getResourceAsStream("/dev/jumbo/compiler/version.properties")) {
            if (stream == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(stream);
            return properties.getProperty("version", "unknown");
        } catch (IOException exception) {
            throw new UncheckedIOException(exception);
        }
    }
}
