package dev.jumbo.marshal.random;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;

/** The classes random graphs are made of: plain fields, hierarchies, writeObject of each kind, Externalizable, replacement. */
public final class RandomNodes {
    private RandomNodes() {
    }

    public static class PlainNode implements Serializable {
        int number;
        long big;
        double real;
        boolean flag;
        char letter;
        String text;
        Object first;
        Object second;

        PlainNode(int value) {
            number = value;
            big = (long) value << 33;
            real = value / 3.0;
            flag = (value & 1) == 0;
            letter = (char) ('a' + Math.floorMod(value, 26));
            text = (value & 2) == 0 ? "text" + value : null;
        }
    }

    public static class ChildNode extends PlainNode {
        short small;
        Object third;

        ChildNode(int value) {
            super(value);
            small = (short) value;
        }
    }

    public static final class GrandChildNode extends ChildNode {
        float ratio;
        Object fourth;

        GrandChildNode(int value) {
            super(value);
            ratio = value * 0.25f;
        }
    }

    /** defaultWriteObject, extra primitives, and an object only its writeObject writes. */
    public static final class CustomNode implements Serializable {
        int value;
        Object ref;
        transient Object extra;

        CustomNode(int value) {
            this.value = value;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(value * 3);
            out.writeObject(extra);
            out.writeUTF("v" + value);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            if (in.readInt() != value * 3) {
                throw new IOException("custom data differs");
            }
            extra = in.readObject();
            in.readUTF();
        }
    }

    /** putFields/writeFields over serialPersistentFields. */
    public static final class PutFieldNode implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("count", int.class), new ObjectStreamField("link", Object.class)};
        transient int count;
        transient Object link;

        PutFieldNode(int count) {
            this.count = count;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField fields = out.putFields();
            fields.put("count", count);
            fields.put("link", link);
            out.writeFields();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField fields = in.readFields();
            count = fields.get("count", -1);
            link = fields.get("link", null);
        }
    }

    /** Block data of a random size around an object, to cross block boundaries. */
    public static final class BlockNode implements Serializable {
        int size;
        transient Object ref;

        BlockNode(int size) {
            this.size = size;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            for (int i = 0; i < size; i++) {
                out.writeByte(i);
            }
            out.writeObject(ref);
            out.writeShort(size);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            for (int i = 0; i < size; i++) {
                in.readByte();
            }
            ref = in.readObject();
            in.readShort();
        }
    }

    public static final class ExternalNode implements Externalizable {
        int number;
        Object ref;

        public ExternalNode() {
        }

        ExternalNode(int number) {
            this.number = number;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeInt(number);
            out.writeObject(ref);
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
            number = in.readInt();
            ref = in.readObject();
        }
    }

    public record RecordNode(int x, String label) implements Serializable {
    }

    /** Written as its serial form, read back as itself. */
    public static final class ReplacedNode implements Serializable {
        final int value;

        ReplacedNode(int value) {
            this.value = value;
        }

        private Object writeReplace() {
            return new ReplacedForm(value);
        }
    }

    static final class ReplacedForm implements Serializable {
        final int value;

        ReplacedForm(int value) {
            this.value = value;
        }

        private Object readResolve() {
            return new ReplacedNode(value);
        }
    }

    public enum Shade { LIGHT, DARK }
}
