package dev.jumbo.marshal.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.Options;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Evolved classes read by generated code: two versions of a class under one name
 * ({@link EvolvedClasses}), an instance of the first written by ObjectOutputStream, read as the
 * second by ObjectInputStream and by JumboObjectInputStream at threshold 0 and at the default: the same
 * graph (written again, equal bytes) or the same exception. Where the JDK reads the instance, the
 * reading version got a generated unmarshaller (but for a removed superclass: see below).
 */
class EvolvedClassesTest {
    @TestFactory
    Stream<DynamicTest> everyEvolutionIsReadAsTheJdkReadsIt() {
        return EvolvedClasses.all().stream().map(evolution -> DynamicTest.dynamicTest(evolution.name(), () -> {
            Object written = evolution.newWriterInstance();
            byte[] once = ReadBack.write(written, written);
            byte[] copies = ReadBack.writeCopies(Options.DEFAULT_THRESHOLD + 1, written);
            Options always = Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache();
            Options byDefault = Options.defaults().withSynchronousGeneration().withPrivateCache();

            ReadBack.Outcome jdk = ReadBack.assertSameOutcome(evolution.name() + ", threshold 0",
                    ReadBack.jumbo(always), once, 2);
            ReadBack.assertSameOutcome(evolution.name() + ", default threshold",
                    ReadBack.jumbo(byDefault), copies, Options.DEFAULT_THRESHOLD + 1);

            // A superclass the reader lacks has no local class: its descriptor is not canonical (one
            // per stream), so the pair is not cached and stays on the reflective path.
            if (jdk.failure() == null && !evolution.name().equals("superclass removed")) {
                assertEquals(1, always.unmarshallerCache().generatedCount(evolution.reader()),
                        () -> evolution.name() + ": no unmarshaller generated for " + evolution.reader().getName());
                assertEquals(1, byDefault.unmarshallerCache().generatedCount(evolution.reader()), evolution.name());
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> theReadingVersionsFieldsHoldTheWrittenValues() {
        return Stream.of(EvolvedClasses.fieldsAdded(), EvolvedClasses.fieldsRemoved(), EvolvedClasses.finalFieldsInTheReader(),
                EvolvedClasses.superclassAdded()).map(evolution -> DynamicTest.dynamicTest(evolution.name(), () -> {
            byte[] bytes = ReadBack.write(evolution.newWriterInstance());

            Object read = readOne(bytes);

            assertEquals(evolution.reader(), read.getClass());
            List<String> described = Describe.fields(read);
            assertTrue(described.contains("a=" + Describe.field(evolution.newWriterInstance(), "a")), described::toString);
        }));
    }

    private static Object readOne(byte[] bytes) throws Exception {
        try (var in = new dev.jumbo.marshal.JumboObjectInputStream(new java.io.ByteArrayInputStream(bytes),
                Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache())) {
            return in.readObject();
        }
    }

    /** The declared instance fields of an object, name=value, through reflection of the test's own package. */
    private static final class Describe {
        static List<String> fields(Object obj) throws IllegalAccessException {
            List<String> described = new java.util.ArrayList<>();
            for (Class<?> type = obj.getClass(); type != Object.class; type = type.getSuperclass()) {
                for (java.lang.reflect.Field field : type.getDeclaredFields()) {
                    if (!java.lang.reflect.Modifier.isStatic(field.getModifiers())) {
                        field.setAccessible(true);
                        described.add(field.getName() + "=" + field.get(obj));
                    }
                }
            }
            return described;
        }

        static Object field(Object obj, String name) throws ReflectiveOperationException {
            java.lang.reflect.Field field = obj.getClass().getDeclaredField(name);
            field.setAccessible(true);
            return field.get(obj);
        }
    }
}
