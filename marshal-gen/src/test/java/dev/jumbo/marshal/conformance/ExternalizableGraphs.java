package dev.jumbo.marshal.conformance;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.io.ObjectStreamConstants;
import java.io.Serializable;
import java.util.List;

/** externalContents: writeExternal's data, block data ending in TC_ENDBLOCKDATA (protocol 2) or raw (protocol 1). */
final class ExternalizableGraphs {
    private ExternalizableGraphs() {
    }

    public static class Simple implements Externalizable {
        int number = 5;
        String text = "ext";

        public Simple() {
        }

        Simple(int number, String text) {
            this.number = number;
            this.text = text;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeInt(number);
            out.writeObject(text);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
            number = in.readInt();
            text = (String) in.readObject();
        }
    }

    public static class Empty implements Externalizable {
        public Empty() {
        }

        @Override
        public void writeExternal(ObjectOutput out) {
        }

        @Override
        public void readExternal(ObjectInput in) {
        }
    }

    public static class Large implements Externalizable {
        byte[] payload = PrimitiveDataGraphs.pattern(2500);

        public Large() {
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeInt(payload.length);
            out.write(payload);
            out.writeUTF("\u00e9".repeat(600));
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            payload = new byte[in.readInt()];
            in.readFully(payload);
            in.readUTF();
        }
    }

    public static class Linked implements Externalizable {
        Object next;
        long stamp = 123456789L;

        public Linked() {
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeLong(stamp);
            out.writeObject(next);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
            stamp = in.readLong();
            next = in.readObject();
        }
    }

    static class SerializableParent implements Serializable {
        int parentField = 3;
    }

    public static class ExternalChild extends SerializableParent implements Externalizable {
        int own = 4;

        public ExternalChild() {
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeInt(parentField);
            out.writeInt(own);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException {
            parentField = in.readInt();
            own = in.readInt();
        }
    }

    public static class Replacing implements Externalizable {
        public Replacing() {
        }

        Object writeReplace() {
            return new Simple(1, "from replace");
        }

        @Override
        public void writeExternal(ObjectOutput out) {
        }

        @Override
        public void readExternal(ObjectInput in) {
        }
    }

    static void register(GraphRegistry registry) {
        registry.element("externalizable")
                .object("ints and an object", Simple::new)
                .object("nothing written", Empty::new)
                .object("large block data and utf", Large::new)
                .object("linked externalizables", () -> {
                    Linked first = new Linked();
                    first.next = new Linked();
                    ((Linked) first.next).next = new Simple();
                    return first;
                })
                .object("externalizable cycle", () -> {
                    Linked first = new Linked();
                    Linked second = new Linked();
                    first.next = second;
                    second.next = first;
                    return first;
                })
                .object("externalizable with a serializable parent", ExternalChild::new)
                .steps("writeReplace of an externalizable", () -> List.of(Step.object(new Replacing(), new Simple(1, "from replace"))))
                .object("externalizables in a list", () -> new java.util.ArrayList<>(List.of(new Simple(), new Simple(2, "b"), new Empty())))
                .steps("protocol 1: no block data", () -> List.of(Step.protocol(ObjectStreamConstants.PROTOCOL_VERSION_1), Step.object(new Simple()),
                        Step.object(new HierarchyGraphs.Bottom())))
                .steps("protocol 1: externalizable holding objects", () -> {
                    Linked linked = new Linked();
                    linked.next = new Simple(9, "nine");
                    return List.of(Step.protocol(ObjectStreamConstants.PROTOCOL_VERSION_1), Step.object(linked), Step.ints(1));
                })
                .steps("protocol 2 set explicitly", () -> List.of(Step.protocol(ObjectStreamConstants.PROTOCOL_VERSION_2), Step.object(new Simple())));
    }
}
