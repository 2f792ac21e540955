package dev.jumbo.compiler.translate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * Which classes exist at build time, by binary name: those of the sources being compiled,
 * of the compile classpath (directories and jars) and of the JDK. Shared by all files of a
 * compilation; jar listings are read once.
 */
public final class ClassIndex {
    private final List<Path> classpath;
    private final Set<String> sourceTypes;
    private final Map<Path, Set<String>> jarEntries = new HashMap<>();
    private final Map<String, Boolean> answers = new HashMap<>();

    /**
     * @param classpath   the compile classpath
     * @param sourceTypes the binary names of the top-level types of the sources compiled together
     */
    public ClassIndex(List<Path> classpath, Set<String> sourceTypes) {
        this.classpath = List.copyOf(classpath);
        this.sourceTypes = Set.copyOf(sourceTypes);
    }

    /** Whether a class of that binary name exists. */
    boolean exists(String binaryName) {
        return answers.computeIfAbsent(binaryName, this::lookUp);
    }

    /** Whether a class of that binary name is on the compile classpath itself. */
    public boolean existsOnClasspath(String binaryName) {
        String resource = binaryName.replace('.', '/') + ".class";
        for (Path entry : classpath) {
            if (Files.isDirectory(entry) ? Files.isRegularFile(entry.resolve(resource))
                    : Files.isRegularFile(entry) && entriesOf(entry).contains(resource)) {
                return true;
            }
        }
        return false;
    }

    private boolean lookUp(String binaryName) {
        return sourceTypes.contains(binaryName)
                || ClassLoader.getPlatformClassLoader().getResource(binaryName.replace('.', '/') + ".class") != null
                || existsOnClasspath(binaryName);
    }

    private Set<String> entriesOf(Path jar) {
        return jarEntries.computeIfAbsent(jar, path -> {
            Set<String> names = new HashSet<>();
            try (JarFile file = new JarFile(path.toFile())) {
                file.stream().map(JarEntry::getName).filter(name -> name.endsWith(".class")).forEach(names::add);
            } catch (IOException exception) {
                // An unreadable jar is javac's to report; here it just holds nothing.
                return Set.of();
            }
            return names;
        });
    }
}
