package dev.jumbo.lang;

import static dev.jumbo.lang.tree.BinaryOperator.*;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.jumbo.lang.support.Trees;
import dev.jumbo.lang.support.Verified;
import dev.jumbo.lang.tree.Formal;
import dev.jumbo.lang.tree.Member;
import dev.jumbo.lang.tree.Statement;
import dev.jumbo.lang.tree.UnaryOperator;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The subset ProgGen needs: a class implementing an interface, fields, loops, calls, host private access. */
class MarshallerSubsetTest {
    /** The interface the generated marshallers implement. */
    public interface Writer {
        void write(Object object, DataOutputStream stream) throws IOException;
    }

    /** A user class whose fields the generated code reads. */
    public static final class Node {
        public int value;
        public long[] items;
        public String name;
        private int secret = 42;

        public Node(int value, long[] items, String name) {
            this.value = value;
            this.items = items;
            this.name = name;
        }
    }

    private final Trees t = new Trees("Marshal.jjava", MarshallerSubsetTest.class);

    /** A marshaller for Node: the fragments are composed the way ProgGen composes them. */
    private Code marshaller(boolean readSecret) {
        // Free names obj and stream bind where the fragments land: in write's parameters.
        List<Code> writes = new ArrayList<>();
        t.at(10, 5);
        writes.add(t.statements(t.exec(t.call(t.name("stream"), "writeInt", t.field(t.name("node"), "value")))));
        t.at(11, 5);
        writes.add(t.statements(t.forLoop(t.local(t.type(int.class), "i", t.lit(0)),
                t.bin(LESS, t.name("i"), t.field(t.field(t.name("node"), "items"), "length")),
                t.un(UnaryOperator.POST_INCREMENT, t.name("i")),
                t.exec(t.call(t.name("stream"), "writeLong",
                        t.bin(MULTIPLY, t.index(t.field(t.name("node"), "items"), t.name("i")), t.lit(2L)))))));
        t.at(12, 5);
        writes.add(t.statements(t.ifElse(t.bin(NOT_EQUAL, t.field(t.name("node"), "name"), t.lit(null)),
                t.exec(t.call(t.name("stream"), "writeUTF",
                        t.bin(ADD, t.bin(ADD, t.lit("name="), t.field(t.name("node"), "name")), t.name("count")))),
                t.exec(t.call(t.name("stream"), "writeUTF", t.lit("-"))))));
        t.at(13, 5);
        writes.add(t.statements(t.exec(t.assign(ADD, t.name("count"), t.lit(1)))));
        if (readSecret) {
            writes.add(t.statements(t.exec(t.call(t.name("stream"), "writeInt", t.field(t.name("node"), "secret")))));
        }
        t.at(3, 1);
        Statement cast = t.local(t.type(Node.class), "node", t.cast(t.type(Node.class), t.name("obj")));
        List<Formal> parameters = List.of(t.param(t.type(Object.class), "obj"), t.param(t.type(DataOutputStream.class), "stream"));
        Member write = new dev.jumbo.lang.tree.MethodDeclaration(t.p(), Modifier.PUBLIC, List.of(), t.type(void.class),
                "write", parameters, List.of(t.type(IOException.class)), t.block(cast, t.body(writes)));
        Member count = t.fieldDecl(Modifier.PRIVATE, t.type(int.class), "count", null);
        return t.types(t.classDecl("NodeMarshaller", List.of(t.type(Writer.class)), count, write));
    }

    private static byte[] expected(Node node, int count, boolean secret) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream stream = new DataOutputStream(bytes);
        stream.writeInt(node.value);
        for (long item : node.items) {
            stream.writeLong(item * 2L);
        }
        stream.writeUTF(node.name != null ? "name=" + node.name + count : "-");
        if (secret) {
            stream.writeInt(node.secret);
        }
        return bytes.toByteArray();
    }

    private static byte[] run(Writer writer, Node node) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        writer.write(node, new DataOutputStream(bytes));
        return bytes.toByteArray();
    }

    @Test
    void generatedMarshallerWritesWhatHandWrittenCodeWrites() throws IOException {
        Writer writer = Verified.instance(marshaller(false), Writer.class);
        Node node = new Node(7, new long[] {1, 2, 3}, "n");

        byte[] first = run(writer, node);
        byte[] second = run(writer, new Node(8, new long[0], null));

        assertArrayEquals(expected(node, 0, false), first);
        assertArrayEquals(expected(new Node(8, new long[0], null), 1, false), second);
    }

    @Test
    void hiddenNestmateReadsTheHostsPrivateField() throws Exception {
        Verified.check(dev.jumbo.lang.define.Definer.hiddenClassFile(marshaller(true), MethodHandles.lookup()),
                getClass().getClassLoader());
        Class<?> hidden = marshaller(true).defineClass(MethodHandles.lookup());
        Writer writer = (Writer) hidden.getDeclaredConstructor().newInstance();
        Node node = new Node(1, new long[] {5}, "x");

        byte[] written = run(writer, node);

        assertArrayEquals(expected(node, 0, true), written);
    }

    @Test
    void showPrintsTheComposedSource() {
        String shown = marshaller(false).show();

        assertEquals(true, shown.contains("stream.writeInt(node.value);"), shown);
        assertEquals(true, shown.contains("public class NodeMarshaller implements"), shown);
    }
}
