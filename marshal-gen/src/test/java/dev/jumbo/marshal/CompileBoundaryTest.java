package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;

/**
 * The reflective streams' {@code object} rule is a compile boundary: {@code writeContent} and
 * {@code readContent} are each one method of more than C2's {@code FreqInlineSize} (325 bytes of
 * bytecode on every JDK and platform we run on), so C2 never inlines them and each object's level
 * is compiled on its own, as the JDK's {@code writeObject0} and {@code readObject0} are. When the
 * writer's rule was split into small methods, the whole object path was inlined into itself
 * through {@code writeFields}, and a single C2 compile took 0.4-0.7 s in a fresh JVM: the JIT was
 * held up through the first streams' writing and reading.
 * */
class CompileBoundaryTest {
    private static final int FREQ_INLINE_SIZE = 325;

    @Test
    void writeContentIsNeverInlined() throws IOException {
        int size = codeLength(ReflectiveObjectOutputStream.class, "writeContent", "(Ljava/lang/Object;Z)V");

        assertTrue(size > FREQ_INLINE_SIZE, "writeContent has " + size + " bytes of bytecode, C2 would inline it");
    }

    @Test
    void readContentIsNeverInlined() throws IOException {
        int size = codeLength(ReflectiveObjectInputStream.class, "readContent", "(Z)Ljava/lang/Object;");

        assertTrue(size > FREQ_INLINE_SIZE, "readContent has " + size + " bytes of bytecode, C2 would inline it");
    }

    /** The {@code code_length} of the method's {@code Code} attribute, read from its class file. */
    private static int codeLength(Class<?> owner, String name, String descriptor) throws IOException {
        ClassReader reader;
        try (InputStream in = owner.getResourceAsStream(owner.getSimpleName() + ".class")) {
            reader = new ClassReader(in);
        }
        char[] buffer = new char[reader.getMaxStringLength()];
        int offset = reader.header + 6;
        offset += 2 + 2 * reader.readUnsignedShort(offset);
        offset = skipMembers(reader, offset);
        int methods = reader.readUnsignedShort(offset);
        offset += 2;
        for (int i = 0; i < methods; i++) {
            boolean wanted = name.equals(reader.readUTF8(offset + 2, buffer))
                    && descriptor.equals(reader.readUTF8(offset + 4, buffer));
            int attributes = reader.readUnsignedShort(offset + 6);
            offset += 8;
            for (int j = 0; j < attributes; j++) {
                if (wanted && "Code".equals(reader.readUTF8(offset, buffer))) {
                    return reader.readInt(offset + 10);
                }
                offset += 6 + reader.readInt(offset + 2);
            }
        }
        throw new AssertionError(owner.getName() + "." + name + descriptor + " has no code");
    }

    /** Past the fields: each is access, name, descriptor and its attributes. */
    private static int skipMembers(ClassReader reader, int offset) {
        int count = reader.readUnsignedShort(offset);
        offset += 2;
        for (int i = 0; i < count; i++) {
            int attributes = reader.readUnsignedShort(offset + 6);
            offset += 8;
            for (int j = 0; j < attributes; j++) {
                offset += 6 + reader.readInt(offset + 2);
            }
        }
        return offset;
    }
}
