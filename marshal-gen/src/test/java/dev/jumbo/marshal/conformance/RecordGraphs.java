package dev.jumbo.marshal.conformance;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.List;

/** Records: values of the components in descriptor order, no writeObject, serialVersionUID 0 unless declared. */
final class RecordGraphs {
    private RecordGraphs() {
    }

    record Empty() implements Serializable {
    }

    record Point(int x, int y) implements Serializable {
    }

    record AllPrimitives(boolean z, byte b, char c, short s, int i, long j, float f, double d) implements Serializable {
    }

    record Named(String name, Point at, Object extra) implements Serializable {
    }

    record WithArray(int[] values, String[] names) implements Serializable {
    }

    record Versioned(String value) implements Serializable {
        private static final long serialVersionUID = 7L;
    }

    record Generic<T extends Serializable>(T value, List<T> values) implements Serializable {
    }

    /** A record's writeObject is ignored. */
    record IgnoresWriteObject(int value) implements Serializable {
        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeInt(-1);
        }
    }

    record Replaced(int value) implements Serializable {
        private Object writeReplace() {
            return new Point(value, value);
        }
    }

    static void register(GraphRegistry registry) {
        registry.element("record")
                .object("empty record", Empty::new)
                .object("two ints", () -> new Point(3, -4))
                .object("every primitive type", () -> new AllPrimitives(true, (byte) 1, 'c', (short) 2, 3, 4L, 5.5f, 6.25))
                .object("nested record and null component", () -> new Named("n", new Point(1, 1), null))
                .object("arrays as components", () -> new WithArray(new int[] {1, 2}, new String[] {"a"}))
                .object("declared serialVersionUID", () -> new Versioned("v"))
                .object("generic record", () -> new Generic<>("x", new java.util.ArrayList<>(List.of("y", "z"))))
                .object("writeObject of a record is ignored", () -> new IgnoresWriteObject(5))
                .steps("writeReplace of a record", () -> List.of(Step.object(new Replaced(2), new Point(2, 2))))
                .object("shared component", () -> {
                    Point shared = new Point(7, 7);
                    return new Object[] {new Named("a", shared, shared), shared};
                })
                .object("list of records", () -> new java.util.ArrayList<>(List.of(new Point(1, 2), new Point(1, 2), new Point(3, 4))))
                .steps("record twice", () -> {
                    Point point = new Point(0, 0);
                    return List.of(Step.object(point), Step.object(point));
                });
    }
}
