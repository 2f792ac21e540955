package dev.jumbo.marshal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.jumbo.marshal.ReflectiveObjectInputStream;
import dev.jumbo.marshal.io.ByteArrayInput;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A descriptor body read in full once is recognized by its bytes in later streams, with its type
 * strings new or back-referenced to an equal string; any other byte, or a back-reference to
 * another string, is not recognized (the full path then reads it).
 */
class DescriptorTemplatesTest {
    /** The body of the first descriptor: after the header, TC_OBJECT and TC_CLASSDESC. */
    private static final int BODY = 6;

    static final class TwoNames implements Serializable {
        private static final long serialVersionUID = 3L;
        String first = "a";
        String second = "b";
        int count = 1;
    }

    @Test
    void aBodyReadOnceIsRecognizedInTheNextStream() throws Exception {
        byte[] bytes = written(new TwoNames());
        readOnce(bytes);

        ReadHandleTable handles = new ReadHandleTable();
        handles.assign(null);
        DescriptorTemplates.Template template = DescriptorTemplates.match(bytes, BODY, bytes.length, handles);

        assertNotNull(template, "the second type string refers to the first, new in the same body");
        assertEquals(TwoNames.class.getName(), template.body().name());
        assertEquals(2, template.typeStringCount());
    }

    @Test
    void aBackReferenceToAnotherStringIsNotRecognized() throws Exception {
        byte[] bytes = written(new TwoNames());
        readOnce(bytes);
        ReadHandleTable handles = new ReadHandleTable();
        handles.assign(null);
        int typeString = indexOf(bytes, "Ljava/lang/String;".getBytes(StandardCharsets.US_ASCII));
        byte[] otherString = bytes.clone();
        otherString[typeString + "Ljava/lang/".length()] = 'T';

        DescriptorTemplates.Template template = DescriptorTemplates.match(otherString, BODY, otherString.length, handles);

        assertNull(template, "the first type string is Ljava/lang/Ttring; and the second refers to it");
    }

    /** A field whose value is the JDK's interned type string, which the JDK's writer then writes as a back-reference to it. */
    static final class NamesItsType implements Serializable {
        private static final long serialVersionUID = 4L;
        Object type = "Ljava/lang/Object;";
    }

    @Test
    void aTypeStringReadThroughATemplateIsANewStringInEachStream() throws Exception {
        byte[] bytes = written(new NamesItsType());
        readOnce(bytes);

        Object first = readOnce(bytes);
        Object second = readOnce(bytes);

        String firstType = (String) ((NamesItsType) first).type;
        String secondType = (String) ((NamesItsType) second).type;
        assertEquals("Ljava/lang/Object;", firstType);
        assertEquals("Ljava/lang/Object;", secondType);
        assertNotSame(firstType, secondType, "each stream reads its own string, as the JDK's reader does");
        assertNotSame("Ljava/lang/Object;", firstType, "not the interned string");
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        for (int i = 0; i + part.length <= bytes.length; i++) {
            if (java.util.Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }

    @Test
    void anyOtherByteIsNotRecognized() throws Exception {
        byte[] bytes = written(new TwoNames());
        readOnce(bytes);
        ReadHandleTable handles = new ReadHandleTable();
        handles.assign(null);
        handles.assign("Ljava/lang/String;");
        int nameLength = ((bytes[BODY] & 0xFF) << 8) | (bytes[BODY + 1] & 0xFF);
        byte[] otherVersion = bytes.clone();
        otherVersion[BODY + 2 + nameLength + 7]++;

        DescriptorTemplates.Template template = DescriptorTemplates.match(otherVersion, BODY, otherVersion.length, handles);

        assertNull(template, "a serialVersionUID one higher");
    }

    @Test
    void aBodyCutShortIsNotRecognized() throws Exception {
        byte[] bytes = written(new TwoNames());
        readOnce(bytes);
        ReadHandleTable handles = new ReadHandleTable();
        handles.assign(null);
        handles.assign("Ljava/lang/String;");

        DescriptorTemplates.Template template = DescriptorTemplates.match(bytes, BODY, BODY + 20, handles);

        assertNull(template);
    }

    /**
     * Four classes whose names hash to one set of the table, found by trying pairs of words; the
     * first two and the last two also share a slot of a table of one template per slot.
     */
    static final class DamsonMelon implements Serializable {
        private static final long serialVersionUID = 5L;
        int value = 1;
    }

    static final class ElderPear implements Serializable {
        private static final long serialVersionUID = 6L;
        int value = 2;
    }

    static final class MangoMango implements Serializable {
        private static final long serialVersionUID = 7L;
        int value = 3;
    }

    static final class PlumKiwi implements Serializable {
        private static final long serialVersionUID = 8L;
        int value = 4;
    }

    @Test
    void classesWhoseNamesShareASetAreEachRecognized() throws Exception {
        Serializable[] sharing = {new DamsonMelon(), new ElderPear(), new MangoMango(), new PlumKiwi()};
        for (Serializable object : sharing) {
            readOnce(written(object));
        }

        for (Serializable object : sharing) {
            byte[] bytes = written(object);
            DescriptorTemplates.Template template = DescriptorTemplates.match(bytes, BODY, bytes.length, new ReadHandleTable());
            assertNotNull(template, object.getClass().getSimpleName() + ", read after the others of its set");
            assertEquals(object.getClass().getName(), template.body().name());
        }
    }

    private static byte[] written(Object graph) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(graph);
        }
        return bytes.toByteArray();
    }

    private static Object readOnce(byte[] bytes) throws Exception {
        try (ReflectiveObjectInputStream in = new ReflectiveObjectInputStream(new ByteArrayInput(bytes))) {
            return in.readObject();
        }
    }
}
