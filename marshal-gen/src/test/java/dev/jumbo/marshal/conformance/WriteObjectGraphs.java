package dev.jumbo.marshal.conformance;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.util.List;

/** wrclass objectAnnotation: writeObject methods with defaultWriteObject, putFields/writeFields and block data. */
final class WriteObjectGraphs {
    private WriteObjectGraphs() {
    }

    /** defaultWriteObject, then optional extra primitive data and objects, as configured. */
    static class Custom implements Serializable {
        int value = 3;
        String name = "custom";
        transient int extraCount;
        transient Object extra;

        Custom() {
        }

        Custom(int extraCount, Object extra) {
            this.extraCount = extraCount;
            this.extra = extra;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(extraCount);
            for (int i = 0; i < extraCount; i++) {
                out.writeInt(i);
            }
            out.writeObject(extra);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            extraCount = in.readInt();
            for (int i = 0; i < extraCount; i++) {
                if (in.readInt() != i) {
                    throw new IOException("extra data differs");
                }
            }
            extra = in.readObject();
        }
    }

    /** Only custom data: no defaultWriteObject at all. */
    static class OnlyCustomData implements Serializable {
        transient String text = "manual";
        transient long number = 77;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeUTF(text);
            out.writeLong(number);
        }

        private void readObject(ObjectInputStream in) throws IOException {
            text = in.readUTF();
            number = in.readLong();
        }
    }

    /** Writes nothing: the annotation is a lone TC_ENDBLOCKDATA. */
    static class WritesNothing implements Serializable {
        int ignored = 4;

        private void writeObject(ObjectOutputStream out) {
        }

        private void readObject(ObjectInputStream in) {
            ignored = 4;
        }
    }

    /** Writes a configured amount of block data around a nested object. */
    static class BlockWriter implements Serializable {
        transient byte[] before;
        transient Object middle;
        transient byte[] after;

        BlockWriter(int beforeLength, Object middle, int afterLength) {
            this.before = PrimitiveDataGraphs.pattern(beforeLength);
            this.middle = middle;
            this.after = PrimitiveDataGraphs.pattern(afterLength);
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(before.length);
            out.write(before);
            out.writeObject(middle);
            out.writeInt(after.length);
            out.write(after);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            before = new byte[in.readInt()];
            in.readFully(before);
            middle = in.readObject();
            after = new byte[in.readInt()];
            in.readFully(after);
        }
    }

    static class Utf implements Serializable {
        transient String text;

        Utf(String text) {
            this.text = text;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeInt(7);
            out.writeUTF(text);
            out.writeChars("ok");
        }

        private void readObject(ObjectInputStream in) throws IOException {
            in.readInt();
            text = in.readUTF();
            in.readChar();
            in.readChar();
        }
    }

    static class ParentWithWriteObject implements Serializable {
        int parent = 1;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeShort(-1);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            in.readShort();
        }
    }

    static class ChildWithWriteObject extends ParentWithWriteObject {
        String child = "c";

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeByte(5);
            out.defaultWriteObject();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.readByte();
            in.defaultReadObject();
        }
    }

    static class ChildWithoutWriteObject extends ParentWithWriteObject {
        double child = 2.5;
    }

    static class PutFields implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("count", int.class),
            new ObjectStreamField("label", String.class),
            new ObjectStreamField("ratio", double.class),
            new ObjectStreamField("link", Object.class),
        };
        transient int count = 5;
        transient String label = "pf";
        transient Object link;
        transient boolean putEverything = true;

        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField fields = out.putFields();
            fields.put("count", count);
            if (putEverything) {
                fields.put("label", label);
                fields.put("ratio", 0.75);
            }
            fields.put("link", link);
            out.writeFields();
            out.writeInt(-9);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField fields = in.readFields();
            count = fields.get("count", 0);
            label = (String) fields.get("label", null);
            link = fields.get("link", null);
            in.readInt();
        }
    }

    /** putFields, then writeFields twice: the JDK allows it and writes the values twice (here a back-reference). */
    static class WritesFieldsTwice implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {new ObjectStreamField("s", String.class)};

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.putFields().put("s", "twice");
            out.writeFields();
            out.writeFields();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.readFields();
            in.readObject();
        }
    }

    /** The deprecated PutField.write(ObjectOutput). */
    static class DeprecatedPutFieldWrite implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("n", int.class), new ObjectStreamField("s", String.class)};

        @SuppressWarnings("deprecation")
        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField fields = out.putFields();
            fields.put("n", 12);
            fields.put("s", "deprecated");
            fields.write(out);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.readInt();
            in.readObject();
        }
    }

    static class WritesItself implements Serializable {
        int value = 1;
        transient Object self;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeObject(this);
            out.writeObject(int.class);
            out.writeObject(new long[] {1, 2});
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            self = in.readObject();
            in.readObject();
            in.readObject();
        }
    }

    static class WritesUnshared implements Serializable {
        transient Object shared;

        WritesUnshared(Object shared) {
            this.shared = shared;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.writeUnshared(shared);
            out.writeObject(shared);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.readUnshared();
            shared = in.readObject();
        }
    }

    /** A writeObject that tries to reset inside a write and carries on when refused. */
    static class TriesReset implements Serializable {
        int value = 8;

        private void writeObject(ObjectOutputStream out) throws IOException {
            try {
                out.reset();
            } catch (IOException expected) {
                out.writeUTF(expected.getMessage());
            }
            out.defaultWriteObject();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.readUTF();
            in.defaultReadObject();
        }
    }

    static class SynchronizedWriter implements Serializable {
        int value = 10;

        private synchronized void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
        }
    }

    /** Not private: serialization does not call it. */
    static class PublicWriteObject implements Serializable {
        int value = 11;

        public void writeObject(ObjectOutputStream out) throws IOException {
            out.writeInt(-1);
        }
    }

    static class Node implements Serializable {
        int id;
        Node next;
        transient String note;

        Node(int id) {
            this.id = id;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeFloat(id * 0.5f);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            in.readFloat();
        }
    }

    static void register(GraphRegistry registry) {
        registry.element("writeObject")
                .object("defaultWriteObject only", () -> new Custom(0, null))
                .object("defaultWriteObject and extra data", () -> new Custom(10, "extra"))
                .object("extra data of 300 ints over blocks", () -> new Custom(300, new int[] {1}))
                .object("only custom data", OnlyCustomData::new)
                .object("writes nothing", WritesNothing::new)
                .object("255 bytes then an object", () -> new BlockWriter(251, "m", 0))
                .object("block data of exactly 1024 bytes", () -> new BlockWriter(1020, null, 0))
                .object("block data of 1025 bytes", () -> new BlockWriter(1021, null, 0))
                .object("large block data around a nested object", () -> new BlockWriter(3000, new BlockWriter(10, "inner", 2000), 1500))
                .object("writeUTF of two-byte characters in writeObject", () -> new Utf("\u00e9".repeat(700)))
                .object("writeUTF ascii head and euro tail in writeObject", () -> new Utf("a".repeat(1010) + "\u20ac\u20ac\u20ac" + "b".repeat(1500)))
                .object("writeObject in parent and child", ChildWithWriteObject::new)
                .object("writeObject in parent only", ChildWithoutWriteObject::new)
                .object("putFields with every field put", PutFields::new)
                .object("putFields leaving fields at defaults", () -> {
                    PutFields fields = new PutFields();
                    fields.putEverything = false;
                    fields.label = null;
                    fields.link = "linked";
                    return fields;
                })
                .object("writeFields twice", WritesFieldsTwice::new)
                .object("deprecated PutField.write", DeprecatedPutFieldWrite::new)
                .object("writeObject writes the object itself, a class and an array", WritesItself::new)
                .object("writeUnshared inside writeObject", () -> new WritesUnshared("inside"))
                .object("reset refused inside writeObject", TriesReset::new)
                .object("synchronized writeObject", SynchronizedWriter::new)
                .object("a public writeObject is not called", PublicWriteObject::new)
                .object("linked nodes with writeObject", () -> {
                    Node head = new Node(0);
                    Node tail = head;
                    for (int i = 1; i < 50; i++) {
                        tail.next = new Node(i);
                        tail = tail.next;
                    }
                    return head;
                })
                .object("cycle through writeObject classes", () -> {
                    Node first = new Node(1);
                    first.next = new Node(2);
                    first.next.next = first;
                    return first;
                })
                .object("custom objects nested in extra data", () -> new Custom(1, new Custom(2, new Custom(3, null))))
                .steps("same writeObject class twice shares the descriptor", () -> List.of(Step.object(new Custom(1, null)), Step.object(new Custom(2, "x"))));
    }
}
