package dev.jumbo.codese;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.jumbo.codese.workloads.RedBlackTree;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.StreamCorruptedException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Corrupt and hostile containers: every outcome is a restored object or an {@link IOException}
 * (or a {@link ClassNotFoundException} for a name that a mutation changed, as the JDK's reader), never a {@code VerifyError}, another error or a runtime exception. Mutations of valid
 * containers (bytes flipped, cut, inserted), with the checksum left (caught by it) and recomputed
 * (reaching the tables' checks, the class-file check, the verifier and the code); hand-made
 * class files that do what restore code never does; a filter that rejects a stored class.
 */
class HostileContainerTest {
    private static final int MUTATIONS = 1_500;

    private static Object sampleGraph() {
        Map<String, Object> map = new HashMap<>();
        map.put("tree", RedBlackTree.of(20));
        map.put("sorted", new TreeMap<>(Map.of("a", 1, "b", 2)));
        map.put("array", new int[] {1, 2, 3});
        map.put("list", new ArrayList<>(List.of("x", 'y', 3L)));
        return map;
    }

    @Test
    void mutatedContainersFailWithIOExceptionOnly() throws Exception {
        byte[] valid = Oracle.store(sampleGraph(), CodeseOptions.DEFAULTS);
        Random random = new Random(14);
        int failures = 0;
        int restored = 0;
        for (int i = 0; i < MUTATIONS; i++) {
            byte[] mutated = mutate(valid, random);
            if (i % 2 == 1) {
                mutated = withChecksum(mutated);
            }
            try {
                Oracle.restore(mutated, CodeseOptions.DEFAULTS);
                restored++;
            } catch (IOException | ClassNotFoundException e) {
                failures++;
            } catch (Throwable e) {
                fail("mutation " + i + " escaped as " + e, e);
            }
        }
        System.out.println("codese fuzz: " + MUTATIONS + " mutated containers, " + failures + " IOExceptions or ClassNotFoundExceptions, "
                + restored + " restored");
        assertTrue(failures > MUTATIONS / 2, "most mutations must be detected");
    }

    /** The same graph stored with tables from two records: instances, strings, boxes, fields and replays from tables. */
    @Test
    void mutatedTablesFailWithIOExceptionOnly() throws Exception {
        byte[] valid = Oracle.store(sampleGraph(), CodeseOptions.DEFAULTS.withTableRecords(2));
        Random random = new Random(15);
        int failures = 0;
        for (int i = 0; i < MUTATIONS / 3; i++) {
            byte[] mutated = withChecksum(mutate(valid, random));
            try {
                Oracle.restore(mutated, CodeseOptions.DEFAULTS);
            } catch (IOException | ClassNotFoundException e) {
                failures++;
            } catch (Throwable e) {
                fail("mutation " + i + " escaped as " + e, e);
            }
        }
        assertTrue(failures > MUTATIONS / 6, "most mutations must be detected: " + failures);
    }

    /** A handler for the proxy of the stream below. */
    static final class Handler implements java.lang.reflect.InvocationHandler, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        Object attachment;

        @Override
        public Object invoke(Object proxy, java.lang.reflect.Method method, Object[] args) {
            return attachment;
        }
    }

    /**
     * The second container of a stream, mutated: it refers to the first one's objects by handle,
     * and holds a proxy class described by its interfaces.
     */
    @Test
    void mutatedLaterContainersOfAStreamFailWithIOExceptionOnly() throws Exception {
        Map<String, Object> first = new HashMap<>(Map.of("list", new ArrayList<>(List.of("x", 1))));
        Handler handler = new Handler();
        handler.attachment = first;
        Object proxy = java.lang.reflect.Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {Runnable.class, java.util.function.Supplier.class}, handler);
        byte[] firstContainer = Oracle.store(first, CodeseOptions.DEFAULTS);
        ByteArrayOutputStream both = new ByteArrayOutputStream();
        try (CodeseOutputStream out = new CodeseOutputStream(both)) {
            out.writeObject(first);
            out.writeObject(new Object[] {proxy, first.get("list"), first});
        }
        byte[] second = java.util.Arrays.copyOfRange(both.toByteArray(), firstContainer.length, both.size());
        Random random = new Random(24);
        int failures = 0;
        for (int i = 0; i < MUTATIONS / 3; i++) {
            byte[] mutated = mutate(second, random);
            if (i % 2 == 1) {
                mutated = withChecksum(mutated);
            }
            ByteArrayOutputStream stream = new ByteArrayOutputStream();
            stream.write(firstContainer);
            stream.write(mutated);
            try (CodeseInputStream in = new CodeseInputStream(new ByteArrayInputStream(stream.toByteArray()))) {
                in.readObject();
                in.readObject();
            } catch (IOException | ClassNotFoundException e) {
                failures++;
            } catch (Throwable e) {
                fail("mutation " + i + " escaped as " + e, e);
            }
        }
        assertTrue(failures > MUTATIONS / 6, "most mutations must be detected: " + failures);
    }

    /** The scan alone, on 20,000 mutated class files: it accepts a file or refuses it, and nothing else escapes. */
    @Test
    void mutatedClassFilesAreAcceptedOrRefusedByTheScan() throws Exception {
        Container.Contents contents = Container.read(new ByteArrayInputStream(
                Oracle.store(sampleGraph(), new CodeseOptions(1, 1, 50, 2))));
        Random random = new Random(3);
        int refused = 0;
        for (int i = 0; i < 20_000; i++) {
            StoredClassFile file = contents.classFiles().get(random.nextInt(contents.classFiles().size()));
            Class<?> host = file.hostClass() < 0 ? null : Class.forName(contents.classes().get(file.hostClass()).name());
            byte[] mutated = file.bytes().clone();
            mutated[random.nextInt(mutated.length)] = (byte) random.nextInt(256);
            try {
                ChunkCheck.check(mutated, host, host == null ? java.util.Set.of() : DirectStores.storable(host));
            } catch (StreamCorruptedException e) {
                refused++;
            } catch (Throwable e) {
                fail("mutation " + i + " escaped as " + e, e);
            }
        }
        assertTrue(refused > 0, "some mutations must be refused");
    }

    @Test
    void aClassThatCallsOutsideRestoreIsRefused() throws Exception {
        byte[] hostile = chunkCalling("java/lang/System", "exit", "(I)V");
        byte[] container = container(List.of(hostile));

        StreamCorruptedException refused = assertThrows(StreamCorruptedException.class,
                () -> Oracle.restore(container, CodeseOptions.DEFAULTS));

        assertTrue(refused.getMessage().contains("java/lang/System.exit"), refused.getMessage());
    }

    @Test
    void aHostileClassAfterOrBeforeAHarmlessOneIsRefused() throws Exception {
        byte[] hostile = chunkCalling("java/lang/System", "exit", "(I)V");
        byte[] harmless = chunkCalling("", null, null);
        for (List<byte[]> classFiles : List.of(List.of(harmless, hostile), List.of(hostile, harmless),
                List.of(harmless, harmless, harmless, hostile))) {
            byte[] container = container(classFiles);

            StreamCorruptedException refused = assertThrows(StreamCorruptedException.class,
                    () -> Oracle.restore(container, CodeseOptions.DEFAULTS));

            assertTrue(refused.getMessage().contains("java/lang/System.exit"), refused.getMessage());
        }
    }

    @Test
    void theFirstBadClassFileDecidesTheFailureAsWhenCheckedOneByOne() throws Exception {
        byte[] broken = chunkCalling(null, null, null);
        byte[] hostile = chunkCalling("java/lang/System", "exit", "(I)V");
        byte[] container = container(List.of(broken, hostile));

        StreamCorruptedException refused = assertThrows(StreamCorruptedException.class,
                () -> Oracle.restore(container, CodeseOptions.DEFAULTS));

        assertTrue(refused.getCause() instanceof LinkageError, "the first class file, defined, fails to verify: " + refused);
    }

    @Test
    void aClassFileThatDoesNotVerifyIsAnIOException() throws Exception {
        byte[] broken = chunkCalling(null, null, null);
        byte[] container = container(List.of(broken));

        StreamCorruptedException refused = assertThrows(StreamCorruptedException.class,
                () -> Oracle.restore(container, CodeseOptions.DEFAULTS));

        assertTrue(refused.getCause() instanceof LinkageError, String.valueOf(refused.getCause()));
    }

    @Test
    void aSegmentMayStoreOnlyItsHostsSerializableFields() throws Exception {
        byte[] segment = segmentStoring("skipped");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Container.write(bytes, new Container.Contents(List.of(new StoredClassFile(segment, 0)),
                List.of(new StoredClass(Victim.class.getName(), 1L)), List.of(), 1, -1, 0, 0, 0));

        StreamCorruptedException refused = assertThrows(StreamCorruptedException.class,
                () -> Oracle.restore(bytes.toByteArray(), CodeseOptions.DEFAULTS));

        assertTrue(refused.getMessage().contains("store into dev/jumbo/codese/HostileContainerTest$Victim.skipped"),
                refused.getMessage());
    }

    /** A class whose transient field a hostile segment tries to store. */
    static final class Victim implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        int kept;
        transient String skipped;
    }

    /** A segment of Victim whose fill stores {@code field} of a null Victim (never reached: refused first). */
    private static byte[] segmentStoring(String field) {
        ClassWriter writer = new ClassWriter(0);
        writer.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, "dev/jumbo/codese/HostileSegment", null,
                "java/lang/Object", new String[] {"dev/jumbo/codese/RestoreChunk"});
        MethodVisitor init = writer.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(Opcodes.ALOAD, 0);
        init.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitInsn(Opcodes.RETURN);
        init.visitMaxs(1, 1);
        init.visitEnd();
        for (String phase : List.of("create", "fill", "finish")) {
            MethodVisitor method = writer.visitMethod(Opcodes.ACC_PUBLIC, phase, "(Ldev/jumbo/codese/Restore;)V",
                    null, null);
            method.visitCode();
            if (phase.equals("fill")) {
                method.visitInsn(Opcodes.ACONST_NULL);
                method.visitInsn(Opcodes.ACONST_NULL);
                method.visitFieldInsn(Opcodes.PUTFIELD, "dev/jumbo/codese/HostileContainerTest$Victim", field,
                        "Ljava/lang/String;");
            }
            method.visitInsn(Opcodes.RETURN);
            method.visitMaxs(2, 2);
            method.visitEnd();
        }
        writer.visitEnd();
        return writer.toByteArray();
    }

    @Test
    void theFilterAppliesToTheClassesAStateNames() throws Exception {
        byte[] container = Oracle.store(RedBlackTree.of(10), CodeseOptions.DEFAULTS);
        List<Class<?>> seen = new ArrayList<>();
        ObjectInputFilter rejectTrees = info -> {
            seen.add(info.serialClass());
            return info.serialClass() == RedBlackTree.class ? ObjectInputFilter.Status.REJECTED
                    : ObjectInputFilter.Status.UNDECIDED;
        };

        try (CodeseInputStream in = new CodeseInputStream(new ByteArrayInputStream(container))) {
            in.setObjectInputFilter(rejectTrees);
            InvalidClassException refused = assertThrows(InvalidClassException.class, in::readObject);
            assertEquals("filter status: REJECTED", refused.getMessage());
        }
        assertTrue(seen.contains(RedBlackTree.class));
    }

    private static byte[] mutate(byte[] valid, Random random) {
        byte[] bytes = valid.clone();
        switch (random.nextInt(4)) {
            case 0 -> bytes[random.nextInt(bytes.length)] ^= (byte) (1 << random.nextInt(8));
            case 1 -> {
                int at = random.nextInt(bytes.length);
                bytes[at] = (byte) random.nextInt(256);
                bytes[(at + 1) % bytes.length] = (byte) random.nextInt(256);
            }
            case 2 -> bytes = java.util.Arrays.copyOf(bytes, random.nextInt(bytes.length));
            default -> {
                int at = random.nextInt(bytes.length);
                byte[] longer = new byte[bytes.length + 4];
                System.arraycopy(bytes, 0, longer, 0, at);
                for (int i = 0; i < 4; i++) {
                    longer[at + i] = (byte) random.nextInt(256);
                }
                System.arraycopy(bytes, at, longer, at + 4, bytes.length - at);
                bytes = longer;
            }
        }
        return bytes;
    }

    /** The container with its last four bytes replaced by the CRC-32 of the rest. */
    private static byte[] withChecksum(byte[] bytes) {
        if (bytes.length < 4) {
            return bytes;
        }
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        int value = (int) crc.getValue();
        byte[] fixed = bytes.clone();
        for (int i = 0; i < 4; i++) {
            fixed[bytes.length - 4 + i] = (byte) (value >>> (24 - 8 * i));
        }
        return fixed;
    }

    private static byte[] container(List<byte[]> classFiles) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<StoredClassFile> files = new ArrayList<>();
        for (byte[] classFile : classFiles) {
            files.add(new StoredClassFile(classFile, -1));
        }
        Container.write(bytes, new Container.Contents(files, List.of(), List.of(), 1, -1, 0, 0, 0));
        return bytes.toByteArray();
    }

    /**
     * A RestoreChunk in our package whose create calls {@code owner.name(0)}; with a null owner,
     * create pops from an empty stack, which the verifier refuses; with an empty one, it does nothing.
     */
    private static byte[] chunkCalling(String owner, String name, String descriptor) {
        ClassWriter writer = new ClassWriter(0);
        writer.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, "dev/jumbo/codese/Hostile", null,
                "java/lang/Object", new String[] {"dev/jumbo/codese/RestoreChunk"});
        MethodVisitor init = writer.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(Opcodes.ALOAD, 0);
        init.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        init.visitInsn(Opcodes.RETURN);
        init.visitMaxs(1, 1);
        init.visitEnd();
        for (String phase : List.of("create", "fill", "finish")) {
            MethodVisitor method = writer.visitMethod(Opcodes.ACC_PUBLIC, phase, "(Ldev/jumbo/codese/Restore;)V",
                    null, null);
            method.visitCode();
            if (phase.equals("create") && !"".equals(owner)) {
                if (owner != null) {
                    method.visitInsn(Opcodes.ICONST_0);
                    method.visitMethodInsn(Opcodes.INVOKESTATIC, owner, name, descriptor, false);
                } else {
                    method.visitInsn(Opcodes.POP);
                }
            }
            method.visitInsn(Opcodes.RETURN);
            method.visitMaxs(1, 2);
            method.visitEnd();
        }
        writer.visitEnd();
        return writer.toByteArray();
    }
}
