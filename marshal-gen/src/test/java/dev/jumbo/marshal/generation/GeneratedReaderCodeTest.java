package dev.jumbo.marshal.generation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.generate.ReadProgGen;
import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.session.Unmarshaller;
import java.io.InvalidClassException;
import java.io.PrintWriter;
import java.io.Serializable;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/** What ReadProgGen generates: readable source (show) and class files that verify. */
class GeneratedReaderCodeTest {
    /** The descriptor a stream written from {@code type} gives, matched with {@code type} itself. */
    static StreamDescriptor streamDescriptorOf(Class<?> type) throws InvalidClassException {
        Class<?> superclass = type.getSuperclass();
        StreamDescriptor superDescriptor = superclass != null && Serializable.class.isAssignableFrom(superclass)
                ? streamDescriptorOf(superclass) : null;
        return StreamDescriptor.bind(StreamDescriptor.ofLocal(type).body(), type, null, superDescriptor);
    }

    @Test
    void dummysUnmarshallerStoresItsFieldsByName() throws InvalidClassException {
        String shown = ReadProgGen.unmarshallerCode(streamDescriptorOf(Samples.Dummy.class)).show();
        System.out.println(shown);

        assertTrue(shown.contains("implements dev.jumbo.marshal.session.Unmarshaller"), shown);
        assertTrue(shown.contains("int handle = session.assignHandle(obj, unshared);"), shown);
        assertTrue(shown.contains("data.fill(4);"), "the primitive values at once:\n" + shown);
        assertTrue(shown.contains("((dev.jumbo.marshal.generation.Samples.Dummy) obj).id = "), "putfield:\n" + shown);
        assertTrue(shown.contains("= (dev.jumbo.marshal.session.FieldCache) "), "a field cache:\n" + shown);
        assertTrue(shown.contains(" = session.enterCachedObject(cache"), "the cached unmarshaller, called here:\n" + shown);
        assertTrue(shown.contains(".read(session, false);"), "the cached unmarshaller, called here:\n" + shown);
        assertTrue(shown.contains("if (session.isDeep())"), "simple2, the last object field, is in tail position:\n" + shown);
        assertTrue(shown.contains("public java.lang.Object complete("), shown);
    }

    @Test
    void finalFieldsGoThroughTheirSetterHandles() throws InvalidClassException {
        String shown = ReadProgGen.unmarshallerCode(streamDescriptorOf(Samples.Finals.class)).show();

        assertTrue(shown.contains(".invokeExact(receiver$"), shown);
        assertFalse(shown.contains("obj).value ="), shown);
    }

    @ParameterizedTest
    @ValueSource(classes = {Samples.Dummy.class, Samples.Simple.class, Samples.SimpleChild.class, Samples.Node.class,
            Samples.AllKinds.class, Samples.CustomChild.class, Samples.Point.class, Samples.Finals.class,
            ArrayList.class, HashMap.class, Date.class})
    void everyGeneratedClassVerifies(Class<?> type) throws InvalidClassException {
        StreamDescriptor desc = streamDescriptorOf(type);
        byte[] classFile = ReadProgGen.unmarshallerClassFile(desc);
        StringWriter problems = new StringWriter();

        CheckClassAdapter.verify(new ClassReader(classFile), type.getClassLoader() == null
                ? Unmarshaller.class.getClassLoader() : type.getClassLoader(), false, new PrintWriter(problems));

        assertEquals("", problems.toString(), ReadProgGen.unmarshallerCode(desc).show());
        assertNull(ReadProgGen.refusal(desc));
        assertNotNull(ReadProgGen.generateUnmarshallerFor(desc));
    }

    @Test
    void classesOfTheStreamGrammarAreRefused() throws InvalidClassException {
        for (Class<?> type : List.of(String.class, Thread.State.class)) {
            assertNotNull(ReadProgGen.refusal(streamDescriptorOf(type)), type.getName());
        }
    }
}
