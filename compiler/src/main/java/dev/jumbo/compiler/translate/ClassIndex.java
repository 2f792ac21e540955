package dev.jumbo.compiler.translate;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * Which classes exist at build time, by binary name: those of the sources being compiled,
 * of the compile classpath (directories and jars) and of the JDK; and, for compiled ones,
 * their direct supertypes (read with ASM), for inherited member types. Shared by all files of a
 * compilation; jar listings are read once.
 */
public final class ClassIndex {
    private final List<Path> classpath;
    private final Set<String> sourceTypes;
    private final Map<Path, Set<String>> jarEntries = new HashMap<>();
    private final Map<String, Boolean> answers = new HashMap<>();
    private final Map<String, List<String>> supertypes = new HashMap<>();

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

    /**
     * The binary names of a compiled class's direct supertypes (superclass, then interfaces),
     * read from its class file on the classpath or in the JDK; empty for a class of the
     * sources compiled (not compiled yet) or one not found.
     */
    List<String> supertypes(String binaryName) {
        return supertypes.computeIfAbsent(binaryName, this::readSupertypes);
    }

    /**
     * Whether a member class can be inherited into a subclass in {@code packageName}: any of the
     * sources compiled; a compiled one when public (protected member classes are public in
     * class files) or in that package.
     */
    boolean inheritable(String binaryName, String packageName) {
        if (sourceTypes.contains(binaryName)) {
            return true;
        }
        int dot = binaryName.lastIndexOf('.');
        if ((dot < 0 ? "" : binaryName.substring(0, dot)).equals(packageName)) {
            return true;
        }
        byte[] bytes = classFile(binaryName.replace('.', '/') + ".class");
        return bytes != null && (new ClassReader(bytes).getAccess() & Opcodes.ACC_PUBLIC) != 0;
    }

    private List<String> readSupertypes(String binaryName) {
        byte[] bytes = classFile(binaryName.replace('.', '/') + ".class");
        if (bytes == null) {
            return List.of();
        }
        ClassReader reader = new ClassReader(bytes);
        List<String> names = new ArrayList<>();
        if (reader.getSuperName() != null) {
            names.add(reader.getSuperName().replace('/', '.'));
        }
        for (String implemented : reader.getInterfaces()) {
            names.add(implemented.replace('/', '.'));
        }
        return names;
    }

    private byte[] classFile(String resource) {
        try {
            for (Path entry : classpath) {
                if (Files.isDirectory(entry) && Files.isRegularFile(entry.resolve(resource))) {
                    return Files.readAllBytes(entry.resolve(resource));
                }
                if (Files.isRegularFile(entry) && entriesOf(entry).contains(resource)) {
                    try (JarFile jar = new JarFile(entry.toFile())) {
                        return jar.getInputStream(jar.getEntry(resource)).readAllBytes();
                    }
                }
            }
            try (InputStream platform = ClassLoader.getPlatformClassLoader().getResourceAsStream(resource)) {
                return platform == null ? null : platform.readAllBytes();
            }
        } catch (IOException exception) {
            // An unreadable class file only means the build cannot tell; generation time will.
            return null;
        }
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
