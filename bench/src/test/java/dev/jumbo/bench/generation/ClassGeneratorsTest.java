package dev.jumbo.bench.generation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.List;
import org.codehaus.janino.SimpleCompiler;
import org.junit.jupiter.api.Test;

/**
 * The generation peers must build the same classes, or their costs are not comparable. The
 * tools checked are those {@link GeneratorProbe} finds working: ASM, Janino and javac always,
 * Jumbo once lang defines classes; until then Jumbo's trees are checked through their source.
 */
class ClassGeneratorsTest {
    private static final List<ClassGenerator> GENERATORS = GeneratorProbe.available().stream()
            .map(tool -> GeneratorProbe.TOOLS.get(tool).get()).toList();

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
    void everyToolBuildsAHeldOutMarshallerThatWritesTheSameBytes() throws Exception {
        Inventory.Entry present = new Inventory.Entry(true, 3, 0x0102030405060708L);
        Inventory.Entry absent = new Inventory.Entry(false, 4, 5L);
        int index = 0;
        for (ClassGenerator generator : GENERATORS) {
            GeneratedMarshaller marshaller = (GeneratedMarshaller) generator.generate(ClassShape.HELD_OUT_MARSHALLER, "HeldOutTest" + index++);
            marshaller.init(2);

            byte[] written = write(out -> {
                marshaller.write(out, present);
                marshaller.write(out, absent);
            });

            assertArrayEquals(new byte[] {0x73, 0x71, 0, 0x7e, 0, 2, 0, 0, 0, 3, 1, 2, 3, 4, 5, 6, 7, 8,
                    0x73, 0x71, 0, 0x7e, 0, 2, 0x70}, written, generator.getClass().getSimpleName());
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

    @Test
    void asmJaninoAndJavacAreAlwaysAvailable() {
        assertTrue(GeneratorProbe.available().containsAll(List.of("asm", "janino", "javac")));
    }

    @Test
    void jumbosTreesAreTheSameClassesAsTheJavaSources() throws Exception {
        Node list = new Node(7, new Node(8, null));
        GeneratedMarshaller expected = (GeneratedMarshaller) new AsmGenerator().generate(ClassShape.NODE_MARSHALLER, "TreeCheckAsm");
        expected.init(3);
        FieldWriter expectedFields = (FieldWriter) new AsmGenerator().generate(ClassShape.FIFTY_FIELDS, "TreeCheckAsmFields");

        GeneratedMarshaller fromTree = (GeneratedMarshaller) compileShownTree(ClassShape.NODE_MARSHALLER, "TreeCheckNode");
        fromTree.init(3);
        FieldWriter fieldsFromTree = (FieldWriter) compileShownTree(ClassShape.FIFTY_FIELDS, "TreeCheckFields");

        assertArrayEquals(write(out -> expected.write(out, list)), write(out -> fromTree.write(out, list)));
        assertArrayEquals(write(expectedFields::write), write(fieldsFromTree::write));
    }

    /** Jumbo's tree printed with {@code Code.show()}, compiled by Janino. */
    private static Object compileShownTree(ClassShape shape, String simpleName) throws Exception {
        SimpleCompiler compiler = new SimpleCompiler();
        compiler.setParentClassLoader(ClassGeneratorsTest.class.getClassLoader());
        compiler.cook("package " + JavaSources.PACKAGE + ";\n" + JumboClasses.of(shape, simpleName).show());
        return compiler.getClassLoader().loadClass(JavaSources.PACKAGE + "." + simpleName).getDeclaredConstructor().newInstance();
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
