package dev.jumbo.marshal.prebuilt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stored code against a class compiled by javac in two versions, each test in class loaders that
 * hold this library and one version ({@link FallbackProbe} runs there): the version the code was
 * generated for uses it from the first instance; a changed class (its fingerprint differs) falls
 * back to the run-time tiers and still writes the JDK's bytes and reads what the JDK reads; a
 * stream of another version is read by run-time code.
 */
class PrebuiltFallbackTest {
    private static final String VERSION_1 = """
            package evolve;
            public class Item implements java.io.Serializable {
                private static final long serialVersionUID = 7L;
                public int count;
                public String name;
                public Item(int count, String name) { this.count = count; this.name = name; }
            }
            """;
    /** The same name and serialVersionUID, one field more: the stored code would write the wrong fields. */
    private static final String VERSION_2 = VERSION_1.replace("public int count;", "public int count; public long weight = 99;");

    @TempDir
    Path temp;

    @Test
    void theClassItWasGeneratedForUsesStoredCodeFromTheFirstInstance() throws Exception {
        Path first = compileAndStore("one", VERSION_1);

        List<String> facts = observe(first);

        assertEquals(List.of("stored fingerprint matches true",
                "defaults: the JDK's bytes true", "defaults: marshaller after one instance true",
                "defaults: read as the JDK reads true, unmarshallers 1",
                "threshold 0: the JDK's bytes true", "threshold 0: marshaller after one instance true",
                "threshold 0: read as the JDK reads true, unmarshallers 1"), facts);
    }

    @Test
    void aChangedClassFallsBackToRunTimeGenerationAndWritesTheJdksBytes() throws Exception {
        Path first = compileAndStore("one", VERSION_1);
        Path second = compile("two", VERSION_2);
        copyStoredCode(first, second);

        List<String> facts = observe(second);

        // At the default threshold the changed class starts on the reflective tier; at threshold 0
        // its code is generated at run time. Both write and read as the JDK does.
        assertEquals(List.of("stored fingerprint matches false",
                "defaults: the JDK's bytes true", "defaults: marshaller after one instance false",
                "defaults: read as the JDK reads true, unmarshallers 0",
                "threshold 0: the JDK's bytes true", "threshold 0: marshaller after one instance true",
                "threshold 0: read as the JDK reads true, unmarshallers 1"), facts);
    }

    @Test
    void aStreamOfAnotherVersionIsReadByRunTimeCode() throws Exception {
        Path first = compileAndStore("one", VERSION_1);
        Path second = compile("two", VERSION_2);
        byte[] fromVersion2;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {second.toUri().toURL()}, getClass().getClassLoader())) {
            Object item = loader.loadClass("evolve.Item").getConstructor(int.class, String.class).newInstance(5, "five");
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
                out.writeObject(item);
            }
            fromVersion2 = bytes.toByteArray();
        }

        Object facts = call(first, "readOther", fromVersion2);

        assertEquals("read as the JDK reads true, unmarshallers 0", facts);
    }

    private Path compileAndStore(String name, String source) throws Exception {
        Path classes = compile(name, source);
        assertEquals(List.of("writers 1 readers 1"), call(classes, "generate", classes.toString()));
        return classes;
    }

    @SuppressWarnings("unchecked")
    private static List<String> observe(Path classes) throws Exception {
        return (List<String>) call(classes, "observe");
    }

    /** Calls a static method of {@link FallbackProbe} in a new loader of this test's class path and {@code classes}. */
    private static Object call(Path classes, String method, Object... arguments) throws Exception {
        List<URL> urls = new ArrayList<>();
        urls.add(classes.toUri().toURL());
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader())) {
            Class<?> probe = loader.loadClass(FallbackProbe.class.getName());
            Class<?>[] types = new Class<?>[arguments.length];
            for (int i = 0; i < arguments.length; i++) {
                types[i] = arguments[i].getClass();
            }
            try {
                return probe.getMethod(method, types).invoke(null, arguments);
            } catch (InvocationTargetException e) {
                throw e.getCause() instanceof Exception cause ? cause : e;
            }
        }
    }

    private Path compile(String name, String source) throws IOException {
        Path sources = temp.resolve(name + "-src/evolve");
        Files.createDirectories(sources);
        Path file = Files.writeString(sources.resolve("Item.java"), source);
        Path classes = Files.createDirectories(temp.resolve(name));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, "-d", classes.toString(), file.toString()));
        return classes;
    }

    private static void copyStoredCode(Path from, Path to) throws IOException {
        Path source = from.resolve(PrebuiltGenerator.DIRECTORY);
        Path target = Files.createDirectories(to.resolve(PrebuiltGenerator.DIRECTORY));
        try (var files = Files.list(source)) {
            for (Path file : files.toList()) {
                Files.copy(file, target.resolve(file.getFileName()));
            }
        }
    }
}
