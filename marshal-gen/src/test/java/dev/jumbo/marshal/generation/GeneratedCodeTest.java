package dev.jumbo.marshal.generation;
import dev.jumbo.marshal.model.FieldAccessor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.session.Marshaller;
import dev.jumbo.marshal.generate.ProgGen;
import dev.jumbo.marshal.model.SerialClass;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/** What ProgGen generates: readable source (show) and class files that verify. */
class GeneratedCodeTest {
    @Test
    void dummysMarshallerReadsItsFieldsByNameAndCachesPerField() {
        String shown = ProgGen.marshallerCode(Samples.Dummy.class).show();
        System.out.println(shown);

        assertTrue(shown.contains("implements dev.jumbo.marshal.session.Marshaller"), shown);
        assertTrue(shown.contains("dev.jumbo.marshal.io.BlockDataOutput data = session.writeNewObjectStart("),
                "TC_OBJECT classDesc newHandle first, in one call:\n" + shown);
        assertTrue(shown.contains("data.writeInt(((dev.jumbo.marshal.generation.Samples.Dummy) obj).id);"),
                "the int field by getfield:\n" + shown);
        assertFalse(shown.contains("FieldAccessor"), "no reflection for a nestmate:\n" + shown);
        // simple1 goes through a one-element cache; simple2, the last field, is left to the tail loop.
        assertEquals(1, count(shown, "private dev.jumbo.stdlib.CacheEntry cache"), shown);
        assertTrue(shown.contains("tail = value"), shown);
    }

    @Test
    void aJdkClassIsReadThroughTheReflectiveWritersAccessors() {
        String shown = ProgGen.marshallerCode(Integer.class).show();

        assertTrue(shown.contains("java.lang.Object obj = "), "Integer cannot be named by our marshaller:\n" + shown);
        assertTrue(shown.contains(".getInt(holder"), shown);
    }

    @ParameterizedTest
    @ValueSource(classes = {Samples.Dummy.class, Samples.Simple.class, Samples.SimpleChild.class, Samples.Node.class,
            Samples.AllKinds.class, Samples.CustomChild.class, Samples.Point.class, Integer.class, Date.class,
            ArrayList.class, HashMap.class})
    void everyGeneratedClassVerifies(Class<?> type) {
        byte[] classFile = ProgGen.marshallerClassFile(type);
        StringWriter problems = new StringWriter();

        CheckClassAdapter.verify(new ClassReader(classFile), type.getClassLoader() == null
                ? Marshaller.class.getClassLoader() : type.getClassLoader(), false, new PrintWriter(problems));

        assertEquals("", problems.toString(), ProgGen.marshallerCode(type).show());
        assertEquals(null, ProgGen.refusal(SerialClass.of(type)));
        assertTrue(Marshaller.class.isInstance(ProgGen.generateMarshallerFor(SerialClass.of(type))));
    }

    @Test
    void classesOfTheStreamGrammarAreRefused() {
        for (Class<?> type : List.of(String.class, int[].class, Thread.State.class, Class.class, Object.class)) {
            assertTrue(ProgGen.refusal(SerialClass.of(type)) != null, type.getName());
        }
    }

    private static int count(String text, String part) {
        Matcher matcher = Pattern.compile(Pattern.quote(part)).matcher(text);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }
}
