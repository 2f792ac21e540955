package dev.jumbo.marshal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.marshal.conformance.OpenJdkStyleGraphs;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import org.junit.jupiter.api.Test;

/** OpenJDK's TypeStringBackRef case, our own version: the descriptor of a class with seven String fields is 116 bytes. */
class TypeStringBackRefTest {
    @Test
    void descriptorWithSevenStringFieldsIs116Bytes() throws IOException {
        ObjectStreamClass descriptor = ObjectStreamClass.lookup(OpenJdkStyleGraphs.typeStringBackRef());

        byte[] jdk = write(descriptor, true);
        byte[] ours = write(descriptor, false);

        assertEquals(116, jdk.length);
        assertArrayEquals(jdk, ours);
    }

    private static byte[] write(ObjectStreamClass descriptor, boolean jdk) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = jdk ? new ObjectOutputStream(bytes) : new ReflectiveObjectOutputStream(bytes)) {
            out.writeObject(descriptor);
        }
        return bytes.toByteArray();
    }
}
