package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A stream descriptor matched with a local class that differs from the class written
 * (evolution): an instance of {@link Va} is written, and its class name in the bytes is changed
 * to another class of the same name length; both readers must read the same object, or fail with
 * the same exception class and message (the JDK's {@code initNonProxy} and field matching rules).
 */
class DescriptorMatchingTest {
    static class Va implements Serializable {
        private static final long serialVersionUID = 1L;
        int x = 7;
        String s = "s";
    }

    /** A primitive field of another type. */
    static class Vb implements Serializable {
        private static final long serialVersionUID = 1L;
        long x;
        String s;
    }

    /** Another serialVersionUID. */
    static class Vc implements Serializable {
        private static final long serialVersionUID = 2L;
        int x;
        String s;
    }

    enum Vd { A }

    /** Externalizable where the stream says Serializable. */
    public static class Ve implements Externalizable {
        private static final long serialVersionUID = 1L;

        public Ve() {
        }

        @Override
        public void writeExternal(ObjectOutput out) {
        }

        @Override
        public void readExternal(ObjectInput in) {
        }
    }

    /** Not serializable at all. */
    static class Vf {
    }

    record Vg(int x, String s) implements Serializable {
    }

    /** An object field whose value does not fit. */
    static class Vh implements Serializable {
        private static final long serialVersionUID = 1L;
        int x;
        Integer s;
    }

    /** A field removed: its value is dropped. */
    static class Vi implements Serializable {
        private static final long serialVersionUID = 1L;
        String s;
    }

    /** A field added: it keeps its default. */
    static class Vj implements Serializable {
        private static final long serialVersionUID = 1L;
        int x;
        String s;
        long added = 99;
    }

    /** A primitive field become an object field. */
    static class Vk implements Serializable {
        private static final long serialVersionUID = 1L;
        Object x;
        String s;
    }

    /** A readObject that reads the fields through GetField, asking about one the stream lacks. */
    static class Vl implements Serializable {
        private static final long serialVersionUID = 1L;
        int x;
        String s;
        double missing = 1;

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField fields = in.readFields();
            x = fields.get("x", -1) + (fields.defaulted("missing") ? 1000 : 0);
            s = (String) fields.get("s", "none") + fields.get("missing", 2.5);
        }
    }

    /** readFields asking for a field neither the stream nor the class has. */
    static class Vm implements Serializable {
        private static final long serialVersionUID = 1L;
        int x;
        String s;

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.readFields().get("nowhere", 0);
        }
    }

    /** readFields asking for a field with the wrong type. */
    static class Vn implements Serializable {
        private static final long serialVersionUID = 1L;
        int x;
        String s;

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.readFields().get("x", 0L);
        }
    }

    @TestFactory
    Stream<DynamicTest> evolvedClassesReadAsTheJdkReadsThem() throws IOException {
        byte[] written = write(new Va());
        return List.of("Vb", "Vc", "Vd", "Ve", "Vf", "Vg", "Vh", "Vi", "Vj", "Vk", "Vl", "Vm", "Vn").stream()
                .map(target -> DynamicTest.dynamicTest("Va read as " + target, () -> {
                    byte[] bytes = renameClass(written, "DescriptorMatchingTest$Va", "DescriptorMatchingTest$" + target);

                    ReaderDifferential.Outcome jdk = ReaderDifferential.read(ReaderDifferential.JDK, bytes, 1, true);
                    ReaderDifferential.Outcome ours = ReaderDifferential.read(ReaderDifferential.OURS, bytes, 1, true);

                    assertEquals(jdk.results(), ours.results());
                    assertEquals(jdk.filterCalls(), ours.filterCalls());
                }));
    }

    static byte[] write(Object obj) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(obj);
        }
        return bytes.toByteArray();
    }

    /** The stream with one class name replaced by another of the same length. */
    static byte[] renameClass(byte[] bytes, String from, String to) {
        byte[] fromBytes = from.getBytes(StandardCharsets.UTF_8);
        byte[] toBytes = to.getBytes(StandardCharsets.UTF_8);
        assertEquals(fromBytes.length, toBytes.length);
        byte[] renamed = bytes.clone();
        int replaced = 0;
        for (int i = 0; i + fromBytes.length <= renamed.length; i++) {
            if (java.util.Arrays.equals(renamed, i, i + fromBytes.length, fromBytes, 0, fromBytes.length)) {
                System.arraycopy(toBytes, 0, renamed, i, toBytes.length);
                replaced++;
            }
        }
        assertTrue(replaced > 0, from + " not found");
        return renamed;
    }
}
