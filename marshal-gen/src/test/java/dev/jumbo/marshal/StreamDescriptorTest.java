package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.read.StreamDescriptor;
import dev.jumbo.marshal.read.StreamField;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link StreamDescriptor} as a generator sees it: one instance per (stream content, local class)
 * across streams, its fields in stream order matched with local fields, and its class-data slots.
 */
class StreamDescriptorTest {
    static class Base implements Serializable {
        private static final long serialVersionUID = 1L;
        int base = 1;
    }

    static class Middle extends Base {
        private static final long serialVersionUID = 1L;
        String middle = "m";
    }

    static class Leaf extends Middle {
        private static final long serialVersionUID = 1L;
        long leaf = 2;
        Object other;
    }

    /** A stream that remembers the descriptors of the new objects it reads. */
    static final class Capturing extends ReflectiveObjectInputStream {
        final List<StreamDescriptor> descriptors = new ArrayList<>();

        Capturing(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Object readNewObject(StreamDescriptor desc, boolean unshared) throws IOException {
            descriptors.add(desc);
            return super.readNewObject(desc, unshared);
        }
    }

    private static StreamDescriptor leafDescriptor(byte[] bytes) throws Exception {
        try (Capturing in = new Capturing(new ByteArrayInputStream(bytes))) {
            in.readObject();
            return in.descriptors.get(0);
        }
    }

    @Test
    void equalContentBoundToTheSameClassIsOneInstanceAcrossStreams() throws Exception {
        byte[] bytes = DescriptorMatchingTest.write(new Leaf());

        StreamDescriptor first = leafDescriptor(bytes);
        StreamDescriptor second = leafDescriptor(DescriptorMatchingTest.write(new Leaf()));

        assertSame(first, second);
        assertTrue(first.isCanonical());
    }

    @Test
    void fieldsAreInStreamOrderWithTheirLocalFields() throws Exception {
        StreamDescriptor leaf = leafDescriptor(DescriptorMatchingTest.write(new Leaf()));

        List<String> fields = new ArrayList<>();
        for (StreamField field : leaf.fields()) {
            fields.add(field.typeCode() + field.name() + "@" + field.offset() + (field.localField() == null ? "" : " local"));
        }

        assertEquals(List.of("Jleaf@0 local", "Lother@0 local"), fields);
        assertEquals(8, leaf.primitiveDataSize());
        assertEquals(1, leaf.objectFieldCount());
        assertEquals(Middle.class, leaf.superDescriptor().localClass());
    }

    @Test
    void slotsRunFromTheTopClassDownAndMarkClassesTheStreamLacks() throws Exception {
        byte[] bytes = DescriptorMatchingTest.renameClass(DescriptorMatchingTest.write(new Leaf()),
                "StreamDescriptorTest$Middle", "StreamDescriptorTest$Middlf");

        StreamDescriptor leaf = leafDescriptor(bytes);
        StreamDescriptor.Slot[] slots = leaf.slots();

        String[] layout = new String[slots.length];
        for (int i = 0; i < slots.length; i++) {
            StreamDescriptor slot = slots[i].descriptor();
            layout[i] = slot.body().name().replaceAll(".*\\$", "") + (slots[i].hasData() ? " data" : " no data")
                    + (slot.localClass() == null ? " unbound" : "");
        }
        assertArrayEquals(new String[] {"Base data", "Middle no data", "Middlf data unbound", "Leaf data"}, layout);
        assertFalse(leaf.isCanonical());
    }

    @Test
    void anEvolvedDescriptorIsAnotherInstance() throws Exception {
        StreamDescriptor written = leafDescriptor(DescriptorMatchingTest.write(new Leaf()));
        byte[] bytes = DescriptorMatchingTest.write(new Leaf());
        byte[] renamedField = DescriptorMatchingTest.renameClass(bytes, "other", "otheR");

        StreamDescriptor evolved = leafDescriptor(renamedField);

        assertNotSame(written, evolved);
        assertNull(evolved.fields()[1].localField());
    }
}
