package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.marshal.io.ByteArrayInput;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The readers take from a {@link ByteArrayInput} directly, and still exactly the bytes the JDK's
 * reader takes: after each read (objects, primitive data between them, a truncated stream's
 * failure) the array's position is where {@code java.io.ObjectInputStream} leaves it.
 */
class ByteArrayInputTest {
    interface Opener {
        ObjectInputStream open(InputStream in) throws IOException;
    }

    static final class Node implements Serializable {
        private static final long serialVersionUID = 1L;
        int value;
        long weight;
        String name;
        Node next;

        Node(int value, Node next) {
            this.value = value;
            this.weight = value * 7L;
            this.name = "n" + value;
            this.next = next;
        }
    }

    private static byte[] stream() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            Node list = null;
            for (int i = 0; i < 50; i++) {
                list = new Node(i, list);
                out.writeObject(list);
                out.writeInt(i);
                out.writeUTF("between " + i);
            }
            out.writeObject(new int[] {1, 2, 3});
            out.writeObject(List.of("a", "b"));
        }
        return bytes.toByteArray();
    }

    /** Each step's outcome (a value's class or an exception's) and the array position after it. */
    private static List<String> positions(byte[] bytes, Opener opener) throws IOException {
        ByteArrayInput source = new ByteArrayInput(bytes);
        List<String> trace = new ArrayList<>();
        ObjectInputStream in = opener.open(source);
        trace.add("header " + source.position());
        for (int i = 0; i < 50; i++) {
            trace.add(step(() -> in.readObject(), source));
            trace.add(step(in::readInt, source));
            trace.add(step(in::readUTF, source));
        }
        trace.add(step(() -> in.readObject(), source));
        trace.add(step(() -> in.readObject(), source));
        trace.add(step(() -> in.readObject(), source));
        return trace;
    }

    interface Step {
        Object run() throws Exception;
    }

    private static String step(Step step, ByteArrayInput source) {
        String outcome;
        try {
            Object value = step.run();
            outcome = value == null ? "null" : value.getClass().getName();
        } catch (Exception e) {
            outcome = e.getClass().getName();
        }
        return outcome + " at " + source.position();
    }

    private static final Opener JDK = ObjectInputStream::new;
    private static final Opener REFLECTIVE = ReflectiveObjectInputStream::new;
    private static final Opener JUMBO = in -> new JumboObjectInputStream(in,
            Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache());

    @Test
    void everyReaderLeavesTheArrayWhereTheJdkLeavesIt() throws IOException {
        byte[] bytes = stream();

        List<String> expected = positions(bytes, JDK);
        List<String> reflective = positions(bytes, REFLECTIVE);
        List<String> jumbo = positions(bytes, JUMBO);

        assertEquals(expected, reflective);
        assertEquals(expected, jumbo);
    }

    @Test
    void aTruncatedStreamFailsAtTheJdksPosition() throws IOException {
        byte[] whole = stream();
        for (int length : new int[] {3, 40, 97, 250, whole.length / 2, whole.length - 5}) {
            byte[] bytes = Arrays.copyOf(whole, length);

            List<String> expected = truncatedPositions(bytes, JDK);
            List<String> reflective = truncatedPositions(bytes, REFLECTIVE);
            List<String> jumbo = truncatedPositions(bytes, JUMBO);

            assertEquals(expected, reflective, "truncated at " + length);
            assertEquals(expected, jumbo, "truncated at " + length);
        }
    }

    private static List<String> truncatedPositions(byte[] bytes, Opener opener) {
        try {
            return positions(bytes, opener);
        } catch (IOException e) {
            return List.of(e.getClass().getName());
        }
    }
}
