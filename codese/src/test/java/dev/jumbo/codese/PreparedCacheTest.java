package dev.jumbo.codese;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.jumbo.codese.workloads.RedBlackTree;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

/**
 * The cache of defined classes: a container read again runs the classes its first reading
 * defined, keyed by the checksum its reading computed; other code is defined anew.
 */
class PreparedCacheTest {
    /** Defines as a restore does (a hidden class, or a hidden nestmate of a segment's host), counting. */
    private static final class CountingDefiner implements CodeseInputStream.Definer {
        int defined;

        @Override
        public void check(byte[] classFile, Class<?> host) throws IOException {
            ChunkCheck.check(classFile, host, host == null ? java.util.Set.of() : DirectStores.storable(host));
        }

        @Override
        public RestoreChunk define(byte[] classFile, Class<?> host) throws IOException {
            defined++;
            try {
                MethodHandles.Lookup lookup = host == null ? MethodHandles.lookup().defineHiddenClass(classFile, true)
                        : DirectStores.lookupIn(host).defineHiddenClass(classFile, true,
                        MethodHandles.Lookup.ClassOption.NESTMATE);
                return (RestoreChunk) lookup.lookupClass().getConstructor().newInstance();
            } catch (ReflectiveOperationException e) {
                throw new IOException(e);
            }
        }
    }

    private static RestoreChunk[] chunks(byte[] container, CountingDefiner definer) throws Exception {
        Container.Contents contents = Container.read(new ByteArrayInputStream(container));
        Class<?>[] classes = new Class<?>[contents.classes().size()];
        for (int i = 0; i < classes.length; i++) {
            classes[i] = Class.forName(contents.classes().get(i).name());
        }
        return PreparedCache.chunks(contents.classFiles(), classes, contents.codeChecksum(), definer);
    }

    @Test
    void aContainerReadAgainRunsTheClassesDefinedTheFirstTime() throws Exception {
        byte[] container = Oracle.store(RedBlackTree.of(20), CodeseOptions.DEFAULTS);
        CountingDefiner definer = new CountingDefiner();

        RestoreChunk[] first = chunks(container, definer);
        int definedFirst = definer.defined;
        RestoreChunk[] second = chunks(container, definer);

        assertEquals(first.length, definedFirst);
        assertEquals(definedFirst, definer.defined, "nothing defined again");
        assertSame(first, second);
    }

    @Test
    void otherCodeIsDefinedAnew() throws Exception {
        byte[] one = Oracle.store(RedBlackTree.of(20), CodeseOptions.DEFAULTS);
        byte[] other = Oracle.store(RedBlackTree.of(20), CodeseOptions.DEFAULTS);
        CountingDefiner definer = new CountingDefiner();

        RestoreChunk[] first = chunks(one, definer);
        RestoreChunk[] second = chunks(other, definer);

        assertNotSame(first, second);
        assertEquals(first.length + second.length, definer.defined);
    }

    @Test
    void theCodeChecksumIsTheContainersCrcUpToItsClassFilesEnd() throws Exception {
        byte[] container = Oracle.store(RedBlackTree.of(5), CodeseOptions.DEFAULTS);
        Container.Contents contents = Container.read(new ByteArrayInputStream(container));
        int end = 6 + 4;
        for (StoredClassFile classFile : contents.classFiles()) {
            end += 8 + classFile.bytes().length;
        }
        CRC32 expected = new CRC32();

        expected.update(container, 0, end);

        assertEquals((int) expected.getValue(), contents.codeChecksum());
    }
}
