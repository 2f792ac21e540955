package dev.jumbo.marshal;
import dev.jumbo.marshal.session.Marshaller;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The tiers ({@link GenerationMode}), writing and reading: a class (a descriptor pair, when
 * reading) that reaches the threshold is generated in the background while the stream goes on
 * reflectively, and the stream switches when the marshaller or unmarshaller is ready; synchronous
 * mode generates at once. The background pool is made busy on purpose (every thread waits on a
 * latch) to show that a stream never waits for it, except deep in a linked structure.
 */
class TiersTest {
    static final class Item implements Serializable {
        int number;
        String name;

        Item(int number) {
            this.number = number;
            this.name = "item " + number;
        }
    }

    static final class Link implements Serializable {
        int data;
        Link next;

        static Link list(int length) {
            Link head = null;
            for (int i = length; i > 0; i--) {
                Link link = new Link();
                link.data = i;
                link.next = head;
                head = link;
            }
            return head;
        }
    }

    private static Item[] items(int count) {
        Item[] items = new Item[count];
        for (int i = 0; i < count; i++) {
            items[i] = new Item(i);
        }
        return items;
    }

    private static byte[] write(Object root, ObjectOutputStream out, ByteArrayOutputStream bytes) throws IOException {
        try (out) {
            out.writeObject(root);
        }
        return bytes.toByteArray();
    }

    private static byte[] jdk(Object root) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        return write(root, new ObjectOutputStream(bytes), bytes);
    }

    private static byte[] jumbo(Object root, Options options) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        return write(root, new JumboObjectOutputStream(bytes, options), bytes);
    }

    /**
     * Runs {@code task} on a new thread with the JVM's default stack while every thread of the
     * background pool is busy; returns what it returned or threw.
     */
    private static Object onDefaultStackWithBusyPool(Callable<Object> task) throws InterruptedException {
        CountDownLatch release = BlockedPool.block();
        AtomicReference<Object> outcome = new AtomicReference<>();
        try {
            Thread thread = new Thread(() -> {
                try {
                    outcome.set(task.call());
                } catch (Throwable e) {
                    outcome.set(e);
                }
            }, "default-stack stream");
            thread.start();
            thread.join();
        } finally {
            release.countDown();
        }
        return outcome.get();
    }

    private static Object read(byte[] bytes, Options options) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new JumboObjectInputStream(new ByteArrayInputStream(bytes), options)) {
            return in.readObject();
        }
    }

    /** The bytes {@code ObjectOutputStream} writes for what the Jumbo reader read: the graph, compared. */
    private static void assertReadBack(byte[] expected, Object read) throws IOException {
        assertArrayEquals(expected, jdk(read));
    }

    /** The local class's unmarshallers once one is generated, waiting up to ten seconds. */
    private static int awaitUnmarshallers(UnmarshallerCache cache, Class<?> type) throws InterruptedException {
        for (int i = 0; i < 1000 && cache.generatedCount(type) == 0; i++) {
            Thread.sleep(10);
        }
        return cache.generatedCount(type);
    }

    private static Marshaller awaitMarshaller(MarshallerCache cache, Class<?> type) throws InterruptedException {
        for (int i = 0; i < 1000 && cache.marshaller(type) == null; i++) {
            Thread.sleep(10);
        }
        return cache.marshaller(type);
    }

    @Test
    void synchronousGenerationServesTheInstanceThatReachesTheThreshold() throws IOException {
        Options options = Options.defaults().withThreshold(3).withSynchronousGeneration().withPrivateCache();

        byte[] bytes = jumbo(items(4), options);

        assertArrayEquals(jdk(items(4)), bytes);
        assertNotNull(options.cache().marshaller(Item.class), options.cache().reasonForReflectivePath(Item.class));
    }

    @Test
    void backgroundGenerationNeverMakesTheStreamWaitAndIsUsedOnceReady() throws Exception {
        Options options = Options.defaults().withThreshold(0).withPrivateCache();
        CountDownLatch release = BlockedPool.block();
        byte[] whileBusy;
        try {
            whileBusy = jumbo(items(1000), options);

            assertNull(options.cache().marshaller(Item.class), "the pool is busy: nothing can have been generated");
        } finally {
            release.countDown();
        }
        Marshaller ready = awaitMarshaller(options.cache(), Item.class);
        byte[] afterwards = jumbo(items(1000), options);

        assertArrayEquals(jdk(items(1000)), whileBusy);
        assertNotNull(ready, "generated in the background: " + options.cache().reasonForReflectivePath(Item.class));
        assertArrayEquals(jdk(items(1000)), afterwards);
    }

    @Test
    void aDeepStructureDoesNotWaitForABusyPoolButGeneratesItself() throws Exception {
        Options options = Options.defaults().withThreshold(0).withPrivateCache();
        Link list = Link.list(200_000);

        Object outcome = onDefaultStackWithBusyPool(() -> jumbo(list, options));

        assertEquals(byte[].class, outcome.getClass(), () -> "the writer failed: " + outcome);
        assertNotNull(options.cache().marshaller(Link.class), "generated by the stream itself at depth " + GenerationMode.DEEP_NESTING);
    }

    @Test
    void synchronousReadingServesTheInstanceThatReachesTheThreshold() throws Exception {
        byte[] bytes = jdk(items(4));
        Options options = Options.defaults().withThreshold(3).withSynchronousGeneration().withPrivateCache();

        Object read = read(bytes, options);

        assertReadBack(bytes, read);
        assertEquals(1, options.unmarshallerCache().generatedCount(Item.class),
                () -> String.valueOf(options.unmarshallerCache().reasonsForReflectivePath(Item.class)));
    }

    @Test
    void backgroundReadingNeverMakesTheStreamWaitAndIsUsedOnceReady() throws Exception {
        byte[] bytes = jdk(items(1000));
        Options options = Options.defaults().withThreshold(0).withPrivateCache();
        CountDownLatch release = BlockedPool.block();
        Object whileBusy;
        try {
            whileBusy = read(bytes, options);

            assertEquals(0, options.unmarshallerCache().generatedCount(Item.class),
                    "the pool is busy: nothing can have been generated");
        } finally {
            release.countDown();
        }
        int ready = awaitUnmarshallers(options.unmarshallerCache(), Item.class);
        Object afterwards = read(bytes, options);

        assertReadBack(bytes, whileBusy);
        assertEquals(1, ready, () -> "generated in the background: "
                + options.unmarshallerCache().reasonsForReflectivePath(Item.class));
        assertReadBack(bytes, afterwards);
    }

    @Test
    void aDeepStructureIsReadWithoutWaitingForABusyPool() throws Exception {
        byte[] bytes = jumbo(Link.list(200_000), Options.defaults().withThreshold(0).withSynchronousGeneration().withPrivateCache());
        Options options = Options.defaults().withThreshold(0).withPrivateCache();

        Object outcome = onDefaultStackWithBusyPool(() -> read(bytes, options));

        assertEquals(Link.class, outcome.getClass(), () -> "the reader failed: " + outcome);
        assertEquals(1, options.unmarshallerCache().generatedCount(Link.class),
                "generated by the stream itself at depth " + GenerationMode.DEEP_NESTING);
        int length = 0;
        for (Link link = (Link) outcome; link != null; link = link.next) {
            assertEquals(++length, link.data);
        }
        assertEquals(200_000, length);
    }
}
