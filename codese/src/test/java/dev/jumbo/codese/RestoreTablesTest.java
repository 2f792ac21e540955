package dev.jumbo.codese;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.jumbo.marshal.model.ReadRoutes;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bulk operations of {@link Restore} that stored code calls with tables: what they build, and
 * how they refuse a table that a hostile class file holds (an {@link InvalidObjectException}, never
 * an index or cast failure of their own).
 */
class RestoreTablesTest {
    private static Restore restore(int objects) throws IOException {
        return new Restore(objects, new MethodHandle[0], new ReadRoutes[0], new Route[0], new Class<?>[0], (type, length) -> {
        }, new CodeseInputStream(new ByteArrayInputStream(new byte[0])), List.of());
    }

    private static String table(long... numbers) {
        Tables.Builder builder = new Tables.Builder(numbers.length);
        builder.record();
        for (long number : numbers) {
            builder.add(number);
        }
        return builder.literals().get(0);
    }

    @Test
    void stringsAreNewObjectsCutFromTheJoinedText() throws IOException {
        Restore restore = restore(3);
        String text = "abcde";

        restore.strings(table(2, 2, 0, 3), text);

        assertArrayEquals(new Object[] {"cde", null, "ab"}, restore.objects);
        assertNotSame(text, restore.objects[0]);
    }

    @Test
    void boxesAreNewObjectsOfTheirType() throws IOException {
        Restore restore = restore(2);

        restore.boxes('I', table(0, Tables.zigzag(-5), 1, Tables.zigzag(127)));

        assertEquals(-5, restore.objects[0]);
        assertEquals(127, restore.objects[1]);
        assertNotSame(Integer.valueOf(127), restore.objects[1]);
    }

    @Test
    void elementsAreStoredIntoObjectArrays() throws IOException {
        Restore restore = restore(2);
        restore.objects[0] = new Object[2];
        restore.objects[1] = "x";

        restore.elements(table(0, 1, 2));

        assertArrayEquals(new Object[] {null, "x"}, (Object[]) restore.objects[0]);
    }

    @Test
    void hostileTablesAreInvalidObjectExceptions() throws IOException {
        Restore restore = restore(2);
        restore.objects[0] = new int[1];

        assertThrows(InvalidObjectException.class, () -> restore.strings(table(0, 6), "abcde"), "past the text");
        assertThrows(InvalidObjectException.class, () -> restore.strings(table(2, 1), "abcde"), "past the objects");
        assertThrows(InvalidObjectException.class, () -> restore.boxes('X', table(0, 0)), "no such box");
        assertThrows(InvalidObjectException.class, () -> restore.elements(table(0, 0, 0)), "not an Object[]");
        assertThrows(InvalidObjectException.class, () -> restore.elements(table(1, 0, 0)), "null is not an array");
        assertThrows(InvalidObjectException.class, () -> restore.instances(0, table(0)), "no such route");
        assertThrows(InvalidObjectException.class, () -> restore.fieldValues(-1, table(0, 0)), "no such route");
        assertThrows(InvalidObjectException.class, () -> restore.replays(table(Restore.REPLAY_BEGIN, 2, 0), ""), "past the objects");
        assertThrows(InvalidObjectException.class, () -> restore.replays(table(Restore.REPLAY_BYTES, 1), ""), "past the text");
        assertThrows(InvalidObjectException.class, () -> restore.replays(table(Restore.REPLAY_READ_OBJECT, 0), ""), "no such route");
        assertThrows(InvalidObjectException.class, () -> restore.replays(table(9), ""), "no such operation");
    }

    @Test
    void replaysHandTheirItemsToReadObjectAsCallsWould() throws Throwable {
        MethodHandle readObject = MethodHandles.privateLookupIn(Counted.class, MethodHandles.lookup())
                .findVirtual(Counted.class, "readObject", MethodType.methodType(void.class, ObjectInputStream.class))
                .asType(MethodType.methodType(void.class, Object.class, ObjectInputStream.class));
        Restore restore = new Restore(3, new MethodHandle[] {readObject}, new ReadRoutes[1], new Route[] {Route.of(Route.Kind.READ_OBJECT, 0)},
                new Class<?>[] {Counted.class}, (type, length) -> {
                }, new CodeseInputStream(new ByteArrayInputStream(new byte[0])), List.of());
        Counted counted = new Counted();
        restore.objects[0] = counted;
        restore.objects[1] = "x";
        byte[] count = {0, 0, 1, 2};

        restore.replays(table(Restore.REPLAY_BEGIN, 0, 0, Restore.REPLAY_BYTES, 4, Restore.REPLAY_OBJECT, 2,
                Restore.REPLAY_OBJECT, 0, Restore.REPLAY_READ_OBJECT, 0), Latin1.encode(count, 0, 4));

        assertEquals(258, counted.count);
        assertEquals("x", counted.first);
        assertNull(counted.second);
    }

    /** A class whose readObject reads what a replay hands it. */
    static final class Counted implements Serializable {
        private static final long serialVersionUID = 1L;
        int count;
        Object first;
        Object second = this;

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            count = in.readInt();
            first = in.readObject();
            second = in.readObject();
        }
    }
}
