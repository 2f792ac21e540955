package dev.jumbo.marshal.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.jumbo.marshal.io.ThreadSpare;
import dev.jumbo.marshal.model.SerialClass;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class IdentityHandleTableTest {
    @Test
    void handlesAreSequentialAndFoundByIdentity() {
        IdentityHandleTable table = new IdentityHandleTable();
        String first = new String("same");
        String second = new String("same");

        int firstHandle = table.assign(first);
        int secondHandle = table.assign(second);

        assertEquals(0, firstHandle);
        assertEquals(1, secondHandle);
        assertEquals(0, table.lookup(first));
        assertEquals(1, table.lookup(second));
        assertEquals(-1, table.lookup(new String("same")));
    }

    @Test
    void lookupOrAssignFindsAHandleOrGivesTheNextOne() {
        IdentityHandleTable table = new IdentityHandleTable();
        List<Object> objects = Stream.generate(Object::new).limit(1_000).toList();
        List<Integer> given = new ArrayList<>();

        for (Object object : objects) {
            given.add(table.lookupOrAssign(object));
        }
        table.assign(null);
        List<Integer> found = new ArrayList<>();
        for (Object object : objects) {
            found.add(table.lookupOrAssign(object));
        }

        for (int i = 0; i < objects.size(); i++) {
            assertEquals(-1 - i, given.get(i));
            assertEquals(i, found.get(i));
            assertEquals(i, table.lookup(objects.get(i)));
        }
        assertEquals(objects.size() + 1, table.size());
    }

    @Test
    void unsharedAssignmentUsesANumberButIsNeverFound() {
        IdentityHandleTable table = new IdentityHandleTable();
        Object unsharedStandIn = null;

        table.assign(unsharedStandIn);
        Object later = new Object();
        int handle = table.assign(later);

        assertEquals(1, handle);
        assertEquals(2, table.size());
        assertEquals(-1, table.lookup(null));
    }

    @Test
    void growsAndClears() {
        IdentityHandleTable table = new IdentityHandleTable();
        List<Object> objects = new ArrayList<>();
        for (int i = 0; i < 200_000; i++) {
            objects.add(new Object());
            table.assign(objects.get(i));
        }

        for (int i = 0; i < objects.size(); i += 997) {
            assertEquals(i, table.lookup(objects.get(i)));
        }
        table.clear();

        assertEquals(0, table.size());
        assertEquals(-1, table.lookup(objects.get(5)));
        assertEquals(0, table.assign(objects.get(5)));
    }

    @Test
    void anObjectAssignedAgainIsFoundUnderItsNewHandle() {
        IdentityHandleTable table = new IdentityHandleTable();
        Object object = new Object();

        table.assign(object);
        table.assign(new Object());
        int again = table.assign(object);

        assertEquals(2, again);
        assertEquals(2, table.lookup(object));
    }

    @Test
    void aSmallStreamAfterALargeOneClearsOnlyTheSlotsItUsed() {
        IdentityHandleTable large = IdentityHandleTable.take(ThreadSpare.holder());
        for (int i = 0; i < 10_000; i++) {
            large.assign(new Object());
        }
        large.clear();
        IdentityHandleTable.giveBack(ThreadSpare.holder(), large);
        IdentityHandleTable small = IdentityHandleTable.take(ThreadSpare.holder());
        for (int i = 0; i < 10; i++) {
            small.assign(new Object());
        }

        int touched = small.clear();
        IdentityHandleTable.giveBack(ThreadSpare.holder(), small);

        assertSame(large, small, "the thread's spare table, grown by the large stream");
        assertTrue(touched <= 2 * 10, "a clear after 10 objects wrote " + touched + " slots");
    }

    @Test
    void aSmallStreamAfterOneOfManyClassesClearsFewDescriptorSlots() {
        IdentityHandleTable many = IdentityHandleTable.take(ThreadSpare.holder());
        Class<?> type = int.class;
        for (int i = 0; i < 200; i++) {
            type = type.arrayType();
            many.assignDescriptor(SerialClass.of(type));
        }
        many.clear();
        IdentityHandleTable.giveBack(ThreadSpare.holder(), many);
        IdentityHandleTable small = IdentityHandleTable.take(ThreadSpare.holder());
        small.assignDescriptor(SerialClass.of(String[].class));
        small.assignDescriptor(SerialClass.of(Integer[].class));
        int first = small.clear();
        small.assignDescriptor(SerialClass.of(String[].class));

        int second = small.clear();
        IdentityHandleTable.giveBack(ThreadSpare.holder(), small);

        assertSame(many, small, "the thread's spare table, grown by the stream of many classes");
        assertTrue(first + second <= 2 * 16, "two clears after 2 and 1 descriptors wrote " + first + " and " + second + " slots");
    }

    @Test
    void smallStreamsAfterALargeOneHashIntoFewBuckets() {
        IdentityHandleTable table = new IdentityHandleTable();
        for (int i = 0; i < 10_000; i++) {
            table.assign(new Object());
        }
        table.clear();
        for (int i = 0; i < 10; i++) {
            table.assign(new Object());
        }
        table.clear();

        Object[] small = {new Object(), new Object(), new Object()};
        for (Object object : small) {
            table.assign(object);
        }

        assertTrue(table.bucketCount() <= 64, "10 objects, then 3, hashed over " + table.bucketCount() + " buckets");
        for (int handle = 0; handle < small.length; handle++) {
            assertEquals(handle, table.lookup(small[handle]));
        }
    }
}
