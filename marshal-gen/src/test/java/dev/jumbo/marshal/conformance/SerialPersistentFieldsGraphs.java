package dev.jumbo.marshal.conformance;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;

/** serialPersistentFields: declared serial fields, bound to real fields or written through putFields. */
final class SerialPersistentFieldsGraphs {
    private SerialPersistentFieldsGraphs() {
    }

    /** Declares a subset of its fields, written by default writing. */
    static class Subset implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("kept", String.class), new ObjectStreamField("number", int.class)};
        String kept = "kept";
        int number = 5;
        String dropped = "dropped";
    }

    /** Declares a transient field as serial: it is written. */
    static class TransientDeclared implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {new ObjectStreamField("cache", String.class)};
        transient String cache = "written after all";
    }

    static class NoSerialFields implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {};
        int ignored = 1;
    }

    static class UnsharedField implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("first", Object.class, true), new ObjectStreamField("second", Object.class)};
        Object first;
        Object second;
    }

    /** Every primitive through putFields, none of them real fields. */
    static class AllPrimitivesPut implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("z", boolean.class), new ObjectStreamField("b", byte.class),
            new ObjectStreamField("c", char.class), new ObjectStreamField("s", short.class),
            new ObjectStreamField("i", int.class), new ObjectStreamField("j", long.class),
            new ObjectStreamField("f", float.class), new ObjectStreamField("d", double.class),
            new ObjectStreamField("o", Object.class), new ObjectStreamField("a", int[].class)};

        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField fields = out.putFields();
            fields.put("z", true);
            fields.put("b", (byte) -2);
            fields.put("c", 'q');
            fields.put("s", (short) 300);
            fields.put("i", -7);
            fields.put("j", 1L << 40);
            fields.put("f", Float.NaN);
            fields.put("d", -0.0);
            fields.put("o", "object");
            fields.put("a", new int[] {3});
            out.writeFields();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.readFields();
        }
    }

    /** An Object-typed serial field receives a String through putFields. */
    static class ObjectFieldTakesString implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {new ObjectStreamField("value", CharSequence.class)};

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.putFields().put("value", "a char sequence");
            out.writeFields();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.readFields();
        }
    }

    static void register(GraphRegistry registry) {
        registry.element("serialPersistentFields")
                .object("a subset of the fields", Subset::new)
                .object("a transient field declared serial", TransientDeclared::new)
                .object("no serial fields", NoSerialFields::new)
                .object("an unshared serial field", () -> {
                    UnsharedField holder = new UnsharedField();
                    holder.first = new int[] {1};
                    holder.second = "s";
                    return holder;
                })
                .object("every primitive put", AllPrimitivesPut::new)
                .object("interface-typed serial field", ObjectFieldTakesString::new)
                .object("subset in a list twice", () -> {
                    Subset subset = new Subset();
                    return new java.util.ArrayList<>(java.util.List.of(subset, subset));
                });
    }
}
