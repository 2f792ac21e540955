package dev.jumbo.bench.generation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The generation peers must build the same classes, or their costs are not comparable. */
class ClassGeneratorsTest {
    private static final List<ClassGenerator> GENERATORS = List.of(new AsmGenerator(), new JaninoGenerator(), new JavacGenerator());

    @Test
    void everyToolBuildsANodeMarshallerThatWritesTheSameBytes() throws Exception {
        Node list = new Node(1, new Node(2, new Node(3, null)));
        byte[] expected = null;
        int index = 0;
        for (ClassGenerator generator : GENERATORS) {
            GeneratedMarshaller marshaller = (GeneratedMarshaller) generator.generate(ClassShape.NODE_MARSHALLER, "NodeMarshallerTest" + index++);
            marshaller.init(5);

            byte[] written = write(out -> marshaller.write(out, list));

            if (expected == null) {
                expected = written;
            }
            assertArrayEquals(expected, written, generator.getClass().getSimpleName());
        }
        assertArrayEquals(new byte[] {0x73, 0x71, 0, 0x7e, 0, 5, 0, 0, 0, 1, 0x73, 0x71, 0, 0x7e, 0, 5, 0, 0, 0, 2,
                0x73, 0x71, 0, 0x7e, 0, 5, 0, 0, 0, 3, 0x70}, expected);
    }

    @Test
    void everyToolBuildsAFiftyFieldClassThatWritesTheSameBytes() throws Exception {
        byte[] expected = null;
        int index = 0;
        for (ClassGenerator generator : GENERATORS) {
            FieldWriter instance = (FieldWriter) generator.generate(ClassShape.FIFTY_FIELDS, "FiftyFieldsTest" + index++);

            byte[] written = write(instance::write);

            if (expected == null) {
                expected = written;
            }
            assertArrayEquals(expected, written, generator.getClass().getSimpleName());
        }
    }

    @Test
    void everyInvocationDefinesANewClass() throws Exception {
        for (ClassGenerator generator : GENERATORS) {
            Object first = generator.generate(ClassShape.NODE_MARSHALLER, "Fresh" + generator.getClass().getSimpleName() + "A");
            Object second = generator.generate(ClassShape.NODE_MARSHALLER, "Fresh" + generator.getClass().getSimpleName() + "B");

            assertNotSame(first.getClass(), second.getClass());
        }
    }

    private interface Writing {
        void writeTo(DataOutputStream out) throws IOException;
    }

    private static byte[] write(Writing writing) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            writing.writeTo(out);
        }
        return bytes.toByteArray();
    }
}
