package dev.jumbo.marshal.prebuilt;

import dev.jumbo.lang.HiddenClassFile;
import dev.jumbo.marshal.generate.ProgGen;
import dev.jumbo.marshal.generate.ReadProgGen;
import dev.jumbo.marshal.model.SerialClass;
import dev.jumbo.marshal.read.StreamDescriptor;
import java.io.IOException;
import java.io.Serializable;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Build-time generation: runs {@link ProgGen} and {@link ReadProgGen} for given classes and stores
 * the class files of their marshallers and unmarshallers, with what is needed to use them without
 * the generators, as resources under {@value PrebuiltIndex#DIRECTORY} ({@link PrebuiltIndex} says
 * the format). {@link PrebuiltCode} finds them at run time beside their classes: in the directory
 * or jar that a class is loaded from, so they belong in the classes' own output directory. The
 * Maven goal {@code jumbo:marshallers} is a thin layer over {@link #storeFor}, which refuses a
 * named class of another class path entry.
 *
 * <p>A class gets stored code when its generated code can be its hidden nestmate (a class path
 * class whose loader sees this library), the generator accepts it (its {@code refusal} is null)
 * and every constant the code embeds can be made again from the class at run time. The others are
 * reported and left to run-time generation. Each stored class is defined once here, as the run
 * time will define it, so that code that does not load is never stored.
 */
public final class PrebuiltGenerator {
    /** The resource directory of stored code. */
    public static final String DIRECTORY = PrebuiltIndex.DIRECTORY;

    private PrebuiltGenerator() {
    }

    /** One class's generated code: each side's class file and constant recipes, or why that side has none. */
    public record Generated(Class<?> type, String fingerprint, byte[] writer, List<String> writerRecipes,
                            String writerRefusal, byte[] reader, List<String> readerRecipes, String readerRefusal) {
    }

    /** What {@link #writeTo} stored and left out. */
    public record Report(List<Generated> classes, int writers, int readers, List<String> notes) {
    }

    /** Generates the marshaller and the unmarshaller of {@code type}, each where it can. */
    public static Generated generate(Class<?> type) {
        String fingerprint = ClassFingerprint.of(type);
        byte[] writer = null;
        List<String> writerRecipes = null;
        String writerRefusal;
        byte[] reader = null;
        List<String> readerRecipes = null;
        String readerRefusal;
        MethodHandles.Lookup writeHost = PrebuiltDefiner.nestHost(type, PrebuiltDefiner.WRITE_RUN_TIME);
        if (writeHost == null) {
            writerRefusal = "its code cannot be a nestmate of the class (not open to us, or its loader does not see this library)";
        } else {
            SerialClass desc = SerialClass.of(type);
            writerRefusal = ProgGen.refusal(desc);
            if (writerRefusal == null) {
                try {
                    HiddenClassFile file = ProgGen.marshallerCode(type).toHiddenClassFile(writeHost);
                    StringBuilder why = new StringBuilder();
                    writerRecipes = ConstantRecipes.recipesOf(desc, file.constants(), why);
                    if (writerRecipes == null) {
                        writerRefusal = why.toString();
                    } else {
                        check(type, file.bytes(), desc, writerRecipes, file.constants(), PrebuiltDefiner.WRITE_RUN_TIME);
                        writer = file.bytes();
                    }
                } catch (Exception | LinkageError e) {
                    writerRefusal = "generation failed: " + e;
                    writerRecipes = null;
                }
            }
        }
        MethodHandles.Lookup readHost = PrebuiltDefiner.nestHost(type, PrebuiltDefiner.READ_RUN_TIME);
        if (readHost == null) {
            readerRefusal = "its code cannot be a nestmate of the class (not open to us, or its loader does not see this library)";
        } else {
            try {
                StreamDescriptor desc = PrebuiltDefiner.ownDescriptor(type);
                readerRefusal = ReadProgGen.refusal(desc);
                if (readerRefusal == null) {
                    HiddenClassFile file = ReadProgGen.unmarshallerCode(desc).toHiddenClassFile(readHost);
                    StringBuilder why = new StringBuilder();
                    readerRecipes = ConstantRecipes.recipesOf(desc, file.constants(), why);
                    if (readerRecipes == null) {
                        readerRefusal = why.toString();
                    } else {
                        check(type, file.bytes(), desc, readerRecipes, file.constants(), PrebuiltDefiner.READ_RUN_TIME);
                        reader = file.bytes();
                    }
                }
            } catch (Exception | LinkageError e) {
                readerRefusal = "generation failed: " + e;
                readerRecipes = null;
            }
        }
        return new Generated(type, fingerprint, writer, writer == null ? null : writerRecipes, writerRefusal,
                reader, reader == null ? null : readerRecipes, readerRefusal);
    }

    /**
     * The run time's route, taken here: the recipes give the constants the generator embedded
     * (the same objects, or for adapted handles and fresh caches the same kind), and the class
     * file defines and instantiates as a nestmate.
     */
    private static void check(Class<?> type, byte[] bytes, Object root, List<String> recipes, List<Object> constants,
                              List<String> runTime) throws ReflectiveOperationException, IOException {
        Object[] remade = ConstantRecipes.resolve(root, recipes);
        for (int i = 0; i < remade.length; i++) {
            Object original = constants.get(i);
            // The same object, an equal Field, a new FieldCache, or an adapted handle of the same type.
            boolean same = remade[i] == original || remade[i].equals(original)
                    || recipes.get(i).equals("fieldcache") && remade[i].getClass() == original.getClass()
                    || recipes.get(i).contains("@") && original instanceof java.lang.invoke.MethodHandle handle
                    && ((java.lang.invoke.MethodHandle) remade[i]).type().equals(handle.type());
            if (!same) {
                throw new IOException("constant " + i + " of " + type.getName() + " made again by " + recipes.get(i)
                        + " is " + remade[i] + ", not " + original);
            }
        }
        PrebuiltDefiner.instantiate(type, bytes, remade, runTime);
    }

    /**
     * Generates for {@code types} and writes the class files and the index into
     * {@code outputDirectory} (a classes directory: the resources go under {@link #DIRECTORY}),
     * replacing what an earlier run stored there.
     */
    public static Report writeTo(Path outputDirectory, Collection<Class<?>> types) throws IOException {
        Path directory = outputDirectory.resolve(DIRECTORY);
        if (Files.isDirectory(directory)) {
            try (Stream<Path> old = Files.list(directory)) {
                for (Path file : old.toList()) {
                    Files.delete(file);
                }
            }
        }
        List<Class<?>> sorted = new ArrayList<>(types);
        sorted.sort(Comparator.comparing(Class::getName));
        StringBuilder index = new StringBuilder();
        index.append(PrebuiltIndex.HEADER).append('\n');
        index.append("generator ").append(GeneratorIdentity.get()).append('\n');
        List<Generated> all = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        int writers = 0;
        int readers = 0;
        Files.createDirectories(directory);
        for (Class<?> type : sorted) {
            Generated generated = generate(type);
            all.add(generated);
            if (generated.writer() != null || generated.reader() != null) {
                Files.writeString(directory.resolve(type.getName() + PrebuiltIndex.FINGERPRINT_SUFFIX),
                        ClassFingerprint.text(type), StandardCharsets.UTF_8);
            }
            if (generated.writer() != null) {
                Files.write(directory.resolve(type.getName() + ".write.class"), generated.writer());
                index.append(line("write", generated, generated.writerRecipes()));
                writers++;
            } else {
                notes.add(type.getName() + ": no stored marshaller: " + generated.writerRefusal());
            }
            if (generated.reader() != null) {
                Files.write(directory.resolve(type.getName() + ".read.class"), generated.reader());
                index.append(line("read", generated, generated.readerRecipes()));
                readers++;
            } else {
                notes.add(type.getName() + ": no stored unmarshaller: " + generated.readerRefusal());
            }
        }
        Files.writeString(directory.resolve("index"), index.toString(), StandardCharsets.UTF_8);
        return new Report(List.copyOf(all), writers, readers, List.copyOf(notes));
    }

    /**
     * The entry point for build tools, in JDK types alone (a tool calls it through the class loader
     * that holds the project's classes and this library): finds the classes as
     * {@link #serializableClasses} does, in this class's loader, stores their code into
     * {@code classesDirectory} with {@link #writeTo}, and returns the report as lines, a summary
     * first.
     */
    public static List<String> storeFor(Path classesDirectory, List<String> packages, List<String> classNames)
            throws IOException, ClassNotFoundException {
        List<Class<?>> types = serializableClasses(classesDirectory, packages, classNames,
                PrebuiltGenerator.class.getClassLoader());
        for (Class<?> type : types) {
            if (!isLoadedFrom(type, classesDirectory)) {
                throw new IllegalArgumentException(type.getName() + " is not loaded from " + classesDirectory
                        + " (its code source: " + type.getProtectionDomain().getCodeSource() + ")"
                        + ": stored code is found beside its class, so only the classes of this directory can have it");
            }
        }
        Report report = writeTo(classesDirectory, types);
        List<String> lines = new ArrayList<>();
        lines.add("Stored " + report.writers() + " marshallers and " + report.readers() + " unmarshallers of "
                + types.size() + " classes in " + classesDirectory.resolve(DIRECTORY));
        lines.addAll(report.notes());
        return lines;
    }

    /** Whether {@code type} was loaded from the class path entry {@code directory}, where the run time looks for its stored code. */
    static boolean isLoadedFrom(Class<?> type, Path directory) {
        Path local = PrebuiltCode.localPath(type.getProtectionDomain().getCodeSource());
        try {
            return local != null && Files.isSameFile(local, directory);
        } catch (IOException e) {
            return false;
        }
    }

    private static String line(String kind, Generated generated, List<String> recipes) {
        StringBuilder line = new StringBuilder(kind).append(' ').append(generated.type().getName()).append(' ')
                .append(generated.fingerprint());
        for (String recipe : recipes) {
            line.append(' ').append(recipe);
        }
        return line.append('\n').toString();
    }

    /**
     * The classes to generate for, found in a classes directory: every class file in one of
     * {@code packages} (sub-packages included; an empty list means every package) or named in
     * {@code classNames}, loaded by {@code loader}, that is a concrete serializable class.
     */
    public static List<Class<?>> serializableClasses(Path classesDirectory, List<String> packages, List<String> classNames,
                                                      ClassLoader loader) throws IOException, ClassNotFoundException {
        List<Class<?>> found = new ArrayList<>();
        for (String name : classNames) {
            found.add(Class.forName(name, false, loader));
        }
        if (packages.isEmpty() && !classNames.isEmpty()) {
            return found;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classesDirectory)) {
            files = walk.filter(path -> path.toString().endsWith(".class")).sorted().toList();
        }
        for (Path file : files) {
            String relative = classesDirectory.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
            if (relative.startsWith("META-INF/") || relative.endsWith("module-info.class") || relative.endsWith("package-info.class")) {
                continue;
            }
            String name = relative.substring(0, relative.length() - ".class".length()).replace('/', '.');
            String packageName = name.lastIndexOf('.') < 0 ? "" : name.substring(0, name.lastIndexOf('.'));
            boolean wanted = packages.isEmpty() || packages.stream().anyMatch(
                    p -> packageName.equals(p) || packageName.startsWith(p + "."));
            if (!wanted || classNames.contains(name)) {
                continue;
            }
            Class<?> type = Class.forName(name, false, loader);
            if (Serializable.class.isAssignableFrom(type) && !type.isInterface() && !Modifier.isAbstract(type.getModifiers())
                    && !type.isEnum() && !type.isAnonymousClass() && !type.isSynthetic() && !type.isHidden()) {
                found.add(type);
            }
        }
        return found;
    }
}
