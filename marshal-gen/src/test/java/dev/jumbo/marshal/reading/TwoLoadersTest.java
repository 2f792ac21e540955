package dev.jumbo.marshal.reading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.JumboObjectInputStream;
import dev.jumbo.marshal.Options;
import dev.jumbo.marshal.ReflectiveObjectInputStream;
import dev.jumbo.marshal.io.ByteArrayInput;
import dev.jumbo.marshal.read.ClassResolution;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The default resolveClass finds each class in the latest user-defined loader on the stack, as
 * the JDK's does, however the reader caches that loader and the classes it resolved: one stream
 * whose roots are read from code of two loaders (the test's, and a child-first loader that
 * defines its own copies of the classes below), with a readObject method of the second loader's
 * reading nested objects. Each root's classes must come from the loaders the JDK's come from,
 * root after root and stream after stream.
 */
class TwoLoadersTest {
    /** What is read: an object whose own readObject reads the object inside it. */
    public static final class Wrapper implements Serializable {
        private static final long serialVersionUID = 1L;
        Object inner;

        Wrapper(Object inner) {
            this.inner = inner;
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
        }
    }

    public static final class Payload implements Serializable {
        private static final long serialVersionUID = 1L;
        int value = 7;
    }

    /** Reads one root from a frame of the loader that defined this class. */
    public static final class ReaderInItsLoader implements Function<ObjectInputStream, Object> {
        @Override
        public Object apply(ObjectInputStream in) {
            try {
                return in.readObject();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** Defines its own copies of the classes named, from the parent's class files; delegates the rest. */
    private static final class ChildFirstLoader extends ClassLoader {
        private final Set<String> own;

        ChildFirstLoader(Set<String> own) {
            super("child-first", TwoLoadersTest.class.getClassLoader());
            this.own = own;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!own.contains(name)) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null) {
                    try (InputStream classFile = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                        byte[] bytes = classFile.readAllBytes();
                        loaded = defineClass(name, bytes, 0, bytes.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                return loaded;
            }
        }
    }

    private interface Opener {
        ObjectInputStream open(InputStream in) throws IOException;
    }

    @ParameterizedTest
    @ValueSource(strings = {"jumbo", "jumbo, generated from the first instance", "reflective"})
    void eachRootsClassesComeFromTheLoadersTheJdksComeFrom(String reader) throws Exception {
        Opener opener = opener(reader);
        Function<ObjectInputStream, Object> readerInOtherLoader = readerInOtherLoader();
        byte[] bytes = fourRoots();

        List<String> expected = new ArrayList<>();
        List<String> actual = new ArrayList<>();
        readStreams(opener, bytes, readerInOtherLoader, expected, actual);
        // Then again on the class-only walk, on a JDK where the reader sets it up.
        boolean classContext = ClassResolution.awaitClassContext(10_000);
        readStreams(opener, bytes, readerInOtherLoader, expected, actual);

        assertEquals(Runtime.version().feature() < 24, classContext, "the class-only walk in use");
        assertEquals(expected, actual);
    }

    /** Where a test's reads run: {@value #DEEP_STACK} frames below the test's, or on a thread of its own. */
    enum Stack { DEEP, SHALLOW }

    static Stream<Arguments> readersOnEachStack() {
        return Stream.of("jumbo", "jumbo, generated from the first instance", "reflective")
                .flatMap(reader -> Stream.of(Stack.values()).map(stack -> Arguments.of(reader, stack)));
    }

    /**
     * One root per stream, read from this test's frame and from the other loader's in turn,
     * over a byte array the reader sees into and over a stream it does not (where it guesses
     * from the thread's last read). On a deep stack (a server's thread) the reader finds the
     * caller's loader at the outermost read's entry ({@link ClassResolution#onDeepStack}); on a
     * shallow one (a thread of its own: the test runner's is deep) a stream whose first class is
     * an application's does too, with the class-only walk (JDK 17 to 23), which passes fewer
     * frames there than at the resolution, or with the StackWalker's short walk (24 on).
     */
    @ParameterizedTest
    @MethodSource("readersOnEachStack")
    void eachStreamsClassesComeFromItsCallersLoader(String reader, Stack stack) throws Exception {
        Arrangement arranged = Arrangement.of(reader);

        List<String> expected = new ArrayList<>();
        List<String> actual = new ArrayList<>();
        boolean walksAtEntry = stack == Stack.DEEP
                ? readOnADeepStack(arranged, expected, actual)
                : readOnAShallowStack(arranged, expected, actual);

        assertEquals(arranged.classContext(), walksAtEntry,
                "the reader walks with the class-only walk at the read's entry where that walk is in use");
        assertEquals(expected, actual);
    }

    /** Reads 40 streams {@value #DEEP_STACK} frames deep; returns whether the thread counts as deep. */
    private static boolean readOnADeepStack(Arrangement arranged, List<String> expected, List<String> actual)
            throws Exception {
        readAlternately(40, DEEP_STACK, ObjectInputStream::new, arranged, expected, actual);
        return atDepth(DEEP_STACK, ClassResolution::onDeepStack);
    }

    /** Reads 40 streams on a new thread; returns whether it took the class-only walk at each read's entry. */
    private static boolean readOnAShallowStack(Arrangement arranged, List<String> expected, List<String> actual)
            throws Exception {
        boolean[] entryWalk = new boolean[1];
        Throwable[] failure = new Throwable[1];
        Thread shallow = new Thread(() -> {
            try {
                readAlternately(40, 0, ObjectInputStream::new, arranged, expected, actual);
                entryWalk[0] = !ClassResolution.onDeepStack() && ClassResolution.walkCostGrowsWithDepth();
            } catch (Throwable e) {
                failure[0] = e;
            }
        });
        shallow.start();
        shallow.join();
        assertNull(failure[0]);
        return entryWalk[0];
    }

    /**
     * With a loader named in the options ({@link Options#withClassLoader}), every class of every
     * stream comes from that loader, whichever loader's code reads, as from the JDK's stream
     * with {@code resolveClass} overridden to resolve in it; a primitive type's class by name
     * too. Read from this test's frame and from the other loader's, over a byte array and over a
     * stream, on a deep stack and a shallow one.
     */
    @ParameterizedTest
    @ValueSource(strings = {"jumbo", "jumbo, generated from the first instance"})
    void withALoaderInTheOptionsEveryClassComesFromIt(String reader) throws Exception {
        ClassLoader named = new ChildFirstLoader(Set.of(Wrapper.class.getName(), Payload.class.getName()));
        Options options = (reader.equals("jumbo") ? Options.defaults()
                : Options.defaults().withThreshold(0).withSynchronousGeneration()).withClassLoader(named);
        Opener jumbo = in -> new JumboObjectInputStream(in, options);
        Opener jdk = in -> new ObjectInputStream(in) {
            @Override
            protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
                return desc.getName().equals("int") ? int.class : Class.forName(desc.getName(), false, named);
            }
        };
        Arrangement arranged = new Arrangement(jumbo, readerInOtherLoader(), oneRoot(),
                ClassResolution.awaitClassContext(10_000));

        List<String> expected = new ArrayList<>();
        List<String> actual = new ArrayList<>();
        readAlternately(8, 0, jdk, arranged, expected, actual);
        readAlternately(8, DEEP_STACK, jdk, arranged, expected, actual);
        byte[] primitive = classObject(int.class);
        Object jdkClass = jdk.open(new ByteArrayInputStream(primitive)).readObject();
        Object jumboClass = jumbo.open(new ByteArrayInputStream(primitive)).readObject();

        assertEquals(expected, actual);
        assertTrue(actual.get(0).startsWith("child-first"), actual.get(0));
        assertEquals(jdkClass, jumboClass);
    }

    /**
     * {@code streams} streams of one root each, read {@code depth} frames below here by the
     * oracle and then by the reader under test: from this frame and from the other loader's in
     * turn, over a byte array the reader sees into (two streams) and over a stream it does not
     * (the next two).
     */
    private static void readAlternately(int streams, int depth, Opener oracle, Arrangement arranged,
                                        List<String> expected, List<String> actual) throws Exception {
        for (int stream = 0; stream < streams; stream++) {
            Function<ObjectInputStream, Object> read = stream % 2 == 0 ? null : arranged.readerInOtherLoader();
            boolean array = stream % 4 < 2;
            expected.add(atDepth(depth, () -> readOneRoot(oracle, arranged.bytes(), array, read)));
            actual.add(atDepth(depth, () -> readOneRoot(arranged.opener(), arranged.bytes(), array, read)));
        }
    }

    /**
     * What a test of one root per stream reads with: the reader under test, code of the other
     * loader that reads, the root's bytes, and whether the class-only walk is in use.
     */
    private record Arrangement(Opener opener, Function<ObjectInputStream, Object> readerInOtherLoader, byte[] bytes,
                               boolean classContext) {
        static Arrangement of(String reader) throws Exception {
            return new Arrangement(TwoLoadersTest.opener(reader), TwoLoadersTest.readerInOtherLoader(), oneRoot(),
                    ClassResolution.awaitClassContext(10_000));
        }
    }

    private static byte[] classObject(Class<?> type) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(type);
        }
        return bytes.toByteArray();
    }

    /** Frames below each read on a deep stack ({@link Stack#DEEP}): more than a deep stack's threshold. */
    private static final int DEEP_STACK = 100;

    private interface Call<T> {
        T call() throws Exception;
    }

    private static <T> T atDepth(int frames, Call<T> call) throws Exception {
        return frames == 0 ? call.call() : atDepth(frames - 1, call);
    }

    private static Opener opener(String reader) {
        return switch (reader) {
            case "jumbo" -> JumboObjectInputStream::new;
            case "reflective" -> ReflectiveObjectInputStream::new;
            default -> in -> new JumboObjectInputStream(in, Options.defaults().withThreshold(0).withSynchronousGeneration());
        };
    }

    @SuppressWarnings("unchecked")
    private static Function<ObjectInputStream, Object> readerInOtherLoader() throws Exception {
        ClassLoader other = new ChildFirstLoader(Set.of(Wrapper.class.getName(), Payload.class.getName(),
                ReaderInItsLoader.class.getName()));
        return (Function<ObjectInputStream, Object>) other.loadClass(ReaderInItsLoader.class.getName())
                .getDeclaredConstructor().newInstance();
    }

    private static byte[] oneRoot() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(new Wrapper(new Payload()));
        }
        return bytes.toByteArray();
    }

    /** The root read from this test's frame ({@code readerInOtherLoader} null) or the other loader's: the loaders of its classes. */
    private static String readOneRoot(Opener opener, byte[] bytes, boolean array, Function<ObjectInputStream, Object> readerInOtherLoader)
            throws Exception {
        InputStream source = array ? new ByteArrayInput(bytes) : new ByteArrayInputStream(bytes);
        try (ObjectInputStream in = opener.open(source)) {
            Object read = readerInOtherLoader == null ? in.readObject() : readerInOtherLoader.apply(in);
            Field field = read.getClass().getDeclaredField("inner");
            field.setAccessible(true);
            return read.getClass().getClassLoader().getName() + ", " + field.get(read).getClass().getClassLoader().getName();
        }
    }

    private static void readStreams(Opener opener, byte[] bytes, Function<ObjectInputStream, Object> readerInOtherLoader,
                                    List<String> expected, List<String> actual) throws Exception {
        for (int stream = 0; stream < 10; stream++) {
            expected.addAll(readFourRoots(ObjectInputStream::new, bytes, readerInOtherLoader));
            actual.addAll(readFourRoots(opener, bytes, readerInOtherLoader));
        }
    }

    /** Four roots, each after a reset: each root's descriptors are new, so each is resolved where it is read. */
    private static byte[] fourRoots() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            for (int root = 0; root < 4; root++) {
                out.writeObject(new Wrapper(new Payload()));
                out.reset();
            }
        }
        return bytes.toByteArray();
    }

    /** The roots read from this test's frame, the other loader's, then this test's again, then the other's: the loaders of each root's classes. */
    private static List<String> readFourRoots(Opener opener, byte[] bytes, Function<ObjectInputStream, Object> readerInOtherLoader)
            throws Exception {
        List<String> loaders = new ArrayList<>();
        try (ObjectInputStream in = opener.open(new ByteArrayInputStream(bytes))) {
            for (int root = 0; root < 4; root++) {
                Object read = root % 2 == 0 ? in.readObject() : readerInOtherLoader.apply(in);
                Field field = read.getClass().getDeclaredField("inner");
                field.setAccessible(true);
                Object inner = field.get(read);
                loaders.add(root + ": " + read.getClass().getClassLoader().getName() + ", " + inner.getClass().getClassLoader().getName());
            }
        }
        return loaders;
    }
}
